// Annotate a large build: annotate-build's dist/ entry reports a build of 10,000 tests (20 pages of
// 500, 30 % failed) with 25 ms added to every service request, to a fake GitHub. The reference reads
// the same pages one after another with the API client in this process. Requests to both servers
// and the annotations that reached the check run are counted. Then its memory: builds of 10,000 and
// 100,000 tests (9 % failed) reported with wait-seconds 0 and both report files written, the peak
// RSS of the step's process beside that of a bare Node process.
import { RESULT_LAG_MS } from '../src/report/builds/wait.ts';
import { HEAVY_TEST_FIELDS } from '../src/report/value/test-record.ts';
import { GITHUB_WRITE_PAUSE_MS, MAX_CHECK_RUN_ANNOTATIONS } from '../src/report/world/limits.ts';
import { FakeGitHub, GITHUB_LIMITS } from '../test/fake-github/server.ts';
import type { TestSeed } from '../test/fake-service/routes/tests.ts';
import { FakeService } from '../test/fake-service/server.ts';
import { runAction } from '../test/support/runner.ts';
import { type BenchContext, MB, median, peakRssProbe, runCommand, serviceEnv } from './support.ts';
import { atMost, formatMs, type Row, row, under, type Verdict } from './table.ts';

const BENCHMARK = 'Annotate a large build (annotate-build)';
const PAGE_SIZE = 500;
const FAILED_SHARE = 0.3;
const LATENCY_MS = 25;
const MAX_WALL_MS = 2_000;
/** Builds whose memory is measured: a large one, and one ten times larger. */
const MEMORY_SIZES = { small: 10_000, large: 100_000 };
const QUICK_MEMORY_SIZES = { small: 1_000, large: 10_000 };
/** Failed share of those builds, as in the builds the memory was first measured on. */
const MEMORY_FAILED_PER_100 = 9;
const MAX_PEAK_BYTES = 150 * MB;
const MAX_PEAK_GROWTH_BYTES = 30 * MB;
/** Reading and reporting the larger build, GitHub's pauses aside. */
const MAX_LARGE_WALL_MS = 5_000;

interface Annotated {
  wallMs: number;
  /** Process start to the first service request. */
  startMs: number;
  /** First service request in to last answer out. */
  readMs: number;
  /** First GitHub request in to last answer out. */
  githubMs: number;
  serviceRequests: number;
  githubRequests: number;
  annotations: number;
  largestBatch: number;
}

export async function benchAnnotate(ctx: BenchContext): Promise<Row[]> {
  const pages = ctx.quick ? 2 : 20;
  const rounds = ctx.quick ? 1 : 3;
  const total = pages * PAGE_SIZE;
  const service = new FakeService();
  const github = new FakeGitHub();
  await service.start();
  await github.start();
  try {
    const build = 'nightly-large';
    // Failures spread over every page, as they come in a real build.
    const seeds: TestSeed[] = Array.from({ length: total }, (_, i) =>
      i % 10 < FAILED_SHARE * 10
        ? { name: `checkout ${i}`, success: false, status_message: `Element #buy-${i} not found` }
        : { name: `checkout ${i}`, success: true },
    );
    service.tests.seedBuild(service.accounts.user, build, seeds);
    const failed = seeds.filter((s) => s.success === false).length;
    // Every path of the service, whatever its depth.
    for (const pattern of ['/*', '/*/*', '/*/*/*', '/*/*/*/*', '/*/*/*/*/*'])
      service.faults.always(undefined, pattern, { kind: 'delay', ms: LATENCY_MS });

    const reads: number[] = [];
    const byDefault: Annotated[] = [];
    const oneRead: Annotated[] = [];
    for (let round = 0; round < rounds; round++) {
      ctx.log(`annotate: round ${round + 1} of ${rounds}`);
      reads.push(await readPagesInTurn(ctx, service, build, total));
      byDefault.push(await annotate(ctx, service, github, build, total, {}));
      oneRead.push(await annotate(ctx, service, github, build, total, { 'wait-seconds': 0 }));
    }
    const memory = await measureMemory(ctx, service, github, rounds);
    return [...rows({ pages, total, failed, rounds }, median(reads), byDefault, oneRead), ...memory];
  } finally {
    await service.stop();
    await github.stop();
  }
}

