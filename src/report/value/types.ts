/**
 * The report value's own words: a test as the report shows it (`ReportEntry`), its outcome and the
 * links to its recordings, the counts, and the conclusion they make. The tests read into a report
 * (`ReportTests`) are in tests.ts.
 */

/** An attempt's outcome: how the service recorded one run of a test. */
type AttemptOutcome = 'passed' | 'failed' | 'unknown';

/**
 * A test's outcome over its attempts (src/report/value/attempts.ts): its last attempt's, except that a test
 * whose last attempt passed after an earlier one failed is flaky.
 */
export type Outcome = AttemptOutcome | 'flaky';

export type CheckConclusion = 'success' | 'failure' | 'neutral' | 'cancelled' | 'timed_out';

/** One cloud test (or one failure detail of a job), as the report shows it. */
export interface ReportEntry {
  name: string;
  /**
   * The name the test goes by from run to run, when the shown name adds what changes (a spawned
   * test's ID, a build name holding the run's ID): its key is made from this (docs/report-files.md).
   */
  keyName?: string;
  outcome: Outcome;
  /** Browser and version, or device. */
  environment?: string;
  /** Operating system or platform. */
  platform?: string;
  /** Why it failed, or what is unknown about it; for a flaky test, why its first failed attempt failed. */
  message?: string;
  /** How many times the test ran, when more than once (a retry): its last attempt decided. */
  attempts?: number;
  /**
   * For a flaky test: how many of its attempts failed before the last passed; for a failed test that
   * ran more than once, how many of its attempts failed (all of them: no flakiness).
   */
  failedAttempts?: number;
  /**
   * The workflow run's attempt whose run this is, when an earlier one's: a re-run of only the failed
   * tests carries the tests that passed before (src/codeless/plan.ts).
   */
  attempt?: number;
  /** The name is made up (`Failure 2`): the failure's record named no test, so no test goes by it. */
  madeUpName?: boolean;
  /** Link to the test on the service, when one is known. */
  link?: string;
  /** The service's reference for the test (ID or session), so it can be found on the dashboard. */
  id?: string;
  /** How long the test ran, in seconds. */
  duration?: number;
  /** When the test ended, in milliseconds since the epoch. */
  completedAt?: number;
  /** What the service recorded of the test: signed URLs that expire. */
  links?: TestLinks;
}

/** Recordings of one test, as http(s) URLs the service signed; they expire. */
export interface TestLinks {
  video?: string;
  /** In the order taken: the last shows where the test ended. */
  screenshots?: string[];
  /** Each log with its name (`selenium`, `browser`, or `log 2` when unnamed). */
  logs?: { label: string; url: string }[];
  /** The service said its recordings were not ready yet (`assets_available` false). */
  notReady?: boolean;
}

/** The kinds of test a report lists one by one: all but the passed. */
export type ListedKind = Exclude<Outcome, 'passed'>;

export type ListedKinds<T> = Record<ListedKind, T>;

export interface ReportCounts {
  total: number;
  passed: number;
  failed: number;
  unknown: number;
  /** Failed, then passed on a retry: not among `passed`. */
  flaky: number;
}
