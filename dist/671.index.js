export const id = 671;
export const ids = [671];
export const modules = {

/***/ 67995:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9691);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4732);
/* harmony import */ var _codeless_target_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65939);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12291);
/* harmony import */ var _trigger_lab_suite_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30650);
/* harmony import */ var _wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92976);






const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    ..._trigger_lab_suite_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .triggerShape */ .Il,
    ..._wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .waitOptionsShape */ .BH,
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.stopOnCancel]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zM)(true),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.stopScope]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .oneOf */ .yL)(_codeless_target_js__WEBPACK_IMPORTED_MODULE_5__/* .STOP_SCOPES */ .D, 'job'),
})
    .superRefine(_trigger_lab_suite_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .checkTrigger */ .XV)
    .transform((raw) => ({
    target: (0,_trigger_lab_suite_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .targetOf */ .$r)(raw),
    waitForCapacitySeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.waitForCapacity],
    wait: (0,_wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .waitOptionsOf */ .jE)(raw),
    stopOnCancel: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.stopOnCancel],
    stopScope: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.stopScope],
}));


/***/ }),

/***/ 50671:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var _runtime_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80205);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67995);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4732);



const main = () => (0,_runtime_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .runMainEntry */ .L7)({
    action: _names_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTION */ .hr,
    inputs: _names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_NAMES */ .Qh,
    schema: _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputsSchema */ .x,
    load: async () => (await Promise.all(/* import() */[__webpack_require__.e(753), __webpack_require__.e(706), __webpack_require__.e(873)]).then(__webpack_require__.bind(__webpack_require__, 61873))).run,
});


/***/ }),

/***/ 4732:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   c4: () => (/* binding */ STATE),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS)
/* harmony export */ });
/* harmony import */ var _trigger_lab_suite_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41843);
/* harmony import */ var _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23933);


const ACTION = 'run-codeless-tests';
const { jobId: _jobId, ...WAIT_OPTION_INPUTS } = _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc;
const INPUTS = {
    ..._trigger_lab_suite_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc,
    ...WAIT_OPTION_INPUTS,
    stopOnCancel: 'stop-on-cancel',
    stopScope: 'stop-scope',
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = { ..._trigger_lab_suite_names_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUTS */ .py, ..._wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py };
/**
 * What main leaves for post; each saved as soon as it is known, so a killed main still leaves it. The
 * job and its check run as wait-for-job saves them, and what to stop.
 */
const STATE = {
    ..._wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_1__/* .STATE */ .c4,
    /** The trigger target as JSON: what to stop; saved before the trigger is sent, emptied if it was turned away. */
    target: 'target',
    stopOnCancel: 'stop-on-cancel',
    /** What a cancel stops: the job's tests, or every run of the target (StopScope). */
    stopScope: 'stop-scope',
};


/***/ }),

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
    // A GitHub job runs at most 5 days on a self-hosted runner; no wait needs to be longer.
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.waitForCapacity]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .wholeNumber */ .rD)({ min: 0, max: 432_000, default: 0, unit: 'seconds' }),
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
    .transform((raw) => ({
    target: targetOf(raw),
    waitForCapacitySeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.waitForCapacity],
}));


/***/ }),

/***/ 41843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS)
/* harmony export */ });
/* harmony import */ var _codeless_capacity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63594);

const ACTION = 'trigger-lab-suite';
const INPUTS = {
    suiteId: 'suite-id',
    testId: 'test-id',
    all: 'all',
    url: 'url',
    waitForCapacity: _codeless_capacity_js__WEBPACK_IMPORTED_MODULE_0__/* .CAPACITY_INPUT */ .mX,
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = {
    jobId: 'job-id',
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

/***/ 63594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N$: () => (/* binding */ waitForCapacity),
/* harmony export */   mX: () => (/* binding */ CAPACITY_INPUT)
/* harmony export */ });
/* unused harmony exports FIRST_READ_INTERVAL_MS, MAX_READ_INTERVAL_MS, READ_GRACE_MS */
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94506);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);



