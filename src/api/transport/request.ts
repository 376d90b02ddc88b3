import type { Readable } from 'node:stream';

import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A streamed request body; a factory, so an idempotent request can send it again. Its maker bounds
 * the sending by progress (UploadMonitor's stall watch): the request's deadline starts once it is sent.
 */
export interface StreamBody {
  contentType: string;
  length?: number;
  /**
   * A Readable, or an async iterable: undici asks for its next chunk only once the socket's write of
   * the previous one returned true or drained, and ends it early (`return`) only once it has begun.
   */
  open: () => Readable | AsyncIterable<Uint8Array>;
}

export interface ServiceRequest<S extends z.ZodType | undefined = z.ZodType | undefined> {
  /** What the caller was doing, in words: "create tunnel". */
  operation: string;
  method: HttpMethod;
  /** Path below the base URL, built with `route` (path.ts) so every parameter is escaped. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  body?: StreamBody;
  /** False for the three endpoints that need no credentials. */
  auth?: boolean;
  /** Schema of a successful body; none means the body is ignored (204). */
  response?: S;
  /** A success without a body is done, its body read as `{}` (ASSUMPTIONS.notShownBodies, webhookDeleted). */
  emptyMeansDone?: boolean;
  /** This endpoint's meaning of a status, over the spec's general table. */
  meanings?: Readonly<Record<number, string>>;
  /** Whether a repeat is harmless; default: GET, PUT and DELETE are, POST is not. */
  idempotent?: boolean;
  /** Statuses that carry an answer on this endpoint rather than a passing fault. */
  notRetried?: readonly number[];
  /** Time for the whole answer, head and body, once the request is sent (default: the transport's). */
  timeoutMs?: number;
  /** The largest successful answer this request accepts, in bytes (default DEFAULT_MAX_ANSWER_BYTES). */
  maxAnswerBytes?: number;
  signal?: AbortSignal;
}

/** What every request of one transport carries. */
export interface RequestBase {
  /** Without a trailing slash. */
  baseUrl: string;
  userAgent: string;
  /** The Basic authorization value, when the transport has credentials. */
  authorization: string | undefined;
}

/** One attempt's HTTP request: a streamed body is opened anew for each. */
export interface HttpRequest {
  url: string;
  headers: Record<string, string>;
  body: string | Readable | AsyncIterable<Uint8Array> | undefined;
}

export function buildRequest(base: RequestBase, req: ServiceRequest): HttpRequest {
  const headers: Record<string, string> = { 'user-agent': base.userAgent, accept: 'application/json' };
  if (req.auth !== false && base.authorization) headers.authorization = base.authorization;
  let body: HttpRequest['body'];
  if (req.json !== undefined) {
    body = JSON.stringify(req.json);
    headers['content-type'] = 'application/json';
  } else if (req.body) {
    body = req.body.open();
    headers['content-type'] = req.body.contentType;
    if (req.body.length !== undefined) headers['content-length'] = String(req.body.length);
  }
  return { url: requestUrl(base.baseUrl, req), headers, body };
}

function requestUrl(baseUrl: string, req: Pick<ServiceRequest, 'path' | 'query'>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(req.query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const qs = search.toString();
  return `${baseUrl}${req.path}${qs ? `?${qs}` : ''}`;
}
