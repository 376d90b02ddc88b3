import { plural } from '../../text/wording.ts';
import type { Comparison } from './compare.ts';
import type { CheckConclusion, ReportCounts } from '../value/types.ts';

/** Input `fail-on`: what fails the step and the check run (docs/comparison.md). */
export const FAIL_ON_MODES = ['failures', 'new-failures', 'nothing'] as const;
export type FailOn = (typeof FAIL_ON_MODES)[number];

/** Inputs `fail-on-empty` and `fail-on-unknown` (docs/required-checks.md, "Nothing known is not a pass"). */
export interface MissingResults {
  /** A report with no tests fails the step and the check. */
  failOnEmpty: boolean;
  /** A test whose outcome is unknown counts as a failed one does (it is still listed as unknown). */
  failOnUnknown: boolean;
}

export const FAIL_ON_MISSING: MissingResults = { failOnEmpty: true, failOnUnknown: true };

/** What fails a report that no test failed: no tests, or tests whose outcome is unknown. */
export type Missing = 'empty' | 'unknown';

/** What failed tests do to the check run and the step under `fail-on`. */
export interface Judgement {
  conclusion: CheckConclusion;
  /** The step fails for its tests. */
  blocks: boolean;
  /** Why failed tests do not fail the step, or why they do under `new-failures`; one sentence. */
  note?: string;
  /** No test failed, and the step fails for what is missing all the same: `missingSentence` says it. */
  missing?: Missing;
}

/**
 * The rule of `fail-on`, `fail-on-empty` and `fail-on-unknown` for a report whose own conclusion is
 * `conclusion`. A time-out or a cancel stays as it is. A report without tests fails unless
 * `fail-on-empty` is false, and then passes. A test whose outcome is unknown counts as a failure does
 * (under `new-failures`, new unless it failed or was unknown on the base) unless `fail-on-unknown` is
 * false, and then neither passes nor fails it. Failures that do not block make the check run
 * `neutral`, which GitHub lets pass a required check while showing it is not a success
 * (docs/github-facts.md); `neutral` is never the answer to missing results. Under `new-failures` a
 * report that could not be compared blocks, since nothing tells its failures are old.
 */
export function judge(
  failOn: FailOn,
  report: { conclusion: CheckConclusion; counts: ReportCounts },
  compared: { comparison?: Comparison; notCompared?: string },
  missing: MissingResults = FAIL_ON_MISSING,
): Judgement {
  const { conclusion, counts } = report;
  if (conclusion === 'timed_out' || conclusion === 'cancelled') return { conclusion, blocks: false };
  if (!counts.total && missing.failOnEmpty) return { conclusion: 'failure', blocks: true, missing: 'empty' };
  const unknown = missing.failOnUnknown ? counts.unknown : 0;
  if (conclusion !== 'failure' && !unknown) {
    // What is missing is let through: the report passes, as the inputs ask.
    const letThrough = conclusion === 'neutral' && (!counts.total || counts.unknown > 0);
    return { conclusion: letThrough ? 'success' : conclusion, blocks: false };
  }
  const failing = counts.failed ? undefined : unknown ? ('unknown' as const) : undefined;
  if (failOn === 'nothing')
    return { conclusion: 'neutral', blocks: false, note: 'fail-on is nothing, so the step passes' };
  if (failOn === 'failures' || (!counts.failed && !unknown))
    return { conclusion: 'failure', blocks: true, ...(failing ? { missing: failing } : {}) };
  const { comparison } = compared;
  if (!comparison)
    return {
      conclusion: 'failure',
      blocks: true,
      note: `fail-on is new-failures, but this report could not be compared (${compared.notCompared ?? 'no comparison was made'}), so its failures count as new`,
      ...(failing ? { missing: failing } : {}),
    };
  const short = comparison.sha.slice(0, 7);
  const fresh = comparison.newFailures.count + (unknown ? comparison.newUnknown : 0);
  if (fresh)
    return {
      conclusion: 'failure',
      blocks: true,
      note: `${fresh} of them did not fail on ${short} (fail-on: new-failures)`,
      ...(failing ? { missing: failing } : {}),
    };
  return {
    conclusion: 'neutral',
    blocks: false,
    note: `none of them is new: each failed on ${short} too (fail-on is new-failures, so the step passes)`,
  };
}

/**
 * The one line that fails a step for what is missing; `where` ends its first part: `in build
 * "nightly-7"`, `in job 12`.
 */
export function missingSentence(missing: Missing, counts: ReportCounts, where: string): string {
  if (missing === 'empty')
    return `No tests ${where} (fail-on-empty is true: a report without tests fails; set it to false to let one pass).`;
  return `The outcome of ${counts.unknown} of ${plural(counts.total, 'test')} ${where} is unknown (fail-on-unknown is true: an unknown outcome counts as a failure).`;
}
