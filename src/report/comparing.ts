import { messageOf } from '../api/transport/errors.ts';
import { type BaseCommit, baseCommitOf, type CompareSetting } from './history/base/commit.ts';
import { type BaseLookup, type BaseReport, readBaseReport } from './history/base/lookup.ts';
import { compareWith, type Comparison } from './history/compare.ts';
import { writeDigest } from './history/digest/fitting.ts';
import {
  type CarriedTest,
  type Digest,
  digestOf,
  type DigestSessions,
  type DigestTiming,
  namedTest,
} from './history/digest/model.ts';
import { type History, historyOf } from './history/history-text.ts';
import { ownAppOf } from './history/own-app.ts';
import { sharedReads } from './history/shared-reads.ts';
import { advanceWindow, type HistoryWindow, testTimeOf } from './history/window.ts';
import type { ReportHeader } from './outputs/report.ts';
import type { SessionTime } from './value/sessions.ts';
import type { ReportTests } from './value/tests.ts';
import type { GitHubApp, ReportDeps } from './world/deps.ts';
import { requestSignal } from './world/deps.ts';
import type { RunnerEnv } from './world/environment.ts';
import { workflowRunOf } from './world/environment.ts';
import { BRANCH_EVENTS, type RunnerEvent } from './world/event.ts';

type ReadDeps = Pick<
  ReportDeps,
  'github' | 'repository' | 'env' | 'event' | 'log' | 'signal' | 'requestTimeoutMs' | 'openOwnCheck'
>;

/**
 * The base's report, read once: the wait reads it when it starts, once its check run is open (its
 * running time is the wait's expectation), and the report reuses it at the end (docs/report-files.md,
 * "The comparison"). It is trusted only from the app this step writes its check run as: the app an
 * answer to that write named, else what `deps.openOwnCheck` makes GitHub name (src/report/history/own-app.ts).
 */
export async function readBase(
  setting: CompareSetting,
  checkName: string,
  deps: ReadDeps,
): Promise<BaseReport> {
  const base = baseCommitOf(setting, deps.env, deps.event);
  if ('why' in base) return { why: base.why, requests: 0 };
  const found = await readReportOn(base, checkName, deps);
  const where = found.sha ? ` on ${found.sha.slice(0, 7)}` : '';
  const basis = found.basis ? `, ${found.basis}` : '';
  if ('digest' in found)
    deps.log.info(
      `Found the report of "${checkName}"${where}${basis} to compare with (${found.requests} read(s)).`,
    );
  else deps.log.info(`Not compared with the base branch: ${found.why}.`);
  return found;
}

/**
 * The newest report of the check that an earlier attempt of workflow run `runId` made on this commit
 * (docs/report-files.md, "Re-runs"): what a re-run of only the failed tests starts from.
 */
export async function readEarlierAttempt(
  checkName: string,
  runId: string,
  deps: ReadDeps & Pick<ReportDeps, 'headSha'>,
): Promise<BaseReport> {
  const { headSha } = deps;
  if (!headSha) return { why: "the workflow run's commit is not known", requests: 0 };
  return readReportOn({ sha: headSha, lookBack: false }, checkName, deps, { ofRun: runId });
}

/**
 * The base's report of each check (the legs of a matrix, each against its own leg's report), read
 * through one shared reader: each commit is read once, however many checks compare with it
 * (history/shared-reads.ts). `ownApp`: the app GitHub named on the caller's own check run.
 */
export async function readBases(
  setting: CompareSetting,
  checkNames: readonly string[],
  deps: ReadDeps,
  ownApp: GitHubApp,
): Promise<{ bases: Map<string, BaseReport>; reads: number }> {
  const bases = new Map<string, BaseReport>();
  const base = baseCommitOf(setting, deps.env, deps.event);
  if ('why' in base) {
    for (const name of checkNames) bases.set(name, { why: base.why, requests: 0 });
    return { bases, reads: 0 };
  }
  const shared = deps.github ? sharedReads(deps.github) : undefined;
  // One after the other: the first read of a commit serves the rest.
  for (const name of checkNames)
    bases.set(name, await readReportOn(base, name, { ...deps, github: shared?.github }, { ownApp }));
  return { bases, reads: shared?.reads() ?? 0 };
}

