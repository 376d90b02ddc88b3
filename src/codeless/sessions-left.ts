import { sessionsBuildOf } from '../runtime/job-sessions.ts';
import type { ServiceContext } from '../runtime/service-context.ts';

/**
 * The first work of the post step of a job's first step of ours that takes `stop-sessions`: the
 * sessions of the build its main claimed, still running, stopped (src/runtime/job-sessions.ts). Light:
 * the stopping's code loads only when main claimed a build.
 */
export async function stopSessionsLeft(ctx: ServiceContext): Promise<void> {
  const build = sessionsBuildOf(ctx.getState);
  if (!build) return;
  const { stopBuildSessions } = await import('./build-sessions.ts');
  await stopBuildSessions(build, ctx);
}
