// wait-for-job from the committed dist/, run as the runner runs it, against the fake service and the
// fake GitHub: polling, outputs, the check run on the commit the user sees, the job summary.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { beforeEach, describe, expect, it } from 'vitest';

import { PR_HEAD_SHA, pullRequestEvent } from '../fake-github/runner-env.ts';
import { CHECK_RUN_PATH } from '../fake-github/server.ts';
import type { JobStep } from '../fake-service/routes/jobs.ts';
import { CANCEL_LIKE_THE_RUNNER, createJob, runAction } from '../support/runner.ts';
import { hostPath, stepFileUrl } from '../support/step-node.ts';
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
let passing: CodelessSuite;
useWorld((started) => {
  world = started;
  shop = seedCodelessSuite(world.service, world.user);
  passing = seedCodelessSuite(world.service, world.user, { allPass: true });
});
beforeEach(() => {
  world.service.requests.length = 0;
  world.github.checkRuns.clear();
  world.github.deny = undefined;
  world.github.faults.clear();
});

/** A job of the suite's tests, as its trigger would have started it, following `plan`. */
function startJob(suite: CodelessSuite, plan: readonly JobStep[] = QUICK_JOB_PLAN) {
  world.service.jobs.nextPlan = plan;
  try {
    return world.service.lab.startJob(world.user, suite.tests, {});
  } finally {
    world.service.jobs.nextPlan = QUICK_JOB_PLAN;
  }
}

describe('wait-for-job', () => {
  it('waits for the job, reports its failed test on the pull request head, and fails the step', async () => {
    const job = startJob(shop);
    const result = await runAction({
      action: 'wait-for-job',
      inputs: { 'job-id': job.id, 'poll-interval': 1 },
      ...world.jobOptions({ event: pullRequestEvent }),
    });

    const run = world.github.only();
    expect(result.conclusion).toBe('failure');
    expect(result.outputs).toEqual({
      status: 'FINISHED',
      success: 'false',
      'test-ids': JSON.stringify(job.test_ids),
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
      // The job's three sessions, 12 s each on a VM as the fake records them: each record read once.
      'vm-seconds': '36',
      'device-seconds': '0',
    });
    // The check run goes on the commit the user pushed, never on the pull request's merge commit.
    expect(run).toMatchObject({
      head_sha: PR_HEAD_SHA,
      name: 'Codeless tests (test)',
      status: 'completed',
      conclusion: 'failure',
    });
    expect(run.annotations).toEqual([
      expect.objectContaining({
        annotation_level: 'failure',
        title: expect.stringContaining(FAILURE.test),
        message: expect.stringContaining(FAILURE.message),
      }),
    ]);
    expect(result.errors).toEqual([
      expect.stringMatching(new RegExp(`^Job ${job.id} FINISHED: 1 of 3 tests failed: ${FAILURE.test}`)),
    ]);
    expect(result.summary).toContain('1 of 3 tests failed');
    expect(result.summary).toContain(FAILURE.message);
    expect(result.summary).toContain(run.html_url);
    expect(world.service.seen('GET', '/v1/jobs/:id').map((r) => r.status)).toEqual([200, 200]);
    expect(shownSecrets(result, world.secrets)).toEqual([]);
  });

  it('without checks: write, warns, annotates through the log, writes the summary, and passes with fail-on-failure false', async () => {
    world.github.denyChecks();
    const job = startJob(shop);
    const result = await runAction({
      action: 'wait-for-job',
      inputs: { 'job-id': job.id, 'poll-interval': 1, 'fail-on-failure': false },
      ...world.jobOptions(),
    });

    expect(result.conclusion).toBe('success');
    expect(world.github.checkRuns.size).toBe(0);
    expect(result.outputs).toMatchObject({ status: 'FINISHED', success: 'false', 'check-run-url': '' });
    expect(result.warnings.join('\n')).toContain('permissions: checks: write');
    expect(result.annotations).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: expect.stringContaining(FAILURE.message),
        file: '.github/workflows/ci.yml',
        line: 1,
      }),
    );
    expect(result.summary).toContain('1 of 3 tests failed');
  });

  it('passes on a job whose tests all passed; report false writes neither check run nor summary', async () => {
    const job = startJob(passing);
    const result = await runAction({
      action: 'wait-for-job',
      inputs: { 'job-id': job.id, 'poll-interval': 1, report: false },
      ...world.jobOptions(),
    });

    expect(result.conclusion).toBe('success');
    expect(result.outputs).toMatchObject({ status: 'FINISHED', success: 'true', 'failed-count': '0' });
    expect(result.log).toContain(`Job ${job.id} FINISHED: all 3 tests passed`);
    expect(world.github.checkRuns.size).toBe(0);
    expect(result.summary).toBe('');
  });

  it('gives up at the time-out with the last status seen, and says so on the check run', async () => {
    const job = startJob(shop, [{ status: 'RUNNING', afterPolls: 1 }]);
    const result = await runAction({
      action: 'wait-for-job',
      inputs: { 'job-id': job.id, 'poll-interval': 1, timeout: 1 },
      ...world.jobOptions(),
    });

    expect(result.conclusion).toBe('failure');
    expect(result.outputs).toMatchObject({ status: 'TIMEOUT', success: '' });
    expect(result.errors).toEqual([`Job ${job.id} did not finish within 1 s (last status seen: RUNNING).`]);
    expect(world.github.only().conclusion).toBe('timed_out');
  });

  it('ends the wait at once on an answer that waiting cannot change (404)', async () => {
    const result = await runAction({
      action: 'wait-for-job',
      inputs: { 'job-id': 424242 },
      ...world.jobOptions(),
    });

    expect(result.conclusion).toBe('failure');
    expect(result.errors).toEqual([
      'get job (GET /v1/jobs/424242) failed with HTTP 404: no such job. Service said: "job 424242 not found"',
    ]);
    expect(world.service.requests).toHaveLength(1);
    // Its check run, opened before the first poll, says why in its title, never left in progress.
    expect(world.github.only()).toMatchObject({
      status: 'completed',
      conclusion: 'failure',
      output: {
        title: expect.stringMatching(
          /^Could not wait for job 424242: get job \(GET \/v1\/jobs\/424242\) failed with HTTP 404/,
        ),
      },
    });
  });

  it.skipIf(!CANCEL_LIKE_THE_RUNNER)(
    'stops polling at the first signal of a cancelled workflow',
    async () => {
      const job = startJob(shop, [{ status: 'RUNNING', afterPolls: 1 }]);
      const result = await runAction({
        action: 'wait-for-job',
        inputs: { 'job-id': job.id, 'poll-interval': 30 },
        ...world.jobOptions(),
        cancel: { when: /is RUNNING/ },
      });

      expect(result.conclusion).toBe('cancelled');
      // SIGINT alone ended it: the runner's SIGTERM, seconds later, was never needed.
      expect(result.log).toContain('Received SIGINT: cancelling.');
      expect(result.log.join('\n')).not.toContain('SIGTERM');
      expect(result.outputs).toMatchObject({ status: 'RUNNING' });
      expect(world.service.seen('GET', '/v1/jobs/:id')).toHaveLength(1);
    },
  );
});

