import { whyNotCombinable } from '../../report/world/environment.ts';
import { readEvent } from '../../report/world/event.ts';
import type { ActionContext, ActionResult } from '../../runtime/types.ts';
import { reportOutputs } from '../annotate-build/names.ts';
import { EVIDENCE_OUTPUTS as FILES } from '../wait-for-job/names.ts';
import type { CombineInputs } from './inputs.ts';
import { OUTPUTS, STATE } from './names.ts';

/**
 * Combines the reports the legs of this workflow run wrote into one check (src/report/combining.ts)
 * and maps it to outputs. What the post step needs is saved the moment it is known: the check's name,
 * then the check run opened in progress; a failure before the combined report completes that check
 * run, failure, saying why.
 */
export async function run(inputs: CombineInputs, ctx: ActionContext): Promise<ActionResult> {
  ctx.saveState(STATE.checkName, inputs.checkName);
  // Before the reporting code loads: a step that cannot combine ends at once.
  const why = whyNotCombinable(!!inputs.githubToken, ctx.env, readEvent(ctx.env));
  if (why) throw new Error(why);
  const [{ reportDeps }, { combineReports }, { flakyStep }] = await Promise.all([
    import('../../report/publish.ts'),
    import('../../report/combining.ts'),
    import('../../report/outputs/report.ts'),
  ]);
  const deps = await reportDeps(inputs.githubToken, ctx);
  let opened: number | undefined;
  try {
    const combined = await combineReports(inputs, deps, (id) => {
      opened = id;
      ctx.saveState(STATE.checkRunId, String(id));
    });
    ctx.saveState(STATE.reported, 'true');
    const { published } = combined;
    const { counts } = published;
    // annotate-build's outputs but for the files: a combination writes none.
    const {
      [FILES.junitFile]: _junit,
      [FILES.ctrfFile]: _ctrf,
      [FILES.assetsDir]: _assets,
      ...report
    } = reportOutputs(published);
    const outputs = {
      ...report,
      [OUTPUTS.legs]: String(combined.legs),
      [OUTPUTS.missing]: String(combined.missing),
    };
    if (combined.failure) return { outputs, failure: combined.failure };
    if (published.blockNote) ctx.log.warning(`${published.blockNote}.`);
    const flaky = flakyStep(
      counts.flaky,
      inputs.evidence.failOnFlaky,
      `in ${combined.legs} legs`,
      published.quarantinedFlaky,
    );
    if (flaky.warning) ctx.log.warning(flaky.warning);
    return flaky.failure ? { outputs, failure: flaky.failure } : { outputs };
  } catch (error) {
    if (ctx.signal.aborted) ctx.saveState(STATE.cancelled, 'true');
    else {
      const { reportFailure } = await import('../../report/publisher.ts');
      const check = { githubToken: inputs.githubToken, name: inputs.checkName, externalId: 'combined' };
      await reportFailure(error, ctx, { ...check, openCheckRunId: opened });
      ctx.saveState(STATE.reported, 'true');
    }
    throw error;
  }
}
