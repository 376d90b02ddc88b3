export const id = 1406;
export const ids = [1406];
export const modules = {

/***/ 37119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OI: () => (/* binding */ browsersApi),
/* harmony export */   Y1: () => (/* binding */ BrowserSchema)
/* harmony export */ });
/* unused harmony export BROWSER_TYPES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55491);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8164);


const BrowserSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    selenium_name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    version: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .int32 */ .HA,
    long_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    platform: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    browser_id: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .int32 */ .HA,
});
const BROWSER_TYPES = ['webdriver', 'rc'];
function browsersApi(t) {
    return {
        /** GET /v1/browsers: needs no credentials; `webdriver` unless told otherwise. */
        list: (type) => {
            if (type !== undefined && !BROWSER_TYPES.includes(type))
                throw new TypeError(`browser type must be one of ${BROWSER_TYPES.join(', ')}, got "${type}"`);
            return t.call({
                operation: 'list browsers',
                method: 'GET',
                path: '/v1/browsers',
                query: { type },
                auth: false,
                response: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(BrowserSchema),
            });
        },
    };
}


/***/ }),

/***/ 36579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D9: () => (/* binding */ codelessIdOf),
/* harmony export */   Mt: () => (/* binding */ idList),
/* harmony export */   fC: () => (/* binding */ codelessNameOf),
/* harmony export */   qx: () => (/* binding */ CodelessTestSchema),
/* harmony export */   u: () => (/* binding */ labApi)
/* harmony export */ });
/* unused harmony export CodelessStepSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(55491);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);
/* harmony import */ var _browsers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37119);
/* harmony import */ var _jobs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64842);
/* harmony import */ var _transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58280);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8164);
/* harmony import */ var _transport_path_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(53655);
/* harmony import */ var _meanings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(36610);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(39762);










/** Codeless test record, step record and create acknowledgement: all "not shown" in the spec. */
const CodelessTestSchema = _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .LenientRecordSchema */ .an;
const CodelessStepSchema = _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .LenientRecordSchema */ .an;
/**
 * The ID of a Codeless test (or suite) record. The records are "not shown" (ASSUMPTIONS.codelessRecordFields):
 * `id` and `name` are the fields read, and a record without a usable one yields undefined, not a guess.
 */
