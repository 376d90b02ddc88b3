export const id = 6878;
export const ids = [6878];
export const modules = {

/***/ 78119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ markOf)
/* harmony export */ });
/* harmony import */ var _history_digest_by_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2497);
/* harmony import */ var _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1003);


const marked = (e) => ({
    name: e.name,
    ...(e.environment ? { environment: e.environment } : {}),
    ...(e.platform ? { platform: e.platform } : {}),
});
/**
 * The mark of a check run the step writes (src/report/world/leg-mark.ts): its workflow run, attempt,
 * job and matrix place, and the report's first flaky and unknown tests as far as `room` allows; on a
 * leg of actions/shard's matrix, its predicted time and its longest tests of those the plan gave it.
 * Undefined outside a workflow run, where no job after a matrix looks for it.
 */
function markOf(deps, what) {
    const job = deps.job;
    if (!job?.runId)
        return undefined;
    const shard = job.shardLeg;
    const longest = shard && what.tests?.keys ? (0,_history_digest_by_name_js__WEBPACK_IMPORTED_MODULE_0__/* .longestNamed */ .Uw)(what.tests.keys, shard.tests, _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_LONGEST */ .WY) : [];
    return (0,_world_leg_mark_js__WEBPACK_IMPORTED_MODULE_1__/* .writeLegMark */ .tK)({
        runId: job.runId,
        attempt: job.attempt,
        ...(job.job ? { job: job.job } : {}),
        ...(job.place ? { place: job.place } : {}),
        ...(job.values ? { values: job.values } : {}),
        ...(what.combined ? { combined: true } : {}),
        flaky: (what.tests?.flaky ?? []).map(marked),
        unknown: (what.tests?.unknown ?? []).map(marked),
        ...(shard?.predictedSeconds === undefined ? {} : { predictedSeconds: shard.predictedSeconds }),
        ...(longest.length ? { longest } : {}),
    }, what.room);
}


/***/ }),

/***/ 16463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nm: () => (/* binding */ publishCheckRun),
/* harmony export */   aJ: () => (/* binding */ PERMISSION_HINT),
/* harmony export */   d8: () => (/* binding */ annotationsNote)
/* harmony export */ });
/* harmony import */ var _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35504);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67388);
/* harmony import */ var _history_own_app_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93931);
/* harmony import */ var _world_deps_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(43715);
/* harmony import */ var _world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69292);
/* harmony import */ var _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1003);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(34589);
/* harmony import */ var _command_annotations_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(97997);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(25363);
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(44636);
/* harmony import */ var _mark_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(78119);











const PERMISSION_HINT = 'Add `permissions: checks: write` to the workflow or job. Pull requests from forks and Dependabot ' +
    'get a read-only token whatever the workflow asks; their results are in the annotations and the job summary.';
const TOKEN_HINT = 'Give `github-token` a token that may create check runs: its default, the workflow token, ' +
    'needs `permissions: checks: write`.';
/**
 * How many of the failed tests the check run `where` annotates and what left the rest out: the cap on
 * a check run's annotations, or a request that failed. Empty when nothing failed or there is no check
 * run (undefined `annotated`): the outputs then say why there is none.
 */
