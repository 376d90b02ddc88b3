import { GitHubQuotaSpent } from '../../../runtime/github-quota.ts';
import type { GitHubClient, Logger } from '../../../runtime/types.ts';
import { markdownLink, markdownText } from '../../../text/escape.ts';
import { learnOwnApp } from '../../history/own-app.ts';
import type { ReportEntry } from '../../value/types.ts';
import { type GitHubApp, type ReportDeps, requestSignal } from '../../world/deps.ts';
import { describeGitHubError, isPermissionError, pauseBeforeRetry } from '../../world/github-errors.ts';
import { markedText } from '../../world/leg-mark.ts';
import {
  GITHUB_WRITE_PAUSE_MS,
  MAX_CHECK_RUN_ANNOTATIONS,
  MAX_OUTPUT_CHARS,
  oneLine,
  utf16Units,
} from '../../world/limits.ts';
import { commandAnnotationsNote, type FailedTests } from '../command-annotations.ts';
import type { Report } from '../report.ts';
import { everyFailureAt, renderSummary } from '../summary.ts';
import { annotationOf, closeCheckRun, createCheckRun, updateCheckRunText } from './check-run.ts';
import { markOf } from './mark.ts';

export const PERMISSION_HINT =
  'Add `permissions: checks: write` to the workflow or job. Pull requests from forks and Dependabot ' +
  'get a read-only token whatever the workflow asks; their results are in the annotations and the job summary.';

const TOKEN_HINT =
  'Give `github-token` a token that may create check runs: its default, the workflow token, ' +
  'needs `permissions: checks: write`.';

/** What the check-run output left for the others: its address, the summary's footer, unannotated tests. */
export interface CheckRunPublished {
  checkRunId?: number;
  checkRunUrl?: string;
  /** The app GitHub says made the run: who our token is (src/report/history/token-identity.ts). */
  app?: GitHubApp | null;
  /** Failed tests the check run annotates; undefined without a check run. */
  annotated?: number;
  /** The job summary's last line: where the annotations are, or why there is no check run. */
  footer: string;
  /** Failed tests no check run annotates: annotated through workflow commands instead. */
  unannotated: FailedTests;
  /**
   * GitHub did not take the check run's last write (a 5xx, no answer), as against refusing it for want
   * of a token or a permission: asking again later may take, and the step's post step does.
   */
  untaken?: true;
}

/**
 * How many of the failed tests the check run `where` annotates and what left the rest out: the cap on
 * a check run's annotations, or a request that failed. Empty when nothing failed or there is no check
 * run (undefined `annotated`): the outputs then say why there is none.
 */
export function annotationsNote(annotated: number | undefined, failed: number, where: string): string {
  if (annotated === undefined || !failed) return '';
  if (annotated >= failed) return `Every failed test is annotated on ${where}.`;
  if (!annotated) return `No failed test is annotated on ${where}: GitHub did not take its report.`;
  const why =
    annotated === MAX_CHECK_RUN_ANNOTATIONS
      ? `a check run gets at most ${MAX_CHECK_RUN_ANNOTATIONS} annotations from this action, which keeps within GitHub's limits for content-creating requests`
      : 'sending the rest to GitHub failed';
  return `The first ${annotated} of ${failed} failed tests are annotated on ${where}: ${why}.`;
}

/** The check run's text, invisible on the page: the report's digest, then its mark (world/leg-mark.ts). */
function textOf(report: Report, deps: ReportDeps): string | undefined {
  const room = MAX_OUTPUT_CHARS - (report.digest?.length ?? 0) - 1;
  const mark = markOf(deps, { tests: report.tests, combined: report.input.combines, room });
  return markedText(report.digest, mark);
}

/** The check run's summary, saying how many failed tests it annotates and which it leaves out. */
function checkRunSummary(report: Report, headSha: string, annotated: number, oldLeftOut = 0): string {
  const failed = report.tests.counts.failed;
  return renderSummary(report.input, report.tests, {
    conclusion: report.conclusion,
    counts: report.tests.counts,
    footer: [
      oldLeftOut
        ? `${oldLeftOut} more ${oldLeftOut === 1 ? 'failure that also fails' : 'failures that also fail'} on the base ${oldLeftOut === 1 ? 'is' : 'are'} listed below, not annotated.`
        : annotationsNote(annotated, failed, 'this check run'),
      `Reported on commit ${headSha.slice(0, 12)}.`,
    ]
      .filter(Boolean)
      .join(' '),
    fullListAt: everyFailureAt(annotated, failed, 'this check run'),
    sizeLimit: `GitHub holds at most ${MAX_OUTPUT_CHARS} characters of a check run's summary`,
    budget: MAX_OUTPUT_CHARS,
    measure: utf16Units,
  });
}

/**
 * The check run on the commit the user sees, with one annotation per failed test (the first
 * MAX_CHECK_RUN_ANNOTATIONS, 50 per request), then a notice per flaky test listed while the cap leaves
 * room (failed tests come first, so a batch that fails leaves out notices first). Without a token, repository or commit, or without
 * `checks: write`, a warning says why and the failed tests are left to workflow-command annotations.
 */
