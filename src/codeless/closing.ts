import { FINAL_JOB_STATUSES, type Job } from '../api/jobs.ts';
import { messageOf } from '../api/transport/errors.ts';
import type { ReportSession } from '../report/session.ts';
import type { CheckConclusion, ReportingContext, SavedCheck } from '../report/types.ts';
import type { ServiceContext } from '../runtime/service-context.ts';
import { markdownLink, markdownText } from '../text/escape.ts';
import { attemptExternalId, jobExternalId } from './external-id.ts';

/** A result for a check run: its conclusion and its title. */
export interface CheckEnd {
  conclusion: CheckConclusion;
  title: string;
}

/** A check run main opened in progress and did not complete, for its post step. */
interface LeftCheck {
  checkRunId: number;
  /** Undefined when the trigger's answer never came. */
  jobId: number | undefined;
  lastStatus: string | undefined;
  /** The result main reached but GitHub did not take: a job that ended, a time-out, a failed wait. */
  end: CheckEnd | undefined;
}

const ID = /^[1-9]\d{0,15}$/;

/** The check run main left in progress by its saved ID, or undefined when it completed it or saved none. */
function leftCheckOf(saved: SavedCheck): LeftCheck | undefined {
  if (!ID.test(saved.checkRunId) || saved.checkRunDone === 'true') return undefined;
  return {
    checkRunId: Number(saved.checkRunId),
    jobId: ID.test(saved.jobId) ? Number(saved.jobId) : undefined,
    lastStatus: saved.lastStatus || undefined,
    end: saved.reached,
  };
}

/**
 * Whether main may have left a check run in progress without saving its ID: it was to report on a job
 * (a check name and a job saved) and never completed a check run. GitHub may have made the run while
 * its answer to main never came, or main was killed between the two.
 */
function mayHaveLeftUnsaved(saved: SavedCheck): boolean {
  return !saved.checkRunId && saved.checkRunDone !== 'true' && !!saved.checkName && ID.test(saved.jobId);
}

/**
 * Whether main was to report (it saved a check name), left no check run to complete and never got to
 * its report nor said why: it ended first, and the post step makes its check run (the session's `endedEarly`).
 */
function endedUnreported(saved: SavedCheck): boolean {
  return !!saved.checkName && saved.reported !== 'true' && saved.checkRunDone !== 'true';
}

/** The result main reached and GitHub did not take, when it saved one. */
function withReached(saved: SavedCheck): { reached?: CheckEnd } {
  return saved.reached ? { reached: saved.reached } : {};
}

/** The post step's check run for a main that ended before it opened one or reported (endedUnreported). */
async function makeEndedCheck(saved: SavedCheck, ctx: ServiceContext, session: Session): Promise<void> {
  if (!endedUnreported(saved)) {
    ctx.log.debug('No check run was left in progress, and none is missing: nothing to do.');
    return;
  }
  await (
    await session()
  ).endedEarly({
    externalId: ID.test(saved.jobId) ? jobExternalId(saved.jobId) : 'unreported',
    cancelled: saved.cancelled === 'true',
    ...withReached(saved),
  });
}

/** The post step's report session, made on first use: a post step with nothing to do loads no reporting code. */
type Session = () => Promise<ReportSession>;

/** How a post step ends its check run (`cleanUp` and wait-for-job's post step). */
export interface LeftCheckOptions {
  githubToken: string | undefined;
  /** The job as the post step read it before stopping its runs: not read again. */
  read?: JobRead;
  /** What the post step did about the job's runs, in a sentence. */
  stopped?: string;
  /** Main started no job (it ended before its trigger was sent, or the trigger was turned away). */
  noJob?: boolean;
}

/**
 * The post step's work on main's check run: completes the one main left in progress (closeLeftCheck),
 * else makes the one main never made, when it ended before it reported (makeEndedCheck).
 */
export async function completeLeftCheck(
  saved: SavedCheck,
  ctx: ReportingContext,
  options: LeftCheckOptions,
): Promise<void> {
  let made: ReportSession | undefined;
  const session: Session = async () => {
    const { reportSession } = await import('../report/session.ts');
    return (made ??= reportSession(ctx, { checkName: saved.checkName, githubToken: options.githubToken }));
  };
  const left = await findLeftCheck(saved, ctx, session);
  if (left) await closeLeftCheck(left, ctx, session, options);
  else await makeEndedCheck(saved, ctx, session);
}

/** Whether the post step needs the service: a check to complete, with no result main reached. */
export function postReadsJob(saved: SavedCheck): boolean {
  const left = leftCheckOf(saved);
  if (left) return left.end === undefined;
  return mayHaveLeftUnsaved(saved) && !(saved.conclusion && saved.title);
}

/**
 * The check run main left in progress: by its saved ID, else (main never learnt the ID) looked for on
 * the commit by its name and external ID (the job's, else the attempt's) among our token's; undefined
 * when there is none.
 */
