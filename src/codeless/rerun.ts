import { messageOf } from '../api/transport/errors.ts';
import type { BaseReport } from '../report/history/base.ts';
import { type CarriedTest, MAX_CARRIED, type NamedTest } from '../report/history/digest.ts';
import type { ReportingContext } from '../report/publisher.ts';
import { conclusionOf, describeCounts } from '../report/outputs/report.ts';
import type { ReportInput } from '../report/types.ts';
import type { ReportEntry } from '../report/value/types.ts';
import { markdownLink } from '../text/escape.ts';
import { formatSeconds, plural } from '../text/wording.ts';
import { jobExternalId } from './external-id.ts';
import { type Attempt, joinRetries, type RetryJob, type RetryOptions, runAgain, tieNames } from './retry.ts';
import { describeTarget, type RerunMode, type TriggerTarget } from './target.ts';
import { addTestRecords } from './test-links.ts';
import type { Verdict } from './verdict.ts';
import { publishedResult, stepEnd, type WaitOptions, type WaitResult, workflowAttemptOf } from './wait.ts';

/**
 * A re-run of the workflow run (attempt 2 and later) that runs only what failed: the report of the
 * same check that the attempt before left on the commit says which Codeless tests failed and carries
 * the tests that passed (docs/report-files.md, "Re-runs"); those tests run again and the report
 * combines them with the carried ones, so the check shows the whole suite.
 */

/** What an attempt runs instead of the whole target: the failures of an earlier attempt's report. */
export interface Rerun {
  /** The attempt whose report this one starts from. */
  from: number;
  /** Its tests that passed in the end: carried into this report. */
  carried: readonly CarriedTest[];
  /** Its failed tests: run again. */
  failed: readonly NamedTest[];
  /** Each failed test's Codeless test, by name. */
  ties: ReadonlyMap<string, number>;
  /** Its check run, linked from this report. */
  runUrl?: string;
}

interface RerunSetting {
  mode: RerunMode;
  target: TriggerTarget;
  checkName: string;
  wait: WaitOptions;
}

/**
 * On attempt 2 or later with `rerun: failed`: what the attempt before failed, when its report tells
 * that with certainty (every outcome known, every failure named, each name tied to one Codeless test
 * of the target) and carries the tests that passed. Otherwise undefined, and one line says why every
 * test runs again.
 */
export async function planRerun(
  { mode, target, checkName, wait }: RerunSetting,
  ctx: ReportingContext,
  /** Told the check run the plan opened in progress, for the re-run or the wait to complete. */
  onOpened: (checkRunId: number) => void = () => {},
): Promise<Rerun | undefined> {
  const { attempt } = ctx.job;
  if (attempt < 2) return undefined;
  const everything = (why: string) => {
    ctx.log.info(`Attempt ${attempt} of this workflow run runs every test again: ${why}.`);
    return undefined;
  };
  if (mode === 'all') return everything('rerun is all');
  if (!wait.report) return everything('report is false, so no earlier attempt left a report to start from');
  if (ctx.publisher)
    return everything(
      "which tests failed before is read from the earlier attempt's check run on GitHub, and this run reports elsewhere",
    );
  const runId = ctx.job.runId;
  if (!runId) return everything('the workflow run is not known (GITHUB_RUN_ID is not set)');
  const [{ reportDeps }, { readEarlierAttempt }, { openProgressCheck }] = await Promise.all([
    import('../report/publish.ts'),
    import('../report/comparing.ts'),
    import('../report/outputs/progress.ts'),
  ]);
  const deps = await reportDeps(wait.githubToken, ctx);
  // Only the app this step writes as may have written it: GitHub names it answering the check run,
  // opened now in progress, which the re-run or the wait that follows completes.
  const title = `Attempt ${attempt}: reading what the attempt before left to run again`;
  const check = { name: checkName, externalId: `attempt-${attempt}`, title, summary: `${title}.` };
  const openOwnCheck = async () => void (await openProgressCheck(check, deps, onOpened));
  const earlier = await readEarlierAttempt(checkName, runId, { ...deps, openOwnCheck });
  if (!('digest' in earlier))
    return everything(`no report of "${checkName}" from an earlier attempt could be read (${earlier.why})`);
  const { digest } = earlier;
  const certain = certainty(earlier);
  if ('why' in certain) return everything(certain.why);
  const { from, carried } = certain;
  let tied: Awaited<ReturnType<typeof tieNames>>;
  try {
    tied = await tieNames(new Set(digest.failedNames.map((t) => t.name)), target, ctx);
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    return everything(
      `the Codeless tests of ${describeTarget(target)} could not be read: ${messageOf(error)}`,
    );
  }
  if (tied.uncertain.length)
    return everything(`which tests failed in attempt ${from} is not certain: ${tied.uncertain.join('; ')}`);
  return {
    from,
    carried,
    failed: digest.failedNames,
    ties: tied.ties,
    ...(earlier.runUrl ? { runUrl: earlier.runUrl } : {}),
  };
}

