import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { writeReportFiles } from '../../src/report/outputs/files.ts';
import type { ReportHeader } from '../../src/report/outputs/report.ts';
import { renderSummary, type SummaryOptions } from '../../src/report/outputs/summary.ts';
import { testKey } from '../../src/report/value/compact.ts';
import {
  gatherTests,
  readEntries,
  type ReadTests,
  type TestRead,
  TestReader,
} from '../../src/report/value/reader.ts';
import { SPILL_FOLDER } from '../../src/report/value/spill.ts';
import type { ReportEntry } from '../../src/report/value/types.ts';
import {
  MAX_CHECK_RUN_ANNOTATIONS,
  MAX_DOWNLOADED_TESTS,
  MAX_STEP_SUMMARY_BYTES,
  MAX_THUMBNAILS,
} from '../../src/report/world/limits.ts';
import { BUNDLE_NAME, BUNDLE_VERSION } from '../../src/version.ts';
import { testContext } from '../support/context.ts';
import { countEntries, testsOf } from '../support/report.ts';
import { renderCtrf } from './legacy/ctrf.ts';
import { renderJUnit } from './legacy/junit.ts';
import { ctrfErrors, junitErrors } from './schemas.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'reader-'));
  dirs.push(dir);
  return dir;
}

const NOW = Date.UTC(2026, 0, 1, 10, 5, 0);
const HEADER: ReportHeader = { checkName: 'Cloud tests (e2e)', externalId: 'nightly-42', title: 'results' };

/** A test as a build lists it; `n` makes every field differ. */
function entry(n: number, outcome: ReportEntry['outcome'], extra: Partial<ReportEntry> = {}): ReportEntry {
  return {
    name: `checkout ${n}`,
    outcome,
    environment: 'chrome 131',
    platform: 'WIN11',
    id: String(40_000 + n),
    duration: 1 + (n % 7) / 4,
    completedAt: Date.UTC(2026, 0, 1, 10, 0, 0) + n * 1000,
    ...(outcome === 'passed' ? {} : { message: `Element #buy-${n} not found` }),
    links: {
      video: `https://assets.example.test/${n}/video.mp4?sig=a&b=c`,
      screenshots: [`https://assets.example.test/${n}/thumb-1.png`],
      logs: [{ label: 'selenium', url: `https://assets.example.test/${n}/selenium.log` }],
    },
    ...extra,
  };
}

const keyed = (e: ReportEntry): TestRead => ({ key: e.id, entry: e });

async function read(pages: TestRead[][], options: { namePrefix?: string } = {}): Promise<ReadTests> {
  const reader = await TestReader.open({ dir: tempDir(), ...options });
  for (const page of pages) await reader.add(page);
  return reader.finish();
}

async function all(tests: ReadTests): Promise<ReportEntry[]> {
  const entries: ReportEntry[] = [];
  for await (const e of tests.entries()) entries.push(e);
  return entries;
}

/** The files the streamed writers make, and those the renderers before them made of `entries`. */
async function bothFiles(header: ReportHeader, tests: ReadTests, entries: ReportEntry[]) {
  const runnerTemp = tempDir();
  const ctx = testContext();
  const files = await writeReportFiles(header, tests, {
    env: { RUNNER_TEMP: runnerTemp },
    now: NOW,
    log: ctx.log,
  });
  const context = { now: NOW, hostname: hostname(), tool: { name: BUNDLE_NAME, version: BUNDLE_VERSION } };
  const input = { ...header, entries };
  const withoutId = (text: string) => text.replace(/"reportId": "[^"]*"/, '"reportId": "…"');
  const ctrf = readFileSync(files.ctrfFile!, 'utf8');
  return {
    junit: readFileSync(files.junitFile!, 'utf8'),
    ctrfDocument: JSON.parse(ctrf) as unknown,
    ctrf: withoutId(ctrf),
    oldJunit: renderJUnit(input, countEntries(entries), context),
    oldCtrf: withoutId(renderCtrf(input, countEntries(entries), context)),
  };
}