function annotationsNote(annotated, failed, where) {
    if (annotated === undefined || !failed)
        return '';
    if (annotated >= failed)
        return `Every failed test is annotated on ${where}.`;
    if (!annotated)
        return `No failed test is annotated on ${where}: GitHub did not take its report.`;
    const why = annotated === _world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV
        ? `a check run gets at most ${_world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV} annotations from this action, which keeps within GitHub's limits for content-creating requests`
        : 'sending the rest to GitHub failed';
    return `The first ${annotated} of ${failed} failed tests are annotated on ${where}: ${why}.`;
}
/** The check run's text, invisible on the page: the report's digest, then its mark (world/leg-mark.ts). */
function textOf(report, deps) {
    const room = _world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_OUTPUT_CHARS */ .jd - (report.digest?.length ?? 0) - 1;
    const mark = (0,_mark_js__WEBPACK_IMPORTED_MODULE_9__/* .markOf */ .F)(deps, { tests: report.tests, combined: report.input.combines, room });
    return (0,_world_leg_mark_js__WEBPACK_IMPORTED_MODULE_4__/* .markedText */ .ul)(report.digest, mark);
}
/** The check run's summary, saying how many failed tests it annotates and which it leaves out. */
function checkRunSummary(report, headSha, annotated, oldLeftOut = 0) {
    const failed = report.tests.counts.failed;
    return (0,_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .renderSummary */ .U)(report.input, report.tests, {
        conclusion: report.conclusion,
        counts: report.tests.counts,
        footer: [
            oldLeftOut
                ? `${oldLeftOut} more ${oldLeftOut === 1 ? 'failure that also fails' : 'failures that also fail'} on the base ${oldLeftOut === 1 ? 'is' : 'are'} listed below, not annotated.`
                : annotationsNote(annotated, failed, 'this check run'),
            `Reported on commit ${headSha.slice(0, 12)}.`,
        ]
            .filter(Boolean)
            .join(' '),
        fullListAt: (0,_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .everyFailureAt */ .B)(annotated, failed, 'this check run'),
        sizeLimit: `GitHub holds at most ${_world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_OUTPUT_CHARS */ .jd} characters of a check run's summary`,
        budget: _world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_OUTPUT_CHARS */ .jd,
        measure: _world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .utf16Units */ .q0,
    });
}
/**
 * The check run on the commit the user sees, with one annotation per failed test (the first
 * MAX_CHECK_RUN_ANNOTATIONS, 50 per request), then a notice per flaky test listed while the cap leaves
 * room (failed tests come first, so a batch that fails leaves out notices first). Without a token, repository or commit, or without
 * `checks: write`, a warning says why and the failed tests are left to workflow-command annotations.
 */
async function publishCheckRun(report, deps) {
    const { github, repository, headSha, log } = deps;
    const { input, conclusion, annotationPath } = report;
    const failed = failedTests(report);
    if (!github || !repository || !headSha)
        return withoutCheckRun(deps, failed);
    const { annotated, oldLeftOut } = toAnnotate(report, failed);
    const notices = report.tests.flaky.slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV - annotated.length);
    try {
        const run = await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_8__/* .createCheckRun */ ._U)(github, {
            ...repository,
            headSha,
            name: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .oneLine */ .TN)(input.checkName),
            externalId: input.externalId,
            detailsUrl: deps.detailsUrl,
            existingId: input.openCheckRunId,
            conclusion,
            title: input.title,
            summary: checkRunSummary(report, headSha, annotated.length, oldLeftOut),
            text: textOf(report, deps),
            annotations: [...annotated, ...notices].map((e) => (0,_check_run_js__WEBPACK_IMPORTED_MODULE_8__/* .annotationOf */ .lW)(e, annotationPath, Boolean(failed.excused?.(e)))),
            completedAt: new Date(deps.now()).toISOString(),
            signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_10__/* .requestSignal */ .O)(deps),
            pause: deps.pause,
        });
        (0,_history_own_app_js__WEBPACK_IMPORTED_MODULE_2__/* .learnOwnApp */ .Kx)(github, run.app);
        log.info(`Check run "${(0,_world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .oneLine */ .TN)(input.checkName)}": ${conclusion}, ${run.sent} annotation(s): ${run.url || `#${run.id}`}`);
        // Failed tests' annotations were sent first: how many of them GitHub holds.
        const sent = Math.min(run.sent, annotated.length);
        const published = {
            checkRunId: run.id,
            checkRunUrl: run.url || undefined,
            app: run.app,
            annotated: sent,
        };
        const footer = [
            `${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)('Open the check run', run.url)}.`,
            annotationsNote(sent, failed.count, 'the check run'),
        ]
            .filter(Boolean)
            .join(' ');
        if (run.error)
            await afterFailedBatch(run.error, `${run.sent} of ${failed.count + notices.length}`, deps.log, () => correctSummary({ github, repository, id: run.id, headSha }, report, sent, deps));
        const unannotated = { ...failed, first: annotated.slice(sent), count: annotated.length - sent };
        return { ...published, footer: withCommandsNote(footer, unannotated), unannotated };
    }
    catch (error) {
        // No check can be written before the quota's reset: the step fails at once, whatever the tests did.
        if (deps.signal?.aborted || error instanceof _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubQuotaSpent */ .i)
            throw error;
        if (input.openCheckRunId !== undefined)
            return completeWithoutReport({ github, repository, id: input.openCheckRunId }, error, report, deps);
        return checkRunFailed(error, deps, failed);
    }
}
/**
 * GitHub did not take the report on the check run opened in progress, even when asked again: the check
 * run is completed with what is known (its conclusion, its title, a line of why) without annotations,
 * which go to workflow commands instead. Failing that too, it stays in progress: the step's post step
 * has its ID and completes it.
 */
