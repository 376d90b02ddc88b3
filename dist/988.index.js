export const id = 988;
export const ids = [988];
export const modules = {

/***/ 51428:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* unused harmony export MAX_BUILDS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9691);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88532);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39897);
/* harmony import */ var _api_refs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(93916);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53249);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(12291);
/* harmony import */ var _wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92976);






/** Most builds one report takes (named, or matched by prefixes). */
const MAX_BUILDS = 100;
/** One build per line or comma-separated; a trailing `*` matches every build with that prefix. */
const buildList = () => zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
    .optional()
    .transform((v, ctx) => {
    const items = (v ?? '')
        .split(/[\n,]/)
        .map((item) => item.trim())
        .filter(Boolean);
    if (items.length > MAX_BUILDS) {
        ctx.addIssue({ code: 'custom', message: `names ${items.length} builds, more than ${MAX_BUILDS}` });
        return zod__WEBPACK_IMPORTED_MODULE_4__/* .NEVER */ .tm;
    }
    const selectors = [];
    for (const item of items) {
        const star = item.indexOf('*');
        try {
            if (star === -1)
                selectors.push({ kind: 'build', ref: (0,_api_refs_js__WEBPACK_IMPORTED_MODULE_5__/* .buildRefOf */ .tw)(item) });
            else if (star === item.length - 1 && star > 0)
                selectors.push({ kind: 'prefix', prefix: item.slice(0, -1) });
            else
                throw new TypeError('`*` may only end a build name prefix, as in my-app-1234-*');
        }
        catch (error) {
            ctx.addIssue({ code: 'custom', message: `has "${item}": ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)}` });
            return zod__WEBPACK_IMPORTED_MODULE_4__/* .NEVER */ .tm;
        }
    }
    return selectors;
});
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.build]: buildList(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.checkName]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOnFailure]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zM)(true),
    // Results lag by seconds, not hours: an hour is far more than any build needs to appear.
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.waitSeconds]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .wholeNumber */ .rD)({ min: 0, max: 3600, default: 30, unit: 'seconds' }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.githubToken]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .optionalText */ .mR)(),
    ..._wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .evidenceShape */ .l,
})
    .transform((raw) => ({
    builds: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.build],
    checkName: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.checkName],
    failOnFailure: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOnFailure],
    waitSeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.waitSeconds],
    githubToken: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.githubToken],
    evidence: (0,_wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .evidenceOptionsOf */ .$Y)(raw),
}));


/***/ }),

/***/ 28988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var _runtime_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53069);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51428);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39897);



const main = () => (0,_runtime_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .runMainEntry */ .L7)({
    action: _names_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTION */ .hr,
    inputs: _names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_NAMES */ .Qh,
    schema: _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputsSchema */ .x,
    load: async () => (await Promise.all(/* import() */[__webpack_require__.e(753), __webpack_require__.e(782), __webpack_require__.e(124)]).then(__webpack_require__.bind(__webpack_require__, 33124))).run,
});


/***/ }),

/***/ 39897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS)
/* harmony export */ });
/* harmony import */ var _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23933);

const ACTION = 'annotate-build';
const INPUTS = {
    build: 'build',
    checkName: 'check-name',
    failOnFailure: 'fail-on-failure',
    waitSeconds: 'wait-seconds',
    githubToken: 'github-token',
    ..._wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_0__/* .EVIDENCE_INPUTS */ .sJ,
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = {
    total: 'total',
    passed: 'passed',
    failed: 'failed',
    unknown: 'unknown',
    conclusion: 'conclusion',
    checkRunId: 'check-run-id',
    checkRunUrl: 'check-run-url',
    ..._wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_0__/* .EVIDENCE_OUTPUTS */ .d,
};


/***/ }),

