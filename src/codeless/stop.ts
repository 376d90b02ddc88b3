import { z } from 'zod';

import { FINAL_JOB_STATUSES, type Job } from '../api/jobs.ts';
import { codelessIdOf } from '../api/lab.ts';
import { messageOf, ServiceError } from '../api/transport/errors.ts';
import { collectPages } from '../api/transport/pagination.ts';
import { inParallel } from '../runtime/in-parallel.ts';
import type { ServiceContext } from '../runtime/service-context.ts';
import { plural } from '../text/wording.ts';
import { type JobRead, readJob } from './closing.ts';
import { describeTarget, type StopScope, type TriggerTarget } from './target.ts';

/** What a read of tests before stopping them carries that the stopping needs none of (`skip_fields`). */
export const UNREAD_TEST_FIELDS: readonly string[] = ['logs', 'thumbs', 'visual_run'];

/** Stops sent at once by the post step: quick for a large job, gentle on the service. */
const STOP_CONCURRENCY = 8;
/**
 * After the first stops the job is read again, this far apart: once always, and up to this many times
 * while it is QUEUED or lists no test yet, since a job still spawning lists more tests a moment later.
 */
const LATE_SPAWN_READS = 3;
const LATE_SPAWN_PAUSE_MS = 2_000;

/** A target as main saved it; read back by the post step. */
export const TargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('suite'), id: z.number().int().positive() }),
  z.object({ kind: z.literal('test'), id: z.number().int().positive() }),
  z.object({ kind: z.literal('all'), url: z.string().optional() }),
]);

export interface StopRequest {
  target: TriggerTarget;
  /** Undefined when the trigger's answer never came. */
  jobId: number | undefined;
  scope: StopScope;
}

/** What the post step did: the job as it read it first, before stopping anything, and a sentence. */
export interface StopOutcome {
  read: JobRead;
  said: string;
}

/**
 * Stops what the trigger started, unless the job ended meanwhile. Problems become warnings. Returns
 * the job as first read, before anything was stopped, and what was done in a sentence, also logged.
 */
export async function stopRuns(request: StopRequest, ctx: ServiceContext): Promise<StopOutcome> {
  const { target, jobId, scope } = request;
  const read = await readJob(jobId, ctx);
  const job = read.job;
  const done = (said: string, level: 'info' | 'warning' = 'info') => {
    ctx.log[level](said);
    return { read, said };
  };
  if (job && FINAL_JOB_STATUSES.has(job.status))
    return done(`Job ${jobId} ended ${job.status} meanwhile: nothing to stop.`);
  if (scope === 'target') return done(await stopTarget(target, jobId, ctx));
  if (!job) {
    const why =
      jobId === undefined
        ? "the trigger's answer never came, so which runs it started is unknown"
        : `job ${jobId} could not be read, so its tests are unknown`;
    return done(
      `Stopped nothing: ${why}. Runs of ${describeTarget(target)} may go on; "stop-scope: target" would stop every run of it, other workflows' too.`,
      'warning',
    );
  }
  return done(await stopJobTests(job, jobId as number, ctx));
}

/** Stops the job's tests, then reads the job again briefly for tests it spawned late; says what it did. */
async function stopJobTests(first: Job, jobId: number, ctx: ServiceContext): Promise<string> {
  const tally: StopTally = { stopped: 0, finished: 0, failed: 0 };
  const seen = new Set<number>();
  let job: Job | undefined = first;
  for (let read = 0; job; read++) {
    const fresh = job.test_ids.filter((id) => !seen.has(id));
    for (const id of fresh) seen.add(id);
    await stopInParallel(fresh, (id) => stopTest(id, tally, ctx));
    const spawning = job.status === 'QUEUED' || !job.test_ids.length;
    if (FINAL_JOB_STATUSES.has(job.status) || read >= (spawning ? LATE_SPAWN_READS : 1)) break;
    try {
      await ctx.clock.sleep(LATE_SPAWN_PAUSE_MS, ctx.signal);
    } catch {
      break;
    }
    job = (await readJob(jobId, ctx)).job;
  }
  return (
    `Job ${jobId} was still running when the workflow ended: stopped ${tally.stopped} of its ${plural(seen.size, 'test')}` +
    (tally.finished ? `; ${tally.finished} had already finished` : '') +
    (tally.failed ? `; ${tally.failed} could not be stopped` : '') +
    '. Other runs of the same Codeless tests were left alone.'
  );
}

/** How stops went: stopped, ended before the stop came (404), or not stopped (any other error). */
export type StopTally = Record<'stopped' | 'finished' | 'failed', number>;

/** Stops one test, counted in `tally`; a problem other than an ended test is a warning. */
export async function stopTest(id: number | string, tally: StopTally, ctx: ServiceContext): Promise<void> {
  tally[await stopTestRun(id, ctx)]++;
}

/** Stops one test: `stopped`, `finished` before the stop came, or `failed` (a warning says why). */
export async function stopTestRun(id: number | string, ctx: ServiceContext): Promise<keyof StopTally> {
  try {
    await ctx.client.tests.stop(id);
    return 'stopped';
  } catch (error) {
    // The spec: 404 on a test stop also means the test already finished.
    if (error instanceof ServiceError && error.status === 404) return 'finished';
    ctx.log.warning(`Could not stop test ${id}: ${messageOf(error)}`);
    return 'failed';
  }
}

/** `stop-scope: target`: every in-flight run of the target's Codeless tests, whoever started it; says what it did. */
async function stopTarget(
  target: TriggerTarget,
  jobId: number | undefined,
  ctx: ServiceContext,
): Promise<string> {
  const ids = await codelessTestsOf(target, ctx);
  let stopped = 0;
  await stopInParallel(ids, async (id) => {
    try {
      await ctx.client.lab.stop(id);
      stopped++;
    } catch (error) {
      ctx.log.warning(`Could not stop the runs of Codeless test ${id}: ${messageOf(error)}`);
    }
  });
  const what =
    jobId === undefined
      ? 'The trigger whose answer never came may have started runs'
      : `Job ${jobId} was still running when the workflow ended`;
  return `${what}: stopped the runs of ${stopped} of ${ids.length} Codeless tests (${describeTarget(target)}).`;
}

/** `work` over the items, STOP_CONCURRENCY at a time. */
export const stopInParallel = <T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> =>
  inParallel(items, STOP_CONCURRENCY, work);

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
