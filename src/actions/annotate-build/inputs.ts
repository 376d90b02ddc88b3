import { z } from 'zod';
import { INPUTS } from './names.ts';
import type { EvidenceOptions } from '../../report/publish.ts';
import { boolean, optionalText, requiredText, wholeNumber } from '../../runtime/inputs.ts';
import { evidenceOptionsOf, evidenceShape } from '../wait-for-job/inputs.ts';

export interface AnnotateInputs {
  /** Numeric build ID or the `capabilities.build` identifier. */
  build: string;
  /** Undefined: derived from the build. */
  checkName: string | undefined;
  failOnFailure: boolean;
  waitSeconds: number;
  githubToken: string | undefined;
  /** Report files, pull request comment and downloads. */
  evidence: EvidenceOptions;
}

export const InputsSchema = z
  .object({
    [INPUTS.build]: requiredText(),
    [INPUTS.checkName]: optionalText(),
    [INPUTS.failOnFailure]: boolean(true),
    // Results lag by seconds, not hours: an hour is far more than any build needs to appear.
    [INPUTS.waitSeconds]: wholeNumber({ min: 0, max: 3600, default: 30, unit: 'seconds' }),
    [INPUTS.githubToken]: optionalText(),
    ...evidenceShape,
  })
  .transform((raw): AnnotateInputs => ({
    build: raw[INPUTS.build],
    checkName: raw[INPUTS.checkName],
    failOnFailure: raw[INPUTS.failOnFailure],
    waitSeconds: raw[INPUTS.waitSeconds],
    githubToken: raw[INPUTS.githubToken],
    evidence: evidenceOptionsOf(raw),
  }));
