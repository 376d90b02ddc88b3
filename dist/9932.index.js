export const id = 9932;
export const ids = [9932];
export const modules = {

/***/ 51428:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55491);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88532);
/* harmony import */ var _api_refs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(93916);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(12291);
/* harmony import */ var _wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92976);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39897);






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
            ctx.addIssue({ code: 'custom', message: `has "${item}": ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}` });
            return zod__WEBPACK_IMPORTED_MODULE_4__/* .NEVER */ .tm;
        }
    }
    return selectors;
});
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.build]: buildList(),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.checkName]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.failOnFailure]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zM)(true),
    // Results lag by seconds, not hours: an hour is far more than any build needs to appear.
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.waitSeconds]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .wholeNumber */ .rD)({ min: 0, max: 3600, default: 30, unit: 'seconds' }),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.githubToken]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .optionalText */ .mR)(),
    ..._wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .evidenceShape */ .l,
})
    .transform((raw) => ({
    builds: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.build],
    checkName: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.checkName],
    failOnFailure: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.failOnFailure],
    waitSeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.waitSeconds],
    githubToken: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.githubToken],
    evidence: (0,_wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .evidenceOptionsOf */ .$Y)(raw, raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.failOnFailure]),
}));


/***/ }),

/***/ 22517:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88532);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(55491);
/* harmony import */ var _api_devices_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11855);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72487);
/* harmony import */ var _codeless_devices_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(71651);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12291);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(94026);






/** A matrix makes at most 256 jobs in a workflow run (docs/github-facts.md). */
const MAX_MATRIX_DEVICES = 256;
/** Optional text read by `parse`; the TypeError it throws becomes the input's message. */
const parsed = (parse) => (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)().transform((text, ctx) => {
    if (text === undefined)
        return undefined;
    try {
        return parse(text);
    }
    catch (error) {
        ctx.addIssue({ code: 'custom', message: (0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__.messageOf)(error) });
        return zod__WEBPACK_IMPORTED_MODULE_4__/* .NEVER */ .tm;
    }
});
const platform = (text) => {
    try {
        return (0,_api_devices_js__WEBPACK_IMPORTED_MODULE_0__/* .devicePlatformOf */ .Zo)(text);
    }
    catch {
        throw new TypeError(`must be one of ${_api_devices_js__WEBPACK_IMPORTED_MODULE_0__/* .DEVICE_PLATFORMS */ .mC.join(', ')} (in any case), got "${text}"`);
    }
};
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.platform]: parsed(platform),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.name]: parsed(_codeless_devices_js__WEBPACK_IMPORTED_MODULE_6__.namePatternOf),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.minVersion]: parsed(_codeless_devices_js__WEBPACK_IMPORTED_MODULE_6__.minVersionOf),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.max]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .wholeNumber */ .rD)({ min: 1, max: MAX_MATRIX_DEVICES, default: _codeless_devices_js__WEBPACK_IMPORTED_MODULE_6__.DEFAULT_MAX_DEVICES }),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.availableOnly]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zM)(true),
})
    .transform((raw) => ({
    platform: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.platform],
    name: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.name],
    minVersion: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.minVersion],
    max: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.max],
    availableOnly: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.availableOnly],
}));


/***/ }),

/***/ 94026:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS)
/* harmony export */ });
const ACTION = 'list-devices';
const INPUTS = {
    platform: 'platform',
    name: 'name',
    minVersion: 'min-version',
    max: 'max',
    availableOnly: 'available-only',
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = {
    matrix: 'matrix',
    count: 'count',
};


/***/ }),

/***/ 67995:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55491);
/* harmony import */ var _codeless_target_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(65939);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(12291);
/* harmony import */ var _runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67313);
/* harmony import */ var _trigger_lab_suite_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30650);
/* harmony import */ var _wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92976);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4732);







const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    ..._trigger_lab_suite_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .triggerShape */ .Il,
    ..._wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .waitOptionsShape */ .BH,
    [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.stopOnCancel]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zM)(true),
    [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.stopScope]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .oneOf */ .yL)(_codeless_target_js__WEBPACK_IMPORTED_MODULE_6__/* .STOP_SCOPES */ .DU, 'job'),
    [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.retries]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .wholeNumber */ .rD)({ min: 0, max: _codeless_target_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_RETRIES */ .kd, default: 0 }),
    [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.rerun]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .oneOf */ .yL)(_codeless_target_js__WEBPACK_IMPORTED_MODULE_6__/* .RERUN_MODES */ .Ue, 'failed'),
    [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.stopSessions]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .oneOf */ .yL)(_runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_0__/* .STOP_SESSIONS_MODES */ .IR, 'auto'),
})
    .superRefine(_trigger_lab_suite_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .checkTrigger */ .XV)
    .transform((raw) => ({
    target: (0,_trigger_lab_suite_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .targetOf */ .$r)(raw),
    waitForCapacitySeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.waitForCapacity],
    wait: (0,_wait_for_job_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .waitOptionsOf */ .jE)(raw),
    stopOnCancel: raw[_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.stopOnCancel],
    stopScope: raw[_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.stopScope],
    retries: raw[_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.retries],
    rerun: raw[_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.rerun],
    stopSessions: raw[_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.stopSessions],
}));


/***/ }),

/***/ 4732:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   c4: () => (/* binding */ STATE),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS),
/* harmony export */   z5: () => (/* binding */ checkNameOf)
/* harmony export */ });
/* harmony import */ var _codeless_target_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65939);
/* harmony import */ var _runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15510);
/* harmony import */ var _runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67313);
/* harmony import */ var _trigger_lab_suite_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41843);
/* harmony import */ var _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23933);





const ACTION = 'run-codeless-tests';
const { jobId: _jobId, ...WAIT_OPTION_INPUTS } = _wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc;
const INPUTS = {
    ..._trigger_lab_suite_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc,
    ...WAIT_OPTION_INPUTS,
    stopOnCancel: 'stop-on-cancel',
    stopScope: 'stop-scope',
    retries: 'retries',
    rerun: 'rerun',
    stopSessions: _runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_1__/* .STOP_SESSIONS_INPUT */ .MB,
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = { ..._trigger_lab_suite_names_js__WEBPACK_IMPORTED_MODULE_2__/* .OUTPUTS */ .py, ..._wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUTS */ .py };
/**
 * What main leaves for post; each saved as soon as it is known, so a killed main still leaves it. The
 * job and its check run as wait-for-job saves them, and what to stop.
 */
const STATE = {
    ..._wait_for_job_names_js__WEBPACK_IMPORTED_MODULE_3__/* .STATE */ .c4,
    /** The trigger target as JSON: what to stop; saved before the trigger is sent, emptied if it was turned away. */
    target: 'target',
    stopOnCancel: 'stop-on-cancel',
    /** What a cancel stops: the job's tests, or every run of the target (StopScope). */
    stopScope: 'stop-scope',
    /**
     * The retries' jobs in flight as JSON (`[{ testId, jobId? }]`, jobId missing while its trigger's
     * answer is awaited or when it never came); emptied when they ended, but for the triggers whose
     * answer never came: what the post step stops after a cancel during a retry or a re-run of only the
     * failed tests, and after a trigger whose answer was lost.
     */
    retryRuns: 'retry-runs',
};
/** The default check name: the target, the job and the matrix leg; never the job ID, so it can be required. */
function checkNameOf(target, job) {
    return (0,_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .stableCheckName */ .BM)(target.kind === 'all' ? 'All Codeless tests' : (0,_codeless_target_js__WEBPACK_IMPORTED_MODULE_4__/* .describeTarget */ .ff)(target), job);
}


/***/ }),

/***/ 80564:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D1: () => (/* binding */ IdentifierSchema),
/* harmony export */   ft: () => (/* binding */ DEFAULT_TIMING),
/* harmony export */   xd: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55491);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(88532);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12291);
/* harmony import */ var _runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67313);
/* harmony import */ var _runtime_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35051);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75497);





const DEFAULT_TIMING = { pollIntervalMs: 2_000, stopGraceMs: 10_000 };
/** The download's kind, from the ending of the URL's path (the query of a signed URL is ignored). */
function clientKindOf(url) {
    const path = url.pathname.toLowerCase();
    if (path.endsWith('.jar'))
        return 'jar';
    if (path.endsWith('.zip'))
        return 'zip';
    if (path.endsWith('.tar.gz') || path.endsWith('.tgz'))
        return 'tar';
    return 'file';
}
/**
 * Arguments separated by white space; single or double quotes keep spaces inside one. No escapes, so a
 * Windows path keeps its backslashes; no shell ever sees the result. Undefined when a quote is open.
 */
function splitArgs(text) {
    const args = [];
    let current;
    let quote;
    for (const char of text) {
        if (quote) {
            if (char === quote)
                quote = undefined;
            else
                current = (current ?? '') + char;
        }
        else if (char === '"' || char === "'") {
            quote = char;
            current ??= '';
        }
        else if (/\s/.test(char)) {
            if (current !== undefined)
                args.push(current);
            current = undefined;
        }
        else {
            current = (current ?? '') + char;
        }
    }
    if (quote)
        return undefined;
    if (current !== undefined)
        args.push(current);
    return args;
}
/** A tunnel's name, as the input gives it and as post accepts it back from state. */
const IdentifierSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
    .min(1)
    .max(128, 'must be at most 128 characters')
    // eslint-disable-next-line no-control-regex -- control characters are what it rejects
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not hold control characters');
/** What an error may show of a refused URL: no user name or password, no query or fragment (signed URLs). */
function shownUrl(value) {
    if (!URL.canParse(value))
        return 'text that is not a URL';
    const url = new URL(value);
    // Without a host, anything after the scheme may be a secret (`user:password@host` reads as one).
    if (!url.host)
        return `a "${url.protocol}" address`;
    const credentials = url.username || url.password ? '***@' : '';
    const rest = url.search || url.hash ? '?***' : '';
    return `"${url.protocol}//${credentials}${url.host}${url.pathname}${rest}"`;
}
const CLIENT_ONLY = [
    _names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientVersion,
    _names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientSha256,
    _names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientArgs,
    _names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientCommand,
];
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.identifier]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .optionalText */ .mR)().pipe(IdentifierSchema.optional()),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.readyTimeout]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .wholeNumber */ .rD)({ min: 1, max: 3600, default: 120, unit: 'seconds' }),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientUrl]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .optionalText */ .mR)().transform((value, ctx) => {
        if (value === undefined)
            return undefined;
        const url = URL.canParse(value) ? new URL(value) : undefined;
        if (!url || !['https:', 'http:'].includes(url.protocol)) {
            ctx.addIssue({ code: 'custom', message: `must be an https:// URL, got ${shownUrl(value)}` });
            return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
        }
        // An executable fetched in clear text could be swapped on the way.
        if (url.protocol === 'http:' && !(0,_runtime_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .isLoopbackHost */ .cW)(url.hostname)) {
            ctx.addIssue({
                code: 'custom',
                message: 'must use https:// (http:// is allowed only for localhost, 127.0.0.0/8 and [::1])',
            });
            return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
        }
        return url;
    }),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientVersion]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientSha256]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .optionalText */ .mR)().pipe(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .transform((v) => v.toLowerCase().replace(/^sha256:/, ''))
        .pipe(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/, 'must be 64 hexadecimal digits (a SHA-256)'))
        .optional()),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientArgs]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .optionalText */ .mR)().transform((value, ctx) => {
        const args = splitArgs(value ?? '');
        if (args)
            return args;
        ctx.addIssue({ code: 'custom', message: 'has a quote that is not closed' });
        return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
    }),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientCommand]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.stopSessions]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .oneOf */ .yL)(_runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_0__/* .STOP_SESSIONS_MODES */ .IR, 'auto'),
})
    .superRefine((raw, ctx) => {
    const url = raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientUrl];
    if (!url) {
        for (const name of CLIENT_ONLY) {
            const value = raw[name];
            if (value !== undefined && !(Array.isArray(value) && !value.length))
                ctx.addIssue({ code: 'custom', path: [name], message: `applies only with "${_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientUrl}"` });
        }
        return;
    }
    const kind = clientKindOf(url);
    if (raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientCommand] !== undefined && kind !== 'zip' && kind !== 'tar') {
        ctx.addIssue({
            code: 'custom',
            path: [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientCommand],
            message: `applies only to an archive (a "${_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientUrl}" ending in .zip, .tar.gz or .tgz)`,
        });
    }
})
    .transform((raw) => {
    const url = raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientUrl];
    return {
        identifier: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.identifier],
        readyTimeoutSeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.readyTimeout],
        stopSessions: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.stopSessions],
        client: url
            ? {
                url,
                kind: clientKindOf(url),
                version: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientVersion],
                sha256: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientSha256],
                args: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientArgs],
                command: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientCommand],
            }
            : undefined,
    };
});


/***/ }),

/***/ 75497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ NOTHING_STARTED),
/* harmony export */   Ii: () => (/* binding */ CLIENT_ENV),
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   c4: () => (/* binding */ STATE),
/* harmony export */   eN: () => (/* binding */ EXPORTED_ENV),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS)
/* harmony export */ });
/* harmony import */ var _runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67313);
/* harmony import */ var _runtime_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35051);


const ACTION = 'start-tunnel';
const INPUTS = {
    identifier: 'identifier',
    readyTimeout: 'ready-timeout',
    clientUrl: 'client-url',
    clientVersion: 'client-version',
    clientSha256: 'client-sha256',
    clientArgs: 'client-args',
    clientCommand: 'client-command',
    stopSessions: _runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_0__/* .STOP_SESSIONS_INPUT */ .MB,
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = {
    tunnelId: 'tunnel-id',
    tunnelIdentifier: 'tunnel-identifier',
    tunnelState: 'tunnel-state',
    /** Client mode: the client's log file. */
    logFile: 'log-file',
};
/** Variables exported to the job's later steps. */
const EXPORTED_ENV = {
    tunnelId: 'CLOUDTEST_TUNNEL_ID',
    tunnelIdentifier: 'CLOUDTEST_TUNNEL_IDENTIFIER',
};
/**
 * What the tunnel client finds in its environment: the service settings under the names the actions
 * themselves read (so a client of the service knows them), and the tunnel's name. Never on its
 * command line.
 */
const CLIENT_ENV = {
    apiUrl: _runtime_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_SETTINGS */ .Ky.apiUrl.env,
    key: _runtime_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_SETTINGS */ .Ky.key.env,
    secret: _runtime_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_SETTINGS */ .Ky.secret.env,
    identifier: EXPORTED_ENV.tunnelIdentifier,
};
/**
 * What main leaves for post, each saved as soon as there is something to tear down. Post reads only the
 * keys of the mode main saved and checks each (teardown.ts); the client's pid and log are never in state
 * but in main's own folder (ownership.ts).
 */
const STATE = {
    /** 'api' or 'client'. */
    mode: 'mode',
    /** Saved before the tunnel can exist: post finds by it a tunnel whose id main never learned. */
    identifier: 'identifier',
    tunnelId: 'tunnel-id',
    /** Client mode: names main's folder under RUNNER_TEMP (ownership.ts). */
    clientToken: 'client-token',
    /** Tunnels that already had our identifier before the client started: never ours to delete. */
    foreignTunnelIds: 'foreign-tunnel-ids',
};
/** What post says when main saved no mode: it started nothing. */
const NOTHING_STARTED = 'Nothing to tear down: no tunnel was started.';


/***/ }),

/***/ 51776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ ReadyTimeoutError),
/* harmony export */   b: () => (/* binding */ waitUntilReady)
/* harmony export */ });
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(94506);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75497);



class ReadyTimeoutError extends Error {
    name = 'ReadyTimeoutError';
}
/** How long past the deadline a look may still take: the last one happens at the deadline itself. */
const LOOK_GRACE_MS = 1_000;
/**
 * Looks at the tunnel every `intervalMs` until it is ready, never waiting past `timeoutSeconds`: the
 * last pause is cut to the deadline so one last look happens there, and every call of a look ends a
 * moment after the deadline at the latest (the client's `within`: a hanging service cannot stretch the
 * wait); a look that fails past the deadline is the time-out, and says why. Logs each new state once.
 */
async function waitUntilReady(o) {
    const deadline = new _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_2__/* .Deadline */ .B(o.clock, o.timeoutSeconds * 1000);
    const client = o.client.within(deadline.bound(LOOK_GRACE_MS, `${_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.readyTimeout} (${o.timeoutSeconds} s)`));
    const What = o.what.charAt(0).toUpperCase() + o.what.slice(1);
    const timedOut = (why) => new ReadyTimeoutError(`${What} was not READY within ${o.timeoutSeconds} s (last state seen: ${last})${why === undefined ? '' : `: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(why).replace(/\.$/, '')}`}. Raise ${_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.readyTimeout} if it needs longer.`);
    const cancelled = () => new Error(`Stopped waiting for ${o.what}: the step was cancelled.`);
    let last = 'none yet';
    for (;;) {
        o.check?.();
        let probe;
        try {
            probe = await o.probe(client);
        }
        catch (error) {
            o.check?.();
            if (o.signal.aborted)
                throw cancelled();
            if (deadline.passed())
                throw timedOut(error);
            throw error;
        }
        if (probe.ready !== undefined)
            return probe.ready;
        if (probe.state !== last)
            o.log.info(`${What}: ${probe.state}`);
        last = probe.state;
        if (deadline.passed())
            throw timedOut();
        try {
            await deadline.pause(o.intervalMs, o.wake ? AbortSignal.any([o.signal, o.wake]) : o.signal);
        }
        catch {
            if (o.signal.aborted)
                throw cancelled();
            // Woken early: the next round's check says why.
        }
    }
}


/***/ }),

/***/ 30650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $r: () => (/* binding */ targetOf),
/* harmony export */   Il: () => (/* binding */ triggerShape),
/* harmony export */   XV: () => (/* binding */ checkTrigger),
/* harmony export */   xd: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55491);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12291);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41843);



/** The trigger inputs, shared with the root action's schema. */
const triggerShape = {
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.suiteId]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalId */ .ui)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.testId]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalId */ .ui)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM)(false),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.url]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalText */ .mR)().refine((value) => value === undefined || /^https?:$/.test(URL.parse(value)?.protocol ?? ''), { message: 'must be an http(s):// URL' }),
    // A GitHub job runs at most 5 days on a self-hosted runner; no wait needs to be longer.
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.waitForCapacity]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .wholeNumber */ .rD)({ min: 0, max: 432_000, default: 0, unit: 'seconds' }),
};
/** Exactly one of suite-id, test-id and all; url only with all. Checked before any request. */
function checkTrigger(raw, ctx) {
    const given = [];
    if (raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.suiteId] !== undefined)
        given.push(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.suiteId);
    if (raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.testId] !== undefined)
        given.push(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.testId);
    if (raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all])
        given.push(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all);
    if (!given.length)
        ctx.addIssue({
            code: 'custom',
            path: [],
            message: `Give one of the inputs "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.suiteId}", "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.testId}" or "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all}: true".`,
        });
    for (const name of given.slice(1))
        ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `cannot be combined with "${given[0] ?? ''}": give exactly one of "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.suiteId}", "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.testId}" and "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all}"`,
        });
    if (raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.url] !== undefined && !raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all])
        ctx.addIssue({
            code: 'custom',
            path: [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.url],
            message: `is only allowed with "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.all}: true" (a suite or a single test runs on its own URLs)`,
        });
}
function targetOf(raw) {
    const suiteId = raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.suiteId];
    const testId = raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.testId];
    if (suiteId !== undefined)
        return { kind: 'suite', id: suiteId };
    if (testId !== undefined)
        return { kind: 'test', id: testId };
    return { kind: 'all', url: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.url] };
}
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc(triggerShape)
    .superRefine(checkTrigger)
    .transform((raw) => ({
    target: targetOf(raw),
    waitForCapacitySeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.waitForCapacity],
}));


/***/ }),

/***/ 41843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS)
/* harmony export */ });
/* harmony import */ var _codeless_capacity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63594);

const ACTION = 'trigger-lab-suite';
const INPUTS = {
    suiteId: 'suite-id',
    testId: 'test-id',
    all: 'all',
    url: 'url',
    waitForCapacity: _codeless_capacity_js__WEBPACK_IMPORTED_MODULE_0__/* .CAPACITY_INPUT */ .mX,
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = {
    jobId: 'job-id',
};


/***/ }),

/***/ 29706:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55491);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88532);
/* harmony import */ var _api_refs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(93916);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12291);
/* harmony import */ var _runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67313);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72579);





const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    [_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.file]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.url]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)().transform((value, ctx) => {
        if (value === undefined)
            return undefined;
        const url = URL.canParse(value) ? new URL(value) : undefined;
        if (!url || !['https:', 'http:'].includes(url.protocol) || !url.hostname) {
            ctx.addIssue({ code: 'custom', message: `must be an http(s):// URL, got "${value}"` });
            return zod__WEBPACK_IMPORTED_MODULE_4__/* .NEVER */ .tm;
        }
        return url;
    }),
    [_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.appKey]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)().transform((value, ctx) => {
        if (value === undefined)
            return undefined;
        try {
            return (0,_api_refs_js__WEBPACK_IMPORTED_MODULE_5__/* .appKeyOf */ .QO)(value);
        }
        catch {
            ctx.addIssue({ code: 'custom', message: `must be an app key (KEY or scheme://KEY), got "${value}"` });
            return zod__WEBPACK_IMPORTED_MODULE_4__/* .NEVER */ .tm;
        }
    }),
    [_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.stopSessions]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .oneOf */ .yL)(_runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_0__/* .STOP_SESSIONS_MODES */ .IR, 'auto'),
})
    .superRefine((raw, ctx) => {
    const hasFile = raw[_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.file] !== undefined;
    const hasUrl = raw[_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.url] !== undefined;
    if (hasFile && hasUrl)
        ctx.addIssue({
            code: 'custom',
            path: [_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.url],
            message: `cannot be given with "${_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.file}": give exactly one of them`,
        });
    if (!hasFile && !hasUrl)
        ctx.addIssue({
            code: 'custom',
            path: [_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.file],
            message: `or "${_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.url}" is required: give exactly one of them`,
        });
})
    .transform((raw) => {
    const file = raw[_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.file];
    const url = raw[_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.url];
    // superRefine has made sure exactly one of them is given.
    return {
        source: url !== undefined ? { url } : { file: file },
        appKey: raw[_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.appKey],
        stopSessions: raw[_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.stopSessions],
    };
});


