// The lenient readers of records whose fields the spec leaves "not shown" (docs/service-records.md),
// in one place: a field that is missing or of an unexpected type counts as absent, never as an error.
// Code outside src/api reads such records only through these adapters; each is the `adapter` of an
// entry of ASSUMPTIONS (assumptions.ts), which names the spec's line and the test that pins it.
import { httpUrl } from '../text/escape.ts';
import {
  NOT_DONE_TEST_STATES,
  NOT_STARTED_TEST_STATES,
  PHYSICAL_PLATFORM,
  RECORDING_URL_KEYS,
} from './assumptions.ts';
import type { JobError } from './jobs.ts';
import { appKeyOf } from './refs.ts';
import { APP_URL, type StoredApp } from './storage.ts';

/** A non-empty string, trimmed; anything else is absent. */
export function string(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() || undefined : undefined;
}

/** A string or a number as trimmed text; anything else is absent. */
function text(value: unknown): string | undefined {
  return Number.isFinite(value) ? String(value) : string(value);
}

/** One entry of a job's `errors`, as far as it can be read; anything missing stays undefined. */
export interface JobErrorDetail {
  testId?: number;
  testName?: string;
  step?: string;
  browser?: string;
  time?: string;
  message?: string;
}

/**
 * The one adapter for `errors` entries (ASSUMPTIONS.jobErrorFields). The spec names `step`, `browser` and `time` but not their
 * types; `test_id`, `test_name` and `message` are read when present and never required.
 */
export function jobErrorDetail(entry: JobError): JobErrorDetail {
  const browser = (value: unknown): string | undefined => {
    if (value && typeof value === 'object') {
      const b = value as Record<string, unknown>;
      const parts = [text(b.name) ?? text(b.browser), text(b.version), text(b.platform)].filter(Boolean);
      return parts.length ? parts.join(' ') : undefined;
    }
    return text(value);
  };
  const id = text(entry.test_id);
  return {
    testId: id && /^\d+$/.test(id) ? Number(id) : undefined,
    testName: text(entry.test_name),
    step: text(entry.step),
    browser: browser(entry.browser),
    time: text(entry.time),
    message: text(entry.message) ?? text(entry.error),
  };
}

/** The fields clients have been seen to read from a stored app record; each is undefined when absent. */
export interface StoredAppInfo {
  appUrl?: string;
  appKey?: string;
  id?: number;
  filename?: string;
  /** apk, ipa or zip. */
  type?: string;
  version?: string;
  /** PROCESSING while the service inspects the binary. */
  state?: string;
  createdAt?: string;
}

/**
 * Reads a stored app record leniently (ASSUMPTIONS.storedAppFields): a field of another type than
 * expected counts as absent.
 */
export function storedAppInfo(record: StoredApp): StoredAppInfo {
  const appUrl = string(record.app_url);
  const id = record.id;
  return {
    appUrl,
    appKey: appUrl && APP_URL.test(appUrl) ? appKeyOf(appUrl) : undefined,
    id: Number.isSafeInteger(id) ? (id as number) : undefined,
    filename: string(record.filename),
    type: string(record.type),
    version: text(record.version),
    state: string(record.state),
    createdAt: string(record.created_at),
  };
}

/**
 * A build record's identifier (the `capabilities.build` string its tests used). Build list records are
 * "not shown": the name is read from `name`, else `build` (ASSUMPTIONS.buildNameFields); a record with
 * neither has no name to match.
 */
export function buildNameOf(record: Record<string, unknown>): string | undefined {
  return string(record.name) ?? string(record.build);
}

/** Date-times that name their zone: `Z`, an offset, or GMT/UTC (a bare one depends on the reader's zone). */
const ZONED = /(?:Z|[+-]\d{2}:?\d{2}|\bGMT|\bUTC)$/i;
/** Seconds since the epoch stay below this until the year 5138; a larger number is milliseconds. */
const LARGEST_SECONDS = 1e11;

/** A point in time as milliseconds since the epoch, or absent when it cannot be told (ASSUMPTIONS.timeFields). */
export function instant(value: unknown): number | undefined {
  if (typeof value === 'number')
    return Number.isFinite(value) && value > 0 ? (value < LARGEST_SECONDS ? value * 1000 : value) : undefined;
  if (typeof value !== 'string' || !ZONED.test(value.trim())) return undefined;
  const ms = Date.parse(value.trim());
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * `success` arrives as true/false on some endpoints and 1/0 on others (ASSUMPTIONS.flagValues); anything
 * else is unknown.
 */
export function flag(value: unknown): boolean | undefined {
  if (value === true || value === 1) return true;
  if (value === false || value === 0) return false;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
  }
  return undefined;
}

