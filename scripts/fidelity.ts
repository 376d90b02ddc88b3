// What makes an endpoint faithful, measured: the mutation run (scripts/mutation.ts) records, for each
// assumption of src/api/assumptions.ts and each endpoint's function, what it found of the code (its
// mutants, which were detected, which its pinning test killed) and a hash of that code and of the
// pinning test; this module reads that record (docs/mutation.md) and holds it to the code as it is
// now. docs/service-records.md's fidelity line is made from it (scripts/service-records.ts), and
// `npm run docs:check` checks that each assumption's `code` names declarations that are there.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';

import ts from 'typescript';

import { type Assumption, ASSUMPTIONS } from '../src/api/assumptions.ts';
import { type Endpoint, endpointName, ENDPOINTS } from '../test/fake-service/endpoints.ts';
import { ROOT } from './action-files.ts';
import { testsTitled } from './pins.ts';

type Assumptions = Readonly<Record<string, Assumption>>;

/** Where the record is kept, from the repository's root. */
export const RECORD_DOC = 'docs/mutation.md';
const START = '<!-- generated:fidelity:start -->';
const END = '<!-- generated:fidelity:end -->';
const ASSUMPTIONS_HEADING = '### Assumptions';
const ENDPOINTS_HEADING = '### Endpoints';

/** What the last mutation run that mutated an assumption's code measured of it. */
export interface AssumptionRow {
  key: string;
  /** Hashes of its code and of its pinning test's source, as the run read them. */
  code: string;
  pin: string;
  /** Whether its pinning test was among the tests the run ran. */
  ran: boolean;
  mutants: number;
  detected: number;
  /** Survivors recorded as equivalent in docs/mutation.md. */
  equivalent: number;
  killedByPin: number;
  /** The day of the run, YYYY-MM-DD. */
  measured: string;
}

/** What the last mutation run that mutated an endpoint's function measured of it. */
export interface EndpointRow {
  endpoint: string;
  code: string;
  mutants: number;
  detected: number;
  equivalent: number;
  measured: string;
}

export interface FidelityRecord {
  assumptions: AssumptionRow[];
  endpoints: EndpointRow[];
}

/** A declaration's text and where it lies in its module's source (offsets, its comment left out). */
export interface Span {
  start: number;
  end: number;
  text: string;
}

/** A short hash of a text: enough to tell a change, not meant to resist one made to collide. */
export const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** `src/api/team.ts#teamApi.get` as its file and its names. */
export function partsOf(ref: string): { file: string; names: string[] } {
  const [file = '', path = ''] = ref.split('#');
  return { file, names: path.split('.').filter(Boolean) };
}

/** The function an endpoint's client calls: `src/api/tunnels.ts#tunnelsApi.deleteActive`. */
export const endpointCode = (e: Endpoint) =>
  `src/api/${e.client.namespace}.ts#${e.client.namespace}Api.${e.client.name}`;

const isMember = (node: ts.Node): node is ts.NamedDeclaration & { name: ts.PropertyName } =>
  ts.isPropertyAssignment(node) ||
  ts.isShorthandPropertyAssignment(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isPropertyDeclaration(node) ||
  ts.isGetAccessorDeclaration(node);

const nameOf = (name: ts.PropertyName | ts.BindingName | undefined) =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;

/** The top-level declaration `name` of the module: a function, a class, a variable. */
function topLevel(file: ts.SourceFile, name: string): ts.Node | string {
  for (const statement of file.statements) {
    if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
      nameOf(statement.name) === name
    )
      return statement;
    if (
      (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) &&
      statement.name.text === name
    )
      return `${name} is a type, which has no code`;
    if (ts.isVariableStatement(statement)) {
      const { declarations } = statement.declarationList;
      const found = declarations.find((d) => nameOf(d.name) === name);
      if (found) return declarations.length === 1 ? statement : found;
    }
  }
  return `no top-level declaration ${name}`;
}

