import { Deadline } from '../../runtime/deadline.ts';
import { ServiceError } from '../../api/transport/errors.ts';
import { DEFAULT_TIMEOUT_MS } from '../../api/transport/transport.ts';
import { collectPages, walkPages } from '../../api/transport/pagination.ts';
import { buildNameOf } from '../../api/records.ts';
import type { CompactTests } from '../../report/value/compact.ts';
import { gatherTests, TestReader } from '../../report/value/reader.ts';
import { runnerTempOf } from '../../report/value/spill.ts';
import { markdownText } from '../../text/escape.ts';
import { plural } from '../../text/wording.ts';
import type { LenientRecord } from '../../api/schemas.ts';
import {
  COUNTING_SKIPPED_FIELDS,
  HEAVY_TEST_FIELDS,
  readTestRecord,
  type TestView,
} from '../../report/value/test-record.ts';
import { buildRefOf } from '../../api/refs.ts';
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
import { INPUTS, reportOutputs, STATE } from './names.ts';

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
  /** Undefined while the service does not know the build (404); the caller disposes them. */
  tests: ReadTests | undefined;
  /** Why the read was not final when the wait ended; undefined when it was. */
  pending: string | undefined;
}

interface Listing {
  tests: ReadTests;
  /** Records read, each once by its ID (one without an ID each time read): the list's `meta.total` then. */
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
 * screenshots are kept: failed tests link to them), each page handed to the reader as it arrives
 * (src/report/value/reader.ts): memory holds the pages in flight, never the build. A test read twice
 * (pages shifting while results arrive) counts once, as last read. `namePrefix` goes before every
 * test's name.
 */
export async function readBuild(
  build: string,
  ctx: ServiceContext,
  namePrefix?: string,
): Promise<Listing | undefined> {
  const reader = await TestReader.open({ dir: runnerTempOf(ctx.env), namePrefix });
  try {
    const found = await unlessMissing(async () => {
      const fetchPage = (page: { offset: number; count: number; signal?: AbortSignal }) =>
        ctx.client.builds.tests(build, { ...page, skipFields: HEAVY_TEST_FIELDS });
      // A test read again as pages shift is passed on: the reader counts it once, as last read.
      for await (const records of walkPages(fetchPage, { repeats: 'yield' }))
        await reader.add(testsOf(records));
      return true;
    });
    if (found) {
      const listed = reader.records;
      return { tests: await reader.finish(), listed };
    }
  } catch (error) {
    await reader.discard();
    throw error;
  }
  await reader.discard();
  return undefined;
}

