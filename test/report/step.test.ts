// The step's end (src/report/step.ts): whether a reporting step fails, and whose failure it is, from the
// run's verdict and the report's judgement, as every reporting action decides it.
import { describe, expect, it } from 'vitest';

import { stepEnd } from '../../src/report/step.ts';
import type { RunVerdict, StepJudgement, StepRules } from '../../src/report/types.ts';
import { testContext } from '../support/context.ts';

const counts = (more: Partial<RunVerdict['counts']> = {}) => ({
  total: 3,
  passed: 3,
  failed: 0,
  unknown: 0,
  flaky: 0,
  ...more,
});
const RULES: StepRules = { failOnFailure: true, failOnFlaky: false, where: 'in job 12' };
const judged = (more: Partial<StepJudgement> = {}): StepJudgement => ({ blocks: false, flaky: 0, ...more });

describe("the step's end", () => {
  it("fails for the service's failure whatever the report judged", () => {
    const ctx = testContext();
    const run = {
      failure: 'Job 12 did not finish within 1m.',
      failedBy: 'service' as const,
      counts: counts(),
    };
    expect(stepEnd(run, judged({ blocks: false }), { ...RULES, failOnFailure: false }, ctx.log)).toEqual({
      failure: 'Job 12 did not finish within 1m.',
      failedBy: 'service',
    });
  });

  it("fails for the tests' failure as the judgement blocks, with its note; else warns why not", () => {
    const ctx = testContext();
    const run = {
      failure: '1 of 3 tests failed in job 12.',
      failedBy: 'tests' as const,
      counts: counts({ failed: 1 }),
    };
    const note = '1 of them did not fail on abc1234 (fail-on: new-failures)';
    expect(stepEnd(run, judged({ blocks: true, note }), RULES, ctx.log)).toEqual({
      failure: `1 of 3 tests failed in job 12. (${note})`,
      failedBy: 'tests',
    });
    const passing =
      'none of them is new: each failed on abc1234 (fail-on is new-failures, so the step passes)';
    expect(stepEnd(run, judged({ note: passing }), RULES, ctx.log)).toEqual({});
    expect(stepEnd(run, judged({ blocks: true }), { ...RULES, failOnFailure: false }, ctx.log)).toEqual({});
    expect(ctx.messages('warning')).toEqual([
      `1 of 3 tests failed in job 12. (${passing})`,
      '1 of 3 tests failed in job 12. (fail-on-failure is false, so the step passes)',
    ]);
  });

  it("fails for what the report misses, the report's failure, also when each failed test is quarantined", () => {
    const ctx = testContext();
    const missing = judged({ blocks: true, missing: 'unknown', note: 'it is quarantined' });
    const all = { failure: '1 of 3 tests failed in job 12.', failedBy: 'tests' as const };
    for (const run of [
      { counts: counts({ unknown: 1 }) },
      { ...all, counts: counts({ failed: 1, unknown: 1 }) },
    ])
      expect(stepEnd(run, missing, RULES, ctx.log)).toEqual({
        failure: expect.stringMatching(
          /is unknown \(fail-on-unknown is true: an unknown outcome counts as a failure\)\.$/,
        ),
        failedBy: 'report',
      });
  });

  it('says the line a passing run gives, and fails for flaky tests only with fail-on-flaky', () => {
    const ctx = testContext();
    const run = { counts: counts({ flaky: 1 }), passed: { info: 'Job 12 FINISHED: all 3 tests passed' } };
    expect(stepEnd(run, judged({ flaky: 1 }), RULES, ctx.log)).toEqual({});
    expect(stepEnd(run, judged({ flaky: 1 }), { ...RULES, failOnFlaky: true }, ctx.log)).toEqual({
      failure: '1 test was flaky in job 12: failed, then passed on a retry (fail-on-flaky is true).',
      failedBy: 'tests',
    });
    expect(ctx.messages('info')).toContain('Job 12 FINISHED: all 3 tests passed');
  });
});
