import { waitAndReport } from '../../codeless/wait.ts';
import type { ActionResult, ServiceContext } from '../../runtime/runtime.ts';
import { type WaitInputs } from './inputs.ts';
import { waitOutputs } from './names.ts';

export async function run(inputs: WaitInputs, ctx: ServiceContext): Promise<ActionResult> {
  const { result, failure } = await waitAndReport(inputs.jobId, inputs, ctx);
  return { outputs: waitOutputs(result), ...(failure ? { failure } : {}) };
}
