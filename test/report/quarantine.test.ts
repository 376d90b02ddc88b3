import { fc, test as property } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';

import type { Comparison } from '../../src/report/history/compare.ts';
import { headline } from '../../src/report/history/comparison-text.ts';
import { FAIL_ON_MISSING, type FailOn, judge } from '../../src/report/history/fail-on.ts';
import { countedComparison, excusedBy, quarantineOf } from '../../src/report/history/quarantine.ts';
import type { HistoryWindow, WindowOutcome } from '../../src/report/history/window.ts';
import { quarantineMarkdown } from '../../src/report/outputs/quarantine-text.ts';
import { conclusionOf } from '../../src/report/outputs/report.ts';
import { testKey } from '../../src/report/value/compact.ts';
import { parseQuarantine, type QuarantineList } from '../../src/report/value/quarantine.ts';
import type { Outcome, ReportCounts, ReportEntry } from '../../src/report/value/types.ts';

const NOW = Date.UTC(2026, 10, 27, 12);

function testsOf(entries: ReportEntry[]) {
  const counts: ReportCounts = { total: entries.length, passed: 0, failed: 0, unknown: 0, flaky: 0 };
  for (const e of entries) counts[e.outcome] += 1;
  return {
    counts,
    failed: entries.filter((e) => e.outcome === 'failed'),
    entries: async function* () {
      yield* entries;
    },
  };
}

const list = (text: string): QuarantineList => parseQuarantine(text, 'q.yml');

/** Every failed test new against the base, each named, as a comparison of a branch that passed. */
function allNew(failed: ReportEntry[]): Comparison {
  return {
    sha: 'b'.repeat(40),
    newFailures: { count: failed.length, first: failed },
    stillFailing: { count: 0, first: [] },
    fixed: { count: 0, first: [] },
    newUnknown: 0,
  };
}

function windowOf(rows: { entry: ReportEntry; outcomes: WindowOutcome[] }[], runs = 30): HistoryWindow {
  const counts = { total: 0, passed: 0, failed: 0, unknown: 0, flaky: 0 };
  return {
    runs: Array.from({ length: runs }, (_, i) => ({ sha: `${i}`.padStart(40, 'c'), counts })),
    tests: rows
      .map(({ entry, outcomes }) => ({ key: testKey(entry), outcomes }))
      .sort((a, b) => a.key - b.key),
    dropped: { runs: 0, tests: 0 },
  };
}

const NAMES = ['Checkout pays', 'Checkout refunds', 'Login', 'Search', 'Search twice'];
const PATTERNS = ['Checkout*', 'Login', '*twice', 'Search', 'Nothing*', '*'];

