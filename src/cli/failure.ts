import { messageOf } from '../api/transport/errors.ts';
import { InputError } from '../runtime/inputs.ts';
import { SettingsError } from '../runtime/settings.ts';
import { flagWords, inCommandWords } from './args.ts';
import type { Command } from './command.ts';
import { EXIT, exitCodeOf, UsageError } from './exit.ts';
import type { Interrupts } from './interrupts.ts';
import type { Terminal } from './terminal.ts';

/**
 * Says what went wrong in one line (an annotation where the CI has them), the stack only among the
 * debug lines, and returns the exit code it stands for. An action's input error is put in the
 * command's words (`--ready-timeout`, not `Input "ready-timeout"`).
 */
export function reportFailure(
  error: unknown,
  where: { terminal: Terminal; interrupts?: Interrupts },
  command?: Command,
): number {
  const code = exitCodeOf(error, where.interrupts?.signal);
  // An error nothing caught stopped the command: its one line is said already (runCli).
  if (where.interrupts?.crashed) return code;
  let message = messageOf(error);
  if (
    command &&
    (error instanceof InputError || error instanceof SettingsError || error instanceof UsageError)
  )
    message = inCommandWords(message, { ...flagWords(Object.keys(command.flags)), ...command.words });
  if (code === EXIT.interrupted) message = `Interrupted (${messageOf(where.interrupts?.signal.reason)}).`;
  if (error instanceof Error && error.stack && code !== EXIT.usage) where.terminal.log.debug(error.stack);
  where.terminal.log.error(message);
  if (error instanceof UsageError) {
    const name = error.command ?? command?.name;
    where.terminal.line(`Run "cloudtest${name ? ` ${name}` : ''} --help" for usage.`);
  }
  return code;
}
