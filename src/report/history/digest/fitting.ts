import type { Outcome } from '../../value/types.ts';
import { LEG_MARK_ROOM } from '../../world/leg-mark.ts';
import { newestRuns } from '../window.ts';
import { longestCut, type NamedDurations } from './by-name.ts';
import { digestBytes, digestText, nameKeysBytes } from './codec.ts';
import {
  type Digest,
  type Dropped,
  MAX_DIGEST_CHARS,
  MAX_DIGEST_INFLATED_BYTES,
  MAX_DIGEST_KEYS,
  OUTCOME_ORDER,
} from './model.ts';

/**
 * A digest cut to fit what a check run's `output.text` holds beside the report's mark, within the
 * bounds its reader keeps to (codec.ts): what it left out is recorded in it.
 */

/** What a digest is written within: the rest of `output.text` is the report's mark (world/leg-mark.ts). */
const WRITTEN_DIGEST_CHARS = MAX_DIGEST_CHARS - LEG_MARK_ROOM - 1;

/**
 * The digest as `output.text` holds it, within WRITTEN_DIGEST_CHARS, MAX_DIGEST_INFLATED_BYTES and
 * MAX_DIGEST_KEYS: when it would not fit, it leaves out, in turn, passed tests' durations, passed
 * tests' keys, the carried tests, the durations by name (the shortest first: a plan takes a test it
 * misses at the median, which moves a short one little), the window's oldest runs (all but the newest if need be), failed
 * tests' names (the last ones first), the other durations with unknown and flaky tests' keys, the
 * window's newest run, and last the keys of failed tests beyond what fits; what it left out is
 * recorded in it.
 */
export function writeDigest(digest: Digest): { text: string; digest: Digest } {
  const steps: ((d: Digest) => Digest)[] = [
    (d) => d,
    (d) => dropDurations(d, ['passed'], { passedDurations: true }),
    (d) => ({
      ...d,
      keys: { ...d.keys, passed: new Uint32Array(0) },
      dropped: { ...d.dropped, passedKeys: true },
    }),
    // A re-run then runs everything again: it cannot report the tests it would not run.
    ({ carried, ...d }) => ({ ...d, dropped: { ...d.dropped, carried: d.dropped.carried || !!carried } }),
  ];
  let current = digest;
  for (const step of steps) {
    current = step(current);
    const text = fitting(current);
    if (text !== undefined) return { text, digest: current };
  }
  if (current.byName) {
    current = withLongestNames(current, current.byName);
    if (current.byName!.keys.length) return { text: fitting(current)!, digest: current };
  }
  const { window } = current;
  if (window) {
    current = cutToFit(current, withWindowRuns, window.runs.length);
    // Its newest run, whose tests that did not pass are this report's, goes only after the names.
    if (current.window?.runs.length) return { text: fitting(current)!, digest: current };
    current = withWindowRuns({ ...current, window }, 1);
  }
  current = cutToFit(current, (d, n) => withNames(d, n), current.failedNames.length);
  const named = fitting(current);
  if (named !== undefined) return { text: named, digest: current };
  current = dropDurations(current, ['failed', 'unknown', 'flaky'], { otherDurations: true });
  current = {
    ...current,
    // Flaky tests with them: they passed in the end, and a digest of many would not fit either.
    keys: { ...current.keys, unknown: new Uint32Array(0), flaky: new Uint32Array(0) },
    dropped: { ...current.dropped, unknownKeys: true },
  };
  const lessened = fitting(current);
  if (lessened !== undefined) return { text: lessened, digest: current };
  current = withWindowRuns(current, 0);
  current = cutToFit(current, (d, n) => withFailedKeys(d, n), current.keys.failed.length);
  return { text: digestText(digestBytes(current)), digest: current };
}

function dropDurations(d: Digest, outcomes: Outcome[], dropped: Partial<Dropped>): Digest {
  const durations = { ...d.durations };
  for (const outcome of outcomes) durations[outcome] = new Float64Array(0);
  return { ...d, durations, dropped: { ...d.dropped, ...dropped } };
}

/**
 * The digest with the durations of as many of its longest names as fit, give or take a hundredth: a
 * few encodings, each count guessed from what a name cost in the one before (a name costs a little
 * more when there are fewer, its key's gap being wider), rather than a search over every count.
 */
function withLongestNames(d: Digest, byName: NamedDurations): Digest {
  const longest = longestCut(byName);
  const keep = (n: number): Digest => ({ ...d, byName: longest(n) });
  const without = encoded(keep(0))?.length ?? Infinity;
  if (without > WRITTEN_DIGEST_CHARS) return keep(0);
  const room = WRITTEN_DIGEST_CHARS - without;
  let fit = 0;
  let over = byName.keys.length;
  // At first, what the keys cost coded and a byte a duration, in base64; then what a name cost.
  let perName = ((nameKeysBytes(byName) + over) * 4) / 3 / over;
  for (let round = 0; round < 8 && over - fit > Math.max(1, fit / 100); round++) {
    // A little under what the room holds at that cost: one that fits ends the search sooner.
    const n = Math.min(over - 1, Math.max(fit + 1, Math.floor((0.995 * room) / perName)));
    const length = encoded(keep(n))?.length ?? Infinity;
    if (length <= WRITTEN_DIGEST_CHARS) fit = n;
    else over = n;
    perName = Number.isFinite(length) ? (length - without) / n : perName * 1.1;
  }
  return keep(fit);
}

/** The digest with its window's newest `n` runs: the oldest leave first. */
const withWindowRuns = (d: Digest, n: number): Digest =>
  d.window ? { ...d, window: newestRuns(d.window, n) } : d;

function withNames(d: Digest, n: number): Digest {
  const left = d.failedNames.length - n;
  return {
    ...d,
    failedNames: d.failedNames.slice(0, n),
    dropped: { ...d.dropped, failedNames: d.dropped.failedNames + left },
  };
}

function withFailedKeys(d: Digest, n: number): Digest {
  const left = d.keys.failed.length - n;
  return {
    ...d,
    keys: { ...d.keys, failed: d.keys.failed.slice(0, n) },
    dropped: { ...d.dropped, failedKeys: left },
  };
}

/** The most of `total` items `keep` can hold within the limits (a binary search over whole encodings). */
function cutToFit(d: Digest, keep: (d: Digest, n: number) => Digest, total: number): Digest {
  let low = 0;
  let high = total;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fitting(keep(d, mid)) !== undefined) low = mid;
    else high = mid - 1;
  }
  return keep(d, low);
}

/** The digest's text when it keeps within every limit a reader holds it to; else undefined. */
function fitting(d: Digest): string | undefined {
  const text = encoded(d);
  return text !== undefined && text.length <= WRITTEN_DIGEST_CHARS ? text : undefined;
}

/**
 * The digest's text, of any length, when it keeps within the bounds on keys and inflated bytes; else
 * undefined, as it is, unencoded, for durations by name whose keys alone take more than the text
 * holds: coded hashes, which gzip cannot shrink (a tenth spared for what it might).
 */
function encoded(d: Digest): string | undefined {
  const keys = OUTCOME_ORDER.reduce((n, outcome) => n + d.keys[outcome].length, 0);
  if (keys > MAX_DIGEST_KEYS) return undefined;
  if (
    d.byName &&
    (d.byName.keys.length > MAX_DIGEST_KEYS || (0.9 * nameKeysBytes(d.byName) * 4) / 3 > WRITTEN_DIGEST_CHARS)
  )
    return undefined;
  const bytes = digestBytes(d);
  return bytes.length > MAX_DIGEST_INFLATED_BYTES ? undefined : digestText(bytes);
}
