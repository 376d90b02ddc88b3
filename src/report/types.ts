import type { ServiceContext } from '../runtime/service-context.ts';
import type { ActionContext } from '../runtime/types.ts';
import type { Compared } from './comparing.ts';
import type { CompareSetting } from './history/base/commit.ts';
import type { BaseReport } from './history/base/lookup.ts';
import type { CarriedTest, NamedTest } from './history/digest/model.ts';
import type { FailOn, Judgement, Missing } from './history/fail-on.ts';
import type { Quarantine, QuarantineSetting } from './history/quarantine.ts';
import type { PrCommentMode, ReportHeader, ReportResult } from './outputs/report.ts';
import type { ReportTests } from './value/tests.ts';
import type { CheckConclusion, ReportCounts, ReportEntry } from './value/types.ts';

/**
 * The reporting module's contract: what annotate-build, wait-for-job and the root action hand it, and
 * what it hands back. `publishReport` (src/report/publish.ts) turns this into each output: a check run
 * with annotations on the right commit (or workflow-command annotations without `checks: write`), the
 * job summary, the JUnit and CTRF files, a pull request comment and the recordings of failed tests.
 * With the door (session.ts), these are all src/codeless and the actions read of the report.
 */

export type { Comparison } from './history/compare.ts';
export type { CarriedTest, WorkflowAttempt } from './history/digest/model.ts';
export type { Judgement } from './history/fail-on.ts';
export type { StoppedEntry, StoppedTests } from './outputs/report.ts';
export type { SavedCheck } from './step-state.ts';
export type { ReadTests } from './value/reader.ts';
export type { SessionsKnown, SessionsOf, SessionTime } from './value/sessions.ts';
export type { CheckConclusion, Outcome, ReportCounts, ReportEntry } from './value/types.ts';

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
type DownloadAssetsMode = (typeof DOWNLOAD_ASSETS_MODES)[number];

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
  /** The comparison, with the title and the lead the caller said of it. */
  compared: Compared & { title: string; markdown: string };
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

/**
 * How a host shows the reports the core makes: on the GitHub runner the check run, job summary,
 * comment and files (`publishReport`); on the command line the CI's own outputs, by the same composer
 * (`composeReport`, publish.ts). A failed output is a warning; only the step's end decides whether the
 * step or command fails.
 */
export interface ReportPublisher {
  /** Without options: the report files only, as the actions' defaults. */
  publish(input: ReportInput | ReadReportInput, options?: EvidenceOptions): Promise<PublishedReport>;
  /**
   * The base a host keeps of its own (the command line's history file), read before a wait: how long
   * the job usually runs. Undefined: the host keeps none.
   */
  base?(): Promise<BaseReport>;
}

/** A context whose host may bring its own publisher; without one, reports go to GitHub. */
export type ReportingContext = ServiceContext & { publisher?: ReportPublisher };

/**
 * What an earlier attempt of the workflow run leaves to run again, when its report says it with
 * certainty (src/report/history/rerun.ts): its failures, and the tests it passed, carried.
 */
export interface EarlierAttempt {
  /** The attempt whose report this one starts from. */
  from: number;
  /** Its tests that passed in the end: carried into this report. */
  carried: readonly CarriedTest[];
  /** Its failed tests: run again. */
  failed: readonly NamedTest[];
  /** Its check run, linked from this report. */
  runUrl?: string;
}

/**
 * Tests' durations by name, from an earlier report (a plan of legs weighs its tests by them), and
 * where they were read; or none, and why (the end of a sentence).
 */
export type TestDurations =
  | {
      /** Seconds by test name, as its sessions report the name: the sum of its sessions' durations. */
      seconds: ReadonlyMap<string, number>;
      /** Where they were read: "the newest report of Cloud tests on abc1234 (main)". */
      from: string;
      /** Names the report left out to fit, its shortest tests: a plan finds them untimed. */
      leftOut?: number;
    }
  | { none: string };

/** How long the job of the same check usually runs: the base branch's recent runs, and the base's own. */
export interface RunningTimes {
  /** The running times of the base branch's recent runs its report carries (its history window). */
  recent: number[];
  /** The base's own job's running time. */
  own?: number;
}

/**
 * Whose failure fails a step: the service's (a time-out, a job never read, outcomes it never told),
 * the tests' (failed, or flaky under `fail-on-flaky`), or the report's (what it misses under
 * `fail-on-empty` and `fail-on-unknown`: no tests, or unknown outcomes).
 */
export type FailedBy = 'service' | 'tests' | 'report';

/** What a run came to before its report judges it: a Codeless run's verdict, a build's failed tests. */
export interface RunVerdict {
  /** Why the run fails, in one line; none when nothing failed. */
  failure?: string;
  /**
   * Whose failure: the service's fails the step whatever the report judged; the tests' (and a report
   * of reports' own, legs that did not report) as it judged.
   */
  failedBy?: FailedBy;
  counts: ReportCounts;
  /** What the log says of a step that does not fail; nothing when undefined. */
  passed?: { info: string } | { warning: string };
}

/** The report's judgement as the step's end reads it (`Judgement`), with its flaky tests. */
export interface StepJudgement {
  blocks: boolean;
  note?: string;
  missing?: Missing;
  flaky: number;
  /** Flaky tests quarantined: `fail-on-flaky` does not count them. */
  quarantinedFlaky?: number;
}