/**
 * Which of a commit's reports is read, and as whose: only workflow run `ofRun`'s (an earlier attempt's);
 * `ownApp`, the app GitHub named on the caller's own check run, when the caller has one.
 */
interface ReportWanted extends Pick<BaseLookup, 'ofRun'> {
  ownApp?: GitHubApp;
}

async function readReportOn(
  commit: BaseCommit,
  checkName: string,
  deps: ReadDeps,
  wanted: ReportWanted = {},
): Promise<BaseReport> {
  const { ownApp, ...how } = wanted;
  const { github, repository } = deps;
  if (!github || !repository)
    return { sha: commit.sha, why: 'no GitHub token or repository to read it with', requests: 0 };
  const signal = requestSignal(deps);
  return readBaseReport(commit, {
    github,
    repository,
    checkName,
    signal,
    // The caller's own check run named its app (a report of other reports), or this step's writes do.
    ownApp: async () => {
      if (ownApp) return ownApp;
      if (!ownAppOf(github)) await deps.openOwnCheck?.();
      return ownAppOf(github);
    },
    ...how,
  }).catch((error: unknown) => ({ sha: commit.sha, why: messageOf(error), requests: 0 }));
}

/**
 * What the comparison gives the verdict and the outputs: the digest to write, the comparison or why
 * there is none, and what the history says; the verdict says them, with the quarantine
 * (src/report/verdict.ts).
 */
export interface Compared {
  digestText: string;
  comparison?: Comparison;
  notCompared?: string;
  /** The base branch's recent runs as the base's report carries them (history/window.ts); undefined without one. */
  window?: HistoryWindow;
  /** The base's failed keys (ascending), which tell any failure here new or old; undefined without a base. */
  failedOnBase?: Uint32Array;
  /** What the history says, gathered once; undefined where no base was looked for (nothing is said then). */
  history?: History;
  /** The title and the markdown a caller said already (a report of other reports), taken as they are. */
  title?: string;
  markdown?: string;
  /** What this report's sessions ran; undefined when not known. */
  sessions?: SessionTime;
}

/**
 * This report's digest, and its comparison with the base's report (read now unless `base` was read
 * already). A comparison that cannot be made says why, once; the report goes on without it.
 */
export async function compareReport(
  header: ReportHeader,
  tests: ReportTests,
  deps: ReportDeps,
  setting: CompareSetting,
): Promise<Compared> {
  const base = header.base ?? (await readBase(setting, header.checkName, deps));
  const ofBranch = deps.headSha && BRANCH_EVENTS.has(deps.event.name);
  return compareWithBase(header, tests, base, {
    env: deps.env,
    event: deps.event,
    ...(ofBranch ? { branchRun: deps.headSha } : {}),
  });
}

/** A job that did not end has reported only some of its tests: what is missing is neither failed nor fixed. */
export const didNotFinish = (header: Pick<ReportHeader, 'conclusion'>): boolean =>
  header.conclusion === 'timed_out' || header.conclusion === 'cancelled';

/**
 * This report's digest, and its comparison with `base`, however it was found: a check run on GitHub
 * (`compareReport`), or a digest the host was given (`baseOfDigest`, the command line's history file).
 * `at.branchRun`: this report's commit when it is a run of the branch itself, whose digest then
 * carries the branch's window moved on by it; `at.env` and `at.event` (its trigger) name the workflow
 * run the digest records.
 */
