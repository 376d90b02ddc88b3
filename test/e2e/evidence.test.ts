// A pass only on evidence, the report's side, from the committed dist/ as the runner runs it: an
// earlier report is compared only when our own app wrote it from the base branch's own workflow; a
// test is the same test whatever its browser's version or a look-up that failed; a forged digest ends
// in one sentence; a report without tests, or whose every test is unknown, fails the step and the check.
import { beforeEach, describe, expect, it } from 'vitest';

import type { FakeCheckRun } from '../fake-github/server.ts';
import type { TestSeed } from '../fake-service/routes/tests.ts';
import { forgedDigest } from '../support/digests.ts';
import { runAction } from '../support/runner.ts';
import {
  annotateOn,
  type CodelessSuite,
  comparing,
  FAILURE,
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
  world.github.tokens.clear();
  world.service.faults.clear();
});

const BASE = '5e6f7a8b'.repeat(5);
const HEAD = 'c0ffee00'.repeat(5);
const AT = { ...comparing(BASE, HEAD, 21), prefix: 'evidence' };
const { push, pullRequest } = AT;
/** An app's installation token, as actions/create-github-app-token makes it. */
const APP_TOKEN = 'ghs_installation_of_shop_ci';

const ok = (name: string, more: TestSeed = {}): TestSeed => ({ name, ...more });
const bad = (name: string, more: TestSeed = {}): TestSeed => ({
  name,
  success: false,
  status_message: `${name} broke`,
  ...more,
});

/** annotate-build on the base commit (a push) or the pull request's head, under fail-on: new-failures. */
const annotate = (
  on: 'base' | 'head',
  tests: TestSeed[],
  inputs: Record<string, string | number | boolean> = {},
) => annotateOn(world, AT, on, tests, { 'wait-seconds': 0, 'fail-on': 'new-failures', ...inputs });

const runOn = (sha: string): FakeCheckRun[] =>
  [...world.github.checkRuns.values()].filter((r) => r.head_sha === sha);
const notCompared = (summary: string) =>
  (summary.split('\n').find((l) => l.startsWith('**Not compared')) ?? '').replaceAll('\\', '');

describe('whose report it is (dist)', () => {
  it("with an app's installation token, compares the app's own base report, never a GITHUB_TOKEN run of the same name", async () => {
    world.github.tokens.set(APP_TOKEN, { kind: 'app', id: 880011, slug: 'shop-ci' });
    const tests = ['login', 'search', 'cart'];
    await annotate('base', [...tests.map((t) => ok(t)), bad('checkout')], { 'github-token': APP_TOKEN });
    // Planted after it with the workflow token: every test failed there, so nothing here would be new.
    await annotate('base', [...tests.map((t) => bad(t)), bad('checkout')]);
    expect(runOn(BASE).map((r) => r.app?.slug)).toEqual(['shop-ci', 'github-actions']);

    const result = await annotate('head', [...tests.map((t) => bad(t)), bad('checkout')], {
      'github-token': APP_TOKEN,
    });
    expect(result.outputs).toMatchObject({ 'compared-to': BASE, 'new-failures': '3', failed: '4' });
    expect(result.conclusion).toBe('failure');
    expect(result.errors.join('\n')).toContain('3 of them did not fail on 5e6f7a8');
    const head = runOn(HEAD)[0]!;
    expect(head).toMatchObject({ app: { slug: 'shop-ci' }, conclusion: 'failure' });
    expect(head.output.title).toBe('3 new failures, 1 still failing: 4 of 4 tests failed');
  });

  it('does not trust a base report whose digest names a workflow run of a pull request', async () => {
    await annotate('base', [bad('checkout')]);
    const [base] = runOn(BASE);
    // The run that wrote it, as GitHub tells it: a pull_request run (a branch's edited workflow).
    const named = [...world.github.workflowRuns.values()].filter((r) => r.head_sha === BASE).at(-1)!;
    named.event = 'pull_request';
    const result = await annotate('head', [bad('checkout')]);
    expect(base?.conclusion).toBe('failure');
    expect(notCompared(result.summary)).toBe(
      `**Not compared with the base branch:** workflow run ${named.id} ran on a pull_request event, whose workflow code need not be the base branch's own, not trusted.`,
    );
    expect(result.outputs).toMatchObject({ 'compared-to': '', 'new-failures': '' });
    // Under new-failures, a report that could not be compared blocks: nothing says its failures are old.
    expect(result.conclusion).toBe('failure');
  });
});

