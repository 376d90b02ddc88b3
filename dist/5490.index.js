export const id = 5490;
export const ids = [5490,3590];
export const modules = {

/***/ 85490:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ae: () => (/* binding */ TestReader),
  Hy: () => (/* binding */ gatherTests),
  $2: () => (/* binding */ readEntries)
});

// UNUSED EXPORTS: ReadTests

// EXTERNAL MODULE: ./src/text/characters.ts
var characters = __webpack_require__(23243);
// EXTERNAL MODULE: ./src/text/key-index.ts
var key_index = __webpack_require__(44745);
// EXTERNAL MODULE: ./src/text/typed-arrays.ts
var typed_arrays = __webpack_require__(66526);
// EXTERNAL MODULE: ./src/report/world/limits.ts
var limits = __webpack_require__(34589);
// EXTERNAL MODULE: ./src/report/value/compact.ts
var compact = __webpack_require__(93033);
;// CONCATENATED MODULE: ./src/report/value/attempts.ts

/**
 * A test recorded more than once in one report (a test framework's retry, the action's own retries) is
 * one test with several attempts: the same name, browser or device and platform, versions included. Its last attempt
 * decides its outcome, and one that passed after an earlier attempt failed is flaky. The grouping works
 * on the compact records of the attempts (src/report/value/compact.ts) and typed arrays, never an object per
 * attempt, so a build of any size groups in flat memory (docs/architecture.md, "The report flow").
 */
/**
 * A second 32-bit hash, of the test's own name (`keyName`, else its name) and its browser or device
 * and platform as shown, versions included, with other constants (a multiply-xorshift mix). With the
 * key (`testKey`, versions left out) it tells a test's attempts from other tests: two runs of a test on
 * two versions in one report are two tests, never one's attempts; and 32 bits alone would take two of
 * 100,000 tests for one about once.
 */
function identityTwin(entry) {
    let hash = 0x9747b28c;
    for (const text of [entry.keyName ?? entry.name, entry.environment ?? '', entry.platform ?? '']) {
        for (let i = 0; i < text.length; i++) {
            hash = Math.imul(hash ^ text.charCodeAt(i), 0x5bd1e995);
            hash ^= hash >>> 15;
        }
        hash = Math.imul(hash ^ 0xffff, 0x5bd1e995);
    }
    return hash >>> 0;
}
/** Both hashes as one whole number below 2^53. */
const identityOf = (key, twin) => key * 0x200000 + (twin >>> 11);
/**
 * Groups `attempts` (compact records, with each one's `twins` hash) into tests; undefined when no test
 * had more than one attempt, the common case, which leaves every report as it was. The last attempt is
 * the one that ended last where both ends are known, else the one read last. Attempts are sorted by
 * identity in typed arrays (about 25 bytes a test while grouping), so equal ones sit side by side.
 */
