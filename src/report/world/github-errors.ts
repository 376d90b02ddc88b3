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
