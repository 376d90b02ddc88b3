// Names made of text: a build name's parts, a Buildkite annotation's context, a summary file's name, a
// GitLab log section, a tunnel's name. One rule for them all: what such names may hold everywhere.
import { createHash } from 'node:crypto';

/** Hex digits of a short hash in names: 32 bits, enough to tell apart the few names that meet. */
export const SHORT_HASH_CHARS = 8;

/** A short stable hash of `text`: the same text gives the same hash on every run and machine. */
export const shortHash = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, SHORT_HASH_CHARS);

/** What a slug may hold: letters, digits, dots, dashes and underscores. */
const NOT_SLUG = /[^A-Za-z0-9_.-]+/g;

/**
 * `text` as a name: every run of other characters becomes one dash, dashes at the ends go, and it is
 * cut to `max` characters (`lower`: in lower case, for names some systems compare without case).
 */
export function slug(text: string, max: number, options: { lower?: boolean } = {}): string {
  const named = (options.lower ? text.toLowerCase() : text).replace(NOT_SLUG, '-').replace(/^-+|-+$/g, '');
  return named.length <= max ? named : named.slice(0, max).replace(/-+$/, '');
}

/**
 * A slug that still tells its text apart when it is cut: a slug longer than `max` is cut and ends in
 * `-` and the short hash of the whole text, so two long texts that begin alike get different names.
 */
export function uniqueSlug(text: string, max: number, options: { lower?: boolean } = {}): string {
  const whole = slug(text, Infinity, options);
  if (whole.length <= max) return whole;
  const hash = shortHash(text);
  return `${slug(whole, max - hash.length - 1)}-${hash}`;
}
