export const id = 469;
export const ids = [469];
export const modules = {

/***/ 18469:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/runtime/runtime.ts + 13 modules
var runtime = __webpack_require__(7490);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(88532);
;// CONCATENATED MODULE: ./src/actions/upload-app/names.ts
const ACTION = 'upload-app';
const INPUTS = {
    file: 'file',
    url: 'url',
    appKey: 'app-key',
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = {
    appUrl: 'app-url',
    appKey: 'app-key',
};
/** Variables exported to the job's later steps. */
const EXPORTED_ENV = {
    appUrl: 'CLOUDTEST_APP_URL',
};

// EXTERNAL MODULE: ./src/runtime/inputs.ts
var inputs = __webpack_require__(12291);
// EXTERNAL MODULE: ./src/api/refs.ts
var refs = __webpack_require__(93916);
;// CONCATENATED MODULE: ./src/actions/upload-app/inputs.ts




const InputsSchema = schemas/* object */.Ikc({
    [INPUTS.file]: (0,inputs/* optionalText */.mR)(),
    [INPUTS.url]: (0,inputs/* optionalText */.mR)().transform((value, ctx) => {
        if (value === undefined)
            return undefined;
        const url = URL.canParse(value) ? new URL(value) : undefined;
        if (!url || !['https:', 'http:'].includes(url.protocol) || !url.hostname) {
            ctx.addIssue({ code: 'custom', message: `must be an http(s):// URL, got "${value}"` });
            return core/* NEVER */.tm;
        }
        return url;
    }),
    [INPUTS.appKey]: (0,inputs/* optionalText */.mR)().transform((value, ctx) => {
        if (value === undefined)
            return undefined;
        try {
            return (0,refs/* appKeyOf */.QO)(value);
        }
        catch {
            ctx.addIssue({ code: 'custom', message: `must be an app key (KEY or scheme://KEY), got "${value}"` });
            return core/* NEVER */.tm;
        }
    }),
})
    .superRefine((raw, ctx) => {
    const hasFile = raw[INPUTS.file] !== undefined;
    const hasUrl = raw[INPUTS.url] !== undefined;
    if (hasFile && hasUrl)
        ctx.addIssue({
            code: 'custom',
            path: [INPUTS.url],
            message: `cannot be given with "${INPUTS.file}": give exactly one of them`,
        });
    if (!hasFile && !hasUrl)
        ctx.addIssue({
            code: 'custom',
            path: [INPUTS.file],
            message: `or "${INPUTS.url}" is required: give exactly one of them`,
        });
})
    .transform((raw) => {
    const file = raw[INPUTS.file];
    const url = raw[INPUTS.url];
    // superRefine has made sure exactly one of them is given.
    return { source: url !== undefined ? { url } : { file: file }, appKey: raw[INPUTS.appKey] };
});

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/records.ts
var records = __webpack_require__(39762);
// EXTERNAL MODULE: ./src/api/upload.ts
var upload = __webpack_require__(34759);
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/actions/upload-app/app-file.ts




const GLOB_MAGIC = /[*?[\]{}]/;
const LOCAL_FILE_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** The end record (22 bytes) sits within the last 22 bytes plus an archive comment of up to 64 KiB. */
const TAIL_BYTES = 22 + 0xffff;
const MAX_LISTED = 5;
function fail(message) {
    throw new inputs/* InputError */.dz(`Input "${INPUTS.file}": ${message}`);
}
/**
 * The one file a path or glob names, relative to `cwd`: a path that exists is taken as it is (so a
 * name with brackets needs no escaping); anything else is a glob that must match exactly one file.
 */
async function resolveAppFile(pattern, cwd) {
    const direct = (0,external_node_path_.resolve)(cwd, pattern);
    const exists = await (0,promises_.stat)(direct).then(() => true, () => false);
    if (exists || !GLOB_MAGIC.test(pattern))
        return direct;
    const matches = [];
    for await (const match of (0,promises_.glob)(pattern, { cwd })) {
        const path = (0,external_node_path_.resolve)(cwd, match);
        if ((await (0,promises_.stat)(path).catch(() => undefined))?.isFile())
            matches.push(path);
    }
    matches.sort();
    if (matches.length === 1 && matches[0])
        return matches[0];
    if (!matches.length)
        fail(`"${pattern}" matches no file in ${cwd}.`);
    const shown = matches.slice(0, MAX_LISTED).map((p) => shortPath(p, cwd));
    const more = matches.length > MAX_LISTED ? `, and ${matches.length - MAX_LISTED} more` : '';
    return fail(`"${pattern}" matches ${matches.length} files (${shown.join(', ')}${more}); it must match exactly one.`);
}
/**
 * Checks, before any byte is sent, that the file can be an app: a regular, non-empty file that is a
 * whole zip archive (APK and IPA both are): it starts with a local file header and ends with an
 * end-of-central-directory record, so a truncated download is caught here too.
 */
async function checkAppFile(path, cwd) {
    const shown = shortPath(path, cwd);
    const info = await (0,promises_.stat)(path).catch((error) => fail(error.code === 'ENOENT' ? `no file at ${shown} (in ${cwd}).` : `cannot read ${shown}: ${error.message}`));
    if (info.isDirectory())
        fail(`${shown} is a directory, not a file.`);
    if (!info.isFile())
        fail(`${shown} is not a regular file.`);
    if (info.size === 0)
        fail(`${shown} is empty (0 bytes).`);
    const handle = await (0,promises_.open)(path, 'r').catch((error) => fail(`cannot read ${shown}: ${error.message}`));
    try {
        const head = Buffer.alloc(LOCAL_FILE_HEADER.length);
        await handle.read(head, 0, head.length, 0);
        if (!head.equals(LOCAL_FILE_HEADER))
            fail(`${shown} is not an APK or IPA: it is not a zip archive (it starts with ${hex(head)}).`);
        const tailLength = Math.min(info.size, TAIL_BYTES);
        const tail = Buffer.alloc(tailLength);
        await handle.read(tail, 0, tailLength, info.size - tailLength);
        if (tail.lastIndexOf(END_OF_CENTRAL_DIRECTORY) < 0)
            fail(`${shown} is not a complete zip archive (no end-of-central-directory record): is it truncated?`);
    }
    finally {
        await handle.close();
    }
    return { path, size: info.size };
}
function shortPath(path, cwd) {
    const rel = (0,external_node_path_.relative)(cwd, path);
    return rel && !rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel) ? rel : path;
}
function hex(bytes) {
    return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join(' ');
}

;// CONCATENATED MODULE: ./src/actions/upload-app/run.ts









/**
 * Uploads an app, or replaces the binary under an existing key, and returns its `app_url`. Every
 * check that can fail fast (the path, the file, the key) runs before the first byte is sent.
 */
async function run(inputs, ctx, options = {}) {
    const cwd = options.cwd ?? process.cwd();
    let source;
    let what;
    if ('file' in inputs.source) {
        const file = await checkAppFile(await resolveAppFile(inputs.source.file, cwd), cwd);
        source = { file: file.path };
        what = `Uploading ${file.path} (${(0,wording/* formatBytes */.z3)(file.size)})`;
    }
    else {
        const { url } = inputs.source;
        source = { url: url.href };
        // Origin and path only: a signed URL's query is a credential.
        what = `Asking the service to fetch ${url.origin}${url.pathname}`;
    }
    if (inputs.appKey !== undefined)
        await requireStoredApp(ctx, inputs.appKey);
    ctx.log.info(`${what}${inputs.appKey === undefined ? '' : `, replacing the app under key ${inputs.appKey}`}.`);
    const uploadOptions = {
        ...options.upload,
        onProgress: (progress) => ctx.log.info(progressLine(progress)),
    };
    const app = inputs.appKey === undefined
        ? await ctx.client.storage.upload(source, uploadOptions)
        : await ctx.client.storage.replace(inputs.appKey, source, uploadOptions);
    const appUrl = app.app_url;
    const appKey = (0,refs/* appKeyOf */.QO)(appUrl);
    if (inputs.appKey !== undefined && appKey !== inputs.appKey) {
        ctx.log.warning(`The service stored the app under ${appUrl}, not under the key "${inputs.appKey}" it was asked to replace; capabilities pinned to the old app_url will not see it.`);
    }
    const info = (0,records/* storedAppInfo */.R_)(app);
    ctx.log.info(`Stored ${info.filename ?? 'the app'}${info.type ? ` (${info.type})` : ''} as ${appUrl}.`);
    return {
        outputs: { [OUTPUTS.appUrl]: appUrl, [OUTPUTS.appKey]: appKey },
        env: { [EXPORTED_ENV.appUrl]: appUrl },
    };
}
/** A replace under a key that does not exist would fail only after the whole upload: ask first. */
async function requireStoredApp(ctx, appKey) {
    try {
        await ctx.client.storage.get(appKey);
    }
    catch (error) {
        if (error instanceof errors/* ServiceError */._7 && error.status === 404) {
            throw new inputs/* InputError */.dz(`Input "${INPUTS.appKey}": no app is stored under the key "${appKey}" (leave it empty to store a new app).`);
        }
        throw error;
    }
}
/** "Uploaded 1.2 MiB of 4.0 MiB (30 %), 2.5 MiB/s" while sending; a summary once every byte is sent. */
function progressLine(p) {
    const rate = `${(0,wording/* formatBytes */.z3)(Math.round(p.bytesPerSecond))}/s`;
    if (p.done) {
        return `Sent ${(0,wording/* formatBytes */.z3)(p.total)} in ${(p.elapsedMs / 1000).toFixed(1)} s (${rate}); waiting for the service to store the app.`;
    }
    const percent = Math.floor((p.sent * 100) / p.total);
    return `Uploaded ${(0,wording/* formatBytes */.z3)(p.sent)} of ${(0,wording/* formatBytes */.z3)(p.total)} (${percent} %), ${rate}.`;
}

;// CONCATENATED MODULE: ./src/actions/upload-app/main.ts




const main = () => (0,runtime/* runMainEntry */.L7)({
    action: ACTION,
    inputs: INPUT_NAMES,
    schema: InputsSchema,
    run: (inputs, ctx) => run(inputs, ctx),
});


/***/ }),

