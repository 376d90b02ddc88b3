import type { Comparison } from './compare.ts';
import type { CheckConclusion, ReportCounts } from '../value/types.ts';

/** Input `fail-on`: what fails the step and the check run (README, "Compared with the base branch"). */
export const FAIL_ON_MODES = ['failures', 'new-failures', 'nothing'] as const;
export type FailOn = (typeof FAIL_ON_MODES)[number];

/** What failed tests do to the check run and the step under `fail-on`. */
export interface Judgement {
  conclusion: CheckConclusion;
  /** The step fails for its tests. */
  blocks: boolean;
  /** Why failed tests do not fail the step, or why they do under `new-failures`; one sentence. */
  note?: string;
}

/**
 * The rule of `fail-on` for a report whose own conclusion is `conclusion`. Only a failure of tests is
 * judged (a time-out or a cancel stays as it is). Failures that do not block make the check run
 * `neutral`, which GitHub lets pass a required check while showing it is not a success
 * (docs/github-facts.md); under `new-failures` a report that could not be compared blocks, since
 * nothing tells its failures are old.
 */
export function judge(
  failOn: FailOn,
  report: { conclusion: CheckConclusion; counts: ReportCounts },
  compared: { comparison?: Comparison; notCompared?: string },
): Judgement {
  const { conclusion, counts } = report;
  if (conclusion !== 'failure') return { conclusion, blocks: false };
  if (failOn === 'nothing')
    return { conclusion: 'neutral', blocks: false, note: 'fail-on is nothing, so the step passes' };
  if (failOn === 'failures' || !counts.failed) return { conclusion, blocks: true };
  const { comparison } = compared;
  if (!comparison)
    return {
      conclusion,
      blocks: true,
      note: `fail-on is new-failures, but this report could not be compared (${compared.notCompared ?? 'no comparison was made'}), so its failures count as new`,
    };
  const short = comparison.sha.slice(0, 7);
  if (comparison.newFailures.count)
    return {
      conclusion,
      blocks: true,
      note: `${comparison.newFailures.count} of them did not fail on ${short} (fail-on: new-failures)`,
    };
  return {
    conclusion: 'neutral',
    blocks: false,
    note: `none of them is new: each failed on ${short} too (fail-on is new-failures, so the step passes)`,
  };
}
