// What the benchmarks share: the dist/ build under test staged as actions the runner harness can run,
// in-process timing of child processes and of requests to the fake servers, generated app files,
// peak-memory readings and small statistics.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { type Channel, channel } from 'node:diagnostics_channel';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { stringify } from 'yaml';

import { type ActionFile, actionFiles, ROOT } from '../scripts/action-files.ts';
import type { FakeService } from '../test/fake-service/server.ts';

export interface BenchContext {
  /** Small sizes and few repetitions: a smoke run that checks the benchmarks work. */
  quick: boolean;
  /** The build under test (default: the committed dist/). */
  distDir: string;
  /** Scratch space, removed after the run. */
  tmp: string;
  /** The folder of an action ('.' for the root action, else its name under actions/) pointed at `distDir`. */
  action(name: string): string;
  probe: Probe;
  /** Progress, on stderr. */
  log(message: string): void;
}

/**
 * Writes a copy of every action.yml whose entries point into `distDir`, so the runner harness runs
 * that build the way the runner runs the committed one. Returns the folder of an action by name.
 */
export function stageActions(distDir: string, into: string): (name: string) => string {
  const folders = new Map<string, string>();
  for (const file of actionFiles()) {
    const name = file.dir === '.' ? '.' : file.dir.slice('actions/'.length);
    const folder = join(into, 'actions', name === '.' ? '_root' : name);
    const runs = { ...file.metadata.runs };
    runs.main = entryIn(distDir, file, runs.main);
    if (runs.post) runs.post = entryIn(distDir, file, runs.post);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'action.yml'), stringify({ ...file.metadata, runs }));
    folders.set(name, folder);
  }
  return (name) => {
    const folder = folders.get(name);
    if (!folder) throw new Error(`no action named ${name}`);
    return folder;
  };
}

/** `../../dist/x/main.js` of an action.yml, as the same file under another build folder. */
function entryIn(distDir: string, file: ActionFile, entry: string): string {
  const fromRoot = relative(ROOT, resolve(ROOT, file.dir, entry));
  return join(distDir, relative('dist', fromRoot));
}

export interface ProcessTiming {
  command: string;
  /** performance.now() when the ChildProcess was created, just before the system spawns it. */
  start: number;
  /** performance.now() at its 'exit' event. */
  exit?: number;
  /** CPU time (user and system) it used, sampled from /proc every 50 ms (Linux only). */
  cpuMs?: number;
}

export interface RequestTiming {
  /** Port of the server that received it. */
  port: number;
  method: string;
  url: string;
  /** performance.now() when the server had the request's head. */
  start: number;
  /** performance.now() when the server had written the whole answer. */
  end?: number;
}

/**
 * Timestamps, on this process's high-resolution clock, of every child process it starts and every
 * request its HTTP servers (the fake service and fake GitHub run in this process) receive, taken
 * from Node's diagnostics channels: no hook in the code under test, one clock for both sides.
 */
export class Probe implements Disposable {
  readonly processes: ProcessTiming[] = [];
  readonly requests: RequestTiming[] = [];
  private readonly open = new WeakMap<ServerResponse, RequestTiming>();
  private readonly subscriptions: Array<[Channel, (message: unknown) => void]> = [];

  constructor() {
    this.on('child_process', (message) => {
      const { process: child } = message as { process: ChildProcess };
      const timing: ProcessTiming = { command: child.spawnfile ?? '', start: performance.now() };
      this.processes.push(timing);
      let sampler: NodeJS.Timeout | undefined;
      child.once('spawn', () => {
        const sample = () => {
          const cpu = cpuMsOf(child.pid);
          if (cpu !== undefined) timing.cpuMs = cpu;
        };
        sample();
        sampler = setInterval(sample, CPU_SAMPLE_MS);
      });
      child.once('exit', () => {
        timing.exit = performance.now();
        clearInterval(sampler);
      });
    });
    this.on('http.server.request.start', (message) => {
      const now = performance.now();
      const { request, response, server } = message as {
        request: IncomingMessage;
        response: ServerResponse;
        server: Server;
      };
      const timing: RequestTiming = {
        port: (server.address() as AddressInfo).port,
        method: request.method ?? '',
        url: request.url ?? '',
        start: now,
      };
      this.requests.push(timing);
      this.open.set(response, timing);
    });
    this.on('http.server.response.finish', (message) => {
      const timing = this.open.get((message as { response: ServerResponse }).response);
      if (timing) timing.end = performance.now();
    });
  }

