import { formatSeconds, plural } from '../../text/wording.ts';
import { testKey } from '../value/compact.ts';
import type { SessionTime } from '../value/sessions.ts';
import type { ReportTests } from '../value/tests.ts';
import type { ReportEntry } from '../value/types.ts';
import type { RunnerEnv } from '../world/environment.ts';
import type { Comparison } from './compare.ts';
import { QUARANTINED_MARK, testWords } from './comparison-text.ts';
import type { Digest } from './digest/model.ts';
import { sessionText, timeAgainst } from './session-text.ts';
import { indexOf } from './sorted-keys.ts';
import { markdownForm, type TextForm } from './text-form.ts';
import {
  type HistoryWindow,
  testTimeOf,
  type WindowOutcome,
  type WindowTest,
  windowTestOf,
} from './window.ts';

/**
 * What the history says to a reviewer (README, "History, flaky tests and quarantine"): the base
 * branch's trend, each failed or flaky test's last runs there, and what this run cost in test time
 * beside the base's. The summaries show it after the comparison.
 */

/** Failed and flaky tests given a row of their runs on the base branch; beyond, a count. */
const MAX_HISTORY_ROWS = 20;
/** The slowest tests named, and those slower than on the base. */
const MAX_SLOW = 5;
/** Slower than on the base by more than this share and this time: said so. */
const SLOWER_SHARE = 0.25;
const SLOWER_MS = 5000;

const MARKS: Record<WindowOutcome, string> = {
  passed: '✅',
  failed: '❌',
  flaky: '⚠️',
  unknown: '❔',
  absent: '➖',
};
const LEGEND = '✅ passed, ❌ failed, ⚠️ flaky, ❔ unknown, ➖ not run';

export interface HistoryTextInput {
  tests: Pick<ReportTests, 'failed' | 'flaky' | 'entries'>;
  /** This report's digest, before anything was left out of it. */
  now: Digest;
  /** The base's report, when this one was compared with it. */
  base?: { digest: Digest; comparison: Comparison };
  /** What the report's sessions ran, and what decided an early stop (`Checkout failed`). */
  run?: { sessions?: SessionTime; stoppedAfter?: string };
  env: RunnerEnv;
}

/** What the history says, gathered once (the tests streamed once), to be written in any form. */
export interface History extends Omit<HistoryTextInput, 'env'> {
  slow: { slowest: Timed[]; slower: Timed[] };
}

/** The history of a report: the input and its slowest tests, and those slower than on the base. */
export async function historyOf(input: Omit<HistoryTextInput, 'env'>): Promise<History> {
  const slow = input.now.counts.total ? await slowTests(input) : { slowest: [], slower: [] };
  return { ...input, slow };
}

/**
 * The history in `form`: the base's window (when it carries one), then the test time. `excused`: the
 * failed tests a quarantine excuses, marked where the history names them.
 */
export function historyText(
  history: History,
  form: TextForm,
  excused: (entry: ReportEntry) => unknown = () => false,
): string {
  const { base } = history;
  const window = base?.digest.window;
  const branch = base?.comparison.branch ?? 'the base branch';
  const parts: string[] = [];
  if (base && window?.runs.length) {
    parts.push(trendText(window, history.now, branch, form));
    parts.push(testsText({ window, branch, comparison: base.comparison }, history.tests, form, excused));
  } else if (window && window.dropped.runs)
    parts.push(form.aside(`The report on ${form.text(branch)} left out its runs before it, to fit.`));
  const run = history.run;
  const at = { branch, ...(base?.digest.sessions ? { base: base.digest.sessions } : {}) };
  parts.push(sessionText(run?.sessions, { ...at, stoppedAfter: run?.stoppedAfter }, form));
  parts.push(costText(history, branch, form));
  return parts.filter(Boolean).join('\n\n');
}

/** The history's markdown, commits linked on the server `input.env` names. */
export async function historyMarkdown(input: HistoryTextInput): Promise<string> {
  return historyText(await historyOf(input), markdownForm(input.env));
}

/** "the last 12 runs on main". */
const lastRuns = (window: HistoryWindow, branch: string, form: TextForm) =>
  `the last ${plural(window.runs.length, 'run')} on ${form.text(branch)}`;

/** Bars of eight heights, lowest first: a row of counts read at a glance, in a column of any width. */
const BARS = '▁▂▃▄▅▆▇█';

/** `values` as bars, each as high as it is between the least and the most of them; all low when equal. */
function sparkline(values: readonly number[]): string {
  const least = Math.min(...values);
  const span = Math.max(...values) - least;
  return values.map((v) => BARS[span ? Math.round(((v - least) / span) * (BARS.length - 1)) : 0]).join('');
}

/**
 * The base branch's trend, one row per outcome, as narrow as a comment's column: each run's count a
 * bar (`sparkline`), then the least and the most there, the newest run's count and this run's. The
 * unknown row only where some run had one.
 */