/**
 * The reference: every page, one request after the other, by a plain Node process (fetch and
 * JSON.parse, no validation), timed on the server from its first request in to its last answer out.
 * A process of its own, so it does not share an event loop with the fake service.
 */
async function readPagesInTurn(
  ctx: BenchContext,
  service: FakeService,
  build: string,
  total: number,
): Promise<number> {
  const { key, secret } = service.settingsFor('user');
  const base = `${service.url}/v1/builds/${encodeURIComponent(build)}?count=${PAGE_SIZE}&skip_fields=${HEAVY_TEST_FIELDS.join(',')}`;
  const script = `
    const headers = { authorization: 'Basic ' + Buffer.from(${JSON.stringify(`${key}:${secret}`)}).toString('base64') };
    let read = 0;
    for (let offset = 0; offset < ${total}; offset += ${PAGE_SIZE}) {
      const res = await fetch(${JSON.stringify(base)} + '&offset=' + offset, { headers });
      if (!res.ok) throw new Error('HTTP ' + res.status);
      read += (await res.json()).data.length;
    }
    if (read !== ${total}) throw new Error('read ' + read + ' tests');`;
  const since = performance.now();
  const exited = await runCommand(process.execPath, ['--input-type=module', '-e', script], ctx.probe);
  if (exited.code !== 0) throw new Error(`the reference read failed: ${exited.stderr}`);
  const requests = ctx.probe.requestsTo(service.url, since);
  const last = requests.at(-1);
  if (requests.length !== total / PAGE_SIZE || last?.end === undefined)
    throw new Error(`the reference made ${requests.length} requests`);
  return last.end - requests[0]!.start;
}

async function annotate(
  ctx: BenchContext,
  service: FakeService,
  github: FakeGitHub,
  build: string,
  total: number,
  inputs: Record<string, string | number>,
  env: Record<string, string> = {},
): Promise<Annotated> {
  service.requests.length = 0;
  github.requests.length = 0;
  github.checkRuns.clear();
  const since = performance.now();
  const result = await runAction({
    action: ctx.action('annotate-build'),
    inputs: { build, ...inputs },
    env: { ...serviceEnv(service), ...env },
    githubApiUrl: github.url,
    timeoutMs: 300_000,
  });
  const timing = ctx.probe.lastProcess();
  if (result.outputs.total !== String(total))
    throw new Error(
      `annotate-build reported ${result.outputs.total} tests, not ${total}: ${result.errors.join('; ') || result.stderr.slice(-2000)}`,
    );
  const check = github.only();
  const span = (url: string) => {
    const requests = ctx.probe.requestsTo(url, since);
    const first = requests[0];
    const last = requests.at(-1);
    if (!first || last?.end === undefined)
      throw new Error(`annotate-build made no answered request to ${url}`);
    return { start: first.start, ms: last.end - first.start };
  };
  const reading = span(service.url);
  return {
    wallMs: timing.exit - timing.start,
    startMs: reading.start - timing.start,
    readMs: reading.ms,
    githubMs: span(github.url).ms,
    serviceRequests: service.requests.length,
    githubRequests: github.requests.length,
    annotations: check.annotations.length,
    largestBatch: Math.max(0, ...check.batches),
  };
}

