import { jobExternalId } from '../../codeless/external-id.ts';
import { runCodeless } from '../../codeless/pipeline.ts';
import { endReportingStep, reportSession } from '../../report/session.ts';
import { checkRunSaving, jobSaving } from '../../report/step-state.ts';
import type { ReportingContext } from '../../report/types.ts';
import type { ActionResult } from '../../runtime/types.ts';
import { waitOutputs } from '../wait-for-job/names.ts';
import { type RunInputs } from './inputs.ts';
import { checkNameOf, OUTPUTS, STATE } from './names.ts';

/**
 * Runs the Codeless pipeline (src/codeless/pipeline.ts: plan, trigger, wait, verdict, retry rounds,
 * report) and maps its end to outputs. What the post step needs is saved the moment it is known: the
 * check run opened before the trigger, the target before the trigger is sent (an answer lost on the way
 * may still have started runs), then the job, its check run and its end as wait-for-job saves them
 * (src/report/step-state.ts), and the retries' runs in
 * flight, so a main that is cancelled or killed leaves exactly what to stop and to complete.
 */
export async function run(inputs: RunInputs, ctx: ReportingContext): Promise<ActionResult> {
  ctx.saveState(STATE.stopOnCancel, String(inputs.stopOnCancel));
  ctx.saveState(STATE.stopScope, inputs.stopScope);
  const checkName = inputs.wait.checkName ?? checkNameOf(inputs.target, ctx.job);
  // Saved first: a step stopped before its job exists still leaves post the check to make.
  if (inputs.wait.report) ctx.saveState(STATE.checkName, checkName);
  const session = inputs.wait.report
    ? reportSession(ctx, { checkName, githubToken: inputs.wait.githubToken, onCheckRun: checkRunSaving(ctx) })
    : undefined;
  let jobId: number | undefined;
  const setting = {
    target: inputs.target,
    wait: inputs.wait,
    retries: inputs.retries ?? 0,
    rerun: inputs.rerun ?? 'failed',
    waitForCapacitySeconds: inputs.waitForCapacitySeconds,
  };
  const externalId = () => (jobId === undefined ? `attempt-${ctx.job.attempt}` : jobExternalId(jobId));
  const end = await endReportingStep(ctx, session, externalId, () =>
    runCodeless(setting, session, ctx, {
      onTarget: (target) => ctx.saveState(STATE.target, target ? JSON.stringify(target) : ''),
      job: (id) => jobSaving(ctx, (jobId = id)),
      onInFlight: (runs) => ctx.saveState(STATE.retryRuns, runs.length ? JSON.stringify(runs) : ''),
    }),
  );
  const { result, failure, stillRunning } = end;
  jobId = end.jobId;
  if (stillRunning)
    ctx.log.info(
      inputs.stopOnCancel
        ? `Job ${jobId} is still running: the post step stops its runs.`
        : `Job ${jobId} is still running; stop-on-cancel is false, so it is left running.`,
    );
  return {
    outputs: { [OUTPUTS.jobId]: jobId === undefined ? '' : String(jobId), ...waitOutputs(result) },
    ...(failure ? { failure } : {}),
  };
}
