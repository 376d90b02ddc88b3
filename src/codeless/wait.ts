import { messageOf } from '../api/errors.ts';
import type { EvidenceOptions } from '../report/types.ts';
import { attemptNote } from '../report/report.ts';
import { stableCheckName } from '../runtime/job-identity.ts';
import type { ServiceContext } from '../runtime/service-context.ts';
import { formatSeconds } from '../text/wording.ts';
import { pollJob, type WaitHooks, type WaitOutcome } from './poll.ts';
import { addTestRecords } from './test-links.ts';
import { jobReport, TIMEOUT_STATUS, type Verdict, verdictOf } from './verdict.ts';

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
}

/**
 * Waits for the job, then reports it: the one place both wait-for-job and the root action do this.
 * `failure` is set when the step must fail although the wait and the report are done.
 */
export async function waitAndReport(
  jobId: number,
  inputs: WaitOptions,
  ctx: ServiceContext,
  hooks: WaitHooks = {},
): Promise<{ result: WaitResult; failure?: string }> {
  ctx.log.info(
    `Waiting up to ${formatSeconds(inputs.timeoutSeconds * 1000)} for job ${jobId} (first poll interval ${inputs.pollIntervalSeconds} s).`,
  );
  const outcome = await pollJob(
    jobId,
    { timeoutMs: inputs.timeoutSeconds * 1000, pollIntervalMs: inputs.pollIntervalSeconds * 1000 },
    ctx,
  );
  if (outcome.kind === 'final') hooks.onFinal?.(outcome.job);
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
    return { result, failure };
  }

  const verdict = verdictOf(jobId, outcome, inputs);
  if (inputs.report && !(await reportJob(jobId, outcome, verdict, inputs, ctx, result))) {
    return { result, failure: `Cancelled while reporting job ${jobId} (${job?.status ?? 'no status'}).` };
  }
  if (verdict.failure) {
    if (verdict.optional && !inputs.failOnFailure) {
      ctx.log.warning(`${verdict.failure} (fail-on-failure is false, so the step passes)`);
      return { result };
    }
    return { result, failure: verdict.failure };
  }
  ctx.log.info(verdict.title);
  return { result };
}

/**
 * The job's report on GitHub, its outputs added to `result`; a problem is a warning. False when the
 * step was cancelled meanwhile.
 */
async function reportJob(
  jobId: number,
  outcome: Exclude<WaitOutcome, { kind: 'cancelled' }>,
  verdict: Verdict,
  inputs: WaitOptions,
  ctx: ServiceContext,
  result: WaitResult,
): Promise<boolean> {
  const checkName = inputs.checkName ?? stableCheckName(CODELESS_CHECK_BASE, ctx.job);
  const report = jobReport(jobId, outcome, checkName, verdict);
  const attempt = attemptNote(ctx.job);
  if (attempt) report.details = [report.details, attempt].filter(Boolean).join('\n\n');
  try {
    await addTestRecords(report, ctx);
    // Loaded only now: the reporting code (Octokit aside) is a third of the bundle.
    const { publishReport, reportDeps } = await import('../report/publish.ts');
    const published = await publishReport(report, await reportDeps(inputs.githubToken, ctx), inputs.evidence);
    Object.assign(result, {
      checkRunUrl: published.checkRunUrl,
      junitFile: published.junitFile,
      ctrfFile: published.ctrfFile,
      assetsDir: published.assetsDir,
    });
  } catch (error) {
    if (ctx.signal.aborted) return false;
    ctx.log.warning(`Could not report job ${jobId} to GitHub: ${messageOf(error)}`);
  }
  return true;
}
