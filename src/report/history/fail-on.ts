import { plural } from '../../text/wording.ts';
import type { CheckConclusion, ReportCounts } from '../value/types.ts';
import type { Comparison } from './compare.ts';

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

/** Inputs `fail-on`, `fail-on-empty` and `fail-on-unknown`: what fails the step and the check. */
export interface FailRules extends MissingResults {
  failOn: FailOn;
}

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
  rules: FailRules,
  report: { conclusion: CheckConclusion; counts: ReportCounts },
  compared: { comparison?: Comparison; notCompared?: string },
  excused: Excused = NONE_EXCUSED,
): Judgement {
  const judgement = judgeCounted(rules, withoutExcused(report, excused), compared, excused);
  if (!excused.failed) return judgement;
  const said = quarantineNote(excused.failed, report.counts.failed, judgement.blocks);
  return { ...judgement, note: judgement.note ? `${said}; ${judgement.note}` : said };
}

/**
 * Failed tests a quarantine excuses (src/report/history/quarantine.ts): they fail neither the step nor
 * the check. Only failures are excused, never an unknown outcome or an empty report.
 */
export interface Excused {
  /** Failed tests quarantined, of the report's failed ones. */
  failed: number;
  /** Of those, how many are among the comparison's new failures. */
  newFailures: number;
}

const NONE_EXCUSED: Excused = { failed: 0, newFailures: 0 };

/**
 * The report as if its quarantined failures had not failed: its other failures decide. A report that
 * failed for its failures alone then concludes as its other tests do (unknown outcomes leave it
 * neutral, for fail-on-unknown to judge); any other conclusion stays.
 */
function withoutExcused(
  report: { conclusion: CheckConclusion; counts: ReportCounts },
  excused: Excused,
): { conclusion: CheckConclusion; counts: ReportCounts } {
  if (!excused.failed) return report;
  const failed = Math.max(0, report.counts.failed - excused.failed);
  const counts = { ...report.counts, failed };
  const cleared = report.conclusion === 'failure' && !failed;
  return { conclusion: cleared ? (counts.unknown ? 'neutral' : 'success') : report.conclusion, counts };
}

function quarantineNote(excused: number, failed: number, blocks: boolean): string {
  if (excused < failed) return `${excused} of them ${excused === 1 ? 'is' : 'are'} quarantined`;
  const all = excused === 1 ? 'it is' : `all ${excused} are`;
  return blocks ? `${all} quarantined` : `${all} quarantined, so the step passes`;
}

function judgeCounted(
  rules: FailRules,
  report: { conclusion: CheckConclusion; counts: ReportCounts },
  compared: { comparison?: Comparison; notCompared?: string },
  excused: Excused,
): Judgement {
  const { failOn, ...missing } = rules;
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
  const newFailures = Math.max(0, comparison.newFailures.count - excused.newFailures);
  const fresh = newFailures + (unknown ? comparison.newUnknown : 0);
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
