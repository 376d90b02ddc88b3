export const id = 2497;
export const ids = [2497];
export const modules = {

/***/ 33198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nm: () => (/* binding */ publishCheckRun),
/* harmony export */   OL: () => (/* binding */ requestSignal),
/* harmony export */   d8: () => (/* binding */ annotationsNote)
/* harmony export */ });
/* unused harmony export PERMISSION_HINT */
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72158);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25356);
/* harmony import */ var _command_annotations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10688);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57994);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67388);





const PERMISSION_HINT = 'Add `permissions: checks: write` to the workflow or job. Pull requests from forks and Dependabot ' +
    'get a read-only token whatever the workflow asks; their results are in the annotations and the job summary.';
const TOKEN_HINT = 'Give `github-token` a token that may create check runs: its default, the workflow token, ' +
    'needs `permissions: checks: write`.';
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** Each GitHub request ends with the step's cancellation or after its own time limit. */
function requestSignal(deps) {
    return () => {
        const timeout = AbortSignal.timeout(deps.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
        return deps.signal ? AbortSignal.any([deps.signal, timeout]) : timeout;
    };
}
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
    const why = annotated === _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV
        ? `a check run gets at most ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV} annotations from this action, which keeps within GitHub's limits for content-creating requests`
        : 'sending the rest to GitHub failed';
    return `The first ${annotated} of ${failed} failed tests are annotated on ${where}: ${why}.`;
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
        sizeLimit: `GitHub holds at most ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_OUTPUT_CHARS */ .jd} characters of a check run's summary`,
        budget: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_OUTPUT_CHARS */ .jd,
        measure: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .utf16Units */ .q0,
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
    const annotated = failed.first.slice(0, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV);
    const notices = report.tests.flaky.slice(0, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV - annotated.length);
    try {
        const run = await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .createCheckRun */ ._U)(github, {
            ...repository,
            headSha,
            name: (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(input.checkName),
            externalId: input.externalId,
            detailsUrl: deps.detailsUrl,
            existingId: input.openCheckRunId,
            conclusion,
            title: input.title,
            summary: checkRunSummary(report, headSha, annotated.length),
            text: report.digest,
            annotations: [...annotated, ...notices].map((e) => (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .annotationOf */ .lW)(e, annotationPath)),
            completedAt: new Date(deps.now()).toISOString(),
            signal: requestSignal(deps),
            pause: deps.pause,
        });
        log.info(`Check run "${(0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(input.checkName)}": ${conclusion}, ${run.sent} annotation(s): ${run.url || `#${run.id}`}`);
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
            log.warning(`The check run holds ${run.sent} of ${failed.count + notices.length} annotations; sending the rest failed (${(0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .describeGitHubError */ .dZ)(run.error)}).`);
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
    const why = (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .describeGitHubError */ .dZ)(error);
    const summary = `**${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownText */ .p7)((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(input.title))}**\n\n` +
        `GitHub did not take this check run's report (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownText */ .p7)(why)}), so it holds the conclusion only; ` +
        `the job summary of ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownLink */ .iQ)('the workflow run', deps.detailsUrl)} has the report.`;
    try {
        // A pause first, as after any failed write (a minute after a rate limit), then once: the report's
        // own write was retried already, and the post step tries again.
        await deps.pause((0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .pauseBeforeRetry */ .Gw)(error, 1) ?? _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
        const run = await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .closeCheckRun */ .we)(github, { ...repository, id, signal: requestSignal(deps), pause: deps.pause, attempts: 1 }, { conclusion, title: input.title, summary, completedAt: new Date(deps.now()).toISOString() });
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
        deps.log.warning(`Could not complete check run #${id} (${(0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .describeGitHubError */ .dZ)(again)}); the step's post step completes it.`);
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
        await deps.pause(_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
        await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .updateCheckRunText */ .OX)(github, { ...run, signal: requestSignal(deps) }, {
            title: report.input.title,
            summary: checkRunSummary(report, run.headSha, sent),
        });
    }
    catch (error) {
        if (deps.signal?.aborted)
            throw error;
        deps.log.info(`The check run's summary could not be corrected to ${sent} annotations: ${(0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .describeGitHubError */ .dZ)(error)}`);
    }
}
/** No token, repository or commit: a warning says which, and the failed tests go to commands. */
function withoutCheckRun(deps, failed) {
    const missing = !deps.github
        ? 'no GitHub token was given (input `github-token`)'
        : !deps.repository
            ? 'GITHUB_REPOSITORY is not set'
            : 'the commit is unknown (GITHUB_SHA is not set)';
    deps.log.warning(`No check run was made: ${missing}.${deps.github ? '' : ` ${TOKEN_HINT}`}`);
    return { footer: withCommandsNote(`No check run was made: ${missing}.`, failed), unannotated: failed };
}
/** GitHub refused or failed the check run: the permission to add, or what went wrong. */
function checkRunFailed(error, deps, failed) {
    const why = (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .describeGitHubError */ .dZ)(error);
    if ((0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .isPermissionError */ .gj)(error)) {
        deps.log.warning(`The token may not create check runs (${why}). ${PERMISSION_HINT}`);
        return {
            footer: withCommandsNote(`No check run was made: the token lacks \`checks: write\` (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownText */ .p7)(why)}).`, failed),
            unannotated: failed,
        };
    }
    deps.log.warning(`Could not create the check run (${why}); reporting through annotations instead.`);
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

/***/ 72158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G2: () => (/* binding */ openCheckRun),
/* harmony export */   Gw: () => (/* binding */ pauseBeforeRetry),
/* harmony export */   OX: () => (/* binding */ updateCheckRunText),
/* harmony export */   _U: () => (/* binding */ createCheckRun),
/* harmony export */   al: () => (/* binding */ retextCheckRun),
/* harmony export */   dZ: () => (/* binding */ describeGitHubError),
/* harmony export */   gj: () => (/* binding */ isPermissionError),
/* harmony export */   lW: () => (/* binding */ annotationOf),
/* harmony export */   vo: () => (/* binding */ findOpenCheckRun),
/* harmony export */   we: () => (/* binding */ closeCheckRun)
/* harmony export */ });
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25356);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83303);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);



