import { describe, expect, it } from 'vitest';

import { clientFor, useFakeService } from '../support/service.ts';

const service = useFakeService();
describe('user', () => {
  it('reads the caller’s record leniently, keeping every field', async () => {
    const record = await clientFor(service).user.get();
    expect(record).toMatchObject({ id: service.accounts.user.id, email: 'user@example.test' });
    service.faults.add('GET', '/v1/user', { kind: 'status', status: 200, body: { unheard_of: [1, 2] } });
    await expect(clientFor(service).user.get()).resolves.toEqual({ unheard_of: [1, 2] });
  });

  it('answers 401 without valid credentials', async () => {
    const client = clientFor(service, { credentials: { key: 'user-key', secret: 'nope' } });
    await expect(client.user.get()).rejects.toMatchObject({ status: 401 });
    await expect(client.user.keys()).rejects.toMatchObject({ status: 401 });
  });

  it('updates the first and last name', async () => {
    const client = clientFor(service);
    await client.user.update({ first_name: 'Katherine', last_name: 'Johnson' });
    await expect(client.user.get()).resolves.toMatchObject({ first_name: 'Katherine', last_name: 'Johnson' });
    expect(service.seen('PUT', '/v1/user')).toHaveLength(1);
  });

  it('answers 400 for other fields and 403 for a read-only account', async () => {
    const error = await clientFor(service)
      .user.update({ email: 'other@example.test' } as never)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
    expect(String(error)).toMatch(
      /HTTP 400: missing or invalid input: first_name and last_name are the only fields that can be changed\./,
    );
    await expect(
      clientFor(service, { account: 'readonly' }).user.update({ first_name: 'R' }),
    ).rejects.toMatchObject({
      status: 403,
    });
  });

  it('returns the account’s key and secret, both masked before they are returned', async () => {
    const masked: string[] = [];
    const keys = await clientFor(service, { maskSecret: (v) => masked.push(v) }).user.keys();
    const { key, secret } = service.accounts.user;
    expect(Object.values(keys)).toEqual(expect.arrayContaining([key, secret]));
    expect(masked.sort()).toEqual([key, secret].sort());
  });

  it('masks secret-looking fields whatever shape the keys body takes', async () => {
    service.faults.add('GET', '/v1/user/keys', {
      kind: 'status',
      status: 200,
      body: { data: { accessKey: 'k-1', api_secret: 's-1', label: 'CI' }, tokens: ['t-1'] },
    });
    const masked: string[] = [];
    await clientFor(service, { maskSecret: (v) => masked.push(v) }).user.keys();
    expect(masked.sort()).toEqual(['k-1', 's-1', 't-1']);
  });
});
