export const id = 4527;
export const ids = [4527,3766];
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

/***/ 66335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cu: () => (/* binding */ closingSummary),
/* harmony export */   D5: () => (/* binding */ completeLeftCheck),
/* harmony export */   cd: () => (/* binding */ readJob),
/* harmony export */   dT: () => (/* binding */ postReadsJob)
/* harmony export */ });
/* harmony import */ var _api_jobs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64842);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72487);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67388);
/* harmony import */ var _external_id_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63975);




const ID = /^[1-9]\d{0,15}$/;
/** The check run main left in progress by its saved ID, or undefined when it completed it or saved none. */
function leftCheckOf(saved) {
    if (!ID.test(saved.checkRunId) || saved.checkRunDone === 'true')
        return undefined;
    return {
        checkRunId: Number(saved.checkRunId),
        jobId: ID.test(saved.jobId) ? Number(saved.jobId) : undefined,
        lastStatus: saved.lastStatus || undefined,
        end: saved.reached,
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
/**
 * Whether main was to report (it saved a check name), left no check run to complete and never got to
 * its report nor said why: it ended first, and the post step makes its check run (the session's `endedEarly`).
 */
function endedUnreported(saved) {
    return !!saved.checkName && saved.reported !== 'true' && saved.checkRunDone !== 'true';
}
/** The result main reached and GitHub did not take, when it saved one. */
function withReached(saved) {
    return saved.reached ? { reached: saved.reached } : {};
}
/** The post step's check run for a main that ended before it opened one or reported (endedUnreported). */
async function makeEndedCheck(saved, ctx, session) {
    if (!endedUnreported(saved)) {
        ctx.log.debug('No check run was left in progress, and none is missing: nothing to do.');
        return;
    }
    await (await session()).endedEarly({
        externalId: ID.test(saved.jobId) ? (0,_external_id_js__WEBPACK_IMPORTED_MODULE_3__/* .jobExternalId */ .W)(saved.jobId) : 'unreported',
        cancelled: saved.cancelled === 'true',
        ...withReached(saved),
    });
}
/**
 * The post step's work on main's check run: completes the one main left in progress (closeLeftCheck),
 * else makes the one main never made, when it ended before it reported (makeEndedCheck).
 */
async function completeLeftCheck(saved, ctx, options) {
    let made;
    const session = async () => {
        const { reportSession } = await Promise.all(/* import() */[__webpack_require__.e(3001), __webpack_require__.e(9803)]).then(__webpack_require__.bind(__webpack_require__, 63001));
        return (made ??= reportSession(ctx, { checkName: saved.checkName, githubToken: options.githubToken }));
    };
    const left = await findLeftCheck(saved, ctx, session);
    if (left)
        await closeLeftCheck(left, ctx, session, options);
    else
        await makeEndedCheck(saved, ctx, session);
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
 * the commit by its name and external ID (the job's, else the attempt's) among our token's; undefined
 * when there is none.
 */
async function findLeftCheck(saved, ctx, session) {
    const left = leftCheckOf(saved);
    if (left || !mayHaveLeftUnsaved(saved))
        return left;
    const reports = await session();
    // Opened for its job (wait-for-job), or before the trigger (the root action).
    const found = (await reports.findProgress((0,_external_id_js__WEBPACK_IMPORTED_MODULE_3__/* .jobExternalId */ .W)(saved.jobId))) ??
        (await reports.findProgress((0,_external_id_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptExternalId */ .A)(ctx.job.attempt)));
    if (found === undefined) {
        ctx.log.debug(`No check run "${saved.checkName}" was left in progress.`);
        return undefined;
    }
    ctx.log.info(`Found check run #${found} left in progress, whose ID main never learnt.`);
    return leftCheckOf({ ...saved, checkRunId: String(found) });
}
function closingSummary(text) {
    const job = text.jobId !== undefined
        ? `**Job ${text.jobId}**, last status seen: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)(text.status ?? 'none')}.`
        : text.noJob
            ? '**The Codeless job**: none was started.'
            : "**The Codeless job**: unknown, the trigger's answer never came.";
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
async function closeLeftCheck(left, ctx, session, options) {
    const read = left.end ? undefined : (options.read ?? (await readJob(left.jobId, ctx)));
    const { end, happened } = await endOf(left, read, options.noJob);
    const summary = (runUrl) => closingSummary({
        jobId: left.jobId,
        ...(options.noJob ? { noJob: true } : {}),
        status: read?.job?.status ?? left.lastStatus,
        happened,
        stopped: options.stopped,
        runUrl,
    });
    await (await session()).closeProgress({ ...end, summary }, left.checkRunId);
}
/** Reads the job again for a post step; a failure is a debug line and a `problem`. */
async function readJob(jobId, ctx) {
    if (jobId === undefined)
        return { job: undefined };
    try {
        return { job: await ctx.client.jobs.get(jobId) };
    }
    catch (error) {
        ctx.log.debug(`Could not read job ${jobId}: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__.messageOf)(error)}`);
        return { job: undefined, problem: (0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__.messageOf)(error) };
    }
}
async function endOf(left, read, noJob = false) {
    if (left.end)
        return {
            end: left.end,
            happened: 'The step reached this result but did not complete this check run with its report (GitHub did not take it, or the step ended first): its post step completed it.',
        };
    const job = read?.job;
    if (job && left.jobId !== undefined && _api_jobs_js__WEBPACK_IMPORTED_MODULE_0__/* .FINAL_JOB_STATUSES */ .O7.has(job.status)) {
        const { endedVerdict } = await Promise.all(/* import() */[__webpack_require__.e(9762), __webpack_require__.e(3001), __webpack_require__.e(4011)]).then(__webpack_require__.bind(__webpack_require__, 64305));
        const { conclusion, title } = endedVerdict(left.jobId, job);
        return {
            end: { conclusion, title },
            happened: `The step ended before it reported the job, which has ended since: its post step completed this check run with the job's result.`,
        };
    }
    if (noJob)
        return {
            end: { conclusion: 'cancelled', title: 'Cancelled before a Codeless job was started' },
            happened: 'The step was cancelled or ended before it started a job.',
        };
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

/***/ 63975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ attemptExternalId),
/* harmony export */   W: () => (/* binding */ jobExternalId)
/* harmony export */ });
/** The external ID of a Codeless job's check run: the same from main's open to post's search. */
const jobExternalId = (jobId) => `job-${jobId}`;
/**
 * The external ID of a check run opened before its job is known (the root action opens it before the
 * trigger), and of a re-run's report that ran no job.
 */
const attemptExternalId = (attempt) => `attempt-${attempt}`;


/***/ }),

