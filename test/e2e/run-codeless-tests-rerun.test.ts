// The root action on a re-run of the workflow run (`rerun`): attempt 2 triggers only what failed in
// attempt 1, read from its check run, and reports the whole suite; from the committed dist/, against
// the fake service (its request log) and the fake GitHub.
import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { FakeCheckRun } from '../fake-github/server.ts';
import type { FakeLabTest } from '../fake-service/routes/lab.ts';
import { junitErrors, parseJUnit } from '../report/schemas.ts';
import { CANCEL_LIKE_THE_RUNNER, REPOSITORY, runMainThenPost, type StepOptions } from '../support/runner.ts';
import { QUICK_JOB_PLAN, seedSuiteOf, startWorld, type World } from './scenario.ts';

let world: World;
let triggersBefore = 0;
/** Where a test has the JUnit file written, to read it after the job is gone. */
let files: string;
beforeAll(async () => {
  world = await startWorld();
  files = mkdtempSync(join(tmpdir(), 'rerun-'));
});
afterAll(async () => {
  await world[Symbol.asyncDispose]();
  rmSync(files, { recursive: true, force: true });
});
beforeEach(() => {
  world.service.jobs.nextPlan = QUICK_JOB_PLAN;
  world.github.checkRuns.clear();
  triggersBefore = world.service.lab.triggers.length;
});

const seedSuite = (tests: Array<[string, boolean]>) => seedSuiteOf(world, tests);

/** One workflow run: each call is its next attempt of the root action's step, main then post. */
function workflowRun(suiteId: number, inputs: StepOptions['inputs'] = {}) {
  const runId = String(randomInt(1_000_000_000, 9_000_000_000));
  return async (attempt: number, more: Partial<StepOptions> = {}) =>
    runMainThenPost({
      action: '.',
      inputs: { 'suite-id': suiteId, 'poll-interval': 1, ...inputs },
      ...world.jobOptions({ env: { GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: String(attempt) } }),
      ...more,
    });
}

/** What was triggered since the test began: `suite` or the Codeless test's ID. */
const triggered = () =>
  world.service.lab.triggers.slice(triggersBefore).map((t) => (t.kind === 'suite' ? 'suite' : t.id));

/** The newest check run: the last attempt's report. */
const newestRun = (): FakeCheckRun => [...world.github.checkRuns.values()].at(-1)!;

