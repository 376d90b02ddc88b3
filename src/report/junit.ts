import { create } from 'xmlbuilder2';
import { oneLine } from './limits.ts';
import { linkLines } from './links.ts';
import type { ReportCounts, ReportEntry, ReportInput } from './types.ts';

/**
 * The report as a JUnit XML file, in the strictest common form (the Apache Ant JUnit report schema:
 * docs/report-files.md): one `testsuite` in `testsuites`, with its required `package`, `id`,
 * `hostname`, zone-less `timestamp`, `properties`, `system-out` and `system-err`. That schema allows no
 * properties per test case, so a test's browser or device and platform form its `classname`; a failed
 * test's message and links are its `failure`; a test whose outcome is unknown is `skipped`, so the
 * file's counts are the report's: tests = total, failures = failed, skipped = unknown, errors = 0.
 */

export interface ReportFileContext {
  /** When the report was made, in milliseconds since the epoch. */
  now: number;
  hostname: string;
  /** Name of the tool, with its version, for the files' metadata. */
  tool: { name: string; version: string };
}

/** Seconds with at most three decimals, as `xs:decimal` takes them. */
const decimal = (seconds: number) => String(Math.round(seconds * 1000) / 1000);

/** The test's browser or device and platform, else the check name: what JUnit readers group by. */
export function classnameOf(entry: ReportEntry, fallback: string): string {
  const where = [entry.environment, entry.platform].filter(Boolean).join(' on ');
  return oneLine(where || fallback) || 'cloud tests';
}

export function renderJUnit(input: ReportInput, counts: ReportCounts, context: ReportFileContext): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
  const totalSeconds = input.entries.reduce((sum, e) => sum + (e.duration ?? 0), 0);
  const name = oneLine(input.checkName) || 'cloud tests';
  const suite = doc.ele('testsuites').ele('testsuite', {
    name,
    package: oneLine(input.externalId) || name,
    id: '0',
    // The schema takes no zone: UTC, said in the properties.
    timestamp: new Date(context.now).toISOString().slice(0, 19),
    hostname: oneLine(context.hostname) || 'localhost',
    tests: String(counts.total),
    failures: String(counts.failed),
    errors: '0',
    skipped: String(counts.unknown),
    time: decimal(totalSeconds),
  });
  const properties = suite.ele('properties');
  for (const [key, value] of [
    ['check', input.checkName],
    ['reference', input.externalId],
    ['title', input.title],
    ['timezone', 'UTC'],
    ['generator', `${context.tool.name} ${context.tool.version}`],
  ] as const) {
    if (value.trim()) properties.ele('property', { name: key, value: oneLine(value) });
  }
  for (const entry of input.entries) {
    const testcase = suite.ele('testcase', {
      name: oneLine(entry.name) || 'unnamed test',
      classname: classnameOf(entry, name),
      time: decimal(entry.duration ?? 0),
    });
    if (entry.outcome === 'failed') {
      const message = entry.message?.trim() || 'The test failed.';
      testcase
        .ele('failure', { message: oneLine(message), type: 'failed' })
        .txt([message, ...identity(entry), ...linkLines(entry.links)].join('\n'));
    } else if (entry.outcome === 'unknown') {
      testcase.ele('skipped', { message: oneLine(entry.message ?? 'No result reported.') });
    }
  }
  suite.ele('system-out').txt(input.details?.trim() ?? '');
  suite.ele('system-err');
  return doc.end({ prettyPrint: true });
}

/** The lines that find the test on the service: its ID and where it ran. */
function identity(entry: ReportEntry): string[] {
  return [
    entry.id && `Test: ${entry.id}`,
    entry.environment && `Browser or device: ${entry.environment}`,
    entry.platform && `Platform: ${entry.platform}`,
  ].filter((line): line is string => Boolean(line));
}
