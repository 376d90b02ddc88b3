import { describe, expect, it } from 'vitest';

import { ServiceError } from '../../src/api/transport/errors.ts';
import { collectPages } from '../../src/api/transport/pagination.ts';
import { clientFor, useFakeService } from '../support/service.ts';

const service = useFakeService();
const user = () => service.accounts.user;

describe('builds API', () => {
  it('lists builds a page at a time with a correct meta', async () => {
    for (const name of ['list-a', 'list-b', 'list-c']) service.tests.seedBuild(user(), name, 1);
    const client = clientFor(service);
    const first = await client.builds.list({ count: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.meta).toMatchObject({ offset: 0, count: 2 });
    const all = await collectPages((page) => client.builds.list(page), 2);
    expect(all.map((b) => b.name)).toEqual(expect.arrayContaining(['list-a', 'list-b', 'list-c']));
    expect(all).toHaveLength(first.meta.total);
  });

  it('reads the tests of a build by its capabilities.build name or numeric ID, paged, heavy fields skipped', async () => {
    const { build } = service.tests.seedBuild(user(), 'nightly #42 / chrome', 7);
    const client = clientFor(service);
    const byName = await client.builds.tests('nightly #42 / chrome', {
      offset: 5,
      count: 5,
      skipFields: ['logs', 'thumbs'],
    });
    expect(byName.meta).toEqual({ offset: 5, count: 2, total: 7 });
    expect(byName.data[0]).not.toHaveProperty('logs');
    expect(byName.data[0]).not.toHaveProperty('thumbs');
    expect(byName.data[0]).toHaveProperty('session_id');
    // The name travels as one escaped path segment.
    expect(service.seen('GET')[0]?.path).toBe('/v1/builds/nightly%20%2342%20%2F%20chrome');
    expect(service.seen('GET')[0]?.query).toEqual({ offset: '5', count: '5', skip_fields: 'logs,thumbs' });

    const byId = await client.builds.tests(build.id, { count: 500 });
    expect(byId.data).toHaveLength(7);
  });

  it('explains a 404 as a build that does not exist yet, and refuses a count above 500 before sending', async () => {
    const client = clientFor(service);
    const error = await client.builds.tests('no-such-build').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).message).toMatch(/HTTP 404: no such build \(yet/);
    expect(() => client.builds.tests('x', { count: 501 })).toThrow(RangeError);
    expect(() => client.builds.tests('  ')).toThrow(/must not be empty/);
    expect(service.seen('GET', '/v1/builds/:build')).toHaveLength(1);
  });

  it('deletes a build with its tests; a read-only account gets 403', async () => {
    const { tests } = service.tests.seedBuild(user(), 'to-delete', 3);
    const readonly = clientFor(service, { account: 'readonly' });
    await expect(readonly.builds.delete('to-delete')).rejects.toThrow(/HTTP 403: the account is read-only/);
    const client = clientFor(service);
    await expect(client.builds.delete('to-delete')).resolves.toBeUndefined();
    expect(tests.every((t) => !service.tests.tests.has(t.id))).toBe(true);
    await expect(client.builds.delete('to-delete')).rejects.toThrow(/HTTP 404: no such build/);
  });

  it('shows a build only once its first results arrive', async () => {
    service.tests.seedBuild(user(), 'late', 2, { appearAfterMs: 5_000 });
    const client = clientFor(service);
    await expect(client.builds.tests('late')).rejects.toThrow(/HTTP 404/);
    service.clock.advance(5_000);
    await expect(client.builds.tests('late')).resolves.toMatchObject({ meta: { total: 2 } });
  });
});
