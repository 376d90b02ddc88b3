// The marks reports carry (src/report/world/leg-mark.ts) and the legs a job after a matrix finds by
// them (src/report/history/legs.ts).
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';

import { getOctokit } from '@actions/github';
import { describe, expect, it } from 'vitest';

import { byNameOf } from '../../src/report/history/digest/by-name.ts';
import { digestOf } from '../../src/report/history/digest/model.ts';
import { readLegs } from '../../src/report/history/legs.ts';
import { type LegRow, predictionMarkdown } from '../../src/report/outputs/combined.ts';
import { CompactTests } from '../../src/report/value/compact.ts';
import { type LegMark, readLegMark, writeLegMark } from '../../src/report/world/leg-mark.ts';
import { type FakeIdentity, WORKFLOW_TOKEN } from '../fake-github/server.ts';
import { useFakeGitHub } from '../support/service.ts';

const github = useFakeGitHub();
const SHA = 'ab'.repeat(20);

const mark = (over: Partial<LegMark> = {}): LegMark => ({
  runId: '42',
  attempt: 1,
  job: 'tests',
  place: { index: 0, total: 3 },
  flaky: [],
  unknown: [],
  ...over,
});

describe('the mark', () => {
  it('reads back what was written, within its room, the last names left out first', () => {
    const named = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        name: `test ${i} ${randomBytes(20).toString('hex')}`,
        environment: 'chrome',
      }));
    const full = mark({ flaky: named(3), unknown: named(2), combined: true, values: ['Pixel 8', '14'] });
    expect(readLegMark(writeLegMark(full, 10_000))).toEqual(full);
    const text = writeLegMark(mark({ flaky: named(200), unknown: named(200) }), 1000);
    expect(text.length).toBeLessThanOrEqual(1000);
    const read = readLegMark(`digest first\n${text}`)!;
    expect(read.runId).toBe('42');
    expect(read.flaky.length).toBeGreaterThan(0);
    expect(read.flaky.length).toBeLessThan(200);
    expect(read.unknown).toEqual([]);
  });

  it("carries a shard leg's prediction and longest tests, those first within its room", () => {
    const longest = [
      { name: 'checkout.spec.ts', seconds: 312.44 },
      { name: 'search.spec.ts', seconds: 80 },
    ];
    const shard = mark({ predictedSeconds: 412.5, longest, flaky: [{ name: 'cart.spec.ts' }] });
    expect(readLegMark(writeLegMark(shard, 2000))).toEqual({
      ...shard,
      longest: [{ name: 'checkout.spec.ts', seconds: 312.4 }, longest[1]],
    });
    const named = Array.from({ length: 200 }, (_, i) => ({
      name: `t ${i} ${randomBytes(20).toString('hex')}`,
    }));
    const full = readLegMark(writeLegMark({ ...shard, flaky: named }, 1000))!;
    expect(full.longest).toHaveLength(2);
    expect(full.predictedSeconds).toBe(412.5);
    expect(full.flaky.length).toBeLessThan(200);
  });

  it('is no mark when it is not one: nothing, garbage, a forged shape or a bomb', () => {
    const wrapped = (json: unknown) =>
      `<!-- cloudtest-leg v1 ${gzipSync(JSON.stringify(json)).toString('base64')} -->`;
    expect(readLegMark(undefined)).toBeUndefined();
    expect(readLegMark('<!-- cloudtest-leg v1 AAAA -->')).toBeUndefined();
    expect(readLegMark(wrapped({ r: 'not a run', a: 1, f: [], u: [] }))).toBeUndefined();
    expect(readLegMark(wrapped({ r: '1', a: 1, f: [], u: [], pad: 'x'.repeat(600_000) }))).toBeUndefined();
  });
});

const OTHER_APP: FakeIdentity = { kind: 'app', id: 99, slug: 'lookalike' };

/** A check run on the commit, as a token writes it, its text the mark (and a digest, when reported). */
async function checkRun(
  name: string,
  text: string | undefined,
  options: { status?: 'in_progress'; token?: string } = {},
) {
  const octokit = getOctokit(options.token ?? 'ghs_legs', { baseUrl: github.url });
  const { data } = await octokit.rest.checks.create({
    owner: 'o',
    repo: 'r',
    name,
    head_sha: SHA,
    ...(options.status
      ? { status: options.status }
      : { status: 'completed', conclusion: 'failure', completed_at: new Date().toISOString() }),
    output: { title: `${name} title`, summary: 's', ...(text ? { text } : {}) },
  });
  return data;
}

