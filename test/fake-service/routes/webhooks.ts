import { createHmac, randomBytes } from 'node:crypto';
import { BlockList } from 'node:net';

import type { Account } from '../accounts.ts';
import { errorBody, type FakeApp, HttpError } from '../app.ts';
import type { FakeClock } from '../clock.ts';
import { paged } from '../paging.ts';
import { teamOwnerId } from './team.ts';

export const MAX_WEBHOOKS_PER_TEAM = 5;
const HTTP_METHODS = ['POST', 'PUT', 'PATCH'];
const ALERT_TYPES = ['ALL', 'VIRTUAL', 'REAL'];
const AUTH_TYPES = ['NONE', 'BASIC', 'BEARER'];

interface KeyValue {
  key: string;
  value: string;
}

export interface FakeWebhook {
  id: number;
  teamId: number;
  name: string;
  url: string;
  http_method: string;
  failure_only: boolean;
  alert_types: string;
  name_filter: string | null;
  auth_type: string;
  auth_username?: string;
  auth_password?: string;
  auth_token?: string;
  headers: KeyValue[];
  params: KeyValue[];
  payload_template: string | null;
  created_at: string;
  updated_at: string;
  signing_secret: string;
}

/** A delivery the fake would have sent; nothing leaves the process. */
export interface WebhookDelivery {
  webhookId: number;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The secret the signature was made with, so tests can see a rotation take effect at once. */
  signingSecret: string;
}

/** What the receiver answers a test delivery; tests replace it to play a failing receiver. */
export interface ReceiverAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  durationMs: number;
}

/** Webhooks per team (the owner's ID), at most five, with write-only credentials and signing secrets. */
export class WebhookStore {
  readonly webhooks = new Map<number, FakeWebhook>();
  readonly deliveries: WebhookDelivery[] = [];
  receiver: ReceiverAnswer = {
    status: 200,
    headers: { 'content-type': 'text/plain' },
    body: 'ok',
    durationMs: 37,
  };
  /**
   * The test delivery's own rate limit, per team and minute of the fake clock. The spec gives it no
   * numbers (and its status is assumed: ASSUMPTIONS.webhookRateLimit), so there is none unless a test
   * sets one.
   */
  testDeliveriesPerMinute: number | undefined;
  /**
   * A delete answers 200 with `{ success, message }` as the spec's row shows, or, `empty`, 204 without
   * a body as Errors rule 2 has deletions answer (ASSUMPTIONS.webhookDeleted).
   */
  deleteAnswer: 'body' | 'empty' = 'body';
  private readonly testDeliveries = new Map<number, number[]>();
  private nextId = 301;

  private readonly clock: FakeClock;

  constructor(clock: FakeClock) {
    this.clock = clock;
  }

  /** Seconds a team waits before its next test delivery under the limit; 0 when it may send one now. */
  testDeliveryWait(teamId: number): number {
    const now = this.clock.now();
    const recent = (this.testDeliveries.get(teamId) ?? []).filter((at) => at > now - 60_000);
    this.testDeliveries.set(teamId, recent);
    const limit = this.testDeliveriesPerMinute;
    if (limit === undefined || recent.length < limit) return 0;
    return Math.max(1, Math.ceil(((recent[recent.length - limit] ?? now) + 60_000 - now) / 1000));
  }

  now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  ofTeam(teamId: number): FakeWebhook[] {
    return [...this.webhooks.values()].filter((w) => w.teamId === teamId);
  }

  add(
    teamId: number,
    fields: Omit<FakeWebhook, 'id' | 'teamId' | 'created_at' | 'updated_at' | 'signing_secret'>,
  ) {
    const now = this.now();
    const webhook: FakeWebhook = {
      ...fields,
      id: this.nextId++,
      teamId,
      created_at: now,
      updated_at: now,
      signing_secret: newSecret(),
    };
    this.webhooks.set(webhook.id, webhook);
    return webhook;
  }

