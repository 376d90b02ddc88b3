export const id = 706;
export const ids = [706,305];
export const modules = {

/***/ 39762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jt: () => (/* binding */ flag),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   R_: () => (/* binding */ storedAppInfo),
/* harmony export */   Vt: () => (/* binding */ jobErrorDetail),
/* harmony export */   uR: () => (/* binding */ instant),
/* harmony export */   xU: () => (/* binding */ buildNameOf)
/* harmony export */ });
/* unused harmony export string */
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93916);
/* harmony import */ var _storage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39753);


/** A non-empty string, trimmed; anything else is absent. */
function string(value) {
    return typeof value === 'string' ? value.trim() || undefined : undefined;
}
/** A string or a number as trimmed text; anything else is absent. */
function text(value) {
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    return string(value);
}
/**
 * The one adapter for `errors` entries. The spec names `step`, `browser` and `time` but not their
 * types; `test_id`, `test_name` and `message` are read when present and never required.
 */
function jobErrorDetail(entry) {
    const browser = (value) => {
        if (value && typeof value === 'object') {
            const b = value;
            const parts = [text(b.name) ?? text(b.browser), text(b.version), text(b.platform)].filter(Boolean);
            return parts.length ? parts.join(' ') : undefined;
        }
        return text(value);
    };
    const id = text(entry.test_id);
    return {
        testId: id && /^\d+$/.test(id) ? Number(id) : undefined,
        testName: text(entry.test_name),
        step: text(entry.step),
        browser: browser(entry.browser),
        time: text(entry.time),
        message: text(entry.message) ?? text(entry.error),
    };
}
/** Reads a stored app record leniently: a field of another type than expected counts as absent. */
function storedAppInfo(record) {
    const appUrl = string(record.app_url);
    const id = record.id;
    return {
        appUrl,
        appKey: appUrl && _storage_js__WEBPACK_IMPORTED_MODULE_0__/* .APP_URL */ .oO.test(appUrl) ? (0,_refs_js__WEBPACK_IMPORTED_MODULE_1__/* .appKeyOf */ .QO)(appUrl) : undefined,
        id: typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined,
        filename: string(record.filename),
        type: string(record.type),
        version: text(record.version),
        state: string(record.state),
        createdAt: string(record.created_at),
    };
}
/**
 * A build record's identifier (the `capabilities.build` string its tests used). Build list records are
 * "not shown": the name is read from `name`, else `build` (docs/service-records.md); a record with
 * neither has no name to match.
 */
function buildNameOf(record) {
    return string(record.name) ?? string(record.build);
}
/** Date-times that name their zone: `Z`, an offset, or GMT/UTC (a bare one depends on the reader's zone). */
const ZONED = /(?:Z|[+-]\d{2}:?\d{2}|\bGMT|\bUTC)$/i;
/** Seconds since the epoch stay below this until the year 5138; a larger number is milliseconds. */
const LARGEST_SECONDS = 1e11;
/** A point in time as milliseconds since the epoch, or absent when it cannot be told. */
function instant(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) && value > 0 ? (value < LARGEST_SECONDS ? value * 1000 : value) : undefined;
    if (typeof value !== 'string' || !ZONED.test(value.trim()))
        return undefined;
    const ms = Date.parse(value.trim());
    return Number.isNaN(ms) ? undefined : ms;
}
/** `success` arrives as true/false on some endpoints and 1/0 on others; anything else is unknown. */
function flag(value) {
    if (value === true || value === 1)
        return true;
    if (value === false || value === 0)
        return false;
    if (typeof value === 'string') {
        const v = value.trim().toLowerCase();
        if (v === 'true' || v === '1')
            return true;
        if (v === 'false' || v === '0')
            return false;
    }
    return undefined;
}


/***/ }),