function codelessIdOf(record) {
    const id = record.id;
    const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : Number.NaN;
    return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
/** The name of a Codeless test (or suite) record: `name`, trimmed; absent when not a non-empty text. */
function codelessNameOf(record) {
    return (0,_records_js__WEBPACK_IMPORTED_MODULE_6__/* .string */ .Yj)(record.name);
}
/** `browser_ids` and `test_ids` travel as one comma-separated string (spec). */
function idList(ids, what) {
    if (!ids.length)
        throw new TypeError(`${what} must name at least one ID`);
    return ids.map((id) => (0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .idOf */ .TH)(id, what)).join(',');
}
const TEST_NOT_FOUND = { 404: 'no such Codeless test' };
const WRITE = { ..._meanings_js__WEBPACK_IMPORTED_MODULE_5__/* .READ_ONLY */ .s, ...TEST_NOT_FOUND };
const testPath = (id) => (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_8__/* .route */ .wE) `/v1/lab/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .idOf */ .TH)(id, 'Codeless test id')}`;
// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
function labApi(t) {
    return {
        /** GET /v1/lab: one page of the account's Codeless tests. */
        list: (page) => (0,_transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .listPage */ .ks)(t, {
            operation: 'list Codeless tests',
            path: '/v1/lab',
            page,
            maxCount: _transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_PAGE_SIZE */ .H4,
            item: CodelessTestSchema,
        }),
        /** POST /v1/lab: records a test that visits `url`, or imports an IDE export (`file`). */
        create: (test) => {
            if (!test.name.trim())
                throw new TypeError('a Codeless test needs a name');
            if ((test.url === undefined) === (test.file === undefined))
                throw new TypeError('a Codeless test needs exactly one of url and file');
            // The spec names the body fields in this bracketed form; a field left undefined is not sent.
            const json = {
                'test[name]': test.name,
                'test[url]': test.url,
                file: test.file,
                'test[ai_prompt]': test.aiPrompt,
            };
            return t.call({
                operation: 'create Codeless test',
                method: 'POST',
                path: '/v1/lab',
                json,
                response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .LenientRecordSchema */ .an,
                emptyMeansDone: true,
                meanings: { 400: 'the test is invalid (name, and url or file, are needed)', ..._meanings_js__WEBPACK_IMPORTED_MODULE_5__/* .READ_ONLY */ .s },
            });
        },
        /** GET /v1/lab/{id}: the record without its steps (see `steps`). */
        get: (id) => t.call({
            operation: 'get Codeless test',
            method: 'GET',
            path: testPath(id),
            response: CodelessTestSchema,
            meanings: TEST_NOT_FOUND,
        }),
        /**
         * PUT /v1/lab/{id}: name, target URL, cron schedule, enabled state (field names not shown). The
         * reference is the numeric ID or the WebDriver session_id of a run of this test.
         */
        update: (ref, body) => t.call({
            operation: 'update Codeless test',
            method: 'PUT',
            path: (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_8__/* .route */ .wE) `/v1/lab/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .testRefOf */ .$_)(ref)}`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            meanings: WRITE,
        }),
        /** DELETE /v1/lab/{id}: the test and its steps; run history stays. */
        delete: (id) => t.call({
            operation: 'delete Codeless test',
            method: 'DELETE',
            path: testPath(id),
            meanings: WRITE,
        }),
        /** POST /v1/lab/{id}/schedule: a preset (once, daily, weekly) or a cron expression. */
        schedule: (id, body) => t.call({
            operation: 'schedule Codeless test',
            method: 'POST',
            path: `${testPath(id)}/schedule`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            meanings: { 400: 'a weekly schedule needs a day and an hour', ..._meanings_js__WEBPACK_IMPORTED_MODULE_5__/* .INSUFFICIENT_CREDITS */ .d, ...WRITE },
        }),
        /** POST /v1/lab/{id}/alert: an alert channel for failed scheduled runs. */
        createAlert: (id, body) => t.call({
            operation: 'create Codeless test alert',
            method: 'POST',
            path: `${testPath(id)}/alert`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            meanings: { 400: 'the alert already exists (replace it instead)', ...WRITE },
        }),
        /** PUT /v1/lab/{id}/alert: replaces the alert configuration. */
        updateAlert: (id, body) => t.call({
            operation: 'update Codeless test alert',
            method: 'PUT',
            path: `${testPath(id)}/alert`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            meanings: WRITE,
        }),
        /** POST /v1/lab/{id}/report: a recurring e-mail report of the pass/fail rate. */
        createReport: (id, body) => t.call({
            operation: 'create Codeless test report',
            method: 'POST',
            path: `${testPath(id)}/report`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            meanings: { 400: 'the report settings are invalid', ...WRITE },
        }),
        /** PUT /v1/lab/{id}/report: replaces the report destination and schedule. */
        updateReport: (id, body) => t.call({
            operation: 'update Codeless test report',
            method: 'PUT',
            path: `${testPath(id)}/report`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            meanings: WRITE,
        }),
        /**
         * POST /v1/lab/{id}/trigger: runs the test now on its browsers. Sent once: the transport never
         * repeats a POST that may have reached the service, so a run is never billed twice.
         */
        trigger: (id, body = {}) => t.call({
            operation: 'trigger Codeless test',
            method: 'POST',
            path: `${testPath(id)}/trigger`,
            json: body,
            response: _jobs_js__WEBPACK_IMPORTED_MODULE_2__/* .RunAckSchema */ .Cs,
            meanings: { ..._meanings_js__WEBPACK_IMPORTED_MODULE_5__/* .INSUFFICIENT_CREDITS */ .d, ...WRITE },
        }),
        /** POST /v1/lab/trigger_all: every Codeless test, `url` overriding each test's base URL; sent once. */
        triggerAll: (options = {}) => t.call({
            operation: 'trigger all Codeless tests',
            method: 'POST',
            path: '/v1/lab/trigger_all',
            // Without `url` the JSON is `{}`: an undefined field is not sent.
            json: { url: options.url },
            response: _jobs_js__WEBPACK_IMPORTED_MODULE_2__/* .RunAckSchema */ .Cs,
            meanings: { ..._meanings_js__WEBPACK_IMPORTED_MODULE_5__/* .INSUFFICIENT_CREDITS */ .d, ..._meanings_js__WEBPACK_IMPORTED_MODULE_5__/* .READ_ONLY */ .s },
        }),
        /** GET /v1/lab/{id}/steps: one page of the recorded steps (the spec shows no `count` maximum). */
        steps: (id, page) => (0,_transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .listPage */ .ks)(t, {
            operation: 'list Codeless test steps',
            path: `${testPath(id)}/steps`,
            page,
            item: CodelessStepSchema,
            meanings: TEST_NOT_FOUND,
        }),
        /** POST /v1/lab/{id}/steps: deletes every step and stores these; a replace, safe to repeat (ASSUMPTIONS.safeToRepeat). */
        replaceSteps: (id, body) => t.call({
            operation: 'replace Codeless test steps',
            method: 'POST',
            path: `${testPath(id)}/steps`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            idempotent: true,
            meanings: { 400: 'the steps are missing', ...WRITE },
        }),
        /** PUT /v1/lab/{id}/stop: force-stops the in-flight run, or only the one on `browserId`. */
        stop: (id, options = {}) => t.call({
            operation: 'stop Codeless test',
            method: 'PUT',
            path: `${testPath(id)}/stop`,
            json: options.browserId === undefined ? {} : { browser_id: (0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .idOf */ .TH)(options.browserId, 'browser id') },
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            meanings: WRITE,
        }),
        /** GET /v1/lab/{id}/browsers: the browsers the test runs on. */
        browsers: (id) => t.call({
            operation: 'list Codeless test browsers',
            method: 'GET',
            path: `${testPath(id)}/browsers`,
            response: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(_browsers_js__WEBPACK_IMPORTED_MODULE_1__/* .BrowserSchema */ .Y1),
            meanings: TEST_NOT_FOUND,
        }),
        /** POST /v1/lab/{id}/browsers: replaces the whole set with these `browser_id`s; safe to repeat (ASSUMPTIONS.safeToRepeat). */
        setBrowsers: (id, browserIds) => {
            const browser_ids = idList(browserIds, 'browser ids');
            return t.call({
                operation: 'set Codeless test browsers',
                method: 'POST',
                path: `${testPath(id)}/browsers`,
                json: { browser_ids },
                response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
                idempotent: true,
                meanings: { ...(0,_assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .missingIds */ .ze)('browser IDs'), ...WRITE },
            });
        },
    };
}


/***/ }),

/***/ 63594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N$: () => (/* binding */ waitForCapacity),
/* harmony export */   mX: () => (/* binding */ CAPACITY_INPUT)
/* harmony export */ });
/* unused harmony exports FIRST_READ_INTERVAL_MS, MAX_READ_INTERVAL_MS, READ_GRACE_MS */
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94506);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);



