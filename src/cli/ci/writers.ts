import { join, resolve } from 'node:path';

import { QUARANTINED_MARK } from '../../report/history/comparison-text.ts';
import { annotateThroughCommands } from '../../report/outputs/command-annotations.ts';
import { STEP_SUMMARY_LIMIT } from '../../report/outputs/job-summary.ts';
import { labelledLinks } from '../../report/value/links.ts';
import type { ReportEntry } from '../../report/value/types.ts';
import { workflowPathOf } from '../../report/world/environment.ts';
import { cutToChars, MAX_STEP_SUMMARY_BYTES, utf8Bytes } from '../../report/world/limits.ts';
import type { AnnotationPlace, Logger } from '../../runtime/types.ts';
import { httpsUrl } from '../../text/escape.ts';
import { keySlug } from '../../text/slug.ts';
import { formatBytes } from '../../text/wording.ts';
import { gitHubAnnotation, type IssueLevel } from '../../text/workflow-commands.ts';
import { azureCommand, azureIssue, groupEnd, groupStart, openHeading, terminalText } from './commands.ts';
import type { CiName } from './detect.ts';
import { summaryMarkdown } from './markdown.ts';
import { CI_REPORTS_FOLDER, type CiOutput, type CiReport, type CiWriterOptions } from './report.ts';
import { headline, textSummary } from './text.ts';

/**
 * The writers: one pure function per CI from a report to what that CI shows (docs/ci-facts.md says
 * what each reads). Nothing here writes; `publishToCi` (publish.ts) does, so tests read the output.
 */

/** The file the CI's test view reads, under the working directory, when no --junit names one. */
const DEFAULT_JUNIT = join(CI_REPORTS_FOLDER, 'junit.xml');
/** Buildkite takes at most 1 MiB per annotation. */
const MAX_BUILDKITE_ANNOTATION_BYTES = 1024 * 1024;
/** Issues on an Azure Pipelines run, one per failed test, the first ones; the summary tab lists the rest. */
export const MAX_AZURE_ISSUES = 10;
/** Azure states no limit for a summary tab: the size of Buildkite's and GitHub's is ours too. */
const MAX_AZURE_SUMMARY_BYTES = 1024 * 1024;
const AZURE_SUMMARY = {
  bytes: MAX_AZURE_SUMMARY_BYTES,
  limit: `this summary is kept within ${formatBytes(MAX_AZURE_SUMMARY_BYTES)}, as GitHub's and Buildkite's are`,
};

/**
 * A check name as the key a CI replaces by: two checks (legs) never share an annotation or a summary
 * file, whatever their names differ in (docs/ci-facts.md). Buildkite's context in ASCII (its docs name
 * no other characters for it); Azure's summary file keeps the letters of every script, which its
 * agent takes in a file name and shows as the tab's name, in lower case for file systems that ignore
 * case.
 */
const checkKey = (checkName: string, unicode: boolean) =>
  keySlug(checkName, 60, { lower: true, unicode }) || 'cloud-tests';

/** The report's text, between the CI's group lines (collapsed when everything passed). */
function loggedSummary(ci: CiName, report: CiReport, now: number): string[] {
  const seconds = Math.floor(now / 1000);
  const title = headline(report);
  const passed = report.conclusion === 'success';
  const start = passed ? groupStart(ci, 'cloudtest_report', title, seconds) : openHeading(ci, title);
  const end = passed ? groupEnd(ci, 'cloudtest_report', seconds) : undefined;
  return [start ?? title, ...textSummary(report), ...(end ? [end] : [])];
}

/** A logger that keeps each annotation as the line `format` makes of it. */
function collecting(
  lines: string[],
  format: (level: IssueLevel, m: string, p?: AnnotationPlace) => string,
): Logger {
  const add = (level: IssueLevel) => (m: string, p?: AnnotationPlace) =>
    void lines.push(format(level, terminalText(m), p && { ...p, title: p.title && terminalText(p.title) }));
  return {
    debug: () => {},
    info: (m) => void lines.push(terminalText(m)),
    warning: add('warning'),
    error: add('error'),
    notice: add('notice'),
  };
}

function gitHubOutput(report: CiReport, o: CiWriterOptions): CiOutput {
  const lines = loggedSummary('github', report, o.now);
  // As the actions do without a check run: the first failed tests annotated, a notice for the rest,
  // then a notice per flaky test.
  const { quarantine } = report;
  annotateThroughCommands(
    {
      first: report.failed,
      count: report.counts.failed,
      ...(quarantine ? { excused: (entry: ReportEntry) => quarantine.excuses(entry) } : {}),
    },
    workflowPathOf(o.env),
    collecting(lines, gitHubAnnotation),
    report.flaky,
  );
  const path = o.env.GITHUB_STEP_SUMMARY?.trim();
  const budget = MAX_STEP_SUMMARY_BYTES - (o.summaryBytes ?? 0) - 2;
  const files =
    path && budget > 0
      ? [
          {
            path,
            content: `${summaryMarkdown(report, { bytes: budget, limit: STEP_SUMMARY_LIMIT }, '')}\n`,
            append: true,
          },
        ]
      : [];
  return { lines, files, programs: [] };
}