/***/ 66335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cu: () => (/* binding */ closingSummary),
/* harmony export */   YA: () => (/* binding */ closeLeftCheck),
/* harmony export */   cd: () => (/* binding */ readJob),
/* harmony export */   dT: () => (/* binding */ postReadsJob),
/* harmony export */   zR: () => (/* binding */ findLeftCheck)
/* harmony export */ });
/* unused harmony exports jobExternalId, leftCheckOf */
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
        Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(497), __webpack_require__.e(919), __webpack_require__.e(927), __webpack_require__.e(106)]).then(__webpack_require__.bind(__webpack_require__, 28927)),
        Promise.all(/* import() */[__webpack_require__.e(497), __webpack_require__.e(164)]).then(__webpack_require__.bind(__webpack_require__, 18991)),
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
        Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(497), __webpack_require__.e(919), __webpack_require__.e(927), __webpack_require__.e(106)]).then(__webpack_require__.bind(__webpack_require__, 28927)),
        Promise.all(/* import() */[__webpack_require__.e(497), __webpack_require__.e(164)]).then(__webpack_require__.bind(__webpack_require__, 18991)),
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
        const { endedVerdict } = await Promise.all(/* import() */[__webpack_require__.e(753), __webpack_require__.e(305)]).then(__webpack_require__.bind(__webpack_require__, 64305));
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

/***/ 76706:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ CODELESS_CHECK_BASE),
  L: () => (/* binding */ waitAndReport)
});

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
// EXTERNAL MODULE: ./src/codeless/poll.ts + 1 modules
var poll = __webpack_require__(2659);
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
    const outcome = await (0,poll/* pollJob */.rG)(jobId, pollOptions(inputs), ctx, { onSeen }).catch(async (error) => {
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
    const { retextProgressCheck } = await Promise.all(/* import() */[__webpack_require__.e(497), __webpack_require__.e(783)]).then(__webpack_require__.bind(__webpack_require__, 18991));
    await retextProgressCheck(reporting.checkRunId, progressText(jobId, status), reporting.deps);
}
/** The GitHub side of the report, and the check run opened in progress (the reporting code loads here). */
async function startReporting(jobId, status, inputs, ctx, hooks) {
    const checkName = inputs.checkName ?? (0,job_identity/* stableCheckName */.BM)(CODELESS_CHECK_BASE, ctx.job);
    const [{ reportDeps }, { openProgressCheck }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(497), __webpack_require__.e(919), __webpack_require__.e(927)]).then(__webpack_require__.bind(__webpack_require__, 28927)),
        Promise.all(/* import() */[__webpack_require__.e(497), __webpack_require__.e(783)]).then(__webpack_require__.bind(__webpack_require__, 18991)),
    ]);
    const deps = await reportDeps(inputs.githubToken, ctx);
    const checkRunId = await openProgressCheck({ name: checkName, externalId: `job-${jobId}`, ...progressText(jobId, status) }, deps, (id) => hooks.onCheckRun?.(id, false));
    return { deps, checkName, checkRunId };
}
/** A wait that failed leaves no check run in progress: it is completed as failed, saying why. */
async function closeProgress({ jobId, status, why }, end, reporting, hooks) {
    if (reporting?.checkRunId === undefined)
        return;
    const { closeProgressCheck } = await Promise.all(/* import() */[__webpack_require__.e(497), __webpack_require__.e(783)]).then(__webpack_require__.bind(__webpack_require__, 18991));
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
        const { publishReport } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(497), __webpack_require__.e(919), __webpack_require__.e(927)]).then(__webpack_require__.bind(__webpack_require__, 28927));
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


/***/ }),

/***/ 25356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EE: () => (/* binding */ MAX_COMMAND_ANNOTATIONS),
/* harmony export */   G_: () => (/* binding */ MAX_ANNOTATION_TITLE_CHARS),
/* harmony export */   Lb: () => (/* binding */ MAX_DOWNLOADED_TESTS),
/* harmony export */   RD: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.RD),
/* harmony export */   TN: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.TN),
/* harmony export */   aR: () => (/* binding */ MAX_ANNOTATIONS_PER_REQUEST),
/* harmony export */   dy: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.dy),
/* harmony export */   gv: () => (/* binding */ GITHUB_WRITE_PAUSE_MS),
/* harmony export */   jd: () => (/* binding */ MAX_OUTPUT_CHARS),
/* harmony export */   lZ: () => (/* binding */ MAX_ANNOTATION_BYTES),
/* harmony export */   lo: () => (/* binding */ MAX_SHOWN_SIZE),
/* harmony export */   n4: () => (/* binding */ MAX_STEP_SUMMARY_BYTES),
/* harmony export */   q0: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.q0),
/* harmony export */   rV: () => (/* binding */ MAX_CHECK_RUN_ANNOTATIONS),
/* harmony export */   yU: () => (/* binding */ MAX_OUTPUT_TITLE_CHARS),
/* harmony export */   yd: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.yd),
/* harmony export */   zP: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.zP)
/* harmony export */ });
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23243);
/**
 * GitHub's size limits (docs/github-facts.md) and cutting text to them without breaking a character
 * (src/text/characters.ts).
 */
