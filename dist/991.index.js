export const id = 991;
export const ids = [991,372];
export const modules = {

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

/***/ 18991:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   closeProgressCheck: () => (/* binding */ closeProgressCheck),
/* harmony export */   openProgressCheck: () => (/* binding */ openProgressCheck)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72158);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25356);



/** A cancelled step has about two seconds left (src/runtime/runtime.ts): closing must fit in them. */
const CLOSE_TIMEOUT_MS = 1_500;
/** Opening is a single small request; a GitHub that takes longer is not waited for. */
const OPEN_TIMEOUT_MS = 10_000;
/**
 * Opens the check run `in_progress` as soon as what runs is known, so the pull request shows it while
 * the tests run. Undefined when it cannot be opened: the report at the end says why, once.
 */
async function openProgressCheck(check, deps) {
    const { github, repository, headSha, log } = deps;
    if (!github || !repository || !headSha)
        return undefined;
    const name = (0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(check.name);
    try {
        const run = await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .openCheckRun */ .G2)(github, {
            ...repository,
            headSha,
            name,
            externalId: check.externalId,
            detailsUrl: deps.detailsUrl,
            // Not ended by a cancel: a check run created unbeknown to the step could never be closed.
            signal: () => AbortSignal.timeout(OPEN_TIMEOUT_MS),
        }, check);
        log.info(`Check run "${name}" is in progress: ${run.url || `#${run.id}`}`);
        return run.id;
    }
    catch (error) {
        log.debug(`Could not open the check run in progress: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        return undefined;
    }
}
/**
 * Completes an open check run that no report will complete (a cancelled step, or its post step),
 * within the time a cancelled step has left. True when GitHub took it; a problem is a warning.
 */
async function closeProgressCheck(id, end, deps) {
    const { github, repository, log } = deps;
    if (!github || !repository)
        return false;
    try {
        await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .closeCheckRun */ .we)(github, { ...repository, id, signal: () => AbortSignal.timeout(CLOSE_TIMEOUT_MS) }, { ...end, completedAt: new Date(deps.now()).toISOString() });
        log.info(`Check run #${id} completed as ${end.conclusion}.`);
        return true;
    }
    catch (error) {
        log.warning(`Could not complete check run #${id} as ${end.conclusion}: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        return false;
    }
}


/***/ })

};
