import type { Quarantine } from '../../report/history/quarantine.ts';
import type { SummaryTests } from '../../report/outputs/summary.ts';
import type { CheckConclusion, ReportCounts } from '../../report/value/types.ts';

/**
 * A report as the CI writers take it: the part of the reporting core's report value (src/report) that
 * a CI shows. The core makes it from its report (`checkName`, `title` and `externalId` of its input,
 * its counts, conclusion and the tests it lists) and hands it to the host's publisher.
 *
 * The lists (`failed`, `unknown`, `flaky`, with name, browser or device, platform, message, link and
 * recordings; `recorded`, the failed tests with recordings) hold the first tests of each kind, as far
 * as the report lists them (src/report/types.ts, ReportTests); `counts` says how many there are.
 */
export interface CiReport extends SummaryTests {
  /** The same on every run of a job and leg: `Cloud tests (e2e)`. */
  checkName: string;
  /** One line: `3 of 40 tests failed`. */
  title: string;
  /** The build or job the report stands for, as the service names it. */
  reference: string;
  conclusion: CheckConclusion;
  counts: ReportCounts;
  /**
   * Markdown the summaries lead with, as the actions' summaries do (src/report/verdict.ts): the
   * comparison with the base and the base branch's history, what is quarantined.
   */
  lead?: string;
  /** The comparison and the history as plain lines, for the log. */
  leadText?: string;
  /** What the quarantine made of the report: the failures it excuses are marked wherever a list names them. */
  quarantine?: Quarantine;
}

/** A file a writer makes: the CI picks it up (an artifact report, a summary tab). */
interface CiFile {
  path: string;
  content: string;
  /**
   * Added to what the file holds: GitHub's step summary alone, the runner's own file. Every other file
   * is replaced (a link at its place is replaced, never written through).
   */
  append?: boolean;
}

/** A program a writer runs with `input` on its standard input, where it is on the PATH. */
export interface CiProgram {
  program: string;
  args: string[];
  input: string;
}

/** What a writer makes of a report; `publishToCi` (publish.ts) carries it out. */
export interface CiOutput {
  /** Lines for the log, in order: the CI's commands among them. */
  lines: string[];
  files: CiFile[];
  programs: CiProgram[];
  /** Where the CI expects the JUnit file when no --junit names one (its test view reads it). */
  junitFile?: string;
}

export interface CiWriterOptions {
  env: Record<string, string | undefined>;
  /** The working directory: files the CI collects as artifacts go under it. */
  cwd: string;
  /** Milliseconds since the epoch. */
  now: number;
  /** Bytes GitHub's step summary holds already (it takes 1 MiB a step). */
  summaryBytes?: number;
}

/** The folder, under the working directory, where reports go for a CI to collect. */
export const CI_REPORTS_FOLDER = 'cloudtest-reports';
