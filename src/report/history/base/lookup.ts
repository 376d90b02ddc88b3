import type { GitHubClient } from '../../../runtime/types.ts';
import { GitHubQuotaSpent } from '../../../runtime/github-quota.ts';
import { describeGitHubError } from '../../world/github-errors.ts';
import type { GitHubApp } from '../../world/deps.ts';
import { isFullSha } from '../../world/commit-sha.ts';
import { readLegMark } from '../../world/leg-mark.ts';
import { type Digest, DIGEST_VERSION, MAX_DIGEST_CHARS } from '../digest/model.ts';
import { type DigestProblem, readDigest } from '../digest/codec.ts';
import { sameApp } from '../own-app.ts';
import { whyNotBaseCode } from '../trust.ts';
import { type BaseCommit, LOOK_BACK_COMMITS } from './commit.ts';

/**
 * Finding the report a new one is compared with (docs/github-facts.md, "Reading earlier reports
 * back"): the check run of the same name on the base commit (commit.ts), made by the app this step
 * writes as, whose digest names a workflow run that ran the base branch's own workflow code (trust.ts).
 */

/**
 * The report found, or why none was (the end of one sentence); `requests`: reads of check runs,
 * commits and workflow runs made either way.
 */
export type BaseReport =
  | {
      sha: string;
      branch?: string;
      /** Why this commit, when the event alone does not say (BaseCommit). */
      basis?: string;
      runUrl?: string;
      /** The check run's conclusion: `timed_out` or `cancelled` when its job did not end. */
      conclusion?: string;
      digest: Digest;
      requests: number;
    }
  | { sha?: string; branch?: string; basis?: string; why: string; requests: number };

/** A check run as a list of a commit's check runs gives it: what the readers of reports use. */
export interface CheckRunRead {
  id: number;
  name: string;
  status: string | null;
  conclusion?: string | null;
  html_url?: string | null;
  app?: GitHubApp | null;
  output?: { title?: string | null; text?: string | null } | null;
}

export interface BaseLookup {
  github: GitHubClient;
  repository: { owner: string; repo: string };
  checkName: string;
  /**
   * The app this step writes its check run as (src/report/history/own-app.ts), asked only when a run
   * was found (learning it may mean writing the check run); undefined when it cannot be known.
   */
  ownApp: () => Promise<GitHubApp | undefined>;
  signal: () => AbortSignal;
  /**
   * `latest` (default): the newest run of the check on the commit. `all`: every attempt, the newest
   * completed one read: an earlier attempt's report on the same commit while this one is in progress.
   */
  filter?: 'latest' | 'all';
  /**
   * A workflow run's ID: only reports that run made count (their digest names it), the newest first;
   * an earlier attempt's report of the same run.
   */
  ofRun?: string;
  /**
   * Read for its durations alone (src/report/timings.ts): the newest completed report of the name with
   * a digest, whichever app wrote it and whichever workflow run it names; `ownApp` is not asked.
   */
  forTimings?: boolean;
}

/**
 * The digest of the check run named `checkName` on `base`: one request for the base's check runs (two
 * when another app's run of the name is the newest), one more for the workflow run its digest names
 * (two for a `workflow_run` run); where the base may look back and has no such run, the commits before
 * it are listed (one request) and each looked at in turn, up to LOOK_BACK_COMMITS. With no commit but a
 * branch, the branch's newest commits are listed first and looked at from its head.
 */