/**
 * Waiting for a free session before a trigger. Codeless tests run in browsers on the service's VMs,
 * so the VM pool is the one read (`concurrency.allowed.vms` against `concurrency.current.vms`); the
 * physical-device pool does not hold them up.
 */
/** The first wait between two reads of the team's sessions; it doubles up to MAX_READ_INTERVAL_MS. */
const FIRST_READ_INTERVAL_MS = 2_000;
const MAX_READ_INTERVAL_MS = 30_000;
/** The input that bounds the wait (trigger-lab-suite's and the root action's): its messages name it. */
const CAPACITY_INPUT = 'wait-for-capacity';
/** How long past the bound one read may still take: the transport's retries must not stretch the wait. */
const READ_GRACE_MS = 5_000;
/** "5 of 5 VM sessions in use". */
function inUse(team) {
    const { allowed, current } = team.concurrency;
    return `${current.vms} of ${allowed.vms} VM session${allowed.vms === 1 ? '' : 's'} in use`;
}
const full = (team) => team.concurrency.current.vms >= team.concurrency.allowed.vms;
/**
 * Reads the team's VM sessions (GET /v1/team-management) and, while every allowed session is in use,
 * reads again with a growing pause until one frees or `waitMs` has passed; says so in one line as the
 * wait starts and as it ends. Nothing is read when `waitMs` is 0. An answer that cannot be read (401,
 * 403, one that is not the record, no answer) is one warning, and the caller goes ahead. A cancel
 * rejects at once, so the caller triggers nothing.
 */
async function waitForCapacity(waitMs, ctx) {
    const { clock, log, signal } = ctx;
    const started = clock.now();
    const waited = () => clock.now() - started;
    if (waitMs <= 0)
        return { kind: 'free', waitedMs: 0 };
    const deadline = new _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_1__/* .Deadline */ .B(clock, waitMs);
    // Every read, its retries included, ends by the end of the wait and READ_GRACE_MS.
    const bounded = ctx.client.within(deadline.bound(READ_GRACE_MS, `${CAPACITY_INPUT} (${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSeconds */ .Xo)(waitMs)})`));
    let interval = FIRST_READ_INTERVAL_MS;
    let last;
    for (;;) {
        const team = await readTeam(bounded, ctx);
        if (!team)
            return { kind: 'unknown', waitedMs: waited() };
        const now = inUse(team);
        if (team.concurrency.allowed.vms <= 0) {
            log.info(`The plan states no VM sessions (${now}): triggering without waiting.`);
            return { kind: 'free', waitedMs: waited() };
        }
        if (!full(team)) {
            log.info(last ? `${now} after ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSeconds */ .Xo)(waited())}: triggering.` : `${now}: triggering.`);
            return { kind: 'free', waitedMs: waited() };
        }
        if (deadline.passed()) {
            log.info(`Still ${now} after ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSeconds */ .Xo)(waited())}: triggering anyway; the runs may queue.`);
            return { kind: 'full', waitedMs: waited() };
        }
        const line = `${now}: waiting for one to free (up to ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSeconds */ .Xo)(deadline.remaining())} more).`;
        if (now !== last)
            log.info(line);
        else
            log.debug(line);
        last = now;
        await deadline.pause(interval, signal);
        interval = Math.min(MAX_READ_INTERVAL_MS, interval * 2);
    }
}
/**
 * The team's record, or undefined after one warning when it cannot be read (a read that ran out of the
 * wait says so, naming the endpoint and the input); a cancel rejects.
 */
async function readTeam(client, ctx) {
    try {
        return await client.team.get();
    }
    catch (error) {
        ctx.signal.throwIfAborted();
        if (!(error instanceof _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7))
            throw error;
        ctx.log.warning(`Could not read the team's sessions in use, so the trigger does not wait for one: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}`);
        return undefined;
    }
}


/***/ }),

/***/ 62596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ TIMEOUT_STATUS),
/* harmony export */   c: () => (/* binding */ readJob)
/* harmony export */ });
/* harmony import */ var _api_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39762);

/** The `status` output of a wait that gave up. */
const TIMEOUT_STATUS = 'TIMEOUT';
/**
 * Reads a job that ended or was given up on. `oneTest` says the job ran one Codeless test. In a job of
 * several tests a test no error names passed only when the job's `success` is true, or when its
 * `errors` account for its `success: false`: there is at least one, and each names a test of the job
 * (an error that names none could be any of the others). Otherwise those tests are unknown, and
 * `unknownWhy` says why.
 */
function readJob(jobId, ended, oneTest) {
    const job = ended.job;
    const failures = (job?.errors ?? []).map(_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .jobErrorDetail */ .Vt);
    const status = ended.kind === 'timeout' ? TIMEOUT_STATUS : (job?.status ?? '');
    const spawned = job?.test_ids ?? [];
    const named = new Set(failures.map((f) => f.testId));
    const others = spawned.filter((id) => !named.has(id));
    const reading = { jobId, status, job, timing: ended.timing, failures, passed: [], unknown: [] };
    if (ended.kind === 'timeout' && ended.lastError !== undefined)
        reading.lastError = ended.lastError;
    const why = unknownWhy(ended, failures, spawned);
    if (why === undefined)
        reading.passed = others;
    else {
        reading.unknown = others;
        reading.unknownWhy = why;
    }
    if (oneTest)
        reading.decided = decide(ended);
    return reading;
}
/** A job of one Codeless test decides that test by its status and `success` alone. */
function decide(ended) {
    if (ended.kind === 'timeout')
        return 'unknown';
    const { status, success } = ended.job;
    if (status === 'FAILED' || success === false)
        return 'failed';
    return status === 'FINISHED' && success === true ? 'passed' : 'unknown';
}
/** Why the tests no error names are not known to have passed; undefined when they are. */
function unknownWhy(ended, failures, spawned) {
    if (ended.kind === 'timeout')
        return 'it did not finish';
    const { status, success } = ended.job;
    if (status === 'FAILED')
        return 'it FAILED, which does not say which of its tests passed';
    if (success === true)
        return undefined;
    if (success === null)
        return 'it FINISHED without a result (success is null)';
    if (!failures.length)
        return 'it FINISHED with success false but lists no failure, so which of its tests failed is not known';
    const jobs = new Set(spawned);
    const unnamed = failures.filter((f) => f.testId === undefined || !jobs.has(f.testId)).length;
    if (unnamed)
        return `${unnamed === 1 ? '1 of its failures names' : `${unnamed} of its failures name`} no test of the job, so which of its other tests passed is not known`;
    return undefined;
}


