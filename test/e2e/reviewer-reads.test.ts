// What the reviewer reads, and what other tools read, agrees with the verdict: from the committed dist/,
// thirty push reports on main, then a pull request in which two tests fail newly and two quarantined
// tests fail. The title says the two apart; the report files write the quarantined two as not failed
// (as GitLab's and dorny's readers take them); and the job summary, the check run's text and the
// comment, rendered as GitHub renders them at a pull request comment's width, fit.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import type { TestSeed } from '../fake-service/routes/tests.ts';
import { parseJUnit } from '../report/schemas.ts';
import { dornyReads, gitLabReads } from '../support/junit-readers.ts';
import { CAN_RENDER, renderMarkdown } from '../support/render.ts';
import { createJob } from '../support/runner.ts';
import { seedsEndedAt } from '../support/seeds.ts';
import { useWorld, type World } from './scenario.ts';

let world: World;
useWorld((started) => (world = started));

const sha = (n: number) => `${n.toString(16).padStart(2, '0')}5eed5`.padEnd(40, 'a');
const MAIN = Array.from({ length: 30 }, (_, i) => sha(i + 1));
const HEAD = 'f'.repeat(40);

/** A name of exactly 80 characters, the longest a reviewer is likely to meet in a row. */
const name80 = (what: string) =>
  `${what} › checkout with a saved card, 3-D Secure, shipping to a second address`
    .padEnd(80, '.')
    .slice(0, 80);

const STABLE = Array.from({ length: 100 }, (_, i) => name80(`stable ${i}`));
const FLAKY = name80('wishlist keeps items');
const BROKEN = name80('search ranks by price');
const NEW = [name80('pays by card'), name80('pays by invoice')];
// One as some frameworks name tests: no space in 80 characters.
const SANDBOX = [
  name80('sandbox refunds'),
  'sandbox_chargebacks_with_a_saved_card_3ds_and_a_second_shipping_address_in_the_eu',
];

/** A message as long as the summaries show (500 characters), with no line breaks a row could wrap at. */
const LONG = (what: string) =>
  `${what}: expected the order confirmation page to show the total with taxes, got a spinner; `.repeat(8);

const { test, flaky } = seedsEndedAt(Date.now() - 3_600_000);

/** Main's i-th run (0 the oldest): flaky in every fourth, "search" broken from the 22nd. */
function mainTests(i: number): TestSeed[] {
  return [
    ...STABLE.map((name) => test(name, true, 10)),
    ...(i % 4 === 1 ? flaky(FLAKY, 12) : [test(FLAKY, true, 12)]),
    test(BROKEN, i < 21, 30),
    ...NEW.map((name) => test(name, true, 20)),
    ...SANDBOX.map((name) => test(name, true, 15)),
  ];
}

/** The pull request's tests: two new failures, the two sandbox tests quarantined and failing. */
function pullRequestTests(newFailures: boolean): TestSeed[] {
  const failed = (name: string) => ({ ...test(name, false, 25), status_message: LONG(name.slice(0, 30)) });
  return [
    ...STABLE.map((name) => test(name, true, 10)),
    ...flaky(FLAKY, 12),
    test(BROKEN, !newFailures, 30),
    ...NEW.map((name) => (newFailures ? failed(name) : test(name, true, 20))),
    ...SANDBOX.map(failed),
  ];
}

const QUARANTINE = `- test: "sandbox*"
  reason: the payment provider's sandbox refuses refunds and chargebacks since its upgrade; https://tracker.example.test/browse/PAY-1234?focusedCommentId=998877&page=com.example.tracker:comment-tabpanel tracks it
  until: 2099-12-31
`;

let builds = 0;
async function annotate(
  tests: TestSeed[],
  event: { name: string; payload: Record<string, unknown> },
  at: string,
) {
  const build = `reads-${++builds}`;
  world.service.tests.seedBuild(world.user, build, tests);
  using job = createJob(world.jobOptions({ event, env: { GITHUB_SHA: at } }));
  mkdirSync(join(job.workspace, '.github'), { recursive: true });
  writeFileSync(join(job.workspace, '.github/cloudtest-quarantine.yml'), QUARANTINE);
  // The same file at the commit: a pull request's report reads its base's (the contents API).
  world.github.putFile(at, '.github/cloudtest-quarantine.yml', QUARANTINE);
  const result = await job.step({
    action: 'annotate-build',
    inputs: { build, 'wait-seconds': 1, 'pr-comment': 'always', 'fail-on': 'new-failures' },
  });
  const files = {
    junit: result.outputs['junit-file'] ? readFileSync(result.outputs['junit-file'], 'utf8') : '',
    ctrf: result.outputs['ctrf-file'] ? readFileSync(result.outputs['ctrf-file'], 'utf8') : '',
  };
  return { ...result, files };
}

const pullRequest = {
  name: 'pull_request',
  payload: {
    number: 50,
    pull_request: { number: 50, head: { sha: HEAD }, base: { sha: MAIN[29], ref: 'main' } },
  },
};

/** Widths the markdown is checked at, in CSS pixels: a pull request comment's column, and a check run page's. */
const COMMENT_WIDTH = 760;
const CHECK_RUN_PAGE_WIDTH = 1012;