/**
 * Waiting for a free session before a trigger. Codeless tests run in browsers on the service's VMs,
 * so the VM pool is the one read (`concurrency.allowed.vms` against `concurrency.current.vms`); the
 * physical-device pool does not hold them up.
 */
/** The first wait between two reads of the team's sessions; it doubles up to MAX_READ_INTERVAL_MS. */
const FIRST_READ_INTERVAL_MS = 2_000;
const MAX_READ_INTERVAL_MS = 30_000;
/** The input that bounds the wait (trigger-lab-suite's and the root action's): its messages name it. */
const CAPACITY_INPUT = 'wait-for-capacity';
/** How long past the bound one read may still take: the transport's retries must not stretch the wait. */
const READ_GRACE_MS = 5_000;
/** "5 of 5 VM sessions in use". */
function inUse(team) {
    const { allowed, current } = team.concurrency;
    return `${current.vms} of ${allowed.vms} VM session${allowed.vms === 1 ? '' : 's'} in use`;
}
const full = (team) => team.concurrency.current.vms >= team.concurrency.allowed.vms;
/**
 * Reads the team's VM sessions (GET /v1/team-management) and, while every allowed session is in use,
 * reads again with a growing pause until one frees or `waitMs` has passed; says so in one line as the
 * wait starts and as it ends. Nothing is read when `waitMs` is 0. An answer that cannot be read (401,
 * 403, one that is not the record, no answer) is one warning, and the caller goes ahead. A cancel
 * rejects at once, so the caller triggers nothing.
 */
async function waitForCapacity(waitMs, ctx) {
    const { clock, log, signal } = ctx;
    const started = clock.now();
    const waited = () => clock.now() - started;
    if (waitMs <= 0)
        return { kind: 'free', waitedMs: 0 };
    const deadline = new _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_1__/* .Deadline */ .B(clock, waitMs);
    // Every read, its retries included, ends by the end of the wait and READ_GRACE_MS.
    const bounded = ctx.client.within(deadline.bound(READ_GRACE_MS, `${CAPACITY_INPUT} (${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSeconds */ .Xo)(waitMs)})`));
    let interval = FIRST_READ_INTERVAL_MS;
    let last;
    for (;;) {
        const team = await readTeam(bounded, ctx);
        if (!team)
            return { kind: 'unknown', waitedMs: waited() };
        const now = inUse(team);
        if (team.concurrency.allowed.vms <= 0) {
            log.info(`The plan states no VM sessions (${now}): triggering without waiting.`);
            return { kind: 'free', waitedMs: waited() };
        }
        if (!full(team)) {
            log.info(last ? `${now} after ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSeconds */ .Xo)(waited())}: triggering.` : `${now}: triggering.`);
            return { kind: 'free', waitedMs: waited() };
        }
        if (deadline.passed()) {
            log.info(`Still ${now} after ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSeconds */ .Xo)(waited())}: triggering anyway; the runs may queue.`);
            return { kind: 'full', waitedMs: waited() };
        }
        const line = `${now}: waiting for one to free (up to ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSeconds */ .Xo)(deadline.remaining())} more).`;
        if (now !== last)
            log.info(line);
        else
            log.debug(line);
        last = now;
        await deadline.pause(interval, signal);
        interval = Math.min(MAX_READ_INTERVAL_MS, interval * 2);
    }
}
/**
 * The team's record, or undefined after one warning when it cannot be read (a read that ran out of the
 * wait says so, naming the endpoint and the input); a cancel rejects.
 */
async function readTeam(client, ctx) {
    try {
        return await client.team.get();
    }
    catch (error) {
        ctx.signal.throwIfAborted();
        if (!(error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7))
            throw error;
        ctx.log.warning(`Could not read the team's sessions in use, so the trigger does not wait for one: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        return undefined;
    }
}


/***/ }),

/***/ 65939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ STOP_SCOPES),
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
const STOP_SCOPES = ['job', 'target'];


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
