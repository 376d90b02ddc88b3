import { describe, expect, it } from 'vitest';

import { tunnelAlreadyGone } from '../../src/api/assumptions.ts';
import { flag, instant, testRecordFields } from '../../src/api/records.ts';
import { appKeyOf, idOf, testRefOf } from '../../src/api/refs.ts';
import { pathSegment, route } from '../../src/api/transport/path.ts';
import { clientFor, useFakeService } from '../support/service.ts';

const service = useFakeService();
const user = () => service.accounts.user;

/** The next answer of this route: a 2xx with this body. */
const answerWith = (method: string, pattern: string, body: unknown, status = 200) =>
  service.faults.add(method, pattern, { kind: 'status', status, body });

const tunnel = {
  id: 7,
  state: 'READY',
  launched: '2024-05-01T10:00:00Z',
  tunnel_id: 'tn-7',
  identifier: 'ci',
  metadata: {},
};
const job = { status: 'RUNNING', created_at: 'x', updated_at: 'y', success: null, test_ids: [1], errors: [] };
const device = {
  id: 11,
  name: 'Pixel 8',
  model: 'GKWS6',
  manufacturer: 'Google',
  platform_name: 'Android',
  platform_version: '14',
  screen_size: '6.2',
  screen_resolution: '1080x2400',
};
const browser = {
  selenium_name: 'chrome',
  name: 'chrome',
  version: 126,
  long_version: '126.0',
  platform: 'WINDOWS',
  browser_id: 101,
};
const member = {
  id: 3,
  first_name: 'A',
  last_name: 'B',
  email: 'a@example.test',
  credits: 0,
  device_credits: 0,
  isPaid: true,
  verified: true,
  parent_id: 0,
};

/** The paths of every field of a record, those of nested objects included (`concurrency.allowed.vms`). */
function fieldPaths(record: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(record).flatMap(([name, value]) => {
    const path = [...prefix, name];
    const nested = value && typeof value === 'object' && !Array.isArray(value);
    return [path, ...(nested ? fieldPaths(value as Record<string, unknown>, path) : [])];
  });
}

/** A copy of the record without the field at `path`. */
function without(record: Record<string, unknown>, [name, ...rest]: string[]): Record<string, unknown> {
  const { [name ?? '']: value, ...others } = record;
  if (!rest.length) return others;
  return { ...others, [name ?? '']: without(value as Record<string, unknown>, rest) };
}

describe('records the spec marks "All fields are required"', () => {
  const client = () => clientFor(service, { account: 'admin' });
  const cases: Array<{
    record: string;
    method: string;
    pattern: string;
    full: unknown;
    status?: number;
    read: () => Promise<unknown>;
  }> = [
    {
      record: 'Device',
      method: 'GET',
      pattern: '/v1/devices/:id',
      full: device,
      read: () => client().devices.get(11),
    },
    {
      record: 'Browser',
      method: 'GET',
      pattern: '/v1/browsers',
      full: [browser],
      read: () => client().browsers.list(),
    },
    {
      record: 'Tunnel',
      method: 'GET',
      pattern: '/v1/tunnel/:id',
      full: tunnel,
      read: () => client().tunnels.get(7),
    },
    { record: 'Job', method: 'GET', pattern: '/v1/jobs/:id', full: job, read: () => client().jobs.get(5) },
    {
      record: 'TeamMember',
      method: 'GET',
      pattern: '/v1/team-management/users/:id',
      full: member,
      read: () => client().team.getMember(3),
    },
    {
      record: 'Team (concurrency)',
      method: 'GET',
      pattern: '/v1/team-management',
      full: { concurrency: { allowed: { vms: 5, physical: 2 }, current: { vms: 1, physical: 0 } } },
      read: () => client().team.get(),
    },
    {
      record: 'TeamCredentialReset',
      method: 'POST',
      pattern: '/v1/team-management/users/:id/reset-keys',
      full: { success: true, client_key: 'key-after-reset' },
      status: 201,
      read: () => client().team.resetKeys(3),
    },
  ];

  it.each(cases)(
    '$record: read when every field is there, refused in one line when one is missing',
    async (c) => {
      answerWith(c.method, c.pattern, c.full, c.status);
      await expect(c.read()).resolves.toBeDefined();
      const record = (Array.isArray(c.full) ? c.full[0] : c.full) as Record<string, unknown>;
      for (const path of fieldPaths(record)) {
        const partial = without(record, path);
        answerWith(c.method, c.pattern, Array.isArray(c.full) ? [partial] : partial, c.status);
        const error = await c.read().then(
          () => new Error('read'),
          (e: unknown) => e as Error,
        );
        expect(error.message).toMatch(new RegExp(`could not be read: field "(0\\.)?${path.join('\\.')}"`));
        expect(error.message).not.toContain('\n');
      }
    },
  );

  it('Meta: a list whose meta lacks a field or counts below zero is refused', async () => {
    const client = clientFor(service, { account: 'admin' });
    for (const meta of [
      { offset: 0, count: 1 },
      { offset: 0, count: 1, total: -1 },
    ]) {
      answerWith('GET', '/v1/team-management/users', { data: [member], meta });
      await expect(client.team.listMembers()).rejects.toThrow(/could not be read: field "meta\.(total)"/);
    }
  });
});

