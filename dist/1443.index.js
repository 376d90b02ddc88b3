export const id = 1443;
export const ids = [1443,2372,9062];
export const modules = {

/***/ 76847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Li: () => (/* binding */ CompactTests),
/* harmony export */   S8: () => (/* binding */ testKey)
/* harmony export */ });
/* unused harmony export OUTCOMES */
/** Outcomes as stored in a byte per test. */
const OUTCOMES = ['passed', 'failed', 'unknown'];
const OUTCOME_CODE = { passed: 0, failed: 1, unknown: 2 };
/**
 * A 32-bit key of what makes a test the same test from one report to the next: its name (`keyName`
 * when the shown name carries what changes per run), browser or device, and platform (FNV-1a over their UTF-16 code units).
 */
function testKey(entry) {
    let hash = 0x811c9dc5;
    // The three texts with a NUL after each, hashed where they are (no string is made per test).
    for (const text of [entry.keyName ?? entry.name, entry.environment ?? '', entry.platform ?? '']) {
        for (let i = 0; i < text.length; i++)
            hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
        hash = Math.imul(hash, 0x01000193);
    }
    return hash >>> 0;
}
/**
 * A compact record of every test of a report, in order: its key (`testKey`), outcome, duration and
 * end, in typed arrays that grow as tests are added (about 21 bytes a test), never an object per test.
 * What a digest of the report and the grouping of a test's attempts are made from.
 */
class CompactTests {
    keys = new Uint32Array(64);
    outcomes = new Uint8Array(64);
    /** Seconds; NaN when unknown. */
    durations = new Float64Array(64);
    /** Milliseconds since the epoch; NaN when unknown. */
    ends = new Float64Array(64);
    size = 0;
    get length() {
        return this.size;
    }
    key(i) {
        return this.keys[i] ?? 0;
    }
    outcome(i) {
        return OUTCOMES[this.outcomes[i] ?? 0] ?? 'unknown';
    }
    /** Seconds, when the service gave them. */
    duration(i) {
        const d = this.durations[i] ?? NaN;
        return Number.isNaN(d) ? undefined : d;
    }
    /** When the test ended, in milliseconds since the epoch, when known. */
    completedAt(i) {
        const at = this.ends[i] ?? NaN;
        return Number.isNaN(at) ? undefined : at;
    }
    /** Adds a test at the end; its index. */
    push(entry) {
        if (this.size === this.keys.length)
            this.grow();
        this.set(this.size, entry);
        return this.size++;
    }
    /** Sets the test at `i` (a test read again) to what `entry` says now. */
    set(i, entry) {
        this.keys[i] = testKey(entry);
        this.outcomes[i] = OUTCOME_CODE[entry.outcome];
        this.durations[i] = entry.duration ?? NaN;
        this.ends[i] = entry.completedAt ?? NaN;
    }
    /** Adds test `i` of `from` at the end. */
    copy(from, i) {
        if (this.size === this.keys.length)
            this.grow();
        this.keys[this.size] = from.keys[i] ?? 0;
        this.outcomes[this.size] = from.outcomes[i] ?? 0;
        this.durations[this.size] = from.durations[i] ?? NaN;
        this.ends[this.size] = from.ends[i] ?? NaN;
        this.size++;
    }
    /**
     * From the first start to the last end the service gave (a test's end less its duration is its
     * start); undefined when no test's end is known. Both report files take their run's time from here.
     */
    span() {
        let start = Infinity;
        let stop = -Infinity;
        for (let i = 0; i < this.size; i++) {
            const end = this.ends[i] ?? NaN;
            if (Number.isNaN(end))
                continue;
            const duration = this.durations[i] ?? NaN;
            start = Math.min(start, end - Math.round((Number.isNaN(duration) ? 0 : duration) * 1000));
            stop = Math.max(stop, end);
        }
        return stop === -Infinity ? undefined : { start, stop };
    }
    grow() {
        const length = this.keys.length * 2;
        const grown = (old, make) => {
            const next = make(length);
            next.set(old);
            return next;
        };
        this.keys = grown(this.keys, (n) => new Uint32Array(n));
        this.outcomes = grown(this.outcomes, (n) => new Uint8Array(n));
        this.durations = grown(this.durations, (n) => new Float64Array(n));
        this.ends = grown(this.ends, (n) => new Float64Array(n));
    }
}


/***/ }),

