import { markdownText } from '../text/escape.ts';
import { plural } from '../text/wording.ts';
import { type Comparison, MAX_NAMED_CHANGES } from './history/compare.ts';
import { changesLine, comparisonMarkdown, notComparedMarkdown } from './history/comparison-text.ts';
import { type NamedDurations, unionOf } from './history/digest/by-name.ts';
import { writeDigest } from './history/digest/fitting.ts';
import { digestOf, type DigestSessions } from './history/digest/model.ts';
import { judge, type Judgement } from './history/fail-on.ts';
import { type Leg, type Legs, placeText } from './history/legs.ts';
import { excusedBy, joinedQuarantine, type Quarantine } from './history/quarantine.ts';
import { sessionText } from './history/session-text.ts';
import { markdownForm } from './history/text-form.ts';
import { type LegRow, legsMarkdown } from './outputs/combined.ts';
import { conclusionOf, describeCounts } from './outputs/report.ts';
import type { CombineSetting, EvidenceOptions } from './types.ts';
import { CompactTests } from './value/compact.ts';
import type { SessionTime } from './value/sessions.ts';
import type { ReportTests } from './value/tests.ts';
import type { ReportCounts, ReportEntry } from './value/types.ts';
import type { ReportDeps } from './world/deps.ts';
import type { MarkedTest } from './world/leg-mark.ts';

/**
 * The legs of a matrix as one report (combining.ts reads and compares them, then publishes this):
 * their counts summed, the union of their listed tests, their comparisons joined, their session time,
 * and one verdict over them all, with the line that fails the step. Nothing here reads or writes.
 */

/** A reported leg with what its comparison and `fail-on` made of it. */
export interface LegOutcome extends LegRow {
  failed: ReportEntry[];
  /** Of `failed`, those that failed on the leg's own base too. */
  failedOnBase?: ReadonlySet<ReportEntry>;
  judgement: Judgement;
  quarantine?: Quarantine;
}

/** Tests of each kind the combined report lists at most: every leg's first ones, in the legs' order. */
const MAX_LISTED = 1000;

/** A test of a leg, named after its leg so the union of the legs' tests says where each came from. */
export function legEntry(
  leg: Leg,
  test: MarkedTest,
  outcome: ReportEntry['outcome'],
  message: string,
): ReportEntry {
  return {
    name: `${leg.name} › ${test.name}`,
    // Compared by its own name: the base's leg report knows it so.
    keyName: test.name,
    outcome,
    ...(test.environment ? { environment: test.environment } : {}),
    ...(test.platform ? { platform: test.platform } : {}),
    message,
  };
}

/** The legs as one report, as the composer takes it: its title and tests, what was compared, the verdict. */
interface Combination {
  title: string;
  tests: ReportTests;
  compared: {
    digestText: string;
    comparison?: Comparison;
    notCompared?: string;
    title: string;
    markdown: string;
    sessions?: SessionTime;
  };
  judgement: Judgement;
  failure: string;
  quarantine?: Quarantine;
}

/** What the legs are joined from: each reported leg's outcome, the legs read, the setting. */
interface LegsToJoin {
  outcomes: LegOutcome[];
  legs: Legs;
  setting: CombineSetting;
  /** The attempt of the workflow run and the runner's environment, which the lead's text needs. */
  deps: Pick<ReportDeps, 'job' | 'env'>;
  /** The tests' durations by name the legs' base reports carry (what a sharded run was planned from). */
  history: NamedDurations | undefined;
}

/** The legs as one report: counts summed, the union of their listed tests, one verdict. */
export function combinationOf({ outcomes, legs, setting, deps, history }: LegsToJoin): Combination {
  const counts = sumOf(outcomes.map((o) => o.leg.digest.counts));
  const tests = testsOf(outcomes, counts);
  const comparison = joinedComparison(outcomes);
  const notCompared = comparison
    ? undefined
    : (outcomes.find((o) => o.notCompared)?.notCompared ?? 'no leg reported');
  const missing = [...legs.unreported.map((u) => u.leg.name), ...legs.missing.map(placeText)];
  const title = titleOf(comparison, counts, outcomes.length, missing.length);
  const quarantine = joinedQuarantine(outcomes.map((o) => o.quarantine));
  const note = combinedNote(
    setting.evidence,
    counts,
    comparison ? { comparison } : { notCompared },
    quarantine,
  );
  const judgement = judgementOf(outcomes, missing, setting, { counts, quarantine, note });
  const sessions = legSessions(outcomes);
  // The legs first: the overview, and what did not report; then the comparison, as every report's, and
  // what the legs' sessions ran (each leg's own check compares its time with its base).
  const lead = [
    legsMarkdown(outcomes, legs, deps.job?.attempt ?? 1, history),
    comparison ? comparisonMarkdown(comparison, deps.env) : notComparedMarkdown(notCompared ?? ''),
    ...outcomes
      .filter((o) => comparison && o.notCompared)
      .map((o) => `Not compared: ${markdownText(o.leg.name)}: ${markdownText(o.notCompared ?? '')}.`),
    sessionText(sessions?.time, { branch: 'the base branch' }, markdownForm(deps.env)),
  ]
    .filter(Boolean)
    .join('\n\n');
  // The union of the legs' durations by name: what the next plan of legs weighs the tests by.
  const timed = outcomes.flatMap((o) => o.leg.digest.byName ?? []);
  const digest = digestOf({
    counts,
    keys: tests.keys,
    failed: tests.failed,
    passedNamed: false,
    timing: {},
    ...(timed.length ? { byName: unionOf(timed) } : {}),
    ...(sessions ? { sessions: sessions.digest } : {}),
  });
  return {
    title,
    tests,
    compared: {
      digestText: writeDigest(digest).text,
      ...(sessions ? { sessions: sessions.time } : {}),
      ...(comparison ? { comparison } : { notCompared: notCompared ?? '' }),
      title,
      markdown: lead,
    },
    judgement,
    failure: failureOf(outcomes, missing, setting, { counts, note }),
    ...(quarantine ? { quarantine } : {}),
  };
}

