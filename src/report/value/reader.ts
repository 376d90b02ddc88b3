import { mayNotBeWellFormed, wellFormedValues } from '../../text/characters.ts';
import { KeyIndex } from '../../text/key-index.ts';
import { grow, growable } from '../../text/typed-arrays.ts';
import {
  MAX_CHECK_RUN_ANNOTATIONS,
  MAX_DOWNLOADED_TESTS,
  MAX_SHOWN_SIZE,
  MAX_THUMBNAILS,
  utf16Units,
} from '../world/limits.ts';
import { type AttemptGroups, groupAttempts, identityTwin } from './attempts.ts';
import { CompactTests, OUTCOMES, type RunSpan } from './compact.ts';
import { type TestVersions, VersionsSeen } from './family.ts';
import { hasLinks, thumbnail } from './links.ts';
import { joinedSessionTime, type SessionPlace, SessionTally, type SessionTime } from './sessions.ts';
import { Spill } from './spill.ts';
import { tableRow } from './table-row.ts';
import type { ReportTests } from './tests.ts';
import type { ListedKinds, ReportCounts, ReportEntry } from './types.ts';

/**
 * Reading the tests of a report (docs/architecture.md, "The report flow"). Tests arrive one page at a
 * time; each is written to a spill file as one line of JSON and memory keeps only what the outputs
 * list: the counts, the first failed and unknown tests with full details (every one the check run
 * annotates or a summary's table could hold, then counts only), and a compact record per test. The
 * files that list every test read them back from the spill, in order.
 */

/** One test as read, and what tells a second read of it from another test (`id`, else session). */
export interface TestRead {
  key: string | undefined;
  entry: ReportEntry;
  /** The record says the test is still going. */
  running?: boolean;
  /** Where its session ran, as a service's record says (test-record.ts); none for a test not read from one. */
  session?: SessionPlace;
}

export interface ReaderOptions {
  /** The folder the spill goes in: RUNNER_TEMP on a runner. */
  dir: string;
  /** Put before every test's name: `nightly-7 › ` when a report gathers several builds. */
  namePrefix?: string;
}

/** Per test, besides its compact record. */
const UNKEYED = 1;
const RUNNING = 2;
const LINKED = 4;
/** Where its session ran (neither: untold): the session time (sessions.ts). */
const ON_VM = 8;
const ON_DEVICE = 16;

/** One spill, and how its lines become the tests in order. */
interface SpillPart {
  spill: Spill;
  /** Per line, set when an unkeyed test came before a keyed one: unkeyed tests then go last. */
  flags: Uint8Array | undefined;
  /** Tests read again: their line is replaced by the last read, kept here (pages shifting: a few). */
  replaced: ReadonlyMap<number, ReportEntry>;
  /** Tests with more than one attempt (src/report/value/attempts.ts): each is read back once, as its last. */
  attempts?: Attempts;
}

/** The attempts of a spill's tests, and the message of each flaky test's first failed attempt. */
interface Attempts extends AttemptGroups {
  firstMessages: ReadonlyMap<number, string | undefined>;
}

/**
 * The first tests of each kind, as the report's lists hold them (ReportTests): failed tests while the
 * check run may annotate them or their table rows, measured the smallest way any output measures
 * them, fit in the largest summary (MAX_SHOWN_SIZE); unknown tests likewise; and the first failed
 * tests with recordings (those download-assets saves) or a last screenshot (the thumbnails).
 * Each list is a prefix: once a test is left out, so is every later one of its kind.
 */
class ListedTests {
  readonly failed: ReportEntry[] = [];
  readonly unknown: ReportEntry[] = [];
  readonly flaky: ReportEntry[] = [];
  readonly recorded: ReportEntry[] = [];
  private readonly room = { failed: MAX_SHOWN_SIZE, unknown: MAX_SHOWN_SIZE, flaky: MAX_SHOWN_SIZE };
  /** Whether a test of the kind had links so far: rows have a Links column from then on at least. */
  private readonly linked = { failed: false, unknown: false, flaky: false };
  private withRecordings = 0;
  private withThumbnail = 0;

  add(entry: ReportEntry, linked = hasLinks(entry)): void {
    const kind = entry.outcome;
    if (kind === 'passed') return;
    if (kind === 'failed') this.addRecorded(entry);
    const list = this[kind];
    const always = kind === 'failed' ? MAX_CHECK_RUN_ANNOTATIONS : 0;
    if (list.length >= always && this.room[kind] < 0) return;
    this.linked[kind] ||= linked;
    this.room[kind] -= utf16Units(tableRow(entry, this.linked[kind]));
    if (list.length < always || this.room[kind] >= 0) list.push(entry);
  }

