import { type CompactTests, OUTCOME_CODE } from './compact.ts';
import type { ReportEntry } from './types.ts';

/**
 * A test recorded more than once in one report (a test framework's retry, the action's own retries) is
 * one test with several attempts: the same name, browser or device and platform. Its last attempt
 * decides its outcome, and one that passed after an earlier attempt failed is flaky. The grouping works
 * on the compact records of the attempts (src/report/compact.ts) and typed arrays, never an object per
 * attempt, so a build of any size groups in flat memory (docs/architecture.md, "The report flow").
 */

/**
 * A second 32-bit hash of what `testKey` hashes, with other constants (a multiply-xorshift mix), so the
 * two together tell tests apart: 32 bits alone would take two of 100,000 tests for one about once.
 */
export function identityTwin(entry: Pick<ReportEntry, 'name' | 'environment' | 'platform'>): number {
  let hash = 0x9747b28c;
  for (const text of [entry.name, entry.environment ?? '', entry.platform ?? '']) {
    for (let i = 0; i < text.length; i++) {
      hash = Math.imul(hash ^ text.charCodeAt(i), 0x5bd1e995);
      hash ^= hash >>> 15;
    }
    hash = Math.imul(hash ^ 0xffff, 0x5bd1e995);
  }
  return hash >>> 0;
}

/** The attempts of a report's tests, by line of its spill (the order read). */
export interface AttemptGroups {
  /** Per attempt: the test it is an attempt of, numbered in the order tests were first read. */
  test: Uint32Array;
  /** Per test: the attempt that decides it. */
  deciding: Uint32Array;
  /** Per test: how many attempts it had. */
  count: Uint32Array;
  /** Per test: its outcome over its attempts (OUTCOME_CODE). */
  outcome: Uint8Array;
  /** Per flaky test's first failed attempt: the test. */
  firstFailures: Map<number, number>;
}

/** Both hashes as one whole number below 2^53, a Map's key. */
const identityOf = (key: number, twin: number) => key * 0x200000 + (twin >>> 11);

/**
 * Groups `attempts` (compact records, with each one's `twins` hash) into tests; undefined when no test
 * had more than one attempt, the common case, which leaves every report as it was. The last attempt is
 * the one that ended last where both ends are known, else the one read last.
 */
export function groupAttempts(attempts: CompactTests, twins: Uint32Array): AttemptGroups | undefined {
  const n = attempts.length;
  const test = new Uint32Array(n);
  const tests = new Map<number, number>();
  for (let at = 0; at < n; at++) {
    const identity = identityOf(attempts.key(at), twins[at] ?? 0);
    let index = tests.get(identity);
    if (index === undefined) tests.set(identity, (index = tests.size));
    test[at] = index;
  }
  if (tests.size === n) return undefined;
  const size = tests.size;
  tests.clear();
  const groups: AttemptGroups = {
    test,
    deciding: new Uint32Array(size),
    count: new Uint32Array(size),
    outcome: new Uint8Array(size),
    firstFailures: new Map(),
  };
  const firstFailed = new Int32Array(size).fill(-1);
  for (let at = 0; at < n; at++) {
    const g = test[at] ?? 0;
    const seen = groups.count[g] ?? 0;
    groups.count[g] = seen + 1;
    if (!seen || endsLater(attempts, at, groups.deciding[g] ?? 0)) groups.deciding[g] = at;
  }
  for (let at = 0; at < n; at++) {
    const g = test[at] ?? 0;
    if (attempts.outcome(at) === 'failed' && firstFailed[g] === -1) firstFailed[g] = at;
  }
  for (let g = 0; g < size; g++) {
    const last = attempts.outcome(groups.deciding[g] ?? 0);
    const failedBefore = (firstFailed[g] ?? -1) !== -1;
    const flaky = last === 'passed' && failedBefore;
    groups.outcome[g] = OUTCOME_CODE[flaky ? 'flaky' : last];
    if (flaky) groups.firstFailures.set(firstFailed[g] ?? 0, g);
  }
  return groups;
}

/** Whether attempt `at`, read after `than`, is the later one: by their ends when both are known. */
function endsLater(attempts: CompactTests, at: number, than: number): boolean {
  const end = attempts.completedAt(at);
  const other = attempts.completedAt(than);
  return end === undefined || other === undefined || end >= other;
}
