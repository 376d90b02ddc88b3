import { FINAL_JOB_STATUSES, type Job } from '../../api/jobs.ts';
import { retryFailures, type RetryOptions } from '../../codeless/retry.ts';
import { describeTarget, type TriggerTarget } from '../../codeless/target.ts';
import { trigger, turnedAway } from '../../codeless/trigger.ts';
import { waitAndReport } from '../../codeless/wait.ts';
import { stableCheckName } from '../../runtime/job-identity.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import type { ActionResult } from '../../runtime/types.ts';
import { savingHooks, waitOutputs } from '../wait-for-job/names.ts';
import { type RunInputs } from './inputs.ts';
import { OUTPUTS, STATE } from './names.ts';

/** The default check name: the target, the job and the matrix leg; never the job ID, so it can be required. */
function checkNameOf(target: TriggerTarget, ctx: ServiceContext): string {
  return stableCheckName(target.kind === 'all' ? 'All Codeless tests' : describeTarget(target), ctx.job);
}

/** Retries poll like the first job; each saves what it has in flight, for a cancel to stop. */
function retryOptions(inputs: RunInputs, ctx: ServiceContext): RetryOptions {
  return {
    target: inputs.target,
    retries: inputs.retries ?? 0,
    timeoutMs: inputs.wait.timeoutSeconds * 1000,
    pollIntervalMs: inputs.wait.pollIntervalSeconds * 1000,
    waitForCapacitySeconds: inputs.waitForCapacitySeconds,
    onInFlight: (runs) => ctx.saveState(STATE.retryRuns, runs.length ? JSON.stringify(runs) : ''),
  };
}

/**
 * Triggers, then waits and reports through wait-for-job; on a re-run of the workflow run, triggers
 * only what failed in the attempt before, where that is certain (src/codeless/rerun.ts), each test's
 * job saved for the post step as a retry's is. What the post step needs is saved the moment it is
 * known: the target before the trigger is sent (an answer lost on the way may still have started
 * runs), then the job, its check run and its end as wait-for-job saves them (savingHooks), so a main
 * that is cancelled or killed leaves exactly what to stop and to complete.
 */
export async function run(inputs: RunInputs, ctx: ServiceContext): Promise<ActionResult> {
  ctx.saveState(STATE.stopOnCancel, String(inputs.stopOnCancel));
  ctx.saveState(STATE.stopScope, inputs.stopScope);
  const checkName = inputs.wait.checkName ?? checkNameOf(inputs.target, ctx);
  // The check run a re-run's plan opened (to learn who this step writes as): what follows completes it.
  let openCheckRunId: number | undefined;
  if (ctx.job.attempt > 1) {
    const { planRerun, rerunAndReport } = await import('../../codeless/rerun.ts');
    const setting = { mode: inputs.rerun ?? 'failed', target: inputs.target, checkName, wait: inputs.wait };
    const rerun = await planRerun(setting, ctx, (id) => {
      openCheckRunId = id;
      ctx.saveState(STATE.checkName, checkName);
      ctx.saveState(STATE.checkRunId, String(id));
    });
    if (rerun) {
      const options = {
        checkName,
        wait: { ...inputs.wait, openCheckRunId },
        retry: retryOptions(inputs, ctx),
        onCompleted: () => ctx.saveState(STATE.checkRunDone, 'true'),
      };
      const { result, failure, jobIds } = await rerunAndReport(rerun, options, ctx);
      return {
        outputs: { [OUTPUTS.jobId]: jobIds.length ? String(jobIds[0]) : '', ...waitOutputs(result) },
        ...(failure ? { failure } : {}),
      };
    }
  }
  let jobId: number;
  try {
    jobId = await trigger(inputs.target, ctx, {
      waitForCapacitySeconds: inputs.waitForCapacitySeconds,
      // Only once nothing is left to wait for: a cancel during the wait leaves post nothing to stop.
      beforeSend: () => ctx.saveState(STATE.target, JSON.stringify(inputs.target)),
    });
  } catch (error) {
    // A trigger turned away started nothing: leave the post step nothing to stop.
    if (turnedAway(error)) ctx.saveState(STATE.target, '');
    throw error;
  }
  const { result, failure } = await waitAndReport(jobId, { ...inputs.wait, checkName, openCheckRunId }, ctx, {
    ...savingHooks(ctx, jobId, inputs.wait.report ? checkName : undefined),
    ...(inputs.retries ? { retry: (job: Job) => retryFailures(job, retryOptions(inputs, ctx), ctx) } : {}),
  });
  if (!FINAL_JOB_STATUSES.has(result.status))
    ctx.log.info(
      inputs.stopOnCancel
        ? `Job ${jobId} is still running: the post step stops its runs.`
        : `Job ${jobId} is still running; stop-on-cancel is false, so it is left running.`,
    );
  return {
    outputs: { [OUTPUTS.jobId]: String(jobId), ...waitOutputs(result) },
    ...(failure ? { failure } : {}),
  };
}
