export const id = 272;
export const ids = [272];
export const modules = {

/***/ 24272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _codeless_wait_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72840);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92976);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23933);



async function run(inputs, ctx) {
    const { result, failure } = await (0,_codeless_wait_js__WEBPACK_IMPORTED_MODULE_0__/* .waitAndReport */ .L)(inputs.jobId, inputs, ctx, (0,_names_js__WEBPACK_IMPORTED_MODULE_2__/* .savingHooks */ .h)(ctx, inputs.jobId));
    return { outputs: (0,_names_js__WEBPACK_IMPORTED_MODULE_2__/* .waitOutputs */ .sI)(result), ...(failure ? { failure } : {}) };
}


/***/ })

};
