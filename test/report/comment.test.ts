import { beforeEach, describe, expect, it } from 'vitest';

import { commentMarker, MAX_COMMENT_CHARS, publishComment } from '../../src/report/outputs/comment.ts';
import type { PrCommentMode, ReportResult } from '../../src/report/outputs/report.ts';
import { conclusionOf } from '../../src/report/outputs/report.ts';
import { reportDeps } from '../../src/report/publish.ts';
import type { ReportInput } from '../../src/report/types.ts';
import type { ReportEntry } from '../../src/report/value/types.ts';
import type { GitHubApp } from '../../src/report/world/deps.ts';
import { pullRequestEvent, runnerEnv, type RunnerEnvOptions } from '../fake-github/runner-env.ts';
import { ANOTHER_USER } from '../fake-github/server.ts';
import { testContext } from '../support/context.ts';
import { countEntries, reportOfEntries } from '../support/report.ts';
import { useFakeGitHub } from '../support/service.ts';

const github = useFakeGitHub();
beforeEach(() => {
  github.comments.clear();
  github.denyCommentWrites = undefined;
  github.tokens.clear();
});

const PR = 7;
const VIDEO = 'https://assets.example.test/1/video.mp4?sig=x';

function report(failed: number, passed = 1, checkName = 'Cloud tests: build nightly'): ReportInput {
  const entries: ReportEntry[] = [
    ...Array.from({ length: failed }, (_, i) => ({
      name: `fails ${i}`,
      outcome: 'failed' as const,
      message: `boom ${i}`,
      links: { video: VIDEO },
    })),
    ...Array.from({ length: passed }, (_, i) => ({ name: `passes ${i}`, outcome: 'passed' as const })),
  ];
  return { checkName, externalId: 'nightly', title: `${failed} failed`, entries };
}

const resultOf = (input: ReportInput): ReportResult => {
  const counts = countEntries(input.entries);
  return { counts, conclusion: conclusionOf(counts) };
};

async function comment(
  mode: PrCommentMode,
  input: ReportInput,
  options: RunnerEnvOptions & { token?: string; checkRunApp?: GitHubApp } = { event: pullRequestEvent },
) {
  using runner = runnerEnv(github, { ...options, env: { GITHUB_RUN_ID: '99', ...options.env } });
  const ctx = testContext({ env: runner.env });
  const deps = await reportDeps(options.token ?? 'ghs_token', ctx);
  const url = await publishComment(mode, reportOfEntries(input), resultOf(input), {
    github: deps.github,
    repository: deps.repository,
    env: runner.env,
    event: deps.event,
    log: ctx.log,
    signal: () => AbortSignal.timeout(10_000),
    checkRunApp: options.checkRunApp,
  });
  return { url, ctx };
}

const requested = () => github.requests.map((r) => `${r.method} ${r.path}`);
const COMMENTS = `/repos/octo/shop/issues/${PR}/comments`;

