export const id = 124;
export const ids = [124];
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
/* harmony import */ var _report_reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(85226);
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
    const reader = await _report_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .TestReader */ .Ae.open({ dir: (0,_report_spill_js__WEBPACK_IMPORTED_MODULE_5__/* .runnerTempOf */ .e6)(ctx.env), namePrefix });
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
    const title = (0,_report_report_js__WEBPACK_IMPORTED_MODULE_14__/* .describeCounts */ .wv)(counts);
    ctx.log.info(`${what}: ${title}.`);
    if (counts.unknown)
        ctx.log.warning(`${what}: the outcome of ${counts.unknown} ${counts.unknown === 1 ? 'test' : 'tests'} is unknown (still running, or no result reported); unknown never counts as passed.`);
    const attempt = (0,_report_report_js__WEBPACK_IMPORTED_MODULE_14__/* .attemptNote */ .Qg)(ctx.job);
    const input = {
        checkName: inputs.checkName ?? (0,_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_7__/* .stableCheckName */ .BM)(CHECK_BASE, ctx.job),
        externalId: builds.join(',').slice(0, MAX_EXTERNAL_ID_CHARS),
        title,
        tests,
        details: [...details, ...(attempt ? [attempt] : [])].join('\n\n') || undefined,
    };
    // Loaded only now, after the service answered: the reporting code is a third of the bundle.
    const { publishReport, reportDeps } = await Promise.all(/* import() */[__webpack_require__.e(497), __webpack_require__.e(927)]).then(__webpack_require__.bind(__webpack_require__, 28927));
    const result = await publishReport(input, await reportDeps(inputs.githubToken, ctx), inputs.evidence);
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
    if (!inputs.failOnFailure) {
        ctx.log.warning(`${failure} (fail-on-failure is false, so the step passes)`);
        return { outputs };
    }
    return { outputs, failure };
}


/***/ }),

/***/ 39762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jt: () => (/* binding */ flag),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   R_: () => (/* binding */ storedAppInfo),
/* harmony export */   Vt: () => (/* binding */ jobErrorDetail),
/* harmony export */   uR: () => (/* binding */ instant),
/* harmony export */   xU: () => (/* binding */ buildNameOf)
/* harmony export */ });
/* unused harmony export string */
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93916);
/* harmony import */ var _storage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39753);


/** A non-empty string, trimmed; anything else is absent. */
function string(value) {
    return typeof value === 'string' ? value.trim() || undefined : undefined;
}
/** A string or a number as trimmed text; anything else is absent. */
function text(value) {
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    return string(value);
}
/**
 * The one adapter for `errors` entries. The spec names `step`, `browser` and `time` but not their
 * types; `test_id`, `test_name` and `message` are read when present and never required.
 */
function jobErrorDetail(entry) {
    const browser = (value) => {
        if (value && typeof value === 'object') {
            const b = value;
            const parts = [text(b.name) ?? text(b.browser), text(b.version), text(b.platform)].filter(Boolean);
            return parts.length ? parts.join(' ') : undefined;
        }
        return text(value);
    };
    const id = text(entry.test_id);
    return {
        testId: id && /^\d+$/.test(id) ? Number(id) : undefined,
        testName: text(entry.test_name),
        step: text(entry.step),
        browser: browser(entry.browser),
        time: text(entry.time),
        message: text(entry.message) ?? text(entry.error),
    };
}
/** Reads a stored app record leniently: a field of another type than expected counts as absent. */
function storedAppInfo(record) {
    const appUrl = string(record.app_url);
    const id = record.id;
    return {
        appUrl,
        appKey: appUrl && _storage_js__WEBPACK_IMPORTED_MODULE_0__/* .APP_URL */ .oO.test(appUrl) ? (0,_refs_js__WEBPACK_IMPORTED_MODULE_1__/* .appKeyOf */ .QO)(appUrl) : undefined,
        id: typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined,
        filename: string(record.filename),
        type: string(record.type),
        version: text(record.version),
        state: string(record.state),
        createdAt: string(record.created_at),
    };
}
/**
 * A build record's identifier (the `capabilities.build` string its tests used). Build list records are
 * "not shown": the name is read from `name`, else `build` (docs/service-records.md); a record with
 * neither has no name to match.
 */
