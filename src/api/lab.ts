import { z } from 'zod';

import { missingIds } from './assumptions.ts';
import { BrowserSchema } from './browsers.ts';
import { RunAckSchema } from './jobs.ts';
import { INSUFFICIENT_CREDITS, type Meanings, READ_ONLY } from './meanings.ts';
import { string } from './records.ts';
import { idOf, testRefOf } from './refs.ts';
import { AckSchema, type LenientRecord, LenientRecordSchema } from './schemas.ts';
import { listPage, MAX_PAGE_SIZE, type PageRequest } from './transport/pagination.ts';
import { route } from './transport/path.ts';
import type { Transport } from './transport/transport.ts';

/** Codeless test record, step record and create acknowledgement: all "not shown" in the spec. */
export const CodelessTestSchema = LenientRecordSchema;
const CodelessStepSchema = LenientRecordSchema;

/** A body whose field names the spec does not show: the caller supplies it as the service expects. */
export type OpaqueBody = Record<string, unknown>;

/**
 * The ID of a Codeless test (or suite) record. The records are "not shown" (ASSUMPTIONS.codelessRecordFields):
 * `id` and `name` are the fields read, and a record without a usable one yields undefined, not a guess.
 */
export function codelessIdOf(record: LenientRecord): number | undefined {
  const id = record.id;
  const n =
    typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** The name of a Codeless test (or suite) record: `name`, trimmed; absent when not a non-empty text. */
export function codelessNameOf(record: LenientRecord): string | undefined {
  return string(record.name);
}

/** `browser_ids` and `test_ids` travel as one comma-separated string (spec). */
export function idList(ids: readonly number[], what: string): string {
  if (!ids.length) throw new TypeError(`${what} must name at least one ID`);
  return ids.map((id) => idOf(id, what)).join(',');
}

export interface NewCodelessTest {
  name: string;
  /** The URL the test visits; or `file`. */
  url?: string;
  /** An IDE export to import; or `url`. */
  file?: string;
  /** Plain-language instruction for the AI test agent. */
  aiPrompt?: string;
}

const TEST_NOT_FOUND: Meanings = { 404: 'no such Codeless test' };
const WRITE: Meanings = { ...READ_ONLY, ...TEST_NOT_FOUND };

const testPath = (id: number) => route`/v1/lab/${idOf(id, 'Codeless test id')}`;

// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
export function labApi(t: Transport) {
  return {
    /** GET /v1/lab: one page of the account's Codeless tests. */
    list: (page?: PageRequest) =>
      listPage(t, {
        operation: 'list Codeless tests',
        path: '/v1/lab',
        page,
        maxCount: MAX_PAGE_SIZE,
        item: CodelessTestSchema,
      }),

    /** POST /v1/lab: records a test that visits `url`, or imports an IDE export (`file`). */
    create: (test: NewCodelessTest) => {
      if (!test.name.trim()) throw new TypeError('a Codeless test needs a name');
      if ((test.url === undefined) === (test.file === undefined))
        throw new TypeError('a Codeless test needs exactly one of url and file');
      // The spec names the body fields in this bracketed form; a field left undefined is not sent.
      const json: OpaqueBody = {
        'test[name]': test.name,
        'test[url]': test.url,
        file: test.file,
        'test[ai_prompt]': test.aiPrompt,
      };
      return t.call({
        operation: 'create Codeless test',
        method: 'POST',
        path: '/v1/lab',
        json,
        response: LenientRecordSchema,
        emptyMeansDone: true,
        meanings: { 400: 'the test is invalid (name, and url or file, are needed)', ...READ_ONLY },
      });
    },

    /** GET /v1/lab/{id}: the record without its steps (see `steps`). */
    get: (id: number) =>
      t.call({
        operation: 'get Codeless test',
        method: 'GET',
        path: testPath(id),
        response: CodelessTestSchema,
        meanings: TEST_NOT_FOUND,
      }),

    /**
     * PUT /v1/lab/{id}: name, target URL, cron schedule, enabled state (field names not shown). The
     * reference is the numeric ID or the WebDriver session_id of a run of this test.
     */
    update: (ref: number | string, body: OpaqueBody) =>
      t.call({
        operation: 'update Codeless test',
        method: 'PUT',
        path: route`/v1/lab/${testRefOf(ref)}`,
        json: body,
        response: AckSchema,
        meanings: WRITE,
      }),

    /** DELETE /v1/lab/{id}: the test and its steps; run history stays. */
    delete: (id: number) =>
      t.call({
        operation: 'delete Codeless test',
        method: 'DELETE',
        path: testPath(id),
        meanings: WRITE,
      }),

    /** POST /v1/lab/{id}/schedule: a preset (once, daily, weekly) or a cron expression. */
    schedule: (id: number, body: OpaqueBody) =>
      t.call({
        operation: 'schedule Codeless test',
        method: 'POST',
        path: `${testPath(id)}/schedule`,
        json: body,
        response: AckSchema,
        meanings: { 400: 'a weekly schedule needs a day and an hour', ...INSUFFICIENT_CREDITS, ...WRITE },
      }),

    /** POST /v1/lab/{id}/alert: an alert channel for failed scheduled runs. */
    createAlert: (id: number, body: OpaqueBody) =>
      t.call({
        operation: 'create Codeless test alert',
        method: 'POST',
        path: `${testPath(id)}/alert`,
        json: body,
        response: AckSchema,
        meanings: { 400: 'the alert already exists (replace it instead)', ...WRITE },
      }),

    /** PUT /v1/lab/{id}/alert: replaces the alert configuration. */
    updateAlert: (id: number, body: OpaqueBody) =>
      t.call({
        operation: 'update Codeless test alert',
        method: 'PUT',
        path: `${testPath(id)}/alert`,
        json: body,
        response: AckSchema,
        meanings: WRITE,
      }),

    /** POST /v1/lab/{id}/report: a recurring e-mail report of the pass/fail rate. */
    createReport: (id: number, body: OpaqueBody) =>
      t.call({
        operation: 'create Codeless test report',
        method: 'POST',
        path: `${testPath(id)}/report`,
        json: body,
        response: AckSchema,
        meanings: { 400: 'the report settings are invalid', ...WRITE },
      }),

    /** PUT /v1/lab/{id}/report: replaces the report destination and schedule. */
    updateReport: (id: number, body: OpaqueBody) =>
      t.call({
        operation: 'update Codeless test report',
        method: 'PUT',
        path: `${testPath(id)}/report`,
        json: body,
        response: AckSchema,
        meanings: WRITE,
      }),

    /**
     * POST /v1/lab/{id}/trigger: runs the test now on its browsers. Sent once: the transport never
     * repeats a POST that may have reached the service, so a run is never billed twice.
     */
    trigger: (id: number, body: OpaqueBody = {}) =>
      t.call({
        operation: 'trigger Codeless test',
        method: 'POST',
        path: `${testPath(id)}/trigger`,
        json: body,
        response: RunAckSchema,
        meanings: { ...INSUFFICIENT_CREDITS, ...WRITE },
      }),

    /** POST /v1/lab/trigger_all: every Codeless test, `url` overriding each test's base URL; sent once. */
    triggerAll: (options: { url?: string } = {}) =>
      t.call({
        operation: 'trigger all Codeless tests',
        method: 'POST',
        path: '/v1/lab/trigger_all',
        // Without `url` the JSON is `{}`: an undefined field is not sent.
        json: { url: options.url },
        response: RunAckSchema,
        meanings: { ...INSUFFICIENT_CREDITS, ...READ_ONLY },
      }),

    /** GET /v1/lab/{id}/steps: one page of the recorded steps (the spec shows no `count` maximum). */
    steps: (id: number, page?: PageRequest) =>
      listPage(t, {
        operation: 'list Codeless test steps',
        path: `${testPath(id)}/steps`,
        page,
        item: CodelessStepSchema,
        meanings: TEST_NOT_FOUND,
      }),

    /** POST /v1/lab/{id}/steps: deletes every step and stores these; a replace, safe to repeat (ASSUMPTIONS.safeToRepeat). */
    replaceSteps: (id: number, body: OpaqueBody) =>
      t.call({
        operation: 'replace Codeless test steps',
        method: 'POST',
        path: `${testPath(id)}/steps`,
        json: body,
        response: AckSchema,
        idempotent: true,
        meanings: { 400: 'the steps are missing', ...WRITE },
      }),

    /** PUT /v1/lab/{id}/stop: force-stops the in-flight run, or only the one on `browserId`. */
    stop: (id: number, options: { browserId?: number } = {}) =>
      t.call({
        operation: 'stop Codeless test',
        method: 'PUT',
        path: `${testPath(id)}/stop`,
        json: options.browserId === undefined ? {} : { browser_id: idOf(options.browserId, 'browser id') },
        response: AckSchema,
        meanings: WRITE,
      }),

    /** GET /v1/lab/{id}/browsers: the browsers the test runs on. */
    browsers: (id: number) =>
      t.call({
        operation: 'list Codeless test browsers',
        method: 'GET',
        path: `${testPath(id)}/browsers`,
        response: z.array(BrowserSchema),
        meanings: TEST_NOT_FOUND,
      }),

    /** POST /v1/lab/{id}/browsers: replaces the whole set with these `browser_id`s; safe to repeat (ASSUMPTIONS.safeToRepeat). */
    setBrowsers: (id: number, browserIds: readonly number[]) => {
      const browser_ids = idList(browserIds, 'browser ids');
      return t.call({
        operation: 'set Codeless test browsers',
        method: 'POST',
        path: `${testPath(id)}/browsers`,
        json: { browser_ids },
        response: AckSchema,
        idempotent: true,
        meanings: { ...missingIds('browser IDs'), ...WRITE },
      });
    },
  };
}