describe('the same test is the same key (dist)', () => {
  it('a base on chrome 126 and a pull request on chrome 127 failing the same test: no new failure, and a line saying so', async () => {
    await annotate('base', [
      bad('checkout', { browser_version: '126' }),
      ok('login', { browser_version: '126' }),
    ]);
    const result = await annotate('head', [
      bad('checkout', { browser_version: '127' }),
      ok('login', { browser_version: '127' }),
    ]);
    expect(result.outputs).toMatchObject({ 'compared-to': BASE, 'new-failures': '0', fixed: '0' });
    expect(result.conclusion).toBe('success');
    const line = result.summary.split('\n').find((l) => l.startsWith('**Compared with'))!;
    expect(line).toContain('1 still failing');
    expect(line).toContain('The base ran on other versions: chrome 126 on the base, chrome 127 here.');
    expect(result.log.join('\n')).toContain(
      'the base ran on other versions: chrome 126 on the base, chrome 127 here',
    );
  });

  it('a look-up that fails for a failing Codeless test on the pull request does not make it new', async () => {
    const wait = (on: 'base' | 'head') => {
      const job = world.service.lab.startJob(world.user, shop.tests, {});
      return runAction({
        action: 'wait-for-job',
        inputs: { 'job-id': job.id, 'poll-interval': 1, 'fail-on': 'new-failures' },
        ...world.jobOptions(
          on === 'base' ? { event: push, env: { GITHUB_SHA: BASE } } : { event: pullRequest },
        ),
      });
    };
    const base = await wait('base');
    expect(base.outputs['failed-count']).toBe('1');
    // Every read of a test record fails on the pull request: its recordings cannot be linked.
    world.service.faults.always('GET', '/v1/tests/:id', 500);
    const head = await wait('head');
    expect(head.warnings.join('\n')).toMatch(/The records of 1 failed test could not be read/);
    expect(head.outputs).toMatchObject({ 'compared-to': BASE, 'new-failures': '0', 'failed-count': '1' });
    expect(head.conclusion).toBe('success');
    expect(runOn(HEAD)[0]?.output.title).toMatch(/^1 still failing: Job \d+ FINISHED: 1 of 3 tests failed$/);
    expect(head.warnings.join('\n')).toContain(`none of them is new: each failed on 5e6f7a8 too`);
    expect(runOn(HEAD)[0]?.annotations.map((a) => a.title)).toEqual([
      expect.stringMatching(new RegExp(`^${FAILURE.test} \\(test \\d+\\) \\(chrome`)),
    ]);
  });
});

describe('a digest read back costs what a real one can (dist)', () => {
  it('a forged digest of 8 million keys ends in one sentence, and the report is otherwise complete', async () => {
    await annotate('base', [bad('checkout')]);
    const forged = forgedDigest(8_000_000);
    expect(forged.length).toBeLessThan(65_535);
    runOn(BASE)[0]!.output.text = forged;
    const result = await annotate('head', [bad('checkout'), ok('login')]);
    expect(notCompared(result.summary)).toBe(
      "**Not compared with the base branch:** the digest on 5e6f7a8 holds more than any report's digest can (it inflates to more than 1048576 bytes), so it was not read.",
    );
    expect(result.outputs).toMatchObject({ failed: '1', 'compared-to': '' });
    expect(runOn(HEAD)[0]?.annotations).toHaveLength(1);
  });
});

describe('nothing known is not a pass (dist)', () => {
  it('a build without tests fails the step and the check, naming it, unless fail-on-empty is false', async () => {
    const empty = await annotate('head', [], { 'fail-on': 'failures' });
    const { build } = empty;
    expect(empty.conclusion).toBe('failure');
    expect(empty.errors).toEqual([
      `No tests in build "${build}" (fail-on-empty is true: a report without tests fails; set it to false to let one pass).`,
    ]);
    expect(runOn(HEAD)[0]).toMatchObject({
      conclusion: 'failure',
      output: { title: `No tests in build "${build}"` },
    });
    expect(empty.outputs).toMatchObject({ total: '0', conclusion: 'failure' });

    world.github.checkRuns.clear();
    const allowed = await annotate('head', [], { 'fail-on': 'failures', 'fail-on-empty': false });
    expect(allowed.conclusion).toBe('success');
    expect(runOn(HEAD)[0]?.conclusion).toBe('success');
  });

  it('a build whose every test is unknown fails the step and the check, listing them as unknown, unless fail-on-unknown is false', async () => {
    const unknown = [1, 2, 3].map((n) => ({ name: `pays ${n}`, success: null }));
    const result = await annotate('head', unknown, { 'fail-on': 'failures' });
    expect(result.conclusion).toBe('failure');
    expect(result.errors).toEqual([
      `The outcome of 3 of 3 tests in build "${result.build}" is unknown (fail-on-unknown is true: an unknown outcome counts as a failure).`,
    ]);
    expect(result.outputs).toMatchObject({ total: '3', failed: '0', unknown: '3', conclusion: 'failure' });
    const check = runOn(HEAD)[0]!;
    expect(check).toMatchObject({
      conclusion: 'failure',
      output: { title: '0 of 3 tests passed, 3 unknown' },
    });
    // Listed as unknown, never as failed: no failure annotation.
    expect(check.annotations).toEqual([]);

    world.github.checkRuns.clear();
    const allowed = await annotate('head', unknown, { 'fail-on': 'failures', 'fail-on-unknown': false });
    expect(allowed.conclusion).toBe('success');
    expect(runOn(HEAD)[0]?.conclusion).toBe('success');
  });
});