function trendText(window: HistoryWindow, now: Digest, branch: string, form: TextForm): string {
  const runs = window.runs;
  const outcomes = [
    ['Passed', 'passed'],
    ['Failed', 'failed'],
    ['Flaky', 'flaky'],
    ['Unknown', 'unknown'],
  ] as const;
  const rows = outcomes
    .filter(([, o]) => o !== 'unknown' || now.counts.unknown || runs.some((r) => r.counts.unknown))
    .map(([label, outcome]) => {
      const counts = runs.map((r) => r.counts[outcome]);
      const [least, most] = [Math.min(...counts), Math.max(...counts)];
      return [
        label,
        form.code(sparkline(counts)),
        least === most ? String(least) : `${least}–${most}`,
        String(counts.at(-1) ?? 0),
        String(now.counts[outcome]),
      ];
    });
  const notes = [
    window.dropped.runs
      ? `The report on ${form.text(branch)} left out ${plural(window.dropped.runs, 'older run')}, to fit.`
      : '',
    runs.some((r) => r.partial)
      ? 'It left out some tests that did not pass (too many to keep): a test it does not list may have failed there.'
      : '',
  ].filter(Boolean);
  return [
    `${form.strong('Trend:')} ${lastRuns(window, branch, form)}, oldest first, each a bar from the least to the most of them; then this run.`,
    '',
    form.table(['Tests', `On ${form.cell(branch)}`, 'Least–most', 'Newest', 'This run'], rows, [
      false,
      false,
      true,
      true,
      true,
    ]),
    ...(notes.length ? ['', form.aside(notes.join(' '))] : []),
  ].join('\n');
}

/** Runs whose marks a row shows, the newest: more would not fit a comment's column; the rest are folded. */
const MARKED_RUNS = 10;

/**
 * The base as the history shows a report's tests against it: its branch's recent runs (the base's
 * window), the branch as the text names it, and this report's comparison with the base.
 */
interface BaseRuns {
  window: HistoryWindow;
  branch: string;
  comparison: Comparison;
}

/** Each failed, then flaky, test with its runs on the base branch, newest last, and what they say. */
function testsText(
  base: BaseRuns,
  tests: HistoryTextInput['tests'],
  form: TextForm,
  excused: (entry: ReportEntry) => unknown,
): string {
  const { window, branch, comparison } = base;
  const seen = new Set<number>();
  const runs = window.runs.length;
  const shown = Math.min(MARKED_RUNS, runs);
  const rows: string[][] = [];
  const every: string[] = [];
  let more = 0;
  for (const entry of [...tests.failed, ...tests.flaky]) {
    const key = testKey(entry);
    if (seen.has(key)) continue;
    seen.add(key);
    if (rows.length >= MAX_HISTORY_ROWS) {
      more++;
      continue;
    }
    // A quarantined failure is never among the new ones: it is marked as excused instead.
    const quarantined = Boolean(excused(entry));
    const isNew =
      !quarantined &&
      entry.outcome === 'failed' &&
      comparison.newFailures.first.some((e) => testKey(e) === key);
    const test = windowTestOf(window, key);
    const outcomes =
      test?.outcomes ?? (window.runs.some((r) => r.partial) ? [] : Array<WindowOutcome>(runs).fill('passed'));
    const what = said(base, test, isNew, form);
    rows.push([
      testCell(entry, form),
      marksOf(outcomes.slice(-shown)) || 'not known',
      quarantined ? `${QUARANTINED_MARK}; ${what}` : what,
    ]);
    // Every run, in fives: a line that wraps between them where the column is narrow.
    const fives = Array.from({ length: Math.ceil(outcomes.length / 5) }, (_, i) =>
      marksOf(outcomes.slice(i * 5, i * 5 + 5)),
    );
    if (fives.length) every.push(form.item(`${testText(entry, form)}: ${fives.join(' ')}`));
  }
  if (!rows.length) return '';
  const title = `Every run of these tests on ${ownWords(branch)}, newest last, in fives`;
  const marked = `${runs > shown ? `Last ${shown} runs` : 'Runs'} on ${form.cell(branch)}`;
  return [
    `${form.strong(`Failed and flaky tests in ${lastRuns(window, branch, form)}`)}, newest last (${LEGEND}):`,
    '',
    form.table(['Test', marked, `In ${plural(runs, 'run')}`], rows),
    ...(runs > shown && every.length ? ['', form.details(title, every.join('\n'))] : []),
    ...(more ? ['', form.aside(`${more} more failed or flaky tests not shown.`)] : []),
  ].join('\n');
}

const marksOf = (outcomes: readonly WindowOutcome[]) => outcomes.map((o) => MARKS[o]).join('');

/** A branch named in our own words where no escaping reaches (a folded section's title): the base branch when it is not plain. */
const ownWords = (branch: string) => (/^[\w./-]{1,100}$/.test(branch) ? branch : 'the base branch');

