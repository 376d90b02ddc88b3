import { runPostEntry } from '../../runtime/github/runtime.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import { ACTION, INPUTS } from './names.ts';

/**
 * The post step: when GitHub did not take main's last write of the combined check run, or main ended
 * before it (cancelled, timed out or stopped hard), completes the check run it opened, or makes one,
 * with the result main reached or why there is none, so that a required check does not wait with
 * nothing said. Problems are warnings (runPostEntry).
 */
export async function post(ctx: ServiceContext, inputs: Record<string, string> = {}): Promise<void> {
  const { writeLeftCheck } = await import('../../report/session.ts');
  await writeLeftCheck(ctx, 'combined', inputs[INPUTS.githubToken]);
}

// GitHub alone: combine never asks the service.
export const main = () => runPostEntry(ACTION, post, [INPUTS.githubToken], () => false);
