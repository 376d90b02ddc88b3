import { createHmac } from 'node:crypto';

import { beforeEach, describe, expect, it } from 'vitest';

import { LenientRecordSchema } from '../../src/api/schemas.ts';
import type { WebhookInput } from '../../src/api/webhooks.ts';
import { clientFor, useFakeService } from '../support/service.ts';

const service = useFakeService();
beforeEach(() => {
  service.webhooks.webhooks.clear();
  service.webhooks.deliveries.length = 0;
  service.webhooks.deleteAnswer = 'body';
});

const hook = (extra: Partial<WebhookInput> = {}): WebhookInput => ({
  name: 'CI results',
  url: 'https://hooks.example.com/cloudtest?run={{BUILD}}',
  ...extra,
});

/** The raw body, past the strict schema (which would drop fields the service must never send). */
const raw = (account: 'admin' | 'user', path: string) =>
  clientFor(service, { account }).transport.call({
    operation: 'raw read',
    method: 'GET',
    path,
    response: LenientRecordSchema,
  });

describe('webhook create and read', () => {
  it('creates a webhook with defaults and a signing secret, masked before it is returned', async () => {
    const masked: string[] = [];
    const client = clientFor(service, { maskSecret: (v) => masked.push(v) });
    const created = await client.webhooks.create(hook());
    expect(created).toMatchObject({
      name: 'CI results',
      url: hook().url,
      http_method: 'POST',
      failure_only: false,
      alert_types: 'ALL',
      auth_type: 'NONE',
      headers: [],
      params: [],
      name_filter: null,
      payload_template: null,
    });
    expect(created.signing_secret).toMatch(/\S{16,}/);
    expect(masked).toEqual([created.signing_secret]);
    // The fake's assumed 201: the spec leaves every webhook status "not shown".
    expect(service.seen('POST', '/v1/webhooks')[0]?.status).toBe(201);
  });

  it('never returns credentials or the signing secret from reads and lists', async () => {
    const client = clientFor(service);
    const created = await client.webhooks.create(
      hook({ auth_type: 'BASIC', auth_username: 'ci', auth_password: 'pa55word' }),
    );
    const one = await raw('user', `/v1/webhooks/${created.id}`);
    const list = await raw('user', '/v1/webhooks');
    for (const body of [JSON.stringify(one), JSON.stringify(list)]) {
      expect(body).not.toContain('pa55word');
      expect(body).not.toContain('auth_username');
      expect(body).not.toContain(created.signing_secret);
      expect(body).not.toContain('signing_secret');
    }
    const { signing_secret: _secret, ...visible } = created;
    await expect(client.webhooks.get(created.id)).resolves.toEqual(visible);
  });

  it('lists the team’s webhooks a page at a time with a correct meta, members included', async () => {
    const admin = clientFor(service, { account: 'admin' });
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push((await admin.webhooks.create(hook({ name: `hook ${n}` }))).id);
    await clientFor(service).webhooks.create(hook({ name: 'another team' }));
    const page = await clientFor(service, { account: 'member' }).webhooks.list({ offset: 1, count: 1 });
    expect(page.data.map((w) => w.id)).toEqual([ids[1]]);
    expect(page.meta).toEqual({ offset: 1, count: 1, total: 3 });
    // The spec shows no `count` maximum for this list: the client asks for what it needs, and a
    // service that answers fewer is read on by the walk (test/api/pagination.test.ts).
    const many = await admin.webhooks.list({ count: 501 });
    expect(many.meta).toMatchObject({ offset: 0, total: 3 });
    expect(service.seen('GET', '/v1/webhooks').at(-1)).toMatchObject({
      query: { offset: '0', count: '501' },
      status: 200,
    });
  });

  it('answers an assumed 404 for an unknown webhook or one of another team', async () => {
    const theirs = await clientFor(service, { account: 'admin' }).webhooks.create(hook());
    const client = clientFor(service);
    for (const id of [999_999, theirs.id]) {
      await expect(client.webhooks.get(id)).rejects.toMatchObject({ status: 404 });
      await expect(client.webhooks.update(id, { name: 'x' })).rejects.toMatchObject({ status: 404 });
      await expect(client.webhooks.delete(id)).rejects.toMatchObject({ status: 404 });
      await expect(client.webhooks.rotateSecret(id)).rejects.toMatchObject({ status: 404 });
      await expect(client.webhooks.test(id)).rejects.toMatchObject({ status: 404 });
    }
    await expect(client.webhooks.get(999_999)).rejects.toThrow(/no such webhook/);
  });

  it('answers 401 without valid credentials', async () => {
    const client = clientFor(service, { credentials: { key: 'user-key', secret: 'wrong' } });
    await expect(client.webhooks.list()).rejects.toMatchObject({ status: 401 });
    await expect(client.webhooks.create(hook())).rejects.toMatchObject({ status: 401 });
  });
});

