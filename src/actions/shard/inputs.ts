import { z } from 'zod';

import { messageOf } from '../../api/transport/errors.ts';
import { oneOf, optionalText, requiredText, wholeNumber } from '../../runtime/inputs.ts';
import { CAPACITY_SETTINGS, type CapacitySetting } from '../../shard/capacity.ts';
import { MAX_LEGS, type PlanSettings } from '../../shard/plan.ts';
import { readTestsInput, type TestList } from '../../shard/test-list.ts';
import { DEFAULT_CHECK_NAME, INPUTS } from './names.ts';

/** What sizes the legs, as planned here and by `cloudtest shard`. */
export interface ShardSettings {
  plan: PlanSettings;
  capacity: CapacitySetting;
}

export interface ShardInputs extends ShardSettings {
  tests: TestList;
  checkName: string;
  githubToken: string | undefined;
}

/** `auto` (or empty) or a number of legs a matrix can make. */
const legsSetting = () =>
  z
    .string()
    .optional()
    .transform((v, ctx): number | 'auto' => {
      const text = v?.trim() ?? '';
      if (!text || text === 'auto') return 'auto';
      const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isSafeInteger(n) || n < 1 || n > MAX_LEGS) {
        ctx.addIssue({
          code: 'custom',
          message: `must be auto or a whole number from 1 to ${MAX_LEGS}, got "${text}"`,
        });
        return z.NEVER;
      }
      return n;
    });

/** The inputs that size the legs, which the command's flags of the same names read too. */
export const planShape = {
  [INPUTS.legs]: legsSetting(),
  [INPUTS.targetMinutes]: wholeNumber({ min: 1, max: 1440, default: 10, unit: 'minutes' }),
  [INPUTS.maxLegs]: wholeNumber({ min: 1, max: MAX_LEGS, default: 20 }),
  [INPUTS.capacity]: oneOf(CAPACITY_SETTINGS, 'vms'),
  [INPUTS.sessionsPerLeg]: wholeNumber({ min: 1, max: 1000, default: 1 }),
};

const settingsOf = (raw: z.output<z.ZodObject<typeof planShape>>): ShardSettings => ({
  plan: {
    legs: raw[INPUTS.legs],
    targetMinutes: raw[INPUTS.targetMinutes],
    maxLegs: raw[INPUTS.maxLegs],
    sessionsPerLeg: raw[INPUTS.sessionsPerLeg],
  },
  capacity: raw[INPUTS.capacity],
});

/** The inputs that size the legs alone, as the command's flags give them. */
export const PlanSettingsSchema = z.object(planShape).transform(settingsOf);

/** The tests input, read now (a file of the workspace, or the names): a list that is none fails the step. */
const testsInput = () =>
  requiredText().transform((text, ctx): TestList => {
    const workspace = process.env.GITHUB_WORKSPACE?.trim() || process.cwd();
    try {
      return readTestsInput(text, workspace);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `cannot be split: ${messageOf(error)}` });
      return z.NEVER;
    }
  });

export const InputsSchema = z
  .object({
    [INPUTS.tests]: testsInput(),
    ...planShape,
    [INPUTS.checkName]: optionalText(),
    [INPUTS.githubToken]: optionalText(),
  })
  .transform((raw): ShardInputs => ({
    tests: raw[INPUTS.tests],
    ...settingsOf(raw),
    checkName: raw[INPUTS.checkName] ?? DEFAULT_CHECK_NAME,
    githubToken: raw[INPUTS.githubToken],
  }));
