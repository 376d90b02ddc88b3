export const id = 975;
export const ids = [975,356];
export const modules = {

/***/ 49043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ createDispatcher)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46752);
/* harmony import */ var _proxy_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24988);


/** How long making a connection may take, before any request is sent on it. */
const CONNECT_TIMEOUT_MS = 10_000;
/**
 * The connection pool every request of a transport goes through, unless the caller gives its own: the
 * one place that decides how the service, GitHub and downloads are reached. HTTP(S)_PROXY and NO_PROXY
 * come from `env` only (never what undici would read from process.env behind our back); credentials in
 * a proxy URL become Basic Proxy-Authorization (undici's ProxyAgent). Certificates: Node's default
 * store, which NODE_EXTRA_CA_CERTS extends at process start.
 */
function createDispatcher(env = process.env, options = {}) {
    const agentOptions = {
        keepAliveTimeout: 4_000,
        connect: { timeout: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS },
    };
    const { httpProxy, httpsProxy, noProxy } = (0,_proxy_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .proxySettingsOf */ .tR)(env);
    if (!httpProxy && !httpsProxy)
        return new undici__WEBPACK_IMPORTED_MODULE_0__/* .Agent */ .g6(agentOptions);
    for (const proxy of [httpProxy, httpsProxy])
        if (proxy && !URL.canParse(proxy))
            throw new Error('The proxy address in HTTPS_PROXY or HTTP_PROXY is not a URL.');
    // Empty strings, not undefined: undefined would let undici fall back to process.env.
    return new undici__WEBPACK_IMPORTED_MODULE_0__/* .EnvHttpProxyAgent */ .J2({
        ...agentOptions,
        httpProxy: httpProxy ?? '',
        httpsProxy: httpsProxy ?? '',
        noProxy,
    });
}


/***/ }),

/***/ 53249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _7: () => (/* binding */ ServiceError),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   e7: () => (/* binding */ DEFAULT_STATUS_MEANINGS),
/* harmony export */   g5: () => (/* binding */ failureOf),
/* harmony export */   mo: () => (/* binding */ extractServerMessage),
/* harmony export */   mu: () => (/* binding */ withHint)
/* harmony export */ });
/** Meanings the spec gives a status on every endpoint; endpoints add or override their own. */
const DEFAULT_STATUS_MEANINGS = {
    400: 'missing or invalid input',
    401: 'authentication failed: check the key and secret',
    402: 'payment required',
    403: 'the account is read-only or lacks the required role',
    404: 'not found',
    408: 'the service timed out',
    429: 'rate limited by the service',
    500: 'internal error of the service',
    502: 'bad gateway',
    503: 'the service is unavailable',
    504: 'gateway timeout',
};
/** The one error type of the API module: says what was attempted, how it failed and what that means. */
class ServiceError extends Error {
    operation;
    method;
    path;
    kind;
    status;
    meaning;
    serverMessage;
    attempts;
    constructor(details) {
        super(describe(details), { cause: details.cause });
        this.name = 'ServiceError';
        this.operation = details.operation;
        this.method = details.method;
        this.path = details.path;
        this.kind = details.kind;
        this.status = details.status;
        this.meaning = details.meaning;
        this.serverMessage = details.serverMessage;
        this.attempts = details.attempts ?? 1;
    }
    /** The same failure with some details changed (the attempts it took, a plainer meaning). */
    with(changes) {
        return new ServiceError({
            operation: this.operation,
            method: this.method,
            path: this.path,
            kind: this.kind,
            status: this.status,
            meaning: this.meaning,
            serverMessage: this.serverMessage,
            attempts: this.attempts,
            cause: this.cause,
            ...changes,
        });
    }
}
function describe(d) {
    const where = `${d.operation} (${d.method} ${d.path})`;
    const tries = d.attempts && d.attempts > 1 ? ` after ${d.attempts} attempts` : '';
    let what;
    switch (d.kind) {
        case 'http':
            what = `failed with HTTP ${d.status}${d.meaning ? `: ${d.meaning}` : ''}`;
            break;
        case 'malformed':
            what = `returned a response that could not be read${d.meaning ? `: ${d.meaning}` : ''}`;
            break;
        case 'not-api':
            what = `got an answer that is not the service's API${d.meaning ? `: ${d.meaning}` : ''}`;
            break;
        case 'too-large':
            what = `returned an answer too large to read${d.meaning ? `: ${d.meaning}` : ''}`;
            break;
        case 'timeout':
            what = `timed out${d.meaning ? `: ${d.meaning}` : ''}`;
            break;
        case 'aborted':
            what = 'was cancelled';
            break;
        default:
            what = `could not reach the service${d.meaning ? `: ${d.meaning}` : ''}`;
    }
    const server = d.serverMessage ? ` Service said: "${d.serverMessage}"` : '';
    return `${where} ${what}${tries}.${server}`;
}
/** The error of one request, named by what it was doing and where. */
function failureOf(req, kind, extra = {}) {
    return new ServiceError({ operation: req.operation, method: req.method, path: req.path, kind, ...extra });
}
/** An error's line, then a sentence of advice: the line may end in the service's quoted message. */
function withHint(error, hint) {
    return `${error.message}${/[.!?]$/.test(error.message) ? '' : '.'} ${hint}`;
}
const MAX_SERVER_MESSAGE = 500;
/**
 * Error bodies are "not shown" in the spec; in practice they carry `error`, `message` or `errors`
 * (a string or an array of strings). Anything else yields a short text excerpt.
 */
function extractServerMessage(body) {
    const text = body.trim();
    if (!text)
        return undefined;
    let message;
    try {
        const parsed = JSON.parse(text);
        if (parsed && typeof parsed === 'object') {
            const record = parsed;
            for (const field of ['message', 'error', 'errors']) {
                const value = record[field];
                if (typeof value === 'string' && value)
                    message = value;
                else if (Array.isArray(value) && value.length)
                    message = value.map(String).join('; ');
                if (message)
                    break;
            }
        }
        else if (typeof parsed === 'string') {
            message = parsed;
        }
    }
    catch {
        // Not JSON: an HTML error page or plain text; keep the start of it.
        message = text.replace(/\s+/g, ' ');
    }
    if (message === undefined)
        return undefined;
    return message.length > MAX_SERVER_MESSAGE ? `${message.slice(0, MAX_SERVER_MESSAGE)}…` : message;
}
/** What an unknown thrown value says, in one line. */
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 36548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ describeNetworkError)
/* harmony export */ });
/* harmony import */ var _proxy_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24988);

/** Node's codes for a certificate it would not trust, and what each means to the user. */
const CERTIFICATE_PROBLEMS = {
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'is signed by a certificate authority this runner does not know',
    UNABLE_TO_GET_ISSUER_CERT: 'is signed by a certificate authority this runner does not know',
    UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'is signed by a certificate authority this runner does not know',
    SELF_SIGNED_CERT_IN_CHAIN: 'chains to a self-signed certificate authority this runner does not know',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'is self-signed',
    CERT_HAS_EXPIRED: 'has expired',
    CERT_NOT_YET_VALID: 'is not valid yet',
    ERR_TLS_CERT_ALTNAME_INVALID: 'is not for this host name',
};
const CA_HINT = 'if a proxy or a private certificate authority sits in between, give its CA certificate (PEM) in NODE_EXTRA_CA_CERTS';
/**
 * One clear line for a failure of the network between the runner and a server, or undefined when the
 * error is not one of these: a 407 from the proxy names the proxy (never its password), a certificate
 * Node did not trust says what was wrong and points at NODE_EXTRA_CA_CERTS.
 */
