// Cold start: every dist/ entry from its process being created to the fake service receiving its first
// request, against `node -e 0` from creation to exit, taking turns round after round; medians.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { STATE as RUN_STATE } from '../src/actions/run-codeless-tests/names.ts';
import { FakeGitHub } from '../test/fake-github/server.ts';
import { FakeService } from '../test/fake-service/server.ts';
import { createJob, runAction, type StepResult } from '../test/support/runner.ts';
import { type BenchContext, median, runCommand, serviceEnv, writeAppFile } from './support.ts';
import { formatMs, type Row, row, under } from './table.ts';

const BENCHMARK = 'Cold start';
const MAX_ABOVE_BARE_MS = 150;

/** Runs one entry's step; the key names the entry. */
type Runner = (key: string, step: () => Promise<StepResult>) => Promise<void>;
/** One or more entries run in turn, with `extraEnv` added to their environment. */
type Scenario = (run: Runner, extraEnv: Record<string, string>) => Promise<void>;

const TRACE_PRELOAD = pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), 'trace-loads.mjs')).href;

export async function benchColdStart(ctx: BenchContext): Promise<Row[]> {
  const rounds = ctx.quick ? 2 : 10;
  const service = new FakeService();
  const github = new FakeGitHub();
  await service.start();
  await github.start();
  try {
    const scenarios = await setUp(ctx, service, github);
    const times = new Map<string, number[]>();
    const bare: number[] = [];
    for (let round = 0; round < rounds; round++) {
      ctx.log(`cold start: round ${round + 1} of ${rounds}`);
      const exited = await runCommand(process.execPath, ['-e', '0'], ctx.probe);
      if (exited.code !== 0) throw new Error(`node -e 0 failed: ${exited.stderr}`);
      bare.push(exited.wallMs);
      for (const scenario of scenarios) {
        await scenario(async (key, step) => {
          const ms = await timeToFirstRequest(ctx, service, key, step);
          times.set(key, [...(times.get(key) ?? []), ms]);
        }, {});
      }
    }
    const loads = await traceLoads(ctx, scenarios);
    const bareMs = median(bare);
    return [...times].map(([key, values]) => {
      const ms = median(values);
      const above = ms - bareMs;
      return row({
        benchmark: BENCHMARK,
        figure: `${key}: process start → first service request (median of ${rounds})`,
        measured: `${formatMs(ms)} (${above >= 0 ? '+' : ''}${formatMs(above)})`,
        reference: `node -e 0: ${formatMs(bareMs)}`,
        ratio: ms / bareMs,
        verdict: under(above, MAX_ABOVE_BARE_MS, formatMs, ' above bare node'),
        whyMissed: loads.get(key),
      });
    });
  } finally {
    await service.stop();
    await github.stop();
  }
}

/**
 * An untimed pass with a preload that records the files each entry loads before its first service
 * request: what its cold start is spent on. Entry key → "loads 4.2 MB of the bundle ...".
 */
async function traceLoads(ctx: BenchContext, scenarios: Scenario[]): Promise<Map<string, string>> {
  const dir = join(ctx.tmp, 'load-traces');
  mkdirSync(dir);
  const extraEnv = { NODE_OPTIONS: `--import=${TRACE_PRELOAD}`, BENCH_TRACE_DIR: dir };
  for (const scenario of scenarios) await scenario(async (_key, step) => void (await step()), extraEnv);
  interface Trace {
    key: string;
    /** Bundle files loaded, relative to the build folder, with their sizes. */
    files: Map<string, number>;
    total: number;
  }
  const traces: Trace[] = readdirSync(dir).map((name) => {
    const trace = JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
      entry: string;
      loaded: Array<{ file: string; bytes: number }>;
    };
    const files = new Map(
      trace.loaded
        .map((l) => [relative(ctx.distDir, l.file), l.bytes] as const)
        .filter(([file]) => !file.startsWith('..')),
    );
    const total = [...files.values()].reduce((sum, bytes) => sum + bytes, 0);
    return { key: relative(ctx.distDir, trace.entry).replace(/\.js$/, ''), files, total };
  });
  const lightest = traces.reduce((a, b) => (b.total < a.total ? b : a));
  /** The largest files first, at most `limit`. */
  const listed = (files: Array<[string, number]>, limit = files.length) =>
    [...files]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([file, bytes]) => `${file} ${megabytes(bytes)}`)
      .join(', ');
  return new Map(
    traces.map((t) => {
      // Files under a kilobyte (the entry files themselves) explain nothing.
      const extra = [...t.files].filter(([file, bytes]) => !lightest.files.has(file) && bytes >= 1000);
      const extraBytes = extra.reduce((sum, [, bytes]) => sum + bytes, 0);
      const compared = extra.length
        ? `; ${megabytes(extraBytes)} more than ${lightest.key} loads: ${listed(extra)}`
        : '';
      return [
        t.key,
        `before its first request it loads ${megabytes(t.total)} of the bundle (largest: ${listed([...t.files], 3)}), which Node parses and runs first${compared}`,
      ];
    }),
  );
}