function rows(
  shape: { pages: number; total: number; failed: number; rounds: number },
  readMs: number,
  byDefault: Annotated[],
  oneRead: Annotated[],
): Row[] {
  const reference = `${shape.pages} pages one after another: ${formatMs(readMs)}`;
  const of = `median of ${shape.rounds}`;
  const build = `${shape.total.toLocaleString('en')} tests, ${shape.pages} pages, ${LATENCY_MS} ms per request`;
  const wall = (runs: Annotated[]) => median(runs.map((r) => r.wallMs));
  const phases = (runs: Annotated[]) => {
    const of = (pick: (r: Annotated) => number) => formatMs(median(runs.map(pick)));
    return `start to first request ${of((r) => r.startMs)}, reading the build ${of((r) => r.readMs)}, GitHub ${of((r) => r.githubMs)} (medians)`;
  };
  const defaultMs = wall(byDefault);
  const oneReadMs = wall(oneRead);
  const last = oneRead.at(-1)!;
  const lastDefault = byDefault.at(-1)!;
  // A check run carries at most MAX_CHECK_RUN_ANNOTATIONS, its requests a pause apart (GitHub's limits).
  const annotated = Math.min(shape.failed, MAX_CHECK_RUN_ANNOTATIONS);
  const batches = Math.ceil(annotated / GITHUB_LIMITS.annotationsPerRequest);
  const pacingMs = (batches - 1) * GITHUB_WRITE_PAUSE_MS;
  const allSent: Verdict = {
    target: `the first ${annotated.toLocaleString('en')} of ${shape.failed.toLocaleString('en')} sent (the cap), ≤ ${GITHUB_LIMITS.annotationsPerRequest} per request`,
    met: last.annotations === annotated && last.largestBatch <= GITHUB_LIMITS.annotationsPerRequest,
    by: `${last.annotations} of ${annotated} sent, up to ${last.largestBatch} per request`,
  };
  const wallLimit = MAX_WALL_MS + pacingMs;
  const paced = ` (${formatMs(MAX_WALL_MS)}, plus the ${formatMs(pacingMs)} of pauses GitHub asks for between its ${batches} writes)`;
  return [
    row({
      benchmark: BENCHMARK,
      figure: `wall time, default inputs (wait-seconds 30), ${build} (${of})`,
      measured: formatMs(defaultMs),
      reference,
      ratio: defaultMs / readMs,
      verdict: under(defaultMs, wallLimit, formatMs, paced),
      whyMissed: `with wait-seconds > 0, a build whose newest test ended less than ${RESULT_LAG_MS / 1000} s ago is confirmed after that window (one page of one test), to be sure no results are still arriving; a round that reads the build right after seeding it pays that wait`,
      remark: phases(byDefault),
    }),
    row({
      benchmark: BENCHMARK,
      figure: `wall time, wait-seconds 0 (one read), ${build} (${of})`,
      measured: formatMs(oneReadMs),
      reference,
      ratio: oneReadMs / readMs,
      verdict: under(oneReadMs, wallLimit, formatMs, paced),
      remark: phases(oneRead),
    }),
    row({
      benchmark: BENCHMARK,
      figure: 'requests to the service (one read; default inputs)',
      measured: `${last.serviceRequests}; ${lastDefault.serviceRequests}`,
      reference: `${shape.pages} pages`,
      ratio: last.serviceRequests / shape.pages,
      remark: `With default inputs a build that ended within the last ${RESULT_LAG_MS / 1000} s gets one more request (a page of one test) to confirm the count.`,
    }),
    row({
      benchmark: BENCHMARK,
      figure: `requests to GitHub; annotations on the check run (${shape.failed.toLocaleString('en')} failed tests)`,
      measured: `${last.githubRequests} requests; ${last.annotations.toLocaleString('en')} annotations, up to ${last.largestBatch} per request`,
      reference: `${batches} requests of ${GITHUB_LIMITS.annotationsPerRequest} annotations at least`,
      ratio: last.githubRequests / batches,
      verdict: allSent,
    }),
  ];
}

interface MemoryRun extends Annotated {
  peakBytes: number;
}

/**
 * Peak RSS of annotate-build reporting a build of each size (wait-seconds 0, both report files
 * written where they go by default), the largest of `rounds`, beside `node -e 0` under the same
 * preload. The builds are seeded into the same service, so each read lists its own build only.
 */
async function measureMemory(
  ctx: BenchContext,
  service: FakeService,
  github: FakeGitHub,
  rounds: number,
): Promise<Row[]> {
  const sizes = ctx.quick ? QUICK_MEMORY_SIZES : MEMORY_SIZES;
  const failedOf = (total: number) => Math.floor(total / 100) * MEMORY_FAILED_PER_100;
  for (const total of [sizes.small, sizes.large]) {
    const seeds: TestSeed[] = Array.from({ length: total }, (_, i) =>
      i % 100 < MEMORY_FAILED_PER_100
        ? { name: `checkout ${i}`, success: false, status_message: `Element #buy-${i} not found` }
        : { name: `checkout ${i}`, success: true },
    );
    service.tests.seedBuild(service.accounts.user, `memory-${total}`, seeds);
  }
  const small: MemoryRun[] = [];
  const large: MemoryRun[] = [];
  const bare: number[] = [];
  for (let round = 0; round < rounds; round++) {
    ctx.log(`annotate: memory, round ${round + 1} of ${rounds}`);
    bare.push(await bareNodePeak(ctx));
    small.push(await annotateMeasured(ctx, service, github, sizes.small));
    large.push(await annotateMeasured(ctx, service, github, sizes.large));
  }
  return memoryRows({ ...sizes, rounds, failed: failedOf(sizes.large) }, Math.max(...bare), small, large);
}

