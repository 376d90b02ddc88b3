export const id = 490;
export const ids = [490];
export const modules = {

/***/ 11816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SE: () => (/* binding */ TUNNEL_DELETE_MEANINGS),
/* harmony export */   a7: () => (/* binding */ UNKNOWN_APP_KEY_MEANINGS),
/* harmony export */   pt: () => (/* binding */ WEBHOOK_MEANINGS)
/* harmony export */ });
/* unused harmony exports TUNNEL_GONE_STATUS, tunnelAlreadyGone */
/**
 * What the client assumes where the spec gives no status, in one place. Everything else the client
 * reads of a status comes from the spec's endpoint tables (each resource module's `meanings`).
 */
/**
 * DELETE /v1/tunnel/{id} lists 401 and 403 only. A deployment answers 404 for a tunnel that was
 * deleted already or ended by itself (idle); the product contract counts "already gone" as success.
 */
const TUNNEL_GONE_STATUS = 404;
/** Whether a failed tunnel delete means the tunnel is gone already (see TUNNEL_GONE_STATUS). */
function tunnelAlreadyGone(error) {
    return error?.status === TUNNEL_GONE_STATUS;
}
const TUNNEL_DELETE_MEANINGS = { [TUNNEL_GONE_STATUS]: 'the tunnel is already gone' };
/**
 * The spec leaves every status of the webhook endpoints "not shown". These meanings follow its general
 * table: 400 for validation (the public-URL rule and the limit per team), 404 for an unknown ID, 429
 * for the test delivery's separate rate limit (its numbers are not shown either).
 */
const WEBHOOK_MEANINGS = {
    invalid: (maxPerTeam) => ({
        400: `invalid webhook: the url must be a public http(s) address, and a team may have at most ${maxPerTeam}`,
    }),
    notFound: { 404: 'no such webhook' },
    rateLimited: { 429: 'webhook test deliveries are rate limited; try again later' },
};
/**
 * POST /v1/storage/<appkey> lists 400, 401 and 403: an unknown key is invalid input (400) there. A
 * deployment answering 404 instead is read with the same meaning.
 */
const UNKNOWN_APP_KEY_MEANINGS = { 404: 'no app is stored under this key' };


/***/ }),

/***/ 37119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OI: () => (/* binding */ browsersApi),
/* harmony export */   Y1: () => (/* binding */ BrowserSchema)
/* harmony export */ });
/* unused harmony export BROWSER_TYPES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
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

/***/ 53249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _7: () => (/* binding */ ServiceError),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   e7: () => (/* binding */ DEFAULT_STATUS_MEANINGS),
/* harmony export */   mo: () => (/* binding */ extractServerMessage),
/* harmony export */   mu: () => (/* binding */ withHint)
/* harmony export */ });
/** Meanings the spec gives a status on every endpoint; endpoints add or override their own. */
const DEFAULT_STATUS_MEANINGS = {
    400: 'missing or invalid input',
    401: 'authentication failed: check the key and secret',
    402: 'payment required',
    403: 'the account is read-only or lacks the required role',
    404: 'not found',
    408: 'the service timed out',
    429: 'rate limited by the service',
    500: 'internal error of the service',
    502: 'bad gateway',
    503: 'the service is unavailable',
    504: 'gateway timeout',
};
/** The one error type of the API module: says what was attempted, how it failed and what that means. */
class ServiceError extends Error {
    operation;
    method;
    path;
    kind;
    status;
    meaning;
    serverMessage;
    attempts;
    constructor(details) {
        super(describe(details), { cause: details.cause });
        this.name = 'ServiceError';
        this.operation = details.operation;
        this.method = details.method;
        this.path = details.path;
        this.kind = details.kind;
        this.status = details.status;
        this.meaning = details.meaning;
        this.serverMessage = details.serverMessage;
        this.attempts = details.attempts ?? 1;
    }
    /** The same failure with some details changed (the attempts it took, a plainer meaning). */
    with(changes) {
        return new ServiceError({
            operation: this.operation,
            method: this.method,
            path: this.path,
            kind: this.kind,
            status: this.status,
            meaning: this.meaning,
            serverMessage: this.serverMessage,
            attempts: this.attempts,
            cause: this.cause,
            ...changes,
        });
    }
}
function describe(d) {
    const where = `${d.operation} (${d.method} ${d.path})`;
    const tries = d.attempts && d.attempts > 1 ? ` after ${d.attempts} attempts` : '';
    let what;
    switch (d.kind) {
        case 'http':
            what = `failed with HTTP ${d.status}${d.meaning ? `: ${d.meaning}` : ''}`;
            break;
        case 'malformed':
            what = `returned a response that could not be read${d.meaning ? `: ${d.meaning}` : ''}`;
            break;
        case 'timeout':
            what = `timed out${d.meaning ? `: ${d.meaning}` : ''}`;
            break;
        case 'aborted':
            what = 'was cancelled';
            break;
        default:
            what = `could not reach the service${d.meaning ? `: ${d.meaning}` : ''}`;
    }
    const server = d.serverMessage ? ` Service said: "${d.serverMessage}"` : '';
    return `${where} ${what}${tries}.${server}`;
}
/** An error's line, then a sentence of advice: the line may end in the service's quoted message. */
function withHint(error, hint) {
    return `${error.message}${/[.!?]$/.test(error.message) ? '' : '.'} ${hint}`;
}
const MAX_SERVER_MESSAGE = 500;
/**
 * Error bodies are "not shown" in the spec; in practice they carry `error`, `message` or `errors`
 * (a string or an array of strings). Anything else yields a short text excerpt.
 */
function extractServerMessage(body) {
    const text = body.trim();
    if (!text)
        return undefined;
    let message;
    try {
        const parsed = JSON.parse(text);
        if (parsed && typeof parsed === 'object') {
            const record = parsed;
            for (const field of ['message', 'error', 'errors']) {
                const value = record[field];
                if (typeof value === 'string' && value)
                    message = value;
                else if (Array.isArray(value) && value.length)
                    message = value.map(String).join('; ');
                if (message)
                    break;
            }
        }
        else if (typeof parsed === 'string') {
            message = parsed;
        }
    }
    catch {
        // Not JSON: an HTML error page or plain text; keep the start of it.
        message = text.replace(/\s+/g, ' ');
    }
    if (message === undefined)
        return undefined;
    return message.length > MAX_SERVER_MESSAGE ? `${message.slice(0, MAX_SERVER_MESSAGE)}…` : message;
}
/** What an unknown thrown value says, in one line. */
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 64842:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ jobsApi),
/* harmony export */   Cs: () => (/* binding */ RunAckSchema),
/* harmony export */   O7: () => (/* binding */ FINAL_JOB_STATUSES)
/* harmony export */ });
/* unused harmony exports JOB_STATUSES, JobErrorSchema, JobSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8164);
/* harmony import */ var _path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6541);




const JOB_STATUSES = ['QUEUED', 'RUNNING', 'FINISHED', 'FAILED'];
/** Both end a wait: FAILED is as final as FINISHED. */
const FINAL_JOB_STATUSES = new Set(['FINISHED', 'FAILED']);
/** Per-test failure detail: the spec names step, browser and time without typing them. */
const JobErrorSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({});
const JobSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(JOB_STATUSES),
    created_at: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .timestamp */ .vE,
    updated_at: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .timestamp */ .vE,
    success: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().nullable(),
    test_ids: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .int32 */ .HA),
    errors: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(JobErrorSchema),
});
/**
 * What the trigger endpoints answer: `job_id` is the only field the spec names (seen in practice as
 * `{ success: true, job_id: 5 }`); whatever else comes is kept. The job is polled next, so an ID that
 * is not a positive whole number is refused here, in one line, rather than handed on.
 */
const RunAckSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ job_id: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .positiveId */ .xf });
function jobsApi(t) {
    return {
        /** GET /v1/jobs/{id}: a job started by a trigger endpoint. `signal` ends a wait's last call. */
        get: (id, signal) => t.call({
            operation: 'get job',
            method: 'GET',
            path: (0,_path_js__WEBPACK_IMPORTED_MODULE_2__/* .route */ .wE) `/v1/jobs/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_3__/* .idOf */ .TH)(id, 'job id')}`,
            response: JobSchema,
            meanings: { 404: 'no such job' },
            signal,
        }),
    };
}


/***/ }),

/***/ 36579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D9: () => (/* binding */ codelessIdOf),
/* harmony export */   Mt: () => (/* binding */ idList),
/* harmony export */   qx: () => (/* binding */ CodelessTestSchema),
/* harmony export */   u: () => (/* binding */ labApi)
/* harmony export */ });
/* unused harmony export CodelessStepSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9691);
/* harmony import */ var _browsers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37119);
/* harmony import */ var _jobs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64842);
/* harmony import */ var _pagination_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43350);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8164);
/* harmony import */ var _path_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6541);
/* harmony import */ var _meanings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(36610);








/** Codeless test record, step record and create acknowledgement: all "not shown" in the spec. */
const CodelessTestSchema = _schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .LenientRecordSchema */ .an;
const CodelessStepSchema = _schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .LenientRecordSchema */ .an;
/**
 * The ID of a Codeless test (or suite) record. The records are "not shown"; `id` is the one field
 * read, and a record without a usable one yields undefined rather than a guess.
 */
