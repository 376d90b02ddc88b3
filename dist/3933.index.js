export const id = 3933;
export const ids = [3933];
export const modules = {

/***/ 23933:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   c4: () => (/* binding */ STATE),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS),
/* harmony export */   sI: () => (/* binding */ waitOutputs)
/* harmony export */ });
/* harmony import */ var _codeless_poll_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4503);
/* harmony import */ var _report_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22822);
/* harmony import */ var _report_step_state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36898);



const ACTION = 'wait-for-job';
const INPUTS = {
    jobId: 'job-id',
    timeout: _codeless_poll_js__WEBPACK_IMPORTED_MODULE_0__/* .TIMEOUT_INPUT */ .hh,
    pollInterval: 'poll-interval',
    maxFailures: 'max-failures',
    failOnFailure: 'fail-on-failure',
    report: 'report',
    checkName: 'check-name',
    githubToken: 'github-token',
    ..._report_names_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORTING_INPUTS */ .$Q,
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = {
    status: 'status',
    success: 'success',
    testIds: 'test-ids',
    failedCount: 'failed-count',
    checkRunUrl: 'check-run-url',
    ..._report_names_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORTING_OUTPUTS */ .ov,
};
/** The outputs of a wait, shared with the root action. */
function waitOutputs(result) {
    return {
        [OUTPUTS.status]: result.status,
        [OUTPUTS.success]: result.success === undefined ? '' : String(result.success),
        [OUTPUTS.testIds]: JSON.stringify(result.testIds),
        [OUTPUTS.failedCount]: String(result.failedCount),
        [OUTPUTS.checkRunUrl]: result.checkRunUrl ?? '',
        ...(0,_report_step_state_js__WEBPACK_IMPORTED_MODULE_2__/* .reportingOutputs */ .DN)(result),
    };
}
/**
 * What main leaves for post about its check run and the job, each saved the moment it is known
 * (src/report/names.ts); the root action saves the same (its STATE spreads this).
 */
const STATE = { ..._report_names_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORTING_STATE */ .Pu, ..._report_names_js__WEBPACK_IMPORTED_MODULE_1__/* .JOB_STATE */ .EW };


/***/ }),

/***/ 64842:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ jobsApi),
/* harmony export */   Cs: () => (/* binding */ RunAckSchema),
/* harmony export */   O7: () => (/* reexport safe */ _assumptions_js__WEBPACK_IMPORTED_MODULE_1__.O7)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55491);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8164);
/* harmony import */ var _transport_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(53655);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11816);




const JOB_STATUSES = ['QUEUED', 'RUNNING', 'FINISHED', 'FAILED'];
/** Both end a wait: FAILED is as final as FINISHED (ASSUMPTIONS.failedIsFinal). */

/** Per-test failure detail: the spec names step, browser and time without typing them. */
const JobErrorSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({});
const JobSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(JOB_STATUSES),
    created_at: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .timestamp */ .vE,
    updated_at: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .timestamp */ .vE,
    success: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().nullable(),
    test_ids: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .int32 */ .HA),
    errors: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(JobErrorSchema),
});
/**
 * What the trigger endpoints answer: `job_id` is the only field the spec names (seen in practice as
 * `{ success: true, job_id: 5 }`); whatever else comes is kept. The job is polled next, so an ID that
 * is not a positive whole number is refused here, in one line, rather than handed on.
 */
const RunAckSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ job_id: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .positiveId */ .xf });
function jobsApi(t) {
    return {
        /** GET /v1/jobs/{id}: a job started by a trigger endpoint. `signal` ends a wait's last call. */
        get: (id, signal) => t.call({
            operation: 'get job',
            method: 'GET',
            path: (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_3__/* .route */ .wE) `/v1/jobs/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_4__/* .idOf */ .TH)(id, 'job id')}`,
            response: JobSchema,
            meanings: { 404: 'no such job' },
            signal,
        }),
    };
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
/* harmony import */ var _transport_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53655);

