import { describe, expect, it } from 'vitest';

import { InputsSchema, type WaitInputs } from '../../src/actions/wait-for-job/inputs.ts';
import { INPUT_NAMES } from '../../src/actions/wait-for-job/names.ts';
import { post } from '../../src/actions/wait-for-job/post.ts';
import { run } from '../../src/actions/wait-for-job/run.ts';
import { postReadsJob } from '../../src/codeless/closing.ts';
import { MAX_POLL_INTERVAL_MS } from '../../src/codeless/poll.ts';
import { savedCheckOf } from '../../src/report/step-state.ts';
import { readInputs } from '../../src/runtime/inputs.ts';
import { PUSH_SHA, runnerEnv, WORKFLOW_FILE } from '../fake-github/runner-env.ts';
import { CHECK_RUN_PATH } from '../fake-github/server.ts';
import type { JobStep } from '../fake-service/routes/jobs.ts';
import { DEFAULT_EVIDENCE } from '../support/report.ts';
import { useFakeGitHub, useFakeService } from '../support/service.ts';
import { codelessContext } from './codeless-context.ts';

const service = useFakeService();
const github = useFakeGitHub();
const user = service.accounts.user;
function inputs(overrides: Partial<WaitInputs> & { jobId: number }): WaitInputs {
  return {
    timeoutSeconds: 3600,
    pollIntervalSeconds: 5,
    failOnFailure: true,
    report: false,
    checkName: undefined,
    githubToken: undefined,
    ...overrides,
  };
}

function job(plan: JobStep[], testIds = [70_001, 70_002]) {
  return service.jobs.create(user.id, testIds, plan);
}

const polls = () => service.seen('GET', '/v1/jobs/:id').length;

describe('wait-for-job inputs', () => {
  const read = (raw: Record<string, string>) =>
    readInputs(INPUT_NAMES, InputsSchema, (name) => raw[name] ?? '');

  it('takes the action.yml defaults', () => {
    expect(
      read({ 'job-id': '12', timeout: '3600', 'poll-interval': '5', 'fail-on-failure': 'true' }),
    ).toEqual({
      jobId: 12,
      timeoutSeconds: 3600,
      pollIntervalSeconds: 5,
      maxFailures: 0,
      failOnFailure: true,
      report: true,
      checkName: undefined,
      githubToken: undefined,
      // The workspace's copy of the default quarantine file, for the report to say which copy decides.
      evidence: {
        ...DEFAULT_EVIDENCE,
        quarantine: {
          auto: 0,
          workspace: expect.objectContaining({ file: '.github/cloudtest-quarantine.yml', given: false }),
        },
      },
    });
  });

  it('names each invalid input', () => {
    expect(() => read({})).toThrow('Input "job-id" is required');
    expect(() => read({ 'job-id': 'abc' })).toThrow(/Input "job-id" must be a positive whole number/);
    expect(() => read({ 'job-id': '1', timeout: '-5' })).toThrow(
      /Input "timeout" must be a whole number of seconds/,
    );
    expect(() => read({ 'job-id': '1', 'poll-interval': '0' })).toThrow(/Input "poll-interval"/);
    expect(() => read({ 'job-id': '1', 'fail-on-failure': 'maybe' })).toThrow(
      /Input "fail-on-failure" must be true or false/,
    );
  });
});

