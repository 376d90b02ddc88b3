export const id = 372;
export const ids = [372];
export const modules = {

/***/ 72158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G2: () => (/* binding */ openCheckRun),
/* harmony export */   _U: () => (/* binding */ createCheckRun),
/* harmony export */   dZ: () => (/* binding */ describeGitHubError),
/* harmony export */   gj: () => (/* binding */ isPermissionError),
/* harmony export */   lW: () => (/* binding */ annotationOf),
/* harmony export */   we: () => (/* binding */ closeCheckRun)
/* harmony export */ });
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25356);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83303);


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
    return {
        path,
        start_line: 1,
        end_line: 1,
        annotation_level: 'failure',
        title: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(where ? `${entry.name} (${where})` : entry.name), _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_TITLE_CHARS */ .G_),
        message: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToBytes */ .zP)(entry.message?.trim() || 'The test failed.', _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_BYTES */ .lZ),
        ...(details.length ? { raw_details: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToBytes */ .zP)(details.join('\n'), _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_BYTES */ .lZ) } : {}),
    };
}
const outputOf = (title, summary, annotations = []) => ({
    title: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(title), _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_OUTPUT_TITLE_CHARS */ .yU),
    summary,
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
/** Completes an open check run without a report: a cancelled or timed-out step. */
async function closeCheckRun(github, run, end) {
    await github.rest.checks.update({
        owner: run.owner,
        repo: run.repo,
        check_run_id: run.id,
        status: 'completed',
        conclusion: end.conclusion,
        completed_at: end.completedAt,
        output: outputOf(end.title, end.summary),
        request: { signal: run.signal() },
    });
}
/**
 * Completes the check run (creating it, or completing the one opened in progress) with its conclusion
 * and the first 50 annotations, then appends the rest 50 at a time, a pause apart (a PATCH with
 * annotations adds to those already there). A failed first request throws; a failed batch stops the
 * sending and is returned, since the check run itself stands.
 */
async function createCheckRun(github, req) {
    const batches = [];
    for (let i = 0; i < req.annotations.length; i += _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATIONS_PER_REQUEST */ .aR)
        batches.push(req.annotations.slice(i, i + _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATIONS_PER_REQUEST */ .aR));
    const output = (annotations) => outputOf(req.title, req.summary, annotations);
    const completion = {
        status: 'completed',
        conclusion: req.conclusion,
        completed_at: req.completedAt,
        ...(req.detailsUrl ? { details_url: req.detailsUrl } : {}),
        output: output(batches[0]),
        request: { signal: req.signal() },
    };
    const { owner, repo } = req;
    const { data } = req.existingId === undefined
        ? await github.rest.checks.create({
            owner,
            repo,
            name: req.name,
            head_sha: req.headSha,
            external_id: req.externalId,
            ...completion,
        })
        : await github.rest.checks.update({ owner, repo, check_run_id: req.existingId, ...completion });
    let sent = batches[0]?.length ?? 0;
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
            return { id: data.id, url: data.html_url ?? '', sent, error };
        }
        sent += batch.length;
    }
    return { id: data.id, url: data.html_url ?? '', sent };
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

/***/ 18991:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   closeProgressCheck: () => (/* binding */ closeProgressCheck),
/* harmony export */   openProgressCheck: () => (/* binding */ openProgressCheck)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72158);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25356);



/** A cancelled step has about two seconds left (src/runtime/runtime.ts): closing must fit in them. */
const CLOSE_TIMEOUT_MS = 1_500;
/** Opening is a single small request; a GitHub that takes longer is not waited for. */
const OPEN_TIMEOUT_MS = 10_000;
/**
 * Opens the check run `in_progress` as soon as what runs is known, so the pull request shows it while
 * the tests run. Undefined when it cannot be opened: the report at the end says why, once.
 */
async function openProgressCheck(check, deps) {
    const { github, repository, headSha, log } = deps;
    if (!github || !repository || !headSha)
        return undefined;
    const name = (0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(check.name);
    try {
        const run = await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .openCheckRun */ .G2)(github, {
            ...repository,
            headSha,
            name,
            externalId: check.externalId,
            detailsUrl: deps.detailsUrl,
            // Not ended by a cancel: a check run created unbeknown to the step could never be closed.
            signal: () => AbortSignal.timeout(OPEN_TIMEOUT_MS),
        }, check);
        log.info(`Check run "${name}" is in progress: ${run.url || `#${run.id}`}`);
        return run.id;
    }
    catch (error) {
        log.debug(`Could not open the check run in progress: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        return undefined;
    }
}
/**
 * Completes an open check run that no report will complete (a cancelled step, or its post step),
 * within the time a cancelled step has left. True when GitHub took it; a problem is a warning.
 */
async function closeProgressCheck(id, end, deps) {
    const { github, repository, log } = deps;
    if (!github || !repository)
        return false;
    try {
        await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .closeCheckRun */ .we)(github, { ...repository, id, signal: () => AbortSignal.timeout(CLOSE_TIMEOUT_MS) }, { ...end, completedAt: new Date(deps.now()).toISOString() });
        log.info(`Check run #${id} completed as ${end.conclusion}.`);
        return true;
    }
    catch (error) {
        log.warning(`Could not complete check run #${id} as ${end.conclusion}: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        return false;
    }
}


/***/ })

};
