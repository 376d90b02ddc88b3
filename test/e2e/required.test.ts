// A required check is always there, from the committed dist/ as the runner runs it: a reporting step
// that cannot report still completes its check run, failure, the reason its title, linking the
// workflow run; its post step makes it when main was stopped first; a token that may not write checks
// makes the log say the check will be missing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { beforeEach, describe, expect, it } from 'vitest';

import { CHECK_RUN_PATH, CHECK_RUNS_PATH } from '../fake-github/server.ts';
import type { FakeService } from '../fake-service/server.ts';
import { CANCEL_LIKE_THE_RUNNER, createJob, runAction, runMainThenPost } from '../support/runner.ts';
import { type CodelessSuite, seedCodelessSuite, useWorld, type World } from './scenario.ts';

let world: World;
let shop: CodelessSuite;
useWorld((started) => {
  world = started;
  shop = seedCodelessSuite(world.service, world.user);
});
beforeEach(() => {
  world.github.checkRuns.clear();
  world.github.deny = undefined;
  world.github.faults.clear();
  world.service.faults.clear();
  world.service.requests.length = 0;
});

/** The service answers 503 to every request, whatever its path. */
function serviceDown(service: FakeService): void {
  for (let n = 1; n <= 6; n++) service.faults.always(undefined, `/${Array(n).fill('*').join('/')}`, 503);
}

const RUN_URL = 'https://github.com/octo-org/octo-repo/actions/runs/';

/**
 * The one check run, completed as failure, its title the reason, linking the workflow run ("Details"),
 * its summary too when no report was made.
 */
function expectFailedCheck(name: string, reason: RegExp, unreported = true) {
  const run = world.github.only();
  expect(run).toMatchObject({ name, status: 'completed', conclusion: 'failure' });
  expect(run.output.title).toMatch(reason);
  expect(run.details_url).toMatch(new RegExp(`^${RUN_URL}\\d+$`));
  if (unreported) expect(run.output.summary).toContain(`[The workflow run](<${RUN_URL}`);
  return run;
}

describe('with the service answering 503 to every request', () => {
  it('the root action’s check run exists, failure, the 503 its title', async () => {
    serviceDown(world.service);
    const { main } = await runMainThenPost({
      action: '.',
      inputs: { 'suite-id': shop.suite.id, 'poll-interval': 1, timeout: 5 },
      ...world.jobOptions(),
      timeoutMs: 60_000,
    });
    expect(main.conclusion).toBe('failure');
    // Its check run, opened before the trigger, is completed with the trigger's failure.
    expectFailedCheck(
      `Codeless suite ${shop.suite.id} (test)`,
      new RegExp(`^Could not trigger Codeless suite ${shop.suite.id}: .*HTTP 503`),
    );
  });

  it('wait-for-job’s check run exists, failure, the 503 its title', async () => {
    const job = world.service.lab.startJob(world.user, shop.tests, {});
    serviceDown(world.service);
    const { main } = await runMainThenPost({
      action: 'wait-for-job',
      inputs: { 'job-id': job.id, 'poll-interval': 1, timeout: 3 },
      ...world.jobOptions(),
      timeoutMs: 60_000,
    });
    expect(main.conclusion).toBe('failure');
    // The wait ended at its time-out with the job never read: the report says why, as failure.
    expectFailedCheck(
      'Codeless tests (test)',
      new RegExp(`^Could not read job ${job.id} within 3 s: .*HTTP 503`),
      false,
    );
  });

  it('annotate-build’s check run exists, failure, the 503 its title', async () => {
    serviceDown(world.service);
    const { main, post } = await runMainThenPost({
      action: 'annotate-build',
      inputs: { build: 'nightly-1', 'wait-seconds': 1 },
      ...world.jobOptions(),
      timeoutMs: 60_000,
    });
    expect(main.conclusion).toBe('failure');
    expectFailedCheck(
      'Cloud tests (test)',
      /^Not reported: list the tests of a build \(GET \/v1\/builds\/nightly-1\) failed with HTTP 503/,
    );
    // Main said why already: its post step makes no second check run.
    expect(post?.conclusion).toBe('success');
  });
});

describe('with a trigger refused for credits (402)', () => {
  it('the root action’s check run exists, failure, the 402 its title', async () => {
    world.service.faults.add('POST', '/v1/labsuites/:id/trigger', 402);
    const { main } = await runMainThenPost({
      action: '.',
      inputs: { 'suite-id': shop.suite.id, 'poll-interval': 1 },
      ...world.jobOptions(),
    });
    expect(main.conclusion).toBe('failure');
    expect(main.errors.join('\n')).toMatch(/402.*insufficient credits/i);
    expectFailedCheck(
      `Codeless suite ${shop.suite.id} (test)`,
      new RegExp(`^Could not trigger Codeless suite ${shop.suite.id}: .*HTTP 402: insufficient credits`),
    );
  });
});

