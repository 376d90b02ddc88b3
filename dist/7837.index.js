export const id = 7837;
export const ids = [7837];
export const modules = {

/***/ 97837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ readEvent)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55491);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72487);



/**
 * The event that started the workflow run (GITHUB_EVENT_NAME, and its payload at GITHUB_EVENT_PATH),
 * read once, here alone, and handed to what needs it: the commit a check run goes on
 * (environment.ts), the base a report compares with (history/base/commit.ts), the run that triggered a
 * `workflow_run` (environment.ts), the pull request a comment goes to (outputs/comment.ts). Only the
 * fields those read are kept (docs/github-facts.md); a field that is not what GitHub sends is as if it
 * were absent.
 */
/** Absent unless it is what the schema says. */
const lenient = (schema) => schema.optional().catch(undefined);
/**
 * The payload's schema, made on the first read: a step that reads no event (one that stops at its
 * settings) does not pay for it.
 */
function payloadSchema() {
    // Whatever it is: the reader checks it (a SHA, a branch).
    const unchecked = zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J().optional();
    const repo = lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ id: unchecked }).nullable());
    const pullRequestOfRun = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        number: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
        head: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ sha: unchecked, repo }).nullable()),
        base: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ sha: unchecked, ref: unchecked, repo }).nullable()),
    })
        .catch({});
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        before: unchecked,
        pull_request: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
            number: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
            head: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ sha: unchecked })),
            base: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ sha: unchecked, ref: unchecked })),
        })),
        merge_group: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ head_sha: unchecked, base_sha: unchecked, base_ref: unchecked })),
        workflow_run: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
            id: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()])),
            event: unchecked,
            head_sha: unchecked,
            head_branch: unchecked,
            pull_requests: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(pullRequestOfRun).nullable()),
        })),
        repository: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ default_branch: unchecked })),
    })
        .catch({});
}
let schema;
/** The step's event, its payload read from GITHUB_EVENT_PATH. */
function readEvent(env) {
    const name = env.GITHUB_EVENT_NAME ?? '';
    try {
        const json = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
        return { name, payload: (schema ??= payloadSchema()).parse(json) };
    }
    catch (error) {
        return { name, payload: {}, unread: (0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__.messageOf)(error) };
    }
}


/***/ })

};
