import type { CompareSetting } from './history/base/commit.ts';
import type { FailOn, Judgement } from './history/fail-on.ts';
import type { Quarantine, QuarantineSetting } from './history/quarantine.ts';
import type { Compared } from './comparing.ts';
import type { PrCommentMode, ReportHeader, ReportResult } from './outputs/report.ts';
import type { ReportEntry } from './value/types.ts';
import type { ReportTests } from './value/tests.ts';

/**
 * The reporting module's contract: what annotate-build, wait-for-job and the root action hand it, and
 * what it hands back. `publishReport` (src/report/publish.ts) turns this into each output: a check run
 * with annotations on the right commit (or workflow-command annotations without `checks: write`), the
 * job summary, the JUnit and CTRF files, a pull request comment and the recordings of failed tests.
 */

/** A report of a few tests given as an array (a job's): `publishReport` reads them as a build's. */
export interface ReportInput extends ReportHeader {
  /** Every test; the failed ones become annotations. */
  entries: ReportEntry[];
}

/** A report of tests read already, page by page (src/report/value/reader.ts): a build's. */
export interface ReadReportInput extends ReportHeader {
  tests: ReportTests;
}

/** What publishing made: the check run, and each of the other outputs unless it was off or failed. */
export interface PublishedReport extends ReportResult {
  junitFile?: string;
  ctrfFile?: string;
  assetsDir?: string;
  commentUrl?: string;
}

/** Input `download-assets`. */
export const DOWNLOAD_ASSETS_MODES = ['off', 'failed'] as const;
export type DownloadAssetsMode = (typeof DOWNLOAD_ASSETS_MODES)[number];

/**
 * The reporting inputs beyond the check run and summary: `pr-comment`, `junit-file`, `ctrf-file`,
 * `download-assets`, `compare`, `fail-on`, `fail-on-flaky`, `fail-on-empty`, `fail-on-unknown`
 * (action.yml; docs/evidence.md, docs/comparison.md, docs/flaky-tests.md and
 * docs/required-checks.md, "Nothing known is not a pass"). Without inputs (`DEFAULT_EVIDENCE_OPTIONS`)
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
  /** Inputs `fail-on-empty` and `fail-on-unknown`. */
  failOnEmpty: boolean;
  failOnUnknown: boolean;
  /** Write only the result files given a path: a report of other reports has no tests of its own to write. */
  onlyNamedFiles?: boolean;
  /** Inputs `quarantine` and `auto-quarantine`; undefined: none. */
  quarantine?: QuarantineSetting;
}

/**
 * A comparison and its verdict made by the caller (a report of other reports compares each with its
 * own base: src/report/combining.ts), which the composer takes instead of making its own.
 */
export interface ReportVerdict {
  compared: Compared;
  judgement: Judgement;
  quarantine?: Quarantine;
}

export const DEFAULT_EVIDENCE_OPTIONS: EvidenceOptions = {
  prComment: 'off',
  junitFile: undefined,
  ctrfFile: undefined,
  downloadAssets: 'off',
  compare: { kind: 'off' },
  failOn: 'failures',
  failOnFlaky: false,
  failOnEmpty: true,
  failOnUnknown: true,
};
