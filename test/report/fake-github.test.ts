import { describe, expect, it } from 'vitest';

import { GITHUB_LIMITS } from '../fake-github/server.ts';
import { useFakeGitHub } from '../support/service.ts';

// The report tests trust this fake to refuse what GitHub refuses; these check that it does.
const github = useFakeGitHub();

const annotation = (overrides: Record<string, unknown> = {}) => ({
  path: '.github/workflows/ci.yml',
  start_line: 1,
  end_line: 1,
  annotation_level: 'failure',
  message: 'failed',
  ...overrides,
});

async function call(method: string, path: string, body: unknown, auth = 'token t') {
  const res = await fetch(`${github.url}/repos/o/r/check-runs${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const create = (output: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  call('POST', '', {
    name: 'tests',
    head_sha: 'a'.repeat(40),
    status: 'completed',
    conclusion: 'failure',
    output: { title: 't', summary: 's', ...output },
    ...extra,
  });

describe('fake GitHub Checks API', () => {
  it('accepts 50 annotations and appends those of each PATCH', async () => {
    const created = await create({ annotations: Array.from({ length: 50 }, () => annotation()) });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const patched = await call('PATCH', `/${id}`, {
      output: { title: 't', summary: 's', annotations: [annotation()] },
    });
    expect(patched.status).toBe(200);
    expect(github.checkRuns.get(id)).toMatchObject({ batches: [50, 1] });
    expect(github.checkRuns.get(id)?.annotations).toHaveLength(51);
  });

  it.each([
    ['51 annotations', { annotations: Array.from({ length: 51 }, () => annotation()) }, 'output.annotations'],
    ['an annotation without a message', { annotations: [annotation({ message: undefined })] }, 'message'],
    ['an annotation without a path', { annotations: [annotation({ path: '' })] }, 'path'],
    ['a bad level', { annotations: [annotation({ annotation_level: 'error' })] }, 'annotation_level'],
    ['a 256-character title', { annotations: [annotation({ title: 'é'.repeat(256) })] }, 'title'],
    [
      'a message over 64 KB',
      { annotations: [annotation({ message: 'x'.repeat(GITHUB_LIMITS.annotationBytes + 1) })] },
      'message',
    ],
    ['columns across lines', { annotations: [annotation({ end_line: 2, start_column: 1 })] }, 'start_column'],
    ['a summary over 65535 characters', { summary: 'x'.repeat(65_536) }, 'output.summary'],
    ['no summary', { summary: undefined }, 'output.summary'],
  ])('refuses %s with 422', async (_what, output, field) => {
    const { status, body } = await create(output);
    expect(status).toBe(422);
    expect(body.message).toBe('Validation Failed');
    expect(JSON.stringify(body.errors)).toContain(field);
  });

  it('refuses a completed run without a conclusion, and a request without a token', async () => {
    expect((await create({}, { conclusion: undefined })).status).toBe(422);
    expect((await call('POST', '', {}, '')).status).toBe(401);
  });

  it('answers as a read-only token does when told to', async () => {
    github.denyChecks();
    const { status, body } = await create({});
    github.deny = undefined;
    expect(status).toBe(403);
    expect(body.message).toBe('Resource not accessible by integration');
  });
});

describe('fake GitHub: who a token is', () => {
  const as = (token: string, method: string, path: string, body?: unknown) =>
    fetch(`${github.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `token ${token}` },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }));

  it('names the app of a check run and the author of a comment by the token that wrote them', async () => {
    github.tokens.set('ghs_app', { kind: 'app', id: 777, slug: 'cloudtest-ci' });
    github.tokens.set('ghp_user', { kind: 'user', id: 42, login: 'release-robot' });
    const run = { name: 'tests', head_sha: 'a'.repeat(40) };
    expect((await as('ghs_workflow', 'POST', '/repos/o/r/check-runs', run)).body.app).toMatchObject({
      id: 15368,
      slug: 'github-actions',
    });
    expect((await as('ghs_app', 'POST', '/repos/o/r/check-runs', run)).body.app).toMatchObject({
      id: 777,
      slug: 'cloudtest-ci',
    });
    expect((await as('ghp_user', 'POST', '/repos/o/r/check-runs', run)).status).toBe(403);

    const comment = (token: string) => as(token, 'POST', '/repos/o/r/issues/3/comments', { body: 'hi' });
    expect((await comment('ghs_app')).body).toMatchObject({
      user: { login: 'cloudtest-ci[bot]', type: 'Bot' },
      performed_via_github_app: { id: 777, slug: 'cloudtest-ci' },
    });
    expect((await comment('ghp_user')).body).toMatchObject({
      user: { login: 'release-robot', type: 'User' },
      performed_via_github_app: null,
    });
    github.tokens.clear();
  });

  it("answers GET /user for a user's token only", async () => {
    github.tokens.set('ghp_user', { kind: 'user', id: 42, login: 'release-robot' });
    expect(await as('ghp_user', 'GET', '/user')).toMatchObject({
      status: 200,
      body: { login: 'release-robot' },
    });
    expect(await as('ghs_workflow', 'GET', '/user')).toMatchObject({
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    github.tokens.clear();
  });
});
