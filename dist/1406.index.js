export const id = 1406;
export const ids = [1406,4305];
export const modules = {

/***/ 37119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OI: () => (/* binding */ browsersApi),
/* harmony export */   Y1: () => (/* binding */ BrowserSchema)
/* harmony export */ });
/* unused harmony export BROWSER_TYPES */
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
/* unused harmony export CodelessStepSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(55491);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);
/* harmony import */ var _browsers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37119);
/* harmony import */ var _jobs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64842);
/* harmony import */ var _pagination_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43350);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8164);
/* harmony import */ var _path_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6541);
/* harmony import */ var _meanings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(36610);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(39762);










/** Codeless test record, step record and create acknowledgement: all "not shown" in the spec. */
const CodelessTestSchema = _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .LenientRecordSchema */ .an;
const CodelessStepSchema = _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .LenientRecordSchema */ .an;
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
    return (0,_records_js__WEBPACK_IMPORTED_MODULE_6__/* .string */ .Yj)(record.name);
}
/** `browser_ids` and `test_ids` travel as one comma-separated string (spec). */
function idList(ids, what) {
    if (!ids.length)
        throw new TypeError(`${what} must name at least one ID`);
    return ids.map((id) => (0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .idOf */ .TH)(id, what)).join(',');
}
const TEST_NOT_FOUND = { 404: 'no such Codeless test' };
const WRITE = { ..._meanings_js__WEBPACK_IMPORTED_MODULE_5__/* .READ_ONLY */ .s, ...TEST_NOT_FOUND };
const testPath = (id) => (0,_path_js__WEBPACK_IMPORTED_MODULE_8__/* .route */ .wE) `/v1/lab/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .idOf */ .TH)(id, 'Codeless test id')}`;
// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
function labApi(t) {
    return {
        /** GET /v1/lab: one page of the account's Codeless tests. */
        list: (page) => (0,_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .listPage */ .ks)(t, {
            operation: 'list Codeless tests',
            path: '/v1/lab',
            page,
            maxCount: _pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_PAGE_SIZE */ .H4,
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
                response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .LenientRecordSchema */ .an,
                emptyMeansDone: true,
                meanings: { 400: 'the test is invalid (name, and url or file, are needed)', ..._meanings_js__WEBPACK_IMPORTED_MODULE_5__/* .READ_ONLY */ .s },
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
            path: (0,_path_js__WEBPACK_IMPORTED_MODULE_8__/* .route */ .wE) `/v1/lab/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .testRefOf */ .$_)(ref)}`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
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
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            meanings: { 400: 'a weekly schedule needs a day and an hour', ..._meanings_js__WEBPACK_IMPORTED_MODULE_5__/* .INSUFFICIENT_CREDITS */ .d, ...WRITE },
        }),
        /** POST /v1/lab/{id}/alert: an alert channel for failed scheduled runs. */
        createAlert: (id, body) => t.call({
            operation: 'create Codeless test alert',
            method: 'POST',
            path: `${testPath(id)}/alert`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            meanings: { 400: 'the alert already exists (replace it instead)', ...WRITE },
        }),
        /** PUT /v1/lab/{id}/alert: replaces the alert configuration. */
        updateAlert: (id, body) => t.call({
            operation: 'update Codeless test alert',
            method: 'PUT',
            path: `${testPath(id)}/alert`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            meanings: WRITE,
        }),
        /** POST /v1/lab/{id}/report: a recurring e-mail report of the pass/fail rate. */
        createReport: (id, body) => t.call({
            operation: 'create Codeless test report',
            method: 'POST',
            path: `${testPath(id)}/report`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            meanings: { 400: 'the report settings are invalid', ...WRITE },
        }),
        /** PUT /v1/lab/{id}/report: replaces the report destination and schedule. */
        updateReport: (id, body) => t.call({
            operation: 'update Codeless test report',
            method: 'PUT',
            path: `${testPath(id)}/report`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
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
            meanings: { ..._meanings_js__WEBPACK_IMPORTED_MODULE_5__/* .INSUFFICIENT_CREDITS */ .d, ...WRITE },
        }),
        /** POST /v1/lab/trigger_all: every Codeless test, `url` overriding each test's base URL; sent once. */
        triggerAll: (options = {}) => t.call({
            operation: 'trigger all Codeless tests',
            method: 'POST',
            path: '/v1/lab/trigger_all',
            // Without `url` the JSON is `{}`: an undefined field is not sent.
            json: { url: options.url },
            response: _jobs_js__WEBPACK_IMPORTED_MODULE_2__/* .RunAckSchema */ .Cs,
            meanings: { ..._meanings_js__WEBPACK_IMPORTED_MODULE_5__/* .INSUFFICIENT_CREDITS */ .d, ..._meanings_js__WEBPACK_IMPORTED_MODULE_5__/* .READ_ONLY */ .s },
        }),
        /** GET /v1/lab/{id}/steps: one page of the recorded steps (the spec shows no `count` maximum). */
        steps: (id, page) => (0,_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .listPage */ .ks)(t, {
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
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            idempotent: true,
            meanings: { 400: 'the steps are missing', ...WRITE },
        }),
        /** PUT /v1/lab/{id}/stop: force-stops the in-flight run, or only the one on `browserId`. */
        stop: (id, options = {}) => t.call({
            operation: 'stop Codeless test',
            method: 'PUT',
            path: `${testPath(id)}/stop`,
            json: options.browserId === undefined ? {} : { browser_id: (0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .idOf */ .TH)(options.browserId, 'browser id') },
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            meanings: WRITE,
        }),
        /** GET /v1/lab/{id}/browsers: the browsers the test runs on. */
        browsers: (id) => t.call({
            operation: 'list Codeless test browsers',
            method: 'GET',
            path: `${testPath(id)}/browsers`,
            response: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(_browsers_js__WEBPACK_IMPORTED_MODULE_1__/* .BrowserSchema */ .Y1),
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
                response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
                idempotent: true,
                meanings: { ...(0,_assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .missingIds */ .ze)('browser IDs'), ...WRITE },
            });
        },
    };
}


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

