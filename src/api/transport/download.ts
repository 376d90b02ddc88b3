// A file from an address the user chose (the tunnel client), fetched through the same connection
// setup as every request to the service and GitHub (createDispatcher: HTTPS_PROXY, HTTP_PROXY and
// NO_PROXY as proxy-settings.ts reads them; NODE_EXTRA_CA_CERTS). docs/proxies.md says so to users.
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setTimeout as delay } from 'node:timers/promises';

import { type Dispatcher, request } from 'undici';

import { createDispatcher } from './dispatcher.ts';
import { messageOf } from './errors.ts';
import { describeNetworkError } from './network-errors.ts';
import { MAX_REDIRECTS, REDIRECTS } from './outside-urls.ts';
import type { Env } from './proxy-settings.ts';
import { DEFAULT_RETRY, parseRetryAfter, RETRIED_STATUSES, retryDelayMs, type RetryPolicy } from './retry.ts';
import { errorCode } from './send.ts';

/** No byte for this long, head or body, ends an attempt: a download that keeps moving is never cut. */
const STALL_MS = 60_000;

export interface DownloadOptions {
  env: Env;
  /** The step's cancellation: stops the download and any wait between attempts at once. */
  signal: AbortSignal;
  /** Given: the caller closes it. Otherwise one of createDispatcher(env), closed at the end. */
  dispatcher?: Dispatcher;
  retry?: Partial<RetryPolicy>;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Told before each further attempt. */
  log?: (line: string) => void;
  stallMs?: number;
}

/** A download that failed: one line, the address without its query (a signed URL's token). */
export class DownloadError extends Error {
  override name = 'DownloadError';
}

/** A failed attempt, as the retry policy reads it (retry.ts). */
interface Attempt {
  error: DownloadError;
  retryable: boolean;
  retryAfterMs?: number;
  mayHaveReachedServer: boolean;
}

/**
 * Streams `url` to `file`: redirects followed by hand (at most 5, never from https to http), a passing
 * fault (a network error, 408, 429, 5xx) asked again with the transport's back-off, the file written
 * anew by each attempt.
 */
export async function downloadFile(url: URL, file: string, options: DownloadOptions): Promise<void> {
  const dispatcher = options.dispatcher ?? createDispatcher(options.env);
  const policy = { ...DEFAULT_RETRY, ...options.retry };
  const sleep = options.sleep ?? ((ms: number, signal?: AbortSignal) => delay(ms, undefined, { signal }));
  mkdirSync(dirname(file), { recursive: true });
  try {
    for (let attempt = 1; ; attempt++) {
      const failed = await attemptDownload(url, file, dispatcher, options);
      if (!failed) return;
      const backoff = retryDelayMs(failed, { policy, attempt, idempotent: true, random: Math.random });
      if (backoff === undefined)
        throw attempt > 1
          ? new DownloadError(`${failed.error.message} (after ${attempt} attempts)`, { cause: failed.error })
          : failed.error;
      options.log?.(
        `${failed.error.message}; trying again in ${(backoff / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${policy.maxAttempts})`,
      );
      await sleep(backoff, options.signal).catch((cause: unknown) => {
        throw new DownloadError('the download was cancelled', { cause });
      });
    }
  } finally {
    if (!options.dispatcher) await dispatcher.close();
  }
}

/** One attempt, redirects included; undefined once the file is written. */
async function attemptDownload(
  start: URL,
  file: string,
  dispatcher: Dispatcher,
  options: DownloadOptions,
): Promise<Attempt | undefined> {
  const stallMs = options.stallMs ?? STALL_MS;
  let url = start;
  try {
    for (let hop = 0; ; hop++) {
      const answer = await request(url, {
        dispatcher,
        signal: options.signal,
        headersTimeout: stallMs,
        bodyTimeout: stallMs,
      });
      const location = REDIRECTS.has(answer.statusCode) ? [answer.headers.location].flat()[0] : undefined;
      if (location !== undefined) {
        await answer.body.dump();
        url = nextHop(url, location, hop);
        continue;
      }
      if (answer.statusCode < 200 || answer.statusCode > 299) {
        await answer.body.dump();
        return {
          error: new DownloadError(`HTTP ${answer.statusCode} from ${url.host}`),
          retryable: RETRIED_STATUSES.has(answer.statusCode),
          retryAfterMs: parseRetryAfter(answer.headers['retry-after']),
          mayHaveReachedServer: true,
        };
      }
      await pipeline(answer.body, createWriteStream(file));
      return undefined;
    }
  } catch (cause) {
    if (options.signal.aborted) throw new DownloadError('the download was cancelled', { cause });
    if (cause instanceof DownloadError) throw cause;
    // A proxy that refused the credentials, or a certificate nothing trusts, says the same every time.
    const network = describeNetworkError(cause, { url, env: options.env });
    return {
      error: new DownloadError(network ?? `${url.host}: ${errorCode(cause) ?? messageOf(cause)}`, { cause }),
      retryable: !network,
      mayHaveReachedServer: true,
    };
  }
}

/** Where a redirect leads, refused when it is one too many or goes from https to http. */
function nextHop(from: URL, location: string, hop: number): URL {
  if (hop >= MAX_REDIRECTS) throw new DownloadError(`more than ${MAX_REDIRECTS} redirects from ${from.host}`);
  if (!URL.canParse(location, from.href))
    throw new DownloadError(`${from.host} redirects to an address that is not a URL`);
  const to = new URL(location, from);
  if (from.protocol === 'https:' && to.protocol !== 'https:')
    throw new DownloadError(`${from.host} redirects from https:// to ${to.protocol}//, which is refused`);
  return to;
}
