import { markdownCell } from '../../text/escape.ts';
import { QUARANTINED_MARK } from '../history/comparison-text.ts';
import type { Quarantine } from '../history/quarantine.ts';
import { LINKS_EXPIRE_NOTE, thumbnail } from '../value/links.ts';
import { CELL_CHARS, tableRow } from '../value/table-row.ts';
import type { ReportTests } from '../value/tests.ts';
import type { CheckConclusion, ReportCounts, ReportEntry } from '../value/types.ts';
import { cutTo, cutToChars, MAX_THUMBNAILS, oneLine } from '../world/limits.ts';
import type { ReportHeader } from './report.ts';

/** What a summary lists of a report's tests: the first of each kind (the options' counts say how many). */
export type SummaryTests = Pick<ReportTests, 'failed' | 'unknown' | 'flaky' | 'recorded' | 'linked'>;

export interface SummaryOptions {
  conclusion: CheckConclusion;
  counts: ReportCounts;
  /** The last lines: where to find the check run, or why there is none. */
  footer: string;
  /** Where every failed test is, for the note when their table is cut: a sentence (`fullListAt`). */
  fullListAt: string;
  /** The size limit of where the markdown goes, for that note: `GitHub holds at most … of a comment`. */
  sizeLimit: string;
  /** Size the markdown must stay within, in `measure`'s unit. */
  budget: number;
  measure: (text: string) => number;
  /** Said under tables with links; default: LINKS_EXPIRE_NOTE, which names the actions' input. */
  linksNote?: string;
}

const ICON: Record<CheckConclusion, string> = {
  success: '✅',
  failure: '❌',
  neutral: '⚪',
  cancelled: '⏹️',
  timed_out: '⏱️',
};

/**
 * The report as markdown within a size budget: heading, counts, a table of failed tests, a table of
 * tests whose outcome is unknown (each row with its recordings' links), thumbnails of the last
 * screenshots of the first failed tests, the caller's details and the footer. Rows that do not fit,
 * or that the report does not list, are left out and a note says how many (of the counts) and where
 * to find them; thumbnails take only what is left.
 */
export function renderSummary(
  input: Pick<ReportHeader, 'checkName' | 'title' | 'details' | 'lead' | 'quarantine' | 'stopped'>,
  tests: SummaryTests,
  options: SummaryOptions,
): string {
  const { counts, measure } = options;
  // The Flaky and Stopped columns only when a test was: a report without them reads as it always did.
  const flaky = counts.flaky ? [' Flaky |', '---:|', ` ${counts.flaky} |`] : ['', '', ''];
  const halted = input.stopped?.tests.length ?? 0;
  const stopped = halted ? [' Stopped |', '---:|', ` ${halted} |`] : ['', '', ''];
  const heading =
    `## ${ICON[options.conclusion]} ${cell(input.checkName, 200)}: ${cell(input.title, 255)}\n\n` +
    `| Total | Passed | Failed | Unknown |${flaky[0]}${stopped[0]}\n|---:|---:|---:|---:|${flaky[1]}${stopped[1]}\n` +
    `| ${counts.total + halted} | ${counts.passed} | ${counts.failed} | ${counts.unknown} |${flaky[2]}${stopped[2]}\n`;
  const footer = `\n${options.footer}\n`;
  let room = options.budget - measure(heading) - measure(footer);
  // The comparison leads, within a quarter of the room: it names at most a few tests of each kind.
  const lead = input.lead
    ? cutTo(`\n${input.lead.trim()}\n`, Math.max(0, Math.floor(room / 4)), measure)
    : '';
  room -= measure(lead);
  // Details share the room with the tables, at most half of it, so failed tests are never crowded out.
  const details = input.details?.trim()
    ? cutTo(`\n${input.details.trim()}\n`, Math.max(0, Math.floor(room / 2)), measure)
    : '';
  room -= measure(details);

  const tables: string[] = [];
  for (const [outcome, title] of [
    ['failed', 'Failed tests'],
    ['unknown', 'Tests with an unknown outcome'],
    ['flaky', '⚠️ Flaky tests: failed, then passed on a retry'],
  ] as const) {
    const listed = { title, entries: tests[outcome], total: counts[outcome], linked: tests.linked[outcome] };
    if (!listed.entries.length) continue;
    const table = fitTable(listed, room, options, input.quarantine);
    room -= measure(table);
    tables.push(table);
  }
  const thumbnails = fitThumbnails(tests.recorded, room, measure);
  return heading + lead + tables.join('') + thumbnails + details + footer;
}

