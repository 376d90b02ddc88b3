export const id = 2031;
export const ids = [2031];
export const modules = {

/***/ 12031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cleanUp: () => (/* binding */ cleanUp)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55491);
/* harmony import */ var _codeless_closing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66335);
/* harmony import */ var _codeless_target_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65939);
/* harmony import */ var _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23933);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4732);





/**
 * The clean-up after main, the post step's on the runner and the command line's after `cloudtest
 * run`: when main ended while the job was still running (the workflow was cancelled, the job
 * outlived its time limit, or the wait timed out) and stop-on-cancel is true, stops the runs main
 * started: by default the tests the job spawned, nothing else (stop-scope decides; see stopRuns).
 * Then it completes the check run main left in progress: with the job's outcome when the job had
 * ended, else as cancelled, saying what it stopped. Problems are warnings (runPostEntry).
 */
async function cleanUp(ctx, inputs = {}) {
    const githubToken = inputs[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.githubToken];
    const stopped = (await stopJobRuns(ctx)) ?? (await stopRetryRuns(ctx));
    const left = await (0,_codeless_closing_js__WEBPACK_IMPORTED_MODULE_0__/* .findLeftCheck */ .zR)((0,_wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_1__/* .savedCheckOf */ .bj)(ctx.getState), ctx, githubToken);
    if (left)
        await (0,_codeless_closing_js__WEBPACK_IMPORTED_MODULE_0__/* .closeLeftCheck */ .YA)(left, ctx, { githubToken, ...(stopped ?? {}) });
}
/**
 * Stops what the trigger started when the job may still be running, as far as stop-on-cancel allows.
 * Returns the job as read before stopping and what was done, when the job may have been running.
 */
async function stopJobRuns(ctx) {
    const targetText = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.target);
    if (!targetText) {
        ctx.log.debug('No job was triggered: nothing to stop.');
        return undefined;
    }
    const jobIdText = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.jobId);
    const what = jobIdText ? `Job ${jobIdText}` : 'The trigger whose answer never came';
    const finalStatus = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.finalStatus);
    if (finalStatus) {
        ctx.log.debug(`Job ${jobIdText} ended ${finalStatus}: nothing to stop.`);
        return undefined;
    }
    if (ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.stopOnCancel) !== 'true') {
        const stopped = `${what} may still be running; stop-on-cancel is false, so its runs are left alone.`;
        ctx.log.info(stopped);
        return { stopped };
    }
    // Loaded only when there is something to stop: a post step with nothing to do starts fast.
    const { stopRuns, TargetSchema } = await Promise.all(/* import() */[__webpack_require__.e(9762), __webpack_require__.e(3766)]).then(__webpack_require__.bind(__webpack_require__, 63766));
    const { read, said } = await stopRuns({
        target: TargetSchema.parse(JSON.parse(targetText)),
        jobId: /^[1-9]\d{0,9}$/.test(jobIdText) ? Number(jobIdText) : undefined,
        scope: savedScope(ctx),
    }, ctx);
    return { read, stopped: said };
}
/** Only main's own words count: anything else stops the least. */
function savedScope(ctx) {
    const saved = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.stopScope);
    return _codeless_target_js__WEBPACK_IMPORTED_MODULE_3__/* .STOP_SCOPES */ .DU.includes(saved) ? saved : 'job';
}
const RetryRunsSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ testId: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive(), jobId: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive().optional() }));
/**
 * Stops the runs of the retries main left in flight (the first job had ended), each retry's job as
 * the first job's would be, as far as stop-on-cancel allows.
 */
async function stopRetryRuns(ctx) {
    const text = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.retryRuns);
    if (!text)
        return undefined;
    if (ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.stopOnCancel) !== 'true') {
        const stopped = 'Retries of the failed tests may still be running; stop-on-cancel is false, so their runs are left alone.';
        ctx.log.info(stopped);
        return { stopped };
    }
    const { stopRuns } = await Promise.all(/* import() */[__webpack_require__.e(9762), __webpack_require__.e(3766)]).then(__webpack_require__.bind(__webpack_require__, 63766));
    const said = [];
    for (const run of RetryRunsSchema.parse(JSON.parse(text))) {
        const request = {
            target: { kind: 'test', id: run.testId },
            jobId: run.jobId,
            scope: savedScope(ctx),
        };
        said.push((await stopRuns(request, ctx)).said);
    }
    return { stopped: `Retrying the failed tests: ${said.join(' ')}` };
}


/***/ })

};
