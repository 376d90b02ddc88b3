import { messageOf } from '../api/transport/errors.ts';
import type { ServiceContext } from '../runtime/service-context.ts';
import { plural } from '../text/wording.ts';
import { waitForCapacity } from './capacity.ts';
import { pollJob } from './poll.ts';
import { readJob } from './reading.ts';
import type { TriggerTarget } from './target.ts';
import { tieNames } from './ties.ts';
import { trigger, turnedAway } from './trigger.ts';
import { afterRound, dueForRetry, outcomeOf, type RetryResult, type RunTests, tiedBy } from './verdict.ts';

/** A run of a Codeless test that may still go on: what the post step stops after a cancel. */
export interface InFlight {
  testId: number;
  /** Missing while its trigger's answer is awaited, or when it never came. */
  jobId?: number;
}

export interface RoundOptions {
  rounds: number;
  /** Names a round in the log: `retry 1 of 2`. */
  label: (round: number) => string;
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
  onInFlight: (runs: InFlight[]) => void;
}

/**
 * Before the first round: the failed tests of the job a run waited for, tied to their Codeless tests
 * where that is certain (tieNames); a failure tied to none is not retried, and one line says why.
 */
export async function tieFailures(
  run: RunTests,
  target: TriggerTarget,
  ctx: ServiceContext,
): Promise<RunTests> {
  const failed = run.tests.filter((t) => outcomeOf(t) === 'failed' && t.codelessTest === undefined);
  const unnamed = failed.filter((t) => t.attempts[0]?.keyName === undefined).length;
  if (unnamed)
    ctx.log.info(
      `Not retrying ${plural(unnamed, 'failure')}: its error names no test, so its Codeless test is not certain.`,
    );
  const names = new Set(failed.flatMap((t) => t.attempts[0]?.keyName ?? []));
  try {
    const { ties, uncertain } = await tieNames(names, target, ctx);
    for (const why of uncertain) ctx.log.info(`Not retrying ${why}.`);
    return tiedBy(run, ties);
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    ctx.log.warning(
      `Not retrying the failed tests: their Codeless tests could not be read: ${messageOf(error)}`,
    );
    return run;
  }
}

/**
 * Rounds of retries, up to `rounds` while failed tests remain: each round triggers each due Codeless
 * test once (dueForRetry), waits for all of their jobs, and reads each with the one reading, before
 * the next round; so a test never runs twice at once, and a test whose trigger's answer was lost is
 * never triggered again. `cancelled` when the step was cancelled during a round.
 */
export async function retryRounds(
  run: RunTests,
  options: RoundOptions,
  ctx: ServiceContext,
): Promise<{ run: RunTests; cancelled: boolean }> {
  const left: InFlight[] = [];
  for (let round = 1; round <= options.rounds; round++) {
    const due = dueForRetry(run);
    if (!due.length) break;
    ctx.log.info(
      `${options.label(round)}: triggering ${plural(due.length, 'Codeless test')} (one job each, billed like any run of the test).`,
    );
    const results = await runRound(due, options, ctx, left);
    if (ctx.signal.aborted) return { run, cancelled: true };
    run = afterRound(run, results);
  }
  return { run, cancelled: false };
}

/**
 * Triggers each test once, then waits for all of their jobs (the same polling as the first job). What
 * is in flight is saved before each trigger is sent, and emptied of each job that ended once all did.
 * What may still run stays saved (`left`) for the post step to stop: a job that did not finish, and a
 * trigger whose answer never came, whose test's result is then unknown: there is no job ID, and
 * nothing the service offers finds the job without one (docs/service-records.md, "Job records").
 */
async function runRound(
  due: readonly number[],
  options: RoundOptions,
  ctx: ServiceContext,
  left: InFlight[],
): Promise<RetryResult[]> {
  const inFlight: InFlight[] = [];
  const save = (...more: InFlight[]) => options.onInFlight([...left, ...inFlight, ...more]);
  const results: RetryResult[] = [];
  try {
    // Once a round, not per test: its triggers go out back to back, as the first run's one trigger.
    await waitForCapacity((options.waitForCapacitySeconds ?? 0) * 1000, ctx);
  } catch (error) {
    if (ctx.signal.aborted) return [];
    throw error;
  }
  for (const testId of due) {
    if (ctx.signal.aborted) return [];
    let jobId: number;
    try {
      jobId = await trigger({ kind: 'test', id: testId }, ctx, { beforeSend: () => save({ testId }) });
    } catch (error) {
      if (ctx.signal.aborted) return [];
      ctx.log.warning(`Could not retry Codeless test ${testId}: ${messageOf(error)}`);
      // Turned away, it started nothing: its tests stay failed, for the next round.
      if (turnedAway(error)) save();
      else {
        left.push({ testId });
        save();
        results.push({
          codelessTest: testId,
          lost: `Codeless test ${testId}: the answer to its retry's trigger was lost, so whether that retry ran, and how, is unknown (no job to read); it is not triggered again.`,
        });
      }
      continue;
    }
    inFlight.push({ testId, jobId });
    save();
  }
  const polling = { timeoutMs: options.timeoutMs, pollIntervalMs: options.pollIntervalMs };
  const waited = await Promise.all(
    inFlight.map(async ({ testId, jobId }) => ({
      testId,
      jobId,
      outcome: await pollJob(jobId!, polling, ctx),
    })),
  );
  if (ctx.signal.aborted) return [];
  for (const { testId, jobId, outcome } of waited) {
    if (outcome.kind === 'cancelled') continue;
    if (outcome.kind === 'timeout') left.push({ testId, jobId });
    results.push({ codelessTest: testId, reading: readJob(jobId!, outcome, true) });
  }
  options.onInFlight(left);
  return results;
}
