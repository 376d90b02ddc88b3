import { z } from 'zod';

import { WEBHOOK_MEANINGS } from './assumptions.ts';
import { READ_ONLY } from './meanings.ts';
import { idOf } from './refs.ts';
import { LenientRecordSchema, positiveId, timestamp } from './schemas.ts';
import { listPage, type PageRequest } from './transport/pagination.ts';
import { route } from './transport/path.ts';
import type { Transport } from './transport/transport.ts';

export const WEBHOOK_HTTP_METHODS = ['POST', 'PUT', 'PATCH'] as const;
export const WEBHOOK_ALERT_TYPES = ['ALL', 'VIRTUAL', 'REAL'] as const;
export const WEBHOOK_AUTH_TYPES = ['NONE', 'BASIC', 'BEARER'] as const;
/** The spec's limit per team. */
const MAX_WEBHOOKS_PER_TEAM = 5;

const KeyValueSchema = z.object({ key: z.string(), value: z.string() });
type KeyValue = z.infer<typeof KeyValueSchema>;

/** A field the spec names without promising it: absent, null or of another type, it reads as undefined. */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/**
 * The spec names the webhook's fields without marking any required, and a deployment without the
 * extended webhook columns (`name` and the delivery settings) leaves them out. So only `id`, which
 * every later call needs, is required (ASSUMPTIONS.webhookId); the rest is read when present. Reads never carry the
 * BASIC/BEARER credentials; `signing_secret` comes only from create and rotate.
 */
const WebhookSchema = z.object({
  id: positiveId,
  name: optional(z.string()),
  url: optional(z.string()),
  /** POST, PUT or PATCH in the spec; kept as text so another value is shown, not refused. */
  http_method: optional(z.string()),
  failure_only: optional(z.boolean()),
  /** ALL, VIRTUAL or REAL in the spec. */
  alert_types: optional(z.string()),
  name_filter: optional(z.string().nullable()),
  /** NONE, BASIC or BEARER in the spec. */
  auth_type: optional(z.string()),
  headers: optional(z.array(KeyValueSchema)),
  params: optional(z.array(KeyValueSchema)),
  payload_template: optional(z.string().nullable()),
  created_at: optional(timestamp),
  updated_at: optional(timestamp),
  signing_secret: optional(z.string()),
});

const WebhookTestResultSchema = z.object({
  ok: optional(z.boolean()),
  status: optional(z.number().int()),
  duration_ms: optional(z.number().int()),
  headers: optional(z.record(z.string(), z.unknown())),
  body: optional(z.string()),
  sent_payload: optional(z.string()),
});

const WebhookDeleteResultSchema = z.object({
  success: optional(z.boolean()),
  message: optional(z.string()),
});

const WebhookRotateResultSchema = z.object({ id: optional(positiveId), signing_secret: z.string() });

/**
 * Masks a `signing_secret` the moment the body is read, before the schema judges the rest: a secret
 * the service generated is never printed, whatever else is wrong with the answer.
 */
function maskingSecret<T extends z.ZodType<unknown, Record<string, unknown>>>(t: Transport, schema: T) {
  return LenientRecordSchema.transform((record) => {
    if (typeof record.signing_secret === 'string') t.maskSecret(record.signing_secret);
    return record;
  }).pipe(schema);
}

/** Body of POST /v1/webhooks; PUT takes the same fields, each optional. */
export interface WebhookInput {
  /** A public http(s) address; may contain `{{VARIABLES}}`. */
  url: string;
  name?: string;
  http_method?: (typeof WEBHOOK_HTTP_METHODS)[number];
  failure_only?: boolean;
  alert_types?: (typeof WEBHOOK_ALERT_TYPES)[number];
  name_filter?: string;
  auth_type?: (typeof WEBHOOK_AUTH_TYPES)[number];
  /** Write-only, like the password and token. */
  auth_username?: string;
  auth_password?: string;
  auth_token?: string;
  headers?: KeyValue[];
  params?: KeyValue[];
  /** An empty string on PUT restores the default payload. */
  payload_template?: string;
}

/** Every webhook status is assumed: ASSUMPTIONS.webhookStatuses, webhookReadOnly and webhookRateLimit. */
const INVALID = WEBHOOK_MEANINGS.invalid(MAX_WEBHOOKS_PER_TEAM);
const NOT_FOUND = WEBHOOK_MEANINGS.notFound;

// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
export function webhooksApi(t: Transport) {
  const path = (id: number) => route`/v1/webhooks/${idOf(id, 'webhook id')}`;
  return {
    /** GET /v1/webhooks: one page of the team's webhooks, without secrets. */
    list: (page?: PageRequest) =>
      listPage(t, {
        operation: 'list webhooks',
        path: '/v1/webhooks',
        page,
        // The spec shows `{ data: [Webhook], meta }` and no `count` maximum (a team has at most 5).
        enveloped: true,
        item: WebhookSchema,
      }),

    /** GET /v1/webhooks/{id}: without credentials or signing secret. */
    get: (id: number) =>
      t.call({
        operation: 'get webhook',
        method: 'GET',
        path: path(id),
        response: WebhookSchema,
        meanings: NOT_FOUND,
      }),

    /** POST /v1/webhooks: the response's `signing_secret` is masked before anything else is read. */
    create: (body: WebhookInput) =>
      t.call({
        operation: 'create webhook',
        method: 'POST',
        path: '/v1/webhooks',
        json: body,
        response: maskingSecret(t, WebhookSchema),
        meanings: { ...INVALID, ...READ_ONLY },
      }),

    /** PUT /v1/webhooks/{id}: changes only the fields sent. */
    update: (id: number, body: Partial<WebhookInput>) =>
      t.call({
        operation: 'update webhook',
        method: 'PUT',
        path: path(id),
        json: body,
        response: WebhookSchema,
        meanings: { ...INVALID, ...READ_ONLY, ...NOT_FOUND },
      }),

    /**
     * DELETE /v1/webhooks/{id}: deliveries stop at once. A 2xx without a body is a deletion too
     * (ASSUMPTIONS.webhookDeleted): its result then holds no message.
     */
    delete: (id: number) =>
      t.call({
        operation: 'delete webhook',
        method: 'DELETE',
        path: path(id),
        response: WebhookDeleteResultSchema,
        emptyMeansDone: true,
        meanings: { ...READ_ONLY, ...NOT_FOUND },
      }),

    /** POST /v1/webhooks/{id}/rotate-secret: the old secret stops verifying at once; the new one is masked. */
    rotateSecret: (id: number) =>
      t.call({
        operation: 'rotate webhook signing secret',
        method: 'POST',
        path: route`/v1/webhooks/${idOf(id, 'webhook id')}/rotate-secret`,
        json: {},
        response: maskingSecret(t, WebhookRotateResultSchema),
        meanings: { ...READ_ONLY, ...NOT_FOUND },
      }),

    /** POST /v1/webhooks/{id}/test: sends a sample delivery now and reports the receiver's answer. */
    test: (id: number) =>
      t.call({
        operation: 'test webhook',
        method: 'POST',
        path: route`/v1/webhooks/${idOf(id, 'webhook id')}/test`,
        json: {},
        response: WebhookTestResultSchema,
        meanings: {
          ...READ_ONLY,
          ...NOT_FOUND,
          ...WEBHOOK_MEANINGS.rateLimited,
        },
      }),
  };
}
