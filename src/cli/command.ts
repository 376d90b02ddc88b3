import type { Flags, ParsedArgs } from './args.ts';
import type { Host } from './host.ts';

/** One command of `cloudtest`: what its help shows, and what it does. */
export interface Command {
  name: string;
  /** One line for the list of commands. */
  summary: string;
  /** `cloudtest tunnel [flags] -- COMMAND [ARG...]` */
  usage: string;
  /** Paragraphs under the usage line. */
  description: string[];
  flags: Flags;
  examples: string[];
  /**
   * What each action input the command fills is called here (`file` is the FILE argument), for the
   * action's messages; its flags are `--<input>` unless said otherwise.
   */
  words?: Record<string, string>;
  /** Does the work; resolves to the exit code. */
  run(args: ParsedArgs, host: Host): Promise<number>;
}
