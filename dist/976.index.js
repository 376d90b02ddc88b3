export const id = 976;
export const ids = [976];
export const modules = {

/***/ 53249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _7: () => (/* binding */ ServiceError),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   e7: () => (/* binding */ DEFAULT_STATUS_MEANINGS),
/* harmony export */   g5: () => (/* binding */ failureOf),
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
        case 'not-api':
            what = `got an answer that is not the service's API${d.meaning ? `: ${d.meaning}` : ''}`;
            break;
        case 'too-large':
            what = `returned an answer too large to read${d.meaning ? `: ${d.meaning}` : ''}`;
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
/** The error of one request, named by what it was doing and where. */
function failureOf(req, kind, extra = {}) {
    return new ServiceError({ operation: req.operation, method: req.method, path: req.path, kind, ...extra });
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

/***/ 58976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ waitAndReport)
});

// UNUSED EXPORTS: CODELESS_CHECK_BASE

// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/report/report.ts
var report_report = __webpack_require__(88850);
// EXTERNAL MODULE: ./src/runtime/job-identity.ts
var job_identity = __webpack_require__(15510);
// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(67388);
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
// EXTERNAL MODULE: ./src/api/jobs.ts
var jobs = __webpack_require__(64842);
// EXTERNAL MODULE: ./src/runtime/deadline.ts
var runtime_deadline = __webpack_require__(94506);
;// CONCATENATED MODULE: ./src/codeless/poll.ts




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
 * Answers in a row that are not the API (an HTML page where the job should be) that end a wait: a
 * proxy or a wrong `api-url` answers the same every time, but one such page may be a passing glitch.
 */
const NOT_API_LIMIT = 3;
/**
 * Polls GET /v1/jobs/{id} until FINISHED or FAILED, the deadline, or cancellation. The first wait is
 * `poll-interval`; it grows while the status stays the same and drops back when it changes. A poll
 * always follows the last wait, so a job that ends during it is seen as ended, not timed out. A
 * failed poll (after the transport's own retries) is waited through until the deadline, except an
 * answer that cannot heal (401, 403, 404, one too large ...), which ends the wait at once, and
 * NOT_API_LIMIT answers in a row that are not the API (a proxy's page), which end it then. A poll
 * still unanswered POLL_GRACE_MS past the deadline is given up: the wait ends as a time-out.
 */
