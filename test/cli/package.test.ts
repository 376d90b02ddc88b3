// The installed `cloudtest` against the fake service: a tunnel for the life of one command, an upload
// that prints only its URL, bad usage caught before any request, and no credential in any output.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ROOT } from '../../scripts/action-files.ts';
import { basicAuthorization } from '../../src/api/transport/credentials.ts';
import { DEFAULT_JOB_PLAN } from '../fake-service/routes/jobs.ts';
import { writeAppFile } from '../support/app-file.ts';
import {
  cleanEnv,
  installCli,
  type InstalledCli,
  runCli,
  startCli,
  startCliAtTerminal,
  until,
} from '../support/installed-cli.ts';
import { useFakeService } from '../support/service.ts';
import { hostPath, STEP_NODE, STEP_PLATFORM, stepFileUrl, stepPath } from '../support/step-node.ts';

const service = useFakeService();
// A tunnel is READY at its first look: waiting through its transition is start-tunnel's to show
// (test/e2e/start-tunnel.test.ts), and here it only added a poll interval to every command.
service.tunnels.settings.transitionMs = 0;
let cli: InstalledCli;

beforeAll(() => {
  cli = installCli();
  console.info(`npm pack took ${cli.packMs} ms, npm install --offline ${cli.installMs} ms`);
}, 120_000);
afterAll(() => cli?.remove());

const settings = () => service.settingsFor('user');
const env = (extra: Record<string, string | undefined> = {}) => {
  const s = settings();
  return cleanEnv({
    CLOUDTEST_API_URL: s.apiUrl,
    CLOUDTEST_KEY: s.key,
    CLOUDTEST_SECRET: s.secret,
    ...extra,
  });
};
/** `cloudtest tunnel -- node -e SCRIPT` */
const tunnelArgs = (script: string, flags: string[] = []) => [
  'tunnel',
  ...flags,
  '--',
  STEP_NODE,
  '-e',
  script,
];
const running = () => service.tunnels.running();
const POSIX = STEP_PLATFORM !== 'win32';

function secretsOf(): string[] {
  const { key, secret } = settings();
  const basic = basicAuthorization({ key, secret });
  return [key, secret, basic, basic.slice('Basic '.length)];
}

