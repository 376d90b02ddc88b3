import { describe, expect, it } from 'vitest';
import { identityOfApp, type TokenIdentity, writtenBy } from '../../src/report/token-identity.ts';

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
