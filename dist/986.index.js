export const id = 986;
export const ids = [986];
export const modules = {

/***/ 3224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   c4: () => (/* binding */ STATE),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   py: () => (/* binding */ OUTPUTS),
/* harmony export */   xd: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* unused harmony export INPUTS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
/* harmony import */ var _action_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1729);
/* harmony import */ var _trigger_lab_suite_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(650);
/* harmony import */ var _wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2976);




const ACTION = 'run-codeless-tests';
const { jobId: _jobId, ...WAIT_OPTION_INPUTS } = _wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc;
const INPUTS = { ..._trigger_lab_suite_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc, ...WAIT_OPTION_INPUTS, stopOnCancel: 'stop-on-cancel' };
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = { ..._trigger_lab_suite_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUTS */ .py, ..._wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py };
/** What main leaves for post; each saved as soon as it is known, so a killed main still leaves it. */
const STATE = {
    /** The trigger target as JSON: what to stop; saved before the trigger is sent, emptied if it was turned away. */
    target: 'target',
    jobId: 'job-id',
    stopOnCancel: 'stop-on-cancel',
    /** Set once the job was seen FINISHED or FAILED: nothing left to stop. */
    finalStatus: 'final-status',
};
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ ..._trigger_lab_suite_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .triggerShape */ .Il, ..._wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .waitOptionsShape */ .BH, [INPUTS.stopOnCancel]: (0,_action_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zM)(true) })
    .superRefine(_trigger_lab_suite_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .checkTrigger */ .XV)
    .transform((raw) => ({
    target: (0,_trigger_lab_suite_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .targetOf */ .$r)(raw),
    wait: (0,_wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .waitOptionsOf */ .jE)(raw),
    stopOnCancel: raw[INPUTS.stopOnCancel],
}));


/***/ }),

/***/ 5986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/action/runtime.ts + 11 modules
var runtime = __webpack_require__(2285);
// EXTERNAL MODULE: ./src/actions/run/inputs.ts
var inputs = __webpack_require__(3224);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/api/jobs.ts
var jobs = __webpack_require__(4842);
// EXTERNAL MODULE: ./src/api/lab.ts
var api_lab = __webpack_require__(6579);
// EXTERNAL MODULE: ./src/api/pagination.ts
var pagination = __webpack_require__(3350);
// EXTERNAL MODULE: ./src/actions/trigger-lab-suite/inputs.ts
var trigger_lab_suite_inputs = __webpack_require__(650);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(3249);
;// CONCATENATED MODULE: ./src/actions/run/stop.ts







// Apart from run.ts, so the post step loads no reporting code.
/** Stops sent at once by the post step: quick for a large account, gentle on the service. */
const STOP_CONCURRENCY = 8;
const TargetSchema = schemas/* discriminatedUnion */.gMt('kind', [
    schemas/* object */.Ikc({ kind: schemas/* literal */.euz('suite'), id: schemas/* number */.aig().int().positive() }),
    schemas/* object */.Ikc({ kind: schemas/* literal */.euz('test'), id: schemas/* number */.aig().int().positive() }),
    schemas/* object */.Ikc({ kind: schemas/* literal */.euz('all'), url: schemas/* string */.YjP().optional() }),
]);
/**
 * The post step: when main ended while the job was still running (the workflow was cancelled, the
 * job outlived its time limit, or the wait timed out) and stop-on-cancel is true, stops the runs main
 * started: every test of the suite, every Codeless test, or the one test. A trigger sent whose answer
 * never came (lost, timed out, cancelled) may have started runs as well: they are stopped too.
 * Nothing triggered, or the job ended: nothing to do. Problems are warnings (runPostEntry).
 */
