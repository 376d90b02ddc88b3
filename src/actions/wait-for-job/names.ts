import type { WaitResult } from '../../codeless/wait.ts';

export const ACTION = 'wait-for-job';

/** The reporting inputs of every reporting action (annotate-build takes them too). */
export const EVIDENCE_INPUTS = {
  prComment: 'pr-comment',
  junitFile: 'junit-file',
  ctrfFile: 'ctrf-file',
  downloadAssets: 'download-assets',
} as const;

/** The outputs those inputs give, on every reporting action. */
export const EVIDENCE_OUTPUTS = {
  junitFile: 'junit-file',
  ctrfFile: 'ctrf-file',
  assetsDir: 'assets-dir',
} as const;

export const INPUTS = {
  jobId: 'job-id',
  timeout: 'timeout',
  pollInterval: 'poll-interval',
  failOnFailure: 'fail-on-failure',
  report: 'report',
  checkName: 'check-name',
  githubToken: 'github-token',
  ...EVIDENCE_INPUTS,
} as const;

export const INPUT_NAMES = Object.values(INPUTS);

export const OUTPUTS = {
  status: 'status',
  success: 'success',
  testIds: 'test-ids',
  failedCount: 'failed-count',
  checkRunUrl: 'check-run-url',
  ...EVIDENCE_OUTPUTS,
} as const;

/** The outputs of a wait, shared with the root action. */
export function waitOutputs(result: WaitResult): Record<string, string> {
  return {
    [OUTPUTS.status]: result.status,
    [OUTPUTS.success]: result.success === undefined ? '' : String(result.success),
    [OUTPUTS.testIds]: JSON.stringify(result.testIds),
    [OUTPUTS.failedCount]: String(result.failedCount),
    [OUTPUTS.checkRunUrl]: result.checkRunUrl ?? '',
    ...evidenceOutputs(result),
  };
}

/** `junit-file`, `ctrf-file` and `assets-dir`: each empty when nothing was written there. */
export function evidenceOutputs(result: { junitFile?: string; ctrfFile?: string; assetsDir?: string }) {
  return {
    [EVIDENCE_OUTPUTS.junitFile]: result.junitFile ?? '',
    [EVIDENCE_OUTPUTS.ctrfFile]: result.ctrfFile ?? '',
    [EVIDENCE_OUTPUTS.assetsDir]: result.assetsDir ?? '',
  };
}