async function findLeftCheck(
  saved: SavedCheck,
  ctx: ServiceContext,
  session: Session,
): Promise<LeftCheck | undefined> {
  const left = leftCheckOf(saved);
  if (left || !mayHaveLeftUnsaved(saved)) return left;
  const reports = await session();
  // Opened for its job (wait-for-job), or before the trigger (the root action).
  const found =
    (await reports.findProgress(jobExternalId(saved.jobId))) ??
    (await reports.findProgress(attemptExternalId(ctx.job.attempt)));
  if (found === undefined) {
    ctx.log.debug(`No check run "${saved.checkName}" was left in progress.`);
    return undefined;
  }
  ctx.log.info(`Found check run #${found} left in progress, whose ID main never learnt.`);
  return leftCheckOf({ ...saved, checkRunId: String(found) });
}

/** What a check run completed without its report says, as markdown: each part a paragraph. */
export interface ClosingText {
  /** Undefined when no job is known: none was started, or the trigger's answer never came. */
  jobId: number | undefined;
  /** No job was started: the trigger was never sent, or the service turned it away. */
  noJob?: boolean;
  /** The last status of the job seen, by the step or its post step. */
  status: string | undefined;
  /** What happened to the step; our own words (escaped here all the same). */
  happened: string;
  /** What the post step did about the job's runs. */
  stopped?: string;
  /** The workflow run's page (there is no page of the job to link). */
  runUrl: string | undefined;
}

export function closingSummary(text: ClosingText): string {
  const job =
    text.jobId !== undefined
      ? `**Job ${text.jobId}**, last status seen: ${markdownText(text.status ?? 'none')}.`
      : text.noJob
        ? '**The Codeless job**: none was started.'
        : "**The Codeless job**: unknown, the trigger's answer never came.";
  return [
    job,
    markdownText(text.happened),
    text.stopped && `**The post step**: ${markdownText(text.stopped)}`,
    `${markdownLink('The workflow run', text.runUrl)} has the step's log and job summary.`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * Completes, from a post step, the check run main left in progress: with the result main reached when
 * it reached one; else with the job's own outcome when the job has ended (read again unless the post
 * step read it already); else as cancelled. Its summary says what happened. Problems are warnings.
 */
async function closeLeftCheck(
  left: LeftCheck,
  ctx: ServiceContext,
  session: Session,
  options: LeftCheckOptions,
): Promise<void> {
  const read = left.end ? undefined : (options.read ?? (await readJob(left.jobId, ctx)));
  const { end, happened } = await endOf(left, read, options.noJob);
  const summary = (runUrl: string | undefined) =>
    closingSummary({
      jobId: left.jobId,
      ...(options.noJob ? { noJob: true } : {}),
      status: read?.job?.status ?? left.lastStatus,
      happened,
      stopped: options.stopped,
      runUrl,
    });
  await (await session()).closeProgress({ ...end, summary }, left.checkRunId);
}

/** A job as a post step read it again: undefined, with why, when it could not. */
export interface JobRead {
  job: Job | undefined;
  problem?: string;
}

/** Reads the job again for a post step; a failure is a debug line and a `problem`. */
export async function readJob(jobId: number | undefined, ctx: ServiceContext): Promise<JobRead> {
  if (jobId === undefined) return { job: undefined };
  try {
    return { job: await ctx.client.jobs.get(jobId) };
  } catch (error) {
    ctx.log.debug(`Could not read job ${jobId}: ${messageOf(error)}`);
    return { job: undefined, problem: messageOf(error) };
  }
}

async function endOf(
  left: LeftCheck,
  read: JobRead | undefined,
  noJob = false,
): Promise<{ end: CheckEnd; happened: string }> {
  if (left.end)
    return {
      end: left.end,
      happened:
        'The step reached this result but did not complete this check run with its report (GitHub did not take it, or the step ended first): its post step completed it.',
    };
  const job = read?.job;
  if (job && left.jobId !== undefined && FINAL_JOB_STATUSES.has(job.status)) {
    const { endedVerdict } = await import('./verdict.ts');
    const { conclusion, title } = endedVerdict(left.jobId, job);
    return {
      end: { conclusion, title },
      happened: `The step ended before it reported the job, which has ended since: its post step completed this check run with the job's result.`,
    };
  }
  if (noJob)
    return {
      end: { conclusion: 'cancelled', title: 'Cancelled before a Codeless job was started' },
      happened: 'The step was cancelled or ended before it started a job.',
    };
  const what = left.jobId === undefined ? 'the Codeless job' : `job ${left.jobId}`;
  const status = job?.status ?? left.lastStatus;
  return {
    end: {
      conclusion: 'cancelled',
      title: status ? `Cancelled while ${what} was ${status}` : `Cancelled before ${what} ended`,
    },
    happened:
      'The step was cancelled or ended before the job did.' +
      (read?.problem ? ` The post step could not read the job again: ${read.problem}` : ''),
  };
}
