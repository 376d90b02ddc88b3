import type { Readable } from 'node:stream';

import { type Dispatcher, request } from 'undici';

import { type Answer, isSuccess, readAnswer, valueOf } from './answer.ts';
import { type CallBudget, RequestDeadline } from './deadline.ts';
import {
  DEFAULT_STATUS_MEANINGS,
  extractServerMessage,
  failureOf,
  messageOf,
  ServiceError,
  type ServiceErrorKind,
} from './errors.ts';
import { describeNetworkError } from './network-errors.ts';
import { buildRequest, type RequestBase, type ServiceRequest } from './request.ts';
import { type Failure, parseRetryAfter, RETRIED_STATUSES } from './retry.ts';

export interface TransportLogger {
  debug(message: string): void;
  info(message: string): void;
}

export type Outcome = { ok: true; value: unknown } | Failure;

/** What sending needs of its transport. */
export interface Sender {
  base: RequestBase;
  dispatcher: Dispatcher;
  /** Time for a whole answer unless the request says otherwise. */
  timeoutMs: number;
  logger: TransportLogger | undefined;
}

/** Network errors that prove the request never left: even a POST may be sent again. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** One attempt of a call: its number (from 1), the call's cancellation, and its budget when it is bounded. */
interface SendAttempt {
  attempt: number;
  signal: AbortSignal | undefined;
  budget?: CallBudget;
}

/** An attempt under way: what bounds it, and whether its answer began (the service was reached). */
interface InFlight {
  deadline: RequestDeadline;
  signal: AbortSignal | undefined;
  answered: boolean;
}

/**
 * Sends a request once, within its deadline, and says how it went. A call's budget cuts the deadline
 * short where it has less left, and then counts from the start, connection included.
 */
export async function sendOnce(
  sender: Sender,
  req: ServiceRequest,
  { attempt, signal, budget }: SendAttempt,
): Promise<Outcome> {
  const started = performance.now();
  const trace = (seen: string) =>
    sender.logger?.debug(
      `${req.method} ${req.path} -> ${seen} (${Math.round(performance.now() - started)} ms${attempt > 1 ? `, attempt ${attempt}` : ''})`,
    );
  const timeoutMs = req.timeoutMs ?? sender.timeoutMs;
  const left = budget?.leftMs() ?? Infinity;
  const deadline = new RequestDeadline(Math.min(timeoutMs, left));
  const cutBy = left < timeoutMs ? budget?.limit : undefined;
  if (cutBy) deadline.start();
  const flight: InFlight = { deadline, signal, answered: false };
  try {
    const answer = await exchange(sender, req, flight);
    trace(String(answer.status));
    return isSuccess(answer.status) ? valueOutcome(req, answer) : statusFailure(req, answer);
  } catch (cause) {
    const failure = failureFrom(req, cause, { ...flight, baseUrl: sender.base.baseUrl, cutBy });
    trace(errorCode(cause) ?? failure.error.kind);
    return failure;
  } finally {
    deadline.end();
  }
}

/** The request made and its answer read, all within the deadline. */
async function exchange(sender: Sender, req: ServiceRequest, flight: InFlight): Promise<Answer> {
  const { deadline, signal } = flight;
  const http = buildRequest(sender.base, req);
  const streamed = http.body !== undefined && typeof http.body !== 'string';
  if (!streamed) deadline.start();
  const res = await request(http.url, {
    method: req.method,
    headers: http.headers,
    // undici takes an async iterable body too (lib/core/request.js); its types leave it out.
    body: (streamed ? deadline.afterBody(http.body as AsyncIterable<Uint8Array>) : http.body) as
      string | Readable | undefined,
    dispatcher: sender.dispatcher,
    // The deadline bounds the answer: undici's limits would restart with every chunk.
    headersTimeout: 0,
    bodyTimeout: 0,
    signal: signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal,
  });
  flight.answered = true;
  deadline.start();
  return readAnswer(req, res);
}

function valueOutcome(req: ServiceRequest, answer: Answer): Outcome {
  try {
    return { ok: true, value: valueOf(req, answer) };
  } catch (error) {
    if (error instanceof ServiceError) return unreadable(error);
    throw error;
  }
}

/** An answer that is no answer of the API (not JSON, too large, the wrong shape) stays so if asked again. */
function unreadable(error: ServiceError): Failure {
  return { ok: false, error, retryable: false, mayHaveReachedServer: true };
}

function statusFailure(req: ServiceRequest, answer: Answer): Failure {
  const status = answer.status;
  const error = failureOf(req, 'http', {
    status,
    meaning: req.meanings?.[status] ?? DEFAULT_STATUS_MEANINGS[status],
    serverMessage: extractServerMessage(answer.text),
  });
  return {
    ok: false,
    error,
    retryable: RETRIED_STATUSES.has(status) && !req.notRetried?.includes(status),
    retryAfterMs: parseRetryAfter(answer.retryAfter),
    // A 429 turns the request away unprocessed (RFC 6585), so even a POST may be sent again.
    mayHaveReachedServer: status !== 429,
  };
}

/** A request that failed without an answer to classify, or whose answer could not be read. */
function failureFrom(
  req: ServiceRequest,
  cause: unknown,
  at: InFlight & {
    baseUrl: string;
    /** The limit of the call's budget, when it set this attempt's deadline. */
    cutBy: string | undefined;
  },
): Failure {
  if (cause instanceof ServiceError) return unreadable(cause);
  if (at.cutBy && at.deadline.expired) {
    return {
      ok: false,
      error: failureOf(req, 'timeout', { meaning: `no whole answer by ${at.cutBy}`, cause }),
      retryable: false,
      mayHaveReachedServer: true,
    };
  }
  if (at.signal?.aborted) {
    return {
      ok: false,
      error: failureOf(req, 'aborted', { cause }),
      retryable: false,
      mayHaveReachedServer: true,
    };
  }
  const code = errorCode(cause);
  // A proxy that refused the credentials, or a certificate nothing trusts, says the same every time.
  const network = describeNetworkError(cause, { url: at.baseUrl });
  if (network) {
    return {
      ok: false,
      error: failureOf(req, 'network', { meaning: network, cause }),
      retryable: false,
      mayHaveReachedServer: false,
    };
  }
  const [kind, meaning] = whatBroke(cause, at);
  return {
    ok: false,
    error: failureOf(req, kind, { meaning, cause }),
    retryable: true,
    mayHaveReachedServer: !(code && NOT_SENT_CODES.has(code)),
  };
}

/** The kind and meaning of a request that got no whole answer. */
function whatBroke(cause: unknown, at: Pick<InFlight, 'deadline' | 'answered'>): [ServiceErrorKind, string] {
  if (at.deadline.expired) {
    const seconds = at.deadline.ms / 1000;
    return [
      'timeout',
      at.answered ? `the answer had not ended within ${seconds} s` : `no answer within ${seconds} s`,
    ];
  }
  const reason = errorCode(cause) ?? messageOf(cause);
  if (reason === 'UND_ERR_CONNECT_TIMEOUT')
    return ['timeout', `the connection was not made in time (${reason})`];
  // A connection lost once the head came cut the answer short: the service was reached.
  return at.answered ? ['malformed', `the body broke off before its end (${reason})`] : ['network', reason];
}

/** Node's code for an error, its own or its causes' (ECONNRESET). */
export function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