/** One failed test as an annotation on line 1 of `path`, every text within GitHub's limits. */
function annotationOf(entry, path) {
    const where = [entry.environment, entry.platform].filter(Boolean).join(', ');
    const details = [
        entry.id && `Test: ${entry.id}`,
        entry.environment && `Browser or device: ${entry.environment}`,
        entry.platform && `Platform: ${entry.platform}`,
        entry.link && `Link: ${entry.link}`,
        ...(0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .linkLines */ .Om)(entry.links),
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
        title: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(where ? `${entry.name} (${where})` : entry.name), _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_TITLE_CHARS */ .G_),
        message: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToBytes */ .zP)(flaky
            ? `Flaky: passed ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .passedOnAttempt */ .dg)(entry)}: ${message}`
            : attempts
                ? `${attempts} attempts, the last failed: ${message}`
                : message, _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_BYTES */ .lZ),
        ...(details.length ? { raw_details: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToBytes */ .zP)(details.join('\n'), _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_BYTES */ .lZ) } : {}),
    };
}
const outputOf = (title, summary, annotations = [], text) => ({
    title: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(title), _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_OUTPUT_TITLE_CHARS */ .yU),
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
        output: outputOf(text.title, text.summary),
        request: { signal: place.signal() },
    });
    return { id: data.id, url: data.html_url ?? '' };
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
    return found && { id: found.id, url: found.html_url ?? '' };
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
    if (status === 429 || (status === 403 && /rate limit/i.test(describeGitHubError(error)))) {
        const seconds = Number(e.response?.headers?.['retry-after']);
        return Number.isFinite(seconds) && seconds >= 0
            ? Math.min(seconds * 1000, RATE_LIMIT_PAUSE_MS)
            : RATE_LIMIT_PAUSE_MS;
    }
    return status >= 500 ? _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_WRITE_PAUSE_MS */ .gv * 2 ** (attempt - 1) : undefined;
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
    for (let i = 0; i < req.annotations.length; i += _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATIONS_PER_REQUEST */ .aR)
        batches.push(req.annotations.slice(i, i + _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATIONS_PER_REQUEST */ .aR));
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
            await req.pause(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
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


/***/ }),

/***/ 10688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ commandAnnotationsNote),
/* harmony export */   s: () => (/* binding */ annotateThroughCommands)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72158);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25356);



/**
 * Without a check run: error annotations through workflow commands for the first failed tests (the
 * runner shows only 10 per step), and one notice for the rest; then a notice per flaky test, as the
 * notices left room for.
 */