function buildNameOf(record) {
    return string(record.name) ?? string(record.build);
}
/** Date-times that name their zone: `Z`, an offset, or GMT/UTC (a bare one depends on the reader's zone). */
const ZONED = /(?:Z|[+-]\d{2}:?\d{2}|\bGMT|\bUTC)$/i;
/** Seconds since the epoch stay below this until the year 5138; a larger number is milliseconds. */
const LARGEST_SECONDS = 1e11;
/** A point in time as milliseconds since the epoch, or absent when it cannot be told. */
function instant(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) && value > 0 ? (value < LARGEST_SECONDS ? value * 1000 : value) : undefined;
    if (typeof value !== 'string' || !ZONED.test(value.trim()))
        return undefined;
    const ms = Date.parse(value.trim());
    return Number.isNaN(ms) ? undefined : ms;
}
/** `success` arrives as true/false on some endpoints and 1/0 on others; anything else is unknown. */
function flag(value) {
    if (value === true || value === 1)
        return true;
    if (value === false || value === 0)
        return false;
    if (typeof value === 'string') {
        const v = value.trim().toLowerCase();
        if (v === 'true' || v === '1')
            return true;
        if (v === 'false' || v === '0')
            return false;
    }
    return undefined;
}


/***/ }),

/***/ 90616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t: () => (/* binding */ DEFAULT_TIMEOUT_MS),
  o: () => (/* binding */ Transport)
});

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/api/credentials.ts
var credentials = __webpack_require__(2202);
;// CONCATENATED MODULE: ./src/api/deadline.ts
/**
 * One time limit for a request's whole answer, head and body. undici's own limits restart with every
 * chunk, so under them an answer that drips a byte every few seconds never ends.
 *
 * It starts once the request is sent: at once for a JSON body, and for a streamed upload when its last
 * byte is taken (or the answer comes first), so an upload is bounded by its progress until then and a
 * large one is never cut for its size.
 */
class RequestDeadline {
    ms;
    controller = new AbortController();
    timer;
    ended = false;
    constructor(ms) {
        this.ms = ms;
    }
    /** Aborted when the time is up. */
    get signal() {
        return this.controller.signal;
    }
    get expired() {
        return this.controller.signal.aborted;
    }
    /** Starts the count; again does nothing, nor does anything once the attempt has ended. */
    start() {
        if (this.timer || this.ended)
            return;
        this.timer = setTimeout(() => this.controller.abort(new Error(`no whole answer within ${this.ms} ms`)), this.ms);
    }
    /** The attempt is over: no abort comes after this. */
    end() {
        this.ended = true;
        clearTimeout(this.timer);
    }
    /** The body as sent, starting the count once it has all been taken or was given up. */
    async *afterBody(body) {
        try {
            yield* body;
        }
        finally {
            this.start();
        }
    }
}
/** One call's share of a bound: fixed when the call starts, spent by all its attempts together. */
class CallBudget {
    limit;
    endsAt;
    constructor(bound) {
        this.limit = bound.limit;
        this.endsAt = performance.now() + Math.max(0, bound.remainingMs());
    }
    leftMs() {
        return Math.max(0, this.endsAt - performance.now());
    }
}

// EXTERNAL MODULE: ./src/api/dispatcher.ts
var dispatcher = __webpack_require__(49043);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/assumptions.ts
var assumptions = __webpack_require__(11816);
;// CONCATENATED MODULE: ./src/api/retry.ts

const DEFAULT_RETRY = {
    maxAttempts: 4,
    baseDelayMs: 500,
    maxDelayMs: 8_000,
    maxRetryAfterMs: 60_000,
};
/** Statuses of a passing fault: asked again (ASSUMPTIONS.retriedStatuses). */
const RETRIED_STATUSES = new Set(assumptions/* RETRIED_STATUS_CODES */.e$);
/**
 * The wait before the next attempt, or undefined when this failure ends the request: it cannot pass,
 * the attempts are spent, or the request is not idempotent and may have reached the service.
 */