/***/ }),

/***/ 72579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   eN: () => (/* binding */ EXPORTED_ENV),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS)
/* harmony export */ });
/* harmony import */ var _runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67313);

const ACTION = 'upload-app';
const INPUTS = {
    file: 'file',
    url: 'url',
    appKey: 'app-key',
    stopSessions: _runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_0__/* .STOP_SESSIONS_INPUT */ .MB,
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


/***/ }),

/***/ 11855:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zo: () => (/* binding */ devicePlatformOf),
/* harmony export */   mC: () => (/* binding */ DEVICE_PLATFORMS),
/* harmony export */   oR: () => (/* binding */ devicesApi)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55491);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8164);
/* harmony import */ var _transport_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53655);




const DeviceSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .int32 */ .HA,
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    manufacturer: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    platform_name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    platform_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    screen_size: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    screen_resolution: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Carried by listings only; the spec's field list of the record does not include it. */
    available: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
});
const DEVICE_PLATFORMS = ['Android', 'iOS', 'REAL_ANDROID', 'REAL_IOS'];
/** The service matches `platform` case-insensitively; anything else is refused before a request. */
function devicePlatformOf(value) {
    const wanted = value.trim().toLowerCase();
    const platform = DEVICE_PLATFORMS.find((p) => p.toLowerCase() === wanted);
    if (!platform)
        throw new TypeError(`device platform must be one of ${DEVICE_PLATFORMS.join(', ')}, got "${value}"`);
    return platform;
}
function devicesApi(t) {
    return {
        /** GET /v1/devices: every device, optionally of one platform. */
        list: (options = {}) => t.call({
            operation: 'list devices',
            method: 'GET',
            path: '/v1/devices',
            query: {
                platform: options.platform === undefined ? undefined : devicePlatformOf(options.platform),
                web: options.web,
            },
            response: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(DeviceSchema),
        }),
        /** GET /v1/devices/available: the devices the account can acquire now. */
        available: () => t.call({
            operation: 'list available devices',
            method: 'GET',
            path: '/v1/devices/available',
            response: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(DeviceSchema),
        }),
        /** GET /v1/devices/{id}. */
        get: (id) => t.call({
            operation: 'get device',
            method: 'GET',
            path: (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_2__/* .route */ .wE) `/v1/devices/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_3__/* .idOf */ .TH)(id, 'device id')}`,
            response: DeviceSchema,
            meanings: { 404: 'no such device' },
        }),
    };
}


/***/ }),

/***/ 9932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COMMANDS: () => (/* binding */ COMMANDS),
  main: () => (/* binding */ main),
  runCli: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: ./src/api/transport/errors.ts
var errors = __webpack_require__(72487);
// EXTERNAL MODULE: ./src/version.ts + 1 modules
var version = __webpack_require__(71013);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/runtime/inputs.ts
var inputs = __webpack_require__(12291);
// EXTERNAL MODULE: ./src/actions/start-tunnel/wait.ts
var wait = __webpack_require__(51776);
// EXTERNAL MODULE: ./src/runtime/settings.ts
var settings = __webpack_require__(35051);
;// CONCATENATED MODULE: ./src/cli/exit.ts




/** The command's exit codes (docs/ci/README.md): scripts and CI systems branch on them. */
const EXIT = {
    passed: 0,
    testsFailed: 1,
    /** Bad usage or input, found before any request. */
    usage: 2,
    /** Could not run: the service, the network, the credentials. */
    couldNotRun: 3,
    timedOut: 4,
    /** Interrupted (SIGINT, SIGTERM, SIGHUP) after stopping what it started. */
    interrupted: 130,
};
/** A command line the command cannot run: unknown command or flag, a missing argument. */
class UsageError extends Error {
    name = 'UsageError';
    /** The command whose help the message points to. */
    command;
    constructor(message, command) {
        super(message);
        this.command = command;
    }
}
/**
 * An error nothing caught (a callback's, a stream's): the command stops as on SIGTERM, cleans up what
 * it started, and exits 3.
 */
class UnexpectedError extends Error {
    name = 'UnexpectedError';
    constructor(cause) {
        super(`Unexpected error: ${(0,errors.messageOf)(cause)}`, { cause });
    }
}
/**
 * The exit code an error stands for. Bad input is a 2: the inputs are read before any request, and an
 * input only the service can refuse (an app key it does not store) is a 3, as its other answers are;
 * a wait that ran out of time is a 4; 130 only when the command was interrupted (`signal`, the
 * interrupts', aborted by a signal); every other failure (an answer of the service, the network, a
 * download, a call cut by its own time limit, an error nothing caught) is a 3.
 */
function exitCodeOf(error, signal) {
    if (signal?.aborted)
        return signal.reason instanceof UnexpectedError ? EXIT.couldNotRun : EXIT.interrupted;
    if (error instanceof inputs/* InputRefusedError */.JA)
        return EXIT.couldNotRun;
    if (error instanceof UsageError || error instanceof inputs/* InputError */.dz || error instanceof settings/* SettingsError */.GN)
        return EXIT.usage;
    if (error instanceof wait/* ReadyTimeoutError */.F)
        return EXIT.timedOut;
    return EXIT.couldNotRun;
}

;// CONCATENATED MODULE: ./src/cli/args.ts



/** What every command takes. */
const GLOBAL_FLAGS = {
    ci: {
        value: 'NAME',
        description: 'The CI system to write for: github, gitlab, buildkite, azure, circleci, jenkins or local (a plain terminal). Default: detected from the environment.',
    },
    json: { description: 'Print one JSON document on standard output instead of text.' },
    verbose: { description: 'Show debug lines.' },
    help: { short: 'h', description: 'Show this help.' },
};
/** Flags that would put a credential on the command line, and where it goes instead. */
const CREDENTIAL_FLAGS = {
    key: 'CLOUDTEST_KEY',
    secret: 'CLOUDTEST_SECRET',
    'api-url': 'CLOUDTEST_API_URL',
    password: 'CLOUDTEST_SECRET',
    token: 'CLOUDTEST_SECRET',
};
/** Refuses words other than flags, for a command that takes nothing else. */
function onlyFlags(args, command) {
    if (args.rest !== undefined || args.positionals.length)
        throw new UsageError(`${command} takes only flags.`, command);
}
/** Reads one command's arguments (the words after its name). */
function parseCommandArgs(command, argv, flags) {
    const split = argv.indexOf('--');
    const own = split < 0 ? [...argv] : argv.slice(0, split);
    refuseCredentialFlags(command, own);
    const all = { ...GLOBAL_FLAGS, ...flags };
    const options = Object.fromEntries(Object.entries(all).map(([name, spec]) => [
        name,
        {
            type: spec.value ? 'string' : 'boolean',
            ...(spec.short ? { short: spec.short } : {}),
        },
    ]));
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({
            args: joinValues(own, all),
            options,
            allowPositionals: true,
            strict: true,
            tokens: true,
        });
    }
    catch (error) {
        throw new UsageError(describeParseError(error, command), command);
    }
    refuseRepeats(command, parsed.tokens);
    const values = {};
    for (const [name, value] of Object.entries(parsed.values)) {
        if (value === undefined || value === false)
            continue;
        values[name] = value === true ? 'true' : String(value);
    }
    return { values, positionals: parsed.positionals, rest: split < 0 ? undefined : argv.slice(split + 1) };
}
/**
 * `--flag VALUE` as `--flag=VALUE` for a flag that takes a value, so a value may start with a dash
 * (`--client-args "--name {identifier}"`), as users of other CLIs expect; parseArgs alone refuses it.
 */
function joinValues(args, flags) {
    const out = [];
    for (let i = 0; i < args.length; i++) {
        const arg = args[i] ?? '';
        const name = /^--([a-z0-9-]+)$/.exec(arg)?.[1];
        if (name && flags[name]?.value && i + 1 < args.length)
            out.push(`${arg}=${args[++i]}`);
        else
            out.push(arg);
    }
    return out;
}
/**
 * A flag given twice is refused: parseArgs keeps the last value, so `--suite-id 1 --suite-id 2` would
 * run suite 2 without a word, whichever one was meant.
 */
function refuseRepeats(command, tokens) {
    const seen = new Set();
    for (const token of tokens) {
        if (token.kind !== 'option' || !token.name)
            continue;
        if (seen.has(token.name))
            throw new UsageError(`--${token.name} is given more than once: give it once.`, command);
        seen.add(token.name);
    }
}
function refuseCredentialFlags(command, args) {
    for (const arg of args) {
        const name = /^--([a-z-]+)(?:=|$)/.exec(arg)?.[1];
        const variable = name ? CREDENTIAL_FLAGS[name] : undefined;
        if (variable) {
            throw new UsageError(`--${name} is not a flag: credentials come only from the environment (${variable}), because every user of the machine can read a command line in the process list.`, command);
        }
    }
}
/** Node's messages, in the command's words. */
function describeParseError(error, command) {
    const code = error.code;
    const message = error instanceof Error ? error.message : String(error);
    const option = /'(-[^' ]+)/.exec(message)?.[1];
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option)
        return `Unknown flag ${option} for "cloudtest ${command}".`;
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) {
        return /does not take/.test(message) ? `${option} takes no value.` : `${option} needs a value.`;
    }
    return message;
}
/**
 * An action's message in the command's words: `Input "ready-timeout" must be\u2026` reads `--ready-timeout
 * must be\u2026`. `words` names what stands for each input here (a flag, an argument, a variable);
 * inputs it does not name are left as they are.
 */
function inCommandWords(message, words) {
    return message.replace(/(?:\b[Ii]nput )?"([a-z0-9-]+)"/g, (whole, name) => words[name] ?? whole);
}
/** `--name` for each of an action's inputs that the command takes as a flag. */
const flagWords = (names) => Object.fromEntries(names.map((n) => [n, `--${n}`]));
/**
 * An action's inputs from the command's flags, checked by the action's own schema (its problems are
 * input errors, put in the command's words where they are reported).
 */
function inputsFromFlags(values, names, schema) {
    return (0,inputs/* readInputs */.Ko)(names, schema, (name) => values[name] ?? '');
}

// EXTERNAL MODULE: ./src/report/world/commit-sha.ts
var commit_sha = __webpack_require__(76395);
// EXTERNAL MODULE: ./src/report/world/event.ts
var world_event = __webpack_require__(97837);
// EXTERNAL MODULE: ./src/runtime/job-identity.ts
var job_identity = __webpack_require__(15510);
;// CONCATENATED MODULE: ./src/cli/ci/detect.ts




/**
 * The variable that gives the command a GitHub matrix leg, as the actions' `matrix` input does: set
 * `CLOUDTEST_MATRIX: ${{ toJSON(matrix) }}` in the job's `env`, so each leg's names are its own.
 */
const MATRIX_VARIABLE = 'CLOUDTEST_MATRIX';
/** The CI systems the command writes for; `local` is a plain terminal (a laptop, or a CI not listed). */
const CI_NAMES = ['github', 'gitlab', 'buildkite', 'azure', 'circleci', 'jenkins', 'local'];
/** Each system's own marker variable (docs/ci-facts.md), in the order they are looked for. */
const MARKERS = [
    ['github', (env) => env.GITHUB_ACTIONS === 'true'],
    ['gitlab', (env) => env.GITLAB_CI === 'true'],
    ['buildkite', (env) => env.BUILDKITE === 'true'],
    ['azure', (env) => env.TF_BUILD?.toLowerCase() === 'true'],
    ['circleci', (env) => env.CIRCLECI === 'true'],
    ['jenkins', (env) => Boolean(env.JENKINS_URL?.trim() || env.JENKINS_HOME?.trim())],
];
/** The CI named by `--ci`, else the one the environment shows, else `local`. */
function detectCi(env, chosen) {
    if (chosen !== undefined) {
        const name = chosen.trim().toLowerCase();
        if (CI_NAMES.includes(name))
            return name;
        throw new UsageError(`--ci must be one of ${CI_NAMES.join(', ')}, got "${chosen}".`);
    }
    return MARKERS.find(([, marks]) => marks(env))?.[0] ?? 'local';
}
const detect_text = (value) => value?.trim() || undefined;
const count = (value, base = 0) => {
    const n = Number(value?.trim());
    return Number.isInteger(n) && n >= 0 ? n + base : undefined;
};
/**
 * The job the command runs in, in the terms the reports use (a check name says job and leg): the run
 * (pipeline, build or workflow), the job's name, its parallel leg (on GitHub, the matrix leg of
 * CLOUDTEST_MATRIX), and the attempt where the CI counts them. `warn` hears of a matrix too deep or
 * too long to read.
 */
function jobIdentityFor(ci, env, warn) {
    const identity = (job, runId, attempt = 1, leg) => ({
        job,
        leg,
        runId,
        attempt,
        repository: undefined,
    });
    switch (ci) {
        case 'github':
            return (0,job_identity/* jobIdentityOf */.lF)(env, env[MATRIX_VARIABLE], warn, MATRIX_VARIABLE);
        case 'gitlab':
            return identity(detect_text(env.CI_JOB_NAME), detect_text(env.CI_PIPELINE_ID));
        case 'buildkite':
            return identity(detect_text(env.BUILDKITE_STEP_KEY) ?? detect_text(env.BUILDKITE_LABEL), detect_text(env.BUILDKITE_BUILD_NUMBER), count(env.BUILDKITE_RETRY_COUNT, 1), detect_text(env.BUILDKITE_PARALLEL_JOB));
        case 'azure':
            return identity(detect_text(env.SYSTEM_JOBDISPLAYNAME) ?? detect_text(env.SYSTEM_JOBNAME), detect_text(env.BUILD_BUILDID), count(env.SYSTEM_JOBATTEMPT));
        case 'circleci':
            return identity(detect_text(env.CIRCLE_JOB), detect_text(env.CIRCLE_WORKFLOW_ID), 1, Number(env.CIRCLE_NODE_TOTAL) > 1 ? detect_text(env.CIRCLE_NODE_INDEX) : undefined);
        case 'jenkins':
            return identity(detect_text(env.STAGE_NAME), detect_text(env.BUILD_NUMBER));
        case 'local':
            return identity(undefined, undefined);
    }
}
/**
 * The default build name of the job's tests, as CLOUDTEST_BUILD is made on GitHub: project, run,
 * attempt, job and leg, different for every run, attempt, job and leg (docs/ci/README.md). A CI that
 * counts no attempts gives each retried job a number of its own, which stands in for the attempt:
 * GitLab's job ID, CircleCI's job number. Undefined on a plain terminal, and where the CI's run
 * variable is missing.
 */
function ciBuildName(ci, env) {
    const job = jobIdentityFor(ci, env);
    const parts = (project, attempt, run = job.runId) => run ? (0,job_identity/* buildNameOf */.xU)([project, run, attempt, job.job, job.leg]) : undefined;
    switch (ci) {
        case 'github':
            return (0,job_identity/* defaultBuildName */.PP)(job);
        case 'gitlab':
            return parts(env.CI_PROJECT_NAME, detect_text(env.CI_JOB_ID));
        case 'buildkite':
            return parts(env.BUILDKITE_PIPELINE_SLUG, String(job.attempt));
        case 'azure':
            return parts(env.BUILD_REPOSITORY_NAME?.split('/').pop(), String(job.attempt));
        case 'circleci':
            // The workflow's UUID, cut: its first 8 digits tell the workflows of a project apart.
            return parts(env.CIRCLE_PROJECT_REPONAME, detect_text(env.CIRCLE_BUILD_NUM), job.runId?.slice(0, 8));
        case 'jenkins':
            // The whole name: a multibranch job's last part alone (`main`) is every project's.
            return parts(env.JOB_NAME, undefined);
        case 'local':
            return undefined;
    }
}
/** CLOUDTEST_BUILD when set, else the CI's default. */
function buildNameFor(ci, env) {
    return detect_text(env[job_identity/* BUILD_VARIABLE */.oz]) ?? ciBuildName(ci, env);
}
const commitOf = (value) => (0,commit_sha/* isCommitSha */._$)(value?.trim() ?? '') ? value?.trim() : undefined;
/** `refs/heads/main` \u2192 `main`; another ref (a tag, a pull request's) names no branch. */
const headsBranch = (ref) => /^refs\/heads\/(.+)$/.exec(ref?.trim() ?? '')?.[1];
/** A branch as Azure names a pull request's target: `refs/heads/main`, or `main` on some agents. */
const branchName = (ref) => headsBranch(ref) ?? detect_text(ref);
const GITHUB_CHANGES = { merge_group: 'merge queue' };
/**
 * A change request's run, in words; any other event that is no run of the branch itself (a
 * `workflow_run`, an `issue_comment`, a `repository_dispatch`: GITHUB_REF names the default branch, but
 * what ran may be a fork's) reads the history as one does and never writes it.
 */
const gitHubChange = (event) => event.startsWith('pull_request')
    ? 'pull request'
    : (GITHUB_CHANGES[event] ?? (world_event/* BRANCH_EVENTS */.t.has(event) ? undefined : `${event || 'unnamed event'} run`));
const gitLabChange = (env) => {
    const mr = detect_text(env.CI_MERGE_REQUEST_IID);
    const pr = detect_text(env.CI_EXTERNAL_PULL_REQUEST_IID);
    return mr ? `merge request !${mr}` : pr ? `pull request #${pr}` : undefined;
};
const buildkitePr = (env) => {
    const pr = detect_text(env.BUILDKITE_PULL_REQUEST);
    return pr && pr !== 'false' ? `pull request #${pr}` : undefined;
};
const labelled = (label, value) => (value ? `${label}${value}` : undefined);
const NAMED = {
    github: (env) => {
        const event = env.GITHUB_EVENT_NAME ?? '';
        const change = gitHubChange(event);
        // A change request reads its target's history; another event's run reads its own branch's.
        const target = event.startsWith('pull_request') || event === 'merge_group';
        const branch = target ? detect_text(env.GITHUB_BASE_REF) : headsBranch(env.GITHUB_REF);
        return { commit: env.GITHUB_SHA, branch, change };
    },
    gitlab: (env) => {
        const change = gitLabChange(env);
        const target = detect_text(env.CI_MERGE_REQUEST_TARGET_BRANCH_NAME ?? env.CI_EXTERNAL_PULL_REQUEST_TARGET_BRANCH_NAME);
        return { commit: env.CI_COMMIT_SHA, branch: change ? target : detect_text(env.CI_COMMIT_BRANCH), change };
    },
    buildkite: (env) => {
        const change = buildkitePr(env);
        const branch = change ? detect_text(env.BUILDKITE_PULL_REQUEST_BASE_BRANCH) : detect_text(env.BUILDKITE_BRANCH);
        return { commit: env.BUILDKITE_COMMIT, branch, change };
    },
    azure: (env) => {
        const change = labelled('pull request ', detect_text(env.SYSTEM_PULLREQUEST_PULLREQUESTID));
        const branch = change
            ? branchName(env.SYSTEM_PULLREQUEST_TARGETBRANCH)
            : headsBranch(env.BUILD_SOURCEBRANCH);
        return { commit: env.BUILD_SOURCEVERSION, branch, change };
    },
    // CircleCI builds a branch's pushes: a branch with an open pull request names it, and no target.
    circleci: (env) => {
        const change = labelled('pull request ', detect_text(env.CIRCLE_PULL_REQUEST));
        return { commit: env.CIRCLE_SHA1, branch: change ? undefined : detect_text(env.CIRCLE_BRANCH), change };
    },
    jenkins: (env) => {
        const change = labelled('change request ', detect_text(env.CHANGE_ID));
        const branch = change ? detect_text(env.CHANGE_TARGET) : detect_text(env.BRANCH_NAME);
        return { commit: env.GIT_COMMIT, branch, change };
    },
};
/** The commit, the branch and whether the run is a change request's, from the CI's own variables. */
function revisionOf(ci, env) {
    if (ci === 'local')
        return {};
    const { commit, branch, change } = NAMED[ci](env);
    const sha = commitOf(commit);
    return { ...(sha ? { commit: sha } : {}), ...(branch ? { branch } : {}), ...(change ? { change } : {}) };
}

// EXTERNAL MODULE: ./src/actions/list-devices/inputs.ts
var list_devices_inputs = __webpack_require__(22517);
// EXTERNAL MODULE: ./src/actions/list-devices/names.ts
var names = __webpack_require__(94026);
// EXTERNAL MODULE: ./src/text/characters.ts
var characters = __webpack_require__(23243);
// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(67388);
// EXTERNAL MODULE: ./src/text/slug.ts
var slug = __webpack_require__(44132);
// EXTERNAL MODULE: ./src/text/workflow-commands.ts
var workflow_commands = __webpack_require__(7929);
;// CONCATENATED MODULE: ./src/cli/ci/commands.ts




