// Checks a team can require, from the committed dist/ as the runner runs it: names that stay the same
// from run to run and attempt to attempt, one per matrix leg; a check that shows while the tests run
// and is never left in progress; the build name every step of a job shares.
import { beforeEach, describe, expect, it } from 'vitest';

import { CANCEL_LIKE_THE_RUNNER, runAction, runMainThenPost } from '../support/runner.ts';
import { type CodelessSuite, seedCodelessSuite, useWorld, type World } from './scenario.ts';

let world: World;
let shop: CodelessSuite;
useWorld((started) => {
  world = started;
  shop = seedCodelessSuite(world.service, world.user);
});
beforeEach(() => {
  world.github.checkRuns.clear();
  world.service.jobs.nextPlan = [
    { status: 'RUNNING', afterPolls: 1 },
    { status: 'FINISHED', afterPolls: 1 },
  ];
});

const CHROME = { browser: 'chrome', os: 'linux' };
const FIREFOX = { browser: 'firefox', os: 'linux' };

/** The root action once, as one run and attempt of one matrix leg. */
async function rootAction(leg: Record<string, unknown>, run: { id: string; attempt: string }) {
  const { main } = await runMainThenPost({
    action: '.',
    inputs: { 'suite-id': shop.suite.id, 'poll-interval': 1 },
    ...world.jobOptions({
      matrix: leg,
      env: { GITHUB_JOB: 'e2e', GITHUB_RUN_ID: run.id, GITHUB_RUN_ATTEMPT: run.attempt },
    }),
  });
  return main;
}

describe('check names', () => {
  it('are the same for one leg from run to run and on a re-run, and differ between legs', async () => {
    await rootAction(CHROME, { id: '1001', attempt: '1' });
    await rootAction(CHROME, { id: '2002', attempt: '1' });
    const rerun = await rootAction(CHROME, { id: '2002', attempt: '2' });
    await rootAction(FIREFOX, { id: '2002', attempt: '1' });
    const names = [...world.github.checkRuns.values()].map((r) => r.name);
    const chrome = `Codeless suite ${shop.suite.id} (e2e, browser: chrome, os: linux)`;
    const firefox = `Codeless suite ${shop.suite.id} (e2e, browser: firefox, os: linux)`;
    expect(names).toEqual([chrome, chrome, chrome, firefox]);
    expect(rerun.summary).toContain('Attempt 2 of this workflow run');
  });
});

describe('the check run of the root action', () => {
  it('shows in progress before the job finishes and ends completed', async () => {
    await rootAction(CHROME, { id: '3003', attempt: '1' });
    // Opened before the trigger, told the job runs, completed by the report.
    expect(world.github.only()).toMatchObject({
      statuses: ['in_progress', 'in_progress', 'completed'],
      conclusion: 'failure',
      details_url: expect.stringMatching(/\/actions\/runs\/3003$/),
    });
  });

  it.skipIf(!CANCEL_LIKE_THE_RUNNER)(
    'is left cancelled, never in progress, when the workflow is cancelled',
    async () => {
      world.service.jobs.nextPlan = [{ status: 'RUNNING', afterPolls: 1 }];
      const { main, post } = await runMainThenPost({
        action: '.',
        inputs: { 'suite-id': shop.suite.id, 'poll-interval': 30 },
        ...world.jobOptions(),
        cancel: { when: /is RUNNING/ },
      });
      expect(main.conclusion).toBe('cancelled');
      expect(post?.conclusion).toBe('success');
      expect(world.github.only()).toMatchObject({ status: 'completed', conclusion: 'cancelled' });
    },
  );
});

describe('the build name', () => {
  it('is exported by the first step of a job, per run, attempt, job and leg, and never over the user’s', async () => {
    const env = { GITHUB_JOB: 'e2e', GITHUB_RUN_ID: '4004', GITHUB_RUN_ATTEMPT: '2' };
    const step = await runAction({
      action: 'trigger-lab-suite',
      inputs: { 'suite-id': shop.suite.id },
      ...world.jobOptions({ matrix: CHROME, env }),
    });
    expect(step.env.CLOUDTEST_BUILD).toBe('octo-repo-4004-2-e2e-browser-chrome-os-linux');
    const mine = await runAction({
      action: 'trigger-lab-suite',
      inputs: { 'suite-id': shop.suite.id },
      ...world.jobOptions({ matrix: CHROME, env: { ...env, CLOUDTEST_BUILD: 'my-build' } }),
    });
    expect(mine.env.CLOUDTEST_BUILD).toBeUndefined();
  });
});
