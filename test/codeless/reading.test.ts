import { describe, expect, it } from 'vitest';

import type { Job } from '../../src/api/jobs.ts';
import { type EndedWait, readJob } from '../../src/codeless/reading.ts';
import {
  afterRound,
  dueForRetry,
  outcomeOf,
  type RunTests,
  testsOfJob,
  tiedBy,
  verdictOf,
} from '../../src/codeless/verdict.ts';

const job = (fields: Partial<Job>): Job => ({
  status: 'FINISHED',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:05:00Z',
  success: true,
  test_ids: [1, 2, 3],
  errors: [],
  ...fields,
});
const ended = (fields: Partial<Job>): EndedWait => ({ kind: 'final', job: job(fields), timing: {} });
const timedOut = (fields: Partial<Job>): EndedWait => ({
  kind: 'timeout',
  job: job({ status: 'RUNNING', success: null, ...fields }),
  lastError: undefined,
  timing: {},
});
const fails = (testId: number | undefined, browser = 'chrome 126', name = 'Checkout') => ({
  ...(testId === undefined ? {} : { test_id: testId }),
  test_name: name,
  step: 4,
  browser,
  message: 'no #pay',
});
const WAIT = { timeoutSeconds: 60 };

describe('readJob, a job of several tests', () => {
  it.each([
    ['FINISHED with success true', ended({ success: true }), [1, 2, 3], []],
    [
      'FINISHED with success false, each error naming a test of it',
      ended({ success: false, errors: [fails(2)] }),
      [1, 3],
      [],
    ],
  ])('passes the tests no error names when %s', (_, wait, passed, unknown) => {
    const reading = readJob(9, wait, false);
    expect(reading.passed).toEqual(passed);
    expect(reading.unknown).toEqual(unknown);
    expect(reading.unknownWhy).toBeUndefined();
  });

  it.each([
    [
      'FINISHED with success false and no error',
      ended({ success: false }),
      'it FINISHED with success false but lists no failure, so which of its tests failed is not known',
    ],
    [
      'an error that names no test of the job',
      ended({ success: false, errors: [fails(2), fails(77)] }),
      '1 of its failures names no test of the job, so which of its other tests passed is not known',
    ],
    [
      'an error without a test ID',
      ended({ success: false, errors: [fails(undefined)] }),
      '1 of its failures names no test of the job, so which of its other tests passed is not known',
    ],
    ['success null', ended({ success: null }), 'it FINISHED without a result (success is null)'],
    [
      'FAILED',
      ended({ status: 'FAILED', success: null }),
      'it FAILED, which does not say which of its tests passed',
    ],
    ['a wait that gave up', timedOut({}), 'it did not finish'],
  ])('leaves the other tests unknown after %s, and says why', (_, wait, why) => {
    const reading = readJob(9, wait, false);
    expect(reading.passed).toEqual([]);
    expect(reading.unknown.length).toBeGreaterThan(0);
    expect(reading.unknownWhy).toBe(why);
  });
});

describe('readJob, a job of one Codeless test', () => {
  it.each([
    ['FINISHED, success true', ended({ success: true }), 'passed'],
    // Its errors do not change the service's word.
    ['FINISHED, success true, an error listed', ended({ success: true, errors: [fails(1)] }), 'passed'],
    ['FINISHED, success false, no error listed', ended({ success: false }), 'failed'],
    ['FINISHED, success false', ended({ success: false, errors: [fails(1)] }), 'failed'],
    ['FAILED', ended({ status: 'FAILED', success: null }), 'failed'],
    ['FINISHED, success null', ended({ success: null }), 'unknown'],
    ['not finished', timedOut({}), 'unknown'],
  ])('decides the test: %s', (_, wait, decided) => {
    expect(readJob(9, wait, true).decided).toBe(decided);
  });
});

/** A suite's first job in which Checkout failed on chrome 126, tied to Codeless test 302. */
function checkoutFailed(): RunTests {
  const first = readJob(9, ended({ success: false, errors: [fails(2)] }), false);
  return tiedBy(testsOfJob(first), new Map([['Checkout', 302]]));
}
const retry = (jobId: number, wait: EndedWait) => ({
  codelessTest: 302,
  reading: readJob(jobId, wait, true),
});

