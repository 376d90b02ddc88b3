import { testKey } from '../value/compact.ts';
import { environmentFamily, platformFamily, type TestVersions } from '../value/family.ts';
import type { ReportTests } from '../value/tests.ts';
import type { ReportEntry } from '../value/types.ts';
import type { Digest } from './digest/model.ts';
import { includes, uniqueKeys } from './sorted-keys.ts';

/** Tests of each kind named in the outputs; beyond this many, counts only. */
export const MAX_NAMED_CHANGES = 25;

/** Some tests of one kind, the first few with their details, and how many there are. */
interface Changed {
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
  /** Tests whose outcome is unknown here that neither failed nor were unknown on the base. */
  newUnknown: number;
  /**
   * Failed tests a quarantine excuses, counted apart: in neither `newFailures` nor `stillFailing`
   * (history/quarantine.ts, `countedComparison`); undefined before the quarantine was made.
   */
  quarantined?: number;
  /** Undefined where either side's passed tests cannot be told apart by name. */
  newTests?: number;
  removed?: number;
  /** What the base's digest left out that the comparison would have needed, in a few words. */
  partial?: string;
  /** The base ran on other versions of the same browsers, devices or platforms, in a few words. */
  versions?: string;
}

/** The base's report compared with: its digest, and the commit (branch, basis) the comparison names. */
type ComparedBase = Pick<Comparison, 'sha' | 'branch' | 'basis'> & { digest: Digest };

/**
 * Sorts the tests of this report against the base's digest. `now` is this report's own digest (each
 * key once); the failed tests are named from the report's lists, the fixed ones from its tests
 * streamed once, where passed tests have stable names; otherwise they are counted only (a name read
 * from the base's digest is never shown). Both digests hold each outcome's keys in ascending order, so
 * every step is a walk along two sorted lists or a binary search: linear in the keys, and nothing is
 * made per key (a digest read back holds at most MAX_DIGEST_KEYS of them).
 */
export async function compareWith(
  { digest: base, sha, branch, basis }: ComparedBase,
  now: Digest,
  tests: Pick<ReportTests, 'failed' | 'entries'>,
  stopped = 0,
): Promise<Comparison> {
  const at = { sha, branch, ...(basis ? { basis } : {}) };
  const failedThere = base.keys.failed;
  const still = countIn(now.keys.failed, failedThere);
  const newFailures: Changed = { count: now.keys.failed.length - still, first: [] };
  const stillFailing: Changed = { count: still, first: [] };
  for (const entry of tests.failed) {
    const group = includes(failedThere, testKey(entry)) ? stillFailing : newFailures;
    if (group.first.length < MAX_NAMED_CHANGES && !group.first.some((e) => sameTest(e, entry)))
      group.first.push(entry);
  }
  const named = now.passedNamed;
  // A flaky test failed here too before it passed: not fixed.
  const fixedKeys = named
    ? keep(failedThere, (k) => includes(now.keys.passed, k))
    : // Unnamed passes tell a fixed test only when every test's outcome is known: none unknown or stopped.
      now.counts.unknown || stopped
      ? new Uint32Array(0)
      : keep(
          failedThere,
          (k) =>
            !includes(now.keys.failed, k) && !includes(now.keys.unknown, k) && !includes(now.keys.flaky, k),
        );
  const fixed: Changed = { count: fixedKeys.length, first: named ? await firstOf(tests, fixedKeys) : [] };
  // An outcome unknown here is held against the report as a failure (fail-on-unknown): new unless the
  // test failed, or its outcome was unknown, on the base too.
  const newUnknown = keep(
    now.keys.unknown,
    (k) => !includes(failedThere, k) && !includes(base.keys.unknown, k),
  ).length;
  const comparison: Comparison = { ...at, newFailures, stillFailing, fixed, newUnknown };
  if (named && base.passedNamed && !base.dropped.passedKeys && !now.dropped.passedKeys) {
    const there = allKeys(base);
    const here = allKeys(now);
    comparison.newTests = here.length - countIn(here, there);
    comparison.removed = there.length - countIn(there, here);
  }
  const versions = versionsLine(base.versions, now.versions);
  if (versions) comparison.versions = versions;
  const partial = partialOf(base);
  if (partial) comparison.partial = partial;
  return comparison;
}

const sameTest = (a: ReportEntry, b: ReportEntry) => testKey(a) === testKey(b);

/** How many of ascending `keys` ascending `among` holds: one walk along both. */
function countIn(keys: Uint32Array, among: Uint32Array): number {
  let found = 0;
  for (let i = 0, j = 0; i < keys.length; i++) {
    const key = keys[i]!;
    while (j < among.length && among[j]! < key) j++;
    if (j < among.length && among[j] === key) found++;
  }
  return found;
}

/** The keys `take` keeps, in their order. */
function keep(keys: Uint32Array, take: (key: number) => boolean): Uint32Array {
  let n = 0;
  for (const key of keys) if (take(key)) n++;
  const kept = new Uint32Array(n);
  n = 0;
  for (const key of keys) if (take(key)) kept[n++] = key;
  return kept;
}

/** Every key of a digest, whatever its outcome, ascending and each once. */
const allKeys = (d: Digest) => uniqueKeys([d.keys.passed, d.keys.failed, d.keys.unknown, d.keys.flaky]);

/** The first tests whose keys are given (ascending), each once, streamed from the report's tests. */
async function firstOf(tests: Pick<ReportTests, 'entries'>, keys: Uint32Array): Promise<ReportEntry[]> {
  const found: ReportEntry[] = [];
  if (!keys.length) return found;
  const named = new Set<number>();
  for await (const entry of tests.entries()) {
    const key = testKey(entry);
    if (entry.outcome !== 'passed' || named.has(key) || !includes(keys, key)) continue;
    named.add(key);
    found.push(entry);
    if (found.length >= MAX_NAMED_CHANGES || found.length === keys.length) break;
  }
  return found;
}

/**
 * One line when the base's tests and these ran on other versions of the same browsers, devices or
 * platforms (a test is the same test whatever its version: src/report/value/family.ts): `chrome 126
 * on the base, chrome 127 here`; undefined when none differ.
 */
function versionsLine(there: TestVersions, here: TestVersions): string | undefined {
  const differences = [
    ...differing(there.environments, here.environments, environmentFamily),
    ...differing(there.platforms, here.platforms, platformFamily),
  ];
  if (!differences.length) return undefined;
  return `the base ran on other versions: ${differences.join('; ')}`;
}

function differing(
  there: readonly string[],
  here: readonly string[],
  familyOf: (text: string) => string,
): string[] {
  const byFamily = (texts: readonly string[]) => {
    const families = new Map<string, string[]>();
    for (const text of texts) {
      const family = familyOf(text);
      families.set(family, [...(families.get(family) ?? []), text]);
    }
    return families;
  };
  const before = byFamily(there);
  const lines: string[] = [];
  for (const [family, now] of byFamily(here)) {
    const then = before.get(family);
    if (!then || (then.length === now.length && then.every((t) => now.includes(t)))) continue;
    lines.push(`${then.join(', ')} on the base, ${now.join(', ')} here`);
  }
  return lines;
}

/** What the base's digest could not tell. */
function partialOf(base: Digest): string | undefined {
  if (base.dropped.failedKeys)
    return `the base's digest left out ${base.dropped.failedKeys} of its failed tests (too many to keep), so some still failing tests count as new`;
  if (base.dropped.unknownKeys)
    return "the base's digest left out its tests of unknown outcome and its flaky tests";
  return undefined;
}