/** The step's own inputs the step's end reads; `where` ends its sentences (`in job 12`). */
export interface StepRules {
  failOnFailure: boolean;
  failOnFlaky: boolean;
  where: string;
}

/** How a step ends: the line that fails it, and whose failure that is; neither when it passes. */
export interface StepEnd {
  failure?: string;
  failedBy?: FailedBy;
}

/** What a combination is asked: the check's name, whether legs may be missing, the reporting inputs. */
export interface CombineSetting {
  checkName: string;
  allowMissing: boolean;
  /** `compare`, `fail-on`, `fail-on-flaky` and `pr-comment`; a combination writes no files of its own. */
  evidence: EvidenceOptions;
}

/** How a combination went: the report published, the legs it joined and missed, and why it fails. */
export interface Combined {
  published: PublishedReport;
  legs: number;
  missing: number;
  /** Why the step fails, when it does: its legs' tests, or its legs that did not report. */
  failure?: string;
  failedBy?: FailedBy;
}

/** The check run a step opens in progress: its external ID and what it says, and the job it waits for when known. */
export interface ProgressOpening {
  externalId: string;
  title: string;
  summary: string;
  waitingFor?: number;
}

/** A check run's end without its report: its conclusion and title, and its summary made with the workflow run's page. */
export interface ProgressEnd {
  conclusion: CheckConclusion;
  title: string;
  summary: (runUrl: string | undefined) => string;
}

/** The report's door for one step, and the step's reporting state (`reportSession` makes it). */
export interface ReportSession {
  readonly checkName: string;
  /** Reports go to GitHub; else to the host's own publisher. */
  readonly onGitHub: boolean;
  /** The check run opened in progress, and the job it was opened waiting for; undefined while none is. */
  readonly progress: { id: number; waitingFor?: number } | undefined;
  /** The check run opened in progress was completed, by the report or by `closeProgress`. */
  readonly complete: boolean;
  /**
   * GitHub did not take the last write of the step's check run (its report, or why it could not
   * report): the result is saved instead, and the post step writes it.
   */
  readonly untaken: boolean;
  /** Opens the step's check run in progress (GitHub's alone): GitHub's answer names the app it writes as. */
  openProgress(opening: ProgressOpening): Promise<void>;
  /** Says what the check run in progress waits for now; best effort. */
  retextProgress(text: { title: string; summary: string }): Promise<void>;
  /**
   * Completes the check run in progress without a report (a wait or a trigger that failed), or the one
   * a main step left (`left`, for its post step).
   */
  closeProgress(end: ProgressEnd, left?: number): Promise<void>;
  /** The check run of this name and `externalId` a main step left in progress without saving its ID. */
  findProgress(externalId: string): Promise<number | undefined>;
  /** Reads the base's report once (after the check run opened): the report compares with it. */
  readBase(compare: CompareSetting): Promise<void>;
  /** How long the job usually runs, as the base read says; undefined when it says nothing. */
  runningTimes(): RunningTimes | undefined;
  /**
   * The durations of `names` in the base's report of this check (found as the comparison finds its
   * base, read with less trust: src/report/timings.ts), for a plan of legs; or none, and why.
   */
  readDurations(names: readonly string[]): Promise<TestDurations>;

  /**
   * Whether a failed test, as it comes, counts against the report's verdict under `evidence` and the
   * base read (src/report/fail-fast.ts): what `max-failures` counts.
   */
  failureCounter(evidence: EvidenceOptions | undefined): Promise<(entry: ReportEntry) => boolean>;
  /** What an earlier attempt of workflow run `runId` leaves to run again; or why nothing certain. */
  earlierAttempt(runId: string | undefined): Promise<EarlierAttempt | { why: string }>;
  /** Publishes the report, completing the check run in progress, compared with the base read. */
  publish(input: ReportInput | ReadReportInput, options?: EvidenceOptions): Promise<PublishedReport>;
  /** Why the reports of this workflow run cannot be combined here; undefined when they can. */
  whyNotCombinable(): string | undefined;
  /** One check over the legs of this workflow run (src/report/combining.ts). */
  combine(setting: CombineSetting): Promise<Combined>;
  /**
   * The step failed before its report: its check run says why (completed, or made, `failure`). A
   * cancelled step leaves that to its post step; a host's own publisher says it its own way.
   */
  fail(error: unknown, externalId: string): Promise<void>;
  /**
   * The post step of a step whose check run GitHub never took the last write of: it writes the result
   * main reached (`reached`), else, main having ended before its report, `cancelled` when main said it
   * was cancelled, else `failure`; completing the check run main left open, or making one.
   */
  endedEarly(saved: LeftUnwritten): Promise<void>;
}

/** What main left its post step of a check run whose last write GitHub never took. */
export interface LeftUnwritten {
  externalId: string;
  cancelled: boolean;
  openCheckRunId?: number;
  /** The result main reached, saved before it wrote it. */
  reached?: { conclusion: CheckConclusion; title: string };
}

/** What a step's session is for: its check's name, GitHub's token, and who hears of its check run. */
export interface ReportStep {
  checkName: string;
  githubToken: string | undefined;
  /** Told of the check run opened in progress, then again when it is complete: what the post step needs. */
  onCheckRun?: (id: number, completed: boolean) => void;
}

/**
 * What a session is made from: a step's context, its service client when it has one (recordings are
 * downloaded from the service's host), and the host's own publisher when it brings one.
 */
export type SessionContext = ActionContext & Partial<Pick<ReportingContext, 'client' | 'publisher'>>;
