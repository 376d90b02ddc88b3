import { GitHubQuotaSpent } from '../../../runtime/github-quota.ts';
import { markdownLink, markdownText } from '../../../text/escape.ts';
import type { CheckConclusion } from '../../value/types.ts';
import { type ReportDeps, requestSignal } from '../../world/deps.ts';
import { describeGitHubError, isPermissionError } from '../../world/github-errors.ts';
import { LEG_MARK_ROOM } from '../../world/leg-mark.ts';
import { cutToChars, MAX_OUTPUT_TITLE_CHARS, oneLine } from '../../world/limits.ts';
import { closeCheckRun } from './check-run.ts';
import { markOf } from './mark.ts';
import { PERMISSION_HINT } from './output.ts';

/** What a step that could not report says on its check run, or the result its post step writes for it. */
export interface UnreportedCheck {
  name: string;
  externalId: string;
  /**
   * One line, the title: what went wrong (the endpoint and its status, or what was missing); or, with
   * `reached`, the title of the result the step reached.
   */
  reason: string;
  conclusion: CheckConclusion;
  /** The step reached this result and GitHub did not take it: the summary leads with it as it is. */
  reached?: boolean;
  /** A check run the step opened in progress: completed instead of making another. */
  openCheckRunId?: number;
  /** What happened, a sentence of our own for the summary. */
  happened?: string;
}

/** What became of the check run: made or completed, else whether GitHub refused it or did not take it. */
export type UnreportedOutcome = { id: number; url: string } | { missing: 'refused' | 'untaken' };

/**
 * A required check that never appears leaves a pull request "waiting for status" with nothing saying
 * why: a step that cannot report still completes its check run, `failure` (or `cancelled`), titled
 * with the reason and linking the workflow run, marked as the job's (world/leg-mark.ts) so a job
 * after the matrix names it. Where it cannot be written, a warning says the check will be missing and
 * why, and whether asking again may take (`untaken`).
 */
export async function publishUnreported(
  check: UnreportedCheck,
  deps: ReportDeps,
): Promise<UnreportedOutcome> {
  const { github, repository, headSha, log } = deps;
  const name = oneLine(check.name);
  const missing = (why: string, missing: 'refused' | 'untaken' = 'refused') => {
    log.warning(`The check "${name}" will be missing (a required check waits for it): ${why}`);
    return { missing };
  };
  if (!github) return missing('no GitHub token was given (input `github-token`).');
  if (!repository) return missing('GITHUB_REPOSITORY is not set.');
  const title = cutToChars(oneLine(check.reason), MAX_OUTPUT_TITLE_CHARS);
  const lead = markdownText(oneLine(check.reason));
  const summary = [
    check.reached ? `**${lead}**` : `**This step could not report its tests.** ${lead}`,
    check.happened && markdownText(check.happened),
    `${markdownLink('The workflow run', deps.detailsUrl)} has the step's log.`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const completedAt = new Date(deps.now()).toISOString();
  try {
    if (check.openCheckRunId !== undefined) {
      const run = await closeCheckRun(
        github,
        { ...repository, id: check.openCheckRunId, signal: requestSignal(deps), pause: deps.pause },
        { conclusion: check.conclusion, title, summary, completedAt },
      );
      log.info(`Check run "${name}" completed as ${check.conclusion}: ${run.url || `#${run.id}`}`);
      return run;
    }
    if (!headSha) return missing('the commit is unknown (GITHUB_SHA is not set).');
    const { data } = await github.rest.checks.create({
      ...repository,
      name,
      head_sha: headSha,
      external_id: check.externalId,
      ...(deps.detailsUrl ? { details_url: deps.detailsUrl } : {}),
      status: 'completed',
      conclusion: check.conclusion,
      completed_at: completedAt,
      output: { title, summary, ...textOf(deps) },
      request: { signal: requestSignal(deps)() },
    });
    const url = data.html_url ?? '';
    log.info(`Check run "${name}": ${check.conclusion}, ${title}: ${url || `#${data.id}`}`);
    return { id: data.id, url };
  } catch (error) {
    if (deps.signal?.aborted || error instanceof GitHubQuotaSpent) throw error;
    const why = describeGitHubError(error);
    if (isPermissionError(error))
      return missing(`the token may not create check runs (${why}). ${PERMISSION_HINT}`);
    return missing(`GitHub did not take it (${why}).`, 'untaken');
  }
}

const textOf = (deps: ReportDeps) => {
  const text = markOf(deps, { room: LEG_MARK_ROOM });
  return text ? { text } : {};
};
