import { describe, expect, it } from 'vitest';

import type { Comparison } from '../../src/report/history/compare.ts';
import { type Digest, digestOf } from '../../src/report/history/digest/model.ts';
import { historyMarkdown, historyOf, historyText } from '../../src/report/history/history-text.ts';
import { PLAIN_FORM } from '../../src/report/history/text-form.ts';
import type { HistoryWindow } from '../../src/report/history/window.ts';
import { CompactTests, testKey } from '../../src/report/value/compact.ts';
import type { ReportEntry } from '../../src/report/value/types.ts';
import { terminalColumns } from '../../src/text/characters.ts';

const ENV = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'octo-org/octo-repo' };
const SHA = 'a'.repeat(40);

function reportOf(entries: ReportEntry[]): {
  digest: Digest;
  tests: Parameters<typeof historyMarkdown>[0]['tests'];
} {
  const keys = new CompactTests();
  for (const e of entries) keys.push(e);
  const counts = { total: entries.length, passed: 0, failed: 0, unknown: 0, flaky: 0 };
  for (const e of entries) counts[e.outcome]++;
  const failed = entries.filter((e) => e.outcome === 'failed');
  return {
    digest: digestOf({ counts, keys, failed, passedNamed: true, timing: {} }),
    tests: {
      failed,
      flaky: entries.filter((e) => e.outcome === 'flaky'),
      entries: async function* () {
        yield* entries;
      },
    },
  };
}

const comparison = (newFailures: ReportEntry[]): Comparison => ({
  sha: SHA,
  branch: 'main',
  newFailures: { count: newFailures.length, first: newFailures },
  stillFailing: { count: 0, first: [] },
  fixed: { count: 0, first: [] },
  newUnknown: 0,
});

const run = {
  sha: SHA,
  counts: { total: 2, passed: 2, failed: 0, unknown: 0, flaky: 0 },
  testTimeMs: 60_000,
};

