import { waitAndReport } from '../../codeless/wait.ts';
import type { ActionResult, ServiceContext } from '../../runtime/runtime.ts';
import { type WaitInputs } from './inputs.ts';
import { savingHooks, waitOutputs } from './names.ts';

export async function run(inputs: WaitInputs, ctx: ServiceContext): Promise<ActionResult> {
  const { result, failure } = await waitAndReport(inputs.jobId, inputs, ctx, savingHooks(ctx, inputs.jobId));
  return { outputs: waitOutputs(result), ...(failure ? { failure } : {}) };
}
