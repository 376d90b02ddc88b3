import { BUILD_VARIABLE, defaultBuildName } from './job-identity.ts';
import type { ActionContext } from './types.ts';

/**
 * Who stops a job's sessions left running (`stop-sessions`; docs/costs.md, "Sessions left running"):
 * the post step of the job's first step of ours that takes the input (start-tunnel, upload-app, the
 * root action), once per job. That step claims it by exporting SESSIONS_STEP_VARIABLE, which every
 * later step of ours then finds set; its post steps run after the later ones' (post steps run in
 * reverse order), at the very end of the job, whether it passed, failed or was cancelled. Light: the
 * entries and post steps read it before they load anything else.
 */

/** The input of start-tunnel, upload-app and the root action. */
export const STOP_SESSIONS_INPUT = 'stop-sessions';

/**
 * `auto`: when the job's build name is its own (the default one, which the first step of ours
 * exports); `true`: also when the workflow set CLOUDTEST_BUILD itself; `false`: never.
 */
export const STOP_SESSIONS_MODES = ['auto', 'true', 'false'] as const;
export type StopSessionsMode = (typeof STOP_SESSIONS_MODES)[number];

/** Exported by the first step of ours that takes `stop-sessions`: its action's name. */
export const SESSIONS_STEP_VARIABLE = 'CLOUDTEST_SESSIONS_STEP';

/** What that step's main leaves its post step: the build whose sessions it stops. */
const SESSIONS_STATE = { build: 'sessions-build' } as const;

/**
 * The claim of the job's first step of ours that takes `stop-sessions`: the build whose sessions its
 * post step stops saved for it (as `mode` allows) and the variable that tells later steps of ours
 * the claim is made, to export. A later step of ours claims nothing.
 */
export function claimJobSessions(
  mode: StopSessionsMode,
  ctx: Pick<ActionContext, 'env' | 'job' | 'saveState' | 'log'>,
  action: string,
): Record<string, string> {
  const claimed = ctx.env[SESSIONS_STEP_VARIABLE]?.trim();
  if (claimed) {
    ctx.log.debug(`The sessions of this job's build are stopped by the post step of ${claimed}.`);
    return {};
  }
  const chosen = buildToStop(mode, ctx.env[BUILD_VARIABLE], defaultBuildName(ctx.job));
  if ('build' in chosen) {
    ctx.saveState(SESSIONS_STATE.build, chosen.build);
    ctx.log.info(
      `When this job ends, the post step stops the sessions of build "${chosen.build}" still running.`,
    );
  } else if (chosen.why) ctx.log.info(chosen.why);
  return { [SESSIONS_STEP_VARIABLE]: action };
}

/**
 * The build whose sessions are stopped under `mode`: `set`, CLOUDTEST_BUILD as the job found it (the
 * workflow's, or the default an earlier step of ours exported), else `own`, the job's default build
 * name. Under `auto` a name the workflow set is not the job's own: other jobs may share it. Else why none.
 */
export function buildToStop(
  mode: StopSessionsMode,
  set: string | undefined,
  own: string | undefined,
): { build: string } | { why?: string } {
  const given = set?.trim() || undefined;
  const build = given ?? own;
  if (mode === 'false' || !build) return {};
  if (mode === 'auto' && given !== undefined && given !== own)
    return {
      why: `${BUILD_VARIABLE} was set by the workflow ("${given}"), and other jobs may share that build: its sessions still running when this job ends are left alone (set "${STOP_SESSIONS_INPUT}" to true to stop them).`,
    };
  return { build };
}

/** The build whose sessions this post step stops; undefined when its main claimed none. */
export function sessionsBuildOf(getState: (name: string) => string): string | undefined {
  return getState(SESSIONS_STATE.build).trim() || undefined;
}
