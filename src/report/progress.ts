import { messageOf } from '../api/errors.ts';
import { closeCheckRun, describeGitHubError, openCheckRun, retextCheckRun } from './check-run.ts';
import { requestSignal } from './check-run-output.ts';
import { GITHUB_WRITE_PAUSE_MS, oneLine } from './limits.ts';
import type { ReportDeps } from './publish.ts';
import type { CheckConclusion } from './types.ts';

/** Opening is a single small request; a GitHub that takes longer is not waited for. */
const OPEN_TIMEOUT_MS = 10_000;

/**
 * Opens the check run `in_progress` as soon as what runs is known, so the pull request shows it while
 * the tests run. Undefined when it cannot be opened: the report at the end says why, once.
 */
export async function openProgressCheck(
  check: { name: string; externalId: string; title: string; summary: string },
  deps: ReportDeps,
  /** Called with its ID the moment GitHub made it, before anything else: a step killed next still leaves it. */
  onOpened: (id: number) => void = () => {},
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
        signal: () => AbortSignal.timeout(OPEN_TIMEOUT_MS),
      },
      check,
    );
    onOpened(run.id);
    log.info(`Check run "${name}" is in progress: ${run.url || `#${run.id}`}`);
    return run.id;
  } catch (error) {
    log.debug(`Could not open the check run in progress: ${messageOf(error)}`);
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
    await retextCheckRun(
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
