import { QUARANTINED_MARK } from '../../report/history/comparison-text.ts';
import { httpUrl, linkLines } from '../../report/value/links.ts';
import type { ListedKind, ReportEntry } from '../../report/value/types.ts';
import { passedOnAttempt } from '../../text/wording.ts';
import { terminalText } from './commands.ts';
import type { CiReport } from './report.ts';

/** Tests of each kind listed in the log; the JUnit file, the summary and the dashboard list them all. */
const MAX_LOGGED_TESTS = 20;

/** Said once under the tests, not under each (linkLines ends every test's links with it). */
const EXPIRE_LINE = 'These links are signed by the service and expire.';

const ONE_LINE = (text: string) => terminalText(text).replace(/\s+/g, ' ').trim();

/** `Cloud tests (e2e): 3 of 40 tests failed`: the report's headline, one line. */
export function headline(report: CiReport): string {
  return `${ONE_LINE(report.checkName)}: ${ONE_LINE(report.title)}`;
}

/** How the log marks a test of each kind, and names the kind where it says how many more there are. */
const KINDS: readonly { kind: ListedKind; mark: string; more: string }[] = [
  { kind: 'failed', mark: '✗', more: 'failed tests' },
  { kind: 'unknown', mark: '?', more: 'tests with an unknown outcome' },
  { kind: 'flaky', mark: '~', more: 'flaky tests' },
];

/** `passed + failed + unknown + flaky = total`: every outcome counted, so the line adds up. */
function countsLine(report: CiReport): string {
  const { total, passed, failed, unknown, flaky } = report.counts;
  return `${total} tests: ${passed} passed, ${failed} failed, ${unknown} unknown, ${flaky} flaky (${report.conclusion}).`;
}

/**
 * The report as plain log lines: the counts, the comparison and the history (as the summaries lead
 * with them), then each failed test, each test whose outcome is unknown and each flaky one, with where
 * it ran, what happened and its links, the first of each kind only. Text from the service is made
 * safe for the log here.
 */
export function textSummary(report: CiReport): string[] {
  const lead = (report.leadText ?? '').split('\n').filter((line) => line.trim());
  const lines = [countsLine(report), ...lead.map(terminalText)];
  const logged: ReportEntry[] = [];
  for (const { kind, mark, more } of KINDS) {
    const first = report[kind].slice(0, MAX_LOGGED_TESTS);
    for (const entry of first)
      lines.push(...testLines(entry, mark, Boolean(report.quarantine?.excuses(entry))));
    logged.push(...first);
    const rest = report.counts[kind] - first.length;
    if (rest > 0) lines.push(`… and ${rest} more ${more} (the JUnit file and the dashboard list them all).`);
  }
  if (logged.some((entry) => linkLines(entry.links).length)) lines.push(EXPIRE_LINE);
  return lines;
}

/**
 * One test: its mark, name and where it ran (a failure a quarantine excuses says so); then what
 * happened, its page and its recordings, indented.
 */
function testLines(entry: ReportEntry, mark: string, quarantined: boolean): string[] {
  const where = [entry.environment, entry.platform].filter(Boolean).map((t) => ONE_LINE(t ?? ''));
  const excused = quarantined ? `: ${QUARANTINED_MARK}` : '';
  const lines = [`${mark} ${ONE_LINE(entry.name)}${where.length ? ` (${where.join(', ')})` : ''}${excused}`];
  const message = entry.message?.trim() ?? '';
  const what =
    entry.outcome === 'flaky'
      ? `Passed ${passedOnAttempt(entry)}${message ? `; the first failure: ${message}` : '.'}`
      : entry.outcome === 'unknown'
        ? `The result is unknown${message ? `: ${message}` : '.'}`
        : message;
  if (what)
    lines.push(
      ...terminalText(what)
        .split('\n')
        .map((l) => `    ${l}`),
    );
  const link = httpUrl(entry.link);
  if (link) lines.push(`    Test: ${link}`);
  const recordings = linkLines(entry.links).filter((line) => line !== EXPIRE_LINE);
  lines.push(...recordings.map((line) => `    ${ONE_LINE(line)}`));
  return lines;
}
