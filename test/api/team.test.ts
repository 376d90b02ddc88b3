import { describe, expect, it } from 'vitest';

import { sessionsOf } from '../../src/api/team.ts';
import { clientFor, useFakeService } from '../support/service.ts';

const service = useFakeService();
const { admin, member, user } = service.accounts;
let emails = 0;
const newMember = (extra: Record<string, unknown> = {}) => ({
  email: `new-${++emails}@example.test`,
  password: 'initial-password',
  ...extra,
});

describe('team concurrency', () => {
  it('reports what the plan allows and what is in use, the same for every member', async () => {
    service.team.inUse.set(admin.id, { vms: 3, physical: 1 });
    const expected = { concurrency: { allowed: { vms: 5, physical: 2 }, current: { vms: 3, physical: 1 } } };
    await expect(clientFor(service, { account: 'admin' }).team.get()).resolves.toEqual(expected);
    await expect(clientFor(service, { account: 'member' }).team.get()).resolves.toEqual(expected);
  });

  it('counts the sessions free as allowed less in use, none when as many or more are in use', async () => {
    const client = clientFor(service, { account: 'admin' });
    service.team.inUse.set(admin.id, { vms: 2, physical: 2 });
    const team = await client.team.get();
    expect(sessionsOf(team, 'vms')).toEqual({ kind: 'vms', allowed: 5, inUse: 2, free: 3 });
    expect(sessionsOf(team, 'physical')).toEqual({ kind: 'physical', allowed: 2, inUse: 2, free: 0 });
    service.team.inUse.set(admin.id, { vms: 7, physical: 0 });
    expect(sessionsOf(await client.team.get(), 'vms')).toEqual({
      kind: 'vms',
      allowed: 5,
      inUse: 7,
      free: 0,
    });
  });

  it('answers 401 without valid credentials', async () => {
    const client = clientFor(service, { credentials: { key: admin.key, secret: 'wrong' } });
    await expect(client.team.get()).rejects.toMatchObject({ status: 401 });
  });
});

