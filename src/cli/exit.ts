import { ReadyTimeoutError } from '../actions/start-tunnel/wait.ts';
import { messageOf } from '../api/transport/errors.ts';
import { InputError, InputRefusedError } from '../runtime/inputs.ts';
import { SettingsError } from '../runtime/settings.ts';

/** The command's exit codes (docs/ci/README.md): scripts and CI systems branch on them. */
export const EXIT = {
  passed: 0,
  testsFailed: 1,
  /** Bad usage or input, found before any request. */
  usage: 2,
  /** Could not run: the service, the network, the credentials. */
  couldNotRun: 3,
  timedOut: 4,
  /** Interrupted (SIGINT, SIGTERM, SIGHUP) after stopping what it started. */
  interrupted: 130,
} as const;

/** A command line the command cannot run: unknown command or flag, a missing argument. */
export class UsageError extends Error {
  override name = 'UsageError';
  /** The command whose help the message points to. */
  readonly command: string | undefined;
  constructor(message: string, command?: string) {
    super(message);
    this.command = command;
  }
}

/**
 * An error nothing caught (a callback's, a stream's): the command stops as on SIGTERM, cleans up what
 * it started, and exits 3.
 */
export class UnexpectedError extends Error {
  override name = 'UnexpectedError';
  constructor(cause: unknown) {
    super(`Unexpected error: ${messageOf(cause)}`, { cause });
  }
}

/**
 * The exit code an error stands for. Bad input is a 2: the inputs are read before any request, and an
 * input only the service can refuse (an app key it does not store) is a 3, as its other answers are;
 * a wait that ran out of time is a 4; 130 only when the command was interrupted (`signal`, the
 * interrupts', aborted by a signal); every other failure (an answer of the service, the network, a
 * download, a call cut by its own time limit, an error nothing caught) is a 3.
 */
export function exitCodeOf(error: unknown, signal?: AbortSignal): number {
  if (signal?.aborted) return signal.reason instanceof UnexpectedError ? EXIT.couldNotRun : EXIT.interrupted;
  if (error instanceof InputRefusedError) return EXIT.couldNotRun;
  if (error instanceof UsageError || error instanceof InputError || error instanceof SettingsError)
    return EXIT.usage;
  if (error instanceof ReadyTimeoutError) return EXIT.timedOut;
  return EXIT.couldNotRun;
}
