import { wellFormedValues } from '../../text/characters.ts';
import type { QuarantineCause } from '../history/quarantine.ts';
import { linkLines } from '../value/links.ts';
import type { ReportTests } from '../value/tests.ts';
import type { ReportEntry } from '../value/types.ts';
import { oneLine } from '../world/limits.ts';
import { causeText } from './quarantine-text.ts';
import type { ReportHeader, StoppedEntry } from './report.ts';

/**
 * The report as a JUnit XML file, in the strictest common form (the Apache Ant JUnit report schema:
 * docs/report-files.md): one `testsuite` in `testsuites`, with its required `package`, `id`,
 * `hostname`, zone-less `timestamp`, `properties`, `system-out` and `system-err`. That schema allows no
 * properties per test case, so a test's browser or device and platform form its `classname`; a failed
 * test's message and links are its `failure`. A test whose outcome is unknown is an `error` saying so:
 * the step never counts it as passed, and readers of the file must not either (a `skipped` test reads
 * as harmless). A failure a quarantine excuses is read as the check reads it: `skipped`, its message
 * saying it is quarantined and why, its text keeping `cloudtest.outcome=failed`, the failure's message
 * and links for a reader that looks closer. So the file's counts are the verdict's: tests = total,
 * failures = failed less quarantined, errors = unknown, skipped = quarantined (the suite's property
 * `quarantined` says so too); the tests a run stopped before they ended (`max-failures`) are `skipped`
 * too, with the reason, after the others, and counted among the tests. The suite's `time` is the tests' wall-clock span (`span`), as the CTRF
 * file's duration; each test's `time` is its own duration. The document is well-formed text, written
 * as it is made, one test case after the other: no document of the whole build is held in memory.
 */

export interface ReportFileContext {
  /** When the report was made, in milliseconds since the epoch. */
  now: number;
  hostname: string;
  /** Name of the tool, with its version, for the files' metadata. */
  tool: { name: string; version: string };
}

/** What a report file's start says of the tests; each test comes well-formed from the reader (src/report/value/reader.ts). */
export type ReportFileTests = Pick<ReportTests, 'counts' | 'span'>;

/** Seconds with at most three decimals, as `xs:decimal` takes them. */
const decimal = (seconds: number) => String(Math.round(seconds * 1000) / 1000);

/**
 * The test's browser or device and platform, else the check name: what JUnit readers group by. Jenkins
 * and CircleCI read a classname as `package.Class`, so its dots (`Android 14.1`) become underscores:
 * one class per place a test ran, not packages cut at a version number (docs/report-files.md).
 */
function classnameOf(entry: Pick<ReportEntry, 'environment' | 'platform'>, fallback: string): string {
  const where = [entry.environment, entry.platform].filter(Boolean).join(' on ');
  return (oneLine(where || fallback) || 'cloud tests').replaceAll('.', '_');
}

/** What XML 1.0 cannot hold at all: left out (a control character was left out before). */
const NOT_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const TEXT_ESCAPED = new RegExp(`[&<>]|${NOT_XML.source}`, 'gu');
const ATTRIBUTE_ESCAPED = new RegExp(`[&<>"]|${NOT_XML.source}`, 'gu');

/** Text as XML character data: what XML cannot hold left out, `&`, `<` and `>` escaped. */
const xmlText = (text: string) => text.replace(TEXT_ESCAPED, (c) => ESCAPES[c] ?? '');

const xmlAttributes = (values: Record<string, string>) => {
  let text = '';
  for (const name in values)
    text += ` ${name}="${(values[name] ?? '').replace(ATTRIBUTE_ESCAPED, (c) => ESCAPES[c] ?? '')}"`;
  return text;
};

/** One element on one line at `depth`: with its text, or empty (`<name …/>`) when it has none. */
function element(depth: number, name: string, attributes: Record<string, string>, text = ''): string {
  const body = xmlText(text);
  const open = `${'  '.repeat(depth)}<${name}${xmlAttributes(attributes)}`;
  return body ? `${open}>${body}</${name}>\n` : `${open}/>\n`;
}

/** A report file as it is written: its start, a part per test in order, the stopped tests, its end. */
export interface ReportDocument {
  head(): string;
  test(entry: ReportEntry): string;
  /** A test stopped before it ended (`max-failures`): skipped, saying why. */
  stopped(entry: StoppedEntry): string;
  tail(): string;
}

/** The JUnit XML document, made as the tests are read back. */
export function junitDocument(
  header: ReportHeader,
  tests: ReportFileTests,
  context: ReportFileContext,
): ReportDocument {
  // Well-formed before it is written: no control character or terminal escape.
  const input = wellFormedValues(header);
  const name = oneLine(input.checkName) || 'cloud tests';
  return {
    head: () => junitHead(input, tests, context),
    test: (entry) => testCase(entry, name, input.quarantine?.excuses(entry)),
    stopped: (entry) => stoppedCase(entry, name, stoppedMessage(entry, input)),
    tail: () =>
      `${element(2, 'system-out', {}, input.details?.trim())}${element(2, 'system-err', {})}  </testsuite>\n</testsuites>`,
  };
}

