import { readFileSync } from 'node:fs';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { openProgressCheck } from '../../src/report/outputs/check-run/progress.ts';
import { publishReport, reportDeps } from '../../src/report/publish.ts';
import { DEFAULT_EVIDENCE_OPTIONS, type EvidenceOptions, type ReportInput } from '../../src/report/types.ts';
import type { ReportEntry } from '../../src/report/value/types.ts';
import { MAX_ANNOTATION_BYTES, MAX_STEP_SUMMARY_BYTES } from '../../src/report/world/limits.ts';
import {
  MERGE_SHA,
  PR_HEAD_SHA,
  pullRequestEvent,
  PUSH_SHA,
  RUN_HEAD_SHA,
  runnerEnv,
  type RunnerEnvOptions,
  WORKFLOW_FILE,
} from '../fake-github/runner-env.ts';
import { CHECK_RUN_PATH, FakeGitHub } from '../fake-github/server.ts';
import { TestClock, testContext } from '../support/context.ts';
import { useFakeGitHub } from '../support/service.ts';

const github = useFakeGitHub();
beforeEach(() => {
  github.app.faults.clear();
});

const TOKEN = 'ghs_test_token_0123456789';

function entries(failed: number, passed = 0, unknown = 0): ReportEntry[] {
  const make = (outcome: ReportEntry['outcome'], n: number) =>
    Array.from({ length: n }, (_, i) => ({
      name: `${outcome} test ${i + 1}`,
      outcome,
      environment: 'chrome 131',
      platform: 'WIN11',
      message: outcome === 'failed' ? `expected 200, got ${500 + i}` : undefined,
      id: String(40_000 + i),
    }));
  return [...make('failed', failed), ...make('passed', passed), ...make('unknown', unknown)];
}

function input(overrides: Partial<ReportInput> = {}): ReportInput {
  return {
    checkName: 'Cloud tests (build nightly-42)',
    externalId: 'nightly-42',
    title: 'Some tests failed',
    entries: [],
    ...overrides,
  };
}

/** Publishes as a step would on a runner, against the fake GitHub; returns what it saw. */
async function publish(
  report: ReportInput,
  options: RunnerEnvOptions & { token?: string; evidence?: EvidenceOptions; clock?: TestClock } = {},
) {
  using runner = runnerEnv(github, options);
  const ctx = testContext({ env: runner.env, clock: options.clock });
  const result = await publishReport(report, await reportDeps(options.token ?? TOKEN, ctx), options.evidence);
  // Read before the runner's folder goes.
  const files = [result.junitFile, result.ctrfFile].map((file) => (file ? readFileSync(file, 'utf8') : ''));
  return { result, ctx, summary: runner.summary(), files };
}

