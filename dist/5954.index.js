export const id = 5954;
export const ids = [5954,716];
export const modules = {

/***/ 985:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   c4: () => (/* binding */ STATE),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   nV: () => (/* binding */ DEFAULT_CHECK_NAME),
/* harmony export */   py: () => (/* binding */ OUTPUTS)
/* harmony export */ });
/* harmony import */ var _report_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22822);
/* harmony import */ var _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39897);


const ACTION = 'combine';
/** The default name of the combined check: one stable name over the whole matrix. */
const DEFAULT_CHECK_NAME = 'Cloud tests';
const INPUTS = {
    checkName: 'check-name',
    allowMissing: 'allow-missing',
    githubToken: 'github-token',
    prComment: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.prComment,
    compare: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.compare,
    failOn: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.failOn,
    failOnFlaky: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.failOnFlaky,
    failOnEmpty: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.failOnEmpty,
    failOnUnknown: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.failOnUnknown,
    quarantine: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.quarantine,
    autoQuarantine: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.autoQuarantine,
};
const INPUT_NAMES = Object.values(INPUTS);
/** annotate-build's outputs but for the files it writes, and the legs joined and missed. */
const OUTPUTS = {
    total: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.total,
    passed: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.passed,
    failed: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.failed,
    unknown: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.unknown,
    flaky: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.flaky,
    newFailures: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.newFailures,
    fixed: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.fixed,
    comparedTo: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.comparedTo,
    quarantined: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.quarantined,
    conclusion: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.conclusion,
    checkRunId: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.checkRunId,
    checkRunUrl: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.checkRunUrl,
    vmSeconds: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.vmSeconds,
    deviceSeconds: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.deviceSeconds,
    legs: 'legs',
    missing: 'missing',
};
/**
 * What main leaves for post: the check run's name, then the one it opened in progress; whether it
 * reported (or said why it could not) or was cancelled first, the report's session saves
 * (REPORTING_STATE).
 */
const STATE = {
    checkName: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.checkName,
    checkRunId: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.checkRunId,
};


/***/ }),

/***/ 8210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   annotateBuild: () => (/* binding */ annotateBuild),
/* harmony export */   combine: () => (/* binding */ combine),
/* harmony export */   runCodelessTests: () => (/* binding */ runCodelessTests),
/* harmony export */   waitForJob: () => (/* binding */ waitForJob)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(55491);
/* harmony import */ var _codeless_wait_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64527);
/* harmony import */ var _report_session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63001);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(12291);
/* harmony import */ var _runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15510);
/* harmony import */ var _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39897);
/* harmony import */ var _combine_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(985);
/* harmony import */ var _run_codeless_tests_names_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4732);
/* harmony import */ var _trigger_lab_suite_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(30650);
/* harmony import */ var _trigger_lab_suite_names_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(41843);
/* harmony import */ var _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(23933);











/** An input as given, trimmed; undefined when empty. */
const given = (input, name) => input(name).trim() || undefined;
/** The step's token, as given (its default: the workflow's token). */
const tokenOf = (input) => given(input, _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_8__/* .INPUTS */ .mc.githubToken);
/** A wait's check run, unless `report: false` (a `report` that does not parse reports, as by default). */
function waitCheck(input, defaultName) {
    const report = (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .boolean */ .zM)(true).safeParse(input(_wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_8__/* .INPUTS */ .mc.report));
    if (report.success && !report.data)
        return undefined;
    return {
        checkName: given(input, _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_8__/* .INPUTS */ .mc.checkName) ?? defaultName(),
        githubToken: tokenOf(input),
        externalId: 'unreported',
    };
}
const annotateBuild = (0,_report_session_js__WEBPACK_IMPORTED_MODULE_1__/* .failedChecksReport */ .LU)((input, job) => ({
    checkName: given(input, _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.checkName) ?? (0,_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .stableCheckName */ .BM)(_annotate_build_names_js__WEBPACK_IMPORTED_MODULE_3__/* .CHECK_BASE */ .JM, job),
    githubToken: tokenOf(input),
    externalId: 'build',
}));
const waitForJob = (0,_report_session_js__WEBPACK_IMPORTED_MODULE_1__/* .failedChecksReport */ .LU)((input, job) => waitCheck(input, () => (0,_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .stableCheckName */ .BM)(_codeless_wait_js__WEBPACK_IMPORTED_MODULE_0__/* .CODELESS_CHECK_BASE */ .E_, job)));
/** The target's inputs: the root action's check is named after its target when they parse. */
const TargetSchema = zod__WEBPACK_IMPORTED_MODULE_10__/* .object */ .Ikc(_trigger_lab_suite_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .triggerShape */ .Il).superRefine(_trigger_lab_suite_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .checkTrigger */ .XV).transform(_trigger_lab_suite_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .targetOf */ .$r);
function rootName(input, job) {
    const raw = Object.fromEntries(Object.keys(_trigger_lab_suite_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .triggerShape */ .Il).map((name) => [name, input(name)]));
    // The wait for capacity names nothing: one that does not parse leaves the target's name.
    const target = TargetSchema.safeParse({ ...raw, [_trigger_lab_suite_names_js__WEBPACK_IMPORTED_MODULE_7__/* .INPUTS */ .mc.waitForCapacity]: '' });
    return target.success ? (0,_run_codeless_tests_names_js__WEBPACK_IMPORTED_MODULE_5__/* .checkNameOf */ .z5)(target.data, job) : (0,_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .stableCheckName */ .BM)(_codeless_wait_js__WEBPACK_IMPORTED_MODULE_0__/* .CODELESS_CHECK_BASE */ .E_, job);
}
const runCodelessTests = (0,_report_session_js__WEBPACK_IMPORTED_MODULE_1__/* .failedChecksReport */ .LU)((input, job) => waitCheck(input, () => rootName(input, job)));
const combine = (0,_report_session_js__WEBPACK_IMPORTED_MODULE_1__/* .failedChecksReport */ .LU)((input) => ({
    checkName: given(input, _combine_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.checkName) ?? _combine_names_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CHECK_NAME */ .nV,
    githubToken: tokenOf(input),
    externalId: 'combined',
}));


