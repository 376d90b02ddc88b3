import { closeLeftCheck, findLeftCheck, makeEndedCheck, postReadsJob } from '../../codeless/closing.ts';
import { runPostEntry } from '../../runtime/github/runtime.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import { ACTION, INPUTS, savedCheckOf } from './names.ts';

/**
 * The post step: completes the check run main left in progress (main was cancelled or killed, or GitHub
 * did not take its writes), with the job's outcome when the job ended and as cancelled when it did not;
 * makes one when main ended before it opened one or reported. Problems are warnings (runPostEntry).
 */
export async function post(ctx: ServiceContext, inputs: Record<string, string> = {}): Promise<void> {
  const githubToken = inputs[INPUTS.githubToken];
  const saved = savedCheckOf(ctx.getState);
  const left = await findLeftCheck(saved, ctx, githubToken);
  if (left) await closeLeftCheck(left, ctx, { githubToken });
  else await makeEndedCheck(saved, ctx, githubToken);
}

// Only a job read again needs the service; a known result needs GitHub alone.
export const main = () =>
  runPostEntry(ACTION, post, [INPUTS.githubToken], (getState) => postReadsJob(savedCheckOf(getState)));
