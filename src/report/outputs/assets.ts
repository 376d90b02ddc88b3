import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';

import type { Dispatcher } from 'undici';

import { createDispatcher } from '../../api/transport/dispatcher.ts';
import { messageOf } from '../../api/transport/errors.ts';
import { describeNetworkError } from '../../api/transport/network-errors.ts';
import {
  type AddressPolicy,
  openOutsideUrl,
  publicHttpsPolicy,
  RefusedUrlError,
} from '../../api/transport/outside-urls.ts';
import type { Logger } from '../../runtime/types.ts';
import { logText } from '../../text/escape.ts';
import { formatBytes } from '../../text/wording.ts';
import { mediaTypeOf } from '../value/links.ts';
import { runnerTempOf } from '../value/spill.ts';
import type { ReportEntry } from '../value/types.ts';
import { MAX_DOWNLOADED_TESTS } from '../world/limits.ts';
import { makeFolders, writeInPlace } from '../world/write-in-place.ts';
import { fileSlug } from './files.ts';

/** Input `download-assets`. */

/** Where the files go: a folder of this name under RUNNER_TEMP. */
const ASSETS_FOLDER = 'cloudtest-assets';

/**
 * Bounds of a download (docs/report-files.md), so a build with many failures cannot fill the runner's
 * disk or hold the job: failed tests whose recordings are saved, screenshots per test (the last ones),
 * bytes per file and in all, and the time all downloads together may take.
 */
export interface AssetLimits {
  tests: number;
  screenshotsPerTest: number;
  fileBytes: number;
  totalBytes: number;
  deadlineMs: number;
}

export const ASSET_LIMITS: Readonly<AssetLimits> = {
  tests: MAX_DOWNLOADED_TESTS,
  screenshotsPerTest: 3,
  fileBytes: 200 * 1024 * 1024,
  totalBytes: 1024 * 1024 * 1024,
  deadlineMs: 5 * 60_000,
};

export interface AssetDownloadRequest {
  /** The first failed tests with recordings (the report's `recorded`); others are passed over. */
  entries: readonly ReportEntry[];
  /** How many tests failed in all. */
  failed: number;
  checkName: string;
  env: Record<string, string | undefined>;
  log: Logger;
  /** The step's cancellation. */
  signal: AbortSignal;
  /** The service's address (`api-url`): its own host may serve recordings wherever it is. */
  serviceUrl?: string;
  /** Where recordings may come from; default: https:// on the internet, and the service's host. */
  policy?: AddressPolicy;
  /** Default: one that honours HTTP(S)_PROXY and NO_PROXY from `env`, and connects as `policy` allows. */
  dispatcher?: Dispatcher;
  limits?: Readonly<AssetLimits>;
}

export interface AssetDownloadResult {
  /** The folder the files are in; undefined when nothing was saved. */
  dir: string | undefined;
  files: string[];
  bytes: number;
}

interface Planned {
  url: string;
  file: string;
}

/** The files to fetch: per failed test with recordings, its video and last screenshots, within the bounds. */
function plan(entries: readonly ReportEntry[], dir: string, limits: Readonly<AssetLimits>): Planned[] {
  const failed = entries.filter(
    (e) => e.outcome === 'failed' && (e.links?.video || e.links?.screenshots?.length),
  );
  return failed.slice(0, limits.tests).flatMap((entry, i) => {
    const folder = join(dir, `${String(i + 1).padStart(2, '0')}-${fileSlug(entry.name)}`);
    const video = entry.links?.video;
    const shots = (entry.links?.screenshots ?? []).slice(-limits.screenshotsPerTest);
    return [
      ...(video ? [{ url: video, file: join(folder, `video.${mediaTypeOf(video, MP4).extension}`) }] : []),
      ...shots.map((url, n) => ({
        url,
        file: join(folder, `screenshot-${n + 1}.${mediaTypeOf(url, PNG).extension}`),
      })),
    ];
  });
}

const MP4 = { extension: 'mp4', type: 'video/mp4' };
const PNG = { extension: 'png', type: 'image/png' };

/**
 * Saves the video and last screenshots of failed tests under one folder (RUNNER_TEMP/cloudtest-assets/…),
 * for one `actions/upload-artifact` step to keep beyond the links' expiry. Only https:// addresses on
 * the internet are fetched, and the service's own host (src/api/transport/outside-urls.ts): a URL,
 * or a redirect, to anywhere else is refused in one line and its link stays in the report. Every
 * download honours the proxy settings and ends by one overall deadline; a file over its bound, past the
 * total, or that fails, is left out with a warning, never failing the step. No symbolic link is followed
 * on the way to a file (src/report/world/write-in-place.ts).
 */
