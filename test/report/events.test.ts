// What each event compares with (src/report/history/base/commit.ts): a merge queue's base, a workflow_run's
// pull request base or the default branch's newest report, a scheduled or manual run's branch; and
// the commit each reports on.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import {
  baseCommitOf as baseCommitOfEvent,
  type CompareSetting,
} from '../../src/report/history/base/commit.ts';
import { publishReport, reportDeps } from '../../src/report/publish.ts';
import { DEFAULT_EVIDENCE_OPTIONS, type EvidenceOptions } from '../../src/report/types.ts';
import type { ReportEntry } from '../../src/report/value/types.ts';
import { chooseCommit as chooseCommitOf } from '../../src/report/world/environment.ts';
import { readEvent } from '../../src/report/world/event.ts';
import { runnerEnv } from '../fake-github/runner-env.ts';
import { testContext } from '../support/context.ts';
import { useFakeGitHub } from '../support/service.ts';

const github = useFakeGitHub();
const TOKEN = 'ghs_events_token';
const CHECK = 'Cloud tests (e2e)';
const COMPARE: EvidenceOptions = { ...DEFAULT_EVIDENCE_OPTIONS, compare: { kind: 'auto' } };
const sha = (c: string) => c.repeat(40);
const [OLD, BASE, QUEUE, HEAD] = [sha('1'), sha('2'), sha('3'), sha('4')];
const MAIN = { GITHUB_REF: 'refs/heads/main', GITHUB_REF_NAME: 'main' };

