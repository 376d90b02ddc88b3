import { z } from 'zod';

import type { TriggerTarget } from '../../codeless/target.ts';
import { boolean, optionalId, optionalText, wholeNumber } from '../../runtime/inputs.ts';
import { INPUTS } from './names.ts';

export interface TriggerInputs {
  target: TriggerTarget;
  /** Seconds to wait for a free VM session before triggering; 0 or none triggers at once. */
  waitForCapacitySeconds?: number;
}

/** The trigger inputs, shared with the root action's schema. */
export const triggerShape = {
  [INPUTS.suiteId]: optionalId(),
  [INPUTS.testId]: optionalId(),
  [INPUTS.all]: boolean(false),
  [INPUTS.url]: optionalText().refine(
    (value) => value === undefined || /^https?:$/.test(URL.parse(value)?.protocol ?? ''),
    { message: 'must be an http(s):// URL' },
  ),
  // A GitHub job runs at most 5 days on a self-hosted runner; no wait needs to be longer.
  [INPUTS.waitForCapacity]: wholeNumber({ min: 0, max: 432_000, default: 0, unit: 'seconds' }),
};

type RawTrigger = z.output<z.ZodObject<typeof triggerShape>>;

/** Exactly one of suite-id, test-id and all; url only with all. Checked before any request. */
export function checkTrigger(raw: RawTrigger, ctx: z.RefinementCtx): void {
  const given: string[] = [];
  if (raw[INPUTS.suiteId] !== undefined) given.push(INPUTS.suiteId);
  if (raw[INPUTS.testId] !== undefined) given.push(INPUTS.testId);
  if (raw[INPUTS.all]) given.push(INPUTS.all);
  if (!given.length)
    ctx.addIssue({
      code: 'custom',
      path: [],
      message: `Give one of the inputs "${INPUTS.suiteId}", "${INPUTS.testId}" or "${INPUTS.all}: true".`,
    });
  for (const name of given.slice(1))
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `cannot be combined with "${given[0] ?? ''}": give exactly one of "${INPUTS.suiteId}", "${INPUTS.testId}" and "${INPUTS.all}"`,
    });
  if (raw[INPUTS.url] !== undefined && !raw[INPUTS.all])
    ctx.addIssue({
      code: 'custom',
      path: [INPUTS.url],
      message: `is only allowed with "${INPUTS.all}: true" (a suite or a single test runs on its own URLs)`,
    });
}

export function targetOf(raw: RawTrigger): TriggerTarget {
  const suiteId = raw[INPUTS.suiteId];
  const testId = raw[INPUTS.testId];
  if (suiteId !== undefined) return { kind: 'suite', id: suiteId };
  if (testId !== undefined) return { kind: 'test', id: testId };
  return { kind: 'all', url: raw[INPUTS.url] };
}

export const InputsSchema = z
  .object(triggerShape)
  .superRefine(checkTrigger)
  .transform((raw): TriggerInputs => ({
    target: targetOf(raw),
    waitForCapacitySeconds: raw[INPUTS.waitForCapacity],
  }));
