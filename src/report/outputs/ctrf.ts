import { randomUUID } from 'node:crypto';

import { wellFormedValues } from '../../text/characters.ts';
import type { QuarantineCause } from '../history/quarantine.ts';
import { labelledLinks, mediaTypeOf } from '../value/links.ts';
import type { ReportEntry } from '../value/types.ts';
import {
  type ReportDocument,
  type ReportFileContext,
  type ReportFileTests,
  stoppedCount,
  stoppedMessage,
} from './junit.ts';
import { causeText } from './quarantine-text.ts';
import type { ReportHeader, StoppedEntry } from './report.ts';

/**
 * The report as a CTRF JSON document (Common Test Report Format, specVersion 1.0.0:
 * docs/report-files.md). Counts are the verdict's: passed and failed as they are, a test whose outcome
 * is unknown is `other` (its `rawStatus` says `unknown`), a failure a quarantine excuses `skipped`, as
 * the JUnit file writes it (its `rawStatus` says `failed`, its `extra` that it is quarantined, why, and
 * its outcome), none pending; a test a run stopped before it ended (`max-failures`)
 * is `skipped` too, its message saying why. Times are
 * milliseconds; the run's start and stop come from the tests' ends and durations where the service
 * gave them, else the time of the report. Written as `JSON.stringify(document, null, 2)` would write
 * it, one test after the other as they are read back: no document of the whole build is in memory.
 */

const CTRF_SPEC_VERSION = '1.0.0';

/** A flaky test passed in the end: CTRF says so with `flaky` beside its status. */
const STATUS = { passed: 'passed', failed: 'failed', unknown: 'other', flaky: 'passed' } as const;

const ms = (seconds: number) => Math.round(seconds * 1000);

/** Where the tests go in the document around them: no well-formed string is written so. */
const TESTS_PLACE = 'tests\u0000';

/**
 * A test as `JSON.stringify(document, null, 2)` writes it at `results.tests[i]`, the separator
 * before it included: stringified inside a wrapper that puts it at that depth (after a `0` when it
 * is not the first), the wrapper then cut off. One string per test, no copy of it made.
 */
const WRAPPER_OPENING = '{\n  "r": {\n    "t": ['.length;
const FOLLOWING_OPENING = '{\n  "r": {\n    "t": [\n      0'.length;
const WRAPPER_CLOSING = '\n    ]\n  }\n}'.length;

/** The CTRF document, made as the tests are read back. */
export function ctrfDocument(
  header: ReportHeader,
  tests: ReportFileTests,
  context: ReportFileContext,
): ReportDocument {
  // Every string well-formed before it is written: JSON.stringify would write a lone surrogate as an
  // escape that strict parsers refuse, and a control character as an escape that survives reading.
  // The tests come well-formed from the reader (src/report/value/reader.ts).
  const input = wellFormedValues(header);
  const around = JSON.stringify(ctrfReport(input, tests, context), null, 2).split(
    JSON.stringify(TESTS_PLACE),
  );
  if (around.length !== 2) throw new Error('the CTRF document has no single place for its tests');
  let written = 0;
  const placed = (test: object) => {
    const following = written++ > 0;
    const wrapped = JSON.stringify({ r: { t: following ? [0, test] : [test] } }, null, 2);
    return wrapped.slice(following ? FOLLOWING_OPENING : WRAPPER_OPENING, -WRAPPER_CLOSING);
  };
  return {
    head: () => `${around[0]}[`,
    test: (entry) => placed(ctrfTest(entry, input.checkName, input.quarantine?.excuses(entry))),
    stopped: (entry) => placed(stoppedTest(entry, input.checkName, stoppedMessage(entry, input))),
    tail: () => `${written ? '\n    ]' : ']'}${around[1]}\n`,
  };
}

/** The document around its tests, which go at TESTS_PLACE. */
function ctrfReport(input: ReportHeader, tests: ReportFileTests, context: ReportFileContext) {
  const { counts } = tests;
  const quarantined = input.quarantine?.failed.count ?? 0;
  const { start, stop } = tests.span ?? { start: context.now, stop: context.now };
  return {
    reportFormat: 'CTRF',
    specVersion: CTRF_SPEC_VERSION,
    reportId: randomUUID(),
    timestamp: new Date(context.now).toISOString(),
    generatedBy: `${context.tool.name} ${context.tool.version}`,
    results: {
      tool: { name: context.tool.name, version: context.tool.version },
      summary: {
        tests: counts.total + stoppedCount(input),
        passed: counts.passed + counts.flaky,
        failed: counts.failed - quarantined,
        skipped: quarantined + stoppedCount(input),
        pending: 0,
        other: counts.unknown,
        // Among the passed: a flaky test passed in the end (absent without one, as before).
        ...(counts.flaky ? { flaky: counts.flaky } : {}),
        start,
        stop,
        duration: stop - start,
      },
      tests: TESTS_PLACE,
      environment: { reportName: input.checkName, buildName: input.externalId },
      extra: { title: input.title, conclusion: input.conclusion },
    },
  };
}

/** A test stopped before it ended (`max-failures`): `skipped`, its message saying why. */
function stoppedTest(entry: StoppedEntry, suite: string, message: string) {
  return {
    name: entry.name.trim() || 'unnamed test',
    status: 'skipped',
    duration: ms(entry.duration ?? 0),
    suite: [suite.trim() || 'cloud tests'],
    message,
    ...(entry.environment ? { browser: entry.environment } : {}),
    ...(entry.platform ? { labels: { platform: entry.platform } } : {}),
    ...(entry.id ? { extra: { id: entry.id } } : {}),
  };
}

function ctrfTest(entry: ReportEntry, suite: string, quarantined: QuarantineCause | undefined) {
  const attachments = labelledLinks(entry.links).map(({ label, url }) => ({
    name: label,
    contentType: mediaTypeOf(url, { extension: '', type: 'application/octet-stream' }).type,
    path: url,
  }));
  const extra = {
    ...(entry.id ? { id: entry.id } : {}),
    ...(entry.links?.notReady ? { linksNotReady: true } : {}),
    ...(quarantined ? { quarantined: true, quarantine: causeText(quarantined), outcome: entry.outcome } : {}),
  };
  return {
    name: entry.name.trim() || 'unnamed test',
    status: quarantined ? 'skipped' : STATUS[entry.outcome],
    duration: ms(entry.duration ?? 0),
    ...(entry.outcome === 'unknown'
      ? { rawStatus: 'unknown' }
      : quarantined
        ? { rawStatus: entry.outcome }
        : {}),
    ...((entry.attempts ?? 1) > 1 ? { retries: (entry.attempts ?? 1) - 1 } : {}),
    ...(entry.outcome === 'flaky' ? { flaky: true } : {}),
    ...(entry.completedAt === undefined
      ? {}
      : { start: entry.completedAt - ms(entry.duration ?? 0), stop: entry.completedAt }),
    suite: [suite.trim() || 'cloud tests'],
    ...(entry.message ? { message: entry.message } : {}),
    ...(entry.environment ? { browser: entry.environment } : {}),
    ...(entry.platform ? { labels: { platform: entry.platform } } : {}),
    ...(attachments.length ? { attachments } : {}),
    ...(Object.keys(extra).length ? { extra } : {}),
  };
}
