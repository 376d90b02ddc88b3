import { testKey } from '../value/compact.ts';
import type { Digest } from './digest.ts';
import type { ReportTests } from '../value/tests.ts';
import type { ReportEntry } from '../value/types.ts';

/** Tests of each kind named in the outputs; beyond this many, counts only. */
export const MAX_NAMED_CHANGES = 25;

/** Some tests of one kind, the first few with their details, and how many there are. */
export interface Changed {
  count: number;
  first: ReportEntry[];
}

/** How this report's tests differ from the base's (docs/report-files.md, "The comparison"). */
export interface Comparison {
  sha: string;
  branch?: string;
  /** Why this commit, when the event alone does not say (BaseCommit). */
  basis?: string;
  /** Failing now, not failing there (new tests included). */
  newFailures: Changed;
  stillFailing: Changed;
  /** Failing there, passing now (or no longer failing, where passed tests have no stable names). */
  fixed: Changed;
  /** Undefined where either side's passed tests cannot be told apart by name. */
  newTests?: number;
  removed?: number;
  /** What the base's digest left out that the comparison would have needed, in a few words. */
  partial?: string;
}

/**
 * Sorts the tests of this report against the base's digest. `now` is this report's own digest (each
 * test once, by its last record); the failed tests are named from the report's lists, the fixed ones
 * from its tests streamed once, where passed tests have stable names; otherwise they are counted only
 * (a name read from the base's digest is never shown).
 */
export async function compareWith(
  base: Digest,
  now: Digest,
  tests: Pick<ReportTests, 'failed' | 'entries'>,
  at: Pick<Comparison, 'sha' | 'branch' | 'basis'>,
): Promise<Comparison> {
  const failedThere = new Set(base.keys.failed);
  const failedNow = new Set(now.keys.failed);
  const newFailures: Changed = { count: 0, first: [] };
  const stillFailing: Changed = { count: 0, first: [] };
  for (const key of now.keys.failed) (failedThere.has(key) ? stillFailing : newFailures).count++;
  for (const entry of tests.failed) {
    const group = failedThere.has(testKey(entry)) ? stillFailing : newFailures;
    if (group.first.length < MAX_NAMED_CHANGES && !group.first.some((e) => sameTest(e, entry)))
      group.first.push(entry);
  }
  const named = now.passedNamed;
  const passedNow = new Set(now.keys.passed);
  const unknownNow = new Set(now.keys.unknown);
  // A flaky test failed here too before it passed: not fixed.
  const flakyNow = new Set(now.keys.flaky);
  const fixedKeys = new Set(
    base.keys.failed.filter((k) =>
      named
        ? passedNow.has(k)
        : !failedNow.has(k) && !unknownNow.has(k) && !flakyNow.has(k) && now.counts.unknown === 0,
    ),
  );
  const fixed: Changed = { count: fixedKeys.size, first: named ? await firstOf(tests, fixedKeys) : [] };
  const comparison: Comparison = { ...at, newFailures, stillFailing, fixed };
  if (named && base.passedNamed && !base.dropped.passedKeys && !now.dropped.passedKeys) {
    const all = (d: Digest) =>
      new Set([...d.keys.passed, ...d.keys.failed, ...d.keys.unknown, ...d.keys.flaky]);
    const there = all(base);
    const here = all(now);
    comparison.newTests = [...here].filter((k) => !there.has(k)).length;
    comparison.removed = [...there].filter((k) => !here.has(k)).length;
  }
  const partial = partialOf(base);
  if (partial) comparison.partial = partial;
  return comparison;
}

const sameTest = (a: ReportEntry, b: ReportEntry) => testKey(a) === testKey(b);

/** The first tests whose keys are given, each once, streamed from the report's tests. */
async function firstOf(tests: Pick<ReportTests, 'entries'>, keys: Set<number>): Promise<ReportEntry[]> {
  const found: ReportEntry[] = [];
  if (!keys.size) return found;
  const left = new Set(keys);
  for await (const entry of tests.entries()) {
    const key = testKey(entry);
    if (entry.outcome !== 'passed' || !left.delete(key)) continue;
    found.push(entry);
    if (found.length >= MAX_NAMED_CHANGES || !left.size) break;
  }
  return found;
}

/** What the base's digest could not tell. */
function partialOf(base: Digest): string | undefined {
  if (base.dropped.failedKeys)
    return `the base's digest left out ${base.dropped.failedKeys} of its failed tests (too many to keep), so some still failing tests count as new`;
  if (base.dropped.unknownKeys)
    return "the base's digest left out its tests of unknown outcome and its flaky tests";
  return undefined;
}
