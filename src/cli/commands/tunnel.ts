import { mkdirSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

import { InputsSchema, type StartTunnelInputs } from '../../actions/start-tunnel/inputs.ts';
import { INPUT_NAMES, INPUTS, OUTPUTS } from '../../actions/start-tunnel/names.ts';
import { BUILD_VARIABLE } from '../../runtime/job-identity.ts';
import { buildToStop } from '../../runtime/job-sessions.ts';
import type { ActionResult } from '../../runtime/types.ts';
import { flagWords, inCommandWords, inputsFromFlags, type ParsedArgs } from '../args.ts';
import { type ChildExit, CommandStartError, exitStatusOf, missingProgram, startCommand } from '../child.ts';
import { buildNameFor, ciBuildName } from '../ci/detect.ts';
import type { Command } from '../command.ts';
import { UsageError } from '../exit.ts';
import { reportFailure } from '../failure.ts';
import { type Host, loadServiceClient } from '../host.ts';

/**
 * `cloudtest tunnel [flags] -- COMMAND`: the tunnel lives exactly as long as one command, so no CI
 * needs a clean-up step. The start and the clean-up are start-tunnel's own (its `run`, then its
 * `teardown` over the state `run` saved, kept in memory here), so the command behaves as the action
 * does: the same modes, checks, waits and messages.
 */

/** How long the clean-up may take: the client's stop (10 s of grace) and the delete, with retries. */
const CLEAN_UP_MS = 60_000;

export const tunnelCommand: Command = {
  name: 'tunnel',
  summary: 'Start a tunnel, run a command while it is up, then delete the tunnel.',
  usage: 'cloudtest tunnel [flags] -- COMMAND [ARG...]',
  description: [
    'Starts a tunnel (through the service, or with a tunnel client given by --client-url), waits until it is READY, runs COMMAND with CLOUDTEST_TUNNEL_ID and CLOUDTEST_TUNNEL_IDENTIFIER (and CLOUDTEST_BUILD, when the CI names one) in its environment, and deletes the tunnel however COMMAND ends. Ctrl+C, SIGTERM and SIGHUP reach COMMAND once each: a Ctrl+C at the terminal (and on Windows every console event) reaches it directly, anything else is passed on. A COMMAND that is not found is refused before a tunnel is made (exit 127).',
    "Exits with COMMAND's exit code (128 + the signal's number when a signal ended it); 2, 3 or 4 when the tunnel could not be started (bad input, the service, a time-out), 130 when interrupted before COMMAND started.",
  ],
  flags: {
    [INPUTS.identifier]: {
      value: 'NAME',
      description: 'The tunnel\'s name (default: unique per run, e.g. "local-3f9a0c12").',
    },
    [INPUTS.readyTimeout]: { value: 'SECONDS', description: 'How long to wait for READY (default 120).' },
    [INPUTS.clientUrl]: {
      value: 'URL',
      description: "The tunnel client's download (.jar, .zip, .tar.gz or a single program): client mode.",
    },
    [INPUTS.clientVersion]: { value: 'VERSION', description: "The client's version, for the cache." },
    [INPUTS.clientSha256]: { value: 'HEX', description: 'The SHA-256 the download must have.' },
    [INPUTS.clientArgs]: {
      value: 'ARGS',
      description: 'Arguments for the client; {identifier}, {readyfile} and {logfile} are filled in.',
    },
    [INPUTS.clientCommand]: { value: 'PATH', description: 'The program to run inside an archive.' },
    [INPUTS.stopSessions]: {
      value: 'MODE',
      description:
        'auto (default): when COMMAND ends, stop the sessions of the build the CI names still running; true: also of a CLOUDTEST_BUILD you set; false: never.',
    },
  },
  examples: [
    'cloudtest tunnel -- npm test',
    'cloudtest tunnel --ready-timeout 300 -- ./run-e2e.sh --headless',
    'cloudtest tunnel --client-url https://downloads.example.com/tunnel-4.2.tar.gz --client-args "--name {identifier} --ready-file {readyfile}" -- npm test',
  ],
  run: runTunnel,
};

async function runTunnel(args: ParsedArgs, host: Host): Promise<number> {
  const command = args.rest ?? [];
  if (args.positionals.length)
    throw new UsageError(
      `Unexpected "${args.positionals[0]}": the command to run goes after "--".`,
      'tunnel',
    );
  if (!command.length)
    throw new UsageError('Give the command to run after "--", e.g. cloudtest tunnel -- npm test.', 'tunnel');
  const inputs: StartTunnelInputs = inputsFromFlags(args.values, INPUT_NAMES, InputsSchema);
  host.settings();
  // A program that is nowhere is said before a tunnel is made for it.
  const missing = missingProgram(command[0] ?? '', host.env);
  if (missing) {
    host.terminal.log.error(missing.message);
    return missing.status;
  }
  if (inputs.client) prepareToolCache(host.env);
  const [{ run }, { teardown }] = await Promise.all([
    import('../../actions/start-tunnel/run.ts'),
    import('../../actions/start-tunnel/teardown.ts'),
    loadServiceClient(),
  ]);
  let status: number;
  let ran = false;
  try {
    const ctx = host.serviceContext('cloudtest tunnel');
    // The action's warnings name its inputs, which are this command's flags.
    const words = flagWords(Object.keys(tunnelCommand.flags));
    const log = { ...ctx.log, warning: (m: string) => ctx.log.warning(inCommandWords(m, words)) };
    const started = await inGroup(host, 'cloudtest_tunnel_start', 'Starting the tunnel', () =>
      run(inputs, { ...ctx, log }),
    );
    ran = true;
    status = await runCommand(command, started, host);
  } catch (error) {
    if (error instanceof CommandStartError) {
      host.terminal.log.error(error.message);
      status = error.status;
    } else {
      status = reportFailure(error, host, tunnelCommand);
    }
  }
  // Its own deadline, not the interrupts' signal: after a Ctrl+C the tunnel is still to be deleted.
  if (ran) await stopCommandSessions(inputs, host);
  await inGroup(host, 'cloudtest_tunnel_clean_up', 'Deleting the tunnel', () =>
    teardown(host.serviceContext('cloudtest tunnel clean-up', AbortSignal.timeout(CLEAN_UP_MS))),
  );
  return status;
}

/**
 * The sessions COMMAND left running in the build the CI names, stopped before the tunnel they may use
 * goes, as `stop-sessions` says (src/runtime/job-sessions.ts: a CLOUDTEST_BUILD given is not the
 * command's own under `auto`).
 */
async function stopCommandSessions(inputs: StartTunnelInputs, host: Host): Promise<void> {
  const chosen = buildToStop(
    inputs.stopSessions ?? 'auto',
    host.env[BUILD_VARIABLE],
    ciBuildName(host.ci, host.env),
  );
  if (!('build' in chosen)) {
    if (chosen.why) host.terminal.log.info(inCommandWords(chosen.why, flagWords([INPUTS.stopSessions])));
    return;
  }
  const { stopBuildSessions } = await import('../../codeless/build-sessions.ts');
  const ctx = host.serviceContext('cloudtest tunnel clean-up', AbortSignal.timeout(CLEAN_UP_MS));
  await inGroup(host, 'cloudtest_tunnel_sessions', 'Stopping the sessions still running', () =>
    stopBuildSessions(chosen.build, ctx),
  );
}

async function inGroup<T>(host: Host, id: string, title: string, work: () => Promise<T>): Promise<T> {
  const end = host.terminal.group(id, title);
  host.terminal.startStatus(title);
  try {
    return await work();
  } finally {
    host.terminal.stopStatus();
    end();
  }
}

/** Runs the command with the tunnel's variables, passing signals on; resolves to its exit status. */
async function runCommand(command: string[], started: ActionResult, host: Host): Promise<number> {
  const build = buildNameFor(host.ci, host.env);
  const env = {
    ...host.env,
    ...started.env,
    ...(build && !host.env[BUILD_VARIABLE]?.trim() ? { [BUILD_VARIABLE]: build } : {}),
  };
  host.terminal.heading(`Running ${command[0]} with tunnel ${started.outputs[OUTPUTS.tunnelId]}`);
  if (host.interrupts.signal.aborted) throw new Error('interrupted before the command started');
  const child = await startCommand(command, env);
  // The command decides what a signal means to it, and gets each once (passesOn in child.ts).
  const stop = host.interrupts.subscribe((name) => child.passOn(name));
  const release = host.interrupts.hold();
  let exit: ChildExit;
  try {
    exit = await child.exited;
  } finally {
    release();
    stop();
  }
  const how = exit.signal ? `was ended by ${exit.signal}` : `exited with code ${exit.code}`;
  host.terminal.log.info(`${command[0]} ${how}.`);
  return exitStatusOf(exit);
}

/**
 * The tool cache, where a tunnel client is kept between runs, is the runner's on GitHub; elsewhere a
 * folder in the user's cache (the tool cache reads it from the process's environment).
 */
function prepareToolCache(env: Record<string, string | undefined>): void {
  if (!process.env.RUNNER_TOOL_CACHE) {
    const base =
      process.platform === 'win32'
        ? (env.LOCALAPPDATA ?? join(homedir(), 'AppData', 'Local'))
        : process.platform === 'darwin'
          ? join(homedir(), 'Library', 'Caches')
          : (env.XDG_CACHE_HOME ?? join(homedir(), '.cache'));
    process.env.RUNNER_TOOL_CACHE = join(base, 'cloudtest', 'tool-cache');
    mkdirSync(process.env.RUNNER_TOOL_CACHE, { recursive: true });
  }
  process.env.RUNNER_TEMP ||= tmpdir();
}
