export const id = 872;
export const ids = [872];
export const modules = {

/***/ 9872:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/action/runtime.ts + 11 modules
var runtime = __webpack_require__(2285);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/action/inputs.ts
var inputs = __webpack_require__(1729);
;// CONCATENATED MODULE: ./src/actions/annotate-build/inputs.ts


const ACTION = 'annotate-build';
const INPUTS = {
    build: 'build',
    checkName: 'check-name',
    failOnFailure: 'fail-on-failure',
    waitSeconds: 'wait-seconds',
    githubToken: 'github-token',
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = {
    total: 'total',
    passed: 'passed',
    failed: 'failed',
    unknown: 'unknown',
    conclusion: 'conclusion',
    checkRunId: 'check-run-id',
    checkRunUrl: 'check-run-url',
};
const InputsSchema = schemas/* object */.Ikc({
    [INPUTS.build]: (0,inputs/* requiredText */.$4)(),
    [INPUTS.checkName]: (0,inputs/* optionalText */.mR)(),
    [INPUTS.failOnFailure]: (0,inputs/* boolean */.zM)(true),
    // Results lag by seconds, not hours: an hour is far more than any build needs to appear.
    [INPUTS.waitSeconds]: (0,inputs/* wholeNumber */.rD)({ min: 0, max: 3600, default: 30, unit: 'seconds' }),
    [INPUTS.githubToken]: (0,inputs/* optionalText */.mR)(),
})
    .transform((raw) => ({
    build: raw[INPUTS.build],
    checkName: raw[INPUTS.checkName],
    failOnFailure: raw[INPUTS.failOnFailure],
    waitSeconds: raw[INPUTS.waitSeconds],
    githubToken: raw[INPUTS.githubToken],
}));

// EXTERNAL MODULE: ./src/action/deadline.ts
var action_deadline = __webpack_require__(7716);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(3249);
// EXTERNAL MODULE: ./src/api/pagination.ts
var pagination = __webpack_require__(3350);
// EXTERNAL MODULE: ./src/api/refs.ts
var refs = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/report/publish.ts + 4 modules
var publish = __webpack_require__(7515);
;// CONCATENATED MODULE: ./src/report/test-record.ts
/**
 * The one adapter for test records (GET /v1/builds/<build>, /v1/tests, /v1/tests/{id}). The spec
 * leaves their fields "not shown"; every field name below comes from what the service's own clients
 * read (reference/service-records.md), and nothing else in the bundle names one. Each field is read
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
 * `completed_at` tells when a test that is not running ended (whether the build may still be
 * receiving results). Its format is not shown: an ISO 8601 or HTTP date-time that names its zone
 * (`Z`, `+02:00`, `GMT`, `UTC`) is read, and so is a number, as a UNIX timestamp in seconds (the unit
 * of the `since` filter) or, when too large for that, in milliseconds. A date-time without a zone, or
 * anything else, cannot be told and is absent.
 */
/** Fields a report never shows and that make pages heavy; asked to be skipped (`skip_fields`). */
const HEAVY_TEST_FIELDS = ['logs', 'thumbs'];
/** States in which a test is not done yet, as the service's clients treat them. */
const NOT_DONE_STATES = new Set(['START', 'INIT', 'QUEUED', 'RUNNING']);
function readTestRecord(record) {
    const id = test_record_text(record.id);
    const session = test_record_text(record.session_id);
    const state = test_record_text(record.state)?.toUpperCase();
    const running = state !== undefined && NOT_DONE_STATES.has(state);
    const success = running ? undefined : flag(record.success);
    const outcome = success === true ? 'passed' : success === false ? 'failed' : 'unknown';
    const browser = [test_record_text(record.browser), test_record_text(record.browser_version)].filter(Boolean).join(' ');
    const device = test_record_text(record.device_name);
    const environment = browser && device ? `${browser} on ${device}` : browser || device;
    const entry = {
        name: test_record_text(record.name) ?? (id ? `test ${id}` : session ? `session ${session}` : 'unnamed test'),
        outcome,
        environment: environment || undefined,
        platform: test_record_text(record.os) ?? test_record_text(record.platform_name),
        message: messageFor(outcome, running, state, test_record_text(record.status_message)),
        id: id ?? session,
    };
    return {
        key: id ?? session,
        running,
        completedAt: running ? undefined : instant(record.completed_at),
        entry,
    };
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
/** A string or number as trimmed text; anything else is absent. */
function test_record_text(value) {
    if (typeof value === 'string')
        return value.trim() || undefined;
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    return undefined;
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

;// CONCATENATED MODULE: ./src/actions/annotate-build/run.ts







/** Time between two reads of a build that is not final yet. */
const POLL_INTERVAL_MS = 3_000;
/**
 * How long after a test ends its result may still be missing from the build's list ("a few
 * seconds", reference/service-records.md): as long as the two reads a poll interval apart covered.
 */
const RESULT_LAG_MS = 3_000;
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
 * Every test of the build, all pages at the largest page size, heavy fields skipped. A test read twice
 * (pages shifting while results arrive) counts once, as last read.
 */
async function readBuild(build, ctx) {
    const records = await unlessMissing(() => (0,pagination/* collectPages */.VV)((page) => ctx.client.builds.tests(build, { ...page, skipFields: HEAVY_TEST_FIELDS })));
    if (!records)
        return undefined;
    const byKey = new Map();
    const unkeyed = [];
    for (const view of records.map(readTestRecord)) {
        if (view.key === undefined)
            unkeyed.push(view);
        else
            byKey.set(view.key, view);
    }
    return { tests: [...byKey.values(), ...unkeyed], listed: records.length };
}
/** How many tests the build lists now, from a page of one: a cheap check that nothing arrived. */
async function countBuild(build, ctx) {
    const page = await unlessMissing(() => ctx.client.builds.tests(build, { offset: 0, count: 1, skipFields: HEAVY_TEST_FIELDS }));
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
async function waitForBuild(build, waitMs, ctx) {
    const deadline = new action_deadline/* Deadline */.B(ctx.clock, waitMs);
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
async function run(inputs, ctx) {
    const build = (0,refs/* buildRefOf */.tw)(inputs.build);
    const { tests, pending } = await waitForBuild(build, inputs.waitSeconds * 1000, ctx);
    if (!tests) {
        throw new Error(`Build "${build}" was not found${inputs.waitSeconds ? ` after waiting ${inputs.waitSeconds} s` : ''}: the input "build" is the numeric build ID or the capabilities.build value the tests used.`);
    }
    const details = [];
    if (pending) {
        const note = `Stopped waiting for build "${build}" after ${inputs.waitSeconds} s (wait-seconds): ${pending}.`;
        ctx.log.warning(note);
        details.push(note);
    }
    if (!tests.length)
        ctx.log.warning(`Build "${build}" has no tests.`);
    const entries = tests.map((t) => t.entry);
    const counts = (0,publish/* countEntries */.EX)(entries);
    const title = (0,publish/* describeCounts */.wv)(counts);
    ctx.log.info(`Build "${build}": ${title}.`);
    if (counts.unknown)
        ctx.log.warning(`Build "${build}": the outcome of ${counts.unknown} ${counts.unknown === 1 ? 'test' : 'tests'} is unknown (still running, or no result reported); unknown never counts as passed.`);
    const result = await (0,publish/* publishReport */.S3)({
        checkName: inputs.checkName ?? `Cloud tests: build ${build}`,
        externalId: build,
        title,
        entries,
        details: details.join('\n\n') || undefined,
    }, await (0,publish/* reportDepsFromEnv */.__)(inputs.githubToken, ctx));
    const outputs = {
        [OUTPUTS.total]: String(counts.total),
        [OUTPUTS.passed]: String(counts.passed),
        [OUTPUTS.failed]: String(counts.failed),
        [OUTPUTS.unknown]: String(counts.unknown),
        [OUTPUTS.conclusion]: result.conclusion,
        [OUTPUTS.checkRunId]: result.checkRunId === undefined ? '' : String(result.checkRunId),
        [OUTPUTS.checkRunUrl]: result.checkRunUrl ?? '',
    };
    if (!counts.failed)
        return { outputs };
    const failure = `${counts.failed} of ${counts.total} tests failed in build "${build}".`;
    if (!inputs.failOnFailure) {
        ctx.log.warning(`${failure} (fail-on-failure is false, so the step passes)`);
        return { outputs };
    }
    return { outputs, failure };
}

;// CONCATENATED MODULE: ./src/actions/annotate-build/main.ts



const main = () => (0,runtime/* runMainEntry */.L7)({ action: ACTION, inputs: INPUT_NAMES, schema: InputsSchema, run: run });


/***/ })

};