/***/ 66335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cu: () => (/* binding */ closingSummary),
/* harmony export */   WR: () => (/* binding */ jobExternalId),
/* harmony export */   YA: () => (/* binding */ closeLeftCheck),
/* harmony export */   cd: () => (/* binding */ readJob),
/* harmony export */   dT: () => (/* binding */ postReadsJob),
/* harmony export */   zR: () => (/* binding */ findLeftCheck)
/* harmony export */ });
/* unused harmony export leftCheckOf */
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _api_jobs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64842);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67388);



/** Every conclusion main saves; anything else in the state is not main's word and is ignored. */
const CONCLUSIONS = {
    success: true,
    failure: true,
    neutral: true,
    cancelled: true,
    timed_out: true,
};
const ID = /^[1-9]\d{0,15}$/;
/** The external ID of a Codeless job's check run: the same from main's open to post's search. */
const jobExternalId = (jobId) => `job-${jobId}`;
/** The check run main left in progress by its saved ID, or undefined when it completed it or saved none. */
function leftCheckOf(saved) {
    if (!ID.test(saved.checkRunId) || saved.checkRunDone === 'true')
        return undefined;
    const conclusion = saved.conclusion;
    return {
        checkRunId: Number(saved.checkRunId),
        jobId: ID.test(saved.jobId) ? Number(saved.jobId) : undefined,
        lastStatus: saved.lastStatus || undefined,
        end: Object.hasOwn(CONCLUSIONS, conclusion) && saved.title ? { conclusion, title: saved.title } : undefined,
    };
}
/**
 * Whether main may have left a check run in progress without saving its ID: it was to report on a job
 * (a check name and a job saved) and never completed a check run. GitHub may have made the run while
 * its answer to main never came, or main was killed between the two.
 */
function mayHaveLeftUnsaved(saved) {
    return !saved.checkRunId && saved.checkRunDone !== 'true' && !!saved.checkName && ID.test(saved.jobId);
}
/** Whether the post step needs the service: a check to complete, with no result main reached. */
function postReadsJob(saved) {
    const left = leftCheckOf(saved);
    if (left)
        return left.end === undefined;
    return mayHaveLeftUnsaved(saved) && !(saved.conclusion && saved.title);
}
/**
 * The check run main left in progress: by its saved ID, else (main never learnt the ID) looked for on
 * the commit by its name and the job's external ID among our token's; undefined when there is none.
 */
