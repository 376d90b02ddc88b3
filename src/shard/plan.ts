import { type Capacity, legsRunAtOnce } from './capacity.ts';
import { durationMs, type Durations } from './durations.ts';
import { byCount, longestFirst, type Partition, partition, partitionProblem } from './partition.ts';

/** What sizes the legs, as the inputs and flags give it. */
export interface PlanSettings {
  /** A number of legs taken as given, or `auto`: sized by the target, the cap and the sessions. */
  legs: number | 'auto';
  targetMinutes: number;
  maxLegs: number;
  /** Sessions each leg runs its tests over: a leg's predicted time is its tests' sum divided by it. */
  sessionsPerLeg: number;
}

export interface PlanRequest extends PlanSettings {
  /** The tests to split, each once, in the order given. */
  tests: readonly string[];
  durations: Durations;
  capacity: Capacity;
}

/** The most legs a plan has: a matrix makes at most 256 jobs (docs/github-facts.md). */
export const MAX_LEGS = 256;

export interface PlannedLeg {
  /** From 1. */
  leg: number;
  /** In the order the list gave them. */
  tests: string[];
  /** Undefined when no test has history. */
  predictedMs: number | undefined;
}

/** Why the plan has as many legs as it has. */
type LegChoice =
  /** `legs: N`: N, or fewer when there are fewer tests (no leg is left empty). */
  | { by: 'number'; asked: number }
  /** `legs: auto` with history: the fewest legs that bring the slowest within the target. */
  | { by: 'target'; targetMs: number }
  /** The longest test alone is over the target: the fewest legs that bring the slowest down to it. */
  | { by: 'longest'; targetMs: number; longestMs: number }
  /**
   * The target is out of reach within `limit`: as many legs as it allows that give the least slowest
   * leg; `within` legs would reach it without the limit, when some would.
   */
  | { by: 'limit'; limit: Limit; targetMs: number; within?: number }
  /** `legs: auto` without history: as many legs as `limit` allows, by count. */
  | { by: 'count'; limit: Limit };

/** What holds the number of legs down: max-legs, the free sessions, or the number of tests. */
export type Limit = 'max-legs' | 'capacity' | 'tests';

interface PlanTiming {
  slowestMs: number;
  meanMs: number;
  /** No split can do better: max(total/legs, longest test), over the sessions of a leg. */
  lowerBoundMs: number;
}

export interface Plan {
  legs: PlannedLeg[];
  tests: number;
  /** Tests without history (every test when none had any). */
  untimed: number;
  /** What an untimed test is taken at; undefined when no test has history. */
  medianMs: number | undefined;
  durations: Durations;
  capacity: Capacity;
  settings: PlanSettings;
  choice: LegChoice;
  /** Undefined when no test has history. */
  timing: PlanTiming | undefined;
  /** Set when a partition failed its check and the legs were split by count instead. */
  fellBack?: string;
}

/**
 * The plan: the tests weighed (each its duration, an untimed one the median of the known ones; each
 * the same when none is known), as many legs as the settings ask for, the tests given to them longest
 * first (partition.ts) and the partition checked before it is given back. Pure: the same request gives
 * the same plan.
 */
export function planShards(request: PlanRequest): Plan {
  const { tests } = request;
  if (!tests.length) throw new RangeError('no tests to plan');
  const { weights, untimed, medianMs } = weigh(tests, request.durations);
  const timed = medianMs !== undefined;
  const order = longestFirst(tests, weights);
  const { split: planned, choice } = chooseLegs(request, order, weights, timed);
  const problem = partitionProblem(tests.length, planned);
  const split = problem ? byCount(tests.length, weights, planned.legs) : planned;
  const perLeg = request.sessionsPerLeg;
  const predicted = (leg: number) => Math.max(split.sums[leg]! / perLeg, split.longest[leg]!);
  const legs: PlannedLeg[] = Array.from({ length: split.legs }, (_, leg) => ({
    leg: leg + 1,
    tests: [],
    predictedMs: timed ? predicted(leg) : undefined,
  }));
  for (let test = 0; test < tests.length; test++) legs[split.legOf[test]!]!.tests.push(tests[test]!);
  return {
    legs,
    tests: tests.length,
    untimed,
    medianMs,
    durations: request.durations,
    capacity: request.capacity,
    settings: {
      legs: request.legs,
      targetMinutes: request.targetMinutes,
      maxLegs: request.maxLegs,
      sessionsPerLeg: perLeg,
    },
    choice,
    timing: timed ? timingOf(split, weights, perLeg, predicted) : undefined,
    ...(problem ? { fellBack: problem } : {}),
  };
}

/**
 * Each test's weight in whole milliseconds: its duration, or the median of the known durations of the
 * listed tests; each 1 when none is known, so the legs are split by count.
 */
