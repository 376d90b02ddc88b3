import { runPostEntry } from '../../runtime/github/runtime.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import { ACTION, INPUTS, STATE } from './names.ts';

/**
 * The post step: when main ended before its combined report and before saying why (it was cancelled,
 * timed out or stopped hard), completes the check run it opened, or makes one, so that a required
 * check does not wait with nothing said. Problems are warnings (runPostEntry).
 */
export async function post(ctx: ServiceContext, inputs: Record<string, string> = {}): Promise<void> {
  const name = ctx.getState(STATE.checkName);
  if (!name || ctx.getState(STATE.reported) === 'true') {
    ctx.log.debug('The step reported, or had no check run to report to: nothing to do.');
    return;
  }
  const open = ctx.getState(STATE.checkRunId);
  const { reportSession } = await import('../../report/session.ts');
  await reportSession(ctx, { checkName: name, githubToken: inputs[INPUTS.githubToken] }).endedEarly({
    externalId: 'combined',
    cancelled: ctx.getState(STATE.cancelled) === 'true',
    ...(/^[1-9]\d{0,15}$/.test(open) ? { openCheckRunId: Number(open) } : {}),
  });
}

// GitHub alone: combine never asks the service.
export const main = () => runPostEntry(ACTION, post, [INPUTS.githubToken], () => false);
