export const id = 272;
export const ids = [272];
export const modules = {

/***/ 24272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _codeless_wait_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76706);
/* harmony import */ var _runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15510);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92976);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23933);




async function run(inputs, ctx) {
    const checkName = inputs.checkName ?? (0,_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .stableCheckName */ .BM)(_codeless_wait_js__WEBPACK_IMPORTED_MODULE_0__/* .CODELESS_CHECK_BASE */ .E, ctx.job);
    const hooks = (0,_names_js__WEBPACK_IMPORTED_MODULE_3__/* .savingHooks */ .h)(ctx, inputs.jobId, inputs.report ? checkName : undefined);
    const { result, failure } = await (0,_codeless_wait_js__WEBPACK_IMPORTED_MODULE_0__/* .waitAndReport */ .L)(inputs.jobId, { ...inputs, checkName }, ctx, hooks);
    return { outputs: (0,_names_js__WEBPACK_IMPORTED_MODULE_3__/* .waitOutputs */ .sI)(result), ...(failure ? { failure } : {}) };
}


/***/ })

};
