import { runPostEntry } from '../../runtime/github/runtime.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import { ACTION, INPUTS, STATE } from './names.ts';

/**
 * The post step: when GitHub did not take main's last write of its check run (its report, or why it
 * could not report), or main ended before it (cancelled, timed out or stopped hard), writes the result
 * main reached, or why there is none, so that a required check does not wait with nothing said.
 * Problems are warnings (runPostEntry).
 */
export async function post(ctx: ServiceContext, inputs: Record<string, string> = {}): Promise<void> {
  const { writeLeftCheck } = await import('../../report/session.ts');
  const externalId = ctx.getState(STATE.externalId) || ctx.getState(STATE.checkName);
  await writeLeftCheck(ctx, externalId, inputs[INPUTS.githubToken]);
}

// GitHub alone: the service is never asked.
export const main = () => runPostEntry(ACTION, post, [INPUTS.githubToken], () => false);
