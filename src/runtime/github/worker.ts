import { isMainThread, parentPort, type ResourceLimits, Worker } from 'node:worker_threads';

/** The signals a step is cancelled with; a worker thread gets none of its own. */
const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
type Relayed = (typeof SIGNALS)[number];

const isRelayed = (message: unknown): message is Relayed => SIGNALS.includes(message as Relayed);

/**
 * Runs an entry in a worker thread whose V8 heap is held to `limits`, the main thread only relaying
 * (docs/architecture.md, "The report flow"): V8 sizes a process's heap by what survives its
 * collections, and a report's pages, each alive for a moment, would otherwise grow it far beyond what
 * the report keeps. The worker runs the script the runner started (the entry's file under dist/),
 * which calls this again and, off the main thread, runs the entry. Output, file commands and the
 * environment are the process's own; the worker's exit code becomes the step's; SIGINT and SIGTERM
 * reach the entry as they would on the main thread.
 *
 * `ready` runs first, on the main thread: false (the step failed, saying why) and no worker is
 * started. A thread costs a second load of the entry's code, so a step that stops at its checks stops
 * as soon as one without a worker.
 */
export async function runInWorker(
  entry: () => Promise<void>,
  limits: ResourceLimits,
  ready?: () => Promise<boolean>,
): Promise<void> {
  if (!isMainThread) {
    // Signals relayed by the main thread, raised here for the entry's own handlers.
    parentPort?.on('message', (message) => isRelayed(message) && process.emit(message, message));
    parentPort?.unref();
    return entry();
  }
  if (ready && !(await ready())) return;
  const worker = new Worker(process.argv[1]!, { resourceLimits: limits });
  const relay = (name: Relayed) => worker.postMessage(name);
  for (const name of SIGNALS) process.on(name, relay);
  try {
    const code = await new Promise<number>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', resolve);
    });
    if (code !== 0) process.exitCode = code;
  } catch (error) {
    // Loaded only here: the main thread otherwise loads nothing but this module.
    (await import('./commands.ts')).setFailed(workerFailure(error));
  } finally {
    for (const name of SIGNALS) process.off(name, relay);
  }
}

/** A worker's end by an error its entry did not catch, on one line. */
function workerFailure(error: unknown): string {
  if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
    return `The step ran out of memory: ${(error as Error).message}`;
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n', 1)[0]!;
}
