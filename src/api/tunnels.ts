import { z } from 'zod';

import { TUNNEL_CREATE_BODY, TUNNEL_DELETE_MEANINGS } from './assumptions.ts';
import { READ_ONLY } from './meanings.ts';
import { idOf } from './refs.ts';
import { AckSchema, positiveId, timestamp } from './schemas.ts';
import { route } from './transport/path.ts';
import type { Transport } from './transport/transport.ts';

/** All fields are required (spec). `id` is what the post step deletes, so it must be a usable one. */
const TunnelSchema = z.object({
  id: positiveId,
  state: z.string(),
  launched: timestamp,
  tunnel_id: z.string(),
  identifier: z.string(),
  metadata: z.record(z.string(), z.unknown()),
});
export type Tunnel = z.infer<typeof TunnelSchema>;

/** The states the spec names; the list is open-ended. */
export const TUNNEL_READY = 'READY';
export const TUNNEL_STOPPED = 'STOPPED';

// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
export function tunnelsApi(t: Transport) {
  return {
    /** GET /v1/tunnel/list: every running tunnel of the account. `signal` ends a wait's last call. */
    list: (signal?: AbortSignal) =>
      t.call({
        operation: 'list tunnels',
        method: 'GET',
        path: '/v1/tunnel/list',
        response: z.array(TunnelSchema),
        signal,
      }),

    /** GET /v1/tunnel/isalive-check: needs no credentials, always `success: true`. */
    isAlive: () =>
      t.call({
        operation: 'check the tunnel service',
        method: 'GET',
        path: '/v1/tunnel/isalive-check',
        auth: false,
        response: AckSchema,
      }),

    /**
     * GET /v1/tunnel/{id}. A 500 here means the tunnel is in a transition state or gone (spec), so it is
     * returned to the caller at once rather than retried as a passing fault.
     */
    get: (id: number, signal?: AbortSignal) =>
      t.call({
        operation: 'get tunnel',
        method: 'GET',
        path: route`/v1/tunnel/${idOf(id, 'tunnel id')}`,
        response: TunnelSchema,
        meanings: { 500: 'the tunnel is in a transition state or no longer exists' },
        notRetried: [500],
        signal,
      }),

    /** DELETE /v1/tunnel/{id}: 204 on success; a tunnel already gone: ASSUMPTIONS.tunnelGone. */
    delete: (id: number) =>
      t.call({
        operation: 'delete tunnel',
        method: 'DELETE',
        path: route`/v1/tunnel/${idOf(id, 'tunnel id')}`,
        meanings: { ...TUNNEL_DELETE_MEANINGS, ...READ_ONLY },
      }),

    /** GET /v1/tunnel: the first active tunnel of the account. */
    getActive: () =>
      t.call({
        operation: 'get the active tunnel',
        method: 'GET',
        path: '/v1/tunnel',
        response: TunnelSchema,
      }),

    /**
     * DELETE /v1/tunnel: stops the active tunnel. Never sent again once it may have been received: a
     * repeat after the first stopped one would stop the next active tunnel, perhaps another job's.
     */
    deleteActive: () =>
      t.call({
        operation: 'stop the active tunnel',
        method: 'DELETE',
        path: '/v1/tunnel',
        meanings: READ_ONLY,
        idempotent: false,
      }),

    /**
     * POST /v1/tunnel/create: launches a tunnel machine; never repeated once it may have been received.
     * Its body carries the job's tunnel name (ASSUMPTIONS.tunnelCreateBody); its 403 for a read-only
     * account rests on Authentication rule 4 (ASSUMPTIONS.tunnelCreateReadOnly).
     */
    create: (identifier?: string) =>
      t.call({
        operation: 'create tunnel',
        method: 'POST',
        path: '/v1/tunnel/create',
        json: TUNNEL_CREATE_BODY(identifier),
        response: TunnelSchema,
        meanings: { 402: 'the tunnel quota is exhausted', ...READ_ONLY },
      }),
  };
}