describe('IDs a later step uses are positive whole numbers, or refused at once', () => {
  it.each([0, -1, 1.5])('a created tunnel with id %s is refused in one line', async (id) => {
    answerWith('POST', '/v1/tunnel/create', { ...tunnel, id }, 201);
    const error = await clientFor(service)
      .tunnels.create()
      .then(
        () => new Error('read'),
        (e: unknown) => e as Error,
      );
    expect(error.message).toMatch(
      /^create tunnel \(POST \/v1\/tunnel\/create\) returned a response that could not be read: field "id"/,
    );
  });

  it.each([0, -1, 'x'])('a trigger acknowledgement with job_id %s is refused in one line', async (jobId) => {
    const suite = service.labsuites.addSuite(user().id);
    answerWith('POST', '/v1/labsuites/:id/trigger', { success: true, job_id: jobId }, 201);
    await expect(clientFor(service).labsuites.trigger(suite.id)).rejects.toThrow(
      /^trigger Codeless suite \(POST \/v1\/labsuites\/\d+\/trigger\) returned a response that could not be read: field "job_id"/,
    );
  });

  it('an ID or a count below 1 is refused before any request', () => {
    const client = clientFor(service);
    expect(() => client.tunnels.delete(0)).toThrow('tunnel id must be a positive whole number, got "0"');
    expect(() => client.jobs.get(-1)).toThrow('job id must be a positive whole number, got "-1"');
    expect(() => client.builds.list({ count: 0 })).toThrow(
      'count must be a whole number from 1 to 500, got 0',
    );
    expect(() => client.lab.steps(1, { count: 0 })).toThrow(
      /^count must be a whole number from 1 to \d+, got 0$/,
    );
    expect(service.requests).toEqual([]);
  });

  it('a listed tunnel with id 0 is refused rather than handed to a delete', async () => {
    answerWith('GET', '/v1/tunnel/list', [{ ...tunnel, id: 0 }]);
    await expect(clientFor(service).tunnels.list()).rejects.toThrow(/field "0\.id"/);
  });
});