function groupAttempts(attempts, twins) {
    const test = testsOf(attempts, twins);
    if (!test)
        return undefined;
    const n = attempts.length;
    const groups = {
        test,
        deciding: new Uint32Array(n),
        count: new Uint32Array(n),
        outcome: new Uint8Array(n),
        firstFailures: new Map(),
        failures: new Map(),
    };
    const firstFailed = new Int32Array(n).fill(-1);
    const failed = new Uint32Array(n);
    for (let at = 0; at < n; at++) {
        const g = test[at] ?? 0;
        const seen = groups.count[g] ?? 0;
        groups.count[g] = seen + 1;
        if (!seen || endsLater(attempts, at, groups.deciding[g] ?? 0))
            groups.deciding[g] = at;
        if (attempts.outcome(at) !== 'failed')
            continue;
        failed[g] = (failed[g] ?? 0) + 1;
        if (firstFailed[g] === -1)
            firstFailed[g] = at;
    }
    for (let g = 0; g < n; g++) {
        if (!groups.count[g])
            continue;
        const last = attempts.outcome(groups.deciding[g] ?? 0);
        const flaky = last === 'passed' && (firstFailed[g] ?? -1) !== -1;
        groups.outcome[g] = compact/* OUTCOME_CODE */.pg[flaky ? 'flaky' : last];
        // A failure on every attempt is no flakiness (auto-quarantine reads it): counted for failed tests too.
        if (last === 'failed' && (groups.count[g] ?? 0) > 1)
            groups.failures.set(g, failed[g] ?? 1);
        if (!flaky)
            continue;
        groups.firstFailures.set(firstFailed[g] ?? 0, g);
        groups.failures.set(g, failed[g] ?? 1);
    }
    return groups;
}
/** Per attempt, the line of its test's first attempt; undefined when every test had one attempt. */
function testsOf(attempts, twins) {
    const n = attempts.length;
    const identities = new Float64Array(n);
    const order = new Uint32Array(n);
    for (let at = 0; at < n; at++) {
        identities[at] = identityOf(attempts.key(at), twins[at] ?? 0);
        order[at] = at;
    }
    // Equal identities side by side, each run in the order read.
    order.sort((a, b) => (identities[a] ?? 0) - (identities[b] ?? 0) || a - b);
    const test = new Uint32Array(n);
    let repeated = false;
    for (let j = 0; j < n; j++) {
        const at = order[j] ?? 0;
        const before = order[j - 1] ?? 0;
        const same = j > 0 && identities[at] === identities[before];
        test[at] = same ? (test[before] ?? 0) : at;
        repeated ||= same;
    }
    return repeated ? test : undefined;
}
/** Whether attempt `at`, read after `than`, is the later one: by their ends when both are known. */
function endsLater(attempts, at, than) {
    const end = attempts.completedAt(at);
    const other = attempts.completedAt(than);
    return end === undefined || other === undefined || end >= other;
}

// EXTERNAL MODULE: ./src/report/value/family.ts
var family = __webpack_require__(22942);
// EXTERNAL MODULE: ./src/report/value/links.ts
var links = __webpack_require__(74353);
// EXTERNAL MODULE: ./src/report/value/sessions.ts
var sessions = __webpack_require__(52487);
// EXTERNAL MODULE: ./src/report/value/spill.ts
var spill = __webpack_require__(3590);
// EXTERNAL MODULE: ./src/report/value/table-row.ts
var table_row = __webpack_require__(77505);
;// CONCATENATED MODULE: ./src/report/value/reader.ts











/** Per test, besides its compact record. */
const UNKEYED = 1;
const RUNNING = 2;
const LINKED = 4;
/** Where its session ran (neither: untold): the session time (sessions.ts). */
const ON_VM = 8;
const ON_DEVICE = 16;
/**
 * The first tests of each kind, as the report's lists hold them (ReportTests): failed tests while the
 * check run may annotate them or their table rows, measured the smallest way any output measures
 * them, fit in the largest summary (MAX_SHOWN_SIZE); unknown tests likewise; and the first failed
 * tests with recordings (those download-assets saves) or a last screenshot (the thumbnails).
 * Each list is a prefix: once a test is left out, so is every later one of its kind.
 */