function describeNetworkError(error, where) {
    const host = new URL(where.url).host;
    const proxy = (0,_proxy_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .proxyFor */ .iJ)(where.url, where.env ?? process.env);
    for (let e = error, depth = 0; e && depth < 5; depth++) {
        const { code, message } = e;
        if (typeof code === 'string' && code in CERTIFICATE_PROBLEMS)
            return `The certificate of ${host} ${CERTIFICATE_PROBLEMS[code]} (${code}); ${CA_HINT}`;
        if (typeof message === 'string' && /\b407\b/.test(message))
            return `The proxy ${proxy ?? '(from HTTPS_PROXY/HTTP_PROXY)'} refused the credentials for ${host} (407 Proxy Authentication Required); check the user and password in the proxy URL`;
        e = e.cause;
    }
    return undefined;
}


/***/ }),

/***/ 72158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G2: () => (/* binding */ openCheckRun),
/* harmony export */   _U: () => (/* binding */ createCheckRun),
/* harmony export */   dZ: () => (/* binding */ describeGitHubError),
/* harmony export */   gj: () => (/* binding */ isPermissionError),
/* harmony export */   lW: () => (/* binding */ annotationOf),
/* harmony export */   we: () => (/* binding */ closeCheckRun)
/* harmony export */ });
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25356);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83303);


/** One failed test as an annotation on line 1 of `path`, every text within GitHub's limits. */
function annotationOf(entry, path) {
    const where = [entry.environment, entry.platform].filter(Boolean).join(', ');
    const details = [
        entry.id && `Test: ${entry.id}`,
        entry.environment && `Browser or device: ${entry.environment}`,
        entry.platform && `Platform: ${entry.platform}`,
        entry.link && `Link: ${entry.link}`,
        ...(0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .linkLines */ .Om)(entry.links),
    ].filter(Boolean);
    return {
        path,
        start_line: 1,
        end_line: 1,
        annotation_level: 'failure',
        title: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(where ? `${entry.name} (${where})` : entry.name), _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_TITLE_CHARS */ .G_),
        message: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToBytes */ .zP)(entry.message?.trim() || 'The test failed.', _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_BYTES */ .lZ),
        ...(details.length ? { raw_details: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToBytes */ .zP)(details.join('\n'), _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_BYTES */ .lZ) } : {}),
    };
}
const outputOf = (title, summary, annotations = []) => ({
    title: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(title), _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_OUTPUT_TITLE_CHARS */ .yU),
    summary,
    ...(annotations.length ? { annotations } : {}),
});
/**
 * A check run that shows while the tests run: `in_progress`, with a line of what is running, until
 * `createCheckRun` completes it (or a cancelled step closes it with `closeCheckRun`).
 */
async function openCheckRun(github, place, text) {
    const { data } = await github.rest.checks.create({
        owner: place.owner,
        repo: place.repo,
        name: place.name,
        head_sha: place.headSha,
        external_id: place.externalId,
        ...(place.detailsUrl ? { details_url: place.detailsUrl } : {}),
        status: 'in_progress',
        output: outputOf(text.title, text.summary),
        request: { signal: place.signal() },
    });
    return { id: data.id, url: data.html_url ?? '' };
}
/** Completes an open check run without a report: a cancelled or timed-out step. */
async function closeCheckRun(github, run, end) {
    await github.rest.checks.update({
        owner: run.owner,
        repo: run.repo,
        check_run_id: run.id,
        status: 'completed',
        conclusion: end.conclusion,
        completed_at: end.completedAt,
        output: outputOf(end.title, end.summary),
        request: { signal: run.signal() },
    });
}
/**
 * Completes the check run (creating it, or completing the one opened in progress) with its conclusion
 * and the first 50 annotations, then appends the rest 50 at a time, a pause apart (a PATCH with
 * annotations adds to those already there). A failed first request throws; a failed batch stops the
 * sending and is returned, since the check run itself stands.
 */
async function createCheckRun(github, req) {
    const batches = [];
    for (let i = 0; i < req.annotations.length; i += _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATIONS_PER_REQUEST */ .aR)
        batches.push(req.annotations.slice(i, i + _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATIONS_PER_REQUEST */ .aR));
    const output = (annotations) => outputOf(req.title, req.summary, annotations);
    const completion = {
        status: 'completed',
        conclusion: req.conclusion,
        completed_at: req.completedAt,
        ...(req.detailsUrl ? { details_url: req.detailsUrl } : {}),
        output: output(batches[0]),
        request: { signal: req.signal() },
    };
    const { owner, repo } = req;
    const { data } = req.existingId === undefined
        ? await github.rest.checks.create({
            owner,
            repo,
            name: req.name,
            head_sha: req.headSha,
            external_id: req.externalId,
            ...completion,
        })
        : await github.rest.checks.update({ owner, repo, check_run_id: req.existingId, ...completion });
    let sent = batches[0]?.length ?? 0;
    for (const batch of batches.slice(1)) {
        try {
            await req.pause(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
            await github.rest.checks.update({
                owner,
                repo,
                check_run_id: data.id,
                output: output(batch),
                request: { signal: req.signal() },
            });
        }
        catch (error) {
            return { id: data.id, url: data.html_url ?? '', sent, error };
        }
        sent += batch.length;
    }
    return { id: data.id, url: data.html_url ?? '', sent };
}
/** An Octokit error as one line: `HTTP 403: Resource not accessible by integration`. */
function describeGitHubError(error) {
    const e = error;
    const message = typeof e.response?.data?.message === 'string' ? e.response.data.message : String(e.message);
    return typeof e.status === 'number' ? `HTTP ${e.status}: ${message}` : message;
}
/**
 * A token that may not create check runs: 403 "Resource not accessible by integration" (fork pull
 * requests, Dependabot, `permissions` without `checks: write`), 404 (a token that cannot see the
 * repository), 401 (no valid token).
 */
function isPermissionError(error) {
    const status = error.status;
    return status === 401 || status === 403 || status === 404;
}


/***/ }),

/***/ 25356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EE: () => (/* binding */ MAX_COMMAND_ANNOTATIONS),
/* harmony export */   G_: () => (/* binding */ MAX_ANNOTATION_TITLE_CHARS),
/* harmony export */   RD: () => (/* binding */ cutToChars),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   aR: () => (/* binding */ MAX_ANNOTATIONS_PER_REQUEST),
/* harmony export */   dy: () => (/* binding */ utf8Bytes),
/* harmony export */   gv: () => (/* binding */ GITHUB_WRITE_PAUSE_MS),
/* harmony export */   jd: () => (/* binding */ MAX_OUTPUT_CHARS),
/* harmony export */   lZ: () => (/* binding */ MAX_ANNOTATION_BYTES),
/* harmony export */   n4: () => (/* binding */ MAX_STEP_SUMMARY_BYTES),
/* harmony export */   q0: () => (/* binding */ utf16Units),
/* harmony export */   rV: () => (/* binding */ MAX_CHECK_RUN_ANNOTATIONS),
/* harmony export */   yU: () => (/* binding */ MAX_OUTPUT_TITLE_CHARS),
/* harmony export */   yd: () => (/* binding */ cutTo),
/* harmony export */   zP: () => (/* binding */ cutToBytes)
/* harmony export */ });
/* unused harmony export ELLIPSIS */
/**
 * GitHub's size limits (docs/github-facts.md) and cutting text to them without breaking a character:
 * cuts fall between grapheme clusters, so neither a surrogate pair, nor an emoji sequence, nor a letter
 * and its combining accent is split.
 */
/** Annotations per check-run request. */
const MAX_ANNOTATIONS_PER_REQUEST = 50;
/** Annotation `title`, in characters. */
const MAX_ANNOTATION_TITLE_CHARS = 255;
/**
 * Annotation `message` and `raw_details`: "64 KB", counted in bytes. Read as 64,000 bytes, the smaller
 * of its two readings, so the cut is safe under either.
 */
