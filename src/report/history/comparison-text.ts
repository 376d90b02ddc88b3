import { httpsUrl, markdownText } from '../../text/escape.ts';
import { plural } from '../../text/wording.ts';
import type { Comparison } from './compare.ts';
import type { RunnerEnv } from '../world/environment.ts';
import { cutToChars, oneLine } from '../world/limits.ts';
import type { ReportEntry } from '../value/types.ts';

/** The commit's page on GitHub, built from GITHUB_SERVER_URL and the repository; undefined when not https. */
export function commitUrl(env: RunnerEnv, sha: string): string | undefined {
  const server = env.GITHUB_SERVER_URL?.trim().replace(/\/+$/, '');
  const repository = env.GITHUB_REPOSITORY?.trim();
  if (!server || !repository || !/^[0-9a-f]{7,40}$/i.test(sha)) return undefined;
  return httpsUrl(`${server}/${repository}/commit/${sha}`);
}

/** "`abc1234`", linked to the commit's page when it is known. */
export function commitLink(env: RunnerEnv, sha: string): string {
  const short = `\`${sha.slice(0, 7)}\``;
  const url = commitUrl(env, sha);
  return url ? `[${short}](<${url}>)` : short;
}

/** "compared with `abc1234` (main)", the commit linked when its page is known. */
export function comparedWith(c: Pick<Comparison, 'sha' | 'branch'>, env: RunnerEnv): string {
  const commit = commitLink(env, c.sha);
  return `${commit}${c.branch ? ` (${markdownText(cutToChars(oneLine(c.branch), 100))})` : ''}`;
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
function item(e: ReportEntry): string {
  const where = [e.environment, e.platform].filter(Boolean).join(', ');
  return `- ${markdownText(cutToChars(oneLine(where ? `${e.name} (${where})` : e.name), 300))}`;
}

function section(title: string, changed: Comparison['newFailures'], note?: string): string {
  if (!changed.count) return '';
  const more = changed.count - changed.first.length;
  const rest = more > 0 ? [`- … and ${more} more${note ? ` (${note})` : ''}`] : [];
  return [`**${title} (${changed.count})**`, '', ...changed.first.map(item), ...rest, ''].join('\n');
}

/**
 * The comparison as the summaries lead with it: the commit compared with, then new failures, still
 * failing and fixed, each with its first tests named.
 */
export function comparisonMarkdown(c: Comparison, env: RunnerEnv): string {
  const changes = changesLine(c);
  const counts = [
    c.newTests === undefined ? '' : `${plural(c.newTests, 'new test')}`,
    c.removed === undefined ? '' : `${c.removed} removed`,
  ].filter(Boolean);
  const head =
    `**Compared with ${comparedWith(c, env)}:** ${changes || 'no new failures, nothing fixed'}` +
    `${counts.length ? `; ${counts.join(', ')}` : ''}.` +
    (c.basis ? ` This is ${markdownText(c.basis)}.` : '') +
    (c.versions ? ` ${markdownText(capitalized(c.versions))}.` : '') +
    (c.partial ? ` Note: ${markdownText(c.partial)}.` : '');
  const fixedNote = c.fixed.count && !c.fixed.first.length ? 'named on the base commit' : undefined;
  return [
    head,
    '',
    section('New failures', c.newFailures, 'see the failed tests below'),
    section('Still failing', c.stillFailing, 'see the failed tests below'),
    section('Fixed', c.fixed, fixedNote),
  ]
    .filter((part, i) => i < 2 || part)
    .join('\n')
    .trim();
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One sentence for a report that could not be compared. */
export function notComparedMarkdown(why: string): string {
  return `**Not compared with the base branch:** ${markdownText(why)}.`;
}
