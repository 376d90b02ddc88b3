import type { GitHubClient, Logger } from '../../runtime/types.ts';
import { httpsUrl, markdownLink } from '../../text/escape.ts';
import { type TokenIdentity, tokenIdentity, writtenBy } from '../history/token-identity.ts';
import type { GitHubApp } from '../world/deps.ts';
/** Input `pr-comment`. */
import { workflowRunUrl } from '../world/environment.ts';
import type { RunnerEvent } from '../world/event.ts';
import { describeGitHubError, isPermissionError } from '../world/github-errors.ts';
import { oneLine, utf16Units } from '../world/limits.ts';
import { annotationsNote } from './check-run/output.ts';
import type { PrCommentMode, Report, ReportResult } from './report.ts';
import { everyFailureAt, renderSummary } from './summary.ts';

/** A comment's body: 65,536 characters (docs/github-facts.md); counted in UTF-16 units, never fewer. */
export const MAX_COMMENT_CHARS = 65_536;

/** Comments read per page while looking for ours. */
const COMMENTS_PER_PAGE = 100;

const COMMENT_PERMISSION_HINT =
  'Add `permissions: pull-requests: write` to the workflow or job to get the pull request comment; ' +
  'pull requests from forks get a read-only token whatever the workflow asks.';

/**
 * The hidden first line that finds the comment of one check again. `--` would end an HTML comment
 * early, so runs of dashes in the name are broken up.
 */
export function commentMarker(checkName: string): string {
  return `<!-- cloudtest-actions:${oneLine(checkName).replace(/-(?=-)/g, '- ')} -->`;
}

