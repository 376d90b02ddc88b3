import { GitHubQuotaSpent } from '../runtime/github-quota.ts';
import type { ActionContext } from '../runtime/types.ts';
import type { CompareSetting } from './history/base/commit.ts';
import type { BaseReport } from './history/base/lookup.ts';
import { REPORTING_STATE } from './names.ts';
import type { UnreportedCheck, UnreportedOutcome } from './outputs/check-run/unreported.ts';
import { reachedOf, savedCheckOf, saveReached } from './step-state.ts';
import type {
  CheckConclusion,
  Combined,
  CombineSetting,
  EarlierAttempt,
  EvidenceOptions,
  PublishedReport,
  ReadReportInput,
  ReportEntry,
  ReportingContext,
  ReportInput,
  ReportPublisher,
  RunningTimes,
  TestDurations,
} from './types.ts';
import type { ReportDeps } from './world/deps.ts';
import { whyNotCombinable } from './world/environment.ts';
import { readEvent, type RunnerEvent } from './world/event.ts';

export { attemptNote, describeCounts } from './outputs/report.ts';
export { judgedAs, judgedUnreported, stepEnd } from './step.ts';
export { reachedOf } from './step-state.ts';

/**
 * The report's one door for a step (docs/architecture.md, "The door"): src/codeless and the actions
 * reach the report through it and the types of types.ts, nothing deeper. A step makes one session
 * (`reportSession`), for its host: GitHub's, over the step's token (its check run opened in progress,
 * earlier reports read back, the report published on GitHub and beside it); or a host's own publisher
 * (the command line's), whose check runs in progress are none. The session carries the step's
 * reporting state: the check run it opened, whether that is complete, the base it read. What reports
 * loads only when it is first asked for: the door itself is light (the event and the runner's
 * environment beside it), loaded with a step's run.
 */

/**
 * A job's failures linked to their test records' recordings (value/recordings.ts), loaded with the
 * report it is for.
 */
export async function addTestRecords(
  ...args: Parameters<typeof import('./value/recordings.ts').addTestRecords>
): ReturnType<typeof import('./value/recordings.ts').addTestRecords> {
  return (await import('./value/recordings.ts')).addTestRecords(...args);
}

/**
 * The session time of a Codeless report's jobs, their tests' records read (value/sessions.ts), loaded
 * with the report it is for.
 */
export async function readSessions(
  ...args: Parameters<typeof import('./value/sessions.ts').readSessions>
): ReturnType<typeof import('./value/sessions.ts').readSessions> {
  return (await import('./value/sessions.ts')).readSessions(...args);
}

/**
 * The durations of `names` in a digest given as it is (`cloudtest report --history`'s file, named
 * `where`), for a plan of legs; loaded with the digest's reader.
 */
export async function durationsInDigest(
  text: string,
  names: readonly string[],
  where: string,
): Promise<TestDurations> {
  return (await import('./timings.ts')).timingsOfDigest(text, names, where);
}

/** The check run a step opens in progress: its external ID and what it says, and the job it waits for when known. */
export interface ProgressOpening {
  externalId: string;
  title: string;
  summary: string;
  waitingFor?: number;
}

/** A check run's end without its report: its conclusion and title, and its summary made with the workflow run's page. */
interface ProgressEnd {
  conclusion: CheckConclusion;
  title: string;
  summary: (runUrl: string | undefined) => string;
}

/** The report's door for one step, and the step's reporting state (`reportSession` makes it). */
export interface ReportSession {
  readonly checkName: string;
  /** Reports go to GitHub; else to the host's own publisher. */
  readonly onGitHub: boolean;
  /** The check run opened in progress, and the job it was opened waiting for; undefined while none is. */
  readonly progress: { id: number; waitingFor?: number } | undefined;
  /** The check run opened in progress was completed, by the report or by `closeProgress`. */
  readonly complete: boolean;
  /**
   * GitHub did not take the last write of the step's check run (its report, or why it could not
   * report): the result is saved instead, and the post step writes it.
   */
  readonly untaken: boolean;
  /** Opens the step's check run in progress (GitHub's alone): GitHub's answer names the app it writes as. */
  openProgress(opening: ProgressOpening): Promise<void>;
  /** Says what the check run in progress waits for now; best effort. */
  retextProgress(text: { title: string; summary: string }): Promise<void>;
  /**
   * Completes the check run in progress without a report (a wait or a trigger that failed), or the one
   * a main step left (`left`, for its post step).
   */
  closeProgress(end: ProgressEnd, left?: number): Promise<void>;
  /** The check run of this name and `externalId` a main step left in progress without saving its ID. */
  findProgress(externalId: string): Promise<number | undefined>;
  /** Reads the base's report once (after the check run opened): the report compares with it. */
  readBase(compare: CompareSetting): Promise<void>;
  /** How long the job usually runs, as the base read says; undefined when it says nothing. */
  runningTimes(): RunningTimes | undefined;
  /**
   * The durations of `names` in the base's report of this check (found as the comparison finds its
   * base, read with less trust: src/report/timings.ts), for a plan of legs; or none, and why.
   */
  readDurations(names: readonly string[]): Promise<TestDurations>;

