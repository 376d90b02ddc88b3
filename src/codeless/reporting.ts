import { messageOf } from '../api/transport/errors.ts';
import {
  addTestRecords,
  attemptNote,
  judgedAs,
  judgedUnreported,
  type ProgressOpening,
  readSessions,
  type ReportSession,
  stepEnd,
} from '../report/session.ts';
import type {
  ReportInput,
  SessionsKnown,
  SessionsOf,
  StepEnd,
  StoppedEntry,
  StoppedTests,
} from '../report/types.ts';
import type { ServiceContext } from '../runtime/service-context.ts';
import { markdownLink, markdownText } from '../text/escape.ts';
import { plural } from '../text/wording.ts';
import { attemptExternalId, jobExternalId } from './external-id.ts';
import { decidedBy, stoppedText } from './failures.ts';
import type { StoppedTest } from './poll.ts';
import { type JobReading, TIMEOUT_STATUS } from './reading.ts';
import { type RunTests, timingLine, type Verdict } from './verdict.ts';
import { publishedResult, type WaitOptions, type WaitResult, workflowAttemptOf } from './wait.ts';

/**
 * The last stage of a Codeless run: the verdict on its tests reported (check run, annotations,
 * summary, files) and the step's end. The report shows the tests as the verdict counted them, each
 * test's attempts grouped as one, and takes its title and conclusion from the verdict.
 */

/** How a step that waited and reported ends: its outputs, and why it fails when it does (and whose failure that is). */
export interface WaitEnd extends StepEnd {
  result: WaitResult;
}

/** The outputs the verdict gives, before any report adds its own. */
export function resultOf(run: RunTests, verdict: Verdict): WaitResult {
  const { start, retried } = run;
  const first = start.kind === 'job' ? start.reading : undefined;
  const jobs = first ? [first, ...retried] : retried;
  const { failed, unknown } = verdict.counts;
  const ended = verdict.conclusion !== 'timed_out';
  return {
    status: first ? first.status : statusOf(retried),
    // Undefined while unknown, as the service keeps it null until its job FINISHED.
    success: !ended
      ? undefined
      : failed
        ? false
        : unknown
          ? first?.job?.success === false
            ? false
            : undefined
          : true,
    testIds: jobs.flatMap((r) => r.job?.test_ids ?? []),
    failedCount: failed,
  };
}

/** The `status` output over a re-run's jobs: FINISHED when each finished, or none ran. */
function statusOf(jobs: readonly JobReading[]): string {
  if (jobs.some((j) => j.status === TIMEOUT_STATUS)) return TIMEOUT_STATUS;
  if (jobs.some((j) => j.status === 'FAILED')) return 'FAILED';
  return 'FINISHED';
}

/** A run's tests, the verdict on them, and the outputs it gives (a report adds its own to them). */
interface JudgedRun {
  run: RunTests;
  verdict: Verdict;
  result: WaitResult;
}

/**
 * Publishes the run's report through the session, its outputs added to `result`; a problem is a
 * warning. False when the step was cancelled meanwhile.
 */
export async function reportRun(
  { run, verdict, result }: JudgedRun,
  session: ReportSession,
  wait: WaitOptions,
  ctx: ServiceContext,
): Promise<boolean> {
  const report = reportOf(run, verdict, session.checkName, ctx);
  try {
    await addSessionTime(report, run, await addTestRecords(report, ctx), ctx);
    alignAttempts(run);
    const published = await session.publish(report, judgedAs(verdict, wait.evidence));
    Object.assign(result, publishedResult(published));
  } catch (error) {
    if (ctx.signal.aborted) return false;
    // A host with its own publisher reports elsewhere than GitHub.
    const where = session.onGitHub ? ' to GitHub' : '';
    ctx.log.warning(`Could not report ${whatRan(run)}${where}: ${messageOf(error)}`);
  }
  return true;
}

/**
 * The report's session time, each of its jobs' tests' records read (what the service bills, retries
 * apart), and the stopped tests' time so far; a re-run's is all re-runs.
 */
async function addSessionTime(
  report: ReportInput,
  run: RunTests,
  known: SessionsKnown,
  ctx: ServiceContext,
): Promise<void> {
  const { start } = run;
  const jobs: SessionsOf[] = [
    ...(start.kind === 'job' ? [{ ids: start.reading.job?.test_ids ?? [], retry: false }] : []),
    ...run.retried.map((r) => ({ ids: r.job?.test_ids ?? [], retry: start.kind === 'job' })),
  ];
  const { time, seconds } = await readSessions(jobs, ctx, known);
  report.sessions = start.kind === 'rerun' ? { ...time, rerunOf: start.from } : time;
  for (const test of report.stopped?.tests ?? []) {
    const ran = seconds.get(Number(test.id));
    if (ran !== undefined) test.duration = ran;
  }
}