/**
 * The spec leaves every webhook status "not shown": the 400s and 404s below are the fake's assumptions
 * (the same the client makes, src/api/assumptions.ts), not the API's word.
 */
describe('webhook rules', () => {
  it('allows at most five webhooks per team', async () => {
    const admin = clientFor(service, { account: 'admin' });
    const member = clientFor(service, { account: 'member' });
    const first = await admin.webhooks.create(hook());
    for (let n = 2; n <= 5; n++) await (n % 2 ? admin : member).webhooks.create(hook({ name: `hook ${n}` }));
    const error = await member.webhooks.create(hook({ name: 'sixth' })).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
    expect(String(error)).toMatch(/at most 5/);
    await clientFor(service).webhooks.create(hook({ name: 'other team is not counted' }));
    await admin.webhooks.delete(first.id);
    await expect(member.webhooks.create(hook({ name: 'fits again' }))).resolves.toMatchObject({
      name: 'fits again',
    });
  });

  it.each([
    'http://10.1.2.3/hook',
    'http://172.16.0.1/hook',
    'https://172.31.255.254/hook',
    'https://192.168.1.10/hook',
    'http://127.0.0.1:8080/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://localhost/hook',
    'http://api.localhost/hook',
    'http://[::1]/hook',
    'http://[fe80::1]/hook',
    'http://[::ffff:192.168.0.1]/hook',
    'http://0x7f.1/hook',
    'http://2130706433/hook',
    'ftp://hooks.example.com/hook',
    'not a url',
  ])('rejects %s with an assumed 400', async (url) => {
    const error = await clientFor(service)
      .webhooks.create(hook({ url }))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
    expect(String(error)).toMatch(/public http\(s\) address/);
  });

  it.each(['http://172.32.0.1/hook', 'https://8.8.8.8/hook', 'https://hooks.example.com/x'])(
    'accepts the public address %s',
    async (url) => {
      await expect(clientFor(service).webhooks.create(hook({ url }))).resolves.toMatchObject({ url });
    },
  );

  it('answers an assumed 400 for a missing name, a bad enum value and credentials that do not fit the auth type', async () => {
    const client = clientFor(service);
    await expect(client.webhooks.create({ url: hook().url })).rejects.toMatchObject({ status: 400 });
    await expect(client.webhooks.create(hook({ http_method: 'GET' as 'POST' }))).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      client.webhooks.create(hook({ auth_type: 'BASIC', auth_username: 'ci' })),
    ).rejects.toMatchObject({
      status: 400,
    });
    await expect(client.webhooks.create(hook({ auth_type: 'BEARER' }))).rejects.toMatchObject({
      status: 400,
    });
    expect(service.webhooks.webhooks.size).toBe(0);
  });

  it('answers 403 to a read-only account on everything that writes or sends', async () => {
    const seeded = service.webhooks.add(service.accounts.readonly.id, {
      name: 'seeded',
      url: 'https://hooks.example.com/',
      http_method: 'POST',
      failure_only: false,
      alert_types: 'ALL',
      name_filter: null,
      auth_type: 'NONE',
      headers: [],
      params: [],
      payload_template: null,
    });
    const client = clientFor(service, { account: 'readonly' });
    const id = seeded.id;
    await expect(client.webhooks.get(id)).resolves.toMatchObject({ id });
    await expect(client.webhooks.create(hook())).rejects.toMatchObject({ status: 403 });
    await expect(client.webhooks.update(id, { name: 'x' })).rejects.toMatchObject({ status: 403 });
    await expect(client.webhooks.delete(id)).rejects.toMatchObject({ status: 403 });
    await expect(client.webhooks.rotateSecret(id)).rejects.toMatchObject({ status: 403 });
    await expect(client.webhooks.test(id)).rejects.toMatchObject({ status: 403 });
    expect(service.webhooks.deliveries).toHaveLength(0);
  });
});

