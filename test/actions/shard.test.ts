import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { InputsSchema, type ShardInputs } from '../../src/actions/shard/inputs.ts';
import { INPUT_NAMES } from '../../src/actions/shard/names.ts';
import { run } from '../../src/actions/shard/run.ts';
import { publishReport, reportDeps } from '../../src/report/publish.ts';
import { DEFAULT_EVIDENCE_OPTIONS } from '../../src/report/types.ts';
import { readInputs } from '../../src/runtime/inputs.ts';
import type { Durations, DurationsProvider } from '../../src/shard/durations.ts';
import { PUSH_SHA, runnerEnv } from '../fake-github/runner-env.ts';
import { COMMIT_CHECK_RUNS_PATH, WORKFLOW_RUN_PATH } from '../fake-github/server.ts';
import { DIGEST_V4 } from '../report/legacy/digest-v4.ts';
import { testContext } from '../support/context.ts';
import { clientFor, useFakeGitHub, useFakeService } from '../support/service.ts';

const service = useFakeService();
const github = useFakeGitHub();
const user = service.accounts.user;
const workspace = mkdtempSync(join(tmpdir(), 'shard-workspace-'));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

/** Inputs as the runner gives them: action.yml's defaults filled in, the workspace the runner's. */
const DEFAULTS: Record<string, string> = {
  legs: 'auto',
  'target-minutes': '10',
  'max-legs': '20',
  capacity: 'vms',
  'sessions-per-leg': '1',
  'check-name': 'Cloud tests',
};
function read(raw: Record<string, string>): ShardInputs {
  const before = process.env.GITHUB_WORKSPACE;
  process.env.GITHUB_WORKSPACE = workspace;
  try {
    return readInputs(INPUT_NAMES, InputsSchema, (name) => raw[name] ?? DEFAULTS[name] ?? '');
  } finally {
    if (before === undefined) delete process.env.GITHUB_WORKSPACE;
    else process.env.GITHUB_WORKSPACE = before;
  }
}

/** 90 tests of a minute: 9 legs bring each within 10 minutes. */
const TESTS = Array.from({ length: 90 }, (_, i) => `checkout.spec.ts › pays ${String(i).padStart(2, '0')}`);
const MAIN: Durations = {
  seconds: new Map(TESTS.map((name) => [name, 60])),
  from: "main's report of Cloud tests",
};
const timed: DurationsProvider = async () => MAIN;

function context() {
  const summary = join(workspace, `summary-${Math.random().toString(36).slice(2)}.md`);
  writeFileSync(summary, '');
  const ctx = testContext({ client: clientFor(service), env: { GITHUB_STEP_SUMMARY: summary } });
  return Object.assign(ctx, { summary: () => readFileSync(summary, 'utf8') });
}

const matrixOf = (outputs: Record<string, string>) =>
  JSON.parse(outputs.matrix ?? '') as Array<{ leg: number; legs: number; tests: string[] }>;

beforeEach(() => {
  service.team.inUse.clear();
  service.team.profile(user).maxParallel = 10;
  service.team.profile(user).maxParallelDevice = 2;
});

describe('shard inputs', () => {
  it('reads the defaults: auto legs within 10 minutes, at most 20, capped by the free VM sessions', () => {
    expect(read({ tests: 'a\nb' })).toEqual({
      tests: { names: ['a', 'b'], repeated: 0, from: 'the input' },
      plan: { legs: 'auto', targetMinutes: 10, maxLegs: 20, sessionsPerLeg: 1 },
      capacity: 'vms',
      checkName: 'Cloud tests',
      githubToken: undefined,
    });
  });

  it('reads the tests from a file of the workspace that one line names, else takes the line as a test', () => {
    writeFileSync(
      join(workspace, 'tests.txt'),
      '\uFEFFlogin.spec.ts\r\ncart.spec.ts\r\n\r\nlogin.spec.ts\r\n',
    );
    expect(read({ tests: ' tests.txt ' }).tests).toEqual({
      names: ['login.spec.ts', 'cart.spec.ts'],
      repeated: 1,
      from: 'tests.txt',
    });
    expect(read({ tests: 'login.spec.ts' }).tests.names).toEqual(['login.spec.ts']);
  });

  it('names the input of every problem, all of them at once, before any request', () => {
    writeFileSync(join(workspace, 'empty.txt'), '\n  \n');
    expect(() =>
      read({
        tests: 'empty.txt',
        legs: '257',
        'target-minutes': '0',
        'max-legs': 'many',
        capacity: 'devices',
        'sessions-per-leg': '0',
      }),
    ).toThrow(
      [
        'Input "tests" cannot be split: empty.txt holds no test names (one a line)',
        'input "legs" must be auto or a whole number from 1 to 256, got "257"',
        'input "target-minutes" must be a whole number of minutes from 1 to 1440, got "0"',
        'input "max-legs" must be a whole number from 1 to 256, got "many"',
        'input "capacity" must be one of vms, physical, none, got "devices"',
        'input "sessions-per-leg" must be a whole number from 1 to 1000, got "0"',
      ].join('; '),
    );
    expect(() => read({ tests: '' })).toThrow('Input "tests" is required');
  });
});

