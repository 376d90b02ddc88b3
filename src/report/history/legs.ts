import { GitHubQuotaSpent } from '../../runtime/github-quota.ts';
import type { GitHubClient } from '../../runtime/types.ts';
import type { GitHubApp } from '../world/deps.ts';
import { describeGitHubError } from '../world/github-errors.ts';
import { type LegMark, readLegMark } from '../world/leg-mark.ts';
import type { CheckRunRead } from './base/lookup.ts';
import { type DigestProblem, readDigest } from './digest/codec.ts';
import { type Digest } from './digest/model.ts';
import { sameApp } from './own-app.ts';

/**
 * The legs a job after a matrix combines (actions/combine; docs/report-files.md, "The mark"): the
 * reports our steps wrote in this workflow run, found by their marks among the check runs our app
 * made on the commit, and the places of each matrix that none covers.
 */

/** A report of this workflow run: a check run of our app whose mark names the run. */
export interface Leg {
  /** The check run's name: the leg's check. */
  name: string;
  id: number;
  url?: string;
  mark: LegMark;
  /** `completed` once its step reported, or said why it could not. */
  status: string;
  conclusion?: string;
  title?: string;
  /** Its tests, when its step reported them; else why its text held none. */
  digest?: Digest;
  problem?: DigestProblem;
}

/** A leg whose step did not report its tests, and why, the end of one sentence. */
interface Unreported {
  leg: Leg;
  why: string;
}

/** A place of a matrix (`strategy.job-index` of `job-total` of a job) that no report of the run covers. */
export interface MissingPlace {
  job: string;
  index: number;
  total: number;
}

export interface Legs {
  reported: Leg[];
  unreported: Unreported[];
  missing: MissingPlace[];
  /** Jobs whose reports did not say their place in a matrix (no `strategy` input): their size is not known. */
  unplaced: string[];
  /**
   * Reports that name this run but are not counted, each in one line: a mark whose matrix disagrees
   * with the current attempt's, an earlier attempt's leg this attempt's matrix no longer holds.
   */
  notCounted: string[];
  /** Lists read: one per 100 check runs of our app on the commit, and one per 100 jobs of the attempt when asked. */
  reads: number;
}

export interface LegLookup {
  github: GitHubClient;
  repository: { owner: string; repo: string };
  headSha: string;
  /** This workflow run and its attempt: reports of it, of this attempt or an earlier one. */
  runId: string;
  attempt: number;
  /** The app GitHub named on the check run the caller made: only its check runs are ours. */
  app: GitHubApp;
  /** The caller's own check run, never a leg. */
  ownCheckRunId?: number;
  signal: () => AbortSignal;
}

const PAGE = 100;

/**
 * Our check runs on the commit (the newest of each name, our app's only: one request per 100) and,
 * of them, this workflow run's reports, as the current attempt's matrix holds them (matrixOf): a leg
 * re-run in a later attempt is its newest report; one not re-run ("Re-run failed jobs") keeps its
 * earlier attempt's, when that leg ran values this attempt's matrix still holds. Every place of each
 * matrix is expected; those none covers are missing.
 */
export async function readLegs(lookup: LegLookup): Promise<Legs> {
  const counted = { reads: 0 };
  const runs = await everyPage<CheckRunRead>(counted, async (page) => {
    const { data } = await lookup.github.rest.checks.listForRef({
      ...lookup.repository,
      ref: lookup.headSha,
      ...(typeof lookup.app.id === 'number' ? { app_id: lookup.app.id } : {}),
      filter: 'latest',
      per_page: PAGE,
      page,
      request: { signal: lookup.signal() },
    });
    return { items: data.check_runs as CheckRunRead[], total: data.total_count };
  });
  const matrix = await matrixOf(legsOf(runs, lookup), lookup);
  const reported: Leg[] = [];
  const unreported: Unreported[] = [];
  for (const leg of matrix.legs) {
    const why = whyUnreported(leg);
    if (why) unreported.push({ leg, why });
    else reported.push(leg);
  }
  const { legs: _counted, reads: jobReads, ...places } = matrix;
  return { reported, unreported, ...places, reads: counted.reads + jobReads };
}

/** Every item of a list GitHub gives PAGE to a request; each request counted in `counted`, a failed one too. */
async function everyPage<T>(
  counted: { reads: number },
  list: (page: number) => Promise<{ items: readonly T[]; total: number }>,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    counted.reads++;
    const { items, total } = await list(page);
    all.push(...items);
    if (items.length < PAGE || all.length >= total) return all;
  }
}

/** Legs as their matrix lists them: by job, then by place (`strategy.job-index`), then by name. */
function inMatrixOrder(a: Leg, b: Leg): number {
  return (
    (a.mark.job ?? '').localeCompare(b.mark.job ?? '') ||
    (a.mark.place?.index ?? 0) - (b.mark.place?.index ?? 0) ||
    a.name.localeCompare(b.name)
  );
}