function codelessIdOf(record) {
    const id = record.id;
    const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : Number.NaN;
    return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
/** `browser_ids` and `test_ids` travel as one comma-separated string (spec). */
function idList(ids, what) {
    if (!ids.length)
        throw new TypeError(`${what} must name at least one ID`);
    return ids.map((id) => (0,_refs_js__WEBPACK_IMPORTED_MODULE_5__/* .idOf */ .TH)(id, what)).join(',');
}
const TEST_NOT_FOUND = { 404: 'no such Codeless test' };
const WRITE = { ..._meanings_js__WEBPACK_IMPORTED_MODULE_4__/* .READ_ONLY */ .s, ...TEST_NOT_FOUND };
const testPath = (id) => (0,_path_js__WEBPACK_IMPORTED_MODULE_6__/* .route */ .wE) `/v1/lab/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_5__/* .idOf */ .TH)(id, 'Codeless test id')}`;
function labApi(t) {
    return {
        /** GET /v1/lab: one page of the account's Codeless tests. */
        list: (page) => (0,_pagination_js__WEBPACK_IMPORTED_MODULE_2__/* .listPage */ .ks)(t, {
            operation: 'list Codeless tests',
            path: '/v1/lab',
            page,
            maxCount: _pagination_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_PAGE_SIZE */ .H4,
            item: CodelessTestSchema,
        }),
        /** POST /v1/lab: records a test that visits `url`, or imports an IDE export (`file`). */
        create: (test) => {
            if (!test.name.trim())
                throw new TypeError('a Codeless test needs a name');
            if ((test.url === undefined) === (test.file === undefined))
                throw new TypeError('a Codeless test needs exactly one of url and file');
            // The spec names the body fields in this bracketed form.
            const json = { 'test[name]': test.name };
            if (test.url !== undefined)
                json['test[url]'] = test.url;
            if (test.file !== undefined)
                json.file = test.file;
            if (test.aiPrompt !== undefined)
                json['test[ai_prompt]'] = test.aiPrompt;
            return t.call({
                operation: 'create Codeless test',
                method: 'POST',
                path: '/v1/lab',
                json,
                response: _schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .LenientRecordSchema */ .an,
                meanings: { 400: 'the test is invalid (name, and url or file, are needed)', ..._meanings_js__WEBPACK_IMPORTED_MODULE_4__/* .READ_ONLY */ .s },
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
            path: (0,_path_js__WEBPACK_IMPORTED_MODULE_6__/* .route */ .wE) `/v1/lab/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_5__/* .testRefOf */ .$_)(ref)}`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .AckSchema */ .to,
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
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .AckSchema */ .to,
            meanings: { 400: 'a weekly schedule needs a day and an hour', ..._meanings_js__WEBPACK_IMPORTED_MODULE_4__/* .INSUFFICIENT_CREDITS */ .d, ...WRITE },
        }),
        /** POST /v1/lab/{id}/alert: an alert channel for failed scheduled runs. */
        createAlert: (id, body) => t.call({
            operation: 'create Codeless test alert',
            method: 'POST',
            path: `${testPath(id)}/alert`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .AckSchema */ .to,
            meanings: { 400: 'the alert already exists (replace it instead)', ...WRITE },
        }),
        /** PUT /v1/lab/{id}/alert: replaces the alert configuration. */
        updateAlert: (id, body) => t.call({
            operation: 'update Codeless test alert',
            method: 'PUT',
            path: `${testPath(id)}/alert`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .AckSchema */ .to,
            meanings: WRITE,
        }),
        /** POST /v1/lab/{id}/report: a recurring e-mail report of the pass/fail rate. */
        createReport: (id, body) => t.call({
            operation: 'create Codeless test report',
            method: 'POST',
            path: `${testPath(id)}/report`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .AckSchema */ .to,
            meanings: { 400: 'the report settings are invalid', ...WRITE },
        }),
        /** PUT /v1/lab/{id}/report: replaces the report destination and schedule. */
        updateReport: (id, body) => t.call({
            operation: 'update Codeless test report',
            method: 'PUT',
            path: `${testPath(id)}/report`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .AckSchema */ .to,
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
            response: _jobs_js__WEBPACK_IMPORTED_MODULE_1__/* .RunAckSchema */ .Cs,
            meanings: { ..._meanings_js__WEBPACK_IMPORTED_MODULE_4__/* .INSUFFICIENT_CREDITS */ .d, ...WRITE },
        }),
        /** POST /v1/lab/trigger_all: every Codeless test, `url` overriding each test's base URL; sent once. */
        triggerAll: (options = {}) => t.call({
            operation: 'trigger all Codeless tests',
            method: 'POST',
            path: '/v1/lab/trigger_all',
            json: options.url === undefined ? {} : { url: options.url },
            response: _jobs_js__WEBPACK_IMPORTED_MODULE_1__/* .RunAckSchema */ .Cs,
            meanings: { ..._meanings_js__WEBPACK_IMPORTED_MODULE_4__/* .INSUFFICIENT_CREDITS */ .d, ..._meanings_js__WEBPACK_IMPORTED_MODULE_4__/* .READ_ONLY */ .s },
        }),
        /** GET /v1/lab/{id}/steps: one page of the recorded steps (the spec shows no `count` maximum). */
        steps: (id, page) => (0,_pagination_js__WEBPACK_IMPORTED_MODULE_2__/* .listPage */ .ks)(t, {
            operation: 'list Codeless test steps',
            path: `${testPath(id)}/steps`,
            page,
            item: CodelessStepSchema,
            meanings: TEST_NOT_FOUND,
        }),
        /** POST /v1/lab/{id}/steps: deletes every step and stores these; a replace, so safe to repeat. */
        replaceSteps: (id, body) => t.call({
            operation: 'replace Codeless test steps',
            method: 'POST',
            path: `${testPath(id)}/steps`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .AckSchema */ .to,
            idempotent: true,
            meanings: { 400: 'the steps are missing', ...WRITE },
        }),
        /** PUT /v1/lab/{id}/stop: force-stops the in-flight run, or only the one on `browserId`. */
        stop: (id, options = {}) => t.call({
            operation: 'stop Codeless test',
            method: 'PUT',
            path: `${testPath(id)}/stop`,
            json: options.browserId === undefined ? {} : { browser_id: (0,_refs_js__WEBPACK_IMPORTED_MODULE_5__/* .idOf */ .TH)(options.browserId, 'browser id') },
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .AckSchema */ .to,
            meanings: WRITE,
        }),
        /** GET /v1/lab/{id}/browsers: the browsers the test runs on. */
        browsers: (id) => t.call({
            operation: 'list Codeless test browsers',
            method: 'GET',
            path: `${testPath(id)}/browsers`,
            response: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(_browsers_js__WEBPACK_IMPORTED_MODULE_0__/* .BrowserSchema */ .Y1),
            meanings: TEST_NOT_FOUND,
        }),
        /** POST /v1/lab/{id}/browsers: replaces the whole set with these `browser_id`s; safe to repeat. */
        setBrowsers: (id, browserIds) => {
            const browser_ids = idList(browserIds, 'browser ids');
            return t.call({
                operation: 'set Codeless test browsers',
                method: 'POST',
                path: `${testPath(id)}/browsers`,
                json: { browser_ids },
                response: _schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .AckSchema */ .to,
                idempotent: true,
                meanings: { 400: 'the browser IDs are missing or unknown', ...WRITE },
            });
        },
    };
}


/***/ }),

/***/ 36610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ INSUFFICIENT_CREDITS),
/* harmony export */   s: () => (/* binding */ READ_ONLY)
/* harmony export */ });
/**
 * The meanings the spec's Errors table gives a status on many endpoints, in one place; each resource
 * module adds what a status means on its own endpoints (`meanings` of a request).
 */
/** Authentication rule 4: a read-only account gets 403 on everything that creates, changes or triggers. */
const READ_ONLY = { 403: 'the account is read-only' };
/** 402 on the trigger and schedule endpoints. */
const INSUFFICIENT_CREDITS = { 402: 'insufficient credits' };


/***/ }),

/***/ 43350:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H4: () => (/* binding */ MAX_PAGE_SIZE),
/* harmony export */   VV: () => (/* binding */ collectPages),
/* harmony export */   ks: () => (/* binding */ listPage)
/* harmony export */ });
/* unused harmony exports DEFAULT_PAGE_SIZE, MAX_LIST_ITEMS, PAGE_CONCURRENCY, pageQuery, walkPages */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8164);


const DEFAULT_PAGE_SIZE = 10;
/**
 * The spec's `count` maximum, for the seven lists its Limits table names (team users, storage apps,
 * Codeless suites, Codeless tests, builds, tests in a build, tests). Elsewhere it shows no maximum.
 */
const MAX_PAGE_SIZE = 500;
/** `count` and `offset` are int32 (spec). */
const INT32_MAX = 2_147_483_647;
/**
 * The most items a walk reads unless its caller says otherwise: far above any list the actions read
 * (a build of tests, a suite's Codeless tests), far below what would exhaust the runner's memory. A
 * service claiming more ends the walk at once with one line.
 */
const MAX_LIST_ITEMS = 100_000;
/** Pages read at the same time after the first: fast, yet gentle on the service. */
const PAGE_CONCURRENCY = 4;
/**
 * Validates paging parameters before a request is made. `maxCount` is the spec's maximum where it
 * gives one; a list without one takes any int32 `count`, and may answer fewer (the walk reads on).
 */
function pageQuery(page = {}, maxCount = INT32_MAX) {
    const offset = page.offset ?? 0;
    const count = page.count ?? DEFAULT_PAGE_SIZE;
    if (!Number.isInteger(offset) || offset < 0 || offset > INT32_MAX)
        throw new RangeError(`offset must be a whole number >= 0, got ${offset}`);
    if (!Number.isInteger(count) || count < 1 || count > maxCount) {
        throw new RangeError(`count must be a whole number from 1 to ${maxCount}, got ${count}`);
    }
    return { offset, count };
}
/**
 * GET one page of a list. Validation happens before the promise (a bad `count` throws at once). The
 * page names its list and what was asked, so a walk can place a bare array and word its errors.
 */
function listPage(t, req) {
    const asked = pageQuery(req.page, req.maxCount);
    const source = { operation: req.operation, path: req.path };
    return t
        .call({
        operation: req.operation,
        method: 'GET',
        path: req.path,
        query: { ...req.query, ...asked },
        response: (0,_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .pageOf */ .ZZ)(req.item, { enveloped: req.enveloped }),
        meanings: req.meanings,
        signal: req.page?.signal,
    })
        .then((answer) => {
        const page = answer.meta
            ? { data: answer.data, meta: answer.meta }
            : // No meta: only what was asked and received is known; `total` says no more than that.
                { data: answer.data, meta: inferredMeta(asked.offset, answer.data.length), bare: true };
        // Not enumerable: a page still equals, prints and serialises as the service's answer.
        return Object.defineProperty(page, 'source', { value: source });
    });
}
function inferredMeta(offset, count) {
    return { offset, count, total: offset + count };
}
/**
 * Walks every page of a list and yields the items no earlier page yielded, in list order. Memory holds
 * the pages in flight and one key per item read (at most `maxItems`), never the items themselves.
 *
 * What ends it, and what does not:
 * - `meta.total` of the newest answer (pages answer out of order) says how long the list is, so a
 *   list that grows or shrinks while read is followed; never the page size asked for: a page shorter
 *   than asked before the total is read past, the next page asked where it ended.
 * - Pages after the first are asked at steps of the size the service answered (its page cap), up to
 *   `concurrency` at once. A page answering fewer or more items than that makes the pages asked after
 *   it start at the wrong place: they are dropped and reading goes on from where it ended.
 * - `meta.offset` is taken as answered: a page starting before what was read adds only its tail; one
 *   starting beyond it would leave items unread and ends the walk with one line.
 * - An item whose `id` was yielded already is not yielded again (items without one are told apart by
 *   their offsets only). A page that adds no new item while the total says more should come ends the
 *   walk with one line (a service answering the same page for every offset), as does a total or a
 *   read beyond `maxItems`, or the caller's `signal`.
 * - An answer without `meta` (a bare array) is never taken as the whole list from its length, since a
 *   service that caps its pages answers fewer than asked too: reading goes on, one page at a time,
 *   until a page adds no new item (empty, or the same items again from a service that does not page).
 * - A failed page is thrown when its turn comes, after the pages before it; no page is asked for after
 *   a failure arrived.
 */
async function* walkPages(fetchPage, options = {}, concurrencyArg) {
    const opts = typeof options === 'number' ? { count: options, concurrency: concurrencyArg } : options;
    const count = opts.count ?? MAX_PAGE_SIZE;
    const concurrency = opts.concurrency ?? PAGE_CONCURRENCY;
    const maxItems = opts.maxItems ?? MAX_LIST_ITEMS;
    const { signal } = opts;
    if (!Number.isInteger(concurrency) || concurrency < 1)
        throw new RangeError(`concurrency must be a whole number >= 1, got ${concurrency}`);
    pageQuery({ count });
    /** The total of the answer that arrived last (undefined after a bare array: unknown). */
    let newestTotal = 0;
    /** Pages asked for together; a failure stops more pages being asked for only in its own round. */
    let round = 0;
    let failed = false;
    const read = (offset) => {
        const asked = round;
        // Never rejects, so a page failing while an earlier one is awaited is no unhandled rejection.
        const answer = fetchPage({ offset, count, signal }).then((page) => {
            newestTotal = page.bare ? undefined : page.meta.total;
            return { page };
        }, (error) => {
            if (asked === round)
                failed = true;
            return { error };
        });
        return { offset, answer };
    };
    const fresh = freshItems(opts.keyOf ?? itemId);
    let source;
    let position = 0;
    /** The size the service answers a page with, once the first page told it; -1 before. */
    let stride = -1;
    let next = 0;
    let queue = [read(0)];
    for (;;) {
        const total = newestTotal;
        // A bare list's length is unknown: its pages are read one at a time.
        const ahead = total === undefined ? 1 : concurrency;
        while (stride > 0 && !failed && queue.length < ahead && (total === undefined || next < total)) {
            queue.push(read(next));
            next += stride;
        }
        const head = queue.shift();
        if (!head)
            return;
        const answer = await untilAborted(head.answer, signal);
        if (answer === ABORTED)
            throw stopped(source, signal);
        if ('error' in answer)
            throw answer.error;
        const { page } = answer;
        source = page.source ?? source;
        if (page.meta.offset > position)
            throw walkError(source, `asked at offset ${position}, the service answered from ${page.meta.offset}`);
        const items = fresh(page.data.slice(position - page.meta.offset));
        position = Math.max(position, page.meta.offset + page.data.length);
        const known = newestTotal;
        if (!items.length) {
            if (page.bare || (known !== undefined && position >= known))
                return;
            throw walkError(source, `the page at offset ${head.offset} added no new item of the ${known} listed`);
        }
        const claimed = Math.max(known ?? 0, position);
        if (claimed > maxItems)
            throw walkError(source, `the list holds ${claimed} items, more than the ${maxItems} read at most`);
        yield items;
        if (newestTotal !== undefined && position >= newestTotal)
            return;
        if (stride < 0) {
            // The first page: later pages step by what the service answered, not by what was asked.
            stride = Math.max(1, Math.min(count, page.data.length));
            next = position;
        }
        else if (queue[0]?.offset !== position) {
            queue = [];
            round++;
            failed = false;
            next = position;
        }
    }
}
/** Every item of a list, all pages read (see walkPages for what ends the walk). */
async function collectPages(fetchPage, options = {}) {
    const items = [];
    for await (const data of walkPages(fetchPage, options))
        items.push(...data);
    return items;
}
/** An item's identity when a page repeats it: its `id`, when it has one. */
function itemId(item) {
    if (!item || typeof item !== 'object')
        return undefined;
    const id = item.id;
    return typeof id === 'number' || (typeof id === 'string' && id) ? String(id) : undefined;
}
/** Keeps the items whose key was not seen before, and remembers their keys. */
function freshItems(keyOf) {
    const seen = new Set();
    return (items) => items.filter((item) => {
        const key = keyOf(item);
        if (key === undefined)
            return true;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
const ABORTED = Symbol('aborted');
/** The promise's value, or ABORTED as soon as the signal fires (a page that never answers). */
function untilAborted(promise, signal) {
    if (!signal)
        return promise;
    if (signal.aborted)
        return Promise.resolve(ABORTED);
    return new Promise((resolve) => {
        const onAbort = () => resolve(ABORTED);
        signal.addEventListener('abort', onAbort, { once: true });
        void promise.then((value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
        });
    });
}
/** One line naming the list, in ServiceError's wording, as every other failure of the service. */
function walkError(source, meaning, kind = 'malformed') {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7({
        operation: source?.operation ?? 'read a list',
        method: 'GET',
        path: source?.path ?? '(list)',
        kind,
        meaning: kind === 'malformed' ? `not the whole list: ${meaning}` : meaning,
    });
}
/** The caller's deadline (a TimeoutError reason) or cancel ended the walk. */
function stopped(source, signal) {
    const reason = signal?.reason;
    const timedOut = reason instanceof Error && reason.name === 'TimeoutError';
    return walkError(source, timedOut ? 'the list was not read within the time allowed' : 'reading the list was cancelled', timedOut ? 'timeout' : 'aborted');
}


/***/ }),

/***/ 6541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bo: () => (/* binding */ segmentValue),
/* harmony export */   wE: () => (/* binding */ route)
/* harmony export */ });
/* unused harmony export pathSegment */
/**
 * Request paths. A value placed in a path is one whole segment: escaped, and never empty, `.` or `..`,
 * which a URL resolves away (`/v1/builds/..` is `/v1/`), sending the request to another endpoint.
 */
