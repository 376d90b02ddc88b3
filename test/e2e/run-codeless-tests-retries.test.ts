// The root action's `retries`: only the failed Codeless tests are triggered again, from the committed
// dist/, against the fake service (its request log) and the fake GitHub.
import { beforeEach, describe, expect, it } from 'vitest';

import type { FakeLabTest } from '../fake-service/routes/lab.ts';
import { CANCEL_LIKE_THE_RUNNER, runMainThenPost } from '../support/runner.ts';
import { QUICK_JOB_PLAN, seedSuiteOf, useWorld, type World } from './scenario.ts';

let world: World;
let spawn: World['service']['lab']['onSpawn'];
let triggersBefore = 0;
useWorld((started) => {
  world = started;
  spawn = world.service.lab.onSpawn;
});
beforeEach(() => {
  world.service.requests.length = 0;
  world.service.jobs.nextPlan = QUICK_JOB_PLAN;
  world.service.lab.onSpawn = spawn;
  world.github.checkRuns.clear();
  triggersBefore = world.service.lab.triggers.length;
});

const seedSuite = (tests: Array<[string, boolean]>) => seedSuiteOf(world, tests);

/** Once the first job's runs are spawned, `then` runs: what changes for the retries. */
function afterFirstJob(then: () => void): void {
  let first: number | undefined;
  world.service.lab.onSpawn = (owner, run) => {
    spawn(owner, run);
    first ??= run.jobId;
    if (run.jobId === first) then();
  };
}

const retryTriggers = () => world.service.lab.triggers.slice(triggersBefore).filter((t) => t.kind === 'test');
const retryOf = (test: FakeLabTest) => ({ kind: 'test', id: test.id, jobId: expect.any(Number) });