function retryDelayMs(failure, state) {
    if (!failure.retryable || state.attempt >= state.policy.maxAttempts)
        return undefined;
    if (!state.idempotent && failure.mayHaveReachedServer)
        return undefined;
    return backoffMs(state, failure.retryAfterMs);
}
/** Exponential back-off with full jitter; a Retry-After from the server wins when it asks for longer. */
function backoffMs({ policy, attempt, random }, retryAfterMs) {
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
    const jittered = ceiling / 2 + (random() * ceiling) / 2;
    if (retryAfterMs === undefined)
        return Math.round(jittered);
    return Math.min(Math.max(retryAfterMs, jittered), policy.maxRetryAfterMs);
}
/** A Retry-After header in milliseconds: seconds or an HTTP date. */
function parseRetryAfter(value, now = Date.now()) {
    const header = Array.isArray(value) ? value[0] : value;
    if (!header)
        return undefined;
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0)
        return seconds * 1000;
    const date = Date.parse(header);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
;// CONCATENATED MODULE: ./src/api/answer.ts



/**
 * The largest successful answer a request accepts unless it says otherwise: a job with thousands of
 * errors, a page of 500 tests or a stored app's record are well below it; what is beyond is no answer
 * of the API, and reading it would only fill the runner's memory (ASSUMPTIONS.answerCap).
 */
const DEFAULT_MAX_ANSWER_BYTES = assumptions/* MAX_ANSWER_BYTES */.gB;
/** Of an error answer only the message is kept (500 characters, extractServerMessage): its start is enough. */
const ERROR_BODY_BYTES = 64 * 1024;
const isSuccess = (status) => status >= 200 && status < 300;
/**
 * Reads the answer's body. A success beyond its request's bound ends the request with a `too-large`
 * error, read no further (a declared length beyond it is refused unread); of an error answer the
 * start is kept and the rest dropped.
 */
async function readAnswer(req, res) {
    const success = isSuccess(res.statusCode);
    const limit = success ? (req.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES) : ERROR_BODY_BYTES;
    const declared = Number(headerOf(res.headers['content-length']));
    const { text, over } = await readBounded(res.body, limit, success && declared > limit);
    if (over && success) {
        const size = declared > limit ? `${(0,wording/* formatBytes */.z3)(declared)}, ` : '';
        throw (0,errors/* failureOf */.g5)(req, 'too-large', {
            meaning: `${size}more than the ${(0,wording/* formatBytes */.z3)(limit)} this request accepts`,
        });
    }
    return {
        status: res.statusCode,
        contentType: headerOf(res.headers['content-type']),
        retryAfter: headerOf(res.headers['retry-after']),
        text,
    };
}
/** The body as text up to `limit` bytes; `over` when there was more, which is then left unread. */
async function readBounded(body, limit, refuse) {
    const chunks = [];
    let size = 0;
    let over = refuse;
    if (!over) {
        for await (const chunk of body) {
            chunks.push(chunk.subarray(0, limit - size));
            size += chunk.length;
            // Leaving the loop destroys the body: the rest is never read.
            if (size > limit) {
                over = true;
                break;
            }
        }
    }
    if (over)
        body.destroy();
    return { text: Buffer.concat(chunks).toString('utf8'), over };
}
/**
 * A successful answer's value: its JSON as the request's schema reads it (none: nothing). A body that
 * is neither JSON nor labelled JSON is not the service's: a proxy's sign-in page, a wrong `api-url`.
 */
