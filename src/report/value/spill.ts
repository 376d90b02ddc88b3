import { type FileHandle, mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';

import { FileWriter } from '../world/write-in-place.ts';

/** What one read of a spill takes. */
const READ_BYTES = 16_384;

/** The runner's temporary folder (emptied after every job), else the system's. */
export function runnerTempOf(env: Record<string, string | undefined>): string {
  return env.RUNNER_TEMP?.trim() || tmpdir();
}

/** The folder, under the runner's temporary folder, that holds the tests a report is reading. */
export const SPILL_FOLDER = 'cloudtest-tests';

/**
 * Lines of text kept on disk while a report is made: every test read, one line of JSON each, so
 * memory holds none of them. In a folder of its own (made with a random name, so no one else's file
 * or link is written through) under `dir`, the runner's temporary folder, which the runner empties
 * after the job even when a step is killed; `remove` deletes it sooner.
 */
export class Spill {
  private readonly folder: string;
  private readonly path: string;
  private handle: FileHandle | undefined;
  private readonly writer: FileWriter;

  private constructor(folder: string, path: string, handle: FileHandle) {
    this.folder = folder;
    this.path = path;
    this.handle = handle;
    this.writer = new FileWriter(handle);
  }

  static async create(dir: string): Promise<Spill> {
    await mkdir(join(dir, SPILL_FOLDER), { recursive: true });
    const folder = await mkdtemp(join(dir, SPILL_FOLDER, 'report-'));
    const path = join(folder, 'tests.jsonl');
    return new Spill(folder, path, await open(path, 'wx', 0o600));
  }

  /** Adds lines, given as pieces of text (each line ending in a newline); written before this resolves. */
  async append(pieces: readonly string[]): Promise<void> {
    if (!this.handle) throw new Error('the spill is closed');
    if (pieces.length) await this.writer.write(pieces);
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    await handle?.close();
  }

  /** Every line written, in order, without its newline; read in pieces through one buffer. */
  async *lines(): AsyncGenerator<string> {
    const handle = await open(this.path, 'r');
    const buffer = Buffer.allocUnsafe(READ_BYTES);
    const decoder = new StringDecoder('utf8');
    let rest = '';
    try {
      for (;;) {
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
        const text = rest + (bytesRead ? decoder.write(buffer.subarray(0, bytesRead)) : decoder.end());
        let from = 0;
        for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', from)) {
          yield text.slice(from, at);
          from = at + 1;
        }
        rest = text.slice(from);
        if (!bytesRead) break;
      }
    } finally {
      await handle.close();
    }
    if (rest) yield rest;
  }

  async remove(): Promise<void> {
    await this.close();
    await rm(this.folder, { recursive: true, force: true });
  }
}