/***/ 19062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitHubPublisher: () => (/* binding */ gitHubPublisher),
/* harmony export */   publisherFor: () => (/* binding */ publisherFor),
/* harmony export */   withReportTests: () => (/* binding */ withReportTests)
/* harmony export */ });
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30591);

/** The runner host's publisher over its GitHub side; the reporting code loads on the first report. */
function gitHubPublisher(deps) {
    return {
        publish: async (input, options) => (await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(2497), __webpack_require__.e(4644), __webpack_require__.e(3950), __webpack_require__.e(6469)]).then(__webpack_require__.bind(__webpack_require__, 83950))).publishReport(input, deps, options),
    };
}
/** The host's publisher, else GitHub's over the step's token. */
async function publisherFor(ctx, githubToken) {
    if (ctx.publisher)
        return ctx.publisher;
    const { reportDeps } = await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(2497), __webpack_require__.e(4644), __webpack_require__.e(3950), __webpack_require__.e(6469)]).then(__webpack_require__.bind(__webpack_require__, 83950));
    return gitHubPublisher(await reportDeps(githubToken, ctx));
}
/**
 * A report's header and its tests, for `use`: tests given as an array (a job's) are read as a build's
 * are (src/report/reader.ts), spilled under `dir` and removed after; tests read already stay the
 * caller's to dispose.
 */
async function withReportTests(given, dir, use) {
    if ('tests' in given) {
        const { tests, ...header } = given;
        return use(header, tests);
    }
    const { entries, ...header } = given;
    const tests = await (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__/* .readEntries */ .$2)(entries, { dir });
    try {
        return await use(header, tests);
    }
    finally {
        await tests.dispose();
    }
}


/***/ }),

/***/ 30591:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ readEntries),
/* harmony export */   Ae: () => (/* binding */ TestReader),
/* harmony export */   Hy: () => (/* binding */ gatherTests)
/* harmony export */ });
/* unused harmony export ReadTests */
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23243);
/* harmony import */ var _text_key_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(67126);
/* harmony import */ var _compact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76847);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25356);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83303);
/* harmony import */ var _spill_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42372);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(57994);







