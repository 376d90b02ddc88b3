import { beforeEach, describe, expect, it } from 'vitest';

import { clientFor, useFakeService } from '../support/service.ts';

const service = useFakeService();
// Long enough that real time passing during a test never finishes a shot; the fake clock does.
service.screenshots.settings.processingMs = 60_000;
beforeEach(() => {
  service.screenshots.batches.clear();
});

interface Shot {
  id: number;
  state: string;
  image_url: string | null;
}
const shotsOf = (batch: Record<string, unknown>) => batch.screenshots as Shot[];

describe('screenshots', () => {
  it('queues a batch, passing the caller’s body through, and follows its processing state', async () => {
    const client = clientFor(service);
    const body = { url: 'https://shop.example.com/', resolution: '1366x768', browsers: [101, 102, 104] };
    const created = await client.screenshots.create(body);
    expect(service.seen('POST', '/v1/screenshots')[0]?.status).toBe(201);
    expect(created).toMatchObject({ url: body.url, resolution: '1366x768', state: 'PROCESSING' });
    expect(shotsOf(created)).toHaveLength(3);

    const id = created.id as number;
    service.clock.advance(service.screenshots.settings.processingMs / 2);
    const partial = await client.screenshots.get(id);
    expect(partial.state).toBe('PROCESSING');
    const done = shotsOf(partial).filter((s) => s.state === 'DONE');
    expect(done.length).toBeGreaterThan(0);
    expect(done.every((s) => s.image_url)).toBe(true);

    service.clock.advance(service.screenshots.settings.processingMs);
    const rest = await client.screenshots.get(id, { excludeIds: done.map((s) => s.id) });
    expect(service.seen('GET', '/v1/screenshots/:id')[1]?.query.excludeIds).toBe(
      done.map((s) => s.id).join(','),
    );
    expect(rest.state).toBe('DONE');
    expect(shotsOf(rest).map((s) => s.id)).toEqual(
      shotsOf(created)
        .map((s) => s.id)
        .filter((shot) => !done.some((d) => d.id === shot)),
    );
  });

  it('sends exclude IDs as the batch gives them, and refuses one that would split, before any request', async () => {
    const client = clientFor(service);
    const batch = await client.screenshots.create({ url: 'https://shop.example.com/', browsers: [101] });
    await client.screenshots.get(batch.id as number, { excludeIds: [7, ' shot-8a ', 'f00d'] });
    expect(service.seen('GET', '/v1/screenshots/:id')[0]?.query.excludeIds).toBe('7,shot-8a,f00d');
    for (const bad of ['1,2', ' ', Number.NaN])
      expect(() => client.screenshots.get(1, { excludeIds: [3, bad] }), String(bad)).toThrow(
        `a screenshot id must be a number or a text without a comma, got "${bad}"`,
      );
    expect(service.seen('GET', '/v1/screenshots/:id')).toHaveLength(1);
  });

  it('lists the account’s batches newest first with a correct meta', async () => {
    const client = clientFor(service);
    const ids: unknown[] = [];
    for (const path of ['a', 'b', 'c'])
      ids.push((await client.screenshots.create({ url: `https://x.example/${path}` })).id);
    await clientFor(service, { account: 'admin' }).screenshots.create({ url: 'https://other.example/' });
    const page = await client.screenshots.list({ offset: 0, count: 2 });
    expect(page.data.map((b) => b.id)).toEqual([ids[2], ids[1]]);
    expect(page.meta).toEqual({ offset: 0, count: 2, total: 3 });
    // The spec shows no `count` maximum for this list: the client asks for what it needs, and a
    // service that answers fewer is read on by the walk (test/api/pagination.test.ts).
    const many = await client.screenshots.list({ count: 501 });
    expect(many.meta).toMatchObject({ offset: 0, total: 3 });
    expect(service.seen('GET', '/v1/screenshots').at(-1)).toMatchObject({
      query: { offset: '0', count: '501' },
      status: 200,
    });
  });

  it('answers 400 for missing parameters, 403 for a read-only account, 404 for an unknown batch', async () => {
    const client = clientFor(service);
    const error = await client.screenshots.create({ resolution: '1024x768' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
    expect(String(error)).toMatch(/missing required screenshot parameters/);
    await expect(
      clientFor(service, { account: 'readonly' }).screenshots.create({ url: 'https://x.example/' }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(client.screenshots.get(424_242)).rejects.toMatchObject({ status: 404 });
    const theirs = await clientFor(service, { account: 'admin' }).screenshots.create({
      url: 'https://x.example/',
    });
    await expect(client.screenshots.get(theirs.id as number)).rejects.toMatchObject({ status: 404 });
    expect(service.screenshots.batches.size).toBe(1);
  });

  it('answers 401 without valid credentials', async () => {
    const client = clientFor(service, { credentials: { key: 'user-key', secret: 'wrong' } });
    await expect(client.screenshots.list()).rejects.toMatchObject({ status: 401 });
    await expect(client.screenshots.create({ url: 'https://x.example/' })).rejects.toMatchObject({
      status: 401,
    });
    await expect(client.screenshots.get(1)).rejects.toMatchObject({ status: 401 });
  });
});