async function findLeftCheck(saved, ctx, githubToken) {
    const left = leftCheckOf(saved);
    if (left || !mayHaveLeftUnsaved(saved))
        return left;
    const [{ reportDeps }, { findProgressCheck }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(4477), __webpack_require__.e(2497), __webpack_require__.e(3950), __webpack_require__.e(7652)]).then(__webpack_require__.bind(__webpack_require__, 83950)),
        Promise.all(/* import() */[__webpack_require__.e(2497), __webpack_require__.e(3164)]).then(__webpack_require__.bind(__webpack_require__, 18991)),
    ]);
    const found = await findProgressCheck({ name: saved.checkName, externalId: jobExternalId(saved.jobId) }, await reportDeps(githubToken, ctx));
    if (!found) {
        ctx.log.debug(`No check run "${saved.checkName}" was left in progress.`);
        return undefined;
    }
    ctx.log.info(`Found check run #${found.id} left in progress, whose ID main never learnt.`);
    return leftCheckOf({ ...saved, checkRunId: String(found.id) });
}
function closingSummary(text) {
    const job = text.jobId === undefined
        ? "**The Codeless job**: unknown, the trigger's answer never came."
        : `**Job ${text.jobId}**, last status seen: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)(text.status ?? 'none')}.`;
    return [
        job,
        (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)(text.happened),
        text.stopped && `**The post step**: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)(text.stopped)}`,
        `${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownLink */ .iQ)('The workflow run', text.runUrl)} has the step's log and job summary.`,
    ]
        .filter(Boolean)
        .join('\n\n');
}
/**
 * Completes, from a post step, the check run main left in progress: with the result main reached when
 * it reached one; else with the job's own outcome when the job has ended (read again unless the post
 * step read it already); else as cancelled. Its summary says what happened. Problems are warnings.
 */
async function closeLeftCheck(left, ctx, options) {
    const read = left.end ? undefined : (options.read ?? (await readJob(left.jobId, ctx)));
    const { end, happened } = await endOf(left, read);
    const [{ reportDeps }, { closeProgressCheck }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(4477), __webpack_require__.e(2497), __webpack_require__.e(3950), __webpack_require__.e(7652)]).then(__webpack_require__.bind(__webpack_require__, 83950)),
        Promise.all(/* import() */[__webpack_require__.e(2497), __webpack_require__.e(3164)]).then(__webpack_require__.bind(__webpack_require__, 18991)),
    ]);
    const deps = await reportDeps(options.githubToken, ctx);
    const summary = closingSummary({
        jobId: left.jobId,
        status: read?.job?.status ?? left.lastStatus,
        happened,
        stopped: options.stopped,
        runUrl: deps.detailsUrl,
    });
    await closeProgressCheck(left.checkRunId, { ...end, summary }, deps);
}
/** Reads the job again for a post step; a failure is a debug line and a `problem`. */
async function readJob(jobId, ctx) {
    if (jobId === undefined)
        return { job: undefined };
    try {
        return { job: await ctx.client.jobs.get(jobId) };
    }
    catch (error) {
        ctx.log.debug(`Could not read job ${jobId}: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        return { job: undefined, problem: (0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error) };
    }
}
async function endOf(left, read) {
    if (left.end)
        return {
            end: left.end,
            happened: 'The step reached this result but did not complete this check run with its report (GitHub did not take it, or the step ended first): its post step completed it.',
        };
    const job = read?.job;
    if (job && left.jobId !== undefined && _api_jobs_js__WEBPACK_IMPORTED_MODULE_1__/* .FINAL_JOB_STATUSES */ .O7.has(job.status)) {
        const { endedVerdict } = await Promise.all(/* import() */[__webpack_require__.e(9762), __webpack_require__.e(4305)]).then(__webpack_require__.bind(__webpack_require__, 64305));
        const { conclusion, title } = endedVerdict(left.jobId, job);
        return {
            end: { conclusion, title },
            happened: `The step ended before it reported the job, which has ended since: its post step completed this check run with the job's result.`,
        };
    }
    const what = left.jobId === undefined ? 'the Codeless job' : `job ${left.jobId}`;
    const status = job?.status ?? left.lastStatus;
    return {
        end: {
            conclusion: 'cancelled',
            title: status ? `Cancelled while ${what} was ${status}` : `Cancelled before ${what} ended`,
        },
        happened: 'The step was cancelled or ended before the job did.' +
            (read?.problem ? ` The post step could not read the job again: ${read.problem}` : ''),
    };
}


/***/ }),

