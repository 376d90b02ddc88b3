// The ctrf renderer as it was before the report files were streamed (a DOM or one JSON.stringify of
// the whole report), kept unchanged as the reference the streamed files are compared with.
import { randomUUID } from 'node:crypto';

import type { ReportInput } from '../../../src/report/types.ts';
import { labelledLinks, mediaTypeOf } from '../../../src/report/value/links.ts';
import type { ReportCounts, ReportEntry } from '../../../src/report/value/types.ts';
import { wellFormedValues } from '../../../src/text/characters.ts';
import type { ReportFileContext } from './junit.ts';
import { runSpan } from './run-span.ts';

/**
 * The report as a CTRF JSON document (Common Test Report Format, specVersion 1.0.0:
 * docs/report-files.md). Counts are the report's: passed and failed as they are, a test whose outcome
 * is unknown is `other` (its `rawStatus` says `unknown`), none skipped or pending. Times are
 * milliseconds; the run's start and stop come from the tests' ends and durations where the service
 * gave them, else the time of the report.
 */

export const CTRF_SPEC_VERSION = '1.0.0';

const STATUS = { passed: 'passed', failed: 'failed', unknown: 'other' } as const;

const ms = (seconds: number) => Math.round(seconds * 1000);

export function renderCtrf(input: ReportInput, counts: ReportCounts, context: ReportFileContext): string {
  const tests = input.entries.map((entry) => ctrfTest(entry, input.checkName));
  const { start, stop } = runSpan(input.entries, context.now);
  const report = {
    reportFormat: 'CTRF',
    specVersion: CTRF_SPEC_VERSION,
    reportId: randomUUID(),
    timestamp: new Date(context.now).toISOString(),
    generatedBy: `${context.tool.name} ${context.tool.version}`,
    results: {
      tool: { name: context.tool.name, version: context.tool.version },
      summary: {
        tests: counts.total,
        passed: counts.passed,
        failed: counts.failed,
        skipped: 0,
        pending: 0,
        other: counts.unknown,
        start,
        stop,
        duration: stop - start,
      },
      tests,
      environment: { reportName: input.checkName, buildName: input.externalId },
      extra: { title: input.title, conclusion: input.conclusion },
    },
  };
  // Every string well-formed before it is written: JSON.stringify would write a lone surrogate as an
  // escape that strict parsers refuse, and a control character as an escape that survives reading.
  return `${JSON.stringify(wellFormedValues(report), null, 2)}\n`;
}

function ctrfTest(entry: ReportEntry, suite: string) {
  const attachments = labelledLinks(entry.links).map(({ label, url }) => ({
    name: label,
    contentType: mediaTypeOf(url, { extension: '', type: 'application/octet-stream' }).type,
    path: url,
  }));
  return {
    name: entry.name.trim() || 'unnamed test',
    // Written before a test could be flaky: its tests are passed, failed or unknown.
    status: STATUS[entry.outcome as keyof typeof STATUS],
    duration: ms(entry.duration ?? 0),
    ...(entry.outcome === 'unknown' ? { rawStatus: 'unknown' } : {}),
    ...(entry.completedAt === undefined
      ? {}
      : { start: entry.completedAt - ms(entry.duration ?? 0), stop: entry.completedAt }),
    suite: [suite.trim() || 'cloud tests'],
    ...(entry.message ? { message: entry.message } : {}),
    ...(entry.environment ? { browser: entry.environment } : {}),
    ...(entry.platform ? { labels: { platform: entry.platform } } : {}),
    ...(attachments.length ? { attachments } : {}),
    ...(entry.id || entry.links?.notReady
      ? {
          extra: {
            ...(entry.id ? { id: entry.id } : {}),
            ...(entry.links?.notReady ? { linksNotReady: true } : {}),
          },
        }
      : {}),
  };
}