/** Buildkite opens a log group at a line starting `--- `, `+++ ` or `~~~ `. */
const GROUP_MARK = /(^|\n)([-+~])(?=\2\2 )/g;
/**
 * Text from outside made safe for a CI log or a terminal: well-formed as everything we send is (a
 * terminal's escape sequences removed whole, other control characters removed, line breaks `\n`:
 * src/text/characters.ts), and what would start a CI's command or log group gets a zero width space
 * (src/text/escape.ts), so it is shown, not obeyed.
 */
function terminalText(text) {
    return (0,text_escape/* logText */.kc)((0,characters/* wellFormed */.ES)(text)).replace(GROUP_MARK, '$1$2\u200b');
}
/**
 * Azure's escapes: `%AZP25` for `%` (decoded by agents since 2021, and what Microsoft's task library
 * writes), then line breaks; a property also escapes `]` and `;`, which end it.
 */
const escapeAzureData = (text) => (0,text_escape/* logText */.kc)(text).replaceAll('%', '%AZP25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const escapeAzureProperty = (text) => escapeAzureData(text).replaceAll(']', '%5D').replaceAll(';', '%3B');
/** `##vso[area.action key=value;\u2026]data`. */
function azureCommand(name, data, properties = {}) {
    const props = Object.entries(properties)
        .filter(([, value]) => value !== '')
        .map(([key, value]) => `${key}=${escapeAzureProperty(value)};`)
        .join('');
    return `##vso[${name}${props ? ` ${props}` : ''}]${escapeAzureData(data)}`;
}
/** An issue on the Azure Pipelines run: errors and warnings only (a notice is a plain line there). */
function azureIssue(level, message, place = {}) {
    const text = place.title ? `${place.title}: ${message}` : message;
    return azureCommand('task.logissue', text, {
        type: level,
        sourcepath: place.file ?? '',
        linenumber: place.startLine === undefined ? '' : String(place.startLine),
    });
}
const ESC = '\u001b';
/** A GitLab section's name: letters, digits, `_`, `.` and `-` (docs/ci-facts.md). */
const gitLabSectionName = (text) => (0,slug/* slug */.yR)(text, 60, { lower: true }) || 'section';
/** The lines that open and close a collapsible section of a GitLab job log. */
function gitLabSection(name, header, options) {
    const id = gitLabSectionName(name);
    const collapsed = options.collapsed ? '[collapsed=true]' : '';
    return {
        start: `${ESC}[0Ksection_start:${options.startSeconds}:${id}${collapsed}\r${ESC}[0K${header}`,
        end: `${ESC}[0Ksection_end:${options.endSeconds}:${id}\r${ESC}[0K`,
    };
}
/**
 * The line that opens a collapsed group of log lines in each CI's log (GitHub `::group::`, GitLab
 * sections, Buildkite `---`, Azure `##[group]`); a plain heading in other CI logs, nothing on a
 * terminal. `title` is ours, one line.
 */
function groupStart(ci, id, title, seconds) {
    switch (ci) {
        case 'github':
            return (0,workflow_commands/* gitHubCommand */.x)('group', title);
        case 'gitlab':
            return gitLabSection(id, title, { collapsed: true, startSeconds: seconds, endSeconds: seconds }).start;
        case 'buildkite':
            return `--- ${title}`;
        case 'azure':
            return `##[group]${title}`;
        case 'local':
            return undefined;
        default:
            return `== ${title}`;
    }
}
/** The line that closes a group `groupStart` opened, where the CI has one. */
function groupEnd(ci, id, seconds) {
    switch (ci) {
        case 'github':
            return '::endgroup::';
        case 'gitlab':
            return gitLabSection(id, '', { collapsed: true, startSeconds: seconds, endSeconds: seconds }).end;
        case 'azure':
            return '##[endgroup]';
        default:
            return undefined;
    }
}
/** A heading whose lines stay open: Buildkite's `+++` (its log shows that group expanded). */
function openHeading(ci, title) {
    if (ci === 'buildkite')
        return `+++ ${title}`;
    return ci === 'local' ? undefined : `== ${title}`;
}

// EXTERNAL MODULE: ./src/api/transport/proxy-settings.ts
var proxy_settings = __webpack_require__(64982);
// EXTERNAL MODULE: ./src/runtime/clock.ts
var runtime_clock = __webpack_require__(19842);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/report/types.ts
var types = __webpack_require__(2563);
// EXTERNAL MODULE: ./src/report/world/write-in-place.ts
var write_in_place = __webpack_require__(86594);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./src/cli/child.ts




/** A variable as the system reads it: Windows' names are case-insensitive (`Path`, `PATH`). */
function variable(env, name, windows) {
    if (!windows)
        return env[name];
    const key = Object.keys(env).find((k) => k.toUpperCase() === name.toUpperCase());
    return key === undefined ? undefined : env[key];
}
/** What execvp searches when the environment has no PATH (libuv's default too). */
const DEFAULT_POSIX_PATH = '/usr/bin:/bin';
/**
 * The program, as the system finds it on PATH; undefined if absent. On Windows as cmd.exe finds it
 * (and cross-spawn's `which`): the working directory first, then PATH's folders; a name without an
 * ending only with PATHEXT's endings, so `npm` is npm.cmd, never the extensionless sh script beside it
 * (Git Bash's); a name with an ending as it is first; and only a file whose ending PATHEXT lists runs.
 */
