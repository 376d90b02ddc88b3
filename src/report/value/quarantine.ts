import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

import { isMap, isScalar, isSeq, LineCounter, type Node, parseAllDocuments, visit } from 'yaml';

import { environmentFamily, platformFamily } from './family.ts';
import type { ReportEntry } from './types.ts';

/**
 * The quarantine file (README, "History, flaky tests and quarantine"): a list of entries, each naming a
 * test (exactly, or with `*` matching any run of characters), optionally a browser or device family and
 * a platform family (any version: family.ts), a reason, and a date after which the entry no longer
 * quarantines. It is read strictly, by a YAML library (`yaml`): what it takes is YAML that means the
 * same to any YAML reader (one document, a list of flat mappings of text), and anything else is one line
 * naming the line of the file.
 */

/** Where the file is when the input names none, relative to the workspace; read only when it exists. */
export const DEFAULT_QUARANTINE_FILE = '.github/cloudtest-quarantine.yml';

/** A file larger than this, or with more entries, is no quarantine list someone maintains by hand. */
export const MAX_QUARANTINE_BYTES = 256 * 1024;
const MAX_QUARANTINE_ENTRIES = 1000;

const KEYS = ['test', 'browser', 'platform', 'reason', 'until'] as const;
type Key = (typeof KEYS)[number];

export interface QuarantineEntry {
  /** The test's name, exact or with `*`. */
  test: string;
  /** A browser or device, of which only the family counts (`chrome`, `Galaxy S23`). */
  browser?: string;
  /** A platform, of which only the family counts (`Windows 11` is `windows`). */
  platform?: string;
  reason?: string;
  /** The last day (UTC) the entry quarantines, as written: `2026-12-31`. */
  until?: string;
  /** The line of the file the entry starts on. */
  line: number;
}

/** A quarantine file read: where it is (as given, for messages) and its entries. */
export interface QuarantineList {
  file: string;
  entries: QuarantineEntry[];
}

/** A quarantine file that cannot be read as one: the message names the file and the line. */
class QuarantineFileError extends Error {
  override name = 'QuarantineFileError';
}

/**
 * The quarantine file as the step's workspace holds it, read before any request. Which copy decides the
 * verdict is the report's to say (src/report/quarantine-source.ts): this one for a run of the branch's
 * own commit, the base commit's for a pull request's.
 */
export interface WorkspaceQuarantine {
  /** As the input names it, else DEFAULT_QUARANTINE_FILE: messages name it so. */
  file: string;
  /** The input named it. */
  given: boolean;
  /** Its path in the repository (relative to the workspace, `/` between folders); undefined outside it. */
  repoPath?: string;
  /** Its entries; undefined when the workspace has no such file or it cannot be read as one. */
  list?: QuarantineList;
  /** Why the workspace's copy cannot be read as a quarantine file, naming its line. */
  error?: string;
  /** The workspace is a git checkout (it holds `.git`). */
  checkout: boolean;
}

/**
 * The quarantine file the input names, relative to `workspace` (GITHUB_WORKSPACE), else
 * DEFAULT_QUARANTINE_FILE, as the workspace holds it: read, absent, or why it cannot be read.
 */
