export const id = 752;
export const ids = [752];
export const modules = {

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
/** What main leaves for post; each saved as soon as it is known, so a killed main still leaves it. */
const STATE = {
    /** The trigger target as JSON: what to stop; saved before the trigger is sent, emptied if it was turned away. */
    target: 'target',
    jobId: 'job-id',
    stopOnCancel: 'stop-on-cancel',
    /** What a cancel stops: the job's tests, or every run of the target (StopScope). */
    stopScope: 'stop-scope',
    /** Set once the job was seen FINISHED or FAILED: nothing left to stop. */
    finalStatus: 'final-status',
};


/***/ }),

/***/ 84752:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main),
/* harmony export */   post: () => (/* binding */ post)
/* harmony export */ });
/* harmony import */ var _codeless_stop_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63766);
/* harmony import */ var _runtime_runtime_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7490);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4732);



/**
 * The post step: when main ended while the job was still running (the workflow was cancelled, the
 * job outlived its time limit, or the wait timed out) and stop-on-cancel is true, stops the runs main
 * started: by default the tests the job spawned, nothing else (stop-scope decides; see stopRuns).
 * Nothing triggered, or the job ended: nothing to do. Problems are warnings (runPostEntry).
 */
async function post(ctx) {
    const targetText = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.target);
    if (!targetText) {
        ctx.log.debug('No job was triggered: nothing to stop.');
        return;
    }
    const jobIdText = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.jobId);
    const what = jobIdText ? `Job ${jobIdText}` : 'The trigger whose answer never came';
    const finalStatus = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.finalStatus);
    if (finalStatus) {
        ctx.log.debug(`Job ${jobIdText} ended ${finalStatus}: nothing to stop.`);
        return;
    }
    if (ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.stopOnCancel) !== 'true') {
        ctx.log.info(`${what} may still be running; stop-on-cancel is false, so its runs are left alone.`);
        return;
    }
    const savedScope = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.stopScope);
    await (0,_codeless_stop_js__WEBPACK_IMPORTED_MODULE_0__/* .stopRuns */ .pZ)({
        target: _codeless_stop_js__WEBPACK_IMPORTED_MODULE_0__/* .TargetSchema */ .Nd.parse(JSON.parse(targetText)),
        jobId: /^[1-9]\d{0,9}$/.test(jobIdText) ? Number(jobIdText) : undefined,
        // Only main's own words count: anything else stops the least.
        scope: _codeless_stop_js__WEBPACK_IMPORTED_MODULE_0__/* .STOP_SCOPES */ .DU.includes(savedScope) ? savedScope : 'job',
    }, ctx);
}
const main = () => (0,_runtime_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .runPostEntry */ .GW)(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTION */ .hr, post);


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

/***/ 23933:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   d: () => (/* binding */ EVIDENCE_OUTPUTS),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   k4: () => (/* binding */ evidenceOutputs),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS),
/* harmony export */   sI: () => (/* binding */ waitOutputs),
/* harmony export */   sJ: () => (/* binding */ EVIDENCE_INPUTS)
/* harmony export */ });
const ACTION = 'wait-for-job';
/** The reporting inputs of every reporting action (annotate-build takes them too). */
const EVIDENCE_INPUTS = {
    prComment: 'pr-comment',
    junitFile: 'junit-file',
    ctrfFile: 'ctrf-file',
    downloadAssets: 'download-assets',
};
/** The outputs those inputs give, on every reporting action. */
const EVIDENCE_OUTPUTS = {
    junitFile: 'junit-file',
    ctrfFile: 'ctrf-file',
    assetsDir: 'assets-dir',
};
const INPUTS = {
    jobId: 'job-id',
    timeout: 'timeout',
    pollInterval: 'poll-interval',
    failOnFailure: 'fail-on-failure',
    report: 'report',
    checkName: 'check-name',
    githubToken: 'github-token',
    ...EVIDENCE_INPUTS,
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = {
    status: 'status',
    success: 'success',
    testIds: 'test-ids',
    failedCount: 'failed-count',
    checkRunUrl: 'check-run-url',
    ...EVIDENCE_OUTPUTS,
};
/** The outputs of a wait, shared with the root action. */
function waitOutputs(result) {
    return {
        [OUTPUTS.status]: result.status,
        [OUTPUTS.success]: result.success === undefined ? '' : String(result.success),
        [OUTPUTS.testIds]: JSON.stringify(result.testIds),
        [OUTPUTS.failedCount]: String(result.failedCount),
        [OUTPUTS.checkRunUrl]: result.checkRunUrl ?? '',
        ...evidenceOutputs(result),
    };
}
/** `junit-file`, `ctrf-file` and `assets-dir`: each empty when nothing was written there. */
function evidenceOutputs(result) {
    return {
        [EVIDENCE_OUTPUTS.junitFile]: result.junitFile ?? '',
        [EVIDENCE_OUTPUTS.ctrfFile]: result.ctrfFile ?? '',
        [EVIDENCE_OUTPUTS.assetsDir]: result.assetsDir ?? '',
    };
}


/***/ }),

/***/ 63766:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DU: () => (/* binding */ STOP_SCOPES),
/* harmony export */   Nd: () => (/* binding */ TargetSchema),
/* harmony export */   pZ: () => (/* binding */ stopRuns)
/* harmony export */ });
/* unused harmony exports LATE_SPAWN_READS, LATE_SPAWN_PAUSE_MS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9691);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _api_jobs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64842);
/* harmony import */ var _api_lab_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36579);
/* harmony import */ var _api_pagination_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43350);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42179);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65939);







