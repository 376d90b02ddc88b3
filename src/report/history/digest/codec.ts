import { gunzipSync, gzipSync } from 'node:zlib';

import { z } from 'zod';

import { MAX_VERSIONS } from '../../value/family.ts';
import type { Outcome, ReportCounts } from '../../value/types.ts';
import { WINDOW_RUNS } from '../../world/limits.ts';
import { type HistoryWindow, MAX_WINDOW_TESTS, type WindowRun, type WindowTest } from '../window.ts';
import {
  BeyondBounds,
  DigestMeta,
  DigestSessionsMeta,
  readList,
  WINDOW_OUTCOMES,
  WindowMeta,
} from './bounds.ts';
import { codeSeconds, durationCode, type NamedDurations, riceCoded, riceKeys } from './by-name.ts';
import { ByteReader, ByteWriter } from './bytes.ts';
import {
  type CarriedTest,
  type Digest,
  DIGEST_VERSION,
  type DigestSessions,
  type DigestTiming,
  MAX_CARRIED,
  MAX_DIGEST_CHARS,
  MAX_DIGEST_INFLATED_BYTES,
  MAX_DIGEST_KEYS,
  MAX_DIGEST_MS,
  MAX_NAMES,
  type NamedTest,
  OUTCOME_ORDER,
} from './model.ts';

/**
 * A digest in text and back (docs/report-files.md, "The digest"): a binary layout of varints and
 * texts (bytes.ts), gzipped, in base64, inside an HTML comment; read back as untrusted input, every
 * bound checked before anything is made for it (bounds.ts).
 */

/** The earliest version read: the same layout, without the window either. */
const WINDOWLESS_VERSION = 3;
/** The version that added the window: the same layout, without the durations by name and the session time. */
const WINDOW_VERSION = 4;

const OPEN = `<!-- cloudtest-digest v${DIGEST_VERSION} `;
const CLOSE = ' -->';
const FOUND = /<!-- cloudtest-digest v(\d+) ([A-Za-z0-9+/=]*) -->/;

const FLAG = {
  passedNamed: 1,
  passedDurations: 2,
  passedKeys: 4,
  otherDurations: 8,
  unknownKeys: 16,
  carriedDropped: 32,
};
/** A named test's own flags. */
const NAMED_FLAG = { madeUp: 1, flaky: 2 };

/** Tenths of a second, plus one, held to MAX_DIGEST_MS as the reader is; 0 for unknown. */
const tenths = (ms: number | undefined) =>
  ms === undefined || !Number.isFinite(ms) ? 0 : Math.round(Math.min(ms, MAX_DIGEST_MS) / 100) + 1;
const fromTenths = (n: number) => (n === 0 ? undefined : (n - 1) * 100);

/** The digest's bytes, in the binary layout (docs/report-files.md, "The digest"). */
export function digestBytes(d: Digest): Buffer {
  const out = new ByteWriter();
  const flags =
    (d.passedNamed ? FLAG.passedNamed : 0) |
    (d.dropped.passedDurations ? FLAG.passedDurations : 0) |
    (d.dropped.passedKeys ? FLAG.passedKeys : 0) |
    (d.dropped.otherDurations ? FLAG.otherDurations : 0) |
    (d.dropped.unknownKeys ? FLAG.unknownKeys : 0) |
    (d.dropped.carried ? FLAG.carriedDropped : 0);
  out.uint(flags);
  writeCounts(out, d.counts);
  out.uint(tenths(d.timing.queuedMs));
  out.uint(tenths(d.timing.runningMs));
  for (const outcome of OUTCOME_ORDER) {
    const keys = d.keys[outcome];
    out.uint(keys.length);
    let previous = 0;
    for (const key of keys) {
      out.uint(key - previous);
      previous = key;
    }
    const durations = d.durations[outcome];
    out.uint(durations.length === keys.length && keys.length ? 1 : 0);
    if (durations.length === keys.length) for (const s of durations) out.uint(tenths(s * 1000));
  }
  out.uint(d.failedNames.length);
  for (const t of d.failedNames) writeNamed(out, t);
  out.uint(d.dropped.failedKeys);
  out.uint(d.dropped.failedNames);
  out.uint(d.run?.attempt ?? 0);
  out.text(d.run?.runId ?? '');
  // One more than the carried tests' count; 0 when the report carries none.
  out.uint(d.carried ? d.carried.length + 1 : 0);
  for (const t of d.carried ?? []) {
    writeNamed(out, t, t.flaky ? NAMED_FLAG.flaky : 0);
    out.uint(t.attempt);
  }
  out.text(d.run?.triggeredBy ?? '');
  for (const texts of [d.versions.environments, d.versions.platforms]) {
    out.uint(texts.length);
    for (const t of texts) out.text(t);
  }
  writeWindow(out, d.window);
  writeByName(out, d.byName);
  writeSessions(out, d.sessions);
  return out.done();
}