/** Annotations per check-run request. */
const MAX_ANNOTATIONS_PER_REQUEST = 50;
/** Annotation `title`, in characters. */
const MAX_ANNOTATION_TITLE_CHARS = 255;
/**
 * Annotation `message` and `raw_details`: "64 KB", counted in bytes. Read as 64,000 bytes, the smaller
 * of its two readings, so the cut is safe under either.
 */
const MAX_ANNOTATION_BYTES = 64_000;
/** Check run `output.summary` and `output.text`, in characters. */
const MAX_OUTPUT_CHARS = 65_535;
/** Check run `output.title`: GitHub states no limit; one short line, cut like an annotation title. */
const MAX_OUTPUT_TITLE_CHARS = 255;
/** The job summary of one step (GITHUB_STEP_SUMMARY), in bytes. */
const MAX_STEP_SUMMARY_BYTES = 1024 * 1024;
/**
 * Annotations one check run carries at most: 20 requests of 50, paced a second apart, stay far inside
 * GitHub's limits for content-creating requests (80 a minute, 500 an hour: docs/github-facts.md). The
 * job summary and the JUnit and CTRF files list the failed tests beyond it.
 */
const MAX_CHECK_RUN_ANNOTATIONS = 1000;
/** Pause between two writes to one check run: GitHub asks for a second between content-creating requests. */
const GITHUB_WRITE_PAUSE_MS = 1000;
/** Workflow-command annotations the runner shows per level and step. */
const MAX_COMMAND_ANNOTATIONS = 10;
/** Failed tests whose recordings download-assets saves, first ones first. */
const MAX_DOWNLOADED_TESTS = 20;
/**
 * The most markdown any output of a report holds: a step's job summary (the check run's summary and a
 * comment hold 65,535 and 65,536 characters; the command line keeps its summaries within 1 MiB too).
 * Table rows past this many UTF-16 units fit in no output, so a report keeps no test beyond them.
 */
const MAX_SHOWN_SIZE = MAX_STEP_SUMMARY_BYTES;
// The cuts live with the other character work (src/text/characters.ts); here beside the limits they serve.



/***/ }),

/***/ 83303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Be: () => (/* binding */ LINKS_EXPIRE_NOTE),
/* harmony export */   IW: () => (/* binding */ safeLabel),
/* harmony export */   Om: () => (/* binding */ linkLines),
/* harmony export */   c0: () => (/* binding */ mediaTypeOf),
/* harmony export */   eG: () => (/* binding */ hasLinks),
/* harmony export */   jf: () => (/* binding */ markdownLinks),
/* harmony export */   q3: () => (/* binding */ httpUrl),
/* harmony export */   ry: () => (/* binding */ labelledLinks),
/* harmony export */   xn: () => (/* binding */ thumbnail)
/* harmony export */ });
/* unused harmony export NOT_READY_NOTE */
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25356);


/**
 * Links to a test's recordings in every output. The URLs come from the service, so only an absolute
 * http(s) URL is kept, in the normalized form `URL` gives it (spaces, quotes, `<` and `>` percent-encoded),
 * and it is escaped again for each place it goes; in markdown only an https URL is a link (a label
 * alone stands for any other). Labels are ours, or a log's name cut to safe letters.
 */
