import { GitHubQuotaSpent } from '../../runtime/github-quota.ts';
import type { GitHubClient } from '../../runtime/types.ts';
import type { GitHubApp } from '../world/deps.ts';
import { queueBaseBranch } from '../world/environment.ts';
import { BRANCH_EVENTS } from '../world/event.ts';
import { describeGitHubError } from '../world/github-errors.ts';
import type { WrittenBy } from './digest/model.ts';
import { WORKFLOW_TOKEN_APP } from './own-app.ts';

/**
 * Whether a report found on a commit of the base branch came from the base branch's own workflow code
 * (docs/github-facts.md, "Whose report it is"). The app that wrote it is ours already (base.ts); what
 * is left is the workflow run its digest names: a run of that app can still run code a pull request
 * brought (a `pull_request` run of a same-repository branch, whose workflow file the branch may have
 * edited), and only a run of the branch's own code may vouch for the branch. Trusted:
 *
 * - a `push`, `schedule` or `workflow_dispatch` run on the base branch;
 * - a `merge_group` run of a queue into the base branch (its commit becomes the branch's when the queue
 *   merges; GitHub names its branch `gh-readonly-queue/<base branch>/…`);
 * - a `workflow_run` run that a run of those events triggered (the digest names that run: the event's
 *   `workflow_run.id`), which is how the fork pattern of docs/examples reports;
 *
 * each on the very commit the report is on. Never a run a pull request triggered.
 */

interface WorkflowRunRead {
  id: number;
  event: string;
  head_branch: string | null;
  head_sha: string;
}

export interface RunLookup {
  github: GitHubClient;
  repository: { owner: string; repo: string };
  signal: () => AbortSignal;
  /** Requests made so far: each read of a workflow run adds one. */
  counted: { requests: number };
}

/**
 * Why the report on `at.sha` (of branch `at.branch`, when the event named it) is not the base branch's
 * own, the end of one sentence; undefined when it is. One read of the workflow run the digest names,
 * and one more of the run that triggered it when that is a `workflow_run` run.
 */
export async function whyNotBaseCode(
  run: WrittenBy | undefined,
  at: { sha: string; branch?: string },
  lookup: RunLookup,
): Promise<string | undefined> {
  const short = at.sha.slice(0, 7);
  if (!run)
    return `the report on ${short} names no workflow run (written outside one), so where it came from cannot be told, not trusted`;
  const read = await workflowRun(run.runId, lookup);
  if (typeof read === 'string') return read;
  if (read.event !== 'workflow_run') return whyNotBranchRun(read, at);
  if (!run.triggeredBy)
    return `the report on ${short} was written by a workflow_run run (${run.runId}) that names no run it was triggered by, not trusted`;
  const trigger = await workflowRun(run.triggeredBy, lookup);
  if (typeof trigger === 'string') return trigger;
  const why = whyNotBranchRun(trigger, at);
  return why && `${why} (it triggered workflow run ${run.runId}, which wrote the report)`;
}

/** A workflow run of the repository, or why it could not be read (one sentence's end). */
async function workflowRun(runId: string, lookup: RunLookup): Promise<WorkflowRunRead | string> {
  lookup.counted.requests++;
  try {
    const { data } = await lookup.github.rest.actions.getWorkflowRun({
      ...lookup.repository,
      run_id: Number(runId),
      request: { signal: lookup.signal() },
    });
    return data as WorkflowRunRead;
  } catch (error) {
    if (error instanceof GitHubQuotaSpent) throw error;
    const status = (error as { status?: unknown }).status;
    const said = describeGitHubError(error);
    if (status === 403)
      return `the token may not read workflow runs (${said}), so whether the report came from the base branch's own workflow cannot be told: give the job permissions: actions: read`;
    if (status === 404)
      return `workflow run ${runId}, which the report names, is not found (${said}), not trusted`;
    return `reading workflow run ${runId}, which the report names, failed (${said})`;
  }
}

/** Why a run of one of the trusted events on the branch, on the report's commit, it is not; undefined when it is. */
function whyNotBranchRun(run: WorkflowRunRead, at: { sha: string; branch?: string }): string | undefined {
  const named = `workflow run ${run.id}`;
  if (run.head_sha.toLowerCase() !== at.sha.toLowerCase())
    return `${named} ran commit ${run.head_sha.slice(0, 7)}, not ${at.sha.slice(0, 7)} that its report is on, not trusted`;
  const branch = run.event === 'merge_group' ? queueBaseBranch(run.head_branch) : run.head_branch;
  if (!BRANCH_EVENTS.has(run.event) && run.event !== 'merge_group')
    return `${named} ran on a ${run.event} event, whose workflow code need not be the base branch's own, not trusted`;
  if (!branch) return `${named} names no branch it ran on, not trusted`;
  if (at.branch !== undefined && branch !== at.branch)
    return `${named} ran on branch ${branch}, not on ${at.branch}, not trusted`;
  return undefined;
}

/**
 * Which of the two modes of docs/comparison.md ("What the trust rests on") a report ran in, in one
 * line for the debug log: written as the workflow token's app, the rules above guard against
 * accidents, not against a collaborator who edits a workflow (any workflow's token writes as that
 * app); written as an app of the repository's own, only that app's reports are trusted.
 */
export function trustModeLine(app: GitHubApp): string {
  const slug = app.slug?.replace(/[^\w.-]/g, '') || `app ${app.id ?? 'unknown'}`;
  if (slug === WORKFLOW_TOKEN_APP)
    return `Trust: this report is written as ${slug}, the app of every workflow's GITHUB_TOKEN: a base report is trusted from a run of the base branch's own workflow, which guards against accidents, not against a collaborator who edits a workflow (docs/comparison.md, "What the trust rests on").`;
  return `Trust: this report is written as the app ${slug}, not with a workflow's GITHUB_TOKEN: a base report is trusted only from that app, and from a run of the base branch's own workflow (the hardened mode, docs/comparison.md, "What the trust rests on").`;
}
