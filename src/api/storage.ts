import { z } from 'zod';
import { type PageRequest, pageQuery } from './pagination.ts';
import { appKeyOf, storageRefOf } from './refs.ts';
import { type LenientRecord, LenientRecordSchema, pageOf } from './schemas.ts';
import { route, type ServiceRequest, type Transport } from './transport.ts';
import { multipartFileBody, UPLOAD_DEFAULTS, UploadMonitor, type UploadOptions } from './upload.ts';

/**
 * Stored app records are "not shown" in the spec beyond `app_url` (`<storage_scheme>://<appkey>`).
 * Every other assumption about them lives in `storedAppInfo` below.
 */
const APP_URL = /^[a-z][a-z0-9+.-]*:\/\/[^/\s?#]+$/i;
const AppUrlSchema = z.string().regex(APP_URL, 'expected <scheme>://<appkey>');

/** A stored app as read back (list, get): any object, nothing required. */
export const StoredAppSchema = LenientRecordSchema;
export type StoredApp = LenientRecord;

/** The answer to an upload or a replace: the one field the spec shows is required there. */
export const UploadedAppSchema = z.looseObject({ app_url: AppUrlSchema });
export type UploadedApp = z.infer<typeof UploadedAppSchema>;

/** The fields clients have been seen to read from a stored app record; each is undefined when absent. */
export interface StoredAppInfo {
  appUrl?: string;
  appKey?: string;
  id?: number;
  filename?: string;
  /** apk, ipa or zip. */
  type?: string;
  version?: string;
  /** PROCESSING while the service inspects the binary. */
  state?: string;
  createdAt?: string;
}

/** Reads a stored app record leniently: a field of another type than expected counts as absent. */
export function storedAppInfo(record: StoredApp): StoredAppInfo {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const appUrl = text(record.app_url);
  const id = record.id;
  return {
    appUrl,
    appKey: appUrl && APP_URL.test(appUrl) ? appKeyOf(appUrl) : undefined,
    id: typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined,
    filename: text(record.filename),
    type: text(record.type),
    version: typeof record.version === 'number' ? String(record.version) : text(record.version),
    state: text(record.state),
    createdAt: text(record.created_at),
  };
}

/** What to store: a file streamed from disk (multipart field `file`), or a public URL the service fetches. */
export type AppSource = { file: string } | { url: string };

const READ_ONLY = { 403: 'the account is read-only' } as const;
const UPLOAD_MEANINGS = { 400: 'the file and the url are both missing', ...READ_ONLY } as const;
const REPLACE_MEANINGS = {
  400: 'the file or the url is missing or invalid',
  404: 'no app is stored under this key',
  ...READ_ONLY,
} as const;

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
     * Repeating it leaves the same result, so it is retried like an idempotent request.
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
      t.call({
        operation: 'list stored apps',
        method: 'GET',
        path: '/v1/storage',
        query: pageQuery(page),
        response: pageOf(StoredAppSchema),
      }),

    /**
     * GET /v1/storage/<appkey>. The machine-readable description declares a required integer query
     * parameter `splat` for the key: that is the name of a wildcard path segment, so the key goes in
     * the path and no `splat` is sent.
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