/***/ 69301:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TN: () => (/* binding */ stoppedText),
/* harmony export */   aK: () => (/* binding */ failedEntry),
/* harmony export */   kY: () => (/* binding */ failureText),
/* harmony export */   yP: () => (/* binding */ decidedBy)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42179);

// A job's failures as the report shows them: each error a failed test, named as far as it says.
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
/** "Checkout", "Checkout and Login", "Checkout, Login and 2 more": the failures that decided it. */
function decidedBy(deciding) {
    const names = deciding.map((d) => d.testName ?? (d.testId === undefined ? 'a test' : `test ${d.testId}`));
    if (names.length <= 1)
        return names[0] ?? 'nothing';
    if (names.length === 2)
        return `${names[0]} and ${names[1]}`;
    return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}
/** "4 tests stopped, 1 not started", and what could not be; "no other test was still running". */
function stoppedText(stop) {
    const parts = [
        stop.stopped.length ? `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(stop.stopped.length, 'test')} stopped` : '',
        stop.notStarted.length ? `${stop.notStarted.length} not started` : '',
        stop.unstopped.length ? `${stop.unstopped.length} could not be stopped` : '',
    ].filter(Boolean);
    return parts.join(', ') || 'no other test was still running';
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

/***/ 64305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NC: () => (/* binding */ timingLine),
/* harmony export */   SF: () => (/* binding */ dueForRetry),
/* harmony export */   Vj: () => (/* binding */ verdictOf),
/* harmony export */   a9: () => (/* binding */ tiedBy),
/* harmony export */   endedVerdict: () => (/* binding */ endedVerdict),
/* harmony export */   fy: () => (/* binding */ afterRound),
/* harmony export */   sG: () => (/* binding */ outcomeOf),
/* harmony export */   uN: () => (/* binding */ testsOfJob)
/* harmony export */ });
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _report_session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63001);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42179);
/* harmony import */ var _failures_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69301);
/* harmony import */ var _reading_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62596);





