import { lstatSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { writeReportFiles } from '../../src/report/outputs/files.ts';
import type { ReportInput } from '../../src/report/types.ts';
import { readEntries } from '../../src/report/value/reader.ts';
import type { ReportEntry } from '../../src/report/value/types.ts';
import { testContext } from '../support/context.ts';
import { countEntries } from '../support/report.ts';
import { ctrfErrors, junitErrors, parseJUnit } from './schemas.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'report-files-'));
  dirs.push(dir);
  return dir;
}

const VIDEO = 'https://assets.example.test/7/video.mp4?sig=a&b=c';
const SHOT = 'https://assets.example.test/7/thumb-3.png';

const entries: ReportEntry[] = [
  {
    name: 'checkout <b>pays</b> & "ships" ]]> 👩‍👩‍👧‍👦',
    outcome: 'failed',
    environment: 'chrome 131',
    platform: 'WIN11',
    message: 'expected 200\u0000, got 500\nat step 3',
    id: '40007',
    duration: 12.25,
    completedAt: Date.UTC(2026, 0, 1, 10, 0, 0),
    links: {
      video: VIDEO,
      screenshots: ['https://assets.example.test/7/thumb-1.png', SHOT],
      logs: [{ label: 'selenium', url: 'https://assets.example.test/7/selenium.log' }],
    },
  },
  { name: 'login', outcome: 'failed', id: '40008' },
  { name: 'search', outcome: 'passed', environment: 'Pixel 8', platform: 'Android 14', duration: 3 },
  { name: 'still running', outcome: 'unknown', message: 'Still running (state RUNNING).' },
];

const report: ReportInput = {
  checkName: 'Cloud tests: build nightly-42',
  externalId: 'nightly-42',
  title: '2 of 4 tests failed, 1 unknown',
  entries,
};

async function write(input: ReportInput, paths: { junitFile?: string; ctrfFile?: string } = {}) {
  const ctx = testContext();
  const runnerTemp = tempDir();
  const { entries, ...header } = input;
  const tests = await readEntries(entries, { dir: runnerTemp });
  try {
    const files = await writeReportFiles(header, tests, {
      ...paths,
      env: { RUNNER_TEMP: runnerTemp },
      now: Date.UTC(2026, 0, 1, 10, 5, 0),
      log: ctx.log,
    });
    return { files, ctx };
  } finally {
    await tests.dispose();
  }
}

