import { Deadline } from '../../runtime/deadline.ts';
import type { ActionResult, ServiceContext } from '../../runtime/runtime.ts';
import { ServiceError } from '../../api/errors.ts';
import { DEFAULT_TIMEOUT_MS } from '../../api/transport.ts';
import { collectPages } from '../../api/pagination.ts';
import { buildNameOf } from '../../api/records.ts';
import { buildRefOf } from '../../api/refs.ts';
import { attemptNote } from '../../report/report.ts';
import { markdownText } from '../../text/escape.ts';
import { BUILD_VARIABLE, jobBuildName, stableCheckName } from '../../runtime/job-identity.ts';
import { countEntries, describeCounts } from '../../report/report.ts';
import {
  COUNTING_SKIPPED_FIELDS,
  HEAVY_TEST_FIELDS,
  readTestRecord,
  type TestView,
} from '../../report/test-record.ts';
import { type AnnotateInputs } from './inputs.ts';
import { INPUTS, OUTPUTS } from './names.ts';
import { evidenceOutputs } from '../wait-for-job/names.ts';

/** The default check name's base; the job's key and matrix leg follow it. */
export const CHECK_BASE = 'Cloud tests';

/** The check run's `external_id` holds the builds it reports, cut to a sane length. */
const MAX_EXTERNAL_ID_CHARS = 200;

/** Time between two reads of a build that is not final yet. */
export const POLL_INTERVAL_MS = 3_000;

/**
 * How long after a test ends its result may still be missing from the build's list ("a few
 * seconds", docs/service-records.md): as long as the two reads a poll interval apart covered.
 */
export const RESULT_LAG_MS = 3_000;

/**
 * How long a read may run past the end of wait-seconds, its retries included: one request's whole
 * time, so a read begun at the end of the wait (or with `wait-seconds: 0`) still gets one full try.
 */
export const READ_GRACE_MS = DEFAULT_TIMEOUT_MS;

/** The wait's context: every call made inside it ends by the end of wait-seconds and READ_GRACE_MS. */
function bounded(ctx: ServiceContext, deadline: Deadline, waitMs: number): ServiceContext {
  const input = `${INPUTS.waitSeconds} (${waitMs / 1000} s)`;
  return { ...ctx, client: ctx.client.within(deadline.bound(READ_GRACE_MS, input)) };
}

export interface BuildRead {
  /** Undefined while the service does not know the build (404). */
  tests: TestView[] | undefined;
  /** Why the read was not final when the wait ended; undefined when it was. */
  pending: string | undefined;
}

interface Listing {
  tests: TestView[];
  /** Records the pages held, a test read twice counted twice: the list's `meta.total` at the time. */
  listed: number;
}

/** What a read of the build gives, or undefined while the service does not know the build (404). */
async function unlessMissing<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * Every test of the build, all pages at the largest page size, heavy fields skipped (logs and
 * screenshots are kept: failed tests link to them). A test read twice
 * (pages shifting while results arrive) counts once, as last read.
 */
export async function readBuild(build: string, ctx: ServiceContext): Promise<Listing | undefined> {
  const records = await unlessMissing(() =>
    collectPages((page) => ctx.client.builds.tests(build, { ...page, skipFields: HEAVY_TEST_FIELDS })),
  );
  if (!records) return undefined;
  const byKey = new Map<string, TestView>();
  const unkeyed: TestView[] = [];
  for (const view of records.map(readTestRecord)) {
    if (view.key === undefined) unkeyed.push(view);
    else byKey.set(view.key, view);
  }
  return { tests: [...byKey.values(), ...unkeyed], listed: records.length };
}

/** How many tests the build lists now, from a page of one: a cheap check that nothing arrived. */
async function countBuild(build: string, ctx: ServiceContext): Promise<number | undefined> {
  const page = await unlessMissing(() =>
    ctx.client.builds.tests(build, { offset: 0, count: 1, skipFields: COUNTING_SKIPPED_FIELDS }),
  );
  return page?.meta.total;
}

/**
 * How long results may still be on their way: until the window after the newest test's end is over.
 * The whole window when a test's end cannot be told, or lies ahead (the service's clock is ahead).
 */