/** This run's reports among the check runs, by our app, the newest of each name. */
function legsOf(runs: CheckRunRead[], lookup: LegLookup): Leg[] {
  const newest = new Map<string, Leg>();
  for (const run of runs) {
    if (run.id === lookup.ownCheckRunId || !sameApp(run.app, lookup.app)) continue;
    const mark = readLegMark(run.output?.text);
    if (!mark || mark.combined || mark.runId !== lookup.runId || mark.attempt > lookup.attempt) continue;
    const known = newest.get(run.name);
    if (known && known.id > run.id) continue;
    const read = readDigest(run.output?.text);
    newest.set(run.name, {
      name: run.name,
      id: run.id,
      ...(run.html_url ? { url: run.html_url } : {}),
      mark,
      status: run.status ?? '',
      ...(run.conclusion ? { conclusion: run.conclusion } : {}),
      ...(run.output?.title ? { title: run.output.title } : {}),
      ...('digest' in read ? { digest: read.digest } : {}),
      ...('problem' in read ? { problem: read.problem } : {}),
    });
  }
  return [...newest.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Why a leg's check run holds no report of its tests; undefined when it does. */
function whyUnreported(leg: Leg): string | undefined {
  if (leg.status !== 'completed')
    return 'its check run is still in progress: its step was cancelled or stopped before it reported';
  if (leg.digest) return undefined;
  const said = leg.title ? `: ${leg.title}` : '';
  switch (leg.problem?.kind) {
    case 'version':
      return `its report was written by another version (digest v${leg.problem.version}), which this one cannot read`;
    case 'corrupt':
    case 'oversized':
      return 'its report could not be read';
    default:
      return `its step did not report its tests (${leg.conclusion ?? 'no conclusion'}${said})`;
  }
}

/** The legs counted, each job's places none of them covers, and the reports not counted. */
interface MatrixLegs extends Pick<Legs, 'missing' | 'unplaced' | 'notCounted' | 'reads'> {
  legs: Leg[];
}

/** A leg's place in words: `job tests, leg 2 of 3 (attempt 1)`. */
const legText = (leg: Leg) =>
  `${leg.name} (${placeText({ job: leg.mark.job ?? '', index: leg.mark.place?.index ?? 0, total: leg.mark.place?.total ?? 1 })}, attempt ${leg.mark.attempt})`;

/**
 * The legs of each job's matrix as the current attempt holds it (docs/report-files.md, "The mark"):
 * its size is the current attempt's (the largest its legs name: a smaller one forged or left behind
 * never shrinks it); a mark naming another size is not counted, and an earlier attempt's leg at a
 * place the current attempt's legs cover is gone from the matrix. A place only an earlier attempt's
 * leg covers is filled by it only when that leg ran values this attempt's matrix still holds, told by
 * the attempt's jobs (sameMatrix), read only then.
 */
async function matrixOf(legs: Leg[], lookup: LegLookup): Promise<MatrixLegs> {
  const counted: Leg[] = [];
  const unplaced = new Set<string>();
  const jobs = new Map<string, Leg[]>();
  for (const leg of legs) {
    const job = leg.mark.job ?? '';
    if (!leg.mark.place) {
      unplaced.add(job || 'a job without a name');
      counted.push(leg);
    } else jobs.set(job, [...(jobs.get(job) ?? []), leg]);
  }
  const notCounted: string[] = [];
  const missing: MissingPlace[] = [];
  const earlier: { leg: Leg; job: string }[] = [];
  const sizes = new Map<string, number>();
  for (const [job, placed] of jobs) {
    const places = jobPlaces(placed, lookup.attempt);
    sizes.set(job, places.total);
    counted.push(...places.current);
    earlier.push(...places.earlier.map((leg) => ({ leg, job })));
    notCounted.push(...places.notCounted);
    missing.push(...places.missing.map((index) => ({ job, index, total: places.total })));
  }
  const kept = earlier.length
    ? await sameMatrix(earlier, [...counted, ...earlier.map((e) => e.leg)], lookup, sizes)
    : { refused: new Map<Leg, string>(), reads: 0 };
  for (const { leg, job } of earlier) {
    const why = kept.refused.get(leg);
    if (why === undefined) counted.push(leg);
    else {
      notCounted.push(`${legText(leg)}: ${why}`);
      missing.push({ job, index: leg.mark.place?.index ?? 0, total: sizes.get(job) ?? 1 });
    }
  }
  missing.sort((a, b) => a.job.localeCompare(b.job) || a.index - b.index);
  return {
    legs: counted.sort(inMatrixOrder),
    missing,
    unplaced: [...unplaced].filter((job) => !jobs.has(job)),
    notCounted,
    reads: kept.reads,
  };
}

/**
 * One job's matrix: its size (the current attempt's legs', else the newest attempt's when none of the
 * current attempt's reported), the current attempt's legs of that size, the earlier attempts' legs at
 * places they leave open (each to be told of: sameMatrix), those not counted and the places none covers.
 */
function jobPlaces(
  placed: Leg[],
  attempt: number,
): { total: number; current: Leg[]; earlier: Leg[]; notCounted: string[]; missing: number[] } {
  const current = placed.filter((l) => l.mark.attempt === attempt);
  const newest = Math.max(...placed.map((l) => l.mark.attempt));
  const sized = current.length ? current : placed.filter((l) => l.mark.attempt === newest);
  const total = Math.max(...sized.map((l) => l.mark.place?.total ?? 1));
  const sizeOf = (leg: Leg) => leg.mark.place?.total ?? 1;
  const indexOf = (leg: Leg) => leg.mark.place?.index ?? 0;
  const notCounted = current
    .filter((leg) => sizeOf(leg) !== total)
    .map(
      (leg) => `${legText(leg)}: its mark names a matrix of ${sizeOf(leg)}, this attempt's holds ${total}`,
    );
  const counted = current.filter((leg) => sizeOf(leg) === total);
  const covered = new Set(counted.map(indexOf));
  const earlier: Leg[] = [];
  // The newest attempt's first: where two earlier attempts ran a place, the later one's leg stands.
  for (const leg of [...placed].sort((a, b) => b.mark.attempt - a.mark.attempt)) {
    if (current.includes(leg)) continue;
    if (sizeOf(leg) !== total || covered.has(indexOf(leg)))
      notCounted.push(`${legText(leg)}: this attempt's matrix no longer holds it`);
    else {
      earlier.push(leg);
      covered.add(indexOf(leg));
    }
  }
  const missing = Array.from({ length: total }, (_, index) => index).filter((index) => !covered.has(index));
  return { total, current: counted, earlier, notCounted, missing };
}

/** A job of a workflow run attempt, as GitHub lists them. */
interface AttemptJob {
  name: string;
  run_attempt?: number;
}

/**
 * Which of the earlier attempts' legs ran values the current attempt's matrix still holds, told by
 * the current attempt's jobs (one request per 100 jobs; `actions: read`) and the values each leg's
 * mark records, as GitHub shows them after a matrix job's name (`tests (Pixel 8, android)`). A leg
 * whose values a job of this attempt shows ran again, so its earlier report is not this attempt's;
 * when every place of its job's matrix ran in this attempt, the matrix was made anew (every job
 * re-run, or the job that makes it), and an earlier leg is of none. Else the leg was not re-run and
 * stands. Without its values, or the jobs, it cannot be told: not counted, said why.
 */
async function sameMatrix(
  earlier: { leg: Leg; job: string }[],
  known: Leg[],
  lookup: LegLookup,
  sizes: Map<string, number>,
): Promise<{ refused: Map<Leg, string>; reads: number }> {
  let ran: string[];
  const counted = { reads: 0 };
  try {
    const jobs = await everyPage<AttemptJob>(counted, async (page) => {
      const { data } = await lookup.github.rest.actions.listJobsForWorkflowRunAttempt({
        ...lookup.repository,
        run_id: Number(lookup.runId),
        attempt_number: lookup.attempt,
        per_page: PAGE,
        page,
        request: { signal: lookup.signal() },
      });
      return { items: data.jobs as AttemptJob[], total: data.total_count };
    });
    ran = jobs.filter((j) => (j.run_attempt ?? lookup.attempt) === lookup.attempt).map((j) => j.name);
  } catch (error) {
    if (error instanceof GitHubQuotaSpent) throw error;
    const why = `whether this attempt's matrix still holds it cannot be told: its jobs could not be read (${describeGitHubError(error)}; give the job permissions: actions: read)`;
    return { refused: new Map(earlier.map(({ leg }) => [leg, why])), reads: counted.reads };
  }
  const suffix = (values: string[]) => ` (${values.join(', ')})`;
  // The name each job's matrix jobs share before their values, learnt from any leg a job of this attempt shows.
  const prefixes = new Map<string, string>();
  for (const leg of known) {
    const end = leg.mark.values && suffix(leg.mark.values);
    const shown = end && ran.find((name) => name.endsWith(end));
    if (shown) prefixes.set(leg.mark.job ?? '', shown.slice(0, -end.length));
  }
  const refused = new Map<Leg, string>();
  for (const { leg, job } of earlier) {
    const { values } = leg.mark;
    const prefix = prefixes.get(job);
    const ranOfJob = prefix === undefined ? 0 : ran.filter((name) => name.startsWith(`${prefix} (`)).length;
    if (!values)
      refused.set(
        leg,
        "its report does not say the matrix values it ran, so whether this attempt's matrix holds it cannot be told",
      );
    else if (ran.some((name) => name.endsWith(suffix(values))))
      refused.set(leg, 'its values ran again in this attempt, which did not report them');
    else if (ranOfJob >= (sizes.get(job) ?? 1))
      refused.set(
        leg,
        `every leg of job ${job || '(no name)'} ran again in this attempt: its matrix was made anew, without these values`,
      );
  }
  return { refused, reads: counted.reads };
}

/** A missing place in words: `job tests, leg 3 of 3`. */
export const placeText = (p: MissingPlace) => `job ${p.job || '(no name)'}, leg ${p.index + 1} of ${p.total}`;