async function completeWithoutReport({ github, repository, id }, error, report, deps) {
    const { input, conclusion } = report;
    const failed = failedTests(report);
    const why = (0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeGitHubError */ .dZ)(error);
    const summary = `**${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .oneLine */ .TN)(input.title))}**\n\n` +
        `GitHub did not take this check run's report (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(why)}), so it holds the conclusion only; ` +
        `the job summary of ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)('the workflow run', deps.detailsUrl)} has the report.`;
    try {
        // A pause first, as after any failed write (a minute after a rate limit), then once: the report's
        // own write was retried already, and the post step tries again.
        await deps.pause((0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .pauseBeforeRetry */ .Gw)(error, 1) ?? _world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
        const run = await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_8__/* .closeCheckRun */ .we)(github, { ...repository, id, signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_10__/* .requestSignal */ .O)(deps), pause: deps.pause, attempts: 1 }, { conclusion, title: input.title, summary, completedAt: new Date(deps.now()).toISOString() });
        deps.log.warning(`Could not complete check run #${id} with its report (${why}); completed it as ${conclusion} without annotations.`);
        const open = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)('The check run', run.url);
        const footer = `${open} holds the conclusion only: GitHub did not take its report (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(why)}).`;
        return {
            checkRunId: id,
            checkRunUrl: run.url || undefined,
            annotated: 0,
            footer: withCommandsNote(footer, failed),
            unannotated: failed,
        };
    }
    catch (again) {
        if (deps.signal?.aborted)
            throw again;
        deps.log.warning(`Could not complete check run #${id} (${(0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeGitHubError */ .dZ)(again)}); the step's post step completes it.`);
        return {
            footer: withCommandsNote(`Check run ${id} could not be completed (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(why)}); the step's post step completes it.`, failed),
            unannotated: failed,
            untaken: true,
        };
    }
}
/** Failures that failed on the base too: a check run annotates one batch of them at most. */
const MAX_OLD_FAILURE_ANNOTATIONS = 50;
/**
 * The failed tests a check run annotates: those the change brought (not failed on the base, or
 * nothing compared) first and in full, then at most a batch of those that failed on the base too, so
 * that a long-broken suite spends few of the token's requests (docs/costs.md); and how many of those
 * it leaves out.
 */
function toAnnotate(report, failed) {
    const onBase = report.input.failedOnBase;
    if (!onBase)
        return { annotated: failed.first.slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV), oldLeftOut: 0 };
    const brought = failed.first.filter((e) => !onBase(e));
    const old = failed.first.filter(onBase);
    const annotated = [...brought, ...old.slice(0, MAX_OLD_FAILURE_ANNOTATIONS)].slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV);
    return { annotated, oldLeftOut: Math.max(0, old.length - MAX_OLD_FAILURE_ANNOTATIONS) };
}
/**
 * A batch of annotations GitHub did not take: the log says how many the check run holds, and its
 * summary is corrected, unless the quota is spent (the conclusion and title are written; nothing more
 * can be before its reset).
 */
async function afterFailedBatch(error, held, log, correct) {
    if (error instanceof _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubQuotaSpent */ .i) {
        log.warning(`The check run holds ${held} annotations, as far as GitHub's quota went: ${error.message}`);
        return;
    }
    log.warning(`The check run holds ${held} annotations; sending the rest failed (${(0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeGitHubError */ .dZ)(error)}).`);
    await correct();
}
/**
 * The check run's summary said how many annotations were coming; once a batch failed, it is told how
 * many came. One more request, after the pause GitHub asks for; if it fails too, the log says so.
 */
