// npm run docs: writes each action's usage block (a snippet of its most used inputs) and its tables of
// inputs and outputs, generated from its action.yml, into its README (for the root action, its page
// docs/run-codeless-tests.md: the root README is the quick start), between markers; everything outside
// the markers is left as it is. npm run docs:check fails when one is not up to date.
// Both fail when a hand-written `uses:` of this repository names a version tag of another major
// version than package.json's (`@v2` in a 1.x release): the moving tag users write is `v<major>`.
// They do the same for the tables of endpoints and assumptions in docs/service-records.md, and for
// the values the docs mark as the code's (scripts/doc-claims.ts: check names, build names, defaults,
// the command line's flags); they fail on a value the docs show unmarked that the code contradicts,
// when an assumption of src/api/assumptions.ts names a pinning test that does not exist, and when its
// `code` names what is not there (scripts/fidelity.ts).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { SERVICE_SETTING_INPUTS, SERVICE_SETTINGS } from '../src/runtime/settings.ts';
import { type ActionFile, actionFiles, MAJOR_VERSION, ROOT, USES_REPO, usesOf } from './action-files.ts';
import { claimsOf, type DocProblem, formatDocProblem, helpProblems, listed } from './doc-claims.ts';
import { codeProblems } from './fidelity.ts';
import { pinProblems, serviceRecordsPlan } from './service-records.ts';

export const START = '<!-- generated:usage:start -->';
export const END = '<!-- generated:usage:end -->';
const NOTICE = '<!-- Generated from action.yml by `npm run docs`: edit action.yml, not this block. -->';

/**
 * The inputs a usage snippet shows, with a value to copy, by action folder: the most used ones. A
 * required input must have one; every other input is in the table below the snippet.
 */
export const USAGE_EXAMPLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '.': { 'suite-id': '1234' },
  'actions/start-tunnel': {
    'client-url': '${{ vars.CLOUDTEST_TUNNEL_CLIENT_URL }}',
    'client-sha256': '${{ vars.CLOUDTEST_TUNNEL_CLIENT_SHA256 }}',
    'client-args': '--identifier {identifier} --ready-file {readyfile}',
  },
  'actions/upload-app': { file: 'app/build/outputs/apk/release/*.apk' },
  'actions/trigger-lab-suite': { 'suite-id': '1234' },
  'actions/wait-for-job': { 'job-id': '${{ steps.trigger.outputs.job-id }}' },
  'actions/list-devices': { platform: 'Android', 'min-version': '13' },
  'actions/shard': { tests: 'e2e/tests.txt', 'target-minutes': '10' },
};

/** The snippet's inputs: the examples of USAGE_EXAMPLES, and every required input. */
function snippetInputs(file: ActionFile): Array<[string, string]> {
  const inputs = file.metadata.inputs ?? {};
  const examples = USAGE_EXAMPLES[file.dir] ?? {};
  for (const name of Object.keys(examples))
    if (!inputs[name]) throw new Error(`USAGE_EXAMPLES names "${name}", which is no input of ${file.dir}`);
  const required = Object.keys(inputs).filter((name) => inputs[name]?.required);
  for (const name of required)
    if (examples[name] === undefined)
      throw new Error(`the required input "${name}" of ${file.dir} needs a value in USAGE_EXAMPLES`);
  return Object.keys(inputs)
    .filter((name) => examples[name] !== undefined)
    .map((name) => [name, examples[name] ?? '']);
}

/** Where each action's usage block goes: its README, but the root action's, which has a page of its own. */
export function usageDoc(file: ActionFile): string {
  return join(ROOT, file.dir === '.' ? 'docs/run-codeless-tests.md' : join(file.dir, 'README.md'));
}

/**
 * The generated block, markers included: a snippet of the inputs most used, then the table of every
 * input (each described once) and of the outputs.
 */
