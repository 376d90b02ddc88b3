import { FINAL_JOB_STATUSES, type Job } from '../api/jobs.ts';

/** The longest wait between two polls without history, when the user asked for less ("about 30 s"). */
export const MAX_POLL_INTERVAL_MS = 30_000;
/** How much longer each wait gets while nothing changes. */
const GROWTH = 1.5;
/**
 * Before the expected end a job rarely ends, so the back-off may grow to twice its usual cap there; a
 * job that ends well before its usual time is found up to a minute late.
 */
const SPARSE_CAP_MS = 2 * MAX_POLL_INTERVAL_MS;
/** Around the expected end polls are at most 15 s apart: the step ends within 15 s of the job ... */
const DENSE_CAP_MS = MAX_POLL_INTERVAL_MS / 2;
/**
 * ... and this many cover the expected window (twice the spread) of a shorter job: with the caps above,
 * no more polls on average than the back-off alone (docs/performance.md, "Waiting").
 */
const WINDOW_POLLS = 8;
/** The spread of a running time when history gives none: a quarter of it either way. */
const DEFAULT_SPREAD = 0.25;
/** Earlier running times an expectation is learnt from at the least; fewer say too little of a spread. */
export const MIN_LEARNT_RUNS = 5;
/** The usual running times are the middle half of the earlier ones: a quarter is left out at either end. */
const LEARNT_TAIL = 0.25;
/**
 * With a learnt spread, polls within it are this far apart: a job ending there is noticed about 4 s
 * later on median (half of it), the target being 5 s (docs/performance.md, "Waiting").
 */
const LEARNT_EVERY_MS = 8_000;

/**
 * What earlier runs of the same check say about this job: how long it usually runs, the time it spent
 * QUEUED (waiting for a free session) left out.
 */
export interface Expectation {
  /** The usual running time, from RUNNING to the end: what `PollSchedule.runningMs` measured before. */
  runningMs: number;
  /** How far either side of `runningMs` it varies; a quarter of `runningMs` when not given. */
  spreadMs?: number;
  /**
   * How many earlier runs it was learnt from (`expectationOfRuns`); undefined for one run's time. A
   * learnt spread says where a job usually ends, so outside it the polls keep to the interval cap: a
   * job that ends early or late is found as soon as without history.
   */
  runs?: number;
}

/**
 * The usual running time and its spread from earlier runs' running times (the base's history window,
 * src/report/history/window.ts): the middle half of them, the slowest and fastest quarter left out;
 * its midpoint and half its range. Undefined for fewer than MIN_LEARNT_RUNS times.
 */
export function expectationOfRuns(runningTimes: readonly number[]): Expectation | undefined {
  const times = runningTimes.filter((t) => Number.isFinite(t) && t > 0).sort((a, b) => a - b);
  if (times.length < MIN_LEARNT_RUNS) return undefined;
  const cut = Math.floor(times.length * LEARNT_TAIL);
  const low = times[cut]!;
  const high = times[times.length - 1 - cut]!;
  return { runningMs: (low + high) / 2, spreadMs: (high - low) / 2, runs: times.length };
}

export interface ScheduleOptions {
  /** The user's poll interval: no wait is shorter. */
  pollIntervalMs: number;
  /** No wait is longer (`max-failures` keeps the polls `poll-interval` apart); default: none. */
  maxIntervalMs?: number;
  /** Undefined: no history, the plain back-off. */
  expectation?: Expectation;
  /** How many tests the job runs, when known: all of them in `test_ids` is a sign its end is near. */
  suiteSize?: number;
}

/** How long the job waited for a free session and how long it ran, as far as the polls bound them. */
export interface JobTiming {
  /** Time spent QUEUED from the first poll; while still queued, at least this long. */
  queuedMs?: number;
  /** True when the last answer still said QUEUED. */
  stillQueued?: boolean;
  /** Time from RUNNING to the end. */
  runningMs?: number;
}

