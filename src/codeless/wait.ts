import { FINAL_JOB_STATUSES, type Job } from '../api/jobs.ts';
import { messageOf } from '../api/transport/errors.ts';
import type { ProgressOpening, ReportSession } from '../report/session.ts';
import type {
  Comparison,
  EvidenceOptions,
  Judgement,
  PublishedReport,
  RunningTimes,
  WorkflowAttempt,
} from '../report/types.ts';
import type { ServiceContext } from '../runtime/service-context.ts';
import type { JobIdentity } from '../runtime/types.ts';
import { formatSeconds, plural } from '../text/wording.ts';
import { type CheckEnd, closingSummary, type ClosingText } from './closing.ts';
import { earlyStopper, type FailFast } from './early-stop.ts';
import { jobExternalId } from './external-id.ts';
import { type Expectation, pollJob, type PollOptions, type WaitHooks, type WaitOutcome } from './poll.ts';
import { expectationOfRuns } from './schedule.ts';
import { timingLine } from './verdict.ts';

/**
 * The wait stage of a Codeless run: polls the job a trigger started (or the one wait-for-job is
 * given) until it ends, the time-out or a cancel; with reporting on, the check run shows it in
 * progress meanwhile. What the job came to is read next, by the one reading (reading.ts).
 */

/** The default check name's base for a job waited for by its ID alone. */
export const CODELESS_CHECK_BASE = 'Codeless tests';

/** How to wait and report; the root action takes the same inputs. */
export interface WaitOptions {
  timeoutSeconds: number;
  pollIntervalSeconds: number;
  failOnFailure: boolean;
  report: boolean;
  /** Undefined: the job's key and matrix leg (stable from run to run). */
  checkName: string | undefined;
  githubToken: string | undefined;
  /** Report files, pull request comment and downloads; default: files only. */
  evidence?: EvidenceOptions;
  /**
   * `max-failures`: once this many tests failed for good, the job's other tests are stopped and the
   * wait ends (src/codeless/early-stop.ts); 0 or none: off.
   */
  maxFailures?: number;
}

/** What a wait saw, for the step's outputs. */
export interface WaitResult {
  /** The last status seen; TIMEOUT when the wait gave up. */
  status: string;
  /** Undefined while unknown: the service keeps it null until the job FINISHED. */
  success: boolean | undefined;
  testIds: number[];
  failedCount: number;
  checkRunUrl?: string;
  junitFile?: string;
  ctrfFile?: string;
  assetsDir?: string;
  /** How the tests compare with the base's report; undefined when not compared. */
  comparison?: Comparison;
  /**
   * Whether the job's failed tests fail the step (`fail-on`), and why when not obvious; what is missing
   * that fails it when no test failed (`fail-on-empty`, `fail-on-unknown`).
   */
  judgement?: Pick<Judgement, 'blocks' | 'note' | 'missing'>;
  /** Flaky tests in the report; undefined when no report was made. */
  flaky?: number;
  /** Quarantined tests that failed in the report; undefined when no report was made. */
  quarantined?: number;
  /** Quarantined tests that were flaky in the report: `fail-on-flaky` does not count them. */
  quarantinedFlaky?: number;
  /** What the report's sessions ran; undefined when no report was made, or it was not known. */
  sessions?: PublishedReport['sessions'];
}

/**
 * What an action records for its post step as the wait goes: the job's statuses and end, and the result
 * about to be written to the check run (the session tells of the check run itself).
 */
export interface WaitAndReportHooks extends WaitHooks {
  onVerdict?: (end: CheckEnd) => void;
  /** The job's tests were stopped early (`max-failures`): nothing of it is left for a post step to stop. */
  onStopped?: () => void;
}

/** What a wait with `max-failures` on needs beside its inputs: whether a retry may still mend a failure. */
export interface EarlyStopping {
  retriable: FailFast['retriable'];
}

/**
 * A job to wait for: its ID, the report's session following it (none with `report: false`), and what
 * the wait records for the post step as it goes.
 */
