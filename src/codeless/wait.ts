import { messageOf } from '../api/transport/errors.ts';
import type { ReportDeps } from '../report/world/deps.ts';
import type { ReportingContext, ReportPublisher } from '../report/publisher.ts';
import type { EvidenceOptions, PublishedReport } from '../report/types.ts';
import type { WorkflowAttempt } from '../report/history/digest.ts';
import type { JobIdentity } from '../runtime/types.ts';
import { attemptNote, flakyStep } from '../report/outputs/report.ts';
import { stableCheckName } from '../runtime/job-identity.ts';
import type { ServiceContext } from '../runtime/service-context.ts';
import { formatSeconds } from '../text/wording.ts';
import { FINAL_JOB_STATUSES, type Job } from '../api/jobs.ts';
import { type Expectation, pollJob, type WaitHooks, type WaitOutcome } from './poll.ts';
import { type CheckEnd, closingSummary } from './closing.ts';
import { jobExternalId } from './external-id.ts';
import { addTestRecords } from './test-links.ts';
import { joinRetries, type Retries, type RetryJob } from './retry.ts';
import type { BaseReport } from '../report/history/base.ts';
import type { Comparison } from '../report/history/compare.ts';
import { judge, type Judgement, type Missing, missingSentence } from '../report/history/fail-on.ts';
import type { ReportCounts } from '../report/value/types.ts';
import { jobReport, TIMEOUT_STATUS, timingLine, type Verdict, verdictOf } from './verdict.ts';

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
  /** A check run opened in progress already (a re-run's plan): the wait shows in it and its report completes it. */
  openCheckRunId?: number;
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
  /** Whether the job's failed tests fail the step (`fail-on`), and why when not obvious. */
  judgement?: Pick<Judgement, 'blocks' | 'note'>;
  /** Flaky tests in the report; undefined when no report was made. */
  flaky?: number;
  /** The report's counts and what is missing from them that fails the step (`fail-on-empty`, `fail-on-unknown`). */
  missing?: { what: Missing; counts: ReportCounts };
}

/**
 * What an action records for its post step as the wait goes: the job's statuses and end, the result
 * about to be written to the check run, the check run's ID and whether it is complete.
 */
export interface WaitAndReportHooks extends WaitHooks {
  onVerdict?: (end: CheckEnd) => void;
  /** Given a job that ended with failures: retries them before the report, which they join. */
  retry?: (job: Job) => Promise<Retries>;
  onCheckRun?: (id: number, completed: boolean) => void;
}

/**
 * The reporting side of a wait: the check name, the host's publisher, and on the runner its GitHub
 * access, the check run opened in progress and the base's report read when the wait started (the
 * comparison's and the wait's history; a host with its own publisher opens none and reads none).
 */
interface Reporting {
  deps?: ReportDeps;
  checkName: string;
  checkRunId: number | undefined;
  publisher: ReportPublisher;
  base?: BaseReport;
  /** The retries' jobs, whose runs join the report. */
  retried?: readonly RetryJob[];
}

/**
 * Waits for the job, then reports it: the one place both wait-for-job and the root action do this.
 * With reporting on, the check run opens `in_progress` while the first polls run and is completed by
 * the report. A cancelled step leaves it to the post step, which has the time a cancelled step lacks,
 * reads the job again and knows what it stopped (closeLeftCheck). `failure` is set when the step must
 * fail although the wait and the report are done.
 */
