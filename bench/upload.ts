// Upload: upload-app's dist/ entry sends a large generated app to the fake service; curl sends the same
// file to the same server in the same run, the two taking turns. Throughput is counted both from
// process start to exit (what the step costs) and on the wire (the request from its head arriving to
// the answer sent), so the action's cold start can be told apart from its streaming. The action's
// peak memory comes from the kernel's high-water mark at exit, for a 100 MB and a 1 GiB file.
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

import { FILE_CHUNK_BYTES } from '../src/api/transport/upload.ts';
import { FakeService } from '../test/fake-service/server.ts';
import { runAction } from '../test/support/runner.ts';
import {
  type BenchContext,
  GiB,
  MB,
  median,
  MiB,
  peakRssProbe,
  runCommand,
  serviceEnv,
  writeAppFile,
} from './support.ts';
import { atLeast, atMost, formatMs, type Row, row } from './table.ts';

const BENCHMARK = 'Upload (upload-app)';
const MIN_CURL_RATIO = 0.9;
const MAX_PEAK_BYTES = 100 * MB;
const MAX_PEAK_GROWTH_BYTES = 10 * MB;
const UPLOAD_TIMEOUT_MS = 15 * 60_000;

interface Upload {
  wallMs: number;
  /** The POST /v1/storage request, from its head arriving to the answer sent. */
  wireMs: number;
  /** CPU time of the uploading process. */
  clientCpuMs: number;
  /** CPU time of this process, where the fake service receives, parses and hashes the upload. */
  serverCpuMs: number;
  /** Peak RSS of the process (the action's only). */
  peakBytes?: number;
}

/** What an upload's memory is made of: Node alone, Node with the bundle loaded, Node streaming a file. */
interface MemoryBaselines {
  bare: number;
  tinyUpload: number;
  plainStream: number;
}

const TINY_FILE_BYTES = 4096;

export async function benchUpload(ctx: BenchContext): Promise<Row[]> {
  const sizes = ctx.quick
    ? { large: 64 * MiB, small: 8 * MiB, rounds: 1 }
    : { large: GiB, small: 100 * MB, rounds: 5 };
  const large = join(ctx.tmp, 'large.apk');
  const small = join(ctx.tmp, 'small.apk');
  const service = new FakeService();
  await service.start();
  try {
    ctx.log(`upload: writing ${label(sizes.large)} and ${label(sizes.small)} app files`);
    await writeAppFile(large, sizes.large);
    await writeAppFile(small, sizes.small);

    const action = (file: string, size: number) => uploadWithAction(ctx, service, file, size);
    const curl = (file: string, size: number) => uploadWithCurl(ctx, service, file, size);
    // Each tool sends each file once first, so neither gets a colder page cache or server.
    await action(small, sizes.small);
    await curl(small, sizes.small);

    const ours: Upload[] = [];
    const theirs: Upload[] = [];
    const smallRuns: Upload[] = [];
    for (let round = 0; round < sizes.rounds; round++) {
      ctx.log(`upload: round ${round + 1} of ${sizes.rounds}`);
      // Alternating who goes first, so a slow patch of the machine does not always hit the same one.
      if (round % 2) theirs.push(await curl(large, sizes.large));
      ours.push(await action(large, sizes.large));
      if (!(round % 2)) theirs.push(await curl(large, sizes.large));
      smallRuns.push(await action(small, sizes.small));
    }
    const tiny = join(ctx.tmp, 'tiny.apk');
    await writeAppFile(tiny, TINY_FILE_BYTES);
    const memory: MemoryBaselines = {
      bare: await nodePeak(ctx, ['-e', '0']),
      tinyUpload: (await action(tiny, TINY_FILE_BYTES)).peakBytes ?? 0,
      plainStream: await nodePeak(ctx, ['-e', plainStreamScript(large)]),
    };
    return rows(sizes, ours, theirs, smallRuns, memory);
  } finally {
    await service.stop();
    rmSync(large, { force: true });
    rmSync(small, { force: true });
  }
}

/** Node reading the file in the action's chunk size and throwing it away: no HTTP, no bundle. */
function plainStreamScript(file: string): string {
  return `require('node:stream').pipeline(require('node:fs').createReadStream(${JSON.stringify(file)}, { highWaterMark: ${FILE_CHUNK_BYTES} }), require('node:fs').createWriteStream('/dev/null'), (e) => { if (e) throw e; });`;
}

