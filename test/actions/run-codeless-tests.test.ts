import { beforeEach, describe, expect, it } from 'vitest';

import { InputsSchema, type RunInputs } from '../../src/actions/run-codeless-tests/inputs.ts';
import { main as mainEntry } from '../../src/actions/run-codeless-tests/main.ts';
import { INPUT_NAMES } from '../../src/actions/run-codeless-tests/names.ts';
import { main as postEntry, post } from '../../src/actions/run-codeless-tests/post.ts';
import { run } from '../../src/actions/run-codeless-tests/run.ts';
import type { StopScope, TriggerTarget } from '../../src/codeless/target.ts';
import { openProgressCheck } from '../../src/report/outputs/check-run/progress.ts';
import { reportDeps } from '../../src/report/publish.ts';
import { readInputs } from '../../src/runtime/inputs.ts';
import { runnerEnv } from '../fake-github/runner-env.ts';
import { DEFAULT_JOB_PLAN } from '../fake-service/routes/jobs.ts';
import { DEFAULT_EVIDENCE } from '../support/report.ts';
import { useFakeGitHub, useFakeService } from '../support/service.ts';
import { codelessContext, runEntry } from './codeless-context.ts';

const service = useFakeService();
const github = useFakeGitHub();
const user = service.accounts.user;
beforeEach(() => {
  service.lab.tests.clear();
  service.lab.stops.length = 0;
  service.lab.triggers.length = 0;
  service.jobs.nextPlan = DEFAULT_JOB_PLAN;
});

function inputs(
  target: TriggerTarget,
  overrides: Partial<RunInputs['wait']> = {},
  stopOnCancel = true,
  stopScope: StopScope = 'target',
): RunInputs {
  return {
    target,
    stopOnCancel,
    stopScope,
    wait: {
      timeoutSeconds: 3600,
      pollIntervalSeconds: 5,
      failOnFailure: true,
      report: false,
      checkName: undefined,
      githubToken: undefined,
      ...overrides,
    },
  };
}

function suiteOf(n: number) {
  const tests = Array.from({ length: n }, () => service.lab.addTest(user.id));
  return { tests, suite: service.labsuites.addSuite(user.id, { testIds: tests.map((t) => t.id) }) };
}

/** A job that keeps running until stopped. */
const STILL_RUNNING = [{ status: 'RUNNING' as const }];

/** Main, cancelled by the runner before its n-th wait. */
async function cancelledMain(
  target: TriggerTarget,
  beforeSleep = 2,
  stopOnCancel = true,
  stopScope: StopScope = 'target',
) {
  if (service.jobs.nextPlan === DEFAULT_JOB_PLAN) service.jobs.nextPlan = STILL_RUNNING;
  const ctx = codelessContext(service);
  ctx.clock.beforeSleep = (n) => {
    if (n === beforeSleep) ctx.controller.abort(new Error('cancelled by SIGINT'));
  };
  const result = await run(inputs(target, {}, stopOnCancel, stopScope), ctx);
  return { ctx, result };
}

const postContext = (main: ReturnType<typeof codelessContext>) =>
  codelessContext(service, { state: Object.fromEntries(main.state) });

