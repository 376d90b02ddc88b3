export const id = 9292;
export const ids = [9292];
export const modules = {

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