/** A moment known to lie between two polls, on the wait's clock. */
interface Span {
  from: number;
  to: number;
}

/**
 * Where the next poll goes, from what the polls so far have shown; pure and deterministic (the caller
 * passes the time of each answer).
 *
 * Without history: the first wait is the poll interval, each next one 1.5 times the last while nothing
 * changes, at most MAX_POLL_INTERVAL_MS (or the poll interval when that is longer), back to the poll
 * interval on a change (a new status; every test of a known suite spawned).
 *
 * With an expectation, once the job is seen RUNNING (time spent QUEUED is not counted): the same
 * back-off, not restarted by RUNNING and capped at SPARSE_CAP_MS, until the earliest moment the job is
 * expected to end; then a poll every `spread / 4` (at least the poll interval, at most DENSE_CAP_MS)
 * until the latest; past it, the plain back-off again. When it began RUNNING is known only between
 * two polls: the window opens from the earlier and closes from the later.
 *
 * What it reads of the job record and why: docs/service-records.md, "Job records".
 */
export class PollSchedule {
  private readonly options: ScheduleOptions;
  /** The expectation the polls are placed by, its spread filled in; undefined when none was usable. */
  readonly expectation: Usable | undefined;
  private wait: number;
  private seen: Job | undefined;
  private lastAnswerAt: number | undefined;
  private lastNotRunningAt: number | undefined;
  private started: Span | undefined;
  private ended: Span | undefined;
  /** When the first answer said QUEUED, and the span in which the job left QUEUED. */
  private queuedFrom: number | undefined;
  private lastQueuedAt: number | undefined;
  private dequeued: Span | undefined;

  constructor(options: ScheduleOptions) {
    this.options = options;
    this.expectation = usable(options.expectation);
    this.wait = options.pollIntervalMs;
  }

  /** Takes the answer to the poll made at `now` (undefined: the poll failed); gives the wait before the next. */
  next(now: number, job?: Job): number {
    let base = this.wait; // A failed poll changes nothing: the same wait again.
    if (job) base = this.observe(now, job) ? this.options.pollIntervalMs : Math.round(this.wait * GROWTH);
    // Whole milliseconds: timers and AbortSignal.timeout take nothing else.
    this.wait = Math.round(Math.min(this.place(now, base), this.options.maxIntervalMs ?? Infinity));
    return this.wait;
  }

  /**
   * The job's running time as the polls bound it: from the middle of the span in which it began
   * RUNNING to the middle of the one in which it ended. Undefined until seen both RUNNING and ended.
   */
  runningMs(): number | undefined {
    if (!this.started || !this.ended) return undefined;
    const middle = (s: Span) => (s.from + s.to) / 2;
    return Math.round(middle(this.ended) - middle(this.started));
  }

  /**
   * The time spent QUEUED, from the first answer (when it said QUEUED) to the middle of the span in
   * which the job left QUEUED; while it is still queued, up to the last answer. The time before the
   * first poll is not seen and not counted.
   */
  timing(): JobTiming {
    const timing: JobTiming = {};
    const running = this.runningMs();
    if (running !== undefined) timing.runningMs = running;
    if (this.queuedFrom === undefined) return timing;
    const until = this.dequeued ? (this.dequeued.from + this.dequeued.to) / 2 : this.lastQueuedAt;
    timing.queuedMs = Math.round((until ?? this.queuedFrom) - this.queuedFrom);
    if (!this.dequeued) timing.stillQueued = true;
    return timing;
  }

