import { afterEach, describe, expect, it } from 'vitest';

import { type AnnotateInputs, InputsSchema } from '../../src/actions/annotate-build/inputs.ts';
import { INPUT_NAMES } from '../../src/actions/annotate-build/names.ts';
import { run } from '../../src/actions/annotate-build/run.ts';
import { POLL_INTERVAL_MS, RESULT_LAG_MS } from '../../src/report/builds/wait.ts';
import { DEFAULT_EVIDENCE_OPTIONS } from '../../src/report/types.ts';
import { readInputs } from '../../src/runtime/inputs.ts';
import {
  PR_HEAD_SHA,
  pullRequestEvent,
  runnerEnv,
  type RunnerEnvOptions,
  WORKFLOW_FILE,
} from '../fake-github/runner-env.ts';
import type { TestSeed } from '../fake-service/routes/tests.ts';
import { DEFAULT_EVIDENCE } from '../support/report.ts';
import { useFakeGitHub, useFakeService } from '../support/service.ts';
import { codelessContext } from './codeless-context.ts';

const service = useFakeService();
const github = useFakeGitHub();
const user = service.accounts.user;
let builds = 0;
/** A fresh build name per test, so tests sharing the service never see each other's builds. */
const buildName = () => `ci-${++builds}-${Date.now()}`;

function inputs(build: string, overrides: Partial<AnnotateInputs> = {}): AnnotateInputs {
  return {
    builds: [{ kind: 'build', ref: build }],
    checkName: undefined,
    failOnFailure: true,
    waitSeconds: 30,
    githubToken: 'ghs_token',
    evidence: DEFAULT_EVIDENCE_OPTIONS,
    ...overrides,
  };
}

/** A context whose clock reads the service's time, as a runner's and the service's clocks agree. */
function serviceTimeContext(env: Record<string, string | undefined>) {
  const ctx = codelessContext(service, { env });
  ctx.clock.advance(service.clock.now() - ctx.clock.now());
  return ctx;
}

async function annotate(build: string, overrides: Partial<AnnotateInputs> = {}, env: RunnerEnvOptions = {}) {
  using runner = runnerEnv(github, env);
  const ctx = serviceTimeContext(runner.env);
  const result = await run(inputs(build, overrides), ctx);
  return { result, ctx, summary: runner.summary() };
}

const failing = (n: number, from = 0): TestSeed[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `fails ${from + i}`,
    success: false,
    status_message: `boom ${from + i}`,
  }));

const buildReads = () => service.seen('GET', '/v1/builds/:build');
/** A check that no more tests arrived: one test's page, for the list's total. */
const COUNT_READ = { offset: '0', count: '1', skip_fields: 'logs,thumbs,visual_run' };
/** `completed_at` of a test that ended `ms` ago on the service's clock. */
const endedAgo = (ms: number) => new Date(service.clock.now() - ms).toISOString();

describe('annotate-build inputs', () => {
  const read = (raw: Record<string, string>) =>
    readInputs(INPUT_NAMES, InputsSchema, (name) => raw[name] ?? '');

  it('takes the action.yml defaults', () => {
    expect(
      read({ build: ' nightly ', 'fail-on-failure': 'true', 'wait-seconds': '30', 'github-token': 't' }),
    ).toEqual({
      builds: [{ kind: 'build', ref: 'nightly' }],
      checkName: undefined,
      failOnFailure: true,
      waitSeconds: 30,
      githubToken: 't',
      evidence: DEFAULT_EVIDENCE,
    });
  });

  it('names the input that is wrong', () => {
    expect(() => read({ build: 'a*b' })).toThrow('Input "build" has "a*b": `*` may only end');
    expect(() => read({ build: 'ok, ..' })).toThrow(/Input "build" has "\.\.": /);
    expect(() => read({ build: 'b', 'wait-seconds': '-1' })).toThrow(
      /Input "wait-seconds" must be a whole number/,
    );
    expect(() => read({ build: 'b', 'fail-on-failure': 'maybe' })).toThrow(
      /Input "fail-on-failure" must be true or false/,
    );
  });
});