function answer_valueOf(req, answer) {
    const json = parseJson(answer.text);
    if (!json.ok && answer.text.trim() && !labelledJson(answer))
        throw notTheApi(req, answer);
    if (!req.response)
        return undefined;
    if (!json.ok) {
        const meaning = answer.text.trim()
            ? 'the body is not valid JSON (truncated or not JSON)'
            : 'the body is empty';
        throw (0,errors/* failureOf */.g5)(req, 'malformed', { meaning });
    }
    const result = req.response.safeParse(json.value);
    if (result.success)
        return result.data;
    const issue = result.error.issues[0];
    const at = issue?.path.length ? `field "${issue.path.join('.')}"` : 'the body';
    throw (0,errors/* failureOf */.g5)(req, 'malformed', { meaning: `${at}: ${issue?.message ?? 'unexpected shape'}` });
}
function parseJson(text) {
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch {
        return { ok: false };
    }
}
/** Said to be JSON and not a markup page: broken JSON of the service, not another server's page. */
function labelledJson(answer) {
    return /\bjson\b/i.test(answer.contentType ?? '') && !answer.text.trimStart().startsWith('<');
}
function notTheApi(req, answer) {
    // The media type alone, short: the header is the answering server's text.
    const type = answer.contentType?.split(';')[0]?.trim().slice(0, 60);
    return (0,errors/* failureOf */.g5)(req, 'not-api', {
        meaning: `HTTP ${answer.status} with ${type ? `content type ${type}` : 'no content type'} instead of JSON; ` +
            "a proxy (its sign-in page) or an api-url that is not the service's address is the likely cause",
    });
}
function headerOf(value) {
    return Array.isArray(value) ? value[0] : value;
}

// EXTERNAL MODULE: ./src/api/network-errors.ts
var network_errors = __webpack_require__(36548);
;// CONCATENATED MODULE: ./src/api/request.ts
function buildRequest(base, req) {
    const headers = { 'user-agent': base.userAgent, accept: 'application/json' };
    if (req.auth !== false && base.authorization)
        headers.authorization = base.authorization;
    let body;
    if (req.json !== undefined) {
        body = JSON.stringify(req.json);
        headers['content-type'] = 'application/json';
    }
    else if (req.body) {
        body = req.body.open();
        headers['content-type'] = req.body.contentType;
        if (req.body.length !== undefined)
            headers['content-length'] = String(req.body.length);
    }
    return { url: requestUrl(base.baseUrl, req), headers, body };
}
function requestUrl(baseUrl, req) {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(req.query ?? {})) {
        if (value !== undefined)
            search.set(name, String(value));
    }
    const qs = search.toString();
    return `${baseUrl}${req.path}${qs ? `?${qs}` : ''}`;
}

;// CONCATENATED MODULE: ./src/api/send.ts







/** Network errors that prove the request never left: even a POST may be sent again. */
const NOT_SENT_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'UND_ERR_CONNECT_TIMEOUT',
]);
/**
 * Sends a request once, within its deadline, and says how it went. A call's budget cuts the deadline
 * short where it has less left, and then counts from the start, connection included.
 */
