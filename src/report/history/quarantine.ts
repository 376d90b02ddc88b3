import { testKey } from '../value/compact.ts';
import {
  inForce,
  type QuarantineEntry,
  type QuarantineList,
  quarantineMatcher,
  type WorkspaceQuarantine,
} from '../value/quarantine.ts';
import type { ReportTests } from '../value/tests.ts';
import type { ReportEntry } from '../value/types.ts';
import type { Comparison } from './compare.ts';
import type { Excused } from './fail-on.ts';
import { includes } from './sorted-keys.ts';
import { flakyRunsIn, type HistoryWindow } from './window.ts';

/**
 * Quarantine over a report (README, "History, flaky tests and quarantine"): which of its tests the
 * quarantine file's entries in force name, or `auto-quarantine` takes for this report, how many of
 * them failed (they fail neither the step nor the check: fail-on.ts, `Excused`), which entries are
 * past their date, and which listed tests passed every run of the base branch's window. A test the
 * file does not name, and auto-quarantine does not take, is never excused.
 */

/** Inputs `quarantine` (the file read) and `auto-quarantine` (0: off). */
export interface QuarantineSetting {
  /** The list that decides the verdict. */
  list?: QuarantineList;
  auto: number;
  /**
   * The file as the workspace holds it, while the report has still to say which copy decides
   * (src/report/quarantine-source.ts): the base's, for a pull request's run.
   */
  workspace?: WorkspaceQuarantine;
  /** Why no list decides, or what is wrong with one: a warning each (naming the file and the line). */
  warnings?: string[];
  /** What a pull request's own changes to the file would quarantine once merged, said, never applied. */
  pending?: string;
}

/** Quarantined tests of one kind that each output names at most; beyond, counts only. */
const MAX_NAMED_QUARANTINED = 25;

/** Why a test is quarantined: an entry of the file, or flaky in that many of the window's runs. */
export type QuarantineCause =
  { kind: 'file'; entry: QuarantineEntry } | { kind: 'auto'; flaky: number; runs: number };

export interface QuarantinedTest {
  entry: ReportEntry;
  cause: QuarantineCause;
}

/** Some quarantined tests, the first few named, and how many there are. */
interface QuarantinedTests {
  count: number;
  first: QuarantinedTest[];
}

/** What quarantine made of a report. */
export interface Quarantine {
  /** The file, as the input named it; undefined with auto-quarantine alone. */
  file?: string;
  /** Input `auto-quarantine`. */
  auto: number;
  /** Quarantined tests that failed: excused. */
  failed: QuarantinedTests;
  /** Quarantined tests that passed, were flaky or unknown: they ran, and count as ever ... */
  ran: QuarantinedTests;
  /** ... but those of them that were flaky do not fail the step under `fail-on-flaky`. */
  flaky: number;
  /** Of the failed ones, those among the comparison's new failures. */
  newFailures: number;
  /** Entries past their `until` date: a warning each, and they no longer quarantine. */
  expired: QuarantineEntry[];
  /** Listed tests that passed here and every run of the window: ready to leave quarantine. */
  ready: ReportEntry[];
  /** Auto-quarantine was asked, and no window of the base branch's runs was there to take it from. */
  noWindow?: boolean;
  /** Why no list decides, or what is wrong with one: warnings (QuarantineSetting). */
  warnings: string[];
  /** What the pull request's own changes to the file would quarantine once merged. */
  pending?: string;
  /** Auto-quarantine was asked, with a window, over a report with failures: its rule is said. */
  autoApplied?: boolean;
  /**
   * Why the quarantine excuses `entry`, a failed test of the report (every output that names it marks
   * it so: the lists, the annotations, the JUnit and CTRF files); undefined for any other test.
   */
  excuses(entry: ReportEntry): QuarantineCause | undefined;
}

/**
 * Quarantine over `tests` at `now`. Every test is read once when the file has entries in force (the
 * passed ones too, to say which ran and which are ready to leave); with auto-quarantine alone, only
 * the failed ones. Undefined when neither input asks for quarantine.
 */