/***/ }),

/***/ 4732:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   c4: () => (/* binding */ STATE),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS),
/* harmony export */   z5: () => (/* binding */ checkNameOf)
/* harmony export */ });
/* harmony import */ var _codeless_target_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65939);
/* harmony import */ var _runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15510);
/* harmony import */ var _runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67313);
/* harmony import */ var _trigger_lab_suite_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41843);
/* harmony import */ var _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23933);





const ACTION = 'run-codeless-tests';
const { jobId: _jobId, ...WAIT_OPTION_INPUTS } = _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc;
const INPUTS = {
    ..._trigger_lab_suite_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc,
    ...WAIT_OPTION_INPUTS,
    stopOnCancel: 'stop-on-cancel',
    stopScope: 'stop-scope',
    retries: 'retries',
    rerun: 'rerun',
    stopSessions: _runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_1__/* .STOP_SESSIONS_INPUT */ .MB,
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = { ..._trigger_lab_suite_names_js__WEBPACK_IMPORTED_MODULE_2__/* .OUTPUTS */ .py, ..._wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUTS */ .py };
/**
 * What main leaves for post; each saved as soon as it is known, so a killed main still leaves it. The
 * job and its check run as wait-for-job saves them, and what to stop.
 */
const STATE = {
    ..._wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_3__/* .STATE */ .c4,
    /** The trigger target as JSON: what to stop; saved before the trigger is sent, emptied if it was turned away. */
    target: 'target',
    stopOnCancel: 'stop-on-cancel',
    /** What a cancel stops: the job's tests, or every run of the target (StopScope). */
    stopScope: 'stop-scope',
    /**
     * The retries' jobs in flight as JSON (`[{ testId, jobId? }]`, jobId missing while its trigger's
     * answer is awaited or when it never came); emptied when they ended, but for the triggers whose
     * answer never came: what the post step stops after a cancel during a retry or a re-run of only the
     * failed tests, and after a trigger whose answer was lost.
     */
    retryRuns: 'retry-runs',
};
/** The default check name: the target, the job and the matrix leg; never the job ID, so it can be required. */
function checkNameOf(target, job) {
    return (0,_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .stableCheckName */ .BM)(target.kind === 'all' ? 'All Codeless tests' : (0,_codeless_target_js__WEBPACK_IMPORTED_MODULE_4__/* .describeTarget */ .ff)(target), job);
}


/***/ }),

/***/ 30650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $r: () => (/* binding */ targetOf),
/* harmony export */   Il: () => (/* binding */ triggerShape),
/* harmony export */   XV: () => (/* binding */ checkTrigger),
/* harmony export */   xd: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55491);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12291);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41843);



/** The trigger inputs, shared with the root action's schema. */
const triggerShape = {
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.suiteId]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalId */ .ui)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.testId]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalId */ .ui)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM)(false),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.url]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalText */ .mR)().refine((value) => value === undefined || /^https?:$/.test(URL.parse(value)?.protocol ?? ''), { message: 'must be an http(s):// URL' }),
    // A GitHub job runs at most 5 days on a self-hosted runner; no wait needs to be longer.
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.waitForCapacity]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .wholeNumber */ .rD)({ min: 0, max: 432_000, default: 0, unit: 'seconds' }),
};
/** Exactly one of suite-id, test-id and all; url only with all. Checked before any request. */
function checkTrigger(raw, ctx) {
    const given = [];
    if (raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.suiteId] !== undefined)
        given.push(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.suiteId);
    if (raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.testId] !== undefined)
        given.push(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.testId);
    if (raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all])
        given.push(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all);
    if (!given.length)
        ctx.addIssue({
            code: 'custom',
            path: [],
            message: `Give one of the inputs "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.suiteId}", "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.testId}" or "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all}: true".`,
        });
    for (const name of given.slice(1))
        ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `cannot be combined with "${given[0] ?? ''}": give exactly one of "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.suiteId}", "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.testId}" and "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all}"`,
        });
    if (raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.url] !== undefined && !raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all])
        ctx.addIssue({
            code: 'custom',
            path: [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.url],
            message: `is only allowed with "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all}: true" (a suite or a single test runs on its own URLs)`,
        });
}
function targetOf(raw) {
    const suiteId = raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.suiteId];
    const testId = raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.testId];
    if (suiteId !== undefined)
        return { kind: 'suite', id: suiteId };
    if (testId !== undefined)
        return { kind: 'test', id: testId };
    return { kind: 'all', url: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.url] };
}
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc(triggerShape)
    .superRefine(checkTrigger)
    .transform((raw) => ({
    target: targetOf(raw),
    waitForCapacitySeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.waitForCapacity],
}));


/***/ }),

/***/ 41843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS)
/* harmony export */ });
/* harmony import */ var _codeless_capacity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63594);

const ACTION = 'trigger-lab-suite';
const INPUTS = {
    suiteId: 'suite-id',
    testId: 'test-id',
    all: 'all',
    url: 'url',
    waitForCapacity: _codeless_capacity_js__WEBPACK_IMPORTED_MODULE_0__/* .CAPACITY_INPUT */ .mX,
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = {
    jobId: 'job-id',
};


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
