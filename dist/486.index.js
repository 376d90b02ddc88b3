export const id = 486;
export const ids = [486];
export const modules = {

/***/ 30650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $r: () => (/* binding */ targetOf),
/* harmony export */   Il: () => (/* binding */ triggerShape),
/* harmony export */   XV: () => (/* binding */ checkTrigger),
/* harmony export */   xd: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41843);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12291);



/** The trigger inputs, shared with the root action's schema. */
const triggerShape = {
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.suiteId]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalId */ .ui)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.testId]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalId */ .ui)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM)(false),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.url]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalText */ .mR)().refine((value) => value === undefined || /^https?:$/.test(URL.parse(value)?.protocol ?? ''), { message: 'must be an http(s):// URL' }),
};
/** Exactly one of suite-id, test-id and all; url only with all. Checked before any request. */
function checkTrigger(raw, ctx) {
    const given = [];
    if (raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.suiteId] !== undefined)
        given.push(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.suiteId);
    if (raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.testId] !== undefined)
        given.push(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.testId);
    if (raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all])
        given.push(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all);
    if (!given.length)
        ctx.addIssue({
            code: 'custom',
            path: [],
            message: `Give one of the inputs "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.suiteId}", "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.testId}" or "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all}: true".`,
        });
    for (const name of given.slice(1))
        ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `cannot be combined with "${given[0] ?? ''}": give exactly one of "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.suiteId}", "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.testId}" and "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all}"`,
        });
    if (raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.url] !== undefined && !raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all])
        ctx.addIssue({
            code: 'custom',
            path: [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.url],
            message: `is only allowed with "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all}: true" (a suite or a single test runs on its own URLs)`,
        });
}
function targetOf(raw) {
    const suiteId = raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.suiteId];
    const testId = raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.testId];
    if (suiteId !== undefined)
        return { kind: 'suite', id: suiteId };
    if (testId !== undefined)
        return { kind: 'test', id: testId };
    return { kind: 'all', url: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.url] };
}
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc(triggerShape)
    .superRefine(checkTrigger)
    .transform((raw) => ({ target: targetOf(raw) }));


/***/ }),

/***/ 79486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var _runtime_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53069);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30650);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41843);



const main = () => (0,_runtime_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .runMainEntry */ .L7)({
    action: _names_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTION */ .hr,
    inputs: _names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_NAMES */ .Qh,
    schema: _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputsSchema */ .xd,
    load: async () => (await __webpack_require__.e(/* import() */ 902).then(__webpack_require__.bind(__webpack_require__, 75902))).run,
});


/***/ }),

/***/ 41843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS)
/* harmony export */ });
const ACTION = 'trigger-lab-suite';
const INPUTS = {
    suiteId: 'suite-id',
    testId: 'test-id',
    all: 'all',
    url: 'url',
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = {
    jobId: 'job-id',
};


/***/ })

};