const MAX_ANNOTATION_BYTES = 64_000;
/** Check run `output.summary` and `output.text`, in characters. */
const MAX_OUTPUT_CHARS = 65_535;
/** Check run `output.title`: GitHub states no limit; one short line, cut like an annotation title. */
const MAX_OUTPUT_TITLE_CHARS = 255;
/** The job summary of one step (GITHUB_STEP_SUMMARY), in bytes. */
const MAX_STEP_SUMMARY_BYTES = 1024 * 1024;
/**
 * Annotations one check run carries at most: 20 requests of 50, paced a second apart, stay far inside
 * GitHub's limits for content-creating requests (80 a minute, 500 an hour: docs/github-facts.md). The
 * job summary and the JUnit and CTRF files list the failed tests beyond it.
 */
const MAX_CHECK_RUN_ANNOTATIONS = 1000;
/** Pause between two writes to one check run: GitHub asks for a second between content-creating requests. */
const GITHUB_WRITE_PAUSE_MS = 1000;
/** Workflow-command annotations the runner shows per level and step. */
const MAX_COMMAND_ANNOTATIONS = 10;
const ELLIPSIS = '…';
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const utf8Bytes = (text) => Buffer.byteLength(text, 'utf8');
/** Characters as JavaScript counts them (UTF-16 units): never fewer than code points, so a safe measure. */
const utf16Units = (text) => text.length;
/**
 * `text` cut so that `measure(result) <= max`, ending in `…` when something was cut. The measure
 * must add up over concatenation (bytes, UTF-16 units).
 */
function cutTo(text, max, measure) {
    if (measure(text) <= max)
        return text;
    const budget = max - measure(ELLIPSIS);
    if (budget <= 0)
        return '';
    let used = 0;
    let end = 0;
    // The segmenter is lazy: only the kept part of a long text is walked.
    for (const { segment, index } of graphemes.segment(text)) {
        const size = measure(segment);
        if (used + size > budget)
            break;
        used += size;
        end = index + segment.length;
    }
    return `${text.slice(0, end)}${ELLIPSIS}`;
}
const cutToBytes = (text, maxBytes) => cutTo(text, maxBytes, utf8Bytes);
const cutToChars = (text, maxChars) => cutTo(text, maxChars, utf16Units);
/** One line: newlines and runs of white space folded to single spaces. */
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();


/***/ }),

/***/ 83303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Be: () => (/* binding */ LINKS_EXPIRE_NOTE),
/* harmony export */   IW: () => (/* binding */ safeLabel),
/* harmony export */   Om: () => (/* binding */ linkLines),
/* harmony export */   c0: () => (/* binding */ mediaTypeOf),
/* harmony export */   eG: () => (/* binding */ hasLinks),
/* harmony export */   jf: () => (/* binding */ markdownLinks),
/* harmony export */   q3: () => (/* binding */ httpUrl),
/* harmony export */   ry: () => (/* binding */ labelledLinks),
/* harmony export */   xn: () => (/* binding */ thumbnail)
/* harmony export */ });
/* unused harmony export NOT_READY_NOTE */
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67388);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25356);


/**
 * Links to a test's recordings in every output. The URLs come from the service, so only an absolute
 * http(s) URL is kept, in the normalized form `URL` gives it (spaces, quotes, `<` and `>` percent-encoded),
 * and it is escaped again for each place it goes; in markdown only an https URL is a link (a label
 * alone stands for any other). Labels are ours, or a log's name cut to safe letters.
 */
/** Shown once beside links: the service signs them for a limited time. */
const LINKS_EXPIRE_NOTE = 'Links to videos, screenshots and logs are signed by the service and expire; `download-assets: failed` keeps copies as files.';
/** Shown when the service said the recordings were not ready when the report was made. */
const NOT_READY_NOTE = 'the service had not finished processing the recordings; the links may work only later';
/** Width of a thumbnail in the job summary, in pixels. */
const THUMBNAIL_WIDTH = 320;
/** An absolute http(s) URL, normalized; anything else (other schemes, relative, not a string) is absent. */
function httpUrl(value) {
    if (typeof value !== 'string' || !value.trim())
        return undefined;
    try {
        const url = new URL(value.trim());
        return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
    }
    catch {
        return undefined;
    }
}
/** A log's name as a label: letters, digits, space, dot, dash and underscore only, 40 characters at most. */
function safeLabel(value) {
    return (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(value.replace(/[^\p{L}\p{N} ._-]/gu, ' ')), 40);
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
const hasLinks = (entry) => labelledLinks(entry.links).length > 0;
/** Plain-text lines for annotation details and report files: `Video: https://…`, then the note. */
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
/** `[video](<…>) · [last screenshot](<…>) · [log: selenium](<…>)`, empty without links. */
function markdownLinks(links, options) {
    const list = labelledLinks(links).map((l) => (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)(l.label, l.url, options));
    if (list.length && links?.notReady)
        list.push('(not ready yet)');
    return list.join(' · ');
}
/**
 * A thumbnail of the test's last screenshot that opens the full image, with the test's name under it;
 * undefined without an https screenshot. `name` must already be escaped for markdown.
 */
function thumbnail(entry, escapedName) {
    const last = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .httpsUrl */ .N3)(entry.links?.screenshots?.at(-1));
    if (!last)
        return undefined;
    const src = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtmlAttribute */ .TX)(last);
    return `<a href="${src}"><img src="${src}" width="${THUMBNAIL_WIDTH}" alt="Last screenshot"></a><br>${escapedName}\n`;
}
/** A file extension and MIME type from a URL's path, for attachments and downloads; `fallback` when unknown. */
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
    const extension = /\.([a-z0-9]{2,5})$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
    return extension && known[extension] ? { extension, type: known[extension] } : fallback;
}


/***/ }),

/***/ 11975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publishReport: () => (/* binding */ publishReport),
  reportDeps: () => (/* binding */ reportDeps)
});

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
// EXTERNAL MODULE: ./src/api/dispatcher.ts
var api_dispatcher = __webpack_require__(49043);
// EXTERNAL MODULE: ./src/api/network-errors.ts
var network_errors = __webpack_require__(36548);
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
// EXTERNAL MODULE: ./src/version.ts + 1 modules
var version = __webpack_require__(71013);
// EXTERNAL MODULE: ./src/report/links.ts
var links = __webpack_require__(83303);
;// CONCATENATED MODULE: ./src/report/ctrf.ts


/**
 * The report as a CTRF JSON document (Common Test Report Format, specVersion 1.0.0:
 * docs/report-files.md). Counts are the report's: passed and failed as they are, a test whose outcome
 * is unknown is `other` (its `rawStatus` says `unknown`), none skipped or pending. Times are
 * milliseconds; the run's start and stop come from the tests' ends and durations where the service
 * gave them, else the time of the report.
 */