const dir = mkdtempSync(join(tmpdir(), 'events-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
/** The runner's environment for an event, its payload in a file. */
function envOf(name: string, payload: unknown, env: Record<string, string> = {}) {
  const path = join(dir, `event-${++files}.json`);
  writeFileSync(path, JSON.stringify(payload));
  return { GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: path, GITHUB_RUN_ID: '77', ...env };
}

/** The event read from the environment, as a step reads it once. */
const baseCommitOf = (setting: CompareSetting, env: Record<string, string>) =>
  baseCommitOfEvent(setting, env, readEvent(env));
const chooseCommit = (env: Record<string, string>) => chooseCommitOf(env, readEvent(env));

const mergeGroup = {
  merge_group: {
    head_sha: QUEUE,
    head_ref: 'refs/heads/gh-readonly-queue/main/pr-12-' + BASE,
    base_sha: BASE,
    base_ref: 'refs/heads/main',
  },
};
const repo = { id: 1 };
const workflowRun = (pullRequests: unknown[], event = 'pull_request') => ({
  workflow_run: { id: 555, event, head_sha: HEAD, head_branch: 'feature', pull_requests: pullRequests },
  repository: { default_branch: 'main' },
});
const sameRepoPr = {
  number: 12,
  head: { sha: HEAD, ref: 'feature', repo },
  base: { sha: BASE, ref: 'main', repo },
};

describe('the base commit of each event', () => {
  const auto = { kind: 'auto' } as const;
  it('merge_group: the queue’s base commit, on its branch, looking back as a pull request does', () => {
    expect(baseCommitOf(auto, envOf('merge_group', mergeGroup))).toEqual({
      sha: BASE,
      branch: 'main',
      lookBack: true,
    });
    expect(chooseCommit(envOf('merge_group', mergeGroup, { GITHUB_SHA: QUEUE }))).toMatchObject({
      sha: QUEUE,
      from: "the merge queue's commit",
    });
  });

  it('workflow_run: the pull request’s base when its head is this repository’s, else the default branch’s newest report', () => {
    expect(baseCommitOf(auto, envOf('workflow_run', workflowRun([sameRepoPr])))).toEqual({
      sha: BASE,
      branch: 'main',
      lookBack: true,
    });
    // A fork's head repository is another: GitHub names no such pull request, and none is taken.
    const fork = { ...sameRepoPr, head: { ...sameRepoPr.head, repo: { id: 2 } } };
    for (const prs of [[], [fork]])
      expect(baseCommitOf(auto, envOf('workflow_run', workflowRun(prs)))).toEqual({
        branch: 'main',
        lookBack: true,
        basis: expect.stringMatching(
          /^the newest report on main, since the workflow_run event names no pull/,
        ),
      });
    // A queue's run: the branch it merges into, named in the queue's branch.
    const queued = workflowRun([], 'merge_group');
    queued.workflow_run.head_branch = `gh-readonly-queue/release/pr-12-${BASE}`;
    expect(baseCommitOf(auto, envOf('workflow_run', queued))).toEqual({
      branch: 'release',
      lookBack: true,
      basis: 'the newest report on release, since a workflow_run of a merge queue names no base commit',
    });
    // A run of a branch (a push) compares along that branch, as the push would.
    expect(baseCommitOf(auto, envOf('workflow_run', workflowRun([], 'push')))).toEqual({
      sha: HEAD,
      branch: 'feature',
      lookBack: true,
      basis: 'the newest earlier report on feature',
      notOfRun: '77',
    });
  });

  it('schedule and workflow_dispatch: the branch’s newest earlier report, from the run’s own commit, never the run’s own', () => {
    for (const event of ['schedule', 'workflow_dispatch'])
      expect(baseCommitOf(auto, envOf(event, {}, { ...MAIN, GITHUB_SHA: HEAD }))).toEqual({
        sha: HEAD,
        branch: 'main',
        lookBack: true,
        basis: 'the newest earlier report on main',
        notOfRun: '77',
      });
    const tag = { GITHUB_REF: 'refs/tags/v1', GITHUB_REF_NAME: 'v1', GITHUB_SHA: HEAD };
    expect(baseCommitOf(auto, envOf('workflow_dispatch', {}, tag))).toEqual({
      why: 'the workflow_dispatch run is not on a branch, so it has no earlier report to compare with',
    });
  });

  it('an event that names no base says so', () => {
    expect(baseCommitOf(auto, envOf('release', {}))).toEqual({
      why: 'a release event names no base commit (set compare to a commit SHA)',
    });
    expect(baseCommitOf(auto, envOf('merge_group', { merge_group: {} }))).toEqual({
      why: 'the merge_group event names no base commit (merge_group.base_sha)',
    });
  });
});

const test = (name: string, outcome: ReportEntry['outcome']): ReportEntry => ({
  name,
  outcome,
  environment: 'chrome 131',
  platform: 'WIN11',
  ...(outcome === 'failed' ? { message: 'boom' } : {}),
});

/** A report of `entries` on the event, as run `runId` (attempt 1). */
async function report(
  entries: ReportEntry[],
  event: { name: string; payload: unknown },
  env: Record<string, string> = {},
  evidence = COMPARE,
) {
  using runner = runnerEnv(github, { event, env });
  const ctx = testContext({ env: runner.env });
  const deps = await reportDeps(TOKEN, ctx);
  const result = await publishReport(
    { checkName: CHECK, externalId: 'e2e', title: 'Tests', entries },
    deps,
    evidence,
  );
  return { result, summary: runner.summary(), ctx };
}

const push = (after: string) => ({ name: 'push', payload: { before: OLD, after } });

describe('compared on each event (fake GitHub)', () => {
  it('merge_group: on the queue’s commit, against the base’s report; no comment, said once at debug', async () => {
    await report([test('checkout', 'failed')], push(BASE), { GITHUB_SHA: BASE, GITHUB_RUN_ID: '1' });
    const options = { ...COMPARE, failOn: 'new-failures' as const, prComment: 'always' as const };
    const { result, ctx } = await report(
      [test('checkout', 'failed'), test('cart', 'passed')],
      { name: 'merge_group', payload: mergeGroup },
      { GITHUB_SHA: QUEUE, GITHUB_RUN_ID: '2' },
      options,
    );
    expect(result).toMatchObject({ conclusion: 'neutral', blocks: false });
    expect(result.comparison).toMatchObject({ sha: BASE, branch: 'main' });
    expect(result.comparison?.stillFailing.count).toBe(1);
    expect(github.checkRuns.get(result.checkRunId!)?.head_sha).toBe(QUEUE);
    expect(github.comments.size).toBe(0);
    const said = ctx.lines.filter((l) => l.message.includes('merge_group run has no pull request'));
    expect(said.map((l) => l.level)).toEqual(['debug']);
  });

  it('schedule: against the branch’s newest earlier report, looking back, never its own run’s', async () => {
    github.addCommits(OLD, BASE, HEAD);
    await report([test('checkout', 'failed')], push(OLD), { GITHUB_SHA: OLD, GITHUB_RUN_ID: '1' });
    // Attempt 1 of the scheduled run itself, on the same commit: not its base.
    const schedule = { name: 'schedule', payload: { schedule: '0 3 * * *' } };
    const env = { ...MAIN, GITHUB_SHA: HEAD, GITHUB_RUN_ID: '9' };
    await report([test('checkout', 'passed')], schedule, env);
    const { result, summary } = await report([test('checkout', 'failed')], schedule, {
      ...env,
      GITHUB_RUN_ATTEMPT: '2',
    });
    expect(result.comparison).toMatchObject({ sha: OLD, basis: 'the newest earlier report on main' });
    expect(result.comparison?.stillFailing.count).toBe(1);
    expect(summary).toContain('This is the newest earlier report on main.');
    // The next night, with no new commit: the night before is the newest earlier report.
    const next = await report([test('checkout', 'passed')], schedule, { ...env, GITHUB_RUN_ID: '10' });
    expect(next.result.comparison).toMatchObject({ sha: HEAD });
    expect(next.result.comparison?.fixed.count).toBe(1);
  });

  it('workflow_run of a fork’s pull request: the default branch’s newest report, saying so', async () => {
    github.addCommits(OLD, BASE);
    await report([test('checkout', 'failed')], push(OLD), { GITHUB_SHA: OLD, GITHUB_RUN_ID: '1' });
    github.requests.length = 0;
    const { result, summary, ctx } = await report([test('checkout', 'failed')], {
      name: 'workflow_run',
      payload: workflowRun([]),
    });
    expect(result.comparison).toMatchObject({ sha: OLD });
    expect(github.checkRuns.get(result.checkRunId!)?.head_sha).toBe(HEAD);
    expect(summary).toContain('This is the newest report on main, since the workflow\\_run event');
    expect(ctx.messages('info').join('\n')).toContain(
      `Found the report of "${CHECK}" on ${OLD.slice(0, 7)}, the newest report on main`,
    );
    // Reads: the branch's commits, then each commit's check runs from its head until one has a report.
    const reads = github.requests.filter((r) => r.method === 'GET').map((r) => r.path);
    expect(reads.filter((p) => p.endsWith('/commits'))).toHaveLength(1);
  });
});
