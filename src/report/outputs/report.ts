import type { JobIdentity } from '../../runtime/types.ts';
import { plural } from '../../text/wording.ts';
import type { BaseReport } from '../history/base/lookup.ts';
import type { Comparison } from '../history/compare.ts';
import type { DigestTiming, WorkflowAttempt } from '../history/digest/model.ts';
import type { Missing } from '../history/fail-on.ts';
import type { Quarantine } from '../history/quarantine.ts';
import type { SessionTime } from '../value/sessions.ts';
import type { ReportTests } from '../value/tests.ts';
import type { CheckConclusion, ReportCounts, ReportEntry } from '../value/types.ts';

/**
 * What every output is made from: the report's header, the report value (the header with its tests,
 * the conclusion and the digest, worked out once: `reportOf`) and what the outputs before the comment
 * made of it (`ReportResult`); the conclusion and the words the counts give.
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
   * passed, for a later attempt of the run to re-run only what failed (src/codeless/plan.ts).
   */
  run?: WorkflowAttempt;
  /** The job's time queued and running, for the digest; default: the tests' span. */
  timing?: DigestTiming;
  /** The base's report read already (the wait reads it when it starts); default: read when reporting. */
  base?: BaseReport;
  /** Markdown the summaries show first, after the counts: the comparison with the base. */
  lead?: string;
  /** A report of other reports (actions/combine): its mark says so, so no later combine takes it for a leg. */
  combines?: boolean;
  /** What the quarantine made of the report (src/report/verdict.ts): every output marks the failures it excuses. */
  quarantine?: Quarantine;
  /**
   * Whether a failed test failed on the base too (src/report/verdict.ts); undefined when nothing was
   * compared. The check run annotates such failures last, and only a batch of them.
   */
  failedOnBase?: (entry: ReportEntry) => boolean;
  /**
   * Tests stopped before they ended (`max-failures`): neither failed nor passed, so none of the
   * report's tests or counts; the files write them as skipped, the summaries count them apart, and
   * the digest leaves them out (not run).
   */
  stopped?: StoppedTests;
  /** What the report's sessions ran, when the caller read it (a Codeless job's); default: the tests' records'. */
  sessions?: SessionTime;
}

/** Tests a run stopped before they ended, and why. */
export interface StoppedTests {
  /** Why, in one line: `Stopped after Checkout failed (max-failures: 1)`. */
  reason: string;
  /** What decided it, in a few words: `Checkout failed`. */
  after: string;
  tests: StoppedEntry[];
}

/** A stopped test, as far as it is known. */
export interface StoppedEntry extends Pick<
  ReportEntry,
  'name' | 'keyName' | 'environment' | 'platform' | 'id' | 'duration'
> {
  /** It was stopped before it started: it waited for a session. */
  notStarted?: boolean;
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
  /** No test failed, and what is missing fails the step (`fail-on-empty`, `fail-on-unknown`). */
  missing?: Missing;
  /** Quarantined tests that failed (excused); undefined when no report was judged. */
  quarantined?: number;
  /** Quarantined tests that were flaky: `fail-on-flaky` does not count them. */
  quarantinedFlaky?: number;
  /**
   * GitHub did not take the check run's last write (not refused: a 5xx, no answer): the title it was
   * to hold, with `conclusion`, for the step's post step to write.
   */
  untaken?: { title: string };
  /** What the report's sessions ran (`vm-seconds`, `device-seconds`); undefined when not known. */
  sessions?: SessionTime;
}

/** The report value every output is made from: the input with what follows from it, worked out once. */
export interface Report {
  input: ReportHeader;
  tests: ReportTests;
  conclusion: CheckConclusion;
  /** Where annotations go: the input's path, else the workflow file that ran. */
  annotationPath: string;
  /** The digest the completed check run's text carries (src/report/history/digest/). */
  digest?: string;
}

/** Input `pr-comment`. */
export const PR_COMMENT_MODES = ['off', 'always', 'on-failure', 'changes'] as const;
export type PrCommentMode = (typeof PR_COMMENT_MODES)[number];

/**
 * Any failure fails the check; no tests, or tests whose outcome is unknown, make it neutral until
 * `fail-on-empty` and `fail-on-unknown` judge them (src/report/history/fail-on.ts). A flaky test passed
 * in the end: `fail-on-flaky` decides whether it fails the step, never the check.
 */
export function conclusionOf(counts: ReportCounts): CheckConclusion {
  if (counts.failed > 0) return 'failure';
  if (counts.total === 0 || counts.unknown > 0) return 'neutral';
  return 'success';
}

/**
 * A check-run title from the counts: `3 of 40 tests failed, 2 unknown, 1 flaky`. A flaky test passed
 * in the end, so it fails nothing, but it is not among the passed ones either.
 */
export function describeCounts(counts: ReportCounts): string {
  if (counts.total === 0) return 'No tests';
  const rest =
    (counts.unknown ? `, ${counts.unknown} unknown` : '') + (counts.flaky ? `, ${counts.flaky} flaky` : '');
  if (counts.failed) return `${counts.failed} of ${counts.total} tests failed${rest}`;
  if (rest) return `${counts.passed} of ${counts.total} tests passed${rest}`;
  return `All ${counts.total} ${counts.total === 1 ? 'test' : 'tests'} passed`;
}

/**
 * What flaky tests do to a step whose tests otherwise passed: with `fail-on-flaky` they fail it, unless
 * every one of them is quarantined; else a warning says how many there were. `where` ends the
 * sentence: `in build "nightly-7"`.
 */
export function flakyStep(
  flaky: number,
  failOnFlaky: boolean,
  where: string,
  quarantined = 0,
): { failure?: string; warning?: string } {
  if (!flaky) return {};
  const line = `${plural(flaky, 'test')} ${flaky === 1 ? 'was' : 'were'} flaky ${where}: failed, then passed on a retry`;
  const excused = Math.min(quarantined, flaky);
  const of = excused === flaky ? (flaky === 1 ? 'it is' : `all ${flaky} are`) : `${excused} of them`;
  if (!failOnFlaky) return { warning: `${line} (fail-on-flaky is false, so the step passes).` };
  if (excused === flaky) return { warning: `${line} (${of} quarantined, so the step passes).` };
  const note = excused ? `; ${of} ${excused === 1 ? 'is' : 'are'} quarantined` : '';
  return { failure: `${line} (fail-on-flaky is true${note}).` };
}

/** The report value, with annotations on `workflowPath` unless the input names a path. */
export function reportOf(input: ReportHeader, tests: ReportTests, workflowPath: string): Report {
  return {
    input,
    tests,
    conclusion: input.conclusion ?? conclusionOf(tests.counts),
    annotationPath: input.annotationPath?.trim() || workflowPath,
  };
}

/**
 * On a re-run, which attempt reported: the check keeps its name on the same commit, so GitHub shows
 * this newest result in place of the earlier attempt's.
 */
export function attemptNote(job: JobIdentity): string | undefined {
  if (job.attempt < 2) return undefined;
  return `Attempt ${job.attempt} of this workflow run: this report replaces the one of attempt ${job.attempt - 1} under the same check name.`;
}