/** Per test, besides its compact record. */
const UNKEYED = 1;
const RUNNING = 2;
const LINKED = 4;
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
    recorded = [];
    room = { failed: _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_SHOWN_SIZE */ .lo, unknown: _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_SHOWN_SIZE */ .lo };
    /** Whether a test of the kind had links so far: rows have a Links column from then on at least. */
    linked = { failed: false, unknown: false };
    withRecordings = 0;
    withThumbnail = 0;
    add(entry, linked = (0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .hasLinks */ .eG)(entry)) {
        const kind = entry.outcome;
        if (kind === 'passed')
            return;
        if (kind === 'failed')
            this.addRecorded(entry);
        const list = this[kind];
        const always = kind === 'failed' ? _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV : 0;
        if (list.length >= always && this.room[kind] < 0)
            return;
        this.linked[kind] ||= linked;
        this.room[kind] -= (0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .utf16Units */ .q0)((0,_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .tableRow */ .jD)(entry, this.linked[kind]));
        if (list.length < always || this.room[kind] >= 0)
            list.push(entry);
    }
    addRecorded(entry) {
        const recordings = Boolean(entry.links?.video || entry.links?.screenshots?.length);
        const shot = (0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .thumbnail */ .xn)(entry, '') !== undefined;
        if ((recordings && this.withRecordings < _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_DOWNLOADED_TESTS */ .Lb) ||
            (shot && this.withThumbnail < _summary_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_THUMBNAILS */ .Hq))
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
    recorded;
    linked;
    keys;
    span;
    /** Tests whose last read said they were still running. */
    running;
    parts;
    constructor(parts, keys, seen, lists) {
        this.parts = parts;
        this.keys = keys;
        this.counts = { total: keys.length, passed: 0, failed: 0, unknown: 0 };
        for (let i = 0; i < keys.length; i++)
            this.counts[keys.outcome(i)]++;
        this.span = keys.span();
        this.running = seen.running;
        this.linked = seen.linked;
        this.failed = lists.failed;
        this.unknown = lists.unknown;
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
/** The tests of one spill in order: keyed ones first when an unkeyed one came before them. */
async function* partEntries(part) {
    const { flags } = part;
    const rounds = flags ? [0, UNKEYED] : [undefined];
    for (const round of rounds) {
        let line = 0;
        for await (const text of part.spill.lines()) {
            const at = line++;
            if (round !== undefined && ((flags?.[at] ?? 0) & UNKEYED) !== round)
                continue;
            yield part.replaced.get(at) ?? JSON.parse(text);
        }
    }
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
    keys = new _compact_js__WEBPACK_IMPORTED_MODULE_1__/* .CompactTests */ .Li();
    flags = new Uint8Array(64);
    positions = new _text_key_index_js__WEBPACK_IMPORTED_MODULE_6__/* .KeyIndex */ .u();
    replaced = new Map();
    lists = new ListedTests();
    /** An unkeyed test came before a keyed one: the spill is read back in two rounds. */
    disordered = false;
    unkeyedSeen = false;
    /** A test read again changed a list, or the order changed: the lists are made again at the end. */
    stale = false;
    constructor(spill, prefix) {
        this.spill = spill;
        this.prefix = prefix;
    }
    static async open(options) {
        return new TestReader(await _spill_js__WEBPACK_IMPORTED_MODULE_4__.Spill.create(options.dir), options.namePrefix ?? '');
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
            const entry = (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .isWellFormedValue */ .vs)(given) ? given : (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .wellFormedValues */ .au)(given);
            const at = test.key === undefined ? undefined : this.positions.get(test.key);
            if (at !== undefined) {
                this.readAgain(at, entry, test.running);
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
            const linked = (0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .hasLinks */ .eG)(entry);
            this.mark(seq, { unkeyed: test.key === undefined, running: test.running, linked });
            this.lists.add(entry, linked);
            lines.push(JSON.stringify(entry), '\n');
        }
        await this.spill.append(lines);
    }
    /** The tests read, in order; the reader is done with. */
    async finish() {
        await this.spill.close();
        const order = this.disordered ? this.flags.slice(0, this.keys.length) : undefined;
        const part = { spill: this.spill, flags: order, replaced: this.replaced };
        const keys = order ? inOrder(this.keys, order) : this.keys;
        const seen = { running: 0, linked: { failed: false, unknown: false } };
        for (let i = 0; i < this.keys.length; i++) {
            const flags = this.flags[i] ?? 0;
            if (flags & RUNNING)
                seen.running++;
            const outcome = this.keys.outcome(i);
            if (flags & LINKED && outcome !== 'passed')
                seen.linked[outcome] = true;
        }
        const lists = this.stale ? await listsOf(partEntries(part)) : this.lists;
        return new ReadTests([part], keys, seen, lists);
    }
    /** A read given up (a newer read of the build replaces it): its spill is removed. */
    async discard() {
        await this.spill.remove();
    }
    readAgain(at, entry, running) {
        if (this.keys.outcome(at) !== 'passed' || entry.outcome !== 'passed')
            this.stale = true;
        this.keys.set(at, entry);
        this.replaced.set(at, entry);
        this.mark(at, { unkeyed: false, running, linked: (0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .hasLinks */ .eG)(entry) });
    }
    mark(at, test) {
        if (at >= this.flags.length) {
            const grown = new Uint8Array(this.flags.length * 2);
            grown.set(this.flags);
            this.flags = grown;
        }
        this.flags[at] = (test.unkeyed ? UNKEYED : 0) | (test.running ? RUNNING : 0) | (test.linked ? LINKED : 0);
    }
}
/** The compact records with keyed tests first, as the spill is read back. */
function inOrder(keys, flags) {
    const ordered = new _compact_js__WEBPACK_IMPORTED_MODULE_1__/* .CompactTests */ .Li();
    for (const round of [0, UNKEYED])
        for (let i = 0; i < keys.length; i++)
            if (((flags[i] ?? 0) & UNKEYED) === round)
                ordered.copy(keys, i);
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
    const keys = new _compact_js__WEBPACK_IMPORTED_MODULE_1__/* .CompactTests */ .Li();
    const seen = { running: 0, linked: { failed: false, unknown: false } };
    for (const part of parts) {
        for (let i = 0; i < part.keys.length; i++)
            keys.copy(part.keys, i);
        seen.running += part.running;
        seen.linked.failed ||= part.linked.failed;
        seen.linked.unknown ||= part.linked.unknown;
    }
    const spills = parts.flatMap((p) => p.spills());
    const unlisted = new ReadTests(spills, keys, seen, new ListedTests());
    return new ReadTests(spills, keys, seen, await listsOf(unlisted.entries()));
}


/***/ }),

/***/ 42372:
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
/* harmony import */ var _write_in_place_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(47743);





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
        this.writer = new _write_in_place_js__WEBPACK_IMPORTED_MODULE_4__/* .FileWriter */ .S8(handle);
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


/***/ })

};