/**
 * The attempt an earlier report is of and the tests it carries, when it says exactly what to run
 * again; else why not.
 */
function certainty({
  digest,
  conclusion,
}: Extract<BaseReport, { digest: unknown }>): { from: number; carried: CarriedTest[] } | { why: string } {
  const { counts, dropped, run, carried } = digest;
  const why = (text: string) => ({ why: text });
  // Found by the run its digest names, it names its attempt.
  const at = `attempt ${run?.attempt ?? 'before'}`;
  if (conclusion === 'cancelled' || conclusion === 'timed_out')
    return why(
      `the job of ${at} did not finish (its check run is ${conclusion}), so not every outcome is known`,
    );
  if (dropped.carried)
    return why(
      `${at} passed more tests than a report carries (${MAX_CARRIED}), so they could not be reported here`,
    );
  if (counts.unknown)
    return why(
      `the outcome of ${plural(counts.unknown, 'test')} of ${at} is unknown, so ${counts.unknown === 1 ? 'it' : 'they'} would go unreported`,
    );
  const unnamed = counts.failed - digest.failedNames.length;
  if (unnamed > 0)
    return why(`the report of ${at} did not keep the names of ${plural(unnamed, 'failed test')}`);
  const madeUp = digest.failedNames.filter((t) => t.madeUp).length;
  if (madeUp)
    return why(
      `${plural(madeUp, 'failure')} of ${at} named no test, so which Codeless test to run is not certain`,
    );
  if (!run || !carried)
    return why(`the report of ${at} does not say which tests passed (its job did not finish, or FAILED)`);
  return { from: run.attempt, carried };
}

/** The step's result, and the jobs the re-run triggered. */
export interface RerunOutcome {
  result: WaitResult;
  failure?: string;
  jobIds: number[];
}

/**
 * Runs the Codeless tests of the failures again (then retries what still fails, up to `retries`
 * times), and reports them with the tests the earlier attempt carried: the whole suite in one check.
 */