/** The value, unless it would not stay one path segment: then a TypeError naming what it was meant to be. */
function segmentValue(value, what = 'a path parameter') {
    const text = String(value);
    if (text === '' || text === '.' || text === '..') {
        const shown = text ? `"${text}"` : 'empty';
        throw new TypeError(`${what} must not be ${shown}: it would change the request's path`);
    }
    return text;
}
/** The value as one escaped path segment. */
function pathSegment(value, what) {
    return encodeURIComponent(segmentValue(value, what));
}
/** Tagged template that makes every interpolated value one checked path segment: route`/v1/tunnel/${id}`. */
function route(strings, ...params) {
    return strings.reduce((path, part, i) => path + part + (i < params.length ? pathSegment(params[i] ?? '') : ''), '');
}


/***/ }),

/***/ 93916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ testRefOf),
/* harmony export */   QO: () => (/* binding */ appKeyOf),
/* harmony export */   TH: () => (/* binding */ idOf),
/* harmony export */   _F: () => (/* binding */ storageRefOf),
/* harmony export */   tw: () => (/* binding */ buildRefOf)
/* harmony export */ });
/* harmony import */ var _path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6541);

/**
 * The spec's reference quirks, handled once: app keys with or without their storage scheme, builds by
 * numeric ID or `capabilities.build` string, tests by numeric ID or WebDriver session UUID.
 */
/** `cloud://abc123` or `abc123` → `abc123`. */
function appKeyOf(value) {
    const trimmed = value.trim();
    const match = /^[a-z][a-z0-9+.-]*:\/\/(.*)$/i.exec(trimmed);
    const key = (match ? match[1] : trimmed) ?? '';
    if (!key || /[/\s?#]/.test(key))
        throw new TypeError(`"${value}" is not an app key (expected KEY or scheme://KEY)`);
    return (0,_path_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentValue */ .bo)(key, 'an app key');
}
/** A build: its numeric ID or the `capabilities.build` identifier; never empty, `.` or `..`. */
function buildRefOf(value) {
    return (0,_path_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentValue */ .bo)(String(value).trim(), 'a build reference');
}
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
/** A test: numeric ID or WebDriver session ID (UUID, with or without dashes). */
function testRefOf(value) {
    const ref = String(value).trim();
    if (/^\d+$/.test(ref) || UUID.test(ref))
        return ref;
    throw new TypeError(`"${value}" is not a test reference (expected a numeric test ID or a WebDriver session UUID)`);
}
/** A positive numeric ID, as the spec's int32 path parameters are. */
function idOf(value, what) {
    const n = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 2147483647)
        throw new TypeError(`${what} must be a positive whole number, got "${value}"`);
    return n;
}
/** A stored app: its numeric storage ID or its app key (bare or `scheme://KEY`); both are one path segment. */
function storageRefOf(value) {
    return typeof value === 'number' ? String(idOf(value, 'storage id')) : appKeyOf(value);
}


/***/ }),

/***/ 8164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HA: () => (/* binding */ int32),
/* harmony export */   ZZ: () => (/* binding */ pageOf),
/* harmony export */   an: () => (/* binding */ LenientRecordSchema),
/* harmony export */   to: () => (/* binding */ AckSchema),
/* harmony export */   vE: () => (/* binding */ timestamp),
/* harmony export */   xf: () => (/* binding */ positiveId)
/* harmony export */ });
/* unused harmony export MetaSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);

/** int32 as the spec types IDs and counters. */
const int32 = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(-2147483648).max(2147483647);
/** Timestamps are ISO 8601 strings per the spec; their exact form varies, so they stay strings. */
const timestamp = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP();
const AckSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ success: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY() });
/** Positive int32: an ID the service returns and a later step uses (a tunnel to delete, a job to poll). */
const positiveId = int32.min(1, 'expected a positive whole number (an ID)');
/** Items skipped, returned and listed: never negative, or the walk over the list could not be trusted. */
const countOf = int32.min(0);
const MetaSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ offset: countOf, count: countOf, total: countOf });
/**
 * A record the spec leaves "not shown": any object, every field kept, none required.
 * Actions read such records only through an adapter that treats what is missing as unknown.
 */
const LenientRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({});
/**
 * A list answer. Where the spec shows the `{ data, meta }` envelope (`enveloped`), only that is read;
 * elsewhere the envelope is open and a bare array is accepted too, its meta left to the walk over it
 * (src/api/pagination.ts) rather than guessed from its length.
 */
function pageOf(item, options = {}) {
    const envelope = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ data: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item), meta: MetaSchema });
    const schema = options.enveloped
        ? envelope
        : zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([envelope, zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item).transform((data) => ({ data }))]);
    return schema;
}


/***/ }),

/***/ 39753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sx: () => (/* binding */ storageApi),
/* harmony export */   oO: () => (/* binding */ APP_URL)
/* harmony export */ });
/* unused harmony exports StoredAppSchema, UploadedAppSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9691);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);
/* harmony import */ var _pagination_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43350);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8164);
/* harmony import */ var _path_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6541);
/* harmony import */ var _upload_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34759);
/* harmony import */ var _meanings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(36610);








/**
 * Stored app records are "not shown" in the spec beyond `app_url` (`<storage_scheme>://<appkey>`).
 * Every other assumption about them lives in `storedAppInfo` (records.ts).
 */
const APP_URL = /^[a-z][a-z0-9+.-]*:\/\/[^/\s?#]+$/i;
const AppUrlSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().regex(APP_URL, 'expected <scheme>://<appkey>');
/** A stored app as read back (list, get): any object, nothing required. */
const StoredAppSchema = _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .LenientRecordSchema */ .an;
/** The answer to an upload or a replace: the one field the spec shows is required there. */
const UploadedAppSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .looseObject */ ._H3({ app_url: AppUrlSchema });
const UPLOAD_MEANINGS = { 400: 'the file and the url are both missing', ..._meanings_js__WEBPACK_IMPORTED_MODULE_4__/* .READ_ONLY */ .s };
const REPLACE_MEANINGS = {
    400: 'the file or the url is missing or invalid',
    ..._assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN_APP_KEY_MEANINGS */ .a7,
    ..._meanings_js__WEBPACK_IMPORTED_MODULE_4__/* .READ_ONLY */ .s,
};
function storageApi(t) {
    /**
     * Sends a file or a URL. A file goes as a streamed multipart body watched for progress and stalls;
     * the answer may take long (the service inspects the binary) but not forever.
     */
    async function send(req, source, options) {
        const call = {
            ...req,
            method: 'POST',
            response: UploadedAppSchema,
            timeoutMs: options.responseTimeoutMs ?? _upload_js__WEBPACK_IMPORTED_MODULE_3__/* .UPLOAD_DEFAULTS */ .$k.responseTimeoutMs,
        };
        if ('url' in source)
            return t.call({ ...call, json: { url: source.url } });
        const monitor = new _upload_js__WEBPACK_IMPORTED_MODULE_3__/* .UploadMonitor */ .MG(options);
        try {
            const body = await (0,_upload_js__WEBPACK_IMPORTED_MODULE_3__/* .multipartFileBody */ .Zg)(source.file, 'file', monitor);
            return await t.call({ ...call, body, signal: monitor.signal });
        }
        catch (error) {
            throw monitor.explain(error);
        }
        finally {
            monitor.stop();
        }
    }
    return {
        /**
         * POST /v1/storage: stores a new app under a new key. Never sent twice once a byte may have
         * reached the service (the transport's rule for POST), so a retry cannot store it twice.
         */
        upload: (source, options = {}) => send({ operation: 'upload app', path: '/v1/storage', meanings: UPLOAD_MEANINGS }, source, options),
        /**
         * POST /v1/storage/<appkey>: replaces the binary under an existing key; `app_url` stays the same.
         * Repeating it leaves the same result, so it is retried like an idempotent request.
         */
        replace: (appKey, source, options = {}) => send({
            operation: 'replace app',
            path: (0,_path_js__WEBPACK_IMPORTED_MODULE_6__/* .route */ .wE) `/v1/storage/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .appKeyOf */ .QO)(appKey)}`,
            meanings: REPLACE_MEANINGS,
            idempotent: true,
        }, source, options),
        /** GET /v1/storage: one page of stored apps, newest first. */
        list: (page) => (0,_pagination_js__WEBPACK_IMPORTED_MODULE_1__/* .listPage */ .ks)(t, {
            operation: 'list stored apps',
            path: '/v1/storage',
            page,
            maxCount: _pagination_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PAGE_SIZE */ .H4,
            item: StoredAppSchema,
        }),
        /**
         * GET /v1/storage/<appkey>. The machine-readable description declares a required integer query
         * parameter `splat` for the key: that is the name of a wildcard path segment, so the key goes in
         * the path and no `splat` is sent.
         */
        get: (appKey) => t.call({
            operation: 'get stored app',
            method: 'GET',
            path: (0,_path_js__WEBPACK_IMPORTED_MODULE_6__/* .route */ .wE) `/v1/storage/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .appKeyOf */ .QO)(appKey)}`,
            response: StoredAppSchema,
            meanings: { 404: 'no app is stored under this key' },
        }),
        /** DELETE /v1/storage/{id}: by numeric storage ID or app key; removes binary and metadata. */
        delete: (ref) => t.call({
            operation: 'delete stored app',
            method: 'DELETE',
            path: (0,_path_js__WEBPACK_IMPORTED_MODULE_6__/* .route */ .wE) `/v1/storage/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .storageRefOf */ ._F)(ref)}`,
            meanings: { 404: 'no stored app has this ID or key', ..._meanings_js__WEBPACK_IMPORTED_MODULE_4__/* .READ_ONLY */ .s },
        }),
    };
}


/***/ }),

/***/ 53841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aR: () => (/* binding */ basicAuthorization),
/* harmony export */   oK: () => (/* binding */ Transport)
/* harmony export */ });
/* unused harmony exports DEFAULT_RETRY, DEFAULT_TIMEOUT_MS, route, parseRetryAfter */
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46752);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53249);



