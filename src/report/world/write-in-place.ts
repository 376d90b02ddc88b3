import { randomBytes } from 'node:crypto';
import { type FileHandle, lstat, mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface WriteOptions {
  /**
   * The folder below which no symbolic link is followed on the way to the file (default: the working
   * directory, the workspace on a runner, when the file is in it). It and the folders above it are
   * the runner's and the user's, taken as they are.
   */
  under?: string;
  signal?: AbortSignal;
}

/** A file being written in place: see `openInPlace`. */
export interface InPlaceFile {
  write(data: string | readonly string[] | Uint8Array): Promise<void>;
  /** Renames the written data into place. */
  commit(): Promise<void>;
  /** Removes the written data; the target stays as it was. */
  abort(): Promise<void>;
}

/**
 * Opens a file to be written where it was asked and nowhere else, whatever a pull request committed
 * there: the data goes to a new file beside the target, created exclusively (never an existing file
 * or link), which `commit` then renames into place. A symbolic link at the target is so replaced,
 * never written through, and a folder on the way below `under` that is a link is refused.
 */
export async function openInPlace(target: string, options: WriteOptions = {}): Promise<InPlaceFile> {
  await makeFolders(dirname(target), options.under ?? process.cwd());
  const part = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.part`);
  const handle = await open(part, 'wx');
  const writer = new FileWriter(handle);
  let isOpen = true;
  const close = async () => {
    if (isOpen) await handle.close();
    isOpen = false;
  };
  return {
    write: async (data) => {
      options.signal?.throwIfAborted();
      await writer.write(data);
    },
    commit: async () => {
      await close();
      await renameOver(part, target);
    },
    abort: async () => {
      await close().catch(() => undefined);
      await rm(part, { force: true });
    },
  };
}

/**
 * Waits between tries of a rename over a file another program holds open on Windows (a virus scanner
 * or an indexer reading the new report: EPERM, EBUSY or EACCES), about 3 s in all, as npm's
 * graceful-fs does for longer. Elsewhere those errors do not pass with time and end the first try.
 */
const RENAME_WAITS_MS = [50, 100, 200, 400, 800, 1_500];
const HELD_OPEN = new Set(['EPERM', 'EBUSY', 'EACCES']);

async function renameOver(from: string, to: string): Promise<void> {
  for (const wait of process.platform === 'win32' ? RENAME_WAITS_MS : []) {
    try {
      return await rename(from, to);
    } catch (error) {
      if (!HELD_OPEN.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    }
    await sleep(wait);
  }
  await rename(from, to);
}

/**
 * Writes to an open file, text through one buffer it keeps: writing a file in many pieces then
 * allocates nothing per piece (memory the runtime would hold on to once freed).
 */
export class FileWriter {
  private readonly handle: FileHandle;
  private scratch = Buffer.alloc(0);

  constructor(handle: FileHandle) {
    this.handle = handle;
  }

  /** Writes bytes, text, or pieces of text in order (never joined into one string first). */
  async write(data: string | readonly string[] | Uint8Array): Promise<void> {
    let bytes = data as Uint8Array;
    if (!(data instanceof Uint8Array)) {
      const pieces = typeof data === 'string' ? [data] : data;
      let size = 0;
      for (const piece of pieces) size += Buffer.byteLength(piece);
      if (this.scratch.length < size)
        this.scratch = Buffer.allocUnsafe(Math.max(size, this.scratch.length * 2));
      let at = 0;
      for (const piece of pieces) at += this.scratch.write(piece, at);
      bytes = this.scratch.subarray(0, at);
    }
    for (let at = 0; at < bytes.length;) {
      const { bytesWritten } = await this.handle.write(bytes, at, bytes.length - at);
      at += bytesWritten;
    }
  }
}

/** Writes a whole file in place (`openInPlace`), from text or from chunks as they come. */
export async function writeInPlace(
  target: string,
  data: string | AsyncIterable<string | Uint8Array>,
  options: WriteOptions = {},
): Promise<void> {
  const file = await openInPlace(target, options);
  try {
    if (typeof data === 'string') await file.write(data);
    else for await (const chunk of data) await file.write(chunk);
    await file.commit();
  } catch (error) {
    await file.abort();
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
