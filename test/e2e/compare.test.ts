// Comparison with the base branch from the committed dist/: a push report on the base commit, then a
// pull request report whose base is that commit, read back from the fake GitHub's check runs.
import { beforeEach, describe, expect, it } from 'vitest';

import { COMMIT_CHECK_RUNS_PATH } from '../fake-github/server.ts';
import type { TestSeed } from '../fake-service/routes/tests.ts';
import { REPOSITORY, runAction } from '../support/runner.ts';
import {
  annotateOn,
  type CodelessSuite,
  comparing,
  seedCodelessSuite,
  useWorld,
  type World,
} from './scenario.ts';

let world: World;
let shop: CodelessSuite;
useWorld((started) => {
  world = started;
  shop = seedCodelessSuite(world.service, world.user);
});
beforeEach(() => {
  world.github.checkRuns.clear();
  world.github.requests.length = 0;
  world.github.faults.clear();
});

const BASE = '1a2b3c4d'.repeat(5);
const HEAD = '9f8e7d6c'.repeat(5);
const AT = { ...comparing(BASE, HEAD, 12), prefix: 'ci' };
const { push, pullRequest } = AT;

/**
 * Tests that ended an hour before the step reads them: no result can still be on its way, so the
 * first read is final, with no pause to make sure (the wait for late results is annotate-build's).
 */
const ENDED_AT = new Date(Date.now() - 3_600_000).toISOString();
const ended = { created_at: ENDED_AT, completed_at: ENDED_AT };
const ok = (name: string): TestSeed => ({ name, ...ended });
const bad = (name: string): TestSeed => ({ name, success: false, status_message: `${name} broke`, ...ended });

/** annotate-build on a fresh build of `tests`: on the base commit (a push) or the pull request's head. */
const annotate = (
  on: 'base' | 'head',
  tests: TestSeed[],
  inputs: Record<string, string | number | boolean> = {},
  matrix?: Record<string, unknown>,
) => annotateOn(world, AT, on, tests, inputs, matrix);

const BASE_TESTS = [bad('checkout'), bad('login'), ok('search'), ok('cart')];
const HEAD_TESTS = [bad('checkout'), ok('login'), bad('search'), ok('cart'), bad('wishlist')];
const headRun = () => [...world.github.checkRuns.values()].find((r) => r.head_sha === HEAD)!;

