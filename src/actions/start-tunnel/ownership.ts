import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { z } from 'zod';

/**
 * What ties the post step to the client main started, and to nothing else. Main makes a folder of its
 * own under RUNNER_TEMP, named for this run and a random token, and writes the client's pid and start
 * time into it; state carries only the token. Post accepts a token of that exact shape, reads the
 * record from that folder (which nothing but our main step writes) and checks it against the process
 * itself: a pid taken from state, or a log file named there, is never trusted.
 */

const TOKEN = /^[0-9a-f]{32}$/;
const RECORD_FILE = 'client.json';

export interface ClientFolder {
  /** Saved in state; names the folder. */
  token: string;
  dir: string;
  logFile: string;
  readyFile: string;
}

function folderFor(env: Record<string, string | undefined>, token: string): ClientFolder {
  const run = env.GITHUB_RUN_ID?.replace(/\D/g, '') || 'local';
  const dir = join(env.RUNNER_TEMP || tmpdir(), `cloudtest-tunnel-${run}-${token}`);
  return { token, dir, logFile: join(dir, 'tunnel.log'), readyFile: join(dir, 'ready') };
}

/** Main: a new folder, readable by this user only; fails if it exists (it cannot be someone else's). */
export function createClientFolder(env: Record<string, string | undefined>): ClientFolder {
  const folder = folderFor(env, randomBytes(16).toString('hex'));
  mkdirSync(folder.dir, { mode: 0o700 });
  return folder;
}

/** Post: the folder main made, from the token in state; undefined for anything main cannot have saved. */
export function clientFolderOf(
  env: Record<string, string | undefined>,
  token: string,
): ClientFolder | undefined {
  return TOKEN.test(token) ? folderFor(env, token) : undefined;
}

/** Never 0 (our own group), 1 (init; -1 is every process) or anything a pid cannot be. */
const ClientRecordSchema = z.object({
  pid: z
    .number()
    .int()
    .min(2)
    .max(2 ** 31 - 1),
  /** The process's start time as `startTimeOf` reads it on this system; null where it cannot. */
  started: z.string().nullable(),
});
export type ClientRecord = z.infer<typeof ClientRecordSchema>;

/** Main, at once after the client started: no await between start and record. */
export function recordClient(folder: ClientFolder, pid: number): void {
  const record: ClientRecord = { pid, started: startTimeOf(pid) ?? null };
  writeFileSync(join(folder.dir, RECORD_FILE), JSON.stringify(record), { mode: 0o600 });
}

/** Post: main's record, or undefined when main wrote none (it never started the client) or it is unreadable. */
export function readClientRecord(folder: Pick<ClientFolder, 'dir'>): ClientRecord | undefined {
  try {
    return ClientRecordSchema.parse(JSON.parse(readFileSync(join(folder.dir, RECORD_FILE), 'utf8')));
  } catch {
    return undefined;
  }
}

/**
 * Whether the process now under the recorded pid is still the one main started: its start time is
 * compared where the system shows it (Linux, macOS); on Windows the record alone answers. A pid whose
 * own entry is gone while its group lives is still ours: a pid is not reused while a group of that
 * number exists.
 */
export function isRecordedProcess(record: ClientRecord, readStart = startTimeOf): boolean {
  if (record.started === null) return true;
  const now = readStart(record.pid);
  return now === undefined || now === record.started;
}

const PS_TIMEOUT_MS = 5_000;

/**
 * When a process started, as a text only compared with itself on the same machine. Linux: field 22 of
 * /proc/<pid>/stat (clock ticks since boot), counted after the command name, which may hold spaces and
 * brackets. macOS has no /proc: `ps -o lstart=`, to the second (macOS hands pids out in turn, so one
 * comes back only after tens of thousands of others). Windows: undefined, as reading it there means
 * starting PowerShell.
 */
export function startTimeOf(pid: number, os: NodeJS.Platform = process.platform): string | undefined {
  try {
    if (os === 'linux') {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    }
    if (os === 'darwin') {
      const lstart = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], {
        encoding: 'utf8',
        timeout: PS_TIMEOUT_MS,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      return lstart.trim() || undefined;
    }
  } catch {
    // gone, or not ours to read
  }
  return undefined;
}