describe('a step stopped before its report', () => {
  it('leaves its post step to make the check run: failure when killed', async () => {
    const { main, post } = await runMainThenPost({
      action: 'annotate-build',
      inputs: { build: 'never-there', 'wait-seconds': 30 },
      ...world.jobOptions(),
      kill: { when: /not found yet/ },
    });
    expect(main.conclusion).toBe('failure');
    expect(post?.conclusion).toBe('success');
    expectFailedCheck('Cloud tests (test)', /^Not reported: the step ended before it reported/);
  });

  it.skipIf(!CANCEL_LIKE_THE_RUNNER)(
    'leaves its post step to make the check run: cancelled when cancelled',
    async () => {
      const { main } = await runMainThenPost({
        action: 'annotate-build',
        inputs: { build: 'never-there', 'wait-seconds': 30 },
        ...world.jobOptions(),
        cancel: { when: /not found yet/ },
      });
      expect(main.conclusion).toBe('cancelled');
      expect(world.github.only()).toMatchObject({
        name: 'Cloud tests (test)',
        conclusion: 'cancelled',
        output: { title: 'Not reported: the step was cancelled before it reported' },
      });
    },
  );
});

describe('a token that may not write checks', () => {
  it('makes the log say the check will be missing, and why', async () => {
    world.github.denyChecks();
    const result = await runAction({
      action: 'annotate-build',
      inputs: { build: 'never-there', 'wait-seconds': 0 },
      ...world.jobOptions(),
    });
    expect(result.conclusion).toBe('failure');
    expect(result.warnings.join('\n')).toMatch(
      /The check "Cloud tests \(test\)" will be missing \(a required check waits for it\): the token may not create check runs \(.*403.*checks: write/,
    );
  });
});

describe("GitHub not taking the report's last write", () => {
  /** Main with GitHub answering `status` to every write of `path`; then post, GitHub healed. */
  async function mainThenHealedPost(
    step: Parameters<ReturnType<typeof createJob>['step']>[0],
    faulty: { method: string; path: string },
    job = createJob(world.jobOptions()),
  ) {
    using _job = job;
    world.github.faults.always(faulty.method, faulty.path, 502);
    const main = await job.step(step);
    world.github.faults.clear();
    const [post] = await job.finish();
    return { main, post };
  }

  it("annotate-build: a 502 on every update of the check run it opened: its post step completes it with the report's result", async () => {
    // A base report, so that the pull request's step opens its check run to learn its app.
    const base = 'b0'.repeat(20);
    const head = 'c3'.repeat(20);
    world.service.tests.seedBuild(world.user, 'left-base', [{ name: 'login' }]);
    await runAction({
      action: 'annotate-build',
      inputs: { build: 'left-base', 'wait-seconds': 1 },
      ...world.jobOptions({
        event: { name: 'push', payload: { before: '0'.repeat(40) } },
        env: { GITHUB_SHA: base },
      }),
    });
    world.service.tests.seedBuild(world.user, 'left-head', [
      { name: 'login' },
      { name: 'search', success: false, status_message: 'broke' },
    ]);
    const pr = {
      name: 'pull_request',
      payload: {
        number: 3,
        pull_request: { number: 3, head: { sha: head }, base: { sha: base, ref: 'main' } },
      },
    };
    const { main, post } = await mainThenHealedPost(
      { action: 'annotate-build', inputs: { build: 'left-head', 'wait-seconds': 1 } },
      { method: 'PATCH', path: CHECK_RUN_PATH },
      createJob(world.jobOptions({ event: pr })),
    );
    expect(main.conclusion).toBe('failure');
    expect(post?.conclusion).toBe('success');
    // The base's report stays; the pull request's check run is the one on its head.
    const runs = [...world.github.checkRuns.values()].filter((r) => r.head_sha === head);
    expect(runs).toHaveLength(1);
    const run = runs[0]!;
    expect(run).toMatchObject({ name: 'Cloud tests (test)', status: 'completed', conclusion: 'failure' });
    expect(run.output.title).toBe('1 new failure: 1 of 2 tests failed');
    expect(run.output.summary).toContain('GitHub did not take the report of this check run.');
    expect(run.output.summary).toContain('Its post step completed this check run');
  });

  it("annotate-build: a 502 on every create: its post step makes the check run with the report's result", async () => {
    world.service.tests.seedBuild(world.user, 'never-made', [{ name: 'login' }]);
    const { main, post } = await mainThenHealedPost(
      { action: 'annotate-build', inputs: { build: 'never-made', 'wait-seconds': 1 } },
      { method: 'POST', path: CHECK_RUNS_PATH },
    );
    expect(main.conclusion).toBe('success');
    expect(post?.conclusion).toBe('success');
    const run = world.github.only();
    expect(run).toMatchObject({ name: 'Cloud tests (test)', status: 'completed', conclusion: 'success' });
    expect(run.output.title).toBe('All 1 test passed');
    expect(run.output.summary).toContain('Its post step made this check run');
  });

  it('combine: a 502 on every update of its combined check run: its post step completes it', async () => {
    const run = { GITHUB_RUN_ID: '8080', GITHUB_JOB: 'all-tests' };
    const { main, post } = await mainThenHealedPost(
      { action: 'combine', inputs: { 'allow-missing': 'true' } },
      { method: 'PATCH', path: CHECK_RUN_PATH },
      createJob(world.jobOptions({ env: run })),
    );
    expect(main.conclusion).toBe('failure');
    expect(post?.conclusion).toBe('success');
    expect(world.github.only()).toMatchObject({
      name: 'Cloud tests',
      status: 'completed',
      conclusion: 'failure',
    });
  });
});

describe('a step that fails its checks, before any request', () => {
  it.each([
    [
      'annotate-build, a setting missing',
      'annotate-build',
      { build: 'b' },
      { CLOUDTEST_KEY: undefined },
      'Cloud tests (test)',
      /^Not reported: .*CLOUDTEST_KEY/,
    ],
    [
      'annotate-build, an input that does not parse',
      'annotate-build',
      { build: 'b', 'wait-seconds': 'soon' },
      {},
      'Cloud tests (test)',
      /^Not reported: Input "wait-seconds"/,
    ],
    [
      'annotate-build, its own check name',
      'annotate-build',
      { build: 'b', 'check-name': 'E2E', 'fail-on': 'never' },
      {},
      'E2E',
      /^Not reported: Input "fail-on"/,
    ],
    [
      'wait-for-job, no job ID',
      'wait-for-job',
      {},
      {},
      'Codeless tests (test)',
      /^Not reported: Input "job-id"/,
    ],
    [
      'the root action, a target that does not parse: the plain default name',
      '.',
      { 'suite-id': 'forty-one' },
      {},
      'Codeless tests (test)',
      /^Not reported: Input "suite-id"/,
    ],
    [
      "the root action, a bad timeout: the target's name",
      '.',
      { 'suite-id': '41', timeout: '-1' },
      {},
      'Codeless suite 41 (test)',
      /^Not reported: Input "timeout"/,
    ],
    [
      'combine, an input that does not parse',
      'combine',
      { 'allow-missing': 'maybe' },
      {},
      'Cloud tests',
      /^Not reported: Input "allow-missing"/,
    ],
  ] as const)('%s: a completed failure check run says why', async (_, action, inputs, env, name, reason) => {
    const result = await runAction({ action, inputs, ...world.jobOptions({ env }) });
    expect(result.conclusion).toBe('failure');
    expect(world.service.requests).toEqual([]);
    expectFailedCheck(name, reason);
  });

  it('a malformed quarantine file on a push: a completed failure check run names its line', async () => {
    const sha = 'd1'.repeat(20);
    using job = createJob(world.jobOptions({ env: { GITHUB_SHA: sha } }));
    // A checkout of the push's commit: its own quarantine file decides, read before any request.
    mkdirSync(join(job.workspace, '.git'), { recursive: true });
    writeFileSync(join(job.workspace, '.git/HEAD'), `${sha}\n`);
    mkdirSync(join(job.workspace, '.github'), { recursive: true });
    writeFileSync(
      join(job.workspace, '.github/cloudtest-quarantine.yml'),
      '- test: pays\n  browsr: chrome\n',
    );
    const result = await job.step({ action: 'annotate-build', inputs: { build: 'b', 'wait-seconds': 0 } });
    expect(result.conclusion).toBe('failure');
    expectFailedCheck(
      'Cloud tests (test)',
      /^Not reported: Input "quarantine" cannot be used: .*line 2: unknown key "browsr"/,
    );
  });

  it('report: false writes no check run', async () => {
    const result = await runAction({
      action: 'wait-for-job',
      inputs: { report: 'false' },
      ...world.jobOptions(),
    });
    expect(result.conclusion).toBe('failure');
    expect(world.github.checkRuns.size).toBe(0);
  });
});