  private on(name: string, listener: (message: unknown) => void): void {
    const ch = channel(name);
    ch.subscribe(listener);
    this.subscriptions.push([ch, listener]);
  }

  /** The last process started; it must have exited. */
  lastProcess(): Required<ProcessTiming> {
    const last = this.processes.at(-1);
    if (last?.exit === undefined) throw new Error('no process has started and exited');
    return last as Required<ProcessTiming>;
  }

  /** Requests to the server at `url` received from `since` on, in order. */
  requestsTo(url: string, since: number): RequestTiming[] {
    const port = Number(new URL(url).port);
    return this.requests.filter((r) => r.port === port && r.start >= since);
  }

  [Symbol.dispose](): void {
    for (const [ch, listener] of this.subscriptions.splice(0)) ch.unsubscribe(listener);
  }
}

const CPU_SAMPLE_MS = 50;
/** Clock ticks per second of /proc/<pid>/stat times: 100 on Linux. */
const CLOCK_TICKS = 100;

/** User and system CPU time of a running process, from /proc/<pid>/stat (fields 14 and 15). */
function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces: count the fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** Where `bench/peak-rss.mjs` is, for `node --import`. */
const PEAK_RSS_PRELOAD = pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), 'peak-rss.mjs')).href;

/** Environment that makes a Node process write its peak RSS to a file at exit; `read` gets it (bytes). */
export function peakRssProbe(tmp: string, label: string): { env: Record<string, string>; read(): number } {
  const file = join(tmp, `peak-rss-${label}-${process.hrtime.bigint()}`);
  return {
    env: { NODE_OPTIONS: `--import=${PEAK_RSS_PRELOAD}`, BENCH_PEAK_RSS_FILE: file },
    read: () => {
      const bytes = Number(readFileSync(file, 'utf8'));
      if (!(bytes > 0)) throw new Error(`no peak RSS was written to ${file}`);
      return bytes;
    },
  };
}

export interface Exited {
  code: number | null;
  stderr: string;
  /** Spawn to exit, ms. */
  wallMs: number;
}

/** Runs a command to its end, timed from process creation to exit. */
export function runCommand(
  command: string,
  args: string[],
  probe: Probe,
  env: Record<string, string | undefined> = process.env,
): Promise<Exited> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    // The channel reports a new process synchronously, inside spawn(): the last one is this one.
    const timing = probe.processes.at(-1);
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const exit = timing?.exit ?? performance.now();
      resolvePromise({ code, stderr, wallMs: exit - (timing?.start ?? exit) });
    });
  });
}

const LOCAL_FILE_HEADER = [0x50, 0x4b, 0x03, 0x04];
const END_OF_CENTRAL_DIRECTORY = [0x50, 0x4b, 0x05, 0x06];
const FILL_BLOCK = 1024 * 1024;

/**
 * A file of exactly `size` bytes that passes the upload's app check (a zip local file header first,
 * an end-of-central-directory record last) with random bytes between, written block by block: a 1 GiB
 * file takes a second or two and never sits in memory. The content is incompressible, as an APK is.
 */
export async function writeAppFile(path: string, size: number): Promise<void> {
  const head = Buffer.alloc(30);
  head.set(LOCAL_FILE_HEADER);
  const tail = Buffer.alloc(22);
  tail.set(END_OF_CENTRAL_DIRECTORY);
  const block = randomFillSync(Buffer.alloc(FILL_BLOCK));
  const handle = await open(path, 'w');
  try {
    await handle.write(head);
    let left = size - head.length - tail.length;
    while (left > 0) {
      const n = Math.min(left, block.length);
      await handle.write(block, 0, n);
      left -= n;
    }
    await handle.write(tail);
  } finally {
    await handle.close();
  }
}

/** The service settings as the step's environment, as a workflow's `env:` would give them. */
export function serviceEnv(service: FakeService): Record<string, string> {
  const { apiUrl, key, secret } = service.settingsFor('user');
  return { CLOUDTEST_API_URL: apiUrl, CLOUDTEST_KEY: key, CLOUDTEST_SECRET: secret };
}

export function median(values: readonly number[]): number {
  if (!values.length) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A reproducible stream of numbers in [0, 1) (mulberry32), so every run simulates the same jobs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export const MiB = 1024 * 1024;
export const GiB = 1024 * MiB;
/** Memory targets are in decimal megabytes, the stricter reading of "MB". */
export const MB = 1_000_000;