describe('team members', () => {
  it('lists the team for an admin, a page at a time with a correct meta', async () => {
    const client = clientFor(service, { account: 'admin' });
    const all = await client.team.listMembers({ count: 500 });
    expect(all.data.map((m) => m.id)).toEqual(expect.arrayContaining([admin.id, member.id]));
    expect(all.data.map((m) => m.id)).not.toContain(user.id);
    expect(all.data.find((m) => m.id === admin.id)?.parent_id).toBe(0);
    expect(all.data.find((m) => m.id === member.id)?.parent_id).toBe(admin.id);
    const second = await client.team.listMembers({ offset: 1, count: 1 });
    expect(second.data).toEqual([all.data[1]]);
    expect(second.meta).toEqual({ offset: 1, count: 1, total: all.meta.total });
    expect(service.seen('GET', '/v1/team-management/users').map((r) => r.query)).toEqual([
      { offset: '0', count: '500' },
      { offset: '1', count: '1' },
    ]);
  });

  it('keeps count at the spec’s 500: the client refuses more; the service, listing no 400 here, answers a page', async () => {
    const client = clientFor(service, { account: 'admin' });
    expect(() => client.team.listMembers({ count: 501 })).toThrow(RangeError);
    expect(service.requests).toEqual([]);
    await client.transport.call({
      operation: 'list team members',
      method: 'GET',
      path: '/v1/team-management/users',
      query: { count: 501 },
    });
    expect(service.seen('GET', '/v1/team-management/users').map((r) => r.status)).toEqual([200]);
  });

  it('refuses the list to a non-admin with 403', async () => {
    const error = await clientFor(service, { account: 'member' })
      .team.listMembers()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403 });
    expect(String(error)).toMatch(/not a team admin/);
  });

  it('creates a member on the owner’s plan, who can then sign in', async () => {
    const client = clientFor(service, { account: 'admin' });
    const body = newMember({
      first_name: 'Ada',
      last_name: 'Lovelace',
      concurrency: 2,
      concurrencyPhysical: 1,
    });
    const created = await client.team.createMember(body);
    expect(created).toMatchObject({
      email: body.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      isPaid: true,
      parent_id: admin.id,
    });
    const account = service.team.created.find((a) => a.id === created.id)!;
    const own = clientFor(service, { credentials: { key: account.key, secret: account.secret } });
    await expect(own.team.getMember(created.id)).resolves.toEqual(created);
    const page = await client.team.listMembers({ count: 500 });
    expect(page.data.map((m) => m.id)).toContain(created.id);
  });

  it('refuses to create with 403 unless the caller is a paid team admin', async () => {
    await expect(
      clientFor(service, { account: 'member' }).team.createMember(newMember()),
    ).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      clientFor(service, { account: 'readonly' }).team.createMember(newMember()),
    ).rejects.toMatchObject({ status: 403 });
    admin.paid = false;
    try {
      const error = await clientFor(service, { account: 'admin' })
        .team.createMember(newMember())
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 403 });
      expect(String(error)).toMatch(/not on a paid plan or not a team admin/);
    } finally {
      admin.paid = true;
    }
  });

  // POST /v1/team-management/users lists 401 and 403 only: what the spec requires of the body is
  // checked before sending, as no status would say it.
  it('refuses a new member without an email or a password before any request', () => {
    const client = clientFor(service, { account: 'admin' });
    const create = (body: Record<string, unknown>) => () =>
      client.team.createMember(body as { email: string; password: string });
    expect(create({ password: 'x' })).toThrow('a new team member needs an email');
    expect(create({ email: ' ', password: 'x' })).toThrow('a new team member needs an email');
    expect(create({ email: 'nopass@example.test' })).toThrow('a new team member needs a password');
    expect(service.requests).toEqual([]);
  });

  it('lets an admin read any member and a member only themselves', async () => {
    const adminClient = clientFor(service, { account: 'admin' });
    await expect(adminClient.team.getMember(member.id)).resolves.toMatchObject({ id: member.id });
    const memberClient = clientFor(service, { account: 'member' });
    await expect(memberClient.team.getMember(member.id)).resolves.toMatchObject({ id: member.id });
    const error = await memberClient.team.getMember(admin.id).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403 });
    expect(String(error)).toMatch(/only a team admin may read another member/);
  });

  it('answers 404 for an unknown member or one of another team', async () => {
    const client = clientFor(service, { account: 'admin' });
    await expect(client.team.getMember(999_999)).rejects.toMatchObject({ status: 404 });
    await expect(client.team.getMember(user.id)).rejects.toMatchObject({ status: 404 });
  });

  it('updates a member’s profile and credits within the owner’s balance', async () => {
    const client = clientFor(service, { account: 'admin' });
    const updated = await client.team.updateMember(member.id, { first_name: 'Grace', credits: 1_200 });
    expect(updated).toMatchObject({ id: member.id, first_name: 'Grace', credits: 1_200 });
    await expect(client.team.getMember(member.id)).resolves.toEqual(updated);
  });

  it('answers 403 for credits above the owner’s remaining balance', async () => {
    const client = clientFor(service, { account: 'admin' });
    const before = await client.team.getMember(member.id);
    const error = await client.team
      .updateMember(member.id, { credits: admin.credits + 1 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403 });
    expect(String(error)).toMatch(/exceed the owner's remaining balance/);
    const deviceCredits = service.team.profile(admin).device_credits + 1;
    await expect(
      client.team.updateMember(member.id, { device_credits: deviceCredits }),
    ).rejects.toMatchObject({
      status: 403,
    });
    await expect(client.team.getMember(member.id)).resolves.toEqual(before);
  });

  it('refuses updates to non-admins (403) and for unknown members (404)', async () => {
    await expect(
      clientFor(service, { account: 'member' }).team.updateMember(member.id, { first_name: 'X' }),
    ).rejects.toMatchObject({ status: 403 });
    const client = clientFor(service, { account: 'admin' });
    await expect(client.team.updateMember(999_999, { first_name: 'X' })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('team credentials', () => {
  it('gives an admin a member’s client key, masked before it is returned', async () => {
    const masked: string[] = [];
    const client = clientFor(service, { account: 'admin', maskSecret: (v) => masked.push(v) });
    const body = await client.team.getClientKey(member.id);
    expect(Object.values(body)).toContain(member.key);
    expect(JSON.stringify(body)).not.toContain(member.secret);
    expect(masked).toEqual([member.key]);
  });

  it('refuses the client key to non-admins (403) and for unknown members (404)', async () => {
    await expect(
      clientFor(service, { account: 'member' }).team.getClientKey(member.id),
    ).rejects.toMatchObject({
      status: 403,
    });
    await expect(clientFor(service, { account: 'admin' }).team.getClientKey(999_999)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('rotates a member’s key and secret: the old pair fails at once, the new key is masked', async () => {
    const old = clientFor(service, { account: 'member' });
    await expect(old.user.get()).resolves.toBeDefined();
    const masked: string[] = [];
    const adminClient = clientFor(service, { account: 'admin', maskSecret: (v) => masked.push(v) });
    const oldKey = member.key;
    const reset = await adminClient.team.resetKeys(member.id);
    expect(reset.success).toBe(true);
    expect(reset.client_key).not.toBe(oldKey);
    expect(reset.client_key).toBe(service.accounts.member.key);
    expect(masked).toEqual([reset.client_key]);
    await expect(old.user.get()).rejects.toMatchObject({ status: 401 });
    await expect(clientFor(service, { account: 'member' }).user.get()).resolves.toBeDefined();
  });

  it('lets a member reset their own keys, but not another’s', async () => {
    const client = clientFor(service, { account: 'member' });
    await expect(client.team.resetKeys(member.id)).resolves.toMatchObject({ success: true });
    const error = await clientFor(service, { account: 'member' })
      .team.resetKeys(admin.id)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403 });
    expect(String(error)).toMatch(/neither a team admin nor the member/);
  });

  it('refuses reset-keys to read-only accounts (403) and for unknown members (404), and never repeats it', async () => {
    const readonly = service.accounts.readonly;
    await expect(
      clientFor(service, { account: 'readonly' }).team.resetKeys(readonly.id),
    ).rejects.toMatchObject({ status: 403 });
    const client = clientFor(service, { account: 'admin' });
    await expect(client.team.resetKeys(999_999)).rejects.toMatchObject({ status: 404 });
    // A 503 may come after the keys were rotated: a repeat would rotate them again.
    service.requests.length = 0;
    service.faults.add('POST', '/v1/team-management/users/:id/reset-keys', 503);
    await expect(client.team.resetKeys(member.id)).rejects.toMatchObject({ status: 503 });
    expect(service.seen('POST', '/v1/team-management/users/:id/reset-keys')).toHaveLength(1);
  });

  it('says a 403 may mean a read-only account wherever rule 4 applies: create, update and reset-keys', async () => {
    const readonly = clientFor(service, { account: 'readonly' });
    const refusal = (call: Promise<unknown>) =>
      call.then(
        () => 'done',
        (e: unknown) => String(e),
      );
    // Resetting one's own keys: no role is missing, so only the account's state can refuse it.
    expect(await refusal(readonly.team.resetKeys(service.accounts.readonly.id))).toBe(
      `ServiceError: reset team member keys (POST /v1/team-management/users/${service.accounts.readonly.id}/reset-keys) failed with HTTP 403: the caller is neither a team admin nor the member, or the account is read-only. Service said: "account is read-only"`,
    );
    expect(await refusal(readonly.team.createMember(newMember()))).toMatch(
      /HTTP 403: the caller is not on a paid plan or not a team admin, or the account is read-only\./,
    );
    expect(await refusal(readonly.team.updateMember(member.id, { first_name: 'B' }))).toMatch(
      /HTTP 403: the caller is not on a paid plan or not a team admin, the credits exceed the owner's remaining balance, or the account is read-only\./,
    );
    // The reads are not what rule 4 concerns: their 403 says nothing of it.
    expect(await refusal(readonly.team.listMembers())).toMatch(/HTTP 403: the caller is not a team admin\./);
  });
});