class ListedTests {
    failed = [];
    unknown = [];
    flaky = [];
    recorded = [];
    room = { failed: limits/* MAX_SHOWN_SIZE */.lo, unknown: limits/* MAX_SHOWN_SIZE */.lo, flaky: limits/* MAX_SHOWN_SIZE */.lo };
    /** Whether a test of the kind had links so far: rows have a Links column from then on at least. */
    linked = { failed: false, unknown: false, flaky: false };
    withRecordings = 0;
    withThumbnail = 0;
    add(entry, linked = (0,links/* hasLinks */.eG)(entry)) {
        const kind = entry.outcome;
        if (kind === 'passed')
            return;
        if (kind === 'failed')
            this.addRecorded(entry);
        const list = this[kind];
        const always = kind === 'failed' ? limits/* MAX_CHECK_RUN_ANNOTATIONS */.rV : 0;
        if (list.length >= always && this.room[kind] < 0)
            return;
        this.linked[kind] ||= linked;
        this.room[kind] -= (0,limits/* utf16Units */.q0)((0,table_row/* tableRow */.jD)(entry, this.linked[kind]));
        if (list.length < always || this.room[kind] >= 0)
            list.push(entry);
    }
    addRecorded(entry) {
        const recordings = Boolean(entry.links?.video || entry.links?.screenshots?.length);
        const shot = (0,links/* thumbnail */.xn)(entry, '') !== undefined;
        if ((recordings && this.withRecordings < limits/* MAX_DOWNLOADED_TESTS */.Lb) ||
            (shot && this.withThumbnail < limits/* MAX_THUMBNAILS */.Hq))
            this.recorded.push(entry);
        if (recordings)
            this.withRecordings++;
        if (shot)
            this.withThumbnail++;
    }
}
/** The tests of a report as read (see ReportTests); `dispose` removes the spill. */
class ReadTests {
    counts;
    failed;
    unknown;
    flaky;
    recorded;
    linked;
    keys;
    span;
    /** Tests whose last read said they were still running. */
    running;
    sessions;
    versions;
    parts;
    constructor(parts, keys, seen, lists) {
        this.parts = parts;
        this.sessions = seen.sessions;
        this.keys = keys;
        this.counts = { total: keys.length, passed: 0, failed: 0, unknown: 0, flaky: 0 };
        for (let i = 0; i < keys.length; i++)
            this.counts[keys.outcome(i)]++;
        this.span = seen.span ?? keys.span();
        this.running = seen.running;
        this.linked = seen.linked;
        this.versions = seen.versions;
        this.failed = lists.failed;
        this.unknown = lists.unknown;
        this.flaky = lists.flaky;
        this.recorded = lists.recorded;
    }
    async *entries() {
        for (const part of this.parts)
            yield* partEntries(part);
    }
    async dispose() {
        await Promise.all(this.parts.map((p) => p.spill.remove()));
    }
    /** The spills, for a report that gathers several reads. */
    spills() {
        return this.parts;
    }
}
const nothingSeen = (versions = { environments: [], platforms: [] }) => ({
    running: 0,
    linked: { failed: false, unknown: false, flaky: false },
    versions,
});
/**
 * The tests of one spill in order: keyed ones first when an unkeyed one came before them; a test with
 * several attempts once, where its last attempt was read, with its outcome over them all.
 */
async function* partEntries(part) {
    const { flags, attempts } = part;
    const rounds = flags ? [0, UNKEYED] : [undefined];
    for (const round of rounds) {
        let line = 0;
        for await (const text of part.spill.lines()) {
            const at = line++;
            if (round !== undefined && ((flags?.[at] ?? 0) & UNKEYED) !== round)
                continue;
            const test = attempts?.test[at] ?? 0;
            if (attempts && attempts.deciding[test] !== at)
                continue;
            const entry = part.replaced.get(at) ?? JSON.parse(text);
            yield attempts ? overAttempts(entry, attempts, test) : entry;
        }
    }
}
/**
 * A test's last attempt as the test: how many attempts, its outcome over them, for a flaky or failed
 * test how many failed, and for a flaky one its first failure's message.
 */