/**
 * The spec's reference quirks, handled once: app keys with or without their storage scheme, builds by
 * numeric ID or `capabilities.build` string, tests by numeric ID or WebDriver session UUID.
 */
/** `cloud://abc123` or `abc123` \u2192 `abc123`. */
function appKeyOf(value) {
    const trimmed = value.trim();
    const match = /^[a-z][a-z0-9+.-]*:\/\/(.*)$/i.exec(trimmed);
    const key = match?.[1] ?? trimmed;
    if (!key || /[/\s?#]/.test(key))
        throw new TypeError(`"${value}" is not an app key (expected KEY or scheme://KEY)`);
    return (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentValue */ .bo)(key, 'an app key');
}
/** A build: its numeric ID or the `capabilities.build` identifier; never empty, `.` or `..`. */
function buildRefOf(value) {
    return (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentValue */ .bo)(String(value).trim(), 'a build reference');
}
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
/** A test: numeric ID (from 1, ASSUMPTIONS.positiveIds) or WebDriver session ID (UUID, with or without dashes). */
function testRefOf(value) {
    const ref = String(value).trim();
    if (/^\d+$/.test(ref))
        return String(idOf(ref, 'test id'));
    if (UUID.test(ref))
        return ref;
    throw new TypeError(`"${value}" is not a test reference (expected a numeric test ID or a WebDriver session UUID)`);
}
/** A positive numeric ID: an int32 path parameter of the spec, from 1 (ASSUMPTIONS.positiveIds). */
function idOf(value, what) {
    const n = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55491);

/** int32 as the spec types IDs and counters. */
const int32 = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(-2147483648).max(2147483647);
/** Timestamps are ISO 8601 strings per the spec; their exact form varies, so they stay strings. */
const timestamp = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP();
const AckSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ success: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY() });
/**
 * Positive int32: an ID the service returns and a later step uses (a tunnel to delete, a job to poll);
 * the spec gives IDs no lower bound (ASSUMPTIONS.positiveIds).
 */
const positiveId = int32.min(1, 'expected a positive whole number (an ID)');
/** Items skipped, returned and listed: never negative, or the walk over the list could not be trusted. */
const countOf = int32.min(0);
const MetaSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ offset: countOf, count: countOf, total: countOf });
/** What a JSON value is, in zod's words: `array`, `null`, `string`, \u2026 */
const kindOf = (value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
/**
 * A record the spec leaves "not shown": any object, every field kept, none required.
 * Actions read such records only through an adapter that treats what is missing as unknown.
 * Taken as it is, not copied field by field: a build's pages hold 100,000 records, and a copy of
 * each (`z.looseObject`) was the largest share of the memory reading them churned through.
 */
const LenientRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .custom */ .IeY((value) => kindOf(value) === 'object', {
    error: (issue) => `Invalid input: expected object, received ${kindOf(issue.input)}`,
});
/**
 * A list answer. Where the spec shows the `{ data, meta }` envelope (`enveloped`), only that is read;
 * elsewhere the envelope is open and a bare array is accepted too (ASSUMPTIONS.bareLists), its meta left
 * to the walk over it (src/api/transport/pagination.ts) rather than guessed from its length.
 */
function pageOf(item, options = {}) {
    const envelope = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ data: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item), meta: MetaSchema });
    const schema = options.enveloped
        ? envelope
        : zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([envelope, zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item).transform((data) => ({ data }))]);
    return schema;
}


/***/ }),

/***/ 53655:
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

/***/ 4503:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hh: () => (/* binding */ TIMEOUT_INPUT),
/* harmony export */   rG: () => (/* binding */ pollJob)
/* harmony export */ });
/* unused harmony exports POLL_GRACE_MS, NOT_API_LIMIT */
/* harmony import */ var _api_jobs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64842);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72487);
/* harmony import */ var _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(94506);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42179);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79183);






