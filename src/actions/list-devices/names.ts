export const ACTION = 'list-devices';

export const INPUTS = {
  platform: 'platform',
  name: 'name',
  minVersion: 'min-version',
  max: 'max',
  availableOnly: 'available-only',
} as const;

export const INPUT_NAMES = Object.values(INPUTS);

export const OUTPUTS = {
  matrix: 'matrix',
  count: 'count',
} as const;