describe('wait-for-job', () => {
  it('follows QUEUED → RUNNING → FINISHED and sets every output', async () => {
    const j = job([
      { status: 'RUNNING', afterPolls: 2 },
      { status: 'FINISHED', afterPolls: 2, success: true },
    ]);
    const ctx = codelessContext(service);
    const result = await run(inputs({ jobId: j.id }), ctx);
    expect(result).toEqual({
      outputs: {
        status: 'FINISHED',
        success: 'true',
        'test-ids': '[70001,70002]',
        'failed-count': '0',
        'check-run-url': '',
        // report is false: no files either.
        'junit-file': '',
        'ctrf-file': '',
        'assets-dir': '',
        // Nothing compared: no report.
        'new-failures': '',
        fixed: '',
        'compared-to': '',
        flaky: '',
        quarantined: '',
        'vm-seconds': '',
        'device-seconds': '',
      },
    });
    expect(ctx.messages('info')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^Job ${j.id} is QUEUED`)),
        expect.stringMatching(new RegExp(`^Job ${j.id} is RUNNING`)),
        expect.stringMatching(new RegExp(`^Job ${j.id} is FINISHED`)),
        `Job ${j.id} FINISHED: all 2 tests passed`,
      ]),
    );
    expect(polls()).toBe(4);
  });

  it('fails on a FINISHED job whose success is false, naming the failures in one line', async () => {
    const errors = [
      {
        test_id: 70_002,
        test_name: 'Checkout',
        step: 4,
        browser: 'chrome 126',
        time: '2026-01-01T00:01:00Z',
        message: 'no #pay',
      },
    ];
    const j = job([{ status: 'RUNNING' }, { status: 'FINISHED', success: false, errors }]);
    const result = await run(inputs({ jobId: j.id }), codelessContext(service));
    expect(result.outputs).toMatchObject({ status: 'FINISHED', success: 'false', 'failed-count': '1' });
    expect(result.failure).toBe(
      `Job ${j.id} FINISHED: 1 of 2 tests failed: Checkout (test 70002) failed at step 4 on chrome 126 (time 2026-01-01T00:01:00Z): no #pay.`,
    );
  });

  it('passes with a warning when fail-on-failure is false', async () => {
    const j = job([{ status: 'FINISHED', success: false, errors: [{ step: 1, browser: 'x', time: 't' }] }]);
    const ctx = codelessContext(service);
    const result = await run(inputs({ jobId: j.id, failOnFailure: false }), ctx);
    expect(result.failure).toBeUndefined();
    expect(ctx.messages('warning')).toEqual([
      `Job ${j.id} FINISHED: 1 of 2 tests failed: Failure 1 failed at step 1 on x (time t). (fail-on-failure is false, so the step passes)`,
    ]);
  });

  it('ends the wait on FAILED with success still unknown', async () => {
    const j = job([{ status: 'RUNNING' }, { status: 'FAILED', afterPolls: 1 }]);
    const result = await run(inputs({ jobId: j.id }), codelessContext(service));
    expect(result.outputs).toMatchObject({ status: 'FAILED', success: '' });
    expect(result.failure).toBe(
      `Job ${j.id} FAILED: The outcome of 2 tests of job ${j.id} is unknown: it FAILED, which does not say which of its tests passed.`,
    );
    expect(polls()).toBe(2);
    const lenient = await run(inputs({ jobId: j.id, failOnFailure: false }), codelessContext(service));
    expect(lenient.failure).toBeUndefined();
  });

  it('times out with the last status seen, after waiting until the deadline', async () => {
    const j = job([{ status: 'RUNNING', afterPolls: 1 }]);
    const ctx = codelessContext(service);
    const started = ctx.clock.now();
    const result = await run(inputs({ jobId: j.id, timeoutSeconds: 120 }), ctx);
    expect(result.outputs).toMatchObject({ status: 'TIMEOUT', success: '', 'test-ids': '[70001,70002]' });
    expect(result.failure).toBe(`Job ${j.id} did not finish within 2 min (last status seen: RUNNING).`);
    expect(ctx.clock.now() - started).toBe(120_000);
  });

  it('reports a job that ends during the last wait, not a time-out', async () => {
    const j = job([
      { status: 'RUNNING', afterPolls: 1 },
      { status: 'FINISHED', afterMs: 20_000, success: true },
    ]);
    const ctx = codelessContext(service);
    const result = await run(inputs({ jobId: j.id, timeoutSeconds: 20, pollIntervalSeconds: 5 }), ctx);
    // 5 + 7.5 + 7.5 (cut to the deadline): the poll after the last wait sees FINISHED.
    expect(ctx.clock.sleeps).toEqual([5_000, 7_500, 7_500]);
    expect(result.outputs.status).toBe('FINISHED');
    expect(result.failure).toBeUndefined();
  });

  it('waits through transient 503s and never ends early on them', async () => {
    const j = job([{ status: 'RUNNING' }, { status: 'FINISHED', afterPolls: 1, success: true }]);
    // Four attempts per poll (the transport's retries): two whole polls fail, then it answers.
    service.faults.add('GET', '/v1/jobs/:id', 'pass', 503, 503, 503, 503, 503, 503, 503, 503);
    const ctx = codelessContext(service);
    const result = await run(inputs({ jobId: j.id }), ctx);
    expect(result.outputs.status).toBe('FINISHED');
    expect(ctx.messages('warning')).toEqual([
      expect.stringMatching(/^Polling job \d+ failed; trying again until the time-out: get job .* HTTP 503/),
    ]);

    const stuck = job([{ status: 'RUNNING' }]);
    service.faults.clear();
    service.faults.add('GET', '/v1/jobs/:id', 'pass');
    service.faults.always('GET', '/v1/jobs/:id', 503);
    const ctx2 = codelessContext(service);
    const started = ctx2.clock.now();
    const failed = await run(inputs({ jobId: stuck.id, timeoutSeconds: 300 }), ctx2);
    expect(ctx2.clock.now() - started).toBe(300_000);
    expect(failed.outputs.status).toBe('TIMEOUT');
    expect(failed.failure).toMatch(
      new RegExp(
        `^Job ${stuck.id} did not finish within 5 min \\(last status seen: RUNNING\\); the last poll failed: .*HTTP 503`,
      ),
    );
  });

  it('fails at once on an answer that cannot heal (404)', async () => {
    const ctx = codelessContext(service);
    await expect(run(inputs({ jobId: 999_999 }), ctx)).rejects.toThrow(
      'get job (GET /v1/jobs/999999) failed with HTTP 404: no such job.',
    );
    expect(polls()).toBe(1);
    expect(ctx.clock.sleeps).toEqual([]);
  });

  it('keeps the number of polls small for a long job: the wait grows to 30 s and drops back on a change', async () => {
    const j = job([
      { status: 'RUNNING', afterMs: 120_000 },
      { status: 'FINISHED', afterMs: 600_000, success: true },
    ]);
    const ctx = codelessContext(service);
    const result = await run(inputs({ jobId: j.id }), ctx);
    expect(result.outputs.status).toBe('FINISHED');
    const sleeps = ctx.clock.sleeps;
    expect(Math.max(...sleeps)).toBe(MAX_POLL_INTERVAL_MS);
    expect(sleeps.slice(0, 4)).toEqual([5_000, 7_500, 11_250, 16_875]);
    // The first wait after RUNNING appeared is the first interval again.
    const changedAt = sleeps.findIndex((_, i) => i > 0 && sleeps[i] === 5_000);
    expect(changedAt).toBeGreaterThan(0);
    expect(sleeps[changedAt + 1]).toBe(7_500);
    // 12 minutes at 5 s would be 145 polls.
    expect(polls()).toBeLessThan(40);
  });

  it('stops polling at once when cancelled during a wait, and says so', async () => {
    const j = job([{ status: 'RUNNING', afterPolls: 1 }]);
    const ctx = codelessContext(service);
    ctx.clock.beforeSleep = (n) => {
      if (n === 3) ctx.controller.abort(new Error('cancelled by SIGINT'));
    };
    const result = await run(inputs({ jobId: j.id }), ctx);
    expect(result.failure).toBe(
      `Cancelled while waiting for job ${j.id}: stopped polling (last status seen: RUNNING).`,
    );
    expect(result.outputs.status).toBe('RUNNING');
    expect(polls()).toBe(3);
  });

  it('shows the check run in progress while it waits, and completes the same one with the report', async () => {
    const j = job([
      { status: 'RUNNING', afterPolls: 2 },
      { status: 'FINISHED', success: true },
    ]);
    using runner = runnerEnv(github);
    const ctx = codelessContext(service, { env: runner.env });
    await run(inputs({ jobId: j.id, report: true, githubToken: 'ghs_test' }), ctx);
    // Opened before the first poll, told the job waits for a free session, then that it runs,
    // completed by the report.
    expect(github.only()).toMatchObject({
      statuses: ['in_progress', 'in_progress', 'in_progress', 'completed'],
      titles: [
        `Waiting for Codeless job ${j.id}`,
        `Codeless job ${j.id} is queued: waiting for a free session`,
        `Codeless job ${j.id} is running`,
        `Job ${j.id} FINISHED: all 2 tests passed`,
      ],
      conclusion: 'success',
      details_url: 'https://github.example.test/octo/shop/actions/runs/4242',
    });
    expect(github.only().output.summary).toMatch(
      /Waited about \d+ s for a free session \(QUEUED\), then ran about \d+ s\./,
    );
    expect(ctx.messages('info')).toContainEqual(
      expect.stringMatching(/^Check run "Codeless tests" is in progress: /),
    );
  });

  it('completes its check run as failed when the wait fails, a job that is not there included', async () => {
    const j = job([{ status: 'RUNNING' }]);
    service.faults.add('GET', '/v1/jobs/:id', 'pass', {
      kind: 'status',
      status: 403,
      body: { error: 'no <b>access</b>' },
    });
    using runner = runnerEnv(github);
    const ctx = codelessContext(service, { env: runner.env });
    await expect(run(inputs({ jobId: j.id, report: true, githubToken: 'ghs_test' }), ctx)).rejects.toThrow(
      /403/,
    );
    expect(github.only()).toMatchObject({
      status: 'completed',
      conclusion: 'failure',
      output: { title: expect.stringMatching(new RegExp(`^Could not wait for job ${j.id}: `)) },
    });
    expect(github.only().output.summary).not.toContain('<b>');

    // Opened before the first poll (its answer names the app earlier reports must be of): a job that
    // is not there leaves it failed, saying why, never in progress.
    github.checkRuns.clear();
    await expect(run(inputs({ jobId: 999_999, report: true, githubToken: 'ghs_test' }), ctx)).rejects.toThrow(
      /404/,
    );
    expect(github.only()).toMatchObject({
      status: 'completed',
      conclusion: 'failure',
      output: {
        title: expect.stringMatching(/^Could not wait for job 999999: .*GET \/v1\/jobs\/999999\).*HTTP 404/),
      },
    });
  });

  it('leaves its check run to the post step when cancelled during the wait, having no time for GitHub', async () => {
    const j = job([{ status: 'RUNNING' }]);
    using runner = runnerEnv(github);
    const ctx = codelessContext(service, { env: runner.env });
    ctx.clock.beforeSleep = (n) => {
      if (n === 2) ctx.controller.abort(new Error('cancelled by SIGINT'));
    };
    const result = await run(inputs({ jobId: j.id, report: true, githubToken: 'ghs_test' }), ctx);
    expect(result.failure).toMatch(/^Cancelled while waiting for job/);
    const checkRun = github.only();
    expect(checkRun.statuses).toEqual(['in_progress']);
    expect(ctx.messages('info')).toContain(`The post step completes check run #${checkRun.id}.`);
    expect(Object.fromEntries(ctx.state)).toEqual({
      'check-name': 'Codeless tests',
      'job-id': String(j.id),
      'last-status': 'RUNNING',
      'check-run-id': String(checkRun.id),
      'check-run-done': 'false',
      cancelled: 'true',
    });
  });

  it('stops at once when cancelled during a poll that hangs', async () => {
    const j = job([{ status: 'RUNNING' }]);
    service.faults.add('GET', '/v1/jobs/:id', 'pass', { kind: 'hang' });
    const ctx = codelessContext(service);
    ctx.clock.beforeSleep = () => setTimeout(() => ctx.controller.abort(), 50);
    const result = await run(inputs({ jobId: j.id }), ctx);
    expect(result.failure).toMatch(
      /^Cancelled while waiting for job \d+: stopped polling \(last status seen: RUNNING\)\.$/,
    );
    expect(polls()).toBe(2);
  });
});

