import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import {
  codeHash,
  codeProblems,
  type FidelityRecord,
  hashOf,
  mergedRecord,
  mutatedBy,
  reader,
  recordIn,
  spanOf,
  withRecord,
} from '../../scripts/fidelity.ts';
import { measuredRecord, type Mutant, type MutationReport } from '../../scripts/mutation.ts';
import { fidelity } from '../../scripts/service-records.ts';
import type { Assumption } from '../../src/api/assumptions.ts';
import { endpointName, ENDPOINTS } from '../fake-service/endpoints.ts';

// A small repository of one endpoint, GET /v1/jobs/{id}, its function, one assumption and their tests.
const ASSUMED = [
  '/** Job statuses that end a wait (ASSUMPTIONS.failedIsFinal). */',
  "export const FINAL_JOB_STATUSES = new Set(['FINISHED', 'FAILED']);",
  '',
  '/** Not the code of any assumption: the file does not export it. */',
  "const OTHER = ['x'];",
  '',
].join('\n');
const JOBS = [
  'export function jobsApi(t) {',
  '  return {',
  "    get: (id) => t.call({ operation: 'get job', path: `/v1/jobs/${id}` }),",
  '  };',
  '}',
  '',
].join('\n');
const PIN_TITLE = 'ends the wait on FAILED';
const TESTS = [
  "describe('jobs', () => {",
  `  it('${PIN_TITLE}', () => {`,
  "    expect(FINAL_JOB_STATUSES.has('FAILED')).toBe(true);",
  '  });',
  "  it('gets a job', async () => {",
  '    await client.jobs.get(1);',
  '  });',
  '});',
  '',
].join('\n');