function lagLeft(tests: TestView[], now: number): number {
  let newest = -Infinity;
  for (const test of tests) {
    if (test.completedAt === undefined) return RESULT_LAG_MS;
    newest = Math.max(newest, test.completedAt);
  }
  return Math.min(RESULT_LAG_MS, Math.max(0, newest + RESULT_LAG_MS - now));
}

const CONFIRMING = 'making sure no more results are arriving';

/** Not final while the build is unknown or empty, a test is running, or the count changed since the last read. */
function pendingReason(listing: Listing | undefined, previous: number | undefined): string | undefined {
  if (!listing) return 'not found yet';
  const { tests, listed } = listing;
  if (!tests.length) return 'no tests yet';
  const running = tests.filter((t) => t.running).length;
  if (running) return `${running} of ${tests.length} tests still running`;
  if (previous !== undefined && previous !== listed) return `tests still arriving (${previous} → ${listed})`;
  return undefined;
}

/**
 * Reads the build until it is final or `waitMs` has passed: a build may be missing, empty or
 * half-reported at first. With no time to wait, one read is final.
 *
 * A build whose tests all ended is final once results can no longer be on their way: at once when the
 * newest ended more than the lag window ago and every read so far agreed; else after the rest of that
 * window (a poll interval once results were seen arriving), when a page of one test shows the count
 * unchanged. Only a changed count reads every page again.
 */
export async function waitForBuild(
  build: string,
  waitMs: number,
  waitCtx: ServiceContext,
): Promise<BuildRead> {
  const deadline = new Deadline(waitCtx.clock, waitMs);
  const ctx = bounded(waitCtx, deadline, waitMs);
  /** Records the previous read listed; undefined before the first read and while the build is unknown. */
  let previous: number | undefined;
  /** What each read listed (undefined: unknown build): more than one value means results arrived. */
  const seen = new Set<number | undefined>();
  let lastReason: string | undefined;
  for (;;) {
    const listing = await readBuild(build, ctx);
    const reason = pendingReason(listing, previous);
    previous = listing?.listed;
    seen.add(previous);
    const now = ctx.clock.now();
    // Every test ended: only results still on their way can change the report.
    const ended = listing?.tests.length && !listing.tests.some((t) => t.running) ? listing : undefined;
    const steady = seen.size === 1;
    const wait = ended && steady ? lagLeft(ended.tests, now) : POLL_INTERVAL_MS;
    if (ended && steady && wait === 0) return { tests: ended.tests, pending: undefined };
    const remaining = deadline.remaining();
    if (remaining <= 0) return { tests: listing?.tests, pending: reason };
    const pending = reason ?? CONFIRMING;
    const sleep = Math.min(wait, remaining);
    const line = `Build "${build}": ${pending}; reading again in ${Math.ceil(sleep / 1000)} s (waiting up to ${Math.ceil(remaining / 1000)} s more).`;
    if (pending !== lastReason) ctx.log.info(line);
    else ctx.log.debug(line);
    lastReason = pending;
    await deadline.pause(sleep, ctx.signal);
    // A page of one tells whether tests arrived; only then is every page read again.
    if (ended && (await countBuild(build, ctx)) === ended.listed)
      return { tests: ended.tests, pending: undefined };
  }
}

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
  const matched = prefixes.length ? await matchPrefixes(prefixes, inputs.waitSeconds * 1000, ctx) : [];
  const named = inputs.builds.flatMap((s) => (s.kind === 'build' ? [s.ref] : []));
  return [...new Set([...named, ...matched])];
}

/** Every build whose name starts with a prefix; while none does, read again until `waitMs` has passed. */
async function matchPrefixes(prefixes: string[], waitMs: number, waitCtx: ServiceContext): Promise<string[]> {
  const deadline = new Deadline(waitCtx.clock, waitMs);
  const ctx = bounded(waitCtx, deadline, waitMs);
  const described = prefixes.map((p) => `"${p}*"`).join(', ');
  for (;;) {
    const records = await collectPages((page) => ctx.client.builds.list(page));
    const names = records.map(buildNameOf).filter((n): n is string => n !== undefined);
    const matched = names.filter((n) => prefixes.some((p) => n.startsWith(p))).sort();
    if (matched.length) {
      ctx.log.info(`Builds matching ${described}: ${matched.join(', ')}.`);
      return matched;
    }
    const remaining = deadline.remaining();
    if (remaining <= 0) throw new Error(`No build of the account matches ${described} (input "build").`);
    const sleep = Math.min(POLL_INTERVAL_MS, remaining);
    ctx.log.info(`No build matches ${described} yet; reading again in ${Math.ceil(sleep / 1000)} s.`);
    await deadline.pause(sleep, ctx.signal);
  }
}

