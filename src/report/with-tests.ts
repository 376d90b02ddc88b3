import type { ReportHeader } from './outputs/report.ts';
import type { ReadReportInput, ReportInput } from './types.ts';
import { readEntries } from './value/reader.ts';
import type { ReportTests } from './value/tests.ts';

/**
 * A report's header and its tests, for `use`: tests given as an array (a job's) are read as a build's
 * are (src/report/value/reader.ts), spilled under `dir` and removed after; tests read already stay the
 * caller's to dispose.
 */
export async function withReportTests<T>(
  given: ReportInput | ReadReportInput,
  dir: string,
  use: (header: ReportHeader, tests: ReportTests) => Promise<T>,
): Promise<T> {
  if ('tests' in given) {
    const { tests, ...header } = given;
    return use(header, tests);
  }
  const { entries, ...header } = given;
  const tests = await readEntries(entries, { dir });
  try {
    return await use(header, tests);
  } finally {
    await tests.dispose();
  }
}