  /** Records the sample delivery the test endpoint sends, as the service would build it. */
  deliverSample(webhook: FakeWebhook): { delivery: WebhookDelivery; answer: ReceiverAnswer } {
    const sample = { id: 424242, status: 'passed', name: 'Sample test' };
    const body = webhook.payload_template || JSON.stringify(sample);
    const url = new URL(webhook.url);
    for (const p of webhook.params) url.searchParams.append(p.key, p.value);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    for (const h of webhook.headers) headers[h.key.toLowerCase()] = h.value;
    if (webhook.auth_type === 'BASIC') {
      const pair = `${webhook.auth_username ?? ''}:${webhook.auth_password ?? ''}`;
      headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
    } else if (webhook.auth_type === 'BEARER') {
      headers.authorization = `Bearer ${webhook.auth_token ?? ''}`;
    }
    // How the real signature is computed is not shown; an HMAC stands in.
    headers['x-service-signature'] = createHmac('sha256', webhook.signing_secret).update(body).digest('hex');
    const delivery: WebhookDelivery = {
      webhookId: webhook.id,
      method: webhook.http_method,
      url: url.toString(),
      headers,
      body,
      signingSecret: webhook.signing_secret,
    };
    this.deliveries.push(delivery);
    this.testDeliveries.set(webhook.teamId, [
      ...(this.testDeliveries.get(webhook.teamId) ?? []),
      this.clock.now(),
    ]);
    return { delivery, answer: this.receiver };
  }
}

function newSecret(): string {
  return `whsec_${randomBytes(18).toString('hex')}`;
}

/** What reads and lists show: never the credentials, never the signing secret. */
export function webhookRecord(w: FakeWebhook) {
  const {
    teamId: _team,
    auth_username: _user,
    auth_password: _password,
    auth_token: _token,
    signing_secret: _secret,
    ...visible
  } = w;
  return visible;
}

const PRIVATE_ADDRESSES = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE_ADDRESSES.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE_ADDRESSES.addSubnet(address, prefix, 'ipv6');

/**
 * The spec's rule for a webhook `url`: a public http(s) address. The URL parser normalises the
 * numeric disguises of an address (0x7f.1, 2130706433), and the block list also catches IPv4-mapped
 * IPv6 forms of the private ranges.
 */
export function isPublicHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host === 'localhost' || host.endsWith('.localhost')) return false;
  if (host.startsWith('[')) return !PRIVATE_ADDRESSES.check(host.slice(1, -1), 'ipv6');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return !PRIVATE_ADDRESSES.check(host, 'ipv4');
  return true;
}

type Body = Record<string, unknown>;

const FIELDS = new Set([
  'url',
  'name',
  'http_method',
  'failure_only',
  'alert_types',
  'name_filter',
  'auth_type',
  'auth_username',
  'auth_password',
  'auth_token',
  'headers',
  'params',
  'payload_template',
]);

/** The fields of a create or update body, checked; only those present are returned. */
function readFields(body: Body, creating: boolean): Partial<FakeWebhook> {
  const unknown = Object.keys(body).filter((k) => !FIELDS.has(k));
  if (unknown.length) throw new HttpError(400, `unknown field(s): ${unknown.join(', ')}`);
  const has = (name: string) => body[name] !== undefined;
  const text = (name: string): string => {
    const value = body[name];
    if (typeof value !== 'string') throw new HttpError(400, `${name} must be a string`);
    return value;
  };
  const oneOf = (name: string, allowed: string[]): string => {
    const value = text(name);
    if (!allowed.includes(value)) throw new HttpError(400, `${name} must be one of ${allowed.join(', ')}`);
    return value;
  };
  const pairs = (name: string): KeyValue[] => {
    const value = body[name];
    if (
      !Array.isArray(value) ||
      !value.every((p) => p && typeof p.key === 'string' && p.key && typeof p.value === 'string')
    )
      throw new HttpError(400, `${name} must be an array of { key, value } strings`);
    return value.map((p: KeyValue) => ({ key: p.key, value: p.value }));
  };

  const fields: Partial<FakeWebhook> = {};
  if (creating || has('url')) {
    if (!has('url')) throw new HttpError(400, 'url is required');
    const url = text('url');
    if (!isPublicHttpUrl(url))
      throw new HttpError(400, 'url must be a public http(s) address (not private, loopback or link-local)');
    fields.url = url;
  }
  // "Required once the extended webhook columns are present": the fake plays a service that has them.
  if (creating || has('name')) {
    if (!has('name') || !text('name').trim()) throw new HttpError(400, 'name is required');
    fields.name = text('name');
  }
  if (has('http_method')) fields.http_method = oneOf('http_method', HTTP_METHODS);
  if (has('failure_only')) {
    if (typeof body.failure_only !== 'boolean') throw new HttpError(400, 'failure_only must be a boolean');
    fields.failure_only = body.failure_only;
  }
  if (has('alert_types')) fields.alert_types = oneOf('alert_types', ALERT_TYPES);
  if (has('name_filter')) fields.name_filter = text('name_filter') || null;
  if (has('auth_type')) fields.auth_type = oneOf('auth_type', AUTH_TYPES);
  for (const name of ['auth_username', 'auth_password', 'auth_token'] as const)
    if (has(name)) fields[name] = text(name);
  if (has('headers')) fields.headers = pairs('headers');
  if (has('params')) fields.params = pairs('params');
  // An empty template restores the default payload.
  if (has('payload_template')) fields.payload_template = text('payload_template') || null;
  return fields;
}