async function annotateMeasured(
  ctx: BenchContext,
  service: FakeService,
  github: FakeGitHub,
  total: number,
): Promise<MemoryRun> {
  const peak = peakRssProbe(ctx.tmp, `annotate-${total}`);
  const run = await annotate(ctx, service, github, `memory-${total}`, total, { 'wait-seconds': 0 }, peak.env);
  return { ...run, peakBytes: peak.read() };
}

async function bareNodePeak(ctx: BenchContext): Promise<number> {
  const peak = peakRssProbe(ctx.tmp, 'node');
  const exited = await runCommand(process.execPath, ['-e', '0'], ctx.probe, { ...process.env, ...peak.env });
  if (exited.code !== 0) throw new Error(`node -e 0 failed: ${exited.stderr}`);
  return peak.read();
}

function memoryRows(
  shape: { small: number; large: number; rounds: number; failed: number },
  bare: number,
  small: MemoryRun[],
  large: MemoryRun[],
): Row[] {
  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  const tests = (n: number) => `${n.toLocaleString('en')} tests`;
  const peakOf = (runs: MemoryRun[]) => Math.max(...runs.map((r) => r.peakBytes));
  const smallPeak = peakOf(small);
  const largePeak = peakOf(large);
  const growth = largePeak - smallPeak;
  const of = `max of ${shape.rounds}`;
  const shape9 = `${MEMORY_FAILED_PER_100} % failed, wait-seconds 0, JUnit and CTRF files written`;
  const annotated = Math.min(shape.failed, MAX_CHECK_RUN_ANNOTATIONS);
  const batches = Math.ceil(annotated / GITHUB_LIMITS.annotationsPerRequest);
  const pacingMs = (batches - 1) * GITHUB_WRITE_PAUSE_MS;
  const wall = median(large.map((r) => r.wallMs));
  const readMs = median(large.map((r) => r.readMs));
  // Runs of the same build differ by several MB (docs/performance.md): each round is shown.
  const rounds = (runs: MemoryRun[]) => `per round: ${runs.map((r) => mb(r.peakBytes)).join(', ')}`;
  return [
    row({
      benchmark: BENCHMARK,
      figure: `peak RSS of the step's process, ${tests(shape.small)} (${shape9}; ${of})`,
      measured: mb(smallPeak),
      reference: `node -e 0: ${mb(bare)}`,
      ratio: smallPeak / bare,
      verdict: atMost(smallPeak, MAX_PEAK_BYTES, mb),
      remark: rounds(small),
    }),
    row({
      benchmark: BENCHMARK,
      figure: `peak RSS growth, ${tests(shape.small)} → ${tests(shape.large)} (${of} each)`,
      measured: `${growth >= 0 ? '+' : ''}${mb(growth)} (${mb(largePeak)})`,
      reference: `${tests(shape.small)}: ${mb(smallPeak)}`,
      ratio: largePeak / smallPeak,
      verdict: atMost(growth, MAX_PEAK_GROWTH_BYTES, mb),
      remark: `${tests(shape.large)} ${rounds(large)}`,
    }),
    row({
      benchmark: BENCHMARK,
      figure: `wall time, ${tests(shape.large)}, ${shape.large / PAGE_SIZE} pages, ${LATENCY_MS} ms per request, wait-seconds 0 (median of ${shape.rounds})`,
      measured: formatMs(wall),
      reference: `reading the build: ${formatMs(readMs)}`,
      verdict: under(
        wall,
        MAX_LARGE_WALL_MS + pacingMs,
        formatMs,
        ` (${formatMs(MAX_LARGE_WALL_MS)}, plus the ${formatMs(pacingMs)} of pauses GitHub asks for between its ${batches} writes)`,
      ),
      remark: `reading is timed on the fake service, from the first request in to the last answer out`,
    }),
  ];
}
