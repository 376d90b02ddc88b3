import { fetch as undiciFetch } from 'undici';

import { createDispatcher } from '../../api/transport/dispatcher.ts';
import { wellFormedValues } from '../../text/characters.ts';
import { USER_AGENT } from '../../version.ts';
import { quotaSpentOf } from '../github-quota.ts';
import type { GitHubClient, Logger } from '../types.ts';

/**
 * Octokit on GITHUB_API_URL (given explicitly, so GitHub Enterprise Server and tests work whatever
 * `@actions/github` read at import), through the same proxy settings as the service (createDispatcher
 * over `env`). `@actions/github` alone picks its proxy once, at import, from process.env and for the
 * import-time API address, and always skips the proxy for loopback hosts; our dispatcher reads `env`
 * as the service client does. Certificates: Node's store, which NODE_EXTRA_CA_CERTS extends.
 * Octokit is loaded here, on first use, so a step that never reports never pays for it.
 */
export async function createGitHubClient(
  token: string,
  env: Record<string, string | undefined>,
  log?: Pick<Logger, 'debug' | 'info'>,
): Promise<GitHubClient> {
  const { getOctokit } = await import('@actions/github');
  const dispatcher = createDispatcher(env);
  const octokit = getOctokit(token, {
    baseUrl: (env.GITHUB_API_URL?.trim() || 'https://api.github.com').replace(/\/+$/, ''),
    userAgent: USER_AGENT,
    request: {
      fetch: (url: string | URL, init?: RequestInit) =>
        undiciFetch(url, { ...(init as Parameters<typeof undiciFetch>[1]), dispatcher }),
    },
    // Octokit's own notices (deprecations) are not the user's business beyond the log.
    log: {
      debug: (m: string) => log?.debug(m),
      info: (m: string) => log?.debug(m),
      warn: (m: string) => log?.info(m),
      error: (m: string) => log?.info(m),
    },
  });
  octokit.hook.before('request', wellFormedParameters);
  // A spent quota is told apart once, here, from a permission or a secondary limit (github-quota.ts).
  octokit.hook.error('request', (error) => {
    throw quotaSpentOf(error) ?? error;
  });
  return octokit;
}

/** What Octokit keeps in a request's options besides the endpoint's parameters. */
const OCTOKIT_OPTIONS = new Set(['method', 'url', 'baseUrl', 'headers', 'mediaType', 'request']);

/**
 * Every request to GitHub, whatever output makes it (check runs, annotations, comments), carries only
 * well-formed text: no control character or terminal escape, no lone surrogate
 * (src/text/characters.ts). Done here, once, so no output can forget it.
 */
function wellFormedParameters(options: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(options))
    if (!OCTOKIT_OPTIONS.has(key)) options[key] = wellFormedValues(value);
}
