// The report's digest: the text a completed check run carries for the next report to compare with,
// made for builds of 10,000 and 100,000 tests (9 % failed, each with a duration), in this process.
// What it measures: the digest's size against GitHub's limit for `output.text` (the visible summary
// has its own field and limit beside it), what was left out to fit, and the time to make it.
import { CompactTests } from '../src/report/value/compact.ts';
import { digestOf, MAX_DIGEST_CHARS, readDigest, writeDigest } from '../src/report/history/digest.ts';
import type { ReportEntry } from '../src/report/value/types.ts';
import { type BenchContext, median } from './support.ts';
import { atMost, formatMs, type Row, row } from './table.ts';

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
  return rows;
}