/** A test's outcome: its last attempt's, flaky when that passed after an earlier one failed. */
function outcomeOf(test) {
    const last = test.attempts.at(-1)?.outcome ?? 'unknown';
    if (last !== 'passed')
        return last;
    return test.attempts.some((a) => a.outcome === 'failed' || a.outcome === 'flaky') ? 'flaky' : 'passed';
}
function countsOf(tests) {
    const counts = { total: tests.length, passed: 0, failed: 0, unknown: 0, flaky: 0 };
    for (const test of tests)
        counts[outcomeOf(test)]++;
    return counts;
}
/**
 * The tests of the job a run waited for, as the one reading tells them: a failed test per error, a
 * passed one per spawned test the job says passed, an unknown one per spawned test it leaves untold.
 * `oneTest`, the Codeless test the job ran alone, decides every test of it: a job that passed passed
 * them all, and one that failed without listing a failure is one failed test of that Codeless test.
 */
function testsOfJob(reading, oneTest) {
    const notes = reading.unknownWhy && reading.unknown.length ? [unknownNote(reading)] : [];
    const start = { kind: 'job', reading };
    const spawned = (ids, outcome) => ids.map((id) => ({
        attempts: [
            {
                name: `Test ${id}`,
                outcome,
                id: String(id),
                ...(outcome === 'unknown'
                    ? { message: `Unknown: job ${reading.jobId} ${reading.unknownWhy}.` }
                    : {}),
            },
        ],
    }));
    if (reading.decided === 'passed')
        return {
            start,
            tests: spawned(reading.job?.test_ids ?? [], 'passed'),
            retried: [],
            rounds: 0,
            notes: [],
        };
    const tied = oneTest === undefined ? {} : { codelessTest: oneTest };
    const failed = reading.failures.map((d, i) => ({ attempts: [(0,_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .failedEntry */ .aK)(d, i)], ...tied }));
    if (reading.decided === 'failed' && !failed.length && oneTest !== undefined)
        failed.push({
            attempts: [
                {
                    name: `Codeless test ${oneTest}`,
                    madeUpName: true,
                    outcome: 'failed',
                    message: `${endedWithout(reading)}.`,
                },
            ],
            ...tied,
        });
    return {
        start,
        tests: [...failed, ...spawned(reading.passed, 'passed'), ...spawned(reading.unknown, 'unknown')],
        retried: [],
        rounds: 0,
        notes,
    };
}
/** "Job 12 FAILED without listing a failure", "Retry job 12 FINISHED with success false without \u2026". */
function endedWithout(reading, what = 'Job') {
    const how = reading.status === 'FAILED' ? 'FAILED' : 'FINISHED with success false';
    return `${what} ${reading.jobId} ${how} without listing a failure`;
}
function unknownNote(reading) {
    const n = reading.unknown.length;
    return `The outcome of ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(n, 'test')} of job ${reading.jobId} is unknown: ${reading.unknownWhy}.`;
}
/** The run's failed tests tied to their Codeless tests by the failures' test names (`ties`). */
function tiedBy(run, ties) {
    const tests = run.tests.map((test) => {
        const name = test.attempts[0]?.keyName;
        const id = name === undefined ? undefined : ties.get(name);
        return test.codelessTest !== undefined || id === undefined ? test : { ...test, codelessTest: id };
    });
    return { ...run, tests };
}
/**
 * The Codeless tests a round of retries triggers: those with a failed test and none whose last attempt
 * is unknown (a retry that did not finish, or whose trigger's answer was lost, may still run: a second
 * trigger would run the test twice at once).
 */
function dueForRetry(run) {
    const due = new Set();
    const inDoubt = new Set();
    for (const test of run.tests) {
        if (test.codelessTest === undefined)
            continue;
        const outcome = outcomeOf(test);
        if (outcome === 'failed')
            due.add(test.codelessTest);
        else if (outcome === 'unknown')
            inDoubt.add(test.codelessTest);
    }
    return [...due].filter((id) => !inDoubt.has(id));
}
/**
 * The tests after a round of retries: each retried Codeless test's job decides every test tied to it
 * (FINISHED with `success: true` passed them, anything else did not), by identity, never by the text of
 * a browser. The attempt added to each test keeps the test's name, browser and platform and says in
 * its message what the retry's job reported, every failure it lists included.
 */
