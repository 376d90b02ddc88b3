import { z } from 'zod';
import { type PageRequest, pageQuery } from './pagination.ts';
import { idOf } from './refs.ts';
import { int32, pageOf, timestamp } from './schemas.ts';
import { route, type Transport } from './transport.ts';

export const WEBHOOK_HTTP_METHODS = ['POST', 'PUT', 'PATCH'] as const;
export const WEBHOOK_ALERT_TYPES = ['ALL', 'VIRTUAL', 'REAL'] as const;
export const WEBHOOK_AUTH_TYPES = ['NONE', 'BASIC', 'BEARER'] as const;
/** The spec's limit per team. */
export const MAX_WEBHOOKS_PER_TEAM = 5;

export const KeyValueSchema = z.object({ key: z.string(), value: z.string() });
export type KeyValue = z.infer<typeof KeyValueSchema>;

/** Reads never carry the BASIC/BEARER credentials; `signing_secret` comes only from create and rotate. */
export const WebhookSchema = z.object({
  id: int32,
  name: z.string(),
  url: z.string(),
  http_method: z.enum(WEBHOOK_HTTP_METHODS),
  failure_only: z.boolean(),
  alert_types: z.enum(WEBHOOK_ALERT_TYPES),
  name_filter: z.string().nullable(),
  auth_type: z.enum(WEBHOOK_AUTH_TYPES),
  headers: z.array(KeyValueSchema),
  params: z.array(KeyValueSchema),
  payload_template: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  signing_secret: z.string().optional(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

export const WebhookTestResultSchema = z.object({
  ok: z.boolean(),
  status: z.number().int(),
  duration_ms: z.number().int(),
  headers: z.record(z.string(), z.unknown()),
  body: z.string(),
  sent_payload: z.string(),
});
export type WebhookTestResult = z.infer<typeof WebhookTestResultSchema>;

export const WebhookDeleteResultSchema = z.object({ success: z.boolean(), message: z.string() });
export type WebhookDeleteResult = z.infer<typeof WebhookDeleteResultSchema>;

export const WebhookRotateResultSchema = z.object({ id: int32, signing_secret: z.string() });
export type WebhookRotateResult = z.infer<typeof WebhookRotateResultSchema>;

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

/**
 * The spec leaves every webhook status "not shown"; these meanings follow its general table: 400 for
 * validation (which covers the public-URL rule and the limit per team), 403 read-only, 404 unknown ID.
 */
const INVALID = {
  400: `invalid webhook: the url must be a public http(s) address, and a team may have at most ${MAX_WEBHOOKS_PER_TEAM}`,
};
const READ_ONLY = { 403: 'the account is read-only' };
const NOT_FOUND = { 404: 'no such webhook' };

export function webhooksApi(t: Transport) {
  const path = (id: number) => route`/v1/webhooks/${idOf(id, 'webhook id')}`;
  return {
    /** GET /v1/webhooks: one page of the team's webhooks, without secrets. */
    list: (page?: PageRequest) =>
      t.call({
        operation: 'list webhooks',
        method: 'GET',
        path: '/v1/webhooks',
        query: pageQuery(page),
        response: pageOf(WebhookSchema),
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

    /** POST /v1/webhooks: the response's `signing_secret` is masked before it is returned. */
    create: async (body: WebhookInput) => {
      const webhook = await t.call({
        operation: 'create webhook',
        method: 'POST',
        path: '/v1/webhooks',
        json: body,
        response: WebhookSchema,
        meanings: { ...INVALID, ...READ_ONLY },
      });
      if (webhook.signing_secret) t.maskSecret(webhook.signing_secret);
      return webhook;
    },

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

    /** DELETE /v1/webhooks/{id}: deliveries stop at once. */
    delete: (id: number) =>
      t.call({
        operation: 'delete webhook',
        method: 'DELETE',
        path: path(id),
        response: WebhookDeleteResultSchema,
        meanings: { ...READ_ONLY, ...NOT_FOUND },
      }),

    /** POST /v1/webhooks/{id}/rotate-secret: the old secret stops verifying at once; the new one is masked. */
    rotateSecret: async (id: number) => {
      const rotated = await t.call({
        operation: 'rotate webhook signing secret',
        method: 'POST',
        path: route`/v1/webhooks/${idOf(id, 'webhook id')}/rotate-secret`,
        json: {},
        response: WebhookRotateResultSchema,
        meanings: { ...READ_ONLY, ...NOT_FOUND },
      });
      t.maskSecret(rotated.signing_secret);
      return rotated;
    },

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
          429: 'webhook test deliveries are rate limited; try again later',
        },
      }),
  };
}
