export const id = 4686;
export const ids = [4686,1355];
export const modules = {

/***/ 11355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  progressLine: () => (/* binding */ progressLine),
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/api/records.ts
var records = __webpack_require__(39762);
// EXTERNAL MODULE: ./src/api/refs.ts
var refs = __webpack_require__(93916);
// EXTERNAL MODULE: ./src/api/transport/errors.ts
var errors = __webpack_require__(72487);
// EXTERNAL MODULE: ./src/api/transport/upload.ts
var upload = __webpack_require__(98789);
// EXTERNAL MODULE: ./src/runtime/inputs.ts
var inputs = __webpack_require__(12291);
// EXTERNAL MODULE: ./src/runtime/url-secrets.ts
var url_secrets = __webpack_require__(95901);
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/actions/upload-app/names.ts
var names = __webpack_require__(72579);
;// CONCATENATED MODULE: ./src/actions/upload-app/app-file.ts




const GLOB_MAGIC = /[*?[\]{}]/;
const LOCAL_FILE_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** The end record (22 bytes) sits within the last 22 bytes plus an archive comment of up to 64 KiB. */
const TAIL_BYTES = 22 + 0xffff;
const MAX_LISTED = 5;
function fail(message) {
    throw new inputs/* InputError */.dz(`Input "${names/* INPUTS */.mc.file}": ${message}`);
}
/**
 * The one file a path or glob names, relative to `cwd`: a path that exists is taken as it is (so a
 * name with brackets needs no escaping); anything else is a glob that must match exactly one file.
 * Node's glob reads a backslash as a folder separator on every system, so a Windows-style
 * `build\outputs\*.apk` matches as users mean it (test/actions/upload-app.test.ts).
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

// EXTERNAL MODULE: ./src/actions/upload-app/inputs.ts
var upload_app_inputs = __webpack_require__(29706);
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
        // A signed URL's query is a credential, and the service may quote the URL in an error message.
        for (const secret of (0,url_secrets/* urlSecrets */.F)(url))
            ctx.setSecret(secret);
        source = { url: url.href };
        what = `Asking the service to fetch ${(0,url_secrets/* shownUrl */.z)(url)}`;
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
        outputs: { [names/* OUTPUTS */.py.appUrl]: appUrl, [names/* OUTPUTS */.py.appKey]: appKey },
        env: { [names/* EXPORTED_ENV */.eN.appUrl]: appUrl },
    };
}
/** A replace under a key that does not exist would fail only after the whole upload: ask first. */
async function requireStoredApp(ctx, appKey) {
    try {
        await ctx.client.storage.get(appKey);
    }
    catch (error) {
        if (error instanceof errors/* ServiceError */._7 && error.status === 404) {
            throw new inputs/* InputRefusedError */.JA(`Input "${names/* INPUTS */.mc.appKey}": no app is stored under the key "${appKey}" (leave it empty to store a new app).`);
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


/***/ }),

/***/ 8164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HA: () => (/* binding */ int32),
/* harmony export */   ZZ: () => (/* binding */ pageOf),
/* harmony export */   an: () => (/* binding */ LenientRecordSchema),
/* harmony export */   to: () => (/* binding */ AckSchema),
/* harmony export */   vE: () => (/* binding */ timestamp),
/* harmony export */   xf: () => (/* binding */ positiveId)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55491);

/** int32 as the spec types IDs and counters. */
const int32 = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(-2147483648).max(2147483647);
/** Timestamps are ISO 8601 strings per the spec; their exact form varies, so they stay strings. */
const timestamp = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP();
const AckSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ success: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY() });
/**
 * Positive int32: an ID the service returns and a later step uses (a tunnel to delete, a job to poll);
 * the spec gives IDs no lower bound (ASSUMPTIONS.positiveIds).
 */
