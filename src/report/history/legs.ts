import type { GitHubClient } from '../../runtime/types.ts';
import { type LegMark, readLegMark } from '../world/leg-mark.ts';
import type { CheckRunRead } from './base/lookup.ts';
import { type Digest } from './digest/model.ts';
import { type DigestProblem, readDigest } from './digest/codec.ts';
import type { GitHubApp } from '../world/deps.ts';
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
export interface Unreported {
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
  /** Lists of check runs read: one per 100 check runs of our app on the commit. */
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
 * of them, this workflow run's reports: a leg re-run in a later attempt is its newest report; one not
 * re-run ("Re-run failed jobs") keeps its earlier attempt's. Every place of each matrix a report
 * names is expected; those none covers are missing.
 */
export async function readLegs(lookup: LegLookup): Promise<Legs> {
  const runs: CheckRunRead[] = [];
  let reads = 0;
  for (let page = 1; ; page++) {
    reads++;
    const { data } = await lookup.github.rest.checks.listForRef({
      ...lookup.repository,
      ref: lookup.headSha,
      ...(typeof lookup.app.id === 'number' ? { app_id: lookup.app.id } : {}),
      filter: 'latest',
      per_page: PAGE,
      page,
      request: { signal: lookup.signal() },
    });
    runs.push(...(data.check_runs as CheckRunRead[]));
    if (data.check_runs.length < PAGE || runs.length >= data.total_count) break;
  }
  const legs = legsOf(runs, lookup);
  const reported: Leg[] = [];
  const unreported: Unreported[] = [];
  for (const leg of legs) {
    const why = whyUnreported(leg);
    if (why) unreported.push({ leg, why });
    else reported.push(leg);
  }
  return { reported, unreported, ...placesOf(legs), reads };
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

/** The places of each job's matrix that no leg covers, and the jobs whose legs named no place. */
function placesOf(legs: Leg[]): Pick<Legs, 'missing' | 'unplaced'> {
  const jobs = new Map<string, { total: number; attempt: number; covered: Set<number> }>();
  const unplaced = new Set<string>();
  for (const { mark } of legs) {
    const job = mark.job ?? '';
    if (!mark.place) {
      unplaced.add(job || 'a job without a name');
      continue;
    }
    const known = jobs.get(job) ?? { total: 0, attempt: 0, covered: new Set<number>() };
    // The newest attempt says how large the matrix is: a re-run may have made it anew.
    if (mark.attempt >= known.attempt)
      Object.assign(known, { total: mark.place.total, attempt: mark.attempt });
    known.covered.add(mark.place.index);
    jobs.set(job, known);
  }
  const missing: MissingPlace[] = [];
  for (const [job, { total, covered }] of jobs)
    for (let index = 0; index < total; index++) if (!covered.has(index)) missing.push({ job, index, total });
  return { missing, unplaced: [...unplaced].filter((job) => !jobs.has(job)) };
}

/** A missing place in words: `job tests, leg 3 of 3`. */
export const placeText = (p: MissingPlace) => `job ${p.job || '(no name)'}, leg ${p.index + 1} of ${p.total}`;
