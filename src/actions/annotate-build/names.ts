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

/**
 * What main leaves for post, each saved the moment it is known: the check run's name and reference
 * first, then whether main reported (or said why it could not) or was cancelled first. A post step
 * finding neither makes the check run, so a required check never waits with nothing said.
 */
export const STATE = {
  checkName: 'check-name',
  externalId: 'external-id',
  reported: 'reported',
  cancelled: 'cancelled',
} as const;

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