export async function waitAndReport(
  jobId: number,
  inputs: WaitOptions,
  ctx: ReportingContext,
  hooks: WaitAndReportHooks = {},
): Promise<{ result: WaitResult; failure?: string }> {
  ctx.log.info(
    `Waiting up to ${formatSeconds(inputs.timeoutSeconds * 1000)} for job ${jobId} (first poll interval ${inputs.pollIntervalSeconds} s).`,
  );
  const { outcome, reporting } = await pollWithCheck(jobId, inputs, ctx, hooks);
  if (outcome.kind === 'final') hooks.onFinal?.(outcome.job);
  const timing = outcome.kind === 'cancelled' ? undefined : timingLine(outcome.timing);
  if (timing) ctx.log.info(`Job ${jobId}: ${timing}`);
  const job = outcome.job;
  const result: WaitResult = {
    status: outcome.kind === 'timeout' ? TIMEOUT_STATUS : (job?.status ?? ''),
    success: job?.success ?? undefined,
    testIds: job?.test_ids ?? [],
    failedCount: job?.errors.length ?? 0,
  };

  if (outcome.kind === 'cancelled') {
    const failure = `Cancelled while waiting for job ${jobId}: stopped polling (last status seen: ${job?.status ?? 'none'}).`;
    ctx.log.info(failure);
    if (reporting?.checkRunId !== undefined)
      ctx.log.info(`The post step completes check run #${reporting.checkRunId}.`);
    return { result, failure };
  }

  const retries = outcome.kind === 'final' && job?.errors.length ? await hooks.retry?.(job) : undefined;
  if (retries?.cancelled) {
    const failure = `Cancelled while retrying the failed tests of job ${jobId}: the post step stops the retries' runs.`;
    ctx.log.info(failure);
    return { result, failure };
  }
  const verdict = afterRetries(verdictOf(jobId, outcome, inputs), jobId, retries, result);
  hooks.onVerdict?.(verdict);
  if (reporting && retries) reporting.retried = retries.jobs;
  if (reporting && !(await reportJob(jobId, outcome, verdict, reporting, inputs, ctx, result, hooks))) {
    return { result, failure: `Cancelled while reporting job ${jobId} (${job?.status ?? 'no status'}).` };
  }
  return stepEnd(verdict, result, inputs, ctx, `in job ${jobId}`);
}

/**
 * How a step that waited and reported ends: the verdict's failure fails it as `fail-on` and
 * fail-on-failure say (else it is a warning), and flaky tests fail it only with fail-on-flaky. `where`
 * ends the flaky sentence: `in job 12`.
 */
export function stepEnd(
  verdict: Verdict,
  result: WaitResult,
  inputs: WaitOptions,
  ctx: ServiceContext,
  where: string,
): { result: WaitResult; failure?: string } {
  if (!verdict.failure && result.missing)
    return { result, failure: missingSentence(result.missing.what, result.missing.counts, where) };
  if (verdict.failure) {
    if (!verdict.optional) return { result, failure: verdict.failure };
    const { blocks, note } = result.judgement ?? unreported(inputs, result.failedCount);
    if (blocks && inputs.failOnFailure)
      return { result, failure: note ? `${verdict.failure} (${note})` : verdict.failure };
    const why = inputs.failOnFailure ? note : 'fail-on-failure is false, so the step passes';
    ctx.log.warning(`${verdict.failure} (${why})`);
  } else ctx.log.info(verdict.title);
  const flaky = flakyStep(result.flaky ?? 0, inputs.evidence?.failOnFlaky ?? false, where);
  if (flaky.warning) ctx.log.warning(flaky.warning);
  return flaky.failure ? { result, failure: flaky.failure } : { result };
}

/** After retries that left no failure, the job passed (its retried tests are flaky); else as it ended. */
function afterRetries(
  verdict: Verdict,
  jobId: number,
  retries: Retries | undefined,
  result: WaitResult,
): Verdict {
  if (!retries?.jobs.length) return verdict;
  result.failedCount = retries.remaining;
  if (retries.remaining) {
    // The first job's title names its own failures: say how many the retries left.
    const title = `${verdict.title}, ${retries.remaining} still failed after retries`;
    const failure = verdict.failure?.replace(verdict.title, title);
    return { ...verdict, title, ...(failure ? { failure } : {}) };
  }
  return { title: `Job ${jobId} FINISHED: every failed test passed on a retry`, conclusion: 'success' };
}

