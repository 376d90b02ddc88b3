// The installed `cloudtest report --history FILE` in GitLab CI's environment, against the fake service:
// branch pipelines of main chained through the file, then merge request pipelines that read it, show
// main's last runs and leave it as it was; a missing file, a corrupt one, and auto-quarantine by it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import type { TestSeed } from '../fake-service/routes/tests.ts';
import { cleanEnv, type InstalledCli, runCli, useInstalledCli } from '../support/installed-cli.ts';
import { seedsEndedAt } from '../support/seeds.ts';
import { useFakeService } from '../support/service.ts';

const service = useFakeService();
const installed = useInstalledCli();
let cli: InstalledCli;
beforeAll(() => (cli = installed()));

const MAIN = ['a', 'b'].map((c) => c.repeat(40));
const HEAD = 'e'.repeat(40);

/** Tests that ended an hour before the command reads them, so the first read is final. */
const { test, flaky } = seedsEndedAt(Date.now() - 3_600_000);

type At = { sha: string } | { mergeRequest: number };

/** The service's settings, and GitLab's variables for a branch pipeline of main on `sha`, or a merge request's into main. */
const gitlab = (pipeline: number, at: At) => {
  const s = service.settingsFor('user');
  return cleanEnv({
    CLOUDTEST_API_URL: s.apiUrl,
    CLOUDTEST_KEY: s.key,
    CLOUDTEST_SECRET: s.secret,
    GITLAB_CI: 'true',
    CI_PROJECT_NAME: 'shop',
    CI_PIPELINE_ID: String(pipeline),
    CI_JOB_ID: String(9000 + pipeline),
    CI_JOB_NAME: 'e2e',
    ...('sha' in at
      ? { CI_COMMIT_SHA: at.sha, CI_COMMIT_BRANCH: 'main' }
      : {
          CI_COMMIT_SHA: HEAD,
          CI_MERGE_REQUEST_IID: String(at.mergeRequest),
          CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
        }),
  });
};

let pipelines = 0;
/**
 * `cloudtest report --history .cloudtest/history` of a build of `tests`, in the project `cwd`, with the
 * variables `ci` makes (GitLab's by default).
 */
async function report(cwd: string, tests: TestSeed[], at: At, flags: string[] = [], ci = gitlab) {
  mkdirSync(cwd, { recursive: true });
  const build = `history-${++pipelines}-${Date.now()}`;
  service.tests.seedBuild(service.accounts.user, build, tests);
  const args = ['report', '--build', build, '--history', '.cloudtest/history', '--json', ...flags];
  const result = await runCli(cli, args, ci(pipelines, at), cwd);
  const file = join(cwd, '.cloudtest', 'history');
  return {
    ...result,
    json: JSON.parse(result.stdout || '{}') as Record<string, unknown>,
    file: () => (existsSync(file) ? readFileSync(file, 'utf8') : undefined),
  };
}

/** Two branch pipelines of main: payment flaky in both, login failing from the second on. */
async function mainOf(cwd: string, ci = gitlab) {
  const first = await report(
    cwd,
    [...flaky('payment', 20), test('login', true, 30), test('search', true, 10)],
    { sha: MAIN[0]! },
    [],
    ci,
  );
  expect(first.code, first.stderr).toBe(0);
  expect(first.stderr).toContain(
    'Not compared with the base branch: .cloudtest/history holds no history yet: this is the first run to keep one there.',
  );
  expect(first.stderr).toContain(
    'History: wrote this run into .cloudtest/history, for the next run to compare with.',
  );
  const second = await report(
    cwd,
    [...flaky('payment', 20), test('login', false, 30), test('search', true, 10)],
    { sha: MAIN[1]! },
    [],
    ci,
  );
  expect(second.code, second.stderr).toBe(1);
  expect(second.json).toMatchObject({ comparedTo: MAIN[0], newFailures: 1 });
  expect(second.stderr).toContain('Compared with aaaaaaa (main): 1 new failure; 0 new tests, 0 removed.');
  return second.file()!;
}

