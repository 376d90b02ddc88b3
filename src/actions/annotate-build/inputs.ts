import { z } from 'zod';
import { boolean, optionalText, requiredText, wholeNumber } from '../../action/inputs.ts';

export const ACTION = 'annotate-build';

export const INPUTS = {
  build: 'build',
  checkName: 'check-name',
  failOnFailure: 'fail-on-failure',
  waitSeconds: 'wait-seconds',
  githubToken: 'github-token',
} as const;
export const INPUT_NAMES = Object.values(INPUTS);

export const OUTPUTS = {
  total: 'total',
  passed: 'passed',
  failed: 'failed',
  unknown: 'unknown',
  conclusion: 'conclusion',
  checkRunId: 'check-run-id',
  checkRunUrl: 'check-run-url',
} as const;

export interface AnnotateInputs {
  /** Numeric build ID or the `capabilities.build` identifier. */
  build: string;
  /** Undefined: derived from the build. */
  checkName: string | undefined;
  failOnFailure: boolean;
  waitSeconds: number;
  githubToken: string | undefined;
}

export const InputsSchema = z
  .object({
    [INPUTS.build]: requiredText(),
    [INPUTS.checkName]: optionalText(),
    [INPUTS.failOnFailure]: boolean(true),
    // Results lag by seconds, not hours: an hour is far more than any build needs to appear.
    [INPUTS.waitSeconds]: wholeNumber({ min: 0, max: 3600, default: 30, unit: 'seconds' }),
    [INPUTS.githubToken]: optionalText(),
  })
  .transform((raw): AnnotateInputs => ({
    build: raw[INPUTS.build],
    checkName: raw[INPUTS.checkName],
    failOnFailure: raw[INPUTS.failOnFailure],
    waitSeconds: raw[INPUTS.waitSeconds],
    githubToken: raw[INPUTS.githubToken],
  }));
