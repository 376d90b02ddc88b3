import type { CompactTests, RunSpan } from './compact.ts';
import type { TestVersions } from './family.ts';
import type { SessionTime } from './sessions.ts';
import type { ListedKinds, ReportCounts, ReportEntry } from './types.ts';

/**
 * The tests of a report as its outputs use them (read by src/report/value/reader.ts): the counts, the first
 * tests of each kind with full details as far as any output lists them, a compact record per test,
 * and every test again, streamed in order, for the files that list them all. Outputs read the counts
 * and these lists, never every test.
 */
export interface ReportTests {
  counts: ReportCounts;
  /**
   * The first failed tests, in order: every one the check run annotates (MAX_CHECK_RUN_ANNOTATIONS),
   * and on while their table rows could fit in the largest summary (MAX_SHOWN_SIZE).
   */
  failed: readonly ReportEntry[];
  /** The first tests whose outcome is unknown, while their table rows could fit in a summary. */
  unknown: readonly ReportEntry[];
  /** The first flaky tests (failed, then passed), while their table rows could fit in a summary. */
  flaky: readonly ReportEntry[];
  /**
   * The first failed tests with recordings (those download-assets saves, MAX_DOWNLOADED_TESTS) and
   * with a last screenshot (the thumbnails, MAX_THUMBNAILS), in order.
   */
  recorded: readonly ReportEntry[];
  /** Whether some failed (unknown, flaky) test, listed or not, has links: its table has a Links column. */
  linked: ListedKinds<boolean>;
  /** Per test, in order: a hash key of its name, browser or device and platform, its outcome, duration, end. */
  keys: CompactTests;
  /** When the tests ran, first start to last end; undefined when no test's end is known. */
  span: RunSpan | undefined;
  /** The first browsers or devices and platforms the tests name, versions included. */
  versions?: TestVersions;
  /** What the tests' sessions ran, when their service records were read (value/sessions.ts). */
  sessions?: SessionTime;
  /** Every test with its full details, in order, its attempts as one. */
  entries(): AsyncIterable<ReportEntry>;
}
