import { describe, expect, it } from 'vitest';

import { readBaseReport } from '../../src/report/history/base/lookup.ts';
import { readDigest } from '../../src/report/history/digest/codec.ts';
import { ownAppOf } from '../../src/report/history/own-app.ts';
import { openProgressCheck } from '../../src/report/outputs/check-run/progress.ts';
import { publishReport, reportDeps } from '../../src/report/publish.ts';
import { DEFAULT_EVIDENCE_OPTIONS, type EvidenceOptions } from '../../src/report/types.ts';
import type { ReportEntry } from '../../src/report/value/types.ts';
import { PR_HEAD_SHA, PUSH_SHA, runnerEnv } from '../fake-github/runner-env.ts';
import { COMMIT_CHECK_RUNS_PATH, type FakeIdentity, WORKFLOW_RUN_PATH } from '../fake-github/server.ts';
import { testContext } from '../support/context.ts';
import { forgedDigest } from '../support/digests.ts';
import { useFakeGitHub } from '../support/service.ts';
import { DIGEST_V4 } from './legacy/digest-v4.ts';

const github = useFakeGitHub();
const TOKEN = 'ghs_compare_token';
const CHECK = 'Cloud tests (e2e)';
const BASE = PUSH_SHA;
const EARLIER = 'e'.repeat(40);
const COMPARE: EvidenceOptions = { ...DEFAULT_EVIDENCE_OPTIONS, compare: { kind: 'auto' } };

const test = (name: string, outcome: ReportEntry['outcome'], environment = 'chrome 131'): ReportEntry => ({
  name,
  outcome,
  environment,
  platform: 'WIN11',
  ...(outcome === 'failed' ? { message: 'boom' } : {}),
});

const pushEvent = (sha: string) => ({ name: 'push', payload: { before: '0'.repeat(40), after: sha } });
const pullRequest = (base = BASE) => ({
  name: 'pull_request',
  payload: {
    number: 7,
    pull_request: { number: 7, head: { sha: PR_HEAD_SHA }, base: { sha: base, ref: 'main' } },
  },
});

/** Each report's own workflow run, as GitHub numbers them. */
let runs = 5000;

async function report(
  entries: ReportEntry[],
  options: { event: { name: string; payload: unknown }; sha?: string; evidence?: EvidenceOptions },
) {
  using runner = runnerEnv(github, {
    event: options.event,
    env: { GITHUB_RUN_ID: String(++runs), ...(options.sha ? { GITHUB_SHA: options.sha } : {}) },
  });
  const ctx = testContext({ env: runner.env });
  const deps = await reportDeps(TOKEN, ctx);
  const header = { checkName: CHECK, externalId: 'e2e', title: 'Tests' };
  const result = await publishReport({ ...header, entries }, deps, options.evidence ?? COMPARE);
  return { result, summary: runner.summary(), ctx };
}

const baseTests = [
  test('checkout', 'failed'),
  test('login', 'failed'),
  test('search', 'passed'),
  test('cart', 'passed'),
  test('old', 'passed'),
];
const headTests = [
  test('checkout', 'failed'),
  test('login', 'passed'),
  test('search', 'failed'),
  test('cart', 'passed'),
  test('wishlist', 'failed'),
  // The same test on another browser is another test: new, and failing.
  test('checkout', 'failed', 'firefox 128'),
];

const reportBase = (entries = baseTests, sha = BASE) =>
  report(entries, { event: pushEvent(sha), sha, evidence: DEFAULT_EVIDENCE_OPTIONS });