const CTRF_SPEC_VERSION = '1.0.0';
const STATUS = { passed: 'passed', failed: 'failed', unknown: 'other' };
const ms = (seconds) => Math.round(seconds * 1000);
function renderCtrf(input, counts, context) {
    const tests = input.entries.map((entry) => ctrfTest(entry, input.checkName));
    const ends = input.entries.flatMap((e) => (e.completedAt === undefined ? [] : [e.completedAt]));
    const starts = input.entries.flatMap((e) => e.completedAt === undefined ? [] : [e.completedAt - ms(e.duration ?? 0)]);
    const stop = ends.length ? Math.max(...ends) : context.now;
    const start = Math.min(stop, ...(starts.length ? starts : [stop]));
    const report = {
        reportFormat: 'CTRF',
        specVersion: CTRF_SPEC_VERSION,
        reportId: (0,external_node_crypto_.randomUUID)(),
        timestamp: new Date(context.now).toISOString(),
        generatedBy: `${context.tool.name} ${context.tool.version}`,
        results: {
            tool: { name: context.tool.name, version: context.tool.version },
            summary: {
                tests: counts.total,
                passed: counts.passed,
                failed: counts.failed,
                skipped: 0,
                pending: 0,
                other: counts.unknown,
                start,
                stop,
                duration: stop - start,
            },
            tests,
            environment: { reportName: input.checkName, buildName: input.externalId },
            extra: { title: input.title, conclusion: input.conclusion },
        },
    };
    return `${JSON.stringify(report, null, 2)}\n`;
}
function ctrfTest(entry, suite) {
    const attachments = (0,links/* labelledLinks */.ry)(entry.links).map(({ label, url }) => ({
        name: label,
        contentType: (0,links/* mediaTypeOf */.c0)(url, { extension: '', type: 'application/octet-stream' }).type,
        path: url,
    }));
    return {
        name: entry.name.trim() || 'unnamed test',
        status: STATUS[entry.outcome],
        duration: ms(entry.duration ?? 0),
        ...(entry.outcome === 'unknown' ? { rawStatus: 'unknown' } : {}),
        ...(entry.completedAt === undefined
            ? {}
            : { start: entry.completedAt - ms(entry.duration ?? 0), stop: entry.completedAt }),
        suite: [suite.trim() || 'cloud tests'],
        ...(entry.message ? { message: entry.message } : {}),
        ...(entry.environment ? { browser: entry.environment } : {}),
        ...(entry.platform ? { labels: { platform: entry.platform } } : {}),
        ...(attachments.length ? { attachments } : {}),
        ...(entry.id || entry.links?.notReady
            ? {
                extra: {
                    ...(entry.id ? { id: entry.id } : {}),
                    ...(entry.links?.notReady ? { linksNotReady: true } : {}),
                },
            }
            : {}),
    };
}

// EXTERNAL MODULE: ./node_modules/xmlbuilder2/lib/index.js
var lib = __webpack_require__(54697);
// EXTERNAL MODULE: ./src/report/limits.ts
var limits = __webpack_require__(25356);
;// CONCATENATED MODULE: ./src/report/junit.ts



