import { z } from 'zod';

import type { CombineSetting } from '../../report/types.ts';
import { boolean, optionalText } from '../../runtime/inputs.ts';
import { comparisonOptionsOf, comparisonShape } from '../wait-for-job/inputs.ts';
import { DEFAULT_CHECK_NAME, INPUTS } from './names.ts';

export interface CombineInputs extends CombineSetting {
  githubToken: string | undefined;
}

export const InputsSchema = z
  .object({
    [INPUTS.checkName]: optionalText(),
    [INPUTS.allowMissing]: boolean(false),
    [INPUTS.githubToken]: optionalText(),
    ...comparisonShape,
  })
  .transform((raw): CombineInputs => ({
    checkName: raw[INPUTS.checkName] ?? DEFAULT_CHECK_NAME,
    allowMissing: raw[INPUTS.allowMissing],
    githubToken: raw[INPUTS.githubToken],
    evidence: comparisonOptionsOf(raw),
  }));
