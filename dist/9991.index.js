export const id = 9991;
export const ids = [9991,2372];
export const modules = {

/***/ 42372:
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
/* harmony import */ var _write_in_place_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(47743);





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
        this.writer = new _write_in_place_js__WEBPACK_IMPORTED_MODULE_4__/* .FileWriter */ .S8(handle);
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


/***/ }),

/***/ 47743:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bg: () => (/* binding */ openInPlace),
/* harmony export */   S8: () => (/* binding */ FileWriter),
/* harmony export */   a1: () => (/* binding */ writeInPlace),
/* harmony export */   wZ: () => (/* binding */ makeFolders)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_3__);




/**
 * Opens a file to be written where it was asked and nowhere else, whatever a pull request committed
 * there: the data goes to a new file beside the target, created exclusively (never an existing file
 * or link), which `commit` then renames into place. A symbolic link at the target is so replaced,
 * never written through, and a folder on the way below `under` that is a link is refused.
 */
async function openInPlace(target, options = {}) {
    await makeFolders((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), options.under ?? process.cwd());
    const part = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(target)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.part`);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(part, 'wx');
    const writer = new FileWriter(handle);
    let isOpen = true;
    const close = async () => {
        if (isOpen)
            await handle.close();
        isOpen = false;
    };
    return {
        write: async (data) => {
            options.signal?.throwIfAborted();
            await writer.write(data);
        },
        commit: async () => {
            await close();
            await renameOver(part, target);
        },
        abort: async () => {
            await close().catch(() => undefined);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(part, { force: true });
        },
    };
}
/**
 * Waits between tries of a rename over a file another program holds open on Windows (a virus scanner
 * or an indexer reading the new report: EPERM, EBUSY or EACCES), about 3 s in all, as npm's
 * graceful-fs does for longer. Elsewhere those errors do not pass with time and end the first try.
 */
const RENAME_WAITS_MS = [50, 100, 200, 400, 800, 1_500];
const HELD_OPEN = new Set(['EPERM', 'EBUSY', 'EACCES']);
async function renameOver(from, to) {
    for (const wait of process.platform === 'win32' ? RENAME_WAITS_MS : []) {
        try {
            return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(from, to);
        }
        catch (error) {
            if (!HELD_OPEN.has(error.code ?? ''))
                throw error;
        }
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_3__.setTimeout)(wait);
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(from, to);
}
/**
 * Writes to an open file, text through one buffer it keeps: writing a file in many pieces then
 * allocates nothing per piece (memory the runtime would hold on to once freed).
 */
class FileWriter {
    handle;
    scratch = Buffer.alloc(0);
    constructor(handle) {
        this.handle = handle;
    }
    /** Writes bytes, text, or pieces of text in order (never joined into one string first). */
    async write(data) {
        let bytes = data;
        if (!(data instanceof Uint8Array)) {
            const pieces = typeof data === 'string' ? [data] : data;
            let size = 0;
            for (const piece of pieces)
                size += Buffer.byteLength(piece);
            if (this.scratch.length < size)
                this.scratch = Buffer.allocUnsafe(Math.max(size, this.scratch.length * 2));
            let at = 0;
            for (const piece of pieces)
                at += this.scratch.write(piece, at);
            bytes = this.scratch.subarray(0, at);
        }
        for (let at = 0; at < bytes.length;) {
            const { bytesWritten } = await this.handle.write(bytes, at, bytes.length - at);
            at += bytesWritten;
        }
    }
}
/** Writes a whole file in place (`openInPlace`), from text or from chunks as they come. */
async function writeInPlace(target, data, options = {}) {
    const file = await openInPlace(target, options);
    try {
        if (typeof data === 'string')
            await file.write(data);
        else
            for await (const chunk of data)
                await file.write(chunk);
        await file.commit();
    }
    catch (error) {
        await file.abort();
        throw error;
    }
}
/** The folders of a file: below `under`, each made or found as a real folder; elsewhere, just made. */
async function makeFolders(folder, under) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(under, folder);
    if (path === '..' || path.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(path)) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(folder, { recursive: true });
        return;
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(under, { recursive: true });
    let at = under;
    for (const name of path.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).filter(Boolean)) {
        at = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(at, name);
        await folderInPlace(at);
    }
}
/** A folder made if missing; refused if it is a symbolic link (or no folder). */
async function folderInPlace(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(path);
    }
    catch (error) {
        if (error.code !== 'EEXIST')
            throw error;
    }
    const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path);
    if (found.isSymbolicLink())
        throw new Error(`${path} is a symbolic link, which is not followed`);
    if (!found.isDirectory())
        throw new Error(`${path} is not a folder`);
}


/***/ })

};