/** `fail-on` for a job reported nowhere (`report: false`): nothing was compared. */
function unreported(inputs: WaitOptions, failed: number): Pick<Judgement, 'blocks' | 'note'> {
  const failOn = inputs.failOnFailure ? (inputs.evidence?.failOn ?? 'failures') : 'nothing';
  const counts = { total: 0, passed: 0, failed, unknown: 0, flaky: 0 };
  return judge(failOn, { conclusion: 'failure', counts }, { notCompared: 'report is false' });
}

/**
 * Polls the job; with reporting on, the check run is opened in progress before the first poll and
 * follows the job out of the queue. A wait that fails completes that check run as failed.
 */
async function pollWithCheck(
  jobId: number,
  inputs: WaitOptions,
  ctx: ReportingContext,
  hooks: WaitAndReportHooks,
): Promise<{ outcome: WaitOutcome; reporting: Reporting | undefined }> {
  const reporting = inputs.report
    ? await startReporting(jobId, inputs, ctx, hooks).catch((error: unknown) => {
        if (!ctx.signal.aborted)
          ctx.log.warning(`Could not report job ${jobId} to GitHub: ${messageOf(error)}`);
        return undefined;
      })
    : undefined;
  // Writes to the check run in progress, in order: the report must come after the last of them.
  let writes: Promise<unknown> = Promise.resolve();
  let status: string | undefined;
  // What the check run says: opened here, waiting, which a running job needs told no more; opened
  // by a re-run's plan, what the plan was doing.
  let shown = inputs.openCheckRunId === undefined ? 'RUNNING' : '';
  const onSeen = (job: Job) => {
    // A job that ended is reported next: no point saying it runs.
    const changed = shown !== job.status && !FINAL_JOB_STATUSES.has(job.status);
    if (changed) shown = job.status;
    status = job.status;
    hooks.onSeen?.(job);
    if (changed) writes = writes.then(() => retext(jobId, job.status, reporting));
  };
  const options = { ...pollOptions(inputs), expectation: expectationOf(reporting?.base) };
  const outcome = await pollJob(jobId, options, ctx, { onSeen }).catch(async (error: unknown) => {
    const end = { conclusion: 'failure', title: `Could not wait for job ${jobId}` } as const;
    hooks.onVerdict?.(end);
    await writes;
    await closeProgress({ jobId, status, why: messageOf(error) }, end, reporting, hooks);
    throw error;
  });
  await writes;
  return { outcome, reporting };
}

/** The usual running time of the same check, from the base's report, when it has one. */
function expectationOf(base: BaseReport | undefined): Expectation | undefined {
  const runningMs = base && 'digest' in base ? base.digest.timing.runningMs : undefined;
  return runningMs ? { runningMs } : undefined;
}

