export const id = 7399;
export const ids = [7399];
export const modules = {

/***/ 66335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cu: () => (/* binding */ closingSummary),
/* harmony export */   YA: () => (/* binding */ closeLeftCheck),
/* harmony export */   cd: () => (/* binding */ readJob),
/* harmony export */   dT: () => (/* binding */ postReadsJob),
/* harmony export */   zR: () => (/* binding */ findLeftCheck)
/* harmony export */ });
/* unused harmony export leftCheckOf */
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _api_jobs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64842);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67388);
/* harmony import */ var _external_id_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63975);




/** Every conclusion main saves; anything else in the state is not main's word and is ignored. */
const CONCLUSIONS = {
    success: true,
    failure: true,
    neutral: true,
    cancelled: true,
    timed_out: true,
};
const ID = /^[1-9]\d{0,15}$/;
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
        Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(5490), __webpack_require__.e(9949), __webpack_require__.e(8361), __webpack_require__.e(5778), __webpack_require__.e(160), __webpack_require__.e(9373)]).then(__webpack_require__.bind(__webpack_require__, 70160)),
        __webpack_require__.e(/* import() */ 8456).then(__webpack_require__.bind(__webpack_require__, 38456)),
    ]);
    const found = await findProgressCheck({ name: saved.checkName, externalId: (0,_external_id_js__WEBPACK_IMPORTED_MODULE_3__/* .jobExternalId */ .W)(saved.jobId) }, await reportDeps(githubToken, ctx));
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
        Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(5490), __webpack_require__.e(9949), __webpack_require__.e(8361), __webpack_require__.e(5778), __webpack_require__.e(160), __webpack_require__.e(9373)]).then(__webpack_require__.bind(__webpack_require__, 70160)),
        __webpack_require__.e(/* import() */ 8456).then(__webpack_require__.bind(__webpack_require__, 38456)),
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
        ctx.log.debug(`Could not read job ${jobId}: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        return { job: undefined, problem: (0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error) };
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
        const { endedVerdict } = await Promise.all(/* import() */[__webpack_require__.e(9753), __webpack_require__.e(4305)]).then(__webpack_require__.bind(__webpack_require__, 64305));
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

/***/ 55978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ addTestRecords)
/* harmony export */ });
/* unused harmony export MAX_FAILED_TESTS_LOOKED_UP */
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _report_value_test_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9374);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67388);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42179);




/** Failed tests of a job whose test records are read for their recordings; the rest are counted. */
const MAX_FAILED_TESTS_LOOKED_UP = 20;
/**
 * A job's errors carry no recordings. Each error that names its test (`test_id`) is looked up
 * (GET /v1/tests/{id}, the first MAX_FAILED_TESTS_LOOKED_UP), and the entry takes the record's links,
 * duration and end; its name, browser and message stay the error's. What could not be linked is
 * said plainly in the report's details. Lookups are best effort: a failed one is a line there.
 */
async function addTestRecords(report, ctx) {
    // An earlier attempt's failures (a re-run's) are that attempt's to link.
    const failed = report.entries.filter((e) => e.outcome === 'failed' && e.attempt === undefined);
    const named = failed.filter((e) => e.id !== undefined);
    const notes = [];
    const unnamed = failed.length - named.length;
    if (unnamed)
        notes.push(`${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(unnamed, 'failure')} of this job ${unnamed === 1 ? 'names' : 'name'} no test (its error carries no \`test_id\`), so ${unnamed === 1 ? 'its' : 'their'} video, screenshots and logs cannot be linked here; the service's dashboard has them.`);
    const lookedUp = named.slice(0, MAX_FAILED_TESTS_LOOKED_UP);
    if (named.length > lookedUp.length)
        notes.push(`Recordings are linked for the first ${lookedUp.length} of ${named.length} failed tests; the service's dashboard has the rest.`);
    const problems = [];
    for (const entry of lookedUp) {
        try {
            const view = (0,_report_value_test_record_js__WEBPACK_IMPORTED_MODULE_1__/* .readTestRecord */ .C0)(await ctx.client.tests.get(entry.id, { skipFields: _report_value_test_record_js__WEBPACK_IMPORTED_MODULE_1__/* .HEAVY_TEST_FIELDS */ .Fx }));
            // Not its platform: only some failures are looked up, and what a test is from one report to
            // the next must not depend on whether it was (src/report/value/family.ts).
            const { links, duration, completedAt } = view.entry;
            Object.assign(entry, {
                ...(links ? { links } : {}),
                ...(duration === undefined ? {} : { duration }),
                ...(completedAt === undefined ? {} : { completedAt }),
            });
        }
        catch (error) {
            if (ctx.signal.aborted)
                throw error;
            problems.push(`test ${entry.id}: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        }
    }
    if (problems.length) {
        const line = `The records of ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(problems.length, 'failed test')} could not be read, so ${problems.length === 1 ? 'its' : 'their'} recordings are not linked: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? '; \u2026' : ''}`;
        ctx.log.warning(line);
        notes.push(line);
    }
    // The notes quote the service's error messages: shown as text, never rendered.
    if (notes.length)
        report.details = [report.details, ...notes.map(_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)].filter(Boolean).join('\n\n');
}


/***/ }),

/***/ 97399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E_: () => (/* binding */ CODELESS_CHECK_BASE),
/* harmony export */   G8: () => (/* binding */ publishedResult),
/* harmony export */   IZ: () => (/* binding */ stepEnd),
/* harmony export */   LG: () => (/* binding */ waitAndReport),
/* harmony export */   yE: () => (/* binding */ workflowAttemptOf)
/* harmony export */ });
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _report_outputs_report_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(20349);
/* harmony import */ var _runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15510);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(42179);
/* harmony import */ var _api_jobs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64842);
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2659);
/* harmony import */ var _closing_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(66335);
/* harmony import */ var _external_id_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(63975);
/* harmony import */ var _test_links_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(55978);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(91406);
/* harmony import */ var _report_history_fail_on_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(11455);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(64305);












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
    ctx.log.info(`Waiting up to ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_9__/* .formatSeconds */ .Xo)(inputs.timeoutSeconds * 1000)} for job ${jobId} (first poll interval ${inputs.pollIntervalSeconds} s).`);
    const { outcome, reporting } = await pollWithCheck(jobId, inputs, ctx, hooks);
    if (outcome.kind === 'final')
        hooks.onFinal?.(outcome.job);
    const timing = outcome.kind === 'cancelled' ? undefined : (0,_verdict_js__WEBPACK_IMPORTED_MODULE_8__/* .timingLine */ .NC)(outcome.timing);
    if (timing)
        ctx.log.info(`Job ${jobId}: ${timing}`);
    const job = outcome.job;
    const result = {
        status: outcome.kind === 'timeout' ? _verdict_js__WEBPACK_IMPORTED_MODULE_8__/* .TIMEOUT_STATUS */ .P_ : (job?.status ?? ''),
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
    const retries = outcome.kind === 'final' && job?.errors.length ? await hooks.retry?.(job) : undefined;
    if (retries?.cancelled) {
        const failure = `Cancelled while retrying the failed tests of job ${jobId}: the post step stops the retries' runs.`;
        ctx.log.info(failure);
        return { result, failure };
    }
    const verdict = afterRetries((0,_verdict_js__WEBPACK_IMPORTED_MODULE_8__/* .verdictOf */ .Vj)(jobId, outcome, inputs), jobId, retries, result);
    hooks.onVerdict?.(verdict);
    if (reporting && retries)
        reporting.retried = retries.jobs;
    if (reporting && !(await reportJob(jobId, outcome, verdict, reporting, inputs, ctx, result, hooks))) {
        return { result, failure: `Cancelled while reporting job ${jobId} (${job?.status ?? 'no status'}).` };
    }
    return stepEnd(verdict, result, inputs, ctx, `in job ${jobId}`);
}
/**
 * How a step that waited and reported ends: the verdict's failure fails it as `fail-on` and
 * fail-on-failure say (else it is a warning), and flaky tests fail it only with fail-on-flaky. `where`
 * ends the flaky sentence: `in job 12`.
 */
