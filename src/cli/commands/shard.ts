import { resolve } from 'node:path';

import { PlanSettingsSchema, type ShardSettings } from '../../actions/shard/inputs.ts';
import { INPUTS, OUTPUTS, PLAN_INPUT_NAMES } from '../../actions/shard/names.ts';
import { InputError } from '../../runtime/inputs.ts';
import type { Capacity } from '../../shard/capacity.ts';
import { historyDurations } from '../../shard/durations.ts';
import { planResult } from '../../shard/matrix.ts';
import { planShards } from '../../shard/plan.ts';
import { listLine, readTestFile, TestListError } from '../../shard/test-list.ts';
import { legLine, planLines, planWarnings } from '../../shard/text.ts';
import { flagWords, inputsFromFlags, onlyFlags, type ParsedArgs } from '../args.ts';
import type { Command } from '../command.ts';
import { EXIT, UsageError } from '../exit.ts';
import { type Host, loadServiceClient } from '../host.ts';

const LEG_FLAG = 'leg';
const HISTORY_FLAG = 'history';

/**
 * `cloudtest shard --tests FILE`: actions/shard's plan off GitHub. The plan goes to standard output as
 * the action's outputs in one JSON document, or with --leg K the tests of leg K one a line, for a CI's
 * parallel jobs each to call with its own index: each makes the same plan from the same inputs.
 */
export const shardCommand: Command = {
  name: 'shard',
  summary: 'Split a list of tests into legs that finish together, as actions/shard plans them.',
  usage: 'cloudtest shard --tests FILE [--legs N|auto] [--leg K] [--history FILE] [flags]',
  description: [
    'Plans legs for the tests FILE lists (one name a line, as your test runner takes them back): longest first, by their durations in the --history file (a test without one at the median of the others; with none, by count), as many legs as --legs asks or, with auto, as bring the slowest leg within --target-minutes, at most --max-legs and the free sessions of --capacity. The same inputs give the same plan on any machine.',
    'Prints {"matrix": [{"leg", "legs", "tests", "predicted-seconds"}, ...], "legs", "predicted-seconds", "untimed"}, as the action outputs it; with --leg K, the tests of leg K, one a line (none when the tests fill fewer legs). The plan in words goes to standard error.',
    '--leg needs a number for --legs: with auto, each job would read the free sessions at its own moment and could plan other legs. --capacity vms or physical reads the free sessions with CLOUDTEST_API_URL, CLOUDTEST_KEY and CLOUDTEST_SECRET; none reads nothing.',
  ],
  flags: {
    [INPUTS.tests]: { value: 'FILE', description: 'The tests to split, one name a line.' },
    [INPUTS.legs]: {
      value: 'N|auto',
      description:
        'auto (default): as many legs as bring the slowest within --target-minutes; or a number of legs, 1 to 256 (more than the free sessions is a warning).',
    },
    [LEG_FLAG]: {
      value: 'K',
      description: 'Print only the tests of leg K (1 to --legs), one a line; needs a number for --legs.',
    },
    [INPUTS.targetMinutes]: {
      value: 'MINUTES',
      description: 'With auto: the most a leg should take (default 10).',
    },
    [INPUTS.maxLegs]: { value: 'N', description: 'With auto: the most legs, 1 to 256 (default 20).' },
    [INPUTS.capacity]: {
      value: 'KIND',
      description: "vms (default), physical or none: the account's free sessions that cap the legs.",
    },
    [INPUTS.sessionsPerLeg]: {
      value: 'N',
      description: 'Sessions each leg runs its tests over at once (default 1).',
    },
    [HISTORY_FLAG]: {
      value: 'FILE',
      description: 'The history file cloudtest report --history keeps: where the durations come from.',
    },
  },
  words: flagWords(PLAN_INPUT_NAMES),
  examples: [
    'cloudtest shard --tests tests.txt --history .cloudtest/history --capacity none',
    'cloudtest shard --tests tests.txt --legs "$CI_NODE_TOTAL" --leg "$CI_NODE_INDEX" --history .cloudtest/history > mine.txt',
  ],
  run: runShard,
};

/** --leg K, a leg of a plan of a number of legs; undefined without the flag. */
function legFlag(args: ParsedArgs, legs: number | 'auto'): number | undefined {
  const text = args.values[LEG_FLAG];
  if (text === undefined) return undefined;
  if (legs === 'auto')
    throw new UsageError(
      `--${LEG_FLAG} needs a number for --${INPUTS.legs}: with auto, each job would read the free sessions at its own moment and could plan other legs.`,
      'shard',
    );
  const leg = /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(leg) || leg < 1 || leg > legs)
    throw new UsageError(
      `--${LEG_FLAG} must be a whole number from 1 to ${legs} (--${INPUTS.legs}), got "${text}".`,
      'shard',
    );
  return leg;
}

/** The free sessions the setting names, read with the service's settings; nothing read for none. */
async function capacityFor(setting: ShardSettings['capacity'], host: Host): Promise<Capacity> {
  if (setting === 'none') return { kind: 'none' };
  host.settings();
  const [{ readCapacity }] = await Promise.all([import('../../shard/sessions.ts'), loadServiceClient()]);
  const ctx = host.serviceContext('cloudtest shard');
  return readCapacity(setting, ctx.client, ctx.signal);
}

async function runShard(args: ParsedArgs, host: Host): Promise<number> {
  onlyFlags(args, 'shard');
  const file = args.values[INPUTS.tests];
  if (!file)
    throw new UsageError(`Give --${INPUTS.tests} FILE: the tests to split, one name a line.`, 'shard');
  const settings: ShardSettings = inputsFromFlags(args.values, PLAN_INPUT_NAMES, PlanSettingsSchema);
  const leg = legFlag(args, settings.plan.legs);
  const list = (() => {
    try {
      return readTestFile(file, process.cwd());
    } catch (error) {
      if (error instanceof TestListError) throw new InputError(`--${INPUTS.tests}: ${error.message}.`);
      throw error;
    }
  })();
  const { log } = host.terminal;
  log.info(listLine(list));
  const history = args.values[HISTORY_FLAG];
  const [timed, capacity] = await Promise.all([
    history === undefined
      ? { none: `no --${HISTORY_FLAG} FILE was given` }
      : historyDurations(history, resolve(history), list.names),
    capacityFor(settings.capacity, host),
  ]);
  const plan = planShards({ ...settings.plan, tests: list.names, durations: timed, capacity });
  for (const line of planLines(plan)) log.info(line);
  for (const planned of plan.legs) log.info(`  ${legLine(planned)}`);
  for (const warning of planWarnings(plan)) log.warning(warning);
  const result = planResult(plan);
  if (leg === undefined) {
    host.terminal.result(
      JSON.stringify({
        [OUTPUTS.matrix]: result.matrix,
        [OUTPUTS.legs]: result.legs,
        [OUTPUTS.predictedSeconds]: result.predictedSeconds,
        [OUTPUTS.untimed]: result.untimed,
      }),
    );
    return EXIT.passed;
  }
  const mine = result.matrix[leg - 1];
  if (!mine) log.info(`Leg ${leg} has no tests: the ${list.names.length} tests fill ${result.legs} legs.`);
  else if (args.values.json) host.terminal.result(JSON.stringify(mine));
  else for (const test of mine.tests) host.terminal.result(test);
  return EXIT.passed;
}
