// Flaky tests from the committed dist/, run as the runner runs it: a build whose test framework
// retried a test, against the fake service's builds and the fake GitHub.
import { readFile } from 'node:fs/promises';

import { beforeEach, describe, expect, it } from 'vitest';

import { pullRequestEvent } from '../fake-github/runner-env.ts';
import { ctrfErrors, junitErrors, parseJUnit } from '../report/schemas.ts';
import { createJob, runAction } from '../support/runner.ts';
import { hostPath } from '../support/step-node.ts';
import { useWorld, type World } from './scenario.ts';

let world: World;
useWorld((started) => (world = started));
beforeEach(() => {
  world.service.requests.length = 0;
  world.github.checkRuns.clear();
  world.github.comments.clear();
  world.github.requests.length = 0;
});

let builds = 0;
const buildName = () => `retried-${++builds}`;

/** A build whose framework ran "pays by card" twice: it failed, then passed. */
function seedRetried(name: string) {
  world.service.tests.seedBuild(world.user, name, [
    { name: 'login works' },
    { name: 'pays by card', success: false, status_message: 'expected 200, got 502 from /pay' },
    { name: 'pays by card' },
  ]);
}

describe('a test retried by its framework', () => {
  it('is flaky in every output, and the step passes', async () => {
    const name = buildName();
    seedRetried(name);
    using job = createJob(world.jobOptions({ event: pullRequestEvent }));
    const result = await job.step({
      action: 'annotate-build',
      inputs: { build: name, 'wait-seconds': 0, 'pr-comment': 'always' },
    });

    expect(result.conclusion).toBe('success');
    expect(result.outputs).toMatchObject({
      total: '2',
      passed: '1',
      failed: '0',
      flaky: '1',
      conclusion: 'success',
    });
    expect(result.warnings).toContainEqual(
      `1 test was flaky in build "${name}": failed, then passed on a retry (fail-on-flaky is false, so the step passes).`,
    );
    const run = world.github.only();
    expect(run.output.title).toBe('1 of 2 tests passed, 1 flaky');
    expect(run.annotations).toEqual([
      expect.objectContaining({
        annotation_level: 'notice',
        title: expect.stringContaining('pays by card'),
        message: 'Flaky: passed on attempt 2 after a failure: expected 200, got 502 from /pay',
      }),
    ]);
    for (const markdown of [
      run.output.summary,
      result.summary,
      [...world.github.comments.values()][0]?.body,
    ]) {
      expect(markdown).toContain('| Total | Passed | Failed | Unknown | Flaky |');
      expect(markdown).toContain('| 2 | 1 | 0 | 0 | 1 |');
      expect(markdown).toContain('### ⚠️ Flaky tests: failed, then passed on a retry');
      expect(markdown).toContain('Passed on attempt 2 after a failure: expected 200, got 502 from /pay');
    }

    const xml = await readFile(hostPath(result.outputs['junit-file']!), 'utf8');
    expect(await junitErrors(xml, 'surefire')).toEqual([]);
    expect(parseJUnit(xml).cases.map((c) => [c.name, c.outcome, c.flakyMessage])).toEqual([
      ['login works', 'passed', undefined],
      ['pays by card', 'passed', 'expected 200, got 502 from /pay'],
    ]);
    const ctrf = JSON.parse(await readFile(hostPath(result.outputs['ctrf-file']!), 'utf8'));
    expect(ctrfErrors(ctrf)).toEqual([]);
    expect(ctrf.results.summary).toMatchObject({ tests: 2, passed: 2, failed: 0, flaky: 1 });
    expect(ctrf.results.tests[1]).toMatchObject({
      name: 'pays by card',
      status: 'passed',
      flaky: true,
      retries: 1,
    });
  });

  it('fails the step with fail-on-flaky, the check run still passing', async () => {
    const name = buildName();
    seedRetried(name);
    const result = await runAction({
      action: 'annotate-build',
      inputs: { build: name, 'wait-seconds': 0, 'fail-on-flaky': true },
      ...world.jobOptions(),
    });

    expect(result.conclusion).toBe('failure');
    expect(result.errors).toEqual([
      `1 test was flaky in build "${name}": failed, then passed on a retry (fail-on-flaky is true).`,
    ]);
    expect(result.outputs).toMatchObject({ flaky: '1', conclusion: 'success' });
    expect(world.github.only().conclusion).toBe('success');
  });

  it('stays failed, once, when every attempt failed', async () => {
    const name = buildName();
    world.service.tests.seedBuild(world.user, name, [
      { name: 'search suggests', success: false, status_message: 'no suggestions' },
      { name: 'login works' },
      { name: 'search suggests', success: false, status_message: 'still no suggestions' },
    ]);
    const result = await runAction({
      action: 'annotate-build',
      inputs: { build: name, 'wait-seconds': 0 },
      ...world.jobOptions(),
    });

    expect(result.conclusion).toBe('failure');
    expect(result.outputs).toMatchObject({ total: '2', passed: '1', failed: '1', flaky: '0' });
    expect(result.errors).toEqual([`1 of 2 tests failed in build "${name}".`]);
    expect(world.github.only().annotations).toEqual([
      expect.objectContaining({
        annotation_level: 'failure',
        message: '2 attempts, the last failed: still no suggestions',
      }),
    ]);
  });
});