  /**
   * Whether a failed test, as it comes, counts against the report's verdict under `evidence` and the
   * base read (src/report/fail-fast.ts): what `max-failures` counts.
   */
  failureCounter(evidence: EvidenceOptions | undefined): Promise<(entry: ReportEntry) => boolean>;
  /** What an earlier attempt of workflow run `runId` leaves to run again; or why nothing certain. */
  earlierAttempt(runId: string | undefined): Promise<EarlierAttempt | { why: string }>;
  /** Publishes the report, completing the check run in progress, compared with the base read. */
  publish(input: ReportInput | ReadReportInput, options?: EvidenceOptions): Promise<PublishedReport>;
  /** Why the reports of this workflow run cannot be combined here; undefined when they can. */
  whyNotCombinable(): string | undefined;
  /** One check over the legs of this workflow run (src/report/combining.ts). */
  combine(setting: CombineSetting): Promise<Combined>;
  /**
   * The step failed before its report: its check run says why (completed, or made, `failure`). A
   * cancelled step leaves that to its post step; a host's own publisher says it its own way.
   */
  fail(error: unknown, externalId: string): Promise<void>;
  /**
   * The post step of a step whose check run GitHub never took the last write of: it writes the result
   * main reached (`reached`), else, main having ended before its report, `cancelled` when main said it
   * was cancelled, else `failure`; completing the check run main left open, or making one.
   */
  endedEarly(saved: LeftUnwritten): Promise<void>;
}

/** What main left its post step of a check run whose last write GitHub never took. */
interface LeftUnwritten {
  externalId: string;
  cancelled: boolean;
  openCheckRunId?: number;
  /** The result main reached, saved before it wrote it. */
  reached?: { conclusion: CheckConclusion; title: string };
}

/**
 * The post step of a step that reports on GitHub alone (annotate-build, combine): nothing when GitHub
 * took main's last write of its check run; else the result main reached (or, main having ended first,
 * why there is none) written on the check run main left in progress (by its saved ID, else looked for
 * by its name and `externalId`: one opened to learn who the report writes as), or on one made now.
 */
export async function writeLeftCheck(
  ctx: SessionContext,
  externalId: string,
  githubToken: string | undefined,
): Promise<void> {
  const saved = savedCheckOf(ctx.getState);
  if (!saved.checkName || saved.reported === 'true') {
    ctx.log.debug("GitHub took the step's report, or it had no check run to report to: nothing to do.");
    return;
  }
  const session = reportSession(ctx, { checkName: saved.checkName, githubToken });
  const open = /^[1-9]\d{0,15}$/.test(saved.checkRunId)
    ? Number(saved.checkRunId)
    : await session.findProgress(externalId);
  const reached = reachedOf(saved);
  await session.endedEarly({
    externalId,
    cancelled: saved.cancelled === 'true',
    ...(open === undefined ? {} : { openCheckRunId: open }),
    ...(reached ? { reached } : {}),
  });
}

/**
 * What a step that failed its own checks (settings, inputs: before any request) says on its check run,
 * named by `checkOf` from its inputs as given (leniently: one of them did not pass): completed
 * `failure` with the reason, so that a required check does not wait "Expected" with nothing said.
 * Nothing when `checkOf` says the step reports to no check run.
 */
export function failedChecksReport(
  checkOf: (
    input: (name: string) => string,
    job: ActionContext['job'],
  ) => (ReportStep & { externalId: string }) | undefined,
): (error: unknown, ctx: ActionContext, input: (name: string) => string) => Promise<void> {
  return async (error, ctx, input) => {
    const check = checkOf(input, ctx.job);
    if (check) await reportSession(ctx, check).fail(error, check.externalId);
  };
}

