import { REPORTING_OUTPUTS as FILES } from '../../report/names.ts';
import { endReportingStep, reportSession, stepEnd } from '../../report/session.ts';
import type { ActionContext, ActionResult } from '../../runtime/types.ts';
import { reportOutputs } from '../annotate-build/names.ts';
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
  const session = reportSession(ctx, {
    checkName: inputs.checkName,
    githubToken: inputs.githubToken,
    onCheckRun: (id) => ctx.saveState(STATE.checkRunId, String(id)),
  });
  // Before the reporting code loads: a step that cannot combine ends at once.
  const why = session.whyNotCombinable();
  if (why) throw new Error(why);
  return endReportingStep(
    ctx,
    session,
    () => 'combined',
    async () => {
      const combined = await session.combine(inputs);
      const { published, legs } = combined;
      const { counts, blockNote } = published;
      // annotate-build's outputs but for the files: a combination writes none.
      const {
        [FILES.junitFile]: _junit,
        [FILES.ctrfFile]: _ctrf,
        [FILES.assetsDir]: _assets,
        ...report
      } = reportOutputs(published);
      const outputs = {
        ...report,
        [OUTPUTS.legs]: String(legs),
        [OUTPUTS.missing]: String(combined.missing),
      };
      // The legs' failures, and the legs that did not report, are said in the combination's own line.
      const { failure, failedBy } = combined;
      const end = stepEnd(
        {
          ...(failure ? { failure, failedBy } : {}),
          counts,
          ...(blockNote ? { passed: { warning: `${blockNote}.` } } : {}),
        },
        { blocks: failure !== undefined, flaky: counts.flaky, quarantinedFlaky: published.quarantinedFlaky },
        { failOnFailure: true, failOnFlaky: inputs.evidence.failOnFlaky, where: `in ${legs} legs` },
        ctx.log,
      );
      return end.failure ? { outputs, failure: end.failure } : { outputs };
    },
  );
}