/***/ 91406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B5: () => (/* binding */ tieNames),
/* harmony export */   O5: () => (/* binding */ retryFailures),
/* harmony export */   kd: () => (/* binding */ MAX_RETRIES),
/* harmony export */   nn: () => (/* binding */ joinRetries),
/* harmony export */   qL: () => (/* binding */ runAgain)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _api_lab_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36579);
/* harmony import */ var _api_records_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39762);
/* harmony import */ var _api_pagination_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43350);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(42179);
/* harmony import */ var _capacity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63594);
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2659);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(65939);
/* harmony import */ var _trigger_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(44624);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(64305);










/** The most retries the `retries` input allows: each one triggers the failed tests again, for credits. */
const MAX_RETRIES = 3;
/**
 * Re-triggers the Codeless tests of the first job's failures, one job per test, up to `retries`
 * times while failures remain; only failures tied to their Codeless test with certainty (tieNames) are
 * retried.
 */
async function retryFailures(first, options, ctx) {
    const failing = first.errors.map(_api_records_js__WEBPACK_IMPORTED_MODULE_2__/* .jobErrorDetail */ .Vt).map(attemptOf);
    const unnamed = failing.filter((a) => !a).length;
    if (unnamed)
        ctx.log.info(`Not retrying ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(unnamed, 'failure')}: its error names no test, so its Codeless test is not certain.`);
    const names = new Set(failing.flatMap((a) => (a ? [a.name] : [])));
    const { ties, uncertain } = await tieNames(names, options.target, ctx).catch((error) => {
        if (ctx.signal.aborted)
            throw error;
        ctx.log.warning(`Not retrying the failed tests: their Codeless tests could not be read: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        return { ties: new Map(), uncertain: [] };
    });
    for (const why of uncertain)
        ctx.log.info(`Not retrying ${why}.`);
    const label = (round) => `retry ${round} of ${options.retries}`;
    return runAgain(failing, ties, { ...options, rounds: options.retries, label }, ctx);
}
const attemptOf = (d) => d.testName ? { name: d.testName, browser: d.browser } : undefined;
/**
 * Triggers the Codeless tests of failed runs again, one job per test, in up to `rounds` rounds while
 * failures remain; only runs whose test's name `ties` holds are triggered. Each round waits for all
 * its jobs before the next, so a test never runs twice at once. `label` names a round in the log.
 */
async function runAgain(failures, ties, options, ctx) {
    let failing = [...failures];
    const jobs = [];
    const unanswered = [];
    const testOf = (a) => (a ? ties.get(a.name) : undefined);
    for (let round = 1; round <= options.rounds; round++) {
        const byTest = new Map();
        for (const attempt of failing) {
            const testId = testOf(attempt);
            if (attempt && testId !== undefined)
                byTest.set(testId, [...(byTest.get(testId) ?? []), attempt]);
        }
        if (!byTest.size)
            break;
        ctx.log.info(`${options.label(round)}: triggering ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(byTest.size, 'Codeless test')} (one job each, billed like any run of the test).`);
        const roundJobs = await runRound(byTest, options, ctx, unanswered);
        jobs.push(...roundJobs);
        if (ctx.signal.aborted)
            return { jobs, cancelled: true, remaining: failing.length };
        const retried = new Set(roundJobs.flatMap((j) => j.retried));
        failing = [...failing.filter((a) => !a || !retried.has(a)), ...stillFailing(roundJobs)];
    }
    return { jobs, cancelled: false, remaining: failing.length };
}
/**
 * Triggers each test once, then waits for all of their jobs (the same polling as the first job). What
 * is in flight is saved before each trigger is sent, and emptied once every job ended; a trigger whose
 * answer never came may have started runs, so it stays saved (`unanswered`) for the post step to stop.
 */
async function runRound(byTest, options, ctx, unanswered) {
    const inFlight = [];
    const save = (...more) => options.onInFlight([...unanswered, ...inFlight, ...more]);
    const started = [];
    try {
        // Once a round, not per test: its triggers go out back to back, as the first run's one trigger.
        await (0,_capacity_js__WEBPACK_IMPORTED_MODULE_4__/* .waitForCapacity */ .N$)((options.waitForCapacitySeconds ?? 0) * 1000, ctx);
    }
    catch (error) {
        if (ctx.signal.aborted)
            return [];
        throw error;
    }
    for (const [testId, retried] of byTest) {
        if (ctx.signal.aborted)
            return [];
        let jobId;
        try {
            jobId = await (0,_trigger_js__WEBPACK_IMPORTED_MODULE_6__/* .trigger */ .h)({ kind: 'test', id: testId }, ctx, { beforeSend: () => save({ testId }) });
        }
        catch (error) {
            if (ctx.signal.aborted)
                return [];
            // Its failures stay as they were; one that may have started runs stays for the post step.
            if (!(0,_trigger_js__WEBPACK_IMPORTED_MODULE_6__/* .turnedAway */ .t)(error))
                unanswered.push({ testId });
            save();
            ctx.log.warning(`Could not retry Codeless test ${testId}: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
            continue;
        }
        inFlight.push({ testId, jobId });
        save();
        started.push({ jobId, retried });
    }
    const polling = { timeoutMs: options.timeoutMs, pollIntervalMs: options.pollIntervalMs };
    const jobs = await Promise.all(started.map(async (s) => ({ ...s, outcome: await (0,_poll_js__WEBPACK_IMPORTED_MODULE_5__/* .pollJob */ .rG)(s.jobId, polling, ctx) })));
    if (!ctx.signal.aborted)
        options.onInFlight(unanswered);
    return jobs;
}
/** The retried runs that did not pass: failed again, or their job did not finish to tell. */
function stillFailing(jobs) {
    return jobs.flatMap((j) => j.retried.filter((a) => !passedIn(j, a)));
}
/** A retried run passed when its job FINISHED naming every failure's test and none is this one. */
function passedIn(job, attempt) {
    const { outcome } = job;
    if (outcome.kind !== 'final' || outcome.job.status !== 'FINISHED')
        return false;
    const details = outcome.job.errors.map(_api_records_js__WEBPACK_IMPORTED_MODULE_2__/* .jobErrorDetail */ .Vt);
    if (details.some((d) => !d.testName))
        return false;
    return !details.some((d) => d.testName === attempt.name && d.browser === attempt.browser);
}
/**
 * Each failed test's Codeless test by its name, where certain (ASSUMPTIONS.failureToCodelessTest): a
 * test triggered alone is the one every failure came from; otherwise the one test of the target's own
 * list whose name equals the failure's test name. `uncertain` says why for each name not tied
 * (`"Checkout": 2 Codeless tests of \u2026 bear that name, so which one failed is not certain`).
 */
