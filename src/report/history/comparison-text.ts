import { plural } from '../../text/wording.ts';
import type { ReportEntry } from '../value/types.ts';
import type { RunnerEnv } from '../world/environment.ts';
import { cutToChars, oneLine } from '../world/limits.ts';
import type { Comparison } from './compare.ts';
import { markdownForm, type TextForm } from './text-form.ts';

/** "compared with `abc1234` (main)", the commit linked when its page is known. */
function comparedWith(c: Pick<Comparison, 'sha' | 'branch'>, form: TextForm): string {
  const commit = form.commit(c.sha);
  return `${commit}${c.branch ? ` (${form.text(cutToChars(oneLine(c.branch), 100))})` : ''}`;
}

/**
 * "2 new failures, 3 still failing, 1 fixed": what changed, leading the check run's title; what a
 * quarantine excused is in neither count (history/quarantine.ts, `countedComparison`).
 */
export function changesLine(c: Comparison): string {
  const parts = [
    c.newFailures.count ? plural(c.newFailures.count, 'new failure') : '',
    c.stillFailing.count ? `${c.stillFailing.count} still failing` : '',
    c.fixed.count ? `${c.fixed.count} fixed` : '',
  ].filter(Boolean);
  return parts.join(', ');
}

/** How a list marks a failed test a quarantine excuses, wherever it names one. */
export const QUARANTINED_MARK = '🔒 Quarantined (excused)';

/** "2 quarantined (excused)": failures a quarantine excused, said apart from what counts; empty for none. */
export const excusedClause = (quarantined: number | undefined): string =>
  quarantined ? `${quarantined} quarantined (excused)` : '';

/** "2 new failures; 2 quarantined (excused)": what changed, then what was excused, for a sentence. */
export function comparedLine(c: Comparison): string {
  return [changesLine(c) || 'no new failures, nothing fixed', excusedClause(c.quarantined)]
    .filter(Boolean)
    .join('; ');
}

/**
 * A report's title: what changed that counts, the counts (`4 of 30 tests failed, 1 unknown`), then
 * what a quarantine excused as a clause of its own: `2 new failures: 4 of 30 tests failed; 2
 * quarantined (excused)`. A report that passes only because every failure is excused says so first:
 * `All 2 failures are quarantined (excused): 2 of 30 tests failed`.
 */
export function headline(
  counts: string,
  c: Comparison | undefined,
  excused: { count: number; every: boolean },
): string {
  const changes = c ? changesLine(c) : '';
  if (excused.every && excused.count) {
    const every =
      excused.count === 1
        ? 'The only failure is quarantined (excused)'
        : `All ${excused.count} failures are quarantined (excused)`;
    return `${[every, changes].filter(Boolean).join(', ')}: ${counts}`;
  }
  return [`${changes ? `${changes}: ` : ''}${counts}`, excusedClause(excused.count)]
    .filter(Boolean)
    .join('; ');
}

/** A test in words: its name, browser or device and platform, on one line of at most 300 characters. */
export function testWords(e: Pick<ReportEntry, 'name' | 'environment' | 'platform'>): string {
  const where = [e.environment, e.platform].filter(Boolean).join(', ');
  return cutToChars(oneLine(where ? `${e.name} (${where})` : e.name), 300);
}

/** A test as a list item, as text. */
const item = (e: ReportEntry, form: TextForm) => form.item(form.text(testWords(e)));

function section(title: string, changed: Comparison['newFailures'], form: TextForm, note?: string): string {
  if (!changed.count) return '';
  const more = changed.count - changed.first.length;
  const rest = more > 0 ? [form.item(`… and ${more} more${note ? ` (${note})` : ''}`)] : [];
  const items = changed.first.map((e) => item(e, form));
  return [form.strong(`${title} (${changed.count})`), '', ...items, ...rest, ''].join('\n');
}

/**
 * The comparison as the summaries lead with it: the commit compared with, then new failures, still
 * failing and fixed, each with its first tests named.
 */
export function comparisonText(c: Comparison, form: TextForm): string {
  const counts = [
    c.newTests === undefined ? '' : `${plural(c.newTests, 'new test')}`,
    c.removed === undefined ? '' : `${c.removed} removed`,
  ].filter(Boolean);
  const head =
    `${form.strong(`Compared with ${comparedWith(c, form)}:`)} ${comparedLine(c)}` +
    `${counts.length ? `; ${counts.join(', ')}` : ''}.` +
    (c.basis ? ` This is ${form.text(c.basis)}.` : '') +
    (c.versions ? ` ${form.text(capitalized(c.versions))}.` : '') +
    (c.partial ? ` Note: ${form.text(c.partial)}.` : '');
  const fixedNote = c.fixed.count && !c.fixed.first.length ? 'named on the base commit' : undefined;
  return [
    head,
    '',
    section('New failures', c.newFailures, form, 'see the failed tests below'),
    section('Still failing', c.stillFailing, form, 'see the failed tests below'),
    section('Fixed', c.fixed, form, fixedNote),
  ]
    .filter((part, i) => i < 2 || part)
    .join('\n')
    .trim();
}

/** The comparison in markdown, commits linked on the server `env` names. */
export const comparisonMarkdown = (c: Comparison, env: RunnerEnv): string =>
  comparisonText(c, markdownForm(env));

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One sentence for a report that could not be compared. */
export function notComparedText(why: string, form: TextForm): string {
  return `${form.strong('Not compared with the base branch:')} ${form.text(why)}.`;
}

export const notComparedMarkdown = (why: string): string => notComparedText(why, markdownForm({}));
