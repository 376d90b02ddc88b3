import type { Outcome, ReportCounts } from '../value/types.ts';
import { WINDOW_RUNS } from '../world/limits.ts';
import { includes, uniqueKeys } from './sorted-keys.ts';

/**
 * The history a branch's reports carry forward (docs/report-files.md, "The window"): the latest
 * reports of the branch, each with its commit, counts and test time, and, sparse, each test that did
 * not pass every one of them, with its outcome in each and the failing streak it is in. Each report of
 * the branch reads it from the report it compares with, shifts it and adds itself, so a pull request
 * learns the branch's recent runs from the one base report it reads anyway.
 */

/** A test's outcome in one run of the window: `absent` when that run did not have it. */
export type WindowOutcome = Outcome | 'absent';

/** One report of the branch. */
export interface WindowRun {
  /** The commit it reported on. */
  sha: string;
  counts: ReportCounts;
  /** The sum of its tests' durations, in milliseconds; undefined when not every duration was known. */
  testTimeMs?: number;
  /** Its job's running time (a Codeless job's, or the tests' span), in milliseconds. */
  runningMs?: number;
  /** The window left out some tests that did not pass this run (MAX_WINDOW_TESTS). */
  partial?: boolean;
}

/** A test that did not pass every run of the window. */
export interface WindowTest {
  key: number;
  /** Its outcome in each run, oldest first, as many as the window's runs. */
  outcomes: WindowOutcome[];
  /**
   * When it failed in the newest run: the commit its run of failures began on and how many runs it
   * spans (it may have begun before the window's oldest run).
   */
  failingSince?: { sha: string; runs: number };
}

export interface HistoryWindow {
  /** Oldest first: the last is the report that carries the window. */
  runs: WindowRun[];
  /** Ascending by key, each key once. */
  tests: WindowTest[];
  /** What was left out to keep the digest within its bounds. */
  dropped: {
    /** The oldest runs left out. */
    runs: number;
    /** Tests that did not pass every run, left out: a test not listed then may not have passed them. */
    tests: number;
  };
}

/** Whether a run's outcome counts against a test: it did not pass, and it ran. */
const notPassing = (o: WindowOutcome) => o !== 'passed' && o !== 'absent';

/** The window's row of a test, by a binary search over its ascending keys. */
export function windowTestOf(window: HistoryWindow, key: number): WindowTest | undefined {
  const { tests } = window;
  let low = 0;
  let high = tests.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = tests[mid]!.key;
    if (at === key) return tests[mid];
    if (at < key) low = mid + 1;
    else high = mid - 1;
  }
  return undefined;
}

/**
 * How often the test of `key` was flaky in the window's runs, and in its latest RECENT_RUNS, of how
 * many runs, and whether it passed every run (a test the window does not list did: it is sparse). Undefined without a window, or when
 * the window left out some tests that did not pass every run and this is not one it kept: then it
 * cannot tell.
 */
export function flakyRunsIn(
  window: HistoryWindow | undefined,
  key: number,
): { flaky: number; recentFlaky: number; runs: number; passedEveryRun: boolean } | undefined {
  if (!window || !window.runs.length) return undefined;
  const runs = window.runs.length;
  const test = windowTestOf(window, key);
  if (!test)
    return window.runs.some((r) => r.partial)
      ? undefined
      : { flaky: 0, recentFlaky: 0, runs, passedEveryRun: true };
  const flakyOf = (outcomes: readonly WindowOutcome[]) => outcomes.filter((o) => o === 'flaky').length;
  return {
    flaky: flakyOf(test.outcomes),
    recentFlaky: flakyOf(test.outcomes.slice(-RECENT_RUNS)),
    runs,
    passedEveryRun: test.outcomes.every((o) => o === 'passed'),
  };
}

/** The window's latest runs in which flakiness is still the test's own (auto-quarantine's rule). */
export const RECENT_RUNS = 10;

/** Tests a window lists at most: beyond, those failing in the newest run first, then the most often not passing. */
export const MAX_WINDOW_TESTS = 2000;

/** A report's tests by outcome, each outcome's keys ascending: a digest's `keys`. */
type KeysByOutcome = Record<Outcome, Uint32Array>;

/**
 * A report's test time: the sum of its tests' known durations (one per key, the deciding record's), in
 * milliseconds. What the service bills is VM and device time, which this approaches but is not.
 */
export function testTimeOf(d: { durations: Record<Outcome, Float64Array> }): number {
  let seconds = 0;
  for (const list of Object.values(d.durations)) for (const s of list) if (!Number.isNaN(s)) seconds += s;
  return Math.round(seconds * 1000);
}

