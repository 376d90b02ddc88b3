import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

import type { ServiceSettings } from '../../runtime/settings.ts';
import type { Clock, Logger } from '../../runtime/types.ts';
import { CLIENT_ENV } from './names.ts';
import { HOST_PLATFORM, type Platform } from './platform.ts';

/**
 * The tunnel client as a process: started detached so it outlives the step, with no shell in between,
 * credentials in its environment only; stopped by the post step, which is a different process and
 * knows it by its pid alone.
 */

export interface ClientSpec {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** Its stdout and stderr are appended here. */
  logFile: string;
}

export interface ClientProcess {
  pid: number;
  /** Where its stdout and stderr go (the step's `log-file` output). */
  logFile: string;
  /** Set once the process has ended (while this step still runs). */
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** Aborted when the process ends. */
  ended: AbortSignal;
}

/** Starts the client; resolves once it runs, rejects when it cannot be started at all. */
export async function startClient(spec: ClientSpec): Promise<ClientProcess> {
  const out = openSync(spec.logFile, 'a');
  let child: ReturnType<typeof spawn>;
  try {
    child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      // Its own process group (POSIX) or console (Windows): the step ending does not end the client.
      detached: true,
      stdio: ['ignore', out, out],
      shell: false,
      windowsHide: true,
    });
  } finally {
    // The child has its own copy; ours would only keep the file open.
    closeSync(out);
  }
  const ended = new AbortController();
  const state: { exit: ClientProcess['exit'] } = { exit: undefined };
  child.once('exit', (code, signal) => {
    state.exit = { code, signal };
    ended.abort();
  });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error) =>
      reject(new Error(`Could not start the tunnel client ${spec.command}: ${error.message}`)),
    );
  });
  // Later errors (a failed kill) must not crash the step; the post step does the stopping.
  child.on('error', () => {});
  // The step may end while the client runs on.
  child.unref();
  return {
    pid: child.pid as number,
    logFile: spec.logFile,
    get exit() {
      return state.exit;
    },
    ended: ended.signal,
  };
}

/**
 * The client's environment: the runner's (its proxy variables and NODE_EXTRA_CA_CERTS included),
 * without the action's inputs and state (the secret arrives as INPUT_SECRET) or the runner's job
 * tokens, plus the service settings and the tunnel's name.
 */
export function clientEnvironment(
  base: Record<string, string | undefined>,
  settings: ServiceSettings,
  identifier: string,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(base)) {
    if (value !== undefined && !isPrivateVariable(name)) env[name] = value;
  }
  env[CLIENT_ENV.apiUrl] = settings.apiUrl;
  env[CLIENT_ENV.key] = settings.key;
  env[CLIENT_ENV.secret] = settings.secret;
  env[CLIENT_ENV.identifier] = identifier;
  return env;
}

const RUNNER_TOKENS = new Set(['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN', 'GITHUB_TOKEN']);

function isPrivateVariable(name: string): boolean {
  const upper = name.toUpperCase();
  return upper.startsWith('INPUT_') || upper.startsWith('STATE_') || RUNNER_TOKENS.has(upper);
}

/** `{identifier}`, `{readyfile}` and `{logfile}` in each argument; other braces stay as they are. */
export function substitutePlaceholders(args: readonly string[], values: Record<string, string>): string[] {
  return args.map((arg) => arg.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole));
}

/** Whether a process with this pid (or its process group, on POSIX) still runs. */
export function isRunning(pid: number, platform: Platform = HOST_PLATFORM): boolean {
  for (const target of platform.os === 'win32' ? [pid] : [-pid, pid]) {
    try {
      platform.kill(target, 0);
      return true;
    } catch {
      // ESRCH: gone; EPERM: the pid now belongs to someone else's process, not ours.
    }
  }
  return false;
}

export interface StopOptions {
  graceMs: number;
  clock: Clock;
  log: Logger;
  platform?: Platform;
}

/**
 * POSIX: SIGTERM to the client's process group, then SIGKILL after `graceMs`. Windows: a console
 * program has no SIGTERM to handle, and ending only the client would leave what it started (a
 * launcher's JVM) running, so its whole process tree ends at once with `taskkill /T /F`. What did not
 * go to plan becomes a warning.
 */
export async function stopClient(pid: number, o: StopOptions): Promise<void> {
  const platform = o.platform ?? HOST_PLATFORM;
  if (!isRunning(pid, platform)) {
    o.log.info(`The tunnel client (process ${pid}) had already ended.`);
    return;
  }
  if (platform.os === 'win32') await killTree(pid, platform, o);
  else await terminateGroup(pid, platform, o);
}

async function terminateGroup(pid: number, platform: Platform, o: StopOptions): Promise<void> {
  signalGroup(pid, 'SIGTERM', platform);
  if (await waitForExit(pid, o.graceMs, platform, o.clock)) {
    o.log.info(`Stopped the tunnel client (process ${pid}).`);
    return;
  }
  o.log.warning(
    `The tunnel client (process ${pid}) did not stop within ${o.graceMs / 1000} s of SIGTERM; killing it.`,
  );
  signalGroup(pid, 'SIGKILL', platform);
  if (!(await waitForExit(pid, AFTER_KILL_MS, platform, o.clock)))
    o.log.warning(`The tunnel client (process ${pid}) still runs after SIGKILL.`);
}

async function killTree(pid: number, platform: Platform, o: StopOptions): Promise<void> {
  const result = await platform.runCommand('taskkill', ['/pid', String(pid), '/T', '/F']);
  if (await waitForExit(pid, AFTER_KILL_MS, platform, o.clock)) {
    o.log.info(`Stopped the tunnel client (process ${pid}) and the processes it started.`);
    return;
  }
  const why = result.code === 0 ? '' : ` (taskkill exited with code ${result.code}: ${result.output})`;
  o.log.warning(`The tunnel client (process ${pid}) still runs after taskkill /T /F${why}.`);
}

/**
 * The detached client leads its own process group: signalling the group also reaches what it
 * started (a launcher script's JVM).
 */
function signalGroup(pid: number, name: NodeJS.Signals, platform: Platform): void {
  try {
    platform.kill(-pid, name);
    return;
  } catch {
    // not a group leader (any more): signal the process itself
  }
  platform.kill(pid, name);
}

const EXIT_POLL_MS = 100;
const AFTER_KILL_MS = 2_000;

async function waitForExit(pid: number, ms: number, platform: Platform, clock: Clock): Promise<boolean> {
  const until = clock.now() + ms;
  while (isRunning(pid, platform)) {
    if (clock.now() >= until) return false;
    await clock.sleep(EXIT_POLL_MS);
  }
  return true;
}
