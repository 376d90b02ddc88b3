import { messageOf } from '../api/errors.ts';
import { closeCheckRun, openCheckRun } from './check-run.ts';
import { oneLine } from './limits.ts';
import type { ReportDeps } from './publish.ts';
import type { CheckConclusion } from './types.ts';

/** A cancelled step has about two seconds left (src/runtime/runtime.ts): closing must fit in them. */
const CLOSE_TIMEOUT_MS = 1_500;
/** Opening is a single small request; a GitHub that takes longer is not waited for. */
const OPEN_TIMEOUT_MS = 10_000;

/**
 * Opens the check run `in_progress` as soon as what runs is known, so the pull request shows it while
 * the tests run. Undefined when it cannot be opened: the report at the end says why, once.
 */
export async function openProgressCheck(
  check: { name: string; externalId: string; title: string; summary: string },
  deps: ReportDeps,
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
    log.info(`Check run "${name}" is in progress: ${run.url || `#${run.id}`}`);
    return run.id;
  } catch (error) {
    log.debug(`Could not open the check run in progress: ${messageOf(error)}`);
    return undefined;
  }
}

/**
 * Completes an open check run that no report will complete (a cancelled step, or its post step),
 * within the time a cancelled step has left. True when GitHub took it; a problem is a warning.
 */
export async function closeProgressCheck(
  id: number,
  end: { conclusion: CheckConclusion; title: string; summary: string },
  deps: Pick<ReportDeps, 'github' | 'repository' | 'log' | 'now'>,
): Promise<boolean> {
  const { github, repository, log } = deps;
  if (!github || !repository) return false;
  try {
    await closeCheckRun(
      github,
      { ...repository, id, signal: () => AbortSignal.timeout(CLOSE_TIMEOUT_MS) },
      { ...end, completedAt: new Date(deps.now()).toISOString() },
    );
    log.info(`Check run #${id} completed as ${end.conclusion}.`);
    return true;
  } catch (error) {
    log.warning(`Could not complete check run #${id} as ${end.conclusion}: ${messageOf(error)}`);
    return false;
  }
}
