export const id = 3124;
export const ids = [3124,8850,2372,6469];
export const modules = {

/***/ 33124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CHECK_BASE: () => (/* binding */ CHECK_BASE),
/* harmony export */   POLL_INTERVAL_MS: () => (/* binding */ POLL_INTERVAL_MS),
/* harmony export */   READ_GRACE_MS: () => (/* binding */ READ_GRACE_MS),
/* harmony export */   RESULT_LAG_MS: () => (/* binding */ RESULT_LAG_MS),
/* harmony export */   readBuild: () => (/* binding */ readBuild),
/* harmony export */   run: () => (/* binding */ run),
/* harmony export */   waitForBuild: () => (/* binding */ waitForBuild)
/* harmony export */ });
/* harmony import */ var _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(94506);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _api_transport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90616);
/* harmony import */ var _api_pagination_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43350);
/* harmony import */ var _api_records_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39762);
/* harmony import */ var _api_refs_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(93916);
/* harmony import */ var _report_reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(30591);
/* harmony import */ var _report_report_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(88850);
/* harmony import */ var _report_spill_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42372);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(67388);
/* harmony import */ var _runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(15510);
/* harmony import */ var _report_test_record_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3524);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(51428);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(39897);
/* harmony import */ var _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(23933);















/** The default check name's base; the job's key and matrix leg follow it. */
const CHECK_BASE = 'Cloud tests';
/** The check run's `external_id` holds the builds it reports, cut to a sane length. */
const MAX_EXTERNAL_ID_CHARS = 200;
/** Time between two reads of a build that is not final yet. */
const POLL_INTERVAL_MS = 3_000;
/**
 * How long after a test ends its result may still be missing from the build's list ("a few
 * seconds", docs/service-records.md): as long as the two reads a poll interval apart covered.
 */
const RESULT_LAG_MS = 3_000;
/**
 * How long a read may run past the end of wait-seconds, its retries included: one request's whole
 * time, so a read begun at the end of the wait (or with `wait-seconds: 0`) still gets one full try.
 */
const READ_GRACE_MS = _api_transport_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_TIMEOUT_MS */ .t;
/** The wait's context: every call made inside it ends by the end of wait-seconds and READ_GRACE_MS. */
function bounded(ctx, deadline, waitMs) {
    const input = `${_names_js__WEBPACK_IMPORTED_MODULE_10__/* .INPUTS */ .mc.waitSeconds} (${waitMs / 1000} s)`;
    return { ...ctx, client: ctx.client.within(deadline.bound(READ_GRACE_MS, input)) };
}
/** What a read of the build gives, or undefined while the service does not know the build (404). */
async function unlessMissing(read) {
    try {
        return await read();
    }
    catch (error) {
        if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && error.status === 404)
            return undefined;
        throw error;
    }
}
/**
 * Every test of the build, all pages at the largest page size, heavy fields skipped (logs and
 * screenshots are kept: failed tests link to them), each page handed to the reader as it arrives
 * (src/report/reader.ts): memory holds the pages in flight, never the build. A test read twice
 * (pages shifting while results arrive) counts once, as last read. `namePrefix` goes before every
 * test's name.
 */
