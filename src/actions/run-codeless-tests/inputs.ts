import { z } from 'zod';

import {
  MAX_RETRIES,
  RERUN_MODES,
  type RerunMode,
  STOP_SCOPES,
  type StopScope,
  type TriggerTarget,
} from '../../codeless/target.ts';
import type { WaitOptions } from '../../codeless/wait.ts';
import { boolean, oneOf, wholeNumber } from '../../runtime/inputs.ts';
import { STOP_SESSIONS_MODES, type StopSessionsMode } from '../../runtime/job-sessions.ts';
import { checkTrigger, targetOf, triggerShape } from '../trigger-lab-suite/inputs.ts';
import { waitOptionsOf, waitOptionsShape } from '../wait-for-job/inputs.ts';
import { INPUTS } from './names.ts';

export interface RunInputs {
  target: TriggerTarget;
  /** Seconds to wait for a free VM session before triggering; 0 or none triggers at once. */
  waitForCapacitySeconds?: number;
  wait: WaitOptions;
  stopOnCancel: boolean;
  stopScope: StopScope;
  /** How many times the failed Codeless tests are triggered again (0 to MAX_RETRIES); none: 0. */
  retries?: number;
  /** On attempt 2 and later: only what failed before, or everything; none: `failed`. */
  rerun?: RerunMode;
  /** Whether the job's sessions still running at its end are stopped (src/runtime/job-sessions.ts); none: `auto`. */
  stopSessions?: StopSessionsMode;
}

export const InputsSchema = z
  .object({
    ...triggerShape,
    ...waitOptionsShape,
    [INPUTS.stopOnCancel]: boolean(true),
    [INPUTS.stopScope]: oneOf(STOP_SCOPES, 'job'),
    [INPUTS.retries]: wholeNumber({ min: 0, max: MAX_RETRIES, default: 0 }),
    [INPUTS.rerun]: oneOf(RERUN_MODES, 'failed'),
    [INPUTS.stopSessions]: oneOf(STOP_SESSIONS_MODES, 'auto'),
  })
  .superRefine(checkTrigger)
  .transform((raw): RunInputs => ({
    target: targetOf(raw),
    waitForCapacitySeconds: raw[INPUTS.waitForCapacity],
    wait: waitOptionsOf(raw),
    stopOnCancel: raw[INPUTS.stopOnCancel],
    stopScope: raw[INPUTS.stopScope],
    retries: raw[INPUTS.retries],
    rerun: raw[INPUTS.rerun],
    stopSessions: raw[INPUTS.stopSessions],
  }));
