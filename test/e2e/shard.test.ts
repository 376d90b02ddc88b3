// actions/shard from the built dist/, run as the runner runs it, against the fake service: legs
// sized by the team's free sessions or by max-legs, the same matrix for the same inputs, the tests
// read from a workspace file, and a leg of its matrix named by its number alone in a job of the matrix;
// then a sharded run of main and of a pull request: main's legs and combine time the tests, the pull
// request's plan balances them, and its combine sets each leg's prediction against what it took.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import type { TestSeed } from '../fake-service/routes/tests.ts';
import { runAction, runMainThenPost, type StepResult } from '../support/runner.ts';
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
  world.github.checkRuns.clear();
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

/**
 * Main's suite: the first 200 tests of the list, a dozen long ones first by name (7 min 6 s each), the
 * rest 30 s, so 8 blocks by name leave the first leg about 4 times the mean; the last 10 of the 210 are
 * new in the pull request.
 */
const MAIN = TESTS.slice(0, 200);
const LONG_SECONDS = 426;
const SHORT_SECONDS = 30;
const trueSeconds = (name: string) => (TESTS.indexOf(name) < 12 ? LONG_SECONDS : SHORT_SECONDS);

const BASE = 'ba5e'.repeat(10);
const HEAD = 'bead'.repeat(10);
const ON = {
  main: {
    event: { name: 'push', payload: { before: '0'.repeat(40), after: BASE } },
    env: { GITHUB_SHA: BASE, GITHUB_RUN_ID: '800' },
  },
  pr: {
    event: {
      name: 'pull_request',
      payload: {
        number: 21,
        pull_request: { number: 21, head: { sha: HEAD }, base: { sha: BASE, ref: 'main' } },
      },
    },
    env: { GITHUB_SHA: 'e'.repeat(40), GITHUB_RUN_ID: '900' },
  },
};
type On = keyof typeof ON;

/** The plan job of a run: actions/shard over the tests `names` lists, as a file of the workspace. */
function plan(on: On, names: readonly string[], inputs: Record<string, string | number> = {}) {
  writeFileSync(join(workspace, `${on}.txt`), `${names.join('\n')}\n`);
  return runAction({
    action: 'shard',
    inputs: { tests: `${on}.txt`, ...inputs },
    ...world.jobOptions({ workspace, event: ON[on].event, env: { ...ON[on].env, GITHUB_JOB: 'plan' } }),
  });
}

let builds = 0;
/**
 * One leg of the matrix: its tests run one after the other, each as long as `seconds` says, ended an
 * hour ago (so the first read is final), then annotate-build reports them with the leg's matrix value.
 */
function runLeg(on: On, leg: Leg, seconds: (name: string) => number): Promise<StepResult> {
  let end = Date.now() - 3_600_000 - leg.tests.reduce((sum, name) => sum + seconds(name) * 1000, 0);
  const seeds = leg.tests.map((name): TestSeed => {
    end += seconds(name) * 1000;
    const at = new Date(end).toISOString();
    return { name, duration: seconds(name), created_at: at, completed_at: at };
  });
  const build = `${on}-leg-${leg.leg}-${++builds}`;
  world.service.tests.seedBuild(world.user, build, seeds);
  return runAction({
    action: 'annotate-build',
    inputs: { build, 'wait-seconds': 1 },
    ...world.jobOptions({
      matrix: { ...leg },
      strategy: { index: leg.leg - 1, total: leg.legs },
      event: ON[on].event,
      env: { ...ON[on].env, GITHUB_JOB: 'e2e' },
    }),
  });
}

/** The job after the matrix: actions/combine, GitHub only. */
async function combine(on: On) {
  const { main } = await runMainThenPost({
    action: 'combine',
    inputs: {},
    githubApiUrl: world.github.url,
    event: ON[on].event,
    env: { ...ON[on].env, GITHUB_JOB: 'all-tests' },
  });
  return main;
}

/** Each leg's time by the tests' true durations, a new test at the median (30 s). */
function balance(matrix: Leg[]) {
  const times = matrix.map((leg) => leg.tests.reduce((sum, name) => sum + trueSeconds(name), 0));
  const total = times.reduce((sum, t) => sum + t, 0);
  const slowest = Math.max(...times);
  return { slowest, mean: total / times.length, lowerBound: Math.max(total / times.length, LONG_SECONDS) };
}

