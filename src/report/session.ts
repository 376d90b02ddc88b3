import { GitHubQuotaSpent } from '../runtime/github-quota.ts';
import type { ActionContext, Clock } from '../runtime/types.ts';
import { GitHubSession, runningTimesOf } from './github-session.ts';
import type { BaseReport } from './history/base/lookup.ts';
import { REPORTING_STATE } from './names.ts';
import { savedCheckOf } from './step-state.ts';
import type {
  Combined,
  EvidenceOptions,
  PublishedReport,
  ReadReportInput,
  ReportEntry,
  ReportInput,
  ReportPublisher,
  ReportSession,
  ReportStep,
  RunningTimes,
  SessionContext,
  TestDurations,
} from './types.ts';

export { attemptNote, describeCounts } from './outputs/report.ts';
export { judgedAs, judgedUnreported, stepEnd } from './step.ts';
export type { ProgressOpening, ReportSession } from './types.ts';

/**
 * The report's one door for a step (docs/architecture.md, "The door"): src/codeless and the actions
 * reach the report through it and the types of types.ts, nothing deeper. A step makes one session
 * (`reportSession`; `ReportSession` is of types.ts), for its host: GitHub's, over the step's token
 * (github-session.ts: its check run opened in progress, earlier reports read back, the report
 * published on GitHub and beside it); or a host's own publisher (the command line's), whose check
 * runs in progress are none. The session carries the step's reporting state: the check run it
 * opened, whether that is complete, the base it read. What reports loads only when it is first asked
 * for: the door itself is light (the event and the runner's environment beside it), loaded with a
 * step's run.
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
  const { reached } = saved;
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

/** The step's session: the host's own publisher's, else GitHub's over the step's token. */
export function reportSession(ctx: SessionContext, step: ReportStep): ReportSession {
  return ctx.publisher ? new HostSession(ctx.publisher, step, ctx.clock) : new GitHubSession(ctx, step);
}

/** A host that shows reports its own way (the command line's CI): it opens no check run and reads no GitHub. */
class HostSession implements ReportSession {
  readonly onGitHub = false;
  readonly progress = undefined;
  readonly complete = false;
  readonly untaken = false;
  readonly checkName: string;
  private readonly publisher: ReportPublisher;
  private readonly clock: Clock;
  private base: BaseReport | undefined;

  constructor(publisher: ReportPublisher, step: ReportStep, clock: Clock) {
    this.publisher = publisher;
    this.checkName = step.checkName;
    this.clock = clock;
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
    return (await import('./fail-fast.ts')).failureCounter(evidence, this.base, this.clock.now());
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
