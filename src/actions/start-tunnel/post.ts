import { runPostEntry } from '../../runtime/github/runtime.ts';
import { ACTION, NOTHING_STARTED, STATE } from './names.ts';

// The teardown code loads only when main started something: a post step with nothing to do starts fast.
export const main = () =>
  runPostEntry(ACTION, async (ctx) => {
    if (!ctx.getState(STATE.mode)) return ctx.log.info(NOTHING_STARTED);
    return (await import('./teardown.ts')).teardown(ctx);
  });
