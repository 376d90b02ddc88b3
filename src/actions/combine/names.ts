import { OUTPUTS as ANNOTATE_OUTPUTS } from '../annotate-build/names.ts';
import { EVIDENCE_INPUTS } from '../wait-for-job/names.ts';

export const ACTION = 'combine';

/** The default name of the combined check: one stable name over the whole matrix. */
export const DEFAULT_CHECK_NAME = 'Cloud tests';

export const INPUTS = {
  checkName: 'check-name',
  allowMissing: 'allow-missing',
  githubToken: 'github-token',
  prComment: EVIDENCE_INPUTS.prComment,
  compare: EVIDENCE_INPUTS.compare,
  failOn: EVIDENCE_INPUTS.failOn,
  failOnFlaky: EVIDENCE_INPUTS.failOnFlaky,
  failOnEmpty: EVIDENCE_INPUTS.failOnEmpty,
  failOnUnknown: EVIDENCE_INPUTS.failOnUnknown,
  quarantine: EVIDENCE_INPUTS.quarantine,
  autoQuarantine: EVIDENCE_INPUTS.autoQuarantine,
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
  legs: 'legs',
  missing: 'missing',
} as const;

/**
 * What main leaves for post: the check run's name, then the one it opened in progress, then whether
 * it reported (or said why it could not) or was cancelled first.
 */
export const STATE = {
  checkName: 'check-name',
  checkRunId: 'check-run-id',
  reported: 'reported',
  cancelled: 'cancelled',
} as const;
