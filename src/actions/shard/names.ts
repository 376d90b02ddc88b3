import { DEFAULT_CHECK_NAME } from '../combine/names.ts';

export const ACTION = 'shard';

/** Whose base reports time the tests: by default the one check combine makes over the legs. */
export { DEFAULT_CHECK_NAME };

export const INPUTS = {
  tests: 'tests',
  legs: 'legs',
  targetMinutes: 'target-minutes',
  maxLegs: 'max-legs',
  capacity: 'capacity',
  sessionsPerLeg: 'sessions-per-leg',
  checkName: 'check-name',
  githubToken: 'github-token',
} as const;

export const INPUT_NAMES = Object.values(INPUTS);

/** The inputs that size the legs, which `cloudtest shard` takes as flags of the same names. */
export const PLAN_INPUT_NAMES = [
  INPUTS.legs,
  INPUTS.targetMinutes,
  INPUTS.maxLegs,
  INPUTS.capacity,
  INPUTS.sessionsPerLeg,
] as const;

export const OUTPUTS = {
  matrix: 'matrix',
  legs: 'legs',
  predictedSeconds: 'predicted-seconds',
  untimed: 'untimed',
} as const;