function afterRound(run, results) {
    const byTest = new Map(results.map((r) => [r.codelessTest, r]));
    const notes = [...run.notes];
    for (const r of results) {
        if ('lost' in r)
            notes.push(r.lost);
        else if (r.reading.decided === 'unknown')
            notes.push(`Codeless test ${r.codelessTest}: its retry, job ${r.reading.jobId}, ${r.reading.unknownWhy ?? 'did not tell'}.`);
    }
    const tests = run.tests.map((test) => {
        const result = test.codelessTest === undefined ? undefined : byTest.get(test.codelessTest);
        if (!result || outcomeOf(test) !== 'failed')
            return test;
        return { ...test, attempts: [...test.attempts, retryAttempt(test.attempts[0], result)] };
    });
    const retried = [...run.retried, ...results.flatMap((r) => ('reading' in r ? [r.reading] : []))];
    return { ...run, tests, retried, rounds: run.rounds + 1, notes };
}
/**
 * The attempt a retry adds to a test, keyed as the test's first: by its key name, which stays when a
 * failure of the retry names the attempt otherwise (a first attempt named `Codeless test 12` for want
 * of a failure listed, a retry that lists one), so the report groups the attempts as the verdict does.
 */
function retryAttempt(first, result) {
    const key = {
        name: first.keyName ?? first.name,
        keyName: first.keyName ?? first.name,
        outcome: 'unknown',
        ...(first.madeUpName ? { madeUpName: true } : {}),
        ...(first.environment ? { environment: first.environment } : {}),
        ...(first.platform ? { platform: first.platform } : {}),
    };
    if ('lost' in result)
        return { ...key, message: result.lost };
    const { reading } = result;
    if (reading.decided === 'passed')
        return { ...key, outcome: 'passed' };
    if (reading.decided === 'unknown')
        return {
            ...key,
            message: `Unknown: retry job ${reading.jobId} ${reading.unknownWhy ?? 'did not tell'}.`,
        };
    const { failures } = reading;
    if (!failures.length)
        return { ...key, outcome: 'failed', message: `${endedWithout(reading, 'Retry job')}.` };
    // The failure on the test's own browser, when the retry ran it, brings its recordings.
    const own = failures.find((d) => d.browser === first.environment) ?? failures[0];
    const texts = failures.map(_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .failureText */ .kY);
    return {
        ...key,
        name: (0,_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .failedEntry */ .aK)(own, 0).name,
        ...(own.testId === undefined ? {} : { id: String(own.testId) }),
        outcome: 'failed',
        message: `Retry job ${reading.jobId}: ${texts.join('; ')}.`,
    };
}
/**
 * The verdict on a run's tests. A test passes only on the service's word; one whose last attempt
 * failed fails the step as `fail-on` says, and one whose last attempt is unknown fails it in any case,
 * as a job that did not finish does, unless `fail-on-unknown` is false: then unknown outcomes neither
 * pass nor fail, and the judgement of `fail-on` and its kin decides (src/report/history/fail-on.ts).
 */
