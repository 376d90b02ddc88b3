import { messageOf } from '../api/errors.ts';
import { downloadAssets, type DownloadAssetsMode } from './assets.ts';
import { publishComment, type PrCommentMode } from './comment.ts';
import { writeReportFiles } from './files.ts';
import type { ReportDeps } from './publish.ts';
import type { ReportInput, ReportResult } from './types.ts';

/** The reporting inputs beyond the check run and summary (CONTRACT: pr-comment, junit-file, ctrf-file, download-assets). */
export interface EvidenceOptions {
  prComment: PrCommentMode;
  /** Where to write the files; undefined: under RUNNER_TEMP. */
  junitFile: string | undefined;
  ctrfFile: string | undefined;
  downloadAssets: DownloadAssetsMode;
}

export const DEFAULT_EVIDENCE_OPTIONS: EvidenceOptions = {
  prComment: 'off',
  junitFile: undefined,
  ctrfFile: undefined,
  downloadAssets: 'off',
};

/** The outputs `junit-file`, `ctrf-file`, `assets-dir` and the comment's address; each empty when not made. */
export interface EvidenceResult {
  junitFile?: string;
  ctrfFile?: string;
  assetsDir?: string;
  commentUrl?: string;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/**
 * The report's files, pull request comment and downloaded recordings, each independent of the others:
 * one that fails is a warning and the rest still happen.
 */
export async function publishEvidence(
  input: ReportInput,
  result: ReportResult,
  options: EvidenceOptions,
  deps: ReportDeps,
  env: Record<string, string | undefined>,
): Promise<EvidenceResult> {
  const { log } = deps;
  const evidence: EvidenceResult = {};
  const attempt = async (what: string, step: () => Promise<void>) => {
    try {
      await step();
    } catch (error) {
      if (deps.signal?.aborted) throw error;
      log.warning(`Could not ${what}: ${messageOf(error)}`);
    }
  };
  await attempt('write the report files', async () => {
    Object.assign(
      evidence,
      await writeReportFiles(input, result.counts, {
        junitFile: options.junitFile,
        ctrfFile: options.ctrfFile,
        env,
        now: deps.now(),
        log,
      }),
    );
  });
  await attempt('write the pull request comment', async () => {
    const timeout = deps.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    evidence.commentUrl = await publishComment(options.prComment, input, result, {
      github: deps.github,
      repository: deps.repository,
      env,
      log,
      signal: () =>
        deps.signal
          ? AbortSignal.any([deps.signal, AbortSignal.timeout(timeout)])
          : AbortSignal.timeout(timeout),
    });
  });
  if (options.downloadAssets === 'failed') {
    await attempt('download the recordings of failed tests', async () => {
      const saved = await downloadAssets({
        entries: input.entries,
        checkName: input.checkName,
        env,
        log,
        signal: deps.signal ?? new AbortController().signal,
      });
      evidence.assetsDir = saved.dir;
    });
  }
  return evidence;
}