describe('cloudtest tunnel -- COMMAND', () => {
  it("runs the command with the tunnel's variables, exits with its code and deletes the tunnel", async () => {
    const file = join(cli.project, 'seen.json');
    const script = `require('fs').writeFileSync(${JSON.stringify(file)}, JSON.stringify({ id: process.env.CLOUDTEST_TUNNEL_ID, name: process.env.CLOUDTEST_TUNNEL_IDENTIFIER, key: process.env.CLOUDTEST_KEY })); process.exit(7)`;
    const result = await runCli(cli, tunnelArgs(script), env());
    expect(result.code, result.stderr).toBe(7);
    const seen = JSON.parse(readFileSync(file, 'utf8')) as { id: string; name: string; key: string };
    expect(service.tunnels.tunnels.get(Number(seen.id))).toMatchObject({
      identifier: seen.name,
      state: 'STOPPED',
    });
    expect(service.seen('DELETE', `/v1/tunnel/${seen.id}`)).toHaveLength(1);
    expect(running()).toEqual([]);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/is READY[\s\S]*exited with code 7[\s\S]*Deleted tunnel/);
    // Once, in the command's words: nothing here forwards traffic, --client-url for that.
    const apiMode = result.stderr.split('\n').filter((line) => line.includes('API mode'));
    expect(apiMode).toEqual([
      expect.stringMatching(
        /^warning: API mode \(no --client-url\): .* give --client-url \(a tunnel client to download and run here\) with --client-args and --client-sha256\.$/,
      ),
    ]);
  });

  it("stops the sessions of the command's build still running when it ends, with --stop-sessions true", async () => {
    const build = `shared-${Date.now()}`;
    const { tests } = service.tests.seedBuild(service.accounts.user, build, [
      { runningForMs: 3_600_000 },
      { success: false },
      { runningForMs: 3_600_000 },
      {},
    ]);
    const stops = () => service.seen('PUT', '/v1/tests/:id/stop').map((r) => r.path);
    // Under auto a CLOUDTEST_BUILD the CI did not name may be shared: left alone, and said.
    const left = await runCli(cli, tunnelArgs('process.exit(0)'), env({ CLOUDTEST_BUILD: build }));
    expect(left.code, left.stderr).toBe(0);
    expect(left.stderr).toContain(`CLOUDTEST_BUILD was set by the workflow ("${build}")`);
    expect(stops()).toEqual([]);

    const result = await runCli(
      cli,
      tunnelArgs('process.exit(3)', ['--stop-sessions', 'true']),
      env({ CLOUDTEST_BUILD: build }),
    );
    expect(result.code, result.stderr).toBe(3);
    expect(stops().sort()).toEqual(
      [`/v1/tests/${tests[0]?.id}/stop`, `/v1/tests/${tests[2]?.id}/stop`].sort(),
    );
    expect(result.stderr).toMatch(
      /Stopped 2 sessions of build "shared-\d+" still running[\s\S]*Deleted tunnel/,
    );
    expect(running()).toEqual([]);
  });

  it.skipIf(!POSIX)('deletes the tunnel when the command is killed, and exits 128 + the signal', async () => {
    const result = await runCli(cli, tunnelArgs("process.kill(process.pid, 'SIGKILL')"), env());
    expect(result.code, result.stderr).toBe(137);
    expect(result.stderr).toMatch(/was ended by SIGKILL[\s\S]*Deleted tunnel/);
    expect(running()).toEqual([]);
  });

  it.skipIf(!POSIX)(
    'passes SIGTERM on to the command, then deletes the tunnel and exits with its code',
    async () => {
      const marker = join(cli.project, 'got-sigterm');
      const script = `process.on('SIGTERM', () => { require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'); process.exit(9); }); console.log('started'); setInterval(() => {}, 1000);`;
      const run = startCli(cli, tunnelArgs(script), env());
      await until(() => run.output.stdout.includes('started'));
      expect(running()).toHaveLength(1);
      run.child.kill('SIGTERM');
      const result = await run.done;
      expect(result.code, result.stderr).toBe(9);
      expect(existsSync(marker)).toBe(true);
      expect(result.stderr).toMatch(/Deleted tunnel/);
      expect(running()).toEqual([]);
    },
  );

  it.skipIf(!POSIX)(
    'stops waiting on SIGTERM while the tunnel starts, deletes it and exits 130',
    async () => {
      service.tunnels.settings.neverReady = true;
      try {
        const run = startCli(cli, tunnelArgs('process.exit(0)'), env());
        await until(() => /waiting up to/.test(run.output.stderr));
        run.child.kill('SIGTERM');
        const result = await run.done;
        expect(result.code, result.stderr).toBe(130);
        expect(result.stderr).toMatch(/Interrupted \(SIGTERM\)[\s\S]*Deleted tunnel/);
        expect(running()).toEqual([]);
      } finally {
        service.tunnels.settings.neverReady = false;
      }
    },
  );

  it.skipIf(!POSIX)(
    'goes on and deletes the tunnel when its standard error is closed by its reader (| head -1)',
    async () => {
      const run = startCli(cli, tunnelArgs('setTimeout(() => process.exit(6), 1000)'), env());
      // The reader goes away after the first lines, as `head -1` does: every later write fails (EPIPE).
      await until(() => run.output.stderr.length > 0);
      run.child.stderr?.destroy();
      const result = await run.done;
      expect(result.code).toBe(6);
      expect(result.stderr).not.toMatch(/EPIPE|Unhandled/);
      await until(() => running().length === 0);
      expect(service.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    },
  );

  it.skipIf(!POSIX)(
    'on SIGHUP (a closed terminal), passes it on to the command, deletes the tunnel, exits with its code',
    async () => {
      const marker = join(cli.project, 'got-sighup');
      const script = `process.on('SIGHUP', () => { require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'); process.exit(5); }); console.log('started'); setInterval(() => {}, 1000);`;
      const run = startCli(cli, tunnelArgs(script), env());
      await until(() => run.output.stdout.includes('started'));
      run.child.kill('SIGHUP');
      const result = await run.done;
      expect(result.code, result.stderr).toBe(5);
      expect(existsSync(marker)).toBe(true);
      expect(result.stderr).toMatch(/Deleted tunnel/);
      expect(running()).toEqual([]);
    },
  );

  it.skipIf(!POSIX)(
    'after an error nothing caught: one line, the command stopped, the tunnel deleted, exit 3',
    async () => {
      // Loaded into `cloudtest` alone (it takes the variable out before the command's environment is
      // made): SIGUSR2 makes it throw from a callback, as a library's might, while the command runs.
      const crash = join(cli.project, 'crash.mjs');
      writeFileSync(
        crash,
        "if (process.env.CLOUDTEST_TEST_CRASH) { delete process.env.CLOUDTEST_TEST_CRASH; process.on('SIGUSR2', () => setImmediate(() => { throw new Error('boom in a callback'); })); }\n",
      );
      const script =
        "process.on('SIGTERM', () => process.exit(9)); console.log('started'); setInterval(() => {}, 1000);";
      const run = startCli(
        cli,
        tunnelArgs(script),
        env({ NODE_OPTIONS: `--import=${crash}`, CLOUDTEST_TEST_CRASH: '1' }),
      );
      await until(() => run.output.stdout.includes('started'));
      run.child.kill('SIGUSR2');
      const result = await run.done;
      expect(result.code, result.stderr).toBe(3);
      expect(result.stderr.match(/boom in a callback/g)).toHaveLength(1);
      expect(result.stderr).toMatch(
        /^error: Unexpected error: boom in a callback \(stopping what was started, then exiting 3\)\.$/m,
      );
      expect(result.stderr).toMatch(/exited with code 9/);
      expect(result.stderr).toMatch(/Deleted tunnel/);
      expect(running()).toEqual([]);
    },
  );

  it('exits 4 when the tunnel is not READY in time, after deleting it', async () => {
    service.tunnels.settings.neverReady = true;
    try {
      const result = await runCli(cli, tunnelArgs('process.exit(0)', ['--ready-timeout', '1']), env());
      expect(result.code, result.stderr).toBe(4);
      expect(result.stderr).toMatch(/was not READY within 1 s[\s\S]*Deleted tunnel/);
      expect(running()).toEqual([]);
    } finally {
      service.tunnels.settings.neverReady = false;
    }
  });

  it('runs npm by its bare name, as the examples of docs/ci/ do', async () => {
    // On Windows the extensionless sh script `npm` stands beside npm.cmd: only npm.cmd runs there.
    const result = await runCli(cli, ['tunnel', '--', 'npm', '--version'], env());
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^\d+\.\d+\.\d+\r?$/m);
    expect(result.stderr).toMatch(/npm exited with code 0[\s\S]*Deleted tunnel/);
    expect(running()).toEqual([]);
  });

  it('runs a program found on PATH with each argument as given: on Windows its batch file, through cmd.exe', async () => {
    // As npm lays a program out: an sh script for POSIX shells, and on Windows a batch file beside it.
    const tools = join(cli.project, 'my tools');
    mkdirSync(tools, { recursive: true });
    const out = join(cli.project, 'args.json');
    const js = join(tools, 'show-args.js');
    writeFileSync(
      js,
      `require('fs').writeFileSync(${JSON.stringify(out)}, JSON.stringify(process.argv.slice(2)))`,
    );
    writeFileSync(join(tools, 'show-args'), `#!/bin/sh\nexec "${process.execPath}" "${js}" "$@"\n`, {
      mode: 0o755,
    });
    writeFileSync(join(tools, 'show-args.cmd'), `@"${STEP_NODE}" "%~dp0\\show-args.js" %*\r\n`);
    // What cmd.exe reads as its own syntax, quotes and backslashes; `%` and `!` stay out (docs/platforms.md).
    const args = [
      'a b',
      'x&y',
      'say "hi"',
      'caret^',
      '(paren)',
      'back\\slash\\',
      'semi;colon',
      'a,b',
      '<>|',
      '*?',
      '',
    ];
    const path = [tools, cleanEnv().PATH].join(delimiter);
    const result = await runCli(cli, ['tunnel', '--', 'show-args', ...args], env({ PATH: path }));
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(args);
  });

  it.runIf(!POSIX).each(['SIGINT', 'SIGHUP'])(
    'on Windows sends the command no %s: the console gave its event to the command as well',
    async (signal) => {
      const preload = stepFileUrl(join(ROOT, 'test/fixtures/console-events/preload.mjs'));
      const at = join(cli.project, `event-${signal}`);
      const release = join(cli.project, `release-${signal}`);
      const script = `console.log('started'); setInterval(() => require('fs').existsSync(${JSON.stringify(release)}) && process.exit(5), 50);`;
      const run = startCli(
        cli,
        tunnelArgs(script),
        env({
          NODE_OPTIONS: `--import=${preload}`,
          CLOUDTEST_TEST_EVENT: signal,
          CLOUDTEST_TEST_EVENT_AT: at,
        }),
      );
      await until(() => run.output.stdout.includes('started'));
      writeFileSync(at, '');
      await until(() => existsSync(`${at}.heard`));
      // Sent on, the signal would have ended the command outright (TerminateProcess) before this.
      writeFileSync(release, '');
      const result = await run.done;
      expect(result.code, result.stderr).toBe(5);
      expect(result.stderr).toMatch(/exited with code 5[\s\S]*Deleted tunnel/);
      expect(running()).toEqual([]);
    },
  );

  it('refuses a command that does not exist before any request, with 127', async () => {
    const result = await runCli(cli, ['tunnel', '--', 'no-such-program-cloudtest'], env());
    expect(result.code, result.stderr).toBe(127);
    expect(result.stderr).toBe('error: Could not start no-such-program-cloudtest: no such program on PATH\n');
    expect(service.requests).toEqual([]);
  });
});

