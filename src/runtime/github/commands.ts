// What a step reads from the runner and tells it (docs/github-facts.md): inputs from INPUT_*, state
// from STATE_*, workflow commands on standard output, and file commands appended to GITHUB_OUTPUT,
// GITHUB_STATE and GITHUB_ENV, written as @actions/core 3 writes them. Not through @actions/core
// itself: it loads an HTTP client (undici), exec and io with it, a megabyte every step would parse
// before its first line (`npm run bench -- --only start`).
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { EOL } from 'node:os';

import { gitHubAnnotation, gitHubCommand } from '../../text/workflow-commands.ts';
import type { AnnotationPlace } from '../types.ts';

const write = (line: string) => {
  process.stdout.write(`${line}${EOL}`);
};

/** An input as the runner gives it (`INPUT_<NAME>`, spaces as `_`), trimmed; empty when not given. */
export const getInput = (name: string): string =>
  (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();

/** What main saved for the post step (`STATE_<name>`); empty when nothing was. */
export const getState = (name: string): string => process.env[`STATE_${name}`] ?? '';

export const info = (message: string): void => write(message);
export const debug = (message: string): void => write(gitHubCommand('debug', message));
export const warning = (message: string, place?: AnnotationPlace): void =>
  write(gitHubAnnotation('warning', message, place));
export const error = (message: string, place?: AnnotationPlace): void =>
  write(gitHubAnnotation('error', message, place));
export const notice = (message: string, place?: AnnotationPlace): void =>
  write(gitHubAnnotation('notice', message, place));

/** Masks `secret` in every later line of the job's log. */
export const setSecret = (secret: string): void => write(gitHubCommand('add-mask', secret));

/** The step fails (exit code 1) with `message` as its error. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

/**
 * `name<<delimiter`, the value, the delimiter: a file command that any value (several lines
 * included) passes through whole; without the file, the older workflow command.
 */
function fileCommand(file: 'OUTPUT' | 'STATE' | 'ENV', command: string, name: string, value: string): void {
  const path = process.env[`GITHUB_${file}`];
  if (!path) {
    if (file === 'OUTPUT') write('');
    write(gitHubCommand(command, value, { name }));
    return;
  }
  if (!existsSync(path)) throw new Error(`Missing file at path: ${path}`);
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter) || value.includes(delimiter))
    throw new Error(`Unexpected input: the name or value of ${name} holds the delimiter "${delimiter}"`);
  appendFileSync(path, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, { encoding: 'utf8' });
}

export const setOutput = (name: string, value: string): void =>
  fileCommand('OUTPUT', 'set-output', name, value);
export const saveState = (name: string, value: string): void =>
  fileCommand('STATE', 'save-state', name, value);

/** A variable for this step's process and the job's later steps. */
export function exportVariable(name: string, value: string): void {
  process.env[name] = value;
  fileCommand('ENV', 'set-env', name, value);
}
