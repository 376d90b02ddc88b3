export const id = 371;
export const ids = [371];
export const modules = {

/***/ 4732:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   c4: () => (/* binding */ STATE),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS)
/* harmony export */ });
/* harmony import */ var _trigger_lab_suite_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41843);
/* harmony import */ var _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23933);


const ACTION = 'run-codeless-tests';
const { jobId: _jobId, ...WAIT_OPTION_INPUTS } = _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc;
const INPUTS = {
    ..._trigger_lab_suite_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc,
    ...WAIT_OPTION_INPUTS,
    stopOnCancel: 'stop-on-cancel',
    stopScope: 'stop-scope',
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = { ..._trigger_lab_suite_names_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUTS */ .py, ..._wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py };
/** What main leaves for post; each saved as soon as it is known, so a killed main still leaves it. */
const STATE = {
    /** The trigger target as JSON: what to stop; saved before the trigger is sent, emptied if it was turned away. */
    target: 'target',
    jobId: 'job-id',
    stopOnCancel: 'stop-on-cancel',
    /** What a cancel stops: the job's tests, or every run of the target (StopScope). */
    stopScope: 'stop-scope',
    /** Set once the job was seen FINISHED or FAILED: nothing left to stop. */
    finalStatus: 'final-status',
    /** The check run opened in progress; post completes it as cancelled unless `check-run-done` is set. */
    checkRunId: 'check-run-id',
    checkRunDone: 'check-run-done',
};


/***/ }),

/***/ 84752:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main),
/* harmony export */   post: () => (/* binding */ post)
/* harmony export */ });
/* harmony import */ var _codeless_target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65939);
/* harmony import */ var _runtime_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53069);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4732);



/**
 * The post step: completes the check run main left in progress (a cancel came before the report),
 * then, when main ended while the job was still running (the workflow was cancelled, the job outlived
 * its time limit, or the wait timed out) and stop-on-cancel is true, stops the runs main started: by
 * default the tests the job spawned, nothing else (stop-scope decides; see stopRuns). Problems are
 * warnings (runPostEntry).
 */
async function post(ctx, inputs = {}) {
    await closeOpenCheck(ctx, inputs[_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.githubToken]);
    await stopJobRuns(ctx);
}
/** The check run main opened and could not complete, as `cancelled`: never left in progress. */
async function closeOpenCheck(ctx, githubToken) {
    const idText = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .STATE */ .c4.checkRunId);
    if (!/^[1-9]\d{0,15}$/.test(idText) || ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .STATE */ .c4.checkRunDone) === 'true')
        return;
    const [{ reportDeps }, { closeProgressCheck }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(697), __webpack_require__.e(975)]).then(__webpack_require__.bind(__webpack_require__, 11975)),
        __webpack_require__.e(/* import() */ 991).then(__webpack_require__.bind(__webpack_require__, 18991)),
    ]);
    const jobIdText = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .STATE */ .c4.jobId);
    const what = jobIdText ? `job ${jobIdText}` : 'the Codeless tests';
    await closeProgressCheck(Number(idText), {
        conclusion: 'cancelled',
        title: `Cancelled before ${what} was reported`,
        summary: `The workflow was cancelled, or the step ended, before ${what} was reported.`,
    }, await reportDeps(githubToken, ctx));
}
/** Stops what the trigger started when the job may still be running, as far as stop-on-cancel allows. */
async function stopJobRuns(ctx) {
    const targetText = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .STATE */ .c4.target);
    if (!targetText) {
        ctx.log.debug('No job was triggered: nothing to stop.');
        return;
    }
    const jobIdText = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .STATE */ .c4.jobId);
    const what = jobIdText ? `Job ${jobIdText}` : 'The trigger whose answer never came';
    const finalStatus = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .STATE */ .c4.finalStatus);
    if (finalStatus) {
        ctx.log.debug(`Job ${jobIdText} ended ${finalStatus}: nothing to stop.`);
        return;
    }
    if (ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .STATE */ .c4.stopOnCancel) !== 'true') {
        ctx.log.info(`${what} may still be running; stop-on-cancel is false, so its runs are left alone.`);
        return;
    }
    const savedScope = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .STATE */ .c4.stopScope);
    // Loaded only when there is something to stop: a post step with nothing to do starts fast.
    const { stopRuns, TargetSchema } = await __webpack_require__.e(/* import() */ 766).then(__webpack_require__.bind(__webpack_require__, 63766));
    await stopRuns({
        target: TargetSchema.parse(JSON.parse(targetText)),
        jobId: /^[1-9]\d{0,9}$/.test(jobIdText) ? Number(jobIdText) : undefined,
        // Only main's own words count: anything else stops the least.
        scope: _codeless_target_js__WEBPACK_IMPORTED_MODULE_2__/* .STOP_SCOPES */ .D.includes(savedScope) ? savedScope : 'job',
    }, ctx);
}
const main = () => (0,_runtime_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .runPostEntry */ .GW)(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION */ .hr, post, [_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.githubToken]);