function annotateThroughCommands(failed, file, log, flaky = []) {
    for (const entry of failed.first.slice(0, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE)) {
        const a = (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .annotationOf */ .lW)(entry, file);
        log.error(a.message, { title: a.title, file, startLine: 1 });
    }
    const rest = failed.count - _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE;
    for (const entry of flaky.slice(0, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE - (rest > 0 ? 1 : 0))) {
        const a = (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .annotationOf */ .lW)(entry, file);
        log.notice(a.message, { title: a.title, file, startLine: 1 });
    }
    if (rest > 0) {
        log.notice(`${rest} more failed ${rest === 1 ? 'test is' : 'tests are'} not annotated here (GitHub shows ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE} error annotations per step): see the job summary.`, { title: `${rest} more failed tests`, file, startLine: 1 });
    }
}
/** What `annotateThroughCommands` annotates of `count` failed tests, for the job summary; empty for none. */
function commandAnnotationsNote(count) {
    if (!count)
        return '';
    if (count <= _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE)
        return `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(count, 'failed test')} ${count === 1 ? 'is' : 'are'} annotated on this step instead.`;
    return `${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE} of ${count} failed tests are annotated on this step instead: GitHub shows at most ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE} error annotations per step.`;
}


/***/ }),

/***/ 2586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sX: () => (/* binding */ tokenIdentity),
/* harmony export */   xO: () => (/* binding */ writtenBy)
/* harmony export */ });
/* unused harmony exports WORKFLOW_TOKEN_APP, identityOfApp */
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);

/** The app of the workflow token (`GITHUB_TOKEN`): what a token is taken for when nothing says otherwise. */
const WORKFLOW_TOKEN_APP = 'github-actions';
/** Our identity from the app of a check run our token created or completed, when GitHub named one. */
function identityOfApp(app) {
    const slug = app?.slug?.trim();
    if (!slug)
        return undefined;
    return {
        login: `${slug}[bot]`,
        app: { slug, ...(typeof app?.id === 'number' ? { id: app.id } : {}) },
        from: 'check run',
    };
}
/**
 * Who the token is: the app of a check run it wrote (the surest: GitHub tells it on every check run),
 * else the user `GET /user` names (it answers only a user's token), else the workflow token, which is
 * the default of every `github-token` input and is refused by `GET /user`. An app's installation token
 * that could make no check run is thus taken for the workflow token: what it wrote earlier is then not
 * found, and a new one is written beside it; never is another's taken for ours.
 */
async function tokenIdentity(github, known) {
    const fromCheckRun = identityOfApp(known.checkRunApp);
    if (fromCheckRun)
        return fromCheckRun;
    // Asked once per client: a step that reads an earlier attempt's report and then the base's asks once.
    let asked = askedOf.get(github);
    if (!asked) {
        asked = askGitHub(github, known);
        askedOf.set(github, asked);
        // A cancelled ask is not an answer: the next caller asks again.
        asked.catch(() => askedOf.delete(github));
    }
    return asked;
}
const askedOf = new WeakMap();
async function askGitHub(github, known) {
    try {
        const { data } = await github.rest.users.getAuthenticated({ request: { signal: known.signal } });
        if (data.login)
            return { login: data.login, from: 'user' };
    }
    catch (error) {
        if (known.signal.aborted)
            throw error;
        known.log.debug(`GET /user did not name the token (${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}): taken for the workflow token.`);
    }
    return { login: `${WORKFLOW_TOKEN_APP}[bot]`, app: { slug: WORKFLOW_TOKEN_APP }, from: 'workflow token' };
}
const same = (a, b) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
/** Whether an app GitHub names is the token's app: the same ID where both are known, else the same slug. */
function sameApp(app, ours) {
    if (!app || !ours)
        return false;
    if (typeof app.id === 'number' && ours.id !== undefined)
        return app.id === ours.id;
    return same(app.slug, ours.slug);
}
/**
 * Whether our token wrote it. A comment: its `user.login` is ours (no one else can hold an app's
 * `[bot]` login) and, when it names an app it was written through, that app is ours. A check run: its
 * `app` is ours.
 */
function writtenBy(identity, item) {
    if (item.app !== undefined)
        return sameApp(item.app, identity.app);
    if (!same(item.user?.login, identity.login))
        return false;
    const via = item.performed_via_github_app;
    return !via || !identity.app || sameApp(via, identity.app);
}


/***/ })

};
