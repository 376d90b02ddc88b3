import { USER_AGENT } from '../version.ts';
import type { ActionContext, GitHubClient, GitHubConnector } from './types.ts';

/**
 * The step's way to GitHub: Octokit on GITHUB_API_URL (given explicitly, so GitHub Enterprise Server
 * and tests work whatever `@actions/github` read at import), the token masked, Octokit's own notices
 * kept to the log. One client per token, made on first use.
 */
export function gitHubConnector(ctx: Pick<ActionContext, 'env' | 'log' | 'setSecret'>): GitHubConnector {
  const clients = new Map<string, Promise<GitHubClient>>();
  return (token) => {
    const trimmed = token?.trim();
    if (!trimmed) return Promise.resolve(undefined);
    let client = clients.get(trimmed);
    if (!client) {
      ctx.setSecret(trimmed);
      client = makeClient(trimmed, ctx);
      clients.set(trimmed, client);
    }
    return client;
  };
}

async function makeClient(token: string, ctx: Pick<ActionContext, 'env' | 'log'>): Promise<GitHubClient> {
  const { log, env } = ctx;
  const { getOctokit } = await import('@actions/github');
  return getOctokit(token, {
    baseUrl: (env.GITHUB_API_URL?.trim() || 'https://api.github.com').replace(/\/+$/, ''),
    userAgent: USER_AGENT,
    // Octokit's own notices (deprecations) are not the user's business beyond the log.
    log: {
      debug: (m: string) => log.debug(m),
      info: (m: string) => log.debug(m),
      warn: (m: string) => log.info(m),
      error: (m: string) => log.info(m),
    },
  });
}