function verdictOf(run, inputs) {
    const counts = countsOf(run.tests);
    const within = (0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(inputs.timeoutSeconds * 1000);
    const lastStatus = (r) => `last status seen: ${r.job?.status ?? 'none'}`;
    const timedOut = run.retried.find((r) => r.status === _reading_js__WEBPACK_IMPORTED_MODULE_2__/* .TIMEOUT_STATUS */ .P);
    const base = run.start.kind === 'job' ? jobTitle(run.start.reading, within) : rerunTitle(run, counts);
    if (run.start.kind === 'job' && run.start.reading.status === _reading_js__WEBPACK_IMPORTED_MODULE_2__/* .TIMEOUT_STATUS */ .P) {
        // The error's own closing period would double the line's.
        const { lastError, job, jobId } = run.start.reading;
        const said = lastError === undefined ? undefined : (0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(lastError).replace(/\.$/, '');
        // Never read at all: the service's answer is the reason, not the job's time.
        if (!job && said) {
            const title = `Could not read job ${jobId} within ${within}: ${said}`;
            return { title, conclusion: 'failure', failure: `${title}.`, failedBy: 'service', counts };
        }
        const lastPoll = said ? `; the last poll failed: ${said}` : '';
        return {
            title: base,
            conclusion: 'timed_out',
            failure: `${base}${lastPoll}.`,
            failedBy: 'service',
            counts,
        };
    }
    if (timedOut) {
        const what = run.start.kind === 'rerun'
            ? `Job ${timedOut.jobId}, running again a test that failed in attempt ${run.start.from},`
            : `${base}; retry job ${timedOut.jobId}`;
        const title = `${what} did not finish within ${within} (${lastStatus(timedOut)})`;
        return { title, conclusion: 'timed_out', failure: `${title}.`, failedBy: 'service', counts };
    }
    const title = run.start.kind === 'job' && run.rounds ? afterRetries(base, run, counts) : base;
    if (counts.failed) {
        const failure = `${title}: ${stillFailing(run)}.`;
        return { title, conclusion: 'failure', failure, failedBy: 'tests', counts };
    }
    if (counts.unknown) {
        const why = run.notes.join(' ') || `The outcome of ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(counts.unknown, 'test')} is unknown.`;
        const first = run.start.kind === 'job' ? run.start.reading : undefined;
        // A FAILED job's own failure is the tests' (fail-on-failure decides), as ever.
        const failedJob = first?.status === 'FAILED' && !run.rounds;
        // A job that said it failed (`success: false`), not which tests did, fails whatever fail-on-unknown says.
        const held = (inputs.failOnUnknown ?? true) || first?.job?.success === false;
        // Not held against the run, unknown outcomes leave the check neutral until judged.
        const conclusion = held || failedJob ? 'failure' : 'neutral';
        const failedBy = failedJob || !held ? 'tests' : 'service';
        return { title, conclusion, failure: `${title}: ${why}`, failedBy, counts };
    }
    return { title, conclusion: 'success', counts };
}
/** The title of the job a run waited for, from its reading. */
function jobTitle(reading, within) {
    const { jobId, job } = reading;
    if (reading.stopped)
        return `Stopped after ${(0,_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .decidedBy */ .yP)(reading.stopped.deciding)} failed: ${(0,_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .stoppedText */ .TN)({ ...reading.stopped, unstopped: reading.unknown })}`;
    if (reading.status === _reading_js__WEBPACK_IMPORTED_MODULE_2__/* .TIMEOUT_STATUS */ .P)
        return `Job ${jobId} did not finish within ${within} (last status seen: ${job?.status ?? 'none'})`;
    const tests = (0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(job?.test_ids.length ?? 0, 'test');
    const failures = reading.failures.length;
    if (reading.status === 'FAILED')
        return `Job ${jobId} FAILED${failures ? ` with ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(failures, 'failure')}` : ''}`;
    if (reading.decided === 'passed' || (job?.success === true && !failures))
        return job?.test_ids.length ? `Job ${jobId} FINISHED: all ${tests} passed` : `No tests in job ${jobId}`;
    if (job?.success === null && !failures)
        return `Job ${jobId} FINISHED without a result (success is null)`;
    if (!failures)
        return `Job ${jobId} FINISHED with success false but no failure listed`;
    return `Job ${jobId} FINISHED: ${failures} of ${tests} failed`;
}
/** The first job's title after its retries: what they left. */
function afterRetries(base, run, counts) {
    if (counts.failed)
        return `${base}, ${counts.failed} still failed after retries`;
    if (counts.unknown)
        return `${base}, ${counts.unknown} unknown after retries`;
    const reading = run.start.kind === 'job' ? run.start.reading : undefined;
    return `Job ${reading?.jobId} FINISHED: every failed test passed on a retry`;
}
function rerunTitle(run, counts) {
    const from = run.start.kind === 'rerun' ? run.start.from : 0;
    const ran = run.rounds ? `Ran again what failed in attempt ${from}` : `Nothing failed in attempt ${from}`;
    return `${ran}: ${(0,_report_session_js__WEBPACK_IMPORTED_MODULE_1__/* .describeCounts */ .wv)(counts)}`;
}
/** The still failing tests in a few words each, by their last attempt: the one line that fails the step. */
function stillFailing(run) {
    const last = run.tests.filter((t) => outcomeOf(t) === 'failed').map((t) => t.attempts.at(-1));
    const shown = last
        .slice(0, 3)
        .map((e) => `${e.name} ${lowerFirst(e.message ?? 'failed')}`.replace(/\.$/, ''));
    const more = last.length > shown.length ? `; and ${last.length - shown.length} more` : '';
    return shown.join('; ') + more;
}
const lowerFirst = (text) => text.charAt(0).toLowerCase() + text.slice(1);
/** The verdict on a job seen FINISHED or FAILED, read alone: what a post step completes a check run with. */
function endedVerdict(jobId, job) {
    const ended = { kind: 'final', job, timing: {} };
    return verdictOf(testsOfJob((0,_reading_js__WEBPACK_IMPORTED_MODULE_2__/* .readJob */ .c)(jobId, ended, false)), { timeoutSeconds: 0 });
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


/***/ }),

/***/ 64527:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E_: () => (/* binding */ CODELESS_CHECK_BASE),
  Y7: () => (/* binding */ closeProgress),
  G8: () => (/* binding */ publishedResult),
  qt: () => (/* binding */ waitForJob),
  a: () => (/* binding */ waitingCheck),
  yE: () => (/* binding */ workflowAttemptOf)
});

