export const id = 700;
export const ids = [700];
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

/***/ 4700:
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
var run_inputs = __webpack_require__(3224);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(3249);
// EXTERNAL MODULE: ./src/actions/trigger-lab-suite/inputs.ts
var inputs = __webpack_require__(650);
// EXTERNAL MODULE: ./src/actions/trigger-lab-suite/run.ts
var run = __webpack_require__(5902);
// EXTERNAL MODULE: ./src/actions/wait-for-job/run.ts
var wait_for_job_run = __webpack_require__(4272);
;// CONCATENATED MODULE: ./src/actions/run/run.ts





function checkNameOf(target) {
    return target.kind === 'all' ? 'Codeless tests (all)' : (0,inputs/* describeTarget */.ff)(target);
}
/**
 * Triggers, then waits and reports through wait-for-job. What the post step needs is saved the
 * moment it is known: the target before the trigger is sent (an answer lost on the way may still
 * have started runs), the job as soon as the trigger answered, the final status as soon as the job
 * is seen ending, so a main that is cancelled or killed leaves exactly what to stop.
 */
async function run_run(inputs, ctx) {
    ctx.saveState(run_inputs/* STATE */.c4.target, JSON.stringify(inputs.target));
    ctx.saveState(run_inputs/* STATE */.c4.stopOnCancel, String(inputs.stopOnCancel));
    let jobId;
    try {
        jobId = await (0,run/* trigger */.h)(inputs.target, ctx);
    }
    catch (error) {
        // Turned away with a 4xx, the trigger started nothing: leave the post step nothing to stop.
        if (error instanceof errors/* ServiceError */._7 && error.kind === 'http' && (error.status ?? 500) < 500)
            ctx.saveState(run_inputs/* STATE */.c4.target, '');
        throw error;
    }
    ctx.saveState(run_inputs/* STATE */.c4.jobId, String(jobId));
    let ended = false;
    const result = await (0,wait_for_job_run/* run */.eF)({ jobId, ...inputs.wait, checkName: inputs.wait.checkName ?? checkNameOf(inputs.target) }, ctx, {
        onFinal: (job) => {
            ended = true;
            ctx.saveState(run_inputs/* STATE */.c4.finalStatus, job.status);
        },
    });
    if (!ended)
        ctx.log.info(inputs.stopOnCancel
            ? `Job ${jobId} is still running: the post step stops its runs.`
            : `Job ${jobId} is still running; stop-on-cancel is false, so it is left running.`);
    return { ...result, outputs: { [run_inputs/* OUTPUTS */.py.jobId]: String(jobId), ...result.outputs } };
}

;// CONCATENATED MODULE: ./src/actions/run/main.ts



const main = () => (0,runtime/* runMainEntry */.L7)({ action: run_inputs/* ACTION */.hr, inputs: run_inputs/* INPUT_NAMES */.Qh, schema: run_inputs/* InputsSchema */.xd, run: run_run });


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


/***/ }),

/***/ 4272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eF: () => (/* binding */ run)
/* harmony export */ });
/* unused harmony exports MAX_POLL_INTERVAL_MS, POLL_GRACE_MS, pollJob, verdictOf, jobReport, formatSeconds */
/* harmony import */ var _action_deadline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7716);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3249);
/* harmony import */ var _api_jobs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4842);
/* harmony import */ var _report_publish_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7515);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2976);





/** The longest wait between two polls when the user asked for less ("about 30 s"). */
const MAX_POLL_INTERVAL_MS = 30_000;
/** How much longer each wait gets while the status stays the same. */
const GROWTH = 1.5;
/**
 * How long past the deadline a poll may still take: the last one happens at the deadline itself, and a
 * service that stops answering must not stretch the wait by the transport's retries (minutes).
 */
const POLL_GRACE_MS = 5_000;
/**
 * Polls GET /v1/jobs/{id} until FINISHED or FAILED, the deadline, or cancellation. The first wait is
 * `poll-interval`; it grows while the status stays the same and drops back when it changes. A poll
 * always follows the last wait, so a job that ends during it is seen as ended, not timed out. A
 * failed poll (after the transport's own retries) is waited through until the deadline, except an
 * answer that cannot heal (401, 403, 404 ...), which ends the wait at once. A poll still unanswered
 * POLL_GRACE_MS past the deadline is given up: the wait ends as a time-out.
 */