/***/ }),

/***/ 91406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ey: () => (/* binding */ retryRounds),
/* harmony export */   kQ: () => (/* binding */ tieFailures),
/* harmony export */   kd: () => (/* binding */ MAX_RETRIES)
/* harmony export */ });
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42179);
/* harmony import */ var _capacity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63594);
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4503);
/* harmony import */ var _reading_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(62596);
/* harmony import */ var _ties_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(36917);
/* harmony import */ var _trigger_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(44624);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(64305);








/** The most retries the `retries` input allows: each one triggers the failed tests again, for credits. */
const MAX_RETRIES = 3;
/**
 * Before the first round: the failed tests of the job a run waited for, tied to their Codeless tests
 * where that is certain (tieNames); a failure tied to none is not retried, and one line says why.
 */
async function tieFailures(run, target, ctx) {
    const failed = run.tests.filter((t) => (0,_verdict_js__WEBPACK_IMPORTED_MODULE_6__/* .outcomeOf */ .sG)(t) === 'failed' && t.codelessTest === undefined);
    const unnamed = failed.filter((t) => t.attempts[0]?.keyName === undefined).length;
    if (unnamed)
        ctx.log.info(`Not retrying ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(unnamed, 'failure')}: its error names no test, so its Codeless test is not certain.`);
    const names = new Set(failed.flatMap((t) => t.attempts[0]?.keyName ?? []));
    try {
        const { ties, uncertain } = await (0,_ties_js__WEBPACK_IMPORTED_MODULE_4__/* .tieNames */ .B)(names, target, ctx);
        for (const why of uncertain)
            ctx.log.info(`Not retrying ${why}.`);
        return (0,_verdict_js__WEBPACK_IMPORTED_MODULE_6__/* .tiedBy */ .a9)(run, ties);
    }
    catch (error) {
        if (ctx.signal.aborted)
            throw error;
        ctx.log.warning(`Not retrying the failed tests: their Codeless tests could not be read: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}`);
        return run;
    }
}
/**
 * Rounds of retries, up to `rounds` while failed tests remain: each round triggers each due Codeless
 * test once (dueForRetry), waits for all of their jobs, and reads each with the one reading, before
 * the next round; so a test never runs twice at once, and a test whose trigger's answer was lost is
 * never triggered again. `cancelled` when the step was cancelled during a round.
 */
async function retryRounds(run, options, ctx) {
    const left = [];
    for (let round = 1; round <= options.rounds; round++) {
        const due = (0,_verdict_js__WEBPACK_IMPORTED_MODULE_6__/* .dueForRetry */ .SF)(run);
        if (!due.length)
            break;
        ctx.log.info(`${options.label(round)}: triggering ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(due.length, 'Codeless test')} (one job each, billed like any run of the test).`);
        const results = await runRound(due, options, ctx, left);
        if (ctx.signal.aborted)
            return { run, cancelled: true };
        run = (0,_verdict_js__WEBPACK_IMPORTED_MODULE_6__/* .afterRound */ .fy)(run, results);
    }
    return { run, cancelled: false };
}
/**
 * Triggers each test once, then waits for all of their jobs (the same polling as the first job). What
 * is in flight is saved before each trigger is sent, and emptied of each job that ended once all did.
 * What may still run stays saved (`left`) for the post step to stop: a job that did not finish, and a
 * trigger whose answer never came, whose test's result is then unknown: there is no job ID, and
 * nothing the service offers finds the job without one (docs/service-records.md, "Job records").
 */
