import { READ_ONLY } from './meanings.ts';
import { idOf } from './refs.ts';
import { LenientRecordSchema } from './schemas.ts';
import { listPage, type PageRequest } from './transport/pagination.ts';
import { route } from './transport/path.ts';
import type { Transport } from './transport/transport.ts';

/**
 * Body of POST /v1/screenshots: the spec names a target URL and a resolution but not the parameter
 * names, so the caller's object is sent as it is.
 */
export type ScreenshotBatchCreate = Record<string, unknown>;

export interface ScreenshotBatchOptions {
  /** Screenshot IDs to leave out (a delta fetch of a batch still processing), as the batch gives them. */
  excludeIds?: ReadonlyArray<number | string>;
}

/**
 * A screenshot ID as the batch record gives it, a number or text (ASSUMPTIONS.screenshotIds): sent as
 * it is, unless it is empty or holds a comma, which would split it in the comma-separated list.
 */
function screenshotIdOf(value: number | string): string {
  const id = typeof value === 'number' && !Number.isFinite(value) ? '' : String(value).trim();
  if (!id || id.includes(','))
    throw new TypeError(`a screenshot id must be a number or a text without a comma, got "${value}"`);
  return id;
}

export function screenshotsApi(t: Transport) {
  return {
    /** GET /v1/screenshots: one page of batches (records "not shown"; no `count` maximum shown). */
    list: (page?: PageRequest) =>
      listPage(t, {
        operation: 'list screenshot batches',
        path: '/v1/screenshots',
        page,
        item: LenientRecordSchema,
      }),

    /** POST /v1/screenshots: queues a cross-browser screenshot batch. */
    create: (body: ScreenshotBatchCreate) =>
      t.call({
        operation: 'queue screenshots',
        method: 'POST',
        path: '/v1/screenshots',
        json: body,
        response: LenientRecordSchema,
        meanings: {
          400: 'missing required screenshot parameters (target URL, resolution)',
          ...READ_ONLY,
        },
      }),

    /** GET /v1/screenshots/{id}: per-browser results and the processing state. */
    get: (id: number, options: ScreenshotBatchOptions = {}) =>
      t.call({
        operation: 'get screenshot batch',
        method: 'GET',
        path: route`/v1/screenshots/${idOf(id, 'screenshot batch id')}`,
        query: {
          excludeIds: options.excludeIds?.length
            ? options.excludeIds.map(screenshotIdOf).join(',')
            : undefined,
        },
        response: LenientRecordSchema,
        meanings: { 404: 'no such screenshot batch' },
      }),
  };
}
