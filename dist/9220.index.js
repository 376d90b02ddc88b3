export const id = 9220;
export const ids = [9220];
export const modules = {

/***/ 89220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39897);
/* harmony import */ var _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23933);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(985);



/**
 * Combines the reports the legs of this workflow run wrote into one check (src/report/combining.ts)
 * and maps it to outputs. What the post step needs is saved the moment it is known: the check's name,
 * then the check run opened in progress; a failure before the combined report completes that check
 * run, failure, saying why.
 */
async function run(inputs, ctx) {
    ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.checkName, inputs.checkName);
    const [{ reportDeps }, { combineReports }, { flakyStep }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(5490), __webpack_require__.e(8361), __webpack_require__.e(8456), __webpack_require__.e(5747), __webpack_require__.e(6457), __webpack_require__.e(2583), __webpack_require__.e(2921)]).then(__webpack_require__.bind(__webpack_require__, 72583)),
        Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(5490), __webpack_require__.e(8361), __webpack_require__.e(8456), __webpack_require__.e(5747), __webpack_require__.e(6457), __webpack_require__.e(2583), __webpack_require__.e(2760)]).then(__webpack_require__.bind(__webpack_require__, 59648)),
        Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 20349)),
    ]);
    const deps = await reportDeps(inputs.githubToken, ctx);
    let opened;
    try {
        const combined = await combineReports(inputs, deps, (id) => {
            opened = id;
            ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.checkRunId, String(id));
        });
        ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.reported, 'true');
        const { published } = combined;
        const { counts } = published;
        // annotate-build's outputs but for the files: a combination writes none.
        const { [_wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_1__/* .EVIDENCE_OUTPUTS */ .d.junitFile]: _junit, [_wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_1__/* .EVIDENCE_OUTPUTS */ .d.ctrfFile]: _ctrf, [_wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_1__/* .EVIDENCE_OUTPUTS */ .d.assetsDir]: _assets, ...report } = (0,_annotate_build_names_js__WEBPACK_IMPORTED_MODULE_0__/* .reportOutputs */ .rY)(published);
        const outputs = {
            ...report,
            [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .OUTPUTS */ .py.legs]: String(combined.legs),
            [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .OUTPUTS */ .py.missing]: String(combined.missing),
        };
        if (combined.failure)
            return { outputs, failure: combined.failure };
        if (published.blockNote)
            ctx.log.warning(`${published.blockNote}.`);
        const flaky = flakyStep(counts.flaky, inputs.evidence.failOnFlaky, `in ${combined.legs} legs`);
        if (flaky.warning)
            ctx.log.warning(flaky.warning);
        return flaky.failure ? { outputs, failure: flaky.failure } : { outputs };
    }
    catch (error) {
        if (ctx.signal.aborted)
            ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.cancelled, 'true');
        else {
            const { reportFailure } = await __webpack_require__.e(/* import() */ 9062).then(__webpack_require__.bind(__webpack_require__, 19062));
            const check = { githubToken: inputs.githubToken, name: inputs.checkName, externalId: 'combined' };
            await reportFailure(error, ctx, { ...check, openCheckRunId: opened });
            ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.reported, 'true');
        }
        throw error;
    }
}


/***/ })

};