async function sendOnce(sender, req, attempt, signal, budget) {
    const started = performance.now();
    const trace = (seen) => sender.logger?.debug(`${req.method} ${req.path} -> ${seen} (${Math.round(performance.now() - started)} ms${attempt > 1 ? `, attempt ${attempt}` : ''})`);
    const timeoutMs = req.timeoutMs ?? sender.timeoutMs;
    const left = budget?.leftMs() ?? Infinity;
    const deadline = new RequestDeadline(Math.min(timeoutMs, left));
    const cutBy = left < timeoutMs ? budget?.limit : undefined;
    if (cutBy)
        deadline.start();
    const progress = { answered: false };
    try {
        const answer = await exchange(sender, req, deadline, signal, progress);
        trace(String(answer.status));
        return isSuccess(answer.status) ? valueOutcome(req, answer) : statusFailure(req, answer);
    }
    catch (cause) {
        const failure = failureFrom(req, cause, {
            signal,
            deadline,
            answered: progress.answered,
            baseUrl: sender.base.baseUrl,
            cutBy,
        });
        trace(errorCode(cause) ?? failure.error.kind);
        return failure;
    }
    finally {
        deadline.end();
    }
}
/** The request made and its answer read, all within the deadline. */
async function exchange(sender, req, deadline, signal, progress) {
    const http = buildRequest(sender.base, req);
    const streamed = http.body !== undefined && typeof http.body !== 'string';
    if (!streamed)
        deadline.start();
    const res = await (0,undici/* request */.Em)(http.url, {
        method: req.method,
        headers: http.headers,
        // undici takes an async iterable body too (lib/core/request.js); its types leave it out.
        body: (streamed ? deadline.afterBody(http.body) : http.body),
        dispatcher: sender.dispatcher,
        // The deadline bounds the answer: undici's limits would restart with every chunk.
        headersTimeout: 0,
        bodyTimeout: 0,
        signal: signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal,
    });
    progress.answered = true;
    deadline.start();
    return readAnswer(req, res);
}
function valueOutcome(req, answer) {
    try {
        return { ok: true, value: answer_valueOf(req, answer) };
    }
    catch (error) {
        if (error instanceof errors/* ServiceError */._7)
            return unreadable(error);
        throw error;
    }
}
/** An answer that is no answer of the API (not JSON, too large, the wrong shape) stays so if asked again. */
function unreadable(error) {
    return { ok: false, error, retryable: false, mayHaveReachedServer: true };
}
function statusFailure(req, answer) {
    const status = answer.status;
    const error = (0,errors/* failureOf */.g5)(req, 'http', {
        status,
        meaning: req.meanings?.[status] ?? errors/* DEFAULT_STATUS_MEANINGS */.e7[status],
        serverMessage: (0,errors/* extractServerMessage */.mo)(answer.text),
    });
    return {
        ok: false,
        error,
        retryable: RETRIED_STATUSES.has(status) && !req.notRetried?.includes(status),
        retryAfterMs: parseRetryAfter(answer.retryAfter),
        // A 429 turns the request away unprocessed (RFC 6585), so even a POST may be sent again.
        mayHaveReachedServer: status !== 429,
    };
}
/** A request that failed without an answer to classify, or whose answer could not be read. */
function failureFrom(req, cause, at) {
    if (cause instanceof errors/* ServiceError */._7)
        return unreadable(cause);
    if (at.cutBy && at.deadline.expired) {
        return {
            ok: false,
            error: (0,errors/* failureOf */.g5)(req, 'timeout', { meaning: `no whole answer by ${at.cutBy}`, cause }),
            retryable: false,
            mayHaveReachedServer: true,
        };
    }
    if (at.signal?.aborted) {
        return {
            ok: false,
            error: (0,errors/* failureOf */.g5)(req, 'aborted', { cause }),
            retryable: false,
            mayHaveReachedServer: true,
        };
    }
    const code = errorCode(cause);
    // A proxy that refused the credentials, or a certificate nothing trusts, says the same every time.
    const network = (0,network_errors/* describeNetworkError */.g)(cause, { url: at.baseUrl });
    if (network) {
        return {
            ok: false,
            error: (0,errors/* failureOf */.g5)(req, 'network', { meaning: network, cause }),
            retryable: false,
            mayHaveReachedServer: false,
        };
    }
    const [kind, meaning] = whatBroke(cause, at);
    return {
        ok: false,
        error: (0,errors/* failureOf */.g5)(req, kind, { meaning, cause }),
        retryable: true,
        mayHaveReachedServer: !(code && NOT_SENT_CODES.has(code)),
    };
}
/** The kind and meaning of a request that got no whole answer. */
function whatBroke(cause, at) {
    if (at.deadline.expired) {
        const seconds = at.deadline.ms / 1000;
        return [
            'timeout',
            at.answered ? `the answer had not ended within ${seconds} s` : `no answer within ${seconds} s`,
        ];
    }
    const reason = errorCode(cause) ?? (0,errors/* messageOf */.bD)(cause);
    if (reason === 'UND_ERR_CONNECT_TIMEOUT')
        return ['timeout', `the connection was not made in time (${reason})`];
    // A connection lost once the head came cut the answer short: the service was reached.
    return at.answered ? ['malformed', `the body broke off before its end (${reason})`] : ['network', reason];
}
function errorCode(error) {
    for (let e = error, depth = 0; e && depth < 5; depth++) {
        const code = e.code;
        if (typeof code === 'string')
            return code;
        e = e.cause;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/api/transport.ts







// Named through the transport by the tests of the actions and the reliability suite.
/** Time for each request's whole answer, head and body, once it is sent. */
const DEFAULT_TIMEOUT_MS = 30_000;
/**
 * The one way to the service: each call is built (request.ts), sent once within its deadline and
 * classified (send.ts), its answer read within its size bound (answer.ts), and sent again while the
 * retry policy allows (retry.ts).
 */
class Transport {
    baseUrl;
    sender;
    retry;
    signal;
    sleep;
    random;
    ownsDispatcher;
    masker;
    bound;
    constructor(options) {
        this.baseUrl = options.baseUrl.replace(/\/+$/, '');
        this.sender = {
            base: {
                baseUrl: this.baseUrl,
                userAgent: options.userAgent,
                authorization: options.credentials ? (0,credentials/* basicAuthorization */.a)(options.credentials) : undefined,
            },
            dispatcher: options.dispatcher ?? (0,dispatcher/* createDispatcher */.S)(),
            timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
            logger: options.logger,
        };
        this.retry = { ...DEFAULT_RETRY, ...options.retry };
        this.signal = options.signal;
        this.sleep = options.sleep ?? ((ms, signal) => (0,promises_.setTimeout)(ms, undefined, { signal }));
        this.random = options.random ?? Math.random;
        this.ownsDispatcher = !options.dispatcher;
        this.masker = options.maskSecret;
    }
    /** Resource functions call this on every secret the service returns, before handing it back. */
    maskSecret(value) {
        if (value)
            this.masker?.(value);
    }
    /**
     * The same transport, each of whose calls ends within `bound` however many attempts it takes: the
     * calls a wait makes, bounded by the input that bounds the wait. Closing it closes nothing.
     */
    within(bound) {
        const bounded = Object.create(this);
        bounded.bound = bound;
        bounded.ownsDispatcher = false;
        return bounded;
    }
    /** Closes the keep-alive sockets so nothing holds the process open after the work. */
    async close() {
        if (this.ownsDispatcher)
            await this.sender.dispatcher.close();
    }
    async call(req) {
        const idempotent = req.idempotent ?? req.method !== 'POST';
        const signal = combineSignals(this.signal, req.signal);
        const budget = this.bound && new CallBudget(this.bound);
        for (let attempt = 1;; attempt++) {
            const outcome = await sendOnce(this.sender, req, attempt, signal, budget);
            if (outcome.ok)
                return outcome.value;
            const backoff = retryDelayMs(outcome, { policy: this.retry, attempt, idempotent, random: this.random });
            if (backoff === undefined)
                throw withAttempts(outcome.error, attempt);
            const { error } = outcome;
            if (budget && backoff >= budget.leftMs()) {
                const meaning = `${error.meaning ?? error.kind}; no time for another attempt before ${budget.limit}`;
                throw withAttempts(error.with({ meaning }), attempt);
            }
            const reason = error.status ? `HTTP ${error.status}` : error.kind;
            this.sender.logger?.info(`${req.method} ${req.path}: ${reason}; retrying in ${(backoff / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${this.retry.maxAttempts})`);
            try {
                await this.sleep(backoff, signal);
            }
            catch {
                throw (0,errors/* failureOf */.g5)(req, 'aborted');
            }
        }
    }
}
function withAttempts(error, attempts) {
    return attempts <= 1 ? error : error.with({ attempts });
}
function combineSignals(...signals) {
    const present = signals.filter((s) => s !== undefined);
    if (present.length <= 1)
        return present[0];
    return AbortSignal.any(present);
}


/***/ }),