async function correctSummary({ github, repository, id, headSha }, report, sent, deps) {
    try {
        await deps.pause(_world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
        await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_8__/* .updateCheckRunText */ .OX)(github, { ...repository, id, signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_10__/* .requestSignal */ .O)(deps) }, {
            title: report.input.title,
            summary: checkRunSummary(report, headSha, sent),
        });
    }
    catch (error) {
        if (deps.signal?.aborted)
            throw error;
        deps.log.info(`The check run's summary could not be corrected to ${sent} annotations: ${(0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeGitHubError */ .dZ)(error)}`);
    }
}
/** No token, repository or commit: a warning says which, and the failed tests go to commands. */
function withoutCheckRun(deps, failed) {
    const missing = !deps.github
        ? 'no GitHub token was given (input `github-token`)'
        : !deps.repository
            ? 'GITHUB_REPOSITORY is not set'
            : 'the commit is unknown (GITHUB_SHA is not set)';
    deps.log.warning(`No check run was made: ${missing}.${deps.github ? '' : ` ${TOKEN_HINT}`}${MISSING_CHECK}`);
    return { footer: withCommandsNote(`No check run was made: ${missing}.`, failed), unannotated: failed };
}
/** What a missing check run means to a branch protection that requires it. */
const MISSING_CHECK = ' The check will be missing: a required check of its name waits for it.';
/** GitHub refused or failed the check run: the permission to add, or what went wrong. */
function checkRunFailed(error, deps, failed) {
    const why = (0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeGitHubError */ .dZ)(error);
    if ((0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .isPermissionError */ .gj)(error)) {
        deps.log.warning(`The token may not create check runs (${why}). ${PERMISSION_HINT}${MISSING_CHECK}`);
        return {
            footer: withCommandsNote(`No check run was made: the token lacks \`checks: write\` (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(why)}).`, failed),
            unannotated: failed,
        };
    }
    deps.log.warning(`Could not create the check run (${why}); reporting through annotations instead, and the step's post step makes it.`);
    return {
        footer: withCommandsNote(`No check run was made (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(why)}); the step's post step makes it.`, failed),
        unannotated: failed,
        untaken: true,
    };
}
/** A footer followed by what workflow commands annotate of the failed tests no check run holds. */
function withCommandsNote(footer, unannotated) {
    return [footer, (0,_command_annotations_js__WEBPACK_IMPORTED_MODULE_6__/* .commandAnnotationsNote */ .G)(unannotated.count)].filter(Boolean).join(' ');
}
/** Every failed test of the report, as the first ones and their count, and those its quarantine excuses. */
function failedTests(report) {
    const { quarantine } = report.input;
    return {
        first: report.tests.failed,
        count: report.tests.counts.failed,
        ...(quarantine ? { excused: (entry) => quarantine.excuses(entry) } : {}),
    };
}


/***/ }),

/***/ 39734:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publishUnreported: () => (/* binding */ publishUnreported)
/* harmony export */ });
/* harmony import */ var _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35504);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67388);
/* harmony import */ var _world_deps_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(43715);
/* harmony import */ var _world_github_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69292);
/* harmony import */ var _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1003);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34589);
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(44636);
/* harmony import */ var _mark_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(78119);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(16463);









/**
 * A required check that never appears leaves a pull request "waiting for status" with nothing saying
 * why: a step that cannot report still completes its check run, `failure` (or `cancelled`), titled
 * with the reason and linking the workflow run, marked as the job's (world/leg-mark.ts) so a job
 * after the matrix names it. Where it cannot be written, a warning says the check will be missing and
 * why, and whether asking again may take (`untaken`).
 */
