import { execFileSync, spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import { constants as os } from 'node:os';
import { basename, delimiter, extname, isAbsolute, join } from 'node:path';

import type { InterruptSignal } from './interrupts.ts';

type Env = Record<string, string | undefined>;

/** A variable as the system reads it: Windows' names are case-insensitive (`Path`, `PATH`). */
function variable(env: Env, name: string, windows: boolean): string | undefined {
  if (!windows) return env[name];
  const key = Object.keys(env).find((k) => k.toUpperCase() === name.toUpperCase());
  return key === undefined ? undefined : env[key];
}

/** What execvp searches when the environment has no PATH (libuv's default too). */
const DEFAULT_POSIX_PATH = '/usr/bin:/bin';

/**
 * The program, as the system finds it on PATH; undefined if absent. On Windows as cmd.exe finds it
 * (and cross-spawn's `which`): the working directory first, then PATH's folders; a name without an
 * ending only with PATHEXT's endings, so `npm` is npm.cmd, never the extensionless sh script beside it
 * (Git Bash's); a name with an ending as it is first; and only a file whose ending PATHEXT lists runs.
 */
export function findOnPath(
  name: string,
  env: Env,
  platform: NodeJS.Platform = process.platform,
  cwd: string = process.cwd(),
): string | undefined {
  const windows = platform === 'win32';
  const pathext = (variable(env, 'PATHEXT', true) ?? '.COM;.EXE;.BAT;.CMD').split(';').filter(Boolean);
  const runnable = (path: string) =>
    windows ? pathext.some((ending) => ending.toLowerCase() === extname(path).toLowerCase()) : true;
  const endings = windows ? [...(basename(name).includes('.') ? [''] : []), ...pathext] : [''];
  // A name with a folder in it is that file; a bare name is looked for in PATH's folders only.
  const path = variable(env, 'PATH', windows) ?? (windows ? '' : DEFAULT_POSIX_PATH);
  const searched = path.split(windows ? ';' : delimiter).filter(Boolean);
  const dirs =
    /[\\/]/.test(name) || isAbsolute(name)
      ? ['']
      : windows && !variable(env, 'NoDefaultCurrentDirectoryInExePath', true)
        ? [cwd, ...searched]
        : searched;
  for (const dir of dirs) {
    for (const ending of endings) {
      const candidate = dir ? join(dir, name + ending) : name + ending;
      if (runnable(candidate) && isProgram(candidate, windows)) return candidate;
    }
  }
  return undefined;
}

function isProgram(path: string, windows: boolean): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    if (!windows) accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why the command's program cannot be started, known before anything is started for it (a tunnel):
 * it is found nowhere. A file that is there but cannot be run is left to the start, which says why.
 */
export function missingProgram(
  program: string,
  env: Env,
  platform: NodeJS.Platform = process.platform,
): CommandStartError | undefined {
  if (findOnPath(program, env, platform)) return undefined;
  if (/[\\/]/.test(program) && existsSync(program)) return undefined;
  const cause: NodeJS.ErrnoException = Object.assign(new Error(`spawn ${program} ENOENT`), {
    code: 'ENOENT',
  });
  return new CommandStartError(program, cause);
}

/** What cmd.exe reads as its own syntax, escaped with `^` (as cross-spawn does). */
const CMD_META = /([()\][%!^"`<>&|;, *?])/g;

function cmdArgument(arg: string, doubleEscape: boolean): string {
  // Backslashes before a quote, and at the end, are doubled; quotes are escaped; then the whole is quoted.
  const quoted = `"${arg.replace(/(\\*)"/g, '$1$1\\"').replace(/(\\*)$/, '$1$1')}"`.replace(CMD_META, '^$1');
  return doubleEscape ? quoted.replace(CMD_META, '^$1') : quoted;
}

export interface Invocation {
  file: string;
  args: string[];
  /** Windows: hand `args` to cmd.exe as written. */
  verbatim: boolean;
}

/**
 * How to start `command` with no shell in between. A Windows batch file (`npm`, `npx`: `.cmd` shims)
 * runs only through cmd.exe, which reads its line by its own rules: each part is quoted and escaped
 * for them, twice for a node_modules/.bin shim, which passes its arguments on to another cmd.exe.
 */
export function invocationOf(
  command: readonly string[],
  env: Env,
  platform: NodeJS.Platform = process.platform,
): Invocation {
  const [program = '', ...args] = command;
  if (platform !== 'win32') return { file: program, args, verbatim: false };
  const found = findOnPath(program, env, platform) ?? program;
  if (!/\.(cmd|bat)$/i.test(found)) return { file: found, args, verbatim: false };
  const doubleEscape = /node_modules[\\/]\.bin[\\/][^\\/]+\.cmd$/i.test(found);
  // A path with a space or cmd's syntax in it is quoted (no caret reads as one inside quotes).
  const file = /[()\][%!^"`<>&|;, *?]/.test(found) ? `"${found}"` : found;
  const line = [file, ...args.map((arg) => cmdArgument(arg, doubleEscape))].join(' ');
  return {
    file: variable(env, 'ComSpec', true) ?? 'cmd.exe',
    args: ['/d', '/s', '/c', `"${line}"`],
    verbatim: true,
  };
}

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A command's exit as a shell reports it: its code, or 128 plus the number of the signal that ended it. */
export function exitStatusOf(exit: ChildExit): number {
  if (exit.code !== null) return exit.code;
  return 128 + (exit.signal ? (os.signals[exit.signal] ?? 1) : 1);
}

/** A command that could not be started, with the status a shell gives that: 127 not found, 126 not runnable. */
export class CommandStartError extends Error {
  override name = 'CommandStartError';
  readonly status: number;
  constructor(program: string, cause: NodeJS.ErrnoException) {
    const missing = cause.code === 'ENOENT';
    super(`Could not start ${program}: ${missing ? 'no such program on PATH' : cause.message}`, { cause });
    this.status = missing ? 127 : 126;
  }
}

export interface RunningCommand {
  pid: number | undefined;
  /**
   * Passes a signal the command line received on to the command, unless it reached the command
   * already (`passesOn`); false when it was not sent, or the command has already ended.
   */
  passOn(name: InterruptSignal): boolean;
  exited: Promise<ChildExit>;
}

/**
 * Starts the command with this terminal (standard input, output and error are its own) and `env`;
 * rejects when it cannot be started (not found, not executable).
 */
export async function startCommand(command: readonly string[], env: Env): Promise<RunningCommand> {
  const invocation = invocationOf(command, env);
  const child = spawn(invocation.file, invocation.args, {
    stdio: 'inherit',
    env,
    shell: false,
    windowsVerbatimArguments: invocation.verbatim,
  });
  const exited = new Promise<ChildExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(new CommandStartError(command[0] ?? '', error)),
    );
  });
  child.on('error', () => {});
  return {
    pid: child.pid,
    passOn: (name) => {
      if (child.exitCode !== null || child.signalCode !== null || !passesOn(name)) return false;
      try {
        return child.kill(name);
      } catch {
        // A signal the system cannot send (ENOSYS): the command goes on as if none had come.
        return false;
      }
    },
    exited,
  };
}

/**
 * Whether a signal the command line received is to be sent to its command as well. The command runs
 * in our process group and on our console, so what the terminal sends reached it already:
 * - On Windows, Ctrl+C and a closed console (SIGINT, SIGHUP) are console events every process on the
 *   console gets; Windows has no signals to send, and Node's `kill` ends a process outright instead
 *   (SIGINT, SIGTERM, and SIGHUP in Node 24) or throws (ENOSYS). Only SIGTERM is passed, our own stop
 *   after an error nothing caught: there it ends the command, the only stop Windows has.
 * - Elsewhere a Ctrl+C at the terminal signals its whole foreground process group, the command with
 *   us: passed on again, it would reach the command twice, and test runners read a second one as
 *   "quit without cleaning up". It is passed on only when we are not that foreground group (a CI's
 *   cancel, `kill -INT`). Each Ctrl+C is so one for the command, a second one too.
 */
export function passesOn(
  name: InterruptSignal,
  platform: NodeJS.Platform = process.platform,
  foreground: () => boolean = () => inTerminalForeground(platform),
): boolean {
  if (platform === 'win32') return name === 'SIGTERM';
  return name !== 'SIGINT' || !foreground();
}

/**
 * Whether this process is in the foreground process group of its controlling terminal: what a Ctrl+C
 * there signals. Linux shows it in /proc (fields pgrp, tty_nr and tpgid of stat); macOS through `ps`.
 */
export function inTerminalForeground(
  platform: NodeJS.Platform = process.platform,
  pid = process.pid,
): boolean {
  try {
    if (platform === 'linux') {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the command's name, which may hold spaces and parentheses: state ppid pgrp session tty_nr tpgid.
      const [, , pgrp, , tty, tpgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return tty !== '0' && tpgid === pgrp;
    }
    return foregroundFromPs(
      execFileSync('ps', ['-o', 'pgid=,tpgid=', '-p', String(pid)], { encoding: 'utf8' }),
    );
  } catch {
    return false;
  }
}

/** `ps -o pgid=,tpgid=`: no terminal is a tpgid of 0 (BSD) or -1 (procps). */
export function foregroundFromPs(out: string): boolean {
  const [pgid, tpgid] = out.trim().split(/\s+/).map(Number);
  return pgid !== undefined && tpgid !== undefined && tpgid > 0 && tpgid === pgid;
}