async function tieNames(names, target, ctx) {
    const ties = new Map();
    const uncertain = [];
    if (!names.size)
        return { ties, uncertain };
    if (target.kind === 'test') {
        for (const name of names)
            ties.set(name, target.id);
        return { ties, uncertain };
    }
    const { lab, labsuites } = ctx.client;
    const records = target.kind === 'suite'
        ? await (0,_api_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .collectPages */ .VV)((page) => labsuites.tests(target.id, page))
        : await (0,_api_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .collectPages */ .VV)((page) => lab.list(page));
    for (const name of names) {
        const ids = records.filter((r) => (0,_api_lab_js__WEBPACK_IMPORTED_MODULE_1__/* .codelessNameOf */ .fC)(r) === name).map(_api_lab_js__WEBPACK_IMPORTED_MODULE_1__/* .codelessIdOf */ .D9);
        const id = ids[0];
        if (ids.length === 1 && id !== undefined)
            ties.set(name, id);
        else
            uncertain.push(`"${name}": ${ids.length ? `${ids.length} Codeless tests` : 'no Codeless test'} of ${(0,_target_js__WEBPACK_IMPORTED_MODULE_9__/* .describeTarget */ .ff)(target)} ${ids.length ? 'bear' : 'bears'} that name, so which one failed is not certain`);
    }
    return { ties, uncertain };
}
/**
 * The retries' runs join the report as further attempts of the failures they retried: a failed run
 * as the job's error says, a passed one under the same name and browser, on the platform its earlier
 * attempt's record gave (read by `addRecords`), so the report groups them as one test's attempts.
 */
async function joinRetries(report, jobs, addRecords) {
    const passes = [];
    for (const job of jobs) {
        const errors = job.outcome.job?.errors.map(_api_records_js__WEBPACK_IMPORTED_MODULE_2__/* .jobErrorDetail */ .Vt) ?? [];
        for (const attempt of job.retried) {
            const error = errors.find((d) => d.testName === attempt.name && d.browser === attempt.browser);
            if (error)
                report.entries.push((0,_verdict_js__WEBPACK_IMPORTED_MODULE_7__/* .failedEntry */ .aK)(error, 0));
            else if (passedIn(job, attempt))
                passes.push({
                    name: attempt.name,
                    keyName: attempt.name,
                    environment: attempt.browser,
                    outcome: 'passed',
                });
        }
    }
    await addRecords(report);
    for (const pass of passes) {
        const earlier = report.entries.find((e) => e.keyName === pass.keyName && e.environment === pass.environment);
        report.entries.push(earlier?.platform ? { ...pass, platform: earlier.platform } : pass);
    }
}