/** Shown once beside links: the service signs them for a limited time. */
const LINKS_EXPIRE_NOTE = 'Links to videos, screenshots and logs are signed by the service and expire; `download-assets: failed` keeps copies as files.';
/** Shown when the service said the recordings were not ready when the report was made. */
const NOT_READY_NOTE = 'the service had not finished processing the recordings; the links may work only later';
/** Width of a thumbnail in the job summary, in pixels. */
const THUMBNAIL_WIDTH = 320;
/** An absolute http(s) URL, normalized; anything else (other schemes, relative, not a string) is absent. */
function httpUrl(value) {
    if (typeof value !== 'string' || !value.trim())
        return undefined;
    try {
        const url = new URL(value.trim());
        return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
    }
    catch {
        return undefined;
    }
}
/** A log's name as a label: letters, digits, space, dot, dash and underscore only, 40 characters at most. */
function safeLabel(value) {
    return (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(value.replace(/[^\p{L}\p{N} ._-]/gu, ' ')), 40);
}
/** Video, last screenshot and each log, labelled, in that order. */
function labelledLinks(links) {
    if (!links)
        return [];
    const last = links.screenshots?.at(-1);
    return [
        ...(links.video ? [{ label: 'video', url: links.video }] : []),
        ...(last ? [{ label: 'last screenshot', url: last }] : []),
        ...(links.logs ?? []).map((log) => ({ label: `log: ${log.label}`, url: log.url })),
    ];
}
/** Whether `labelledLinks` gives the test any link (told without making them: it runs per test read). */
const hasLinks = ({ links }) => Boolean(links && (links.video || links.screenshots?.at(-1) || links.logs?.length));
/** Plain-text lines for annotation details and report files: `Video: https://…`, then the note. */
function linkLines(links) {
    const list = labelledLinks(links);
    if (!list.length)
        return [];
    const lines = list.map((l) => `${l.label[0]?.toUpperCase()}${l.label.slice(1)}: ${l.url}`);
    if (links?.notReady)
        lines.push(`Note: ${NOT_READY_NOTE}.`);
    lines.push('These links are signed by the service and expire.');
    return lines;
}
/** `[video](<…>) · [last screenshot](<…>) · [log: selenium](<…>)`, empty without links. */
function markdownLinks(links, options) {
    const list = labelledLinks(links).map((l) => (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(l.label, l.url, options));
    if (list.length && links?.notReady)
        list.push('(not ready yet)');
    return list.join(' · ');
}
/**
 * A thumbnail of the test's last screenshot that opens the full image, with the test's name under it;
 * undefined without an https screenshot. `name` must already be escaped for markdown.
 */
function thumbnail(entry, escapedName) {
    const last = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(entry.links?.screenshots?.at(-1));
    if (!last)
        return undefined;
    const src = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtmlAttribute */ .TX)(last);
    return `<a href="${src}"><img src="${src}" width="${THUMBNAIL_WIDTH}" alt="Last screenshot"></a><br>${escapedName}\n`;
}
/**
 * The path of an address as `httpUrl` gives it (serialized: its user, host and port hold no `/`, `?`
 * or `#`), read off the text: what `new URL(href).pathname` is, without making a URL of every link.
 */
const SERIALIZED_PATH = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^?#]*)/i;
/**
 * A file extension and MIME type from the path of an address as `httpUrl` gives it, for attachments
 * and downloads; `fallback` when unknown.
 */
function mediaTypeOf(url, fallback) {
    const known = {
        mp4: 'video/mp4',
        webm: 'video/webm',
        png: 'image/png',
        jpg: 'image/jpeg',
        jpeg: 'image/jpeg',
        gif: 'image/gif',
        log: 'text/plain',
        txt: 'text/plain',
        json: 'application/json',
    };
    const path = SERIALIZED_PATH.exec(url)?.[1] ?? '';
    const extension = /\.([a-z0-9]{2,5})$/i.exec(path)?.[1]?.toLowerCase();
    return extension && known[extension] ? { extension, type: known[extension] } : fallback;
}


/***/ }),