export async function compareWithBase(
  header: ReportHeader,
  tests: ReportTests,
  base: BaseReport,
  at: { env: RunnerEnv; event: RunnerEvent; branchRun?: string },
): Promise<Compared> {
  const carry = await carryOf(header, tests);
  const run = workflowRunOf(at.env, at.event);
  const unfinished = didNotFinish(header);
  const baseDigest = 'digest' in base ? base.digest : undefined;
  const timing = timingOf(header, tests);
  const sessions = header.sessions ?? tests.sessions;
  const spent = {
    ...(sessions ? { sessions } : {}),
    ...(header.stopped ? { stoppedAfter: header.stopped.after } : {}),
  };
  const now = digestOf({
    counts: tests.counts,
    keys: tests.keys,
    failed: tests.failed,
    passedNamed: !header.passedUnnamed,
    timing,
    ...(run ? { run } : {}),
    ...(tests.versions ? { versions: tests.versions } : {}),
    ...(carry ? { carry } : {}),
    ...(sessions ? { sessions: digestSessions(sessions, !!header.stopped) } : {}),
  });
  const window = windowToCarry(now, baseDigest, { sha: at.branchRun, timing, unfinished });
  const { text } = writeDigest(window ? { ...now, window } : now);
  if (!('digest' in base) || unfinished) {
    const notCompared =
      'digest' in base ? 'the job did not finish, so its results are not all known' : base.why;
    return {
      digestText: text,
      ...(sessions ? { sessions } : {}),
      notCompared,
      history: await historyOf({ tests, now, run: spent }),
    };
  }
  const comparison = await compareWith(base, now, tests, header.stopped?.tests.length);
  return {
    digestText: text,
    ...(sessions ? { sessions } : {}),
    comparison,
    failedOnBase: base.digest.keys.failed,
    history: await historyOf({ tests, now, base: { digest: base.digest, comparison }, run: spent }),
    ...(base.digest.window ? { window: base.digest.window } : {}),
  };
}

/** A report's session time as its digest keeps it. */
function digestSessions(sessions: SessionTime, stopped: boolean): DigestSessions {
  return {
    vmMs: Math.round(sessions.vmSeconds * 1000),
    deviceMs: Math.round(sessions.deviceSeconds * 1000),
    retryMs: Math.round(sessions.retrySeconds * 1000),
    ...(stopped ? { stopped } : {}),
  };
}

/**
 * The window this report's digest carries (docs/report-files.md, "The window"): on a run of the
 * branch itself, the base's window moved on by this report (a new one when the base had none); a job
 * that did not end carries the base's as it was, adding nothing it did not finish. A pull request's,
 * a merge queue's or another event's report carries none: no report of the branch compares with it.
 */
function windowToCarry(
  now: Digest,
  base: Digest | undefined,
  at: { sha: string | undefined; timing: DigestTiming; unfinished: boolean },
): HistoryWindow | undefined {
  if (!at.sha) return undefined;
  if (at.unfinished) return base?.window;
  const known = (d: Digest) => d.passedNamed && !d.dropped.passedKeys;
  return advanceWindow(base?.window, {
    run: {
      sha: at.sha,
      counts: now.counts,
      ...(now.counts.total ? { testTimeMs: testTimeOf(now) } : {}),
      ...(at.timing.runningMs === undefined ? {} : { runningMs: at.timing.runningMs }),
    },
    keys: now.keys,
    passedKeysKnown: known(now),
    ...(base ? { before: { keys: base.keys, passedKeysKnown: known(base) } } : {}),
  });
}

/**
 * A Codeless job's tests that passed in the end, each with the attempt whose run passed it, for the
 * next attempt's re-run of only what failed (digestOf drops them when there are more than it keeps).
 */
async function carryOf(
  header: ReportHeader,
  tests: ReportTests,
): Promise<{ tests?: CarriedTest[] } | undefined> {
  const { run } = header;
  if (!run || !header.passedUnnamed) return undefined;
  if (header.passedUnknown) return {};
  const carried: CarriedTest[] = [];
  for await (const entry of tests.entries()) {
    if (entry.outcome !== 'passed' && entry.outcome !== 'flaky') continue;
    carried.push({
      ...namedTest(entry),
      attempt: entry.attempt ?? run.attempt,
      flaky: entry.outcome === 'flaky',
    });
  }
  return { tests: carried };
}

/** The job's timing when the wait measured it, else the tests' span. */
function timingOf(header: ReportHeader, tests: ReportTests): DigestTiming {
  if (header.timing) return header.timing;
  return tests.span ? { runningMs: tests.span.stop - tests.span.start } : {};
}
