export const id = 902;
export const ids = [902];
export const modules = {

/***/ 75902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _codeless_trigger_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44624);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30650);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41843);



async function run(inputs, ctx) {
    const jobId = await (0,_codeless_trigger_js__WEBPACK_IMPORTED_MODULE_0__/* .trigger */ .h)(inputs.target, ctx);
    return { outputs: { [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .OUTPUTS */ .py.jobId]: String(jobId) } };
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

/***/ 65939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ STOP_SCOPES),
/* harmony export */   f: () => (/* binding */ describeTarget)
/* harmony export */ });
/** "Codeless suite 12", "Codeless test 7", "every Codeless test at https://…". */
function describeTarget(target) {
    switch (target.kind) {
        case 'suite':
            return `Codeless suite ${target.id}`;
        case 'test':
            return `Codeless test ${target.id}`;
        default:
            return `every Codeless test${target.url ? ` at ${target.url}` : ''}`;
    }
}
const STOP_SCOPES = ['job', 'target'];


/***/ }),

/***/ 44624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ trigger)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65939);


/**
 * Starts the target's runs and returns the job to poll. The POST goes out once (the transport never
 * repeats it), so an answer that got lost leaves the runs possibly started but never started twice.
 */
async function trigger(target, ctx) {
    const { lab, labsuites } = ctx.client;
    let jobId;
    try {
        const ack = target.kind === 'suite'
            ? await labsuites.trigger(target.id)
            : target.kind === 'test'
                ? await lab.trigger(target.id)
                : await lab.triggerAll({ url: target.url });
        jobId = ack.job_id;
    }
    catch (error) {
        if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && mayHaveStarted(error))
            throw new Error((0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withHint */ .mu)(error, "A trigger is never sent twice, so nothing runs twice; if this one reached the service, its runs started: check the service's dashboard."), { cause: error });
        throw error;
    }
    ctx.log.info(`Triggered ${(0,_target_js__WEBPACK_IMPORTED_MODULE_1__/* .describeTarget */ .f)(target)}: job ${jobId}.`);
    return jobId;
}
/**
 * No answer, an unreadable, oversized or foreign one, or a server error: the service may have acted on
 * the request.
 */
function mayHaveStarted(error) {
    return (error.kind === 'network' ||
        error.kind === 'timeout' ||
        error.kind === 'malformed' ||
        error.kind === 'too-large' ||
        error.kind === 'not-api' ||
        (error.status !== undefined && error.status >= 500));
}


/***/ })

};
