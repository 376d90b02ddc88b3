import { z } from 'zod';

import { completeLeftCheck, type JobRead } from '../../codeless/closing.ts';
import { STOP_SCOPES, type StopScope } from '../../codeless/target.ts';
import { savedCheckOf } from '../../report/step-state.ts';
import type { ReportingContext } from '../../report/types.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import { INPUTS, STATE } from './names.ts';

/**
 * The clean-up after main, the post step's on the runner and the command line's after `cloudtest
 * run`: when main ended while the job was still running (the workflow was cancelled, the job
 * outlived its time limit, or the wait timed out) and stop-on-cancel is true, stops the runs main
 * started: by default the tests the job spawned, nothing else (stop-scope decides; see stopRuns).
 * Then it completes the check run main left in progress: with the job's outcome when the job had
 * ended, else as cancelled, saying what it stopped; when main ended before it opened one or reported,
 * it makes one. Problems are warnings (runPostEntry).
 */
export async function cleanUp(ctx: ReportingContext, inputs: Record<string, string> = {}): Promise<void> {
  const githubToken = inputs[INPUTS.githubToken];
  const stopped = (await stopJobRuns(ctx)) ?? (await stopRetryRuns(ctx));
  // Opened before the trigger, a check run may be left by a main that started no job.
  const noJob = !ctx.getState(STATE.target) && !ctx.getState(STATE.jobId);
  await completeLeftCheck(savedCheckOf(ctx.getState), ctx, {
    githubToken,
    ...(stopped ?? {}),
    ...(noJob ? { noJob } : {}),
  });
}

/**
 * Stops what the trigger started when the job may still be running, as far as stop-on-cancel allows.
 * Returns the job as read before stopping and what was done, when the job may have been running.
 */
async function stopJobRuns(ctx: ServiceContext): Promise<{ read?: JobRead; stopped: string } | undefined> {
  const targetText = ctx.getState(STATE.target);
  if (!targetText) {
    ctx.log.debug('No job was triggered: nothing to stop.');
    return undefined;
  }
  const jobIdText = ctx.getState(STATE.jobId);
  const what = jobIdText ? `Job ${jobIdText}` : 'The trigger whose answer never came';
  const finalStatus = ctx.getState(STATE.finalStatus);
  if (finalStatus) {
    ctx.log.debug(`Job ${jobIdText} ended ${finalStatus}: nothing to stop.`);
    return undefined;
  }
  if (ctx.getState(STATE.stoppedEarly)) {
    ctx.log.debug(`The tests of job ${jobIdText} were stopped by main (max-failures): nothing to stop.`);
    return undefined;
  }
  if (ctx.getState(STATE.stopOnCancel) !== 'true') {
    const stopped = `${what} may still be running; stop-on-cancel is false, so its runs are left alone.`;
    ctx.log.info(stopped);
    return { stopped };
  }
  // Loaded only when there is something to stop: a post step with nothing to do starts fast.
  const { stopRuns, TargetSchema } = await import('../../codeless/stop.ts');
  const { read, said } = await stopRuns(
    {
      target: TargetSchema.parse(JSON.parse(targetText)),
      jobId: /^[1-9]\d{0,9}$/.test(jobIdText) ? Number(jobIdText) : undefined,
      scope: savedScope(ctx),
    },
    ctx,
  );
  return { read, stopped: said };
}

/** Only main's own words count: anything else stops the least. */
function savedScope(ctx: ServiceContext): StopScope {
  const saved = ctx.getState(STATE.stopScope) as StopScope;
  return STOP_SCOPES.includes(saved) ? saved : 'job';
}

const RetryRunsSchema = z.array(
  z.object({ testId: z.number().int().positive(), jobId: z.number().int().positive().optional() }),
);

/**
 * Stops the runs of the retries main left in flight (the first job had ended), each retry's job as
 * the first job's would be, as far as stop-on-cancel allows.
 */
async function stopRetryRuns(ctx: ServiceContext): Promise<{ stopped: string } | undefined> {
  const text = ctx.getState(STATE.retryRuns);
  if (!text) return undefined;
  if (ctx.getState(STATE.stopOnCancel) !== 'true') {
    const stopped =
      'Retries of the failed tests may still be running; stop-on-cancel is false, so their runs are left alone.';
    ctx.log.info(stopped);
    return { stopped };
  }
  const { stopRuns } = await import('../../codeless/stop.ts');
  const said: string[] = [];
  for (const run of RetryRunsSchema.parse(JSON.parse(text))) {
    const request = {
      target: { kind: 'test', id: run.testId } as const,
      jobId: run.jobId,
      scope: savedScope(ctx),
    };
    said.push((await stopRuns(request, ctx)).said);
  }
  return { stopped: `Retrying the failed tests: ${said.join(' ')}` };
}
