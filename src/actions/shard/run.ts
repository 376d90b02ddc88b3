import { messageOf } from '../../api/transport/errors.ts';
import { stepSummaryWriter } from '../../report/world/step-summary.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import type { ActionResult } from '../../runtime/types.ts';
import { baseDurations, type DurationsProvider } from '../../shard/durations.ts';
import { matrixWarnings, planResult } from '../../shard/matrix.ts';
import { planShards } from '../../shard/plan.ts';
import { readCapacity } from '../../shard/sessions.ts';
import { listLine } from '../../shard/test-list.ts';
import { legLine, planLines, planMarkdown, planWarnings } from '../../shard/text.ts';
import type { ShardInputs } from './inputs.ts';
import { OUTPUTS } from './names.ts';

/**
 * Plans the legs of a test matrix: the tests' durations (`durationsOf`: the base's report of
 * `check-name`) and the team's free sessions read together, the plan made (src/shard/plan.ts), said in
 * the log and the job summary, and output as the matrix the next job's `strategy` takes.
 */
export async function run(
  inputs: ShardInputs,
  ctx: ServiceContext,
  durationsOf: DurationsProvider = baseDurations,
): Promise<ActionResult> {
  const { tests } = inputs;
  ctx.log.info(listLine(tests));
  const [durations, capacity] = await Promise.all([
    durationsOf({ tests: tests.names, checkName: inputs.checkName, githubToken: inputs.githubToken }, ctx),
    readCapacity(inputs.capacity, ctx.client, ctx.signal),
  ]);
  const plan = planShards({ ...inputs.plan, tests: tests.names, durations, capacity });
  const result = planResult(plan);
  const matrix = JSON.stringify(result.matrix);
  for (const line of planLines(plan)) ctx.log.info(line);
  for (const leg of plan.legs) ctx.log.info(`  ${legLine(leg)}`);
  for (const warning of [...planWarnings(plan), ...matrixWarnings(result, matrix)]) ctx.log.warning(warning);
  try {
    await stepSummaryWriter(ctx.env.GITHUB_STEP_SUMMARY, ctx.log).append(planMarkdown(plan));
  } catch (error) {
    ctx.log.warning(`Could not write the job summary: ${messageOf(error)}`);
  }
  return {
    outputs: {
      [OUTPUTS.matrix]: matrix,
      [OUTPUTS.legs]: String(result.legs),
      [OUTPUTS.predictedSeconds]: result.predictedSeconds === null ? '' : String(result.predictedSeconds),
      [OUTPUTS.untimed]: String(result.untimed),
    },
  };
}
