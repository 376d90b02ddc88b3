export const id = 9220;
export const ids = [9220,28];
export const modules = {

/***/ 89220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _report_world_environment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90028);
/* harmony import */ var _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39897);
/* harmony import */ var _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23933);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(985);




/**
 * Combines the reports the legs of this workflow run wrote into one check (src/report/combining.ts)
 * and maps it to outputs. What the post step needs is saved the moment it is known: the check's name,
 * then the check run opened in progress; a failure before the combined report completes that check
 * run, failure, saying why.
 */
async function run(inputs, ctx) {
    ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_3__/* .STATE */ .c4.checkName, inputs.checkName);
    // Before the reporting code loads: a step that cannot combine ends at once.
    const why = (0,_report_world_environment_js__WEBPACK_IMPORTED_MODULE_0__/* .whyNotCombinable */ .Yx)(!!inputs.githubToken, ctx.env);
    if (why)
        throw new Error(why);
    const [{ reportDeps }, { combineReports }, { flakyStep }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(8361), __webpack_require__.e(5490), __webpack_require__.e(4308), __webpack_require__.e(6457), __webpack_require__.e(2583), __webpack_require__.e(2921)]).then(__webpack_require__.bind(__webpack_require__, 72583)),
        Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(8361), __webpack_require__.e(5490), __webpack_require__.e(4308), __webpack_require__.e(6457), __webpack_require__.e(2583), __webpack_require__.e(2760)]).then(__webpack_require__.bind(__webpack_require__, 59648)),
        Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 20349)),
    ]);
    const deps = await reportDeps(inputs.githubToken, ctx);
    let opened;
    try {
        const combined = await combineReports(inputs, deps, (id) => {
            opened = id;
            ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_3__/* .STATE */ .c4.checkRunId, String(id));
        });
        ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_3__/* .STATE */ .c4.reported, 'true');
        const { published } = combined;
        const { counts } = published;
        // annotate-build's outputs but for the files: a combination writes none.
        const { [_wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_2__/* .EVIDENCE_OUTPUTS */ .d.junitFile]: _junit, [_wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_2__/* .EVIDENCE_OUTPUTS */ .d.ctrfFile]: _ctrf, [_wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_2__/* .EVIDENCE_OUTPUTS */ .d.assetsDir]: _assets, ...report } = (0,_annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .reportOutputs */ .rY)(published);
        const outputs = {
            ...report,
            [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUTS */ .py.legs]: String(combined.legs),
            [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUTS */ .py.missing]: String(combined.missing),
        };
        if (combined.failure)
            return { outputs, failure: combined.failure };
        if (published.blockNote)
            ctx.log.warning(`${published.blockNote}.`);
        const flaky = flakyStep(counts.flaky, inputs.evidence.failOnFlaky, `in ${combined.legs} legs`, published.quarantinedFlaky);
        if (flaky.warning)
            ctx.log.warning(flaky.warning);
        return flaky.failure ? { outputs, failure: flaky.failure } : { outputs };
    }
    catch (error) {
        if (ctx.signal.aborted)
            ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_3__/* .STATE */ .c4.cancelled, 'true');
        else {
            const { reportFailure } = await __webpack_require__.e(/* import() */ 9062).then(__webpack_require__.bind(__webpack_require__, 19062));
            const check = { githubToken: inputs.githubToken, name: inputs.checkName, externalId: 'combined' };
            await reportFailure(error, ctx, { ...check, openCheckRunId: opened });
            ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_3__/* .STATE */ .c4.reported, 'true');
        }
        throw error;
    }
}


/***/ }),

/***/ 90028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ workflowRunUrl),
/* harmony export */   Ek: () => (/* binding */ repositoryUrl),
/* harmony export */   Yx: () => (/* binding */ whyNotCombinable),
/* harmony export */   _M: () => (/* binding */ repositoryOf),
/* harmony export */   _Z: () => (/* binding */ workflowPathOf),
/* harmony export */   jf: () => (/* binding */ chooseCommit),
/* harmony export */   ol: () => (/* binding */ workflowRunOf),
/* harmony export */   pC: () => (/* binding */ queueBaseBranch)
/* harmony export */ });
/* unused harmony export FALLBACK_ANNOTATION_PATH */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72487);


const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/i;
/**
 * The commit the user sees: the pull request's head on pull_request events (GITHUB_SHA is a throw-away
 * merge commit there), the run's head commit on workflow_run, the queue's commit on merge_group
 * (`merge_group.head_sha`, which GITHUB_SHA is too), else GITHUB_SHA.
 */
