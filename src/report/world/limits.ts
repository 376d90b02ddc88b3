/**
 * GitHub's size limits (docs/github-facts.md) and cutting text to them without breaking a character
 * (src/text/characters.ts).
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
/** Failed tests whose recordings download-assets saves, first ones first. */
export const MAX_DOWNLOADED_TESTS = 20;
/** Failed tests shown with a thumbnail of their last screenshot, first ones first, as the room allows. */
export const MAX_THUMBNAILS = 6;
/**
 * The most markdown any output of a report holds: a step's job summary (the check run's summary and a
 * comment hold 65,535 and 65,536 characters; the command line keeps its summaries within 1 MiB too).
 * Table rows past this many UTF-16 units fit in no output, so a report keeps no test beyond them.
 */
export const MAX_SHOWN_SIZE = MAX_STEP_SUMMARY_BYTES;

// The cuts live with the other character work (src/text/characters.ts); here beside the limits they serve.
export {
  cutTo,
  cutToBytes,
  cutToChars,
  ELLIPSIS,
  oneLine,
  utf8Bytes,
  utf16Units,
} from '../../text/characters.ts';

/**
 * Reports of the branch a history window holds at most (history/window.ts): the newest, the report
 * that carries it, last. Here, not there, so the inputs that bound `auto-quarantine` by it load no more.
 */
export const WINDOW_RUNS = 30;
