export const id = 3766;
export const ids = [3766];
export const modules = {

/***/ 37119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ browsersApi),
/* harmony export */   Y: () => (/* binding */ BrowserSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55491);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8164);


const BrowserSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    selenium_name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    version: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .int32 */ .HA,
    long_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    platform: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    browser_id: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .int32 */ .HA,
});
const BROWSER_TYPES = ['webdriver', 'rc'];
function browsersApi(t) {
    return {
        /** GET /v1/browsers: needs no credentials; `webdriver` unless told otherwise. */
        list: (type) => {
            if (type !== undefined && !BROWSER_TYPES.includes(type))
                throw new TypeError(`browser type must be one of ${BROWSER_TYPES.join(', ')}, got "${type}"`);
            return t.call({
                operation: 'list browsers',
                method: 'GET',
                path: '/v1/browsers',
                query: { type },
                auth: false,
                response: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(BrowserSchema),
            });
        },
    };
}


/***/ }),

/***/ 36579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D9: () => (/* binding */ codelessIdOf),
/* harmony export */   Mt: () => (/* binding */ idList),
/* harmony export */   fC: () => (/* binding */ codelessNameOf),
/* harmony export */   qx: () => (/* binding */ CodelessTestSchema),
/* harmony export */   u: () => (/* binding */ labApi)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(55491);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);
/* harmony import */ var _browsers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37119);
/* harmony import */ var _jobs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64842);
/* harmony import */ var _meanings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36610);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(39762);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8164);
/* harmony import */ var _transport_pagination_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(58280);
/* harmony import */ var _transport_path_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(53655);










/** Codeless test record, step record and create acknowledgement: all "not shown" in the spec. */
const CodelessTestSchema = _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .LenientRecordSchema */ .an;
const CodelessStepSchema = _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .LenientRecordSchema */ .an;
/**
 * The ID of a Codeless test (or suite) record. The records are "not shown" (ASSUMPTIONS.codelessRecordFields):
 * `id` and `name` are the fields read, and a record without a usable one yields undefined, not a guess.
 */