const megabytes = (bytes: number) =>
  bytes >= 100_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.round(bytes / 1000)} kB`;

async function timeToFirstRequest(
  ctx: BenchContext,
  service: FakeService,
  key: string,
  step: () => Promise<StepResult>,
): Promise<number> {
  const before = ctx.probe.processes.length;
  const result = await step();
  if (result.conclusion !== 'success')
    throw new Error(`${key} failed: ${result.errors.join('; ') || result.stderr.slice(-2000)}`);
  const started = ctx.probe.processes[before];
  if (!started || ctx.probe.processes.length !== before + 1)
    throw new Error(`${key}: expected the step to start one process`);
  const first = ctx.probe.requestsTo(service.url, started.start)[0];
  if (!first) throw new Error(`${key} made no request to the service`);
  return first.start - started.start;
}

/** The inputs, state and service data each entry needs to go straight to the service and succeed. */
async function setUp(ctx: BenchContext, service: FakeService, github: FakeGitHub): Promise<Scenario[]> {
  const user = service.accounts.user;
  const env = serviceEnv(service);
  const app = join(ctx.tmp, 'cold-start.apk');
  await writeAppFile(app, 4096);
  const labTest = service.lab.addTest(user.id);
  const suite = service.labsuites.addSuite(user.id, { testIds: [labTest.id] });
  service.tests.seedBuild(user, 'cold-start', 10);
  // Jobs end at their first poll, and tunnels are READY at once: every step ends quickly.
  service.jobs.nextPlan = [{ status: 'FINISHED', success: true }];
  service.tunnels.settings.transitionMs = 0;
  const withGitHub = (extraEnv: Record<string, string>) => ({
    githubApiUrl: github.url,
    env: { ...env, ...extraEnv },
  });

  return [
    (run, extraEnv) =>
      run('upload-app/main', () =>
        runAction({ action: ctx.action('upload-app'), inputs: { file: app }, env: { ...env, ...extraEnv } }),
      ),
    (run, extraEnv) =>
      run('annotate-build/main', () =>
        runAction({
          action: ctx.action('annotate-build'),
          inputs: { build: 'cold-start', 'wait-seconds': 0 },
          ...withGitHub(extraEnv),
        }),
      ),
    (run, extraEnv) =>
      run('trigger-lab-suite/main', () =>
        runAction({
          action: ctx.action('trigger-lab-suite'),
          inputs: { 'suite-id': suite.id },
          env: { ...env, ...extraEnv },
        }),
      ),
    (run, extraEnv) => {
      const job = service.jobs.create(user.id, [labTest.id]);
      return run('wait-for-job/main', () =>
        runAction({
          action: ctx.action('wait-for-job'),
          inputs: { 'job-id': job.id },
          ...withGitHub(extraEnv),
        }),
      );
    },
    (run, extraEnv) =>
      run('run-codeless-tests/main', () =>
        runAction({ action: ctx.action('.'), inputs: { 'suite-id': suite.id }, ...withGitHub(extraEnv) }),
      ),
    (run, extraEnv) => {
      // The state main leaves when the workflow was cancelled while the job ran: post stops its runs.
      const job = service.jobs.create(user.id, [labTest.id], []);
      service.jobs.advance(job.id, 'RUNNING');
      return run('run-codeless-tests/post', () =>
        runAction({
          action: ctx.action('.'),
          stage: 'post',
          env: { ...env, ...extraEnv },
          state: {
            [RUN_STATE.target]: JSON.stringify({ kind: 'suite', id: suite.id }),
            [RUN_STATE.jobId]: String(job.id),
            [RUN_STATE.stopOnCancel]: 'true',
          },
        }),
      );
    },
    async (run, extraEnv) => {
      // Main, then post in the same job with the state main saved, as the runner runs them.
      using job = createJob({ env: { ...env, ...extraEnv } });
      await run('start-tunnel/main', () => job.step({ action: ctx.action('start-tunnel') }));
      await run('start-tunnel/post', async () => {
        const [post] = await job.finish();
        if (!post) throw new Error('start-tunnel has no post step');
        return post;
      });
    },
  ];
}