/**
 * How long past the deadline a poll may still take: the last one happens at the deadline itself, and a
 * service that stops answering must not stretch the wait by the transport's retries (minutes).
 */
const POLL_GRACE_MS = 5_000;
/** The input that bounds the wait (wait-for-job's and the root action's): its messages name it. */
const TIMEOUT_INPUT = 'timeout';
/**
 * Answers in a row that are not the API (an HTML page where the job should be) that end a wait: a
 * proxy or a wrong `api-url` answers the same every time, but one such page may be a passing glitch.
 */
const NOT_API_LIMIT = 3;
/**
 * Polls GET /v1/jobs/{id} until FINISHED or FAILED, the deadline, or cancellation. The waits between
 * polls are PollSchedule's: from `poll-interval`, growing while nothing changes, placed around the
 * expected end when there is history. A poll always follows the last wait, so a job that ends during
 * it is seen as ended, not timed out. A failed poll (after the transport's own retries) is waited through
 * until the deadline, except an answer that cannot heal (401, 403, 404, one too large ...), which ends
 * the wait at once, and NOT_API_LIMIT answers in a row that are not the API (a proxy's page), which
 * end it then. Every poll, its retries included, ends POLL_GRACE_MS past the deadline at the latest
 * (the transport's `within`): one cut there ends the wait as a time-out, its error naming the endpoint
 * and `timeout`.
 */
async function pollJob(jobId, options, ctx, hooks = {}) {
    const { clock, signal, log } = ctx;
    const started = clock.now();
    const deadline = new _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_3__/* .Deadline */ .B(clock, options.timeoutMs);
    const client = ctx.client.within(deadline.bound(POLL_GRACE_MS, `${TIMEOUT_INPUT} (${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(options.timeoutMs)})`));
    const schedule = new _schedule_js__WEBPACK_IMPORTED_MODULE_2__/* .PollSchedule */ .$x(options);
    const expected = schedule.expectation;
    if (expected)
        log.info(`Job ${jobId} usually runs about ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(expected.runningMs)} once RUNNING (\u00b1${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(expected.spreadMs)}${expected.runs ? `, from its last ${expected.runs} runs` : ''}): polling sparsely until then, more often around it.`);
    let wait;
    let job;
    let lastError;
    let notApi = 0;
    for (;;) {
        if (signal.aborted)
            return { kind: 'cancelled', job };
        try {
            const seen = await client.jobs.get(jobId);
            if (seen.status !== job?.status)
                log.info(`Job ${jobId} is ${seen.status} (after ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(clock.now() - started)}).`);
            else
                log.debug(`Job ${jobId} is still ${seen.status}.`);
            wait = schedule.next(clock.now(), seen);
            job = seen;
            hooks.onSeen?.(seen);
            lastError = undefined;
            notApi = 0;
            if (_api_jobs_js__WEBPACK_IMPORTED_MODULE_0__/* .FINAL_JOB_STATUSES */ .O7.has(seen.status))
                return { kind: 'final', job: seen, timing: schedule.timing() };
            const stop = await options.stopEarly?.(seen);
            if (stop)
                return { kind: 'stopped', job: stop.job, timing: schedule.timing(), stop };
        }
        catch (error) {
            if (signal.aborted)
                return { kind: 'cancelled', job };
            if (!mayHeal(error))
                throw error;
            notApi = error instanceof _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7 && error.kind === 'not-api' ? notApi + 1 : 0;
            if (notApi >= NOT_API_LIMIT)
                throw error;
            // The last poll failed at the deadline (or was cut by the bound past it): no more tries.
            if (deadline.passed())
                return { kind: 'timeout', job, lastError: error, timing: schedule.timing() };
            // One warning per run of failures; the transport has already retried this poll.
            if (lastError === undefined)
                log.warning(`Polling job ${jobId} failed; trying again until the time-out: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__.messageOf)(error)}`);
            else
                log.info(`Polling job ${jobId} failed again: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__.messageOf)(error)}`);
            lastError = error;
            wait = schedule.next(clock.now());
        }
        if (deadline.passed())
            return { kind: 'timeout', job, lastError, timing: schedule.timing() };
        try {
            await deadline.pause(wait, signal);
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
    if (!(error instanceof _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7))
        return false;
    if (error.kind === 'aborted' || error.kind === 'too-large')
        return false;
    const status = error.status;
    return status === undefined || status >= 500 || status === 408 || status === 429;
}


/***/ }),