describe('report files', () => {
  it('writes a JUnit file that validates against the JUnit schema, with the report counts, classnames, failures and links', async () => {
    const { files } = await write(report);
    expect(files.junitFile).toMatch(
      /cloudtest-reports[/\\]Cloud-tests-build-nightly-42-[0-9a-f]{8}\.junit\.xml$/,
    );
    const xml = readFileSync(files.junitFile!, 'utf8');
    expect(await junitErrors(xml)).toEqual([]);

    const junit = parseJUnit(xml);
    // The unknown test is an error, as the step never counts it as passed: never skipped.
    expect(junit.counts).toEqual({ total: 4, failures: 2, errors: 1, skipped: 0 });
    expect(countEntries(entries)).toMatchObject({ total: 4, failed: 2, unknown: 1, passed: 1 });
    expect(junit.properties).toMatchObject({ check: report.checkName, reference: 'nightly-42' });
    const [checkout, login, search, running] = junit.cases;
    expect(checkout).toMatchObject({
      name: 'checkout <b>pays</b> & "ships" ]]> 👩‍👩‍👧‍👦',
      classname: 'chrome 131 on WIN11',
      time: 12.25,
      outcome: 'failed',
      // The character XML cannot hold is left out.
      failureMessage: 'expected 200, got 500 at step 3',
    });
    expect(checkout?.failureText).toContain(`Video: ${VIDEO}`);
    expect(checkout?.failureText).toContain(`Last screenshot: ${SHOT}`);
    expect(checkout?.failureText).toContain('Log: selenium: https://assets.example.test/7/selenium.log');
    expect(checkout?.failureText).toContain('expire');
    expect(login).toMatchObject({
      outcome: 'failed',
      classname: report.checkName,
      failureMessage: 'The test failed.',
    });
    expect(search).toMatchObject({ outcome: 'passed', classname: 'Pixel 8 on Android 14', time: 3 });
    expect(running).toMatchObject({
      outcome: 'error',
      time: 0,
      errorMessage: 'The result is unknown: Still running (state RUNNING).',
    });
  });

  it('gives each test one class, never packages cut at a version number (Jenkins, CircleCI)', async () => {
    const dotted: ReportInput = {
      ...report,
      checkName: 'Cloud tests v2.1',
      entries: [
        { name: 'pays', outcome: 'passed', environment: 'Chrome 126.0', platform: 'macOS 14.5' },
        { name: 'ships', outcome: 'failed' },
      ],
    };
    const { files } = await write(dotted);
    const xml = readFileSync(files.junitFile!, 'utf8');
    expect(await junitErrors(xml)).toEqual([]);
    expect(parseJUnit(xml).cases.map((c) => c.classname)).toEqual([
      'Chrome 126_0 on macOS 14_5',
      'Cloud tests v2_1',
    ]);
  });

  it('writes a CTRF file that validates against the CTRF schema, with the report counts and links as attachments', async () => {
    const { files } = await write(report);
    const ctrf = JSON.parse(readFileSync(files.ctrfFile!, 'utf8'));
    expect(ctrfErrors(ctrf)).toEqual([]);
    expect(ctrf.results.summary).toMatchObject({
      tests: 4,
      passed: 1,
      failed: 2,
      other: 1,
      skipped: 0,
      pending: 0,
    });
    const [checkout, , search, running] = ctrf.results.tests;
    expect(checkout).toMatchObject({
      status: 'failed',
      duration: 12_250,
      browser: 'chrome 131',
      labels: { platform: 'WIN11' },
      stop: Date.UTC(2026, 0, 1, 10, 0, 0),
      extra: { id: '40007' },
      attachments: [
        { name: 'video', contentType: 'video/mp4', path: VIDEO },
        { name: 'last screenshot', contentType: 'image/png', path: SHOT },
        {
          name: 'log: selenium',
          contentType: 'text/plain',
          path: 'https://assets.example.test/7/selenium.log',
        },
      ],
    });
    expect(search).toMatchObject({ status: 'passed', duration: 3000, browser: 'Pixel 8' });
    expect(running).toMatchObject({ status: 'other', rawStatus: 'unknown' });
    expect(ctrf.results.summary.start).toBe(Date.UTC(2026, 0, 1, 10, 0, 0) - 12_250);
  });

  it("gives both files one duration: the tests' wall-clock span, not the sum of their durations", async () => {
    const end = Date.UTC(2026, 0, 1, 10, 0, 10);
    const sideBySide: ReportEntry[] = [
      { name: 'a', outcome: 'passed', duration: 10, completedAt: end },
      { name: 'b', outcome: 'passed', duration: 8, completedAt: end - 2_000 },
      { name: 'c', outcome: 'failed', duration: 4 },
    ];
    const { files } = await write({ ...report, entries: sideBySide });
    const junit = parseJUnit(readFileSync(files.junitFile!, 'utf8'));
    const ctrf = JSON.parse(readFileSync(files.ctrfFile!, 'utf8'));
    // a ran 10:00:00 to 10:00:10, b 10:00:00 to 10:00:08; c's end is unknown.
    expect(ctrf.results.summary).toMatchObject({ start: end - 10_000, stop: end, duration: 10_000 });
    expect(junit.time).toBe(10);
    expect(junit.cases.map((c) => c.time)).toEqual([10, 8, 4]);
  });

  it('writes the tests a run stopped early as skipped with the reason, in both files, never failed or passed', async () => {
    const stopped: ReportInput = {
      ...report,
      title: 'Stopped after Checkout failed: 1 test stopped, 1 not started',
      entries: [{ name: 'Checkout', outcome: 'failed', id: '70002' }],
      stopped: {
        reason: 'Stopped after Checkout failed (max-failures: 1)',
        after: 'Checkout failed',
        tests: [
          {
            name: 'Login (test 70001)',
            keyName: 'Login',
            environment: 'chrome 131',
            id: '70001',
            duration: 4,
          },
          { name: 'Test 70003', id: '70003', notStarted: true },
        ],
      },
    };
    const { files } = await write(stopped);
    const xml = readFileSync(files.junitFile!, 'utf8');
    expect(await junitErrors(xml)).toEqual([]);
    const junit = parseJUnit(xml);
    expect(junit.counts).toEqual({ total: 3, failures: 1, errors: 0, skipped: 2 });
    expect(junit.cases.map((c) => [c.name, c.outcome])).toEqual([
      ['Checkout', 'failed'],
      ['Login (test 70001)', 'skipped'],
      ['Test 70003', 'skipped'],
    ]);
    expect(xml).toContain('<skipped message="Stopped: Stopped after Checkout failed (max-failures: 1)."/>');
    expect(xml).toContain(
      '<skipped message="Not started: Stopped after Checkout failed (max-failures: 1)."/>',
    );

    const ctrf = JSON.parse(readFileSync(files.ctrfFile!, 'utf8'));
    expect(ctrfErrors(ctrf)).toEqual([]);
    expect(ctrf.results.summary).toMatchObject({ tests: 3, passed: 0, failed: 1, skipped: 2, other: 0 });
    expect(ctrf.results.tests.slice(1)).toEqual([
      {
        name: 'Login (test 70001)',
        status: 'skipped',
        duration: 4000,
        suite: [report.checkName],
        message: 'Stopped: Stopped after Checkout failed (max-failures: 1).',
        browser: 'chrome 131',
        extra: { id: '70001' },
      },
      {
        name: 'Test 70003',
        status: 'skipped',
        duration: 0,
        suite: [report.checkName],
        message: 'Not started: Stopped after Checkout failed (max-failures: 1).',
        extra: { id: '70003' },
      },
    ]);
  });

  it('writes valid files for a report without tests', async () => {
    const { files } = await write({ ...report, entries: [] });
    expect(await junitErrors(readFileSync(files.junitFile!, 'utf8'))).toEqual([]);
    const ctrf = JSON.parse(readFileSync(files.ctrfFile!, 'utf8'));
    expect(ctrfErrors(ctrf)).toEqual([]);
    expect(ctrf.results.summary.tests).toBe(0);
  });

  it('writes where the inputs say, creating folders, and gives back absolute paths', async () => {
    const dir = tempDir();
    const { files } = await write(report, {
      junitFile: join(dir, 'reports/deep/junit.xml'),
      ctrfFile: join(dir, 'ctrf.json'),
    });
    expect(files).toEqual({
      junitFile: join(dir, 'reports/deep/junit.xml'),
      ctrfFile: join(dir, 'ctrf.json'),
    });
    expect(parseJUnit(readFileSync(files.junitFile!, 'utf8')).counts.total).toBe(4);
  });

  it('warns when a file cannot be written and still writes the other', async () => {
    const dir = tempDir();
    const blocker = join(dir, 'a-file');
    writeFileSync(blocker, '');
    const { files, ctx } = await write(report, { junitFile: join(blocker, 'junit.xml') });
    expect(files.junitFile).toBeUndefined();
    expect(ctx.messages('warning')[0]).toMatch(/Could not write the JUnit XML file .*a-file/);
    expect(ctrfErrors(JSON.parse(readFileSync(files.ctrfFile!, 'utf8')))).toEqual([]);
  });

  it('replaces a link planted at junit-file or ctrf-file, leaving what it points to untouched', async () => {
    const dir = tempDir();
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'keep me');
    const junitFile = join(dir, 'junit.xml');
    const ctrfFile = join(dir, 'ctrf.json');
    symlinkSync(victim, junitFile);
    // A dangling link too: written through, it would create the file it names.
    symlinkSync(join(dir, 'created.json'), ctrfFile);
    const { files } = await write(report, { junitFile, ctrfFile });
    expect(files).toEqual({ junitFile, ctrfFile });
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(() => lstatSync(join(dir, 'created.json'))).toThrow();
    expect(lstatSync(junitFile).isSymbolicLink()).toBe(false);
    expect(parseJUnit(readFileSync(junitFile, 'utf8')).counts.total).toBe(4);
    expect(ctrfErrors(JSON.parse(readFileSync(ctrfFile, 'utf8')))).toEqual([]);
  });
});