async function pollJob(jobId, options, ctx, hooks = {}) {
    const { clock, signal, log } = ctx;
    const started = clock.now();
    const deadline = new runtime_deadline/* Deadline */.B(clock, options.timeoutMs);
    const cap = Math.max(MAX_POLL_INTERVAL_MS, options.pollIntervalMs);
    let interval = options.pollIntervalMs;
    let job;
    let lastError;
    let notApi = 0;
    for (;;) {
        if (signal.aborted)
            return { kind: 'cancelled', job };
        const pollLimit = deadline.callLimit(POLL_GRACE_MS);
        try {
            const seen = await ctx.client.jobs.get(jobId, AbortSignal.any([signal, pollLimit]));
            if (seen.status !== job?.status) {
                log.info(`Job ${jobId} is ${seen.status} (after ${(0,wording/* formatSeconds */.Xo)(clock.now() - started)}).`);
                interval = options.pollIntervalMs;
            }
            else {
                log.debug(`Job ${jobId} is still ${seen.status}.`);
                interval = Math.min(cap, Math.round(interval * GROWTH));
            }
            job = seen;
            hooks.onSeen?.(seen);
            lastError = undefined;
            notApi = 0;
            if (jobs/* FINAL_JOB_STATUSES */.O7.has(seen.status))
                return { kind: 'final', job: seen };
        }
        catch (error) {
            if (signal.aborted)
                return { kind: 'cancelled', job };
            if (pollLimit.aborted) {
                const call = error instanceof api_errors/* ServiceError */._7 ? `${error.operation} (${error.method} ${error.path})` : 'the poll';
                return { kind: 'timeout', job, lastError: new Error(`${call} had no answer by the time-out`) };
            }
            if (!mayHeal(error))
                throw error;
            notApi = error instanceof api_errors/* ServiceError */._7 && error.kind === 'not-api' ? notApi + 1 : 0;
            if (notApi >= NOT_API_LIMIT)
                throw error;
            // One warning per run of failures; the transport has already retried this poll.
            if (lastError === undefined)
                log.warning(`Polling job ${jobId} failed; trying again until the time-out: ${(0,api_errors/* messageOf */.bD)(error)}`);
            else
                log.info(`Polling job ${jobId} failed again: ${(0,api_errors/* messageOf */.bD)(error)}`);
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
/**
 * 4xx answers other than 408 and 429 say the same thing every time: waiting will not change them; nor
 * will it shrink an answer too large to read.
 */
function mayHeal(error) {
    if (!(error instanceof api_errors/* ServiceError */._7))
        return false;
    if (error.kind === 'aborted' || error.kind === 'too-large')
        return false;
    const status = error.status;
    return status === undefined || status >= 500 || status === 408 || status === 429;
}

// EXTERNAL MODULE: ./src/report/test-record.ts
var test_record = __webpack_require__(3524);
;// CONCATENATED MODULE: ./src/codeless/test-links.ts




/** Failed tests of a job whose test records are read for their recordings; the rest are counted. */
const MAX_FAILED_TESTS_LOOKED_UP = 20;
/**
 * A job's errors carry no recordings. Each error that names its test (`test_id`) is looked up
 * (GET /v1/tests/{id}, the first MAX_FAILED_TESTS_LOOKED_UP), and the entry takes the record's links,
 * duration, end and platform; its name and message stay the error's. What could not be linked is
 * said plainly in the report's details. Lookups are best effort: a failed one is a line there.
 */
async function addTestRecords(report, ctx) {
    const failed = report.entries.filter((e) => e.outcome === 'failed');
    const named = failed.filter((e) => e.id !== undefined);
    const notes = [];
    const unnamed = failed.length - named.length;
    if (unnamed)
        notes.push(`${(0,wording/* plural */.LS)(unnamed, 'failure')} of this job ${unnamed === 1 ? 'names' : 'name'} no test (its error carries no \`test_id\`), so ${unnamed === 1 ? 'its' : 'their'} video, screenshots and logs cannot be linked here; the service's dashboard has them.`);
    const lookedUp = named.slice(0, MAX_FAILED_TESTS_LOOKED_UP);
    if (named.length > lookedUp.length)
        notes.push(`Recordings are linked for the first ${lookedUp.length} of ${named.length} failed tests; the service's dashboard has the rest.`);
    const problems = [];
    for (const entry of lookedUp) {
        try {
            const view = (0,test_record/* readTestRecord */.C0)(await ctx.client.tests.get(entry.id, { skipFields: test_record/* HEAVY_TEST_FIELDS */.Fx }));
            const { links, duration, completedAt, platform } = view.entry;
            Object.assign(entry, {
                ...(links ? { links } : {}),
                ...(duration === undefined ? {} : { duration }),
                ...(completedAt === undefined ? {} : { completedAt }),
                ...(entry.platform || !platform ? {} : { platform }),
            });
        }
        catch (error) {
            if (ctx.signal.aborted)
                throw error;
            problems.push(`test ${entry.id}: ${(0,api_errors/* messageOf */.bD)(error)}`);
        }
    }
    if (problems.length) {
        const line = `The records of ${(0,wording/* plural */.LS)(problems.length, 'failed test')} could not be read, so ${problems.length === 1 ? 'its' : 'their'} recordings are not linked: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? '; …' : ''}`;
        ctx.log.warning(line);
        notes.push(line);
    }
    // The notes quote the service's error messages: shown as text, never rendered.
    if (notes.length)
        report.details = [report.details, ...notes.map(text_escape/* markdownText */.p7)].filter(Boolean).join('\n\n');
}

// EXTERNAL MODULE: ./src/api/records.ts
var records = __webpack_require__(39762);
;// CONCATENATED MODULE: ./src/codeless/verdict.ts




/** The `status` output of a wait that gave up. */
const TIMEOUT_STATUS = 'TIMEOUT';
function verdictOf(jobId, outcome, inputs) {
    const job = outcome.job;
    const tests = job ? (0,wording/* plural */.LS)(job.test_ids.length, 'test') : '';
    const errors = job?.errors ?? [];
    if (outcome.kind === 'timeout') {
        // The error's own closing period would double the line's.
        const lastPoll = outcome.lastError
            ? `; the last poll failed: ${(0,api_errors/* messageOf */.bD)(outcome.lastError).replace(/\.$/, '')}`
            : '';
        const title = `Job ${jobId} did not finish within ${(0,wording/* formatSeconds */.Xo)(inputs.timeoutSeconds * 1000)} (last status seen: ${job?.status ?? 'none'})`;
        return { title, conclusion: 'timed_out', failure: `${title}${lastPoll}.` };
    }
    const failures = errors.length ? `: ${summarizeErrors(errors)}` : '';
    if (outcome.job.status === 'FAILED') {
        const title = `Job ${jobId} FAILED${errors.length ? ` with ${(0,wording/* plural */.LS)(errors.length, 'failure')}` : ''}`;
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
        const d = (0,records/* jobErrorDetail */.Vt)(entry);
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
    const details = (job?.errors ?? []).map(records/* jobErrorDetail */.Vt);
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
        // The job's status and dates come from the service: shown as text, never rendered.
        `**Job ${jobId}**: ${(0,text_escape/* markdownText */.p7)(outcome.kind === 'timeout' ? `${TIMEOUT_STATUS} (last status seen: ${job?.status ?? 'none'})` : (job?.status ?? ''))}` +
            (job ? (0,text_escape/* markdownText */.p7)(`, created ${job.created_at}, last updated ${job.updated_at}`) : ''),
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

;// CONCATENATED MODULE: ./src/codeless/wait.ts








/** The default check name's base for a job waited for by its ID alone. */
const CODELESS_CHECK_BASE = 'Codeless tests';
/**
 * Waits for the job, then reports it: the one place both wait-for-job and the root action do this.
 * With reporting on, the check run opens `in_progress` while the first polls run and is completed by
 * the report, or as `cancelled` when the step is cancelled. `failure` is set when the step must fail
 * although the wait and the report are done.
 */
async function waitAndReport(jobId, inputs, ctx, hooks = {}) {
    ctx.log.info(`Waiting up to ${(0,wording/* formatSeconds */.Xo)(inputs.timeoutSeconds * 1000)} for job ${jobId} (first poll interval ${inputs.pollIntervalSeconds} s).`);
    const { outcome, reporting } = await pollWithCheck(jobId, inputs, ctx, hooks);
    if (outcome.kind === 'final')
        hooks.onFinal?.(outcome.job);
    const job = outcome.job;
    const result = {
        status: outcome.kind === 'timeout' ? TIMEOUT_STATUS : (job?.status ?? ''),
        success: job?.success ?? undefined,
        testIds: job?.test_ids ?? [],
        failedCount: job?.errors.length ?? 0,
    };
    if (outcome.kind === 'cancelled') {
        const failure = `Cancelled while waiting for job ${jobId}: stopped polling (last status seen: ${job?.status ?? 'none'}).`;
        ctx.log.info(failure);
        await closeProgress(jobId, 'cancelled', `Cancelled while waiting for job ${jobId}`, failure, reporting, hooks);
        return { result, failure };
    }
    const verdict = verdictOf(jobId, outcome, inputs);
    if (reporting && !(await reportJob(jobId, outcome, verdict, reporting, inputs, ctx, result, hooks))) {
        return { result, failure: `Cancelled while reporting job ${jobId} (${job?.status ?? 'no status'}).` };
    }
    if (verdict.failure) {
        if (verdict.optional && !inputs.failOnFailure) {
            ctx.log.warning(`${verdict.failure} (fail-on-failure is false, so the step passes)`);
            return { result };
        }
        return { result, failure: verdict.failure };
    }
    ctx.log.info(verdict.title);
    return { result };
}
/**
 * Polls the job; with reporting on, the check run is opened in progress once the first poll shows the
 * job exists, beside the polls that follow. A wait that fails completes that check run as failed.
 */
async function pollWithCheck(jobId, inputs, ctx, hooks) {
    let opening;
    const open = () => (opening ??= startReporting(jobId, inputs, ctx, hooks).catch((error) => {
        if (!ctx.signal.aborted)
            ctx.log.warning(`Could not report job ${jobId} to GitHub: ${(0,api_errors/* messageOf */.bD)(error)}`);
        return undefined;
    }));
    const outcome = await pollJob(jobId, { timeoutMs: inputs.timeoutSeconds * 1000, pollIntervalMs: inputs.pollIntervalSeconds * 1000 }, ctx, { onSeen: () => void (inputs.report && open()) }).catch(async (error) => {
        const why = (0,api_errors/* messageOf */.bD)(error);
        await closeProgress(jobId, 'failure', `Could not wait for job ${jobId}`, why, await opening, hooks);
        throw error;
    });
    return { outcome, reporting: inputs.report ? await open() : undefined };
}
/** The GitHub side of the report, and the check run opened in progress (the reporting code loads here). */
async function startReporting(jobId, inputs, ctx, hooks) {
    const checkName = inputs.checkName ?? (0,job_identity/* stableCheckName */.BM)(CODELESS_CHECK_BASE, ctx.job);
    const [{ reportDeps }, { openProgressCheck }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(697), __webpack_require__.e(356)]).then(__webpack_require__.bind(__webpack_require__, 11975)),
        __webpack_require__.e(/* import() */ 372).then(__webpack_require__.bind(__webpack_require__, 18991)),
    ]);
    const deps = await reportDeps(inputs.githubToken, ctx);
    const checkRunId = await openProgressCheck({
        name: checkName,
        externalId: `job-${jobId}`,
        title: `Codeless job ${jobId} is running`,
        summary: `Waiting for Codeless job ${jobId}; the results replace this when it ends.`,
    }, deps);
    if (checkRunId !== undefined)
        hooks.onCheckRun?.(checkRunId, false);
    return { deps, checkName, checkRunId };
}
/**
 * A wait that ends without a report (cancelled, or failed) leaves no check run in progress: it is
 * completed, if there is time, with the reason shown as text.
 */
async function closeProgress(jobId, conclusion, title, why, reporting, hooks) {
    if (reporting?.checkRunId === undefined)
        return;
    const { closeProgressCheck } = await __webpack_require__.e(/* import() */ 372).then(__webpack_require__.bind(__webpack_require__, 18991));
    const closed = await closeProgressCheck(reporting.checkRunId, { conclusion, title, summary: (0,text_escape/* markdownText */.p7)(why) }, reporting.deps);
    if (closed)
        hooks.onCheckRun?.(reporting.checkRunId, true);
}
/**
 * The job's report on GitHub, its outputs added to `result`; a problem is a warning. False when the
 * step was cancelled meanwhile.
 */
async function reportJob(jobId, outcome, verdict, reporting, inputs, ctx, result, hooks) {
    const report = jobReport(jobId, outcome, reporting.checkName, verdict);
    report.openCheckRunId = reporting.checkRunId;
    const attempt = (0,report_report/* attemptNote */.Qg)(ctx.job);
    if (attempt)
        report.details = [report.details, attempt].filter(Boolean).join('\n\n');
    try {
        await addTestRecords(report, ctx);
        const { publishReport } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(697), __webpack_require__.e(356)]).then(__webpack_require__.bind(__webpack_require__, 11975));
        const published = await publishReport(report, reporting.deps, inputs.evidence);
        if (published.checkRunId !== undefined && published.checkRunId === reporting.checkRunId)
            hooks.onCheckRun?.(published.checkRunId, true);
        Object.assign(result, {
            checkRunUrl: published.checkRunUrl,
            junitFile: published.junitFile,
            ctrfFile: published.ctrfFile,
            assetsDir: published.assetsDir,
        });
    }
    catch (error) {
        if (ctx.signal.aborted)
            return false;
        ctx.log.warning(`Could not report job ${jobId} to GitHub: ${(0,api_errors/* messageOf */.bD)(error)}`);
    }
    return true;
}


/***/ })

};
