export const id = 6457;
export const ids = [6457];
export const modules = {

/***/ 16457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nm: () => (/* binding */ publishCheckRun),
/* harmony export */   aJ: () => (/* binding */ PERMISSION_HINT),
/* harmony export */   d8: () => (/* binding */ annotationsNote)
/* harmony export */ });
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22271);
/* harmony import */ var _world_github_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(69292);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34589);
/* harmony import */ var _command_annotations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97997);
/* harmony import */ var _world_deps_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(43715);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25363);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67388);
/* harmony import */ var _history_own_app_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(93931);
/* harmony import */ var _mark_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(34678);
/* harmony import */ var _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1003);










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
    const why = annotated === _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV
        ? `a check run gets at most ${_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV} annotations from this action, which keeps within GitHub's limits for content-creating requests`
        : 'sending the rest to GitHub failed';
    return `The first ${annotated} of ${failed} failed tests are annotated on ${where}: ${why}.`;
}
/** The check run's text, invisible on the page: the report's digest, then its mark (world/leg-mark.ts). */
function textOf(report, deps) {
    const room = _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_OUTPUT_CHARS */ .jd - (report.digest?.length ?? 0) - 1;
    const mark = (0,_mark_js__WEBPACK_IMPORTED_MODULE_6__/* .markOf */ .F)(deps, { tests: report.tests, combined: report.input.combines, room });
    return (0,_world_leg_mark_js__WEBPACK_IMPORTED_MODULE_7__/* .markedText */ .ul)(report.digest, mark);
}
/** The check run's summary, saying how many failed tests it annotates. */
function checkRunSummary(report, headSha, annotated) {
    const failed = report.tests.counts.failed;
    return (0,_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .renderSummary */ .Br)(report.input, report.tests, {
        conclusion: report.conclusion,
        counts: report.tests.counts,
        footer: [
            annotationsNote(annotated, failed, 'this check run'),
            `Reported on commit ${headSha.slice(0, 12)}.`,
        ]
            .filter(Boolean)
            .join(' '),
        fullListAt: (0,_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .everyFailureAt */ .Bz)(annotated, failed, 'this check run'),
        sizeLimit: `GitHub holds at most ${_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_OUTPUT_CHARS */ .jd} characters of a check run's summary`,
        budget: _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_OUTPUT_CHARS */ .jd,
        measure: _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .utf16Units */ .q0,
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
    const annotated = failed.first.slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV);
    const notices = report.tests.flaky.slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV - annotated.length);
    try {
        const run = await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .createCheckRun */ ._U)(github, {
            ...repository,
            headSha,
            name: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(input.checkName),
            externalId: input.externalId,
            detailsUrl: deps.detailsUrl,
            existingId: input.openCheckRunId,
            conclusion,
            title: input.title,
            summary: checkRunSummary(report, headSha, annotated.length),
            text: textOf(report, deps),
            annotations: [...annotated, ...notices].map((e) => (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .annotationOf */ .lW)(e, annotationPath)),
            completedAt: new Date(deps.now()).toISOString(),
            signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_8__/* .requestSignal */ .O)(deps),
            pause: deps.pause,
        });
        (0,_history_own_app_js__WEBPACK_IMPORTED_MODULE_5__/* .learnOwnApp */ .Kx)(github, run.app);
        log.info(`Check run "${(0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(input.checkName)}": ${conclusion}, ${run.sent} annotation(s): ${run.url || `#${run.id}`}`);
        // Failed tests' annotations were sent first: how many of them GitHub holds.
        const sent = Math.min(run.sent, annotated.length);
        const published = {
            checkRunId: run.id,
            checkRunUrl: run.url || undefined,
            app: run.app,
            annotated: sent,
        };
        const footer = [
            `${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownLink */ .iQ)('Open the check run', run.url)}.`,
            annotationsNote(sent, failed.count, 'the check run'),
        ]
            .filter(Boolean)
            .join(' ');
        if (run.error) {
            log.warning(`The check run holds ${run.sent} of ${failed.count + notices.length} annotations; sending the rest failed (${(0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .describeGitHubError */ .d)(run.error)}).`);
            await correctSummary(github, { ...repository, id: run.id, headSha }, report, sent, deps);
        }
        const unannotated = { first: annotated.slice(sent), count: annotated.length - sent };
        return { ...published, footer: withCommandsNote(footer, unannotated), unannotated };
    }
    catch (error) {
        if (deps.signal?.aborted)
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
async function completeWithoutReport({ github, repository, id, }, error, report, deps) {
    const { input, conclusion } = report;
    const failed = failedTests(report);
    const why = (0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .describeGitHubError */ .d)(error);
    const summary = `**${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownText */ .p7)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(input.title))}**\n\n` +
        `GitHub did not take this check run's report (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownText */ .p7)(why)}), so it holds the conclusion only; ` +
        `the job summary of ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownLink */ .iQ)('the workflow run', deps.detailsUrl)} has the report.`;
    try {
        // A pause first, as after any failed write (a minute after a rate limit), then once: the report's
        // own write was retried already, and the post step tries again.
        await deps.pause((0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .pauseBeforeRetry */ .Gw)(error, 1) ?? _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
        const run = await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .closeCheckRun */ .we)(github, { ...repository, id, signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_8__/* .requestSignal */ .O)(deps), pause: deps.pause, attempts: 1 }, { conclusion, title: input.title, summary, completedAt: new Date(deps.now()).toISOString() });
        deps.log.warning(`Could not complete check run #${id} with its report (${why}); completed it as ${conclusion} without annotations.`);
        const open = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownLink */ .iQ)('The check run', run.url);
        const footer = `${open} holds the conclusion only: GitHub did not take its report (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownText */ .p7)(why)}).`;
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
        deps.log.warning(`Could not complete check run #${id} (${(0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .describeGitHubError */ .d)(again)}); the step's post step completes it.`);
        return {
            footer: withCommandsNote(`Check run ${id} could not be completed (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownText */ .p7)(why)}); the step's post step completes it.`, failed),
            unannotated: failed,
        };
    }
}
/**
 * The check run's summary said how many annotations were coming; once a batch failed, it is told how
 * many came. One more request, after the pause GitHub asks for; if it fails too, the log says so.
 */
