import { setTimeout as delay } from 'node:timers/promises';

import type { Dispatcher } from 'undici';
import type { z } from 'zod';

import { TIME_LIMITS } from '../assumptions.ts';
import { basicAuthorization } from './credentials.ts';
import { type CallBound, CallBudget } from './deadline.ts';
import { createDispatcher } from './dispatcher.ts';
import { failureOf, type ServiceError } from './errors.ts';
import type { ServiceRequest } from './request.ts';
import { DEFAULT_RETRY, retryDelayMs, type RetryPolicy } from './retry.ts';
import { type Sender, sendOnce, type TransportLogger } from './send.ts';

// Named through the transport by the tests of the actions and the reliability suite.

/** Time for each request's whole answer, head and body, once it is sent (ASSUMPTIONS.timeLimits). */
export const DEFAULT_TIMEOUT_MS = TIME_LIMITS.answerMs;

export interface TransportOptions {
  /** Service address in front of `/v1/...`, already validated by the settings. */
  baseUrl: string;
  credentials?: { key: string; secret: string };
  userAgent: string;
  /** Time for each request's whole answer, head and body, unless the request says otherwise. */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  logger?: TransportLogger;
  /** Cancels every request and every back-off wait (the runner's SIGTERM). */
  signal?: AbortSignal;
  /** Injected in tests to make back-off instant and deterministic. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  /** Given: the caller closes it. Otherwise the transport makes its own (createDispatcher). */
  dispatcher?: Dispatcher;
  /** Hides a secret the service returns from every later log line (the runner's `core.setSecret`). */
  maskSecret?: (value: string) => void;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * The one way to the service: each call is built (request.ts), sent once within its deadline and
 * classified (send.ts), its answer read within its size bound (answer.ts), and sent again while the
 * retry policy allows (retry.ts).
 */
export class Transport {
  readonly baseUrl: string;
  private readonly sender: Sender;
  private readonly retry: RetryPolicy;
  private readonly signal: AbortSignal | undefined;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly random: () => number;
  private ownsDispatcher: boolean;
  private readonly masker: ((value: string) => void) | undefined;
  private bound: CallBound | undefined;

  constructor(options: TransportOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.sender = {
      base: {
        baseUrl: this.baseUrl,
        userAgent: options.userAgent,
        authorization: options.credentials ? basicAuthorization(options.credentials) : undefined,
      },
      dispatcher: options.dispatcher ?? createDispatcher(),
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      logger: options.logger,
    };
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.signal = options.signal;
    this.sleep = options.sleep ?? ((ms, signal) => delay(ms, undefined, { signal }));
    this.random = options.random ?? Math.random;
    this.ownsDispatcher = !options.dispatcher;
    this.masker = options.maskSecret;
  }

  /** Resource functions call this on every secret the service returns, before handing it back. */
  maskSecret(value: string): void {
    if (value) this.masker?.(value);
  }

  /**
   * The same transport, each of whose calls ends within `bound` however many attempts it takes: the
   * calls a wait makes, bounded by the input that bounds the wait. Closing it closes nothing.
   */
  within(bound: CallBound): Transport {
    const bounded = Object.create(this) as Transport;
    bounded.bound = bound;
    bounded.ownsDispatcher = false;
    return bounded;
  }

  /** Closes the keep-alive sockets so nothing holds the process open after the work. */
  async close(): Promise<void> {
    if (this.ownsDispatcher) await this.sender.dispatcher.close();
  }

  async call<S extends z.ZodType | undefined = undefined>(req: ServiceRequest<S>): Promise<Output<S>> {
    const idempotent = req.idempotent ?? req.method !== 'POST';
    const signal = combineSignals(this.signal, req.signal);
    const budget = this.bound && new CallBudget(this.bound);
    for (let attempt = 1; ; attempt++) {
      const outcome = await sendOnce(this.sender, req, { attempt, signal, budget });
      if (outcome.ok) return outcome.value as Output<S>;
      const backoff = retryDelayMs(outcome, { policy: this.retry, attempt, idempotent, random: this.random });
      if (backoff === undefined) throw withAttempts(outcome.error, attempt);
      const { error } = outcome;
      if (budget && backoff >= budget.leftMs()) {
        const meaning = `${error.meaning ?? error.kind}; no time for another attempt before ${budget.limit}`;
        throw withAttempts(error.with({ meaning }), attempt);
      }
      const reason = error.status ? `HTTP ${error.status}` : error.kind;
      this.sender.logger?.info(
        `${req.method} ${req.path}: ${reason}; retrying in ${(backoff / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${this.retry.maxAttempts})`,
      );
      try {
        await this.sleep(backoff, signal);
      } catch {
        throw failureOf(req, 'aborted');
      }
    }
  }
}

function withAttempts(error: ServiceError, attempts: number): ServiceError {
  return attempts <= 1 ? error : error.with({ attempts });
}

function combineSignals(...signals: Array<AbortSignal | undefined>): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  if (present.length <= 1) return present[0];
  return AbortSignal.any(present);
}
