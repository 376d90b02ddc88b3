// annotate-build from the committed dist/, run as the runner runs it, against the fake service's
// builds and the fake GitHub's Checks API.
import { readFile } from 'node:fs/promises';

import { beforeEach, describe, expect, it, vi } from 'vitest';

import { PR_HEAD_SHA, pullRequestEvent } from '../fake-github/runner-env.ts';
import { createJob, runAction, startAction } from '../support/runner.ts';
import { hostPath } from '../support/step-node.ts';
import { shownSecrets, useWorld, type World } from './scenario.ts';

let world: World;
useWorld((started) => (world = started));
beforeEach(() => {
  world.service.requests.length = 0;
  world.github.checkRuns.clear();
  world.github.requests.length = 0;
});

let builds = 0;
/** A fresh build name per test: the tests share one service. */
const buildName = () => `nightly-${++builds}`;

describe('annotate-build', () => {
  it('says what the build cost: the sum of its sessions, VMs and devices apart', async () => {
    const name = buildName();
    world.service.tests.seedBuild(world.user, name, [
      { name: 'login', duration: 30 },
      { name: 'cart', duration: 40 },
      { name: 'search', duration: 50 },
      { name: 'pay', duration: 100, browser: null, device_name: 'Galaxy S24', platform_name: 'REAL_ANDROID' },
      { name: 'logout', duration: 20 },
    ]);

    const result = await runAction({
      action: 'annotate-build',
      inputs: { build: name, 'wait-seconds': 1 },
      ...world.jobOptions(),
    });

    expect(result.conclusion).toBe('success');
    expect(result.outputs).toMatchObject({ 'vm-seconds': '140', 'device-seconds': '100' });
    expect(Number(result.outputs['vm-seconds']) + Number(result.outputs['device-seconds'])).toBe(240);
    expect(world.github.only().output.summary).toContain(
      '**Session time:** 2 min 20 s of VM time and 1 min 40 s of physical-device time. What the service bills',
    );
  });

  it('reports every test of the build: counts, a check run annotating the failure, the summary', async () => {
    const name = buildName();
    world.service.tests.seedBuild(world.user, name, [
      { name: 'login works' },
      { name: 'cart keeps items' },
      { name: 'pays by card', success: false, status_message: 'expected 200, got 502 from /pay' },
      // A record with no result: counted as unknown, never as passed.
      { name: 'search suggests', success: null },
    ]);

    // A job of the test's own, so the files the step wrote under RUNNER_TEMP are still there to read.
    using job = createJob(world.jobOptions({ event: pullRequestEvent }));
    const result = await job.step({ action: 'annotate-build', inputs: { build: name, 'wait-seconds': 1 } });

    const run = world.github.only();
    expect(result.conclusion).toBe('failure');
    expect(result.outputs).toEqual({
      total: '4',
      passed: '2',
      failed: '1',
      unknown: '1',
      conclusion: 'failure',
      'check-run-id': String(run.id),
      'check-run-url': run.html_url,
      'junit-file': expect.stringMatching(/runner-temp[/\\]cloudtest-reports[/\\].+\.junit\.xml$/),
      'ctrf-file': expect.stringMatching(/runner-temp[/\\]cloudtest-reports[/\\].+\.ctrf\.json$/),
      'assets-dir': '',
      // The event names no base commit: nothing compared.
      'new-failures': '',
      fixed: '',
      'compared-to': '',
      flaky: '0',
      quarantined: '0',
      // Four sessions of the fake's 12 s each, on VMs.
      'vm-seconds': '48',
      'device-seconds': '0',
    });
    // The files other tools read carry the same counts as the report.
    const junit = await readFile(hostPath(result.outputs['junit-file']!), 'utf8');
    expect(junit).toMatch(/<testsuite [^>]*tests="4"[^>]*failures="1"/);
    const ctrf = JSON.parse(await readFile(hostPath(result.outputs['ctrf-file']!), 'utf8'));
    expect(ctrf.results.summary).toMatchObject({ tests: 4, passed: 2, failed: 1 });
    expect(run).toMatchObject({
      head_sha: PR_HEAD_SHA,
      name: 'Cloud tests (test)',
      conclusion: 'failure',
      external_id: name,
    });
    expect(run.output.title).toBe('1 of 4 tests failed, 1 unknown');
    expect(run.annotations).toEqual([
      expect.objectContaining({
        annotation_level: 'failure',
        path: '.github/workflows/ci.yml',
        title: expect.stringContaining('pays by card'),
        message: 'expected 200, got 502 from /pay',
      }),
    ]);
    expect(result.errors).toEqual([`1 of 4 tests failed in build "${name}".`]);
    expect(result.summary).toContain('pays by card');
    expect(result.summary).toContain(run.html_url);
    // Every read leaves out the heavy fields; the pages are read at the largest size, and the check
    // that no more results arrived (the tests just ended) reads a page of one test.
    const reads = world.service.seen('GET', '/v1/builds/:build');
    expect(reads[0]?.query).toMatchObject({ count: '500', skip_fields: 'visual_run' });
    for (const read of reads.slice(1))
      expect(read.query).toMatchObject({ count: '1', skip_fields: 'logs,thumbs,visual_run' });
    expect(shownSecrets(result, world.secrets)).toEqual([]);
  });

  it('waits for a build whose results reach the service late', async () => {
    const name = buildName();
    const lookups = () => world.service.seen('GET', '/v1/builds/:build').map((r) => r.status);
    const step = startAction({
      action: 'annotate-build',
      inputs: { build: name, 'wait-seconds': 5 },
      ...world.jobOptions(),
    });
    // The results arrive once the step has looked and found none: however long the step took to start.
    await vi.waitFor(() => expect(lookups()).toContain(404), { timeout: 10_000, interval: 20 });
    world.service.tests.seedBuild(world.user, name, 3);
    const result = await step.result;

    expect(result.conclusion).toBe('success');
    expect(result.outputs).toMatchObject({ total: '3', passed: '3', failed: '0', conclusion: 'success' });
    const statuses = lookups();
    expect(statuses[0]).toBe(404);
    expect(statuses.at(-1)).toBe(200);
    expect(world.github.only().conclusion).toBe('success');
  });

  it('sends every annotation, 50 per request, and passes with fail-on-failure false', async () => {
    const name = buildName();
    world.service.tests.seedBuild(
      world.user,
      name,
      Array.from({ length: 60 }, (_, i) => ({ name: `case ${i}`, success: false })),
    );

    const result = await runAction({
      action: 'annotate-build',
      inputs: { build: name, 'wait-seconds': 0, 'fail-on-failure': false },
      ...world.jobOptions(),
    });

    expect(result.conclusion).toBe('success');
    // fail-on-failure: false is fail-on: nothing, and the check run follows it: neutral, which does
    // not block a required check, where it was failure before.
    expect(result.outputs).toMatchObject({ total: '60', failed: '60', conclusion: 'neutral' });
    const run = world.github.only();
    expect(run.conclusion).toBe('neutral');
    expect(run.batches).toEqual([50, 10]);
    expect(new Set(run.annotations.map((a) => a.title)).size).toBe(60);
    expect(result.warnings).toContainEqual(expect.stringMatching(/60 of 60 tests failed.*fail-on-failure/));
  });

  it('fails in one line when the build does not exist, and its check run says so', async () => {
    const result = await runAction({
      action: 'annotate-build',
      inputs: { build: 'no-such-build', 'wait-seconds': 0 },
      ...world.jobOptions(),
    });

    expect(result.conclusion).toBe('failure');
    expect(result.errors).toEqual([
      expect.stringMatching(/^No build named "no-such-build"; did the tests get CLOUDTEST_BUILD\? /),
    ]);
    expect(result.outputs).toEqual({});
    expect(world.github.only()).toMatchObject({
      conclusion: 'failure',
      output: { title: expect.stringMatching(/^Not reported: No build named "no-such-build"/) },
    });
  });
});
