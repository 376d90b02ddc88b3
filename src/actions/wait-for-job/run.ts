import { Deadline } from '../../action/deadline.ts';
import type { ActionResult, ServiceContext } from '../../action/runtime.ts';
import { ServiceError, messageOf } from '../../api/errors.ts';
import { FINAL_JOB_STATUSES, type Job, jobErrorDetail } from '../../api/jobs.ts';
import { publishReport, reportDepsFromEnv } from '../../report/publish.ts';
import type { CheckConclusion, ReportEntry, ReportInput } from '../../report/types.ts';
import { OUTPUTS, TIMEOUT_STATUS, type WaitInputs } from './inputs.ts';

/** The longest wait between two polls when the user asked for less ("about 30 s"). */
export const MAX_POLL_INTERVAL_MS = 30_000;
/** How much longer each wait gets while the status stays the same. */
const GROWTH = 1.5;
/**
 * How long past the deadline a poll may still take: the last one happens at the deadline itself, and a
 * service that stops answering must not stretch the wait by the transport's retries (minutes).
 */
export const POLL_GRACE_MS = 5_000;

export type WaitOutcome =
  | { kind: 'final'; job: Job }
  | { kind: 'timeout'; job: Job | undefined; lastError: unknown }
  | { kind: 'cancelled'; job: Job | undefined };

export interface WaitHooks {
  /** Called as soon as the job is seen FINISHED or FAILED, before any report. */
  onFinal?: (job: Job) => void;
}

/**
 * Polls GET /v1/jobs/{id} until FINISHED or FAILED, the deadline, or cancellation. The first wait is
 * `poll-interval`; it grows while the status stays the same and drops back when it changes. A poll
 * always follows the last wait, so a job that ends during it is seen as ended, not timed out. A
 * failed poll (after the transport's own retries) is waited through until the deadline, except an
 * answer that cannot heal (401, 403, 404 ...), which ends the wait at once. A poll still unanswered
 * POLL_GRACE_MS past the deadline is given up: the wait ends as a time-out.
 */
export async function pollJob(
  jobId: number,
  options: { timeoutMs: number; pollIntervalMs: number },
  ctx: ServiceContext,
): Promise<WaitOutcome> {
  const { clock, signal, log } = ctx;
  const started = clock.now();
  const deadline = new Deadline(clock, options.timeoutMs);
  const cap = Math.max(MAX_POLL_INTERVAL_MS, options.pollIntervalMs);
  let interval = options.pollIntervalMs;
  let job: Job | undefined;
  let lastError: unknown;
  for (;;) {
    if (signal.aborted) return { kind: 'cancelled', job };
    const pollLimit = deadline.callLimit(POLL_GRACE_MS);
    try {
      const seen = await ctx.client.jobs.get(jobId, AbortSignal.any([signal, pollLimit]));
      if (seen.status !== job?.status) {
        log.info(`Job ${jobId} is ${seen.status} (after ${formatSeconds(clock.now() - started)}).`);
        interval = options.pollIntervalMs;
      } else {
        log.debug(`Job ${jobId} is still ${seen.status}.`);
        interval = Math.min(cap, Math.round(interval * GROWTH));
      }
      job = seen;
      lastError = undefined;
      if (FINAL_JOB_STATUSES.has(seen.status)) return { kind: 'final', job: seen };
    } catch (error) {
      if (signal.aborted) return { kind: 'cancelled', job };
      if (pollLimit.aborted) {
        const call =
          error instanceof ServiceError ? `${error.operation} (${error.method} ${error.path})` : 'the poll';
        return { kind: 'timeout', job, lastError: new Error(`${call} had no answer by the time-out`) };
      }
      if (!mayHeal(error)) throw error;
      // One warning per run of failures; the transport has already retried this poll.
      if (lastError === undefined)
        log.warning(`Polling job ${jobId} failed; trying again until the time-out: ${messageOf(error)}`);
      else log.info(`Polling job ${jobId} failed again: ${messageOf(error)}`);
      lastError = error;
    }
    if (deadline.passed()) return { kind: 'timeout', job, lastError };
    try {
      await deadline.pause(interval, signal);
    } catch {
      return { kind: 'cancelled', job };
    }
  }
}