export function usageBlock(file: ActionFile): string {
  const { inputs = {}, outputs = {} } = file.metadata;
  const lines = [START, NOTICE, '', '## Usage', '', '```yaml', `- uses: ${usesOf(file)}`];
  const snippet = snippetInputs(file);
  if (snippet.length)
    lines.push('  with:', ...snippet.map(([name, value]) => `    ${name}: ${yamlValue(value)}`));
  lines.push('```', '');
  const settings = SERVICE_SETTING_INPUTS.filter((name) => inputs[name]);
  if (settings.length)
    lines.push(
      `The service's address and credentials come from ${listed(SERVICE_SETTINGS_LIST.map((s) => `\`${s.env}\``))} in the job's \`env:\`, or from the inputs ${listed(settings.map((n) => `\`${n}\``))}.`,
      '',
    );
  lines.push('## Inputs', '');
  if (Object.keys(inputs).length) {
    lines.push('| Input | Description | Default | Required |', '|---|---|---|---|');
    for (const [name, input] of Object.entries(inputs)) {
      const fallback = input.default ? `\`${input.default}\`` : '';
      lines.push(
        `| \`${name}\` | ${cell(input.description)} | ${fallback} | ${input.required ? 'yes' : 'no'} |`,
      );
    }
  } else {
    lines.push('None.');
  }
  lines.push('', '## Outputs', '');
  if (Object.keys(outputs).length) {
    lines.push('| Output | Description |', '|---|---|');
    for (const [name, output] of Object.entries(outputs))
      lines.push(`| \`${name}\` | ${cell(output.description)} |`);
  } else {
    lines.push('None.');
  }
  lines.push(END);
  return lines.join('\n');
}

const SERVICE_SETTINGS_LIST = Object.values(SERVICE_SETTINGS);

