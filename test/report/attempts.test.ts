import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { annotationOf } from '../../src/report/outputs/check-run/check-run.ts';
import { writeReportFiles } from '../../src/report/outputs/files.ts';
import { renderSummary } from '../../src/report/outputs/summary.ts';
import { readEntries, type ReadTests, TestReader } from '../../src/report/value/reader.ts';
import type { ReportEntry } from '../../src/report/value/types.ts';
import { ctrfErrors, junitErrors, parseJUnit } from './schemas.ts';

let dir: string;
const opened: ReadTests[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'attempts-'));
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.dispose()));
  await rm(dir, { recursive: true, force: true });
});

const test = (
  name: string,
  outcome: ReportEntry['outcome'],
  more: Partial<ReportEntry> = {},
): ReportEntry => ({
  name,
  outcome,
  environment: 'chrome 131',
  platform: 'WIN11',
  ...more,
});

/** Reads tests as a build's records, each with its own record ID, one page. */
async function read(entries: ReportEntry[]): Promise<ReadTests> {
  const reader = await TestReader.open({ dir });
  await reader.add(entries.map((entry, i) => ({ key: String(1000 + i), entry })));
  const tests = await reader.finish();
  opened.push(tests);
  return tests;
}

async function all(tests: ReadTests): Promise<ReportEntry[]> {
  const out: ReportEntry[] = [];
  for await (const entry of tests.entries()) out.push(entry);
  return out;
}

