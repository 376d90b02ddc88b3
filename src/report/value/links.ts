import { escapeHtmlAttribute, httpsUrl, markdownLink } from '../../text/escape.ts';
import { cutToChars, oneLine } from '../world/limits.ts';
import type { ReportEntry, TestLinks } from './types.ts';

// The report's links are read with the same rule as the service's records (src/api/records.ts).
export { httpUrl } from '../../text/escape.ts';

/**
 * Links to a test's recordings in every output. The URLs come from the service, so only an absolute
 * http(s) URL is kept, in the normalized form `URL` gives it (spaces, quotes, `<` and `>` percent-encoded),
 * and it is escaped again for each place it goes; in markdown only an https URL is a link (a label
 * alone stands for any other). Labels are ours, or a log's name cut to safe letters.
 */

/** Shown once beside links: the service signs them for a limited time. */
export const LINKS_EXPIRE_NOTE =
  'Links to videos, screenshots and logs are signed by the service and expire; `download-assets: failed` keeps copies as files.';

/** The same, where no `download-assets` input is at hand (the command line's reports). */
export const LINKS_SIGNED_NOTE =
  'Links to videos, screenshots and logs are signed by the service and expire.';

/** Shown when the service said the recordings were not ready when the report was made. */
const NOT_READY_NOTE =
  'the service had not finished processing the recordings; the links may work only later';

/** Width of a thumbnail in the job summary, in pixels. */
const THUMBNAIL_WIDTH = 320;

/** A log's name as a label: letters, digits, space, dot, dash and underscore only, 40 characters at most. */
export function safeLabel(value: string): string {
  return cutToChars(oneLine(value.replace(/[^\p{L}\p{N} ._-]/gu, ' ')), 40);
}

export interface LabelledLink {
  label: string;
  url: string;
}

/** Video, last screenshot and each log, labelled, in that order. */
export function labelledLinks(links: TestLinks | undefined): LabelledLink[] {
  if (!links) return [];
  const last = links.screenshots?.at(-1);
  return [
    ...(links.video ? [{ label: 'video', url: links.video }] : []),
    ...(last ? [{ label: 'last screenshot', url: last }] : []),
    ...(links.logs ?? []).map((log) => ({ label: `log: ${log.label}`, url: log.url })),
  ];
}

/** Whether `labelledLinks` gives the test any link (told without making them: it runs per test read). */
export const hasLinks = ({ links }: ReportEntry): boolean =>
  Boolean(links && (links.video || links.screenshots?.at(-1) || links.logs?.length));

/** Plain-text lines for annotation details and report files: `Video: https://…`, then the note. */
export function linkLines(links: TestLinks | undefined): string[] {
  const list = labelledLinks(links);
  if (!list.length) return [];
  const lines = list.map((l) => `${l.label[0]?.toUpperCase()}${l.label.slice(1)}: ${l.url}`);
  if (links?.notReady) lines.push(`Note: ${NOT_READY_NOTE}.`);
  lines.push('These links are signed by the service and expire.');
  return lines;
}

/** `[video](<…>) · [last screenshot](<…>) · [log: selenium](<…>)`, empty without links. */
export function markdownLinks(links: TestLinks | undefined, options: { inTable: boolean }): string {
  const list = labelledLinks(links).map((l) => markdownLink(l.label, l.url, options));
  if (list.length && links?.notReady) list.push('(not ready yet)');
  return list.join(' · ');
}

/**
 * A thumbnail of the test's last screenshot that opens the full image, with the test's name under it;
 * undefined without an https screenshot. `name` must already be escaped for markdown.
 */
export function thumbnail(entry: ReportEntry, escapedName: string): string | undefined {
  const last = httpsUrl(entry.links?.screenshots?.at(-1));
  if (!last) return undefined;
  const src = escapeHtmlAttribute(last);
  return `<a href="${src}"><img src="${src}" width="${THUMBNAIL_WIDTH}" alt="Last screenshot"></a><br>${escapedName}\n`;
}

/**
 * The path of an address as `httpUrl` gives it (serialized: its user, host and port hold no `/`, `?`
 * or `#`), read off the text: what `new URL(href).pathname` is, without making a URL of every link.
 */
const SERIALIZED_PATH = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^?#]*)/i;

/**
 * A file extension and MIME type from the path of an address as `httpUrl` gives it, for attachments
 * and downloads; `fallback` when unknown.
 */
export function mediaTypeOf(url: string, fallback: { extension: string; type: string }) {
  const known: Record<string, string> = {
    mp4: 'video/mp4',
    webm: 'video/webm',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    log: 'text/plain',
    txt: 'text/plain',
    json: 'application/json',
  };
  const path = SERIALIZED_PATH.exec(url)?.[1] ?? '';
  const extension = /\.([a-z0-9]{2,5})$/i.exec(path)?.[1]?.toLowerCase();
  return extension && known[extension] ? { extension, type: known[extension] } : fallback;
}
