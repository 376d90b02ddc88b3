import { describeTarget, type TriggerTarget } from '../../codeless/target.ts';
import { stableCheckName } from '../../runtime/job-identity.ts';
import { STOP_SESSIONS_INPUT } from '../../runtime/job-sessions.ts';
import type { JobIdentity } from '../../runtime/types.ts';
import { INPUTS as TRIGGER_INPUTS, OUTPUTS as TRIGGER_OUTPUTS } from '../trigger-lab-suite/names.ts';
import {
  INPUTS as WAIT_INPUTS,
  OUTPUTS as WAIT_OUTPUTS,
  STATE as WAIT_STATE,
} from '../wait-for-job/names.ts';

export const ACTION = 'run-codeless-tests';

const { jobId: _jobId, ...WAIT_OPTION_INPUTS } = WAIT_INPUTS;

export const INPUTS = {
  ...TRIGGER_INPUTS,
  ...WAIT_OPTION_INPUTS,
  stopOnCancel: 'stop-on-cancel',
  stopScope: 'stop-scope',
  retries: 'retries',
  rerun: 'rerun',
  stopSessions: STOP_SESSIONS_INPUT,
} as const;

export const INPUT_NAMES = Object.values(INPUTS);

export const OUTPUTS = { ...TRIGGER_OUTPUTS, ...WAIT_OUTPUTS } as const;

/**
 * What main leaves for post; each saved as soon as it is known, so a killed main still leaves it. The
 * job and its check run as wait-for-job saves them, and what to stop.
 */
export const STATE = {
  ...WAIT_STATE,
  /** The trigger target as JSON: what to stop; saved before the trigger is sent, emptied if it was turned away. */
  target: 'target',
  stopOnCancel: 'stop-on-cancel',
  /** What a cancel stops: the job's tests, or every run of the target (StopScope). */
  stopScope: 'stop-scope',
  /**
   * The retries' jobs in flight as JSON (`[{ testId, jobId? }]`, jobId missing while its trigger's
   * answer is awaited or when it never came); emptied when they ended, but for the triggers whose
   * answer never came: what the post step stops after a cancel during a retry or a re-run of only the
   * failed tests, and after a trigger whose answer was lost.
   */
  retryRuns: 'retry-runs',
} as const;

/** The default check name: the target, the job and the matrix leg; never the job ID, so it can be required. */
export function checkNameOf(target: TriggerTarget, job: JobIdentity): string {
  return stableCheckName(target.kind === 'all' ? 'All Codeless tests' : describeTarget(target), job);
}
