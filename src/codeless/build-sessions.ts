import { testRecordFields } from '../api/records.ts';
import { messageOf, ServiceError } from '../api/transport/errors.ts';
import { walkPages } from '../api/transport/pagination.ts';
import { Deadline } from '../runtime/deadline.ts';
import type { ServiceContext } from '../runtime/service-context.ts';
import { formatSeconds, plural } from '../text/wording.ts';
import { stopInParallel, type StopTally, stopTest, UNREAD_TEST_FIELDS } from './stop.ts';

/**
 * The sessions of a build left running when the job that drove them ended (`stop-sessions`, and
 * `cloudtest tunnel`): the build's tests whose record says they are not done, each stopped by PUT
 * /v1/tests/{id}/stop (ASSUMPTIONS.buildSessions). A cancelled job's test runner dies with the job,
 * but a session it opened on the grid goes on, and bills, until the service's own time limit.
 */

/** How long the stopping may take: the post step says the count within this of its start. */
export const SESSIONS_STOP_MS = 10_000;

/** What the stopping did, and its sentence, also logged (a warning when something could not be stopped). */
export interface SessionsStopped extends StopTally {
  said: string;
}

/**
 * Stops the sessions of `build` still running, all within `withinMs` (SESSIONS_STOP_MS) of the call: the build is
 * read page by page and each session still running is stopped as it is found (8 at a time). A build
 * the service does not know has none. Problems are warnings, never thrown.
 */
export async function stopBuildSessions(
  build: string,
  ctx: ServiceContext,
  withinMs = SESSIONS_STOP_MS,
): Promise<SessionsStopped> {
  const deadline = new Deadline(ctx.clock, withinMs);
  const bounded = {
    ...ctx,
    client: ctx.client.within(deadline.bound(0, `stop-sessions (${formatSeconds(withinMs)})`)),
  };
  const tally: StopTally = { stopped: 0, finished: 0, failed: 0 };
  let problem: string | undefined;
  try {
    const fetchPage = (page: { offset: number; count: number; signal?: AbortSignal }) =>
      bounded.client.builds.tests(build, { ...page, skipFields: UNREAD_TEST_FIELDS });
    for await (const records of walkPages(fetchPage, { signal: ctx.signal })) {
      const running = records.flatMap((record) => {
        const fields = testRecordFields(record);
        return fields.running && (fields.id ?? fields.sessionId) ? [(fields.id ?? fields.sessionId)!] : [];
      });
      await stopInParallel(running, (id) => stopTest(id, tally, bounded));
    }
  } catch (error) {
    // A build the service does not know (yet) has no sessions.
    if (!(error instanceof ServiceError && error.status === 404)) problem = messageOf(error);
  }
  const said = sessionsSentence(build, tally, problem);
  ctx.log[problem || tally.failed ? 'warning' : 'info'](said);
  return { ...tally, said };
}

/** "Stopped 2 sessions of build X still running." and what else happened. */
function sessionsSentence(build: string, tally: StopTally, problem: string | undefined): string {
  const parts = [
    tally.stopped
      ? `Stopped ${plural(tally.stopped, 'session')} of build "${build}" still running`
      : `No session of build "${build}" was still running`,
    tally.finished ? `${tally.finished} ended meanwhile` : '',
    tally.failed ? `${tally.failed} could not be stopped` : '',
  ].filter(Boolean);
  const read = problem ? ` The build could not be read to the end: ${problem}` : '';
  return `${parts.join('; ')}.${read}`;
}
