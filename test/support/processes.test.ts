import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';

import { afterEach, describe, expect, it } from 'vitest';

import {
  HOST_PROCESS_SOURCE,
  parseCimOutput,
  parsePsOutput,
  type ProcessSource,
  survivors,
} from './processes.ts';

const started: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

/** A sleeping Node process with a job's folder in its arguments and its tracking ID in its environment. */
async function jobProcess() {
  const job = {
    trackingId: `github_${randomUUID()}`,
    folders: [`/tmp/cloudtest-job-${randomUUID()}/runner-temp`],
  };
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)', job.folders[0] as string], {
    env: { ...process.env, RUNNER_TRACKING_ID: job.trackingId },
    stdio: 'ignore',
  });
  started.push(child);
  await once(child, 'spawn');
  return { job, child };
}

// /proc is Linux's; ps runs on Linux and macOS alike. CIM (Windows) runs natively in ci.yml.
const sources: ProcessSource[] =
  process.platform === 'win32' ? ['cim'] : process.platform === 'linux' ? ['proc', 'ps'] : ['ps'];

describe.each(sources)('the process table read through %s', (source) => {
  it("finds a job's process by the folder on its command line, and not once it has ended", async () => {
    const { job, child } = await jobProcess();
    const found = survivors(job, source);
    expect(found.map((row) => row.pid)).toEqual([child.pid]);
    expect(found[0]?.commandLine).toContain(job.folders[0]);

    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(survivors(job, source)).toEqual([]);
  });
});

// Only /proc shows another process's environment.
it.runIf(process.platform === 'linux')('finds a process by its tracking ID alone in /proc', async () => {
  const { job, child } = await jobProcess();
  expect(survivors({ trackingId: job.trackingId, folders: [] }, 'proc').map((row) => row.pid)).toEqual([
    child.pid,
  ]);
  expect(survivors({ trackingId: 'github_other', folders: [] }, 'proc')).toEqual([]);
});

it('reads the host through the source its system allows', () => {
  expect(HOST_PROCESS_SOURCE).toBe(
    { linux: 'proc', darwin: 'ps', win32: 'cim' }[process.platform as string] ?? 'ps',
  );
});

describe('parsing what the systems print', () => {
  it('ps: pid, state and the whole command line, zombies left out', () => {
    const out = [
      '    1 Ss   /sbin/init splash',
      '  812 S+   /usr/bin/node /tmp/job one/bin/tunnel-client --identifier a',
      '  813 Z    ',
      '  900 R',
    ].join('\n');
    expect(parsePsOutput(out)).toEqual([
      { pid: 1, commandLine: '/sbin/init splash' },
      { pid: 812, commandLine: '/usr/bin/node /tmp/job one/bin/tunnel-client --identifier a' },
      { pid: 900, commandLine: '' },
    ]);
  });

  it('CIM: an array, or a lone object for one process; a hidden command line reads as empty', () => {
    const many = JSON.stringify([
      { ProcessId: 4, CommandLine: null },
      { ProcessId: 6120, CommandLine: '"C:\\Program Files\\nodejs\\node.exe" C:\\a b\\client.js' },
    ]);
    expect(parseCimOutput(many)).toEqual([
      { pid: 4, commandLine: '' },
      { pid: 6120, commandLine: '"C:\\Program Files\\nodejs\\node.exe" C:\\a b\\client.js' },
    ]);
    expect(parseCimOutput(JSON.stringify({ ProcessId: 7, CommandLine: 'x.exe' }))).toEqual([
      { pid: 7, commandLine: 'x.exe' },
    ]);
  });
});
