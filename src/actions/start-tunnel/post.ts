import { stopSessionsLeft } from '../../codeless/sessions-left.ts';
import { runPostEntry } from '../../runtime/github/runtime.ts';
import { ACTION, NOTHING_STARTED, STATE } from './names.ts';

// The teardown code loads only when main started something: a post step with nothing to do starts
// fast. The job's sessions still running are stopped first, while the tunnel they may use is up.
export const main = () =>
  runPostEntry(ACTION, async (ctx) => {
    await stopSessionsLeft(ctx);
    if (!ctx.getState(STATE.mode)) return ctx.log.info(NOTHING_STARTED);
    return (await import('./teardown.ts')).teardown(ctx);
  });
