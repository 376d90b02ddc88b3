import type { ServiceContext } from '../runtime/service-context.ts';
import type { ReportDeps } from './world/deps.ts';
import type { EvidenceOptions, PublishedReport, ReadReportInput, ReportInput } from './types.ts';

/**
 * How a host shows the reports the core makes: on the GitHub runner the check run, job summary,
 * comment and files (`publishReport`); on the command line the CI's own outputs. A failed output is
 * a warning; only the caller decides whether the step or command fails.
 */
export interface ReportPublisher {
  /** Without options: the report files only, as the actions' defaults. */
  publish(input: ReportInput | ReadReportInput, options?: EvidenceOptions): Promise<PublishedReport>;
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
