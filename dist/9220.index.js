export const id = 9220;
export const ids = [9220];
export const modules = {

/***/ 89220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _report_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22822);
/* harmony import */ var _report_session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63001);
/* harmony import */ var _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39897);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(985);




/**
 * Combines the reports the legs of this workflow run wrote into one check (src/report/combining.ts)
 * and maps it to outputs. What the post step needs is saved the moment it is known: the check's name,
 * then the check run opened in progress; a failure before the combined report completes that check
 * run, failure, saying why.
 */
async function run(inputs, ctx) {
    ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_3__/* .STATE */ .c4.checkName, inputs.checkName);
    const session = (0,_report_session_js__WEBPACK_IMPORTED_MODULE_1__.reportSession)(ctx, {
        checkName: inputs.checkName,
        githubToken: inputs.githubToken,
        onCheckRun: (id) => ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_3__/* .STATE */ .c4.checkRunId, String(id)),
    });
    // Before the reporting code loads: a step that cannot combine ends at once.
    const why = session.whyNotCombinable();
    if (why)
        throw new Error(why);
    return (0,_report_session_js__WEBPACK_IMPORTED_MODULE_1__/* .endReportingStep */ .IA)(ctx, session, () => 'combined', async () => {
        const combined = await session.combine(inputs);
        const { published, legs } = combined;
        const { counts, blockNote } = published;
        // annotate-build's outputs but for the files: a combination writes none.
        const { [_report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.junitFile]: _junit, [_report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.ctrfFile]: _ctrf, [_report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.assetsDir]: _assets, ...report } = (0,_annotate_build_names_js__WEBPACK_IMPORTED_MODULE_2__/* .reportOutputs */ .rY)(published);
        const outputs = {
            ...report,
            [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUTS */ .py.legs]: String(legs),
            [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUTS */ .py.missing]: String(combined.missing),
        };
        // The legs' failures, and the legs that did not report, are said in the combination's own line.
        const { failure, failedBy } = combined;
        const end = (0,_report_session_js__WEBPACK_IMPORTED_MODULE_1__/* .stepEnd */ .IZ)({
            ...(failure ? { failure, failedBy } : {}),
            counts,
            ...(blockNote ? { passed: { warning: `${blockNote}.` } } : {}),
        }, { blocks: failure !== undefined, flaky: counts.flaky, quarantinedFlaky: published.quarantinedFlaky }, { failOnFailure: true, failOnFlaky: inputs.evidence.failOnFlaky, where: `in ${legs} legs` }, ctx.log);
        return end.failure ? { outputs, failure: end.failure } : { outputs };
    });
}


/***/ })

};
