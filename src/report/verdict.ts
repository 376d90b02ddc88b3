import type { Logger } from '../runtime/types.ts';
import type { Compared } from './comparing.ts';
import type { Comparison } from './history/compare.ts';
import { comparisonText, excusedClause, headline, notComparedText } from './history/comparison-text.ts';
import { judge, type Judgement } from './history/fail-on.ts';
import { historyText } from './history/history-text.ts';
import { countedComparison, excusedBy, type Quarantine, quarantineOf } from './history/quarantine.ts';
import { includes } from './history/sorted-keys.ts';
import { markdownForm, PLAIN_FORM, type TextForm } from './history/text-form.ts';
import { quarantineLines, quarantineMarkdown, quarantineWarnings } from './outputs/quarantine-text.ts';
import { conclusionOf, type ReportHeader } from './outputs/report.ts';
import type { EvidenceOptions, PublishedReport, ReportVerdict } from './types.ts';
import { testKey } from './value/compact.ts';
import type { ReportTests } from './value/tests.ts';
import type { ReportEntry } from './value/types.ts';
import type { RunnerEnv } from './world/environment.ts';

/** A report judged: its title and summaries' lead, its verdict, and what publishing it starts from. */
export interface Judged {
  /** What the outputs show of the verdict: the header's title and lead, and the quarantine they mark. */
  shown: Pick<ReportHeader, 'title' | 'lead' | 'quarantine' | 'failedOnBase'>;
  /** The comparison and the history as plain lines, for a host that logs them (`at.plain`). */
  leadText?: string;
  judgement: Judgement;
  published: PublishedReport;
}

/** A report to judge: its header, its tests, and their comparison with the base (or the caller's). */
interface ComparedReport {
  header: Pick<ReportHeader, 'conclusion' | 'title'>;
  tests: ReportTests;
  compared: Compared;
}

/**
 * A report's verdict after its comparison, as every host makes it (the runner's composer, publish.ts,
 * and the command line's publisher): quarantine over its tests, with the base's window and the
 * comparison for `auto-quarantine`; the comparison as the verdict counts it (what the quarantine
 * excused apart: `countedComparison`); the title and the lead, led by what changed that counts and
 * saying what is quarantined apart; and the conclusion `fail-on`, `fail-on-empty` and
 * `fail-on-unknown` give its own. The quarantine's warnings and lines are said on `at.log`; `at.env`
 * links commits in the lead. A verdict the caller made (`given`, a report of other reports) is taken as
 * it is, with its own title and lead.
 */
export async function judgeReport(
  { header, tests, compared }: ComparedReport,
  options: EvidenceOptions,
  at: { now: number; log: Logger; env: RunnerEnv; plain?: boolean },
  given?: ReportVerdict,
): Promise<Judged> {
  const quarantine: Quarantine | undefined = given
    ? given.quarantine
    : await quarantineOf(tests, options.quarantine, { ...compared, now: at.now });
  for (const warning of quarantineWarnings(quarantine)) at.log.warning(warning);
  const wording = { ...(compared.comparison?.branch ? { branch: compared.comparison.branch } : {}) };
  const judgement =
    given?.judgement ??
    judge(
      options,
      { conclusion: header.conclusion ?? conclusionOf(tests.counts), counts: tests.counts },
      compared,
      excusedBy(quarantine),
    );
  for (const line of quarantineLines(quarantine, wording)) at.log.info(line);
  const comparison = compared.comparison && countedComparison(compared.comparison, quarantine);
  const quarantined = quarantineMarkdown(quarantine, wording);
  const excused = {
    count: quarantine?.failed.count ?? 0,
    // Every failure excused, and the report passes for it.
    every:
      tests.counts.failed > 0 &&
      quarantine?.failed.count === tests.counts.failed &&
      judgement.conclusion === 'success',
  };
  const said = (form: TextForm) => leadOf(compared, comparison, quarantine, form);
  const shown = given
    ? {
        title: [given.compared.title, excusedClause(excused.count)].filter(Boolean).join('; '),
        lead: [given.compared.markdown, quarantined].filter(Boolean).join('\n\n'),
      }
    : {
        title: headline(header.title, comparison, excused),
        lead: [said(markdownForm(at.env)), quarantined].filter(Boolean).join('\n\n'),
      };
  return {
    shown: { ...shown, ...marksOf(quarantine, compared.failedOnBase) },
    ...(at.plain && !given ? { leadText: said(PLAIN_FORM) } : {}),
    judgement,
    published: {
      conclusion: judgement.conclusion,
      counts: tests.counts,
      quarantined: quarantine?.failed.count ?? 0,
      ...(quarantine?.flaky ? { quarantinedFlaky: quarantine.flaky } : {}),
      blocks: judgement.blocks,
      ...(judgement.note ? { blockNote: judgement.note } : {}),
      ...(judgement.missing ? { missing: judgement.missing } : {}),
      ...(comparison ? { comparison } : {}),
      ...(compared.notCompared ? { notCompared: compared.notCompared } : {}),
      ...(compared.sessions ? { sessions: compared.sessions } : {}),
    },
  };
}

/**
 * What the outputs mark of each test: the failures the quarantine excuses, and those that failed on
 * the base too (by the base digest's failed keys, ascending).
 */
function marksOf(
  quarantine: Quarantine | undefined,
  failedOnBase: Uint32Array | undefined,
): Pick<ReportHeader, 'quarantine' | 'failedOnBase'> {
  return {
    ...(quarantine ? { quarantine } : {}),
    ...(failedOnBase ? { failedOnBase: (entry: ReportEntry) => includes(failedOnBase, testKey(entry)) } : {}),
  };
}

/**
 * The comparison (as the verdict counts it) or why there is none, then the history, with the failures
 * the quarantine excused marked; nothing where no base was looked for.
 */
function leadOf(
  compared: Compared,
  comparison: Comparison | undefined,
  quarantine: Quarantine | undefined,
  form: TextForm,
): string {
  const { history, notCompared } = compared;
  if (!history) return '';
  const first = comparison ? comparisonText(comparison, form) : notComparedText(notCompared ?? '', form);
  const excused = (entry: Parameters<Quarantine['excuses']>[0]) => quarantine?.excuses(entry);
  return [first, historyText(history, form, excused)].filter(Boolean).join('\n\n');
}
