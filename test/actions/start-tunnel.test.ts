import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { defaultIdentifier } from '../../src/actions/start-tunnel/identifier.ts';
import { InputsSchema } from '../../src/actions/start-tunnel/inputs.ts';
import { INPUT_NAMES, STATE } from '../../src/actions/start-tunnel/names.ts';
import { API_MODE_WARNING, run } from '../../src/actions/start-tunnel/run.ts';
import { teardown } from '../../src/actions/start-tunnel/teardown.ts';
import { systemClock } from '../../src/runtime/clock.ts';
import { InputError, readInputs } from '../../src/runtime/inputs.ts';
import { FakeService } from '../fake-service/server.ts';
import type { TestClock } from '../support/context.ts';
import { removeScratchFolders } from '../support/tunnel-client.ts';
import {
  expectNoSecret,
  failureOf,
  inputs,
  postContext,
  runnerFolders,
  tunnelContext,
} from './start-tunnel-context.ts';

const service = new FakeService();
beforeAll(async () => {
  runnerFolders();
  await service.start();
});
afterAll(async () => {
  await service.stop();
  removeScratchFolders();
});
beforeEach(() => {
  service.faults.clear();
  service.requests.length = 0;
  Object.assign(service.tunnels.settings, { transitionMs: 150, neverReady: false, createAnswerDelayMs: 0 });
});

const statusesOf = (method: string, pattern: string) => service.seen(method, pattern).map((r) => r.status);

