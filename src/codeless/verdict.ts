import type { Job } from '../api/jobs.ts';
import { messageOf } from '../api/transport/errors.ts';
import { describeCounts } from '../report/session.ts';
import type { CheckConclusion, Outcome, ReportCounts, ReportEntry, RunVerdict } from '../report/types.ts';
import { formatSeconds, plural } from '../text/wording.ts';
import { decidedBy, failedEntry, failureText, stoppedText } from './failures.ts';
import type { JobTiming } from './poll.ts';
import { type EndedWait, type JobReading, readJob, type RunOutcome, TIMEOUT_STATUS } from './reading.ts';

/**
 * The one verdict of a Codeless run: its tests, each with its attempts in order (the first job's run,
 * or an earlier workflow attempt's, then each retry's), and what they add up to. The wait of one job,
 * the root action's retries and its re-runs all end here, so a test is called passed in one place only.
 */

export interface Verdict extends RunVerdict {
  /** Check run title; also the log line of a run that passed. */
  title: string;
  conclusion: CheckConclusion;
  /** Why the step fails, in one line. */
  failure?: string;
  /**
   * Whose failure: the tests' (`fail-on-failure` and the report's judgement decide), or the service's,
   * which fails the step in any case: a time-out, a job never read, an unknown outcome (unless
   * `fail-on-unknown` is false).
   */
  failedBy?: 'service' | 'tests';
  counts: ReportCounts;
}

/** One test of the run as the report shows it: its attempts in order, the last deciding. */
export interface RunTest {
  /**
   * The first attempt names the test: later ones carry its name, browser and platform, so the report
   * groups them as this test's attempts whatever the retry's browser text says.
   */
  attempts: ReportEntry[];
  /** The Codeless test a retry runs again, once tied; undefined when it cannot be run alone. */
  codelessTest?: number;
}

/** Where the run's tests come from: a job it waited for, or the failures of an earlier workflow attempt. */
type RunStart =
  | { kind: 'job'; reading: JobReading }
  /** `carried`: how many tests the earlier attempt passed; `runUrl`, its check run. */
  | { kind: 'rerun'; from: number; carried: number; runUrl?: string };

/** What the run knows of its tests at any stage: the ledger each stage hands to the next. */
export interface RunTests {
  start: RunStart;
  tests: RunTest[];
  /** The retries' jobs read, in order (a re-run's triggers are its first round). */
  retried: JobReading[];
  /** How many rounds of retries ran. */
  rounds: number;
  /** One line each: why outcomes are unknown. */
  notes: string[];
}

/** A test's outcome: its last attempt's, flaky when that passed after an earlier one failed. */
export function outcomeOf(test: RunTest): Outcome {
  const last = test.attempts.at(-1)?.outcome ?? 'unknown';
  if (last !== 'passed') return last;
  return test.attempts.some((a) => a.outcome === 'failed' || a.outcome === 'flaky') ? 'flaky' : 'passed';
}

function countsOf(tests: readonly RunTest[]): ReportCounts {
  const counts: ReportCounts = { total: tests.length, passed: 0, failed: 0, unknown: 0, flaky: 0 };
  for (const test of tests) counts[outcomeOf(test)]++;
  return counts;
}

/**
 * The tests of the job a run waited for, as the one reading tells them: a failed test per error, a
 * passed one per spawned test the job says passed, an unknown one per spawned test it leaves untold.
 * `oneTest`, the Codeless test the job ran alone, decides every test of it: a job that passed passed
 * them all, and one that failed without listing a failure is one failed test of that Codeless test.
 */
