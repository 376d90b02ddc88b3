import { describe, expect, it } from 'vitest';

import { testsTitled } from '../../scripts/pins.ts';

const TITLE = 'reads failure details';

/** Why the one test titled TITLE in `source` would not run ('runs' when it would), or how many there are. */
function verdict(source: string): string {
  const found = testsTitled(source, TITLE);
  if (found.length !== 1) return `${found.length} tests`;
  return found[0]?.skipped ?? 'runs';
}

const body = `() => { expect(1).toBe(1); }`;

describe('whether a pinning test runs, read from its file', () => {
  it('counts a test written plainly, at the top or in describes, with harmless marks and options', () => {
    for (const source of [
      `it('${TITLE}', ${body});`,
      `test("${TITLE}", async ${body});`,
      `it(\`${TITLE}\`, function () {});`,
      `describe('jobs', () => { describe('errors', () => { it('${TITLE}', ${body}); }); });`,
      `it.concurrent('${TITLE}', ${body});`,
      `describe.sequential('x', () => { it.concurrent.sequential('${TITLE}', ${body}); });`,
      `describe.shuffle('x', { timeout: 5 }, () => { it('${TITLE}', ${body}, 30_000); });`,
      `it('${TITLE}', { timeout: 10, retry: 2, repeats: 1, meta: {} }, ${body});`,
      `it('${TITLE}', async ({ expect }) => { expect(1).toBe(1); });`,
      `it('${TITLE}', async (context) => { context.expect(1).toBe(1); });`,
      `// it.skip('${TITLE}', ${body});\nit('${TITLE}', ${body});`,
      `const title = '${TITLE}';\nit('another', ${body});\nit('${TITLE}', ${body});`,
    ])
      expect(verdict(source), source).toBe('runs');
  });

  it('does not count a test vitest skips, or one that passes by failing', () => {
    const cases: Array<[string, string]> = [
      [`it.skip('${TITLE}', ${body});`, 'is marked `.skip`'],
      [`test.todo('${TITLE}');`, 'is marked `.todo`'],
      [`it.fails('${TITLE}', ${body});`, 'is marked `.fails`'],
      [`it.skipIf(process.env.CI)('${TITLE}', ${body});`, 'is marked `.skipIf`'],
      [`it.runIf(false)('${TITLE}', ${body});`, 'is marked `.runIf`'],
      [`it.concurrent.skip('${TITLE}', ${body});`, 'is marked `.skip`'],
      [`it.each([1])('${TITLE}', ${body});`, 'is marked `.each`'],
      [`it.for([1])('${TITLE}', ${body});`, 'is marked `.for`'],
      [`it.extend({})('${TITLE}', ${body});`, 'is marked `.extend`'],
      [`it('${TITLE}');`, 'has no function written in place'],
      [`it('${TITLE}', undefined);`, 'has no function written in place'],
      [`it('${TITLE}', { skip: true }, ${body});`, 'sets `skip` in its options'],
      [`it('${TITLE}', { todo: false, timeout: 1 }, ${body});`, 'sets `todo` in its options'],
      [`it('${TITLE}', { fails: true }, ${body});`, 'sets `fails` in its options'],
      [`it('${TITLE}', { tags: ['slow'] }, ${body});`, 'sets `tags` in its options'],
      [`it('${TITLE}', { ...options }, ${body});`, 'has options not written in place'],
      [`it('${TITLE}', options, ${body});`, 'has options not written in place'],
      [`it('${TITLE}', ({ skip }) => { skip(); });`, "can skip itself (its context's `skip`)"],
      [`it('${TITLE}', ({ skip: leave }) => { leave(true); });`, "can skip itself (its context's `skip`)"],
      [`it('${TITLE}', (ctx) => { if (old) ctx.skip(); });`, "can skip itself (its context's `skip`)"],
      [`describe.skip('jobs', () => { it('${TITLE}', ${body}); });`, 'is inside a describe marked `.skip`'],
      [
        `describe('jobs', () => { suite.skipIf(true)('x', () => { it('${TITLE}', ${body}); }); });`,
        'is inside a describe marked `.skipIf`',
      ],
      [`describe.todo('jobs', () => { it('${TITLE}', ${body}); });`, 'is inside a describe marked `.todo`'],
      [
        `describe.each([1])('jobs %s', () => { it('${TITLE}', ${body}); });`,
        'is inside a describe marked `.each`',
      ],
      [
        `describe('jobs', { skip: true }, () => { it('${TITLE}', ${body}); });`,
        'is inside a describe that sets `skip` in its options',
      ],
      [
        `if (process.platform === 'linux') it('${TITLE}', ${body});`,
        'is defined inside a block that may not run it (an `if`, a loop, a helper function)',
      ],
      [`process.env.CI || it('${TITLE}', ${body});`, 'is not a statement of its own'],
      [
        `describe('jobs', () => { if (ok) { it('${TITLE}', ${body}); } });`,
        'is defined inside a block that may not run it (an `if`, a loop, a helper function)',
      ],
      [
        `function cases() { it('${TITLE}', ${body}); }\ndescribe('jobs', () => { cases(); });`,
        'is defined inside a block that may not run it (an `if`, a loop, a helper function)',
      ],
      [
        `for (const x of [1]) { it('${TITLE}', ${body}); }`,
        'is defined inside a block that may not run it (an `if`, a loop, a helper function)',
      ],
      [`wrap('jobs', () => { it('${TITLE}', ${body}); });`, 'is defined inside a call that is no describe'],
      [
        `it('${TITLE}', ${body});\nit.only('another', ${body});`,
        'is in a file with an `.only`, which skips every test without one',
      ],
      [
        `describe.only('other', () => {});\ndescribe('jobs', () => { it('${TITLE}', ${body}); });`,
        'is in a file with an `.only`, which skips every test without one',
      ],
    ];
    for (const [source, why] of cases) expect(verdict(source), source).toBe(why);
  });

  it('finds a test only by its exact title, in code rather than in comments or strings', () => {
    expect(verdict(`// it('${TITLE}', ${body});`)).toBe('0 tests');
    expect(verdict(`const text = "it('${TITLE}', () => {})";`)).toBe('0 tests');
    expect(verdict(`it('${TITLE} leniently', ${body});`)).toBe('0 tests');
    expect(verdict(`it(\`${TITLE} \${x}\`, ${body});`)).toBe('0 tests');
    expect(verdict(`bench('${TITLE}', ${body});`)).toBe('0 tests');
    expect(verdict(`it('${TITLE}', ${body});\ndescribe('again', () => { it('${TITLE}', ${body}); });`)).toBe(
      '2 tests',
    );
    const [found] = testsTitled(`describe('x', () => {\n  it('${TITLE}', ${body});\n});`, TITLE);
    expect(found?.text).toBe(`it('${TITLE}', ${body})`);
  });
});
