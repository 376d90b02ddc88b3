export const id = 613;
export const ids = [613];
export const modules = {

/***/ 11855:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zo: () => (/* binding */ devicePlatformOf),
/* harmony export */   mC: () => (/* binding */ DEVICE_PLATFORMS),
/* harmony export */   oR: () => (/* binding */ devicesApi)
/* harmony export */ });
/* unused harmony export DeviceSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8164);
/* harmony import */ var _path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6541);




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
            path: (0,_path_js__WEBPACK_IMPORTED_MODULE_2__/* .route */ .wE) `/v1/devices/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_3__/* .idOf */ .TH)(id, 'device id')}`,
            response: DeviceSchema,
            meanings: { 404: 'no such device' },
        }),
    };
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
/** A positive numeric ID: an int32 path parameter of the spec, from 1 (ASSUMPTIONS.positiveIds). */
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