/**
 * The legs' session time summed, from the digests of the legs that carry one; undefined when none
 * does. Stopped when a leg was stopped early.
 */
function legSessions(outcomes: LegOutcome[]): { time: SessionTime; digest: DigestSessions } | undefined {
  const timed = outcomes.flatMap((o) => (o.leg.digest.sessions ? [o.leg.digest] : []));
  if (!timed.length) return undefined;
  const sum = (key: 'vmMs' | 'deviceMs' | 'retryMs') =>
    timed.reduce((n, d) => n + (d.sessions?.[key] ?? 0), 0);
  const digest: DigestSessions = {
    vmMs: sum('vmMs'),
    deviceMs: sum('deviceMs'),
    retryMs: sum('retryMs'),
    ...(timed.some((d) => d.sessions?.stopped) ? { stopped: true } : {}),
  };
  const time: SessionTime = {
    vmSeconds: digest.vmMs / 1000,
    deviceSeconds: digest.deviceMs / 1000,
    retrySeconds: digest.retryMs / 1000,
    // A leg's digest keeps its time, not its sessions: its tests stand for them.
    sessions: timed.reduce((n, d) => n + d.counts.total, 0),
    untold: 0,
    untimed: 0,
  };
  return { time, digest };
}

/** The combined check's title: what changed, the counts over the legs, the legs that did not report. */
function titleOf(
  comparison: Comparison | undefined,
  counts: ReportCounts,
  reported: number,
  missing: number,
): string {
  const changes = comparison ? changesLine(comparison) : '';
  return (
    (changes ? `${changes}: ` : '') +
    (reported ? `${describeCounts(counts)} in ${plural(reported, 'leg')}` : 'No leg reported') +
    (missing ? `; ${plural(missing, 'leg')} did not report` : '')
  );
}

export function sumOf(all: ReportCounts[]): ReportCounts {
  const sum = { total: 0, passed: 0, failed: 0, unknown: 0, flaky: 0 };
  for (const c of all) for (const k of Object.keys(sum) as (keyof ReportCounts)[]) sum[k] += c[k];
  return sum;
}

/** The union of the legs' listed tests (failed from their digests, flaky and unknown from their marks). */
function testsOf(outcomes: LegOutcome[], counts: ReportCounts): ReportTests {
  const failed = outcomes.flatMap((o) => o.failed).slice(0, MAX_LISTED);
  const listed = (kind: 'flaky' | 'unknown', message: string) =>
    outcomes
      .flatMap((o) => o.leg.mark[kind].map((t) => legEntry(o.leg, t, kind, message)))
      .slice(0, MAX_LISTED);
  const flaky = listed('flaky', 'Failed, then passed on a retry: its leg’s check run has why.');
  const unknown = listed('unknown', 'Outcome unknown: its leg’s check run says why.');
  const keys = new CompactTests();
  for (const entry of [...failed, ...unknown, ...flaky]) keys.push(entry);
  return {
    counts,
    failed,
    unknown,
    flaky,
    recorded: [],
    linked: { failed: false, unknown: false, flaky: false },
    keys,
    span: undefined,
    entries: async function* () {
      yield* [...failed, ...unknown, ...flaky];
    },
  };
}

