import { postReadsJob } from '../../codeless/closing.ts';
import { runPostEntry } from '../../runtime/github/runtime.ts';
import { savedCheckOf } from '../../report/step-state.ts';
import { cleanUp } from './clean-up.ts';
import { ACTION, INPUTS, STATE } from './names.ts';

/** The post step is the clean-up (clean-up.ts); problems are warnings (runPostEntry). */
export const post = cleanUp;

/** Work for the service: runs that may still go on, or a check run whose job must be read again. */
function needsService(getState: (name: string) => string): boolean {
  const mayRun = getState(STATE.target) !== '' && getState(STATE.finalStatus) === '';
  return mayRun || getState(STATE.retryRuns) !== '' || postReadsJob(savedCheckOf(getState));
}

export const main = () => runPostEntry(ACTION, post, [INPUTS.githubToken], needsService);
