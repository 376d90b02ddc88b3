import { plural } from '../../text/wording.ts';
import type { Comparison } from './compare.ts';
import type { RunnerEnv } from '../world/environment.ts';
import { cutToChars, oneLine } from '../world/limits.ts';
import type { ReportEntry } from '../value/types.ts';
import { markdownForm, type TextForm } from './text-form.ts';

/** "compared with `abc1234` (main)", the commit linked when its page is known. */
function comparedWith(c: Pick<Comparison, 'sha' | 'branch'>, form: TextForm): string {
  const commit = form.commit(c.sha);
  return `${commit}${c.branch ? ` (${form.text(cutToChars(oneLine(c.branch), 100))})` : ''}`;
}

/** "2 new failures, 3 still failing, 1 fixed": what changed, leading the check run's title. */
export function changesLine(c: Comparison): string {
  const parts = [
    c.newFailures.count ? plural(c.newFailures.count, 'new failure') : '',
    c.stillFailing.count ? `${c.stillFailing.count} still failing` : '',
    c.fixed.count ? `${c.fixed.count} fixed` : '',
  ].filter(Boolean);
  return parts.join(', ');
}

/** A test as a list item: its name, browser or device and platform, as text. */
function item(e: ReportEntry, form: TextForm): string {
  const where = [e.environment, e.platform].filter(Boolean).join(', ');
  return form.item(form.text(cutToChars(oneLine(where ? `${e.name} (${where})` : e.name), 300)));
}

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
  const changes = changesLine(c);
  const counts = [
    c.newTests === undefined ? '' : `${plural(c.newTests, 'new test')}`,
    c.removed === undefined ? '' : `${c.removed} removed`,
  ].filter(Boolean);
  const head =
    `${form.strong(`Compared with ${comparedWith(c, form)}:`)} ${changes || 'no new failures, nothing fixed'}` +
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
