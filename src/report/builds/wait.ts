import { DEFAULT_TIMEOUT_MS } from '../../api/transport/transport.ts';
import { Deadline } from '../../runtime/deadline.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import type { CompactTests } from '../value/compact.ts';
import type { ReadTests } from '../value/reader.ts';
import { countBuild, type Listing, readBuild } from './read.ts';

/**
 * Waiting for a build until it is final (annotate-build, `cloudtest report`): read again while it is
 * missing, empty, running or its tests still arrive, within `wait-seconds` (docs/service-records.md).
 */

/** How long a report waits for its builds, and the input that says so, as the messages name it. */
export interface BuildWait {
  seconds: number;
  /** `wait-seconds`. */
  input: string;
}

/** Time between two reads of a build that is not final yet. */
export const POLL_INTERVAL_MS = 3_000;

/**
 * How long after a test ends its result may still be missing from the build's list ("a few
 * seconds", docs/service-records.md): as long as the two reads a poll interval apart covered.
 */
export const RESULT_LAG_MS = 3_000;

/**
 * How long a read may run past the end of wait-seconds, its retries included: one request's whole
 * time, so a read begun at the end of the wait (or with `wait-seconds: 0`) still gets one full try.
 */
export const READ_GRACE_MS = DEFAULT_TIMEOUT_MS;

/** The wait's context: every call made inside it ends by the end of wait-seconds and READ_GRACE_MS. */
export function bounded(ctx: ServiceContext, deadline: Deadline, wait: BuildWait): ServiceContext {
  const input = `${wait.input} (${wait.seconds} s)`;
  return { ...ctx, client: ctx.client.within(deadline.bound(READ_GRACE_MS, input)) };
}

export interface BuildRead {
  /** Undefined while the service does not know the build (404); the caller disposes them. */
  tests: ReadTests | undefined;
  /** Why the read was not final when the wait ended; undefined when it was. */
  pending: string | undefined;
}

/**
 * How long results may still be on their way: until the window after the newest test's end is over.
 * The whole window when a test's end cannot be told, or lies ahead (the service's clock is ahead).
 */
function lagLeft(keys: CompactTests, now: number): number {
  let newest = -Infinity;
  for (let i = 0; i < keys.length; i++) {
    const end = keys.completedAt(i);
    if (end === undefined) return RESULT_LAG_MS;
    newest = Math.max(newest, end);
  }
  return Math.min(RESULT_LAG_MS, Math.max(0, newest + RESULT_LAG_MS - now));
}

const CONFIRMING = 'making sure no more results are arriving';

/** Not final while the build is unknown or empty, a test is running, or the count changed since the last read. */
function pendingReason(listing: Listing | undefined, previous: number | undefined): string | undefined {
  if (!listing) return 'not found yet';
  const { tests, listed } = listing;
  if (!tests.counts.total) return 'no tests yet';
  if (tests.running) return `${tests.running} of ${tests.counts.total} tests still running`;
  if (previous !== undefined && previous !== listed) return `tests still arriving (${previous} → ${listed})`;
  return undefined;
}

/**
 * Reads the build until it is final or the wait is over: a build may be missing, empty or
 * half-reported at first. With no time to wait, one read is final.
 *
 * A build whose tests all ended is final once results can no longer be on their way: at once when the
 * newest ended more than the lag window ago and every read so far agreed; else after the rest of that
 * window (a poll interval once results were seen arriving), when a page of one test shows the count
 * unchanged. Only a changed count reads every page again.
 */
export async function waitForBuild(
  build: string,
  wait: BuildWait,
  waitCtx: ServiceContext,
  namePrefix?: string,
): Promise<BuildRead> {
  const deadline = new Deadline(waitCtx.clock, wait.seconds * 1000);
  const ctx = bounded(waitCtx, deadline, wait);
  const state: WaitState = { previous: undefined, seen: new Set(), lastReason: undefined };
  let listing: Listing | undefined;
  try {
    for (;;) {
      // A new read replaces the last one: its spill goes first.
      await listing?.tests.dispose();
      listing = undefined;
      listing = await readBuild(build, ctx, namePrefix);
      const read = await settle(build, listing, state, { deadline, ctx });
      if (read) return read;
    }
  } catch (error) {
    await listing?.tests.dispose();
    throw error;
  }
}

interface WaitState {
  /** Records the previous read listed; undefined before the first read and while the build is unknown. */
  previous: number | undefined;
  /** What each read listed (undefined: unknown build): more than one value means results arrived. */
  seen: Set<number | undefined>;
  lastReason: string | undefined;
}

/** The build's read once this one is final or the wait is over; else undefined, after the pause. */
async function settle(
  build: string,
  listing: Listing | undefined,
  state: WaitState,
  { deadline, ctx }: { deadline: Deadline; ctx: ServiceContext },
): Promise<BuildRead | undefined> {
  const reason = pendingReason(listing, state.previous);
  state.previous = listing?.listed;
  state.seen.add(state.previous);
  const now = ctx.clock.now();
  // Every test ended: only results still on their way can change the report.
  const ended = listing?.tests.counts.total && !listing.tests.running ? listing : undefined;
  const steady = state.seen.size === 1;
  const wait = ended && steady ? lagLeft(ended.tests.keys, now) : POLL_INTERVAL_MS;
  if (ended && steady && wait === 0) return { tests: ended.tests, pending: undefined };
  const remaining = deadline.remaining();
  if (remaining <= 0) return { tests: listing?.tests, pending: reason };
  const pending = reason ?? CONFIRMING;
  const sleep = Math.min(wait, remaining);
  const line = `Build "${build}": ${pending}; reading again in ${Math.ceil(sleep / 1000)} s (waiting up to ${Math.ceil(remaining / 1000)} s more).`;
  if (pending !== state.lastReason) ctx.log.info(line);
  else ctx.log.debug(line);
  state.lastReason = pending;
  await deadline.pause(sleep, ctx.signal);
  // A page of one tells whether tests arrived; only then is every page read again.
  if (ended && (await countBuild(build, ctx)) === ended.listed)
    return { tests: ended.tests, pending: undefined };
  return undefined;
}
