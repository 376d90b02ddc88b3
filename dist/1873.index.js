export const id = 1873;
export const ids = [1873];
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


/***/ })

};
