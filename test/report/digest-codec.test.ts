// The digest's codec (src/report/history/digest/codec.ts) as a property: any digest within the bounds its
// reader keeps to reads back as it was written, field for field, at the precision the layout keeps
// (durations and times in tenths of a second).
import { fc, test as property } from '@fast-check/vitest';
import { describe, expect } from 'vitest';

import { codeSeconds, type NamedDurations } from '../../src/report/history/digest/by-name.ts';
import { digestBytes, digestText, readDigest } from '../../src/report/history/digest/codec.ts';
import { type Digest, MAX_DIGEST_MS, type NamedTest } from '../../src/report/history/digest/model.ts';
import type { HistoryWindow } from '../../src/report/history/window.ts';
import { MAX_VERSION_CHARS, MAX_VERSIONS } from '../../src/report/value/family.ts';
import type { Outcome } from '../../src/report/value/types.ts';
import { WINDOW_RUNS } from '../../src/report/world/limits.ts';

const OUTCOMES: Outcome[] = ['passed', 'failed', 'unknown', 'flaky'];
const count = fc.nat({ max: 100_000_000 });
const counts = fc.record({ total: count, passed: count, failed: count, unknown: count, flaky: count });
/**
 * A time the layout keeps: whole tenths of a second, up to the century both sides hold
 * (MAX_DIGEST_MS; a suite's summed test time passes a day at 10,000 tests of 9 s).
 */
const tenthsMs = fc.nat({ max: MAX_DIGEST_MS / 100 }).map((n) => n * 100);
/** Text as a report has it: any characters, no lone surrogate (UTF-8 has none). */
const text = (maxLength: number, minLength = 0) => fc.string({ unit: 'grapheme', minLength, maxLength });
const sha = fc.oneof(
  fc.stringMatching(/^[0-9a-f]{40}$/),
  fc.stringMatching(/^[0-9a-f]{64}$/),
  fc.stringMatching(/^[0-9a-f]{7}$/),
);
const runId = fc.stringMatching(/^\d{1,20}$/);
const attempt = fc.integer({ min: 1, max: 10_000 });

/** Keys ascending, each once, as a digest holds them. */
const sortedKeys = (maxLength: number) =>
  fc
    .uniqueArray(fc.nat({ max: 0xffffffff }), { maxLength })
    .map((keys) => Uint32Array.from(keys.sort((a, b) => a - b)));

const named: fc.Arbitrary<NamedTest> = fc.record(
  {
    name: text(40),
    environment: text(20, 1),
    platform: text(20, 1),
    id: text(12, 1),
    madeUp: fc.constant(true as const),
  },
  { requiredKeys: ['name'] },
);

const window: fc.Arbitrary<HistoryWindow> = fc.integer({ min: 0, max: WINDOW_RUNS }).chain((runs) =>
  fc.record({
    runs: fc.array(
      fc.record(
        { sha, counts, testTimeMs: tenthsMs, runningMs: tenthsMs, partial: fc.constant(true as const) },
        { requiredKeys: ['sha', 'counts'] },
      ),
      { minLength: runs, maxLength: runs },
    ),
    tests: fc.uniqueArray(fc.nat({ max: 0xffffffff }), { maxLength: 8 }).chain((keys) =>
      fc.tuple(
        ...keys
          .sort((a, b) => a - b)
          .map((key) =>
            fc.record(
              {
                key: fc.constant(key),
                outcomes: fc.array(fc.constantFrom<Outcome | 'absent'>(...OUTCOMES, 'absent'), {
                  minLength: runs,
                  maxLength: runs,
                }),
                failingSince: fc.record({ sha, runs: fc.integer({ min: 1, max: 1000 }) }),
              },
              { requiredKeys: ['key', 'outcomes'] },
            ),
          ),
      ),
    ),
    dropped: fc.record({ runs: count, tests: count }),
  }),
);

/** Each outcome's keys and, or not, their durations in tenths of a second (NaN: unknown). */
const keysAndDurations = fc
  .tuple(...OUTCOMES.map(() => fc.tuple(sortedKeys(20), fc.boolean())))
  .chain((lists) =>
    fc.tuple(
      ...lists.map(([keys, timed]) =>
        fc.tuple(
          fc.constant(keys),
          timed && keys.length
            ? fc
                .array(
                  fc.oneof(
                    fc.nat({ max: 100_000 }).map((n) => n / 10),
                    fc.constant(NaN),
                  ),
                  {
                    minLength: keys.length,
                    maxLength: keys.length,
                  },
                )
                .map((seconds) => Float64Array.from(seconds))
            : fc.constant(new Float64Array(0)),
        ),
      ),
    ),
  )
  .map((lists) => ({
    keys: Object.fromEntries(OUTCOMES.map((o, i) => [o, lists[i]![0]])) as Record<Outcome, Uint32Array>,
    durations: Object.fromEntries(OUTCOMES.map((o, i) => [o, lists[i]![1]])) as Record<Outcome, Float64Array>,
  }));

/** Durations by name: keys ascending, each duration one the layout's byte keeps. */
const byName: fc.Arbitrary<NamedDurations> = fc
  .tuple(sortedKeys(40), fc.array(fc.nat({ max: 255 }), { minLength: 40, maxLength: 40 }), count)
  .map(([keys, codes, leftOut]) => ({
    keys,
    seconds: Float64Array.from(keys, (_, i) => codeSeconds(codes[i]!)),
    leftOut,
  }));

const digest: fc.Arbitrary<Digest> = fc
  .record(
    {
      counts,
      timing: fc.record({ queuedMs: tenthsMs, runningMs: tenthsMs }, { requiredKeys: [] }),
      passedNamed: fc.boolean(),
      keysAndDurations,
      failedNames: fc.array(named, { maxLength: 5 }),
      run: fc.record({ runId, attempt, triggeredBy: runId }, { requiredKeys: ['runId', 'attempt'] }),
      versions: fc.record({
        environments: fc.array(text(MAX_VERSION_CHARS), { maxLength: MAX_VERSIONS }),
        platforms: fc.array(text(MAX_VERSION_CHARS), { maxLength: 3 }),
      }),
      carried: fc.array(
        named.chain((t) => fc.record({ attempt, flaky: fc.boolean() }).map((more) => ({ ...t, ...more }))),
        { maxLength: 5 },
      ),
      window,
      byName,
      dropped: fc.record({
        passedDurations: fc.boolean(),
        passedKeys: fc.boolean(),
        otherDurations: fc.boolean(),
        unknownKeys: fc.boolean(),
        failedKeys: count,
        failedNames: count,
        carried: fc.boolean(),
      }),
    },
    {
      requiredKeys: [
        'counts',
        'timing',
        'passedNamed',
        'keysAndDurations',
        'failedNames',
        'versions',
        'dropped',
      ],
    },
  )
  .map(({ keysAndDurations: { keys, durations }, ...rest }) => ({ ...rest, keys, durations }));

describe('digest codec', () => {
  property.prop([digest])('reads back every digest it writes, as it was', (written) => {
    expect(readDigest(digestText(digestBytes(written)))).toEqual({ digest: written });
  });
});
