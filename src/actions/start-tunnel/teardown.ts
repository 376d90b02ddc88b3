import type { ServiceContext } from '../../runtime/runtime.ts';
import { ServiceError, messageOf } from '../../api/errors.ts';
import { DEFAULT_TIMING, type TunnelTiming } from './inputs.ts';
import { STATE } from './names.ts';
import { printTail, stopClient } from './process.ts';

const NOTHING_STARTED = 'Nothing to tear down: no tunnel was started.';

export interface TeardownContext extends ServiceContext {
  timing?: Partial<TunnelTiming>;
}

/**
 * The post step: stops our client, deletes our tunnel, prints the client's log tail. It runs after a
 * failed or cancelled main too, works from what main saved so far, touches nothing main did not start,
 * and turns every problem into a warning.
 */
export async function teardown(ctx: TeardownContext): Promise<void> {
  const timing = { ...DEFAULT_TIMING, ...ctx.timing };
  const mode = ctx.getState(STATE.mode);
  if (!mode) {
    ctx.log.info(NOTHING_STARTED);
    return;
  }
  const pid = Number(ctx.getState(STATE.clientPid));
  const logFile = ctx.getState(STATE.clientLog);

  if (pid > 0) {
    await attempt(ctx, 'stop the tunnel client', () =>
      stopClient(pid, { graceMs: timing.stopGraceMs, clock: ctx.clock, log: ctx.log }),
    );
  }
  await attempt(ctx, 'delete the tunnel', () => deleteOwnTunnels(ctx, pid > 0));
  if (logFile) {
    await attempt(ctx, "print the tunnel client's log", async () => {
      printTail(logFile, ctx.log);
    });
  }
}

async function deleteOwnTunnels(ctx: TeardownContext, clientStarted: boolean): Promise<void> {
  const saved = Number(ctx.getState(STATE.tunnelId));
  let ids: number[];
  if (saved > 0) ids = [saved];
  else if (clientStarted) ids = await tunnelsNamedOurs(ctx);
  else ids = [];
  if (!ids.length) {
    ctx.log.info('No tunnel to delete: none was created.');
    return;
  }
  for (const id of ids) {
    try {
      await ctx.client.tunnels.delete(id);
      ctx.log.info(`Deleted tunnel ${id}.`);
    } catch (error) {
      if (error instanceof ServiceError && error.status === 404)
        ctx.log.info(`Tunnel ${id} was already gone.`);
      else throw error;
    }
  }
}

/** Main saw no tunnel of ours before it failed: any the client opened since carries our name. */
async function tunnelsNamedOurs(ctx: TeardownContext): Promise<number[]> {
  const identifier = ctx.getState(STATE.identifier);
  if (!identifier) return [];
  const foreign = new Set(ctx.getState(STATE.foreignTunnelIds).split(',').filter(Boolean).map(Number));
  return (await ctx.client.tunnels.list())
    .filter((t) => t.identifier === identifier && !foreign.has(t.id) && t.state !== 'STOPPED')
    .map((t) => t.id);
}

async function attempt(ctx: TeardownContext, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    ctx.log.warning(`Tunnel clean-up: could not ${what}: ${messageOf(error)}`);
  }
}