/** How many bytes the durations' name keys take coded (a digest's fitting weighs them before encoding). */
export const nameKeysBytes = (named: NamedDurations): number => riceOf(named.keys).bytes.length;

/** Name keys coded once for every encoding of them: a digest cut to fit is encoded again and again. */
const RICE = new WeakMap<Uint32Array, ReturnType<typeof riceCoded>>();
function riceOf(keys: Uint32Array): ReturnType<typeof riceCoded> {
  let coded = RICE.get(keys);
  if (!coded) RICE.set(keys, (coded = riceCoded(keys)));
  return coded;
}

/**
 * The durations by name: their number plus one (0: none), the names left out to fit, then the keys'
 * Rice parameter and coded gaps (by-name.ts) as bytes after their length, then a byte a duration.
 */
function writeByName(out: ByteWriter, named: NamedDurations | undefined): void {
  out.uint(named ? named.keys.length + 1 : 0);
  if (!named) return;
  out.uint(named.leftOut);
  const { k, bytes } = riceOf(named.keys);
  out.uint(k);
  out.block(bytes);
  out.raw(Uint8Array.from(named.seconds, durationCode));
}

/**
 * The session time, after the durations by name: a flag word (0: not known), then VM, device and
 * retry time in tenths of a second. A later version may append more after it.
 */
function writeSessions(out: ByteWriter, s: DigestSessions | undefined): void {
  if (!s) {
    out.uint(0);
    return;
  }
  out.uint(SESSIONS_FLAG.known | (s.stopped ? SESSIONS_FLAG.stopped : 0));
  for (const ms of [s.vmMs, s.deviceMs, s.retryMs]) out.uint(tenths(ms));
}

const SESSIONS_FLAG = { known: 1, stopped: 2 };

function readSessions(input: ByteReader): DigestSessions | undefined {
  const flags = input.uint();
  if (!(flags & SESSIONS_FLAG.known)) return undefined;
  const [vmMs, deviceMs, retryMs] = [input.uint(), input.uint(), input.uint()].map((n) => fromTenths(n) ?? 0);
  return DigestSessionsMeta.parse({
    vmMs,
    deviceMs,
    retryMs,
    ...(flags & SESSIONS_FLAG.stopped ? { stopped: true } : {}),
  });
}

/** The digest's text as `output.text` holds it: its bytes gzipped, in base64, in an HTML comment. */
export function digestText(bytes: Buffer): string {
  return `${OPEN}${gzipSync(bytes, { level: 9 }).toString('base64')}${CLOSE}`;
}

const RUN_FLAG = { partial: 1 };

function writeWindow(out: ByteWriter, w: HistoryWindow | undefined): void {
  // One more than the runs' count; 0 when the report carries no window.
  out.uint(w ? w.runs.length + 1 : 0);
  if (!w) return;
  out.uint(w.dropped.runs);
  out.uint(w.dropped.tests);
  for (const r of w.runs) {
    out.text(r.sha);
    writeCounts(out, r.counts);
    out.uint(tenths(r.testTimeMs));
    out.uint(tenths(r.runningMs));
    out.uint(r.partial ? RUN_FLAG.partial : 0);
  }
  out.uint(w.tests.length);
  let previous = 0;
  for (const t of w.tests) {
    out.uint(t.key - previous);
    previous = t.key;
    for (const o of t.outcomes) out.uint(WINDOW_OUTCOMES.indexOf(o));
    out.uint(t.failingSince?.runs ?? 0);
    if (t.failingSince) out.text(t.failingSince.sha);
  }
}

function writeNamed(out: ByteWriter, t: NamedTest, flags = 0): void {
  for (const s of [t.name, t.environment, t.platform, t.id]) out.text(s ?? '');
  out.uint(flags | (t.madeUp ? NAMED_FLAG.madeUp : 0));
}

/** Why a check run's text gave no digest. */
export type DigestProblem =
  | { kind: 'none' }
  | { kind: 'oversized'; chars: number }
  | { kind: 'version'; version: number }
  /** It holds more than any report's digest can: `what`, in a few words. */
  | { kind: 'beyond'; what: string }
  | { kind: 'corrupt'; why: string };