/***/ }),

/***/ 65939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DU: () => (/* binding */ STOP_SCOPES),
/* harmony export */   Ue: () => (/* binding */ RERUN_MODES),
/* harmony export */   ff: () => (/* binding */ describeTarget)
/* harmony export */ });
/** "Codeless suite 12", "Codeless test 7", "every Codeless test at https://\u2026". */
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
/**
 * What a re-run of the workflow run (attempt 2 and later) triggers: `failed`, only the Codeless tests
 * that failed in the attempt before (src/codeless/rerun.ts); `all`, the whole target again.
 */
const RERUN_MODES = ['failed', 'all'];


/***/ }),

/***/ 44624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ trigger),
/* harmony export */   t: () => (/* binding */ turnedAway)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _capacity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63594);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65939);



/**
 * Starts the target's runs and returns the job to poll, after waiting for a free session if asked. The
 * POST goes out once (the transport never repeats it), so an answer that got lost leaves the runs
 * possibly started but never started twice. A cancel during the wait sends nothing.
 */
async function trigger(target, ctx, options = {}) {
    const { lab, labsuites } = ctx.client;
    await (0,_capacity_js__WEBPACK_IMPORTED_MODULE_1__/* .waitForCapacity */ .N$)((options.waitForCapacitySeconds ?? 0) * 1000, ctx);
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
        if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && mayHaveStarted(error))
            throw new Error((0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withHint */ .mu)(error, "A trigger is never sent twice, so nothing runs twice; if this one reached the service, its runs started: check the service's dashboard."), { cause: error });
        throw error;
    }
    ctx.log.info(`Triggered ${(0,_target_js__WEBPACK_IMPORTED_MODULE_2__/* .describeTarget */ .ff)(target)}: job ${jobId}.`);
    return jobId;
}
/**
 * Whether a trigger that failed was turned away (a 4xx answer) and so started nothing: the post step
 * then has nothing of it to stop. Any other failure may have started runs.
 */
function turnedAway(error) {
    return error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && error.kind === 'http' && (error.status ?? 500) < 500;
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


/***/ }),

/***/ 64305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NC: () => (/* binding */ timingLine),
/* harmony export */   P_: () => (/* binding */ TIMEOUT_STATUS),
/* harmony export */   Vj: () => (/* binding */ verdictOf),
/* harmony export */   aK: () => (/* binding */ failedEntry),
/* harmony export */   endedVerdict: () => (/* binding */ endedVerdict),
/* harmony export */   qF: () => (/* binding */ jobReport)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _api_records_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39762);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67388);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42179);
/* harmony import */ var _closing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66335);