describe.runIf(process.platform === 'linux' && POSIX)('one Ctrl+C reaches the command once', () => {
  /** A command that counts the SIGINTs it gets, and exits 1.5 s after the first with 10 + their number. */
  const counting = (name: string) => {
    const file = join(cli.project, `${name}.count`);
    const script = `let n = 0; process.on('SIGINT', () => { n++; require('fs').writeFileSync(${JSON.stringify(file)}, String(n)); if (n === 1) setTimeout(() => process.exit(10 + n), 1500); }); console.log('started'); setInterval(() => {}, 1000);`;
    return { args: tunnelArgs(script), count: () => Number(readFileSync(file, 'utf8')) };
  };

  it.each([1, 2])(
    'at a terminal, which signals the command as well: %i Ctrl+C, as many SIGINTs for the command',
    async (presses) => {
      const command = counting(`terminal-${presses}`);
      const run = startCliAtTerminal(cli, command.args, env());
      await until(() => run.output.stdout.includes('started'));
      for (let i = 0; i < presses; i++) {
        if (i) await new Promise((resolve) => setTimeout(resolve, 300));
        run.type('\x03');
      }
      const result = await run.done;
      expect(result.code, result.stdout).toBe(10 + presses);
      expect(command.count()).toBe(presses);
      expect(result.stdout).toMatch(/exited with code 1\d[\s\S]*Deleted tunnel/);
      expect(running()).toEqual([]);
    },
  );

  it('without a terminal (a CI cancelling the job), passes the SIGINT on, once', async () => {
    const command = counting('no-terminal');
    const run = startCli(cli, command.args, env(), cli.project, { ownSession: true });
    await until(() => run.output.stdout.includes('started'));
    run.child.kill('SIGINT');
    const result = await run.done;
    expect(result.code, result.stderr).toBe(11);
    expect(command.count()).toBe(1);
    expect(running()).toEqual([]);
  });
});

