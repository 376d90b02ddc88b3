import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompactTests, testKey } from '../../src/report/compact.ts';
import {
  digestOf,
  keyOfNamed,
  MAX_DIGEST_CHARS,
  readDigest,
  writeDigest,
  type Digest,
} from '../../src/report/digest.ts';
import type { ReportEntry } from '../../src/report/types.ts';

function source(entries: ReportEntry[], passedNamed = true) {
  const keys = new CompactTests();
  for (const e of entries) keys.push(e);
  const counts = { total: entries.length, passed: 0, failed: 0, unknown: 0, flaky: 0 };
  for (const e of entries) counts[e.outcome]++;
  const failed = entries.filter((e) => e.outcome === 'failed');
  return { counts, keys, failed, passedNamed, timing: { queuedMs: 12_300, runningMs: 184_000 } };
}

const roundTrip = (d: Digest) => {
  const read = readDigest(writeDigest(d).text);
  if (!('digest' in read)) throw new Error(`no digest: ${JSON.stringify(read.problem)}`);
  return read.digest;
};

describe('report digest', () => {
  it('keeps flaky tests apart, with their count', () => {
    const entries: ReportEntry[] = [
      { name: 'login', outcome: 'flaky', attempts: 2, duration: 2 },
      { name: 'cart', outcome: 'passed' },
    ];
    const digest = roundTrip(digestOf(source(entries)));
    expect([...digest.keys.flaky]).toEqual([testKey({ name: 'login' })]);
    expect([...digest.keys.passed]).toEqual([testKey({ name: 'cart' })]);
    expect(digest.counts).toEqual({ total: 2, passed: 1, failed: 0, unknown: 0, flaky: 1 });
  });

  it('keeps each test once by key, outcome of its last record, timing and failed names, and reads back', () => {
    const entries: ReportEntry[] = [
      {
        name: 'checkout',
        outcome: 'failed',
        environment: 'chrome 126',
        platform: 'Windows 11',
        duration: 3.2,
        id: '7',
      },
      { name: 'checkout', outcome: 'failed', environment: 'firefox 127', platform: 'Windows 11' },
      { name: 'login', outcome: 'failed', duration: 1 },
      { name: 'login', outcome: 'passed', duration: 1.26 },
      { name: 'search', outcome: 'unknown' },
    ];
    const digest = roundTrip(digestOf(source(entries)));
    expect([...digest.keys.failed].sort()).toEqual([testKey(entries[0]!), testKey(entries[1]!)].sort());
    expect([...digest.keys.passed]).toEqual([testKey({ name: 'login' })]);
    expect([...digest.durations.passed]).toEqual([1.3]);
    expect([...digest.keys.unknown]).toEqual([testKey({ name: 'search' })]);
    expect(digest.timing).toEqual({ queuedMs: 12_300, runningMs: 184_000 });
    expect(digest.counts).toEqual({ total: 5, passed: 1, failed: 3, unknown: 1, flaky: 0 });
    expect(digest.failedNames[0]).toEqual({
      name: 'checkout',
      environment: 'chrome 126',
      platform: 'Windows 11',
      id: '7',
    });
    expect(keyOfNamed(digest.failedNames[1]!)).toBe(testKey(entries[1]!));
    expect(digest.dropped.passedKeys).toBe(false);
  });

  it('keys a test by keyName when the shown name carries what changes per run', () => {
    expect(testKey({ name: 'nightly-41 › login', keyName: 'login' })).toBe(testKey({ name: 'login' }));
    expect(testKey({ name: 'login', environment: 'chrome' })).not.toBe(
      testKey({ name: 'login', environment: 'edge' }),
    );
  });

  it('records that passed tests are not comparable when their names change per run', () => {
    const d = roundTrip(digestOf(source([{ name: 'Test 991', outcome: 'passed' }], false)));
    expect(d.passedNamed).toBe(false);
    expect(d.keys.passed.length).toBe(1);
    expect(d.dropped.passedKeys).toBe(true);
  });

  it('stays within the limit for 100,000 tests, keeping every failed key and saying what it dropped', () => {
    const entries: ReportEntry[] = [];
    for (let i = 0; i < 100_000; i++)
      entries.push({
        name: `suite ${i % 97} test ${i}`,
        outcome: i % 50 ? 'passed' : 'failed',
        duration: (i % 600) / 7,
      });
    const { text, digest } = writeDigest(digestOf(source(entries)));
    expect(text.length).toBeLessThanOrEqual(MAX_DIGEST_CHARS);
    expect(digest.dropped.passedDurations).toBe(true);
    expect(digest.dropped.passedKeys).toBe(true);
    const read = roundTrip(digest);
    expect(read.keys.failed.length).toBe(2000);
    expect(read.dropped.failedKeys).toBe(0);
  });

  it('cuts failed keys only when they alone cannot fit, and records how many', () => {
    const entries: ReportEntry[] = [];
    for (let i = 0; i < 40_000; i++) entries.push({ name: `t${i}`, outcome: 'failed' });
    const { text, digest } = writeDigest(digestOf(source(entries)));
    expect(text.length).toBeLessThanOrEqual(MAX_DIGEST_CHARS);
    expect(digest.failedNames.length).toBe(0);
    expect(digest.dropped.failedKeys).toBeGreaterThan(0);
    expect(digest.keys.failed.length + digest.dropped.failedKeys).toBe(40_000);
  });

  it('refuses what is not a digest: none, oversized, another version, corrupt, a bomb, trailing bytes', () => {
    const problem = (t: string | null) =>
      'problem' in readDigest(t) ? (readDigest(t) as { problem: { kind: string } }).problem.kind : 'digest';
    expect(problem(null)).toBe('none');
    expect(problem('just text')).toBe('none');
    expect(problem(`x`.repeat(MAX_DIGEST_CHARS + 1))).toBe('oversized');
    expect(problem('<!-- cloudtest-digest v9 AAAA -->')).toBe('version');
    expect(problem('<!-- cloudtest-digest v1 AAAA -->')).toBe('corrupt');
    const bomb = gzipSync(Buffer.alloc(32 * 1024 * 1024), { level: 9 }).toString('base64');
    expect(bomb.length).toBeLessThan(MAX_DIGEST_CHARS);
    expect(problem(`<!-- cloudtest-digest v1 ${bomb} -->`)).toBe('corrupt');
    const good = writeDigest(digestOf(source([{ name: 'a', outcome: 'failed' }]))).text;
    const inner = Buffer.from(/v1 (\S+) /.exec(good)![1]!, 'base64');
    const extra = gzipSync(Buffer.concat([gunzipSync(inner), Buffer.from([1])])).toString('base64');
    expect(problem(`<!-- cloudtest-digest v1 ${extra} -->`)).toBe('corrupt');
    // A length that claims more than follows.
    const lying = gzipSync(Buffer.from([1, 1, 0, 1, 0, 0, 0, 0, 0, 100])).toString('base64');
    expect(problem(`<!-- cloudtest-digest v1 ${lying} -->`)).toBe('corrupt');
  });
});
