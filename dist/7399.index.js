export const id = 7399;
export const ids = [7399,8850];
export const modules = {

/***/ 55978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ addTestRecords)
/* harmony export */ });
/* unused harmony export MAX_FAILED_TESTS_LOOKED_UP */
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _report_test_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3524);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67388);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42179);




/** Failed tests of a job whose test records are read for their recordings; the rest are counted. */
const MAX_FAILED_TESTS_LOOKED_UP = 20;
/**
 * A job's errors carry no recordings. Each error that names its test (`test_id`) is looked up
 * (GET /v1/tests/{id}, the first MAX_FAILED_TESTS_LOOKED_UP), and the entry takes the record's links,
 * duration, end and platform; its name and message stay the error's. What could not be linked is
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
            const view = (0,_report_test_record_js__WEBPACK_IMPORTED_MODULE_1__/* .readTestRecord */ .C0)(await ctx.client.tests.get(entry.id, { skipFields: _report_test_record_js__WEBPACK_IMPORTED_MODULE_1__/* .HEAVY_TEST_FIELDS */ .Fx }));
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
            problems.push(`test ${entry.id}: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
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
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _report_report_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(88850);
/* harmony import */ var _runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15510);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(42179);
/* harmony import */ var _api_jobs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64842);
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2659);
/* harmony import */ var _closing_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(66335);
/* harmony import */ var _test_links_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(55978);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(91406);
/* harmony import */ var _report_fail_on_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(97616);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(64305);











/** The default check name's base for a job waited for by its ID alone. */
const CODELESS_CHECK_BASE = 'Codeless tests';
/**
 * Before the first poll, with reporting on: GitHub access and the base's report of the same check,
 * read once. Its job's running time is what the wait expects; the report compares with it at the end.
 */
async function beforePolling(inputs, ctx) {
    if (!inputs.report || ctx.publisher)
        return undefined;
    const [{ reportDeps }, { readBase }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(4477), __webpack_require__.e(2497), __webpack_require__.e(3950), __webpack_require__.e(388)]).then(__webpack_require__.bind(__webpack_require__, 83950)),
        Promise.all(/* import() */[__webpack_require__.e(2497), __webpack_require__.e(1106)]).then(__webpack_require__.bind(__webpack_require__, 69545)),
    ]);
    const deps = await reportDeps(inputs.githubToken, ctx);
    const checkName = inputs.checkName ?? (0,_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .stableCheckName */ .BM)(CODELESS_CHECK_BASE, ctx.job);
    const setting = inputs.evidence?.compare ?? { kind: 'off' };
    return { deps, base: await readBase(setting, checkName, deps) };
}
/**
 * Waits for the job, then reports it: the one place both wait-for-job and the root action do this.
 * With reporting on, the check run opens `in_progress` while the first polls run and is completed by
 * the report. A cancelled step leaves it to the post step, which has the time a cancelled step lacks,
 * reads the job again and knows what it stopped (closeLeftCheck). `failure` is set when the step must
 * fail although the wait and the report are done.
 */
async function waitAndReport(jobId, inputs, ctx, hooks = {}) {
    ctx.log.info(`Waiting up to ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_8__/* .formatSeconds */ .Xo)(inputs.timeoutSeconds * 1000)} for job ${jobId} (first poll interval ${inputs.pollIntervalSeconds} s).`);
    const { outcome, reporting } = await pollWithCheck(jobId, inputs, ctx, hooks);
    if (outcome.kind === 'final')
        hooks.onFinal?.(outcome.job);
    const timing = outcome.kind === 'cancelled' ? undefined : (0,_verdict_js__WEBPACK_IMPORTED_MODULE_7__/* .timingLine */ .NC)(outcome.timing);
    if (timing)
        ctx.log.info(`Job ${jobId}: ${timing}`);
    const job = outcome.job;
    const result = {
        status: outcome.kind === 'timeout' ? _verdict_js__WEBPACK_IMPORTED_MODULE_7__/* .TIMEOUT_STATUS */ .P_ : (job?.status ?? ''),
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
    const verdict = afterRetries((0,_verdict_js__WEBPACK_IMPORTED_MODULE_7__/* .verdictOf */ .Vj)(jobId, outcome, inputs), jobId, retries, result);
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
    const flaky = (0,_report_report_js__WEBPACK_IMPORTED_MODULE_9__.flakyStep)(result.flaky ?? 0, inputs.evidence?.failOnFlaky ?? false, where);
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
    return (0,_report_fail_on_js__WEBPACK_IMPORTED_MODULE_10__/* .judge */ .S)(failOn, { conclusion: 'failure', counts }, { notCompared: 'report is false' });
}
/**
 * Polls the job; with reporting on, the check run is opened in progress once the first poll shows the
 * job exists, beside the polls that follow, and follows the job out of the queue. A wait that fails
 * completes that check run as failed.
 */
async function pollWithCheck(jobId, inputs, ctx, hooks) {
    const early = await beforePolling(inputs, ctx);
    let opening;
    // Writes to the check run in progress, in order: the report must come after the last of them.
    let writes = Promise.resolve();
    let status;
    const open = (seen) => (opening ??= startReporting(jobId, seen, inputs, { ctx, early }, hooks).catch((error) => {
        if (!ctx.signal.aborted)
            ctx.log.warning(`Could not report job ${jobId} to GitHub: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        return undefined;
    }));
    const onSeen = (job) => {
        // A job that ended is reported next: no point saying it runs.
        const changed = status !== undefined && status !== job.status && !_api_jobs_js__WEBPACK_IMPORTED_MODULE_2__/* .FINAL_JOB_STATUSES */ .O7.has(job.status);
        status = job.status;
        hooks.onSeen?.(job);
        if (!inputs.report)
            return;
        const opened = open(job.status);
        if (changed)
            writes = writes.then(() => opened).then((r) => retext(jobId, job.status, r));
    };
    const options = { ...pollOptions(inputs), expectation: expectationOf(early?.base) };
    const outcome = await (0,_poll_js__WEBPACK_IMPORTED_MODULE_3__/* .pollJob */ .rG)(jobId, options, ctx, { onSeen }).catch(async (error) => {
        const end = { conclusion: 'failure', title: `Could not wait for job ${jobId}` };
        hooks.onVerdict?.(end);
        await writes;
        await closeProgress({ jobId, status, why: (0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error) }, end, await opening, hooks);
        throw error;
    });
    await writes;
    return { outcome, reporting: inputs.report ? await open(status ?? '') : undefined };
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
    if (reporting?.checkRunId === undefined || !reporting.deps)
        return;
    const { retextProgressCheck } = await Promise.all(/* import() */[__webpack_require__.e(2497), __webpack_require__.e(783)]).then(__webpack_require__.bind(__webpack_require__, 18991));
    await retextProgressCheck(reporting.checkRunId, progressText(jobId, status), reporting.deps);
}
/** The GitHub side of the report, and the check run opened in progress (the reporting code loads here). */
async function startReporting(jobId, status, inputs, { ctx, early }, hooks) {
    const checkName = inputs.checkName ?? (0,_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .stableCheckName */ .BM)(CODELESS_CHECK_BASE, ctx.job);
    if (ctx.publisher)
        return { checkName, checkRunId: undefined, publisher: ctx.publisher };
    const [{ reportDeps }, { openProgressCheck }, { gitHubPublisher }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(4477), __webpack_require__.e(2497), __webpack_require__.e(3950), __webpack_require__.e(388)]).then(__webpack_require__.bind(__webpack_require__, 83950)),
        Promise.all(/* import() */[__webpack_require__.e(2497), __webpack_require__.e(783)]).then(__webpack_require__.bind(__webpack_require__, 18991)),
        Promise.all(/* import() */[__webpack_require__.e(4477), __webpack_require__.e(8851)]).then(__webpack_require__.bind(__webpack_require__, 19062)),
    ]);
    const deps = early?.deps ?? (await reportDeps(inputs.githubToken, ctx));
    const checkRunId = await openProgressCheck({ name: checkName, externalId: (0,_closing_js__WEBPACK_IMPORTED_MODULE_4__/* .jobExternalId */ .WR)(jobId), ...progressText(jobId, status) }, deps, (id) => hooks.onCheckRun?.(id, false));
    return {
        deps,
        checkName,
        checkRunId,
        publisher: gitHubPublisher(deps),
        ...(early?.base ? { base: early.base } : {}),
    };
}
/** A wait that failed leaves no check run in progress: it is completed as failed, saying why. */
async function closeProgress({ jobId, status, why }, end, reporting, hooks) {
    if (reporting?.checkRunId === undefined || !reporting.deps)
        return;
    const { closeProgressCheck } = await Promise.all(/* import() */[__webpack_require__.e(2497), __webpack_require__.e(783)]).then(__webpack_require__.bind(__webpack_require__, 18991));
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
    const report = (0,_verdict_js__WEBPACK_IMPORTED_MODULE_7__/* .jobReport */ .qF)(jobId, outcome, reporting.checkName, verdict);
    report.openCheckRunId = reporting.checkRunId;
    if (reporting.base)
        report.base = reporting.base;
    const run = workflowAttemptOf(ctx.job);
    if (run)
        report.run = run;
    const attempt = (0,_report_report_js__WEBPACK_IMPORTED_MODULE_9__.attemptNote)(ctx.job);
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
        ctx.log.warning(`Could not report job ${jobId}${where}: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
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
    };
}
/** The workflow run and attempt a report is of, when the run is known: what a later attempt reads. */
function workflowAttemptOf(job) {
    return job.runId ? { runId: job.runId, attempt: job.attempt } : undefined;
}


/***/ }),

/***/ 88850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   attemptNote: () => (/* binding */ attemptNote),
/* harmony export */   conclusionOf: () => (/* binding */ conclusionOf),
/* harmony export */   describeCounts: () => (/* binding */ describeCounts),
/* harmony export */   flakyStep: () => (/* binding */ flakyStep),
/* harmony export */   reportOf: () => (/* binding */ reportOf)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42179);

/**
 * Any failure fails the check; no tests, or tests whose outcome is unknown, make it neutral. A flaky
 * test passed in the end: `fail-on-flaky` decides whether it fails the step, never the check.
 */
function conclusionOf(counts) {
    if (counts.failed > 0)
        return 'failure';
    if (counts.total === 0 || counts.unknown > 0)
        return 'neutral';
    return 'success';
}
/**
 * A check-run title from the counts: `3 of 40 tests failed, 2 unknown, 1 flaky`. A flaky test passed
 * in the end, so it fails nothing, but it is not among the passed ones either.
 */
function describeCounts(counts) {
    if (counts.total === 0)
        return 'No tests';
    const rest = (counts.unknown ? `, ${counts.unknown} unknown` : '') + (counts.flaky ? `, ${counts.flaky} flaky` : '');
    if (counts.failed)
        return `${counts.failed} of ${counts.total} tests failed${rest}`;
    if (rest)
        return `${counts.passed} of ${counts.total} tests passed${rest}`;
    return `All ${counts.total} ${counts.total === 1 ? 'test' : 'tests'} passed`;
}
/**
 * What flaky tests do to a step whose tests otherwise passed: with `fail-on-flaky` they fail it, else a
 * warning says how many there were. `where` ends the sentence: `in build "nightly-7"`.
 */
function flakyStep(flaky, failOnFlaky, where) {
    if (!flaky)
        return {};
    const line = `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(flaky, 'test')} ${flaky === 1 ? 'was' : 'were'} flaky ${where}: failed, then passed on a retry`;
    if (failOnFlaky)
        return { failure: `${line} (fail-on-flaky is true).` };
    return { warning: `${line} (fail-on-flaky is false, so the step passes).` };
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
 * A test record (GET /v1/builds/<build>, /v1/tests, /v1/tests/{id}) as a report's test. The spec
 * leaves the record's fields "not shown"; they are read only through `testRecordFields`
 * (src/api/records.ts, ASSUMPTIONS.testRecordFields), so nothing here names one.
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
 * So a record whose outcome cannot be told is unknown, never passed. The name falls back to the
 * test's ID, the environment is the browser and its version, or the device, or both; the end of a test
 * that is not running tells whether the build may still be receiving results.
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
function readTestRecord(record) {
    const f = (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .testRecordFields */ .LP)(record);
    const success = f.running ? undefined : f.success;
    const outcome = success === true ? 'passed' : success === false ? 'failed' : 'unknown';
    const browser = [f.browser, f.browserVersion].filter(Boolean).join(' ');
    const device = f.deviceName;
    const environment = browser && device ? `${browser} on ${device}` : browser || device;
    const entry = {
        name: f.name ?? (f.id ? `test ${f.id}` : f.sessionId ? `session ${f.sessionId}` : 'unnamed test'),
        outcome,
        environment: environment || undefined,
        platform: f.platform,
        message: messageFor(outcome, f.running, f.state, f.statusMessage),
        id: f.id ?? f.sessionId,
    };
    const completedAt = f.running ? undefined : f.completedAt;
    const links = linksOf(f);
    if (f.duration !== undefined)
        entry.duration = f.duration;
    if (completedAt !== undefined)
        entry.completedAt = completedAt;
    if (links)
        entry.links = links;
    return { key: f.id ?? f.sessionId, running: f.running, completedAt, entry };
}
/** The recordings' links, or undefined when the record holds none. */
function linksOf(f) {
    if (!f.video && !f.screenshots && !f.logs)
        return undefined;
    const links = {};
    if (f.video)
        links.video = f.video;
    if (f.screenshots)
        links.screenshots = f.screenshots.slice(-MAX_SCREENSHOTS_READ);
    if (f.logs)
        links.logs = f.logs
            .slice(0, MAX_LOGS_READ)
            .map((log, i) => ({ label: (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .safeLabel */ .IW)(log.name ?? '') || `log ${i + 1}`, url: log.url }));
    if (f.assetsAvailable === false)
        links.notReady = true;
    return links;
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
