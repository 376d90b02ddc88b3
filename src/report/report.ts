import type { JobIdentity } from '../runtime/types.ts';
import type { CheckConclusion, Report, ReportCounts, ReportEntry, ReportInput } from './types.ts';

export function countEntries(entries: readonly ReportEntry[]): ReportCounts {
  const counts: ReportCounts = { total: entries.length, passed: 0, failed: 0, unknown: 0 };
  for (const e of entries) counts[e.outcome]++;
  return counts;
}

/** Any failure fails the check; no tests, or tests whose outcome is unknown, make it neutral. */
export function conclusionOf(counts: ReportCounts): CheckConclusion {
  if (counts.failed > 0) return 'failure';
  if (counts.total === 0 || counts.unknown > 0) return 'neutral';
  return 'success';
}

/** A check-run title from the counts: `3 of 40 tests failed, 2 unknown`. */
export function describeCounts(counts: ReportCounts): string {
  if (counts.total === 0) return 'No tests';
  const unknown = counts.unknown ? `, ${counts.unknown} unknown` : '';
  if (counts.failed) return `${counts.failed} of ${counts.total} tests failed${unknown}`;
  if (counts.unknown) return `${counts.passed} of ${counts.total} tests passed${unknown}`;
  return `All ${counts.total} ${counts.total === 1 ? 'test' : 'tests'} passed`;
}

/**
 * When the tests ran, in milliseconds since the epoch: from the first start to the last end the
 * service gave (a test's end less its duration is its start). Both report files take their run's time
 * from here, so their durations mean the same: the wall-clock span of the tests, not the sum of their
 * durations (cloud tests run side by side). Without any known end, the span is the report's instant.
 */
export function runSpan(entries: readonly ReportEntry[], now: number): { start: number; stop: number } {
  let start = Infinity;
  let stop = -Infinity;
  for (const e of entries) {
    if (e.completedAt === undefined) continue;
    start = Math.min(start, e.completedAt - Math.round((e.duration ?? 0) * 1000));
    stop = Math.max(stop, e.completedAt);
  }
  return stop === -Infinity ? { start: now, stop: now } : { start, stop };
}

/** The report value, with annotations on `workflowPath` unless the input names a path. */
export function reportOf(input: ReportInput, workflowPath: string): Report {
  const counts = countEntries(input.entries);
  return {
    input,
    counts,
    conclusion: input.conclusion ?? conclusionOf(counts),
    failed: input.entries.filter((e) => e.outcome === 'failed'),
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
