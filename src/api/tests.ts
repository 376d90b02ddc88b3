import { skipFieldsQuery, type TestPageRequest, TestRecordSchema } from './builds.ts';
import { type Meanings, READ_ONLY } from './meanings.ts';
import { idOf, testRefOf } from './refs.ts';
import { AckSchema } from './schemas.ts';
import { listPage, MAX_PAGE_SIZE } from './transport/pagination.ts';
import { route } from './transport/path.ts';
import type { Transport } from './transport/transport.ts';

export interface TestListRequest extends TestPageRequest {
  /** Only tests updated at or after this UNIX time (seconds). */
  since?: number;
  browserId?: number;
  group?: string;
  /** `capabilities.build` of the tests. */
  build?: string;
}

/**
 * Bodies of POST /v1/tests and PUT/POST /v1/tests/{id}: the spec describes what they do (a result,
 * groups, a build, a status message) but not their field names, so callers pass the fields as sent.
 */
export type TestBody = Record<string, unknown>;

const TEST_NOT_FOUND: Meanings = { 404: 'no such test' };

const testPath = (ref: string | number) => route`/v1/tests/${testRefOf(ref)}`;

// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
export function testsApi(t: Transport) {
  return {
    /** GET /v1/tests: one page of tests, newest first, optionally filtered. */
    list: (request: TestListRequest = {}) => {
      if (request.since !== undefined && !(Number.isInteger(request.since) && request.since >= 0))
        throw new RangeError(`since must be a UNIX time in whole seconds, got ${request.since}`);
      return listPage(t, {
        operation: 'list tests',
        path: '/v1/tests',
        page: request,
        maxCount: MAX_PAGE_SIZE,
        query: {
          since: request.since,
          browser_id: request.browserId === undefined ? undefined : idOf(request.browserId, 'browser id'),
          group: request.group,
          build: request.build,
          skip_fields: skipFieldsQuery(request.skipFields),
        },
        item: TestRecordSchema,
        meanings: { 404: 'no such group or build' },
      });
    },

    /** POST /v1/tests: records a manual or external test result. */
    create: (body: TestBody) =>
      t.call({
        operation: 'create test',
        method: 'POST',
        path: '/v1/tests',
        json: body,
        response: AckSchema,
        meanings: { 400: 'the test result is invalid', ...READ_ONLY },
      }),

    /** GET /v1/tests/{id}, by numeric ID or WebDriver session UUID. */
    get: (ref: string | number, options: { skipFields?: readonly string[] } = {}) =>
      t.call({
        operation: 'get test',
        method: 'GET',
        path: testPath(ref),
        query: { skip_fields: skipFieldsQuery(options.skipFields) },
        response: TestRecordSchema,
        meanings: TEST_NOT_FOUND,
      }),

    /** PUT /v1/tests/{id}: marks passed or failed, sets groups, build or a status message. */
    update: (ref: string | number, body: TestBody) =>
      t.call({
        operation: 'update test',
        method: 'PUT',
        path: testPath(ref),
        json: body,
        response: AckSchema,
        meanings: { ...READ_ONLY, ...TEST_NOT_FOUND },
      }),

    /**
     * POST /v1/tests/{id}: the spec's alias of PUT for clients that cannot send PUT. Same body and
     * behaviour, so repeating it is as harmless as repeating the PUT (ASSUMPTIONS.safeToRepeat).
     */
    updateByPost: (ref: string | number, body: TestBody) =>
      t.call({
        operation: 'update test',
        method: 'POST',
        path: testPath(ref),
        json: body,
        response: AckSchema,
        meanings: { ...READ_ONLY, ...TEST_NOT_FOUND },
        idempotent: true,
      }),

    /** DELETE /v1/tests/{id}: the test and every asset. */
    delete: (ref: string | number) =>
      t.call({
        operation: 'delete test',
        method: 'DELETE',
        path: testPath(ref),
        meanings: { ...READ_ONLY, ...TEST_NOT_FOUND },
      }),

    /** PUT /v1/tests/{id}/stop: ends a running test; its assets then become downloadable. */
    stop: (ref: string | number) =>
      t.call({
        operation: 'stop test',
        method: 'PUT',
        path: `${testPath(ref)}/stop`,
        json: {},
        response: AckSchema,
        meanings: { ...READ_ONLY, 404: 'no such test, or it already finished' },
      }),
  };
}
