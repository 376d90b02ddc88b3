import { runPostEntry } from '../../runtime/github/runtime.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import { ACTION, INPUTS, STATE } from './names.ts';

/**
 * The post step: when main ended before its report and before saying why (it was cancelled, timed out
 * or stopped hard), makes its check run, so that a required check does not wait with nothing said.
 * Problems are warnings (runPostEntry).
 */
export async function post(ctx: ServiceContext, inputs: Record<string, string> = {}): Promise<void> {
  const name = ctx.getState(STATE.checkName);
  if (!name || ctx.getState(STATE.reported) === 'true') {
    ctx.log.debug('The step reported, or had no check run to report to: nothing to do.');
    return;
  }
  const { reportSession } = await import('../../report/session.ts');
  await reportSession(ctx, { checkName: name, githubToken: inputs[INPUTS.githubToken] }).endedEarly({
    externalId: ctx.getState(STATE.externalId) || name,
    cancelled: ctx.getState(STATE.cancelled) === 'true',
  });
}

// GitHub alone: the service is never asked.
export const main = () => runPostEntry(ACTION, post, [INPUTS.githubToken], () => false);
