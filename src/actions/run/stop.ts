import { z } from 'zod';
import type { ServiceContext } from '../../action/runtime.ts';
import { FINAL_JOB_STATUSES } from '../../api/jobs.ts';
import { codelessIdOf } from '../../api/lab.ts';
import { collectPages } from '../../api/pagination.ts';
import { describeTarget, type TriggerTarget } from '../trigger-lab-suite/inputs.ts';
import { STATE } from './inputs.ts';
import { messageOf } from '../../api/errors.ts';

// Apart from run.ts, so the post step loads no reporting code.

/** Stops sent at once by the post step: quick for a large account, gentle on the service. */
const STOP_CONCURRENCY = 8;

const TargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('suite'), id: z.number().int().positive() }),
  z.object({ kind: z.literal('test'), id: z.number().int().positive() }),
  z.object({ kind: z.literal('all'), url: z.string().optional() }),
]);

/**
 * The post step: when main ended while the job was still running (the workflow was cancelled, the
 * job outlived its time limit, or the wait timed out) and stop-on-cancel is true, stops the runs main
 * started: every test of the suite, every Codeless test, or the one test. A trigger sent whose answer
 * never came (lost, timed out, cancelled) may have started runs as well: they are stopped too.
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
  const target = TargetSchema.parse(JSON.parse(targetText));
  if (jobIdText && (await endedMeanwhile(Number(jobIdText), ctx))) return;
  const ids = await codelessTestsOf(target, ctx);
  let stopped = 0;
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        await ctx.client.lab.stop(id);
        stopped++;
      } catch (error) {
        ctx.log.warning(`Could not stop the runs of Codeless test ${id}: ${messageOf(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(STOP_CONCURRENCY, ids.length) }, worker));
  ctx.log.info(
    `${what} ${jobIdText ? 'was still running when the workflow ended' : 'may have started runs'}: stopped the runs of ${stopped} of ${ids.length} Codeless tests (${describeTarget(target)}).`,
  );
}

/** The job may have ended after main stopped watching; a job that cannot be read is stopped anyway. */
async function endedMeanwhile(jobId: number, ctx: ServiceContext): Promise<boolean> {
  try {
    const job = await ctx.client.jobs.get(jobId);
    if (!FINAL_JOB_STATUSES.has(job.status)) return false;
    ctx.log.info(`Job ${jobId} ended ${job.status} meanwhile: nothing to stop.`);
    return true;
  } catch (error) {
    ctx.log.debug(`Could not read job ${jobId} (${messageOf(error)}); stopping its runs anyway.`);
    return false;
  }
}

/** The Codeless tests a target ran: a suite's and the account's read over every page. */
async function codelessTestsOf(target: TriggerTarget, ctx: ServiceContext): Promise<number[]> {
  if (target.kind === 'test') return [target.id];
  const { lab, labsuites } = ctx.client;
  const records =
    target.kind === 'suite'
      ? await collectPages((page) => labsuites.tests(target.id, page))
      : await collectPages((page) => lab.list(page));
  const ids = records.map(codelessIdOf).filter((id): id is number => id !== undefined);
  if (ids.length < records.length)
    ctx.log.warning(
      `${records.length - ids.length} Codeless test records without an ID could not be stopped.`,
    );
  return ids;
}
