import { ServiceError, withHint } from '../../api/transport/errors.ts';
import { type Tunnel, TUNNEL_READY, TUNNEL_STOPPED } from '../../api/tunnels.ts';
import type { ActionResult } from '../../runtime/types.ts';
import { type ClientTunnelContext, foreignTunnels, startClientTunnel } from './client-tunnel.ts';
import { defaultIdentifier } from './identifier.ts';
import { DEFAULT_TIMING, type StartTunnelInputs, type TunnelTiming } from './inputs.ts';
import { EXPORTED_ENV, INPUTS, OUTPUTS, STATE } from './names.ts';
import { waitUntilReady } from './wait.ts';

export interface TunnelContext extends ClientTunnelContext {
  /** Tests shorten the waits. */
  timing?: Partial<TunnelTiming>;
}

const TRANSITION = 'in transition (HTTP 500)';

/**
 * Said once in API mode, where a test through the tunnel would otherwise fail with no word of why:
 * what the mode does not do, and what to give for it. Input names in quotes, which the command line
 * says as its flags.
 */
export const API_MODE_WARNING = `API mode (no "${INPUTS.clientUrl}"): the service starts a tunnel machine, and nothing on this machine forwards traffic to it, so tests through this tunnel cannot reach localhost or anything else this machine reaches. To test those, give "${INPUTS.clientUrl}" (a tunnel client to download and run here) with "${INPUTS.clientArgs}" and "${INPUTS.clientSha256}".`;

export async function run(inputs: StartTunnelInputs, ctx: TunnelContext): Promise<ActionResult> {
  const timing = { ...DEFAULT_TIMING, ...ctx.timing };
  const { tunnel, logFile } = inputs.client
    ? await startClientTunnel(inputs, inputs.client, ctx, timing)
    : { tunnel: await startApiTunnel(inputs, ctx, timing), logFile: undefined };
  ctx.log.info(`Tunnel ${tunnel.id} ("${tunnel.identifier}") is ${tunnel.state}.`);
  return {
    outputs: {
      [OUTPUTS.tunnelId]: String(tunnel.id),
      [OUTPUTS.tunnelIdentifier]: tunnel.identifier,
      [OUTPUTS.tunnelState]: tunnel.state,
      ...(logFile ? { [OUTPUTS.logFile]: logFile } : {}),
    },
    env: {
      [EXPORTED_ENV.tunnelId]: String(tunnel.id),
      [EXPORTED_ENV.tunnelIdentifier]: tunnel.identifier,
    },
  };
}

/**
 * API mode: the service launches a tunnel machine and returns its record; nothing on the runner
 * forwards traffic to it. GET answers 500 until it settles. The job's identifier is saved, and asked
 * for, before the create is sent, so that post can find the tunnel if the step ends before the answer.
 */
async function startApiTunnel(
  inputs: StartTunnelInputs,
  ctx: TunnelContext,
  timing: TunnelTiming,
): Promise<Tunnel> {
  ctx.log.warning(API_MODE_WARNING);
  const identifier = inputs.identifier ?? defaultIdentifier(ctx.env);
  ctx.saveState(STATE.mode, 'api');
  // The default name has a random part: only a name the workflow gave can already be in use.
  if (inputs.identifier) await foreignTunnels(identifier, ctx);
  ctx.saveState(STATE.identifier, identifier);
  let created: Tunnel;
  try {
    created = await ctx.client.tunnels.create(identifier);
  } catch (error) {
    // Refused (4xx): no tunnel was made, so post has none to look for.
    if (error instanceof ServiceError && error.status !== undefined && error.status < 500)
      ctx.saveState(STATE.identifier, '');
    if (error instanceof ServiceError && error.status === 402) {
      throw new Error(
        withHint(
          error,
          'Stop a tunnel the account no longer needs, or raise its tunnel quota; the create was not retried.',
        ),
        { cause: error },
      );
    }
    throw error;
  }
  ctx.saveState(STATE.tunnelId, String(created.id));
  if (created.identifier !== identifier)
    ctx.log.info(`The service named the tunnel "${created.identifier}" (asked for "${identifier}").`);
  ctx.log.info(
    `Created tunnel ${created.id} ("${created.identifier}"); waiting up to ${inputs.readyTimeoutSeconds} s for it to be READY.`,
  );
  if (created.state === TUNNEL_READY) return created;
  return waitUntilReady({
    what: `tunnel ${created.id}`,
    timeoutSeconds: inputs.readyTimeoutSeconds,
    intervalMs: timing.pollIntervalMs,
    clock: ctx.clock,
    log: ctx.log,
    signal: ctx.signal,
    client: ctx.client,
    probe: async (client) => {
      let tunnel: Tunnel;
      try {
        tunnel = await client.tunnels.get(created.id);
      } catch (error) {
        if (error instanceof ServiceError && error.status === 500) return { state: TRANSITION };
        throw error;
      }
      if (tunnel.state === TUNNEL_READY) return { ready: tunnel, state: tunnel.state };
      if (tunnel.state === TUNNEL_STOPPED)
        throw new Error(`Tunnel ${created.id} was STOPPED before it was READY.`);
      return { state: tunnel.state };
    },
  });
}
