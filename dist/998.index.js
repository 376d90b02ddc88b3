export const id = 998;
export const ids = [998];
export const modules = {

/***/ 29706:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88532);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72579);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12291);
/* harmony import */ var _api_refs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(93916);




const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.file]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.url]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .optionalText */ .mR)().transform((value, ctx) => {
        if (value === undefined)
            return undefined;
        const url = URL.canParse(value) ? new URL(value) : undefined;
        if (!url || !['https:', 'http:'].includes(url.protocol) || !url.hostname) {
            ctx.addIssue({ code: 'custom', message: `must be an http(s):// URL, got "${value}"` });
            return zod__WEBPACK_IMPORTED_MODULE_3__/* .NEVER */ .tm;
        }
        return url;
    }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.appKey]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .optionalText */ .mR)().transform((value, ctx) => {
        if (value === undefined)
            return undefined;
        try {
            return (0,_api_refs_js__WEBPACK_IMPORTED_MODULE_4__/* .appKeyOf */ .QO)(value);
        }
        catch {
            ctx.addIssue({ code: 'custom', message: `must be an app key (KEY or scheme://KEY), got "${value}"` });
            return zod__WEBPACK_IMPORTED_MODULE_3__/* .NEVER */ .tm;
        }
    }),
})
    .superRefine((raw, ctx) => {
    const hasFile = raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.file] !== undefined;
    const hasUrl = raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.url] !== undefined;
    if (hasFile && hasUrl)
        ctx.addIssue({
            code: 'custom',
            path: [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.url],
            message: `cannot be given with "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.file}": give exactly one of them`,
        });
    if (!hasFile && !hasUrl)
        ctx.addIssue({
            code: 'custom',
            path: [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.file],
            message: `or "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.url}" is required: give exactly one of them`,
        });
})
    .transform((raw) => {
    const file = raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.file];
    const url = raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.url];
    // superRefine has made sure exactly one of them is given.
    return { source: url !== undefined ? { url } : { file: file }, appKey: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.appKey] };
});


/***/ }),

/***/ 13998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var _runtime_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53069);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(29706);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72579);



const main = () => (0,_runtime_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .runMainEntry */ .L7)({
    action: _names_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTION */ .hr,
    inputs: _names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_NAMES */ .Qh,
    schema: _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputsSchema */ .x,
    load: async () => (await Promise.all(/* import() */[__webpack_require__.e(753), __webpack_require__.e(355)]).then(__webpack_require__.bind(__webpack_require__, 11355))).run,
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


/***/ })

};
