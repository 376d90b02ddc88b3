import { messageOf } from '../api/transport/errors.ts';
import { plural } from '../text/wording.ts';
import { combinationOf, legEntry, type LegOutcome, sumOf } from './combination.ts';
import { readBases } from './comparing.ts';
import type { BaseReport } from './history/base/lookup.ts';
import { compareWith } from './history/compare.ts';
import { type NamedDurations, unionOf } from './history/digest/by-name.ts';
import { judge } from './history/fail-on.ts';
import { type Legs, readLegs } from './history/legs.ts';
import { excusedBy, quarantineOf } from './history/quarantine.ts';
import { includes } from './history/sorted-keys.ts';
import { openProgressCheck } from './outputs/check-run/progress.ts';
import { conclusionOf } from './outputs/report.ts';
import { publishReport } from './publish.ts';
import { decidedQuarantine } from './quarantine-source.ts';
import type { Combined, CombineSetting, EvidenceOptions } from './types.ts';
import { testKey } from './value/compact.ts';
import type { CheckConclusion } from './value/types.ts';
import { type GitHubApp, type ReportDeps, requestSignal } from './world/deps.ts';
import { whyNotCombinable } from './world/environment.ts';

/**
 * One check over the legs of a matrix (actions/combine; docs/required-checks.md, "One check over a matrix"): the reports
 * our steps wrote in this workflow run, each compared with its own leg's base report, joined into one
 * report (combination.ts) whose check, summary and comment are made as every report's are (publish.ts).
 */

/**
 * Opens the combined check run (GitHub's answer names our app: only its check runs are legs), reads
 * the legs, compares each with its own base report, and publishes the combination. `onOpened` hears
 * of the check run the moment it exists, for the post step.
 */
export async function combineReports(
  setting: CombineSetting,
  deps: ReportDeps,
  onOpened: (id: number) => void,
): Promise<Combined> {
  const { github, repository, headSha, job, log } = deps;
  const runId = job?.runId;
  const why = whyNotCombinable(!!github, deps.env, () => deps.event);
  if (why || !github || !repository || !headSha || !runId)
    throw new Error(why ?? 'Combining needs a GitHub token, and a workflow run of a repository.');
  const opened = await openOwnCheck(setting.checkName, runId, deps, onOpened);
  const legs = await readLegs({
    github,
    repository,
    headSha,
    runId,
    attempt: job.attempt,
    app: opened.app,
    ownCheckRunId: opened.id,
    signal: requestSignal(deps),
  });
  log.info(
    `Reports of this workflow run on ${headSha.slice(0, 7)}: ${plural(legs.reported.length, 'leg')} reported, ${legs.unreported.length + legs.missing.length} did not (${plural(legs.reads, 'read')}).`,
  );
  for (const line of legs.notCounted) log.info(`Not counted: ${line}.`);
  const { outcomes, history } = await compareLegs(legs, setting, deps, opened.app);
  const combination = combinationOf({ outcomes, legs, setting, deps, history });
  const published = await publishReport(
    {
      checkName: setting.checkName,
      externalId: `run-${runId}`,
      title: combination.title,
      tests: combination.tests,
      passedUnnamed: true,
      combines: true,
      openCheckRunId: opened.id,
      failedOnBase: (entry) => outcomes.some((o) => o.failedOnBase?.has(entry)),
    },
    deps,
    { ...setting.evidence, downloadAssets: 'off', onlyNamedFiles: true },
    {
      compared: combination.compared,
      judgement: combination.judgement,
      ...(combination.quarantine ? { quarantine: combination.quarantine } : {}),
    },
  );
  const missing = legs.unreported.length + legs.missing.length;
  return {
    published,
    legs: legs.reported.length,
    missing,
    ...(combination.judgement.blocks
      ? {
          failure: combination.failure,
          failedBy: outcomes.some((o) => o.judgement.blocks) ? ('tests' as const) : ('report' as const),
        }
      : {}),
  };
}

/** The combined check run, in progress until the combination completes it; its app is ours. */
async function openOwnCheck(
  name: string,
  runId: string,
  deps: ReportDeps,
  onOpened: (id: number) => void,
): Promise<{ id: number; app: GitHubApp }> {
  let app: GitHubApp | null | undefined;
  let failed: unknown;
  const id = await openProgressCheck(
    {
      name,
      externalId: `run-${runId}`,
      title: 'Combining the reports of this workflow run',
      summary: 'Reading the reports of the legs of this workflow run; the combined report replaces this.',
      combined: true,
    },
    deps,
    (made, by) => {
      app = by;
      onOpened(made);
    },
    (error) => (failed = error),
  );
  if (id !== undefined && app) return { id, app };
  // The step's failure then says it on a check run made for it, or that the check will be missing.
  const why = failed === undefined ? 'GitHub did not name the app that made it' : messageOf(failed);
  throw new Error(
    `Could not combine: the combined check run could not be opened (${why}), and only the reports of its app are legs.`,
  );
}