describe('comparison with the base branch', () => {
  it('sorts a pull request report into new failures, still failing and fixed against its base, in one or two reads', async () => {
    await reportBase();
    const baseRun = github.only();
    // The digest, then the report's mark (src/report/world/leg-mark.ts).
    expect(baseRun.output.text).toMatch(
      /^<!-- cloudtest-digest v5 [A-Za-z0-9+/=]+ -->\n<!-- cloudtest-leg v1 [A-Za-z0-9+/=]+ -->$/,
    );
    github.requests.length = 0;
    const { result, summary } = await report(headTests, { event: pullRequest() });
    const c = result.comparison!;
    expect(c.sha).toBe(BASE);
    expect(c.newFailures.first.map((e) => `${e.name} ${e.environment}`)).toEqual([
      'search chrome 131',
      'wishlist chrome 131',
      'checkout firefox 128',
    ]);
    expect(c.stillFailing.first.map((e) => e.name)).toEqual(['checkout']);
    expect(c.fixed.first.map((e) => e.name)).toEqual(['login']);
    expect([c.newTests, c.removed]).toEqual([2, 1]);
    const reads = github.requests.filter((r) => r.method === 'GET');
    // The check run is opened in progress first: GitHub's answer names our app; then the workflow
    // run the base's digest names is read.
    expect(reads.map((r) => r.path.replace(/\/repos\/octo\/shop/, ''))).toEqual([
      `/commits/${BASE}/check-runs`,
      `/actions/runs/${runs - 1}`,
    ]);
    // Every run of the name, whatever app or attempt made it: the newest trusted one is the base.
    expect(reads[0]?.query).toMatchObject({ check_name: CHECK, filter: 'all' });
    const head = [...github.checkRuns.values()].find((r) => r.head_sha === PR_HEAD_SHA)!;
    expect(head.output.title).toBe('3 new failures, 1 still failing, 1 fixed: Tests');
    expect(summary).toContain(
      '**Compared with [`aaaaaaa`](<https://github.example.test/octo/shop/commit/' + BASE + '>) (main):**',
    );
    const order = ['**New failures (3)**', '**Still failing (1)**', '**Fixed (1)**', '| Test |'].map((s) =>
      summary.indexOf(s),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order[0]).toBeGreaterThan(0);
  });

  it('fail-on new-failures: old failures only pass (neutral), one new failure fails', async () => {
    await reportBase();
    const onlyOld = await report([test('checkout', 'failed'), test('login', 'failed')], {
      event: pullRequest(),
      evidence: { ...COMPARE, failOn: 'new-failures' },
    });
    expect(onlyOld.result).toMatchObject({ conclusion: 'neutral', blocks: false });
    expect(onlyOld.result.blockNote).toContain('none of them is new');
    const oneNew = await report([test('checkout', 'failed'), test('search', 'failed')], {
      event: pullRequest(),
      evidence: { ...COMPARE, failOn: 'new-failures' },
    });
    expect(oneNew.result).toMatchObject({ conclusion: 'failure', blocks: true });
    expect(oneNew.result.comparison?.newFailures.count).toBe(1);
  });

  it('looks back along the base branch when the base has no report, within a bound', async () => {
    github.addCommits(EARLIER, 'f'.repeat(40), BASE);
    await reportBase(baseTests, EARLIER);
    const { result } = await report(headTests, { event: pullRequest() });
    expect(result.comparison?.sha).toBe(EARLIER);
    github.parents.clear();
    const shas = Array.from({ length: 8 }, (_, i) => String(i + 1).repeat(40));
    github.addCommits(...shas);
    const far = await report(headTests, { event: pullRequest(shas[7]) });
    expect(far.result.notCompared).toBe(
      `no report of this check on ${'8'.repeat(7)} nor on the 4 commits before it`,
    );
  });

  const cases: [string, () => void | Promise<void>, string | RegExp][] = [
    ['no report on the base', () => {}, `no report of this check on ${BASE.slice(0, 7)}`],
    [
      'a report without a digest',
      () => void (github.only().output.text = null),
      /report on aaaaaaa has no digest/,
    ],
    [
      'a corrupt digest',
      () => void (github.only().output.text = '<!-- cloudtest-digest v3 H4sIAAAAAAAAA2NkAAA= -->'),
      'the digest on aaaaaaa is corrupt, so it was not read',
    ],
    [
      'a digest an earlier version wrote, with keys made otherwise',
      () => void (github.only().output.text = '<!-- cloudtest-digest v2 H4sIAAAAAAAAA2NkAAA= -->'),
      'the report on aaaaaaa is not comparable: it was written by an earlier version of this action (digest version 2), whose tests were keyed otherwise',
    ],
    [
      'a forged digest of 8 million keys',
      () => void (github.only().output.text = forgedDigest(8_000_000)),
      "the digest on aaaaaaa holds more than any report's digest can (it inflates to more than 1048576 bytes), so it was not read",
    ],
    [
      "a report from a pull request's workflow run",
      () => void (github.workflowRuns.get(runs)!.event = 'pull_request'),
      /^workflow run \d+ ran on a pull_request event, whose workflow code need not be the base branch's own, not trusted$/,
    ],
    [
      'a report from a run of another branch',
      () => void (github.workflowRuns.get(runs)!.head_branch = 'feature'),
      /^workflow run \d+ ran on branch feature, not on main, not trusted$/,
    ],
    [
      'a 403 on reading the workflow run',
      () => github.faults.add('GET', WORKFLOW_RUN_PATH, 403),
      /^the token may not read workflow runs \(HTTP 403.*\), so whether the report came from the base branch's own workflow cannot be told: give the job permissions: actions: read$/,
    ],
    [
      'an oversized digest',
      () => void (github.only().output.text = 'x'.repeat(70_000)),
      /digest on aaaaaaa is larger than 65535 characters/,
    ],
    [
      'a report written by another app',
      () => {
        const other: FakeIdentity = { kind: 'app', id: 777, slug: 'impostor' };
        github.only().app = { id: other.id, slug: other.slug, name: other.slug, node_id: 'A_777' };
      },
      'the check run on aaaaaaa was made by another app (impostor), not trusted',
    ],
    [
      'a 403 on reading check runs',
      () => github.faults.add('GET', COMMIT_CHECK_RUNS_PATH, 403),
      /the token may not read check runs \(HTTP 403.*\): give the job permissions: checks: read/,
    ],
  ];
  it.each(cases)('%s ends in one sentence and an otherwise complete report', async (what, spoil, why) => {
    if (what !== 'no report on the base') await reportBase();
    await spoil();
    const { result, summary } = await report(headTests, { event: pullRequest() });
    expect(result.comparison).toBeUndefined();
    expect(result.notCompared).toMatch(why);
    expect(summary).toContain('**Not compared with the base branch:**');
    expect(summary).toContain('| wishlist |');
    expect(result.checkRunId).toBeDefined();
    expect(result.annotated).toBe(4);
  });

  it('pr-comment changes: no comment without new failures or fixed tests, one when something changed', async () => {
    await reportBase();
    const changes = { ...COMPARE, prComment: 'changes' as const };
    github.comments.clear();
    const same = await report([test('checkout', 'failed'), test('login', 'failed')], {
      event: pullRequest(),
      evidence: changes,
    });
    expect(same.result.commentUrl).toBeUndefined();
    expect(github.commentsOn(7)).toEqual([]);
    expect(same.ctx.messages('info').join('\n')).toContain(
      'pr-comment is changes and nothing failed anew or was fixed',
    );
    const fixedOne = await report([test('checkout', 'failed'), test('login', 'passed')], {
      event: pullRequest(),
      evidence: changes,
    });
    expect(fixedOne.result.comparison?.fixed.count).toBe(1);
    expect(github.commentsOn(7)).toHaveLength(1);
    expect(github.commentsOn(7)[0]?.body).toContain('**Fixed (1)**');
  });

  it("a Codeless job's report: failures by test name, passed tests by spawned ID are not compared", async () => {
    const job = (failed: string[], passedIds: number[], sha?: string) => {
      const entries: ReportEntry[] = [
        ...failed.map((name, i) => ({
          name: `${name} (test ${900 + i})`,
          keyName: name,
          outcome: 'failed' as const,
        })),
        ...passedIds.map((id) => ({ name: `Test ${id}`, outcome: 'passed' as const, id: String(id) })),
      ];
      return { entries, passedUnnamed: true, timing: { runningMs: 184_000 }, sha };
    };
    const publishJob = async (
      j: ReturnType<typeof job> & { conclusion?: 'timed_out' },
      event: { name: string; payload: unknown },
    ) => {
      using runner = runnerEnv(github, {
        event,
        env: { GITHUB_RUN_ID: String(++runs), ...(j.sha ? { GITHUB_SHA: j.sha } : {}) },
      });
      const deps = await reportDeps(TOKEN, testContext({ env: runner.env }));
      const { sha: _, ...given } = j;
      return await publishReport(
        { checkName: CHECK, externalId: 'job-1', title: 'Job', ...given },
        deps,
        COMPARE,
      );
    };
    await publishJob(job(['Login', 'Search'], [1, 2], BASE), pushEvent(BASE));
    const result = await publishJob(job(['Login', 'Checkout'], [11, 12]), pullRequest());
    expect(result.notCompared).toBeUndefined();
    const c = result.comparison!;
    expect([c.newFailures.count, c.stillFailing.count, c.fixed.count]).toEqual([1, 1, 1]);
    expect(c.newFailures.first.map((e) => e.name)).toEqual(['Checkout (test 901)']);
    // Fixed is counted only: its name would come from the base's digest, which is never shown.
    expect(c.fixed.first).toEqual([]);
    expect([c.newTests, c.removed]).toEqual([undefined, undefined]);
    const timedOut = await publishJob(
      { ...job(['Login'], []), conclusion: 'timed_out' as const },
      pullRequest(),
    );
    expect(timedOut.notCompared).toBe('the job did not finish, so its results are not all known');
  });

  it("a re-run reads the attempt before on the same commit, past this attempt's run in progress", async () => {
    await report([test('checkout', 'failed')], { event: pullRequest() });
    using runner = runnerEnv(github, { event: pullRequest() });
    const ctx = testContext({ env: runner.env });
    const deps = await reportDeps(TOKEN, ctx);
    await openProgressCheck({ name: CHECK, externalId: 'e2e', title: 'Running', summary: 'Running.' }, deps);
    const lookup = {
      github: deps.github!,
      repository: deps.repository!,
      checkName: CHECK,
      ownApp: async () => ownAppOf(deps.github!),
      signal: () => AbortSignal.timeout(5000),
    };
    // The attempt before is of this workflow run: its digest names it.
    const all = await readBaseReport(
      { sha: PR_HEAD_SHA, lookBack: false },
      { ...lookup, ofRun: String(runs) },
    );
    expect('digest' in all && all.digest.failedNames).toEqual([
      { name: 'checkout', environment: 'chrome 131', platform: 'WIN11' },
    ]);
  });

  it("shows the base branch's name as text, never as markdown", async () => {
    await reportBase();
    const event = pullRequest();
    event.payload.pull_request.base.ref = 'main](https://evil.example)<img src=x>';
    github.workflowRuns.get(runs)!.head_branch = event.payload.pull_request.base.ref;
    const { summary } = await report(headTests, { event });
    const line = summary.split('\n').find((l) => l.startsWith('**Compared with'))!;
    expect(line).toContain('(main\\]\\(https:');
    expect(line).not.toContain('<img');
    expect(line).not.toContain('](https://evil');
  });

  it("trusts a base report from the base branch's own code: a merge queue's run, a workflow_run a push triggered", async () => {
    const queued = {
      name: 'merge_group',
      payload: { merge_group: { head_sha: BASE, head_ref: 'refs/heads/gh-readonly-queue/main/pr-7-abc123' } },
    };
    await report(baseTests, { event: queued, sha: BASE, evidence: DEFAULT_EVIDENCE_OPTIONS });
    expect((await report(headTests, { event: pullRequest() })).result.comparison?.sha).toBe(BASE);

    // The fork pattern: a workflow_run run reports what the run that triggered it ran.
    const trigger = (event: string, head_branch: string) => {
      const id = ++runs;
      github.workflowRuns.set(id, { id, event, head_branch, head_sha: BASE, run_attempt: 1 });
      return { name: 'workflow_run', payload: { workflow_run: { id, head_sha: BASE } } };
    };
    for (const [event, branch, why] of [
      ['push', 'main', undefined],
      [
        'pull_request',
        'feature',
        /^workflow run \d+ ran on a pull_request event, whose workflow code need not be the base branch's own, not trusted \(it triggered workflow run \d+, which wrote the report\)$/,
      ],
    ] as const) {
      github.checkRuns.clear();
      await report(baseTests, { event: trigger(event, branch), evidence: DEFAULT_EVIDENCE_OPTIONS });
      const { result } = await report(headTests, { event: pullRequest() });
      if (why) expect(result.notCompared).toMatch(why);
      else expect(result.comparison?.sha).toBe(BASE);
    }
  });

  it('compares a leg with the same leg only: check names carry the leg', async () => {
    await report([test('a', 'failed')], { event: pushEvent(BASE), sha: BASE });
    const { result } = await report([test('a', 'failed')], { event: pullRequest() });
    expect(result.comparison?.stillFailing.count).toBe(1);
  });

  it('compares with a base report of version 4 and moves its window on: no reset, nothing "not comparable"', async () => {
    const [first, second, third] = ['a', 'b', 'f'].map((c) => c.repeat(40));
    // The second run of main, as the version before durations by name wrote its report (workflow run 1002).
    await reportBase(baseTests, second);
    github.only().output.text = DIGEST_V4;
    github.workflowRuns.set(1002, {
      id: 1002,
      event: 'push',
      head_branch: 'main',
      head_sha: second!,
      run_attempt: 1,
    });
    const names = [
      'checkout.spec.ts › pays',
      'login.spec.ts › signs in',
      'search.spec.ts › finds',
      'cart.spec.ts › adds',
    ];
    const { result } = await report(
      names.map((name) => ({ ...test(name, name.startsWith('login') ? 'failed' : 'passed'), duration: 12 })),
      { event: { name: 'push', payload: { before: second, after: third } }, sha: third },
    );
    expect(result.comparison).toMatchObject({ sha: second, stillFailing: { count: 1 }, fixed: { count: 1 } });
    expect(result.notCompared).toBeUndefined();
    const written = [...github.checkRuns.values()].find((r) => r.head_sha === third)!;
    const read = readDigest(written.output.text);
    if (!('digest' in read)) throw new Error(JSON.stringify(read.problem));
    expect(read.digest.window!.runs.map((r) => r.sha)).toEqual([first, second, third]);
    expect(read.digest.byName!.keys.length).toBe(4);
  });
});
