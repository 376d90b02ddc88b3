import { existsSync } from 'node:fs';

import { basicAuthorization } from '../../api/transport/credentials.ts';
import { type Tunnel, TUNNEL_READY } from '../../api/tunnels.ts';
import { InputError } from '../../runtime/inputs.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import type { ServiceSettings } from '../../runtime/settings.ts';
import { urlSecrets } from '../../runtime/url-secrets.ts';
import { prepareClient } from './client.ts';
import {
  clientEnvironment,
  type ClientProcess,
  startClient,
  substitutePlaceholders,
} from './client-process.ts';
import { defaultIdentifier } from './identifier.ts';
import type { ClientInputs, StartTunnelInputs, TunnelTiming } from './inputs.ts';
import { printTail } from './log-tail.ts';
import { INPUTS, STATE } from './names.ts';
import { createClientFolder, recordClient } from './ownership.ts';
import type { Platform } from './platform.ts';
import { type WaitOptions, waitUntilReady } from './wait.ts';

export interface ClientTunnelContext extends ServiceContext {
  /** Handed to the client, in its environment. */
  settings: ServiceSettings;
  /** Tests on Linux stand in for Windows and macOS. */
  platform?: Platform;
}

export interface ClientTunnel {
  tunnel: Tunnel;
  /** The client's log (the step's `log-file` output). */
  logFile: string;
}

/**
 * Client mode: our client opens the tunnel under our identifier; it is ready when the service lists
 * it READY (and the client wrote its ready file, when asked to). When it fails to get there (a time-out,
 * an early exit) the step prints the end of the client's log, secrets masked.
 */
export async function startClientTunnel(
  inputs: StartTunnelInputs,
  client: ClientInputs,
  ctx: ClientTunnelContext,
  timing: TunnelTiming,
): Promise<ClientTunnel> {
  // Refused inputs leave post nothing to look for: checked before any state is saved.
  refuseCredentials(client.args, ctx.settings);
  const identifier = inputs.identifier ?? defaultIdentifier(ctx.env);
  ctx.saveState(STATE.mode, 'client');
  ctx.saveState(STATE.identifier, identifier);

  const program = await prepareClient(client, ctx);
  const folder = createClientFolder(ctx.env);
  ctx.saveState(STATE.clientToken, folder.token);
  const args = substitutePlaceholders(client.args, {
    identifier,
    readyfile: folder.readyFile,
    logfile: folder.logFile,
  });
  const foreign = await foreignTunnels(identifier, ctx);
  const command = [program.command, ...program.args, ...args];
  ctx.log.info(`Starting the tunnel client for "${identifier}"; it logs to ${folder.logFile}`);
  // Safe to show: no credential can be on it (refuseCredentials).
  ctx.log.info(
    `Command line: ${command.map((part) => (/^[^\s"']+$/.test(part) ? part : `"${part}"`)).join(' ')}`,
  );
  const proc = await startClient({
    command: program.command,
    args: command.slice(1),
    cwd: folder.dir,
    env: clientEnvironment(ctx.env, ctx.settings, identifier),
    logFile: folder.logFile,
  });
  // At once, with no await in between: post stops only the process recorded here.
  recordClient(folder, proc.pid);
  const awaitReadyFile = client.args.some((arg) => arg.includes('{readyfile}'));
  const ours = {
    identifier,
    foreign,
    readyFile: awaitReadyFile ? folder.readyFile : undefined,
    secrets: knownSecrets(ctx.settings, client),
  };
  try {
    return {
      tunnel: await untilReady(proc, ours, ctx, {
        timeoutSeconds: inputs.readyTimeoutSeconds,
        intervalMs: timing.pollIntervalMs,
      }),
      logFile: proc.logFile,
    };
  } catch (error) {
    // An early exit has printed the tail already, to say how the log ends.
    if (!proc.exit) printTail(proc.logFile, ctx.log, ours.secrets);
    throw error;
  }
}

/** A tunnel already running under this name belongs to someone else: never take it for ours. */
export async function foreignTunnels(identifier: string, ctx: ClientTunnelContext): Promise<Set<number>> {
  const foreign = new Set(
    (await ctx.client.tunnels.list()).filter((t) => t.identifier === identifier).map((t) => t.id),
  );
  if (foreign.size) {
    ctx.saveState(STATE.foreignTunnelIds, [...foreign].join(','));
    ctx.log.warning(
      `A tunnel named "${identifier}" is already running (${[...foreign].join(', ')}); it is not this step's and is left alone. Give each job its own identifier.`,
    );
  }
  return foreign;
}

interface Ours {
  identifier: string;
  foreign: Set<number>;
  /** Set when the client was asked to write one: READY only once it exists. */
  readyFile: string | undefined;
  /** Masked in the log's tail. */
  secrets: string[];
}

/** How long the tunnel is waited for (`ready-timeout`), and how often the service is asked meanwhile. */
type ReadyPace = Pick<WaitOptions<Tunnel>, 'timeoutSeconds' | 'intervalMs'>;

async function untilReady(
  proc: ClientProcess,
  ours: Ours,
  ctx: ClientTunnelContext,
  pace: ReadyPace,
): Promise<Tunnel> {
  let savedId: number | undefined;
  return waitUntilReady({
    what: `tunnel "${ours.identifier}"`,
    timeoutSeconds: pace.timeoutSeconds,
    intervalMs: pace.intervalMs,
    clock: ctx.clock,
    log: ctx.log,
    signal: ctx.signal,
    wake: proc.ended,
    check: () => {
      if (proc.exit) throw clientExited(proc, ctx, ours.secrets);
    },
    client: ctx.client,
    probe: async (client) => {
      const listed = (await client.tunnels.list()).filter(
        (t) => t.identifier === ours.identifier && !ours.foreign.has(t.id),
      );
      const tunnel = listed.find((t) => t.state === TUNNEL_READY) ?? listed.at(-1);
      if (!tunnel) return { state: 'not listed by the service yet' };
      if (tunnel.id !== savedId) {
        ctx.saveState(STATE.tunnelId, String(tunnel.id));
        savedId = tunnel.id;
      }
      if (tunnel.state !== TUNNEL_READY) return { state: tunnel.state };
      if (ours.readyFile && !existsSync(ours.readyFile))
        return { state: 'READY at the service; waiting for the client to write its ready file' };
      return { ready: tunnel, state: tunnel.state };
    },
  });
}

/** What the client's log must never show: the credentials in every form, and the download's secrets. */
function knownSecrets(settings: ServiceSettings, client: ClientInputs): string[] {
  const credentials = { key: settings.key, secret: settings.secret };
  return [
    settings.key,
    settings.secret,
    basicAuthorization(credentials),
    basicAuthorization(credentials).replace(/^Basic /, ''),
    ...urlSecrets(client.url),
  ];
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

function clientExited(proc: ClientProcess, ctx: ClientTunnelContext, secrets: string[]): Error {
  const how = proc.exit?.signal ? `was killed by ${proc.exit.signal}` : `exited with code ${proc.exit?.code}`;
  const last = printTail(proc.logFile, ctx.log, secrets).at(-1)?.trim();
  return new Error(
    `The tunnel client ${how} before the tunnel was READY${last ? `; its log ends with: ${last}` : ' and logged nothing'}.`,
  );
}