/** The pull request the workflow runs for, from the event payload; undefined for other events. */
function pullRequestNumberOf(event: RunnerEvent): number | undefined {
  const { name, payload } = event;
  if (!name.startsWith('pull_request') && name !== 'workflow_run') return undefined;
  const n =
    name === 'workflow_run' ? payload.workflow_run?.pull_requests?.[0]?.number : payload.pull_request?.number;
  return n !== undefined && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export interface CommentDeps {
  github: GitHubClient | undefined;
  repository: { owner: string; repo: string } | undefined;
  env: Record<string, string | undefined>;
  /** The event: the pull request it names is the one commented on. */
  event: RunnerEvent;
  log: Logger;
  /** A fresh signal per request: the step's cancellation and a time limit. */
  signal: () => AbortSignal;
  /** The app of the check run this report made or completed: who our token is (src/report/history/token-identity.ts). */
  checkRunApp?: GitHubApp | null;
  /** Waits, if need be, before the comment is written: GitHub asks for a second between writes. */
  beforeWrite?: () => Promise<void>;
}

/** What a comment shows of a report: its header and the tests it lists. */
export type CommentReport = Pick<Report, 'input' | 'tests'>;

/** The comment's markdown: the marker, then the report as in the job summary, within GitHub's limit. */
export function renderComment(report: CommentReport, result: ReportResult, env: CommentDeps['env']): string {
  const marker = `${commentMarker(report.input.checkName)}\n`;
  const runUrl = workflowRunUrl(env);
  // Links our code builds from known addresses, each shown only when it is https.
  const footer = [
    httpsUrl(result.checkRunUrl) ? markdownLink('Open the check run', result.checkRunUrl) : '',
    httpsUrl(runUrl) ? markdownLink('Open the workflow run', runUrl) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const failed = result.counts.failed;
  const annotations = annotationsNote(result.annotated, failed, 'the check run');
  return (
    marker +
    renderSummary(report.input, report.tests, {
      conclusion: result.conclusion,
      counts: result.counts,
      footer: [annotations, footer || 'The job summary of the workflow run has the details.'].join(
        annotations ? '\n\n' : '',
      ),
      fullListAt: everyFailureAt(result.annotated, failed, 'the check run'),
      sizeLimit: `GitHub holds at most ${MAX_COMMENT_CHARS} characters of a comment`,
      budget: MAX_COMMENT_CHARS - utf16Units(marker),
      measure: utf16Units,
    })
  );
}

/** Whether `pr-comment` asks for a comment on this report; when not, a line says why. */
function wanted(mode: PrCommentMode, result: ReportResult, deps: CommentDeps): boolean {
  const { log } = deps;
  if (mode === 'off') return false;
  // A queue's run is for no one pull request: each was commented on by its own pull_request runs.
  if (deps.env.GITHUB_EVENT_NAME === 'merge_group') {
    log.debug(`pr-comment is ${mode}, but a merge_group run has no pull request to comment on: no comment.`);
    return false;
  }
  const changed = result.comparison && (result.comparison.newFailures.count || result.comparison.fixed.count);
  if (mode === 'changes' && !changed) {
    log.info(
      `pr-comment is changes and ${result.comparison ? 'nothing failed anew or was fixed' : 'nothing was compared'}: no comment.`,
    );
    return false;
  }
  return true;
}

/**
 * One comment per check name on the pull request, updated in place: found again by its marker and its
 * author, our token, on any page of the comments; a comment by anyone else is left alone, whatever it
 * starts with, and ours is written beside it. `on-failure` creates it only for a failed report but updates one already
 * there whatever the outcome, so it never shows a stale failure. Problems are warnings; a token
 * without `pull-requests: write` gets a warning naming that permission.
 */
export async function publishComment(
  mode: PrCommentMode,
  report: CommentReport,
  result: ReportResult,
  deps: CommentDeps,
): Promise<string | undefined> {
  if (!wanted(mode, result, deps)) return undefined;
  const { github, repository, log } = deps;
  const issue = pullRequestNumberOf(deps.event);
  if (!issue) {
    log.info('pr-comment: this run is not for a pull request, so no comment was written.');
    return undefined;
  }
  if (!github || !repository) {
    log.warning('pr-comment: no comment was written: a GitHub token and GITHUB_REPOSITORY are needed.');
    return undefined;
  }
  const failed = result.conclusion === 'failure' || result.conclusion === 'timed_out';
  try {
    const identity = await tokenIdentity(github, {
      checkRunApp: deps.checkRunApp,
      signal: deps.signal(),
      log,
    });
    log.debug(`pr-comment: our comments are those by ${identity.login} (from the ${identity.from}).`);
    const existing = await findComment(
      github,
      { ...repository, issue },
      { marker: commentMarker(report.input.checkName), identity },
      deps,
    );
    if (!existing && mode === 'on-failure' && !failed) {
      log.debug('pr-comment is on-failure and nothing failed: no comment.');
      return undefined;
    }
    const body = renderComment(report, result, deps.env);
    await deps.beforeWrite?.();
    const request = { signal: deps.signal() };
    const { data } = existing
      ? await github.rest.issues.updateComment({ ...repository, comment_id: existing, body, request })
      : await github.rest.issues.createComment({ ...repository, issue_number: issue, body, request });
    log.info(`Pull request comment ${existing ? 'updated' : 'written'}: ${data.html_url}`);
    return data.html_url;
  } catch (error) {
    const why = describeGitHubError(error);
    if (isPermissionError(error))
      log.warning(`Could not write the pull request comment (${why}). ${COMMENT_PERMISSION_HINT}`);
    else log.warning(`Could not write the pull request comment: ${why}.`);
    return undefined;
  }
}

/** The ID of our comment that starts with the marker, reading page after page until it is found. */
async function findComment(
  github: GitHubClient,
  where: { owner: string; repo: string; issue: number },
  ours: { marker: string; identity: TokenIdentity },
  deps: CommentDeps,
): Promise<number | undefined> {
  const pages = github.paginate.iterator(github.rest.issues.listComments, {
    owner: where.owner,
    repo: where.repo,
    issue_number: where.issue,
    per_page: COMMENTS_PER_PAGE,
    request: { signal: deps.signal() },
  });
  for await (const page of pages) {
    const found = page.data.find((c) => c.body?.startsWith(ours.marker) && writtenBy(ours.identity, c));
    if (found) return found.id;
  }
  return undefined;
}
