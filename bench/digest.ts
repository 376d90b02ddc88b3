// The report's digest: the text a completed check run carries for the next report to compare with,
// made for builds of 10,000 and 100,000 tests (9 % failed, each with a duration), in this process.
// What it measures: the digest's size against GitHub's limit for `output.text` (the visible summary
// has its own field and limit beside it), what was left out to fit, and the time to make it.
import { createHash } from 'node:crypto';

import { compareWith } from '../src/report/history/compare.ts';
import { readDigest } from '../src/report/history/digest/codec.ts';
import { writeDigest } from '../src/report/history/digest/fitting.ts';
import {
  type Digest,
  digestOf,
  MAX_DIGEST_CHARS,
  MAX_DIGEST_KEYS,
} from '../src/report/history/digest/model.ts';
import { advanceWindow, type HistoryWindow, testTimeOf } from '../src/report/history/window.ts';
import { CompactTests } from '../src/report/value/compact.ts';
import type { Outcome, ReportEntry } from '../src/report/value/types.ts';
import { WINDOW_RUNS } from '../src/report/world/limits.ts';
import { plural } from '../src/text/wording.ts';
import { forgedDigest } from '../test/support/digests.ts';
import { type BenchContext, median } from './support.ts';
import { atMost, both, formatMs, type Row, row } from './table.ts';

const BENCHMARK = 'Report digest (check run text)';
const SIZES = [10_000, 100_000];
const FAILED_PER_100 = 9;

function build(total: number): { keys: CompactTests; failed: ReportEntry[] } {
  const keys = new CompactTests();
  const failed: ReportEntry[] = [];
  for (let i = 0; i < total; i++) {
    const entry: ReportEntry = {
      name: `checkout flow ${i % 113} › pays with card ${i}`,
      outcome: i % 100 < FAILED_PER_100 ? 'failed' : 'passed',
      environment: ['chrome 131', 'firefox 128', 'safari 18'][i % 3],
      platform: 'WIN11',
      duration: 2 + ((i * 7919) % 18_000) / 100,
    };
    keys.push(entry);
    if (entry.outcome === 'failed' && failed.length < 1000) failed.push(entry);
  }
  return { keys, failed };
}

function dropped(d: ReturnType<typeof writeDigest>['digest']): string {
  const parts = [
    d.dropped.passedDurations ? "passed tests' durations" : '',
    d.dropped.passedKeys ? "passed tests' keys" : '',
    d.dropped.failedNames ? `${d.dropped.failedNames} failed tests' names` : '',
    d.dropped.otherDurations ? 'other durations' : '',
    d.dropped.failedKeys ? `${d.dropped.failedKeys} failed keys` : '',
    d.byName?.leftOut ? `${d.byName.leftOut.toLocaleString('en')} shortest tests' durations by name` : '',
  ].filter(Boolean);
  return parts.length ? `dropped: ${parts.join(', ')}` : 'nothing dropped';
}

export async function benchDigest(ctx: BenchContext): Promise<Row[]> {
  const rows: Row[] = [];
  for (const total of ctx.quick ? SIZES.slice(0, 1) : SIZES) {
    const { keys, failed } = build(total);
    const counts = { total, passed: 0, failed: 0, unknown: 0, flaky: 0 };
    for (let i = 0; i < keys.length; i++) counts[keys.outcome(i)]++;
    const times: number[] = [];
    let written: ReturnType<typeof writeDigest> | undefined;
    for (let round = 0; round < (ctx.quick ? 1 : 3); round++) {
      const started = performance.now();
      written = writeDigest(
        digestOf({
          counts,
          keys,
          failed,
          passedNamed: true,
          timing: { queuedMs: 8_000, runningMs: 600_000 },
          // What every report's digest names: the workflow run, and the versions its tests ran on.
          run: { runId: '12345678901', attempt: 1 },
          versions: { environments: ['chrome 131', 'firefox 128', 'safari 18'], platforms: ['WIN11'] },
        }),
      );
      times.push(performance.now() - started);
    }
    const { text, digest } = written!;
    const read = readDigest(text);
    const kept = 'digest' in read ? read.digest : undefined;
    const keptKeys = kept ? kept.keys.passed.length + kept.keys.failed.length : 0;
    rows.push(
      row({
        benchmark: BENCHMARK,
        figure: `size of the digest, ${total.toLocaleString('en')} tests (${counts.failed.toLocaleString('en')} failed)`,
        measured: `${text.length.toLocaleString('en')} characters`,
        reference: `GitHub's limit for output.text: ${MAX_DIGEST_CHARS.toLocaleString('en')}`,
        ratio: text.length / MAX_DIGEST_CHARS,
        verdict: atMost(text.length, MAX_DIGEST_CHARS, (n) => n.toLocaleString('en'), ' characters'),
        remark: `${dropped(digest)}; keys kept ${keptKeys.toLocaleString('en')} (every failed test's: ${kept?.keys.failed.length === counts.failed ? 'yes' : 'no'}); made in ${formatMs(median(times))} (median); the visible summary is a separate field of the same limit`,
      }),
    );
  }
  rows.push(...byNameRows());
  rows.push(...windowRows(ctx));
  rows.push(forgedRow(), ...(ctx.quick ? [] : [await largestComparisonRow()]));
  return rows;
}

