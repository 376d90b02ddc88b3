import { EVIDENCE_INPUTS, EVIDENCE_OUTPUTS } from '../wait-for-job/names.ts';

export const ACTION = 'annotate-build';

export const INPUTS = {
  build: 'build',
  checkName: 'check-name',
  failOnFailure: 'fail-on-failure',
  waitSeconds: 'wait-seconds',
  githubToken: 'github-token',
  ...EVIDENCE_INPUTS,
} as const;

export const INPUT_NAMES = Object.values(INPUTS);

export const OUTPUTS = {
  total: 'total',
  passed: 'passed',
  failed: 'failed',
  unknown: 'unknown',
  conclusion: 'conclusion',
  checkRunId: 'check-run-id',
  checkRunUrl: 'check-run-url',
  ...EVIDENCE_OUTPUTS,
} as const;
