export const id = 705;
export const ids = [705];
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
/* harmony import */ var _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(94506);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _api_transport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90616);
/* harmony import */ var _api_pagination_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43350);
/* harmony import */ var _api_records_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39762);
/* harmony import */ var _api_refs_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(93916);
/* harmony import */ var _report_report_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(88850);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67388);
/* harmony import */ var _runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(15510);
/* harmony import */ var _report_test_record_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3524);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(51428);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(39897);
/* harmony import */ var _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(23933);














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
    const input = `${_names_js__WEBPACK_IMPORTED_MODULE_8__/* .INPUTS */ .mc.waitSeconds} (${waitMs / 1000} s)`;
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
 * screenshots are kept: failed tests link to them). A test read twice
 * (pages shifting while results arrive) counts once, as last read.
 */
async function readBuild(build, ctx) {
    const records = await unlessMissing(() => (0,_api_pagination_js__WEBPACK_IMPORTED_MODULE_2__/* .collectPages */ .VV)((page) => ctx.client.builds.tests(build, { ...page, skipFields: _report_test_record_js__WEBPACK_IMPORTED_MODULE_6__/* .HEAVY_TEST_FIELDS */ .Fx })));
    if (!records)
        return undefined;
    const byKey = new Map();
    const unkeyed = [];
    for (const view of records.map(_report_test_record_js__WEBPACK_IMPORTED_MODULE_6__/* .readTestRecord */ .C0)) {
        if (view.key === undefined)
            unkeyed.push(view);
        else
            byKey.set(view.key, view);
    }
    return { tests: [...byKey.values(), ...unkeyed], listed: records.length };
}
/** How many tests the build lists now, from a page of one: a cheap check that nothing arrived. */
async function countBuild(build, ctx) {
    const page = await unlessMissing(() => ctx.client.builds.tests(build, { offset: 0, count: 1, skipFields: _report_test_record_js__WEBPACK_IMPORTED_MODULE_6__/* .COUNTING_SKIPPED_FIELDS */ .Vc }));
    return page?.meta.total;
}
/**
 * How long results may still be on their way: until the window after the newest test's end is over.
 * The whole window when a test's end cannot be told, or lies ahead (the service's clock is ahead).
 */
