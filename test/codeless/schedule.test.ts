// The poll schedule on a simulated clock: each answer is given at the time the schedule placed the poll.
import { describe, expect, it } from 'vitest';

import type { Job, JobStatus } from '../../src/api/jobs.ts';
import {
  expectationOfRuns,
  MAX_POLL_INTERVAL_MS,
  MIN_LEARNT_RUNS,
  PollSchedule,
  type ScheduleOptions,
} from '../../src/codeless/schedule.ts';

const S = 1_000;
const MIN = 60 * S;

function job(status: JobStatus, more: Partial<Job> = {}): Job {
  const at = '2026-01-01T00:00:00Z';
  return { status, created_at: at, updated_at: at, success: null, test_ids: [1, 2, 3], errors: [], ...more };
}

/** The times of the polls, from 0, of a job whose record at time t is `at(t)`, until it ends or `untilMs`. */
function pollTimes(options: ScheduleOptions, at: (t: number) => Job, untilMs: number): number[] {
  const schedule = new PollSchedule(options);
  const times: number[] = [];
  for (let t = 0; t <= untilMs;) {
    times.push(t);
    const seen = at(t);
    const wait = schedule.next(t, seen);
    if (seen.status === 'FINISHED' || seen.status === 'FAILED') break;
    t += wait;
  }
  return times;
}

const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);
const between = (times: number[], from: number, to: number) => times.filter((t) => t >= from && t <= to);
const running = () => job('RUNNING');
const tenMinutes = { pollIntervalMs: 5 * S, expectation: { runningMs: 10 * MIN } };