async function publishUnreported(check, deps) {
    const { github, repository, headSha, log } = deps;
    const name = (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(check.name);
    const missing = (why, missing = 'refused') => {
        log.warning(`The check "${name}" will be missing (a required check waits for it): ${why}`);
        return { missing };
    };
    if (!github)
        return missing('no GitHub token was given (input `github-token`).');
    if (!repository)
        return missing('GITHUB_REPOSITORY is not set.');
    const title = (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(check.reason), _world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_OUTPUT_TITLE_CHARS */ .yU);
    const lead = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(check.reason));
    const summary = [
        check.reached ? `**${lead}**` : `**This step could not report its tests.** ${lead}`,
        check.happened && (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(check.happened),
        `${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)('The workflow run', deps.detailsUrl)} has the step's log.`,
    ]
        .filter(Boolean)
        .join('\n\n');
    const completedAt = new Date(deps.now()).toISOString();
    try {
        if (check.openCheckRunId !== undefined) {
            const run = await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_5__/* .closeCheckRun */ .we)(github, { ...repository, id: check.openCheckRunId, signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_8__/* .requestSignal */ .O)(deps), pause: deps.pause }, { conclusion: check.conclusion, title, summary, completedAt });
            log.info(`Check run "${name}" completed as ${check.conclusion}: ${run.url || `#${run.id}`}`);
            return run;
        }
        if (!headSha)
            return missing('the commit is unknown (GITHUB_SHA is not set).');
        const { data } = await github.rest.checks.create({
            ...repository,
            name,
            head_sha: headSha,
            external_id: check.externalId,
            ...(deps.detailsUrl ? { details_url: deps.detailsUrl } : {}),
            status: 'completed',
            conclusion: check.conclusion,
            completed_at: completedAt,
            output: { title, summary, ...textOf(deps) },
            request: { signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_8__/* .requestSignal */ .O)(deps)() },
        });
        const url = data.html_url ?? '';
        log.info(`Check run "${name}": ${check.conclusion}, ${title}: ${url || `#${data.id}`}`);
        return { id: data.id, url };
    }
    catch (error) {
        if (deps.signal?.aborted || error instanceof _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubQuotaSpent */ .i)
            throw error;
        const why = (0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeGitHubError */ .dZ)(error);
        if ((0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .isPermissionError */ .gj)(error))
            return missing(`the token may not create check runs (${why}). ${_output_js__WEBPACK_IMPORTED_MODULE_7__/* .PERMISSION_HINT */ .aJ}`);
        return missing(`GitHub did not take it (${why}).`, 'untaken');
    }
}
const textOf = (deps) => {
    const text = (0,_mark_js__WEBPACK_IMPORTED_MODULE_6__/* .markOf */ .F)(deps, { room: _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_3__/* .LEG_MARK_ROOM */ .le });
    return text ? { text } : {};
};


/***/ }),

/***/ 97997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ commandAnnotationsNote),
/* harmony export */   s: () => (/* binding */ annotateThroughCommands)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34589);
/* harmony import */ var _check_run_check_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44636);



/**
 * Without a check run: error annotations through workflow commands for the first failed tests (the
 * runner shows only 10 per step), and one notice for the rest; then a notice per flaky test, as the
 * notices left room for.
 */
function annotateThroughCommands(failed, file, log, flaky = []) {
    for (const entry of failed.first.slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE)) {
        const excused = Boolean(failed.excused?.(entry));
        const a = (0,_check_run_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .annotationOf */ .lW)(entry, file, excused);
        (excused ? log.warning : log.error)(a.message, { title: a.title, file, startLine: 1 });
    }
    const rest = failed.count - _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE;
    for (const entry of flaky.slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE - (rest > 0 ? 1 : 0))) {
        const a = (0,_check_run_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .annotationOf */ .lW)(entry, file);
        log.notice(a.message, { title: a.title, file, startLine: 1 });
    }
    if (rest > 0) {
        log.notice(`${rest} more failed ${rest === 1 ? 'test is' : 'tests are'} not annotated here (GitHub shows ${_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE} error annotations per step): see the job summary.`, { title: `${rest} more failed tests`, file, startLine: 1 });
    }
}
/** What `annotateThroughCommands` annotates of `count` failed tests, for the job summary; empty for none. */
function commandAnnotationsNote(count) {
    if (!count)
        return '';
    if (count <= _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE)
        return `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(count, 'failed test')} ${count === 1 ? 'is' : 'are'} annotated on this step instead.`;
    return `${_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE} of ${count} failed tests are annotated on this step instead: GitHub shows at most ${_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE} error annotations per step.`;
}


/***/ }),

/***/ 25363:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ everyFailureAt),
/* harmony export */   U: () => (/* binding */ renderSummary)
/* harmony export */ });
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _history_comparison_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23930);
/* harmony import */ var _value_links_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74353);
/* harmony import */ var _value_table_row_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77505);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34589);