async function correctSummary(github, run, report, sent, deps) {
    try {
        await deps.pause(_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
        await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .updateCheckRunText */ .OX)(github, { ...run, signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_8__/* .requestSignal */ .O)(deps) }, {
            title: report.input.title,
            summary: checkRunSummary(report, run.headSha, sent),
        });
    }
    catch (error) {
        if (deps.signal?.aborted)
            throw error;
        deps.log.info(`The check run's summary could not be corrected to ${sent} annotations: ${(0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .describeGitHubError */ .d)(error)}`);
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
    const why = (0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .describeGitHubError */ .d)(error);
    if ((0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .isPermissionError */ .g)(error)) {
        deps.log.warning(`The token may not create check runs (${why}). ${PERMISSION_HINT}${MISSING_CHECK}`);
        return {
            footer: withCommandsNote(`No check run was made: the token lacks \`checks: write\` (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownText */ .p7)(why)}).`, failed),
            unannotated: failed,
        };
    }
    deps.log.warning(`Could not create the check run (${why}); reporting through annotations instead.${MISSING_CHECK}`);
    return {
        footer: withCommandsNote(`No check run was made: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownText */ .p7)(why)}.`, failed),
        unannotated: failed,
    };
}
/** A footer followed by what workflow commands annotate of the failed tests no check run holds. */
function withCommandsNote(footer, unannotated) {
    return [footer, (0,_command_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .commandAnnotationsNote */ .G)(unannotated.count)].filter(Boolean).join(' ');
}
/** Every failed test of the report, as the first ones and their count. */
function failedTests(report) {
    return { first: report.tests.failed, count: report.tests.counts.failed };
}


/***/ }),

/***/ 22271:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G2: () => (/* binding */ openCheckRun),
/* harmony export */   Gw: () => (/* binding */ pauseBeforeRetry),
/* harmony export */   OX: () => (/* binding */ updateCheckRunText),
/* harmony export */   _U: () => (/* binding */ createCheckRun),
/* harmony export */   al: () => (/* binding */ retextCheckRun),
/* harmony export */   lW: () => (/* binding */ annotationOf),
/* harmony export */   vo: () => (/* binding */ findOpenCheckRun),
/* harmony export */   we: () => (/* binding */ closeCheckRun)
/* harmony export */ });
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34589);
/* harmony import */ var _world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69292);
/* harmony import */ var _value_links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74353);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);