/** 4xx answers other than 408 and 429 say the same thing every time: waiting will not change them. */
function mayHeal(error: unknown): boolean {
  if (!(error instanceof ServiceError)) return false;
  if (error.kind === 'aborted') return false;
  const status = error.status;
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

export async function run(
  inputs: WaitInputs,
  ctx: ServiceContext,
  hooks: WaitHooks = {},
): Promise<ActionResult> {
  const { jobId } = inputs;
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
  const outputs: Record<string, string> = {
    [OUTPUTS.status]: outcome.kind === 'timeout' ? TIMEOUT_STATUS : (job?.status ?? ''),
    [OUTPUTS.success]: job?.success === null || job?.success === undefined ? '' : String(job.success),
    [OUTPUTS.testIds]: JSON.stringify(job?.test_ids ?? []),
    [OUTPUTS.failedCount]: String(job?.errors.length ?? 0),
    [OUTPUTS.checkRunUrl]: '',
  };

  if (outcome.kind === 'cancelled') {
    const failure = `Cancelled while waiting for job ${jobId}: stopped polling (last status seen: ${job?.status ?? 'none'}).`;
    ctx.log.info(failure);
    return { outputs, failure };
  }

  const verdict = verdictOf(jobId, outcome, inputs);
  if (inputs.report) {
    const report = jobReport(jobId, outcome, inputs.checkName ?? `Codeless job ${jobId}`, verdict);
    try {
      const result = await publishReport(report, await reportDepsFromEnv(inputs.githubToken, ctx));
      outputs[OUTPUTS.checkRunUrl] = result.checkRunUrl ?? '';
    } catch (error) {
      if (ctx.signal.aborted) {
        return {
          outputs,
          failure: `Cancelled while reporting job ${jobId} (${job?.status ?? 'no status'}).`,
        };
      }
      ctx.log.warning(`Could not report job ${jobId} to GitHub: ${messageOf(error)}`);
    }
  }
  if (verdict.failure) {
    if (verdict.optional && !inputs.failOnFailure) {
      ctx.log.warning(`${verdict.failure} (fail-on-failure is false, so the step passes)`);
      return { outputs };
    }
    return { outputs, failure: verdict.failure };
  }
  ctx.log.info(verdict.title);
  return { outputs };
}

export interface Verdict {
  /** Check run title; also the log line of a job that passed. */
  title: string;
  conclusion: CheckConclusion;
  /** Why the step fails, in one line. */
  failure?: string;
  /** The failure is the tests' own (fail-on-failure decides); a time-out always fails. */
  optional?: boolean;
}

export function verdictOf(
  jobId: number,
  outcome: Exclude<WaitOutcome, { kind: 'cancelled' }>,
  inputs: WaitInputs,
): Verdict {
  const job = outcome.job;
  const tests = job ? plural(job.test_ids.length, 'test') : '';
  const errors = job?.errors ?? [];
  if (outcome.kind === 'timeout') {
    // The error's own closing period would double the line's.
    const lastPoll = outcome.lastError
      ? `; the last poll failed: ${messageOf(outcome.lastError).replace(/\.$/, '')}`
      : '';
    const title = `Job ${jobId} did not finish within ${formatSeconds(inputs.timeoutSeconds * 1000)} (last status seen: ${job?.status ?? 'none'})`;
    return { title, conclusion: 'timed_out', failure: `${title}${lastPoll}.` };
  }
  const failures = errors.length ? `: ${summarizeErrors(errors)}` : '';
  if (outcome.job.status === 'FAILED') {
    const title = `Job ${jobId} FAILED${errors.length ? ` with ${plural(errors.length, 'failure')}` : ''}`;
    return { title, conclusion: 'failure', failure: `${title}${failures}.`, optional: true };
  }
  if (outcome.job.success === false) {
    const title = `Job ${jobId} FINISHED: ${errors.length} of ${tests} failed`;
    return { title, conclusion: 'failure', failure: `${title}${failures}.`, optional: true };
  }
  if (outcome.job.success === true)
    return { title: `Job ${jobId} FINISHED: all ${tests} passed`, conclusion: 'success' };
  return { title: `Job ${jobId} FINISHED without a result (success is null)`, conclusion: 'neutral' };
}

/** The first failures in a few words each, for the one line that fails the step. */
function summarizeErrors(errors: readonly Record<string, unknown>[]): string {
  const shown = errors.slice(0, 3).map((entry, i) => {
    const d = jobErrorDetail(entry);
    return `${entryName(d, i)} ${failureText(d)}`;
  });
  const more = errors.length > shown.length ? `; and ${errors.length - shown.length} more` : '';
  return shown.join('; ') + more;
}

function entryName(d: ReturnType<typeof jobErrorDetail>, index: number): string {
  if (d.testName) return d.testId === undefined ? d.testName : `${d.testName} (test ${d.testId})`;
  return d.testId === undefined ? `Failure ${index + 1}` : `Test ${d.testId}`;
}

/** "failed at step 3 on chrome 126 (time 12.5): element #buy not found". */
function failureText(d: ReturnType<typeof jobErrorDetail>): string {
  return (
    'failed' +
    (d.step ? ` at step ${d.step}` : '') +
    (d.browser ? ` on ${d.browser}` : '') +
    (d.time ? ` (time ${d.time})` : '') +
    (d.message ? `: ${d.message}` : '')
  );
}

/** Spawned tests listed in the job summary; beyond this many, a count stands for the rest. */
const MAX_LISTED_TESTS = 1000;

/**
 * The report of a job: one failed entry per `errors` item (step, browser and time in its message),
 * and, once the job FINISHED, a passed entry per spawned test that no error names, when every error
 * names its test (otherwise which ones passed cannot be told). The spawned tests go in `details`.
 */
export function jobReport(
  jobId: number,
  outcome: Exclude<WaitOutcome, { kind: 'cancelled' }>,
  checkName: string,
  verdict: Pick<Verdict, 'title' | 'conclusion'>,
): ReportInput {
  const job = outcome.job;
  const details = (job?.errors ?? []).map(jobErrorDetail);
  const entries: ReportEntry[] = details.map((d, i) => ({
    name: entryName(d, i),
    outcome: 'failed',
    environment: d.browser,
    message: `${failureText(d).replace(/^failed/, 'Failed')}.`,
    ...(d.testId === undefined ? {} : { id: String(d.testId) }),
  }));
  const named = new Set(details.map((d) => d.testId));
  if (job && outcome.kind === 'final' && job.status === 'FINISHED' && !named.has(undefined)) {
    for (const id of job.test_ids)
      if (!named.has(id)) entries.push({ name: `Test ${id}`, outcome: 'passed', id: String(id) });
  }
  const ids = job?.test_ids ?? [];
  const listed = ids.slice(0, MAX_LISTED_TESTS).join(', ');
  const rest = ids.length > MAX_LISTED_TESTS ? `, and ${ids.length - MAX_LISTED_TESTS} more` : '';
  const lines = [
    `**Job ${jobId}**: ${outcome.kind === 'timeout' ? `${TIMEOUT_STATUS} (last status seen: ${job?.status ?? 'none'})` : (job?.status ?? '')}` +
      (job ? `, created ${job.created_at}, last updated ${job.updated_at}` : ''),
    '',
    ids.length ? `Tests spawned (${ids.length}): ${listed}${rest}` : 'No spawned tests reported yet.',
  ];
  return {
    checkName,
    externalId: `job-${jobId}`,
    title: verdict.title,
    entries,
    details: lines.join('\n'),
    conclusion: verdict.conclusion,
  };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "45 s", "2 min 5 s", "1 h 0 min". */
export function formatSeconds(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  return `${Math.floor(s / 3600)} h${s % 3600 >= 60 ? ` ${Math.floor((s % 3600) / 60)} min` : ''}`;
}
