import { messageOf } from '../api/transport/errors.ts';
import type { ServiceContext } from '../runtime/service-context.ts';
import type { ActionContext, Logger } from '../runtime/types.ts';
import { wellFormedValues } from '../text/characters.ts';
import { type Compared, compareReport } from './comparing.ts';
import { comparedLine } from './history/comparison-text.ts';
import { trustModeLine } from './history/trust.ts';
import { downloadAssets } from './outputs/assets.ts';
import { publishCheckRun } from './outputs/check-run/output.ts';
import { openProgressCheck } from './outputs/check-run/progress.ts';
import { annotateThroughCommands } from './outputs/command-annotations.ts';
import { publishComment } from './outputs/comment.ts';
import { writeReportFiles } from './outputs/files.ts';
import { writeJobSummary } from './outputs/job-summary.ts';
import type { Report, ReportHeader } from './outputs/report.ts';
import { reportOf } from './outputs/report.ts';
import { decidedQuarantine } from './quarantine-source.ts';
import {
  DEFAULT_EVIDENCE_OPTIONS,
  type EvidenceOptions,
  type PublishedReport,
  type ReadReportInput,
  type ReportInput,
  type ReportVerdict,
} from './types.ts';
import { runnerTempOf } from './value/spill.ts';
import type { ReportTests } from './value/tests.ts';
import { type Judged, judgeReport } from './verdict.ts';
import { withReportTests } from './with-tests.ts';
import { type ReportDeps, requestSignal } from './world/deps.ts';
import {
  chooseCommit,
  repositoryOf,
  type RunnerEnv,
  workflowPathOf,
  workflowRunUrl,
} from './world/environment.ts';
import { readEvent, type RunnerEvent } from './world/event.ts';
import { GITHUB_WRITE_PAUSE_MS } from './world/limits.ts';
import { stepSummaryWriter } from './world/step-summary.ts';

/**
 * The runner's environment as report dependencies: the context's GitHub client for the token, the
 * repository, the commit the user sees, the workflow file for annotations, and GITHUB_STEP_SUMMARY;
 * `event`, the step's event when it was read already.
 */
