import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ROOT } from '../../scripts/action-files.ts';
import { testExists } from '../../scripts/service-records.ts';
import { type Assumption, ASSUMPTIONS } from '../../src/api/assumptions.ts';
import { createServiceClient } from '../../src/api/client.ts';
import type { ServiceRequest } from '../../src/api/transport/request.ts';
import { Transport } from '../../src/api/transport/transport.ts';
import { clientFor } from '../support/service.ts';
import { FakeApp } from './app.ts';
import { endpointName, ENDPOINTS, routePattern, statusesOf, TEST_FILES } from './endpoints.ts';
import { FakeService } from './server.ts';

const routeOf = (e: (typeof ENDPOINTS)[number]) => `${e.method} ${routePattern(e.path)}`;

describe('the spec’s endpoints, the fake’s routes and the client’s functions', () => {
  it('lists 75 endpoints, each once, and the fake routes exactly those', () => {
    expect(ENDPOINTS).toHaveLength(75);
    expect(new Set(ENDPOINTS.map(endpointName)).size).toBe(75);
    const routes = new FakeService().app.routeTable().filter((r) => r.split(' ')[1]?.startsWith('/v1/'));
    expect(routes.sort()).toEqual(ENDPOINTS.map(routeOf).sort());
  });

  it('gives every endpoint a success status and only statuses its row, a rule or an assumption gives', () => {
    for (const e of ENDPOINTS) {
      const statuses = statusesOf(e);
      expect(
        statuses.some((s) => s >= 200 && s < 300),
        endpointName(e),
      ).toBe(true);
      expect(statuses.includes(401), endpointName(e)).toBe(e.auth);
    }
    expect(statusesOf(ENDPOINTS.find((e) => endpointName(e) === 'POST /v1/tunnel/create')!)).toEqual([
      201, 401, 402, 403,
    ]);
    expect(statusesOf(ENDPOINTS.find((e) => endpointName(e) === 'GET /v1/tunnel')!)).toEqual([200, 401]);
  });

  it('refuses a /v1 route that is not an endpoint of the spec', () => {
    const app = new FakeApp({ statuses: () => undefined });
    expect(() => app.route('GET', '/v1/invented', () => ({ status: 200 }))).toThrow(
      'GET /v1/invented is not an endpoint of the spec',
    );
    // Routes outside /v1 are the tests' own controls (a tunnel client connecting).
    expect(() => app.route('POST', '/_fake/control', () => ({ status: 201 }))).not.toThrow();
  });

  it('has, for each endpoint, one function of the client that sends its method and path', async () => {
    const sent: ServiceRequest[] = [];
    class Recording extends Transport {
      override call(req: ServiceRequest): Promise<never> {
        sent.push(req);
        return Promise.reject(new Error('recorded'));
      }
    }
    const transport = new Recording({ baseUrl: 'http://127.0.0.1:9', userAgent: 'test' });
    const client = createServiceClient(transport) as unknown as Record<
      string,
      Record<string, (...args: unknown[]) => Promise<unknown>>
    >;
    try {
      const functions = Object.keys(TEST_FILES).flatMap((ns) =>
        Object.keys(client[ns] ?? {}).map((name) => `${ns}.${name}`),
      );
      expect(functions.sort()).toEqual(ENDPOINTS.map((e) => `${e.client.namespace}.${e.client.name}`).sort());
      for (const e of ENDPOINTS) {
        sent.length = 0;
        await client[e.client.namespace]?.[e.client.name]?.(...e.client.args).catch(() => undefined);
        expect(
          sent.map((r) => r.method),
          endpointName(e),
        ).toEqual([e.method]);
        const pattern = new RegExp(`^${routePattern(e.path).replace(/:\w+/g, '[^/]+')}$`);
        expect(sent[0]?.path, endpointName(e)).toMatch(pattern);
      }
    } finally {
      await transport.close();
    }
  });

  it('names for each endpoint a test file that calls its function', () => {
    for (const e of ENDPOINTS) {
      const { namespace, name } = e.client;
      const source = readFileSync(join(ROOT, TEST_FILES[namespace]), 'utf8');
      expect(source, `${endpointName(e)}: ${TEST_FILES[namespace]}`).toMatch(
        new RegExp(`\\.${namespace}\\s*\\.${name}\\(`),
      );
    }
  });

  it('pins each assumption by a test that exists, on endpoints of the spec', () => {
    const names = new Set(ENDPOINTS.map(endpointName));
    for (const [key, a] of Object.entries(ASSUMPTIONS as Record<string, Assumption>)) {
      expect(testExists(a.pinnedBy), `${key}: ${a.pinnedBy}`).toBe(true);
      for (const endpoint of [...(a.endpoints ?? []), ...Object.keys(a.answers ?? {})])
        expect(names.has(endpoint), `${key}: ${endpoint}`).toBe(true);
    }
  });
});

describe('a status the spec does not list for a route fails the test during which it is answered', () => {
  const service = new FakeService();
  beforeAll(() => service.start());
  afterAll(() => service.stop());

  it('records a route’s answer outside its endpoint’s statuses, and stop() then fails naming it', async () => {
    const app = new FakeApp({ statuses: () => [200, 401] });
    app.route('GET', '/v1/things/:id', ({ params }) =>
      params.id === '1' ? { status: 200, body: {} } : { status: 404, body: { message: 'no such thing' } },
    );
    await app.start();
    const get = (id: number) => fetch(`${app.url}/v1/things/${id}`, { headers: { authorization: 'none' } });
    expect((await get(1)).status).toBe(401);
    expect(app.violations).toEqual([]);
    app.faults.add('GET', '/v1/things/:id', 503);
    expect((await get(1)).status).toBe(503);
    expect(app.violations).toEqual([]);
    app.route('GET', '/v1/open/:id', ({ params }) => ({ status: params.id === '1' ? 200 : 404 }), {
      auth: false,
    });
    expect((await fetch(`${app.url}/v1/open/1`)).status).toBe(200);
    expect((await fetch(`${app.url}/v1/open/2`)).status).toBe(404);
    expect(app.violations).toEqual([
      'GET /v1/open/:id answered 404, which the spec does not list for it (allowed: 200, 401)',
    ]);
    await expect(app.stop()).rejects.toThrow(
      'The fake service answered outside the spec:\nGET /v1/open/:id answered 404',
    );
  });

  it('answers a request the spec gives no answer for with 501, a violation (GET /v1/tunnel without a tunnel)', async () => {
    await expect(clientFor(service).tunnels.getActive()).rejects.toMatchObject({ status: 501 });
    expect(service.app.takeViolations()).toEqual([
      'GET /v1/tunnel answered 501 ("the spec shows no answer for this request: GET /v1/tunnel of an account ' +
        'without an active tunnel"), which the spec does not list for it (allowed: 200, 401)',
    ]);
  });
});