async function runRound(due, options, ctx, left) {
    const inFlight = [];
    const save = (...more) => options.onInFlight([...left, ...inFlight, ...more]);
    const results = [];
    try {
        // Once a round, not per test: its triggers go out back to back, as the first run's one trigger.
        await (0,_capacity_js__WEBPACK_IMPORTED_MODULE_1__/* .waitForCapacity */ .N$)((options.waitForCapacitySeconds ?? 0) * 1000, ctx);
    }
    catch (error) {
        if (ctx.signal.aborted)
            return [];
        throw error;
    }
    for (const testId of due) {
        if (ctx.signal.aborted)
            return [];
        let jobId;
        try {
            jobId = await (0,_trigger_js__WEBPACK_IMPORTED_MODULE_5__/* .trigger */ .h)({ kind: 'test', id: testId }, ctx, { beforeSend: () => save({ testId }) });
        }
        catch (error) {
            if (ctx.signal.aborted)
                return [];
            ctx.log.warning(`Could not retry Codeless test ${testId}: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}`);
            // Turned away, it started nothing: its tests stay failed, for the next round.
            if ((0,_trigger_js__WEBPACK_IMPORTED_MODULE_5__/* .turnedAway */ .t)(error))
                save();
            else {
                left.push({ testId });
                save();
                results.push({
                    codelessTest: testId,
                    lost: `Codeless test ${testId}: the answer to its retry's trigger was lost, so whether that retry ran, and how, is unknown (no job to read); it is not triggered again.`,
                });
            }
            continue;
        }
        inFlight.push({ testId, jobId });
        save();
    }
    const polling = { timeoutMs: options.timeoutMs, pollIntervalMs: options.pollIntervalMs };
    const waited = await Promise.all(inFlight.map(async ({ testId, jobId }) => ({
        testId,
        jobId,
        outcome: await (0,_poll_js__WEBPACK_IMPORTED_MODULE_2__/* .pollJob */ .rG)(jobId, polling, ctx),
    })));
    if (ctx.signal.aborted)
        return [];
    for (const { testId, jobId, outcome } of waited) {
        if (outcome.kind === 'cancelled')
            continue;
        if (outcome.kind === 'timeout')
            left.push({ testId, jobId });
        results.push({ codelessTest: testId, reading: (0,_reading_js__WEBPACK_IMPORTED_MODULE_3__/* .readJob */ .c)(jobId, outcome, true) });
    }
    options.onInFlight(left);
    return results;
}


/***/ }),

/***/ 65939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DU: () => (/* binding */ STOP_SCOPES),
/* harmony export */   Ue: () => (/* binding */ RERUN_MODES),
/* harmony export */   ff: () => (/* binding */ describeTarget)
/* harmony export */ });
/** "Codeless suite 12", "Codeless test 7", "every Codeless test at https://\u2026". */
function describeTarget(target) {
    switch (target.kind) {
        case 'suite':
            return `Codeless suite ${target.id}`;
        case 'test':
            return `Codeless test ${target.id}`;
        default:
            return `every Codeless test${target.url ? ` at ${target.url}` : ''}`;
    }
}
const STOP_SCOPES = ['job', 'target'];
/**
 * What a re-run of the workflow run (attempt 2 and later) triggers: `failed`, only the Codeless tests
 * that failed in the attempt before (src/codeless/plan.ts); `all`, the whole target again.
 */
const RERUN_MODES = ['failed', 'all'];


/***/ }),

/***/ 36917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ tieNames)
/* harmony export */ });
/* harmony import */ var _api_lab_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36579);
/* harmony import */ var _api_transport_pagination_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58280);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65939);



/**
 * Each failed test's Codeless test by its name, where certain (ASSUMPTIONS.failureToCodelessTest): a
 * test triggered alone is the one every failure came from; otherwise the one test of the target's own
 * list whose name equals the failure's test name. `uncertain` says why for each name not tied
 * (`"Checkout": 2 Codeless tests of \u2026 bear that name, so which one failed is not certain`).
 */
async function tieNames(names, target, ctx) {
    const ties = new Map();
    const uncertain = [];
    if (!names.size)
        return { ties, uncertain };
    if (target.kind === 'test') {
        for (const name of names)
            ties.set(name, target.id);
        return { ties, uncertain };
    }
    const { lab, labsuites } = ctx.client;
    const records = target.kind === 'suite'
        ? await (0,_api_transport_pagination_js__WEBPACK_IMPORTED_MODULE_1__/* .collectPages */ .VV)((page) => labsuites.tests(target.id, page))
        : await (0,_api_transport_pagination_js__WEBPACK_IMPORTED_MODULE_1__/* .collectPages */ .VV)((page) => lab.list(page));
    for (const name of names) {
        const ids = records.filter((r) => (0,_api_lab_js__WEBPACK_IMPORTED_MODULE_0__/* .codelessNameOf */ .fC)(r) === name).map(_api_lab_js__WEBPACK_IMPORTED_MODULE_0__/* .codelessIdOf */ .D9);
        const id = ids[0];
        if (ids.length === 1 && id !== undefined)
            ties.set(name, id);
        else
            uncertain.push(`"${name}": ${ids.length ? `${ids.length} Codeless tests` : 'no Codeless test'} of ${(0,_target_js__WEBPACK_IMPORTED_MODULE_2__/* .describeTarget */ .ff)(target)} ${ids.length ? 'bear' : 'bears'} that name, so which one failed is not certain`);
    }
    return { ties, uncertain };
}


/***/ }),

/***/ 44624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ trigger),
/* harmony export */   t: () => (/* binding */ turnedAway)
/* harmony export */ });
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _capacity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63594);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65939);



/**
 * Starts the target's runs and returns the job to poll, after waiting for a free session if asked. The
 * POST goes out once (the transport never repeats it), so an answer that got lost leaves the runs
 * possibly started but never started twice. A cancel during the wait sends nothing.
 */
async function trigger(target, ctx, options = {}) {
    const { lab, labsuites } = ctx.client;
    await (0,_capacity_js__WEBPACK_IMPORTED_MODULE_1__/* .waitForCapacity */ .N$)((options.waitForCapacitySeconds ?? 0) * 1000, ctx);
    ctx.signal.throwIfAborted();
    options.beforeSend?.();
    let jobId;
    try {
        const ack = target.kind === 'suite'
            ? await labsuites.trigger(target.id)
            : target.kind === 'test'
                ? await lab.trigger(target.id)
                : await lab.triggerAll({ url: target.url });
        jobId = ack.job_id;
    }
    catch (error) {
        if (error instanceof _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && mayHaveStarted(error))
            throw new Error((0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withHint */ .mu)(error, "A trigger is never sent twice, so nothing runs twice; if this one reached the service, its runs started: check the service's dashboard."), { cause: error });
        throw error;
    }
    ctx.log.info(`Triggered ${(0,_target_js__WEBPACK_IMPORTED_MODULE_2__/* .describeTarget */ .ff)(target)}: job ${jobId}.`);
    return jobId;
}
/**
 * Whether a trigger that failed was turned away (a 4xx answer) and so started nothing: the post step
 * then has nothing of it to stop. Any other failure may have started runs.
 */