describe('reading tests page by page', () => {
  it('counts a test read twice once, as last read, in the place of its first read; tests without a key come last', async () => {
    const first = entry(1, 'failed');
    const second = entry(2, 'passed');
    const anonymous = entry(3, 'unknown', { id: undefined });
    const tests = await read([
      [keyed(first), { key: undefined, entry: anonymous }],
      // Pages shifted: the first test again, now passed, and a new one.
      [keyed({ ...first, outcome: 'passed', message: undefined }), keyed(second)],
    ]);
    expect(tests.counts).toEqual({ total: 3, passed: 2, failed: 0, unknown: 1, flaky: 0 });
    expect(tests.failed).toEqual([]);
    expect(tests.unknown.map((e) => e.name)).toEqual(['checkout 3']);
    expect((await all(tests)).map((e) => [e.name, e.outcome])).toEqual([
      ['checkout 1', 'passed'],
      ['checkout 2', 'passed'],
      ['checkout 3', 'unknown'],
    ]);
    expect([0, 1, 2].map((i) => tests.keys.outcome(i))).toEqual(['passed', 'passed', 'unknown']);
    await tests.dispose();
  });

  it('keeps a compact record per test: its key, outcome, duration and end, and the tests’ span', async () => {
    const entries = [entry(1, 'passed'), entry(2, 'failed', { completedAt: undefined }), entry(3, 'unknown')];
    const tests = await readEntries(entries, { dir: tempDir() });
    expect(tests.keys.length).toBe(3);
    expect(tests.keys.key(0)).toBe(testKey(entries[0]!));
    expect(tests.keys.key(0)).not.toBe(testKey({ ...entries[0]!, platform: 'MAC' }));
    expect(tests.keys.duration(1)).toBe(entries[1]!.duration);
    expect(tests.keys.completedAt(1)).toBeUndefined();
    expect(tests.span).toEqual({
      start: entries[0]!.completedAt! - Math.round(entries[0]!.duration! * 1000),
      stop: entries[2]!.completedAt,
    });
    await tests.dispose();
  });

  it('puts a prefix before every name, and says which tests still run and whether failed ones have links', async () => {
    const reader = await TestReader.open({ dir: tempDir(), namePrefix: 'nightly-7 › ' });
    await reader.add([
      { key: '1', entry: entry(1, 'unknown', { links: undefined }), running: true },
      { key: '2', entry: entry(2, 'failed', { links: undefined }) },
    ]);
    const tests = await reader.finish();
    expect(tests.running).toBe(1);
    expect(tests.linked).toEqual({ failed: false, unknown: false, flaky: false });
    expect(tests.failed.map((e) => e.name)).toEqual(['nightly-7 › checkout 2']);
    expect((await all(tests)).map((e) => e.name)).toEqual([
      'nightly-7 › checkout 1',
      'nightly-7 › checkout 2',
    ]);
    await tests.dispose();
  });

  it('makes text well-formed as it reads it', async () => {
    const tests = await readEntries(
      [entry(1, 'failed', { message: 'bad\u0000 \u001b[31mred\u001b[0m \ud800' })],
      {
        dir: tempDir(),
      },
    );
    expect(tests.failed[0]?.message).toBe('bad red \ufffd');
    expect((await all(tests))[0]?.message).toBe('bad red \ufffd');
    await tests.dispose();
  });

  it('gathers several reads in order, their spills removed with the result', async () => {
    const dir = tempDir();
    const a = await TestReader.open({ dir, namePrefix: 'a › ' });
    await a.add([keyed(entry(1, 'failed')), keyed(entry(2, 'passed'))]);
    const b = await TestReader.open({ dir, namePrefix: 'b › ' });
    await b.add([keyed(entry(1, 'unknown')), keyed(entry(3, 'failed'))]);
    const tests = await gatherTests([await a.finish(), await b.finish()]);
    expect(tests.counts).toEqual({ total: 4, passed: 1, failed: 2, unknown: 1, flaky: 0 });
    expect(tests.failed.map((e) => e.name)).toEqual(['a › checkout 1', 'b › checkout 3']);
    expect(tests.unknown.map((e) => e.name)).toEqual(['b › checkout 1']);
    expect((await all(tests)).map((e) => e.name)).toEqual([
      'a › checkout 1',
      'a › checkout 2',
      'b › checkout 1',
      'b › checkout 3',
    ]);
    expect(tests.keys.length).toBe(4);
    expect(readdirSync(join(dir, SPILL_FOLDER))).toHaveLength(2);
    await tests.dispose();
    expect(readdirSync(join(dir, SPILL_FOLDER))).toEqual([]);
  });
});

