import { stopRuns, TargetSchema } from '../../codeless/stop.ts';
import { STOP_SCOPES, type StopScope } from '../../codeless/target.ts';
import { runPostEntry, type ServiceContext } from '../../runtime/runtime.ts';
import { ACTION, STATE } from './names.ts';

/**
 * The post step: when main ended while the job was still running (the workflow was cancelled, the
 * job outlived its time limit, or the wait timed out) and stop-on-cancel is true, stops the runs main
 * started: by default the tests the job spawned, nothing else (stop-scope decides; see stopRuns).
 * Nothing triggered, or the job ended: nothing to do. Problems are warnings (runPostEntry).
 */
export async function post(ctx: ServiceContext): Promise<void> {
  const targetText = ctx.getState(STATE.target);
  if (!targetText) {
    ctx.log.debug('No job was triggered: nothing to stop.');
    return;
  }
  const jobIdText = ctx.getState(STATE.jobId);
  const what = jobIdText ? `Job ${jobIdText}` : 'The trigger whose answer never came';
  const finalStatus = ctx.getState(STATE.finalStatus);
  if (finalStatus) {
    ctx.log.debug(`Job ${jobIdText} ended ${finalStatus}: nothing to stop.`);
    return;
  }
  if (ctx.getState(STATE.stopOnCancel) !== 'true') {
    ctx.log.info(`${what} may still be running; stop-on-cancel is false, so its runs are left alone.`);
    return;
  }
  const savedScope = ctx.getState(STATE.stopScope) as StopScope;
  await stopRuns(
    {
      target: TargetSchema.parse(JSON.parse(targetText)),
      jobId: /^[1-9]\d{0,9}$/.test(jobIdText) ? Number(jobIdText) : undefined,
      // Only main's own words count: anything else stops the least.
      scope: STOP_SCOPES.includes(savedScope) ? savedScope : 'job',
    },
    ctx,
  );
}

export const main = () => runPostEntry(ACTION, post);
