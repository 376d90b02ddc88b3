import { segmentValue } from './transport/path.ts';

/**
 * The spec's reference quirks, handled once: app keys with or without their storage scheme, builds by
 * numeric ID or `capabilities.build` string, tests by numeric ID or WebDriver session UUID.
 */
/** `cloud://abc123` or `abc123` → `abc123`. */
export function appKeyOf(value: string): string {
  const trimmed = value.trim();
  const match = /^[a-z][a-z0-9+.-]*:\/\/(.*)$/i.exec(trimmed);
  const key = match?.[1] ?? trimmed;
  if (!key || /[/\s?#]/.test(key))
    throw new TypeError(`"${value}" is not an app key (expected KEY or scheme://KEY)`);
  return segmentValue(key, 'an app key');
}

/** A build: its numeric ID or the `capabilities.build` identifier; never empty, `.` or `..`. */
export function buildRefOf(value: string | number): string {
  return segmentValue(String(value).trim(), 'a build reference');
}

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** A test: numeric ID (from 1, ASSUMPTIONS.positiveIds) or WebDriver session ID (UUID, with or without dashes). */
export function testRefOf(value: string | number): string {
  const ref = String(value).trim();
  if (/^\d+$/.test(ref)) return String(idOf(ref, 'test id'));
  if (UUID.test(ref)) return ref;
  throw new TypeError(
    `"${value}" is not a test reference (expected a numeric test ID or a WebDriver session UUID)`,
  );
}

/** A positive numeric ID: an int32 path parameter of the spec, from 1 (ASSUMPTIONS.positiveIds). */
export function idOf(value: string | number, what: string): number {
  const n = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > 2147483647)
    throw new TypeError(`${what} must be a positive whole number, got "${value}"`);
  return n;
}

/** A stored app: its numeric storage ID or its app key (bare or `scheme://KEY`); both are one path segment. */
export function storageRefOf(value: string | number): string {
  return typeof value === 'number' ? String(idOf(value, 'storage id')) : appKeyOf(value);
}