/** Thumbnails of the first failed tests with a last screenshot (`recorded` holds them first). */
function fitThumbnails(recorded: readonly ReportEntry[], room: number, measure: (s: string) => number) {
  const head = '\n### Last screenshots\n\n';
  const shots = recorded
    .flatMap((e) => thumbnail(e, cell(e.name, CELL_CHARS.name)) ?? [])
    .slice(0, MAX_THUMBNAILS);
  let text = '';
  for (const shot of shots) {
    const next = `${text}${shot}\n`;
    if (measure(head + next) > room) break;
    text = next;
  }
  return text ? head + text : '';
}

/** Where every test is, whatever the other outputs hold. */
const EVERY_TEST_ON_DASHBOARD = "The service's dashboard lists every test.";

/**
 * Where every failed test is, as the outputs can say it: the check run `where`, when it annotates each
 * (`annotated`, undefined without a check run), else the service's dashboard.
 */
export function everyFailureAt(annotated: number | undefined, failed: number, where: string): string {
  return annotated !== undefined && annotated >= failed
    ? `Every failed test is annotated on ${where}.`
    : EVERY_TEST_ON_DASHBOARD;
}

/**
 * A table of one kind of tests: its title, the first tests of the kind as the report lists them, how
 * many there are, and whether any has links.
 */
interface KindTable {
  title: string;
  entries: readonly ReportEntry[];
  total: number;
  linked: boolean;
}

function fitTable(
  listed: KindTable,
  room: number,
  options: SummaryOptions,
  quarantine: Quarantine | undefined,
): string {
  const { measure } = options;
  const { title, entries, total, linked } = listed;
  const elsewhere = entries[0]?.outcome === 'failed' ? options.fullListAt : EVERY_TEST_ON_DASHBOARD;
  // Links before the message: a message of any length then never pushes them out of sight.
  const head =
    `\n### ${title}\n\n| Test | Browser or device | Platform |${linked ? ' Links |' : ''} Message |\n` +
    `|---|---|---|${linked ? '---|' : ''}---|\n`;
  const expiry = linked ? `\n_${options.linksNote ?? LINKS_EXPIRE_NOTE}_\n` : '';
  const note = (left: number) => `\n_${left} more not shown: ${options.sizeLimit}. ${elsewhere}_\n${expiry}`;
  // Rows are made only until they overflow the room: a check run's summary holds a few hundred of the
  // thousands a report may list.
  const rowsRoom = room - measure(head) - measure(expiry);
  const rows: string[] = [];
  const sizes: number[] = [];
  let size = 0;
  for (const e of entries) {
    if (size > rowsRoom) break;
    const row = tableRow(e, linked, quarantine?.excuses(e) ? QUARANTINED_MARK : undefined);
    rows.push(row);
    sizes.push(measure(row));
    size += sizes.at(-1) ?? 0;
  }
  if (rows.length === total && size <= rowsRoom) return head + rows.join('') + expiry;

  // Not everything fits: keep room for the note, then as many rows as fit. The rows the report
  // does not list would not have fit either (src/report/value/reader.ts keeps every row that could).
  const reserve = measure(note(total));
  if (measure(head) + reserve > room) return measure(note(total)) <= room ? note(total) : '';
  let used = measure(head) + reserve;
  let kept = 0;
  while (kept < rows.length && used + (sizes[kept] ?? 0) <= room) used += sizes[kept++] ?? 0;
  return head + rows.slice(0, kept).join('') + note(total - kept);
}

/** Text shown as itself in one markdown table cell or heading: one line, cut to `max` characters. */
function cell(value: string | undefined, max: number): string {
  if (!value) return '';
  return markdownCell(cutToChars(oneLine(value), max));
}
