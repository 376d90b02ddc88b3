import { messageOf } from '../api/transport/errors.ts';
import type { ServiceContext } from '../runtime/service-context.ts';
import { wellFormedValues } from '../text/characters.ts';
import type { ActionContext } from '../runtime/types.ts';
import { downloadAssets } from './outputs/assets.ts';
import { publishCheckRun } from './outputs/check-run/output.ts';
import { type ReportDeps, requestSignal } from './world/deps.ts';
import { GITHUB_WRITE_PAUSE_MS } from './world/limits.ts';
import { openProgressCheck } from './outputs/check-run/progress.ts';
import { annotateThroughCommands } from './outputs/command-annotations.ts';
import { publishComment } from './outputs/comment.ts';
import { chooseCommit, repositoryOf, workflowPathOf, workflowRunUrl } from './world/environment.ts';
import { writeReportFiles } from './outputs/files.ts';
import { readEvent } from './world/event.ts';
import { writeJobSummary } from './outputs/job-summary.ts';
import { withReportTests } from './with-tests.ts';
import { reportOf } from './outputs/report.ts';
import { compareReport } from './comparing.ts';
import { changesLine } from './history/comparison-text.ts';
import { judgeReport } from './verdict.ts';
import { runnerTempOf } from './value/spill.ts';
import { stepSummaryWriter } from './world/step-summary.ts';
import {
  DEFAULT_EVIDENCE_OPTIONS,
  type EvidenceOptions,
  type PublishedReport,
  type ReadReportInput,
  type ReportInput,
  type ReportVerdict,
} from './types.ts';
import type { Report, ReportHeader } from './outputs/report.ts';
import type { ReportTests } from './value/tests.ts';

/**
 * The runner's environment as report dependencies: the context's GitHub client for the token, the
 * repository, the commit the user sees, the workflow file for annotations, and GITHUB_STEP_SUMMARY.
 */
export async function reportDeps(
  token: string | undefined,
  ctx: Pick<ActionContext, 'env' | 'log' | 'github' | 'clock'> &
    Partial<Pick<ServiceContext, 'signal' | 'client' | 'job'>>,
): Promise<ReportDeps> {
  const { env, log } = ctx;
  const event = readEvent(env);
  const commit = chooseCommit(env, event);
  if (commit.problem) log.warning(commit.problem);
  else if (commit.sha) log.debug(`Check run commit: ${commit.sha} (${commit.from}).`);
  return {
    github: await ctx.github(token),
    repository: repositoryOf(env),
    headSha: commit.sha,
    workflowPath: workflowPathOf(env),
    detailsUrl: workflowRunUrl(env),
    summary: stepSummaryWriter(env.GITHUB_STEP_SUMMARY, log),
    log,
    env,
    event,
    signal: ctx.signal,
    now: () => ctx.clock.now(),
    pause: (ms) => ctx.clock.sleep(ms, ctx.signal),
    serviceUrl: () => ctx.client?.transport.baseUrl,
    ...(ctx.job ? { job: ctx.job } : {}),
  };
}

/**
 * The report value after the comparison with the base's report and `fail-on`: its title and summaries
 * led by what changed, its digest, and the conclusion the rule gives.
 */
async function judged(
  header: ReportHeader,
  tests: ReportTests,
  deps: ReportDeps,
  options: EvidenceOptions,
  given?: ReportVerdict,
): Promise<{ input: ReportHeader; report: Report; published: PublishedReport; openedAt?: number }> {
  // Well-formed before any output measures, cuts or escapes it (src/text/characters.ts); the reader
  // made the tests so.
  header = wellFormedValues(header);
  const own = openOnDemand(header, deps);
  const compared =
    given?.compared ??
    (await compareReport(header, tests, { ...deps, openOwnCheck: own.open }, options.compare));
  const opened = own.opened();
  const verdict = await judgeReport(
    header,
    tests,
    compared,
    options,
    { now: deps.now(), log: deps.log },
    given,
  );
  const input: ReportHeader = {
    ...header,
    ...(opened ? { openCheckRunId: opened.id } : {}),
    title: verdict.title,
    lead: verdict.lead,
  };
  const report: Report = { ...reportOf(input, tests, deps.workflowPath), digest: compared.digestText };
  report.conclusion = verdict.judgement.conclusion;
  const { published } = verdict;
  if (compared.comparison) {
    const { sha, versions } = compared.comparison;
    const changes = changesLine(compared.comparison) || 'no new failures, nothing fixed';
    deps.log.info(`Compared with ${sha.slice(0, 7)}: ${changes}${versions ? `; ${versions}` : ''}.`);
  }
  return { input, report, published, ...(opened ? { openedAt: opened.at } : {}) };
}

/**
 * How a report learns the app it writes its check run as before it trusts an earlier report
 * (src/report/history/own-app.ts), when no check run of its own was opened in progress before it
 * (annotate-build's, a re-run's): its check run is opened in progress, only once an earlier report
 * was found, and this report completes it.
 */
