export const id = 9935;
export const ids = [9935];
export const modules = {

/***/ 69935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compareWithHistory: () => (/* binding */ compareWithHistory),
/* harmony export */   historyBase: () => (/* binding */ historyBase),
/* harmony export */   historyFile: () => (/* binding */ historyFile),
/* harmony export */   keepHistory: () => (/* binding */ keepHistory)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72487);
/* harmony import */ var _report_comparing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89034);
/* harmony import */ var _report_history_base_lookup_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(36337);
/* harmony import */ var _report_history_digest_model_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(97843);
/* harmony import */ var _report_world_event_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(97837);
/* harmony import */ var _report_world_write_in_place_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(86594);








/** The history file at `shown`. @public (read through the module's namespace: src/cli/ci/publish.ts) */
const historyFile = (shown, cwd, revision) => ({
    shown,
    path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, shown),
    revision,
});
/** The file's text, at most one character more than a digest holds; or that it is missing, or why it is unread. */
async function readText(path) {
    try {
        const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path);
        // A pipe or a device could hold the command up, or never end.
        if (!found.isFile())
            return { why: 'it is not a file' };
        const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'r');
        try {
            const buffer = Buffer.alloc(Math.min(found.size, _report_history_digest_model_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_DIGEST_CHARS */ .e0 + 1));
            const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
            return { text: buffer.toString('utf8', 0, bytesRead) };
        }
        finally {
            await file.close();
        }
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { missing: true };
        return { why: `it could not be read (${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_2__.messageOf)(error)})` };
    }
}
/**
 * The base the file gives: its digest, or why there is none, in the sentences the actions use for a
 * base's digest. A missing file is a branch's first run.
 */
async function historyBase(file) {
    const { shown, revision } = file;
    const on = revision.branch ? { branch: revision.branch } : {};
    const read = await readText(file.path);
    if ('missing' in read) {
        const why = revision.change
            ? `${shown} holds no history: no run of ${revision.branch ?? 'the base branch'} left one where this ${revision.change} reads it`
            : `${shown} holds no history yet: this is the first run to keep one there`;
        return { ...on, why, requests: 0 };
    }
    if ('why' in read)
        return { ...on, why: `the history ${shown} was not read: ${read.why}`, requests: 0 };
    return (0,_report_history_base_lookup_js__WEBPACK_IMPORTED_MODULE_4__/* .baseOfDigest */ .L)(read.text, { where: shown, branch: revision.branch });
}
/**
 * The commit this run moves its branch's window on with: a run of the branch itself whose commit the
 * CI names; undefined for a change request's run, or where no commit is named.
 */
const branchRunOf = (file) => file.revision.change ? undefined : file.revision.commit;
/**
 * The report compared with the file's digest and showing its window, as a report on GitHub is with
 * its base's; its own digest carries the window moved on by this run when it is a run of the branch.
 * The file is read here unless the wait read it already (`header.base`, the publisher's `base`).
 */
async function compareWithHistory(file, header, tests, env) {
    const branchRun = branchRunOf(file);
    return (0,_report_comparing_js__WEBPACK_IMPORTED_MODULE_3__.compareWithBase)(header, tests, header.base ?? (await historyBase(file)), {
        env,
        event: (0,_report_world_event_js__WEBPACK_IMPORTED_MODULE_6__/* .readEvent */ .j)(env),
        ...(branchRun ? { branchRun } : {}),
    });
}
/**
 * After the report: a run of the branch writes its digest (`digestText`, carrying the window moved on
 * by this run) in place of the file, through a new file renamed over it; every other run leaves the
 * file as it was. Either way one line says which. A write that fails is a warning: the report stands.
 * @public (read through the module's namespace: src/cli/ci/publish.ts)
 */
async function keepHistory(file, digestText, header, at) {
    const { shown, revision } = file;
    if (revision.change) {
        at.log.info(`History: ${shown} is read, not written, on a ${revision.change}: only runs of the branch itself move its history on.`);
        return;
    }
    const kept = (why) => at.log.info(`History: ${shown} is left as it was: ${why}.`);
    if (!branchRunOf(file))
        return kept('the CI names no commit for this run');
    if ((0,_report_comparing_js__WEBPACK_IMPORTED_MODULE_3__.didNotFinish)(header))
        return kept('the job did not finish, so its results are not all known');
    try {
        await (0,_report_world_write_in_place_js__WEBPACK_IMPORTED_MODULE_7__/* .writeInPlace */ .a1)(file.path, digestText, { under: at.cwd });
        at.log.info(`History: wrote this run into ${shown}, for the next run to compare with.`);
    }
    catch (error) {
        at.log.warning(`History: could not write ${shown}: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_2__.messageOf)(error)}`);
    }
}


/***/ })

};
