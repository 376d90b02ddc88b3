import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { Clock, Logger } from '../../runtime/runtime.ts';
import type { ServiceSettings } from '../../runtime/settings.ts';
import { CLIENT_ENV } from './names.ts';

/**
 * The tunnel client as a process: started detached so it outlives the step, with no shell in between
 * (the same code on Linux, macOS and Windows), credentials in its environment only; stopped by the
 * post step, which is a different process and knows it by its pid alone.
 */

export interface ClientSpec {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** Its stdout and stderr are appended here. */
  logFile: string;
}

export interface ClientProcess {
  pid: number;
  /** Set once the process has ended (while this step still runs). */
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** Aborted when the process ends. */
  ended: AbortSignal;
}

/** Starts the client; resolves once it runs, rejects when it cannot be started at all. */
export async function startClient(spec: ClientSpec): Promise<ClientProcess> {
  const out = openSync(spec.logFile, 'a');
  let child: ReturnType<typeof spawn>;
  try {
    child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      // Its own process group (POSIX) or console (Windows): the step ending does not end the client.
      detached: true,
      stdio: ['ignore', out, out],
      shell: false,
      windowsHide: true,
    });
  } finally {
    // The child has its own copy; ours would only keep the file open.
    closeSync(out);
  }
  const ended = new AbortController();
  const state: { exit: ClientProcess['exit'] } = { exit: undefined };
  child.once('exit', (code, signal) => {
    state.exit = { code, signal };
    ended.abort();
  });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error) =>
      reject(new Error(`Could not start the tunnel client ${spec.command}: ${error.message}`)),
    );
  });
  // Later errors (a failed kill) must not crash the step; the post step does the stopping.
  child.on('error', () => {});
  // The step may end while the client runs on.
  child.unref();
  return {
    pid: child.pid as number,
    get exit() {
      return state.exit;
    },
    ended: ended.signal,
  };
}

/**
 * The client's environment: the runner's, without the action's inputs and state (the secret arrives
 * as INPUT_SECRET) or the runner's job tokens, plus the service settings and the tunnel's name.
 */
export function clientEnvironment(
  base: Record<string, string | undefined>,
  settings: ServiceSettings,
  identifier: string,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(base)) {
    if (value !== undefined && !isPrivateVariable(name)) env[name] = value;
  }
  env[CLIENT_ENV.apiUrl] = settings.apiUrl;
  env[CLIENT_ENV.key] = settings.key;
  env[CLIENT_ENV.secret] = settings.secret;
  env[CLIENT_ENV.identifier] = identifier;
  return env;
}

const RUNNER_TOKENS = new Set(['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN', 'GITHUB_TOKEN']);

function isPrivateVariable(name: string): boolean {
  const upper = name.toUpperCase();
  return upper.startsWith('INPUT_') || upper.startsWith('STATE_') || RUNNER_TOKENS.has(upper);
}

/** `{identifier}`, `{readyfile}` and `{logfile}` in each argument; other braces stay as they are. */
export function substitutePlaceholders(args: readonly string[], values: Record<string, string>): string[] {
  return args.map((arg) => arg.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole));
}

/** Whether a process with this pid (or its process group, on POSIX) still runs. */
export function isRunning(pid: number): boolean {
  for (const target of process.platform === 'win32' ? [pid] : [-pid, pid]) {
    try {
      process.kill(target, 0);
      return true;
    } catch {
      // ESRCH: gone; EPERM: the pid now belongs to someone else's process, not ours.
    }
  }
  return false;
}

function signal(pid: number, name: NodeJS.Signals): void {
  // On POSIX the detached client leads its own process group: signalling the group also reaches what
  // it started (a launcher script's JVM). On Windows any signal ends the process at once.
  if (process.platform !== 'win32') {
    try {
      process.kill(-pid, name);
      return;
    } catch {
      // not a group leader (any more): signal the process itself
    }
  }
  process.kill(pid, name);
}

const EXIT_POLL_MS = 100;
const AFTER_KILL_MS = 2_000;

async function waitForExit(pid: number, ms: number, clock: Clock): Promise<boolean> {
  const until = clock.now() + ms;
  while (isRunning(pid)) {
    if (clock.now() >= until) return false;
    await clock.sleep(EXIT_POLL_MS);
  }
  return true;
}

/** SIGTERM, then SIGKILL after `graceMs`; what did not go to plan becomes a warning. */
export async function stopClient(
  pid: number,
  o: { graceMs: number; clock: Clock; log: Logger },
): Promise<void> {
  if (!isRunning(pid)) {
    o.log.info(`The tunnel client (process ${pid}) had already ended.`);
    return;
  }
  signal(pid, 'SIGTERM');
  if (await waitForExit(pid, o.graceMs, o.clock)) {
    o.log.info(`Stopped the tunnel client (process ${pid}).`);
    return;
  }
  o.log.warning(
    `The tunnel client (process ${pid}) did not stop within ${o.graceMs / 1000} s of SIGTERM; killing it.`,
  );
  signal(pid, 'SIGKILL');
  if (!(await waitForExit(pid, AFTER_KILL_MS, o.clock)))
    o.log.warning(`The tunnel client (process ${pid}) still runs after SIGKILL.`);
}

const TAIL_BYTES = 64 * 1024;
const TAIL_LINES = 30;

/** The last lines of a log, reading only its end however large it grew. */
function readTail(file: string, lines = TAIL_LINES): string[] {
  if (!existsSync(file)) return [];
  const size = statSync(file).size;
  const length = Math.min(size, TAIL_BYTES);
  const buffer = Buffer.alloc(length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, length, size - length);
  } finally {
    closeSync(fd);
  }
  const all = buffer.toString('utf8').split(/\r?\n/);
  // A cut first line is a fragment; the final empty string is the file's last newline.
  if (length < size) all.shift();
  while (all.length && !all.at(-1)?.trim()) all.pop();
  return all.slice(-lines);
}

/** Prints the last lines of the client's log (the runner masks secrets in them) and returns them. */
export function printTail(file: string, log: Logger): string[] {
  const tail = readTail(file);
  if (tail.length) {
    log.info(`Last lines of the tunnel client's log (${file}):`);
    for (const line of tail) log.info(line);
  }
  return tail;
}

/** Java for a `.jar`: JAVA_HOME first (as setup-java sets it), then PATH. */
export function findJava(env: Record<string, string | undefined>): string | undefined {
  const exe = process.platform === 'win32' ? 'java.exe' : 'java';
  const dirs = [
    ...(env.JAVA_HOME ? [join(env.JAVA_HOME, 'bin')] : []),
    ...(pathOf(env) ?? '').split(delimiter).filter(Boolean),
  ];
  for (const dir of dirs) {
    const candidate = join(dir, exe);
    if (isFile(candidate)) return candidate;
  }
  return undefined;
}

/** PATH is `Path` on Windows; object keys there keep whatever case the system gave them. */
function pathOf(env: Record<string, string | undefined>): string | undefined {
  const name = Object.keys(env).find((key) => key.toUpperCase() === 'PATH');
  return name ? env[name] : undefined;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
