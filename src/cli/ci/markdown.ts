import { renderSummary } from '../../report/outputs/summary.ts';
import { LINKS_SIGNED_NOTE } from '../../report/value/links.ts';
import { utf8Bytes } from '../../report/world/limits.ts';
import type { CiReport } from './report.ts';

/**
 * The report as markdown within `budget.bytes` (`budget.limit` says whose limit, where rows are left
 * out), the way the job summary shows it on GitHub (the reporting core's renderer): heading, counts,
 * the comparison and the history, the failed tests, those whose outcome is unknown and the flaky ones with their links, thumbnails,
 * and a note that the links expire. GitHub's summary, Buildkite's annotation and Azure's summary tab
 * show it.
 */
export function summaryMarkdown(
  report: CiReport,
  budget: { bytes: number; limit: string },
  footer: string,
): string {
  const { checkName, title, lead, quarantine } = report;
  return renderSummary({ checkName, title, lead, ...(quarantine ? { quarantine } : {}) }, report, {
    conclusion: report.conclusion,
    counts: report.counts,
    footer,
    fullListAt: "The JUnit file and the service's dashboard list every test.",
    sizeLimit: budget.limit,
    budget: budget.bytes,
    measure: utf8Bytes,
    linksNote: LINKS_SIGNED_NOTE,
  });
}