/**
 * Each reported leg against its own leg's report on the base, every base commit read once; and the
 * tests' durations those reports carry, together (what a sharded run's legs were predicted from).
 */
async function compareLegs(
  legs: Legs,
  setting: CombineSetting,
  deps: ReportDeps,
  app: GitHubApp,
): Promise<{ outcomes: LegOutcome[]; history?: NamedDurations }> {
  const reported = legs.reported.filter((l): l is LegOutcome['leg'] => l.digest !== undefined);
  const names = reported.map((l) => l.name);
  const { bases, reads } = await readBases(setting.evidence.compare, names, deps, app);
  if (names.length)
    deps.log.info(`Base reports of ${plural(names.length, 'leg')}: ${plural(reads, 'read')}.`);
  const evidence = await withDecidedQuarantine(setting.evidence, reported, deps);
  const outcomes: LegOutcome[] = [];
  const now = deps.now();
  for (const leg of reported) outcomes.push(await compareLeg(leg, bases.get(leg.name), evidence, now));
  const timed = [...bases.values()].flatMap((b) =>
    'digest' in b && b.digest.byName ? [b.digest.byName] : [],
  );
  return { outcomes, ...(timed.length ? { history: unionOf(timed) } : {}) };
}

/**
 * A leg against its base. Quarantine takes the failed tests its digest names (each by its own name,
 * as its leg's report knows it); a failure the digest left unnamed is never excused.
 */
async function compareLeg(
  leg: LegOutcome['leg'],
  base: BaseReport | undefined,
  evidence: EvidenceOptions,
  now: number,
): Promise<LegOutcome> {
  const { counts } = leg.digest;
  const failed = leg.digest.failedNames.map((t) => ({
    ...legEntry(leg, t, 'failed', 'Failed: its leg’s check run has why.'),
    // A failure whose record named no test: no quarantine entry takes it.
    ...(t.madeUp ? { madeUpName: true } : {}),
  }));
  const named = {
    counts,
    failed,
    entries: async function* () {
      yield* failed;
    },
  };
  // A leg whose job did not end reported only some of its tests: it is not a pass, and not compared.
  const unfinished = leg.conclusion === 'timed_out' || leg.conclusion === 'cancelled';
  const conclusion = unfinished ? (leg.conclusion as CheckConclusion) : conclusionOf(counts);
  const notCompared = unfinished
    ? 'its job did not finish, so its results are not all known'
    : base && !('digest' in base)
      ? base.why
      : undefined;
  if (!base || notCompared !== undefined || !('digest' in base)) {
    const why = notCompared ?? 'nothing was compared';
    const quarantine = await quarantineOf(named, evidence.quarantine, { now });
    const judgement = unfinished
      ? { conclusion, blocks: true, note: `${leg.name} did not finish (${leg.conclusion})` }
      : judge(evidence, { conclusion, counts }, { notCompared: why }, excusedBy(quarantine));
    return { leg, failed, notCompared: why, judgement, ...(quarantine ? { quarantine } : {}) };
  }
  const comparison = await compareWith(base, leg.digest, { failed, entries: async function* () {} });
  const window = base.digest.window;
  const quarantine = await quarantineOf(named, evidence.quarantine, {
    now,
    comparison,
    ...(window ? { window } : {}),
  });
  return {
    leg,
    failed,
    comparison,
    failedOnBase: new Set(failed.filter((e) => includes(base.digest.keys.failed, testKey(e)))),
    judgement: judge(evidence, { conclusion, counts }, { comparison }, excusedBy(quarantine)),
    ...(quarantine ? { quarantine } : {}),
  };
}

/** One quarantine list decides every leg: the base's, for a pull request's run (quarantine-source.ts). */
async function withDecidedQuarantine(
  evidence: EvidenceOptions,
  reported: LegOutcome['leg'][],
  deps: ReportDeps,
): Promise<EvidenceOptions> {
  const counts = sumOf(reported.map((leg) => leg.digest.counts));
  const quarantine = await decidedQuarantine(evidence.quarantine, counts, evidence.compare, deps);
  return { ...evidence, quarantine };
}
