import { z } from 'zod';
import { boolean } from '../../action/inputs.ts';
import {
  checkTrigger,
  INPUTS as TRIGGER_INPUTS,
  OUTPUTS as TRIGGER_OUTPUTS,
  type TriggerTarget,
  targetOf,
  triggerShape,
} from '../trigger-lab-suite/inputs.ts';
import {
  INPUTS as WAIT_INPUTS,
  OUTPUTS as WAIT_OUTPUTS,
  type WaitOptions,
  waitOptionsOf,
  waitOptionsShape,
} from '../wait-for-job/inputs.ts';

export const ACTION = 'run-codeless-tests';

const { jobId: _jobId, ...WAIT_OPTION_INPUTS } = WAIT_INPUTS;
export const INPUTS = { ...TRIGGER_INPUTS, ...WAIT_OPTION_INPUTS, stopOnCancel: 'stop-on-cancel' } as const;
export const INPUT_NAMES = Object.values(INPUTS);

export const OUTPUTS = { ...TRIGGER_OUTPUTS, ...WAIT_OUTPUTS } as const;

/** What main leaves for post; each saved as soon as it is known, so a killed main still leaves it. */
export const STATE = {
  /** The trigger target as JSON: what to stop; saved before the trigger is sent, emptied if it was turned away. */
  target: 'target',
  jobId: 'job-id',
  stopOnCancel: 'stop-on-cancel',
  /** Set once the job was seen FINISHED or FAILED: nothing left to stop. */
  finalStatus: 'final-status',
} as const;

export interface RunInputs {
  target: TriggerTarget;
  wait: WaitOptions;
  stopOnCancel: boolean;
}

export const InputsSchema = z
  .object({ ...triggerShape, ...waitOptionsShape, [INPUTS.stopOnCancel]: boolean(true) })
  .superRefine(checkTrigger)
  .transform((raw): RunInputs => ({
    target: targetOf(raw),
    wait: waitOptionsOf(raw),
    stopOnCancel: raw[INPUTS.stopOnCancel],
  }));