/** One failed test as an annotation on line 1 of `path`, every text within GitHub's limits. */
function annotationOf(entry, path) {
    const where = [entry.environment, entry.platform].filter(Boolean).join(', ');
    const details = [
        entry.id && `Test: ${entry.id}`,
        entry.environment && `Browser or device: ${entry.environment}`,
        entry.platform && `Platform: ${entry.platform}`,
        entry.link && `Link: ${entry.link}`,
        ...(0,_value_links_js__WEBPACK_IMPORTED_MODULE_1__/* .linkLines */ .Om)(entry.links),
    ].filter(Boolean);
    // A flaky test passed in the end: a notice, not a failure.
    const flaky = entry.outcome === 'flaky';
    const attempts = (entry.attempts ?? 1) > 1 ? entry.attempts : undefined;
    const message = entry.message?.trim() || 'The test failed.';
    return {
        path,
        start_line: 1,
        end_line: 1,
        annotation_level: flaky ? 'notice' : 'failure',
        title: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(where ? `${entry.name} (${where})` : entry.name), _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_TITLE_CHARS */ .G_),
        message: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToBytes */ .zP)(flaky
            ? `Flaky: passed ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .passedOnAttempt */ .dg)(entry)}: ${message}`
            : attempts
                ? `${attempts} attempts, the last failed: ${message}`
                : message, _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_BYTES */ .lZ),
        ...(details.length ? { raw_details: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToBytes */ .zP)(details.join('\n'), _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_BYTES */ .lZ) } : {}),
    };
}
const outputOf = (title, summary, annotations = [], text) => ({
    title: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(title), _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_OUTPUT_TITLE_CHARS */ .yU),
    summary,
    ...(text ? { text } : {}),
    ...(annotations.length ? { annotations } : {}),
});
/**
 * A check run that shows while the tests run: `in_progress`, with a line of what is running, until
 * `createCheckRun` completes it (or a cancelled step closes it with `closeCheckRun`).
 */
async function openCheckRun(github, place, text) {
    const { data } = await github.rest.checks.create({
        owner: place.owner,
        repo: place.repo,
        name: place.name,
        head_sha: place.headSha,
        external_id: place.externalId,
        ...(place.detailsUrl ? { details_url: place.detailsUrl } : {}),
        status: 'in_progress',
        output: outputOf(text.title, text.summary, [], text.text),
        request: { signal: place.signal() },
    });
    return { id: data.id, url: data.html_url ?? '', app: data.app };
}
/**
 * The check run `place` names that GitHub holds in progress on the commit: made by `ours` (our token's
 * app), with the name and external ID given; the newest when there are several. What an open whose
 * answer never came (a time-out, a 5xx after GitHub acted) may have made; undefined when there is none.
 */
async function findOpenCheckRun(github, place, ours) {
    const { data } = await github.rest.checks.listForRef({
        owner: place.owner,
        repo: place.repo,
        ref: place.headSha,
        check_name: place.name,
        status: 'in_progress',
        filter: 'all',
        per_page: 100,
        request: { signal: place.signal() },
    });
    const found = data.check_runs
        .filter((run) => run.external_id === place.externalId && run.name === place.name && ours(run.app))
        .sort((a, b) => b.id - a.id)[0];
    return found && { id: found.id, url: found.html_url ?? '', app: found.app };
}
/** New text for a check run still in progress (what runs now); its status stays as it is. */
async function retextCheckRun(github, run, text) {
    await github.rest.checks.update({
        owner: run.owner,
        repo: run.repo,
        check_run_id: run.id,
        output: outputOf(text.title, text.summary),
        request: { signal: run.signal() },
    });
}
/** Tries of a write that completes a check run: the first and two more. */
const COMPLETING_ATTEMPTS = 3;
/** GitHub's wait after a secondary rate limit that names none, and the longest we take from it. */
const RATE_LIMIT_PAUSE_MS = 60_000;
/**
 * A write that completes a check run, tried again while GitHub's answer may heal: a check left in
 * progress blocks a pull request that requires it. A retry after an answer lost on the way may append
 * that request's annotations twice, the lesser harm.
 */
