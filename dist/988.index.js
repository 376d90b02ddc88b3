export const id = 988;
export const ids = [988];
export const modules = {

/***/ 51428:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* unused harmony export MAX_BUILDS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9691);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88532);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39897);
/* harmony import */ var _api_refs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(93916);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53249);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(12291);
/* harmony import */ var _wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92976);






/** Most builds one report takes (named, or matched by prefixes). */
const MAX_BUILDS = 100;
/** One build per line or comma-separated; a trailing `*` matches every build with that prefix. */
const buildList = () => zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
    .optional()
    .transform((v, ctx) => {
    const items = (v ?? '')
        .split(/[\n,]/)
        .map((item) => item.trim())
        .filter(Boolean);
    if (items.length > MAX_BUILDS) {
        ctx.addIssue({ code: 'custom', message: `names ${items.length} builds, more than ${MAX_BUILDS}` });
        return zod__WEBPACK_IMPORTED_MODULE_4__/* .NEVER */ .tm;
    }
    const selectors = [];
    for (const item of items) {
        const star = item.indexOf('*');
        try {
            if (star === -1)
                selectors.push({ kind: 'build', ref: (0,_api_refs_js__WEBPACK_IMPORTED_MODULE_5__/* .buildRefOf */ .tw)(item) });
            else if (star === item.length - 1 && star > 0)
                selectors.push({ kind: 'prefix', prefix: item.slice(0, -1) });
            else
                throw new TypeError('`*` may only end a build name prefix, as in my-app-1234-*');
        }
        catch (error) {
            ctx.addIssue({ code: 'custom', message: `has "${item}": ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)}` });
            return zod__WEBPACK_IMPORTED_MODULE_4__/* .NEVER */ .tm;
        }
    }
    return selectors;
});
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.build]: buildList(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.checkName]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOnFailure]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zM)(true),
    // Results lag by seconds, not hours: an hour is far more than any build needs to appear.
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.waitSeconds]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .wholeNumber */ .rD)({ min: 0, max: 3600, default: 30, unit: 'seconds' }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.githubToken]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .optionalText */ .mR)(),
    ..._wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .evidenceShape */ .l,
})
    .transform((raw) => ({
    builds: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.build],
    checkName: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.checkName],
    failOnFailure: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOnFailure],
    waitSeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.waitSeconds],
    githubToken: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.githubToken],
    evidence: (0,_wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .evidenceOptionsOf */ .$Y)(raw),
}));


/***/ }),

/***/ 28988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var _runtime_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80205);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51428);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39897);



const main = () => (0,_runtime_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .runMainEntry */ .L7)({
    action: _names_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTION */ .hr,
    inputs: _names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_NAMES */ .Qh,
    schema: _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputsSchema */ .x,
    load: async () => (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(753), __webpack_require__.e(919), __webpack_require__.e(124)]).then(__webpack_require__.bind(__webpack_require__, 33124))).run,
});


/***/ }),

/***/ 39897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS)
/* harmony export */ });
/* harmony import */ var _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23933);

const ACTION = 'annotate-build';
const INPUTS = {
    build: 'build',
    checkName: 'check-name',
    failOnFailure: 'fail-on-failure',
    waitSeconds: 'wait-seconds',
    githubToken: 'github-token',
    ..._wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_0__/* .EVIDENCE_INPUTS */ .sJ,
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = {
    total: 'total',
    passed: 'passed',
    failed: 'failed',
    unknown: 'unknown',
    conclusion: 'conclusion',
    checkRunId: 'check-run-id',
    checkRunUrl: 'check-run-url',
    ..._wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_0__/* .EVIDENCE_OUTPUTS */ .d,
};


/***/ }),

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