/***/ 79183:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $x: () => (/* binding */ PollSchedule),
/* harmony export */   k2: () => (/* binding */ expectationOfRuns)
/* harmony export */ });
/* unused harmony exports MAX_POLL_INTERVAL_MS, MIN_LEARNT_RUNS */
/* harmony import */ var _api_jobs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64842);

/** The longest wait between two polls without history, when the user asked for less ("about 30 s"). */
const MAX_POLL_INTERVAL_MS = 30_000;
/** How much longer each wait gets while nothing changes. */
const GROWTH = 1.5;
/**
 * Before the expected end a job rarely ends, so the back-off may grow to twice its usual cap there; a
 * job that ends well before its usual time is found up to a minute late.
 */
const SPARSE_CAP_MS = 2 * MAX_POLL_INTERVAL_MS;
/** Around the expected end polls are at most 15 s apart: the step ends within 15 s of the job ... */
const DENSE_CAP_MS = MAX_POLL_INTERVAL_MS / 2;
/**
 * ... and this many cover the expected window (twice the spread) of a shorter job: with the caps above,
 * no more polls on average than the back-off alone (docs/performance.md, "Waiting").
 */
const WINDOW_POLLS = 8;
/** The spread of a running time when history gives none: a quarter of it either way. */
const DEFAULT_SPREAD = 0.25;
/** Earlier running times an expectation is learnt from at the least; fewer say too little of a spread. */
const MIN_LEARNT_RUNS = 5;
/** The usual running times are the middle half of the earlier ones: a quarter is left out at either end. */
const LEARNT_TAIL = 0.25;
/**
 * With a learnt spread, polls within it are this far apart: a job ending there is noticed about 4 s
 * later on median (half of it), the target being 5 s (docs/performance.md, "Waiting").
 */
const LEARNT_EVERY_MS = 8_000;
/**
 * The usual running time and its spread from earlier runs' running times (the base's history window,
 * src/report/history/window.ts): the middle half of them, the slowest and fastest quarter left out;
 * its midpoint and half its range. Undefined for fewer than MIN_LEARNT_RUNS times.
 */
function expectationOfRuns(runningTimes) {
    const times = runningTimes.filter((t) => Number.isFinite(t) && t > 0).sort((a, b) => a - b);
    if (times.length < MIN_LEARNT_RUNS)
        return undefined;
    const cut = Math.floor(times.length * LEARNT_TAIL);
    const low = times[cut];
    const high = times[times.length - 1 - cut];
    return { runningMs: (low + high) / 2, spreadMs: (high - low) / 2, runs: times.length };
}
/**
 * Where the next poll goes, from what the polls so far have shown; pure and deterministic (the caller
 * passes the time of each answer).
 *
 * Without history: the first wait is the poll interval, each next one 1.5 times the last while nothing
 * changes, at most MAX_POLL_INTERVAL_MS (or the poll interval when that is longer), back to the poll
 * interval on a change (a new status; every test of a known suite spawned).
 *
 * With an expectation, once the job is seen RUNNING (time spent QUEUED is not counted): the same
 * back-off, not restarted by RUNNING and capped at SPARSE_CAP_MS, until the earliest moment the job is
 * expected to end; then a poll every `spread / 4` (at least the poll interval, at most DENSE_CAP_MS)
 * until the latest; past it, the plain back-off again. When it began RUNNING is known only between
 * two polls: the window opens from the earlier and closes from the later.
 *
 * What it reads of the job record and why: docs/service-records.md, "Job records".
 */
