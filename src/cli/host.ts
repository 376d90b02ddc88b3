import type { ServiceClient } from '../api/client.ts';
import { proxySecretsOf } from '../api/transport/proxy-settings.ts';
import type { ReportPublisher } from '../report/types.ts';
import { systemClock } from '../runtime/clock.ts';
import type { ServiceContext } from '../runtime/service-context.ts';
import {
  readServiceSettings,
  SERVICE_SETTINGS,
  type ServiceSettings,
  SettingsError,
} from '../runtime/settings.ts';
import type { ActionContext, Clock } from '../runtime/types.ts';
import { USER_AGENT } from '../version.ts';
import { inCommandWords } from './args.ts';
import { type CiName, jobIdentityFor } from './ci/detect.ts';
import { ciPublisher } from './ci/publish.ts';
import { UsageError } from './exit.ts';
import type { Interrupts } from './interrupts.ts';
import type { Terminal } from './terminal.ts';

/**
 * The command line as a host of the actions' code, beside the GitHub runner (src/runtime/github/runtime.ts):
 * it gives an action's `run` the context it expects, with the settings from the environment, state
 * kept in memory (main and clean-up run in one process here), secrets redacted by the terminal, and
 * the cancellation of Ctrl+C and SIGTERM.
 */
export interface Host {
  ci: CiName;
  terminal: Terminal;
  /** The environment as the command found it. */
  env: Record<string, string | undefined>;
  interrupts: Interrupts;
  clock: Clock;
  /** The service settings from CLOUDTEST_API_URL, CLOUDTEST_KEY and CLOUDTEST_SECRET, every secret form masked. */
  settings(): ServiceSettings;
  /**
   * A context for an action's `run` against the service. All contexts of one host share their state,
   * so a clean-up sees what the start saved; `signal` cancels its requests (default: the interrupts').
   */
  serviceContext(
    name: string,
    signal?: AbortSignal,
  ): ServiceContext & { settings: ServiceSettings; publisher: ReportPublisher };
  /** Shows a report the CI's way: what the reporting core calls with each report it makes. */
  publisher: ReportPublisher;
  /**
   * A context for an action's `run` that reports: its reports are compared with the history file
   * `history` names (--history FILE), which a run of the branch then moves on; none without one.
   */
  reportingContext(
    name: string,
    history: string | undefined,
  ): ServiceContext & { settings: ServiceSettings; publisher: ReportPublisher };
  /** Closes the service clients the contexts made. */
  close(): Promise<void>;
}

export interface HostOptions {
  ci: CiName;
  terminal: Terminal;
  env: Record<string, string | undefined>;
  interrupts: Interrupts;
  clock?: Clock;
}

export function createHost(options: HostOptions): Host {
  const { ci, terminal, env, interrupts } = options;
  const clock = options.clock ?? systemClock;
  const state = new Map<string, string>();
  const clients: ServiceClient[] = [];
  const setSecret = (secret: string) => terminal.setSecret(secret);
  for (const secret of proxySecretsOf(env)) setSecret(secret);
  let settings: ServiceSettings | undefined;
  const job = jobIdentityFor(ci, env, (message) => terminal.log.warning(message));
  const context = (signal: AbortSignal): ActionContext => ({
    log: terminal.log,
    clock,
    signal,
    env,
    saveState: (name, value) => void state.set(name, value),
    getState: (name) => state.get(name) ?? '',
    setSecret,
    // Reports go out the CI's way (`publisher`), never through GitHub's API: no token, no client.
    github: async () => undefined,
    job,
  });
  const place = { ci, terminal, env, clock, cwd: process.cwd() };
  const host: Host = {
    ci,
    terminal,
    env,
    interrupts,
    clock,
    settings: () => (settings ??= settingsFromEnvironment(env, setSecret)),
    serviceContext(name, signal = interrupts.signal) {
      const current = host.settings();
      const client = createClient(current, name, context(signal), setSecret);
      clients.push(client);
      return { ...context(signal), settings: current, client, publisher: host.publisher };
    },
    publisher: ciPublisher(place),
    reportingContext: (name, history) => ({
      ...host.serviceContext(name),
      ...(history === undefined ? {} : { publisher: ciPublisher({ ...place, history }) }),
    }),
    close: async () => {
      await Promise.all(clients.splice(0).map((client) => client.close()));
    },
  };
  return host;
}

/** Loaded with the first context: a command that stops at its arguments loads no HTTP code. */
let createServiceClient: typeof import('../api/client.ts').createServiceClient | undefined;

/** Loads the service client's module; call before `serviceContext`. */
export async function loadServiceClient(): Promise<void> {
  createServiceClient ??= (await import('../api/client.ts')).createServiceClient;
}

function createClient(
  settings: ServiceSettings,
  name: string,
  ctx: ActionContext,
  setSecret: (secret: string) => void,
): ServiceClient {
  if (!createServiceClient) throw new Error('The service client was not loaded (loadServiceClient).');
  return createServiceClient({
    baseUrl: settings.apiUrl,
    credentials: { key: settings.key, secret: settings.secret },
    userAgent: `${USER_AGENT} (${name})`,
    logger: ctx.log,
    signal: ctx.signal,
    maskSecret: setSecret,
  });
}

/** Where each setting comes from, in the messages: the environment only. */
const SETTING_WORDS = Object.fromEntries(Object.values(SERVICE_SETTINGS).map((s) => [s.input, s.env]));

/**
 * The settings from the environment; a missing one is bad usage, found before any request. The
 * checks (an https address without credentials in it) are the actions' own.
 */
export function settingsFromEnvironment(
  env: Record<string, string | undefined>,
  setSecret: (secret: string) => void,
): ServiceSettings {
  const missing = Object.values(SERVICE_SETTINGS)
    .map((setting) => setting.env)
    .filter((name) => !env[name]?.trim());
  try {
    return readServiceSettings(() => '', env, setSecret);
  } catch (error) {
    if (missing.length) {
      throw new UsageError(
        `Missing ${missing.join(', ')}: set ${missing.length > 1 ? 'them' : 'it'} in the environment (the service's address, key and secret are never flags).`,
      );
    }
    if (error instanceof SettingsError) throw new SettingsError(inCommandWords(error.message, SETTING_WORDS));
    throw error;
  }
}