describe('webhook changes', () => {
  it('changes only the fields sent, and updated_at', async () => {
    const client = clientFor(service);
    const created = await client.webhooks.create(
      hook({
        failure_only: true,
        headers: [{ key: 'X-Team', value: 'qa' }],
        payload_template: '{"id":"{{ID}}"}',
      }),
    );
    service.clock.advance(60_000);
    const updated = await client.webhooks.update(created.id, { name: 'renamed', payload_template: '' });
    const { signing_secret: _secret, ...before } = created;
    expect(updated).toEqual({
      ...before,
      name: 'renamed',
      payload_template: null,
      updated_at: updated.updated_at,
    });
    expect(
      Date.parse(updated.updated_at ?? '') - Date.parse(created.updated_at ?? ''),
    ).toBeGreaterThanOrEqual(60_000);
    expect(updated.created_at).toBe(created.created_at);
  });

  it('replaces a write-only credential that is sent and keeps one that is omitted', async () => {
    const client = clientFor(service);
    const created = await client.webhooks.create(hook({ auth_type: 'BEARER', auth_token: 'first-token' }));
    await client.webhooks.update(created.id, { name: 'token kept' });
    await client.webhooks.test(created.id);
    await client.webhooks.update(created.id, { auth_token: 'second-token' });
    await client.webhooks.test(created.id);
    expect(service.webhooks.deliveries.map((d) => d.headers.authorization)).toEqual([
      'Bearer first-token',
      'Bearer second-token',
    ]);
  });

  it('deletes a webhook, naming its URL, after which it is gone', async () => {
    const client = clientFor(service);
    const created = await client.webhooks.create(hook());
    const result = await client.webhooks.delete(created.id);
    expect(result.success).toBe(true);
    expect(result.message).toContain(created.url);
    await expect(client.webhooks.get(created.id)).rejects.toMatchObject({ status: 404 });
  });

  it('takes a 204 without a body as a deleted webhook', async () => {
    const client = clientFor(service);
    const created = await client.webhooks.create(hook());
    service.webhooks.deleteAnswer = 'empty';
    await expect(client.webhooks.delete(created.id)).resolves.toEqual({});
    expect(service.seen('DELETE', '/v1/webhooks/:id').map((r) => r.status)).toEqual([204]);
    await expect(client.webhooks.get(created.id)).rejects.toMatchObject({ status: 404 });
    // Only a delete is done without a body: a read that answers none is no webhook.
    service.faults.add('GET', '/v1/webhooks/:id', 204);
    await expect(client.webhooks.get(created.id)).rejects.toThrow(/could not be read: the body is empty/);
  });

  it('rotates the signing secret: masked, new, and used by the next delivery at once', async () => {
    const masked: string[] = [];
    const client = clientFor(service, { maskSecret: (v) => masked.push(v) });
    const created = await client.webhooks.create(hook());
    const rotated = await client.webhooks.rotateSecret(created.id);
    expect(rotated.id).toBe(created.id);
    expect(rotated.signing_secret).not.toBe(created.signing_secret);
    expect(masked).toEqual([created.signing_secret, rotated.signing_secret]);
    await client.webhooks.test(created.id);
    expect(service.webhooks.deliveries[0]?.signingSecret).toBe(rotated.signing_secret);
  });
});

