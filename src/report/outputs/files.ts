import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

import { messageOf } from '../../api/transport/errors.ts';
import type { Logger } from '../../runtime/types.ts';
import { wellFormedValues } from '../../text/characters.ts';
import { BUNDLE_NAME, BUNDLE_VERSION } from '../../version.ts';
import { runnerTempOf } from '../value/spill.ts';
import type { ReportTests } from '../value/tests.ts';
import type { ReportEntry } from '../value/types.ts';
import { type InPlaceFile, openInPlace } from '../world/write-in-place.ts';
import { ctrfDocument } from './ctrf.ts';
import { junitDocument, type ReportDocument, type ReportFileContext, type ReportFileTests } from './junit.ts';
import type { ReportHeader, StoppedEntry } from './report.ts';

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
  /** Write only the files given a path (the command line's: nothing left behind in a temporary folder). */
  onlyNamed?: boolean;
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

/** Size of one write: parts of text gathered, so a build of many tests is not a write per test. */
const WRITE_CHARS = 16_384;

/** One report file being written: its pieces of text gathered into writes; a failure a warning, once. */
class ReportFile {
  private file: InPlaceFile | undefined;
  private pieces: string[] = [];
  private chars = 0;
  private failed = false;
  private readonly kind: string;
  private readonly target: string;
  private readonly document: ReportDocument;
  private readonly log: Logger;

  constructor(kind: string, target: string, document: ReportDocument, log: Logger) {
    this.kind = kind;
    this.target = target;
    this.document = document;
    this.log = log;
  }

  /** Opens the file under `under` (no link followed below it: src/report/world/write-in-place.ts). */
  async open(under: string | undefined): Promise<void> {
    try {
      this.file = await openInPlace(this.target, { under });
      this.take(this.document.head());
    } catch (error) {
      await this.fail(error);
    }
  }

  async add(entry: ReportEntry): Promise<void> {
    if (!this.file) return;
    this.take(this.document.test(entry));
    if (this.chars >= WRITE_CHARS) await this.flush();
  }

  async addStopped(entry: StoppedEntry): Promise<void> {
    if (!this.file) return;
    this.take(this.document.stopped(entry));
    if (this.chars >= WRITE_CHARS) await this.flush();
  }

  private take(piece: string): void {
    this.pieces.push(piece);
    this.chars += piece.length;
  }

  /** Its end written and the file put in place: its path, or undefined when it could not be written. */
  async finish(): Promise<string | undefined> {
    if (!this.file) return undefined;
    this.take(this.document.tail());
    await this.flush();
    try {
      await this.file?.commit();
    } catch (error) {
      await this.fail(error);
    }
    if (!this.file) return undefined;
    this.log.info(`${this.kind} file: ${this.target}`);
    return this.target;
  }

  /** Gives the file up (its part removed) with a warning, once. */
  async fail(error: unknown): Promise<void> {
    if (this.failed) return;
    this.failed = true;
    const file = this.file;
    this.file = undefined;
    this.pieces = [];
    await file?.abort();
    this.log.warning(`Could not write the ${this.kind} file ${this.target}: ${messageOf(error)}`);
  }

  private async flush(): Promise<void> {
    const pieces = this.pieces;
    this.pieces = [];
    this.chars = 0;
    try {
      await this.file?.write(pieces);
    } catch (error) {
      await this.fail(error);
    }
  }
}

/**
 * Writes the JUnit XML and CTRF JSON files of the report, both at once as the tests are read back,
 * once. By default both go under RUNNER_TEMP (the runner empties it after the job), named after the
 * check with a random suffix so two reporting steps of one job never overwrite each other's files. A
 * relative path is taken from the working directory (the workspace on a runner). A file that cannot
 * be written is a warning.
 */
export async function writeReportFiles(
  input: ReportHeader,
  tests: ReportFileTests & Pick<ReportTests, 'entries'>,
  request: ReportFilesRequest,
): Promise<ReportFiles> {
  const runnerTemp = runnerTempOf(request.env);
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
  const made = [
    { kind: 'JUnit XML', path: request.junitFile, fallback: `${base}.junit.xml`, make: junitDocument },
    { kind: 'CTRF JSON', path: request.ctrfFile, fallback: `${base}.ctrf.json`, make: ctrfDocument },
  ]
    // The command line writes only the files it was given a path for (or its CI reads).
    .filter(({ path }) => !request.onlyNamed || path?.trim())
    .map(({ kind, path, fallback, make }) => ({
      kind,
      file: new ReportFile(kind, resolve(path?.trim() || fallback), make(input, tests, context), request.log),
      // A link at the target (a pull request can commit one) is replaced, never written through.
      under: path?.trim() ? undefined : runnerTemp,
    }));
  for (const { file, under } of made) await file.open(under);
  const files = made.map((m) => m.file);
  try {
    for await (const entry of tests.entries()) for (const file of files) await file.add(entry);
    // Made well-formed as the reader makes every other test.
    for (const entry of wellFormedValues(input.stopped?.tests ?? []))
      for (const file of files) await file.addStopped(entry);
  } catch (error) {
    for (const file of files) await file.fail(error);
  }
  const written: Record<string, string | undefined> = {};
  for (const { kind, file } of made) written[kind] = await file.finish();
  return { junitFile: written['JUnit XML'], ctrfFile: written['CTRF JSON'] };
}
