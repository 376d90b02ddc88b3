import { TIMEOUT_INPUT } from '../../codeless/poll.ts';
import type { WaitResult } from '../../codeless/wait.ts';
import { JOB_STATE, REPORTING_INPUTS, REPORTING_OUTPUTS, REPORTING_STATE } from '../../report/names.ts';
import { reportingOutputs } from '../../report/step-state.ts';

export const ACTION = 'wait-for-job';

export const INPUTS = {
  jobId: 'job-id',
  timeout: TIMEOUT_INPUT,
  pollInterval: 'poll-interval',
  maxFailures: 'max-failures',
  failOnFailure: 'fail-on-failure',
  report: 'report',
  checkName: 'check-name',
  githubToken: 'github-token',
  ...REPORTING_INPUTS,
} as const;

export const INPUT_NAMES = Object.values(INPUTS);

export const OUTPUTS = {
  status: 'status',
  success: 'success',
  testIds: 'test-ids',
  failedCount: 'failed-count',
  checkRunUrl: 'check-run-url',
  ...REPORTING_OUTPUTS,
} as const;

/** The outputs of a wait, shared with the root action. */
export function waitOutputs(result: WaitResult): Record<string, string> {
  return {
    [OUTPUTS.status]: result.status,
    [OUTPUTS.success]: result.success === undefined ? '' : String(result.success),
    [OUTPUTS.testIds]: JSON.stringify(result.testIds),
    [OUTPUTS.failedCount]: String(result.failedCount),
    [OUTPUTS.checkRunUrl]: result.checkRunUrl ?? '',
    ...reportingOutputs(result),
  };
}

/**
 * What main leaves for post about its check run and the job, each saved the moment it is known
 * (src/report/names.ts); the root action saves the same (its STATE spreads this).
 */
export const STATE = { ...REPORTING_STATE, ...JOB_STATE } as const;
