import { beforeEach, describe, expect, it } from 'vitest';

import { TUNNEL_READY } from '../../src/api/tunnels.ts';
import type { Account } from '../fake-service/accounts.ts';
import { clientFor, useFakeService } from '../support/service.ts';

const service = useFakeService();
const { user, readonly, broke } = service.accounts;
beforeEach(() => {
  service.tunnels.tunnels.clear();
});

/**
 * A tunnel of `account` past its transition: READY. A read-only account's comes from its tunnel client
 * (the store's `launch` refuses it with 403, as the API's create does).
 */
const readyTunnel = (account: Account = user, identifier?: string) => {
  const tunnel = service.tunnels.launch({ ...account, readOnly: false }, identifier);
  service.clock.advance(service.tunnels.settings.transitionMs);
  return service.tunnels.refresh(tunnel);
};

describe('tunnels', () => {
  it('lists the running tunnels of the account; the alive check needs no credentials', async () => {
    const mine = readyTunnel(user, 'ci-1');
    readyTunnel(service.accounts.admin, 'not-mine');
    const client = clientFor(service);
    const listed = await client.tunnels.list();
    expect(listed.map((t) => t.id)).toEqual([mine.id]);
    expect(listed[0]).toMatchObject({ identifier: 'ci-1', state: TUNNEL_READY, tunnel_id: mine.tunnel_id });
    await expect(client.tunnels.isAlive()).resolves.toEqual({ success: true });
    expect(service.seen('GET', '/v1/tunnel/isalive-check')[0]?.authorization).toBeUndefined();
  });

  it('gets a tunnel once READY; the 500 of a tunnel in transition or gone carries its meaning, unretried', async () => {
    const client = clientFor(service);
    const tunnel = service.tunnels.launch(user);
    await expect(client.tunnels.get(tunnel.id)).rejects.toThrow(
      /HTTP 500: the tunnel is in a transition state or no longer exists\. Service said: "tunnel \d+ is in transition"$/,
    );
    service.clock.advance(service.tunnels.settings.transitionMs);
    await expect(client.tunnels.get(tunnel.id)).resolves.toMatchObject({ id: tunnel.id, state: 'READY' });
    service.tunnels.stop(tunnel);
    await expect(client.tunnels.get(tunnel.id)).rejects.toMatchObject({ status: 500 });
    expect(service.seen('GET', '/v1/tunnel/:id').map((r) => r.status)).toEqual([500, 200, 500]);
  });

  it('deletes a tunnel (204); a read-only account gets 403 and the tunnel stays', async () => {
    const tunnel = readyTunnel();
    await expect(clientFor(service).tunnels.delete(tunnel.id)).resolves.toBeUndefined();
    expect(service.tunnels.tunnels.get(tunnel.id)?.state).toBe('STOPPED');
    const theirs = readyTunnel(readonly);
    await expect(clientFor(service, { account: 'readonly' }).tunnels.delete(theirs.id)).rejects.toThrow(
      /HTTP 403: the account is read-only/,
    );
    expect(service.tunnels.tunnels.get(theirs.id)?.state).toBe('READY');
  });

  it('reads the first active tunnel of the account (GET /v1/tunnel)', async () => {
    // Launched first, but still in transition: not active.
    service.tunnels.launch(user).readyAt = Number.POSITIVE_INFINITY;
    const active = readyTunnel(user, 'active-one');
    readyTunnel(service.accounts.admin);
    const read = await clientFor(service).tunnels.getActive();
    expect(read).toEqual({
      id: active.id,
      state: 'READY',
      launched: active.launched,
      tunnel_id: active.tunnel_id,
      identifier: 'active-one',
      metadata: active.metadata,
    });
  });

  it('stops the active tunnel (DELETE /v1/tunnel): 204, also with none running; 403 for a read-only account', async () => {
    const client = clientFor(service);
    const active = readyTunnel();
    await expect(client.tunnels.deleteActive()).resolves.toBeUndefined();
    expect(service.tunnels.running(user.id)).toEqual([]);
    expect(active.state).toBe('STOPPED');
    // Its row lists 204, 401 and 403: nothing running is nothing to stop.
    await expect(client.tunnels.deleteActive()).resolves.toBeUndefined();
    const theirs = readyTunnel(readonly);
    await expect(clientFor(service, { account: 'readonly' }).tunnels.deleteActive()).rejects.toThrow(
      /^stop the active tunnel \(DELETE \/v1\/tunnel\) failed with HTTP 403: the account is read-only\./,
    );
    expect(theirs.state).toBe('READY');
    expect(service.seen('DELETE', '/v1/tunnel').map((r) => r.status)).toEqual([204, 204, 403]);
  });

  it('creates a tunnel (201) under the name it is given', async () => {
    const created = await clientFor(service).tunnels.create('job-42');
    expect(created).toMatchObject({ identifier: 'job-42' });
    expect(service.tunnels.running(user.id).map((t) => t.id)).toEqual([created.id]);
  });

  // The 403 is not in its row (401, 402): Authentication rule 4 gives it (ASSUMPTIONS.tunnelCreateReadOnly).
  it('create: 402 when the quota is exhausted, 403 for a read-only account, sent once', async () => {
    await expect(clientFor(service, { account: 'broke' }).tunnels.create()).rejects.toThrow(
      /^create tunnel \(POST \/v1\/tunnel\/create\) failed with HTTP 402: the tunnel quota is exhausted\./,
    );
    await expect(clientFor(service, { account: 'readonly' }).tunnels.create()).rejects.toThrow(
      /^create tunnel \(POST \/v1\/tunnel\/create\) failed with HTTP 403: the account is read-only\./,
    );
    expect(service.seen('POST', '/v1/tunnel/create').map((r) => [r.account, r.status])).toEqual([
      [broke.name, 402],
      [readonly.name, 403],
    ]);
    expect([...service.tunnels.tunnels.values()]).toEqual([]);
  });

  it('answers 401 without valid credentials on every tunnel endpoint but the alive check', async () => {
    const client = clientFor(service, { credentials: { key: user.key, secret: 'wrong' } });
    for (const call of [
      () => client.tunnels.list(),
      () => client.tunnels.get(1),
      () => client.tunnels.delete(1),
      () => client.tunnels.getActive(),
      () => client.tunnels.deleteActive(),
      () => client.tunnels.create(),
    ])
      await expect(call()).rejects.toMatchObject({ status: 401 });
    await expect(client.tunnels.isAlive()).resolves.toEqual({ success: true });
  });
});