describe('cloudtest upload', () => {
  it('prints only the app URL on standard output, the progress on standard error', async () => {
    await writeAppFile(join(cli.project, 'app.apk'), 4096);
    const result = await runCli(cli, ['upload', 'app.apk'], env());
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^[a-z]+:\/\/\S+\n$/);
    expect(result.stderr).toMatch(/Uploading .*app\.apk[\s\S]*Stored/);
    const json = await runCli(cli, ['upload', 'app.apk', '--json'], env());
    expect(JSON.parse(json.stdout)).toEqual({
      appUrl: expect.stringMatching(/^[a-z]+:\/\/\S+$/),
      appKey: expect.any(String),
    });
  });
});

describe('an input only the service can refuse', () => {
  it('exits 3, not 2, after the request that found it: an app key the service stores nothing under', async () => {
    await writeAppFile(join(cli.project, 'replace.apk'), 1024);
    const result = await runCli(cli, ['upload', 'replace.apk', '--app-key', 'tpyo'], env());
    expect(result.code, result.stderr).toBe(3);
    expect(result.stderr).toMatch(/^error: --app-key: no app is stored under the key "tpyo"/m);
    expect(service.requests.length).toBeGreaterThan(0);
  });
});

describe('cloudtest devices', () => {
  it('prints the devices list-devices would choose, one a line, or its matrix as JSON', async () => {
    const text = await runCli(cli, ['devices', '--platform', 'android'], env());
    expect(text.code, text.stderr).toBe(0);
    // Galaxy S23 is busy: only the devices available now, newest OS version first.
    expect(text.stdout).toBe('Pixel 8 (Android 14, ID 11)\n');
    expect(text.stderr).toMatch(/^Chose 1 device/m);
    const json = await runCli(cli, ['devices', '--available-only', 'false', '--max', '2', '--json'], env());
    expect(JSON.parse(json.stdout)).toEqual([
      { id: 21, name: 'iPhone 15', platform_name: 'iOS', platform_version: '17.4' },
      { id: 22, name: 'iPad Air', platform_name: 'iOS', platform_version: '16.6' },
    ]);
  });

  it('exits 3 when no device is left, saying why', async () => {
    const result = await runCli(cli, ['devices', '--name', '^Nokia'], env());
    expect(result.code).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^error: No device to choose/m);
  });
});

