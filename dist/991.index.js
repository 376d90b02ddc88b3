export const id = 991;
export const ids = [991];
export const modules = {

/***/ 18991:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   closeProgressCheck: () => (/* binding */ closeProgressCheck),
/* harmony export */   openProgressCheck: () => (/* binding */ openProgressCheck),
/* harmony export */   retextProgressCheck: () => (/* binding */ retextProgressCheck)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72158);
/* harmony import */ var _check_run_output_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33198);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25356);




/** Opening is a single small request; a GitHub that takes longer is not waited for. */
const OPEN_TIMEOUT_MS = 10_000;
/**
 * Opens the check run `in_progress` as soon as what runs is known, so the pull request shows it while
 * the tests run. Undefined when it cannot be opened: the report at the end says why, once.
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
            signal: () => AbortSignal.timeout(OPEN_TIMEOUT_MS),
        }, check);
        onOpened(run.id);
        log.info(`Check run "${name}" is in progress: ${run.url || `#${run.id}`}`);
        return run.id;
    }
    catch (error) {
        log.debug(`Could not open the check run in progress: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
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