describe('cloudtest report --history FILE on GitLab CI', () => {
  it("chains branch pipelines through the file; a merge request shows main's last runs and leaves the file as it was", async () => {
    const cwd = join(cli.project, 'history-chain');
    const kept = await mainOf(cwd);
    expect(kept).toMatch(/^<!-- cloudtest-digest v5 [A-Za-z0-9+/=]+ -->$/);

    const mr = await report(
      cwd,
      [...flaky('payment', 20), test('login', false, 30), test('search', true, 25)],
      { mergeRequest: 12 },
      ['--fail-on', 'new-failures'],
    );
    // login failed on main too: under new-failures it does not fail the pipeline.
    expect(mr.code, mr.stderr).toBe(0);
    expect(mr.json).toMatchObject({ comparedTo: MAIN[1], newFailures: 0, failed: 1, flaky: 1 });
    const log = mr.stderr;
    expect(log).toContain('Compared with bbbbbbb (main): 1 still failing; 0 new tests, 0 removed.');
    expect(log).toMatch(
      /Trend: the last 2 runs on main, oldest first, each a bar from the least to the most of them; then this run\.\n +Tests +On main +Least–most +Newest +This run\n +Passed +█▁ +1–2 +1 +1\n +Failed +▁█ +0–1 +1 +1\n +Flaky +▁▁ +1 +1 +1\n/,
    );
    expect(log).toMatch(/ login \(chrome[^)]*\) +✅❌ +failing on main for 1 run, since bbbbbbb\n/);
    expect(log).toMatch(/ payment \(chrome[^)]*\) +⚠️⚠️ +flaky in 2 of the last 2 runs on main\n/);
    expect(log).toContain('Test time: 1 min 15 s of test time, +15 s against main (1 min)');
    expect(log).toMatch(
      /Slower than on main by more than 25 % and 5 s: search \(chrome[^)]*\) 25 s \(10 s there\)/,
    );
    expect(log).toContain(
      'History: .cloudtest/history is read, not written, on a merge request !12: only runs of the branch itself move its history on.',
    );
    expect(mr.file()).toBe(kept);

    // The same failures without new-failures fail it, and a failure new since main fails it either way.
    const plain = await report(cwd, [test('payment', true, 20), test('login', false, 30)], {
      mergeRequest: 12,
    });
    expect(plain.code, plain.stderr).toBe(1);
    const fresh = await report(
      cwd,
      [test('payment', true, 20), test('login', true, 30), test('search', false, 10)],
      { mergeRequest: 13 },
      ['--fail-on', 'new-failures'],
    );
    expect(fresh.code, fresh.stderr).toBe(1);
    expect(fresh.json).toMatchObject({ comparedTo: MAIN[1], newFailures: 1 });
    expect(fresh.stderr).toMatch(/search \(chrome[^)]*\) +✅✅ +new here: passed the last 2 runs on main/);
    expect(fresh.file()).toBe(kept);
  });

  it('auto-quarantines a failure that was flaky in enough of the runs the file holds', async () => {
    const cwd = join(cli.project, 'history-quarantine');
    await mainOf(cwd);
    const tests = [test('payment', false, 20), test('login', true, 30), test('search', true, 10)];
    const without = await report(cwd, tests, { mergeRequest: 14 });
    expect(without.code, without.stderr).toBe(1);
    expect(without.json).toMatchObject({ quarantined: 0 });
    const quarantined = await report(cwd, tests, { mergeRequest: 14 }, ['--auto-quarantine', '2']);
    expect(quarantined.code, quarantined.stderr).toBe(0);
    expect(quarantined.json).toMatchObject({ quarantined: 1, conclusion: 'success' });
    expect(quarantined.stderr).toContain('auto-quarantine: flaky in 2 of the last 2 runs on main');
    // Flaky in both runs, but fewer than asked: not quarantined.
    const more = await report(cwd, tests, { mergeRequest: 14 }, ['--auto-quarantine', '3']);
    expect(more.code, more.stderr).toBe(1);
  });

  it('a merge request with no history file says so in one line, reports in full and writes nothing', async () => {
    const cwd = join(cli.project, 'history-missing');
    const mr = await report(cwd, [test('login', false, 30), test('search', true, 10)], { mergeRequest: 15 });
    expect(mr.code, mr.stderr).toBe(1);
    expect(mr.json).toMatchObject({ total: 2, failed: 1, comparedTo: null, newFailures: null });
    expect(mr.stderr).toContain(
      'Not compared with the base branch: .cloudtest/history holds no history: no run of main left one where this merge request !15 reads it.',
    );
    expect(mr.stderr).toContain('Test time: 40 s of test time:');
    expect(mr.file()).toBeUndefined();
  });

  it.each([
    [
      'corrupt',
      '<!-- cloudtest-digest v4 AAAA -->',
      'the digest in .cloudtest/history is corrupt, so it was not read',
    ],
    [
      'of a later version',
      '<!-- cloudtest-digest v9 AAAA -->',
      'the digest in .cloudtest/history is of version 9, written by a later version of this action, which this one cannot read',
    ],
    [
      'too large',
      `<!-- cloudtest-digest v4 ${'A'.repeat(70_000)} -->`,
      'the digest in .cloudtest/history is larger than 65535 characters, so it was not read',
    ],
    [
      'not a digest',
      'node_modules/\n',
      'the report in .cloudtest/history has no digest (made before reports carried one, or by another tool)',
    ],
  ])(
    'a history file %s: one sentence why, the report complete; a branch run starts the history again',
    async (name, content, why) => {
      const cwd = join(cli.project, `history-${name.replaceAll(' ', '-')}`);
      mkdirSync(join(cwd, '.cloudtest'), { recursive: true });
      writeFileSync(join(cwd, '.cloudtest', 'history'), content);
      const tests = [test('login', false, 30), test('search', true, 10)];
      const mr = await report(cwd, tests, { mergeRequest: 16 });
      expect(mr.code, mr.stderr).toBe(1);
      expect(mr.json).toMatchObject({ total: 2, failed: 1, comparedTo: null });
      expect(mr.stderr).toContain(`Not compared with the base branch: ${why}.`);
      expect(mr.stderr).toMatch(/✗ login/);
      expect(mr.file()).toBe(content);
      const branch = await report(cwd, tests, { sha: MAIN[0]! });
      expect(branch.stderr).toContain(`Not compared with the base branch: ${why}.`);
      expect(branch.file()).toMatch(/^<!-- cloudtest-digest v5 [A-Za-z0-9+/=]+ -->$/);
      const next = await report(cwd, tests, { sha: MAIN[1]! });
      expect(next.stderr).toContain('Compared with aaaaaaa (main): 1 still failing; 0 new tests, 0 removed.');
    },
  );

  it("GitHub Actions: pushes to main chain through the file, and a pull request's step summary shows main's last runs", async () => {
    const cwd = join(cli.project, 'history-github');
    const summary = join(cwd, 'summary.md');
    const github = (run: number, at: At) => {
      writeFileSync(summary, '');
      return cleanEnv({
        ...gitlab(run, at),
        GITLAB_CI: undefined,
        GITHUB_ACTIONS: 'true',
        GITHUB_REPOSITORY: 'octo/shop',
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_RUN_ID: String(run),
        GITHUB_RUN_ATTEMPT: '1',
        GITHUB_JOB: 'e2e',
        GITHUB_STEP_SUMMARY: summary,
        ...('sha' in at
          ? { GITHUB_EVENT_NAME: 'push', GITHUB_SHA: at.sha, GITHUB_REF: 'refs/heads/main' }
          : {
              GITHUB_EVENT_NAME: 'pull_request',
              GITHUB_SHA: HEAD,
              GITHUB_REF: `refs/pull/${at.mergeRequest}/merge`,
              GITHUB_BASE_REF: 'main',
            }),
      });
    };
    const kept = await mainOf(cwd, github);
    const pr = await report(
      cwd,
      [...flaky('payment', 20), test('login', false, 30), test('search', true, 25)],
      { mergeRequest: 7 },
      [],
      github,
    );
    expect(pr.code, pr.stderr).toBe(1);
    const markdown = readFileSync(summary, 'utf8');
    const commit = `[\`bbbbbbb\`](<https://github.com/octo/shop/commit/${MAIN[1]}>)`;
    expect(markdown).toContain(
      `**Compared with ${commit} (main):** 1 still failing; 0 new tests, 0 removed.`,
    );
    expect(markdown).toContain(
      '**Trend:** the last 2 runs on main, oldest first, each a bar from the least to the most of them; then this run.',
    );
    expect(markdown).toContain('| Passed | `█▁` | 1–2 | 1 | 1 |');
    const where = '\\(chrome 131, WIN11\\)';
    expect(markdown).toContain(`| login ${where} | ✅❌ | failing on main for 1 run, since ${commit} |`);
    expect(markdown).toContain(`| payment ${where} | ⚠️⚠️ | flaky in 2 of the last 2 runs on main |`);
    expect(markdown).toContain('**Test time:** 1 min 15 s of test time, +15 s against main (1 min)');
    expect(pr.stderr).toContain('History: .cloudtest/history is read, not written, on a pull request:');
    expect(pr.file()).toBe(kept);
    // A workflow_run run (or issue_comment, repository_dispatch) runs on the default branch but is no
    // run of it: a fork's results must not move main's history on.
    for (const event of ['workflow_run', 'issue_comment', 'repository_dispatch']) {
      const other = await report(cwd, [test('login', false, 30)], { sha: 'f'.repeat(40) }, [], (run, at) => ({
        ...github(run, at),
        GITHUB_EVENT_NAME: event,
      }));
      expect(other.stderr).toContain(`History: .cloudtest/history is read, not written, on a ${event} run:`);
      expect(other.file()).toBe(kept);
    }
  });
});