/** Each record read as the reader takes it: a page's tests are never all in memory at once. */
function* testsOf(records: readonly LenientRecord[]): Generator<TestView> {
  for (const record of records) yield readTestRecord(record);
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
function lagLeft(keys: CompactTests, now: number): number {
  let newest = -Infinity;
  for (let i = 0; i < keys.length; i++) {
    const end = keys.completedAt(i);
    if (end === undefined) return RESULT_LAG_MS;
    newest = Math.max(newest, end);
  }
  return Math.min(RESULT_LAG_MS, Math.max(0, newest + RESULT_LAG_MS - now));
}

const CONFIRMING = 'making sure no more results are arriving';

/** Not final while the build is unknown or empty, a test is running, or the count changed since the last read. */
function pendingReason(listing: Listing | undefined, previous: number | undefined): string | undefined {
  if (!listing) return 'not found yet';
  const { tests, listed } = listing;
  if (!tests.counts.total) return 'no tests yet';
  if (tests.running) return `${tests.running} of ${tests.counts.total} tests still running`;
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
  namePrefix?: string,
): Promise<BuildRead> {
  const deadline = new Deadline(waitCtx.clock, waitMs);
  const ctx = bounded(waitCtx, deadline, waitMs);
  const state: WaitState = { previous: undefined, seen: new Set(), lastReason: undefined };
  let listing: Listing | undefined;
  try {
    for (;;) {
      // A new read replaces the last one: its spill goes first.
      await listing?.tests.dispose();
      listing = undefined;
      listing = await readBuild(build, ctx, namePrefix);
      const read = await settle(build, listing, state, { deadline, ctx });
      if (read) return read;
    }
  } catch (error) {
    await listing?.tests.dispose();
    throw error;
  }
}

interface WaitState {
  /** Records the previous read listed; undefined before the first read and while the build is unknown. */
  previous: number | undefined;
  /** What each read listed (undefined: unknown build): more than one value means results arrived. */
  seen: Set<number | undefined>;
  lastReason: string | undefined;
}

/** The build's read once this one is final or the wait is over; else undefined, after the pause. */
async function settle(
  build: string,
  listing: Listing | undefined,
  state: WaitState,
  { deadline, ctx }: { deadline: Deadline; ctx: ServiceContext },
): Promise<BuildRead | undefined> {
  const reason = pendingReason(listing, state.previous);
  state.previous = listing?.listed;
  state.seen.add(state.previous);
  const now = ctx.clock.now();
  // Every test ended: only results still on their way can change the report.
  const ended = listing?.tests.counts.total && !listing.tests.running ? listing : undefined;
  const steady = state.seen.size === 1;
  const wait = ended && steady ? lagLeft(ended.tests.keys, now) : POLL_INTERVAL_MS;
  if (ended && steady && wait === 0) return { tests: ended.tests, pending: undefined };
  const remaining = deadline.remaining();
  if (remaining <= 0) return { tests: listing?.tests, pending: reason };
  const pending = reason ?? CONFIRMING;
  const sleep = Math.min(wait, remaining);
  const line = `Build "${build}": ${pending}; reading again in ${Math.ceil(sleep / 1000)} s (waiting up to ${Math.ceil(remaining / 1000)} s more).`;
  if (pending !== state.lastReason) ctx.log.info(line);
  else ctx.log.debug(line);
  state.lastReason = pending;
  await deadline.pause(sleep, ctx.signal);
  // A page of one tells whether tests arrived; only then is every page read again.
  if (ended && (await countBuild(build, ctx)) === ended.listed)
    return { tests: ended.tests, pending: undefined };
  return undefined;
}

/**
 * Every build whose name starts with a prefix; while none does, read again until `waitMs` has passed.
 * Builds whose name cannot be read (ASSUMPTIONS.buildNameFields) match nothing: when that is all of
 * them, waiting would not help, and the step says so at once.
 */
async function matchPrefixes(prefixes: string[], waitMs: number, waitCtx: ServiceContext): Promise<string[]> {
  const deadline = new Deadline(waitCtx.clock, waitMs);
  const ctx = bounded(waitCtx, deadline, waitMs);
  const described = prefixes.map((p) => `"${p}*"`).join(', ');
  for (;;) {
    const records = await collectPages((page) => ctx.client.builds.list(page));
    const names = records.map(buildNameOf).filter((n): n is string => n !== undefined);
    const unnamed = records.length - names.length;
    if (unnamed && !names.length)
      throw new Error(
        `None of the account's ${plural(unnamed, 'build')} carries a name (\`name\` or \`build\`) to match ${described} against: name each build in full (input "build").`,
      );
    const matched = names.filter((n) => prefixes.some((p) => n.startsWith(p))).sort();
    if (matched.length) {
      ctx.log.info(`Builds matching ${described}: ${matched.join(', ')}.`);
      return matched;
    }
    const remaining = deadline.remaining();
    if (remaining <= 0) {
      const note = unnamed ? ` ${unnamed} of its ${records.length} builds carry no name to match.` : '';
      throw new Error(`No build of the account matches ${described} (input "build").${note}`);
    }
    const sleep = Math.min(POLL_INTERVAL_MS, remaining);
    ctx.log.info(`No build matches ${described} yet; reading again in ${Math.ceil(sleep / 1000)} s.`);
    await deadline.pause(sleep, ctx.signal);
  }
}

/**
 * The tests of every build, each build waited for at once, gathered into one report in the order of
 * the builds; a test names its build when there are several. The caller disposes the tests.
 */
async function readBuilds(builds: string[], waitSeconds: number, ctx: ServiceContext) {
  const prefix = (build: string) => (builds.length > 1 ? `${build} › ` : undefined);
  const reads = await allReads(builds.map((b) => waitForBuild(b, waitSeconds * 1000, ctx, prefix(b))));
  const missing = builds.filter((_, i) => !reads[i]?.tests);
  const waited = waitSeconds ? ` after waiting ${waitSeconds} s` : '';
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
  builds.forEach((build, i) => {
    const { tests, pending } = reads[i] ?? {};
    if (pending) {
      const note = `Stopped waiting for build "${build}" after ${waitSeconds} s (wait-seconds): ${pending}.`;
      ctx.log.warning(note);
      details.push(markdownText(note));
    }
    if (tests && !tests.counts.total) ctx.log.warning(`Build "${build}" has no tests.`);
  });
  const found = reads.flatMap((r) => (r.tests ? [r.tests] : []));
  try {
    return { tests: await gatherTests(found), details };
  } catch (error) {
    await Promise.all(found.map((t) => t.dispose()));
    throw error;
  }
}

/** Every read once all have ended; when one failed, the others' spills are removed and it is thrown. */
async function allReads(reads: Promise<BuildRead>[]): Promise<BuildRead[]> {
  const settled = await Promise.allSettled(reads);
  const failed = settled.find((r) => r.status === 'rejected');
  if (!failed) return settled.map((r) => (r as PromiseFulfilledResult<BuildRead>).value);
  await Promise.all(settled.map((r) => (r.status === 'fulfilled' ? r.value.tests?.dispose() : undefined)));
  throw failed.reason;
}

/**
 * Reads the builds and reports them. Whatever stops
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
      const read = await readBuilds(builds, inputs.waitSeconds, ctx);
      try {
        return await report(builds, read, inputs, { session, externalId }, ctx);
      } finally {
        await read.tests.dispose();
      }
    },
  );
}

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
  const matched = prefixes.length ? await matchPrefixes(prefixes, inputs.waitSeconds * 1000, ctx) : [];
  const named = inputs.builds.flatMap((s) => (s.kind === 'build' ? [s.ref] : []));
  return [...new Set([...named, ...matched])];
}

/** The builds' report on GitHub and beside it, and the step's outputs. */
async function report(
  builds: string[],
  { tests, details }: { tests: ReadTests; details: string[] },
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
  ctx.saveState(STATE.reported, 'true');
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