async function readBuild(build, ctx, namePrefix) {
    const reader = await _report_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .TestReader */ .Ae.open({ dir: (0,_report_spill_js__WEBPACK_IMPORTED_MODULE_5__.runnerTempOf)(ctx.env), namePrefix });
    let listed = 0;
    try {
        const found = await unlessMissing(async () => {
            const fetchPage = (page) => ctx.client.builds.tests(build, { ...page, skipFields: _report_test_record_js__WEBPACK_IMPORTED_MODULE_8__/* .HEAVY_TEST_FIELDS */ .Fx });
            for await (const records of (0,_api_pagination_js__WEBPACK_IMPORTED_MODULE_2__/* .walkPages */ .wZ)(fetchPage)) {
                listed += records.length;
                await reader.add(testsOf(records));
            }
            return true;
        });
        if (found)
            return { tests: await reader.finish(), listed };
    }
    catch (error) {
        await reader.discard();
        throw error;
    }
    await reader.discard();
    return undefined;
}
/** Each record read as the reader takes it: a page's tests are never all in memory at once. */
function* testsOf(records) {
    for (const record of records)
        yield (0,_report_test_record_js__WEBPACK_IMPORTED_MODULE_8__/* .readTestRecord */ .C0)(record);
}
/** How many tests the build lists now, from a page of one: a cheap check that nothing arrived. */
async function countBuild(build, ctx) {
    const page = await unlessMissing(() => ctx.client.builds.tests(build, { offset: 0, count: 1, skipFields: _report_test_record_js__WEBPACK_IMPORTED_MODULE_8__/* .COUNTING_SKIPPED_FIELDS */ .Vc }));
    return page?.meta.total;
}
/**
 * How long results may still be on their way: until the window after the newest test's end is over.
 * The whole window when a test's end cannot be told, or lies ahead (the service's clock is ahead).
 */
