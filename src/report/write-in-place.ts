import { randomBytes } from 'node:crypto';
import { lstat, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';

export interface WriteOptions {
  /**
   * The folder below which no symbolic link is followed on the way to the file (default: the working
   * directory, the workspace on a runner, when the file is in it). It and the folders above it are
   * the runner's and the user's, taken as they are.
   */
  under?: string;
  signal?: AbortSignal;
}

/**
 * Writes a file where it was asked and nowhere else, whatever a pull request committed there: the data
 * goes to a new file beside the target, created exclusively (never an existing file or link), which is
 * then renamed into place. A symbolic link at the target is so replaced, never written through, and a
 * folder on the way below `under` that is a link is refused.
 */
export async function writeInPlace(
  target: string,
  data: string | AsyncIterable<Uint8Array>,
  options: WriteOptions = {},
): Promise<void> {
  await makeFolders(dirname(target), options.under ?? process.cwd());
  const part = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.part`);
  try {
    await writeFile(part, data, { flag: 'wx', signal: options.signal });
    await rename(part, target);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
}

/** The folders of a file: below `under`, each made or found as a real folder; elsewhere, just made. */
export async function makeFolders(folder: string, under: string): Promise<void> {
  const path = relative(under, folder);
  if (path === '..' || path.startsWith(`..${sep}`) || isAbsolute(path)) {
    await mkdir(folder, { recursive: true });
    return;
  }
  await mkdir(under, { recursive: true });
  let at = under;
  for (const name of path.split(sep).filter(Boolean)) {
    at = join(at, name);
    await folderInPlace(at);
  }
}

/** A folder made if missing; refused if it is a symbolic link (or no folder). */
async function folderInPlace(path: string): Promise<void> {
  try {
    await mkdir(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const found = await lstat(path);
  if (found.isSymbolicLink()) throw new Error(`${path} is a symbolic link, which is not followed`);
  if (!found.isDirectory()) throw new Error(`${path} is not a folder`);
}