/** What a step's session is for: its check's name, GitHub's token, and who hears of its check run. */
export interface ReportStep {
  checkName: string;
  githubToken: string | undefined;
  /** Told of the check run opened in progress, then again when it is complete: what the post step needs. */
  onCheckRun?: (id: number, completed: boolean) => void;
}

/**
 * What a session is made from: a step's context, its service client when it has one (recordings are
 * downloaded from the service's host), and the host's own publisher when it brings one.
 */
export type SessionContext = ActionContext & Partial<Pick<ReportingContext, 'client' | 'publisher'>>;

/** The step's session: the host's own publisher's, else GitHub's over the step's token. */
export function reportSession(ctx: SessionContext, step: ReportStep): ReportSession {
  return ctx.publisher ? new HostSession(ctx.publisher, step) : new GitHubSession(ctx, step);
}

/** How long a job usually runs, from the base's report: its branch's recent runs, and its own. */
function runningTimesOf(base: BaseReport | undefined): RunningTimes | undefined {
  if (!base || !('digest' in base)) return undefined;
  const recent = base.digest.window?.runs.flatMap((r) => r.runningMs ?? []) ?? [];
  const own = base.digest.timing.runningMs;
  return { recent, ...(own ? { own } : {}) };
}

/** A host that shows reports its own way (the command line's CI): it opens no check run and reads no GitHub. */
class HostSession implements ReportSession {
  readonly onGitHub = false;
  readonly progress = undefined;
  readonly complete = false;
  readonly untaken = false;
  readonly checkName: string;
  private readonly publisher: ReportPublisher;
  private base: BaseReport | undefined;

  constructor(publisher: ReportPublisher, step: ReportStep) {
    this.publisher = publisher;
    this.checkName = step.checkName;
  }

  async openProgress(): Promise<void> {}
  async retextProgress(): Promise<void> {}
  async closeProgress(): Promise<void> {}
  async findProgress(): Promise<undefined> {
    return undefined;
  }

  async readBase(): Promise<void> {
    this.base = await this.publisher.base?.();
  }

  runningTimes(): RunningTimes | undefined {
    return runningTimesOf(this.base);
  }

  async readDurations(names: readonly string[]): Promise<TestDurations> {
    const base = this.base ?? (await this.publisher.base?.());
    if (!base) return { none: 'this host keeps no earlier report' };
    const { durationsIn } = await import('./timings.ts');
    return durationsIn(base, names, `the earlier report of ${this.checkName}`);
  }

  async failureCounter(evidence: EvidenceOptions | undefined): Promise<(entry: ReportEntry) => boolean> {
    return (await import('./fail-fast.ts')).failureCounter(evidence, this.base, Date.now());
  }

  async earlierAttempt(): Promise<{ why: string }> {
    return {
      why: "which tests failed before is read from the earlier attempt's check run on GitHub, and this run reports elsewhere",
    };
  }

  publish(input: ReportInput | ReadReportInput, options?: EvidenceOptions): Promise<PublishedReport> {
    return this.publisher.publish(this.base ? { ...input, base: this.base } : input, options);
  }

  whyNotCombinable(): string {
    return 'Combining reads the reports of this workflow run on GitHub, and this host reports elsewhere.';
  }

  async combine(): Promise<Combined> {
    throw new Error(this.whyNotCombinable());
  }

  // The host says a failure its own way (the command line's exit code and line).
  async fail(): Promise<void> {}
  async endedEarly(): Promise<void> {}
}

/** GitHub's session: the step's report dependencies made on first use, once. */
class GitHubSession implements ReportSession {
  readonly onGitHub = true;
  progress: { id: number; waitingFor?: number } | undefined;
  complete = false;
  untaken = false;
  readonly checkName: string;
  private readonly ctx: SessionContext;
  private readonly step: ReportStep;
  private base: BaseReport | undefined;
  /** The setting the base was read with: read again at the report when its report was in progress. */
  private compare: CompareSetting | undefined;
  private deps: Promise<ReportDeps> | undefined;
  private event: RunnerEvent | undefined;

  constructor(ctx: SessionContext, step: ReportStep) {
    this.ctx = ctx;
    this.step = step;
    this.checkName = step.checkName;
  }

  /** The step's event, read once. */
  private eventOf(): RunnerEvent {
    return (this.event ??= readEvent(this.ctx.env));
  }

  // Loaded on the first use: the reporting code is a third of the bundle.
  private depsOf(): Promise<ReportDeps> {
    return (this.deps ??= import('./publish.ts').then(({ reportDeps }) =>
      reportDeps(this.step.githubToken, this.ctx, this.eventOf()),
    ));
  }

