// macOS (APFS) and Windows (NTFS) file systems ignore letter case: names that differ only in case are
// one file there. The names the report files get by default differ beyond case, whatever the check
// names (docs/platforms.md, "macOS"); a Linux file system cannot show a collision, so the names are
// compared as those systems compare them.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, expect, it } from 'vitest';

import { REPORT_FILES_FOLDER, writeReportFiles } from '../../src/report/outputs/files.ts';
import { readEntries } from '../../src/report/value/reader.ts';
import { testContext } from '../support/context.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('gives two reports of one job whose check names differ only in case four files apart beyond case', async () => {
  const runnerTemp = mkdtempSync(join(tmpdir(), 'case-names-'));
  dirs.push(runnerTemp);
  for (const checkName of ['Cloud tests', 'cloud tests']) {
    const tests = await readEntries([{ name: 'login', outcome: 'passed' }], { dir: runnerTemp });
    try {
      const header = { checkName, externalId: 'b', title: '1 test passed' };
      const env = { RUNNER_TEMP: runnerTemp };
      await writeReportFiles(header, tests, { env, now: 0, log: testContext().log });
    } finally {
      await tests.dispose();
    }
  }
  const names = readdirSync(join(runnerTemp, REPORT_FILES_FOLDER));
  expect(names).toHaveLength(4);
  expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(4);
});