/** The members named `name` inside `node`, not looking inside a member found. */
function membersNamed(node: ts.Node, name: string): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (child: ts.Node): void => {
    if (isMember(child) && nameOf(child.name) === name) found.push(child);
    else ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return found;
}

const sourceFiles = new Map<string, ts.SourceFile>();
/** A module's syntax tree, parsed once per text: a module holds the code of several assumptions. */
function parsed(source: string): ts.SourceFile {
  let file = sourceFiles.get(source);
  if (!file) {
    file = ts.createSourceFile('code.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    sourceFiles.set(source, file);
  }
  return file;
}

/** The span of `Name` or `Name.member…` in a module's source, or why there is none. */
export function spanOf(source: string, names: readonly string[]): Span | string {
  const file = parsed(source);
  const [first = '', ...members] = names;
  let node = topLevel(file, first);
  for (const member of members) {
    if (typeof node === 'string') break;
    const found = membersNamed(node, member);
    node = found.length === 1 && found[0] ? found[0] : `${found.length} members named ${member}`;
  }
  if (typeof node === 'string') return node;
  const start = node.getStart(file);
  return { start, end: node.getEnd(), text: source.slice(start, node.getEnd()) };
}

/** A file of the repository by its path from the root, or undefined where there is none. */
export type Read = (file: string) => string | undefined;

/** Reads the files under `root`, each once. */
export function reader(root: string): Read {
  const cache = new Map<string, string | undefined>();
  return (file) => {
    if (!cache.has(file)) {
      const path = join(root, file);
      cache.set(file, existsSync(path) ? readFileSync(path, 'utf8') : undefined);
    }
    return cache.get(file);
  };
}

/** The hash of code named by `refs`, each declaration's text in order, or why one is not there. */
export function codeHash(refs: readonly string[], read: Read): { hash: string } | { missing: string } {
  const texts: string[] = [];
  for (const ref of refs) {
    const { file, names } = partsOf(ref);
    const source = read(file);
    const span = source === undefined ? `no file ${file}` : spanOf(source, names);
    if (typeof span === 'string') return { missing: `${ref} (${span})` };
    texts.push(`${ref}\n${span.text}`);
  }
  return { hash: hashOf(texts.join('\n')) };
}

/** A pinning test's hash (of its source) and why it would not run, or why it cannot be read. */
export function pinState(
  pinnedBy: string,
  read: Read,
): { hash: string; skipped?: string } | { missing: string } {
  const [file = '', title = ''] = pinnedBy.split(' › ');
  const source = file.endsWith('.test.ts') && title ? read(file) : undefined;
  const found = source === undefined ? [] : testsTitled(source, title);
  if (found.length !== 1 || !found[0])
    return { missing: found.length ? `is one of ${found.length} tests of that title` : 'does not exist' };
  const { text, skipped } = found[0];
  return skipped ? { hash: hashOf(text), skipped } : { hash: hashOf(text) };
}

// The record, as docs/mutation.md keeps it.

const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

/** The record's block, markers included. */
export function recordBlock(record: FidelityRecord): string {
  return [
    START,
    '<!-- Written by `npm run mutate`: each row as the last run that mutated its code found it. Run it again, do not edit this block. -->',
    '',
    ASSUMPTIONS_HEADING,
    '',
    '| assumption | code | pinning test | it ran | mutants | detected | equivalent | killed by the pin | measured |',
    '|---|---|---|---|---|---|---|---|---|',
    ...record.assumptions.map(
      (r) =>
        `| \`${r.key}\` | \`${r.code}\` | \`${r.pin}\` | ${yesNo(r.ran)} | ${r.mutants} | ${r.detected} | ${r.equivalent} | ${r.killedByPin} | ${r.measured} |`,
    ),
    '',
    ENDPOINTS_HEADING,
    '',
    '| endpoint | code | mutants | detected | equivalent | measured |',
    '|---|---|---|---|---|---|',
    ...record.endpoints.map(
      (r) =>
        `| \`${r.endpoint}\` | \`${r.code}\` | ${r.mutants} | ${r.detected} | ${r.equivalent} | ${r.measured} |`,
    ),
    END,
  ].join('\n');
}

const cellsOf = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim().replace(/^`|`$/g, ''));