/***/ 92976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ evidenceOptionsOf),
/* harmony export */   BH: () => (/* binding */ waitOptionsShape),
/* harmony export */   jE: () => (/* binding */ waitOptionsOf),
/* harmony export */   l: () => (/* binding */ evidenceShape),
/* harmony export */   xd: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9691);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23933);
/* harmony import */ var _report_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2563);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12291);




/** The reporting inputs every reporting action takes: files, pull request comment, downloads. */
const evidenceShape = {
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.prComment]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)(_report_types_js__WEBPACK_IMPORTED_MODULE_1__/* .PR_COMMENT_MODES */ .Ui, 'off'),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.junitFile]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.ctrfFile]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.downloadAssets]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)(_report_types_js__WEBPACK_IMPORTED_MODULE_1__/* .DOWNLOAD_ASSETS_MODES */ .yu, 'off'),
};
function evidenceOptionsOf(raw) {
    return {
        prComment: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.prComment],
        junitFile: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.junitFile],
        ctrfFile: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.ctrfFile],
        downloadAssets: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.downloadAssets],
    };
}
/** Every input but `job-id`, shared with the root action's schema. */
const waitOptionsShape = {
    // A GitHub job runs at most 5 days on a self-hosted runner; no wait needs to be longer.
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.timeout]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .wholeNumber */ .rD)({ min: 1, max: 432_000, default: 3600, unit: 'seconds' }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.pollInterval]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .wholeNumber */ .rD)({ min: 1, max: 3600, default: 5, unit: 'seconds' }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOnFailure]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM)(true),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.report]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM)(true),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.checkName]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.githubToken]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .optionalText */ .mR)(),
    ...evidenceShape,
};
function waitOptionsOf(raw) {
    return {
        timeoutSeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.timeout],
        pollIntervalSeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.pollInterval],
        failOnFailure: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOnFailure],
        report: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.report],
        checkName: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.checkName],
        githubToken: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.githubToken],
        evidence: evidenceOptionsOf(raw),
    };
}
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.jobId]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .requiredId */ .rP)(), ...waitOptionsShape })
    .transform((raw) => ({ jobId: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.jobId], ...waitOptionsOf(raw) }));


/***/ }),

/***/ 23933:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   d: () => (/* binding */ EVIDENCE_OUTPUTS),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   k4: () => (/* binding */ evidenceOutputs),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS),
/* harmony export */   sI: () => (/* binding */ waitOutputs),
/* harmony export */   sJ: () => (/* binding */ EVIDENCE_INPUTS)
/* harmony export */ });
const ACTION = 'wait-for-job';
/** The reporting inputs of every reporting action (annotate-build takes them too). */
const EVIDENCE_INPUTS = {
    prComment: 'pr-comment',
    junitFile: 'junit-file',
    ctrfFile: 'ctrf-file',
    downloadAssets: 'download-assets',
};
/** The outputs those inputs give, on every reporting action. */
const EVIDENCE_OUTPUTS = {
    junitFile: 'junit-file',
    ctrfFile: 'ctrf-file',
    assetsDir: 'assets-dir',
};
const INPUTS = {
    jobId: 'job-id',
    timeout: 'timeout',
    pollInterval: 'poll-interval',
    failOnFailure: 'fail-on-failure',
    report: 'report',
    checkName: 'check-name',
    githubToken: 'github-token',
    ...EVIDENCE_INPUTS,
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = {
    status: 'status',
    success: 'success',
    testIds: 'test-ids',
    failedCount: 'failed-count',
    checkRunUrl: 'check-run-url',
    ...EVIDENCE_OUTPUTS,
};
/** The outputs of a wait, shared with the root action. */
function waitOutputs(result) {
    return {
        [OUTPUTS.status]: result.status,
        [OUTPUTS.success]: result.success === undefined ? '' : String(result.success),
        [OUTPUTS.testIds]: JSON.stringify(result.testIds),
        [OUTPUTS.failedCount]: String(result.failedCount),
        [OUTPUTS.checkRunUrl]: result.checkRunUrl ?? '',
        ...evidenceOutputs(result),
    };
}
/** `junit-file`, `ctrf-file` and `assets-dir`: each empty when nothing was written there. */
function evidenceOutputs(result) {
    return {
        [EVIDENCE_OUTPUTS.junitFile]: result.junitFile ?? '',
        [EVIDENCE_OUTPUTS.ctrfFile]: result.ctrfFile ?? '',
        [EVIDENCE_OUTPUTS.assetsDir]: result.assetsDir ?? '',
    };
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

/***/ 6541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bo: () => (/* binding */ segmentValue),
/* harmony export */   wE: () => (/* binding */ route)
/* harmony export */ });
/* unused harmony export pathSegment */
/**
 * Request paths. A value placed in a path is one whole segment: escaped, and never empty, `.` or `..`,
 * which a URL resolves away (`/v1/builds/..` is `/v1/`), sending the request to another endpoint.
 */
