import { completeLeftCheck, postReadsJob } from '../../codeless/closing.ts';
import { savedCheckOf } from '../../report/step-state.ts';
import type { ReportingContext } from '../../report/types.ts';
import { runPostEntry } from '../../runtime/github/runtime.ts';
import { ACTION, INPUTS } from './names.ts';

/**
 * The post step: completes the check run main left in progress (main was cancelled or killed, or GitHub
 * did not take its writes), with the job's outcome when the job ended and as cancelled when it did not;
 * makes one when main ended before it opened one or reported. Problems are warnings (runPostEntry).
 */
export async function post(ctx: ReportingContext, inputs: Record<string, string> = {}): Promise<void> {
  await completeLeftCheck(savedCheckOf(ctx.getState), ctx, { githubToken: inputs[INPUTS.githubToken] });
}

// Only a job read again needs the service; a known result needs GitHub alone.
export const main = () =>
  runPostEntry(ACTION, post, [INPUTS.githubToken], (getState) => postReadsJob(savedCheckOf(getState)));