const DEFAULT_RETRY = {
    maxAttempts: 4,
    baseDelayMs: 500,
    maxDelayMs: 8_000,
    maxRetryAfterMs: 60_000,
};
const DEFAULT_TIMEOUT_MS = 30_000;
const RETRIED_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
/** Network errors that prove the request never left: even a POST may be sent again. */
const NOT_SENT_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'UND_ERR_CONNECT_TIMEOUT',
]);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);
/** Tagged template that escapes every interpolated path segment: route`/v1/tunnel/${id}`. */
function route(strings, ...params) {
    return strings.reduce((path, part, i) => path + part + (i < params.length ? encodeURIComponent(String(params[i])) : ''), '');
}
class Transport {
    baseUrl;
    authorization;
    userAgent;
    timeoutMs;
    retry;
    logger;
    signal;
    sleep;
    random;
    dispatcher;
    ownsDispatcher;
    masker;
    constructor(options) {
        this.baseUrl = options.baseUrl.replace(/\/+$/, '');
        this.authorization = options.credentials ? basicAuthorization(options.credentials) : undefined;
        this.userAgent = options.userAgent;
        this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
        this.retry = { ...DEFAULT_RETRY, ...options.retry };
        this.logger = options.logger;
        this.signal = options.signal;
        this.sleep = options.sleep ?? ((ms, signal) => (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, { signal }));
        this.random = options.random ?? Math.random;
        this.ownsDispatcher = !options.dispatcher;
        this.dispatcher =
            options.dispatcher ?? new undici__WEBPACK_IMPORTED_MODULE_1__/* .Agent */ .g6({ keepAliveTimeout: 4_000, connect: { timeout: 10_000 } });
        this.masker = options.maskSecret;
    }
    /** Resource functions call this on every secret the service returns, before handing it back. */
    maskSecret(value) {
        if (value)
            this.masker?.(value);
    }
    /** Closes the keep-alive sockets so nothing holds the process open after the work. */
    async close() {
        if (this.ownsDispatcher)
            await this.dispatcher.close();
    }
    async call(req) {
        const idempotent = req.idempotent ?? req.method !== 'POST';
        const signal = combineSignals(this.signal, req.signal);
        for (let attempt = 1;; attempt++) {
            const outcome = await this.attempt(req, attempt, signal);
            if (outcome.ok)
                return outcome.value;
            const { error, retryable, retryAfterMs, mayHaveReachedServer } = outcome;
            const allowed = idempotent || !mayHaveReachedServer;
            if (!retryable || !allowed || attempt >= this.retry.maxAttempts)
                throw withAttempts(error, attempt);
            const backoff = this.backoffMs(attempt, retryAfterMs);
            const reason = error.status ? `HTTP ${error.status}` : (error.kind ?? 'network error');
            this.logger?.info(`${req.method} ${req.path}: ${reason}; retrying in ${(backoff / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${this.retry.maxAttempts})`);
            try {
                await this.sleep(backoff, signal);
            }
            catch {
                throw this.error(req, 'aborted', {});
            }
        }
    }
    /** Exponential back-off with full jitter; a Retry-After from the server wins when it asks for longer. */
    backoffMs(attempt, retryAfterMs) {
        const ceiling = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (attempt - 1));
        const jittered = ceiling / 2 + (this.random() * ceiling) / 2;
        if (retryAfterMs === undefined)
            return Math.round(jittered);
        return Math.min(Math.max(retryAfterMs, jittered), this.retry.maxRetryAfterMs);
    }
    async attempt(req, attempt, signal) {
        const started = performance.now();
        const url = this.url(req);
        const headers = { 'user-agent': this.userAgent, accept: 'application/json' };
        if (req.auth !== false && this.authorization)
            headers.authorization = this.authorization;
        let body;
        if (req.json !== undefined) {
            body = JSON.stringify(req.json);
            headers['content-type'] = 'application/json';
        }
        else if (req.body) {
            body = req.body.open();
            headers['content-type'] = req.body.contentType;
            if (req.body.length !== undefined)
                headers['content-length'] = String(req.body.length);
        }
        const timeout = req.timeoutMs ?? this.timeoutMs;
        let statusCode;
        let text;
        let retryAfter;
        let answered = false;
        try {
            const res = await (0,undici__WEBPACK_IMPORTED_MODULE_1__/* .request */ .Em)(url, {
                method: req.method,
                headers,
                // undici takes an async iterable body too (lib/core/request.js); its types leave it out.
                body: body,
                dispatcher: this.dispatcher,
                headersTimeout: timeout,
                bodyTimeout: timeout,
                signal,
            });
            statusCode = res.statusCode;
            retryAfter = res.headers['retry-after'];
            answered = true;
            text = await res.body.text();
        }
        catch (cause) {
            const ms = Math.round(performance.now() - started);
            if (signal?.aborted) {
                return {
                    ok: false,
                    error: this.error(req, 'aborted', { cause }),
                    retryable: false,
                    mayHaveReachedServer: true,
                };
            }
            const code = errorCode(cause);
            // A connection lost once the headers came cut the answer short: the service was reached.
            const kind = code && TIMEOUT_CODES.has(code) ? 'timeout' : answered ? 'malformed' : 'network';
            this.logger?.debug(`${req.method} ${req.path} -> ${code ?? 'error'} (${ms} ms, attempt ${attempt})`);
            const reason = code ?? (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .bD)(cause);
            const meaning = kind === 'timeout'
                ? `no answer within ${timeout / 1000} s`
                : kind === 'malformed'
                    ? `the body broke off before its end (${reason})`
                    : reason;
            return {
                ok: false,
                error: this.error(req, kind, { meaning, cause }),
                retryable: true,
                mayHaveReachedServer: !(code && NOT_SENT_CODES.has(code)),
            };
        }
        const ms = Math.round(performance.now() - started);
        this.logger?.debug(`${req.method} ${req.path} -> ${statusCode} (${ms} ms${attempt > 1 ? `, attempt ${attempt}` : ''})`);
        if (statusCode < 200 || statusCode >= 300) {
            const meaning = req.meanings?.[statusCode] ?? _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_STATUS_MEANINGS */ .e7[statusCode];
            const error = this.error(req, 'http', {
                status: statusCode,
                meaning,
                serverMessage: (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .extractServerMessage */ .mo)(text),
            });
            const retryable = RETRIED_STATUSES.has(statusCode) && !req.notRetried?.includes(statusCode);
            return {
                ok: false,
                error,
                retryable,
                retryAfterMs: parseRetryAfter(retryAfter),
                // A 429 turns the request away unprocessed (RFC 6585), so even a POST may be sent again.
                mayHaveReachedServer: statusCode !== 429,
            };
        }
        if (!req.response)
            return { ok: true, value: undefined };
        return this.parse(req, req.response, text);
    }
    parse(req, schema, text) {
        let data;
        try {
            data = JSON.parse(text);
        }
        catch {
            const meaning = text.trim()
                ? 'the body is not valid JSON (truncated or not JSON)'
                : 'the body is empty';
            return {
                ok: false,
                error: this.error(req, 'malformed', { meaning }),
                retryable: false,
                mayHaveReachedServer: true,
            };
        }
        const result = schema.safeParse(data);
        if (result.success)
            return { ok: true, value: result.data };
        const issue = result.error.issues[0];
        const at = issue?.path.length ? `field "${issue.path.join('.')}"` : 'the body';
        const meaning = `${at}: ${issue?.message ?? 'unexpected shape'}`;
        return {
            ok: false,
            error: this.error(req, 'malformed', { meaning }),
            retryable: false,
            mayHaveReachedServer: true,
        };
    }
    url(req) {
        const search = new URLSearchParams();
        for (const [name, value] of Object.entries(req.query ?? {})) {
            if (value !== undefined)
                search.set(name, String(value));
        }
        const qs = search.toString();
        return `${this.baseUrl}${req.path}${qs ? `?${qs}` : ''}`;
    }
    error(req, kind, extra) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceError */ ._7({ operation: req.operation, method: req.method, path: req.path, kind, ...extra });
    }
}
function basicAuthorization(credentials) {
    return `Basic ${Buffer.from(`${credentials.key}:${credentials.secret}`).toString('base64')}`;
}
function withAttempts(error, attempts) {
    return attempts <= 1 ? error : error.with({ attempts });
}
function parseRetryAfter(value, now = Date.now()) {
    const header = Array.isArray(value) ? value[0] : value;
    if (!header)
        return undefined;
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0)
        return seconds * 1000;
    const date = Date.parse(header);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
function errorCode(error) {
    for (let e = error, depth = 0; e && depth < 5; depth++) {
        const code = e.code;
        if (typeof code === 'string')
            return code;
        e = e.cause;
    }
    return undefined;
}
function combineSignals(...signals) {
    const present = signals.filter((s) => s !== undefined);
    if (present.length <= 1)
        return present[0];
    return AbortSignal.any(present);
}


/***/ }),

/***/ 27779:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   di: () => (/* binding */ TUNNEL_STOPPED),
/* harmony export */   wj: () => (/* binding */ tunnelsApi),
/* harmony export */   xb: () => (/* binding */ TUNNEL_READY)
/* harmony export */ });
/* unused harmony export TunnelSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9691);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8164);
/* harmony import */ var _path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6541);
/* harmony import */ var _meanings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36610);






/** All fields are required (spec). `id` is what the post step deletes, so it must be a usable one. */
const TunnelSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .positiveId */ .xf,
    state: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    launched: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .timestamp */ .vE,
    tunnel_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    identifier: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    metadata: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J()),
});
/** The states the spec names; the list is open-ended. */
const TUNNEL_READY = 'READY';
const TUNNEL_STOPPED = 'STOPPED';
function tunnelsApi(t) {
    return {
        /** GET /v1/tunnel/list: every running tunnel of the account. `signal` ends a wait's last call. */
        list: (signal) => t.call({
            operation: 'list tunnels',
            method: 'GET',
            path: '/v1/tunnel/list',
            response: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(TunnelSchema),
            signal,
        }),
        /** GET /v1/tunnel/isalive-check: needs no credentials, always `success: true`. */
        isAlive: () => t.call({
            operation: 'check the tunnel service',
            method: 'GET',
            path: '/v1/tunnel/isalive-check',
            auth: false,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .AckSchema */ .to,
        }),
        /**
         * GET /v1/tunnel/{id}. A 500 here means the tunnel is in a transition state or gone (spec), so it is
         * returned to the caller at once rather than retried as a passing fault.
         */
        get: (id, signal) => t.call({
            operation: 'get tunnel',
            method: 'GET',
            path: (0,_path_js__WEBPACK_IMPORTED_MODULE_4__/* .route */ .wE) `/v1/tunnel/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_5__/* .idOf */ .TH)(id, 'tunnel id')}`,
            response: TunnelSchema,
            meanings: { 500: 'the tunnel is in a transition state or no longer exists' },
            notRetried: [500],
            signal,
        }),
        /** DELETE /v1/tunnel/{id}: 204 on success; a tunnel already gone: see tunnelAlreadyGone (assumed). */
        delete: (id) => t.call({
            operation: 'delete tunnel',
            method: 'DELETE',
            path: (0,_path_js__WEBPACK_IMPORTED_MODULE_4__/* .route */ .wE) `/v1/tunnel/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_5__/* .idOf */ .TH)(id, 'tunnel id')}`,
            meanings: { ..._assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .TUNNEL_DELETE_MEANINGS */ .SE, ..._meanings_js__WEBPACK_IMPORTED_MODULE_2__/* .READ_ONLY */ .s },
        }),
        /** GET /v1/tunnel: the first active tunnel of the account. */
        getActive: () => t.call({
            operation: 'get the active tunnel',
            method: 'GET',
            path: '/v1/tunnel',
            response: TunnelSchema,
        }),
        /** DELETE /v1/tunnel: stops the active tunnel. */
        deleteActive: () => t.call({
            operation: 'stop the active tunnel',
            method: 'DELETE',
            path: '/v1/tunnel',
            meanings: _meanings_js__WEBPACK_IMPORTED_MODULE_2__/* .READ_ONLY */ .s,
        }),
        /** POST /v1/tunnel/create: launches a tunnel machine; never repeated once it may have been received. */
        create: () => t.call({
            operation: 'create tunnel',
            method: 'POST',
            path: '/v1/tunnel/create',
            json: {},
            response: TunnelSchema,
            meanings: { 402: 'the tunnel quota is exhausted', ..._meanings_js__WEBPACK_IMPORTED_MODULE_2__/* .READ_ONLY */ .s },
        }),
    };
}


/***/ }),

/***/ 34759:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $k: () => (/* binding */ UPLOAD_DEFAULTS),
/* harmony export */   MG: () => (/* binding */ UploadMonitor),
/* harmony export */   Zg: () => (/* binding */ multipartFileBody)
/* harmony export */ });
/* unused harmony export FILE_CHUNK_BYTES */
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42179);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(53249);





const UPLOAD_DEFAULTS = {
    progressIntervalMs: 10_000,
    stallTimeoutMs: 60_000,
    responseTimeoutMs: 600_000,
};
/**
 * Each read of the file, and so each chunk handed to the connection: large enough that an upload
 * takes few turns of the event loop, small enough that the stall watch, which sees bytes move a
 * chunk at a time, still sees a slow connection move (a chunk a minute is 8.5 KiB/s).
 */
const FILE_CHUNK_BYTES = 512 * 1024;
/** Buffers the file is read into in turn: the whole memory an upload takes, whatever the size. */
const FILE_BUFFERS = 2;
/**
 * Counts the bytes of one upload as the connection takes them: reports progress, and aborts its
 * signal when nothing moves for the stall period. One monitor per call; each attempt starts over.
 */
