export const id = 991;
export const ids = [991];
export const modules = {

/***/ 18991:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   closeProgressCheck: () => (/* binding */ closeProgressCheck),
/* harmony export */   findProgressCheck: () => (/* binding */ findProgressCheck),
/* harmony export */   openProgressCheck: () => (/* binding */ openProgressCheck),
/* harmony export */   retextProgressCheck: () => (/* binding */ retextProgressCheck)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72158);
/* harmony import */ var _check_run_output_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33198);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25356);
/* harmony import */ var _token_identity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2586);





/** Opening is a single small request; a GitHub that takes longer is not waited for. */
const OPEN_TIMEOUT_MS = 10_000;
/** The limit of one request about the check run in progress: OPEN_TIMEOUT_MS, or the deps' own if shorter. */
const openSignal = (deps) => () => AbortSignal.timeout(Math.min(OPEN_TIMEOUT_MS, deps.requestTimeoutMs ?? OPEN_TIMEOUT_MS));
/**
 * Opens the check run `in_progress` as soon as what runs is known, so the pull request shows it while
 * the tests run. An open whose answer did not come in time, or was a 5xx, may still have made it: it
 * is then looked for on the commit (findProgressCheck) and taken as opened, so no check run is left
 * in progress unknown to the step. Undefined when there is none: the report at the end says why, once.
 */
async function openProgressCheck(check, deps, 
/** Called with its ID the moment GitHub made it, before anything else: a step killed next still leaves it. */
onOpened = () => { }) {
    const { github, repository, headSha, log } = deps;
    if (!github || !repository || !headSha)
        return undefined;
    const name = (0,_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(check.name);
    try {
        const run = await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .openCheckRun */ .G2)(github, {
            ...repository,
            headSha,
            name,
            externalId: check.externalId,
            detailsUrl: deps.detailsUrl,
            // Not ended by a cancel: a check run created unbeknown to the step could never be closed.
            signal: openSignal(deps),
        }, check);
        onOpened(run.id);
        log.info(`Check run "${name}" is in progress: ${run.url || `#${run.id}`}`);
        return run.id;
    }
    catch (error) {
        log.debug(`Could not open the check run in progress: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        const made = mayHaveMade(error) ? await findProgressCheck(check, deps) : undefined;
        if (!made)
            return undefined;
        onOpened(made.id);
        log.info(`Check run "${name}" is in progress: ${made.url || `#${made.id}`} (GitHub made it, though its answer to the step did not come).`);
        return made.id;
    }
}
/** Whether GitHub may have acted on a request that failed: no answer in time (Octokit's 500), or a 5xx. */
function mayHaveMade(error) {
    const status = error.status;
    return typeof status !== 'number' || status >= 500;
}
/**
 * The check run in progress named `check` on the commit, made by our token (an open whose answer never
 * came, or the one a main step opened before it was killed); undefined when there is none, or GitHub
 * cannot say (a debug line).
 */
async function findProgressCheck(check, deps) {
    const { github, repository, headSha, log } = deps;
    if (!github || !repository || !headSha)
        return undefined;
    const signal = openSignal(deps);
    try {
        const identity = await (0,_token_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .tokenIdentity */ .sX)(github, { signal: signal(), log });
        return await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .findOpenCheckRun */ .vo)(github, { ...repository, headSha, name: (0,_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(check.name), externalId: check.externalId, signal }, (app) => (0,_token_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .writtenBy */ .xO)(identity, { app }));
    }
    catch (error) {
        log.debug(`Could not look for check run "${(0,_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(check.name)}" on the commit: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        return undefined;
    }
}
/**
 * Says what the open check run is waiting for now (a job that left the queue runs), a write's pause
 * after the last one. Best effort: the report replaces the text anyway, so a problem is a debug line.
 */
async function retextProgressCheck(id, text, deps) {
    const { github, repository, log } = deps;
    if (!github || !repository)
        return;
    try {
        await deps.pause(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
        await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .retextCheckRun */ .al)(github, { ...repository, id, signal: () => AbortSignal.timeout(OPEN_TIMEOUT_MS) }, text);
    }
    catch (error) {
        log.debug(`Could not update check run #${id} in progress: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
    }
}
/**
 * Completes an open check run that no report completes (a failed wait, or a post step closing what
 * main left open), retried while GitHub's answer may heal. True when GitHub took it; a problem is a
 * warning that names the check run, which exists.
 */
async function closeProgressCheck(id, end, deps) {
    const { github, repository, log } = deps;
    if (!github || !repository) {
        log.warning(`Could not complete check run #${id}: ${github ? 'GITHUB_REPOSITORY is not set' : 'no GitHub token'}.`);
        return false;
    }
    try {
        await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .closeCheckRun */ .we)(github, { ...repository, id, signal: (0,_check_run_output_js__WEBPACK_IMPORTED_MODULE_2__/* .requestSignal */ .OL)(deps), pause: deps.pause }, { ...end, completedAt: new Date(deps.now()).toISOString() });
        log.info(`Check run #${id} completed as ${end.conclusion}.`);
        return true;
    }
    catch (error) {
        log.warning(`Could not complete check run #${id} as ${end.conclusion}: ${(0,_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .describeGitHubError */ .dZ)(error)}`);
        return false;
    }
}


/***/ })

};