  /** The check run in progress is complete: the post step has nothing left of it. */
  private completed(id: number): void {
    this.complete = true;
    this.step.onCheckRun?.(id, true);
  }

  async openProgress({ waitingFor, ...check }: ProgressOpening): Promise<void> {
    const [deps, { openProgressCheck }] = await Promise.all([
      this.depsOf(),
      import('./outputs/check-run/progress.ts'),
    ]);
    const id = await openProgressCheck({ name: this.checkName, ...check }, deps, (made) =>
      this.step.onCheckRun?.(made, false),
    );
    if (id !== undefined) this.progress = { id, ...(waitingFor === undefined ? {} : { waitingFor }) };
  }

  async retextProgress(text: { title: string; summary: string }): Promise<void> {
    if (!this.progress) return;
    const [deps, { retextProgressCheck }] = await Promise.all([
      this.depsOf(),
      import('./outputs/check-run/progress.ts'),
    ]);
    await retextProgressCheck(this.progress.id, text, deps);
  }

  async closeProgress({ summary, ...end }: ProgressEnd, left?: number): Promise<void> {
    const id = left ?? this.progress?.id;
    if (id === undefined) return;
    const [deps, { closeProgressCheck }] = await Promise.all([
      this.depsOf(),
      import('./outputs/check-run/progress.ts'),
    ]);
    const closed = await closeProgressCheck(id, { ...end, summary: summary(deps.detailsUrl) }, deps);
    if (closed && left === undefined) this.completed(id);
  }

  async findProgress(externalId: string): Promise<number | undefined> {
    const [deps, { findProgressCheck }] = await Promise.all([
      this.depsOf(),
      import('./outputs/check-run/progress.ts'),
    ]);
    return (await findProgressCheck({ name: this.checkName, externalId }, deps))?.id;
  }

  async readBase(compare: CompareSetting): Promise<void> {
    const [deps, { readBase }] = await Promise.all([this.depsOf(), import('./comparing.ts')]);
    this.compare = compare;
    this.base = await readBase(compare, this.checkName, deps);
  }

  /**
   * The base as the report compares with it: as read when the wait began, unless a report there was
   * still in progress and passed over; that one is read again now, the wait over (its budget is the
   * only wait for it).
   */
  private async baseNow(): Promise<BaseReport | undefined> {
    const { base, compare } = this;
    if (!base || !('inProgress' in base) || !base.inProgress || !compare) return base;
    const [deps, { readBase }] = await Promise.all([this.depsOf(), import('./comparing.ts')]);
    deps.log.info(
      `The report on ${base.inProgress.slice(0, 7)} was still in progress when the wait began: read again, the wait over.`,
    );
    return (this.base = await readBase(compare, this.checkName, deps));
  }

  runningTimes(): RunningTimes | undefined {
    return runningTimesOf(this.base);
  }

  async readDurations(names: readonly string[]): Promise<TestDurations> {
    const [deps, { readTimings }] = await Promise.all([this.depsOf(), import('./timings.ts')]);
    return readTimings(this.checkName, names, deps);
  }

  async failureCounter(evidence: EvidenceOptions | undefined): Promise<(entry: ReportEntry) => boolean> {
    return (await import('./fail-fast.ts')).failureCounter(evidence, this.base, this.ctx.clock.now());
  }

  async earlierAttempt(runId: string | undefined): Promise<EarlierAttempt | { why: string }> {
    if (!runId) return { why: 'the workflow run is not known (GITHUB_RUN_ID is not set)' };
    const [deps, { readEarlierAttempt }, { rerunOf }] = await Promise.all([
      this.depsOf(),
      import('./comparing.ts'),
      import('./history/rerun.ts'),
    ]);
    const earlier = await readEarlierAttempt(this.checkName, runId, deps);
    if (!('digest' in earlier))
      return {
        why: `no report of "${this.checkName}" from an earlier attempt could be read (${earlier.why})`,
      };
    return rerunOf(earlier);
  }

  async publish(input: ReportInput | ReadReportInput, options?: EvidenceOptions): Promise<PublishedReport> {
    const [deps, { publishReport }] = await Promise.all([this.depsOf(), import('./publish.ts')]);
    const { progress } = this;
    const base = await this.baseNow();
    const published = await publishReport(
      { ...input, ...(progress ? { openCheckRunId: progress.id } : {}), ...(base ? { base } : {}) },
      deps,
      options,
    );
    this.tookOrNot(published);
    if (progress && published.checkRunId === progress.id) this.completed(progress.id);
    return published;
  }