class PollSchedule {
    options;
    /** The expectation the polls are placed by, its spread filled in; undefined when none was usable. */
    expectation;
    wait;
    seen;
    lastAnswerAt;
    lastNotRunningAt;
    started;
    ended;
    /** When the first answer said QUEUED, and the span in which the job left QUEUED. */
    queuedFrom;
    lastQueuedAt;
    dequeued;
    constructor(options) {
        this.options = options;
        this.expectation = usable(options.expectation);
        this.wait = options.pollIntervalMs;
    }
    /** Takes the answer to the poll made at `now` (undefined: the poll failed); gives the wait before the next. */
    next(now, job) {
        let base = this.wait; // A failed poll changes nothing: the same wait again.
        if (job)
            base = this.observe(now, job) ? this.options.pollIntervalMs : Math.round(this.wait * GROWTH);
        // Whole milliseconds: timers and AbortSignal.timeout take nothing else.
        this.wait = Math.round(Math.min(this.place(now, base), this.options.maxIntervalMs ?? Infinity));
        return this.wait;
    }
    /**
     * The job's running time as the polls bound it: from the middle of the span in which it began
     * RUNNING to the middle of the one in which it ended. Undefined until seen both RUNNING and ended.
     */
    runningMs() {
        if (!this.started || !this.ended)
            return undefined;
        const middle = (s) => (s.from + s.to) / 2;
        return Math.round(middle(this.ended) - middle(this.started));
    }
    /**
     * The time spent QUEUED, from the first answer (when it said QUEUED) to the middle of the span in
     * which the job left QUEUED; while it is still queued, up to the last answer. The time before the
     * first poll is not seen and not counted.
     */
    timing() {
        const timing = {};
        const running = this.runningMs();
        if (running !== undefined)
            timing.runningMs = running;
        if (this.queuedFrom === undefined)
            return timing;
        const until = this.dequeued ? (this.dequeued.from + this.dequeued.to) / 2 : this.lastQueuedAt;
        timing.queuedMs = Math.round((until ?? this.queuedFrom) - this.queuedFrom);
        if (!this.dequeued)
            timing.stillQueued = true;
        return timing;
    }
    /** Records an answer; true when it is a change that restarts the back-off. */
    observe(now, job) {
        const before = this.seen;
        const previousAt = this.lastAnswerAt;
        this.seen = job;
        this.lastAnswerAt = now;
        this.observeQueue(now, job.status, !before);
        if (job.status === 'RUNNING') {
            // It began after the last answer that was not RUNNING; with none, assume at this one.
            this.started ??= { from: this.lastNotRunningAt ?? now, to: now };
        }
        else if (_api_jobs_js__WEBPACK_IMPORTED_MODULE_0__/* .FINAL_JOB_STATUSES */ .O7.has(job.status)) {
            if (this.started && !this.ended)
                this.ended = { from: previousAt ?? now, to: now };
        }
        else {
            this.lastNotRunningAt = now;
        }
        if (!before)
            return true;
        if (job.status !== before.status)
            return !(job.status === 'RUNNING' && this.expectation);
        return job.status === 'RUNNING' && this.allSpawned(job) && !this.allSpawned(before);
    }
    observeQueue(now, status, first) {
        if (status === 'QUEUED') {
            if (first)
                this.queuedFrom = now;
            if (!this.dequeued)
                this.lastQueuedAt = now;
        }
        else if (this.queuedFrom !== undefined && !this.dequeued) {
            this.dequeued = { from: this.lastQueuedAt ?? now, to: now };
        }
    }
    allSpawned(job) {
        const size = this.options.suiteSize;
        return size !== undefined && job.test_ids.length >= size;
    }
    /** The wait from `base` (the back-off's next wait), placed by what the expectation says of `now`. */
    place(now, base) {
        const floor = this.options.pollIntervalMs;
        const window = this.window();
        const learnt = this.expectation?.runs !== undefined ? this.expectation : undefined;
        if (learnt)
            return this.placeLearnt(now, base, learnt, window);
        if (!window || now >= window.closes)
            return Math.min(base, Math.max(MAX_POLL_INTERVAL_MS, floor));
        if (now >= window.opens)
            return Math.min(base, window.every);
        return Math.max(floor, Math.min(base, SPARSE_CAP_MS, window.opens - now));
    }
    /**
     * The wait when the expectation was learnt from many runs: no back-off, the interval cap outside
     * the usual spread (so a job ending anywhere is found within it, as without history) and polls
     * `every` apart within it. Until it is seen RUNNING, no wait is longer than the shortest usual
     * running time, so a short job's window is not passed over whole; the poll before the window is
     * placed so that the first one in it comes `every` after it opens.
     */
    placeLearnt(now, base, learnt, window = this.window()) {
        const floor = this.options.pollIntervalMs;
        const cap = Math.max(floor, MAX_POLL_INTERVAL_MS);
        if (!window)
            return Math.max(floor, Math.min(cap, learnt.runningMs - learnt.spreadMs));
        if (now >= window.closes)
            return cap;
        if (now >= window.opens)
            return Math.min(base, window.every);
        return Math.max(floor, Math.min(cap, window.opens + window.every - now));
    }
    /** When the job is expected to end, on the wait's clock, and how far apart the polls are then. */
    window() {
        const expected = this.expectation;
        if (!expected || !this.started)
            return undefined;
        const spread = expected.spreadMs;
        const every = expected.runs === undefined ? Math.round((2 * spread) / WINDOW_POLLS) : LEARNT_EVERY_MS;
        return {
            opens: this.started.from + expected.runningMs - spread,
            closes: this.started.to + expected.runningMs + spread,
            every: Math.max(this.options.pollIntervalMs, Math.min(DENSE_CAP_MS, every)),
        };
    }
}
/** The expectation when it can place polls (a running time above zero), its spread filled in. */
function usable(expectation) {
    const finite = (n) => n !== undefined && Number.isFinite(n) && n >= 0;
    if (!expectation || !finite(expectation.runningMs) || expectation.runningMs === 0)
        return undefined;
    const { runningMs, spreadMs, runs } = expectation;
    return {
        runningMs,
        spreadMs: finite(spreadMs) ? spreadMs : runningMs * DEFAULT_SPREAD,
        ...(runs === undefined ? {} : { runs }),
    };
}


