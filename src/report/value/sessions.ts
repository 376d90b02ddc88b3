import { type SessionKind, testRecordFields } from '../../api/records.ts';
import { messageOf } from '../../api/transport/errors.ts';
import { inParallel } from '../../runtime/in-parallel.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import { COUNTING_SKIPPED_FIELDS } from './test-record.ts';

/**
 * What a report's sessions cost: the sum of their `duration`s, VM and physical devices apart, each
 * attempt's, retries and re-runs included (ASSUMPTIONS.sessionTime, ASSUMPTIONS.sessionKinds). What
 * the service bills, beside the report's test time (one duration per test, the deciding run's: the
 * suite's speed, src/report/history/window.ts `testTimeOf`).
 */

export interface SessionTime {
  /** Seconds of sessions on VMs, those whose record did not say which counted among them. */
  vmSeconds: number;
  /** Seconds of sessions on physical devices. */
  deviceSeconds: number;
  /** Of both, the seconds of attempts a later one replaced: a test framework's or the action's retries. */
  retrySeconds: number;
  /** Sessions counted. */
  sessions: number;
  /** Sessions whose record said neither VM nor device: counted as VM time. */
  untold: number;
  /** Sessions with no duration, or whose record could not be read: counted as nothing. */
  untimed: number;
  /** The earlier attempt of the workflow run whose failures this report runs again: all of it re-runs. */
  rerunOf?: number;
}

/** Where one session ran, as far as its record said: `untold` counts as VM time. */
export type SessionPlace = SessionKind | 'untold';

/** Session time being added up, one session at a time. */
export class SessionTally {
  private readonly time: SessionTime = {
    vmSeconds: 0,
    deviceSeconds: 0,
    retrySeconds: 0,
    sessions: 0,
    untold: 0,
    untimed: 0,
  };

  /** One session: its place, its seconds (undefined: unknown), and whether a later attempt replaced it. */
  add(place: SessionPlace, seconds: number | undefined, retry = false): void {
    const t = this.time;
    t.sessions++;
    if (place === 'untold') t.untold++;
    if (seconds === undefined || !Number.isFinite(seconds)) {
      t.untimed++;
      return;
    }
    if (place === 'physical') t.deviceSeconds += seconds;
    else t.vmSeconds += seconds;
    if (retry) t.retrySeconds += seconds;
  }

  /** Sessions known to exist whose time is not known: counted, untimed. */
  addUntimed(count: number): void {
    this.time.sessions += count;
    this.time.untimed += count;
  }

  total(): SessionTime {
    return { ...this.time };
  }
}

/** Several reports' session time as one (the builds a prefix matched, a matrix's legs). */
export function joinedSessionTime(parts: readonly (SessionTime | undefined)[]): SessionTime | undefined {
  const given = parts.filter((p): p is SessionTime => p !== undefined);
  if (!given.length) return undefined;
  const sum = (key: Exclude<keyof SessionTime, 'rerunOf'>) => given.reduce((n, p) => n + p[key], 0);
  return {
    vmSeconds: sum('vmSeconds'),
    deviceSeconds: sum('deviceSeconds'),
    retrySeconds: sum('retrySeconds'),
    sessions: sum('sessions'),
    untold: sum('untold'),
    untimed: sum('untimed'),
  };
}

/** Session records read at most for a Codeless report; beyond, sessions are counted untimed. */
export const MAX_SESSIONS_READ = 1000;
/** Records read at once. */
const READ_CONCURRENCY = 8;

/** The tests of a Codeless report's jobs: the first job's (or a re-run's), then each retry's. */
export interface SessionsOf {
  ids: readonly number[];
  /** The jobs of retries: their sessions are the report's retries. */
  retry: boolean;
}

/** A session as its record said: where it ran and for how long (undefined: not known). */
export interface SessionSeen {
  place: SessionPlace;
  seconds: number | undefined;
}

/** Sessions read already (value/recordings.ts), by test ID. */
export type SessionsKnown = ReadonlyMap<number, SessionSeen>;

/** A Codeless report's session time, and each session's seconds by test ID, as their records said. */
export interface SessionsRead {
  time: SessionTime;
  seconds: ReadonlyMap<number, number>;
}

/**
 * The session time of a Codeless report's jobs: each spawned test's record read once (GET
 * /v1/tests/{id}, 8 at a time, the first MAX_SESSIONS_READ; none `known` already), its `duration` and
 * where it ran. A record that could not be read counts untimed, and one line says how many.
 */
export async function readSessions(
  jobs: readonly SessionsOf[],
  ctx: ServiceContext,
  known: SessionsKnown = new Map(),
): Promise<SessionsRead> {
  const tally = new SessionTally();
  const seconds = new Map<number, number>();
  const all = jobs.flatMap((job) => job.ids.map((id) => ({ id, retry: job.retry })));
  const unknown: typeof all = [];
  for (const { id, retry } of all) {
    const session = known.get(id);
    if (!session) {
      unknown.push({ id, retry });
      continue;
    }
    tally.add(session.place, session.seconds, retry);
    if (session.seconds !== undefined) seconds.set(id, session.seconds);
  }
  const read = unknown.slice(0, MAX_SESSIONS_READ);
  const unread = unknown.length - read.length;
  tally.addUntimed(unread);
  let failed = 0;
  let problem: string | undefined;
  await inParallel(read, READ_CONCURRENCY, async (next) => {
    try {
      const f = testRecordFields(
        await ctx.client.tests.get(next.id, { skipFields: COUNTING_SKIPPED_FIELDS }),
      );
      tally.add(f.session ?? 'untold', f.duration, next.retry);
      if (f.duration !== undefined) seconds.set(next.id, f.duration);
    } catch (error) {
      if (ctx.signal.aborted) throw error;
      tally.addUntimed(1);
      failed++;
      problem ??= messageOf(error);
    }
  });
  if (failed)
    ctx.log.warning(
      `The records of ${failed} of ${read.length} sessions could not be read, so their time is not in the session time: ${problem}`,
    );
  if (unread)
    ctx.log.info(
      `The session time counts ${all.length - unread} of ${all.length} sessions; the service's dashboard has the rest.`,
    );
  return { time: tally.total(), seconds };
}
