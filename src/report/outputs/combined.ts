import { markdownCell, markdownLink, markdownText } from '../../text/escape.ts';
import { formatSeconds, plural } from '../../text/wording.ts';
import type { Comparison } from '../history/compare.ts';
import { changesLine } from '../history/comparison-text.ts';
import { type NamedDurations, secondsOfKey } from '../history/digest/by-name.ts';
import { type Leg, type Legs, placeText } from '../history/legs.ts';
import { nameKey } from '../value/compact.ts';

/**
 * The legs of a combined report (src/report/combining.ts, actions/combine) as the summaries lead with
 * them: a table of the legs that reported, then those that did not.
 */

/** A leg that reported, with what its comparison made of it. */
export interface LegRow {
  leg: Leg & { digest: NonNullable<Leg['digest']> };
  comparison?: Comparison;
  notCompared?: string;
}

/**
 * The legs, one row each with its counts, its comparison and its check run; then those that did not
 * report; on a sharded run, their predicted time against what they took (`history`: the tests'
 * durations in the legs' base reports, for the tests that ran long).
 */
export function legsMarkdown(
  outcomes: readonly LegRow[],
  legs: Legs,
  attempt: number,
  history?: NamedDurations,
): string {
  const rows = outcomes.map(({ leg, comparison, notCompared }) => {
    const { total, passed, failed, unknown, flaky } = leg.digest.counts;
    const earlier = leg.mark.attempt < attempt ? ` (attempt ${leg.mark.attempt})` : '';
    const compared = comparison
      ? `\`${comparison.sha.slice(0, 7)}\`: ${markdownCell(changesLine(comparison) || 'no new failures, nothing fixed')}`
      : markdownCell(`not compared: ${notCompared ?? ''}`);
    const name = markdownLink(leg.name, leg.url, { inTable: true });
    return `| ${name}${earlier} | ${total} | ${passed} | ${failed} | ${unknown} | ${flaky} | ${compared} |`;
  });
  const table = rows.length
    ? [
        '| Leg | Total | Passed | Failed | Unknown | Flaky | Compared with its base |',
        '|---|---:|---:|---:|---:|---:|---|',
        ...rows,
      ].join('\n')
    : '';
  const gone = [
    ...legs.unreported.map(({ leg, why }) => `- ${markdownLink(leg.name, leg.url)}: ${markdownText(why)}.`),
    ...legs.missing.map(
      (p) =>
        `- ${markdownText(placeText(p))}: no report of this workflow run (the leg was cancelled, failed before its report, or did not run).`,
    ),
  ];
  const unplaced = legs.unplaced.length
    ? `The size of the matrix of ${legs.unplaced.map((j) => markdownText(j)).join(', ')} is not known: ${legs.unplaced.length === 1 ? 'its reports do' : 'their reports do'} not say their place in it (the reporting actions' \`strategy\` input), so only the legs that reported are counted.`
    : '';
  return [
    `**Legs** (${outcomes.length} reported${gone.length ? `, ${gone.length} did not` : ''}):`,
    predictionMarkdown(outcomes, history),
    table,
    gone.length ? `**Did not report (${gone.length})**\n\n${gone.join('\n')}` : '',
    unplaced,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** A measured leg over this many times its prediction says which of its tests ran long. */
const RAN_LONG = 1.2;

/** "7 min 40 s (1.03× the mean)": the slowest of `times` against their mean; undefined without any. */
function slowestText(times: readonly number[], what: string): string | undefined {
  if (!times.length) return undefined;
  const slowest = Math.max(...times);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  const ratio = mean ? (slowest / mean).toFixed(2) : '1.00';
  return `${what} ${formatSeconds(slowest)} (${ratio}×${what === 'predicted' ? ' the mean' : ''})`;
}

/**
 * A sharded run's legs, predicted against measured (actions/shard's prediction, which each leg's mark
 * records, against its report's running time): "6 legs · predicted 7 min 40 s (1.03× the mean) ·
 * measured 8 min 5 s (1.08×)", the slowest leg each way against the mean. When the leg measured
 * slowest took over RAN_LONG times its prediction, its tests that ran long: its longest (its mark
 * names them), each against its duration in the legs' base reports. Empty when no leg was predicted.
 */
export function predictionMarkdown(outcomes: readonly LegRow[], history?: NamedDurations): string {
  const predicted = outcomes.flatMap(({ leg }) =>
    leg.mark.predictedSeconds === undefined ? [] : [leg.mark.predictedSeconds * 1000],
  );
  if (!predicted.length) return '';
  const measuredOf = (row: LegRow) => row.leg.digest.timing.runningMs;
  const measured = outcomes.flatMap((row) => measuredOf(row) ?? []);
  const line = [
    plural(outcomes.length, 'leg'),
    slowestText(predicted, 'predicted'),
    slowestText(measured, 'measured') ?? 'measured: no leg said how long it ran',
  ].join(' · ');
  const slowest = outcomes.reduce<LegRow | undefined>(
    (most, row) => ((measuredOf(row) ?? -1) > (most ? (measuredOf(most) ?? -1) : -1) ? row : most),
    undefined,
  );
  const took = slowest && measuredOf(slowest);
  const expected = slowest?.leg.mark.predictedSeconds;
  // Numbers and words of ours alone: nothing in it to escape.
  if (!slowest || took === undefined || !expected || took <= RAN_LONG * expected * 1000) return line;
  const tests = ranLong(slowest, history);
  return [
    line,
    `${markdownLink(slowest.leg.name, slowest.leg.url)} took ${formatSeconds(took)}, ${(took / (expected * 1000)).toFixed(2)}× its prediction (${formatSeconds(expected * 1000)})${tests ? `; ${tests}` : ''}.`,
  ].join('\n\n');
}

/**
 * The leg's tests that ran long against their history, else its longest, as markdown; empty when its
 * mark names none.
 */
function ranLong(row: LegRow, history: NamedDurations | undefined): string {
  const timed = (row.leg.mark.longest ?? []).map((t) => ({
    ...t,
    before: history && secondsOfKey(history, nameKey(t.name)),
  }));
  if (!timed.length) return '';
  const long = timed.filter((t) => t.before !== undefined && t.seconds > RAN_LONG * t.before);
  const said = (t: (typeof timed)[number]) =>
    `${markdownText(t.name)} ${formatSeconds(t.seconds * 1000)}${t.before === undefined ? ' (no history)' : ` (${formatSeconds(t.before * 1000)} before)`}`;
  return long.length
    ? `tests that ran long: ${long.map(said).join(', ')}`
    : `its longest tests: ${timed.map(said).join(', ')}`;
}