/***/ }),

/***/ 22822:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ REPORTING_INPUTS),
/* harmony export */   EW: () => (/* binding */ JOB_STATE),
/* harmony export */   Pu: () => (/* binding */ REPORTING_STATE),
/* harmony export */   ov: () => (/* binding */ REPORTING_OUTPUTS)
/* harmony export */ });
// The names every reporting action shares: its reporting inputs and outputs, and what its main step
// leaves its post step. Imports nothing: an action's names load before its settings are checked.
/** The reporting inputs of every reporting action (wait-for-job, annotate-build, the root action; combine some). */
const REPORTING_INPUTS = {
    prComment: 'pr-comment',
    junitFile: 'junit-file',
    ctrfFile: 'ctrf-file',
    downloadAssets: 'download-assets',
    compare: 'compare',
    failOn: 'fail-on',
    failOnFlaky: 'fail-on-flaky',
    failOnEmpty: 'fail-on-empty',
    failOnUnknown: 'fail-on-unknown',
    quarantine: 'quarantine',
    autoQuarantine: 'auto-quarantine',
};
/** The outputs those inputs give, on every reporting action. */
const REPORTING_OUTPUTS = {
    junitFile: 'junit-file',
    ctrfFile: 'ctrf-file',
    assetsDir: 'assets-dir',
    newFailures: 'new-failures',
    fixed: 'fixed',
    comparedTo: 'compared-to',
    flaky: 'flaky',
    quarantined: 'quarantined',
    vmSeconds: 'vm-seconds',
    deviceSeconds: 'device-seconds',
};
/**
 * What a reporting step's main leaves its post step about its check run, each saved the moment it is
 * known, so that a main cancelled or killed at any point leaves post what it needs to complete or
 * make it (src/report/step-state.ts saves and reads them).
 */
