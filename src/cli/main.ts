import { BUNDLE_VERSION } from '../version.ts';
import { parseCommandArgs } from './args.ts';
import { detectCi } from './ci/detect.ts';
import type { Command } from './command.ts';
import { reportCommand, runCommand } from './commands/coming.ts';
import { devicesCommand } from './commands/devices.ts';
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
  try {
    if (!command)
      throw new UsageError(
        `Unknown command "${name}": use one of ${COMMANDS.map((c) => c.name).join(', ')}.`,
      );
    const asksHelp = rest.includes('--help') || rest.includes('-h');
    if (command.coming && !asksHelp) throw new UsageError(command.coming, command.name);
    const args = parseCommandArgs(command.name, rest, command.flags);
    if (args.values.help) {
      io.stdout.write(`${commandHelp(command)}\n`);
      return EXIT.passed;
    }
    const ci = detectCi(io.env, args.values.ci);
    const live = Boolean(io.stderr.isTTY) && ci === 'local' && io.env.TERM !== 'dumb';
    terminal = new Terminal({
      stdout: io.stdout,
      stderr: io.stderr,
      ci,
      verbose: Boolean(args.values.verbose),
      live,
      onRunner: ci === 'github' && detectCi(io.env) === 'github',
    });
    const host = createHost({ ci, terminal, env: io.env, interrupts: io.interrupts });
    const restore = io.divert?.(terminal);
    try {
      return await command.run(args, host);
    } finally {
      terminal.stopStatus();
      await host.close();
      restore?.();
    }
  } catch (error) {
    return reportFailure(error, { terminal, interrupts: io.interrupts }, command);
  }
}

/** The `cloudtest` program: the process's own streams, signals and exit code. */
export async function main(): Promise<void> {
  const realStdout = process.stdout.write.bind(process.stdout);
  const stdout: OutputStream = { write: (text: string) => realStdout(text), isTTY: process.stdout.isTTY };
  const interrupts = new Interrupts(() => {
    process.stderr.write('Interrupted again: leaving at once, without cleaning up what was started.\n');
    process.exit(EXIT.interrupted);
  });
  const stopListening = interrupts.listen();
  let code: number;
  try {
    code = await runCli({
      argv: process.argv.slice(2),
      env: { ...process.env },
      stdout,
      stderr: process.stderr,
      interrupts,
      // Libraries print through process.stdout (@actions/core's debug lines): that becomes log lines.
      divert: (terminal) => divertStandardOutput(process.stdout, terminal),
    });
  } finally {
    stopListening();
  }
  // Written out before leaving: a pipe may still hold the last lines.
  await new Promise((resolve) => realStdout('', resolve));
  await new Promise((resolve) => process.stderr.write('', resolve));
  process.exit(code);
}
