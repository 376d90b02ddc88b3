import { isFullSha, isNoCommit } from '../../world/commit-sha.ts';
import { queueBaseBranch, type RunnerEnv } from '../../world/environment.ts';
import type { EventPayload, PullRequestOfRun, RunnerEvent } from '../../world/event.ts';

/**
 * The commit a report is compared with, from the event that started the workflow run or the input
 * `compare` (docs/github-facts.md, "Reading earlier reports back"): lookup.ts then finds the report on it.
 */

/** Input `compare`: `auto`, `off`, or a commit SHA. */
export type CompareSetting = { kind: 'auto' } | { kind: 'off' } | { kind: 'commit'; sha: string };

/** Commits of the base branch looked at before the base itself is given up on, the base included. */
export const LOOK_BACK_COMMITS = 5;

/**
 * A commit to compare with, from the event or the input, and whether earlier ones may stand in; or, with
 * no commit (`sha` undefined), the newest report on `branch`: its newest commits, looked at in turn.
 */
export interface BaseCommit {
  sha?: string;
  /** The branch it is on, when the event names it. */
  branch?: string;
  /** An earlier commit of the branch may stand in when this one has no report. */
  lookBack: boolean;
  /** Why this commit, when the event alone does not say: the log and the summary say it. */
  basis?: string;
  /**
   * This workflow run's ID, where the look-back starts at its own commit (a scheduled run): a run is
   * never its own base, nor is an earlier attempt of it.
   */
  notOfRun?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
/** A commit the event names in full; GitHub's zeros name none. */
const sha = (value: unknown) => {
  const s = text(value);
  return s && isFullSha(s) && !isNoCommit(s) ? s : undefined;
};
/** `refs/heads/main` → `main`. */
const branchOf = (ref: unknown) => text(ref)?.replace(/^refs\/heads\//, '');

/**
 * The commit the setting names, or why there is none. `auto` follows the event: a pull request's base
 * commit, a merge queue's base (`merge_group.base_sha`), a push's previous commit; a `workflow_run`'s
 * pull request's base when the payload names one of this repository, else the newest report on the
 * default branch; a scheduled or manual run's branch, from its own commit back (its newest report
 * before this run's). Each may look back along the branch past commits without a finished report.
 */
export function baseCommitOf(
  setting: CompareSetting,
  env: RunnerEnv,
  event: RunnerEvent,
): BaseCommit | { why: string } {
  if (setting.kind === 'off') return { why: 'compare is off' };
  if (setting.kind === 'commit') return { sha: setting.sha, lookBack: false };
  const { name, payload } = event;
  const branch = env.GITHUB_REF?.startsWith('refs/heads/') ? text(env.GITHUB_REF_NAME) : undefined;
  // These name no commit in their payload: the run's own commit and branch are what they compare along.
  const runId = text(env.GITHUB_RUN_ID);
  if (name === 'schedule' || name === 'workflow_dispatch')
    return branchBase(name, { head: sha(env.GITHUB_SHA), branch, runId });
  const known = name.startsWith('pull_request') || ['push', 'merge_group', 'workflow_run'].includes(name);
  if (!known)
    return {
      why: `a ${name || 'run outside GitHub Actions'} event names no base commit (set compare to a commit SHA)`,
    };
  if (event.unread !== undefined)
    return { why: `the ${name} event's payload (GITHUB_EVENT_PATH) could not be read` };
  if (name === 'workflow_run') return workflowRunBase(payload, runId);
  if (name === 'merge_group') {
    const base = sha(payload.merge_group?.base_sha);
    if (!base) return { why: 'the merge_group event names no base commit (merge_group.base_sha)' };
    return withBranch({ sha: base, lookBack: true }, branchOf(payload.merge_group?.base_ref));
  }
  const pullRequest = name.startsWith('pull_request');
  const named = pullRequest ? payload.pull_request?.base?.sha : payload.before;
  if (typeof named === 'string' && isNoCommit(named))
    return { why: 'this push made a new branch: there is no commit before it' };
  const base = sha(named);
  if (!base) return { why: `the ${name} event names no ${pullRequest ? 'base commit' : 'previous commit'}` };
  // A push looks back too: its previous commit may have no report (a docs-only commit, a cancelled run).
  return withBranch(
    { sha: base, lookBack: true },
    pullRequest ? text(payload.pull_request?.base?.ref) : text(env.GITHUB_REF_NAME),
  );
}

const withBranch = (commit: BaseCommit, branch: string | undefined): BaseCommit =>
  branch ? { ...commit, branch } : commit;

/** A run of a branch's own (scheduled, manual): its newest earlier report, from its own commit back. */
function branchBase(
  event: string,
  {
    head,
    branch,
    runId,
  }: { head: string | undefined; branch: string | undefined; runId: string | undefined },
): BaseCommit | { why: string } {
  if (!head) return { why: `the ${event} run's commit is not known` };
  if (!branch)
    return { why: `the ${event} run is not on a branch, so it has no earlier report to compare with` };
  const base = { sha: head, branch, lookBack: true, basis: `the newest earlier report on ${branch}` };
  return runId ? { ...base, notOfRun: runId } : base;
}

/**
 * A workflow_run run reports on the commit of the run that triggered it: compared with the base of the
 * pull request that run was for, when the payload names one whose head is in this repository (GitHub
 * names none for a fork's); else, for a pull request, with the newest report on the default branch,
 * for a merge queue's run with the newest report on the branch it merges into, and for a run of a
 * branch (a push), with that branch's newest report before this one.
 */
function workflowRunBase(payload: EventPayload, runId: string | undefined): BaseCommit | { why: string } {
  const run = payload.workflow_run;
  const head = sha(run?.head_sha);
  const ours = pullRequestOfRun(payload);
  const base = sha(ours?.base?.sha);
  if (base) return withBranch({ sha: base, lookBack: true }, text(ours?.base?.ref));
  const event = text(run?.event) ?? '';
  const headBranch = text(run?.head_branch);
  // A queue's run names no base commit, but its branch names the branch it merges into.
  const queued = event === 'merge_group' ? queueBaseBranch(headBranch) : undefined;
  if (event.startsWith('pull_request') || event === 'merge_group') {
    const branch = queued ?? text(payload.repository?.default_branch);
    if (!branch)
      return {
        why: `the workflow_run event names no base commit of its ${event} run, nor the default branch`,
      };
    const why = queued
      ? 'a workflow_run of a merge queue names no base commit'
      : "the workflow_run event names no pull request of this repository (a fork's pull request is not named)";
    return { branch, lookBack: true, basis: `the newest report on ${branch}, since ${why}` };
  }
  return branchBase('workflow_run', { head, branch: headBranch, runId });
}

/** The pull request a `workflow_run` payload names whose head is in this repository (a fork's is not named). */
function pullRequestOfRun(payload: EventPayload): PullRequestOfRun | undefined {
  const run = payload.workflow_run;
  const head = sha(run?.head_sha);
  return (run?.pull_requests ?? []).find((pr: PullRequestOfRun) => {
    const headRepo = pr.head?.repo?.id;
    return headRepo !== undefined && headRepo === pr.base?.repo?.id && (!head || sha(pr.head?.sha) === head);
  });
}

/**
 * Events whose report's commit is not a commit of its own branch: a pull request's (its merge commit),
 * a merge queue's, another workflow run's, a deployment's. Their quarantine is the base's decision, as
 * CODEOWNERS is (docs/quarantine.md); every other run's is its own commit's.
 */
export function quarantineDecidedByBase(eventName: string): boolean {
  return (
    eventName.startsWith('pull_request') ||
    ['merge_group', 'workflow_run', 'deployment_status'].includes(eventName)
  );
}

/**
 * Where the quarantine file that decides such a report is read (`ref` for GitHub's contents API): the
 * base commit the comparison reads (the input's commit, a pull request's base, a merge queue's
 * `base_sha`, the base of a `workflow_run`'s pull request), else the default branch's head.
 */
export function quarantineBaseOf(
  setting: CompareSetting,
  event: RunnerEvent,
): { ref: string; what: string } | { why: string } {
  const commit = (s: string) => ({ ref: s, what: `the base commit ${s.slice(0, 7)}` });
  if (setting.kind === 'commit') return commit(setting.sha);
  const { name, payload } = event;
  const named = name.startsWith('pull_request')
    ? sha(payload.pull_request?.base?.sha)
    : name === 'merge_group'
      ? sha(payload.merge_group?.base_sha)
      : name === 'workflow_run'
        ? sha(pullRequestOfRun(payload)?.base?.sha)
        : undefined;
  if (named) return commit(named);
  const branch = text(payload.repository?.default_branch);
  if ((name === 'workflow_run' || name === 'deployment_status') && branch)
    return { ref: branch, what: `the head of ${branch}` };
  return { why: `the ${name} event names no base commit` };
}
