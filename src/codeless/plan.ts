import { messageOf } from '../api/transport/errors.ts';
import type { ProgressOpening, ReportSession } from '../report/session.ts';
import type { CarriedTest, EarlierAttempt, ReportEntry } from '../report/types.ts';
import type { ServiceContext } from '../runtime/service-context.ts';
import { plural } from '../text/wording.ts';
import { attemptExternalId } from './external-id.ts';
import { openReporting } from './reporting.ts';
import { describeTarget, type RerunMode, type TriggerTarget } from './target.ts';
import { tieNames } from './ties.ts';
import type { RunTest, RunTests } from './verdict.ts';
import type { WaitOptions } from './wait.ts';

/**
 * The first stage of a Codeless run: what it runs. The target, or, on a re-run of the workflow run
 * (attempt 2 and later) with `rerun: failed`, only what the attempt before failed: the report of the
 * same check that attempt left on the commit says which Codeless tests failed and carries the tests
 * that passed (docs/report-files.md, "Re-runs"); those tests run again, and the report combines them
 * with the carried ones, so the check shows the whole suite.
 */
export type Plan = { kind: 'target'; target: TriggerTarget } | ({ kind: 'rerun' } & Rerun);

/** What an attempt runs instead of the whole target: the failures of an earlier attempt's report. */
export interface Rerun extends EarlierAttempt {
  /** Each failed test's Codeless test, by name. */
  ties: ReadonlyMap<string, number>;
}

export interface PlanSetting {
  mode: RerunMode;
  target: TriggerTarget;
  wait: WaitOptions;
}

/**
 * The target, unless an earlier attempt of this workflow run leaves only its failures to run. The
 * reporting side opens first (its check run in progress), so that the base's report and the earlier
 * attempt's are read knowing the app this step writes as.
 */
export async function planRun(
  setting: PlanSetting,
  session: ReportSession | undefined,
  ctx: ServiceContext,
): Promise<Plan> {
  await openReporting(session, opening(setting, ctx), setting.wait);
  const rerun = ctx.job.attempt > 1 ? await planRerun(setting, session, ctx) : undefined;
  if (!rerun) return { kind: 'target', target: setting.target };
  const { attempt } = ctx.job;
  const { from, carried } = rerun;
  const tests = new Set(rerun.failed.map((t) => rerun.ties.get(t.name))).size;
  const kept = `${plural(carried.length, 'test')} that passed`;
  const is = carried.length === 1 ? 'is' : 'are';
  ctx.log.info(
    rerun.failed.length
      ? `Attempt ${attempt}: running again only the ${plural(tests, 'Codeless test')} that failed in attempt ${from}; the ${kept} there ${is} carried into this report.`
      : `Attempt ${attempt}: nothing failed in attempt ${from}, so no test runs again; its ${kept} ${is} reported as ${carried.length === 1 ? 'it was' : 'they were'}.`,
  );
  return { kind: 'rerun', ...rerun };
}

/** What the check run says while the plan reads, before the target's job is known. */
function opening({ mode, target }: PlanSetting, ctx: ServiceContext): ProgressOpening {
  const { attempt } = ctx.job;
  const title =
    attempt > 1 && mode === 'failed'
      ? `Attempt ${attempt}: reading what the attempt before left to run again`
      : `Starting ${describeTarget(target)}`;
  return {
    externalId: attemptExternalId(attempt),
    title,
    summary: `${title}; the results replace this when the tests end.`,
  };
}

/**
 * On attempt 2 or later with `rerun: failed`: what the attempt before failed, when its report tells
 * that with certainty (every outcome known, every failure named, each name tied to one Codeless test
 * of the target) and carries the tests that passed. Otherwise undefined, and one line says why every
 * test runs again.
 */
async function planRerun(
  { mode, target }: PlanSetting,
  session: ReportSession | undefined,
  ctx: ServiceContext,
): Promise<Rerun | undefined> {
  const { attempt } = ctx.job;
  if (attempt < 2) return undefined;
  const everything = (why: string) => {
    ctx.log.info(`Attempt ${attempt} of this workflow run runs every test again: ${why}.`);
    return undefined;
  };
  if (mode === 'all') return everything('rerun is all');
  if (!session) return everything('report is false, so no earlier attempt left a report to start from');
  const earlier = await session.earlierAttempt(ctx.job.runId);
  if ('why' in earlier) return everything(earlier.why);
  const { from } = earlier;
  let tied: Awaited<ReturnType<typeof tieNames>>;
  try {
    tied = await tieNames(new Set(earlier.failed.map((t) => t.name)), target, ctx);
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    return everything(
      `the Codeless tests of ${describeTarget(target)} could not be read: ${messageOf(error)}`,
    );
  }
  if (tied.uncertain.length)
    return everything(`which tests failed in attempt ${from} is not certain: ${tied.uncertain.join('; ')}`);
  return { ...earlier, ties: tied.ties };
}

/**
 * What a re-run starts from: the tests the earlier attempt passed, as they were, and its failures as
 * the first attempts of their Codeless tests, which its rounds run again.
 */
export function rerunTests(rerun: Rerun): RunTests {
  const { from } = rerun;
  const carried: RunTest[] = rerun.carried.map((t) => ({ attempts: carriedAttempts(t) }));
  const failed: RunTest[] = rerun.failed.map((t) => {
    const codelessTest = rerun.ties.get(t.name);
    const entry: ReportEntry = {
      name: t.name,
      keyName: t.name,
      outcome: 'failed',
      attempt: from,
      message: `Failed in attempt ${from} of this workflow run.`,
      ...(t.environment ? { environment: t.environment } : {}),
      ...(t.platform ? { platform: t.platform } : {}),
    };
    return { attempts: [entry], ...(codelessTest === undefined ? {} : { codelessTest }) };
  });
  const { runUrl } = rerun;
  return {
    start: { kind: 'rerun', from, carried: carried.length, ...(runUrl ? { runUrl } : {}) },
    tests: [...carried, ...failed],
    retried: [],
    rounds: 0,
    notes: [],
  };
}

/**
 * A test an earlier attempt passed, marked with that attempt: a flaky one as its failed attempt and
 * its pass, so this report counts it flaky again. No ID on the failure: its recordings are the earlier
 * attempt's, not looked up again.
 */
function carriedAttempts(t: CarriedTest): ReportEntry[] {
  const shown: ReportEntry = {
    name: `${t.name} (attempt ${t.attempt})`,
    keyName: t.name,
    outcome: 'passed',
    attempt: t.attempt,
    ...(t.environment ? { environment: t.environment } : {}),
    ...(t.platform ? { platform: t.platform } : {}),
    ...(t.id ? { id: t.id } : {}),
  };
  if (!t.flaky) return [shown];
  const { id: _id, ...failed } = shown;
  return [
    {
      ...failed,
      outcome: 'failed',
      message: `Failed in attempt ${t.attempt} of this workflow run, then passed on a retry.`,
    },
    shown,
  ];
}