describe('what the reviewer reads (dist)', () => {
  it('30 runs on main, then two new failures and two quarantined: said apart, written apart, and it fits', async () => {
    for (const [i, at] of MAIN.entries()) {
      const before = i ? MAIN[i - 1]! : '0'.repeat(40);
      const pushed = await annotate(mainTests(i), { name: 'push', payload: { before, after: at } }, at);
      expect(pushed.outputs.failed, `run ${i + 1}`).toBe(i < 21 ? '0' : '1');
    }
    world.github.comments.clear();

    const result = await annotate(pullRequestTests(true), pullRequest, HEAD);
    const run = [...world.github.checkRuns.values()].findLast((r) => r.head_sha === HEAD)!;
    // The headline: what counts, then the quarantined two as a clause of their own.
    expect(run.output.title).toBe(
      '2 new failures, 1 still failing: 5 of 106 tests failed, 1 flaky; 2 quarantined (excused)',
    );
    expect(result.outputs).toMatchObject({ 'new-failures': '2', quarantined: '2', failed: '5' });
    expect(result.conclusion).toBe('failure');
    const comment = [...world.github.comments.values()].at(-1)?.body ?? '';
    for (const [where, text] of [
      ['check run', run.output.summary ?? ''],
      ['job summary', result.summary],
      ['comment', comment],
    ] as const) {
      expect(text, where).toContain('2 new failures, 1 still failing; 2 quarantined (excused)');
      expect(text, where).toContain('**New failures (2)**');
      // A quarantined test is never among the new failures, and marked where a list names it.
      const newList = text.slice(text.indexOf('**New failures (2)**'), text.indexOf('**Still failing'));
      expect(newList, where).not.toContain('sandbox');
      expect(text, where).toMatch(/\| sandbox refunds[^\n]*🔒 Quarantined \(excused\)/);
      expect(text, where).toMatch(/\| sandbox\\_chargeb[^\n]*🔒 Quarantined \(excused\)/);
    }

    // Annotations: the quarantined two are warnings that say so, the others failures.
    const levels = Object.fromEntries(
      run.annotations.map((a) => [
        String(a.title).slice(0, 15),
        `${String(a.annotation_level)} ${String(a.message).slice(0, 40)}`,
      ]),
    );
    expect(levels['sandbox refunds']).toMatch(/^warning 🔒 Quarantined \(excused\): /);
    expect(levels['pays by card › ']).toMatch(/^failure pays by card/);

    // The files: the two new failures failed, the quarantined two skipped, as GitLab and dorny read them.
    const junit = parseJUnit(result.files.junit);
    expect(junit.counts).toEqual({ total: 106, failures: 3, errors: 0, skipped: 2 });
    const failedOf = (tests: { name: string; status: string }[], status: string) =>
      tests.filter((t) => t.status === status).map((t) => t.name.slice(0, 15));
    expect(failedOf(gitLabReads(result.files.junit).tests, 'failed')).toEqual([
      'search ranks by',
      'pays by card › ',
      'pays by invoice',
    ]);
    expect(failedOf(gitLabReads(result.files.junit).tests, 'skipped')).toEqual([
      'sandbox refunds',
      'sandbox_chargeb',
    ]);
    expect(failedOf(dornyReads(result.files.junit).tests, 'skipped')).toEqual([
      'sandbox refunds',
      'sandbox_chargeb',
    ]);
    const ctrf = JSON.parse(result.files.ctrf) as { results: { tests: { name: string; status: string }[] } };
    expect(failedOf(ctrf.results.tests, 'failed')).toEqual([
      'search ranks by',
      'pays by card › ',
      'pays by invoice',
    ]);
    expect(failedOf(ctrf.results.tests, 'skipped')).toEqual(['sandbox refunds', 'sandbox_chargeb']);

    // As a person sees them: no table wider than a comment's column, every column with a header.
    if (CAN_RENDER || process.env.CI) {
      const pictures = process.env.CLOUDTEST_PICTURES;
      for (const [where, markdown, width] of [
        ['job-summary', result.summary, COMMENT_WIDTH],
        ['check-run', run.output.summary ?? '', CHECK_RUN_PAGE_WIDTH],
        ['comment', comment, COMMENT_WIDTH],
      ] as const)
        for (const at of new Set([COMMENT_WIDTH, width])) {
          const png = pictures && at === width ? join(pictures, `reviewer-${where}.png`) : undefined;
          const rendered = renderMarkdown(markdown, at, png);
          expect(rendered.tables.length, where).toBeGreaterThan(2);
          expect(rendered.overflowing, `${where} at ${at} px`).toEqual([]);
          expect(rendered.emptyHeaders, `${where} at ${at} px`).toBe(0);
        }
    }

    // Only the quarantined failing: it passes, says so first, and the JUnit file holds no failure.
    const excused = await annotate(pullRequestTests(false), pullRequest, HEAD);
    const passed = [...world.github.checkRuns.values()].findLast((r) => r.head_sha === HEAD)!;
    expect(excused.conclusion).toBe('success');
    expect(passed.output.title).toBe(
      'All 2 failures are quarantined (excused), 1 fixed: 2 of 106 tests failed, 1 flaky',
    );
    expect(excused.outputs).toMatchObject({ 'new-failures': '0', quarantined: '2' });
    expect(excused.files.junit).not.toMatch(/<failure|<error/);
    expect(gitLabReads(excused.files.junit).totalStatus).toBe('success');
    expect(dornyReads(excused.files.junit).conclusion).toBe('success');
  }, 400_000);
});