export async function downloadAssets(request: AssetDownloadRequest): Promise<AssetDownloadResult> {
  const limits = request.limits ?? ASSET_LIMITS;
  const { log } = request;
  const under = runnerTempOf(request.env);
  const dir = resolve(
    under,
    ASSETS_FOLDER,
    `${fileSlug(request.checkName)}-${randomBytes(4).toString('hex')}`,
  );
  const files = plan(request.entries, dir, limits);
  const failedCount = request.failed;
  if (!files.length) {
    log.info('download-assets: no failed test has a video or screenshot to save.');
    return { dir: undefined, files: [], bytes: 0 };
  }
  if (failedCount > limits.tests)
    log.warning(
      `download-assets: saving the recordings of the first ${limits.tests} of ${failedCount} failed tests only.`,
    );
  try {
    await makeFolders(dir, under);
  } catch (error) {
    log.warning(`download-assets: nothing saved: ${messageOf(error)}.`);
    return { dir: undefined, files: [], bytes: 0 };
  }
  const policy = request.policy ?? publicHttpsPolicy(request.serviceUrl);
  const dispatcher = request.dispatcher ?? createDispatcher(request.env, { policy });
  const signal = AbortSignal.any([request.signal, AbortSignal.timeout(limits.deadlineMs)]);
  try {
    const { env, log } = request;
    const saving = { env, log, limits, policy, dispatcher, signal, cancel: request.signal, under };
    const { saved, bytes } = await saveAll(files, saving);
    log.info(
      `download-assets: saved ${saved.length} of ${files.length} files (${formatBytes(bytes)}) in ${dir}.`,
    );
    return { dir: saved.length ? dir : undefined, files: saved, bytes };
  } finally {
    if (!request.dispatcher) await dispatcher.close();
  }
}

interface Saving extends Pick<AssetDownloadRequest, 'env' | 'log'> {
  limits: Readonly<AssetLimits>;
  policy: AddressPolicy;
  dispatcher: Dispatcher;
  /** The step's cancellation. */
  cancel: AbortSignal;
  /** The step's cancellation and the overall deadline. */
  signal: AbortSignal;
  /** The folder below which no link is followed. */
  under: string;
}

/** Each planned file in turn, within the total; one warning line for each left out. */
async function saveAll(files: Planned[], o: Saving): Promise<{ saved: string[]; bytes: number }> {
  const saved: string[] = [];
  let bytes = 0;
  for (const { url, file } of files) {
    if (o.cancel.aborted) break;
    const room = Math.min(o.limits.fileBytes, o.limits.totalBytes - bytes);
    if (room <= 0) {
      o.log.warning(
        `download-assets: stopped at the total of ${formatBytes(o.limits.totalBytes)}; the rest was left out.`,
      );
      break;
    }
    try {
      bytes += await download(url, file, { ...o, maxBytes: room });
      saved.push(file);
    } catch (error) {
      o.log.warning(logText(`download-assets: ${leftOut(url, file, error, o)}.`));
    }
  }
  return { saved, bytes };
}

/** Why a file was left out, in words: a refused address names the URL (no query: it may be signed). */
function leftOut(url: string, file: string, error: unknown, o: Saving): string {
  const { origin, pathname } = new URL(url);
  const refused = refusalIn(error);
  if (refused) return `refused ${origin}${pathname}: ${refused.message}; its link stays in the report`;
  const why =
    o.signal.aborted && !o.cancel.aborted
      ? 'the downloads took too long'
      : (describeNetworkError(error, { url, env: o.env }) ?? messageOf(error));
  return `could not save ${pathname} to ${file}: ${why}`;
}

/** The refusal behind an error: thrown before a hop, or by the lookup of the connection itself. */
function refusalIn(error: unknown): RefusedUrlError | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (e instanceof RefusedUrlError) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Streams one URL to a file, stopping at `maxBytes`; resolves to the bytes written. */
async function download(url: string, file: string, o: Saving & { maxBytes: number }): Promise<number> {
  const answer = await openOutsideUrl(url, o);
  if (answer.statusCode < 200 || answer.statusCode > 299) {
    await answer.body.dump();
    throw new Error(`HTTP ${answer.statusCode}`);
  }
  const declared = Number(answer.headers['content-length']);
  if (declared > o.maxBytes) {
    await answer.body.dump();
    throw new Error(`${declared} bytes is more than the ${o.maxBytes} bytes left for downloads`);
  }
  const counted = { bytes: 0 };
  await writeInPlace(file, upTo(answer.body, o.maxBytes, counted), o);
  return counted.bytes;
}

/** The body as it comes, failing once it passes `maxBytes` (a chunked answer states no length). */
async function* upTo(body: AsyncIterable<Buffer>, maxBytes: number, counted: { bytes: number }) {
  for await (const chunk of body) {
    counted.bytes += chunk.length;
    if (counted.bytes > maxBytes) throw new Error(`larger than the ${maxBytes} bytes left for downloads`);
    yield chunk;
  }
}
