// Compared on every event a check is required on, from the committed dist/ as the runner runs it:
// a merge queue's commit against the queue's base, a workflow_run of a same-repository pull request
// against the pull request's base, a scheduled run against its branch's previous report.
import { beforeEach, describe, expect, it } from 'vitest';

import type { TestSeed } from '../fake-service/routes/tests.ts';
import { runAction } from '../support/runner.ts';
import { useWorld, type World } from './scenario.ts';

let world: World;
useWorld((started) => (world = started));
beforeEach(() => {
  world.github.checkRuns.clear();
  world.github.parents.clear();
  world.github.branches.clear();
});

const sha = (c: string) => c.repeat(40);
const [EARLIER, BASE, QUEUE, HEAD] = [sha('1'), sha('2'), sha('3'), sha('4')];
const push = (after: string) => ({ name: 'push', payload: { before: EARLIER, after } });

let builds = 0;
const ok = (name: string): TestSeed => ({ name });
const bad = (name: string): TestSeed => ({ name, success: false, status_message: `${name} broke` });

/** annotate-build on a fresh build of `tests`, as workflow run `runId` on `event`. */
async function annotate(
  tests: TestSeed[],
  on: { event: { name: string; payload: Record<string, unknown> }; env: Record<string, string> },
  inputs: Record<string, string | number> = {},
) {
  const build = `ci-${++builds}`;
  world.service.tests.seedBuild(world.user, build, tests);
  return runAction({
    action: 'annotate-build',
    inputs: { build, 'wait-seconds': 1, ...inputs },
    ...world.jobOptions({ event: on.event, env: { GITHUB_JOB: 'e2e', ...on.env } }),
  });
}

const onBase = { event: push(BASE), env: { GITHUB_SHA: BASE, GITHUB_RUN_ID: '100' } };
const headOf = (result: { outputs: Record<string, string> }) =>
  world.github.checkRuns.get(Number(result.outputs['check-run-id']))!;

describe('merge_group', () => {
  const queue = {
    event: {
      name: 'merge_group',
      payload: {
        merge_group: {
          head_sha: QUEUE,
          head_ref: `refs/heads/gh-readonly-queue/main/pr-12-${BASE}`,
          base_sha: BASE,
          base_ref: 'refs/heads/main',
        },
      },
    },
    env: { GITHUB_SHA: QUEUE, GITHUB_RUN_ID: '200' },
  };

  it('passes under fail-on new-failures with a test that failed on the base too, on the queue’s commit', async () => {
    await annotate([bad('checkout'), ok('cart')], onBase);
    const result = await annotate([bad('checkout'), ok('cart')], queue, {
      'fail-on': 'new-failures',
      'pr-comment': 'always',
    });
    expect(result.conclusion).toBe('success');
    expect(result.outputs).toMatchObject({ 'compared-to': BASE, 'new-failures': '0', failed: '1' });
    expect(headOf(result)).toMatchObject({
      head_sha: QUEUE,
      name: 'Cloud tests (e2e)',
      conclusion: 'neutral',
    });
    // No pull request on a queue's run: no comment, said at debug only.
    expect(world.github.comments.size).toBe(0);
    expect(result.log.join('\n')).not.toContain('pr-comment');
  });

  it('fails with a new failure', async () => {
    await annotate([bad('checkout'), ok('cart')], onBase);
    const result = await annotate([bad('checkout'), bad('cart')], queue, { 'fail-on': 'new-failures' });
    expect(result.conclusion).toBe('failure');
    expect(result.outputs).toMatchObject({ 'compared-to': BASE, 'new-failures': '1' });
    expect(result.errors.join('\n')).toContain(`1 of them did not fail on ${BASE.slice(0, 7)}`);
  });
});

describe('workflow_run', () => {
  it('of a same-repository pull request compares with the pull request’s base', async () => {
    await annotate([bad('checkout')], onBase);
    const repo = { id: 7, name: 'octo-repo' };
    const run = {
      event: {
        name: 'workflow_run',
        payload: {
          workflow_run: {
            id: 3030,
            event: 'pull_request',
            head_sha: HEAD,
            head_branch: 'feature',
            pull_requests: [
              {
                number: 12,
                head: { sha: HEAD, ref: 'feature', repo },
                base: { sha: BASE, ref: 'main', repo },
              },
            ],
          },
          repository: { default_branch: 'main' },
        },
      },
      env: { GITHUB_SHA: sha('9'), GITHUB_RUN_ID: '300' },
    };
    const result = await annotate([bad('checkout'), bad('search')], run);
    expect(result.outputs).toMatchObject({ 'compared-to': BASE, 'new-failures': '1' });
    expect(headOf(result).head_sha).toBe(HEAD);
    expect(result.summary).toContain('(main):** 1 new failure, 1 still failing');
  });
});

describe('schedule', () => {
  it('compares with the branch’s previous report', async () => {
    world.github.addCommits(EARLIER, BASE, HEAD);
    await annotate([bad('checkout'), bad('login')], onBase);
    const nightly = {
      event: { name: 'schedule', payload: { schedule: '0 3 * * *' } },
      env: { GITHUB_SHA: HEAD, GITHUB_REF: 'refs/heads/main', GITHUB_REF_NAME: 'main', GITHUB_RUN_ID: '400' },
    };
    const result = await annotate([bad('checkout'), ok('login')], nightly, { 'fail-on': 'new-failures' });
    expect(result.outputs).toMatchObject({ 'compared-to': BASE, 'new-failures': '0', fixed: '1' });
    expect(result.conclusion).toBe('success');
    expect(result.summary).toContain('This is the newest earlier report on main.');
  });
});