function overAttempts(last, attempts, test) {
    const count = attempts.count[test] ?? 1;
    if (count < 2)
        return last;
    const outcome = compact/* OUTCOMES */.im[attempts.outcome[test] ?? 0] ?? last.outcome;
    const failures = attempts.failures.get(test);
    if (outcome === 'failed' && failures !== undefined)
        return { ...last, outcome, attempts: count, failedAttempts: failures };
    if (outcome !== 'flaky')
        return { ...last, outcome, attempts: count };
    const { message: _passed, ...rest } = last;
    const message = attempts.firstMessages.get(test);
    const failedAttempts = attempts.failures.get(test) ?? 1;
    return { ...rest, outcome, attempts: count, failedAttempts, ...(message === undefined ? {} : { message }) };
}
/** The message of each flaky test's first failed attempt, read from the spill (a flaky test's only). */
async function firstMessages(part, groups) {
    const messages = new Map();
    if (!groups.firstFailures.size)
        return messages;
    let at = 0;
    for await (const text of part.spill.lines()) {
        const test = groups.firstFailures.get(at);
        if (test !== undefined)
            messages.set(test, (part.replaced.get(at) ?? JSON.parse(text)).message);
        at++;
    }
    return messages;
}
/** The lists made from the tests in order: after a read whose order or content changed under them. */
async function listsOf(entries) {
    const lists = new ListedTests();
    for await (const entry of entries)
        lists.add(entry);
    return lists;
}
/**
 * Reads tests page by page: `add` each page as it arrives, then `finish`. A test read again (same
 * key) counts once, as last read, in the place of its first read; tests without a key come after
 * those with one. Every name gets `namePrefix`. Text is made well-formed as it is read
 * (src/text/characters.ts), before anything measures or writes it.
 */
