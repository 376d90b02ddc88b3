import { tunnelAlreadyGone } from '../../api/assumptions.ts';
import { messageOf } from '../../api/transport/errors.ts';
import { TUNNEL_STOPPED } from '../../api/tunnels.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import { stopClient } from './client-process.ts';
import { DEFAULT_TIMING, IdentifierSchema, type TunnelTiming } from './inputs.ts';
import { printTail } from './log-tail.ts';
import { NOTHING_STARTED, STATE } from './names.ts';
import { clientFolderOf, isRecordedProcess, readClientRecord } from './ownership.ts';

export interface TeardownContext extends ServiceContext {
  timing?: Partial<TunnelTiming>;
}

/**
 * The post step: stops our client, deletes our tunnel, prints the client's log tail. It runs after a
 * failed or cancelled main too, works from what main saved so far, touches nothing main did not start,
 * and turns every problem into a warning. It reads only the state keys of the mode main saved, each
 * checked: anything else in state (text a hostile answer slipped in) is ignored.
 */
export async function teardown(ctx: TeardownContext): Promise<void> {
  const mode = ctx.getState(STATE.mode);
  if (mode === 'api') {
    await attempt(ctx, 'delete the tunnel', () => deleteOwnTunnels(ctx));
  } else if (mode === 'client') {
    await clientTeardown(ctx, { ...DEFAULT_TIMING, ...ctx.timing });
  } else {
    ctx.log.info(NOTHING_STARTED);
  }
}

async function clientTeardown(ctx: TeardownContext, timing: TunnelTiming): Promise<void> {
  const folder = clientFolderOf(ctx.env, ctx.getState(STATE.clientToken));
  const record = folder && readClientRecord(folder);
  if (record) {
    await attempt(ctx, 'stop the tunnel client', async () => {
      if (isRecordedProcess(record))
        await stopClient(record.pid, { graceMs: timing.stopGraceMs, clock: ctx.clock, log: ctx.log });
      else
        ctx.log.info(
          `The tunnel client (process ${record.pid}) had already ended; that pid is now another process's.`,
        );
    });
  }
  await attempt(ctx, 'delete the tunnel', () => deleteOwnTunnels(ctx));
  // Only the log in main's own folder: never a file that state names.
  if (folder) {
    await attempt(ctx, "print the tunnel client's log", async () => {
      printTail(folder.logFile, ctx.log);
    });
  }
}

/**
 * The tunnel main saved; else, when main never learned its id (cancelled while the create or the
 * client's connection was being answered), those listed under the identifier main saved before.
 */
async function deleteOwnTunnels(ctx: TeardownContext): Promise<void> {
  const saved = ctx.getState(STATE.tunnelId);
  const ids = /^[1-9]\d{0,9}$/.test(saved) ? [Number(saved)] : await tunnelsNamedOurs(ctx);
  if (!ids.length) {
    ctx.log.info('No tunnel to delete: none was created.');
    return;
  }
  for (const id of ids) {
    try {
      await ctx.client.tunnels.delete(id);
      ctx.log.info(`Deleted tunnel ${id}.`);
    } catch (error) {
      if (tunnelAlreadyGone(error)) ctx.log.info(`Tunnel ${id} was already gone.`);
      else throw error;
    }
  }
}

async function tunnelsNamedOurs(ctx: TeardownContext): Promise<number[]> {
  const identifier = IdentifierSchema.safeParse(ctx.getState(STATE.identifier)).data;
  if (!identifier) return [];
  const foreign = new Set(ctx.getState(STATE.foreignTunnelIds).split(',').filter(Boolean).map(Number));
  return (await ctx.client.tunnels.list())
    .filter((t) => t.identifier === identifier && !foreign.has(t.id) && t.state !== TUNNEL_STOPPED)
    .map((t) => t.id);
}

async function attempt(ctx: TeardownContext, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    ctx.log.warning(`Tunnel clean-up: could not ${what}: ${messageOf(error)}`);
  }
}
