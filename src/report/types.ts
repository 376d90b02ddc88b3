import type { BaseReport, CompareSetting } from './base.ts';
import type { CompactTests, RunSpan } from './compact.ts';
import type { Comparison } from './compare.ts';
import type { DigestTiming, WorkflowAttempt } from './digest.ts';
import type { FailOn } from './fail-on.ts';

/**
 * The reporting module's contract: what annotate-build, wait-for-job and the root action hand it, and
 * what it hands back. `publishReport` (src/report/publish.ts) turns this into each output: a check run
 * with annotations on the right commit (or workflow-command annotations without `checks: write`), the
 * job summary, the JUnit and CTRF files, a pull request comment and the recordings of failed tests.
 */

/** An attempt's outcome: how the service recorded one run of a test. */
export type AttemptOutcome = 'passed' | 'failed' | 'unknown';

/**
 * A test's outcome over its attempts (src/report/attempts.ts): its last attempt's, except that a test
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
  /** For a flaky test: how many of its attempts failed before the last passed. */
  failedAttempts?: number;
  /**
   * The workflow run's attempt whose run this is, when an earlier one's: a re-run of only the failed
   * tests carries the tests that passed before (src/codeless/rerun.ts).
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

/** What a report is about, beside its tests. */
export interface ReportHeader {
  checkName: string;
  /** The build or job the check run stands for (check run `external_id`). */
  externalId: string;
  /** Check run title, one line. */
  title: string;
  /** Markdown added to the summary after the failed tests (e.g. the tests a job spawned). */
  details?: string;
  /** Overrides the conclusion derived from the entries (e.g. timed_out for a wait that gave up). */
  conclusion?: CheckConclusion;
  /** Where annotations go; default: the workflow file that ran, line 1. */
  annotationPath?: string;
  /** The check run opened in progress for this report (`openProgressCheck`): completed, not created. */
  openCheckRunId?: number;
  /** Passed tests' names change from run to run (a Codeless job's `Test <id>`): only failures compare. */
  passedUnnamed?: boolean;
  /**
   * A Codeless job did not say which of its tests passed (it did not finish, it FAILED, or an error
   * named no test): none is listed as passed, so a later attempt cannot carry them.
   */
  passedUnknown?: boolean;
  /**
   * The workflow run and attempt that report a Codeless job: its digest then carries the tests that
   * passed, for a later attempt of the run to re-run only what failed (src/codeless/rerun.ts).
   */
  run?: WorkflowAttempt;
  /** The job's time queued and running, for the digest; default: the tests' span. */
  timing?: DigestTiming;
  /** The base's report read already (the wait reads it when it starts); default: read when reporting. */
  base?: BaseReport;
  /** Markdown the summaries show first, after the counts: the comparison with the base. */
  lead?: string;
}

/** A report of a few tests given as an array (a job's): `publishReport` reads them as a build's. */
export interface ReportInput extends ReportHeader {
  /** Every test; the failed ones become annotations. */
  entries: ReportEntry[];
}

/** A report of tests read already, page by page (src/report/reader.ts): a build's. */
export interface ReadReportInput extends ReportHeader {
  tests: ReportTests;
}

/**
 * The tests of a report as its outputs use them (read by src/report/reader.ts): the counts, the first
 * tests of each kind with full details as far as any output lists them, a compact record per test,
 * and every test again, streamed in order, for the files that list them all. Outputs read the counts
 * and these lists, never every test.
 */
export interface ReportTests {
  counts: ReportCounts;
  /**
   * The first failed tests, in order: every one the check run annotates (MAX_CHECK_RUN_ANNOTATIONS),
   * and on while their table rows could fit in the largest summary (MAX_SHOWN_SIZE).
   */
  failed: readonly ReportEntry[];
  /** The first tests whose outcome is unknown, while their table rows could fit in a summary. */
  unknown: readonly ReportEntry[];
  /** The first flaky tests (failed, then passed), while their table rows could fit in a summary. */
  flaky: readonly ReportEntry[];
  /**
   * The first failed tests with recordings (those download-assets saves, MAX_DOWNLOADED_TESTS) and
   * with a last screenshot (the thumbnails, MAX_THUMBNAILS), in order.
   */
  recorded: readonly ReportEntry[];
  /** Whether some failed (unknown, flaky) test, listed or not, has links: its table has a Links column. */
  linked: ListedKinds<boolean>;
  /** Per test, in order: a hash key of its name, browser or device and platform, its outcome, duration, end. */
  keys: CompactTests;
  /** When the tests ran, first start to last end; undefined when no test's end is known. */
  span: RunSpan | undefined;
  /** Every test with its full details, in order, its attempts as one. */
  entries(): AsyncIterable<ReportEntry>;
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

export interface ReportResult {
  conclusion: CheckConclusion;
  counts: ReportCounts;
  /** Empty when no check run could be made (no permission): the summary and annotations still were. */
  checkRunId?: number;
  checkRunUrl?: string;
  /** Failed tests the check run annotates; undefined without a check run. */
  annotated?: number;
  /** How the tests compare with the base's; undefined when they could not be compared ... */
  comparison?: Comparison;
  /** ... and why. */
  notCompared?: string;
  /** Whether failed tests fail the step under `fail-on`, and a sentence of why when that is not obvious. */
  blocks?: boolean;
  blockNote?: string;
}

/** The report value every output is made from: the input with what follows from it, worked out once. */
export interface Report {
  input: ReportHeader;
  tests: ReportTests;
  conclusion: CheckConclusion;
  /** Where annotations go: the input's path, else the workflow file that ran. */
  annotationPath: string;
  /** The digest the completed check run's text carries (src/report/digest.ts). */
  digest?: string;
}

/** What publishing made: the check run, and each of the other outputs unless it was off or failed. */
export interface PublishedReport extends ReportResult {
  junitFile?: string;
  ctrfFile?: string;
  assetsDir?: string;
  commentUrl?: string;
}

/** Input `pr-comment`. */
export const PR_COMMENT_MODES = ['off', 'always', 'on-failure', 'changes'] as const;
export type PrCommentMode = (typeof PR_COMMENT_MODES)[number];

/** Input `download-assets`. */
export const DOWNLOAD_ASSETS_MODES = ['off', 'failed'] as const;
export type DownloadAssetsMode = (typeof DOWNLOAD_ASSETS_MODES)[number];

/**
 * The reporting inputs beyond the check run and summary: `pr-comment`, `junit-file`, `ctrf-file`,
 * `download-assets`, `compare`, `fail-on`, `fail-on-flaky` (action.yml; README, "Evidence for failed
 * tests", "Compared with the base branch" and "Flaky tests"). Without inputs (`DEFAULT_EVIDENCE_OPTIONS`)
 * nothing is compared.
 */
export interface EvidenceOptions {
  prComment: PrCommentMode;
  /** Where to write the files; undefined: under RUNNER_TEMP. */
  junitFile: string | undefined;
  ctrfFile: string | undefined;
  downloadAssets: DownloadAssetsMode;
  /** Input `compare`. */
  compare: CompareSetting;
  /** Input `fail-on` (`fail-on-failure: false` makes it `nothing`). */
  failOn: FailOn;
  /** A flaky test fails the step (never the check run, whose conclusion stays the tests'). */
  failOnFlaky: boolean;
}

export const DEFAULT_EVIDENCE_OPTIONS: EvidenceOptions = {
  prComment: 'off',
  junitFile: undefined,
  ctrfFile: undefined,
  downloadAssets: 'off',
  compare: { kind: 'off' },
  failOn: 'failures',
  failOnFlaky: false,
};
