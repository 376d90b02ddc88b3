import type { ServiceContext } from '../runtime/service-context.ts';
import type { ActionContext } from '../runtime/types.ts';
import type { BaseReport } from './history/base/lookup.ts';
import type { ReportDeps } from './world/deps.ts';
import type { EvidenceOptions, PublishedReport, ReadReportInput, ReportInput } from './types.ts';
import type { UnreportedCheck } from './outputs/check-run/unreported.ts';

/**
 * How a host shows the reports the core makes: on the GitHub runner the check run, job summary,
 * comment and files (`publishReport`); on the command line the CI's own outputs. A failed output is
 * a warning; only the caller decides whether the step or command fails.
 */
export interface ReportPublisher {
  /** Without options: the report files only, as the actions' defaults. */
  publish(input: ReportInput | ReadReportInput, options?: EvidenceOptions): Promise<PublishedReport>;
  /**
   * The base a host keeps of its own (the command line's history file), read before a wait: how long
   * the job usually runs. Undefined: the host keeps none.
   */
  base?(): Promise<BaseReport>;
}

/** A context whose host may bring its own publisher; without one, reports go to GitHub. */
export type ReportingContext = ServiceContext & { publisher?: ReportPublisher };

/** The runner host's publisher over its GitHub side; the reporting code loads on the first report. */
export function gitHubPublisher(deps: ReportDeps): ReportPublisher {
  return {
    publish: async (input, options) => (await import('./publish.ts')).publishReport(input, deps, options),
  };
}

/** The host's publisher, else GitHub's over the step's token. */
export async function publisherFor(
  ctx: ReportingContext,
  githubToken: string | undefined,
): Promise<ReportPublisher> {
  if (ctx.publisher) return ctx.publisher;
  const { reportDeps } = await import('./publish.ts');
  return gitHubPublisher(await reportDeps(githubToken, ctx));
}

/** What a step's check run for a failure is made with: the runner's context, or a host's with its publisher. */
type StepContext = Pick<ActionContext, 'env' | 'log' | 'github' | 'clock' | 'signal' | 'job'> & {
  publisher?: ReportPublisher;
};

/** What a reporting step that failed before its report leaves on its check run (outputs/check-run/unreported.ts). */
export interface FailedStepCheck {
  githubToken: string | undefined;
  name: string;
  externalId: string;
  /** The check run the step opened in progress and left open. */
  openCheckRunId?: number;
}

/**
 * A reporting step failed before its report: on the runner its check run is completed (or made)
 * `failure`, titled with why, so a required check never waits with nothing said. A cancelled step
 * leaves that to its post step (it has the time a cancelled step lacks); a host with its own
 * publisher says it its own way (the command line's exit code and line). Problems are warnings.
 */
export async function reportFailure(error: unknown, ctx: StepContext, check: FailedStepCheck): Promise<void> {
  if (ctx.signal.aborted || ctx.publisher) return;
  const { messageOf } = await import('../api/transport/errors.ts');
  await reportUnreported(ctx, check.githubToken, {
    name: check.name,
    externalId: check.externalId,
    reason: `Not reported: ${messageOf(error)}`,
    conclusion: 'failure',
    ...(check.openCheckRunId === undefined ? {} : { openCheckRunId: check.openCheckRunId }),
  });
}

/**
 * The post step of a reporting step that ended before its report and left no check run: it makes
 * one, `cancelled` when main said it was cancelled, else `failure` (main timed out or was stopped hard).
 * A host with its own publisher opens no check run, so it leaves none to make.
 */
export async function reportEndedEarly(
  ctx: StepContext,
  githubToken: string | undefined,
  saved: { name: string; externalId: string; cancelled: boolean; openCheckRunId?: number },
): Promise<void> {
  if (ctx.publisher) return;
  await reportUnreported(ctx, githubToken, {
    name: saved.name,
    externalId: saved.externalId,
    ...(saved.openCheckRunId === undefined ? {} : { openCheckRunId: saved.openCheckRunId }),
    reason: saved.cancelled
      ? 'Not reported: the step was cancelled before it reported'
      : 'Not reported: the step ended before it reported (it timed out, or was stopped)',
    conclusion: saved.cancelled ? 'cancelled' : 'failure',
    happened: 'Its post step made this check run, so that the check does not wait with nothing said.',
  });
}

async function reportUnreported(
  ctx: StepContext,
  githubToken: string | undefined,
  check: UnreportedCheck,
): Promise<void> {
  const [{ reportDeps }, { publishUnreported }] = await Promise.all([
    import('./publish.ts'),
    import('./outputs/check-run/unreported.ts'),
  ]);
  await publishUnreported(check, await reportDeps(githubToken, ctx));
}
