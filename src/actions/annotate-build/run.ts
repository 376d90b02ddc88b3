import { buildRefOf } from '../../api/refs.ts';
import { matchPrefixes, readBuilds } from '../../report/builds/gather.ts';
import {
  attemptNote,
  describeCounts,
  endReportingStep,
  type ReportSession,
  reportSession,
  stepEnd,
} from '../../report/session.ts';
import type { ReadTests, ReportingContext } from '../../report/types.ts';
import { BUILD_VARIABLE, jobBuildName, stableCheckName } from '../../runtime/job-identity.ts';
import type { ServiceContext } from '../../runtime/service-context.ts';
import type { ActionResult } from '../../runtime/types.ts';
import { type AnnotateInputs } from './inputs.ts';
import { CHECK_BASE, INPUTS, reportOutputs, STATE } from './names.ts';

/** The check run's `external_id` holds the builds it reports, cut to a sane length. */
const MAX_EXTERNAL_ID_CHARS = 200;

/**
 * Reads the builds (src/report/builds/: each waited for until final) and reports them. Whatever stops
 * it before its report, its check run says why (endReportingStep); what the post step needs for a step
 * stopped harder is saved first.
 */
export async function run(inputs: AnnotateInputs, ctx: ReportingContext): Promise<ActionResult> {
  const checkName = inputs.checkName ?? stableCheckName(CHECK_BASE, ctx.job);
  let externalId = externalIdOf(inputs.builds.map((b) => (b.kind === 'build' ? b.ref : `${b.prefix}*`)));
  ctx.saveState(STATE.checkName, checkName);
  ctx.saveState(STATE.externalId, externalId);
  const session = reportSession(ctx, { checkName, githubToken: inputs.githubToken });
  return endReportingStep(
    ctx,
    session,
    () => externalId,
    async () => {
      const builds = await buildsOf(inputs, ctx);
      externalId = externalIdOf(builds);
      // The builds a prefix matched: the check run opened to compare carries them, and post finds it by them.
      ctx.saveState(STATE.externalId, externalId);
      const read = await readBuilds(builds, waitOf(inputs), ctx);
      try {
        return await report({ builds, ...read }, inputs, { session, externalId }, ctx);
      } finally {
        await read.tests.dispose();
      }
    },
  );
}

/** How long the builds are waited for, and the input that says so. */
const waitOf = (inputs: AnnotateInputs) => ({ seconds: inputs.waitSeconds, input: INPUTS.waitSeconds });

/** The check run's `external_id`: the builds it reports, cut to a sane length. */
const externalIdOf = (builds: string[]) => builds.join(',').slice(0, MAX_EXTERNAL_ID_CHARS) || 'build';

/** The builds the selectors name, prefixes matched against every build of the account (all pages). */
async function buildsOf(inputs: AnnotateInputs, ctx: ServiceContext): Promise<string[]> {
  if (!inputs.builds.length) {
    const name = jobBuildName(ctx.env, ctx.job);
    if (!name)
      throw new Error(
        `Input "build" is not set and this job has no build name (${BUILD_VARIABLE} is not set and there is no workflow run): name the build.`,
      );
    return [buildRefOf(name)];
  }
  const prefixes = inputs.builds.flatMap((s) => (s.kind === 'prefix' ? [s.prefix] : []));
  const matched = prefixes.length ? await matchPrefixes(prefixes, waitOf(inputs), ctx) : [];
  const named = inputs.builds.flatMap((s) => (s.kind === 'build' ? [s.ref] : []));
  return [...new Set([...named, ...matched])];
}

/** The builds reported, and what was read of them: their tests, and what the summary says of the reading. */
interface BuildsRead {
  builds: string[];
  tests: ReadTests;
  details: string[];
}

/** The builds' report on GitHub and beside it, and the step's outputs. */
async function report(
  { builds, tests, details }: BuildsRead,
  inputs: AnnotateInputs,
  { session, externalId }: { session: ReportSession; externalId: string },
  ctx: ReportingContext,
): Promise<ActionResult> {
  const what =
    builds.length === 1 ? `Build "${builds[0]}"` : `Builds ${builds.map((b) => `"${b}"`).join(', ')}`;
  const { counts } = tests;
  const where = `in ${what.replace(/^B/, 'b')}`;
  // A report without tests names where it looked (fail-on-empty decides what it does to the step).
  const title = counts.total ? describeCounts(counts) : `No tests ${where}`;
  ctx.log.info(`${what}: ${describeCounts(counts)}.`);
  if (counts.unknown)
    ctx.log.warning(
      `${what}: the outcome of ${counts.unknown} ${counts.unknown === 1 ? 'test' : 'tests'} is unknown (still running, or no result reported); unknown never counts as passed.`,
    );
  const attempt = attemptNote(ctx.job);
  const input = {
    checkName: session.checkName,
    externalId,
    title,
    tests,
    details: [...details, ...(attempt ? [attempt] : [])].join('\n\n') || undefined,
  };
  const result = await session.publish(input, inputs.evidence);
  const failed = counts.failed ? `${counts.failed} of ${counts.total} tests failed ${where}.` : undefined;
  const { failure } = stepEnd(
    { ...(failed ? { failure: failed, failedBy: 'tests' } : {}), counts },
    {
      blocks: result.blocks !== false,
      ...(result.blockNote ? { note: result.blockNote } : {}),
      ...(result.missing ? { missing: result.missing } : {}),
      flaky: counts.flaky,
      ...(result.quarantinedFlaky ? { quarantinedFlaky: result.quarantinedFlaky } : {}),
    },
    { failOnFailure: inputs.failOnFailure, failOnFlaky: inputs.evidence.failOnFlaky, where },
    ctx.log,
  );
  return { outputs: reportOutputs(result), ...(failure ? { failure } : {}) };
}
