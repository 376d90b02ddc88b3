export const id = 486;
export const ids = [486];
export const modules = {

/***/ 650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $r: () => (/* binding */ targetOf),
/* harmony export */   Il: () => (/* binding */ triggerShape),
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   XV: () => (/* binding */ checkTrigger),
/* harmony export */   ff: () => (/* binding */ describeTarget),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS),
/* harmony export */   xd: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _action_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1729);


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
/** The trigger inputs, shared with the root action's schema. */
const triggerShape = {
    [INPUTS.suiteId]: (0,_action_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .optionalId */ .ui)(),
    [INPUTS.testId]: (0,_action_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .optionalId */ .ui)(),
    [INPUTS.all]: (0,_action_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zM)(false),
    [INPUTS.url]: (0,_action_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .optionalText */ .mR)().refine((value) => value === undefined || /^https?:$/.test(URL.parse(value)?.protocol ?? ''), { message: 'must be an http(s):// URL' }),
};
/** Exactly one of suite-id, test-id and all; url only with all. Checked before any request. */
function checkTrigger(raw, ctx) {
    const given = [];
    if (raw[INPUTS.suiteId] !== undefined)
        given.push(INPUTS.suiteId);
    if (raw[INPUTS.testId] !== undefined)
        given.push(INPUTS.testId);
    if (raw[INPUTS.all])
        given.push(INPUTS.all);
    if (!given.length)
        ctx.addIssue({
            code: 'custom',
            path: [],
            message: `Give one of the inputs "${INPUTS.suiteId}", "${INPUTS.testId}" or "${INPUTS.all}: true".`,
        });
    for (const name of given.slice(1))
        ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `cannot be combined with "${given[0] ?? ''}": give exactly one of "${INPUTS.suiteId}", "${INPUTS.testId}" and "${INPUTS.all}"`,
        });
    if (raw[INPUTS.url] !== undefined && !raw[INPUTS.all])
        ctx.addIssue({
            code: 'custom',
            path: [INPUTS.url],
            message: `is only allowed with "${INPUTS.all}: true" (a suite or a single test runs on its own URLs)`,
        });
}
function targetOf(raw) {
    const suiteId = raw[INPUTS.suiteId];
    const testId = raw[INPUTS.testId];
    if (suiteId !== undefined)
        return { kind: 'suite', id: suiteId };
    if (testId !== undefined)
        return { kind: 'test', id: testId };
    return { kind: 'all', url: raw[INPUTS.url] };
}
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc(triggerShape)
    .superRefine(checkTrigger)
    .transform((raw) => ({ target: targetOf(raw) }));
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

/***/ 9486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var _action_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2285);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(650);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5902);



const main = () => (0,_action_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .runMainEntry */ .L7)({ action: _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION */ .hr, inputs: _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT_NAMES */ .Qh, schema: _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputsSchema */ .xd, run: _run_js__WEBPACK_IMPORTED_MODULE_2__/* .run */ .e });


/***/ }),

/***/ 5902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ run),
/* harmony export */   h: () => (/* binding */ trigger)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3249);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(650);


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
    ctx.log.info(`Triggered ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .describeTarget */ .ff)(target)}: job ${jobId}.`);
    return jobId;
}
/** No answer, an unreadable one or a server error: the service may have acted on the request. */
function mayHaveStarted(error) {
    return (error.kind === 'network' ||
        error.kind === 'timeout' ||
        error.kind === 'malformed' ||
        (error.status !== undefined && error.status >= 500));
}
async function run(inputs, ctx) {
    const jobId = await trigger(inputs.target, ctx);
    return { outputs: { [_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.jobId]: String(jobId) } };
}


/***/ })

};