/**
 * The reporting side of a run, opened before anything runs (no session with `report: false`): on the
 * runner the check run opened in progress as `opening` says, then the base's report of the same
 * check, read once: its job's running time is what the wait expects, and the report compares with it
 * at the end. The check run opens first: GitHub's answer names the app this step writes as, the only
 * app whose earlier reports are trusted (src/report/history/own-app.ts), here and in a re-run's plan.
 * A check run that could not be opened is made by the report at the end.
 */
export async function openReporting(
  session: ReportSession | undefined,
  opening: ProgressOpening,
  wait: WaitOptions,
): Promise<void> {
  if (!session) return;
  await session.openProgress(opening);
  await session.readBase(wait.evidence?.compare ?? { kind: 'off' });
}

/** "job 12", "the re-run of attempt 1's failures". */
export function whatRan(run: RunTests): string {
  return run.start.kind === 'job'
    ? `job ${run.start.reading.jobId}`
    : `the re-run of attempt ${run.start.from}'s failures`;
}

/** The report of a run: every attempt of every test in order, titled and concluded by the verdict. */
function reportOf(run: RunTests, verdict: Verdict, checkName: string, ctx: ServiceContext): ReportInput {
  const { start } = run;
  const jobIds = run.retried.map((r) => r.jobId);
  const first = start.kind === 'job' ? start.reading.jobId : jobIds[0];
  const details =
    start.kind === 'job' ? jobDetails(start.reading) : rerunDetails(start, jobIds, ctx.job.attempt);
  const workflowRun = workflowAttemptOf(ctx.job);
  return {
    checkName,
    externalId: first === undefined ? attemptExternalId(ctx.job.attempt) : jobExternalId(first),
    title: verdict.title,
    conclusion: verdict.conclusion,
    entries: run.tests.flatMap((t) => t.attempts),
    details: [
      details,
      retriesLine(run),
      ...run.notes.map(markdownText),
      // A re-run's details say which attempt it is.
      start.kind === 'job' ? attemptNote(ctx.job) : undefined,
    ]
      .filter(Boolean)
      .join('\n\n'),
    passedUnnamed: true,
    ...(start.kind === 'job' && start.reading.unknownWhy ? { passedUnknown: true } : {}),
    ...(start.kind === 'job' && start.reading.stopped
      ? { stopped: stoppedTests(start.reading.stopped) }
      : {}),
    ...(workflowRun ? { run: workflowRun } : {}),
    // A re-run's time is not the suite's: the next wait must not expect it.
    timing:
      start.kind === 'job'
        ? { queuedMs: start.reading.timing.queuedMs, runningMs: start.reading.timing.runningMs }
        : {},
  };
}

/** The tests `max-failures` stopped, for the report: skipped in the files, apart in the summaries. */
function stoppedTests(stop: NonNullable<JobReading['stopped']>): StoppedTests {
  const entry = (test: StoppedTest, notStarted: boolean): StoppedEntry => ({
    name: test.name ? `${test.name} (test ${test.id})` : `Test ${test.id}`,
    ...(test.name ? { keyName: test.name } : {}),
    ...(test.environment ? { environment: test.environment } : {}),
    ...(test.platform ? { platform: test.platform } : {}),
    id: String(test.id),
    ...(notStarted ? { notStarted } : {}),
  });
  const after = `${decidedBy(stop.deciding)} failed`;
  return {
    reason: `Stopped after ${after} (max-failures: ${stop.deciding.length})`,
    after,
    tests: [...stop.stopped.map((t) => entry(t, false)), ...stop.notStarted.map((t) => entry(t, true))],
  };
}

/**
 * A test's later attempts carry its first attempt's platform, as read from its record: the report
 * groups attempts by name, browser and platform, and each attempt's record is read on its own.
 */
function alignAttempts(run: RunTests): void {
  for (const { attempts } of run.tests) {
    const platform = attempts[0]?.platform;
    for (const later of attempts.slice(1)) {
      if (platform === undefined) delete later.platform;
      else later.platform = platform;
    }
  }
}

/** Spawned tests listed in the job summary; beyond this many, a count stands for the rest. */
const MAX_LISTED_TESTS = 1000;
/** Stopped tests named in the summary; beyond, a count. */
const MAX_NAMED_STOPPED = 50;

