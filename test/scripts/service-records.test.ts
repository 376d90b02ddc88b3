import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { ROOT } from '../../scripts/action-files.ts';
import {
  codeHash,
  codeProblems,
  endpointCode,
  type FidelityRecord,
  pinState,
  reader,
  RECORD_DOC,
  withRecord,
} from '../../scripts/fidelity.ts';
import { pinProblems, serviceRecordsPlan, testExists } from '../../scripts/service-records.ts';
import { type Assumption, ASSUMPTIONS } from '../../src/api/assumptions.ts';
import { endpointName, ENDPOINTS } from '../fake-service/endpoints.ts';

const pinned = ASSUMPTIONS.jobErrorFields.pinnedBy;
const [pinnedFile = '', pinnedTitle = ''] = pinned.split(' › ');
const missing = `${pinnedFile} › a test nobody wrote`;
const assumption = (pinnedBy: string, extra: Partial<Assumption> = {}): Assumption => ({
  assumes: 'Something.',
  spec: 'A line.',
  pinnedBy,
  code: ['src/api/assumptions.ts#FINAL_JOB_STATUSES'],
  ...extra,
});

describe('the pins of the assumptions', () => {
  it('finds a pinning test by its file and exact title, skipped or not, and not a missing one', () => {
    expect(testExists(pinned)).toBe(true);
    expect(testExists(missing)).toBe(false);
    expect(testExists(`test/api/nowhere.test.ts › ${pinnedTitle}`)).toBe(false);
    expect(testExists(pinnedTitle)).toBe(false);
    // A title's beginning alone pins nothing; a skipped test is there (it only does not count as faithful).
    const dir = mkdtempSync(join(tmpdir(), 'pins-'));
    try {
      cpSync(join(ROOT, pinnedFile), join(dir, pinnedFile));
      const source = readFileSync(join(dir, pinnedFile), 'utf8');
      writeFileSync(join(dir, pinnedFile), source.replace(/\bit\((\s*'reads failure details)/, 'it.skip($1'));
      expect(testExists(pinned, dir)).toBe(true);
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

  it('keeps the tables of docs/service-records.md as the code and the record have them (npm run docs)', () => {
    const { current, wanted } = serviceRecordsPlan();
    expect(current).toBe(wanted);
  });

  it('names what the code of each assumption is, and each endpoint’s function, as they are', () => {
    expect(codeProblems()).toEqual([]);
  });
});

describe('npm run docs:check', () => {
  const copy = mkdtempSync(join(tmpdir(), 'docs-check-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/docs.ts', ...args], { cwd: copy, encoding: 'utf8' });
  const check = () => run('--check');
  const records = () => readFileSync(join(copy, 'docs/service-records.md'), 'utf8');
  const figureOf = (doc: string) => Number(/\*\*(\d+) of 75 endpoints are faithful\*\*/.exec(doc)?.[1]);
  const edit = (file: string, from: string | RegExp, to: string) => {
    const text = readFileSync(join(copy, file), 'utf8');
    expect(text).toMatch(from);
    writeFileSync(join(copy, file), text.replace(from, to));
  };
  /** The repository copied, with a record (docs/mutation.md) of a run that found everything as it should be. */
  const copied = () => {
    rmSync(copy, { recursive: true, force: true });
    for (const part of [
      'package.json',
      'action.yml',
      'README.md',
      'stryker.config.json',
      'actions',
      'docs',
      'scripts',
      'src',
      'test',
    ])
      cpSync(join(ROOT, part), join(copy, part), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const read = reader(copy);
    const hash = (found: { hash: string } | { missing: string }) => ('hash' in found ? found.hash : '');
    const record: FidelityRecord = {
      assumptions: Object.entries(ASSUMPTIONS).map(([key, a]) => ({
        key,
        code: hash(codeHash(a.code, read)),
        pin: hash(pinState(a.pinnedBy, read)),
        ran: true,
        ...{ mutants: 1, detected: 1, equivalent: 0, killedByPin: 1, measured: '2026-12-01' },
      })),
      endpoints: ENDPOINTS.map((e) => ({
        endpoint: endpointName(e),
        code: hash(codeHash([endpointCode(e)], read)),
        ...{ mutants: 1, detected: 1, equivalent: 0, measured: '2026-12-01' },
      })),
    };
    const doc = join(copy, RECORD_DOC);
    writeFileSync(doc, withRecord(readFileSync(doc, 'utf8'), record));
    expect(run()).toMatchObject({ status: 0 });
  };
  const STALE =
    'docs/service-records.md: not up to date\nThe docs differ from the code: run npm run docs, and commit the files it writes.\n';

  // Each runs the docs scripts in a copy of the repository several times: slow on a busy machine.
  it('fails when a pinning test named in docs/service-records.md is removed', { timeout: 240_000 }, () => {
    copied();
    expect(check()).toMatchObject({ status: 0, stderr: '' });
    edit(pinnedFile, `'${pinnedTitle}'`, "'reads failure details'");
    const result = check();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `src/api/assumptions.ts: ASSUMPTIONS.jobErrorFields is pinned by a test that does not exist: ${pinned}\n`,
    );
    // The fidelity line written before no longer holds: the block is out of date too.
    expect(result.stderr).toContain('docs/service-records.md: not up to date');
  });

  it(
    'lowers the figure at once when a pinning test is skipped or a departure put back, until written again',
    { timeout: 240_000 },
    () => {
      copied();
      let figure = figureOf(records());
      expect(figure).toBe(75);
      for (const [file, from, to, endpoint, key, why] of [
        [
          pinnedFile,
          /\bit\((\s*'reads failure details leniently)/,
          'it.skip($1',
          'GET /v1/jobs/{id}',
          'jobErrorFields',
          'its pinning test does not run: it is marked `.skip`',
        ],
        [
          'src/api/assumptions.ts',
          "{ [TUNNEL_GONE_STATUS]: 'the tunnel is already gone' }",
          '{}',
          'DELETE /v1/tunnel/{id}',
          'tunnelGone',
          'its code changed since the last mutation run',
        ],
      ] as const) {
        edit(file, from, to);
        expect(check(), key).toMatchObject({ status: 1, stderr: STALE });
        expect(run(), key).toMatchObject({ status: 0 });
        expect(check(), key).toMatchObject({ status: 0, stderr: '' });
        const doc = records();
        expect(figureOf(doc), key).toBe(figure - 1);
        figure -= 1;
        expect(doc, key).toMatch(new RegExp(`; ${75 - figure} endpoints? changed since\\.`));
        const line = (start: string) => doc.split('\n').find((l) => l.startsWith(start));
        expect(line(`- \`${endpoint}\`:`), key).toContain(`\`${key}\``);
        expect(line(`- \`${key}\`:`), key).toContain(why);
      }
    },
  );
});
