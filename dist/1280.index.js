export const id = 1280;
export const ids = [1280];
export const modules = {

/***/ 60746:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/api/refs.ts
var refs = __webpack_require__(93916);
// EXTERNAL MODULE: ./src/api/records.ts
var api_records = __webpack_require__(39762);
// EXTERNAL MODULE: ./src/api/transport/pagination.ts
var pagination = __webpack_require__(58280);
// EXTERNAL MODULE: ./src/runtime/deadline.ts
var runtime_deadline = __webpack_require__(94506);
// EXTERNAL MODULE: ./src/runtime/job-identity.ts
var job_identity = __webpack_require__(15510);
// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(67388);
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
// EXTERNAL MODULE: ./src/report/value/reader.ts + 1 modules
var value_reader = __webpack_require__(85490);
// EXTERNAL MODULE: ./src/api/transport/transport.ts
var transport = __webpack_require__(60963);
// EXTERNAL MODULE: ./src/api/transport/errors.ts
var errors = __webpack_require__(72487);
// EXTERNAL MODULE: ./src/report/value/spill.ts
var spill = __webpack_require__(3590);
// EXTERNAL MODULE: ./src/report/value/test-record.ts
var test_record = __webpack_require__(9374);
;// CONCATENATED MODULE: ./src/report/builds/read.ts





/** What a read of the build gives, or undefined while the service does not know the build (404). */
async function unlessMissing(read) {
    try {
        return await read();
    }
    catch (error) {
        if (error instanceof errors/* ServiceError */._7 && error.status === 404)
            return undefined;
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
async function readBuild(build, ctx, namePrefix) {
    const reader = await value_reader/* TestReader */.Ae.open({ dir: (0,spill.runnerTempOf)(ctx.env), namePrefix });
    try {
        const found = await unlessMissing(async () => {
            const fetchPage = (page) => ctx.client.builds.tests(build, { ...page, skipFields: test_record/* HEAVY_TEST_FIELDS */.Fx });
            // A test read again as pages shift is passed on: the reader counts it once, as last read.
            for await (const records of (0,pagination/* walkPages */.wZ)(fetchPage, { repeats: 'yield' }))
                await reader.add(testsOf(records));
            return true;
        });
        if (found) {
            const listed = reader.records;
            return { tests: await reader.finish(), listed };
        }
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
        yield (0,test_record/* readTestRecord */.C0)(record);
}
/** How many tests the build lists now, from a page of one: a cheap check that nothing arrived. */
async function countBuild(build, ctx) {
    const page = await unlessMissing(() => ctx.client.builds.tests(build, { offset: 0, count: 1, skipFields: test_record/* COUNTING_SKIPPED_FIELDS */.Vc }));
    return page?.meta.total;
}

;// CONCATENATED MODULE: ./src/report/builds/wait.ts



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
const READ_GRACE_MS = transport/* DEFAULT_TIMEOUT_MS */.t;
/** The wait's context: every call made inside it ends by the end of wait-seconds and READ_GRACE_MS. */
function bounded(ctx, deadline, wait) {
    const input = `${wait.input} (${wait.seconds} s)`;
    return { ...ctx, client: ctx.client.within(deadline.bound(READ_GRACE_MS, input)) };
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
        return `tests still arriving (${previous} \u2192 ${listed})`;
    return undefined;
}
/**
 * Reads the build until it is final or the wait is over: a build may be missing, empty or
 * half-reported at first. With no time to wait, one read is final.
 *
 * A build whose tests all ended is final once results can no longer be on their way: at once when the
 * newest ended more than the lag window ago and every read so far agreed; else after the rest of that
 * window (a poll interval once results were seen arriving), when a page of one test shows the count
 * unchanged. Only a changed count reads every page again.
 */
async function waitForBuild(build, wait, waitCtx, namePrefix) {
    const deadline = new runtime_deadline/* Deadline */.B(waitCtx.clock, wait.seconds * 1000);
    const ctx = bounded(waitCtx, deadline, wait);
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

;// CONCATENATED MODULE: ./src/report/builds/gather.ts








/**
 * The builds a report takes (annotate-build, `cloudtest report`): those whose names match a prefix,
 * and every build waited for at once, their tests gathered into one report.
 */
/**
 * Every build whose name starts with a prefix; while none does, read again until the wait is over.
 * Builds whose name cannot be read (ASSUMPTIONS.buildNameFields) match nothing: when that is all of
 * them, waiting would not help, and the step says so at once.
 */
async function matchPrefixes(prefixes, wait, waitCtx) {
    const deadline = new runtime_deadline/* Deadline */.B(waitCtx.clock, wait.seconds * 1000);
    const ctx = bounded(waitCtx, deadline, wait);
    const described = prefixes.map((p) => `"${p}*"`).join(', ');
    for (;;) {
        const records = await (0,pagination/* collectPages */.VV)((page) => ctx.client.builds.list(page));
        const names = records.map(api_records/* buildNameOf */.xU).filter((n) => n !== undefined);
        const unnamed = records.length - names.length;
        if (unnamed && !names.length)
            throw new Error(`None of the account's ${(0,wording/* plural */.LS)(unnamed, 'build')} carries a name (\`name\` or \`build\`) to match ${described} against: name each build in full (input "build").`);
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
async function readBuilds(builds, wait, ctx) {
    const prefix = (build) => (builds.length > 1 ? `${build} \u203a ` : undefined);
    const reads = await allReads(builds.map((b) => waitForBuild(b, wait, ctx, prefix(b))));
    const missing = builds.filter((_, i) => !reads[i]?.tests);
    const waited = wait.seconds ? ` after waiting ${wait.seconds} s` : '';
    const notFound = `${missing.map((b) => `"${b}"`).join(', ')} ${missing.length === 1 ? 'was' : 'were'} not found${waited}`;
    if (missing.length === builds.length)
        throw new Error(builds.length === 1
            ? `No build named "${builds[0]}"${waited}; did the tests get ${job_identity/* BUILD_VARIABLE */.oz}? The input "build" is the numeric build ID or the capabilities.build value the tests used.`
            : `Build ${notFound}: the input "build" is the numeric build ID or the capabilities.build value the tests used.`);
    const details = [];
    if (missing.length) {
        ctx.log.warning(`Build ${notFound}; reporting the others.`);
        details.push((0,text_escape/* markdownText */.p7)(`Build ${notFound}.`));
    }
    builds.forEach((build, i) => {
        const { tests, pending } = reads[i] ?? {};
        if (pending) {
            const note = `Stopped waiting for build "${build}" after ${wait.seconds} s (${wait.input}): ${pending}.`;
            ctx.log.warning(note);
            details.push((0,text_escape/* markdownText */.p7)(note));
        }
        if (tests && !tests.counts.total)
            ctx.log.warning(`Build "${build}" has no tests.`);
    });
    const found = reads.flatMap((r) => (r.tests ? [r.tests] : []));
    try {
        return { tests: await (0,value_reader/* gatherTests */.Hy)(found), details };
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

// EXTERNAL MODULE: ./src/report/session.ts + 2 modules
var report_session = __webpack_require__(63001);
// EXTERNAL MODULE: ./src/actions/annotate-build/inputs.ts
var inputs = __webpack_require__(51428);
// EXTERNAL MODULE: ./src/actions/annotate-build/names.ts
var names = __webpack_require__(39897);
;// CONCATENATED MODULE: ./src/actions/annotate-build/run.ts






/** The check run's `external_id` holds the builds it reports, cut to a sane length. */
const MAX_EXTERNAL_ID_CHARS = 200;
/**
 * Reads the builds (src/report/builds/: each waited for until final) and reports them. Whatever stops
 * it before its report, its check run says why (endReportingStep); what the post step needs for a step
 * stopped harder is saved first.
 */
async function run(inputs, ctx) {
    const checkName = inputs.checkName ?? (0,job_identity/* stableCheckName */.BM)(names/* CHECK_BASE */.JM, ctx.job);
    let externalId = externalIdOf(inputs.builds.map((b) => (b.kind === 'build' ? b.ref : `${b.prefix}*`)));
    ctx.saveState(names/* STATE */.c4.checkName, checkName);
    ctx.saveState(names/* STATE */.c4.externalId, externalId);
    const session = (0,report_session.reportSession)(ctx, { checkName, githubToken: inputs.githubToken });
    return (0,report_session/* endReportingStep */.IA)(ctx, session, () => externalId, async () => {
        const builds = await buildsOf(inputs, ctx);
        externalId = externalIdOf(builds);
        // The builds a prefix matched: the check run opened to compare carries them, and post finds it by them.
        ctx.saveState(names/* STATE */.c4.externalId, externalId);
        const read = await readBuilds(builds, waitOf(inputs), ctx);
        try {
            return await report({ builds, ...read }, inputs, { session, externalId }, ctx);
        }
        finally {
            await read.tests.dispose();
        }
    });
}
/** How long the builds are waited for, and the input that says so. */
const waitOf = (inputs) => ({ seconds: inputs.waitSeconds, input: names/* INPUTS */.mc.waitSeconds });
/** The check run's `external_id`: the builds it reports, cut to a sane length. */
const externalIdOf = (builds) => builds.join(',').slice(0, MAX_EXTERNAL_ID_CHARS) || 'build';
/** The builds the selectors name, prefixes matched against every build of the account (all pages). */
async function buildsOf(inputs, ctx) {
    if (!inputs.builds.length) {
        const name = (0,job_identity/* jobBuildName */.BV)(ctx.env, ctx.job);
        if (!name)
            throw new Error(`Input "build" is not set and this job has no build name (${job_identity/* BUILD_VARIABLE */.oz} is not set and there is no workflow run): name the build.`);
        return [(0,refs/* buildRefOf */.tw)(name)];
    }
    const prefixes = inputs.builds.flatMap((s) => (s.kind === 'prefix' ? [s.prefix] : []));
    const matched = prefixes.length ? await matchPrefixes(prefixes, waitOf(inputs), ctx) : [];
    const named = inputs.builds.flatMap((s) => (s.kind === 'build' ? [s.ref] : []));
    return [...new Set([...named, ...matched])];
}
/** The builds' report on GitHub and beside it, and the step's outputs. */
async function report({ builds, tests, details }, inputs, { session, externalId }, ctx) {
    const what = builds.length === 1 ? `Build "${builds[0]}"` : `Builds ${builds.map((b) => `"${b}"`).join(', ')}`;
    const { counts } = tests;
    const where = `in ${what.replace(/^B/, 'b')}`;
    // A report without tests names where it looked (fail-on-empty decides what it does to the step).
    const title = counts.total ? (0,report_session/* describeCounts */.wv)(counts) : `No tests ${where}`;
    ctx.log.info(`${what}: ${(0,report_session/* describeCounts */.wv)(counts)}.`);
    if (counts.unknown)
        ctx.log.warning(`${what}: the outcome of ${counts.unknown} ${counts.unknown === 1 ? 'test' : 'tests'} is unknown (still running, or no result reported); unknown never counts as passed.`);
    const attempt = (0,report_session/* attemptNote */.Qg)(ctx.job);
    const input = {
        checkName: session.checkName,
        externalId,
        title,
        tests,
        details: [...details, ...(attempt ? [attempt] : [])].join('\n\n') || undefined,
    };
    const result = await session.publish(input, inputs.evidence);
    const failed = counts.failed ? `${counts.failed} of ${counts.total} tests failed ${where}.` : undefined;
    const { failure } = (0,report_session/* stepEnd */.IZ)({ ...(failed ? { failure: failed, failedBy: 'tests' } : {}), counts }, {
        blocks: result.blocks !== false,
        ...(result.blockNote ? { note: result.blockNote } : {}),
        ...(result.missing ? { missing: result.missing } : {}),
        flaky: counts.flaky,
        ...(result.quarantinedFlaky ? { quarantinedFlaky: result.quarantinedFlaky } : {}),
    }, { failOnFailure: inputs.failOnFailure, failOnFlaky: inputs.evidence.failOnFlaky, where }, ctx.log);
    return { outputs: (0,names/* reportOutputs */.rY)(result), ...(failure ? { failure } : {}) };
}


/***/ }),

/***/ 60963:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ Transport),
/* harmony export */   t: () => (/* binding */ DEFAULT_TIMEOUT_MS)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11816);
/* harmony import */ var _credentials_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(52304);
/* harmony import */ var _deadline_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(98996);
/* harmony import */ var _dispatcher_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5105);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(72487);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88872);
/* harmony import */ var _send_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90133);








// Named through the transport by the tests of the actions and the reliability suite.
/** Time for each request's whole answer, head and body, once it is sent (ASSUMPTIONS.timeLimits). */
const DEFAULT_TIMEOUT_MS = _assumptions_js__WEBPACK_IMPORTED_MODULE_1__/* .TIME_LIMITS */ .HN.answerMs;
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
                authorization: options.credentials ? (0,_credentials_js__WEBPACK_IMPORTED_MODULE_6__/* .basicAuthorization */ .a)(options.credentials) : undefined,
            },
            dispatcher: options.dispatcher ?? (0,_dispatcher_js__WEBPACK_IMPORTED_MODULE_2__/* .createDispatcher */ .S)(),
            timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
            logger: options.logger,
        };
        this.retry = { ..._retry_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_RETRY */ .vI, ...options.retry };
        this.signal = options.signal;
        this.sleep = options.sleep ?? ((ms, signal) => (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, { signal }));
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
        const budget = this.bound && new _deadline_js__WEBPACK_IMPORTED_MODULE_7__/* .CallBudget */ .O(this.bound);
        for (let attempt = 1;; attempt++) {
            const outcome = await (0,_send_js__WEBPACK_IMPORTED_MODULE_5__/* .sendOnce */ .E)(this.sender, req, { attempt, signal, budget });
            if (outcome.ok)
                return outcome.value;
            const backoff = (0,_retry_js__WEBPACK_IMPORTED_MODULE_4__/* .retryDelayMs */ .qO)(outcome, { policy: this.retry, attempt, idempotent, random: this.random });
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
                throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .failureOf */ .g5)(req, 'aborted');
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

