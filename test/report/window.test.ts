import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { readDigest } from '../../src/report/history/digest/codec.ts';
import { writeDigest } from '../../src/report/history/digest/fitting.ts';
import { type Digest, digestOf, MAX_DIGEST_CHARS } from '../../src/report/history/digest/model.ts';
import {
  advanceWindow,
  flakyRunsIn,
  type HistoryWindow,
  MAX_WINDOW_TESTS,
  newestRuns,
} from '../../src/report/history/window.ts';
import { CompactTests, testKey } from '../../src/report/value/compact.ts';
import type { Outcome, ReportEntry } from '../../src/report/value/types.ts';
import { WINDOW_RUNS } from '../../src/report/world/limits.ts';

const sha = (n: number) => createHash('sha1').update(String(n)).digest('hex');

/** A report's full digest of tests by name and outcome, each a second long. */
function digestOfTests(tests: Record<string, Outcome>): Digest {
  const keys = new CompactTests();
  const entries: ReportEntry[] = Object.entries(tests).map(([name, outcome]) => ({
    name,
    outcome,
    duration: 1,
  }));
  for (const e of entries) keys.push(e);
  const counts = { total: entries.length, passed: 0, failed: 0, unknown: 0, flaky: 0 };
  for (const e of entries) counts[e.outcome]++;
  return digestOf({
    counts,
    keys,
    failed: entries.filter((e) => e.outcome === 'failed'),
    passedNamed: true,
    timing: {},
  });
}

/** The window after each report of `runs`, as a branch's reports carry it, read back from each digest. */
function chain(runs: Record<string, Outcome>[]): HistoryWindow {
  let window: HistoryWindow | undefined;
  let before: Digest | undefined;
  runs.forEach((tests, i) => {
    const now = digestOfTests(tests);
    const advanced = advanceWindow(window, {
      run: { sha: sha(i + 1), counts: now.counts, testTimeMs: i * 1000 },
      keys: now.keys,
      passedKeysKnown: true,
      ...(before ? { before: { keys: before.keys, passedKeysKnown: true } } : {}),
    });
    const read = readDigest(writeDigest({ ...now, window: advanced }).text);
    if (!('digest' in read)) throw new Error(JSON.stringify(read.problem));
    window = read.digest.window;
    before = read.digest;
  });
  return window!;
}

/** Twelve reports: flaky in 4 of them, failing since the 9th, always passing. */
const twelve = Array.from({ length: 12 }, (_, i): Record<string, Outcome> => ({
  flaky: [1, 4, 6, 10].includes(i) ? 'flaky' : 'passed',
  broken: i >= 8 ? 'failed' : 'passed',
  steady: 'passed',
}));