async function post(ctx) {
    const targetText = ctx.getState(inputs/* STATE */.c4.target);
    if (!targetText) {
        ctx.log.debug('No job was triggered: nothing to stop.');
        return;
    }
    const jobIdText = ctx.getState(inputs/* STATE */.c4.jobId);
    const what = jobIdText ? `Job ${jobIdText}` : 'The trigger whose answer never came';
    const finalStatus = ctx.getState(inputs/* STATE */.c4.finalStatus);
    if (finalStatus) {
        ctx.log.debug(`Job ${jobIdText} ended ${finalStatus}: nothing to stop.`);
        return;
    }
    if (ctx.getState(inputs/* STATE */.c4.stopOnCancel) !== 'true') {
        ctx.log.info(`${what} may still be running; stop-on-cancel is false, so its runs are left alone.`);
        return;
    }
    const target = TargetSchema.parse(JSON.parse(targetText));
    if (jobIdText && (await endedMeanwhile(Number(jobIdText), ctx)))
        return;
    const ids = await codelessTestsOf(target, ctx);
    let stopped = 0;
    const queue = [...ids];
    const worker = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
            try {
                await ctx.client.lab.stop(id);
                stopped++;
            }
            catch (error) {
                ctx.log.warning(`Could not stop the runs of Codeless test ${id}: ${(0,errors/* messageOf */.bD)(error)}`);
            }
        }
    };
    await Promise.all(Array.from({ length: Math.min(STOP_CONCURRENCY, ids.length) }, worker));
    ctx.log.info(`${what} ${jobIdText ? 'was still running when the workflow ended' : 'may have started runs'}: stopped the runs of ${stopped} of ${ids.length} Codeless tests (${(0,trigger_lab_suite_inputs/* describeTarget */.ff)(target)}).`);
}
/** The job may have ended after main stopped watching; a job that cannot be read is stopped anyway. */
async function endedMeanwhile(jobId, ctx) {
    try {
        const job = await ctx.client.jobs.get(jobId);
        if (!jobs/* FINAL_JOB_STATUSES */.O7.has(job.status))
            return false;
        ctx.log.info(`Job ${jobId} ended ${job.status} meanwhile: nothing to stop.`);
        return true;
    }
    catch (error) {
        ctx.log.debug(`Could not read job ${jobId} (${(0,errors/* messageOf */.bD)(error)}); stopping its runs anyway.`);
        return false;
    }
}
/** The Codeless tests a target ran: a suite's and the account's read over every page. */
async function codelessTestsOf(target, ctx) {
    if (target.kind === 'test')
        return [target.id];
    const { lab, labsuites } = ctx.client;
    const records = target.kind === 'suite'
        ? await (0,pagination/* collectPages */.VV)((page) => labsuites.tests(target.id, page))
        : await (0,pagination/* collectPages */.VV)((page) => lab.list(page));
    const ids = records.map(api_lab/* codelessIdOf */.D9).filter((id) => id !== undefined);
    if (ids.length < records.length)
        ctx.log.warning(`${records.length - ids.length} Codeless test records without an ID could not be stopped.`);
    return ids;
}

;// CONCATENATED MODULE: ./src/actions/run/post.ts



const main = () => (0,runtime/* runPostEntry */.GW)(inputs/* ACTION */.hr, post);


/***/ }),

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

/***/ 2976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BH: () => (/* binding */ waitOptionsShape),
/* harmony export */   P_: () => (/* binding */ TIMEOUT_STATUS),
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   jE: () => (/* binding */ waitOptionsOf),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS),
/* harmony export */   xd: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _action_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1729);


const ACTION = 'wait-for-job';
const INPUTS = {
    jobId: 'job-id',
    timeout: 'timeout',
    pollInterval: 'poll-interval',
    failOnFailure: 'fail-on-failure',
    report: 'report',
    checkName: 'check-name',
    githubToken: 'github-token',
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = {
    status: 'status',
    success: 'success',
    testIds: 'test-ids',
    failedCount: 'failed-count',
    checkRunUrl: 'check-run-url',
};
/** The `status` output when the wait gave up. */
const TIMEOUT_STATUS = 'TIMEOUT';
/** Every input but `job-id`, shared with the root action's schema. */
const waitOptionsShape = {
    // A GitHub job runs at most 5 days on a self-hosted runner; no wait needs to be longer.
    [INPUTS.timeout]: (0,_action_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .wholeNumber */ .rD)({ min: 1, max: 432_000, default: 3600, unit: 'seconds' }),
    [INPUTS.pollInterval]: (0,_action_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .wholeNumber */ .rD)({ min: 1, max: 3600, default: 5, unit: 'seconds' }),
    [INPUTS.failOnFailure]: (0,_action_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zM)(true),
    [INPUTS.report]: (0,_action_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zM)(true),
    [INPUTS.checkName]: (0,_action_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .optionalText */ .mR)(),
    [INPUTS.githubToken]: (0,_action_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .optionalText */ .mR)(),
};
function waitOptionsOf(raw) {
    return {
        timeoutSeconds: raw[INPUTS.timeout],
        pollIntervalSeconds: raw[INPUTS.pollInterval],
        failOnFailure: raw[INPUTS.failOnFailure],
        report: raw[INPUTS.report],
        checkName: raw[INPUTS.checkName],
        githubToken: raw[INPUTS.githubToken],
    };
}
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ [INPUTS.jobId]: (0,_action_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .requiredId */ .rP)(), ...waitOptionsShape })
    .transform((raw) => ({ jobId: raw[INPUTS.jobId], ...waitOptionsOf(raw) }));


/***/ })

};
