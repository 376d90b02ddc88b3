import { type CompactTests, testKey } from '../../value/compact.ts';
import { MAX_VERSION_CHARS, MAX_VERSIONS, type TestVersions } from '../../value/family.ts';
import type { Outcome, ReportCounts, ReportEntry } from '../../value/types.ts';
import { MAX_OUTPUT_CHARS } from '../../world/limits.ts';
import type { HistoryWindow } from '../window.ts';
import { byNameOf, type NamedDurations } from './by-name.ts';

/**
 * A digest of a report: what the next report of the same check compares itself with and the wait
 * takes its expectation from (docs/report-files.md, "The digest"). Kept in the completed check run's
 * `output.text` inside an HTML comment, so a reader of the check run sees nothing of it.
 *
 * Its model here: what it holds and how a report's tests become one (`digestOf`). Its binary layout in
 * text (codec.ts), and how a digest too large is cut to fit (fitting.ts).
 */

/**
 * 5: the digest carries its tests' durations by name (by-name.ts) and its report's session time
 * (value/sessions.ts); read as 4 with neither. 4: the digest carries its branch's recent runs
 * (history/window.ts). 3: keys leave versions out
 * (src/report/value/compact.ts), the digest names the workflow run that wrote it and the versions its
 * tests ran on; read as a digest with no window. Digests of version 2 have keys with versions in them.
 */
export const DIGEST_VERSION = 5;
/** The digest's text is the whole `output.text`: GitHub's limit for it. */
export const MAX_DIGEST_CHARS = MAX_OUTPUT_CHARS;
/**
 * Most keys a digest holds, all outcomes together: above what MAX_DIGEST_CHARS can hold of real keys
 * (hashes, which do not compress: 21,000 or so, docs/report-files.md), so the bound only ever refuses a
 * digest no report wrote. The writer keeps to it as well.
 */
export const MAX_DIGEST_KEYS = 32_768;
/**
 * Most bytes a digest inflates to. The writer keeps to it (a digest of long, alike names that would
 * inflate beyond it leaves names out), so reading more than this refuses only a digest no report wrote.
 */
export const MAX_DIGEST_INFLATED_BYTES = 1024 * 1024;
/** Failed tests' names kept at most, and the longest text of each kept. */
export const MAX_NAMES = 1000;
/** Tests carried at most: a Codeless job's report with more passed tests carries none. */
export const MAX_CARRIED = 1000;
export const MAX_NAME_CHARS = 500;
/**
 * The longest time a digest holds (a test's duration, a run's test time or running time, its session
 * time), in ms: a century, far beyond any suite's test time (a year of it fits). The writer holds each
 * time to it and the reader refuses only what is beyond it, so every digest written reads back.
 */
export const MAX_DIGEST_MS = 100 * 365 * 86_400_000;

/** What a digest left out to fit; the reader knows what it cannot tell. */
export interface Dropped {
  passedDurations: boolean;
  passedKeys: boolean;
  /** Durations of failed, unknown and flaky tests. */
  otherDurations: boolean;
  /** Keys of unknown and flaky tests. */
  unknownKeys: boolean;
  /** Failed tests whose key was left out (the largest builds only). */
  failedKeys: number;
  /** Failed tests whose name was left out. */
  failedNames: number;
  /** The tests that passed were not carried, to fit or because there were more than MAX_CARRIED. */
  carried: boolean;
}

/** A failed test by name: what the next attempt needs to run it again. */
export interface NamedTest {
  name: string;
  environment?: string;
  platform?: string;
  /** The service's reference for the test. */
  id?: string;
  /** The name was made up (`Failure 2`): the failure's record named no test, so no test goes by it. */
  madeUp?: boolean;
}

/**
 * A test of a Codeless job's report that passed in the end, kept so that a re-run of only the failed
 * tests (the next attempt of the workflow run) can report the whole suite: the attempt whose run
 * passed it, and whether it was flaky then.
 */
