// The tunnel client's Windows, macOS and Linux branches, proven on Linux through an injected platform:
// a fake process table stands in for the system's processes, and fake files for Java installs.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { isExecutable, programIn } from '../../src/actions/start-tunnel/client.ts';
import { isRunning, stopClient } from '../../src/actions/start-tunnel/client-process.ts';
import { findJava } from '../../src/actions/start-tunnel/java.ts';
import { isRecordedProcess, startTimeOf } from '../../src/actions/start-tunnel/ownership.ts';
import { type Platform, platformOf } from '../../src/actions/start-tunnel/platform.ts';
import { TestClock, testContext } from '../support/context.ts';
import { removeScratchFolders, scratchFolder } from '../support/tunnel-client.ts';
import { inputs } from './start-tunnel-context.ts';

afterAll(removeScratchFolders);

interface FakeSystem {
  platform: Platform;
  /** Every signal sent, as `pid signal` (a negative pid is a process group). */
  signals: string[];
  commands: string[][];
}

/**
 * A system with one client process (pid 4321, leading its group on POSIX). `taskkill` ends it when it
 * succeeds; SIGTERM ends it unless `ignoresSigterm`; SIGKILL always does.
 */
function fakeSystem(
  os: Platform['os'],
  o: { ignoresSigterm?: boolean; taskkillFails?: boolean; running?: boolean } = {},
): FakeSystem {
  let alive = o.running ?? true;
  const signals: string[] = [];
  const commands: string[][] = [];
  const platform: Platform = {
    ...platformOf(os),
    kill: (pid, signal) => {
      if (signal !== 0) signals.push(`${pid} ${signal}`);
      const known = pid === 4321 || (os !== 'win32' && pid === -4321);
      if (!alive || !known) throw Object.assign(new Error('kill ESRCH'), { code: 'ESRCH' });
      if (signal === 'SIGKILL' || (signal === 'SIGTERM' && !o.ignoresSigterm)) alive = false;
    },
    runCommand: async (command, args) => {
      commands.push([command, ...args]);
      if (o.taskkillFails) return { code: 128, output: 'ERROR: The process "4321" not found.' };
      alive = false;
      return {
        code: 0,
        output: 'SUCCESS: The process with PID 4321 (child process of PID 1) has been terminated.',
      };
    },
  };
  return { platform, signals, commands };
}

async function stop(system: FakeSystem) {
  const ctx = testContext();
  await stopClient(4321, { graceMs: 1_000, clock: new TestClock(), log: ctx.log, platform: system.platform });
  return ctx;
}

describe('stopping the tunnel client', () => {
  it('on Windows ends its whole process tree with taskkill /T /F, sending no signal', async () => {
    const system = fakeSystem('win32');
    const ctx = await stop(system);
    expect(system.commands).toEqual([['taskkill', '/pid', '4321', '/T', '/F']]);
    expect(system.signals).toEqual([]);
    expect(ctx.messages('info')).toEqual([
      'Stopped the tunnel client (process 4321) and the processes it started.',
    ]);
    expect(ctx.messages('warning')).toEqual([]);
  });

  it('on Windows warns with what taskkill said when the client still runs', async () => {
    const system = fakeSystem('win32', { taskkillFails: true });
    const ctx = await stop(system);
    expect(ctx.messages('warning')).toEqual([
      'The tunnel client (process 4321) still runs after taskkill /T /F (taskkill exited with code 128: ERROR: The process "4321" not found.).',
    ]);
  });

  it.each(['linux', 'darwin'] as const)(
    'on %s signals its process group: SIGTERM, then SIGKILL after the grace period',
    async (os) => {
      const polite = fakeSystem(os);
      expect((await stop(polite)).messages('info')).toEqual(['Stopped the tunnel client (process 4321).']);
      expect(polite.signals).toEqual(['-4321 SIGTERM']);
      expect(polite.commands).toEqual([]);

      const stubborn = fakeSystem(os, { ignoresSigterm: true });
      const ctx = await stop(stubborn);
      expect(stubborn.signals).toEqual(['-4321 SIGTERM', '-4321 SIGKILL']);
      expect(ctx.messages('warning')).toEqual([
        'The tunnel client (process 4321) did not stop within 1 s of SIGTERM; killing it.',
      ]);
    },
  );

  it('says so, and touches nothing, when the client had already ended', async () => {
    for (const os of ['win32', 'linux'] as const) {
      const system = fakeSystem(os, { running: false });
      expect((await stop(system)).messages('info')).toEqual([
        'The tunnel client (process 4321) had already ended.',
      ]);
      expect([...system.signals, ...system.commands]).toEqual([]);
    }
  });

  it('looks for a process group only where there are process groups', () => {
    const probes: number[] = [];
    const probing = (os: Platform['os']): Platform => ({
      ...platformOf(os),
      kill: (pid) => {
        probes.push(pid);
        throw new Error('kill ESRCH');
      },
    });
    expect(isRunning(4321, probing('win32'))).toBe(false);
    expect(probes.splice(0)).toEqual([4321]);
    expect(isRunning(4321, probing('darwin'))).toBe(false);
    expect(probes).toEqual([-4321, 4321]);
  });
});

