import { softBreaks } from '../../text/characters.ts';
import { markdownCell } from '../../text/escape.ts';
import { passedOnAttempt } from '../../text/wording.ts';
import { cutToChars, oneLine } from '../world/limits.ts';
import { markdownLinks } from './links.ts';
import type { ReportEntry } from './types.ts';

// A test's row in the summaries' tables lives with the value: the reader measures it to keep only
// the tests some summary can show (reader.ts), and the summaries lay it out (outputs/summary.ts).

/** Longest text of a table cell; the annotation carries the whole message. */
export const CELL_CHARS = { name: 200, environment: 100, platform: 100, message: 500 } as const;

/**
 * A test's row in a table of failed or unknown tests, with a Links cell when the table has that
 * column (`linked`); `mark` leads its message (a failure a quarantine excuses says so). Its size
 * without either is the least any summary gives the test (src/report/value/reader.ts).
 */
export function tableRow(e: ReportEntry, linked: boolean, mark?: string): string {
  const message = messageCell(e);
  return (
    `| ${rowCell(e.name, CELL_CHARS.name)} | ${rowCell(e.environment, CELL_CHARS.environment)} | ` +
    `${rowCell(e.platform, CELL_CHARS.platform)} |` +
    `${linked ? ` ${markdownLinks(e.links, { inTable: true })} |` : ''}` +
    ` ${rowCell(mark ? [mark, message].filter(Boolean).join(': ') : message, CELL_CHARS.message)} |\n`
  );
}

/** A test's message, after what its attempts were when it had more than one. */
function messageCell(e: ReportEntry): string | undefined {
  if (!e.attempts || e.attempts < 2) return e.message;
  const attempts =
    e.outcome === 'flaky' ? `Passed ${passedOnAttempt(e)}` : `${e.attempts} attempts, the last`;
  return e.message ? `${attempts}: ${e.message}` : attempts;
}

/**
 * A table cell's text as it may wrap: a run without white space longer than 20 characters (a URL,
 * base64, a snake_case name) after every 15, so five columns of such runs still fit a pull request
 * comment's column (760 px, test/e2e/reviewer-reads.test.ts); words stay whole.
 */
export const tableBreaks = (text: string): string => softBreaks(text, 15, 20);

/** A cell of a table row: as the summary's `cell`, and a long run without white space may wrap. */
function rowCell(value: string | undefined, max: number): string {
  if (!value) return '';
  return markdownCell(tableBreaks(cutToChars(oneLine(value), max)));
}
