import { describe, expect, it } from 'vitest';
import { ASSUMPTIONS } from '../../src/api/assumptions.ts';
import { ENDPOINTS, endpointName, routePattern } from '../fake-service/endpoints.ts';
import { clientFor, useFakeService } from '../support/service.ts';

// What each endpoint function sets beside its method and path: whether a failed request is asked
// again, and the most items a page may be asked for. Every endpoint of the spec is held to it here.

const service = useFakeService();
const client = () => clientFor(service, { account: 'admin' });
type Call = (...args: unknown[]) => Promise<unknown>;
const functionOf = (e: (typeof ENDPOINTS)[number]) =>
  (client() as unknown as Record<string, Record<string, Call>>)[e.client.namespace]?.[e.client.name];

describe('what an endpoint repeats after a passing fault', () => {
  const safeToRepeat = new Set<string>(ASSUMPTIONS.safeToRepeat.endpoints);

  it.each(ENDPOINTS.map((e) => [endpointName(e), e] as const))('%s', async (name, e) => {
    // A GET, PUT or DELETE is asked again; a POST only when it replaces or stands for a PUT.
    const repeated = e.method !== 'POST' || safeToRepeat.has(name);
    const pattern = routePattern(e.path).replace(/:\w+/g, ':p');
    service.faults.add(e.method, pattern, 503);
    await functionOf(e)?.(...e.client.args).catch(() => undefined);
    expect(service.requests.map((r) => `${r.method} ${r.status}`)).toEqual(
      repeated
        ? [`${e.method} 503`, expect.stringMatching(new RegExp(`^${e.method} `))]
        : [`${e.method} 503`],
    );
    // The repeat reaches the route with placeholder arguments: what it answers is not the point
    // here (GET /v1/tunnel without a tunnel has no answer in the spec).
    service.app.takeViolations();
  });
});

describe("the spec's `count` maximum of 500", () => {
  const page = (count: number) => ({ count });
  /** The seven lists of the Limits table: "team users, storage apps, Codeless suites, Codeless tests, builds, tests in a build, tests". */
  const limited: Record<string, (count: number) => Promise<unknown>> = {
    'GET /v1/team-management/users': (n) => client().team.listMembers(page(n)),
    'GET /v1/storage': (n) => client().storage.list(page(n)),
    'GET /v1/labsuites': (n) => client().labsuites.list(page(n)),
    'GET /v1/lab': (n) => client().lab.list(page(n)),
    'GET /v1/builds': (n) => client().builds.list(page(n)),
    'GET /v1/builds/<build>': (n) => client().builds.tests('nightly', page(n)),
    'GET /v1/tests': (n) => client().tests.list(page(n)),
  };
  /** "Maximum `count` for screenshot batches, suite tests and Codeless steps: not shown"; webhooks: none given. */
  const open: Record<string, (count: number) => Promise<unknown>> = {
    'GET /v1/screenshots': (n) => client().screenshots.list(page(n)),
    'GET /v1/labsuites/{id}/tests': (n) => client().labsuites.tests(1, page(n)),
    'GET /v1/lab/{id}/steps': (n) => client().lab.steps(1, page(n)),
    'GET /v1/webhooks': (n) => client().webhooks.list(page(n)),
  };

  it.each(Object.entries(limited))('%s: asks for 500, refuses 501 before any request', async (_, list) => {
    expect(() => list(501)).toThrow('count must be a whole number from 1 to 500, got 501');
    expect(service.requests).toEqual([]);
    await list(500).catch(() => undefined);
    expect(service.requests.map((r) => r.query.count)).toEqual(['500']);
  });

  it.each(Object.entries(open))('%s: shows no maximum, so 501 is asked for', async (_, list) => {
    await list(501).catch(() => undefined);
    expect(service.requests.map((r) => r.query.count)).toEqual(['501']);
  });
});
