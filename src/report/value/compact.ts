import { grow, growable } from '../../text/typed-arrays.ts';
import { environmentFamily, platformFamily } from './family.ts';
import type { Outcome, ReportEntry } from './types.ts';

/** Outcomes as stored in a byte per test. */
export const OUTCOMES: readonly Outcome[] = ['passed', 'failed', 'unknown', 'flaky'];
export const OUTCOME_CODE: Record<Outcome, number> = { passed: 0, failed: 1, unknown: 2, flaky: 3 };

/** When the tests ran, in milliseconds since the epoch: the first start to the last end. */
export interface RunSpan {
  start: number;
  stop: number;
}

/**
 * A 32-bit key of what makes a test the same test from one report to the next: its name (`keyName`
 * when the shown name carries what changes per run), its browser or device without its version, and
 * its platform family (src/report/value/family.ts), FNV-1a over their UTF-16 code units. Tests of one
 * report that differ only in those versions share a key; their attempts are still told apart
 * (`identityTwin`, src/report/value/attempts.ts).
 */
export function testKey(entry: Pick<ReportEntry, 'name' | 'keyName' | 'environment' | 'platform'>): number {
  let hash = 0x811c9dc5;
  // The three texts with a NUL after each, hashed where they are (the families are made once per text).
  for (const text of [
    entry.keyName ?? entry.name,
    environmentFamily(entry.environment),
    platformFamily(entry.platform),
  ]) {
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A 32-bit key of a test's name alone (`keyName` when the shown name carries what changes per run),
 * FNV-1a over its UTF-16 code units as `testKey` hashes: what a digest keeps each name's durations by
 * (src/report/history/digest/by-name.ts), so a plan of legs finds a test by the name its list gives,
 * whatever browsers and platforms it ran on.
 */
export function nameKey(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * A compact record of every test of a report, in order: its key (`testKey`), its name's key
 * (`nameKey`), outcome, duration and end, in typed arrays that grow as tests are added (about 25 bytes
 * a test), never an object per test.
 * What a digest of the report and the grouping of a test's attempts are made from.
 */
export class CompactTests {
  private readonly keys = growable(Uint32Array, 64);
  private readonly nameKeys = growable(Uint32Array, 64);
  private readonly outcomes = growable(Uint8Array, 64);
  /** Seconds; NaN when unknown. */
  private readonly durations = growable(Float64Array, 64);
  /** Milliseconds since the epoch; NaN when unknown. */
  private readonly ends = growable(Float64Array, 64);
  private size = 0;

  get length(): number {
    return this.size;
  }

  key(i: number): number {
    return this.keys[i] ?? 0;
  }

  /** The key of the test's name alone. */
  nameKey(i: number): number {
    return this.nameKeys[i] ?? 0;
  }

  outcome(i: number): Outcome {
    return OUTCOMES[this.outcomes[i] ?? 0] ?? 'unknown';
  }

  /** Seconds, when the service gave them. */
  duration(i: number): number | undefined {
    const d = this.durations[i] ?? NaN;
    return Number.isNaN(d) ? undefined : d;
  }

  /** When the test ended, in milliseconds since the epoch, when known. */
  completedAt(i: number): number | undefined {
    const at = this.ends[i] ?? NaN;
    return Number.isNaN(at) ? undefined : at;
  }

  /** Adds a test at the end; its index. */
  push(entry: ReportEntry): number {
    if (this.size === this.keys.length) this.grow();
    this.set(this.size, entry);
    return this.size++;
  }

  /** Sets the test at `i` (a test read again) to what `entry` says now. */
  set(i: number, entry: ReportEntry): void {
    this.keys[i] = testKey(entry);
    this.nameKeys[i] = nameKey(entry.keyName ?? entry.name);
    this.outcomes[i] = OUTCOME_CODE[entry.outcome];
    this.durations[i] = entry.duration ?? NaN;
    this.ends[i] = entry.completedAt ?? NaN;
  }

  /** Adds test `i` of `from` at the end, with another outcome when one is given (its attempts'). */
  copy(from: CompactTests, i: number, outcome?: Outcome): void {
    if (this.size === this.keys.length) this.grow();
    this.keys[this.size] = from.keys[i] ?? 0;
    this.nameKeys[this.size] = from.nameKeys[i] ?? 0;
    this.outcomes[this.size] = outcome === undefined ? (from.outcomes[i] ?? 0) : OUTCOME_CODE[outcome];
    this.durations[this.size] = from.durations[i] ?? NaN;
    this.ends[this.size] = from.ends[i] ?? NaN;
    this.size++;
  }

  /**
   * From the first start to the last end the service gave (a test's end less its duration is its
   * start); undefined when no test's end is known. Both report files take their run's time from here.
   */
  span(): RunSpan | undefined {
    let start = Infinity;
    let stop = -Infinity;
    for (let i = 0; i < this.size; i++) {
      const end = this.ends[i] ?? NaN;
      if (Number.isNaN(end)) continue;
      const duration = this.durations[i] ?? NaN;
      start = Math.min(start, end - Math.round((Number.isNaN(duration) ? 0 : duration) * 1000));
      stop = Math.max(stop, end);
    }
    return stop === -Infinity ? undefined : { start, stop };
  }

  private grow(): void {
    const length = this.keys.length * 2;
    for (const array of [this.keys, this.nameKeys, this.outcomes, this.durations, this.ends])
      grow(array, length);
  }
}
