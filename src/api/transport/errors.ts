import { ERROR_MESSAGE_FIELDS } from '../assumptions.ts';

/**
 * Meanings of a status on every endpoint, in the words of the spec's Errors table; endpoints add or
 * override their own. 408, 429, 502, 503 and 504 (and 500 but on GET /v1/tunnel/{id}) are not the
 * spec's: ASSUMPTIONS.retriedStatuses.
 */
export const DEFAULT_STATUS_MEANINGS: Readonly<Record<number, string>> = {
  400: 'missing or invalid input',
  401: 'authentication required: check the key and secret',
  402: 'tunnel quota exhausted or insufficient credits',
  403: 'the account is read-only or lacks the required role',
  404: 'resource not found',
  408: 'the service timed out',
  429: 'rate limited by the service',
  500: 'internal error of the service',
  502: 'bad gateway',
  503: 'the service is unavailable',
  504: 'gateway timeout',
};

/**
 * How a request failed. `not-api`: a success answer that is not the service's JSON (a proxy's sign-in
 * page, a wrong `api-url`); `too-large`: an answer beyond the size its request accepts.
 */
export type ServiceErrorKind =
  'http' | 'network' | 'timeout' | 'malformed' | 'not-api' | 'too-large' | 'aborted';

export interface ServiceErrorDetails {
  operation: string;
  method: string;
  path: string;
  kind: ServiceErrorKind;
  status?: number;
  meaning?: string;
  serverMessage?: string;
  attempts?: number;
  cause?: unknown;
}

/** The one error type of the API module: says what was attempted, how it failed and what that means. */
export class ServiceError extends Error {
  readonly operation: string;
  readonly method: string;
  readonly path: string;
  readonly kind: ServiceErrorKind;
  readonly status: number | undefined;
  readonly meaning: string | undefined;
  readonly serverMessage: string | undefined;
  readonly attempts: number;

  constructor(details: ServiceErrorDetails) {
    super(describe(details), { cause: details.cause });
    this.name = 'ServiceError';
    this.operation = details.operation;
    this.method = details.method;
    this.path = details.path;
    this.kind = details.kind;
    this.status = details.status;
    this.meaning = details.meaning;
    this.serverMessage = details.serverMessage;
    this.attempts = details.attempts ?? 1;
  }

  /** The same failure with some details changed (the attempts it took, a plainer meaning). */
  with(changes: Partial<Pick<ServiceErrorDetails, 'kind' | 'meaning' | 'attempts'>>): ServiceError {
    return new ServiceError({
      operation: this.operation,
      method: this.method,
      path: this.path,
      kind: this.kind,
      status: this.status,
      meaning: this.meaning,
      serverMessage: this.serverMessage,
      attempts: this.attempts,
      cause: this.cause,
      ...changes,
    });
  }
}

function describe(d: ServiceErrorDetails): string {
  const where = `${d.operation} (${d.method} ${d.path})`;
  const tries = d.attempts && d.attempts > 1 ? ` after ${d.attempts} attempts` : '';
  let what: string;
  switch (d.kind) {
    case 'http':
      what = `failed with HTTP ${d.status}${d.meaning ? `: ${d.meaning}` : ''}`;
      break;
    case 'malformed':
      what = `returned a response that could not be read${d.meaning ? `: ${d.meaning}` : ''}`;
      break;
    case 'not-api':
      what = `got an answer that is not the service's API${d.meaning ? `: ${d.meaning}` : ''}`;
      break;
    case 'too-large':
      what = `returned an answer too large to read${d.meaning ? `: ${d.meaning}` : ''}`;
      break;
    case 'timeout':
      what = `timed out${d.meaning ? `: ${d.meaning}` : ''}`;
      break;
    case 'aborted':
      what = 'was cancelled';
      break;
    default:
      what = `could not reach the service${d.meaning ? `: ${d.meaning}` : ''}`;
  }
  const server = d.serverMessage ? ` Service said: "${d.serverMessage}"` : '';
  return `${where} ${what}${tries}.${server}`;
}

/** Which request failed: what `failureOf` needs of it. */
export type RequestName = Pick<ServiceErrorDetails, 'operation' | 'method' | 'path'>;

/** The error of one request, named by what it was doing and where. */
export function failureOf(
  req: RequestName,
  kind: ServiceErrorKind,
  extra: Partial<Omit<ServiceErrorDetails, 'operation' | 'method' | 'path' | 'kind'>> = {},
): ServiceError {
  return new ServiceError({ operation: req.operation, method: req.method, path: req.path, kind, ...extra });
}

/** An error's line, then a sentence of advice: the line may end in the service's quoted message. */
export function withHint(error: Error, hint: string): string {
  return `${error.message}${/[.!?]$/.test(error.message) ? '' : '.'} ${hint}`;
}

const MAX_SERVER_MESSAGE = 500;

/**
 * Error bodies are "not shown" in the spec; the message is read from ERROR_MESSAGE_FIELDS (a string or
 * an array of strings; ASSUMPTIONS.errorBodyFields). Anything else yields a short text excerpt.
 */
export function extractServerMessage(body: string): string | undefined {
  const text = body.trim();
  if (!text) return undefined;
  let message: string | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') {
      const record = parsed as Record<string, unknown>;
      for (const field of ERROR_MESSAGE_FIELDS) {
        const value = record[field];
        if (typeof value === 'string' && value) message = value;
        else if (Array.isArray(value) && value.length) message = value.map(String).join('; ');
        if (message) break;
      }
    } else if (typeof parsed === 'string') {
      message = parsed;
    }
  } catch {
    // Not JSON: an HTML error page or plain text; keep the start of it.
    message = text.replace(/\s+/g, ' ');
  }
  if (message === undefined) return undefined;
  return message.length > MAX_SERVER_MESSAGE ? `${message.slice(0, MAX_SERVER_MESSAGE)}…` : message;
}

/** What an unknown thrown value says, in one line. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
