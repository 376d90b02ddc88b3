// Reports a team can trust, from the committed dist/ as the runner runs it: every matrix leg its own
// check, comment and build however its values read; only our own comment is ours; the service's
// control characters never reach GitHub or a file; a matrix input too deep to read is a warning.
import { readFile } from 'node:fs/promises';

import { beforeEach, describe, expect, it } from 'vitest';

import { pullRequestEvent } from '../fake-github/runner-env.ts';
import { ANOTHER_USER } from '../fake-github/server.ts';
import { createJob, runAction, runMainThenPost } from '../support/runner.ts';
import { hostPath } from '../support/step-node.ts';
import { type CodelessSuite, seedCodelessSuite, useWorld, type World } from './scenario.ts';

let world: World;
let shop: CodelessSuite;
useWorld((started) => {
  world = started;
  shop = seedCodelessSuite(world.service, world.user);
});
beforeEach(() => {
  world.github.checkRuns.clear();
  world.github.comments.clear();
  world.github.requests.length = 0;
});

const PR = 7;
const RUN = { GITHUB_JOB: 'e2e', GITHUB_RUN_ID: '5005', GITHUB_RUN_ATTEMPT: '1' };

/** The root action, main then post, for one leg on a pull request, commenting. */
async function rootAction(options: { matrix?: Record<string, unknown>; inputs?: Record<string, string> }) {
  return runMainThenPost({
    action: '.',
    inputs: { 'suite-id': shop.suite.id, 'poll-interval': 1, 'pr-comment': 'always', ...options.inputs },
    ...world.jobOptions({ matrix: options.matrix, event: pullRequestEvent, env: RUN }),
  });
}

const firstLine = (body: string) => body.slice(0, body.indexOf('\n'));

describe('matrix legs', () => {
  it('that read alike, or are cut at the same place, get their own check names, comments and build names', async () => {
    const shard = (n: number) => ({
      browser: 'chrome',
      browser_version: 'latest',
      os: 'Windows 11',
      resolution: '1920x1080',
      locale: 'en-US',
      suite: 'checkout-and-payments',
      shard: n,
    });
    const legs = [
      shard(1),
      shard(2),
      shard(3),
      { os: 'linux', target: 'win' },
      { target: 'linux', os: 'win' },
      { a: 1 },
      { a: '1' },
    ];
    const mains = (await Promise.all(legs.map((matrix) => rootAction({ matrix })))).map((r) => r.main);

    // Each leg's check run, found by the address its step gave.
    const runs = [...world.github.checkRuns.values()];
    const names = mains.map((m) => runs.find((r) => r.html_url === m.outputs['check-run-url'])?.name ?? '');
    expect(new Set(names).size).toBe(legs.length);
    for (const name of names.slice(0, 3))
      expect(name).toMatch(
        /^Codeless suite \d+ \(e2e, browser: chrome, browser_version: latest, os: Windows 11, .*… · [0-9a-f]{8}\)$/,
      );
    expect(names.slice(3).map((name) => name.replace(/^Codeless suite \d+ /, ''))).toEqual([
      '(e2e, os: linux, target: win)',
      '(e2e, target: linux, os: win)',
      '(e2e, a: 1)',
      '(e2e, a: "1")',
    ]);
    const markers = world.github.commentsOn(PR).map((c) => firstLine(c.body));
    expect(new Set(markers).size).toBe(legs.length);
    const builds = mains.map((m) => m.env.CLOUDTEST_BUILD);
    expect(new Set(builds).size).toBe(legs.length);
    for (const build of builds.slice(0, 3)) expect(build).toMatch(/^octo-repo-5005-1-e2e-.+-[0-9a-f]{8}$/);
  });
});

describe('the pull request comment', () => {
  it('leaves a lookalike by another user untouched and is written beside it', async () => {
    const first = await rootAction({});
    const ours = world.github.commentsOn(PR)[0]!;
    const marker = firstLine(ours.body);
    world.github.comments.clear();
    const lookalike = world.github.addComment(PR, `${marker}\nAll 240 tests passed ✅`, { by: ANOTHER_USER });

    const second = await rootAction({});
    expect(first.main.conclusion).toBe(second.main.conclusion);
    expect(world.github.comments.get(lookalike.id)?.body).toBe(`${marker}\nAll 240 tests passed ✅`);
    const written = world.github.commentsOn(PR).filter((c) => c.id !== lookalike.id);
    expect(written).toHaveLength(1);
    expect(written[0]?.user.login).toBe('github-actions[bot]');
    expect(firstLine(written[0]!.body)).toBe(marker);
    expect(written[0]?.body).toContain('Every failed test is annotated on the check run.');
  });
});