/**
 * The durations by name at 10,000 tests of a Playwright project (`tests/checkout/flow-12.spec.ts › pays
 * with card 4711`, three browsers, 9 % failed): the digest with them, every name kept, and without
 * them, as version 4 wrote it.
 */
function byNameRows(): Row[] {
  const total = 10_000;
  const keys = new CompactTests();
  const failed: ReportEntry[] = [];
  for (let i = 0; i < total; i++) {
    const entry: ReportEntry = {
      name: `tests/${['checkout', 'account', 'search', 'catalogue'][i % 4]}/flow-${i % 113}.spec.ts › ${i % 7 ? 'pays' : 'refunds'} with card ${i}`,
      outcome: i % 100 < FAILED_PER_100 ? 'failed' : 'passed',
      environment: ['chrome 131', 'firefox 128', 'safari 18'][i % 3],
      platform: 'WIN11',
      duration: 2 + ((i * 7919) % 18_000) / 100,
    };
    keys.push(entry);
    if (entry.outcome === 'failed' && failed.length < 1000) failed.push(entry);
  }
  const counts = { total, passed: 0, failed: 0, unknown: 0, flaky: 0 };
  for (let i = 0; i < keys.length; i++) counts[keys.outcome(i)]++;
  const source = {
    counts,
    keys,
    failed,
    passedNamed: true,
    timing: { runningMs: 600_000 },
    run: { runId: '12345678901', attempt: 1 },
    versions: { environments: ['chrome 131', 'firefox 128', 'safari 18'], platforms: ['WIN11'] },
  };
  const started = performance.now();
  const withNames = writeDigest(digestOf(source));
  const ms = performance.now() - started;
  const { byName: _, ...withoutSection } = digestOf(source);
  const without = writeDigest(withoutSection);
  const kept = withNames.digest.byName;
  const size = (text: string) => `${text.length.toLocaleString('en')} characters`;
  const limit = `GitHub's limit for output.text: ${MAX_DIGEST_CHARS.toLocaleString('en')}`;
  return [
    row({
      benchmark: BENCHMARK,
      figure: `size of the digest with durations by name, ${total.toLocaleString('en')} tests of a Playwright project (${counts.failed.toLocaleString('en')} failed)`,
      measured: size(withNames.text),
      reference: limit,
      ratio: withNames.text.length / MAX_DIGEST_CHARS,
      verdict: atMost(withNames.text.length, MAX_DIGEST_CHARS, (n) => n.toLocaleString('en'), ' characters'),
      remark: `durations of ${(kept?.keys.length ?? 0).toLocaleString('en')} names kept; ${dropped(withNames.digest)}; written in ${formatMs(ms)}`,
    }),
    row({
      benchmark: BENCHMARK,
      figure: `size of the same digest without durations by name (version 4's layout)`,
      measured: size(without.text),
      reference: limit,
      ratio: without.text.length / MAX_DIGEST_CHARS,
      verdict: atMost(without.text.length, MAX_DIGEST_CHARS, (n) => n.toLocaleString('en'), ' characters'),
      remark: dropped(without.digest),
    }),
  ];
}

/**
 * The digest of 100,000 tests that carries a full window of 30 runs (history/window.ts), the window
 * made as a branch's reports make it, report after report: with `failing` tests failing in every run and
 * `changing` more flaky or failed now and then (a third of them each run, by a hash).
 */
