export const id = 9062;
export const ids = [9062];
export const modules = {

/***/ 19062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitHubPublisher: () => (/* binding */ gitHubPublisher),
/* harmony export */   publisherFor: () => (/* binding */ publisherFor)
/* harmony export */ });
/** The runner host's publisher over its GitHub side; the reporting code loads on the first report. */
function gitHubPublisher(deps) {
    return {
        publish: async (input, options) => (await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(5490), __webpack_require__.e(8361), __webpack_require__.e(8456), __webpack_require__.e(9949), __webpack_require__.e(160)]).then(__webpack_require__.bind(__webpack_require__, 70160))).publishReport(input, deps, options),
    };
}
/** The host's publisher, else GitHub's over the step's token. */
async function publisherFor(ctx, githubToken) {
    if (ctx.publisher)
        return ctx.publisher;
    const { reportDeps } = await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(5490), __webpack_require__.e(8361), __webpack_require__.e(8456), __webpack_require__.e(9949), __webpack_require__.e(160)]).then(__webpack_require__.bind(__webpack_require__, 70160));
    return gitHubPublisher(await reportDeps(githubToken, ctx));
}


/***/ })

};