  private addRecorded(entry: ReportEntry): void {
    const recordings = Boolean(entry.links?.video || entry.links?.screenshots?.length);
    const shot = thumbnail(entry, '') !== undefined;
    if (
      (recordings && this.withRecordings < MAX_DOWNLOADED_TESTS) ||
      (shot && this.withThumbnail < MAX_THUMBNAILS)
    )
      this.recorded.push(entry);
    if (recordings) this.withRecordings++;
    if (shot) this.withThumbnail++;
  }
}

/** The tests of a report as read (see ReportTests); `dispose` removes the spill. */
export class ReadTests implements ReportTests {
  readonly counts: ReportCounts;
  readonly failed: readonly ReportEntry[];
  readonly unknown: readonly ReportEntry[];
  readonly flaky: readonly ReportEntry[];
  readonly recorded: readonly ReportEntry[];
  readonly linked: ListedKinds<boolean>;
  readonly keys: CompactTests;
  readonly span: RunSpan | undefined;
  /** Tests whose last read said they were still running. */
  readonly running: number;
  readonly sessions: SessionTime | undefined;
  readonly versions: TestVersions;
  private readonly parts: readonly SpillPart[];

  constructor(parts: readonly SpillPart[], keys: CompactTests, seen: Seen, lists: ListedTests) {
    this.parts = parts;
    this.sessions = seen.sessions;
    this.keys = keys;
    this.counts = { total: keys.length, passed: 0, failed: 0, unknown: 0, flaky: 0 };
    for (let i = 0; i < keys.length; i++) this.counts[keys.outcome(i)]++;
    this.span = seen.span ?? keys.span();
    this.running = seen.running;
    this.linked = seen.linked;
    this.versions = seen.versions;
    this.failed = lists.failed;
    this.unknown = lists.unknown;
    this.flaky = lists.flaky;
    this.recorded = lists.recorded;
  }

  async *entries(): AsyncGenerator<ReportEntry> {
    for (const part of this.parts) yield* partEntries(part);
  }

  async dispose(): Promise<void> {
    await Promise.all(this.parts.map((p) => p.spill.remove()));
  }

  /** The spills, for a report that gathers several reads. */
  spills(): readonly SpillPart[] {
    return this.parts;
  }
}

/**
 * What a reader saw of its tests beside their records: how many still run, which kinds have links,
 * the versions they ran on, when they ran (undefined: the span of the records given) and the time
 * their sessions took (undefined: not known).
 */
interface Seen {
  running: number;
  linked: ListedKinds<boolean>;
  versions: TestVersions;
  span?: RunSpan;
  sessions?: SessionTime;
}

const nothingSeen = (versions: TestVersions = { environments: [], platforms: [] }): Seen => ({
  running: 0,
  linked: { failed: false, unknown: false, flaky: false },
  versions,
});

/**
 * The tests of one spill in order: keyed ones first when an unkeyed one came before them; a test with
 * several attempts once, where its last attempt was read, with its outcome over them all.
 */
async function* partEntries(part: SpillPart): AsyncGenerator<ReportEntry> {
  const { flags, attempts } = part;
  const rounds = flags ? [0, UNKEYED] : [undefined];
  for (const round of rounds) {
    let line = 0;
    for await (const text of part.spill.lines()) {
      const at = line++;
      if (round !== undefined && ((flags?.[at] ?? 0) & UNKEYED) !== round) continue;
      const test = attempts?.test[at] ?? 0;
      if (attempts && attempts.deciding[test] !== at) continue;
      const entry = part.replaced.get(at) ?? (JSON.parse(text) as ReportEntry);
      yield attempts ? overAttempts(entry, attempts, test) : entry;
    }
  }
}

/**
 * A test's last attempt as the test: how many attempts, its outcome over them, for a flaky or failed
 * test how many failed, and for a flaky one its first failure's message.
 */
function overAttempts(last: ReportEntry, attempts: Attempts, test: number): ReportEntry {
  const count = attempts.count[test] ?? 1;
  if (count < 2) return last;
  const outcome = OUTCOMES[attempts.outcome[test] ?? 0] ?? last.outcome;
  const failures = attempts.failures.get(test);
  if (outcome === 'failed' && failures !== undefined)
    return { ...last, outcome, attempts: count, failedAttempts: failures };
  if (outcome !== 'flaky') return { ...last, outcome, attempts: count };
  const { message: _passed, ...rest } = last;
  const message = attempts.firstMessages.get(test);
  const failedAttempts = attempts.failures.get(test) ?? 1;
  return { ...rest, outcome, attempts: count, failedAttempts, ...(message === undefined ? {} : { message }) };
}

/** The message of each flaky test's first failed attempt, read from the spill (a flaky test's only). */
async function firstMessages(
  part: Omit<SpillPart, 'attempts'>,
  groups: AttemptGroups,
): Promise<Map<number, string | undefined>> {
  const messages = new Map<number, string | undefined>();
  if (!groups.firstFailures.size) return messages;
  let at = 0;
  for await (const text of part.spill.lines()) {
    const test = groups.firstFailures.get(at);
    if (test !== undefined)
      messages.set(test, (part.replaced.get(at) ?? (JSON.parse(text) as ReportEntry)).message);
    at++;
  }
  return messages;
}