describe('history text', () => {
  it('without a base, says the test time alone, as the sum of the tests’ durations', async () => {
    const { digest, tests } = reportOf([{ name: 'a', outcome: 'passed', duration: 90 }]);
    const text = await historyMarkdown({ tests, now: digest, env: ENV });
    expect(text).toBe(
      "**Test time:** 1 min 30 s of test time: the sum of the tests' durations, each test's deciding run (the suite's speed), not the VM and device time the service bills.\n\n- Slowest: a 1 min 30 s.",
    );
  });

  it('a new failure the window does not list passed every run there; one cut out of a partial window is not known', async () => {
    const entry: ReportEntry = { name: 'checkout', outcome: 'failed', duration: 2 };
    const { digest, tests } = reportOf([entry]);
    const window: HistoryWindow = { runs: [run, run, run], tests: [], dropped: { runs: 4, tests: 0 } };
    const base = { digest: { ...digest, window }, comparison: comparison([entry]) };
    const text = await historyMarkdown({ tests, now: digest, base, env: ENV });
    expect(text).toContain('| checkout | ✅✅✅ | new here: passed the last 3 runs on main |');
    expect(text).toContain('The report on main left out 4 older runs, to fit.');
    const partial = { ...window, runs: window.runs.map((r) => ({ ...r, partial: true as const })) };
    const cut = await historyMarkdown({
      tests,
      now: digest,
      base: { ...base, digest: { ...digest, window: partial } },
      env: ENV,
    });
    expect(cut).toContain('| checkout | not known | not known: the report on main left it out |');
  });

  it('slowest and slower than on the base: only tests with a measured duration in both runs', async () => {
    // "stuck" ran 10 min without an outcome here; "hung" was unknown on the base after 1 s.
    const base = reportOf([
      { name: 'search', outcome: 'passed', duration: 10 },
      { name: 'stuck', outcome: 'passed', duration: 10 },
      { name: 'hung', outcome: 'unknown', duration: 1 },
    ]);
    const { digest, tests } = reportOf([
      { name: 'search', outcome: 'passed', duration: 25 },
      { name: 'stuck', outcome: 'unknown', duration: 600 },
      { name: 'hung', outcome: 'passed', duration: 30 },
    ]);
    const text = await historyMarkdown({
      tests,
      now: digest,
      base: { digest: base.digest, comparison: comparison([]) },
      env: ENV,
    });
    expect(text).toContain('- Slowest: hung 30 s, search 25 s.');
    expect(text).toContain('Slower than on main by more than 25 % and 5 s: search 25 s (10 s there).');
    expect(text).not.toContain('stuck');
  });

  it('a full window: the trend as bars with the least, the most and the newest; the last 10 runs marked, every run folded', async () => {
    const entries: ReportEntry[] = [
      { name: 'checkout', outcome: 'failed', duration: 2 },
      { name: 'search', outcome: 'flaky', duration: 3 },
    ];
    const { digest, tests } = reportOf(entries);
    const [checkout, search] = entries.map(testKey);
    const counts = (i: number) => ({
      total: 120,
      passed: 118 - (i % 3),
      failed: i % 3,
      unknown: 0,
      flaky: 2,
    });
    const window: HistoryWindow = {
      runs: Array.from({ length: 30 }, (_, i) => ({ sha: SHA, counts: counts(i), testTimeMs: 60_000 })),
      tests: [
        {
          key: checkout!,
          outcomes: Array.from({ length: 30 }, (_, i) => (i >= 25 ? 'failed' : 'passed')),
          failingSince: { sha: SHA, runs: 5 },
        },
        { key: search!, outcomes: Array.from({ length: 30 }, (_, i) => (i % 7 ? 'passed' : 'flaky')) },
      ].sort((a, b) => a.key - b.key) as HistoryWindow['tests'],
      dropped: { runs: 0, tests: 0 },
    };
    const text = await historyMarkdown({
      tests,
      now: digest,
      base: { digest: { ...digest, window }, comparison: comparison([]) },
      env: ENV,
    });
    expect(text).toContain(
      '| Tests | On main | Least–most | Newest | This run |\n|---|---|---:|---:|---:|\n' +
        `| Passed | \`${'█▅▁'.repeat(10)}\` | 116–118 | 116 | 0 |\n` +
        `| Failed | \`${'▁▅█'.repeat(10)}\` | 0–2 | 2 | 1 |\n` +
        `| Flaky | \`${'▁'.repeat(30)}\` | 2 | 2 | 1 |`,
    );
    expect(text).toContain('| Test | Last 10 runs on main | In 30 runs |');
    expect(text).toContain(
      `| checkout | ${'✅'.repeat(5)}${'❌'.repeat(5)} | failing on main for 5 runs, since`,
    );
    expect(text).toContain(
      '<details><summary>Every run of these tests on main, newest last, in fives</summary>',
    );
    expect(text).toContain(`- checkout: ${'✅✅✅✅✅ '.repeat(5)}❌❌❌❌❌\n`);
    expect(text).toContain('- search: ⚠️✅✅✅✅ ✅✅⚠️✅✅ ✅✅✅✅⚠️ ✅✅✅✅✅ ✅⚠️✅✅✅ ✅✅✅⚠️✅');
  });

  it('names at most 20 tests and counts the rest', async () => {
    const entries: ReportEntry[] = Array.from({ length: 23 }, (_, i) => ({
      name: `t${i}`,
      outcome: 'failed',
    }));
    const { digest, tests } = reportOf(entries);
    const window: HistoryWindow = {
      runs: [run],
      tests: entries
        .map((e) => ({ key: testKey(e), outcomes: ['failed' as const], failingSince: { sha: SHA, runs: 1 } }))
        .sort((a, b) => a.key - b.key),
      dropped: { runs: 0, tests: 0 },
    };
    const text = await historyMarkdown({
      tests,
      now: digest,
      base: { digest: { ...digest, window }, comparison: comparison([]) },
      env: ENV,
    });
    expect(text.match(/failing on main for 1 run, since \[`aaaaaaa`\]/g)).toHaveLength(20);
    expect(text).toContain('_3 more failed or flaky tests not shown._');
  });

  it('as plain lines, the same words with no marks, the tables in columns lined up on a terminal', async () => {
    const entries: ReportEntry[] = [
      { name: 'checkout', outcome: 'failed', duration: 2 },
      { name: '決済のテスト', outcome: 'flaky', duration: 3 },
    ];
    const { digest, tests } = reportOf(entries);
    const [checkout, payment] = entries.map(testKey);
    const window: HistoryWindow = {
      runs: [run, run],
      tests: [
        { key: checkout!, outcomes: ['passed', 'failed'], failingSince: { sha: SHA, runs: 1 } },
        { key: payment!, outcomes: ['flaky', 'passed'] },
      ].sort((a, b) => a.key - b.key) as HistoryWindow['tests'],
      dropped: { runs: 0, tests: 0 },
    };
    const history = await historyOf({
      tests,
      now: digest,
      base: { digest: { ...digest, window }, comparison: comparison([]) },
    });
    const lines = historyText(history, PLAIN_FORM).split('\n');
    expect(lines).toContain(
      'Trend: the last 2 runs on main, oldest first, each a bar from the least to the most of them; then this run.',
    );
    const rows = lines.filter((l) => /^ {2}(checkout|決済)/.test(l));
    expect(rows).toEqual([
      expect.stringMatching(/^ {2}checkout +✅❌ +failing on main for 1 run, since aaaaaaa$/),
      expect.stringMatching(/^ {2}決済のテスト +⚠️✅ +flaky in 1 of the last 2 runs on main$/),
    ]);
    // The third column starts at the same terminal column on every row.
    const starts = rows.map((r) => terminalColumns(r.slice(0, r.search(/(failing|flaky) /))));
    expect(new Set(starts).size).toBe(1);
    expect(lines.join('\n')).not.toMatch(/\*\*|\||`/);
  });
});
