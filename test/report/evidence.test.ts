// The evidence of failed tests through the actions that report: annotate-build against a build whose
// records hold recordings (and some that hold none), and wait-for-job looking a job's failed tests up.
import { readFileSync } from 'node:fs';

import { beforeEach, describe, expect, it } from 'vitest';

import type { AnnotateInputs } from '../../src/actions/annotate-build/inputs.ts';
import { run as annotate } from '../../src/actions/annotate-build/run.ts';
import type { WaitInputs } from '../../src/actions/wait-for-job/inputs.ts';
import { run as waitForJob } from '../../src/actions/wait-for-job/run.ts';
import { DEFAULT_EVIDENCE_OPTIONS, type EvidenceOptions } from '../../src/report/types.ts';
import { MAX_FAILED_TESTS_LOOKED_UP } from '../../src/report/value/recordings.ts';
import { MAX_THUMBNAILS } from '../../src/report/world/limits.ts';
import { codelessContext } from '../actions/codeless-context.ts';
import { pullRequestEvent, runnerEnv, type RunnerEnvOptions } from '../fake-github/runner-env.ts';
import type { TestSeed } from '../fake-service/routes/tests.ts';
import { useFakeGitHub, useFakeService } from '../support/service.ts';
import { ctrfErrors, junitErrors, parseJUnit } from './schemas.ts';

const service = useFakeService();
const github = useFakeGitHub();
const user = service.accounts.user;
beforeEach(() => {
  github.comments.clear();
  github.denyCommentWrites = undefined;
});
let builds = 0;
const buildName = () => `evidence-${++builds}-${Date.now()}`;

const NO_RECORDINGS: TestSeed = { video: false, thumbs: [], logs: {}, assets_available: false };
const failing = (name: string, extra: TestSeed = {}): TestSeed => ({
  name,
  success: false,
  status_message: `${name} broke`,
  ...extra,
});

async function annotateBuild(
  build: string,
  evidence: Partial<EvidenceOptions> = {},
  env: RunnerEnvOptions = {},
) {
  using runner = runnerEnv(github, env);
  const ctx = codelessContext(service, { env: runner.env });
  ctx.clock.advance(service.clock.now() - ctx.clock.now());
  const inputs: AnnotateInputs = {
    builds: [{ kind: 'build', ref: build }],
    checkName: 'E2E',
    failOnFailure: false,
    waitSeconds: 0,
    githubToken: 'ghs_token',
    evidence: { ...DEFAULT_EVIDENCE_OPTIONS, ...evidence },
  };
  const result = await annotate(inputs, ctx);
  const read = (output: string) => readFileSync(result.outputs[output] ?? '', 'utf8');
  return {
    result,
    ctx,
    summary: runner.summary(),
    junit: read('junit-file'),
    ctrf: JSON.parse(read('ctrf-file')),
  };
}

