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
    return { key: id ?? session, running, entry };
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






/** Time between two reads of a build that is not complete yet. */
const POLL_INTERVAL_MS = 3_000;
/**
 * Every test of the build, all pages at the largest page size, heavy fields skipped. A test read twice
 * (pages shifting while results arrive) counts once, as last read.
 */
async function readBuild(build, ctx) {
    let records;
    try {
        records = await (0,pagination/* collectPages */.VV)((page) => ctx.client.builds.tests(build, { ...page, skipFields: HEAVY_TEST_FIELDS }));
    }
    catch (error) {
        if (error instanceof errors/* ServiceError */._7 && error.status === 404)
            return undefined;
        throw error;
    }
    const byKey = new Map();
    const unkeyed = [];
    for (const view of records.map(readTestRecord)) {
        if (view.key === undefined)
            unkeyed.push(view);
        else
            byKey.set(view.key, view);
    }
    return [...byKey.values(), ...unkeyed];
}
const CONFIRMING = 'making sure no more results are arriving';
/**
 * Not final while the build is unknown or empty, a test is running, or the count is not yet the same
 * in two reads in a row: results of tests that just ended reach the service seconds late.
 */
function pendingReason(tests, previousTotal) {
    if (!tests)
        return 'not found yet';
    if (!tests.length)
        return 'no tests yet';
    const running = tests.filter((t) => t.running).length;
    if (running)
        return `${running} of ${tests.length} tests still running`;
    if (previousTotal === undefined)
        return CONFIRMING;
    if (previousTotal !== tests.length)
        return `tests still arriving (${previousTotal} → ${tests.length})`;
    return undefined;
}
/**
 * Reads the build until it is final or `waitMs` has passed: a build may be missing, empty or
 * half-reported at first. With no time to wait, one read is final.
 */
async function waitForBuild(build, waitMs, ctx) {
    const deadline = ctx.clock.now() + waitMs;
    let previousTotal;
    let lastReason;
    for (;;) {
        const tests = await readBuild(build, ctx);
        const pending = pendingReason(tests, previousTotal);
        const remaining = deadline - ctx.clock.now();
        if (!pending || remaining <= 0)
            return { tests, pending: pending === CONFIRMING ? undefined : pending };
        const wait = Math.min(POLL_INTERVAL_MS, remaining);
        const line = `Build "${build}": ${pending}; reading again in ${Math.ceil(wait / 1000)} s (waiting up to ${Math.ceil(remaining / 1000)} s more).`;
        if (pending !== lastReason)
            ctx.log.info(line);
        else
            ctx.log.debug(line);
        lastReason = pending;
        previousTotal = tests?.length;
        await ctx.clock.sleep(wait, ctx.signal);
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
