import { describe, expect, it } from 'vitest';

import { ASSUMPTIONS } from '../../src/api/assumptions.ts';
import { endpointName, ENDPOINTS, routePattern, statusesOf } from '../fake-service/endpoints.ts';
import { clientFor, useFakeService } from '../support/service.ts';

// What each endpoint function sets beside its method and path: the words of its errors (what it was
// doing, what each status it may answer means, which argument it refuses), whether a failed request is
// asked again, and the most items a page may be asked for. Every endpoint of the spec is held to it here.

const service = useFakeService();
const client = () => clientFor(service, { account: 'admin' });
type Call = (...args: unknown[]) => Promise<unknown>;
const functionOf = (e: (typeof ENDPOINTS)[number]) =>
  (client() as unknown as Record<string, Record<string, Call>>)[e.client.namespace]?.[e.client.name];

interface Words {
  /** What the error says the call was doing. */
  operation: string;
  /** What each error status it may answer means, 401 (the same everywhere) apart. */
  meanings: Record<number, string>;
  /** What it says of a numeric argument of 0, for each such argument of the table's call. */
  refused?: string[];
}

/** The words of every endpoint, in the spec's where it has them. */
const WORDS: Record<string, Words> = {
  'GET /v1/devices': {
    operation: 'list devices',
    meanings: {},
  },
  'GET /v1/devices/available': {
    operation: 'list available devices',
    meanings: {},
  },
  'GET /v1/devices/{id}': {
    operation: 'get device',
    meanings: { 404: 'no such device' },
    refused: ['device id must be a positive whole number, got "0"'],
  },
  'GET /v1/configuration/ip-ranges': {
    operation: 'get the test machine IP addresses',
    meanings: {},
  },
  'GET /v1/browsers': {
    operation: 'list browsers',
    meanings: {},
  },
  'GET /v1/tunnel/list': {
    operation: 'list tunnels',
    meanings: {},
  },
  'GET /v1/tunnel/isalive-check': {
    operation: 'check the tunnel service',
    meanings: {},
  },
  'GET /v1/tunnel/{id}': {
    operation: 'get tunnel',
    meanings: { 500: 'the tunnel is in a transition state or no longer exists' },
    refused: ['tunnel id must be a positive whole number, got "0"'],
  },
  'DELETE /v1/tunnel/{id}': {
    operation: 'delete tunnel',
    meanings: { 403: 'the account is read-only', 404: 'the tunnel is already gone' },
    refused: ['tunnel id must be a positive whole number, got "0"'],
  },
  'GET /v1/tunnel': {
    operation: 'get the active tunnel',
    meanings: {},
  },
  'DELETE /v1/tunnel': {
    operation: 'stop the active tunnel',
    meanings: { 403: 'the account is read-only' },
  },
  'POST /v1/tunnel/create': {
    operation: 'create tunnel',
    meanings: { 402: 'the tunnel quota is exhausted', 403: 'the account is read-only' },
  },
  'GET /v1/jobs/{id}': {
    operation: 'get job',
    meanings: { 404: 'no such job' },
    refused: ['job id must be a positive whole number, got "0"'],
  },
  'GET /v1/team-management': {
    operation: 'get team concurrency',
    meanings: {},
  },
  'GET /v1/team-management/users': {
    operation: 'list team members',
    meanings: { 403: 'the caller is not a team admin' },
  },
  'POST /v1/team-management/users': {
    operation: 'create team member',
    meanings: { 403: 'the caller is not on a paid plan or not a team admin, or the account is read-only' },
  },
  'GET /v1/team-management/users/{id}': {
    operation: 'get team member',
    meanings: { 403: 'only a team admin may read another member', 404: 'no such team member' },
    refused: ['team member id must be a positive whole number, got "0"'],
  },
  'PUT /v1/team-management/users/{id}': {
    operation: 'update team member',
    meanings: {
      403: "the caller is not on a paid plan or not a team admin, the credits exceed the owner's remaining balance, or the account is read-only",
      404: 'no such team member',
    },
    refused: ['team member id must be a positive whole number, got "0"'],
  },
  'GET /v1/team-management/users/{id}/client-key': {
    operation: 'get team member client key',
    meanings: { 403: 'the caller is not a team admin', 404: 'no such team member' },
    refused: ['team member id must be a positive whole number, got "0"'],
  },
  'POST /v1/team-management/users/{id}/reset-keys': {
    operation: 'reset team member keys',
    meanings: {
      403: 'the caller is neither a team admin nor the member, or the account is read-only',
      404: 'no such team member',
    },
    refused: ['team member id must be a positive whole number, got "0"'],
  },
  'POST /v1/storage': {
    operation: 'upload app',
    meanings: { 400: 'the file and the url are both missing', 403: 'the account is read-only' },
  },
  'GET /v1/storage': {
    operation: 'list stored apps',
    meanings: {},
  },
  'POST /v1/storage/<appkey>': {
    operation: 'replace app',
    meanings: { 400: 'the file or the url is missing or invalid', 403: 'the account is read-only' },
  },
  'GET /v1/storage/<appkey>': {
    operation: 'get stored app',
    meanings: { 404: 'no app is stored under this key' },
  },
  'DELETE /v1/storage/{id}': {
    operation: 'delete stored app',
    meanings: { 403: 'the account is read-only', 404: 'no stored app has this ID or key' },
    refused: ['storage id must be a positive whole number, got "0"'],
  },
  'GET /v1/screenshots': {
    operation: 'list screenshot batches',
    meanings: {},
  },
  'POST /v1/screenshots': {
    operation: 'queue screenshots',
    meanings: {
      400: 'missing required screenshot parameters (target URL, resolution)',
      403: 'the account is read-only',
    },
  },
  'GET /v1/screenshots/{id}': {
    operation: 'get screenshot batch',
    meanings: { 404: 'no such screenshot batch' },
    refused: ['screenshot batch id must be a positive whole number, got "0"'],
  },
  'GET /v1/labsuites': {
    operation: 'list Codeless suites',
    meanings: {},
  },
  'POST /v1/labsuites': {
    operation: 'create Codeless suite',
    meanings: { 403: 'the account is read-only' },
  },
  'GET /v1/labsuites/{id}': {
    operation: 'get Codeless suite',
    meanings: { 404: 'no such Codeless suite' },
    refused: ['Codeless suite id must be a positive whole number, got "0"'],
  },
  'DELETE /v1/labsuites/{id}': {
    operation: 'delete Codeless suite',
    meanings: { 403: 'the account is read-only', 404: 'no such Codeless suite' },
    refused: ['Codeless suite id must be a positive whole number, got "0"'],
  },
  'POST /v1/labsuites/{id}/trigger': {
    operation: 'trigger Codeless suite',
    meanings: { 402: 'insufficient credits', 403: 'the account is read-only', 404: 'no such Codeless suite' },
    refused: ['Codeless suite id must be a positive whole number, got "0"'],
  },
  'GET /v1/labsuites/{id}/tests': {
    operation: 'list Codeless suite tests',
    meanings: { 404: 'no such Codeless suite' },
    refused: ['Codeless suite id must be a positive whole number, got "0"'],
  },
  'POST /v1/labsuites/{id}/tests': {
    operation: 'add tests to Codeless suite',
    meanings: {
      400: 'the test IDs are missing or invalid',
      403: 'the account is read-only',
      404: 'no such Codeless suite, or a test ID names no Codeless test of the account',
    },
    refused: [
      'Codeless suite id must be a positive whole number, got "0"',
      'test ids must be a positive whole number, got "0"',
    ],
  },
  'DELETE /v1/labsuites/{id}/tests/{testid}': {
    operation: 'remove test from Codeless suite',
    meanings: { 403: 'the account is read-only', 404: 'no such Codeless suite, or the test is not in it' },
    refused: [
      'Codeless suite id must be a positive whole number, got "0"',
      'Codeless test id must be a positive whole number, got "0"',
    ],
  },
  'GET /v1/labsuites/{id}/browsers': {
    operation: 'list Codeless suite browsers',
    meanings: { 404: 'no such Codeless suite' },
    refused: ['Codeless suite id must be a positive whole number, got "0"'],
  },
  'POST /v1/labsuites/{id}/browsers': {
    operation: 'set Codeless suite browsers',
    meanings: {
      400: 'the browser IDs are missing or invalid',
      403: 'the account is read-only',
      404: 'no such Codeless suite',
    },
    refused: [
      'Codeless suite id must be a positive whole number, got "0"',
      'browser ids must be a positive whole number, got "0"',
    ],
  },
  'GET /v1/lab': {
    operation: 'list Codeless tests',
    meanings: {},
  },
  'POST /v1/lab': {
    operation: 'create Codeless test',
    meanings: {
      400: 'the test is invalid (name, and url or file, are needed)',
      403: 'the account is read-only',
    },
  },
  'GET /v1/lab/{id}': {
    operation: 'get Codeless test',
    meanings: { 404: 'no such Codeless test' },
    refused: ['Codeless test id must be a positive whole number, got "0"'],
  },
  'PUT /v1/lab/{id}': {
    operation: 'update Codeless test',
    meanings: { 403: 'the account is read-only', 404: 'no such Codeless test' },
    refused: ['test id must be a positive whole number, got "0"'],
  },
  'DELETE /v1/lab/{id}': {
    operation: 'delete Codeless test',
    meanings: { 403: 'the account is read-only', 404: 'no such Codeless test' },
    refused: ['Codeless test id must be a positive whole number, got "0"'],
  },
  'POST /v1/lab/{id}/schedule': {
    operation: 'schedule Codeless test',
    meanings: {
      400: 'a weekly schedule needs a day and an hour',
      402: 'insufficient credits',
      403: 'the account is read-only',
      404: 'no such Codeless test',
    },
    refused: ['Codeless test id must be a positive whole number, got "0"'],
  },
  'POST /v1/lab/{id}/alert': {
    operation: 'create Codeless test alert',
    meanings: {
      400: 'the alert already exists (replace it instead)',
      403: 'the account is read-only',
      404: 'no such Codeless test',
    },
    refused: ['Codeless test id must be a positive whole number, got "0"'],
  },
  'PUT /v1/lab/{id}/alert': {
    operation: 'update Codeless test alert',
    meanings: { 403: 'the account is read-only', 404: 'no such Codeless test' },
    refused: ['Codeless test id must be a positive whole number, got "0"'],
  },
  'POST /v1/lab/{id}/report': {
    operation: 'create Codeless test report',
    meanings: {
      400: 'the report settings are invalid',
      403: 'the account is read-only',
      404: 'no such Codeless test',
    },
    refused: ['Codeless test id must be a positive whole number, got "0"'],
  },
  'PUT /v1/lab/{id}/report': {
    operation: 'update Codeless test report',
    meanings: { 403: 'the account is read-only', 404: 'no such Codeless test' },
    refused: ['Codeless test id must be a positive whole number, got "0"'],
  },
  'POST /v1/lab/{id}/trigger': {
    operation: 'trigger Codeless test',
    meanings: { 402: 'insufficient credits', 403: 'the account is read-only', 404: 'no such Codeless test' },
    refused: ['Codeless test id must be a positive whole number, got "0"'],
  },
  'POST /v1/lab/trigger_all': {
    operation: 'trigger all Codeless tests',
    meanings: { 402: 'insufficient credits', 403: 'the account is read-only' },
  },
  'GET /v1/lab/{id}/steps': {
    operation: 'list Codeless test steps',
    meanings: { 404: 'no such Codeless test' },
    refused: ['Codeless test id must be a positive whole number, got "0"'],
  },
  'POST /v1/lab/{id}/steps': {
    operation: 'replace Codeless test steps',
    meanings: { 400: 'the steps are missing', 403: 'the account is read-only', 404: 'no such Codeless test' },
    refused: ['Codeless test id must be a positive whole number, got "0"'],
  },
  'PUT /v1/lab/{id}/stop': {
    operation: 'stop Codeless test',
    meanings: { 403: 'the account is read-only', 404: 'no such Codeless test' },
    refused: ['Codeless test id must be a positive whole number, got "0"'],
  },
  'GET /v1/lab/{id}/browsers': {
    operation: 'list Codeless test browsers',
    meanings: { 404: 'no such Codeless test' },
    refused: ['Codeless test id must be a positive whole number, got "0"'],
  },
  'POST /v1/lab/{id}/browsers': {
    operation: 'set Codeless test browsers',
    meanings: {
      400: 'the browser IDs are missing or invalid',
      403: 'the account is read-only',
      404: 'no such Codeless test',
    },
    refused: [
      'Codeless test id must be a positive whole number, got "0"',
      'browser ids must be a positive whole number, got "0"',
    ],
  },
  'GET /v1/builds': {
    operation: 'list builds',
    meanings: {},
  },
  'GET /v1/builds/<build>': {
    operation: 'list the tests of a build',
    meanings: { 404: 'no such build (yet: a new build can take a few seconds to appear)' },
  },
  'DELETE /v1/builds/<build>': {
    operation: 'delete build',
    meanings: { 403: 'the account is read-only', 404: 'no such build' },
  },
  'GET /v1/tests': {
    operation: 'list tests',
    meanings: { 404: 'no such group or build' },
  },
  'POST /v1/tests': {
    operation: 'create test',
    meanings: { 400: 'the test result is invalid', 403: 'the account is read-only' },
  },
  'GET /v1/tests/{id}': {
    operation: 'get test',
    meanings: { 404: 'no such test' },
    refused: ['test id must be a positive whole number, got "0"'],
  },
  'PUT /v1/tests/{id}': {
    operation: 'update test',
    meanings: { 403: 'the account is read-only', 404: 'no such test' },
    refused: ['test id must be a positive whole number, got "0"'],
  },
  'POST /v1/tests/{id}': {
    operation: 'update test',
    meanings: { 403: 'the account is read-only', 404: 'no such test' },
    refused: ['test id must be a positive whole number, got "0"'],
  },
  'DELETE /v1/tests/{id}': {
    operation: 'delete test',
    meanings: { 403: 'the account is read-only', 404: 'no such test' },
    refused: ['test id must be a positive whole number, got "0"'],
  },
  'PUT /v1/tests/{id}/stop': {
    operation: 'stop test',
    meanings: { 403: 'the account is read-only', 404: 'no such test, or it already finished' },
    refused: ['test id must be a positive whole number, got "0"'],
  },
  'GET /v1/user': {
    operation: 'get user',
    meanings: {},
  },
  'PUT /v1/user': {
    operation: 'update user',
    meanings: {
      400: 'missing or invalid input: first_name and last_name are the only fields that can be changed',
      403: 'the account is read-only',
    },
  },
  'GET /v1/user/keys': {
    operation: 'get API keys',
    meanings: {},
  },
  'GET /v1/webhooks': {
    operation: 'list webhooks',
    meanings: {},
  },
  'GET /v1/webhooks/{id}': {
    operation: 'get webhook',
    meanings: { 404: 'no such webhook' },
    refused: ['webhook id must be a positive whole number, got "0"'],
  },
  'POST /v1/webhooks': {
    operation: 'create webhook',
    meanings: {
      400: 'invalid webhook: the url must be a public http(s) address, and a team may have at most 5',
      403: 'the account is read-only',
    },
  },
  'PUT /v1/webhooks/{id}': {
    operation: 'update webhook',
    meanings: {
      400: 'invalid webhook: the url must be a public http(s) address, and a team may have at most 5',
      403: 'the account is read-only',
      404: 'no such webhook',
    },
    refused: ['webhook id must be a positive whole number, got "0"'],
  },
  'DELETE /v1/webhooks/{id}': {
    operation: 'delete webhook',
    meanings: { 403: 'the account is read-only', 404: 'no such webhook' },
    refused: ['webhook id must be a positive whole number, got "0"'],
  },
  'POST /v1/webhooks/{id}/rotate-secret': {
    operation: 'rotate webhook signing secret',
    meanings: { 403: 'the account is read-only', 404: 'no such webhook' },
    refused: ['webhook id must be a positive whole number, got "0"'],
  },
  'POST /v1/webhooks/{id}/test': {
    operation: 'test webhook',
    meanings: {
      403: 'the account is read-only',
      404: 'no such webhook',
      429: 'webhook test deliveries are rate limited; try again later',
    },
    refused: ['webhook id must be a positive whole number, got "0"'],
  },
};

