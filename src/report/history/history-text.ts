import { markdownCell, markdownText } from '../../text/escape.ts';
import { formatSeconds, plural } from '../../text/wording.ts';
import type { Comparison } from './compare.ts';
import { commitLink } from './comparison-text.ts';
import type { Digest } from './digest.ts';
import { indexOf } from './sorted-keys.ts';
import {
  type HistoryWindow,
  testTimeOf,
  windowTestOf,
  type WindowOutcome,
  type WindowTest,
} from './window.ts';
import { testKey } from '../value/compact.ts';
import type { ReportTests } from '../value/tests.ts';
import type { Outcome, ReportEntry } from '../value/types.ts';
import type { RunnerEnv } from '../world/environment.ts';
import { cutToChars, oneLine } from '../world/limits.ts';

/**
 * What the history says to a reviewer (README, "History, flaky tests and quarantine"): the base
 * branch's trend, each failed or flaky test's last runs there, and what this run cost in test time
 * beside the base's. The summaries show it after the comparison.
 */

/** Failed and flaky tests given a row of their runs on the base branch; beyond, a count. */
export const MAX_HISTORY_ROWS = 20;
/** The slowest tests named, and those slower than on the base. */
const MAX_SLOW = 5;
/** Slower than on the base by more than this share and this time: said so. */
const SLOWER_SHARE = 0.25;
const SLOWER_MS = 5000;

export const MARKS: Record<WindowOutcome, string> = {
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
  env: RunnerEnv;
}

/** The history's markdown: the base's window (when it carries one), then the test time. */
export async function historyMarkdown(input: HistoryTextInput): Promise<string> {
  const { base, env } = input;
  const window = base?.digest.window;
  const branch = base?.comparison.branch ?? 'the base branch';
  const parts: string[] = [];
  if (base && window?.runs.length) {
    parts.push(trendMarkdown(window, input.now, branch));
    parts.push(testsMarkdown(window, input.tests, base.comparison, { branch, env }));
  } else if (window && window.dropped.runs)
    parts.push(`_The report on ${markdownText(branch)} left out its runs before it, to fit._`);
  parts.push(await costMarkdown(input, branch));
  return parts.filter(Boolean).join('\n\n');
}

/** "the last 12 runs on main". */
const lastRuns = (window: HistoryWindow, branch: string) =>
  `the last ${plural(window.runs.length, 'run')} on ${markdownText(branch)}`;

function trendMarkdown(window: HistoryWindow, now: Digest, branch: string): string {
  const row = (label: string, outcome: Outcome) =>
    `| ${label} | ${window.runs.map((r) => r.counts[outcome]).join(' ')} | ${now.counts[outcome]} |`;
  const notes = [
    window.dropped.runs
      ? `The report on ${markdownText(branch)} left out ${plural(window.dropped.runs, 'older run')}, to fit.`
      : '',
    window.runs.some((r) => r.partial)
      ? 'It left out some tests that did not pass (too many to keep): a test it does not list may have failed there.'
      : '',
  ].filter(Boolean);
  return [
    `**Trend:** ${lastRuns(window, branch)}, oldest first, then this run.`,
    '',
    `| | On ${markdownCell(branch)} | This run |`,
    '|---|---|---:|',
    row('Passed', 'passed'),
    row('Failed', 'failed'),
    row('Flaky', 'flaky'),
    ...(notes.length ? ['', `_${notes.join(' ')}_`] : []),
  ].join('\n');
}

/** Each failed, then flaky, test with its runs on the base branch, newest last, and what they say. */
function testsMarkdown(
  window: HistoryWindow,
  tests: HistoryTextInput['tests'],
  comparison: Comparison,
  at: { branch: string; env: RunnerEnv },
): string {
  const listed = [...tests.failed, ...tests.flaky];
  const seen = new Set<number>();
  const rows: string[] = [];
  let more = 0;
  for (const entry of listed) {
    const key = testKey(entry);
    if (seen.has(key)) continue;
    seen.add(key);
    if (rows.length >= MAX_HISTORY_ROWS) {
      more++;
      continue;
    }
    const test = windowTestOf(window, key);
    const isNew = entry.outcome === 'failed' && comparison.newFailures.first.some((e) => testKey(e) === key);
    const marks = test ? test.outcomes.map((o) => MARKS[o]).join('') : '';
    rows.push(
      `| ${testCell(entry)} | ${marks || (window.runs.some((r) => r.partial) ? 'not known' : MARKS.passed.repeat(window.runs.length))} | ${said(window, test, isNew, at)} |`,
    );
  }
  if (!rows.length) return '';
  return [
    `**Failed and flaky tests in ${lastRuns(window, at.branch)}**, newest last (${LEGEND}):`,
    '',
    `| Test | On ${markdownCell(at.branch)} | |`,
    '|---|---|---|',
    ...rows,
    ...(more ? ['', `_${more} more failed or flaky tests not shown._`] : []),
  ].join('\n');
}

