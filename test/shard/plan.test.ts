import { describe, expect, it } from 'vitest';

import type { Capacity } from '../../src/shard/capacity.ts';
import type { Durations } from '../../src/shard/durations.ts';
import { planResult } from '../../src/shard/matrix.ts';
import { byCount, partitionProblem } from '../../src/shard/partition.ts';
import { type PlanRequest, planShards } from '../../src/shard/plan.ts';
import { planLines, planMarkdown, planWarnings } from '../../src/shard/text.ts';

const NO_CAP: Capacity = { kind: 'none' };
const vms = (allowed: number, inUse: number): Capacity => ({
  kind: 'vms',
  allowed,
  inUse,
  free: Math.max(0, allowed - inUse),
});
const timedBy = (seconds: Record<string, number>, from = "main's report of Cloud tests"): Durations => ({
  seconds: new Map(Object.entries(seconds)),
  from,
});
const plan = (request: Partial<PlanRequest> & Pick<PlanRequest, 'tests' | 'durations'>) =>
  planShards({
    legs: 'auto',
    targetMinutes: 10,
    maxLegs: 20,
    sessionsPerLeg: 1,
    capacity: NO_CAP,
    ...request,
  });
const legsOf = (p: ReturnType<typeof plan>) => p.legs.map((leg) => leg.tests);
const names = (count: number, prefix = 't') =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(3, '0')}`);
/** `count` tests of `seconds` each. */
const even = (tests: string[], seconds: number) =>
  timedBy(Object.fromEntries(tests.map((t) => [t, seconds])));

describe('the plan', () => {
  it('gives the longest tests first to the leg with the least time, each leg listing its tests in the order given', () => {
    const p = plan({
      tests: ['a', 'b', 'c', 'd', 'e'],
      durations: timedBy({ a: 5, b: 4, c: 3, d: 3, e: 1 }),
      legs: 2,
    });
    // a→1 (5), b→2 (4), c→2 (7), d→1 (8), e→2 (8): 8 s each.
    expect(legsOf(p)).toEqual([
      ['a', 'd'],
      ['b', 'c', 'e'],
    ]);
    expect(p.legs.map((leg) => leg.predictedMs)).toEqual([8000, 8000]);
    expect(p.timing).toEqual({ slowestMs: 8000, meanMs: 8000, lowerBoundMs: 8000 });
  });

  it('breaks ties by name, so the order of the list changes no leg', () => {
    const tests = names(40);
    const durations = even(tests, 30);
    const first = plan({ tests, durations, legs: 6 });
    const reversed = plan({ tests: [...tests].reverse(), durations, legs: 6 });
    expect(reversed.legs.map((leg) => [...leg.tests].sort())).toEqual(legsOf(first));
    // The same inputs: the same matrix, byte for byte.
    expect(JSON.stringify(planResult(plan({ tests, durations, legs: 6 })))).toBe(
      JSON.stringify(planResult(first)),
    );
  });

  it('takes a test without history at the median of the known durations, and says how many', () => {
    const tests = names(212);
    // 208 timed: half at 20 s, half at 56 s, so the median is 38 s; 4 new tests.
    const durations = timedBy(Object.fromEntries(tests.slice(0, 208).map((t, i) => [t, i % 2 ? 20 : 56])));
    const p = plan({ tests, durations, legs: 4 });
    expect(p.untimed).toBe(4);
    expect(p.medianMs).toBe(38_000);
    expect(planLines(p)[0]).toBe(
      "212 tests; 4 (2 %) had no history, taken at the median 38 s. Durations from main's report of Cloud tests.",
    );
    expect(p.timing?.slowestMs).toBe(((208 / 2) * (20 + 56) + 4 * 38) * 250);
  });

  it('ignores durations that are none (negative, not a number, a week and more) and tests not in the list', () => {
    const p = plan({
      tests: ['a', 'b', 'c'],
      durations: timedBy({ a: 10, b: -1, c: Number.NaN, gone: 500 }),
      legs: 1,
    });
    expect(p.untimed).toBe(2);
    expect(p.medianMs).toBe(10_000);
    expect(
      plan({ tests: ['a', 'b'], durations: timedBy({ a: 7 * 24 * 3600 + 1, b: 4 }), legs: 1 }).untimed,
    ).toBe(1);
  });

  it('splits by count when no test has history, as many legs as allowed', () => {
    const tests = names(45);
    const p = plan({ tests, durations: { none: 'the base has no report' }, maxLegs: 4 });
    expect(p.legs.map((leg) => leg.tests.length)).toEqual([12, 11, 11, 11]);
    expect(p.timing).toBeUndefined();
    expect(p.legs.every((leg) => leg.predictedMs === undefined)).toBe(true);
    expect(planResult(p)).toMatchObject({ legs: 4, predictedSeconds: null, untimed: 45 });
    expect(planLines(p)).toEqual([
      '45 tests; none had history (the base has no report): the legs are split by count.',
      'legs: auto: 4 legs by count, the most max-legs (4) allows: without history there is nothing to size them by.',
    ]);
    const matched = plan({ tests, durations: timedBy({ other: 3 }), maxLegs: 4 });
    expect(planLines(matched)[0]).toBe(
      "45 tests; none had history in main's report of Cloud tests: the legs are split by count.",
    );
  });

  it('plans fewer legs than asked rather than an empty one', () => {
    const p = plan({ tests: ['a', 'b', 'c'], durations: timedBy({ a: 1, b: 1, c: 1 }), legs: 5 });
    expect(legsOf(p)).toEqual([['a'], ['b'], ['c']]);
    expect(planLines(p)[1]).toBe('legs: 5 asks for more legs than there are tests: 3 legs, one test each.');
    // Tests of no time spread by count too: none is left empty beside a leg of two.
    const zero = plan({
      tests: ['a', 'b', 'c', 'd'],
      durations: timedBy({ a: 0, b: 0, c: 0, d: 0 }),
      legs: 4,
    });
    expect(zero.legs.map((leg) => leg.tests.length)).toEqual([1, 1, 1, 1]);
    expect(zero.fellBack).toBeUndefined();
  });
});

describe('legs: auto', () => {
  it('plans the fewest legs whose slowest leg is predicted within target-minutes', () => {
    // 60 tests of a minute: 6 legs of 10 minutes.
    const tests = names(60);
    const p = plan({ tests, durations: even(tests, 60) });
    expect(p.legs).toHaveLength(6);
    expect(p.choice).toEqual({ by: 'target', targetMs: 600_000 });
    expect(planLines(p).slice(1)).toEqual([
      'legs: auto: 6 legs, the fewest whose slowest leg is predicted within target-minutes (10 min).',
      'Slowest leg predicted 10 min, 1.00× the mean (10 min); lower bound 10 min, max(total/legs, longest test).',
    ]);
    expect(plan({ tests, durations: even(tests, 60), targetMinutes: 7 }).legs).toHaveLength(9);
  });

  it('plans as many legs as still shorten the slowest when the longest test alone is over the target', () => {
    const tests = names(31);
    const durations = timedBy({
      ...Object.fromEntries(tests.slice(1).map((t) => [t, 120])),
      [tests[0]!]: 900,
    });
    const p = plan({ tests, durations });
    // One test of 15 min beside 30 of 2: the others need 5 legs of at most 7 (14 min; 8 would be 16).
    expect(p.legs).toHaveLength(6);
    expect(p.timing?.slowestMs).toBe(900_000);
    expect(plan({ tests, durations, legs: 5 }).timing?.slowestMs).toBeGreaterThan(900_000);
    expect(planLines(p)[1]).toBe(
      'legs: auto: 6 legs, the fewest that bring the slowest leg down to the longest test, which alone takes 15 min, over target-minutes (10 min).',
    );
  });

  it('plans no more than max-legs, saying the target is out of reach', () => {
    const tests = names(100);
    const p = plan({ tests, durations: even(tests, 60), maxLegs: 5 });
    expect(p.legs).toHaveLength(5);
    expect(planLines(p)[1]).toBe(
      'legs: auto: 5 legs, the most max-legs (5) allows; the slowest leg is predicted over target-minutes (10 min).',
    );
  });

  it('plans no more legs than the free sessions run, and says the plan was capped by capacity', () => {
    const tests = names(90);
    const p = plan({ tests, durations: even(tests, 60), capacity: vms(10, 4) });
    expect(p.legs).toHaveLength(6);
    expect(p.choice).toEqual({ by: 'limit', limit: 'capacity', targetMs: 600_000, within: 9 });
    expect([planLines(p)[0], planLines(p)[2]]).toEqual([
      'Sessions: 6 of 10 VM sessions free.',
      'legs: auto: 6 legs, capped by capacity: 6 of 10 VM sessions free; the slowest leg is predicted over target-minutes (10 min): 9 legs would bring it within.',
    ]);
    // Room for more than the target needs: not capped.
    expect(plan({ tests, durations: even(tests, 60), capacity: vms(20, 0) }).choice.by).toBe('target');
    // None free: one leg, never none.
    expect(plan({ tests, durations: even(tests, 60), capacity: vms(5, 5) }).legs).toHaveLength(1);
  });

  it('divides a leg over its sessions, and the free sessions by them', () => {
    const tests = names(60);
    const p = plan({ tests, durations: even(tests, 60), sessionsPerLeg: 2, capacity: vms(10, 0) });
    // 60 minutes over 2 sessions a leg: 3 legs of 10 minutes.
    expect(p.legs).toHaveLength(3);
    expect(p.legs.map((leg) => leg.predictedMs)).toEqual([600_000, 600_000, 600_000]);
    const capped = plan({ tests, durations: even(tests, 60), sessionsPerLeg: 3, capacity: vms(7, 0) });
    expect(capped.legs).toHaveLength(2);
    expect(planLines(capped)[0]).toBe('Sessions: 7 of 7 VM sessions free, 3 a leg.');
    // A leg takes no less than its longest test, however many sessions it has.
    const long = plan({
      tests: ['a', 'b'],
      durations: timedBy({ a: 600, b: 60 }),
      legs: 1,
      sessionsPerLeg: 4,
    });
    expect(long.legs[0]?.predictedMs).toBe(600_000);
  });

  it('goes on without the cap when the sessions could not be read, and warns', () => {
    const tests = names(90);
    const p = plan({ tests, durations: even(tests, 60), capacity: { kind: 'unknown', why: 'HTTP 401' } });
    expect(p.legs).toHaveLength(9);
    expect(planWarnings(p)).toEqual([
      "Could not read the team's free sessions, so the plan does not count them: HTTP 401",
    ]);
  });
});

describe('legs: N', () => {
  it('takes the number as given, warning when it is more than the free sessions run at once', () => {
    const tests = names(30);
    const p = plan({ tests, durations: even(tests, 60), legs: 8, capacity: vms(6, 0) });
    expect(p.legs).toHaveLength(8);
    expect(planLines(p)[2]).toBe('8 legs, as legs asks.');
    expect(planWarnings(p)).toEqual([
      'legs: 8 plans 8 legs, more than the 6 of 6 VM sessions free run at once: 2 may wait for a session.',
    ]);
    expect(planWarnings(plan({ tests, durations: even(tests, 60), legs: 6, capacity: vms(6, 0) }))).toEqual(
      [],
    );
  });
});

describe('the summary', () => {
  it('shows each leg with its tests and predicted time, under the sentences', () => {
    const p = plan({
      tests: ['a', 'b', 'c', 'd'],
      durations: timedBy({ a: 300, b: 200, c: 100, d: 90 }),
      legs: 2,
    });
    expect(planMarkdown(p)).toBe(
      [
        '### Test legs',
        '',
        "4 tests, each timed by main's report of Cloud tests.",
        '',
        '2 legs, as legs asks.',
        '',
        'Slowest leg predicted 6 min 30 s, 1.13× the mean \\(5 min 45 s\\); lower bound 5 min 45 s, max\\(total/legs, longest test\\).',
        '',
        '| Leg | Tests | Predicted |',
        '|---:|---:|---:|',
        '| 1 | 2 | 6 min 30 s |',
        '| 2 | 2 | 5 min |',
        '',
      ].join('\n'),
    );
  });
});

describe('the partition check', () => {
  const weights = new Float64Array([1, 1, 1, 1, 1]);

  it('finds a leg left empty, a test past the last leg, counts that do not add up', () => {
    const split = byCount(5, weights, 2);
    expect(partitionProblem(5, split)).toBeUndefined();
    expect(Array.from(split.legOf)).toEqual([0, 0, 0, 1, 1]);
    expect(partitionProblem(5, { ...split, legs: 3, counts: new Int32Array([3, 2, 0]) })).toBe(
      'leg 3 is empty',
    );
    expect(partitionProblem(5, { ...split, legOf: new Uint16Array([0, 0, 0, 1, 2]) })).toBe(
      'a test placed in leg 3 of 2',
    );
    expect(partitionProblem(5, { ...split, counts: new Int32Array([2, 3]) })).toBe(
      'leg 1 counts 2 tests, holds 3',
    );
    expect(partitionProblem(6, split)).toBe('5 tests placed of 6');
  });
});
