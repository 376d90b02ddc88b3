import { z } from 'zod';

import { UNKNOWN_APP_KEY_MEANINGS } from './assumptions.ts';
import { type Meanings, READ_ONLY } from './meanings.ts';
import { appKeyOf, storageRefOf } from './refs.ts';
import { type LenientRecord, LenientRecordSchema } from './schemas.ts';
import { listPage, MAX_PAGE_SIZE, type PageRequest } from './transport/pagination.ts';
import { route } from './transport/path.ts';
import type { ServiceRequest } from './transport/request.ts';
import type { Transport } from './transport/transport.ts';
import { multipartFileBody, UPLOAD_DEFAULTS, UploadMonitor, type UploadOptions } from './transport/upload.ts';

/**
 * Stored app records are "not shown" in the spec beyond `app_url` (`<storage_scheme>://<appkey>`).
 * Every other assumption about them lives in `storedAppInfo` (records.ts).
 */
export const APP_URL = /^[a-z][a-z0-9+.-]*:\/\/[^/\s?#]+$/i;
const AppUrlSchema = z.string().regex(APP_URL, 'expected <scheme>://<appkey>');

/** A stored app as read back (list, get): any object, nothing required. */
const StoredAppSchema = LenientRecordSchema;
export type StoredApp = LenientRecord;

/** The answer to an upload or a replace: the one field the spec shows is required there. */
const UploadedAppSchema = z.looseObject({ app_url: AppUrlSchema });
export type UploadedApp = z.infer<typeof UploadedAppSchema>;

/** What to store: a file streamed from disk (multipart field `file`), or a public URL the service fetches. */
export type AppSource = { file: string } | { url: string };

const UPLOAD_MEANINGS: Meanings = { 400: 'the file and the url are both missing', ...READ_ONLY };
const REPLACE_MEANINGS: Meanings = {
  400: 'the file or the url is missing or invalid',
  ...UNKNOWN_APP_KEY_MEANINGS,
  ...READ_ONLY,
};

// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
export function storageApi(t: Transport) {
  /**
   * Sends a file or a URL. A file goes as a streamed multipart body watched for progress and stalls;
   * the answer may take long (the service inspects the binary) but not forever.
   */
  async function send(
    req: Pick<ServiceRequest, 'operation' | 'path' | 'meanings' | 'idempotent'>,
    source: AppSource,
    options: UploadOptions,
  ): Promise<UploadedApp> {
    const call = {
      ...req,
      method: 'POST',
      response: UploadedAppSchema,
      timeoutMs: options.responseTimeoutMs ?? UPLOAD_DEFAULTS.responseTimeoutMs,
    } as const;
    if ('url' in source) return t.call({ ...call, json: { url: source.url } });
    const monitor = new UploadMonitor(options);
    try {
      const body = await multipartFileBody(source.file, 'file', monitor);
      return await t.call({ ...call, body, signal: monitor.signal });
    } catch (error) {
      throw monitor.explain(error);
    } finally {
      monitor.stop();
    }
  }

  return {
    /**
     * POST /v1/storage: stores a new app under a new key. Never sent twice once a byte may have
     * reached the service (the transport's rule for POST), so a retry cannot store it twice.
     */
    upload: (source: AppSource, options: UploadOptions = {}) =>
      send({ operation: 'upload app', path: '/v1/storage', meanings: UPLOAD_MEANINGS }, source, options),

    /**
     * POST /v1/storage/<appkey>: replaces the binary under an existing key; `app_url` stays the same.
     * Repeating it leaves the same result, so it is retried like an idempotent request
     * (ASSUMPTIONS.safeToRepeat); a 404 for an unknown key: ASSUMPTIONS.unknownAppKey.
     */
    replace: (appKey: string, source: AppSource, options: UploadOptions = {}) =>
      send(
        {
          operation: 'replace app',
          path: route`/v1/storage/${appKeyOf(appKey)}`,
          meanings: REPLACE_MEANINGS,
          idempotent: true,
        },
        source,
        options,
      ),

    /** GET /v1/storage: one page of stored apps, newest first. */
    list: (page?: PageRequest) =>
      listPage(t, {
        operation: 'list stored apps',
        path: '/v1/storage',
        page,
        maxCount: MAX_PAGE_SIZE,
        item: StoredAppSchema,
      }),

    /**
     * GET /v1/storage/<appkey>. The machine-readable description declares a required integer query
     * parameter `splat` for the key: that is the name of a wildcard path segment, so the key goes in
     * the path and no `splat` is sent (ASSUMPTIONS.noSplatOrIdQuery).
     */
    get: (appKey: string) =>
      t.call({
        operation: 'get stored app',
        method: 'GET',
        path: route`/v1/storage/${appKeyOf(appKey)}`,
        response: StoredAppSchema,
        meanings: { 404: 'no app is stored under this key' },
      }),

    /** DELETE /v1/storage/{id}: by numeric storage ID or app key; removes binary and metadata. */
    delete: (ref: string | number) =>
      t.call({
        operation: 'delete stored app',
        method: 'DELETE',
        path: route`/v1/storage/${storageRefOf(ref)}`,
        meanings: { 404: 'no stored app has this ID or key', ...READ_ONLY },
      }),
  };
}
