// The lenient readers of records whose fields the spec leaves "not shown" (docs/service-records.md),
// in one place: a field that is missing or of an unexpected type counts as absent, never as an error.
import type { JobError } from './jobs.ts';
import { appKeyOf } from './refs.ts';
import { APP_URL, type StoredApp } from './storage.ts';

/** A non-empty string, trimmed; anything else is absent. */
export function string(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() || undefined : undefined;
}

/** A string or a number as trimmed text; anything else is absent. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return string(value);
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
 * The one adapter for `errors` entries. The spec names `step`, `browser` and `time` but not their
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

/** Reads a stored app record leniently: a field of another type than expected counts as absent. */
export function storedAppInfo(record: StoredApp): StoredAppInfo {
  const appUrl = string(record.app_url);
  const id = record.id;
  return {
    appUrl,
    appKey: appUrl && APP_URL.test(appUrl) ? appKeyOf(appUrl) : undefined,
    id: typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined,
    filename: string(record.filename),
    type: string(record.type),
    version: text(record.version),
    state: string(record.state),
    createdAt: string(record.created_at),
  };
}

/**
 * A build record's identifier (the `capabilities.build` string its tests used). Build list records are
 * "not shown": the name is read from `name`, else `build` (docs/service-records.md); a record with
 * neither has no name to match.
 */
export function buildNameOf(record: Record<string, unknown>): string | undefined {
  return string(record.name) ?? string(record.build);
}

/** Date-times that name their zone: `Z`, an offset, or GMT/UTC (a bare one depends on the reader's zone). */
const ZONED = /(?:Z|[+-]\d{2}:?\d{2}|\bGMT|\bUTC)$/i;
/** Seconds since the epoch stay below this until the year 5138; a larger number is milliseconds. */
const LARGEST_SECONDS = 1e11;

/** A point in time as milliseconds since the epoch, or absent when it cannot be told. */
export function instant(value: unknown): number | undefined {
  if (typeof value === 'number')
    return Number.isFinite(value) && value > 0 ? (value < LARGEST_SECONDS ? value * 1000 : value) : undefined;
  if (typeof value !== 'string' || !ZONED.test(value.trim())) return undefined;
  const ms = Date.parse(value.trim());
  return Number.isNaN(ms) ? undefined : ms;
}

/** `success` arrives as true/false on some endpoints and 1/0 on others; anything else is unknown. */
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
