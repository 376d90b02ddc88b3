import { beforeEach, describe, expect, it } from 'vitest';

import {
  identityOfApp,
  type TokenIdentity,
  tokenIdentity,
  writtenBy,
} from '../../src/report/history/token-identity.ts';
import { reportDeps } from '../../src/report/publish.ts';
import { runnerEnv } from '../fake-github/runner-env.ts';
import { testContext } from '../support/context.ts';
import { useFakeGitHub } from '../support/service.ts';

const app = identityOfApp({ id: 777, slug: 'cloudtest-ci' })!;
const workflowToken: TokenIdentity = {
  login: 'github-actions[bot]',
  app: { slug: 'github-actions' },
  from: 'workflow token',
};

describe('who wrote it', () => {
  it("takes an app's identity from a check run it made", () => {
    expect(app).toEqual({
      login: 'cloudtest-ci[bot]',
      app: { slug: 'cloudtest-ci', id: 777 },
      from: 'check run',
    });
    expect(identityOfApp(null)).toBeUndefined();
    expect(identityOfApp({ id: 1, slug: '' })).toBeUndefined();
  });

  it('trusts a comment only by our login, and through our app when it names one', () => {
    const via = { id: 777, slug: 'cloudtest-ci' };
    expect(writtenBy(app, { user: { login: 'cloudtest-ci[bot]' }, performed_via_github_app: via })).toBe(
      true,
    );
    expect(writtenBy(app, { user: { login: 'Cloudtest-CI[bot]' }, performed_via_github_app: null })).toBe(
      true,
    );
    expect(writtenBy(app, { user: { login: 'octocat' }, performed_via_github_app: via })).toBe(false);
    expect(writtenBy(app, { user: { login: 'github-actions[bot]' } })).toBe(false);
    expect(
      writtenBy(app, {
        user: { login: 'cloudtest-ci[bot]' },
        performed_via_github_app: { id: 9, slug: 'x' },
      }),
    ).toBe(false);
    expect(writtenBy(workflowToken, { user: { login: 'github-actions[bot]' } })).toBe(true);
    expect(writtenBy(workflowToken, { user: null })).toBe(false);
  });

  it('trusts a check run only by our app: the same ID where known, else the same slug', () => {
    expect(writtenBy(app, { app: { id: 777, slug: 'renamed' } })).toBe(true);
    expect(writtenBy(app, { app: { id: 778, slug: 'cloudtest-ci' } })).toBe(false);
    expect(writtenBy(workflowToken, { app: { id: 15368, slug: 'github-actions' } })).toBe(true);
    expect(writtenBy(workflowToken, { app: { id: 777, slug: 'cloudtest-ci' } })).toBe(false);
    expect(writtenBy(workflowToken, { app: null })).toBe(false);
    const user: TokenIdentity = { login: 'octocat', from: 'user' };
    expect(writtenBy(user, { app: { id: 1, slug: 'octocat' } })).toBe(false);
  });
});

const github = useFakeGitHub();

beforeEach(() => {
  github.tokens.clear();
  github.faults.clear();
});

/** A GitHub client of its own for `token`, as a step makes one. */
async function client(token: string) {
  using runner = runnerEnv(github, {});
  const ctx = testContext({ env: runner.env });
  const { github: made } = await reportDeps(token, ctx);
  return { github: made!, log: ctx.log };
}
const userReads = () => github.requests.filter((r) => r.path === '/user').length;

describe('who the token is', () => {
  it('asks GitHub once per client, however often it is wanted', async () => {
    github.tokens.set('ghp_user_token', { kind: 'user', id: 4242, login: 'release-robot' });
    const { github: octokit, log } = await client('ghp_user_token');
    const ask = () => tokenIdentity(octokit, { signal: AbortSignal.timeout(5000), log });
    expect(await ask()).toEqual({ login: 'release-robot', from: 'user' });
    expect(await ask()).toEqual({ login: 'release-robot', from: 'user' });
    expect(userReads()).toBe(1);

    // Another client (another step, another token) asks for itself.
    const other = await client('ghs_workflow_token');
    await tokenIdentity(other.github, { signal: AbortSignal.timeout(5000), log: other.log });
    expect(userReads()).toBe(2);
  });

  it('does not keep an ask that was cancelled: the next one asks again', async () => {
    const { github: octokit, log } = await client('ghp_user_token');
    const cancelled = AbortSignal.abort(new Error('cancelled'));
    await expect(tokenIdentity(octokit, { signal: cancelled, log })).rejects.toThrow();
    const identity = await tokenIdentity(octokit, { signal: AbortSignal.timeout(5000), log });
    expect(identity.from).toBe('workflow token');
  });
});
