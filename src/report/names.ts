// The names every reporting action shares: its reporting inputs and outputs, and what its main step
// leaves its post step. Imports nothing: an action's names load before its settings are checked.

/** The reporting inputs of every reporting action (wait-for-job, annotate-build, the root action; combine some). */
export const REPORTING_INPUTS = {
  prComment: 'pr-comment',
  junitFile: 'junit-file',
  ctrfFile: 'ctrf-file',
  downloadAssets: 'download-assets',
  compare: 'compare',
  failOn: 'fail-on',
  failOnFlaky: 'fail-on-flaky',
  failOnEmpty: 'fail-on-empty',
  failOnUnknown: 'fail-on-unknown',
  quarantine: 'quarantine',
  autoQuarantine: 'auto-quarantine',
} as const;

/** The outputs those inputs give, on every reporting action. */
export const REPORTING_OUTPUTS = {
  junitFile: 'junit-file',
  ctrfFile: 'ctrf-file',
  assetsDir: 'assets-dir',
  newFailures: 'new-failures',
  fixed: 'fixed',
  comparedTo: 'compared-to',
  flaky: 'flaky',
  quarantined: 'quarantined',
  vmSeconds: 'vm-seconds',
  deviceSeconds: 'device-seconds',
} as const;

/**
 * What a reporting step's main leaves its post step about its check run, each saved the moment it is
 * known, so that a main cancelled or killed at any point leaves post what it needs to complete or
 * make it (src/report/step-state.ts saves and reads them).
 */
export const REPORTING_STATE = {
  /** The name of the check run main is to open, saved first: post finds it by name if no ID was saved. */
  checkName: 'check-name',
  /** The check run opened in progress; post completes it unless `check-run-done` is true. */
  checkRunId: 'check-run-id',
  checkRunDone: 'check-run-done',
  /** Main reached its report, or said on the check run why it could not: post makes none. */
  reported: 'reported',
  /** Main was cancelled first: a check run post makes for it is `cancelled`. */
  cancelled: 'cancelled',
  /**
   * The result main reached (conclusion and title), saved before it writes it: when GitHub did not
   * take that write (`reported` unsaved), post writes it, completing the check run or making it.
   */
  conclusion: 'conclusion',
  title: 'title',
} as const;

/** What a step that waits for a Codeless job adds (wait-for-job's, the root action's): the job as it went. */
export const JOB_STATE = {
  jobId: 'job-id',
  /** The job's status each time it changes. */
  lastStatus: 'last-status',
  /** Set once the job was seen FINISHED or FAILED. */
  finalStatus: 'final-status',
  /** Set once main stopped the job's tests itself (`max-failures`): post has none of them to stop. */
  stoppedEarly: 'stopped-early',
} as const;
