import type { ActionContext, GitHubClient, GitHubConnector } from '../types.ts';

/** The step's way to GitHub (src/runtime/github/client.ts): the token masked, one client per token, made on first use. */
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

/** The client module (Octokit, undici) loads here, on the first report: never at a step's start. */
async function makeClient(token: string, ctx: Pick<ActionContext, 'env' | 'log'>): Promise<GitHubClient> {
  const { createGitHubClient } = await import('./client.ts');
  return createGitHubClient(token, ctx.env, ctx.log);
}