async function pollJob(jobId, options, ctx) {
    const { clock, signal, log } = ctx;
    const started = clock.now();
    const deadline = new _action_deadline_js__WEBPACK_IMPORTED_MODULE_4__/* .Deadline */ .B(clock, options.timeoutMs);
    const cap = Math.max(MAX_POLL_INTERVAL_MS, options.pollIntervalMs);
    let interval = options.pollIntervalMs;
    let job;
    let lastError;
    for (;;) {
        if (signal.aborted)
            return { kind: 'cancelled', job };
        const pollLimit = deadline.callLimit(POLL_GRACE_MS);
        try {
            const seen = await ctx.client.jobs.get(jobId, AbortSignal.any([signal, pollLimit]));
            if (seen.status !== job?.status) {
                log.info(`Job ${jobId} is ${seen.status} (after ${formatSeconds(clock.now() - started)}).`);
                interval = options.pollIntervalMs;
            }
            else {
                log.debug(`Job ${jobId} is still ${seen.status}.`);
                interval = Math.min(cap, Math.round(interval * GROWTH));
            }
            job = seen;
            lastError = undefined;
            if (_api_jobs_js__WEBPACK_IMPORTED_MODULE_1__/* .FINAL_JOB_STATUSES */ .O7.has(seen.status))
                return { kind: 'final', job: seen };
        }
        catch (error) {
            if (signal.aborted)
                return { kind: 'cancelled', job };
            if (pollLimit.aborted) {
                const call = error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 ? `${error.operation} (${error.method} ${error.path})` : 'the poll';
                return { kind: 'timeout', job, lastError: new Error(`${call} had no answer by the time-out`) };
            }
            if (!mayHeal(error))
                throw error;
            // One warning per run of failures; the transport has already retried this poll.
            if (lastError === undefined)
                log.warning(`Polling job ${jobId} failed; trying again until the time-out: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
            else
                log.info(`Polling job ${jobId} failed again: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
            lastError = error;
        }
        if (deadline.passed())
            return { kind: 'timeout', job, lastError };
        try {
            await deadline.pause(interval, signal);
        }
        catch {
            return { kind: 'cancelled', job };
        }
    }
}
/** 4xx answers other than 408 and 429 say the same thing every time: waiting will not change them. */
function mayHeal(error) {
    if (!(error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7))
        return false;
    if (error.kind === 'aborted')
        return false;
    const status = error.status;
    return status === undefined || status >= 500 || status === 408 || status === 429;
}
async function run(inputs, ctx, hooks = {}) {
    const { jobId } = inputs;
    ctx.log.info(`Waiting up to ${formatSeconds(inputs.timeoutSeconds * 1000)} for job ${jobId} (first poll interval ${inputs.pollIntervalSeconds} s).`);
    const outcome = await pollJob(jobId, { timeoutMs: inputs.timeoutSeconds * 1000, pollIntervalMs: inputs.pollIntervalSeconds * 1000 }, ctx);
    if (outcome.kind === 'final')
        hooks.onFinal?.(outcome.job);
    const job = outcome.job;
    const outputs = {
        [_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUTS */ .py.status]: outcome.kind === 'timeout' ? _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .TIMEOUT_STATUS */ .P_ : (job?.status ?? ''),
        [_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUTS */ .py.success]: job?.success === null || job?.success === undefined ? '' : String(job.success),
        [_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUTS */ .py.testIds]: JSON.stringify(job?.test_ids ?? []),
        [_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUTS */ .py.failedCount]: String(job?.errors.length ?? 0),
        [_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUTS */ .py.checkRunUrl]: '',
    };
    if (outcome.kind === 'cancelled') {
        const failure = `Cancelled while waiting for job ${jobId}: stopped polling (last status seen: ${job?.status ?? 'none'}).`;
        ctx.log.info(failure);
        return { outputs, failure };
    }
    const verdict = verdictOf(jobId, outcome, inputs);
    if (inputs.report) {
        const report = jobReport(jobId, outcome, inputs.checkName ?? `Codeless job ${jobId}`, verdict);
        try {
            const result = await (0,_report_publish_js__WEBPACK_IMPORTED_MODULE_2__/* .publishReport */ .S3)(report, await (0,_report_publish_js__WEBPACK_IMPORTED_MODULE_2__/* .reportDepsFromEnv */ .__)(inputs.githubToken, ctx));
            outputs[_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUTS */ .py.checkRunUrl] = result.checkRunUrl ?? '';
        }
        catch (error) {
            if (ctx.signal.aborted) {
                return {
                    outputs,
                    failure: `Cancelled while reporting job ${jobId} (${job?.status ?? 'no status'}).`,
                };
            }
            ctx.log.warning(`Could not report job ${jobId} to GitHub: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        }
    }
    if (verdict.failure) {
        if (verdict.optional && !inputs.failOnFailure) {
            ctx.log.warning(`${verdict.failure} (fail-on-failure is false, so the step passes)`);
            return { outputs };
        }
        return { outputs, failure: verdict.failure };
    }
    ctx.log.info(verdict.title);
    return { outputs };
}
function verdictOf(jobId, outcome, inputs) {
    const job = outcome.job;
    const tests = job ? plural(job.test_ids.length, 'test') : '';
    const errors = job?.errors ?? [];
    if (outcome.kind === 'timeout') {
        // The error's own closing period would double the line's.
        const lastPoll = outcome.lastError
            ? `; the last poll failed: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(outcome.lastError).replace(/\.$/, '')}`
            : '';
        const title = `Job ${jobId} did not finish within ${formatSeconds(inputs.timeoutSeconds * 1000)} (last status seen: ${job?.status ?? 'none'})`;
        return { title, conclusion: 'timed_out', failure: `${title}${lastPoll}.` };
    }
    const failures = errors.length ? `: ${summarizeErrors(errors)}` : '';
    if (outcome.job.status === 'FAILED') {
        const title = `Job ${jobId} FAILED${errors.length ? ` with ${plural(errors.length, 'failure')}` : ''}`;
        return { title, conclusion: 'failure', failure: `${title}${failures}.`, optional: true };
    }
    if (outcome.job.success === false) {
        const title = `Job ${jobId} FINISHED: ${errors.length} of ${tests} failed`;
        return { title, conclusion: 'failure', failure: `${title}${failures}.`, optional: true };
    }
    if (outcome.job.success === true)
        return { title: `Job ${jobId} FINISHED: all ${tests} passed`, conclusion: 'success' };
    return { title: `Job ${jobId} FINISHED without a result (success is null)`, conclusion: 'neutral' };
}
/** The first failures in a few words each, for the one line that fails the step. */
function summarizeErrors(errors) {
    const shown = errors.slice(0, 3).map((entry, i) => {
        const d = (0,_api_jobs_js__WEBPACK_IMPORTED_MODULE_1__/* .jobErrorDetail */ .Vt)(entry);
        return `${entryName(d, i)} ${failureText(d)}`;
    });
    const more = errors.length > shown.length ? `; and ${errors.length - shown.length} more` : '';
    return shown.join('; ') + more;
}
function entryName(d, index) {
    if (d.testName)
        return d.testId === undefined ? d.testName : `${d.testName} (test ${d.testId})`;
    return d.testId === undefined ? `Failure ${index + 1}` : `Test ${d.testId}`;
}
/** "failed at step 3 on chrome 126 (time 12.5): element #buy not found". */
function failureText(d) {
    return ('failed' +
        (d.step ? ` at step ${d.step}` : '') +
        (d.browser ? ` on ${d.browser}` : '') +
        (d.time ? ` (time ${d.time})` : '') +
        (d.message ? `: ${d.message}` : ''));
}
/** Spawned tests listed in the job summary; beyond this many, a count stands for the rest. */
const MAX_LISTED_TESTS = 1000;
/**
 * The report of a job: one failed entry per `errors` item (step, browser and time in its message),
 * and, once the job FINISHED, a passed entry per spawned test that no error names, when every error
 * names its test (otherwise which ones passed cannot be told). The spawned tests go in `details`.
 */
function jobReport(jobId, outcome, checkName, verdict) {
    const job = outcome.job;
    const details = (job?.errors ?? []).map(_api_jobs_js__WEBPACK_IMPORTED_MODULE_1__/* .jobErrorDetail */ .Vt);
    const entries = details.map((d, i) => ({
        name: entryName(d, i),
        outcome: 'failed',
        environment: d.browser,
        message: `${failureText(d).replace(/^failed/, 'Failed')}.`,
        ...(d.testId === undefined ? {} : { id: String(d.testId) }),
    }));
    const named = new Set(details.map((d) => d.testId));
    if (job && outcome.kind === 'final' && job.status === 'FINISHED' && !named.has(undefined)) {
        for (const id of job.test_ids)
            if (!named.has(id))
                entries.push({ name: `Test ${id}`, outcome: 'passed', id: String(id) });
    }
    const ids = job?.test_ids ?? [];
    const listed = ids.slice(0, MAX_LISTED_TESTS).join(', ');
    const rest = ids.length > MAX_LISTED_TESTS ? `, and ${ids.length - MAX_LISTED_TESTS} more` : '';
    const lines = [
        `**Job ${jobId}**: ${outcome.kind === 'timeout' ? `${_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .TIMEOUT_STATUS */ .P_} (last status seen: ${job?.status ?? 'none'})` : (job?.status ?? '')}` +
            (job ? `, created ${job.created_at}, last updated ${job.updated_at}` : ''),
        '',
        ids.length ? `Tests spawned (${ids.length}): ${listed}${rest}` : 'No spawned tests reported yet.',
    ];
    return {
        checkName,
        externalId: `job-${jobId}`,
        title: verdict.title,
        entries,
        details: lines.join('\n'),
        conclusion: verdict.conclusion,
    };
}
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/** "45 s", "2 min 5 s", "1 h 0 min". */
function formatSeconds(ms) {
    const s = Math.round(ms / 1000);
    if (s < 60)
        return `${s} s`;
    if (s < 3600)
        return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
    return `${Math.floor(s / 3600)} h${s % 3600 >= 60 ? ` ${Math.floor((s % 3600) / 60)} min` : ''}`;
}


/***/ })

};
