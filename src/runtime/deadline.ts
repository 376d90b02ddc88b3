import type { CallBound } from '../api/transport/deadline.ts';
import { formatSeconds } from '../text/wording.ts';
import type { Clock } from './types.ts';

/**
 * The time-keeping of a bounded wait, on the step's clock: pauses are cut to the deadline, so the
 * last look happens at the deadline itself, and the calls made inside it are bounded a grace period
 * past it (`bound`, for the service client's `within`: the one way a wait bounds its calls), so a
 * service that stops answering cannot stretch the wait.
 */
export class Deadline {
  private readonly clock: Clock;
  private readonly at: number;

  constructor(clock: Clock, ms: number) {
    this.clock = clock;
    this.at = clock.now() + ms;
  }

  remaining(): number {
    return this.at - this.clock.now();
  }

  passed(): boolean {
    return this.remaining() <= 0;
  }

  /**
   * The bound of the calls made inside this wait, for the service client's `within`: each call, all
   * its attempts together, ends `graceMs` after the deadline at the latest (or after its own start,
   * once the deadline has passed). `input` names what set the deadline: `wait-seconds (5 s)`.
   */
  bound(graceMs: number, input: string): CallBound {
    return {
      remainingMs: () => Math.max(this.remaining(), 0) + graceMs,
      limit: `the end of ${input} and the ${formatSeconds(graceMs)} a call may run past it`,
    };
  }

  /** Sleeps `ms`, or until the deadline if that comes first; rejects when `signal` aborts. */
  pause(ms: number, signal: AbortSignal): Promise<void> {
    return this.clock.sleep(Math.max(0, Math.min(ms, this.remaining())), signal);
  }
}
