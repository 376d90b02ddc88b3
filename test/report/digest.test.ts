import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { riceCoded, riceKeys, secondsByName, unionOf } from '../../src/report/history/digest/by-name.ts';
import { readDigest } from '../../src/report/history/digest/codec.ts';
import { writeDigest } from '../../src/report/history/digest/fitting.ts';
import {
  type Digest,
  DIGEST_VERSION,
  digestOf,
  keyOfNamed,
  MAX_CARRIED,
  MAX_DIGEST_CHARS,
  MAX_DIGEST_INFLATED_BYTES,
  MAX_DIGEST_KEYS,
  MAX_DIGEST_MS,
} from '../../src/report/history/digest/model.ts';
import { CompactTests, testKey } from '../../src/report/value/compact.ts';
import type { ReportEntry } from '../../src/report/value/types.ts';
import { forgedDigest } from '../support/digests.ts';
import { DIGEST_V4 } from './legacy/digest-v4.ts';

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

  it('holds times to the bound its reader holds them to: a year of test time reads back, more than a century is cut to it', () => {
    const year = 365 * 86_400_000;
    const timed = digestOf({ ...source([]), timing: { queuedMs: 2 * MAX_DIGEST_MS, runningMs: year } });
    const window = {
      runs: [{ sha: 'a'.repeat(40), counts: timed.counts, testTimeMs: year, runningMs: 3 * MAX_DIGEST_MS }],
      tests: [],
      dropped: { runs: 0, tests: 0 },
    };
    const read = roundTrip({ ...timed, window });
    expect(read.timing).toEqual({ queuedMs: MAX_DIGEST_MS, runningMs: year });
    expect(read.window?.runs[0]).toMatchObject({ testTimeMs: year, runningMs: MAX_DIGEST_MS });
  });
});

/** A suite as a Playwright project names its tests: `file › describe › title`, some of them long. */
function suite(total: number, seconds: (i: number) => number): ReportEntry[] {
  return Array.from({ length: total }, (_, i) => ({
    name: `tests/${['checkout', 'account', 'search', 'catalogue'][i % 4]}/flow-${i % 113}.spec.ts › ${i % 7 ? 'pays' : 'refunds'} with card ${i}`,
    outcome: i % 100 < 9 ? ('failed' as const) : ('passed' as const),
    environment: ['chrome 131', 'firefox 128', 'safari 18'][i % 3],
    platform: 'WIN11',
    duration: seconds(i),
  }));
}

