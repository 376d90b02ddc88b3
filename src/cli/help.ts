import { BUNDLE_VERSION } from '../version.ts';
import { type Flags, GLOBAL_FLAGS } from './args.ts';
import type { Command } from './command.ts';

const WIDTH = 100;

/** Words wrapped to the width, each line after the first indented. */
function wrap(text: string, indent: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > WIDTH - indent) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.join(`\n${' '.repeat(indent)}`);
}

function flagLines(flags: Flags): string[] {
  const names = Object.entries(flags).map(([name, spec]) => {
    const short = spec.short ? `-${spec.short}, ` : '';
    return [`  ${short}--${name}${spec.value ? ` ${spec.value}` : ''}`, spec.description] as const;
  });
  const column = Math.max(...names.map(([left]) => left.length)) + 2;
  return names.map(([left, text]) => `${left.padEnd(column)}${wrap(text, column)}`);
}

const ENVIRONMENT = [
  'Environment:',
  '  CLOUDTEST_API_URL, CLOUDTEST_KEY, CLOUDTEST_SECRET   the service and its credentials (never flags)',
  "  CLOUDTEST_BUILD                                      the build name of the job's tests (default: from the CI)",
  "  CLOUDTEST_MATRIX                                     on GitHub Actions, the job's matrix leg: ${{ toJSON(matrix) }}",
];

const EXIT_CODES = [
  'Exit codes: 0 passed, 1 tests failed, 2 bad usage or input (before any request), 3 could not run',
  '(service, network, credentials), 4 timed out, 130 interrupted (after stopping what it started).',
];

export function topHelp(commands: readonly Command[]): string {
  const column = Math.max(...commands.map((c) => c.name.length)) + 4;
  return [
    `cloudtest ${BUNDLE_VERSION}: tunnels, app uploads, Codeless runs and reports of a cloud testing service,`,
    'in any CI system and on your laptop.',
    '',
    'Usage: cloudtest COMMAND [flags]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(column - 2)}${wrap(c.summary, column)}`),
    '',
    'Flags for every command:',
    ...flagLines({ ...GLOBAL_FLAGS, version: { description: 'Print the version (cloudtest --version).' } }),
    '',
    ...ENVIRONMENT,
    '',
    ...EXIT_CODES,
    '',
    'Run "cloudtest COMMAND --help" for a command\'s flags.',
  ].join('\n');
}

export function commandHelp(command: Command): string {
  const flags = Object.keys(command.flags).length ? ['', 'Flags:', ...flagLines(command.flags)] : [];
  const examples = command.examples.length ? ['', 'Examples:', ...command.examples.map((e) => `  ${e}`)] : [];
  return [
    `Usage: ${command.usage}`,
    '',
    command.description.map((p) => wrap(p, 0)).join('\n\n'),
    ...flags,
    '',
    'Flags for every command:',
    ...flagLines(GLOBAL_FLAGS),
    ...examples,
    '',
    ...ENVIRONMENT,
  ].join('\n');
}
