import { z } from 'zod';
import { idOf } from './refs.ts';
import { AckSchema, int32, timestamp } from './schemas.ts';
import { route, type Transport } from './transport.ts';

export const TunnelSchema = z.object({
  id: int32,
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

const READ_ONLY = { 403: 'the account is read-only' };

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

    /** DELETE /v1/tunnel/{id}: 204 on success; a tunnel already gone answers 404 (not in the spec's table). */
    delete: (id: number) =>
      t.call({
        operation: 'delete tunnel',
        method: 'DELETE',
        path: route`/v1/tunnel/${idOf(id, 'tunnel id')}`,
        meanings: { 404: 'the tunnel is already gone', ...READ_ONLY },
      }),

    /** GET /v1/tunnel: the first active tunnel of the account. */
    getActive: () =>
      t.call({
        operation: 'get the active tunnel',
        method: 'GET',
        path: '/v1/tunnel',
        response: TunnelSchema,
      }),

    /** DELETE /v1/tunnel: stops the active tunnel. */
    deleteActive: () =>
      t.call({
        operation: 'stop the active tunnel',
        method: 'DELETE',
        path: '/v1/tunnel',
        meanings: READ_ONLY,
      }),

    /** POST /v1/tunnel/create: launches a tunnel machine; never repeated once it may have been received. */
    create: () =>
      t.call({
        operation: 'create tunnel',
        method: 'POST',
        path: '/v1/tunnel/create',
        json: {},
        response: TunnelSchema,
        meanings: { 402: 'the tunnel quota is exhausted', ...READ_ONLY },
      }),
  };
}
