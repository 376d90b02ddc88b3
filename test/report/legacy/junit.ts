// The junit renderer as it was before the report files were streamed (a DOM or one JSON.stringify of
// the whole report), kept unchanged as the reference the streamed files are compared with.
import { create } from 'xmlbuilder2';

import type { ReportInput } from '../../../src/report/types.ts';
import { linkLines } from '../../../src/report/value/links.ts';
import type { ReportCounts, ReportEntry } from '../../../src/report/value/types.ts';
import { oneLine } from '../../../src/report/world/limits.ts';
import { wellFormedValues } from '../../../src/text/characters.ts';
import { runSpan } from './run-span.ts';

/**
 * The report as a JUnit XML file, in the strictest common form (the Apache Ant JUnit report schema:
 * docs/report-files.md): one `testsuite` in `testsuites`, with its required `package`, `id`,
 * `hostname`, zone-less `timestamp`, `properties`, `system-out` and `system-err`. That schema allows no
 * properties per test case, so a test's browser or device and platform form its `classname`; a failed
 * test's message and links are its `failure`. A test whose outcome is unknown is an `error` saying so:
 * the step never counts it as passed, and readers of the file must not either (a `skipped` test reads
 * as harmless). So the file's counts are the report's: tests = total, failures = failed, errors =
 * unknown, skipped = 0. The suite's `time` is the tests' wall-clock span (`runSpan`), as the CTRF
 * file's duration; each test's `time` is its own duration. The document is well-formed text.
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

export function renderJUnit(report: ReportInput, counts: ReportCounts, context: ReportFileContext): string {
  // Well-formed before it is written: no control character or terminal escape (xmlbuilder2 would
  // leave out only what XML cannot hold, and so the rest of an escape sequence).
  const input = wellFormedValues(report);
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
  const span = runSpan(input.entries, context.now);
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
    errors: String(counts.unknown),
    skipped: '0',
    time: decimal((span.stop - span.start) / 1000),
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
      const why = entry.message?.trim() || 'No result reported.';
      testcase
        .ele('error', { message: oneLine(`The result is unknown: ${why}`), type: 'unknown' })
        .txt([`The result is unknown: ${why}`, ...identity(entry), ...linkLines(entry.links)].join('\n'));
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
