// The one place where text from outside (the service's answers, file names in the workspace) is made
// safe for where it is shown: a line of the runner's log, or markdown (the job summary, the check run,
// a pull request comment). Such text is shown as it reads, never obeyed or rendered.
import { wellFormed } from './characters.ts';

/**
 * A zero width space: invisible, so escaped text still reads as it did; not white space to .NET's
 * `Char.IsWhiteSpace` or JavaScript's `trim`, so nothing that trims a line (the runner trims before it
 * looks for `::`) removes it; and no markdown or command syntax.
 */
const BREAK = '\u200b';

/**
 * The runner reads a line as a workflow command when, trimmed, it starts with `::` (`::set-output`,
 * `::add-mask`, `::error`…), or when it holds `##[` anywhere (the older form, still parsed: actions/runner
 * `ActionCommand.TryParseV2` and `TryParse`). It splits lines at `\n`, `\r` and `\r\n`. Leading space
 * here is anything .NET's `Char.IsWhiteSpace` or JavaScript's `\s` may trim, NEL (U+0085) included.
 */
const COMMAND_LINE = /(^|[\r\n])([\s\u0085]*):(?=:)/g;
/**
 * `##[` (the runner's older form, and Azure Pipelines' formatting commands) and `##vso[` (Azure
 * Pipelines' logging commands, found anywhere in a line: docs/ci-facts.md), in any letter case.
 */
const OLD_COMMAND = /#(?=#(?:vso)?\[)/gi;

/**
 * Text for a plain log line (`core.info`): a line of it that would start a workflow command gets a
 * zero width space between its first two colons, and so does `##[` or `##vso[` between its `#`s, so
 * the runner (or the Azure Pipelines agent) prints the line instead of obeying it, and a reader still
 * sees the same characters.
 * `::stop-commands::` around each write would also work, but needs a fresh token per write and leaves
 * commands off for the rest of the step if the process dies between the two lines.
 */
export function logText(text: string): string {
  return text.replace(COMMAND_LINE, `$1$2:${BREAK}`).replace(OLD_COMMAND, `#${BREAK}`);
}

/**
 * Markdown characters that could start formatting, a link or image (`[`, `](`), code, a table cell (`|`),
 * strike-through (`~`) or math (`$`), escaped with a backslash wherever they stand; `&`, `<` and `>`
 * become entities, so no HTML tag, comment or entity comes through.
 */
const INLINE = /[\\`*_[\]()|~$]/g;
/** Block syntax only counts at the start of a line: headings, lists, rules, setext underlines. */
const LINE_START = /(^|[\r\n])([ \t]*)([#+=-]|\d+[.)])/g;

/**
 * What GitHub turns into links or notifications in rendered text, broken by a zero width space: an
 * `@mention` (a person or team would be notified), an `#123` or `GH-123` reference (the issue would
 * show a back-reference), and bare URLs and `www.` addresses (autolinked).
 */
const MENTION = /@(?=[\p{L}\p{N}_-])/gu;
const REFERENCE = /#(?=\d)|(?<=\bGH-)(?=\d)/g;
const AUTOLINK = /:(?=\/\/)|(?<=\bwww)(?=\.)/gi;

/**
 * Text from outside shown as text in markdown or HTML that GitHub renders: punctuation that means
 * something is escaped, HTML is shown as written, and nothing in it becomes a link, an image, a
 * mention or a reference. Line breaks are kept (each line is escaped as a line of its own); control
 * characters and terminal escapes go first (wellFormed), before escaping could split one. Cut text to
 * its size before escaping, so no cut falls inside an escape.
 */
export function markdownText(text: string): string {
  return wellFormed(text)
    .replace(INLINE, '\\$&')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replace(LINE_START, (_, start: string, space: string, mark: string) =>
      /^\d/.test(mark)
        ? `${start}${space}${mark.slice(0, -1)}\\${mark.slice(-1)}`
        : `${start}${space}\\${mark}`,
    )
    .replace(MENTION, `@${BREAK}`)
    .replace(REFERENCE, (mark) => `${mark}${BREAK}`)
    .replace(AUTOLINK, (mark) => `${mark}${BREAK}`);
}

/** Text from outside for one markdown table cell: one line, escaped (a pipe would end the cell). */
export function markdownCell(text: string): string {
  return markdownText(text.replace(/\s+/g, ' ').trim());
}

/** An absolute http(s) URL, normalized; anything else (other schemes, relative, not a string) is absent. */
export function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An https URL checked and normalized (`URL` percent-encodes spaces, quotes, `<` and `>`), or undefined
 * for anything else: only links our code builds from known fields are shown as links, and only https.
 */
export function httpsUrl(value: unknown): string | undefined {
  const url = httpUrl(value);
  return url?.startsWith('https:') ? url : undefined;
}

/**
 * A URL as a markdown link destination: in angle brackets, so parentheses need no escaping, with
 * backslashes escaped; in a table cell a pipe is escaped too, or it would end the cell.
 */
function destination(url: string, inTable: boolean): string {
  const escaped = url.replaceAll('\\', '\\\\');
  return `<${inTable ? escaped.replaceAll('|', '\\|') : escaped}>`;
}

/**
 * `[label](<url>)` for a link our code builds: the label is escaped as text, the URL must be https
 * (else the label alone is shown, as text).
 */
export function markdownLink(label: string, url: string | undefined, options = { inTable: false }): string {
  const href = httpsUrl(url);
  const text = options.inTable ? markdownCell(label) : markdownText(label);
  return href ? `[${text}](${destination(href, options.inTable)})` : text;
}

/** An HTML attribute value in double quotes. */
export function escapeHtmlAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
