import { RETRIED_STATUS_CODES, TIME_LIMITS } from '../assumptions.ts';
import type { ServiceError } from './errors.ts';

/** A failed attempt, and what the retry policy needs to know of it. */
export interface Failure {
  ok: false;
  error: ServiceError;
  /** A passing fault: asking again may get an answer. */
  retryable: boolean;
  retryAfterMs?: number;
  /** The service may have acted on it: a request that is not idempotent is not sent again. */
  mayHaveReachedServer: boolean;
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
  maxRetryAfterMs: TIME_LIMITS.retryAfterMs,
};

/** Statuses of a passing fault: asked again (ASSUMPTIONS.retriedStatuses). */
export const RETRIED_STATUSES: ReadonlySet<number> = new Set(RETRIED_STATUS_CODES);

export interface RetryState {
  policy: RetryPolicy;
  /** The attempt that just failed, from 1. */
  attempt: number;
  /** A repeat is harmless (GET, PUT, DELETE, or a POST that says so). */
  idempotent: boolean;
  random: () => number;
}

/**
 * The wait before the next attempt, or undefined when this failure ends the request: it cannot pass,
 * the attempts are spent, or the request is not idempotent and may have reached the service.
 */
export function retryDelayMs(
  failure: Pick<Failure, 'retryable' | 'retryAfterMs' | 'mayHaveReachedServer'>,
  state: RetryState,
): number | undefined {
  if (!failure.retryable || state.attempt >= state.policy.maxAttempts) return undefined;
  if (!state.idempotent && failure.mayHaveReachedServer) return undefined;
  return backoffMs(state, failure.retryAfterMs);
}

/** Exponential back-off with full jitter; a Retry-After from the server wins when it asks for longer. */
function backoffMs({ policy, attempt, random }: RetryState, retryAfterMs: number | undefined): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  const jittered = ceiling / 2 + (random() * ceiling) / 2;
  if (retryAfterMs === undefined) return Math.round(jittered);
  return Math.min(Math.max(retryAfterMs, jittered), policy.maxRetryAfterMs);
}

/** A Retry-After header in milliseconds: seconds or an HTTP date. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const header = Array.isArray(value) ? value[0] : value;
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