function lagLeft(keys, now) {
    let newest = -Infinity;
    for (let i = 0; i < keys.length; i++) {
        const end = keys.completedAt(i);
        if (end === undefined)
            return RESULT_LAG_MS;
        newest = Math.max(newest, end);
    }
    return Math.min(RESULT_LAG_MS, Math.max(0, newest + RESULT_LAG_MS - now));
}
const CONFIRMING = 'making sure no more results are arriving';
/** Not final while the build is unknown or empty, a test is running, or the count changed since the last read. */
function pendingReason(listing, previous) {
    if (!listing)
        return 'not found yet';
    const { tests, listed } = listing;
    if (!tests.counts.total)
        return 'no tests yet';
    if (tests.running)
        return `${tests.running} of ${tests.counts.total} tests still running`;
    if (previous !== undefined && previous !== listed)
        return `tests still arriving (${previous} → ${listed})`;
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
async function waitForBuild(build, waitMs, waitCtx, namePrefix) {
    const deadline = new _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_12__/* .Deadline */ .B(waitCtx.clock, waitMs);
    const ctx = bounded(waitCtx, deadline, waitMs);
    const state = { previous: undefined, seen: new Set(), lastReason: undefined };
    let listing;
    try {
        for (;;) {
            // A new read replaces the last one: its spill goes first.
            await listing?.tests.dispose();
            listing = undefined;
            listing = await readBuild(build, ctx, namePrefix);
            const read = await settle(build, listing, state, { deadline, ctx });
            if (read)
                return read;
        }
    }
    catch (error) {
        await listing?.tests.dispose();
        throw error;
    }
}
/** The build's read once this one is final or the wait is over; else undefined, after the pause. */
async function settle(build, listing, state, { deadline, ctx }) {
    const reason = pendingReason(listing, state.previous);
    state.previous = listing?.listed;
    state.seen.add(state.previous);
    const now = ctx.clock.now();
    // Every test ended: only results still on their way can change the report.
    const ended = listing?.tests.counts.total && !listing.tests.running ? listing : undefined;
    const steady = state.seen.size === 1;
    const wait = ended && steady ? lagLeft(ended.tests.keys, now) : POLL_INTERVAL_MS;
    if (ended && steady && wait === 0)
        return { tests: ended.tests, pending: undefined };
    const remaining = deadline.remaining();
    if (remaining <= 0)
        return { tests: listing?.tests, pending: reason };
    const pending = reason ?? CONFIRMING;
    const sleep = Math.min(wait, remaining);
    const line = `Build "${build}": ${pending}; reading again in ${Math.ceil(sleep / 1000)} s (waiting up to ${Math.ceil(remaining / 1000)} s more).`;
    if (pending !== state.lastReason)
        ctx.log.info(line);
    else
        ctx.log.debug(line);
    state.lastReason = pending;
    await deadline.pause(sleep, ctx.signal);
    // A page of one tells whether tests arrived; only then is every page read again.
    if (ended && (await countBuild(build, ctx)) === ended.listed)
        return { tests: ended.tests, pending: undefined };
    return undefined;
}
/** The builds the selectors name, prefixes matched against every build of the account (all pages). */
async function buildsOf(inputs, ctx) {
    if (!inputs.builds.length) {
        const name = (0,_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_7__/* .jobBuildName */ .BV)(ctx.env, ctx.job);
        if (!name)
            throw new Error(`Input "build" is not set and this job has no build name (${_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_7__/* .BUILD_VARIABLE */ .oz} is not set and there is no workflow run): name the build.`);
        return [(0,_api_refs_js__WEBPACK_IMPORTED_MODULE_13__/* .buildRefOf */ .tw)(name)];
    }
    const prefixes = inputs.builds.flatMap((s) => (s.kind === 'prefix' ? [s.prefix] : []));
    const matched = prefixes.length ? await matchPrefixes(prefixes, inputs.waitSeconds * 1000, ctx) : [];
    const named = inputs.builds.flatMap((s) => (s.kind === 'build' ? [s.ref] : []));
    return [...new Set([...named, ...matched])];
}
/** Every build whose name starts with a prefix; while none does, read again until `waitMs` has passed. */
async function matchPrefixes(prefixes, waitMs, waitCtx) {
    const deadline = new _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_12__/* .Deadline */ .B(waitCtx.clock, waitMs);
    const ctx = bounded(waitCtx, deadline, waitMs);
    const described = prefixes.map((p) => `"${p}*"`).join(', ');
    for (;;) {
        const records = await (0,_api_pagination_js__WEBPACK_IMPORTED_MODULE_2__/* .collectPages */ .VV)((page) => ctx.client.builds.list(page));
        const names = records.map(_api_records_js__WEBPACK_IMPORTED_MODULE_3__/* .buildNameOf */ .xU).filter((n) => n !== undefined);
        const matched = names.filter((n) => prefixes.some((p) => n.startsWith(p))).sort();
        if (matched.length) {
            ctx.log.info(`Builds matching ${described}: ${matched.join(', ')}.`);
            return matched;
        }
        const remaining = deadline.remaining();
        if (remaining <= 0)
            throw new Error(`No build of the account matches ${described} (input "build").`);
        const sleep = Math.min(POLL_INTERVAL_MS, remaining);
        ctx.log.info(`No build matches ${described} yet; reading again in ${Math.ceil(sleep / 1000)} s.`);
        await deadline.pause(sleep, ctx.signal);
    }
}
/**
 * The tests of every build, each build waited for at once, gathered into one report in the order of
 * the builds; a test names its build when there are several. The caller disposes the tests.
 */
async function readBuilds(builds, inputs, ctx) {
    const prefix = (build) => (builds.length > 1 ? `${build} › ` : undefined);
    const reads = await allReads(builds.map((b) => waitForBuild(b, inputs.waitSeconds * 1000, ctx, prefix(b))));
    const missing = builds.filter((_, i) => !reads[i]?.tests);
    const waited = inputs.waitSeconds ? ` after waiting ${inputs.waitSeconds} s` : '';
    const notFound = `${missing.map((b) => `"${b}"`).join(', ')} ${missing.length === 1 ? 'was' : 'were'} not found${waited}`;
    if (missing.length === builds.length)
        throw new Error(`Build ${notFound}: the input "build" is the numeric build ID or the capabilities.build value the tests used.`);
    const details = [];
    if (missing.length) {
        ctx.log.warning(`Build ${notFound}; reporting the others.`);
        details.push((0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .markdownText */ .p7)(`Build ${notFound}.`));
    }
    builds.forEach((build, i) => {
        const { tests, pending } = reads[i] ?? {};
        if (pending) {
            const note = `Stopped waiting for build "${build}" after ${inputs.waitSeconds} s (wait-seconds): ${pending}.`;
            ctx.log.warning(note);
            details.push((0,_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .markdownText */ .p7)(note));
        }
        if (tests && !tests.counts.total)
            ctx.log.warning(`Build "${build}" has no tests.`);
    });
    const found = reads.flatMap((r) => (r.tests ? [r.tests] : []));
    try {
        return { tests: await (0,_report_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .gatherTests */ .Hy)(found), details };
    }
    catch (error) {
        await Promise.all(found.map((t) => t.dispose()));
        throw error;
    }
}
/** Every read once all have ended; when one failed, the others' spills are removed and it is thrown. */
async function allReads(reads) {
    const settled = await Promise.allSettled(reads);
    const failed = settled.find((r) => r.status === 'rejected');
    if (!failed)
        return settled.map((r) => r.value);
    await Promise.all(settled.map((r) => (r.status === 'fulfilled' ? r.value.tests?.dispose() : undefined)));
    throw failed.reason;
}
async function run(inputs, ctx) {
    const builds = await buildsOf(inputs, ctx);
    const { tests, details } = await readBuilds(builds, inputs, ctx);
    try {
        return await report(builds, { tests, details }, inputs, ctx);
    }
    finally {
        await tests.dispose();
    }
}
/** The builds' report on GitHub and beside it, and the step's outputs. */
async function report(builds, { tests, details }, inputs, ctx) {
    const what = builds.length === 1 ? `Build "${builds[0]}"` : `Builds ${builds.map((b) => `"${b}"`).join(', ')}`;
    const { counts } = tests;
    const title = (0,_report_report_js__WEBPACK_IMPORTED_MODULE_14__.describeCounts)(counts);
    ctx.log.info(`${what}: ${title}.`);
    if (counts.unknown)
        ctx.log.warning(`${what}: the outcome of ${counts.unknown} ${counts.unknown === 1 ? 'test' : 'tests'} is unknown (still running, or no result reported); unknown never counts as passed.`);
    const attempt = (0,_report_report_js__WEBPACK_IMPORTED_MODULE_14__.attemptNote)(ctx.job);
    const input = {
        checkName: inputs.checkName ?? (0,_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_7__/* .stableCheckName */ .BM)(CHECK_BASE, ctx.job),
        externalId: builds.join(',').slice(0, MAX_EXTERNAL_ID_CHARS),
        title,
        tests,
        details: [...details, ...(attempt ? [attempt] : [])].join('\n\n') || undefined,
    };
    // Loaded only now, after the service answered: the reporting code is a third of the bundle.
    const { publisherFor } = await __webpack_require__.e(/* import() */ 9062).then(__webpack_require__.bind(__webpack_require__, 19062));
    const publisher = await publisherFor(ctx, inputs.githubToken);
    const result = await publisher.publish(input, inputs.evidence);
    const outputs = {
        [_names_js__WEBPACK_IMPORTED_MODULE_10__/* .OUTPUTS */ .py.total]: String(counts.total),
        [_names_js__WEBPACK_IMPORTED_MODULE_10__/* .OUTPUTS */ .py.passed]: String(counts.passed),
        [_names_js__WEBPACK_IMPORTED_MODULE_10__/* .OUTPUTS */ .py.failed]: String(counts.failed),
        [_names_js__WEBPACK_IMPORTED_MODULE_10__/* .OUTPUTS */ .py.unknown]: String(counts.unknown),
        [_names_js__WEBPACK_IMPORTED_MODULE_10__/* .OUTPUTS */ .py.conclusion]: result.conclusion,
        [_names_js__WEBPACK_IMPORTED_MODULE_10__/* .OUTPUTS */ .py.checkRunId]: result.checkRunId === undefined ? '' : String(result.checkRunId),
        [_names_js__WEBPACK_IMPORTED_MODULE_10__/* .OUTPUTS */ .py.checkRunUrl]: result.checkRunUrl ?? '',
        ...(0,_wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_11__/* .evidenceOutputs */ .k4)(result),
    };
    if (!counts.failed)
        return { outputs };
    const failure = `${counts.failed} of ${counts.total} tests failed in ${what.replace(/^B/, 'b')}.`;
    if (!inputs.failOnFailure || result.blocks === false) {
        const why = inputs.failOnFailure ? result.blockNote : 'fail-on-failure is false, so the step passes';
        ctx.log.warning(`${failure} (${why})`);
        return { outputs };
    }
    return { outputs, failure: result.blockNote ? `${failure} (${result.blockNote})` : failure };
}


/***/ }),

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