describe('the verdict after retries', () => {
  it('stays failed when the retry fails on another browser (latest moved, or the browsers changed)', () => {
    for (const browser of ['chrome 127', 'firefox 128']) {
      const run = afterRound(checkoutFailed(), [
        retry(10, ended({ success: false, test_ids: [5], errors: [fails(5, browser)] })),
      ]);
      const verdict = verdictOf(run, WAIT);
      expect(verdict.counts).toMatchObject({ failed: 1, flaky: 0 });
      expect(verdict.conclusion).toBe('failure');
      expect(verdict.title).toBe('Job 9 FINISHED: 1 of 3 tests failed, 1 still failed after retries');
      // The still failing test is named, with what the retry reported.
      expect(verdict.failure).toBe(
        `Job 9 FINISHED: 1 of 3 tests failed, 1 still failed after retries: Checkout (test 5) retry job 10: failed at step 4 on ${browser}: no #pay.`,
      );
      // Its attempts keep the first's name and browser, so the report groups them.
      const attempts = run.tests[0]!.attempts;
      expect(attempts.map((a) => [a.keyName, a.environment, a.outcome])).toEqual([
        ['Checkout', 'chrome 126', 'failed'],
        ['Checkout', 'chrome 126', 'failed'],
      ]);
    }
  });

  it('stays failed when the retry FINISHED with success false and no error', () => {
    const run = afterRound(checkoutFailed(), [retry(10, ended({ success: false, test_ids: [5] }))]);
    const verdict = verdictOf(run, WAIT);
    expect(verdict.counts).toMatchObject({ failed: 1, flaky: 0 });
    expect(verdict.failure).toMatch(
      /still failed after retries: Checkout retry job 10 FINISHED with success false without listing a failure\.$/,
    );
  });

  it('passes a test only on its retry job FINISHED with success true: flaky', () => {
    const run = afterRound(checkoutFailed(), [retry(10, ended({ success: true, test_ids: [5] }))]);
    const verdict = verdictOf(run, WAIT);
    expect(verdict).toMatchObject({
      title: 'Job 9 FINISHED: every failed test passed on a retry',
      conclusion: 'success',
      counts: { passed: 2, flaky: 1, failed: 0, unknown: 0 },
    });
  });

  it('leaves a test unknown, failing the step whatever fail-on says, when its retry did not tell', () => {
    for (const wait of [ended({ success: null, test_ids: [5] }), timedOut({ test_ids: [5] })]) {
      const run = afterRound(checkoutFailed(), [retry(10, wait)]);
      const verdict = verdictOf(run, WAIT);
      expect(verdict.counts).toMatchObject({ unknown: 1, failed: 0 });
      expect(verdict.failure).toBeDefined();
      expect(verdict.failedBy).not.toBe('tests');
      // Not due again: a retry that did not finish may still run.
      expect(dueForRetry(run)).toEqual([]);
    }
  });

  it('never triggers again a test whose trigger answer was lost: unknown, said in one line', () => {
    const lost = 'Codeless test 302: the answer to its retry trigger was lost.';
    const run = afterRound(checkoutFailed(), [{ codelessTest: 302, lost }]);
    expect(outcomeOf(run.tests[0]!)).toBe('unknown');
    expect(dueForRetry(run)).toEqual([]);
    const verdict = verdictOf(run, WAIT);
    expect(verdict.failure).toBe(`Job 9 FINISHED: 1 of 3 tests failed, 1 unknown after retries: ${lost}`);
  });
});

describe('the verdict on one job', () => {
  it('fails, not optional, on a job FINISHED with success false whose errors name no test', () => {
    const verdict = verdictOf(testsOfJob(readJob(9, ended({ success: false }), false)), WAIT);
    expect(verdict).toMatchObject({
      title: 'Job 9 FINISHED with success false but no failure listed',
      conclusion: 'failure',
      counts: { total: 3, unknown: 3, passed: 0 },
    });
    expect(verdict.failedBy).not.toBe('tests');
    expect(verdict.failure).toBe(
      'Job 9 FINISHED with success false but no failure listed: The outcome of 3 tests of job 9 is unknown: it FINISHED with success false but lists no failure, so which of its tests failed is not known.',
    );
  });

  it('fails on success null: nothing known is not a pass', () => {
    const verdict = verdictOf(testsOfJob(readJob(9, ended({ success: null }), false)), WAIT);
    expect(verdict).toMatchObject({
      title: 'Job 9 FINISHED without a result (success is null)',
      conclusion: 'failure',
    });
  });

  it('of one Codeless test that failed without listing a failure: one failed test, tied to it', () => {
    const run = testsOfJob(readJob(9, ended({ success: false, test_ids: [5] }), true), 302);
    expect(run.tests.map((t) => [t.attempts[0]!.name, outcomeOf(t), t.codelessTest])).toEqual([
      ['Codeless test 302', 'failed', 302],
      ['Test 5', 'unknown', undefined],
    ]);
    expect(dueForRetry(run)).toEqual([302]);
  });
});
