export const id = 7154;
export const ids = [7154];
export const modules = {

/***/ 77505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ CELL_CHARS),
/* harmony export */   j: () => (/* binding */ tableRow)
/* harmony export */ });
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23243);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67388);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56970);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74353);




// A test's row in the summaries' tables lives with the value: the reader measures it to keep only
// the tests some summary can show (reader.ts), and the summaries lay it out (outputs/summary.ts).
/** Longest text of a table cell; the annotation carries the whole message. */
const CELL_CHARS = { name: 200, environment: 100, platform: 100, message: 500 };
/**
 * A test's row in a table of failed or unknown tests, with a Links cell when the table has that
 * column (`linked`). Its size without one is the least any summary gives the test (src/report/value/reader.ts).
 */
function tableRow(e, linked) {
    return (`| ${rowCell(e.name, CELL_CHARS.name)} | ${rowCell(e.environment, CELL_CHARS.environment)} | ` +
        `${rowCell(e.platform, CELL_CHARS.platform)} |` +
        `${linked ? ` ${(0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .markdownLinks */ .jf)(e.links, { inTable: true })} |` : ''}` +
        ` ${rowCell(messageCell(e), CELL_CHARS.message)} |\n`);
}
/** A test's message, after what its attempts were when it had more than one. */
function messageCell(e) {
    if (!e.attempts || e.attempts < 2)
        return e.message;
    const attempts = e.outcome === 'flaky'
        ? `Passed on attempt ${e.attempts} after a failure`
        : `${e.attempts} attempts, the last`;
    return e.message ? `${attempts}: ${e.message}` : attempts;
}
/** Characters in a row without white space before the table may wrap it (a URL, base64). */
const UNBROKEN_CHARS = 30;
/** A cell of a table row: as the summary's `cell`, and a long run without white space may wrap. */
function rowCell(value, max) {
    if (!value)
        return '';
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCell */ .UZ)((0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .softBreaks */ .pU)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(value), max), UNBROKEN_CHARS));
}


/***/ }),

/***/ 86594:
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
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(part, target);
        },
        abort: async () => {
            await close().catch(() => undefined);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(part, { force: true });
        },
    };
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
