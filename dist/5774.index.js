export const id = 5774;
export const ids = [5774];
export const modules = {

/***/ 95774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   planRerun: () => (/* binding */ planRerun),
/* harmony export */   rerunAndReport: () => (/* binding */ rerunAndReport)
/* harmony export */ });
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _report_history_digest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78361);
/* harmony import */ var _report_outputs_report_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(20349);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67388);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42179);
/* harmony import */ var _external_id_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(63975);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(91406);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(65939);
/* harmony import */ var _test_links_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55978);
/* harmony import */ var _wait_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(97399);










/**
 * On attempt 2 or later with `rerun: failed`: what the attempt before failed, when its report tells
 * that with certainty (every outcome known, every failure named, each name tied to one Codeless test
 * of the target) and carries the tests that passed. Otherwise undefined, and one line says why every
 * test runs again.
 */
async function planRerun({ mode, target, checkName, wait }, ctx, 
/** Told the check run the plan opened in progress, for the re-run or the wait to complete. */
onOpened = () => { }) {
    const { attempt } = ctx.job;
    if (attempt < 2)
        return undefined;
    const everything = (why) => {
        ctx.log.info(`Attempt ${attempt} of this workflow run runs every test again: ${why}.`);
        return undefined;
    };
    if (mode === 'all')
        return everything('rerun is all');
    if (!wait.report)
        return everything('report is false, so no earlier attempt left a report to start from');
    if (ctx.publisher)
        return everything("which tests failed before is read from the earlier attempt's check run on GitHub, and this run reports elsewhere");
    const runId = ctx.job.runId;
    if (!runId)
        return everything('the workflow run is not known (GITHUB_RUN_ID is not set)');
    const [{ reportDeps }, { readEarlierAttempt }, { openProgressCheck }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(5490), __webpack_require__.e(9949), __webpack_require__.e(5778), __webpack_require__.e(160)]).then(__webpack_require__.bind(__webpack_require__, 70160)),
        __webpack_require__.e(/* import() */ 9949).then(__webpack_require__.bind(__webpack_require__, 79949)),
        __webpack_require__.e(/* import() */ 6075).then(__webpack_require__.bind(__webpack_require__, 38456)),
    ]);
    const deps = await reportDeps(wait.githubToken, ctx);
    // Only the app this step writes as may have written it: GitHub names it answering the check run,
    // opened now in progress, which the re-run or the wait that follows completes.
    const title = `Attempt ${attempt}: reading what the attempt before left to run again`;
    const check = { name: checkName, externalId: `attempt-${attempt}`, title, summary: `${title}.` };
    const openOwnCheck = async () => void (await openProgressCheck(check, deps, onOpened));
    const earlier = await readEarlierAttempt(checkName, runId, { ...deps, openOwnCheck });
    if (!('digest' in earlier))
        return everything(`no report of "${checkName}" from an earlier attempt could be read (${earlier.why})`);
    const { digest } = earlier;
    const certain = certainty(earlier);
    if ('why' in certain)
        return everything(certain.why);
    const { from, carried } = certain;
    let tied;
    try {
        tied = await (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .tieNames */ .B5)(new Set(digest.failedNames.map((t) => t.name)), target, ctx);
    }
    catch (error) {
        if (ctx.signal.aborted)
            throw error;
        return everything(`the Codeless tests of ${(0,_target_js__WEBPACK_IMPORTED_MODULE_6__/* .describeTarget */ .ff)(target)} could not be read: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
    }
    if (tied.uncertain.length)
        return everything(`which tests failed in attempt ${from} is not certain: ${tied.uncertain.join('; ')}`);
    return {
        from,
        carried,
        failed: digest.failedNames,
        ties: tied.ties,
        ...(earlier.runUrl ? { runUrl: earlier.runUrl } : {}),
    };
}
/**
 * The attempt an earlier report is of and the tests it carries, when it says exactly what to run
 * again; else why not.
 */
function certainty({ digest, conclusion, }) {
    const { counts, dropped, run, carried } = digest;
    const why = (text) => ({ why: text });
    // Found by the run its digest names, it names its attempt.
    const at = `attempt ${run?.attempt ?? 'before'}`;
    if (conclusion === 'cancelled' || conclusion === 'timed_out')
        return why(`the job of ${at} did not finish (its check run is ${conclusion}), so not every outcome is known`);
    if (dropped.carried)
        return why(`${at} passed more tests than a report carries (${_report_history_digest_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CARRIED */ .sf}), so they could not be reported here`);
    if (counts.unknown)
        return why(`the outcome of ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(counts.unknown, 'test')} of ${at} is unknown, so ${counts.unknown === 1 ? 'it' : 'they'} would go unreported`);
    const unnamed = counts.failed - digest.failedNames.length;
    if (unnamed > 0)
        return why(`the report of ${at} did not keep the names of ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(unnamed, 'failed test')}`);
    const madeUp = digest.failedNames.filter((t) => t.madeUp).length;
    if (madeUp)
        return why(`${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(madeUp, 'failure')} of ${at} named no test, so which Codeless test to run is not certain`);
    if (!run || !carried)
        return why(`the report of ${at} does not say which tests passed (its job did not finish, or FAILED)`);
    return { from: run.attempt, carried };
}
/**
 * Runs the Codeless tests of the failures again (then retries what still fails, up to `retries`
 * times), and reports them with the tests the earlier attempt carried: the whole suite in one check.
 */
async function rerunAndReport(rerun, { checkName, wait, retry, onCompleted = () => { }, }, ctx) {
    const { from } = rerun;
    const { attempt } = ctx.job;
    const run = (0,_wait_js__WEBPACK_IMPORTED_MODULE_5__/* .workflowAttemptOf */ .yE)(ctx.job);
    const failing = rerun.failed.map((t) => ({ name: t.name, browser: t.environment }));
    const testCount = new Set(failing.map((a) => rerun.ties.get(a.name))).size;
    ctx.log.info(failing.length
        ? `Attempt ${attempt}: running again only the ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(testCount, 'Codeless test')} that failed in attempt ${from}; the ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(rerun.carried.length, 'test')} that passed there ${rerun.carried.length === 1 ? 'is' : 'are'} carried into this report.`
        : `Attempt ${attempt}: nothing failed in attempt ${from}, so no test runs again; its ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(rerun.carried.length, 'test')} that passed ${rerun.carried.length === 1 ? 'is' : 'are'} reported as ${rerun.carried.length === 1 ? 'it was' : 'they were'}.`);
    const label = (round) => round === 1 ? `re-run of attempt ${from}'s failures` : `retry ${round - 1} of ${retry.retries}`;
    const again = failing.length
        ? await (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .runAgain */ .qL)(failing, rerun.ties, { ...retry, rounds: 1 + retry.retries, label }, ctx)
        : { jobs: [], cancelled: false, remaining: 0 };
    const jobIds = again.jobs.map((j) => j.jobId);
    const result = {
        status: statusOf(again.jobs),
        success: undefined,
        testIds: again.jobs.flatMap((j) => j.outcome.job?.test_ids ?? []),
        failedCount: again.remaining,
    };
    if (again.cancelled) {
        const failure = `Cancelled while running again the tests that failed in attempt ${from}: the post step stops their runs.`;
        ctx.log.info(failure);
        return { result, failure, jobIds };
    }
    const report = {
        checkName,
        externalId: jobIds.length ? (0,_external_id_js__WEBPACK_IMPORTED_MODULE_8__/* .jobExternalId */ .W)(jobIds[0]) : `attempt-${attempt}`,
        title: '',
        entries: [...carriedEntries(rerun.carried), ...earlierFailures(rerun.failed, from)],
        details: detailsOf(rerun, jobIds, attempt),
        passedUnnamed: true,
        ...(run ? { run } : {}),
        // A re-run's time is not the suite's: the next wait must not expect it.
        timing: {},
        ...(wait.openCheckRunId === undefined ? {} : { openCheckRunId: wait.openCheckRunId }),
    };
    await (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .joinRetries */ .nn)(report, again.jobs, (r) => (0,_test_links_js__WEBPACK_IMPORTED_MODULE_4__/* .addTestRecords */ .Q)(r, ctx));
    const verdict = await publish(report, again.jobs, { wait, result, from, onCompleted }, ctx);
    return { ...(0,_wait_js__WEBPACK_IMPORTED_MODULE_5__/* .stepEnd */ .IZ)(verdict, result, wait, ctx, `in attempt ${attempt}`), jobIds };
}
/**
 * Reads the combined tests (their counts make the title), then publishes them; the outputs go into
 * `result`. A report that could not be published is a warning, and the counts still make the outputs.
 */