export interface JobWait {
  jobId: number;
  session: ReportSession | undefined;
  hooks?: WaitAndReportHooks;
}

/** What the wait stage hands on: how the wait ended. */
export interface Waited {
  jobId: number;
  outcome: WaitOutcome;
}

/**
 * Waits for the job. With reporting opened (`session`, openReporting: the check run in progress and the
 * base's report, read after it), the check run follows the job's status, and the report completes it;
 * the base's report says how long the job usually runs. A cancelled step leaves the check run to the
 * post step, which has the time a cancelled step lacks, reads the job again and knows what it stopped
 * (closeLeftCheck).
 */
export async function waitForJob(
  job: JobWait,
  inputs: WaitInputs,
  ctx: ServiceContext,
  stopping: EarlyStopping = { retriable: () => false },
): Promise<Waited> {
  const { jobId, hooks = {} } = job;
  ctx.log.info(
    `Waiting up to ${formatSeconds(inputs.timeoutSeconds * 1000)} for job ${jobId} (first poll interval ${inputs.pollIntervalSeconds} s).`,
  );
  const early = await earlyStopOf(job, inputs, ctx, stopping);
  const outcome = await pollWithCheck(job, inputs, ctx, early);
  if (outcome.kind === 'final') hooks.onFinal?.(outcome.job);
  const timing = outcome.kind === 'cancelled' ? undefined : timingLine(outcome.timing);
  if (timing) ctx.log.info(`Job ${jobId}: ${timing}`);
  return { jobId, outcome };
}

/**
 * Polls the job; with reporting on, the check run opened before (openReporting) follows the job out of
 * the queue. A wait that fails completes that check run as failed.
 */
async function pollWithCheck(
  { jobId, session, hooks = {} }: JobWait,
  inputs: WaitInputs,
  ctx: ServiceContext,
  early: Pick<PollOptions, 'maxIntervalMs' | 'stopEarly'>,
): Promise<WaitOutcome> {
  // Writes to the check run in progress, in order: the report must come after the last of them.
  let writes: Promise<unknown> = Promise.resolve();
  let status: string | undefined;
  // What the check run says: opened waiting for this job, what a running job needs told no more;
  // opened before the trigger, what was starting.
  let shown = session?.progress?.waitingFor === jobId ? 'RUNNING' : '';
  const onSeen = (job: Job) => {
    // A job that ended is reported next: no point saying it runs.
    const changed = shown !== job.status && !FINAL_JOB_STATUSES.has(job.status);
    if (changed) shown = job.status;
    status = job.status;
    hooks.onSeen?.(job);
    if (changed) writes = writes.then(() => session?.retextProgress(progressText(jobId, job.status)));
  };
  const options = { ...pollOptions(inputs), expectation: expectationOf(session?.runningTimes()), ...early };
  const outcome = await pollJob(jobId, options, ctx, { onSeen }).catch(async (error: unknown) => {
    const why = messageOf(error);
    const end = { conclusion: 'failure', title: `Could not wait for job ${jobId}: ${why}` } as const;
    hooks.onVerdict?.(end);
    await writes;
    await closeProgress(session, { jobId, status }, end);
    throw error;
  });
  await writes;
  return outcome;
}

/** The inputs a wait reads. */
type WaitInputs = Pick<
  WaitOptions,
  'timeoutSeconds' | 'pollIntervalSeconds' | 'maxFailures' | 'failOnFailure' | 'evidence'
>;

/**
 * With `max-failures` on, what the polls do besides: stay `poll-interval` apart, and stop the job's
 * other tests once enough failed for good, counted as the report will judge them (the session's
 * `failureCounter`; without a report, every failure unless `fail-on-failure` is false).
 */
