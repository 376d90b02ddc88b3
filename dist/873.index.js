export const id = 873;
export const ids = [873];
export const modules = {

/***/ 61873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _api_jobs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64842);
/* harmony import */ var _codeless_target_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(65939);
/* harmony import */ var _codeless_trigger_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12275);
/* harmony import */ var _codeless_wait_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(72840);
/* harmony import */ var _runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(15510);
/* harmony import */ var _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(23933);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(67995);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4732);









/** The default check name: the target, the job and the matrix leg; never the job ID, so it can be required. */
function checkNameOf(target, ctx) {
    return (0,_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .stableCheckName */ .BM)(target.kind === 'all' ? 'All Codeless tests' : (0,_codeless_target_js__WEBPACK_IMPORTED_MODULE_8__/* .describeTarget */ .f)(target), ctx.job);
}
/**
 * Triggers, then waits and reports through wait-for-job. What the post step needs is saved the
 * moment it is known: the target before the trigger is sent (an answer lost on the way may still
 * have started runs), then the job, its check run and its end as wait-for-job saves them
 * (savingHooks), so a main that is cancelled or killed leaves exactly what to stop and to complete.
 */
async function run(inputs, ctx) {
    ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c4.stopOnCancel, String(inputs.stopOnCancel));
    ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c4.stopScope, inputs.stopScope);
    let jobId;
    try {
        jobId = await (0,_codeless_trigger_js__WEBPACK_IMPORTED_MODULE_2__/* .trigger */ .h)(inputs.target, ctx, {
            waitForCapacitySeconds: inputs.waitForCapacitySeconds,
            // Only once nothing is left to wait for: a cancel during the wait leaves post nothing to stop.
            beforeSend: () => ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c4.target, JSON.stringify(inputs.target)),
        });
    }
    catch (error) {
        // Turned away with a 4xx, the trigger started nothing: leave the post step nothing to stop.
        if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && error.kind === 'http' && (error.status ?? 500) < 500)
            ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c4.target, '');
        throw error;
    }
    const { result, failure } = await (0,_codeless_wait_js__WEBPACK_IMPORTED_MODULE_3__/* .waitAndReport */ .L)(jobId, { ...inputs.wait, checkName: inputs.wait.checkName ?? checkNameOf(inputs.target, ctx) }, ctx, (0,_wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_5__/* .savingHooks */ .h)(ctx, jobId));
    if (!_api_jobs_js__WEBPACK_IMPORTED_MODULE_1__/* .FINAL_JOB_STATUSES */ .O7.has(result.status))
        ctx.log.info(inputs.stopOnCancel
            ? `Job ${jobId} is still running: the post step stops its runs.`
            : `Job ${jobId} is still running; stop-on-cancel is false, so it is left running.`);
    return {
        outputs: { [_names_js__WEBPACK_IMPORTED_MODULE_7__/* .OUTPUTS */ .py.jobId]: String(jobId), ...(0,_wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_5__/* .waitOutputs */ .sI)(result) },
        ...(failure ? { failure } : {}),
    };
}


/***/ }),

/***/ 12275:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  h: () => (/* binding */ trigger)
});

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/runtime/deadline.ts
var runtime_deadline = __webpack_require__(94506);
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
;// CONCATENATED MODULE: ./src/codeless/capacity.ts



/**
 * Waiting for a free session before a trigger. Codeless tests run in browsers on the service's VMs,
 * so the VM pool is the one read (`concurrency.allowed.vms` against `concurrency.current.vms`); the
 * physical-device pool does not hold them up.
 */
/** The first wait between two reads of the team's sessions; it doubles up to MAX_READ_INTERVAL_MS. */
const FIRST_READ_INTERVAL_MS = 2_000;
const MAX_READ_INTERVAL_MS = 30_000;
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
    const deadline = new runtime_deadline/* Deadline */.B(clock, waitMs);
    let interval = FIRST_READ_INTERVAL_MS;
    let last;
    for (;;) {
        const team = await readTeam(deadline, ctx);
        if (!team)
            return { kind: 'unknown', waitedMs: waited() };
        const now = inUse(team);
        if (team.concurrency.allowed.vms <= 0) {
            log.info(`The plan states no VM sessions (${now}): triggering without waiting.`);
            return { kind: 'free', waitedMs: waited() };
        }
        if (!full(team)) {
            log.info(last ? `${now} after ${(0,wording/* formatSeconds */.Xo)(waited())}: triggering.` : `${now}: triggering.`);
            return { kind: 'free', waitedMs: waited() };
        }
        if (deadline.passed()) {
            log.info(`Still ${now} after ${(0,wording/* formatSeconds */.Xo)(waited())}: triggering anyway; the runs may queue.`);
            return { kind: 'full', waitedMs: waited() };
        }
        const line = `${now}: waiting for one to free (up to ${(0,wording/* formatSeconds */.Xo)(deadline.remaining())} more).`;
        if (now !== last)
            log.info(line);
        else
            log.debug(line);
        last = now;
        await deadline.pause(interval, signal);
        interval = Math.min(MAX_READ_INTERVAL_MS, interval * 2);
    }
}
/** The team's record, or undefined after one warning when it cannot be read; a cancel rejects. */
async function readTeam(deadline, ctx) {
    try {
        return await ctx.client.team.get(AbortSignal.any([ctx.signal, deadline.callLimit(READ_GRACE_MS)]));
    }
    catch (error) {
        ctx.signal.throwIfAborted();
        if (!(error instanceof errors/* ServiceError */._7))
            throw error;
        ctx.log.warning(`Could not read the team's sessions in use, so the trigger does not wait for one: ${(0,errors/* messageOf */.bD)(error)}`);
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/codeless/target.ts
var codeless_target = __webpack_require__(65939);
;// CONCATENATED MODULE: ./src/codeless/trigger.ts



/**
 * Starts the target's runs and returns the job to poll, after waiting for a free session if asked. The
 * POST goes out once (the transport never repeats it), so an answer that got lost leaves the runs
 * possibly started but never started twice. A cancel during the wait sends nothing.
 */
async function trigger(target, ctx, options = {}) {
    const { lab, labsuites } = ctx.client;
    await waitForCapacity((options.waitForCapacitySeconds ?? 0) * 1000, ctx);
    ctx.signal.throwIfAborted();
    options.beforeSend?.();
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
        if (error instanceof errors/* ServiceError */._7 && mayHaveStarted(error))
            throw new Error((0,errors/* withHint */.mu)(error, "A trigger is never sent twice, so nothing runs twice; if this one reached the service, its runs started: check the service's dashboard."), { cause: error });
        throw error;
    }
    ctx.log.info(`Triggered ${(0,codeless_target/* describeTarget */.f)(target)}: job ${jobId}.`);
    return jobId;
}
/**
 * No answer, an unreadable, oversized or foreign one, or a server error: the service may have acted on
 * the request.
 */
function mayHaveStarted(error) {
    return (error.kind === 'network' ||
        error.kind === 'timeout' ||
        error.kind === 'malformed' ||
        error.kind === 'too-large' ||
        error.kind === 'not-api' ||
        (error.status !== undefined && error.status >= 500));
}


/***/ })

};