function turnedAway(error) {
    return error instanceof _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && error.kind === 'http' && (error.status ?? 500) < 500;
}
/**
 * No answer, an unreadable, oversized or foreign one, or a server error: the service may have acted on
 * the request.
 */
function mayHaveStarted(error) {
    return (error.kind === 'network' ||
        error.kind === 'timeout' ||
        error.kind === 'malformed' ||
        error.kind === 'too-large' ||
        error.kind === 'not-api' ||
        (error.status !== undefined && error.status >= 500));
}


/***/ }),

/***/ 64305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NC: () => (/* binding */ timingLine),
/* harmony export */   P_: () => (/* reexport safe */ _reading_js__WEBPACK_IMPORTED_MODULE_1__.P),
/* harmony export */   SF: () => (/* binding */ dueForRetry),
/* harmony export */   Vj: () => (/* binding */ verdictOf),
/* harmony export */   a9: () => (/* binding */ tiedBy),
/* harmony export */   endedVerdict: () => (/* binding */ endedVerdict),
/* harmony export */   fy: () => (/* binding */ afterRound),
/* harmony export */   sG: () => (/* binding */ outcomeOf),
/* harmony export */   uN: () => (/* binding */ testsOfJob)
/* harmony export */ });
/* unused harmony exports countsOf, failedEntry */
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _report_outputs_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(20349);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);
/* harmony import */ var _reading_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62596);





/** A test's outcome: its last attempt's, flaky when that passed after an earlier one failed. */
function outcomeOf(test) {
    const last = test.attempts.at(-1)?.outcome ?? 'unknown';
    if (last !== 'passed')
        return last;
    return test.attempts.some((a) => a.outcome === 'failed' || a.outcome === 'flaky') ? 'flaky' : 'passed';
}
function countsOf(tests) {
    const counts = { total: tests.length, passed: 0, failed: 0, unknown: 0, flaky: 0 };
    for (const test of tests)
        counts[outcomeOf(test)]++;
    return counts;
}
/**
 * The tests of the job a run waited for, as the one reading tells them: a failed test per error, a
 * passed one per spawned test the job says passed, an unknown one per spawned test it leaves untold.
 * `oneTest`, the Codeless test the job ran alone, decides every test of it: a job that passed passed
 * them all, and one that failed without listing a failure is one failed test of that Codeless test.
 */
function testsOfJob(reading, oneTest) {
    const notes = reading.unknownWhy && reading.unknown.length ? [unknownNote(reading)] : [];
    const start = { kind: 'job', reading };
    const spawned = (ids, outcome) => ids.map((id) => ({
        attempts: [
            {
                name: `Test ${id}`,
                outcome,
                id: String(id),
                ...(outcome === 'unknown'
                    ? { message: `Unknown: job ${reading.jobId} ${reading.unknownWhy}.` }
                    : {}),
            },
        ],
    }));
    if (reading.decided === 'passed')
        return {
            start,
            tests: spawned(reading.job?.test_ids ?? [], 'passed'),
            retried: [],
            rounds: 0,
            notes: [],
        };
    const tied = oneTest === undefined ? {} : { codelessTest: oneTest };
    const failed = reading.failures.map((d, i) => ({ attempts: [failedEntry(d, i)], ...tied }));
    if (reading.decided === 'failed' && !failed.length && oneTest !== undefined)
        failed.push({
            attempts: [
                {
                    name: `Codeless test ${oneTest}`,
                    madeUpName: true,
                    outcome: 'failed',
                    message: `${endedWithout(reading)}.`,
                },
            ],
            ...tied,
        });
    return {
        start,
        tests: [...failed, ...spawned(reading.passed, 'passed'), ...spawned(reading.unknown, 'unknown')],
        retried: [],
        rounds: 0,
        notes,
    };
}
/** "Job 12 FAILED without listing a failure", "Retry job 12 FINISHED with success false without \u2026". */
function endedWithout(reading, what = 'Job') {
    const how = reading.status === 'FAILED' ? 'FAILED' : 'FINISHED with success false';
    return `${what} ${reading.jobId} ${how} without listing a failure`;
}
function unknownNote(reading) {
    const n = reading.unknown.length;
    return `The outcome of ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(n, 'test')} of job ${reading.jobId} is unknown: ${reading.unknownWhy}.`;
}
/** The run's failed tests tied to their Codeless tests by the failures' test names (`ties`). */
function tiedBy(run, ties) {
    const tests = run.tests.map((test) => {
        const name = test.attempts[0]?.keyName;
        const id = name === undefined ? undefined : ties.get(name);
        return test.codelessTest !== undefined || id === undefined ? test : { ...test, codelessTest: id };
    });
    return { ...run, tests };
}
/**
 * The Codeless tests a round of retries triggers: those with a failed test and none whose last attempt
 * is unknown (a retry that did not finish, or whose trigger's answer was lost, may still run: a second
 * trigger would run the test twice at once).
 */
