import type { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { Agent, type Dispatcher, request } from 'undici';
import type { z } from 'zod';
import {
  DEFAULT_STATUS_MEANINGS,
  extractServerMessage,
  ServiceError,
  type ServiceErrorKind,
  messageOf,
} from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TransportLogger {
  debug(message: string): void;
  info(message: string): void;
}

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is cut to it, so a hostile header cannot stall the step. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
};
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface TransportOptions {
  /** Service address in front of `/v1/...`, already validated by the settings. */
  baseUrl: string;
  credentials?: { key: string; secret: string };
  userAgent: string;
  /** Time allowed for response headers and between body chunks. */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  logger?: TransportLogger;
  /** Cancels every request and every back-off wait (the runner's SIGTERM). */
  signal?: AbortSignal;
  /** Injected in tests to make back-off instant and deterministic. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  dispatcher?: Dispatcher;
  /** Hides a secret the service returns from every later log line (the runner's `core.setSecret`). */
  maskSecret?: (value: string) => void;
}

/** A streamed request body; a factory, so an idempotent request can send it again. */
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
  /** Path below the base URL, built with `route` so every parameter is escaped. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  body?: StreamBody;
  /** False for the three endpoints that need no credentials. */
  auth?: boolean;
  /** Schema of a successful body; none means the body is ignored (204). */
  response?: S;
  /** This endpoint's meaning of a status, over the spec's general table. */
  meanings?: Readonly<Record<number, string>>;
  /** Whether a repeat is harmless; default: GET, PUT and DELETE are, POST is not. */
  idempotent?: boolean;
  /** Statuses that carry an answer on this endpoint rather than a passing fault. */
  notRetried?: readonly number[];
  timeoutMs?: number;
  signal?: AbortSignal;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

type Outcome =
  | { ok: true; value: unknown }
  | {
      ok: false;
      error: ServiceError;
      retryable: boolean;
      retryAfterMs?: number;
      mayHaveReachedServer: boolean;
    };

const RETRIED_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
/** Network errors that prove the request never left: even a POST may be sent again. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

/** Tagged template that escapes every interpolated path segment: route`/v1/tunnel/${id}`. */
export function route(strings: TemplateStringsArray, ...params: Array<string | number>): string {
  return strings.reduce(
    (path, part, i) => path + part + (i < params.length ? encodeURIComponent(String(params[i])) : ''),
    '',
  );
}

export class Transport {
  readonly baseUrl: string;
  private readonly authorization: string | undefined;
  private readonly userAgent: string;
  private readonly timeoutMs: number;
  private readonly retry: RetryPolicy;
  private readonly logger: TransportLogger | undefined;
  private readonly signal: AbortSignal | undefined;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly random: () => number;
  private readonly dispatcher: Dispatcher;
  private readonly ownsDispatcher: boolean;
  private readonly masker: ((value: string) => void) | undefined;

  constructor(options: TransportOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.authorization = options.credentials ? basicAuthorization(options.credentials) : undefined;
    this.userAgent = options.userAgent;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.logger = options.logger;
    this.signal = options.signal;
    this.sleep = options.sleep ?? ((ms, signal) => delay(ms, undefined, { signal }));
    this.random = options.random ?? Math.random;
    this.ownsDispatcher = !options.dispatcher;
    this.dispatcher =
      options.dispatcher ?? new Agent({ keepAliveTimeout: 4_000, connect: { timeout: 10_000 } });
    this.masker = options.maskSecret;
  }

  /** Resource functions call this on every secret the service returns, before handing it back. */
  maskSecret(value: string): void {
    if (value) this.masker?.(value);
  }

  /** Closes the keep-alive sockets so nothing holds the process open after the work. */
  async close(): Promise<void> {
    if (this.ownsDispatcher) await this.dispatcher.close();
  }

