import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  equivalentsIn,
  figures,
  MUTATION_DOC,
  type MutationReport,
  scoreOf,
  survivors,
  unaccounted,
  withFigures,
} from '../../scripts/mutation.ts';

const source = [
  "export const READ_ONLY: Meanings = { 403: 'the account is read-only' };",
  'export const ok = (status: number) => status >= 200 && status < 300;',
].join('\n');

const at = (line: number, from: number, to: number) => ({
  start: { line, column: from },
  end: { line, column: to },
});

const report: MutationReport = {
  files: {
    'src/api/meanings.ts': {
      source,
      mutants: [
        { mutatorName: 'StringLiteral', replacement: '""', status: 'Survived', location: at(1, 43, 69) },
        { mutatorName: 'ObjectLiteral', replacement: '{}', status: 'Killed', location: at(1, 36, 71) },
        {
          mutatorName: 'EqualityOperator',
          replacement: 'status > 200',
          status: 'NoCoverage',
          location: at(2, 39, 52),
        },
        { mutatorName: 'BooleanLiteral', replacement: 'true', status: 'Timeout', location: at(2, 37, 39) },
      ],
    },
    'src/api/transport/send.ts': {
      source,
      mutants: [
        { mutatorName: 'StringLiteral', replacement: '""', status: 'Survived', location: at(1, 43, 69) },
      ],
    },
  },
};

const doc = (rows: string[]) =>
  [
    '# Mutation',
    '',
    '## Equivalent mutants',
    '',
    '| file | mutator | original | replacement | why |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    '## Next',
    '| `x` | y | z | w | v |',
  ].join('\n');

describe('the check after the mutation run', () => {
  it('finds the mutants no test detected in the files it holds, with the code each replaced', () => {
    expect(survivors(report)).toEqual([
      {
        file: 'src/api/meanings.ts',
        line: 1,
        mutator: 'StringLiteral',
        original: "'the account is read-only'",
        replacement: '""',
      },
      {
        file: 'src/api/meanings.ts',
        line: 2,
        mutator: 'EqualityOperator',
        original: 'status >= 200',
        replacement: 'status > 200',
      },
    ]);
  });

  it('fails on each survivor not recorded as equivalent with a reason, whatever line it moved to', () => {
    const found = survivors(report);
    const recorded = equivalentsIn(
      doc([
        '| `src/api/meanings.ts` | StringLiteral | `\'the account is read-only\'` | `""` | a reason |',
        '| `src/api/meanings.ts` | EqualityOperator | `status >= 200` | `status > 200` |  |',
      ]),
    );
    expect(recorded).toHaveLength(2);
    expect(unaccounted(found, recorded)).toEqual([
      'src/api/meanings.ts: EqualityOperator `status >= 200` is recorded without a reason',
      'src/api/meanings.ts:2: EqualityOperator `status >= 200` → `status > 200` survived',
    ]);
    expect(unaccounted(found, [])).toHaveLength(2);
    // A pipe in the code stays in its cell.
    expect(
      equivalentsIn(doc(['| `src/api/a.ts` | LogicalOperator | `a \\|\\| b` | `a && b` | why |'])),
    ).toEqual([
      {
        file: 'src/api/a.ts',
        mutator: 'LogicalOperator',
        original: 'a || b',
        replacement: 'a && b',
        reason: 'why',
      },
    ]);
  });

  it('gives the score as Stryker does: detected among detected and not', () => {
    expect(scoreOf({ detected: 3, undetected: 1, ignored: 5 })).toBe(75);
    const block = figures(report, 1, true);
    expect(block).toContain('Mutation score of `src/api/`: **40.0 %**');
    expect(block).toContain('| `src/api/meanings.ts` | 4 | 2 | 2 | 50.0 % |');
    expect(figures(report, 1, false)).not.toContain('| file |');
    expect(() => withFigures('no markers', block)).toThrow(/must both be there/);
  });

  it('reads the equivalents docs/mutation.md records, each with its reason', () => {
    const recorded = equivalentsIn(readFileSync(MUTATION_DOC, 'utf8'));
    expect(recorded.filter((e) => !e.reason || !e.original || !e.mutator)).toEqual([]);
  });
});