describe('start-tunnel, API mode', () => {
  it('creates a tunnel, waits through the transition (HTTP 500), reports it READY; post deletes only it', async () => {
    // In test time: the real time the test takes (under load, seconds) stays far from a boundary.
    service.tunnels.settings.transitionMs = 35_000;
    const neighbour = service.tunnels.launch(service.accounts.user, 'another-job');
    const ctx = tunnelContext(service);
    ctx.timing = { pollIntervalMs: 10_000 };

    const result = await run(inputs(), ctx);

    const [create] = service.seen('POST', '/v1/tunnel/create');
    const created = service.tunnels.tunnels.get(Number(result.outputs['tunnel-id']));
    expect(create?.status).toBe(201);
    expect(created?.state).toBe('READY');
    expect(result).toEqual({
      outputs: {
        'tunnel-id': String(created?.id),
        'tunnel-identifier': created?.identifier,
        'tunnel-state': 'READY',
      },
      env: { CLOUDTEST_TUNNEL_ID: String(created?.id), CLOUDTEST_TUNNEL_IDENTIFIER: created?.identifier },
    });
    // One look every 10 s: four answers "in transition", then READY at 40 s; the 500s were not retried.
    expect(statusesOf('GET', '/v1/tunnel/:id')).toEqual([500, 500, 500, 500, 200]);
    expect((ctx.client as unknown as { delays: number[] }).delays).toEqual([]);
    expect(ctx.messages('info')).toContain(`Tunnel ${created?.id}: in transition (HTTP 500)`);
    // Once, before anything else: nothing on this machine forwards traffic, and what to set for that.
    expect(ctx.messages('warning')).toEqual([API_MODE_WARNING]);
    expect(API_MODE_WARNING).toBe(
      'API mode (no "client-url"): the service starts a tunnel machine, and nothing on this machine forwards traffic to it, so tests through this tunnel cannot reach localhost or anything else this machine reaches. To test those, give "client-url" (a tunnel client to download and run here) with "client-args" and "client-sha256".',
    );
    expect(Object.fromEntries(ctx.state)).toEqual({
      [STATE.mode]: 'api',
      [STATE.tunnelId]: String(created?.id),
      [STATE.identifier]: created?.identifier,
    });

    const post = postContext(service, ctx);
    await teardown(post);
    expect(service.seen('DELETE', '/v1/tunnel/:id').map((r) => [r.path, r.status])).toEqual([
      [`/v1/tunnel/${created?.id}`, 204],
    ]);
    expect(created?.state).toBe('STOPPED');
    expect(neighbour.state).not.toBe('STOPPED');
    expect(post.messages('warning')).toEqual([]);
    expectNoSecret(service, 'user', [ctx, result, post]);
  });

  it('fails with one clear line when READY never comes, looking one last time at the deadline', async () => {
    service.tunnels.settings.neverReady = true;
    const ctx = tunnelContext(service);
    ctx.timing = { pollIntervalMs: 2_000 };

    const error = await failureOf(run(inputs({ 'ready-timeout': '5' }), ctx));

    const id = Number(ctx.state.get(STATE.tunnelId));
    expect(error.message).toBe(
      `Tunnel ${id} was not READY within 5 s (last state seen: in transition (HTTP 500)). Raise ready-timeout if it needs longer.`,
    );
    // Looks at 0, 2, 4 and 5 s: the last pause is cut to the deadline, never past it.
    expect((ctx.clock as TestClock).sleeps).toEqual([2_000, 2_000, 1_000]);
    expect(service.seen('GET', '/v1/tunnel/:id')).toHaveLength(4);

    const post = postContext(service, ctx);
    await teardown(post);
    expect(service.tunnels.tunnels.get(id)?.state).toBe('STOPPED');
    expectNoSecret(service, 'user', [ctx, error, post]);
  });

  it('cuts a call still in flight at the deadline: a hanging service cannot stretch ready-timeout', async () => {
    const ctx = tunnelContext(service, { clock: systemClock });
    service.faults.always('GET', '/v1/tunnel/:id', { kind: 'hang' });
    const error = await failureOf(run(inputs({ 'ready-timeout': '1' }), ctx));
    expect(error.message).toBe(
      `Tunnel ${ctx.state.get(STATE.tunnelId)} was not READY within 1 s (last state seen: none yet): get tunnel (GET /v1/tunnel/${ctx.state.get(STATE.tunnelId)}) timed out: no whole answer by the end of ready-timeout (1 s) and the 1 s a call may run past it. Raise ready-timeout if it needs longer.`,
    );
    service.faults.clear();
    await teardown(postContext(service, ctx));
  });

  it('reports an exhausted tunnel quota (402) clearly, sends the create once, and leaves post nothing to do', async () => {
    const ctx = tunnelContext(service, { account: 'broke' });

    const error = await failureOf(run(inputs(), ctx));

    expect(error.message).toMatch(
      /^create tunnel \(POST \/v1\/tunnel\/create\) failed with HTTP 402: the tunnel quota is exhausted\..*Stop a tunnel the account no longer needs, or raise its tunnel quota/,
    );
    expect(service.seen('POST', '/v1/tunnel/create')).toHaveLength(1);
    expect(ctx.state.get(STATE.tunnelId)).toBeUndefined();

    const post = postContext(service, ctx, { account: 'broke' });
    await teardown(post);
    expect(service.seen('DELETE')).toEqual([]);
    expect(post.messages('warning')).toEqual([]);
  });

  it('fails at once when the tunnel stops before it is READY', async () => {
    const ctx = tunnelContext(service);
    service.faults.add('GET', '/v1/tunnel/:id', 500, {
      kind: 'status',
      status: 200,
      body: { id: 1, state: 'STOPPED', launched: '', tunnel_id: 't', identifier: 'x', metadata: {} },
    });
    const error = await failureOf(run(inputs(), ctx));
    expect(error.message).toBe(`Tunnel ${ctx.state.get(STATE.tunnelId)} was STOPPED before it was READY.`);
    expect(service.seen('GET', '/v1/tunnel/:id')).toHaveLength(2);
  });

  it('stops waiting at once when the step is cancelled; post still deletes the tunnel', async () => {
    service.tunnels.settings.neverReady = true;
    const ctx = tunnelContext(service, { clock: systemClock });
    ctx.timing = { pollIntervalMs: 60_000 };

    const running = failureOf(run(inputs(), ctx));
    await vi.waitFor(() => expect(service.seen('GET', '/v1/tunnel/:id')).toHaveLength(1));
    ctx.controller.abort(new Error('cancelled by SIGINT'));
    const error = await running;

    expect(error.message).toMatch(/the step was cancelled/);
    const post = postContext(service, ctx);
    await teardown(post);
    expect(service.tunnels.tunnels.get(Number(ctx.state.get(STATE.tunnelId)))?.state).toBe('STOPPED');
  });

  it('post after a main that failed half-way (an unreadable answer) deletes the tunnel main created', async () => {
    const ctx = tunnelContext(service);
    service.faults.add('GET', '/v1/tunnel/:id', { kind: 'malformed' });
    await expect(run(inputs(), ctx)).rejects.toThrow(/get tunnel .* could not be read/);

    const post = postContext(service, ctx);
    await teardown(post);
    expect(service.tunnels.tunnels.get(Number(ctx.state.get(STATE.tunnelId)))?.state).toBe('STOPPED');
  });

  it('asks for the identifier given; a tunnel already running under that name is left alone', async () => {
    const neighbour = service.tunnels.launch(service.accounts.user, 'shared-name');
    const ctx = tunnelContext(service);

    const result = await run(inputs({ identifier: 'shared-name' }), ctx);

    expect(result.outputs['tunnel-identifier']).toBe('shared-name');
    expect(ctx.messages('warning')).toEqual([
      API_MODE_WARNING,
      `A tunnel named "shared-name" is already running (${neighbour.id}); it is not this step's and is left alone. Give each job its own identifier.`,
    ]);
    // Cancelled before the answer: post finds ours by name, and still not the neighbour.
    ctx.state.delete(STATE.tunnelId);
    await teardown(postContext(service, ctx));
    expect(service.tunnels.tunnels.get(Number(result.outputs['tunnel-id']))?.state).toBe('STOPPED');
    expect(neighbour.state).not.toBe('STOPPED');
  });

  it('deletes the tunnel whose create was still being answered when the step was cancelled', async () => {
    Object.assign(service.tunnels.settings, { createAnswerDelayMs: 300, neverReady: true });
    const before = new Set(service.tunnels.running());
    const ctx = tunnelContext(service, { clock: systemClock });
    const running = failureOf(run(inputs(), ctx));
    // The service has made the tunnel; main is still waiting for the answer when the runner ends it.
    const made = () => service.tunnels.running().filter((t) => !before.has(t));
    await vi.waitFor(() => expect(made()).toHaveLength(1));
    const [created] = made();
    const stateAtCancel = Object.fromEntries(ctx.state);
    ctx.controller.abort(new Error('cancelled by SIGINT'));
    await running;

    expect(stateAtCancel).toEqual({ [STATE.mode]: 'api', [STATE.identifier]: created?.identifier });
    const post = tunnelContext(service, { clock: systemClock, state: stateAtCancel });
    await teardown(post);
    expect(created?.state).toBe('STOPPED');
    expect(post.messages('info')).toContain(`Deleted tunnel ${created?.id}.`);
    expect(post.messages('warning')).toEqual([]);
  });
});

