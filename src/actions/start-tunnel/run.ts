import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InputError } from '../../runtime/inputs.ts';
import type { ActionResult, ServiceContext } from '../../runtime/runtime.ts';
import type { ServiceSettings } from '../../runtime/settings.ts';
import { ServiceError, withHint } from '../../api/errors.ts';
import { TUNNEL_READY, TUNNEL_STOPPED, type Tunnel } from '../../api/tunnels.ts';
import { prepareClient } from './client.ts';
import { defaultIdentifier } from './identifier.ts';
import { type ClientInputs, DEFAULT_TIMING, type StartTunnelInputs, type TunnelTiming } from './inputs.ts';
import { EXPORTED_ENV, INPUTS, OUTPUTS, STATE } from './names.ts';
import {
  type ClientProcess,
  clientEnvironment,
  printTail,
  startClient,
  substitutePlaceholders,
} from './process.ts';
import { waitUntilReady } from './wait.ts';

export interface TunnelContext extends ServiceContext {
  /** Client mode hands these to the client, in its environment. */
  settings: ServiceSettings;
  /** Tests shorten the waits. */
  timing?: Partial<TunnelTiming>;
}

const TRANSITION = 'in transition (HTTP 500)';

export async function run(inputs: StartTunnelInputs, ctx: TunnelContext): Promise<ActionResult> {
  const timing = { ...DEFAULT_TIMING, ...ctx.timing };
  const tunnel = inputs.client
    ? await startClientTunnel(inputs, inputs.client, ctx, timing)
    : await startApiTunnel(inputs, ctx, timing);
  ctx.log.info(`Tunnel ${tunnel.id} ("${tunnel.identifier}") is ${tunnel.state}.`);
  return {
    outputs: {
      [OUTPUTS.tunnelId]: String(tunnel.id),
      [OUTPUTS.tunnelIdentifier]: tunnel.identifier,
      [OUTPUTS.tunnelState]: tunnel.state,
    },
    env: {
      [EXPORTED_ENV.tunnelId]: String(tunnel.id),
      [EXPORTED_ENV.tunnelIdentifier]: tunnel.identifier,
    },
  };
}

/** API mode: the service starts and names the tunnel; GET answers 500 until it settles. */
async function startApiTunnel(
  inputs: StartTunnelInputs,
  ctx: TunnelContext,
  timing: TunnelTiming,
): Promise<Tunnel> {
  ctx.saveState(STATE.mode, 'api');
  if (inputs.identifier) {
    ctx.log.warning(
      `Input "${INPUTS.identifier}" names the tunnel only in client mode (with "${INPUTS.clientUrl}"); in API mode the service names it (see the tunnel-identifier output).`,
    );
  }
  let created: Tunnel;
  try {
    created = await ctx.client.tunnels.create();
  } catch (error) {
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
  ctx.saveState(STATE.identifier, created.identifier);
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
    probe: async (signal) => {
      let tunnel: Tunnel;
      try {
        tunnel = await ctx.client.tunnels.get(created.id, signal);
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

/**
 * Client mode: our client opens the tunnel under our identifier; it is ready when the service lists
 * it READY (and the client wrote its ready file, when asked to).
 */
async function startClientTunnel(
  inputs: StartTunnelInputs,
  client: ClientInputs,
  ctx: TunnelContext,
  timing: TunnelTiming,
): Promise<Tunnel> {
  const identifier = inputs.identifier ?? defaultIdentifier(ctx.env);
  ctx.saveState(STATE.mode, 'client');
  ctx.saveState(STATE.identifier, identifier);
  refuseCredentials(client.args, ctx.settings);

  const program = await prepareClient(client, ctx);
  const dir = mkdtempSync(join(ctx.env.RUNNER_TEMP || tmpdir(), 'cloudtest-tunnel-'));
  const logFile = join(dir, 'tunnel.log');
  const readyFile = join(dir, 'ready');
  const args = substitutePlaceholders(client.args, { identifier, readyfile: readyFile, logfile: logFile });
  const awaitReadyFile = client.args.some((arg) => arg.includes('{readyfile}'));

  // A tunnel already running under this name belongs to someone else: never take it for ours.
  const foreign = new Set(
    (await ctx.client.tunnels.list()).filter((t) => t.identifier === identifier).map((t) => t.id),
  );
  if (foreign.size) {
    ctx.saveState(STATE.foreignTunnelIds, [...foreign].join(','));
    ctx.log.warning(
      `A tunnel named "${identifier}" is already running (${[...foreign].join(', ')}); it is not this step's and is left alone. Give each job its own identifier.`,
    );
  }

  const command = [program.command, ...program.args, ...args];
  ctx.log.info(`Starting the tunnel client for "${identifier}"; it logs to ${logFile}`);
  // Safe to show: no credential can be on it (refuseCredentials).
  ctx.log.info(
    `Command line: ${command.map((part) => (/^[^\s"']+$/.test(part) ? part : `"${part}"`)).join(' ')}`,
  );
  ctx.saveState(STATE.clientLog, logFile);
  const proc = await startClient({
    command: program.command,
    args: command.slice(1),
    cwd: dir,
    env: clientEnvironment(ctx.env, ctx.settings, identifier),
    logFile,
  });
  ctx.saveState(STATE.clientPid, String(proc.pid));

  let savedId: number | undefined;
  return waitUntilReady({
    what: `tunnel "${identifier}"`,
    timeoutSeconds: inputs.readyTimeoutSeconds,
    intervalMs: timing.pollIntervalMs,
    clock: ctx.clock,
    log: ctx.log,
    signal: ctx.signal,
    wake: proc.ended,
    check: () => {
      if (proc.exit) throw clientExited(proc, logFile, ctx);
    },
    probe: async (signal) => {
      const ours = (await ctx.client.tunnels.list(signal)).filter(
        (t) => t.identifier === identifier && !foreign.has(t.id),
      );
      const tunnel = ours.find((t) => t.state === TUNNEL_READY) ?? ours.at(-1);
      if (!tunnel) return { state: 'not listed by the service yet' };
      if (tunnel.id !== savedId) {
        ctx.saveState(STATE.tunnelId, String(tunnel.id));
        savedId = tunnel.id;
      }
      if (tunnel.state !== TUNNEL_READY) return { state: tunnel.state };
      if (awaitReadyFile && !existsSync(readyFile))
        return { state: 'READY at the service; waiting for the client to write its ready file' };
      return { ready: tunnel, state: tunnel.state };
    },
  });
}

/** Checked before anything is downloaded or started. */
function refuseCredentials(args: readonly string[], settings: ServiceSettings): void {
  const secrets = [settings.key, settings.secret].filter(Boolean);
  if (args.some((arg) => secrets.some((secret) => arg.includes(secret)))) {
    throw new InputError(
      `Input "${INPUTS.clientArgs}" holds the key or secret; remove it: the client finds them in its environment (CLOUDTEST_KEY, CLOUDTEST_SECRET), while a command line is visible to every process on the machine.`,
    );
  }
}

function clientExited(proc: ClientProcess, logFile: string, ctx: TunnelContext): Error {
  const how = proc.exit?.signal ? `was killed by ${proc.exit.signal}` : `exited with code ${proc.exit?.code}`;
  const last = printTail(logFile, ctx.log).at(-1)?.trim();
  return new Error(
    `The tunnel client ${how} before the tunnel was READY${last ? `; its log ends with: ${last}` : ' and logged nothing'}.`,
  );
}
