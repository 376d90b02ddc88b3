import type { Job } from '../api/jobs.ts';
import type { ActionContext } from '../runtime/types.ts';
import type { Comparison } from './history/compare.ts';
import { JOB_STATE, REPORTING_OUTPUTS, REPORTING_STATE } from './names.ts';
import type { SessionTime } from './value/sessions.ts';
import type { CheckConclusion } from './value/types.ts';

/**
 * What a reporting step saves for its post step as it goes, and reads back there (the names:
 * names.ts), and the reporting outputs every reporting action writes. Light: a post step reads its
 * state before it loads anything else.
 */

/** What main saved about the check run it opened, as saved: strings, empty where nothing was. */
export interface SavedCheck {
  /** The check run's name, saved before it is opened: post finds by it one whose ID main never learnt. */
  checkName: string;
  checkRunId: string;
  checkRunDone: string;
  jobId: string;
  lastStatus: string;
  conclusion: string;
  title: string;
  /** The result main reached and saved (saveReached): a conclusion it writes and a title; else undefined. */
  reached: { conclusion: CheckConclusion; title: string } | undefined;
  /** `true` once GitHub took main's last write: its report, or why it could not report. */
  reported: string;
  /** `true` when main was cancelled first. */
  cancelled: string;
}

/** What main saved about its check run, as saved (empty where nothing was). */
export function savedCheckOf(getState: (name: string) => string): SavedCheck {
  const saved = {
    checkName: getState(REPORTING_STATE.checkName),
    checkRunId: getState(REPORTING_STATE.checkRunId),
    checkRunDone: getState(REPORTING_STATE.checkRunDone),
    jobId: getState(JOB_STATE.jobId),
    lastStatus: getState(JOB_STATE.lastStatus),
    conclusion: getState(REPORTING_STATE.conclusion),
    title: getState(REPORTING_STATE.title),
    reported: getState(REPORTING_STATE.reported),
    cancelled: getState(REPORTING_STATE.cancelled),
  };
  return { ...saved, reached: reachedOf(saved) };
}

/** Every conclusion main saves; anything else in the state is not main's word and is ignored. */
const CONCLUSIONS: Record<CheckConclusion, true> = {
  success: true,
  failure: true,
  neutral: true,
  cancelled: true,
  timed_out: true,
};

/** The result main reached and saved (saveReached), or undefined when it saved none. */
function reachedOf(
  saved: Pick<SavedCheck, 'conclusion' | 'title'>,
): { conclusion: CheckConclusion; title: string } | undefined {
  const conclusion = saved.conclusion as CheckConclusion;
  return Object.hasOwn(CONCLUSIONS, conclusion) && saved.title
    ? { conclusion, title: saved.title }
    : undefined;
}

/** The hook that saves the check run main opened in progress, and whether it is complete. */
export function checkRunSaving(
  ctx: Pick<ActionContext, 'saveState'>,
): (id: number, completed: boolean) => void {
  return (id, completed) => {
    ctx.saveState(REPORTING_STATE.checkRunId, String(id));
    ctx.saveState(REPORTING_STATE.checkRunDone, String(completed));
  };
}

/** The result main reached, saved before it writes it: its post step writes it if GitHub does not take it. */
export function saveReached(
  ctx: Pick<ActionContext, 'saveState'>,
  end: { conclusion: CheckConclusion; title: string },
): void {
  ctx.saveState(REPORTING_STATE.conclusion, end.conclusion);
  ctx.saveState(REPORTING_STATE.title, end.title);
}

/** What a wait for a Codeless job tells as it goes: each status seen, the end, the result reached. */
export interface JobHooks {
  onSeen?: (job: Job) => void;
  onFinal?: (job: Job) => void;
  onVerdict?: (end: { conclusion: CheckConclusion; title: string }) => void;
  onStopped?: () => void;
}

/** The hooks of a wait for job `jobId` that save its state as it goes, its ID first. */
export function jobSaving(ctx: Pick<ActionContext, 'saveState'>, jobId: number): JobHooks {
  ctx.saveState(JOB_STATE.jobId, String(jobId));
  let lastStatus: string | undefined;
  return {
    onSeen: (job) => {
      if (job.status !== lastStatus) ctx.saveState(JOB_STATE.lastStatus, (lastStatus = job.status));
    },
    onFinal: (job) => ctx.saveState(JOB_STATE.finalStatus, job.status),
    onStopped: () => ctx.saveState(JOB_STATE.stoppedEarly, 'true'),
    onVerdict: (verdict) => {
      saveReached(ctx, verdict);
    },
  };
}

/**
 * `junit-file`, `ctrf-file` and `assets-dir`: each empty when nothing was written there;
 * `new-failures` and `fixed`: counts, and `compared-to`: the commit, each empty when nothing was compared;
 * `flaky`, the count of flaky tests, and `quarantined`, of quarantined tests that failed, each empty
 * when no report was made; `vm-seconds` and `device-seconds`, the session time (to a tenth of a
 * second), empty when it is not known.
 */
export function reportingOutputs(result: {
  junitFile?: string;
  ctrfFile?: string;
  assetsDir?: string;
  comparison?: Comparison;
  flaky?: number;
  quarantined?: number;
  sessions?: Pick<SessionTime, 'vmSeconds' | 'deviceSeconds'>;
}): Record<string, string> {
  const seconds = (s: number | undefined) => (s === undefined ? '' : String(Math.round(s * 10) / 10));
  const { comparison } = result;
  return {
    [REPORTING_OUTPUTS.junitFile]: result.junitFile ?? '',
    [REPORTING_OUTPUTS.ctrfFile]: result.ctrfFile ?? '',
    [REPORTING_OUTPUTS.assetsDir]: result.assetsDir ?? '',
    [REPORTING_OUTPUTS.newFailures]: comparison ? String(comparison.newFailures.count) : '',
    [REPORTING_OUTPUTS.fixed]: comparison ? String(comparison.fixed.count) : '',
    [REPORTING_OUTPUTS.comparedTo]: comparison?.sha ?? '',
    [REPORTING_OUTPUTS.flaky]: result.flaky === undefined ? '' : String(result.flaky),
    [REPORTING_OUTPUTS.quarantined]: result.quarantined === undefined ? '' : String(result.quarantined),
    [REPORTING_OUTPUTS.vmSeconds]: seconds(result.sessions?.vmSeconds),
    [REPORTING_OUTPUTS.deviceSeconds]: seconds(result.sessions?.deviceSeconds),
  };
}