/** The rows of a section of the block: each line of its table but the heading's. */
function rowsUnder(block: string, heading: string): string[][] {
  const section = block.split(heading)[1]?.split(/^### /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map(cellsOf);
}

/** The record in a doc (docs/mutation.md); an empty one where the doc has none. */
export function recordIn(doc: string | undefined): FidelityRecord {
  const start = doc?.indexOf(START) ?? -1;
  const end = doc?.indexOf(END) ?? -1;
  if (!doc || start < 0 || end < start) return { assumptions: [], endpoints: [] };
  const block = doc.slice(start, end);
  return {
    assumptions: rowsUnder(block, ASSUMPTIONS_HEADING).map(
      ([key = '', code = '', pin = '', ran, mutants, detected, equivalent, killedByPin, measured = '']) => ({
        key,
        code,
        pin,
        ran: ran === 'yes',
        mutants: Number(mutants),
        detected: Number(detected),
        equivalent: Number(equivalent),
        killedByPin: Number(killedByPin),
        measured,
      }),
    ),
    endpoints: rowsUnder(block, ENDPOINTS_HEADING).map(
      ([endpoint = '', code = '', mutants, detected, equivalent, measured = '']) => ({
        endpoint,
        code,
        mutants: Number(mutants),
        detected: Number(detected),
        equivalent: Number(equivalent),
        measured,
      }),
    ),
  };
}

/** The doc with the record's block replaced; the markers must be there. */
export function withRecord(doc: string, record: FidelityRecord): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${START} and ${END} must both be there`);
  return doc.slice(0, start) + recordBlock(record) + doc.slice(end + END.length);
}

/**
 * The record after a run: the rows it measured, and for what it did not mutate the rows of earlier
 * runs; rows of assumptions and endpoints that are no more are left out. In the order of `keys`.
 */
export function mergedRecord(
  earlier: FidelityRecord,
  fresh: FidelityRecord,
  keys: readonly string[] = Object.keys(ASSUMPTIONS),
  endpoints: readonly string[] = ENDPOINTS.map(endpointName),
): FidelityRecord {
  const pick =
    <R>(rows: R[], id: (r: R) => string) =>
    (name: string) =>
      rows.find((r) => id(r) === name);
  const fromFresh = pick(fresh.assumptions, (r) => r.key);
  const fromEarlier = pick(earlier.assumptions, (r) => r.key);
  const freshEndpoint = pick(fresh.endpoints, (r) => r.endpoint);
  const earlierEndpoint = pick(earlier.endpoints, (r) => r.endpoint);
  return {
    assumptions: keys.flatMap((k) => fromFresh(k) ?? fromEarlier(k) ?? []),
    endpoints: endpoints.flatMap((e) => freshEndpoint(e) ?? earlierEndpoint(e) ?? []),
  };
}

// The record held to the code as it is now.

/** Why a measured piece of code does not count, and whether it changed since it was measured. */
export interface Verdict {
  reasons: string[];
  changed: boolean;
}

const CHANGED = 'changed since the last mutation run that measured it';

/** What the measured counts of a row say against it. */
function measuredReasons(row: { mutants: number; detected: number; equivalent: number }): string[] {
  const undetected = row.mutants - row.detected - row.equivalent;
  return undetected > 0 ? [`${undetected} of its ${row.mutants} mutants survived`] : [];
}

/** Whether an assumption is faithful now, by the record: its pin runs, its code and pin are as measured. */
export function assumptionVerdict(key: string, a: Assumption, record: FidelityRecord, read: Read): Verdict {
  const pin = pinState(a.pinnedBy, read);
  const code = codeHash(a.code, read);
  const row = record.assumptions.find((r) => r.key === key);
  const reasons: string[] = [];
  if ('missing' in pin) reasons.push(`its pinning test ${pin.missing}`);
  else if (pin.skipped) reasons.push(`its pinning test does not run: it ${pin.skipped}`);
  if ('missing' in code) reasons.push(`its code is not there: ${code.missing}`);
  if (!row) return { reasons: [...reasons, 'no mutation run has measured it'], changed: false };
  const changed = [
    ...('hash' in code && code.hash !== row.code ? [`its code ${CHANGED}`] : []),
    ...('hash' in pin && pin.hash !== row.pin ? [`its pinning test ${CHANGED}`] : []),
  ];
  // What the run measured of code or a test that changed since says nothing of them now.
  if (reasons.length || changed.length)
    return { reasons: [...reasons, ...changed], changed: changed.length > 0 };
  return {
    reasons: [
      ...(row.ran ? [] : ['its pinning test did not run in the mutation run']),
      ...(row.mutants ? [] : ['its code has no mutant to fail its pinning test']),
      ...measuredReasons(row),
      ...(row.mutants && row.ran && !row.killedByPin
        ? [`its pinning test killed none of its ${row.mutants} mutants`]
        : []),
    ],
    changed: false,
  };
}

/** Whether an endpoint's own function is as measured, with no survivor but recorded equivalents. */
export function endpointVerdict(e: Endpoint, record: FidelityRecord, read: Read): Verdict {
  const code = codeHash([endpointCode(e)], read);
  if ('missing' in code) return { reasons: [`its function is not there: ${code.missing}`], changed: false };
  const row = record.endpoints.find((r) => r.endpoint === endpointName(e));
  if (!row) return { reasons: ['no mutation run has measured its function'], changed: false };
  if (row.code !== code.hash) return { reasons: [`its function ${CHANGED}`], changed: true };
  return { reasons: measuredReasons(row).map((r) => `${r} in its function`), changed: false };
}

/** The day of the latest run the record holds, or undefined when it holds none. */
export function lastMeasured(record: FidelityRecord): string | undefined {
  return [...record.assumptions, ...record.endpoints]
    .map((r) => r.measured)
    .sort()
    .at(-1);
}

/** The record docs/mutation.md holds under `root`. */
export const recordAt = (root = ROOT) => recordIn(reader(root)(RECORD_DOC));

/**
 * What a run must mutate to measure every assumption and endpoint: the lines of each declaration their
 * code names, as Stryker's `--mutate` takes them (`src/api/team.ts:75-140`).
 */
export function fidelityTargets(
  assumptions: Assumptions = ASSUMPTIONS,
  endpoints: readonly Endpoint[] = ENDPOINTS,
  root = ROOT,
): string[] {
  const read = reader(root);
  const refs = [...Object.values(assumptions).flatMap((a) => a.code), ...endpoints.map(endpointCode)];
  return [
    ...new Set(
      refs.map((ref) => {
        const { file, names } = partsOf(ref);
        const source = read(file) ?? '';
        const span = spanOf(source, names);
        if (typeof span === 'string') throw new Error(`${ref}: ${span}`);
        return `${file}:${lineAt(source, span.start)}-${lineAt(source, span.end)}`;
      }),
    ),
  ];
}

/** The line (from 1) of an offset in `source`. */
export const lineAt = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

// What keeps the `code` of the assumptions true (npm run docs:check).

/** The keys a comment names as `ASSUMPTIONS.key`. */
const keysIn = (comment: string) =>
  new Set([...comment.matchAll(/ASSUMPTIONS\.(\w+)/g)].map((m) => m[1] ?? ''));

/** The values src/api/assumptions.ts exports (but the table), each with the keys its comment names. */
function exportedValues(source: string): Array<{ name: string; keys: Set<string> }> {
  const file = ts.createSourceFile('assumptions.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  return file.statements.flatMap((s) => {
    const exported =
      ts.canHaveModifiers(s) && ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const names = ts.isFunctionDeclaration(s)
      ? [nameOf(s.name)]
      : ts.isVariableStatement(s)
        ? s.declarationList.declarations.map((d) => nameOf(d.name))
        : [];
    const comment = ts
      .getJSDocCommentsAndTags(s)
      .map((d) => d.getText(file))
      .join('\n');
    return exported
      ? names
          .filter((n): n is string => !!n && n !== 'ASSUMPTIONS')
          .map((name) => ({ name, keys: keysIn(comment) }))
      : [];
  });
}

/** The patterns of the files the mutation run mutates (stryker.config.json `mutate`). */
export function mutatedPatterns(root = ROOT): string[] {
  const config = JSON.parse(readFileSync(join(root, 'stryker.config.json'), 'utf8')) as { mutate?: string[] };
  return config.mutate ?? [];
}

/** Whether `file` (or its lines `from`–`to`) is among what `patterns` mutate, as Stryker reads them. */
export function mutatedBy(patterns: readonly string[], file: string, from = 1, to = from): boolean {
  let mutated = false;
  for (const pattern of patterns) {
    const negated = pattern.startsWith('!');
    const [, glob = '', start, end] = /^!?(.*?)(?::(\d+)(?::\d+)?-(\d+)(?::\d+)?)?$/.exec(pattern) ?? [];
    if (!matchesGlob(file, glob)) continue;
    if (negated) mutated = false;
    else if (start === undefined || (Number(start) <= from && to <= Number(end))) mutated = true;
  }
  return mutated;
}

/**
 * What is wrong with the mapping from assumptions to code: a `code` that names what is not there or
 * what the mutation run does not mutate, an endpoint whose function is not there, a value of
 * src/api/assumptions.ts whose comment and the `code` naming it disagree. One line each.
 */
export function codeProblems(
  assumptions: Assumptions = ASSUMPTIONS,
  endpoints: readonly Endpoint[] = ENDPOINTS,
  root = ROOT,
): string[] {
  const read = reader(root);
  const patterns = mutatedPatterns(root);
  const problems: string[] = [];
  for (const [key, a] of Object.entries(assumptions)) {
    if (!a.code.length) problems.push(`ASSUMPTIONS.${key} names no code`);
    for (const ref of a.code) {
      const found = codeHash([ref], read);
      if ('missing' in found)
        problems.push(`ASSUMPTIONS.${key} names code that is not there: ${found.missing}`);
      if (!mutatedBy(patterns, partsOf(ref).file))
        problems.push(
          `ASSUMPTIONS.${key} names ${ref}, which the mutation run does not mutate (stryker.config.json)`,
        );
    }
  }
  for (const e of endpoints) {
    const found = codeHash([endpointCode(e)], read);
    if ('missing' in found) problems.push(`${endpointName(e)}: its function is not there: ${found.missing}`);
  }
  const file = 'src/api/assumptions.ts';
  for (const { name, keys } of exportedValues(read(file) ?? '')) {
    const naming = Object.entries(assumptions)
      .filter(([, a]) => a.code.some((ref) => ref.startsWith(`${file}#`) && partsOf(ref).names[0] === name))
      .map(([key]) => key);
    const said = [...keys].sort().join(', ');
    if (!naming.length)
      problems.push(`${file}: ${name} is the code of no assumption (name it in one's \`code\`)`);
    else if (said !== naming.sort().join(', '))
      problems.push(
        `${file}: the comment of ${name} names ${said ? `ASSUMPTIONS.${[...keys].sort().join(', ASSUMPTIONS.')}` : 'no assumption'}, and it is the code of ${naming.join(', ')}`,
      );
  }
  return problems;
}
