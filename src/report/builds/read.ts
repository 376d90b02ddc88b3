import type { LenientRecord } from '../../api/schemas.ts';
import { ServiceError } from '../../api/transport/errors.ts';
import { walkPages } from '../../api/transport/pagination.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import { type ReadTests, TestReader } from '../value/reader.ts';
import { runnerTempOf } from '../value/spill.ts';
import {
  COUNTING_SKIPPED_FIELDS,
  HEAVY_TEST_FIELDS,
  readTestRecord,
  type TestView,
} from '../value/test-record.ts';

/**
 * One read of a build's tests from the service (annotate-build, `cloudtest report`): every page into
 * the reader as it arrives; and a page of one, to tell whether tests arrived since.
 */

export interface Listing {
  tests: ReadTests;
  /** Records read, each once by its ID (one without an ID each time read): the list's `meta.total` then. */
  listed: number;
}

/** What a read of the build gives, or undefined while the service does not know the build (404). */
async function unlessMissing<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * Every test of the build, all pages at the largest page size, heavy fields skipped (logs and
 * screenshots are kept: failed tests link to them), each page handed to the reader as it arrives
 * (src/report/value/reader.ts): memory holds the pages in flight, never the build. A test read twice
 * (pages shifting while results arrive) counts once, as last read. `namePrefix` goes before every
 * test's name.
 */
export async function readBuild(
  build: string,
  ctx: ServiceContext,
  namePrefix?: string,
): Promise<Listing | undefined> {
  const reader = await TestReader.open({ dir: runnerTempOf(ctx.env), namePrefix });
  try {
    const found = await unlessMissing(async () => {
      const fetchPage = (page: { offset: number; count: number; signal?: AbortSignal }) =>
        ctx.client.builds.tests(build, { ...page, skipFields: HEAVY_TEST_FIELDS });
      // A test read again as pages shift is passed on: the reader counts it once, as last read.
      for await (const records of walkPages(fetchPage, { repeats: 'yield' }))
        await reader.add(testsOf(records));
      return true;
    });
    if (found) {
      const listed = reader.records;
      return { tests: await reader.finish(), listed };
    }
  } catch (error) {
    await reader.discard();
    throw error;
  }
  await reader.discard();
  return undefined;
}

/** Each record read as the reader takes it: a page's tests are never all in memory at once. */
function* testsOf(records: readonly LenientRecord[]): Generator<TestView> {
  for (const record of records) yield readTestRecord(record);
}

/** How many tests the build lists now, from a page of one: a cheap check that nothing arrived. */
export async function countBuild(build: string, ctx: ServiceContext): Promise<number | undefined> {
  const page = await unlessMissing(() =>
    ctx.client.builds.tests(build, { offset: 0, count: 1, skipFields: COUNTING_SKIPPED_FIELDS }),
  );
  return page?.meta.total;
}
