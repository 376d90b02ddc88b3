import { messageOf } from '../../api/transport/errors.ts';
import { formatBytes } from '../../text/wording.ts';
import type { ReportDeps } from '../world/deps.ts';
import { MAX_STEP_SUMMARY_BYTES, utf8Bytes } from '../world/limits.ts';
import type { CheckRunPublished } from './check-run/output.ts';
import type { Report } from './report.ts';
import { everyFailureAt, renderSummary } from './summary.ts';

/** What limits the job summary's size, as the note on a cut table says it. */
export const STEP_SUMMARY_LIMIT = `GitHub holds at most ${formatBytes(MAX_STEP_SUMMARY_BYTES)} of a step's job summary`;

/**
 * Appends the report to the job summary, within what the step's summary may still hold; `footer` says
 * where the annotations are. A write problem is a warning. The summary is made well-formed where it is
 * written (`stepSummaryWriter`).
 */
export async function writeJobSummary(
  report: Report,
  place: Pick<CheckRunPublished, 'footer' | 'annotated'>,
  deps: Pick<ReportDeps, 'summary' | 'log'>,
): Promise<void> {
  try {
    // Strictly under the limit with the closing newline, counting what the step wrote before.
    const budget = MAX_STEP_SUMMARY_BYTES - (await deps.summary.size()) - 2;
    const markdown = renderSummary(report.input, report.tests, {
      conclusion: report.conclusion,
      counts: report.tests.counts,
      footer: place.footer,
      fullListAt: everyFailureAt(place.annotated, report.tests.counts.failed, 'the check run'),
      sizeLimit: STEP_SUMMARY_LIMIT,
      budget,
      measure: utf8Bytes,
    });
    if (utf8Bytes(markdown) > budget) {
      deps.log.warning('The job summary is already full: this report was left out of it.');
      return;
    }
    await deps.summary.append(`${markdown}\n`);
  } catch (error) {
    deps.log.warning(`Could not write the job summary: ${messageOf(error)}`);
  }
}