function codelessIdOf(record) {
    const id = record.id;
    const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : Number.NaN;
    return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
/** The name of a Codeless test (or suite) record: `name`, trimmed; absent when not a non-empty text. */
function codelessNameOf(record) {
    return (0,_records_js__WEBPACK_IMPORTED_MODULE_4__/* .string */ .Yj)(record.name);
}
/** `browser_ids` and `test_ids` travel as one comma-separated string (spec). */
function idList(ids, what) {
    if (!ids.length)
        throw new TypeError(`${what} must name at least one ID`);
    return ids.map((id) => (0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .idOf */ .TH)(id, what)).join(',');
}
const TEST_NOT_FOUND = { 404: 'no such Codeless test' };
const WRITE = { ..._meanings_js__WEBPACK_IMPORTED_MODULE_3__/* .READ_ONLY */ .s, ...TEST_NOT_FOUND };
const testPath = (id) => (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_8__/* .route */ .wE) `/v1/lab/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .idOf */ .TH)(id, 'Codeless test id')}`;
// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
function labApi(t) {
    return {
        /** GET /v1/lab: one page of the account's Codeless tests. */
        list: (page) => (0,_transport_pagination_js__WEBPACK_IMPORTED_MODULE_6__/* .listPage */ .ks)(t, {
            operation: 'list Codeless tests',
            path: '/v1/lab',
            page,
            maxCount: _transport_pagination_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_PAGE_SIZE */ .H4,
            item: CodelessTestSchema,
        }),
        /** POST /v1/lab: records a test that visits `url`, or imports an IDE export (`file`). */
        create: (test) => {
            if (!test.name.trim())
                throw new TypeError('a Codeless test needs a name');
            if ((test.url === undefined) === (test.file === undefined))
                throw new TypeError('a Codeless test needs exactly one of url and file');
            // The spec names the body fields in this bracketed form; a field left undefined is not sent.
            const json = {
                'test[name]': test.name,
                'test[url]': test.url,
                file: test.file,
                'test[ai_prompt]': test.aiPrompt,
            };
            return t.call({
                operation: 'create Codeless test',
                method: 'POST',
                path: '/v1/lab',
                json,
                response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .LenientRecordSchema */ .an,
                emptyMeansDone: true,
                meanings: { 400: 'the test is invalid (name, and url or file, are needed)', ..._meanings_js__WEBPACK_IMPORTED_MODULE_3__/* .READ_ONLY */ .s },
            });
        },
        /** GET /v1/lab/{id}: the record without its steps (see `steps`). */
        get: (id) => t.call({
            operation: 'get Codeless test',
            method: 'GET',
            path: testPath(id),
            response: CodelessTestSchema,
            meanings: TEST_NOT_FOUND,
        }),
        /**
         * PUT /v1/lab/{id}: name, target URL, cron schedule, enabled state (field names not shown). The
         * reference is the numeric ID or the WebDriver session_id of a run of this test.
         */
        update: (ref, body) => t.call({
            operation: 'update Codeless test',
            method: 'PUT',
            path: (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_8__/* .route */ .wE) `/v1/lab/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .testRefOf */ .$_)(ref)}`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .AckSchema */ .to,
            meanings: WRITE,
        }),
        /** DELETE /v1/lab/{id}: the test and its steps; run history stays. */
        delete: (id) => t.call({
            operation: 'delete Codeless test',
            method: 'DELETE',
            path: testPath(id),
            meanings: WRITE,
        }),
        /** POST /v1/lab/{id}/schedule: a preset (once, daily, weekly) or a cron expression. */
        schedule: (id, body) => t.call({
            operation: 'schedule Codeless test',
            method: 'POST',
            path: `${testPath(id)}/schedule`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .AckSchema */ .to,
            meanings: { 400: 'a weekly schedule needs a day and an hour', ..._meanings_js__WEBPACK_IMPORTED_MODULE_3__/* .INSUFFICIENT_CREDITS */ .d, ...WRITE },
        }),
        /** POST /v1/lab/{id}/alert: an alert channel for failed scheduled runs. */
        createAlert: (id, body) => t.call({
            operation: 'create Codeless test alert',
            method: 'POST',
            path: `${testPath(id)}/alert`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .AckSchema */ .to,
            meanings: { 400: 'the alert already exists (replace it instead)', ...WRITE },
        }),
        /** PUT /v1/lab/{id}/alert: replaces the alert configuration. */
        updateAlert: (id, body) => t.call({
            operation: 'update Codeless test alert',
            method: 'PUT',
            path: `${testPath(id)}/alert`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .AckSchema */ .to,
            meanings: WRITE,
        }),
        /** POST /v1/lab/{id}/report: a recurring e-mail report of the pass/fail rate. */
        createReport: (id, body) => t.call({
            operation: 'create Codeless test report',
            method: 'POST',
            path: `${testPath(id)}/report`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .AckSchema */ .to,
            meanings: { 400: 'the report settings are invalid', ...WRITE },
        }),
        /** PUT /v1/lab/{id}/report: replaces the report destination and schedule. */
        updateReport: (id, body) => t.call({
            operation: 'update Codeless test report',
            method: 'PUT',
            path: `${testPath(id)}/report`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .AckSchema */ .to,
            meanings: WRITE,
        }),
        /**
         * POST /v1/lab/{id}/trigger: runs the test now on its browsers. Sent once: the transport never
         * repeats a POST that may have reached the service, so a run is never billed twice.
         */
        trigger: (id, body = {}) => t.call({
            operation: 'trigger Codeless test',
            method: 'POST',
            path: `${testPath(id)}/trigger`,
            json: body,
            response: _jobs_js__WEBPACK_IMPORTED_MODULE_2__/* .RunAckSchema */ .Cs,
            meanings: { ..._meanings_js__WEBPACK_IMPORTED_MODULE_3__/* .INSUFFICIENT_CREDITS */ .d, ...WRITE },
        }),
        /** POST /v1/lab/trigger_all: every Codeless test, `url` overriding each test's base URL; sent once. */
        triggerAll: (options = {}) => t.call({
            operation: 'trigger all Codeless tests',
            method: 'POST',
            path: '/v1/lab/trigger_all',
            // Without `url` the JSON is `{}`: an undefined field is not sent.
            json: { url: options.url },
            response: _jobs_js__WEBPACK_IMPORTED_MODULE_2__/* .RunAckSchema */ .Cs,
            meanings: { ..._meanings_js__WEBPACK_IMPORTED_MODULE_3__/* .INSUFFICIENT_CREDITS */ .d, ..._meanings_js__WEBPACK_IMPORTED_MODULE_3__/* .READ_ONLY */ .s },
        }),
        /** GET /v1/lab/{id}/steps: one page of the recorded steps (the spec shows no `count` maximum). */
        steps: (id, page) => (0,_transport_pagination_js__WEBPACK_IMPORTED_MODULE_6__/* .listPage */ .ks)(t, {
            operation: 'list Codeless test steps',
            path: `${testPath(id)}/steps`,
            page,
            item: CodelessStepSchema,
            meanings: TEST_NOT_FOUND,
        }),
        /** POST /v1/lab/{id}/steps: deletes every step and stores these; a replace, safe to repeat (ASSUMPTIONS.safeToRepeat). */
        replaceSteps: (id, body) => t.call({
            operation: 'replace Codeless test steps',
            method: 'POST',
            path: `${testPath(id)}/steps`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .AckSchema */ .to,
            idempotent: true,
            meanings: { 400: 'the steps are missing', ...WRITE },
        }),
        /** PUT /v1/lab/{id}/stop: force-stops the in-flight run, or only the one on `browserId`. */
        stop: (id, options = {}) => t.call({
            operation: 'stop Codeless test',
            method: 'PUT',
            path: `${testPath(id)}/stop`,
            json: options.browserId === undefined ? {} : { browser_id: (0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .idOf */ .TH)(options.browserId, 'browser id') },
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .AckSchema */ .to,
            meanings: WRITE,
        }),
        /** GET /v1/lab/{id}/browsers: the browsers the test runs on. */
        browsers: (id) => t.call({
            operation: 'list Codeless test browsers',
            method: 'GET',
            path: `${testPath(id)}/browsers`,
            response: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(_browsers_js__WEBPACK_IMPORTED_MODULE_1__/* .BrowserSchema */ .Y),
            meanings: TEST_NOT_FOUND,
        }),
        /** POST /v1/lab/{id}/browsers: replaces the whole set with these `browser_id`s; safe to repeat (ASSUMPTIONS.safeToRepeat). */
        setBrowsers: (id, browserIds) => {
            const browser_ids = idList(browserIds, 'browser ids');
            return t.call({
                operation: 'set Codeless test browsers',
                method: 'POST',
                path: `${testPath(id)}/browsers`,
                json: { browser_ids },
                response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .AckSchema */ .to,
                idempotent: true,
                meanings: { ...(0,_assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .missingIds */ .ze)('browser IDs'), ...WRITE },
            });
        },
    };
}


/***/ }),