describe('the root action with retries', () => {
  it('re-triggers exactly the failed tests; one that passes then is flaky, one that fails again fails', async () => {
    const { suite, tests } = seedSuite([
      ['Login', false],
      ['Checkout', true],
      ['Search', true],
    ]);
    const [, checkout, search] = tests as [FakeLabTest, FakeLabTest, FakeLabTest];
    afterFirstJob(() => delete checkout.failure);

    const { main, post } = await runMainThenPost({
      action: '.',
      inputs: { 'suite-id': suite.id, 'poll-interval': 1, retries: 1 },
      ...world.jobOptions(),
    });

    expect(world.service.seen('POST', '/v1/labsuites/:id/trigger')).toHaveLength(1);
    expect(retryTriggers()).toEqual([retryOf(checkout), retryOf(search)]);
    expect(main.log).toContainEqual(
      expect.stringContaining(
        'retry 1 of 1: triggering 2 Codeless tests (one job each, billed like any run of the test).',
      ),
    );
    expect(main.conclusion).toBe('failure');
    expect(main.outputs).toMatchObject({ flaky: '1', 'failed-count': '1' });
    const run = world.github.only();
    expect(run.conclusion).toBe('failure');
    // Search failed on both runs: one failure with its attempts; Checkout a flaky notice.
    expect(run.annotations).toEqual([
      expect.objectContaining({
        annotation_level: 'failure',
        message: expect.stringMatching(/^2 attempts, the last failed/),
      }),
      expect.objectContaining({ annotation_level: 'notice', title: expect.stringMatching(/^Checkout /) }),
    ]);
    expect(run.output.title).toMatch(/^Job \d+ FINISHED: 2 of 3 tests failed, 1 still failed after retries$/);
    expect(run.output.summary).toContain('Flaky tests');
    expect(run.output.summary).toContain('Checkout');
    expect(post?.conclusion).toBe('success');
    expect(world.service.lab.stops).toEqual([]);
  });

  it('passes the step when every retried test passes, the tests flaky', async () => {
    const { suite, tests } = seedSuite([
      ['Login', false],
      ['Checkout', true],
    ]);
    const checkout = tests[1]!;
    afterFirstJob(() => delete checkout.failure);

    const { main } = await runMainThenPost({
      action: '.',
      inputs: { 'suite-id': suite.id, 'poll-interval': 1, retries: 2 },
      ...world.jobOptions(),
    });

    // Nothing failed after the first retry: no second one.
    expect(retryTriggers()).toEqual([retryOf(checkout)]);
    expect(main.conclusion).toBe('success');
    expect(main.outputs).toMatchObject({ flaky: '1', 'failed-count': '0' });
    expect(world.github.only().conclusion).toBe('success');
  });

  it('stays failed when the retry FINISHED with success false and no error listed', async () => {
    const { suite, tests } = seedSuite([
      ['Login', false],
      ['Checkout', true],
    ]);
    const checkout = tests[1]!;
    // The retry's job says the test failed, and lists nothing.
    afterFirstJob(
      () =>
        (world.service.jobs.nextPlan = [
          { status: 'RUNNING', afterPolls: 1 },
          { status: 'FINISHED', afterPolls: 1, success: false, errors: [] },
        ]),
    );

    const { main } = await runMainThenPost({
      action: '.',
      inputs: { 'suite-id': suite.id, 'poll-interval': 1, retries: 1 },
      ...world.jobOptions(),
    });

    expect(retryTriggers()).toEqual([retryOf(checkout)]);
    const retryJob = retryTriggers()[0]!.jobId;
    expect(main.conclusion).toBe('failure');
    expect(main.outputs).toMatchObject({ flaky: '0', 'failed-count': '1', success: 'false' });
    expect(main.errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Job \\d+ FINISHED: 1 of 2 tests failed, 1 still failed after retries: Checkout retry job ${retryJob} FINISHED with success false without listing a failure\\.$`,
        ),
      ),
    ]);
    const run = world.github.only();
    expect(run.conclusion).toBe('failure');
    expect(run.output.title).not.toMatch(/passed on a retry/);
  });

  it('never triggers a test again after its retry trigger got no answer: one trigger, not two', async () => {
    const { suite, tests } = seedSuite([
      ['Login', false],
      ['Checkout', true],
    ]);
    const checkout = tests[1]!;
    // The service starts the first retry's runs, and its answer is lost on the way.
    world.service.faults.add('POST', `/v1/lab/${checkout.id}/trigger`, { kind: 'drop-answer' });

    const { main, post } = await runMainThenPost({
      action: '.',
      inputs: { 'suite-id': suite.id, 'poll-interval': 1, retries: 2 },
      ...world.jobOptions(),
    });

    expect(world.service.seen('POST', `/v1/lab/${checkout.id}/trigger`)).toHaveLength(1);
    expect(retryTriggers()).toEqual([retryOf(checkout)]);
    expect(main.conclusion).toBe('failure');
    // Its first job said false; the retry left it unknown, never passed.
    expect(main.outputs).toMatchObject({ 'failed-count': '0', success: 'false' });
    expect(main.errors.join('\n')).toContain(
      `Codeless test ${checkout.id}: the answer to its retry's trigger was lost, so whether that retry ran, and how, is unknown (no job to read); it is not triggered again.`,
    );
    // Its trigger stays saved: the post step says what it can do about it.
    expect(post?.conclusion).toBe('success');
    expect(post?.log).toContainEqual(
      expect.stringContaining("Stopped nothing: the trigger's answer never came"),
    );
  });

  it('does not retry a failure it cannot tie to one Codeless test, and says why', async () => {
    const { suite } = seedSuite([
      ['Checkout', true],
      ['Checkout', false],
    ]);

    const { main } = await runMainThenPost({
      action: '.',
      inputs: { 'suite-id': suite.id, 'poll-interval': 1, retries: 3 },
      ...world.jobOptions(),
    });

    expect(retryTriggers()).toEqual([]);
    expect(main.log).toContainEqual(
      expect.stringContaining(
        `Not retrying "Checkout": 2 Codeless tests of Codeless suite ${suite.id} bear that name, so which one failed is not certain.`,
      ),
    );
    expect(main.conclusion).toBe('failure');
    expect(main.outputs).toMatchObject({ flaky: '0', 'failed-count': '1' });
  });

  it('refuses a retries value beyond 3, naming the input', async () => {
    const { suite } = seedSuite([['Checkout', true]]);
    const { main } = await runMainThenPost({
      action: '.',
      inputs: { 'suite-id': suite.id, retries: 4 },
      ...world.jobOptions(),
    });
    expect(main.conclusion).toBe('failure');
    expect(main.errors.join('\n')).toMatch(/retries.*from 0 to 3, got "4"/);
    expect(world.service.lab.triggers.filter((t) => t.id === suite.id)).toEqual([]);
  });

  it.skipIf(!CANCEL_LIKE_THE_RUNNER)(
    "stops a retry's runs when the workflow is cancelled during it",
    async () => {
      const { suite, tests } = seedSuite([
        ['Login', false],
        ['Checkout', true],
      ]);
      const checkout = tests[1]!;
      // The retry's job never ends: the workflow is cancelled while it runs.
      afterFirstJob(() => (world.service.jobs.nextPlan = [{ status: 'RUNNING', afterPolls: 1 }]));

      const { main, post } = await runMainThenPost({
        action: '.',
        inputs: { 'suite-id': suite.id, 'poll-interval': 1, retries: 1 },
        ...world.jobOptions(),
        cancel: { when: /Triggered Codeless test/ },
      });

      expect(main.conclusion).toBe('cancelled');
      expect(retryTriggers()).toEqual([retryOf(checkout)]);
      const retryJob = retryTriggers()[0]!.jobId;
      const runs = world.service.lab.runs.filter((r) => r.jobId === retryJob);
      expect(runs.length).toBeGreaterThan(0);
      expect(runs.every((r) => r.stopped)).toBe(true);
      expect(post?.conclusion).toBe('success');
      const stopped = `Job ${retryJob} was still running when the workflow ended: stopped 1 of its 1 test.`;
      expect(post?.log).toContainEqual(expect.stringContaining(stopped));
      // The check run left in progress (opened before the trigger, told the job ran) says what the
      // post step stopped.
      const run = world.github.only();
      expect(run.statuses).toEqual(['in_progress', 'in_progress', 'completed']);
      expect(run.output.summary).toContain(`**The post step**: Retrying the failed tests: ${stopped}`);
    },
  );
});
