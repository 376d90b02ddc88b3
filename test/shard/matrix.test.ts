import { describe, expect, it } from 'vitest';

import { matrixWarnings, planResult } from '../../src/shard/matrix.ts';
import { planShards } from '../../src/shard/plan.ts';

const planOf = (tests: string[], legs: number) =>
  planShards({
    tests,
    durations: { seconds: new Map(tests.map((t, i) => [t, 10 + (i % 7)])), from: 'a report' },
    legs,
    targetMinutes: 10,
    maxLegs: 20,
    sessionsPerLeg: 1,
    capacity: { kind: 'none' },
  });
const names = (count: number, length: number) =>
  Array.from({ length: count }, (_, i) => `${String(i).padStart(6, '0')}${'x'.repeat(length - 6)}`);

describe('the matrix', () => {
  it('is one object a leg: leg, legs, tests, predicted-seconds, in that order', () => {
    const result = planResult(planOf(['a', 'b', 'c'], 2));
    expect(JSON.stringify(result.matrix)).toBe(
      '[{"leg":1,"legs":2,"tests":["c"],"predicted-seconds":12},{"leg":2,"legs":2,"tests":["a","b"],"predicted-seconds":21}]',
    );
    expect(result).toMatchObject({ legs: 2, predictedSeconds: 21, untimed: 0 });
  });

  it('warns of a leg too long for an input of the actions in it, and of a matrix too large for an output', () => {
    const fits = planResult(planOf(names(200, 60), 8));
    expect(matrixWarnings(fits, JSON.stringify(fits.matrix))).toEqual([]);
    const long = planResult(planOf(names(2_000, 60), 4));
    expect(matrixWarnings(long, JSON.stringify(long.matrix))).toEqual([
      expect.stringMatching(
        /^Leg 1 is \d+ characters as \$\{\{ toJSON\(matrix\) \}\}, .* give them matrix: '\{"leg": \$\{\{ matrix\.leg \}\}\}', which names the leg the same\.$/,
      ),
    ]);
    const huge = planResult(planOf(names(8_000, 130), 256));
    expect(matrixWarnings(huge, JSON.stringify(huge.matrix))).toEqual([
      expect.stringMatching(/^The matrix is \d+ bytes, more than the 1000000 a job's output passes on: /),
    ]);
  });
});