/***/ 25356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EE: () => (/* binding */ MAX_COMMAND_ANNOTATIONS),
/* harmony export */   G_: () => (/* binding */ MAX_ANNOTATION_TITLE_CHARS),
/* harmony export */   Lb: () => (/* binding */ MAX_DOWNLOADED_TESTS),
/* harmony export */   RD: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.RD),
/* harmony export */   TN: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.TN),
/* harmony export */   aR: () => (/* binding */ MAX_ANNOTATIONS_PER_REQUEST),
/* harmony export */   dy: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.dy),
/* harmony export */   gv: () => (/* binding */ GITHUB_WRITE_PAUSE_MS),
/* harmony export */   jd: () => (/* binding */ MAX_OUTPUT_CHARS),
/* harmony export */   lZ: () => (/* binding */ MAX_ANNOTATION_BYTES),
/* harmony export */   lo: () => (/* binding */ MAX_SHOWN_SIZE),
/* harmony export */   n4: () => (/* binding */ MAX_STEP_SUMMARY_BYTES),
/* harmony export */   q0: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.q0),
/* harmony export */   rV: () => (/* binding */ MAX_CHECK_RUN_ANNOTATIONS),
/* harmony export */   yU: () => (/* binding */ MAX_OUTPUT_TITLE_CHARS),
/* harmony export */   yd: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.yd),
/* harmony export */   zP: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.zP)
/* harmony export */ });
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23243);
/**
 * GitHub's size limits (docs/github-facts.md) and cutting text to them without breaking a character
 * (src/text/characters.ts).
 */