describe('cloudtest run', () => {
  const user = service.accounts.user;
  beforeEach(() => {
    service.jobs.nextPlan = DEFAULT_JOB_PLAN;
  });
  function suiteOf(n: number, failing = 0) {
    const tests = Array.from({ length: n }, (_, i) =>
      service.lab.addTest(user.id, { name: `Checkout ${i}` }),
    );
    for (const test of tests.slice(0, failing)) test.failure = { step: 2, message: 'no #pay button' };
    return service.labsuites.addSuite(user.id, { testIds: tests.map((t) => t.id) });
  }
  const jobOf = (suiteId: number) =>
    service.lab.triggers.find((t) => t.kind === 'suite' && t.id === suiteId)?.jobId;

  it('exits 0 on a passing job, one JSON document on standard output, no credential anywhere', async () => {
    const suite = suiteOf(2);
    const result = await runCli(
      cli,
      ['run', '--suite-id', String(suite.id), '--poll-interval', '1', '--json', '--verbose'],
      env(),
    );
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      jobId: jobOf(suite.id),
      status: 'FINISHED',
      success: true,
      failedCount: 0,
      // No CI reads a JUnit file here and no --junit names one: nothing is left behind.
      junitFile: null,
      ctrfFile: null,
    });
    for (const text of [result.stdout, result.stderr])
      for (const secret of secretsOf()) expect(text).not.toContain(secret);
  });

  it('exits 1 on a failing job, with the JUnit file written where --junit says', async () => {
    const suite = suiteOf(2, 1);
    const result = await runCli(
      cli,
      ['run', '--suite-id', String(suite.id), '--poll-interval', '1', '--junit', 'out/results.xml'],
      env(),
    );
    expect(result.code, result.stderr).toBe(1);
    const junit = readFileSync(join(cli.project, 'out', 'results.xml'), 'utf8');
    expect(junit).toMatch(/<testsuite [^>]*failures="1"/);
    expect(junit).toContain('no #pay button');
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^error: .*1 of 2 tests failed/m);
  });

  it('stops the other tests once one failed for good with --max-failures 1, and says what the sessions ran', async () => {
    const suite = suiteOf(6, 1);
    // Running, and listing the failure from the second poll on: the job alone would run on.
    service.jobs.nextPlan = [
      { status: 'RUNNING', afterPolls: 1 },
      { status: 'RUNNING', afterPolls: 1, listsFailures: true },
    ];
    const result = await runCli(
      cli,
      ['run', '--suite-id', String(suite.id), '--poll-interval', '1', '--max-failures', '1', '--json'],
      env(),
    );
    expect(result.code, result.stderr).toBe(1);
    const jobId = jobOf(suite.id);
    expect(service.jobs.jobs.get(jobId!)?.status).toBe('RUNNING');
    const runs = service.lab.runs.filter((r) => r.jobId === jobId);
    expect(runs.filter((r) => r.stopped)).toHaveLength(5);
    expect(service.seen('PUT', '/v1/lab/:id/stop')).toEqual([]);
    expect(result.stderr).toMatch(/^error: Stopped after Checkout 0 failed: 5 tests stopped/m);
    // Six sessions of the fake's 12 s on VMs: the stopped ones' time is spent too.
    expect(JSON.parse(result.stdout)).toMatchObject({ failedCount: 1, vmSeconds: 72, deviceSeconds: 0 });
  });

  it('keeps the branch history in --history FILE: the next run is compared with it', async () => {
    const tests = Array.from({ length: 2 }, (_, i) => service.lab.addTest(user.id, { name: `Pay ${i}` }));
    const suite = service.labsuites.addSuite(user.id, { testIds: tests.map((t) => t.id) });
    const args = ['run', '--suite-id', String(suite.id), '--poll-interval', '1', '--json'];
    const gitlab = (sha: string) => env({ GITLAB_CI: 'true', CI_COMMIT_SHA: sha, CI_COMMIT_BRANCH: 'main' });
    const history = ['--history', join('run-history', 'main')];
    const first = await runCli(cli, [...args, ...history], gitlab('a'.repeat(40)));
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ comparedTo: null, newFailures: null });
    tests[1]!.failure = { step: 2, message: 'no #pay button' };
    const second = await runCli(cli, [...args, ...history], gitlab('b'.repeat(40)));
    expect(second.code, second.stderr).toBe(1);
    expect(JSON.parse(second.stdout)).toMatchObject({ comparedTo: 'a'.repeat(40), newFailures: 1 });
    expect(second.stderr).toContain('Compared with aaaaaaa (main): 1 new failure');
    expect(readFileSync(join(cli.project, 'run-history', 'main'), 'utf8')).toMatch(
      /^<!-- cloudtest-digest v5 /,
    );
  });

  it("waits as the history file's runs say: after five branch runs, the usual spread of their times", async () => {
    const tests = Array.from({ length: 2 }, (_, i) => service.lab.addTest(user.id, { name: `Cart ${i}` }));
    const suite = service.labsuites.addSuite(user.id, { testIds: tests.map((t) => t.id) });
    // Running at the first poll, over at the second: six runs of about a second each.
    service.jobs.nextPlan = [
      { status: 'RUNNING', afterPolls: 1 },
      { status: 'FINISHED', afterPolls: 1 },
    ];
    const args = ['run', '--suite-id', String(suite.id), '--poll-interval', '1'];
    const history = ['--history', join('run-history', 'learnt')];
    for (const [i, sha] of ['1', '2', '3', '4', '5', '6'].map((c) => c.repeat(40)).entries()) {
      const env_ = env({ GITLAB_CI: 'true', CI_COMMIT_SHA: sha, CI_COMMIT_BRANCH: 'main' });
      const result = await runCli(cli, [...args, ...history], env_);
      expect(result.code, result.stderr).toBe(0);
      // Five runs in the file: the wait takes the middle half of their running times.
      if (i === 5)
        expect(result.stderr).toMatch(
          /usually runs about \d+ s once RUNNING \(±\d+ s, from its last 5 runs\)/,
        );
      else expect(result.stderr).not.toContain('from its last');
    }
  }, 90_000);

  it.skipIf(!POSIX).each(['SIGTERM', 'SIGINT'] as const)(
    "on %s stops the job's runs, then exits 130",
    async (signal) => {
      service.jobs.nextPlan = [{ status: 'RUNNING' }];
      const suite = suiteOf(2);
      const run = startCli(cli, ['run', '--suite-id', String(suite.id), '--poll-interval', '1'], env());
      await until(() => /Waiting up to/.test(run.output.stderr));
      run.child.kill(signal);
      const result = await run.done;
      expect(result.code, result.stderr).toBe(130);
      expect(result.stderr).toContain(`Interrupted (${signal})`);
      const jobId = jobOf(suite.id);
      const runs = service.lab.runs.filter((r) => r.jobId === jobId);
      expect(runs).toHaveLength(2);
      expect(runs.every((r) => r.stopped)).toBe(true);
    },
  );

  it("exits 4 when the wait times out, after stopping the job's runs", async () => {
    service.jobs.nextPlan = [{ status: 'RUNNING' }];
    const suite = suiteOf(1);
    const result = await runCli(
      cli,
      ['run', '--suite-id', String(suite.id), '--poll-interval', '1', '--timeout', '1'],
      env(),
    );
    expect(result.code, result.stderr).toBe(4);
    const runs = service.lab.runs.filter((r) => r.jobId === jobOf(suite.id));
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.every((r) => r.stopped)).toBe(true);
  });
});

