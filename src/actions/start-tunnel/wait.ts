import type { ServiceClient } from '../../api/client.ts';
import { messageOf } from '../../api/transport/errors.ts';
import { Deadline } from '../../runtime/deadline.ts';
import type { Clock, Logger } from '../../runtime/types.ts';
import { INPUTS } from './names.ts';

/** One look at the tunnel: `ready` once it is usable, and its state in words for the log. */
interface Probe<T> {
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
  /** The service client; each look gets it bounded by the wait. */
  client: ServiceClient;
  /** Ends a pause early (the client exited); `check` then says why waiting is over. */
  wake?: AbortSignal;
  /** Throws to stop waiting at once; runs before every look. */
  check?: () => void;
  /** Takes one look through `client`, whose every call ends LOOK_GRACE_MS past the deadline at the latest. */
  probe: (client: ServiceClient) => Promise<Probe<T>>;
}

export class ReadyTimeoutError extends Error {
  override name = 'ReadyTimeoutError';
}

/** How long past the deadline a look may still take: the last one happens at the deadline itself. */
const LOOK_GRACE_MS = 1_000;

/**
 * Looks at the tunnel every `intervalMs` until it is ready, never waiting past `timeoutSeconds`: the
 * last pause is cut to the deadline so one last look happens there, and every call of a look ends a
 * moment after the deadline at the latest (the client's `within`: a hanging service cannot stretch the
 * wait); a look that fails past the deadline is the time-out, and says why. Logs each new state once.
 */
export async function waitUntilReady<T>(o: WaitOptions<T>): Promise<T> {
  const deadline = new Deadline(o.clock, o.timeoutSeconds * 1000);
  const client = o.client.within(
    deadline.bound(LOOK_GRACE_MS, `${INPUTS.readyTimeout} (${o.timeoutSeconds} s)`),
  );
  const What = o.what.charAt(0).toUpperCase() + o.what.slice(1);
  const timedOut = (why?: unknown) =>
    new ReadyTimeoutError(
      `${What} was not READY within ${o.timeoutSeconds} s (last state seen: ${last})${why === undefined ? '' : `: ${messageOf(why).replace(/\.$/, '')}`}. Raise ${INPUTS.readyTimeout} if it needs longer.`,
    );
  const cancelled = () => new Error(`Stopped waiting for ${o.what}: the step was cancelled.`);
  let last = 'none yet';
  for (;;) {
    o.check?.();
    let probe: Probe<T>;
    try {
      probe = await o.probe(client);
    } catch (error) {
      o.check?.();
      if (o.signal.aborted) throw cancelled();
      if (deadline.passed()) throw timedOut(error);
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
