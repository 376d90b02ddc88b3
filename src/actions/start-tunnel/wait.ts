import { Deadline } from '../../runtime/deadline.ts';
import type { Clock, Logger } from '../../runtime/runtime.ts';

/** One look at the tunnel: `ready` once it is usable, and its state in words for the log. */
export interface Probe<T> {
  ready?: T;
  state: string;
}

export interface WaitOptions<T> {
  /** The tunnel, in words: `tunnel 501`, `tunnel "gh-1-1-test-ab12"`. */
  what: string;
  timeoutSeconds: number;
  intervalMs: number;
  clock: Clock;
  log: Logger;
  /** The step's cancellation. */
  signal: AbortSignal;
  /** Ends a pause early (the client exited); `check` then says why waiting is over. */
  wake?: AbortSignal;
  /** Throws to stop waiting at once; runs before every look. */
  check?: () => void;
  /** Takes one look; a `signal` abort means the deadline or a cancel cut the call short. */
  probe: (signal: AbortSignal) => Promise<Probe<T>>;
}

export class ReadyTimeoutError extends Error {
  override name = 'ReadyTimeoutError';
}

/** How long past the deadline a look may still take: the last one happens at the deadline itself. */
const LOOK_GRACE_MS = 1_000;

/**
 * Looks at the tunnel every `intervalMs` until it is ready, never waiting past `timeoutSeconds`: the
 * last pause is cut to the deadline so one last look happens there, and a look still unanswered a
 * moment after the deadline is aborted (a hanging service cannot stretch the wait). Logs each new
 * state once.
 */
export async function waitUntilReady<T>(o: WaitOptions<T>): Promise<T> {
  const deadline = new Deadline(o.clock, o.timeoutSeconds * 1000);
  const What = o.what.charAt(0).toUpperCase() + o.what.slice(1);
  const timedOut = () =>
    new ReadyTimeoutError(
      `${What} was not READY within ${o.timeoutSeconds} s (last state seen: ${last}). Raise ready-timeout if it needs longer.`,
    );
  const cancelled = () => new Error(`Stopped waiting for ${o.what}: the step was cancelled.`);
  let last = 'none yet';
  for (;;) {
    o.check?.();
    const callLimit = deadline.callLimit(LOOK_GRACE_MS);
    let probe: Probe<T>;
    try {
      probe = await o.probe(AbortSignal.any([o.signal, callLimit]));
    } catch (error) {
      o.check?.();
      if (o.signal.aborted) throw cancelled();
      if (callLimit.aborted) throw timedOut();
      throw error;
    }
    if (probe.ready !== undefined) return probe.ready;
    if (probe.state !== last) o.log.info(`${What}: ${probe.state}`);
    last = probe.state;
    if (deadline.passed()) throw timedOut();
    try {
      await deadline.pause(o.intervalMs, o.wake ? AbortSignal.any([o.signal, o.wake]) : o.signal);
    } catch {
      if (o.signal.aborted) throw cancelled();
      // Woken early: the next round's check says why.
    }
  }
}
