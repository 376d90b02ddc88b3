import { messageOf } from '../api/errors.ts';
import { codelessIdOf, codelessNameOf } from '../api/lab.ts';
import { type JobErrorDetail, jobErrorDetail } from '../api/records.ts';
import type { Job } from '../api/jobs.ts';
import { collectPages } from '../api/pagination.ts';
import type { ReportEntry, ReportInput } from '../report/types.ts';
import type { ServiceContext } from '../runtime/service-context.ts';
import { plural } from '../text/wording.ts';
import { waitForCapacity } from './capacity.ts';
import { pollJob, type WaitOutcome } from './poll.ts';
import { describeTarget, type TriggerTarget } from './target.ts';
import { trigger, turnedAway } from './trigger.ts';
import { failedEntry } from './verdict.ts';

/** The most retries the `retries` input allows: each one triggers the failed tests again, for credits. */
export const MAX_RETRIES = 3;

/** One failed run: the Codeless test's name (the job error's `test_name`) and its browser. */
export interface Attempt {
  name: string;
  browser: string | undefined;
}

/** One retry's job of one Codeless test: the failed runs it retried, and how the job ended. */
export interface RetryJob {
  jobId: number;
  retried: Attempt[];
  outcome: WaitOutcome;
}

export interface RetryOptions {
  target: TriggerTarget;
  retries: number;
  timeoutMs: number;
  pollIntervalMs: number;
  /**
   * Seconds to wait for a free VM session before each round's triggers (the `wait-for-capacity` input),
   * as before the first trigger; 0 or absent triggers at once.
   */
  waitForCapacitySeconds?: number;
  /**
   * The retry jobs in flight and the triggers whose answer never came, whenever that changes (empty
   * when none): what the post step must stop.
   */
  onInFlight: (runs: Array<{ testId: number; jobId?: number }>) => void;
}

/** The retries' jobs in order; `cancelled` when the step was cancelled during one. */
export interface Retries {
  jobs: RetryJob[];
  cancelled: boolean;
  /** Failures left after the last retry (and those never retried). */
  remaining: number;
}

/**
 * Re-triggers the Codeless tests of the first job's failures, one job per test, up to `retries`
 * times while failures remain; only failures tied to their Codeless test with certainty (tieNames) are
 * retried.
 */
export async function retryFailures(
  first: Job,
  options: RetryOptions,
  ctx: ServiceContext,
): Promise<Retries> {
  const failing = first.errors.map(jobErrorDetail).map(attemptOf);
  const unnamed = failing.filter((a) => !a).length;
  if (unnamed)
    ctx.log.info(
      `Not retrying ${plural(unnamed, 'failure')}: its error names no test, so its Codeless test is not certain.`,
    );
  const names = new Set(failing.flatMap((a) => (a ? [a.name] : [])));
  const { ties, uncertain } = await tieNames(names, options.target, ctx).catch((error: unknown) => {
    if (ctx.signal.aborted) throw error;
    ctx.log.warning(
      `Not retrying the failed tests: their Codeless tests could not be read: ${messageOf(error)}`,
    );
    return { ties: new Map<string, number>(), uncertain: [] };
  });
  for (const why of uncertain) ctx.log.info(`Not retrying ${why}.`);
  const label = (round: number) => `retry ${round} of ${options.retries}`;
  return runAgain(failing, ties, { ...options, rounds: options.retries, label }, ctx);
}

const attemptOf = (d: JobErrorDetail): Attempt | undefined =>
  d.testName ? { name: d.testName, browser: d.browser } : undefined;

/**
 * Triggers the Codeless tests of failed runs again, one job per test, in up to `rounds` rounds while
 * failures remain; only runs whose test's name `ties` holds are triggered. Each round waits for all
 * its jobs before the next, so a test never runs twice at once. `label` names a round in the log.
 */
export async function runAgain(
  failures: ReadonlyArray<Attempt | undefined>,
  ties: ReadonlyMap<string, number>,
  options: RetryOptions & { rounds: number; label: (round: number) => string },
  ctx: ServiceContext,
): Promise<Retries> {
  let failing = [...failures];
  const jobs: RetryJob[] = [];
  const unanswered: Array<{ testId: number }> = [];
  const testOf = (a: Attempt | undefined) => (a ? ties.get(a.name) : undefined);
  for (let round = 1; round <= options.rounds; round++) {
    const byTest = new Map<number, Attempt[]>();
    for (const attempt of failing) {
      const testId = testOf(attempt);
      if (attempt && testId !== undefined) byTest.set(testId, [...(byTest.get(testId) ?? []), attempt]);
    }
    if (!byTest.size) break;
    ctx.log.info(
      `${options.label(round)}: triggering ${plural(byTest.size, 'Codeless test')} (one job each, billed like any run of the test).`,
    );
    const roundJobs = await runRound(byTest, options, ctx, unanswered);
    jobs.push(...roundJobs);
    if (ctx.signal.aborted) return { jobs, cancelled: true, remaining: failing.length };
    const retried = new Set(roundJobs.flatMap((j) => j.retried));
    failing = [...failing.filter((a) => !a || !retried.has(a)), ...stillFailing(roundJobs)];
  }
  return { jobs, cancelled: false, remaining: failing.length };
}

/**
 * Triggers each test once, then waits for all of their jobs (the same polling as the first job). What
 * is in flight is saved before each trigger is sent, and emptied once every job ended; a trigger whose
 * answer never came may have started runs, so it stays saved (`unanswered`) for the post step to stop.
 */