describe('cloudtest report --build NAME', () => {
  it("reads the build as annotate-build does: exit 1 when tests failed, GitLab's JUnit file from GitLab's environment", async () => {
    const build = `cli-${Date.now()}`;
    const ended = new Date(service.clock.now() - 60_000).toISOString();
    service.tests.seedBuild(service.accounts.user, build, [
      { name: 'login', success: true, completed_at: ended },
      { name: 'checkout', success: false, status_message: 'no #pay button', completed_at: ended },
    ]);
    const gitlab = { GITLAB_CI: 'true', CI: 'true', CI_JOB_ID: '42', CI_PIPELINE_ID: '7' };
    const result = await runCli(cli, ['report', '--build', build, '--json'], env(gitlab));
    expect(result.code, result.stderr).toBe(1);
    const json = JSON.parse(result.stdout) as Record<string, unknown>;
    // Two sessions of the fake's 12 s on VMs: what the build cost, without a --history to compare with.
    expect(json).toMatchObject({
      total: 2,
      passed: 1,
      failed: 1,
      conclusion: 'failure',
      vmSeconds: 24,
      deviceSeconds: 0,
    });
    const junitFile = hostPath(String(json.junitFile));
    expect(junitFile).toMatch(new RegExp(`^${join(cli.project, 'cloudtest-reports')}`));
    expect(readFileSync(junitFile, 'utf8')).toContain('no #pay button');
  });

  it('counts every outcome, flaky ones too, in --json and the log, and the counts add up', async () => {
    const build = `cli-flaky-${Date.now()}`;
    const at = (s: number) => new Date(service.clock.now() - 60_000 + s * 1000).toISOString();
    service.tests.seedBuild(service.accounts.user, build, [
      { name: 'login', success: true, completed_at: at(0) },
      { name: 'checkout', success: false, status_message: 'no #pay button', completed_at: at(1) },
      { name: 'refund', success: null, completed_at: at(2) },
      { name: 'pays by card', success: false, status_message: 'got 502', completed_at: at(3) },
      { name: 'pays by card', success: false, status_message: 'got 503', completed_at: at(4) },
      { name: 'pays by card', success: true, completed_at: at(5) },
    ]);
    const result = await runCli(
      cli,
      ['report', '--build', build, '--wait-seconds', '0', '--json', '--ci', 'local'],
      env(),
    );
    expect(result.code, result.stderr).toBe(1);
    const json = JSON.parse(result.stdout) as Record<string, number>;
    expect(json).toMatchObject({ total: 4, passed: 1, failed: 1, unknown: 1, flaky: 1 });
    expect(json.passed! + json.failed! + json.unknown! + json.flaky!).toBe(json.total);
    expect(result.stderr).toContain('4 tests: 1 passed, 1 failed, 1 unknown, 1 flaky (failure).');
    expect(result.stderr).toMatch(
      /~ pays by card[^\n]*\n {4}Passed on attempt 3 after 2 failures; the first failure: got 502/,
    );
  });
});