class TestReader {
    spill;
    prefix;
    keys = new compact/* CompactTests */.Li();
    flags = (0,typed_arrays/* growable */.C)(Uint8Array, 64);
    /** Per test read, its `identityTwin`: with its key, what tells its attempts apart from other tests. */
    twins = (0,typed_arrays/* growable */.C)(Uint32Array, 64);
    positions = new key_index/* KeyIndex */.u();
    replaced = new Map();
    lists = new ListedTests();
    versions = new family/* VersionsSeen */.hh();
    /** An unkeyed test came before a keyed one: the spill is read back in two rounds. */
    disordered = false;
    unkeyedSeen = false;
    /** Some test came from a service's record: the report has a session time. */
    fromRecords = false;
    /** A test read again changed a list, or the order changed: the lists are made again at the end. */
    stale = false;
    constructor(spill, prefix) {
        this.spill = spill;
        this.prefix = prefix;
    }
    static async open(options) {
        return new TestReader(await spill.Spill.create(options.dir), options.namePrefix ?? '');
    }
    /**
     * Adds a page of tests, in the order read; written to the spill before this resolves. Each test
     * may be made as it is taken (a generator), so a page's tests are not all in memory at once.
     */
    async add(tests) {
        const lines = [];
        for (const test of tests) {
            // The prefix (a build's name) changes from run to run: the key keeps the test's own name.
            const { name, keyName = name } = test.entry;
            const given = this.prefix ? { ...test.entry, name: `${this.prefix}${name}`, keyName } : test.entry;
            // Copied only when some text needs mending: most records need none.
            let line = JSON.stringify(given);
            let entry = given;
            if ((0,characters/* mayNotBeWellFormed */.Lb)(line)) {
                entry = (0,characters/* wellFormedValues */.au)(given);
                line = JSON.stringify(entry);
            }
            const at = test.key === undefined ? undefined : this.positions.get(test.key);
            if (at !== undefined) {
                this.readAgain(at, entry, test.running, test.session);
                continue;
            }
            const seq = this.keys.push(entry);
            if (test.key === undefined)
                this.unkeyedSeen = true;
            else {
                this.positions.set(test.key, seq);
                if (this.unkeyedSeen)
                    this.disordered = this.stale = true;
            }
            const linked = (0,links/* hasLinks */.eG)(entry);
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
    get records() {
        return this.keys.length;
    }
    /** The tests read, in order; the reader is done with. */
    async finish() {
        await this.spill.close();
        const n = this.keys.length;
        const order = this.disordered ? this.flags.slice(0, n) : undefined;
        const groups = groupAttempts(this.keys, this.twins.subarray(0, n));
        const read = { spill: this.spill, flags: order, replaced: this.replaced };
        const part = groups
            ? { ...read, attempts: { ...groups, firstMessages: await firstMessages(read, groups) } }
            : read;
        const keys = order || groups ? testsInOrder(this.keys, order, groups) : this.keys;
        const seen = nothingSeen(this.versions.versions);
        for (let at = 0; at < n; at++) {
            const test = groups?.test[at] ?? 0;
            if (groups && groups.deciding[test] !== at)
                continue;
            const flags = this.flags[at] ?? 0;
            if (flags & RUNNING)
                seen.running++;
            const outcome = groups ? (compact/* OUTCOMES */.im[groups.outcome[test] ?? 0] ?? 'unknown') : this.keys.outcome(at);
            if (flags & LINKED && outcome !== 'passed')
                seen.linked[outcome] = true;
        }
        // A test's attempts make it one test, of its last attempt's place: the lists are made again.
        const lists = this.stale || groups ? await listsOf(partEntries(part)) : this.lists;
        const sessions = this.sessionTime(groups);
        return new ReadTests([part], keys, { ...seen, span: this.keys.span(), sessions }, lists);
    }
    /** Every attempt's session, each once however often read: an attempt a later one replaced is a retry. */
    sessionTime(groups) {
        if (!this.fromRecords)
            return undefined;
        const tally = new sessions.SessionTally();
        for (let at = 0; at < this.keys.length; at++) {
            const flags = this.flags[at] ?? 0;
            const place = flags & ON_DEVICE ? 'physical' : flags & ON_VM ? 'vm' : 'untold';
            const retry = groups !== undefined && groups.deciding[groups.test[at] ?? 0] !== at;
            tally.add(place, this.keys.duration(at), retry);
        }
        return tally.total();
    }
    /** A read given up (a newer read of the build replaces it): its spill is removed. */
    async discard() {
        await this.spill.remove();
    }
    readAgain(at, entry, running, session) {
        if (this.keys.outcome(at) !== 'passed' || entry.outcome !== 'passed')
            this.stale = true;
        this.keys.set(at, entry);
        this.replaced.set(at, entry);
        this.mark(at, entry, { unkeyed: false, running, linked: (0,links/* hasLinks */.eG)(entry), session });
    }
    mark(at, entry, test) {
        if (test.session)
            this.fromRecords = true;
        const place = test.session === 'physical' ? ON_DEVICE : test.session === 'vm' ? ON_VM : 0;
        if (at >= this.flags.length) {
            (0,typed_arrays/* grow */.w)(this.flags, this.flags.length * 2);
            (0,typed_arrays/* grow */.w)(this.twins, this.twins.length * 2);
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
function testsInOrder(attempts, flags, groups) {
    const ordered = new compact/* CompactTests */.Li();
    for (const round of flags ? [0, UNKEYED] : [undefined])
        for (let at = 0; at < attempts.length; at++) {
            if (round !== undefined && ((flags?.[at] ?? 0) & UNKEYED) !== round)
                continue;
            const test = groups?.test[at] ?? 0;
            if (!groups)
                ordered.copy(attempts, at);
            else if (groups.deciding[test] === at)
                ordered.copy(attempts, at, compact/* OUTCOMES */.im[groups.outcome[test] ?? 0]);
        }
    return ordered;
}
/** A report's tests given as an array (a job's few): read as a build's are, in order, none merged. */
async function readEntries(entries, options) {
    const reader = await TestReader.open(options);
    try {
        await reader.add(entries.map((entry) => ({ key: undefined, entry })));
    }
    catch (error) {
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
async function gatherTests(parts) {
    const [only] = parts;
    if (only && parts.length === 1)
        return only;
    const keys = new compact/* CompactTests */.Li();
    const versions = new family/* VersionsSeen */.hh();
    for (const part of parts)
        versions.join(part.versions);
    const seen = nothingSeen(versions.versions);
    let span;
    for (const part of parts) {
        for (let i = 0; i < part.keys.length; i++)
            keys.copy(part.keys, i);
        seen.running += part.running;
        for (const kind of ['failed', 'unknown', 'flaky'])
            seen.linked[kind] ||= part.linked[kind];
        if (part.span)
            span = span
                ? { start: Math.min(span.start, part.span.start), stop: Math.max(span.stop, part.span.stop) }
                : part.span;
    }
    const spills = parts.flatMap((p) => p.spills());
    const gathered = { ...seen, span, sessions: (0,sessions.joinedSessionTime)(parts.map((p) => p.sessions)) };
    const unlisted = new ReadTests(spills, keys, gathered, new ListedTests());
    return new ReadTests(spills, keys, gathered, await listsOf(unlisted.entries()));
}


/***/ }),

/***/ 52487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_SESSIONS_READ: () => (/* binding */ MAX_SESSIONS_READ),
/* harmony export */   SessionTally: () => (/* binding */ SessionTally),
/* harmony export */   joinedSessionTime: () => (/* binding */ joinedSessionTime),
/* harmony export */   readSessions: () => (/* binding */ readSessions)
/* harmony export */ });
/* harmony import */ var _api_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39762);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72487);
/* harmony import */ var _runtime_in_parallel_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28325);
/* harmony import */ var _test_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9374);




