import { describe, expect, it } from 'vitest';
import { Deadline } from '../../src/runtime/deadline.ts';
import { TestClock } from '../support/context.ts';

describe('Deadline', () => {
  it('cuts the last pause to the deadline, then has passed', async () => {
    const clock = new TestClock();
    const deadline = new Deadline(clock, 10_000);
    await deadline.pause(4_000, AbortSignal.timeout(60_000));
    await deadline.pause(4_000, AbortSignal.timeout(60_000));
    expect(deadline.passed()).toBe(false);
    await deadline.pause(4_000, AbortSignal.timeout(60_000));
    expect(clock.sleeps).toEqual([4_000, 4_000, 2_000]);
    expect(deadline.passed()).toBe(true);
    expect(deadline.remaining()).toBe(0);
  });

  it('rejects a pause when the step is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(new Deadline(new TestClock(), 1_000).pause(500, controller.signal)).rejects.toThrow();
  });

  it('limits a call to a grace period past the deadline', async () => {
    const limit = new Deadline(new TestClock(), 0).callLimit(20);
    expect(limit.aborted).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(limit.aborted).toBe(true);
  });
});
