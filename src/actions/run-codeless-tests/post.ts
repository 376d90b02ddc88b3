import { postReadsJob } from '../../codeless/closing.ts';
import { stopSessionsLeft } from '../../codeless/sessions-left.ts';
import { savedCheckOf } from '../../report/step-state.ts';
import type { ReportingContext } from '../../report/types.ts';
import { runPostEntry } from '../../runtime/github/runtime.ts';
import { sessionsBuildOf } from '../../runtime/job-sessions.ts';
import { cleanUp } from './clean-up.ts';
import { ACTION, INPUTS, STATE } from './names.ts';

/**
 * The post step: the job's sessions left running, when this step claimed them
 * (src/runtime/job-sessions.ts), then the clean-up (clean-up.ts); problems are warnings (runPostEntry).
 */
export async function post(ctx: ReportingContext, inputs: Record<string, string> = {}): Promise<void> {
  await stopSessionsLeft(ctx);
  await cleanUp(ctx, inputs);
}

/**
 * Work for the service: runs that may still go on, a check run whose job must be read again, or the
 * job's sessions to stop.
 */
function needsService(getState: (name: string) => string): boolean {
  const mayRun =
    getState(STATE.target) !== '' &&
    getState(STATE.finalStatus) === '' &&
    getState(STATE.stoppedEarly) === '';
  return (
    mayRun ||
    getState(STATE.retryRuns) !== '' ||
    postReadsJob(savedCheckOf(getState)) ||
    sessionsBuildOf(getState) !== undefined
  );
}

export const main = () => runPostEntry(ACTION, post, [INPUTS.githubToken], needsService);