describe('webhook test delivery', () => {
  it('sends a signed sample delivery without leaving the process and reports the receiver’s answer', async () => {
    const client = clientFor(service);
    const created = await client.webhooks.create(
      hook({
        http_method: 'PUT',
        params: [{ key: 'source', value: 'ci' }],
        headers: [{ key: 'X-Team', value: 'qa' }],
      }),
    );
    const result = await client.webhooks.test(created.id);
    const [delivery] = service.webhooks.deliveries;
    expect(delivery).toBeDefined();
    expect(JSON.parse(result.sent_payload ?? '')).toEqual({
      id: expect.any(Number),
      status: expect.any(String),
      name: expect.any(String),
    });
    expect(result).toMatchObject({ ok: true, status: 200, body: 'ok', sent_payload: delivery?.body });
    expect(delivery).toMatchObject({ method: 'PUT', headers: { 'x-team': 'qa' } });
    expect(new URL(delivery?.url ?? '').searchParams.get('source')).toBe('ci');
    const signature = createHmac('sha256', created.signing_secret ?? '')
      .update(result.sent_payload ?? '')
      .digest('hex');
    expect(delivery?.headers['x-service-signature']).toBe(signature);
  });

  it('reports a failing receiver as not ok, with its status and body', async () => {
    const client = clientFor(service);
    const created = await client.webhooks.create(hook({ payload_template: '{"custom":true}' }));
    const receiver = service.webhooks.receiver;
    service.webhooks.receiver = { status: 502, headers: {}, body: 'bad gateway', durationMs: 12 };
    try {
      await expect(client.webhooks.test(created.id)).resolves.toEqual({
        ok: false,
        status: 502,
        duration_ms: 12,
        headers: {},
        body: 'bad gateway',
        sent_payload: '{"custom":true}',
      });
    } finally {
      service.webhooks.receiver = receiver;
    }
  });

  // Assumed (ASSUMPTIONS.webhookRateLimit): the spec gives the limit neither numbers nor a status.
  it('reads a 429 on the test delivery as its rate limit, asking again after Retry-After', async () => {
    const created = await clientFor(service).webhooks.create(hook());
    service.clock.advance(60_000); // past the deliveries of the tests before
    service.webhooks.testDeliveriesPerMinute = 1;
    try {
      // Back-off on the service's clock: a wait of Retry-After lets the delivery through.
      const waited: number[] = [];
      const patient = clientFor(service, {
        sleep: async (ms) => {
          waited.push(ms);
          service.clock.advance(ms);
        },
      });
      await patient.webhooks.test(created.id);
      await expect(patient.webhooks.test(created.id)).resolves.toMatchObject({ ok: true });
      expect(service.seen('POST', '/v1/webhooks/:id/test').map((r) => r.status)).toEqual([200, 429, 200]);
      expect(waited).toEqual([60_000]);
      expect(service.webhooks.deliveries).toHaveLength(2);

      // A client that does not wait long enough is told what the 429 means once its attempts are spent.
      const hasty = clientFor(service);
      const error = await hasty.webhooks.test(created.id).catch((e: unknown) => e);
      expect((error as Error).message).toMatch(
        /^test webhook \(POST \/v1\/webhooks\/\d+\/test\) failed with HTTP 429: webhook test deliveries are rate limited; try again later after 4 attempts\. Service said: "too many test deliveries; try again later"$/,
      );
      expect(hasty.delays).toHaveLength(3);
      expect(service.webhooks.deliveries).toHaveLength(2);
    } finally {
      service.webhooks.testDeliveriesPerMinute = undefined;
    }
  });
});
