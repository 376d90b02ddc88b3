import type { CompareSetting } from './history/base/commit.ts';
import type { BaseReport } from './history/base/lookup.ts';
import { REPORTING_STATE } from './names.ts';
import type { UnreportedCheck, UnreportedOutcome } from './outputs/check-run/unreported.ts';
import { saveReached } from './step-state.ts';
import type {
  Combined,
  CombineSetting,
  EarlierAttempt,
  EvidenceOptions,
  LeftUnwritten,
  ProgressEnd,
  ProgressOpening,
  PublishedReport,
  ReadReportInput,
  ReportEntry,
  ReportInput,
  ReportSession,
  ReportStep,
  RunningTimes,
  SessionContext,
  TestDurations,
} from './types.ts';
import type { ReportDeps } from './world/deps.ts';
import { whyNotCombinable } from './world/environment.ts';
import { readEvent, type RunnerEvent } from './world/event.ts';

/**
 * GitHub's session (session.ts makes it, the door's `reportSession`): the step's check run opened in
 * progress, earlier reports read back, the report published on GitHub and beside it. Like the door,
 * it loads what reports only when it is first asked for.
 */

/** How long a job usually runs, from the base's report: its branch's recent runs, and its own. */
export function runningTimesOf(base: BaseReport | undefined): RunningTimes | undefined {
  if (!base || !('digest' in base)) return undefined;
  const recent = base.digest.window?.runs.flatMap((r) => r.runningMs ?? []) ?? [];
  const own = base.digest.timing.runningMs;
  return { recent, ...(own ? { own } : {}) };
}

/** GitHub's session: the step's report dependencies made on first use, once. */
export class GitHubSession implements ReportSession {
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
