import { GitHubQuotaSpent } from '../../../runtime/github-quota.ts';
import type { GitHubClient } from '../../../runtime/types.ts';
import { isFullSha } from '../../world/commit-sha.ts';
import type { GitHubApp } from '../../world/deps.ts';
import { describeGitHubError } from '../../world/github-errors.ts';
import { readLegMark } from '../../world/leg-mark.ts';
import { type DigestProblem, readDigest } from '../digest/codec.ts';
import { type Digest, DIGEST_VERSION, MAX_DIGEST_CHARS } from '../digest/model.ts';
import { sameApp } from '../own-app.ts';
import { type RunLookup, whyNotBaseCode } from '../trust.ts';
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
      /** Why this commit, when the event alone does not say (BaseCommit), or the look-back chose it. */
      basis?: string;
      runUrl?: string;
      /** The check run's conclusion: `timed_out` or `cancelled` when its job did not end. */
      conclusion?: string;
      digest: Digest;
      requests: number;
    }
  | {
      sha?: string;
      branch?: string;
      basis?: string;
      why: string;
      requests: number;
      /**
       * The commit whose report was still in progress, passed over: read again later (after a wait),
       * it may be done.
       */
      inProgress?: string;
    };

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

/** Reports of our app on one commit read at most, newest first, in search of a trusted one. */
const MAX_REPORTS_TRIED = 5;

/** A commit whose report of the check is still in progress, and nothing older of ours there is trusted. */
interface InProgress {
  inProgress: string;
}

/**
 * Where a report is looked for: its commit, with the base's branch and the reason for that commit
 * (BaseCommit's `basis`) that a report found there carries.
 */
interface ReportAt {
  sha: string;
  branch?: string;
  basis?: string;
}

/** Why no report can be trusted before this step's own check run names our app. */
const NO_OWN_APP =
  "this step wrote no check run of its own, so the app whose reports are ours is not known (an earlier report is trusted only from the app that writes this step's check run)";

/**
 * The digest of the newest trusted check run named `checkName` on `base`: one request lists every run
 * of the name on the commit (`filter=all`: every app's, every attempt's), so a newer report of
 * another app or another workflow hides none of ours; then, newest first, our completed reports are
 * read until one is trusted, each costing a read of the workflow run its digest names (two for a
 * `workflow_run` run; one is the usual case). A report still in progress is passed over, said so.
 * Where the base may look back and has no such run, or only one in progress, the commits before it
 * are listed (one request) and each looked at in turn, up to LOOK_BACK_COMMITS. With no commit but a
 * branch, the branch's newest commits are listed first and looked at from its head.
 */
export async function readBaseReport(base: BaseCommit, lookup: BaseLookup): Promise<BaseReport> {
  const counted = { requests: 0 };
  const at = { branch: base.branch, ...(base.basis ? { basis: base.basis } : {}) };
  const read = async (sha: string): Promise<BaseReport | InProgress | undefined> => {
    counted.requests++;
    const runs = (await checkRunsOn(sha, lookup)).filter((r) => !ofRun(r, base.notOfRun));
    if (!runs.length) return undefined;
    if (lookup.forTimings) return newestReadable({ sha, ...at }, runs, counted.requests);
    const ours = await lookup.ownApp();
    if (!ours) return { sha, ...at, why: NO_OWN_APP, requests: counted.requests };
    if (lookup.ofRun !== undefined)
      return reportOfRun(sha, oursNewestFirst(runs, ours), lookup.ofRun, counted.requests);
    return newestTrusted({ sha, ...at }, runs, ours, { ...lookup, counted });
  };
  const where = base.sha ?? base.branch ?? '';
  const on = base.sha ? { sha: base.sha } : {};
  let reading: 'check runs' | 'commits' = 'check runs';
  try {
    const first = base.sha === undefined ? undefined : await read(base.sha);
    if (first && !('inProgress' in first)) return first;
    const short = base.sha?.slice(0, 7);
    const none = first
      ? `the report on ${short} is still in progress`
      : base.sha
        ? `no report of this check on ${short}`
        : `no report of this check on the newest commits of ${base.branch}`;
    const unfinished = first ? { inProgress: first.inProgress } : {};
    if (!base.lookBack) return { ...on, ...at, why: none, requests: counted.requests, ...unfinished };
    counted.requests++;
    reading = 'commits';
    const commits = await commitsBefore(where, lookup);
    reading = 'check runs';
    // A commit's own list starts with it, read already; a branch's starts with its head.
    const earlier = commits.slice(base.sha === undefined ? 0 : 1, LOOK_BACK_COMMITS);
    let passed = first?.inProgress;
    for (const sha of earlier) {
      const report = await read(sha);
      if (report && 'inProgress' in report) passed ??= report.inProgress;
      else if (report) return 'digest' in report ? { ...report, ...lookedBack(base, at, !!first) } : report;
    }
    const span =
      base.sha === undefined
        ? ` (${earlier.length} looked at)`
        : earlier.length
          ? ` nor on the ${earlier.length} commits before it`
          : '';
    return {
      ...on,
      ...at,
      why: `${none}${span}`,
      requests: counted.requests,
      ...(passed ? { inProgress: passed } : {}),
    };
  } catch (error) {
    if (error instanceof GitHubQuotaSpent) throw error;
    return { ...on, ...at, why: whyUnread(error, where, reading), requests: counted.requests };
  }
}

