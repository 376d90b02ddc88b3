// Quarantine from the committed dist/, run as the runner runs it: a quarantine file in the workspace,
// a build on the fake service, the report on the fake GitHub.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pullRequestEvent } from '../fake-github/runner-env.ts';
import { createJob } from '../support/runner.ts';
import { type CodelessSuite, QUICK_JOB_PLAN, seedCodelessSuite, startWorld, type World } from './scenario.ts';

let world: World;
let shop: CodelessSuite;
beforeAll(async () => {
  world = await startWorld();
  shop = seedCodelessSuite(world.service, world.user);
});
afterAll(async () => {
  await world[Symbol.asyncDispose]();
});
beforeEach(() => {
  world.service.requests.length = 0;
  world.service.jobs.nextPlan = QUICK_JOB_PLAN;
  world.github.checkRuns.clear();
  world.github.comments.clear();
  world.github.requests.length = 0;
});

let builds = 0;
const buildName = () => `quarantined-${++builds}`;

/** A day, as `until` takes it, `days` from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A build where "pays by card" fails on chrome and "login works" passes. */
function seedBuild(name: string, extra: { name: string; success?: boolean }[] = []) {
  world.service.tests.seedBuild(world.user, name, [
    { name: 'login works' },
    {
      name: 'pays by card',
      success: false,
      status_message: 'payment sandbox timed out',
      browser: 'chrome',
      browser_version: '127',
      os: 'Windows 10',
    },
    ...extra.map((t) => ({ ...t, status_message: 'broke' })),
  ]);
}

/** A job whose workspace holds `text` at `path`. */
function jobWith(path: string, text: string, event?: typeof pullRequestEvent) {
  const job = createJob(world.jobOptions(event ? { event } : {}));
  const file = join(job.workspace, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return job;
}

const ENTRY = `# known flaky
- test: "pays by*"
  browser: chrome
  platform: Windows 11
  reason: payment sandbox times out
  until: ${day(30)}
`;

describe('quarantine (dist)', () => {
  it("one entry makes its test's failure pass the step under fail-on: failures, shown under Quarantined", async () => {
    const name = buildName();
    seedBuild(name);
    using job = jobWith('.github/cloudtest-quarantine.yml', ENTRY, pullRequestEvent);
    const result = await job.step({
      action: 'annotate-build',
      inputs: { build: name, 'wait-seconds': 0, 'fail-on': 'failures', 'pr-comment': 'always' },
    });

    expect(result.errors).toEqual([]);
    expect(result.conclusion).toBe('success');
    expect(result.outputs).toMatchObject({ failed: '1', quarantined: '1', conclusion: 'success' });
    expect(result.warnings).toContainEqual(
      `1 of 2 tests failed in build "${name}". (it is quarantined, so the step passes)`,
    );
    const run = world.github.only();
    expect(run.conclusion).toBe('success');
    expect(run.output.title).toBe('1 of 2 tests failed; 1 quarantined');
    const comment = [...world.github.comments.values()][0]?.body;
    for (const markdown of [run.output.summary, result.summary, comment]) {
      expect(markdown).toContain('### 🔒 Quarantined');
      expect(markdown).toContain(
        '1 quarantined test ran; 1 failed, which fails neither the step nor the check. The list: .github/cloudtest-quarantine.yml.',
      );
      expect(markdown).toMatch(
        /\| pays by card \| chrome 127 \| Windows 10 \| ❌ failed \| payment sandbox times out; line 2, until \d{4}-\d\d-\d\d \|/,
      );
    }
  });

  it('never lets through a failure the file does not name', async () => {
    const name = buildName();
    seedBuild(name, [{ name: 'search works', success: false }]);
    using job = jobWith('.github/cloudtest-quarantine.yml', ENTRY);
    const result = await job.step({ action: 'annotate-build', inputs: { build: name, 'wait-seconds': 0 } });

    expect(result.conclusion).toBe('failure');
    expect(result.errors).toEqual([`2 of 3 tests failed in build "${name}". (1 of them is quarantined)`]);
    expect(result.outputs).toMatchObject({ failed: '2', quarantined: '1', conclusion: 'failure' });
    expect(world.github.only().conclusion).toBe('failure');
  });

  it('an entry past its date warns, naming it, and no longer quarantines', async () => {
    const name = buildName();
    seedBuild(name);
    const yesterday = day(-1);
    using job = jobWith('ci/quarantine.yml', `- test: pays by card\n  until: ${yesterday}\n`);
    const result = await job.step({
      action: 'annotate-build',
      inputs: { build: name, 'wait-seconds': 0, quarantine: 'ci/quarantine.yml' },
    });

    expect(result.conclusion).toBe('failure');
    expect(result.errors).toEqual([`1 of 2 tests failed in build "${name}".`]);
    const warning = `The quarantine entry "pays by card" (ci/quarantine.yml, line 1) ended on ${yesterday}: it no longer quarantines; remove it or move its date.`;
    expect(result.warnings).toContainEqual(warning);
    expect(result.outputs).toMatchObject({ quarantined: '0' });
    expect(world.github.only().output.summary).toContain(`> ⚠️ ${warning}`);
  });

  it('a malformed file fails the step before any request, naming the line', async () => {
    const name = buildName();
    seedBuild(name);
    using job = jobWith('.github/cloudtest-quarantine.yml', '- test: pays by card\n  browsr: chrome\n');
    const result = await job.step({ action: 'annotate-build', inputs: { build: name, 'wait-seconds': 0 } });

    expect(result.conclusion).toBe('failure');
    expect(result.errors).toEqual([
      'Input "quarantine" cannot be used: .github/cloudtest-quarantine.yml, line 2: unknown key "browsr" (an entry takes test, browser, platform, reason, until)',
    ]);
    expect(world.service.requests).toEqual([]);
    expect(world.github.requests).toEqual([]);
  });

  it("quarantines a Codeless test in the root action: the job's failure passes the step, said on the check", async () => {
    using job = jobWith('.github/cloudtest-quarantine.yml', '- test: Checkout\n  reason: known flaky\n');
    const result = await job.step({
      action: '.',
      inputs: { 'suite-id': shop.suite.id, 'poll-interval': 1 },
    });

    expect(result.errors).toEqual([]);
    expect(result.conclusion).toBe('success');
    expect(result.outputs).toMatchObject({ 'failed-count': '1', quarantined: '1' });
    const run = world.github.only();
    expect(run.conclusion).toBe('success');
    expect(run.output.summary).toContain('### 🔒 Quarantined');
    expect(run.output.summary).toContain('| Checkout \\(test ');
  });
});
