import type { Job } from '../api/jobs.ts';
import { type JobErrorDetail, jobErrorDetail } from '../api/records.ts';
import type { EarlyStop, JobTiming, WaitOutcome } from './poll.ts';

/**
 * The one reading of a Codeless job's outcome: the wait, the retries and the re-runs all read a job
 * through `readJob`, so no two of them can tell its tests apart differently. What it rests on is the
 * spec's Job record (docs/service-records.md, "Job records"): `success` is the aggregate pass/fail and
 * stays null until FINISHED; `errors` are per-test failure details, naming a spawned test when their
 * `test_id` is one of the job's `test_ids`.
 */

/** How one run of a test ended, as far as the service said. */
export type RunOutcome = 'passed' | 'failed' | 'unknown';

/** A wait that did not end in a cancel: the job as last seen, and how the wait ended. */
export type EndedWait = Exclude<WaitOutcome, { kind: 'cancelled' }>;

export interface JobReading {
  jobId: number;
  /** FINISHED or FAILED; TIMEOUT when the wait gave up on it. */
  status: string;
  /** The job as last seen; undefined when no poll ever answered. */
  job: Job | undefined;
  timing: JobTiming;
  /** Why the last poll failed, when the wait gave up on a failing poll. */
  lastError?: unknown;
  /** Every failure the job lists, as its `errors` say. */
  failures: JobErrorDetail[];
  /** The spawned tests no error names that the job says passed. */
  passed: number[];
  /** The spawned tests no error names whose outcome the job does not tell. */
  unknown: number[];
  /** Why `unknown` is not empty (or the job's one test is unknown), in a few words. */
  unknownWhy?: string;
  /** The job's other tests stopped once enough failed (`max-failures`): neither failed nor passed. */
  stopped?: Pick<EarlyStop, 'deciding' | 'stopped' | 'notStarted'>;
  /**
   * For a job of one Codeless test (a retry, a re-run's trigger, a `test-id` target): that test's
   * outcome. FINISHED with `success: true` is a pass, anything else is not, whatever its `errors` say
   * or leave out: FINISHED with `success: false` and FAILED are failures, the rest unknown.
   */
  decided?: RunOutcome;
}

/** The `status` output of a wait that gave up. */
export const TIMEOUT_STATUS = 'TIMEOUT';

/**
 * Reads a job that ended or was given up on. `oneTest` says the job ran one Codeless test. In a job of
 * several tests a test no error names passed only when the job's `success` is true, or when its
 * `errors` account for its `success: false`: there is at least one, and each names a test of the job
 * (an error that names none could be any of the others). Otherwise those tests are unknown, and
 * `unknownWhy` says why.
 */
export function readJob(jobId: number, ended: EndedWait, oneTest: boolean): JobReading {
  if (ended.kind === 'stopped') return readStopped(jobId, ended, oneTest);
  const job = ended.job;
  const failures = (job?.errors ?? []).map(jobErrorDetail);
  const status = ended.kind === 'timeout' ? TIMEOUT_STATUS : (job?.status ?? '');
  const spawned = job?.test_ids ?? [];
  const named = new Set(failures.map((f) => f.testId));
  const others = spawned.filter((id) => !named.has(id));
  const reading: JobReading = { jobId, status, job, timing: ended.timing, failures, passed: [], unknown: [] };
  if (ended.kind === 'timeout' && ended.lastError !== undefined) reading.lastError = ended.lastError;
  const why = unknownWhy(ended, failures, spawned);
  if (why === undefined) reading.passed = others;
  else {
    reading.unknown = others;
    reading.unknownWhy = why;
  }
  if (oneTest) reading.decided = decide(ended);
  return reading;
}

/**
 * A job whose tests were stopped early (`max-failures`): its failures as it lists them after the
 * stops, the stopped tests apart (never failed, never passed), those that had ended unnamed passed
 * (ASSUMPTIONS.runningJobErrors: its errors name each test as it fails), and those that could not be
 * stopped unknown. A job of one Codeless test failed.
 */
function readStopped(
  jobId: number,
  ended: Extract<EndedWait, { kind: 'stopped' }>,
  oneTest: boolean,
): JobReading {
  const { job, stop } = ended;
  const halted = new Set([...stop.stopped, ...stop.notStarted].map((t) => t.id));
  const failures = job.errors
    .map(jobErrorDetail)
    .filter((f) => f.testId === undefined || !halted.has(f.testId));
  const named = new Set(failures.map((f) => f.testId));
  const reading: JobReading = {
    jobId,
    status: job.status,
    job,
    timing: ended.timing,
    failures,
    passed: stop.ended.filter((id) => !named.has(id)),
    unknown: stop.unstopped.filter((id) => !named.has(id)),
    stopped: { deciding: stop.deciding, stopped: stop.stopped, notStarted: stop.notStarted },
  };
  if (reading.unknown.length) reading.unknownWhy = 'its tests were stopped early, and these could not be';
  if (oneTest) reading.decided = 'failed';
  return reading;
}

/** A job of one Codeless test decides that test by its status and `success` alone. */
function decide(ended: Exclude<EndedWait, { kind: 'stopped' }>): RunOutcome {
  if (ended.kind === 'timeout') return 'unknown';
  const { status, success } = ended.job;
  if (status === 'FAILED' || success === false) return 'failed';
  return status === 'FINISHED' && success === true ? 'passed' : 'unknown';
}

/** Why the tests no error names are not known to have passed; undefined when they are. */
function unknownWhy(
  ended: Exclude<EndedWait, { kind: 'stopped' }>,
  failures: readonly JobErrorDetail[],
  spawned: readonly number[],
): string | undefined {
  if (ended.kind === 'timeout') return 'it did not finish';
  const { status, success } = ended.job;
  if (status === 'FAILED') return 'it FAILED, which does not say which of its tests passed';
  if (success === true) return undefined;
  if (success === null) return 'it FINISHED without a result (success is null)';
  if (!failures.length)
    return 'it FINISHED with success false but lists no failure, so which of its tests failed is not known';
  const jobs = new Set(spawned);
  const unnamed = failures.filter((f) => f.testId === undefined || !jobs.has(f.testId)).length;
  if (unnamed)
    return `${unnamed === 1 ? '1 of its failures names' : `${unnamed} of its failures name`} no test of the job, so which of its other tests passed is not known`;
  return undefined;
}