function windowRows(ctx: BenchContext): Row[] {
  const total = 100_000;
  const cases = [
    { failing: 300, changing: 1500, note: '300 failing in every run, 1,500 flaky or failed now and then' },
    { failing: 9000, changing: 0, note: '9,000 failing in every run (9 %, as above)' },
  ];
  return (ctx.quick ? cases.slice(0, 1) : cases).map(({ failing, changing, note }) => {
    let window: HistoryWindow | undefined;
    let before: Digest | undefined;
    let last: Digest | undefined;
    for (let run = 0; run < WINDOW_RUNS; run++) {
      const keys = new CompactTests();
      const failed: ReportEntry[] = [];
      const counts = { total, passed: 0, failed: 0, unknown: 0, flaky: 0 };
      for (let i = 0; i < total; i++) {
        const changes = i >= failing && i < failing + changing && (i * 2654435761 + run * 40507) % 3 === 0;
        const outcome: Outcome =
          i < failing ? 'failed' : changes ? ((i + run) % 2 ? 'flaky' : 'failed') : 'passed';
        const entry: ReportEntry = {
          name: `checkout flow ${i % 113} › pays with card ${i}`,
          outcome,
          environment: ['chrome 131', 'firefox 128', 'safari 18'][i % 3],
          platform: 'WIN11',
          duration: 2 + ((i * 7919) % 18_000) / 100,
        };
        keys.push(entry);
        counts[outcome]++;
        if (outcome === 'failed' && failed.length < 1000) failed.push(entry);
      }
      const now = digestOf({ counts, keys, failed, passedNamed: true, timing: { runningMs: 600_000 } });
      const sha = createHash('sha1').update(String(run)).digest('hex');
      window = advanceWindow(window, {
        run: { sha, counts, testTimeMs: testTimeOf(now), runningMs: 600_000 },
        keys: now.keys,
        passedKeysKnown: true,
        ...(before ? { before: { keys: before.keys, passedKeysKnown: true } } : {}),
      });
      before = now;
      last = { ...now, window };
    }
    const started = performance.now();
    const { text, digest } = writeDigest(last!);
    const ms = performance.now() - started;
    const kept = digest.window;
    return row({
      benchmark: BENCHMARK,
      figure: `size of the digest, 100,000 tests with a full window of ${WINDOW_RUNS} runs: ${note}`,
      measured: `${text.length.toLocaleString('en')} characters`,
      reference: `GitHub's limit for output.text: ${MAX_DIGEST_CHARS.toLocaleString('en')}`,
      ratio: text.length / MAX_DIGEST_CHARS,
      verdict: atMost(text.length, MAX_DIGEST_CHARS, (n) => n.toLocaleString('en'), ' characters'),
      remark: `window: ${plural(kept?.runs.length ?? 0, 'run')} kept, ${kept?.dropped.runs ?? WINDOW_RUNS} oldest left out, ${(kept?.tests.length ?? 0).toLocaleString('en')} tests listed of ${window!.tests.length}${window!.dropped.tests ? ` (${window!.dropped.tests.toLocaleString('en')} more beyond its bound)` : ''}; ${dropped(digest)}; written in ${formatMs(ms)}`,
    });
  });
}

/** Most a forged digest may cost before it ends in one sentence (issue 37). */
const FORGED_MS = 100;
const FORGED_BYTES = 4 * 1024 * 1024;

/** A forged digest of 8 million sequential keys, read as a base report's is: time and memory, five rounds. */
function forgedRow(): Row {
  const text = forgedDigest(8_000_000);
  const times: number[] = [];
  let grown = 0;
  let said = '';
  for (let round = 0; round < 5; round++) {
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const read = readDigest(text);
    times.push(performance.now() - started);
    grown = Math.max(grown, process.memoryUsage().rss - before);
    said = 'problem' in read ? read.problem.kind : 'read';
  }
  return row({
    benchmark: BENCHMARK,
    figure: `a forged digest of 8,000,000 sequential keys (${text.length.toLocaleString('en')} characters) read back: time, RSS growth (median, max of 5)`,
    measured: `${formatMs(median(times))}, +${(grown / 1024 / 1024).toFixed(1)} MiB`,
    reference: `${formatMs(FORGED_MS)}, ${FORGED_BYTES / 1024 / 1024} MiB`,
    ratio: median(times) / FORGED_MS,
    verdict: both(
      atMost(median(times), FORGED_MS, formatMs),
      atMost(grown, FORGED_BYTES, (n) => `${(n / 1024 / 1024).toFixed(1)} MiB`),
    ),
    remark: `refused (${said}): it inflates beyond what a written digest can; before the bounds it took 7.8 s and 727 MB`,
  });
}

/** The comparison of two digests of MAX_DIGEST_KEYS keys, the most a reader accepts: median of 5. */
async function largestComparisonRow(): Promise<Row> {
  const digest = (offset: number) => {
    const keys = new CompactTests();
    for (let i = 0; i < MAX_DIGEST_KEYS; i++)
      keys.push({ name: `checkout ${i + offset}`, outcome: i % 2 ? 'failed' : 'passed' });
    const half = MAX_DIGEST_KEYS / 2;
    const counts = { total: MAX_DIGEST_KEYS, passed: half, failed: half, unknown: 0, flaky: 0 };
    return digestOf({ counts, keys, failed: [], passedNamed: true, timing: {} });
  };
  const base = digest(0);
  const now = digest(1000);
  const tests = { failed: [], entries: async function* () {} };
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    await compareWith({ sha: '0'.repeat(40), digest: base }, now, tests);
    times.push(performance.now() - started);
  }
  return row({
    benchmark: BENCHMARK,
    figure: `comparison of two digests of ${MAX_DIGEST_KEYS.toLocaleString('en')} keys each, the most a digest read back holds (median of 5)`,
    measured: formatMs(median(times)),
    reference: formatMs(FORGED_MS),
    ratio: median(times) / FORGED_MS,
    verdict: atMost(median(times), FORGED_MS, formatMs),
    remark: `per round: ${times.map(formatMs).join(', ')}; walks the sorted keys, no set and no copy per key`,
  });
}
