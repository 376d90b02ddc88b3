import { type Assumption, ASSUMPTIONS } from '../../src/api/assumptions.ts';

/** The client's namespaces (createServiceClient), each tested in its own file under test/api/. */
export const TEST_FILES = {
  devices: 'test/api/platform.test.ts',
  browsers: 'test/api/platform.test.ts',
  configuration: 'test/api/platform.test.ts',
  tunnels: 'test/api/tunnels.test.ts',
  jobs: 'test/api/jobs.test.ts',
  team: 'test/api/team.test.ts',
  storage: 'test/api/storage.test.ts',
  screenshots: 'test/api/screenshots.test.ts',
  labsuites: 'test/api/labsuites.test.ts',
  lab: 'test/api/lab.test.ts',
  builds: 'test/api/builds.test.ts',
  tests: 'test/api/tests.test.ts',
  user: 'test/api/user.test.ts',
  webhooks: 'test/api/webhooks.test.ts',
} as const;

export type Namespace = keyof typeof TEST_FILES;

/** One endpoint as the spec's Endpoints tables list it, and the client function that calls it. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As the spec writes it: `{id}` and `<appkey>` for path parameters. */
  path: string;
  /** Authentication rule 2: three endpoints need no credentials. */
  auth: boolean;
  /** The success status of its row; undefined where the spec does not show it (the webhooks). */
  success: number | undefined;
  /** The error statuses its row lists. */
  errors: readonly number[];
  client: { namespace: Namespace; name: string; args: readonly unknown[] };
}

type Method = Endpoint['method'];

function endpoint(
  method: Method,
  path: string,
  success: number | undefined,
  errors: readonly number[],
  client: `${Namespace}.${string}`,
  args: readonly unknown[] = [],
  auth = true,
): Endpoint {
  const [namespace, name] = client.split('.') as [Namespace, string];
  return { method, path, auth, success, errors, client: { namespace, name, args } };
}

const url = { url: 'https://example.test/app.apk' };