const positiveId = int32.min(1, 'expected a positive whole number (an ID)');
/** Items skipped, returned and listed: never negative, or the walk over the list could not be trusted. */
const countOf = int32.min(0);
const MetaSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ offset: countOf, count: countOf, total: countOf });
/** What a JSON value is, in zod's words: `array`, `null`, `string`, \u2026 */
const kindOf = (value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
/**
 * A record the spec leaves "not shown": any object, every field kept, none required.
 * Actions read such records only through an adapter that treats what is missing as unknown.
 * Taken as it is, not copied field by field: a build's pages hold 100,000 records, and a copy of
 * each (`z.looseObject`) was the largest share of the memory reading them churned through.
 */
const LenientRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .custom */ .IeY((value) => kindOf(value) === 'object', {
    error: (issue) => `Invalid input: expected object, received ${kindOf(issue.input)}`,
});
/**
 * A list answer. Where the spec shows the `{ data, meta }` envelope (`enveloped`), only that is read;
 * elsewhere the envelope is open and a bare array is accepted too (ASSUMPTIONS.bareLists), its meta left
 * to the walk over it (src/api/transport/pagination.ts) rather than guessed from its length.
 */
function pageOf(item, options = {}) {
    const envelope = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ data: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item), meta: MetaSchema });
    const schema = options.enveloped
        ? envelope
        : zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([envelope, zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item).transform((data) => ({ data }))]);
    return schema;
}


/***/ }),

/***/ 95901:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ urlSecrets),
/* harmony export */   z: () => (/* binding */ shownUrl)
/* harmony export */ });
/**
 * What in a URL is a credential, for masking before anything can print it: the password, and the query
 * of a signed URL (whole, each value as written and decoded) with the whole URL in both spellings,
 * since a service or a tool may echo it back. The user name is kept, and so is any value too short to
 * be a credential (`v=1`): masking it would blank out ordinary log text.
 */
function urlSecrets(url) {
    const secrets = new Set();
    if (url.password)
        secrets.add(url.password).add(decoded(url.password, decodeURIComponent));
    if (url.search.length > 1) {
        const query = url.search.slice(1);
        secrets.add(url.href).add(decoded(url.href, decodeURI)).add(query);
        for (const part of query.split('&'))
            secrets.add(part.slice(part.indexOf('=') + 1));
        for (const value of url.searchParams.values())
            secrets.add(value).add(encodeURIComponent(value));
    }
    return [...secrets].filter((secret) => secret.length >= MIN_SECRET_CHARS);
}
const MIN_SECRET_CHARS = 6;
/** A stray `%` leaves the text as written. */
function decoded(text, decode) {
    try {
        return decode(text);
    }
    catch {
        return text;
    }
}
/** The URL as it may be shown: origin and path, without credentials or query. */
function shownUrl(url) {
    return `${url.origin}${url.pathname}`;
}


/***/ }),

/***/ 42179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   dg: () => (/* binding */ passedOnAttempt),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
// Wording shared by every log line and report: counts, durations, sizes.
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/**
 * When a test that failed passed, from its attempts (how many, how many failed): `on attempt 3 after
 * 2 failures`, `on attempt 2 after a failure`. An attempt whose outcome is unknown is no failure.
 */
function passedOnAttempt(test) {
    const failures = test.failedAttempts ?? 1;
    return `on attempt ${test.attempts ?? 2} after ${failures === 1 ? 'a failure' : plural(failures, 'failure')}`;
}
/** "45 s", "2 min 5 s", "1 h 0 min". */
function formatSeconds(ms) {
    const s = Math.round(ms / 1000);
    if (s < 60)
        return `${s} s`;
    if (s < 3600)
        return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
    return `${Math.floor(s / 3600)} h${s % 3600 >= 60 ? ` ${Math.floor((s % 3600) / 60)} min` : ''}`;
}
const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
/** "512 B", "1.5 MiB". */
function formatBytes(bytes) {
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < UNITS.length - 1) {
        value /= 1024;
        unit++;
    }
    return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}


/***/ })

};
