// The root action (trigger, wait and report in one step; post stops what a cancelled workflow left
// running), main and post from the committed dist/, against the fake service and the fake GitHub.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { beforeEach, describe, expect, it } from 'vitest';

import { CHECK_RUN_PATH } from '../fake-github/server.ts';
import { CANCEL_LIKE_THE_RUNNER, createJob, runMainThenPost } from '../support/runner.ts';
import {
  type CodelessSuite,
  FAILURE,
  QUICK_JOB_PLAN,
  seedCodelessSuite,
  shownSecrets,
  useWorld,
  type World,
} from './scenario.ts';

let world: World;
let shop: CodelessSuite;
useWorld((started) => {
  world = started;
  shop = seedCodelessSuite(world.service, world.user);
});
beforeEach(() => {
  world.service.requests.length = 0;
  world.service.jobs.nextPlan = QUICK_JOB_PLAN;
  world.github.checkRuns.clear();
  world.github.faults.clear();
});

const stopRequests = () => world.service.seen('PUT', '/v1/lab/:id/stop');
/** A job that keeps running: what a workflow cancelled mid-run leaves behind. */
const NEVER_ENDING = [{ status: 'RUNNING', afterPolls: 1 }] as const;

describe('the root action', () => {
  it('triggers the suite, waits, reports, and its post step has nothing to stop', async () => {
    const { main, post } = await runMainThenPost({
      action: '.',
      inputs: { 'suite-id': shop.suite.id, 'poll-interval': 1 },
      ...world.jobOptions(),
    });

    const jobId = world.service.lab.triggers.at(-1)?.jobId;
    const run = world.github.only();
    expect(main.conclusion).toBe('failure');
    expect(main.outputs).toEqual({
      'job-id': String(jobId),
      status: 'FINISHED',
      success: 'false',
      'test-ids': JSON.stringify(world.service.jobs.jobs.get(jobId ?? 0)?.test_ids),
      'failed-count': '1',
      'check-run-url': run.html_url,
      'junit-file': expect.stringMatching(/\.junit\.xml$/),
      'ctrf-file': expect.stringMatching(/\.ctrf\.json$/),
      'assets-dir': '',
      // The event names no base commit: nothing compared.
      'new-failures': '',
      fixed: '',
      'compared-to': '',
      flaky: '0',
      quarantined: '0',
      'vm-seconds': '36',
      'device-seconds': '0',
    });
    expect(run).toMatchObject({ name: `Codeless suite ${shop.suite.id} (test)`, conclusion: 'failure' });
    expect(run.annotations).toHaveLength(1);
    expect(main.errors).toEqual([expect.stringContaining(FAILURE.message)]);
    expect(main.summary).toContain('1 of 3 tests failed');
    expect(main.state).toMatchObject({ 'job-id': String(jobId), 'final-status': 'FINISHED' });

    expect(post?.conclusion).toBe('success');
    expect(post?.warnings).toEqual([]);
    expect(stopRequests()).toEqual([]);
    expect(world.service.seen('POST', '/v1/labsuites/:id/trigger')).toHaveLength(1);
    for (const step of [main, post!]) expect(shownSecrets(step, world.secrets)).toEqual([]);
  });

  it.skipIf(!CANCEL_LIKE_THE_RUNNER)(
    "stops only the job's own tests when the workflow is cancelled while they run",
    async () => {
      world.service.jobs.nextPlan = NEVER_ENDING;
      const stops = world.service.lab.stops.length;
      const { main, post } = await runMainThenPost({
        action: '.',
        inputs: { 'suite-id': shop.suite.id, 'poll-interval': 30 },
        ...world.jobOptions(),
        cancel: { when: /is RUNNING/ },
      });

      expect(main.conclusion).toBe('cancelled');
      expect(post?.conclusion).toBe('success');
      const jobId = Number(main.state['job-id']);
      expect(world.service.lab.stops.slice(stops)).toEqual([]);
      expect(world.service.lab.runs.filter((r) => r.jobId === jobId).every((r) => r.stopped)).toBe(true);
      expect(post?.log).toContainEqual(expect.stringMatching(/stopped 3 of its 3 tests\. Other runs/));
      // The check run, left to the post step, says what happened and what was stopped.
      const run = world.github.only();
      expect(run).toMatchObject({
        statuses: ['in_progress', 'completed'],
        conclusion: 'cancelled',
        output: { title: `Cancelled while job ${jobId} was RUNNING` },
      });
      expect(run.output.summary).toContain(`**Job ${jobId}**, last status seen: RUNNING.`);
      expect(run.output.summary).toContain(
        `**The post step**: Job ${jobId} was still running when the workflow ended: stopped 3 of its 3 tests.`,
      );
      expect(run.output.summary).toMatch(/\[The workflow run\]\(<https:\/\/[^>]+\/actions\/runs\/\d+>\)/);
    },
  );

  it('stops the runs and completes the check run as cancelled after main was killed while the job ran', async () => {
    world.service.jobs.nextPlan = NEVER_ENDING;
    const { main, post } = await runMainThenPost({
      action: '.',
      inputs: { 'suite-id': shop.suite.id, 'poll-interval': 30 },
      ...world.jobOptions(),
      kill: { when: /is RUNNING/ },
    });

    expect(main.signal).toBe('SIGKILL');
    const jobId = Number(main.state['job-id']);
    expect(post?.conclusion).toBe('success');
    expect(world.service.lab.runs.filter((r) => r.jobId === jobId).every((r) => r.stopped)).toBe(true);
    expect(world.github.only()).toMatchObject({ status: 'completed', conclusion: 'cancelled' });
    expect(world.github.only().output.summary).toContain('stopped 3 of its 3 tests');
  });

  it("completes the check run with the job's result, stopping nothing, when GitHub refused main's every write", async () => {
    const { main, post } = await (async () => {
      using job = createJob(world.jobOptions());
      world.github.faults.always('PATCH', CHECK_RUN_PATH, 502);
      const mainStep = await job.step({
        action: '.',
        inputs: { 'suite-id': shop.suite.id, 'poll-interval': 1 },
      });
      world.github.faults.clear();
      const [postStep] = await job.finish();
      return { main: mainStep, post: postStep };
    })();

    const jobId = Number(main.state['job-id']);
    expect(main.conclusion).toBe('failure');
    expect(main.state).toMatchObject({ 'final-status': 'FINISHED', 'check-run-done': 'false' });
    expect(post?.conclusion).toBe('success');
    expect(post?.warnings).toEqual([]);
    expect(stopRequests()).toEqual([]);
    expect(world.github.only()).toMatchObject({
      status: 'completed',
      conclusion: 'failure',
      output: { title: `Job ${jobId} FINISHED: 1 of 3 tests failed` },
    });
  });

  it.skipIf(!CANCEL_LIKE_THE_RUNNER)(
    'with stop-scope target, stops every run of the target when the workflow is cancelled',
    async () => {
      world.service.jobs.nextPlan = NEVER_ENDING;
      const stops = world.service.lab.stops.length;
      const { main, post } = await runMainThenPost({
        action: '.',
        inputs: { 'suite-id': shop.suite.id, 'poll-interval': 30, 'stop-scope': 'target' },
        ...world.jobOptions(),
        cancel: { when: /is RUNNING/ },
      });

      expect(main.conclusion).toBe('cancelled');
      expect(main.state['final-status']).toBeUndefined();
      expect(post?.conclusion).toBe('success');
      const jobId = Number(main.state['job-id']);
      const stopped = world.service.lab.stops.slice(stops);
      expect(stopped.map((s) => s.testId).sort()).toEqual(shop.tests.map((t) => t.id).sort());
      expect(stopped.every((s) => s.runs === 1)).toBe(true);
      expect(world.service.lab.runs.filter((r) => r.jobId === jobId).every((r) => r.stopped)).toBe(true);
      expect(post?.log).toContainEqual(expect.stringMatching(/stopped the runs of 3 of 3 Codeless tests/));
    },
  );

  it.skipIf(!CANCEL_LIKE_THE_RUNNER)(
    'leaves the runs alone on cancel with stop-on-cancel false',
    async () => {
      world.service.jobs.nextPlan = NEVER_ENDING;
      const { main, post } = await runMainThenPost({
        action: '.',
        inputs: { 'suite-id': shop.suite.id, 'poll-interval': 30, 'stop-on-cancel': false },
        ...world.jobOptions(),
        cancel: { when: /is RUNNING/ },
      });

      expect(main.conclusion).toBe('cancelled');
      expect(post?.conclusion).toBe('success');
      expect(post?.log).toContainEqual(expect.stringMatching(/stop-on-cancel is false/));
      expect(stopRequests()).toEqual([]);
    },
  );

  it('runs every Codeless test against a preview URL', async () => {
    const url = 'https://preview-42.shop.example.test/';
    const { main, post } = await runMainThenPost({
      action: '.',
      inputs: { all: true, url, 'poll-interval': 1, 'fail-on-failure': false },
      ...world.jobOptions(),
    });

    expect(main.conclusion).toBe('success');
    const jobId = Number(main.outputs['job-id']);
    const runs = world.service.lab.runs.filter((r) => r.jobId === jobId);
    expect(runs).toHaveLength(shop.tests.length);
    expect(runs.every((r) => r.url === url)).toBe(true);
    expect(world.github.only().name).toBe('All Codeless tests (test)');
    expect(main.warnings).toContainEqual(expect.stringMatching(/fail-on-failure is false/));
    expect(post?.conclusion).toBe('success');
  });
});

