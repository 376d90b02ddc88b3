import { type SessionKind, type TestRecordFields, testRecordFields } from '../../api/records.ts';
import type { LenientRecord } from '../../api/schemas.ts';
import { safeLabel } from './links.ts';
import type { Outcome, ReportEntry, TestLinks } from './types.ts';

/**
 * A test record (GET /v1/builds/<build>, /v1/tests, /v1/tests/{id}) as a report's test. The spec
 * leaves the record's fields "not shown"; they are read only through `testRecordFields`
 * (src/api/records.ts, ASSUMPTIONS.testRecordFields), so nothing here names one.
 *
 * Outcome, first matching row wins:
 *
 * | `state` (any case)                 | `success`                          | outcome |
 * |------------------------------------|------------------------------------|---------|
 * | START, INIT, QUEUED or RUNNING     | anything                           | unknown: still running |
 * | anything else, or absent           | `true`, `1`, `"true"`, `"1"`       | passed  |
 * | anything else, or absent           | `false`, `0`, `"false"`, `"0"`     | failed  |
 * | anything else, or absent           | `null`, absent or any other value  | unknown: no result |
 *
 * So a record whose outcome cannot be told is unknown, never passed. The name falls back to the
 * test's ID, the environment is the browser and its version, or the device, or both; the end of a test
 * that is not running tells whether the build may still be receiving results.
 */

/**
 * Fields a report never shows and that make pages heavy; asked to be skipped (`skip_fields`). The
 * logs and screenshots are read: failed tests link to them.
 */
export const HEAVY_TEST_FIELDS: readonly string[] = ['visual_run'];

/** What a read that only counts tests skips: everything heavy, recordings included. */
export const COUNTING_SKIPPED_FIELDS: readonly string[] = ['logs', 'thumbs', 'visual_run'];

/** Screenshots kept per test: the last ones, which show where it ended. */
export const MAX_SCREENSHOTS_READ = 20;
/** Logs kept per test. */
const MAX_LOGS_READ = 10;

export interface TestView {
  /** What tells two records of one test apart from two tests: `id`, else `session_id`. */
  key: string | undefined;
  /** The record says the test is still going, so its outcome may yet change. */
  running: boolean;
  /** When the test ended, in milliseconds since the epoch; undefined while running or when unknown. */
  completedAt: number | undefined;
  /** Where its session ran (ASSUMPTIONS.sessionKinds): the session time counts `untold` as VM time. */
  session: SessionKind | 'untold';
  entry: ReportEntry;
}

export function readTestRecord(record: LenientRecord): TestView {
  const f = testRecordFields(record);
  const success = f.running ? undefined : f.success;
  const outcome: Outcome = success === true ? 'passed' : success === false ? 'failed' : 'unknown';

  const browser = [f.browser, f.browserVersion].filter(Boolean).join(' ');
  const device = f.deviceName;
  const environment = browser && device ? `${browser} on ${device}` : browser || device;

  const entry: ReportEntry = {
    name: f.name ?? (f.id ? `test ${f.id}` : f.sessionId ? `session ${f.sessionId}` : 'unnamed test'),
    outcome,
    environment: environment || undefined,
    platform: f.platform,
    message: messageFor(outcome, f.running, f.state, f.statusMessage),
    id: f.id ?? f.sessionId,
  };
  const completedAt = f.running ? undefined : f.completedAt;
  const links = linksOf(f);
  if (f.duration !== undefined) entry.duration = f.duration;
  if (completedAt !== undefined) entry.completedAt = completedAt;
  if (links) entry.links = links;
  return { key: f.id ?? f.sessionId, running: f.running, completedAt, session: f.session ?? 'untold', entry };
}

/** The recordings' links, or undefined when the record holds none. */
function linksOf(f: TestRecordFields): TestLinks | undefined {
  if (!f.video && !f.screenshots && !f.logs) return undefined;
  const links: TestLinks = {};
  if (f.video) links.video = f.video;
  if (f.screenshots) links.screenshots = f.screenshots.slice(-MAX_SCREENSHOTS_READ);
  if (f.logs)
    links.logs = f.logs
      .slice(0, MAX_LOGS_READ)
      .map((log, i) => ({ label: safeLabel(log.name ?? '') || `log ${i + 1}`, url: log.url }));
  if (f.assetsAvailable === false) links.notReady = true;
  return links;
}

function messageFor(
  outcome: Outcome,
  running: boolean,
  state: string | undefined,
  statusMessage: string | undefined,
): string | undefined {
  if (outcome === 'passed') return statusMessage;
  if (outcome === 'failed') return statusMessage ?? 'The test failed; the service gave no message.';
  if (running) return `Still running (state ${state}).`;
  return `No result reported${state ? ` (state ${state})` : ''}.${statusMessage ? ` ${statusMessage}` : ''}`;
}