function weigh(
  tests: readonly string[],
  durations: Durations,
): { weights: Float64Array; untimed: number; medianMs: number | undefined } {
  const weights = new Float64Array(tests.length).fill(Number.NaN);
  let known = 0;
  if ('seconds' in durations) {
    for (let test = 0; test < tests.length; test++) {
      const ms = durationMs(durations.seconds.get(tests[test]!));
      if (ms === undefined) continue;
      weights[test] = ms;
      known++;
    }
  }
  if (!known) return { weights: weights.fill(1), untimed: tests.length, medianMs: undefined };
  const medianMs = median(weights.filter((w) => !Number.isNaN(w)));
  for (let test = 0; test < tests.length; test++) if (Number.isNaN(weights[test])) weights[test] = medianMs;
  return { weights, untimed: tests.length - known, medianMs };
}

/** The median in whole milliseconds (the mean of the middle two, rounded, for an even count). */
function median(values: Float64Array): number {
  const sorted = values.sort();
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** The slowest leg's predicted time, the mean leg's, and the bound no split of the tests beats. */
function timingOf(
  split: Partition,
  weights: Float64Array,
  perLeg: number,
  predicted: (leg: number) => number,
): PlanTiming {
  let slowestMs = 0;
  let sumMs = 0;
  for (let leg = 0; leg < split.legs; leg++) {
    slowestMs = Math.max(slowestMs, predicted(leg));
    sumMs += predicted(leg);
  }
  let total = 0;
  let longest = 0;
  for (const weight of weights) {
    total += weight;
    longest = Math.max(longest, weight);
  }
  return {
    slowestMs,
    meanMs: sumMs / split.legs,
    lowerBoundMs: Math.max(total / perLeg / split.legs, longest),
  };
}

/** The slowest leg's predicted time: its sum over the leg's sessions, never under its longest test. */
function slowestOf(split: Partition, perLeg: number): number {
  let slowest = 0;
  for (let leg = 0; leg < split.legs; leg++)
    slowest = Math.max(slowest, split.sums[leg]! / perLeg, split.longest[leg]!);
  return slowest;
}

/** How many legs, and the tests given to them. */
function chooseLegs(
  request: PlanRequest,
  order: Int32Array,
  weights: Float64Array,
  timed: boolean,
): { split: Partition; choice: LegChoice } {
  const tests = order.length;
  if (request.legs !== 'auto') {
    const legs = Math.min(request.legs, tests);
    return { split: partition(order, weights, legs), choice: { by: 'number', asked: request.legs } };
  }
  const { cap, limit } = capOf(request, tests);
  if (!timed) return { split: partition(order, weights, cap), choice: { by: 'count', limit } };
  const targetMs = request.targetMinutes * 60_000;
  let total = 0;
  for (const weight of weights) total += weight;
  const longestMs = weights[order[0]!]!;
  const goal = Math.max(targetMs, longestMs);
  const perLeg = request.sessionsPerLeg;
  // No fewer legs can reach the goal: the slowest leg takes at least the mean.
  const fewest = Math.min(cap, Math.max(1, Math.ceil(total / perLeg / goal)));
  const search = { order, weights, perLeg, goal };
  const found = fewestWithin(search, fewest, cap);
  if (found.reached)
    return {
      split: found.split,
      choice: longestMs > targetMs ? { by: 'longest', targetMs, longestMs } : { by: 'target', targetMs },
    };
  // Out of reach within the cap: how many legs would reach it, were the cap the only one in the way.
  const uncapped = Math.min(request.maxLegs, tests, MAX_LEGS);
  const beyond = limit === 'capacity' ? fewestWithin(search, cap + 1, uncapped) : undefined;
  return {
    split: found.split,
    choice: { by: 'limit', limit, targetMs, ...(beyond?.reached ? { within: beyond.split.legs } : {}) },
  };
}

/** What a search for the number of legs splits, and what it aims at. */
interface LegSearch {
  /** The tests, longest first. */
  order: Int32Array;
  weights: Float64Array;
  /** Sessions per leg. */
  perLeg: number;
  /** The slowest leg's time to reach, in milliseconds. */
  goal: number;
}

/**
 * The fewest legs from `from` to `to` whose slowest leg is within `goal`; when none is, the legs of that
 * range with the least slowest leg (the fewest of them on a tie).
 */
function fewestWithin(
  { order, weights, perLeg, goal }: LegSearch,
  from: number,
  to: number,
): { split: Partition; reached: boolean } {
  let best: { split: Partition; slowest: number } | undefined;
  for (let legs = from; legs <= to; legs++) {
    const split = partition(order, weights, legs);
    const slowest = slowestOf(split, perLeg);
    if (slowest <= goal) return { split, reached: true };
    if (!best || slowest < best.slowest) best = { split, slowest };
  }
  // The callers' ranges are never empty (`from` ≤ `to`).
  return { split: best!.split, reached: false };
}

/** The most legs `auto` may plan, and what holds it there. */
function capOf(request: PlanRequest, tests: number): { cap: number; limit: Limit } {
  const { capacity } = request;
  const atOnce = 'free' in capacity ? legsRunAtOnce(capacity, request.sessionsPerLeg) : Infinity;
  const maxLegs = Math.min(request.maxLegs, MAX_LEGS);
  const cap = Math.min(maxLegs, tests, atOnce);
  if (atOnce < Math.min(maxLegs, tests)) return { cap, limit: 'capacity' };
  return { cap, limit: tests < maxLegs ? 'tests' : 'max-legs' };
}