/** The 75 endpoints of the spec, in its order, with the statuses each row lists. */
export const ENDPOINTS: readonly Endpoint[] = [
  endpoint('GET', '/v1/devices', 200, [], 'devices.list'),
  endpoint('GET', '/v1/devices/available', 200, [], 'devices.available'),
  endpoint('GET', '/v1/devices/{id}', 200, [401, 404], 'devices.get', [1]),
  endpoint('GET', '/v1/configuration/ip-ranges', 200, [], 'configuration.ipRanges', [], false),
  endpoint('GET', '/v1/browsers', 200, [], 'browsers.list', [], false),

  endpoint('GET', '/v1/tunnel/list', 200, [401], 'tunnels.list'),
  endpoint('GET', '/v1/tunnel/isalive-check', 200, [], 'tunnels.isAlive', [], false),
  endpoint('GET', '/v1/tunnel/{id}', 200, [401, 500], 'tunnels.get', [1]),
  endpoint('DELETE', '/v1/tunnel/{id}', 204, [401, 403], 'tunnels.delete', [1]),
  endpoint('GET', '/v1/tunnel', 200, [401], 'tunnels.getActive'),
  endpoint('DELETE', '/v1/tunnel', 204, [401, 403], 'tunnels.deleteActive'),
  endpoint('POST', '/v1/tunnel/create', 201, [401, 402], 'tunnels.create'),

  endpoint('GET', '/v1/jobs/{id}', 200, [401, 404], 'jobs.get', [1]),

  endpoint('GET', '/v1/team-management', 200, [401], 'team.get'),
  endpoint('GET', '/v1/team-management/users', 200, [401, 403], 'team.listMembers'),
  endpoint('POST', '/v1/team-management/users', 201, [401, 403], 'team.createMember', [
    { email: 'new@example.test', password: 'initial' },
  ]),
  endpoint('GET', '/v1/team-management/users/{id}', 200, [401, 403, 404], 'team.getMember', [1]),
  endpoint('PUT', '/v1/team-management/users/{id}', 200, [401, 403, 404], 'team.updateMember', [1, {}]),
  endpoint(
    'GET',
    '/v1/team-management/users/{id}/client-key',
    200,
    [401, 403, 404],
    'team.getClientKey',
    [1],
  ),
  endpoint('POST', '/v1/team-management/users/{id}/reset-keys', 201, [401, 403, 404], 'team.resetKeys', [1]),

  endpoint('POST', '/v1/storage', 201, [400, 401, 403], 'storage.upload', [url]),
  endpoint('GET', '/v1/storage', 200, [401], 'storage.list'),
  endpoint('POST', '/v1/storage/<appkey>', 201, [400, 401, 403], 'storage.replace', ['key', url]),
  endpoint('GET', '/v1/storage/<appkey>', 200, [401, 404], 'storage.get', ['key']),
  endpoint('DELETE', '/v1/storage/{id}', 204, [401, 403, 404], 'storage.delete', [1]),

  endpoint('GET', '/v1/screenshots', 200, [401], 'screenshots.list'),
  endpoint('POST', '/v1/screenshots', 201, [400, 401, 403], 'screenshots.create', [{}]),
  endpoint('GET', '/v1/screenshots/{id}', 200, [401, 404], 'screenshots.get', [1]),

  endpoint('GET', '/v1/labsuites', 200, [401], 'labsuites.list'),
  endpoint('POST', '/v1/labsuites', 201, [401, 403], 'labsuites.create', [{}]),
  endpoint('GET', '/v1/labsuites/{id}', 200, [401, 404], 'labsuites.get', [1]),
  endpoint('DELETE', '/v1/labsuites/{id}', 204, [401, 403, 404], 'labsuites.delete', [1]),
  endpoint('POST', '/v1/labsuites/{id}/trigger', 201, [401, 402, 403, 404], 'labsuites.trigger', [1]),
  endpoint('GET', '/v1/labsuites/{id}/tests', 200, [401, 404], 'labsuites.tests', [1]),
  endpoint('POST', '/v1/labsuites/{id}/tests', 201, [400, 401, 403, 404], 'labsuites.addTests', [1, [2]]),
  endpoint(
    'DELETE',
    '/v1/labsuites/{id}/tests/{testid}',
    204,
    [401, 403, 404],
    'labsuites.removeTest',
    [1, 2],
  ),
  endpoint('GET', '/v1/labsuites/{id}/browsers', 200, [401, 404], 'labsuites.browsers', [1]),
  endpoint('POST', '/v1/labsuites/{id}/browsers', 201, [400, 401, 403, 404], 'labsuites.setBrowsers', [
    1,
    [2],
  ]),

  endpoint('GET', '/v1/lab', 200, [401], 'lab.list'),
  endpoint('POST', '/v1/lab', 201, [400, 401, 403], 'lab.create', [{ name: 'n', url: url.url }]),
  endpoint('GET', '/v1/lab/{id}', 200, [401, 404], 'lab.get', [1]),
  endpoint('PUT', '/v1/lab/{id}', 200, [401, 403, 404], 'lab.update', [1, {}]),
  endpoint('DELETE', '/v1/lab/{id}', 204, [401, 403, 404], 'lab.delete', [1]),
  endpoint('POST', '/v1/lab/{id}/schedule', 201, [400, 401, 402, 403, 404], 'lab.schedule', [1, {}]),
  endpoint('POST', '/v1/lab/{id}/alert', 201, [400, 401, 403, 404], 'lab.createAlert', [1, {}]),
  endpoint('PUT', '/v1/lab/{id}/alert', 200, [401, 403, 404], 'lab.updateAlert', [1, {}]),
  endpoint('POST', '/v1/lab/{id}/report', 201, [400, 401, 403, 404], 'lab.createReport', [1, {}]),
  endpoint('PUT', '/v1/lab/{id}/report', 200, [401, 403, 404], 'lab.updateReport', [1, {}]),
  endpoint('POST', '/v1/lab/{id}/trigger', 201, [401, 402, 403, 404], 'lab.trigger', [1]),
  endpoint('POST', '/v1/lab/trigger_all', 201, [401, 402, 403], 'lab.triggerAll'),
  endpoint('GET', '/v1/lab/{id}/steps', 200, [401, 404], 'lab.steps', [1]),
  endpoint('POST', '/v1/lab/{id}/steps', 201, [400, 401, 403, 404], 'lab.replaceSteps', [1, { steps: [] }]),
  endpoint('PUT', '/v1/lab/{id}/stop', 200, [401, 403, 404], 'lab.stop', [1]),
  endpoint('GET', '/v1/lab/{id}/browsers', 200, [401, 404], 'lab.browsers', [1]),
  endpoint('POST', '/v1/lab/{id}/browsers', 201, [400, 401, 403, 404], 'lab.setBrowsers', [1, [2]]),

  endpoint('GET', '/v1/builds', 200, [401], 'builds.list'),
  endpoint('GET', '/v1/builds/<build>', 200, [401, 404], 'builds.tests', ['nightly']),
  endpoint('DELETE', '/v1/builds/<build>', 204, [401, 403, 404], 'builds.delete', ['nightly']),

  endpoint('GET', '/v1/tests', 200, [401, 404], 'tests.list'),
  endpoint('POST', '/v1/tests', 201, [400, 401, 403], 'tests.create', [{}]),
  endpoint('GET', '/v1/tests/{id}', 200, [401, 404], 'tests.get', [1]),
  endpoint('PUT', '/v1/tests/{id}', 200, [401, 403, 404], 'tests.update', [1, {}]),
  endpoint('POST', '/v1/tests/{id}', 201, [401, 403, 404], 'tests.updateByPost', [1, {}]),
  endpoint('DELETE', '/v1/tests/{id}', 204, [401, 403, 404], 'tests.delete', [1]),
  endpoint('PUT', '/v1/tests/{id}/stop', 200, [401, 403, 404], 'tests.stop', [1]),

  endpoint('GET', '/v1/user', 200, [401], 'user.get'),
  endpoint('PUT', '/v1/user', 200, [400, 401, 403], 'user.update', [{}]),
  // "401 is not declared for this endpoint": Authentication rule 3 gives it 401 all the same.
  endpoint('GET', '/v1/user/keys', 200, [], 'user.keys'),

  // Errors rule 5: "Success and error statuses of the webhook endpoints: not shown".
  endpoint('GET', '/v1/webhooks', undefined, [], 'webhooks.list'),
  endpoint('GET', '/v1/webhooks/{id}', undefined, [], 'webhooks.get', [1]),
  endpoint('POST', '/v1/webhooks', undefined, [], 'webhooks.create', [{ url: 'https://hooks.example.test' }]),
  endpoint('PUT', '/v1/webhooks/{id}', undefined, [], 'webhooks.update', [1, {}]),
  endpoint('DELETE', '/v1/webhooks/{id}', undefined, [], 'webhooks.delete', [1]),
  endpoint('POST', '/v1/webhooks/{id}/rotate-secret', undefined, [], 'webhooks.rotateSecret', [1]),
  endpoint('POST', '/v1/webhooks/{id}/test', undefined, [], 'webhooks.test', [1]),
];

