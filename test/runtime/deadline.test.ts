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

  it('bounds a call to a grace period past the deadline, naming the input that set it', () => {
    const clock = new TestClock();
    const bound = new Deadline(clock, 5_000).bound(1_000, 'ready-timeout (5 s)');
    expect(bound.remainingMs()).toBe(6_000);
    clock.advance(7_000);
    expect(bound.remainingMs()).toBe(1_000);
    expect(bound.limit).toBe('the end of ready-timeout (5 s) and the 1 s a call may run past it');
  });
});