describe('annotate-build', () => {
  it('reads a build of hundreds of tests over several pages of 500, heavy fields skipped, and reports all', async () => {
    const name = buildName();
    const seeds: TestSeed[] = [...Array.from({ length: 1_080 }, () => ({})), ...failing(120)];
    service.tests.seedBuild(user, name, seeds);
    const { result, summary } = await annotate(name);

    const pages = [
      { offset: '0', count: '500', skip_fields: 'visual_run' },
      { offset: '500', count: '500', skip_fields: 'visual_run' },
      { offset: '1000', count: '500', skip_fields: 'visual_run' },
    ];
    // Every page once (the first alone, the rest at once), then, as the tests just ended, a page of
    // one test after the lag window to be sure no more results were on their way.
    const reads = buildReads().map((r) => r.query);
    expect(reads[0]).toEqual(pages[0]);
    expect(reads.slice(1, 3)).toEqual(expect.arrayContaining(pages.slice(1)));
    expect(reads.slice(3)).toEqual([COUNT_READ]);
    const check = github.only();
    expect(result).toEqual({
      outputs: {
        total: '1200',
        passed: '1080',
        failed: '120',
        unknown: '0',
        conclusion: 'failure',
        'check-run-id': String(check.id),
        'check-run-url': check.html_url,
        'junit-file': expect.stringMatching(/\.junit\.xml$/),
        'ctrf-file': expect.stringMatching(/\.ctrf\.json$/),
        'assets-dir': '',
        // No base named by this run's event: nothing compared.
        'new-failures': '',
        fixed: '',
        'compared-to': '',
        flaky: '0',
        quarantined: '0',
        // Each of the fake's desktop-browser sessions ran 12 s on a VM.
        'vm-seconds': String(1200 * 12),
        'device-seconds': '0',
      },
      failure: `120 of 1200 tests failed in build "${name}".`,
    });
    expect(check.batches).toEqual([50, 50, 20]);
    expect(check).toMatchObject({
      name: 'Cloud tests',
      external_id: name,
      conclusion: 'failure',
    });
    expect(check.annotations[119]).toMatchObject({
      path: WORKFLOW_FILE,
      start_line: 1,
      message: 'boom 119',
      title: 'fails 119 (chrome 131, WIN11)',
    });
    expect(summary).toContain('| 1200 | 1080 | 120 | 0 |');
  });

  it('sums the session time of every test of the build, VMs and devices apart', async () => {
    const name = buildName();
    service.tests.seedBuild(user, name, [
      { name: 'checkout', duration: 30 },
      { name: 'search', duration: 40 },
      // The same test twice: a framework's retry; the first run counts as a retry's time.
      { name: 'cart', duration: 50, success: false, completed_at: endedAgo(120_000) },
      { name: 'cart', duration: 100, completed_at: endedAgo(60_000) },
      { name: 'pay', duration: 20, browser: null, device_name: 'Pixel 8', platform_name: 'REAL_ANDROID' },
      // A session that does not say where it ran counts as VM time, and is said so.
      { name: 'login', duration: 7, browser: null, device_name: 'iPhone 15', os: 'iOS' },
    ]);
    const { result, summary } = await annotate(name, { waitSeconds: 0 });

    expect(result.outputs).toMatchObject({ 'vm-seconds': '227', 'device-seconds': '20', flaky: '1' });
    expect(summary).toContain(
      "**Session time:** 3 min 47 s of VM time and 20 s of physical-device time, 50 s of it retries. What the service bills: every session's duration, retries and re-runs included. 1 session did not say whether it ran on a VM or a device: counted as VM time.",
    );
    // The test time is the suite's speed: one duration per test, the deciding run's.
    expect(summary).toContain('**Test time:** 3 min 17 s of test time');
  });

  it('reads `success` given as 1/0 or true/false alike, by numeric build ID too', async () => {
    const name = buildName();
    const { build } = service.tests.seedBuild(user, name, [{}, ...failing(1)]);
    service.tests.settings.successAs.builds = 'boolean';
    try {
      const { result } = await annotate(String(build.id));
      expect(result.outputs).toMatchObject({ total: '2', passed: '1', failed: '1' });
    } finally {
      service.tests.settings.successAs.builds = 'number';
    }
    expect((await annotate(name)).result.outputs).toMatchObject({ total: '2', passed: '1', failed: '1' });
  });

  it('puts the check run on the pull request head commit', async () => {
    const name = buildName();
    service.tests.seedBuild(user, name, failing(1));
    await annotate(name, {}, { event: pullRequestEvent });
    expect(github.only().head_sha).toBe(PR_HEAD_SHA);
  });

  it('waits for a build that appears after a few seconds', async () => {
    const name = buildName();
    service.tests.seedBuild(user, name, 3, { appearAfterMs: 7_000 });
    const { result, ctx } = await annotate(name);
    expect(result.outputs).toMatchObject({ total: '3', passed: '3', conclusion: 'success' });
    expect(result.failure).toBeUndefined();
    expect(buildReads().map((r) => r.status)).toEqual([404, 404, 404, 200, 200]);
    expect(ctx.clock.sleeps).toEqual(Array(4).fill(POLL_INTERVAL_MS));
    expect(ctx.messages('info')).toContain(
      `Build "${name}": not found yet; reading again in 3 s (waiting up to 30 s more).`,
    );
  });

  it('waits while tests are still running, then reports their results', async () => {
    const name = buildName();
    service.tests.seedBuild(user, name, [
      {},
      { runningForMs: 5_000, success: false, status_message: 'late failure' },
    ]);
    const { result } = await annotate(name);
    expect(result.outputs).toMatchObject({ total: '2', passed: '1', failed: '1', unknown: '0' });
    expect(github.only().annotations[0]).toMatchObject({ message: 'late failure' });
  });

  it('waits while results are still arriving', async () => {
    const name = buildName();
    service.tests.seedBuild(user, name, [{}, { appearAfterMs: 2_000 }, { appearAfterMs: 4_000 }]);
    const { result, ctx } = await annotate(name);
    expect(result.outputs.total).toBe('3');
    // 1 test; a count of 2: 2 tests; a count of 3: 3 tests; a count of 3 again: final.
    expect(buildReads().map((r) => r.query.count)).toEqual(['500', '1', '500', '1', '500', '1']);
    expect(ctx.clock.sleeps.slice(1)).toEqual([POLL_INTERVAL_MS, POLL_INTERVAL_MS]);
  });

  it('reports a build whose tests all ended long ago after one read, without waiting', async () => {
    const name = buildName();
    service.tests.seedBuild(user, name, [
      { completed_at: endedAgo(60_000) },
      { completed_at: endedAgo(RESULT_LAG_MS + 1_000), success: false },
    ]);
    const { result, ctx } = await annotate(name);
    expect(result.outputs).toMatchObject({ total: '2', passed: '1', failed: '1' });
    expect(buildReads().map((r) => r.query)).toEqual([
      { offset: '0', count: '500', skip_fields: 'visual_run' },
    ]);
    expect(ctx.clock.sleeps).toEqual([]);
  });

  it('still makes sure of a build whose newest test just ended: a page of one test once the lag window is over', async () => {
    const name = buildName();
    service.tests.seedBuild(user, name, [
      { completed_at: endedAgo(60_000) },
      { completed_at: endedAgo(1_000) },
      { completed_at: endedAgo(30_000) },
    ]);
    const { result, ctx } = await annotate(name);
    expect(result.outputs.total).toBe('3');
    expect(buildReads().map((r) => r.query)).toEqual([
      { offset: '0', count: '500', skip_fields: 'visual_run' },
      COUNT_READ,
    ]);
    // The rest of the window after the newest test's end, not the whole window.
    expect(ctx.clock.sleeps).toHaveLength(1);
    expect(ctx.clock.sleeps[0]).toBeGreaterThan(0);
    expect(ctx.clock.sleeps[0]).toBeLessThanOrEqual(RESULT_LAG_MS - 1_000);
    expect(ctx.messages('info')).toContainEqual(
      expect.stringContaining(`Build "${name}": making sure no more results are arriving; reading again in`),
    );
  });

  it('waits the whole lag window when the end of a test cannot be told', async () => {
    for (const completedAt of [undefined, '2020-01-01 10:00:00', 'yesterday']) {
      service.requests.length = 0;
      const name = buildName();
      service.tests.seedBuild(user, name, [
        { completed_at: endedAgo(60_000) },
        { raw: { completed_at: completedAt } },
      ]);
      const { result, ctx } = await annotate(name);
      expect(result.outputs.total).toBe('2');
      expect(ctx.clock.sleeps).toEqual([RESULT_LAG_MS]);
      expect(buildReads().map((r) => r.query.count)).toEqual(['500', '1']);
    }
  });

  it('makes sure with a page of one test when wait-seconds ends before the lag window', async () => {
    const name = buildName();
    service.tests.seedBuild(user, name, [{}]);
    const { result, ctx } = await annotate(name, { waitSeconds: 1 });
    expect(result.outputs.total).toBe('1');
    expect(ctx.clock.sleeps).toEqual([1_000]);
    expect(buildReads().map((r) => r.query.count)).toEqual(['500', '1']);
    expect(ctx.messages('warning')).toEqual([]);
  });

  it('reads once when there is no time to wait', async () => {
    const name = buildName();
    service.tests.seedBuild(user, name, 2);
    const { result, ctx } = await annotate(name, { waitSeconds: 0 });
    expect(result.outputs.total).toBe('2');
    expect(buildReads()).toHaveLength(1);
    expect(ctx.messages('warning')).toEqual([]);
  });

  it('counts tests still running at the deadline as unknown, never passed, and fails the step for them', async () => {
    const name = buildName();
    service.tests.seedBuild(user, name, [{}, { runningForMs: 600_000 }]);
    const { result, ctx, summary } = await annotate(name, { waitSeconds: 10 });
    expect(result).toEqual({
      outputs: expect.objectContaining({
        total: '2',
        passed: '1',
        failed: '0',
        unknown: '1',
        conclusion: 'failure',
      }),
      failure: `The outcome of 1 of 2 tests in build "${name}" is unknown (fail-on-unknown is true: an unknown outcome counts as a failure).`,
    });
    expect(ctx.clock.sleeps).toEqual([3_000, 3_000, 3_000, 1_000]);
    expect(ctx.messages('warning')).toContain(
      `Stopped waiting for build "${name}" after 10 s (wait-seconds): 1 of 2 tests still running.`,
    );
    // Service text in markdown, escaped so that it renders as written.
    expect(summary).toContain('Still running \\(state RUNNING\\).');
    // Listed as unknown, never as failed: no annotation.
    expect(github.only()).toMatchObject({ conclusion: 'failure', annotations: [] });
    github.checkRuns.clear();
    const evidence = { ...DEFAULT_EVIDENCE_OPTIONS, failOnUnknown: false };
    const allowed = await annotate(name, { waitSeconds: 0, evidence });
    expect(allowed.result.failure).toBeUndefined();
    expect(allowed.result.outputs).toMatchObject({ unknown: '1', conclusion: 'success' });
  });

  it('fails an empty build after waiting for tests, naming where it looked, unless fail-on-empty is false', async () => {
    const name = buildName();
    service.tests.seedBuild(user, name, []);
    const { result, ctx } = await annotate(name, { waitSeconds: 6 });
    expect(result).toEqual({
      outputs: expect.objectContaining({ total: '0', failed: '0', unknown: '0', conclusion: 'failure' }),
      failure: `No tests in build "${name}" (fail-on-empty is true: a report without tests fails; set it to false to let one pass).`,
    });
    expect(ctx.messages('warning')).toContain(`Build "${name}" has no tests.`);
    expect(github.only()).toMatchObject({
      conclusion: 'failure',
      output: { title: `No tests in build "${name}"` },
    });
    github.checkRuns.clear();
    const evidence = { ...DEFAULT_EVIDENCE_OPTIONS, failOnEmpty: false };
    const allowed = await annotate(name, { waitSeconds: 0, evidence });
    expect(allowed.result.failure).toBeUndefined();
    expect(allowed.result.outputs).toMatchObject({ total: '0', conclusion: 'success' });
  });

  it('fails with one clear line when the build never appears, and its check run says it', async () => {
    const error = await annotate('no-such-build', { waitSeconds: 5 }).catch((e: unknown) => e);
    expect(String(error)).toContain(
      'No build named "no-such-build" after waiting 5 s; did the tests get CLOUDTEST_BUILD? The input "build" is',
    );
    // A required check never waits with nothing said: failure, the reason its title.
    expect(github.only()).toMatchObject({
      status: 'completed',
      conclusion: 'failure',
      output: { title: expect.stringMatching(/^Not reported: No build named "no-such-build" after/) },
    });
  });

  it('passes the step on failures when fail-on-failure is false', async () => {
    const name = buildName();
    service.tests.seedBuild(user, name, failing(2));
    const { result, ctx } = await annotate(name, { failOnFailure: false, checkName: 'E2E' });
    expect(result.failure).toBeUndefined();
    expect(result.outputs.failed).toBe('2');
    expect(ctx.messages('warning').join('\n')).toContain('fail-on-failure is false');
    expect(github.only().name).toBe('E2E');
  });

  it('on a 403 from GitHub annotates through workflow commands, writes the summary, and fails only for the tests', async () => {
    const name = buildName();
    service.tests.seedBuild(user, name, [{}, ...failing(12)]);
    github.denyChecks();
    const { result, ctx, summary } = await annotate(name, { failOnFailure: false });
    expect(result.failure).toBeUndefined();
    expect(result.outputs).toMatchObject({ failed: '12', 'check-run-id': '', 'check-run-url': '' });
    expect(ctx.messages('warning').join('\n')).toContain('`permissions: checks: write`');
    expect(ctx.messages('error')).toHaveLength(10);
    expect(ctx.messages('notice')).toEqual([expect.stringMatching(/^2 more failed tests/)]);
    const row = summary.split('\n').find((l) => l.startsWith('| fails 11 | chrome 131 | WIN11 |'));
    expect(row?.endsWith(' | boom 11 |')).toBe(true);
    expect(summary).toContain(
      '10 of 12 failed tests are annotated on this step instead: GitHub shows at most 10 error annotations per step.',
    );
  });

  it('reads records leniently: an odd or sparse record is unknown, never passed', async () => {
    const name = buildName();
    service.tests.seedBuild(user, name, [
      { raw: { success: undefined, state: undefined } },
      { raw: { success: 'maybe' } },
      { raw: { name: undefined, browser: undefined, os: { weird: true } } },
    ]);
    const { result } = await annotate(name);
    expect(result.outputs).toMatchObject({ total: '3', passed: '1', unknown: '2', conclusion: 'failure' });
  });

  it('stops waiting at once when the run is cancelled', async () => {
    const name = buildName();
    service.tests.seedBuild(user, name, 1, { appearAfterMs: 60_000 });
    using runner = runnerEnv(github);
    const ctx = codelessContext(service, { env: runner.env });
    ctx.clock.beforeSleep = (n) => {
      if (n === 2) ctx.controller.abort(new Error('cancelled by SIGINT'));
    };
    await expect(run(inputs(name), ctx)).rejects.toThrow();
    expect(ctx.clock.sleeps).toHaveLength(1);
    expect(github.checkRuns.size).toBe(0);
  });
});