/** A log of a test: its URL, and its name where the record gives one. */
interface TestLog {
  name?: string;
  url: string;
}

/**
 * What a test record says, as far as it can be read (ASSUMPTIONS.testRecordFields); every field is
 * undefined when absent or of another shape, and the lists are there only when they hold something.
 */
export interface TestRecordFields {
  id?: string;
  /** The WebDriver session ID. */
  sessionId?: string;
  name?: string;
  /** `state`, upper-cased. */
  state?: string;
  /** The state says the test is not done yet: its outcome may still change. */
  running: boolean;
  /** The state says the test has not started: it waits for a session (ASSUMPTIONS.notStartedStates). */
  notStarted: boolean;
  /** Where its session ran: a VM or a physical device; undefined when the record cannot tell (ASSUMPTIONS.sessionKinds). */
  session?: SessionKind;
  success?: boolean;
  statusMessage?: string;
  browser?: string;
  browserVersion?: string;
  deviceName?: string;
  /** `os`, else `platform_name`. */
  platform?: string;
  /** Milliseconds since the epoch. */
  completedAt?: number;
  /** Seconds. */
  duration?: number;
  video?: string;
  screenshots?: string[];
  logs?: TestLog[];
  /** False: the service has not finished processing the recordings. */
  assetsAvailable?: boolean;
}

/** Where a test's session ran: what the service bills apart (VM credits and device credits). */
export type SessionKind = 'vm' | 'physical';

/**
 * The one adapter for test records (GET /v1/builds/<build>, /v1/tests, /v1/tests/{id}), read by the
 * field names the service's own clients read (ASSUMPTIONS.testRecordFields). Recordings are read as
 * far as their shapes go: `video` a URL (or `false`: none); `thumbs` one URL, a list of URLs, or a
 * list of objects holding one (`url`, `image`, `src` first); `logs` an object of name → URL, a list
 * of URLs, or a list of objects with a URL (`url`, `href`, `link` first) and a `name` or `type`. Only
 * absolute http(s) URLs are kept. `duration` is seconds, a number or numeric text.
 */
export function testRecordFields(record: Record<string, unknown>): TestRecordFields {
  const state = text(record.state)?.toUpperCase();
  const fields: TestRecordFields = {
    id: text(record.id),
    sessionId: text(record.session_id),
    name: text(record.name),
    state,
    running: NOT_DONE_TEST_STATES.has(state),
    notStarted: NOT_STARTED_TEST_STATES.has(state),
    success: flag(record.success),
    statusMessage: text(record.status_message),
    browser: text(record.browser),
    browserVersion: text(record.browser_version),
    deviceName: text(record.device_name),
    platform: text(record.os) ?? text(record.platform_name),
    completedAt: instant(record.completed_at),
    duration: seconds(record.duration),
    video: httpUrl(record.video),
    assetsAvailable: flag(record.assets_available),
  };
  const session = sessionKindOf(fields, text(record.platform_name), text(record.os));
  if (session) fields.session = session;
  urlsIn(record.thumbs, RECORDING_URL_KEYS.thumbs, (url) => (fields.screenshots ??= []).push(url));
  urlsIn(record.logs, RECORDING_URL_KEYS.logs, (url, name) => (fields.logs ??= []).push({ name, url }));
  return fields;
}

/**
 * A physical device when a platform is one of the devices' physical ones (REAL_ANDROID, REAL_IOS); a
 * VM when the record names a browser and no device; else untold (ASSUMPTIONS.sessionKinds).
 */
function sessionKindOf(
  f: Pick<TestRecordFields, 'browser' | 'deviceName'>,
  ...platforms: (string | undefined)[]
): SessionKind | undefined {
  if (platforms.some((p) => p !== undefined && PHYSICAL_PLATFORM.test(p))) return 'physical';
  return f.browser && !f.deviceName ? 'vm' : undefined;
}

/**
 * The http(s) URLs a field holds, in order, each handed to `found` with its name where the field
 * gives one: one URL, a list of URLs or of objects holding one (under `keys` first, else any URL
 * value), or an object of name → URL. Made without a list between: it runs for every test read.
 */
function urlsIn(
  value: unknown,
  keys: readonly string[],
  found: (url: string, name: string | undefined) => void,
): void {
  const single = httpUrl(value);
  if (single) return found(single, undefined);
  if (Array.isArray(value)) {
    for (const item of value) {
      const url = httpUrl(item) ?? urlInObject(item, keys);
      if (!url) continue;
      // A URL given as a string has no name: reading one off it finds none.
      const o = item as Record<string, unknown>;
      found(url, text(o.name) ?? text(o.type));
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
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}