export async function readBaseReport(base: BaseCommit, lookup: BaseLookup): Promise<BaseReport> {
  const counted = { requests: 0 };
  const at = { branch: base.branch, ...(base.basis ? { basis: base.basis } : {}) };
  const read = async (sha: string): Promise<BaseReport | undefined> => {
    counted.requests++;
    let runs = (await checkRunsOn(sha, lookup)).filter((r) => !ofRun(r, base.notOfRun));
    if (!runs.length) return undefined;
    if (lookup.forTimings) return newestReadable(sha, runs, at, counted.requests);
    const ours = await lookup.ownApp();
    if (!ours)
      return {
        sha,
        ...at,
        why: "this step wrote no check run of its own, so the app whose reports are ours is not known (an earlier report is trusted only from the app that writes this step's check run)",
        requests: counted.requests,
      };
    // The newest run of the name may be another app's, and hide ours: asked again for ours alone.
    if (!runs.some((r) => sameApp(r.app, ours)) && typeof ours.id === 'number') {
      counted.requests++;
      const mine = (await checkRunsOn(sha, lookup, ours.id)).filter((r) => !ofRun(r, base.notOfRun));
      if (mine.length) runs = mine;
    }
    if (lookup.ofRun !== undefined) return reportOfRun(sha, runs, ours, lookup.ofRun, counted.requests);
    return reportOf(sha, runs, ours, at, lookup, counted);
  };
  const where = base.sha ?? base.branch ?? '';
  try {
    const found = base.sha === undefined ? undefined : await read(base.sha);
    if (found) return found;
    const none = base.sha
      ? `no report of this check on ${base.sha.slice(0, 7)}`
      : `no report of this check on the newest commits of ${base.branch}`;
    if (!base.lookBack) return { sha: base.sha, ...at, why: none, requests: counted.requests };
    counted.requests++;
    const commits = await commitsBefore(where, lookup);
    // A commit's own list starts with it, read already; a branch's starts with its head.
    const earlier = commits.slice(base.sha === undefined ? 0 : 1, LOOK_BACK_COMMITS);
    for (const sha of earlier) {
      const report = await read(sha);
      if (report) return report;
    }
    const span =
      base.sha === undefined
        ? ` (${earlier.length} looked at)`
        : earlier.length
          ? ` nor on the ${earlier.length} commits before it`
          : '';
    const on = base.sha ? { sha: base.sha } : {};
    return { ...on, ...at, why: `${none}${span}`, requests: counted.requests };
  } catch (error) {
    if (error instanceof GitHubQuotaSpent) throw error;
    const on = base.sha ? { sha: base.sha } : {};
    return { ...on, ...at, why: whyUnread(error, where), requests: counted.requests };
  }
}

/** Whether a check run is a report of workflow run `runId`, as its mark says (world/leg-mark.ts). */
function ofRun(run: CheckRunRead, runId: string | undefined): boolean {
  return runId !== undefined && readLegMark(run.output?.text)?.runId === runId;
}

/** A 403 or 404 on reading check runs, said plainly; anything else as GitHub said it. */
function whyUnread(error: unknown, sha: string): string {
  const status = (error as { status?: unknown }).status;
  const said = describeGitHubError(error);
  if (status === 403)
    return `the token may not read check runs (${said}): give the job permissions: checks: read`;
  if (status === 404 || status === 422)
    return `the base commit ${sha.slice(0, 7)} is not reachable (${said})`;
  return `reading the base commit's check runs failed (${said})`;
}

/** The commit's check runs of the name; only those of the app `appId` when it is given. */
async function checkRunsOn(sha: string, lookup: BaseLookup, appId?: number): Promise<CheckRunRead[]> {
  const { data } = await lookup.github.rest.checks.listForRef({
    ...lookup.repository,
    ref: sha,
    check_name: lookup.checkName,
    ...(appId === undefined ? {} : { app_id: appId }),
    filter: lookup.filter ?? 'latest',
    per_page: 100,
    request: { signal: lookup.signal() },
  });
  return (data.check_runs as CheckRunRead[]).filter((r) => r.name === lookup.checkName);
}

async function commitsBefore(sha: string, lookup: BaseLookup): Promise<string[]> {
  const { data } = await lookup.github.rest.repos.listCommits({
    ...lookup.repository,
    sha,
    per_page: LOOK_BACK_COMMITS,
    request: { signal: lookup.signal() },
  });
  return data.map((c) => c.sha).filter((s) => typeof s === 'string' && isFullSha(s));
}

const oursNewestFirst = (runs: CheckRunRead[], ours: GitHubApp) =>
  runs.filter((r) => sameApp(r.app, ours)).sort((a, b) => b.id - a.id);

/**
 * Our newest completed report of the check on the commit that workflow run `runId` made, as its
 * digest says: the details link cannot tell, since GitHub keeps its own for the workflow token's runs.
 */
function reportOfRun(
  sha: string,
  runs: CheckRunRead[],
  ours: GitHubApp,
  runId: string,
  requests: number,
): BaseReport {
  for (const run of oursNewestFirst(runs, ours)) {
    if (run.status !== 'completed') continue;
    const read = readDigest(run.output?.text);
    if ('digest' in read && read.digest.run?.runId === runId) return found(sha, run, read.digest, requests);
  }
  return { sha, why: `no report of this check from this workflow run on ${sha.slice(0, 7)}`, requests };
}