const pollOptions = (inputs: WaitOptions) => ({
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

/** The check run in progress follows the job out of the queue. */
async function retext(jobId: number, status: string, reporting: Reporting | undefined): Promise<void> {
  if (reporting?.checkRunId === undefined || !reporting.deps) return;
  const { retextProgressCheck } = await import('../report/outputs/progress.ts');
  await retextProgressCheck(reporting.checkRunId, progressText(jobId, status), reporting.deps);
}

/**
 * The GitHub side of the report (the reporting code loads here): the check run opened in progress,
 * then the base's report of the same check, read once. Opened first: GitHub's answer names the app
 * this step writes as, the only app whose earlier report is trusted (src/report/history/own-app.ts).
 * The base's job's running time is what the wait expects; the report compares with it at the end. A
 * check run given already (a re-run's plan opened it) is the one that shows the wait.
 */
async function startReporting(
  jobId: number,
  inputs: WaitOptions,
  ctx: ReportingContext,
  hooks: WaitAndReportHooks,
): Promise<Reporting> {
  const checkName = inputs.checkName ?? stableCheckName(CODELESS_CHECK_BASE, ctx.job);
  if (ctx.publisher) return { checkName, checkRunId: undefined, publisher: ctx.publisher };
  const [{ reportDeps }, { openProgressCheck }, { gitHubPublisher }, { readBase }] = await Promise.all([
    import('../report/publish.ts'),
    import('../report/outputs/progress.ts'),
    import('../report/publisher.ts'),
    import('../report/comparing.ts'),
  ]);
  const deps = await reportDeps(inputs.githubToken, ctx);
  const checkRunId =
    inputs.openCheckRunId ??
    (await openProgressCheck(
      { name: checkName, externalId: jobExternalId(jobId), ...progressText(jobId, undefined) },
      deps,
      (id) => hooks.onCheckRun?.(id, false),
    ));
  const base = await readBase(inputs.evidence?.compare ?? { kind: 'off' }, checkName, deps);
  return { deps, checkName, checkRunId, publisher: gitHubPublisher(deps), base };
}

/** A wait that failed leaves no check run in progress: it is completed as failed, saying why. */
async function closeProgress(
  { jobId, status, why }: { jobId: number; status: string | undefined; why: string },
  end: CheckEnd,
  reporting: Reporting | undefined,
  hooks: WaitAndReportHooks,
): Promise<void> {
  if (reporting?.checkRunId === undefined || !reporting.deps) return;
  const { closeProgressCheck } = await import('../report/outputs/progress.ts');
  const summary = closingSummary({
    jobId,
    status,
    happened: `${end.title}: ${why}`,
    runUrl: reporting.deps.detailsUrl,
  });
  const closed = await closeProgressCheck(reporting.checkRunId, { ...end, summary }, reporting.deps);
  if (closed) hooks.onCheckRun?.(reporting.checkRunId, true);
}

/**
 * The job's report on GitHub, its outputs added to `result`; a problem is a warning. False when the
 * step was cancelled meanwhile.
 */
async function reportJob(
  jobId: number,
  outcome: Exclude<WaitOutcome, { kind: 'cancelled' }>,
  verdict: Verdict,
  reporting: Reporting,
  inputs: WaitOptions,
  ctx: ServiceContext,
  result: WaitResult,
  hooks: WaitAndReportHooks,
): Promise<boolean> {
  const report = jobReport(jobId, outcome, reporting.checkName, verdict);
  report.openCheckRunId = reporting.checkRunId;
  if (reporting.base) report.base = reporting.base;
  const run = workflowAttemptOf(ctx.job);
  if (run) report.run = run;
  const attempt = attemptNote(ctx.job);
  if (attempt) report.details = [report.details, attempt].filter(Boolean).join('\n\n');
  try {
    await joinRetries(report, reporting.retried ?? [], (r) => addTestRecords(r, ctx));
    const published = await reporting.publisher.publish(report, inputs.evidence);
    if (published.checkRunId !== undefined && published.checkRunId === reporting.checkRunId)
      hooks.onCheckRun?.(published.checkRunId, true);
    Object.assign(result, publishedResult(published));
  } catch (error) {
    if (ctx.signal.aborted) return false;
    // A host with its own publisher reports elsewhere than GitHub.
    const where = reporting.deps ? ' to GitHub' : '';
    ctx.log.warning(`Could not report job ${jobId}${where}: ${messageOf(error)}`);
  }
  return true;
}

/** What a published report adds to a wait's outputs. */
export function publishedResult(published: PublishedReport): Partial<WaitResult> {
  return {
    checkRunUrl: published.checkRunUrl,
    junitFile: published.junitFile,
    ctrfFile: published.ctrfFile,
    assetsDir: published.assetsDir,
    comparison: published.comparison,
    judgement: { blocks: published.blocks ?? true, note: published.blockNote },
    flaky: published.counts.flaky,
    ...(published.missing ? { missing: { what: published.missing, counts: published.counts } } : {}),
  };
}

/** The workflow run and attempt a report is of, when the run is known: what a later attempt reads. */
export function workflowAttemptOf(job: JobIdentity): WorkflowAttempt | undefined {
  return job.runId ? { runId: job.runId, attempt: job.attempt } : undefined;
}
