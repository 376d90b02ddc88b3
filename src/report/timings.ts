import { messageOf } from '../api/transport/errors.ts';
import { type BaseCommit, baseCommitOf } from './history/base/commit.ts';
import { baseOfDigest, type BaseReport, readBaseReport } from './history/base/lookup.ts';
import { secondsByName } from './history/digest/by-name.ts';
import type { TestDurations } from './types.ts';
import { type ReportDeps, requestSignal } from './world/deps.ts';

/**
 * Tests' durations by name from an earlier report, for a plan of legs (src/shard): the base's report
 * of a check, found as the comparison finds its base, or a digest a host was given (the command line's
 * history file). Read with less trust than the comparison's (docs/sharding.md, "Why timings need less
 * trust than the comparison"): durations move tests between legs, never out of the run, so the newest
 * completed report of the name is taken whoever wrote it, and the sentences say so.
 */

type TimingDeps = Pick<
  ReportDeps,
  'github' | 'repository' | 'env' | 'event' | 'log' | 'signal' | 'requestTimeoutMs'
>;

/**
 * The durations of `names` in the base's report of `checkName`: the base the comparison reads (a pull
 * request's base, a queue's, a push's previous commit, a branch's newest earlier report), else, where
 * the event names none, the newest report on the default branch. Never fails: none, and why.
 */
export async function readTimings(
  checkName: string,
  names: readonly string[],
  deps: TimingDeps,
): Promise<TestDurations> {
  const { github, repository } = deps;
  const base = timingsBase(deps);
  if ('why' in base) return { none: base.why };
  if (!github || !repository) return { none: 'no GitHub token or repository to read the base report with' };
  const report = await readBaseReport(base, {
    github,
    repository,
    checkName,
    signal: requestSignal(deps),
    ownApp: async () => undefined,
    forTimings: true,
  }).catch((error: unknown): BaseReport => ({ why: messageOf(error), requests: 0 }));
  const found = durationsIn(report, names, `the newest report of ${checkName}`);
  if ('seconds' in found)
    deps.log.info(
      `Durations of ${found.seconds.size} of ${names.length} tests from ${found.from} (${report.requests} read(s)); whose report it is was not checked: durations decide the balance of the legs only.`,
    );
  return found;
}

/**
 * The durations of `names` in a digest given as it is (`cloudtest report --history`'s file): `where`
 * names it in the sentences.
 */
export function timingsOfDigest(text: string, names: readonly string[], where: string): TestDurations {
  return durationsIn(baseOfDigest(text, { where }), names, `the history ${where}`);
}

/** The base commit the comparison would read; where the event names none, the default branch's newest report. */
function timingsBase(deps: Pick<TimingDeps, 'env' | 'event'>): BaseCommit | { why: string } {
  const base = baseCommitOf({ kind: 'auto' }, deps.env, deps.event);
  if (!('why' in base)) return base;
  const branch = deps.event.payload.repository?.default_branch;
  if (typeof branch !== 'string' || !branch.trim()) return base;
  return { branch, lookBack: true, basis: 'the default branch' };
}

/** What a base report holds of the names' durations, or why it holds none; `what` names it. */
export function durationsIn(report: BaseReport, names: readonly string[], what: string): TestDurations {
  if (!('digest' in report)) return { none: report.why };
  const where = [
    report.sha ? `on ${report.sha.slice(0, 7)}` : '',
    report.branch ? `(${report.branch}${report.basis ? `, ${report.basis}` : ''})` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const from = where ? `${what} ${where}` : what;
  const { byName } = report.digest;
  if (!byName)
    return {
      none: `${from} carries no durations by name: an earlier version of this action wrote it`,
    };
  return {
    seconds: secondsByName(byName, names),
    from,
    ...(byName.leftOut ? { leftOut: byName.leftOut } : {}),
  };
}
