import { describe, expect, it } from 'vitest';
import { publishReport, reportDeps } from '../../src/report/publish.ts';
import { DEFAULT_EVIDENCE_OPTIONS, type EvidenceOptions, type ReportEntry } from '../../src/report/types.ts';
import { PR_HEAD_SHA, PUSH_SHA, runnerEnv } from '../fake-github/runner-env.ts';
import { COMMIT_CHECK_RUNS_PATH, type FakeIdentity } from '../fake-github/server.ts';
import { testContext } from '../support/context.ts';
import { useFakeGitHub } from '../support/service.ts';

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

async function report(
  entries: ReportEntry[],
  options: { event: { name: string; payload: unknown }; sha?: string; evidence?: EvidenceOptions },
) {
  using runner = runnerEnv(github, {
    event: options.event,
    ...(options.sha ? { env: { GITHUB_SHA: options.sha } } : {}),
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
    expect(baseRun.output.text).toMatch(/^<!-- cloudtest-digest v1 [A-Za-z0-9+/=]+ -->$/);
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
    expect(reads.map((r) => r.path.replace(/\/repos\/octo\/shop/, ''))).toEqual([
      `/commits/${BASE}/check-runs`,
      '/user',
    ]);
    expect(reads[0]?.query).toMatchObject({ check_name: CHECK, filter: 'latest' });
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
      () => void (github.only().output.text = '<!-- cloudtest-digest v1 H4sIAAAAAAAAA2NkAAA= -->'),
      'the digest on aaaaaaa is corrupt, so it was not read',
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

  it('compares a leg with the same leg only: check names carry the leg', async () => {
    await report([test('a', 'failed')], { event: pushEvent(BASE), sha: BASE });
    const { result } = await report([test('a', 'failed')], { event: pullRequest() });
    expect(result.comparison?.stillFailing.count).toBe(1);
  });
});
