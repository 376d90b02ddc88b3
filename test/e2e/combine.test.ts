// One check over a whole matrix, from the committed dist/ as the runner runs it: actions/combine after
// a three-leg matrix (two Codeless legs, one build leg) on a pull request, each leg compared with its
// own leg's report on the base; a leg that never reported; the GitHub reads it makes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { beforeEach, describe, expect, it } from 'vitest';

import { publishReport, reportDeps } from '../../src/report/publish.ts';
import { DEFAULT_EVIDENCE_OPTIONS } from '../../src/report/types.ts';
import { formatSeconds } from '../../src/text/wording.ts';
import { runnerEnv } from '../fake-github/runner-env.ts';
import type { TestSeed } from '../fake-service/routes/tests.ts';
import { testContext } from '../support/context.ts';
import { runAction, runMainThenPost } from '../support/runner.ts';
import { type CodelessSuite, seedCodelessSuite, seedSuiteOf, useWorld, type World } from './scenario.ts';

let world: World;
let failing: CodelessSuite;
let passing: CodelessSuite;
useWorld((started) => {
  world = started;
  failing = seedCodelessSuite(world.service, world.user);
  passing = seedSuiteOf(world, [
    ['Profile', false],
    ['Orders', false],
  ]);
});
beforeEach(() => {
  world.github.checkRuns.clear();
  world.github.requests.length = 0;
  world.service.jobs.nextPlan = [
    { status: 'RUNNING', afterPolls: 1 },
    { status: 'FINISHED', afterPolls: 1 },
  ];
});

const BASE = 'ba5e'.repeat(10);
const HEAD = 'bead'.repeat(10);
const push = { name: 'push', payload: { before: '0'.repeat(40), after: BASE } };
const pullRequest = {
  name: 'pull_request',
  payload: {
    number: 12,
    pull_request: { number: 12, head: { sha: HEAD }, base: { sha: BASE, ref: 'main' } },
  },
};
type On = 'base' | 'head';
const runOf = (on: On) => ({
  event: on === 'base' ? push : pullRequest,
  env: { GITHUB_SHA: on === 'base' ? BASE : 'e'.repeat(40), GITHUB_RUN_ID: on === 'base' ? '700' : '777' },
});

let builds = 0;
const ok = (name: string): TestSeed => ({ name });

/** Leg `index` of the three-leg matrix of job `tests`: two Codeless suites, then a build (`tests`). */
async function leg(on: On, index: number, tests = [ok('home'), ok('search'), ok('cart')]) {
  const { event, env } = runOf(on);
  const job = {
    matrix: { target: ['checkout', 'account', 'web'][index] },
    strategy: { index, total: 3 },
    ...world.jobOptions({ event, env: { ...env, GITHUB_JOB: 'tests' } }),
  };
  if (index < 2) {
    const suite = index === 0 ? failing : passing;
    return (
      await runMainThenPost({
        action: '.',
        inputs: { 'suite-id': suite.suite.id, 'poll-interval': 1 },
        ...job,
      })
    ).main;
  }
  const build = `web-${++builds}`;
  world.service.tests.seedBuild(world.user, build, tests);
  return runAction({ action: 'annotate-build', inputs: { build, 'wait-seconds': 1 }, ...job });
}

/** actions/combine on the pull request, as the job after the matrix: GitHub only, no service settings. */
function combine(inputs: Record<string, string> = {}, workspace?: string) {
  const { event, env } = runOf('head');
  return runMainThenPost({
    action: 'combine',
    inputs,
    ...(workspace ? { workspace } : {}),
    githubApiUrl: world.github.url,
    event,
    env: { ...env, GITHUB_JOB: 'all-tests' },
  });
}

/**
 * A leg's report written in this process, as its step writes it: place `index` of `total`, named by
 * its matrix `values`; `failed` names its failed tests, the rest of `tests` passed.
 */
async function reportLeg(
  on: On,
  leg: { index: number; total: number; values: Record<string, string | number> },
  tests: { names: readonly string[]; failed: (name: string) => boolean },
) {
  const { event, env } = runOf(on);
  using runner = runnerEnv(world.github, {
    event,
    env: { ...env, GITHUB_REPOSITORY: 'octo-org/octo-repo', GITHUB_JOB: 'tests' },
  });
  const ctx = testContext({ env: runner.env, matrix: JSON.stringify(leg.values) });
  ctx.job = { ...ctx.job, place: { index: leg.index, total: leg.total } };
  const entries = tests.names.map((name) => ({
    name,
    outcome: tests.failed(name) ? ('failed' as const) : ('passed' as const),
  }));
  const values = Object.entries(leg.values).map(([k, v]) => `${k}: ${v}`);
  await publishReport(
    { checkName: `Cloud tests (tests, ${values.join(', ')})`, externalId: 'x', title: 'T', entries },
    await reportDeps('ghs_legs', ctx),
    DEFAULT_EVIDENCE_OPTIONS,
  );
}

