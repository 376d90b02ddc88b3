// The history a branch's reports carry, from the committed dist/: twelve push reports on main, each
// reading its predecessor's window, then a pull request that shows main's last runs from its base alone.
import { describe, expect, it } from 'vitest';

import { readDigest } from '../../src/report/history/digest/codec.ts';
import type { TestSeed } from '../fake-service/routes/tests.ts';
import { runAction } from '../support/runner.ts';
import { seedsEndedAt } from '../support/seeds.ts';
import { useWorld, type World } from './scenario.ts';

let world: World;
useWorld((started) => (world = started));

const sha = (n: number) => `${n.toString(16).padStart(2, '0')}c0ffee`.repeat(5);
const MAIN = Array.from({ length: 12 }, (_, i) => sha(i + 1));
const HEAD = 'e'.repeat(40);

/** Tests that ended an hour before the step reads them, so the first read is final. */
const { test, flaky } = seedsEndedAt(Date.now() - 3_600_000);

/** The 1st to 12th reports on main: flaky in the 2nd, 5th, 7th and 11th, broken from the 9th. */
function mainTests(i: number): TestSeed[] {
  return [
    ...([1, 4, 6, 10].includes(i) ? flaky('payment', 20) : [test('payment', true, 20)]),
    test('login', i < 8, 30),
    test('search', true, 10),
    ...(i === 3 ? flaky('wishlist', 5) : [test('wishlist', true, 5)]),
  ];
}

let builds = 0;
function annotate(
  tests: TestSeed[],
  event: { name: string; payload: Record<string, unknown> },
  headSha: string,
) {
  const build = `history-${++builds}`;
  world.service.tests.seedBuild(world.user, build, tests);
  return runAction({
    action: 'annotate-build',
    inputs: { build, 'wait-seconds': 1, 'pr-comment': 'always' },
    ...world.jobOptions({ event, env: { GITHUB_SHA: headSha } }),
  });
}

describe('history across reports (dist)', () => {
  it("a pull request shows main's last 12 runs from its base report alone: marks, flaky, failing since, trend, test time", async () => {
    for (const [i, at] of MAIN.entries()) {
      const before = i ? MAIN[i - 1]! : '0'.repeat(40);
      await annotate(mainTests(i), { name: 'push', payload: { before, after: at } }, at);
    }
    world.github.requests.length = 0;
    const pr = {
      name: 'pull_request',
      payload: {
        number: 40,
        pull_request: { number: 40, head: { sha: HEAD }, base: { sha: MAIN[11], ref: 'main' } },
      },
    };
    const result = await annotate(
      [
        ...flaky('payment', 20),
        test('login', false, 30),
        test('search', true, 25),
        test('wishlist', false, 5),
      ],
      pr,
      HEAD,
    );
    expect(result.outputs).toMatchObject({ 'compared-to': MAIN[11], failed: '2', flaky: '1' });

    const run = [...world.github.checkRuns.values()].find((r) => r.head_sha === HEAD)!;
    const comment = [...world.github.comments.values()].at(-1)?.body ?? '';
    const commit9 = `[\`${MAIN[8]!.slice(0, 7)}\`](<https://github.com/octo-org/octo-repo/commit/${MAIN[8]}>)`;
    for (const [where, text] of [
      ['check run', run.output.summary ?? ''],
      ['job summary', result.summary],
      ['comment', comment],
    ] as const) {
      expect(text, where).toContain('**Failed and flaky tests in the last 12 runs on main**, newest last');
      // The last 10 runs in the row; every run of each folded under the table, in fives.
      expect(text, where).toContain('| Test | Last 10 runs on main | In 12 runs |');
      expect(text, where).toContain(
        `| payment \\(chrome 131, WIN11\\) | ✅✅⚠️✅⚠️✅✅✅⚠️✅ | flaky in 4 of the last 12 runs on main |`,
      );
      expect(text, where).toContain(
        `| login \\(chrome 131, WIN11\\) | ✅✅✅✅✅✅❌❌❌❌ | failing on main for 4 runs, since ${commit9} |`,
      );
      expect(text, where).toContain('- payment \\(chrome 131, WIN11\\): ✅⚠️✅✅⚠️ ✅⚠️✅✅✅ ⚠️✅');
      expect(text, where).toContain('new here, but flaky on main: 1 of 12');
      // The trend: a bar per run between the least and the most, then the newest and this run.
      expect(text, where).toContain('| Tests | On main | Least–most | Newest | This run |');
      expect(text, where).toContain('| Passed | `█▅█▅▅█▅█▅▅▁▅` | 2–4 | 3 | 1 |');
      expect(text, where).toContain('| Failed | `▁▁▁▁▁▁▁▁████` | 0–1 | 1 | 2 |');
      expect(text, where).toContain('| Flaky | `▁█▁██▁█▁▁▁█▁` | 0–1 | 0 | 1 |');
      // 20 + 30 + 25 + 5 s here, 20 + 30 + 10 + 5 s on main.
      expect(text, where).toContain('**Test time:** 1 min 20 s of test time, +15 s against main (1 min 5 s)');
      expect(text, where).toContain(
        'Slower than on main by more than 25 % and 5 s: search \\(chrome 131, WIN11\\) 25 s (10 s there).',
      );
    }
    // Reading the history cost nothing beyond the comparison: the base commit's check runs and the
    // workflow run its report names; the base's quarantine file (the report has failures); then the
    // comment's own look for the comment to update.
    const reads = world.github.requests.filter((r) => r.method === 'GET').map((r) => r.path);
    expect(reads).toEqual([
      `/repos/octo-org/octo-repo/commits/${MAIN[11]}/check-runs`,
      expect.stringMatching(/^\/repos\/octo-org\/octo-repo\/actions\/runs\/\d+$/),
      '/repos/octo-org/octo-repo/contents/.github%2Fcloudtest-quarantine.yml',
      '/repos/octo-org/octo-repo/issues/40/comments',
    ]);
    // Thirteen steps from dist/, each a process of its own: more than the default on a busy machine.
  }, 120_000);
});