/***/ 39762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R_: () => (/* binding */ storedAppInfo),
/* harmony export */   Vt: () => (/* binding */ jobErrorDetail)
/* harmony export */ });
/* unused harmony exports string, text */
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93916);
/* harmony import */ var _storage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39753);


/** A non-empty string, trimmed; anything else is absent. */
function string(value) {
    return typeof value === 'string' ? value.trim() || undefined : undefined;
}
/** A string or a number as trimmed text; anything else is absent. */
function text(value) {
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    return string(value);
}
/**
 * The one adapter for `errors` entries. The spec names `step`, `browser` and `time` but not their
 * types; `test_id`, `test_name` and `message` are read when present and never required.
 */
function jobErrorDetail(entry) {
    const browser = (value) => {
        if (value && typeof value === 'object') {
            const b = value;
            const parts = [text(b.name) ?? text(b.browser), text(b.version), text(b.platform)].filter(Boolean);
            return parts.length ? parts.join(' ') : undefined;
        }
        return text(value);
    };
    const id = text(entry.test_id);
    return {
        testId: id && /^\d+$/.test(id) ? Number(id) : undefined,
        testName: text(entry.test_name),
        step: text(entry.step),
        browser: browser(entry.browser),
        time: text(entry.time),
        message: text(entry.message) ?? text(entry.error),
    };
}
/** Reads a stored app record leniently: a field of another type than expected counts as absent. */
function storedAppInfo(record) {
    const appUrl = string(record.app_url);
    const id = record.id;
    return {
        appUrl,
        appKey: appUrl && _storage_js__WEBPACK_IMPORTED_MODULE_0__/* .APP_URL */ .oO.test(appUrl) ? (0,_refs_js__WEBPACK_IMPORTED_MODULE_1__/* .appKeyOf */ .QO)(appUrl) : undefined,
        id: typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined,
        filename: string(record.filename),
        type: string(record.type),
        version: text(record.version),
        state: string(record.state),
        createdAt: string(record.created_at),
    };
}


/***/ })

};
