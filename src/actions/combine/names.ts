import { REPORTING_INPUTS, REPORTING_STATE } from '../../report/names.ts';
import { OUTPUTS as ANNOTATE_OUTPUTS } from '../annotate-build/names.ts';

export const ACTION = 'combine';

/** The default name of the combined check: one stable name over the whole matrix. */
export const DEFAULT_CHECK_NAME = 'Cloud tests';

export const INPUTS = {
  checkName: 'check-name',
  allowMissing: 'allow-missing',
  githubToken: 'github-token',
  prComment: REPORTING_INPUTS.prComment,
  compare: REPORTING_INPUTS.compare,
  failOn: REPORTING_INPUTS.failOn,
  failOnFlaky: REPORTING_INPUTS.failOnFlaky,
  failOnEmpty: REPORTING_INPUTS.failOnEmpty,
  failOnUnknown: REPORTING_INPUTS.failOnUnknown,
  quarantine: REPORTING_INPUTS.quarantine,
  autoQuarantine: REPORTING_INPUTS.autoQuarantine,
} as const;

export const INPUT_NAMES = Object.values(INPUTS);

/** annotate-build's outputs but for the files it writes, and the legs joined and missed. */
export const OUTPUTS = {
  total: ANNOTATE_OUTPUTS.total,
  passed: ANNOTATE_OUTPUTS.passed,
  failed: ANNOTATE_OUTPUTS.failed,
  unknown: ANNOTATE_OUTPUTS.unknown,
  flaky: ANNOTATE_OUTPUTS.flaky,
  newFailures: ANNOTATE_OUTPUTS.newFailures,
  fixed: ANNOTATE_OUTPUTS.fixed,
  comparedTo: ANNOTATE_OUTPUTS.comparedTo,
  quarantined: ANNOTATE_OUTPUTS.quarantined,
  conclusion: ANNOTATE_OUTPUTS.conclusion,
  checkRunId: ANNOTATE_OUTPUTS.checkRunId,
  checkRunUrl: ANNOTATE_OUTPUTS.checkRunUrl,
  vmSeconds: ANNOTATE_OUTPUTS.vmSeconds,
  deviceSeconds: ANNOTATE_OUTPUTS.deviceSeconds,
  legs: 'legs',
  missing: 'missing',
} as const;

/**
 * What main leaves for post: the check run's name, then the one it opened in progress; whether it
 * reported (or said why it could not) or was cancelled first, the report's session saves
 * (REPORTING_STATE).
 */
export const STATE = {
  checkName: REPORTING_STATE.checkName,
  checkRunId: REPORTING_STATE.checkRunId,
} as const;