/** Annotations per check-run request. */
const MAX_ANNOTATIONS_PER_REQUEST = 50;
/** Annotation `title`, in characters. */
const MAX_ANNOTATION_TITLE_CHARS = 255;
/**
 * Annotation `message` and `raw_details`: "64 KB", counted in bytes. Read as 64,000 bytes, the smaller
 * of its two readings, so the cut is safe under either.
 */
const MAX_ANNOTATION_BYTES = 64_000;
/** Check run `output.summary` and `output.text`, in characters. */
const MAX_OUTPUT_CHARS = 65_535;
/** Check run `output.title`: GitHub states no limit; one short line, cut like an annotation title. */
const MAX_OUTPUT_TITLE_CHARS = 255;
/** The job summary of one step (GITHUB_STEP_SUMMARY), in bytes. */
const MAX_STEP_SUMMARY_BYTES = 1024 * 1024;
/**
 * Annotations one check run carries at most: 20 requests of 50, paced a second apart, stay far inside
 * GitHub's limits for content-creating requests (80 a minute, 500 an hour: docs/github-facts.md). The
 * job summary and the JUnit and CTRF files list the failed tests beyond it.
 */
const MAX_CHECK_RUN_ANNOTATIONS = 1000;
/** Pause between two writes to one check run: GitHub asks for a second between content-creating requests. */
const GITHUB_WRITE_PAUSE_MS = 1000;
/** Workflow-command annotations the runner shows per level and step. */
const MAX_COMMAND_ANNOTATIONS = 10;
/** Failed tests whose recordings download-assets saves, first ones first. */
const MAX_DOWNLOADED_TESTS = 20;
/**
 * The most markdown any output of a report holds: a step's job summary (the check run's summary and a
 * comment hold 65,535 and 65,536 characters; the command line keeps its summaries within 1 MiB too).
 * Table rows past this many UTF-16 units fit in no output, so a report keeps no test beyond them.
 */
const MAX_SHOWN_SIZE = MAX_STEP_SUMMARY_BYTES;
// The cuts live with the other character work (src/text/characters.ts); here beside the limits they serve.



/***/ }),

/***/ 83303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Be: () => (/* binding */ LINKS_EXPIRE_NOTE),
/* harmony export */   IW: () => (/* binding */ safeLabel),
/* harmony export */   Om: () => (/* binding */ linkLines),
/* harmony export */   c0: () => (/* binding */ mediaTypeOf),
/* harmony export */   eG: () => (/* binding */ hasLinks),
/* harmony export */   jf: () => (/* binding */ markdownLinks),
/* harmony export */   q3: () => (/* binding */ httpUrl),
/* harmony export */   ry: () => (/* binding */ labelledLinks),
/* harmony export */   xn: () => (/* binding */ thumbnail)
/* harmony export */ });
/* unused harmony export NOT_READY_NOTE */
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25356);


/**
 * Links to a test's recordings in every output. The URLs come from the service, so only an absolute
 * http(s) URL is kept, in the normalized form `URL` gives it (spaces, quotes, `<` and `>` percent-encoded),
 * and it is escaped again for each place it goes; in markdown only an https URL is a link (a label
 * alone stands for any other). Labels are ours, or a log's name cut to safe letters.
 */