export async function reportDeps(
  token: string | undefined,
  ctx: Pick<ActionContext, 'env' | 'log' | 'github' | 'clock'> &
    Partial<Pick<ServiceContext, 'signal' | 'client' | 'job'>>,
  event: RunnerEvent = readEvent(ctx.env),
): Promise<ReportDeps> {
  const { env, log } = ctx;
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
 * What the composer hands a host's outputs: the report's header, well-formed, its tests, the
 * comparison and the verdict after it.
 */
export interface ComposedReport {
  header: ReportHeader;
  tests: ReportTests;
  compared: Compared;
  judged: Judged;
}

/**
 * Where a host takes a report the composer makes: GitHub's (`gitHubHost`: the check run, the
 * summaries, the comment, the files, the recordings) or the command line's (src/cli/ci/publish.ts: the
 * CI's own outputs and the files, a history file for a base).
 */
export interface ReportHost {
  /** Where tests given as an array are spilled while the report is made. */
  tempDir: string;
  now(): number;
  log: Logger;
  /** Links commits in the lead. */
  env: RunnerEnv;
  /** The lead also as plain lines (`Judged.leadText`), for a host that logs them (the command line). */
  plain?: boolean;
  /** This report's digest and its comparison with the host's base. */
  compare(header: ReportHeader, tests: ReportTests, options: EvidenceOptions): Promise<Compared>;
  /**
   * The quarantine setting whose list decides (quarantine-source.ts); without it, the list the
   * workspace's file gave, where the inputs took it.
   */
  quarantine?(
    options: EvidenceOptions,
    counts: ReportTests['counts'],
  ): Promise<EvidenceOptions['quarantine']>;
  /** The judged report shown the host's way; what it made. */
  show(report: ComposedReport, options: EvidenceOptions): Promise<PublishedReport>;
}

/**
 * The one composer, for every host: tests given as an array (a job's) are read as a build's are
 * (src/report/value/reader.ts), the header made well-formed, compared with the host's base (unless
 * the caller made the verdict: a report of other reports), judged (verdict.ts), and shown the host's
 * way. Tests read already stay the caller's to dispose.
 */
export async function composeReport(
  given: ReportInput | ReadReportInput,
  host: ReportHost,
  options: EvidenceOptions = DEFAULT_EVIDENCE_OPTIONS,
  verdict?: ReportVerdict,
): Promise<PublishedReport> {
  return withReportTests(given, host.tempDir, async (raw, tests) => {
    // Well-formed before any output measures, cuts or escapes it (src/text/characters.ts); the reader
    // made the tests so.
    const header = wellFormedValues(raw);
    const compared = verdict?.compared ?? (await host.compare(header, tests, options));
    const at = { now: host.now(), log: host.log, env: host.env, plain: host.plain };
    const quarantine = verdict
      ? options.quarantine
      : host.quarantine
        ? await host.quarantine(options, tests.counts)
        : withoutWorkspace(options.quarantine);
    const judged = await judgeReport({ header, tests, compared }, { ...options, quarantine }, at, verdict);
    return host.show({ header, tests, compared, judged }, options);
  });
}

/**
 * Reports results on GitHub and beside it, one output after the other over one report value: the check
 * run (or workflow-command annotations without it), the job summary, the JUnit and CTRF files, the pull
 * request comment, the recordings of failed tests. One output that fails is a warning and the others
 * still happen; only the step's end decides whether the step fails.
 */
export async function publishReport(
  given: ReportInput | ReadReportInput,
  deps: ReportDeps,
  options: EvidenceOptions = DEFAULT_EVIDENCE_OPTIONS,
  verdict?: ReportVerdict,
): Promise<PublishedReport> {
  return composeReport(given, gitHubHost(deps), options, verdict);
}

/**
 * GitHub as the composer's host: compared with the base's report (read now unless the wait read it),
 * its check run opened in progress first when only that tells who this step writes as (openOnDemand);
 * shown on the check run and beside it (showOnGitHub).
 */
function gitHubHost(deps: ReportDeps): ReportHost {
  let own: ReturnType<typeof openOnDemand> | undefined;
  return {
    tempDir: runnerTempOf(deps.env),
    now: deps.now,
    log: deps.log,
    env: deps.env,
    compare: (header, tests, options) => {
      own = openOnDemand(header, deps);
      return compareReport(header, tests, { ...deps, openOwnCheck: own.open }, options.compare);
    },
    quarantine: (options, counts) => decidedQuarantine(options.quarantine, counts, options.compare, deps),
    show: (report, options) => showOnGitHub(report, deps, options, own?.opened()),
  };
}

/**
 * The setting as the inputs made it, for a host that reads nothing of GitHub (the command line): the
 * workspace's list where it decides; on a pull request's run, where the base's copy would, none, said.
 */
function withoutWorkspace(setting: EvidenceOptions['quarantine']): EvidenceOptions['quarantine'] {
  if (!setting?.workspace) return setting;
  const { workspace, ...rest } = setting;
  if (rest.list || !workspace.list) return rest;
  const why = `${workspace.file} here is the pull request's own copy, and the base commit's, which decides, is read by the actions alone: no test is quarantined by it.`;
  return { ...rest, warnings: [...(rest.warnings ?? []), why] };
}

/** GitHub's pause between writes that create content, counted from a write at `since` (none: no pause). */
async function pausedSince(since: number | undefined, deps: ReportDeps): Promise<void> {
  const wait = since === undefined ? 0 : since + GITHUB_WRITE_PAUSE_MS - deps.now();
  if (wait > 0) await deps.pause(wait);
}

/**
 * The check run completed with the report. One opened just now to learn who we write as waits out
 * GitHub's pause first; on an error the files settle before it goes on, never left being written
 * behind the step's back. The debug log says once which mode of trust the report ran in.
 */
async function completeCheckRun(
  report: Report,
  deps: ReportDeps,
  openedAt: number | undefined,
  filesWritten: Promise<void>,
): ReturnType<typeof publishCheckRun> {
  try {
    await pausedSince(openedAt, deps);
    const written = await publishCheckRun(report, deps);
    // The app it is written as: which of the two modes of trust the report ran in.
    if (written.app) deps.log.debug(trustModeLine(written.app));
    return written;
  } catch (error) {
    await filesWritten.catch(() => {});
    throw error;
  }
}

/**
 * The report value every output on GitHub is made from: the header titled and led as judged (with the
 * quarantine its outputs mark), on the check run opened in progress for it, with its digest and
 * conclusion. The log says the comparison as the verdict counts it.
 */
function reportValueOf(
  { header, tests, compared, judged }: ComposedReport,
  deps: ReportDeps,
  opened: { id: number } | undefined,
): Report {
  const input: ReportHeader = {
    ...header,
    ...(opened ? { openCheckRunId: opened.id } : {}),
    ...judged.shown,
  };
  const report: Report = { ...reportOf(input, tests, deps.workflowPath), digest: compared.digestText };
  report.conclusion = judged.judgement.conclusion;
  const { comparison } = judged.published;
  if (comparison) {
    const { sha, versions } = comparison;
    const changes = comparedLine(comparison);
    deps.log.info(`Compared with ${sha.slice(0, 7)}: ${changes}${versions ? `; ${versions}` : ''}.`);
  }
  return report;
}

/** What the report's result says of its check run: where it is, or the title GitHub did not take. */
function checkRunResult(
  check: Awaited<ReturnType<typeof publishCheckRun>>,
  title: string,
): Partial<PublishedReport> {
  return {
    ...(check.checkRunId === undefined ? {} : { checkRunId: check.checkRunId }),
    ...(check.checkRunUrl ? { checkRunUrl: check.checkRunUrl } : {}),
    ...(check.annotated === undefined ? {} : { annotated: check.annotated }),
    ...(check.untaken ? { untaken: { title } } : {}),
  };
}

async function showOnGitHub(
  composed: ComposedReport,
  deps: ReportDeps,
  options: EvidenceOptions,
  opened: { id: number; at: number } | undefined,
): Promise<PublishedReport> {
  const { log, env } = deps;
  const { tests } = composed;
  const report = reportValueOf(composed, deps, opened);
  const { input } = report;
  const { published } = composed.judged;
  const openedAt = opened?.at;
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
  Object.assign(published, checkRunResult(check, input.title));
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