/***/ 88850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EI: () => (/* binding */ reportOf),
/* harmony export */   Qg: () => (/* binding */ attemptNote),
/* harmony export */   wv: () => (/* binding */ describeCounts)
/* harmony export */ });
/* unused harmony export conclusionOf */
/** Any failure fails the check; no tests, or tests whose outcome is unknown, make it neutral. */
function conclusionOf(counts) {
    if (counts.failed > 0)
        return 'failure';
    if (counts.total === 0 || counts.unknown > 0)
        return 'neutral';
    return 'success';
}
/** A check-run title from the counts: `3 of 40 tests failed, 2 unknown`. */
function describeCounts(counts) {
    if (counts.total === 0)
        return 'No tests';
    const unknown = counts.unknown ? `, ${counts.unknown} unknown` : '';
    if (counts.failed)
        return `${counts.failed} of ${counts.total} tests failed${unknown}`;
    if (counts.unknown)
        return `${counts.passed} of ${counts.total} tests passed${unknown}`;
    return `All ${counts.total} ${counts.total === 1 ? 'test' : 'tests'} passed`;
}
/** The report value, with annotations on `workflowPath` unless the input names a path. */
function reportOf(input, tests, workflowPath) {
    return {
        input,
        tests,
        conclusion: input.conclusion ?? conclusionOf(tests.counts),
        annotationPath: input.annotationPath?.trim() || workflowPath,
    };
}
/**
 * On a re-run, which attempt reported: the check keeps its name on the same commit, so GitHub shows
 * this newest result in place of the earlier attempt's.
 */
function attemptNote(job) {
    if (job.attempt < 2)
        return undefined;
    return `Attempt ${job.attempt} of this workflow run: this report replaces the one of attempt ${job.attempt - 1} under the same check name.`;
}


/***/ }),

/***/ 3524:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C0: () => (/* binding */ readTestRecord),
/* harmony export */   Fx: () => (/* binding */ HEAVY_TEST_FIELDS),
/* harmony export */   Vc: () => (/* binding */ COUNTING_SKIPPED_FIELDS)
/* harmony export */ });
/* unused harmony export MAX_SCREENSHOTS_READ */
/* harmony import */ var _api_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39762);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83303);


/**
 * The one adapter for test records (GET /v1/builds/<build>, /v1/tests, /v1/tests/{id}). The spec
 * leaves their fields "not shown"; every field name below comes from what the service's own clients
 * read (docs/service-records.md), and nothing else in the bundle names one. Each field is read
 * leniently: a missing field or one of an unexpected type counts as absent, never as an error.
 *
 * Outcome, first matching row wins:
 *
 * | `state` (any case)                 | `success`                          | outcome |
 * |------------------------------------|------------------------------------|---------|
 * | START, INIT, QUEUED or RUNNING     | anything                           | unknown: still running |
 * | anything else, or absent           | `true`, `1`, `"true"`, `"1"`       | passed  |
 * | anything else, or absent           | `false`, `0`, `"false"`, `"0"`     | failed  |
 * | anything else, or absent           | `null`, absent or any other value  | unknown: no result |
 *
 * So a record whose outcome cannot be told is unknown, never passed. Also read: `name` (else the
 * test's ID), `status_message` (why it failed), `browser` and `browser_version` or `device_name` (the
 * environment), `os` or `platform_name` (the platform), `id` and `session_id` (to tell records apart
 * and find the test on the dashboard).
 *
 * Recordings (docs/service-records.md; shapes are not promised, so each is read as far as it goes):
 * `video` a URL (or `false`: none); `thumbs` one URL, a list of URLs, or a list of objects holding
 * one (`url`, `image`, `src` first); `logs` an object of name → URL, a list of URLs, or a list of
 * objects with a URL and a `name` or `type`; `assets_available` false means not ready yet. Only
 * absolute http(s) URLs are kept. `duration` is in seconds (a number or numeric text).
 *
 * `completed_at` tells when a test that is not running ended (whether the build may still be
 * receiving results). Its format is not shown: an ISO 8601 or HTTP date-time that names its zone
 * (`Z`, `+02:00`, `GMT`, `UTC`) is read, and so is a number, as a UNIX timestamp in seconds (the unit
 * of the `since` filter) or, when too large for that, in milliseconds. A date-time without a zone, or
 * anything else, cannot be told and is absent.
 */
/**
 * Fields a report never shows and that make pages heavy; asked to be skipped (`skip_fields`). The
 * logs and screenshots are read: failed tests link to them.
 */
