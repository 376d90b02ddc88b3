// One whole job, as a workflow using the bundle runs it (runWorkflow): every step from the committed
// dist/, outputs of one step in the inputs of the next, posts at the end; then what the fake service
// and the fake GitHub were left with.
import { describe, expect, it } from 'vitest';

import { PR_HEAD_SHA, pullRequestEvent } from '../fake-github/runner-env.ts';
import { createJob } from '../support/runner.ts';
import {
  buildNameOf,
  FAILURE,
  runWorkflow,
  seedCodelessSuite,
  shownSecrets,
  useWorld,
  type World,
} from './scenario.ts';

let world: World;
useWorld((started) => (world = started));

describe('a whole job', () => {
  it('tunnel, upload, trigger, wait, annotate, teardown: each step feeds the next', async () => {
    // The tunnel's transition is start-tunnel's own test; here it is over at the first look.
    world.service.tunnels.settings.transitionMs = 0;
    const { suite } = seedCodelessSuite(world.service, world.user);
    using job = createJob(world.jobOptions({ event: pullRequestEvent }));
    const names: string[] = [];
    const run = await runWorkflow(world, job, suite.id, ({ name }) => names.push(name));
    const step = Object.fromEntries(run.steps.map((s) => [s.id, s.result]));
    const { tunnel, app, trigger, wait, annotate } = step;

    expect(names).toEqual([
      'Start a tunnel',
      'Upload the app',
      'Trigger the Codeless suite',
      'Wait for the job',
      'Annotate the build',
      // Posts run last registered first; annotate-build's and wait-for-job's have nothing to do,
      // their check runs completed.
      'Post Annotate the build',
      'Post Wait for the job',
      // Not the job's first step of ours: start-tunnel's post stops the job's sessions left running.
      'Post Upload the app',
      'Post Start a tunnel',
    ]);
    expect(run.steps.map((s) => s.result.conclusion)).toEqual([
      'success',
      'success',
      'success',
      'failure',
      'failure',
    ]);
    expect(job.status).toBe('failure');

    // start-tunnel: a READY tunnel, exported for the steps that run tests through it.
    expect(tunnel?.outputs['tunnel-state']).toBe('READY');
    const tunnelId = Number(tunnel?.outputs['tunnel-id']);
    expect(tunnel?.env.CLOUDTEST_TUNNEL_ID).toBe(String(tunnelId));

    // upload-app: the APK the build step left, stored whole.
    const stored = world.service.storage.byKey(world.user.id, app?.outputs['app-key'] ?? '');
    expect(stored?.filename).toBe('shop-release.apk');
    expect(app?.env.CLOUDTEST_APP_URL).toBe(stored?.app_url);

    // trigger → wait: the job-id output is what wait-for-job polled.
    expect(trigger?.outputs['job-id']).toBe(String(run.jobId));
    expect(world.service.seen('GET', '/v1/jobs/:id').every((r) => r.path === `/v1/jobs/${run.jobId}`)).toBe(
      true,
    );
    expect(wait?.outputs).toMatchObject({ status: 'FINISHED', success: 'false', 'failed-count': '1' });
    expect(JSON.parse(wait?.outputs['test-ids'] ?? '[]')).toHaveLength(3);

    // annotate-build read the build the job's runs were recorded in.
    expect(run.build).toBe(buildNameOf(run.jobId));
    expect(annotate?.outputs).toMatchObject({ total: '3', passed: '2', failed: '1', unknown: '0' });

    // Two check runs on the pull request's head commit, each annotating the one failed test.
    const checkRuns = [...world.github.checkRuns.values()];
    expect(checkRuns.map((r) => [r.name, r.head_sha, r.conclusion])).toEqual([
      ['Codeless tests (test)', PR_HEAD_SHA, 'failure'],
      ['Cloud tests (test)', PR_HEAD_SHA, 'failure'],
    ]);
    for (const checkRun of checkRuns) {
      expect(checkRun.annotations).toEqual([
        expect.objectContaining({ message: expect.stringContaining(FAILURE.message) }),
      ]);
    }
    expect(wait?.outputs['check-run-url']).toBe(checkRuns[0]?.html_url);
    expect(annotate?.outputs['check-run-id']).toBe(String(checkRuns[1]?.id));
    expect(wait?.summary).toContain(`Job ${run.jobId} FINISHED`);
    // The heading shows the check name as text (its parentheses escaped for markdown).
    expect(annotate?.summary).toContain('Cloud tests \\(test\\)');

    // The post steps: annotate-build's and wait-for-job's found their check runs completed;
    // upload-app's had nothing to do; start-tunnel's, the job's first step of ours, looked for the
    // job's sessions left running and tore the tunnel down after the failed steps; nothing is left running.
    expect(run.posts.map((p) => [p.action, p.conclusion, p.warnings])).toEqual([
      ['annotate-build', 'success', []],
      ['wait-for-job', 'success', []],
      ['upload-app', 'success', []],
      ['start-tunnel', 'success', []],
    ]);
    expect(run.posts[3]?.log).toContain(`Deleted tunnel ${tunnelId}.`);
    expect(world.service.tunnels.running()).toEqual([]);

    // What the service saw, in order: each call made once (a trigger is never repeated).
    const calls = world.service.requests.map((r) => `${r.method} ${r.path.replace(/\/\d+(?=\/|$)/g, '/N')}`);
    expect([...new Set(calls)]).toEqual([
      'POST /v1/tunnel/create',
      'GET /v1/tunnel/N',
      'POST /v1/storage',
      'POST /v1/labsuites/N/trigger',
      'GET /v1/jobs/N',
      // The failed test's record, for its video, screenshots and logs; the others' for their session time.
      'GET /v1/tests/N',
      `GET /v1/builds/${run.build}`,
      `GET /v1/builds/${tunnel?.env.CLOUDTEST_BUILD}`,
      'DELETE /v1/tunnel/N',
    ]);
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(3);

    for (const result of [...run.steps.map((s) => s.result), ...run.posts])
      expect(shownSecrets(result, world.secrets), result.action).toEqual([]);
  });
});