describe('publishReport', () => {
  it('sends 120 failures as 50 + 50 + 20 annotations on one completed check run', async () => {
    const { result, summary } = await publish(input({ entries: entries(120, 30) }));
    const run = github.only();
    expect(run.batches).toEqual([50, 50, 20]);
    expect(run.annotations.map((a) => a.title)).toEqual(
      Array.from({ length: 120 }, (_, i) => `failed test ${i + 1} (chrome 131, WIN11)`),
    );
    expect(run.annotations[7]).toMatchObject({
      path: WORKFLOW_FILE,
      start_line: 1,
      end_line: 1,
      annotation_level: 'failure',
      message: 'expected 200, got 507',
    });
    expect(run).toMatchObject({
      name: 'Cloud tests (build nightly-42)',
      head_sha: PUSH_SHA,
      status: 'completed',
      conclusion: 'failure',
      external_id: 'nightly-42',
    });
    expect(result).toEqual({
      conclusion: 'failure',
      counts: { total: 150, passed: 30, failed: 120, unknown: 0, flaky: 0 },
      checkRunId: run.id,
      checkRunUrl: run.html_url,
      annotated: 120,
      junitFile: expect.stringMatching(/\.junit\.xml$/),
      ctrfFile: expect.stringMatching(/\.ctrf\.json$/),
      blocks: true,
      notCompared: 'compare is off',
      quarantined: 0,
    });
    // Through Octokit, with the token, to the API the runner names.
    const calls = github.requests.map((r) => `${r.method} ${r.status}`);
    expect(calls).toEqual(['POST 201', 'PATCH 200', 'PATCH 200']);
    expect(github.requests[0]?.authorization).toBe(`token ${TOKEN}`);
    expect(summary).toContain('| 150 | 30 | 120 | 0 |');
    expect(summary).toContain('| failed test 120 | chrome 131 | WIN11 | expected 200, got 619 |');
    expect(summary).toContain(`(<${run.html_url}>)`);
  });

  it('annotates at most 1,000 failures, a second between requests, and says so wherever it reports', async () => {
    github.comments.clear();
    const { ctx, summary } = await publish(input({ entries: entries(1_200) }), {
      event: pullRequestEvent,
      evidence: { ...DEFAULT_EVIDENCE_OPTIONS, prComment: 'always' },
    });
    const run = github.only();
    expect(run.annotations).toHaveLength(1_000);
    expect(run.batches).toEqual(Array(20).fill(50));
    // GitHub asks for a second between content-creating requests: 19 pauses between the check run's 20
    // requests, and one before the comment.
    expect(ctx.clock.sleeps).toEqual(Array(20).fill(1_000));
    expect(ctx.messages('error')).toEqual([]);
    const cap =
      "a check run gets at most 1000 annotations from this action, which keeps within GitHub's limits for content-creating requests.";
    const comment = github.commentsOn(7)[0]?.body ?? '';
    const outputs = { checkRun: run.output.summary ?? '', summary, comment };
    expect(outputs.checkRun).toContain(
      `The first 1000 of 1200 failed tests are annotated on this check run: ${cap}`,
    );
    expect(outputs.summary).toContain(
      `The first 1000 of 1200 failed tests are annotated on the check run: ${cap}`,
    );
    expect(outputs.comment).toContain(
      `The first 1000 of 1200 failed tests are annotated on the check run: ${cap}`,
    );
    // Each cut table names the limit of where it is shown, and points where every test is.
    expect(outputs.checkRun).toMatch(
      /_\d+ more not shown: GitHub holds at most 65535 characters of a check run's summary\. The service's dashboard lists every test\._/,
    );
    expect(outputs.comment).toMatch(
      /_\d+ more not shown: GitHub holds at most 65536 characters of a comment\. The service's dashboard lists every test\._/,
    );
    for (const text of Object.values(outputs)) {
      expect(text).not.toMatch(/every failed test is annotated/i);
      expect(text).not.toContain("job summary's size");
    }
  });

  describe("keeps GitHub's second between writes that create content, the comment's too", () => {
    const clock = new TestClock();
    beforeEach(() => {
      github.comments.clear();
      // Each request is stamped on the step's simulated clock, which only its pauses move.
      github.app.clock = () => clock.now();
    });
    afterEach(() => {
      github.app.clock = Date.now;
    });
    const writes = () =>
      github.requests
        .filter((r) => r.method !== 'GET')
        .map((r) => ({ what: `${r.method} ${r.path.replace(/\d+/g, 'N')}`, at: r.at }));
    const gaps = (list: { at: number }[]) => list.slice(1).map((w, i) => w.at - (list[i]?.at ?? 0));
    const evidence = { ...DEFAULT_EVIDENCE_OPTIONS, prComment: 'always' as const };

    it.each([
      ['one request', 3, ['POST /repos/octo/shop/check-runs']],
      [
        'three requests',
        120,
        ['POST', 'PATCH', 'PATCH'].map((m) => `${m} /repos/octo/shop/check-runs${m === 'POST' ? '' : '/N'}`),
      ],
    ])(
      'after a check run of %s, the comment is written and updated a second after its last write',
      async (_, failed, checkRun) => {
        await publish(input({ entries: entries(failed) }), { event: pullRequestEvent, evidence, clock });
        const created = writes();
        expect(created.map((w) => w.what)).toEqual([...checkRun, 'POST /repos/octo/shop/issues/N/comments']);
        expect(Math.min(...gaps(created))).toBeGreaterThanOrEqual(1_000);

        // A later run updates the comment in place: the same second after its own check run.
        github.requests.length = 0;
        await publish(input({ entries: entries(failed) }), { event: pullRequestEvent, evidence, clock });
        const updated = writes();
        expect(updated.at(-1)?.what).toBe('PATCH /repos/octo/shop/issues/comments/N');
        expect(Math.min(...gaps(updated))).toBeGreaterThanOrEqual(1_000);
      },
    );
  });

  it('puts the check run on the pull request head, never the merge commit', async () => {
    await publish(input({ entries: entries(1) }), { event: pullRequestEvent });
    expect(github.only().head_sha).toBe(PR_HEAD_SHA);
    expect(github.only().head_sha).not.toBe(MERGE_SHA);
  });

  it('puts the check run on the head of the run that triggered a workflow_run', async () => {
    await publish(input({ entries: entries(1) }), {
      event: { name: 'workflow_run', payload: { workflow_run: { head_sha: RUN_HEAD_SHA } } },
    });
    expect(github.only().head_sha).toBe(RUN_HEAD_SHA);
  });

  it('warns and falls back to GITHUB_SHA when a pull request payload cannot be read', async () => {
    const { ctx } = await publish(input({ entries: entries(1) }), {
      event: { name: 'pull_request' },
      env: { GITHUB_SHA: PUSH_SHA },
    });
    expect(github.only().head_sha).toBe(PUSH_SHA);
    expect(ctx.messages('warning').join('\n')).toMatch(/pull_request event payload .* GITHUB_SHA instead/);
  });

  it('annotates the path the user names instead of the workflow file', async () => {
    await publish(input({ entries: entries(2), annotationPath: 'e2e/checkout.spec.ts' }));
    expect(github.only().annotations.map((a) => a.path)).toEqual([
      'e2e/checkout.spec.ts',
      'e2e/checkout.spec.ts',
    ]);
  });

  it('talks to GitHub Enterprise Server at the GITHUB_API_URL it is given', async () => {
    const ghes = new FakeGitHub({ basePath: '/api/v3' });
    await ghes.start();
    try {
      using runner = runnerEnv(ghes);
      const ctx = testContext({ env: runner.env });
      const result = await publishReport(input({ entries: entries(1) }), await reportDeps(TOKEN, ctx));
      expect(result.checkRunId).toBe(ghes.only().id);
      expect(ghes.requests[0]?.path).toBe('/repos/octo/shop/check-runs');
    } finally {
      await ghes.stop();
    }
  });

  it('without checks: write, warns with the permission to add, annotates 10 failures, notes the rest, and writes the summary', async () => {
    github.denyChecks();
    const { result, ctx, summary } = await publish(input({ entries: entries(25, 5) }), {
      event: pullRequestEvent,
    });
    expect(result).toEqual({
      conclusion: 'failure',
      counts: { total: 30, passed: 5, failed: 25, unknown: 0, flaky: 0 },
      junitFile: expect.stringMatching(/\.junit\.xml$/),
      ctrfFile: expect.stringMatching(/\.ctrf\.json$/),
      blocks: true,
      notCompared: 'compare is off',
      quarantined: 0,
    });
    const [warning, ...otherWarnings] = ctx.messages('warning');
    expect(otherWarnings).toEqual([]);
    expect(warning).toContain('HTTP 403: Resource not accessible by integration');
    expect(warning).toContain('permissions: checks: write');
    const errors = ctx.lines.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(10);
    expect(errors[0]).toEqual({
      level: 'error',
      message: 'expected 200, got 500',
      place: { title: 'failed test 1 (chrome 131, WIN11)', file: WORKFLOW_FILE, startLine: 1 },
    });
    const notices = ctx.lines.filter((l) => l.level === 'notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toMatch(/^15 more failed tests are not annotated here/);
    expect(summary).toContain('| 30 | 5 | 25 | 0 |');
    expect(summary).toContain('failed test 25');
    expect(summary).toContain('the token lacks `checks: write`');
    expect(github.checkRuns.size).toBe(0);
  });

  it('without a token, reports through annotations and the summary', async () => {
    const { result, ctx, summary } = await publish(input({ entries: entries(1) }), { token: '' });
    expect(result.checkRunId).toBeUndefined();
    expect(ctx.messages('warning')[0]).toMatch(/no GitHub token .*`permissions: checks: write`/);
    expect(ctx.messages('error')).toEqual(['expected 200, got 500']);
    expect(summary).toContain('No check run was made');
    expect(github.requests).toHaveLength(0);
  });

  it('without a check run, annotates flaky tests through notices, as many as the runner shows', async () => {
    const flaky = Array.from({ length: 11 }, (_, i) => [
      { name: `flaky ${i + 1}`, outcome: 'failed' as const, message: `boom ${i + 1}` },
      { name: `flaky ${i + 1}`, outcome: 'passed' as const },
    ]).flat();
    const { ctx } = await publish(input({ entries: [...entries(12), ...flaky] }), { token: '' });
    expect(ctx.messages('error')).toHaveLength(10);
    // Nine flaky tests, then the notice for the failed tests beyond ten: ten notices in all.
    expect(ctx.messages('notice')).toEqual([
      ...Array.from({ length: 9 }, (_, i) => `Flaky: passed on attempt 2 after a failure: boom ${i + 1}`),
      expect.stringMatching(/^2 more failed tests/),
    ]);
  });

  it('keeps the check run when a later batch fails, and annotates the unsent failures through commands', async () => {
    github.app.faults.add('PATCH', '/repos/:owner/:repo/check-runs/:id', 'pass', 502);
    const { result, ctx } = await publish(input({ entries: entries(130) }));
    expect(result.checkRunId).toBe(github.only().id);
    // The third batch failed; the check run's summary was then told how many came.
    expect(github.only().batches).toEqual([50, 50, 0]);
    expect(github.only().output.summary).toContain(
      'The first 100 of 130 failed tests are annotated on this check run: sending the rest to GitHub failed.',
    );
    expect(ctx.messages('warning')[0]).toMatch(/holds 100 of 130 annotations; .*HTTP 502/);
    expect(ctx.messages('error')[0]).toBe('expected 200, got 600');
    expect(ctx.messages('error')).toHaveLength(10);
    expect(ctx.messages('notice')[0]).toMatch(/^20 more failed tests/);
  });

  it("keeps the check run when GitHub's quota runs out in a later batch, says so once, and asks no more", async () => {
    const spent = {
      kind: 'status' as const,
      status: 403,
      body: { message: 'API rate limit exceeded for installation ID 1.' },
      headers: {
        'x-ratelimit-limit': '5000',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '1900000000',
      },
    };
    github.app.faults.add('PATCH', '/repos/:owner/:repo/check-runs/:id', 'pass', spent);
    const { result, ctx } = await publish(input({ entries: entries(130) }));
    expect(result.checkRunId).toBe(github.only().id);
    expect(github.only()).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(github.only().batches).toEqual([50, 50]);
    expect(ctx.messages('warning')).toEqual([
      expect.stringMatching(
        /^The check run holds 100 of 130 annotations, as far as GitHub's quota went: GitHub's API rate limit is spent \(this token, 5,000 requests an hour\); it resets at 17:46 UTC/,
      ),
    ]);
    // No summary's correction after the spent quota: the three requests of the check run, no fourth.
    expect(github.requests.filter((r) => r.method === 'PATCH')).toHaveLength(2);
  });

  it('trims a summary that would pass 1 MiB with what the step wrote before, and says so', async () => {
    const earlier = `${'x'.repeat(MAX_STEP_SUMMARY_BYTES - 100_000)}\n`;
    const many = entries(3_000).map((e) => ({ ...e, message: `${e.message} ${'détail '.repeat(60)}` }));
    const { summary } = await publish(input({ entries: many }), { summary: earlier });
    expect(Buffer.byteLength(summary)).toBeLessThan(MAX_STEP_SUMMARY_BYTES);
    expect(summary.startsWith(earlier)).toBe(true);
    const report = summary.slice(earlier.length);
    const shown = report.split('\n').filter((l) => l.startsWith('| failed test')).length;
    expect(shown).toBeGreaterThan(10);
    expect(shown).toBeLessThan(3_000);
    expect(report).toContain(
      `_${3_000 - shown} more not shown: GitHub holds at most 1.0 MiB of a step's job summary. The service's dashboard lists every test._`,
    );
    expect(report).toContain(`(<${github.only().html_url}>)`);
    // The check run's own summary was cut to GitHub's limit too (the fake refuses more).
    expect(github.only().output.summary).toMatch(/more not shown/);
  });

  it('cuts unicode titles and very long messages to GitHub limits without breaking a character', async () => {
    const family = '👩‍👩‍👧‍👦';
    const accented = 'e\u0301';
    const longName = `Überprüfung ${'長い名前'.repeat(100)}`;
    const { result } = await publish(
      input({
        entries: [
          { name: longName, outcome: 'failed', message: family.repeat(40_000) },
          { name: 'accents', outcome: 'failed', message: accented.repeat(70_000) },
          { name: 'pipes | and <b>tags</b>', outcome: 'failed', message: 'line 1\nline 2 | <script>' },
        ],
      }),
    );
    expect(result.checkRunId).toBeDefined();
    const [first, second, third] = github.only().annotations as Array<{ title: string; message: string }>;
    expect([...first!.title].length).toBeLessThanOrEqual(255);
    expect(first!.title.endsWith('…')).toBe(true);
    expect(Buffer.byteLength(first!.message)).toBeLessThanOrEqual(MAX_ANNOTATION_BYTES);
    // Whole emoji sequences only, then the ellipsis.
    expect(first!.message.slice(0, -1).replaceAll(family, '')).toBe('');
    expect(second!.message.slice(0, -1).replaceAll(accented, '')).toBe('');
    expect(Buffer.byteLength(second!.message)).toBeLessThanOrEqual(MAX_ANNOTATION_BYTES);
    expect(third!.message).toBe('line 1\nline 2 | <script>');
  });

  it('sends GitHub, and writes to the summary and the files, no control character, terminal escape or lone surrogate', async () => {
    github.comments.clear();
    const hostile: ReportEntry = {
      name: 'login\u0000 \u001b[31mred\u001b[0m',
      outcome: 'failed',
      environment: 'chrome\u009b1m 131',
      platform: 'WIN\u007f11',
      message: 'boom\u0000 \u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007 half \ud800 end\r\nnext',
      id: '40001',
    };
    const { files, summary } = await publish(
      input({
        checkName: 'Cloud tests\u0000 (nightly)',
        // Another browser: the same test on the same one twice would be two attempts of one test.
        entries: [hostile, { ...hostile, outcome: 'unknown', environment: 'firefox\u009b1m 133' }],
      }),
      { event: pullRequestEvent, evidence: { ...DEFAULT_EVIDENCE_OPTIONS, prComment: 'always' } },
    );
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    const badText = /[\x00-\x08\x0b-\x1f\x7f-\x9f]|\[31m|\]8;;/;
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
    const sent = github.requests.flatMap((r) => (r.body ? strings(JSON.parse(r.body)) : []));
    expect(github.requests.filter((r) => r.body).map((r) => r.method)).toEqual(['POST', 'POST']);
    expect(sent.filter((text) => badText.test(text) || !text.isWellFormed())).toEqual([]);
    // What the text says is kept: the words, the line break, a replacement for the half character.
    const annotation = github.only().annotations[0] as { title: string; message: string };
    expect(annotation.title).toBe('login red (chrome 131, WIN11)');
    expect(annotation.message).toBe('boom link half \ufffd end\nnext');
    expect(github.only().name).toBe('Cloud tests (nightly)');

    expect(files.every(Boolean)).toBe(true);
    for (const text of [summary, ...files]) {
      expect(text).not.toMatch(badText);
      expect(text.isWellFormed()).toBe(true);
      // No escaped form either: JSON would otherwise write them as \u0000 or \ud800.
      expect(text).not.toMatch(/\\u00[0-1][0-9a-f]|\\ud[89ab]/i);
    }
    expect(summary).toContain('boom link half \ufffd end next');
  });

  it('annotates flaky tests as notices after every failure, and counts only failures as annotated', async () => {
    const flaky = (name: string, message: string) => [
      { name, outcome: 'failed' as const, environment: 'chrome 131', message },
      { name, outcome: 'passed' as const, environment: 'chrome 131' },
    ];
    const { result, summary } = await publish(
      input({ entries: [...flaky('login', 'no #user <b>'), ...entries(2), ...flaky('cart', 'empty')] }),
    );
    const run = github.only();
    expect(run.annotations.map((a) => [a.annotation_level, a.title])).toEqual([
      ['failure', 'failed test 1 (chrome 131, WIN11)'],
      ['failure', 'failed test 2 (chrome 131, WIN11)'],
      ['notice', 'login (chrome 131)'],
      ['notice', 'cart (chrome 131)'],
    ]);
    expect(result).toMatchObject({ annotated: 2, counts: { total: 4, passed: 0, failed: 2, flaky: 2 } });
    expect(summary).toContain('Every failed test is annotated on the check run.');
    // The service's text is escaped in the flaky table as in the others.
    expect(summary).toContain(
      '| login | chrome 131 |  | Passed on attempt 2 after a failure: no #user &lt;b&gt; |',
    );
  });

  it('escapes table cells in the summary', async () => {
    const { summary } = await publish(
      input({ entries: [{ name: 'pipes | and <b>tags</b>', outcome: 'failed', message: 'a\nb | <c>' }] }),
    );
    expect(summary).toContain('| pipes \\| and &lt;b&gt;tags&lt;/b&gt; |  |  | a b \\| &lt;c&gt; |');
  });

  it('fails an empty report, with no annotations, and passes it with fail-on-empty false', async () => {
    const { result, summary } = await publish(input({ title: 'No tests in build "ci-1"' }));
    expect(result).toMatchObject({ conclusion: 'failure', blocks: true, missing: 'empty' });
    expect(github.only()).toMatchObject({ conclusion: 'failure', annotations: [], batches: [0] });
    expect(github.only().output.title).toBe('No tests in build "ci-1"');
    expect(summary).toContain('| 0 | 0 | 0 | 0 |');
    github.checkRuns.clear();
    const evidence = { ...DEFAULT_EVIDENCE_OPTIONS, failOnEmpty: false };
    const allowed = await publish(input({ title: 'No tests' }), { evidence });
    expect(allowed.result).toMatchObject({ conclusion: 'success', blocks: false });
    expect(allowed.result.missing).toBeUndefined();
  });

  it('takes the conclusion the caller gives over the one from the results', async () => {
    const { result } = await publish(input({ entries: entries(0, 3, 1), conclusion: 'timed_out' }));
    expect(result.conclusion).toBe('timed_out');
    expect(github.only().conclusion).toBe('timed_out');
  });

  it('derives the conclusion: success when all passed; an unknown outcome fails unless fail-on-unknown is false', async () => {
    expect((await publish(input({ entries: entries(0, 3) }))).result.conclusion).toBe('success');
    const unknown = await publish(input({ entries: entries(0, 3, 1) }));
    expect(unknown.result).toMatchObject({ conclusion: 'failure', blocks: true, missing: 'unknown' });
    const evidence = { ...DEFAULT_EVIDENCE_OPTIONS, failOnUnknown: false };
    const allowed = await publish(input({ entries: entries(0, 3, 1) }), { evidence });
    expect(allowed.result).toMatchObject({ conclusion: 'success', blocks: false });
    // Listed as unknown, never as failed.
    expect(unknown.result.counts).toMatchObject({ failed: 0, unknown: 1 });
    expect(unknown.summary).not.toContain('Failed tests');
  });
});

describe('completing the check run opened in progress', () => {
  /** Opens a check run in progress, then publishes the report onto it. */
  async function publishOnto(report: ReportInput) {
    using runner = runnerEnv(github);
    const ctx = testContext({ env: runner.env });
    const deps = await reportDeps(TOKEN, ctx);
    const text = { name: report.checkName, externalId: report.externalId, title: 'running', summary: 'wait' };
    const id = await openProgressCheck(text, deps);
    const result = await publishReport({ ...report, openCheckRunId: id }, deps);
    return { id, result, ctx, summary: runner.summary() };
  }
  const patchStatuses = () => github.requests.filter((r) => r.method === 'PATCH').map((r) => r.status);

  it('asks again after a secondary rate limit, as late as GitHub asks, and completes the same check run', async () => {
    const rateLimited = { message: 'You have exceeded a secondary rate limit. Please wait a few minutes.' };
    github.app.faults.add(
      'PATCH',
      CHECK_RUN_PATH,
      { kind: 'status', status: 403, body: rateLimited, headers: { 'retry-after': '3' } },
      // Without retry-after: a minute, as GitHub asks.
      { kind: 'status', status: 429, body: rateLimited },
    );
    const { id, result, ctx } = await publishOnto(input({ entries: entries(2) }));
    expect(patchStatuses()).toEqual([403, 429, 200]);
    expect(ctx.clock.sleeps).toEqual([3000, 60_000]);
    expect(result.checkRunId).toBe(id);
    expect(github.only()).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(github.only().annotations).toHaveLength(2);
  });

  it('does not ask again on a refusal that cannot heal: it completes with the conclusion alone', async () => {
    github.app.faults.add('PATCH', CHECK_RUN_PATH, {
      kind: 'status',
      status: 422,
      body: { message: 'Validation Failed' },
    });
    const { id, result, ctx, summary } = await publishOnto(input({ entries: entries(2) }));
    expect(patchStatuses()).toEqual([422, 200]);
    // A second between the two writes, as GitHub asks.
    expect(ctx.clock.sleeps).toEqual([1000]);
    expect(result.checkRunId).toBe(id);
    expect(github.only()).toMatchObject({
      status: 'completed',
      conclusion: 'failure',
      output: { title: 'Some tests failed' },
    });
    expect(github.only().annotations).toEqual([]);
    expect(ctx.messages('warning')).toEqual([
      `Could not complete check run #${id} with its report (HTTP 422: Validation Failed); completed it as failure without annotations.`,
    ]);
    // The failed tests go to workflow-command annotations, and the summary says what the check run holds.
    expect(ctx.lines.filter((l) => l.level === 'error')).toHaveLength(2);
    expect(summary).toContain(
      'holds the conclusion only: GitHub did not take its report (HTTP 422: Validation Failed)',
    );
  });

  it('says the check run exists, never that it could not be created, when every write fails', async () => {
    github.app.faults.always('PATCH', CHECK_RUN_PATH, 502);
    const { id, result, ctx } = await publishOnto(input({ entries: entries(1) }));
    expect(patchStatuses()).toEqual([502, 502, 502, 502]);
    expect(ctx.clock.sleeps).toEqual([1000, 2000, 1000]);
    expect(result.checkRunId).toBeUndefined();
    expect(github.only().status).toBe('in_progress');
    expect(ctx.messages('warning')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Could not complete check run #${id} \\(HTTP 502: .*\\); the step's post step completes it\\.$`,
        ),
      ),
    ]);
  });
});
