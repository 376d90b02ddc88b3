// pollJob with history, against the fake service on a simulated clock that moves the service's time too.
import { describe, expect, it } from 'vitest';

import type { Job } from '../../src/api/jobs.ts';
import { pollJob, type PollOptions } from '../../src/codeless/poll.ts';
import { codelessContext } from '../actions/codeless-context.ts';
import { useFakeService } from '../support/service.ts';

const service = useFakeService();
const HOUR_MS = 3_600_000;
const withHistory: PollOptions = {
  timeoutMs: HOUR_MS,
  pollIntervalMs: 5_000,
  expectation: { runningMs: 600_000 },
};

function job(plan: Parameters<typeof service.jobs.create>[2]) {
  return service.jobs.create(service.accounts.user.id, [1, 2, 3], plan);
}

/**
 * Polls a job that turns RUNNING once `queuedMs` have passed and FINISHED `runningMs` after the poll
 * that saw it RUNNING; notes when each answer came on the wait's clock.
 */
async function poll(queuedMs: number, runningMs: number, options: PollOptions) {
  const ctx = codelessContext(service);
  const answers: Array<{ at: number; status: Job['status'] }> = [];
  const j = job([
    { status: 'RUNNING', afterMs: queuedMs },
    { status: 'FINISHED', afterMs: runningMs, success: true },
  ]);
  const outcome = await pollJob(j.id, options, ctx, {
    onSeen: (seen) => answers.push({ at: ctx.clock.now(), status: seen.status }),
  });
  const runningAt = answers.find((a) => a.status === 'RUNNING')!.at;
  return {
    ctx,
    job: j.id,
    outcome,
    answers,
    runningAt,
    polls: j.polls,
    delay: answers.at(-1)!.at - (runningAt + runningMs),
  };
}

describe('pollJob with an expected running time', () => {
  it('ends within 15 s of a job that runs about as long as usual, however long it was QUEUED', async () => {
    for (const queuedMs of [0, 200_000]) {
      const ran = await poll(queuedMs, 652_000, withHistory);
      const { outcome, answers, runningAt } = ran;
      expect(outcome.kind).toBe('final');
      expect(ran.ctx.messages('info')).toContain(
        `Job ${ran.job} usually runs about 10 min once RUNNING (±2 min 30 s): polling sparsely until then, more often around it.`,
      );
      expect(ran.delay).toBeLessThan(15_000);
      // Between 1 and 7 min after RUNNING (10 min less a quarter, less the half minute of not knowing
      // when it began): polls a minute apart, where the back-off alone has them every 30 s.
      const sparse = answers.filter((a) => a.at > runningAt + 60_000 && a.at < runningAt + 420_000);
      expect(sparse.length).toBeLessThanOrEqual(7);
      // The running time the polls bound, for the next run's expectation: off by at most half the
      // 30 s in which it began RUNNING and half the 15 s in which it ended.
      expect(outcome.kind === 'final' && Math.abs(outcome.timing.runningMs! - 652_000)).toBeLessThanOrEqual(
        22_500,
      );

      const without = await poll(queuedMs, 652_000, { timeoutMs: HOUR_MS, pollIntervalMs: 5_000 });
      // A job a little longer than usual costs about the polls of the back-off alone.
      expect(ran.polls).toBeLessThanOrEqual(without.polls + 2);
    }
  });

  it('honours the time-out before, within and after the expected window', async () => {
    for (const timeoutMs of [200_000, 500_000, 900_000]) {
      const { outcome, answers } = await poll(0, 10 * HOUR_MS, { ...withHistory, timeoutMs });
      expect(outcome.kind).toBe('timeout');
      // The last wait is cut to the deadline, and the last poll happens there.
      expect(answers.at(-1)!.at - answers[0]!.at).toBe(timeoutMs);
    }
  });

  it('stops at once when cancelled before, within or after the expected window', async () => {
    // Running from the first poll: sleeps 1-12 lead to 7.5 min, 13-32 are 15 s apart, 33 on back off.
    for (const [n, lastWait] of [
      [3, 7_500],
      [15, 15_000],
      [34, 22_500],
    ] as const) {
      const ctx = codelessContext(service);
      const j = job([{ status: 'RUNNING' }]);
      ctx.clock.beforeSleep = (count) => {
        if (count === n) ctx.controller.abort(new Error('cancelled'));
      };
      const outcome = await pollJob(j.id, withHistory, ctx);
      expect(outcome.kind).toBe('cancelled');
      expect(j.polls).toBe(n);
      expect(ctx.clock.sleeps.at(-1)).toBe(lastWait);
    }
  });
});
