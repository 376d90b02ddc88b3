export const id = 1844;
export const ids = [1844];
export const modules = {

/***/ 24272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _codeless_external_id_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(63975);
/* harmony import */ var _codeless_pipeline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31964);
/* harmony import */ var _codeless_wait_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64527);
/* harmony import */ var _report_session_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63001);
/* harmony import */ var _report_step_state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36898);
/* harmony import */ var _runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(15510);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(92976);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(23933);








/**
 * Waits for the job and reports it (src/codeless/pipeline.ts, `waitAndReport`), and maps its end to
 * outputs. What the post step needs is saved the moment it is known: the check's name, the job, the
 * check run opened in progress, and how the job went.
 */
async function run(inputs, ctx) {
    const checkName = inputs.checkName ?? (0,_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .stableCheckName */ .BM)(_codeless_wait_js__WEBPACK_IMPORTED_MODULE_1__/* .CODELESS_CHECK_BASE */ .E_, ctx.job);
    if (inputs.report)
        ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_6__/* .STATE */ .c4.checkName, checkName);
    const session = inputs.report
        ? (0,_report_session_js__WEBPACK_IMPORTED_MODULE_2__.reportSession)(ctx, { checkName, githubToken: inputs.githubToken, onCheckRun: (0,_report_step_state_js__WEBPACK_IMPORTED_MODULE_3__/* .checkRunSaving */ .YG)(ctx) })
        : undefined;
    const hooks = (0,_report_step_state_js__WEBPACK_IMPORTED_MODULE_3__/* .jobSaving */ .MS)(ctx, inputs.jobId);
    const { result, failure } = await (0,_report_session_js__WEBPACK_IMPORTED_MODULE_2__/* .endReportingStep */ .IA)(ctx, session, () => (0,_codeless_external_id_js__WEBPACK_IMPORTED_MODULE_7__/* .jobExternalId */ .W)(inputs.jobId), () => (0,_codeless_pipeline_js__WEBPACK_IMPORTED_MODULE_0__/* .waitAndReport */ .L)({ jobId: inputs.jobId, session, hooks }, inputs, ctx));
    return { outputs: (0,_names_js__WEBPACK_IMPORTED_MODULE_6__/* .waitOutputs */ .sI)(result), ...(failure ? { failure } : {}) };
}


/***/ }),

/***/ 63594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N$: () => (/* binding */ waitForCapacity),
/* harmony export */   mX: () => (/* binding */ CAPACITY_INPUT)
/* harmony export */ });
/* unused harmony export READ_GRACE_MS */
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
    if (ended.kind === 'stopped')
        return readStopped(jobId, ended, oneTest);
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
/**
 * A job whose tests were stopped early (`max-failures`): its failures as it lists them after the
 * stops, the stopped tests apart (never failed, never passed), those that had ended unnamed passed
 * (ASSUMPTIONS.runningJobErrors: its errors name each test as it fails), and those that could not be
 * stopped unknown. A job of one Codeless test failed.
 */
function readStopped(jobId, ended, oneTest) {
    const { job, stop } = ended;
    const halted = new Set([...stop.stopped, ...stop.notStarted].map((t) => t.id));
    const failures = job.errors
        .map(_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .jobErrorDetail */ .Vt)
        .filter((f) => f.testId === undefined || !halted.has(f.testId));
    const named = new Set(failures.map((f) => f.testId));
    const reading = {
        jobId,
        status: job.status,
        job,
        timing: ended.timing,
        failures,
        passed: stop.ended.filter((id) => !named.has(id)),
        unknown: stop.unstopped.filter((id) => !named.has(id)),
        stopped: { deciding: stop.deciding, stopped: stop.stopped, notStarted: stop.notStarted },
    };
    if (reading.unknown.length)
        reading.unknownWhy = 'its tests were stopped early, and these could not be';
    if (oneTest)
        reading.decided = 'failed';
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

/***/ 65939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DU: () => (/* binding */ STOP_SCOPES),
/* harmony export */   Ue: () => (/* binding */ RERUN_MODES),
/* harmony export */   ff: () => (/* binding */ describeTarget),
/* harmony export */   kd: () => (/* binding */ MAX_RETRIES)
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
/**
 * The most retries the `retries` input allows (retry.ts runs them): each one triggers the failed tests
 * again, for credits.
 */
const MAX_RETRIES = 3;


/***/ })

};
