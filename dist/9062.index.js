export const id = 9062;
export const ids = [9062];
export const modules = {

/***/ 19062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitHubPublisher: () => (/* binding */ gitHubPublisher),
/* harmony export */   publisherFor: () => (/* binding */ publisherFor),
/* harmony export */   withReportTests: () => (/* binding */ withReportTests)
/* harmony export */ });
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4477);

/** The runner host's publisher over its GitHub side; the reporting code loads on the first report. */
function gitHubPublisher(deps) {
    return {
        publish: async (input, options) => (await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(2497), __webpack_require__.e(3950), __webpack_require__.e(7252)]).then(__webpack_require__.bind(__webpack_require__, 83950))).publishReport(input, deps, options),
    };
}
/** The host's publisher, else GitHub's over the step's token. */
async function publisherFor(ctx, githubToken) {
    if (ctx.publisher)
        return ctx.publisher;
    const { reportDeps } = await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(2497), __webpack_require__.e(3950), __webpack_require__.e(7252)]).then(__webpack_require__.bind(__webpack_require__, 83950));
    return gitHubPublisher(await reportDeps(githubToken, ctx));
}
/**
 * A report's header and its tests, for `use`: tests given as an array (a job's) are read as a build's
 * are (src/report/reader.ts), spilled under `dir` and removed after; tests read already stay the
 * caller's to dispose.
 */
async function withReportTests(given, dir, use) {
    if ('tests' in given) {
        const { tests, ...header } = given;
        return use(header, tests);
    }
    const { entries, ...header } = given;
    const tests = await (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__/* .readEntries */ .$2)(entries, { dir });
    try {
        return await use(header, tests);
    }
    finally {
        await tests.dispose();
    }
}


/***/ })

};
