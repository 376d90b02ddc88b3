/**
 * Longest-processing-time first: the tests taken longest first, each given to the leg with the least
 * time so far. Weights are whole milliseconds, so every sum is exact and the same on any machine; ties
 * are broken the same way everywhere (by name between tests, by fewer tests and then the lower number
 * between legs), so the same inputs give the same legs. Its slowest leg is within 4/3 − 1/(3·legs) of
 * the best split's (Graham, 1969).
 */

/** Tests in the order they are given to legs: longest first, then by name (UTF-16 order, no locale). */
export function longestFirst(names: readonly string[], weights: Float64Array): Int32Array {
  const order = Int32Array.from(names.keys());
  return order.sort((a, b) => {
    const byWeight = weights[b]! - weights[a]!;
    if (byWeight) return byWeight;
    const [x, y] = [names[a]!, names[b]!];
    return x < y ? -1 : x > y ? 1 : a - b;
  });
}

/** Tests given to legs: each test's leg (from 0), and each leg's sum, count and longest test. */
export interface Partition {
  legs: number;
  legOf: Uint16Array;
  sums: Float64Array;
  counts: Int32Array;
  longest: Float64Array;
}

/**
 * Gives each test of `order` (longestFirst's) to the leg with the least time so far, the one with fewer
 * tests on a tie (so tests of no weight still spread: no leg is left empty while another has two), then
 * the lower number. A binary heap of the legs makes it O(tests · log legs).
 */
export function partition(order: Int32Array, weights: Float64Array, legs: number): Partition {
  const legOf = new Uint16Array(order.length);
  const sums = new Float64Array(legs);
  const counts = new Int32Array(legs);
  const longest = new Float64Array(legs);
  const heap = Int32Array.from({ length: legs }, (_, i) => i);
  const before = (a: number, b: number) =>
    sums[a]! < sums[b]! ||
    (sums[a] === sums[b] && (counts[a]! < counts[b]! || (counts[a] === counts[b] && a < b)));
  for (const test of order) {
    const leg = heap[0]!;
    const weight = weights[test]!;
    legOf[test] = leg;
    sums[leg]! += weight;
    counts[leg]! += 1;
    if (weight > longest[leg]!) longest[leg] = weight;
    siftDown(heap, before);
  }
  return { legs, legOf, sums, counts, longest };
}

/** Moves the heap's first leg down to its place after its sum grew. */
function siftDown(heap: Int32Array, before: (a: number, b: number) => boolean): void {
  const size = heap.length;
  let at = 0;
  for (;;) {
    const left = 2 * at + 1;
    if (left >= size) return;
    const right = left + 1;
    const child = right < size && before(heap[right]!, heap[left]!) ? right : left;
    if (!before(heap[child]!, heap[at]!)) return;
    [heap[at], heap[child]] = [heap[child]!, heap[at]!];
    at = child;
  }
}

/**
 * The same tests split by count in the order given: leg k holds the k-th run of about tests/legs. What
 * the plan falls back on when a partition it made failed its check.
 */
export function byCount(tests: number, weights: Float64Array, legs: number): Partition {
  const legOf = new Uint16Array(tests);
  const sums = new Float64Array(legs);
  const counts = new Int32Array(legs);
  const longest = new Float64Array(legs);
  for (let test = 0; test < tests; test++) {
    const leg = Math.floor((test * legs) / tests);
    const weight = weights[test]!;
    legOf[test] = leg;
    sums[leg]! += weight;
    counts[leg]! += 1;
    if (weight > longest[leg]!) longest[leg] = weight;
  }
  return { legs, legOf, sums, counts, longest };
}

/**
 * What is wrong with a partition of `tests` tests, if anything: a test in no leg or a leg past the
 * last, a leg's count that is not its tests', an empty leg. Each test has one leg by construction
 * (`legOf`), so "once" is checked as every count adding up.
 */
export function partitionProblem(tests: number, split: Partition): string | undefined {
  if (split.legOf.length !== tests) return `${split.legOf.length} tests placed of ${tests}`;
  const counted = new Int32Array(split.legs);
  for (const leg of split.legOf) {
    if (leg >= split.legs) return `a test placed in leg ${leg + 1} of ${split.legs}`;
    counted[leg]! += 1;
  }
  for (let leg = 0; leg < split.legs; leg++) {
    if (counted[leg] !== split.counts[leg])
      return `leg ${leg + 1} counts ${split.counts[leg]} tests, holds ${counted[leg]}`;
    if (!counted[leg]) return `leg ${leg + 1} is empty`;
  }
  return undefined;
}