class UploadMonitor {
    controller = new AbortController();
    onProgress;
    progressIntervalMs;
    stallTimeoutMs;
    sent = 0;
    total = 0;
    started = 0;
    reportedTenths = 0;
    progressTimer;
    stallTimer;
    stalled = false;
    attempt = 0;
    constructor(options = {}) {
        this.onProgress = options.onProgress;
        this.progressIntervalMs = options.progressIntervalMs ?? UPLOAD_DEFAULTS.progressIntervalMs;
        this.stallTimeoutMs = options.stallTimeoutMs ?? UPLOAD_DEFAULTS.stallTimeoutMs;
    }
    /** Aborted when the upload stalls. */
    get signal() {
        return this.controller.signal;
    }
    /**
     * A new attempt sends `total` bytes from the start: the count starts over at once, the watch (stall
     * and progress timers) when the connection takes the first bytes. Its `add` counts bytes taken and
     * its `end` (its body finished or abandoned) ends the watch, so a back-off is not taken for a
     * stall; both do nothing once a later attempt has begun, as an abandoned body may still hand over a
     * last chunk. A body the connection never asked for starts no timer, so needs no `end`.
     */
    begin(total) {
        this.stop();
        const attempt = ++this.attempt;
        this.sent = 0;
        this.total = total;
        this.reportedTenths = 0;
        let watching = false;
        let ended = false;
        const current = () => attempt === this.attempt && !ended;
        return {
            add: (bytes) => {
                if (!current())
                    return;
                if (!watching) {
                    watching = true;
                    this.watch();
                }
                this.add(bytes);
            },
            end: () => {
                if (!current())
                    return;
                ended = true;
                this.stop();
            },
        };
    }
    watch() {
        this.started = performance.now();
        // Timers do not hold the process open: the request they watch does.
        this.stallTimer = setTimeout(() => this.stall(), this.stallTimeoutMs).unref();
        this.progressTimer = setTimeout(() => this.report(), this.progressIntervalMs).unref();
    }
    add(bytes) {
        this.sent += bytes;
        this.stallTimer?.refresh();
        if (this.sent >= this.total) {
            this.stop();
            this.emit(true);
        }
        else if (Math.floor((this.sent * 10) / this.total) > this.reportedTenths) {
            this.report();
        }
    }
    stop() {
        clearTimeout(this.stallTimer);
        clearTimeout(this.progressTimer);
        this.stallTimer = undefined;
        this.progressTimer = undefined;
    }
    /**
     * Turns a failed call into the error the user should read: a stall named as such, and a lost
     * connection with how far the upload got.
     */
    explain(error) {
        if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceError */ ._7))
            return error;
        const where = `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatBytes */ .z3)(this.sent)} of ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatBytes */ .z3)(this.total)} sent`;
        if (this.stalled && error.kind === 'aborted') {
            return error.with({
                kind: 'timeout',
                meaning: `the upload stalled: no byte was taken for ${this.stallTimeoutMs / 1000} s (${where})`,
            });
        }
        // Only once bytes moved: a connection refused up front is the transport's plain error.
        if (error.kind === 'network' && this.sent > 0 && this.sent < this.total) {
            const code = error.meaning ? ` (${error.meaning})` : '';
            return error.with({ meaning: `the connection was lost${code} after ${where}` });
        }
        return error;
    }
    report() {
        this.reportedTenths = Math.floor((this.sent * 10) / this.total);
        this.progressTimer?.refresh();
        this.emit(false);
    }
    emit(done) {
        const elapsedMs = performance.now() - this.started;
        this.onProgress?.({
            sent: this.sent,
            total: this.total,
            elapsedMs,
            bytesPerSecond: elapsedMs > 0 ? (this.sent * 1000) / elapsedMs : 0,
            done,
        });
    }
    stall() {
        this.stalled = true;
        this.stop();
        this.controller.abort(new Error(`upload stalled for ${this.stallTimeoutMs} ms`));
    }
}
/**
 * A multipart/form-data body with one file field, streamed from disk with a known length: the
 * framing is computed up front, the file is read chunk by chunk as the connection asks for it, into
 * the same few buffers, so memory stays flat and small whatever the size. `open` starts over for
 * every attempt; the file is opened when the connection first asks for bytes, closed when the body
 * ends or is abandoned.
 */
