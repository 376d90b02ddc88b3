// Names made of text: a build name's parts, a GitLab log section, a tunnel's name (`slug`: what such
// names may hold everywhere); and the keys a CI replaces by, a Buildkite annotation's context and an
// Azure summary file's name (`keySlug`: never the same for two names).
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

/** What a key may hold where its system takes any letter: letters and digits of every script, their marks, dots, dashes and underscores. */
const NOT_KEY_LETTER = /[^\p{L}\p{M}\p{N}_.-]+/gu;

/**
 * A name a system keys by, replacing what it had under the same key (a Buildkite annotation's
 * context, an Azure summary tab's file): never the same for two texts. It is the slug of `text` (with
 * `unicode`, letters and digits of every script kept, where the system takes them: docs/ci-facts.md),
 * and whenever that dropped or changed a character of the text (a space, a bracket, an emoji, a
 * capital with `lower`, or a cut to `max`) it ends in `-` and the short hash of the whole text: two
 * texts that differ only in what the slug leaves out ("lang: 日本語" and "lang: 中文" in ASCII) get
 * different keys, and a text already a slug is its own key.
 */
export function keySlug(
  text: string,
  max: number,
  options: { lower?: boolean; unicode?: boolean } = {},
): string {
  const whole = text.normalize('NFC');
  const cased = options.lower ? whole.toLowerCase() : whole;
  const named = cased.replace(options.unicode ? NOT_KEY_LETTER : NOT_SLUG, '-').replace(/^-+|-+$/g, '');
  const fits = [...named].length <= max;
  if (named === text && fits) return named;
  const hash = shortHash(text);
  const kept = cutChars(named, max - hash.length - 1).replace(/-+$/, '');
  return kept ? `${kept}-${hash}` : hash;
}

/** The first `max` characters (code points) of `text`: a cut never splits one. */
const cutChars = (text: string, max: number) => [...text].slice(0, Math.max(0, max)).join('');
