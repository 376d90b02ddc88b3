import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { type Dispatcher, fetch } from 'undici';
import { createDispatcher } from '../api/dispatcher.ts';
import { messageOf } from '../api/errors.ts';
import { describeNetworkError } from '../api/network-errors.ts';
import type { Logger } from '../runtime/types.ts';
import { formatBytes } from '../text/wording.ts';
import { fileSlug } from './files.ts';
import { mediaTypeOf } from './links.ts';
import type { ReportEntry } from './types.ts';

/** Input `download-assets`. */

/** Where the files go: a folder of this name under RUNNER_TEMP. */
export const ASSETS_FOLDER = 'cloudtest-assets';

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
  tests: 20,
  screenshotsPerTest: 3,
  fileBytes: 200 * 1024 * 1024,
  totalBytes: 1024 * 1024 * 1024,
  deadlineMs: 5 * 60_000,
};

export interface AssetDownloadRequest {
  entries: readonly ReportEntry[];
  checkName: string;
  env: Record<string, string | undefined>;
  log: Logger;
  /** The step's cancellation. */
  signal: AbortSignal;
  /** Default: one that honours HTTP(S)_PROXY and NO_PROXY from `env`. */
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
 * for one `actions/upload-artifact` step to keep beyond the links' expiry. Every download honours the
 * proxy settings and ends by one overall deadline; a file over its bound, past the total, or that
 * fails, is left out with a warning, never failing the step.
 */
export async function downloadAssets(request: AssetDownloadRequest): Promise<AssetDownloadResult> {
  const limits = request.limits ?? ASSET_LIMITS;
  const { env, log } = request;
  const dir = resolve(
    env.RUNNER_TEMP?.trim() || tmpdir(),
    ASSETS_FOLDER,
    `${fileSlug(request.checkName)}-${randomBytes(4).toString('hex')}`,
  );
  const files = plan(request.entries, dir, limits);
  const failedCount = request.entries.filter((e) => e.outcome === 'failed').length;
  if (!files.length) {
    log.info('download-assets: no failed test has a video or screenshot to save.');
    return { dir: undefined, files: [], bytes: 0 };
  }
  if (failedCount > limits.tests)
    log.warning(
      `download-assets: saving the recordings of the first ${limits.tests} of ${failedCount} failed tests only.`,
    );
  const dispatcher = request.dispatcher ?? createDispatcher(env);
  const signal = AbortSignal.any([request.signal, AbortSignal.timeout(limits.deadlineMs)]);
  const saved: string[] = [];
  let bytes = 0;
  try {
    for (const { url, file } of files) {
      if (request.signal.aborted) break;
      const room = Math.min(limits.fileBytes, limits.totalBytes - bytes);
      if (room <= 0) {
        log.warning(
          `download-assets: stopped at the total of ${formatBytes(limits.totalBytes)}; the rest was left out.`,
        );
        break;
      }
      try {
        bytes += await download(url, file, { dispatcher, signal, maxBytes: room });
        saved.push(file);
      } catch (error) {
        await rm(file, { force: true });
        const why =
          signal.aborted && !request.signal.aborted
            ? 'the downloads took too long'
            : (describeNetworkError(error, { url, env }) ?? messageOf(error));
        log.warning(`download-assets: could not save ${new URL(url).pathname} to ${file}: ${why}.`);
      }
    }
  } finally {
    if (!request.dispatcher) await dispatcher.close();
  }
  log.info(
    `download-assets: saved ${saved.length} of ${files.length} files (${formatBytes(bytes)}) in ${dir}.`,
  );
  return { dir: saved.length ? dir : undefined, files: saved, bytes };
}

/** Streams one URL to a file, stopping at `maxBytes`; resolves to the bytes written. */
async function download(
  url: string,
  file: string,
  options: { dispatcher: Dispatcher; signal: AbortSignal; maxBytes: number },
): Promise<number> {
  const response = await fetch(url, { dispatcher: options.dispatcher, signal: options.signal });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > options.maxBytes) {
    await response.body.cancel();
    throw new Error(`${declared} bytes is more than the ${options.maxBytes} bytes left for downloads`);
  }
  let written = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      written += chunk.length;
      if (written > options.maxBytes)
        callback(new Error(`larger than the ${options.maxBytes} bytes left for downloads`));
      else callback(null, chunk);
    },
  });
  await mkdir(resolve(file, '..'), { recursive: true });
  await pipeline(response.body, limit, createWriteStream(file), { signal: options.signal });
  return written;
}
