// Quarantine from the committed dist/, run as the runner runs it: a quarantine file in the workspace,
// a build on the fake service, the report on the fake GitHub.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { beforeEach, describe, expect, it } from 'vitest';

import { PR_HEAD_SHA } from '../fake-github/runner-env.ts';
import { CONTENTS_PATH } from '../fake-github/server.ts';
import type { TestSeed } from '../fake-service/routes/tests.ts';
import { createJob } from '../support/runner.ts';
import { type CodelessSuite, QUICK_JOB_PLAN, seedCodelessSuite, useWorld, type World } from './scenario.ts';

let world: World;
let shop: CodelessSuite;
useWorld((started) => {
  world = started;
  shop = seedCodelessSuite(world.service, world.user);
});
beforeEach(() => {
  world.service.requests.length = 0;
  world.service.jobs.nextPlan = QUICK_JOB_PLAN;
  world.github.checkRuns.clear();
  world.github.comments.clear();
  world.github.files.clear();
  world.github.grants.clear();
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

const QUARANTINE_FILE = '.github/cloudtest-quarantine.yml';
/** The base commit of the pull request below: its quarantine file decides the pull request's reports. */
const BASE_SHA = 'be5e'.repeat(10);
const pullRequest = {
  name: 'pull_request',
  payload: {
    number: 7,
    pull_request: { number: 7, head: { sha: PR_HEAD_SHA }, base: { sha: BASE_SHA, ref: 'main' } },
  },
};
/** The fake GitHub's reads of the quarantine file through the contents API, by ref. */
const contentsReads = () =>
  world.github.requests
    .filter((r) => r.method === 'GET' && r.path.includes('/contents/'))
    .map((r) => `${decodeURIComponent(r.path.replace(/^.*\/contents\//, ''))}@${r.query.ref ?? ''}`);

/** A job whose workspace holds `text` at `path`. */
function jobWith(
  path: string,
  text: string,
  event?: { name: string; payload?: Record<string, unknown> },
  env: Record<string, string> = {},
) {
  const job = createJob(world.jobOptions({ ...(event ? { event } : {}), env }));
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
    world.github.putFile(BASE_SHA, QUARANTINE_FILE, ENTRY);
    using job = jobWith('.github/cloudtest-quarantine.yml', ENTRY, pullRequest);
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
    // Passing because its one failure is excused: said first.
    expect(run.output.title).toBe('The only failure is quarantined (excused): 1 of 2 tests failed');
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

  it('a flaky test it names fails no step under fail-on-flaky; one it does not name still does', async () => {
    const flaky = (name: string) => [
      { name, success: false, status_message: 'expected 200, got 502', browser: 'chrome', os: 'Windows 10' },
      { name, browser: 'chrome', os: 'Windows 10' },
    ];
    const step = async (tests: TestSeed[]) => {
      const name = buildName();
      world.service.tests.seedBuild(world.user, name, [{ name: 'login works' }, ...tests]);
      using job = jobWith('.github/cloudtest-quarantine.yml', ENTRY);
      return {
        name,
        result: await job.step({
          action: 'annotate-build',
          inputs: { build: name, 'wait-seconds': 0, 'fail-on-flaky': true },
        }),
      };
    };
    const listed = await step(flaky('pays by card'));
    expect(listed.result.conclusion).toBe('success');
    expect(listed.result.outputs).toMatchObject({ flaky: '1', quarantined: '0' });
    expect(listed.result.warnings).toContainEqual(
      `1 test was flaky in build "${listed.name}": failed, then passed on a retry (it is quarantined, so the step passes).`,
    );

    const both = await step([...flaky('pays by card'), ...flaky('search works')]);
    expect(both.result.conclusion).toBe('failure');
    expect(both.result.errors).toEqual([
      `2 tests were flaky in build "${both.name}": failed, then passed on a retry (fail-on-flaky is true; 1 of them is quarantined).`,
    ]);
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
    // GitHub hears one thing: the check run, completed as failure, saying why (a required check waits for it).
    expect(world.github.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /repos/octo-org/octo-repo/check-runs',
    ]);
    expect(world.github.only()).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(world.github.only().output.title).toMatch(/^Not reported: Input "quarantine" cannot be used: /);
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

  describe("a pull request's run: the base decides, as CODEOWNERS does", () => {
    const failing = () => {
      const name = buildName();
      seedBuild(name);
      return name;
    };
    const annotate = (job: ReturnType<typeof createJob>, build: string) =>
      job.step({ action: 'annotate-build', inputs: { build, 'wait-seconds': 0 } });

    it('an entry the pull request adds does not excuse its failing test: said, applied once merged', async () => {
      const name = failing();
      // The pull request's checkout adds the entry; the base has no quarantine file (404).
      using job = jobWith(QUARANTINE_FILE, ENTRY, pullRequest);
      const result = await annotate(job, name);

      expect(result.conclusion).toBe('failure');
      expect(result.errors).toEqual([`1 of 2 tests failed in build "${name}".`]);
      expect(result.outputs).toMatchObject({ failed: '1', quarantined: '0', conclusion: 'failure' });
      expect(world.github.only().conclusion).toBe('failure');
      const pending = `This pull request quarantines 1 more test (${QUARANTINE_FILE}); it applies once merged.`;
      expect(result.log).toContain(pending);
      expect(world.github.only().output.summary).toContain(
        `_This pull request quarantines 1 more test \\(${QUARANTINE_FILE}\\); it applies once merged._`,
      );
      expect(contentsReads()).toEqual([`${QUARANTINE_FILE}@${BASE_SHA}`]);
    });

    it("with no checkout, the file at the pull request's base quarantines the failing test, in one request", async () => {
      const name = failing();
      world.github.putFile(BASE_SHA, QUARANTINE_FILE, ENTRY);
      using job = createJob(world.jobOptions({ event: pullRequest }));
      const result = await annotate(job, name);

      expect(result.errors).toEqual([]);
      expect(result.conclusion).toBe('success');
      expect(result.outputs).toMatchObject({ failed: '1', quarantined: '1', conclusion: 'success' });
      expect(world.github.only().output.summary).toContain(`The list: ${QUARANTINE_FILE}.`);
      expect(contentsReads()).toEqual([`${QUARANTINE_FILE}@${BASE_SHA}`]);
    });

    it("a base file that does not read, and the pull request's own error, are warnings naming the line; nothing is excused", async () => {
      const name = failing();
      world.github.putFile(BASE_SHA, QUARANTINE_FILE, '- test: pays by card\n  browsr: chrome\n');
      // The pull request's copy is broken another way: said, and the step is not stopped by it.
      using job = jobWith(QUARANTINE_FILE, '- test: pays by card\n\n  until: 2026-02-30\n', pullRequest);
      const result = await annotate(job, name);

      expect(result.conclusion).toBe('failure');
      expect(result.outputs).toMatchObject({ failed: '1', quarantined: '0' });
      expect(result.warnings).toContainEqual(
        `The quarantine file ${QUARANTINE_FILE} at the base commit ${BASE_SHA.slice(0, 7)} cannot be used: ${QUARANTINE_FILE}, line 2: unknown key "browsr" (an entry takes test, browser, platform, reason, until) (mend it there): no test is quarantined by it.`,
      );
      expect(result.warnings).toContainEqual(
        expect.stringMatching(
          new RegExp(`^This pull request's quarantine file does not read: ${QUARANTINE_FILE}, line 3: `),
        ),
      );
      expect(world.github.only().output.summary).toContain('unknown key');
    });

    it('a base file the token may not read: one warning saying to grant contents: read, nothing excused', async () => {
      const name = failing();
      world.github.putFile(BASE_SHA, QUARANTINE_FILE, ENTRY);
      const token = 'ghs_no_contents';
      world.github.grant(token, { checks: 'write', 'pull-requests': 'write' });
      using job = createJob(world.jobOptions({ event: pullRequest, githubToken: token }));
      const result = await annotate(job, name);

      expect(result.conclusion).toBe('failure');
      expect(result.outputs).toMatchObject({ quarantined: '0' });
      expect(result.warnings).toContainEqual(
        `The quarantine file ${QUARANTINE_FILE} at the base commit ${BASE_SHA.slice(0, 7)} could not be read (HTTP 403: Resource not accessible by integration): give the job permissions: contents: read: no test is quarantined by it.`,
      );
      expect(contentsReads()).toHaveLength(1);
    });

    it('a 5xx is asked again; one that lasts is a warning, and nothing is excused', async () => {
      world.github.putFile(BASE_SHA, QUARANTINE_FILE, ENTRY);
      world.github.faults.add('GET', CONTENTS_PATH, 502);
      using healed = createJob(world.jobOptions({ event: pullRequest }));
      const once = await annotate(healed, failing());
      expect(once.outputs).toMatchObject({ quarantined: '1', conclusion: 'success' });
      expect(contentsReads()).toHaveLength(2);

      world.github.requests.length = 0;
      world.github.faults.always('GET', CONTENTS_PATH, 502);
      try {
        using job = createJob(world.jobOptions({ event: pullRequest }));
        const lasting = await annotate(job, failing());
        expect(lasting.conclusion).toBe('failure');
        expect(lasting.outputs).toMatchObject({ quarantined: '0' });
        expect(lasting.warnings).toContainEqual(
          expect.stringMatching(
            /^The quarantine file \S+ at the base commit be5ebe5 could not be read \(HTTP 502: .*\): run the job again once GitHub answers: no test is quarantined by it\.$/,
          ),
        );
        // Asked three times, a second and then two between them.
        expect(contentsReads()).toHaveLength(3);
      } finally {
        world.github.faults.clear();
      }
    });

    it("a push without a checkout reads its own commit's file through GitHub", async () => {
      const name = failing();
      const sha = 'a1'.repeat(20);
      world.github.putFile(sha, QUARANTINE_FILE, ENTRY);
      using job = createJob(world.jobOptions({ env: { GITHUB_SHA: sha } }));
      const result = await annotate(job, name);

      expect(result.conclusion).toBe('success');
      expect(result.outputs).toMatchObject({ quarantined: '1' });
      expect(contentsReads()).toEqual([`${QUARANTINE_FILE}@${sha}`]);
    });

    it('a report without a failed or flaky test reads no quarantine file', async () => {
      const name = buildName();
      world.service.tests.seedBuild(world.user, name, [{ name: 'login works' }]);
      using job = createJob(world.jobOptions({ event: pullRequest }));
      const result = await annotate(job, name);

      expect(result.conclusion).toBe('success');
      expect(contentsReads()).toEqual([]);
    });
  });

  describe('with the window of main', () => {
    const sha = (n: number) => `${n.toString(16).padStart(2, '0')}a1b2c3`.repeat(5);
    const MAIN = Array.from({ length: 12 }, (_, i) => sha(i + 1));
    const HEAD = 'd'.repeat(40);
    const ENDED = new Date(Date.now() - 3_600_000).toISOString();
    const at = (ms: number) => new Date(Date.parse(ENDED) + ms).toISOString();
    const ran = (name: string, passed: boolean, ms = 0): TestSeed => ({
      name,
      created_at: at(ms),
      completed_at: at(ms),
      ...(passed ? {} : { success: false, status_message: `${name} broke` }),
    });
    /** Failed, then passed on a retry a minute later. */
    const flaky = (name: string) => [ran(name, false, -60_000), ran(name, true)];
    const pr = {
      name: 'pull_request',
      payload: {
        number: 41,
        pull_request: { number: 41, head: { sha: HEAD }, base: { sha: MAIN[11], ref: 'main' } },
      },
    };

    /** annotate-build of `tests` on commit `headSha`, in a job whose workspace holds `quarantine`. */
    async function annotate(
      tests: TestSeed[],
      event: { name: string; payload?: Record<string, unknown> },
      headSha: string,
      inputs: Record<string, string> = {},
      quarantine = '[]\n',
    ) {
      const build = buildName();
      world.service.tests.seedBuild(world.user, build, tests);
      using job = jobWith('.github/cloudtest-quarantine.yml', quarantine, event, { GITHUB_SHA: headSha });
      return await job.step({ action: 'annotate-build', inputs: { build, 'wait-seconds': '1', ...inputs } });
    }

    it('auto-quarantine: 3 quarantines the test flaky in 4 runs, never the one that always passed; a listed test that always passed is ready to leave', async () => {
      // Twelve push reports on main: payment flaky in the 2nd, 5th, 7th and 11th; search and cart always pass.
      for (const [i, commit] of MAIN.entries()) {
        const before = i ? MAIN[i - 1]! : '0'.repeat(40);
        const payment = [1, 4, 6, 10].includes(i) ? flaky('payment') : [ran('payment', true)];
        // refund: flaky in the 1st and 2nd runs, then passing the latest 10.
        const refund = i < 2 ? flaky('refund') : [ran('refund', true)];
        await annotate(
          [...payment, ...refund, ran('search', true), ran('cart', true)],
          {
            name: 'push',
            payload: { before, after: commit },
          },
          commit,
        );
      }
      const listed = '- test: cart\n  reason: was slow\n';
      // The pull request's base decides: main's head holds the list.
      world.github.putFile(MAIN[11]!, QUARANTINE_FILE, listed);
      const both = await annotate(
        [ran('payment', false), ran('search', false), ran('cart', true)],
        pr,
        HEAD,
        { 'auto-quarantine': '3' },
        listed,
      );
      expect(both.outputs).toMatchObject({ 'compared-to': MAIN[11], failed: '2', quarantined: '1' });
      expect(both.conclusion).toBe('failure');
      expect(both.errors).toEqual([expect.stringContaining('(1 of them is quarantined)')]);
      const run = [...world.github.checkRuns.values()].findLast((r) => r.head_sha === HEAD)!;
      expect(run.conclusion).toBe('failure');
      for (const text of [run.output.summary, both.summary]) {
        expect(text).toMatch(
          /\| payment \| chrome 131 \| WIN11 \| ❌ failed \| auto-quarantine: flaky in 4 of the last 12 runs on main \|/,
        );
        expect(text).not.toMatch(/\| search \|[^\n]*auto-quarantine/);
        expect(text).toContain(
          '**Ready to leave quarantine**: cart passed here and in every run of the window on main.',
        );
      }

      // The flaky test alone failing: quarantined, the step and the check pass.
      const alone = await annotate(
        [ran('payment', false), ran('search', true), ran('cart', true)],
        pr,
        HEAD,
        { 'auto-quarantine': '3' },
      );
      expect(alone.errors).toEqual([]);
      expect(alone.conclusion).toBe('success');
      expect(alone.outputs).toMatchObject({ failed: '1', quarantined: '1', conclusion: 'success' });
      // Flaky in 4 runs is not flaky in 5: auto-quarantine: 5 takes nothing.
      const five = await annotate([ran('payment', false), ran('search', true), ran('cart', true)], pr, HEAD, {
        'auto-quarantine': '5',
      });
      expect(five.conclusion).toBe('failure');
      expect(five.outputs).toMatchObject({ quarantined: '0' });

      // Broken outright, not flaky: failing all 3 attempts here, though flaky on main of late; and
      // flaky in 2 runs long ago but passing the latest 10. Neither is taken, and the rule is said.
      const allAttempts = [
        ran('payment', false, -120_000),
        ran('payment', false, -60_000),
        ran('payment', false),
      ];
      const broken = await annotate([...allAttempts, ran('refund', false), ran('search', true)], pr, HEAD, {
        'auto-quarantine': '2',
      });
      expect(broken.outputs).toMatchObject({ failed: '2', quarantined: '0' });
      expect(broken.conclusion).toBe('failure');
      const rule =
        'Auto-quarantine (2) takes a failed test only when it was flaky in at least 2 of the runs on main, at least once in the latest 10 of them, and did not fail every attempt here when it ran more than once.';
      expect(broken.summary).toContain(rule);
      expect(broken.summary).not.toContain('auto-quarantine: flaky in');
    }, 120_000);
  });
});
