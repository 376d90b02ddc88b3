import { CAPACITY_INPUT } from '../../codeless/capacity.ts';

export const ACTION = 'trigger-lab-suite';

export const INPUTS = {
  suiteId: 'suite-id',
  testId: 'test-id',
  all: 'all',
  url: 'url',
  waitForCapacity: CAPACITY_INPUT,
} as const;

export const INPUT_NAMES = Object.values(INPUTS);

export const OUTPUTS = {
  jobId: 'job-id',
} as const;