function openOnDemand(
  header: ReportHeader,
  deps: ReportDeps,
): { open: () => Promise<void>; opened: () => { id: number; at: number } | undefined } {
  let opened: { id: number; at: number } | undefined;
  let opening: Promise<void> | undefined;
  const open = async () => {
    if (header.openCheckRunId !== undefined) return;
    const title = `${header.title}: comparing with the base branch`;
    const summary = `${title}; the report replaces this in a moment.`;
    const id = await openProgressCheck(
      { name: header.checkName, externalId: header.externalId, title, summary },
      deps,
    );
    if (id !== undefined) opened = { id, at: deps.now() };
  };
  return { open: () => (opening ??= open()), opened: () => opened };
}

/**
 * Reports results on GitHub and beside it, one output after the other over one report value: the check
 * run (or workflow-command annotations without it), the job summary, the JUnit and CTRF files, the pull
 * request comment, the recordings of failed tests. One output that fails is a warning and the others
 * still happen; only the caller decides whether the step fails. Tests given as an array (a job's) are
 * read as a build's are (src/report/value/reader.ts); tests read already stay the caller's to dispose.
 */
export async function publishReport(
  given: ReportInput | ReadReportInput,
  deps: ReportDeps,
  options: EvidenceOptions = DEFAULT_EVIDENCE_OPTIONS,
  verdict?: ReportVerdict,
): Promise<PublishedReport> {
  return withReportTests(given, runnerTempOf(deps.env), (header, tests) =>
    publishTests(header, tests, deps, options, verdict),
  );
}

/** GitHub's pause between writes that create content, counted from a write at `since` (none: no pause). */
async function pausedSince(since: number | undefined, deps: ReportDeps): Promise<void> {
  const wait = since === undefined ? 0 : since + GITHUB_WRITE_PAUSE_MS - deps.now();
  if (wait > 0) await deps.pause(wait);
}

/**
 * The check run completed with the report. One opened just now to learn who we write as waits out
 * GitHub's pause first; on an error the files settle before it goes on, never left being written
 * behind the step's back.
 */
async function completeCheckRun(
  report: Report,
  deps: ReportDeps,
  openedAt: number | undefined,
  filesWritten: Promise<void>,
): ReturnType<typeof publishCheckRun> {
  try {
    await pausedSince(openedAt, deps);
    return await publishCheckRun(report, deps);
  } catch (error) {
    await filesWritten.catch(() => {});
    throw error;
  }
}

async function publishTests(
  header: ReportHeader,
  tests: ReportTests,
  deps: ReportDeps,
  options: EvidenceOptions,
  verdict: ReportVerdict | undefined,
): Promise<PublishedReport> {
  const { log, env } = deps;
  const { input, report, published, openedAt } = await judged(header, tests, deps, options, verdict);
  const attempt = async (what: string, output: () => Promise<void>) => {
    try {
      await output();
    } catch (error) {
      if (deps.signal?.aborted) throw error;
      log.warning(`Could not ${what}: ${messageOf(error)}`);
    }
  };
  // The files need nothing from GitHub: written while the check run waits out GitHub's pauses
  // between its writes, rather than after them (a large build's files take seconds).
  const filesWritten = attempt('write the report files', async () => {
    const { junitFile, ctrfFile, onlyNamedFiles: onlyNamed } = options;
    const files = { junitFile, ctrfFile, onlyNamed, env, now: deps.now(), log };
    Object.assign(published, await writeReportFiles(input, tests, files));
  });
  const check = await completeCheckRun(report, deps, openedAt, filesWritten);
  // The check run's last write has ended: the comment is written a second after it at the earliest,
  // as GitHub asks of writes that create content (docs/github-facts.md).
  const checkRunWritten = deps.now();
  const beforeWrite = () => pausedSince(checkRunWritten, deps);
  // Flaky tests are notices on the check run; without one, through commands.
  const flaky = check.checkRunId === undefined ? report.tests.flaky : [];
  annotateThroughCommands(check.unannotated, report.annotationPath, log, flaky);
  await writeJobSummary(report, check, deps);
  if (check.checkRunId !== undefined) published.checkRunId = check.checkRunId;
  if (check.checkRunUrl) published.checkRunUrl = check.checkRunUrl;
  if (check.annotated !== undefined) published.annotated = check.annotated;
  await filesWritten;
  await attempt('write the pull request comment', async () => {
    const { github, repository } = deps;
    const signal = requestSignal(deps);
    const { event } = deps;
    const target = { github, repository, env, event, log, signal, checkRunApp: check.app, beforeWrite };
    const commentUrl = await publishComment(options.prComment, report, published, target);
    if (commentUrl) published.commentUrl = commentUrl;
  });
  if (options.downloadAssets === 'failed') {
    await attempt('download the recordings of failed tests', async () => {
      const signal = deps.signal ?? new AbortController().signal;
      const saved = await downloadAssets({
        entries: tests.recorded,
        failed: tests.counts.failed,
        checkName: input.checkName,
        env,
        log,
        signal,
        serviceUrl: deps.serviceUrl?.(),
      });
      published.assetsDir = saved.dir;
    });
  }
  return published;
}
