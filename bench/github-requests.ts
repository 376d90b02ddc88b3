// GitHub requests per workflow run: a pull request's matrix of annotate-build legs (300 failed tests of
// 400 each), every leg compared with its own leg's report on main, then one actions/combine, all from
// the build under test as the runner runs them, counted on the fake GitHub. The legs' reports on main
// are written beforehand the same way, by a push's workflow run, and only the pull request's workflow
// run is counted; its failures either all failed on main too (old) or none did (new).
import { startWorld, type World } from '../test/e2e/scenario.ts';
import type { TestSeed } from '../test/fake-service/routes/tests.ts';
import { runAction, runMainThenPost } from '../test/support/runner.ts';
import type { BenchContext } from './support.ts';
import { atMost, type Row, row } from './table.ts';

const BENCHMARK = 'GitHub requests per workflow run';
const TESTS_PER_LEG = 400;
const FAILED_PER_LEG = 300;
/** The workflow token's hourly quota per repository on github.com (docs/github-facts.md). */
const WORKFLOW_TOKEN_QUOTA = 1_000;
/** The target for 10 legs of old failures and combine (5 a leg with the base's quarantine file read, 7 for combine). */
const MAX_TEN_LEGS = 57;
/** A step's time at most: combine annotates a thousand failures of 50 legs a second apart, as GitHub asks. */
const STEP_TIMEOUT_MS = 600_000;

const BASE = 'ba5e'.repeat(10);
const HEAD = 'bead'.repeat(10);
const push = { name: 'push', payload: { before: '0'.repeat(40), after: BASE } };
const pullRequest = {
  name: 'pull_request',
  payload: {
    number: 12,
    pull_request: { number: 12, head: { sha: HEAD }, base: { sha: BASE, ref: 'main' } },
  },
};

type Failures = 'old' | 'new';

/** Leg `index`'s tests: the first FAILED_PER_LEG fail where `failing`, the rest pass. */
function legTests(index: number, failing: boolean): TestSeed[] {
  return Array.from({ length: TESTS_PER_LEG }, (_, i) => ({
    name: `leg ${index} test ${String(i + 1).padStart(3, '0')}`,
    ...(failing && i < FAILED_PER_LEG
      ? { success: false, status_message: `expected 200, got ${500 + i}` }
      : {}),
  }));
}

/** Leg `index` of the matrix, as its job runs annotate-build: on main (push) or on the pull request. */
async function leg(
  ctx: BenchContext,
  world: World,
  at: { index: number; legs: number; on: 'base' | 'head'; failing: boolean },
) {
  const build = `${at.on}-leg-${at.index}`;
  world.service.tests.seedBuild(world.user, build, legTests(at.index, at.failing));
  const result = await runAction({
    action: ctx.action('annotate-build'),
    inputs: { build, 'wait-seconds': 1, 'fail-on': 'new-failures' },
    timeoutMs: STEP_TIMEOUT_MS,
    matrix: { shard: at.index },
    strategy: { index: at.index, total: at.legs },
    ...world.jobOptions({
      event: at.on === 'base' ? push : pullRequest,
      env: {
        GITHUB_SHA: at.on === 'base' ? BASE : 'e'.repeat(40),
        GITHUB_RUN_ID: at.on === 'base' ? '700' : '777',
        GITHUB_JOB: 'tests',
      },
    }),
  });
  if (at.on === 'head' && result.outputs['compared-to'] !== BASE)
    throw new Error(`leg ${at.index} was not compared: ${result.log.join('\n').slice(-2000)}`);
}

interface Counted {
  legs: number;
  combine: number;
}

/** One pull request's workflow run of `legs` legs and combine: the requests each part made to GitHub. */
async function workflowRun(ctx: BenchContext, legs: number, failures: Failures): Promise<Counted> {
  await using world = await startWorld();
  for (let index = 0; index < legs; index++)
    await leg(ctx, world, { index, legs, on: 'base', failing: failures === 'old' });
  world.github.requests.length = 0;
  for (let index = 0; index < legs; index++)
    await leg(ctx, world, { index, legs, on: 'head', failing: true });
  const afterLegs = world.github.requests.length;
  const { main } = await runMainThenPost({
    action: ctx.action('combine'),
    inputs: { 'fail-on': 'new-failures' },
    timeoutMs: STEP_TIMEOUT_MS,
    ...world.jobOptions({
      event: pullRequest,
      env: { GITHUB_SHA: 'e'.repeat(40), GITHUB_RUN_ID: '777', GITHUB_JOB: 'all-tests' },
    }),
  });
  if (main.outputs.failed !== String(legs * FAILED_PER_LEG))
    throw new Error(
      `combine counted ${main.outputs.failed} failed tests: ${main.log.join('\n').slice(-2000)}`,
    );
  return { legs: afterLegs, combine: world.github.requests.length - afterLegs };
}

export async function benchGitHubRequests(ctx: BenchContext): Promise<Row[]> {
  const sizes = ctx.quick ? [1, 3] : [1, 10, 50];
  const rows: Row[] = [];
  for (const failures of ['old', 'new'] as const)
    for (const legs of sizes) {
      ctx.log(`github requests: ${legs} legs, ${failures} failures`);
      const counted = await workflowRun(ctx, legs, failures);
      const total = counted.legs + counted.combine;
      const perHour = (n: number) => Math.floor(WORKFLOW_TOKEN_QUOTA / n);
      rows.push(
        row({
          benchmark: BENCHMARK,
          figure: `${legs} ${legs === 1 ? 'leg' : 'legs'} of ${FAILED_PER_LEG} failed tests, ${failures === 'old' ? 'all failing on main too' : 'none failing on main'}: legs alone, and with combine`,
          measured: `${counted.legs}; ${total}`,
          reference: `GITHUB_TOKEN: ${perHour(counted.legs)}; ${perHour(total)} runs an hour`,
          ...(legs === 10 && failures === 'old'
            ? { verdict: atMost(total, MAX_TEN_LEGS, (n) => `${n} requests`) }
            : {}),
          remark: 'the pull request’s workflow run only; main’s reports written beforehand by a push',
        }),
      );
    }
  return rows;
}
