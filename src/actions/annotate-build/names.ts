import { REPORTING_INPUTS, REPORTING_OUTPUTS, REPORTING_STATE } from '../../report/names.ts';
import { reportingOutputs } from '../../report/step-state.ts';
import type { PublishedReport } from '../../report/types.ts';

export const ACTION = 'annotate-build';

/** The default check name's base; the job's key and matrix leg follow it. */
export const CHECK_BASE = 'Cloud tests';

export const INPUTS = {
  build: 'build',
  checkName: 'check-name',
  failOnFailure: 'fail-on-failure',
  waitSeconds: 'wait-seconds',
  githubToken: 'github-token',
  ...REPORTING_INPUTS,
} as const;

export const INPUT_NAMES = Object.values(INPUTS);

/**
 * What main leaves for post, each saved the moment it is known: the check run's name and reference;
 * then the report's session saves (REPORTING_STATE) whether main reported (or said why it could not)
 * or was cancelled first. A post step finding neither makes the check run, so a required check never
 * waits with nothing said.
 */
export const STATE = {
  checkName: REPORTING_STATE.checkName,
  externalId: 'external-id',
} as const;

export const OUTPUTS = {
  total: 'total',
  passed: 'passed',
  failed: 'failed',
  unknown: 'unknown',
  conclusion: 'conclusion',
  checkRunId: 'check-run-id',
  checkRunUrl: 'check-run-url',
  ...REPORTING_OUTPUTS,
} as const;

/** A report's outputs: its counts, its check run's conclusion and address, and the evidence's. */
export function reportOutputs(result: PublishedReport): Record<string, string> {
  const { counts } = result;
  return {
    [OUTPUTS.total]: String(counts.total),
    [OUTPUTS.passed]: String(counts.passed),
    [OUTPUTS.failed]: String(counts.failed),
    [OUTPUTS.unknown]: String(counts.unknown),
    [OUTPUTS.conclusion]: result.conclusion,
    [OUTPUTS.checkRunId]: result.checkRunId === undefined ? '' : String(result.checkRunId),
    [OUTPUTS.checkRunUrl]: result.checkRunUrl ?? '',
    ...reportingOutputs({ ...result, flaky: counts.flaky }),
  };
}