/** The `status` output of a wait that gave up. */
const TIMEOUT_STATUS = 'TIMEOUT';
function verdictOf(jobId, outcome, inputs) {
    if (outcome.kind === 'timeout') {
        // The error's own closing period would double the line's.
        const lastPoll = outcome.lastError
            ? `; the last poll failed: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(outcome.lastError).replace(/\.$/, '')}`
            : '';
        const title = `Job ${jobId} did not finish within ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(inputs.timeoutSeconds * 1000)} (last status seen: ${outcome.job?.status ?? 'none'})`;
        return { title, conclusion: 'timed_out', failure: `${title}${lastPoll}.` };
    }
    return endedVerdict(jobId, outcome.job);
}
/** The verdict on a job seen FINISHED or FAILED: its tests' outcome. */
function endedVerdict(jobId, job) {
    const tests = (0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(job.test_ids.length, 'test');
    const errors = job.errors;
    const failures = errors.length ? `: ${summarizeErrors(errors)}` : '';
    if (job.status === 'FAILED') {
        const title = `Job ${jobId} FAILED${errors.length ? ` with ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(errors.length, 'failure')}` : ''}`;
        return { title, conclusion: 'failure', failure: `${title}${failures}.`, optional: true };
    }
    if (job.success === false) {
        const title = `Job ${jobId} FINISHED: ${errors.length} of ${tests} failed`;
        return { title, conclusion: 'failure', failure: `${title}${failures}.`, optional: true };
    }
    if (job.success === true)
        return { title: `Job ${jobId} FINISHED: all ${tests} passed`, conclusion: 'success' };
    return { title: `Job ${jobId} FINISHED without a result (success is null)`, conclusion: 'neutral' };
}
/** The first failures in a few words each, for the one line that fails the step. */
function summarizeErrors(errors) {
    const shown = errors.slice(0, 3).map((entry, i) => {
        const d = (0,_api_records_js__WEBPACK_IMPORTED_MODULE_1__/* .jobErrorDetail */ .Vt)(entry);
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
/** The report entry of one job error: a failed run, known by its test name where it has one. */
function failedEntry(d, index) {
    return {
        name: entryName(d, index),
        ...(d.testName ? { keyName: d.testName } : { madeUpName: true }),
        outcome: 'failed',
        environment: d.browser,
        message: `${failureText(d).replace(/^failed/, 'Failed')}.`,
        ...(d.testId === undefined ? {} : { id: String(d.testId) }),
    };
}
/** "failed at step 3 on chrome 126 (time 12.5): element #buy not found". */
function failureText(d) {
    return ('failed' +
        (d.step ? ` at step ${d.step}` : '') +
        (d.browser ? ` on ${d.browser}` : '') +
        (d.time ? ` (time ${d.time})` : '') +
        (d.message ? `: ${d.message}` : ''));
}
/**
 * How long the job waited for a free session (QUEUED) apart from how long it ran, as the polls bound
 * them (about: each is known to within a poll interval); undefined when the polls saw neither.
 */
function timingLine(timing) {
    const { queuedMs, runningMs, stillQueued } = timing;
    const ran = runningMs === undefined ? undefined : `ran about ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(runningMs)}`;
    if (queuedMs === undefined)
        return ran && `R${ran.slice(1)}.`;
    if (stillQueued)
        return `Still waiting for a free session (QUEUED) after about ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(queuedMs)}.`;
    const queued = `Waited about ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(queuedMs)} for a free session (QUEUED)`;
    return ran ? `${queued}, then ${ran}.` : `${queued}.`;
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
    const details = (job?.errors ?? []).map(_api_records_js__WEBPACK_IMPORTED_MODULE_1__/* .jobErrorDetail */ .Vt);
    // A failed test is known from run to run by its test name; the spawned test's ID in the shown name
    // changes every run, and so do the passed tests' names (`Test <id>`): only failures compare.
    const entries = details.map(failedEntry);
    const named = new Set(details.map((d) => d.testId));
    const passedKnown = job && outcome.kind === 'final' && job.status === 'FINISHED' && !named.has(undefined);
    if (passedKnown) {
        for (const id of job.test_ids)
            if (!named.has(id))
                entries.push({ name: `Test ${id}`, outcome: 'passed', id: String(id) });
    }
    const ids = job?.test_ids ?? [];
    const listed = ids.slice(0, MAX_LISTED_TESTS).join(', ');
    const rest = ids.length > MAX_LISTED_TESTS ? `, and ${ids.length - MAX_LISTED_TESTS} more` : '';
    const lines = [
        // The job's status and dates come from the service: shown as text, never rendered.
        `**Job ${jobId}**: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)(outcome.kind === 'timeout' ? `${TIMEOUT_STATUS} (last status seen: ${job?.status ?? 'none'})` : (job?.status ?? ''))}` +
            (job ? (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)(`, created ${job.created_at}, last updated ${job.updated_at}`) : ''),
        '',
        ids.length ? `Tests spawned (${ids.length}): ${listed}${rest}` : 'No spawned tests reported yet.',
    ];
    const timing = timingLine(outcome.timing);
    if (timing)
        lines.splice(1, 0, '', timing);
    return {
        checkName,
        externalId: (0,_closing_js__WEBPACK_IMPORTED_MODULE_3__/* .jobExternalId */ .WR)(jobId),
        title: verdict.title,
        entries,
        details: lines.join('\n'),
        conclusion: verdict.conclusion,
        passedUnnamed: true,
        ...(passedKnown ? {} : { passedUnknown: true }),
        timing: { queuedMs: outcome.timing.queuedMs, runningMs: outcome.timing.runningMs },
    };
}


/***/ })

};
