/**
 * What the client assumes where the spec gives no status, in one place. Everything else the client
 * reads of a status comes from the spec's endpoint tables (each resource module's `meanings`).
 */

/**
 * DELETE /v1/tunnel/{id} lists 401 and 403 only. A deployment answers 404 for a tunnel that was
 * deleted already or ended by itself (idle); the product contract counts "already gone" as success.
 */
export const TUNNEL_GONE_STATUS = 404;

/** Whether a failed tunnel delete means the tunnel is gone already (see TUNNEL_GONE_STATUS). */
export function tunnelAlreadyGone(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === TUNNEL_GONE_STATUS;
}

export const TUNNEL_DELETE_MEANINGS = { [TUNNEL_GONE_STATUS]: 'the tunnel is already gone' } as const;

/**
 * The spec leaves every status of the webhook endpoints "not shown". These meanings follow its general
 * table: 400 for validation (the public-URL rule and the limit per team), 404 for an unknown ID, 429
 * for the test delivery's separate rate limit (its numbers are not shown either).
 */
export const WEBHOOK_MEANINGS = {
  invalid: (maxPerTeam: number) => ({
    400: `invalid webhook: the url must be a public http(s) address, and a team may have at most ${maxPerTeam}`,
  }),
  notFound: { 404: 'no such webhook' },
  rateLimited: { 429: 'webhook test deliveries are rate limited; try again later' },
} as const;

/**
 * POST /v1/storage/<appkey> lists 400, 401 and 403: an unknown key is invalid input (400) there. A
 * deployment answering 404 instead is read with the same meaning.
 */
export const UNKNOWN_APP_KEY_MEANINGS = { 404: 'no app is stored under this key' } as const;

/**
 * POST /v1/tunnel/create declares no body fields. It is sent the job's tunnel name (`identifier`, the
 * name the Tunnel record carries), so that a post step whose main was cancelled before the answer
 * came can find that tunnel by name and delete it. A service that ignores the field names the tunnel
 * itself: post then finds nothing by that name and deletes nothing that is not the job's.
 */
export const TUNNEL_CREATE_BODY = (identifier: string | undefined) => (identifier ? { identifier } : {});