function gitLabOutput(report: CiReport, o: CiWriterOptions): CiOutput {
  const links = report.failed.flatMap((entry) => {
    const test = httpsUrl(entry.link);
    const all = [...(test ? [{ label: 'test', url: test }] : []), ...labelledLinks(entry.links)];
    const name = terminalText(entry.name).replace(/\s+/g, ' ').slice(0, 100);
    return all.flatMap((l) => {
      const url = httpsUrl(l.url);
      return url ? [{ external_link: { label: `${name}: ${l.label}`, url } }] : [];
    });
  });
  // GitLab refuses the whole file beyond its limits: the list's name cut, the first links that fit kept.
  const section = cutToChars(report.checkName, MAX_GITLAB_SECTION_CHARS);
  const fileOf = (kept: readonly unknown[]) => `${JSON.stringify({ [section]: kept }, null, 2)}\n`;
  let kept = links.slice(0, MAX_GITLAB_LINKS);
  let content = fileOf(kept);
  while (kept.length && utf8Bytes(content) > MAX_GITLAB_ANNOTATIONS_BYTES) {
    kept = kept.slice(0, -1);
    content = fileOf(kept);
  }
  const path = join(CI_REPORTS_FOLDER, 'annotations.json');
  const cut = kept.length < links.length ? `; the first ${kept.length} of ${links.length} links` : '';
  return {
    lines: [
      ...loggedSummary('gitlab', report, o.now),
      `Links of the failed tests, for the job page: ${path} (artifacts:reports:annotations${cut}).`,
    ],
    files: [{ path, content }],
    programs: [],
    junitFile: DEFAULT_JUNIT,
  };
}

/** Links in GitLab's annotations file, the first failed tests' first. */
export const MAX_GITLAB_LINKS = 100;
/** GitLab's limits on an annotations file (docs/ci-facts.md): a list's name, in characters, and the file. */
export const MAX_GITLAB_SECTION_CHARS = 255;
export const MAX_GITLAB_ANNOTATIONS_BYTES = 80 * 1024;

const BUILDKITE_STYLE = {
  success: 'success',
  failure: 'error',
  neutral: 'warning',
  cancelled: 'warning',
  timed_out: 'error',
} as const;

function buildkiteOutput(report: CiReport, o: CiWriterOptions): CiOutput {
  const markdown = summaryMarkdown(
    report,
    {
      bytes: MAX_BUILDKITE_ANNOTATION_BYTES,
      limit: `Buildkite holds at most ${formatBytes(MAX_BUILDKITE_ANNOTATION_BYTES)} of an annotation`,
    },
    '',
  );
  return {
    lines: loggedSummary('buildkite', report, o.now),
    files: [],
    programs: [
      {
        program: 'buildkite-agent',
        // One context per check: a re-run of the job replaces its annotation instead of adding one.
        args: [
          'annotate',
          '--style',
          BUILDKITE_STYLE[report.conclusion],
          '--context',
          `cloudtest-${checkKey(report.checkName, false)}`,
        ],
        input: markdown,
      },
    ],
  };
}

const AZURE_RESULT = {
  success: 'Succeeded',
  neutral: 'SucceededWithIssues',
  failure: 'Failed',
  cancelled: 'Failed',
  timed_out: 'Failed',
} as const;

function azureOutput(report: CiReport, o: CiWriterOptions): CiOutput {
  const folder = o.env.AGENT_TEMPDIRECTORY?.trim() || join(o.cwd, CI_REPORTS_FOLDER);
  const summary = resolve(o.cwd, join(folder, `${checkKey(report.checkName, true)}-summary.md`));
  const issues = report.failed.slice(0, MAX_AZURE_ISSUES).map((entry) => {
    const where = [entry.environment, entry.platform].filter(Boolean).join(', ');
    const message = entry.message?.trim() || 'The test failed.';
    // A failure a quarantine excuses fails nothing: a warning that says so.
    const excused = Boolean(report.quarantine?.excuses(entry));
    return azureIssue(
      excused ? 'warning' : 'error',
      terminalText(excused ? `${QUARANTINED_MARK}: ${message}` : message),
      { title: terminalText(where ? `${entry.name} (${where})` : entry.name) },
    );
  });
  const rest = report.counts.failed - MAX_AZURE_ISSUES;
  if (rest > 0)
    issues.push(azureIssue('warning', `${rest} more failed tests are listed in the summary tab.`));
  return {
    lines: [
      ...loggedSummary('azure', report, o.now),
      ...issues,
      // The agent needs an absolute path.
      azureCommand('task.uploadsummary', summary),
      azureCommand('task.complete', headline(report), { result: AZURE_RESULT[report.conclusion] }),
    ],
    files: [{ path: summary, content: `${summaryMarkdown(report, AZURE_SUMMARY, '')}\n` }],
    programs: [],
    junitFile: DEFAULT_JUNIT,
  };
}

/** CircleCI and Jenkins show tests from JUnit files (store_test_results, the junit step); the log has the text. */
function junitOutput(ci: CiName, report: CiReport, o: CiWriterOptions): CiOutput {
  return {
    lines: [
      ...loggedSummary(ci, report, o.now),
      `JUnit file for the CI's test view: ${DEFAULT_JUNIT} (unless --junit names another).`,
    ],
    files: [],
    programs: [],
    junitFile: DEFAULT_JUNIT,
  };
}

/** What `ci` shows of the report. */
export function ciOutput(ci: CiName, report: CiReport, options: CiWriterOptions): CiOutput {
  switch (ci) {
    case 'github':
      return gitHubOutput(report, options);
    case 'gitlab':
      return gitLabOutput(report, options);
    case 'buildkite':
      return buildkiteOutput(report, options);
    case 'azure':
      return azureOutput(report, options);
    case 'circleci':
    case 'jenkins':
      return junitOutput(ci, report, options);
    case 'local':
      return { lines: loggedSummary('local', report, options.now), files: [], programs: [] };
  }
}