describe('wait-for-job report', () => {
  const failedJob = () =>
    job(
      [
        { status: 'RUNNING' },
        {
          status: 'FINISHED',
          success: false,
          errors: [
            {
              test_id: 70_001,
              test_name: 'Login',
              step: 2,
              browser: 'firefox 127',
              time: '2026-01-01T00:00:30Z',
              message: 'timeout',
            },
            { test_id: 70_003, test_name: 'Search', step: 'type #q', browser: 'chrome 126', time: 41 },
          ],
        },
      ],
      [70_001, 70_002, 70_003],
    );

  it('makes a check run with one annotation per error, and a summary listing the spawned tests', async () => {
    const j = failedJob();
    using runner = runnerEnv(github);
    const ctx = codelessContext(service, { env: runner.env });
    const result = await run(inputs({ jobId: j.id, report: true, githubToken: 'ghs_test' }), ctx);
    const checkRun = github.only();
    expect(result.outputs['check-run-url']).toBe(checkRun.html_url);
    expect(checkRun).toMatchObject({
      name: 'Codeless tests',
      external_id: `job-${j.id}`,
      conclusion: 'failure',
      output: { title: `Job ${j.id} FINISHED: 2 of 3 tests failed` },
    });
    expect(checkRun.annotations).toEqual([
      expect.objectContaining({
        path: WORKFLOW_FILE,
        annotation_level: 'failure',
        title: 'Login (test 70001) (firefox 127)',
        message: 'Failed at step 2 on firefox 127 (time 2026-01-01T00:00:30Z): timeout.',
      }),
      expect.objectContaining({
        title: 'Search (test 70003) (chrome 126)',
        message: 'Failed at step type #q on chrome 126 (time 41).',
      }),
    ]);
    expect(runner.summary()).toContain('Tests spawned (3): 70001, 70002, 70003');
    expect(runner.summary()).toMatch(/\| 3 \| 1 \| 2 \| 0 \|/);
    expect(ctx.secrets).toContain('ghs_test');
  });

  it('without checks: write, warns and annotates through workflow commands; the step result stays the job result', async () => {
    const j = failedJob();
    github.denyChecks();
    using runner = runnerEnv(github);
    const ctx = codelessContext(service, { env: runner.env });
    const result = await run(
      inputs({ jobId: j.id, report: true, githubToken: 'ghs_test', failOnFailure: false }),
      ctx,
    );
    expect(result.failure).toBeUndefined();
    expect(result.outputs['check-run-url']).toBe('');
    expect(ctx.lines.filter((l) => l.level === 'error').map((l) => l.place?.title)).toEqual([
      'Login (test 70001) (firefox 127)',
      'Search (test 70003) (chrome 126)',
    ]);
    expect(ctx.messages('warning').join('\n')).toMatch(/checks: write/);
    expect(runner.summary()).toContain('Tests spawned (3)');
  });

  it('reports a time-out as timed_out', async () => {
    const j = job([{ status: 'RUNNING' }]);
    using runner = runnerEnv(github);
    const ctx = codelessContext(service, { env: runner.env });
    const result = await run(
      inputs({ jobId: j.id, report: true, githubToken: 'ghs_test', timeoutSeconds: 60, checkName: 'E2E' }),
      ctx,
    );
    expect(result.outputs.status).toBe('TIMEOUT');
    expect(github.only()).toMatchObject({ name: 'E2E', conclusion: 'timed_out' });
    expect(runner.summary()).toContain(`**Job ${j.id}**: TIMEOUT \\(last status seen: RUNNING\\)`);
  });

  it('makes no report when report is false', async () => {
    const j = job([{ status: 'FINISHED', success: true }]);
    using runner = runnerEnv(github);
    await run(
      inputs({ jobId: j.id, githubToken: 'ghs_test' }),
      codelessContext(service, { env: runner.env }),
    );
    expect(github.checkRuns.size).toBe(0);
    expect(runner.summary()).toBe('');
  });
});