/**
 * Why an earlier commit's report stands in, when the event's own commit had none (or one still in
 * progress); a branch's newest report keeps the basis the event gave it.
 */
function lookedBack(base: BaseCommit, at: { basis?: string }, inProgress: boolean): { basis?: string } {
  if (at.basis || base.sha === undefined) return at.basis ? { basis: at.basis } : {};
  const short = base.sha.slice(0, 7);
  return {
    basis: inProgress
      ? `the newest report before ${short}, since the report on ${short} is still in progress`
      : `the newest report before ${short}, which has no report of this check`,
  };
}

/** Whether a check run is a report of workflow run `runId`, as its mark says (world/leg-mark.ts). */
function ofRun(run: CheckRunRead, runId: string | undefined): boolean {
  return runId !== undefined && readLegMark(run.output?.text)?.runId === runId;
}

/** A 403 or 404 on reading check runs or the commits before the base, said plainly; anything else as GitHub said it. */
function whyUnread(error: unknown, sha: string, reading: 'check runs' | 'commits'): string {
  const status = (error as { status?: unknown }).status;
  const said = describeGitHubError(error);
  if (status === 403)
    return reading === 'commits'
      ? `the token may not read the branch's commits to look back along it (${said}): give the job permissions: contents: read`
      : `the token may not read check runs (${said}): give the job permissions: checks: read`;
  if (status === 404 || status === 422)
    return `the base commit ${sha.slice(0, 7)} is not reachable (${said})`;
  return reading === 'commits'
    ? `reading the commits before the base failed (${said})`
    : `reading the base commit's check runs failed (${said})`;
}

/** The commit's check runs of the name, every app's and every attempt's: one request. */
async function checkRunsOn(sha: string, lookup: BaseLookup): Promise<CheckRunRead[]> {
  const { data } = await lookup.github.rest.checks.listForRef({
    ...lookup.repository,
    ref: sha,
    check_name: lookup.checkName,
    filter: 'all',
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
 * `mine`: our check runs of the name on `sha`, newest first.
 */
function reportOfRun(sha: string, mine: CheckRunRead[], runId: string, requests: number): BaseReport {
  for (const run of mine) {
    if (run.status !== 'completed') continue;
    const read = readDigest(run.output?.text);
    if ('digest' in read && read.digest.run?.runId === runId)
      return found({ sha }, run, read.digest, requests);
  }
  return { sha, why: `no report of this check from this workflow run on ${sha.slice(0, 7)}`, requests };
}

/**
 * The newest completed run of the check on the commit whose digest reads, whoever wrote it: what
 * durations are taken from (docs/sharding.md, "Why timings need less trust than the comparison").
 */
function newestReadable(at: ReportAt, runs: CheckRunRead[], requests: number): BaseReport {
  const completed = runs.filter((r) => r.status === 'completed').sort((a, b) => b.id - a.id);
  let problem: DigestProblem | undefined;
  for (const run of completed) {
    const read = readDigest(run.output?.text);
    if ('digest' in read) return found(at, run, read.digest, requests);
    problem ??= read.problem;
  }
  const short = at.sha.slice(0, 7);
  const why = problem ? problemText(problem, `on ${short}`) : `the report on ${short} is not complete yet`;
  return { ...at, why, requests };
}

/**
 * Our newest trusted report of the check on the commit: of our completed runs, newest first (at most
 * MAX_REPORTS_TRIED), the first whose digest names a workflow run that ran the base branch's own
 * workflow code (trust.ts); a later attempt of a workflow run already refused is not asked again.
 * Else why none can be used (the newest one's reason); or, when ours are all still in progress, that.
 */
async function newestTrusted(
  at: ReportAt,
  runs: CheckRunRead[],
  ours: GitHubApp,
  lookup: RunLookup,
): Promise<BaseReport | InProgress> {
  const { sha } = at;
  const { counted } = lookup;
  const short = sha.slice(0, 7);
  const mine = oursNewestFirst(runs, ours);
  const unusable = (why: string): BaseReport => ({ ...at, why, requests: counted.requests });
  if (!mine.length) {
    const other = runs[0]?.app?.slug;
    const by = other ? ` (${other.replace(/[^\w.-]/g, '')})` : '';
    return unusable(`the check run on ${short} was made by another app${by}, not trusted`);
  }
  const completed = mine.filter((r) => r.status === 'completed').slice(0, MAX_REPORTS_TRIED);
  if (!completed.length) return { inProgress: sha };
  const refused = new Set<string>();
  let why: string | undefined;
  for (const run of completed) {
    const read = readDigest(run.output?.text);
    if (!('digest' in read)) {
      why ??= problemText(read.problem, `on ${short}`);
      continue;
    }
    const runId = read.digest.run?.runId;
    if (runId !== undefined && refused.has(runId)) continue;
    const untrusted = await whyNotBaseCode(read.digest.run, at, lookup);
    if (!untrusted) return found(at, run, read.digest, counted.requests);
    if (runId !== undefined) refused.add(runId);
    why ??= untrusted;
  }
  const others = completed.length - 1;
  return unusable(
    others
      ? `${why}; nor is ${others === 1 ? 'the earlier report' : `any of the ${others} earlier reports`} there`
      : (why ?? ''),
  );
}

/** A report found in check run `run` on `at.sha`, with its digest. */
function found(at: ReportAt, run: CheckRunRead, digest: Digest, requests: number): BaseReport {
  return {
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
