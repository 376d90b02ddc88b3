// The bridge between the tests and the Windows build of Node under Wine (docs/platforms.md, "The
// Windows leg"): where setup.ts put it, and how to start it so that it runs as on a Windows runner
// despite Wine 8.0's gaps. Nothing here is product code: the product runs unchanged inside.
import { type ChildProcess, spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { closeSync, existsSync, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, posix, win32 } from 'node:path';
import { PassThrough } from 'node:stream';

/** Where setup.ts installs Wine's prefix and the Windows Node (a fresh folder per CI run). */
export const WINDOWS_DIR = process.env.CLOUDTEST_WINDOWS_DIR || join(tmpdir(), 'cloudtest-windows');
/** The folder laid out as the official Windows zip of Node: node.exe, npm, npm.cmd, npx, npx.cmd. */
export const NODE_FOLDER = join(WINDOWS_DIR, 'nodejs');
export const PREFIX = join(WINDOWS_DIR, 'prefix');
/** Written by setup.ts once everything is in place. */
export const READY_FILE = join(WINDOWS_DIR, 'ready.json');
/** Debian's `/usr/bin/wine` is a dash script that drops variables whose names are not shell names (INPUT_SUITE-ID). */
export const WINE_LOADER = '/usr/lib/wine/wine64';
/** Sets TCP keep-alive only after a socket connects: Wine 8.0 fails the connect otherwise. */
const KEEPALIVE_PRELOAD = join(import.meta.dirname, 'keepalive.mjs');

/** Wine's own settings: the prefix, no debug chatter, no offer to install Mono or Gecko. */
export const WINE_ENV = {
  WINEPREFIX: PREFIX,
  WINEDEBUG: '-all',
  WINEDLLOVERRIDES: 'mscoree,mshtml=',
};

/** A Linux path as a Windows program sees it: Wine's drive Z: is the root. */
export function windowsPath(path: string): string {
  return `Z:${path.replaceAll('/', '\\')}`;
}

/** A Linux path as a file URL a Windows program reads (`file:///Z:/tmp/x`), for `--import`. */
export const windowsFileUrl = (path: string): string => `file:///${windowsPath(path).replaceAll('\\', '/')}`;

/** A path a Windows program wrote (`Z:\tmp\x`) as this system's (`/tmp/x`); any other text unchanged. */
export function linuxPath(path: string): string {
  return /^[Zz]:\\/.test(path) ? posix.normalize(path.slice(2).replaceAll('\\', '/')) : path;
}

export const WINDOWS_NODE = windowsPath(join(NODE_FOLDER, 'node.exe'));

/**
 * The environment as a Windows runner would hand it over: every other variable that holds an existing
 * absolute path in Windows form, and PATH as WINEPATH (Wine ignores PATH), the Windows Node's folder
 * first as on a runner, in place of the Linux Node the tests run on. INPUT_* values stay as written.
 */
export function wineEnv(env: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = { ...WINE_ENV };
  const hostNode = dirname(process.execPath);
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || name === 'PATH') continue;
    const isPath = !name.startsWith('INPUT_') && value.startsWith('/') && existsSync(value);
    result[name] = isPath ? windowsPath(value) : value;
  }
  const path = (env.PATH ?? '').split(delimiter).filter((entry) => entry && entry !== hostNode);
  result.WINEPATH = [NODE_FOLDER, ...path].map(windowsPath).join(win32.delimiter);
  return result;
}

export interface NodeSpawnOptions {
  cwd: string;
  env: Record<string, string | undefined>;
}

/**
 * Starts the Windows Node with `args` (absolute Linux paths among them in Windows form) as a child
 * whose stdout and stderr read as pipes. Windows Node cannot write to a pipe under Wine (EBADF), so
 * it writes to files, read here as they grow; 'close' follows the exit once both are read to the end.
 * Signals go to the Windows process itself: Wine turns SIGINT into a console Ctrl+C.
 */
export function spawnWindowsNode(args: string[], options: NodeSpawnOptions): ChildProcess {
  const folder = mkdtempSync(join(tmpdir(), 'cloudtest-wine-output-'));
  const files = [join(folder, 'stdout'), join(folder, 'stderr')] as const;
  const fds = files.map((file) => openSync(file, 'w'));
  const nodeArgs = args.map((arg) => (arg.startsWith('/') && existsSync(arg) ? windowsPath(arg) : arg));
  const child = spawn(
    WINE_LOADER,
    [WINDOWS_NODE, '--import', windowsFileUrl(KEEPALIVE_PRELOAD), ...nodeArgs],
    {
      cwd: options.cwd,
      env: wineEnv(options.env),
      stdio: ['ignore', fds[0], fds[1]],
    },
  );
  for (const fd of fds) closeSync(fd);
  const shown = new FileOutputChild(child, files, () => rmSync(folder, { recursive: true, force: true }));
  // What the harness uses of a ChildProcess: pid, kill, exitCode, signalCode, stdout, stderr, events.
  return shown as unknown as ChildProcess;
}

/** How often the output files are read while the process runs. */
const READ_EVERY_MS = 20;

/** A child whose output goes to files, shown as the pipes a ChildProcess has (what the harness reads). */
class FileOutputChild extends EventEmitter {
  readonly stdout = new PassThrough();
  readonly stderr = new PassThrough();
  readonly stdin = null;
  private readonly child: ChildProcess;

  constructor(child: ChildProcess, files: readonly [string, string], cleanUp: () => void) {
    super();
    this.child = child;
    const readers = [new FileTail(files[0], this.stdout), new FileTail(files[1], this.stderr)];
    const timer = setInterval(() => readers.forEach((reader) => reader.read()), READ_EVERY_MS);
    child.once('spawn', () => this.emit('spawn'));
    child.once('error', (error) => {
      clearInterval(timer);
      this.emit('error', error);
    });
    child.once('exit', (code, signal) => {
      clearInterval(timer);
      const ended = [this.stdout, this.stderr].map((stream) => {
        // Read or not, each stream is ended, as a pipe is.
        if (stream.readableFlowing === null) stream.resume();
        return new Promise((resolve) => stream.once('end', resolve));
      });
      for (const reader of readers) reader.finish();
      cleanUp();
      this.emit('exit', code, signal);
      void Promise.all(ended).then(() => this.emit('close', code, signal));
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get exitCode(): number | null {
    return this.child.exitCode;
  }

  get signalCode(): NodeJS.Signals | null {
    return this.child.signalCode;
  }

  kill(signal?: NodeJS.Signals | number): boolean {
    return this.child.kill(signal);
  }
}

/** Reads what was appended to a file since the last read into a stream. */
class FileTail {
  private readonly fd: number;
  private readonly out: PassThrough;
  private readonly buffer = Buffer.alloc(64 * 1024);

  constructor(path: string, out: PassThrough) {
    this.fd = openSync(path, 'r');
    this.out = out;
  }

  read(): void {
    for (let n = readSync(this.fd, this.buffer); n > 0; n = readSync(this.fd, this.buffer))
      this.out.write(Buffer.from(this.buffer.subarray(0, n)));
  }

  finish(): void {
    this.read();
    closeSync(this.fd);
    this.out.end();
  }
}