export interface CarriedTest extends NamedTest {
  attempt: number;
  flaky: boolean;
}

/** A workflow run (its ID, `GITHUB_RUN_ID`) and one of its attempts. */
export interface WorkflowAttempt {
  runId: string;
  attempt: number;
}

/**
 * The workflow run that wrote a report, and for a `workflow_run` event the run that triggered it (the
 * event's `workflow_run.id`): whether a report is trusted rests on them (src/report/history/trust.ts).
 */
export interface WrittenBy extends WorkflowAttempt {
  triggeredBy?: string;
}

export interface DigestTiming {
  /** Time the job waited for a free session. */
  queuedMs?: number;
  /** Time from the job's (or the tests') start to its end. */
  runningMs?: number;
}

/** A report's digest: per outcome, each test's key (sorted, each once) and duration in seconds. */
export interface Digest {
  counts: ReportCounts;
  timing: DigestTiming;
  /** False when passed tests have names that change from run to run: only failures compare. */
  passedNamed: boolean;
  keys: Record<Outcome, Uint32Array>;
  /** Seconds per key, NaN when unknown; empty when dropped. */
  durations: Record<Outcome, Float64Array>;
  failedNames: NamedTest[];
  /** The workflow run and attempt that made the report; undefined outside a workflow run. */
  run?: WrittenBy;
  /** What the report's tests ran on, versions included: the comparison says when they differ. */
  versions: TestVersions;
  /** A Codeless job's tests that passed in the end; undefined for other reports or when dropped. */
  carried?: CarriedTest[];
  /** The branch's recent runs, this report's last; undefined for a report that does not carry them. */
  window?: HistoryWindow;
  /** Its tests' durations by name; undefined in a digest of version 4 or earlier. */
  byName?: NamedDurations;
  /** What the report's sessions ran (its session time); undefined when it was not known. */
  sessions?: DigestSessions;
  dropped: Dropped;
}

/**
 * A report's session time as its digest carries it (value/sessions.ts): what the service billed,
 * VMs and physical devices apart, the retries' part; `stopped` when the run was stopped early
 * (`max-failures`), so not a whole run's.
 */
export interface DigestSessions {
  vmMs: number;
  deviceMs: number;
  retryMs: number;
  stopped?: boolean;
}

export interface DigestSource {
  counts: ReportCounts;
  keys: CompactTests;
  /** The failed tests listed with their details, first ones first: names for the digest. */
  failed: readonly ReportEntry[];
  passedNamed: boolean;
  timing: DigestTiming;
  /** The workflow run and attempt that made the report, when it ran in one. */
  run?: WrittenBy;
  versions?: TestVersions;
  /**
   * A Codeless job's report: its tests that passed, to carry (undefined when the job did not say which
   * passed).
   */
  carry?: { tests?: CarriedTest[] };
  /** The branch's recent runs, this report's last (history/window.ts, `advanceWindow`). */
  window?: HistoryWindow;
  /** Durations by name made elsewhere (a combined report's: its legs'); else those of `keys`. */
  byName?: NamedDurations;
  /** What the report's sessions ran (its session time); undefined when it was not known. */
  sessions?: DigestSessions;
}

/** How much an outcome says against a test: of two tests that share a key, the worse is the key's. */
const SEVERITY: Record<Outcome, number> = { passed: 0, flaky: 1, unknown: 2, failed: 3 };

/**
 * Each key once, grouped by outcome with keys in ascending order. A report's records are its tests,
 * each test's attempts made one already (src/report/value/attempts.ts); tests that share a key (one
 * test on two versions of a browser) are that key's test, and the worst of their outcomes is its
 * outcome: a failure on one version is never hidden by a pass on another.
 */
