export const id = 840;
export const ids = [840];
export const modules = {

/***/ 64305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NC: () => (/* binding */ timingLine),
/* harmony export */   P_: () => (/* binding */ TIMEOUT_STATUS),
/* harmony export */   Vj: () => (/* binding */ verdictOf),
/* harmony export */   endedVerdict: () => (/* binding */ endedVerdict),
/* harmony export */   qF: () => (/* binding */ jobReport)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _api_records_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39762);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67388);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42179);




/** The `status` output of a wait that gave up. */
const TIMEOUT_STATUS = 'TIMEOUT';
function verdictOf(jobId, outcome, inputs) {
    if (outcome.kind === 'timeout') {
        // The error's own closing period would double the line's.
        const lastPoll = outcome.lastError
            ? `; the last poll failed: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(outcome.lastError).replace(/\.$/, '')}`
            : '';
        const title = `Job ${jobId} did not finish within ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .formatSeconds */ .Xo)(inputs.timeoutSeconds * 1000)} (last status seen: ${outcome.job?.status ?? 'none'})`;
        return { title, conclusion: 'timed_out', failure: `${title}${lastPoll}.` };
    }
    return endedVerdict(jobId, outcome.job);
}
/** The verdict on a job seen FINISHED or FAILED: its tests' outcome. */
function endedVerdict(jobId, job) {
    const tests = (0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(job.test_ids.length, 'test');
    const errors = job.errors;
    const failures = errors.length ? `: ${summarizeErrors(errors)}` : '';
    if (job.status === 'FAILED') {
        const title = `Job ${jobId} FAILED${errors.length ? ` with ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(errors.length, 'failure')}` : ''}`;
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
    const ran = runningMs === undefined ? undefined : `ran about ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .formatSeconds */ .Xo)(runningMs)}`;
    if (queuedMs === undefined)
        return ran && `R${ran.slice(1)}.`;
    if (stillQueued)
        return `Still waiting for a free session (QUEUED) after about ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .formatSeconds */ .Xo)(queuedMs)}.`;
    const queued = `Waited about ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .formatSeconds */ .Xo)(queuedMs)} for a free session (QUEUED)`;
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
        externalId: `job-${jobId}`,
        title: verdict.title,
        entries,
        details: lines.join('\n'),
        conclusion: verdict.conclusion,
    };
}


/***/ }),

/***/ 72840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ waitAndReport)
});

// UNUSED EXPORTS: CODELESS_CHECK_BASE

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/report/report.ts
var report_report = __webpack_require__(88850);
// EXTERNAL MODULE: ./src/runtime/job-identity.ts
var job_identity = __webpack_require__(15510);
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
// EXTERNAL MODULE: ./src/api/jobs.ts
var jobs = __webpack_require__(64842);
// EXTERNAL MODULE: ./src/runtime/deadline.ts
var runtime_deadline = __webpack_require__(94506);
;// CONCATENATED MODULE: ./src/codeless/schedule.ts

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
        this.wait = Math.round(this.place(now, base));
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
        else if (jobs/* FINAL_JOB_STATUSES */.O7.has(job.status)) {
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
        if (!window || now >= window.closes)
            return Math.min(base, Math.max(MAX_POLL_INTERVAL_MS, floor));
        if (now >= window.opens)
            return Math.min(base, window.every);
        return Math.max(floor, Math.min(base, SPARSE_CAP_MS, window.opens - now));
    }
    /** When the job is expected to end, on the wait's clock, and how far apart the polls are then. */
    window() {
        const expected = this.expectation;
        if (!expected || !this.started)
            return undefined;
        const spread = expected.spreadMs;
        const every = Math.round((2 * spread) / WINDOW_POLLS);
        return {
            opens: this.started.from + expected.runningMs - spread,
            closes: this.started.to + expected.runningMs + spread,
            every: Math.max(this.options.pollIntervalMs, Math.min(DENSE_CAP_MS, every)),
        };
    }
}
/** An expectation that can place polls (a running time above zero), its spread filled in. */
function usable(expectation) {
    const finite = (n) => n !== undefined && Number.isFinite(n) && n >= 0;
    if (!expectation || !finite(expectation.runningMs) || expectation.runningMs === 0)
        return undefined;
    const { runningMs, spreadMs } = expectation;
    return { runningMs, spreadMs: finite(spreadMs) ? spreadMs : runningMs * DEFAULT_SPREAD };
}

