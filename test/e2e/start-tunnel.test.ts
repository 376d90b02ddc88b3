// start-tunnel main and post from the committed dist/, run as the runner runs them, against the fake
// service: API mode (the service starts the tunnel) and client mode (a downloaded client does).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { recordedClientPid } from '../actions/start-tunnel-context.ts';
import { CANCEL_LIKE_THE_RUNNER, createJob, runMainThenPost } from '../support/runner.ts';
import { DownloadServer, FAKE_CLIENT_RUNS_HERE, packFakeClient } from '../support/tunnel-client.ts';
import { shownSecrets, useWorld, type World } from './scenario.ts';

let world: World;
useWorld((started) => (world = started));
beforeEach(() => {
  world.service.requests.length = 0;
  world.service.faults.clear();
  Object.assign(world.service.tunnels.settings, {
    transitionMs: 0,
    neverReady: false,
    createAnswerDelayMs: 0,
  });
});

const requestLine = (r: { method: string; path: string; status?: number }) =>
  `${r.method} ${r.path} ${r.status}`;
const running = () => world.service.tunnels.running();

describe('start-tunnel in API mode', () => {
  it('waits through the transition, hands the tunnel to later steps and to post, which deletes it', async () => {
    world.service.tunnels.settings.transitionMs = 300;
    const { main, post } = await runMainThenPost({ action: 'start-tunnel', ...world.jobOptions() });

    expect(main.conclusion).toBe('success');
    const id = main.outputs['tunnel-id'] ?? '';
    const tunnel = world.service.tunnels.tunnels.get(Number(id));
    expect(tunnel?.identifier).toBeDefined();
    expect(main.outputs).toEqual({
      'tunnel-id': id,
      'tunnel-identifier': tunnel?.identifier,
      'tunnel-state': 'READY',
    });
    expect(main.env).toEqual({
      // The job's build name, exported by the first of our steps in a job (src/runtime/job-identity.ts).
      CLOUDTEST_BUILD: expect.stringMatching(/^octo-repo-\d+-1-test$/),
      CLOUDTEST_TUNNEL_ID: id,
      CLOUDTEST_TUNNEL_IDENTIFIER: tunnel?.identifier,
      // The first step of ours that takes stop-sessions: its post stops the build's sessions left running.
      CLOUDTEST_SESSIONS_STEP: 'start-tunnel',
    });
    expect(main.state).toMatchObject({
      mode: 'api',
      'tunnel-id': id,
      'sessions-build': main.env.CLOUDTEST_BUILD,
    });
    expect(main.log.join('\n')).toMatch(/in transition \(HTTP 500\)/);
    expect(main.errors).toEqual([]);
    // One warning annotation: nothing on the runner forwards traffic, set client-url for that.
    expect(main.warnings).toEqual([
      expect.stringMatching(/^API mode \(no "client-url"\): .* give "client-url"/),
    ]);
    expect(main.summary).toBe('');

    expect(post?.conclusion).toBe('success');
    expect(post?.log).toContain(`Deleted tunnel ${id}.`);
    expect(post?.log).toContain(`No session of build "${main.env.CLOUDTEST_BUILD}" was still running.`);
    expect(post?.warnings).toEqual([]);
    expect(running()).toEqual([]);
    expect(tunnel?.state).toBe('STOPPED');

    const lines = world.service.requests.map(requestLine);
    expect(lines[0]).toBe('POST /v1/tunnel/create 201');
    expect(lines).toContain(`GET /v1/tunnel/${id} 500`);
    expect(lines.at(-3)).toBe(`GET /v1/tunnel/${id} 200`);
    // The job's build has no session: the service does not know it.
    expect(lines.at(-2)).toBe(`GET /v1/builds/${main.env.CLOUDTEST_BUILD} 404`);
    expect(lines.at(-1)).toBe(`DELETE /v1/tunnel/${id} 204`);
    for (const step of [main, post!]) expect(shownSecrets(step, world.secrets)).toEqual([]);
  });

  it('fails at once on an exhausted tunnel quota (402) without retrying, and post has nothing to delete', async () => {
    const broke = world.service.settingsFor('broke');
    const { main, post } = await runMainThenPost({
      action: 'start-tunnel',
      githubApiUrl: world.github.url,
      // Settings as inputs this time, not from the job's env.
      inputs: { 'api-url': broke.apiUrl, key: broke.key, secret: broke.secret },
    });

    expect(main.conclusion).toBe('failure');
    expect(main.errors).toHaveLength(1);
    expect(main.errors[0]).toMatch(
      /^create tunnel \(POST \/v1\/tunnel\/create\) failed with HTTP 402: .*"tunnel quota exhausted"\. Stop a tunnel .*not retried\.$/,
    );
    expect(main.outputs).toEqual({});
    expect(post?.conclusion).toBe('success');
    expect(post?.warnings).toEqual([]);
    // Post stops the sessions of the job's build still running: the service knows no such build.
    expect(world.service.requests.map(requestLine)).toEqual([
      'POST /v1/tunnel/create 402',
      `GET /v1/builds/${main.state['sessions-build']} 404`,
    ]);
    expect(shownSecrets(main, [broke.key, broke.secret])).toEqual([]);
  });

  it.skipIf(!CANCEL_LIKE_THE_RUNNER)(
    'deletes the tunnel when the workflow is cancelled while main still waits for READY',
    async () => {
      world.service.tunnels.settings.neverReady = true;
      const { main, post } = await runMainThenPost({
        action: 'start-tunnel',
        ...world.jobOptions(),
        cancel: { when: /in transition/ },
      });

      expect(main.conclusion).toBe('cancelled');
      const id = main.state['tunnel-id'];
      expect(id).toMatch(/^\d+$/);
      expect(post?.conclusion).toBe('success');
      expect(post?.log).toContain(`Deleted tunnel ${id}.`);
      expect(running()).toEqual([]);
    },
  );

  it('deletes, in post, the tunnel whose create was answered only after the runner killed main', async () => {
    world.service.tunnels.settings.createAnswerDelayMs = 10_000;
    using job = createJob(world.jobOptions());
    const step = job.start({ action: 'start-tunnel' });
    await vi.waitFor(() => expect(running()).toHaveLength(1), { timeout: 10_000 });
    step.kill('SIGKILL');
    const main = await step.result;
    const [created] = running();
    expect(main.state).toEqual({
      'sessions-build': expect.stringMatching(/^octo-repo-\d+-1-test$/),
      mode: 'api',
      identifier: created?.identifier,
    });

    // Post runs with what main saved before it was killed, as the runner's post step would.
    const post = await job.start({ action: 'start-tunnel', stage: 'post', state: main.state }).result;
    expect(post.log).toContain(`Deleted tunnel ${created?.id}.`);
    expect(running()).toEqual([]);
  });

  it("stops, in post, exactly the sessions of the workflow's build still running with stop-sessions true", async () => {
    const build = `shared-${Date.now()}`;
    const { tests } = world.service.tests.seedBuild(world.user, build, [
      { runningForMs: 3_600_000 },
      { success: false },
      { runningForMs: 3_600_000 },
      {},
    ]);
    const { main, post } = await runMainThenPost({
      action: 'start-tunnel',
      inputs: { 'stop-sessions': true },
      ...world.jobOptions({ env: { CLOUDTEST_BUILD: build } }),
    });

    expect(main.conclusion).toBe('success');
    expect(main.state['sessions-build']).toBe(build);
    expect(post?.conclusion).toBe('success');
    const stops = world.service.seen('PUT', '/v1/tests/:id/stop').map((r) => `${r.path} ${r.status}`);
    expect(stops.sort()).toEqual(
      [`/v1/tests/${tests[0]?.id}/stop 200`, `/v1/tests/${tests[2]?.id}/stop 200`].sort(),
    );
    expect(tests.map((t) => t.state)).toEqual(['COMPLETE', 'COMPLETE', 'COMPLETE', 'COMPLETE']);
    expect(post?.log).toContain(`Stopped 2 sessions of build "${build}" still running.`);
    // Stopped first, within 10 s of the post step's start, and then the tunnel deleted.
    expect(post?.log.findIndex((l) => l.startsWith('Stopped 2 sessions'))).toBeLessThan(
      post?.log.findIndex((l) => l.startsWith('Deleted tunnel')) ?? -1,
    );
    expect(post?.warnings).toEqual([]);

    // With `auto`, a build the workflow named may be other jobs' too: left alone.
    world.service.requests.length = 0;
    const shared = world.service.tests.seedBuild(world.user, `${build}-auto`, [{ runningForMs: 3_600_000 }]);
    const auto = await runMainThenPost({
      action: 'start-tunnel',
      ...world.jobOptions({ env: { CLOUDTEST_BUILD: `${build}-auto` } }),
    });
    expect(auto.main.state['sessions-build']).toBeUndefined();
    expect(world.service.seen('PUT', '/v1/tests/:id/stop')).toEqual([]);
    expect(shared.tests[0]?.state).toBe('RUNNING');
  });

  it('gives two starts in one job a tunnel each, and each post deletes only its own', async () => {
    using job = createJob(world.jobOptions());
    const main = await job.step({ action: 'start-tunnel' });
    const second = await job.step({ action: 'start-tunnel' });
    expect(second.outputs['tunnel-id']).not.toBe(main.outputs['tunnel-id']);
    expect(running()).toHaveLength(2);
    const posts = await job.finish();
    // Last started, first torn down; each post deletes only its own tunnel.
    expect(posts.map((p) => p.log.find((l) => l.startsWith('Deleted tunnel')))).toEqual([
      `Deleted tunnel ${second.outputs['tunnel-id']}.`,
      `Deleted tunnel ${main.outputs['tunnel-id']}.`,
    ]);
    // Only the first start claimed the job's sessions: its post, the job's last, stops them.
    expect(second.state['sessions-build']).toBeUndefined();
    expect(posts.map((p) => p.log.some((l) => l.includes('was still running.')))).toEqual([false, true]);
    expect(running()).toEqual([]);
  });
});

