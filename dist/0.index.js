export const id = 0;
export const ids = [0];
export const modules = {

/***/ 92976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ evidenceOptionsOf),
/* harmony export */   BH: () => (/* binding */ waitOptionsShape),
/* harmony export */   jE: () => (/* binding */ waitOptionsOf),
/* harmony export */   l: () => (/* binding */ evidenceShape),
/* harmony export */   xd: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9691);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23933);
/* harmony import */ var _report_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2563);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12291);




/** The reporting inputs every reporting action takes: files, pull request comment, downloads. */
const evidenceShape = {
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.prComment]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)(_report_types_js__WEBPACK_IMPORTED_MODULE_1__/* .PR_COMMENT_MODES */ .Ui, 'off'),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.junitFile]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.ctrfFile]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.downloadAssets]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)(_report_types_js__WEBPACK_IMPORTED_MODULE_1__/* .DOWNLOAD_ASSETS_MODES */ .yu, 'off'),
};
function evidenceOptionsOf(raw) {
    return {
        prComment: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.prComment],
        junitFile: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.junitFile],
        ctrfFile: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.ctrfFile],
        downloadAssets: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.downloadAssets],
    };
}
/** Every input but `job-id`, shared with the root action's schema. */
const waitOptionsShape = {
    // A GitHub job runs at most 5 days on a self-hosted runner; no wait needs to be longer.
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.timeout]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .wholeNumber */ .rD)({ min: 1, max: 432_000, default: 3600, unit: 'seconds' }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.pollInterval]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .wholeNumber */ .rD)({ min: 1, max: 3600, default: 5, unit: 'seconds' }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOnFailure]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM)(true),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.report]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM)(true),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.checkName]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.githubToken]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .optionalText */ .mR)(),
    ...evidenceShape,
};
function waitOptionsOf(raw) {
    return {
        timeoutSeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.timeout],
        pollIntervalSeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.pollInterval],
        failOnFailure: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOnFailure],
        report: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.report],
        checkName: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.checkName],
        githubToken: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.githubToken],
        evidence: evidenceOptionsOf(raw),
    };
}
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.jobId]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .requiredId */ .rP)(), ...waitOptionsShape })
    .transform((raw) => ({ jobId: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.jobId], ...waitOptionsOf(raw) }));


/***/ }),

/***/ 92000:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var _runtime_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80205);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92976);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23933);



const main = () => (0,_runtime_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .runMainEntry */ .L7)({
    action: _names_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTION */ .hr,
    inputs: _names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_NAMES */ .Qh,
    schema: _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputsSchema */ .xd,
    load: async () => (await Promise.all(/* import() */[__webpack_require__.e(753), __webpack_require__.e(706), __webpack_require__.e(272)]).then(__webpack_require__.bind(__webpack_require__, 24272))).run,
});


/***/ }),

/***/ 2563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DK: () => (/* binding */ DEFAULT_EVIDENCE_OPTIONS),
/* harmony export */   Ui: () => (/* binding */ PR_COMMENT_MODES),
/* harmony export */   yu: () => (/* binding */ DOWNLOAD_ASSETS_MODES)
/* harmony export */ });
/** Input `pr-comment`. */
const PR_COMMENT_MODES = ['off', 'always', 'on-failure'];
/** Input `download-assets`. */
const DOWNLOAD_ASSETS_MODES = ['off', 'failed'];
const DEFAULT_EVIDENCE_OPTIONS = {
    prComment: 'off',
    junitFile: undefined,
    ctrfFile: undefined,
    downloadAssets: 'off',
};


/***/ })

};
