import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { writeInPlace } from '../../src/report/world/write-in-place.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'write-in-place-'));
  dirs.push(dir);
  return dir;
}

describe('writeInPlace', () => {
  it('makes the folders below `under` and writes the file', async () => {
    const under = tempDir();
    await writeInPlace(join(under, 'a/b/file.txt'), 'text', { under });
    expect(readFileSync(join(under, 'a/b/file.txt'), 'utf8')).toBe('text');
    expect(readdirSync(join(under, 'a/b'))).toEqual(['file.txt']);
  });

  it('refuses a folder on the way below `under` that is a link, writing nothing where it points', async () => {
    const under = tempDir();
    const outside = tempDir();
    mkdirSync(join(under, 'results'));
    symlinkSync(outside, join(under, 'results/deep'));
    await expect(writeInPlace(join(under, 'results/deep/junit.xml'), 'x', { under })).rejects.toThrow(
      /results\/deep is a symbolic link, which is not followed/,
    );
    expect(readdirSync(outside)).toEqual([]);
  });

  it('takes `under` itself and the folders above it as they are', async () => {
    const real = tempDir();
    const linked = join(tempDir(), 'temp');
    symlinkSync(real, linked);
    await writeInPlace(join(linked, 'reports/file.txt'), 'x', { under: linked });
    expect(readFileSync(join(real, 'reports/file.txt'), 'utf8')).toBe('x');
  });

  it('leaves nothing behind when the data fails half-way, and the old file as it was', async () => {
    const under = tempDir();
    const target = join(under, 'video.mp4');
    writeFileSync(target, 'old');
    async function* broken() {
      yield Buffer.from('new');
      throw new Error('cut off');
    }
    await expect(writeInPlace(target, broken(), { under })).rejects.toThrow('cut off');
    expect(readdirSync(under)).toEqual(['video.mp4']);
    expect(readFileSync(target, 'utf8')).toBe('old');
  });
});
