import type { JobErrorDetail } from '../api/records.ts';
import type { ReportEntry } from '../report/types.ts';
import { plural } from '../text/wording.ts';
import type { EarlyStop } from './poll.ts';

// A job's failures as the report shows them: each error a failed test, named as far as it says.

function entryName(d: JobErrorDetail, index: number): string {
  if (d.testName) return d.testId === undefined ? d.testName : `${d.testName} (test ${d.testId})`;
  return d.testId === undefined ? `Failure ${index + 1}` : `Test ${d.testId}`;
}

/** The report entry of one job error: a failed run, known by its test name where it has one. */
export function failedEntry(d: JobErrorDetail, index: number): ReportEntry {
  return {
    name: entryName(d, index),
    ...(d.testName ? { keyName: d.testName } : { madeUpName: true }),
    outcome: 'failed',
    environment: d.browser,
    message: `${failureText(d).replace(/^failed/, 'Failed')}.`,
    ...(d.testId === undefined ? {} : { id: String(d.testId) }),
  };
}

/** "failed at step 3 on chrome 126 (time 12.5): element #buy not found". */
export function failureText(d: JobErrorDetail): string {
  return (
    'failed' +
    (d.step ? ` at step ${d.step}` : '') +
    (d.browser ? ` on ${d.browser}` : '') +
    (d.time ? ` (time ${d.time})` : '') +
    (d.message ? `: ${d.message}` : '')
  );
}

/** "Checkout", "Checkout and Login", "Checkout, Login and 2 more": the failures that decided it. */
export function decidedBy(deciding: readonly JobErrorDetail[]): string {
  const names = deciding.map((d) => d.testName ?? (d.testId === undefined ? 'a test' : `test ${d.testId}`));
  if (names.length <= 1) return names[0] ?? 'nothing';
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

/** "4 tests stopped, 1 not started", and what could not be; "no other test was still running". */
export function stoppedText(stop: Pick<EarlyStop, 'stopped' | 'notStarted' | 'unstopped'>): string {
  const parts = [
    stop.stopped.length ? `${plural(stop.stopped.length, 'test')} stopped` : '',
    stop.notStarted.length ? `${stop.notStarted.length} not started` : '',
    stop.unstopped.length ? `${stop.unstopped.length} could not be stopped` : '',
  ].filter(Boolean);
  return parts.join(', ') || 'no other test was still running';
}
