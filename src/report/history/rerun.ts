import { plural } from '../../text/wording.ts';
import type { BaseReport } from './base/lookup.ts';
import { type CarriedTest, MAX_CARRIED, type NamedTest } from './digest/model.ts';

/**
 * What an earlier attempt of the workflow run leaves to run again (docs/report-files.md, "Re-runs"):
 * its report of the same check, when it tells that with certainty (every outcome known, every failure
 * named) and carries the tests that passed; else why not, for the one line that says every test runs
 * again.
 */
export function rerunOf(
  earlier: Extract<BaseReport, { digest: unknown }>,
): { from: number; carried: CarriedTest[]; failed: NamedTest[]; runUrl?: string } | { why: string } {
  const { digest, conclusion } = earlier;
  const { counts, dropped, run, carried } = digest;
  const why = (text: string) => ({ why: text });
  // Found by the run its digest names, it names its attempt.
  const at = `attempt ${run?.attempt ?? 'before'}`;
  if (conclusion === 'cancelled' || conclusion === 'timed_out')
    return why(
      `the job of ${at} did not finish (its check run is ${conclusion}), so not every outcome is known`,
    );
  if (dropped.carried)
    return why(
      `${at} passed more tests than a report carries (${MAX_CARRIED}), so they could not be reported here`,
    );
  if (counts.unknown)
    return why(
      `the outcome of ${plural(counts.unknown, 'test')} of ${at} is unknown, so ${counts.unknown === 1 ? 'it' : 'they'} would go unreported`,
    );
  const unnamed = counts.failed - digest.failedNames.length;
  if (unnamed > 0)
    return why(`the report of ${at} did not keep the names of ${plural(unnamed, 'failed test')}`);
  const madeUp = digest.failedNames.filter((t) => t.madeUp).length;
  if (madeUp)
    return why(
      `${plural(madeUp, 'failure')} of ${at} named no test, so which Codeless test to run is not certain`,
    );
  if (!run || !carried)
    return why(`the report of ${at} does not say which tests passed (its job did not finish, or FAILED)`);
  const runUrl = earlier.runUrl;
  return { from: run.attempt, carried, failed: digest.failedNames, ...(runUrl ? { runUrl } : {}) };
}