function chooseCommit(env) {
    const event = env.GITHUB_EVENT_NAME ?? '';
    const fallback = env.GITHUB_SHA?.trim() || undefined;
    const pullRequest = event.startsWith('pull_request');
    const from = pullRequest
        ? 'the pull request head'
        : event === 'workflow_run'
            ? 'the head of the workflow run'
            : event === 'merge_group'
                ? "the merge queue's commit"
                : undefined;
    if (!from)
        return { sha: fallback, from: 'GITHUB_SHA' };
    let sha;
    let why = 'it names no head commit';
    try {
        const payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
        sha = pullRequest
            ? payload.pull_request?.head?.sha
            : event === 'workflow_run'
                ? payload.workflow_run?.head_sha
                : payload.merge_group?.head_sha;
    }
    catch (error) {
        why = `it could not be read (${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__.messageOf)(error)})`;
    }
    if (typeof sha === 'string' && SHA.test(sha))
        return { sha, from };
    return {
        sha: fallback,
        from: 'GITHUB_SHA',
        problem: `The ${event} event payload (GITHUB_EVENT_PATH) was expected to name ${from}, but ${why}; the check run goes on GITHUB_SHA instead.`,
    };
}
/** owner and repo from GITHUB_REPOSITORY (`owner/repo`). */
function repositoryOf(env) {
    const match = /^([^/\s]+)\/([^/\s]+)$/.exec(env.GITHUB_REPOSITORY?.trim() ?? '');
    return match?.[1] && match[2] ? { owner: match[1], repo: match[2] } : undefined;
}
/** Where annotations go when nothing better is known: GitHub needs a path, and this one always exists. */
const FALLBACK_ANNOTATION_PATH = '.github';
/**
 * The workflow file that ran, from GITHUB_WORKFLOW_REF (`owner/repo/.github/workflows/ci.yml@refs/\u2026`):
 * cloud tests have no source line, so their annotations go on it, line 1.
 */
function workflowPathOf(env) {
    const match = /^[^/]+\/[^/]+\/([^@]+)@/.exec(env.GITHUB_WORKFLOW_REF?.trim() ?? '');
    return match?.[1] ?? FALLBACK_ANNOTATION_PATH;
}
/** The repository's page on the server the runner names (`https://github.com/owner/repo`). */
function repositoryUrl(env) {
    const server = env.GITHUB_SERVER_URL?.trim().replace(/\/+$/, '');
    const repository = env.GITHUB_REPOSITORY?.trim();
    return server && repository ? `${server}/${repository}` : undefined;
}
/** The workflow run's page, where a check run's "Details" and a comment point; undefined outside Actions. */
function workflowRunUrl(env) {
    const repository = repositoryUrl(env);
    const runId = env.GITHUB_RUN_ID?.trim() ?? '';
    return repository && /^\d+$/.test(runId) ? `${repository}/actions/runs/${runId}` : undefined;
}
/**
 * The workflow run a step runs in (GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT) and, on a `workflow_run` event,
 * the run that triggered it (the payload's `workflow_run.id`): what a report's digest names, for a
 * later reader to check where the report came from. Undefined outside a workflow run.
 */
function workflowRunOf(env) {
    const runId = env.GITHUB_RUN_ID?.trim() ?? '';
    if (!/^\d{1,20}$/.test(runId))
        return undefined;
    const attempt = Number(env.GITHUB_RUN_ATTEMPT);
    const run = { runId, attempt: Number.isInteger(attempt) && attempt >= 1 ? attempt : 1 };
    if (env.GITHUB_EVENT_NAME !== 'workflow_run')
        return run;
    let triggeredBy;
    try {
        const payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
        triggeredBy = payload.workflow_run?.id;
    }
    catch {
        // Without the payload the triggering run is not named, and a reader does not trust the report.
    }
    const id = typeof triggeredBy === 'number' || typeof triggeredBy === 'string' ? String(triggeredBy) : '';
    return /^\d{1,20}$/.test(id) ? { ...run, triggeredBy: id } : run;
}
/**
 * Why a report of this workflow run's reports (actions/combine) cannot be made here, in one line;
 * undefined when it can. Checked before any reporting code loads, so a step without them ends at once.
 */
function whyNotCombinable(hasToken, env) {
    const missing = !hasToken
        ? 'no GitHub token was given (input `github-token`)'
        : !workflowRunOf(env)
            ? 'this is no workflow run (GITHUB_RUN_ID is not set)'
            : !repositoryOf(env) || !chooseCommit(env).sha
                ? 'GITHUB_REPOSITORY or the commit is not known'
                : undefined;
    return missing && `Combining reads the reports of this workflow run on GitHub, and ${missing}.`;
}
/** The branch GitHub's merge queue tests a group on: `gh-readonly-queue/<base branch>/pr-<n>-<sha>`. */
const QUEUE_BRANCH = /^gh-readonly-queue\/(.+)\/pr-\d+-[0-9a-f]+$/;
/** The branch a merge queue's group merges into, read from the branch the queue tests it on. */
const queueBaseBranch = (headBranch) => QUEUE_BRANCH.exec(headBranch ?? '')?.[1];


/***/ })

};
