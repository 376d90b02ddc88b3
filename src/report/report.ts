import type { JobIdentity } from '../runtime/types.ts';
import { plural } from '../text/wording.ts';
import type { Report, ReportHeader } from './types.ts';
import type { ReportTests } from './value/tests.ts';
import type { CheckConclusion, ReportCounts } from './value/types.ts';

/**
 * Any failure fails the check; no tests, or tests whose outcome is unknown, make it neutral. A flaky
 * test passed in the end: `fail-on-flaky` decides whether it fails the step, never the check.
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
 * What flaky tests do to a step whose tests otherwise passed: with `fail-on-flaky` they fail it, else a
 * warning says how many there were. `where` ends the sentence: `in build "nightly-7"`.
 */
export function flakyStep(
  flaky: number,
  failOnFlaky: boolean,
  where: string,
): { failure?: string; warning?: string } {
  if (!flaky) return {};
  const line = `${plural(flaky, 'test')} ${flaky === 1 ? 'was' : 'were'} flaky ${where}: failed, then passed on a retry`;
  if (failOnFlaky) return { failure: `${line} (fail-on-flaky is true).` };
  return { warning: `${line} (fail-on-flaky is false, so the step passes).` };
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