describe('annotate-build: evidence of failed tests', () => {
  it('links video, last screenshot and logs in annotations and summary rows, with thumbnails and the expiry note', async () => {
    const name = buildName();
    const { tests } = service.tests.seedBuild(user, name, [
      failing('checkout'),
      failing('login', NO_RECORDINGS),
      {},
      { name: 'running', runningForMs: 60_000 },
    ]);
    const [checkout, login] = tests;
    const { summary, result } = await annotateBuild(name);
    const annotations = github.only().annotations as Array<{ title: string; raw_details?: string }>;

    const linked = annotations.find((a) => a.title.startsWith('checkout'))?.raw_details ?? '';
    expect(linked).toContain(`Video: ${checkout!.video}`);
    expect(linked).toContain(`Last screenshot: ${checkout!.thumbs.at(-1)}`);
    expect(linked).toContain(`Log: selenium: ${checkout!.logs.selenium}`);
    expect(linked).toContain('These links are signed by the service and expire.');
    const unlinked = annotations.find((a) => a.title.startsWith('login'))?.raw_details ?? '';
    expect(unlinked).toContain(`Test: ${login!.id}`);
    expect(unlinked).not.toMatch(/Video|screenshot|expire/);

    const row = summary.split('\n').find((l) => l.startsWith('| checkout '));
    expect(row).toContain(
      `[video](<${checkout!.video}>) · [last screenshot](<${checkout!.thumbs.at(-1)}>) · [log: selenium](<${checkout!.logs.selenium}>) |`,
    );
    // Links come before the message; a test without recordings has an empty links cell.
    expect(summary.split('\n').find((l) => l.startsWith('| login '))).toMatch(
      /^\| login \| [^|]+ \| [^|]+ \| {2}\| .+ \|$/,
    );
    expect(summary).toContain(`<img src="${checkout!.thumbs.at(-1)}" width="320" alt="Last screenshot">`);
    expect(summary).toContain('signed by the service and expire');
    expect(result.outputs).toMatchObject({
      total: '4',
      failed: '2',
      passed: '1',
      unknown: '1',
      'assets-dir': '',
    });
  });

  it('writes JUnit and CTRF files that validate, whose counts are the report’s', async () => {
    const name = buildName();
    service.tests.seedBuild(user, name, [
      failing('a'),
      failing('b', NO_RECORDINGS),
      { duration: 30 },
      {},
      { name: 'no result', success: null },
    ]);
    const { result, junit, ctrf } = await annotateBuild(name);
    expect(await junitErrors(junit)).toEqual([]);
    expect(ctrfErrors(ctrf)).toEqual([]);
    const { total, passed, failed, unknown } = result.outputs;
    const parsed = parseJUnit(junit);
    // A test the step does not count as passed is an error in the file, never skipped.
    expect(parsed.counts).toEqual({
      total: Number(total),
      failures: Number(failed),
      errors: Number(unknown),
      skipped: 0,
    });
    expect(ctrf.results.summary).toMatchObject({
      tests: Number(total),
      passed: Number(passed),
      failed: Number(failed),
      other: Number(unknown),
    });
    expect(parsed.cases.find((c) => c.name === 'a')?.failureText).toMatch(
      /Video: https:\/\/assets\.example\.test/,
    );
    expect(parsed.cases.find((c) => c.classname === 'chrome 131 on WIN11')).toBeDefined();
    expect(ctrf.results.tests.find((t: { name: string }) => t.name === 'a').attachments).toHaveLength(3);
  });

  it('shows thumbnails for the first failed tests only, and none when the summary has no room', async () => {
    const name = buildName();
    service.tests.seedBuild(
      user,
      name,
      Array.from({ length: MAX_THUMBNAILS + 4 }, (_, i) => failing(`t${i}`)),
    );
    const { summary } = await annotateBuild(name);
    expect(summary.match(/<img /g)).toHaveLength(MAX_THUMBNAILS);

    const full = 'x'.repeat(1024 * 1024 - 3_000);
    const crowded = await annotateBuild(name, {}, { summary: full });
    expect(crowded.summary.slice(full.length)).not.toContain('<img ');
    expect(Buffer.byteLength(crowded.summary)).toBeLessThan(1024 * 1024);
  });

  it('comments once on the pull request and updates that comment on the next run', async () => {
    const name = buildName();
    service.tests.seedBuild(user, name, [failing('a'), {}]);
    await annotateBuild(name, { prComment: 'always' }, { event: pullRequestEvent });
    await annotateBuild(name, { prComment: 'always' }, { event: pullRequestEvent });
    const comments = github.commentsOn(7);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toMatch(/^<!-- cloudtest-actions:E2E -->\n/);
    expect(
      github.requests.filter((r) => r.method === 'PATCH' && r.path.includes('/issues/comments/')),
    ).toHaveLength(1);
  });

  it('warns and passes when the token may not comment', async () => {
    const name = buildName();
    service.tests.seedBuild(user, name, [{}]);
    github.denyCommentWrites = { status: 403, message: 'Resource not accessible by integration' };
    const { result, ctx } = await annotateBuild(name, { prComment: 'always' }, { event: pullRequestEvent });
    expect(result.failure).toBeUndefined();
    expect(result.outputs.conclusion).toBe('success');
    expect(ctx.messages('warning').join('\n')).toContain('`permissions: pull-requests: write`');
  });
});

