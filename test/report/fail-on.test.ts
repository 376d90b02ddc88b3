import { describe, expect, it } from 'vitest';

import type { Comparison } from '../../src/report/history/compare.ts';
import { FAIL_ON_MISSING, type FailOn, judge, missingSentence } from '../../src/report/history/fail-on.ts';
import { conclusionOf } from '../../src/report/outputs/report.ts';
import type { ReportCounts } from '../../src/report/value/types.ts';

const counts = (failed: number, unknown: number, passed = 1): ReportCounts => ({
  total: failed + unknown + passed,
  passed,
  failed,
  unknown,
  flaky: 0,
});
const EMPTY: ReportCounts = { total: 0, passed: 0, failed: 0, unknown: 0, flaky: 0 };

const comparison = (newFailures: number, newUnknown: number): Comparison => ({
  sha: 'a'.repeat(40),
  newFailures: { count: newFailures, first: [] },
  stillFailing: { count: 0, first: [] },
  fixed: { count: 0, first: [] },
  newUnknown,
});

/** The rule as an action applies it: the conclusion the counts give, then judged. */
const judged = (
  failOn: FailOn,
  c: ReportCounts,
  missing = { failOnEmpty: true, failOnUnknown: true },
  compared: { comparison?: Comparison; notCompared?: string } = {},
) => judge({ failOn, ...missing }, { conclusion: conclusionOf(c), counts: c }, compared);

describe('fail-on, fail-on-empty and fail-on-unknown', () => {
  it('fails a report without tests unless fail-on-empty is false, and then passes it: never neutral', () => {
    for (const failOn of ['failures', 'new-failures', 'nothing'] as const) {
      expect(judged(failOn, EMPTY)).toEqual({ conclusion: 'failure', blocks: true, missing: 'empty' });
      expect(judged(failOn, EMPTY, { failOnEmpty: false, failOnUnknown: true })).toEqual({
        conclusion: 'success',
        blocks: false,
      });
    }
  });

  it('holds an unknown outcome against the report as a failure, listed as unknown; fail-on-unknown false lets it be', () => {
    expect(judged('failures', counts(0, 2))).toEqual({
      conclusion: 'failure',
      blocks: true,
      missing: 'unknown',
    });
    // A failure fail-on lets through is neutral; so is an unknown outcome held as one.
    expect(judged('nothing', counts(0, 2))).toMatchObject({ conclusion: 'neutral', blocks: false });
    expect(judged('failures', counts(0, 2), { failOnEmpty: true, failOnUnknown: false })).toEqual({
      conclusion: 'success',
      blocks: false,
    });
    // Failed tests decide as before; the unknown ones add to them.
    expect(judged('failures', counts(1, 2))).toEqual({ conclusion: 'failure', blocks: true });
    expect(judged('failures', counts(1, 2), { failOnEmpty: true, failOnUnknown: false })).toEqual({
      conclusion: 'failure',
      blocks: true,
    });
  });

  it('under new-failures, an unknown outcome blocks when it is new: not failed nor unknown on the base', () => {
    const c = counts(0, 1);
    expect(judged('new-failures', c, undefined, { comparison: comparison(0, 1) })).toMatchObject({
      conclusion: 'failure',
      blocks: true,
      missing: 'unknown',
    });
    expect(judged('new-failures', c, undefined, { comparison: comparison(0, 0) })).toMatchObject({
      conclusion: 'neutral',
      blocks: false,
    });
    expect(judged('new-failures', c, undefined, { notCompared: 'no base' })).toMatchObject({
      conclusion: 'failure',
      blocks: true,
    });
  });

  it('leaves a time-out or a cancel as it is', () => {
    for (const conclusion of ['timed_out', 'cancelled'] as const)
      expect(judge({ failOn: 'failures', ...FAIL_ON_MISSING }, { conclusion, counts: EMPTY }, {})).toEqual({
        conclusion,
        blocks: false,
      });
  });

  it('says what is missing in one line, naming where', () => {
    expect(missingSentence('empty', EMPTY, 'in build "nightly-7"')).toBe(
      'No tests in build "nightly-7" (fail-on-empty is true: a report without tests fails; set it to false to let one pass).',
    );
    expect(missingSentence('unknown', counts(0, 3, 0), 'in job 12')).toBe(
      'The outcome of 3 of 3 tests in job 12 is unknown (fail-on-unknown is true: an unknown outcome counts as a failure).',
    );
  });
});
