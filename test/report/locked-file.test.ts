// A report file held open by another program on Windows (a virus scanner, an indexer) cannot be
// replaced for a moment: the rename over it fails with EPERM or EBUSY, and is tried again briefly.
// Runs where the step Node is Windows' (the Windows leg: test/windows/); POSIX has no such lock.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, expect, it } from 'vitest';

import { ROOT } from '../../scripts/action-files.ts';
import { spawnNode, STEP_PLATFORM } from '../support/step-node.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the fixture with the step Node; what it printed, parsed. */
async function writeWhileHeld(target: string, holdMs: number): Promise<{ written: boolean; code?: string }> {
  const child = spawnNode([join(ROOT, 'test/fixtures/locked-file/write.ts'), target, String(holdMs)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH },
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => child.once('close', resolve));
  const line = out.split(/\r?\n/).find((l) => l.startsWith('{'));
  if (!line) throw new Error(`the fixture printed no result:\n${out}`);
  return JSON.parse(line) as { written: boolean; code?: string };
}

it.runIf(STEP_PLATFORM === 'win32')(
  'replaces a report file another program holds open for a second, once it lets go',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cloudtest-locked-'));
    dirs.push(dir);
    const target = join(dir, 'junit.xml');
    writeFileSync(target, 'the old report\n');
    const result = await writeWhileHeld(target, 1000);
    expect(result).toMatchObject({ written: true });
    expect(readFileSync(target, 'utf8')).toBe('the new report');
  },
  30_000,
);