export function testsOfJob(reading: JobReading, oneTest?: number): RunTests {
  const notes = reading.unknownWhy && reading.unknown.length ? [unknownNote(reading)] : [];
  const start: RunStart = { kind: 'job', reading };
  const spawned = (ids: readonly number[], outcome: RunOutcome): RunTest[] =>
    ids.map((id) => ({
      attempts: [
        {
          name: `Test ${id}`,
          outcome,
          id: String(id),
          ...(outcome === 'unknown'
            ? { message: `Unknown: job ${reading.jobId} ${reading.unknownWhy}.` }
            : {}),
        },
      ],
    }));
  if (reading.decided === 'passed')
    return {
      start,
      tests: spawned(reading.job?.test_ids ?? [], 'passed'),
      retried: [],
      rounds: 0,
      notes: [],
    };
  const tied = oneTest === undefined ? {} : { codelessTest: oneTest };
  const failed: RunTest[] = reading.failures.map((d, i) => ({ attempts: [failedEntry(d, i)], ...tied }));
  if (reading.decided === 'failed' && !failed.length && oneTest !== undefined)
    failed.push({
      attempts: [
        {
          name: `Codeless test ${oneTest}`,
          madeUpName: true,
          outcome: 'failed',
          message: `${endedWithout(reading)}.`,
        },
      ],
      ...tied,
    });
  return {
    start,
    tests: [...failed, ...spawned(reading.passed, 'passed'), ...spawned(reading.unknown, 'unknown')],
    retried: [],
    rounds: 0,
    notes,
  };
}

/** "Job 12 FAILED without listing a failure", "Retry job 12 FINISHED with success false without …". */
function endedWithout(reading: JobReading, what = 'Job'): string {
  const how = reading.status === 'FAILED' ? 'FAILED' : 'FINISHED with success false';
  return `${what} ${reading.jobId} ${how} without listing a failure`;
}

function unknownNote(reading: JobReading): string {
  const n = reading.unknown.length;
  return `The outcome of ${plural(n, 'test')} of job ${reading.jobId} is unknown: ${reading.unknownWhy}.`;
}

/** The run's failed tests tied to their Codeless tests by the failures' test names (`ties`). */
export function tiedBy(run: RunTests, ties: ReadonlyMap<string, number>): RunTests {
  const tests = run.tests.map((test) => {
    const name = test.attempts[0]?.keyName;
    const id = name === undefined ? undefined : ties.get(name);
    return test.codelessTest !== undefined || id === undefined ? test : { ...test, codelessTest: id };
  });
  return { ...run, tests };
}

/**
 * The Codeless tests a round of retries triggers: those with a failed test and none whose last attempt
 * is unknown (a retry that did not finish, or whose trigger's answer was lost, may still run: a second
 * trigger would run the test twice at once).
 */
export function dueForRetry(run: RunTests): number[] {
  const due = new Set<number>();
  const inDoubt = new Set<number>();
  for (const test of run.tests) {
    if (test.codelessTest === undefined) continue;
    const outcome = outcomeOf(test);
    if (outcome === 'failed') due.add(test.codelessTest);
    else if (outcome === 'unknown') inDoubt.add(test.codelessTest);
  }
  return [...due].filter((id) => !inDoubt.has(id));
}

/** What one retry of a Codeless test came to: the job it read, or a trigger whose answer never came. */
export type RetryResult =
  { codelessTest: number; reading: JobReading } | { codelessTest: number; lost: string };

/**
 * The tests after a round of retries: each retried Codeless test's job decides every test tied to it
 * (FINISHED with `success: true` passed them, anything else did not), by identity, never by the text of
 * a browser. The attempt added to each test keeps the test's name, browser and platform and says in
 * its message what the retry's job reported, every failure it lists included.
 */
export function afterRound(run: RunTests, results: readonly RetryResult[]): RunTests {
  const byTest = new Map(results.map((r) => [r.codelessTest, r]));
  const notes = [...run.notes];
  for (const r of results) {
    if ('lost' in r) notes.push(r.lost);
    else if (r.reading.decided === 'unknown')
      notes.push(
        `Codeless test ${r.codelessTest}: its retry, job ${r.reading.jobId}, ${r.reading.unknownWhy ?? 'did not tell'}.`,
      );
  }
  const tests = run.tests.map((test) => {
    const result = test.codelessTest === undefined ? undefined : byTest.get(test.codelessTest);
    if (!result || outcomeOf(test) !== 'failed') return test;
    return { ...test, attempts: [...test.attempts, retryAttempt(test.attempts[0]!, result)] };
  });
  const retried = [...run.retried, ...results.flatMap((r) => ('reading' in r ? [r.reading] : []))];
  return { ...run, tests, retried, rounds: run.rounds + 1, notes };
}

/**
 * The attempt a retry adds to a test, keyed as the test's first: by its key name, which stays when a
 * failure of the retry names the attempt otherwise (a first attempt named `Codeless test 12` for want
 * of a failure listed, a retry that lists one), so the report groups the attempts as the verdict does.
 */