describe('start-tunnel post', () => {
  it('does nothing, and sends nothing, when main started no tunnel', async () => {
    const post = tunnelContext(service);
    await teardown(post);
    expect(service.requests).toEqual([]);
    expect(post.messages()).toEqual(['Nothing to tear down: no tunnel was started.']);
  });

  it('counts a tunnel that is already gone (404) as deleted', async () => {
    const post = tunnelContext(service, { state: { [STATE.mode]: 'api', [STATE.tunnelId]: '999999' } });
    await teardown(post);
    expect(statusesOf('DELETE', '/v1/tunnel/:id')).toEqual([404]);
    expect(post.messages('info')).toContain('Tunnel 999999 was already gone.');
    expect(post.messages('warning')).toEqual([]);
  });

  it('turns a failed delete into a warning, never a failure', async () => {
    const tunnel = service.tunnels.launch(service.accounts.user);
    service.faults.always('DELETE', '/v1/tunnel/:id', 503);
    const post = tunnelContext(service, {
      state: { [STATE.mode]: 'api', [STATE.tunnelId]: String(tunnel.id) },
    });
    await expect(teardown(post)).resolves.toBeUndefined();
    expect(post.messages('warning')).toEqual([
      `Tunnel clean-up: could not delete the tunnel: delete tunnel (DELETE /v1/tunnel/${tunnel.id}) failed with HTTP 503: the service is unavailable after 4 attempts. Service said: "injected 503"`,
    ]);
  });
});