describe('quarantine over a report', () => {
  property.prop([
    fc.array(
      fc.record({
        name: fc.constantFrom(...NAMES),
        outcome: fc.constantFrom<Outcome>('passed', 'failed', 'unknown', 'flaky'),
        environment: fc.constantFrom('chrome 126', 'firefox 127'),
      }),
      { maxLength: 8 },
    ),
    fc.array(
      fc.record({
        test: fc.constantFrom(...PATTERNS),
        browser: fc.option(fc.constantFrom('chrome', 'firefox'), { nil: undefined }),
        expired: fc.boolean(),
      }),
      { maxLength: 4 },
    ),
    fc.constantFrom<FailOn>('failures', 'new-failures', 'nothing'),
    fc.boolean(),
    fc.boolean(),
  ])(
    'judges as if only the named failures had passed: never passes a report another failure, an unknown outcome or no tests fail',
    async (tests, entries, failOn, failOnUnknown, failOnEmpty) => {
      const text = entries
        .map(
          (e) =>
            `- test: "${e.test}"\n${e.browser ? `  browser: ${e.browser}\n` : ''}` +
            `  until: ${e.expired ? '2026-11-26' : '2026-11-27'}\n`,
        )
        .join('');
      const report = testsOf(tests);
      const comparison = allNew(report.failed);
      const quarantine = await quarantineOf(report, { list: list(text), auto: 0 }, { now: NOW, comparison });
      const missing = { failOnEmpty, failOnUnknown };
      const verdict = (excused: ReturnType<typeof excusedBy>) =>
        judge(
          { failOn, ...missing },
          { conclusion: conclusionOf(report.counts), counts: report.counts },
          { comparison },
          excused,
        );
      const withQuarantine = verdict(excusedBy(quarantine));
      const without = verdict(excusedBy(undefined));
      const inForce = entries.filter((e) => !e.expired);
      const named = (t: (typeof tests)[number]) =>
        inForce.some(
          (e) =>
            new RegExp(`^${e.test.replaceAll('*', '.*')}$`).test(t.name) &&
            (!e.browser || t.environment.startsWith(e.browser)),
        );
      // A failure no entry in force names blocks as it does without quarantine.
      const unnamed = tests.some((t) => t.outcome === 'failed' && !named(t));
      if (unnamed) {
        expect(withQuarantine.blocks).toBe(without.blocks);
        if (without.blocks) expect(withQuarantine.conclusion).toBe('failure');
      }
      // The verdict is that of the report whose named failures had passed: unknown outcomes and an
      // empty report judged as ever, and every other failure too.
      const excused = tests.filter((t) => t.outcome === 'failed' && named(t)).length;
      const asPassed = {
        ...report.counts,
        failed: report.counts.failed - excused,
        passed: report.counts.passed + excused,
      };
      const reference = judge(
        { failOn, ...missing },
        { conclusion: conclusionOf(asPassed), counts: asPassed },
        {
          comparison: {
            ...comparison,
            newFailures: { count: comparison.newFailures.count - excused, first: [] },
          },
        },
      );
      expect(withQuarantine.blocks).toBe(reference.blocks);
      expect(withQuarantine.conclusion).toBe(reference.conclusion);
      expect(withQuarantine.missing).toBe(reference.missing);
      // Quarantine only ever lets through what it names: never blocks what passed without it.
      if (!without.blocks) expect(withQuarantine.blocks).toBe(false);
      expect(quarantine?.failed.count).toBe(excused);
      if (excused && !withQuarantine.blocks) expect(withQuarantine.note).toContain('quarantined');
      // The comparison as the verdict counts it: the excused failures apart, none named among the new.
      const counted = countedComparison(comparison, quarantine);
      expect(counted.newFailures.count).toBe(comparison.newFailures.count - excused);
      expect(counted.newFailures.first.map((e) => e.name)).toEqual(
        tests.filter((t) => t.outcome === 'failed' && !named(t)).map((e) => e.name),
      );
      expect(counted.quarantined ?? 0).toBe(excused);
      for (const t of tests) expect(Boolean(quarantine?.excuses(t))).toBe(t.outcome === 'failed' && named(t));
    },
  );

  it('passes a report whose only failure is quarantined, its check a success, and says so', async () => {
    const report = testsOf([
      { name: 'Checkout pays', outcome: 'failed', environment: 'chrome 127', platform: 'Windows 10' },
      { name: 'Login', outcome: 'passed' },
    ]);
    const text = '- test: "Checkout*"\n  browser: chrome\n  platform: Windows 11\n  reason: sandbox\n';
    const quarantine = await quarantineOf(report, { list: list(text), auto: 0 }, { now: NOW });
    const judged = judge(
      { failOn: 'failures', ...FAIL_ON_MISSING },
      { conclusion: 'failure', counts: report.counts },
      { notCompared: 'none' },
      excusedBy(quarantine),
    );
    expect(judged).toEqual({
      conclusion: 'success',
      blocks: false,
      note: 'it is quarantined, so the step passes',
    });
    expect(headline('1 of 2 tests failed', undefined, { count: 1, every: true })).toBe(
      'The only failure is quarantined (excused): 1 of 2 tests failed',
    );
    const markdown = quarantineMarkdown(quarantine);
    expect(markdown).toContain('### 🔒 Quarantined');
    expect(markdown).toContain('| Checkout pays | chrome 127 | Windows 10 | ❌ failed | sandbox; line 1 |');
  });

  it('warns of an entry past its date and no longer quarantines by it', async () => {
    const report = testsOf([{ name: 'Login', outcome: 'failed' }]);
    const quarantine = await quarantineOf(
      report,
      { list: list('- test: Login\n  until: 2026-11-26\n'), auto: 0 },
      { now: NOW },
    );
    expect(quarantine?.failed.count).toBe(0);
    expect(quarantine?.expired.map((e) => e.test)).toEqual(['Login']);
    expect(quarantineMarkdown(quarantine)).toContain(
      'The quarantine entry "Login" (q.yml, line 1) ended on 2026-11-26: it no longer quarantines',
    );
  });

  it('takes for auto-quarantine a test flaky in N runs of the window, never one that passed every run', async () => {
    const flaky: ReportEntry = { name: 'Search', outcome: 'failed' };
    const steady: ReportEntry = { name: 'Login', outcome: 'failed' };
    const twice: ReportEntry = { name: 'Checkout pays', outcome: 'failed' };
    const report = testsOf([flaky, steady, twice]);
    const row = (flakyRuns: number): WindowOutcome[] =>
      Array.from({ length: 12 }, (_, i) => (i < flakyRuns ? 'flaky' : 'passed'));
    // Login is not in the window: it passed every run.
    const window = windowOf(
      [
        { entry: flaky, outcomes: row(4) },
        { entry: twice, outcomes: row(2) },
      ],
      12,
    );
    const quarantine = await quarantineOf(report, { auto: 3 }, { now: NOW, window });
    expect(quarantine?.failed.first.map((t) => [t.entry.name, t.cause])).toEqual([
      ['Search', { kind: 'auto', flaky: 4, runs: 12 }],
    ]);
    const judged = judge(
      { failOn: 'failures', ...FAIL_ON_MISSING },
      { conclusion: 'failure', counts: report.counts },
      {},
      excusedBy(quarantine),
    );
    expect(judged).toMatchObject({ conclusion: 'failure', blocks: true, note: '1 of them is quarantined' });
    expect(quarantineMarkdown(quarantine, { branch: 'main' })).toContain(
      'auto-quarantine: flaky in 4 of the last 12 runs on main',
    );
    // Without a window, nothing is taken, and it is said.
    const alone = await quarantineOf(report, { auto: 3 }, { now: NOW });
    expect(alone?.failed.count).toBe(0);
    expect(quarantineMarkdown(alone)).toContain('no test was quarantined automatically');
  });

  it('auto-quarantine takes only what can be flakiness: not flaky of late, or failing every attempt, is a regression', async () => {
    const long: ReportEntry = { name: 'Search', outcome: 'failed' };
    const every: ReportEntry = { name: 'Login', outcome: 'failed', attempts: 3, failedAttempts: 3 };
    const unknown: ReportEntry = { name: 'Checkout pays', outcome: 'failed', attempts: 2 };
    const once: ReportEntry = { name: 'Checkout refunds', outcome: 'failed', attempts: 3, failedAttempts: 2 };
    const report = testsOf([long, every, unknown, once]);
    // Search: flaky in the 1st and 2nd of 12 runs, passing the latest 10; the others flaky of late.
    const early: WindowOutcome[] = Array.from({ length: 12 }, (_, i) => (i < 2 ? 'flaky' : 'passed'));
    const late: WindowOutcome[] = Array.from({ length: 12 }, (_, i) => (i % 4 === 3 ? 'flaky' : 'passed'));
    const window = windowOf(
      [
        { entry: long, outcomes: early },
        { entry: every, outcomes: late },
        { entry: unknown, outcomes: late },
        { entry: once, outcomes: late },
      ],
      12,
    );
    const quarantine = await quarantineOf(report, { auto: 2 }, { now: NOW, window });
    expect(quarantine?.failed.first.map((t) => t.entry.name)).toEqual(['Checkout refunds']);
    expect(quarantineMarkdown(quarantine, { branch: 'main' })).toContain(
      '_Auto-quarantine (2) takes a failed test only when it was flaky in at least 2 of the runs on main, at least once in the latest 10 of them, and did not fail every attempt here when it ran more than once._',
    );
  });

  it('names a listed test that passed here and every run of the window as ready to leave', async () => {
    const login: ReportEntry = { name: 'Login', outcome: 'passed' };
    const search: ReportEntry = { name: 'Search', outcome: 'passed' };
    const window = windowOf([{ entry: search, outcomes: ['flaky', 'passed'] }], 2);
    const quarantine = await quarantineOf(
      testsOf([login, search]),
      { list: list('- test: Login\n- test: Search\n'), auto: 0 },
      { now: NOW, window },
    );
    expect(quarantine?.ready.map((e) => e.name)).toEqual(['Login']);
    expect(quarantine?.ran.count).toBe(2);
    expect(quarantineMarkdown(quarantine, { branch: 'main' })).toContain(
      '**Ready to leave quarantine**: Login passed here and in every run of the window on main.',
    );
  });

  it('under new-failures, excuses a new failure only when it is quarantined and named', async () => {
    const login: ReportEntry = { name: 'Login', outcome: 'failed' };
    const search: ReportEntry = { name: 'Search', outcome: 'failed' };
    const old: ReportEntry = { name: 'Checkout pays', outcome: 'failed' };
    const report = testsOf([login, search, old]);
    // Login and Search are new failures; Checkout pays failed on the base too.
    const comparison = (first: ReportEntry[]): Comparison => ({
      ...allNew([]),
      newFailures: { count: 2, first },
      stillFailing: { count: 1, first: [old] },
    });
    const judgedWith = async (text: string, c: Comparison) =>
      judge(
        { failOn: 'new-failures', ...FAIL_ON_MISSING },
        { conclusion: 'failure', counts: report.counts },
        { comparison: c },
        excusedBy(await quarantineOf(report, { list: list(text), auto: 0 }, { now: NOW, comparison: c })),
      );
    const both = '- test: Login\n- test: Search\n';
    expect(await judgedWith('- test: Login\n', comparison([login, search]))).toMatchObject({ blocks: true });
    expect(await judgedWith(both, comparison([login, search]))).toMatchObject({
      conclusion: 'neutral',
      blocks: false,
    });
    // A new failure the comparison counts but does not name is never taken for a quarantined one.
    expect(await judgedWith(both, comparison([login]))).toMatchObject({
      conclusion: 'failure',
      blocks: true,
    });
  });
});