function findOnPath(name, env, platform = process.platform, cwd = process.cwd()) {
    const windows = platform === 'win32';
    const pathext = (variable(env, 'PATHEXT', true) ?? '.COM;.EXE;.BAT;.CMD').split(';').filter(Boolean);
    const runnable = (path) => windows ? pathext.some((ending) => ending.toLowerCase() === (0,external_node_path_.extname)(path).toLowerCase()) : true;
    const endings = windows ? [...((0,external_node_path_.basename)(name).includes('.') ? [''] : []), ...pathext] : [''];
    // A name with a folder in it is that file; a bare name is looked for in PATH's folders only.
    const path = variable(env, 'PATH', windows) ?? (windows ? '' : DEFAULT_POSIX_PATH);
    const searched = path.split(windows ? ';' : external_node_path_.delimiter).filter(Boolean);
    const dirs = /[\\/]/.test(name) || (0,external_node_path_.isAbsolute)(name)
        ? ['']
        : windows && !variable(env, 'NoDefaultCurrentDirectoryInExePath', true)
            ? [cwd, ...searched]
            : searched;
    for (const dir of dirs) {
        for (const ending of endings) {
            const candidate = dir ? (0,external_node_path_.join)(dir, name + ending) : name + ending;
            if (runnable(candidate) && isProgram(candidate, windows))
                return candidate;
        }
    }
    return undefined;
}
function isProgram(path, windows) {
    try {
        if (!(0,external_node_fs_.statSync)(path).isFile())
            return false;
        if (!windows)
            (0,external_node_fs_.accessSync)(path, external_node_fs_.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * Why the command's program cannot be started, known before anything is started for it (a tunnel):
 * it is found nowhere. A file that is there but cannot be run is left to the start, which says why.
 */
function missingProgram(program, env, platform = process.platform) {
    if (findOnPath(program, env, platform))
        return undefined;
    if (/[\\/]/.test(program) && (0,external_node_fs_.existsSync)(program))
        return undefined;
    const cause = Object.assign(new Error(`spawn ${program} ENOENT`), {
        code: 'ENOENT',
    });
    return new CommandStartError(program, cause);
}
/** What cmd.exe reads as its own syntax, escaped with `^` (as cross-spawn does). */
const CMD_META = /([()\][%!^"`<>&|;, *?])/g;
function cmdArgument(arg, doubleEscape) {
    // Backslashes before a quote, and at the end, are doubled; quotes are escaped; then the whole is quoted.
    const quoted = `"${arg.replace(/(\\*)"/g, '$1$1\\"').replace(/(\\*)$/, '$1$1')}"`.replace(CMD_META, '^$1');
    return doubleEscape ? quoted.replace(CMD_META, '^$1') : quoted;
}
/**
 * How to start `command` with no shell in between. A Windows batch file (`npm`, `npx`: `.cmd` shims)
 * runs only through cmd.exe, which reads its line by its own rules: each part is quoted and escaped
 * for them, twice for a node_modules/.bin shim, which passes its arguments on to another cmd.exe.
 */
function invocationOf(command, env, platform = process.platform) {
    const [program = '', ...args] = command;
    if (platform !== 'win32')
        return { file: program, args, verbatim: false };
    const found = findOnPath(program, env, platform) ?? program;
    if (!/\.(cmd|bat)$/i.test(found))
        return { file: found, args, verbatim: false };
    const doubleEscape = /node_modules[\\/]\.bin[\\/][^\\/]+\.cmd$/i.test(found);
    // A path with a space or cmd's syntax in it is quoted (no caret reads as one inside quotes).
    const file = /[()\][%!^"`<>&|;, *?]/.test(found) ? `"${found}"` : found;
    const line = [file, ...args.map((arg) => cmdArgument(arg, doubleEscape))].join(' ');
    return {
        file: variable(env, 'ComSpec', true) ?? 'cmd.exe',
        args: ['/d', '/s', '/c', `"${line}"`],
        verbatim: true,
    };
}
/** A command's exit as a shell reports it: its code, or 128 plus the number of the signal that ended it. */
function exitStatusOf(exit) {
    if (exit.code !== null)
        return exit.code;
    return 128 + (exit.signal ? (external_node_os_.constants.signals[exit.signal] ?? 1) : 1);
}
/** A command that could not be started, with the status a shell gives that: 127 not found, 126 not runnable. */
class CommandStartError extends Error {
    name = 'CommandStartError';
    status;
    constructor(program, cause) {
        const missing = cause.code === 'ENOENT';
        super(`Could not start ${program}: ${missing ? 'no such program on PATH' : cause.message}`, { cause });
        this.status = missing ? 127 : 126;
    }
}
/**
 * Starts the command with this terminal (standard input, output and error are its own) and `env`;
 * rejects when it cannot be started (not found, not executable).
 */
async function startCommand(command, env) {
    const invocation = invocationOf(command, env);
    const child = (0,external_node_child_process_.spawn)(invocation.file, invocation.args, {
        stdio: 'inherit',
        env,
        shell: false,
        windowsVerbatimArguments: invocation.verbatim,
    });
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    await new Promise((resolve, reject) => {
        child.once('spawn', resolve);
        child.once('error', (error) => reject(new CommandStartError(command[0] ?? '', error)));
    });
    child.on('error', () => { });
    return {
        pid: child.pid,
        passOn: (name) => {
            if (child.exitCode !== null || child.signalCode !== null || !passesOn(name))
                return false;
            try {
                return child.kill(name);
            }
            catch {
                // A signal the system cannot send (ENOSYS): the command goes on as if none had come.
                return false;
            }
        },
        exited,
    };
}
/**
 * Whether a signal the command line received is to be sent to its command as well. The command runs
 * in our process group and on our console, so what the terminal sends reached it already:
 * - On Windows, Ctrl+C and a closed console (SIGINT, SIGHUP) are console events every process on the
 *   console gets; Windows has no signals to send, and Node's `kill` ends a process outright instead
 *   (SIGINT, SIGTERM, and SIGHUP in Node 24) or throws (ENOSYS). Only SIGTERM is passed, our own stop
 *   after an error nothing caught: there it ends the command, the only stop Windows has.
 * - Elsewhere a Ctrl+C at the terminal signals its whole foreground process group, the command with
 *   us: passed on again, it would reach the command twice, and test runners read a second one as
 *   "quit without cleaning up". It is passed on only when we are not that foreground group (a CI's
 *   cancel, `kill -INT`). Each Ctrl+C is so one for the command, a second one too.
 */
function passesOn(name, platform = process.platform, foreground = () => inTerminalForeground(platform)) {
    if (platform === 'win32')
        return name === 'SIGTERM';
    return name !== 'SIGINT' || !foreground();
}
/**
 * Whether this process is in the foreground process group of its controlling terminal: what a Ctrl+C
 * there signals. Linux shows it in /proc (fields pgrp, tty_nr and tpgid of stat); macOS through `ps`.
 */
function inTerminalForeground(platform = process.platform, pid = process.pid) {
    try {
        if (platform === 'linux') {
            const stat = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'utf8');
            // After the command's name, which may hold spaces and parentheses: state ppid pgrp session tty_nr tpgid.
            const [, , pgrp, , tty, tpgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
            return tty !== '0' && tpgid === pgrp;
        }
        return foregroundFromPs((0,external_node_child_process_.execFileSync)('ps', ['-o', 'pgid=,tpgid=', '-p', String(pid)], { encoding: 'utf8' }));
    }
    catch {
        return false;
    }
}
/** `ps -o pgid=,tpgid=`: no terminal is a tpgid of 0 (BSD) or -1 (procps). */
function foregroundFromPs(out) {
    const [pgid, tpgid] = out.trim().split(/\s+/).map(Number);
    return pgid !== undefined && tpgid !== undefined && tpgid > 0 && tpgid === pgid;
}

// EXTERNAL MODULE: ./src/report/history/comparison-text.ts
var comparison_text = __webpack_require__(23930);
// EXTERNAL MODULE: ./src/report/outputs/command-annotations.ts
var command_annotations = __webpack_require__(97997);
// EXTERNAL MODULE: ./src/report/outputs/job-summary.ts
var job_summary = __webpack_require__(61293);
// EXTERNAL MODULE: ./src/report/value/links.ts
var value_links = __webpack_require__(74353);
// EXTERNAL MODULE: ./src/report/world/environment.ts
var environment = __webpack_require__(90028);
// EXTERNAL MODULE: ./src/report/world/limits.ts
var limits = __webpack_require__(34589);
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
// EXTERNAL MODULE: ./src/report/outputs/summary.ts
var summary = __webpack_require__(25363);
;// CONCATENATED MODULE: ./src/cli/ci/markdown.ts



/**
 * The report as markdown within `budget.bytes` (`budget.limit` says whose limit, where rows are left
 * out), the way the job summary shows it on GitHub (the reporting core's renderer): heading, counts,
 * the comparison and the history, the failed tests, those whose outcome is unknown and the flaky ones with their links, thumbnails,
 * and a note that the links expire. GitHub's summary, Buildkite's annotation and Azure's summary tab
 * show it.
 */
function summaryMarkdown(report, budget, footer) {
    const { checkName, title, lead, quarantine } = report;
    return (0,summary/* renderSummary */.U)({ checkName, title, lead, ...(quarantine ? { quarantine } : {}) }, report, {
        conclusion: report.conclusion,
        counts: report.counts,
        footer,
        fullListAt: "The JUnit file and the service's dashboard list every test.",
        sizeLimit: budget.limit,
        budget: budget.bytes,
        measure: limits/* utf8Bytes */.dy,
        linksNote: value_links/* LINKS_SIGNED_NOTE */.wD,
    });
}

;// CONCATENATED MODULE: ./src/cli/ci/report.ts
/** The folder, under the working directory, where reports go for a CI to collect. */
const CI_REPORTS_FOLDER = 'cloudtest-reports';

;// CONCATENATED MODULE: ./src/cli/ci/text.ts




/** Tests of each kind listed in the log; the JUnit file, the summary and the dashboard list them all. */
const MAX_LOGGED_TESTS = 20;
/** Said once under the tests, not under each (linkLines ends every test's links with it). */
const EXPIRE_LINE = 'These links are signed by the service and expire.';
const ONE_LINE = (text) => terminalText(text).replace(/\s+/g, ' ').trim();
/** `Cloud tests (e2e): 3 of 40 tests failed`: the report's headline, one line. */
function headline(report) {
    return `${ONE_LINE(report.checkName)}: ${ONE_LINE(report.title)}`;
}
/** How the log marks a test of each kind, and names the kind where it says how many more there are. */
const KINDS = [
    { kind: 'failed', mark: '\u2717', more: 'failed tests' },
    { kind: 'unknown', mark: '?', more: 'tests with an unknown outcome' },
    { kind: 'flaky', mark: '~', more: 'flaky tests' },
];
/** `passed + failed + unknown + flaky = total`: every outcome counted, so the line adds up. */
function countsLine(report) {
    const { total, passed, failed, unknown, flaky } = report.counts;
    return `${total} tests: ${passed} passed, ${failed} failed, ${unknown} unknown, ${flaky} flaky (${report.conclusion}).`;
}
/**
 * The report as plain log lines: the counts, the comparison and the history (as the summaries lead
 * with them), then each failed test, each test whose outcome is unknown and each flaky one, with where
 * it ran, what happened and its links, the first of each kind only. Text from the service is made
 * safe for the log here.
 */
function textSummary(report) {
    const lead = (report.leadText ?? '').split('\n').filter((line) => line.trim());
    const lines = [countsLine(report), ...lead.map(terminalText)];
    const logged = [];
    for (const { kind, mark, more } of KINDS) {
        const first = report[kind].slice(0, MAX_LOGGED_TESTS);
        for (const entry of first)
            lines.push(...testLines(entry, mark, Boolean(report.quarantine?.excuses(entry))));
        logged.push(...first);
        const rest = report.counts[kind] - first.length;
        if (rest > 0)
            lines.push(`\u2026 and ${rest} more ${more} (the JUnit file and the dashboard list them all).`);
    }
    if (logged.some((entry) => (0,value_links/* linkLines */.Om)(entry.links).length))
        lines.push(EXPIRE_LINE);
    return lines;
}
/**
 * One test: its mark, name and where it ran (a failure a quarantine excuses says so); then what
 * happened, its page and its recordings, indented.
 */
function testLines(entry, mark, quarantined) {
    const where = [entry.environment, entry.platform].filter(Boolean).map((t) => ONE_LINE(t ?? ''));
    const excused = quarantined ? `: ${comparison_text/* QUARANTINED_MARK */.DH}` : '';
    const lines = [`${mark} ${ONE_LINE(entry.name)}${where.length ? ` (${where.join(', ')})` : ''}${excused}`];
    const message = entry.message?.trim() ?? '';
    const what = entry.outcome === 'flaky'
        ? `Passed ${(0,wording/* passedOnAttempt */.dg)(entry)}${message ? `; the first failure: ${message}` : '.'}`
        : entry.outcome === 'unknown'
            ? `The result is unknown${message ? `: ${message}` : '.'}`
            : message;
    if (what)
        lines.push(...terminalText(what)
            .split('\n')
            .map((l) => `    ${l}`));
    const link = (0,value_links/* httpUrl */.q3)(entry.link);
    if (link)
        lines.push(`    Test: ${link}`);
    const recordings = (0,value_links/* linkLines */.Om)(entry.links).filter((line) => line !== EXPIRE_LINE);
    lines.push(...recordings.map((line) => `    ${ONE_LINE(line)}`));
    return lines;
}

;// CONCATENATED MODULE: ./src/cli/ci/writers.ts















/**
 * The writers: one pure function per CI from a report to what that CI shows (docs/ci-facts.md says
 * what each reads). Nothing here writes; `publishToCi` (publish.ts) does, so tests read the output.
 */
/** The file the CI's test view reads, under the working directory, when no --junit names one. */
const DEFAULT_JUNIT = (0,external_node_path_.join)(CI_REPORTS_FOLDER, 'junit.xml');
/** Buildkite takes at most 1 MiB per annotation. */
const MAX_BUILDKITE_ANNOTATION_BYTES = 1024 * 1024;
/** Issues on an Azure Pipelines run, one per failed test, the first ones; the summary tab lists the rest. */
const MAX_AZURE_ISSUES = 10;
/** Azure states no limit for a summary tab: the size of Buildkite's and GitHub's is ours too. */
const MAX_AZURE_SUMMARY_BYTES = 1024 * 1024;
const AZURE_SUMMARY = {
    bytes: MAX_AZURE_SUMMARY_BYTES,
    limit: `this summary is kept within ${(0,wording/* formatBytes */.z3)(MAX_AZURE_SUMMARY_BYTES)}, as GitHub's and Buildkite's are`,
};
/**
 * A check name as the key a CI replaces by: two checks (legs) never share an annotation or a summary
 * file, whatever their names differ in (docs/ci-facts.md). Buildkite's context in ASCII (its docs name
 * no other characters for it); Azure's summary file keeps the letters of every script, which its
 * agent takes in a file name and shows as the tab's name, in lower case for file systems that ignore
 * case.
 */
const checkKey = (checkName, unicode) => (0,slug/* keySlug */.RJ)(checkName, 60, { lower: true, unicode }) || 'cloud-tests';
/** The report's text, between the CI's group lines (collapsed when everything passed). */
function loggedSummary(ci, report, now) {
    const seconds = Math.floor(now / 1000);
    const title = headline(report);
    const passed = report.conclusion === 'success';
    const start = passed ? groupStart(ci, 'cloudtest_report', title, seconds) : openHeading(ci, title);
    const end = passed ? groupEnd(ci, 'cloudtest_report', seconds) : undefined;
    return [start ?? title, ...textSummary(report), ...(end ? [end] : [])];
}
/** A logger that keeps each annotation as the line `format` makes of it. */
function collecting(lines, format) {
    const add = (level) => (m, p) => void lines.push(format(level, terminalText(m), p && { ...p, title: p.title && terminalText(p.title) }));
    return {
        debug: () => { },
        info: (m) => void lines.push(terminalText(m)),
        warning: add('warning'),
        error: add('error'),
        notice: add('notice'),
    };
}
function gitHubOutput(report, o) {
    const lines = loggedSummary('github', report, o.now);
    // As the actions do without a check run: the first failed tests annotated, a notice for the rest,
    // then a notice per flaky test.
    const { quarantine } = report;
    (0,command_annotations/* annotateThroughCommands */.s)({
        first: report.failed,
        count: report.counts.failed,
        ...(quarantine ? { excused: (entry) => quarantine.excuses(entry) } : {}),
    }, (0,environment/* workflowPathOf */._Z)(o.env), collecting(lines, workflow_commands/* gitHubAnnotation */.R), report.flaky);
    const path = o.env.GITHUB_STEP_SUMMARY?.trim();
    const budget = limits/* MAX_STEP_SUMMARY_BYTES */.n4 - (o.summaryBytes ?? 0) - 2;
    const files = path && budget > 0
        ? [
            {
                path,
                content: `${summaryMarkdown(report, { bytes: budget, limit: job_summary/* STEP_SUMMARY_LIMIT */.C }, '')}\n`,
                append: true,
            },
        ]
        : [];
    return { lines, files, programs: [] };
}
function gitLabOutput(report, o) {
    const links = report.failed.flatMap((entry) => {
        const test = (0,text_escape/* httpsUrl */.N3)(entry.link);
        const all = [...(test ? [{ label: 'test', url: test }] : []), ...(0,value_links/* labelledLinks */.ry)(entry.links)];
        const name = terminalText(entry.name).replace(/\s+/g, ' ').slice(0, 100);
        return all.flatMap((l) => {
            const url = (0,text_escape/* httpsUrl */.N3)(l.url);
            return url ? [{ external_link: { label: `${name}: ${l.label}`, url } }] : [];
        });
    });
    // GitLab refuses the whole file beyond its limits: the list's name cut, the first links that fit kept.
    const section = (0,limits/* cutToChars */.RD)(report.checkName, MAX_GITLAB_SECTION_CHARS);
    const fileOf = (kept) => `${JSON.stringify({ [section]: kept }, null, 2)}\n`;
    let kept = links.slice(0, MAX_GITLAB_LINKS);
    let content = fileOf(kept);
    while (kept.length && (0,limits/* utf8Bytes */.dy)(content) > MAX_GITLAB_ANNOTATIONS_BYTES) {
        kept = kept.slice(0, -1);
        content = fileOf(kept);
    }
    const path = (0,external_node_path_.join)(CI_REPORTS_FOLDER, 'annotations.json');
    const cut = kept.length < links.length ? `; the first ${kept.length} of ${links.length} links` : '';
    return {
        lines: [
            ...loggedSummary('gitlab', report, o.now),
            `Links of the failed tests, for the job page: ${path} (artifacts:reports:annotations${cut}).`,
        ],
        files: [{ path, content }],
        programs: [],
        junitFile: DEFAULT_JUNIT,
    };
}
/** Links in GitLab's annotations file, the first failed tests' first. */
const MAX_GITLAB_LINKS = 100;
/** GitLab's limits on an annotations file (docs/ci-facts.md): a list's name, in characters, and the file. */
const MAX_GITLAB_SECTION_CHARS = 255;
const MAX_GITLAB_ANNOTATIONS_BYTES = 80 * 1024;
const BUILDKITE_STYLE = {
    success: 'success',
    failure: 'error',
    neutral: 'warning',
    cancelled: 'warning',
    timed_out: 'error',
};
function buildkiteOutput(report, o) {
    const markdown = summaryMarkdown(report, {
        bytes: MAX_BUILDKITE_ANNOTATION_BYTES,
        limit: `Buildkite holds at most ${(0,wording/* formatBytes */.z3)(MAX_BUILDKITE_ANNOTATION_BYTES)} of an annotation`,
    }, '');
    return {
        lines: loggedSummary('buildkite', report, o.now),
        files: [],
        programs: [
            {
                program: 'buildkite-agent',
                // One context per check: a re-run of the job replaces its annotation instead of adding one.
                args: [
                    'annotate',
                    '--style',
                    BUILDKITE_STYLE[report.conclusion],
                    '--context',
                    `cloudtest-${checkKey(report.checkName, false)}`,
                ],
                input: markdown,
            },
        ],
    };
}
const AZURE_RESULT = {
    success: 'Succeeded',
    neutral: 'SucceededWithIssues',
    failure: 'Failed',
    cancelled: 'Failed',
    timed_out: 'Failed',
};
function azureOutput(report, o) {
    const folder = o.env.AGENT_TEMPDIRECTORY?.trim() || (0,external_node_path_.join)(o.cwd, CI_REPORTS_FOLDER);
    const summary = (0,external_node_path_.resolve)(o.cwd, (0,external_node_path_.join)(folder, `${checkKey(report.checkName, true)}-summary.md`));
    const issues = report.failed.slice(0, MAX_AZURE_ISSUES).map((entry) => {
        const where = [entry.environment, entry.platform].filter(Boolean).join(', ');
        const message = entry.message?.trim() || 'The test failed.';
        // A failure a quarantine excuses fails nothing: a warning that says so.
        const excused = Boolean(report.quarantine?.excuses(entry));
        return azureIssue(excused ? 'warning' : 'error', terminalText(excused ? `${comparison_text/* QUARANTINED_MARK */.DH}: ${message}` : message), { title: terminalText(where ? `${entry.name} (${where})` : entry.name) });
    });
    const rest = report.counts.failed - MAX_AZURE_ISSUES;
    if (rest > 0)
        issues.push(azureIssue('warning', `${rest} more failed tests are listed in the summary tab.`));
    return {
        lines: [
            ...loggedSummary('azure', report, o.now),
            ...issues,
            // The agent needs an absolute path.
            azureCommand('task.uploadsummary', summary),
            azureCommand('task.complete', headline(report), { result: AZURE_RESULT[report.conclusion] }),
        ],
        files: [{ path: summary, content: `${summaryMarkdown(report, AZURE_SUMMARY, '')}\n` }],
        programs: [],
        junitFile: DEFAULT_JUNIT,
    };
}
/** CircleCI and Jenkins show tests from JUnit files (store_test_results, the junit step); the log has the text. */
function junitOutput(ci, report, o) {
    return {
        lines: [
            ...loggedSummary(ci, report, o.now),
            `JUnit file for the CI's test view: ${DEFAULT_JUNIT} (unless --junit names another).`,
        ],
        files: [],
        programs: [],
        junitFile: DEFAULT_JUNIT,
    };
}
/** What `ci` shows of the report. */
function ciOutput(ci, report, options) {
    switch (ci) {
        case 'github':
            return gitHubOutput(report, options);
        case 'gitlab':
            return gitLabOutput(report, options);
        case 'buildkite':
            return buildkiteOutput(report, options);
        case 'azure':
            return azureOutput(report, options);
        case 'circleci':
        case 'jenkins':
            return junitOutput(ci, report, options);
        case 'local':
            return { lines: loggedSummary('local', report, options.now), files: [], programs: [] };
    }
}

;// CONCATENATED MODULE: ./src/cli/ci/publish.ts









/** How long a CI's program (buildkite-agent) may take. */
const PROGRAM_TIMEOUT_MS = 30_000;
/**
 * The command line's report publisher: the one composer (src/report/publish.ts, `composeReport`) with
 * the CI as its host. Each report shows the way the CI it runs in shows one, then the JUnit file goes
 * where --junit names, else where the CI reads one, and the CTRF file where --ctrf names; no file goes
 * anywhere else. With `history` (--history FILE), the report is compared with the digest the file
 * holds and shows its window, and a run of the branch itself then writes its own digest there
 * (history.ts). Each output that fails is a warning; the others still happen, and the exit code stays
 * the report's.
 */
function ciPublisher(place) {
    const kept = place.history;
    const fileOf = (history, path) => history.historyFile(path, place.cwd, revisionOf(place.ci, place.env));
    return {
        // The file's window says how long a job usually runs, as a base report's does for the actions' wait.
        ...(kept === undefined
            ? {}
            : {
                base: async () => {
                    const history = await Promise.all(/* import() */[__webpack_require__.e(1715), __webpack_require__.e(6337), __webpack_require__.e(9034), __webpack_require__.e(9935)]).then(__webpack_require__.bind(__webpack_require__, 69935));
                    return history.historyBase(fileOf(history, kept));
                },
            }),
        publish: async (given, options = types/* DEFAULT_EVIDENCE_OPTIONS */.D) => {
            // Loaded with the first report: a command that makes none loads no reporting code.
            const [{ composeReport }, { runnerTempOf }, history] = await Promise.all([
                Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(1715), __webpack_require__.e(6337), __webpack_require__.e(9034), __webpack_require__.e(5490), __webpack_require__.e(613), __webpack_require__.e(7594)]).then(__webpack_require__.bind(__webpack_require__, 57594)),
                __webpack_require__.e(/* import() */ 3590).then(__webpack_require__.bind(__webpack_require__, 3590)),
                Promise.all(/* import() */[__webpack_require__.e(1715), __webpack_require__.e(6337), __webpack_require__.e(9034), __webpack_require__.e(9935)]).then(__webpack_require__.bind(__webpack_require__, 69935)),
            ]);
            const file = kept === undefined ? undefined : fileOf(history, kept);
            const host = {
                tempDir: runnerTempOf(place.env),
                now: () => place.clock.now(),
                log: place.terminal.log,
                env: place.env,
                plain: true,
                // Compared, and quarantined by the window, as on GitHub: with the history file's digest for a
                // base; without a file nothing is compared, and nothing is said of it.
                compare: async (header, tests) => file
                    ? history.compareWithHistory(file, header, tests, place.env)
                    : {
                        digestText: '',
                        notCompared: NO_HISTORY,
                        // What the sessions ran is the run's own: said without a base too (--json).
                        ...sessionsOf(header, tests),
                    },
                show: (report, shown) => showOnCi(report, shown, place, file && { history, file }),
            };
            return composeReport(given, host, options);
        },
    };
}
/** The report's session time, when known: the caller's (a Codeless job's), else its tests' records'. */
function sessionsOf(header, tests) {
    const sessions = header.sessions ?? tests.sessions;
    return sessions ? { sessions } : {};
}
/** Why a report of the command is not compared without --history: nothing names a base. */
const NO_HISTORY = 'no --history file holds an earlier report of this check to compare with';
/** A judged report the CI's way, then its files, then the history file moved on by it. */
async function showOnCi({ header, tests, compared, judged }, options, place, kept) {
    const { writeReportFiles } = await Promise.all(/* import() */[__webpack_require__.e(613), __webpack_require__.e(138)]).then(__webpack_require__.bind(__webpack_require__, 30613));
    const log = place.terminal.log;
    const { counts, failed, unknown, flaky, recorded, linked } = tests;
    const { shown, leadText } = judged;
    const { checkName, externalId: reference } = header;
    const { conclusion } = judged.judgement;
    const listed = { failed, unknown, flaky, recorded, linked, ...(leadText ? { leadText } : {}) };
    const ci = await publishToCi({ checkName, reference, conclusion, counts, ...shown, ...listed }, place);
    const files = await writeReportFiles({ ...header, ...shown }, tests, {
        junitFile: options.junitFile ?? ci.junitFile,
        ctrfFile: options.ctrfFile,
        env: place.env,
        now: place.clock.now(),
        log,
        onlyNamed: true,
    });
    if (kept)
        await kept.history.keepHistory(kept.file, compared.digestText, header, { cwd: place.cwd, log });
    return { ...judged.published, ...files };
}
async function publishToCi(report, place) {
    const { terminal, env, cwd } = place;
    const summary = env.GITHUB_STEP_SUMMARY?.trim();
    const summaryBytes = place.ci === 'github' && summary
        ? await (0,promises_.stat)(summary).then((s) => s.size, () => 0)
        : 0;
    const output = ciOutput(place.ci, report, { env, cwd, now: place.clock.now(), summaryBytes });
    for (const line of output.lines)
        terminal.line(line);
    for (const file of output.files) {
        const path = (0,external_node_path_.resolve)(cwd, file.path);
        const content = terminal.redact(file.content);
        try {
            // Only the runner's own step summary is appended to; every other file is one the workspace may
            // hold a link at (a pull request can commit one), so it is replaced, never written through.
            if (file.append && summary && path === (0,external_node_path_.resolve)(cwd, summary))
                await (0,promises_.appendFile)(path, content, 'utf8');
            else
                await (0,write_in_place/* writeInPlace */.a1)(path, content, { under: cwd });
        }
        catch (error) {
            terminal.log.warning(`Could not write ${path}: ${(0,errors.messageOf)(error)}`);
        }
    }
    for (const program of output.programs)
        await runProgram(program, place);
    return output.junitFile ? { junitFile: (0,external_node_path_.resolve)(cwd, output.junitFile) } : {};
}
async function runProgram(program, place) {
    const found = findOnPath(program.program, place.env);
    if (!found) {
        place.terminal.log.info(`${program.program} is not on the PATH: the log above has the report.`);
        return;
    }
    const invocation = invocationOf([found, ...program.args], place.env);
    const result = await new Promise((done) => {
        const child = (0,external_node_child_process_.spawn)(invocation.file, invocation.args, {
            env: place.env,
            stdio: ['pipe', 'ignore', 'pipe'],
            timeout: PROGRAM_TIMEOUT_MS,
            windowsVerbatimArguments: invocation.verbatim,
        });
        let stderr = '';
        child.stderr.on('data', (chunk) => (stderr = `${stderr}${chunk.toString('utf8')}`.slice(-2000)));
        child.once('error', (error) => done({ code: null, stderr, error }));
        child.once('close', (code) => done({ code, stderr }));
        child.stdin.on('error', () => { });
        child.stdin.end(place.terminal.redact(program.input));
    });
    if (result.code !== 0) {
        const why = result.error ? (0,errors.messageOf)(result.error) : `exit code ${result.code}: ${result.stderr.trim()}`;
        place.terminal.log.warning(`${program.program} ${program.args[0] ?? ''} failed (${why}).`);
    }
}

;// CONCATENATED MODULE: ./src/cli/host.ts








function createHost(options) {
    const { ci, terminal, env, interrupts } = options;
    const clock = options.clock ?? runtime_clock/* systemClock */.m;
    const state = new Map();
    const clients = [];
    const setSecret = (secret) => terminal.setSecret(secret);
    for (const secret of (0,proxy_settings/* proxySecretsOf */.PB)(env))
        setSecret(secret);
    let settings;
    const job = jobIdentityFor(ci, env, (message) => terminal.log.warning(message));
    const context = (signal) => ({
        log: terminal.log,
        clock,
        signal,
        env,
        saveState: (name, value) => void state.set(name, value),
        getState: (name) => state.get(name) ?? '',
        setSecret,
        // Reports go out the CI's way (`publisher`), never through GitHub's API: no token, no client.
        github: async () => undefined,
        job,
    });
    const place = { ci, terminal, env, clock, cwd: process.cwd() };
    const host = {
        ci,
        terminal,
        env,
        interrupts,
        clock,
        settings: () => (settings ??= settingsFromEnvironment(env, setSecret)),
        serviceContext(name, signal = interrupts.signal) {
            const current = host.settings();
            const client = createClient(current, name, context(signal), setSecret);
            clients.push(client);
            return { ...context(signal), settings: current, client, publisher: host.publisher };
        },
        publisher: ciPublisher(place),
        reportingContext: (name, history) => ({
            ...host.serviceContext(name),
            ...(history === undefined ? {} : { publisher: ciPublisher({ ...place, history }) }),
        }),
        close: async () => {
            await Promise.all(clients.splice(0).map((client) => client.close()));
        },
    };
    return host;
}
/** Loaded with the first context: a command that stops at its arguments loads no HTTP code. */
let createServiceClient;
/** Loads the service client's module; call before `serviceContext`. */
async function loadServiceClient() {
    createServiceClient ??= (await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(181), __webpack_require__.e(6724)]).then(__webpack_require__.bind(__webpack_require__, 96724))).createServiceClient;
}
function createClient(settings, name, ctx, setSecret) {
    if (!createServiceClient)
        throw new Error('The service client was not loaded (loadServiceClient).');
    return createServiceClient({
        baseUrl: settings.apiUrl,
        credentials: { key: settings.key, secret: settings.secret },
        userAgent: `${version/* USER_AGENT */._O} (${name})`,
        logger: ctx.log,
        signal: ctx.signal,
        maskSecret: setSecret,
    });
}
/** Where each setting comes from, in the messages: the environment only. */
const SETTING_WORDS = Object.fromEntries(Object.values(settings/* SERVICE_SETTINGS */.Ky).map((s) => [s.input, s.env]));
/**
 * The settings from the environment; a missing one is bad usage, found before any request. The
 * checks (an https address without credentials in it) are the actions' own.
 */
function settingsFromEnvironment(env, setSecret) {
    const missing = Object.values(settings/* SERVICE_SETTINGS */.Ky)
        .map((setting) => setting.env)
        .filter((name) => !env[name]?.trim());
    try {
        return (0,settings/* readServiceSettings */.$j)(() => '', env, setSecret);
    }
    catch (error) {
        if (missing.length) {
            throw new UsageError(`Missing ${missing.join(', ')}: set ${missing.length > 1 ? 'them' : 'it'} in the environment (the service's address, key and secret are never flags).`);
        }
        if (error instanceof settings/* SettingsError */.GN)
            throw new settings/* SettingsError */.GN(inCommandWords(error.message, SETTING_WORDS));
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/cli/commands/devices.ts






/**
 * `cloudtest devices`: list-devices' choice (src/codeless/devices.ts) with its inputs as flags; the
 * devices go to standard output, one a line, or as the action's `matrix` JSON array with --json.
 */
const devicesCommand = {
    name: 'devices',
    summary: 'List the devices tests can run on, as list-devices chooses them.',
    usage: 'cloudtest devices [--platform NAME] [--name REGEX] [--min-version VERSION] [--max N] [--json]',
    description: [
        'Prints the devices that pass the filters, newest OS version first, one a line ("NAME (PLATFORM VERSION, ID N)"); with --json, one JSON array of {id, name, platform_name, platform_version}, as the list-devices action\'s matrix output. No device left is an error (exit code 3), said on standard error.',
    ],
    flags: {
        [names/* INPUTS */.mc.platform]: {
            value: 'NAME',
            description: 'Android, iOS, REAL_ANDROID or REAL_IOS (in any case).',
        },
        [names/* INPUTS */.mc.name]: {
            value: 'REGEX',
            description: "A regular expression matched anywhere in the device's name.",
        },
        [names/* INPUTS */.mc.minVersion]: {
            value: 'VERSION',
            description: 'The lowest OS version, compared number by number.',
        },
        [names/* INPUTS */.mc.max]: { value: 'N', description: 'Most devices to list, 1 to 256 (default 10).' },
        [names/* INPUTS */.mc.availableOnly]: {
            value: 'BOOL',
            description: 'true (default): only devices the account can use now; false: every device.',
        },
    },
    examples: [
        'cloudtest devices --platform android --min-version 13',
        'cloudtest devices --name "^(Pixel|Galaxy)" --max 4 --json',
    ],
    run: runDevices,
};
async function runDevices(args, host) {
    onlyFlags(args, 'devices');
    const filters = inputsFromFlags(args.values, names/* INPUT_NAMES */.Qh, list_devices_inputs/* InputsSchema */.x);
    host.settings();
    const [{ chooseDevices, choiceLine }] = await Promise.all([
        Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 71651)),
        loadServiceClient(),
    ]);
    host.terminal.startStatus('Listing devices');
    const choice = await chooseDevices(filters, host.serviceContext('cloudtest devices').client).finally(() => host.terminal.stopStatus());
    if (choice.failure) {
        host.terminal.log.error(choice.failure);
        return EXIT.couldNotRun;
    }
    host.terminal.log.info(choiceLine(choice, filters));
    if (args.values.json)
        host.terminal.result(JSON.stringify(choice.devices));
    for (const d of args.values.json ? [] : choice.devices)
        host.terminal.result(terminalText(`${d.name} (${d.platform_name} ${d.platform_version}, ID ${d.id})`).replace(/\n/g, ' '));
    return EXIT.passed;
}

// EXTERNAL MODULE: ./src/actions/annotate-build/inputs.ts
var annotate_build_inputs = __webpack_require__(51428);
// EXTERNAL MODULE: ./src/actions/annotate-build/names.ts
var annotate_build_names = __webpack_require__(39897);
// EXTERNAL MODULE: ./src/report/names.ts
var report_names = __webpack_require__(22822);
;// CONCATENATED MODULE: ./src/cli/commands/evidence.ts

/** The flag that names the history file: the command's own, no action input (src/cli/ci/history.ts). */
const HISTORY_FLAG = 'history';
/** The result files' flags of the reporting commands, and the action inputs they fill. */
const EVIDENCE_FLAGS = {
    junit: {
        value: 'FILE',
        description: 'Write the JUnit XML here (default: cloudtest-reports/junit.xml where the CI reads one: GitLab, Azure, CircleCI, Jenkins; else none).',
    },
    ctrf: { value: 'FILE', description: 'Write the CTRF JSON here (default: none).' },
    [report_names/* REPORTING_INPUTS */.$Q.failOn]: {
        value: 'MODE',
        description: "failures (default): failed tests exit 1; new-failures: only tests that did not fail in the --history file's run exit 1 (without one to compare with, every failure counts); nothing: failed tests exit 0.",
    },
    [report_names/* REPORTING_INPUTS */.$Q.failOnEmpty]: {
        value: 'BOOL',
        description: 'true (default): a report without tests exits 1; false: it exits 0.',
    },
    [report_names/* REPORTING_INPUTS */.$Q.failOnUnknown]: {
        value: 'BOOL',
        description: 'true (default): a test whose outcome is unknown counts as a failure (listed as unknown); false: it neither passes nor fails.',
    },
    [report_names/* REPORTING_INPUTS */.$Q.quarantine]: {
        value: 'FILE',
        description: 'Quarantined tests (default: .github/cloudtest-quarantine.yml when it exists): they run and are reported, and their failures do not exit 1.',
    },
    [report_names/* REPORTING_INPUTS */.$Q.autoQuarantine]: {
        value: 'N',
        description: "0 (default): off. N: a test flaky in at least N of the base branch's recent runs is quarantined; the --history file holds those runs.",
    },
    [HISTORY_FLAG]: {
        value: 'FILE',
        description: "The history your CI keeps between pipelines (its cache): the report is compared with the run it holds and shows the branch's last 30 runs; a run of a branch then writes itself there, a merge or pull request's run only reads it. Missing: the branch's first run.",
    },
};
/**
 * What --json adds of the comparison: `comparedTo`, the commit compared with, and `newFailures`, each
 * null when nothing was compared.
 */
function comparedJson(out) {
    const comparedTo = out[report_names/* REPORTING_OUTPUTS */.ov.comparedTo] || null;
    return { comparedTo, newFailures: comparedTo ? Number(out[report_names/* REPORTING_OUTPUTS */.ov.newFailures]) : null };
}
/**
 * The session time for `--json`: `vmSeconds` and `deviceSeconds`, the sum of the report's sessions'
 * durations (what the service bills), each null when it is not known.
 */
function sessionsJson(out) {
    const seconds = (text) => (text ? Number(text) : null);
    return {
        vmSeconds: seconds(out[report_names/* REPORTING_OUTPUTS */.ov.vmSeconds]),
        deviceSeconds: seconds(out[report_names/* REPORTING_OUTPUTS */.ov.deviceSeconds]),
    };
}
/** What the action's messages call the inputs these flags fill. */
const EVIDENCE_WORDS = {
    [report_names/* REPORTING_INPUTS */.$Q.junitFile]: '--junit',
    [report_names/* REPORTING_INPUTS */.$Q.ctrfFile]: '--ctrf',
};
/**
 * The flags as the action's inputs. The GitHub-only ones (pull request comment, downloads of
 * recordings) stay at their defaults: the command line has no pull request to comment on.
 */
function withEvidenceInputs(values) {
    return { ...values, [report_names/* REPORTING_INPUTS */.$Q.junitFile]: values.junit, [report_names/* REPORTING_INPUTS */.$Q.ctrfFile]: values.ctrf };
}

;// CONCATENATED MODULE: ./src/cli/commands/report.ts








/**
 * `cloudtest report --build NAME`: annotate-build's `run`, reading the build's tests (waiting while
 * results arrive) and reporting them through the host's publisher, the CI's way.
 */
const reportCommand = {
    name: 'report',
    summary: "Read a build's tests and report them as annotate-build does.",
    usage: 'cloudtest report --build NAME [flags]',
    description: [
        "Reads the tests of a build (the capabilities.build value your tests used, or its numeric ID; several comma-separated; PREFIX* for every build so named) and reports them the CI's way: a JUnit file where the CI reads one, annotations, a summary. Without --build: the build CLOUDTEST_BUILD names, else the CI's own run and job.",
        'Exits 0 when the tests passed, 1 when tests failed, 2 for bad usage (before any request), 3 when it could not run (the service, the network, the credentials, no such build). With --json, prints {"total", "passed", "failed", "unknown", "flaky", "quarantined", "conclusion", "junitFile", "ctrfFile", "comparedTo", "newFailures", "vmSeconds", "deviceSeconds"}: passed, failed, unknown and flaky (failed, then passed on a retry) add up to total; quarantined counts the failed tests the quarantine excused; comparedTo is the commit of the --history file\'s run, newFailures the tests failing now that did not fail there, quarantined ones not among them (both null when nothing was compared); vmSeconds and deviceSeconds, the sum of the sessions\' durations on VMs and on physical devices, retries included: what the service bills (null when not known).',
        "Off GitHub one command reports once, so nothing joins the legs of a matrix (GitHub Actions' actions/combine does): report them together with --build PREFIX*.",
    ],
    flags: {
        [annotate_build_names/* INPUTS */.mc.build]: { value: 'NAME', description: 'The build (or builds, or PREFIX*) to report.' },
        [annotate_build_names/* INPUTS */.mc.waitSeconds]: {
            value: 'SECONDS',
            description: 'How long to wait for the build and its results to arrive (default 30).',
        },
        [annotate_build_names/* INPUTS */.mc.failOnFailure]: {
            value: 'BOOL',
            description: 'true (default): failed tests exit 1; false: they exit 0.',
        },
        [annotate_build_names/* INPUTS */.mc.checkName]: {
            value: 'NAME',
            description: "The report's name (default: Cloud tests and the job).",
        },
        ...EVIDENCE_FLAGS,
    },
    words: EVIDENCE_WORDS,
    examples: [
        'cloudtest report --build "$CLOUDTEST_BUILD" --junit results.xml',
        'cloudtest report --build "nightly-*" --json',
    ],
    run: runReport,
};
async function runReport(args, host) {
    onlyFlags(args, 'report');
    // The build the CI's job named, as `cloudtest tunnel` gave it to the tests (CLOUDTEST_BUILD, else
    // the CI's run and job): the action's own default is GitHub's form.
    const build = args.values[annotate_build_names/* INPUTS */.mc.build] ?? buildNameFor(host.ci, host.env);
    if (!build)
        throw new UsageError(`Give --build NAME: ${job_identity/* BUILD_VARIABLE */.oz} is not set and no CI names this job's build.`, 'report');
    const values = withEvidenceInputs({ ...args.values, [annotate_build_names/* INPUTS */.mc.build]: build });
    const inputs = inputsFromFlags(values, annotate_build_names/* INPUT_NAMES */.Qh, annotate_build_inputs/* InputsSchema */.x);
    host.settings();
    const [{ run }] = await Promise.all([Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(181), __webpack_require__.e(5490), __webpack_require__.e(1280)]).then(__webpack_require__.bind(__webpack_require__, 60746)), loadServiceClient()]);
    host.terminal.startStatus('Reading the build');
    const ctx = host.reportingContext('cloudtest report', args.values[HISTORY_FLAG]);
    const result = await run(inputs, ctx).finally(() => host.terminal.stopStatus());
    const out = result.outputs;
    if (args.values.json)
        host.terminal.result(JSON.stringify({
            total: Number(out[annotate_build_names/* OUTPUTS */.py.total]),
            passed: Number(out[annotate_build_names/* OUTPUTS */.py.passed]),
            failed: Number(out[annotate_build_names/* OUTPUTS */.py.failed]),
            unknown: Number(out[annotate_build_names/* OUTPUTS */.py.unknown]),
            flaky: Number(out[annotate_build_names/* OUTPUTS */.py.flaky]),
            quarantined: Number(out[annotate_build_names/* OUTPUTS */.py.quarantined]),
            conclusion: out[annotate_build_names/* OUTPUTS */.py.conclusion],
            junitFile: out[annotate_build_names/* OUTPUTS */.py.junitFile] || null,
            ctrfFile: out[annotate_build_names/* OUTPUTS */.py.ctrfFile] || null,
            ...comparedJson(out),
            ...sessionsJson(out),
        }));
    if (!result.failure)
        return EXIT.passed;
    host.terminal.log.error(result.failure);
    return EXIT.testsFailed;
}