/** What a test's runs on the base branch say: "flaky in 4 of the last 30 runs on main", … */
function said(
  base: Pick<BaseRuns, 'window' | 'branch'>,
  test: WindowTest | undefined,
  isNew: boolean,
  form: TextForm,
): string {
  const { window, branch: on } = base;
  const runs = window.runs.length;
  const branch = form.cell(on);
  if (!test)
    return window.runs.some((r) => r.partial)
      ? `not known: the report on ${branch} left it out`
      : `${isNew ? 'new here: ' : ''}passed ${lastRuns(window, on, form)}`;
  const count = (o: WindowOutcome) => test.outcomes.filter((x) => x === o).length;
  const flaky = count('flaky');
  const parts: string[] = [];
  if (isNew && flaky) parts.push(`new here, but flaky on ${branch}: ${flaky} of ${runs}`);
  else if (flaky) parts.push(`flaky in ${flaky} of ${lastRuns(window, on, form)}`);
  if (test.failingSince) {
    const { sha, runs: streak } = test.failingSince;
    parts.push(`failing on ${branch} for ${plural(streak, 'run')}, since ${form.commit(sha)}`);
  } else if (count('failed')) parts.push(`failed in ${count('failed')} of ${lastRuns(window, on, form)}`);
  if (count('unknown')) parts.push(`unknown in ${count('unknown')}`);
  return parts.join('; ') || `passed ${lastRuns(window, on, form)}`;
}

/** A test in a table cell, and in a line of text. */
const testCell = (e: Pick<ReportEntry, 'name' | 'environment' | 'platform'>, form: TextForm) =>
  form.cell(testWords(e));
const testText = (e: Pick<ReportEntry, 'name' | 'environment' | 'platform'>, form: TextForm) =>
  form.text(testWords(e));

/**
 * What the run cost in test time, beside the base's, and the slowest tests and those slower than on
 * the base by more than 25 % and 5 s (from the base's durations, where its digest kept them).
 */
function costText(history: History, branch: string, form: TextForm): string {
  const { now, base } = history;
  if (!now.counts.total) return '';
  const here = testTimeOf(now);
  const there = base?.digest.window?.runs.at(-1)?.testTimeMs;
  const against = there === undefined ? '' : `, ${timeAgainst(here, there, form.text(branch))}`;
  const { slowest, slower } = history.slow;
  const lines = [
    `${form.strong('Test time:')} ${formatSeconds(here)} of test time${against}: the sum of the tests' durations, each test's deciding run (the suite's speed), not the VM and device time the service bills.`,
  ];
  if (slowest.length)
    lines.push(
      form.item(
        `Slowest: ${slowest.map((s) => `${testCell(s.entry, form)} ${formatSeconds(s.ms)}`).join(', ')}.`,
      ),
    );
  if (slower.length)
    lines.push(
      form.item(
        `Slower than on ${form.text(branch)} by more than ${SLOWER_SHARE * 100} % and ${formatSeconds(SLOWER_MS)}: ${slower
          .map((s) => `${testCell(s.entry, form)} ${formatSeconds(s.ms)} (${formatSeconds(s.was)} there)`)
          .join(', ')}.`,
      ),
    );
  return lines.join(lines.length > 1 ? '\n\n' : '');
}

interface Timed {
  entry: ReportEntry;
  ms: number;
  was: number;
}

/**
 * The slowest tests and those slower than on the base, the tests streamed once. Only a measured
 * duration counts: a test whose outcome is unknown (here or on the base) did not run to an end, so it
 * is never the slowest, nor slower.
 */
async function slowTests(
  input: Omit<HistoryTextInput, 'env'>,
): Promise<{ slowest: Timed[]; slower: Timed[] }> {
  const slowest: Timed[] = [];
  const slower: Timed[] = [];
  const baseDigest = input.base?.digest;
  for await (const entry of input.tests.entries()) {
    if (entry.outcome === 'unknown' || entry.duration === undefined || !Number.isFinite(entry.duration))
      continue;
    const ms = entry.duration * 1000;
    if (slowest.length < MAX_SLOW || ms > slowest.at(-1)!.ms) {
      slowest.push({ entry, ms, was: NaN });
      slowest.sort((a, b) => b.ms - a.ms);
      if (slowest.length > MAX_SLOW) slowest.pop();
    }
    const was = baseDigest ? durationIn(baseDigest, testKey(entry)) : undefined;
    if (was !== undefined && ms - was > SLOWER_MS && ms > was * (1 + SLOWER_SHARE)) {
      slower.push({ entry, ms, was });
      slower.sort((a, b) => b.ms - b.was - (a.ms - a.was));
      if (slower.length > MAX_SLOW) slower.pop();
    }
  }
  return { slowest, slower };
}

/** A test's measured duration in a digest, in milliseconds, where the digest kept it: none for an unknown outcome. */
function durationIn(d: Digest, key: number): number | undefined {
  if (indexOf(d.keys.unknown, key) >= 0) return undefined;
  for (const outcome of ['passed', 'failed', 'flaky'] as const) {
    const at = indexOf(d.keys[outcome], key);
    if (at < 0) continue;
    const seconds = d.durations[outcome][at];
    return seconds === undefined || Number.isNaN(seconds) ? undefined : seconds * 1000;
  }
  return undefined;
}