/** `GET /v1/tunnel/{id}`: how the spec and ASSUMPTIONS name an endpoint. */
export const endpointName = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;

/** The path as the fake routes it: `{id}` and `<appkey>` become `:id` and `:appkey`. */
export const routePattern = (path: string) => path.replace(/\{(\w+)\}|<(\w+)>/g, (_, a, b) => `:${a ?? b}`);

/** The assumptions of ASSUMPTIONS that concern this endpoint alone (not every endpoint). */
export function assumptionsOf(e: Endpoint): string[] {
  const name = endpointName(e);
  return Object.entries(ASSUMPTIONS as Record<string, Assumption>)
    .filter(([, a]) => a.endpoints?.includes(name))
    .map(([key]) => key);
}

/** What a status answered on this endpoint rests on, or undefined when nothing lets it answer it. */
export function groundOf(e: Endpoint, status: number): string | undefined {
  if (status === e.success || e.errors.includes(status)) return 'its row';
  if (status === 401 && e.auth) return 'Authentication rule 3';
  // Every method but GET creates, changes, deletes or triggers something.
  if (status === 403 && e.auth && e.method !== 'GET') return 'Authentication rule 4';
  const name = endpointName(e);
  const assumed = Object.entries(ASSUMPTIONS as Record<string, Assumption>).find(([, a]) =>
    a.answers?.[name]?.includes(status),
  );
  return assumed && `ASSUMPTIONS.${assumed[0]}`;
}

/** Every status the endpoint may answer: its row's, the rules', the assumptions'. */
export function statusesOf(e: Endpoint): number[] {
  const candidates = new Set([
    ...(e.success === undefined ? [] : [e.success]),
    ...e.errors,
    401,
    403,
    ...Object.values(ASSUMPTIONS as Record<string, Assumption>).flatMap(
      (a) => a.answers?.[endpointName(e)] ?? [],
    ),
  ]);
  return [...candidates].filter((s) => groundOf(e, s) !== undefined).sort((a, b) => a - b);
}

/** The endpoint the fake routes as `method pattern`, if the spec lists it. */
export function endpointOfRoute(method: string, pattern: string): Endpoint | undefined {
  return ENDPOINTS.find((e) => e.method === method && routePattern(e.path) === pattern);
}