const REPORTING_STATE = {
    /** The name of the check run main is to open, saved first: post finds it by name if no ID was saved. */
    checkName: 'check-name',
    /** The check run opened in progress; post completes it unless `check-run-done` is true. */
    checkRunId: 'check-run-id',
    checkRunDone: 'check-run-done',
    /** Main reached its report, or said on the check run why it could not: post makes none. */
    reported: 'reported',
    /** Main was cancelled first: a check run post makes for it is `cancelled`. */
    cancelled: 'cancelled',
    /**
     * The result main reached (conclusion and title), saved before it writes it: when GitHub did not
     * take that write (`reported` unsaved), post writes it, completing the check run or making it.
     */
    conclusion: 'conclusion',
    title: 'title',
};
/** What a step that waits for a Codeless job adds (wait-for-job's, the root action's): the job as it went. */
const JOB_STATE = {
    jobId: 'job-id',
    /** The job's status each time it changes. */
    lastStatus: 'last-status',
    /** Set once the job was seen FINISHED or FAILED. */
    finalStatus: 'final-status',
    /** Set once main stopped the job's tests itself (`max-failures`): post has none of them to stop. */
    stoppedEarly: 'stopped-early',
};


/***/ }),

/***/ 36898:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DN: () => (/* binding */ reportingOutputs),
/* harmony export */   MS: () => (/* binding */ jobSaving),
/* harmony export */   YG: () => (/* binding */ checkRunSaving),
/* harmony export */   bj: () => (/* binding */ savedCheckOf),
/* harmony export */   c2: () => (/* binding */ saveReached)
/* harmony export */ });
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22822);

/** What main saved about its check run, as saved (empty where nothing was). */
function savedCheckOf(getState) {
    const saved = {
        checkName: getState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.checkName),
        checkRunId: getState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.checkRunId),
        checkRunDone: getState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.checkRunDone),
        jobId: getState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .JOB_STATE */ .EW.jobId),
        lastStatus: getState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .JOB_STATE */ .EW.lastStatus),
        conclusion: getState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.conclusion),
        title: getState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.title),
        reported: getState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.reported),
        cancelled: getState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.cancelled),
    };
    return { ...saved, reached: reachedOf(saved) };
}
/** Every conclusion main saves; anything else in the state is not main's word and is ignored. */
const CONCLUSIONS = {
    success: true,
    failure: true,
    neutral: true,
    cancelled: true,
    timed_out: true,
};
/** The result main reached and saved (saveReached), or undefined when it saved none. */
function reachedOf(saved) {
    const conclusion = saved.conclusion;
    return Object.hasOwn(CONCLUSIONS, conclusion) && saved.title
        ? { conclusion, title: saved.title }
        : undefined;
}
/** The hook that saves the check run main opened in progress, and whether it is complete. */
function checkRunSaving(ctx) {
    return (id, completed) => {
        ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.checkRunId, String(id));
        ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.checkRunDone, String(completed));
    };
}
/** The result main reached, saved before it writes it: its post step writes it if GitHub does not take it. */
function saveReached(ctx, end) {
    ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.conclusion, end.conclusion);
    ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.title, end.title);
}
/** The hooks of a wait for job `jobId` that save its state as it goes, its ID first. */
function jobSaving(ctx, jobId) {
    ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .JOB_STATE */ .EW.jobId, String(jobId));
    let lastStatus;
    return {
        onSeen: (job) => {
            if (job.status !== lastStatus)
                ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .JOB_STATE */ .EW.lastStatus, (lastStatus = job.status));
        },
        onFinal: (job) => ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .JOB_STATE */ .EW.finalStatus, job.status),
        onStopped: () => ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .JOB_STATE */ .EW.stoppedEarly, 'true'),
        onVerdict: (verdict) => {
            saveReached(ctx, verdict);
        },
    };
}
/**
 * `junit-file`, `ctrf-file` and `assets-dir`: each empty when nothing was written there;
 * `new-failures` and `fixed`: counts, and `compared-to`: the commit, each empty when nothing was compared;
 * `flaky`, the count of flaky tests, and `quarantined`, of quarantined tests that failed, each empty
 * when no report was made; `vm-seconds` and `device-seconds`, the session time (to a tenth of a
 * second), empty when it is not known.
 */