/**
 * The digest in a check run's `output.text`, read as untrusted input: the text is size-capped before
 * anything is decoded, inflating stops at MAX_DIGEST_INFLATED_BYTES, the keys stop at MAX_DIGEST_KEYS
 * and each list at its own bound before anything is made for it, every length is checked against what
 * is left, and the result is schema-checked. Nothing of it is ever rendered.
 */
export function readDigest(text: string | null | undefined): { digest: Digest } | { problem: DigestProblem } {
  if (!text) return { problem: { kind: 'none' } };
  if (text.length > MAX_DIGEST_CHARS) return { problem: { kind: 'oversized', chars: text.length } };
  const found = FOUND.exec(text);
  if (!found) return { problem: { kind: 'none' } };
  const version = Number(found[1]);
  if (version < WINDOWLESS_VERSION || version > DIGEST_VERSION)
    return { problem: { kind: 'version', version } };
  let bytes: Buffer;
  try {
    bytes = gunzipSync(Buffer.from(found[2] ?? '', 'base64'), {
      maxOutputLength: MAX_DIGEST_INFLATED_BYTES,
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE')
      return {
        problem: { kind: 'beyond', what: `it inflates to more than ${MAX_DIGEST_INFLATED_BYTES} bytes` },
      };
    return { problem: { kind: 'corrupt', why: String((error as Error).message) } };
  }
  try {
    return { digest: decode(bytes, version) };
  } catch (error) {
    if (error instanceof BeyondBounds) return { problem: { kind: 'beyond', what: error.message } };
    const why =
      error instanceof z.ZodError
        ? 'its fields are not what a digest holds'
        : String((error as Error).message);
    return { problem: { kind: 'corrupt', why } };
  }
}

function decode(bytes: Buffer, version: number): Digest {
  const input = new ByteReader(bytes);
  const flags = input.uint();
  const counts = readCounts(input);
  const timing = { queuedMs: fromTenths(input.uint()), runningMs: fromTenths(input.uint()) };
  const { keys, durations } = readKeys(input);
  const failedNames = readList(input, MAX_NAMES, 'failed names', () => readNamed(input).named);
  const dropped = { failedKeys: input.uint(), failedNames: input.uint() };
  const run = { attempt: input.uint(), runId: input.text() };
  const carried = readCarried(input);
  const triggeredBy = input.text();
  const versions = {
    environments: readList(input, MAX_VERSIONS, 'versions', () => input.text()),
    platforms: readList(input, MAX_VERSIONS, 'versions', () => input.text()),
  };
  const window = version >= WINDOW_VERSION ? readWindow(input) : undefined;
  const byName = version > WINDOW_VERSION ? readByName(input) : undefined;
  const sessions = version > WINDOW_VERSION ? readSessions(input) : undefined;
  if (!input.atEnd()) throw new Error('bytes follow its end');
  const meta = DigestMeta.parse({
    counts,
    timing: JSON.parse(JSON.stringify(timing)) as DigestTiming,
    failedNames,
    ...(run.attempt ? { run: { ...run, ...(triggeredBy ? { triggeredBy } : {}) } } : {}),
    ...(carried ? { carried } : {}),
    versions,
    dropped,
  });
  if (window) WindowMeta.parse(window);
  return {
    ...meta,
    ...(window ? { window } : {}),
    ...(byName ? { byName } : {}),
    ...(sessions ? { sessions } : {}),
    passedNamed: (flags & FLAG.passedNamed) !== 0,
    keys,
    durations,
    dropped: {
      ...meta.dropped,
      passedDurations: (flags & FLAG.passedDurations) !== 0,
      passedKeys: (flags & FLAG.passedKeys) !== 0,
      otherDurations: (flags & FLAG.otherDurations) !== 0,
      unknownKeys: (flags & FLAG.unknownKeys) !== 0,
      carried: (flags & FLAG.carriedDropped) !== 0,
    },
  };
}

/** Each outcome's keys and durations, refused beyond MAX_DIGEST_KEYS before any array is made for them. */
function readKeys(input: ByteReader): Pick<Digest, 'keys' | 'durations'> {
  const keys = {} as Record<Outcome, Uint32Array>;
  const durations = {} as Record<Outcome, Float64Array>;
  let keysLeft = MAX_DIGEST_KEYS;
  for (const outcome of OUTCOME_ORDER) {
    const n = input.length();
    if (n > keysLeft) throw new BeyondBounds(`it holds more than ${MAX_DIGEST_KEYS} keys`);
    keysLeft -= n;
    const list = new Uint32Array(n);
    let key = 0;
    for (let i = 0; i < n; i++) {
      key += input.uint();
      if (key > 0xffffffff) throw new Error('a key is out of range');
      list[i] = key;
    }
    keys[outcome] = list;
    const timed = input.uint() === 1;
    durations[outcome] = new Float64Array(timed ? n : 0);
    if (timed) for (let i = 0; i < n; i++) durations[outcome][i] = (fromTenths(input.uint()) ?? NaN) / 1000;
  }
  return { keys, durations };
}

/** The counts in their order: total, passed, failed, unknown, flaky. */
function readCounts(input: ByteReader): ReportCounts {
  const [total, passed, failed, unknown, flaky] = [
    input.uint(),
    input.uint(),
    input.uint(),
    input.uint(),
    input.uint(),
  ];
  return { total, passed, failed, unknown, flaky };
}

function writeCounts(out: ByteWriter, { total, passed, failed, unknown, flaky }: ReportCounts): void {
  for (const n of [total, passed, failed, unknown, flaky]) out.uint(n);
}

/** The window, after its runs' count plus one; each list refused beyond its bound before it is read. */
function readWindow(input: ByteReader): HistoryWindow | undefined {
  const size = input.uint();
  if (!size) return undefined;
  if (size - 1 > WINDOW_RUNS) throw new BeyondBounds(`its window holds more than ${WINDOW_RUNS} runs`);
  const dropped = { runs: input.uint(), tests: input.uint() };
  const runs: WindowRun[] = [];
  for (let i = 1; i < size; i++) {
    const sha = input.text();
    const counts = readCounts(input);
    const testTimeMs = fromTenths(input.uint());
    const runningMs = fromTenths(input.uint());
    const partial = (input.uint() & RUN_FLAG.partial) !== 0;
    runs.push({
      sha,
      counts,
      ...(testTimeMs === undefined ? {} : { testTimeMs }),
      ...(runningMs === undefined ? {} : { runningMs }),
      ...(partial ? { partial: true } : {}),
    });
  }
  const tests = readList(input, MAX_WINDOW_TESTS, 'tests in its window', (): WindowTest => {
    const key = input.uint();
    const outcomes = runs.map(() => {
      const outcome = WINDOW_OUTCOMES[input.uint()];
      if (!outcome) throw new Error("a test's outcome in the window is out of range");
      return outcome;
    });
    const streak = input.uint();
    return { key, outcomes, ...(streak ? { failingSince: { runs: streak, sha: input.text() } } : {}) };
  });
  // Keys are written as differences, ascending and each once.
  let key = 0;
  for (const [i, t] of tests.entries()) {
    if (i > 0 && t.key === 0) throw new Error("the window's keys are not ascending");
    key += t.key;
    if (key > 0xffffffff) throw new Error('a key is out of range');
    t.key = key;
  }
  return { runs, tests, dropped };
}

/**
 * The durations by name, after their number plus one (0: none); refused beyond MAX_DIGEST_KEYS names
 * before anything is made for them.
 */
function readByName(input: ByteReader): NamedDurations | undefined {
  const size = input.uint();
  if (!size) return undefined;
  const n = size - 1;
  if (n > MAX_DIGEST_KEYS) throw new BeyondBounds(`it holds more than ${MAX_DIGEST_KEYS} durations by name`);
  if (n > input.left()) throw new Error('a length exceeds what follows');
  const leftOut = input.uint();
  if (leftOut > 100_000_000) throw new Error('a count is out of range');
  const k = input.uint();
  const keys = riceKeys(input.block(), k, n);
  const seconds = Float64Array.from(input.raw(n), codeSeconds);
  return { keys, seconds, leftOut };
}

/** The carried tests, after their count plus one; undefined for 0, a report that carries none. */
function readCarried(input: ByteReader): CarriedTest[] | undefined {
  const count = input.uint();
  if (!count) return undefined;
  if (count - 1 > input.left()) throw new Error('a length exceeds what follows');
  if (count - 1 > MAX_CARRIED) throw new BeyondBounds(`it holds more than ${MAX_CARRIED} carried tests`);
  const carried: CarriedTest[] = [];
  for (let i = 1; i < count; i++) {
    const { named, flags } = readNamed(input);
    carried.push({ ...named, flaky: (flags & NAMED_FLAG.flaky) !== 0, attempt: input.uint() });
  }
  return carried;
}

function readNamed(input: ByteReader): { named: NamedTest; flags: number } {
  const [name, environment, platform, id] = [input.text(), input.text(), input.text(), input.text()];
  const flags = input.uint();
  const named: NamedTest = {
    name,
    ...(environment ? { environment } : {}),
    ...(platform ? { platform } : {}),
    ...(id ? { id } : {}),
    ...(flags & NAMED_FLAG.madeUp ? { madeUp: true } : {}),
  };
  return { named, flags };
}