// EXTERNAL MODULE: ./src/actions/run-codeless-tests/inputs.ts
var run_codeless_tests_inputs = __webpack_require__(67995);
// EXTERNAL MODULE: ./src/actions/run-codeless-tests/names.ts
var run_codeless_tests_names = __webpack_require__(4732);
// EXTERNAL MODULE: ./src/codeless/reading.ts
var reading = __webpack_require__(62596);
;// CONCATENATED MODULE: ./src/cli/failure.ts





/**
 * Says what went wrong in one line (an annotation where the CI has them), the stack only among the
 * debug lines, and returns the exit code it stands for. An action's input error is put in the
 * command's words (`--ready-timeout`, not `Input "ready-timeout"`).
 */
function reportFailure(error, where, command) {
    const code = exitCodeOf(error, where.interrupts?.signal);
    // An error nothing caught stopped the command: its one line is said already (runCli).
    if (where.interrupts?.crashed)
        return code;
    let message = (0,errors.messageOf)(error);
    if (command &&
        (error instanceof inputs/* InputError */.dz || error instanceof settings/* SettingsError */.GN || error instanceof UsageError))
        message = inCommandWords(message, { ...flagWords(Object.keys(command.flags)), ...command.words });
    if (code === EXIT.interrupted)
        message = `Interrupted (${(0,errors.messageOf)(where.interrupts?.signal.reason)}).`;
    if (error instanceof Error && error.stack && code !== EXIT.usage)
        where.terminal.log.debug(error.stack);
    where.terminal.log.error(message);
    if (error instanceof UsageError) {
        const name = error.command ?? command?.name;
        where.terminal.line(`Run "cloudtest${name ? ` ${name}` : ''} --help" for usage.`);
    }
    return code;
}

;// CONCATENATED MODULE: ./src/cli/commands/run.ts









/**
 * `cloudtest run`: the root action in one process. Its `run` triggers, waits and reports through the
 * host's publisher; its clean-up, the post step's, then stops the runs a wait left going (a Ctrl+C,
 * SIGTERM, a time-out), as a cancelled workflow's post step does.
 */
/** How long the clean-up may take: reading the job and stopping its runs, with retries. */
const CLEAN_UP_MS = 60_000;
const runCommand = {
    name: 'run',
    summary: 'Trigger a Codeless suite, a test or all, wait and report.',
    usage: 'cloudtest run --suite-id ID | --test-id ID | --all [--url URL] [flags]',
    description: [
        "Triggers the target, waits for its job and reports its tests the CI's way (a JUnit file where the CI reads one, annotations, a summary). Ctrl+C, SIGTERM or SIGHUP stop the job's runs before the command exits 130; so does a wait that times out (exit code 4).",
        'Exits 0 when the tests passed, 1 when tests failed, 2 for bad usage (before any request), 3 when it could not run (the service, the network, the credentials), 4 when the wait timed out. With --json, prints {"jobId", "status", "success", "failedCount", "flaky", "testIds", "junitFile", "ctrfFile", "comparedTo", "newFailures", "vmSeconds", "deviceSeconds"} ("flaky": tests that failed, then passed on a retry; null when the tests were not reported; "comparedTo": the commit of the --history file\'s run, "newFailures": the tests failing now that did not fail there, quarantined ones not among them, both null when nothing was compared; "vmSeconds" and "deviceSeconds": the sum of the sessions\' durations on VMs and on physical devices, retries included, what the service bills, null when not known).',
    ],
    flags: {
        [run_codeless_tests_names/* INPUTS */.mc.suiteId]: { value: 'ID', description: 'Run this Codeless suite.' },
        [run_codeless_tests_names/* INPUTS */.mc.testId]: { value: 'ID', description: 'Run this Codeless test.' },
        [run_codeless_tests_names/* INPUTS */.mc.all]: { description: 'Run every Codeless test of the account.' },
        [run_codeless_tests_names/* INPUTS */.mc.url]: { value: 'URL', description: 'With --all: the http(s) address the tests open.' },
        [run_codeless_tests_names/* INPUTS */.mc.waitForCapacity]: {
            value: 'SECONDS',
            description: 'Wait up to this long for a free session before triggering (default 0: at once).',
        },
        [run_codeless_tests_names/* INPUTS */.mc.timeout]: { value: 'SECONDS', description: 'How long to wait for the job (default 3600).' },
        [run_codeless_tests_names/* INPUTS */.mc.pollInterval]: { value: 'SECONDS', description: 'The first wait between polls (default 5).' },
        [run_codeless_tests_names/* INPUTS */.mc.maxFailures]: {
            value: 'N',
            description: "0 (default): wait for every test. N: once N tests failed for good, stop the job's other tests and exit 1 at once.",
        },
        [run_codeless_tests_names/* INPUTS */.mc.failOnFailure]: {
            value: 'BOOL',
            description: 'true (default): failed tests exit 1; false: they exit 0.',
        },
        [run_codeless_tests_names/* INPUTS */.mc.report]: { value: 'BOOL', description: 'true (default): report the tests; false: only wait.' },
        [run_codeless_tests_names/* INPUTS */.mc.checkName]: {
            value: 'NAME',
            description: "The report's name (default: the target and the job).",
        },
        [run_codeless_tests_names/* INPUTS */.mc.stopOnCancel]: {
            value: 'BOOL',
            description: "true (default): an interrupt or a time-out stops the job's runs; false: leaves them.",
        },
        [run_codeless_tests_names/* INPUTS */.mc.stopScope]: {
            value: 'SCOPE',
            description: "job (default): stop the job's tests; target: every run of the suite or test.",
        },
        ...EVIDENCE_FLAGS,
    },
    words: EVIDENCE_WORDS,
    examples: [
        'cloudtest run --suite-id 1234',
        'cloudtest run --all --url https://staging.example.com --junit results.xml',
        'cloudtest run --test-id 77 --timeout 900 --json',
    ],
    run: runRun,
};
async function runRun(args, host) {
    onlyFlags(args, 'run');
    const inputs = inputsFromFlags(withEvidenceInputs(args.values), run_codeless_tests_names/* INPUT_NAMES */.Qh, run_codeless_tests_inputs/* InputsSchema */.x);
    host.settings();
    const [{ run }, { cleanUp }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(4527), __webpack_require__.e(1964), __webpack_require__.e(1873)]).then(__webpack_require__.bind(__webpack_require__, 61873)),
        __webpack_require__.e(/* import() */ 2031).then(__webpack_require__.bind(__webpack_require__, 12031)),
        loadServiceClient(),
    ]);
    let result;
    let status;
    try {
        result = await run(inputs, host.reportingContext('cloudtest run', args.values[HISTORY_FLAG]));
    }
    catch (error) {
        status = reportFailure(error, host, runCommand);
    }
    // Its own deadline, not the interrupts' signal: after a Ctrl+C the runs are still to be stopped.
    const end = host.terminal.group('cloudtest_run_clean_up', 'Cleaning up');
    await cleanUp(host.serviceContext('cloudtest run clean-up', AbortSignal.timeout(CLEAN_UP_MS))).catch((error) => host.terminal.log.warning(`Clean-up: ${(0,errors.messageOf)(error)}`));
    end();
    if (status !== undefined)
        return status;
    if (host.interrupts.signal.aborted)
        return reportFailure(host.interrupts.signal.reason, host, runCommand);
    return finish(result ?? { outputs: {} }, args, host);
}
/** The exit code of a wait that ended, and the JSON document for scripts. */
function finish(result, args, host) {
    const out = result.outputs;
    if (args.values.json)
        host.terminal.result(JSON.stringify({
            jobId: Number(out[run_codeless_tests_names/* OUTPUTS */.py.jobId]),
            status: out[run_codeless_tests_names/* OUTPUTS */.py.status],
            success: out[run_codeless_tests_names/* OUTPUTS */.py.success] === '' ? null : out[run_codeless_tests_names/* OUTPUTS */.py.success] === 'true',
            failedCount: Number(out[run_codeless_tests_names/* OUTPUTS */.py.failedCount]),
            flaky: out[run_codeless_tests_names/* OUTPUTS */.py.flaky] ? Number(out[run_codeless_tests_names/* OUTPUTS */.py.flaky]) : null,
            testIds: JSON.parse(out[run_codeless_tests_names/* OUTPUTS */.py.testIds] ?? '[]'),
            junitFile: out[run_codeless_tests_names/* OUTPUTS */.py.junitFile] || null,
            ctrfFile: out[run_codeless_tests_names/* OUTPUTS */.py.ctrfFile] || null,
            ...comparedJson(out),
            ...sessionsJson(out),
        }));
    if (out[run_codeless_tests_names/* OUTPUTS */.py.status] === reading/* TIMEOUT_STATUS */.P) {
        host.terminal.log.error(result.failure ?? 'The wait timed out.');
        return EXIT.timedOut;
    }
    if (!result.failure)
        return EXIT.passed;
    host.terminal.log.error(result.failure);
    return EXIT.testsFailed;
}

// EXTERNAL MODULE: ./src/actions/shard/inputs.ts
var shard_inputs = __webpack_require__(7367);
// EXTERNAL MODULE: ./src/actions/shard/names.ts
var shard_names = __webpack_require__(17744);
// EXTERNAL MODULE: ./src/shard/durations.ts
var durations = __webpack_require__(38229);
// EXTERNAL MODULE: ./src/shard/matrix.ts
var matrix = __webpack_require__(70087);
// EXTERNAL MODULE: ./src/shard/plan.ts + 1 modules
var shard_plan = __webpack_require__(54052);
// EXTERNAL MODULE: ./src/shard/test-list.ts
var test_list = __webpack_require__(75);
// EXTERNAL MODULE: ./src/shard/text.ts
var shard_text = __webpack_require__(45805);
;// CONCATENATED MODULE: ./src/cli/commands/shard.ts












const LEG_FLAG = 'leg';
const shard_HISTORY_FLAG = 'history';
/**
 * `cloudtest shard --tests FILE`: actions/shard's plan off GitHub. The plan goes to standard output as
 * the action's outputs in one JSON document, or with --leg K the tests of leg K one a line, for a CI's
 * parallel jobs each to call with its own index: each makes the same plan from the same inputs.
 */
const shardCommand = {
    name: 'shard',
    summary: 'Split a list of tests into legs that finish together, as actions/shard plans them.',
    usage: 'cloudtest shard --tests FILE [--legs N|auto] [--leg K] [--history FILE] [flags]',
    description: [
        'Plans legs for the tests FILE lists (one name a line, as your test runner takes them back): longest first, by their durations in the --history file (a test without one at the median of the others; with none, by count), as many legs as --legs asks or, with auto, as bring the slowest leg within --target-minutes, at most --max-legs and the free sessions of --capacity. The same inputs give the same plan on any machine.',
        'Prints {"matrix": [{"leg", "legs", "tests", "predicted-seconds"}, ...], "legs", "predicted-seconds", "untimed"}, as the action outputs it; with --leg K, the tests of leg K, one a line (none when the tests fill fewer legs). The plan in words goes to standard error.',
        '--leg needs a number for --legs: with auto, each job would read the free sessions at its own moment and could plan other legs. --capacity vms or physical reads the free sessions with CLOUDTEST_API_URL, CLOUDTEST_KEY and CLOUDTEST_SECRET; none reads nothing.',
    ],
    flags: {
        [shard_names/* INPUTS */.mc.tests]: { value: 'FILE', description: 'The tests to split, one name a line.' },
        [shard_names/* INPUTS */.mc.legs]: {
            value: 'N|auto',
            description: 'auto (default): as many legs as bring the slowest within --target-minutes; or a number of legs, 1 to 256 (more than the free sessions is a warning).',
        },
        [LEG_FLAG]: {
            value: 'K',
            description: 'Print only the tests of leg K (1 to --legs), one a line; needs a number for --legs.',
        },
        [shard_names/* INPUTS */.mc.targetMinutes]: {
            value: 'MINUTES',
            description: 'With auto: the most a leg should take (default 10).',
        },
        [shard_names/* INPUTS */.mc.maxLegs]: { value: 'N', description: 'With auto: the most legs, 1 to 256 (default 20).' },
        [shard_names/* INPUTS */.mc.capacity]: {
            value: 'KIND',
            description: "vms (default), physical or none: the account's free sessions that cap the legs.",
        },
        [shard_names/* INPUTS */.mc.sessionsPerLeg]: {
            value: 'N',
            description: 'Sessions each leg runs its tests over at once (default 1).',
        },
        [shard_HISTORY_FLAG]: {
            value: 'FILE',
            description: 'The history file cloudtest report --history keeps: where the durations come from.',
        },
    },
    words: flagWords(shard_names/* PLAN_INPUT_NAMES */.sk),
    examples: [
        'cloudtest shard --tests tests.txt --history .cloudtest/history --capacity none',
        'cloudtest shard --tests tests.txt --legs "$CI_NODE_TOTAL" --leg "$CI_NODE_INDEX" --history .cloudtest/history > mine.txt',
    ],
    run: runShard,
};
/** --leg K, a leg of a plan of a number of legs; undefined without the flag. */
function legFlag(args, legs) {
    const text = args.values[LEG_FLAG];
    if (text === undefined)
        return undefined;
    if (legs === 'auto')
        throw new UsageError(`--${LEG_FLAG} needs a number for --${shard_names/* INPUTS */.mc.legs}: with auto, each job would read the free sessions at its own moment and could plan other legs.`, 'shard');
    const leg = /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(leg) || leg < 1 || leg > legs)
        throw new UsageError(`--${LEG_FLAG} must be a whole number from 1 to ${legs} (--${shard_names/* INPUTS */.mc.legs}), got "${text}".`, 'shard');
    return leg;
}
/** The free sessions the setting names, read with the service's settings; nothing read for none. */
async function capacityFor(setting, host) {
    if (setting === 'none')
        return { kind: 'none' };
    host.settings();
    const [{ readCapacity }] = await Promise.all([__webpack_require__.e(/* import() */ 2715).then(__webpack_require__.bind(__webpack_require__, 62715)), loadServiceClient()]);
    const ctx = host.serviceContext('cloudtest shard');
    return readCapacity(setting, ctx.client, ctx.signal);
}
async function runShard(args, host) {
    onlyFlags(args, 'shard');
    const file = args.values[shard_names/* INPUTS */.mc.tests];
    if (!file)
        throw new UsageError(`Give --${shard_names/* INPUTS */.mc.tests} FILE: the tests to split, one name a line.`, 'shard');
    const settings = inputsFromFlags(args.values, shard_names/* PLAN_INPUT_NAMES */.sk, shard_inputs/* PlanSettingsSchema */.mI);
    const leg = legFlag(args, settings.plan.legs);
    const list = (() => {
        try {
            return (0,test_list/* readTestFile */.jq)(file, process.cwd());
        }
        catch (error) {
            if (error instanceof test_list/* TestListError */.XD)
                throw new inputs/* InputError */.dz(`--${shard_names/* INPUTS */.mc.tests}: ${error.message}.`);
            throw error;
        }
    })();
    const { log } = host.terminal;
    log.info((0,test_list/* listLine */.lj)(list));
    const history = args.values[shard_HISTORY_FLAG];
    const [timed, capacity] = await Promise.all([
        history === undefined
            ? { none: `no --${shard_HISTORY_FLAG} FILE was given` }
            : (0,durations/* historyDurations */.mY)(history, (0,external_node_path_.resolve)(history), list.names),
        capacityFor(settings.capacity, host),
    ]);
    const plan = (0,shard_plan/* planShards */.t)({ ...settings.plan, tests: list.names, durations: timed, capacity });
    for (const line of (0,shard_text/* planLines */.HN)(plan))
        log.info(line);
    for (const planned of plan.legs)
        log.info(`  ${(0,shard_text/* legLine */.ZQ)(planned)}`);
    for (const warning of (0,shard_text/* planWarnings */.pH)(plan))
        log.warning(warning);
    const result = (0,matrix/* planResult */.V)(plan);
    if (leg === undefined) {
        host.terminal.result(JSON.stringify({
            [shard_names/* OUTPUTS */.py.matrix]: result.matrix,
            [shard_names/* OUTPUTS */.py.legs]: result.legs,
            [shard_names/* OUTPUTS */.py.predictedSeconds]: result.predictedSeconds,
            [shard_names/* OUTPUTS */.py.untimed]: result.untimed,
        }));
        return EXIT.passed;
    }
    const mine = result.matrix[leg - 1];
    if (!mine)
        log.info(`Leg ${leg} has no tests: the ${list.names.length} tests fill ${result.legs} legs.`);
    else if (args.values.json)
        host.terminal.result(JSON.stringify(mine));
    else
        for (const test of mine.tests)
            host.terminal.result(test);
    return EXIT.passed;
}