describe('run inputs', () => {
  const read = (raw: Record<string, string>) =>
    readInputs(INPUT_NAMES, InputsSchema, (name) => raw[name] ?? '');

  it('takes the trigger and wait inputs plus stop-on-cancel', () => {
    expect(
      read({ 'suite-id': '41', timeout: '600', 'stop-on-cancel': 'false', 'check-name': 'E2E' }),
    ).toEqual({
      target: { kind: 'suite', id: 41 },
      waitForCapacitySeconds: 0,
      stopOnCancel: false,
      stopScope: 'job',
      retries: 0,
      rerun: 'failed',
      stopSessions: 'auto',
      wait: {
        timeoutSeconds: 600,
        pollIntervalSeconds: 5,
        maxFailures: 0,
        failOnFailure: true,
        report: true,
        checkName: 'E2E',
        githubToken: undefined,
        evidence: DEFAULT_EVIDENCE,
      },
    });
    expect(read({ all: 'true' }).stopOnCancel).toBe(true);
    expect(read({ all: 'true', 'wait-for-capacity': '120' }).waitForCapacitySeconds).toBe(120);
    expect(read({ all: 'true', 'stop-scope': 'target' }).stopScope).toBe('target');
    expect(read({ all: 'true', rerun: 'all' }).rerun).toBe('all');
    expect(() => read({ all: 'true', 'stop-scope': 'everything' })).toThrow(
      /Input "stop-scope" must be one of job, target, got "everything"/,
    );
    expect(() => read({ 'suite-id': '1', url: 'https://x.example.test' })).toThrow(
      /Input "url" is only allowed/,
    );
    expect(() => read({ 'test-id': '1', 'poll-interval': 'soon' })).toThrow(/Input "poll-interval"/);
    expect(read({ all: 'true', retries: '3' }).retries).toBe(3);
    expect(() => read({ all: 'true', retries: '4' })).toThrow(
      /Input "retries" must be a whole number from 0 to 3, got "4"/,
    );
  });
});