/***/ }),

/***/ 41843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS)
/* harmony export */ });
const ACTION = 'trigger-lab-suite';
const INPUTS = {
    suiteId: 'suite-id',
    testId: 'test-id',
    all: 'all',
    url: 'url',
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = {
    jobId: 'job-id',
};


/***/ }),

/***/ 23933:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   d: () => (/* binding */ EVIDENCE_OUTPUTS),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   k4: () => (/* binding */ evidenceOutputs),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS),
/* harmony export */   sI: () => (/* binding */ waitOutputs),
/* harmony export */   sJ: () => (/* binding */ EVIDENCE_INPUTS)
/* harmony export */ });
const ACTION = 'wait-for-job';
/** The reporting inputs of every reporting action (annotate-build takes them too). */
const EVIDENCE_INPUTS = {
    prComment: 'pr-comment',
    junitFile: 'junit-file',
    ctrfFile: 'ctrf-file',
    downloadAssets: 'download-assets',
};
/** The outputs those inputs give, on every reporting action. */
const EVIDENCE_OUTPUTS = {
    junitFile: 'junit-file',
    ctrfFile: 'ctrf-file',
    assetsDir: 'assets-dir',
};
const INPUTS = {
    jobId: 'job-id',
    timeout: 'timeout',
    pollInterval: 'poll-interval',
    failOnFailure: 'fail-on-failure',
    report: 'report',
    checkName: 'check-name',
    githubToken: 'github-token',
    ...EVIDENCE_INPUTS,
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = {
    status: 'status',
    success: 'success',
    testIds: 'test-ids',
    failedCount: 'failed-count',
    checkRunUrl: 'check-run-url',
    ...EVIDENCE_OUTPUTS,
};
/** The outputs of a wait, shared with the root action. */
function waitOutputs(result) {
    return {
        [OUTPUTS.status]: result.status,
        [OUTPUTS.success]: result.success === undefined ? '' : String(result.success),
        [OUTPUTS.testIds]: JSON.stringify(result.testIds),
        [OUTPUTS.failedCount]: String(result.failedCount),
        [OUTPUTS.checkRunUrl]: result.checkRunUrl ?? '',
        ...evidenceOutputs(result),
    };
}
/** `junit-file`, `ctrf-file` and `assets-dir`: each empty when nothing was written there. */
function evidenceOutputs(result) {
    return {
        [EVIDENCE_OUTPUTS.junitFile]: result.junitFile ?? '',
        [EVIDENCE_OUTPUTS.ctrfFile]: result.ctrfFile ?? '',
        [EVIDENCE_OUTPUTS.assetsDir]: result.assetsDir ?? '',
    };
}


/***/ }),

/***/ 65939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ STOP_SCOPES),
/* harmony export */   f: () => (/* binding */ describeTarget)
/* harmony export */ });
/** "Codeless suite 12", "Codeless test 7", "every Codeless test at https://…". */
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


/***/ })

};