// EXTERNAL MODULE: ./src/api/jobs.ts
var jobs = __webpack_require__(64842);
// EXTERNAL MODULE: ./src/api/transport/errors.ts
var errors = __webpack_require__(72487);
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
// EXTERNAL MODULE: ./src/codeless/closing.ts
var closing = __webpack_require__(66335);
// EXTERNAL MODULE: ./src/api/records.ts
var api_records = __webpack_require__(39762);
// EXTERNAL MODULE: ./src/api/transport/pagination.ts
var pagination = __webpack_require__(58280);
// EXTERNAL MODULE: ./src/codeless/failures.ts
var failures = __webpack_require__(69301);
// EXTERNAL MODULE: ./src/codeless/stop.ts
var codeless_stop = __webpack_require__(63766);
;// CONCATENATED MODULE: ./src/codeless/early-stop.ts






/**
 * The failures for good that decide an early stop: the first `maxFailures` of the job's errors (one
 * per test) that count and that no retry may mend; undefined while there are fewer.
 */
function decidingFailures(job, rules) {
    const seen = new Set();
    const deciding = [];
    for (const [index, failure] of job.errors.map(api_records/* jobErrorDetail */.Vt).entries()) {
        if (failure.testId !== undefined) {
            if (seen.has(failure.testId))
                continue;
            seen.add(failure.testId);
        }
        if (rules.retriable(failure) || !rules.counts((0,failures/* failedEntry */.aK)(failure, index)))
            continue;
        deciding.push(failure);
        if (deciding.length >= rules.maxFailures)
            return deciding;
    }
    return undefined;
}
/**
 * The hook a wait polls with (`stopEarly`, poll.ts): once enough failed, the rest stopped. `onStopped`
 * hears of it before the wait ends, for the post step (its tests are stopped already).
 */
function earlyStopper(jobId, rules, ctx, onStopped = () => { }) {
    return async (job) => {
        const deciding = decidingFailures(job, rules);
        if (!deciding)
            return undefined;
        const stop = await stopTheRest(jobId, job, deciding, ctx);
        onStopped(stop);
        return stop;
    };
}
/**
 * Stops every test of the job that no error names: each test's state read first, in one request
 * (GET /v1/tests since the job's creation, one page: a test waiting for a session is "not started",
 * ASSUMPTIONS.notStartedStates), then each stopped (8 at a time); then the job read once more, for
 * failures listed meanwhile. Says what it did.
 */
async function stopTheRest(jobId, job, deciding, ctx) {
    const named = new Set(job.errors.map((e) => (0,api_records/* jobErrorDetail */.Vt)(e).testId));
    const rest = job.test_ids.filter((id) => !named.has(id));
    ctx.log.info(`${(0,failures/* decidedBy */.yP)(deciding)} failed for good (max-failures: ${deciding.length}): stopping the ${(0,wording/* plural */.LS)(rest.length, 'other test')} of job ${jobId}.`);
    const records = rest.length ? await recordsOf(rest, job, ctx) : new Map();
    const stop = { deciding, stopped: [], notStarted: [], ended: [], unstopped: [], job };
    const outcomes = new Map();
    await (0,codeless_stop/* stopInParallel */.ps)(rest, async (id) => void outcomes.set(id, await (0,codeless_stop/* stopTestRun */.eF)(id, ctx)));
    // In the job's order, whatever order the stops answered in.
    for (const id of rest) {
        const outcome = outcomes.get(id);
        const seen = records.get(id);
        if (outcome === 'finished')
            stop.ended.push(id);
        else if (outcome === 'failed')
            stop.unstopped.push(id);
        else
            (seen?.notStarted ? stop.notStarted : stop.stopped).push({ id, ...seen?.test });
    }
    try {
        stop.job = await ctx.client.jobs.get(jobId);
    }
    catch (error) {
        if (ctx.signal.aborted)
            throw error;
        ctx.log.debug(`Could not read job ${jobId} again after stopping its tests: ${(0,errors.messageOf)(error)}`);
    }
    ctx.log.info(`Job ${jobId}: ${(0,failures/* stoppedText */.TN)(stop)}.`);
    return stop;
}
/**
 * The records of the job's tests among the newest tests updated since the job was created (one
 * page of GET /v1/tests): what they are named and whether they started. A test not on it, or a read
 * that failed, leaves its test unnamed and taken as started.
 */
