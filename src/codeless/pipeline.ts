import { messageOf } from '../api/transport/errors.ts';
import type { ReportSession } from '../report/session.ts';
import type { ServiceContext } from '../runtime/service-context.ts';
import { type Plan, planRun, rerunTests } from './plan.ts';
import { readJob } from './reading.ts';
import { openReporting, reportRun, resultOf, type WaitEnd, waitEnd, whatRan } from './reporting.ts';
import { type InFlight, retryRounds, type RoundOptions, tieFailures } from './retry.ts';
import { describeTarget, type RerunMode, type TriggerTarget } from './target.ts';
import { trigger, turnedAway } from './trigger.ts';
import { type RunTests, testsOfJob, verdictOf } from './verdict.ts';
import {
  closeProgress,
  type JobWait,
  type WaitAndReportHooks,
  type Waited,
  waitForJob,
  waitingCheck,
  type WaitOptions,
} from './wait.ts';

/**
 * A Codeless run as one pipeline, each stage a function of what the one before returned:
 *
 *   plan (plan.ts)        the target, or what an earlier attempt of the workflow run leaves to run
 *   trigger (trigger.ts)  the target's job, the trigger saved for the post step before it is sent
 *   wait (wait.ts)        until the job ends, the check run in progress meanwhile
 *   verdict (verdict.ts)  the job read once (reading.ts): its tests, and what they add up to
 *   rounds (retry.ts)     retries of the failed Codeless tests, each a trigger, a wait and the same reading
 *   report (reporting.ts) the verdict published, and the step's end
 *
 * The root action runs all of it (and `cloudtest run`, through the action's `run`); wait-for-job runs
 * the wait, the verdict and the report of a job it is given.
 */

/** What a run is asked: the root action's inputs, in the words of its stages. */
export interface RunSetting {
  target: TriggerTarget;
  wait: WaitOptions;
  /** How many rounds of retries may follow the first job (or a re-run's first round). */
  retries: number;
  rerun: RerunMode;
  /** Seconds to wait for a free VM session before each trigger; 0 or none triggers at once. */
  waitForCapacitySeconds?: number;
}

/**
 * What a run records for its post step, each the moment it is known (its check run, the session tells).
 */
export interface RunHooks {
  /** The target, just before its trigger is sent; undefined once the service turned it away. */
  onTarget: (target: TriggerTarget | undefined) => void;
  /** The hooks of the wait for the target's job. */
  job: (jobId: number) => WaitAndReportHooks;
  /** The retries' runs that may still go on. */
  onInFlight: (runs: InFlight[]) => void;
}

/** How a run ended: the step's outputs and failure, and the job it names (none when a re-run ran none). */
export interface RunEnd extends WaitEnd {
  jobId: number | undefined;
  /** The target's job had not ended when the step did: the post step stops it. */
  stillRunning: boolean;
}

/**
 * The root action's run: plan, trigger, wait, verdict, retry rounds, report; `session`, its report's
 * (none with `report: false`).
 */
export async function runCodeless(
  setting: RunSetting,
  session: ReportSession | undefined,
  ctx: ServiceContext,
  hooks: RunHooks,
): Promise<RunEnd> {
  const plan = await planRun({ ...setting, mode: setting.rerun }, session, ctx);
  const started =
    plan.kind === 'target'
      ? await triggerAndWait(plan.target, { setting, session, hooks }, ctx)
      : rerunStart(plan, session, setting);
  if ('cancelled' in started) return started.cancelled;
  const { run, cancelled } = await retryRounds(started.run, roundOptions(setting, started, hooks), ctx);
  const end = await finish(run, { ...started, wait: setting.wait }, ctx, cancelled);
  return { ...end, jobId: jobIdOf(run), stillRunning: started.waited?.kind === 'timeout' };
}

/** What a run's stages share: its setting, its report's session (none with `report: false`), its hooks. */
interface RunParts {
  setting: RunSetting;
  session: ReportSession | undefined;
  hooks: RunHooks;
}

/** What the rounds start from: the run's tests so far, how many rounds may follow, and the wait's. */
interface Started {
  run: RunTests;
  rounds: number;
  /** The report's session, its check run opened in progress by the plan. */
  session: ReportSession | undefined;
  /** How the wait for the target's job ended; none for a re-run. */
  waited?: Waited['outcome'];
  jobHooks: WaitAndReportHooks;
}

/**
 * A re-run starts from an earlier attempt's tests; its first round triggers what failed there. Its
 * report completes the check run the plan opened.
 */
function rerunStart(
  plan: Extract<Plan, { kind: 'rerun' }>,
  session: ReportSession | undefined,
  setting: RunSetting,
): Started {
  return { run: rerunTests(plan), rounds: 1 + setting.retries, session, jobHooks: {} };
}

/**
 * The trigger, the wait and the one reading of the target's job. Retries may follow only a job that
 * ended (one that did not may still run its tests), its failures tied to their Codeless tests first.
 */
async function triggerAndWait(
  target: TriggerTarget,
  parts: RunParts,
  ctx: ServiceContext,
): Promise<Started | { cancelled: RunEnd }> {
  const { setting, session, hooks } = parts;
  const jobId = await triggerTarget(target, parts, ctx);
  const jobHooks = hooks.job(jobId);
  const waited = await waitForJob({ jobId, session, hooks: jobHooks }, setting.wait, ctx, {
    // A failure a retry may still mend has not failed for good: one the retries can tie to its test.
    retriable: (failure) => setting.retries > 0 && (target.kind === 'test' || failure.testName !== undefined),
  });
  if (waited.outcome.kind === 'cancelled')
    return { cancelled: { ...cancelledWait(waited, session, ctx), jobId, stillRunning: true } };
  const oneTest = target.kind === 'test' ? target.id : undefined;
  const run = testsOfJob(readJob(jobId, waited.outcome, oneTest !== undefined), oneTest);
  const rounds = waited.outcome.kind === 'final' ? setting.retries : 0;
  const tied = rounds ? await tieFailures(run, target, ctx) : run;
  return { run: tied, rounds, session, waited: waited.outcome, jobHooks };
}