  /** Records an answer; true when it is a change that restarts the back-off. */
  private observe(now: number, job: Job): boolean {
    const before = this.seen;
    const previousAt = this.lastAnswerAt;
    this.seen = job;
    this.lastAnswerAt = now;
    this.observeQueue(now, job.status, !before);
    if (job.status === 'RUNNING') {
      // It began after the last answer that was not RUNNING; with none, assume at this one.
      this.started ??= { from: this.lastNotRunningAt ?? now, to: now };
    } else if (FINAL_JOB_STATUSES.has(job.status)) {
      if (this.started && !this.ended) this.ended = { from: previousAt ?? now, to: now };
    } else {
      this.lastNotRunningAt = now;
    }
    if (!before) return true;
    if (job.status !== before.status) return !(job.status === 'RUNNING' && this.expectation);
    return job.status === 'RUNNING' && this.allSpawned(job) && !this.allSpawned(before);
  }

  private observeQueue(now: number, status: string, first: boolean): void {
    if (status === 'QUEUED') {
      if (first) this.queuedFrom = now;
      if (!this.dequeued) this.lastQueuedAt = now;
    } else if (this.queuedFrom !== undefined && !this.dequeued) {
      this.dequeued = { from: this.lastQueuedAt ?? now, to: now };
    }
  }

  private allSpawned(job: Job): boolean {
    const size = this.options.suiteSize;
    return size !== undefined && job.test_ids.length >= size;
  }

  /** The wait from `base` (the back-off's next wait), placed by what the expectation says of `now`. */
  private place(now: number, base: number): number {
    const floor = this.options.pollIntervalMs;
    const window = this.window();
    const learnt = this.expectation?.runs !== undefined ? this.expectation : undefined;
    if (learnt) return this.placeLearnt(now, base, learnt, window);
    if (!window || now >= window.closes) return Math.min(base, Math.max(MAX_POLL_INTERVAL_MS, floor));
    if (now >= window.opens) return Math.min(base, window.every);
    return Math.max(floor, Math.min(base, SPARSE_CAP_MS, window.opens - now));
  }

  /**
   * The wait when the expectation was learnt from many runs: no back-off, the interval cap outside
   * the usual spread (so a job ending anywhere is found within it, as without history) and polls
   * `every` apart within it. Until it is seen RUNNING, no wait is longer than the shortest usual
   * running time, so a short job's window is not passed over whole; the poll before the window is
   * placed so that the first one in it comes `every` after it opens.
   */
  private placeLearnt(now: number, base: number, learnt: Usable, window = this.window()): number {
    const floor = this.options.pollIntervalMs;
    const cap = Math.max(floor, MAX_POLL_INTERVAL_MS);
    if (!window) return Math.max(floor, Math.min(cap, learnt.runningMs - learnt.spreadMs));
    if (now >= window.closes) return cap;
    if (now >= window.opens) return Math.min(base, window.every);
    return Math.max(floor, Math.min(cap, window.opens + window.every - now));
  }

  /** When the job is expected to end, on the wait's clock, and how far apart the polls are then. */
  private window(): { opens: number; closes: number; every: number } | undefined {
    const expected = this.expectation;
    if (!expected || !this.started) return undefined;
    const spread = expected.spreadMs;
    const every = expected.runs === undefined ? Math.round((2 * spread) / WINDOW_POLLS) : LEARNT_EVERY_MS;
    return {
      opens: this.started.from + expected.runningMs - spread,
      closes: this.started.to + expected.runningMs + spread,
      every: Math.max(this.options.pollIntervalMs, Math.min(DENSE_CAP_MS, every)),
    };
  }
}

/** An expectation that can place polls, its spread filled in. */
type Usable = Required<Omit<Expectation, 'runs'>> & Pick<Expectation, 'runs'>;

/** The expectation when it can place polls (a running time above zero), its spread filled in. */
function usable(expectation: Expectation | undefined): Usable | undefined {
  const finite = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n) && n >= 0;
  if (!expectation || !finite(expectation.runningMs) || expectation.runningMs === 0) return undefined;
  const { runningMs, spreadMs, runs } = expectation;
  return {
    runningMs,
    spreadMs: finite(spreadMs) ? spreadMs : runningMs * DEFAULT_SPREAD,
    ...(runs === undefined ? {} : { runs }),
  };
}