/**
 * The newest completed run of the check on the commit whose digest reads, whoever wrote it: what
 * durations are taken from (docs/sharding.md, "Why timings need less trust than the comparison").
 */
function newestReadable(
  sha: string,
  runs: CheckRunRead[],
  at: { branch?: string; basis?: string },
  requests: number,
): BaseReport {
  const completed = runs.filter((r) => r.status === 'completed').sort((a, b) => b.id - a.id);
  let problem: DigestProblem | undefined;
  for (const run of completed) {
    const read = readDigest(run.output?.text);
    if ('digest' in read) return found(sha, run, read.digest, requests, at);
    problem ??= read.problem;
  }
  const short = sha.slice(0, 7);
  const why = problem ? problemText(problem, `on ${short}`) : `the report on ${short} is not complete yet`;
  return { sha, ...at, why, requests };
}

/**
 * Our newest completed run of the check on the commit and its digest, when the workflow run the digest
 * names ran the base branch's own workflow code (trust.ts); else why it cannot be used.
 */
async function reportOf(
  sha: string,
  runs: CheckRunRead[],
  ours: GitHubApp,
  at: { branch?: string; basis?: string },
  lookup: BaseLookup,
  counted: { requests: number },
): Promise<BaseReport> {
  const short = sha.slice(0, 7);
  const mine = oursNewestFirst(runs, ours);
  const run = mine.find((r) => r.status === 'completed');
  const unusable = (why: string): BaseReport => ({ sha, ...at, why, requests: counted.requests });
  if (!run) {
    if (mine.length) return unusable(`the report on ${short} is not complete yet`);
    const other = runs[0]?.app?.slug;
    const by = other ? ` (${other.replace(/[^\w.-]/g, '')})` : '';
    return unusable(`the check run on ${short} was made by another app${by}, not trusted`);
  }
  const read = readDigest(run.output?.text);
  if (!('digest' in read)) return unusable(problemText(read.problem, `on ${short}`));
  const why = await whyNotBaseCode(read.digest.run, { sha, ...at }, { ...lookup, counted });
  if (why) return unusable(why);
  return found(sha, run, read.digest, counted.requests, at);
}

/** A report found in check run `run` on `sha`, with its digest. */
function found(
  sha: string,
  run: CheckRunRead,
  digest: Digest,
  requests: number,
  at: { branch?: string; basis?: string } = {},
): BaseReport {
  return {
    sha,
    ...at,
    ...(run.html_url ? { runUrl: run.html_url } : {}),
    ...(run.conclusion ? { conclusion: run.conclusion } : {}),
    digest,
    requests,
  };
}

/**
 * The base a digest given as it is makes, with no check run or workflow run to vouch for it: the
 * `cloudtest` command's history file (docs/history.md, "The cloudtest command"), trusted as the
 * user's own CI cache. Its commit is its window's newest run, the run that wrote it; `where` names the
 * file in the sentences, `branch` is the branch the CI says the history is of.
 */
export function baseOfDigest(text: string, at: { where: string; branch?: string }): BaseReport {
  const on = at.branch ? { branch: at.branch } : {};
  const read = readDigest(text);
  if (!('digest' in read)) return { ...on, why: problemText(read.problem, `in ${at.where}`), requests: 0 };
  const sha = read.digest.window?.runs.at(-1)?.sha;
  if (!sha)
    return {
      ...on,
      why: `the digest in ${at.where} names no commit: it carries no run of its branch`,
      requests: 0,
    };
  return { sha, ...on, digest: read.digest, requests: 0 };
}

/** Why a digest `place` (`on abc1234`, `in FILE`) was not read. */
function problemText(problem: DigestProblem, place: string): string {
  switch (problem.kind) {
    case 'none':
      return `the report ${place} has no digest (made before reports carried one, or by another tool)`;
    case 'oversized':
      return `the digest ${place} is larger than ${MAX_DIGEST_CHARS} characters, so it was not read`;
    case 'version':
      return problem.version < DIGEST_VERSION
        ? `the report ${place} is not comparable: it was written by an earlier version of this action (digest version ${problem.version}), whose tests were keyed otherwise`
        : `the digest ${place} is of version ${problem.version}, written by a later version of this action, which this one cannot read`;
    case 'beyond':
      return `the digest ${place} holds more than any report's digest can (${problem.what}), so it was not read`;
    case 'corrupt':
      return `the digest ${place} is corrupt, so it was not read`;
  }
}
