import { messageOf } from '../../api/transport/errors.ts';
import {
  choiceLine,
  chooseDevices,
  type DeviceChoice,
  type DeviceFilters,
  type MatrixDevice,
} from '../../codeless/devices.ts';
import { stepSummaryWriter } from '../../report/world/step-summary.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import type { ActionResult } from '../../runtime/types.ts';
import { markdownCell, markdownText } from '../../text/escape.ts';
import { OUTPUTS } from './names.ts';

/**
 * Lists the devices, keeps those the filters take (chooseDevices), and outputs them as a JSON array for
 * a matrix; lists them in the log and the job summary. No device left fails the step, with empty
 * outputs a later job can still test.
 */
export async function run(filters: DeviceFilters, ctx: ServiceContext): Promise<ActionResult> {
  const choice = await chooseDevices(filters, ctx.client);
  // A failure is the step's error line: not said twice.
  if (!choice.failure) ctx.log.info(choiceLine(choice, filters));
  for (const d of choice.devices)
    ctx.log.info(`  ${d.name} (${d.platform_name} ${d.platform_version}, ID ${d.id})`);
  await writeSummary(choice, filters, ctx);
  return {
    outputs: {
      [OUTPUTS.matrix]: JSON.stringify(choice.devices),
      [OUTPUTS.count]: String(choice.devices.length),
    },
    ...(choice.failure ? { failure: choice.failure } : {}),
  };
}

const row = (d: MatrixDevice) =>
  `| ${markdownCell(d.name)} | ${markdownCell(d.platform_name)} | ${markdownCell(d.platform_version)} | ${d.id} |`;

/** The devices chosen as a table, under the line that says how they were chosen; a write problem is a warning. */
async function writeSummary(
  choice: DeviceChoice,
  filters: DeviceFilters,
  ctx: ServiceContext,
): Promise<void> {
  const lines = ['### Devices for the matrix', '', markdownText(choiceLine(choice, filters)), ''];
  if (choice.devices.length)
    lines.push('| Device | Platform | Version | ID |', '|---|---|---|---|', ...choice.devices.map(row), '');
  try {
    await stepSummaryWriter(ctx.env.GITHUB_STEP_SUMMARY, ctx.log).append(lines.join('\n'));
  } catch (error) {
    ctx.log.warning(`Could not write the job summary: ${messageOf(error)}`);
  }
}
