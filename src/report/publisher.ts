import type { ServiceContext } from '../runtime/service-context.ts';
import type { ReportDeps } from './world/deps.ts';
import { readEntries } from './value/reader.ts';
import type { EvidenceOptions, PublishedReport, ReadReportInput, ReportInput } from './types.ts';
import type { ReportHeader } from './outputs/report.ts';
import type { ReportTests } from './value/tests.ts';

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

/**
 * A report's header and its tests, for `use`: tests given as an array (a job's) are read as a build's
 * are (src/report/reader.ts), spilled under `dir` and removed after; tests read already stay the
 * caller's to dispose.
 */
export async function withReportTests<T>(
  given: ReportInput | ReadReportInput,
  dir: string,
  use: (header: ReportHeader, tests: ReportTests) => Promise<T>,
): Promise<T> {
  if ('tests' in given) {
    const { tests, ...header } = given;
    return use(header, tests);
  }
  const { entries, ...header } = given;
  const tests = await readEntries(entries, { dir });
  try {
    return await use(header, tests);
  } finally {
    await tests.dispose();
  }
}
