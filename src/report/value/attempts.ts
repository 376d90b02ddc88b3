import { type CompactTests, OUTCOME_CODE } from './compact.ts';
import type { ReportEntry } from './types.ts';

/**
 * A test recorded more than once in one report (a test framework's retry, the action's own retries) is
 * one test with several attempts: the same name, browser or device and platform, versions included. Its last attempt
 * decides its outcome, and one that passed after an earlier attempt failed is flaky. The grouping works
 * on the compact records of the attempts (src/report/value/compact.ts) and typed arrays, never an object per
 * attempt, so a build of any size groups in flat memory (docs/architecture.md, "The report flow").
 */

/**
 * A second 32-bit hash, of the test's own name (`keyName`, else its name) and its browser or device
 * and platform as shown, versions included, with other constants (a multiply-xorshift mix). With the
 * key (`testKey`, versions left out) it tells a test's attempts from other tests: two runs of a test on
 * two versions in one report are two tests, never one's attempts; and 32 bits alone would take two of
 * 100,000 tests for one about once.
 */
export function identityTwin(
  entry: Pick<ReportEntry, 'name' | 'keyName' | 'environment' | 'platform'>,
): number {
  let hash = 0x9747b28c;
  for (const text of [entry.keyName ?? entry.name, entry.environment ?? '', entry.platform ?? '']) {
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
  /** Per attempt: the test it is an attempt of, named by the line of its first attempt. */
  test: Uint32Array;
  /** Per test (at its first attempt's line): the attempt that decides it. */
  deciding: Uint32Array;
  /** Per test: how many attempts it had. */
  count: Uint32Array;
  /** Per test: its outcome over its attempts (OUTCOME_CODE). */
  outcome: Uint8Array;
  /** Per flaky test's first failed attempt: the test. */
  firstFailures: Map<number, number>;
  /** Per flaky test, and per failed test of more than one attempt: how many of its attempts failed. */
  failures: Map<number, number>;
}

/** Both hashes as one whole number below 2^53. */
const identityOf = (key: number, twin: number) => key * 0x200000 + (twin >>> 11);

/**
 * Groups `attempts` (compact records, with each one's `twins` hash) into tests; undefined when no test
 * had more than one attempt, the common case, which leaves every report as it was. The last attempt is
 * the one that ended last where both ends are known, else the one read last. Attempts are sorted by
 * identity in typed arrays (about 25 bytes a test while grouping), so equal ones sit side by side.
 */
export function groupAttempts(attempts: CompactTests, twins: Uint32Array): AttemptGroups | undefined {
  const test = testsOf(attempts, twins);
  if (!test) return undefined;
  const n = attempts.length;
  const groups: AttemptGroups = {
    test,
    deciding: new Uint32Array(n),
    count: new Uint32Array(n),
    outcome: new Uint8Array(n),
    firstFailures: new Map(),
    failures: new Map(),
  };
  const firstFailed = new Int32Array(n).fill(-1);
  const failed = new Uint32Array(n);
  for (let at = 0; at < n; at++) {
    const g = test[at] ?? 0;
    const seen = groups.count[g] ?? 0;
    groups.count[g] = seen + 1;
    if (!seen || endsLater(attempts, at, groups.deciding[g] ?? 0)) groups.deciding[g] = at;
    if (attempts.outcome(at) !== 'failed') continue;
    failed[g] = (failed[g] ?? 0) + 1;
    if (firstFailed[g] === -1) firstFailed[g] = at;
  }
  for (let g = 0; g < n; g++) {
    if (!groups.count[g]) continue;
    const last = attempts.outcome(groups.deciding[g] ?? 0);
    const flaky = last === 'passed' && (firstFailed[g] ?? -1) !== -1;
    groups.outcome[g] = OUTCOME_CODE[flaky ? 'flaky' : last];
    // A failure on every attempt is no flakiness (auto-quarantine reads it): counted for failed tests too.
    if (last === 'failed' && (groups.count[g] ?? 0) > 1) groups.failures.set(g, failed[g] ?? 1);
    if (!flaky) continue;
    groups.firstFailures.set(firstFailed[g] ?? 0, g);
    groups.failures.set(g, failed[g] ?? 1);
  }
  return groups;
}

/** Per attempt, the line of its test's first attempt; undefined when every test had one attempt. */
function testsOf(attempts: CompactTests, twins: Uint32Array): Uint32Array | undefined {
  const n = attempts.length;
  const identities = new Float64Array(n);
  const order = new Uint32Array(n);
  for (let at = 0; at < n; at++) {
    identities[at] = identityOf(attempts.key(at), twins[at] ?? 0);
    order[at] = at;
  }
  // Equal identities side by side, each run in the order read.
  order.sort((a, b) => (identities[a] ?? 0) - (identities[b] ?? 0) || a - b);
  const test = new Uint32Array(n);
  let repeated = false;
  for (let j = 0; j < n; j++) {
    const at = order[j] ?? 0;
    const before = order[j - 1] ?? 0;
    const same = j > 0 && identities[at] === identities[before];
    test[at] = same ? (test[before] ?? 0) : at;
    repeated ||= same;
  }
  return repeated ? test : undefined;
}

/** Whether attempt `at`, read after `than`, is the later one: by their ends when both are known. */
function endsLater(attempts: CompactTests, at: number, than: number): boolean {
  const end = attempts.completedAt(at);
  const other = attempts.completedAt(than);
  return end === undefined || other === undefined || end >= other;
}
