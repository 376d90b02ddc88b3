import { glob, open, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';

import { InputError } from '../../runtime/inputs.ts';
import { INPUTS } from './names.ts';

/** A file that passed every check before upload. */
export interface AppFile {
  path: string;
  size: number;
}

const GLOB_MAGIC = /[*?[\]{}]/;
const LOCAL_FILE_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** The end record (22 bytes) sits within the last 22 bytes plus an archive comment of up to 64 KiB. */
const TAIL_BYTES = 22 + 0xffff;
const MAX_LISTED = 5;

function fail(message: string): never {
  throw new InputError(`Input "${INPUTS.file}": ${message}`);
}

/**
 * The one file a path or glob names, relative to `cwd`: a path that exists is taken as it is (so a
 * name with brackets needs no escaping); anything else is a glob that must match exactly one file.
 * Node's glob reads a backslash as a folder separator on every system, so a Windows-style
 * `build\outputs\*.apk` matches as users mean it (test/actions/upload-app.test.ts).
 */
export async function resolveAppFile(pattern: string, cwd: string): Promise<string> {
  const direct = resolve(cwd, pattern);
  const exists = await stat(direct).then(
    () => true,
    () => false,
  );
  if (exists || !GLOB_MAGIC.test(pattern)) return direct;
  const matches: string[] = [];
  for await (const match of glob(pattern, { cwd })) {
    const path = resolve(cwd, match);
    if ((await stat(path).catch(() => undefined))?.isFile()) matches.push(path);
  }
  matches.sort();
  if (matches.length === 1 && matches[0]) return matches[0];
  if (!matches.length) fail(`"${pattern}" matches no file in ${cwd}.`);
  const shown = matches.slice(0, MAX_LISTED).map((p) => shortPath(p, cwd));
  const more = matches.length > MAX_LISTED ? `, and ${matches.length - MAX_LISTED} more` : '';
  return fail(
    `"${pattern}" matches ${matches.length} files (${shown.join(', ')}${more}); it must match exactly one.`,
  );
}

/**
 * Checks, before any byte is sent, that the file can be an app: a regular, non-empty file that is a
 * whole zip archive (APK and IPA both are): it starts with a local file header and ends with an
 * end-of-central-directory record, so a truncated download is caught here too.
 */
export async function checkAppFile(path: string, cwd: string): Promise<AppFile> {
  const shown = shortPath(path, cwd);
  const info = await stat(path).catch((error: NodeJS.ErrnoException) =>
    fail(
      error.code === 'ENOENT' ? `no file at ${shown} (in ${cwd}).` : `cannot read ${shown}: ${error.message}`,
    ),
  );
  if (info.isDirectory()) fail(`${shown} is a directory, not a file.`);
  if (!info.isFile()) fail(`${shown} is not a regular file.`);
  if (info.size === 0) fail(`${shown} is empty (0 bytes).`);
  const handle = await open(path, 'r').catch((error: Error) =>
    fail(`cannot read ${shown}: ${error.message}`),
  );
  try {
    const head = Buffer.alloc(LOCAL_FILE_HEADER.length);
    await handle.read(head, 0, head.length, 0);
    if (!head.equals(LOCAL_FILE_HEADER))
      fail(`${shown} is not an APK or IPA: it is not a zip archive (it starts with ${hex(head)}).`);
    const tailLength = Math.min(info.size, TAIL_BYTES);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, info.size - tailLength);
    if (tail.lastIndexOf(END_OF_CENTRAL_DIRECTORY) < 0)
      fail(`${shown} is not a complete zip archive (no end-of-central-directory record): is it truncated?`);
  } finally {
    await handle.close();
  }
  return { path, size: info.size };
}

function shortPath(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

function hex(bytes: Buffer): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join(' ');
}