// EXTERNAL MODULE: ./src/actions/start-tunnel/inputs.ts
var start_tunnel_inputs = __webpack_require__(80564);
// EXTERNAL MODULE: ./src/actions/start-tunnel/names.ts
var start_tunnel_names = __webpack_require__(75497);
// EXTERNAL MODULE: ./src/runtime/job-sessions.ts
var job_sessions = __webpack_require__(67313);
;// CONCATENATED MODULE: ./src/cli/commands/tunnel.ts













/**
 * `cloudtest tunnel [flags] -- COMMAND`: the tunnel lives exactly as long as one command, so no CI
 * needs a clean-up step. The start and the clean-up are start-tunnel's own (its `run`, then its
 * `teardown` over the state `run` saved, kept in memory here), so the command behaves as the action
 * does: the same modes, checks, waits and messages.
 */
/** How long the clean-up may take: the client's stop (10 s of grace) and the delete, with retries. */
const tunnel_CLEAN_UP_MS = 60_000;
const tunnelCommand = {
    name: 'tunnel',
    summary: 'Start a tunnel, run a command while it is up, then delete the tunnel.',
    usage: 'cloudtest tunnel [flags] -- COMMAND [ARG...]',
    description: [
        'Starts a tunnel (through the service, or with a tunnel client given by --client-url), waits until it is READY, runs COMMAND with CLOUDTEST_TUNNEL_ID and CLOUDTEST_TUNNEL_IDENTIFIER (and CLOUDTEST_BUILD, when the CI names one) in its environment, and deletes the tunnel however COMMAND ends. Ctrl+C, SIGTERM and SIGHUP reach COMMAND once each: a Ctrl+C at the terminal (and on Windows every console event) reaches it directly, anything else is passed on. A COMMAND that is not found is refused before a tunnel is made (exit 127).',
        "Exits with COMMAND's exit code (128 + the signal's number when a signal ended it); 2, 3 or 4 when the tunnel could not be started (bad input, the service, a time-out), 130 when interrupted before COMMAND started.",
    ],
    flags: {
        [start_tunnel_names/* INPUTS */.mc.identifier]: {
            value: 'NAME',
            description: 'The tunnel\'s name (default: unique per run, e.g. "local-3f9a0c12").',
        },
        [start_tunnel_names/* INPUTS */.mc.readyTimeout]: { value: 'SECONDS', description: 'How long to wait for READY (default 120).' },
        [start_tunnel_names/* INPUTS */.mc.clientUrl]: {
            value: 'URL',
            description: "The tunnel client's download (.jar, .zip, .tar.gz or a single program): client mode.",
        },
        [start_tunnel_names/* INPUTS */.mc.clientVersion]: { value: 'VERSION', description: "The client's version, for the cache." },
        [start_tunnel_names/* INPUTS */.mc.clientSha256]: { value: 'HEX', description: 'The SHA-256 the download must have.' },
        [start_tunnel_names/* INPUTS */.mc.clientArgs]: {
            value: 'ARGS',
            description: 'Arguments for the client; {identifier}, {readyfile} and {logfile} are filled in.',
        },
        [start_tunnel_names/* INPUTS */.mc.clientCommand]: { value: 'PATH', description: 'The program to run inside an archive.' },
        [start_tunnel_names/* INPUTS */.mc.stopSessions]: {
            value: 'MODE',
            description: 'auto (default): when COMMAND ends, stop the sessions of the build the CI names still running; true: also of a CLOUDTEST_BUILD you set; false: never.',
        },
    },
    examples: [
        'cloudtest tunnel -- npm test',
        'cloudtest tunnel --ready-timeout 300 -- ./run-e2e.sh --headless',
        'cloudtest tunnel --client-url https://downloads.example.com/tunnel-4.2.tar.gz --client-args "--name {identifier} --ready-file {readyfile}" -- npm test',
    ],
    run: runTunnel,
};
async function runTunnel(args, host) {
    const command = args.rest ?? [];
    if (args.positionals.length)
        throw new UsageError(`Unexpected "${args.positionals[0]}": the command to run goes after "--".`, 'tunnel');
    if (!command.length)
        throw new UsageError('Give the command to run after "--", e.g. cloudtest tunnel -- npm test.', 'tunnel');
    const inputs = inputsFromFlags(args.values, start_tunnel_names/* INPUT_NAMES */.Qh, start_tunnel_inputs/* InputsSchema */.xd);
    host.settings();
    // A program that is nowhere is said before a tunnel is made for it.
    const missing = missingProgram(command[0] ?? '', host.env);
    if (missing) {
        host.terminal.log.error(missing.message);
        return missing.status;
    }
    if (inputs.client)
        prepareToolCache(host.env);
    const [{ run }, { teardown }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(5991), __webpack_require__.e(181), __webpack_require__.e(6712)]).then(__webpack_require__.bind(__webpack_require__, 34331)),
        __webpack_require__.e(/* import() */ 8854).then(__webpack_require__.bind(__webpack_require__, 66473)),
        loadServiceClient(),
    ]);
    let status;
    let ran = false;
    try {
        const ctx = host.serviceContext('cloudtest tunnel');
        // The action's warnings name its inputs, which are this command's flags.
        const words = flagWords(Object.keys(tunnelCommand.flags));
        const log = { ...ctx.log, warning: (m) => ctx.log.warning(inCommandWords(m, words)) };
        const started = await inGroup(host, 'cloudtest_tunnel_start', 'Starting the tunnel', () => run(inputs, { ...ctx, log }));
        ran = true;
        status = await tunnel_runCommand(command, started, host);
    }
    catch (error) {
        if (error instanceof CommandStartError) {
            host.terminal.log.error(error.message);
            status = error.status;
        }
        else {
            status = reportFailure(error, host, tunnelCommand);
        }
    }
    // Its own deadline, not the interrupts' signal: after a Ctrl+C the tunnel is still to be deleted.
    if (ran)
        await stopCommandSessions(inputs, host);
    await inGroup(host, 'cloudtest_tunnel_clean_up', 'Deleting the tunnel', () => teardown(host.serviceContext('cloudtest tunnel clean-up', AbortSignal.timeout(tunnel_CLEAN_UP_MS))));
    return status;
}
/**
 * The sessions COMMAND left running in the build the CI names, stopped before the tunnel they may use
 * goes, as `stop-sessions` says (src/runtime/job-sessions.ts: a CLOUDTEST_BUILD given is not the
 * command's own under `auto`).
 */
async function stopCommandSessions(inputs, host) {
    const chosen = (0,job_sessions/* buildToStop */.Sb)(inputs.stopSessions ?? 'auto', host.env[job_identity/* BUILD_VARIABLE */.oz], ciBuildName(host.ci, host.env));
    if (!('build' in chosen)) {
        if (chosen.why)
            host.terminal.log.info(inCommandWords(chosen.why, flagWords([start_tunnel_names/* INPUTS */.mc.stopSessions])));
        return;
    }
    const { stopBuildSessions } = await __webpack_require__.e(/* import() */ 2471).then(__webpack_require__.bind(__webpack_require__, 94852));
    const ctx = host.serviceContext('cloudtest tunnel clean-up', AbortSignal.timeout(tunnel_CLEAN_UP_MS));
    await inGroup(host, 'cloudtest_tunnel_sessions', 'Stopping the sessions still running', () => stopBuildSessions(chosen.build, ctx));
}
async function inGroup(host, id, title, work) {
    const end = host.terminal.group(id, title);
    host.terminal.startStatus(title);
    try {
        return await work();
    }
    finally {
        host.terminal.stopStatus();
        end();
    }
}
/** Runs the command with the tunnel's variables, passing signals on; resolves to its exit status. */
async function tunnel_runCommand(command, started, host) {
    const build = buildNameFor(host.ci, host.env);
    const env = {
        ...host.env,
        ...started.env,
        ...(build && !host.env[job_identity/* BUILD_VARIABLE */.oz]?.trim() ? { [job_identity/* BUILD_VARIABLE */.oz]: build } : {}),
    };
    host.terminal.heading(`Running ${command[0]} with tunnel ${started.outputs[start_tunnel_names/* OUTPUTS */.py.tunnelId]}`);
    if (host.interrupts.signal.aborted)
        throw new Error('interrupted before the command started');
    const child = await startCommand(command, env);
    // The command decides what a signal means to it, and gets each once (passesOn in child.ts).
    const stop = host.interrupts.subscribe((name) => child.passOn(name));
    const release = host.interrupts.hold();
    let exit;
    try {
        exit = await child.exited;
    }
    finally {
        release();
        stop();
    }
    const how = exit.signal ? `was ended by ${exit.signal}` : `exited with code ${exit.code}`;
    host.terminal.log.info(`${command[0]} ${how}.`);
    return exitStatusOf(exit);
}
/**
 * The tool cache, where a tunnel client is kept between runs, is the runner's on GitHub; elsewhere a
 * folder in the user's cache (the tool cache reads it from the process's environment).
 */
function prepareToolCache(env) {
    if (!process.env.RUNNER_TOOL_CACHE) {
        const base = process.platform === 'win32'
            ? (env.LOCALAPPDATA ?? (0,external_node_path_.join)((0,external_node_os_.homedir)(), 'AppData', 'Local'))
            : process.platform === 'darwin'
                ? (0,external_node_path_.join)((0,external_node_os_.homedir)(), 'Library', 'Caches')
                : (env.XDG_CACHE_HOME ?? (0,external_node_path_.join)((0,external_node_os_.homedir)(), '.cache'));
        process.env.RUNNER_TOOL_CACHE = (0,external_node_path_.join)(base, 'cloudtest', 'tool-cache');
        (0,external_node_fs_.mkdirSync)(process.env.RUNNER_TOOL_CACHE, { recursive: true });
    }
    process.env.RUNNER_TEMP ||= (0,external_node_os_.tmpdir)();
}

// EXTERNAL MODULE: ./src/actions/upload-app/inputs.ts
var upload_app_inputs = __webpack_require__(29706);
// EXTERNAL MODULE: ./src/actions/upload-app/names.ts
var upload_app_names = __webpack_require__(72579);
;// CONCATENATED MODULE: ./src/cli/commands/upload.ts





/**
 * `cloudtest upload FILE | --url URL`: upload-app's `run`, with only the app's URL on standard output
 * (`APP=$(cloudtest upload app.apk)`), or one JSON document with --json; progress goes to the log.
 */
const uploadCommand = {
    name: 'upload',
    summary: 'Upload an app (APK or IPA) and print its app URL.',
    usage: 'cloudtest upload FILE | --url URL [--app-key KEY]',
    description: [
        'Uploads FILE (a path or a glob that matches one file), or has the service fetch --url, and prints the stored app\'s URL as the service gives it (SCHEME://KEY, in the service\'s own storage scheme) on standard output; progress goes to standard error. With --json, prints {"appUrl": \u2026, "appKey": \u2026}.',
    ],
    flags: {
        [upload_app_names/* INPUTS */.mc.url]: { value: 'URL', description: 'An http(s) address the service downloads the app from.' },
        [upload_app_names/* INPUTS */.mc.appKey]: {
            value: 'KEY',
            description: 'Replace the app stored under this key (KEY or SCHEME://KEY) instead of storing a new one.',
        },
    },
    words: { [upload_app_names/* INPUTS */.mc.file]: 'FILE' },
    examples: [
        'APP=$(cloudtest upload app/build/outputs/apk/debug/app-debug.apk)',
        'cloudtest upload "build/*.ipa" --app-key 8f2c1e',
        'cloudtest upload --url https://downloads.example.com/app.apk --json',
    ],
    run: runUpload,
};
async function runUpload(args, host) {
    if (args.rest !== undefined)
        throw new UsageError('upload takes no command after "--".', 'upload');
    if (args.positionals.length > 1)
        throw new UsageError(`Give one FILE, got ${args.positionals.length} (quote a glob: "build/*.apk").`, 'upload');
    const inputs = inputsFromFlags({ ...args.values, [upload_app_names/* INPUTS */.mc.file]: args.positionals[0] }, upload_app_names/* INPUT_NAMES */.Qh, upload_app_inputs/* InputsSchema */.x);
    host.settings();
    const [{ run }] = await Promise.all([__webpack_require__.e(/* import() */ 1355).then(__webpack_require__.bind(__webpack_require__, 11355)), loadServiceClient()]);
    host.terminal.startStatus('Uploading');
    let outputs;
    try {
        ({ outputs } = await run(inputs, host.serviceContext('cloudtest upload'), { cwd: process.cwd() }));
    }
    finally {
        host.terminal.stopStatus();
    }
    const appUrl = outputs[upload_app_names/* OUTPUTS */.py.appUrl] ?? '';
    host.terminal.result(args.values.json ? JSON.stringify({ appUrl, appKey: outputs[upload_app_names/* OUTPUTS */.py.appKey] ?? '' }) : appUrl);
    return 0;
}

;// CONCATENATED MODULE: ./src/cli/help.ts


