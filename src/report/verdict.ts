import type { Logger } from '../runtime/types.ts';
import type { Compared } from './comparing.ts';
import { judge, type Judgement } from './history/fail-on.ts';
import { excusedBy, type Quarantine, quarantineOf } from './history/quarantine.ts';
import {
  quarantineLines,
  quarantineMarkdown,
  quarantineTitle,
  quarantineWarnings,
} from './outputs/quarantine-text.ts';
import { conclusionOf, type ReportHeader } from './outputs/report.ts';
import type { EvidenceOptions, PublishedReport, ReportVerdict } from './types.ts';
import type { ReportTests } from './value/tests.ts';

/** A report judged: its title and summaries' lead, its verdict, and what publishing it starts from. */
export interface Judged {
  title: string;
  /** Markdown the summaries lead with: the comparison, the history, the quarantine. */
  lead: string;
  judgement: Judgement;
  published: PublishedReport;
}

/**
 * A report's verdict after its comparison, as every host makes it (the runner's composer, publish.ts,
 * and the command line's publisher): quarantine over its tests, with the base's window and the
 * comparison for `auto-quarantine`; the title and the lead, led by what changed and ending with what
 * is quarantined; and the conclusion `fail-on`, `fail-on-empty` and `fail-on-unknown` give its own.
 * The quarantine's warnings and lines are said on `at.log`. A verdict the caller made (`given`, a
 * report of other reports) is taken as it is.
 */
export async function judgeReport(
  header: Pick<ReportHeader, 'conclusion'>,
  tests: ReportTests,
  compared: Compared,
  options: EvidenceOptions,
  at: { now: number; log: Logger },
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
      options.failOn,
      { conclusion: header.conclusion ?? conclusionOf(tests.counts), counts: tests.counts },
      compared,
      options,
      excusedBy(quarantine),
    );
  for (const line of quarantineLines(quarantine, wording)) at.log.info(line);
  return {
    title: [compared.title, quarantineTitle(quarantine)].filter(Boolean).join('; '),
    lead: [compared.markdown, quarantineMarkdown(quarantine, wording)].filter(Boolean).join('\n\n'),
    judgement,
    published: {
      conclusion: judgement.conclusion,
      counts: tests.counts,
      quarantined: quarantine?.failed.count ?? 0,
      ...(quarantine?.flaky ? { quarantinedFlaky: quarantine.flaky } : {}),
      blocks: judgement.blocks,
      ...(judgement.note ? { blockNote: judgement.note } : {}),
      ...(judgement.missing ? { missing: judgement.missing } : {}),
      ...(compared.comparison ? { comparison: compared.comparison } : {}),
      ...(compared.notCompared ? { notCompared: compared.notCompared } : {}),
      ...(compared.sessions ? { sessions: compared.sessions } : {}),
    },
  };
}