describe("the service's text", () => {
  it('reaches no GitHub request, summary or file with a control character or terminal escape', async () => {
    const build = 'hostile-control-characters';
    world.service.tests.seedBuild(world.user, build, [
      { name: 'login\u0000 works' },
      {
        name: 'pays \u001b[31mby card\u001b[0m',
        success: false,
        status_message:
          'expected 200\u0000, got \u001b]8;;https://evil.example\u0007502\u001b]8;;\u0007\r\nat /pay',
      },
    ]);
    using job = createJob(world.jobOptions({ event: pullRequestEvent }));
    const result = await job.step({
      action: 'annotate-build',
      inputs: { build, 'wait-seconds': 1, 'pr-comment': 'always' },
    });
    expect(result.outputs.failed).toBe('1');

    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    const bad = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]|\[31m|\]8;;/;
    const bodies = world.github.requests.flatMap((r) => (r.body ? [r.body] : []));
    expect(bodies.length).toBeGreaterThanOrEqual(2);
    for (const body of bodies) {
      // On the wire JSON writes them as \u0000 or \u001b.
      expect(body).not.toMatch(/\\u00[01][0-9a-f]|\\u007f|\\u00[89][0-9a-f]/i);
      expect(JSON.stringify(JSON.parse(body))).not.toMatch(/\[31m|\]8;;/);
    }
    const [annotation] = world.github.only().annotations as Array<{ title: string; message: string }>;
    expect(annotation).toMatchObject({ message: 'expected 200, got 502\nat /pay' });
    expect(annotation!.title).toMatch(/^pays by card/);
    const files = await Promise.all(
      [result.outputs['junit-file']!, result.outputs['ctrf-file']!].map((f) => readFile(hostPath(f), 'utf8')),
    );
    for (const text of [result.summary, ...files]) {
      expect(text).not.toMatch(bad);
      expect(text).not.toMatch(/\\u00[01][0-9a-f]/i);
    }
  });
});

describe('a matrix input 3,000 levels deep', () => {
  let deep = '"x"';
  for (let i = 0; i < 3_000; i++) deep = `{"a":${deep}}`;
  const warning =
    /^The matrix input is nested more than 16 levels deep: names of this leg carry its hash \([0-9a-f]{8}\)/;

  it('is a warning, and the root action runs, reports under the hash and closes its check', async () => {
    const { main, post } = await rootAction({ inputs: { matrix: deep } });
    expect(main.warnings).toEqual(expect.arrayContaining([expect.stringMatching(warning)]));
    expect(main.outputs['job-id']).toMatch(/^\d+$/);
    expect(main.stderr).not.toContain('RangeError');
    expect(post?.conclusion).toBe('success');
    expect(post?.warnings).toEqual([]);
    const run = world.github.only();
    expect(run).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(run.name).toMatch(/^Codeless suite \d+ \(e2e · [0-9a-f]{8}\)$/);
    expect(main.env.CLOUDTEST_BUILD).toMatch(/^octo-repo-5005-1-e2e-[0-9a-f]{8}$/);
  });

  it('lets every other entry run past it', async () => {
    const steps: Array<{ action: string; stage?: 'post'; inputs: Record<string, string | number> }> = [
      { action: 'trigger-lab-suite', inputs: { 'suite-id': shop.suite.id } },
      { action: 'wait-for-job', inputs: { 'job-id': 'not a number' } },
      { action: 'annotate-build', inputs: { 'wait-seconds': 'soon' } },
      { action: 'upload-app', inputs: {} },
      { action: 'list-devices', inputs: { max: 'many' } },
      { action: 'start-tunnel', inputs: { 'ready-timeout': 'soon' } },
      { action: 'start-tunnel', stage: 'post', inputs: {} },
    ];
    const runs = await Promise.all(
      steps.map((step) =>
        runAction({ ...world.jobOptions({ env: RUN }), ...step, inputs: { ...step.inputs, matrix: deep } }),
      ),
    );
    const [trigger, ...rest] = runs;
    expect(trigger?.conclusion).toBe('success');
    for (const step of runs) expect(step.stderr + step.stdout).not.toContain('Maximum call stack');
    // Each main warns and goes on to its own work: the trigger triggers, the others check their inputs.
    for (const step of runs.slice(0, -1))
      expect(step.warnings).toEqual(expect.arrayContaining([expect.stringMatching(warning)]));
    for (const step of rest.slice(0, -1)) expect(step.errors.join('\n')).toMatch(/input/i);
    expect(runs.at(-1)?.conclusion).toBe('success');
  });
});