/***/ 63766:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TargetSchema: () => (/* binding */ TargetSchema),
/* harmony export */   XD: () => (/* binding */ stopTest),
/* harmony export */   bR: () => (/* binding */ UNREAD_TEST_FIELDS),
/* harmony export */   eF: () => (/* binding */ stopTestRun),
/* harmony export */   ps: () => (/* binding */ stopInParallel),
/* harmony export */   stopRuns: () => (/* binding */ stopRuns)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(55491);
/* harmony import */ var _api_jobs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64842);
/* harmony import */ var _api_lab_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36579);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72487);
/* harmony import */ var _api_transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58280);
/* harmony import */ var _runtime_in_parallel_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(28325);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42179);
/* harmony import */ var _closing_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(66335);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(65939);









/** What a read of tests before stopping them carries that the stopping needs none of (`skip_fields`). */
const UNREAD_TEST_FIELDS = ['logs', 'thumbs', 'visual_run'];
/** Stops sent at once by the post step: quick for a large job, gentle on the service. */
const STOP_CONCURRENCY = 8;
/**
 * After the first stops the job is read again, this far apart: once always, and up to this many times
 * while it is QUEUED or lists no test yet, since a job still spawning lists more tests a moment later.
 */
const LATE_SPAWN_READS = 3;
const LATE_SPAWN_PAUSE_MS = 2_000;
/** A target as main saved it; read back by the post step. */
const TargetSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .discriminatedUnion */ .gMt('kind', [
    zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz('suite'), id: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().positive() }),
    zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz('test'), id: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().positive() }),
    zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz('all'), url: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional() }),
]);
/**
 * Stops what the trigger started, unless the job ended meanwhile. Problems become warnings. Returns
 * the job as first read, before anything was stopped, and what was done in a sentence, also logged.
 */