/** The lists made from the tests in order: after a read whose order or content changed under them. */
async function listsOf(entries: AsyncIterable<ReportEntry>): Promise<ListedTests> {
  const lists = new ListedTests();
  for await (const entry of entries) lists.add(entry);
  return lists;
}

/**
 * Reads tests page by page: `add` each page as it arrives, then `finish`. A test read again (same
 * key) counts once, as last read, in the place of its first read; tests without a key come after
 * those with one. Every name gets `namePrefix`. Text is made well-formed as it is read
 * (src/text/characters.ts), before anything measures or writes it.
 */
export class TestReader {
  private readonly spill: Spill;
  private readonly prefix: string;
  private readonly keys = new CompactTests();
  private readonly flags = growable(Uint8Array, 64);
  /** Per test read, its `identityTwin`: with its key, what tells its attempts apart from other tests. */
  private readonly twins = growable(Uint32Array, 64);
  private readonly positions = new KeyIndex();
  private readonly replaced = new Map<number, ReportEntry>();
  private readonly lists = new ListedTests();
  private readonly versions = new VersionsSeen();
  /** An unkeyed test came before a keyed one: the spill is read back in two rounds. */
  private disordered = false;
  private unkeyedSeen = false;
  /** Some test came from a service's record: the report has a session time. */
  private fromRecords = false;
  /** A test read again changed a list, or the order changed: the lists are made again at the end. */
  private stale = false;

  private constructor(spill: Spill, prefix: string) {
    this.spill = spill;
    this.prefix = prefix;
  }

  static async open(options: ReaderOptions): Promise<TestReader> {
    return new TestReader(await Spill.create(options.dir), options.namePrefix ?? '');
  }

  /**
   * Adds a page of tests, in the order read; written to the spill before this resolves. Each test
   * may be made as it is taken (a generator), so a page's tests are not all in memory at once.
   */
  async add(tests: Iterable<TestRead>): Promise<void> {
    const lines: string[] = [];
    for (const test of tests) {
      // The prefix (a build's name) changes from run to run: the key keeps the test's own name.
      const { name, keyName = name } = test.entry;
      const given = this.prefix ? { ...test.entry, name: `${this.prefix}${name}`, keyName } : test.entry;
      // Copied only when some text needs mending: most records need none.
      let line = JSON.stringify(given);
      let entry = given;
      if (mayNotBeWellFormed(line)) {
        entry = wellFormedValues(given);
        line = JSON.stringify(entry);
      }
      const at = test.key === undefined ? undefined : this.positions.get(test.key);
      if (at !== undefined) {
        this.readAgain(at, entry, test.running, test.session);
        continue;
      }
      const seq = this.keys.push(entry);
      if (test.key === undefined) this.unkeyedSeen = true;
      else {
        this.positions.set(test.key, seq);
        if (this.unkeyedSeen) this.disordered = this.stale = true;
      }
      const linked = hasLinks(entry);
      this.versions.add(entry);
      this.mark(seq, entry, {
        unkeyed: test.key === undefined,
        running: test.running,
        linked,
        session: test.session,
      });
      this.lists.add(entry, linked);
      lines.push(line, '\n');
    }
    await this.spill.append(lines);
  }

  /** Records read so far, each once however often it was read (by its key). */
  get records(): number {
    return this.keys.length;
  }

  /** The tests read, in order; the reader is done with. */
  async finish(): Promise<ReadTests> {
    await this.spill.close();
    const n = this.keys.length;
    const order = this.disordered ? this.flags.slice(0, n) : undefined;
    const groups = groupAttempts(this.keys, this.twins.subarray(0, n));
    const read = { spill: this.spill, flags: order, replaced: this.replaced };
    const part: SpillPart = groups
      ? { ...read, attempts: { ...groups, firstMessages: await firstMessages(read, groups) } }
      : read;
    const keys = order || groups ? testsInOrder(this.keys, order, groups) : this.keys;
    const seen = nothingSeen(this.versions.versions);
    for (let at = 0; at < n; at++) {
      const test = groups?.test[at] ?? 0;
      if (groups && groups.deciding[test] !== at) continue;
      const flags = this.flags[at] ?? 0;
      if (flags & RUNNING) seen.running++;
      const outcome = groups ? (OUTCOMES[groups.outcome[test] ?? 0] ?? 'unknown') : this.keys.outcome(at);
      if (flags & LINKED && outcome !== 'passed') seen.linked[outcome] = true;
    }
    // A test's attempts make it one test, of its last attempt's place: the lists are made again.
    const lists = this.stale || groups ? await listsOf(partEntries(part)) : this.lists;
    const sessions = this.sessionTime(groups);
    return new ReadTests([part], keys, { ...seen, span: this.keys.span(), sessions }, lists);
  }

