/**
 * GitHub's primary rate limit, spent: a 403 or 429 whose `x-ratelimit-remaining` is 0
 * (docs/github-facts.md, "When the quota is spent"). Not a permission the token lacks, and not a
 * secondary limit that a pause heals: no request of this token succeeds before the reset, so a step
 * that must write its check fails at once, saying so in one line.
 */
export class GitHubQuotaSpent extends Error {
  /** Requests an hour the token may make (`x-ratelimit-limit`), when GitHub said. */
  readonly limit: number | undefined;
  /** When the quota comes back (`x-ratelimit-reset`), when GitHub said. */
  readonly resetAt: Date | undefined;

  constructor(limit: number | undefined, resetAt: Date | undefined) {
    super(quotaSentence(limit, resetAt));
    this.name = 'GitHubQuotaSpent';
    this.limit = limit;
    this.resetAt = resetAt;
  }
}

/** The workflow token's hourly limit per repository on github.com (docs/github-facts.md). */
const WORKFLOW_TOKEN_LIMIT = 1_000;

function quotaSentence(limit: number | undefined, resetAt: Date | undefined): string {
  const token =
    limit === WORKFLOW_TOKEN_LIMIT
      ? "the workflow's GITHUB_TOKEN, 1,000 requests an hour per repository"
      : limit
        ? `this token, ${limit.toLocaleString('en-US')} requests an hour`
        : 'this token';
  const reset = resetAt ? `; it resets at ${resetAt.toISOString().slice(11, 16)} UTC` : '';
  return (
    `GitHub's API rate limit is spent (${token})${reset}. No check can be written before then: ` +
    "run the job again after the reset, or report with a GitHub App's token, whose quota is larger."
  );
}

/** The spent quota an Octokit error reports, or undefined when it is anything else. */
export function quotaSpentOf(error: unknown): GitHubQuotaSpent | undefined {
  if (error instanceof GitHubQuotaSpent) return error;
  const e = error as { status?: unknown; response?: { headers?: Record<string, unknown> } };
  const headers = e.response?.headers ?? {};
  if ((e.status !== 403 && e.status !== 429) || String(headers['x-ratelimit-remaining']) !== '0')
    return undefined;
  const limit = Number(headers['x-ratelimit-limit']);
  const reset = Number(headers['x-ratelimit-reset']);
  return new GitHubQuotaSpent(
    Number.isInteger(limit) && limit > 0 ? limit : undefined,
    Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : undefined,
  );
}
