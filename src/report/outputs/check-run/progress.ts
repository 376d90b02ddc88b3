import { messageOf } from '../../../api/transport/errors.ts';
import { GitHubQuotaSpent } from '../../../runtime/github-quota.ts';
import { learnOwnApp } from '../../history/own-app.ts';
import { tokenIdentity, writtenBy } from '../../history/token-identity.ts';
import type { CheckConclusion } from '../../value/types.ts';
import type { GitHubApp, ReportDeps } from '../../world/deps.ts';
import { requestSignal } from '../../world/deps.ts';
import { describeGitHubError } from '../../world/github-errors.ts';
import { LEG_MARK_ROOM } from '../../world/leg-mark.ts';
import { GITHUB_WRITE_PAUSE_MS, oneLine } from '../../world/limits.ts';
import { closeCheckRun, findOpenCheckRun, openCheckRun, updateCheckRunText } from './check-run.ts';
import { markOf } from './mark.ts';

/** Opening is a single small request; a GitHub that takes longer is not waited for. */
const OPEN_TIMEOUT_MS = 10_000;

/** The limit of one request about the check run in progress: OPEN_TIMEOUT_MS, or the deps' own if shorter. */
const openSignal = (deps: Pick<ReportDeps, 'requestTimeoutMs'>) => () =>
  AbortSignal.timeout(Math.min(OPEN_TIMEOUT_MS, deps.requestTimeoutMs ?? OPEN_TIMEOUT_MS));

/**
 * Opens the check run `in_progress` as soon as what runs is known, so the pull request shows it while
 * the tests run. An open whose answer did not come in time, or was a 5xx, may still have made it: it
 * is then looked for on the commit (findProgressCheck) and taken as opened, so no check run is left
 * in progress unknown to the step. Undefined when there is none: the report at the end says why, once.
 */
export async function openProgressCheck(
  check: { name: string; externalId: string; title: string; summary: string; combined?: boolean },
  deps: ReportDeps,
  /**
   * Called with its ID the moment GitHub made it, before anything else: a step killed next still
   * leaves it; with the app GitHub says made it, when its answer came.
   */
  onOpened: (id: number, app?: GitHubApp | null) => void = () => {},
  /** Told why, when none was opened: the request failed, and none was found that it made after all. */
  onFailed: (error: unknown) => void = () => {},
): Promise<number | undefined> {
  const { github, repository, headSha, log } = deps;
  if (!github || !repository || !headSha) return undefined;
  const name = oneLine(check.name);
  try {
    const run = await openCheckRun(
      github,
      {
        ...repository,
        headSha,
        name,
        externalId: check.externalId,
        detailsUrl: deps.detailsUrl,
        // Not ended by a cancel: a check run created unbeknown to the step could never be closed.
        signal: openSignal(deps),
      },
      // Marked from the start: a post step that completes it without a report leaves the text.
      { ...check, text: markOf(deps, { room: LEG_MARK_ROOM, combined: check.combined }) },
    );
    learnOwnApp(github, run.app);
    onOpened(run.id, run.app);
    log.info(`Check run "${name}" is in progress: ${run.url || `#${run.id}`}`);
    return run.id;
  } catch (error) {
    if (error instanceof GitHubQuotaSpent) throw error;
    log.debug(`Could not open the check run in progress: ${messageOf(error)}`);
    const made = mayHaveMade(error) ? await findProgressCheck(check, deps) : undefined;
    if (!made) {
      onFailed(error);
      return undefined;
    }
    onOpened(made.id, made.app);
    log.info(
      `Check run "${name}" is in progress: ${made.url || `#${made.id}`} (GitHub made it, though its answer to the step did not come).`,
    );
    return made.id;
  }
}

/** Whether GitHub may have acted on a request that failed: no answer in time (Octokit's 500), or a 5xx. */
function mayHaveMade(error: unknown): boolean {
  const status = (error as { status?: unknown }).status;
  return typeof status !== 'number' || status >= 500;
}

/**
 * The check run in progress named `check` on the commit, made by our token (an open whose answer never
 * came, or the one a main step opened before it was killed); undefined when there is none, or GitHub
 * cannot say (a debug line).
 */
export async function findProgressCheck(
  check: { name: string; externalId: string },
  deps: Pick<ReportDeps, 'github' | 'repository' | 'headSha' | 'log' | 'requestTimeoutMs'>,
): Promise<{ id: number; url: string; app?: GitHubApp | null } | undefined> {
  const { github, repository, headSha, log } = deps;
  if (!github || !repository || !headSha) return undefined;
  const signal = openSignal(deps);
  try {
    const identity = await tokenIdentity(github, { signal: signal(), log });
    return await findOpenCheckRun(
      github,
      { ...repository, headSha, name: oneLine(check.name), externalId: check.externalId, signal },
      (app) => writtenBy(identity, { app }),
    );
  } catch (error) {
    log.debug(`Could not look for check run "${oneLine(check.name)}" on the commit: ${messageOf(error)}`);
    return undefined;
  }
}

/**
 * Says what the open check run is waiting for now (a job that left the queue runs), a write's pause
 * after the last one. Best effort: the report replaces the text anyway, so a problem is a debug line.
 */
export async function retextProgressCheck(
  id: number,
  text: { title: string; summary: string },
  deps: Pick<ReportDeps, 'github' | 'repository' | 'log' | 'pause'>,
): Promise<void> {
  const { github, repository, log } = deps;
  if (!github || !repository) return;
  try {
    await deps.pause(GITHUB_WRITE_PAUSE_MS);
    await updateCheckRunText(
      github,
      { ...repository, id, signal: () => AbortSignal.timeout(OPEN_TIMEOUT_MS) },
      text,
    );
  } catch (error) {
    log.debug(`Could not update check run #${id} in progress: ${messageOf(error)}`);
  }
}

/**
 * Completes an open check run that no report completes (a failed wait, or a post step closing what
 * main left open), retried while GitHub's answer may heal. True when GitHub took it; a problem is a
 * warning that names the check run, which exists.
 */
export async function closeProgressCheck(
  id: number,
  end: { conclusion: CheckConclusion; title: string; summary: string },
  deps: Pick<ReportDeps, 'github' | 'repository' | 'log' | 'now' | 'pause' | 'signal' | 'requestTimeoutMs'>,
): Promise<boolean> {
  const { github, repository, log } = deps;
  if (!github || !repository) {
    log.warning(
      `Could not complete check run #${id}: ${github ? 'GITHUB_REPOSITORY is not set' : 'no GitHub token'}.`,
    );
    return false;
  }
  try {
    await closeCheckRun(
      github,
      { ...repository, id, signal: requestSignal(deps), pause: deps.pause },
      { ...end, completedAt: new Date(deps.now()).toISOString() },
    );
    log.info(`Check run #${id} completed as ${end.conclusion}.`);
    return true;
  } catch (error) {
    log.warning(`Could not complete check run #${id} as ${end.conclusion}: ${describeGitHubError(error)}`);
    return false;
  }
}