export function readWorkspaceQuarantine(given: string | undefined, workspace: string): WorkspaceQuarantine {
  const file = given ?? DEFAULT_QUARANTINE_FILE;
  const path = isAbsolute(file) ? file : resolve(workspace, file);
  const inRepository = relative(workspace, path);
  const found: WorkspaceQuarantine = {
    file,
    given: given !== undefined,
    ...(inRepository && !inRepository.startsWith('..') && !isAbsolute(inRepository)
      ? { repoPath: inRepository.split(sep).join('/') }
      : {}),
    checkout: existsSync(join(workspace, '.git')),
  };
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return { ...found, error: `${file} is not a file` };
    size = stat.size;
  } catch {
    return found;
  }
  try {
    if (size > MAX_QUARANTINE_BYTES)
      throw new QuarantineFileError(`${file} holds ${size} bytes, more than ${MAX_QUARANTINE_BYTES}`);
    return { ...found, list: parseQuarantine(readFileSync(path, 'utf8'), file) };
  } catch (error) {
    return { ...found, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The quarantine file the input names, relative to `workspace`; with none named,
 * DEFAULT_QUARANTINE_FILE when it exists, else undefined. A file that cannot be read as one throws.
 */
export function readQuarantineFile(given: string | undefined, workspace: string): QuarantineList | undefined {
  const read = readWorkspaceQuarantine(given, workspace);
  if (read.error !== undefined) throw new QuarantineFileError(read.error);
  if (!read.list && given !== undefined)
    throw new QuarantineFileError(`found no file ${read.file} (relative to the workspace, ${workspace})`);
  return read.list;
}

/**
 * The entries of a quarantine file's text; `file` names it in messages. Read by a YAML library and held
 * to the subset docs/quarantine.md describes: one document, a list of entries, each a mapping of the
 * entry's fields to text; no alias, no key twice, no other key. Anything else is one line naming its line.
 */
export function parseQuarantine(text: string, file: string): QuarantineList {
  const lines = new LineCounter();
  const lineOf = (node: { range?: readonly number[] | null } | null | undefined, fallback = 1) =>
    node?.range ? lines.linePos(node.range[0] ?? 0).line : fallback;
  const fail: Fail = (line, why) => {
    throw new QuarantineFileError(`${file}, line ${line}: ${why}`);
  };
  const documents = parseAllDocuments(text, { uniqueKeys: true, prettyErrors: false, lineCounter: lines });
  const all = Array.isArray(documents) ? documents : [documents];
  const [document, second] = all;
  if (second) fail(lineOf(second.contents), 'the file holds more than one YAML document (remove the "---")');
  if (!document) return { file, entries: [] };
  const [error] = [...document.errors, ...document.warnings];
  if (error) {
    const line = lines.linePos(error.pos[0]).line;
    const indent = /^[ \t]*/.exec(text.split(/\r?\n|\r/)[line - 1] ?? '')?.[0] ?? '';
    fail(
      line,
      indent.includes('\t') ? 'a tab indents this line; YAML indents with spaces' : yamlProblem(error),
    );
  }
  visit(document, {
    Alias: (_, alias) =>
      fail(lineOf(alias), `an alias (*${alias.source}) is not taken here: write the value out`),
  });
  const list = document.contents;
  if (list === null || (isScalar(list) && list.value === null)) return { file, entries: [] };
  if (!isSeq(list))
    return fail(lineOf(list), 'the file is a list of entries, each starting with "- " (- test: "Checkout*")');
  if (list.items.length > MAX_QUARANTINE_ENTRIES)
    fail(lineOf(list.items[MAX_QUARANTINE_ENTRIES] as Node), `more than ${MAX_QUARANTINE_ENTRIES} entries`);
  // An entry starts on its dash's line, though its keys may start on the next.
  const dashLine = (item: Node) => {
    let at = item.range?.[0] ?? 0;
    while (at > 0 && /\s/.test(text[at - 1] ?? '')) at--;
    return lines.linePos(text[at - 1] === '-' ? at - 1 : at).line;
  };
  const entries = list.items.map((item) => {
    if (!isMap(item))
      return fail(
        lineOf(item as Node, lineOf(list)),
        `an entry is a mapping of its keys (${KEYS.join(', ')})`,
      );
    const fields: Fields = {};
    for (const pair of item.items) {
      const key = isScalar(pair.key) ? pair.key.value : undefined;
      const line = lineOf(pair.key as Node, lineOf(item));
      if (typeof key !== 'string' || !(KEYS as readonly string[]).includes(key))
        fail(line, `unknown key "${shown(String(key))}" (an entry takes ${KEYS.join(', ')})`);
      fields[key as Key] = { value: textValue(key as Key, pair.value as Node | null, line, fail), line };
    }
    return finished(fields, dashLine(item), fail);
  });
  return { file, entries };
}

type Fail = (line: number, why: string) => never;

/** An entry's keys as read, each with its value and line. */
type Fields = Partial<Record<Key, { value: string; line: number }>>;

/** A value: text, written so any YAML reader reads it as text (a number, `true`, `null` or `~` is not). */
function textValue(key: Key, node: Node | null, line: number, fail: Fail): string {
  if (!node || (isScalar(node) && (node.value === null || node.value === '')))
    return fail(line, `"${key}" has no value`);
  if (!isScalar(node)) return fail(line, `"${key}" takes one line of text, not a list or a mapping`);
  if (typeof node.value !== 'string')
    return fail(
      line,
      `"${key}" reads as ${typeof node.value === 'number' ? 'a number' : String(node.value)}, not text: quote it ("${shown(node.source ?? String(node.value))}")`,
    );
  return node.value;
}

/** A YAML library's problem as the line says it: the few a hand-kept list meets, in its words. */
function yamlProblem({ code, message }: { code: string; message: string }): string {
  if (code === 'DUPLICATE_KEY') return 'a key is given twice in one entry';
  if (code === 'MISSING_CHAR' && /quote/.test(message)) return 'a quoted value is not closed';
  if (code === 'BLOCK_AS_IMPLICIT_KEY') return 'a value holding ": " must be quoted';
  return `not YAML as this file takes it (${message.split('\n')[0]})`;
}

function finished(fields: Fields, line: number, fail: Fail): QuarantineEntry {
  const [test, browser, platform, reason, until] = KEYS.map((key) => fields[key]?.value);
  if (!test) return fail(line, 'the entry names no test ("test" is required)');
  if (until !== undefined && dayEnd(until) === undefined)
    fail(fields.until?.line ?? line, `"until" must be a date written as 2026-12-31, got "${shown(until)}"`);
  return {
    test,
    ...(browser ? { browser } : {}),
    ...(platform ? { platform } : {}),
    ...(reason ? { reason } : {}),
    ...(until ? { until } : {}),
    line,
  };
}

const shown = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** The end of an `until` day, UTC, in milliseconds since the epoch; undefined when it is no date. */
function dayEnd(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = Date.UTC(year, month - 1, day);
  const date = new Date(start);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return start + 24 * 60 * 60 * 1000;
}

/** The entries in force at `now` (an entry quarantines through its `until` day, UTC) and those past it. */
export function inForce(
  list: QuarantineList,
  now: number,
): { active: QuarantineEntry[]; expired: QuarantineEntry[] } {
  const active: QuarantineEntry[] = [];
  const expired: QuarantineEntry[] = [];
  for (const entry of list.entries) {
    const end = entry.until === undefined ? undefined : dayEnd(entry.until);
    (end !== undefined && now >= end ? expired : active).push(entry);
  }
  return { active, expired };
}

/** A test as quarantine matches it: its names, browser or device and platform. */
export type QuarantineCandidate = Pick<
  ReportEntry,
  'name' | 'keyName' | 'environment' | 'platform' | 'madeUpName'
>;

/**
 * The entry that quarantines a test, if any: its name (the shown one, or the one it goes by from run to
 * run) matches the entry's, and the entry's browser and platform, when given, are the test's families.
 * A made-up name (a failure whose record named no test) is no test's, so nothing quarantines it.
 */
export function quarantineMatcher(
  entries: readonly QuarantineEntry[],
): (test: QuarantineCandidate) => QuarantineEntry | undefined {
  const rules = entries.map((entry) => ({
    entry,
    name: namePattern(entry.test),
    environment: entry.browser === undefined ? undefined : environmentFamily(entry.browser),
    platform: entry.platform === undefined ? undefined : platformFamily(entry.platform),
  }));
  return (test) => {
    if (test.madeUpName) return undefined;
    for (const rule of rules) {
      if (rule.environment !== undefined && rule.environment !== environmentFamily(test.environment))
        continue;
      if (rule.platform !== undefined && rule.platform !== platformFamily(test.platform)) continue;
      if (rule.name.test(test.name) || (test.keyName !== undefined && rule.name.test(test.keyName)))
        return rule.entry;
    }
    return undefined;
  };
}

/** An exact name, each `*` in it matching any run of characters. */
function namePattern(test: string): RegExp {
  const parts = test.split('*').map((part) => part.replace(/[\\^$.|?+()[\]{}]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^]*')}$`, 'u');
}