/** The legs' comparisons as one: counts summed, the first tests of each, the commit most compared with. */
function joinedComparison(outcomes: LegOutcome[]): Comparison | undefined {
  const compared = outcomes.flatMap((o) => (o.comparison ? [o.comparison] : []));
  if (!compared.length) return undefined;
  const bySha = new Map<string, number>();
  for (const c of compared) bySha.set(c.sha, (bySha.get(c.sha) ?? 0) + 1);
  const sha = [...bySha].sort((a, b) => b[1] - a[1])[0]![0];
  const first = compared.find((c) => c.sha === sha)!;
  const join = (kind: 'newFailures' | 'stillFailing' | 'fixed') => ({
    count: compared.reduce((n, c) => n + c[kind].count, 0),
    first: compared.flatMap((c) => c[kind].first).slice(0, MAX_NAMED_CHANGES),
  });
  return {
    sha,
    ...(first.branch ? { branch: first.branch } : {}),
    ...(bySha.size > 1
      ? {
          basis: `the commit most legs were compared with (${bySha.size} commits in all: see each leg below)`,
        }
      : {}),
    newFailures: join('newFailures'),
    stillFailing: join('stillFailing'),
    fixed: join('fixed'),
    newUnknown: compared.reduce((n, c) => n + c.newUnknown, 0),
  };
}

/**
 * One note for the whole check, from the combined counts: what `fail-on` makes of every leg's failures
 * together (their comparisons joined, the failures their quarantine excused), said once. Each leg is
 * judged against its own base (`judgementOf`); a leg's own note counts that leg alone.
 */
function combinedNote(
  evidence: EvidenceOptions,
  counts: ReportCounts,
  compared: { comparison?: Comparison; notCompared?: string },
  quarantine: Quarantine | undefined,
): string | undefined {
  if (!counts.failed) return undefined;
  return judge(evidence, { conclusion: 'failure', counts }, compared, excusedBy(quarantine)).note;
}

/** A blocking leg that blocks for more than its failed tests: it did not finish, or nothing of it failed. */
const blocksUnfailed = (o: LegOutcome): boolean =>
  o.judgement.conclusion !== 'failure' || !o.leg.digest.counts.failed;

/**
 * The combination's verdict: it fails when a leg's failures fail under `fail-on` (each leg against
 * its own base), a leg did not finish, a leg never reported (unless `allow-missing`), or none did. Its
 * note is the whole check's (`combinedNote`).
 */
function judgementOf(
  outcomes: LegOutcome[],
  missing: string[],
  setting: CombineSetting,
  combined: { counts: ReportCounts; quarantine: Quarantine | undefined; note: string | undefined },
): Judgement {
  const { counts, note } = combined;
  const blocking = outcomes.filter((o) => o.judgement.blocks);
  const missingBlocks = missing.length > 0 && !setting.allowMissing;
  const unfinished = blocking.find(blocksUnfailed);
  if (blocking.length || missingBlocks || !outcomes.length) {
    const why = unfinished?.judgement.note ?? (blocking.length ? note : undefined);
    return { conclusion: 'failure', blocks: true, ...(why ? { note: why } : {}) };
  }
  const notes = [
    note,
    missing.length
      ? `allow-missing is true, so ${plural(missing.length, 'leg')} that did not report ${missing.length === 1 ? 'does' : 'do'} not fail it`
      : undefined,
  ].filter(Boolean);
  // Failures quarantined in their legs fail nothing: the others leave the check neutral.
  const failed = counts.failed - (combined.quarantine?.failed.count ?? 0);
  const conclusion = failed ? 'neutral' : conclusionOf({ ...counts, failed });
  return { conclusion, blocks: false, ...(notes.length ? { note: notes.join('; ') } : {}) };
}

/**
 * The one line that fails the step: what failed, in how many legs, and the whole check's note (one
 * level of parentheses at most); then the legs that did not report.
 */
function failureOf(
  outcomes: LegOutcome[],
  missing: string[],
  setting: CombineSetting,
  combined: { counts: ReportCounts; note: string | undefined },
): string {
  if (!outcomes.length && !missing.length)
    return 'No leg of this workflow run reported: nothing to combine (a job after a matrix needs `needs:` on the matrix job).';
  const { counts, note } = combined;
  const parts: string[] = [];
  const blocking = outcomes.filter((o) => o.judgement.blocks);
  if (blocking.length) {
    const failing = outcomes.filter((o) => o.leg.digest.counts.failed > 0).length;
    const unfinished = blocking.flatMap((o) => (blocksUnfailed(o) ? [o.judgement.note] : []));
    parts.push(
      counts.failed
        ? `${counts.failed} of ${counts.total} tests failed in ${plural(failing, 'leg')}${note ? `; ${note}` : ''}`
        : `${plural(blocking.length, 'leg')} failed`,
      ...unfinished.filter((n): n is string => Boolean(n)),
    );
  }
  if (missing.length && !setting.allowMissing)
    parts.push(
      `${plural(missing.length, 'leg')} did not report: ${missing.slice(0, 5).join('; ')}${missing.length > 5 ? `; and ${missing.length - 5} more` : ''}`,
    );
  return `${parts.join('. ')}.`;
}
