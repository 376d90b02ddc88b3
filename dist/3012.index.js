export const id = 3012;
export const ids = [3012,1873];
export const modules = {

/***/ 61873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _codeless_external_id_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(63975);
/* harmony import */ var _codeless_pipeline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31964);
/* harmony import */ var _report_session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63001);
/* harmony import */ var _report_step_state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36898);
/* harmony import */ var _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23933);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67995);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4732);







/**
 * Runs the Codeless pipeline (src/codeless/pipeline.ts: plan, trigger, wait, verdict, retry rounds,
 * report) and maps its end to outputs. What the post step needs is saved the moment it is known: the
 * check run opened before the trigger, the target before the trigger is sent (an answer lost on the way
 * may still have started runs), then the job, its check run and its end as wait-for-job saves them
 * (src/report/step-state.ts), and the retries' runs in
 * flight, so a main that is cancelled or killed leaves exactly what to stop and to complete.
 */
async function run(inputs, ctx) {
    ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_5__/* .STATE */ .c4.stopOnCancel, String(inputs.stopOnCancel));
    ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_5__/* .STATE */ .c4.stopScope, inputs.stopScope);
    const checkName = inputs.wait.checkName ?? (0,_names_js__WEBPACK_IMPORTED_MODULE_5__/* .checkNameOf */ .z5)(inputs.target, ctx.job);
    // Saved first: a step stopped before its job exists still leaves post the check to make.
    if (inputs.wait.report)
        ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_5__/* .STATE */ .c4.checkName, checkName);
    const session = inputs.wait.report
        ? (0,_report_session_js__WEBPACK_IMPORTED_MODULE_1__.reportSession)(ctx, { checkName, githubToken: inputs.wait.githubToken, onCheckRun: (0,_report_step_state_js__WEBPACK_IMPORTED_MODULE_2__/* .checkRunSaving */ .YG)(ctx) })
        : undefined;
    let jobId;
    const setting = {
        target: inputs.target,
        wait: inputs.wait,
        retries: inputs.retries ?? 0,
        rerun: inputs.rerun ?? 'failed',
        waitForCapacitySeconds: inputs.waitForCapacitySeconds,
    };
    const externalId = () => (jobId === undefined ? `attempt-${ctx.job.attempt}` : (0,_codeless_external_id_js__WEBPACK_IMPORTED_MODULE_6__/* .jobExternalId */ .W)(jobId));
    const end = await (0,_report_session_js__WEBPACK_IMPORTED_MODULE_1__/* .endReportingStep */ .IA)(ctx, session, externalId, () => (0,_codeless_pipeline_js__WEBPACK_IMPORTED_MODULE_0__/* .runCodeless */ .y)(setting, session, ctx, {
        onTarget: (target) => ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_5__/* .STATE */ .c4.target, target ? JSON.stringify(target) : ''),
        job: (id) => (0,_report_step_state_js__WEBPACK_IMPORTED_MODULE_2__/* .jobSaving */ .MS)(ctx, (jobId = id)),
        onInFlight: (runs) => ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_5__/* .STATE */ .c4.retryRuns, runs.length ? JSON.stringify(runs) : ''),
    }));
    const { result, failure, stillRunning } = end;
    jobId = end.jobId;
    if (stillRunning)
        ctx.log.info(inputs.stopOnCancel
            ? `Job ${jobId} is still running: the post step stops its runs.`
            : `Job ${jobId} is still running; stop-on-cancel is false, so it is left running.`);
    return {
        outputs: { [_names_js__WEBPACK_IMPORTED_MODULE_5__/* .OUTPUTS */ .py.jobId]: jobId === undefined ? '' : String(jobId), ...(0,_wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_3__/* .waitOutputs */ .sI)(result) },
        ...(failure ? { failure } : {}),
    };
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


/***/ })

};
