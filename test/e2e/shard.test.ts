// actions/shard from the built dist/, run as the runner runs it, against the fake service: legs
// sized by the team's free sessions or by max-legs, the same matrix for the same inputs, the tests
// read from a workspace file, and a leg of its matrix named by its number alone in a job of the matrix.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runAction } from '../support/runner.ts';
import { shownSecrets, useWorld, type World } from './scenario.ts';

let world: World;
useWorld((started) => (world = started));
const workspace = mkdtempSync(join(tmpdir(), 'shard-e2e-'));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

/** 210 tests, as a Playwright project lists them. */
const TESTS = Array.from({ length: 210 }, (_, i) => `tests/shop-${String(i).padStart(3, '0')}.spec.ts`);
writeFileSync(join(workspace, 'tests.txt'), `${TESTS.join('\n')}\n`);

interface Leg {
  leg: number;
  legs: number;
  tests: string[];
  'predicted-seconds': number | null;
}

const shard = (inputs: Record<string, string | number> = {}, matrix?: Record<string, unknown>) =>
  runAction({
    action: 'shard',
    inputs: { tests: 'tests.txt', ...inputs },
    ...world.jobOptions({ workspace, ...(matrix ? { matrix } : {}) }),
  });
const matrixOf = (outputs: Record<string, string>) => JSON.parse(outputs.matrix ?? '') as Leg[];

/** Each test in exactly one leg, no leg empty. */
function expectPartition(matrix: Leg[]): void {
  expect(matrix.every((leg) => leg.tests.length > 0)).toBe(true);
  const placed = matrix.flatMap((leg) => leg.tests);
  expect(placed).toHaveLength(TESTS.length);
  expect(new Set(placed)).toEqual(new Set(TESTS));
}

beforeEach(() => {
  world.service.requests.length = 0;
  world.service.team.inUse.clear();
  world.service.team.profile(world.user).maxParallel = 6;
});

describe('shard', () => {
  it('plans legs: auto within the 6 free sessions, a partition of the list', async () => {
    const result = await shard();

    expect(result.conclusion).toBe('success');
    const matrix = matrixOf(result.outputs);
    expect(matrix.length).toBeLessThanOrEqual(6);
    expect(matrix).toHaveLength(6);
    expectPartition(matrix);
    expect(matrix.map((leg) => [leg.leg, leg.legs])).toEqual([1, 2, 3, 4, 5, 6].map((leg) => [leg, 6]));
    expect(result.outputs).toMatchObject({ legs: '6', 'predicted-seconds': '', untimed: '210' });
    expect(world.service.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/team-management']);
    expect(result.log).toContain('210 tests to split from tests.txt.');
    expect(result.log).toContain(
      'legs: auto: 6 legs by count, capped by capacity: 6 of 6 VM sessions free: without history there is nothing to size them by.',
    );
    expect(result.summary).toContain('### Test legs');
    expect(result.summary).toContain('| 6 | 35 |');
    expect(shownSecrets(result, world.secrets)).toEqual([]);
  });

  it('plans as many legs as max-legs allows with capacity none, reading no sessions', async () => {
    const result = await shard({ capacity: 'none', 'max-legs': 12 });
    const matrix = matrixOf(result.outputs);
    expect(matrix).toHaveLength(12);
    expectPartition(matrix);
    expect(world.service.requests).toEqual([]);
  });

  it('gives the same matrix for the same inputs', async () => {
    const first = await shard({ legs: 8 });
    const second = await shard({ legs: 8 });
    expect(second.outputs.matrix).toBe(first.outputs.matrix);
    expectPartition(matrixOf(first.outputs));
    expect(first.warnings).toEqual([
      'legs: 8 plans 8 legs, more than the 6 of 6 VM sessions free run at once: 2 may wait for a session.',
    ]);
  });

  it("names a job of its matrix by the leg's number alone, whatever tests the plan gave it", async () => {
    const [eight, five] = await Promise.all([shard({ legs: 8 }), shard({ legs: 5 })]);
    const legOf = (result: typeof eight) => matrixOf(result.outputs)[2]!;
    expect(legOf(eight).tests).not.toEqual(legOf(five).tests);
    const [inEight, inFive] = await Promise.all([
      shard({ capacity: 'none' }, { ...legOf(eight) }),
      shard({ capacity: 'none' }, { ...legOf(five) }),
    ]);
    const built = (result: typeof eight) => result.env.CLOUDTEST_BUILD ?? '';
    expect(built(inEight)).toMatch(/-leg-3$/);
    expect(built(inFive)).toMatch(/-leg-3$/);
  });

  it('refuses a list with no test names before any request, naming the input', async () => {
    writeFileSync(join(workspace, 'none.txt'), '\n');
    const result = await shard({ tests: 'none.txt' });
    expect(result.conclusion).toBe('failure');
    expect(result.errors).toEqual([
      'Input "tests" cannot be split: none.txt holds no test names (one a line)',
    ]);
    expect(world.service.requests).toEqual([]);
  });
});
