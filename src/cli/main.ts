import { messageOf } from '../api/transport/errors.ts';
import { BUNDLE_VERSION } from '../version.ts';
import { parseCommandArgs } from './args.ts';
import { detectCi } from './ci/detect.ts';
import type { Command } from './command.ts';
import { devicesCommand } from './commands/devices.ts';
import { reportCommand } from './commands/report.ts';
import { runCommand } from './commands/run.ts';
import { shardCommand } from './commands/shard.ts';
import { tunnelCommand } from './commands/tunnel.ts';
import { uploadCommand } from './commands/upload.ts';
import { EXIT, UsageError } from './exit.ts';
import { reportFailure } from './failure.ts';
import { commandHelp, topHelp } from './help.ts';
import { createHost } from './host.ts';
import { Interrupts } from './interrupts.ts';
import { divertStandardOutput, type OutputStream, Terminal } from './terminal.ts';

/** Every command, in the order help lists them. */
export const COMMANDS: readonly Command[] = [
  runCommand,
  tunnelCommand,
  uploadCommand,
  reportCommand,
  devicesCommand,
  shardCommand,
];

export interface CliIo {
  argv: readonly string[];
  env: Record<string, string | undefined>;
  stdout: OutputStream;
  stderr: OutputStream;
  interrupts: Interrupts;
  /** Sends what libraries print on standard output to the terminal's log; returns the way back. */
  divert?: (terminal: Terminal) => () => void;
}

/** The command line's work: one command, its exit code. Writes only through `io`. */
export async function runCli(io: CliIo): Promise<number> {
  const [name, ...rest] = io.argv;
  const plain = () =>
    new Terminal({ stdout: io.stdout, stderr: io.stderr, ci: detectCi(io.env), verbose: false, live: false });
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.stderr : io.stdout).write(`${topHelp(COMMANDS)}\n`);
    return name === undefined ? EXIT.usage : EXIT.passed;
  }
  if (name === '--version' || name === '-V') {
    io.stdout.write(`${BUNDLE_VERSION}\n`);
    return EXIT.passed;
  }
  const command = COMMANDS.find((c) => c.name === name);
  let terminal = plain();
  // Said once, in the CI's form and redacted; the command then stops as on SIGTERM and cleans up.
  const unwatch = io.interrupts.watchCrashes((crash) => {
    if (crash.cause instanceof Error && crash.cause.stack) terminal.log.debug(crash.cause.stack);
    terminal.log.error(`${crash.message} (stopping what was started, then exiting ${EXIT.couldNotRun}).`);
  });
  try {
    const code = await runNamed({ name, command, rest }, io, (made) => (terminal = made));
    return io.interrupts.crashed ? EXIT.couldNotRun : code;
  } catch (error) {
    return reportFailure(error, { terminal, interrupts: io.interrupts }, command);
  } finally {
    unwatch();
  }
}

/** What the command line asks: the command's name as given, the command of that name if any, the rest. */
interface Invocation {
  name: string;
  command: Command | undefined;
  rest: readonly string[];
}

/** Runs the named command; `use` makes the terminal it sets up the one failures are said on. */
async function runNamed(
  { name, command, rest }: Invocation,
  io: CliIo,
  use: (terminal: Terminal) => Terminal,
): Promise<number> {
  if (!command)
    throw new UsageError(`Unknown command "${name}": use one of ${COMMANDS.map((c) => c.name).join(', ')}.`);
  const args = parseCommandArgs(command.name, rest, command.flags);
  if (args.values.help) {
    io.stdout.write(`${commandHelp(command)}\n`);
    return EXIT.passed;
  }
  const ci = detectCi(io.env, args.values.ci);
  const live = Boolean(io.stderr.isTTY) && ci === 'local' && io.env.TERM !== 'dumb';
  const terminal = use(
    new Terminal({
      stdout: io.stdout,
      stderr: io.stderr,
      ci,
      verbose: Boolean(args.values.verbose),
      live,
      onRunner: ci === 'github' && detectCi(io.env) === 'github',
    }),
  );
  const host = createHost({ ci, terminal, env: io.env, interrupts: io.interrupts });
  const restore = io.divert?.(terminal);
  try {
    return await command.run(args, host);
  } finally {
    terminal.stopStatus();
    await host.close();
    restore?.();
  }
}

/**
 * One of the process's streams, as the command writes to it: once it fails (a pipe closed by its
 * reader, `| head -1`; a terminal gone with SIGHUP) it takes no more writes, and the command goes on
 * cleaning up instead of dying of the error.
 */
function guarded(stream: NodeJS.WriteStream, write: (text: string, done?: () => void) => unknown) {
  let open = true;
  stream.on('error', () => (open = false));
  return {
    write: (text: string) => open && write(text),
    isTTY: stream.isTTY,
    get columns() {
      return stream.columns;
    },
    /** Resolves once what was written has gone out (a pipe may still hold the last lines). */
    flush: () => (open ? new Promise<void>((resolve) => write('', () => resolve())) : Promise.resolve()),
  };
}

/** The `cloudtest` program: the process's own streams, signals and exit code. */
export async function main(): Promise<void> {
  // Kept before the diversion below: results go out through it.
  const stdout = guarded(process.stdout, process.stdout.write.bind(process.stdout));
  const stderr = guarded(process.stderr, process.stderr.write.bind(process.stderr));
  const interrupts = new Interrupts(() => {
    stderr.write('Interrupted again: leaving at once, without cleaning up what was started.\n');
    process.exit(EXIT.interrupted);
  });
  const stopListening = interrupts.listen();
  // An error nothing caught is one line (runCli says it), then a clean-up and exit code 3, never
  // Node's own code 1, which would read "tests failed".
  const onCrash = (error: unknown) => {
    process.exitCode = EXIT.couldNotRun;
    if (!interrupts.crash(error)) stderr.write(`error: Unexpected error: ${messageOf(error)}\n`);
  };
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  let code: number;
  try {
    code = await runCli({
      argv: process.argv.slice(2),
      env: { ...process.env },
      stdout,
      stderr,
      interrupts,
      // Libraries print through process.stdout (@actions/core's debug lines): that becomes log lines.
      divert: (terminal) => divertStandardOutput(process.stdout, terminal),
    });
  } finally {
    stopListening();
  }
  await stdout.flush();
  await stderr.flush();
  process.exit(interrupts.crashed ? EXIT.couldNotRun : code);
}