describe('names and keys that would change a request path are refused before any request', () => {
  it.each(['.', '..', '', '  '])('build %j', async (build) => {
    const client = clientFor(service);
    expect(() => client.builds.tests(build)).toThrow(/^a build reference must not be/);
    expect(() => client.builds.delete(build)).toThrow(/would change the request's path|must not be empty/);
    expect(service.requests).toEqual([]);
  });

  it.each(['.', '..', 'cloud://..', 'cloud://.'])('app key %j', (key) => {
    const client = clientFor(service);
    expect(() => client.storage.get(key)).toThrow(/an app key must not be|is not an app key/);
    expect(() => client.storage.delete(key)).toThrow(/an app key must not be|is not an app key/);
    expect(service.requests).toEqual([]);
  });

  it.each(['.', '..'])('test reference %j', (ref) => {
    const client = clientFor(service);
    expect(() => client.tests.get(ref)).toThrow(/is not a test reference/);
    expect(() => client.lab.update(ref, {})).toThrow(/is not a test reference/);
    expect(service.requests).toEqual([]);
  });

  it('route escapes every value as one segment and refuses the three that are not one', () => {
    expect(route`/v1/builds/${'a/b?c#d'}`).toBe('/v1/builds/a%2Fb%3Fc%23d');
    expect(route`/v1/builds/${'...'}`).toBe('/v1/builds/...');
    expect(() => route`/v1/builds/${'..'}`).toThrow(
      `a path parameter must not be "..": it would change the request's path`,
    );
    expect(() => pathSegment('', 'a build name')).toThrow(
      "a build name must not be empty: it would change the request's path",
    );
  });
});

describe('references as the spec takes them', () => {
  it('reads an app key with or without its scheme, and nothing around it', () => {
    expect(appKeyOf(' cloud://a1b2 ')).toBe('a1b2');
    expect(appKeyOf('a1b2')).toBe('a1b2');
    for (const bad of ['x cloud://a1b2', 'cloud://a1\nb2', 'cloud://', 'a/b'])
      expect(() => appKeyOf(bad), JSON.stringify(bad)).toThrow(/is not an app key/);
  });

  it('reads a test by its numeric ID or its session UUID, with or without dashes', () => {
    expect(testRefOf(' 12 ')).toBe('12');
    expect(testRefOf('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(testRefOf('0F8FAD5BD9CB469FA16570867728950E')).toBe('0F8FAD5BD9CB469FA16570867728950E');
    for (const bad of [
      'x0f8fad5b-d9cb-469f-a165-70867728950e',
      '0f8fad5b-d9cb-469f-a165-70867728950ex',
      '12x',
      'x12',
    ])
      expect(() => testRefOf(bad), bad).toThrow(/is not a test reference/);
  });

  it('reads an ID as a whole number from 1 to the int32 maximum, or its digits', () => {
    expect([' 12 ', 12, 2_147_483_647].map((v) => idOf(v, 'id'))).toEqual([12, 12, 2_147_483_647]);
    for (const bad of ['12x', 'x12', '1e3', '0x1F', '', 2_147_483_648, 1.5])
      expect(() => idOf(bad, 'an id'), String(bad)).toThrow(
        `an id must be a positive whole number, got "${bad}"`,
      );
  });
});

describe('webhooks, whose fields the spec does not all promise', () => {
  it('keeps the signing secret of a spec-minimal create answer, masked before anything else is read', async () => {
    const masked: string[] = [];
    const client = clientFor(service, { account: 'admin', maskSecret: (v) => masked.push(v) });
    answerWith('POST', '/v1/webhooks', { id: 9, signing_secret: 'whsec-minimal' }, 201);
    await expect(client.webhooks.create({ url: 'https://hooks.example.com/x' })).resolves.toEqual({
      id: 9,
      signing_secret: 'whsec-minimal',
    });
    expect(masked).toEqual(['whsec-minimal']);
    // Only a text is a secret to mask: a number in its place is no secret, and is not read.
    answerWith('POST', '/v1/webhooks', { id: 10, signing_secret: 42 }, 201);
    await expect(client.webhooks.create({ url: 'https://hooks.example.com/x' })).resolves.toMatchObject({
      id: 10,
    });
    expect(masked).toEqual(['whsec-minimal']);
  });

  it('masks the secret even when the rest of the answer cannot be read', async () => {
    const masked: string[] = [];
    const client = clientFor(service, { account: 'admin', maskSecret: (v) => masked.push(v) });
    answerWith('POST', '/v1/webhooks', { signing_secret: 'whsec-no-id' }, 201);
    await expect(client.webhooks.create({ url: 'https://hooks.example.com/x' })).rejects.toThrow(
      /field "id"/,
    );
    expect(masked).toEqual(['whsec-no-id']);
  });

  it('reads a deployment without the extended columns, and values outside the spec’s lists, as they are', async () => {
    const client = clientFor(service, { account: 'admin' });
    const plain = { id: 4, url: 'https://hooks.example.com/x', created_at: 'c', updated_at: 'u' };
    const headed = {
      ...plain,
      id: 6,
      headers: [{ key: 'X-Run', value: '7' }],
      params: [{ key: 'a', value: 'b' }],
    };
    answerWith('GET', '/v1/webhooks', {
      data: [plain, { ...plain, id: 5, http_method: 'DELETE', headers: 'x' }, headed],
      meta: { offset: 0, count: 3, total: 3 },
    });
    const page = await client.webhooks.list();
    expect(page.data).toEqual([plain, { ...plain, id: 5, http_method: 'DELETE' }, headed]);
    // The spec shows the list as `{ data: [Webhook], meta }`: a bare array is not it.
    answerWith('GET', '/v1/webhooks', [plain]);
    await expect(client.webhooks.list()).rejects.toThrow(
      /list webhooks \(GET \/v1\/webhooks\) returned a response that could not be read/,
    );
    answerWith('POST', '/v1/webhooks/:id/rotate-secret', { signing_secret: 'whsec-rotated' }, 201);
    await expect(client.webhooks.rotateSecret(4)).resolves.toEqual({ signing_secret: 'whsec-rotated' });
    answerWith('DELETE', '/v1/webhooks/:id', {});
    await expect(client.webhooks.delete(4)).resolves.toEqual({});
  });
});

describe('statuses the spec does not give, assumed in src/api/assumptions.ts', () => {
  it('reads an assumed 404 on deleting a tunnel that is gone as "already gone"', async () => {
    const client = clientFor(service);
    // Assumption, not the spec: DELETE /v1/tunnel/{id} lists only 401 and 403.
    service.faults.add('DELETE', '/v1/tunnel/:id', 404);
    const error = await client.tunnels.delete(7).catch((e: unknown) => e);
    expect(tunnelAlreadyGone(error)).toBe(true);
    expect(String(error)).toContain('the tunnel is already gone');
    service.faults.add('DELETE', '/v1/tunnel/:id', 403);
    expect(tunnelAlreadyGone(await client.tunnels.delete(7).catch((e: unknown) => e))).toBe(false);
    expect([null, undefined, 'gone'].map(tunnelAlreadyGone)).toEqual([false, false, false]);
  });
});

describe('test records, whose field names the spec does not show (ASSUMPTIONS.testRecordFields)', () => {
  it("reads a test record by the field names the service's clients read, each leniently", () => {
    const full = {
      id: 40017,
      session_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      name: ' checkout ',
      success: false,
      status_message: 'element #pay not found',
      state: 'complete',
      completed_at: '2026-03-01T10:00:05Z',
      duration: '12.5',
      browser: 'safari',
      browser_version: 18,
      device_name: 'iPhone 15',
      os: 'iOS 17',
      platform_name: 'iOS',
      video: 'https://assets.example.test/v.mp4',
      thumbs: [
        { url: 'https://a.test/1.png' },
        { image: 'https://a.test/2.png' },
        { src: 'https://a.test/3.png' },
      ],
      logs: [
        { name: 'selenium', url: 'https://a.test/s.log' },
        { type: 'network', href: 'https://a.test/n.har' },
        { link: 'https://a.test/c.log' },
      ],
      assets_available: 0,
    };
    expect(testRecordFields(full)).toEqual({
      id: '40017',
      sessionId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      name: 'checkout',
      state: 'COMPLETE',
      running: false,
      notStarted: false,
      success: false,
      statusMessage: 'element #pay not found',
      browser: 'safari',
      browserVersion: '18',
      deviceName: 'iPhone 15',
      platform: 'iOS 17',
      completedAt: Date.UTC(2026, 2, 1, 10, 0, 5),
      duration: 12.5,
      video: 'https://assets.example.test/v.mp4',
      screenshots: ['https://a.test/1.png', 'https://a.test/2.png', 'https://a.test/3.png'],
      logs: [
        { name: 'selenium', url: 'https://a.test/s.log' },
        { name: 'network', url: 'https://a.test/n.har' },
        { name: undefined, url: 'https://a.test/c.log' },
      ],
      assetsAvailable: false,
    });
    // The keys named first win over any other URL in the object; a map of logs is named by its keys.
    const keyed = testRecordFields({
      platform_name: 'Android',
      thumbs: [{ other: 'https://a.test/other.png', src: 'https://a.test/src.png' }],
      logs: {
        console: 'https://a.test/console.log',
        driver: { other: 'https://a.test/x', link: 'https://a.test/d.log' },
      },
    });
    expect(keyed).toMatchObject({
      platform: 'Android',
      screenshots: ['https://a.test/src.png'],
      logs: [
        { name: 'console', url: 'https://a.test/console.log' },
        { name: 'driver', url: 'https://a.test/d.log' },
      ],
    });
    // `url` first, then `image`, then `src`; for logs `url`, `href`, `link`; else any URL in the object.
    expect(
      testRecordFields({
        thumbs: [
          { src: 'https://a.test/s.png', image: 'https://a.test/i.png', url: 'https://a.test/u.png' },
          { src: 'https://a.test/s.png', image: 'https://a.test/i.png' },
          { caption: 'not a URL', other: 'https://a.test/o.png' },
        ],
        logs: [
          { link: 'https://a.test/l.log', href: 'https://a.test/h.log', url: 'https://a.test/u.log' },
          { link: 'https://a.test/l.log', href: 'https://a.test/h.log' },
        ],
      }),
    ).toMatchObject({
      screenshots: ['https://a.test/u.png', 'https://a.test/i.png', 'https://a.test/o.png'],
      logs: [{ url: 'https://a.test/u.log' }, { url: 'https://a.test/h.log' }],
    });
    // Seconds: a number or numeric text, from 0; anything else is absent.
    const duration = (value: unknown) => testRecordFields({ duration: value }).duration;
    expect([0, 7.5, ' 3 ', '  ', null, -1, 'Infinity', 'soon', true].map(duration)).toEqual([
      0,
      7.5,
      3,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(testRecordFields({ id: Number.NaN, name: ' ', browser_version: 120 })).toMatchObject({
      id: undefined,
      name: undefined,
      browserVersion: '120',
    });
    // Odd shapes count as absent, never as an error.
    expect(
      testRecordFields({ id: {}, name: 42, duration: -1, video: false, thumbs: 'ftp://a.test/x', logs: [3] }),
    ).toEqual({
      id: undefined,
      sessionId: undefined,
      name: '42',
      state: undefined,
      running: false,
      notStarted: false,
      success: undefined,
      statusMessage: undefined,
      browser: undefined,
      browserVersion: undefined,
      deviceName: undefined,
      platform: undefined,
      completedAt: undefined,
      duration: undefined,
      video: undefined,
      assetsAvailable: undefined,
    });
  });

  it.each(['START', 'init', 'Queued', 'RUNNING'])('reads state %s as not done', (state) => {
    expect(testRecordFields({ state }).running).toBe(true);
  });

  it.each(['COMPLETE', 'TIMEOUT', 'DONE', ''])('reads state %j as done', (state) => {
    expect(testRecordFields({ state }).running).toBe(false);
  });

  it.each(['START', 'init', 'Queued'])('reads state %s as not started', (state) => {
    expect(testRecordFields({ state })).toMatchObject({ running: true, notStarted: true });
  });

  it('tells a physical device from a VM by the platform, and says when it cannot', () => {
    const kind = (record: Record<string, unknown>) => testRecordFields(record).session;
    // GET /v1/devices' physical platforms, in `platform_name` or `os`, any case.
    expect(kind({ device_name: 'Pixel 8', platform_name: 'REAL_ANDROID' })).toBe('physical');
    expect(kind({ device_name: 'iPhone 15', os: 'real_ios' })).toBe('physical');
    // A desktop browser and no device: a VM.
    expect(kind({ browser: 'chrome', browser_version: '131', os: 'WIN11' })).toBe('vm');
    // A device that may be an emulator or a phone, or nothing to go by: untold (counted as VM time).
    expect(kind({ device_name: 'Pixel 8', platform_name: 'Android', type: 'APPIUM' })).toBeUndefined();
    expect(kind({ browser: 'chrome', device_name: 'Galaxy S24', os: 'Android' })).toBeUndefined();
    expect(kind({})).toBeUndefined();
  });

  it('reads 1 and 0, and their texts, as booleans; anything else as unknown', () => {
    for (const yes of [true, 1, 'true', ' TRUE ', '1']) expect(flag(yes), String(yes)).toBe(true);
    for (const no of [false, 0, 'false', 'False', '0']) expect(flag(no), String(no)).toBe(false);
    for (const unknown of [null, undefined, 2, -1, 'yes', '', {}, [true]])
      expect(flag(unknown), JSON.stringify(unknown)).toBeUndefined();
  });

  it('reads a time as a date-time naming its zone, or as seconds or milliseconds since the epoch', () => {
    const at = Date.UTC(2026, 2, 1, 10, 0, 5);
    expect(instant('2026-03-01T10:00:05Z')).toBe(at);
    expect(instant(' 2026-03-01T12:00:05+02:00 ')).toBe(at);
    expect(instant('Sun, 01 Mar 2026 10:00:05 GMT')).toBe(at);
    expect(instant(at / 1000)).toBe(at);
    expect(instant(at)).toBe(at);
    // 1e11 is the first number read as milliseconds: in seconds it would be the year 5138.
    expect(instant(99_999_999_999)).toBe(99_999_999_999_000);
    expect(instant(100_000_000_000)).toBe(100_000_000_000);
    // A zone named inside text that is not the end of the date-time names nothing: this one is local.
    expect(instant('2026-03-01 10:00:05 (not UTC)')).toBeUndefined();
    for (const unknown of ['2026-03-01T10:00:05', 'soon', 0, -5, Number.POSITIVE_INFINITY, null, {}])
      expect(instant(unknown), String(unknown)).toBeUndefined();
  });
});