describe('combine after a three-leg matrix', () => {
  // Seven steps from dist/ (six legs and the combination), each a process writing to GitHub with its pauses.
  it('makes one check with every leg’s counts and the union of failures, new-failures 0 under fail-on new-failures', async () => {
    for (let i = 0; i < 3; i++) await leg('base', i);
    const heads = [];
    for (let i = 0; i < 3; i++) heads.push(await leg('head', i));
    world.github.requests.length = 0;
    const { main, post } = await combine({ 'fail-on': 'new-failures' });
    // What the legs' sessions ran, summed from their reports' digests.
    const vmSeconds = heads.reduce((n, h) => n + Number(h.outputs['vm-seconds']), 0);
    expect(vmSeconds).toBeGreaterThan(0);
    expect(main.outputs).toMatchObject({ 'vm-seconds': String(vmSeconds), 'device-seconds': '0' });

    expect(main.conclusion).toBe('success');
    expect(post?.conclusion).toBe('success');
    expect(main.outputs).toMatchObject({
      total: '8',
      passed: '7',
      failed: '1',
      unknown: '0',
      legs: '3',
      missing: '0',
      'new-failures': '0',
      'compared-to': BASE,
      conclusion: 'neutral',
    });
    const check = world.github.checkRuns.get(Number(main.outputs['check-run-id']))!;
    expect(check).toMatchObject({
      name: 'Cloud tests',
      head_sha: HEAD,
      status: 'completed',
      conclusion: 'neutral',
    });
    expect(check.statuses).toEqual(['in_progress', 'completed']);
    expect(check.output.title).toBe('1 still failing: 1 of 8 tests failed in 3 legs');
    const summary = check.output.summary ?? '';
    expect(summary).toContain(
      `**Session time:** ${formatSeconds(vmSeconds * 1000)} of VM time. What the service bills`,
    );
    // Every leg's counts, and a link to its check run.
    for (const run of [...world.github.checkRuns.values()].filter(
      (r) => r.head_sha === HEAD && r.id !== check.id,
    ))
      expect(summary).toContain(
        `[${run.name.replaceAll('(', '\\(').replaceAll(')', '\\)')}](<${run.html_url}>)`,
      );
    expect(summary).toMatch(/\| 3 \| 3 \| 0 \| 0 \| 0 \| `ba5eba5`: no new failures, nothing fixed \|/);
    // The union of failures, each naming its leg.
    expect(check.annotations.map((a) => a.title)).toEqual([
      expect.stringMatching(/^Codeless suite \d+ \(tests, target: checkout\) › Checkout/),
    ]);
    expect(main.summary).toContain('**Still failing (1)**');

    // GitHub reads besides the comparison's: the legs' check runs, one list; the comparison reads the
    // base commit's check runs once for the three legs, and once the workflow run their digests name
    // (whose code wrote them: src/report/history/trust.ts); and the base's quarantine file, once for
    // every leg.
    const reads = world.github.requests.filter((r) => r.method === 'GET').map((r) => r.path);
    expect(reads.filter((p) => p.includes(`/commits/${HEAD}/`))).toHaveLength(1);
    expect(reads.filter((p) => p.includes(`/commits/${BASE}/`))).toHaveLength(1);
    expect(reads.filter((p) => /\/actions\/runs\/\d+$/.test(p))).toHaveLength(1);
    expect(reads.filter((p) => p.includes('/contents/'))).toHaveLength(1);
    expect(reads).toHaveLength(4);
  }, 90_000);

  it('annotates the failures the pull request brought in full and one batch of those main has too', async () => {
    const old = Array.from({ length: 30 }, (_, i) => `old ${String(i + 1).padStart(2, '0')}`);
    for (const index of [0, 1]) {
      const leg = { index, total: 2, values: { shard: index } };
      await reportLeg('base', leg, { names: [...old, 'brand new'], failed: (n) => n.startsWith('old') });
      await reportLeg('head', leg, {
        names: [...old, 'brand new'],
        failed: (n) => n.startsWith('old') || index === 1,
      });
    }
    const { main } = await combine({ 'fail-on': 'new-failures' });

    expect(main.outputs).toMatchObject({ failed: '61', 'new-failures': '1', 'compared-to': BASE });
    const check = world.github.checkRuns.get(Number(main.outputs['check-run-id']))!;
    const titles = check.annotations.map((a) => String(a.title));
    // The new one first; then 50 of the 60 that failed on the base too.
    expect(titles[0]).toMatch(/› brand new/);
    expect(titles).toHaveLength(51);
    expect(check.output.summary).toContain(
      '10 more failures that also fail on the base are listed below, not annotated.',
    );
  });

  it('fails naming the leg that never reported, and passes without it under allow-missing', async () => {
    await leg('head', 0);
    await leg('head', 1);
    const { main } = await combine();
    expect(main.conclusion).toBe('failure');
    expect(main.outputs).toMatchObject({ legs: '2', missing: '1', conclusion: 'failure' });
    expect(main.errors.join('\n')).toContain('1 leg did not report: job tests, leg 3 of 3');
    const check = world.github.checkRuns.get(Number(main.outputs['check-run-id']))!;
    expect(check.conclusion).toBe('failure');
    expect(check.output.title).toMatch(/; 1 leg did not report$/);
    expect(check.output.summary).toContain('job tests, leg 3 of 3: no report of this workflow run');

    const allowed = await combine({ 'allow-missing': 'true', 'fail-on': 'nothing' });
    expect(allowed.main.conclusion).toBe('success');
    expect(allowed.main.outputs).toMatchObject({ legs: '2', missing: '1' });
  });

  // Four steps from dist/ (three legs and the combination), as the first test's seven.
  it("quarantines a leg's failure the file lists: the combined check passes, saying so", async () => {
    for (const index of [0, 1, 2]) await leg('head', index);
    const workspace = mkdtempSync(join(tmpdir(), 'combine-quarantine-'));
    try {
      // The pull request's base holds the entry: it decides the pull request's combined check.
      const listed = '- test: Checkout\n  reason: payment sandbox\n';
      world.github.putFile(BASE, '.github/cloudtest-quarantine.yml', listed);
      mkdirSync(join(workspace, '.github'));
      writeFileSync(join(workspace, '.github/cloudtest-quarantine.yml'), listed);
      const { main } = await combine({}, workspace);
      expect(main.errors).toEqual([]);
      expect(main.conclusion).toBe('success');
      expect(main.outputs).toMatchObject({ failed: '1', quarantined: '1', conclusion: 'success' });
      const check = world.github.checkRuns.get(Number(main.outputs['check-run-id']))!;
      expect(check.conclusion).toBe('success');
      expect(check.output.summary).toContain('### 🔒 Quarantined');
      expect(check.output.summary).toContain('payment sandbox; line 1');
      // Without the file at the base, the same legs fail the combined check, whatever the pull
      // request's own copy says.
      world.github.files.clear();
      const { main: unlisted } = await combine({}, workspace);
      expect(unlisted.conclusion).toBe('failure');
      expect(unlisted.outputs).toMatchObject({ quarantined: '0' });
      expect(unlisted.log).toContainEqual(
        expect.stringContaining(
          'This pull request quarantines 1 more test (.github/cloudtest-quarantine.yml)',
        ),
      );
    } finally {
      world.github.files.clear();
      rmSync(workspace, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('combine with the history of each leg', () => {
  // Eight steps from dist/ (six legs and two combinations).
  it("auto-quarantine reads each leg's base window: a test flaky there fails no combined check", async () => {
    const broken = { name: 'cart', success: false, status_message: 'broke' };
    for (const index of [0, 1]) await leg('base', index);
    // On main, cart failed and then passed on a retry: flaky in the one run of the build leg's window.
    await leg('base', 2, [ok('home'), ok('search'), broken, ok('cart')]);
    for (const index of [0, 1]) await leg('head', index);
    await leg('head', 2, [ok('home'), ok('search'), broken]);

    const { main: strict } = await combine({ 'fail-on': 'new-failures' });
    expect(strict.conclusion).toBe('failure');
    expect(strict.outputs).toMatchObject({ 'new-failures': '1', quarantined: '0' });
    const { main } = await combine({ 'fail-on': 'new-failures', 'auto-quarantine': '1' });
    expect(main.errors).toEqual([]);
    // new-failures counts only those that count: the quarantined one is in quarantined alone.
    expect(main.outputs).toMatchObject({ 'new-failures': '0', quarantined: '1' });
    const check = world.github.checkRuns.get(Number(main.outputs['check-run-id']))!;
    expect(check.output.summary).toContain('### 🔒 Quarantined');
    expect(check.output.summary).toContain('flaky in 1 of the last 1 run');
  }, 120_000);
});

describe('combine where it cannot combine', () => {
  it('ends at once in one line, before any request, without a token or outside a workflow run', async () => {
    const { event, env } = runOf('head');
    const bare = { action: 'combine', githubApiUrl: world.github.url, event };
    const noToken = await runMainThenPost({ ...bare, inputs: { 'github-token': '' }, env });
    expect(noToken.main.conclusion).toBe('failure');
    expect(noToken.main.errors).toEqual([
      'Combining reads the reports of this workflow run on GitHub, and no GitHub token was given (input `github-token`).',
    ]);
    expect(world.github.requests).toEqual([]);
    const noRun = await runAction({ ...bare, inputs: {}, env: { ...env, GITHUB_RUN_ID: '' } });
    expect(noRun.errors).toEqual([
      'Combining reads the reports of this workflow run on GitHub, and this is no workflow run (GITHUB_RUN_ID is not set).',
    ]);
    expect(world.github.requests).toEqual([]);
  });
});

describe('combine in words', () => {
  /** Leg `index` of three, named against matrix order; on the head, its test `a` fails (new in each). */
  const report = (on: On, index: number) =>
    reportLeg(
      on,
      { index, total: 3, values: { browser: ['webkit', 'firefox', 'chromium'][index]! } },
      { names: ['a', 'b'], failed: (name) => name === 'a' && on === 'head' },
    );

  it('three legs with one new failure each: 3 in every sentence that counts them, legs in matrix order', async () => {
    for (let i = 0; i < 3; i++) await report('base', i);
    for (let i = 0; i < 3; i++) await report('head', i);
    const { main } = await combine({ 'fail-on': 'new-failures' });
    expect(main.outputs['new-failures']).toBe('3');
    expect(main.errors).toEqual([
      `3 of 6 tests failed in 3 legs; 3 of them did not fail on ${BASE.slice(0, 7)} (fail-on: new-failures).`,
    ]);
    const check = world.github.checkRuns.get(Number(main.outputs['check-run-id']))!;
    expect(check.output.title).toBe('3 new failures: 3 of 6 tests failed in 3 legs');
    // Every sentence of the check and the log; the legs' table counts each leg in its own row.
    const said = [check.output.title, check.output.summary, ...main.log]
      .join('\n')
      .split('\n')
      .filter((line) => !line.startsWith('|'))
      .join('\n');
    expect(said).not.toMatch(/\b1 of them\b|\b1 new failure\b/);
    expect(said).not.toMatch(/\([^()]*\(/);
    // The legs as the matrix lists them, not by name.
    const summary = check.output.summary ?? '';
    const at = (browser: string) => summary.indexOf(`browser: ${browser}`);
    expect(at('webkit')).toBeGreaterThan(-1);
    expect(at('webkit')).toBeLessThan(at('firefox'));
    expect(at('firefox')).toBeLessThan(at('chromium'));
    // It runs no tests: no build name is made for them.
    expect(main.log.join('\n')).not.toMatch(/Build name for this job's tests/);
    expect(main.env).not.toHaveProperty('CLOUDTEST_BUILD');
  });
});

describe('combine over 100 legs', () => {
  /** Leg `index` of 100 reported in-process, as each leg's step reports: one failed test in leg 7. */
  const report = (on: On, index: number) =>
    reportLeg(
      on,
      { index, total: 100, values: { shard: index } },
      { names: ['a', 'b'], failed: (name) => name === 'a' && index === 7 },
    );

  it('reads the legs in two lists and the base commit once', async () => {
    for (let i = 0; i < 100; i++) await report('base', i);
    for (let i = 0; i < 100; i++) await report('head', i);
    world.github.requests.length = 0;
    const { main } = await combine({ 'fail-on': 'new-failures' });
    expect(main.outputs).toMatchObject({
      legs: '100',
      missing: '0',
      total: '200',
      failed: '1',
      'new-failures': '0',
    });
    const reads = world.github.requests.filter((r) => r.method === 'GET').map((r) => r.path);
    // 101 check runs of our app on the commit (100 legs and the combined one): two lists of 100.
    expect(reads.filter((p) => p.includes(`/commits/${HEAD}/`))).toHaveLength(2);
    // Each leg against its own leg's report on the base: the base commit's 100 check runs, read once.
    expect(reads.filter((p) => p.includes(`/commits/${BASE}/`))).toHaveLength(1);
    // The workflow run the base reports name, once for the 100; the base's quarantine file, once.
    expect(reads.filter((p) => /\/actions\/runs\/\d+$/.test(p))).toHaveLength(1);
    expect(reads.filter((p) => p.includes('/contents/'))).toHaveLength(1);
    expect(reads).toHaveLength(5);
  });
});

describe('combine after a re-run', () => {
  /** Leg `device` of job `tests`, place `index` of `total`, reported in-process by attempt `attempt` of run 777. */
  async function legOf(
    attempt: number,
    device: string,
    place: { index: number; total: number },
    failed = false,
  ) {
    const { event, env } = runOf('head');
    using runner = runnerEnv(world.github, {
      event,
      env: {
        ...env,
        GITHUB_REPOSITORY: 'octo-org/octo-repo',
        GITHUB_JOB: 'tests',
        GITHUB_RUN_ATTEMPT: String(attempt),
      },
    });
    const ctx = testContext({ env: runner.env, matrix: JSON.stringify({ device }) });
    ctx.job = { ...ctx.job, place };
    const deps = await reportDeps('ghs_legs', ctx);
    const entries = [
      { name: `checkout on ${device}`, outcome: failed ? ('failed' as const) : ('passed' as const) },
    ];
    await publishReport(
      { checkName: `Cloud tests (tests, device: ${device})`, externalId: 'x', title: 'T', entries },
      deps,
      DEFAULT_EVIDENCE_OPTIONS,
    );
  }
  const combineAt = (attempt: number) => {
    const { event, env } = runOf('head');
    return runMainThenPost({
      action: 'combine',
      inputs: {},
      githubApiUrl: world.github.url,
      event,
      env: { ...env, GITHUB_JOB: 'all-tests', GITHUB_RUN_ATTEMPT: String(attempt) },
    });
  };

  it('finds the leg that never reported after a re-run with a changed matrix; a leg not re-run stands', async () => {
    // Attempt 1 ran devices A and B; attempt 2, re-run with the matrix made anew, A and C: C was
    // cancelled before it reported.
    await legOf(1, 'A', { index: 0, total: 2 });
    await legOf(1, 'B', { index: 1, total: 2 });
    await legOf(2, 'A', { index: 0, total: 2 });
    world.github.attemptJobs.set('777/2', ['devices', 'tests (A)', 'tests (C)', 'all-tests']);
    const changed = await combineAt(2);
    expect(changed.main.conclusion).toBe('failure');
    expect(changed.main.outputs).toMatchObject({ legs: '1', missing: '1', total: '1' });
    expect(changed.main.errors.join('\n')).toContain('1 leg did not report: job tests, leg 2 of 2');
    expect(changed.main.log.join('\n')).toContain(
      'Not counted: Cloud tests (tests, device: B) (job tests, leg 2 of 2, attempt 1): every leg of job tests ran again in this attempt',
    );

    // "Re-run failed jobs": B failed and ran again in attempt 2; A, not re-run, keeps attempt 1's report.
    world.github.checkRuns.clear();
    await legOf(1, 'A', { index: 0, total: 2 });
    await legOf(1, 'B', { index: 1, total: 2 }, true);
    await legOf(2, 'B', { index: 1, total: 2 });
    world.github.attemptJobs.set('777/2', ['tests (B)', 'all-tests']);
    world.github.requests.length = 0;
    const rerun = await combineAt(2);
    expect(rerun.main.conclusion).toBe('success');
    expect(rerun.main.outputs).toMatchObject({ legs: '2', missing: '0', failed: '0', total: '2' });
    // The attempt's jobs are read only because a place was filled from an earlier attempt.
    const reads = world.github.requests.filter((r) => r.method === 'GET').map((r) => r.path);
    expect(reads.filter((p) => p.endsWith('/attempts/2/jobs'))).toHaveLength(1);
  }, 60_000);

  it('a forged smaller mark shrinks no matrix: not counted, said so, and the leg that never reported is missing', async () => {
    await legOf(1, 'A', { index: 0, total: 3 });
    await legOf(1, 'B', { index: 1, total: 3 });
    // Any check run of our app that names this run: "leg 1 of 1" of the same job.
    await legOf(1, 'Z', { index: 0, total: 1 });
    const { main } = await combineAt(1);
    expect(main.conclusion).toBe('failure');
    expect(main.outputs).toMatchObject({ legs: '2', missing: '1' });
    expect(main.errors.join('\n')).toContain('1 leg did not report: job tests, leg 3 of 3');
    expect(main.log.join('\n')).toContain(
      "Not counted: Cloud tests (tests, device: Z) (job tests, leg 1 of 1, attempt 1): its mark names a matrix of 1, this attempt's holds 3",
    );
  }, 60_000);
});