describe('annotate-build over several pages and builds', () => {
  const lists = service.app.lists;
  afterEach(() => {
    delete lists.cap;
    delete lists.fault;
    delete lists.served;
    delete lists.afterPage;
  });

  it('counts a test read again as pages shift once, as last read: its result arrived meanwhile', async () => {
    const name = buildName();
    const { tests } = service.tests.seedBuild(user, name, [{}, {}, {}, ...failing(1), {}, {}, {}, {}, {}]);
    // Four to a page; each page after the first repeats the last test of the page before, as when a
    // test is added at the head. The failing test passes once the first page was read.
    Object.assign(lists, { cap: 4, fault: 'shift', served: 0 });
    lists.afterPage = (served) => {
      if (served === 1) Object.assign(tests[3]!, { success: true, status_message: null });
    };
    const { result } = await annotate(name, { waitSeconds: 0 });
    expect(result.outputs).toMatchObject({ total: '9', passed: '9', failed: '0' });
  });

  it('reports named builds as one check, each test naming its build', async () => {
    const [a, b] = [buildName(), buildName()];
    service.tests.seedBuild(user, a, [{ name: 'logs in' }, ...failing(1)]);
    service.tests.seedBuild(user, b, [{ name: 'logs in' }, { name: 'pays' }]);
    const { result, summary } = await annotate(a, {
      builds: [
        { kind: 'build', ref: a },
        { kind: 'build', ref: b },
      ],
    });
    expect(result.outputs).toMatchObject({ total: '4', passed: '3', failed: '1' });
    expect(result.failure).toBe(`1 of 4 tests failed in builds "${a}", "${b}".`);
    expect(github.only()).toMatchObject({ name: 'Cloud tests', external_id: `${a},${b}` });
    expect(summary).toContain(`${a} › fails 0`);
  });

  it('takes every build whose name starts with a prefix, reading the build list to its last page', async () => {
    const prefix = `${buildName()}-`;
    const legs = ['chrome', 'firefox', 'safari'];
    for (const leg of legs)
      service.tests.seedBuild(user, `${prefix}${leg}`, [{ name: 'opens' }, ...failing(1)]);
    service.tests.seedBuild(user, buildName(), failing(5));
    // A deployment that answers two builds a page: the prefix's builds are spread over several.
    lists.cap = 2;
    const { result, ctx } = await annotate('', { builds: [{ kind: 'prefix', prefix }] });
    expect(result.outputs).toMatchObject({ total: '6', passed: '3', failed: '3' });
    expect(service.seen('GET', '/v1/builds').length).toBeGreaterThan(1);
    expect(ctx.messages('info')).toContainEqual(
      `Builds matching "${prefix}*": ${legs.map((l) => `${prefix}${l}`).join(', ')}.`,
    );
  });

  it('fails in one line when no build matches the prefix within wait-seconds', async () => {
    await expect(
      annotate('', { builds: [{ kind: 'prefix', prefix: 'nothing-like-this-' }], waitSeconds: 6 }),
    ).rejects.toThrow('No build of the account matches "nothing-like-this-*" (input "build").');
  });

  it('matches prefixes against `name`, else `build`, and says at once when no build carries either', async () => {
    const prefix = `${buildName()}-`;
    service.tests.seedBuild(user, `${prefix}a`, [{ name: 'opens' }]);
    const selector = { builds: [{ kind: 'prefix' as const, prefix }] };
    try {
      service.tests.settings.buildNameIn = 'build';
      const { result } = await annotate('', selector);
      expect(result.outputs).toMatchObject({ total: '1', passed: '1' });
      service.tests.settings.buildNameIn = 'none';
      const reads = service.seen('GET', '/v1/builds').length;
      await expect(annotate('', { ...selector, waitSeconds: 600 })).rejects.toThrow(
        new RegExp(
          `^None of the account's \\d+ builds? carries a name \\(\`name\` or \`build\`\\) to match "${prefix}\\*" against: name each build in full \\(input "build"\\)\\.$`,
        ),
      );
      // One read of the list, not a wait of 600 s: no build would ever match.
      expect(service.seen('GET', '/v1/builds')).toHaveLength(reads + 1);
    } finally {
      service.tests.settings.buildNameIn = 'name';
    }
  });

  it("reports the job's build (CLOUDTEST_BUILD) when no build is named, and says which attempt it is", async () => {
    const name = buildName();
    service.tests.seedBuild(user, name, [{ name: 'opens' }]);
    const { result, summary } = await annotate(
      '',
      { builds: [] },
      { env: { CLOUDTEST_BUILD: name, GITHUB_RUN_ATTEMPT: '2', GITHUB_RUN_ID: '77' } },
    );
    expect(result.outputs).toMatchObject({ total: '1', passed: '1' });
    expect(summary).toContain('Attempt 2 of this workflow run');
  });
});