/** What a report adds of itself to the window. */
export interface ThisRun {
  run: WindowRun;
  keys: KeysByOutcome;
  /** Its passed tests' keys are its tests' (false for a Codeless job's, whose passed tests are unnamed). */
  passedKeysKnown: boolean;
  /** The keys of the report before it on the branch, when known: whether a test first listed ran then. */
  before?: { keys: KeysByOutcome; passedKeysKnown: boolean };
}

/**
 * The window a report of the branch carries: `previous` (the base report's, if any) shifted to make
 * room, this report's run added last, and each test that did not pass every run listed. A test listed
 * for the first time is taken to have passed the earlier runs, unless the report before this one did
 * not have it (then absent): a test that passed was not listed, and nothing says which of them it ran in.
 */
export function advanceWindow(previous: HistoryWindow | undefined, now: ThisRun): HistoryWindow {
  const kept = Math.min(previous?.runs.length ?? 0, WINDOW_RUNS - 1);
  const shift = (previous?.runs.length ?? 0) - kept;
  const runs = [...(previous?.runs.slice(shift) ?? []), now.run];
  const earlier = (key: number): WindowOutcome => {
    const before = now.before;
    if (!before?.passedKeysKnown) return 'passed';
    return outcomeIn(before.keys, key, true) === 'absent' ? 'absent' : 'passed';
  };
  const tests: WindowTest[] = [];
  const add = (key: number, had: WindowTest | undefined) => {
    const outcome = outcomeIn(now.keys, key, now.passedKeysKnown);
    const outcomes = had
      ? [...had.outcomes.slice(shift), outcome]
      : [...Array.from({ length: kept }, () => earlier(key)), outcome];
    if (!outcomes.some(notPassing)) return;
    const test: WindowTest = { key, outcomes };
    if (outcome === 'failed')
      test.failingSince =
        had?.failingSince && had.outcomes.at(-1) === 'failed'
          ? { sha: had.failingSince.sha, runs: had.failingSince.runs + 1 }
          : { sha: now.run.sha, runs: 1 };
    tests.push(test);
  };
  const notPassed = uniqueKeys([now.keys.failed, now.keys.unknown, now.keys.flaky]);
  const had = previous?.tests ?? [];
  let i = 0;
  for (const key of notPassed) {
    while (i < had.length && had[i]!.key < key) add(had[i]!.key, had[i++]);
    add(key, had[i]?.key === key ? had[i++] : undefined);
  }
  while (i < had.length) add(had[i]!.key, had[i++]);
  return bounded({ runs, tests, dropped: { runs: 0, tests: 0 } });
}

/** The window within MAX_WINDOW_TESTS: when it lists more, every run is marked as partial. */
function bounded(window: HistoryWindow): HistoryWindow {
  if (window.tests.length <= MAX_WINDOW_TESTS) return window;
  const weight = (t: WindowTest) =>
    (notPassing(t.outcomes.at(-1) ?? 'absent') ? WINDOW_RUNS + 1 : 0) + t.outcomes.filter(notPassing).length;
  const tests = [...window.tests]
    .sort((a, b) => weight(b) - weight(a) || a.key - b.key)
    .slice(0, MAX_WINDOW_TESTS)
    .sort((a, b) => a.key - b.key);
  return {
    runs: window.runs.map((r) => ({ ...r, partial: true })),
    tests,
    dropped: { ...window.dropped, tests: window.tests.length - MAX_WINDOW_TESTS },
  };
}

/**
 * The window without its oldest runs, `keep` of them left: tests that then passed every run leave it,
 * and the runs left out are counted (the digest's bounds, history/digest/bounds.ts).
 */
export function newestRuns(window: HistoryWindow, keep: number): HistoryWindow {
  const shift = window.runs.length - Math.max(0, Math.min(keep, window.runs.length));
  if (!shift) return window;
  const tests = window.tests
    .map((t) => ({ ...t, outcomes: t.outcomes.slice(shift) }))
    .filter((t) => t.outcomes.some(notPassing));
  return {
    runs: window.runs.slice(shift),
    tests,
    dropped: { ...window.dropped, runs: window.dropped.runs + shift },
  };
}

/** A test's outcome in a report by its keys: absent when no list has it and passed keys are known. */
function outcomeIn(keys: KeysByOutcome, key: number, passedKeysKnown: boolean): WindowOutcome {
  for (const outcome of ['failed', 'unknown', 'flaky', 'passed'] as const)
    if (includes(keys[outcome], key)) return outcome;
  return passedKeysKnown ? 'absent' : 'passed';
}