;// CONCATENATED MODULE: ./src/codeless/poll.ts






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
 * Polls GET /v1/jobs/{id} until FINISHED or FAILED, the deadline, or cancellation. The waits between
 * polls are PollSchedule's: from `poll-interval`, growing while nothing changes, placed around the
 * expected end when there is history. A poll always follows the last wait, so a job that ends during
 * it is seen as ended, not timed out. A failed poll (after the transport's own retries) is waited through until the deadline, except an
 * answer that cannot heal (401, 403, 404, one too large ...), which ends the wait at once, and
 * NOT_API_LIMIT answers in a row that are not the API (a proxy's page), which end it then. A poll
 * still unanswered POLL_GRACE_MS past the deadline is given up: the wait ends as a time-out.
 */
async function pollJob(jobId, options, ctx, hooks = {}) {
    const { clock, signal, log } = ctx;
    const started = clock.now();
    const deadline = new runtime_deadline/* Deadline */.B(clock, options.timeoutMs);
    const schedule = new PollSchedule(options);
    const expected = schedule.expectation;
    if (expected)
        log.info(`Job ${jobId} usually runs about ${(0,wording/* formatSeconds */.Xo)(expected.runningMs)} once RUNNING (±${(0,wording/* formatSeconds */.Xo)(expected.spreadMs)}): polling sparsely until then, more often around it.`);
    let wait;
    let job;
    let lastError;
    let notApi = 0;
    for (;;) {
        if (signal.aborted)
            return { kind: 'cancelled', job };
        const pollLimit = deadline.callLimit(POLL_GRACE_MS);
        try {
            const seen = await ctx.client.jobs.get(jobId, AbortSignal.any([signal, pollLimit]));
            if (seen.status !== job?.status)
                log.info(`Job ${jobId} is ${seen.status} (after ${(0,wording/* formatSeconds */.Xo)(clock.now() - started)}).`);
            else
                log.debug(`Job ${jobId} is still ${seen.status}.`);
            wait = schedule.next(clock.now(), seen);
            job = seen;
            hooks.onSeen?.(seen);
            lastError = undefined;
            notApi = 0;
            if (jobs/* FINAL_JOB_STATUSES */.O7.has(seen.status))
                return { kind: 'final', job: seen, timing: schedule.timing() };
        }
        catch (error) {
            if (signal.aborted)
                return { kind: 'cancelled', job };
            if (pollLimit.aborted) {
                const call = error instanceof errors/* ServiceError */._7 ? `${error.operation} (${error.method} ${error.path})` : 'the poll';
                const lastError = new Error(`${call} had no answer by the time-out`);
                return { kind: 'timeout', job, lastError, timing: schedule.timing() };
            }
            if (!mayHeal(error))
                throw error;
            notApi = error instanceof errors/* ServiceError */._7 && error.kind === 'not-api' ? notApi + 1 : 0;
            if (notApi >= NOT_API_LIMIT)
                throw error;
            // One warning per run of failures; the transport has already retried this poll.
            if (lastError === undefined)
                log.warning(`Polling job ${jobId} failed; trying again until the time-out: ${(0,errors/* messageOf */.bD)(error)}`);
            else
                log.info(`Polling job ${jobId} failed again: ${(0,errors/* messageOf */.bD)(error)}`);
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
    if (!(error instanceof errors/* ServiceError */._7))
        return false;
    if (error.kind === 'aborted' || error.kind === 'too-large')
        return false;
    const status = error.status;
    return status === undefined || status >= 500 || status === 408 || status === 429;
}

// EXTERNAL MODULE: ./src/codeless/closing.ts
var closing = __webpack_require__(66335);
// EXTERNAL MODULE: ./src/report/test-record.ts
var test_record = __webpack_require__(3524);
// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(67388);
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
            problems.push(`test ${entry.id}: ${(0,errors/* messageOf */.bD)(error)}`);
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

// EXTERNAL MODULE: ./src/codeless/verdict.ts
var codeless_verdict = __webpack_require__(64305);
;// CONCATENATED MODULE: ./src/codeless/wait.ts









/** The default check name's base for a job waited for by its ID alone. */
const CODELESS_CHECK_BASE = 'Codeless tests';
/**
 * Waits for the job, then reports it: the one place both wait-for-job and the root action do this.
 * With reporting on, the check run opens `in_progress` while the first polls run and is completed by
 * the report. A cancelled step leaves it to the post step, which has the time a cancelled step lacks,
 * reads the job again and knows what it stopped (closeLeftCheck). `failure` is set when the step must
 * fail although the wait and the report are done.
 */
async function waitAndReport(jobId, inputs, ctx, hooks = {}) {
    ctx.log.info(`Waiting up to ${(0,wording/* formatSeconds */.Xo)(inputs.timeoutSeconds * 1000)} for job ${jobId} (first poll interval ${inputs.pollIntervalSeconds} s).`);
    const { outcome, reporting } = await pollWithCheck(jobId, inputs, ctx, hooks);
    if (outcome.kind === 'final')
        hooks.onFinal?.(outcome.job);
    const timing = outcome.kind === 'cancelled' ? undefined : (0,codeless_verdict/* timingLine */.NC)(outcome.timing);
    if (timing)
        ctx.log.info(`Job ${jobId}: ${timing}`);
    const job = outcome.job;
    const result = {
        status: outcome.kind === 'timeout' ? codeless_verdict/* TIMEOUT_STATUS */.P_ : (job?.status ?? ''),
        success: job?.success ?? undefined,
        testIds: job?.test_ids ?? [],
        failedCount: job?.errors.length ?? 0,
    };
    if (outcome.kind === 'cancelled') {
        const failure = `Cancelled while waiting for job ${jobId}: stopped polling (last status seen: ${job?.status ?? 'none'}).`;
        ctx.log.info(failure);
        if (reporting?.checkRunId !== undefined)
            ctx.log.info(`The post step completes check run #${reporting.checkRunId}.`);
        return { result, failure };
    }
    const verdict = (0,codeless_verdict/* verdictOf */.Vj)(jobId, outcome, inputs);
    hooks.onVerdict?.(verdict);
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
 * job exists, beside the polls that follow, and follows the job out of the queue. A wait that fails
 * completes that check run as failed.
 */
async function pollWithCheck(jobId, inputs, ctx, hooks) {
    let opening;
    // Writes to the check run in progress, in order: the report must come after the last of them.
    let writes = Promise.resolve();
    let status;
    const open = (seen) => (opening ??= startReporting(jobId, seen, inputs, ctx, hooks).catch((error) => {
        if (!ctx.signal.aborted)
            ctx.log.warning(`Could not report job ${jobId} to GitHub: ${(0,errors/* messageOf */.bD)(error)}`);
        return undefined;
    }));
    const onSeen = (job) => {
        // A job that ended is reported next: no point saying it runs.
        const changed = status !== undefined && status !== job.status && !jobs/* FINAL_JOB_STATUSES */.O7.has(job.status);
        status = job.status;
        hooks.onSeen?.(job);
        if (!inputs.report)
            return;
        const opened = open(job.status);
        if (changed)
            writes = writes.then(() => opened).then((r) => retext(jobId, job.status, r));
    };
    const outcome = await pollJob(jobId, pollOptions(inputs), ctx, { onSeen }).catch(async (error) => {
        const end = { conclusion: 'failure', title: `Could not wait for job ${jobId}` };
        hooks.onVerdict?.(end);
        await writes;
        await closeProgress({ jobId, status, why: (0,errors/* messageOf */.bD)(error) }, end, await opening, hooks);
        throw error;
    });
    await writes;
    return { outcome, reporting: inputs.report ? await open(status ?? '') : undefined };
}
const pollOptions = (inputs) => ({
    timeoutMs: inputs.timeoutSeconds * 1000,
    pollIntervalMs: inputs.pollIntervalSeconds * 1000,
});
/** What the check run in progress says: a queued job waits for a free session, the others run. */
function progressText(jobId, status) {
    const results = 'the results replace this when it ends';
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
/** The check run in progress follows the job out of the queue. */
async function retext(jobId, status, reporting) {
    if (reporting?.checkRunId === undefined)
        return;
    const { retextProgressCheck } = await Promise.all(/* import() */[__webpack_require__.e(198), __webpack_require__.e(991)]).then(__webpack_require__.bind(__webpack_require__, 18991));
    await retextProgressCheck(reporting.checkRunId, progressText(jobId, status), reporting.deps);
}
/** The GitHub side of the report, and the check run opened in progress (the reporting code loads here). */
async function startReporting(jobId, status, inputs, ctx, hooks) {
    const checkName = inputs.checkName ?? (0,job_identity/* stableCheckName */.BM)(CODELESS_CHECK_BASE, ctx.job);
    const [{ reportDeps }, { openProgressCheck }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(697), __webpack_require__.e(198), __webpack_require__.e(138), __webpack_require__.e(278)]).then(__webpack_require__.bind(__webpack_require__, 55138)),
        Promise.all(/* import() */[__webpack_require__.e(198), __webpack_require__.e(991)]).then(__webpack_require__.bind(__webpack_require__, 18991)),
    ]);
    const deps = await reportDeps(inputs.githubToken, ctx);
    const checkRunId = await openProgressCheck({ name: checkName, externalId: `job-${jobId}`, ...progressText(jobId, status) }, deps, (id) => hooks.onCheckRun?.(id, false));
    return { deps, checkName, checkRunId };
}
/** A wait that failed leaves no check run in progress: it is completed as failed, saying why. */
async function closeProgress({ jobId, status, why }, end, reporting, hooks) {
    if (reporting?.checkRunId === undefined)
        return;
    const { closeProgressCheck } = await Promise.all(/* import() */[__webpack_require__.e(198), __webpack_require__.e(991)]).then(__webpack_require__.bind(__webpack_require__, 18991));
    const summary = (0,closing/* closingSummary */.Cu)({
        jobId,
        status,
        happened: `${end.title}: ${why}`,
        runUrl: reporting.deps.detailsUrl,
    });
    const closed = await closeProgressCheck(reporting.checkRunId, { ...end, summary }, reporting.deps);
    if (closed)
        hooks.onCheckRun?.(reporting.checkRunId, true);
}
/**
 * The job's report on GitHub, its outputs added to `result`; a problem is a warning. False when the
 * step was cancelled meanwhile.
 */
async function reportJob(jobId, outcome, verdict, reporting, inputs, ctx, result, hooks) {
    const report = (0,codeless_verdict/* jobReport */.qF)(jobId, outcome, reporting.checkName, verdict);
    report.openCheckRunId = reporting.checkRunId;
    const attempt = (0,report_report/* attemptNote */.Qg)(ctx.job);
    if (attempt)
        report.details = [report.details, attempt].filter(Boolean).join('\n\n');
    try {
        await addTestRecords(report, ctx);
        const { publishReport } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(697), __webpack_require__.e(198), __webpack_require__.e(138), __webpack_require__.e(278)]).then(__webpack_require__.bind(__webpack_require__, 55138));
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
        ctx.log.warning(`Could not report job ${jobId} to GitHub: ${(0,errors/* messageOf */.bD)(error)}`);
    }
    return true;
}


/***/ })

};
