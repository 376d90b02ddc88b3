// The installed `cloudtest` in each CI's environment: the build name it gives the command comes from
// that CI's own variables, its log groups and errors are in that CI's form, and what a library prints
// as a GitHub workflow command reaches no terminal outside GitHub.
/* eslint-disable no-control-regex -- GitLab's log sections and a terminal's escapes are control characters */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cleanEnv, installCli, type InstalledCli, runCli } from '../support/installed-cli.ts';
import { useFakeService } from '../support/service.ts';
import {
  DownloadServer,
  FAKE_CLIENT_RUNS_HERE,
  packFakeClient,
  removeScratchFolders,
} from '../support/tunnel-client.ts';

const service = useFakeService();
// A tunnel is READY at its first look: waiting through its transition is start-tunnel's to show
// (test/e2e/start-tunnel.test.ts), and here it only added a poll interval to every command.
service.tunnels.settings.transitionMs = 0;
const downloads = new DownloadServer();
let cli: InstalledCli;

beforeAll(async () => {
  cli = installCli();
  await downloads.start();
}, 120_000);
afterAll(async () => {
  cli?.remove();
  await downloads.stop();
  removeScratchFolders();
});

const env = (extra: Record<string, string>) => {
  const s = service.settingsFor('user');
  return cleanEnv({
    CLOUDTEST_API_URL: s.apiUrl,
    CLOUDTEST_KEY: s.key,
    CLOUDTEST_SECRET: s.secret,
    ...extra,
  });
};

/** Runs `cloudtest tunnel` in `ciEnv` with a command that records the variables it was given. */
async function tunnelIn(ciEnv: Record<string, string>, name: string) {
  const file = join(cli.project, `${name}.json`);
  const script = `require('fs').writeFileSync(${JSON.stringify(file)}, JSON.stringify({ build: process.env.CLOUDTEST_BUILD, tunnel: process.env.CLOUDTEST_TUNNEL_ID }))`;
  const result = await runCli(cli, ['tunnel', '--', process.execPath, '-e', script], env(ciEnv));
  expect(result.code, result.stderr).toBe(0);
  expect(service.tunnels.running()).toEqual([]);
  return { ...result, seen: JSON.parse(readFileSync(file, 'utf8')) as { build?: string; tunnel: string } };
}

