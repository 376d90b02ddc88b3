export const id = 349;
export const ids = [349];
export const modules = {

/***/ 20349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PR_COMMENT_MODES: () => (/* binding */ PR_COMMENT_MODES),
/* harmony export */   attemptNote: () => (/* binding */ attemptNote),
/* harmony export */   conclusionOf: () => (/* binding */ conclusionOf),
/* harmony export */   describeCounts: () => (/* binding */ describeCounts),
/* harmony export */   flakyStep: () => (/* binding */ flakyStep),
/* harmony export */   reportOf: () => (/* binding */ reportOf)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42179);

/** Input `pr-comment`. */
const PR_COMMENT_MODES = ['off', 'always', 'on-failure', 'changes'];
/**
 * Any failure fails the check; no tests, or tests whose outcome is unknown, make it neutral until
 * `fail-on-empty` and `fail-on-unknown` judge them (src/report/history/fail-on.ts). A flaky test passed
 * in the end: `fail-on-flaky` decides whether it fails the step, never the check.
 */
function conclusionOf(counts) {
    if (counts.failed > 0)
        return 'failure';
    if (counts.total === 0 || counts.unknown > 0)
        return 'neutral';
    return 'success';
}
/**
 * A check-run title from the counts: `3 of 40 tests failed, 2 unknown, 1 flaky`. A flaky test passed
 * in the end, so it fails nothing, but it is not among the passed ones either.
 */
function describeCounts(counts) {
    if (counts.total === 0)
        return 'No tests';
    const rest = (counts.unknown ? `, ${counts.unknown} unknown` : '') + (counts.flaky ? `, ${counts.flaky} flaky` : '');
    if (counts.failed)
        return `${counts.failed} of ${counts.total} tests failed${rest}`;
    if (rest)
        return `${counts.passed} of ${counts.total} tests passed${rest}`;
    return `All ${counts.total} ${counts.total === 1 ? 'test' : 'tests'} passed`;
}
/**
 * What flaky tests do to a step whose tests otherwise passed: with `fail-on-flaky` they fail it, else a
 * warning says how many there were. `where` ends the sentence: `in build "nightly-7"`.
 */
function flakyStep(flaky, failOnFlaky, where) {
    if (!flaky)
        return {};
    const line = `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(flaky, 'test')} ${flaky === 1 ? 'was' : 'were'} flaky ${where}: failed, then passed on a retry`;
    if (failOnFlaky)
        return { failure: `${line} (fail-on-flaky is true).` };
    return { warning: `${line} (fail-on-flaky is false, so the step passes).` };
}
/** The report value, with annotations on `workflowPath` unless the input names a path. */
function reportOf(input, tests, workflowPath) {
    return {
        input,
        tests,
        conclusion: input.conclusion ?? conclusionOf(tests.counts),
        annotationPath: input.annotationPath?.trim() || workflowPath,
    };
}
/**
 * On a re-run, which attempt reported: the check keeps its name on the same commit, so GitHub shows
 * this newest result in place of the earlier attempt's.
 */
function attemptNote(job) {
    if (job.attempt < 2)
        return undefined;
    return `Attempt ${job.attempt} of this workflow run: this report replaces the one of attempt ${job.attempt - 1} under the same check name.`;
}


/***/ })

};