/** Shown once beside links: the service signs them for a limited time. */
const LINKS_EXPIRE_NOTE = 'Links to videos, screenshots and logs are signed by the service and expire; `download-assets: failed` keeps copies as files.';
/** Shown when the service said the recordings were not ready when the report was made. */
const NOT_READY_NOTE = 'the service had not finished processing the recordings; the links may work only later';
/** Width of a thumbnail in the job summary, in pixels. */
const THUMBNAIL_WIDTH = 320;
/** An absolute http(s) URL, normalized; anything else (other schemes, relative, not a string) is absent. */
function httpUrl(value) {
    if (typeof value !== 'string' || !value.trim())
        return undefined;
    try {
        const url = new URL(value.trim());
        return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
    }
    catch {
        return undefined;
    }
}
/** A log's name as a label: letters, digits, space, dot, dash and underscore only, 40 characters at most. */
function safeLabel(value) {
    return (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(value.replace(/[^\p{L}\p{N} ._-]/gu, ' ')), 40);
}
/** Video, last screenshot and each log, labelled, in that order. */
function labelledLinks(links) {
    if (!links)
        return [];
    const last = links.screenshots?.at(-1);
    return [
        ...(links.video ? [{ label: 'video', url: links.video }] : []),
        ...(last ? [{ label: 'last screenshot', url: last }] : []),
        ...(links.logs ?? []).map((log) => ({ label: `log: ${log.label}`, url: log.url })),
    ];
}
/** Whether `labelledLinks` gives the test any link (told without making them: it runs per test read). */
const hasLinks = ({ links }) => Boolean(links && (links.video || links.screenshots?.at(-1) || links.logs?.length));
/** Plain-text lines for annotation details and report files: `Video: https://…`, then the note. */
function linkLines(links) {
    const list = labelledLinks(links);
    if (!list.length)
        return [];
    const lines = list.map((l) => `${l.label[0]?.toUpperCase()}${l.label.slice(1)}: ${l.url}`);
    if (links?.notReady)
        lines.push(`Note: ${NOT_READY_NOTE}.`);
    lines.push('These links are signed by the service and expire.');
    return lines;
}
/** `[video](<…>) · [last screenshot](<…>) · [log: selenium](<…>)`, empty without links. */
function markdownLinks(links, options) {
    const list = labelledLinks(links).map((l) => (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(l.label, l.url, options));
    if (list.length && links?.notReady)
        list.push('(not ready yet)');
    return list.join(' · ');
}
/**
 * A thumbnail of the test's last screenshot that opens the full image, with the test's name under it;
 * undefined without an https screenshot. `name` must already be escaped for markdown.
 */
function thumbnail(entry, escapedName) {
    const last = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(entry.links?.screenshots?.at(-1));
    if (!last)
        return undefined;
    const src = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtmlAttribute */ .TX)(last);
    return `<a href="${src}"><img src="${src}" width="${THUMBNAIL_WIDTH}" alt="Last screenshot"></a><br>${escapedName}\n`;
}
/**
 * The path of an address as `httpUrl` gives it (serialized: its user, host and port hold no `/`, `?`
 * or `#`), read off the text: what `new URL(href).pathname` is, without making a URL of every link.
 */
const SERIALIZED_PATH = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^?#]*)/i;
/**
 * A file extension and MIME type from the path of an address as `httpUrl` gives it, for attachments
 * and downloads; `fallback` when unknown.
 */
function mediaTypeOf(url, fallback) {
    const known = {
        mp4: 'video/mp4',
        webm: 'video/webm',
        png: 'image/png',
        jpg: 'image/jpeg',
        jpeg: 'image/jpeg',
        gif: 'image/gif',
        log: 'text/plain',
        txt: 'text/plain',
        json: 'application/json',
    };
    const path = SERIALIZED_PATH.exec(url)?.[1] ?? '';
    const extension = /\.([a-z0-9]{2,5})$/i.exec(path)?.[1]?.toLowerCase();
    return extension && known[extension] ? { extension, type: known[extension] } : fallback;
}


/***/ }),

/***/ 88850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EI: () => (/* binding */ reportOf),
/* harmony export */   Qg: () => (/* binding */ attemptNote),
/* harmony export */   wv: () => (/* binding */ describeCounts)
/* harmony export */ });
/* unused harmony export conclusionOf */
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
