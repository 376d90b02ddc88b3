import { beforeEach, describe, expect, it } from 'vitest';

import { codelessIdOf } from '../../src/api/lab.ts';
import { collectPages } from '../../src/api/transport/pagination.ts';
import { clientFor, useFakeService } from '../support/service.ts';

const service = useFakeService();
const user = service.accounts.user;
beforeEach(() => {
  service.labsuites.suites.clear();
  service.lab.tests.clear();
});

describe('Codeless suites API', () => {
  it('creates, lists, reads and deletes a suite', async () => {
    const client = clientFor(service);
    const ack = await client.labsuites.create({ name: 'Smoke' });
    const id = codelessIdOf(ack) ?? 0;
    await expect(client.labsuites.get(id)).resolves.toMatchObject({ id, name: 'Smoke', test_count: 0 });
    await expect(client.labsuites.list()).resolves.toMatchObject({ meta: { offset: 0, count: 1, total: 1 } });
    await client.labsuites.delete(id);
    await expect(client.labsuites.get(id)).rejects.toThrow(/HTTP 404: no such Codeless suite/);
    await expect(clientFor(service, { account: 'readonly' }).labsuites.create({})).rejects.toThrow(
      /HTTP 403: the account is read-only/,
    );
  });

  it('adds tests as a comma-separated test_ids, lists them over every page and removes one', async () => {
    const suite = service.labsuites.addSuite(user.id);
    const ids = Array.from({ length: 7 }, () => service.lab.addTest(user.id).id);
    const client = clientFor(service);
    await client.labsuites.addTests(suite.id, ids);
    expect(service.labsuites.suites.get(suite.id)?.testIds).toEqual(ids);
    const all = await collectPages((page) => client.labsuites.tests(suite.id, page), 3);
    expect(all.map(codelessIdOf)).toEqual(ids);
    expect(service.seen('GET', '/v1/labsuites/:id/tests')).toHaveLength(3);
    await client.labsuites.removeTest(suite.id, ids[0] ?? 0);
    await expect(client.labsuites.removeTest(suite.id, ids[0] ?? 0)).rejects.toThrow(
      /HTTP 404: no such Codeless suite, or the test is not in it/,
    );
    expect(service.lab.tests.has(ids[0] ?? 0)).toBe(true);
    expect(() => client.labsuites.addTests(suite.id, [])).toThrow(/test ids must name at least one ID/);
  });

  it('answers an unknown test ID with 404 naming the suite or the test, and a missing or unknown browser with 400', async () => {
    const suite = service.labsuites.addSuite(user.id);
    const known = service.lab.addTest(user.id).id;
    const client = clientFor(service);
    const notFound = /HTTP 404: no such Codeless suite, or a test ID names no Codeless test of the account\./;
    // "test_ids: comma-separated list of existing Codeless test IDs": one that names none is not found.
    await expect(client.labsuites.addTests(suite.id, [known, 987_654])).rejects.toThrow(notFound);
    await expect(client.labsuites.addTests(987_654, [known])).rejects.toThrow(notFound);
    expect(service.labsuites.suites.get(suite.id)?.testIds).toEqual([]);
    service.faults.add('POST', '/v1/labsuites/:id/tests', { kind: 'status', status: 400, body: {} });
    await expect(client.labsuites.addTests(suite.id, [known])).rejects.toThrow(
      /HTTP 400: the test IDs are missing or invalid\./,
    );
    // A browser is no resource of the account: an ID /v1/browsers does not list is invalid input.
    await expect(client.labsuites.setBrowsers(suite.id, [987_654])).rejects.toThrow(
      /HTTP 400: the browser IDs are missing or invalid\. Service said: "unknown browser_id 987654"/,
    );
  });

  it('replaces the browser set with a comma-separated browser_ids', async () => {
    const suite = service.labsuites.addSuite(user.id);
    const client = clientFor(service);
    await client.labsuites.setBrowsers(suite.id, [101, 104]);
    const browsers = await client.labsuites.browsers(suite.id);
    expect(browsers.map((b) => b.selenium_name)).toEqual(['chrome', 'safari']);
  });

  it('triggers every test of the suite on its browsers, once, as one job', async () => {
    const a = service.lab.addTest(user.id);
    const b = service.lab.addTest(user.id);
    const suite = service.labsuites.addSuite(user.id, { testIds: [a.id, b.id], browserIds: [101, 102] });
    const { job_id } = await clientFor(service).labsuites.trigger(suite.id);
    expect(service.jobs.jobs.get(job_id)?.test_ids).toHaveLength(4);
    expect(service.seen('POST', '/v1/labsuites/:id/trigger')).toHaveLength(1);
  });

  it('does not repeat a suite trigger after a 502, and names 402 and 404', async () => {
    const suite = service.labsuites.addSuite(user.id);
    const client = clientFor(service);
    service.faults.add('POST', '/v1/labsuites/:id/trigger', 502);
    await expect(client.labsuites.trigger(suite.id)).rejects.toThrow(/HTTP 502/);
    expect(service.seen('POST', '/v1/labsuites/:id/trigger')).toHaveLength(1);
    await expect(client.labsuites.trigger(987_654)).rejects.toThrow(
      /trigger Codeless suite \(POST \/v1\/labsuites\/987654\/trigger\) failed with HTTP 404: no such Codeless suite/,
    );
    const broke = service.labsuites.addSuite(service.accounts.broke.id);
    await expect(clientFor(service, { account: 'broke' }).labsuites.trigger(broke.id)).rejects.toThrow(
      /HTTP 402: insufficient credits/,
    );
  });
});