/** Session time being added up, one session at a time. */
class SessionTally {
    time = {
        vmSeconds: 0,
        deviceSeconds: 0,
        retrySeconds: 0,
        sessions: 0,
        untold: 0,
        untimed: 0,
    };
    /** One session: its place, its seconds (undefined: unknown), and whether a later attempt replaced it. */
    add(place, seconds, retry = false) {
        const t = this.time;
        t.sessions++;
        if (place === 'untold')
            t.untold++;
        if (seconds === undefined || !Number.isFinite(seconds)) {
            t.untimed++;
            return;
        }
        if (place === 'physical')
            t.deviceSeconds += seconds;
        else
            t.vmSeconds += seconds;
        if (retry)
            t.retrySeconds += seconds;
    }
    /** Sessions known to exist whose time is not known: counted, untimed. */
    addUntimed(count) {
        this.time.sessions += count;
        this.time.untimed += count;
    }
    total() {
        return { ...this.time };
    }
}
/** Several reports' session time as one (the builds a prefix matched, a matrix's legs). */
function joinedSessionTime(parts) {
    const given = parts.filter((p) => p !== undefined);
    if (!given.length)
        return undefined;
    const sum = (key) => given.reduce((n, p) => n + p[key], 0);
    return {
        vmSeconds: sum('vmSeconds'),
        deviceSeconds: sum('deviceSeconds'),
        retrySeconds: sum('retrySeconds'),
        sessions: sum('sessions'),
        untold: sum('untold'),
        untimed: sum('untimed'),
    };
}
/** Session records read at most for a Codeless report; beyond, sessions are counted untimed. */
const MAX_SESSIONS_READ = 1000;
/** Records read at once. */
const READ_CONCURRENCY = 8;
/**
 * The session time of a Codeless report's jobs: each spawned test's record read once (GET
 * /v1/tests/{id}, 8 at a time, the first MAX_SESSIONS_READ; none `known` already), its `duration` and
 * where it ran. A record that could not be read counts untimed, and one line says how many.
 */
async function readSessions(jobs, ctx, known = new Map()) {
    const tally = new SessionTally();
    const seconds = new Map();
    const all = jobs.flatMap((job) => job.ids.map((id) => ({ id, retry: job.retry })));
    const unknown = [];
    for (const { id, retry } of all) {
        const session = known.get(id);
        if (!session) {
            unknown.push({ id, retry });
            continue;
        }
        tally.add(session.place, session.seconds, retry);
        if (session.seconds !== undefined)
            seconds.set(id, session.seconds);
    }
    const read = unknown.slice(0, MAX_SESSIONS_READ);
    const unread = unknown.length - read.length;
    tally.addUntimed(unread);
    let failed = 0;
    let problem;
    await (0,_runtime_in_parallel_js__WEBPACK_IMPORTED_MODULE_3__/* .inParallel */ .H)(read, READ_CONCURRENCY, async (next) => {
        try {
            const f = (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .testRecordFields */ .LP)(await ctx.client.tests.get(next.id, { skipFields: _test_record_js__WEBPACK_IMPORTED_MODULE_2__/* .COUNTING_SKIPPED_FIELDS */ .Vc }));
            tally.add(f.session ?? 'untold', f.duration, next.retry);
            if (f.duration !== undefined)
                seconds.set(next.id, f.duration);
        }
        catch (error) {
            if (ctx.signal.aborted)
                throw error;
            tally.addUntimed(1);
            failed++;
            problem ??= (0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__.messageOf)(error);
        }
    });
    if (failed)
        ctx.log.warning(`The records of ${failed} of ${read.length} sessions could not be read, so their time is not in the session time: ${problem}`);
    if (unread)
        ctx.log.info(`The session time counts ${all.length - unread} of ${all.length} sessions; the service's dashboard has the rest.`);
    return { time: tally.total(), seconds };
}