describe('durations by name', () => {
  it("sums each name's durations over its browsers and platforms, and reads them back within 3.5 %", () => {
    const entries: ReportEntry[] = [
      { name: 'login', outcome: 'passed', environment: 'chrome 131', platform: 'WIN11', duration: 20 },
      { name: 'login', outcome: 'failed', environment: 'firefox 128', platform: 'macOS 15', duration: 40 },
      { name: 'cart', outcome: 'passed', duration: 0.04 },
      { name: 'search', outcome: 'unknown' },
      // The name a gathered report shows is its build's and the test's; the test's own is its key.
      { name: 'build-7 › checkout', keyName: 'checkout', outcome: 'flaky', attempts: 2, duration: 3_600 },
    ];
    const digest = roundTrip(digestOf(source(entries)));
    const found = secondsByName(digest.byName!, ['login', 'cart', 'search', 'checkout', 'new']);
    expect([...found.keys()]).toEqual(['login', 'cart', 'checkout']);
    expect(Math.abs(found.get('login')! / 60 - 1)).toBeLessThan(0.035);
    expect(Math.abs(found.get('checkout')! / 3_600 - 1)).toBeLessThan(0.035);
    expect(Math.abs(found.get('cart')! - 0.04)).toBeLessThan(0.005);
    expect(digest.byName!.leftOut).toBe(0);
  });

  it('keeps every duration of 10,000 tests within the limit, dropping passed keys first', () => {
    const entries = suite(10_000, (i) => 2 + ((i * 7919) % 18_000) / 100);
    const { text, digest } = writeDigest(digestOf(source(entries)));
    expect(text.length).toBeLessThanOrEqual(MAX_DIGEST_CHARS);
    expect(digest.dropped).toMatchObject({ passedDurations: true, passedKeys: true, failedKeys: 0 });
    const read = roundTrip(digest);
    expect(read.byName!.keys.length).toBe(10_000);
    expect(read.byName!.leftOut).toBe(0);
    expect(read.keys.failed.length).toBe(900);
    const found = secondsByName(
      read.byName!,
      entries.map((e) => e.name),
    );
    expect(found.size).toBe(10_000);
  });

  it('leaves out the shortest tests first when all would not fit, counting them', () => {
    const entries = suite(20_000, (i) => 1 + (i % 1000));
    const { text, digest } = writeDigest(digestOf(source(entries)));
    expect(text.length).toBeLessThanOrEqual(MAX_DIGEST_CHARS);
    const read = roundTrip(digest);
    const kept = read.byName!;
    expect(kept.keys.length).toBeGreaterThan(9_000);
    expect(kept.keys.length + kept.leftOut).toBe(20_000);
    // Every kept duration is at least every one left out.
    const found = secondsByName(
      kept,
      entries.map((e) => e.name),
    );
    const shortestKept = Math.min(...found.values());
    const longestLeftOut = Math.max(...entries.filter((e) => !found.has(e.name)).map((e) => e.duration!));
    expect(shortestKept).toBeGreaterThanOrEqual(longestLeftOut * 0.965);
    // Failed keys come before durations by name: every one kept.
    expect(read.keys.failed.length).toBe(1_800);
  });

  it('joins reports by name, adding up a name in more than one', () => {
    const one = digestOf(
      source([
        { name: 'a', outcome: 'passed', duration: 10 },
        { name: 'b', outcome: 'passed', duration: 5 },
      ]),
    );
    const two = digestOf(
      source([
        { name: 'b', outcome: 'passed', duration: 7 },
        { name: 'c', outcome: 'failed', duration: 1 },
      ]),
    );
    const joined = unionOf([one.byName!, { ...two.byName!, leftOut: 3 }]);
    expect(Object.fromEntries(secondsByName(joined, ['a', 'b', 'c', 'd']))).toEqual({ a: 10, b: 12, c: 1 });
    expect(joined.leftOut).toBe(3);
  });

  it('codes name keys as Rice-coded gaps and reads them back as untrusted input', () => {
    const keys = Uint32Array.from([0, 1, 2, 1_000_000, 0xfffffffe, 0xffffffff]);
    const { k, bytes } = riceCoded(keys);
    expect(riceKeys(bytes, k, keys.length)).toEqual(keys);
    expect(() => riceKeys(bytes, k, keys.length + 1)).toThrow('it ends early');
    expect(() => riceKeys(Uint8Array.from([...bytes, 0]), k, keys.length)).toThrow(
      'bytes follow the name keys',
    );
    expect(() => riceKeys(bytes, 32, keys.length)).toThrow('a coding parameter is out of range');
    // Two gaps of 0 with k = 0: a key twice.
    expect(() => riceKeys(Uint8Array.from([0]), 0, 2)).toThrow('the name keys are not ascending');
    // A run of ones longer than any gap of 32 bits, with k = 31: refused within it.
    expect(() => riceKeys(new Uint8Array(8).fill(0xff), 31, 1)).toThrow('a key is out of range');
    // 10,000 keys spread over 32 bits take about 2 + log2(2^32 / 10,000) bits each.
    const spread = Uint32Array.from({ length: 10_000 }, (_, i) =>
      Math.floor(i * 429_496.7295 + ((i * 7919) % 400_000)),
    );
    const coded = riceCoded(spread);
    expect(riceKeys(coded.bytes, coded.k, spread.length)).toEqual(spread);
    expect((coded.bytes.length * 8) / spread.length).toBeLessThan(22);
  });

  it('reads a digest of version 4 as it was written, with no durations by name', () => {
    const read = readDigest(DIGEST_V4);
    if (!('digest' in read)) throw new Error(JSON.stringify(read.problem));
    const { digest } = read;
    expect(digest.byName).toBeUndefined();
    expect(digest.counts).toEqual({ total: 8, passed: 6, failed: 2, unknown: 0, flaky: 0 });
    expect(digest.keys.failed).toEqual(
      Uint32Array.from(
        [
          testKey({ name: 'login.spec.ts › signs in', environment: 'chrome 131', platform: 'WIN11' }),
          testKey({ name: 'cart.spec.ts › adds', environment: 'chrome 131', platform: 'WIN11' }),
        ].sort((a, b) => a - b),
      ),
    );
    expect(digest.run).toEqual({ runId: '1002', attempt: 1 });
    expect(digest.window!.runs.map((r) => r.sha)).toEqual(['a'.repeat(40), 'b'.repeat(40)]);
    expect(digest.failedNames.map((t) => t.name)).toEqual([
      'login.spec.ts › signs in',
      'cart.spec.ts › adds',
    ]);
  });
});
