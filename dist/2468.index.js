export const id = 2468;
export const ids = [2468];
export const modules = {

/***/ 93931:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kx: () => (/* binding */ learnOwnApp),
/* harmony export */   oQ: () => (/* binding */ sameApp),
/* harmony export */   xx: () => (/* binding */ ownAppOf)
/* harmony export */ });
/**
 * The app this step writes as (docs/github-facts.md, "Who wrote it"): the app GitHub names on the
 * check run the step created or updated, in its answer to that write. It is the same for the workflow
 * token (`github-actions`) and for an app's installation token, which GitHub answers `GET /user` with
 * 403: no guess stands in for it. An earlier report is ours only when that app wrote it.
 */
/** Learnt per GitHub client, which is one per token for the whole step (src/runtime/github/connector.ts). */
const learnt = new WeakMap();
/** Records the app GitHub's answer to a write of our check run names; an answer naming none is not an answer. */
function learnOwnApp(github, app) {
    const slug = app?.slug?.trim();
    const id = typeof app?.id === 'number' ? app.id : undefined;
    if (slug || id !== undefined)
        learnt.set(github, { ...(id === undefined ? {} : { id }), slug: slug ?? null });
}
/** The app our check run's writes were answered with; undefined while none was. */
function ownAppOf(github) {
    return learnt.get(github);
}
const same = (a, b) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
/** Whether an app GitHub names is `ours`: the same ID where both are known, else the same slug. */
function sameApp(app, ours) {
    if (!app || !ours)
        return false;
    if (typeof app.id === 'number' && typeof ours.id === 'number')
        return app.id === ours.id;
    return same(app.slug, ours.slug);
}


/***/ }),

/***/ 43715:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ requestSignal)
/* harmony export */ });
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** Each GitHub request ends with the step's cancellation or after its own time limit. */
function requestSignal(deps) {
    return () => {
        const timeout = AbortSignal.timeout(deps.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
        return deps.signal ? AbortSignal.any([deps.signal, timeout]) : timeout;
    };
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
