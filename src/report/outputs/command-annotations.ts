import type { Logger } from '../../runtime/types.ts';
import { plural } from '../../text/wording.ts';
import type { ReportEntry } from '../value/types.ts';
import { MAX_COMMAND_ANNOTATIONS } from '../world/limits.ts';
import { annotationOf } from './check-run/check-run.ts';

/** Failed tests: the first ones (as many as a report lists), and how many there are. */
export interface FailedTests {
  first: readonly ReportEntry[];
  count: number;
  /** Those a quarantine excuses: warnings that say so, never errors. */
  excused?: (entry: ReportEntry) => unknown;
}

/**
 * Without a check run: error annotations through workflow commands for the first failed tests (the
 * runner shows only 10 per step), and one notice for the rest; then a notice per flaky test, as the
 * notices left room for.
 */
export function annotateThroughCommands(
  failed: FailedTests,
  file: string,
  log: Logger,
  flaky: readonly ReportEntry[] = [],
): void {
  for (const entry of failed.first.slice(0, MAX_COMMAND_ANNOTATIONS)) {
    const excused = Boolean(failed.excused?.(entry));
    const a = annotationOf(entry, file, excused);
    (excused ? log.warning : log.error)(a.message, { title: a.title, file, startLine: 1 });
  }
  const rest = failed.count - MAX_COMMAND_ANNOTATIONS;
  for (const entry of flaky.slice(0, MAX_COMMAND_ANNOTATIONS - (rest > 0 ? 1 : 0))) {
    const a = annotationOf(entry, file);
    log.notice(a.message, { title: a.title, file, startLine: 1 });
  }
  if (rest > 0) {
    log.notice(
      `${rest} more failed ${rest === 1 ? 'test is' : 'tests are'} not annotated here (GitHub shows ${MAX_COMMAND_ANNOTATIONS} error annotations per step): see the job summary.`,
      { title: `${rest} more failed tests`, file, startLine: 1 },
    );
  }
}

/** What `annotateThroughCommands` annotates of `count` failed tests, for the job summary; empty for none. */
export function commandAnnotationsNote(count: number): string {
  if (!count) return '';
  if (count <= MAX_COMMAND_ANNOTATIONS)
    return `${plural(count, 'failed test')} ${count === 1 ? 'is' : 'are'} annotated on this step instead.`;
  return `${MAX_COMMAND_ANNOTATIONS} of ${count} failed tests are annotated on this step instead: GitHub shows at most ${MAX_COMMAND_ANNOTATIONS} error annotations per step.`;
}
