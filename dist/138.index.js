export const id = 138;
export const ids = [138];
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

/***/ 97138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/runtime/runtime.ts + 13 modules
var runtime = __webpack_require__(7490);
// EXTERNAL MODULE: ./src/actions/trigger-lab-suite/inputs.ts
var inputs = __webpack_require__(30650);
// EXTERNAL MODULE: ./src/actions/trigger-lab-suite/names.ts
var names = __webpack_require__(41843);
// EXTERNAL MODULE: ./src/codeless/trigger.ts
var trigger = __webpack_require__(44624);
;// CONCATENATED MODULE: ./src/actions/trigger-lab-suite/run.ts



async function run(inputs, ctx) {
    const jobId = await (0,trigger/* trigger */.h)(inputs.target, ctx);
    return { outputs: { [names/* OUTPUTS */.py.jobId]: String(jobId) } };
}

;// CONCATENATED MODULE: ./src/actions/trigger-lab-suite/main.ts




const main = () => (0,runtime/* runMainEntry */.L7)({ action: names/* ACTION */.hr, inputs: names/* INPUT_NAMES */.Qh, schema: inputs/* InputsSchema */.xd, run: run });


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


/***/ }),

/***/ 65939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ describeTarget)
/* harmony export */ });
/** "Codeless suite 12", "Codeless test 7", "every Codeless test at https://…". */
function describeTarget(target) {
    switch (target.kind) {
        case 'suite':
            return `Codeless suite ${target.id}`;
        case 'test':
            return `Codeless test ${target.id}`;
        default:
            return `every Codeless test${target.url ? ` at ${target.url}` : ''}`;
    }
}


/***/ }),

/***/ 44624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ trigger)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65939);


/**
 * Starts the target's runs and returns the job to poll. The POST goes out once (the transport never
 * repeats it), so an answer that got lost leaves the runs possibly started but never started twice.
 */
async function trigger(target, ctx) {
    const { lab, labsuites } = ctx.client;
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
    ctx.log.info(`Triggered ${(0,_target_js__WEBPACK_IMPORTED_MODULE_1__/* .describeTarget */ .f)(target)}: job ${jobId}.`);
    return jobId;
}
/** No answer, an unreadable one or a server error: the service may have acted on the request. */
function mayHaveStarted(error) {
    return (error.kind === 'network' ||
        error.kind === 'timeout' ||
        error.kind === 'malformed' ||
        (error.status !== undefined && error.status >= 500));
}


/***/ })

};
