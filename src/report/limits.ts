/**
 * GitHub's size limits (docs/github-facts.md) and cutting text to them without breaking a character:
 * cuts fall between grapheme clusters, so neither a surrogate pair, nor an emoji sequence, nor a letter
 * and its combining accent is split.
 */

/** Annotations per check-run request. */
export const MAX_ANNOTATIONS_PER_REQUEST = 50;
/** Annotation `title`, in characters. */
export const MAX_ANNOTATION_TITLE_CHARS = 255;
/**
 * Annotation `message` and `raw_details`: "64 KB", counted in bytes. Read as 64,000 bytes, the smaller
 * of its two readings, so the cut is safe under either.
 */
export const MAX_ANNOTATION_BYTES = 64_000;
/** Check run `output.summary` and `output.text`, in characters. */
export const MAX_OUTPUT_CHARS = 65_535;
/** Check run `output.title`: GitHub states no limit; one short line, cut like an annotation title. */
export const MAX_OUTPUT_TITLE_CHARS = 255;
/** The job summary of one step (GITHUB_STEP_SUMMARY), in bytes. */
export const MAX_STEP_SUMMARY_BYTES = 1024 * 1024;
/**
 * Annotations one check run carries at most: 20 requests of 50, paced a second apart, stay far inside
 * GitHub's limits for content-creating requests (80 a minute, 500 an hour: docs/github-facts.md). The
 * job summary and the JUnit and CTRF files list the failed tests beyond it.
 */
export const MAX_CHECK_RUN_ANNOTATIONS = 1000;
/** Pause between two writes to one check run: GitHub asks for a second between content-creating requests. */
export const GITHUB_WRITE_PAUSE_MS = 1000;
/** Workflow-command annotations the runner shows per level and step. */
export const MAX_COMMAND_ANNOTATIONS = 10;

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

/** One line: newlines and runs of white space folded to single spaces. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