async function completing(write, pause, attempts = COMPLETING_ATTEMPTS) {
    for (let attempt = 1;; attempt++) {
        try {
            return await write();
        }
        catch (error) {
            const wait = attempt < attempts ? pauseBeforeRetry(error, attempt) : undefined;
            if (wait === undefined)
                throw error;
            await pause(wait);
        }
    }
}
/**
 * How long to wait before asking again, or undefined when asking again cannot help. A secondary rate
 * limit (403 or 429 saying so) waits as GitHub asks: its `retry-after`, else a minute; a 5xx, a network
 * error or a time-out (Octokit reports the last two as 500) waits GITHUB_WRITE_PAUSE_MS, then twice
 * that (docs/github-facts.md).
 */
function pauseBeforeRetry(error, attempt) {
    const e = error;
    const status = typeof e.status === 'number' ? e.status : 500;
    if (status === 429 || (status === 403 && /rate limit/i.test((0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeGitHubError */ .d)(error)))) {
        const seconds = Number(e.response?.headers?.['retry-after']);
        return Number.isFinite(seconds) && seconds >= 0
            ? Math.min(seconds * 1000, RATE_LIMIT_PAUSE_MS)
            : RATE_LIMIT_PAUSE_MS;
    }
    return status >= 500 ? _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_WRITE_PAUSE_MS */ .gv * 2 ** (attempt - 1) : undefined;
}
/**
 * Completes an open check run without a report (a failed wait, a report GitHub did not take, a post
 * step closing what main left open), retried as `completing` does.
 */
async function closeCheckRun(github, run, end) {
    const { data } = await completing(() => github.rest.checks.update({
        owner: run.owner,
        repo: run.repo,
        check_run_id: run.id,
        status: 'completed',
        conclusion: end.conclusion,
        completed_at: end.completedAt,
        output: outputOf(end.title, end.summary),
        request: { signal: run.signal() },
    }), run.pause, run.attempts);
    return { id: data.id, url: data.html_url ?? '' };
}
/** Replaces a check run's title and summary; its status and annotations stay as they are. */
async function updateCheckRunText(github, run, text) {
    await github.rest.checks.update({
        owner: run.owner,
        repo: run.repo,
        check_run_id: run.id,
        output: outputOf(text.title, text.summary),
        request: { signal: run.signal() },
    });
}
/**
 * Completes the check run (creating it, or completing the one opened in progress) with its conclusion
 * and the first 50 annotations, then appends the rest 50 at a time, a pause apart (a PATCH with
 * annotations adds to those already there). Completing an open one is retried (`completing`); a
 * failed first request throws; a failed batch stops the sending and is returned, since the check run
 * itself stands.
 */
async function createCheckRun(github, req) {
    const batches = [];
    for (let i = 0; i < req.annotations.length; i += _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATIONS_PER_REQUEST */ .aR)
        batches.push(req.annotations.slice(i, i + _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATIONS_PER_REQUEST */ .aR));
    const output = (annotations, text) => outputOf(req.title, req.summary, annotations, text);
    const completion = () => ({
        status: 'completed',
        conclusion: req.conclusion,
        completed_at: req.completedAt,
        ...(req.detailsUrl ? { details_url: req.detailsUrl } : {}),
        output: output(batches[0], req.text),
        request: { signal: req.signal() },
    });
    const { owner, repo, existingId } = req;
    const { data } = existingId === undefined
        ? await github.rest.checks.create({
            owner,
            repo,
            name: req.name,
            head_sha: req.headSha,
            external_id: req.externalId,
            ...completion(),
        })
        : await completing(() => github.rest.checks.update({ owner, repo, check_run_id: existingId, ...completion() }), req.pause);
    let sent = batches[0]?.length ?? 0;
    const made = { id: data.id, url: data.html_url ?? '', app: data.app };
    for (const batch of batches.slice(1)) {
        try {
            await req.pause(_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
            await github.rest.checks.update({
                owner,
                repo,
                check_run_id: data.id,
                output: output(batch),
                request: { signal: req.signal() },
            });
        }
        catch (error) {
            return { ...made, sent, error };
        }
        sent += batch.length;
    }
    return { ...made, sent };
}


/***/ }),

