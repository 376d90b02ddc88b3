import { randomBytes } from 'node:crypto';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { messageOf } from '../api/errors.ts';
import type { Logger } from '../runtime/types.ts';
import { BUNDLE_NAME, BUNDLE_VERSION } from '../version.ts';
import { renderCtrf } from './ctrf.ts';
import { renderJUnit, type ReportFileContext } from './junit.ts';
import type { ReportCounts, ReportInput } from './types.ts';
import { writeInPlace } from './write-in-place.ts';

/** Where the files go unless the inputs name a path: under the runner's temporary folder. */
export const REPORT_FILES_FOLDER = 'cloudtest-reports';

export interface ReportFilesRequest {
  /** Input `junit-file`: where to write it; undefined for the default place. */
  junitFile?: string;
  /** Input `ctrf-file`. */
  ctrfFile?: string;
  env: Record<string, string | undefined>;
  now: number;
  log: Logger;
}

export interface ReportFiles {
  /** Absolute paths written; undefined when writing failed (a warning said why). */
  junitFile?: string;
  ctrfFile?: string;
}

/** A check name as a file name: letters, digits, dots, dashes; at most 60 characters. */
export function fileSlug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9.-]+/g, '-')
      .replace(/^[-.]+|-+$/g, '')
      .slice(0, 60) || 'report'
  );
}

/**
 * Writes the JUnit XML and CTRF JSON files of the report. By default both go under RUNNER_TEMP
 * (the runner empties it after the job), named after the check with a random suffix so two reporting
 * steps of one job never overwrite each other's files. A relative path is taken from the working
 * directory (the workspace on a runner). A file that cannot be written is a warning.
 */
export async function writeReportFiles(
  input: ReportInput,
  counts: ReportCounts,
  request: ReportFilesRequest,
): Promise<ReportFiles> {
  const runnerTemp = request.env.RUNNER_TEMP?.trim() || tmpdir();
  const base = join(
    runnerTemp,
    REPORT_FILES_FOLDER,
    `${fileSlug(input.checkName)}-${randomBytes(4).toString('hex')}`,
  );
  const context: ReportFileContext = {
    now: request.now,
    hostname: hostname(),
    tool: { name: BUNDLE_NAME, version: BUNDLE_VERSION },
  };
  const write = async (kind: string, path: string | undefined, fallback: string, render: () => string) => {
    const target = resolve(path?.trim() || fallback);
    try {
      // A link at the target (a pull request can commit one) is replaced, never written through.
      await writeInPlace(target, render(), { under: path?.trim() ? undefined : runnerTemp });
      request.log.info(`${kind} file: ${target}`);
      return target;
    } catch (error) {
      request.log.warning(`Could not write the ${kind} file ${target}: ${messageOf(error)}`);
      return undefined;
    }
  };
  return {
    junitFile: await write('JUnit XML', request.junitFile, `${base}.junit.xml`, () =>
      renderJUnit(input, counts, context),
    ),
    ctrfFile: await write('CTRF JSON', request.ctrfFile, `${base}.ctrf.json`, () =>
      renderCtrf(input, counts, context),
    ),
  };
}