function retryAttempt(first: ReportEntry, result: RetryResult): ReportEntry {
  const key: ReportEntry = {
    name: first.keyName ?? first.name,
    keyName: first.keyName ?? first.name,
    outcome: 'unknown',
    ...(first.madeUpName ? { madeUpName: true } : {}),
    ...(first.environment ? { environment: first.environment } : {}),
    ...(first.platform ? { platform: first.platform } : {}),
  };
  if ('lost' in result) return { ...key, message: result.lost };
  const { reading } = result;
  if (reading.decided === 'passed') return { ...key, outcome: 'passed' };
  if (reading.decided === 'unknown')
    return {
      ...key,
      message: `Unknown: retry job ${reading.jobId} ${reading.unknownWhy ?? 'did not tell'}.`,
    };
  const { failures } = reading;
  if (!failures.length)
    return { ...key, outcome: 'failed', message: `${endedWithout(reading, 'Retry job')}.` };
  // The failure on the test's own browser, when the retry ran it, brings its recordings.
  const own = failures.find((d) => d.browser === first.environment) ?? failures[0]!;
  const texts = failures.map(failureText);
  return {
    ...key,
    name: failedEntry(own, 0).name,
    ...(own.testId === undefined ? {} : { id: String(own.testId) }),
    outcome: 'failed',
    message: `Retry job ${reading.jobId}: ${texts.join('; ')}.`,
  };
}

/**
 * The verdict on a run's tests. A test passes only on the service's word; one whose last attempt
 * failed fails the step as `fail-on` says, and one whose last attempt is unknown fails it in any case,
 * as a job that did not finish does, unless `fail-on-unknown` is false: then unknown outcomes neither
 * pass nor fail, and the judgement of `fail-on` and its kin decides (src/report/history/fail-on.ts).
 */
export function verdictOf(
  run: RunTests,
  inputs: { timeoutSeconds: number; failOnUnknown?: boolean },
): Verdict {
  const counts = countsOf(run.tests);
  const within = formatSeconds(inputs.timeoutSeconds * 1000);
  const lastStatus = (r: JobReading) => `last status seen: ${r.job?.status ?? 'none'}`;
  const timedOut = run.retried.find((r) => r.status === TIMEOUT_STATUS);
  const base = run.start.kind === 'job' ? jobTitle(run.start.reading, within) : rerunTitle(run, counts);
  if (run.start.kind === 'job' && run.start.reading.status === TIMEOUT_STATUS) {
    // The error's own closing period would double the line's.
    const { lastError, job, jobId } = run.start.reading;
    const said = lastError === undefined ? undefined : messageOf(lastError).replace(/\.$/, '');
    // Never read at all: the service's answer is the reason, not the job's time.
    if (!job && said) {
      const title = `Could not read job ${jobId} within ${within}: ${said}`;
      return { title, conclusion: 'failure', failure: `${title}.`, failedBy: 'service', counts };
    }
    const lastPoll = said ? `; the last poll failed: ${said}` : '';
    return {
      title: base,
      conclusion: 'timed_out',
      failure: `${base}${lastPoll}.`,
      failedBy: 'service',
      counts,
    };
  }
  if (timedOut) {
    const what =
      run.start.kind === 'rerun'
        ? `Job ${timedOut.jobId}, running again a test that failed in attempt ${run.start.from},`
        : `${base}; retry job ${timedOut.jobId}`;
    const title = `${what} did not finish within ${within} (${lastStatus(timedOut)})`;
    return { title, conclusion: 'timed_out', failure: `${title}.`, failedBy: 'service', counts };
  }
  const title = run.start.kind === 'job' && run.rounds ? afterRetries(base, run, counts) : base;
  if (counts.failed) {
    const failure = `${title}: ${stillFailing(run)}.`;
    return { title, conclusion: 'failure', failure, failedBy: 'tests', counts };
  }
  if (counts.unknown) {
    const why = run.notes.join(' ') || `The outcome of ${plural(counts.unknown, 'test')} is unknown.`;
    const first = run.start.kind === 'job' ? run.start.reading : undefined;
    // A FAILED job's own failure is the tests' (fail-on-failure decides), as ever.
    const failedJob = first?.status === 'FAILED' && !run.rounds;
    // A job that said it failed (`success: false`), not which tests did, fails whatever fail-on-unknown says.
    const held = (inputs.failOnUnknown ?? true) || first?.job?.success === false;
    // Not held against the run, unknown outcomes leave the check neutral until judged.
    const conclusion = held || failedJob ? 'failure' : 'neutral';
    const failedBy = failedJob || !held ? 'tests' : 'service';
    return { title, conclusion, failure: `${title}: ${why}`, failedBy, counts };
  }
  return { title, conclusion: 'success', counts };
}