describe('shard', () => {
  it('plans legs: auto within the free sessions, read from the service, and says it was capped', async () => {
    service.team.inUse.set(user.id, { vms: 4, physical: 0 });
    const ctx = context();
    const result = await run(read({ tests: TESTS.join('\n') }), ctx, timed);

    const matrix = matrixOf(result.outputs);
    expect(matrix).toHaveLength(6);
    expect(result.outputs).toMatchObject({ legs: '6', 'predicted-seconds': '900', untimed: '0' });
    expect(service.seen('GET', '/v1/team-management')).toHaveLength(1);
    expect(ctx.messages('info')).toContain(
      'legs: auto: 6 legs, capped by capacity: 6 of 10 VM sessions free; the slowest leg is predicted over target-minutes (10 min): 9 legs would bring it within.',
    );
    expect(ctx.summary()).toContain('### Test legs');
    expect(ctx.summary()).toContain('| 6 | 15 | 15 min |');
  });

  it('plans as many legs as target-minutes asks with capacity none, within max-legs, reading no sessions', async () => {
    const planned = await run(read({ tests: TESTS.join('\n'), capacity: 'none' }), context(), timed);
    expect(matrixOf(planned.outputs)).toHaveLength(9);
    expect(planned.outputs['predicted-seconds']).toBe('600');
    const tighter = await run(
      read({ tests: TESTS.join('\n'), capacity: 'none', 'target-minutes': '2', 'max-legs': '30' }),
      context(),
      timed,
    );
    expect(matrixOf(tighter.outputs)).toHaveLength(30);
    expect(service.seen('GET', '/v1/team-management')).toEqual([]);
  });

  it('gives the same matrix for the same inputs, each test in one leg', async () => {
    const inputs = read({ tests: TESTS.join('\n'), legs: '8', capacity: 'none' });
    const first = await run(inputs, context(), timed);
    const second = await run(inputs, context(), timed);
    expect(second.outputs.matrix).toBe(first.outputs.matrix);
    const matrix = matrixOf(first.outputs);
    expect(matrix.map((leg) => leg.leg)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(matrix.every((leg) => leg.legs === 8)).toBe(true);
    expect(matrix.flatMap((leg) => leg.tests).sort()).toEqual([...TESTS].sort());
  });

  it('warns when a number of legs is more than the free physical sessions run', async () => {
    const ctx = context();
    const result = await run(read({ tests: TESTS.join('\n'), legs: '4', capacity: 'physical' }), ctx, timed);
    expect(matrixOf(result.outputs)).toHaveLength(4);
    expect(ctx.messages('warning')).toEqual([
      'legs: 4 plans 4 legs, more than the 2 of 2 physical device sessions free run at once: 2 may wait for a session.',
    ]);
  });

  it('plans without the cap when the sessions cannot be read, and warns naming the endpoint', async () => {
    const ctx = testContext({
      client: clientFor(service, { credentials: { key: user.key, secret: 'wrong' } }),
      env: {},
    });
    const result = await run(read({ tests: TESTS.join('\n') }), ctx, timed);
    expect(matrixOf(result.outputs)).toHaveLength(9);
    expect(ctx.messages('warning')).toEqual([
      expect.stringMatching(
        /^Could not read the team's free sessions, so the plan does not count them: get team concurrency .*401/,
      ),
    ]);
  });
});

describe("shard: durations from the base's report", () => {
  const TOKEN = 'ghs_shard_token';
  const pullRequest = {
    name: 'pull_request',
    payload: {
      number: 7,
      pull_request: { number: 7, head: { sha: 'c'.repeat(40) }, base: { sha: PUSH_SHA, ref: 'main' } },
    },
  };

  /** main's report of `check`: each of the first 80 tests on two browsers, 20 s and 40 s, so 60 s by name. */
  async function mainReport(check = 'Cloud tests') {
    using runner = runnerEnv(github, { env: { GITHUB_RUN_ID: '6001' } });
    const deps = await reportDeps(TOKEN, testContext({ env: runner.env }));
    const entries = TESTS.slice(0, 80).flatMap((name) =>
      (['chrome 131', 'firefox 128'] as const).map((environment, i) => ({
        name,
        outcome: 'passed' as const,
        environment,
        platform: 'WIN11',
        duration: 20 * (i + 1),
      })),
    );
    await publishReport(
      { checkName: check, externalId: 'main', title: 'Tests', entries },
      deps,
      DEFAULT_EVIDENCE_OPTIONS,
    );
  }

  /** The action on the pull request, reading durations as it does by default. */
  async function onPullRequest(inputs: Record<string, string>) {
    using runner = runnerEnv(github, { event: pullRequest, env: { GITHUB_RUN_ID: '6002' } });
    const summary = runner.env.GITHUB_STEP_SUMMARY!;
    const ctx = testContext({
      client: clientFor(service),
      env: { ...runner.env, GITHUB_STEP_SUMMARY: summary },
    });
    github.requests.length = 0;
    const result = await run(read({ tests: TESTS.join('\n'), 'github-token': TOKEN, ...inputs }), ctx);
    return { result, ctx };
  }

  it("times the tests by the base's report of check-name, summed over browsers, whoever wrote it", async () => {
    await mainReport();
    // Another app's report, whose workflow run the token may not read: timings take it all the same.
    const [base] = [...github.checkRuns.values()];
    base!.app = { id: 99, slug: 'lookalike', name: 'lookalike', node_id: 'A_99' };
    github.faults.add('GET', WORKFLOW_RUN_PATH, 403);
    const { result, ctx } = await onPullRequest({ legs: '9', capacity: 'none' });

    expect(result.outputs).toMatchObject({ legs: '9', untimed: '10' });
    // Ten tests a leg, each 60 s as a digest keeps it: within 3.5 %.
    expect(Number(result.outputs['predicted-seconds'])).toBeCloseTo(600 * 1.03, -1);
    expect(ctx.messages('info')).toContain(
      '90 tests; 10 (11 %) had no history, taken at the median 1 min 2 s. Durations from the newest report of Cloud tests on aaaaaaa (main).',
    );
    expect(ctx.messages('info')).toContain(
      'Durations of 80 of 90 tests from the newest report of Cloud tests on aaaaaaa (main) (1 read(s)); whose report it is was not checked: durations decide the balance of the legs only.',
    );
    expect(github.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
      `GET /repos/octo/shop/commits/${PUSH_SHA}/check-runs`,
    ]);
  });

  it('reads the report of the check-name given, and splits by count, saying why, when the base has none', async () => {
    await mainReport('Cloud tests (e2e)');
    const timedBy = await onPullRequest({ 'check-name': 'Cloud tests (e2e)', capacity: 'none' });
    expect(timedBy.result.outputs.untimed).toBe('10');
    const none = await onPullRequest({ 'max-legs': '4', capacity: 'none' });
    expect(none.result.outputs).toMatchObject({ legs: '4', 'predicted-seconds': '', untimed: '90' });
    expect(none.ctx.messages('info')).toContainEqual(
      expect.stringMatching(
        /^90 tests; none had history \(no report of this check on aaaaaaa.*\): the legs are split by count\.$/,
      ),
    );
  });

  it('splits by count when the base report was written before durations by name, a digest of version 4', async () => {
    await mainReport();
    const [base] = [...github.checkRuns.values()];
    base!.output.text = DIGEST_V4;
    const { result, ctx } = await onPullRequest({ legs: '3', capacity: 'none' });
    expect(result.outputs).toMatchObject({ legs: '3', untimed: '90' });
    expect(ctx.messages('info')).toContain(
      '90 tests; none had history (the newest report of Cloud tests on aaaaaaa (main) carries no durations by name: an earlier version of this action wrote it): the legs are split by count.',
    );
  });

  it('plans without durations when check runs cannot be read, saying which permission', async () => {
    github.faults.add('GET', COMMIT_CHECK_RUNS_PATH, 403);
    const { result, ctx } = await onPullRequest({ legs: '3', capacity: 'none' });
    expect(result.outputs).toMatchObject({ legs: '3', untimed: '90' });
    expect(ctx.messages('info')).toContainEqual(
      expect.stringContaining('give the job permissions: checks: read'),
    );
  });
});