describe('the root action on a re-run of the workflow run', () => {
  it("triggers only the earlier attempt's failures and reports the whole suite, attempt after attempt", async () => {
    const { suite, tests } = seedSuite([
      ['Login', false],
      ['Checkout', true],
      ['Search', true],
    ]);
    const [, checkout, search] = tests as [FakeLabTest, FakeLabTest, FakeLabTest];
    const junitFile = join(files, 'results.xml');
    const attempt = workflowRun(suite.id, { 'junit-file': junitFile });

    const first = await attempt(1);
    expect(first.main.conclusion).toBe('failure');
    expect(triggered()).toEqual(['suite']);
    const loginRun = world.service.lab.runs.find((r) => r.testId === tests[0]!.id)!;

    delete checkout.failure;
    world.github.requests.length = 0;
    const second = await attempt(2);
    expect(triggered()).toEqual(['suite', checkout.id, search.id]);
    // Attempt 1's report is read with one request, the commit's check runs, after this attempt's
    // check run opened (GitHub's answer names the app it must be of); the re-run completes that one.
    // With failures, and no checkout, the commit's own quarantine file is read through GitHub.
    const reads = world.github.requests.filter((r) => r.method === 'GET');
    expect(
      reads.map((r) => `${r.path.replace(/\/[0-9a-f]{40}\//, '/SHA/')} ${r.query.filter ?? ''}`),
    ).toEqual([
      `/repos/${REPOSITORY}/commits/SHA/check-runs all`,
      `/repos/${REPOSITORY}/contents/.github%2Fcloudtest-quarantine.yml `,
    ]);
    const opened = world.github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/check-runs'));
    expect(opened).toHaveLength(1);
    expect(second.main.log).toContainEqual(
      expect.stringContaining(
        'Attempt 2: running again only the 2 Codeless tests that failed in attempt 1; the 1 test that passed there is carried into this report.',
      ),
    );
    expect(second.main.log).toContainEqual(
      expect.stringContaining(
        "re-run of attempt 1's failures: triggering 2 Codeless tests (one job each, billed like any run of the test).",
      ),
    );
    const jobOfCheckout = world.service.lab.triggers.find((t) => t.id === checkout.id)!.jobId;
    expect(second.main.outputs).toMatchObject({
      'job-id': String(jobOfCheckout),
      flaky: '1',
      'failed-count': '1',
      status: 'FINISHED',
      success: 'false',
    });
    expect(second.main.conclusion).toBe('failure');
    const report = newestRun();
    expect(report.output.title).toBe('Ran again what failed in attempt 1: 1 of 3 tests failed, 1 flaky');
    expect(report.conclusion).toBe('failure');
    expect(report.output.summary).toContain('Attempt 2 of this workflow run');
    // Login passed in attempt 1 and is in the file under its spawned test, marked with its attempt.
    const xml = readFileSync(junitFile, 'utf8');
    const searchJob = world.service.lab.triggers.find((t) => t.id === search.id)!.jobId;
    const search2 = world.service.lab.runs.find((r) => r.jobId === searchJob)!.sessionTestId;
    expect(await junitErrors(xml, 'surefire')).toEqual([]);
    expect(parseJUnit(xml).cases.map((c) => [c.name, c.outcome, c.flakyMessage])).toEqual([
      [`Test ${loginRun.sessionTestId} (attempt 1)`, 'passed', undefined],
      ['Checkout', 'passed', 'Failed in attempt 1 of this workflow run.'],
      [`Search (test ${search2})`, 'failed', undefined],
    ]);

    delete search.failure;
    const third = await attempt(3);
    // Only Search failed in attempt 2.
    expect(triggered()).toEqual(['suite', checkout.id, search.id, search.id]);
    expect(third.main.conclusion).toBe('success');
    expect(third.main.outputs).toMatchObject({ flaky: '2', 'failed-count': '0', success: 'true' });
    expect(newestRun().output.title).toBe('Ran again what failed in attempt 2: 1 of 3 tests passed, 2 flaky');
    expect(newestRun().conclusion).toBe('success');
  });

  it.each([
    [
      'latest moves from chrome 126 to 127',
      'chrome 127',
      () => world.service.platform.browsers.webdriver.find((b) => b.browser_id === 101)!.version++,
    ],
    ['the test is moved to Firefox', 'firefox 127', (checkout: FakeLabTest) => (checkout.browserIds = [102])],
  ])(
    'stays failed, naming the test, when it fails again after %s between the attempts',
    async (_, browser, change) => {
      const { suite, tests } = seedSuite([
        ['Login', false],
        ['Checkout', true],
      ]);
      const checkout = tests[1]!;
      const chrome = world.service.platform.browsers.webdriver.find((b) => b.browser_id === 101)!;
      const attempt = workflowRun(suite.id);
      try {
        const first = await attempt(1);
        expect(first.main.errors.join('\n')).toContain('on chrome 126');

        change(checkout);
        const second = await attempt(2);
        expect(triggered()).toEqual(['suite', checkout.id]);
        expect(second.main.conclusion).toBe('failure');
        expect(second.main.outputs).toMatchObject({ success: 'false', 'failed-count': '1', flaky: '0' });
        const retryJob = world.service.lab.triggers.at(-1)!.jobId;
        expect(second.main.errors).toEqual([
          expect.stringMatching(
            new RegExp(
              `^Ran again what failed in attempt 1: 1 of 2 tests failed: Checkout \\(test \\d+\\) retry job ${retryJob}: failed at step 4 on ${browser} \\(time [^)]+\\): element #pay-now not found\\.$`,
            ),
          ),
        ]);
        expect(newestRun().conclusion).toBe('failure');
        expect(newestRun().output.title).toBe('Ran again what failed in attempt 1: 1 of 2 tests failed');
      } finally {
        chrome.version = 126;
      }
    },
  );

  it('triggers nothing when nothing failed before, and reports the earlier tests as they were', async () => {
    const { suite } = seedSuite([
      ['Login', false],
      ['Search', false],
    ]);
    const attempt = workflowRun(suite.id);
    await attempt(1);

    const second = await attempt(2);
    expect(triggered()).toEqual(['suite']);
    expect(second.main.conclusion).toBe('success');
    expect(second.main.outputs).toMatchObject({ 'job-id': '', flaky: '0', 'failed-count': '0' });
    expect(newestRun().output.title).toBe('Nothing failed in attempt 1: All 2 tests passed');
    expect(second.post?.conclusion).toBe('success');
  });

  it('rerun: all triggers everything again', async () => {
    const { suite } = seedSuite([
      ['Login', false],
      ['Checkout', true],
    ]);
    const attempt = workflowRun(suite.id, { rerun: 'all' });
    await attempt(1);
    const second = await attempt(2);
    expect(triggered()).toEqual(['suite', 'suite']);
    expect(second.main.log).toContainEqual(
      expect.stringContaining('Attempt 2 of this workflow run runs every test again: rerun is all.'),
    );
  });

  it('runs everything, saying why, when no earlier attempt left a report', async () => {
    const { suite } = seedSuite([['Checkout', true]]);
    const second = await workflowRun(suite.id)(2);
    expect(triggered()).toEqual(['suite']);
    expect(second.main.log).toContainEqual(
      expect.stringMatching(
        // The one check run on the commit is this attempt's own, opened in progress before the read.
        /Attempt 2 of this workflow run runs every test again: no report of ".*" from an earlier attempt could be read \(no report of this check from this workflow run on [0-9a-f]{7}\)\./,
      ),
    );
  });

  it('runs everything, saying why, when a failure cannot be tied to one Codeless test', async () => {
    const { suite } = seedSuite([
      ['Checkout', true],
      ['Checkout', false],
    ]);
    const attempt = workflowRun(suite.id);
    await attempt(1);
    const second = await attempt(2);
    expect(triggered()).toEqual(['suite', 'suite']);
    expect(second.main.log).toContainEqual(
      expect.stringContaining(
        `runs every test again: which tests failed in attempt 1 is not certain: "Checkout": 2 Codeless tests of Codeless suite ${suite.id} bear that name`,
      ),
    );
    // The check run the plan opened to read attempt 1's report is the one the wait shows and completes.
    const runs = [...world.github.checkRuns.values()];
    expect(runs.map((r) => r.status)).toEqual(['completed', 'completed']);
    expect(newestRun().titles[0]).toBe('Attempt 2: reading what the attempt before left to run again');
    expect(newestRun().output.title).toMatch(/^Job \d+ FINISHED: 1 of 2 tests failed$/);
    expect(second.post?.conclusion).toBe('success');
  });

  it.skipIf(!CANCEL_LIKE_THE_RUNNER)('stops the re-run tests when the workflow is cancelled', async () => {
    const { suite, tests } = seedSuite([
      ['Login', false],
      ['Checkout', true],
    ]);
    const checkout = tests[1]!;
    const attempt = workflowRun(suite.id);
    await attempt(1);

    // The re-run's job never ends: the workflow is cancelled while it runs.
    world.service.jobs.nextPlan = [{ status: 'RUNNING', afterPolls: 1 }];
    const second = await attempt(2, { cancel: { when: /Triggered Codeless test/ } });
    expect(second.main.conclusion).toBe('cancelled');
    expect(triggered()).toEqual(['suite', checkout.id]);
    const jobId = world.service.lab.triggers.at(-1)!.jobId;
    const runs = world.service.lab.runs.filter((r) => r.jobId === jobId);
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.every((r) => r.stopped)).toBe(true);
    expect(second.post?.log).toContainEqual(
      expect.stringContaining(
        `Job ${jobId} was still running when the workflow ended: stopped 1 of its 1 test.`,
      ),
    );
  });
});
