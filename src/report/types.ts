import type { BaseReport, CompareSetting } from './history/base.ts';
import type { Comparison } from './history/compare.ts';
import type { DigestTiming, WorkflowAttempt } from './history/digest.ts';
import type { FailOn } from './history/fail-on.ts';
import type { CheckConclusion, ReportCounts, ReportEntry } from './value/types.ts';
import type { ReportTests } from './value/tests.ts';

/**
 * The reporting module's contract: what annotate-build, wait-for-job and the root action hand it, and
 * what it hands back. `publishReport` (src/report/publish.ts) turns this into each output: a check run
 * with annotations on the right commit (or workflow-command annotations without `checks: write`), the
 * job summary, the JUnit and CTRF files, a pull request comment and the recordings of failed tests.
 */

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
