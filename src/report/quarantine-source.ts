import { GitHubQuotaSpent } from '../runtime/github-quota.ts';
import { type CompareSetting, quarantineBaseOf, quarantineDecidedByBase } from './history/base/commit.ts';
import type { QuarantineSetting } from './history/quarantine.ts';
import {
  MAX_QUARANTINE_BYTES,
  parseQuarantine,
  type QuarantineEntry,
  type QuarantineList,
  type WorkspaceQuarantine,
} from './value/quarantine.ts';
import type { ReportCounts } from './value/types.ts';
import { isFullSha } from './world/commit-sha.ts';
import { type ReportDeps, requestSignal } from './world/deps.ts';
import { askedUntilHealed, describeGitHubError } from './world/github-errors.ts';

/**
 * Which copy of the quarantine file decides a report (docs/quarantine.md). A run of a branch's own
 * commit (push, schedule, manual) is decided by that commit's file: the workspace's when the job
 * checked the repository out, else read through GitHub's contents API at GITHUB_SHA. A report whose
 * commit is not one of its own branch (a pull request's, a merge queue's, a `workflow_run`'s, a
 * deployment's) is decided by the base's file, as CODEOWNERS is: read through the contents API at the
 * base commit the comparison reads, whatever the workspace holds; the workspace's copy is the pull
 * request's own, said ("quarantines 2 more tests; they apply once merged"), never applied. A base
 * without the file has no list; one that cannot be read or does not parse is a warning naming the
 * file, the line and what to do, and no list, so nothing is excused. The file is read only when the
 * report has a failed or flaky test, the only ones a list can excuse: one request, retried on a 5xx.
 */

/** The setting whose `list` decides, after reading the copy that does when the workspace's does not. */
export async function decidedQuarantine(
  setting: QuarantineSetting | undefined,
  counts: ReportCounts,
  compare: CompareSetting,
  deps: ReportDeps,
): Promise<QuarantineSetting | undefined> {
  const workspace = setting?.workspace;
  if (!setting || !workspace) return setting;
  const { workspace: _, list, ...rest } = setting;
  const excusable = counts.failed > 0 || counts.flaky > 0;
  if (!quarantineDecidedByBase(deps.event.name)) {
    if (list || workspace.checkout || !excusable) return list ? { ...rest, list } : rest;
    const sha = deps.env.GITHUB_SHA?.trim() ?? '';
    if (!isFullSha(sha)) return rest;
    return withRead(
      rest,
      workspace,
      await readAt(workspace, { ref: sha, what: `commit ${sha.slice(0, 7)}` }, deps),
    );
  }
  if (!excusable) {
    const { warning } = ownChanges(workspace, undefined);
    return warning ? { ...rest, warnings: [...(rest.warnings ?? []), warning] } : rest;
  }
  const base = quarantineBaseOf(compare, deps.event);
  const read: Read =
    'why' in base
      ? { unread: `${base.why}, so no copy of ${workspace.file} decides` }
      : await readAt(workspace, base, deps);
  const decided = withRead(rest, workspace, read);
  const own = ownChanges(workspace, 'list' in read ? read.list : undefined);
  return {
    ...decided,
    ...(own.warning ? { warnings: [...(decided.warnings ?? []), own.warning] } : {}),
    ...(own.pending ? { pending: own.pending } : {}),
  };
}

/** A copy read: its entries, none there (404), or why it could not be read, as a warning. */
type Read = { list: QuarantineList } | { absent: true } | { unread: string };

function withRead(setting: QuarantineSetting, workspace: WorkspaceQuarantine, read: Read): QuarantineSetting {
  if ('list' in read) return { ...setting, list: read.list };
  if ('absent' in read) return setting;
  return {
    ...setting,
    warnings: [...(setting.warnings ?? []), `${read.unread}: no test is quarantined by it.`],
  };
}

/** The file at `at.ref` through GitHub's contents API (`contents: read`): one request, retried on a 5xx. */
async function readAt(
  workspace: WorkspaceQuarantine,
  at: { ref: string; what: string },
  deps: ReportDeps,
): Promise<Read> {
  const { file, repoPath } = workspace;
  const where = `The quarantine file ${file} at ${at.what}`;
  if (!repoPath)
    return { unread: `${where} cannot be read: it is outside the workspace (name a file of the repository)` };
  const { github, repository } = deps;
  if (!github || !repository) return { unread: `${where} cannot be read without a GitHub token` };
  const signal = requestSignal(deps);
  try {
    const { data } = await askedUntilHealed(
      () =>
        github.rest.repos.getContent({
          ...repository,
          path: repoPath,
          ref: at.ref,
          request: { signal: signal() },
        }),
      deps.pause,
    );
    return parsedCopy(data, where, file);
  } catch (error) {
    // A spent quota fails the step at once, as every request of the report does.
    if (error instanceof GitHubQuotaSpent) throw error;
    const status = (error as { status?: unknown }).status;
    if (status === 404) return { absent: true };
    const todo =
      status === 401 || status === 403
        ? 'give the job permissions: contents: read'
        : 'run the job again once GitHub answers';
    return { unread: `${where} could not be read (${describeGitHubError(error)}): ${todo}` };
  }
}

/** A file of the contents API (its text in base64, as GitHub sends it) read as a quarantine file. */
function parsedCopy(data: unknown, where: string, file: string): Read {
  const content = data as { type?: unknown; content?: unknown; encoding?: unknown; size?: unknown };
  if (Array.isArray(data) || content.type !== 'file')
    return { unread: `${where} is not a file (name the file in the input quarantine)` };
  if (typeof content.size === 'number' && content.size > MAX_QUARANTINE_BYTES)
    return { unread: `${where} holds ${content.size} bytes, more than ${MAX_QUARANTINE_BYTES} (shorten it)` };
  const text =
    content.encoding === 'base64' && typeof content.content === 'string'
      ? Buffer.from(content.content, 'base64').toString('utf8')
      : undefined;
  if (text === undefined) return { unread: `${where} came back without its text` };
  try {
    return { list: parseQuarantine(text, file) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { unread: `${where} cannot be used: ${message} (mend it there)` };
  }
}

/**
 * The pull request's own changes to the file, as its workspace holds them, against the base's list:
 * the entries it adds, said; an error in it, a warning naming the line. Nothing of them applies.
 */
function ownChanges(
  workspace: WorkspaceQuarantine,
  base: QuarantineList | undefined,
): { warning?: string; pending?: string } {
  if (workspace.error !== undefined)
    return {
      warning: `This pull request's quarantine file does not read: ${workspace.error}; mend it before it is merged (the base's list decides until then).`,
    };
  if (!workspace.list) return {};
  const known = new Set((base?.entries ?? []).map(entryKey));
  const added = workspace.list.entries.filter((e) => !known.has(entryKey(e))).length;
  if (!added) return {};
  return {
    pending:
      added === 1
        ? `This pull request quarantines 1 more test (${workspace.file}); it applies once merged.`
        : `This pull request quarantines ${added} more tests (${workspace.file}); they apply once merged.`,
  };
}

const entryKey = (e: QuarantineEntry) => JSON.stringify([e.test, e.browser, e.platform, e.until]);