describe('the check run wait-for-job opens is never left in progress', () => {
  const failing = () =>
    job(
      [
        { status: 'RUNNING', afterPolls: 1 },
        {
          status: 'FINISHED',
          success: false,
          errors: [{ test_id: 70_001, test_name: 'Login', message: 'timeout' }],
        },
      ],
      [70_001, 70_002],
    );
  const WORKFLOW_RUN = '(<https://github.example.test/octo/shop/actions/runs/4242>)';
  const patches = () => github.requests.filter((r) => r.method === 'PATCH');
  /** Warnings about the check run (the job's test records are not in the fake service: another warning). */
  const checkWarnings = (ctx: { messages: (level: 'warning') => string[] }) =>
    ctx.messages('warning').filter((m) => /check run/i.test(m));
  /** Main against the fake GitHub; its post step gets main's state in a context of its own. */
  async function main(j: { id: number }, runner: { env: Record<string, string | undefined> }) {
    const ctx = codelessContext(service, { env: runner.env });
    const result = await run(inputs({ jobId: j.id, report: true, githubToken: 'ghs_test' }), ctx);
    const postCtx = () => codelessContext(service, { env: runner.env, state: Object.fromEntries(ctx.state) });
    return { ctx, result, postCtx };
  }

  it('completes it with its report when GitHub answers the completing write once with 502', async () => {
    const j = failing();
    github.faults.add('PATCH', CHECK_RUN_PATH, 502);
    using runner = runnerEnv(github);
    const { ctx } = await main(j, runner);
    expect(github.only()).toMatchObject({ statuses: ['in_progress', 'completed'], conclusion: 'failure' });
    expect(github.only().annotations).toHaveLength(1);
    expect(patches().map((r) => r.status)).toEqual([502, 200]);
    // Paced: GitHub asks for a pause between writes.
    expect(ctx.clock.sleeps).toContain(1000);
    expect(checkWarnings(ctx)).toEqual([]);
    expect(ctx.state.get('check-run-done')).toBe('true');
  });

  it('completes it without its annotations when GitHub refuses the report, and says which check run', async () => {
    const j = failing();
    github.faults.add('PATCH', CHECK_RUN_PATH, 502, 502, 502);
    using runner = runnerEnv(github);
    const { ctx } = await main(j, runner);
    const checkRun = github.only();
    expect(checkRun).toMatchObject({
      statuses: ['in_progress', 'completed'],
      conclusion: 'failure',
      output: { title: `Job ${j.id} FINISHED: 1 of 2 tests failed` },
    });
    expect(checkRun.annotations).toEqual([]);
    expect(checkRun.output.summary).toContain("GitHub did not take this check run's report (HTTP 502");
    expect(checkWarnings(ctx)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Could not complete check run #${checkRun.id} with its report \\(HTTP 502.*completed it as failure without annotations\\.$`,
        ),
      ),
    ]);
    // The failed test is annotated all the same, through the log.
    expect(ctx.lines.filter((l) => l.level === 'error').map((l) => l.place?.title)).toEqual([
      'Login (test 70001)',
    ]);
    expect(ctx.state.get('check-run-done')).toBe('true');
  });

  it("is completed by the post step with the job's result when GitHub refused every write of main", async () => {
    const j = failing();
    github.faults.always('PATCH', CHECK_RUN_PATH, 502);
    using runner = runnerEnv(github);
    const { ctx, result, postCtx } = await main(j, runner);
    const checkRun = github.only();
    expect(result.failure).toMatch(new RegExp(`^Job ${j.id} FINISHED: 1 of 2 tests failed`));
    expect(checkRun.statuses).toEqual(['in_progress']);
    expect(checkWarnings(ctx)).toEqual([
      expect.stringMatching(
        new RegExp(`^Could not complete check run #${checkRun.id} \\(HTTP 502.*post step completes it\\.$`),
      ),
    ]);
    expect(ctx.messages('warning').join('\n')).not.toContain('Could not create');
    expect(ctx.state.get('check-run-done')).toBe('false');

    github.faults.clear();
    service.requests.length = 0;
    const later = postCtx();
    await post(later, { 'github-token': 'ghs_test' });
    expect(checkRun).toMatchObject({
      statuses: ['in_progress', 'completed'],
      conclusion: 'failure',
      output: { title: `Job ${j.id} FINISHED: 1 of 2 tests failed` },
    });
    expect(checkRun.output.summary).toContain(`**Job ${j.id}**, last status seen: FINISHED.`);
    expect(checkRun.output.summary).toContain(WORKFLOW_RUN);
    // The result main reached was saved: the post step needs no word from the service.
    expect(service.requests).toEqual([]);
    expect(later.messages('info')).toEqual([`Check run #${checkRun.id} completed as failure.`]);
  });

  it('is completed by the post step as cancelled, with the job, its last status and the workflow run, after a cancel', async () => {
    const j = job([{ status: 'RUNNING' }]);
    using runner = runnerEnv(github);
    const ctx = codelessContext(service, { env: runner.env });
    ctx.clock.beforeSleep = (n) => {
      if (n === 2) ctx.controller.abort(new Error('cancelled by SIGINT'));
    };
    await run(inputs({ jobId: j.id, report: true, githubToken: 'ghs_test' }), ctx);
    expect(github.only().status).toBe('in_progress');

    await post(codelessContext(service, { env: runner.env, state: Object.fromEntries(ctx.state) }), {
      'github-token': 'ghs_test',
    });
    const checkRun = github.only();
    expect(checkRun).toMatchObject({
      statuses: ['in_progress', 'completed'],
      conclusion: 'cancelled',
      output: { title: `Cancelled while job ${j.id} was RUNNING` },
    });
    expect(checkRun.output.summary).toBe(
      [
        `**Job ${j.id}**, last status seen: RUNNING.`,
        'The step was cancelled or ended before the job did.',
        `[The workflow run]${WORKFLOW_RUN} has the step's log and job summary.`,
      ].join('\n\n'),
    );
  });

  it("is completed by the post step with the job's own result when the job ended after main stopped", async () => {
    const j = job([{ status: 'RUNNING' }, { status: 'FINISHED', afterPolls: 1, success: true }], [70_001]);
    using runner = runnerEnv(github);
    const ctx = codelessContext(service, { env: runner.env });
    ctx.clock.beforeSleep = (n) => {
      if (n === 1) ctx.controller.abort(new Error('cancelled by SIGINT'));
    };
    await run(inputs({ jobId: j.id, report: true, githubToken: 'ghs_test' }), ctx);
    expect(ctx.state.get('last-status')).toBe('RUNNING');

    await post(codelessContext(service, { env: runner.env, state: Object.fromEntries(ctx.state) }), {
      'github-token': 'ghs_test',
    });
    expect(github.only()).toMatchObject({
      statuses: ['in_progress', 'completed'],
      conclusion: 'success',
      output: { title: `Job ${j.id} FINISHED: all 1 test passed` },
    });
    expect(github.only().output.summary).toContain(`**Job ${j.id}**, last status seen: FINISHED.`);
  });

  it('is found on the commit and completed by the post step when main never learnt its ID', async () => {
    const j = job([{ status: 'RUNNING' }]);
    using runner = runnerEnv(github);
    // Main was killed after GitHub made its check run and before its answer came: no ID was saved.
    const made = await fetch(`${github.url}/repos/octo/shop/check-runs`, {
      method: 'POST',
      headers: { authorization: 'token ghs_test', 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Codeless tests',
        head_sha: PUSH_SHA,
        external_id: `job-${j.id}`,
        status: 'in_progress',
      }),
    });
    expect(made.status).toBe(201);
    const state = { 'check-name': 'Codeless tests', 'job-id': String(j.id), 'last-status': 'RUNNING' };
    // The job is read again (no result was saved): the post step needs the service.
    expect(postReadsJob(savedCheckOf((name) => state[name as keyof typeof state] ?? ''))).toBe(true);
    const ctx = codelessContext(service, { env: runner.env, state });
    await post(ctx, { 'github-token': 'ghs_test' });
    expect(github.only()).toMatchObject({
      statuses: ['in_progress', 'completed'],
      conclusion: 'cancelled',
      output: { title: `Cancelled while job ${j.id} was RUNNING` },
    });
    expect(ctx.messages('info')).toContain(
      `Found check run #${github.only().id} left in progress, whose ID main never learnt.`,
    );
    // Nothing to find when main reported nothing, or completed its check.
    github.requests.length = 0;
    await post(codelessContext(service, { env: runner.env, state: { 'job-id': String(j.id) } }), {
      'github-token': 'ghs_test',
    });
    expect(github.requests).toEqual([]);
  });

  it('is retried by the post step too, and a refusal there is a warning naming the check run', async () => {
    using runner = runnerEnv(github);
    const state = {
      'check-run-id': '3000777',
      'check-run-done': 'false',
      'job-id': '1',
      conclusion: 'failure',
      title: 'T',
    };
    github.faults.always('PATCH', CHECK_RUN_PATH, 503);
    const ctx = codelessContext(service, { env: runner.env, state });
    await post(ctx, { 'github-token': 'ghs_test' });
    expect(patches().map((r) => r.status)).toEqual([503, 503, 503]);
    expect(ctx.clock.sleeps).toEqual([1000, 2000]);
    expect(ctx.messages('warning')).toEqual([
      expect.stringMatching(/^Could not complete check run #3000777 as failure: HTTP 503/),
    ]);
  });

  it('leaves the post step nothing to do once main completed it, or when main opened none', async () => {
    const j = failing();
    using runner = runnerEnv(github);
    const { postCtx } = await main(j, runner);
    github.requests.length = 0;
    service.requests.length = 0;
    for (const ctx of [postCtx(), codelessContext(service, { env: runner.env })]) {
      await post(ctx, { 'github-token': 'ghs_test' });
      expect(checkWarnings(ctx)).toEqual([]);
    }
    expect(github.requests).toEqual([]);
    expect(service.requests).toEqual([]);
  });
});