const HEAVY_TEST_FIELDS = ['visual_run'];
/** What a read that only counts tests skips: everything heavy, recordings included. */
const COUNTING_SKIPPED_FIELDS = ['logs', 'thumbs', 'visual_run'];
/** Screenshots kept per test: the last ones, which show where it ended. */
const MAX_SCREENSHOTS_READ = 20;
/** Logs kept per test. */
const MAX_LOGS_READ = 10;
/** States in which a test is not done yet, as the service's clients treat them. */
const NOT_DONE_STATES = new Set(['START', 'INIT', 'QUEUED', 'RUNNING']);
function readTestRecord(record) {
    const id = (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.id);
    const session = (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.session_id);
    const state = (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.state)?.toUpperCase();
    const running = state !== undefined && NOT_DONE_STATES.has(state);
    const success = running ? undefined : (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .flag */ .Jt)(record.success);
    const outcome = success === true ? 'passed' : success === false ? 'failed' : 'unknown';
    const browser = [(0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.browser), (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.browser_version)].filter(Boolean).join(' ');
    const device = (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.device_name);
    const environment = browser && device ? `${browser} on ${device}` : browser || device;
    const entry = {
        name: (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.name) ?? (id ? `test ${id}` : session ? `session ${session}` : 'unnamed test'),
        outcome,
        environment: environment || undefined,
        platform: (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.os) ?? (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.platform_name),
        message: messageFor(outcome, running, state, (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(record.status_message)),
        id: id ?? session,
    };
    const completedAt = running ? undefined : (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .instant */ .uR)(record.completed_at);
    const duration = seconds(record.duration);
    const links = linksOf(record);
    if (duration !== undefined)
        entry.duration = duration;
    if (completedAt !== undefined)
        entry.completedAt = completedAt;
    if (links)
        entry.links = links;
    return { key: id ?? session, running, completedAt, entry };
}
/** The recordings' links, or undefined when the record holds none. */
function linksOf(record) {
    const video = (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(record.video);
    const screenshots = [];
    urlsIn(record.thumbs, ['url', 'image', 'src'], (url) => screenshots.push(url));
    const logs = [];
    urlsIn(record.logs, ['url', 'href', 'link'], (url, name) => {
        if (logs.length < MAX_LOGS_READ)
            logs.push({ label: (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .safeLabel */ .IW)(name ?? '') || `log ${logs.length + 1}`, url });
    });
    if (!video && !screenshots.length && !logs.length)
        return undefined;
    const links = {};
    if (video)
        links.video = video;
    if (screenshots.length)
        links.screenshots = screenshots.slice(-MAX_SCREENSHOTS_READ);
    if (logs.length)
        links.logs = logs;
    if ((0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .flag */ .Jt)(record.assets_available) === false)
        links.notReady = true;
    return links;
}
/**
 * The http(s) URLs a field holds, in order, each handed to `found` with its name where the field
 * gives one: one URL, a list of URLs or of objects holding one (under `keys` first, else any URL
 * value), or an object of name → URL. Made without a list between: it runs for every test read.
 */
function urlsIn(value, keys, found) {
    const single = (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(value);
    if (single)
        return found(single);
    if (Array.isArray(value)) {
        for (const item of value) {
            const url = (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(item) ?? urlInObject(item, keys);
            if (!url)
                continue;
            const o = item;
            found(url, typeof item === 'object' ? ((0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(o.name) ?? (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(o.type)) || undefined : undefined);
        }
    }
    else if (value && typeof value === 'object') {
        const o = value;
        for (const name in o) {
            const url = (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(o[name]) ?? urlInObject(o[name], keys);
            if (url)
                found(url, name);
        }
    }
}
function urlInObject(value, keys) {
    if (!value || typeof value !== 'object' || Array.isArray(value))
        return undefined;
    const o = value;
    for (const key of keys)
        if ((0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(o[key]))
            return (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(o[key]);
    for (const v of Object.values(o))
        if ((0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(v))
            return (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(v);
    return undefined;
}
/** A non-negative number of seconds (a number or numeric text); anything else is absent. */
function seconds(value) {
    const n = typeof value === 'string' && value.trim() ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
}
function messageFor(outcome, running, state, statusMessage) {
    if (outcome === 'passed')
        return statusMessage;
    if (outcome === 'failed')
        return statusMessage ?? 'The test failed; the service gave no message.';
    if (running)
        return `Still running (state ${state}).`;
    return `No result reported${state ? ` (state ${state})` : ''}.${statusMessage ? ` ${statusMessage}` : ''}`;
}


/***/ })

};