function junitHead(input: ReportHeader, tests: ReportFileTests, context: ReportFileContext): string {
  const { counts } = tests;
  const quarantined = input.quarantine?.failed.count ?? 0;
  const span = tests.span ?? { start: context.now, stop: context.now };
  const name = oneLine(input.checkName) || 'cloud tests';
  const suite = xmlAttributes({
    name,
    package: oneLine(input.externalId) || name,
    id: '0',
    // The schema takes no zone: UTC, said in the properties.
    timestamp: new Date(context.now).toISOString().slice(0, 19),
    hostname: oneLine(context.hostname) || 'localhost',
    tests: String(counts.total + stoppedCount(input)),
    failures: String(counts.failed - quarantined),
    errors: String(counts.unknown),
    skipped: String(quarantined + stoppedCount(input)),
    time: decimal((span.stop - span.start) / 1000),
  });
  const properties = (
    [
      ['check', input.checkName],
      ['reference', input.externalId],
      ['title', input.title],
      ['timezone', 'UTC'],
      ['generator', `${context.tool.name} ${context.tool.version}`],
      ['quarantined', quarantined ? String(quarantined) : ''],
    ] as const
  )
    .filter(([, value]) => value.trim())
    .map(([key, value]) => element(3, 'property', { name: key, value: oneLine(value) }));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n  <testsuite${suite}>\n    <properties>\n${properties.join('')}    </properties>\n`;
}

/**
 * A test case: a failed test's `failure`, an unknown one's `error`, a passed one empty, a flaky one
 * passed with a `flakyFailure` (as Maven Surefire writes a test that passed on a rerun) holding its
 * first failure's message; a failure a quarantine excuses (`quarantined`, why) `skipped`, saying so.
 */
function testCase(entry: ReportEntry, suite: string, quarantined: QuarantineCause | undefined): string {
  const attributes = {
    name: oneLine(entry.name) || 'unnamed test',
    classname: classnameOf(entry, suite),
    time: decimal(entry.duration ?? 0),
  };
  if (entry.outcome === 'passed') return element(2, 'testcase', attributes);
  const open = element(2, 'testcase', attributes).replace(/\/>\n$/, '>\n');
  if (entry.outcome === 'flaky') return `${open}${flakyFailure(entry)}    </testcase>\n`;
  const failed = entry.outcome === 'failed';
  const message = failed
    ? entry.message?.trim() || 'The test failed.'
    : `The result is unknown: ${entry.message?.trim() || 'No result reported.'}`;
  const text = [message, ...identity(entry), ...linkLines(entry.links)].join('\n');
  if (quarantined) return `${open}${excusedFailure(message, text, quarantined)}    </testcase>\n`;
  const problem = { message: oneLine(message), type: failed ? 'failed' : 'unknown' };
  return `${open}${element(3, failed ? 'failure' : 'error', problem, text)}    </testcase>\n`;
}

/**
 * A failure a quarantine excuses, as the usual readers take a test that did not count (GitLab's test
 * report, dorny/test-reporter, junit-to-ctrf: docs/report-files.md): `skipped`, its message saying it
 * is quarantined and why, its text the failure's message and links. For a reader that looks closer,
 * the test case's own `system-out` (Surefire's) says it failed as properties in the inline form
 * readers take them (`[[PROPERTY|cloudtest.outcome=failed]]`: test-results-parser reads it so), what
 * a flakiness tracker counts a quarantined failure by.
 */
function excusedFailure(message: string, text: string, cause: QuarantineCause): string {
  const why = oneLine(causeText(cause));
  const said = `Quarantined, so excused: ${why}. It failed: ${oneLine(message)}`;
  const properties = [`${OUTCOME_PROPERTY}=failed`, `${QUARANTINE_PROPERTY}=${why.replaceAll(']]', '] ]')}`];
  return (
    element(3, 'skipped', { message: said }, text) +
    element(3, 'system-out', {}, properties.map((p) => `[[PROPERTY|${p}]]`).join('\n'))
  );
}

/** A quarantined failure's properties: its outcome, the one the check excused (`failed`), and why. */
const OUTCOME_PROPERTY = 'cloudtest.outcome';
const QUARANTINE_PROPERTY = 'cloudtest.quarantine';

/** How many tests a run stopped before they ended: the files' skipped ones. */
export const stoppedCount = (input: Pick<ReportHeader, 'stopped'>): number =>
  input.stopped?.tests.length ?? 0;

/** What the files say of a stopped test: `Not started: Stopped after Checkout failed (max-failures: 1).` */
export const stoppedMessage = (entry: StoppedEntry, input: Pick<ReportHeader, 'stopped'>): string =>
  `${entry.notStarted ? 'Not started' : 'Stopped'}: ${input.stopped?.reason ?? 'Stopped early'}.`;

/** A test stopped before it ended: `skipped`, saying why; never a failure, never a pass. */
function stoppedCase(entry: StoppedEntry, suite: string, message: string): string {
  const attributes = {
    name: oneLine(entry.name) || 'unnamed test',
    classname: classnameOf(entry, suite),
    time: decimal(entry.duration ?? 0),
  };
  const open = element(2, 'testcase', attributes).replace(/\/>\n$/, '>\n');
  return `${open}${element(3, 'skipped', { message: oneLine(message) })}    </testcase>\n`;
}

/** Surefire's form: the message an attribute, the details in a `stackTrace`, which it requires. */
function flakyFailure(entry: ReportEntry): string {
  const message = entry.message?.trim() || 'The test failed, then passed on a retry.';
  const text = [message, ...identity(entry), ...linkLines(entry.links)].join('\n');
  return (
    `${element(3, 'flakyFailure', { message: oneLine(message), type: 'failed' }).replace(/\/>\n$/, '>\n')}` +
    `${element(4, 'stackTrace', {}, text)}      </flakyFailure>\n`
  );
}

/** The lines that find the test on the service: its ID and where it ran. */
function identity(entry: ReportEntry): string[] {
  return [
    entry.id && `Test: ${entry.id}`,
    (entry.attempts ?? 1) > 1 && `Attempts: ${entry.attempts}`,
    entry.environment && `Browser or device: ${entry.environment}`,
    entry.platform && `Platform: ${entry.platform}`,
  ].filter((line): line is string => Boolean(line));
}
