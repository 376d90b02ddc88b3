import { SHARD_LEG_KEYS } from '../runtime/job-identity.ts';
import { utf8Bytes } from '../text/characters.ts';
import type { Plan } from './plan.ts';
import { predictedSeconds } from './text.ts';

/**
 * The plan as a matrix passes it on: one object a leg, `{leg, legs, tests, predicted-seconds}`, which a
 * workflow gives `strategy.matrix.include` (or one key of the matrix). A leg's check and build names
 * are made of `leg` alone (src/runtime/job-identity.ts), so its base report is found from one run to
 * the next whatever tests the plan gives it.
 */
interface MatrixLeg {
  [SHARD_LEG_KEYS.leg]: number;
  [SHARD_LEG_KEYS.legs]: number;
  [SHARD_LEG_KEYS.tests]: string[];
  [SHARD_LEG_KEYS.predictedSeconds]: number | null;
}

/** What the plan outputs: the matrix, how many legs, the slowest leg's prediction, the untimed tests. */
export interface PlanResult {
  matrix: MatrixLeg[];
  legs: number;
  /** The slowest leg's, in seconds to one decimal; null without history. */
  predictedSeconds: number | null;
  untimed: number;
}

export function planResult(plan: Plan): PlanResult {
  const legs = plan.legs.length;
  return {
    matrix: plan.legs.map((leg) => ({
      [SHARD_LEG_KEYS.leg]: leg.leg,
      [SHARD_LEG_KEYS.legs]: legs,
      [SHARD_LEG_KEYS.tests]: leg.tests,
      [SHARD_LEG_KEYS.predictedSeconds]: predictedSeconds(leg.predictedMs),
    })),
    legs,
    predictedSeconds: predictedSeconds(plan.timing?.slowestMs),
    untimed: plan.untimed,
  };
}

/** A job's output is at most 1 MB: the matrix passes from the planning job to the matrix through one (docs/github-facts.md). */
const MAX_JOB_OUTPUT_BYTES = 1_000_000;
/**
 * The runner gives each action of a leg its `matrix` input (`${{ toJSON(matrix) }}`, indented) as an
 * environment variable: Windows takes at most 32,767 characters in one, Linux 128 KiB
 * (docs/github-facts.md).
 */
const MAX_VARIABLE_CHARS = 32_767;

/** What GitHub may refuse of the matrix: an output too large to pass on, a leg too long for an input. */
export function matrixWarnings(result: PlanResult, matrixJson: string): string[] {
  const warnings: string[] = [];
  const bytes = utf8Bytes(matrixJson);
  if (bytes > MAX_JOB_OUTPUT_BYTES)
    warnings.push(
      `The matrix is ${bytes} bytes, more than the ${MAX_JOB_OUTPUT_BYTES} a job's output passes on: name the tests shorter (their files rather than each test), or plan fewer tests in this job.`,
    );
  const longest = result.matrix.reduce<{ leg: number; chars: number }>(
    (most, leg) => {
      const chars = JSON.stringify(leg, null, 2).length;
      return chars > most.chars ? { leg: leg.leg, chars } : most;
    },
    { leg: 0, chars: 0 },
  );
  if (longest.chars > MAX_VARIABLE_CHARS)
    warnings.push(
      `Leg ${longest.leg} is ${longest.chars} characters as \${{ toJSON(matrix) }}, which the runner hands each of our actions in the leg as an environment variable, more than Windows takes (${MAX_VARIABLE_CHARS}; Linux takes 128 KiB): give them matrix: '{"leg": \${{ matrix.leg }}}', which names the leg the same.`,
    );
  return warnings;
}