async function recordsOf(ids, job, ctx) {
    const wanted = new Set(ids);
    const seen = new Map();
    // The spec's date-time (a job record is described in full): not a "not shown" time field, so not
    // read through that adapter; the service's clock, as `since` reads it.
    const created = Date.parse(job.created_at);
    try {
        const page = await ctx.client.tests.list({
            count: pagination/* MAX_PAGE_SIZE */.H4,
            skipFields: codeless_stop/* UNREAD_TEST_FIELDS */.bR,
            ...(Number.isNaN(created) ? {} : { since: Math.floor(created / 1000) }),
        });
        for (const record of page.data) {
            const f = (0,api_records/* testRecordFields */.LP)(record);
            const id = Number(f.id);
            if (!wanted.has(id))
                continue;
            const environment = [f.browser, f.browserVersion].filter(Boolean).join(' ') || f.deviceName;
            seen.set(id, {
                notStarted: f.notStarted,
                test: {
                    ...(f.name ? { name: f.name } : {}),
                    ...(environment ? { environment } : {}),
                    ...(f.platform ? { platform: f.platform } : {}),
                },
            });
        }
    }
    catch (error) {
        if (ctx.signal.aborted)
            throw error;
        ctx.log.debug(`Could not read the states of job's tests before stopping them: ${(0,errors.messageOf)(error)}`);
    }
    return seen;
}

// EXTERNAL MODULE: ./src/codeless/external-id.ts
var external_id = __webpack_require__(63975);
// EXTERNAL MODULE: ./src/codeless/poll.ts
var poll = __webpack_require__(4503);
// EXTERNAL MODULE: ./src/codeless/schedule.ts
var schedule = __webpack_require__(79183);
// EXTERNAL MODULE: ./src/codeless/verdict.ts
var verdict = __webpack_require__(64305);
;// CONCATENATED MODULE: ./src/codeless/wait.ts









/**
 * The wait stage of a Codeless run: polls the job a trigger started (or the one wait-for-job is
 * given) until it ends, the time-out or a cancel; with reporting on, the check run shows it in
 * progress meanwhile. What the job came to is read next, by the one reading (reading.ts).
 */
/** The default check name's base for a job waited for by its ID alone. */
const CODELESS_CHECK_BASE = 'Codeless tests';
/**
 * Waits for the job. With reporting opened (`session`, openReporting: the check run in progress and the
 * base's report, read after it), the check run follows the job's status, and the report completes it;
 * the base's report says how long the job usually runs. A cancelled step leaves the check run to the
 * post step, which has the time a cancelled step lacks, reads the job again and knows what it stopped
 * (closeLeftCheck).
 */
async function waitForJob(job, inputs, ctx, stopping = { retriable: () => false }) {
    const { jobId, hooks = {} } = job;
    ctx.log.info(`Waiting up to ${(0,wording/* formatSeconds */.Xo)(inputs.timeoutSeconds * 1000)} for job ${jobId} (first poll interval ${inputs.pollIntervalSeconds} s).`);
    const early = await earlyStopOf(job, inputs, ctx, stopping);
    const outcome = await pollWithCheck(job, inputs, ctx, early);
    if (outcome.kind === 'final')
        hooks.onFinal?.(outcome.job);
    const timing = outcome.kind === 'cancelled' ? undefined : (0,verdict/* timingLine */.NC)(outcome.timing);
    if (timing)
        ctx.log.info(`Job ${jobId}: ${timing}`);
    return { jobId, outcome };
}
/**
 * Polls the job; with reporting on, the check run opened before (openReporting) follows the job out of
 * the queue. A wait that fails completes that check run as failed.
 */
async function pollWithCheck({ jobId, session, hooks = {} }, inputs, ctx, early) {
    // Writes to the check run in progress, in order: the report must come after the last of them.
    let writes = Promise.resolve();
    let status;
    // What the check run says: opened waiting for this job, what a running job needs told no more;
    // opened before the trigger, what was starting.
    let shown = session?.progress?.waitingFor === jobId ? 'RUNNING' : '';
    const onSeen = (job) => {
        // A job that ended is reported next: no point saying it runs.
        const changed = shown !== job.status && !jobs/* FINAL_JOB_STATUSES */.O7.has(job.status);
        if (changed)
            shown = job.status;
        status = job.status;
        hooks.onSeen?.(job);
        if (changed)
            writes = writes.then(() => session?.retextProgress(progressText(jobId, job.status)));
    };
    const options = { ...pollOptions(inputs), expectation: expectationOf(session?.runningTimes()), ...early };
    const outcome = await (0,poll/* pollJob */.rG)(jobId, options, ctx, { onSeen }).catch(async (error) => {
        const why = (0,errors.messageOf)(error);
        const end = { conclusion: 'failure', title: `Could not wait for job ${jobId}: ${why}` };
        hooks.onVerdict?.(end);
        await writes;
        await closeProgress(session, { jobId, status }, end);
        throw error;
    });
    await writes;
    return outcome;
}
/**
 * With `max-failures` on, what the polls do besides: stay `poll-interval` apart, and stop the job's
 * other tests once enough failed for good, counted as the report will judge them (the session's
 * `failureCounter`; without a report, every failure unless `fail-on-failure` is false).
 */