/** What the summary says of the job a run waited for: its status and dates, its timing, its tests. */
function jobDetails(reading: JobReading): string {
  const { jobId, job } = reading;
  const ids = job?.test_ids ?? [];
  const listed = ids.slice(0, MAX_LISTED_TESTS).join(', ');
  const rest = ids.length > MAX_LISTED_TESTS ? `, and ${ids.length - MAX_LISTED_TESTS} more` : '';
  const status =
    reading.status === TIMEOUT_STATUS
      ? `${TIMEOUT_STATUS} (last status seen: ${job?.status ?? 'none'})`
      : (job?.status ?? '');
  const lines = [
    // The job's status and dates come from the service: shown as text, never rendered.
    `**Job ${jobId}**: ${markdownText(status)}` +
      (job ? markdownText(`, created ${job.created_at}, last updated ${job.updated_at}`) : ''),
    '',
    ids.length ? `Tests spawned (${ids.length}): ${listed}${rest}` : 'No spawned tests reported yet.',
  ];
  const timing = timingLine(reading.timing);
  if (timing) lines.splice(1, 0, '', timing);
  if (reading.stopped) lines.push('', stoppedLine(reading.stopped));
  return lines.join('\n');
}

/** What `max-failures` stopped, in the summary: every name is the service's text, shown as text. */
function stoppedLine(stop: NonNullable<JobReading['stopped']>): string {
  const tests = [...stop.stopped, ...stop.notStarted];
  const names = tests
    .slice(0, MAX_NAMED_STOPPED)
    .map((t) => (t.name ? `${t.name} (test ${t.id})` : `test ${t.id}`));
  const more = tests.length > names.length ? `, and ${tests.length - names.length} more` : '';
  const what = tests.length
    ? `: ${markdownText(names.join(', '))}${more}. They count as neither failed nor passed (skipped in the JUnit and CTRF files).`
    : '.';
  return `**Stopped after ${markdownText(decidedBy(stop.deciding))} failed** (max-failures: ${stop.deciding.length}): ${stoppedText({ ...stop, unstopped: [] })}${what}`;
}

/** What a re-run's report is, in its summary: only numbers and our words, and GitHub's link to the check run. */
function rerunDetails(
  rerun: { from: number; carried: number; runUrl?: string },
  jobIds: readonly number[],
  attempt: number,
): string {
  const report = markdownLink(`attempt ${rerun.from}'s report`, rerun.runUrl);
  const ran = jobIds.length
    ? `ran again only the Codeless tests that failed in ${report} (${plural(jobIds.length, 'job')}: ${jobIds.join(', ')})`
    : `ran no test again: nothing failed in ${report}`;
  const { carried } = rerun;
  return [
    `**Attempt ${attempt} of this workflow run** ${ran}.`,
    `The ${plural(carried, 'test')} that passed in an earlier attempt ${carried === 1 ? 'is' : 'are'} carried into this report, each name followed by its attempt, so the check shows the whole suite.`,
  ].join('\n\n');
}

/** The retries' jobs, one phrase each: `**Retries**: job 9003 (Codeless test 302) FINISHED, passed; …`. */
function retriesLine(run: RunTests): string | undefined {
  if (!run.retried.length) return undefined;
  const outcome = (r: JobReading) =>
    ({ passed: 'passed', failed: 'failed', unknown: 'outcome unknown' })[r.decided ?? 'unknown'];
  const jobs = run.retried.map((r) => `job ${r.jobId} ${markdownText(r.status)}, ${outcome(r)}`);
  return `**Retries** (${jobs.length}): ${jobs.join('; ')}.`;
}

/**
 * How a step that waited and reported ends (src/report/step.ts): the verdict's failure, the service's or
 * the tests', judged by the report's judgement, else (nothing was reported) by the same rule over the
 * verdict's counts. `where` ends the sentences: `in job 12`.
 */
export function waitEnd(
  { verdict, result }: Pick<JudgedRun, 'verdict' | 'result'>,
  inputs: WaitOptions,
  ctx: ServiceContext,
  where: string,
): WaitEnd {
  const notCompared = inputs.report ? 'the report was not made' : 'report is false';
  const judgement =
    result.judgement ??
    judgedUnreported(verdict, {
      failOnFailure: inputs.failOnFailure,
      evidence: inputs.evidence,
      notCompared,
    });
  const judged = {
    blocks: judgement.blocks,
    ...(judgement.note ? { note: judgement.note } : {}),
    ...(judgement.missing ? { missing: judgement.missing } : {}),
    flaky: result.flaky ?? 0,
    ...(result.quarantinedFlaky ? { quarantinedFlaky: result.quarantinedFlaky } : {}),
  };
  const rules = {
    failOnFailure: inputs.failOnFailure,
    failOnFlaky: inputs.evidence?.failOnFlaky ?? false,
    where,
  };
  return { result, ...stepEnd({ ...verdict, passed: { info: verdict.title } }, judged, rules, ctx.log) };
}
