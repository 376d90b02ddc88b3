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
  // The names' keys sorted, each once, then each test's duration added at its key's place: no object
  // per test or per name.
  const all = new Uint32Array(keys.length);
  let timed = 0;
  for (let i = 0; i < keys.length; i++) if (isDuration(keys.duration(i))) all[timed++] = keys.nameKey(i);
  const sorted = all.subarray(0, timed).sort();
  let unique = 0;
  for (let i = 0; i < timed; i++)
    if (i === 0 || sorted[i] !== sorted[unique - 1]) sorted[unique++] = sorted[i]!;
  const named = { keys: sorted.slice(0, unique), seconds: new Float64Array(unique), leftOut: 0 };
  for (let i = 0; i < keys.length; i++) {
    const seconds = keys.duration(i);
    if (!isDuration(seconds)) continue;
    const at = indexOf(named.keys, keys.nameKey(i));
    named.seconds[at] = named.seconds[at]! + seconds;
  }
  return named;
}

const isDuration = (seconds: number | undefined): seconds is number =>
  seconds !== undefined && Number.isFinite(seconds) && seconds >= 0;

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
 * The longest `n` names' durations, the rest left out (and counted), for any `n`: a plan that misses a
 * short test takes it at the median, which moves little; a long one missed would unbalance it. The
 * order is made once (longest first as the digest keeps durations, a tie by key); each cut keeps the
 * names in key order.
 */
export function longestCut(named: NamedDurations): (n: number) => NamedDurations {
  // By the byte a digest keeps each duration as, longest first, the keys of one byte in their order:
  // a count of each byte, then each name put at its byte's place.
  const codes = Uint8Array.from(named.seconds, durationCode);
  const starts = new Uint32Array(257);
  for (const code of codes) starts[255 - code + 1]!++;
  for (let c = 1; c <= 256; c++) starts[c]! += starts[c - 1]!;
  const order = new Uint32Array(codes.length);
  for (let i = 0; i < codes.length; i++) order[starts[255 - codes[i]!]!++] = i;
  return (n) => {
    if (n >= named.keys.length) return named;
    const kept = order.slice(0, n).sort();
    return {
      keys: kept.map((i) => named.keys[i]!),
      seconds: Float64Array.from(kept, (i) => named.seconds[i]!),
      leftOut: named.leftOut + named.keys.length - n,
    };
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
 * first, bits filling each byte from its top. `k` is the one of those near log2 of the mean gap that
 * takes the fewest bits. Keys spread evenly over 32 bits take about 2 + log2(2^32 / n) bits each,
 * where varints take a byte more.
 */
export function riceCoded(keys: Uint32Array): { k: number; bytes: Uint8Array } {
  const gaps = new Float64Array(keys.length);
  for (let i = 0; i < keys.length; i++) gaps[i] = keys[i]! - (i ? keys[i - 1]! : 0);
  const mean = keys.length ? (keys.at(-1)! + 1) / keys.length : 1;
  const near = Math.max(0, Math.min(31, Math.floor(Math.log2(Math.max(1, mean * Math.LN2)))));
  let k = near;
  let fewest = Infinity;
  for (let bits = Math.max(0, near - 1); bits <= Math.min(31, near + 1); bits++) {
    const unit = 2 ** bits;
    let size = 0;
    for (const gap of gaps) size += 1 + bits + Math.floor(gap / unit);
    if (size < fewest) [k, fewest] = [bits, size];
  }
  const out = new BitWriter(Math.ceil(fewest / 8));
  const unit = 2 ** k;
  for (const gap of gaps) {
    const q = Math.floor(gap / unit);
    out.ones(q);
    out.bits(0, 1);
    out.bits(gap - q * unit, k);
  }
  return { k, bytes: out.bytes };
}

/**
 * `n` keys back from their Rice-coded gaps, read as untrusted input: every key within 32 bits and
 * ascending, each once, and nothing read past the bytes; throws otherwise.
 */
export function riceKeys(bytes: Uint8Array, k: number, n: number): Uint32Array {
  if (!Number.isInteger(k) || k < 0 || k > 31) throw new Error('a coding parameter is out of range');
  const keys = new Uint32Array(n);
  const input = new BitReader(bytes);
  const unit = 2 ** k;
  let key = 0;
  for (let i = 0; i < n; i++) {
    const q = input.ones(Math.floor(0xffffffff / unit) + 1);
    const gap = q * unit + input.bits(k);
    if (i > 0 && gap === 0) throw new Error('the name keys are not ascending');
    key += gap;
    if (key > 0xffffffff) throw new Error('a key is out of range');
    keys[i] = key;
  }
  // Only the last byte's padding may follow.
  if (input.left() >= 8) throw new Error('bytes follow the name keys');
  return keys;
}

/** Bits written from the top of each byte: up to 31 of a number at once, or a run of ones. */
class BitWriter {
  readonly bytes: Uint8Array;
  private at = 0;

  constructor(size: number) {
    this.bytes = new Uint8Array(size);
  }

  /** The low `count` bits of `value` (count at most 31), most significant first. */
  bits(value: number, count: number): void {
    let left = count;
    while (left > 0) {
      const free = 8 - (this.at & 7);
      const take = Math.min(left, free);
      const chunk = (value >>> (left - take)) & ((1 << take) - 1);
      this.bytes[this.at >> 3] = this.bytes[this.at >> 3]! | (chunk << (free - take));
      this.at += take;
      left -= take;
    }
  }

  ones(count: number): void {
    for (let left = count; left > 0; left -= 31) this.bits(0x7fffffff, Math.min(31, left));
  }
}

/** Bits read as BitWriter writes them, never past the end. */
class BitReader {
  private readonly bytes: Uint8Array;
  private at = 0;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }

  left(): number {
    return this.bytes.length * 8 - this.at;
  }

  /** `count` bits (at most 31) as a number, most significant first. */
  bits(count: number): number {
    if (count > this.left()) throw new Error('it ends early');
    let value = 0;
    let left = count;
    while (left > 0) {
      const free = 8 - (this.at & 7);
      const take = Math.min(left, free);
      const chunk = (this.bytes[this.at >> 3]! >>> (free - take)) & ((1 << take) - 1);
      value = value * 2 ** take + chunk;
      this.at += take;
      left -= take;
    }
    return value;
  }

  /** The ones before the next 0 bit, which is read too; refused at `max`. */
  ones(max: number): number {
    let count = 0;
    for (;;) {
      if (this.at >= this.bytes.length * 8) throw new Error('it ends early');
      const byte = this.bytes[this.at >> 3]!;
      const offset = this.at & 7;
      // The ones from `offset` on in this byte (the bits shifted in below are 0): fewer than the bits
      // left in it when a 0 ends the run here.
      const run = Math.clz32(~(((byte << offset) & 0xff) << 24));
      if (run < 8 - offset) {
        count += run;
        this.at += run + 1;
        if (count >= max) throw new Error('a key is out of range');
        return count;
      }
      count += 8 - offset;
      this.at += 8 - offset;
      if (count >= max) throw new Error('a key is out of range');
    }
  }
}
