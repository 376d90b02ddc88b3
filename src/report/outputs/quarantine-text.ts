import { markdownCell, markdownText } from '../../text/escape.ts';
import { plural } from '../../text/wording.ts';
import type { Quarantine, QuarantineCause, QuarantinedTest } from '../history/quarantine.ts';
import { RECENT_RUNS } from '../history/window.ts';
import type { QuarantineEntry } from '../value/quarantine.ts';
import { tableBreaks } from '../value/table-row.ts';
import type { ReportEntry } from '../value/types.ts';
import { cutToChars, oneLine } from '../world/limits.ts';

/**
 * Quarantine as the outputs say it (src/report/history/quarantine.ts): a "Quarantined" section in the
 * check run, the job summary and the pull request comment (after the comparison, which leads), and
 * the lines of the step's log and the command line's output.
 */

/** `branch`: the base branch the window's runs are of, when known. */
export interface QuarantineWording {
  branch?: string;
}

/** The section: the quarantined tests that ran, why each is, the entries past their date, and who may leave. */
export function quarantineMarkdown(q: Quarantine | undefined, wording: QuarantineWording = {}): string {
  if (!q) return '';
  const parts: string[] = [];
  const ran = q.failed.count + q.ran.count;
  if (ran) {
    const from = q.file ? ` The list: ${code(q.file)}.` : '';
    const failed = q.failed.count
      ? `${q.failed.count} failed, which ${q.failed.count === 1 ? 'fails' : 'fail'} neither the step nor the check.`
      : 'none failed.';
    const rows = [...q.failed.first, ...q.ran.first].map((t) => row(t, wording));
    const named = q.failed.first.length + q.ran.first.length;
    const more = ran > named ? `\n_${ran - named} more not named here._\n` : '';
    parts.push(
      `${plural(ran, 'quarantined test')} ran; ${failed}${from}\n\n` +
        '| Test | Browser or device | Platform | Outcome | Why quarantined |\n|---|---|---|---|---|\n' +
        rows.join('') +
        more,
    );
  }
  if (q.ready.length) {
    const names = q.ready.map((e) => code(e.name)).join(', ');
    parts.push(
      `**Ready to leave quarantine**: ${names} passed here and in every run of the window${onBranch(wording)}.`,
    );
  }
  for (const warning of q.warnings) parts.push(`> ⚠️ ${markdownText(warning)}`);
  for (const entry of q.expired) parts.push(`> ⚠️ ${expiredSentence(entry, q.file)}`);
  if (q.pending) parts.push(`_${markdownText(q.pending)}_`);
  if (q.noWindow) parts.push(`_${noWindowSentence(q.auto)}_`);
  if (q.autoApplied) parts.push(`_${autoRuleSentence(q.auto, wording)}_`);
  return parts.length ? `### 🔒 Quarantined\n\n${parts.join('\n\n')}\n` : '';
}

/** The log's warnings: why no list decides or what is wrong with one, then each entry past its date, by name and line. */
export function quarantineWarnings(q: Quarantine | undefined): string[] {
  return q ? [...q.warnings, ...q.expired.map((entry) => expiredSentence(entry, q.file))] : [];
}

/** The log's lines: each quarantined test that failed, and why it is quarantined. */
export function quarantineLines(q: Quarantine | undefined, wording: QuarantineWording = {}): string[] {
  if (!q) return [];
  const lines: string[] = [];
  if (q.failed.count) {
    const tests = q.failed.first.map(({ entry, cause }) => `${entry.name} (${causeText(cause, wording)})`);
    const more = q.failed.count > tests.length ? `; and ${q.failed.count - tests.length} more` : '';
    lines.push(
      `Quarantined, so failing neither the step nor the check: ${plural(q.failed.count, 'failed test')}: ${tests.join('; ')}${more}.`,
    );
  }
  if (q.pending) lines.push(q.pending);
  if (q.noWindow) lines.push(noWindowSentence(q.auto));
  return lines;
}

/** Auto-quarantine's rule, in one sentence (history/quarantine.ts, `canBeFlakiness`). */
const autoRuleSentence = (auto: number, wording: QuarantineWording) =>
  `Auto-quarantine (${auto}) takes a failed test only when it was flaky in at least ${auto} of the runs ${wording.branch ? `on ${wording.branch}` : 'of the base branch'}, at least once in the latest ${RECENT_RUNS} of them, and did not fail every attempt here when it ran more than once.`;

const noWindowSentence = (auto: number) =>
  `auto-quarantine is ${auto}, but no window of the base branch's earlier runs was found: no test was quarantined automatically.`;

function expiredSentence(entry: QuarantineEntry, file: string | undefined): string {
  const where = file ? ` (${file}, line ${entry.line})` : ` (line ${entry.line})`;
  return `The quarantine entry "${oneLine(entry.test)}"${where} ended on ${entry.until ?? ''}: it no longer quarantines; remove it or move its date.`;
}

const OUTCOME: Record<ReportEntry['outcome'], string> = {
  failed: '❌ failed',
  passed: '✅ passed',
  flaky: '⚠️ flaky',
  unknown: '❔ unknown',
};

function row({ entry, cause }: QuarantinedTest, wording: QuarantineWording): string {
  return `| ${cell(entry.name, 200)} | ${cell(entry.environment, 100)} | ${cell(entry.platform, 100)} | ${OUTCOME[entry.outcome]} | ${cell(causeText(cause, wording), 300)} |\n`;
}

/** Why a test is quarantined, in a few words: `known flaky; line 2, until 2026-12-31`. */
export function causeText(cause: QuarantineCause, wording: QuarantineWording = {}): string {
  if (cause.kind === 'auto')
    return `auto-quarantine: flaky in ${cause.flaky} of the last ${plural(cause.runs, 'run')}${onBranch(wording)}`;
  const { entry } = cause;
  const reason = entry.reason ? `${entry.reason}; ` : '';
  return `${reason}line ${entry.line}${entry.until ? `, until ${entry.until}` : ''}`;
}

const onBranch = (wording: QuarantineWording) => (wording.branch ? ` on ${wording.branch}` : '');

/** A cell that wraps a long run without white space rather than widen the table past the page. */
const cell = (text: string | undefined, max: number) =>
  text ? markdownCell(tableBreaks(cutToChars(oneLine(text), max))) : '';

const code = (text: string) => markdownText(cutToChars(oneLine(text), 200));
