import type { ActionContext, Logger } from '../runtime/types.ts';
import { USER_AGENT } from '../version.ts';
import {
  annotationOf,
  createCheckRun,
  describeGitHubError,
  type GitHubClient,
  isPermissionError,
} from './check-run.ts';
import { chooseCommit, repositoryOf, workflowPathOf } from './environment.ts';
import {
  MAX_COMMAND_ANNOTATIONS,
  MAX_OUTPUT_CHARS,
  MAX_STEP_SUMMARY_BYTES,
  oneLine,
  utf8Bytes,
  utf16Units,
} from './limits.ts';
import { renderSummary, type SummaryWriter, stepSummaryWriter } from './summary.ts';
import type { CheckConclusion, ReportCounts, ReportEntry, ReportInput, ReportResult } from './types.ts';
import { messageOf } from '../api/errors.ts';

export type { GitHubClient } from './check-run.ts';
export type { SummaryWriter } from './summary.ts';

/** Everything `publishReport` needs from the outside world; `reportDepsFromEnv` builds it on a runner. */
export interface ReportDeps {
  /** Checks API client; undefined without a token. */
  github: GitHubClient | undefined;
  /** From GITHUB_REPOSITORY; undefined outside Actions. */
  repository: { owner: string; repo: string } | undefined;
  /** The commit the check run goes on (pull request head, workflow run head, else GITHUB_SHA). */
  headSha: string | undefined;
  /** Where annotations go unless the input names a path: the workflow file that ran. */
  workflowPath: string;
  summary: SummaryWriter;
  log: Logger;
  /** The step's cancellation; GitHub requests stop with it. */
  signal?: AbortSignal;
  now: () => number;
  /** Time limit of one GitHub request. */
  requestTimeoutMs?: number;
}

export const PERMISSION_HINT =
  'Add `permissions: checks: write` to the workflow or job. Pull requests from forks and Dependabot ' +
  'get a read-only token whatever the workflow asks; their results are in the annotations and the job summary.';

const TOKEN_HINT =
  'Give `github-token` a token that may create check runs: its default, the workflow token, ' +
  'needs `permissions: checks: write`.';

/**
 * The runner's environment as report dependencies: Octokit on GITHUB_API_URL (given explicitly, so
 * GitHub Enterprise Server and tests work whatever `@actions/github` read at import), the repository,
 * the commit the user sees, the workflow file for annotations, and GITHUB_STEP_SUMMARY. Octokit is
 * loaded only here, when a report is written, so an entry reaches the service before paying for it.
 */
export async function reportDepsFromEnv(
  token: string | undefined,
  ctx: Pick<ActionContext, 'env' | 'log' | 'setSecret'> & Partial<Pick<ActionContext, 'signal' | 'clock'>>,
): Promise<ReportDeps> {
  const { env, log } = ctx;
  const commit = chooseCommit(env);
  if (commit.problem) log.warning(commit.problem);
  else if (commit.sha) log.debug(`Check run commit: ${commit.sha} (${commit.from}).`);
  let github: GitHubClient | undefined;
  if (token?.trim()) {
    ctx.setSecret(token.trim());
    const { getOctokit } = await import('@actions/github');
    github = getOctokit(token.trim(), {
      baseUrl: (env.GITHUB_API_URL?.trim() || 'https://api.github.com').replace(/\/+$/, ''),
      userAgent: USER_AGENT,
      // Octokit's own notices (deprecations) are not the user's business beyond the log.
      log: {
        debug: (m: string) => log.debug(m),
        info: (m: string) => log.debug(m),
        warn: (m: string) => log.info(m),
        error: (m: string) => log.info(m),
      },
    });
  }
  return {
    github,
    repository: repositoryOf(env),
    headSha: commit.sha,
    workflowPath: workflowPathOf(env),
    summary: stepSummaryWriter(env.GITHUB_STEP_SUMMARY, log),
    log,
    signal: ctx.signal,
    now: () => ctx.clock?.now() ?? Date.now(),
  };
}

export function countEntries(entries: readonly ReportEntry[]): ReportCounts {
  const counts: ReportCounts = { total: entries.length, passed: 0, failed: 0, unknown: 0 };
  for (const e of entries) counts[e.outcome]++;
  return counts;
}

/** Any failure fails the check; no tests, or tests whose outcome is unknown, make it neutral. */
export function conclusionOf(counts: ReportCounts): CheckConclusion {
  if (counts.failed > 0) return 'failure';
  if (counts.total === 0 || counts.unknown > 0) return 'neutral';
  return 'success';
}