/** A value as YAML writes it plainly, quoted where plain YAML would read it otherwise. */
const yamlValue = (value: string) => (/^[{[*&!|>'"%@`#]|: | #/.test(value) ? JSON.stringify(value) : value);

const cell = (text = '') => text.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|');

/**
 * The README with an up-to-date block: replaced between the markers when they are there; else put
 * after the first paragraph under the title; a missing README is made from action.yml.
 */
export function withUsage(readme: string | undefined, file: ActionFile): string {
  const block = usageBlock(file);
  if (readme === undefined) {
    return `# ${file.metadata.name}\n\n${file.metadata.description}\n\n${block}\n`;
  }
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start >= 0 || end >= 0) {
    if (start < 0 || end < start) throw new Error(`${START} and ${END} must both be there, in this order`);
    return readme.slice(0, start) + block + readme.slice(end + END.length);
  }
  const lines = readme.split('\n');
  let i = 0;
  const skipBlank = () => {
    while (i < lines.length && lines[i]?.trim() === '') i++;
  };
  skipBlank();
  if (lines[i]?.startsWith('#')) i++;
  skipBlank();
  if (i < lines.length && !lines[i]?.startsWith('#')) {
    while (i < lines.length && lines[i]?.trim() !== '' && !lines[i]?.startsWith('#')) i++;
  }
  const before = lines.slice(0, i).join('\n').replace(/\n+$/, '');
  const after = lines.slice(i).join('\n').replace(/^\n+/, '');
  return `${before}\n\n${block}\n${after ? `\n${after}` : ''}`;
}

export interface ReadmePlan {
  path: string;
  current: string | undefined;
  wanted: string;
}

export function plan(files: readonly ActionFile[] = actionFiles(), read: ReadDoc = readDoc): ReadmePlan[] {
  return files.map((file) => {
    const path = usageDoc(file);
    const current = read(path);
    let wanted: string;
    try {
      wanted = withUsage(current, file);
    } catch (error) {
      throw new Error(`${relative(ROOT, path)}: ${(error as Error).message}`, { cause: error });
    }
    return { path, current, wanted };
  });
}

export interface WrongRef {
  line: number;
  ref: string;
}

/**
 * A `uses:` of this repository by version tag (`@v1`, `@v1.2.3`), or an install of its command from
 * one (`github:OWNER/REPO#v1`); group 1 holds the major version.
 */
const VERSION_REF = new RegExp(
  `(?:${USES_REPO}(?:/[\\w./-]+)?@|github:${USES_REPO}#)v(\\d+)(?:\\.\\d+)*\\b`,
  'g',
);
/** An install from a GitHub repository's tag: `github:OWNER/REPO#…`; group 1 the repository. */
const INSTALL_REF = /github:([\w.-]+\/[\w.-]+)#/g;

/**
 * The references of this repository in `text` whose version tag is not of major version `major`, and
 * installs from a repository that is not this one.
 */
export function wrongMajorRefs(text: string, major = MAJOR_VERSION): WrongRef[] {
  const lines = text.split('\n');
  return lines.flatMap((line, i) => [
    ...[...line.matchAll(VERSION_REF)]
      .filter((match) => Number(match[1]) !== major)
      .map((match) => ({ line: i + 1, ref: match[0] })),
    ...[...line.matchAll(INSTALL_REF)]
      .filter((match) => match[1] !== USES_REPO)
      .map((match) => ({ line: i + 1, ref: match[0] })),
  ]);
}

/**
 * What users read: the READMEs, CONTRIBUTING.md, and every Markdown page and example workflow under
 * docs/, every file of docs/ci/ among them.
 */
export function docFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(md|ya?ml)$/.test(name) || /^ci\/[^/]+$/.test(name))
    .map((name) => join(ROOT, 'docs', name));
  const readmes = actionFiles().map((file) => join(ROOT, file.dir, 'README.md'));
  return [...readmes, join(ROOT, 'CONTRIBUTING.md'), ...docs.sort()].filter((path) => existsSync(path));
}

/** Reads a doc; tests hand in a doc that drifted. */
export type ReadDoc = (path: string) => string | undefined;
const readDoc: ReadDoc = (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

/**
 * Every doc with its marked values as the code makes them, on top of the generated blocks `plans`
 * write (the usage blocks, the service's tables); the problems the docs and `cloudtest --help` have
 * with the code, and the marked values that drifted from it.
 */
export function withClaimPlans(
  plans: readonly ReadmePlan[],
  read: ReadDoc = readDoc,
): { plans: ReadmePlan[]; problems: DocProblem[]; drifts: DocProblem[] } {
  const problems: DocProblem[] = helpProblems();
  const drifts: DocProblem[] = [];
  const paths = [...new Set([...plans.map((p) => p.path), ...docFiles()])];
  const all = paths.map((path) => {
    const planned = plans.find((p) => p.path === path);
    const current = planned ? planned.current : read(path);
    const claims = claimsOf(path, planned ? planned.wanted : (current ?? ''));
    problems.push(...claims.problems);
    drifts.push(...claims.drifts);
    return { path, current, wanted: claims.text };
  });
  return { plans: all, problems, drifts };
}

/**
 * What `npm run docs:check` finds, one line each. `problems` npm run docs cannot mend: a `uses:` of
 * another major version, a value the docs show unmarked that the code contradicts, a mark it cannot
 * read, an assumption pinned by a test that does not exist or naming code that is not there. `stale` it mends: a marked value that drifted from the code, a generated block out of date.
 */
export function docsCheck(read: ReadDoc = readDoc): {
  problems: string[];
  stale: string[];
  plans: ReadmePlan[];
} {
  const wrong = docFiles().flatMap((path) =>
    wrongMajorRefs(read(path) ?? '').map(
      (w) =>
        `${relative(ROOT, path)}:${w.line}: ${w.ref} is not ${USES_REPO} at v${MAJOR_VERSION} (package.json's repository and major version)`,
    ),
  );
  const { plans, problems, drifts } = withClaimPlans(
    [...plan(actionFiles(), read), serviceRecordsPlan()],
    read,
  );
  const outOfDate = plans
    .filter((p) => p.current !== p.wanted)
    .map((p) => `${relative(ROOT, p.path)}: ${p.current === undefined ? 'missing' : 'not up to date'}`);
  // An assumption whose pinning test is gone is no longer pinned: the fidelity line would be false.
  const unpinned = pinProblems().map((line) => `src/api/assumptions.ts: ${line}`);
  // The code an assumption names is what the mutation run measures of it: it must be there.
  const unmapped = codeProblems().map((line) => `src/api/assumptions.ts: ${line}`);
  return {
    problems: [...wrong, ...unpinned, ...unmapped, ...problems.map(formatDocProblem)],
    stale: [...drifts.map(formatDocProblem), ...outOfDate],
    plans,
  };
}

if (import.meta.main) {
  const check = process.argv.includes('--check');
  const { problems, stale, plans } = docsCheck();
  for (const line of problems) console.error(line);
  if (check) {
    for (const line of stale) console.error(line);
    if (problems.length || stale.length) {
      console.error('The docs differ from the code: run npm run docs, and commit the files it writes.');
      process.exit(1);
    }
  } else {
    if (problems.length) process.exitCode = 1;
    const changed = plans.filter((p) => p.current !== p.wanted);
    for (const { path, wanted } of changed) writeFileSync(path, wanted);
    console.log(
      `Wrote ${changed.length} file(s): ${changed.map((p) => relative(ROOT, p.path)).join(', ') || 'none changed'}`,
    );
  }
}