function dueForRetry(run) {
    const due = new Set();
    const inDoubt = new Set();
    for (const test of run.tests) {
        if (test.codelessTest === undefined)
            continue;
        const outcome = outcomeOf(test);
        if (outcome === 'failed')
            due.add(test.codelessTest);
        else if (outcome === 'unknown')
            inDoubt.add(test.codelessTest);
    }
    return [...due].filter((id) => !inDoubt.has(id));
}
/**
 * The tests after a round of retries: each retried Codeless test's job decides every test tied to it
 * (FINISHED with `success: true` passed them, anything else did not), by identity, never by the text of
 * a browser. The attempt added to each test keeps the test's name, browser and platform and says in
 * its message what the retry's job reported, every failure it lists included.
 */
function afterRound(run, results) {
    const byTest = new Map(results.map((r) => [r.codelessTest, r]));
    const notes = [...run.notes];
    for (const r of results) {
        if ('lost' in r)
            notes.push(r.lost);
        else if (r.reading.decided === 'unknown')
            notes.push(`Codeless test ${r.codelessTest}: its retry, job ${r.reading.jobId}, ${r.reading.unknownWhy ?? 'did not tell'}.`);
    }
    const tests = run.tests.map((test) => {
        const result = test.codelessTest === undefined ? undefined : byTest.get(test.codelessTest);
        if (!result || outcomeOf(test) !== 'failed')
            return test;
        return { ...test, attempts: [...test.attempts, retryAttempt(test.attempts[0], result)] };
    });
    const retried = [...run.retried, ...results.flatMap((r) => ('reading' in r ? [r.reading] : []))];
    return { ...run, tests, retried, rounds: run.rounds + 1, notes };
}
/**
 * The attempt a retry adds to a test, keyed as the test's first: by its key name, which stays when a
 * failure of the retry names the attempt otherwise (a first attempt named `Codeless test 12` for want
 * of a failure listed, a retry that lists one), so the report groups the attempts as the verdict does.
 */
function retryAttempt(first, result) {
    const key = {
        name: first.keyName ?? first.name,
        keyName: first.keyName ?? first.name,
        outcome: 'unknown',
        ...(first.madeUpName ? { madeUpName: true } : {}),
        ...(first.environment ? { environment: first.environment } : {}),
        ...(first.platform ? { platform: first.platform } : {}),
    };
    if ('lost' in result)
        return { ...key, message: result.lost };
    const { reading } = result;
    if (reading.decided === 'passed')
        return { ...key, outcome: 'passed' };
    if (reading.decided === 'unknown')
        return {
            ...key,
            message: `Unknown: retry job ${reading.jobId} ${reading.unknownWhy ?? 'did not tell'}.`,
        };
    const { failures } = reading;
    if (!failures.length)
        return { ...key, outcome: 'failed', message: `${endedWithout(reading, 'Retry job')}.` };
    // The failure on the test's own browser, when the retry ran it, brings its recordings.
    const own = failures.find((d) => d.browser === first.environment) ?? failures[0];
    const texts = failures.map(failureText);
    return {
        ...key,
        name: failedEntry(own, 0).name,
        ...(own.testId === undefined ? {} : { id: String(own.testId) }),
        outcome: 'failed',
        message: `Retry job ${reading.jobId}: ${texts.join('; ')}.`,
    };
}
/**
 * The verdict on a run's tests. A test passes only on the service's word; one whose last attempt
 * failed fails the step as `fail-on` says, and one whose last attempt is unknown fails it in any case,
 * as a job that did not finish does, unless `fail-on-unknown` is false: then unknown outcomes neither
 * pass nor fail, and the judgement of `fail-on` and its kin decides (src/report/history/fail-on.ts).
 */
