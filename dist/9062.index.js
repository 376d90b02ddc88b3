export const id = 9062;
export const ids = [9062];
export const modules = {

/***/ 19062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitHubPublisher: () => (/* binding */ gitHubPublisher),
/* harmony export */   publisherFor: () => (/* binding */ publisherFor),
/* harmony export */   reportEndedEarly: () => (/* binding */ reportEndedEarly),
/* harmony export */   reportFailure: () => (/* binding */ reportFailure)
/* harmony export */ });
/** The runner host's publisher over its GitHub side; the reporting code loads on the first report. */
function gitHubPublisher(deps) {
    return {
        publish: async (input, options) => (await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(8361), __webpack_require__.e(5490), __webpack_require__.e(4308), __webpack_require__.e(5182), __webpack_require__.e(6457), __webpack_require__.e(2583), __webpack_require__.e(6866)]).then(__webpack_require__.bind(__webpack_require__, 72583))).publishReport(input, deps, options),
    };
}
/** The host's publisher, else GitHub's over the step's token. */
async function publisherFor(ctx, githubToken) {
    if (ctx.publisher)
        return ctx.publisher;
    const { reportDeps } = await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(8361), __webpack_require__.e(5490), __webpack_require__.e(4308), __webpack_require__.e(5182), __webpack_require__.e(6457), __webpack_require__.e(2583), __webpack_require__.e(6866)]).then(__webpack_require__.bind(__webpack_require__, 72583));
    return gitHubPublisher(await reportDeps(githubToken, ctx));
}
/**
 * A reporting step failed before its report: on the runner its check run is completed (or made)
 * `failure`, titled with why, so a required check never waits with nothing said. A cancelled step
 * leaves that to its post step (it has the time a cancelled step lacks); a host with its own
 * publisher says it its own way (the command line's exit code and line). Problems are warnings.
 */
async function reportFailure(error, ctx, check) {
    if (ctx.signal.aborted || ctx.publisher)
        return;
    const { messageOf } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 72487));
    await reportUnreported(ctx, check.githubToken, {
        name: check.name,
        externalId: check.externalId,
        reason: `Not reported: ${messageOf(error)}`,
        conclusion: 'failure',
        ...(check.openCheckRunId === undefined ? {} : { openCheckRunId: check.openCheckRunId }),
    });
}
/**
 * The post step of a reporting step that ended before its report and left no check run: it makes
 * one, `cancelled` when main said it was cancelled, else `failure` (main timed out or was stopped hard).
 * A host with its own publisher opens no check run, so it leaves none to make.
 */
async function reportEndedEarly(ctx, githubToken, saved) {
    if (ctx.publisher)
        return;
    await reportUnreported(ctx, githubToken, {
        name: saved.name,
        externalId: saved.externalId,
        ...(saved.openCheckRunId === undefined ? {} : { openCheckRunId: saved.openCheckRunId }),
        reason: saved.cancelled
            ? 'Not reported: the step was cancelled before it reported'
            : 'Not reported: the step ended before it reported (it timed out, or was stopped)',
        conclusion: saved.cancelled ? 'cancelled' : 'failure',
        happened: 'Its post step made this check run, so that the check does not wait with nothing said.',
    });
}
async function reportUnreported(ctx, githubToken, check) {
    const [{ reportDeps }, { publishUnreported }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(8361), __webpack_require__.e(5490), __webpack_require__.e(4308), __webpack_require__.e(5182), __webpack_require__.e(6457), __webpack_require__.e(2583), __webpack_require__.e(6866)]).then(__webpack_require__.bind(__webpack_require__, 72583)),
        Promise.all(/* import() */[__webpack_require__.e(6457), __webpack_require__.e(9249)]).then(__webpack_require__.bind(__webpack_require__, 94571)),
    ]);
    await publishUnreported(check, await reportDeps(githubToken, ctx));
}


/***/ })

};
