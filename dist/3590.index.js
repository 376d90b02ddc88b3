export const id = 3590;
export const ids = [3590];
export const modules = {

/***/ 3590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SPILL_FOLDER: () => (/* binding */ SPILL_FOLDER),
/* harmony export */   Spill: () => (/* binding */ Spill),
/* harmony export */   runnerTempOf: () => (/* binding */ runnerTempOf)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46193);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_string_decoder__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _world_write_in_place_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86594);





/** What one read of a spill takes. */
const READ_BYTES = 16_384;
/** The runner's temporary folder (emptied after every job), else the system's. */
function runnerTempOf(env) {
    return env.RUNNER_TEMP?.trim() || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)();
}
/** The folder, under the runner's temporary folder, that holds the tests a report is reading. */
const SPILL_FOLDER = 'cloudtest-tests';
/**
 * Lines of text kept on disk while a report is made: every test read, one line of JSON each, so
 * memory holds none of them. In a folder of its own (made with a random name, so no one else's file
 * or link is written through) under `dir`, the runner's temporary folder, which the runner empties
 * after the job even when a step is killed; `remove` deletes it sooner.
 */
class Spill {
    folder;
    path;
    handle;
    writer;
    constructor(folder, path, handle) {
        this.folder = folder;
        this.path = path;
        this.handle = handle;
        this.writer = new _world_write_in_place_js__WEBPACK_IMPORTED_MODULE_4__/* .FileWriter */ .S8(handle);
    }
    static async create(dir) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, SPILL_FOLDER), { recursive: true });
        const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, SPILL_FOLDER, 'report-'));
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'tests.jsonl');
        return new Spill(folder, path, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'wx', 0o600));
    }
    /** Adds lines, given as pieces of text (each line ending in a newline); written before this resolves. */
    async append(pieces) {
        if (!this.handle)
            throw new Error('the spill is closed');
        if (pieces.length)
            await this.writer.write(pieces);
    }
    async close() {
        const handle = this.handle;
        this.handle = undefined;
        await handle?.close();
    }
    /** Every line written, in order, without its newline; read in pieces through one buffer. */
    async *lines() {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(this.path, 'r');
        const buffer = Buffer.allocUnsafe(READ_BYTES);
        const decoder = new node_string_decoder__WEBPACK_IMPORTED_MODULE_3__.StringDecoder('utf8');
        let rest = '';
        try {
            for (;;) {
                const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
                const text = rest + (bytesRead ? decoder.write(buffer.subarray(0, bytesRead)) : decoder.end());
                let from = 0;
                for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', from)) {
                    yield text.slice(from, at);
                    from = at + 1;
                }
                rest = text.slice(from);
                if (!bytesRead)
                    break;
            }
        }
        finally {
            await handle.close();
        }
        if (rest)
            yield rest;
    }
    async remove() {
        await this.close();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(this.folder, { recursive: true, force: true });
    }
}


/***/ })

};
