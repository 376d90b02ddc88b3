import { httpUrl, linkLines } from '../../report/value/links.ts';
import { terminalText } from './commands.ts';
import type { CiReport } from './report.ts';

/** Failed tests listed in the log; the JUnit file, the summary and the dashboard list them all. */
export const MAX_LOGGED_FAILURES = 20;

/** Said once under the tests, not under each (linkLines ends every test's links with it). */
const EXPIRE_LINE = 'These links are signed by the service and expire.';

const ONE_LINE = (text: string) => terminalText(text).replace(/\s+/g, ' ').trim();

/** `Cloud tests (e2e): 3 of 40 tests failed`: the report's headline, one line. */
export function headline(report: CiReport): string {
  return `${ONE_LINE(report.checkName)}: ${ONE_LINE(report.title)}`;
}

/**
 * The report as plain log lines: the counts, then each failed test with where it ran, why it failed
 * and its links, the first ones only. Text from the service is made safe for the log here.
 */
export function textSummary(report: CiReport): string[] {
  const { counts } = report;
  const lines = [
    `${counts.total} tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.unknown} unknown (${report.conclusion}).`,
  ];
  for (const entry of report.failed.slice(0, MAX_LOGGED_FAILURES)) {
    const where = [entry.environment, entry.platform].filter(Boolean).map((t) => ONE_LINE(t ?? ''));
    lines.push(`✗ ${ONE_LINE(entry.name)}${where.length ? ` (${where.join(', ')})` : ''}`);
    if (entry.message?.trim())
      lines.push(
        ...terminalText(entry.message.trim())
          .split('\n')
          .map((l) => `    ${l}`),
      );
    const link = httpUrl(entry.link);
    if (link) lines.push(`    Test: ${link}`);
    const recordings = linkLines(entry.links).filter((line) => line !== EXPIRE_LINE);
    lines.push(...recordings.map((line) => `    ${ONE_LINE(line)}`));
  }
  const rest = report.counts.failed - MAX_LOGGED_FAILURES;
  if (rest > 0)
    lines.push(`… and ${rest} more failed tests (the JUnit file and the dashboard list them all).`);
  if (report.failed.some((entry) => linkLines(entry.links).length)) lines.push(EXPIRE_LINE);
  return lines;
}