/** Seconds with at most three decimals, as `xs:decimal` takes them. */
const decimal = (seconds) => String(Math.round(seconds * 1000) / 1000);
/** The test's browser or device and platform, else the check name: what JUnit readers group by. */
function classnameOf(entry, fallback) {
    const where = [entry.environment, entry.platform].filter(Boolean).join(' on ');
    return (0,limits/* oneLine */.TN)(where || fallback) || 'cloud tests';
}
function renderJUnit(input, counts, context) {
    const doc = (0,lib/* create */.vt)({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
    const totalSeconds = input.entries.reduce((sum, e) => sum + (e.duration ?? 0), 0);
    const name = (0,limits/* oneLine */.TN)(input.checkName) || 'cloud tests';
    const suite = doc.ele('testsuites').ele('testsuite', {
        name,
        package: (0,limits/* oneLine */.TN)(input.externalId) || name,
        id: '0',
        // The schema takes no zone: UTC, said in the properties.
        timestamp: new Date(context.now).toISOString().slice(0, 19),
        hostname: (0,limits/* oneLine */.TN)(context.hostname) || 'localhost',
        tests: String(counts.total),
        failures: String(counts.failed),
        errors: '0',
        skipped: String(counts.unknown),
        time: decimal(totalSeconds),
    });
    const properties = suite.ele('properties');
    for (const [key, value] of [
        ['check', input.checkName],
        ['reference', input.externalId],
        ['title', input.title],
        ['timezone', 'UTC'],
        ['generator', `${context.tool.name} ${context.tool.version}`],
    ]) {
        if (value.trim())
            properties.ele('property', { name: key, value: (0,limits/* oneLine */.TN)(value) });
    }
    for (const entry of input.entries) {
        const testcase = suite.ele('testcase', {
            name: (0,limits/* oneLine */.TN)(entry.name) || 'unnamed test',
            classname: classnameOf(entry, name),
            time: decimal(entry.duration ?? 0),
        });
        if (entry.outcome === 'failed') {
            const message = entry.message?.trim() || 'The test failed.';
            testcase
                .ele('failure', { message: (0,limits/* oneLine */.TN)(message), type: 'failed' })
                .txt([message, ...identity(entry), ...(0,links/* linkLines */.Om)(entry.links)].join('\n'));
        }
        else if (entry.outcome === 'unknown') {
            testcase.ele('skipped', { message: (0,limits/* oneLine */.TN)(entry.message ?? 'No result reported.') });
        }
    }
    suite.ele('system-out').txt(input.details?.trim() ?? '');
    suite.ele('system-err');
    return doc.end({ prettyPrint: true });
}
/** The lines that find the test on the service: its ID and where it ran. */
function identity(entry) {
    return [
        entry.id && `Test: ${entry.id}`,
        entry.environment && `Browser or device: ${entry.environment}`,
        entry.platform && `Platform: ${entry.platform}`,
    ].filter((line) => Boolean(line));
}

;// CONCATENATED MODULE: ./src/report/files.ts








/** Where the files go unless the inputs name a path: under the runner's temporary folder. */
const REPORT_FILES_FOLDER = 'cloudtest-reports';
/** A check name as a file name: letters, digits, dots, dashes; at most 60 characters. */
function fileSlug(text) {
    return (text
        .normalize('NFKD')
        .replace(/[^A-Za-z0-9.-]+/g, '-')
        .replace(/^[-.]+|-+$/g, '')
        .slice(0, 60) || 'report');
}
/**
 * Writes the JUnit XML and CTRF JSON files of the report. By default both go under RUNNER_TEMP
 * (the runner empties it after the job), named after the check with a random suffix so two reporting
 * steps of one job never overwrite each other's files. A relative path is taken from the working
 * directory (the workspace on a runner). A file that cannot be written is a warning.
 */
async function writeReportFiles(input, counts, request) {
    const base = (0,external_node_path_.join)(request.env.RUNNER_TEMP?.trim() || (0,external_node_os_.tmpdir)(), REPORT_FILES_FOLDER, `${fileSlug(input.checkName)}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
    const context = {
        now: request.now,
        hostname: (0,external_node_os_.hostname)(),
        tool: { name: version/* BUNDLE_NAME */.ft, version: version/* BUNDLE_VERSION */.AY },
    };
    const write = async (kind, path, fallback, render) => {
        const target = (0,external_node_path_.resolve)(path?.trim() || fallback);
        try {
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
            await (0,promises_.writeFile)(target, render(), 'utf8');
            request.log.info(`${kind} file: ${target}`);
            return target;
        }
        catch (error) {
            request.log.warning(`Could not write the ${kind} file ${target}: ${(0,errors/* messageOf */.bD)(error)}`);
            return undefined;
        }
    };
    return {
        junitFile: await write('JUnit XML', request.junitFile, `${base}.junit.xml`, () => renderJUnit(input, counts, context)),
        ctrfFile: await write('CTRF JSON', request.ctrfFile, `${base}.ctrf.json`, () => renderCtrf(input, counts, context)),
    };
}

;// CONCATENATED MODULE: ./src/report/assets.ts














/** Input `download-assets`. */
/** Where the files go: a folder of this name under RUNNER_TEMP. */
const ASSETS_FOLDER = 'cloudtest-assets';
const ASSET_LIMITS = {
    tests: 20,
    screenshotsPerTest: 3,
    fileBytes: 200 * 1024 * 1024,
    totalBytes: 1024 * 1024 * 1024,
    deadlineMs: 5 * 60_000,
};
/** The files to fetch: per failed test with recordings, its video and last screenshots, within the bounds. */
function plan(entries, dir, limits) {
    const failed = entries.filter((e) => e.outcome === 'failed' && (e.links?.video || e.links?.screenshots?.length));
    return failed.slice(0, limits.tests).flatMap((entry, i) => {
        const folder = (0,external_node_path_.join)(dir, `${String(i + 1).padStart(2, '0')}-${fileSlug(entry.name)}`);
        const video = entry.links?.video;
        const shots = (entry.links?.screenshots ?? []).slice(-limits.screenshotsPerTest);
        return [
            ...(video ? [{ url: video, file: (0,external_node_path_.join)(folder, `video.${(0,links/* mediaTypeOf */.c0)(video, MP4).extension}`) }] : []),
            ...shots.map((url, n) => ({
                url,
                file: (0,external_node_path_.join)(folder, `screenshot-${n + 1}.${(0,links/* mediaTypeOf */.c0)(url, PNG).extension}`),
            })),
        ];
    });
}
const MP4 = { extension: 'mp4', type: 'video/mp4' };
const PNG = { extension: 'png', type: 'image/png' };
/**
 * Saves the video and last screenshots of failed tests under one folder (RUNNER_TEMP/cloudtest-assets/…),
 * for one `actions/upload-artifact` step to keep beyond the links' expiry. Every download honours the
 * proxy settings and ends by one overall deadline; a file over its bound, past the total, or that
 * fails, is left out with a warning, never failing the step.
 */
async function downloadAssets(request) {
    const limits = request.limits ?? ASSET_LIMITS;
    const { env, log } = request;
    const dir = (0,external_node_path_.resolve)(env.RUNNER_TEMP?.trim() || (0,external_node_os_.tmpdir)(), ASSETS_FOLDER, `${fileSlug(request.checkName)}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
    const files = plan(request.entries, dir, limits);
    const failedCount = request.entries.filter((e) => e.outcome === 'failed').length;
    if (!files.length) {
        log.info('download-assets: no failed test has a video or screenshot to save.');
        return { dir: undefined, files: [], bytes: 0 };
    }
    if (failedCount > limits.tests)
        log.warning(`download-assets: saving the recordings of the first ${limits.tests} of ${failedCount} failed tests only.`);
    const dispatcher = request.dispatcher ?? (0,api_dispatcher/* createDispatcher */.S)(env);
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(limits.deadlineMs)]);
    const saved = [];
    let bytes = 0;
    try {
        for (const { url, file } of files) {
            if (request.signal.aborted)
                break;
            const room = Math.min(limits.fileBytes, limits.totalBytes - bytes);
            if (room <= 0) {
                log.warning(`download-assets: stopped at the total of ${(0,wording/* formatBytes */.z3)(limits.totalBytes)}; the rest was left out.`);
                break;
            }
            try {
                bytes += await download(url, file, { dispatcher, signal, maxBytes: room });
                saved.push(file);
            }
            catch (error) {
                await (0,promises_.rm)(file, { force: true });
                const why = signal.aborted && !request.signal.aborted
                    ? 'the downloads took too long'
                    : ((0,network_errors/* describeNetworkError */.g)(error, { url, env }) ?? (0,errors/* messageOf */.bD)(error));
                log.warning(`download-assets: could not save ${new URL(url).pathname} to ${file}: ${why}.`);
            }
        }
    }
    finally {
        if (!request.dispatcher)
            await dispatcher.close();
    }
    log.info(`download-assets: saved ${saved.length} of ${files.length} files (${(0,wording/* formatBytes */.z3)(bytes)}) in ${dir}.`);
    return { dir: saved.length ? dir : undefined, files: saved, bytes };
}
/** Streams one URL to a file, stopping at `maxBytes`; resolves to the bytes written. */
async function download(url, file, options) {
    const response = await (0,undici/* fetch */.hd)(url, { dispatcher: options.dispatcher, signal: options.signal });
    if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length'));
    if (declared > options.maxBytes) {
        await response.body.cancel();
        throw new Error(`${declared} bytes is more than the ${options.maxBytes} bytes left for downloads`);
    }
    let written = 0;
    const limit = new external_node_stream_.Transform({
        transform(chunk, _encoding, callback) {
            written += chunk.length;
            if (written > options.maxBytes)
                callback(new Error(`larger than the ${options.maxBytes} bytes left for downloads`));
            else
                callback(null, chunk);
        },
    });
    await (0,promises_.mkdir)((0,external_node_path_.resolve)(file, '..'), { recursive: true });
    await (0,external_node_stream_promises_.pipeline)(response.body, limit, (0,external_node_fs_.createWriteStream)(file), { signal: options.signal });
    return written;
}

// EXTERNAL MODULE: ./src/report/check-run.ts
var check_run = __webpack_require__(72158);
// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(67388);
;// CONCATENATED MODULE: ./src/report/summary.ts




/** The summary file the runner names; without one (a run outside Actions) the summary goes to the log. */
function stepSummaryWriter(path, log) {
    if (!path) {
        return {
            size: async () => 0,
            append: async (markdown) => log.info(`No GITHUB_STEP_SUMMARY; the summary would have been:\n${markdown}`),
        };
    }
    return {
        size: async () => {
            try {
                return (await (0,promises_.stat)(path)).size;
            }
            catch {
                return 0;
            }
        },
        append: (markdown) => (0,promises_.appendFile)(path, markdown, 'utf8'),
    };
}
const ICON = {
    success: '✅',
    failure: '❌',
    neutral: '⚪',
    cancelled: '⏹️',
    timed_out: '⏱️',
};
/** Longest text of a table cell; the annotation carries the whole message. */
const CELL_CHARS = { name: 200, environment: 100, platform: 100, message: 500 };
/** Failed tests shown with a thumbnail of their last screenshot, first ones first, as the room allows. */
const MAX_THUMBNAILS = 6;
/**
 * The report as markdown within a size budget: heading, counts, a table of failed tests, a table of
 * tests whose outcome is unknown (each row with its recordings' links), thumbnails of the last
 * screenshots of the first failed tests, the caller's details and the footer. Rows that do not fit
 * are left out and a note says how many and where to find them; thumbnails take only what is left.
 */
function renderSummary(input, options) {
    const { counts, measure } = options;
    const heading = `## ${ICON[options.conclusion]} ${cell(input.checkName, 200)}: ${cell(input.title, 255)}\n\n` +
        '| Total | Passed | Failed | Unknown |\n|---:|---:|---:|---:|\n' +
        `| ${counts.total} | ${counts.passed} | ${counts.failed} | ${counts.unknown} |\n`;
    const footer = `\n${options.footer}\n`;
    let room = options.budget - measure(heading) - measure(footer);
    // Details share the room with the tables, at most half of it, so failed tests are never crowded out.
    const details = input.details?.trim()
        ? (0,limits/* cutTo */.yd)(`\n${input.details.trim()}\n`, Math.max(0, Math.floor(room / 2)), measure)
        : '';
    room -= measure(details);
    const tables = [];
    for (const [outcome, title] of [
        ['failed', 'Failed tests'],
        ['unknown', 'Tests with an unknown outcome'],
    ]) {
        const entries = input.entries.filter((e) => e.outcome === outcome);
        if (!entries.length)
            continue;
        const table = fitTable(title, entries, room, options);
        room -= measure(table);
        tables.push(table);
    }
    const thumbnails = fitThumbnails(input.entries, room, measure);
    return heading + tables.join('') + thumbnails + details + footer;
}
function fitThumbnails(entries, room, measure) {
    const head = '\n### Last screenshots\n\n';
    const shots = entries
        .filter((e) => e.outcome === 'failed')
        .flatMap((e) => (0,links/* thumbnail */.xn)(e, cell(e.name, CELL_CHARS.name)) ?? [])
        .slice(0, MAX_THUMBNAILS);
    let text = '';
    for (const shot of shots) {
        const next = `${text}${shot}\n`;
        if (measure(head + next) > room)
            break;
        text = next;
    }
    return text ? head + text : '';
}
function fitTable(title, entries, room, options) {
    const { measure } = options;
    const linked = entries.some(links/* hasLinks */.eG);
    const head = `\n### ${title}\n\n| Test | Browser or device | Platform | Message |${linked ? ' Links |' : ''}\n` +
        `|---|---|---|---|${linked ? '---|' : ''}\n`;
    const expiry = linked ? `\n_${links/* LINKS_EXPIRE_NOTE */.Be}_\n` : '';
    const note = (left) => `\n_${left} more not shown: GitHub limits the job summary's size. ${options.fullListAt}_\n${expiry}`;
    const rows = entries.map((e) => `| ${cell(e.name, CELL_CHARS.name)} | ${cell(e.environment, CELL_CHARS.environment)} | ` +
        `${cell(e.platform, CELL_CHARS.platform)} | ${cell(e.message, CELL_CHARS.message)} |` +
        `${linked ? ` ${(0,links/* markdownLinks */.jf)(e.links, { inTable: true })} |` : ''}\n`);
    const sizes = rows.map(measure);
    const all = measure(head) + sizes.reduce((a, b) => a + b, 0) + measure(expiry);
    if (all <= room)
        return head + rows.join('') + expiry;
    // Not everything fits: keep room for the note, then as many rows as fit.
    const reserve = measure(note(entries.length));
    if (measure(head) + reserve > room)
        return measure(note(entries.length)) <= room ? note(entries.length) : '';
    let used = measure(head) + reserve;
    let kept = 0;
    while (kept < rows.length && used + (sizes[kept] ?? 0) <= room)
        used += sizes[kept++] ?? 0;
    return head + rows.slice(0, kept).join('') + note(entries.length - kept);
}
/** Text shown as itself in one markdown table cell or heading: one line, cut to `max` characters. */
function cell(value, max) {
    if (!value)
        return '';
    return (0,text_escape/* markdownCell */.UZ)((0,limits/* cutToChars */.RD)((0,limits/* oneLine */.TN)(value), max));
}

;// CONCATENATED MODULE: ./src/report/check-run-output.ts




const PERMISSION_HINT = 'Add `permissions: checks: write` to the workflow or job. Pull requests from forks and Dependabot ' +
    'get a read-only token whatever the workflow asks; their results are in the annotations and the job summary.';
const TOKEN_HINT = 'Give `github-token` a token that may create check runs: its default, the workflow token, ' +
    'needs `permissions: checks: write`.';
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** Each GitHub request ends with the step's cancellation or after its own time limit. */
function requestSignal(deps) {
    return () => {
        const timeout = AbortSignal.timeout(deps.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
        return deps.signal ? AbortSignal.any([deps.signal, timeout]) : timeout;
    };
}
/**
 * The check run on the commit the user sees, with one annotation per failed test (all of them, 50 per
 * request). Without a token, repository or commit, or without `checks: write`, a warning says why and
 * the failed tests are left to workflow-command annotations.
 */
async function publishCheckRun(report, deps) {
    const { github, repository, headSha, log } = deps;
    const { input, conclusion, counts, failed, annotationPath } = report;
    if (!github || !repository || !headSha)
        return withoutCheckRun(deps, failed);
    const annotated = failed.slice(0, limits/* MAX_CHECK_RUN_ANNOTATIONS */.rV);
    try {
        const run = await (0,check_run/* createCheckRun */._U)(github, {
            ...repository,
            headSha,
            name: (0,limits/* oneLine */.TN)(input.checkName),
            externalId: input.externalId,
            detailsUrl: deps.detailsUrl,
            existingId: input.openCheckRunId,
            conclusion,
            title: input.title,
            summary: renderSummary(input, {
                conclusion,
                counts,
                footer: `Reported on commit ${headSha.slice(0, 12)}.`,
                fullListAt: 'Every failed test is annotated on this check run.',
                budget: limits/* MAX_OUTPUT_CHARS */.jd,
                measure: limits/* utf16Units */.q0,
            }),
            annotations: annotated.map((e) => (0,check_run/* annotationOf */.lW)(e, annotationPath)),
            completedAt: new Date(deps.now()).toISOString(),
            signal: requestSignal(deps),
            pause: deps.pause,
        });
        log.info(`Check run "${(0,limits/* oneLine */.TN)(input.checkName)}": ${conclusion}, ${run.sent} annotation(s): ${run.url || `#${run.id}`}`);
        const published = { checkRunId: run.id, checkRunUrl: run.url || undefined };
        const open = (0,text_escape/* markdownLink */.iQ)('Open the check run', run.url);
        if (!run.error) {
            const footer = annotated.length < failed.length
                ? `${open}: the first ${annotated.length} of ${failed.length} failed tests are annotated there (GitHub's limits for generated content); the result files list every test.`
                : `${open}: every failed test is annotated there.`;
            return { ...published, footer, unannotated: [] };
        }
        log.warning(`The check run holds ${run.sent} of ${failed.length} annotations; sending the rest failed (${(0,check_run/* describeGitHubError */.dZ)(run.error)}).`);
        const footer = `${open}: ${run.sent} of ${failed.length} failed tests are annotated there.`;
        return { ...published, footer, unannotated: annotated.slice(run.sent) };
    }
    catch (error) {
        if (deps.signal?.aborted)
            throw error;
        return checkRunFailed(error, deps, failed);
    }
}
/** No token, repository or commit: a warning says which, and the failed tests go to commands. */
function withoutCheckRun(deps, failed) {
    const missing = !deps.github
        ? 'no GitHub token was given (input `github-token`)'
        : !deps.repository
            ? 'GITHUB_REPOSITORY is not set'
            : 'the commit is unknown (GITHUB_SHA is not set)';
    deps.log.warning(`No check run was made: ${missing}.${deps.github ? '' : ` ${TOKEN_HINT}`}`);
    return { footer: `No check run was made: ${missing}.`, unannotated: failed };
}
/** GitHub refused or failed the check run: the permission to add, or what went wrong. */
function checkRunFailed(error, deps, failed) {
    const why = (0,check_run/* describeGitHubError */.dZ)(error);
    if ((0,check_run/* isPermissionError */.gj)(error)) {
        deps.log.warning(`The token may not create check runs (${why}). ${PERMISSION_HINT}`);
        return {
            footer: `No check run was made: the token lacks \`checks: write\` (${(0,text_escape/* markdownText */.p7)(why)}).`,
            unannotated: failed,
        };
    }
    deps.log.warning(`Could not create the check run (${why}); reporting through annotations instead.`);
    return { footer: `No check run was made: ${(0,text_escape/* markdownText */.p7)(why)}.`, unannotated: failed };
}

;// CONCATENATED MODULE: ./src/report/command-annotations.ts


/**
 * Without a check run: error annotations through workflow commands for the first failed tests (the
 * runner shows only 10 per step), and one notice for the rest.
 */
function annotateThroughCommands(failed, file, log) {
    for (const entry of failed.slice(0, limits/* MAX_COMMAND_ANNOTATIONS */.EE)) {
        const a = (0,check_run/* annotationOf */.lW)(entry, file);
        log.error(a.message, { title: a.title, file, startLine: 1 });
    }
    const rest = failed.length - limits/* MAX_COMMAND_ANNOTATIONS */.EE;
    if (rest > 0) {
        log.notice(`${rest} more failed ${rest === 1 ? 'test is' : 'tests are'} not annotated here (GitHub shows ${limits/* MAX_COMMAND_ANNOTATIONS */.EE} error annotations per step); the job summary lists them.`, { title: `${rest} more failed tests`, file, startLine: 1 });
    }
}

;// CONCATENATED MODULE: ./src/report/environment.ts


const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/i;
/**
 * The commit the user sees: the pull request's head on pull_request events (GITHUB_SHA is a throw-away
 * merge commit there), the run's head commit on workflow_run, else GITHUB_SHA.
 */
function chooseCommit(env) {
    const event = env.GITHUB_EVENT_NAME ?? '';
    const fallback = env.GITHUB_SHA?.trim() || undefined;
    const pullRequest = event.startsWith('pull_request');
    if (!pullRequest && event !== 'workflow_run')
        return { sha: fallback, from: 'GITHUB_SHA' };
    const from = pullRequest ? 'the pull request head' : 'the head of the workflow run';
    let sha;
    let why = 'it names no head commit';
    try {
        const payload = JSON.parse((0,external_node_fs_.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
        sha = pullRequest ? payload.pull_request?.head?.sha : payload.workflow_run?.head_sha;
    }
    catch (error) {
        why = `it could not be read (${(0,errors/* messageOf */.bD)(error)})`;
    }
    if (typeof sha === 'string' && SHA.test(sha))
        return { sha, from };
    return {
        sha: fallback,
        from: 'GITHUB_SHA',
        problem: `The ${event} event payload (GITHUB_EVENT_PATH) was expected to name ${from}, but ${why}; the check run goes on GITHUB_SHA instead.`,
    };
}
/** owner and repo from GITHUB_REPOSITORY (`owner/repo`). */
function repositoryOf(env) {
    const match = /^([^/\s]+)\/([^/\s]+)$/.exec(env.GITHUB_REPOSITORY?.trim() ?? '');
    return match?.[1] && match[2] ? { owner: match[1], repo: match[2] } : undefined;
}
/** Where annotations go when nothing better is known: GitHub needs a path, and this one always exists. */
const FALLBACK_ANNOTATION_PATH = '.github';
/**
 * The workflow file that ran, from GITHUB_WORKFLOW_REF (`owner/repo/.github/workflows/ci.yml@refs/…`):
 * cloud tests have no source line, so their annotations go on it, line 1.
 */
function workflowPathOf(env) {
    const match = /^[^/]+\/[^/]+\/([^@]+)@/.exec(env.GITHUB_WORKFLOW_REF?.trim() ?? '');
    return match?.[1] ?? FALLBACK_ANNOTATION_PATH;
}
/** The workflow run's page, where a check run's "Details" and a comment point; undefined outside Actions. */
function workflowRunUrl(env) {
    const server = env.GITHUB_SERVER_URL?.trim().replace(/\/+$/, '');
    const repository = env.GITHUB_REPOSITORY?.trim();
    const runId = env.GITHUB_RUN_ID?.trim() ?? '';
    return server && repository && /^\d+$/.test(runId)
        ? `${server}/${repository}/actions/runs/${runId}`
        : undefined;
}

;// CONCATENATED MODULE: ./src/report/comment.ts





/** Input `pr-comment`. */

/** A comment's body: 65,536 characters (docs/github-facts.md); counted in UTF-16 units, never fewer. */
const MAX_COMMENT_CHARS = 65_536;
/** Comments read per page while looking for ours. */
const COMMENTS_PER_PAGE = 100;
const COMMENT_PERMISSION_HINT = 'Add `permissions: pull-requests: write` to the workflow or job to get the pull request comment; ' +
    'pull requests from forks get a read-only token whatever the workflow asks.';
/**
 * The hidden first line that finds the comment of one check again. `--` would end an HTML comment
 * early, so runs of dashes in the name are broken up.
 */
function commentMarker(checkName) {
    return `<!-- cloudtest-actions:${(0,limits/* oneLine */.TN)(checkName).replace(/-(?=-)/g, '- ')} -->`;
}
/** The pull request the workflow runs for, from the event payload; undefined for other events. */
function pullRequestNumberOf(env) {
    const event = env.GITHUB_EVENT_NAME ?? '';
    if (!event.startsWith('pull_request') && event !== 'workflow_run')
        return undefined;
    try {
        const payload = JSON.parse((0,external_node_fs_.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
        const n = event === 'workflow_run'
            ? payload.workflow_run?.pull_requests?.[0]?.number
            : payload.pull_request?.number;
        return Number.isSafeInteger(n) && n > 0 ? n : undefined;
    }
    catch {
        return undefined;
    }
}
/** The comment's markdown: the marker, then the report as in the job summary, within GitHub's limit. */
function renderComment(input, result, env) {
    const marker = `${commentMarker(input.checkName)}\n`;
    const runUrl = workflowRunUrl(env);
    // Links our code builds from known addresses, each shown only when it is https.
    const footer = [
        (0,text_escape/* httpsUrl */.N3)(result.checkRunUrl) ? (0,text_escape/* markdownLink */.iQ)('Open the check run', result.checkRunUrl) : '',
        (0,text_escape/* httpsUrl */.N3)(runUrl) ? (0,text_escape/* markdownLink */.iQ)('Open the workflow run', runUrl) : '',
    ]
        .filter(Boolean)
        .join(' · ');
    return (marker +
        renderSummary(input, {
            conclusion: result.conclusion,
            counts: result.counts,
            footer: footer || 'The job summary of the workflow run has the details.',
            fullListAt: result.checkRunId
                ? 'The check run annotates every failed test.'
                : "The service's dashboard lists every test.",
            budget: MAX_COMMENT_CHARS - (0,limits/* utf16Units */.q0)(marker),
            measure: limits/* utf16Units */.q0,
        }));
}
/**
 * One comment per check name on the pull request, updated in place: found again by its marker on any
 * page of the comments. `on-failure` creates it only for a failed report but updates one already
 * there whatever the outcome, so it never shows a stale failure. Problems are warnings; a token
 * without `pull-requests: write` gets a warning naming that permission.
 */
async function publishComment(mode, input, result, deps) {
    if (mode === 'off')
        return undefined;
    const { github, repository, log } = deps;
    const issue = pullRequestNumberOf(deps.env);
    if (!issue) {
        log.info('pr-comment: this run is not for a pull request, so no comment was written.');
        return undefined;
    }
    if (!github || !repository) {
        log.warning('pr-comment: no comment was written: a GitHub token and GITHUB_REPOSITORY are needed.');
        return undefined;
    }
    const failed = result.conclusion === 'failure' || result.conclusion === 'timed_out';
    try {
        const existing = await findComment(github, { ...repository, issue }, commentMarker(input.checkName), deps);
        if (!existing && mode === 'on-failure' && !failed) {
            log.debug('pr-comment is on-failure and nothing failed: no comment.');
            return undefined;
        }
        const body = renderComment(input, result, deps.env);
        const request = { signal: deps.signal() };
        const { data } = existing
            ? await github.rest.issues.updateComment({ ...repository, comment_id: existing, body, request })
            : await github.rest.issues.createComment({ ...repository, issue_number: issue, body, request });
        log.info(`Pull request comment ${existing ? 'updated' : 'written'}: ${data.html_url}`);
        return data.html_url;
    }
    catch (error) {
        const why = (0,check_run/* describeGitHubError */.dZ)(error);
        if ((0,check_run/* isPermissionError */.gj)(error))
            log.warning(`Could not write the pull request comment (${why}). ${COMMENT_PERMISSION_HINT}`);
        else
            log.warning(`Could not write the pull request comment: ${why}.`);
        return undefined;
    }
}
/** The ID of the comment that starts with the marker, reading page after page until it is found. */
async function findComment(github, where, marker, deps) {
    const pages = github.paginate.iterator(github.rest.issues.listComments, {
        owner: where.owner,
        repo: where.repo,
        issue_number: where.issue,
        per_page: COMMENTS_PER_PAGE,
        request: { signal: deps.signal() },
    });
    for await (const page of pages) {
        const found = page.data.find((c) => c.body?.startsWith(marker));
        if (found)
            return found.id;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/report/job-summary.ts



/**
 * Appends the report to the job summary, within what the step's summary may still hold; `footer` says
 * where the annotations are. A write problem is a warning.
 */
async function writeJobSummary(report, place, deps) {
    try {
        // Strictly under the limit with the closing newline, counting what the step wrote before.
        const budget = limits/* MAX_STEP_SUMMARY_BYTES */.n4 - (await deps.summary.size()) - 2;
        const markdown = renderSummary(report.input, {
            conclusion: report.conclusion,
            counts: report.counts,
            footer: place.footer,
            fullListAt: place.checkRunId
                ? 'The check run annotates every failed test.'
                : "The service's dashboard lists every test.",
            budget,
            measure: limits/* utf8Bytes */.dy,
        });
        if ((0,limits/* utf8Bytes */.dy)(markdown) > budget) {
            deps.log.warning('The job summary is already full: this report was left out of it.');
            return;
        }
        await deps.summary.append(`${markdown}\n`);
    }
    catch (error) {
        deps.log.warning(`Could not write the job summary: ${(0,errors/* messageOf */.bD)(error)}`);
    }
}

// EXTERNAL MODULE: ./src/report/report.ts
var report_report = __webpack_require__(88850);
// EXTERNAL MODULE: ./src/report/types.ts
var types = __webpack_require__(2563);
;// CONCATENATED MODULE: ./src/report/publish.ts











/**
 * The runner's environment as report dependencies: the context's GitHub client for the token, the
 * repository, the commit the user sees, the workflow file for annotations, and GITHUB_STEP_SUMMARY.
 */
async function reportDeps(token, ctx) {
    const { env, log } = ctx;
    const commit = chooseCommit(env);
    if (commit.problem)
        log.warning(commit.problem);
    else if (commit.sha)
        log.debug(`Check run commit: ${commit.sha} (${commit.from}).`);
    return {
        github: await ctx.github(token),
        repository: repositoryOf(env),
        headSha: commit.sha,
        workflowPath: workflowPathOf(env),
        detailsUrl: workflowRunUrl(env),
        summary: stepSummaryWriter(env.GITHUB_STEP_SUMMARY, log),
        log,
        env,
        signal: ctx.signal,
        now: () => ctx.clock.now(),
        pause: (ms) => ctx.clock.sleep(ms, ctx.signal),
    };
}
/**
 * Reports results on GitHub and beside it, one output after the other over one report value: the check
 * run (or workflow-command annotations without it), the job summary, the JUnit and CTRF files, the pull
 * request comment, the recordings of failed tests. One output that fails is a warning and the others
 * still happen; only the caller decides whether the step fails.
 */
async function publishReport(input, deps, options = types/* DEFAULT_EVIDENCE_OPTIONS */.DK) {
    const { log, env } = deps;
    const report = (0,report_report/* reportOf */.EI)(input, deps.workflowPath);
    const check = await publishCheckRun(report, deps);
    annotateThroughCommands(check.unannotated, report.annotationPath, log);
    await writeJobSummary(report, check, deps);
    const published = { conclusion: report.conclusion, counts: report.counts };
    if (check.checkRunId !== undefined)
        published.checkRunId = check.checkRunId;
    if (check.checkRunUrl)
        published.checkRunUrl = check.checkRunUrl;
    const attempt = async (what, output) => {
        try {
            await output();
        }
        catch (error) {
            if (deps.signal?.aborted)
                throw error;
            log.warning(`Could not ${what}: ${(0,errors/* messageOf */.bD)(error)}`);
        }
    };
    await attempt('write the report files', async () => {
        const files = { junitFile: options.junitFile, ctrfFile: options.ctrfFile, env, now: deps.now(), log };
        Object.assign(published, await writeReportFiles(input, report.counts, files));
    });
    await attempt('write the pull request comment', async () => {
        const { github, repository } = deps;
        const target = { github, repository, env, log, signal: requestSignal(deps) };
        const commentUrl = await publishComment(options.prComment, input, published, target);
        if (commentUrl)
            published.commentUrl = commentUrl;
    });
    if (options.downloadAssets === 'failed') {
        await attempt('download the recordings of failed tests', async () => {
            const signal = deps.signal ?? new AbortController().signal;
            const saved = await downloadAssets({
                entries: input.entries,
                checkName: input.checkName,
                env,
                log,
                signal,
            });
            published.assetsDir = saved.dir;
        });
    }
    return published;
}


/***/ }),

/***/ 88850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EI: () => (/* binding */ reportOf),
/* harmony export */   EX: () => (/* binding */ countEntries),
/* harmony export */   Qg: () => (/* binding */ attemptNote),
/* harmony export */   wv: () => (/* binding */ describeCounts)
/* harmony export */ });
/* unused harmony export conclusionOf */
function countEntries(entries) {
    const counts = { total: entries.length, passed: 0, failed: 0, unknown: 0 };
    for (const e of entries)
        counts[e.outcome]++;
    return counts;
}
/** Any failure fails the check; no tests, or tests whose outcome is unknown, make it neutral. */
function conclusionOf(counts) {
    if (counts.failed > 0)
        return 'failure';
    if (counts.total === 0 || counts.unknown > 0)
        return 'neutral';
    return 'success';
}
/** A check-run title from the counts: `3 of 40 tests failed, 2 unknown`. */
function describeCounts(counts) {
    if (counts.total === 0)
        return 'No tests';
    const unknown = counts.unknown ? `, ${counts.unknown} unknown` : '';
    if (counts.failed)
        return `${counts.failed} of ${counts.total} tests failed${unknown}`;
    if (counts.unknown)
        return `${counts.passed} of ${counts.total} tests passed${unknown}`;
    return `All ${counts.total} ${counts.total === 1 ? 'test' : 'tests'} passed`;
}
/** The report value, with annotations on `workflowPath` unless the input names a path. */
function reportOf(input, workflowPath) {
    const counts = countEntries(input.entries);
    return {
        input,
        counts,
        conclusion: input.conclusion ?? conclusionOf(counts),
        failed: input.entries.filter((e) => e.outcome === 'failed'),
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


/***/ }),

/***/ 2563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DK: () => (/* binding */ DEFAULT_EVIDENCE_OPTIONS),
/* harmony export */   Ui: () => (/* binding */ PR_COMMENT_MODES),
/* harmony export */   yu: () => (/* binding */ DOWNLOAD_ASSETS_MODES)
/* harmony export */ });
/**
 * The reporting module's contract: what annotate-build, wait-for-job and the root action hand it, and
 * what it hands back. `publishReport` (src/report/publish.ts) turns this into each output: a check run
 * with annotations on the right commit (or workflow-command annotations without `checks: write`), the
 * job summary, the JUnit and CTRF files, a pull request comment and the recordings of failed tests.
 */
/** Input `pr-comment`. */
const PR_COMMENT_MODES = ['off', 'always', 'on-failure'];
/** Input `download-assets`. */
const DOWNLOAD_ASSETS_MODES = ['off', 'failed'];
const DEFAULT_EVIDENCE_OPTIONS = {
    prComment: 'off',
    junitFile: undefined,
    ctrfFile: undefined,
    downloadAssets: 'off',
};


/***/ }),

/***/ 42179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
// Wording shared by every log line and report: counts, durations, sizes.
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
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