export function digestOf(source: DigestSource): Digest {
  const { keys } = source;
  const carried = source.carry?.tests;
  const order = new Uint32Array(keys.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  order.sort((a, b) => keys.key(a) - keys.key(b) || a - b);
  // Each key's deciding record (its worst; the last of equals), in key order: counted first, so each
  // outcome's arrays are made at their size.
  const deciding = new Uint32Array(order.length);
  let size = 0;
  for (let j = 0; j < order.length; j++) {
    const i = order[j]!;
    const same = size > 0 && keys.key(deciding[size - 1]!) === keys.key(i);
    if (!same) deciding[size++] = i;
    else if (SEVERITY[keys.outcome(i)] >= SEVERITY[keys.outcome(deciding[size - 1]!)]) deciding[size - 1] = i;
  }
  const sizes = { passed: 0, failed: 0, unknown: 0, flaky: 0 };
  for (let j = 0; j < size; j++) sizes[keys.outcome(deciding[j]!)]++;
  const digestKeys = {} as Record<Outcome, Uint32Array>;
  const durations = {} as Record<Outcome, Float64Array>;
  for (const outcome of OUTCOME_ORDER) {
    digestKeys[outcome] = new Uint32Array(sizes[outcome]);
    durations[outcome] = new Float64Array(sizes[outcome]);
  }
  const filled = { passed: 0, failed: 0, unknown: 0, flaky: 0 };
  for (let j = 0; j < size; j++) {
    const i = deciding[j]!;
    const outcome = keys.outcome(i);
    const at = filled[outcome]++;
    digestKeys[outcome][at] = keys.key(i);
    durations[outcome][at] = keys.duration(i) ?? NaN;
  }
  return {
    counts: source.counts,
    timing: source.timing,
    passedNamed: source.passedNamed,
    keys: digestKeys,
    durations,
    failedNames: source.failed.slice(0, MAX_NAMES).map(namedTest),
    ...(source.run ? { run: source.run } : {}),
    versions: versionsOf(source.versions),
    ...(carried && carried.length <= MAX_CARRIED ? { carried } : {}),
    ...(source.window ? { window: source.window } : {}),
    byName: source.byName ?? byNameOf(keys),
    ...(source.sessions ? { sessions: source.sessions } : {}),
    dropped: {
      passedDurations: false,
      passedKeys: !source.passedNamed,
      otherDurations: false,
      unknownKeys: false,
      failedKeys: 0,
      failedNames: Math.max(0, source.counts.failed - Math.min(source.failed.length, MAX_NAMES)),
      carried: (carried?.length ?? 0) > MAX_CARRIED,
    },
  };
}

/** The name a test's key was made from, with what else tells it apart. */
export function namedTest(entry: ReportEntry): NamedTest {
  const cut = (s: string | undefined) => s?.slice(0, MAX_NAME_CHARS) || undefined;
  const named: NamedTest = { name: cut(entry.keyName ?? entry.name) ?? '' };
  const environment = cut(entry.environment);
  const platform = cut(entry.platform);
  const id = cut(entry.id);
  if (environment) named.environment = environment;
  if (platform) named.platform = platform;
  if (id) named.id = id;
  if (entry.madeUpName) named.madeUp = true;
  return named;
}

/** The versions a digest keeps: at most MAX_VERSIONS of each, each cut to MAX_VERSION_CHARS. */
function versionsOf(versions: TestVersions | undefined): TestVersions {
  const kept = (texts: readonly string[] = []) =>
    [...new Set(texts.map((t) => t.slice(0, MAX_VERSION_CHARS)).filter(Boolean))].slice(0, MAX_VERSIONS);
  return { environments: kept(versions?.environments), platforms: kept(versions?.platforms) };
}

/** Whether a named test read back is the test its key says (its name was not changed on the way). */
export function keyOfNamed(test: NamedTest): number {
  return testKey({ name: test.name, environment: test.environment, platform: test.platform });
}

/** The outcomes in the order a digest keeps them. */
export const OUTCOME_ORDER: readonly Outcome[] = ['passed', 'failed', 'unknown', 'flaky'];