export async function publishCheckRun(report: Report, deps: ReportDeps): Promise<CheckRunPublished> {
  const { github, repository, headSha, log } = deps;
  const { input, conclusion, annotationPath } = report;
  const failed = failedTests(report);
  if (!github || !repository || !headSha) return withoutCheckRun(deps, failed);
  const { annotated, oldLeftOut } = toAnnotate(report, failed);
  const notices = report.tests.flaky.slice(0, MAX_CHECK_RUN_ANNOTATIONS - annotated.length);
  try {
    const run = await createCheckRun(github, {
      ...repository,
      headSha,
      name: oneLine(input.checkName),
      externalId: input.externalId,
      detailsUrl: deps.detailsUrl,
      existingId: input.openCheckRunId,
      conclusion,
      title: input.title,
      summary: checkRunSummary(report, headSha, annotated.length, oldLeftOut),
      text: textOf(report, deps),
      annotations: [...annotated, ...notices].map((e) =>
        annotationOf(e, annotationPath, Boolean(failed.excused?.(e))),
      ),
      completedAt: new Date(deps.now()).toISOString(),
      signal: requestSignal(deps),
      pause: deps.pause,
    });
    learnOwnApp(github, run.app);
    log.info(
      `Check run "${oneLine(input.checkName)}": ${conclusion}, ${run.sent} annotation(s): ${run.url || `#${run.id}`}`,
    );
    // Failed tests' annotations were sent first: how many of them GitHub holds.
    const sent = Math.min(run.sent, annotated.length);
    const published = {
      checkRunId: run.id,
      checkRunUrl: run.url || undefined,
      app: run.app,
      annotated: sent,
    };
    const footer = [
      `${markdownLink('Open the check run', run.url)}.`,
      annotationsNote(sent, failed.count, 'the check run'),
    ]
      .filter(Boolean)
      .join(' ');
    if (run.error)
      await afterFailedBatch(run.error, `${run.sent} of ${failed.count + notices.length}`, deps.log, () =>
        correctSummary({ github, repository, id: run.id, headSha }, report, sent, deps),
      );
    const unannotated = { ...failed, first: annotated.slice(sent), count: annotated.length - sent };
    return { ...published, footer: withCommandsNote(footer, unannotated), unannotated };
  } catch (error) {
    // No check can be written before the quota's reset: the step fails at once, whatever the tests did.
    if (deps.signal?.aborted || error instanceof GitHubQuotaSpent) throw error;
    if (input.openCheckRunId !== undefined)
      return completeWithoutReport({ github, repository, id: input.openCheckRunId }, error, report, deps);
    return checkRunFailed(error, deps, failed);
  }
}

/** A check run this step wrote on commit `headSha`, and the client it writes with. */
interface WrittenCheckRun {
  github: GitHubClient;
  repository: { owner: string; repo: string };
  id: number;
  headSha: string;
}

/**
 * GitHub did not take the report on the check run opened in progress, even when asked again: the check
 * run is completed with what is known (its conclusion, its title, a line of why) without annotations,
 * which go to workflow commands instead. Failing that too, it stays in progress: the step's post step
 * has its ID and completes it.
 */
async function completeWithoutReport(
  { github, repository, id }: Omit<WrittenCheckRun, 'headSha'>,
  error: unknown,
  report: Report,
  deps: ReportDeps,
): Promise<CheckRunPublished> {
  const { input, conclusion } = report;
  const failed = failedTests(report);
  const why = describeGitHubError(error);
  const summary =
    `**${markdownText(oneLine(input.title))}**\n\n` +
    `GitHub did not take this check run's report (${markdownText(why)}), so it holds the conclusion only; ` +
    `the job summary of ${markdownLink('the workflow run', deps.detailsUrl)} has the report.`;
  try {
    // A pause first, as after any failed write (a minute after a rate limit), then once: the report's
    // own write was retried already, and the post step tries again.
    await deps.pause(pauseBeforeRetry(error, 1) ?? GITHUB_WRITE_PAUSE_MS);
    const run = await closeCheckRun(
      github,
      { ...repository, id, signal: requestSignal(deps), pause: deps.pause, attempts: 1 },
      { conclusion, title: input.title, summary, completedAt: new Date(deps.now()).toISOString() },
    );
    deps.log.warning(
      `Could not complete check run #${id} with its report (${why}); completed it as ${conclusion} without annotations.`,
    );
    const open = markdownLink('The check run', run.url);
    const footer = `${open} holds the conclusion only: GitHub did not take its report (${markdownText(why)}).`;
    return {
      checkRunId: id,
      checkRunUrl: run.url || undefined,
      annotated: 0,
      footer: withCommandsNote(footer, failed),
      unannotated: failed,
    };
  } catch (again) {
    if (deps.signal?.aborted) throw again;
    deps.log.warning(
      `Could not complete check run #${id} (${describeGitHubError(again)}); the step's post step completes it.`,
    );
    return {
      footer: withCommandsNote(
        `Check run ${id} could not be completed (${markdownText(why)}); the step's post step completes it.`,
        failed,
      ),
      unannotated: failed,
      untaken: true,
    };
  }
}

