import { messageOf } from '../../api/transport/errors.ts';
import { GitHubQuotaSpent } from '../../runtime/github-quota.ts';
import type { GitHubClient, Logger } from '../../runtime/types.ts';
import type { GitHubApp } from '../world/deps.ts';
import { ownAppOf, sameApp, WORKFLOW_TOKEN_APP } from './own-app.ts';

/**
 * Who our token is, as GitHub names the author of what it writes (docs/github-facts.md, "Who wrote
 * it"): an app's token writes as `<slug>[bot]` (the workflow token as `github-actions[bot]`, of the
 * app `github-actions`), a user's token as that user. Only what our token wrote is ours: a comment
 * that merely starts with our marker, or a check run another app made under our name, is not.
 */
export interface TokenIdentity {
  /** The login on what the token writes. */
  login: string;
  /** The app the token belongs to; undefined for a user's token. */
  app?: { slug: string; id?: number };
  /** How it was learnt, for the log. */
  from: 'check run' | 'user' | 'workflow token';
}

/** What GitHub says wrote a comment or a check run: the fields `writtenBy` reads. */
export interface Authored {
  user?: { login?: string | null } | null;
  performed_via_github_app?: GitHubApp | null;
  app?: GitHubApp | null;
}

/** Our identity from the app of a check run our token created or completed, when GitHub named one. */
export function identityOfApp(app: GitHubApp | null | undefined): TokenIdentity | undefined {
  const slug = app?.slug?.trim();
  if (!slug) return undefined;
  return {
    login: `${slug}[bot]`,
    app: { slug, ...(typeof app?.id === 'number' ? { id: app.id } : {}) },
    from: 'check run',
  };
}

/**
 * Who the token is, for the comments it wrote and an open check run whose answer never came: the app
 * of a check run it wrote (the surest: GitHub tells it on every check run, src/report/history/own-app.ts),
 * else the user `GET /user` names (it answers only a user's token), else the workflow token, which is
 * the default of every `github-token` input and is refused by `GET /user`. An app's installation token
 * that could make no check run is thus taken for the workflow token: what it wrote earlier is then not
 * found, and a new one is written beside it. Earlier reports are never judged by this guess: only by
 * the app of our own check run (src/report/history/base/lookup.ts).
 */
export async function tokenIdentity(
  github: GitHubClient,
  known: { checkRunApp?: GitHubApp | null; signal: AbortSignal; log: Pick<Logger, 'debug'> },
): Promise<TokenIdentity> {
  const fromCheckRun = identityOfApp(known.checkRunApp ?? ownAppOf(github));
  if (fromCheckRun) return fromCheckRun;
  // Asked once per client: a step that reads an earlier attempt's report and then the base's asks once.
  let asked = askedOf.get(github);
  if (!asked) {
    asked = askGitHub(github, known);
    askedOf.set(github, asked);
    // A cancelled ask is not an answer: the next caller asks again.
    asked.catch(() => askedOf.delete(github));
  }
  return asked;
}

const askedOf = new WeakMap<GitHubClient, Promise<TokenIdentity>>();

async function askGitHub(
  github: GitHubClient,
  known: { signal: AbortSignal; log: Pick<Logger, 'debug'> },
): Promise<TokenIdentity> {
  try {
    const { data } = await github.rest.users.getAuthenticated({ request: { signal: known.signal } });
    if (data.login) return { login: data.login, from: 'user' };
  } catch (error) {
    if (known.signal.aborted || error instanceof GitHubQuotaSpent) throw error;
    known.log.debug(`GET /user did not name the token (${messageOf(error)}): taken for the workflow token.`);
  }
  return { login: `${WORKFLOW_TOKEN_APP}[bot]`, app: { slug: WORKFLOW_TOKEN_APP }, from: 'workflow token' };
}

/**
 * Whether our token wrote it. A comment: its `user.login` is ours (no one else can hold an app's
 * `[bot]` login) and, when it names an app it was written through, that app is ours. A check run: its
 * `app` is ours.
 */
export function writtenBy(identity: TokenIdentity, item: Authored): boolean {
  if (item.app !== undefined) return sameApp(item.app, identity.app);
  const login = item.user?.login;
  if (!login || login.toLowerCase() !== identity.login.toLowerCase()) return false;
  const via = item.performed_via_github_app;
  return !via || !identity.app || sameApp(via, identity.app);
}
