import { jobExternalId } from '../../codeless/external-id.ts';
import { waitAndReport } from '../../codeless/pipeline.ts';
import { CODELESS_CHECK_BASE } from '../../codeless/wait.ts';
import { stableCheckName } from '../../runtime/job-identity.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import type { ActionResult } from '../../runtime/types.ts';
import { type WaitInputs } from './inputs.ts';
import { endOfStep, type OpenedCheck, savingHooks, waitOutputs } from './names.ts';

export async function run(inputs: WaitInputs, ctx: ServiceContext): Promise<ActionResult> {
  const checkName = inputs.checkName ?? stableCheckName(CODELESS_CHECK_BASE, ctx.job);
  const reported = inputs.report ? checkName : undefined;
  const opened: OpenedCheck = { done: false };
  const hooks = savingHooks(ctx, inputs.jobId, reported, opened);
  const check = {
    githubToken: inputs.githubToken,
    name: reported,
    opened,
    externalId: () => jobExternalId(inputs.jobId),
  };
  const { result, failure } = await endOfStep(ctx, check, () =>
    waitAndReport(inputs.jobId, { ...inputs, checkName }, ctx, hooks),
  );
  return { outputs: waitOutputs(result), ...(failure ? { failure } : {}) };
}