  /**
   * Whether GitHub took the report's check run: `reported` saved for the post step when it did, else
   * the result the report reached, which the post step writes.
   */
  private tookOrNot({ untaken, conclusion }: PublishedReport): void {
    this.untaken = untaken !== undefined;
    if (untaken) saveReached(this.ctx, { conclusion, title: untaken.title });
    else this.ctx.saveState(REPORTING_STATE.reported, 'true');
  }

  whyNotCombinable(): string | undefined {
    return whyNotCombinable(!!this.step.githubToken, this.ctx.env, () => this.eventOf());
  }

  async combine(setting: CombineSetting): Promise<Combined> {
    const [deps, { combineReports }] = await Promise.all([this.depsOf(), import('./combining.ts')]);
    const combined = await combineReports(setting, deps, (id) => {
      this.progress = { id };
      this.step.onCheckRun?.(id, false);
    });
    this.tookOrNot(combined.published);
    const id = this.progress?.id;
    if (id !== undefined && combined.published.checkRunId === id) this.completed(id);
    return combined;
  }

  async fail(error: unknown, externalId: string): Promise<void> {
    if (this.ctx.signal.aborted) return;
    const { messageOf } = await import('../api/transport/errors.ts');
    const end = { conclusion: 'failure' as const, title: `Not reported: ${messageOf(error)}` };
    // Saved first: when GitHub does not take it, the post step writes it.
    saveReached(this.ctx, end);
    const outcome = await this.unreported({
      externalId,
      reason: end.title,
      conclusion: end.conclusion,
      ...(this.progress ? { openCheckRunId: this.progress.id } : {}),
    });
    this.untaken = 'missing' in outcome && outcome.missing === 'untaken';
  }

  async endedEarly(saved: LeftUnwritten): Promise<void> {
    const open = saved.openCheckRunId;
    const { reached } = saved;
    const done = open === undefined ? 'made' : 'completed';
    await this.unreported({
      externalId: saved.externalId,
      ...(open === undefined ? {} : { openCheckRunId: open }),
      ...(reached
        ? {
            reason: reached.title,
            conclusion: reached.conclusion,
            reached: true,
            happened: `GitHub did not take the report of this check run. Its post step ${done} this check run with the result the step reached; the job summary has the report.`,
          }
        : {
            reason: saved.cancelled
              ? 'Not reported: the step was cancelled before it reported'
              : 'Not reported: the step ended before it reported (it timed out, or was stopped)',
            conclusion: saved.cancelled ? 'cancelled' : 'failure',
            happened: `Its post step ${done} this check run, so that the check does not wait with nothing said.`,
          }),
    });
  }

  /** The check run of a step that could not report (outputs/check-run/unreported.ts). */
  private async unreported(check: Omit<UnreportedCheck, 'name'>): Promise<UnreportedOutcome> {
    const [deps, { publishUnreported }] = await Promise.all([
      this.depsOf(),
      import('./outputs/check-run/unreported.ts'),
    ]);
    return publishUnreported({ name: this.checkName, ...check }, deps);
  }
}

/**
 * The end of a reporting step, for every reporting action and the command line: its state saved for
 * the post step (`reported` unless GitHub did not take the check run's last write, or `cancelled`
 * when the step was cancelled first), and on a failure
 * before its report, its check run completed `failure` saying why (the session's `fail`, unless that
 * check run is complete already), then the failure thrown on. Without a session (`report: false`)
 * there is no check run to say it on.
 */
export async function endReportingStep<T>(
  ctx: Pick<ActionContext, 'saveState' | 'signal'>,
  session: ReportSession | undefined,
  externalId: () => string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    const done = await work();
    if (ctx.signal.aborted) ctx.saveState(REPORTING_STATE.cancelled, 'true');
    else if (!session?.untaken) ctx.saveState(REPORTING_STATE.reported, 'true');
    return done;
  } catch (error) {
    if (ctx.signal.aborted) ctx.saveState(REPORTING_STATE.cancelled, 'true');
    // A spent quota lets no check be written now: main asks no more (src/runtime/github-quota.ts).
    else if (session && !session.complete && !(error instanceof GitHubQuotaSpent)) {
      await session.fail(error, externalId());
      if (!session.untaken) ctx.saveState(REPORTING_STATE.reported, 'true');
    }
    throw error;
  }
}
