import { GitHubQuotaSpent } from '../../runtime/github-quota.ts';
import { GITHUB_WRITE_PAUSE_MS } from './limits.ts';

/** An Octokit error as one line: `HTTP 403: Resource not accessible by integration`. */
export function describeGitHubError(error: unknown): string {
  const e = error as { status?: unknown; message?: unknown; response?: { data?: { message?: unknown } } };
  const message = typeof e.response?.data?.message === 'string' ? e.response.data.message : String(e.message);
  return typeof e.status === 'number' ? `HTTP ${e.status}: ${message}` : message;
}

/**
 * A token that may not create check runs: 403 "Resource not accessible by integration" (fork pull
 * requests, Dependabot, `permissions` without `checks: write`), 404 (a token that cannot see the
 * repository), 401 (no valid token).
 */
export function isPermissionError(error: unknown): boolean {
  const status = (error as { status?: unknown }).status;
  return status === 401 || status === 403 || status === 404;
}

/** Tries of a request GitHub's answer may heal: the first and two more. */
const GITHUB_ATTEMPTS = 3;
/** GitHub's wait after a secondary rate limit that names none, and the longest we take from it. */
const RATE_LIMIT_PAUSE_MS = 60_000;

/**
 * A request to GitHub tried again while its answer may heal (`pauseBeforeRetry`), `attempts` times at
 * most: the write that completes a check run (a check left in progress blocks a pull request that
 * requires it; a retry after an answer lost on the way may append that request's annotations twice,
 * the lesser harm), or a read the verdict rests on (the base's quarantine file).
 */
export async function askedUntilHealed<T>(
  request: () => Promise<T>,
  pause: (ms: number) => Promise<void>,
  attempts = GITHUB_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await request();
    } catch (error) {
      const wait = attempt < attempts ? pauseBeforeRetry(error, attempt) : undefined;
      if (wait === undefined) throw error;
      await pause(wait);
    }
  }
}

/**
 * How long to wait before asking again, or undefined when asking again cannot help. A secondary rate
 * limit (403 or 429 saying so) waits as GitHub asks (a spent quota does not: nothing heals before its
 * reset, src/runtime/github-quota.ts): its `retry-after`, else a minute; a 5xx, a network
 * error or a time-out (Octokit reports the last two as 500) waits GITHUB_WRITE_PAUSE_MS, then twice
 * that (docs/github-facts.md).
 */
export function pauseBeforeRetry(error: unknown, attempt: number): number | undefined {
  if (error instanceof GitHubQuotaSpent) return undefined;
  const e = error as { status?: unknown; response?: { headers?: Record<string, unknown> } };
  const status = typeof e.status === 'number' ? e.status : 500;
  if (status === 429 || (status === 403 && /rate limit/i.test(describeGitHubError(error)))) {
    const seconds = Number(e.response?.headers?.['retry-after']);
    return Number.isFinite(seconds) && seconds >= 0
      ? Math.min(seconds * 1000, RATE_LIMIT_PAUSE_MS)
      : RATE_LIMIT_PAUSE_MS;
  }
  return status >= 500 ? GITHUB_WRITE_PAUSE_MS * 2 ** (attempt - 1) : undefined;
}