describe('bad usage', () => {
  it.each([
    ['no command after --', ['tunnel']],
    ['a credential as a flag', ['tunnel', '--secret', 'x', '--', 'true']],
    ['an unknown flag', ['tunnel', '--bogus', '--', 'true']],
    ['a bad ready-timeout', ['tunnel', '--ready-timeout', 'soon', '--', 'true']],
    ['an unknown command', ['deploy']],
    ['an unknown CI', ['tunnel', '--ci', 'travis', '--', 'true']],
    ['no file to upload', ['upload']],
    ['a file that is not an app', ['upload', 'package.json']],
    ['a bad device platform', ['devices', '--platform', 'symbian']],
    ['run without a target', ['run']],
    ['run with two targets', ['run', '--suite-id', '1', '--test-id', '2']],
    ['run with a bad timeout', ['run', '--all', '--timeout', '0']],
    ['report with a bad build pattern', ['report', '--build', 'a*b']],
    ['report with an argument', ['report', 'nightly']],
    ['report without a build, outside CI', ['report']],
    ['a flag given twice', ['run', '--suite-id', '1', '--suite-id', '2']],
  ])('exits 2 before any request: %s', async (_, args) => {
    const result = await runCli(cli, args, env());
    expect(result.code, result.stderr).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^error: /m);
    expect(service.requests).toEqual([]);
  });

  it('refuses a malformed quarantine file before any request, naming its line', async () => {
    const file = join(ROOT, 'package.json');
    const result = await runCli(cli, ['report', '--build', 'nightly', '--quarantine', file], env());
    expect(result.code, result.stderr).toBe(2);
    // Named as the program resolved it (a Windows path on the Windows Node).
    expect(result.stderr).toContain(`${stepPath(file)}, line 1: the file is a list of entries`);
    expect(service.requests).toEqual([]);
  });

  it('refuses a flag given twice, naming it, rather than take the last', async () => {
    const result = await runCli(cli, ['run', '--suite-id', '1', '--suite-id', '2'], env());
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toMatch(/^error: --suite-id is given more than once: give it once\./m);
    expect(service.requests).toEqual([]);
  });

  it('exits 2 without the settings, naming the variables', async () => {
    const result = await runCli(cli, ['upload', 'app.apk'], cleanEnv());
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Missing CLOUDTEST_API_URL, CLOUDTEST_KEY, CLOUDTEST_SECRET');
  });

  it('shows help on standard output and exits 0', async () => {
    const result = await runCli(cli, ['tunnel', '--help'], cleanEnv());
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: cloudtest tunnel [flags] -- COMMAND [ARG...]');
  });
});