/***/ }),

/***/ 3590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SPILL_FOLDER: () => (/* binding */ SPILL_FOLDER),
/* harmony export */   Spill: () => (/* binding */ Spill),
/* harmony export */   runnerTempOf: () => (/* binding */ runnerTempOf)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46193);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_string_decoder__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _world_write_in_place_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86594);





/** What one read of a spill takes. */
const READ_BYTES = 16_384;
/** The runner's temporary folder (emptied after every job), else the system's. */
function runnerTempOf(env) {
    return env.RUNNER_TEMP?.trim() || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)();
}
/** The folder, under the runner's temporary folder, that holds the tests a report is reading. */
const SPILL_FOLDER = 'cloudtest-tests';
/**
 * Lines of text kept on disk while a report is made: every test read, one line of JSON each, so
 * memory holds none of them. In a folder of its own (made with a random name, so no one else's file
 * or link is written through) under `dir`, the runner's temporary folder, which the runner empties
 * after the job even when a step is killed; `remove` deletes it sooner.
 */
class Spill {
    folder;
    path;
    handle;
    writer;
    constructor(folder, path, handle) {
        this.folder = folder;
        this.path = path;
        this.handle = handle;
        this.writer = new _world_write_in_place_js__WEBPACK_IMPORTED_MODULE_4__/* .FileWriter */ .S8(handle);
    }
    static async create(dir) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, SPILL_FOLDER), { recursive: true });
        const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, SPILL_FOLDER, 'report-'));
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'tests.jsonl');
        return new Spill(folder, path, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'wx', 0o600));
    }
    /** Adds lines, given as pieces of text (each line ending in a newline); written before this resolves. */
    async append(pieces) {
        if (!this.handle)
            throw new Error('the spill is closed');
        if (pieces.length)
            await this.writer.write(pieces);
    }
    async close() {
        const handle = this.handle;
        this.handle = undefined;
        await handle?.close();
    }
    /** Every line written, in order, without its newline; read in pieces through one buffer. */
    async *lines() {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(this.path, 'r');
        const buffer = Buffer.allocUnsafe(READ_BYTES);
        const decoder = new node_string_decoder__WEBPACK_IMPORTED_MODULE_3__.StringDecoder('utf8');
        let rest = '';
        try {
            for (;;) {
                const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
                const text = rest + (bytesRead ? decoder.write(buffer.subarray(0, bytesRead)) : decoder.end());
                let from = 0;
                for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', from)) {
                    yield text.slice(from, at);
                    from = at + 1;
                }
                rest = text.slice(from);
                if (!bytesRead)
                    break;
            }
        }
        finally {
            await handle.close();
        }
        if (rest)
            yield rest;
    }
    async remove() {
        await this.close();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(this.folder, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 9374:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C0: () => (/* binding */ readTestRecord),
/* harmony export */   Fx: () => (/* binding */ HEAVY_TEST_FIELDS),
/* harmony export */   Vc: () => (/* binding */ COUNTING_SKIPPED_FIELDS)
/* harmony export */ });
/* unused harmony export MAX_SCREENSHOTS_READ */
/* harmony import */ var _api_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39762);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74353);