describe('PollSchedule without history', () => {
  it('grows each wait by half up to the cap and drops back to the poll interval on a change', () => {
    const times = pollTimes(
      { pollIntervalMs: 5 * S },
      (t) => job(t < 100 * S ? 'QUEUED' : 'RUNNING'),
      5 * MIN,
    );
    const waits = gaps(times);
    expect(waits.slice(0, 7)).toEqual([5_000, 7_500, 11_250, 16_875, 25_313, 30_000, 30_000]);
    const change = times.findIndex((t) => t >= 100 * S);
    expect(waits.slice(change, change + 3)).toEqual([5_000, 7_500, 11_250]);
    expect(Math.max(...waits)).toBe(MAX_POLL_INTERVAL_MS);
  });

  it('repeats the last wait after a failed poll', () => {
    const schedule = new PollSchedule({ pollIntervalMs: 5 * S });
    expect(schedule.next(0, running())).toBe(5_000);
    expect(schedule.next(5_000, running())).toBe(7_500);
    expect(schedule.next(12_500)).toBe(7_500);
    expect(schedule.next(20_000, running())).toBe(11_250);
  });

  it('reads neither errors nor a growing test_ids when the suite size is not known', () => {
    const plain = pollTimes({ pollIntervalMs: 5 * S }, running, 5 * MIN);
    const moving = pollTimes(
      { pollIntervalMs: 5 * S },
      (t) =>
        job('RUNNING', {
          test_ids: [1, 2, 3].slice(0, 1 + Math.floor(t / MIN)),
          errors: t > MIN ? [{}] : [],
        }),
      5 * MIN,
    );
    expect(moving).toEqual(plain);
  });

  it('restarts the back-off when every test of a known suite has been spawned', () => {
    const spawned = (t: number) => (t < 60 * S ? 1 : t < 120 * S ? 2 : 3);
    const times = pollTimes(
      { pollIntervalMs: 5 * S, suiteSize: 3 },
      (t) => job('RUNNING', { test_ids: [1, 2, 3].slice(0, spawned(t)) }),
      5 * MIN,
    );
    const waits = gaps(times);
    const all = times.findIndex((t) => t >= 120 * S);
    expect(waits[all]).toBe(5_000);
    // The second test's arrival is not a sign of the end: no restart at 60 s.
    const second = times.findIndex((t) => t >= 60 * S);
    expect(waits[second]).toBeGreaterThan(waits[second - 1]!);
  });

  it('takes an expectation that cannot place polls as no history', () => {
    const plain = pollTimes({ pollIntervalMs: 5 * S }, running, 15 * MIN);
    for (const runningMs of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(pollTimes({ pollIntervalMs: 5 * S, expectation: { runningMs } }, running, 15 * MIN)).toEqual(
        plain,
      );
  });
});

describe('PollSchedule with history', () => {
  it('polls sparsely before the expected end, every 15 s around it, and backs off past it', () => {
    const times = pollTimes(tenMinutes, running, 15 * MIN);
    const waits = gaps(times);
    // Before 7.5 min (10 min less a quarter): growing waits up to a minute, landing on 7.5 min.
    const early = between(times, 0, 449_999);
    expect(early.length).toBe(12);
    expect(early.length).toBeLessThan(
      between(pollTimes({ pollIntervalMs: 5 * S }, running, 15 * MIN), 0, 449_999).length,
    );
    expect(Math.max(...gaps(early))).toBe(60_000);
    expect(times).toContain(450_000);
    // From 7.5 to 12.5 min: every 15 s.
    expect(new Set(gaps(between(times, 450_000, 750_000)))).toEqual(new Set([15_000]));
    // Past 12.5 min: the back-off from 15 s to its cap.
    const after = times.indexOf(750_000);
    expect(waits.slice(after, after + 4)).toEqual([22_500, 30_000, 30_000, 30_000]);
  });

  it('finds a job within 15 s of its end anywhere within a quarter of the usual time, in at most 33 polls', () => {
    for (let endMs = 450_000; endMs <= 750_000; endMs += 7_000) {
      const times = pollTimes(tenMinutes, (t) => job(t >= endMs ? 'FINISHED' : 'RUNNING'), 20 * MIN);
      expect(times.at(-1)! - endMs).toBeLessThan(15_000);
      // 12 before the window, at most 21 in it (the back-off alone needs 28 for 12.5 min).
      expect(times.length).toBeLessThanOrEqual(33);
    }
  });

  it('does not count the time spent QUEUED, and widens the window by what it does not know of the start', () => {
    const queuedMs = 4 * MIN;
    const times = pollTimes(tenMinutes, (t) => job(t < queuedMs ? 'QUEUED' : 'RUNNING'), 25 * MIN);
    const firstRunning = times.findIndex((t) => t >= queuedMs);
    const [lastQueuedAt, runningAt] = [times[firstRunning - 1]!, times[firstRunning]!];
    expect(runningAt - lastQueuedAt).toBe(30_000);
    // RUNNING does not restart the back-off: the end is not expected soon.
    expect(gaps(times)[firstRunning]).toBe(45_000);
    const opens = lastQueuedAt + 450_000;
    const closes = runningAt + 750_000;
    expect(times).toContain(opens);
    expect(between(times, opens - 59_999, opens - 1)).toHaveLength(1);
    expect(new Set(gaps(between(times, opens, closes)))).toEqual(new Set([15_000]));
    expect(times).toContain(closes);
  });

  it('takes the spread given, and never polls faster than the poll interval', () => {
    const narrow = pollTimes(
      { pollIntervalMs: 5 * S, expectation: { runningMs: 5 * MIN, spreadMs: 30 * S } },
      running,
      10 * MIN,
    );
    expect(new Set(gaps(between(narrow, 270_000, 330_000)))).toEqual(new Set([7_500]));
    for (const pollIntervalMs of [10 * S, 45 * S, 2 * MIN]) {
      const times = pollTimes(
        { pollIntervalMs, expectation: { runningMs: 5 * MIN, spreadMs: 30 * S } },
        running,
        20 * MIN,
      );
      expect(Math.min(...gaps(times))).toBe(pollIntervalMs);
    }
  });

  it('gives whole milliseconds whatever the expectation', () => {
    const times = pollTimes(
      { pollIntervalMs: 5 * S, expectation: { runningMs: 333_333.3, spreadMs: 12_345.6 } },
      (t) => job(t < 33_333 ? 'QUEUED' : 'RUNNING'),
      10 * MIN,
    );
    expect(gaps(times).every(Number.isInteger)).toBe(true);
  });

  it('measures the running time between the spans the polls bound its start and its end to', () => {
    const schedule = new PollSchedule(tenMinutes);
    expect(schedule.runningMs()).toBeUndefined();
    schedule.next(0, job('QUEUED'));
    schedule.next(20_000, job('RUNNING'));
    expect(schedule.runningMs()).toBeUndefined();
    schedule.next(500_000, job('RUNNING'));
    schedule.next(520_000, job('FINISHED'));
    // Began RUNNING within [0, 20 s], ended within [500 s, 520 s].
    expect(schedule.runningMs()).toBe(500_000);
    const never = new PollSchedule(tenMinutes);
    never.next(0, job('QUEUED'));
    never.next(5_000, job('FAILED'));
    expect(never.runningMs()).toBeUndefined();
  });
});

describe('PollSchedule timing', () => {
  it('measures the time QUEUED from the first poll to the middle of the span in which it left the queue', () => {
    const schedule = new PollSchedule({ pollIntervalMs: 5 * S });
    schedule.next(0, job('QUEUED'));
    schedule.next(30_000, job('QUEUED'));
    expect(schedule.timing()).toEqual({ queuedMs: 30_000, stillQueued: true });
    schedule.next(50_000, job('RUNNING'));
    schedule.next(250_000, job('FINISHED'));
    // Left the queue within [30 s, 50 s]; ran from there until within [50 s, 250 s].
    expect(schedule.timing()).toEqual({ queuedMs: 40_000, runningMs: 110_000 });
  });

  it('counts no queue time for a job first seen running, and a queue that ended without running', () => {
    const running = new PollSchedule({ pollIntervalMs: 5 * S });
    running.next(0, job('RUNNING'));
    running.next(10_000, job('FINISHED'));
    // It ended within [0, 10 s].
    expect(running.timing()).toEqual({ runningMs: 5_000 });
    const failed = new PollSchedule({ pollIntervalMs: 5 * S });
    failed.next(0, job('QUEUED'));
    failed.next(10_000, job('FAILED'));
    expect(failed.timing()).toEqual({ queuedMs: 5_000 });
  });
});

describe('PollSchedule with a spread learnt from earlier runs', () => {
  it('learns the middle half of the running times: their midpoint and half their range', () => {
    // 8 runs: the fastest and slowest two are left out, 9 to 11 min remain.
    const runs = [2, 3, 9, 10, 10, 11, 20, 30].map((m) => m * MIN);
    expect(expectationOfRuns(runs)).toEqual({ runningMs: 10 * MIN, spreadMs: 1 * MIN, runs: 8 });
    expect(expectationOfRuns([...runs].reverse())).toEqual(expectationOfRuns(runs));
    // Times that are no running time are not runs; fewer than MIN_LEARNT_RUNS say nothing.
    const four = Array.from({ length: MIN_LEARNT_RUNS - 1 }, () => 10 * MIN);
    expect(expectationOfRuns([...four, 0, -1, Number.NaN, Number.POSITIVE_INFINITY])).toBeUndefined();
    expect(expectationOfRuns([...four, 10 * MIN])).toEqual({ runningMs: 10 * MIN, spreadMs: 0, runs: 5 });
  });

  const learnt = { pollIntervalMs: 5 * S, expectation: { runningMs: 10 * MIN, spreadMs: MIN, runs: 30 } };

  it('finds a job ending anywhere as soon as without history, and within 8 s inside the spread', () => {
    const queuedMs = 100 * S;
    for (let endMs = queuedMs + 10 * S; endMs <= queuedMs + 20 * MIN; endMs += 3_000) {
      const at = (t: number) => job(t < queuedMs ? 'QUEUED' : t < endMs ? 'RUNNING' : 'FINISHED');
      const times = pollTimes(learnt, at, 40 * MIN);
      expect(Math.max(...gaps(times))).toBeLessThanOrEqual(MAX_POLL_INTERVAL_MS);
      const running = endMs - queuedMs;
      if (Math.abs(running - 10 * MIN) <= MIN) expect(times.at(-1)! - endMs).toBeLessThanOrEqual(8_000);
    }
  });

  it('does not back off: the interval cap outside the spread, every 8 s within it', () => {
    const times = pollTimes(learnt, running, 20 * MIN);
    // Seen RUNNING at the first poll: the window is 9 to 11 min; the first poll in it 8 s after it opens.
    expect(gaps(between(times, 5 * S, 9 * MIN - 1))).toSatisfy((w: number[]) => w.every((g) => g === 30_000));
    expect(times).toContain(9 * MIN + 8_000);
    expect(new Set(gaps(between(times, 9 * MIN + 8_000, 11 * MIN)))).toEqual(new Set([8_000]));
    expect(new Set(gaps(between(times, 11 * MIN + 8_000, 20 * MIN)))).toEqual(new Set([30_000]));
    // Fewer polls than the back-off alone until the window, more within it.
    const plain = pollTimes({ pollIntervalMs: 5 * S }, running, 20 * MIN);
    expect(between(times, 0, 9 * MIN).length).toBeLessThan(between(plain, 0, 9 * MIN).length);
  });

  it('while QUEUED, waits no longer than the shortest usual running time', () => {
    const short = { pollIntervalMs: 5 * S, expectation: { runningMs: 20 * S, spreadMs: 4 * S, runs: 30 } };
    const times = pollTimes(
      short,
      (t) => job(t < 50 * S ? 'QUEUED' : t < 70 * S ? 'RUNNING' : 'FINISHED'),
      MIN * 5,
    );
    expect(new Set(gaps(between(times, 0, 50 * S)))).toEqual(new Set([16_000]));
    expect(times.at(-1)! - 70 * S).toBeLessThanOrEqual(8_000);
  });

  it('never polls faster than the poll interval', () => {
    for (const pollIntervalMs of [10 * S, 45 * S])
      expect(Math.min(...gaps(pollTimes({ ...learnt, pollIntervalMs }, running, 20 * MIN)))).toBe(
        pollIntervalMs,
      );
  });
});