/**
 * wait-for-job: the wait, the verdict and the report of the job it is given. `failure` is set when the
 * step must fail although the wait and the report are done.
 */
export async function waitAndReport(job: JobWait, wait: WaitOptions, ctx: ServiceContext): Promise<WaitEnd> {
  const { jobId, session, hooks = {} } = job;
  await openReporting(session, waitingCheck(jobId), wait);
  const waited = await waitForJob(job, wait, ctx);
  if (waited.outcome.kind === 'cancelled') return cancelledWait(waited, session, ctx);
  const run = testsOfJob(readJob(jobId, waited.outcome, false));
  return finish(run, { session, jobHooks: hooks, wait }, ctx);
}

/**
 * The trigger stage: the target's job, the target saved for the post step before it is sent. A
 * trigger that failed completes the check run opened for it as failed; a cancelled step leaves that
 * to the post step.
 */
async function triggerTarget(
  target: TriggerTarget,
  { setting, session, hooks }: RunParts,
  ctx: ServiceContext,
): Promise<number> {
  let sent = false;
  try {
    return await trigger(target, ctx, {
      waitForCapacitySeconds: setting.waitForCapacitySeconds,
      // Only once nothing is left to wait for: a cancel during the wait leaves post nothing to stop.
      beforeSend: () => {
        sent = true;
        hooks.onTarget(target);
      },
    });
  } catch (error) {
    // A trigger turned away started nothing: leave the post step nothing to stop.
    const away = turnedAway(error);
    if (away) hooks.onTarget(undefined);
    if (!ctx.signal.aborted) {
      // The title says why: a required check's one line in the pull request.
      const title = `Could not trigger ${describeTarget(target)}: ${messageOf(error)}`;
      const job = { jobId: undefined, status: undefined, noJob: away || !sent };
      const end = { conclusion: 'failure', title } as const;
      await closeProgress(session, job, end);
    }
    throw error;
  }
}

/** Retries poll like the first job; a re-run's first round is its trigger of what failed before. */
function roundOptions(setting: RunSetting, { run, rounds }: Started, hooks: RunHooks): RoundOptions {
  const from = run.start.kind === 'rerun' ? run.start.from : undefined;
  const retry = (n: number) => `retry ${n} of ${setting.retries}`;
  return {
    rounds,
    label: (round) =>
      from === undefined
        ? retry(round)
        : round === 1
          ? `re-run of attempt ${from}'s failures`
          : retry(round - 1),
    timeoutMs: setting.wait.timeoutSeconds * 1000,
    pollIntervalMs: setting.wait.pollIntervalSeconds * 1000,
    waitForCapacitySeconds: setting.waitForCapacitySeconds,
    onInFlight: hooks.onInFlight,
  };
}

/** The job a run's outputs name: the one it waited for, else a re-run's first. */
function jobIdOf(run: RunTests): number | undefined {
  return run.start.kind === 'job' ? run.start.reading.jobId : run.retried[0]?.jobId;
}

/** A step cancelled during the wait: the job as last seen; the post step completes the check run. */
function cancelledWait(waited: Waited, session: ReportSession | undefined, ctx: ServiceContext): WaitEnd {
  const { jobId } = waited;
  const job = waited.outcome.job;
  const failure = `Cancelled while waiting for job ${jobId}: stopped polling (last status seen: ${job?.status ?? 'none'}).`;
  ctx.log.info(failure);
  const progress = session?.progress;
  if (progress) ctx.log.info(`The post step completes check run #${progress.id}.`);
  const result = {
    status: job?.status ?? '',
    success: job?.success ?? undefined,
    testIds: job?.test_ids ?? [],
    failedCount: job?.errors.length ?? 0,
  };
  return { result, failure };
}

/** Where a run's end is reported, what its job's hooks record, and the wait's options (the report's too). */
type EndReporting = Pick<Started, 'session' | 'jobHooks'> & { wait: WaitOptions };

/**
 * The verdict on the run's tests, then the report stage and the step's end. A step cancelled during
 * its retries reports nothing: the post step stops their runs and completes the check run.
 */
async function finish(
  run: RunTests,
  { session, jobHooks, wait }: EndReporting,
  ctx: ServiceContext,
  cancelled = false,
): Promise<WaitEnd> {
  const verdict = verdictOf(run, { ...wait, failOnUnknown: wait.evidence?.failOnUnknown });
  const result = resultOf(run, verdict);
  if (cancelled) {
    const failure =
      run.start.kind === 'job'
        ? `Cancelled while retrying the failed tests of job ${run.start.reading.jobId}: the post step stops the retries' runs.`
        : `Cancelled while running again the tests that failed in attempt ${run.start.from}: the post step stops their runs.`;
    ctx.log.info(failure);
    return { result, failure };
  }
  jobHooks.onVerdict?.(verdict);
  if (session && !(await reportRun({ run, verdict, result }, session, wait, ctx)))
    return {
      result,
      failure: `Cancelled while reporting ${whatRan(run)} (${result.status || 'no status'}).`,
    };
  const where =
    run.start.kind === 'job' ? `in job ${run.start.reading.jobId}` : `in attempt ${ctx.job.attempt}`;
  return waitEnd({ verdict, result }, wait, ctx, where);
}