describe('history window', () => {
  it('carries each test that did not pass every run, with its outcomes and failing streak, read back from the digest', () => {
    const window = chain(twelve);
    expect(window.runs.map((r) => r.sha)).toEqual(Array.from({ length: 12 }, (_, i) => sha(i + 1)));
    expect(window.runs.at(-1)).toMatchObject({ counts: { total: 3, passed: 2, failed: 1, flaky: 0 } });
    expect(window.tests.map((t) => t.key).sort()).toEqual(
      [testKey({ name: 'flaky' }), testKey({ name: 'broken' })].sort(),
    );
    const broken = window.tests.find((t) => t.key === testKey({ name: 'broken' }))!;
    expect(broken.outcomes.join(' ')).toBe(`${'passed '.repeat(8)}failed failed failed failed`);
    expect(broken.failingSince).toEqual({ sha: sha(9), runs: 4 });
    expect(flakyRunsIn(window, testKey({ name: 'flaky' }))).toEqual({
      flaky: 4,
      recentFlaky: 3,
      runs: 12,
      passedEveryRun: false,
    });
    expect(flakyRunsIn(window, testKey({ name: 'steady' }))).toEqual({
      flaky: 0,
      recentFlaky: 0,
      runs: 12,
      passedEveryRun: true,
    });
    expect(flakyRunsIn(undefined, testKey({ name: 'steady' }))).toBeUndefined();
  });

  it('holds the latest 30 runs: older ones leave, and a streak longer than the window keeps its first commit', () => {
    const runs = Array.from({ length: 40 }, (_, i): Record<string, Outcome> => ({
      broken: 'failed',
      once: i === 3 ? 'flaky' : 'passed',
    }));
    const window = chain(runs);
    expect(window.runs).toHaveLength(WINDOW_RUNS);
    expect(window.runs[0]!.sha).toBe(sha(11));
    expect(window.tests.map((t) => t.key)).toEqual([testKey({ name: 'broken' })]);
    expect(window.tests[0]!.failingSince).toEqual({ sha: sha(1), runs: 40 });
  });

  it('marks a test new to the branch absent in the runs before it, and one that stopped running absent after', () => {
    const window = chain([{ old: 'failed' }, { old: 'passed', young: 'failed' }, { young: 'passed' }]);
    const outcomes = (name: string) => window.tests.find((t) => t.key === testKey({ name }))?.outcomes;
    expect(outcomes('young')).toEqual(['absent', 'failed', 'passed']);
    expect(outcomes('old')).toEqual(['failed', 'passed', 'absent']);
  });

  it('a failing streak ends at a pass or a flaky run', () => {
    const window = chain([{ t: 'failed' }, { t: 'flaky' }, { t: 'failed' }, { t: 'failed' }]);
    expect(window.tests[0]!.failingSince).toEqual({ sha: sha(3), runs: 2 });
  });

  it('lists at most MAX_WINDOW_TESTS tests, those failing now first, and then cannot tell of a test it does not list', () => {
    const tests: Record<string, Outcome> = {};
    for (let i = 0; i < MAX_WINDOW_TESTS + 10; i++) tests[`t${i}`] = 'failed';
    const window = chain([tests]);
    expect(window.tests).toHaveLength(MAX_WINDOW_TESTS);
    expect(window.dropped.tests).toBe(10);
    expect(window.runs[0]!.partial).toBe(true);
    const unlisted = Object.keys(tests).find(
      (name) => !window.tests.some((t) => t.key === testKey({ name })),
    )!;
    expect(flakyRunsIn(window, testKey({ name: unlisted }))).toBeUndefined();
  });

  it('drops the oldest runs first to fit, and says how many', () => {
    const window = chain(twelve);
    const kept = newestRuns(window, 3);
    expect(kept.runs.map((r) => r.sha)).toEqual([sha(10), sha(11), sha(12)]);
    expect(kept.dropped.runs).toBe(9);
    expect(kept.tests.find((t) => t.key === testKey({ name: 'broken' }))?.failingSince).toEqual({
      sha: sha(9),
      runs: 4,
    });
  });

  it('a digest too large for a full window keeps the newest runs that fit and counts the rest', () => {
    // Thousands of failed tests of random names, failing in turn: the window's outcomes do not compress.
    const runs = Array.from({ length: WINDOW_RUNS }, (_, r) => {
      const tests: Record<string, Outcome> = {};
      for (let i = 0; i < MAX_WINDOW_TESTS; i++)
        tests[`t${i}`] = (['passed', 'failed', 'flaky', 'unknown'] as const)[
          sha(i * 100 + r).charCodeAt(0) % 4
        ]!;
      return tests;
    });
    // The last report has 8,000 more failures, whose keys take most of the room.
    const more = Object.fromEntries(Array.from({ length: 8000 }, (_, i) => [`more ${i}`, 'failed' as const]));
    const last = digestOfTests({ ...runs.at(-1)!, ...more });
    const window = chain(runs);
    const { text, digest } = writeDigest({ ...last, window });
    expect(text.length).toBeLessThanOrEqual(MAX_DIGEST_CHARS);
    const read = readDigest(text);
    if (!('digest' in read)) throw new Error(JSON.stringify(read.problem));
    expect(read.digest.window!.dropped.runs).toBeGreaterThan(0);
    expect(read.digest.window!.runs.length + read.digest.window!.dropped.runs).toBe(window.runs.length);
    expect(read.digest.window!.runs.at(-1)!.sha).toBe(sha(WINDOW_RUNS));
    expect(digest.window).toEqual(read.digest.window);
  });

  it('reads a version 4 digest as one with no durations by name and no session time, version 3 as one with no window either, and refuses a window beyond its bounds', () => {
    const { byName: _, ...now } = digestOfTests({ a: 'failed' });
    const { text } = writeDigest(now);
    const bytes = gunzipSync(Buffer.from(/v5 (\S+) -->/.exec(text)![1]!, 'base64'));
    // Version 4's layout is version 5's without the count of durations by name and the session time's
    // flags, the last two bytes (0: none, 0: not known); version 3's is without the window's count
    // before them (0: none) too.
    expect([...bytes.subarray(-3)]).toEqual([0, 0, 0]);
    const v4 = readDigest(
      `<!-- cloudtest-digest v4 ${gzipSync(bytes.subarray(0, -2)).toString('base64')} -->`,
    );
    expect('digest' in v4 && v4.digest.counts.failed).toBe(1);
    expect('digest' in v4 && v4.digest.sessions).toBeUndefined();
    expect('digest' in v4 && v4.digest.byName).toBeUndefined();
    const v3 = `<!-- cloudtest-digest v3 ${gzipSync(bytes.subarray(0, -3)).toString('base64')} -->`;
    const read = readDigest(v3);
    expect('digest' in read && read.digest.window).toBeUndefined();
    expect('digest' in read && read.digest.counts.failed).toBe(1);
    // 31 runs: one more than any window holds.
    const beyond = Buffer.concat([bytes.subarray(0, -3), Buffer.from([WINDOW_RUNS + 2, 0, 0])]);
    const refused = readDigest(`<!-- cloudtest-digest v4 ${gzipSync(beyond).toString('base64')} -->`);
    expect('problem' in refused && refused.problem.kind).toBe('beyond');
  });
});
