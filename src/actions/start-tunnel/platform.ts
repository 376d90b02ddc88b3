import { execFile } from 'node:child_process';
import { posix, win32 } from 'node:path';

/**
 * What the tunnel client's handling depends on the system for, passed in so tests on Linux prove the
 * Windows and macOS branches too; the default is the system this step runs on.
 */
export interface Platform {
  os: 'linux' | 'darwin' | 'win32';
  /** That system's path rules (`\` and `;` on Windows). */
  path: typeof posix;
  /** Signals a process (or, with a negative pid, a POSIX process group), as `process.kill` does. */
  kill: (pid: number, signal: NodeJS.Signals | 0) => void;
  /** Runs a program without a shell; its exit code and what it printed. */
  runCommand: (command: string, args: readonly string[]) => Promise<CommandResult>;
}

interface CommandResult {
  code: number;
  output: string;
}

const COMMAND_TIMEOUT_MS = 30_000;

function runCommand(command: string, args: readonly string[]): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(command, args, { timeout: COMMAND_TIMEOUT_MS, windowsHide: true }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}${stderr}`.trim() || (error?.message ?? '') });
    });
  });
}

export function platformOf(os: NodeJS.Platform = process.platform): Platform {
  const name = os === 'win32' || os === 'darwin' ? os : 'linux';
  return {
    os: name,
    path: name === 'win32' ? win32 : posix,
    kill: (pid, signal) => process.kill(pid, signal),
    runCommand,
  };
}

/** The system this step runs on. */
export const HOST_PLATFORM = platformOf();
