export const id = 36;
export const ids = [36];
export const modules = {

/***/ 60036:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/runtime/runtime.ts + 13 modules
var runtime = __webpack_require__(7490);
// EXTERNAL MODULE: ./src/actions/wait-for-job/inputs.ts
var inputs = __webpack_require__(92976);
// EXTERNAL MODULE: ./src/actions/wait-for-job/names.ts
var names = __webpack_require__(23933);
// EXTERNAL MODULE: ./src/codeless/wait.ts + 3 modules
var wait = __webpack_require__(58976);
;// CONCATENATED MODULE: ./src/actions/wait-for-job/run.ts



async function run(inputs, ctx) {
    const { result, failure } = await (0,wait/* waitAndReport */.L)(inputs.jobId, inputs, ctx);
    return { outputs: (0,names/* waitOutputs */.sI)(result), ...(failure ? { failure } : {}) };
}

;// CONCATENATED MODULE: ./src/actions/wait-for-job/main.ts




const main = () => (0,runtime/* runMainEntry */.L7)({ action: names/* ACTION */.hr, inputs: names/* INPUT_NAMES */.Qh, schema: inputs/* InputsSchema */.xd, run: run });


/***/ }),

/***/ 39762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R_: () => (/* binding */ storedAppInfo),
/* harmony export */   Vt: () => (/* binding */ jobErrorDetail)
/* harmony export */ });
/* unused harmony exports string, text */
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


/***/ }),

/***/ 58976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ waitAndReport)
});

// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/report/evidence.ts
var report_evidence = __webpack_require__(53877);
// EXTERNAL MODULE: ./src/report/publish.ts + 1 modules
var publish = __webpack_require__(76178);
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
    const deadline = new runtime_deadline/* Deadline */.B(clock, options.timeoutMs);
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
                log.info(`Job ${jobId} is ${seen.status} (after ${(0,wording/* formatSeconds */.Xo)(clock.now() - started)}).`);
                interval = options.pollIntervalMs;
            }
            else {
                log.debug(`Job ${jobId} is still ${seen.status}.`);
                interval = Math.min(cap, Math.round(interval * GROWTH));
            }
            job = seen;
            lastError = undefined;
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
/** 4xx answers other than 408 and 429 say the same thing every time: waiting will not change them. */
function mayHeal(error) {
    if (!(error instanceof api_errors/* ServiceError */._7))
        return false;
    if (error.kind === 'aborted')
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
    if (notes.length)
        report.details = [report.details, ...notes].filter(Boolean).join('\n\n');
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
        `**Job ${jobId}**: ${outcome.kind === 'timeout' ? `${TIMEOUT_STATUS} (last status seen: ${job?.status ?? 'none'})` : (job?.status ?? '')}` +
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

;// CONCATENATED MODULE: ./src/codeless/wait.ts







/**
 * Waits for the job, then reports it: the one place both wait-for-job and the root action do this.
 * `failure` is set when the step must fail although the wait and the report are done.
 */
async function waitAndReport(jobId, inputs, ctx, hooks = {}) {
    ctx.log.info(`Waiting up to ${(0,wording/* formatSeconds */.Xo)(inputs.timeoutSeconds * 1000)} for job ${jobId} (first poll interval ${inputs.pollIntervalSeconds} s).`);
    const outcome = await pollJob(jobId, { timeoutMs: inputs.timeoutSeconds * 1000, pollIntervalMs: inputs.pollIntervalSeconds * 1000 }, ctx);
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
        return { result, failure };
    }
    const verdict = verdictOf(jobId, outcome, inputs);
    if (inputs.report) {
        const report = jobReport(jobId, outcome, inputs.checkName ?? `Codeless job ${jobId}`, verdict);
        try {
            await addTestRecords(report, ctx);
            const deps = await (0,publish/* reportDepsFromEnv */.__)(inputs.githubToken, ctx);
            const published = await (0,publish/* publishReport */.S3)(report, deps);
            result.checkRunUrl = published.checkRunUrl;
            const evidence = await (0,report_evidence/* publishEvidence */.X)(report, published, inputs.evidence ?? report_evidence/* DEFAULT_EVIDENCE_OPTIONS */.D, deps, ctx.env);
            Object.assign(result, {
                junitFile: evidence.junitFile,
                ctrfFile: evidence.ctrfFile,
                assetsDir: evidence.assetsDir,
            });
        }
        catch (error) {
            if (ctx.signal.aborted) {
                return {
                    result,
                    failure: `Cancelled while reporting job ${jobId} (${job?.status ?? 'no status'}).`,
                };
            }
            ctx.log.warning(`Could not report job ${jobId} to GitHub: ${(0,api_errors/* messageOf */.bD)(error)}`);
        }
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


/***/ })

};