/** A check-run title from the counts: `3 of 40 tests failed, 2 unknown`. */
export function describeCounts(counts: ReportCounts): string {
  if (counts.total === 0) return 'No tests';
  const unknown = counts.unknown ? `, ${counts.unknown} unknown` : '';
  if (counts.failed) return `${counts.failed} of ${counts.total} tests failed${unknown}`;
  if (counts.unknown) return `${counts.passed} of ${counts.total} tests passed${unknown}`;
  return `All ${counts.total} ${counts.total === 1 ? 'test' : 'tests'} passed`;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/**
 * Reports results on GitHub: a check run on the commit the user sees with one annotation per failed
 * test (all of them, 50 per request), or without `checks: write` a warning, at most 10 error
 * annotations and a notice; and always the job summary. Reporting problems are warnings: only the
 * caller decides whether the step fails.
 */
export async function publishReport(input: ReportInput, deps: ReportDeps): Promise<ReportResult> {
  const { log } = deps;
  const counts = countEntries(input.entries);
  const conclusion = input.conclusion ?? conclusionOf(counts);
  const path = input.annotationPath?.trim() || deps.workflowPath;
  const failed = input.entries.filter((e) => e.outcome === 'failed');
  const result: ReportResult = { conclusion, counts };

  let footer: string;
  const { github, repository, headSha } = deps;
  if (!github || !repository || !headSha) {
    const missing = !github
      ? 'no GitHub token was given (input `github-token`)'
      : !repository
        ? 'GITHUB_REPOSITORY is not set'
        : 'the commit is unknown (GITHUB_SHA is not set)';
    const hint = github ? '' : ` ${TOKEN_HINT}`;
    log.warning(`No check run was made: ${missing}.${hint}`);
    annotateThroughCommands(failed, path, log);
    footer = `No check run was made: ${missing}.`;
  } else {
    const signal = () => {
      const timeout = AbortSignal.timeout(deps.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
      return deps.signal ? AbortSignal.any([deps.signal, timeout]) : timeout;
    };
    try {
      const run = await createCheckRun(github, {
        ...repository,
        headSha,
        name: oneLine(input.checkName),
        externalId: input.externalId,
        conclusion,
        title: input.title,
        summary: renderSummary(input, {
          conclusion,
          counts,
          footer: `Reported on commit ${headSha.slice(0, 12)}.`,
          fullListAt: 'Every failed test is annotated on this check run.',
          budget: MAX_OUTPUT_CHARS,
          measure: utf16Units,
        }),
        annotations: failed.map((e) => annotationOf(e, path)),
        completedAt: new Date(deps.now()).toISOString(),
        signal,
      });
      result.checkRunId = run.id;
      result.checkRunUrl = run.url || undefined;
      log.info(
        `Check run "${oneLine(input.checkName)}": ${conclusion}, ${run.sent} annotation(s): ${run.url || `#${run.id}`}`,
      );
      footer = `[Open the check run](${run.url}): every failed test is annotated there.`;
      if (run.error) {
        const unsent = failed.slice(run.sent);
        log.warning(
          `The check run holds ${run.sent} of ${failed.length} annotations; sending the rest failed (${describeGitHubError(run.error)}).`,
        );
        annotateThroughCommands(unsent, path, log);
        footer = `[Open the check run](${run.url}): ${run.sent} of ${failed.length} failed tests are annotated there.`;
      }
    } catch (error) {
      if (deps.signal?.aborted) throw error;
      const why = describeGitHubError(error);
      if (isPermissionError(error)) {
        log.warning(`The token may not create check runs (${why}). ${PERMISSION_HINT}`);
        footer = `No check run was made: the token lacks \`checks: write\` (${why}).`;
      } else {
        log.warning(`Could not create the check run (${why}); reporting through annotations instead.`);
        footer = `No check run was made: ${why}.`;
      }
      annotateThroughCommands(failed, path, log);
    }
  }

  await writeJobSummary(input, result, footer, deps);
  return result;
}

/**
 * Without a check run: error annotations through workflow commands for the first failed tests (the
 * runner shows only 10 per step), and one notice for the rest.
 */
function annotateThroughCommands(failed: readonly ReportEntry[], file: string, log: Logger): void {
  for (const entry of failed.slice(0, MAX_COMMAND_ANNOTATIONS)) {
    const a = annotationOf(entry, file);
    log.error(a.message, { title: a.title, file, startLine: 1 });
  }
  const rest = failed.length - MAX_COMMAND_ANNOTATIONS;
  if (rest > 0) {
    log.notice(
      `${rest} more failed ${rest === 1 ? 'test is' : 'tests are'} not annotated here (GitHub shows ${MAX_COMMAND_ANNOTATIONS} error annotations per step); the job summary lists them.`,
      { title: `${rest} more failed tests`, file, startLine: 1 },
    );
  }
}

/** Appends the summary, within what the step's summary may still hold; a write problem is a warning. */
async function writeJobSummary(
  input: ReportInput,
  result: ReportResult,
  footer: string,
  deps: ReportDeps,
): Promise<void> {
  try {
    // Strictly under the limit with the closing newline, counting what the step wrote before.
    const budget = MAX_STEP_SUMMARY_BYTES - (await deps.summary.size()) - 2;
    const markdown = renderSummary(input, {
      conclusion: result.conclusion,
      counts: result.counts,
      footer,
      fullListAt: result.checkRunId
        ? 'The check run annotates every failed test.'
        : "The service's dashboard lists every test.",
      budget,
      measure: utf8Bytes,
    });
    if (utf8Bytes(markdown) > budget) {
      deps.log.warning('The job summary is already full: this report was left out of it.');
      return;
    }
    await deps.summary.append(`${markdown}\n`);
  } catch (error) {
    deps.log.warning(`Could not write the job summary: ${messageOf(error)}`);
  }
}