export async function rerunAndReport(
  rerun: Rerun,
  {
    checkName,
    wait,
    retry,
    onCompleted = () => {},
  }: {
    checkName: string;
    wait: WaitOptions;
    retry: RetryOptions;
    /** Told when the report completed the check run the plan opened (`wait.openCheckRunId`). */
    onCompleted?: (checkRunId: number) => void;
  },
  ctx: ReportingContext,
): Promise<RerunOutcome> {
  const { from } = rerun;
  const { attempt } = ctx.job;
  const run = workflowAttemptOf(ctx.job);
  const failing: Attempt[] = rerun.failed.map((t) => ({ name: t.name, browser: t.environment }));
  const testCount = new Set(failing.map((a) => rerun.ties.get(a.name))).size;
  ctx.log.info(
    failing.length
      ? `Attempt ${attempt}: running again only the ${plural(testCount, 'Codeless test')} that failed in attempt ${from}; the ${plural(rerun.carried.length, 'test')} that passed there ${rerun.carried.length === 1 ? 'is' : 'are'} carried into this report.`
      : `Attempt ${attempt}: nothing failed in attempt ${from}, so no test runs again; its ${plural(rerun.carried.length, 'test')} that passed ${rerun.carried.length === 1 ? 'is' : 'are'} reported as ${rerun.carried.length === 1 ? 'it was' : 'they were'}.`,
  );
  const label = (round: number) =>
    round === 1 ? `re-run of attempt ${from}'s failures` : `retry ${round - 1} of ${retry.retries}`;
  const again = failing.length
    ? await runAgain(failing, rerun.ties, { ...retry, rounds: 1 + retry.retries, label }, ctx)
    : { jobs: [], cancelled: false, remaining: 0 };
  const jobIds = again.jobs.map((j) => j.jobId);
  const result: WaitResult = {
    status: statusOf(again.jobs),
    success: undefined,
    testIds: again.jobs.flatMap((j) => j.outcome.job?.test_ids ?? []),
    failedCount: again.remaining,
  };
  if (again.cancelled) {
    const failure = `Cancelled while running again the tests that failed in attempt ${from}: the post step stops their runs.`;
    ctx.log.info(failure);
    return { result, failure, jobIds };
  }
  const report: ReportInput = {
    checkName,
    externalId: jobIds.length ? jobExternalId(jobIds[0]!) : `attempt-${attempt}`,
    title: '',
    entries: [...carriedEntries(rerun.carried), ...earlierFailures(rerun.failed, from)],
    details: detailsOf(rerun, jobIds, attempt),
    passedUnnamed: true,
    ...(run ? { run } : {}),
    // A re-run's time is not the suite's: the next wait must not expect it.
    timing: {},
    ...(wait.openCheckRunId === undefined ? {} : { openCheckRunId: wait.openCheckRunId }),
  };
  await joinRetries(report, again.jobs, (r) => addTestRecords(r, ctx));
  const verdict = await publish(report, again.jobs, { wait, result, from, onCompleted }, ctx);
  return { ...stepEnd(verdict, result, wait, ctx, `in attempt ${attempt}`), jobIds };
}

/**
 * Reads the combined tests (their counts make the title), then publishes them; the outputs go into
 * `result`. A report that could not be published is a warning, and the counts still make the outputs.
 */
async function publish(
  report: ReportInput,
  jobs: readonly RetryJob[],
  {
    wait,
    result,
    from,
    onCompleted,
  }: { wait: WaitOptions; result: WaitResult; from: number; onCompleted: (checkRunId: number) => void },
  ctx: ReportingContext,
): Promise<Verdict> {
  const [{ readEntries }, { runnerTempOf }, { publisherFor }] = await Promise.all([
    import('../report/value/reader.ts'),
    import('../report/value/spill.ts'),
    import('../report/publisher.ts'),
  ]);
  const { entries, ...header } = report;
  const tests = await readEntries(entries, { dir: runnerTempOf(ctx.env) });
  try {
    const { counts } = tests;
    const verdict = verdictOf(counts, jobs, { from, timeoutSeconds: wait.timeoutSeconds });
    Object.assign(result, {
      failedCount: counts.failed,
      flaky: counts.flaky,
      ...(result.status === 'FINISHED' ? { success: counts.failed === 0 } : {}),
    });
    try {
      const publisher = await publisherFor(ctx, wait.githubToken);
      const published = await publisher.publish(
        { ...header, title: verdict.title, conclusion: verdict.conclusion, tests },
        wait.evidence,
      );
      if (published.checkRunId !== undefined && published.checkRunId === wait.openCheckRunId)
        onCompleted(published.checkRunId);
      Object.assign(result, publishedResult(published));
    } catch (error) {
      if (ctx.signal.aborted) throw error;
      ctx.log.warning(`Could not report the re-run of attempt ${from}'s failures: ${messageOf(error)}`);
    }
    return verdict;
  } finally {
    await tests.dispose();
  }
}