const ICON = {
    success: '\u2705',
    failure: '\u274c',
    neutral: '\u26aa',
    cancelled: '\u23f9\ufe0f',
    timed_out: '\u23f1\ufe0f',
};
/**
 * The report as markdown within a size budget: heading, counts, a table of failed tests, a table of
 * tests whose outcome is unknown (each row with its recordings' links), thumbnails of the last
 * screenshots of the first failed tests, the caller's details and the footer. Rows that do not fit,
 * or that the report does not list, are left out and a note says how many (of the counts) and where
 * to find them; thumbnails take only what is left.
 */
function renderSummary(input, tests, options) {
    const { counts, measure } = options;
    // The Flaky and Stopped columns only when a test was: a report without them reads as it always did.
    const flaky = counts.flaky ? [' Flaky |', '---:|', ` ${counts.flaky} |`] : ['', '', ''];
    const halted = input.stopped?.tests.length ?? 0;
    const stopped = halted ? [' Stopped |', '---:|', ` ${halted} |`] : ['', '', ''];
    const heading = `## ${ICON[options.conclusion]} ${cell(input.checkName, 200)}: ${cell(input.title, 255)}\n\n` +
        `| Total | Passed | Failed | Unknown |${flaky[0]}${stopped[0]}\n|---:|---:|---:|---:|${flaky[1]}${stopped[1]}\n` +
        `| ${counts.total + halted} | ${counts.passed} | ${counts.failed} | ${counts.unknown} |${flaky[2]}${stopped[2]}\n`;
    const footer = `\n${options.footer}\n`;
    let room = options.budget - measure(heading) - measure(footer);
    // The comparison leads, within a quarter of the room: it names at most a few tests of each kind.
    const lead = input.lead
        ? (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .cutTo */ .yd)(`\n${input.lead.trim()}\n`, Math.max(0, Math.floor(room / 4)), measure)
        : '';
    room -= measure(lead);
    // Details share the room with the tables, at most half of it, so failed tests are never crowded out.
    const details = input.details?.trim()
        ? (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .cutTo */ .yd)(`\n${input.details.trim()}\n`, Math.max(0, Math.floor(room / 2)), measure)
        : '';
    room -= measure(details);
    const tables = [];
    for (const [outcome, title] of [
        ['failed', 'Failed tests'],
        ['unknown', 'Tests with an unknown outcome'],
        ['flaky', '\u26a0\ufe0f Flaky tests: failed, then passed on a retry'],
    ]) {
        const listed = { title, entries: tests[outcome], total: counts[outcome], linked: tests.linked[outcome] };
        if (!listed.entries.length)
            continue;
        const table = fitTable(listed, room, options, input.quarantine);
        room -= measure(table);
        tables.push(table);
    }
    const thumbnails = fitThumbnails(tests.recorded, room, measure);
    return heading + lead + tables.join('') + thumbnails + details + footer;
}
/** Thumbnails of the first failed tests with a last screenshot (`recorded` holds them first). */
function fitThumbnails(recorded, room, measure) {
    const head = '\n### Last screenshots\n\n';
    const shots = recorded
        .flatMap((e) => (0,_value_links_js__WEBPACK_IMPORTED_MODULE_2__/* .thumbnail */ .xn)(e, cell(e.name, _value_table_row_js__WEBPACK_IMPORTED_MODULE_3__/* .CELL_CHARS */ .JH.name)) ?? [])
        .slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_THUMBNAILS */ .Hq);
    let text = '';
    for (const shot of shots) {
        const next = `${text}${shot}\n`;
        if (measure(head + next) > room)
            break;
        text = next;
    }
    return text ? head + text : '';
}
/** Where every test is, whatever the other outputs hold. */
const EVERY_TEST_ON_DASHBOARD = "The service's dashboard lists every test.";
/**
 * Where every failed test is, as the outputs can say it: the check run `where`, when it annotates each
 * (`annotated`, undefined without a check run), else the service's dashboard.
 */
