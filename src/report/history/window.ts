import type { Outcome, ReportCounts } from '../value/types.ts';

/**
 * The history a branch's reports carry forward (docs/report-files.md, "The window"): the latest
 * reports of the branch, each with its commit, counts and test time, and, sparse, each test that did
 * not pass every one of them, with its outcome in each and the failing streak it is in. Each report of
 * the branch reads it from the report it compares with, shifts it and adds itself, so a pull request
 * learns the branch's recent runs from the one base report it reads anyway.
 */

/** Reports of the branch a window holds at most: the newest, the report that carries it, last. */
export const WINDOW_RUNS = 30;

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
 * How often the test of `key` was flaky in the window's runs, of how many runs, and whether it passed
 * every run (a test the window does not list did: it is sparse). Undefined without a window, or when
 * the window left out some tests that did not pass every run and this is not one it kept: then it
 * cannot tell.
 */
export function flakyRunsIn(
  window: HistoryWindow | undefined,
  key: number,
): { flaky: number; runs: number; passedEveryRun: boolean } | undefined {
  if (!window || !window.runs.length) return undefined;
  const runs = window.runs.length;
  const test = windowTestOf(window, key);
  if (!test) return window.dropped.tests ? undefined : { flaky: 0, runs, passedEveryRun: true };
  const flaky = test.outcomes.filter((o) => o === 'flaky').length;
  return { flaky, runs, passedEveryRun: test.outcomes.every((o) => o === 'passed') };
}