function rows(
  sizes: { large: number; small: number; rounds: number },
  ours: Upload[],
  theirs: Upload[],
  smallRuns: Upload[],
  memory: MemoryBaselines,
): Row[] {
  const throughput = (ms: number) => sizes.large / MiB / (ms / 1000);
  const mibs = (v: number) => `${v.toFixed(0)} MiB/s`;
  const oursWall = median(ours.map((u) => u.wallMs));
  const theirsWall = median(theirs.map((u) => u.wallMs));
  const oursWire = median(ours.map((u) => u.wireMs));
  const theirsWire = median(theirs.map((u) => u.wireMs));
  const wallRatio = theirsWall / oursWall;
  const wireRatio = theirsWire / oursWire;
  const startupGap = oursWall - oursWire - (theirsWall - theirsWire);
  const of = `median of ${sizes.rounds}`;

  const peak = Math.max(...ours.map((u) => u.peakBytes ?? 0));
  const smallPeak = Math.max(...smallRuns.map((u) => u.peakBytes ?? 0));
  const growth = peak - smallPeak;
  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

  const medianOf = (runs: Upload[], pick: (u: Upload) => number) => median(runs.map(pick));
  const oursCpu = medianOf(ours, (u) => u.clientCpuMs);
  const theirsCpu = medianOf(theirs, (u) => u.clientCpuMs);
  const serverCpu = (runs: Upload[]) => formatMs(medianOf(runs, (u) => u.serverCpuMs));
  const cpuUse = `CPU per upload (medians): the action ${formatMs(oursCpu)}, curl ${formatMs(theirsCpu)}; the fake service ${serverCpu(ours)} beside the action, ${serverCpu(theirs)} beside curl`;
  // Rounds alternate who goes first; their spread shows how noisy the machine was.
  const perRound = (pick: (u: Upload) => number) =>
    `ratio per round: ${ours.map((u, i) => (pick(theirs[i]!) / pick(u)).toFixed(2)).join(', ')}`;
  return [
    row({
      benchmark: BENCHMARK,
      figure: `throughput, ${label(sizes.large)}, process start to exit (${of})`,
      measured: `${mibs(throughput(oursWall))} (${formatMs(oursWall)})`,
      reference: `curl -F: ${mibs(throughput(theirsWall))} (${formatMs(theirsWall)})`,
      ratio: wallRatio,
      verdict: atLeast(wallRatio, MIN_CURL_RATIO, (n) => n.toFixed(2), ' of curl'),
      whyMissed:
        startupGap > 0
          ? `${formatMs(startupGap)} more than curl outside the request itself (Node start and bundle load, input checks before the first byte); on the wire the ratio is ${wireRatio.toFixed(2)}`
          : `the request itself is slower than curl's (wire ratio ${wireRatio.toFixed(2)})`,
      remark: perRound((u) => u.wallMs),
    }),
    row({
      benchmark: BENCHMARK,
      figure: `throughput on the wire, ${label(sizes.large)}: request head in to answer out (${of})`,
      measured: `${mibs(throughput(oursWire))} (${formatMs(oursWire)})`,
      reference: `curl -F: ${mibs(throughput(theirsWire))} (${formatMs(theirsWire)})`,
      ratio: wireRatio,
      verdict: atLeast(wireRatio, MIN_CURL_RATIO, (n) => n.toFixed(2), ' of curl'),
      whyMissed: `likely CPU: the action's process uses ${(oursCpu / theirsCpu).toFixed(1)}× curl's CPU per upload, on ${availableParallelism()} cores shared with other work and with the fake service, which paces both clients and itself keeps about one core busy (multipart parsing and a SHA-256 of every byte)`,
      remark: `${cpuUse}; ${perRound((u) => u.wireMs)}`,
    }),
    row({
      benchmark: BENCHMARK,
      figure: `peak RSS of the action's process, ${label(sizes.large)} (max of ${sizes.rounds})`,
      measured: mb(peak),
      reference: `node -e 0: ${mb(memory.bare)}`,
      ratio: peak / memory.bare,
      verdict: atMost(peak, MAX_PEAK_BYTES, mb),
      whyMissed: `the action uploading a ${TINY_FILE_BYTES / 1024} KiB file peaks at ${mb(memory.tinyUpload)} (Node and the loaded bundle); streaming adds ${mb(peak - memory.tinyUpload)}. Plain Node reading the same file in ${FILE_CHUNK_BYTES / 1024} KiB chunks into /dev/null peaks at ${mb(memory.plainStream)}, ${mb(memory.plainStream - memory.bare)} over node -e 0: a new buffer per chunk, freed only when V8 next collects garbage`,
    }),
    row({
      benchmark: BENCHMARK,
      figure: `peak RSS growth, ${label(sizes.small)} → ${label(sizes.large)} file`,
      measured: `${growth >= 0 ? '+' : ''}${mb(growth)}`,
      reference: `${label(sizes.small)} file: ${mb(smallPeak)}`,
      ratio: peak / smallPeak,
      verdict: atMost(Math.abs(growth), MAX_PEAK_GROWTH_BYTES, mb, ' either way'),
      whyMissed: `buffers awaiting garbage collection pile up further on a longer upload before V8 collects them (see the row above)`,
    }),
  ];
}

