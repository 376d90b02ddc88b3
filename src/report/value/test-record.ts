import { flag, instant, text } from '../../api/records.ts';
import type { LenientRecord } from '../../api/schemas.ts';
import { httpUrl, safeLabel } from './links.ts';
import type { Outcome, ReportEntry, TestLinks } from './types.ts';

/**
 * The one adapter for test records (GET /v1/builds/<build>, /v1/tests, /v1/tests/{id}). The spec
 * leaves their fields "not shown"; every field name below comes from what the service's own clients
 * read (docs/service-records.md), and nothing else in the bundle names one. Each field is read
 * leniently: a missing field or one of an unexpected type counts as absent, never as an error.
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
 * So a record whose outcome cannot be told is unknown, never passed. Also read: `name` (else the
 * test's ID), `status_message` (why it failed), `browser` and `browser_version` or `device_name` (the
 * environment), `os` or `platform_name` (the platform), `id` and `session_id` (to tell records apart
 * and find the test on the dashboard).
 *
 * Recordings (docs/service-records.md; shapes are not promised, so each is read as far as it goes):
 * `video` a URL (or `false`: none); `thumbs` one URL, a list of URLs, or a list of objects holding
 * one (`url`, `image`, `src` first); `logs` an object of name → URL, a list of URLs, or a list of
 * objects with a URL and a `name` or `type`; `assets_available` false means not ready yet. Only
 * absolute http(s) URLs are kept. `duration` is in seconds (a number or numeric text).
 *
 * `completed_at` tells when a test that is not running ended (whether the build may still be
 * receiving results). Its format is not shown: an ISO 8601 or HTTP date-time that names its zone
 * (`Z`, `+02:00`, `GMT`, `UTC`) is read, and so is a number, as a UNIX timestamp in seconds (the unit
 * of the `since` filter) or, when too large for that, in milliseconds. A date-time without a zone, or
 * anything else, cannot be told and is absent.
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

/** States in which a test is not done yet, as the service's clients treat them. */
const NOT_DONE_STATES = new Set(['START', 'INIT', 'QUEUED', 'RUNNING']);

export interface TestView {
  /** What tells two records of one test apart from two tests: `id`, else `session_id`. */
  key: string | undefined;
  /** The record says the test is still going, so its outcome may yet change. */
  running: boolean;
  /** When the test ended, in milliseconds since the epoch; undefined while running or when unknown. */
  completedAt: number | undefined;
  entry: ReportEntry;
}

export function readTestRecord(record: LenientRecord): TestView {
  const id = text(record.id);
  const session = text(record.session_id);
  const state = text(record.state)?.toUpperCase();
  const running = state !== undefined && NOT_DONE_STATES.has(state);
  const success = running ? undefined : flag(record.success);
  const outcome: Outcome = success === true ? 'passed' : success === false ? 'failed' : 'unknown';

  const browser = [text(record.browser), text(record.browser_version)].filter(Boolean).join(' ');
  const device = text(record.device_name);
  const environment = browser && device ? `${browser} on ${device}` : browser || device;

  const entry: ReportEntry = {
    name: text(record.name) ?? (id ? `test ${id}` : session ? `session ${session}` : 'unnamed test'),
    outcome,
    environment: environment || undefined,
    platform: text(record.os) ?? text(record.platform_name),
    message: messageFor(outcome, running, state, text(record.status_message)),
    id: id ?? session,
  };
  const completedAt = running ? undefined : instant(record.completed_at);
  const duration = seconds(record.duration);
  const links = linksOf(record);
  if (duration !== undefined) entry.duration = duration;
  if (completedAt !== undefined) entry.completedAt = completedAt;
  if (links) entry.links = links;
  return { key: id ?? session, running, completedAt, entry };
}

/** The recordings' links, or undefined when the record holds none. */
function linksOf(record: LenientRecord): TestLinks | undefined {
  const video = httpUrl(record.video);
  const screenshots: string[] = [];
  urlsIn(record.thumbs, ['url', 'image', 'src'], (url) => screenshots.push(url));
  const logs: { label: string; url: string }[] = [];
  urlsIn(record.logs, ['url', 'href', 'link'], (url, name) => {
    if (logs.length < MAX_LOGS_READ)
      logs.push({ label: safeLabel(name ?? '') || `log ${logs.length + 1}`, url });
  });
  if (!video && !screenshots.length && !logs.length) return undefined;
  const links: TestLinks = {};
  if (video) links.video = video;
  if (screenshots.length) links.screenshots = screenshots.slice(-MAX_SCREENSHOTS_READ);
  if (logs.length) links.logs = logs;
  if (flag(record.assets_available) === false) links.notReady = true;
  return links;
}

/**
 * The http(s) URLs a field holds, in order, each handed to `found` with its name where the field
 * gives one: one URL, a list of URLs or of objects holding one (under `keys` first, else any URL
 * value), or an object of name → URL. Made without a list between: it runs for every test read.
 */
function urlsIn(value: unknown, keys: readonly string[], found: (url: string, name?: string) => void): void {
  const single = httpUrl(value);
  if (single) return found(single);
  if (Array.isArray(value)) {
    for (const item of value) {
      const url = httpUrl(item) ?? urlInObject(item, keys);
      if (!url) continue;
      const o = item as Record<string, unknown>;
      found(url, typeof item === 'object' ? (text(o.name) ?? text(o.type)) || undefined : undefined);
    }
  } else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const name in o) {
      const url = httpUrl(o[name]) ?? urlInObject(o[name], keys);
      if (url) found(url, name);
    }
  }
}

function urlInObject(value: unknown, keys: readonly string[]): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const o = value as Record<string, unknown>;
  for (const key of keys) if (httpUrl(o[key])) return httpUrl(o[key]);
  for (const v of Object.values(o)) if (httpUrl(v)) return httpUrl(v);
  return undefined;
}

/** A non-negative number of seconds (a number or numeric text); anything else is absent. */
function seconds(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
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
