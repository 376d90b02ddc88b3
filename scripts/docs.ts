// npm run docs: writes each action's usage block and its tables of inputs and outputs, generated from
// its action.yml, into its README (the root README for the root action), between markers; everything
// outside the markers is left as it is. npm run docs:check fails when a README is not up to date.
// Both fail when a hand-written `uses:` of this repository names a version tag of another major
// version than package.json's (`@v2` in a 1.x release): the moving tag users write is `v<major>`.
// They do the same for the tables of endpoints and assumptions in docs/service-records.md, and fail
// when an assumption of src/api/assumptions.ts names a pinning test that does not exist.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type ActionFile, actionFiles, MAJOR_VERSION, ROOT, USES_REPO, usesOf } from './action-files.ts';
import { pinProblems, serviceRecordsPlan } from './service-records.ts';

export const START = '<!-- generated:usage:start -->';
export const END = '<!-- generated:usage:end -->';
const NOTICE = '<!-- Generated from action.yml by `npm run docs`: edit action.yml, not this block. -->';
const COMMENT_WIDTH = 100;

/** The generated block, markers included; the root README nests it one heading level deeper. */
export function usageBlock(file: ActionFile): string {
  const h = file.dir === '.' ? '###' : '##';
  const { inputs = {}, outputs = {} } = file.metadata;
  const lines = [START, NOTICE, '', `${h} Usage`, '', '```yaml', `- uses: ${usesOf(file)}`];
  const inputNames = Object.keys(inputs);
  if (inputNames.length) lines.push('  with:');
  inputNames.forEach((name, i) => {
    const input = inputs[name] ?? {};
    if (i > 0) lines.push('');
    const notes = [input.description ?? ''];
    if (input.required) notes.push('Required.');
    if (input.default !== undefined && input.default !== '') notes.push(`Default: ${input.default}`);
    for (const note of notes.filter(Boolean)) lines.push(...wrap(note, '    # '));
    lines.push(`    ${name}: ''`);
  });
  lines.push('```', '');

  lines.push(`${h} Inputs`, '');
  if (inputNames.length) {
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
  lines.push('', `${h} Outputs`, '');
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

/** Comment lines of at most COMMENT_WIDTH characters (a longer word stands alone). */
function wrap(text: string, prefix: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && prefix.length + line.length + 1 + word.length > COMMENT_WIDTH) {
      lines.push(prefix + line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(prefix + line);
  return lines;
}

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

export function plan(files: readonly ActionFile[] = actionFiles()): ReadmePlan[] {
  return files.map((file) => {
    const path = join(ROOT, file.dir, 'README.md');
    const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
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

/** A `uses:` of this repository by version tag (`@v1`, `@v1.2.3`); group 1 holds the major version. */
const VERSION_REF = new RegExp(`${USES_REPO}(?:/[\\w./-]+)?@v(\\d+)(?:\\.\\d+)*\\b`, 'g');

/** The references of this repository in `text` whose version tag is not of major version `major`. */
export function wrongMajorRefs(text: string, major = MAJOR_VERSION): WrongRef[] {
  const lines = text.split('\n');
  return lines.flatMap((line, i) =>
    [...line.matchAll(VERSION_REF)]
      .filter((match) => Number(match[1]) !== major)
      .map((match) => ({ line: i + 1, ref: match[0] })),
  );
}

/** What users read: the READMEs, and every Markdown page and example workflow under docs/. */
export function docFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(md|ya?ml)$/.test(name))
    .map((name) => join(ROOT, 'docs', name));
  const readmes = actionFiles().map((file) => join(ROOT, file.dir, 'README.md'));
  return [...readmes, ...docs.sort()].filter((path) => existsSync(path));
}

if (import.meta.main) {
  const wrong = docFiles().flatMap((path) =>
    wrongMajorRefs(readFileSync(path, 'utf8')).map((w) => `${relative(ROOT, path)}:${w.line}: ${w.ref}`),
  );
  for (const line of wrong) console.error(`${line} is not @v${MAJOR_VERSION} (package.json's major version)`);
  if (wrong.length) process.exitCode = 1;

  // An assumption whose pinning test is gone is no longer pinned: the fidelity line would be false.
  const unpinned = pinProblems();
  for (const line of unpinned) console.error(`src/api/assumptions.ts: ${line}`);
  if (unpinned.length) process.exitCode = 1;

  const check = process.argv.includes('--check');
  const stale = [...plan(), serviceRecordsPlan()].filter((p) => p.current !== p.wanted);
  for (const { path, current, wanted } of stale) {
    if (check)
      console.error(`${relative(ROOT, path)}: ${current === undefined ? 'missing' : 'not up to date'}`);
    else writeFileSync(path, wanted);
  }
  if (check && stale.length) {
    console.error(
      'The generated blocks differ from their sources: run npm run docs and commit the files it writes.',
    );
    process.exit(1);
  }
  if (!check)
    console.log(
      `Wrote ${stale.length} file(s): ${stale.map((p) => relative(ROOT, p.path)).join(', ') || 'none changed'}`,
    );
}
