import { beforeEach, describe, expect, it } from 'vitest';

import { decidingFailures, type FailFast } from '../../src/codeless/early-stop.ts';
import { readJob } from '../../src/codeless/reading.ts';
import { trigger } from '../../src/codeless/trigger.ts';
import { outcomeOf, testsOfJob, verdictOf } from '../../src/codeless/verdict.ts';
import { waitForJob, type WaitOptions } from '../../src/codeless/wait.ts';
import { codelessContext } from '../actions/codeless-context.ts';
import type { JobStep } from '../fake-service/routes/jobs.ts';
import { useFakeService } from '../support/service.ts';

const service = useFakeService();
const user = service.accounts.user;
const FAILS = { step: 3, message: 'button #pay not found' };
/** Queued, then running with no failure listed; from the second poll on it lists Checkout's, and runs on. */
const CHECKOUT_FAILS_AT_POLL_2: JobStep[] = [
  { status: 'RUNNING', afterPolls: 1 },
  { status: 'RUNNING', afterPolls: 1, listsFailures: true },
];
const NAMES = ['Login', 'Checkout', 'Search', 'Cart', 'Profile', 'Logout'];

beforeEach(() => {
  service.jobs.nextPlan = CHECKOUT_FAILS_AT_POLL_2;
});

/** A suite of six Codeless tests, Checkout failing, triggered: its job and a context. */
async function sixTests(failing: readonly string[] = ['Checkout']) {
  const tests = NAMES.map((name) =>
    service.lab.addTest(user.id, { name, ...(failing.includes(name) ? { failure: FAILS } : {}) }),
  );
  const suite = service.labsuites.addSuite(user.id, { name: 'Shop', testIds: tests.map((t) => t.id) });
  const ctx = codelessContext(service);
  const jobId = await trigger({ kind: 'suite', id: suite.id }, ctx);
  const runs = service.lab.runs.filter((r) => r.jobId === jobId);
  return { ctx, jobId, runs, tests };
}

const waiting = (options: Partial<WaitOptions> = {}) => ({
  timeoutSeconds: 3600,
  pollIntervalSeconds: 5,
  failOnFailure: true,
  maxFailures: 1,
  ...options,
});