async function multipartFileBody(path, field, monitor) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path);
    if (!info.isFile())
        throw new TypeError(`${path} is not a regular file`);
    const size = info.size;
    const boundary = `----cloudtest-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16).toString('hex')}`;
    const head = Buffer.from(`--${boundary}\r\n` +
        `Content-Disposition: form-data; name="${quoted(field)}"; filename="${quoted((0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path))}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n');
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const length = head.length + size + tail.length;
    async function* chunks(add, end) {
        try {
            add(head.length);
            yield head;
            for await (const chunk of fileChunks(path, size)) {
                add(chunk.length);
                yield chunk;
            }
            add(tail.length);
            yield tail;
        }
        finally {
            end();
        }
    }
    return {
        contentType: `multipart/form-data; boundary=${boundary}`,
        length,
        open: () => {
            const attempt = monitor.begin(length);
            return chunks(attempt.add, attempt.end);
        },
    };
}
/**
 * The first `size` bytes of a file (no further, should it grow meanwhile: that is the length
 * announced), read in turn into FILE_BUFFERS buffers of FILE_CHUNK_BYTES: an upload of any size
 * allocates nothing after its start, so leaves nothing for the garbage collector.
 *
 * Chunks are yielded without a copy, so a buffer must not be read into while the socket may still
 * hold it. Why it cannot: undici writes each chunk of an async iterable body to the socket and asks
 * for the next only once that write returned true or the socket emitted 'drain' or 'close'
 * (lib/dispatcher/client-h1.js, writeIterable). A Node socket keeps a written buffer, counted in
 * `writableLength`, until the write completes; writes complete in order; `write` returns true only
 * while `writableLength` is below the high-water mark, and 'drain' comes when it is 0. So whenever
 * this generator runs, the socket holds less than its high-water mark, all of it from the latest
 * chunks. The buffer about to be read into held the chunk FILE_BUFFERS back: were that chunk still
 * held, so would every chunk since be, FILE_BUFFERS × 512 KiB in all, far above any high-water mark
 * undici gives a socket (64 KiB, 16 KiB with TLS). A closed socket reads no buffer again.
 */
async function* fileChunks(path, size) {
    if (size === 0)
        return;
    const buffers = Array.from({ length: FILE_BUFFERS }, () => Buffer.allocUnsafe(Math.min(FILE_CHUNK_BYTES, size)));
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'r');
    try {
        for (let offset = 0, turn = 0; offset < size; turn++) {
            const buffer = buffers[turn % FILE_BUFFERS];
            const length = Math.min(buffer.length, size - offset);
            for (let filled = 0; filled < length;) {
                const { bytesRead } = await file.read(buffer, filled, length - filled, offset + filled);
                if (bytesRead === 0)
                    throw new Error(`${path} shrank to ${offset + filled} bytes while it was being uploaded`);
                filled += bytesRead;
            }
            offset += length;
            yield length === buffer.length ? buffer : buffer.subarray(0, length);
        }
    }
    finally {
        await file.close();
    }
}
/** Quotes a name in a Content-Disposition header the way browsers do (WHATWG multipart/form-data). */
function quoted(name) {
    return name.replaceAll('"', '%22').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}
/** 1536 → "1.5 KiB". */


/***/ }),

/***/ 12291:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ requiredText),
/* harmony export */   Ko: () => (/* binding */ readInputs),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   mR: () => (/* binding */ optionalText),
/* harmony export */   rD: () => (/* binding */ wholeNumber),
/* harmony export */   rP: () => (/* binding */ requiredId),
/* harmony export */   ui: () => (/* binding */ optionalId),
/* harmony export */   yL: () => (/* binding */ oneOf),
/* harmony export */   zM: () => (/* binding */ boolean)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88532);

/**
 * Zod pieces for action inputs. Inputs arrive as strings (defaults from action.yml included), so each
 * helper parses a string and, on failure, says what was expected; `readInputs` adds the input's name.
 */
/** Trimmed text; empty means not given. */
const optionalText = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .optional()
    .transform((v) => v?.trim() || undefined);
const requiredText = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .optional()
    .transform((v) => v?.trim() ?? '')
    .pipe(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1, 'is required'));
/** A whole number in a range; empty takes the default. */
const wholeNumber = (opts) => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .optional()
    .transform((v, ctx) => {
    const text = v?.trim() ?? '';
    if (!text && opts.default !== undefined)
        return opts.default;
    const n = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < opts.min || n > opts.max) {
        ctx.addIssue({
            code: 'custom',
            message: `must be a whole number${opts.unit ? ` of ${opts.unit}` : ''} from ${opts.min} to ${opts.max}, got "${text}"`,
        });
        return zod__WEBPACK_IMPORTED_MODULE_1__/* .NEVER */ .tm;
    }
    return n;
});
/** A positive numeric ID (int32), optional. */
const optionalId = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .optional()
    .transform((v, ctx) => {
    const text = v?.trim() ?? '';
    if (!text)
        return undefined;
    const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 2147483647) {
        ctx.addIssue({ code: 'custom', message: `must be a positive whole number (an ID), got "${text}"` });
        return zod__WEBPACK_IMPORTED_MODULE_1__/* .NEVER */ .tm;
    }
    return n;
});
const requiredId = () => optionalId().pipe(zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig({ error: 'is required' }));
/** YAML 1.2 core booleans, as `core.getBooleanInput` reads them; empty takes the default. */
const boolean = (defaultValue) => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .optional()
    .transform((v, ctx) => {
    const text = v?.trim() ?? '';
    if (!text)
        return defaultValue;
    if (['true', 'True', 'TRUE'].includes(text))
        return true;
    if (['false', 'False', 'FALSE'].includes(text))
        return false;
    ctx.addIssue({ code: 'custom', message: `must be true or false, got "${text}"` });
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .NEVER */ .tm;
});
/** One of a few words, as written in action.yml; empty takes the default. */
const oneOf = (values, defaultValue) => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .optional()
    .transform((v, ctx) => {
    const text = v?.trim() ?? '';
    if (!text)
        return defaultValue;
    if (values.includes(text))
        return text;
    ctx.addIssue({ code: 'custom', message: `must be one of ${values.join(', ')}, got "${text}"` });
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .NEVER */ .tm;
});
class InputError extends Error {
    name = 'InputError';
}
/**
 * Reads each named input and parses them with the action's schema. Every problem becomes one line
 * naming the input: `Input "ready-timeout" must be a whole number ...`.
 */
function readInputs(names, schema, getInput) {
    const raw = Object.fromEntries(names.map((name) => [name, getInput(name)]));
    const result = schema.safeParse(raw);
    if (result.success)
        return result.data;
    const problems = result.error.issues.map((issue) => {
        const name = issue.path[0];
        return name === undefined ? issue.message : `input "${String(name)}" ${issue.message}`;
    });
    const text = problems.join('; ');
    throw new InputError(text.charAt(0).toUpperCase() + text.slice(1));
}


/***/ }),

/***/ 7490:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L7: () => (/* binding */ runMainEntry),
  GW: () => (/* binding */ runPostEntry)
});

// UNUSED EXPORTS: SERVICE_SETTING_INPUTS, coreLogger, failureMessage, serviceFor, systemClock, writeResult

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 8 modules
var core = __webpack_require__(46058);
// EXTERNAL MODULE: ./src/api/browsers.ts
var browsers = __webpack_require__(37119);
// EXTERNAL MODULE: ./src/api/pagination.ts
var pagination = __webpack_require__(43350);
// EXTERNAL MODULE: ./src/api/refs.ts
var refs = __webpack_require__(93916);
// EXTERNAL MODULE: ./src/api/schemas.ts
var schemas = __webpack_require__(8164);
// EXTERNAL MODULE: ./src/api/path.ts
var api_path = __webpack_require__(6541);
// EXTERNAL MODULE: ./src/api/meanings.ts
var meanings = __webpack_require__(36610);
;// CONCATENATED MODULE: ./src/api/builds.ts





/** Build records in build lists are "not shown" in the spec. */
const BuildSchema = schemas/* LenientRecordSchema */.an;
/**
 * Test records are "not shown" beyond a description: read them only through an adapter
 * (src/report/test-record.ts) that treats what is missing as unknown.
 */
const TestRecordSchema = schemas/* LenientRecordSchema */.an;
/** `skip_fields` as the spec takes it: one comma-separated string, absent when empty. */
function skipFieldsQuery(fields) {
    return fields?.length ? fields.join(',') : undefined;
}
const BUILD_NOT_FOUND = { 404: 'no such build' };
/**
 * `<build>` goes in the path, as the endpoint table shows it; the machine-readable description's
 * required `id` query parameter mirrors that path segment and is not sent as well.
 */
const buildPath = (build) => (0,api_path/* route */.wE) `/v1/builds/${(0,refs/* buildRefOf */.tw)(build)}`;
function buildsApi(t) {
    return {
        /** GET /v1/builds: one page of the account's builds. */
        list: (page) => (0,pagination/* listPage */.ks)(t, {
            operation: 'list builds',
            path: '/v1/builds',
            page,
            maxCount: pagination/* MAX_PAGE_SIZE */.H4,
            item: BuildSchema,
        }),
        /** GET /v1/builds/<build>: one page of the tests of a build, by numeric ID or `capabilities.build`. */
        tests: (build, page = {}) => (0,pagination/* listPage */.ks)(t, {
            operation: 'list the tests of a build',
            path: buildPath(build),
            page,
            maxCount: pagination/* MAX_PAGE_SIZE */.H4,
            query: { skip_fields: skipFieldsQuery(page.skipFields) },
            item: TestRecordSchema,
            meanings: { 404: 'no such build (yet: a new build can take a few seconds to appear)' },
        }),
        /** DELETE /v1/builds/<build>: the build and every test and asset in it, for good. */
        delete: (build) => t.call({
            operation: 'delete build',
            method: 'DELETE',
            path: buildPath(build),
            meanings: { ...meanings/* READ_ONLY */.s, ...BUILD_NOT_FOUND },
        }),
    };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var classic_schemas = __webpack_require__(9691);
;// CONCATENATED MODULE: ./src/api/configuration.ts

/** A flat array of IPv4 addresses: no CIDR, no metadata (spec). */
const IpRangesSchema = classic_schemas/* array */.YOg(classic_schemas/* ipv4 */.uXy());
function configurationApi(t) {
    return {
        /** GET /v1/configuration/ip-ranges: the test machines' addresses, for allow-lists; needs no credentials. */
        ipRanges: () => t.call({
            operation: 'get the test machine IP addresses',
            method: 'GET',
            path: '/v1/configuration/ip-ranges',
            auth: false,
            response: IpRangesSchema,
        }),
    };
}

;// CONCATENATED MODULE: ./src/api/devices.ts




const DeviceSchema = classic_schemas/* object */.Ikc({
    id: schemas/* int32 */.HA,
    name: classic_schemas/* string */.YjP(),
    model: classic_schemas/* string */.YjP(),
    manufacturer: classic_schemas/* string */.YjP(),
    platform_name: classic_schemas/* string */.YjP(),
    platform_version: classic_schemas/* string */.YjP(),
    screen_size: classic_schemas/* string */.YjP(),
    screen_resolution: classic_schemas/* string */.YjP(),
    /** Carried by listings only; the spec's field list of the record does not include it. */
    available: classic_schemas/* boolean */.zMY().optional(),
});
const DEVICE_PLATFORMS = ['Android', 'iOS', 'REAL_ANDROID', 'REAL_IOS'];
/** The service matches `platform` case-insensitively; anything else is refused before a request. */
function devicePlatformOf(value) {
    const wanted = value.trim().toLowerCase();
    const platform = DEVICE_PLATFORMS.find((p) => p.toLowerCase() === wanted);
    if (!platform)
        throw new TypeError(`device platform must be one of ${DEVICE_PLATFORMS.join(', ')}, got "${value}"`);
    return platform;
}
function devicesApi(t) {
    return {
        /** GET /v1/devices: every device, optionally of one platform. */
        list: (options = {}) => t.call({
            operation: 'list devices',
            method: 'GET',
            path: '/v1/devices',
            query: {
                platform: options.platform === undefined ? undefined : devicePlatformOf(options.platform),
                web: options.web,
            },
            response: classic_schemas/* array */.YOg(DeviceSchema),
        }),
        /** GET /v1/devices/available: the devices the account can acquire now. */
        available: () => t.call({
            operation: 'list available devices',
            method: 'GET',
            path: '/v1/devices/available',
            response: classic_schemas/* array */.YOg(DeviceSchema),
        }),
        /** GET /v1/devices/{id}. */
        get: (id) => t.call({
            operation: 'get device',
            method: 'GET',
            path: (0,api_path/* route */.wE) `/v1/devices/${(0,refs/* idOf */.TH)(id, 'device id')}`,
            response: DeviceSchema,
            meanings: { 404: 'no such device' },
        }),
    };
}

// EXTERNAL MODULE: ./src/api/jobs.ts
var jobs = __webpack_require__(64842);
// EXTERNAL MODULE: ./src/api/lab.ts
var lab = __webpack_require__(36579);
;// CONCATENATED MODULE: ./src/api/labsuites.ts









/** Codeless suite record and its create acknowledgement: "not shown" in the spec. */
const CodelessSuiteSchema = schemas/* LenientRecordSchema */.an;
const SUITE_NOT_FOUND = { 404: 'no such Codeless suite' };
const WRITE = { ...meanings/* READ_ONLY */.s, ...SUITE_NOT_FOUND };
const suitePath = (id) => (0,api_path/* route */.wE) `/v1/labsuites/${(0,refs/* idOf */.TH)(id, 'Codeless suite id')}`;
function labsuitesApi(t) {
    return {
        /** GET /v1/labsuites: one page of the account's suites. */
        list: (page) => (0,pagination/* listPage */.ks)(t, {
            operation: 'list Codeless suites',
            path: '/v1/labsuites',
            page,
            maxCount: pagination/* MAX_PAGE_SIZE */.H4,
            item: CodelessSuiteSchema,
        }),
        /** POST /v1/labsuites: body fields not shown, so the caller supplies them. */
        create: (body) => t.call({
            operation: 'create Codeless suite',
            method: 'POST',
            path: '/v1/labsuites',
            json: body,
            response: schemas/* LenientRecordSchema */.an,
            meanings: meanings/* READ_ONLY */.s,
        }),
        /** GET /v1/labsuites/{id}. */
        get: (id) => t.call({
            operation: 'get Codeless suite',
            method: 'GET',
            path: suitePath(id),
            response: CodelessSuiteSchema,
            meanings: SUITE_NOT_FOUND,
        }),
        /** DELETE /v1/labsuites/{id}: only the grouping; the tests are kept. */
        delete: (id) => t.call({
            operation: 'delete Codeless suite',
            method: 'DELETE',
            path: suitePath(id),
            meanings: WRITE,
        }),
        /**
         * POST /v1/labsuites/{id}/trigger: queues every test of the suite. Sent once: the transport never
         * repeats a POST that may have reached the service, so a run is never billed twice.
         */
        trigger: (id) => t.call({
            operation: 'trigger Codeless suite',
            method: 'POST',
            path: `${suitePath(id)}/trigger`,
            response: jobs/* RunAckSchema */.Cs,
            meanings: { ...meanings/* INSUFFICIENT_CREDITS */.d, ...WRITE },
        }),
        /** GET /v1/labsuites/{id}/tests: one page of the suite's Codeless tests (no `count` maximum shown). */
        tests: (id, page) => (0,pagination/* listPage */.ks)(t, {
            operation: 'list Codeless suite tests',
            path: `${suitePath(id)}/tests`,
            page,
            item: lab/* CodelessTestSchema */.qx,
            meanings: SUITE_NOT_FOUND,
        }),
        /** POST /v1/labsuites/{id}/tests: adds existing Codeless tests to the suite. */
        addTests: (id, testIds) => {
            const test_ids = (0,lab/* idList */.Mt)(testIds, 'test ids');
            return t.call({
                operation: 'add tests to Codeless suite',
                method: 'POST',
                path: `${suitePath(id)}/tests`,
                json: { test_ids },
                response: schemas/* AckSchema */.to,
                meanings: { 400: 'the test IDs are missing or unknown', ...WRITE },
            });
        },
        /** DELETE /v1/labsuites/{id}/tests/{testid}: takes a test out of the suite; the test is kept. */
        removeTest: (id, testId) => t.call({
            operation: 'remove test from Codeless suite',
            method: 'DELETE',
            path: `${suitePath(id)}${(0,api_path/* route */.wE) `/tests/${(0,refs/* idOf */.TH)(testId, 'Codeless test id')}`}`,
            meanings: { ...meanings/* READ_ONLY */.s, 404: 'no such Codeless suite, or the test is not in it' },
        }),
        /** GET /v1/labsuites/{id}/browsers. */
        browsers: (id) => t.call({
            operation: 'list Codeless suite browsers',
            method: 'GET',
            path: `${suitePath(id)}/browsers`,
            response: classic_schemas/* array */.YOg(browsers/* BrowserSchema */.Y1),
            meanings: SUITE_NOT_FOUND,
        }),
        /** POST /v1/labsuites/{id}/browsers: replaces the suite's browser set; safe to repeat. */
        setBrowsers: (id, browserIds) => {
            const browser_ids = (0,lab/* idList */.Mt)(browserIds, 'browser ids');
            return t.call({
                operation: 'set Codeless suite browsers',
                method: 'POST',
                path: `${suitePath(id)}/browsers`,
                json: { browser_ids },
                response: schemas/* AckSchema */.to,
                idempotent: true,
                meanings: { 400: 'the browser IDs are missing or unknown', ...WRITE },
            });
        },
    };
}

;// CONCATENATED MODULE: ./src/api/screenshots.ts





function screenshotsApi(t) {
    return {
        /** GET /v1/screenshots: one page of batches (records "not shown"; no `count` maximum shown). */
        list: (page) => (0,pagination/* listPage */.ks)(t, {
            operation: 'list screenshot batches',
            path: '/v1/screenshots',
            page,
            item: schemas/* LenientRecordSchema */.an,
        }),
        /** POST /v1/screenshots: queues a cross-browser screenshot batch. */
        create: (body) => t.call({
            operation: 'queue screenshots',
            method: 'POST',
            path: '/v1/screenshots',
            json: body,
            response: schemas/* LenientRecordSchema */.an,
            meanings: {
                400: 'missing required screenshot parameters (target URL, resolution)',
                ...meanings/* READ_ONLY */.s,
            },
        }),
        /** GET /v1/screenshots/{id}: per-browser results and the processing state. */
        get: (id, options = {}) => t.call({
            operation: 'get screenshot batch',
            method: 'GET',
            path: (0,api_path/* route */.wE) `/v1/screenshots/${(0,refs/* idOf */.TH)(id, 'screenshot batch id')}`,
            query: {
                excludeIds: options.excludeIds?.length
                    ? options.excludeIds.map((v) => (0,refs/* idOf */.TH)(v, 'screenshot id')).join(',')
                    : undefined,
            },
            response: schemas/* LenientRecordSchema */.an,
            meanings: { 404: 'no such screenshot batch' },
        }),
    };
}

// EXTERNAL MODULE: ./src/api/storage.ts
var storage = __webpack_require__(39753);
;// CONCATENATED MODULE: ./src/api/secrets.ts
/**
 * Field names that carry credentials in the records the spec leaves "not shown" (GET /v1/user/keys,
 * GET client-key): the one assumption about their shape, kept here.
 */
const SECRET_FIELD = /key|secret|token|password|credential/i;
const MAX_DEPTH = 4;
/**
 * Masks every string held under a secret-looking field name, at any depth (a wrapper object or an
 * array of keys included), so no log line can show it; returns the record untouched.
 */
function maskSecretFields(t, record) {
    const walk = (value, secret, depth) => {
        if (typeof value === 'string') {
            if (secret)
                t.maskSecret(value);
            return;
        }
        if (!value || typeof value !== 'object' || depth > MAX_DEPTH)
            return;
        for (const [name, child] of Object.entries(value))
            walk(child, secret || SECRET_FIELD.test(name), depth + 1);
    };
    walk(record, false, 0);
    return record;
}

;// CONCATENATED MODULE: ./src/api/team.ts






const SessionSlotsSchema = classic_schemas/* object */.Ikc({ vms: schemas/* int32 */.HA, physical: schemas/* int32 */.HA });
/** Team concurrency: what the plan allows and what is in use now, VMs and physical devices. */
const TeamSchema = classic_schemas/* object */.Ikc({
    concurrency: classic_schemas/* object */.Ikc({ allowed: SessionSlotsSchema, current: SessionSlotsSchema }),
});
const TeamMemberSchema = classic_schemas/* object */.Ikc({
    id: schemas/* int32 */.HA,
    first_name: classic_schemas/* string */.YjP(),
    last_name: classic_schemas/* string */.YjP(),
    email: classic_schemas/* string */.YjP(),
    credits: schemas/* int32 */.HA,
    device_credits: schemas/* int32 */.HA,
    isPaid: classic_schemas/* boolean */.zMY(),
    verified: classic_schemas/* boolean */.zMY(),
    /** The team owner's user ID; 0 for the owner. */
    parent_id: schemas/* int32 */.HA,
});
const TeamCredentialResetSchema = classic_schemas/* object */.Ikc({ success: classic_schemas/* boolean */.zMY(), client_key: classic_schemas/* string */.YjP() });
const NOT_ADMIN = 'the caller is not a team admin';
const NOT_FOUND = { 404: 'no such team member' };
function teamApi(t) {
    const userPath = (id) => (0,api_path/* route */.wE) `/v1/team-management/users/${(0,refs/* idOf */.TH)(id, 'team member id')}`;
    return {
        /** GET /v1/team-management: concurrency allowed and in use, VMs and physical devices. */
        get: () => t.call({
            operation: 'get team concurrency',
            method: 'GET',
            path: '/v1/team-management',
            response: TeamSchema,
        }),
        /** GET /v1/team-management/users: one page of members; team admins only. */
        listMembers: (page) => (0,pagination/* listPage */.ks)(t, {
            operation: 'list team members',
            path: '/v1/team-management/users',
            page,
            maxCount: pagination/* MAX_PAGE_SIZE */.H4,
            // The spec shows this list as `{ data: [TeamMember], meta: Meta }`.
            enveloped: true,
            item: TeamMemberSchema,
            meanings: { 403: NOT_ADMIN },
        }),
        /** POST /v1/team-management/users: a sub-account on the caller's plan; paid plan and admin only. */
        createMember: (body) => t.call({
            operation: 'create team member',
            method: 'POST',
            path: '/v1/team-management/users',
            json: body,
            response: TeamMemberSchema,
            meanings: { 403: 'the caller is not on a paid plan or not a team admin' },
        }),
        /** GET /v1/team-management/users/{id}: admins read any member, others only themselves. */
        getMember: (id) => t.call({
            operation: 'get team member',
            method: 'GET',
            path: userPath(id),
            response: TeamMemberSchema,
            meanings: { 403: 'only a team admin may read another member', ...NOT_FOUND },
        }),
        /** PUT /v1/team-management/users/{id}: credits may not exceed the owner's remaining balance. */
        updateMember: (id, body) => t.call({
            operation: 'update team member',
            method: 'PUT',
            path: userPath(id),
            json: body,
            response: TeamMemberSchema,
            meanings: {
                403: "the caller is not on a paid plan or not a team admin, or the credits exceed the owner's remaining balance",
                ...NOT_FOUND,
            },
        }),
        /** GET /v1/team-management/users/{id}/client-key: the member's API key (never the secret); admin only. */
        getClientKey: async (id) => maskSecretFields(t, await t.call({
            operation: 'get team member client key',
            method: 'GET',
            path: (0,api_path/* route */.wE) `/v1/team-management/users/${(0,refs/* idOf */.TH)(id, 'team member id')}/client-key`,
            response: schemas/* LenientRecordSchema */.an,
            meanings: { 403: NOT_ADMIN, ...NOT_FOUND },
        })),
        /**
         * POST /v1/team-management/users/{id}/reset-keys: rotates key and secret, the old ones stop working
         * at once. Never repeated once it may have reached the service: a second reset would orphan the
         * first new key.
         */
        resetKeys: async (id) => {
            const reset = await t.call({
                operation: 'reset team member keys',
                method: 'POST',
                path: (0,api_path/* route */.wE) `/v1/team-management/users/${(0,refs/* idOf */.TH)(id, 'team member id')}/reset-keys`,
                json: {},
                response: TeamCredentialResetSchema,
                meanings: { 403: 'the caller is neither a team admin nor the member', ...NOT_FOUND },
            });
            t.maskSecret(reset.client_key);
            return reset;
        },
    };
}

;// CONCATENATED MODULE: ./src/api/tests.ts






const TEST_NOT_FOUND = { 404: 'no such test' };
const testPath = (ref) => (0,api_path/* route */.wE) `/v1/tests/${(0,refs/* testRefOf */.$_)(ref)}`;
function testsApi(t) {
    return {
        /** GET /v1/tests: one page of tests, newest first, optionally filtered. */
        list: (request = {}) => {
            if (request.since !== undefined && !(Number.isInteger(request.since) && request.since >= 0))
                throw new RangeError(`since must be a UNIX time in whole seconds, got ${request.since}`);
            return (0,pagination/* listPage */.ks)(t, {
                operation: 'list tests',
                path: '/v1/tests',
                page: request,
                maxCount: pagination/* MAX_PAGE_SIZE */.H4,
                query: {
                    since: request.since,
                    browser_id: request.browserId === undefined ? undefined : (0,refs/* idOf */.TH)(request.browserId, 'browser id'),
                    group: request.group,
                    build: request.build,
                    skip_fields: skipFieldsQuery(request.skipFields),
                },
                item: TestRecordSchema,
                meanings: { 404: 'no such group or build' },
            });
        },
        /** POST /v1/tests: records a manual or external test result. */
        create: (body) => t.call({
            operation: 'create test',
            method: 'POST',
            path: '/v1/tests',
            json: body,
            response: schemas/* AckSchema */.to,
            meanings: { 400: 'the test result is invalid', ...meanings/* READ_ONLY */.s },
        }),
        /** GET /v1/tests/{id}, by numeric ID or WebDriver session UUID. */
        get: (ref, options = {}) => t.call({
            operation: 'get test',
            method: 'GET',
            path: testPath(ref),
            query: { skip_fields: skipFieldsQuery(options.skipFields) },
            response: TestRecordSchema,
            meanings: TEST_NOT_FOUND,
        }),
        /** PUT /v1/tests/{id}: marks passed or failed, sets groups, build or a status message. */
        update: (ref, body) => t.call({
            operation: 'update test',
            method: 'PUT',
            path: testPath(ref),
            json: body,
            response: schemas/* AckSchema */.to,
            meanings: { ...meanings/* READ_ONLY */.s, ...TEST_NOT_FOUND },
        }),
        /**
         * POST /v1/tests/{id}: the spec's alias of PUT for clients that cannot send PUT. Same body and
         * behaviour, so repeating it is as harmless as repeating the PUT.
         */
        updateByPost: (ref, body) => t.call({
            operation: 'update test',
            method: 'POST',
            path: testPath(ref),
            json: body,
            response: schemas/* AckSchema */.to,
            meanings: { ...meanings/* READ_ONLY */.s, ...TEST_NOT_FOUND },
            idempotent: true,
        }),
        /** DELETE /v1/tests/{id}: the test and every asset. */
        delete: (ref) => t.call({
            operation: 'delete test',
            method: 'DELETE',
            path: testPath(ref),
            meanings: { ...meanings/* READ_ONLY */.s, ...TEST_NOT_FOUND },
        }),
        /** PUT /v1/tests/{id}/stop: ends a running test; its assets then become downloadable. */
        stop: (ref) => t.call({
            operation: 'stop test',
            method: 'PUT',
            path: `${testPath(ref)}/stop`,
            json: {},
            response: schemas/* AckSchema */.to,
            meanings: { ...meanings/* READ_ONLY */.s, 404: 'no such test, or it already finished' },
        }),
    };
}

// EXTERNAL MODULE: ./src/api/transport.ts
var api_transport = __webpack_require__(53841);
// EXTERNAL MODULE: ./src/api/tunnels.ts
var tunnels = __webpack_require__(27779);
;// CONCATENATED MODULE: ./src/api/user.ts



function userApi(t) {
    return {
        /** GET /v1/user: name, plan, billing, credits, concurrency caps; field names "not shown". */
        get: () => t.call({
            operation: 'get user',
            method: 'GET',
            path: '/v1/user',
            response: schemas/* LenientRecordSchema */.an,
        }),
        /** PUT /v1/user: the response is "not shown". */
        update: (body) => t.call({
            operation: 'update user',
            method: 'PUT',
            path: '/v1/user',
            json: body,
            response: schemas/* LenientRecordSchema */.an,
            meanings: { 400: 'only first_name and last_name can be changed', ...meanings/* READ_ONLY */.s },
        }),
        /** GET /v1/user/keys: the caller's API key and secret (field names "not shown"), masked at once. */
        keys: async () => maskSecretFields(t, await t.call({
            operation: 'get API keys',
            method: 'GET',
            path: '/v1/user/keys',
            response: schemas/* LenientRecordSchema */.an,
        })),
    };
}

// EXTERNAL MODULE: ./src/api/assumptions.ts
var assumptions = __webpack_require__(11816);
;// CONCATENATED MODULE: ./src/api/webhooks.ts







const WEBHOOK_HTTP_METHODS = (/* unused pure expression or super */ null && (['POST', 'PUT', 'PATCH']));
const WEBHOOK_ALERT_TYPES = (/* unused pure expression or super */ null && (['ALL', 'VIRTUAL', 'REAL']));
const WEBHOOK_AUTH_TYPES = (/* unused pure expression or super */ null && (['NONE', 'BASIC', 'BEARER']));
/** The spec's limit per team. */
const MAX_WEBHOOKS_PER_TEAM = 5;
const KeyValueSchema = classic_schemas/* object */.Ikc({ key: classic_schemas/* string */.YjP(), value: classic_schemas/* string */.YjP() });
/** A field the spec names without promising it: absent, null or of another type, it reads as undefined. */
const optional = (schema) => schema.optional().catch(undefined);
/**
 * The spec names the webhook's fields without marking any required, and a deployment without the
 * extended webhook columns (`name` and the delivery settings) leaves them out. So only `id`, which
 * every later call needs, is required; the rest is read when present. Reads never carry the
 * BASIC/BEARER credentials; `signing_secret` comes only from create and rotate.
 */
const WebhookSchema = classic_schemas/* object */.Ikc({
    id: schemas/* positiveId */.xf,
    name: optional(classic_schemas/* string */.YjP()),
    url: optional(classic_schemas/* string */.YjP()),
    /** POST, PUT or PATCH in the spec; kept as text so another value is shown, not refused. */
    http_method: optional(classic_schemas/* string */.YjP()),
    failure_only: optional(classic_schemas/* boolean */.zMY()),
    /** ALL, VIRTUAL or REAL in the spec. */
    alert_types: optional(classic_schemas/* string */.YjP()),
    name_filter: optional(classic_schemas/* string */.YjP().nullable()),
    /** NONE, BASIC or BEARER in the spec. */
    auth_type: optional(classic_schemas/* string */.YjP()),
    headers: optional(classic_schemas/* array */.YOg(KeyValueSchema)),
    params: optional(classic_schemas/* array */.YOg(KeyValueSchema)),
    payload_template: optional(classic_schemas/* string */.YjP().nullable()),
    created_at: optional(schemas/* timestamp */.vE),
    updated_at: optional(schemas/* timestamp */.vE),
    signing_secret: optional(classic_schemas/* string */.YjP()),
});
const WebhookTestResultSchema = classic_schemas/* object */.Ikc({
    ok: optional(classic_schemas/* boolean */.zMY()),
    status: optional(classic_schemas/* number */.aig().int()),
    duration_ms: optional(classic_schemas/* number */.aig().int()),
    headers: optional(classic_schemas/* record */.g1P(classic_schemas/* string */.YjP(), classic_schemas/* unknown */.L5J())),
    body: optional(classic_schemas/* string */.YjP()),
    sent_payload: optional(classic_schemas/* string */.YjP()),
});
const WebhookDeleteResultSchema = classic_schemas/* object */.Ikc({
    success: optional(classic_schemas/* boolean */.zMY()),
    message: optional(classic_schemas/* string */.YjP()),
});
const WebhookRotateResultSchema = classic_schemas/* object */.Ikc({ id: optional(schemas/* positiveId */.xf), signing_secret: classic_schemas/* string */.YjP() });
/**
 * Masks a `signing_secret` the moment the body is read, before the schema judges the rest: a secret
 * the service generated is never printed, whatever else is wrong with the answer.
 */
function maskingSecret(t, schema) {
    return schemas/* LenientRecordSchema */.an.transform((record) => {
        if (typeof record.signing_secret === 'string')
            t.maskSecret(record.signing_secret);
        return record;
    }).pipe(schema);
}
/** Every webhook status is assumed (src/api/assumptions.ts); 403 read-only is the spec's general rule. */
const INVALID = assumptions/* WEBHOOK_MEANINGS */.pt.invalid(MAX_WEBHOOKS_PER_TEAM);
const webhooks_NOT_FOUND = assumptions/* WEBHOOK_MEANINGS */.pt.notFound;
function webhooksApi(t) {
    const path = (id) => (0,api_path/* route */.wE) `/v1/webhooks/${(0,refs/* idOf */.TH)(id, 'webhook id')}`;
    return {
        /** GET /v1/webhooks: one page of the team's webhooks, without secrets. */
        list: (page) => (0,pagination/* listPage */.ks)(t, {
            operation: 'list webhooks',
            path: '/v1/webhooks',
            page,
            // The spec shows `{ data: [Webhook], meta }` and no `count` maximum (a team has at most 5).
            enveloped: true,
            item: WebhookSchema,
        }),
        /** GET /v1/webhooks/{id}: without credentials or signing secret. */
        get: (id) => t.call({
            operation: 'get webhook',
            method: 'GET',
            path: path(id),
            response: WebhookSchema,
            meanings: webhooks_NOT_FOUND,
        }),
        /** POST /v1/webhooks: the response's `signing_secret` is masked before anything else is read. */
        create: (body) => t.call({
            operation: 'create webhook',
            method: 'POST',
            path: '/v1/webhooks',
            json: body,
            response: maskingSecret(t, WebhookSchema),
            meanings: { ...INVALID, ...meanings/* READ_ONLY */.s },
        }),
        /** PUT /v1/webhooks/{id}: changes only the fields sent. */
        update: (id, body) => t.call({
            operation: 'update webhook',
            method: 'PUT',
            path: path(id),
            json: body,
            response: WebhookSchema,
            meanings: { ...INVALID, ...meanings/* READ_ONLY */.s, ...webhooks_NOT_FOUND },
        }),
        /** DELETE /v1/webhooks/{id}: deliveries stop at once. */
        delete: (id) => t.call({
            operation: 'delete webhook',
            method: 'DELETE',
            path: path(id),
            response: WebhookDeleteResultSchema,
            meanings: { ...meanings/* READ_ONLY */.s, ...webhooks_NOT_FOUND },
        }),
        /** POST /v1/webhooks/{id}/rotate-secret: the old secret stops verifying at once; the new one is masked. */
        rotateSecret: (id) => t.call({
            operation: 'rotate webhook signing secret',
            method: 'POST',
            path: (0,api_path/* route */.wE) `/v1/webhooks/${(0,refs/* idOf */.TH)(id, 'webhook id')}/rotate-secret`,
            json: {},
            response: maskingSecret(t, WebhookRotateResultSchema),
            meanings: { ...meanings/* READ_ONLY */.s, ...webhooks_NOT_FOUND },
        }),
        /** POST /v1/webhooks/{id}/test: sends a sample delivery now and reports the receiver's answer. */
        test: (id) => t.call({
            operation: 'test webhook',
            method: 'POST',
            path: (0,api_path/* route */.wE) `/v1/webhooks/${(0,refs/* idOf */.TH)(id, 'webhook id')}/test`,
            json: {},
            response: WebhookTestResultSchema,
            meanings: {
                ...meanings/* READ_ONLY */.s,
                ...webhooks_NOT_FOUND,
                ...assumptions/* WEBHOOK_MEANINGS */.pt.rateLimited,
            },
        }),
    };
}

;// CONCATENATED MODULE: ./src/api/client.ts















/** The whole service API, one namespace per resource of the spec, all over one transport. */
function createServiceClient(options) {
    const transport = options instanceof api_transport/* Transport */.oK ? options : new api_transport/* Transport */.oK(options);
    return {
        transport,
        tunnels: (0,tunnels/* tunnelsApi */.wj)(transport),
        jobs: (0,jobs/* jobsApi */.Bt)(transport),
        builds: buildsApi(transport),
        tests: testsApi(transport),
        devices: devicesApi(transport),
        browsers: (0,browsers/* browsersApi */.OI)(transport),
        configuration: configurationApi(transport),
        team: teamApi(transport),
        user: userApi(transport),
        webhooks: webhooksApi(transport),
        screenshots: screenshotsApi(transport),
        storage: (0,storage/* storageApi */.Sx)(transport),
        lab: (0,lab/* labApi */.u)(transport),
        labsuites: labsuitesApi(transport),
        /** Releases keep-alive sockets; call once the work is done. */
        close: () => transport.close(),
    };
}

// EXTERNAL MODULE: ./src/version.ts + 1 modules
var version = __webpack_require__(71013);
// EXTERNAL MODULE: ./src/runtime/inputs.ts
var runtime_inputs = __webpack_require__(12291);
;// CONCATENATED MODULE: ./src/runtime/logger.ts

/** The runner's log: every line of every action goes through here. */
const coreLogger = {
    debug: (m) => core/* debug */.Yz(m),
    info: (m) => core/* info */.pq(m),
    warning: (m, p) => core/* warning */.$e(m, p),
    error: (m, p) => core/* error */.z3(m, p),
    notice: (m, p) => core/* notice */.lm(m, p),
};

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./src/runtime/clock.ts

const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => (0,promises_.setTimeout)(ms, undefined, { signal }),
};

// EXTERNAL MODULE: ./src/runtime/settings.ts
var runtime_settings = __webpack_require__(35051);
;// CONCATENATED MODULE: ./src/runtime/runtime.ts







function runnerContext(signal) {
    return {
        log: coreLogger,
        clock: systemClock,
        signal,
        env: process.env,
        saveState: (name, value) => core/* saveState */.LZ(name, value),
        getState: (name) => core/* getState */.Gu(name),
        setSecret: (secret) => core/* setSecret */.Pq(secret),
    };
}
/** How long a cancelled main step may take to stop before it is ended regardless. */
const CANCEL_GRACE_MS = 2_000;
/**
 * The runner sends SIGINT, then SIGTERM, on cancel; either aborts the step's work. With
 * `forceExitAfterMs`, a step still running that long after the signal is ended: a wait that takes no
 * signal (the tool cache's download of a tunnel client) must not hold up a cancelled step.
 */
function cancellation(options = {}) {
    const controller = new AbortController();
    let forced;
    const onSignal = (name) => {
        if (!controller.signal.aborted)
            core/* info */.pq(`Received ${name}: cancelling.`);
        controller.abort(new Error(`cancelled by ${name}`));
        if (options.forceExitAfterMs !== undefined && !forced) {
            // Unreferenced: a step that ends by itself meanwhile is not held up by it.
            forced = setTimeout(() => {
                if (process.exitCode !== 1)
                    core/* setFailed */.C1('The step was cancelled.');
                process.exit(1);
            }, options.forceExitAfterMs).unref();
        }
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    return {
        signal: controller.signal,
        dispose: () => {
            process.off('SIGINT', onSignal);
            process.off('SIGTERM', onSignal);
        },
    };
}
/** The settings, checked and masked, and a client of the service made from them. */
function serviceFor(ctx, action) {
    const settings = (0,runtime_settings/* readServiceSettings */.$j)((name) => core/* getInput */.V4(name), ctx.env, ctx.setSecret);
    const client = createServiceClient({
        baseUrl: settings.apiUrl,
        credentials: { key: settings.key, secret: settings.secret },
        userAgent: `${version/* USER_AGENT */._O} (${action})`,
        logger: ctx.log,
        signal: ctx.signal,
        maskSecret: ctx.setSecret,
    });
    return { settings, client };
}
/**
 * A main entry: settings first (so secrets are masked before anything is logged), then inputs, then
 * `run`; outputs and variables are written even when the step fails afterwards.
 */
async function runMainEntry(spec) {
    const { signal, dispose } = cancellation({ forceExitAfterMs: CANCEL_GRACE_MS });
    const ctx = runnerContext(signal);
    let client;
    try {
        const service = serviceFor(ctx, spec.action);
        client = service.client;
        const inputs = (0,runtime_inputs/* readInputs */.Ko)(spec.inputs, spec.schema, (name) => core/* getInput */.V4(name));
        const result = await spec.run(inputs, { ...ctx, ...service });
        writeResult(result);
    }
    catch (error) {
        core/* setFailed */.C1(failureMessage(error, signal));
    }
    finally {
        await client?.close();
        dispose();
    }
}
/**
 * A post entry: runs whatever main saved in its state; nothing here may fail the job, so every
 * problem becomes a warning. The client (and so the settings) is made only when the post step first
 * uses it: a main that started nothing leaves a post that neither calls the service nor warns.
 */
async function runPostEntry(action, post) {
    const { signal, dispose } = cancellation();
    const ctx = runnerContext(signal);
    let client;
    const postCtx = Object.defineProperty({ ...ctx }, 'client', {
        get: () => {
            client ??= serviceFor(ctx, `${action} post`).client;
            return client;
        },
    });
    try {
        await post(postCtx);
    }
    catch (error) {
        core/* warning */.$e(`${action} clean-up: ${failureMessage(error, signal)}`);
    }
    finally {
        await client?.close();
        dispose();
    }
}
function writeResult(result) {
    for (const [name, value] of Object.entries(result.outputs))
        core/* setOutput */.uH(name, value);
    for (const [name, value] of Object.entries(result.env ?? {}))
        core/* exportVariable */.dN(name, value);
    if (result.failure)
        core/* setFailed */.C1(result.failure);
}
/** One line that says what went wrong; stack traces only in the debug log. */
function failureMessage(error, signal) {
    if (signal?.aborted)
        return 'The step was cancelled.';
    if (error instanceof Error) {
        if (error.stack && !(error instanceof runtime_inputs/* InputError */.dz))
            core/* debug */.Yz(error.stack);
        return error.message;
    }
    return String(error);
}



/***/ }),

/***/ 35051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $j: () => (/* binding */ readServiceSettings),
/* harmony export */   Ky: () => (/* binding */ SERVICE_SETTINGS),
/* harmony export */   cW: () => (/* binding */ isLoopbackHost)
/* harmony export */ });
/* unused harmony exports SERVICE_SETTING_INPUTS, SettingsError, checkApiUrl */
/* harmony import */ var _api_transport_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53841);

/** The settings every action takes, each an input with an environment fallback (CONTRACT.md). */
const SERVICE_SETTINGS = {
    apiUrl: { input: 'api-url', env: 'CLOUDTEST_API_URL' },
    key: { input: 'key', env: 'CLOUDTEST_KEY' },
    secret: { input: 'secret', env: 'CLOUDTEST_SECRET' },
};
const SERVICE_SETTING_INPUTS = Object.values(SERVICE_SETTINGS).map((s) => s.input);
class SettingsError extends Error {
    name = 'SettingsError';
}
/**
 * Reads and checks api-url, key and secret, and masks every secret form (key, secret, the Basic
 * authorization value) before the caller can log anything.
 */
function readServiceSettings(getInput, env, mask) {
    const read = (setting) => getInput(setting.input).trim() || env[setting.env]?.trim() || '';
    const key = read(SERVICE_SETTINGS.key);
    const secret = read(SERVICE_SETTINGS.secret);
    const apiUrl = read(SERVICE_SETTINGS.apiUrl);
    for (const value of [key, secret])
        if (value)
            mask(value);
    if (key && secret) {
        const authorization = (0,_api_transport_js__WEBPACK_IMPORTED_MODULE_0__/* .basicAuthorization */ .aR)({ key, secret });
        mask(authorization);
        mask(authorization.slice('Basic '.length));
    }
    const missing = Object.keys(SERVICE_SETTINGS)
        .filter((name) => !{ apiUrl, key, secret }[name])
        .map((name) => `"${SERVICE_SETTINGS[name].input}" (or ${SERVICE_SETTINGS[name].env})`);
    if (missing.length)
        throw new SettingsError(`Missing setting: give the input ${missing.join(', the input ')}.`);
    return { apiUrl: checkApiUrl(apiUrl), key, secret };
}
/** https only, except for loopback hosts, so credentials never cross a network in clear text. */
function checkApiUrl(value) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new SettingsError(`Input "api-url": "${value}" is not a URL (expected https://host[/path]).`);
    }
    if (url.username || url.password) {
        throw new SettingsError('Input "api-url": must not hold credentials; use the key and secret inputs.');
    }
    if (url.search || url.hash)
        throw new SettingsError('Input "api-url": must not have a query or fragment.');
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
        throw new SettingsError(`Input "api-url": "${value}" must use https:// (http:// is allowed only for localhost, 127.0.0.0/8 and [::1]).`);
    }
    return url.toString().replace(/\/+$/, '');
}
function isLoopbackHost(hostname) {
    const host = hostname.toLowerCase();
    return host === 'localhost' || host === '[::1]' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}


/***/ }),

/***/ 42179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
// Wording shared by every log line and report: counts, durations, sizes.
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
const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
/** "512 B", "1.5 MiB". */
function formatBytes(bytes) {
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < UNITS.length - 1) {
        value /= 1024;
        unit++;
    }
    return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}


/***/ }),

/***/ 71013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ft: () => (/* binding */ BUNDLE_NAME),
  AY: () => (/* binding */ BUNDLE_VERSION),
  _O: () => (/* binding */ USER_AGENT)
});

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.0.0"};
;// CONCATENATED MODULE: ./src/version.ts

const BUNDLE_NAME = 'cloudtest-actions';
const BUNDLE_VERSION = package_namespaceObject.rE;
const USER_AGENT = `${BUNDLE_NAME}/${BUNDLE_VERSION}`;


/***/ })

};
