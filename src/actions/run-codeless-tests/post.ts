import { STOP_SCOPES, type StopScope } from '../../codeless/target.ts';
import { runPostEntry, type ServiceContext } from '../../runtime/runtime.ts';
import { ACTION, INPUTS, STATE } from './names.ts';

/**
 * The post step: completes the check run main left in progress (a cancel came before the report),
 * then, when main ended while the job was still running (the workflow was cancelled, the job outlived
 * its time limit, or the wait timed out) and stop-on-cancel is true, stops the runs main started: by
 * default the tests the job spawned, nothing else (stop-scope decides; see stopRuns). Problems are
 * warnings (runPostEntry).
 */
export async function post(ctx: ServiceContext, inputs: Record<string, string> = {}): Promise<void> {
  await closeOpenCheck(ctx, inputs[INPUTS.githubToken]);
  await stopJobRuns(ctx);
}

/** The check run main opened and could not complete, as `cancelled`: never left in progress. */
async function closeOpenCheck(ctx: ServiceContext, githubToken: string | undefined): Promise<void> {
  const idText = ctx.getState(STATE.checkRunId);
  if (!/^[1-9]\d{0,15}$/.test(idText) || ctx.getState(STATE.checkRunDone) === 'true') return;
  const [{ reportDeps }, { closeProgressCheck }] = await Promise.all([
    import('../../report/publish.ts'),
    import('../../report/progress.ts'),
  ]);
  const jobIdText = ctx.getState(STATE.jobId);
  const what = jobIdText ? `job ${jobIdText}` : 'the Codeless tests';
  await closeProgressCheck(
    Number(idText),
    {
      conclusion: 'cancelled',
      title: `Cancelled before ${what} was reported`,
      summary: `The workflow was cancelled, or the step ended, before ${what} was reported.`,
    },
    await reportDeps(githubToken, ctx),
  );
}

/** Stops what the trigger started when the job may still be running, as far as stop-on-cancel allows. */
async function stopJobRuns(ctx: ServiceContext): Promise<void> {
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
  // Loaded only when there is something to stop: a post step with nothing to do starts fast.
  const { stopRuns, TargetSchema } = await import('../../codeless/stop.ts');
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

export const main = () => runPostEntry(ACTION, post, [INPUTS.githubToken]);