describe('a sharded run, timed by main', () => {
  // Twenty-four steps from dist/: main's plan, 8 legs and combine; the pull request's plans, 8 legs and combine.
  const STEPS_MS = 180_000;
  it(
    "balances the pull request's legs by main's report, and combine sets each leg's prediction against what it took",
    async () => {
      world.service.team.profile(world.user).maxParallel = 6;
      // Main, without history: 8 legs by count; its legs report, and combine joins their durations.
      const first = await plan('main', MAIN, { legs: 8, capacity: 'none' });
      expect(first.outputs.untimed).toBe('200');
      for (const leg of matrixOf(first.outputs))
        expect((await runLeg('main', leg, trueSeconds)).conclusion).toBe('success');
      const mainCheck = await combine('main');
      expect(mainCheck.conclusion).toBe('success');

      // 8 blocks by name would leave the first leg about 4 times the mean.
      const blocks = Array.from({ length: 8 }, (_, k) => ({
        leg: k + 1,
        legs: 8,
        tests: TESTS.slice(Math.round((k * 210) / 8), Math.round(((k + 1) * 210) / 8)),
        'predicted-seconds': null,
      }));
      const byName = balance(blocks);
      expect(byName.slowest / byName.mean).toBeGreaterThan(3.5);

      // The pull request: 210 tests, 200 timed by main's combined report.
      const planned = await plan('pr', TESTS, { legs: 8, capacity: 'none' });
      expect(planned.outputs).toMatchObject({ legs: '8', untimed: '10' });
      // 30 s as a digest keeps it (within 3.5 %): 29 s.
      expect(planned.log).toContain(
        '210 tests; 10 (5 %) had no history, taken at the median 29 s. Durations from the newest report of Cloud tests on ba5eba5 (main).',
      );
      const matrix = matrixOf(planned.outputs);
      expect(matrix).toHaveLength(8);
      expectPartition(matrix);
      const { slowest, mean, lowerBound } = balance(matrix);
      expect(slowest / mean).toBeLessThanOrEqual(1.1);
      expect(slowest / lowerBound).toBeLessThanOrEqual(1.1);
      expect((await plan('pr', TESTS, { legs: 8, capacity: 'none' })).outputs.matrix).toBe(
        planned.outputs.matrix,
      );

      // legs: auto: within the 6 free sessions; without the cap, as many as target-minutes asks.
      const capped = await plan('pr', TESTS);
      expect(Number(capped.outputs.legs)).toBeLessThanOrEqual(6);
      expect(capped.log.join('\n')).toContain('capped by capacity: 6 of 6 VM sessions free');
      const uncapped = await plan('pr', TESTS, { capacity: 'none', 'target-minutes': 10, 'max-legs': 20 });
      const legs = Number(uncapped.outputs.legs);
      // 11,052 s in all: no fewer than 19 legs of 10 minutes hold it.
      expect(legs).toBeGreaterThanOrEqual(19);
      expect(legs).toBeLessThanOrEqual(20);
      expect(Number(uncapped.outputs['predicted-seconds'])).toBeLessThanOrEqual(600);
      // And no more: one leg fewer would be predicted over the target.
      const fewer = await plan('pr', TESTS, { legs: legs - 1, capacity: 'none' });
      expect(Number(fewer.outputs['predicted-seconds'])).toBeGreaterThan(600);

      // The pull request's legs run the plan; one test runs 10 minutes instead of half of one.
      const slow = matrix.find((leg) => leg.tests.includes('tests/shop-100.spec.ts'))!;
      const took = (name: string) => (name === 'tests/shop-100.spec.ts' ? 600 : trueSeconds(name));
      const prLegs = await Promise.all(matrix.map((leg) => runLeg('pr', leg, took)));
      expect(prLegs.map((leg) => leg.conclusion)).toEqual(Array(8).fill('success'));
      const combined = await combine('pr');
      expect(combined.conclusion).toBe('success');
      const predicted = matrix.map((leg) => leg['predicted-seconds']!);
      const predictedText = /predicted (\d+ min(?: \d+ s)?) \((\d\.\d\d)× the mean\)/.exec(combined.summary)!;
      expect(predictedText[2]).toBe(
        (Math.max(...predicted) / (predicted.reduce((a, b) => a + b) / 8)).toFixed(2),
      );
      const measured = matrix.map((leg) => leg.tests.reduce((sum, name) => sum + took(name), 0));
      const slowestMeasured = Math.max(...measured);
      expect(combined.summary).toContain(
        `· measured ${formatted(slowestMeasured)} (${(slowestMeasured / (measured.reduce((a, b) => a + b) / 8)).toFixed(2)}×)`,
      );
      const said = combined.summary.split('\n').find((line) => line.includes(' its prediction ('));
      expect(said).toContain(`leg: ${slow.leg}\\)](`);
      expect(said).toContain(`took ${formatted(slowestMeasured)}, `);
      expect(said).toMatch(/; tests that ran long: tests\/shop-100\.spec\.ts 10 min \(29 s before\)\.$/);
    },
    STEPS_MS,
  );
});

/** Seconds as the reports say them: "23 min 1 s". */
const formatted = (seconds: number) =>
  seconds < 60
    ? `${seconds} s`
    : `${Math.floor(seconds / 60)} min${seconds % 60 ? ` ${seconds % 60} s` : ''}`;