function lagLeft(tests, now) {
    let newest = -Infinity;
    for (const test of tests) {
        if (test.completedAt === undefined)
            return RESULT_LAG_MS;
        newest = Math.max(newest, test.completedAt);
    }
    return Math.min(RESULT_LAG_MS, Math.max(0, newest + RESULT_LAG_MS - now));
}
const CONFIRMING = 'making sure no more results are arriving';
/** Not final while the build is unknown or empty, a test is running, or the count changed since the last read. */
function pendingReason(listing, previous) {
    if (!listing)
        return 'not found yet';
    const { tests, listed } = listing;
    if (!tests.length)
        return 'no tests yet';
    const running = tests.filter((t) => t.running).length;
    if (running)
        return `${running} of ${tests.length} tests still running`;
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
async function waitForBuild(build, waitMs, waitCtx) {
    const deadline = new _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_10__/* .Deadline */ .B(waitCtx.clock, waitMs);
    const ctx = bounded(waitCtx, deadline, waitMs);
    /** Records the previous read listed; undefined before the first read and while the build is unknown. */
    let previous;
    /** What each read listed (undefined: unknown build): more than one value means results arrived. */
    const seen = new Set();
    let lastReason;
    for (;;) {
        const listing = await readBuild(build, ctx);
        const reason = pendingReason(listing, previous);
        previous = listing?.listed;
        seen.add(previous);
        const now = ctx.clock.now();
        // Every test ended: only results still on their way can change the report.
        const ended = listing?.tests.length && !listing.tests.some((t) => t.running) ? listing : undefined;
        const steady = seen.size === 1;
        const wait = ended && steady ? lagLeft(ended.tests, now) : POLL_INTERVAL_MS;
        if (ended && steady && wait === 0)
            return { tests: ended.tests, pending: undefined };
        const remaining = deadline.remaining();
        if (remaining <= 0)
            return { tests: listing?.tests, pending: reason };
        const pending = reason ?? CONFIRMING;
        const sleep = Math.min(wait, remaining);
        const line = `Build "${build}": ${pending}; reading again in ${Math.ceil(sleep / 1000)} s (waiting up to ${Math.ceil(remaining / 1000)} s more).`;
        if (pending !== lastReason)
            ctx.log.info(line);
        else
            ctx.log.debug(line);
        lastReason = pending;
        await deadline.pause(sleep, ctx.signal);
        // A page of one tells whether tests arrived; only then is every page read again.
        if (ended && (await countBuild(build, ctx)) === ended.listed)
            return { tests: ended.tests, pending: undefined };
    }
}
/** The builds the selectors name, prefixes matched against every build of the account (all pages). */
async function buildsOf(inputs, ctx) {
    if (!inputs.builds.length) {
        const name = (0,_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_5__/* .jobBuildName */ .BV)(ctx.env, ctx.job);
        if (!name)
            throw new Error(`Input "build" is not set and this job has no build name (${_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_5__/* .BUILD_VARIABLE */ .oz} is not set and there is no workflow run): name the build.`);
        return [(0,_api_refs_js__WEBPACK_IMPORTED_MODULE_11__/* .buildRefOf */ .tw)(name)];
    }
    const prefixes = inputs.builds.flatMap((s) => (s.kind === 'prefix' ? [s.prefix] : []));
    const matched = prefixes.length ? await matchPrefixes(prefixes, inputs.waitSeconds * 1000, ctx) : [];
    const named = inputs.builds.flatMap((s) => (s.kind === 'build' ? [s.ref] : []));
    return [...new Set([...named, ...matched])];
}
/** Every build whose name starts with a prefix; while none does, read again until `waitMs` has passed. */
async function matchPrefixes(prefixes, waitMs, waitCtx) {
    const deadline = new _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_10__/* .Deadline */ .B(waitCtx.clock, waitMs);
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
/** The tests of every build, each build waited for at once; a test names its build when there are several. */
async function readBuilds(builds, inputs, ctx) {
    const reads = await Promise.all(builds.map((b) => waitForBuild(b, inputs.waitSeconds * 1000, ctx)));
    const missing = builds.filter((_, i) => !reads[i]?.tests);
    const waited = inputs.waitSeconds ? ` after waiting ${inputs.waitSeconds} s` : '';
    const notFound = `${missing.map((b) => `"${b}"`).join(', ')} ${missing.length === 1 ? 'was' : 'were'} not found${waited}`;
    if (missing.length === builds.length)
        throw new Error(`Build ${notFound}: the input "build" is the numeric build ID or the capabilities.build value the tests used.`);
    const details = [];
    if (missing.length) {
        ctx.log.warning(`Build ${notFound}; reporting the others.`);
        details.push((0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownText */ .p7)(`Build ${notFound}.`));
    }
    const entries = builds.flatMap((build, i) => {
        const { tests = [], pending } = reads[i] ?? {};
        if (pending) {
            const note = `Stopped waiting for build "${build}" after ${inputs.waitSeconds} s (wait-seconds): ${pending}.`;
            ctx.log.warning(note);
            details.push((0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownText */ .p7)(note));
        }
        if (reads[i]?.tests && !tests.length)
            ctx.log.warning(`Build "${build}" has no tests.`);
        return tests.map((t) => builds.length > 1 ? { ...t.entry, name: `${build} › ${t.entry.name}` } : t.entry);
    });
    return { entries, details };
}
async function run(inputs, ctx) {
    const builds = await buildsOf(inputs, ctx);
    const { entries, details } = await readBuilds(builds, inputs, ctx);
    const what = builds.length === 1 ? `Build "${builds[0]}"` : `Builds ${builds.map((b) => `"${b}"`).join(', ')}`;
    const counts = (0,_report_report_js__WEBPACK_IMPORTED_MODULE_12__/* .countEntries */ .EX)(entries);
    const title = (0,_report_report_js__WEBPACK_IMPORTED_MODULE_12__/* .describeCounts */ .wv)(counts);
    ctx.log.info(`${what}: ${title}.`);
    if (counts.unknown)
        ctx.log.warning(`${what}: the outcome of ${counts.unknown} ${counts.unknown === 1 ? 'test' : 'tests'} is unknown (still running, or no result reported); unknown never counts as passed.`);
    const attempt = (0,_report_report_js__WEBPACK_IMPORTED_MODULE_12__/* .attemptNote */ .Qg)(ctx.job);
    const report = {
        checkName: inputs.checkName ?? (0,_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_5__/* .stableCheckName */ .BM)(CHECK_BASE, ctx.job),
        externalId: builds.join(',').slice(0, MAX_EXTERNAL_ID_CHARS),
        title,
        entries,
        details: [...details, ...(attempt ? [attempt] : [])].join('\n\n') || undefined,
    };
    // Loaded only now, after the service answered: the reporting code is a third of the bundle.
    const { publishReport, reportDeps } = await Promise.all(/* import() */[__webpack_require__.e(697), __webpack_require__.e(198), __webpack_require__.e(138)]).then(__webpack_require__.bind(__webpack_require__, 55138));
    const result = await publishReport(report, await reportDeps(inputs.githubToken, ctx), inputs.evidence);
    const outputs = {
        [_names_js__WEBPACK_IMPORTED_MODULE_8__/* .OUTPUTS */ .py.total]: String(counts.total),
        [_names_js__WEBPACK_IMPORTED_MODULE_8__/* .OUTPUTS */ .py.passed]: String(counts.passed),
        [_names_js__WEBPACK_IMPORTED_MODULE_8__/* .OUTPUTS */ .py.failed]: String(counts.failed),
        [_names_js__WEBPACK_IMPORTED_MODULE_8__/* .OUTPUTS */ .py.unknown]: String(counts.unknown),
        [_names_js__WEBPACK_IMPORTED_MODULE_8__/* .OUTPUTS */ .py.conclusion]: result.conclusion,
        [_names_js__WEBPACK_IMPORTED_MODULE_8__/* .OUTPUTS */ .py.checkRunId]: result.checkRunId === undefined ? '' : String(result.checkRunId),
        [_names_js__WEBPACK_IMPORTED_MODULE_8__/* .OUTPUTS */ .py.checkRunUrl]: result.checkRunUrl ?? '',
        ...(0,_wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_9__/* .evidenceOutputs */ .k4)(result),
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

/***/ 8164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HA: () => (/* binding */ int32),
/* harmony export */   ZZ: () => (/* binding */ pageOf),
/* harmony export */   an: () => (/* binding */ LenientRecordSchema),
/* harmony export */   to: () => (/* binding */ AckSchema),
/* harmony export */   vE: () => (/* binding */ timestamp),
/* harmony export */   xf: () => (/* binding */ positiveId)
/* harmony export */ });
/* unused harmony export MetaSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);

/** int32 as the spec types IDs and counters. */
const int32 = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(-2147483648).max(2147483647);
/** Timestamps are ISO 8601 strings per the spec; their exact form varies, so they stay strings. */
const timestamp = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP();
const AckSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ success: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY() });
/**
 * Positive int32: an ID the service returns and a later step uses (a tunnel to delete, a job to poll);
 * the spec gives IDs no lower bound (ASSUMPTIONS.positiveIds).
 */
const positiveId = int32.min(1, 'expected a positive whole number (an ID)');
/** Items skipped, returned and listed: never negative, or the walk over the list could not be trusted. */
const countOf = int32.min(0);
const MetaSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ offset: countOf, count: countOf, total: countOf });
/**
 * A record the spec leaves "not shown": any object, every field kept, none required.
 * Actions read such records only through an adapter that treats what is missing as unknown.
 */
const LenientRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({});
/**
 * A list answer. Where the spec shows the `{ data, meta }` envelope (`enveloped`), only that is read;
 * elsewhere the envelope is open and a bare array is accepted too (ASSUMPTIONS.bareLists), its meta left
 * to the walk over it (src/api/pagination.ts) rather than guessed from its length.
 */
function pageOf(item, options = {}) {
    const envelope = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ data: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item), meta: MetaSchema });
    const schema = options.enveloped
        ? envelope
        : zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([envelope, zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item).transform((data) => ({ data }))]);
    return schema;
}


/***/ })

};
