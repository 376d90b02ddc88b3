import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { constants as os } from 'node:os';
import { delimiter, extname, isAbsolute, join } from 'node:path';

type Env = Record<string, string | undefined>;

/** The program, as the system finds it on PATH (with PATHEXT's endings on Windows); undefined if absent. */
export function findOnPath(
  name: string,
  env: Env,
  platform: NodeJS.Platform = process.platform,
): string | undefined {
  const windows = platform === 'win32';
  const endings = windows ? ['', ...(env.PATHEXT ?? '.COM;.EXE;.BAT;.CMD').split(';').filter(Boolean)] : [''];
  const hasEnding = windows && extname(name) !== '';
  // A name with a folder in it is that file; a bare name is looked for in PATH's folders only.
  const dirs =
    /[\\/]/.test(name) || isAbsolute(name)
      ? ['']
      : (env.PATH ?? env.Path ?? '').split(windows ? ';' : delimiter).filter(Boolean);
  for (const dir of dirs) {
    for (const ending of hasEnding ? [''] : endings) {
      const candidate = dir ? join(dir, name + ending) : name + ending;
      if (isProgram(candidate, windows)) return candidate;
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
  const line = [found.replace(CMD_META, '^$1'), ...args.map((arg) => cmdArgument(arg, doubleEscape))].join(
    ' ',
  );
  return {
    file: env.ComSpec ?? env.COMSPEC ?? 'cmd.exe',
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
  /** Passes a signal on; false when the command has already ended. */
  signal(name: NodeJS.Signals): boolean;
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
    signal: (name) => child.exitCode === null && child.signalCode === null && child.kill(name),
    exited,
  };
}
