import { ServiceError } from '../api/errors.ts';
import { InputError } from '../runtime/inputs.ts';
import { SettingsError } from '../runtime/settings.ts';
import { ReadyTimeoutError } from '../actions/start-tunnel/wait.ts';

/** The command's exit codes (docs/ci/README.md): scripts and CI systems branch on them. */
export const EXIT = {
  passed: 0,
  testsFailed: 1,
  /** Bad usage or input, found before any request. */
  usage: 2,
  /** Could not run: the service, the network, the credentials. */
  couldNotRun: 3,
  timedOut: 4,
  /** Interrupted (SIGINT, SIGTERM) after stopping what it started. */
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
 * The exit code an error stands for. Bad input is known before any request (the inputs are read
 * first), so every input error is a 2; a wait that ran out of time is a 4; a cancel is a 130; every
 * other failure (an answer of the service, the network, a download) is a 3.
 */
export function exitCodeOf(error: unknown, signal?: AbortSignal): number {
  if (signal?.aborted) return EXIT.interrupted;
  if (error instanceof UsageError || error instanceof InputError || error instanceof SettingsError)
    return EXIT.usage;
  if (error instanceof ReadyTimeoutError) return EXIT.timedOut;
  if (error instanceof ServiceError && error.kind === 'aborted') return EXIT.interrupted;
  return EXIT.couldNotRun;
}
