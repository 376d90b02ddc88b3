import { describe, expect, it } from 'vitest';

import { SESSIONS_STOP_MS, stopBuildSessions } from '../../src/codeless/build-sessions.ts';
import { codelessContext } from '../actions/codeless-context.ts';
import { useFakeService } from '../support/service.ts';

const service = useFakeService();
const user = service.accounts.user;

/** A build of two sessions still running and two ended. */
function buildOfFour(name: string) {
  const { tests } = service.tests.seedBuild(user, name, [
    { runningForMs: 3_600_000 },
    { success: false },
    { runningForMs: 3_600_000, state: 'QUEUED' },
    {},
  ]);
  // Seeded RUNNING; the third waits for a slot, as a session not started yet does.
  tests[2]!.state = 'QUEUED';
  return tests;
}

describe('the sessions of a build still running (stop-sessions)', () => {
  it('stops exactly the sessions of the build still running, and says how many', async () => {
    const tests = buildOfFour('shop-41-1-e2e');
    const other = service.tests.seedBuild(user, 'shop-41-1-other', [{ runningForMs: 3_600_000 }]).tests;
    const ctx = codelessContext(service);

    const stopped = await stopBuildSessions('shop-41-1-e2e', ctx);

    const stops = service.seen('PUT', '/v1/tests/:id/stop').map((r) => r.path);
    expect(stops.sort()).toEqual([`/v1/tests/${tests[0]!.id}/stop`, `/v1/tests/${tests[2]!.id}/stop`].sort());
    expect(stopped).toMatchObject({ stopped: 2, finished: 0, failed: 0 });
    expect(ctx.messages('info')).toContain('Stopped 2 sessions of build "shop-41-1-e2e" still running.');
    expect(tests.map((t) => t.state)).toEqual(['COMPLETE', 'COMPLETE', 'COMPLETE', 'COMPLETE']);
    // Another build's session is none of this build's business.
    expect(other[0]!.state).toBe('RUNNING');
    expect(ctx.messages('warning')).toEqual([]);
  });

  it('says a build the service does not know has no session running, and warns of a build it could not read', async () => {
    const ctx = codelessContext(service);
    await expect(stopBuildSessions('never-made', ctx)).resolves.toMatchObject({ stopped: 0 });
    expect(ctx.messages('info')).toEqual(['No session of build "never-made" was still running.']);

    buildOfFour('shop-42-1-e2e');
    service.faults.always('GET', '/v1/builds/:build', { kind: 'reset' });
    const failing = codelessContext(service);
    await stopBuildSessions('shop-42-1-e2e', failing);
    expect(failing.messages('warning')).toEqual([
      expect.stringMatching(
        /^No session of build "shop-42-1-e2e" was still running\. The build could not be read to the end: /,
      ),
    ]);
  });

  it('gives up within its time when the service stops answering', async () => {
    buildOfFour('shop-43-1-e2e');
    service.faults.always('GET', '/v1/builds/:build', { kind: 'hang' });
    const ctx = codelessContext(service);
    const started = Date.now();
    await stopBuildSessions('shop-43-1-e2e', ctx, 300);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(ctx.messages('warning')).toEqual([
      expect.stringMatching(/could not be read to the end: .*stop-sessions/),
    ]);
    expect(SESSIONS_STOP_MS).toBe(10_000);
  });
});