describe('max-failures', () => {
  it('reads the failures a RUNNING job lists at each poll, and stops the rest once enough failed', async () => {
    const { ctx, jobId, runs } = await sixTests();
    let stopped = 0;

    const waited = await waitForJob(
      { jobId, session: undefined, hooks: { onStopped: () => stopped++ } },
      waiting(),
      ctx,
    );

    expect(waited.outcome.kind).toBe('stopped');
    // Two polls: the second listed Checkout's failure; no request read partial results but the polls.
    expect(service.seen('GET', '/v1/jobs/:id')).toHaveLength(3);
    const checkout = runs[1]!;
    expect(runs.filter((r) => r.stopped).map((r) => r.sessionTestId)).toEqual(
      runs.filter((r) => r !== checkout).map((r) => r.sessionTestId),
    );
    expect(checkout.stopped).toBe(false);
    expect(service.seen('PUT', '/v1/lab/:id/stop')).toEqual([]);
    expect(stopped).toBe(1);
    // The step ends within two polls of the failure becoming readable: at once, on the second.
    expect(ctx.clock.sleeps).toEqual([5_000]);

    if (waited.outcome.kind !== 'stopped') throw new Error('not stopped');
    const run = testsOfJob(readJob(jobId, waited.outcome, false));
    expect(run.tests.map(outcomeOf)).toEqual(['failed']);
    const verdict = verdictOf(run, { timeoutSeconds: 3600 });
    expect(verdict).toMatchObject({
      title: 'Stopped after Checkout failed: 5 tests stopped',
      conclusion: 'failure',
      failedBy: 'tests',
      counts: { total: 1, passed: 0, failed: 1, unknown: 0, flaky: 0 },
    });
    expect(ctx.messages('info')).toContain(
      `Checkout failed for good (max-failures: 1): stopping the 5 other tests of job ${jobId}.`,
    );
  });

  it('says which of the stopped tests had not started, from one read of their records', async () => {
    const { ctx, jobId, runs } = await sixTests();
    // The last one waits for a free session.
    const waitingTest = service.tests.tests.get(runs[5]!.sessionTestId)!;
    waitingTest.state = 'QUEUED';
    service.requests.length = 0;

    const waited = await waitForJob({ jobId, session: undefined }, waiting(), ctx);

    expect(service.seen('GET', '/v1/tests')).toHaveLength(1);
    const created = Date.parse(service.jobs.jobs.get(jobId)!.created_at);
    expect(service.seen('GET', '/v1/tests')[0]?.query).toMatchObject({
      since: String(Math.floor(created / 1000)),
      count: '500',
    });
    if (waited.outcome.kind !== 'stopped') throw new Error('not stopped');
    expect(waited.outcome.stop.notStarted).toEqual([
      { id: runs[5]!.sessionTestId, name: 'Logout', environment: 'chrome 131', platform: 'WIN11' },
    ]);
    expect(waited.outcome.stop.stopped.map((t) => t.name)).toEqual(['Login', 'Search', 'Cart', 'Profile']);
    const verdict = verdictOf(testsOfJob(readJob(jobId, waited.outcome, false)), { timeoutSeconds: 3600 });
    expect(verdict.title).toBe('Stopped after Checkout failed: 4 tests stopped, 1 not started');
  });

  it('waits for the whole job with max-failures 0, polling as ever', async () => {
    service.jobs.nextPlan = [...CHECKOUT_FAILS_AT_POLL_2, { status: 'FINISHED', afterPolls: 4 }];
    const { ctx, jobId, runs } = await sixTests();

    const waited = await waitForJob({ jobId, session: undefined }, waiting({ maxFailures: 0 }), ctx);

    expect(waited.outcome.kind).toBe('final');
    expect(runs.some((r) => r.stopped)).toBe(false);
    expect(service.seen('PUT', '/v1/tests/:id/stop')).toEqual([]);
    // The back-off grows while nothing changes: past the poll interval.
    expect(Math.max(...ctx.clock.sleeps)).toBeGreaterThan(5_000);
  });

  it('keeps polls poll-interval apart while it is on, and counts only failures for good', async () => {
    service.jobs.nextPlan = [...CHECKOUT_FAILS_AT_POLL_2, { status: 'FINISHED', afterPolls: 6 }];
    const { ctx, jobId } = await sixTests(['Checkout', 'Cart']);
    // Two failures, max-failures 3: never reached; the job is waited for to its end.
    const waited = await waitForJob({ jobId, session: undefined }, waiting({ maxFailures: 3 }), ctx);
    expect(waited.outcome.kind).toBe('final');
    expect(ctx.clock.sleeps.every((ms) => ms === 5_000)).toBe(true);
    expect(service.seen('PUT', '/v1/tests/:id/stop')).toEqual([]);
  });

  it('does not count a failure a retry may still mend, nor one that does not count against the verdict', () => {
    const job = {
      status: 'RUNNING' as const,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      success: null,
      test_ids: [1, 2, 3, 4],
      errors: [
        { test_id: 1, test_name: 'Checkout' },
        // The same test again counts once.
        { test_id: 1, test_name: 'Checkout' },
        { test_id: 2, test_name: 'Flaky search' },
        { test_id: 3 },
      ],
    };
    const rules = (over: Partial<FailFast> = {}): FailFast => ({
      maxFailures: 2,
      counts: () => true,
      retriable: () => false,
      ...over,
    });
    expect(decidingFailures(job, rules())?.map((f) => f.testId)).toEqual([1, 2]);
    expect(decidingFailures(job, rules({ maxFailures: 4 }))).toBeUndefined();
    // Quarantined (the report's judgement says it does not count): the next one decides.
    const quarantined = rules({ counts: (entry) => entry.keyName !== 'Flaky search' });
    expect(decidingFailures(job, quarantined)?.map((f) => f.testId)).toEqual([1, 3]);
    // With retries left, a failure tied to its test may yet pass: only the unnamed one counts.
    const retries = rules({ maxFailures: 1, retriable: (f) => f.testName !== undefined });
    expect(decidingFailures(job, retries)?.map((f) => f.testId)).toEqual([3]);
  });
});