describe('the legs of a workflow run', () => {
  it('are our app’s marked check runs of this run; the places none covers are missing', async () => {
    github.tokens.set('ghs_other', OTHER_APP);
    const text = (m: LegMark) => writeLegMark(m, 2000);
    await checkRun('leg 0', text(mark({ attempt: 2 })));
    await checkRun('leg 1 in progress', text(mark({ attempt: 2, place: { index: 1, total: 3 } })), {
      status: 'in_progress',
    });
    await checkRun('another run', text(mark({ runId: '41', place: { index: 2, total: 3 } })));
    await checkRun('another app', text(mark({ place: { index: 2, total: 3 } })), { token: 'ghs_other' });
    await checkRun('combined', text(mark({ combined: true, place: { index: 2, total: 3 } })));
    await checkRun('a later attempt', text(mark({ attempt: 3, place: { index: 2, total: 3 } })));
    await checkRun('no place', text(mark({ job: 'lint', place: undefined })));
    const legs = await readLegs({
      github: getOctokit('ghs_legs', { baseUrl: github.url }),
      repository: { owner: 'o', repo: 'r' },
      headSha: SHA,
      runId: '42',
      attempt: 2,
      app: { id: WORKFLOW_TOKEN.kind === 'app' ? WORKFLOW_TOKEN.id : 0, slug: 'github-actions' },
      signal: () => AbortSignal.timeout(5000),
    });
    // leg 0 failed before its report (a check run without a digest): it did not report.
    expect(legs.reported).toEqual([]);
    // In matrix order: by job (lint, tests), then by place.
    expect(legs.unreported.map((u) => [u.leg.name, u.why])).toEqual([
      ['no place', 'its step did not report its tests (failure: no place title)'],
      ['leg 0', 'its step did not report its tests (failure: leg 0 title)'],
      ['leg 1 in progress', expect.stringMatching(/^its check run is still in progress/)],
    ]);
    expect(legs.missing).toEqual([{ job: 'tests', index: 2, total: 3 }]);
    expect(legs.unplaced).toEqual(['lint']);
    expect(legs.reads).toBe(1);
  });
});

describe('a sharded run, predicted against measured', () => {
  /** A reported leg: its plan's prediction and longest tests in its mark, what it took in its digest. */
  const row = (
    leg: number,
    predicted: number | undefined,
    tookSeconds: number,
    longest: { name: string; seconds: number }[] = [],
  ): LegRow => {
    const digest = digestOf({
      counts: { total: 1, passed: 1, failed: 0, unknown: 0, flaky: 0 },
      keys: new CompactTests(),
      failed: [],
      passedNamed: true,
      timing: { runningMs: tookSeconds * 1000 },
    });
    return {
      leg: {
        name: `Cloud tests (e2e, leg: ${leg})`,
        id: leg,
        url: `https://github.example.test/runs/${leg}`,
        mark: mark({ predictedSeconds: predicted, ...(longest.length ? { longest } : {}) }),
        status: 'completed',
        digest,
      },
    };
  };
  /** What the legs' base reports say the tests took. */
  const history = (() => {
    const keys = new CompactTests();
    for (const [name, duration] of [
      ['checkout.spec.ts', 60],
      ['search.spec.ts', 200],
    ] as const)
      keys.push({ name, outcome: 'passed', duration });
    return byNameOf(keys);
  })();

  it('shows the slowest leg predicted and measured, each against the mean', () => {
    const rows = [
      row(1, 460, 485),
      row(2, 450, 440),
      row(3, 440, 430),
      row(4, 438, 450),
      row(5, 445, 446),
      row(6, 449, 449),
    ];
    expect(predictionMarkdown(rows, history)).toBe(
      '6 legs · predicted 7 min 40 s (1.03× the mean) · measured 8 min 5 s (1.08×)',
    );
  });

  it('names the tests that ran long when the slowest leg took over 1.2× its prediction', () => {
    const longest = [
      { name: 'checkout.spec.ts', seconds: 300 },
      { name: 'search.spec.ts', seconds: 210 },
      { name: 'new.spec.ts', seconds: 30 },
    ];
    const rows = [row(1, 400, 700, longest), row(2, 400, 410)];
    expect(predictionMarkdown(rows, history).split('\n\n')).toEqual([
      '2 legs · predicted 6 min 40 s (1.00× the mean) · measured 11 min 40 s (1.26×)',
      '[Cloud tests \\(e2e, leg: 1\\)](<https://github.example.test/runs/1>) took 11 min 40 s, 1.75× its prediction (6 min 40 s); tests that ran long: checkout.spec.ts 5 min (1 min before).',
    ]);
    // Without the base reports' durations: its longest tests.
    expect(predictionMarkdown(rows).split('\n\n')[1]).toMatch(
      /; its longest tests: checkout\.spec\.ts 5 min \(no history\), search\.spec\.ts 3 min 30 s \(no history\), new\.spec\.ts 30 s \(no history\)\.$/,
    );
  });

  it('says nothing of a run no plan predicted', () => {
    expect(predictionMarkdown([row(1, undefined, 300), row(2, undefined, 200)])).toBe('');
  });
});
