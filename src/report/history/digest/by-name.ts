import { type CompactTests, nameKey } from '../../value/compact.ts';

/**
 * The durations a digest keeps by test name (docs/report-files.md, "The digest", item 12): each
 * name's key (`nameKey`, the name alone) and the sum of its tests' known durations, over every browser,
 * device and platform it ran on. What a plan of legs (src/shard) weighs a test by: a line of its list
 * is a test's name as its sessions report it. Kept compact: the keys ascending as Rice-coded gaps, the
 * durations a byte each on a logarithmic scale.
 */
export interface NamedDurations {
  /** Name keys, ascending, each once. */
  keys: Uint32Array;
  /** Seconds per key: the sum of the name's tests' known durations. */
  seconds: Float64Array;
  /** Names left out to fit, the shortest first (fitting.ts). */
  leftOut: number;
}

/** Each name's durations summed: names with no known duration are left out (a plan takes them as new). */
export function byNameOf(keys: CompactTests): NamedDurations {
  const sums = new Map<number, number>();
  for (let i = 0; i < keys.length; i++) {
    const seconds = keys.duration(i);
    if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) continue;
    const key = keys.nameKey(i);
    sums.set(key, (sums.get(key) ?? 0) + seconds);
  }
  return fromSums(sums, 0);
}

/**
 * The union of several reports' durations by name (the legs of a combined report): a name in more than
 * one is the sum of its durations, as its tests in one report are; what each left out is added up.
 */
export function unionOf(all: readonly NamedDurations[]): NamedDurations {
  const sums = new Map<number, number>();
  let leftOut = 0;
  for (const named of all) {
    leftOut += named.leftOut;
    for (let i = 0; i < named.keys.length; i++)
      sums.set(named.keys[i]!, (sums.get(named.keys[i]!) ?? 0) + named.seconds[i]!);
  }
  return fromSums(sums, leftOut);
}

function fromSums(sums: Map<number, number>, leftOut: number): NamedDurations {
  const keys = Uint32Array.from(sums.keys()).sort();
  const seconds = new Float64Array(keys.length);
  for (let i = 0; i < keys.length; i++) seconds[i] = sums.get(keys[i]!)!;
  return { keys, seconds, leftOut };
}

/**
 * The longest `n` names' durations, the rest left out (and counted): a plan that misses a short test
 * takes it at the median, which moves little; a long one missed would unbalance it. Ties by key.
 */
export function longestOf(named: NamedDurations, n: number): NamedDurations {
  if (n >= named.keys.length) return named;
  const order = Array.from(named.keys.keys()).sort(
    (a, b) => named.seconds[b]! - named.seconds[a]! || named.keys[a]! - named.keys[b]!,
  );
  const kept = order.slice(0, n).sort((a, b) => a - b);
  return {
    keys: Uint32Array.from(kept, (i) => named.keys[i]!),
    seconds: Float64Array.from(kept, (i) => named.seconds[i]!),
    leftOut: named.leftOut + named.keys.length - n,
  };
}

/** The seconds of each of `names` the durations hold; a name they do not hold is not in the map. */
export function secondsByName(named: NamedDurations, names: readonly string[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const name of names) {
    const at = indexOf(named.keys, nameKey(name));
    if (at >= 0) found.set(name, named.seconds[at]!);
  }
  return found;
}

/**
 * The `n` longest of `names` in the tests of a report, by name (all its sessions together), longest
 * first, a tie by name: a shard leg's longest tests, which its mark names.
 */
export function longestNamed(
  keys: CompactTests,
  names: readonly string[],
  n: number,
): { name: string; seconds: number }[] {
  const found = secondsByName(byNameOf(keys), names);
  return [...found]
    .map(([name, seconds]) => ({ name, seconds }))
    .sort((a, b) => b.seconds - a.seconds || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, n);
}

/** The seconds the durations hold for one name key; undefined when they hold none. */
export function secondsOfKey(named: NamedDurations, key: number): number | undefined {
  const at = indexOf(named.keys, key);
  return at < 0 ? undefined : named.seconds[at];
}

function indexOf(keys: Uint32Array, key: number): number {
  let low = 0;
  let high = keys.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = keys[mid]!;
    if (at === key) return mid;
    if (at < key) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/**
 * A duration as one byte: `round(ln(1 + s / 0.1) / ln(1.07))`, so each step is 7 % longer than the one
 * before (a duration read back is within 3.5 % of the one written, or 4 ms of it under a tenth of a
 * second); a week is 231, and 255 the most.
 */
const STEP = Math.log(1.07);
const UNIT_SECONDS = 0.1;
export const durationCode = (seconds: number): number =>
  Math.min(255, Math.max(0, Math.round(Math.log1p(seconds / UNIT_SECONDS) / STEP)));
export const codeSeconds = (code: number): number => UNIT_SECONDS * Math.expm1(code * STEP);

/**
 * Ascending keys as Rice-coded gaps (each the difference from the one before, the first from 0): the
 * gap's quotient by 2^k in unary (that many 1 bits, then a 0), then its k low bits, most significant
 * first, bits filling each byte from its top. `k` is the one that takes the fewest bits. Keys spread
 * evenly over 32 bits take about 2 + log2(2^32 / n) bits each, where varints take a byte more.
 */
export function riceCoded(keys: Uint32Array): { k: number; bytes: Uint8Array } {
  const gaps = keys.map((key, i) => key - (i ? keys[i - 1]! : 0));
  let k = 0;
  let fewest = Infinity;
  for (let bits = 0; bits < 32; bits++) {
    let size = 0;
    for (const gap of gaps) size += 1 + bits + Math.floor(gap / 2 ** bits);
    if (size < fewest) [k, fewest] = [bits, size];
  }
  const bytes = new Uint8Array(Math.ceil(fewest / 8));
  let at = 0;
  const bit = (one: boolean) => {
    if (one) bytes[at >> 3] = bytes[at >> 3]! | (0x80 >> (at & 7));
    at++;
  };
  for (const gap of gaps) {
    for (let q = Math.floor(gap / 2 ** k); q > 0; q--) bit(true);
    bit(false);
    const low = gap % 2 ** k;
    for (let b = k - 1; b >= 0; b--) bit(Math.floor(low / 2 ** b) % 2 === 1);
  }
  return { k, bytes };
}

/**
 * `n` keys back from their Rice-coded gaps, read as untrusted input: every key within 32 bits and
 * ascending, each once, and nothing read past the bytes; throws otherwise.
 */
export function riceKeys(bytes: Uint8Array, k: number, n: number): Uint32Array {
  if (!Number.isInteger(k) || k < 0 || k > 31) throw new Error('a coding parameter is out of range');
  const keys = new Uint32Array(n);
  const total = bytes.length * 8;
  let at = 0;
  const bit = () => {
    if (at >= total) throw new Error('it ends early');
    const one = (bytes[at >> 3]! & (0x80 >> (at & 7))) !== 0;
    at++;
    return one;
  };
  let key = 0;
  for (let i = 0; i < n; i++) {
    let q = 0;
    while (bit()) if (++q * 2 ** k > 0xffffffff) throw new Error('a key is out of range');
    let low = 0;
    for (let b = 0; b < k; b++) low = low * 2 + (bit() ? 1 : 0);
    const gap = q * 2 ** k + low;
    if (i > 0 && gap === 0) throw new Error('the name keys are not ascending');
    key += gap;
    if (key > 0xffffffff) throw new Error('a key is out of range');
    keys[i] = key;
  }
  // Only the last byte's padding may follow.
  if (total - at >= 8) throw new Error('bytes follow the name keys');
  return keys;
}