function checkAuth(
  w: Pick<FakeWebhook, 'auth_type' | 'auth_username' | 'auth_password' | 'auth_token'>,
): void {
  if (w.auth_type === 'BASIC' && (!w.auth_username || !w.auth_password))
    throw new HttpError(400, 'auth_type BASIC needs auth_username and auth_password');
  if (w.auth_type === 'BEARER' && !w.auth_token)
    throw new HttpError(400, 'auth_type BEARER needs auth_token');
}

/**
 * Webhook statuses are "not shown" in the spec; the fake answers those the client assumes
 * (ASSUMPTIONS.webhookStatuses, webhookReadOnly, webhookRateLimit): 201 for create and for the rotate
 * POST, 200 for reads, update, delete (it has a body) and the test delivery (it reports, creates
 * nothing), 400 for validation (the public-URL rule and the limit of five included), 403 for read-only
 * accounts on anything that writes or sends, 404 for an unknown ID, 429 beyond the test delivery's
 * rate limit when a test sets one.
 */
export function registerWebhookRoutes(app: FakeApp, store: WebhookStore): void {
  const own = (account: Account, id: string | undefined) => {
    const webhook = store.webhooks.get(Number(id));
    if (!webhook || webhook.teamId !== teamOwnerId(account))
      throw new HttpError(404, `webhook ${id} not found`);
    return webhook;
  };
  const writable = (account: Account) => {
    if (account.readOnly) throw new HttpError(403, 'account is read-only');
  };

  app.route('GET', '/v1/webhooks', ({ account, query }) => ({
    status: 200,
    body: paged(store.ofTeam(teamOwnerId(account)), query, app.lists, { map: webhookRecord }),
  }));

  app.route('GET', '/v1/webhooks/:id', ({ account, params }) => ({
    status: 200,
    body: webhookRecord(own(account, params.id)),
  }));

  app.route('POST', '/v1/webhooks', async ({ account, json }) => {
    writable(account);
    const fields = readFields(await json(), true);
    const teamId = teamOwnerId(account);
    if (store.ofTeam(teamId).length >= MAX_WEBHOOKS_PER_TEAM)
      throw new HttpError(400, `a team may have at most ${MAX_WEBHOOKS_PER_TEAM} webhooks`);
    const draft = {
      name: '',
      url: '',
      http_method: 'POST',
      failure_only: false,
      alert_types: 'ALL',
      name_filter: null,
      auth_type: 'NONE',
      headers: [],
      params: [],
      payload_template: null,
      ...fields,
    };
    checkAuth(draft);
    const webhook = store.add(teamId, draft);
    return { status: 201, body: { ...webhookRecord(webhook), signing_secret: webhook.signing_secret } };
  });

  app.route('PUT', '/v1/webhooks/:id', async ({ account, params, json }) => {
    writable(account);
    const webhook = own(account, params.id);
    const fields = readFields(await json(), false);
    checkAuth({ ...webhook, ...fields });
    Object.assign(webhook, fields, { updated_at: store.now() });
    return { status: 200, body: webhookRecord(webhook) };
  });

  app.route('DELETE', '/v1/webhooks/:id', ({ account, params }) => {
    writable(account);
    const webhook = own(account, params.id);
    store.webhooks.delete(webhook.id);
    if (store.deleteAnswer === 'empty') return { status: 204 };
    return { status: 200, body: { success: true, message: `Deleted webhook ${webhook.url}` } };
  });

  app.route('POST', '/v1/webhooks/:id/rotate-secret', ({ account, params }) => {
    writable(account);
    const webhook = own(account, params.id);
    webhook.signing_secret = newSecret();
    webhook.updated_at = store.now();
    return { status: 201, body: { id: webhook.id, signing_secret: webhook.signing_secret } };
  });

  app.route('POST', '/v1/webhooks/:id/test', ({ account, params }) => {
    writable(account);
    const webhook = own(account, params.id);
    const wait = store.testDeliveryWait(webhook.teamId);
    if (wait) {
      const body = errorBody('too many test deliveries; try again later');
      return { status: 429, body, headers: { 'retry-after': String(wait) } };
    }
    const { delivery, answer } = store.deliverSample(webhook);
    return {
      status: 200,
      body: {
        ok: answer.status >= 200 && answer.status < 300,
        status: answer.status,
        duration_ms: answer.durationMs,
        headers: answer.headers,
        body: answer.body,
        sent_payload: delivery.body,
      },
    };
  });
}