/** A job of the re-run that did not end makes the step time out; else the combined tests decide. */
function verdictOf(
  counts: Parameters<typeof describeCounts>[0],
  jobs: readonly RetryJob[],
  { from, timeoutSeconds }: { from: number; timeoutSeconds: number },
): Verdict {
  const timedOut = jobs.find((j) => j.outcome.kind === 'timeout');
  if (timedOut) {
    const title = `Job ${timedOut.jobId}, running again a test that failed in attempt ${from}, did not finish within ${formatSeconds(timeoutSeconds * 1000)} (last status seen: ${timedOut.outcome.job?.status ?? 'none'})`;
    return { title, conclusion: 'timed_out', failure: `${title}.` };
  }
  const ran = jobs.length ? `Ran again what failed in attempt ${from}` : `Nothing failed in attempt ${from}`;
  const title = `${ran}: ${describeCounts(counts)}`;
  const conclusion = conclusionOf(counts);
  return conclusion === 'failure'
    ? { title, conclusion, failure: `${title}.`, optional: true }
    : { title, conclusion };
}

/** The `status` output over the re-run's jobs: FINISHED when each finished, or none ran. */
function statusOf(jobs: readonly RetryJob[]): string {
  if (jobs.some((j) => j.outcome.kind === 'timeout')) return 'TIMEOUT';
  if (jobs.some((j) => j.outcome.job?.status === 'FAILED')) return 'FAILED';
  return 'FINISHED';
}

/**
 * The tests an earlier attempt passed, marked with that attempt: a flaky one as its failed attempt
 * and its pass, so this report counts it flaky again.
 */
function carriedEntries(carried: readonly CarriedTest[]): ReportEntry[] {
  return carried.flatMap((t) => {
    const shown: ReportEntry = {
      name: `${t.name} (attempt ${t.attempt})`,
      keyName: t.name,
      outcome: 'passed',
      attempt: t.attempt,
      ...(t.environment ? { environment: t.environment } : {}),
      ...(t.platform ? { platform: t.platform } : {}),
      ...(t.id ? { id: t.id } : {}),
    };
    if (!t.flaky) return [shown];
    const { id: _id, ...failed } = shown;
    return [
      {
        ...failed,
        outcome: 'failed',
        message: `Failed in attempt ${t.attempt} of this workflow run, then passed on a retry.`,
      },
      shown,
    ];
  });
}

/**
 * The failures of the attempt before, as the first attempts of the tests run again: a test that passes
 * now is flaky. No ID: their recordings are the earlier attempt's, not looked up again.
 */
function earlierFailures(failed: readonly NamedTest[], from: number): ReportEntry[] {
  return failed.map((t) => ({
    name: t.name,
    keyName: t.name,
    outcome: 'failed',
    attempt: from,
    message: `Failed in attempt ${from} of this workflow run.`,
    ...(t.environment ? { environment: t.environment } : {}),
    ...(t.platform ? { platform: t.platform } : {}),
  }));
}

/** What this report is, in its summary: only numbers and our words, and GitHub's link to the check run. */
function detailsOf(rerun: Rerun, jobIds: readonly number[], attempt: number): string {
  const report = markdownLink(`attempt ${rerun.from}'s report`, rerun.runUrl);
  const ran = jobIds.length
    ? `ran again only the Codeless tests that failed in ${report} (${plural(jobIds.length, 'job')}: ${jobIds.join(', ')})`
    : `ran no test again: nothing failed in ${report}`;
  return [
    `**Attempt ${attempt} of this workflow run** ${ran}.`,
    `The ${plural(rerun.carried.length, 'test')} that passed in an earlier attempt ${rerun.carried.length === 1 ? 'is' : 'are'} carried into this report, each name followed by its attempt, so the check shows the whole suite.`,
  ].join('\n\n');
}