/***/ 97997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ commandAnnotationsNote),
/* harmony export */   s: () => (/* binding */ annotateThroughCommands)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22271);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34589);



/**
 * Without a check run: error annotations through workflow commands for the first failed tests (the
 * runner shows only 10 per step), and one notice for the rest; then a notice per flaky test, as the
 * notices left room for.
 */
function annotateThroughCommands(failed, file, log, flaky = []) {
    for (const entry of failed.first.slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE)) {
        const a = (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .annotationOf */ .lW)(entry, file);
        log.error(a.message, { title: a.title, file, startLine: 1 });
    }
    const rest = failed.count - _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE;
    for (const entry of flaky.slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE - (rest > 0 ? 1 : 0))) {
        const a = (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .annotationOf */ .lW)(entry, file);
        log.notice(a.message, { title: a.title, file, startLine: 1 });
    }
    if (rest > 0) {
        log.notice(`${rest} more failed ${rest === 1 ? 'test is' : 'tests are'} not annotated here (GitHub shows ${_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE} error annotations per step): see the job summary.`, { title: `${rest} more failed tests`, file, startLine: 1 });
    }
}
/** What `annotateThroughCommands` annotates of `count` failed tests, for the job summary; empty for none. */
function commandAnnotationsNote(count) {
    if (!count)
        return '';
    if (count <= _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE)
        return `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(count, 'failed test')} ${count === 1 ? 'is' : 'are'} annotated on this step instead.`;
    return `${_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE} of ${count} failed tests are annotated on this step instead: GitHub shows at most ${_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE} error annotations per step.`;
}


/***/ }),

/***/ 34678:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ markOf)
/* harmony export */ });
/* harmony import */ var _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1003);

const marked = (e) => ({
    name: e.name,
    ...(e.environment ? { environment: e.environment } : {}),
    ...(e.platform ? { platform: e.platform } : {}),
});
/**
 * The mark of a check run the step writes (src/report/world/leg-mark.ts): its workflow run, attempt,
 * job and matrix place, and the report's first flaky and unknown tests as far as `room` allows;
 * undefined outside a workflow run, where no job after a matrix looks for it.
 */
function markOf(deps, what) {
    const job = deps.job;
    if (!job?.runId)
        return undefined;
    return (0,_world_leg_mark_js__WEBPACK_IMPORTED_MODULE_0__/* .writeLegMark */ .tK)({
        runId: job.runId,
        attempt: job.attempt,
        ...(job.job ? { job: job.job } : {}),
        ...(job.place ? { place: job.place } : {}),
        ...(what.combined ? { combined: true } : {}),
        flaky: (what.tests?.flaky ?? []).map(marked),
        unknown: (what.tests?.unknown ?? []).map(marked),
    }, what.room);
}


/***/ }),