async function stopRuns(request, ctx) {
    const { target, jobId, scope } = request;
    const read = await (0,_closing_js__WEBPACK_IMPORTED_MODULE_4__/* .readJob */ .cd)(jobId, ctx);
    const job = read.job;
    const done = (said, level = 'info') => {
        ctx.log[level](said);
        return { read, said };
    };
    if (job && _api_jobs_js__WEBPACK_IMPORTED_MODULE_0__/* .FINAL_JOB_STATUSES */ .O7.has(job.status))
        return done(`Job ${jobId} ended ${job.status} meanwhile: nothing to stop.`);
    if (scope === 'target')
        return done(await stopTarget(target, jobId, ctx));
    if (!job) {
        const why = jobId === undefined
            ? "the trigger's answer never came, so which runs it started is unknown"
            : `job ${jobId} could not be read, so its tests are unknown`;
        return done(`Stopped nothing: ${why}. Runs of ${(0,_target_js__WEBPACK_IMPORTED_MODULE_6__/* .describeTarget */ .ff)(target)} may go on; "stop-scope: target" would stop every run of it, other workflows' too.`, 'warning');
    }
    return done(await stopJobTests(job, jobId, ctx));
}
/** Stops the job's tests, then reads the job again briefly for tests it spawned late; says what it did. */
async function stopJobTests(first, jobId, ctx) {
    const tally = { stopped: 0, finished: 0, failed: 0 };
    const seen = new Set();
    let job = first;
    for (let read = 0; job; read++) {
        const fresh = job.test_ids.filter((id) => !seen.has(id));
        for (const id of fresh)
            seen.add(id);
        await stopInParallel(fresh, (id) => stopTest(id, tally, ctx));
        const spawning = job.status === 'QUEUED' || !job.test_ids.length;
        if (_api_jobs_js__WEBPACK_IMPORTED_MODULE_0__/* .FINAL_JOB_STATUSES */ .O7.has(job.status) || read >= (spawning ? LATE_SPAWN_READS : 1))
            break;
        try {
            await ctx.clock.sleep(LATE_SPAWN_PAUSE_MS, ctx.signal);
        }
        catch {
            break;
        }
        job = (await (0,_closing_js__WEBPACK_IMPORTED_MODULE_4__/* .readJob */ .cd)(jobId, ctx)).job;
    }
    return (`Job ${jobId} was still running when the workflow ended: stopped ${tally.stopped} of its ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(seen.size, 'test')}` +
        (tally.finished ? `; ${tally.finished} had already finished` : '') +
        (tally.failed ? `; ${tally.failed} could not be stopped` : '') +
        '. Other runs of the same Codeless tests were left alone.');
}
/** Stops one test, counted in `tally`; a problem other than an ended test is a warning. */
async function stopTest(id, tally, ctx) {
    tally[await stopTestRun(id, ctx)]++;
}
/** Stops one test: `stopped`, `finished` before the stop came, or `failed` (a warning says why). */
async function stopTestRun(id, ctx) {
    try {
        await ctx.client.tests.stop(id);
        return 'stopped';
    }
    catch (error) {
        // The spec: 404 on a test stop also means the test already finished.
        if (error instanceof _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceError */ ._7 && error.status === 404)
            return 'finished';
        ctx.log.warning(`Could not stop test ${id}: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_2__.messageOf)(error)}`);
        return 'failed';
    }
}
/** `stop-scope: target`: every in-flight run of the target's Codeless tests, whoever started it; says what it did. */
async function stopTarget(target, jobId, ctx) {
    const ids = await codelessTestsOf(target, ctx);
    let stopped = 0;
    await stopInParallel(ids, async (id) => {
        try {
            await ctx.client.lab.stop(id);
            stopped++;
        }
        catch (error) {
            ctx.log.warning(`Could not stop the runs of Codeless test ${id}: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_2__.messageOf)(error)}`);
        }
    });
    const what = jobId === undefined
        ? 'The trigger whose answer never came may have started runs'
        : `Job ${jobId} was still running when the workflow ended`;
    return `${what}: stopped the runs of ${stopped} of ${ids.length} Codeless tests (${(0,_target_js__WEBPACK_IMPORTED_MODULE_6__/* .describeTarget */ .ff)(target)}).`;
}
/** `work` over the items, STOP_CONCURRENCY at a time. */
const stopInParallel = (items, work) => (0,_runtime_in_parallel_js__WEBPACK_IMPORTED_MODULE_8__/* .inParallel */ .H)(items, STOP_CONCURRENCY, work);
/** The Codeless tests a target ran: a suite's and the account's read over every page. */
async function codelessTestsOf(target, ctx) {
    if (target.kind === 'test')
        return [target.id];
    const { lab, labsuites } = ctx.client;
    const records = target.kind === 'suite'
        ? await (0,_api_transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .collectPages */ .VV)((page) => labsuites.tests(target.id, page))
        : await (0,_api_transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .collectPages */ .VV)((page) => lab.list(page));
    const ids = records.map(_api_lab_js__WEBPACK_IMPORTED_MODULE_1__/* .codelessIdOf */ .D9).filter((id) => id !== undefined);
    if (ids.length < records.length)
        ctx.log.warning(`${records.length - ids.length} Codeless test records without an ID could not be stopped.`);
    return ids;
}


/***/ }),

/***/ 28325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ inParallel)
/* harmony export */ });
/** `work` over the items, at most `limit` at a time: requests to the service in a bounded burst. */
async function inParallel(items, limit, work) {
    const queue = [...items];
    const worker = async () => {
        for (let item = queue.shift(); item !== undefined; item = queue.shift())
            await work(item);
    };
    await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}


/***/ })

};
