// start-tunnel's post step trusts only what its main step started: state that main did not write (slipped
// in through a hostile answer's `::save-state`) stops no process and prints no file, a pid that now
// belongs to another process is left alone, and the client main did start is stopped. Real processes,
// the fake service, the post step's own function.
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { STATE } from '../../src/actions/start-tunnel/names.ts';
import { createClientFolder, recordClient } from '../../src/actions/start-tunnel/ownership.ts';
import { teardown } from '../../src/actions/start-tunnel/teardown.ts';
import { systemClock } from '../../src/runtime/clock.ts';
import { runnerFolders, tunnelContext } from '../actions/start-tunnel-context.ts';
import { FakeService } from '../fake-service/server.ts';
import { removeScratchFolders } from '../support/tunnel-client.ts';
import { record } from './support.ts';

const service = new FakeService();
let runnerTemp: string;
beforeAll(async () => {
  runnerTemp = runnerFolders().RUNNER_TEMP;
  await service.start();
});
afterAll(async () => {
  await service.stop();
  removeScratchFolders();
});
beforeEach(() => {
  service.requests.length = 0;
});

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

/** A process this job did not start as its tunnel client: what a hostile pid points at. */
function bystander(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)'], {
    detached: true,
    stdio: 'ignore',
  });
  started.push(child);
  return child.pid as number;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const env = () => ({ RUNNER_TEMP: runnerTemp, GITHUB_RUN_ID: '4242' });
const post = (state: Record<string, string>) =>
  tunnelContext(service, { clock: systemClock, env: env(), state });

describe('start-tunnel post trusts only what main started', () => {
  it('ignores a pid and a log file slipped into API-mode state', async () => {
    const pid = bystander();
    const secretFile = join(runnerTemp, 'not-ours.txt');
    writeFileSync(secretFile, 'PRIVATE-CONTENT\n');
    const ctx = post({
      [STATE.mode]: 'api',
      'client-pid': String(pid),
      'client-log': secretFile,
      [STATE.clientToken]: 'f'.repeat(32),
    });

    await teardown(ctx);

    expect(alive(pid)).toBe(true);
    expect(ctx.text()).not.toContain('PRIVATE-CONTENT');
    expect(ctx.messages('warning')).toEqual([]);
    record({
      action: 'start-tunnel',
      category: 'post trust',
      case: 'a pid and a log file slipped into API-mode state',
      outcome: 'ignored',
    });
  });

  it('stops nothing and reads nothing for a client token main cannot have written', async () => {
    const pid = bystander();
    for (const token of ['../..', `${'a'.repeat(31)}/`, '1', '']) {
      const ctx = post({ [STATE.mode]: 'client', [STATE.clientToken]: token, 'client-pid': String(pid) });
      await teardown(ctx);
      expect(ctx.text()).not.toMatch(/process|log/);
    }
    expect(alive(pid)).toBe(true);
    record({
      action: 'start-tunnel',
      category: 'post trust',
      case: 'a client token main cannot have written',
      outcome: 'ignored',
    });
  });

  it('refuses a record naming pid 0, 1 or a negative pid', async () => {
    for (const bad of [0, 1, -1, -pidOfSelf()]) {
      const folder = createClientFolder(env());
      writeFileSync(join(folder.dir, 'client.json'), JSON.stringify({ pid: bad, started: null }));
      const ctx = post({ [STATE.mode]: 'client', [STATE.clientToken]: folder.token });
      await teardown(ctx);
      expect(ctx.text()).not.toMatch(/process/);
    }
    record({
      action: 'start-tunnel',
      category: 'post trust',
      case: 'a record naming pid 0, 1 or a negative pid',
      outcome: 'refused',
    });
  });

  // Windows shows no start time to compare (ownership.ts): there the record alone answers.
  it.skipIf(process.platform === 'win32')(
    'leaves alone a process that took over the recorded pid (its start time differs)',
    async () => {
      const pid = bystander();
      const folder = createClientFolder(env());
      writeFileSync(join(folder.dir, 'client.json'), JSON.stringify({ pid, started: '1' }));
      const ctx = post({ [STATE.mode]: 'client', [STATE.clientToken]: folder.token });

      await teardown(ctx);

      expect(alive(pid)).toBe(true);
      expect(ctx.messages('info')).toContain(
        `The tunnel client (process ${pid}) had already ended; that pid is now another process's.`,
      );
      record({
        action: 'start-tunnel',
        category: 'post trust',
        case: 'a process that took over the recorded pid',
        outcome: 'left alone',
      });
    },
  );

  it('stops the client main recorded and prints the log of its own folder', async () => {
    const folder = createClientFolder(env());
    writeFileSync(folder.logFile, 'client: connected\n');
    const pid = bystander();
    recordClient(folder, pid);
    const ctx = post({ [STATE.mode]: 'client', [STATE.clientToken]: folder.token });

    await teardown(ctx);

    expect(alive(pid)).toBe(false);
    // Windows adds "and the processes it started" (taskkill /T).
    expect(ctx.messages('info').join('\n')).toContain(`Stopped the tunnel client (process ${pid})`);
    expect(ctx.messages('info')).toContain('client: connected');
    record({
      action: 'start-tunnel',
      category: 'post trust',
      case: 'the client main recorded, and its own log',
      outcome: 'stopped, its log printed',
    });
  });
});

const pidOfSelf = () => process.pid;