async function publish(report, jobs, { wait, result, from, onCompleted, }, ctx) {
    const [{ readEntries }, { runnerTempOf }, { publisherFor }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(5490), __webpack_require__.e(7154)]).then(__webpack_require__.bind(__webpack_require__, 85490)),
        __webpack_require__.e(/* import() */ 1209).then(__webpack_require__.bind(__webpack_require__, 3590)),
        __webpack_require__.e(/* import() */ 9062).then(__webpack_require__.bind(__webpack_require__, 19062)),
    ]);
    const { entries, ...header } = report;
    const tests = await readEntries(entries, { dir: runnerTempOf(ctx.env) });
    try {
        const { counts } = tests;
        const verdict = verdictOf(counts, jobs, { from, timeoutSeconds: wait.timeoutSeconds });
        Object.assign(result, {
            failedCount: counts.failed,
            flaky: counts.flaky,
            ...(result.status === 'FINISHED' ? { success: counts.failed === 0 } : {}),
        });
        try {
            const publisher = await publisherFor(ctx, wait.githubToken);
            const published = await publisher.publish({ ...header, title: verdict.title, conclusion: verdict.conclusion, tests }, wait.evidence);
            if (published.checkRunId !== undefined && published.checkRunId === wait.openCheckRunId)
                onCompleted(published.checkRunId);
            Object.assign(result, (0,_wait_js__WEBPACK_IMPORTED_MODULE_5__/* .publishedResult */ .G8)(published));
        }
        catch (error) {
            if (ctx.signal.aborted)
                throw error;
            ctx.log.warning(`Could not report the re-run of attempt ${from}'s failures: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        }
        return verdict;
    }
    finally {
        await tests.dispose();
    }
}
/** A job of the re-run that did not end makes the step time out; else the combined tests decide. */
function verdictOf(counts, jobs, { from, timeoutSeconds }) {
    const timedOut = jobs.find((j) => j.outcome.kind === 'timeout');
    if (timedOut) {
        const title = `Job ${timedOut.jobId}, running again a test that failed in attempt ${from}, did not finish within ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_7__/* .formatSeconds */ .Xo)(timeoutSeconds * 1000)} (last status seen: ${timedOut.outcome.job?.status ?? 'none'})`;
        return { title, conclusion: 'timed_out', failure: `${title}.` };
    }
    const ran = jobs.length ? `Ran again what failed in attempt ${from}` : `Nothing failed in attempt ${from}`;
    const title = `${ran}: ${(0,_report_outputs_report_js__WEBPACK_IMPORTED_MODULE_9__.describeCounts)(counts)}`;
    const conclusion = (0,_report_outputs_report_js__WEBPACK_IMPORTED_MODULE_9__.conclusionOf)(counts);
    return conclusion === 'failure'
        ? { title, conclusion, failure: `${title}.`, optional: true }
        : { title, conclusion };
}
/** The `status` output over the re-run's jobs: FINISHED when each finished, or none ran. */
function statusOf(jobs) {
    if (jobs.some((j) => j.outcome.kind === 'timeout'))
        return 'TIMEOUT';
    if (jobs.some((j) => j.outcome.job?.status === 'FAILED'))
        return 'FAILED';
    return 'FINISHED';
}
/**
 * The tests an earlier attempt passed, marked with that attempt: a flaky one as its failed attempt
 * and its pass, so this report counts it flaky again.
 */
function carriedEntries(carried) {
    return carried.flatMap((t) => {
        const shown = {
            name: `${t.name} (attempt ${t.attempt})`,
            keyName: t.name,
            outcome: 'passed',
            attempt: t.attempt,
            ...(t.environment ? { environment: t.environment } : {}),
            ...(t.platform ? { platform: t.platform } : {}),
            ...(t.id ? { id: t.id } : {}),
        };
        if (!t.flaky)
            return [shown];
        const { id: _id, ...failed } = shown;
        return [
            {
                ...failed,
                outcome: 'failed',
                message: `Failed in attempt ${t.attempt} of this workflow run, then passed on a retry.`,
            },
            shown,
        ];
    });
}
/**
 * The failures of the attempt before, as the first attempts of the tests run again: a test that passes
 * now is flaky. No ID: their recordings are the earlier attempt's, not looked up again.
 */
function earlierFailures(failed, from) {
    return failed.map((t) => ({
        name: t.name,
        keyName: t.name,
        outcome: 'failed',
        attempt: from,
        message: `Failed in attempt ${from} of this workflow run.`,
        ...(t.environment ? { environment: t.environment } : {}),
        ...(t.platform ? { platform: t.platform } : {}),
    }));
}
/** What this report is, in its summary: only numbers and our words, and GitHub's link to the check run. */
function detailsOf(rerun, jobIds, attempt) {
    const report = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownLink */ .iQ)(`attempt ${rerun.from}'s report`, rerun.runUrl);
    const ran = jobIds.length
        ? `ran again only the Codeless tests that failed in ${report} (${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(jobIds.length, 'job')}: ${jobIds.join(', ')})`
        : `ran no test again: nothing failed in ${report}`;
    return [
        `**Attempt ${attempt} of this workflow run** ${ran}.`,
        `The ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(rerun.carried.length, 'test')} that passed in an earlier attempt ${rerun.carried.length === 1 ? 'is' : 'are'} carried into this report, each name followed by its attempt, so the check shows the whole suite.`,
    ].join('\n\n');
}


/***/ })

};