/***/ 93033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Li: () => (/* binding */ CompactTests),
/* harmony export */   Rc: () => (/* binding */ nameKey),
/* harmony export */   S8: () => (/* binding */ testKey),
/* harmony export */   im: () => (/* binding */ OUTCOMES),
/* harmony export */   pg: () => (/* binding */ OUTCOME_CODE)
/* harmony export */ });
/* harmony import */ var _text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66526);
/* harmony import */ var _family_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22942);


/** Outcomes as stored in a byte per test. */
const OUTCOMES = ['passed', 'failed', 'unknown', 'flaky'];
const OUTCOME_CODE = { passed: 0, failed: 1, unknown: 2, flaky: 3 };
/**
 * A 32-bit key of what makes a test the same test from one report to the next: its name (`keyName`
 * when the shown name carries what changes per run), its browser or device without its version, and
 * its platform family (src/report/value/family.ts), FNV-1a over their UTF-16 code units. Tests of one
 * report that differ only in those versions share a key; their attempts are still told apart
 * (`identityTwin`, src/report/value/attempts.ts).
 */
function testKey(entry) {
    let hash = 0x811c9dc5;
    // The three texts with a NUL after each, hashed where they are (the families are made once per text).
    for (const text of [
        entry.keyName ?? entry.name,
        (0,_family_js__WEBPACK_IMPORTED_MODULE_0__/* .environmentFamily */ .wg)(entry.environment),
        (0,_family_js__WEBPACK_IMPORTED_MODULE_0__/* .platformFamily */ .Cz)(entry.platform),
    ]) {
        for (let i = 0; i < text.length; i++)
            hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
        hash = Math.imul(hash, 0x01000193);
    }
    return hash >>> 0;
}
/**
 * A 32-bit key of a test's name alone (`keyName` when the shown name carries what changes per run),
 * FNV-1a over its UTF-16 code units as `testKey` hashes: what a digest keeps each name's durations by
 * (src/report/history/digest/by-name.ts), so a plan of legs finds a test by the name its list gives,
 * whatever browsers and platforms it ran on.
 */
