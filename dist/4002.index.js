export const id = 4002;
export const ids = [4002];
export const modules = {

/***/ 24272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _codeless_external_id_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(63975);
/* harmony import */ var _codeless_pipeline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36386);
/* harmony import */ var _codeless_wait_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97399);
/* harmony import */ var _runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15510);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(92976);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(23933);






async function run(inputs, ctx) {
    const checkName = inputs.checkName ?? (0,_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .stableCheckName */ .BM)(_codeless_wait_js__WEBPACK_IMPORTED_MODULE_1__/* .CODELESS_CHECK_BASE */ .E_, ctx.job);
    const reported = inputs.report ? checkName : undefined;
    const opened = { done: false };
    const hooks = (0,_names_js__WEBPACK_IMPORTED_MODULE_4__/* .savingHooks */ .h)(ctx, inputs.jobId, reported, opened);
    const check = {
        githubToken: inputs.githubToken,
        name: reported,
        opened,
        externalId: () => (0,_codeless_external_id_js__WEBPACK_IMPORTED_MODULE_5__/* .jobExternalId */ .W)(inputs.jobId),
    };
    const { result, failure } = await (0,_names_js__WEBPACK_IMPORTED_MODULE_4__/* .endOfStep */ .n9)(ctx, check, () => (0,_codeless_pipeline_js__WEBPACK_IMPORTED_MODULE_0__/* .waitAndReport */ .L)(inputs.jobId, { ...inputs, checkName }, ctx, hooks));
    return { outputs: (0,_names_js__WEBPACK_IMPORTED_MODULE_4__/* .waitOutputs */ .sI)(result), ...(failure ? { failure } : {}) };
}


/***/ }),

/***/ 74353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Be: () => (/* binding */ LINKS_EXPIRE_NOTE),
/* harmony export */   IW: () => (/* binding */ safeLabel),
/* harmony export */   Om: () => (/* binding */ linkLines),
/* harmony export */   c0: () => (/* binding */ mediaTypeOf),
/* harmony export */   eG: () => (/* binding */ hasLinks),
/* harmony export */   jf: () => (/* binding */ markdownLinks),
/* harmony export */   q3: () => (/* reexport safe */ _text_escape_js__WEBPACK_IMPORTED_MODULE_0__.q3),
/* harmony export */   ry: () => (/* binding */ labelledLinks),
/* harmony export */   wD: () => (/* binding */ LINKS_SIGNED_NOTE),
/* harmony export */   xn: () => (/* binding */ thumbnail)
/* harmony export */ });
/* unused harmony export NOT_READY_NOTE */
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34589);


// The report's links are read with the same rule as the service's records (src/api/records.ts).

/**
 * Links to a test's recordings in every output. The URLs come from the service, so only an absolute
 * http(s) URL is kept, in the normalized form `URL` gives it (spaces, quotes, `<` and `>` percent-encoded),
 * and it is escaped again for each place it goes; in markdown only an https URL is a link (a label
 * alone stands for any other). Labels are ours, or a log's name cut to safe letters.
 */
/** Shown once beside links: the service signs them for a limited time. */
const LINKS_EXPIRE_NOTE = 'Links to videos, screenshots and logs are signed by the service and expire; `download-assets: failed` keeps copies as files.';
/** The same, where no `download-assets` input is at hand (the command line's reports). */
const LINKS_SIGNED_NOTE = 'Links to videos, screenshots and logs are signed by the service and expire.';
/** Shown when the service said the recordings were not ready when the report was made. */
const NOT_READY_NOTE = 'the service had not finished processing the recordings; the links may work only later';
/** Width of a thumbnail in the job summary, in pixels. */
const THUMBNAIL_WIDTH = 320;
/** A log's name as a label: letters, digits, space, dot, dash and underscore only, 40 characters at most. */
function safeLabel(value) {
    return (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(value.replace(/[^\p{L}\p{N} ._-]/gu, ' ')), 40);
}
/** Video, last screenshot and each log, labelled, in that order. */
function labelledLinks(links) {
    if (!links)
        return [];
    const last = links.screenshots?.at(-1);
    return [
        ...(links.video ? [{ label: 'video', url: links.video }] : []),
        ...(last ? [{ label: 'last screenshot', url: last }] : []),
        ...(links.logs ?? []).map((log) => ({ label: `log: ${log.label}`, url: log.url })),
    ];
}
/** Whether `labelledLinks` gives the test any link (told without making them: it runs per test read). */
const hasLinks = ({ links }) => Boolean(links && (links.video || links.screenshots?.at(-1) || links.logs?.length));
/** Plain-text lines for annotation details and report files: `Video: https://\u2026`, then the note. */
function linkLines(links) {
    const list = labelledLinks(links);
    if (!list.length)
        return [];
    const lines = list.map((l) => `${l.label[0]?.toUpperCase()}${l.label.slice(1)}: ${l.url}`);
    if (links?.notReady)
        lines.push(`Note: ${NOT_READY_NOTE}.`);
    lines.push('These links are signed by the service and expire.');
    return lines;
}
/** `[video](<\u2026>) \u00b7 [last screenshot](<\u2026>) \u00b7 [log: selenium](<\u2026>)`, empty without links. */
function markdownLinks(links, options) {
    const list = labelledLinks(links).map((l) => (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(l.label, l.url, options));
    if (list.length && links?.notReady)
        list.push('(not ready yet)');
    return list.join(' \u00b7 ');
}
/**
 * A thumbnail of the test's last screenshot that opens the full image, with the test's name under it;
 * undefined without an https screenshot. `name` must already be escaped for markdown.
 */
function thumbnail(entry, escapedName) {
    const last = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(entry.links?.screenshots?.at(-1));
    if (!last)
        return undefined;
    const src = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtmlAttribute */ .TX)(last);
    return `<a href="${src}"><img src="${src}" width="${THUMBNAIL_WIDTH}" alt="Last screenshot"></a><br>${escapedName}\n`;
}
/**
 * The path of an address as `httpUrl` gives it (serialized: its user, host and port hold no `/`, `?`
 * or `#`), read off the text: what `new URL(href).pathname` is, without making a URL of every link.
 */
const SERIALIZED_PATH = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^?#]*)/i;
/**
 * A file extension and MIME type from the path of an address as `httpUrl` gives it, for attachments
 * and downloads; `fallback` when unknown.
 */
function mediaTypeOf(url, fallback) {
    const known = {
        mp4: 'video/mp4',
        webm: 'video/webm',
        png: 'image/png',
        jpg: 'image/jpeg',
        jpeg: 'image/jpeg',
        gif: 'image/gif',
        log: 'text/plain',
        txt: 'text/plain',
        json: 'application/json',
    };
    const path = SERIALIZED_PATH.exec(url)?.[1] ?? '';
    const extension = /\.([a-z0-9]{2,5})$/i.exec(path)?.[1]?.toLowerCase();
    return extension && known[extension] ? { extension, type: known[extension] } : fallback;
}


/***/ })

};
