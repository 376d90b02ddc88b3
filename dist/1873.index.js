export const id = 1873;
export const ids = [1873];
export const modules = {

/***/ 61873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _api_jobs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64842);
/* harmony import */ var _codeless_target_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(65939);
/* harmony import */ var _codeless_trigger_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44624);
/* harmony import */ var _codeless_wait_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76706);
/* harmony import */ var _runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(15510);
/* harmony import */ var _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(23933);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(67995);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4732);









/** The default check name: the target, the job and the matrix leg; never the job ID, so it can be required. */
function checkNameOf(target, ctx) {
    return (0,_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .stableCheckName */ .BM)(target.kind === 'all' ? 'All Codeless tests' : (0,_codeless_target_js__WEBPACK_IMPORTED_MODULE_8__/* .describeTarget */ .f)(target), ctx.job);
}
/**
 * Triggers, then waits and reports through wait-for-job. What the post step needs is saved the
 * moment it is known: the target before the trigger is sent (an answer lost on the way may still
 * have started runs), then the job, its check run and its end as wait-for-job saves them
 * (savingHooks), so a main that is cancelled or killed leaves exactly what to stop and to complete.
 */
async function run(inputs, ctx) {
    ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c4.stopOnCancel, String(inputs.stopOnCancel));
    ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c4.stopScope, inputs.stopScope);
    let jobId;
    try {
        jobId = await (0,_codeless_trigger_js__WEBPACK_IMPORTED_MODULE_2__/* .trigger */ .h)(inputs.target, ctx, {
            waitForCapacitySeconds: inputs.waitForCapacitySeconds,
            // Only once nothing is left to wait for: a cancel during the wait leaves post nothing to stop.
            beforeSend: () => ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c4.target, JSON.stringify(inputs.target)),
        });
    }
    catch (error) {
        // Turned away with a 4xx, the trigger started nothing: leave the post step nothing to stop.
        if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && error.kind === 'http' && (error.status ?? 500) < 500)
            ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c4.target, '');
        throw error;
    }
    const checkName = inputs.wait.checkName ?? checkNameOf(inputs.target, ctx);
    const { result, failure } = await (0,_codeless_wait_js__WEBPACK_IMPORTED_MODULE_3__/* .waitAndReport */ .L)(jobId, { ...inputs.wait, checkName }, ctx, (0,_wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_5__/* .savingHooks */ .h)(ctx, jobId, inputs.wait.report ? checkName : undefined));
    if (!_api_jobs_js__WEBPACK_IMPORTED_MODULE_1__/* .FINAL_JOB_STATUSES */ .O7.has(result.status))
        ctx.log.info(inputs.stopOnCancel
            ? `Job ${jobId} is still running: the post step stops its runs.`
            : `Job ${jobId} is still running; stop-on-cancel is false, so it is left running.`);
    return {
        outputs: { [_names_js__WEBPACK_IMPORTED_MODULE_7__/* .OUTPUTS */ .py.jobId]: String(jobId), ...(0,_wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_5__/* .waitOutputs */ .sI)(result) },
        ...(failure ? { failure } : {}),
    };
}


/***/ }),

/***/ 44624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ trigger)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
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
        if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && mayHaveStarted(error))
            throw new Error((0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withHint */ .mu)(error, "A trigger is never sent twice, so nothing runs twice; if this one reached the service, its runs started: check the service's dashboard."), { cause: error });
        throw error;
    }
    ctx.log.info(`Triggered ${(0,_target_js__WEBPACK_IMPORTED_MODULE_2__/* .describeTarget */ .f)(target)}: job ${jobId}.`);
    return jobId;
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


/***/ })

};