function reportingOutputs(result) {
    const seconds = (s) => (s === undefined ? '' : String(Math.round(s * 10) / 10));
    const { comparison } = result;
    return {
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.junitFile]: result.junitFile ?? '',
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.ctrfFile]: result.ctrfFile ?? '',
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.assetsDir]: result.assetsDir ?? '',
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.newFailures]: comparison ? String(comparison.newFailures.count) : '',
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.fixed]: comparison ? String(comparison.fixed.count) : '',
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.comparedTo]: comparison?.sha ?? '',
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.flaky]: result.flaky === undefined ? '' : String(result.flaky),
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.quarantined]: result.quarantined === undefined ? '' : String(result.quarantined),
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.vmSeconds]: seconds(result.sessions?.vmSeconds),
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.deviceSeconds]: seconds(result.sessions?.deviceSeconds),
    };
}


/***/ }),

/***/ 94506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ Deadline)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42179);

/**
 * The time-keeping of a bounded wait, on the step's clock: pauses are cut to the deadline, so the
 * last look happens at the deadline itself, and the calls made inside it are bounded a grace period
 * past it (`bound`, for the service client's `within`: the one way a wait bounds its calls), so a
 * service that stops answering cannot stretch the wait.
 */
class Deadline {
    clock;
    at;
    constructor(clock, ms) {
        this.clock = clock;
        this.at = clock.now() + ms;
    }
    remaining() {
        return this.at - this.clock.now();
    }
    passed() {
        return this.remaining() <= 0;
    }
    /**
     * The bound of the calls made inside this wait, for the service client's `within`: each call, all
     * its attempts together, ends `graceMs` after the deadline at the latest (or after its own start,
     * once the deadline has passed). `input` names what set the deadline: `wait-seconds (5 s)`.
     */
    bound(graceMs, input) {
        return {
            remainingMs: () => Math.max(this.remaining(), 0) + graceMs,
            limit: `the end of ${input} and the ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(graceMs)} a call may run past it`,
        };
    }
    /** Sleeps `ms`, or until the deadline if that comes first; rejects when `signal` aborts. */
    pause(ms, signal) {
        return this.clock.sleep(Math.max(0, Math.min(ms, this.remaining())), signal);
    }
}


/***/ }),

/***/ 42179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   dg: () => (/* binding */ passedOnAttempt),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
// Wording shared by every log line and report: counts, durations, sizes.
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/**
 * When a test that failed passed, from its attempts (how many, how many failed): `on attempt 3 after
 * 2 failures`, `on attempt 2 after a failure`. An attempt whose outcome is unknown is no failure.
 */
function passedOnAttempt(test) {
    const failures = test.failedAttempts ?? 1;
    return `on attempt ${test.attempts ?? 2} after ${failures === 1 ? 'a failure' : plural(failures, 'failure')}`;
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


/***/ })

};
