import { STOP_SESSIONS_INPUT } from '../../runtime/job-sessions.ts';
import { SERVICE_SETTINGS } from '../../runtime/settings.ts';

export const ACTION = 'start-tunnel';

export const INPUTS = {
  identifier: 'identifier',
  readyTimeout: 'ready-timeout',
  clientUrl: 'client-url',
  clientVersion: 'client-version',
  clientSha256: 'client-sha256',
  clientArgs: 'client-args',
  clientCommand: 'client-command',
  stopSessions: STOP_SESSIONS_INPUT,
} as const;

export const INPUT_NAMES = Object.values(INPUTS);

export const OUTPUTS = {
  tunnelId: 'tunnel-id',
  tunnelIdentifier: 'tunnel-identifier',
  tunnelState: 'tunnel-state',
  /** Client mode: the client's log file. */
  logFile: 'log-file',
} as const;

/** Variables exported to the job's later steps. */
export const EXPORTED_ENV = {
  tunnelId: 'CLOUDTEST_TUNNEL_ID',
  tunnelIdentifier: 'CLOUDTEST_TUNNEL_IDENTIFIER',
} as const;

/**
 * What the tunnel client finds in its environment: the service settings under the names the actions
 * themselves read (so a client of the service knows them), and the tunnel's name. Never on its
 * command line.
 */
export const CLIENT_ENV = {
  apiUrl: SERVICE_SETTINGS.apiUrl.env,
  key: SERVICE_SETTINGS.key.env,
  secret: SERVICE_SETTINGS.secret.env,
  identifier: EXPORTED_ENV.tunnelIdentifier,
} as const;

/**
 * What main leaves for post, each saved as soon as there is something to tear down. Post reads only the
 * keys of the mode main saved and checks each (teardown.ts); the client's pid and log are never in state
 * but in main's own folder (ownership.ts).
 */
export const STATE = {
  /** 'api' or 'client'. */
  mode: 'mode',
  /** Saved before the tunnel can exist: post finds by it a tunnel whose id main never learned. */
  identifier: 'identifier',
  tunnelId: 'tunnel-id',
  /** Client mode: names main's folder under RUNNER_TEMP (ownership.ts). */
  clientToken: 'client-token',
  /** Tunnels that already had our identifier before the client started: never ours to delete. */
  foreignTunnelIds: 'foreign-tunnel-ids',
} as const;

/** What post says when main saved no mode: it started nothing. */
export const NOTHING_STARTED = 'Nothing to tear down: no tunnel was started.';
