import { FINAL_JOB_STATUSES, type Job } from '../api/jobs.ts';
import type { JobErrorDetail } from '../api/records.ts';
import { messageOf, ServiceError } from '../api/transport/errors.ts';
import { Deadline } from '../runtime/deadline.ts';
import type { ServiceContext } from '../runtime/service-context.ts';
import { formatSeconds } from '../text/wording.ts';
import { type Expectation, type JobTiming, PollSchedule } from './schedule.ts';

export type { Expectation, JobTiming } from './schedule.ts';
export { MAX_POLL_INTERVAL_MS } from './schedule.ts';

/**
 * How long past the deadline a poll may still take: the last one happens at the deadline itself, and a
 * service that stops answering must not stretch the wait by the transport's retries (minutes).
 */
export const POLL_GRACE_MS = 5_000;
/** The input that bounds the wait (wait-for-job's and the root action's): its messages name it. */
export const TIMEOUT_INPUT = 'timeout';
/**
 * Answers in a row that are not the API (an HTML page where the job should be) that end a wait: a
 * proxy or a wrong `api-url` answers the same every time, but one such page may be a passing glitch.
 */
export const NOT_API_LIMIT = 3;

/**
 * `timing`: how long the job was queued and ran, as the polls bound it (PollSchedule.timing).
 * `stopped`: the wait's own hook ended it, its tests stopped (`max-failures`, src/codeless/early-stop.ts).
 */
export type WaitOutcome =
  | { kind: 'final'; job: Job; timing: JobTiming }
  | { kind: 'timeout'; job: Job | undefined; lastError: unknown; timing: JobTiming }
  | { kind: 'cancelled'; job: Job | undefined }
  | { kind: 'stopped'; job: Job; timing: JobTiming; stop: EarlyStop };

/**
 * A job's tests stopped while it ran, once enough of them failed for good (`max-failures`): the
 * failures that decided it, and each other test of the job by what its stop found.
 */
export interface EarlyStop {
  /** The failures for good that decided it, in the order the job listed them. */
  deciding: JobErrorDetail[];
  /** Stopped while running. */
  stopped: StoppedTest[];
  /** Stopped before they started: they waited for a session (ASSUMPTIONS.notStartedStates). */
  notStarted: StoppedTest[];
  /** Ended before their stop came (404: already finished). */
  ended: number[];
  /** Could not be stopped (any other answer): they may still run. */
  unstopped: number[];
  /** The job as read again after the stops; the deciding poll's when that read failed. */
  job: Job;
}

/** A test stopped early, named as its record named it when that was read. */
export interface StoppedTest {
  id: number;
  name?: string;
  /** Browser and version, or device. */
  environment?: string;
  platform?: string;
}

export interface WaitHooks {
  /** Called at every answer of the job's record: the job exists. */
  onSeen?: (job: Job) => void;
  /** Called as soon as the job is seen FINISHED or FAILED, before any report. */
  onFinal?: (job: Job) => void;
}

export interface PollOptions {
  timeoutMs: number;
  /** The shortest wait between two polls. */
  pollIntervalMs: number;
  /** The longest wait between two polls, when it must be short (`max-failures`); default: the back-off's. */
  maxIntervalMs?: number;
  /**
   * Called with each answer of a job not ended yet: an EarlyStop ends the wait (`stopped`), the job's
   * tests stopped (src/codeless/early-stop.ts).
   */
  stopEarly?: (job: Job) => Promise<EarlyStop | undefined>;
  /** How long the same check's job usually runs (QUEUED time left out); undefined: no history. */
  expectation?: Expectation;
  /** How many tests the job runs, when known. */
  suiteSize?: number;
}

/**
 * Polls GET /v1/jobs/{id} until FINISHED or FAILED, the deadline, or cancellation. The waits between
 * polls are PollSchedule's: from `poll-interval`, growing while nothing changes, placed around the
 * expected end when there is history. A poll always follows the last wait, so a job that ends during
 * it is seen as ended, not timed out. A failed poll (after the transport's own retries) is waited through
 * until the deadline, except an answer that cannot heal (401, 403, 404, one too large ...), which ends
 * the wait at once, and NOT_API_LIMIT answers in a row that are not the API (a proxy's page), which
 * end it then. Every poll, its retries included, ends POLL_GRACE_MS past the deadline at the latest
 * (the transport's `within`): one cut there ends the wait as a time-out, its error naming the endpoint
 * and `timeout`.
 */
export async function pollJob(
  jobId: number,
  options: PollOptions,
  ctx: ServiceContext,
  hooks: Pick<WaitHooks, 'onSeen'> = {},
): Promise<WaitOutcome> {
  const { clock, signal, log } = ctx;
  const started = clock.now();
  const deadline = new Deadline(clock, options.timeoutMs);
  const client = ctx.client.within(
    deadline.bound(POLL_GRACE_MS, `${TIMEOUT_INPUT} (${formatSeconds(options.timeoutMs)})`),
  );
  const schedule = new PollSchedule(options);
  const expected = schedule.expectation;
  if (expected)
    log.info(
      `Job ${jobId} usually runs about ${formatSeconds(expected.runningMs)} once RUNNING (±${formatSeconds(expected.spreadMs)}${expected.runs ? `, from its last ${expected.runs} runs` : ''}): polling sparsely until then, more often around it.`,
    );
  let wait: number;
  let job: Job | undefined;
  let lastError: unknown;
  let notApi = 0;
  for (;;) {
    if (signal.aborted) return { kind: 'cancelled', job };
    try {
      const seen = await client.jobs.get(jobId);
      if (seen.status !== job?.status)
        log.info(`Job ${jobId} is ${seen.status} (after ${formatSeconds(clock.now() - started)}).`);
      else log.debug(`Job ${jobId} is still ${seen.status}.`);
      wait = schedule.next(clock.now(), seen);
      job = seen;
      hooks.onSeen?.(seen);
      lastError = undefined;
      notApi = 0;
      if (FINAL_JOB_STATUSES.has(seen.status)) return { kind: 'final', job: seen, timing: schedule.timing() };
      const stop = await options.stopEarly?.(seen);
      if (stop) return { kind: 'stopped', job: stop.job, timing: schedule.timing(), stop };
    } catch (error) {
      if (signal.aborted) return { kind: 'cancelled', job };
      if (!mayHeal(error)) throw error;
      notApi = error instanceof ServiceError && error.kind === 'not-api' ? notApi + 1 : 0;
      if (notApi >= NOT_API_LIMIT) throw error;
      // The last poll failed at the deadline (or was cut by the bound past it): no more tries.
      if (deadline.passed()) return { kind: 'timeout', job, lastError: error, timing: schedule.timing() };
      // One warning per run of failures; the transport has already retried this poll.
      if (lastError === undefined)
        log.warning(`Polling job ${jobId} failed; trying again until the time-out: ${messageOf(error)}`);
      else log.info(`Polling job ${jobId} failed again: ${messageOf(error)}`);
      lastError = error;
      wait = schedule.next(clock.now());
    }
    if (deadline.passed()) return { kind: 'timeout', job, lastError, timing: schedule.timing() };
    try {
      await deadline.pause(wait, signal);
    } catch {
      return { kind: 'cancelled', job };
    }
  }
}

/**
 * 4xx answers other than 408 and 429 say the same thing every time: waiting will not change them; nor
 * will it shrink an answer too large to read.
 */
function mayHeal(error: unknown): boolean {
  if (!(error instanceof ServiceError)) return false;
  if (error.kind === 'aborted' || error.kind === 'too-large') return false;
  const status = error.status;
  return status === undefined || status >= 500 || status === 408 || status === 429;
}
