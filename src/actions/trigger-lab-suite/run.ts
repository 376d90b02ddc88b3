import { trigger } from '../../codeless/trigger.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import type { ActionResult } from '../../runtime/types.ts';
import { type TriggerInputs } from './inputs.ts';
import { OUTPUTS } from './names.ts';

export async function run(inputs: TriggerInputs, ctx: ServiceContext): Promise<ActionResult> {
  const jobId = await trigger(inputs.target, ctx, {
    waitForCapacitySeconds: inputs.waitForCapacitySeconds,
  });
  return { outputs: { [OUTPUTS.jobId]: String(jobId) } };
}