async function runRound(
  byTest: Map<number, Attempt[]>,
  options: RetryOptions,
  ctx: ServiceContext,
  unanswered: Array<{ testId: number }>,
): Promise<RetryJob[]> {
  const inFlight: Array<{ testId: number; jobId?: number }> = [];
  const save = (...more: Array<{ testId: number }>) =>
    options.onInFlight([...unanswered, ...inFlight, ...more]);
  const started: Array<{ jobId: number; retried: Attempt[] }> = [];
  try {
    // Once a round, not per test: its triggers go out back to back, as the first run's one trigger.
    await waitForCapacity((options.waitForCapacitySeconds ?? 0) * 1000, ctx);
  } catch (error) {
    if (ctx.signal.aborted) return [];
    throw error;
  }
  for (const [testId, retried] of byTest) {
    if (ctx.signal.aborted) return [];
    let jobId: number;
    try {
      jobId = await trigger({ kind: 'test', id: testId }, ctx, { beforeSend: () => save({ testId }) });
    } catch (error) {
      if (ctx.signal.aborted) return [];
      // Its failures stay as they were; one that may have started runs stays for the post step.
      if (!turnedAway(error)) unanswered.push({ testId });
      save();
      ctx.log.warning(`Could not retry Codeless test ${testId}: ${messageOf(error)}`);
      continue;
    }
    inFlight.push({ testId, jobId });
    save();
    started.push({ jobId, retried });
  }
  const polling = { timeoutMs: options.timeoutMs, pollIntervalMs: options.pollIntervalMs };
  const jobs = await Promise.all(
    started.map(async (s) => ({ ...s, outcome: await pollJob(s.jobId, polling, ctx) })),
  );
  if (!ctx.signal.aborted) options.onInFlight(unanswered);
  return jobs;
}

/** The retried runs that did not pass: failed again, or their job did not finish to tell. */
function stillFailing(jobs: RetryJob[]): Attempt[] {
  return jobs.flatMap((j) => j.retried.filter((a) => !passedIn(j, a)));
}

/** A retried run passed when its job FINISHED naming every failure's test and none is this one. */
function passedIn(job: RetryJob, attempt: Attempt): boolean {
  const { outcome } = job;
  if (outcome.kind !== 'final' || outcome.job.status !== 'FINISHED') return false;
  const details = outcome.job.errors.map(jobErrorDetail);
  if (details.some((d) => !d.testName)) return false;
  return !details.some((d) => d.testName === attempt.name && d.browser === attempt.browser);
}

/**
 * Each failed test's Codeless test by its name, where certain (ASSUMPTIONS.failureToCodelessTest): a
 * test triggered alone is the one every failure came from; otherwise the one test of the target's own
 * list whose name equals the failure's test name. `uncertain` says why for each name not tied
 * (`"Checkout": 2 Codeless tests of … bear that name, so which one failed is not certain`).
 */
export async function tieNames(
  names: ReadonlySet<string>,
  target: TriggerTarget,
  ctx: ServiceContext,
): Promise<{ ties: Map<string, number>; uncertain: string[] }> {
  const ties = new Map<string, number>();
  const uncertain: string[] = [];
  if (!names.size) return { ties, uncertain };
  if (target.kind === 'test') {
    for (const name of names) ties.set(name, target.id);
    return { ties, uncertain };
  }
  const { lab, labsuites } = ctx.client;
  const records =
    target.kind === 'suite'
      ? await collectPages((page) => labsuites.tests(target.id, page))
      : await collectPages((page) => lab.list(page));
  for (const name of names) {
    const ids = records.filter((r) => codelessNameOf(r) === name).map(codelessIdOf);
    const id = ids[0];
    if (ids.length === 1 && id !== undefined) ties.set(name, id);
    else
      uncertain.push(
        `"${name}": ${ids.length ? `${ids.length} Codeless tests` : 'no Codeless test'} of ${describeTarget(target)} ${ids.length ? 'bear' : 'bears'} that name, so which one failed is not certain`,
      );
  }
  return { ties, uncertain };
}

/**
 * The retries' runs join the report as further attempts of the failures they retried: a failed run
 * as the job's error says, a passed one under the same name and browser, on the platform its earlier
 * attempt's record gave (read by `addRecords`), so the report groups them as one test's attempts.
 */
export async function joinRetries(
  report: ReportInput,
  jobs: readonly RetryJob[],
  addRecords: (report: ReportInput) => Promise<void>,
): Promise<void> {
  const passes: ReportEntry[] = [];
  for (const job of jobs) {
    const errors = job.outcome.job?.errors.map(jobErrorDetail) ?? [];
    for (const attempt of job.retried) {
      const error = errors.find((d) => d.testName === attempt.name && d.browser === attempt.browser);
      if (error) report.entries.push(failedEntry(error, 0));
      else if (passedIn(job, attempt))
        passes.push({
          name: attempt.name,
          keyName: attempt.name,
          environment: attempt.browser,
          outcome: 'passed',
        });
    }
  }
  await addRecords(report);
  for (const pass of passes) {
    const earlier = report.entries.find(
      (e) => e.keyName === pass.keyName && e.environment === pass.environment,
    );
    report.entries.push(earlier?.platform ? { ...pass, platform: earlier.platform } : pass);
  }
}