const ERROR_STATUSES = (e: (typeof ENDPOINTS)[number]) => statusesOf(e).filter((s) => s >= 400 && s !== 401);

describe('the words of every endpoint', () => {
  it('are given for each endpoint of the spec and each status it may answer', () => {
    expect(Object.keys(WORDS)).toEqual(ENDPOINTS.map(endpointName));
    for (const e of ENDPOINTS)
      expect(Object.keys(WORDS[endpointName(e)]?.meanings ?? {}).map(Number), endpointName(e)).toEqual(
        ERROR_STATUSES(e),
      );
  });

  it.each(ENDPOINTS.map((e) => [endpointName(e), e] as const))('%s', async (name, e) => {
    const words = WORDS[name]!;
    const call = (...args: unknown[]) => Promise.resolve().then(() => functionOf(e)?.(...args));
    const pattern = routePattern(e.path).replace(/:\w+/g, ':p');
    const failure = async (status: number) => {
      service.faults.always(e.method, pattern, { kind: 'status', status, body: {} });
      const error = await call(...e.client.args).then(
        () => undefined,
        (x: unknown) => x,
      );
      service.faults.clear();
      return error;
    };
    expect(await failure(503)).toMatchObject({ operation: words.operation, status: 503 });
    for (const status of ERROR_STATUSES(e))
      expect(await failure(status), `${status}`).toMatchObject({
        operation: words.operation,
        status,
        meaning: words.meanings[status],
      });
    // A numeric argument of 0, one at a time (a list of IDs as [0]): refused before any request.
    const refused: string[] = [];
    for (const [i, arg] of e.client.args.entries()) {
      if (typeof arg !== 'number' && !Array.isArray(arg)) continue;
      const args = e.client.args.map((a, j) => (j === i ? (Array.isArray(a) ? [0] : 0) : a));
      await call(...args).catch((x: unknown) => refused.push((x as Error).message));
    }
    expect(refused).toEqual(words.refused ?? []);
  });

  it('names the browser an option gives, when it is no ID', () => {
    const refusal = 'browser id must be a positive whole number, got "0"';
    expect(() => client().lab.stop(1, { browserId: 0 })).toThrow(refusal);
    expect(() => client().tests.list({ browserId: 0 })).toThrow(refusal);
  });
});

describe('what an endpoint repeats after a passing fault', () => {
  const safeToRepeat = new Set<string>(ASSUMPTIONS.safeToRepeat.endpoints);
  /** A DELETE whose repeat acts on another resource: the next active tunnel, perhaps another job's. */
  const neverRepeated = new Set(['DELETE /v1/tunnel']);

  it.each(ENDPOINTS.map((e) => [endpointName(e), e] as const))('%s', async (name, e) => {
    // A GET, PUT or DELETE is asked again; a POST only when it replaces or stands for a PUT.
    const repeated = (e.method !== 'POST' && !neverRepeated.has(name)) || safeToRepeat.has(name);
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
