import type { ServiceClient } from '../api/client.ts';
import type { Team } from '../api/team.ts';
import { messageOf, ServiceError } from '../api/transport/errors.ts';
import { Deadline } from '../runtime/deadline.ts';
import type { ServiceContext } from '../runtime/service-context.ts';
import { formatSeconds } from '../text/wording.ts';

/**
 * Waiting for a free session before a trigger. Codeless tests run in browsers on the service's VMs,
 * so the VM pool is the one read (`concurrency.allowed.vms` against `concurrency.current.vms`); the
 * physical-device pool does not hold them up.
 */

/** The first wait between two reads of the team's sessions; it doubles up to MAX_READ_INTERVAL_MS. */
const FIRST_READ_INTERVAL_MS = 2_000;
const MAX_READ_INTERVAL_MS = 30_000;
/** The input that bounds the wait (trigger-lab-suite's and the root action's): its messages name it. */
export const CAPACITY_INPUT = 'wait-for-capacity';
/** How long past the bound one read may still take: the transport's retries must not stretch the wait. */
export const READ_GRACE_MS = 5_000;

export type CapacityOutcome =
  /** A session is free, or the plan states no VM sessions at all (the service then decides). */
  | { kind: 'free'; waitedMs: number }
  /** Still full when the bound came: the trigger goes ahead and its runs may queue. */
  | { kind: 'full'; waitedMs: number }
  /** The sessions could not be read (a warning was logged): the trigger goes ahead. */
  | { kind: 'unknown'; waitedMs: number };

/** "5 of 5 VM sessions in use". */
function inUse(team: Team): string {
  const { allowed, current } = team.concurrency;
  return `${current.vms} of ${allowed.vms} VM session${allowed.vms === 1 ? '' : 's'} in use`;
}

const full = (team: Team) => team.concurrency.current.vms >= team.concurrency.allowed.vms;

/**
 * Reads the team's VM sessions (GET /v1/team-management) and, while every allowed session is in use,
 * reads again with a growing pause until one frees or `waitMs` has passed; says so in one line as the
 * wait starts and as it ends. Nothing is read when `waitMs` is 0. An answer that cannot be read (401,
 * 403, one that is not the record, no answer) is one warning, and the caller goes ahead. A cancel
 * rejects at once, so the caller triggers nothing.
 */
export async function waitForCapacity(waitMs: number, ctx: ServiceContext): Promise<CapacityOutcome> {
  const { clock, log, signal } = ctx;
  const started = clock.now();
  const waited = () => clock.now() - started;
  if (waitMs <= 0) return { kind: 'free', waitedMs: 0 };
  const deadline = new Deadline(clock, waitMs);
  // Every read, its retries included, ends by the end of the wait and READ_GRACE_MS.
  const bounded = ctx.client.within(
    deadline.bound(READ_GRACE_MS, `${CAPACITY_INPUT} (${formatSeconds(waitMs)})`),
  );
  let interval = FIRST_READ_INTERVAL_MS;
  let last: string | undefined;
  for (;;) {
    const team = await readTeam(bounded, ctx);
    if (!team) return { kind: 'unknown', waitedMs: waited() };
    const now = inUse(team);
    if (team.concurrency.allowed.vms <= 0) {
      log.info(`The plan states no VM sessions (${now}): triggering without waiting.`);
      return { kind: 'free', waitedMs: waited() };
    }
    if (!full(team)) {
      log.info(last ? `${now} after ${formatSeconds(waited())}: triggering.` : `${now}: triggering.`);
      return { kind: 'free', waitedMs: waited() };
    }
    if (deadline.passed()) {
      log.info(`Still ${now} after ${formatSeconds(waited())}: triggering anyway; the runs may queue.`);
      return { kind: 'full', waitedMs: waited() };
    }
    const line = `${now}: waiting for one to free (up to ${formatSeconds(deadline.remaining())} more).`;
    if (now !== last) log.info(line);
    else log.debug(line);
    last = now;
    await deadline.pause(interval, signal);
    interval = Math.min(MAX_READ_INTERVAL_MS, interval * 2);
  }
}

/**
 * The team's record, or undefined after one warning when it cannot be read (a read that ran out of the
 * wait says so, naming the endpoint and the input); a cancel rejects.
 */
async function readTeam(client: ServiceClient, ctx: ServiceContext): Promise<Team | undefined> {
  try {
    return await client.team.get();
  } catch (error) {
    ctx.signal.throwIfAborted();
    if (!(error instanceof ServiceError)) throw error;
    ctx.log.warning(
      `Could not read the team's sessions in use, so the trigger does not wait for one: ${messageOf(error)}`,
    );
    return undefined;
  }
}