describe('history carries on (dist)', () => {
  const commit = (n: number) => `${n.toString(16).padStart(2, '0')}d0c5ed`.repeat(5);
  const push = (before: string, after: string) => ({ name: 'push', payload: { before, after } });
  const runOn = (sha: string) => [...world.github.checkRuns.values()].findLast((r) => r.head_sha === sha)!;
  /** The commits of the window the report on `sha` carries, oldest first. */
  const windowOn = (sha: string) => {
    const read = readDigest(runOn(sha).output.text);
    return 'digest' in read ? read.digest.window?.runs.map((r) => r.sha) : undefined;
  };
  const start = () => {
    world.github.checkRuns.clear();
    world.github.parents.clear();
    world.github.branches.clear();
  };

  it('a push past a commit without a report, and one whose report is still in progress, keeps the window', async () => {
    start();
    const [a, b, c, d] = [1, 2, 3, 4].map(commit) as [string, string, string, string];
    world.github.addCommits(a, b, c, d);
    try {
      const tests = (i: number) => [test('login', i !== 1, 30), test('search', true, 10)];
      await annotate(tests(0), push('0'.repeat(40), a), a);
      await annotate(tests(1), push(a, b), b);
      // c: a docs-only commit, no report; d's push looks back past it to b.
      const past = await annotate(tests(2), push(c, d), d);
      expect(past.outputs).toMatchObject({ 'compared-to': b });
      expect(windowOn(d)).toEqual([a, b, d]);
      expect(past.log.join('\n')).toContain(
        `the newest report before ${c.slice(0, 7)}, which has no report of this check`,
      );
      // b's report still in progress (a push that finishes after the next): passed over, said so.
      runOn(b).status = 'in_progress';
      runOn(b).conclusion = null;
      const over = await annotate(tests(3), push(b, c), c);
      expect(over.outputs).toMatchObject({ 'compared-to': a });
      expect(over.log.join('\n')).toContain(`the report on ${b.slice(0, 7)} is still in progress`);
      expect(windowOn(c)).toEqual([a, c]);
    } finally {
      world.github.parents.clear();
      world.github.branches.clear();
    }
  }, 90_000);

  it('1,000 tests of 101 s write a digest that reads back', async () => {
    start();
    const [a, b] = [5, 6].map(commit) as [string, string];
    const many = Array.from({ length: 1000 }, (_, i) => test(`test ${i}`, i !== 7, 101));
    await annotate(many, push('0'.repeat(40), a), a);
    const next = await annotate(many, push(a, b), b);
    expect(next.outputs).toMatchObject({ 'compared-to': a, 'new-failures': '0' });
    expect(next.summary).not.toContain('corrupt');
    expect(next.summary).toContain('**Test time:** 28 h 3 min of test time');
  }, 90_000);
});