describe('the check run wait-for-job opens, completed by main or its post step', () => {
  const inputs = (jobId: number) => ({ 'job-id': jobId, 'poll-interval': 1 });
  /** Main, then what happens between the steps, then the post step, in one job. */
  async function mainThenPost(
    main: Parameters<ReturnType<typeof createJob>['step']>[0],
    between: () => void = () => {},
  ) {
    using job = createJob(world.jobOptions());
    const mainStep = await job.step(main);
    between();
    const [post] = await job.finish();
    if (!post) throw new Error('wait-for-job ran no post step');
    return { main: mainStep, post };
  }

  it("is completed by the post step with the job's result when GitHub answers main's every write with 502", async () => {
    const job = startJob(shop);
    world.github.faults.always('PATCH', CHECK_RUN_PATH, 502);
    const { main, post } = await mainThenPost({ action: 'wait-for-job', inputs: inputs(job.id) }, () =>
      world.github.faults.clear(),
    );

    const run = world.github.only();
    expect(main.conclusion).toBe('failure');
    expect(main.warnings).toContainEqual(
      expect.stringMatching(new RegExp(`^Could not complete check run #${run.id} \\(HTTP 502`)),
    );
    expect(main.warnings.join('\n')).not.toContain('Could not create');
    expect(main.state).toMatchObject({ 'check-run-id': String(run.id), 'check-run-done': 'false' });
    expect(post.conclusion).toBe('success');
    expect(post.warnings).toEqual([]);
    expect(run).toMatchObject({
      status: 'completed',
      conclusion: 'failure',
      output: { title: `Job ${job.id} FINISHED: 1 of 3 tests failed` },
    });
    expect(run.output.summary).toContain(`**Job ${job.id}**, last status seen: FINISHED.`);
  });

  it.skipIf(!CANCEL_LIKE_THE_RUNNER)(
    "is completed by the post step with the job's result when a cancel meets a slow GitHub",
    async () => {
      const job = startJob(shop);
      // Slower than the two seconds a cancelled step has: main cannot wait for it.
      world.github.faults.always('PATCH', CHECK_RUN_PATH, { kind: 'delay', ms: 2_500 });
      const { main, post } = await mainThenPost({
        action: 'wait-for-job',
        inputs: inputs(job.id),
        cancel: { when: /is FINISHED/ },
      });

      expect(main.conclusion).toBe('cancelled');
      expect(post.conclusion).toBe('success');
      expect(post.log).toContainEqual(expect.stringMatching(/^Check run #\d+ completed as failure\.$/));
      expect(world.github.only()).toMatchObject({ status: 'completed', conclusion: 'failure' });
    },
  );

  it("is completed by the post step with the job's result after main was killed while the job ran", async () => {
    // RUNNING at main's first poll, FINISHED at the next: the post step's read, after main was killed.
    const job = startJob(shop);
    const { main, post } = await mainThenPost({
      action: 'wait-for-job',
      inputs: { 'job-id': job.id, 'poll-interval': 5 },
      kill: { when: /is RUNNING/ },
    });

    expect(main.signal).toBe('SIGKILL');
    expect(main.state).toMatchObject({ 'job-id': String(job.id), 'check-run-done': 'false' });
    expect(post.conclusion).toBe('success');
    const run = world.github.only();
    expect(run).toMatchObject({
      statuses: ['in_progress', 'completed'],
      conclusion: 'failure',
      output: { title: `Job ${job.id} FINISHED: 1 of 3 tests failed` },
    });
    expect(run.output.summary).toContain('The step ended before it reported the job, which has ended since');
    expect(run.output.summary).toMatch(/\[The workflow run\]\(<https:\/\/[^>]+\/actions\/runs\/\d+>\)/);
  });

  it('is completed as cancelled by the post step, saying so, when main was killed and the job still runs', async () => {
    const job = startJob(shop, [{ status: 'RUNNING', afterPolls: 1 }]);
    const { post } = await mainThenPost({
      action: 'wait-for-job',
      inputs: inputs(job.id),
      kill: { when: /is in progress/ },
    });

    expect(post.conclusion).toBe('success');
    expect(world.github.only()).toMatchObject({
      status: 'completed',
      conclusion: 'cancelled',
      output: { title: `Cancelled while job ${job.id} was RUNNING` },
    });
  });

  it('leaves the post step nothing to do, and no client to load, once main completed it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'loaded-files-'));
    try {
      const preload = stepFileUrl(resolve('test/fixtures/loaded-files/preload.mjs'));
      /**
       * The post step with main's state, and the files it loaded that hold a client: the service's or
       * Octokit (undici itself comes with @actions/core into every step).
       */
      const postWith = async (state: Record<string, string>, name: string) => {
        const out = join(dir, `${name}.json`);
        const step = await runAction({
          action: 'wait-for-job',
          stage: 'post',
          state,
          ...world.jobOptions({ env: { NODE_OPTIONS: `--import=${preload}`, LOADED_FILES_OUT: out } }),
        });
        const loaded = JSON.parse(readFileSync(out, 'utf8')) as string[];
        const clients = loaded.filter((file) =>
          /function createServiceClient|@octokit\/request/.test(readFileSync(hostPath(file), 'utf8')),
        );
        return { step, clients };
      };
      const job = startJob(shop);
      const main = await runAction({ action: 'wait-for-job', inputs: inputs(job.id), ...world.jobOptions() });
      expect(main.state).toMatchObject({ 'check-run-done': 'true' });
      world.github.requests.length = 0;
      world.service.requests.length = 0;

      const idle = await postWith(main.state, 'idle');
      expect(idle.step.conclusion).toBe('success');
      expect(idle.clients).toEqual([]);
      expect(world.github.requests).toEqual([]);
      expect(world.service.requests).toEqual([]);

      // The same post step with work to do loads it: what is measured can be seen.
      const busy = await postWith({ ...main.state, 'check-run-done': 'false' }, 'busy');
      expect(busy.step.warnings).toEqual([]);
      expect(busy.clients).not.toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