describe('comparison with the base branch (dist)', () => {
  it('a pull request report against its base: new, still failing and fixed, outputs, and one or two reads', async () => {
    await annotate('base', BASE_TESTS);
    world.github.requests.length = 0;
    const result = await annotate('head', HEAD_TESTS);
    expect(result.outputs).toMatchObject({
      'new-failures': '2',
      fixed: '1',
      'compared-to': BASE,
      failed: '3',
    });
    // The base's check runs and the workflow run its digest names, and the base's quarantine file
    // (a pull request's failures are excused by the base's list alone).
    const reads = world.github.requests.filter((r) => r.method === 'GET');
    expect(reads.length).toBeLessThanOrEqual(3);
    expect(reads.filter((r) => r.path.includes('/contents/')).map((r) => r.query.ref)).toEqual([BASE]);
    const run = headRun();
    expect(run.output.title).toBe('2 new failures, 1 still failing, 1 fixed: 3 of 5 tests failed');
    expect(run.output.text).toMatch(/^<!-- cloudtest-digest v5 /);
    const summary = run.output.summary ?? '';
    expect(summary).toContain(
      `**Compared with [\`1a2b3c4\`](<https://github.com/octo-org/octo-repo/commit/${BASE}>) (main):**`,
    );
    const where = ' \\(chrome 131, WIN11\\)';
    expect(summary).toContain(`**New failures (2)**\n\n- search${where}\n- wishlist${where}\n`);
    expect(summary).toContain(`**Still failing (1)**\n\n- checkout${where}\n`);
    expect(summary).toContain(`**Fixed (1)**\n\n- login${where}\n`);
    expect(result.summary).toContain('**New failures (2)**');
    expect(result.conclusion).toBe('failure');
  });

  it('fail-on new-failures passes with only old failures and fails with one new one', async () => {
    await annotate('base', BASE_TESTS);
    const old = await annotate('head', [bad('checkout'), ok('search')], { 'fail-on': 'new-failures' });
    expect(old.conclusion).toBe('success');
    expect(headRun().conclusion).toBe('neutral');
    expect(old.warnings.join('\n')).toContain('none of them is new');
    world.github.checkRuns.delete(headRun().id);
    const fresh = await annotate('head', [bad('checkout'), bad('search')], { 'fail-on': 'new-failures' });
    expect(fresh.conclusion).toBe('failure');
    expect(headRun().conclusion).toBe('failure');
    expect(fresh.errors.join('\n')).toContain('1 of them did not fail on 1a2b3c4');
  });

  const spoiled: [string, () => void, RegExp][] = [
    ['no report on the base', () => world.github.checkRuns.clear(), /no report of this check on 1a2b3c4/],
    ['a report without a digest', () => void (baseRun().output.text = null), /has no digest/],
    [
      'a corrupt digest',
      () => void (baseRun().output.text = '<!-- cloudtest-digest v3 AAAA -->'),
      /is corrupt/,
    ],
    ['an oversized digest', () => void (baseRun().output.text = 'y'.repeat(66_000)), /is larger than 65535/],
    [
      'a report written by another app',
      () => void (baseRun().app = { id: 99, slug: 'lookalike', name: 'lookalike', node_id: 'A_99' }),
      /made by another app \(lookalike\), not trusted/,
    ],
    [
      'a 403 on reading check runs',
      () => world.github.faults.add('GET', COMMIT_CHECK_RUNS_PATH, 403),
      /token may not read check runs \(HTTP 403/,
    ],
  ];
  const baseRun = () => [...world.github.checkRuns.values()].find((r) => r.head_sha === BASE)!;
  it.each(spoiled)('%s: one sentence, and the report otherwise complete', async (_, spoil, why) => {
    await annotate('base', BASE_TESTS);
    spoil();
    const result = await annotate('head', HEAD_TESTS, { 'fail-on': 'new-failures' });
    const sentence = (
      result.summary.split('\n').find((l) => l.startsWith('**Not compared')) ?? ''
    ).replaceAll('\\', '');
    expect(sentence).toMatch(why);
    expect(result.outputs).toMatchObject({ 'new-failures': '', fixed: '', 'compared-to': '', failed: '3' });
    expect(headRun().annotations).toHaveLength(3);
    expect(result.summary).toContain('| wishlist |');
    // Not compared: under new-failures every failure counts as new, and the step says why.
    expect(result.conclusion).toBe('failure');
    expect(result.errors.join('\n')).toContain('could not be compared');
  });

  it("with an app's token, a report a pull request's GITHUB_TOKEN wrote on the base commit is not the base, in one read", async () => {
    const APP_TOKEN = 'ghs_reports-app-token';
    world.github.tokens.set(APP_TOKEN, { kind: 'app', id: 917_001, slug: 'shop-reports' });
    const asApp = (on: 'base' | 'head', tests: TestSeed[]) => {
      const build = `app-${on}-${Date.now()}`;
      world.service.tests.seedBuild(world.user, build, tests);
      return runAction({
        action: 'annotate-build',
        inputs: { build, 'wait-seconds': 1, 'github-token': APP_TOKEN },
        ...world.jobOptions({
          event: on === 'base' ? push : pullRequest,
          env: { GITHUB_SHA: on === 'base' ? BASE : 'e'.repeat(40) },
        }),
      });
    };
    await asApp('base', BASE_TESTS);
    const genuine = [...world.github.checkRuns.values()].find((r) => r.head_sha === BASE)!;
    // A pull request's test code, with the GITHUB_TOKEN checkout left in .git/config: a green report
    // of the check's name on the base commit, its digest naming main's genuine push run.
    const forged = await fetch(`${world.github.url}/repos/${REPOSITORY}/check-runs`, {
      method: 'POST',
      headers: { authorization: 'token ghs_pull-request-workflow-token', 'content-type': 'application/json' },
      body: JSON.stringify({
        name: genuine.name,
        head_sha: BASE,
        status: 'completed',
        conclusion: 'success',
        output: { title: 'All passed', summary: 'All passed', text: genuine.output.text },
      }),
    });
    expect(forged.status).toBe(201);
    world.github.requests.length = 0;
    const result = await asApp('head', HEAD_TESTS);
    expect(result.outputs).toMatchObject({ 'compared-to': BASE, 'new-failures': '2' });
    // One list of the base commit's check runs (every app's), and the workflow run ours names; the
    // base's quarantine file, the report having failures.
    const reads = world.github.requests.filter((r) => r.method === 'GET').map((r) => r.path);
    const pushRun = [...world.github.workflowRuns.values()].filter((r) => r.head_sha === BASE).at(-1)!;
    expect(reads).toEqual([
      `/repos/${REPOSITORY}/commits/${BASE}/check-runs`,
      `/repos/${REPOSITORY}/actions/runs/${pushRun.id}`,
      `/repos/${REPOSITORY}/contents/.github%2Fcloudtest-quarantine.yml`,
    ]);
    expect(result.debug.join('\n')).toContain('Trust: this report is written as the app shop-reports');
  });

  it("a newer untrusted report on the base commit does not hide main's own", async () => {
    await annotate('base', BASE_TESTS);
    // A manual run on a branch cut at main's head writes a newer report of the check on the same commit.
    const build = `dispatch-${Date.now()}`;
    world.service.tests.seedBuild(world.user, build, [ok('checkout'), ok('login')]);
    await runAction({
      action: 'annotate-build',
      inputs: { build, 'wait-seconds': 1 },
      ...world.jobOptions({
        event: { name: 'workflow_dispatch', payload: {} },
        env: { GITHUB_SHA: BASE, GITHUB_REF: 'refs/heads/feature', GITHUB_REF_NAME: 'feature' },
      }),
    });
    expect([...world.github.checkRuns.values()].filter((r) => r.head_sha === BASE)).toHaveLength(2);
    const result = await annotate('head', HEAD_TESTS, { 'fail-on': 'new-failures' });
    expect(result.outputs).toMatchObject({ 'compared-to': BASE, 'new-failures': '2', fixed: '1' });
    expect(result.debug.join('\n')).toContain('Trust: this report is written as github-actions');
  });

  it('two legs compare each with its own leg', async () => {
    await annotate('base', [bad('checkout')], {}, { browser: 'chrome' });
    await annotate('base', [ok('checkout')], {}, { browser: 'firefox' });
    const chrome = await annotate('head', [bad('checkout')], {}, { browser: 'chrome' });
    const firefox = await annotate('head', [bad('checkout')], {}, { browser: 'firefox' });
    expect(chrome.outputs).toMatchObject({ 'new-failures': '0', 'compared-to': BASE });
    expect(firefox.outputs).toMatchObject({ 'new-failures': '1', 'compared-to': BASE });
  });

  it('wait-for-job: a second run of the same check expects the job to run about as long as the last', async () => {
    const run = (on: 'base' | 'head') => {
      const job = world.service.lab.startJob(world.user, shop.tests, {});
      return runAction({
        action: 'wait-for-job',
        inputs: { 'job-id': job.id, 'poll-interval': 1, 'fail-on-failure': false },
        ...world.jobOptions(
          on === 'base' ? { event: push, env: { GITHUB_SHA: BASE } } : { event: pullRequest },
        ),
      });
    };
    const first = await run('base');
    expect(first.log.join('\n')).not.toContain('usually runs about');
    world.github.requests.length = 0;
    const second = await run('head');
    // The base is read once, when the wait starts (after its check run opened: GitHub's answer names
    // our app), with the workflow run its digest names; the report at the end reuses it.
    const reads = world.github.requests.filter((r) => r.method === 'GET').map((r) => r.path);
    const baseRun = [...world.github.workflowRuns.values()].filter((r) => r.head_sha === BASE).at(-1)!;
    expect(reads).toEqual([
      `/repos/octo-org/octo-repo/commits/${BASE}/check-runs`,
      `/repos/octo-org/octo-repo/actions/runs/${baseRun.id}`,
      // The base's quarantine file, read once the report has failures.
      '/repos/octo-org/octo-repo/contents/.github%2Fcloudtest-quarantine.yml',
    ]);
    expect(second.outputs).toMatchObject({ 'compared-to': BASE, 'new-failures': '0' });
    expect(second.log.join('\n')).toMatch(/Job \d+ usually runs about \d+ s once RUNNING/);
  });

  it("wait-for-job: after five runs on main, the wait learns the usual spread from the base's window", async () => {
    const main = Array.from({ length: 5 }, (_, i) => `${i + 1}`.repeat(40));
    const wait = (event: { name: string; payload: Record<string, unknown> }, sha: string) => {
      const job = world.service.lab.startJob(world.user, shop.tests, {});
      return runAction({
        action: 'wait-for-job',
        inputs: { 'job-id': job.id, 'poll-interval': 1, 'fail-on-failure': false },
        ...world.jobOptions({ event, env: { GITHUB_SHA: sha } }),
      });
    };
    for (const [i, sha] of main.entries()) {
      const before = i ? main[i - 1]! : '0'.repeat(40);
      const step = await wait({ name: 'push', payload: { before, after: sha } }, sha);
      // One earlier run's time is no spread: the quarter either way of it, as before.
      if (i > 0) expect(step.log.join('\n')).not.toContain('from its last');
    }
    const pr = {
      name: 'pull_request',
      payload: {
        number: 7,
        pull_request: { number: 7, head: { sha: HEAD }, base: { sha: main[4], ref: 'main' } },
      },
    };
    const learnt = await wait(pr, HEAD);
    expect(learnt.log.join('\n')).toMatch(
      /Job \d+ usually runs about \d+ s once RUNNING \(±\d+ s, from its last 5 runs\)/,
    );
    expect(learnt.outputs).toMatchObject({ 'compared-to': main[4] });
    // Six steps from dist/, each a process of its own.
  }, 90_000);
});
