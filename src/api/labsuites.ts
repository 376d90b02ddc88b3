import { z } from 'zod';

import { missingIds, SUITE_TESTS_NOT_FOUND } from './assumptions.ts';
import { BrowserSchema } from './browsers.ts';
import { RunAckSchema } from './jobs.ts';
import { CodelessTestSchema, idList, type OpaqueBody } from './lab.ts';
import { INSUFFICIENT_CREDITS, type Meanings, READ_ONLY } from './meanings.ts';
import { idOf } from './refs.ts';
import { AckSchema, LenientRecordSchema } from './schemas.ts';
import { listPage, MAX_PAGE_SIZE, type PageRequest } from './transport/pagination.ts';
import { route } from './transport/path.ts';
import type { Transport } from './transport/transport.ts';

/** Codeless suite record and its create acknowledgement: "not shown" in the spec. */
const CodelessSuiteSchema = LenientRecordSchema;

const SUITE_NOT_FOUND: Meanings = { 404: 'no such Codeless suite' };
const WRITE: Meanings = { ...READ_ONLY, ...SUITE_NOT_FOUND };

const suitePath = (id: number) => route`/v1/labsuites/${idOf(id, 'Codeless suite id')}`;

// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
export function labsuitesApi(t: Transport) {
  return {
    /** GET /v1/labsuites: one page of the account's suites. */
    list: (page?: PageRequest) =>
      listPage(t, {
        operation: 'list Codeless suites',
        path: '/v1/labsuites',
        page,
        maxCount: MAX_PAGE_SIZE,
        item: CodelessSuiteSchema,
      }),

    /** POST /v1/labsuites: body fields not shown, so the caller supplies them. */
    create: (body: OpaqueBody) =>
      t.call({
        operation: 'create Codeless suite',
        method: 'POST',
        path: '/v1/labsuites',
        json: body,
        response: LenientRecordSchema,
        emptyMeansDone: true,
        meanings: READ_ONLY,
      }),

    /** GET /v1/labsuites/{id}. */
    get: (id: number) =>
      t.call({
        operation: 'get Codeless suite',
        method: 'GET',
        path: suitePath(id),
        response: CodelessSuiteSchema,
        meanings: SUITE_NOT_FOUND,
      }),

    /** DELETE /v1/labsuites/{id}: only the grouping; the tests are kept. */
    delete: (id: number) =>
      t.call({
        operation: 'delete Codeless suite',
        method: 'DELETE',
        path: suitePath(id),
        meanings: WRITE,
      }),

    /**
     * POST /v1/labsuites/{id}/trigger: queues every test of the suite. Sent once: the transport never
     * repeats a POST that may have reached the service, so a run is never billed twice.
     */
    trigger: (id: number) =>
      t.call({
        operation: 'trigger Codeless suite',
        method: 'POST',
        path: `${suitePath(id)}/trigger`,
        response: RunAckSchema,
        meanings: { ...INSUFFICIENT_CREDITS, ...WRITE },
      }),

    /** GET /v1/labsuites/{id}/tests: one page of the suite's Codeless tests (no `count` maximum shown). */
    tests: (id: number, page?: PageRequest) =>
      listPage(t, {
        operation: 'list Codeless suite tests',
        path: `${suitePath(id)}/tests`,
        page,
        item: CodelessTestSchema,
        meanings: SUITE_NOT_FOUND,
      }),

    /** POST /v1/labsuites/{id}/tests: adds existing Codeless tests to the suite. */
    addTests: (id: number, testIds: readonly number[]) => {
      const test_ids = idList(testIds, 'test ids');
      return t.call({
        operation: 'add tests to Codeless suite',
        method: 'POST',
        path: `${suitePath(id)}/tests`,
        json: { test_ids },
        response: AckSchema,
        meanings: { ...missingIds('test IDs'), ...READ_ONLY, ...SUITE_TESTS_NOT_FOUND },
      });
    },

    /** DELETE /v1/labsuites/{id}/tests/{testid}: takes a test out of the suite; the test is kept. */
    removeTest: (id: number, testId: number) =>
      t.call({
        operation: 'remove test from Codeless suite',
        method: 'DELETE',
        path: `${suitePath(id)}${route`/tests/${idOf(testId, 'Codeless test id')}`}`,
        meanings: { ...READ_ONLY, 404: 'no such Codeless suite, or the test is not in it' },
      }),

    /** GET /v1/labsuites/{id}/browsers. */
    browsers: (id: number) =>
      t.call({
        operation: 'list Codeless suite browsers',
        method: 'GET',
        path: `${suitePath(id)}/browsers`,
        response: z.array(BrowserSchema),
        meanings: SUITE_NOT_FOUND,
      }),

    /** POST /v1/labsuites/{id}/browsers: replaces the suite's browser set; safe to repeat (ASSUMPTIONS.safeToRepeat). */
    setBrowsers: (id: number, browserIds: readonly number[]) => {
      const browser_ids = idList(browserIds, 'browser ids');
      return t.call({
        operation: 'set Codeless suite browsers',
        method: 'POST',
        path: `${suitePath(id)}/browsers`,
        json: { browser_ids },
        response: AckSchema,
        idempotent: true,
        meanings: { ...missingIds('browser IDs'), ...WRITE },
      });
    },
  };
}
