export const id = 1873;
export const ids = [1873];
export const modules = {

/***/ 61873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _api_jobs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64842);
/* harmony import */ var _codeless_retry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91406);
/* harmony import */ var _codeless_target_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(65939);
/* harmony import */ var _codeless_trigger_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44624);
/* harmony import */ var _codeless_wait_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97399);
/* harmony import */ var _runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(15510);
/* harmony import */ var _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(23933);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(67995);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4732);









/** The default check name: the target, the job and the matrix leg; never the job ID, so it can be required. */
function checkNameOf(target, ctx) {
    return (0,_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .stableCheckName */ .BM)(target.kind === 'all' ? 'All Codeless tests' : (0,_codeless_target_js__WEBPACK_IMPORTED_MODULE_8__/* .describeTarget */ .ff)(target), ctx.job);
}
/** Retries poll like the first job; each saves what it has in flight, for a cancel to stop. */
function retryOptions(inputs, ctx) {
    return {
        target: inputs.target,
        retries: inputs.retries ?? 0,
        timeoutMs: inputs.wait.timeoutSeconds * 1000,
        pollIntervalMs: inputs.wait.pollIntervalSeconds * 1000,
        waitForCapacitySeconds: inputs.waitForCapacitySeconds,
        onInFlight: (runs) => ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c4.retryRuns, runs.length ? JSON.stringify(runs) : ''),
    };
}
/**
 * Triggers, then waits and reports through wait-for-job; on a re-run of the workflow run, triggers
 * only what failed in the attempt before, where that is certain (src/codeless/rerun.ts), each test's
 * job saved for the post step as a retry's is. What the post step needs is saved the moment it is
 * known: the target before the trigger is sent (an answer lost on the way may still have started
 * runs), then the job, its check run and its end as wait-for-job saves them (savingHooks), so a main
 * that is cancelled or killed leaves exactly what to stop and to complete.
 */
async function run(inputs, ctx) {
    ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c4.stopOnCancel, String(inputs.stopOnCancel));
    ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c4.stopScope, inputs.stopScope);
    const checkName = inputs.wait.checkName ?? checkNameOf(inputs.target, ctx);
    // The check run a re-run's plan opened (to learn who this step writes as): what follows completes it.
    let openCheckRunId;
    if (ctx.job.attempt > 1) {
        const { planRerun, rerunAndReport } = await Promise.all(/* import() */[__webpack_require__.e(8361), __webpack_require__.e(5774)]).then(__webpack_require__.bind(__webpack_require__, 95774));
        const setting = { mode: inputs.rerun ?? 'failed', target: inputs.target, checkName, wait: inputs.wait };
        const rerun = await planRerun(setting, ctx, (id) => {
            openCheckRunId = id;
            ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c4.checkName, checkName);
            ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c4.checkRunId, String(id));
        });
        if (rerun) {
            const options = {
                checkName,
                wait: { ...inputs.wait, openCheckRunId },
                retry: retryOptions(inputs, ctx),
                onCompleted: () => ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c4.checkRunDone, 'true'),
            };
            const { result, failure, jobIds } = await rerunAndReport(rerun, options, ctx);
            return {
                outputs: { [_names_js__WEBPACK_IMPORTED_MODULE_7__/* .OUTPUTS */ .py.jobId]: jobIds.length ? String(jobIds[0]) : '', ...(0,_wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_5__/* .waitOutputs */ .sI)(result) },
                ...(failure ? { failure } : {}),
            };
        }
    }
    let jobId;
    try {
        jobId = await (0,_codeless_trigger_js__WEBPACK_IMPORTED_MODULE_2__/* .trigger */ .h)(inputs.target, ctx, {
            waitForCapacitySeconds: inputs.waitForCapacitySeconds,
            // Only once nothing is left to wait for: a cancel during the wait leaves post nothing to stop.
            beforeSend: () => ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c4.target, JSON.stringify(inputs.target)),
        });
    }
    catch (error) {
        // A trigger turned away started nothing: leave the post step nothing to stop.
        if ((0,_codeless_trigger_js__WEBPACK_IMPORTED_MODULE_2__/* .turnedAway */ .t)(error))
            ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c4.target, '');
        throw error;
    }
    const { result, failure } = await (0,_codeless_wait_js__WEBPACK_IMPORTED_MODULE_3__/* .waitAndReport */ .LG)(jobId, { ...inputs.wait, checkName, openCheckRunId }, ctx, {
        ...(0,_wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_5__/* .savingHooks */ .h)(ctx, jobId, inputs.wait.report ? checkName : undefined),
        ...(inputs.retries ? { retry: (job) => (0,_codeless_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .retryFailures */ .O5)(job, retryOptions(inputs, ctx), ctx) } : {}),
    });
    if (!_api_jobs_js__WEBPACK_IMPORTED_MODULE_0__/* .FINAL_JOB_STATUSES */ .O7.has(result.status))
        ctx.log.info(inputs.stopOnCancel
            ? `Job ${jobId} is still running: the post step stops its runs.`
            : `Job ${jobId} is still running; stop-on-cancel is false, so it is left running.`);
    return {
        outputs: { [_names_js__WEBPACK_IMPORTED_MODULE_7__/* .OUTPUTS */ .py.jobId]: String(jobId), ...(0,_wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_5__/* .waitOutputs */ .sI)(result) },
        ...(failure ? { failure } : {}),
    };
}


/***/ })

};