describe.skipIf(!FAKE_CLIENT_RUNS_HERE)('start-tunnel in client mode', () => {
  const downloads = new DownloadServer();
  const pids: number[] = [];
  let clientUrl: string;
  beforeAll(async () => {
    await downloads.start();
    clientUrl = downloads.serve('/releases/4.2.0/fake-tunnel.tar.gz', packFakeClient().tarGz);
  });
  afterAll(() => downloads.stop());
  afterEach(() => {
    // A client the post step failed to stop must not outlive the test.
    for (const pid of pids.splice(0)) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });

  it('starts the downloaded client, which outlives main, and post stops it and its tunnel', async () => {
    using job = createJob(world.jobOptions());
    const main = await job.step({
      action: 'start-tunnel',
      inputs: {
        'client-url': clientUrl,
        'client-version': '4.2.0',
        'client-args': '--identifier {identifier} --ready-file {readyfile} --log-file {logfile}',
        'ready-timeout': 20,
      },
    });
    const pid = recordedClientPid(job.runnerTemp, main.state);
    if (pid > 0) pids.push(pid);

    expect(main.conclusion).toBe('success');
    expect(main.outputs['tunnel-state']).toBe('READY');
    // The default name: unique per run, attempt, job and matrix leg.
    expect(main.outputs['tunnel-identifier']).toMatch(/^gh-\d+-1-test-[0-9a-f]{8}$/);
    const [tunnel] = running();
    expect(tunnel?.identifier).toBe(main.outputs['tunnel-identifier']);
    expect(main.outputs['tunnel-id']).toBe(String(tunnel?.id));
    expect(main.env.CLOUDTEST_TUNNEL_IDENTIFIER).toBe(tunnel?.identifier);
    expect(main.state).toMatchObject({ mode: 'client', identifier: tunnel?.identifier });
    expect(pid).toBeGreaterThan(0);
    // Main has ended; the client it started runs on for the steps that use the tunnel.
    expect(() => process.kill(pid, 0)).not.toThrow();
    // Credentials reach the client through its environment, never on its command line (checked
    // unmasked: the log would show a masked secret as ***).
    const commandLine = main.stdout.split('\n').find((l) => l.startsWith('Command line:'));
    expect(commandLine).toContain('--identifier');
    for (const secret of world.secrets) expect(commandLine).not.toContain(secret);
    expect(shownSecrets(main, world.secrets)).toEqual([]);

    const [post] = await job.finish();
    expect(post?.conclusion).toBe('success');
    expect(post?.warnings).toEqual([]);
    expect(post?.log).toContain('SIGTERM: closing the tunnel');
    expect(() => process.kill(pid, 0)).toThrow();
    expect(running()).toEqual([]);
  });
});
