// The live processes of this machine, read the way each system allows: /proc on Linux (with each
// process's environment), `ps` on macOS, CIM's Win32_Process on Windows. Tests use it to prove a job
// left nothing running and that no command line carries a secret.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessRow {
  pid: number;
  /** Its arguments joined with spaces ('' where the system does not show them). */
  commandLine: string;
  /** `NAME=value` entries, where the system lets a process read another's environment (Linux only). */
  environment?: string[];
}

export type ProcessSource = 'proc' | 'ps' | 'cim';

export const HOST_PROCESS_SOURCE: ProcessSource =
  process.platform === 'win32' ? 'cim' : process.platform === 'linux' ? 'proc' : 'ps';

/** Live processes (zombies excluded) readable by this user, this test process left out. */
export function processTable(source: ProcessSource = HOST_PROCESS_SOURCE): ProcessRow[] {
  const rows = source === 'proc' ? fromProc() : source === 'ps' ? fromPs() : fromCim();
  return rows.filter((row) => row.pid !== process.pid);
}

function fromProc(): ProcessRow[] {
  const rows: ProcessRow[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (/\) Z /.test(readFileSync(`/proc/${entry}/stat`, 'utf8'))) continue;
      const read = (name: string) =>
        readFileSync(`/proc/${entry}/${name}`, 'utf8').split('\0').filter(Boolean);
      rows.push({ pid: Number(entry), commandLine: read('cmdline').join(' '), environment: read('environ') });
    } catch {
      // gone meanwhile, or another user's
    }
  }
  return rows;
}

/** `ps` as both procps (Linux) and BSD (macOS) read these options: every process, full width. */
function fromPs(): ProcessRow[] {
  const out = execFileSync('ps', ['-A', '-ww', '-o', 'pid=,stat=,command='], { encoding: 'utf8' });
  return parsePsOutput(out);
}

export function parsePsOutput(out: string): ProcessRow[] {
  const rows: ProcessRow[] = [];
  for (const line of out.split('\n')) {
    const match = /^\s*(\d+)\s+(\S+)(?:\s+(.*))?$/.exec(line);
    if (!match || match[2]?.startsWith('Z')) continue;
    rows.push({ pid: Number(match[1]), commandLine: match[3] ?? '' });
  }
  return rows;
}

function fromCim(): ProcessRow[] {
  const script =
    'Get-CimInstance Win32_Process | Select-Object ProcessId,CommandLine | ConvertTo-Json -Compress';
  const out = execFileSync('powershell.exe', ['-NoProfile', '-NonInteractive', '-Command', script], {
    encoding: 'utf8',
    windowsHide: true,
    maxBuffer: 64 * 1024 * 1024,
  });
  return parseCimOutput(out);
}

/** ConvertTo-Json prints one object, not an array, when there is one process. */
export function parseCimOutput(out: string): ProcessRow[] {
  const parsed = JSON.parse(out) as unknown;
  const list = (Array.isArray(parsed) ? parsed : [parsed]) as {
    ProcessId?: number;
    CommandLine?: string | null;
  }[];
  return list
    .filter((p) => typeof p.ProcessId === 'number')
    .map((p) => ({ pid: p.ProcessId as number, commandLine: p.CommandLine ?? '' }));
}

/**
 * What the runner would find of a job after it ended: processes whose environment holds its
 * `RUNNER_TRACKING_ID` (Linux) or whose command line names one of its folders (everywhere; the only
 * way on macOS and Windows, where another process's environment cannot be read). A client the job
 * started is named by its tool cache path or by the runner temp paths it is given.
 */
export function survivors(
  job: { trackingId: string; folders: readonly string[] },
  source: ProcessSource = HOST_PROCESS_SOURCE,
): ProcessRow[] {
  const tag = `RUNNER_TRACKING_ID=${job.trackingId}`;
  return processTable(source).filter(
    (row) => row.environment?.includes(tag) || job.folders.some((folder) => row.commandLine.includes(folder)),
  );
}
