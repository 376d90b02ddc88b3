import { markdownCell, markdownLink, markdownText } from '../../text/escape.ts';
import type { Comparison } from '../history/compare.ts';
import { changesLine } from '../history/comparison-text.ts';
import { type Leg, type Legs, placeText } from '../history/legs.ts';

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

/** The legs, one row each with its counts, its comparison and its check run; then those that did not report. */
export function legsMarkdown(outcomes: readonly LegRow[], legs: Legs, attempt: number): string {
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
    table,
    gone.length ? `**Did not report (${gone.length})**\n\n${gone.join('\n')}` : '',
    unplaced,
  ]
    .filter(Boolean)
    .join('\n\n');
}
