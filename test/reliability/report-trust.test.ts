// An earlier report vouches for nothing unless it is ours, from the base branch's own workflow, and a
// digest a report could have written: through dist/, a pull request with failures under
// `fail-on: new-failures` meets a base report in which every test failed (nothing would be new), each
// time spoiled another way, and is never compared with it: one sentence, and the step fails.
import { gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { writeDigest } from '../../src/report/history/digest/fitting.ts';
import { DIGEST_VERSION, digestOf } from '../../src/report/history/digest/model.ts';
import { CompactTests } from '../../src/report/value/compact.ts';
import { type FakeCheckRun, FakeGitHub, WORKFLOW_TOKEN } from '../fake-github/server.ts';
import type { TestSeed } from '../fake-service/routes/tests.ts';
import { FakeService } from '../fake-service/server.ts';
import { forgedDigest } from '../support/digests.ts';
import { jobAgainst, record, shownOutput, STACK_TRACE } from './support.ts';

const service = new FakeService();
const github = new FakeGitHub();
beforeAll(async () => {
  await Promise.all([service.start(), github.start()]);
});
afterAll(async () => {
  await Promise.all([service.stop(), github.stop()]);
});

const NAMES = ['checkout', 'login', 'search'];
const failing = (): TestSeed[] => NAMES.map((name) => ({ name, success: false, status_message: 'boom' }));

/** One case's commits and the run that wrote its base report: cases run at once, each on its own. */
interface Place {
  base: string;
  runId: number;
  /** The base's check run, in which every test failed, as a push run on main wrote it. */
  run: FakeCheckRun;
}

let places = 0;
function place(): Place {
  const n = ++places;
  const base = n.toString(16).padStart(40, 'b');
  const runId = 7_000 + n;
  github.workflowRuns.set(runId, {
    id: runId,
    event: 'push',
    head_branch: 'main',
    head_sha: base,
    run_attempt: 1,
  });
  const run: FakeCheckRun = {
    id: 9_000_000 + n,
    owner: 'octo-org',
    repo: 'octo-repo',
    name: 'Cloud tests (test)',
    head_sha: base,
    status: 'completed',
    conclusion: 'failure',
    external_id: 'base',
    completed_at: new Date().toISOString(),
    details_url: null,
    statuses: ['completed'],
    titles: [],
    output: {
      title: '3 of 3 tests failed',
      summary: '',
      text: digestNaming({ runId: String(runId), attempt: 1 }),
    },
    annotations: [],
    batches: [],
    html_url: `https://github.example.test/octo-org/octo-repo/runs/${9_000_000 + n}`,
    app: { id: WORKFLOW_TOKEN.id, slug: 'github-actions', name: 'github-actions', node_id: 'A_1' },
  };
  github.checkRuns.set(run.id, run);
  return { base, runId, run };
}

let builds = 0;
/** annotate-build on the pull request whose base is `at`, every test failing, under fail-on: new-failures. */
async function annotateHead(at: Place) {
  const build = `trust-${++builds}`;
  service.tests.seedBuild(service.accounts.user, build, failing());
  const pullRequest = {
    name: 'pull_request',
    payload: {
      number: 3,
      pull_request: { number: 3, head: { sha: 'f'.repeat(40) }, base: { sha: at.base, ref: 'main' } },
    },
  };
  using job = jobAgainst(service, {
    githubApiUrl: github.url,
    onRun: (env) => github.recordRun(env),
    event: pullRequest,
  });
  return await job.step({
    action: 'annotate-build',
    inputs: { build, 'wait-seconds': 0, 'fail-on': 'new-failures' },
  });
}

/** A digest our writer makes of the base's failed tests, naming `run` (or none). */
function digestNaming(run?: { runId: string; attempt: number; triggeredBy?: string }): string {
  const keys = new CompactTests();
  const entries = NAMES.map((name) => ({
    name,
    outcome: 'failed' as const,
    environment: 'chrome 131',
    platform: 'WIN11',
  }));
  for (const entry of entries) keys.push(entry);
  const counts = { total: 3, passed: 0, failed: 3, unknown: 0, flaky: 0 };
  const digest = digestOf({
    counts,
    keys,
    failed: entries,
    passedNamed: true,
    timing: {},
    ...(run ? { run } : {}),
  });
  return writeDigest(digest).text;
}

const raw = (bytes: Buffer) =>
  `<!-- cloudtest-digest v${DIGEST_VERSION} ${gzipSync(bytes, { level: 9 }).toString('base64')} -->`;
const writtenBy = (at: Place) => github.workflowRuns.get(at.runId)!;
const text = (at: Place, value: string) => void (at.run.output.text = value);

const CASES: [string, RegExp, (at: Place) => void][] = [
  [
    'written by another app',
    /made by another app \(impostor\), not trusted/,
    (at) => void (at.run.app = { id: 99, slug: 'impostor', name: 'impostor', node_id: 'A_99' }),
  ],
  [
    "naming a pull request's workflow run",
    /ran on a pull_request event/,
    (at) => void (writtenBy(at).event = 'pull_request'),
  ],
  [
    'naming a push run of another branch',
    /ran on branch feature, not on main/,
    (at) => void (writtenBy(at).head_branch = 'feature'),
  ],
  [
    'naming a run of another commit',
    /ran commit ddddddd, not /,
    (at) => void (writtenBy(at).head_sha = 'd'.repeat(40)),
  ],
  [
    'naming a workflow_run run a pull request triggered',
    /ran on a pull_request event.*\(it triggered workflow run \d+, which wrote the report\)/,
    (at) => {
      Object.assign(writtenBy(at), { event: 'workflow_run' });
      const trigger = at.runId + 100_000;
      github.workflowRuns.set(trigger, {
        id: trigger,
        event: 'pull_request',
        head_branch: 'fork-main',
        head_sha: at.base,
        run_attempt: 1,
      });
      text(at, digestNaming({ runId: String(at.runId), attempt: 1, triggeredBy: String(trigger) }));
    },
  ],
  ['naming no workflow run', /names no workflow run/, (at) => text(at, digestNaming())],
  [
    'naming a workflow run GitHub does not hold',
    /is not found \(HTTP 404/,
    (at) => void github.workflowRuns.delete(at.runId),
  ],
  [
    'its workflow run unreadable (403)',
    /may not read workflow runs \(HTTP 403/,
    (at) => github.faults.always('GET', `/repos/:owner/:repo/actions/runs/${at.runId}`, 403),
  ],
  [
    'a digest of an earlier version',
    /written by an earlier version of this action \(digest version 2\)/,
    (at) => text(at, at.run.output.text!.replace(/v\d+ /, 'v2 ')),
  ],
  [
    'a forged digest of 8 million keys',
    /it inflates to more than 1048576 bytes/,
    (at) => text(at, forgedDigest(8_000_000)),
  ],
  ['a forged digest of 40,000 keys', /it holds more than 32768 keys/, (at) => text(at, forgedDigest(40_000))],
  [
    'a forged digest of 5,000 failed names',
    /it holds more than 1000 failed names/,
    (at) =>
      text(at, raw(Buffer.from([1, ...Array<number>(15).fill(0), 0x88, 0x27, ...Buffer.alloc(20_000)]))),
  ],
  [
    'a gzip bomb',
    /it inflates to more than 1048576 bytes/,
    (at) => text(at, raw(Buffer.alloc(32 * 1024 * 1024))),
  ],
  ['a corrupt digest', /is corrupt/, (at) => text(at, `<!-- cloudtest-digest v${DIGEST_VERSION} AAAA -->`)],
  ['a text over 65,535 characters', /is larger than 65535 characters/, (at) => text(at, 'x'.repeat(70_000))],
];

describe('a base report that vouches for nothing (annotate-build, dist)', () => {
  it.concurrent.each(CASES)('%s: not compared, one sentence, the step fails', async (what, why, spoil) => {
    const at = place();
    spoil(at);
    const head = await annotateHead(at);
    const notCompared = head.summary
      .split('\n')
      .filter((l) => l.startsWith('**Not compared with the base branch:**'));
    expect(notCompared).toHaveLength(1);
    expect(notCompared[0]!.replaceAll('\\', '')).toMatch(why);
    expect(head.outputs).toMatchObject({ 'compared-to': '', 'new-failures': '', failed: '3' });
    expect(head.conclusion).toBe('failure');
    expect(head.errors.join('\n')).toContain('could not be compared');
    expect(shownOutput(head)).not.toMatch(STACK_TRACE);
    record({
      action: 'annotate-build',
      category: 'report trust',
      case: `a base report ${what}`,
      outcome: 'not compared, one sentence; the step failed',
    });
  });

  it.concurrent(
    'the same base report, unspoiled, is compared: every failure is old, and the step passes',
    async () => {
      const at = place();
      const head = await annotateHead(at);
      expect(head.outputs).toMatchObject({ 'compared-to': at.base, 'new-failures': '0' });
      expect(head.conclusion).toBe('success');
      record({
        action: 'annotate-build',
        category: 'report trust',
        case: 'the same base report, unspoiled',
        outcome: 'compared: every failure old, the step passed',
      });
    },
  );
});