  async call<S extends z.ZodType | undefined = undefined>(req: ServiceRequest<S>): Promise<Output<S>> {
    const idempotent = req.idempotent ?? req.method !== 'POST';
    const signal = combineSignals(this.signal, req.signal);
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(req, attempt, signal);
      if (outcome.ok) return outcome.value as Output<S>;
      const { error, retryable, retryAfterMs, mayHaveReachedServer } = outcome;
      const allowed = idempotent || !mayHaveReachedServer;
      if (!retryable || !allowed || attempt >= this.retry.maxAttempts) throw withAttempts(error, attempt);
      const backoff = this.backoffMs(attempt, retryAfterMs);
      const reason = error.status ? `HTTP ${error.status}` : (error.kind ?? 'network error');
      this.logger?.info(
        `${req.method} ${req.path}: ${reason}; retrying in ${(backoff / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${this.retry.maxAttempts})`,
      );
      try {
        await this.sleep(backoff, signal);
      } catch {
        throw this.error(req, 'aborted', {});
      }
    }
  }

  /** Exponential back-off with full jitter; a Retry-After from the server wins when it asks for longer. */
  private backoffMs(attempt: number, retryAfterMs: number | undefined): number {
    const ceiling = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (attempt - 1));
    const jittered = ceiling / 2 + (this.random() * ceiling) / 2;
    if (retryAfterMs === undefined) return Math.round(jittered);
    return Math.min(Math.max(retryAfterMs, jittered), this.retry.maxRetryAfterMs);
  }

  private async attempt(
    req: ServiceRequest,
    attempt: number,
    signal: AbortSignal | undefined,
  ): Promise<Outcome> {
    const started = performance.now();
    const url = this.url(req);
    const headers: Record<string, string> = { 'user-agent': this.userAgent, accept: 'application/json' };
    if (req.auth !== false && this.authorization) headers.authorization = this.authorization;
    let body: string | Readable | AsyncIterable<Uint8Array> | undefined;
    if (req.json !== undefined) {
      body = JSON.stringify(req.json);
      headers['content-type'] = 'application/json';
    } else if (req.body) {
      body = req.body.open();
      headers['content-type'] = req.body.contentType;
      if (req.body.length !== undefined) headers['content-length'] = String(req.body.length);
    }
    const timeout = req.timeoutMs ?? this.timeoutMs;
    let statusCode: number;
    let text: string;
    let retryAfter: string | string[] | undefined;
    let answered = false;
    try {
      const res = await request(url, {
        method: req.method,
        headers,
        // undici takes an async iterable body too (lib/core/request.js); its types leave it out.
        body: body as string | Readable | undefined,
        dispatcher: this.dispatcher,
        headersTimeout: timeout,
        bodyTimeout: timeout,
        signal,
      });
      statusCode = res.statusCode;
      retryAfter = res.headers['retry-after'];
      answered = true;
      text = await res.body.text();
    } catch (cause) {
      const ms = Math.round(performance.now() - started);
      if (signal?.aborted) {
        return {
          ok: false,
          error: this.error(req, 'aborted', { cause }),
          retryable: false,
          mayHaveReachedServer: true,
        };
      }
      const code = errorCode(cause);
      // A connection lost once the headers came cut the answer short: the service was reached.
      const kind: ServiceErrorKind =
        code && TIMEOUT_CODES.has(code) ? 'timeout' : answered ? 'malformed' : 'network';
      this.logger?.debug(`${req.method} ${req.path} -> ${code ?? 'error'} (${ms} ms, attempt ${attempt})`);
      const reason = code ?? messageOf(cause);
      const meaning =
        kind === 'timeout'
          ? `no answer within ${timeout / 1000} s`
          : kind === 'malformed'
            ? `the body broke off before its end (${reason})`
            : reason;
      return {
        ok: false,
        error: this.error(req, kind, { meaning, cause }),
        retryable: true,
        mayHaveReachedServer: !(code && NOT_SENT_CODES.has(code)),
      };
    }
    const ms = Math.round(performance.now() - started);
    this.logger?.debug(
      `${req.method} ${req.path} -> ${statusCode} (${ms} ms${attempt > 1 ? `, attempt ${attempt}` : ''})`,
    );

    if (statusCode < 200 || statusCode >= 300) {
      const meaning = req.meanings?.[statusCode] ?? DEFAULT_STATUS_MEANINGS[statusCode];
      const error = this.error(req, 'http', {
        status: statusCode,
        meaning,
        serverMessage: extractServerMessage(text),
      });
      const retryable = RETRIED_STATUSES.has(statusCode) && !req.notRetried?.includes(statusCode);
      return {
        ok: false,
        error,
        retryable,
        retryAfterMs: parseRetryAfter(retryAfter),
        // A 429 turns the request away unprocessed (RFC 6585), so even a POST may be sent again.
        mayHaveReachedServer: statusCode !== 429,
      };
    }
    if (!req.response) return { ok: true, value: undefined };
    return this.parse(req, req.response, text);
  }

  private parse(req: ServiceRequest, schema: z.ZodType, text: string): Outcome {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      const meaning = text.trim()
        ? 'the body is not valid JSON (truncated or not JSON)'
        : 'the body is empty';
      return {
        ok: false,
        error: this.error(req, 'malformed', { meaning }),
        retryable: false,
        mayHaveReachedServer: true,
      };
    }
    const result = schema.safeParse(data);
    if (result.success) return { ok: true, value: result.data };
    const issue = result.error.issues[0];
    const at = issue?.path.length ? `field "${issue.path.join('.')}"` : 'the body';
    const meaning = `${at}: ${issue?.message ?? 'unexpected shape'}`;
    return {
      ok: false,
      error: this.error(req, 'malformed', { meaning }),
      retryable: false,
      mayHaveReachedServer: true,
    };
  }

  private url(req: ServiceRequest): string {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(req.query ?? {})) {
      if (value !== undefined) search.set(name, String(value));
    }
    const qs = search.toString();
    return `${this.baseUrl}${req.path}${qs ? `?${qs}` : ''}`;
  }

  private error(
    req: ServiceRequest,
    kind: ServiceErrorKind,
    extra: { status?: number; meaning?: string; serverMessage?: string; cause?: unknown },
  ): ServiceError {
    return new ServiceError({ operation: req.operation, method: req.method, path: req.path, kind, ...extra });
  }
}

export function basicAuthorization(credentials: { key: string; secret: string }): string {
  return `Basic ${Buffer.from(`${credentials.key}:${credentials.secret}`).toString('base64')}`;
}

function withAttempts(error: ServiceError, attempts: number): ServiceError {
  return attempts <= 1 ? error : error.with({ attempts });
}

export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const header = Array.isArray(value) ? value[0] : value;
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function combineSignals(...signals: Array<AbortSignal | undefined>): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  if (present.length <= 1) return present[0];
  return AbortSignal.any(present);
}