describe('pull request comment', () => {
  it('writes one comment with a hidden marker, and a second run updates it in place', async () => {
    const first = await comment('always', report(2));
    const [written] = github.commentsOn(PR);
    expect(github.commentsOn(PR)).toHaveLength(1);
    expect(first.url).toBe(written?.html_url);
    expect(written?.body.startsWith('<!-- cloudtest-actions:Cloud tests: build nightly -->\n')).toBe(true);
    expect(written?.body).toContain('| 3 | 1 | 2 | 0 |');
    expect(written?.body).toContain(`[video](<${VIDEO}>)`);
    expect(written?.body).toContain(
      '[Open the workflow run](<https://github.example.test/octo/shop/actions/runs/99>)',
    );

    const second = await comment('always', report(0, 3));
    expect(github.commentsOn(PR)).toHaveLength(1);
    expect(second.url).toBe(first.url);
    expect(github.commentsOn(PR)[0]?.body).toContain('| 3 | 3 | 0 | 0 |');
    // Without a check run, GET /user tells who the token is: refused, so the workflow token.
    expect(requested()).toEqual([
      'GET /user',
      `GET ${COMMENTS}`,
      `POST ${COMMENTS}`,
      'GET /user',
      `GET ${COMMENTS}`,
      `PATCH /repos/octo/shop/issues/comments/${written?.id}`,
    ]);
    expect(written?.user.login).toBe('github-actions[bot]');
  });

  it('finds its comment on a later page and leaves comments that only quote the marker alone', async () => {
    const marker = commentMarker('Cloud tests: build nightly');
    for (let i = 0; i < 230; i++) github.addComment(PR, i === 3 ? `> ${marker}\nquoted` : `comment ${i}`);
    const ours = github.addComment(PR, `${marker}\nold results`);
    await comment('always', report(1));
    expect(github.commentsOn(PR)).toHaveLength(231);
    expect(github.comments.get(ours.id)?.body).toContain('| 2 | 1 | 1 | 0 |');
    expect(github.commentsOn(PR)[3]?.body).toBe(`> ${marker}\nquoted`);
    const pages = github.requests.filter((r) => r.path === COMMENTS).map((r) => r.query.page ?? '1');
    expect(pages).toEqual(['1', '2', '3']);
  });

  it('leaves a lookalike comment by another user alone and writes its own beside it', async () => {
    const marker = commentMarker('Cloud tests: build nightly');
    const lookalike = github.addComment(PR, `${marker}\nAll 240 tests passed ✅`, { by: ANOTHER_USER });
    await comment('always', report(2));
    await comment('always', report(3));
    expect(github.comments.get(lookalike.id)?.body).toBe(`${marker}\nAll 240 tests passed ✅`);
    const [, ours, ...more] = github.commentsOn(PR);
    expect(more).toEqual([]);
    expect(ours?.user).toMatchObject({ login: 'github-actions[bot]', type: 'Bot' });
    expect(ours?.body.startsWith(`${marker}\n`)).toBe(true);
    expect(ours?.body).toContain('| 4 | 1 | 3 | 0 |');
    expect(requested().filter((r) => r.startsWith('PATCH'))).toEqual([
      `PATCH /repos/octo/shop/issues/comments/${ours?.id}`,
    ]);
  });

  it("takes the token's app from the check run: its comments are ours, the workflow token's are not", async () => {
    const app = { kind: 'app', id: 777, slug: 'cloudtest-ci' } as const;
    github.tokens.set('ghs_app_token', app);
    const marker = commentMarker('Cloud tests: build nightly');
    const byWorkflowToken = github.addComment(PR, `${marker}\nanother workflow's`);
    const ours = github.addComment(PR, `${marker}\nold results`, { by: app });
    await comment('always', report(1), {
      event: pullRequestEvent,
      token: 'ghs_app_token',
      checkRunApp: { id: 777, slug: 'cloudtest-ci' },
    });
    expect(github.comments.get(byWorkflowToken.id)?.body).toBe(`${marker}\nanother workflow's`);
    expect(github.comments.get(ours.id)?.body).toContain('| 2 | 1 | 1 | 0 |');
    expect(github.commentsOn(PR)).toHaveLength(2);
    expect(requested()).not.toContain('GET /user');
  });

  it("knows a user's token by GET /user", async () => {
    const user = { kind: 'user', id: 4242, login: 'release-robot' } as const;
    github.tokens.set('ghp_user_token', user);
    const marker = commentMarker('Cloud tests: build nightly');
    const lookalike = github.addComment(PR, `${marker}\nlooks like ours`, { by: ANOTHER_USER });
    const ours = github.addComment(PR, `${marker}\nold results`, { by: user });
    await comment('always', report(1), { event: pullRequestEvent, token: 'ghp_user_token' });
    expect(github.comments.get(lookalike.id)?.body).toBe(`${marker}\nlooks like ours`);
    expect(github.comments.get(ours.id)?.body).toContain('| 2 | 1 | 1 | 0 |');
    expect(github.commentsOn(PR)).toHaveLength(2);
  });

  it('keeps one comment per check name', async () => {
    await comment('always', report(1, 1, 'E2E: chrome'));
    await comment('always', report(1, 1, 'E2E: safari'));
    await comment('always', report(0, 2, 'E2E: chrome'));
    const bodies = github.commentsOn(PR).map((c) => c.body.split('\n')[0]);
    expect(bodies).toEqual([
      '<!-- cloudtest-actions:E2E: chrome -->',
      '<!-- cloudtest-actions:E2E: safari -->',
    ]);
  });

  it('on-failure: nothing while tests pass, a comment once one fails, and that comment updated when they pass again', async () => {
    await comment('on-failure', report(0, 2));
    expect(github.commentsOn(PR)).toHaveLength(0);
    await comment('on-failure', report(1));
    expect(github.commentsOn(PR)).toHaveLength(1);
    await comment('on-failure', report(0, 2));
    expect(github.commentsOn(PR)).toHaveLength(1);
    expect(github.commentsOn(PR)[0]?.body).toContain('| 2 | 2 | 0 | 0 |');
  });

  it('without pull-requests: write, warns naming the permission and does not throw', async () => {
    github.denyCommentWrites = { status: 403, message: 'Resource not accessible by integration' };
    const { url, ctx } = await comment('always', report(1));
    expect(url).toBeUndefined();
    const [warning] = ctx.messages('warning');
    expect(warning).toContain('HTTP 403: Resource not accessible by integration');
    expect(warning).toContain('`permissions: pull-requests: write`');
    expect(github.commentsOn(PR)).toHaveLength(0);
  });

  it('stays within GitHub’s size limit for a comment', async () => {
    const big = report(3_000);
    for (const e of big.entries) e.message = `${e.message} ${'détail 👩‍👩‍👧‍👦 '.repeat(40)}`;
    await comment('always', big);
    const body = github.commentsOn(PR)[0]?.body ?? '';
    expect(body.length).toBeGreaterThan(MAX_COMMENT_CHARS / 2);
    expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS);
    expect(body).toMatch(/more not shown/);
  });

  it('writes nothing outside a pull request, and nothing when off', async () => {
    const push = await comment('always', report(1), {});
    expect(push.url).toBeUndefined();
    expect(push.ctx.messages('info').join('\n')).toMatch(/not for a pull request/);
    await comment('off', report(1));
    expect(github.requests).toHaveLength(0);
  });

  it('comments on the pull request of a workflow_run', async () => {
    await comment('always', report(1), {
      event: { name: 'workflow_run', payload: { workflow_run: { pull_requests: [{ number: 12 }] } } },
    });
    expect(github.commentsOn(12)).toHaveLength(1);
  });
});
