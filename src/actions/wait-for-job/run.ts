import { jobExternalId } from '../../codeless/external-id.ts';
import { waitAndReport } from '../../codeless/pipeline.ts';
import { CODELESS_CHECK_BASE } from '../../codeless/wait.ts';
import { endReportingStep, reportSession } from '../../report/session.ts';
import { checkRunSaving, jobSaving } from '../../report/step-state.ts';
import type { ReportingContext } from '../../report/types.ts';
import { stableCheckName } from '../../runtime/job-identity.ts';
import type { ActionResult } from '../../runtime/types.ts';
import { type WaitInputs } from './inputs.ts';
import { STATE, waitOutputs } from './names.ts';

/**
 * Waits for the job and reports it (src/codeless/pipeline.ts, `waitAndReport`), and maps its end to
 * outputs. What the post step needs is saved the moment it is known: the check's name, the job, the
 * check run opened in progress, and how the job went.
 */
export async function run(inputs: WaitInputs, ctx: ReportingContext): Promise<ActionResult> {
  const checkName = inputs.checkName ?? stableCheckName(CODELESS_CHECK_BASE, ctx.job);
  if (inputs.report) ctx.saveState(STATE.checkName, checkName);
  const session = inputs.report
    ? reportSession(ctx, { checkName, githubToken: inputs.githubToken, onCheckRun: checkRunSaving(ctx) })
    : undefined;
  const hooks = jobSaving(ctx, inputs.jobId);
  const { result, failure } = await endReportingStep(
    ctx,
    session,
    () => jobExternalId(inputs.jobId),
    () => waitAndReport({ jobId: inputs.jobId, session, hooks }, inputs, ctx),
  );
  return { outputs: waitOutputs(result), ...(failure ? { failure } : {}) };
}
