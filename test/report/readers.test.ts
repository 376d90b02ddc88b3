// The report files read as the check reads them: a failure the quarantine excuses is no failure to the
// tools teams read the files with (GitLab's test report and dorny/test-reporter, as their own code
// reads JUnit: test/support/junit-readers.ts), while a closer reader still sees it failed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { quarantineOf } from '../../src/report/history/quarantine.ts';
import { writeReportFiles } from '../../src/report/outputs/files.ts';
import type { ReportHeader } from '../../src/report/outputs/report.ts';
import { parseQuarantine } from '../../src/report/value/quarantine.ts';
import { readEntries } from '../../src/report/value/reader.ts';
import type { ReportEntry } from '../../src/report/value/types.ts';
import { testContext } from '../support/context.ts';
import { dornyReads, gitLabReads } from '../support/junit-readers.ts';
import { ctrfErrors, junitErrors, parseJUnit } from './schemas.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const NOW = Date.UTC(2026, 10, 27, 12);
const VIDEO = 'https://assets.example.test/9/video.mp4';

const failed = (name: string, message: string): ReportEntry => ({
  name,
  outcome: 'failed',
  environment: 'chrome 131',
  platform: 'WIN11',
  message,
  id: `id-${name}`,
  duration: 4,
  links: { video: VIDEO },
});

/** Two tests failing newly, two quarantined ones failing, one passing. */
const PULL_REQUEST: ReportEntry[] = [
  failed('checkout pays', 'expected 200, got 500'),
  failed('search finds', 'no results'),
  failed('payment sandbox', 'sandbox timed out'),
  failed('refund sandbox', 'sandbox refused'),
  { name: 'login', outcome: 'passed', duration: 2 },
];

const QUARANTINE = parseQuarantine(
  '- test: "* sandbox"\n  reason: the payment sandbox is down this week\n  until: 2026-12-31\n',
  '.github/cloudtest-quarantine.yml',
);

/** The files of `entries` as the reporting step writes them after its verdict: quarantine and all. */
async function filesOf(entries: ReportEntry[]) {
  const dir = mkdtempSync(join(tmpdir(), 'readers-'));
  dirs.push(dir);
  const tests = await readEntries(entries, { dir });
  try {
    const quarantine = await quarantineOf(tests, { list: QUARANTINE, auto: 0 }, { now: NOW });
    const header: ReportHeader = {
      checkName: 'Cloud tests',
      externalId: 'pr-41',
      title: 'checked',
      ...(quarantine ? { quarantine } : {}),
    };
    const files = await writeReportFiles(header, tests, {
      env: { RUNNER_TEMP: dir },
      now: NOW,
      log: testContext().log,
    });
    return {
      xml: readFileSync(files.junitFile!, 'utf8'),
      ctrf: JSON.parse(readFileSync(files.ctrfFile!, 'utf8')) as {
        results: {
          summary: Record<string, number>;
          tests: { name: string; status: string; rawStatus?: string; message?: string; extra?: object }[];
        };
      },
    };
  } finally {
    await tests.dispose();
  }
}

const statuses = (tests: { name: string; status: string }[]) =>
  Object.fromEntries(tests.map((t) => [t.name, t.status]));

describe('the report files as other tools read them', () => {
  it('two new failures and two quarantined: the tools fail on the two, skip the quarantined, and the files say why', async () => {
    const { xml, ctrf } = await filesOf(PULL_REQUEST);
    // Surefire's schema for the test case's own output; everything else as the Ant schema has it.
    expect(await junitErrors(xml, 'surefire')).toEqual([]);
    expect(ctrfErrors(ctrf)).toEqual([]);

    const junit = parseJUnit(xml);
    expect(junit.counts).toEqual({ total: 5, failures: 2, errors: 0, skipped: 2 });
    expect(junit.properties).toMatchObject({ quarantined: '2' });
    const expected = {
      'checkout pays': 'failed',
      'search finds': 'failed',
      'payment sandbox': 'skipped',
      'refund sandbox': 'skipped',
      login: 'success',
    };
    const gitLab = gitLabReads(xml);
    expect(statuses(gitLab.tests)).toEqual(expected);
    expect(gitLab.totalStatus).toBe('failed');
    const dorny = dornyReads(xml);
    expect(statuses(dorny.tests)).toEqual(expected);
    expect(dorny.conclusion).toBe('failure');

    // A closer reader: the quarantined test failed, why it is excused, its message and its links.
    const payment = junit.cases.find((c) => c.name === 'payment sandbox')!;
    expect(payment.skippedMessage).toBe(
      'Quarantined, so excused: the payment sandbox is down this week; line 1, until 2026-12-31. It failed: sandbox timed out',
    );
    expect(payment.skippedText).toContain('sandbox timed out\nTest: id-payment sandbox');
    expect(payment.skippedText).toContain(`Video: ${VIDEO}`);
    expect(payment.systemOut).toBe(
      '[[PROPERTY|cloudtest.outcome=failed]]\n[[PROPERTY|cloudtest.quarantine=the payment sandbox is down this week; line 1, until 2026-12-31]]',
    );

    expect(ctrf.results.summary).toMatchObject({ tests: 5, passed: 1, failed: 2, skipped: 2, other: 0 });
    expect(statuses(ctrf.results.tests)).toEqual({
      'checkout pays': 'failed',
      'search finds': 'failed',
      'payment sandbox': 'skipped',
      'refund sandbox': 'skipped',
      login: 'passed',
    });
    expect(ctrf.results.tests.find((t) => t.name === 'refund sandbox')).toMatchObject({
      rawStatus: 'failed',
      message: 'sandbox refused',
      extra: {
        id: 'id-refund sandbox',
        quarantined: true,
        quarantine: 'the payment sandbox is down this week; line 1, until 2026-12-31',
        outcome: 'failed',
      },
    });
  });

  it('a run whose only failures are quarantined: no failure, no error, and no tool fails on it', async () => {
    const { xml, ctrf } = await filesOf(
      PULL_REQUEST.filter((e) => e.name.includes('sandbox') || e.name === 'login'),
    );
    expect(xml).not.toMatch(/<failure|<error/);
    expect(await junitErrors(xml, 'surefire')).toEqual([]);
    expect(gitLabReads(xml).totalStatus).toBe('success');
    expect(dornyReads(xml).conclusion).toBe('success');
    expect(ctrf.results.summary).toMatchObject({ failed: 0, skipped: 2 });
  });

  it("an unknown outcome is an error, which GitLab's rule and dorny's both fail on; a flaky test passes both", async () => {
    const { xml } = await filesOf([
      { name: 'stuck', outcome: 'unknown', message: 'Still running.' },
      { name: 'wobbly', outcome: 'flaky', attempts: 2, message: 'timed out once' },
    ]);
    expect(await junitErrors(xml, 'surefire')).toEqual([]);
    expect(statuses(gitLabReads(xml).tests)).toEqual({ stuck: 'error', wobbly: 'success' });
    expect(gitLabReads(xml).totalStatus).toBe('failed');
    expect(statuses(dornyReads(xml).tests)).toEqual({ stuck: 'failed', wobbly: 'success' });
  });
});
