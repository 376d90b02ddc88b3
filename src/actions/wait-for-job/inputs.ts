import { z } from 'zod';
import { boolean, optionalText, requiredId, wholeNumber } from '../../action/inputs.ts';

export const ACTION = 'wait-for-job';

export const INPUTS = {
  jobId: 'job-id',
  timeout: 'timeout',
  pollInterval: 'poll-interval',
  failOnFailure: 'fail-on-failure',
  report: 'report',
  checkName: 'check-name',
  githubToken: 'github-token',
} as const;
export const INPUT_NAMES = Object.values(INPUTS);

export const OUTPUTS = {
  status: 'status',
  success: 'success',
  testIds: 'test-ids',
  failedCount: 'failed-count',
  checkRunUrl: 'check-run-url',
} as const;

/** The `status` output when the wait gave up. */
export const TIMEOUT_STATUS = 'TIMEOUT';

/** How to wait and report; the root action takes the same inputs. */
export interface WaitOptions {
  timeoutSeconds: number;
  pollIntervalSeconds: number;
  failOnFailure: boolean;
  report: boolean;
  /** Undefined: derived from the job. */
  checkName: string | undefined;
  githubToken: string | undefined;
}

export interface WaitInputs extends WaitOptions {
  jobId: number;
}

/** Every input but `job-id`, shared with the root action's schema. */
export const waitOptionsShape = {
  // A GitHub job runs at most 5 days on a self-hosted runner; no wait needs to be longer.
  [INPUTS.timeout]: wholeNumber({ min: 1, max: 432_000, default: 3600, unit: 'seconds' }),
  [INPUTS.pollInterval]: wholeNumber({ min: 1, max: 3600, default: 5, unit: 'seconds' }),
  [INPUTS.failOnFailure]: boolean(true),
  [INPUTS.report]: boolean(true),
  [INPUTS.checkName]: optionalText(),
  [INPUTS.githubToken]: optionalText(),
};

export function waitOptionsOf(raw: z.output<z.ZodObject<typeof waitOptionsShape>>): WaitOptions {
  return {
    timeoutSeconds: raw[INPUTS.timeout],
    pollIntervalSeconds: raw[INPUTS.pollInterval],
    failOnFailure: raw[INPUTS.failOnFailure],
    report: raw[INPUTS.report],
    checkName: raw[INPUTS.checkName],
    githubToken: raw[INPUTS.githubToken],
  };
}

export const InputsSchema = z
  .object({ [INPUTS.jobId]: requiredId(), ...waitOptionsShape })
  .transform((raw): WaitInputs => ({ jobId: raw[INPUTS.jobId], ...waitOptionsOf(raw) }));