describe('run, with stop-scope: target (every run of the target)', () => {
  it('triggers, waits and reports in one step, and leaves post nothing to stop', async () => {
    const { suite } = suiteOf(2);
    service.lab.tests.get(suite.testIds[1] ?? 0)!.failure = { step: 3, message: 'no #pay' };
    using runner = runnerEnv(github);
    const ctx = codelessContext(service, { env: runner.env });
    const result = await run(
      inputs({ kind: 'suite', id: suite.id }, { report: true, githubToken: 'ghs_t' }),
      ctx,
    );
    const jobId = service.lab.triggers[0]?.jobId;
    const checkRun = github.only();
    expect(result.outputs).toEqual({
      'job-id': String(jobId),
      status: 'FINISHED',
      success: 'false',
      'test-ids': JSON.stringify(service.jobs.jobs.get(jobId ?? 0)?.test_ids),
      'failed-count': '1',
      'check-run-url': checkRun.html_url,
      'junit-file': expect.stringMatching(/\.junit\.xml$/),
      'ctrf-file': expect.stringMatching(/\.ctrf\.json$/),
      'assets-dir': '',
      'new-failures': '',
      fixed: '',
      'compared-to': '',
      flaky: '0',
      quarantined: '0',
      // Each of the job's two sessions ran 12 s on a VM, as the fake records them.
      'vm-seconds': '24',
      'device-seconds': '0',
    });
    expect(result.failure).toMatch(
      new RegExp(`^Job ${jobId} FINISHED: 1 of 2 tests failed: .* failed at step 3 on `),
    );
    expect(checkRun).toMatchObject({ name: `Codeless suite ${suite.id}`, conclusion: 'failure' });
    expect(checkRun.annotations).toHaveLength(1);
    expect(Object.fromEntries(ctx.state)).toEqual({
      'check-name': `Codeless suite ${suite.id}`,
      target: JSON.stringify({ kind: 'suite', id: suite.id }),
      'stop-on-cancel': 'true',
      'stop-scope': 'target',
      'job-id': String(jobId),
      'last-status': 'FINISHED',
      'final-status': 'FINISHED',
      // The result, saved before it was written: a post step could complete the check run with it.
      conclusion: 'failure',
      title: `Job ${jobId} FINISHED: 1 of 2 tests failed`,
      // The one check run was open while the tests ran, and the report completed it.
      'check-run-id': String(checkRun.id),
      'check-run-done': 'true',
      // Main reached its report: post makes no check run for it.
      reported: 'true',
    });
    // Opened before the trigger (GitHub's answer names the app earlier reports must be of), told
    // the job runs, completed by the report.
    expect(checkRun.statuses).toEqual(['in_progress', 'in_progress', 'completed']);
    expect(checkRun.titles).toEqual([
      `Starting Codeless suite ${suite.id}`,
      `Codeless job ${jobId} is running`,
      `Job ${jobId} FINISHED: 1 of 2 tests failed`,
    ]);

    service.requests.length = 0;
    await post(postContext(ctx));
    expect(service.requests).toEqual([]);
  });

  it('on a cancel during the wait, post stops every test of the suite', async () => {
    const { suite, tests } = suiteOf(3);
    const { ctx, result } = await cancelledMain({ kind: 'suite', id: suite.id });
    const jobId = Number(result.outputs['job-id']);
    expect(result.failure).toBe(
      `Cancelled while waiting for job ${jobId}: stopped polling (last status seen: RUNNING).`,
    );
    expect(ctx.state.get('job-id')).toBe(String(jobId));
    expect(ctx.state.has('final-status')).toBe(false);
    expect(ctx.messages('info')).toContain(`Job ${jobId} is still running: the post step stops its runs.`);

    const postCtx = postContext(ctx);
    await post(postCtx);
    expect(service.lab.stops.map((s) => s.testId).sort()).toEqual(tests.map((t) => t.id).sort());
    expect(service.lab.runs.filter((r) => r.jobId === jobId).every((r) => r.stopped)).toBe(true);
    expect(postCtx.messages('info')).toEqual([
      `Job ${jobId} was still running when the workflow ended: stopped the runs of 3 of 3 Codeless tests (Codeless suite ${suite.id}).`,
    ]);
  });

  it('for all, post stops every Codeless test of the account, over every page', async () => {
    for (let i = 0; i < 503; i++) service.lab.addTest(user.id, { browserIds: [] });
    const { ctx } = await cancelledMain({ kind: 'all' });
    await post(postContext(ctx));
    expect(service.seen('GET', '/v1/lab')).toHaveLength(2);
    expect(new Set(service.lab.stops.map((s) => s.testId)).size).toBe(503);
  });

  it('for one test, post stops that test after the wait timed out', async () => {
    const test = service.lab.addTest(user.id);
    service.jobs.nextPlan = [{ status: 'RUNNING' }];
    const ctx = codelessContext(service);
    const result = await run(inputs({ kind: 'test', id: test.id }, { timeoutSeconds: 60 }), ctx);
    expect(result.outputs.status).toBe('TIMEOUT');
    await post(postContext(ctx));
    expect(service.lab.stops).toEqual([{ testId: test.id, browserId: undefined, runs: 1 }]);
  });

  it('leaves the runs alone when stop-on-cancel is false', async () => {
    const { suite } = suiteOf(1);
    const { ctx } = await cancelledMain({ kind: 'suite', id: suite.id }, 2, false);
    const postCtx = postContext(ctx);
    await post(postCtx);
    expect(service.lab.stops).toEqual([]);
    expect(postCtx.messages('info')).toEqual([
      expect.stringMatching(/stop-on-cancel is false, so its runs are left alone/),
    ]);
  });

  it('stops nothing when the job ended after main stopped watching', async () => {
    const { suite } = suiteOf(1);
    service.jobs.nextPlan = [{ status: 'RUNNING' }, { status: 'FINISHED', afterPolls: 1, success: true }];
    const { ctx } = await cancelledMain({ kind: 'suite', id: suite.id }, 1);
    const postCtx = postContext(ctx);
    await post(postCtx);
    expect(service.lab.stops).toEqual([]);
    expect(postCtx.messages('info')).toEqual([
      expect.stringMatching(/ended FINISHED meanwhile: nothing to stop/),
    ]);
  });

  it('does nothing in post when nothing was triggered', async () => {
    const ctx = codelessContext(service, { account: 'broke' });
    const suite = service.labsuites.addSuite(service.accounts.broke.id);
    await expect(run(inputs({ kind: 'suite', id: suite.id }), ctx)).rejects.toThrow(/insufficient credits/);
    service.requests.length = 0;
    await post(postContext(ctx));
    expect(service.requests).toEqual([]);
  });

  it('warns about a test it could not stop and stops the others', async () => {
    const { suite } = suiteOf(3);
    const { ctx } = await cancelledMain({ kind: 'suite', id: suite.id });
    service.faults.add('PUT', '/v1/lab/:id/stop', 404);
    const postCtx = postContext(ctx);
    await post(postCtx);
    expect(service.lab.stops).toHaveLength(2);
    expect(postCtx.messages('warning')).toEqual([
      expect.stringMatching(/^Could not stop the runs of Codeless test \d+: stop Codeless test .* HTTP 404/),
    ]);
    expect(postCtx.messages('info')).toEqual([
      expect.stringMatching(/stopped the runs of 2 of 3 Codeless tests/),
    ]);
  });
});

