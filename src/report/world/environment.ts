import { isFullSha } from './commit-sha.ts';
import type { RunnerEvent } from './event.ts';

/** What the report reads from the runner's environment (GITHUB_* variables and the event payload). */
export type RunnerEnv = Record<string, string | undefined>;

export interface CommitChoice {
  sha: string | undefined;
  /** Where the commit came from, for the log. */
  from: string;
  /** Set when the commit the user sees could not be found and GITHUB_SHA stands in. */
  problem?: string;
}

/**
 * The commit the user sees: the pull request's head on pull_request events (GITHUB_SHA is a throw-away
 * merge commit there), the run's head commit on workflow_run, the queue's commit on merge_group
 * (`merge_group.head_sha`, which GITHUB_SHA is too), else GITHUB_SHA.
 */
export function chooseCommit(env: RunnerEnv, event: RunnerEvent): CommitChoice {
  const fallback = env.GITHUB_SHA?.trim() || undefined;
  const pullRequest = event.name.startsWith('pull_request');
  const from = pullRequest
    ? 'the pull request head'
    : event.name === 'workflow_run'
      ? 'the head of the workflow run'
      : event.name === 'merge_group'
        ? "the merge queue's commit"
        : undefined;
  if (!from) return { sha: fallback, from: 'GITHUB_SHA' };
  const { payload } = event;
  const sha = pullRequest
    ? payload.pull_request?.head?.sha
    : event.name === 'workflow_run'
      ? payload.workflow_run?.head_sha
      : payload.merge_group?.head_sha;
  if (typeof sha === 'string' && isFullSha(sha)) return { sha, from };
  const why =
    event.unread === undefined ? 'it names no head commit' : `it could not be read (${event.unread})`;
  return {
    sha: fallback,
    from: 'GITHUB_SHA',
    problem: `The ${event.name} event payload (GITHUB_EVENT_PATH) was expected to name ${from}, but ${why}; the check run goes on GITHUB_SHA instead.`,
  };
}

/** owner and repo from GITHUB_REPOSITORY (`owner/repo`). */
export function repositoryOf(env: RunnerEnv): { owner: string; repo: string } | undefined {
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(env.GITHUB_REPOSITORY?.trim() ?? '');
  return match?.[1] && match[2] ? { owner: match[1], repo: match[2] } : undefined;
}

/** Where annotations go when nothing better is known: GitHub needs a path, and this one always exists. */
const FALLBACK_ANNOTATION_PATH = '.github';

/**
 * The workflow file that ran, from GITHUB_WORKFLOW_REF (`owner/repo/.github/workflows/ci.yml@refs/…`):
 * cloud tests have no source line, so their annotations go on it, line 1.
 */
export function workflowPathOf(env: RunnerEnv): string {
  const match = /^[^/]+\/[^/]+\/([^@]+)@/.exec(env.GITHUB_WORKFLOW_REF?.trim() ?? '');
  return match?.[1] ?? FALLBACK_ANNOTATION_PATH;
}

/** The repository's page on the server the runner names (`https://github.com/owner/repo`). */
export function repositoryUrl(env: RunnerEnv): string | undefined {
  const server = env.GITHUB_SERVER_URL?.trim().replace(/\/+$/, '');
  const repository = env.GITHUB_REPOSITORY?.trim();
  return server && repository ? `${server}/${repository}` : undefined;
}

/** The workflow run's page, where a check run's "Details" and a comment point; undefined outside Actions. */
export function workflowRunUrl(env: RunnerEnv): string | undefined {
  const repository = repositoryUrl(env);
  const runId = env.GITHUB_RUN_ID?.trim() ?? '';
  return repository && /^\d+$/.test(runId) ? `${repository}/actions/runs/${runId}` : undefined;
}

/**
 * The workflow run a step runs in (GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT) and, on a `workflow_run` event,
 * the run that triggered it (the payload's `workflow_run.id`): what a report's digest names, for a
 * later reader to check where the report came from. Undefined outside a workflow run.
 */
export function workflowRunOf(
  env: RunnerEnv,
  event: RunnerEvent,
): { runId: string; attempt: number; triggeredBy?: string } | undefined {
  const runId = env.GITHUB_RUN_ID?.trim() ?? '';
  if (!/^\d{1,20}$/.test(runId)) return undefined;
  const attempt = Number(env.GITHUB_RUN_ATTEMPT);
  const run = { runId, attempt: Number.isInteger(attempt) && attempt >= 1 ? attempt : 1 };
  if (event.name !== 'workflow_run') return run;
  // Without the payload the triggering run is not named, and a reader does not trust the report.
  const triggeredBy = event.payload.workflow_run?.id;
  const id = triggeredBy === undefined ? '' : String(triggeredBy);
  return /^\d{1,20}$/.test(id) ? { ...run, triggeredBy: id } : run;
}

/**
 * Why a report of this workflow run's reports (actions/combine) cannot be made here, in one line;
 * undefined when it can; `event`, the step's event, read only when a token was given. Checked before
 * any reporting code loads, so a step without them ends at once.
 */
export function whyNotCombinable(
  hasToken: boolean,
  env: RunnerEnv,
  event: () => RunnerEvent,
): string | undefined {
  const missing = !hasToken
    ? 'no GitHub token was given (input `github-token`)'
    : !workflowRunOf(env, event())
      ? 'this is no workflow run (GITHUB_RUN_ID is not set)'
      : !repositoryOf(env) || !chooseCommit(env, event()).sha
        ? 'GITHUB_REPOSITORY or the commit is not known'
        : undefined;
  return missing && `Combining reads the reports of this workflow run on GitHub, and ${missing}.`;
}

/** The branch GitHub's merge queue tests a group on: `gh-readonly-queue/<base branch>/pr-<n>-<sha>`. */
const QUEUE_BRANCH = /^gh-readonly-queue\/(.+)\/pr-\d+-[0-9a-f]+$/;

/** The branch a merge queue's group merges into, read from the branch the queue tests it on. */
export const queueBaseBranch = (headBranch: string | null | undefined): string | undefined =>
  QUEUE_BRANCH.exec(headBranch ?? '')?.[1];