async function uploadWithAction(
  ctx: BenchContext,
  service: FakeService,
  file: string,
  size: number,
): Promise<Upload> {
  const since = performance.now();
  const serverCpu = process.cpuUsage();
  const peak = peakRssProbe(ctx.tmp, 'upload');
  const result = await runAction({
    action: ctx.action('upload-app'),
    inputs: { file },
    env: { ...serviceEnv(service), ...peak.env },
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  if (result.conclusion !== 'success')
    throw new Error(`upload-app failed: ${result.errors.join('; ') || result.stderr.slice(-2000)}`);
  const timing = ctx.probe.lastProcess();
  checkStored(service, size, 'upload-app');
  return {
    wallMs: timing.exit - timing.start,
    wireMs: uploadRequest(ctx, service, since),
    clientCpuMs: timing.cpuMs ?? Number.NaN,
    serverCpuMs: cpuMsSince(serverCpu),
    peakBytes: peak.read(),
  };
}

async function uploadWithCurl(
  ctx: BenchContext,
  service: FakeService,
  file: string,
  size: number,
): Promise<Upload> {
  const since = performance.now();
  const serverCpu = process.cpuUsage();
  const { key, secret } = service.settingsFor('user');
  const exited = await runCommand(
    'curl',
    [
      '-sS',
      '--fail',
      '-u',
      `${key}:${secret}`,
      '-F',
      `file=@${file}`,
      '-o',
      '/dev/null',
      `${service.url}/v1/storage`,
    ],
    ctx.probe,
  );
  if (exited.code !== 0) throw new Error(`curl failed (exit ${exited.code}): ${exited.stderr}`);
  checkStored(service, size, 'curl');
  return {
    wallMs: exited.wallMs,
    wireMs: uploadRequest(ctx, service, since),
    clientCpuMs: ctx.probe.lastProcess().cpuMs ?? Number.NaN,
    serverCpuMs: cpuMsSince(serverCpu),
  };
}

function cpuMsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function uploadRequest(ctx: BenchContext, service: FakeService, since: number): number {
  const posts = ctx.probe.requestsTo(service.url, since).filter((r) => r.method === 'POST');
  const post = posts.at(-1);
  if (posts.length !== 1 || post?.end === undefined)
    throw new Error(`expected one answered upload request, saw ${posts.length}`);
  return post.end - post.start;
}

/** Every byte arrived: the fake counted exactly the file's size in the part it stored. */
function checkStored(service: FakeService, size: number, who: string): void {
  const newest = [...service.storage.apps.values()].at(-1);
  if (newest?.size !== size) throw new Error(`${who}: the service stored ${newest?.size} bytes, not ${size}`);
}

/** Peak RSS of a plain Node process under the same preload. */
async function nodePeak(ctx: BenchContext, args: string[]): Promise<number> {
  const peak = peakRssProbe(ctx.tmp, 'node');
  const exited = await runCommand(process.execPath, args, ctx.probe, { ...process.env, ...peak.env });
  if (exited.code !== 0) throw new Error(`node ${args.join(' ')} failed: ${exited.stderr}`);
  return peak.read();
}

function label(bytes: number): string {
  if (bytes % GiB === 0) return `${bytes / GiB} GiB`;
  if (bytes % MB === 0) return `${bytes / MB} MB`;
  return `${bytes / MiB} MiB`;
}
