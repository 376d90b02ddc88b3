import { testKey } from '../value/compact.ts';
import {
  inForce,
  type QuarantineEntry,
  type QuarantineList,
  quarantineMatcher,
} from '../value/quarantine.ts';
import type { ReportTests } from '../value/tests.ts';
import type { ReportEntry } from '../value/types.ts';
import type { Comparison } from './compare.ts';
import type { Excused } from './fail-on.ts';
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
  list?: QuarantineList;
  auto: number;
}

/** Quarantined tests of one kind that each output names at most; beyond, counts only. */
export const MAX_NAMED_QUARANTINED = 25;

/** Why a test is quarantined: an entry of the file, or flaky in that many of the window's runs. */
export type QuarantineCause =
  { kind: 'file'; entry: QuarantineEntry } | { kind: 'auto'; flaky: number; runs: number };

export interface QuarantinedTest {
  entry: ReportEntry;
  cause: QuarantineCause;
}

/** Some quarantined tests, the first few named, and how many there are. */
export interface QuarantinedTests {
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
  /** Of the failed ones, those among the comparison's named new failures. */
  newFailures: number;
  /** Entries past their `until` date: a warning each, and they no longer quarantine. */
  expired: QuarantineEntry[];
  /** Listed tests that passed here and every run of the window: ready to leave quarantine. */
  ready: ReportEntry[];
  /** Auto-quarantine was asked, and no window of the base branch's runs was there to take it from. */
  noWindow?: boolean;
}

/**
 * Quarantine over `tests` at `now`. Every test is read once when the file has entries in force (the
 * passed ones too, to say which ran and which are ready to leave); with auto-quarantine alone, only
 * the failed ones. Undefined when neither input asks for quarantine.
 */
export async function quarantineOf(
  tests: Pick<ReportTests, 'counts' | 'failed' | 'entries'>,
  setting: QuarantineSetting | undefined,
  at: { now: number; window?: HistoryWindow; comparison?: Comparison },
): Promise<Quarantine | undefined> {
  if (!setting || (!setting.list && !setting.auto)) return undefined;
  const { list, auto } = setting;
  const { active, expired } = list ? inForce(list, at.now) : { active: [], expired: [] };
  const { window } = at;
  const history = (entry: ReportEntry) => flakyRunsIn(window, testKey(entry));
  const quarantine: Quarantine = {
    ...(list ? { file: list.file } : {}),
    auto,
    failed: { count: 0, first: [] },
    ran: { count: 0, first: [] },
    flaky: 0,
    newFailures: 0,
    expired,
    ready: [],
    ...(auto && !window ? { noWindow: true } : {}),
  };
  const causeOf = quarantineCauses(setting, { active, window });
  const newKeys = new Set(at.comparison?.newFailures.first.map(testKey));
  const every = active.length > 0 || tests.failed.length < tests.counts.failed;
  for await (const entry of every ? tests.entries() : tests.failed) {
    const cause = causeOf(entry);
    if (!cause) continue;
    const failed = entry.outcome === 'failed';
    const kind = failed ? quarantine.failed : quarantine.ran;
    kind.count += 1;
    if (kind.first.length < MAX_NAMED_QUARANTINED) kind.first.push({ entry, cause });
    if (failed && newKeys.has(testKey(entry))) quarantine.newFailures += 1;
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
    // A test that passed every run of the window and fails now is a regression: never taken.
    const seen = flakyRunsIn(at.window, testKey(entry));
    if (!seen || seen.passedEveryRun || seen.flaky < auto) return undefined;
    return { kind: 'auto', flaky: seen.flaky, runs: seen.runs };
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
  };
}