describe('post, with the default stop-scope: job (only the tests the job spawned)', () => {
  it("stops the job's own tests and leaves another run of the same Codeless tests going", async () => {
    const { suite, tests } = suiteOf(2);
    service.jobs.nextPlan = STILL_RUNNING;
    // Another workflow's run of the same suite, started first and still going.
    const other = service.lab.startJob(user, tests, {});
    service.jobs.nextPlan = STILL_RUNNING;
    const { ctx, result } = await cancelledMain({ kind: 'suite', id: suite.id }, 2, true, 'job');
    const jobId = Number(result.outputs['job-id']);
    const postCtx = postContext(ctx);
    await post(postCtx);
    expect(service.lab.stops).toEqual([]);
    expect(service.lab.runs.filter((r) => r.jobId === jobId).every((r) => r.stopped)).toBe(true);
    expect(service.lab.runs.filter((r) => r.jobId === other.id).some((r) => r.stopped)).toBe(false);
    expect(service.seen('PUT', '/v1/tests/:id/stop')).toHaveLength(2);
    expect(postCtx.messages('info')).toEqual([
      `Job ${jobId} was still running when the workflow ended: stopped 2 of its 2 tests. Other runs of the same Codeless tests were left alone.`,
    ]);
  });

  it('counts a 404 on a test stop as already finished, and reads the job again for late tests', async () => {
    const { suite } = suiteOf(2);
    const { ctx, result } = await cancelledMain({ kind: 'suite', id: suite.id }, 2, true, 'job');
    const jobId = Number(result.outputs['job-id']);
    const [first] = service.jobs.jobs.get(jobId)!.test_ids;
    service.faults.add('PUT', `/v1/tests/${first}/stop`, 404);
    service.requests.length = 0;
    const postCtx = postContext(ctx);
    await post(postCtx);
    // One read before the stops, and one more for tests spawned late.
    expect(service.seen('GET', '/v1/jobs/:id')).toHaveLength(2);
    expect(postCtx.messages('info')).toEqual([
      `Job ${jobId} was still running when the workflow ended: stopped 1 of its 2 tests; 1 had already finished. Other runs of the same Codeless tests were left alone.`,
    ]);
  });

  it('reads a QUEUED job again until it lists its tests, and stops those too', async () => {
    const { suite, tests } = suiteOf(1);
    service.jobs.nextPlan = STILL_RUNNING;
    const job = service.lab.startJob(user, tests, {});
    const spawned = [...job.test_ids];
    Object.assign(job, { status: 'QUEUED', test_ids: [], plan: [] });
    const ctx = codelessContext(service, {
      state: {
        target: JSON.stringify({ kind: 'suite', id: suite.id }),
        'stop-on-cancel': 'true',
        'job-id': String(job.id),
      },
    });
    ctx.clock.beforeSleep = (n) => {
      if (n === 2) Object.assign(job, { status: 'RUNNING', test_ids: spawned });
    };
    await post(ctx);
    expect(service.seen('GET', '/v1/jobs/:id')).toHaveLength(3);
    expect(service.lab.runs.filter((r) => r.jobId === job.id).every((r) => r.stopped)).toBe(true);
    expect(ctx.messages('info')).toEqual([expect.stringMatching(/stopped 1 of its 1 test\. /)]);
  });

  it('stops nothing and says why when the trigger answer never came', async () => {
    const { suite } = suiteOf(1);
    const ctx = codelessContext(service, {
      state: { target: JSON.stringify({ kind: 'suite', id: suite.id }), 'stop-on-cancel': 'true' },
    });
    await post(ctx);
    expect(service.lab.stops).toEqual([]);
    expect(ctx.messages('warning')).toEqual([
      expect.stringMatching(/^Stopped nothing: the trigger's answer never came.*"stop-scope: target"/),
    ]);
  });

  it('ignores a stop-scope that main did not write, and a job ID that is not one', async () => {
    const { suite } = suiteOf(1);
    const ctx = codelessContext(service, {
      state: {
        target: JSON.stringify({ kind: 'suite', id: suite.id }),
        'stop-on-cancel': 'true',
        'stop-scope': 'everything',
        'job-id': '-1',
      },
    });
    await post(ctx);
    expect(service.lab.stops).toEqual([]);
    expect(service.seen('GET', '/v1/jobs/:id')).toEqual([]);
  });
});

describe('run entries', () => {
  it('main refuses url with a suite before any request', async () => {
    const result = await runEntry(mainEntry, {
      inputs: { 'suite-id': '41', url: 'https://pr.example.test', all: 'false' },
      settings: service.settingsFor(),
    });
    expect(result.failed).toBe(true);
    expect(service.requests).toEqual([]);
  });

  it('main saves the state post reads; post stops the runs and never fails the job', async () => {
    const { suite } = suiteOf(2);
    service.jobs.nextPlan = [{ status: 'RUNNING' }];
    const main = await runEntry(mainEntry, {
      inputs: {
        'suite-id': String(suite.id),
        all: 'false',
        timeout: '1',
        'poll-interval': '1',
        report: 'false',
        'stop-scope': 'target',
      },
      settings: service.settingsFor(),
    });
    expect(main.failed).toBe(true);
    expect(main.outputs).toMatchObject({ 'job-id': expect.any(String), status: 'TIMEOUT' });
    expect(main.state).toMatchObject({ 'job-id': main.outputs['job-id'], 'stop-on-cancel': 'true' });

    service.faults.always('PUT', '/v1/lab/:id/stop', 403);
    const failing = await runEntry(postEntry, { settings: service.settingsFor(), state: main.state });
    expect(failing.failed).toBe(false);
    expect(failing.stdout).toMatch(/::warning::Could not stop the runs of Codeless test \d+: .*HTTP 403/);

    service.faults.clear();
    const done = await runEntry(postEntry, { settings: service.settingsFor(), state: main.state });
    expect(done.failed).toBe(false);
    expect(service.lab.stops).toHaveLength(2);
  });
});

describe('the check run of the root action', () => {
  it('is completed as cancelled by post when main could not complete it', async () => {
    using runner = runnerEnv(github);
    const ctx = codelessContext(service, { env: runner.env });
    const deps = await reportDeps('ghs_t', ctx);
    const id = await openProgressCheck(
      { name: 'Codeless suite 1', externalId: 'job-1', title: 't', summary: 's' },
      deps,
    );
    const postCtx = codelessContext(service, {
      env: runner.env,
      state: { 'check-run-id': String(id), 'check-run-done': 'false', 'job-id': '77' },
    });
    await post(postCtx, { 'github-token': 'ghs_t' });
    expect(github.only()).toMatchObject({
      status: 'completed',
      conclusion: 'cancelled',
      statuses: ['in_progress', 'completed'],
      output: { title: 'Cancelled before job 77 ended' },
    });
  });

  it('is completed by post after it stopped the runs, as cancelled, saying what it stopped', async () => {
    const { suite, tests } = suiteOf(2);
    service.jobs.nextPlan = STILL_RUNNING;
    using runner = runnerEnv(github);
    const ctx = codelessContext(service, { env: runner.env });
    ctx.clock.beforeSleep = (n) => {
      if (n === 2) ctx.controller.abort(new Error('cancelled by SIGINT'));
    };
    const result = await run(
      {
        ...inputs({ kind: 'suite', id: suite.id }, { report: true, githubToken: 'ghs_t' }),
        stopScope: 'job',
      },
      ctx,
    );
    const jobId = Number(result.outputs['job-id']);
    expect(github.only().status).toBe('in_progress');

    const postCtx = codelessContext(service, { env: runner.env, state: Object.fromEntries(ctx.state) });
    await post(postCtx, { 'github-token': 'ghs_t' });
    expect(service.lab.runs.filter((r) => r.jobId === jobId).every((r) => r.stopped)).toBe(true);
    const checkRun = github.only();
    expect(checkRun).toMatchObject({
      statuses: ['in_progress', 'completed'],
      conclusion: 'cancelled',
      output: { title: `Cancelled while job ${jobId} was RUNNING` },
    });
    expect(checkRun.output.summary).toContain(
      `**The post step**: Job ${jobId} was still running when the workflow ended: stopped ${tests.length} of its ${tests.length} tests.`,
    );
    expect(checkRun.output.summary).toContain(
      "[The workflow run](<https://github.example.test/octo/shop/actions/runs/4242>) has the step's log",
    );
    // Stopped first, completed after: the summary can say what was stopped.
    const last = postCtx.messages('info').slice(-2);
    expect(last[0]).toMatch(/stopped 2 of its 2 tests/);
    expect(last[1]).toBe(`Check run #${checkRun.id} completed as cancelled.`);
  });

  it("is completed by post with the job's result, not as cancelled, when the job had ended and failed", async () => {
    const { suite } = suiteOf(2);
    service.lab.tests.get(suite.testIds[0] ?? 0)!.failure = { step: 1, message: 'no #login' };
    service.jobs.nextPlan = [{ status: 'RUNNING' }, { status: 'FINISHED', afterPolls: 1 }];
    using runner = runnerEnv(github);
    const ctx = codelessContext(service, { env: runner.env });
    ctx.clock.beforeSleep = (n) => {
      if (n === 1) ctx.controller.abort(new Error('cancelled by SIGINT'));
    };
    const result = await run(
      {
        ...inputs({ kind: 'suite', id: suite.id }, { report: true, githubToken: 'ghs_t' }),
        stopScope: 'job',
      },
      ctx,
    );
    const jobId = Number(result.outputs['job-id']);
    expect(ctx.state.has('final-status')).toBe(false);

    const postCtx = codelessContext(service, { env: runner.env, state: Object.fromEntries(ctx.state) });
    await post(postCtx, { 'github-token': 'ghs_t' });
    expect(service.lab.stops).toEqual([]);
    expect(github.only()).toMatchObject({
      statuses: ['in_progress', 'completed'],
      conclusion: 'failure',
      output: { title: `Job ${jobId} FINISHED: 1 of 2 tests failed` },
    });
    expect(github.only().output.summary).toContain(
      `**The post step**: Job ${jobId} ended FINISHED meanwhile: nothing to stop.`,
    );
  });

  it('is left alone by post once main completed it', async () => {
    using runner = runnerEnv(github);
    const ctx = codelessContext(service, {
      env: runner.env,
      state: { 'check-run-id': '3000999', 'check-run-done': 'true' },
    });
    await post(ctx, { 'github-token': 'ghs_t' });
    expect(github.requests).toEqual([]);
  });
});