/** Stops sent at once by the post step: quick for a large job, gentle on the service. */
const STOP_CONCURRENCY = 8;
/**
 * After the first stops the job is read again, this far apart: once always, and up to this many times
 * while it is QUEUED or lists no test yet, since a job still spawning lists more tests a moment later.
 */
const LATE_SPAWN_READS = 3;
const LATE_SPAWN_PAUSE_MS = 2_000;
/** A target as main saved it; read back by the post step. */
const TargetSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .discriminatedUnion */ .gMt('kind', [
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('suite'), id: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive() }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('test'), id: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive() }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('all'), url: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional() }),
]);
const STOP_SCOPES = ['job', 'target'];
/** Stops what the trigger started, unless the job ended meanwhile. Problems become warnings. */
async function stopRuns(request, ctx) {
    const { target, jobId, scope } = request;
    const job = jobId === undefined ? undefined : await readJob(jobId, ctx);
    if (job && _api_jobs_js__WEBPACK_IMPORTED_MODULE_1__/* .FINAL_JOB_STATUSES */ .O7.has(job.status)) {
        ctx.log.info(`Job ${jobId} ended ${job.status} meanwhile: nothing to stop.`);
        return;
    }
    if (scope === 'target')
        return stopTarget(target, jobId, ctx);
    if (!job) {
        const why = jobId === undefined
            ? "the trigger's answer never came, so which runs it started is unknown"
            : `job ${jobId} could not be read, so its tests are unknown`;
        ctx.log.warning(`Stopped nothing: ${why}. Runs of ${(0,_target_js__WEBPACK_IMPORTED_MODULE_5__/* .describeTarget */ .f)(target)} may go on; "stop-scope: target" would stop every run of it, other workflows' too.`);
        return;
    }
    await stopJobTests(job, jobId, ctx);
}
async function readJob(jobId, ctx) {
    try {
        return await ctx.client.jobs.get(jobId);
    }
    catch (error) {
        ctx.log.debug(`Could not read job ${jobId}: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        return undefined;
    }
}
/** Stops the job's tests, then reads the job again briefly for tests it spawned late. */
async function stopJobTests(first, jobId, ctx) {
    const tally = { stopped: 0, finished: 0, failed: 0 };
    const seen = new Set();
    let job = first;
    for (let read = 0; job; read++) {
        const fresh = job.test_ids.filter((id) => !seen.has(id));
        for (const id of fresh)
            seen.add(id);
        await inParallel(fresh, (id) => stopTest(id, tally, ctx));
        const spawning = job.status === 'QUEUED' || !job.test_ids.length;
        if (_api_jobs_js__WEBPACK_IMPORTED_MODULE_1__/* .FINAL_JOB_STATUSES */ .O7.has(job.status) || read >= (spawning ? LATE_SPAWN_READS : 1))
            break;
        try {
            await ctx.clock.sleep(LATE_SPAWN_PAUSE_MS, ctx.signal);
        }
        catch {
            break;
        }
        job = await readJob(jobId, ctx);
    }
    ctx.log.info(`Job ${jobId} was still running when the workflow ended: stopped ${tally.stopped} of its ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(seen.size, 'test')}` +
        (tally.finished ? `; ${tally.finished} had already finished` : '') +
        (tally.failed ? `; ${tally.failed} could not be stopped` : '') +
        '. Other runs of the same Codeless tests were left alone.');
}
async function stopTest(id, tally, ctx) {
    try {
        await ctx.client.tests.stop(id);
        tally.stopped++;
    }
    catch (error) {
        // The spec: 404 on a test stop also means the test already finished.
        if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && error.status === 404)
            tally.finished++;
        else {
            tally.failed++;
            ctx.log.warning(`Could not stop test ${id}: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        }
    }
}
/** `stop-scope: target`: every in-flight run of the target's Codeless tests, whoever started it. */
async function stopTarget(target, jobId, ctx) {
    const ids = await codelessTestsOf(target, ctx);
    let stopped = 0;
    await inParallel(ids, async (id) => {
        try {
            await ctx.client.lab.stop(id);
            stopped++;
        }
        catch (error) {
            ctx.log.warning(`Could not stop the runs of Codeless test ${id}: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        }
    });
    const what = jobId === undefined
        ? 'The trigger whose answer never came may have started runs'
        : `Job ${jobId} was still running when the workflow ended`;
    ctx.log.info(`${what}: stopped the runs of ${stopped} of ${ids.length} Codeless tests (${(0,_target_js__WEBPACK_IMPORTED_MODULE_5__/* .describeTarget */ .f)(target)}).`);
}
async function inParallel(items, work) {
    const queue = [...items];
    const worker = async () => {
        for (let item = queue.shift(); item !== undefined; item = queue.shift())
            await work(item);
    };
    await Promise.all(Array.from({ length: Math.min(STOP_CONCURRENCY, queue.length) }, worker));
}
/** The Codeless tests a target ran: a suite's and the account's read over every page. */
async function codelessTestsOf(target, ctx) {
    if (target.kind === 'test')
        return [target.id];
    const { lab, labsuites } = ctx.client;
    const records = target.kind === 'suite'
        ? await (0,_api_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .collectPages */ .VV)((page) => labsuites.tests(target.id, page))
        : await (0,_api_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .collectPages */ .VV)((page) => lab.list(page));
    const ids = records.map(_api_lab_js__WEBPACK_IMPORTED_MODULE_2__/* .codelessIdOf */ .D9).filter((id) => id !== undefined);
    if (ids.length < records.length)
        ctx.log.warning(`${records.length - ids.length} Codeless test records without an ID could not be stopped.`);
    return ids;
}


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


/***/ })

};