const WIDTH = 100;
/** Words wrapped to the width, each line after the first indented. */
function wrap(text, indent) {
    const lines = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
        if (line && line.length + 1 + word.length > WIDTH - indent) {
            lines.push(line);
            line = word;
        }
        else {
            line = line ? `${line} ${word}` : word;
        }
    }
    if (line)
        lines.push(line);
    return lines.join(`\n${' '.repeat(indent)}`);
}
function flagLines(flags) {
    const names = Object.entries(flags).map(([name, spec]) => {
        const short = spec.short ? `-${spec.short}, ` : '';
        return [`  ${short}--${name}${spec.value ? ` ${spec.value}` : ''}`, spec.description];
    });
    const column = Math.max(...names.map(([left]) => left.length)) + 2;
    return names.map(([left, text]) => `${left.padEnd(column)}${wrap(text, column)}`);
}
const ENVIRONMENT = [
    'Environment:',
    '  CLOUDTEST_API_URL, CLOUDTEST_KEY, CLOUDTEST_SECRET   the service and its credentials (never flags)',
    "  CLOUDTEST_BUILD                                      the build name of the job's tests (default: from the CI)",
    "  CLOUDTEST_MATRIX                                     on GitHub Actions, the job's matrix leg: ${{ toJSON(matrix) }}",
];
const EXIT_CODES = [
    'Exit codes: 0 passed, 1 tests failed, 2 bad usage or input (before any request), 3 could not run',
    '(service, network, credentials), 4 timed out, 130 interrupted (after stopping what it started).',
];
function topHelp(commands) {
    const column = Math.max(...commands.map((c) => c.name.length)) + 4;
    return [
        `cloudtest ${version/* BUNDLE_VERSION */.AY}: tunnels, app uploads, Codeless runs and reports of a cloud testing service,`,
        'in any CI system and on your laptop.',
        '',
        'Usage: cloudtest COMMAND [flags]',
        '',
        'Commands:',
        ...commands.map((c) => `  ${c.name.padEnd(column - 2)}${wrap(c.summary, column)}`),
        '',
        'Flags for every command:',
        ...flagLines({ ...GLOBAL_FLAGS, version: { description: 'Print the version (cloudtest --version).' } }),
        '',
        ...ENVIRONMENT,
        '',
        ...EXIT_CODES,
        '',
        'Run "cloudtest COMMAND --help" for a command\'s flags.',
    ].join('\n');
}
function commandHelp(command) {
    const flags = Object.keys(command.flags).length ? ['', 'Flags:', ...flagLines(command.flags)] : [];
    const examples = command.examples.length ? ['', 'Examples:', ...command.examples.map((e) => `  ${e}`)] : [];
    return [
        `Usage: ${command.usage}`,
        '',
        command.description.map((p) => wrap(p, 0)).join('\n\n'),
        ...flags,
        '',
        'Flags for every command:',
        ...flagLines(GLOBAL_FLAGS),
        ...examples,
        '',
        ...ENVIRONMENT,
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/cli/interrupts.ts

/** The signals the command line stops on: Ctrl+C, a CI's cancel, a closed terminal. */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/**
 * Ctrl+C (SIGINT), a CI's cancel (SIGTERM) and a closed terminal (SIGHUP), and errors nothing caught.
 * The first one aborts `signal`: the command stops its waits, stops what it started and exits 130 (3
 * after an unexpected error). A second Ctrl+C calls `onRepeat` (by default: leave at once, clean-up
 * undone), except while the command is held by the program it runs, which decides for itself.
 * Listeners hear every signal: the tunnel command passes on to its program what did not reach it.
 */
class Interrupts {
    controller = new AbortController();
    listeners = new Set();
    watchers = new Set();
    onSignal = (name) => this.receive(name);
    onRepeat;
    holds = 0;
    /** The first error nothing caught, once there was one. */
    crashed;
    constructor(onRepeat = () => process.exit(EXIT.interrupted)) {
        this.onRepeat = onRepeat;
    }
    get signal() {
        return this.controller.signal;
    }
    /** Starts listening to the process's signals; returns the way to stop. */
    listen(target = process) {
        for (const name of SIGNALS)
            target.on(name, this.onSignal);
        return () => {
            for (const name of SIGNALS)
                target.off(name, this.onSignal);
        };
    }
    receive(name) {
        for (const listener of this.listeners)
            listener(name);
        if (!this.controller.signal.aborted)
            this.controller.abort(new Error(name));
        else if (name === 'SIGINT' && this.holds === 0)
            this.onRepeat(name);
    }
    /**
     * An error nothing caught: watchers are told (once, the first), then everything stops as on SIGTERM.
     * False when no watcher heard it (the caller then says it itself).
     */
    crash(error) {
        if (this.crashed)
            return true;
        const crash = new UnexpectedError(error);
        this.crashed = crash;
        for (const watcher of this.watchers)
            watcher(crash);
        for (const listener of this.listeners)
            listener('SIGTERM');
        if (!this.controller.signal.aborted)
            this.controller.abort(crash);
        return this.watchers.size > 0;
    }
    /** Hears every signal until the returned function is called. */
    subscribe(listener) {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }
    /** Is told of an error nothing caught, until the returned function is called. */
    watchCrashes(watcher) {
        this.watchers.add(watcher);
        return () => this.watchers.delete(watcher);
    }
    /** While held (a program runs in the foreground), a repeated Ctrl+C does not end the command line. */
    hold() {
        this.holds++;
        let released = false;
        return () => {
            if (!released)
                this.holds--;
            released = true;
        };
    }
}

;// CONCATENATED MODULE: ./src/cli/terminal.ts


const SPINNER = ['\u280b', '\u2819', '\u2839', '\u2838', '\u283c', '\u2834', '\u2826', '\u2827', '\u2807', '\u280f'];
const REDRAW_MS = 120;
class Terminal {
    ci;
    log;
    options;
    secrets = new Set();
    status;
    constructor(options) {
        this.options = options;
        this.ci = options.ci;
        this.log = this.makeLogger();
    }
    /** Hides a value in everything printed from now on; on GitHub's runner the runner is told to hide it too. */
    setSecret(secret) {
        const value = secret.trim();
        if (value.length < 3 || this.secrets.has(value))
            return;
        this.secrets.add(value);
        if (this.ci === 'github' && this.options.onRunner) {
            // Unredacted on purpose: the runner reads the value from this line and masks it from then on.
            this.options.stderr.write(`${(0,workflow_commands/* gitHubCommand */.x)('add-mask', value)}\n`);
        }
    }
    redact(text) {
        let out = text;
        for (const secret of [...this.secrets].sort((a, b) => b.length - a.length))
            out = out.replaceAll(secret, '***');
        return out;
    }
    /** A result on standard output: the only thing ever written there. */
    result(text) {
        this.options.stdout.write(`${this.redact(text)}\n`);
    }
    /** A line for the log as it is (a CI's command, made by src/cli/ci/commands.ts), secrets redacted. */
    line(text) {
        this.clearStatus();
        this.options.stderr.write(`${this.redact(text)}\n`);
        this.drawStatus();
    }
    /** Opens a collapsed group of the lines that follow, in the CI's form; the function returned closes it. */
    group(id, title) {
        const start = groupStart(this.ci, id, terminalText(title), this.seconds());
        if (start)
            this.line(start);
        return () => {
            const end = groupEnd(this.ci, id, this.seconds());
            if (end)
                this.line(end);
        };
    }
    /** A heading whose lines the CI shows expanded. */
    heading(title) {
        const line = openHeading(this.ci, terminalText(title));
        if (line)
            this.line(line);
    }
    /** Shows `label` and the time since on a status line, on an interactive terminal only. */
    startStatus(label) {
        if (!this.options.live)
            return;
        this.stopStatus();
        const timer = setInterval(() => this.drawStatus(), REDRAW_MS).unref();
        this.status = { label, started: this.now(), frame: 0, timer };
        this.drawStatus();
    }
    stopStatus() {
        if (!this.status)
            return;
        clearInterval(this.status.timer);
        this.clearStatus();
        this.status = undefined;
    }
    now() {
        return this.options.now?.() ?? Date.now();
    }
    seconds() {
        return Math.floor(this.now() / 1000);
    }
    drawStatus() {
        if (!this.status)
            return;
        const { label, started } = this.status;
        const frame = SPINNER[this.status.frame++ % SPINNER.length];
        const seconds = Math.floor((this.now() - started) / 1000);
        const text = `${frame} ${label} (${seconds} s)`;
        const width = Math.max(10, (this.options.stderr.columns ?? 80) - 1);
        this.options.stderr.write(`\r\u001b[2K${text.slice(0, width)}`);
    }
    clearStatus() {
        if (this.status)
            this.options.stderr.write('\r\u001b[2K');
    }
    makeLogger() {
        const plain = (prefix) => (m) => this.line(`${prefix}${terminalText(m)}`);
        const issue = (level) => (m, place) => {
            const message = terminalText(m);
            if (this.ci === 'github')
                return this.line((0,workflow_commands/* gitHubAnnotation */.R)(level, message, cleanPlace(place)));
            if (this.ci === 'azure' && level !== 'notice')
                return this.line(azureIssue(level, message, cleanPlace(place)));
            const title = place?.title ? `${terminalText(place.title)}: ` : '';
            this.line(`${level === 'notice' ? '' : `${level}: `}${title}${message}`);
        };
        return {
            debug: (m) => {
                if (this.ci === 'github')
                    this.line((0,workflow_commands/* gitHubCommand */.x)('debug', terminalText(m)));
                else if (this.options.verbose)
                    plain('debug: ')(m);
            },
            info: plain(''),
            warning: issue('warning'),
            error: issue('error'),
            notice: issue('notice'),
        };
    }
}
function cleanPlace(place) {
    return place && { ...place, title: place.title === undefined ? undefined : terminalText(place.title) };
}
/** `::name props::data` as @actions/core writes it, with its data unescaped. */
const WORKFLOW_COMMAND = /^::([A-Za-z-]+)(?: [^:]*)?::(.*)$/;
const unescapeData = (text) => text.replaceAll('%0D', '\r').replaceAll('%0A', '\n').replaceAll('%25', '%');
/**
 * What libraries print on standard output (`@actions/core`'s `::debug::` lines in the tool cache, a
 * stray console.log) is turned into log lines on standard error: on GitHub its workflow commands go on
 * (the runner reads them from either stream), elsewhere a debug line becomes one of ours and other
 * commands are dropped. Standard output stays the results' own. Returns the way back.
 */
function divertStandardOutput(stdout, terminal) {
    const original = stdout.write;
    let pending = '';
    const handle = (line) => {
        const command = WORKFLOW_COMMAND.exec(line);
        if (!command)
            return terminal.log.info(line);
        if (terminal.ci === 'github')
            return terminal.line(line);
        if (command[1] === 'debug')
            terminal.log.debug(unescapeData(command[2] ?? ''));
    };
    stdout.write = ((chunk, ...rest) => {
        pending += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
        const lines = pending.split(/\r?\n/);
        pending = lines.pop() ?? '';
        for (const line of lines)
            handle(line);
        const callback = rest.find((arg) => typeof arg === 'function');
        callback?.();
        return true;
    });
    return () => {
        if (pending)
            handle(pending);
        stdout.write = original;
    };
}

;// CONCATENATED MODULE: ./src/cli/main.ts
















/** Every command, in the order help lists them. */
const COMMANDS = [
    runCommand,
    tunnelCommand,
    uploadCommand,
    reportCommand,
    devicesCommand,
    shardCommand,
];
/** The command line's work: one command, its exit code. Writes only through `io`. */
async function runCli(io) {
    const [name, ...rest] = io.argv;
    const plain = () => new Terminal({ stdout: io.stdout, stderr: io.stderr, ci: detectCi(io.env), verbose: false, live: false });
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        (name === undefined ? io.stderr : io.stdout).write(`${topHelp(COMMANDS)}\n`);
        return name === undefined ? EXIT.usage : EXIT.passed;
    }
    if (name === '--version' || name === '-V') {
        io.stdout.write(`${version/* BUNDLE_VERSION */.AY}\n`);
        return EXIT.passed;
    }
    const command = COMMANDS.find((c) => c.name === name);
    let terminal = plain();
    // Said once, in the CI's form and redacted; the command then stops as on SIGTERM and cleans up.
    const unwatch = io.interrupts.watchCrashes((crash) => {
        if (crash.cause instanceof Error && crash.cause.stack)
            terminal.log.debug(crash.cause.stack);
        terminal.log.error(`${crash.message} (stopping what was started, then exiting ${EXIT.couldNotRun}).`);
    });
    try {
        const code = await runNamed({ name, command, rest }, io, (made) => (terminal = made));
        return io.interrupts.crashed ? EXIT.couldNotRun : code;
    }
    catch (error) {
        return reportFailure(error, { terminal, interrupts: io.interrupts }, command);
    }
    finally {
        unwatch();
    }
}
/** Runs the named command; `use` makes the terminal it sets up the one failures are said on. */
async function runNamed({ name, command, rest }, io, use) {
    if (!command)
        throw new UsageError(`Unknown command "${name}": use one of ${COMMANDS.map((c) => c.name).join(', ')}.`);
    const args = parseCommandArgs(command.name, rest, command.flags);
    if (args.values.help) {
        io.stdout.write(`${commandHelp(command)}\n`);
        return EXIT.passed;
    }
    const ci = detectCi(io.env, args.values.ci);
    const live = Boolean(io.stderr.isTTY) && ci === 'local' && io.env.TERM !== 'dumb';
    const terminal = use(new Terminal({
        stdout: io.stdout,
        stderr: io.stderr,
        ci,
        verbose: Boolean(args.values.verbose),
        live,
        onRunner: ci === 'github' && detectCi(io.env) === 'github',
    }));
    const host = createHost({ ci, terminal, env: io.env, interrupts: io.interrupts });
    const restore = io.divert?.(terminal);
    try {
        return await command.run(args, host);
    }
    finally {
        terminal.stopStatus();
        await host.close();
        restore?.();
    }
}
/**
 * One of the process's streams, as the command writes to it: once it fails (a pipe closed by its
 * reader, `| head -1`; a terminal gone with SIGHUP) it takes no more writes, and the command goes on
 * cleaning up instead of dying of the error.
 */
function guarded(stream, write) {
    let open = true;
    stream.on('error', () => (open = false));
    return {
        write: (text) => open && write(text),
        isTTY: stream.isTTY,
        get columns() {
            return stream.columns;
        },
        /** Resolves once what was written has gone out (a pipe may still hold the last lines). */
        flush: () => (open ? new Promise((resolve) => write('', () => resolve())) : Promise.resolve()),
    };
}
/** The `cloudtest` program: the process's own streams, signals and exit code. */
async function main() {
    // Kept before the diversion below: results go out through it.
    const stdout = guarded(process.stdout, process.stdout.write.bind(process.stdout));
    const stderr = guarded(process.stderr, process.stderr.write.bind(process.stderr));
    const interrupts = new Interrupts(() => {
        stderr.write('Interrupted again: leaving at once, without cleaning up what was started.\n');
        process.exit(EXIT.interrupted);
    });
    const stopListening = interrupts.listen();
    // An error nothing caught is one line (runCli says it), then a clean-up and exit code 3, never
    // Node's own code 1, which would read "tests failed".
    const onCrash = (error) => {
        process.exitCode = EXIT.couldNotRun;
        if (!interrupts.crash(error))
            stderr.write(`error: Unexpected error: ${(0,errors.messageOf)(error)}\n`);
    };
    process.on('uncaughtException', onCrash);
    process.on('unhandledRejection', onCrash);
    let code;
    try {
        code = await runCli({
            argv: process.argv.slice(2),
            env: { ...process.env },
            stdout,
            stderr,
            interrupts,
            // Libraries print through process.stdout (@actions/core's debug lines): that becomes log lines.
            divert: (terminal) => divertStandardOutput(process.stdout, terminal),
        });
    }
    finally {
        stopListening();
    }
    await stdout.flush();
    await stderr.flush();
    process.exit(interrupts.crashed ? EXIT.couldNotRun : code);
}


/***/ }),

/***/ 63594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N$: () => (/* binding */ waitForCapacity),
/* harmony export */   mX: () => (/* binding */ CAPACITY_INPUT)
/* harmony export */ });
/* unused harmony export READ_GRACE_MS */
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94506);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);



/**
 * Waiting for a free session before a trigger. Codeless tests run in browsers on the service's VMs,
 * so the VM pool is the one read (`concurrency.allowed.vms` against `concurrency.current.vms`); the
 * physical-device pool does not hold them up.
 */
/** The first wait between two reads of the team's sessions; it doubles up to MAX_READ_INTERVAL_MS. */
const FIRST_READ_INTERVAL_MS = 2_000;
const MAX_READ_INTERVAL_MS = 30_000;
/** The input that bounds the wait (trigger-lab-suite's and the root action's): its messages name it. */
const CAPACITY_INPUT = 'wait-for-capacity';
/** How long past the bound one read may still take: the transport's retries must not stretch the wait. */
const READ_GRACE_MS = 5_000;
/** "5 of 5 VM sessions in use". */
function inUse(team) {
    const { allowed, current } = team.concurrency;
    return `${current.vms} of ${allowed.vms} VM session${allowed.vms === 1 ? '' : 's'} in use`;
}
const full = (team) => team.concurrency.current.vms >= team.concurrency.allowed.vms;
/**
 * Reads the team's VM sessions (GET /v1/team-management) and, while every allowed session is in use,
 * reads again with a growing pause until one frees or `waitMs` has passed; says so in one line as the
 * wait starts and as it ends. Nothing is read when `waitMs` is 0. An answer that cannot be read (401,
 * 403, one that is not the record, no answer) is one warning, and the caller goes ahead. A cancel
 * rejects at once, so the caller triggers nothing.
 */
async function waitForCapacity(waitMs, ctx) {
    const { clock, log, signal } = ctx;
    const started = clock.now();
    const waited = () => clock.now() - started;
    if (waitMs <= 0)
        return { kind: 'free', waitedMs: 0 };
    const deadline = new _runtime_deadline_js__WEBPACK_IMPORTED_MODULE_1__/* .Deadline */ .B(clock, waitMs);
    // Every read, its retries included, ends by the end of the wait and READ_GRACE_MS.
    const bounded = ctx.client.within(deadline.bound(READ_GRACE_MS, `${CAPACITY_INPUT} (${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSeconds */ .Xo)(waitMs)})`));
    let interval = FIRST_READ_INTERVAL_MS;
    let last;
    for (;;) {
        const team = await readTeam(bounded, ctx);
        if (!team)
            return { kind: 'unknown', waitedMs: waited() };
        const now = inUse(team);
        if (team.concurrency.allowed.vms <= 0) {
            log.info(`The plan states no VM sessions (${now}): triggering without waiting.`);
            return { kind: 'free', waitedMs: waited() };
        }
        if (!full(team)) {
            log.info(last ? `${now} after ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSeconds */ .Xo)(waited())}: triggering.` : `${now}: triggering.`);
            return { kind: 'free', waitedMs: waited() };
        }
        if (deadline.passed()) {
            log.info(`Still ${now} after ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSeconds */ .Xo)(waited())}: triggering anyway; the runs may queue.`);
            return { kind: 'full', waitedMs: waited() };
        }
        const line = `${now}: waiting for one to free (up to ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSeconds */ .Xo)(deadline.remaining())} more).`;
        if (now !== last)
            log.info(line);
        else
            log.debug(line);
        last = now;
        await deadline.pause(interval, signal);
        interval = Math.min(MAX_READ_INTERVAL_MS, interval * 2);
    }
}
/**
 * The team's record, or undefined after one warning when it cannot be read (a read that ran out of the
 * wait says so, naming the endpoint and the input); a cancel rejects.
 */
async function readTeam(client, ctx) {
    try {
        return await client.team.get();
    }
    catch (error) {
        ctx.signal.throwIfAborted();
        if (!(error instanceof _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7))
            throw error;
        ctx.log.warning(`Could not read the team's sessions in use, so the trigger does not wait for one: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}`);
        return undefined;
    }
}


/***/ }),

/***/ 71651:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_MAX_DEVICES: () => (/* binding */ DEFAULT_MAX_DEVICES),
/* harmony export */   choiceLine: () => (/* binding */ choiceLine),
/* harmony export */   chooseDevices: () => (/* binding */ chooseDevices),
/* harmony export */   compareVersions: () => (/* binding */ compareVersions),
/* harmony export */   matchingDevices: () => (/* binding */ matchingDevices),
/* harmony export */   minVersionOf: () => (/* binding */ minVersionOf),
/* harmony export */   namePatternOf: () => (/* binding */ namePatternOf)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42179);

const DEFAULT_MAX_DEVICES = 10;
/** A regular expression on the device name; a TypeError that says why when it is not one. */
function namePatternOf(text) {
    try {
        return new RegExp(text);
    }
    catch (error) {
        throw new TypeError(`is not a regular expression: ${error.message}`, { cause: error });
    }
}
const VERSION = /^\d+(?:\.\d+)*$/;
/** A version such as `10` or `16.4`; a TypeError otherwise. */
function minVersionOf(text) {
    const version = text.trim();
    if (!VERSION.test(version))
        throw new TypeError(`must be a version of numbers and dots, such as 10 or 16.4, got "${text}"`);
    return version;
}
/** The numbers a version starts with (`17.4.1 beta` \u2192 17, 4, 1); none when it starts with none. */
function numbersOf(version) {
    const lead = /^\s*v?(\d+(?:\.\d+)*)/i.exec(version)?.[1];
    return lead ? lead.split('.').map(Number) : [];
}
/**
 * Versions compared number by number, a missing number read as 0 (`16.4` < `16.10`, `9` < `10`,
 * `17` = `17.0`). A version with no number at all comes before every other.
 */
function compareVersions(a, b) {
    const x = numbersOf(a);
    const y = numbersOf(b);
    if (!x.length || !y.length)
        return Number(x.length > 0) - Number(y.length > 0);
    for (let i = 0; i < Math.max(x.length, y.length); i++) {
        const d = (x[i] ?? 0) - (y[i] ?? 0);
        if (d)
            return d;
    }
    return 0;
}
/** Plain code-unit order: the same on every machine, whatever its locale. */
const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * The order of the matrix, so that it does not reshuffle from run to run: the newest OS version
 * first, then by platform, device name and ID.
 */
function compareDevices(a, b) {
    return (compareVersions(b.platform_version, a.platform_version) ||
        byText(a.platform_name, b.platform_name) ||
        byText(a.name, b.name) ||
        a.id - b.id);
}
/**
 * `platform_name` is the OS family (Android or iOS). The spec does not say how REAL_ANDROID and
 * REAL_IOS differ from Android and iOS, so each is read as its family.
 */
const familyOf = (platform) => platform.replace(/^REAL_/, '').toLowerCase();
function matches(device, filters) {
    if (filters.platform && device.platform_name.toLowerCase() !== familyOf(filters.platform))
        return false;
    if (filters.name && !filters.name.test(device.name))
        return false;
    // A version without numbers compares below every version, so a minimum leaves it out.
    if (filters.minVersion !== undefined && compareVersions(device.platform_version, filters.minVersion) < 0)
        return false;
    return true;
}
/** The devices that pass the filters, in matrix order. */
function matchingDevices(devices, filters) {
    return devices.filter((d) => matches(d, filters)).sort(compareDevices);
}
function matrixDeviceOf(device) {
    return {
        name: device.name,
        platform_name: device.platform_name,
        platform_version: device.platform_version,
        id: device.id,
    };
}
/** "platform iOS, name /^iPhone/, min-version 17", or "no filters". */
function describeFilters(filters) {
    const parts = [];
    if (filters.platform)
        parts.push(`platform ${filters.platform}`);
    if (filters.name)
        parts.push(`name /${filters.name.source}/`);
    if (filters.minVersion !== undefined)
        parts.push(`min-version ${filters.minVersion}`);
    return parts.length ? parts.join(', ') : 'no filters';
}
/**
 * "the 12 devices available now", "the 4 devices the service lists". A platform the service was asked
 * for too is said once, among the filters, which also hold it back where the service did not.
 */
function poolOf(listed, filters) {
    return `the ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(listed, 'device')}${filters.availableOnly ? ' available now' : ' the service lists'}`;
}
/** Why nothing was chosen, in one line: the filters and how many devices there were before them. */
function noMatchLine(listed, filters) {
    if (!listed)
        return `No device to choose: the service lists no devices${filters.availableOnly ? ' available now' : ''} (${describeFilters(filters)}).`;
    return `No device to choose: none of ${poolOf(listed, filters)} matches ${describeFilters(filters)}.`;
}
/** What was chosen, in one line: "Chose 3 devices: 7 of the 12 devices available now match \u2026". */
function choiceLine(choice, filters) {
    if (choice.failure)
        return choice.failure;
    const chose = `Chose ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(choice.devices.length, 'device')}`;
    const order = `newest OS version first, at most ${filters.max}`;
    const pool = poolOf(choice.listed, filters);
    if (!filters.platform && !filters.name && filters.minVersion === undefined)
        return `${chose} of ${pool}; ${order}.`;
    const match = choice.matching === 1 ? 'matches' : 'match';
    return `${chose}: ${choice.matching} of ${pool} ${match} ${describeFilters(filters)}; ${order}.`;
}
/**
 * Lists the devices (only those available now, or all of them: the platform then goes to the
 * service's own filter too), keeps those that pass the filters, orders them (compareDevices) and keeps
 * the first `max`. With none left, `failure` says why.
 */
async function chooseDevices(filters, client) {
    const listed = filters.availableOnly
        ? await client.devices.available()
        : await client.devices.list({ platform: filters.platform });
    const matching = matchingDevices(listed, filters);
    return {
        devices: matching.slice(0, filters.max).map(matrixDeviceOf),
        listed: listed.length,
        matching: matching.length,
        ...(matching.length ? {} : { failure: noMatchLine(listed.length, filters) }),
    };
}


/***/ }),

/***/ 62596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ TIMEOUT_STATUS),
/* harmony export */   c: () => (/* binding */ readJob)
/* harmony export */ });
/* harmony import */ var _api_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39762);

/** The `status` output of a wait that gave up. */
const TIMEOUT_STATUS = 'TIMEOUT';
/**
 * Reads a job that ended or was given up on. `oneTest` says the job ran one Codeless test. In a job of
 * several tests a test no error names passed only when the job's `success` is true, or when its
 * `errors` account for its `success: false`: there is at least one, and each names a test of the job
 * (an error that names none could be any of the others). Otherwise those tests are unknown, and
 * `unknownWhy` says why.
 */
function readJob(jobId, ended, oneTest) {
    if (ended.kind === 'stopped')
        return readStopped(jobId, ended, oneTest);
    const job = ended.job;
    const failures = (job?.errors ?? []).map(_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .jobErrorDetail */ .Vt);
    const status = ended.kind === 'timeout' ? TIMEOUT_STATUS : (job?.status ?? '');
    const spawned = job?.test_ids ?? [];
    const named = new Set(failures.map((f) => f.testId));
    const others = spawned.filter((id) => !named.has(id));
    const reading = { jobId, status, job, timing: ended.timing, failures, passed: [], unknown: [] };
    if (ended.kind === 'timeout' && ended.lastError !== undefined)
        reading.lastError = ended.lastError;
    const why = unknownWhy(ended, failures, spawned);
    if (why === undefined)
        reading.passed = others;
    else {
        reading.unknown = others;
        reading.unknownWhy = why;
    }
    if (oneTest)
        reading.decided = decide(ended);
    return reading;
}
/**
 * A job whose tests were stopped early (`max-failures`): its failures as it lists them after the
 * stops, the stopped tests apart (never failed, never passed), those that had ended unnamed passed
 * (ASSUMPTIONS.runningJobErrors: its errors name each test as it fails), and those that could not be
 * stopped unknown. A job of one Codeless test failed.
 */