function stepEnd(verdict, result, inputs, ctx, where) {
    if (!verdict.failure && result.missing)
        return { result, failure: (0,_report_history_fail_on_js__WEBPACK_IMPORTED_MODULE_7__.missingSentence)(result.missing.what, result.missing.counts, where) };
    if (verdict.failure) {
        if (!verdict.optional)
            return { result, failure: verdict.failure };
        const { blocks, note } = result.judgement ?? unreported(inputs, result.failedCount);
        if (blocks && inputs.failOnFailure)
            return { result, failure: note ? `${verdict.failure} (${note})` : verdict.failure };
        const why = inputs.failOnFailure ? note : 'fail-on-failure is false, so the step passes';
        ctx.log.warning(`${verdict.failure} (${why})`);
    }
    else
        ctx.log.info(verdict.title);
    const flaky = (0,_report_outputs_report_js__WEBPACK_IMPORTED_MODULE_10__.flakyStep)(result.flaky ?? 0, inputs.evidence?.failOnFlaky ?? false, where);
    if (flaky.warning)
        ctx.log.warning(flaky.warning);
    return flaky.failure ? { result, failure: flaky.failure } : { result };
}
/** After retries that left no failure, the job passed (its retried tests are flaky); else as it ended. */
function afterRetries(verdict, jobId, retries, result) {
    if (!retries?.jobs.length)
        return verdict;
    result.failedCount = retries.remaining;
    if (retries.remaining) {
        // The first job's title names its own failures: say how many the retries left.
        const title = `${verdict.title}, ${retries.remaining} still failed after retries`;
        const failure = verdict.failure?.replace(verdict.title, title);
        return { ...verdict, title, ...(failure ? { failure } : {}) };
    }
    return { title: `Job ${jobId} FINISHED: every failed test passed on a retry`, conclusion: 'success' };
}
/** `fail-on` for a job reported nowhere (`report: false`): nothing was compared. */
function unreported(inputs, failed) {
    const failOn = inputs.failOnFailure ? (inputs.evidence?.failOn ?? 'failures') : 'nothing';
    const counts = { total: 0, passed: 0, failed, unknown: 0, flaky: 0 };
    return (0,_report_history_fail_on_js__WEBPACK_IMPORTED_MODULE_7__.judge)(failOn, { conclusion: 'failure', counts }, { notCompared: 'report is false' });
}
/**
 * Polls the job; with reporting on, the check run is opened in progress before the first poll and
 * follows the job out of the queue. A wait that fails completes that check run as failed.
 */