const PINNED_BY = `test/api/jobs.test.ts › ${PIN_TITLE}`;
const ENDPOINT = ENDPOINTS.filter((e) => endpointName(e) === 'GET /v1/jobs/{id}');
const failedIsFinal: Assumption = {
  assumes: 'A job ends at FAILED as at FINISHED.',
  spec: 'Job `status`: QUEUED, RUNNING, FINISHED, FAILED.',
  pinnedBy: PINNED_BY,
  code: ['src/api/assumptions.ts#FINAL_JOB_STATUSES'],
  endpoints: ['GET /v1/jobs/{id}'],
};
const ASSUMPTIONS = { failedIsFinal };

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** The small repository in a folder of its own, `changes` over its files. */
function repository(changes: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'fidelity-'));
  roots.push(root);
  const files: Record<string, string> = {
    'src/api/assumptions.ts': ASSUMED,
    'src/api/jobs.ts': JOBS,
    'test/api/jobs.test.ts': TESTS,
    'stryker.config.json': JSON.stringify({ mutate: ['src/api/**/*.ts'] }),
    ...changes,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const change = (root: string, file: string, from: string, to: string) => {
  const text = readFileSync(join(root, file), 'utf8');
  expect(text).toContain(from);
  writeFileSync(join(root, file), text.replace(from, to));
};

const PIN_ID = '0';
const OTHER_TEST_ID = '1';

/** A mutant of the first `text` in `source` (lines and columns from 1, as Stryker gives them). */
function mutant(source: string, text: string, status: string, killedBy: string[] = []): Mutant {
  const start = source.indexOf(text);
  const position = (offset: number) => {
    const before = source.slice(0, offset).split('\n');
    return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
  };
  return {
    mutatorName: 'StringLiteral',
    replacement: '""',
    status,
    location: { start: position(start), end: position(start + text.length) },
    killedBy,
    coveredBy: [PIN_ID, OTHER_TEST_ID],
  };
}

/** A report of a run over the small repository: by default the pin kills a mutant of its code. */
function report(
  assumed: Mutant[] = [
    mutant(ASSUMED, "'FAILED'", 'Killed', [PIN_ID]),
    mutant(ASSUMED, "['FINISHED', 'FAILED']", 'Killed', [OTHER_TEST_ID]),
    mutant(ASSUMED, "'x'", 'Survived'),
  ],
  jobs: Mutant[] = [mutant(JOBS, "'get job'", 'Killed', [OTHER_TEST_ID])],
  tests = [
    { id: PIN_ID, name: `jobs > ${PIN_TITLE}` },
    { id: OTHER_TEST_ID, name: 'jobs > gets a job' },
  ],
): MutationReport {
  return {
    files: {
      'src/api/assumptions.ts': { source: ASSUMED, mutants: assumed },
      'src/api/jobs.ts': { source: JOBS, mutants: jobs },
    },
    testFiles: { 'test/api/jobs.test.ts': { source: TESTS, tests } },
    config: { mutate: ['src/api/assumptions.ts', 'src/api/jobs.ts'] },
  };
}

const measured = (root: string, run: MutationReport = report()) =>
  measuredRecord(run, [], '2026-12-01', ASSUMPTIONS, ENDPOINT, root);

const figure = (root: string, record: FidelityRecord) => {
  const { faithful, changed, unfaithful, unheld } = fidelity(ENDPOINT, ASSUMPTIONS, root, record);
  return {
    faithful,
    changed,
    reasons: [...unfaithful.flatMap((u) => u.reasons), ...unheld.flatMap((u) => u.reasons)],
  };
};

describe('the record of what a mutation run measured', () => {
  it('counts the mutants of an assumption’s code, which tests detected them and which its pin killed', () => {
    const root = repository();
    const record = measured(root);
    const read = reader(root);
    expect(record).toEqual({
      assumptions: [
        {
          key: 'failedIsFinal',
          code: expect.any(String),
          pin: expect.any(String),
          ran: true,
          // `'x'` lies outside FINAL_JOB_STATUSES: not its mutant.
          mutants: 2,
          detected: 2,
          equivalent: 0,
          killedByPin: 1,
          measured: '2026-12-01',
        },
      ],
      endpoints: [
        {
          endpoint: 'GET /v1/jobs/{id}',
          code: expect.any(String),
          mutants: 1,
          detected: 1,
          equivalent: 0,
          measured: '2026-12-01',
        },
      ],
    });
    expect(record.assumptions[0]?.code).toBe((codeHash(failedIsFinal.code, read) as { hash: string }).hash);
    expect(record.endpoints[0]?.code).toBe(
      (codeHash(['src/api/jobs.ts#jobsApi.get'], read) as { hash: string }).hash,
    );
  });

  it('counts a survivor recorded as equivalent apart, and records nothing of code the run did not mutate', () => {
    const root = repository();
    const run = report([
      mutant(ASSUMED, "'FAILED'", 'Killed', [PIN_ID]),
      mutant(ASSUMED, "'FINISHED'", 'Survived'),
    ]);
    const equivalent = {
      file: 'src/api/assumptions.ts',
      mutator: 'StringLiteral',
      original: "'FINISHED'",
      replacement: '""',
      reason: 'a reason',
    };
    expect(measuredRecord(run, [equivalent], 'd', ASSUMPTIONS, ENDPOINT, root).assumptions[0]).toMatchObject({
      mutants: 2,
      detected: 1,
      equivalent: 1,
    });
    // A run over the endpoints' module alone, or over other lines of the assumptions, measured no assumption.
    for (const mutate of [['src/api/jobs.ts'], ['src/api/assumptions.ts:4-5', 'src/api/jobs.ts']]) {
      const partial = measured(root, { ...report(), config: { mutate } });
      expect(partial.assumptions, mutate.join()).toEqual([]);
      expect(partial.endpoints, mutate.join()).toHaveLength(1);
    }
    expect(measured(root, { ...report(), config: { mutate: ['src/api/assumptions.ts:1-2'] } })).toMatchObject(
      {
        assumptions: [{ key: 'failedIsFinal' }],
        endpoints: [],
      },
    );
  });

  it('keeps what a run did not measure as an earlier run found it, and reads back what it writes', () => {
    const root = repository();
    const fresh = measured(root, { ...report(), config: { mutate: ['src/api/jobs.ts'] } });
    const earlier: FidelityRecord = {
      assumptions: [
        {
          key: 'failedIsFinal',
          code: 'a',
          pin: 'b',
          ran: true,
          mutants: 3,
          detected: 3,
          equivalent: 0,
          killedByPin: 1,
          measured: '2026-11-01',
        },
        {
          key: 'gone',
          code: 'a',
          pin: 'b',
          ran: false,
          mutants: 0,
          detected: 0,
          equivalent: 0,
          killedByPin: 0,
          measured: '2026-11-01',
        },
      ],
      endpoints: [
        {
          endpoint: 'GET /v1/jobs/{id}',
          code: 'c',
          mutants: 9,
          detected: 9,
          equivalent: 0,
          measured: '2026-11-01',
        },
      ],
    };
    const merged = mergedRecord(earlier, fresh, ['failedIsFinal'], ['GET /v1/jobs/{id}']);
    expect(merged).toEqual({ assumptions: [earlier.assumptions[0]], endpoints: fresh.endpoints });
    const doc = withRecord(
      '# Mutation\n<!-- generated:fidelity:start -->\n<!-- generated:fidelity:end -->\nrest',
      merged,
    );
    expect(recordIn(doc)).toEqual(merged);
    expect(doc.endsWith('\nrest')).toBe(true);
    expect(recordIn('no record')).toEqual({ assumptions: [], endpoints: [] });
  });
});

describe('the fidelity figure, held to the code as it is now', () => {
  it('counts the endpoint when its pin runs and killed a mutant of the assumption’s code, each detected', () => {
    const root = repository();
    expect(figure(root, measured(root))).toEqual({ faithful: 1, changed: 0, reasons: [] });
    expect(figure(root, { assumptions: [], endpoints: [] })).toEqual({
      faithful: 0,
      changed: 0,
      reasons: [
        'no mutation run has measured its function',
        'rests on `failedIsFinal`, which do not hold',
        'no mutation run has measured it',
      ],
    });
  });

  it('drops when the pinning test is skipped, however it is skipped', () => {
    for (const [from, to, changed] of [
      [`it('${PIN_TITLE}', () => {`, `it.skip('${PIN_TITLE}', () => {`, 1],
      [`it('${PIN_TITLE}', () => {`, `it.skipIf(process.env.CI)('${PIN_TITLE}', () => {`, 1],
      ["describe('jobs', () => {", "describe.skip('jobs', () => {", 0],
      ["it('gets a job', async", "it.only('gets a job', async", 0],
    ] as const) {
      const root = repository();
      const record = measured(root);
      change(root, 'test/api/jobs.test.ts', from, to);
      const { faithful, changed: counted, reasons } = figure(root, record);
      expect({ faithful, changed: counted }, to).toEqual({ faithful: 0, changed });
      expect(reasons.join('; '), to).toMatch(
        /its pinning test does not run: it (is marked|is inside|is in a file)/,
      );
    }
  });

  it('drops when a departure is put back: the assumption’s code changed since the run', () => {
    const root = repository();
    const record = measured(root);
    change(root, 'src/api/assumptions.ts', "new Set(['FINISHED', 'FAILED'])", "new Set(['FINISHED'])");
    expect(figure(root, record)).toEqual({
      faithful: 0,
      changed: 1,
      reasons: [
        'rests on `failedIsFinal`, which do not hold',
        'its code changed since the last mutation run that measured it',
      ],
    });
    // Its comment, or code beside it, is no change to it.
    const again = repository();
    const before = measured(again);
    change(again, 'src/api/assumptions.ts', 'Job statuses that end', 'The job statuses that end');
    change(again, 'src/api/assumptions.ts', "['x']", "['y']");
    expect(figure(again, before).faithful).toBe(1);
  });

  it('drops when the pinning test or the endpoint’s function changed since the run', () => {
    const root = repository();
    const record = measured(root);
    change(
      root,
      'test/api/jobs.test.ts',
      ".toBe(true);\n  });\n  it('gets",
      ".toBe(true);\n    expect(1).toBe(1);\n  });\n  it('gets",
    );
    expect(figure(root, record)).toMatchObject({ faithful: 0, changed: 1 });
    const other = repository();
    const earlier = measured(other);
    change(other, 'src/api/jobs.ts', "operation: 'get job'", "operation: 'read a job'");
    expect(figure(other, earlier)).toEqual({
      faithful: 0,
      changed: 1,
      reasons: ['its function changed since the last mutation run that measured it'],
    });
  });

  it('does not count an assumption whose pin killed none of its mutants, or let one survive', () => {
    const root = repository();
    const unkilled = measured(root, report([mutant(ASSUMED, "'FAILED'", 'Killed', [OTHER_TEST_ID])]));
    expect(unkilled.assumptions[0]).toMatchObject({ ran: true, mutants: 1, detected: 1, killedByPin: 0 });
    expect(figure(root, unkilled)).toMatchObject({
      faithful: 0,
      changed: 0,
      reasons: expect.arrayContaining(['its pinning test killed none of its 1 mutants']),
    });
    const survived = measured(
      root,
      report([mutant(ASSUMED, "'FAILED'", 'Killed', [PIN_ID]), mutant(ASSUMED, "'FINISHED'", 'NoCoverage')]),
    );
    expect(figure(root, survived).reasons).toContain('1 of its 2 mutants survived');
    const endpointSurvivor = measured(root, report(undefined, [mutant(JOBS, "'get job'", 'Survived')]));
    expect(figure(root, endpointSurvivor).reasons).toEqual(['1 of its 1 mutants survived in its function']);
  });

  it('does not count an assumption whose pin the run did not run, or whose code has no mutant', () => {
    const root = repository();
    const notRun = measured(
      root,
      report(undefined, undefined, [{ id: OTHER_TEST_ID, name: 'jobs > gets a job' }]),
    );
    expect(notRun.assumptions[0]).toMatchObject({ ran: false, killedByPin: 0 });
    expect(figure(root, notRun).reasons).toContain('its pinning test did not run in the mutation run');
    const none = measured(root, report([]));
    expect(figure(root, none).reasons).toContain('its code has no mutant to fail its pinning test');
  });
});

describe('the code an assumption names', () => {
  it('finds a declaration, or one member of it, by name', () => {
    expect(spanOf(JOBS, ['jobsApi', 'get'])).toMatchObject({
      text: "get: (id) => t.call({ operation: 'get job', path: `/v1/jobs/${id}` })",
    });
    expect(spanOf(ASSUMED, ['FINAL_JOB_STATUSES'])).toMatchObject({
      text: "export const FINAL_JOB_STATUSES = new Set(['FINISHED', 'FAILED']);",
    });
    expect(spanOf('const a = 1, b = { c: 2 };', ['b', 'c'])).toMatchObject({ text: 'c: 2' });
    expect(spanOf('export interface A { b: string }', ['A'])).toBe('A is a type, which has no code');
    expect(spanOf(JOBS, ['jobs'])).toBe('no top-level declaration jobs');
    expect(spanOf(JOBS, ['jobsApi', 'list'])).toBe('0 members named list');
    expect(spanOf('const a = { b: { c: 1 }, d: { c: 2 } };', ['a', 'c'])).toBe('2 members named c');
    expect(hashOf('a')).toMatch(/^[0-9a-f]{12}$/);
  });

  it('reads what a run mutates as Stryker does: globs, line ranges, exclusions', () => {
    const patterns = ['src/api/**/*.ts', '!src/api/transport/**', 'src/codeless/ties.ts:10-40'];
    expect(mutatedBy(patterns, 'src/api/team.ts')).toBe(true);
    expect(mutatedBy(patterns, 'src/api/transport/retry.ts')).toBe(false);
    expect(mutatedBy(patterns, 'src/codeless/ties.ts', 12, 39)).toBe(true);
    expect(mutatedBy(patterns, 'src/codeless/ties.ts', 5, 39)).toBe(false);
    expect(mutatedBy(patterns, 'src/report/value/family.ts')).toBe(false);
  });

  it('fails the docs check on code that is not there, not mutated, or not said in the comment', () => {
    const root = repository();
    expect(codeProblems(ASSUMPTIONS, ENDPOINT, root)).toEqual([]);
    const wrong = {
      failedIsFinal: {
        ...failedIsFinal,
        code: ['src/api/assumptions.ts#FINAL_STATUSES', 'src/runtime/x.ts#y'] as const,
      },
    };
    expect(codeProblems(wrong, ENDPOINT, root)).toEqual([
      'ASSUMPTIONS.failedIsFinal names code that is not there: src/api/assumptions.ts#FINAL_STATUSES (no top-level declaration FINAL_STATUSES)',
      'ASSUMPTIONS.failedIsFinal names code that is not there: src/runtime/x.ts#y (no file src/runtime/x.ts)',
      'ASSUMPTIONS.failedIsFinal names src/runtime/x.ts#y, which the mutation run does not mutate (stryker.config.json)',
      "src/api/assumptions.ts: FINAL_JOB_STATUSES is the code of no assumption (name it in one's `code`)",
    ]);
    change(
      root,
      'src/api/assumptions.ts',
      '(ASSUMPTIONS.failedIsFinal)',
      '(ASSUMPTIONS.failedIsFinal, ASSUMPTIONS.listCap)',
    );
    change(root, 'src/api/jobs.ts', 'get: (id)', 'read: (id)');
    expect(codeProblems(ASSUMPTIONS, ENDPOINT, root)).toEqual([
      'GET /v1/jobs/{id}: its function is not there: src/api/jobs.ts#jobsApi.get (0 members named get)',
      'src/api/assumptions.ts: the comment of FINAL_JOB_STATUSES names ASSUMPTIONS.failedIsFinal, ASSUMPTIONS.listCap, and it is the code of failedIsFinal',
    ]);
  });
});
