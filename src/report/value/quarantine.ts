import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { environmentFamily, platformFamily } from './family.ts';
import type { ReportEntry } from './types.ts';

/**
 * The quarantine file (README, "History, flaky tests and quarantine"): a list of entries, each naming a
 * test (exactly, or with `*` matching any run of characters), optionally a browser or device family and
 * a platform family (any version: family.ts), a reason, and a date after which the entry no longer
 * quarantines. It is read strictly, before any request: what this reader takes is YAML that means the
 * same to any YAML reader (a list of flat mappings of strings), and anything else is one line naming the
 * line of the file. A full YAML library would add a hundred kilobytes to every action for five keys.
 */

/** Where the file is when the input names none, relative to the workspace; read only when it exists. */
export const DEFAULT_QUARANTINE_FILE = '.github/cloudtest-quarantine.yml';

/** A file larger than this, or with more entries, is no quarantine list someone maintains by hand. */
export const MAX_QUARANTINE_BYTES = 256 * 1024;
export const MAX_QUARANTINE_ENTRIES = 1000;

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
export class QuarantineFileError extends Error {
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

/** The entries of a quarantine file's text; `file` names it in messages. */
export function parseQuarantine(text: string, file: string): QuarantineList {
  const entries: QuarantineEntry[] = [];
  let open: { entry: Fields; line: number; keyIndent?: number } | undefined;
  let itemIndent: number | undefined;
  let content = 0;
  const fail = (line: number, why: string): never => {
    throw new QuarantineFileError(`${file}, line ${line}: ${why}`);
  };
  const close = () => {
    if (!open) return;
    entries.push(finished(open.entry, open.line, fail));
    if (entries.length > MAX_QUARANTINE_ENTRIES)
      fail(open.line, `more than ${MAX_QUARANTINE_ENTRIES} entries`);
    open = undefined;
  };
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n|\r/);
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const indent = /^ */.exec(raw)?.[0].length ?? 0;
    const body = withoutComment(raw.slice(indent), line, fail).trimEnd();
    if (!body) continue;
    if (raw[indent] === '\t') fail(line, 'a tab indents this line; YAML indents with spaces');
    content += 1;
    if (content === 1 && indent === 0 && body === '---') continue;
    // An empty list written as such, and nothing after it.
    if (
      indent === 0 &&
      body === '[]' &&
      !open &&
      lines.slice(index + 1).every((l) => !withoutComment(l, line, fail).trim())
    )
      break;
    const item = /^-(?: +|$)/.exec(body);
    if (item && (itemIndent === undefined || indent === itemIndent)) {
      itemIndent = indent;
      close();
      open = { entry: {}, line };
      const rest = body.slice(item[0].length);
      if (rest) {
        open.keyIndent = indent + item[0].length;
        keyValue(rest, open.entry, line, fail);
      }
      continue;
    }
    if (!open) {
      return fail(
        line,
        itemIndent === undefined
          ? 'the file is a list of entries, each starting with "- " (- test: "Checkout*")'
          : `indented as no entry: each entry starts with "- " at column ${itemIndent + 1}`,
      );
    }
    open.keyIndent ??= indent > (itemIndent ?? 0) ? indent : undefined;
    if (indent !== open.keyIndent)
      fail(line, "indented as no key of the entry above: an entry's keys line up under its first");
    keyValue(body, open.entry, line, fail);
  }
  close();
  return { file, entries };
}

type Fail = (line: number, why: string) => never;

/** An entry's keys as read so far, each with its value and line. */
type Fields = Partial<Record<Key, { value: string; line: number }>>;

/** The line without its comment: a `#` at its start or after a space, outside quotes. */
function withoutComment(text: string, line: number, fail: Fail): string {
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = undefined;
    } else if (c === '#' && (i === 0 || text[i - 1] === ' ' || text[i - 1] === '\t')) return text.slice(0, i);
    else if ((c === '"' || c === "'") && (i === 0 || /[\s:-]/.test(text[i - 1] ?? ''))) quote = c;
  }
  if (quote) fail(line, `a quoted value is not closed on its line (${quote})`);
  return text;
}

function keyValue(text: string, entry: Fields, line: number, fail: Fail): void {
  const match = /^([^\s:"'#{}[\]][^:{}[\]]*?):(?: +(.*)|$)/.exec(text);
  if (!match) return fail(line, `expected "key: value", one key a line, got "${shown(text)}"`);
  const key = match[1] ?? '';
  if (!(KEYS as readonly string[]).includes(key))
    fail(line, `unknown key "${shown(key)}" (an entry takes ${KEYS.join(', ')})`);
  if (entry[key as Key] !== undefined) fail(line, `"${key}" is given twice in one entry`);
  const value = scalar((match[2] ?? '').trim(), line, fail);
  if (!value) fail(line, `"${key}" has no value`);
  entry[key as Key] = { value, line };
}

/** Characters a plain YAML value may not start with: they would mean something else (an alias, a tag, a list). */
const INDICATORS = '*&!|>[]{}@`%,?"\'';

function scalar(text: string, line: number, fail: Fail): string {
  const first = text[0] ?? '';
  if (first === "'") {
    if (!/^'(?:[^']|'')*'$/.test(text)) fail(line, 'a single-quoted value must end with its quote');
    return text.slice(1, -1).replaceAll("''", "'");
  }
  if (first === '"') {
    if (!/^"(?:[^"\\]|\\.)*"$/.test(text)) fail(line, 'a double-quoted value must end with its quote');
    return text.slice(1, -1).replace(/\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, escape: string) => {
      const simple: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', n: '\n', t: '\t', ' ': ' ' };
      if (escape.length > 1) return String.fromCharCode(Number.parseInt(escape.slice(1), 16));
      return simple[escape] ?? fail(line, `"\\${escape}" is no escape this file takes`);
    });
  }
  if (first && INDICATORS.includes(first))
    fail(line, `a value starting with "${first}" must be quoted ("${shown(text)}")`);
  if (/: |:$/.test(text)) fail(line, `a value holding ": " must be quoted ("${shown(text)}")`);
  return text;
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