describe('start-tunnel inputs', () => {
  const read = (raw: Record<string, string>) =>
    readInputs(INPUT_NAMES, InputsSchema, (name) => raw[name] ?? '');
  const fails = (raw: Record<string, string>) => {
    try {
      read(raw);
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      return (error as Error).message;
    }
    throw new Error('the inputs were accepted');
  };

  it('reads API mode with the defaults', () => {
    expect(read({ 'ready-timeout': '120' })).toEqual({
      identifier: undefined,
      readyTimeoutSeconds: 120,
      stopSessions: 'auto',
      client: undefined,
    });
  });

  it('reads client mode: the kind from the URL path, the arguments split as a command line', () => {
    const parsed = read({
      'client-url': 'https://example.test/dl/client.tar.gz?token=abc',
      'client-version': '4.2',
      'client-sha256': `SHA256:${'AB'.repeat(32)}`,
      'client-args': `--name {identifier} --dir "C:\\a b\\c" --log='{logfile}'`,
    });
    expect(parsed.client).toMatchObject({
      kind: 'tar',
      version: '4.2',
      sha256: 'ab'.repeat(32),
      args: ['--name', '{identifier}', '--dir', 'C:\\a b\\c', '--log={logfile}'],
    });
  });

  it('names the input that is wrong', () => {
    expect(fails({ 'ready-timeout': '0' })).toMatch(
      /^Input "ready-timeout" must be a whole number of seconds from 1 to 3600/,
    );
    expect(fails({ 'client-version': '1.0' })).toBe('Input "client-version" applies only with "client-url"');
    expect(fails({ 'client-url': 'http://downloads.example.test/c.zip' })).toMatch(
      /^Input "client-url" must use https:\/\//,
    );
    expect(fails({ 'client-url': 'ftp://example.test/c.zip' })).toMatch(
      /^Input "client-url" must be an https:\/\/ URL/,
    );
    // Credentials and a signed query are never echoed.
    expect(fails({ 'client-url': 'ftp://me:pa55@example.test/c.zip?X-Sig=s3cr3t#k' })).toBe(
      'Input "client-url" must be an https:// URL, got "ftp://***@example.test/c.zip?***"',
    );
    expect(fails({ 'client-url': 'user:pa55@host?sig=s3cr3t' })).toBe(
      'Input "client-url" must be an https:// URL, got a "user:" address',
    );
    expect(fails({ 'client-url': 'https//me:pa55@host' })).toBe(
      'Input "client-url" must be an https:// URL, got text that is not a URL',
    );
    expect(fails({ 'client-url': 'https://example.test/c.zip', 'client-sha256': 'abc' })).toMatch(
      /^Input "client-sha256" must be 64 hexadecimal digits/,
    );
    expect(fails({ 'client-url': 'https://example.test/c.jar', 'client-command': 'bin/x' })).toMatch(
      /^Input "client-command" applies only to an archive/,
    );
    expect(fails({ 'client-url': 'https://example.test/c', 'client-args': '--name "open' })).toBe(
      'Input "client-args" has a quote that is not closed',
    );
  });
});

describe('default identifier', () => {
  const env = { GITHUB_RUN_ID: '987', GITHUB_RUN_ATTEMPT: '2', GITHUB_JOB: 'e2e tests/chrome' };

  it('names the run, attempt and job, and tells matrix legs apart by a random part', () => {
    const a = defaultIdentifier(env);
    const b = defaultIdentifier(env);
    expect(a).toMatch(/^gh-987-2-e2e-tests-chrome-[0-9a-f]{8}$/);
    expect(b).not.toBe(a);
  });

  it('works outside GitHub too', () => {
    expect(defaultIdentifier({}, () => 'abcd1234')).toBe('local-abcd1234');
  });
});
