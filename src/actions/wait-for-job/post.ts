import { closeLeftCheck, findLeftCheck, postReadsJob } from '../../codeless/closing.ts';
import { runPostEntry } from '../../runtime/github/runtime.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import { ACTION, INPUTS, savedCheckOf } from './names.ts';

/**
 * The post step: completes the check run main left in progress (main was cancelled or killed, or GitHub
 * did not take its writes), with the job's outcome when the job ended and as cancelled when it did not.
 * Problems are warnings (runPostEntry).
 */
export async function post(ctx: ServiceContext, inputs: Record<string, string> = {}): Promise<void> {
  const githubToken = inputs[INPUTS.githubToken];
  const left = await findLeftCheck(savedCheckOf(ctx.getState), ctx, githubToken);
  if (!left) {
    ctx.log.debug('No check run was left in progress: nothing to do.');
    return;
  }
  await closeLeftCheck(left, ctx, { githubToken });
}

// Only a job read again needs the service; a known result needs GitHub alone.
export const main = () =>
  runPostEntry(ACTION, post, [INPUTS.githubToken], (getState) => postReadsJob(savedCheckOf(getState)));