// Real processes: Linux reads /proc, and the macOS reading (`ps -o lstart=`) runs on Linux's ps too.
describe('telling the recorded client from a process that took its pid over', () => {
  const readable =
    process.platform === 'win32' ? [] : process.platform === 'linux' ? ['linux', 'darwin'] : ['darwin'];

  it.each(readable as NodeJS.Platform[])('on %s compares the start time main recorded', async (os) => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)'], { stdio: 'ignore' });
    await once(child, 'spawn');
    const pid = child.pid as number;
    const readStart = (p: number) => startTimeOf(p, os);
    try {
      const started = startTimeOf(pid, os);
      expect(started).toMatch(/\d/);
      expect(startTimeOf(pid, os)).toBe(started);
      expect(isRecordedProcess({ pid, started: started ?? null }, readStart)).toBe(true);
      expect(isRecordedProcess({ pid, started: `not ${started}` }, readStart)).toBe(false);
    } finally {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    // Gone: nothing to compare, and stopping it finds it already ended.
    expect(startTimeOf(pid, os)).toBeUndefined();
  });

  it('on Windows has no start time to record, so the record alone answers', () => {
    expect(startTimeOf(process.pid, 'win32')).toBeUndefined();
    expect(isRecordedProcess({ pid: process.pid, started: null }, () => 'anything')).toBe(true);
  });
});

describe('finding Java for a .jar client', () => {
  it('on Windows takes java.exe under JAVA_HOME\\bin, else from Path split at ";"', () => {
    const windows = platformOf('win32');
    const home = 'C:\\Program Files\\Eclipse Adoptium\\jdk-21';
    const at =
      (...files: string[]) =>
      (path: string) =>
        files.includes(path);
    expect(findJava({ JAVA_HOME: home }, windows, at(`${home}\\bin\\java.exe`))).toBe(
      `${home}\\bin\\java.exe`,
    );
    const env = { JAVA_HOME: 'C:\\nowhere', Path: 'C:\\Windows;C:\\tools\\jdk\\bin' };
    expect(findJava(env, windows, at('C:\\tools\\jdk\\bin\\java.exe'))).toBe('C:\\tools\\jdk\\bin\\java.exe');
    expect(findJava(env, windows, at('C:\\tools\\jdk\\bin\\java'))).toBeUndefined();
  });

  it('on macOS and Linux takes java under JAVA_HOME/bin, else from PATH split at ":"', () => {
    for (const os of ['darwin', 'linux'] as const) {
      const posix = platformOf(os);
      const home = '/Library/Java/JavaVirtualMachines/jdk-21.jdk/Contents/Home';
      expect(findJava({ JAVA_HOME: home }, posix, (p) => p === `${home}/bin/java`)).toBe(`${home}/bin/java`);
      expect(findJava({ PATH: '/usr/bin:/opt/jdk/bin' }, posix, (p) => p === '/opt/jdk/bin/java')).toBe(
        '/opt/jdk/bin/java',
      );
    }
  });
});

describe('the executable in a client archive', () => {
  it('is on Windows a .exe, .cmd or .bat whatever its mode, and elsewhere a file with an exec bit', () => {
    const windows = platformOf('win32');
    for (const name of ['tunnel.exe', 'TUNNEL.CMD', 'start.bat'])
      expect(isExecutable(name, 0o644, windows)).toBe(true);
    for (const name of ['tunnel', 'tunnel.sh', 'README.txt'])
      expect(isExecutable(name, 0o755, windows)).toBe(false);
    for (const os of ['linux', 'darwin'] as const) {
      expect(isExecutable('tunnel', 0o755, platformOf(os))).toBe(true);
      expect(isExecutable('tunnel.exe', 0o644, platformOf(os))).toBe(false);
    }
  });

  /** An unpacked archive as a Windows vendor ships it: no exec bits, a .cmd launcher and a README. */
  function windowsArchive(): string {
    const dir = scratchFolder('windows-archive');
    mkdirSync(join(dir, 'tunnel-4.2', 'bin'), { recursive: true });
    for (const file of ['bin/tunnel.cmd', 'README.txt']) {
      writeFileSync(join(dir, 'tunnel-4.2', file), 'x');
      chmodSync(join(dir, 'tunnel-4.2', file), 0o644);
    }
    return dir;
  }

  const client = (extra: Record<string, string> = {}) => {
    const parsed = inputs({
      'client-url': 'https://downloads.example.com/tunnel-4.2-windows.zip',
      ...extra,
    }).client;
    if (!parsed) throw new Error('client mode expected');
    return parsed;
  };

  it('on Windows runs a .cmd launcher through cmd.exe, found alone or named without its ending', () => {
    const dir = windowsArchive();
    const launcher = join(dir, 'tunnel-4.2', 'bin', 'tunnel.cmd');
    const expected = { command: 'C:\\Windows\\system32\\cmd.exe', args: ['/d', '/c', launcher] };
    const env = { ComSpec: 'C:\\Windows\\system32\\cmd.exe' };
    expect(programIn(dir, client(), env, platformOf('win32'))).toEqual(expected);
    expect(programIn(dir, client({ 'client-command': 'bin/tunnel' }), env, platformOf('win32'))).toEqual(
      expected,
    );
  });

  it('on Linux finds no executable in that same archive', () => {
    expect(() => programIn(windowsArchive(), client(), {}, platformOf('linux'))).toThrow(
      'The tunnel client archive holds no executable file; name the one to run with the "client-command" input.',
    );
  });
});
