import type { Job } from '../api/jobs.ts';
import { type JobErrorDetail, jobErrorDetail, testRecordFields } from '../api/records.ts';
import { messageOf } from '../api/transport/errors.ts';
import { MAX_PAGE_SIZE } from '../api/transport/pagination.ts';
import type { ReportEntry } from '../report/types.ts';
import type { ServiceContext } from '../runtime/service-context.ts';
import { plural } from '../text/wording.ts';
import { decidedBy, failedEntry, stoppedText } from './failures.ts';
import type { EarlyStop, StoppedTest } from './poll.ts';
import { stopInParallel, type StopTally, stopTestRun, UNREAD_TEST_FIELDS } from './stop.ts';

/**
 * `max-failures`: stop paying the moment the answer is known (docs/costs.md, "Stopping early"). At
 * every poll the job's `errors` say which of its tests failed so far (ASSUMPTIONS.runningJobErrors:
 * no request of its own); once N of them failed for good, the job's other tests are stopped, each
 * by PUT /v1/tests/{id}/stop (never the Codeless test's own stop, which stops runs others started
 * too), and the wait ends at once with them: the report shows them stopped, neither failed nor passed.
 */

/** What makes a failure count toward `max-failures`. */
export interface FailFast {
  maxFailures: number;
  /**
   * Whether a failed test counts against the verdict: not quarantined, nor (under `fail-on:
   * new-failures`) failing on the base too; the report's judgement, through the door.
   */
  counts: (entry: ReportEntry) => boolean;
  /** Whether a retry may still mend the failure (`retries` left and a Codeless test to tie it to). */
  retriable: (failure: JobErrorDetail) => boolean;
}

/**
 * The failures for good that decide an early stop: the first `maxFailures` of the job's errors (one
 * per test) that count and that no retry may mend; undefined while there are fewer.
 */
export function decidingFailures(job: Job, rules: FailFast): JobErrorDetail[] | undefined {
  const seen = new Set<number>();
  const deciding: JobErrorDetail[] = [];
  for (const [index, failure] of job.errors.map(jobErrorDetail).entries()) {
    if (failure.testId !== undefined) {
      if (seen.has(failure.testId)) continue;
      seen.add(failure.testId);
    }
    if (rules.retriable(failure) || !rules.counts(failedEntry(failure, index))) continue;
    deciding.push(failure);
    if (deciding.length >= rules.maxFailures) return deciding;
  }
  return undefined;
}

/**
 * The hook a wait polls with (`stopEarly`, poll.ts): once enough failed, the rest stopped. `onStopped`
 * hears of it before the wait ends, for the post step (its tests are stopped already).
 */
export function earlyStopper(
  jobId: number,
  rules: FailFast,
  ctx: ServiceContext,
  onStopped: (stop: EarlyStop) => void = () => {},
): (job: Job) => Promise<EarlyStop | undefined> {
  return async (job) => {
    const deciding = decidingFailures(job, rules);
    if (!deciding) return undefined;
    const stop = await stopTheRest(jobId, job, deciding, ctx);
    onStopped(stop);
    return stop;
  };
}

/**
 * Stops every test of the job that no error names: each test's state read first, in one request
 * (GET /v1/tests since the job's creation, one page: a test waiting for a session is "not started",
 * ASSUMPTIONS.notStartedStates), then each stopped (8 at a time); then the job read once more, for
 * failures listed meanwhile. Says what it did.
 */
async function stopTheRest(
  jobId: number,
  job: Job,
  deciding: JobErrorDetail[],
  ctx: ServiceContext,
): Promise<EarlyStop> {
  const named = new Set(job.errors.map((e) => jobErrorDetail(e).testId));
  const rest = job.test_ids.filter((id) => !named.has(id));
  ctx.log.info(
    `${decidedBy(deciding)} failed for good (max-failures: ${deciding.length}): stopping the ${plural(rest.length, 'other test')} of job ${jobId}.`,
  );
  const records = rest.length ? await recordsOf(rest, job, ctx) : new Map<number, RecordSeen>();
  const stop: EarlyStop = { deciding, stopped: [], notStarted: [], ended: [], unstopped: [], job };
  const outcomes = new Map<number, keyof StopTally>();
  await stopInParallel(rest, async (id) => void outcomes.set(id, await stopTestRun(id, ctx)));
  // In the job's order, whatever order the stops answered in.
  for (const id of rest) {
    const outcome = outcomes.get(id);
    const seen = records.get(id);
    if (outcome === 'finished') stop.ended.push(id);
    else if (outcome === 'failed') stop.unstopped.push(id);
    else (seen?.notStarted ? stop.notStarted : stop.stopped).push({ id, ...seen?.test });
  }
  try {
    stop.job = await ctx.client.jobs.get(jobId);
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    ctx.log.debug(`Could not read job ${jobId} again after stopping its tests: ${messageOf(error)}`);
  }
  ctx.log.info(`Job ${jobId}: ${stoppedText(stop)}.`);
  return stop;
}

/** What one read of a test's record said of it, when it was read. */
interface RecordSeen {
  notStarted: boolean;
  test: Omit<StoppedTest, 'id'>;
}

/**
 * The records of the job's tests among the newest tests updated since the job was created (one
 * page of GET /v1/tests): what they are named and whether they started. A test not on it, or a read
 * that failed, leaves its test unnamed and taken as started.
 */
async function recordsOf(
  ids: readonly number[],
  job: Job,
  ctx: ServiceContext,
): Promise<Map<number, RecordSeen>> {
  const wanted = new Set(ids);
  const seen = new Map<number, RecordSeen>();
  // The spec's date-time (a job record is described in full): not a "not shown" time field, so not
  // read through that adapter; the service's clock, as `since` reads it.
  const created = Date.parse(job.created_at);
  try {
    const page = await ctx.client.tests.list({
      count: MAX_PAGE_SIZE,
      skipFields: UNREAD_TEST_FIELDS,
      ...(Number.isNaN(created) ? {} : { since: Math.floor(created / 1000) }),
    });
    for (const record of page.data) {
      const f = testRecordFields(record);
      const id = Number(f.id);
      if (!wanted.has(id)) continue;
      const environment = [f.browser, f.browserVersion].filter(Boolean).join(' ') || f.deviceName;
      seen.set(id, {
        notStarted: f.notStarted,
        test: {
          ...(f.name ? { name: f.name } : {}),
          ...(environment ? { environment } : {}),
          ...(f.platform ? { platform: f.platform } : {}),
        },
      });
    }
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    ctx.log.debug(`Could not read the states of job's tests before stopping them: ${messageOf(error)}`);
  }
  return seen;
}