  /** Every attempt's session, each once however often read: an attempt a later one replaced is a retry. */
  private sessionTime(groups: AttemptGroups | undefined): SessionTime | undefined {
    if (!this.fromRecords) return undefined;
    const tally = new SessionTally();
    for (let at = 0; at < this.keys.length; at++) {
      const flags = this.flags[at] ?? 0;
      const place = flags & ON_DEVICE ? 'physical' : flags & ON_VM ? 'vm' : 'untold';
      const retry = groups !== undefined && groups.deciding[groups.test[at] ?? 0] !== at;
      tally.add(place, this.keys.duration(at), retry);
    }
    return tally.total();
  }

  /** A read given up (a newer read of the build replaces it): its spill is removed. */
  async discard(): Promise<void> {
    await this.spill.remove();
  }

  private readAgain(
    at: number,
    entry: ReportEntry,
    running: boolean | undefined,
    session: SessionPlace | undefined,
  ): void {
    if (this.keys.outcome(at) !== 'passed' || entry.outcome !== 'passed') this.stale = true;
    this.keys.set(at, entry);
    this.replaced.set(at, entry);
    this.mark(at, entry, { unkeyed: false, running, linked: hasLinks(entry), session });
  }

  private mark(
    at: number,
    entry: ReportEntry,
    test: { unkeyed: boolean; running?: boolean; linked: boolean; session?: SessionPlace },
  ): void {
    if (test.session) this.fromRecords = true;
    const place = test.session === 'physical' ? ON_DEVICE : test.session === 'vm' ? ON_VM : 0;
    if (at >= this.flags.length) {
      grow(this.flags, this.flags.length * 2);
      grow(this.twins, this.twins.length * 2);
    }
    this.flags[at] =
      (test.unkeyed ? UNKEYED : 0) | (test.running ? RUNNING : 0) | (test.linked ? LINKED : 0) | place;
    this.twins[at] = identityTwin(entry);
  }
}

/**
 * The compact records in the order the spill is read back: keyed tests first when `flags` say an
 * unkeyed one came before them, and a test with several attempts once, as its last, with its outcome.
 */
function testsInOrder(
  attempts: CompactTests,
  flags: Uint8Array | undefined,
  groups: AttemptGroups | undefined,
): CompactTests {
  const ordered = new CompactTests();
  for (const round of flags ? [0, UNKEYED] : [undefined])
    for (let at = 0; at < attempts.length; at++) {
      if (round !== undefined && ((flags?.[at] ?? 0) & UNKEYED) !== round) continue;
      const test = groups?.test[at] ?? 0;
      if (!groups) ordered.copy(attempts, at);
      else if (groups.deciding[test] === at) ordered.copy(attempts, at, OUTCOMES[groups.outcome[test] ?? 0]);
    }
  return ordered;
}

/** A report's tests given as an array (a job's few): read as a build's are, in order, none merged. */
export async function readEntries(
  entries: readonly ReportEntry[],
  options: ReaderOptions,
): Promise<ReadTests> {
  const reader = await TestReader.open(options);
  try {
    await reader.add(entries.map((entry) => ({ key: undefined, entry })));
  } catch (error) {
    await reader.discard();
    throw error;
  }
  return reader.finish();
}

/**
 * Several reads as one report, in the order given (the builds a prefix matched): counts added up,
 * records and spills one after the other, the lists made again over them all. The parts' spills are
 * the result's: dispose it, not them.
 */
export async function gatherTests(parts: readonly ReadTests[]): Promise<ReadTests> {
  const [only] = parts;
  if (only && parts.length === 1) return only;
  const keys = new CompactTests();
  const versions = new VersionsSeen();
  for (const part of parts) versions.join(part.versions);
  const seen = nothingSeen(versions.versions);
  let span: RunSpan | undefined;
  for (const part of parts) {
    for (let i = 0; i < part.keys.length; i++) keys.copy(part.keys, i);
    seen.running += part.running;
    for (const kind of ['failed', 'unknown', 'flaky'] as const) seen.linked[kind] ||= part.linked[kind];
    if (part.span)
      span = span
        ? { start: Math.min(span.start, part.span.start), stop: Math.max(span.stop, part.span.stop) }
        : part.span;
  }
  const spills = parts.flatMap((p) => p.spills());
  const gathered = { ...seen, span, sessions: joinedSessionTime(parts.map((p) => p.sessions)) };
  const unlisted = new ReadTests(spills, keys, gathered, new ListedTests());
  return new ReadTests(spills, keys, gathered, await listsOf(unlisted.entries()));
}