/** The title of the job a run waited for, from its reading. */
function jobTitle(reading: JobReading, within: string): string {
  const { jobId, job } = reading;
  if (reading.stopped)
    return `Stopped after ${decidedBy(reading.stopped.deciding)} failed: ${stoppedText({ ...reading.stopped, unstopped: reading.unknown })}`;
  if (reading.status === TIMEOUT_STATUS)
    return `Job ${jobId} did not finish within ${within} (last status seen: ${job?.status ?? 'none'})`;
  const tests = plural(job?.test_ids.length ?? 0, 'test');
  const failures = reading.failures.length;
  if (reading.status === 'FAILED')
    return `Job ${jobId} FAILED${failures ? ` with ${plural(failures, 'failure')}` : ''}`;
  if (reading.decided === 'passed' || (job?.success === true && !failures))
    return job?.test_ids.length ? `Job ${jobId} FINISHED: all ${tests} passed` : `No tests in job ${jobId}`;
  if (job?.success === null && !failures) return `Job ${jobId} FINISHED without a result (success is null)`;
  if (!failures) return `Job ${jobId} FINISHED with success false but no failure listed`;
  return `Job ${jobId} FINISHED: ${failures} of ${tests} failed`;
}

/** The first job's title after its retries: what they left. */
function afterRetries(base: string, run: RunTests, counts: ReportCounts): string {
  if (counts.failed) return `${base}, ${counts.failed} still failed after retries`;
  if (counts.unknown) return `${base}, ${counts.unknown} unknown after retries`;
  const reading = run.start.kind === 'job' ? run.start.reading : undefined;
  return `Job ${reading?.jobId} FINISHED: every failed test passed on a retry`;
}

function rerunTitle(run: RunTests, counts: ReportCounts): string {
  const from = run.start.kind === 'rerun' ? run.start.from : 0;
  const ran = run.rounds ? `Ran again what failed in attempt ${from}` : `Nothing failed in attempt ${from}`;
  return `${ran}: ${describeCounts(counts)}`;
}

/** The still failing tests in a few words each, by their last attempt: the one line that fails the step. */
function stillFailing(run: RunTests): string {
  const last = run.tests.filter((t) => outcomeOf(t) === 'failed').map((t) => t.attempts.at(-1)!);
  const shown = last
    .slice(0, 3)
    .map((e) => `${e.name} ${lowerFirst(e.message ?? 'failed')}`.replace(/\.$/, ''));
  const more = last.length > shown.length ? `; and ${last.length - shown.length} more` : '';
  return shown.join('; ') + more;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The verdict on a job seen FINISHED or FAILED, read alone: what a post step completes a check run with. */
export function endedVerdict(jobId: number, job: Job): Verdict {
  const ended: EndedWait = { kind: 'final', job, timing: {} };
  return verdictOf(testsOfJob(readJob(jobId, ended, false)), { timeoutSeconds: 0 });
}

/**
 * How long the job waited for a free session (QUEUED) apart from how long it ran, as the polls bound
 * them (about: each is known to within a poll interval); undefined when the polls saw neither.
 */
export function timingLine(timing: JobTiming): string | undefined {
  const { queuedMs, runningMs, stillQueued } = timing;
  const ran = runningMs === undefined ? undefined : `ran about ${formatSeconds(runningMs)}`;
  if (queuedMs === undefined) return ran && `R${ran.slice(1)}.`;
  if (stillQueued) return `Still waiting for a free session (QUEUED) after about ${formatSeconds(queuedMs)}.`;
  const queued = `Waited about ${formatSeconds(queuedMs)} for a free session (QUEUED)`;
  return ran ? `${queued}, then ${ran}.` : `${queued}.`;
}