describe('the root action with max-failures', () => {
  /** Six Codeless tests, Checkout failing; a job that lists Checkout's failure from its second poll and runs on. */
  const sixTests = () => {
    const tests = ['Login', FAILURE.test, 'Search', 'Cart', 'Profile', 'Logout'].map((name) =>
      world.service.lab.addTest(world.user.id, {
        name,
        ...(name === FAILURE.test ? { failure: { step: FAILURE.step, message: FAILURE.message } } : {}),
      }),
    );
    world.service.jobs.nextPlan = [
      { status: 'RUNNING', afterPolls: 1 },
      { status: 'RUNNING', afterPolls: 1, listsFailures: true },
    ];
    return world.service.labsuites.addSuite(world.user.id, { name: 'Shop', testIds: tests.map((t) => t.id) });
  };
  const TIMEOUT_S = 20;

  it("stops the job's other tests once Checkout failed, and fails the step and the check at once", async () => {
    const suite = sixTests();
    const junitFile = join(mkdtempSync(join(tmpdir(), 'max-failures-')), 'junit.xml');
    const started = Date.now();
    const { main, post } = await runMainThenPost({
      action: '.',
      inputs: {
        'suite-id': suite.id,
        'poll-interval': 1,
        'max-failures': 1,
        timeout: TIMEOUT_S,
        'junit-file': junitFile,
      },
      ...world.jobOptions(),
    });
    const took = Date.now() - started;

    expect(main.conclusion).toBe('failure');
    // Well before its time-out: the job runs on, its tests stopped.
    expect(took).toBeLessThan((TIMEOUT_S * 1000) / 2);
    const jobId = Number(main.outputs['job-id']);
    expect(world.service.jobs.jobs.get(jobId)?.status).toBe('RUNNING');
    const runs = world.service.lab.runs.filter((r) => r.jobId === jobId);
    const checkout = runs.find((r) => world.service.lab.tests.get(r.testId)?.name === FAILURE.test);
    expect(runs.filter((r) => r.stopped)).toHaveLength(5);
    expect(checkout?.stopped).toBe(false);
    expect(stopRequests()).toEqual([]);
    expect(main.errors).toEqual([
      expect.stringMatching(/^Stopped after Checkout failed: 5 tests stopped: Checkout/),
    ]);
    expect(main.outputs).toMatchObject({ 'failed-count': '1', success: 'false' });

    const run = world.github.only();
    expect(run).toMatchObject({
      status: 'completed',
      conclusion: 'failure',
      output: { title: 'Stopped after Checkout failed: 5 tests stopped' },
    });
    expect(run.output.summary).toContain('| Total | Passed | Failed | Unknown | Stopped |');
    expect(run.output.summary).toContain('| 6 | 0 | 1 | 0 | 5 |');
    expect(run.output.summary).toContain(
      '**Stopped after Checkout failed** (max-failures: 1): 5 tests stopped',
    );
    expect(run.annotations).toHaveLength(1);
    // What the run's sessions cost, stopped tests included, and that no whole run is there to say what stopping saved.
    expect(run.output.summary).toMatch(
      /\*\*Session time:\*\* 1 min 12 s of VM time; stopped after Checkout failed: what that saved shows against a run on the base branch that ran every test\./,
    );
    expect(main.outputs).toMatchObject({ 'vm-seconds': '72', 'device-seconds': '0' });
    // Skipped in the files, never failed, never passed.
    expect(readFileSync(junitFile, 'utf8')).toMatch(/tests="6" failures="1" errors="0" skipped="5"/);

    // The post step has nothing left to stop: main stopped the job's tests itself.
    expect(main.state['stopped-early']).toBe('true');
    expect(post?.conclusion).toBe('success');
    expect(world.service.seen('PUT', '/v1/tests/:id/stop')).toHaveLength(5);
  });

  it('waits for the job as ever with max-failures 0', async () => {
    const suite = sixTests();
    using job = createJob(world.jobOptions());
    const main = await job.step({
      action: '.',
      inputs: { 'suite-id': suite.id, 'poll-interval': 1, timeout: 4 },
    });

    expect(main.conclusion).toBe('failure');
    expect(main.outputs.status).toBe('TIMEOUT');
    expect(world.service.seen('PUT', '/v1/tests/:id/stop')).toHaveLength(0);
    expect(world.github.only().conclusion).toBe('timed_out');
    // As ever, the post step then stops the runs the time-out left going.
    await job.finish();
    expect(world.service.seen('PUT', '/v1/tests/:id/stop')).toHaveLength(6);
  });
});

describe('the root action with wait-for-capacity', () => {
  beforeEach(() => {
    world.service.team.inUse.clear();
    world.service.team.inUseReads.clear();
  });

  it.skipIf(!CANCEL_LIKE_THE_RUNNER)(
    'stops at once on a cancel while waiting for a session, triggers nothing, and post has nothing to stop',
    async () => {
      world.service.team.inUseReads.set(world.user.id, [{ vms: 5, physical: 1 }]);
      const triggers = world.service.lab.triggers.length;
      const { main, post } = await runMainThenPost({
        action: '.',
        inputs: { 'suite-id': shop.suite.id, 'wait-for-capacity': 600 },
        ...world.jobOptions(),
        cancel: { when: /waiting for one to free/ },
      });

      expect(main.conclusion).toBe('cancelled');
      expect(main.log).toContain('5 of 5 VM sessions in use: waiting for one to free (up to 10 min more).');
      expect(main.state.target).toBeUndefined();
      expect(world.service.lab.triggers).toHaveLength(triggers);
      expect(world.service.seen('POST')).toEqual([]);
      expect(post?.conclusion).toBe('success');
      expect(post?.warnings).toEqual([]);
      expect(stopRequests()).toEqual([]);
    },
  );
});