describe('wait-for-job: evidence of failed tests', () => {
  function waitInputs(jobId: number): WaitInputs {
    return {
      jobId,
      timeoutSeconds: 600,
      pollIntervalSeconds: 5,
      failOnFailure: false,
      report: true,
      checkName: 'Codeless',
      githubToken: 'ghs_token',
      evidence: DEFAULT_EVIDENCE_OPTIONS,
    };
  }

  it('looks the failed tests up by the IDs their errors give, and says plainly which it could not link', async () => {
    const recorded = service.tests.add(user.id, failing('Checkout'));
    const unrecorded = service.tests.add(user.id, failing('Search', NO_RECORDINGS));
    const job = service.jobs.create(
      user.id,
      [recorded.id, unrecorded.id, 99_999],
      [
        {
          status: 'FINISHED',
          success: false,
          errors: [
            { test_id: recorded.id, test_name: 'Checkout', step: 3, browser: 'chrome 126', time: 12 },
            { test_id: unrecorded.id, test_name: 'Search', step: 1 },
            { test_id: 99_999, test_name: 'Gone', step: 2 },
            { test_name: 'Anonymous', step: 4 },
          ],
        },
      ],
    );
    using runner = runnerEnv(github);
    const ctx = codelessContext(service, { env: runner.env });
    const result = await waitForJob(waitInputs(job.id), ctx);

    const annotations = github.only().annotations as Array<{ title: string; raw_details?: string }>;
    const checkout = annotations.find((a) => a.title.startsWith('Checkout'))?.raw_details ?? '';
    expect(checkout).toContain(`Video: ${recorded.video}`);
    expect(checkout).toContain(`Last screenshot: ${recorded.thumbs.at(-1)}`);
    expect(annotations.find((a) => a.title.startsWith('Search'))?.raw_details).not.toContain('Video');
    const summary = runner.summary();
    expect(summary).toContain(`[video](<${recorded.video}>)`);
    expect(summary).toMatch(/1 failure of this job names no test .* cannot be linked here/);
    expect(summary).toMatch(/records of 1 failed test could not be read.*test 99999: .*404/);
    expect(ctx.messages('warning').join('\n')).toMatch(/test 99999/);
    const reads = service.seen('GET', '/v1/tests/:id').map((r) => r.path);
    expect(reads).toEqual([recorded.id, unrecorded.id, 99_999].map((id) => `/v1/tests/${id}`));
    const junit = readFileSync(result.outputs['junit-file'] ?? '', 'utf8');
    expect(await junitErrors(junit)).toEqual([]);
    expect(parseJUnit(junit).counts.failures).toBe(4);
    expect(result.outputs['failed-count']).toBe('4');
  });

  it(`reads at most ${MAX_FAILED_TESTS_LOOKED_UP} test records, and says so`, async () => {
    const tests = Array.from({ length: MAX_FAILED_TESTS_LOOKED_UP + 5 }, (_, i) =>
      service.tests.add(user.id, failing(`t${i}`)),
    );
    const job = service.jobs.create(
      user.id,
      tests.map((t) => t.id),
      [{ status: 'FINISHED', success: false, errors: tests.map((t) => ({ test_id: t.id, step: 1 })) }],
    );
    using runner = runnerEnv(github);
    await waitForJob(waitInputs(job.id), codelessContext(service, { env: runner.env }));
    // Every session's record once: the first ones for their recordings, the rest for their session time.
    const reads = service.seen('GET', '/v1/tests/:id');
    expect(reads).toHaveLength(tests.length);
    expect(
      reads.slice(0, MAX_FAILED_TESTS_LOOKED_UP).every((r) => r.query.skip_fields === 'visual_run'),
    ).toBe(true);
    expect(
      reads.slice(MAX_FAILED_TESTS_LOOKED_UP).every((r) => r.query.skip_fields === 'logs,thumbs,visual_run'),
    ).toBe(true);
    expect(runner.summary()).toContain(
      `Recordings are linked for the first ${MAX_FAILED_TESTS_LOOKED_UP} of ${tests.length} failed tests`,
    );
  });
});
