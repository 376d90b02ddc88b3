import { beforeEach, describe, expect, it } from 'vitest';

import { pollJob } from '../../src/codeless/poll.ts';
import { readJob } from '../../src/codeless/reading.ts';
import { retryRounds, type RoundOptions, tieFailures } from '../../src/codeless/retry.ts';
import type { TriggerTarget } from '../../src/codeless/target.ts';
import { trigger } from '../../src/codeless/trigger.ts';
import { outcomeOf, testsOfJob } from '../../src/codeless/verdict.ts';
import { codelessContext } from '../actions/codeless-context.ts';
import { useFakeService } from '../support/service.ts';

const service = useFakeService();
const user = service.accounts.user;
const FAILS = { step: 2, message: 'button #buy not found' };

beforeEach(() => {
  service.lab.triggers.length = 0;
  service.jobs.nextPlan = [{ status: 'FINISHED', afterPolls: 1 }];
});

/** A suite of these tests (name, whether it fails), triggered and waited for: its job and a context. */
async function firstRun(tests: Array<[string, boolean]>) {
  const added = tests.map(([name, fails]) =>
    service.lab.addTest(user.id, { name, ...(fails ? { failure: FAILS } : {}) }),
  );
  const suite = service.labsuites.addSuite(user.id, { name: 'Shop', testIds: added.map((t) => t.id) });
  const ctx = codelessContext(service);
  const target = { kind: 'suite', id: suite.id } as const;
  const jobId = await trigger(target, ctx);
  const outcome = await pollJob(jobId, { timeoutMs: 60_000, pollIntervalMs: 1_000 }, ctx);
  if (outcome.kind !== 'final') throw new Error('the first job did not end');
  const saved: string[] = [];
  const options: RoundOptions = {
    rounds: 1,
    label: (round) => `retry ${round} of 1`,
    timeoutMs: 60_000,
    pollIntervalMs: 1_000,
    onInFlight: (runs) => saved.push(JSON.stringify(runs)),
  };
  const run = testsOfJob(readJob(jobId, outcome, false));
  return { ctx, job: outcome.job, run, target, tests: added, options, saved };
}

/** The retries of a first run: its failures tied to their Codeless tests, then the rounds. */
async function retry(
  first: Awaited<ReturnType<typeof firstRun>>,
  options: RoundOptions = first.options,
  target: TriggerTarget = first.target,
) {
  const tied = await tieFailures(first.run, target, first.ctx);
  return retryRounds(tied, options, first.ctx);
}

describe('retry rounds', () => {
  it('ties a failure only to the one Codeless test of its name in the suite, and re-triggers that test alone', async () => {
    const first = await firstRun([
      ['Login', false],
      ['Checkout', true],
    ]);
    const { ctx, tests, saved } = first;
    const { run, cancelled } = await retry(first);

    const checkout = tests[1]!;
    expect(service.lab.triggers.slice(1)).toEqual([
      { kind: 'test', id: checkout.id, jobId: expect.any(Number) },
    ]);
    expect(ctx.messages('info')).toContain(
      'retry 1 of 1: triggering 1 Codeless test (one job each, billed like any run of the test).',
    );
    // It fails again.
    expect(cancelled).toBe(false);
    expect(run.tests.map(outcomeOf)).toEqual(['failed', 'passed']);
    expect(run.retried.map((r) => r.decided)).toEqual(['failed']);
    // Saved before the trigger went out, with its job once known, and emptied once it ended.
    expect(saved.map((s) => JSON.parse(s))).toEqual([
      [{ testId: checkout.id }],
      [{ testId: checkout.id, jobId: run.retried[0]!.jobId }],
      [],
    ]);
  });

  it('keeps a retry whose answer was lost saved for the post step, and never triggers its test again', async () => {
    const first = await firstRun([
      ['Login', true],
      ['Checkout', true],
    ]);
    const { ctx, tests, saved } = first;
    const [login, checkout] = tests as [(typeof tests)[0], (typeof tests)[0]];
    service.faults.add('POST', `/v1/lab/${login.id}/trigger`, { kind: 'drop-answer' });
    const { run } = await retry(first, { ...first.options, rounds: 2 });

    // The service started Login's runs, but its answer never came: only Checkout's job is waited for,
    // and only Checkout is triggered again in the second round.
    expect(service.lab.triggers.slice(1).map((t) => t.id)).toEqual([login.id, checkout.id, checkout.id]);
    expect(run.retried).toHaveLength(2);
    expect(run.tests.map(outcomeOf)).toEqual(['unknown', 'failed']);
    expect(run.notes).toEqual([
      `Codeless test ${login.id}: the answer to its retry's trigger was lost, so whether that retry ran, and how, is unknown (no job to read); it is not triggered again.`,
    ]);
    expect(ctx.messages('warning').join('\n')).toContain(`Could not retry Codeless test ${login.id}`);
    expect(saved.map((s) => JSON.parse(s)).at(-1)).toEqual([{ testId: login.id }]);
    expect(saved.map((s) => JSON.parse(s))).toContainEqual([
      { testId: login.id },
      { testId: checkout.id, jobId: run.retried[0]!.jobId },
    ]);
  });

  it('waits for a free session once before a round of retries, as before the first trigger', async () => {
    const first = await firstRun([
      ['Login', true],
      ['Checkout', true],
    ]);
    const { ctx, tests, options } = first;
    service.team.profile(user).maxParallel = 2;
    service.team.inUseReads.set(user.id, [
      { vms: 2, physical: 0 },
      { vms: 1, physical: 0 },
    ]);
    service.requests.length = 0;
    await retry(first, { ...options, waitForCapacitySeconds: 30 });

    // Two reads (full, then one free), then both tests' triggers back to back.
    const [login, checkout] = tests as [(typeof tests)[0], (typeof tests)[0]];
    expect(
      service.requests.map((r) => `${r.method} ${r.path}`).filter((r) => /team-management|trigger/.test(r)),
    ).toEqual([
      'GET /v1/team-management',
      'GET /v1/team-management',
      `POST /v1/lab/${login.id}/trigger`,
      `POST /v1/lab/${checkout.id}/trigger`,
    ]);
    expect(ctx.messages('info')).toContain('1 of 2 VM sessions in use after 2 s: triggering.');
  });

  it('does not retry a failure whose name two tests of the suite bear, and says why', async () => {
    const first = await firstRun([
      ['Checkout', true],
      ['Checkout', false],
    ]);
    const { run } = await retry(first);

    expect(service.lab.triggers).toHaveLength(1);
    expect(run.retried).toEqual([]);
    expect(run.tests.map(outcomeOf)).toEqual(['failed', 'passed']);
    expect(first.ctx.messages('info')).toContain(
      `Not retrying "Checkout": 2 Codeless tests of Codeless suite ${first.target.kind === 'suite' ? first.target.id : 0} bear that name, so which one failed is not certain.`,
    );
  });
});