describe('attempts of one test', () => {
  it('a test that failed, then passed, is one flaky test with its first failure', async () => {
    const tests = await read([
      test('login', 'failed', { message: 'element #user not found', completedAt: 1_000, duration: 4 }),
      test('cart', 'passed'),
      test('login', 'passed', { completedAt: 2_000, duration: 3 }),
    ]);
    expect(tests.counts).toEqual({ total: 2, passed: 1, failed: 0, unknown: 0, flaky: 1 });
    expect(tests.failed).toEqual([]);
    expect(tests.flaky).toEqual([
      test('login', 'flaky', {
        message: 'element #user not found',
        attempts: 2,
        failedAttempts: 1,
        completedAt: 2_000,
        duration: 3,
      }),
    ]);
    expect((await all(tests)).map((e) => [e.name, e.outcome, e.attempts])).toEqual([
      ['cart', 'passed', undefined],
      ['login', 'flaky', 2],
    ]);
    expect(tests.keys.length).toBe(2);
    expect([tests.keys.outcome(0), tests.keys.outcome(1)]).toEqual(['passed', 'flaky']);
    // The run's span covers every attempt, the first one's start too.
    expect(tests.span).toEqual({ start: -3_000, stop: 2_000 });
  });

  it('a test that failed twice, then passed, says it passed after 2 failures; an unknown attempt is none', async () => {
    const tests = await read([
      test('login', 'failed', { message: 'first' }),
      test('login', 'failed', { message: 'second' }),
      test('login', 'passed'),
      test('cart', 'failed', { message: 'boom' }),
      test('cart', 'unknown'),
      test('cart', 'passed'),
    ]);
    expect(tests.flaky.map((e) => [e.name, e.attempts, e.failedAttempts])).toEqual([
      ['login', 3, 2],
      ['cart', 3, 1],
    ]);
    const [login, cart] = tests.flaky;
    expect(annotationOf(login!, 'e2e.yml').message).toBe(
      'Flaky: passed on attempt 3 after 2 failures: first',
    );
    expect(annotationOf(cart!, 'e2e.yml').message).toBe('Flaky: passed on attempt 3 after a failure: boom');
    const summary = renderSummary({ checkName: 'Cloud tests', title: '2 flaky' }, tests, {
      conclusion: 'success',
      counts: tests.counts,
      footer: '',
      fullListAt: '',
      sizeLimit: '',
      budget: 65_535,
      measure: (text) => text.length,
    });
    expect(summary).toContain('| login | chrome 131 | WIN11 | Passed on attempt 3 after 2 failures: first |');
    expect(summary).toContain('| cart | chrome 131 | WIN11 | Passed on attempt 3 after a failure: boom |');
  });

  it('a test that failed every time is failed once, with its attempts, how many failed and the last message', async () => {
    const tests = await read([
      test('login', 'failed', { message: 'first' }),
      test('login', 'failed', { message: 'second' }),
      test('login', 'failed', { message: 'third' }),
      test('cart', 'passed'),
      test('cart', 'failed', { message: 'then broke' }),
    ]);
    expect(tests.counts).toEqual({ total: 2, passed: 0, failed: 2, unknown: 0, flaky: 0 });
    expect(tests.failed).toEqual([
      test('login', 'failed', { message: 'third', attempts: 3, failedAttempts: 3 }),
      // Passed once, then failed: not every attempt failed (auto-quarantine tells flakiness by it).
      test('cart', 'failed', { message: 'then broke', attempts: 2, failedAttempts: 1 }),
    ]);
  });

  it('the attempt that ended last decides, else the one read last', async () => {
    // Read first, but ended last: it passed after the other failed.
    const flaky = await read([
      test('a', 'passed', { completedAt: 9_000 }),
      test('a', 'failed', { completedAt: 5_000, message: 'boom' }),
    ]);
    expect(flaky.flaky.map((e) => [e.name, e.message])).toEqual([['a', 'boom']]);
    // Ended last, failing: failed, even though a pass was read after it.
    const failed = await read([
      test('b', 'failed', { completedAt: 9_000, message: 'late' }),
      test('b', 'passed', { completedAt: 5_000 }),
    ]);
    expect(failed.counts).toMatchObject({ total: 1, failed: 1, flaky: 0 });
    // No ends known: the one read last.
    const last = await read([test('c', 'failed'), test('c', 'passed')]);
    expect(last.counts).toMatchObject({ total: 1, passed: 0, flaky: 1 });
  });

  it('another browser or platform is another test, and a report without retries is as it was', async () => {
    const entries = [
      test('login', 'failed'),
      test('login', 'passed', { environment: 'firefox 133' }),
      test('login', 'passed', { platform: 'MAC14' }),
    ];
    const tests = await read(entries);
    expect(tests.counts).toEqual({ total: 3, passed: 2, failed: 1, unknown: 0, flaky: 0 });
    expect(await all(tests)).toEqual(entries);
  });

  it('a job report given as an array groups its attempts the same way', async () => {
    const tests = await readEntries([test('Test 7', 'failed', { message: 'no' }), test('Test 7', 'passed')], {
      dir,
    });
    opened.push(tests);
    expect(tests.counts).toMatchObject({ total: 1, flaky: 1 });
  });

  it("a test shown with its run in its name is the same test by its own name (a job's runs)", async () => {
    const tests = await readEntries(
      [
        test('checkout (test 701)', 'failed', { keyName: 'checkout', message: 'no #buy' }),
        test('checkout (test 709)', 'passed', { keyName: 'checkout' }),
      ],
      { dir },
    );
    opened.push(tests);
    expect(tests.counts).toMatchObject({ total: 1, flaky: 1 });
    expect(tests.flaky.map((e) => [e.name, e.message])).toEqual([['checkout (test 709)', 'no #buy']]);
  });

  it('writes the flaky test as passed in both files, valid against their schemas', async () => {
    const tests = await read([
      test('login', 'failed', { message: 'element <#user> not found', id: '41' }),
      test('login', 'passed', { id: '42' }),
      test('pay', 'failed', { message: 'one' }),
      test('pay', 'failed', { message: 'two' }),
    ]);
    const files = await writeReportFiles({ checkName: 'Cloud tests', externalId: 'b-1', title: 't' }, tests, {
      junitFile: join(dir, 'r.xml'),
      ctrfFile: join(dir, 'r.json'),
      env: { RUNNER_TEMP: dir },
      now: 0,
      log: { debug() {}, info() {}, notice() {}, warning() {}, error() {} } as never,
    });
    const xml = await readFile(files.junitFile ?? '', 'utf8');
    expect(await junitErrors(xml, 'surefire')).toEqual([]);
    // The Ant schema alone has no element for a flaky test.
    expect(await junitErrors(xml)).not.toEqual([]);
    const junit = parseJUnit(xml);
    expect(junit.counts).toEqual({ total: 2, failures: 1, errors: 0, skipped: 0 });
    expect(junit.cases.map((c) => [c.name, c.outcome, c.flakyMessage])).toEqual([
      ['login', 'passed', 'element <#user> not found'],
      ['pay', 'failed', undefined],
    ]);
    expect(junit.cases[1]?.failureText).toContain('Attempts: 2');
    const ctrf = JSON.parse(await readFile(files.ctrfFile ?? '', 'utf8'));
    expect(ctrfErrors(ctrf)).toEqual([]);
    expect(ctrf.results.summary).toMatchObject({ tests: 2, passed: 1, failed: 1, flaky: 1 });
    expect(
      ctrf.results.tests.map((t: Record<string, unknown>) => [t.name, t.status, t.flaky, t.retries]),
    ).toEqual([
      ['login', 'passed', true, 1],
      ['pay', 'failed', undefined, 1],
    ]);
  });
});