function readStopped(jobId, ended, oneTest) {
    const { job, stop } = ended;
    const halted = new Set([...stop.stopped, ...stop.notStarted].map((t) => t.id));
    const failures = job.errors
        .map(_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .jobErrorDetail */ .Vt)
        .filter((f) => f.testId === undefined || !halted.has(f.testId));
    const named = new Set(failures.map((f) => f.testId));
    const reading = {
        jobId,
        status: job.status,
        job,
        timing: ended.timing,
        failures,
        passed: stop.ended.filter((id) => !named.has(id)),
        unknown: stop.unstopped.filter((id) => !named.has(id)),
        stopped: { deciding: stop.deciding, stopped: stop.stopped, notStarted: stop.notStarted },
    };
    if (reading.unknown.length)
        reading.unknownWhy = 'its tests were stopped early, and these could not be';
    if (oneTest)
        reading.decided = 'failed';
    return reading;
}
/** A job of one Codeless test decides that test by its status and `success` alone. */
function decide(ended) {
    if (ended.kind === 'timeout')
        return 'unknown';
    const { status, success } = ended.job;
    if (status === 'FAILED' || success === false)
        return 'failed';
    return status === 'FINISHED' && success === true ? 'passed' : 'unknown';
}
/** Why the tests no error names are not known to have passed; undefined when they are. */
function unknownWhy(ended, failures, spawned) {
    if (ended.kind === 'timeout')
        return 'it did not finish';
    const { status, success } = ended.job;
    if (status === 'FAILED')
        return 'it FAILED, which does not say which of its tests passed';
    if (success === true)
        return undefined;
    if (success === null)
        return 'it FINISHED without a result (success is null)';
    if (!failures.length)
        return 'it FINISHED with success false but lists no failure, so which of its tests failed is not known';
    const jobs = new Set(spawned);
    const unnamed = failures.filter((f) => f.testId === undefined || !jobs.has(f.testId)).length;
    if (unnamed)
        return `${unnamed === 1 ? '1 of its failures names' : `${unnamed} of its failures name`} no test of the job, so which of its other tests passed is not known`;
    return undefined;
}


/***/ }),

/***/ 65939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DU: () => (/* binding */ STOP_SCOPES),
/* harmony export */   Ue: () => (/* binding */ RERUN_MODES),
/* harmony export */   ff: () => (/* binding */ describeTarget),
/* harmony export */   kd: () => (/* binding */ MAX_RETRIES)
/* harmony export */ });
/** "Codeless suite 12", "Codeless test 7", "every Codeless test at https://\u2026". */
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
/**
 * What a re-run of the workflow run (attempt 2 and later) triggers: `failed`, only the Codeless tests
 * that failed in the attempt before (src/codeless/plan.ts); `all`, the whole target again.
 */
const RERUN_MODES = ['failed', 'all'];
/**
 * The most retries the `retries` input allows (retry.ts runs them): each one triggers the failed tests
 * again, for credits.
 */
const MAX_RETRIES = 3;


/***/ }),

/***/ 97997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ commandAnnotationsNote),
/* harmony export */   s: () => (/* binding */ annotateThroughCommands)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34589);
/* harmony import */ var _check_run_check_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44636);



/**
 * Without a check run: error annotations through workflow commands for the first failed tests (the
 * runner shows only 10 per step), and one notice for the rest; then a notice per flaky test, as the
 * notices left room for.
 */
function annotateThroughCommands(failed, file, log, flaky = []) {
    for (const entry of failed.first.slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE)) {
        const excused = Boolean(failed.excused?.(entry));
        const a = (0,_check_run_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .annotationOf */ .lW)(entry, file, excused);
        (excused ? log.warning : log.error)(a.message, { title: a.title, file, startLine: 1 });
    }
    const rest = failed.count - _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE;
    for (const entry of flaky.slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE - (rest > 0 ? 1 : 0))) {
        const a = (0,_check_run_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .annotationOf */ .lW)(entry, file);
        log.notice(a.message, { title: a.title, file, startLine: 1 });
    }
    if (rest > 0) {
        log.notice(`${rest} more failed ${rest === 1 ? 'test is' : 'tests are'} not annotated here (GitHub shows ${_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE} error annotations per step): see the job summary.`, { title: `${rest} more failed tests`, file, startLine: 1 });
    }
}
/** What `annotateThroughCommands` annotates of `count` failed tests, for the job summary; empty for none. */
function commandAnnotationsNote(count) {
    if (!count)
        return '';
    if (count <= _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE)
        return `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(count, 'failed test')} ${count === 1 ? 'is' : 'are'} annotated on this step instead.`;
    return `${_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE} of ${count} failed tests are annotated on this step instead: GitHub shows at most ${_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE} error annotations per step.`;
}


/***/ }),

/***/ 61293:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ STEP_SUMMARY_LIMIT),
/* harmony export */   j: () => (/* binding */ writeJobSummary)
/* harmony export */ });
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42179);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34589);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25363);




/** What limits the job summary's size, as the note on a cut table says it. */
const STEP_SUMMARY_LIMIT = `GitHub holds at most ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBytes */ .z3)(_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_STEP_SUMMARY_BYTES */ .n4)} of a step's job summary`;
/**
 * Appends the report to the job summary, within what the step's summary may still hold; `footer` says
 * where the annotations are. A write problem is a warning. The summary is made well-formed where it is
 * written (`stepSummaryWriter`).
 */
async function writeJobSummary(report, place, deps) {
    try {
        // Strictly under the limit with the closing newline, counting what the step wrote before.
        const budget = _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_STEP_SUMMARY_BYTES */ .n4 - (await deps.summary.size()) - 2;
        const markdown = (0,_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .renderSummary */ .U)(report.input, report.tests, {
            conclusion: report.conclusion,
            counts: report.tests.counts,
            footer: place.footer,
            fullListAt: (0,_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .everyFailureAt */ .B)(place.annotated, report.tests.counts.failed, 'the check run'),
            sizeLimit: STEP_SUMMARY_LIMIT,
            budget,
            measure: _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Bytes */ .dy,
        });
        if ((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Bytes */ .dy)(markdown) > budget) {
            deps.log.warning('The job summary is already full: this report was left out of it.');
            return;
        }
        await deps.summary.append(`${markdown}\n`);
    }
    catch (error) {
        deps.log.warning(`Could not write the job summary: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}`);
    }
}


/***/ }),

/***/ 25363:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ everyFailureAt),
/* harmony export */   U: () => (/* binding */ renderSummary)
/* harmony export */ });
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _history_comparison_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23930);
/* harmony import */ var _value_links_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74353);
/* harmony import */ var _value_table_row_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77505);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34589);





const ICON = {
    success: '\u2705',
    failure: '\u274c',
    neutral: '\u26aa',
    cancelled: '\u23f9\ufe0f',
    timed_out: '\u23f1\ufe0f',
};
/**
 * The report as markdown within a size budget: heading, counts, a table of failed tests, a table of
 * tests whose outcome is unknown (each row with its recordings' links), thumbnails of the last
 * screenshots of the first failed tests, the caller's details and the footer. Rows that do not fit,
 * or that the report does not list, are left out and a note says how many (of the counts) and where
 * to find them; thumbnails take only what is left.
 */
function renderSummary(input, tests, options) {
    const { counts, measure } = options;
    // The Flaky and Stopped columns only when a test was: a report without them reads as it always did.
    const flaky = counts.flaky ? [' Flaky |', '---:|', ` ${counts.flaky} |`] : ['', '', ''];
    const halted = input.stopped?.tests.length ?? 0;
    const stopped = halted ? [' Stopped |', '---:|', ` ${halted} |`] : ['', '', ''];
    const heading = `## ${ICON[options.conclusion]} ${cell(input.checkName, 200)}: ${cell(input.title, 255)}\n\n` +
        `| Total | Passed | Failed | Unknown |${flaky[0]}${stopped[0]}\n|---:|---:|---:|---:|${flaky[1]}${stopped[1]}\n` +
        `| ${counts.total + halted} | ${counts.passed} | ${counts.failed} | ${counts.unknown} |${flaky[2]}${stopped[2]}\n`;
    const footer = `\n${options.footer}\n`;
    let room = options.budget - measure(heading) - measure(footer);
    // The comparison leads, within a quarter of the room: it names at most a few tests of each kind.
    const lead = input.lead
        ? (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .cutTo */ .yd)(`\n${input.lead.trim()}\n`, Math.max(0, Math.floor(room / 4)), measure)
        : '';
    room -= measure(lead);
    // Details share the room with the tables, at most half of it, so failed tests are never crowded out.
    const details = input.details?.trim()
        ? (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .cutTo */ .yd)(`\n${input.details.trim()}\n`, Math.max(0, Math.floor(room / 2)), measure)
        : '';
    room -= measure(details);
    const tables = [];
    for (const [outcome, title] of [
        ['failed', 'Failed tests'],
        ['unknown', 'Tests with an unknown outcome'],
        ['flaky', '\u26a0\ufe0f Flaky tests: failed, then passed on a retry'],
    ]) {
        const listed = { title, entries: tests[outcome], total: counts[outcome], linked: tests.linked[outcome] };
        if (!listed.entries.length)
            continue;
        const table = fitTable(listed, room, options, input.quarantine);
        room -= measure(table);
        tables.push(table);
    }
    const thumbnails = fitThumbnails(tests.recorded, room, measure);
    return heading + lead + tables.join('') + thumbnails + details + footer;
}
/** Thumbnails of the first failed tests with a last screenshot (`recorded` holds them first). */
function fitThumbnails(recorded, room, measure) {
    const head = '\n### Last screenshots\n\n';
    const shots = recorded
        .flatMap((e) => (0,_value_links_js__WEBPACK_IMPORTED_MODULE_2__/* .thumbnail */ .xn)(e, cell(e.name, _value_table_row_js__WEBPACK_IMPORTED_MODULE_3__/* .CELL_CHARS */ .JH.name)) ?? [])
        .slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_THUMBNAILS */ .Hq);
    let text = '';
    for (const shot of shots) {
        const next = `${text}${shot}\n`;
        if (measure(head + next) > room)
            break;
        text = next;
    }
    return text ? head + text : '';
}
/** Where every test is, whatever the other outputs hold. */
const EVERY_TEST_ON_DASHBOARD = "The service's dashboard lists every test.";
/**
 * Where every failed test is, as the outputs can say it: the check run `where`, when it annotates each
 * (`annotated`, undefined without a check run), else the service's dashboard.
 */
function everyFailureAt(annotated, failed, where) {
    return annotated !== undefined && annotated >= failed
        ? `Every failed test is annotated on ${where}.`
        : EVERY_TEST_ON_DASHBOARD;
}
function fitTable(listed, room, options, quarantine) {
    const { measure } = options;
    const { title, entries, total, linked } = listed;
    const elsewhere = entries[0]?.outcome === 'failed' ? options.fullListAt : EVERY_TEST_ON_DASHBOARD;
    // Links before the message: a message of any length then never pushes them out of sight.
    const head = `\n### ${title}\n\n| Test | Browser or device | Platform |${linked ? ' Links |' : ''} Message |\n` +
        `|---|---|---|${linked ? '---|' : ''}---|\n`;
    const expiry = linked ? `\n_${options.linksNote ?? _value_links_js__WEBPACK_IMPORTED_MODULE_2__/* .LINKS_EXPIRE_NOTE */ .Be}_\n` : '';
    const note = (left) => `\n_${left} more not shown: ${options.sizeLimit}. ${elsewhere}_\n${expiry}`;
    // Rows are made only until they overflow the room: a check run's summary holds a few hundred of the
    // thousands a report may list.
    const rowsRoom = room - measure(head) - measure(expiry);
    const rows = [];
    const sizes = [];
    let size = 0;
    for (const e of entries) {
        if (size > rowsRoom)
            break;
        const row = (0,_value_table_row_js__WEBPACK_IMPORTED_MODULE_3__/* .tableRow */ .jD)(e, linked, quarantine?.excuses(e) ? _history_comparison_text_js__WEBPACK_IMPORTED_MODULE_1__/* .QUARANTINED_MARK */ .DH : undefined);
        rows.push(row);
        sizes.push(measure(row));
        size += sizes.at(-1) ?? 0;
    }
    if (rows.length === total && size <= rowsRoom)
        return head + rows.join('') + expiry;
    // Not everything fits: keep room for the note, then as many rows as fit. The rows the report
    // does not list would not have fit either (src/report/value/reader.ts keeps every row that could).
    const reserve = measure(note(total));
    if (measure(head) + reserve > room)
        return measure(note(total)) <= room ? note(total) : '';
    let used = measure(head) + reserve;
    let kept = 0;
    while (kept < rows.length && used + (sizes[kept] ?? 0) <= room)
        used += sizes[kept++] ?? 0;
    return head + rows.slice(0, kept).join('') + note(total - kept);
}
/** Text shown as itself in one markdown table cell or heading: one line, cut to `max` characters. */
function cell(value, max) {
    if (!value)
        return '';
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCell */ .UZ)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(value), max));
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


/***/ }),

/***/ 70087:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ matrixWarnings),
/* harmony export */   V: () => (/* binding */ planResult)
/* harmony export */ });
/* harmony import */ var _runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15510);
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23243);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45805);



function planResult(plan) {
    const legs = plan.legs.length;
    return {
        matrix: plan.legs.map((leg) => ({
            [_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARD_LEG_KEYS */ .Vu.leg]: leg.leg,
            [_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARD_LEG_KEYS */ .Vu.legs]: legs,
            [_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARD_LEG_KEYS */ .Vu.tests]: leg.tests,
            [_runtime_job_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARD_LEG_KEYS */ .Vu.predictedSeconds]: (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .predictedSeconds */ .wp)(leg.predictedMs),
        })),
        legs,
        predictedSeconds: (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .predictedSeconds */ .wp)(plan.timing?.slowestMs),
        untimed: plan.untimed,
    };
}
/** A job's output is at most 1 MB: the matrix passes from the planning job to the matrix through one (docs/github-facts.md). */
const MAX_JOB_OUTPUT_BYTES = 1_000_000;
/**
 * The runner gives each action of a leg its `matrix` input (`${{ toJSON(matrix) }}`, indented) as an
 * environment variable: Windows takes at most 32,767 characters in one, Linux 128 KiB
 * (docs/github-facts.md).
 */
const MAX_VARIABLE_CHARS = 32_767;
/** What GitHub may refuse of the matrix: an output too large to pass on, a leg too long for an input. */
function matrixWarnings(result, matrixJson) {
    const warnings = [];
    const bytes = (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Bytes */ .dy)(matrixJson);
    if (bytes > MAX_JOB_OUTPUT_BYTES)
        warnings.push(`The matrix is ${bytes} bytes, more than the ${MAX_JOB_OUTPUT_BYTES} a job's output passes on: name the tests shorter (their files rather than each test), or plan fewer tests in this job.`);
    const longest = result.matrix.reduce((most, leg) => {
        const chars = JSON.stringify(leg, null, 2).length;
        return chars > most.chars ? { leg: leg.leg, chars } : most;
    }, { leg: 0, chars: 0 });
    if (longest.chars > MAX_VARIABLE_CHARS)
        warnings.push(`Leg ${longest.leg} is ${longest.chars} characters as \${{ toJSON(matrix) }}, which the runner hands each of our actions in the leg as an environment variable, more than Windows takes (${MAX_VARIABLE_CHARS}; Linux takes 128 KiB): give them matrix: '{"leg": \${{ matrix.leg }}}', which names the leg the same.`);
    return warnings;
}


/***/ }),

/***/ 45805:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HN: () => (/* binding */ planLines),
/* harmony export */   Xg: () => (/* binding */ planMarkdown),
/* harmony export */   ZQ: () => (/* binding */ legLine),
/* harmony export */   pH: () => (/* binding */ planWarnings),
/* harmony export */   wp: () => (/* binding */ predictedSeconds)
/* harmony export */ });
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42179);
/* harmony import */ var _capacity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(24006);



/** The plan in words: what the log says and the job summary shows, the warnings apart. */
const SESSION_WORDS = { vms: 'VM sessions', physical: 'physical device sessions' };
/** "6 of 10 VM sessions free", "2 a leg" when a leg takes more than one. */
const sessionsText = (sessions, perLeg) => `${sessions.free} of ${sessions.allowed} ${SESSION_WORDS[sessions.kind]} free${perLeg > 1 ? `, ${perLeg} a leg` : ''}`;
/** "4 (2 %)": a share never shown as 0 % or 100 % when it is neither. */
function share(part, whole) {
    const percent = (100 * part) / whole;
    const shown = percent > 0 && percent < 1
        ? 'under 1'
        : percent > 99 && percent < 100
            ? 'over 99'
            : String(Math.round(percent));
    return `${part} (${shown} %)`;
}
/** How many tests, how many had no history and what they are taken at, and where the durations came from. */
function testsLine(plan) {
    const tests = (0,_text_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(plan.tests, 'test');
    const { durations, medianMs } = plan;
    if ('none' in durations)
        return `${tests}; none had history (${durations.none}): the legs are split by count.`;
    if (medianMs === undefined)
        return `${tests}; none had history in ${durations.from}: the legs are split by count.`;
    // The report cut its shortest tests' durations to fit: those of the list are among the untimed.
    const from = durations.leftOut
        ? `${durations.from}, which left out the durations of its ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(durations.leftOut, 'shortest test')} to fit`
        : durations.from;
    if (!plan.untimed)
        return `${tests}, each timed by ${from}.`;
    return `${tests}; ${share(plan.untimed, plan.tests)} had no history, taken at the median ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(medianMs)}. Durations from ${from}.`;
}
function limitText(limit, plan) {
    const { capacity, settings } = plan;
    if (limit === 'capacity' && 'free' in capacity)
        return `capped by capacity: ${sessionsText(capacity, settings.sessionsPerLeg)}`;
    if (limit === 'tests')
        return 'one a test';
    return `the most max-legs (${settings.maxLegs}) allows`;
}
/** Why the plan has as many legs as it has. */
function legsLine(plan) {
    const legs = (0,_text_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(plan.legs.length, 'leg');
    const { choice } = plan;
    switch (choice.by) {
        case 'number':
            return choice.asked > plan.legs.length
                ? `legs: ${choice.asked} asks for more legs than there are tests: ${legs}, one test each.`
                : `${legs}, as legs asks.`;
        case 'target':
            return `legs: auto: ${legs}, the fewest whose slowest leg is predicted within target-minutes (${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(choice.targetMs)}).`;
        case 'longest':
            return `legs: auto: ${legs}, the fewest that bring the slowest leg down to the longest test, which alone takes ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(choice.longestMs)}, over target-minutes (${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(choice.targetMs)}).`;
        case 'limit':
            return `legs: auto: ${legs}, ${limitText(choice.limit, plan)}; the slowest leg is predicted over target-minutes (${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(choice.targetMs)})${choice.within ? `: ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(choice.within, 'leg')} would bring it within` : ''}.`;
        case 'count':
            return `legs: auto: ${legs} by count, ${limitText(choice.limit, plan)}: without history there is nothing to size them by.`;
    }
}
/** The slowest leg against the mean and against the bound no split beats. */
function timingLine(plan) {
    const { timing } = plan;
    if (!timing)
        return undefined;
    const ratio = timing.meanMs ? (timing.slowestMs / timing.meanMs).toFixed(2) : '1.00';
    return `Slowest leg predicted ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(timing.slowestMs)}, ${ratio}\u00d7 the mean (${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(timing.meanMs)}); lower bound ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(timing.lowerBoundMs)}, max(total/legs, longest test).`;
}
/** The plan's sentences, in order: the sessions read, the tests, the legs, the prediction. */
function planLines(plan) {
    const { capacity } = plan;
    return [
        'free' in capacity ? `Sessions: ${sessionsText(capacity, plan.settings.sessionsPerLeg)}.` : undefined,
        testsLine(plan),
        legsLine(plan),
        timingLine(plan),
    ].filter((line) => line !== undefined);
}
/** What the plan warns of: legs that may wait for a session, sessions that could not be read, a fallback. */
function planWarnings(plan) {
    const { capacity, choice, settings } = plan;
    const warnings = [];
    if (capacity.kind === 'unknown')
        warnings.push(`Could not read the team's free sessions, so the plan does not count them: ${capacity.why}`);
    if ('free' in capacity && choice.by === 'number') {
        const atOnce = (0,_capacity_js__WEBPACK_IMPORTED_MODULE_2__/* .legsRunAtOnce */ .d)(capacity, settings.sessionsPerLeg);
        const legs = plan.legs.length;
        if (legs > atOnce)
            warnings.push(`legs: ${choice.asked} plans ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(legs, 'leg')}, more than the ${sessionsText(capacity, settings.sessionsPerLeg)} run at once: ${legs - atOnce} may wait for a session.`);
    }
    if (plan.fellBack)
        warnings.push(`The legs planned were not a partition of the tests (${plan.fellBack}): split by count instead.`);
    return warnings;
}
/** "leg 3: 27 tests, predicted 7 min 40 s". */
const legLine = (leg) => `leg ${leg.leg}: ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(leg.tests.length, 'test')}${leg.predictedMs === undefined ? '' : `, predicted ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(leg.predictedMs)}`}`;
/** A leg's predicted time as the matrix gives it: seconds to one decimal, none without history. */
const predictedSeconds = (ms) => ms === undefined ? null : Math.round(ms / 100) / 10;
/** The job summary: the sentences and warnings, then a row a leg (its tests, its predicted time). */
function planMarkdown(plan) {
    const timed = plan.timing !== undefined;
    const rows = plan.legs.map((leg) => `| ${leg.leg} | ${leg.tests.length} |${timed ? ` ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(leg.predictedMs ?? 0)} |` : ''}`);
    return [
        '### Test legs',
        '',
        ...[...planWarnings(plan).map((w) => `Warning: ${w}`), ...planLines(plan)].flatMap((line) => [
            (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)(line),
            '',
        ]),
        timed ? '| Leg | Tests | Predicted |' : '| Leg | Tests |',
        timed ? '|---:|---:|---:|' : '|---:|---:|',
        ...rows,
        '',
    ].join('\n');
}


/***/ })

};
