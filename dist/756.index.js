export const id = 756;
export const ids = [756];
export const modules = {

/***/ 91756:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/runtime/runtime.ts + 13 modules
var runtime = __webpack_require__(7490);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/actions/wait-for-job/names.ts
var names = __webpack_require__(23933);
;// CONCATENATED MODULE: ./src/actions/annotate-build/names.ts

const ACTION = 'annotate-build';
const INPUTS = {
    build: 'build',
    checkName: 'check-name',
    failOnFailure: 'fail-on-failure',
    waitSeconds: 'wait-seconds',
    githubToken: 'github-token',
    ...names/* EVIDENCE_INPUTS */.sJ,
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
    ...names/* EVIDENCE_OUTPUTS */.d,
};

// EXTERNAL MODULE: ./src/runtime/inputs.ts
var inputs = __webpack_require__(12291);
// EXTERNAL MODULE: ./src/actions/wait-for-job/inputs.ts
var wait_for_job_inputs = __webpack_require__(92976);
;// CONCATENATED MODULE: ./src/actions/annotate-build/inputs.ts




const InputsSchema = schemas/* object */.Ikc({
    [INPUTS.build]: (0,inputs/* requiredText */.$4)(),
    [INPUTS.checkName]: (0,inputs/* optionalText */.mR)(),
    [INPUTS.failOnFailure]: (0,inputs/* boolean */.zM)(true),
    // Results lag by seconds, not hours: an hour is far more than any build needs to appear.
    [INPUTS.waitSeconds]: (0,inputs/* wholeNumber */.rD)({ min: 0, max: 3600, default: 30, unit: 'seconds' }),
    [INPUTS.githubToken]: (0,inputs/* optionalText */.mR)(),
    ...wait_for_job_inputs/* evidenceShape */.l,
})
    .transform((raw) => ({
    build: raw[INPUTS.build],
    checkName: raw[INPUTS.checkName],
    failOnFailure: raw[INPUTS.failOnFailure],
    waitSeconds: raw[INPUTS.waitSeconds],
    githubToken: raw[INPUTS.githubToken],
    evidence: (0,wait_for_job_inputs/* evidenceOptionsOf */.$Y)(raw),
}));

// EXTERNAL MODULE: ./src/runtime/deadline.ts
var runtime_deadline = __webpack_require__(94506);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/pagination.ts
var pagination = __webpack_require__(43350);
// EXTERNAL MODULE: ./src/api/refs.ts
var refs = __webpack_require__(93916);
// EXTERNAL MODULE: ./src/report/evidence.ts
var report_evidence = __webpack_require__(53877);
// EXTERNAL MODULE: ./src/report/publish.ts + 1 modules
var publish = __webpack_require__(76178);
// EXTERNAL MODULE: ./src/report/test-record.ts
var test_record = __webpack_require__(3524);
;// CONCATENATED MODULE: ./src/actions/annotate-build/run.ts










/** Time between two reads of a build that is not final yet. */
const POLL_INTERVAL_MS = 3_000;
/**
 * How long after a test ends its result may still be missing from the build's list ("a few
 * seconds", docs/service-records.md): as long as the two reads a poll interval apart covered.
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
 * Every test of the build, all pages at the largest page size, heavy fields skipped (logs and
 * screenshots are kept: failed tests link to them). A test read twice
 * (pages shifting while results arrive) counts once, as last read.
 */
async function readBuild(build, ctx) {
    const records = await unlessMissing(() => (0,pagination/* collectPages */.VV)((page) => ctx.client.builds.tests(build, { ...page, skipFields: test_record/* HEAVY_TEST_FIELDS */.Fx })));
    if (!records)
        return undefined;
    const byKey = new Map();
    const unkeyed = [];
    for (const view of records.map(test_record/* readTestRecord */.C0)) {
        if (view.key === undefined)
            unkeyed.push(view);
        else
            byKey.set(view.key, view);
    }
    return { tests: [...byKey.values(), ...unkeyed], listed: records.length };
}
/** How many tests the build lists now, from a page of one: a cheap check that nothing arrived. */
async function countBuild(build, ctx) {
    const page = await unlessMissing(() => ctx.client.builds.tests(build, { offset: 0, count: 1, skipFields: test_record/* COUNTING_SKIPPED_FIELDS */.Vc }));
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
    const deadline = new runtime_deadline/* Deadline */.B(ctx.clock, waitMs);
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
    const report = {
        checkName: inputs.checkName ?? `Cloud tests: build ${build}`,
        externalId: build,
        title,
        entries,
        details: details.join('\n\n') || undefined,
    };
    const deps = await (0,publish/* reportDepsFromEnv */.__)(inputs.githubToken, ctx);
    const result = await (0,publish/* publishReport */.S3)(report, deps);
    const evidence = await (0,report_evidence/* publishEvidence */.X)(report, result, inputs.evidence, deps, ctx.env);
    const outputs = {
        [OUTPUTS.total]: String(counts.total),
        [OUTPUTS.passed]: String(counts.passed),
        [OUTPUTS.failed]: String(counts.failed),
        [OUTPUTS.unknown]: String(counts.unknown),
        [OUTPUTS.conclusion]: result.conclusion,
        [OUTPUTS.checkRunId]: result.checkRunId === undefined ? '' : String(result.checkRunId),
        [OUTPUTS.checkRunUrl]: result.checkRunUrl ?? '',
        ...(0,names/* evidenceOutputs */.k4)(evidence),
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
