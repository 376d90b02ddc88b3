import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Assumption, ASSUMPTIONS } from '../../src/api/assumptions.ts';
import { ROOT } from '../../scripts/action-files.ts';
import { fidelity, pinProblems, testExists } from '../../scripts/service-records.ts';

const pinned = ASSUMPTIONS.jobErrorFields.pinnedBy;
const [pinnedFile = '', pinnedTitle = ''] = pinned.split(' › ');
const missing = `${pinnedFile} › a test nobody wrote`;
const assumption = (pinnedBy: string, extra: Partial<Assumption> = {}): Assumption => ({
  assumes: 'Something.',
  spec: 'A line.',
  pinnedBy,
  ...extra,
});

describe('the pins of the assumptions', () => {
  it('finds a pinning test by its file and exact title, and not a skipped or missing one', () => {
    expect(testExists(pinned)).toBe(true);
    expect(testExists(missing)).toBe(false);
    expect(testExists(`test/api/nowhere.test.ts › ${pinnedTitle}`)).toBe(false);
    expect(testExists(pinnedTitle)).toBe(false);
    // The title of a test that does not run, or a title's beginning alone, pins nothing.
    const dir = mkdtempSync(join(tmpdir(), 'pins-'));
    try {
      cpSync(join(ROOT, pinnedFile), join(dir, pinnedFile));
      const source = readFileSync(join(dir, pinnedFile), 'utf8');
      writeFileSync(join(dir, pinnedFile), source.replace(/\bit\((\s*'reads failure details)/, 'it.skip($1'));
      expect(testExists(pinned, dir)).toBe(false);
      expect(testExists(pinned.slice(0, -5))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names each assumption whose pinning test does not exist, or which names no line of the spec', () => {
    expect(pinProblems()).toEqual([]);
    expect(pinProblems({ a: assumption(missing), b: assumption(pinned, { spec: ' ' }) })).toEqual([
      `ASSUMPTIONS.a is pinned by a test that does not exist: ${missing}`,
      'ASSUMPTIONS.b names no line of the spec',
    ]);
  });

  it('counts an endpoint as faithful only while every assumption it rests on is pinned by a test that exists', () => {
    expect(fidelity()).toMatchObject({ faithful: 75, total: 75, unfaithful: [] });
    const unpinned = { ...ASSUMPTIONS, extra: assumption(missing, { endpoints: ['GET /v1/jobs/{id}'] }) };
    expect(fidelity(undefined, unpinned)).toEqual({
      faithful: 74,
      total: 75,
      unfaithful: [
        {
          endpoint: 'GET /v1/jobs/{id}',
          reasons: [`extra is pinned by a test that does not exist: ${missing}`],
        },
      ],
    });
    // An assumption of every endpoint that is not pinned leaves none faithful.
    expect(fidelity(undefined, { ...ASSUMPTIONS, everywhere: assumption(missing) }).faithful).toBe(0);
  });
});

describe('npm run docs:check', () => {
  const copy = mkdtempSync(join(tmpdir(), 'docs-check-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  const check = () =>
    spawnSync(process.execPath, ['scripts/docs.ts', '--check'], { cwd: copy, encoding: 'utf8' });

  it('fails when a pinning test named in docs/service-records.md is removed', () => {
    for (const part of [
      'package.json',
      'action.yml',
      'README.md',
      'actions',
      'docs',
      'scripts',
      'src',
      'test',
    ])
      cpSync(join(ROOT, part), join(copy, part), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
    expect(check()).toMatchObject({ status: 0, stderr: '' });

    const file = join(copy, pinnedFile);
    writeFileSync(file, readFileSync(file, 'utf8').replace(`'${pinnedTitle}'`, "'reads failure details'"));
    const result = check();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `src/api/assumptions.ts: ASSUMPTIONS.jobErrorFields is pinned by a test that does not exist: ${pinned}\n`,
    );
    // The fidelity line written before no longer holds: the block is out of date too.
    expect(result.stderr).toContain('docs/service-records.md: not up to date');
  });
});