/**
 * A test record (GET /v1/builds/<build>, /v1/tests, /v1/tests/{id}) as a report's test. The spec
 * leaves the record's fields "not shown"; they are read only through `testRecordFields`
 * (src/api/records.ts, ASSUMPTIONS.testRecordFields), so nothing here names one.
 *
 * Outcome, first matching row wins:
 *
 * | `state` (any case)                 | `success`                          | outcome |
 * |------------------------------------|------------------------------------|---------|
 * | START, INIT, QUEUED or RUNNING     | anything                           | unknown: still running |
 * | anything else, or absent           | `true`, `1`, `"true"`, `"1"`       | passed  |
 * | anything else, or absent           | `false`, `0`, `"false"`, `"0"`     | failed  |
 * | anything else, or absent           | `null`, absent or any other value  | unknown: no result |
 *
 * So a record whose outcome cannot be told is unknown, never passed. The name falls back to the
 * test's ID, the environment is the browser and its version, or the device, or both; the end of a test
 * that is not running tells whether the build may still be receiving results.
 */
/**
 * Fields a report never shows and that make pages heavy; asked to be skipped (`skip_fields`). The
 * logs and screenshots are read: failed tests link to them.
 */
const HEAVY_TEST_FIELDS = ['visual_run'];
/** What a read that only counts tests skips: everything heavy, recordings included. */
const COUNTING_SKIPPED_FIELDS = ['logs', 'thumbs', 'visual_run'];
/** Screenshots kept per test: the last ones, which show where it ended. */
const MAX_SCREENSHOTS_READ = 20;
/** Logs kept per test. */
const MAX_LOGS_READ = 10;
function readTestRecord(record) {
    const f = (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .testRecordFields */ .LP)(record);
    const success = f.running ? undefined : f.success;
    const outcome = success === true ? 'passed' : success === false ? 'failed' : 'unknown';
    const browser = [f.browser, f.browserVersion].filter(Boolean).join(' ');
    const device = f.deviceName;
    const environment = browser && device ? `${browser} on ${device}` : browser || device;
    const entry = {
        name: f.name ?? (f.id ? `test ${f.id}` : f.sessionId ? `session ${f.sessionId}` : 'unnamed test'),
        outcome,
        environment: environment || undefined,
        platform: f.platform,
        message: messageFor(outcome, f.running, f.state, f.statusMessage),
        id: f.id ?? f.sessionId,
    };
    const completedAt = f.running ? undefined : f.completedAt;
    const links = linksOf(f);
    if (f.duration !== undefined)
        entry.duration = f.duration;
    if (completedAt !== undefined)
        entry.completedAt = completedAt;
    if (links)
        entry.links = links;
    return { key: f.id ?? f.sessionId, running: f.running, completedAt, session: f.session ?? 'untold', entry };
}
/** The recordings' links, or undefined when the record holds none. */
function linksOf(f) {
    if (!f.video && !f.screenshots && !f.logs)
        return undefined;
    const links = {};
    if (f.video)
        links.video = f.video;
    if (f.screenshots)
        links.screenshots = f.screenshots.slice(-MAX_SCREENSHOTS_READ);
    if (f.logs)
        links.logs = f.logs
            .slice(0, MAX_LOGS_READ)
            .map((log, i) => ({ label: (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .safeLabel */ .IW)(log.name ?? '') || `log ${i + 1}`, url: log.url }));
    if (f.assetsAvailable === false)
        links.notReady = true;
    return links;
}
function messageFor(outcome, running, state, statusMessage) {
    if (outcome === 'passed')
        return statusMessage;
    if (outcome === 'failed')
        return statusMessage ?? 'The test failed; the service gave no message.';
    if (running)
        return `Still running (state ${state}).`;
    return `No result reported${state ? ` (state ${state})` : ''}.${statusMessage ? ` ${statusMessage}` : ''}`;
}


/***/ }),

/***/ 28325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ inParallel)
/* harmony export */ });
/** `work` over the items, at most `limit` at a time: requests to the service in a bounded burst. */
async function inParallel(items, limit, work) {
    const queue = [...items];
    const worker = async () => {
        for (let item = queue.shift(); item !== undefined; item = queue.shift())
            await work(item);
    };
    await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}


/***/ })

};