function nameKey(name) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < name.length; i++)
        hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
    return hash >>> 0;
}
/**
 * A compact record of every test of a report, in order: its key (`testKey`), its name's key
 * (`nameKey`), outcome, duration and end, in typed arrays that grow as tests are added (about 25 bytes
 * a test), never an object per test.
 * What a digest of the report and the grouping of a test's attempts are made from.
 */
class CompactTests {
    keys = (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .growable */ .C)(Uint32Array, 64);
    nameKeys = (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .growable */ .C)(Uint32Array, 64);
    outcomes = (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .growable */ .C)(Uint8Array, 64);
    /** Seconds; NaN when unknown. */
    durations = (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .growable */ .C)(Float64Array, 64);
    /** Milliseconds since the epoch; NaN when unknown. */
    ends = (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .growable */ .C)(Float64Array, 64);
    size = 0;
    get length() {
        return this.size;
    }
    key(i) {
        return this.keys[i] ?? 0;
    }
    /** The key of the test's name alone. */
    nameKey(i) {
        return this.nameKeys[i] ?? 0;
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
        this.nameKeys[i] = nameKey(entry.keyName ?? entry.name);
        this.outcomes[i] = OUTCOME_CODE[entry.outcome];
        this.durations[i] = entry.duration ?? NaN;
        this.ends[i] = entry.completedAt ?? NaN;
    }
    /** Adds test `i` of `from` at the end, with another outcome when one is given (its attempts'). */
    copy(from, i, outcome) {
        if (this.size === this.keys.length)
            this.grow();
        this.keys[this.size] = from.keys[i] ?? 0;
        this.nameKeys[this.size] = from.nameKeys[i] ?? 0;
        this.outcomes[this.size] = outcome === undefined ? (from.outcomes[i] ?? 0) : OUTCOME_CODE[outcome];
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
        for (const array of [this.keys, this.nameKeys, this.outcomes, this.durations, this.ends])
            (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .grow */ .w)(array, length);
    }
}


/***/ })

};