/** What a test's runs on the base branch say: "flaky in 4 of the last 30 runs on main", … */
function said(
  window: HistoryWindow,
  test: WindowTest | undefined,
  isNew: boolean,
  at: { branch: string; env: RunnerEnv },
): string {
  const runs = window.runs.length;
  const branch = markdownCell(at.branch);
  if (!test)
    return window.runs.some((r) => r.partial)
      ? `not known: the report on ${branch} left it out`
      : `${isNew ? 'new here: ' : ''}passed ${lastRuns(window, at.branch)}`;
  const count = (o: WindowOutcome) => test.outcomes.filter((x) => x === o).length;
  const flaky = count('flaky');
  const parts: string[] = [];
  if (isNew && flaky) parts.push(`new here, but flaky on ${branch}: ${flaky} of ${runs}`);
  else if (flaky) parts.push(`flaky in ${flaky} of ${lastRuns(window, at.branch)}`);
  if (test.failingSince) {
    const { sha, runs: streak } = test.failingSince;
    parts.push(`failing on ${branch} for ${plural(streak, 'run')}, since ${commitLink(at.env, sha)}`);
  } else if (count('failed')) parts.push(`failed in ${count('failed')} of ${lastRuns(window, at.branch)}`);
  if (count('unknown')) parts.push(`unknown in ${count('unknown')}`);
  return parts.join('; ') || `passed ${lastRuns(window, at.branch)}`;
}

/** A test in a table cell: its name, browser or device and platform. */
function testCell(e: Pick<ReportEntry, 'name' | 'environment' | 'platform'>): string {
  const where = [e.environment, e.platform].filter(Boolean).join(', ');
  return markdownCell(cutToChars(oneLine(where ? `${e.name} (${where})` : e.name), 300));
}

/**
 * What the run cost in test time, beside the base's, and the slowest tests and those slower than on
 * the base by more than 25 % and 5 s (from the base's durations, where its digest kept them).
 */
async function costMarkdown(input: HistoryTextInput, branch: string): Promise<string> {
  const { now, base } = input;
  if (!now.counts.total) return '';
  const here = testTimeOf(now);
  const there = base?.digest.window?.runs.at(-1)?.testTimeMs;
  const against =
    there === undefined
      ? ''
      : `, ${here >= there ? '+' : '−'}${formatSeconds(Math.abs(here - there))} against ${markdownText(branch)} (${formatSeconds(there)})`;
  const { slowest, slower } = await slowTests(input);
  const lines = [
    `**Test time:** ${formatSeconds(here)} of test time${against}: the sum of the tests' durations, not the VM and device time the service bills.`,
  ];
  if (slowest.length)
    lines.push(`- Slowest: ${slowest.map((s) => `${testCell(s.entry)} ${formatSeconds(s.ms)}`).join(', ')}.`);
  if (slower.length)
    lines.push(
      `- Slower than on ${markdownText(branch)} by more than ${SLOWER_SHARE * 100} % and ${formatSeconds(SLOWER_MS)}: ${slower
        .map((s) => `${testCell(s.entry)} ${formatSeconds(s.ms)} (${formatSeconds(s.was)} there)`)
        .join(', ')}.`,
    );
  return lines.join(lines.length > 1 ? '\n\n' : '');
}

interface Timed {
  entry: ReportEntry;
  ms: number;
  was: number;
}

/** The slowest tests and those slower than on the base, the tests streamed once. */
async function slowTests(input: HistoryTextInput): Promise<{ slowest: Timed[]; slower: Timed[] }> {
  const slowest: Timed[] = [];
  const slower: Timed[] = [];
  const baseDigest = input.base?.digest;
  for await (const entry of input.tests.entries()) {
    if (entry.duration === undefined || !Number.isFinite(entry.duration)) continue;
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

/** A test's duration in a digest, in milliseconds, where the digest kept it. */
function durationIn(d: Digest, key: number): number | undefined {
  for (const outcome of ['passed', 'failed', 'unknown', 'flaky'] as const) {
    const at = indexOf(d.keys[outcome], key);
    if (at < 0) continue;
    const seconds = d.durations[outcome][at];
    return seconds === undefined || Number.isNaN(seconds) ? undefined : seconds * 1000;
  }
  return undefined;
}
