// Planning the legs of 10,000 tests: the plan of timed tests (legs: auto over up to 256 legs) in this
// process, and `cloudtest shard` from the build under test as a process of its own, reading the same
// durations from a history file as `cloudtest report --history` writes it, its wall time and peak
// memory beside `node -e 0`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { writeDigest } from '../src/report/history/digest/fitting.ts';
import { digestOf } from '../src/report/history/digest/model.ts';
import { advanceWindow, testTimeOf } from '../src/report/history/window.ts';
import { CompactTests } from '../src/report/value/compact.ts';
import { type PlanRequest, planShards } from '../src/shard/plan.ts';
import { type BenchContext, MB, median, peakRssProbe, runCommand, seededRandom } from './support.ts';
import { both, formatMs, type Row, row, under } from './table.ts';

const BENCHMARK = 'Shard plan';
const TESTS = 10_000;
const MAX_MS = 1_000;
const MAX_BYTES = 150 * MB;

/** Test names as a Playwright suite lists them: a spec file and a title. */
const testNames = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `tests/area-${String(i % 97).padStart(2, '0')}/flow-${i}.spec.ts › checks step ${i % 13} of flow ${i}`,
  );

/**
 * Durations as a browser suite's: most tests a few seconds, some up to a minute, a few up to five,
 * drawn from a seeded stream so every run plans the same suite (some 220 legs of 10 minutes); one test
 * in 20 has none (new).
 */
function durations(names: readonly string[]): Map<string, number> {
  const random = seededRandom(51);
  const seconds = new Map<string, number>();
  for (const name of names) {
    const draw = random();
    const spread = random();
    if (draw < 0.05) continue;
    seconds.set(name, draw < 0.85 ? 2 + spread * 8 : draw < 0.98 ? 10 + spread * 50 : 60 + spread * 240);
  }
  return seconds;
}

/**
 * The history file a branch's `cloudtest report --history` would have written after a run of the timed
 * tests (one browser, all passed): the report's digest, with the tests' durations by name.
 */
function historyOf(seconds: ReadonlyMap<string, number>): string {
  const keys = new CompactTests();
  for (const [name, duration] of seconds)
    keys.push({ name, outcome: 'passed', environment: 'chrome 131', platform: 'WIN11', duration });
  const counts = { total: keys.length, passed: keys.length, failed: 0, unknown: 0, flaky: 0 };
  const digest = digestOf({
    counts,
    keys,
    failed: [],
    passedNamed: true,
    timing: { runningMs: 600_000 },
    run: { runId: '12345678901', attempt: 1 },
    versions: { environments: ['chrome 131'], platforms: ['WIN11'] },
  });
  // A run of the branch: its window names the commit the durations were measured on.
  const run = { sha: 'a'.repeat(40), counts, testTimeMs: testTimeOf(digest), runningMs: 600_000 };
  const window = advanceWindow(undefined, { run, keys: digest.keys, passedKeysKnown: true });
  return writeDigest({ ...digest, window }).text;
}

export async function benchShard(ctx: BenchContext): Promise<Row[]> {
  const rounds = ctx.quick ? 2 : 5;
  const names = testNames(TESTS);
  const seconds = durations(names);
  const request: PlanRequest = {
    tests: names,
    durations: { seconds, from: 'a generated suite' },
    legs: 'auto',
    targetMinutes: 10,
    maxLegs: 256,
    sessionsPerLeg: 1,
    capacity: { kind: 'none' },
  };
  const planned: number[] = [];
  let legs = 0;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    legs = planShards(request).legs.length;
    planned.push(performance.now() - started);
  }
  const file = join(ctx.tmp, 'shard-tests.txt');
  writeFileSync(file, `${names.join('\n')}\n`);
  const history = join(ctx.tmp, 'shard-history');
  writeFileSync(history, historyOf(seconds));
  let untimed = '';
  const command = join(ctx.distDir, 'cloudtest.js');
  const walls: number[] = [];
  const peaks: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < rounds; round++) {
    ctx.log(`shard: round ${round + 1} of ${rounds}`);
    const nodePeak = peakRssProbe(ctx.tmp, 'shard-node');
    const node = await runCommand(process.execPath, ['-e', '0'], ctx.probe, {
      ...process.env,
      ...nodePeak.env,
    });
    if (node.code !== 0) throw new Error(`node -e 0 failed: ${node.stderr}`);
    bare.push(nodePeak.read());
    const peak = peakRssProbe(ctx.tmp, 'shard');
    const args = [
      command,
      'shard',
      '--tests',
      file,
      '--history',
      history,
      '--capacity',
      'none',
      '--max-legs',
      '256',
    ];
    const exited = await runCommand(process.execPath, args, ctx.probe, { ...process.env, ...peak.env });
    if (exited.code !== 0) throw new Error(`cloudtest shard failed: ${exited.stderr}`);
    // The figure counts only if the durations were read: the plan says how many tests had none.
    untimed = /^[\d,]+ tests; (.*?) had no history/m.exec(exited.stderr)?.[1] ?? '';
    if (!untimed) throw new Error(`cloudtest shard read no durations from its history: ${exited.stderr}`);
    walls.push(exited.wallMs);
    peaks.push(peak.read());
  }
  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  const planMs = median(planned);
  const wallMs = median(walls);
  const peak = Math.max(...peaks);
  return [
    row({
      benchmark: BENCHMARK,
      figure: `plan ${TESTS.toLocaleString('en')} timed tests, legs auto (target 10 min, up to 256 legs): ${legs} legs (median of ${rounds})`,
      measured: formatMs(planMs),
      reference: '',
      verdict: under(planMs, MAX_MS, formatMs),
      remark: '5 % of the tests without history; in the benchmark process',
    }),
    row({
      benchmark: BENCHMARK,
      figure: `cloudtest shard --tests FILE of ${TESTS.toLocaleString('en')} tests --history FILE --capacity none: wall time (median of ${rounds}) and peak RSS (max of ${rounds})`,
      measured: `${formatMs(wallMs)}, ${mb(peak)}`,
      reference: `node -e 0: ${mb(Math.max(...bare))}`,
      ratio: peak / Math.max(...bare),
      verdict: both(under(wallMs, MAX_MS, formatMs), under(peak, MAX_BYTES, mb)),
      remark: `the history a report of the timed tests wrote (${untimed} without history); the whole process, from creation to exit, printing the plan`,
    }),
  ];
}