/***/ 88850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   attemptNote: () => (/* binding */ attemptNote),
/* harmony export */   conclusionOf: () => (/* binding */ conclusionOf),
/* harmony export */   describeCounts: () => (/* binding */ describeCounts),
/* harmony export */   reportOf: () => (/* binding */ reportOf)
/* harmony export */ });
/** Any failure fails the check; no tests, or tests whose outcome is unknown, make it neutral. */
function conclusionOf(counts) {
    if (counts.failed > 0)
        return 'failure';
    if (counts.total === 0 || counts.unknown > 0)
        return 'neutral';
    return 'success';
}
/** A check-run title from the counts: `3 of 40 tests failed, 2 unknown`. */
function describeCounts(counts) {
    if (counts.total === 0)
        return 'No tests';
    const unknown = counts.unknown ? `, ${counts.unknown} unknown` : '';
    if (counts.failed)
        return `${counts.failed} of ${counts.total} tests failed${unknown}`;
    if (counts.unknown)
        return `${counts.passed} of ${counts.total} tests passed${unknown}`;
    return `All ${counts.total} ${counts.total === 1 ? 'test' : 'tests'} passed`;
}
/** The report value, with annotations on `workflowPath` unless the input names a path. */
function reportOf(input, tests, workflowPath) {
    return {
        input,
        tests,
        conclusion: input.conclusion ?? conclusionOf(tests.counts),
        annotationPath: input.annotationPath?.trim() || workflowPath,
    };
}
/**
 * On a re-run, which attempt reported: the check keeps its name on the same commit, so GitHub shows
 * this newest result in place of the earlier attempt's.
 */