/** The tests of every build, each build waited for at once; a test names its build when there are several. */
async function readBuilds(builds: string[], inputs: AnnotateInputs, ctx: ServiceContext) {
  const reads = await Promise.all(builds.map((b) => waitForBuild(b, inputs.waitSeconds * 1000, ctx)));
  const missing = builds.filter((_, i) => !reads[i]?.tests);
  const waited = inputs.waitSeconds ? ` after waiting ${inputs.waitSeconds} s` : '';
  const notFound = `${missing.map((b) => `"${b}"`).join(', ')} ${missing.length === 1 ? 'was' : 'were'} not found${waited}`;
  if (missing.length === builds.length)
    throw new Error(
      `Build ${notFound}: the input "build" is the numeric build ID or the capabilities.build value the tests used.`,
    );
  const details: string[] = [];
  if (missing.length) {
    ctx.log.warning(`Build ${notFound}; reporting the others.`);
    details.push(markdownText(`Build ${notFound}.`));
  }
  const entries = builds.flatMap((build, i) => {
    const { tests = [], pending } = reads[i] ?? {};
    if (pending) {
      const note = `Stopped waiting for build "${build}" after ${inputs.waitSeconds} s (wait-seconds): ${pending}.`;
      ctx.log.warning(note);
      details.push(markdownText(note));
    }
    if (reads[i]?.tests && !tests.length) ctx.log.warning(`Build "${build}" has no tests.`);
    return tests.map((t) =>
      builds.length > 1 ? { ...t.entry, name: `${build} › ${t.entry.name}` } : t.entry,
    );
  });
  return { entries, details };
}

export async function run(inputs: AnnotateInputs, ctx: ServiceContext): Promise<ActionResult> {
  const builds = await buildsOf(inputs, ctx);
  const { entries, details } = await readBuilds(builds, inputs, ctx);
  const what =
    builds.length === 1 ? `Build "${builds[0]}"` : `Builds ${builds.map((b) => `"${b}"`).join(', ')}`;
  const counts = countEntries(entries);
  const title = describeCounts(counts);
  ctx.log.info(`${what}: ${title}.`);
  if (counts.unknown)
    ctx.log.warning(
      `${what}: the outcome of ${counts.unknown} ${counts.unknown === 1 ? 'test' : 'tests'} is unknown (still running, or no result reported); unknown never counts as passed.`,
    );
  const attempt = attemptNote(ctx.job);
  const report = {
    checkName: inputs.checkName ?? stableCheckName(CHECK_BASE, ctx.job),
    externalId: builds.join(',').slice(0, MAX_EXTERNAL_ID_CHARS),
    title,
    entries,
    details: [...details, ...(attempt ? [attempt] : [])].join('\n\n') || undefined,
  };
  // Loaded only now, after the service answered: the reporting code is a third of the bundle.
  const { publishReport, reportDeps } = await import('../../report/publish.ts');
  const result = await publishReport(report, await reportDeps(inputs.githubToken, ctx), inputs.evidence);
  const outputs = {
    [OUTPUTS.total]: String(counts.total),
    [OUTPUTS.passed]: String(counts.passed),
    [OUTPUTS.failed]: String(counts.failed),
    [OUTPUTS.unknown]: String(counts.unknown),
    [OUTPUTS.conclusion]: result.conclusion,
    [OUTPUTS.checkRunId]: result.checkRunId === undefined ? '' : String(result.checkRunId),
    [OUTPUTS.checkRunUrl]: result.checkRunUrl ?? '',
    ...evidenceOutputs(result),
  };
  if (!counts.failed) return { outputs };
  const failure = `${counts.failed} of ${counts.total} tests failed in ${what.replace(/^B/, 'b')}.`;
  if (!inputs.failOnFailure) {
    ctx.log.warning(`${failure} (fail-on-failure is false, so the step passes)`);
    return { outputs };
  }
  return { outputs, failure };
}
