export const id = 1355;
export const ids = [1355];
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


/***/ })

};
