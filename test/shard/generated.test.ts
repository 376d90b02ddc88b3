// The plan over generated suites: any list, any durations (some missing, none at all), any settings,
// and it is a partition with no empty leg, within the number of legs the settings allow, the same when
// made again; and on small suites its slowest leg is within Graham's bound for longest-processing-time
// first, 4/3 − 1/(3·legs) of the best split, found by trying every split.
import { fc, test as property } from '@fast-check/vitest';
import { describe, expect } from 'vitest';

import { type Capacity, legsRunAtOnce } from '../../src/shard/capacity.ts';
import { durationMs, type Durations } from '../../src/shard/durations.ts';
import { planResult } from '../../src/shard/matrix.ts';
import { MAX_LEGS, type PlanRequest, planShards } from '../../src/shard/plan.ts';

const SEED = 20260151;

/** Names that sort and repeat in awkward ways: short, any characters, one a test. */
const testNames = (max: number) =>
  fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: max });

/** Each test's duration in whole milliseconds, up to an hour, or none (a new test). */
const durationsFor = (names: string[], missing: number) =>
  fc.array(fc.option(fc.integer({ min: 0, max: 3_600_000 }), { freq: missing, nil: undefined }), {
    minLength: names.length,
    maxLength: names.length,
  });

const toDurations = (names: string[], ms: Array<number | undefined>, from = 'generated'): Durations => ({
  seconds: new Map(names.flatMap((name, i) => (ms[i] === undefined ? [] : [[name, ms[i]! / 1000] as const]))),
  from,
});

const capacity: fc.Arbitrary<Capacity> = fc.oneof(
  fc.constant({ kind: 'none' } as const),
  fc.constant({ kind: 'unknown', why: 'HTTP 503' } as const),
  fc
    .record({ allowed: fc.integer({ min: 0, max: 40 }), inUse: fc.integer({ min: 0, max: 50 }) })
    .map(
      ({ allowed, inUse }) => ({ kind: 'vms', allowed, inUse, free: Math.max(0, allowed - inUse) }) as const,
    ),
);

const suite = testNames(200).chain((names) =>
  fc.record({
    tests: fc.constant(names),
    durations: fc.oneof(
      durationsFor(names, 4).map((ms) => toDurations(names, ms)),
      fc.constant({ none: 'no report' } as Durations),
    ),
    legs: fc.oneof(fc.constant('auto' as const), fc.integer({ min: 1, max: MAX_LEGS })),
    targetMinutes: fc.integer({ min: 1, max: 60 }),
    maxLegs: fc.oneof(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 1, max: MAX_LEGS })),
    sessionsPerLeg: fc.integer({ min: 1, max: 4 }),
    capacity,
  }),
);

/** The most legs the settings allow for this many tests. */
function mostLegs(request: PlanRequest): number {
  const tests = request.tests.length;
  if (request.legs !== 'auto') return Math.min(request.legs, tests);
  const { capacity } = request;
  const atOnce = 'free' in capacity ? legsRunAtOnce(capacity, request.sessionsPerLeg) : Infinity;
  return Math.min(request.maxLegs, tests, atOnce);
}

describe('the plan over generated suites', () => {
  property.prop([suite], { numRuns: 10_000, seed: SEED })(
    'is a partition of the list with no empty leg, within the legs allowed, the same made twice',
    (request) => {
      const plan = planShards(request);
      const placed = plan.legs.flatMap((leg) => leg.tests);
      expect(placed.length).toBe(request.tests.length);
      expect(new Set(placed)).toEqual(new Set(request.tests));
      expect(plan.legs.every((leg) => leg.tests.length > 0)).toBe(true);
      expect(plan.legs.map((leg) => leg.leg)).toEqual(plan.legs.map((_, i) => i + 1));
      expect(plan.legs.length).toBeLessThanOrEqual(mostLegs(request));
      if (request.legs !== 'auto') expect(plan.legs.length).toBe(mostLegs(request));
      expect(plan.fellBack).toBeUndefined();
      expect(JSON.stringify(planResult(planShards(request)))).toBe(JSON.stringify(planResult(plan)));
    },
  );
});

/**
 * The least slowest leg over every split of `weights` into `legs` legs: each test tried in each leg
 * used so far and in one new leg (legs are alike), a branch dropped once it is no better than the best.
 */
function bestSlowest(weights: number[], legs: number): number {
  const sorted = [...weights].sort((a, b) => b - a);
  const sums = new Array<number>(legs).fill(0);
  let best = Infinity;
  const place = (test: number, used: number, slowest: number) => {
    if (slowest >= best) return;
    if (test === sorted.length) {
      best = slowest;
      return;
    }
    for (let leg = 0; leg < Math.min(used + 1, legs); leg++) {
      sums[leg]! += sorted[test]!;
      place(test + 1, Math.max(used, leg + 1), Math.max(slowest, sums[leg]!));
      sums[leg]! -= sorted[test]!;
    }
  };
  place(0, 0, 0);
  return best;
}

const small = testNames(12).chain((names) =>
  fc.record({
    tests: fc.constant(names),
    ms: fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: names.length, maxLength: names.length }),
    legs: fc.integer({ min: 1, max: 4 }),
  }),
);

describe('the plan over small suites', () => {
  property.prop([small], { numRuns: 2_000, seed: SEED })(
    "has its slowest leg within Graham's bound, 4/3 − 1/(3·legs) of the best split",
    ({ tests, ms, legs }) => {
      const plan = planShards({
        tests,
        durations: toDurations(tests, ms),
        legs,
        targetMinutes: 10,
        maxLegs: 20,
        sessionsPerLeg: 1,
        capacity: { kind: 'none' },
      });
      const m = plan.legs.length;
      const best = bestSlowest(
        ms.map((v) => durationMs(v / 1000)!),
        m,
      );
      const slowest = plan.timing!.slowestMs;
      // slowest ≤ (4/3 − 1/(3m)) · best, in whole numbers: 3m · slowest ≤ (4m − 1) · best.
      expect(3 * m * slowest).toBeLessThanOrEqual((4 * m - 1) * best);
    },
  );
});
