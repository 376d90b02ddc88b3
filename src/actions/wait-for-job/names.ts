import type { SavedCheck } from '../../codeless/closing.ts';
import { TIMEOUT_INPUT } from '../../codeless/poll.ts';
import type { WaitAndReportHooks, WaitResult } from '../../codeless/wait.ts';
import type { ActionContext } from '../../runtime/types.ts';
import type { ReportingContext } from '../../report/publisher.ts';
import type { Comparison } from '../../report/history/compare.ts';

export const ACTION = 'wait-for-job';

/** The reporting inputs of every reporting action (annotate-build takes them too). */
export const EVIDENCE_INPUTS = {
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
export const EVIDENCE_OUTPUTS = {
  junitFile: 'junit-file',
  ctrfFile: 'ctrf-file',
  assetsDir: 'assets-dir',
  newFailures: 'new-failures',
  fixed: 'fixed',
  comparedTo: 'compared-to',
  flaky: 'flaky',
  quarantined: 'quarantined',
} as const;

export const INPUTS = {
  jobId: 'job-id',
  timeout: TIMEOUT_INPUT,
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

/**
 * `junit-file`, `ctrf-file` and `assets-dir`: each empty when nothing was written there;
 * `new-failures` and `fixed`: counts, and `compared-to`: the commit, each empty when nothing was compared;
 * `flaky`, the count of flaky tests, and `quarantined`, of quarantined tests that failed, each empty
 * when no report was made.
 */
export function evidenceOutputs(result: {
  junitFile?: string;
  ctrfFile?: string;
  assetsDir?: string;
  comparison?: Comparison;
  flaky?: number;
  quarantined?: number;
}) {
  const { comparison } = result;
  return {
    [EVIDENCE_OUTPUTS.junitFile]: result.junitFile ?? '',
    [EVIDENCE_OUTPUTS.ctrfFile]: result.ctrfFile ?? '',
    [EVIDENCE_OUTPUTS.assetsDir]: result.assetsDir ?? '',
    [EVIDENCE_OUTPUTS.newFailures]: comparison ? String(comparison.newFailures.count) : '',
    [EVIDENCE_OUTPUTS.fixed]: comparison ? String(comparison.fixed.count) : '',
    [EVIDENCE_OUTPUTS.comparedTo]: comparison?.sha ?? '',
    [EVIDENCE_OUTPUTS.flaky]: result.flaky === undefined ? '' : String(result.flaky),
    [EVIDENCE_OUTPUTS.quarantined]: result.quarantined === undefined ? '' : String(result.quarantined),
  };
}

/**
 * What main leaves for post about the check run it opens in progress, each saved the moment it is
 * known, so that a main cancelled or killed at any point leaves post what it needs to complete it.
 * The root action saves the same (its STATE spreads this).
 */
export const STATE = {
  jobId: 'job-id',
  /** The job's status each time it changes. */
  lastStatus: 'last-status',
  /** Set once the job was seen FINISHED or FAILED. */
  finalStatus: 'final-status',
  /** The result main reached (conclusion and title), saved before it writes it to the check run. */
  conclusion: 'conclusion',
  title: 'title',
  /** The name of the check run main is to open, saved first: post finds it by name if no ID was saved. */
  checkName: 'check-name',
  /** The check run opened in progress; post completes it unless `check-run-done` is true. */
  checkRunId: 'check-run-id',
  checkRunDone: 'check-run-done',
  /** Main reached its report, or said on the check run why it could not: post makes none. */
  reported: 'reported',
  /** Main was cancelled first: a check run post makes for it is `cancelled`. */
  cancelled: 'cancelled',
} as const;

/** The check run a step opened in progress, as the wait's hooks tell it: what a failure completes. */
export interface OpenedCheck {
  id?: number;
  done: boolean;
}

/**
 * The hook that saves the check run main opened in progress, and whether it is complete; `checkName`,
 * the name it is opened under (undefined when main reports none), is saved first.
 */
export function checkSavingHook(
  ctx: Pick<ActionContext, 'saveState'>,
  checkName?: string,
  opened?: OpenedCheck,
): NonNullable<WaitAndReportHooks['onCheckRun']> {
  if (checkName) ctx.saveState(STATE.checkName, checkName);
  return (id, completed) => {
    ctx.saveState(STATE.checkRunId, String(id));
    ctx.saveState(STATE.checkRunDone, String(completed));
    if (opened) Object.assign(opened, { id, done: completed });
  };
}

/**
 * The hooks of a wait that save STATE as it goes; `checkName`, the name of the check run the wait
 * reports to (undefined when it reports none), is saved first.
 */
export function savingHooks(
  ctx: Pick<ActionContext, 'saveState'>,
  jobId: number,
  checkName?: string,
  opened?: OpenedCheck,
): WaitAndReportHooks {
  const onCheckRun = checkSavingHook(ctx, checkName, opened);
  ctx.saveState(STATE.jobId, String(jobId));
  let lastStatus: string | undefined;
  return {
    onSeen: (job) => {
      if (job.status !== lastStatus) ctx.saveState(STATE.lastStatus, (lastStatus = job.status));
    },
    onFinal: (job) => ctx.saveState(STATE.finalStatus, job.status),
    onVerdict: (verdict) => {
      ctx.saveState(STATE.conclusion, verdict.conclusion);
      ctx.saveState(STATE.title, verdict.title);
    },
    onCheckRun,
  };
}

/** What main saved about its check run, as saved (empty where nothing was). */
export function savedCheckOf(getState: (name: string) => string): SavedCheck {
  return {
    checkName: getState(STATE.checkName),
    checkRunId: getState(STATE.checkRunId),
    checkRunDone: getState(STATE.checkRunDone),
    jobId: getState(STATE.jobId),
    lastStatus: getState(STATE.lastStatus),
    conclusion: getState(STATE.conclusion),
    title: getState(STATE.title),
    reported: getState(STATE.reported),
    cancelled: getState(STATE.cancelled),
  };
}

/**
 * How a step that waits and reports ends for its post step: cancelled, or reported (a failure that
 * stopped it first is said on its check run, `reportFailure`). `check` names the check run, none with
 * `report: false`.
 */
export async function endOfStep<T>(
  ctx: ReportingContext,
  check: {
    githubToken: string | undefined;
    name: string | undefined;
    opened: OpenedCheck;
    externalId: () => string;
  },
  work: () => Promise<T>,
): Promise<T> {
  try {
    const done = await work();
    ctx.saveState(ctx.signal.aborted ? STATE.cancelled : STATE.reported, 'true');
    return done;
  } catch (error) {
    if (ctx.signal.aborted) ctx.saveState(STATE.cancelled, 'true');
    else if (check.name && !check.opened.done) {
      const { reportFailure } = await import('../../report/publisher.ts');
      await reportFailure(error, ctx, {
        githubToken: check.githubToken,
        name: check.name,
        externalId: check.externalId(),
        ...(check.opened.id === undefined ? {} : { openCheckRunId: check.opened.id }),
      });
      ctx.saveState(STATE.reported, 'true');
    }
    throw error;
  }
}