/** The value, unless it would not stay one path segment: then a TypeError naming what it was meant to be. */
function segmentValue(value, what = 'a path parameter') {
    const text = String(value);
    if (text === '' || text === '.' || text === '..') {
        const shown = text ? `"${text}"` : 'empty';
        throw new TypeError(`${what} must not be ${shown}: it would change the request's path`);
    }
    return text;
}
/** The value as one escaped path segment. */
function pathSegment(value, what) {
    return encodeURIComponent(segmentValue(value, what));
}
/** Tagged template that makes every interpolated value one checked path segment: route`/v1/tunnel/${id}`. */
function route(strings, ...params) {
    return strings.reduce((path, part, i) => path + part + (i < params.length ? pathSegment(params[i] ?? '') : ''), '');
}


/***/ }),

/***/ 93916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ testRefOf),
/* harmony export */   QO: () => (/* binding */ appKeyOf),
/* harmony export */   TH: () => (/* binding */ idOf),
/* harmony export */   _F: () => (/* binding */ storageRefOf),
/* harmony export */   tw: () => (/* binding */ buildRefOf)
/* harmony export */ });
/* harmony import */ var _path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6541);

/**
 * The spec's reference quirks, handled once: app keys with or without their storage scheme, builds by
 * numeric ID or `capabilities.build` string, tests by numeric ID or WebDriver session UUID.
 */
/** `cloud://abc123` or `abc123` → `abc123`. */
function appKeyOf(value) {
    const trimmed = value.trim();
    const match = /^[a-z][a-z0-9+.-]*:\/\/(.*)$/i.exec(trimmed);
    const key = (match ? match[1] : trimmed) ?? '';
    if (!key || /[/\s?#]/.test(key))
        throw new TypeError(`"${value}" is not an app key (expected KEY or scheme://KEY)`);
    return (0,_path_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentValue */ .bo)(key, 'an app key');
}
/** A build: its numeric ID or the `capabilities.build` identifier; never empty, `.` or `..`. */
function buildRefOf(value) {
    return (0,_path_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentValue */ .bo)(String(value).trim(), 'a build reference');
}
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
/** A test: numeric ID or WebDriver session ID (UUID, with or without dashes). */
function testRefOf(value) {
    const ref = String(value).trim();
    if (/^\d+$/.test(ref) || UUID.test(ref))
        return ref;
    throw new TypeError(`"${value}" is not a test reference (expected a numeric test ID or a WebDriver session UUID)`);
}
/** A positive numeric ID, as the spec's int32 path parameters are. */
function idOf(value, what) {
    const n = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 2147483647)
        throw new TypeError(`${what} must be a positive whole number, got "${value}"`);
    return n;
}
/** A stored app: its numeric storage ID or its app key (bare or `scheme://KEY`); both are one path segment. */
function storageRefOf(value) {
    return typeof value === 'number' ? String(idOf(value, 'storage id')) : appKeyOf(value);
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


/***/ })

};
