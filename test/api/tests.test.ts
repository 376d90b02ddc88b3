import { describe, expect, it } from 'vitest';

import { clientFor, useFakeService } from '../support/service.ts';

const service = useFakeService();
const user = () => service.accounts.user;

describe('tests API', () => {
  it('lists tests newest first, filtered by build, group, browser and time', async () => {
    const { tests } = service.tests.seedBuild(user(), 'filters', [
      { name: 'login', groups: ['smoke'], browserId: 11 },
      { name: 'checkout', groups: ['smoke', 'cart'], browserId: 12 },
      { name: 'search', browserId: 11 },
    ]);
    const client = clientFor(service);
    const byBuild = await client.tests.list({ build: 'filters', count: 500 });
    expect(byBuild.data.map((t) => t.name)).toEqual(['search', 'checkout', 'login']);
    expect(byBuild.data[0]?.success).toBe(true);

    const smoke = await client.tests.list({ build: 'filters', group: 'smoke', browserId: 11 });
    expect(smoke.data.map((t) => t.name)).toEqual(['login']);

    service.clock.advance(10_000);
    await client.tests.update(tests[2]?.id ?? 0, { status_message: 'touched' });
    const since = Math.floor(service.clock.now() / 1000) - 1;
    const recent = await client.tests.list({ since, skipFields: ['logs'] });
    expect(recent.data.map((t) => t.name)).toEqual(['search']);
    expect(recent.data[0]).not.toHaveProperty('logs');
    expect(service.seen('GET', '/v1/tests').at(-1)?.query).toEqual({
      offset: '0',
      count: '10',
      since: String(since),
      skip_fields: 'logs',
    });
  });

  it('answers 404 for a group or build that does not exist, with the meaning', async () => {
    const client = clientFor(service);
    await expect(client.tests.list({ build: 'nope' })).rejects.toThrow(/HTTP 404: no such group or build/);
    await expect(client.tests.list({ group: 'nope' })).rejects.toThrow(/HTTP 404: no such group or build/);
  });

  it('records an external result; a read-only account gets 403 and an invalid one 400', async () => {
    const client = clientFor(service);
    await expect(
      client.tests.create({ name: 'manual check', success: false, build: 'manual' }),
    ).resolves.toEqual({
      success: true,
    });
    const [created] = (await client.tests.list({ build: 'manual' })).data;
    expect(created).toMatchObject({ name: 'manual check', success: false, build: 'manual' });
    await expect(client.tests.create({})).rejects.toThrow(/HTTP 400: the test result is invalid/);
    const readonly = clientFor(service, { account: 'readonly' });
    await expect(readonly.tests.create({ name: 'x' })).rejects.toThrow(/HTTP 403: the account is read-only/);
    // A POST is never repeated: one request each.
    expect(service.seen('POST', '/v1/tests')).toHaveLength(3);
  });

  it('reads, updates (PUT and its POST alias) and deletes a test by numeric ID or session UUID', async () => {
    const { tests } = service.tests.seedBuild(user(), 'by-ref', [{ name: 'one' }]);
    const test = tests[0]!;
    const client = clientFor(service);
    await expect(client.tests.get(test.id)).resolves.toMatchObject({ name: 'one' });
    await expect(
      client.tests.get(test.session_id.toUpperCase(), { skipFields: ['thumbs'] }),
    ).resolves.not.toHaveProperty('thumbs');
    await expect(client.tests.update(test.session_id, { success: false, groups: ['x'] })).resolves.toEqual({
      success: true,
    });
    expect(test).toMatchObject({ success: false, groups: ['x'] });
    await client.tests.updateByPost(test.id, { status_message: 'flaky' });
    expect(service.seen('POST', '/v1/tests/:id')).toHaveLength(1);
    expect(test.status_message).toBe('flaky');
    await client.tests.delete(test.id);
    await expect(client.tests.get(test.id)).rejects.toThrow(/HTTP 404: no such test/);
  });

  it('rejects a reference that is neither an ID nor a UUID before any request', () => {
    const client = clientFor(service);
    expect(() => client.tests.get('../builds')).toThrow(/not a test reference/);
    expect(() => client.tests.list({ since: -1 })).toThrow(
      'since must be a UNIX time in whole seconds, got -1',
    );
    expect(() => client.tests.list({ since: 1.5 })).toThrow(RangeError);
    expect(service.requests).toHaveLength(0);
  });

  it('sends since as the UNIX time it is, from 0', async () => {
    await clientFor(service).tests.list({ since: 0 });
    expect(service.seen('GET', '/v1/tests').map((r) => r.query.since)).toEqual(['0']);
  });

  it('stops a running test; a finished one answers 404 "not found or already finished"', async () => {
    const { tests } = service.tests.seedBuild(user(), 'stopping', [{ runningForMs: 60_000 }]);
    const test = tests[0]!;
    const client = clientFor(service);
    expect((await client.tests.get(test.id)).state).toBe('RUNNING');
    await expect(client.tests.stop(test.session_id)).resolves.toEqual({ success: true });
    expect((await client.tests.get(test.id)).state).toBe('COMPLETE');
    await expect(client.tests.stop(test.id)).rejects.toThrow(
      /HTTP 404: no such test, or it already finished/,
    );
    // A 404 is an answer, not a passing fault: asked once.
    expect(service.seen('PUT', '/v1/tests/:id/stop')).toHaveLength(2);
  });
});