function everyFailureAt(annotated, failed, where) {
    return annotated !== undefined && annotated >= failed
        ? `Every failed test is annotated on ${where}.`
        : EVERY_TEST_ON_DASHBOARD;
}
function fitTable(listed, room, options, quarantine) {
    const { measure } = options;
    const { title, entries, total, linked } = listed;
    const elsewhere = entries[0]?.outcome === 'failed' ? options.fullListAt : EVERY_TEST_ON_DASHBOARD;
    // Links before the message: a message of any length then never pushes them out of sight.
    const head = `\n### ${title}\n\n| Test | Browser or device | Platform |${linked ? ' Links |' : ''} Message |\n` +
        `|---|---|---|${linked ? '---|' : ''}---|\n`;
    const expiry = linked ? `\n_${options.linksNote ?? _value_links_js__WEBPACK_IMPORTED_MODULE_2__/* .LINKS_EXPIRE_NOTE */ .Be}_\n` : '';
    const note = (left) => `\n_${left} more not shown: ${options.sizeLimit}. ${elsewhere}_\n${expiry}`;
    // Rows are made only until they overflow the room: a check run's summary holds a few hundred of the
    // thousands a report may list.
    const rowsRoom = room - measure(head) - measure(expiry);
    const rows = [];
    const sizes = [];
    let size = 0;
    for (const e of entries) {
        if (size > rowsRoom)
            break;
        const row = (0,_value_table_row_js__WEBPACK_IMPORTED_MODULE_3__/* .tableRow */ .jD)(e, linked, quarantine?.excuses(e) ? _history_comparison_text_js__WEBPACK_IMPORTED_MODULE_1__/* .QUARANTINED_MARK */ .DH : undefined);
        rows.push(row);
        sizes.push(measure(row));
        size += sizes.at(-1) ?? 0;
    }
    if (rows.length === total && size <= rowsRoom)
        return head + rows.join('') + expiry;
    // Not everything fits: keep room for the note, then as many rows as fit. The rows the report
    // does not list would not have fit either (src/report/value/reader.ts keeps every row that could).
    const reserve = measure(note(total));
    if (measure(head) + reserve > room)
        return measure(note(total)) <= room ? note(total) : '';
    let used = measure(head) + reserve;
    let kept = 0;
    while (kept < rows.length && used + (sizes[kept] ?? 0) <= room)
        used += sizes[kept++] ?? 0;
    return head + rows.slice(0, kept).join('') + note(total - kept);
}
/** Text shown as itself in one markdown table cell or heading: one line, cut to `max` characters. */
function cell(value, max) {
    if (!value)
        return '';
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCell */ .UZ)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(value), max));
}


/***/ }),

/***/ 22942:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ platformFamily),
/* harmony export */   F5: () => (/* binding */ MAX_VERSIONS),
/* harmony export */   hh: () => (/* binding */ VersionsSeen),
/* harmony export */   oF: () => (/* binding */ MAX_VERSION_CHARS),
/* harmony export */   wg: () => (/* binding */ environmentFamily)
/* harmony export */ });
/* harmony import */ var _api_assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);

/**
 * What a test's browser or device and its platform are from one run to the next, their versions
 * left out (ASSUMPTIONS.testFamilies in src/api/assumptions.ts): `chrome 126` and `chrome 127` are
 * the family `chrome`, `Windows 10` and `WIN11` the family `windows`. A test's key is made of these
 * (src/report/value/compact.ts), so a version that moves between two reports leaves it the same test.
 */
/** Families made per text, kept while few (a report's tests share a handful of browsers and platforms). */
const MAX_REMEMBERED = 4096;
const environments = new Map();
const platforms = new Map();
/**
 * The browser or device without its version: lower case, each word that starts with a digit (`126`,
 * `17.4.1`) or reads `latest` left out, and a version fixed to a word (`win11`, `s23`) cut off it.
 */
