export const id = 8335;
export const ids = [8335];
export const modules = {

/***/ 39897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JM: () => (/* binding */ CHECK_BASE),
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   c4: () => (/* binding */ STATE),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS),
/* harmony export */   rY: () => (/* binding */ reportOutputs)
/* harmony export */ });
/* harmony import */ var _report_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22822);
/* harmony import */ var _report_step_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36898);


const ACTION = 'annotate-build';
/** The default check name's base; the job's key and matrix leg follow it. */
const CHECK_BASE = 'Cloud tests';
const INPUTS = {
    build: 'build',
    checkName: 'check-name',
    failOnFailure: 'fail-on-failure',
    waitSeconds: 'wait-seconds',
    githubToken: 'github-token',
    ..._report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q,
};
const INPUT_NAMES = Object.values(INPUTS);
/**
 * What main leaves for post, each saved the moment it is known: the check run's name and reference;
 * then the report's session saves (REPORTING_STATE) whether main reported (or said why it could not)
 * or was cancelled first. A post step finding neither makes the check run, so a required check never
 * waits with nothing said.
 */
const STATE = {
    checkName: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.checkName,
    externalId: 'external-id',
};
const OUTPUTS = {
    total: 'total',
    passed: 'passed',
    failed: 'failed',
    unknown: 'unknown',
    conclusion: 'conclusion',
    checkRunId: 'check-run-id',
    checkRunUrl: 'check-run-url',
    ..._report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov,
};
/** A report's outputs: its counts, its check run's conclusion and address, and the evidence's. */
function reportOutputs(result) {
    const { counts } = result;
    return {
        [OUTPUTS.total]: String(counts.total),
        [OUTPUTS.passed]: String(counts.passed),
        [OUTPUTS.failed]: String(counts.failed),
        [OUTPUTS.unknown]: String(counts.unknown),
        [OUTPUTS.conclusion]: result.conclusion,
        [OUTPUTS.checkRunId]: result.checkRunId === undefined ? '' : String(result.checkRunId),
        [OUTPUTS.checkRunUrl]: result.checkRunUrl ?? '',
        ...(0,_report_step_state_js__WEBPACK_IMPORTED_MODULE_1__/* .reportingOutputs */ .DN)({ ...result, flaky: counts.flaky }),
    };
}


/***/ }),

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


/***/ })

};