async function earlyStopOf({ jobId, session, hooks = {} }, inputs, ctx, stopping) {
    const maxFailures = inputs.maxFailures ?? 0;
    if (maxFailures < 1)
        return {};
    const counts = session
        ? await session.failureCounter(inputs.evidence)
        : () => inputs.failOnFailure !== false && inputs.evidence?.failOn !== 'nothing';
    ctx.log.info(`max-failures: ${maxFailures}: once ${(0,wording/* plural */.LS)(maxFailures, 'test')} failed for good, the job's other tests are stopped; polls stay ${inputs.pollIntervalSeconds} s apart.`);
    const rules = { maxFailures, counts, retriable: stopping.retriable };
    return {
        maxIntervalMs: inputs.pollIntervalSeconds * 1000,
        stopEarly: earlyStopper(jobId, rules, ctx, () => hooks.onStopped?.()),
    };
}
/**
 * The usual running time of the same check and its spread, from the running times of the base
 * branch's recent runs its report carries (its history window), else its own running time.
 */
function expectationOf(times) {
    if (!times)
        return undefined;
    const learnt = (0,schedule/* expectationOfRuns */.k2)(times.recent);
    if (learnt)
        return learnt;
    return times.own ? { runningMs: times.own } : undefined;
}
const pollOptions = (inputs) => ({
    timeoutMs: inputs.timeoutSeconds * 1000,
    pollIntervalMs: inputs.pollIntervalSeconds * 1000,
});
/**
 * What the check run in progress says: a queued job waits for a free session, the others run; before
 * the first poll, that the job is waited for.
 */
function progressText(jobId, status) {
    const results = 'the results replace this when it ends';
    if (status === undefined)
        return {
            title: `Waiting for Codeless job ${jobId}`,
            summary: `Waiting for Codeless job ${jobId}; ${results}.`,
        };
    if (status === 'QUEUED')
        return {
            title: `Codeless job ${jobId} is queued: waiting for a free session`,
            summary: `Codeless job ${jobId} is QUEUED, waiting for a free session; ${results}.`,
        };
    return {
        title: `Codeless job ${jobId} is running`,
        summary: `Waiting for Codeless job ${jobId}; ${results}.`,
    };
}
/** The check run wait-for-job opens in progress, before the first poll: waiting for job `jobId`. */
function waitingCheck(jobId) {
    return { externalId: (0,external_id/* jobExternalId */.W)(jobId), waitingFor: jobId, ...progressText(jobId, undefined) };
}
/** A wait or a trigger that failed leaves no check run in progress: it is completed as failed, its title saying why. */
async function closeProgress(session, job, end) {
    await session?.closeProgress({
        ...end,
        summary: (runUrl) => (0,closing/* closingSummary */.Cu)({ ...job, happened: end.title, runUrl }),
    });
}
/** What a published report adds to a wait's outputs. */
function publishedResult(published) {
    return {
        checkRunUrl: published.checkRunUrl,
        junitFile: published.junitFile,
        ctrfFile: published.ctrfFile,
        assetsDir: published.assetsDir,
        comparison: published.comparison,
        judgement: {
            blocks: published.blocks ?? true,
            note: published.blockNote,
            ...(published.missing ? { missing: published.missing } : {}),
        },
        flaky: published.counts.flaky,
        ...(published.quarantined === undefined ? {} : { quarantined: published.quarantined }),
        ...(published.quarantinedFlaky ? { quarantinedFlaky: published.quarantinedFlaky } : {}),
        ...(published.sessions ? { sessions: published.sessions } : {}),
    };
}
/** The workflow run and attempt a report is of, when the run is known: what a later attempt reads. */
function workflowAttemptOf(job) {
    return job.runId ? { runId: job.runId, attempt: job.attempt } : undefined;
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
