import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompactTests, testKey } from '../../src/report/value/compact.ts';
import {
  DIGEST_VERSION,
  digestOf,
  keyOfNamed,
  MAX_CARRIED,
  MAX_DIGEST_CHARS,
  MAX_DIGEST_INFLATED_BYTES,
  MAX_DIGEST_KEYS,
  type Digest,
} from '../../src/report/history/digest/model.ts';
import { readDigest } from '../../src/report/history/digest/codec.ts';
import { writeDigest } from '../../src/report/history/digest/fitting.ts';
import type { ReportEntry } from '../../src/report/value/types.ts';
import { forgedDigest } from '../support/digests.ts';

function source(entries: ReportEntry[], passedNamed = true) {
  const keys = new CompactTests();
  for (const e of entries) keys.push(e);
  const counts = { total: entries.length, passed: 0, failed: 0, unknown: 0, flaky: 0 };
  for (const e of entries) counts[e.outcome]++;
  const failed = entries.filter((e) => e.outcome === 'failed');
  return { counts, keys, failed, passedNamed, timing: { queuedMs: 12_300, runningMs: 184_000 } };
}

/** Text gzip cannot shrink: a name per carried test that takes its room. */
const randomText = (seed: number) => createHash('sha512').update(String(seed)).digest('base64');

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

  it('keeps each key once, the worst outcome of the tests that share it, timing and failed names, and reads back', () => {
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
      // Two tests that share a key (one test on two versions): a failure is never hidden by a pass.
      { name: 'login', outcome: 'failed', environment: 'edge 125', duration: 1 },
      { name: 'login', outcome: 'passed', environment: 'edge 126', duration: 1.26 },
      { name: 'cart', outcome: 'passed', duration: 1.26 },
      { name: 'search', outcome: 'unknown' },
    ];
    const digest = roundTrip(digestOf(source(entries)));
    expect([...digest.keys.failed].sort()).toEqual(
      [testKey(entries[0]!), testKey(entries[1]!), testKey({ name: 'login', environment: 'edge' })].sort(),
    );
    expect([...digest.keys.passed]).toEqual([testKey({ name: 'cart' })]);
    expect([...digest.durations.passed]).toEqual([1.3]);
    expect([...digest.keys.unknown]).toEqual([testKey({ name: 'search' })]);
    expect(digest.timing).toEqual({ queuedMs: 12_300, runningMs: 184_000 });
    expect(digest.counts).toEqual({ total: 6, passed: 2, failed: 3, unknown: 1, flaky: 0 });
    expect(digest.failedNames[0]).toEqual({
      name: 'checkout',
      environment: 'chrome 126',
      platform: 'Windows 11',
      id: '7',
    });
    expect(keyOfNamed(digest.failedNames[1]!)).toBe(testKey(entries[1]!));
    expect(digest.dropped.passedKeys).toBe(false);
  });

  it('carries the session time, a stopped run marked, and none when it was not known', () => {
    const entries: ReportEntry[] = [{ name: 'cart', outcome: 'passed', duration: 1 }];
    const sessions = { vmMs: 850_000, deviceMs: 12_300, retryMs: 150_000, stopped: true };
    expect(roundTrip(digestOf({ ...source(entries), sessions })).sessions).toEqual(sessions);
    const whole = { vmMs: 240_000, deviceMs: 0, retryMs: 0 };
    expect(roundTrip(digestOf({ ...source(entries), sessions: whole })).sessions).toEqual(whole);
    expect(roundTrip(digestOf(source(entries))).sessions).toBeUndefined();
  });

  it('keys a test by keyName when the shown name carries what changes per run', () => {
    expect(testKey({ name: 'nightly-41 › login', keyName: 'login' })).toBe(testKey({ name: 'login' }));
    expect(testKey({ name: 'login', environment: 'chrome' })).not.toBe(
      testKey({ name: 'login', environment: 'edge' }),
    );
  });

  it('keys a test by its browser or device and platform without their versions', () => {
    const key = testKey({ name: 'login', environment: 'chrome 126', platform: 'Windows 10' });
    expect(testKey({ name: 'login', environment: 'Chrome 127.0.6533.72', platform: 'WIN11' })).toBe(key);
    expect(testKey({ name: 'login', environment: 'chrome 126', platform: 'macOS 14' })).not.toBe(key);
    expect(testKey({ name: 'login', environment: 'firefox 126', platform: 'Windows 10' })).not.toBe(key);
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

  it("carries a Codeless job's passed tests with their attempts, and marks a made-up failure name", () => {
    const entries: ReportEntry[] = [
      { name: 'Checkout', keyName: 'Checkout', outcome: 'failed', environment: 'chrome 126', id: '31' },
      { name: 'Failure 2', outcome: 'failed', madeUpName: true },
      { name: 'Test 30', outcome: 'passed', id: '30' },
    ];
    const carried = [
      { name: 'Test 30', id: '30', attempt: 2, flaky: false },
      { name: 'Login', environment: 'firefox 127', platform: 'Linux', attempt: 1, flaky: true },
    ];
    const run = { runId: '4242', attempt: 2 };
    const digest = roundTrip(digestOf({ ...source(entries, false), run, carry: { tests: carried } }));
    expect(digest.run).toEqual(run);
    expect(digest.carried).toEqual(carried);
    expect(digest.failedNames).toEqual([
      { name: 'Checkout', environment: 'chrome 126', id: '31' },
      { name: 'Failure 2', madeUp: true },
    ]);
    expect(digest.dropped.carried).toBe(false);
    // A report that carries nothing says so apart from one that carried none.
    const plain = roundTrip(digestOf(source(entries, false)));
    expect(plain.carried).toBeUndefined();
    const none = { run, tests: [] };
    expect(roundTrip(digestOf({ ...source([], false), carry: none })).carried).toEqual([]);
  });

  it('drops the carried tests, saying so, when there are too many or they would not fit', () => {
    const FIRST = { runId: '4242', attempt: 1 };
    const many = Array.from({ length: MAX_CARRIED + 1 }, (_, i) => ({
      name: `Test ${i}`,
      id: String(i),
      attempt: 1,
      flaky: false,
    }));
    const tooMany = roundTrip(digestOf({ ...source([], false), run: FIRST, carry: { tests: many } }));
    expect(tooMany.carried).toBeUndefined();
    expect(tooMany.dropped.carried).toBe(true);
    // Long names that cannot fit beside 900 failed tests' names: the carried tests go first.
    const failed: ReportEntry[] = Array.from({ length: 900 }, (_, i) => ({
      name: `checkout ${i} ${'x'.repeat(40)}`,
      outcome: 'failed',
    }));
    const long = many.slice(0, MAX_CARRIED).map((t, i) => ({ ...t, name: randomText(i) }));
    const { digest } = writeDigest(
      digestOf({ ...source(failed, false), run: FIRST, carry: { tests: long } }),
    );
    expect(digest.carried).toBeUndefined();
    expect(digest.dropped.carried).toBe(true);
    expect(digest.failedNames.length).toBe(900);
  });

  it('refuses what is not a digest: none, oversized, another version, corrupt, a bomb, trailing bytes', () => {
    const problem = (t: string | null) =>
      'problem' in readDigest(t) ? (readDigest(t) as { problem: { kind: string } }).problem.kind : 'digest';
    expect(problem(null)).toBe('none');
    expect(problem('just text')).toBe('none');
    expect(problem(`x`.repeat(MAX_DIGEST_CHARS + 1))).toBe('oversized');
    expect(problem('<!-- cloudtest-digest v9 AAAA -->')).toBe('version');
    expect(problem('<!-- cloudtest-digest v1 AAAA -->')).toBe('version');
    expect(problem(`<!-- cloudtest-digest v${DIGEST_VERSION} AAAA -->`)).toBe('corrupt');
    const bomb = gzipSync(Buffer.alloc(32 * 1024 * 1024), { level: 9 }).toString('base64');
    expect(bomb.length).toBeLessThan(MAX_DIGEST_CHARS);
    expect(problem(`<!-- cloudtest-digest v${DIGEST_VERSION} ${bomb} -->`)).toBe('beyond');
    const good = writeDigest(digestOf(source([{ name: 'a', outcome: 'failed' }]))).text;
    const inner = Buffer.from(/v\d+ (\S+) /.exec(good)![1]!, 'base64');
    const extra = gzipSync(Buffer.concat([gunzipSync(inner), Buffer.from([1])])).toString('base64');
    expect(problem(`<!-- cloudtest-digest v${DIGEST_VERSION} ${extra} -->`)).toBe('corrupt');
    // A length that claims more than follows.
    const lying = gzipSync(Buffer.from([1, 1, 0, 1, 0, 0, 0, 0, 0, 100])).toString('base64');
    expect(problem(`<!-- cloudtest-digest v${DIGEST_VERSION} ${lying} -->`)).toBe('corrupt');
  });

  it('refuses a forged digest by what no written digest holds, before anything is made of it', () => {
    const problem = (text: string) => {
      const read = readDigest(text);
      return 'problem' in read ? read.problem : undefined;
    };
    // 8 million sequential keys: some 10,000 characters of text.
    const forged = forgedDigest(8_000_000);
    expect(forged.length).toBeLessThan(MAX_DIGEST_CHARS);
    expect(problem(forged)).toEqual({
      kind: 'beyond',
      what: `it inflates to more than ${MAX_DIGEST_INFLATED_BYTES} bytes`,
    });
    // Fewer keys, within the bytes a digest inflates to, but more than a digest holds.
    expect(problem(forgedDigest(MAX_DIGEST_KEYS + 1))).toEqual({
      kind: 'beyond',
      what: `it holds more than ${MAX_DIGEST_KEYS} keys`,
    });
    expect(problem(forgedDigest(MAX_DIGEST_KEYS))).toEqual({ kind: 'corrupt', why: 'it ends early' });
  });

  it('writes within the bounds its reader holds it to: keys, and bytes inflated', () => {
    const empty = digestOf({
      ...source([]),
      counts: { total: 50_000, passed: 0, failed: 50_000, unknown: 0, flaky: 0 },
    });
    // Keys that compress as no hashes do: only the bound on keys stops them.
    const dense = {
      ...empty,
      keys: { ...empty.keys, failed: Uint32Array.from({ length: 50_000 }, (_, i) => i) },
    };
    const { text, digest } = writeDigest(dense);
    expect(digest.keys.failed.length).toBeLessThanOrEqual(MAX_DIGEST_KEYS);
    expect(digest.keys.failed.length + digest.dropped.failedKeys).toBe(50_000);
    expect(roundTrip(digest).keys.failed.length).toBe(digest.keys.failed.length);
    expect(text.length).toBeLessThanOrEqual(MAX_DIGEST_CHARS);
    // Long names that compress well: the bytes they inflate to bound them.
    const long = 'x'.repeat(499);
    const named = Array.from({ length: 1000 }, (_, i): ReportEntry => ({
      name: `${long}${i}`,
      environment: long,
      platform: long,
      outcome: 'failed',
    }));
    const written = writeDigest(digestOf(source(named)));
    const inflated = gunzipSync(Buffer.from(/v\d+ (\S+) /.exec(written.text)![1]!, 'base64'));
    expect(inflated.length).toBeLessThanOrEqual(MAX_DIGEST_INFLATED_BYTES);
    expect(written.digest.dropped.failedNames).toBeGreaterThan(0);
    expect(roundTrip(written.digest).failedNames.length).toBe(written.digest.failedNames.length);
  });
});