function verdictOf(run, inputs) {
    const counts = countsOf(run.tests);
    const within = (0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSeconds */ .Xo)(inputs.timeoutSeconds * 1000);
    const lastStatus = (r) => `last status seen: ${r.job?.status ?? 'none'}`;
    const timedOut = run.retried.find((r) => r.status === _reading_js__WEBPACK_IMPORTED_MODULE_1__/* .TIMEOUT_STATUS */ .P);
    const base = run.start.kind === 'job' ? jobTitle(run.start.reading, within) : rerunTitle(run, counts);
    if (run.start.kind === 'job' && run.start.reading.status === _reading_js__WEBPACK_IMPORTED_MODULE_1__/* .TIMEOUT_STATUS */ .P) {
        // The error's own closing period would double the line's.
        const { lastError, job, jobId } = run.start.reading;
        const said = lastError === undefined ? undefined : (0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(lastError).replace(/\.$/, '');
        // Never read at all: the service's answer is the reason, not the job's time.
        if (!job && said) {
            const title = `Could not read job ${jobId} within ${within}: ${said}`;
            return { title, conclusion: 'failure', failure: `${title}.`, counts };
        }
        const lastPoll = said ? `; the last poll failed: ${said}` : '';
        return { title: base, conclusion: 'timed_out', failure: `${base}${lastPoll}.`, counts };
    }
    if (timedOut) {
        const what = run.start.kind === 'rerun'
            ? `Job ${timedOut.jobId}, running again a test that failed in attempt ${run.start.from},`
            : `${base}; retry job ${timedOut.jobId}`;
        const title = `${what} did not finish within ${within} (${lastStatus(timedOut)})`;
        return { title, conclusion: 'timed_out', failure: `${title}.`, counts };
    }
    const title = run.start.kind === 'job' && run.rounds ? afterRetries(base, run, counts) : base;
    if (counts.failed) {
        const failure = `${title}: ${stillFailing(run)}.`;
        return { title, conclusion: 'failure', failure, optional: true, counts };
    }
    if (counts.unknown) {
        const why = run.notes.join(' ') || `The outcome of ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(counts.unknown, 'test')} is unknown.`;
        const first = run.start.kind === 'job' ? run.start.reading : undefined;
        // A FAILED job's own failure is the tests' (fail-on-failure decides), as ever.
        const failedJob = first?.status === 'FAILED' && !run.rounds;
        // A job that said it failed (`success: false`), not which tests did, fails whatever fail-on-unknown says.
        const held = (inputs.failOnUnknown ?? true) || first?.job?.success === false;
        // Not held against the run, unknown outcomes leave the check neutral until judged.
        const conclusion = held || failedJob ? 'failure' : 'neutral';
        return { title, conclusion, failure: `${title}: ${why}`, optional: failedJob || !held, counts };
    }
    return { title, conclusion: 'success', counts };
}
/** The title of the job a run waited for, from its reading. */
function jobTitle(reading, within) {
    const { jobId, job } = reading;
    if (reading.status === _reading_js__WEBPACK_IMPORTED_MODULE_1__/* .TIMEOUT_STATUS */ .P)
        return `Job ${jobId} did not finish within ${within} (last status seen: ${job?.status ?? 'none'})`;
    const tests = (0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(job?.test_ids.length ?? 0, 'test');
    const failures = reading.failures.length;
    if (reading.status === 'FAILED')
        return `Job ${jobId} FAILED${failures ? ` with ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(failures, 'failure')}` : ''}`;
    if (reading.decided === 'passed' || (job?.success === true && !failures))
        return job?.test_ids.length ? `Job ${jobId} FINISHED: all ${tests} passed` : `No tests in job ${jobId}`;
    if (job?.success === null && !failures)
        return `Job ${jobId} FINISHED without a result (success is null)`;
    if (!failures)
        return `Job ${jobId} FINISHED with success false but no failure listed`;
    return `Job ${jobId} FINISHED: ${failures} of ${tests} failed`;
}
/** The first job's title after its retries: what they left. */
function afterRetries(base, run, counts) {
    if (counts.failed)
        return `${base}, ${counts.failed} still failed after retries`;
    if (counts.unknown)
        return `${base}, ${counts.unknown} unknown after retries`;
    const reading = run.start.kind === 'job' ? run.start.reading : undefined;
    return `Job ${reading?.jobId} FINISHED: every failed test passed on a retry`;
}
function rerunTitle(run, counts) {
    const from = run.start.kind === 'rerun' ? run.start.from : 0;
    const ran = run.rounds ? `Ran again what failed in attempt ${from}` : `Nothing failed in attempt ${from}`;
    return `${ran}: ${(0,_report_outputs_report_js__WEBPACK_IMPORTED_MODULE_3__.describeCounts)(counts)}`;
}
/** The still failing tests in a few words each, by their last attempt: the one line that fails the step. */
function stillFailing(run) {
    const last = run.tests.filter((t) => outcomeOf(t) === 'failed').map((t) => t.attempts.at(-1));
    const shown = last
        .slice(0, 3)
        .map((e) => `${e.name} ${lowerFirst(e.message ?? 'failed')}`.replace(/\.$/, ''));
    const more = last.length > shown.length ? `; and ${last.length - shown.length} more` : '';
    return shown.join('; ') + more;
}
const lowerFirst = (text) => text.charAt(0).toLowerCase() + text.slice(1);
/** The verdict on a job seen FINISHED or FAILED, read alone: what a post step completes a check run with. */
function endedVerdict(jobId, job) {
    const ended = { kind: 'final', job, timing: {} };
    return verdictOf(testsOfJob((0,_reading_js__WEBPACK_IMPORTED_MODULE_1__/* .readJob */ .c)(jobId, ended, false)), { timeoutSeconds: 0 });
}
function entryName(d, index) {
    if (d.testName)
        return d.testId === undefined ? d.testName : `${d.testName} (test ${d.testId})`;
    return d.testId === undefined ? `Failure ${index + 1}` : `Test ${d.testId}`;
}
/** The report entry of one job error: a failed run, known by its test name where it has one. */
function failedEntry(d, index) {
    return {
        name: entryName(d, index),
        ...(d.testName ? { keyName: d.testName } : { madeUpName: true }),
        outcome: 'failed',
        environment: d.browser,
        message: `${failureText(d).replace(/^failed/, 'Failed')}.`,
        ...(d.testId === undefined ? {} : { id: String(d.testId) }),
    };
}
/** "failed at step 3 on chrome 126 (time 12.5): element #buy not found". */
function failureText(d) {
    return ('failed' +
        (d.step ? ` at step ${d.step}` : '') +
        (d.browser ? ` on ${d.browser}` : '') +
        (d.time ? ` (time ${d.time})` : '') +
        (d.message ? `: ${d.message}` : ''));
}
/**
 * How long the job waited for a free session (QUEUED) apart from how long it ran, as the polls bound
 * them (about: each is known to within a poll interval); undefined when the polls saw neither.
 */
function timingLine(timing) {
    const { queuedMs, runningMs, stillQueued } = timing;
    const ran = runningMs === undefined ? undefined : `ran about ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSeconds */ .Xo)(runningMs)}`;
    if (queuedMs === undefined)
        return ran && `R${ran.slice(1)}.`;
    if (stillQueued)
        return `Still waiting for a free session (QUEUED) after about ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSeconds */ .Xo)(queuedMs)}.`;
    const queued = `Waited about ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSeconds */ .Xo)(queuedMs)} for a free session (QUEUED)`;
    return ran ? `${queued}, then ${ran}.` : `${queued}.`;
}


/***/ })

};
