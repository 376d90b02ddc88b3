import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { ROOT } from '../../scripts/action-files.ts';
import { circlesOf, importGraph } from '../../scripts/import-circles.ts';

// No circle of imports in src/ (docs/architecture.md), as `npm run lint` checks it.
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A folder `src` of the given files, their paths relative to it. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'circles-'));
  folders.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, 'src', name, '..'), { recursive: true });
    writeFileSync(join(root, 'src', name), text);
  }
  return join(root, 'src');
}

const circles = (dir: string) => circlesOf(importGraph(dir)).map((loop) => loop.map((f) => relative(dir, f)));

describe('circles of imports', () => {
  it('finds none in src/', () => {
    expect(circles(join(ROOT, 'src'))).toEqual([]);
  });

  it('finds a circle of type-only imports, as a loop from its first file', () => {
    const dir = tree({
      'report/types.ts':
        "import type { Comparison } from './history/compare.ts';\nexport type Entry = { c?: Comparison };\n",
      'report/history/compare.ts':
        "import type { Entry } from '../types.ts';\nexport type Comparison = Entry[];\n",
      'report/history/fail-on.ts':
        "import type { Comparison } from './compare.ts';\nexport type F = Comparison;\n",
    });
    expect(circles(dir)).toEqual([
      ['report/history/compare.ts', 'report/types.ts', 'report/history/compare.ts'],
    ]);
  });

  it('follows re-exports and import(), and reports each circle apart', () => {
    const dir = tree({
      'a.ts': "export { b } from './b.ts';\nexport const a = 1;\n",
      'b.ts': "export const b = async () => (await import('./c.ts')).c;\n",
      'c.ts': "import { a } from './a.ts';\nexport const c = a;\n",
      'd.ts': "import { e } from './e.ts';\nexport const d = e;\n",
      'e.ts': "import { d } from './d.ts';\nexport const e = () => d;\n",
      'f.ts': "import { a } from './a.ts';\nexport const f = a;\n",
      'self.ts': "import { me } from './self.ts';\nexport const me = () => me;\n",
    });
    expect(circles(dir).sort()).toEqual([
      ['a.ts', 'b.ts', 'c.ts', 'a.ts'],
      ['d.ts', 'e.ts', 'd.ts'],
      ['self.ts', 'self.ts'],
    ]);
  });

  it('fails the lint with each circle named, and passes without one', () => {
    const check = (dir: string) =>
      execFileSync(process.execPath, [join(ROOT, 'scripts/import-circles.ts'), dir], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
    const circular = tree({
      'api/retry.ts':
        "import type { Failure } from './send.ts';\nexport const retried = (f: Failure) => f;\n",
      'api/send.ts':
        "import { retried } from './retry.ts';\nexport type Failure = { ok: false };\nexport const send = retried;\n",
    });
    expect(() => check(circular)).toThrow(
      expect.objectContaining({
        status: 1,
        stderr: expect.stringContaining(
          'Circle of imports: src/api/retry.ts -> src/api/send.ts -> src/api/retry.ts',
        ),
      }),
    );
    const apart = tree({
      'api/retry.ts': 'export type Failure = { ok: false };\n',
      'api/send.ts': "import type { Failure } from './retry.ts';\nexport const send = (f: Failure) => f;\n",
    });
    expect(check(apart)).toBe('');
  });
});