describe('the lists a report keeps', () => {
  it('keeps every failed test the check run annotates, and past that only the rows a summary could hold, with the true counts', async () => {
    // Long messages: 2,600 rows of about 600 characters pass 1 MiB.
    const message = 'x'.repeat(500);
    const entries = Array.from({ length: 3_000 }, (_, i) =>
      entry(i, i % 30 === 29 ? 'unknown' : 'failed', { message, links: undefined }),
    );
    const tests = await readEntries(entries, { dir: tempDir() });
    expect(tests.counts.failed).toBe(2_900);
    expect(tests.failed.length).toBeGreaterThanOrEqual(MAX_CHECK_RUN_ANNOTATIONS);
    expect(tests.failed.length).toBeLessThan(2_900);
    // The first ones, in order.
    expect(tests.failed).toEqual(entries.filter((e) => e.outcome === 'failed').slice(0, tests.failed.length));
    expect(tests.unknown).toHaveLength(100);
    await tests.dispose();
  });

  it('keeps the first failed tests with recordings or a last screenshot, however far down they are', async () => {
    const bare = Array.from({ length: 1_500 }, (_, i) => entry(i, 'failed', { links: undefined }));
    const videoOnly = Array.from({ length: 30 }, (_, i) =>
      entry(2_000 + i, 'failed', { links: { video: `https://assets.example.test/${i}/v.mp4` } }),
    );
    const shot = Array.from({ length: 10 }, (_, i) =>
      entry(3_000 + i, 'failed', { links: { screenshots: [`https://assets.example.test/${i}/s.png`] } }),
    );
    const tests = await readEntries([...bare, ...videoOnly, ...shot], { dir: tempDir() });
    expect(tests.recorded).toEqual([
      ...videoOnly.slice(0, MAX_DOWNLOADED_TESTS),
      ...shot.slice(0, MAX_THUMBNAILS),
    ]);
    expect(tests.linked.failed).toBe(true);
    await tests.dispose();
  });

  it('gives every summary the same markdown as a report holding every test would', async () => {
    const entries = Array.from({ length: 12_000 }, (_, i) =>
      entry(i, i % 10 < 4 ? 'failed' : i % 50 === 7 ? 'unknown' : 'passed'),
    );
    const tests = await readEntries(entries, { dir: tempDir() });
    expect(tests.failed.length).toBeLessThan(tests.counts.failed);
    const every = testsOf(entries);
    for (const [budget, measure] of [
      [MAX_STEP_SUMMARY_BYTES, (s: string) => Buffer.byteLength(s)],
      [65_535, (s: string) => s.length],
      [20_000, (s: string) => s.length],
    ] as const) {
      const options: SummaryOptions = {
        conclusion: 'failure',
        counts: tests.counts,
        footer: 'Footer.',
        fullListAt: 'Elsewhere.',
        sizeLimit: 'The limit',
        budget,
        measure,
      };
      expect(renderSummary(HEADER, tests, options)).toBe(renderSummary(HEADER, every, options));
    }
    await tests.dispose();
  });

  it('holds a large build’s lists at their caps, every test in the spill', async () => {
    const reader = await TestReader.open({ dir: tempDir() });
    const total = 40_000;
    for (let page = 0; page < total / 500; page++)
      await reader.add(
        Array.from({ length: 500 }, (_, i) => {
          const n = page * 500 + i;
          return keyed(entry(n, n % 10 < 3 ? 'failed' : n % 100 === 55 ? 'unknown' : 'passed'));
        }),
      );
    const tests = await reader.finish();
    expect(tests.counts).toEqual({ total, passed: 27_600, failed: 12_000, unknown: 400, flaky: 0 });
    // About 1 MiB of rows of some 250 characters each, whatever the build's size.
    expect(tests.failed.length).toBeGreaterThanOrEqual(MAX_CHECK_RUN_ANNOTATIONS);
    expect(tests.failed.length).toBeLessThan(5_000);
    expect(tests.unknown).toHaveLength(400);
    expect(tests.recorded).toHaveLength(MAX_DOWNLOADED_TESTS);
    expect(tests.keys.length).toBe(total);
    let lines = 0;
    for await (const _ of tests.entries()) lines++;
    expect(lines).toBe(total);
    await tests.dispose();
  });
});

