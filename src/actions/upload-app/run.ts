import { storedAppInfo } from '../../api/records.ts';
import { appKeyOf } from '../../api/refs.ts';
import type { AppSource } from '../../api/storage.ts';
import { ServiceError } from '../../api/transport/errors.ts';
import { type UploadOptions, type UploadProgress } from '../../api/transport/upload.ts';
import { InputRefusedError } from '../../runtime/inputs.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import type { ActionResult } from '../../runtime/types.ts';
import { shownUrl, urlSecrets } from '../../runtime/url-secrets.ts';
import { formatBytes } from '../../text/wording.ts';
import { checkAppFile, resolveAppFile } from './app-file.ts';
import { type UploadAppInputs } from './inputs.ts';
import { EXPORTED_ENV, INPUTS, OUTPUTS } from './names.ts';

export interface UploadAppOptions {
  /** Where a relative path or glob starts; on the runner the working directory is GITHUB_WORKSPACE. */
  cwd?: string;
  /** Stall and progress periods and the answer's time limit; the defaults suit real uploads. */
  upload?: Omit<UploadOptions, 'onProgress'>;
}

/**
 * Uploads an app, or replaces the binary under an existing key, and returns its `app_url`. Every
 * check that can fail fast (the path, the file, the key) runs before the first byte is sent.
 */
export async function run(
  inputs: UploadAppInputs,
  ctx: ServiceContext,
  options: UploadAppOptions = {},
): Promise<ActionResult> {
  const cwd = options.cwd ?? process.cwd();
  let source: AppSource;
  let what: string;
  if ('file' in inputs.source) {
    const file = await checkAppFile(await resolveAppFile(inputs.source.file, cwd), cwd);
    source = { file: file.path };
    what = `Uploading ${file.path} (${formatBytes(file.size)})`;
  } else {
    const { url } = inputs.source;
    // A signed URL's query is a credential, and the service may quote the URL in an error message.
    for (const secret of urlSecrets(url)) ctx.setSecret(secret);
    source = { url: url.href };
    what = `Asking the service to fetch ${shownUrl(url)}`;
  }
  if (inputs.appKey !== undefined) await requireStoredApp(ctx, inputs.appKey);
  ctx.log.info(
    `${what}${inputs.appKey === undefined ? '' : `, replacing the app under key ${inputs.appKey}`}.`,
  );

  const uploadOptions: UploadOptions = {
    ...options.upload,
    onProgress: (progress) => ctx.log.info(progressLine(progress)),
  };
  const app =
    inputs.appKey === undefined
      ? await ctx.client.storage.upload(source, uploadOptions)
      : await ctx.client.storage.replace(inputs.appKey, source, uploadOptions);

  const appUrl = app.app_url;
  const appKey = appKeyOf(appUrl);
  if (inputs.appKey !== undefined && appKey !== inputs.appKey) {
    ctx.log.warning(
      `The service stored the app under ${appUrl}, not under the key "${inputs.appKey}" it was asked to replace; capabilities pinned to the old app_url will not see it.`,
    );
  }
  const info = storedAppInfo(app);
  ctx.log.info(`Stored ${info.filename ?? 'the app'}${info.type ? ` (${info.type})` : ''} as ${appUrl}.`);
  return {
    outputs: { [OUTPUTS.appUrl]: appUrl, [OUTPUTS.appKey]: appKey },
    env: { [EXPORTED_ENV.appUrl]: appUrl },
  };
}

/** A replace under a key that does not exist would fail only after the whole upload: ask first. */
async function requireStoredApp(ctx: ServiceContext, appKey: string): Promise<void> {
  try {
    await ctx.client.storage.get(appKey);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) {
      throw new InputRefusedError(
        `Input "${INPUTS.appKey}": no app is stored under the key "${appKey}" (leave it empty to store a new app).`,
      );
    }
    throw error;
  }
}

/** "Uploaded 1.2 MiB of 4.0 MiB (30 %), 2.5 MiB/s" while sending; a summary once every byte is sent. */
export function progressLine(p: UploadProgress): string {
  const rate = `${formatBytes(Math.round(p.bytesPerSecond))}/s`;
  if (p.done) {
    return `Sent ${formatBytes(p.total)} in ${(p.elapsedMs / 1000).toFixed(1)} s (${rate}); waiting for the service to store the app.`;
  }
  const percent = Math.floor((p.sent * 100) / p.total);
  return `Uploaded ${formatBytes(p.sent)} of ${formatBytes(p.total)} (${percent} %), ${rate}.`;
}