describe('credentials', () => {
  it('never appear in the output, of a run that works or one the service refuses', async () => {
    const script = 'console.log(process.env.CLOUDTEST_TUNNEL_ID)';
    const works = await runCli(cli, [...tunnelArgs(script, ['--verbose'])], env());
    expect(works.code, works.stderr).toBe(0);
    await writeAppFile(join(cli.project, 'refused.apk'), 1024);
    const refused = await runCli(
      cli,
      ['upload', 'refused.apk', '--verbose'],
      env({ CLOUDTEST_SECRET: 'wrong-secret-value-42' }),
    );
    expect(refused.code, refused.stderr).toBe(3);
    expect(refused.stderr).toMatch(/HTTP 401/);
    for (const text of [works.stdout, works.stderr, refused.stdout, refused.stderr]) {
      for (const secret of [...secretsOf(), 'wrong-secret-value-42']) expect(text).not.toContain(secret);
    }
  });

  it("on GitHub's runner, appear only in the add-mask lines the runner takes out of its log; with --ci github elsewhere, nowhere", async () => {
    await writeAppFile(join(cli.project, 'masked.apk'), 1024);
    const proxy = {
      HTTPS_PROXY: 'http://proxyuser:ppassword99@127.0.0.1:9',
      NO_PROXY: '127.0.0.1,localhost',
    };
    const secrets = [...secretsOf(), 'ppassword99'];
    const runner = await runCli(
      cli,
      ['upload', 'masked.apk'],
      env({ ...proxy, CI: 'true', GITHUB_ACTIONS: 'true' }),
    );
    expect(runner.code, runner.stderr).toBe(0);
    const holding = runner.stderr.split('\n').filter((line) => secrets.some((s) => line.includes(s)));
    expect(holding.length).toBeGreaterThan(0);
    for (const line of holding) expect(line).toMatch(/^::add-mask::/);
    for (const secret of secrets) expect(runner.stdout).not.toContain(secret);
    const laptop = await runCli(cli, ['upload', 'masked.apk', '--ci', 'github'], env(proxy));
    expect(laptop.code, laptop.stderr).toBe(0);
    expect(laptop.stderr).not.toContain('::add-mask::');
    for (const text of [laptop.stdout, laptop.stderr])
      for (const secret of secrets) expect(text).not.toContain(secret);
  });
});
