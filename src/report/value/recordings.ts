import { messageOf } from '../../api/transport/errors.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import { markdownText } from '../../text/escape.ts';
import { plural } from '../../text/wording.ts';
import type { SessionSeen, SessionsKnown } from './sessions.ts';
import { HEAVY_TEST_FIELDS, readTestRecord } from './test-record.ts';
import type { ReportEntry } from './types.ts';

/** Failed tests of a job whose test records are read for their recordings; the rest are counted. */
export const MAX_FAILED_TESTS_LOOKED_UP = 20;

/**
 * A job's errors carry no recordings. Each error that names its test (`test_id`) is looked up
 * (GET /v1/tests/{id}, the first MAX_FAILED_TESTS_LOOKED_UP), and the entry takes the record's links,
 * duration and end; its name, browser and message stay the error's. What could not be linked is
 * said plainly in the report's details. Lookups are best effort: a failed one is a line there. What
 * each record said of its session is handed back, so the session time reads no record twice.
 */
export async function addTestRecords(
  report: { entries: ReportEntry[]; details?: string },
  ctx: ServiceContext,
): Promise<SessionsKnown> {
  const known = new Map<number, SessionSeen>();
  // An earlier attempt's failures (a re-run's) are that attempt's to link.
  const failed = report.entries.filter((e) => e.outcome === 'failed' && e.attempt === undefined);
  const named = failed.filter((e) => e.id !== undefined);
  const notes: string[] = [];
  const unnamed = failed.length - named.length;
  if (unnamed)
    notes.push(
      `${plural(unnamed, 'failure')} of this job ${unnamed === 1 ? 'names' : 'name'} no test (its error carries no \`test_id\`), so ${unnamed === 1 ? 'its' : 'their'} video, screenshots and logs cannot be linked here; the service's dashboard has them.`,
    );
  const lookedUp = named.slice(0, MAX_FAILED_TESTS_LOOKED_UP);
  if (named.length > lookedUp.length)
    notes.push(
      `Recordings are linked for the first ${lookedUp.length} of ${named.length} failed tests; the service's dashboard has the rest.`,
    );
  const problems: string[] = [];
  for (const entry of lookedUp) {
    try {
      const view = readTestRecord(await ctx.client.tests.get(entry.id!, { skipFields: HEAVY_TEST_FIELDS }));
      known.set(Number(entry.id), { place: view.session, seconds: view.entry.duration });
      // Not its platform: only some failures are looked up, and what a test is from one report to
      // the next must not depend on whether it was (src/report/value/family.ts).
      const { links, duration, completedAt } = view.entry;
      Object.assign(entry, {
        ...(links ? { links } : {}),
        ...(duration === undefined ? {} : { duration }),
        ...(completedAt === undefined ? {} : { completedAt }),
      });
    } catch (error) {
      if (ctx.signal.aborted) throw error;
      known.set(Number(entry.id), { place: 'untold', seconds: undefined });
      problems.push(`test ${entry.id}: ${messageOf(error)}`);
    }
  }
  if (problems.length) {
    const line = `The records of ${plural(problems.length, 'failed test')} could not be read, so ${problems.length === 1 ? 'its' : 'their'} recordings are not linked: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? '; …' : ''}`;
    ctx.log.warning(line);
    notes.push(line);
  }
  // The notes quote the service's error messages: shown as text, never rendered.
  if (notes.length)
    report.details = [report.details, ...notes.map(markdownText)].filter(Boolean).join('\n\n');
  return known;
}