/***/ 25363:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ renderSummary),
/* harmony export */   Bz: () => (/* binding */ everyFailureAt)
/* harmony export */ });
/* unused harmony export EVERY_TEST_ON_DASHBOARD */
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34589);
/* harmony import */ var _value_links_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74353);
/* harmony import */ var _value_table_row_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77505);




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
    // The Flaky column only when a test was: a report without retries reads as it always did.
    const flaky = counts.flaky ? [' Flaky |', '---:|', ` ${counts.flaky} |`] : ['', '', ''];
    const heading = `## ${ICON[options.conclusion]} ${cell(input.checkName, 200)}: ${cell(input.title, 255)}\n\n` +
        `| Total | Passed | Failed | Unknown |${flaky[0]}\n|---:|---:|---:|---:|${flaky[1]}\n` +
        `| ${counts.total} | ${counts.passed} | ${counts.failed} | ${counts.unknown} |${flaky[2]}\n`;
    const footer = `\n${options.footer}\n`;
    let room = options.budget - measure(heading) - measure(footer);
    // The comparison leads, within a quarter of the room: it names at most a few tests of each kind.
    const lead = input.lead
        ? (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutTo */ .yd)(`\n${input.lead.trim()}\n`, Math.max(0, Math.floor(room / 4)), measure)
        : '';
    room -= measure(lead);
    // Details share the room with the tables, at most half of it, so failed tests are never crowded out.
    const details = input.details?.trim()
        ? (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutTo */ .yd)(`\n${input.details.trim()}\n`, Math.max(0, Math.floor(room / 2)), measure)
        : '';
    room -= measure(details);
    const tables = [];
    for (const [outcome, title] of [
        ['failed', 'Failed tests'],
        ['unknown', 'Tests with an unknown outcome'],
        ['flaky', '\u26a0\ufe0f Flaky tests: failed, then passed on a retry'],
    ]) {
        const listed = { entries: tests[outcome], total: counts[outcome], linked: tests.linked[outcome] };
        if (!listed.entries.length)
            continue;
        const table = fitTable(title, listed, room, options);
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
        .flatMap((e) => (0,_value_links_js__WEBPACK_IMPORTED_MODULE_2__/* .thumbnail */ .xn)(e, cell(e.name, _value_table_row_js__WEBPACK_IMPORTED_MODULE_3__/* .CELL_CHARS */ .J.name)) ?? [])
        .slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_THUMBNAILS */ .Hq);
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
function fitTable(title, listed, room, options) {
    const { measure } = options;
    const { entries, total, linked } = listed;
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
        const row = (0,_value_table_row_js__WEBPACK_IMPORTED_MODULE_3__/* .tableRow */ .j)(e, linked);
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
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCell */ .UZ)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(value), max));
}


/***/ }),

/***/ 77505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ CELL_CHARS),
/* harmony export */   j: () => (/* binding */ tableRow)
/* harmony export */ });
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23243);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67388);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42179);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34589);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74353);





// A test's row in the summaries' tables lives with the value: the reader measures it to keep only
// the tests some summary can show (reader.ts), and the summaries lay it out (outputs/summary.ts).
/** Longest text of a table cell; the annotation carries the whole message. */
const CELL_CHARS = { name: 200, environment: 100, platform: 100, message: 500 };
/**
 * A test's row in a table of failed or unknown tests, with a Links cell when the table has that
 * column (`linked`). Its size without one is the least any summary gives the test (src/report/value/reader.ts).
 */
function tableRow(e, linked) {
    return (`| ${rowCell(e.name, CELL_CHARS.name)} | ${rowCell(e.environment, CELL_CHARS.environment)} | ` +
        `${rowCell(e.platform, CELL_CHARS.platform)} |` +
        `${linked ? ` ${(0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .markdownLinks */ .jf)(e.links, { inTable: true })} |` : ''}` +
        ` ${rowCell(messageCell(e), CELL_CHARS.message)} |\n`);
}
/** A test's message, after what its attempts were when it had more than one. */
function messageCell(e) {
    if (!e.attempts || e.attempts < 2)
        return e.message;
    const attempts = e.outcome === 'flaky' ? `Passed ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .passedOnAttempt */ .dg)(e)}` : `${e.attempts} attempts, the last`;
    return e.message ? `${attempts}: ${e.message}` : attempts;
}
/** Characters in a row without white space before the table may wrap it (a URL, base64). */
const UNBROKEN_CHARS = 30;
/** A cell of a table row: as the summary's `cell`, and a long run without white space may wrap. */
function rowCell(value, max) {
    if (!value)
        return '';
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCell */ .UZ)((0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .softBreaks */ .pU)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(value), max), UNBROKEN_CHARS));
}


/***/ }),

/***/ 69292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ describeGitHubError),
/* harmony export */   g: () => (/* binding */ isPermissionError)
/* harmony export */ });
/** An Octokit error as one line: `HTTP 403: Resource not accessible by integration`. */
function describeGitHubError(error) {
    const e = error;
    const message = typeof e.response?.data?.message === 'string' ? e.response.data.message : String(e.message);
    return typeof e.status === 'number' ? `HTTP ${e.status}: ${message}` : message;
}
/**
 * A token that may not create check runs: 403 "Resource not accessible by integration" (fork pull
 * requests, Dependabot, `permissions` without `checks: write`), 404 (a token that cannot see the
 * repository), 401 (no valid token).
 */
function isPermissionError(error) {
    const status = error.status;
    return status === 401 || status === 403 || status === 404;
}


/***/ })

};
