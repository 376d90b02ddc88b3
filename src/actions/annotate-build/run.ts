import type { ActionResult, ServiceContext } from '../../action/runtime.ts';
import { ServiceError } from '../../api/errors.ts';
import { collectPages } from '../../api/pagination.ts';
import { buildRefOf } from '../../api/refs.ts';
import { countEntries, describeCounts, publishReport, reportDepsFromEnv } from '../../report/publish.ts';
import { HEAVY_TEST_FIELDS, readTestRecord, type TestView } from '../../report/test-record.ts';
import { type AnnotateInputs, OUTPUTS } from './inputs.ts';

/** Time between two reads of a build that is not complete yet. */
export const POLL_INTERVAL_MS = 3_000;

export interface BuildRead {
  /** Undefined while the service does not know the build (404). */
  tests: TestView[] | undefined;
  /** Why the read was not final when the wait ended; undefined when it was. */
  pending: string | undefined;
}

/**
 * Every test of the build, all pages at the largest page size, heavy fields skipped. A test read twice
 * (pages shifting while results arrive) counts once, as last read.
 */
export async function readBuild(build: string, ctx: ServiceContext): Promise<TestView[] | undefined> {
  let records: Array<Record<string, unknown>>;
  try {
    records = await collectPages((page) =>
      ctx.client.builds.tests(build, { ...page, skipFields: HEAVY_TEST_FIELDS }),
    );
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return undefined;
    throw error;
  }
  const byKey = new Map<string, TestView>();
  const unkeyed: TestView[] = [];
  for (const view of records.map(readTestRecord)) {
    if (view.key === undefined) unkeyed.push(view);
    else byKey.set(view.key, view);
  }
  return [...byKey.values(), ...unkeyed];
}

const CONFIRMING = 'making sure no more results are arriving';

/**
 * Not final while the build is unknown or empty, a test is running, or the count is not yet the same
 * in two reads in a row: results of tests that just ended reach the service seconds late.
 */
function pendingReason(tests: TestView[] | undefined, previousTotal: number | undefined): string | undefined {
  if (!tests) return 'not found yet';
  if (!tests.length) return 'no tests yet';
  const running = tests.filter((t) => t.running).length;
  if (running) return `${running} of ${tests.length} tests still running`;
  if (previousTotal === undefined) return CONFIRMING;
  if (previousTotal !== tests.length) return `tests still arriving (${previousTotal} → ${tests.length})`;
  return undefined;
}

/**
 * Reads the build until it is final or `waitMs` has passed: a build may be missing, empty or
 * half-reported at first. With no time to wait, one read is final.
 */
export async function waitForBuild(build: string, waitMs: number, ctx: ServiceContext): Promise<BuildRead> {
  const deadline = ctx.clock.now() + waitMs;
  let previousTotal: number | undefined;
  let lastReason: string | undefined;
  for (;;) {
    const tests = await readBuild(build, ctx);
    const pending = pendingReason(tests, previousTotal);
    const remaining = deadline - ctx.clock.now();
    if (!pending || remaining <= 0) return { tests, pending: pending === CONFIRMING ? undefined : pending };
    const wait = Math.min(POLL_INTERVAL_MS, remaining);
    const line = `Build "${build}": ${pending}; reading again in ${Math.ceil(wait / 1000)} s (waiting up to ${Math.ceil(remaining / 1000)} s more).`;
    if (pending !== lastReason) ctx.log.info(line);
    else ctx.log.debug(line);
    lastReason = pending;
    previousTotal = tests?.length;
    await ctx.clock.sleep(wait, ctx.signal);
  }
}

export async function run(inputs: AnnotateInputs, ctx: ServiceContext): Promise<ActionResult> {
  const build = buildRefOf(inputs.build);
  const { tests, pending } = await waitForBuild(build, inputs.waitSeconds * 1000, ctx);
  if (!tests) {
    throw new Error(
      `Build "${build}" was not found${inputs.waitSeconds ? ` after waiting ${inputs.waitSeconds} s` : ''}: the input "build" is the numeric build ID or the capabilities.build value the tests used.`,
    );
  }
  const details: string[] = [];
  if (pending) {
    const note = `Stopped waiting for build "${build}" after ${inputs.waitSeconds} s (wait-seconds): ${pending}.`;
    ctx.log.warning(note);
    details.push(note);
  }
  if (!tests.length) ctx.log.warning(`Build "${build}" has no tests.`);

  const entries = tests.map((t) => t.entry);
  const counts = countEntries(entries);
  const title = describeCounts(counts);
  ctx.log.info(`Build "${build}": ${title}.`);
  if (counts.unknown)
    ctx.log.warning(
      `Build "${build}": the outcome of ${counts.unknown} ${counts.unknown === 1 ? 'test' : 'tests'} is unknown (still running, or no result reported); unknown never counts as passed.`,
    );

  const result = await publishReport(
    {
      checkName: inputs.checkName ?? `Cloud tests: build ${build}`,
      externalId: build,
      title,
      entries,
      details: details.join('\n\n') || undefined,
    },
    await reportDepsFromEnv(inputs.githubToken, ctx),
  );
  const outputs = {
    [OUTPUTS.total]: String(counts.total),
    [OUTPUTS.passed]: String(counts.passed),
    [OUTPUTS.failed]: String(counts.failed),
    [OUTPUTS.unknown]: String(counts.unknown),
    [OUTPUTS.conclusion]: result.conclusion,
    [OUTPUTS.checkRunId]: result.checkRunId === undefined ? '' : String(result.checkRunId),
    [OUTPUTS.checkRunUrl]: result.checkRunUrl ?? '',
  };
  if (!counts.failed) return { outputs };
  const failure = `${counts.failed} of ${counts.total} tests failed in build "${build}".`;
  if (!inputs.failOnFailure) {
    ctx.log.warning(`${failure} (fail-on-failure is false, so the step passes)`);
    return { outputs };
  }
  return { outputs, failure };
}