async function pollWithCheck(jobId, inputs, ctx, hooks) {
    const reporting = inputs.report
        ? await startReporting(jobId, inputs, ctx, hooks).catch((error) => {
            if (!ctx.signal.aborted)
                ctx.log.warning(`Could not report job ${jobId} to GitHub: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
            return undefined;
        })
        : undefined;
    // Writes to the check run in progress, in order: the report must come after the last of them.
    let writes = Promise.resolve();
    let status;
    // What the check run says: opened here, waiting, which a running job needs told no more; opened
    // by a re-run's plan, what the plan was doing.
    let shown = inputs.openCheckRunId === undefined ? 'RUNNING' : '';
    const onSeen = (job) => {
        // A job that ended is reported next: no point saying it runs.
        const changed = shown !== job.status && !_api_jobs_js__WEBPACK_IMPORTED_MODULE_2__/* .FINAL_JOB_STATUSES */ .O7.has(job.status);
        if (changed)
            shown = job.status;
        status = job.status;
        hooks.onSeen?.(job);
        if (changed)
            writes = writes.then(() => retext(jobId, job.status, reporting));
    };
    const options = { ...pollOptions(inputs), expectation: expectationOf(reporting?.base) };
    const outcome = await (0,_poll_js__WEBPACK_IMPORTED_MODULE_3__/* .pollJob */ .rG)(jobId, options, ctx, { onSeen }).catch(async (error) => {
        const end = { conclusion: 'failure', title: `Could not wait for job ${jobId}` };
        hooks.onVerdict?.(end);
        await writes;
        await closeProgress({ jobId, status, why: (0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error) }, end, reporting, hooks);
        throw error;
    });
    await writes;
    return { outcome, reporting };
}
/** The usual running time of the same check, from the base's report, when it has one. */
function expectationOf(base) {
    const runningMs = base && 'digest' in base ? base.digest.timing.runningMs : undefined;
    return runningMs ? { runningMs } : undefined;
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
/** The check run in progress follows the job out of the queue. */
async function retext(jobId, status, reporting) {
    if (reporting?.checkRunId === undefined || !reporting.deps)
        return;
    const { retextProgressCheck } = await __webpack_require__.e(/* import() */ 6075).then(__webpack_require__.bind(__webpack_require__, 38456));
    await retextProgressCheck(reporting.checkRunId, progressText(jobId, status), reporting.deps);
}
/**
 * The GitHub side of the report (the reporting code loads here): the check run opened in progress,
 * then the base's report of the same check, read once. Opened first: GitHub's answer names the app
 * this step writes as, the only app whose earlier report is trusted (src/report/history/own-app.ts).
 * The base's job's running time is what the wait expects; the report compares with it at the end. A
 * check run given already (a re-run's plan opened it) is the one that shows the wait.
 */
async function startReporting(jobId, inputs, ctx, hooks) {
    const checkName = inputs.checkName ?? (0,_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .stableCheckName */ .BM)(CODELESS_CHECK_BASE, ctx.job);
    if (ctx.publisher)
        return { checkName, checkRunId: undefined, publisher: ctx.publisher };
    const [{ reportDeps }, { openProgressCheck }, { gitHubPublisher }, { readBase }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(5490), __webpack_require__.e(9949), __webpack_require__.e(8361), __webpack_require__.e(5778), __webpack_require__.e(160)]).then(__webpack_require__.bind(__webpack_require__, 70160)),
        __webpack_require__.e(/* import() */ 6075).then(__webpack_require__.bind(__webpack_require__, 38456)),
        __webpack_require__.e(/* import() */ 9062).then(__webpack_require__.bind(__webpack_require__, 19062)),
        Promise.all(/* import() */[__webpack_require__.e(9949), __webpack_require__.e(8361)]).then(__webpack_require__.bind(__webpack_require__, 79949)),
    ]);
    const deps = await reportDeps(inputs.githubToken, ctx);
    const checkRunId = inputs.openCheckRunId ??
        (await openProgressCheck({ name: checkName, externalId: (0,_external_id_js__WEBPACK_IMPORTED_MODULE_11__/* .jobExternalId */ .W)(jobId), ...progressText(jobId, undefined) }, deps, (id) => hooks.onCheckRun?.(id, false)));
    const base = await readBase(inputs.evidence?.compare ?? { kind: 'off' }, checkName, deps);
    return { deps, checkName, checkRunId, publisher: gitHubPublisher(deps), base };
}
/** A wait that failed leaves no check run in progress: it is completed as failed, saying why. */
async function closeProgress({ jobId, status, why }, end, reporting, hooks) {
    if (reporting?.checkRunId === undefined || !reporting.deps)
        return;
    const { closeProgressCheck } = await __webpack_require__.e(/* import() */ 6075).then(__webpack_require__.bind(__webpack_require__, 38456));
    const summary = (0,_closing_js__WEBPACK_IMPORTED_MODULE_4__/* .closingSummary */ .Cu)({
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
    const report = (0,_verdict_js__WEBPACK_IMPORTED_MODULE_8__/* .jobReport */ .qF)(jobId, outcome, reporting.checkName, verdict);
    report.openCheckRunId = reporting.checkRunId;
    if (reporting.base)
        report.base = reporting.base;
    const run = workflowAttemptOf(ctx.job);
    if (run)
        report.run = run;
    const attempt = (0,_report_outputs_report_js__WEBPACK_IMPORTED_MODULE_10__.attemptNote)(ctx.job);
    if (attempt)
        report.details = [report.details, attempt].filter(Boolean).join('\n\n');
    try {
        await (0,_retry_js__WEBPACK_IMPORTED_MODULE_6__/* .joinRetries */ .nn)(report, reporting.retried ?? [], (r) => (0,_test_links_js__WEBPACK_IMPORTED_MODULE_5__/* .addTestRecords */ .Q)(r, ctx));
        const published = await reporting.publisher.publish(report, inputs.evidence);
        if (published.checkRunId !== undefined && published.checkRunId === reporting.checkRunId)
            hooks.onCheckRun?.(published.checkRunId, true);
        Object.assign(result, publishedResult(published));
    }
    catch (error) {
        if (ctx.signal.aborted)
            return false;
        // A host with its own publisher reports elsewhere than GitHub.
        const where = reporting.deps ? ' to GitHub' : '';
        ctx.log.warning(`Could not report job ${jobId}${where}: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
    }
    return true;
}
/** What a published report adds to a wait's outputs. */
function publishedResult(published) {
    return {
        checkRunUrl: published.checkRunUrl,
        junitFile: published.junitFile,
        ctrfFile: published.ctrfFile,
        assetsDir: published.assetsDir,
        comparison: published.comparison,
        judgement: { blocks: published.blocks ?? true, note: published.blockNote },
        flaky: published.counts.flaky,
        ...(published.missing ? { missing: { what: published.missing, counts: published.counts } } : {}),
    };
}
/** The workflow run and attempt a report is of, when the run is known: what a later attempt reads. */
function workflowAttemptOf(job) {
    return job.runId ? { runId: job.runId, attempt: job.attempt } : undefined;
}


/***/ }),

/***/ 9374:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C0: () => (/* binding */ readTestRecord),
/* harmony export */   Fx: () => (/* binding */ HEAVY_TEST_FIELDS),
/* harmony export */   Vc: () => (/* binding */ COUNTING_SKIPPED_FIELDS)
/* harmony export */ });
/* unused harmony export MAX_SCREENSHOTS_READ */
/* harmony import */ var _api_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39762);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74353);


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
 * one (`url`, `image`, `src` first); `logs` an object of name \u2192 URL, a list of URLs, or a list of
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
 * value), or an object of name \u2192 URL. Made without a list between: it runs for every test read.
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
