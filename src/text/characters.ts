// Text as characters: making it well-formed for where it goes (GitHub, the job summary, the report
// files), and cutting it to a size without breaking a character. Cuts fall between grapheme clusters,
// so neither a surrogate pair, nor an emoji sequence, nor a letter and its combining accent is split.

/**
 * Terminal escape sequences: CSI (`ESC [ … final` or its one-byte form U+009B: colours, cursor moves),
 * OSC (`ESC ] … BEL` or U+009D, to BEL, ST or `ESC \`: titles and hyperlinks), and the short `ESC x`
 * forms. Removed whole, so no `[31m` is
 * left behind where a colour was; a lone `ESC` goes with the other control characters.
 */
const ESCAPE_SEQUENCE =
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  /(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]|(?:\x1b\]|\x9d)[^\x07\x1b\x9c]*(?:\x07|\x9c|\x1b\\)|\x1b[ -/]*[0-~]/g;
/**
 * Control characters other than tab and newline: the rest of C0 (NUL included), DEL and C1. A
 * carriage return ends a line like a newline, so it becomes one.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;

/**
 * Text that GitHub, a markdown renderer, an XML or a JSON reader takes as it is: terminal escape
 * sequences and control characters removed (tab and newline kept, a carriage return made a newline),
 * and a lone surrogate (half of a pair, which no UTF-8 can hold) replaced by U+FFFD. Never longer than
 * the text, in characters or in bytes, so a text already cut to a limit stays within it. Everything
 * our code sends to GitHub or writes to the job summary and the report files passes through here.
 */
export function wellFormed(text: string): string {
  CONTROL.lastIndex = 0;
  if (!CONTROL.test(text) && text.isWellFormed()) return text;
  return text.replace(/\r\n?/g, '\n').replace(ESCAPE_SEQUENCE, '').replace(CONTROL, '').toWellFormed();
}

/** Deeper than any value our code sends or writes; the walk stops there rather than go on without end. */
const MAX_VALUE_DEPTH = 8;

/**
 * A value with every string in it well-formed: strings, arrays and plain objects are copied, anything
 * else (numbers, buffers, signals) is kept as it is.
 */
export function wellFormedValues<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return wellFormed(value) as T;
  if (!value || typeof value !== 'object' || depth >= MAX_VALUE_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => wellFormedValues(item, depth + 1)) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, wellFormedValues(item, depth + 1)]),
  ) as T;
}

/**
 * Where JSON.stringify writes text that `wellFormed` would change: a control character other than tab
 * and newline as an escape (`\u001b`, `\b`, `\f`, `\r`), a lone surrogate as `\udXXX`, DEL and C1 as
 * they are. A backslash followed by one of those letters in the text itself is a false alarm.
 */
const NOT_WELL_FORMED_IN_JSON = /\\[bfru]|[\x7f-\x9f]/;

/**
 * Whether a value whose JSON is `json` may hold a string `wellFormedValues` would change. Never false
 * where it would (every such string shows in the JSON); a false alarm only costs the mending walk.
 * Reading the JSON it is written as anyway is far cheaper than walking the value.
 */
export function mayNotBeWellFormed(json: string): boolean {
  return NOT_WELL_FORMED_IN_JSON.test(json);
}

export const ELLIPSIS = '…';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export const utf8Bytes = (text: string): number => Buffer.byteLength(text, 'utf8');
/** Characters as JavaScript counts them (UTF-16 units): never fewer than code points, so a safe measure. */
export const utf16Units = (text: string): number => text.length;

/**
 * `text` cut so that `measure(result) <= max`, ending in `…` when something was cut. The measure
 * must add up over concatenation (bytes, UTF-16 units).
 */
export function cutTo(text: string, max: number, measure: (s: string) => number): string {
  if (measure(text) <= max) return text;
  const budget = max - measure(ELLIPSIS);
  if (budget <= 0) return '';
  let used = 0;
  let end = 0;
  // The segmenter is lazy: only the kept part of a long text is walked.
  for (const { segment, index } of graphemes.segment(text)) {
    const size = measure(segment);
    if (used + size > budget) break;
    used += size;
    end = index + segment.length;
  }
  return `${text.slice(0, end)}${ELLIPSIS}`;
}

export const cutToBytes = (text: string, maxBytes: number): string => cutTo(text, maxBytes, utf8Bytes);
export const cutToChars = (text: string, maxChars: number): string => cutTo(text, maxChars, utf16Units);

/** A zero width space: a place a line may break, invisible where it does not. */
const SOFT_BREAK = '\u200b';

const longRuns = new Map<number, RegExp>();
/** A run of more than `every` characters without white space; one per length, made once. */
function longRun(every: number): RegExp {
  let run = longRuns.get(every);
  if (!run) longRuns.set(every, (run = new RegExp(`\\S{${every + 1}}`)));
  return run;
}

/**
 * `text` with a zero width space after every `every` characters of each run without white space longer
 * than `longest` (a URL, base64), between whole characters: a table cell holding it can then wrap
 * instead of widening the table until its other columns go off-screen. Shorter runs, words among
 * them, are left alone.
 */
export function softBreaks(text: string, every: number, longest = every): string {
  if (!longRun(longest).test(text)) return text;
  return text.replace(/\S+/g, (run) => {
    const parts = Array.from(graphemes.segment(run), ({ segment }) => segment);
    if (parts.length <= longest) return run;
    return parts.map((part, i) => (i && i % every === 0 ? SOFT_BREAK + part : part)).join('');
  });
}

/** One line: newlines and runs of white space folded to single spaces. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Wide on a terminal: emoji shown as emoji, and East Asian wide and fullwidth characters. */
const WIDE =
  /\p{Emoji_Presentation}|\uFE0F|[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]|[\u{20000}-\u{3FFFD}]/u;
/** Taking no column: combining marks, zero width characters. */
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\u200B-\u200D\u2060]+$/u;

/**
 * The columns `text` takes on a terminal, a grapheme cluster at a time: two for an emoji or a wide
 * East Asian character, none for a combining mark, one for the rest. Terminals differ on a few
 * characters; this is what most of them show, enough to line a plain table up.
 */
export function terminalColumns(text: string): number {
  let columns = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (ZERO_WIDTH.test(segment)) continue;
    columns += WIDE.test(segment) ? 2 : 1;
  }
  return columns;
}