describe('the build name and the log, from each CI', () => {
  it('GitLab CI: collapsible sections, and the pipeline, job ID and name in the build name', async () => {
    const run = await tunnelIn(
      {
        GITLAB_CI: 'true',
        CI_PROJECT_NAME: 'shop',
        CI_PIPELINE_ID: '77',
        CI_JOB_ID: '9001',
        CI_JOB_NAME: 'e2e 1/2',
      },
      'gitlab',
    );
    expect(run.seen.build).toBe('shop-77-9001-e2e-1-2');
    expect(run.stderr).toMatch(
      /^\u001b\[0Ksection_start:\d+:cloudtest_tunnel_start\[collapsed=true\]\r\u001b\[0KStarting the tunnel$/m,
    );
    expect(run.stderr).toMatch(/^\u001b\[0Ksection_end:\d+:cloudtest_tunnel_start\r\u001b\[0K$/m);
  });

  it('Buildkite: collapsed groups around the tunnel, an open one for the command', async () => {
    const run = await tunnelIn(
      {
        BUILDKITE: 'true',
        BUILDKITE_PIPELINE_SLUG: 'shop',
        BUILDKITE_BUILD_NUMBER: '310',
        BUILDKITE_RETRY_COUNT: '0',
        BUILDKITE_STEP_KEY: 'e2e',
      },
      'buildkite',
    );
    expect(run.seen.build).toBe('shop-310-1-e2e');
    expect(run.stderr).toMatch(
      new RegExp(
        `^--- Starting the tunnel$[\\s\\S]*^\\+\\+\\+ Running \\S*node\\S* with tunnel ${run.seen.tunnel}$[\\s\\S]*^--- Deleting the tunnel$`,
        'm',
      ),
    );
  });

  it('Azure Pipelines: ##[group] lines, and the build ID and job attempt in the build name', async () => {
    const run = await tunnelIn(
      {
        TF_BUILD: 'True',
        BUILD_REPOSITORY_NAME: 'acme/shop',
        BUILD_BUILDID: '5150',
        SYSTEM_JOBATTEMPT: '2',
        SYSTEM_JOBDISPLAYNAME: 'E2E',
      },
      'azure',
    );
    expect(run.seen.build).toBe('shop-5150-2-E2E');
    expect(run.stderr).toMatch(/^##\[group\]Starting the tunnel$[\s\S]*^##\[endgroup\]$/m);
  });

  it('CircleCI: plain headings, and the workflow, job number and node in the build name', async () => {
    const run = await tunnelIn(
      {
        CIRCLECI: 'true',
        CIRCLE_PROJECT_REPONAME: 'shop',
        CIRCLE_WORKFLOW_ID: '6f1c2a9e-0b1d-4c55-9a3e-3f3f3f3f3f3f',
        CIRCLE_BUILD_NUM: '812',
        CIRCLE_JOB: 'e2e',
        CIRCLE_NODE_INDEX: '0',
        CIRCLE_NODE_TOTAL: '2',
      },
      'circleci',
    );
    expect(run.seen.build).toBe('shop-6f1c2a9e-812-e2e-0');
    expect(run.stderr).toMatch(/^== Starting the tunnel$/m);
    expect(run.stderr).not.toMatch(/\u001b|##\[|::/);
  });

  it('leaves CLOUDTEST_BUILD alone when the job set it', async () => {
    const run = await tunnelIn(
      { GITLAB_CI: 'true', CI_PIPELINE_ID: '77', CLOUDTEST_BUILD: 'my-build' },
      'own-build',
    );
    expect(run.seen.build).toBe('my-build');
  });
});

describe("errors in the CI's form", () => {
  it.each([
    [
      'azure',
      { TF_BUILD: 'True' },
      /^##vso\[task\.logissue type=error;\]--ready-timeout must be a whole number/m,
    ],
    ['github', { GITHUB_ACTIONS: 'true' }, /^::error::--ready-timeout must be a whole number/m],
    ['jenkins', { JENKINS_URL: 'https://ci.example/' }, /^error: --ready-timeout must be a whole number/m],
  ])('%s', async (_, ciEnv, line) => {
    const result = await runCli(cli, ['tunnel', '--ready-timeout', 'soon', '--', 'true'], env(ciEnv));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(line);
  });
});

describe.skipIf(!FAKE_CLIENT_RUNS_HERE)('a tunnel client downloaded through the tool cache', () => {
  it("keeps the tool cache's ::debug:: lines out of the terminal and out of the command's output", async () => {
    const url = downloads.serve('/tunnel-4.2.tar.gz', packFakeClient().tarGz);
    const cache = join(cli.project, 'tool-cache');
    const result = await runCli(
      cli,
      [
        'tunnel',
        '--client-url',
        url,
        '--client-args',
        '--identifier {identifier} --ready-file {readyfile} --log-file {logfile}',
        '--',
        process.execPath,
        '-e',
        "console.log('the command says hello')",
      ],
      env({ RUNNER_TOOL_CACHE: cache }),
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe('the command says hello\n');
    expect(result.stderr).not.toContain('::');
    expect(result.stderr).toMatch(/Starting the tunnel client[\s\S]*Stopped the tunnel client/);
    expect(service.tunnels.running()).toEqual([]);
  });
});

describe("cloudtest report, in each CI's form", () => {
  /** A build of one passing and one failing test that ended a minute ago: read at once, no waiting. */
  function seedBuild(name: string): string {
    const ended = new Date(service.clock.now() - 60_000).toISOString();
    service.tests.seedBuild(service.accounts.user, name, [
      { name: 'login', success: true, completed_at: ended },
      { name: 'checkout', success: false, status_message: 'no #pay button', completed_at: ended },
    ]);
    return name;
  }
  /** `cloudtest report` of a seeded build: named with --build, or (`byCi`) left to the CI's build name. */
  const report = async (build: string, ciEnv: Record<string, string>, cwd: string, byCi = false) => {
    mkdirSync(cwd, { recursive: true });
    const args = byCi ? (seedBuild(build), ['report']) : ['report', '--build', seedBuild(build)];
    const result = await runCli(cli, args, env(ciEnv), cwd);
    expect(result.code, result.stderr).toBe(1);
    return { ...result, log: result.stdout + result.stderr };
  };

  it("GitLab CI: the JUnit file and the annotations report under the project, where the job's artifacts take them", async () => {
    const cwd = join(cli.project, 'gitlab-report');
    // No --build: the build `cloudtest tunnel` names for the tests of this job.
    const gitlab = {
      GITLAB_CI: 'true',
      CI_PROJECT_NAME: 'shop',
      CI_PIPELINE_ID: '78',
      CI_JOB_ID: '9002',
      CI_JOB_NAME: 'e2e',
    };
    await report('shop-78-9002-e2e', gitlab, cwd, true);
    expect(readFileSync(join(cwd, 'cloudtest-reports', 'junit.xml'), 'utf8')).toContain('no #pay button');
    expect(readFileSync(join(cwd, 'cloudtest-reports', 'annotations.json'), 'utf8')).toContain('checkout');
  });

  it.skipIf(process.platform === 'win32')(
    'Buildkite: buildkite-agent annotate (a stand-in on the PATH) gets the report',
    async () => {
      const cwd = join(cli.project, 'buildkite-report');
      const bin = join(cwd, 'bin');
      mkdirSync(bin, { recursive: true });
      const record = join(cwd, 'agent.json');
      writeFileSync(
        join(bin, 'buildkite-agent'),
        `#!${process.execPath}\nrequire('fs').writeFileSync(${JSON.stringify(record)}, JSON.stringify({ args: process.argv.slice(2), input: require('fs').readFileSync(0, 'utf8') }));\n`,
      );
      chmodSync(join(bin, 'buildkite-agent'), 0o755);
      const path = `${bin}${delimiter}${cleanEnv().PATH}`;
      const ci = { BUILDKITE: 'true', BUILDKITE_BUILD_ID: 'b1', PATH: path };
      await report(`bk-${Date.now()}`, ci, cwd);
      const annotated = () => JSON.parse(readFileSync(record, 'utf8')) as { args: string[]; input: string };
      expect(annotated().args.slice(0, 3)).toEqual(['annotate', '--style', 'error']);
      expect(annotated().input).toContain('checkout');
      // Two legs whose check names differ only in letters of other scripts: two annotations.
      const contexts: string[] = [];
      for (const lang of ['日本語', '中文']) {
        const checkName = `Cloud tests (e2e, lang: ${lang})`;
        const result = await runCli(
          cli,
          ['report', '--build', seedBuild(`bk-${lang}-${Date.now()}`), '--check-name', checkName],
          env(ci),
          cwd,
        );
        expect(result.code, result.stderr).toBe(1);
        expect(annotated().input).toContain(lang);
        contexts.push(annotated().args.at(-1) ?? '');
      }
      expect(contexts[0]).toMatch(/^cloudtest-cloud-tests-e2e-lang-[0-9a-f]{8}$/);
      expect(contexts[1]).toMatch(/^cloudtest-cloud-tests-e2e-lang-[0-9a-f]{8}$/);
      expect(contexts[0]).not.toBe(contexts[1]);
    },
  );

  it('Azure Pipelines: logging commands for the failed test, the summary tab and the result', async () => {
    const cwd = join(cli.project, 'azure-report');
    const run = await report(`az-${Date.now()}`, { TF_BUILD: 'True', BUILD_BUILDID: '12' }, cwd);
    expect(run.log).toMatch(/^##vso\[task\.logissue type=error[^\]]*\].*no #pay button/m);
    expect(run.log).toMatch(/^##vso\[task\.uploadsummary\]/m);
    expect(run.log).toMatch(/^##vso\[task\.complete result=Failed;?\]/m);
  });

  it('GitHub Actions: in a merge queue (merge_group) it reports as on a pull request', async () => {
    const github = (event: string, payload: unknown, cwd: string) => {
      mkdirSync(cwd, { recursive: true });
      writeFileSync(join(cwd, 'event.json'), JSON.stringify(payload));
      writeFileSync(join(cwd, 'summary.md'), '');
      const ci = {
        GITHUB_ACTIONS: 'true',
        GITHUB_EVENT_NAME: event,
        GITHUB_EVENT_PATH: join(cwd, 'event.json'),
        GITHUB_STEP_SUMMARY: join(cwd, 'summary.md'),
        GITHUB_REPOSITORY: 'octo/shop',
        GITHUB_RUN_ID: '31',
        GITHUB_RUN_ATTEMPT: '1',
        GITHUB_JOB: 'e2e',
      };
      return { ci, summary: () => readFileSync(join(cwd, 'summary.md'), 'utf8') };
    };
    const queue = github(
      'merge_group',
      { merge_group: { head_sha: 'a'.repeat(40), base_sha: 'b'.repeat(40), base_ref: 'refs/heads/main' } },
      join(cli.project, 'github-queue'),
    );
    const pr = github('pull_request', { pull_request: { number: 3 } }, join(cli.project, 'github-pr'));
    // No --build: the build name of the run and job, the same on both events.
    const inQueue = await report('shop-31-1-e2e', queue.ci, join(cli.project, 'github-queue'), true);
    await report('shop-31-1-e2e', pr.ci, join(cli.project, 'github-pr'), true);
    expect(inQueue.log).toMatch(/^::error .*no #pay button/m);
    const heading = (summary: string) => summary.split('\n').find((l) => l.startsWith('## '));
    expect(heading(queue.summary())).toBe('## ❌ Cloud tests \\(e2e\\): 1 of 2 tests failed');
    expect(heading(queue.summary())).toBe(heading(pr.summary()));
  });

  it('a build without tests exits 1 naming it, and 0 with --fail-on-empty false', async () => {
    const cwd = join(cli.project, 'empty-report');
    mkdirSync(cwd, { recursive: true });
    const build = `empty-${Date.now()}`;
    service.tests.seedBuild(service.accounts.user, build, []);
    const args = ['report', '--build', build, '--wait-seconds', '0'];
    const empty = await runCli(cli, args, env({}), cwd);
    expect(empty.code, empty.stderr).toBe(1);
    expect(empty.stderr).toContain(`No tests in build "${build}" (fail-on-empty is true`);
    const allowed = await runCli(cli, [...args, '--fail-on-empty', 'false'], env({}), cwd);
    expect(allowed.code, allowed.stderr).toBe(0);
  });

  it('CircleCI: the JUnit file where store_test_results reads it, with a classname for each test', async () => {
    const cwd = join(cli.project, 'circleci-report');
    await report(`cc-${Date.now()}`, { CIRCLECI: 'true', CIRCLE_BUILD_NUM: '5', CIRCLE_JOB: 'e2e' }, cwd);
    const junit = readFileSync(join(cwd, 'cloudtest-reports', 'junit.xml'), 'utf8');
    expect(junit.match(/<testcase [^>]*classname="[^".]+"/g)).toHaveLength(2);
  });
});