function attemptNote(job) {
    if (job.attempt < 2)
        return undefined;
    return `Attempt ${job.attempt} of this workflow run: this report replaces the one of attempt ${job.attempt - 1} under the same check name.`;
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


/***/ }),

/***/ 3524:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C0: () => (/* binding */ readTestRecord),
/* harmony export */   Fx: () => (/* binding */ HEAVY_TEST_FIELDS),
/* harmony export */   Vc: () => (/* binding */ COUNTING_SKIPPED_FIELDS)
/* harmony export */ });
/* unused harmony export MAX_SCREENSHOTS_READ */
/* harmony import */ var _api_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39762);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83303);


/**
 * The one adapter for test records (GET /v1/builds/<build>, /v1/tests, /v1/tests/{id}). The spec
 * leaves their fields "not shown"; every field name below comes from what the service's own clients
 * read (docs/service-records.md), and nothing else in the bundle names one. Each field is read
 * leniently: a missing field or one of an unexpected type counts as absent, never as an error.
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
 * So a record whose outcome cannot be told is unknown, never passed. Also read: `name` (else the
 * test's ID), `status_message` (why it failed), `browser` and `browser_version` or `device_name` (the
 * environment), `os` or `platform_name` (the platform), `id` and `session_id` (to tell records apart
 * and find the test on the dashboard).
 *
 * Recordings (docs/service-records.md; shapes are not promised, so each is read as far as it goes):
 * `video` a URL (or `false`: none); `thumbs` one URL, a list of URLs, or a list of objects holding
 * one (`url`, `image`, `src` first); `logs` an object of name → URL, a list of URLs, or a list of
 * objects with a URL and a `name` or `type`; `assets_available` false means not ready yet. Only
 * absolute http(s) URLs are kept. `duration` is in seconds (a number or numeric text).
 *
 * `completed_at` tells when a test that is not running ended (whether the build may still be
 * receiving results). Its format is not shown: an ISO 8601 or HTTP date-time that names its zone
 * (`Z`, `+02:00`, `GMT`, `UTC`) is read, and so is a number, as a UNIX timestamp in seconds (the unit
 * of the `since` filter) or, when too large for that, in milliseconds. A date-time without a zone, or
 * anything else, cannot be told and is absent.
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
/** States in which a test is not done yet, as the service's clients treat them. */
const NOT_DONE_STATES = new Set(['START', 'INIT', 'QUEUED', 'RUNNING']);
function readTestRecord(record) {
    const id = (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.id);
    const session = (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.session_id);
    const state = (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.state)?.toUpperCase();
    const running = state !== undefined && NOT_DONE_STATES.has(state);
    const success = running ? undefined : (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .flag */ .Jt)(record.success);
    const outcome = success === true ? 'passed' : success === false ? 'failed' : 'unknown';
    const browser = [(0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.browser), (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.browser_version)].filter(Boolean).join(' ');
    const device = (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.device_name);
    const environment = browser && device ? `${browser} on ${device}` : browser || device;
    const entry = {
        name: (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.name) ?? (id ? `test ${id}` : session ? `session ${session}` : 'unnamed test'),
        outcome,
        environment: environment || undefined,
        platform: (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.os) ?? (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.platform_name),
        message: messageFor(outcome, running, state, (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.status_message)),
        id: id ?? session,
    };
    const completedAt = running ? undefined : (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .instant */ .uR)(record.completed_at);
    const duration = seconds(record.duration);
    const links = linksOf(record);
    if (duration !== undefined)
        entry.duration = duration;
    if (completedAt !== undefined)
        entry.completedAt = completedAt;
    if (links)
        entry.links = links;
    return { key: id ?? session, running, completedAt, entry };
}
/** The recordings' links, or undefined when the record holds none. */
function linksOf(record) {
    const video = (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(record.video);
    const screenshots = [];
    urlsIn(record.thumbs, ['url', 'image', 'src'], (url) => screenshots.push(url));
    const logs = [];
    urlsIn(record.logs, ['url', 'href', 'link'], (url, name) => {
        if (logs.length < MAX_LOGS_READ)
            logs.push({ label: (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .safeLabel */ .IW)(name ?? '') || `log ${logs.length + 1}`, url });
    });
    if (!video && !screenshots.length && !logs.length)
        return undefined;
    const links = {};
    if (video)
        links.video = video;
    if (screenshots.length)
        links.screenshots = screenshots.slice(-MAX_SCREENSHOTS_READ);
    if (logs.length)
        links.logs = logs;
    if ((0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .flag */ .Jt)(record.assets_available) === false)
        links.notReady = true;
    return links;
}
/**
 * The http(s) URLs a field holds, in order, each handed to `found` with its name where the field
 * gives one: one URL, a list of URLs or of objects holding one (under `keys` first, else any URL
 * value), or an object of name → URL. Made without a list between: it runs for every test read.
 */
function urlsIn(value, keys, found) {
    const single = (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(value);
    if (single)
        return found(single);
    if (Array.isArray(value)) {
        for (const item of value) {
            const url = (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(item) ?? urlInObject(item, keys);
            if (!url)
                continue;
            const o = item;
            found(url, typeof item === 'object' ? ((0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(o.name) ?? (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(o.type)) || undefined : undefined);
        }
    }
    else if (value && typeof value === 'object') {
        const o = value;
        for (const name in o) {
            const url = (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(o[name]) ?? urlInObject(o[name], keys);
            if (url)
                found(url, name);
        }
    }
}
function urlInObject(value, keys) {
    if (!value || typeof value !== 'object' || Array.isArray(value))
        return undefined;
    const o = value;
    for (const key of keys)
        if ((0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(o[key]))
            return (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(o[key]);
    for (const v of Object.values(o))
        if ((0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(v))
            return (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(v);
    return undefined;
}
/** A non-negative number of seconds (a number or numeric text); anything else is absent. */
function seconds(value) {
    const n = typeof value === 'string' && value.trim() ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
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


/***/ })

};
