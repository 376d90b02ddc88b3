import { BUILD_NOT_YET_MEANINGS } from './assumptions.ts';
import { type Meanings, READ_ONLY } from './meanings.ts';
import { buildRefOf } from './refs.ts';
import { LenientRecordSchema } from './schemas.ts';
import { listPage, MAX_PAGE_SIZE, type PageRequest } from './transport/pagination.ts';
import { route } from './transport/path.ts';
import type { Transport } from './transport/transport.ts';

/** Build records in build lists are "not shown" in the spec. */
const BuildSchema = LenientRecordSchema;

/**
 * Test records are "not shown" beyond a description: read them only through an adapter
 * (src/report/value/test-record.ts) that treats what is missing as unknown.
 */
export const TestRecordSchema = LenientRecordSchema;

export interface TestPageRequest extends PageRequest {
  /** Fields to leave out of each test (the spec names logs and thumbs), sent comma-separated. */
  skipFields?: readonly string[];
}

/** `skip_fields` as the spec takes it: one comma-separated string, absent when empty. */
export function skipFieldsQuery(fields: readonly string[] | undefined): string | undefined {
  return fields?.length ? fields.join(',') : undefined;
}

const BUILD_NOT_FOUND: Meanings = { 404: 'no such build' };

/**
 * `<build>` goes in the path, as the endpoint table shows it; the machine-readable description's
 * required `id` query parameter mirrors that path segment and is not sent (ASSUMPTIONS.noSplatOrIdQuery).
 */
const buildPath = (build: string | number) => route`/v1/builds/${buildRefOf(build)}`;

export function buildsApi(t: Transport) {
  return {
    /** GET /v1/builds: one page of the account's builds. */
    list: (page?: PageRequest) =>
      listPage(t, {
        operation: 'list builds',
        path: '/v1/builds',
        page,
        maxCount: MAX_PAGE_SIZE,
        item: BuildSchema,
      }),

    /** GET /v1/builds/<build>: one page of the tests of a build, by numeric ID or `capabilities.build`. */
    tests: (build: string | number, page: TestPageRequest = {}) =>
      listPage(t, {
        operation: 'list the tests of a build',
        path: buildPath(build),
        page,
        maxCount: MAX_PAGE_SIZE,
        query: { skip_fields: skipFieldsQuery(page.skipFields) },
        item: TestRecordSchema,
        meanings: BUILD_NOT_YET_MEANINGS,
      }),

    /** DELETE /v1/builds/<build>: the build and every test and asset in it, for good. */
    delete: (build: string | number) =>
      t.call({
        operation: 'delete build',
        method: 'DELETE',
        path: buildPath(build),
        meanings: { ...READ_ONLY, ...BUILD_NOT_FOUND },
      }),
  };
}
