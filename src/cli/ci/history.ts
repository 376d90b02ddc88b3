import { open, stat } from 'node:fs/promises';
import { resolve } from 'node:path';

import { messageOf } from '../../api/transport/errors.ts';
import { type Compared, compareWithBase, didNotFinish } from '../../report/comparing.ts';
import { baseOfDigest, type BaseReport } from '../../report/history/base/lookup.ts';
import { MAX_DIGEST_CHARS } from '../../report/history/digest/model.ts';
import type { ReportHeader } from '../../report/outputs/report.ts';
import type { ReportTests } from '../../report/value/tests.ts';
import type { RunnerEnv } from '../../report/world/environment.ts';
import { readEvent } from '../../report/world/event.ts';
import { writeInPlace } from '../../report/world/write-in-place.ts';
import type { Logger } from '../../runtime/types.ts';
import type { Revision } from './detect.ts';

/**
 * The history file of `--history FILE` (docs/history.md, "The cloudtest command"): a report's digest
 * as the actions write it into their check runs, which the CI carries from one pipeline to the next
 * in its cache. A run reads it as its base; a run of the branch itself then writes its own digest
 * there, the branch's window moved on by it; a change request's run leaves it as it was.
 */
export interface HistoryFile {
  /** As the flag gave it: how the lines name it. */
  shown: string;
  path: string;
  revision: Revision;
}

/** The history file at `shown`. @public (read through the module's namespace: src/cli/ci/publish.ts) */
export const historyFile = (shown: string, cwd: string, revision: Revision): HistoryFile => ({
  shown,
  path: resolve(cwd, shown),
  revision,
});

/** The file's text, at most one character more than a digest holds; or that it is missing, or why it is unread. */
async function readText(path: string): Promise<{ text: string } | { missing: true } | { why: string }> {
  try {
    const found = await stat(path);
    // A pipe or a device could hold the command up, or never end.
    if (!found.isFile()) return { why: 'it is not a file' };
    const file = await open(path, 'r');
    try {
      const buffer = Buffer.alloc(Math.min(found.size, MAX_DIGEST_CHARS + 1));
      const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
      return { text: buffer.toString('utf8', 0, bytesRead) };
    } finally {
      await file.close();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { missing: true };
    return { why: `it could not be read (${messageOf(error)})` };
  }
}

/**
 * The base the file gives: its digest, or why there is none, in the sentences the actions use for a
 * base's digest. A missing file is a branch's first run.
 */
export async function historyBase(file: HistoryFile): Promise<BaseReport> {
  const { shown, revision } = file;
  const on = revision.branch ? { branch: revision.branch } : {};
  const read = await readText(file.path);
  if ('missing' in read) {
    const why = revision.change
      ? `${shown} holds no history: no run of ${revision.branch ?? 'the base branch'} left one where this ${revision.change} reads it`
      : `${shown} holds no history yet: this is the first run to keep one there`;
    return { ...on, why, requests: 0 };
  }
  if ('why' in read) return { ...on, why: `the history ${shown} was not read: ${read.why}`, requests: 0 };
  return baseOfDigest(read.text, { where: shown, branch: revision.branch });
}

/**
 * The commit this run moves its branch's window on with: a run of the branch itself whose commit the
 * CI names; undefined for a change request's run, or where no commit is named.
 */
const branchRunOf = (file: HistoryFile): string | undefined =>
  file.revision.change ? undefined : file.revision.commit;

/**
 * The report compared with the file's digest and showing its window, as a report on GitHub is with
 * its base's; its own digest carries the window moved on by this run when it is a run of the branch.
 * The file is read here unless the wait read it already (`header.base`, the publisher's `base`).
 */
export async function compareWithHistory(
  file: HistoryFile,
  header: ReportHeader,
  tests: ReportTests,
  env: RunnerEnv,
): Promise<Compared> {
  const branchRun = branchRunOf(file);
  return compareWithBase(header, tests, header.base ?? (await historyBase(file)), {
    env,
    event: readEvent(env),
    ...(branchRun ? { branchRun } : {}),
  });
}

/**
 * After the report: a run of the branch writes its digest (`digestText`, carrying the window moved on
 * by this run) in place of the file, through a new file renamed over it; every other run leaves the
 * file as it was. Either way one line says which. A write that fails is a warning: the report stands.
 * @public (read through the module's namespace: src/cli/ci/publish.ts)
 */
export async function keepHistory(
  file: HistoryFile,
  digestText: string,
  header: Pick<ReportHeader, 'conclusion'>,
  at: { cwd: string; log: Logger },
): Promise<void> {
  const { shown, revision } = file;
  if (revision.change) {
    at.log.info(
      `History: ${shown} is read, not written, on a ${revision.change}: only runs of the branch itself move its history on.`,
    );
    return;
  }
  const kept = (why: string) => at.log.info(`History: ${shown} is left as it was: ${why}.`);
  if (!branchRunOf(file)) return kept('the CI names no commit for this run');
  if (didNotFinish(header)) return kept('the job did not finish, so its results are not all known');
  try {
    await writeInPlace(file.path, digestText, { under: at.cwd });
    at.log.info(`History: wrote this run into ${shown}, for the next run to compare with.`);
  } catch (error) {
    at.log.warning(`History: could not write ${shown}: ${messageOf(error)}`);
  }
}