async function earlyStopOf(
  { jobId, session, hooks = {} }: JobWait,
  inputs: WaitInputs,
  ctx: ServiceContext,
  stopping: EarlyStopping,
): Promise<Pick<PollOptions, 'maxIntervalMs' | 'stopEarly'>> {
  const maxFailures = inputs.maxFailures ?? 0;
  if (maxFailures < 1) return {};
  const counts = session
    ? await session.failureCounter(inputs.evidence)
    : () => inputs.failOnFailure !== false && inputs.evidence?.failOn !== 'nothing';
  ctx.log.info(
    `max-failures: ${maxFailures}: once ${plural(maxFailures, 'test')} failed for good, the job's other tests are stopped; polls stay ${inputs.pollIntervalSeconds} s apart.`,
  );
  const rules = { maxFailures, counts, retriable: stopping.retriable };
  return {
    maxIntervalMs: inputs.pollIntervalSeconds * 1000,
    stopEarly: earlyStopper(jobId, rules, ctx, () => hooks.onStopped?.()),
  };
}

/**
 * The usual running time of the same check and its spread, from the running times of the base
 * branch's recent runs its report carries (its history window), else its own running time.
 */
function expectationOf(times: RunningTimes | undefined): Expectation | undefined {
  if (!times) return undefined;
  const learnt = expectationOfRuns(times.recent);
  if (learnt) return learnt;
  return times.own ? { runningMs: times.own } : undefined;
}

const pollOptions = (inputs: WaitInputs) => ({
  timeoutMs: inputs.timeoutSeconds * 1000,
  pollIntervalMs: inputs.pollIntervalSeconds * 1000,
});

/**
 * What the check run in progress says: a queued job waits for a free session, the others run; before
 * the first poll, that the job is waited for.
 */
function progressText(jobId: number, status: string | undefined): { title: string; summary: string } {
  const results = 'the results replace this when it ends';
  if (status === undefined)
    return {
      title: `Waiting for Codeless job ${jobId}`,
      summary: `Waiting for Codeless job ${jobId}; ${results}.`,
    };
  if (status === 'QUEUED')
    return {
      title: `Codeless job ${jobId} is queued: waiting for a free session`,
      summary: `Codeless job ${jobId} is QUEUED, waiting for a free session; ${results}.`,
    };
  return {
    title: `Codeless job ${jobId} is running`,
    summary: `Waiting for Codeless job ${jobId}; ${results}.`,
  };
}

/** The check run wait-for-job opens in progress, before the first poll: waiting for job `jobId`. */
export function waitingCheck(jobId: number): ProgressOpening {
  return { externalId: jobExternalId(jobId), waitingFor: jobId, ...progressText(jobId, undefined) };
}

/** A wait or a trigger that failed leaves no check run in progress: it is completed as failed, its title saying why. */
export async function closeProgress(
  session: ReportSession | undefined,
  job: Pick<ClosingText, 'jobId' | 'status' | 'noJob'>,
  end: CheckEnd,
): Promise<void> {
  await session?.closeProgress({
    ...end,
    summary: (runUrl) => closingSummary({ ...job, happened: end.title, runUrl }),
  });
}

/** What a published report adds to a wait's outputs. */
export function publishedResult(published: PublishedReport): Partial<WaitResult> {
  return {
    checkRunUrl: published.checkRunUrl,
    junitFile: published.junitFile,
    ctrfFile: published.ctrfFile,
    assetsDir: published.assetsDir,
    comparison: published.comparison,
    judgement: {
      blocks: published.blocks ?? true,
      note: published.blockNote,
      ...(published.missing ? { missing: published.missing } : {}),
    },
    flaky: published.counts.flaky,
    ...(published.quarantined === undefined ? {} : { quarantined: published.quarantined }),
    ...(published.quarantinedFlaky ? { quarantinedFlaky: published.quarantinedFlaky } : {}),
    ...(published.sessions ? { sessions: published.sessions } : {}),
  };
}

/** The workflow run and attempt a report is of, when the run is known: what a later attempt reads. */
export function workflowAttemptOf(job: JobIdentity): WorkflowAttempt | undefined {
  return job.runId ? { runId: job.runId, attempt: job.attempt } : undefined;
}
