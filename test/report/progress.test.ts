// The check run in progress is never lost to a slow GitHub: an open whose answer came too late (or
// as a 5xx, or not at all) after GitHub made the run is found on the commit and taken as opened, so
// the report completes that one instead of leaving it in progress beside a second one.
import { beforeEach, describe, expect, it } from 'vitest';

import { findProgressCheck, openProgressCheck } from '../../src/report/outputs/check-run/progress.ts';
import { publishReport, reportDeps } from '../../src/report/publish.ts';
import { PUSH_SHA, runnerEnv } from '../fake-github/runner-env.ts';
import { CHECK_RUNS_PATH } from '../fake-github/server.ts';
import { testContext } from '../support/context.ts';
import { useFakeGitHub } from '../support/service.ts';

const github = useFakeGitHub();
beforeEach(() => github.app.faults.clear());

const TOKEN = 'ghs_test_token_0123456789';
const CHECK = { name: 'Codeless tests (e2e)', externalId: 'job-9001', title: 'running', summary: 'wait' };

/** Report deps on the runner whose requests about the check in progress end after `ms`. */
async function depsOf(runner: ReturnType<typeof runnerEnv>, ms = 300) {
  const ctx = testContext({ env: runner.env });
  return { ctx, deps: { ...(await reportDeps(TOKEN, ctx)), requestTimeoutMs: ms } };
}

/** A check run in progress on the commit, made by `token` (another app's when so configured). */
async function seedCheckRun(name: string, externalId: string, token = TOKEN): Promise<number> {
  const answer = await fetch(`${github.url}/repos/octo/shop/check-runs`, {
    method: 'POST',
    headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, head_sha: PUSH_SHA, external_id: externalId, status: 'in_progress' }),
  });
  return ((await answer.json()) as { id: number }).id;
}

describe('openProgressCheck', () => {
  it.each([
    ['answered too late (a slow create)', { kind: 'late-answer', ms: 1_500 } as const],
    ['whose answer was lost after GitHub made it', { kind: 'drop-answer' } as const],
  ])('takes the check run of an open %s as opened, and the report completes that one', async (_, fault) => {
    using runner = runnerEnv(github);
    const { ctx, deps } = await depsOf(runner);
    github.app.faults.add('POST', CHECK_RUNS_PATH, fault);
    const opened: number[] = [];
    const id = await openProgressCheck(CHECK, deps, (made) => opened.push(made));
    const run = github.only();
    expect(id).toBe(run.id);
    expect(opened).toEqual([run.id]);
    expect(ctx.messages('info')).toEqual([
      `Check run "${CHECK.name}" is in progress: ${run.html_url} (GitHub made it, though its answer to the step did not come).`,
    ]);
    expect(github.requests.filter((r) => r.path.endsWith('/check-runs')).map((r) => r.query)).toContainEqual(
      expect.objectContaining({ check_name: CHECK.name, status: 'in_progress' }),
    );

    await publishReport(
      {
        checkName: CHECK.name,
        externalId: CHECK.externalId,
        title: 'All passed',
        entries: [],
        openCheckRunId: id,
      },
      deps,
    );
    expect(github.checkRuns.size).toBe(1);
    expect(github.only()).toMatchObject({ status: 'completed', statuses: ['in_progress', 'completed'] });
  });

  it('takes none when GitHub made none, nor one of another app or of another job', async () => {
    using runner = runnerEnv(github);
    const { deps } = await depsOf(runner);
    github.tokens.set('ghs_other_app', { kind: 'app', id: 777, slug: 'other-app' });
    await seedCheckRun(CHECK.name, CHECK.externalId, 'ghs_other_app');
    await seedCheckRun(CHECK.name, 'job-9002');
    github.app.faults.add('POST', CHECK_RUNS_PATH, 502);
    expect(await openProgressCheck(CHECK, deps)).toBeUndefined();
    expect(github.checkRuns.size).toBe(2);
  });

  it('looks for none after an answer that says GitHub did nothing (403)', async () => {
    using runner = runnerEnv(github);
    const { deps } = await depsOf(runner);
    github.denyChecks();
    expect(await openProgressCheck(CHECK, deps)).toBeUndefined();
    expect(github.requests.filter((r) => r.method === 'GET' && r.path.includes('/commits/'))).toEqual([]);
    github.deny = undefined;
  });
});

describe('findProgressCheck', () => {
  it('finds the newest check run in progress of ours by name and external ID', async () => {
    using runner = runnerEnv(github);
    const { deps } = await depsOf(runner);
    await seedCheckRun(CHECK.name, CHECK.externalId);
    const newest = await seedCheckRun(CHECK.name, CHECK.externalId);
    expect(await findProgressCheck(CHECK, deps)).toEqual({
      id: newest,
      url: expect.stringMatching(/\/runs\//),
      // The app that made it: ours, which a job after a matrix takes its legs' app from.
      app: expect.objectContaining({ slug: 'github-actions' }),
    });
  });
});
