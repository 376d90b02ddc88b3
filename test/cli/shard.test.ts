// The installed `cloudtest shard` as a CI's parallel jobs call it: each job its own leg of the same
// plan, the legs disjoint and together every test; the plan as JSON; auto refused with --leg; the
// free sessions read from the fake service; the durations a branch pipeline's `cloudtest report
// --history` kept, balancing the legs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { cleanEnv, type InstalledCli, runCli, useInstalledCli } from '../support/installed-cli.ts';
import { seedsEndedAt } from '../support/seeds.ts';
import { useFakeService } from '../support/service.ts';

const service = useFakeService();
const installed = useInstalledCli();
let cli: InstalledCli;

const TESTS = Array.from({ length: 210 }, (_, i) => `tests/test_shop.py::test_case_${i}`);
beforeAll(() => {
  cli = installed();
  writeFileSync(join(cli.project, 'tests.txt'), `${TESTS.join('\n')}\n`);
});

/** GitLab's variables for one of the job's parallel copies, and the service's settings. */
const gitlab = (extra: Record<string, string> = {}) => {
  const s = service.settingsFor('user');
  return cleanEnv({
    CLOUDTEST_API_URL: s.apiUrl,
    CLOUDTEST_KEY: s.key,
    CLOUDTEST_SECRET: s.secret,
    GITLAB_CI: 'true',
    CI_JOB_NAME: 'e2e',
    ...extra,
  });
};
const shard = (args: string[], extra?: Record<string, string>) =>
  runCli(cli, ['shard', '--tests', 'tests.txt', ...args], gitlab(extra));

describe('cloudtest shard', () => {
  it('prints the tests of leg K for every K, disjoint lists whose union is every test', async () => {
    const runs = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((k) =>
        shard(['--legs', '8', '--leg', String(k), '--capacity', 'none', '--history', '.cloudtest/history'], {
          CI_NODE_INDEX: String(k),
          CI_NODE_TOTAL: '8',
        }),
      ),
    );
    for (const run of runs) expect(run.code, run.stderr).toBe(0);
    const lists = runs.map((run) => run.stdout.split('\n').filter(Boolean));
    expect(lists.every((list) => list.length > 0)).toBe(true);
    const placed = lists.flat();
    expect(placed).toHaveLength(TESTS.length);
    expect(new Set(placed)).toEqual(new Set(TESTS));
    expect(runs[0]?.stderr).toContain(
      '210 tests; none had history (.cloudtest/history holds no history yet): the legs are split by count.',
    );
  });

  it('prints the plan as one JSON document, the same on every call', async () => {
    const [first, second] = await Promise.all([
      shard(['--legs', '4', '--capacity', 'none']),
      shard(['--legs', '4', '--capacity', 'none']),
    ]);
    expect(first.code, first.stderr).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    const plan = JSON.parse(first.stdout) as {
      matrix: Array<{ leg: number; legs: number; tests: string[]; 'predicted-seconds': number | null }>;
      legs: number;
      'predicted-seconds': number | null;
      untimed: number;
    };
    expect(Object.keys(plan)).toEqual(['matrix', 'legs', 'predicted-seconds', 'untimed']);
    expect(plan).toMatchObject({ legs: 4, 'predicted-seconds': null, untimed: 210 });
    expect(plan.matrix.map((leg) => [leg.leg, leg.legs, leg.tests.length])).toEqual([
      [1, 4, 53],
      [2, 4, 53],
      [3, 4, 52],
      [4, 4, 52],
    ]);
  });

  it('refuses --leg with --legs auto, before any request, exit 2', async () => {
    const run = await shard(['--leg', '1']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'error: --leg needs a number for --legs: with auto, each job would read the free sessions at its own moment and could plan other legs.',
    );
    expect(run.stdout).toBe('');
    expect(service.requests).toEqual([]);
  });

  it('plans legs: auto within the free sessions the service reports', async () => {
    service.team.profile(service.accounts.user).maxParallel = 3;
    const run = await shard([]);
    expect(run.code, run.stderr).toBe(0);
    expect((JSON.parse(run.stdout) as { legs: number }).legs).toBe(3);
    expect(service.seen('GET', '/v1/team-management')).toHaveLength(1);
    expect(run.stderr).toContain('Sessions: 3 of 3 VM sessions free.');
  });

  it("balances the legs by the durations a branch pipeline's cloudtest report --history kept", async () => {
    // Main's pipeline reported the first 200 tests: a dozen take 7 min 6 s, the rest 30 s.
    const seconds = (i: number) => (i < 12 ? 426 : 30);
    const { test } = seedsEndedAt(Date.now() - 3_600_000);
    const cwd = join(cli.project, 'sharded');
    mkdirSync(cwd, { recursive: true });
    writeFileSync(join(cwd, 'tests.txt'), `${TESTS.join('\n')}\n`);
    const build = `main-${Date.now()}`;
    service.tests.seedBuild(
      service.accounts.user,
      build,
      TESTS.slice(0, 200).map((name, i) => test(name, true, seconds(i))),
    );
    const branch = {
      CI_PROJECT_NAME: 'shop',
      CI_PIPELINE_ID: '31',
      CI_COMMIT_SHA: 'a'.repeat(40),
      CI_COMMIT_BRANCH: 'main',
    };
    const kept = await runCli(
      cli,
      ['report', '--build', build, '--history', '.cloudtest/history'],
      gitlab(branch),
      cwd,
    );
    expect(kept.code, kept.stderr).toBe(0);
    expect(kept.stderr).toContain('History: wrote this run into .cloudtest/history');

    const legs = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((k) =>
        runCli(
          cli,
          [
            'shard',
            '--tests',
            'tests.txt',
            '--legs',
            '8',
            '--leg',
            String(k),
            '--capacity',
            'none',
            '--history',
            '.cloudtest/history',
          ],
          gitlab({ CI_NODE_INDEX: String(k), CI_NODE_TOTAL: '8' }),
          cwd,
        ),
      ),
    );
    for (const run of legs) expect(run.code, run.stderr).toBe(0);
    expect(legs[0]!.stderr).toContain(
      '210 tests; 10 (5 %) had no history, taken at the median 29 s. Durations from the history .cloudtest/history on aaaaaaa.',
    );
    const lists = legs.map((run) => run.stdout.split('\n').filter(Boolean));
    const placed = lists.flat();
    expect(placed).toHaveLength(TESTS.length);
    expect(new Set(placed)).toEqual(new Set(TESTS));
    // By the true durations, a new test at the median: the slowest leg within 1.10× the mean and the bound.
    const times = lists.map((list) => list.reduce((sum, name) => sum + seconds(TESTS.indexOf(name)), 0));
    const mean = times.reduce((a, b) => a + b) / times.length;
    const slowest = Math.max(...times);
    expect(slowest / mean).toBeLessThanOrEqual(1.1);
    expect(slowest / Math.max(mean, 426)).toBeLessThanOrEqual(1.1);
  });
});
