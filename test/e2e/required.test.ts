// A required check is always there, from the committed dist/ as the runner runs it: a reporting step
// that cannot report still completes its check run, failure, the reason its title, linking the
// workflow run; its post step makes it when main was stopped first; a token that may not write checks
// makes the log say the check will be missing.
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeService } from '../fake-service/server.ts';
import { CANCEL_LIKE_THE_RUNNER, runAction, runMainThenPost } from '../support/runner.ts';
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
  world.service.faults.clear();
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