describe('the report files, streamed from the spill', () => {
  const tricky: ReportEntry[] = [
    entry(1, 'failed', {
      name: 'checkout <b>pays</b> & "ships" ]]> 👩‍👩‍👧‍👦 \ufffe',
      message: 'expected 200\u0000, got 500\nat step 3\r\n\ttabbed',
      environment: 'chrome\t131',
    }),
    entry(2, 'passed', { environment: undefined, platform: undefined, completedAt: undefined }),
    entry(3, 'unknown', { name: '   ', message: undefined, links: { notReady: true } }),
    entry(4, 'failed', { message: '   ', id: undefined, links: undefined, duration: undefined }),
  ];

  it('equal the files the renderers before them made of the same tests, byte for byte', async () => {
    for (const entries of [
      tricky,
      [],
      Array.from({ length: 700 }, (_, i) => entry(i, i % 3 ? 'passed' : 'failed')),
    ]) {
      for (const header of [
        HEADER,
        { ...HEADER, details: 'Job 9 & <b>more</b>', conclusion: 'timed_out' as const },
      ]) {
        const tests = await readEntries(entries, { dir: tempDir() });
        const files = await bothFiles(header, tests, entries);
        expect(files.junit).toBe(files.oldJunit);
        expect(files.ctrf).toBe(files.oldCtrf);
        await tests.dispose();
      }
    }
  });

  it('validate against the schemas, and follow a read whose tests were read again or came without a key', async () => {
    const first = entry(1, 'failed');
    const tests = await read([
      [{ key: undefined, entry: tricky[0]! }, keyed(first), keyed(entry(2, 'passed'))],
      [keyed({ ...first, outcome: 'passed', message: undefined }), { key: undefined, entry: tricky[2]! }],
    ]);
    const entries = await all(tests);
    expect(entries.map((e) => e.id)).toEqual(['40001', '40002', '40001', '40003']);
    const files = await bothFiles(HEADER, tests, entries);
    expect(files.junit).toBe(files.oldJunit);
    expect(files.ctrf).toBe(files.oldCtrf);
    expect(await junitErrors(files.junit)).toEqual([]);
    expect(ctrfErrors(files.ctrfDocument)).toEqual([]);
    await tests.dispose();
  });

  it('escape every ampersand, where the renderer before them left text that looked like an entity as it was', async () => {
    const entries = [entry(1, 'failed', { name: 'a &amp; b', message: 'x &#60; y' })];
    const tests = await readEntries(entries, { dir: tempDir() });
    const files = await bothFiles(HEADER, tests, entries);
    expect(files.junit).toContain('name="a &amp;amp; b"');
    expect(files.oldJunit).toContain('name="a &amp; b"');
    expect(files.ctrf).toBe(files.oldCtrf);
    await tests.dispose();
  });
});