/** Failures that failed on the base too: a check run annotates one batch of them at most. */
const MAX_OLD_FAILURE_ANNOTATIONS = 50;

/**
 * The failed tests a check run annotates: those the change brought (not failed on the base, or
 * nothing compared) first and in full, then at most a batch of those that failed on the base too, so
 * that a long-broken suite spends few of the token's requests (docs/costs.md); and how many of those
 * it leaves out.
 */
function toAnnotate(report: Report, failed: FailedTests): { annotated: ReportEntry[]; oldLeftOut: number } {
  const onBase = report.input.failedOnBase;
  if (!onBase) return { annotated: failed.first.slice(0, MAX_CHECK_RUN_ANNOTATIONS), oldLeftOut: 0 };
  const brought = failed.first.filter((e) => !onBase(e));
  const old = failed.first.filter(onBase);
  const annotated = [...brought, ...old.slice(0, MAX_OLD_FAILURE_ANNOTATIONS)].slice(
    0,
    MAX_CHECK_RUN_ANNOTATIONS,
  );
  return { annotated, oldLeftOut: Math.max(0, old.length - MAX_OLD_FAILURE_ANNOTATIONS) };
}

/**
 * A batch of annotations GitHub did not take: the log says how many the check run holds, and its
 * summary is corrected, unless the quota is spent (the conclusion and title are written; nothing more
 * can be before its reset).
 */
async function afterFailedBatch(
  error: unknown,
  held: string,
  log: Logger,
  correct: () => Promise<void>,
): Promise<void> {
  if (error instanceof GitHubQuotaSpent) {
    log.warning(`The check run holds ${held} annotations, as far as GitHub's quota went: ${error.message}`);
    return;
  }
  log.warning(
    `The check run holds ${held} annotations; sending the rest failed (${describeGitHubError(error)}).`,
  );
  await correct();
}

/**
 * The check run's summary said how many annotations were coming; once a batch failed, it is told how
 * many came. One more request, after the pause GitHub asks for; if it fails too, the log says so.
 */
async function correctSummary(
  { github, repository, id, headSha }: WrittenCheckRun,
  report: Report,
  sent: number,
  deps: ReportDeps,
): Promise<void> {
  try {
    await deps.pause(GITHUB_WRITE_PAUSE_MS);
    await updateCheckRunText(
      github,
      { ...repository, id, signal: requestSignal(deps) },
      {
        title: report.input.title,
        summary: checkRunSummary(report, headSha, sent),
      },
    );
  } catch (error) {
    if (deps.signal?.aborted) throw error;
    deps.log.info(
      `The check run's summary could not be corrected to ${sent} annotations: ${describeGitHubError(error)}`,
    );
  }
}

/** No token, repository or commit: a warning says which, and the failed tests go to commands. */
function withoutCheckRun(deps: ReportDeps, failed: FailedTests): CheckRunPublished {
  const missing = !deps.github
    ? 'no GitHub token was given (input `github-token`)'
    : !deps.repository
      ? 'GITHUB_REPOSITORY is not set'
      : 'the commit is unknown (GITHUB_SHA is not set)';
  deps.log.warning(
    `No check run was made: ${missing}.${deps.github ? '' : ` ${TOKEN_HINT}`}${MISSING_CHECK}`,
  );
  return { footer: withCommandsNote(`No check run was made: ${missing}.`, failed), unannotated: failed };
}

/** What a missing check run means to a branch protection that requires it. */
const MISSING_CHECK = ' The check will be missing: a required check of its name waits for it.';

/** GitHub refused or failed the check run: the permission to add, or what went wrong. */
function checkRunFailed(error: unknown, deps: ReportDeps, failed: FailedTests): CheckRunPublished {
  const why = describeGitHubError(error);
  if (isPermissionError(error)) {
    deps.log.warning(`The token may not create check runs (${why}). ${PERMISSION_HINT}${MISSING_CHECK}`);
    return {
      footer: withCommandsNote(
        `No check run was made: the token lacks \`checks: write\` (${markdownText(why)}).`,
        failed,
      ),
      unannotated: failed,
    };
  }
  deps.log.warning(
    `Could not create the check run (${why}); reporting through annotations instead, and the step's post step makes it.`,
  );
  return {
    footer: withCommandsNote(
      `No check run was made (${markdownText(why)}); the step's post step makes it.`,
      failed,
    ),
    unannotated: failed,
    untaken: true,
  };
}

/** A footer followed by what workflow commands annotate of the failed tests no check run holds. */
function withCommandsNote(footer: string, unannotated: FailedTests): string {
  return [footer, commandAnnotationsNote(unannotated.count)].filter(Boolean).join(' ');
}

/** Every failed test of the report, as the first ones and their count, and those its quarantine excuses. */
function failedTests(report: Report): FailedTests {
  const { quarantine } = report.input;
  return {
    first: report.tests.failed,
    count: report.tests.counts.failed,
    ...(quarantine ? { excused: (entry: ReportEntry) => quarantine.excuses(entry) } : {}),
  };
}