function environmentFamily(text) {
    return text ? remembered(environments, text, withoutVersions) : '';
}
/** The platform's family (`windows`, `macos`, `linux`, `ios`, `android`), else the platform without its version. */
function platformFamily(text) {
    return text ? remembered(platforms, text, familyOfPlatform) : '';
}
function remembered(made, text, make) {
    let family = made.get(text);
    if (family === undefined) {
        if (made.size >= MAX_REMEMBERED)
            made.clear();
        family = make(text);
        made.set(text, family);
    }
    return family;
}
const VERSION_WORD = /^(?:v?\d.*|latest(?:-\d+)?)$/;
const FIXED_VERSION = /(?<=[a-z])\d[\w.-]*$/;
function withoutVersions(text) {
    return text
        .toLowerCase()
        .split(/[\s,;/()]+/)
        .filter((word) => word && !VERSION_WORD.test(word))
        .map((word) => word.replace(FIXED_VERSION, ''))
        .join(' ');
}
function familyOfPlatform(text) {
    const stripped = withoutVersions(text);
    for (const [family, pattern] of _api_assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .PLATFORM_FAMILIES */ .vq)
        if (pattern.test(stripped))
            return family;
    return stripped;
}
/** Browsers or devices, and platforms, kept as shown (versions included), and the longest text of each. */
const MAX_VERSIONS = 32;
const MAX_VERSION_CHARS = 100;
/** The first MAX_VERSIONS browsers or devices and platforms a report's tests name, each once. */
class VersionsSeen {
    environments = new Set();
    platforms = new Set();
    add(entry) {
        note(this.environments, entry.environment);
        note(this.platforms, entry.platform);
    }
    /** Another read's, after this one's. */
    join(other) {
        for (const text of other.environments)
            note(this.environments, text);
        for (const text of other.platforms)
            note(this.platforms, text);
    }
    get versions() {
        return { environments: [...this.environments], platforms: [...this.platforms] };
    }
}
function note(seen, text) {
    if (text && seen.size < MAX_VERSIONS)
        seen.add(text.slice(0, MAX_VERSION_CHARS));
}


/***/ }),

/***/ 34589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EE: () => (/* binding */ MAX_COMMAND_ANNOTATIONS),
/* harmony export */   G_: () => (/* binding */ MAX_ANNOTATION_TITLE_CHARS),
/* harmony export */   Hq: () => (/* binding */ MAX_THUMBNAILS),
/* harmony export */   Lb: () => (/* binding */ MAX_DOWNLOADED_TESTS),
/* harmony export */   RD: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.RD),
/* harmony export */   TN: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.TN),
/* harmony export */   aR: () => (/* binding */ MAX_ANNOTATIONS_PER_REQUEST),
/* harmony export */   dy: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.dy),
/* harmony export */   gv: () => (/* binding */ GITHUB_WRITE_PAUSE_MS),
/* harmony export */   iE: () => (/* binding */ WINDOW_RUNS),
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
/** Failed tests shown with a thumbnail of their last screenshot, first ones first, as the room allows. */
const MAX_THUMBNAILS = 6;
/**
 * The most markdown any output of a report holds: a step's job summary (the check run's summary and a
 * comment hold 65,535 and 65,536 characters; the command line keeps its summaries within 1 MiB too).
 * Table rows past this many UTF-16 units fit in no output, so a report keeps no test beyond them.
 */
const MAX_SHOWN_SIZE = MAX_STEP_SUMMARY_BYTES;
// The cuts live with the other character work (src/text/characters.ts); here beside the limits they serve.

/**
 * Reports of the branch a history window holds at most (history/window.ts): the newest, the report
 * that carries it, last. Here, not there, so the inputs that bound `auto-quarantine` by it load no more.
 */
const WINDOW_RUNS = 30;


/***/ }),

/***/ 66526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ growable),
/* harmony export */   w: () => (/* binding */ grow)
/* harmony export */ });
/**
 * Typed arrays kept per test or per key while a report is read, that grow with it. Each sits on a
 * resizable buffer: it grows in place, in memory mapped for it alone and taken page by page, so
 * growing copies nothing and leaves no smaller array behind. A plain typed array that doubles leaves
 * each old copy to the collector, which frees one that outlived a young collection only in a full
 * one, and leaves holes in the allocator's memory that nothing of that size fills again.
 */
/**
 * Most items a growable array holds (its buffer's address space is reserved up front, its memory
 * taken only as it grows): far beyond any report, which reads a build to 100,000 tests.
 */
const MAX_GROWABLE_ITEMS = 2 ** 24;
/**
 * A typed array of `length` items that `grow` lengthens in place (a resizable buffer): no copy is
 * made and nothing is left behind. Its `length` follows its buffer.
 */
function growable(Type, length) {
    const bytes = Type.BYTES_PER_ELEMENT;
    return new Type(new ArrayBuffer(length * bytes, { maxByteLength: MAX_GROWABLE_ITEMS * bytes }));
}
/** Lengthens a `growable` array to `length` items, the new ones zero. */
function grow(array, length) {
    array.buffer.resize(length * array.BYTES_PER_ELEMENT);
}


/***/ })

};