export async function quarantineOf(
  tests: Pick<ReportTests, 'counts' | 'failed' | 'entries'>,
  setting: QuarantineSetting | undefined,
  at: { now: number; window?: HistoryWindow; comparison?: Comparison; failedOnBase?: Uint32Array },
): Promise<Quarantine | undefined> {
  if (!setting || (!setting.list && !setting.auto && !setting.warnings?.length && !setting.pending))
    return undefined;
  const { list, auto } = setting;
  const { active, expired } = list ? inForce(list, at.now) : { active: [], expired: [] };
  const { window } = at;
  const history = (entry: ReportEntry) => flakyRunsIn(window, testKey(entry));
  const causeOf = quarantineCauses(setting, { active, window });
  const quarantine: Quarantine = {
    ...(list ? { file: list.file } : {}),
    auto,
    failed: { count: 0, first: [] },
    ran: { count: 0, first: [] },
    flaky: 0,
    newFailures: 0,
    expired,
    ready: [],
    warnings: setting.warnings ?? [],
    ...(setting.pending ? { pending: setting.pending } : {}),
    ...(auto && !window ? { noWindow: true } : {}),
    ...(auto && window && tests.counts.failed ? { autoApplied: true } : {}),
    excuses: (entry) => (entry.outcome === 'failed' ? causeOf(entry) : undefined),
  };
  // New: not failed on the base, by its failed keys where they are given (every new failure), else
  // among the comparison's named ones.
  const { failedOnBase } = at;
  const named = new Set(at.comparison?.newFailures.first.map(testKey));
  const isNew = (key: number) =>
    at.comparison !== undefined && (failedOnBase ? !includes(failedOnBase, key) : named.has(key));
  const every = active.length > 0 || tests.failed.length < tests.counts.failed;
  for await (const entry of every ? tests.entries() : tests.failed) {
    const cause = causeOf(entry);
    if (!cause) continue;
    const failed = entry.outcome === 'failed';
    const kind = failed ? quarantine.failed : quarantine.ran;
    kind.count += 1;
    if (kind.first.length < MAX_NAMED_QUARANTINED) kind.first.push({ entry, cause });
    if (failed && isNew(testKey(entry))) quarantine.newFailures += 1;
    if (entry.outcome === 'flaky') quarantine.flaky += 1;
    if (
      entry.outcome === 'passed' &&
      cause.kind === 'file' &&
      quarantine.ready.length < MAX_NAMED_QUARANTINED &&
      window &&
      history(entry)?.passedEveryRun
    )
      quarantine.ready.push(entry);
  }
  return quarantine;
}

/**
 * Whether a failure can be the test's known flakiness, which alone auto-quarantine excuses (docs/
 * flaky-tests.md): flaky in at least `auto` of the window's runs and at least once in its latest
 * RECENT_RUNS (window.ts), and not failed on every attempt here when it ran more than once. A test that passed
 * every run of the window and fails now, or fails however often it is tried, is a regression.
 */
function canBeFlakiness(entry: ReportEntry, seen: ReturnType<typeof flakyRunsIn>, auto: number): boolean {
  if (!seen || seen.passedEveryRun || seen.flaky < auto || !seen.recentFlaky) return false;
  const attempts = entry.attempts ?? 1;
  // Attempts whose failures are not known are taken as all failed.
  return attempts < 2 || (entry.failedAttempts ?? attempts) < attempts;
}

/**
 * Why a test is quarantined under `setting` (the file's entries `active` at the time, and
 * `auto-quarantine` over the base branch's `window`), or undefined when it is not: what `quarantineOf`
 * finds of each test, and what keeps a failure from counting toward `max-failures` as it comes.
 */
export function quarantineCauses(
  setting: QuarantineSetting,
  at: { active: readonly QuarantineEntry[]; window?: HistoryWindow },
): (entry: ReportEntry) => QuarantineCause | undefined {
  const listed = quarantineMatcher(at.active);
  const { auto } = setting;
  return (entry) => {
    const named = listed(entry);
    if (named) return { kind: 'file', entry: named };
    if (!auto || entry.outcome !== 'failed' || entry.madeUpName) return undefined;
    const seen = flakyRunsIn(at.window, testKey(entry));
    return seen && canBeFlakiness(entry, seen, auto)
      ? { kind: 'auto', flaky: seen.flaky, runs: seen.runs }
      : undefined;
  };
}

/** What a quarantine excuses of a report's failures (fail-on.ts). */
export function excusedBy(quarantine: Quarantine | undefined): Excused {
  return { failed: quarantine?.failed.count ?? 0, newFailures: quarantine?.newFailures ?? 0 };
}

/** The legs' quarantines as one (actions/combine): counts summed, the first tests of each, one file's entries. */
export function joinedQuarantine(all: readonly (Quarantine | undefined)[]): Quarantine | undefined {
  const given = all.filter((q): q is Quarantine => q !== undefined);
  const [first] = given;
  if (!first) return undefined;
  const join = (kind: 'failed' | 'ran'): QuarantinedTests => ({
    count: given.reduce((n, q) => n + q[kind].count, 0),
    first: given.flatMap((q) => q[kind].first).slice(0, MAX_NAMED_QUARANTINED),
  });
  return {
    ...first,
    failed: join('failed'),
    ran: join('ran'),
    newFailures: given.reduce((n, q) => n + q.newFailures, 0),
    ready: given.flatMap((q) => q.ready).slice(0, MAX_NAMED_QUARANTINED),
    ...(given.some((q) => q.autoApplied) ? { autoApplied: true } : {}),
    excuses: (entry) => given.map((q) => q.excuses(entry)).find(Boolean),
  };
}

/**
 * The comparison as the verdict counts it: the failures a quarantine excuses are neither new failures
 * nor still failing, but `quarantined`, apart (the output `new-failures` counts the new ones that
 * count); the lists name none of them.
 */
export function countedComparison(c: Comparison, quarantine: Quarantine | undefined): Comparison {
  if (!quarantine?.failed.count) return c;
  const { excuses } = quarantine;
  const counted = (changed: Comparison['newFailures'], excused: number) => ({
    count: Math.max(0, changed.count - excused),
    first: changed.first.filter((e) => !excuses(e)),
  });
  return {
    ...c,
    newFailures: counted(c.newFailures, quarantine.newFailures),
    stillFailing: counted(c.stillFailing, quarantine.failed.count - quarantine.newFailures),
    quarantined: quarantine.failed.count,
  };
}
