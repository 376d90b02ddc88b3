import { parseArgs } from 'node:util';

import type { z } from 'zod';

import { readInputs } from '../runtime/inputs.ts';
import { UsageError } from './exit.ts';

/**
 * The command line: `cloudtest COMMAND [FLAGS] [ARGS] [-- PROGRAM ARGS]`, read with Node's own
 * `util.parseArgs`. Each command declares its flags; the global ones work with every command.
 * Credentials are never flags: a process list shows every process's command line to every user of
 * the machine, so they come from the environment only.
 */

interface FlagSpec {
  /** The value's placeholder in help (`SECONDS`); a flag without one is a switch. */
  value?: string;
  description: string;
  short?: string;
}

export type Flags = Record<string, FlagSpec>;

/** What every command takes. */
export const GLOBAL_FLAGS: Flags = {
  ci: {
    value: 'NAME',
    description:
      'The CI system to write for: github, gitlab, buildkite, azure, circleci, jenkins or local (a plain terminal). Default: detected from the environment.',
  },
  json: { description: 'Print one JSON document on standard output instead of text.' },
  verbose: { description: 'Show debug lines.' },
  help: { short: 'h', description: 'Show this help.' },
};

/** Flags that would put a credential on the command line, and where it goes instead. */
const CREDENTIAL_FLAGS: Record<string, string> = {
  key: 'CLOUDTEST_KEY',
  secret: 'CLOUDTEST_SECRET',
  'api-url': 'CLOUDTEST_API_URL',
  password: 'CLOUDTEST_SECRET',
  token: 'CLOUDTEST_SECRET',
};

export interface ParsedArgs {
  /** Flag values by name; a switch is 'true' when given. */
  values: Record<string, string>;
  positionals: string[];
  /** Everything after the first `--`, undefined without one. */
  rest: string[] | undefined;
}

/** Refuses words other than flags, for a command that takes nothing else. */
export function onlyFlags(args: ParsedArgs, command: string): void {
  if (args.rest !== undefined || args.positionals.length)
    throw new UsageError(`${command} takes only flags.`, command);
}

/** Reads one command's arguments (the words after its name). */
export function parseCommandArgs(command: string, argv: readonly string[], flags: Flags): ParsedArgs {
  const split = argv.indexOf('--');
  const own = split < 0 ? [...argv] : argv.slice(0, split);
  refuseCredentialFlags(command, own);
  const all = { ...GLOBAL_FLAGS, ...flags };
  const options = Object.fromEntries(
    Object.entries(all).map(([name, spec]) => [
      name,
      {
        type: spec.value ? ('string' as const) : ('boolean' as const),
        ...(spec.short ? { short: spec.short } : {}),
      },
    ]),
  );
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true; tokens: true }>>;
  try {
    parsed = parseArgs({
      args: joinValues(own, all),
      options,
      allowPositionals: true,
      strict: true,
      tokens: true,
    });
  } catch (error) {
    throw new UsageError(describeParseError(error, command), command);
  }
  refuseRepeats(command, parsed.tokens);
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed.values)) {
    if (value === undefined || value === false) continue;
    values[name] = value === true ? 'true' : String(value);
  }
  return { values, positionals: parsed.positionals, rest: split < 0 ? undefined : argv.slice(split + 1) };
}

/**
 * `--flag VALUE` as `--flag=VALUE` for a flag that takes a value, so a value may start with a dash
 * (`--client-args "--name {identifier}"`), as users of other CLIs expect; parseArgs alone refuses it.
 */
function joinValues(args: readonly string[], flags: Flags): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const name = /^--([a-z0-9-]+)$/.exec(arg)?.[1];
    if (name && flags[name]?.value && i + 1 < args.length) out.push(`${arg}=${args[++i]}`);
    else out.push(arg);
  }
  return out;
}

/**
 * A flag given twice is refused: parseArgs keeps the last value, so `--suite-id 1 --suite-id 2` would
 * run suite 2 without a word, whichever one was meant.
 */
function refuseRepeats(command: string, tokens: readonly { kind: string; name?: string }[]): void {
  const seen = new Set<string>();
  for (const token of tokens) {
    if (token.kind !== 'option' || !token.name) continue;
    if (seen.has(token.name))
      throw new UsageError(`--${token.name} is given more than once: give it once.`, command);
    seen.add(token.name);
  }
}

function refuseCredentialFlags(command: string, args: readonly string[]): void {
  for (const arg of args) {
    const name = /^--([a-z-]+)(?:=|$)/.exec(arg)?.[1];
    const variable = name ? CREDENTIAL_FLAGS[name] : undefined;
    if (variable) {
      throw new UsageError(
        `--${name} is not a flag: credentials come only from the environment (${variable}), because every user of the machine can read a command line in the process list.`,
        command,
      );
    }
  }
}

/** Node's messages, in the command's words. */
function describeParseError(error: unknown, command: string): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(-[^' ]+)/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option)
    return `Unknown flag ${option} for "cloudtest ${command}".`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) {
    return /does not take/.test(message) ? `${option} takes no value.` : `${option} needs a value.`;
  }
  return message;
}

/**
 * An action's message in the command's words: `Input "ready-timeout" must be…` reads `--ready-timeout
 * must be…`. `words` names what stands for each input here (a flag, an argument, a variable);
 * inputs it does not name are left as they are.
 */
export function inCommandWords(message: string, words: Record<string, string>): string {
  return message.replace(/(?:\b[Ii]nput )?"([a-z0-9-]+)"/g, (whole, name: string) => words[name] ?? whole);
}

/** `--name` for each of an action's inputs that the command takes as a flag. */
export const flagWords = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, `--${n}`]));

/**
 * An action's inputs from the command's flags, checked by the action's own schema (its problems are
 * input errors, put in the command's words where they are reported).
 */
export function inputsFromFlags<S extends z.ZodType>(
  values: Record<string, string | undefined>,
  names: readonly string[],
  schema: S,
): z.output<S> {
  return readInputs(names, schema, (name) => values[name] ?? '');
}
