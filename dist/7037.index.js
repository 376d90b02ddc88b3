export const id = 7037;
export const ids = [7037];
export const modules = {

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

/***/ 77037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var _runtime_github_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16833);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22517);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(94026);



const main = () => (0,_runtime_github_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .runMainEntry */ .L7)({
    action: _names_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTION */ .hr,
    inputs: _names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_NAMES */ .Qh,
    schema: _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputsSchema */ .x,
    load: async () => (await __webpack_require__.e(/* import() */ 1679).then(__webpack_require__.bind(__webpack_require__, 41679))).run,
});


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

/***/ 93916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ testRefOf),
/* harmony export */   QO: () => (/* binding */ appKeyOf),
/* harmony export */   TH: () => (/* binding */ idOf),
/* harmony export */   _F: () => (/* binding */ storageRefOf),
/* harmony export */   tw: () => (/* binding */ buildRefOf)
/* harmony export */ });
/* harmony import */ var _transport_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53655);

/**
 * The spec's reference quirks, handled once: app keys with or without their storage scheme, builds by
 * numeric ID or `capabilities.build` string, tests by numeric ID or WebDriver session UUID.
 */
/** `cloud://abc123` or `abc123` \u2192 `abc123`. */
function appKeyOf(value) {
    const trimmed = value.trim();
    const match = /^[a-z][a-z0-9+.-]*:\/\/(.*)$/i.exec(trimmed);
    const key = match?.[1] ?? trimmed;
    if (!key || /[/\s?#]/.test(key))
        throw new TypeError(`"${value}" is not an app key (expected KEY or scheme://KEY)`);
    return (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentValue */ .bo)(key, 'an app key');
}
/** A build: its numeric ID or the `capabilities.build` identifier; never empty, `.` or `..`. */
function buildRefOf(value) {
    return (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentValue */ .bo)(String(value).trim(), 'a build reference');
}
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
/** A test: numeric ID (from 1, ASSUMPTIONS.positiveIds) or WebDriver session ID (UUID, with or without dashes). */
function testRefOf(value) {
    const ref = String(value).trim();
    if (/^\d+$/.test(ref))
        return String(idOf(ref, 'test id'));
    if (UUID.test(ref))
        return ref;
    throw new TypeError(`"${value}" is not a test reference (expected a numeric test ID or a WebDriver session UUID)`);
}
/** A positive numeric ID: an int32 path parameter of the spec, from 1 (ASSUMPTIONS.positiveIds). */
function idOf(value, what) {
    const n = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 2147483647)
        throw new TypeError(`${what} must be a positive whole number, got "${value}"`);
    return n;
}
/** A stored app: its numeric storage ID or its app key (bare or `scheme://KEY`); both are one path segment. */
function storageRefOf(value) {
    return typeof value === 'number' ? String(idOf(value, 'storage id')) : appKeyOf(value);
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

/***/ 53655:
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

/***/ 46230:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   debug: () => (/* binding */ debug),
/* harmony export */   error: () => (/* binding */ error),
/* harmony export */   exportVariable: () => (/* binding */ exportVariable),
/* harmony export */   getInput: () => (/* binding */ getInput),
/* harmony export */   getState: () => (/* binding */ getState),
/* harmony export */   info: () => (/* binding */ info),
/* harmony export */   notice: () => (/* binding */ notice),
/* harmony export */   saveState: () => (/* binding */ saveState),
/* harmony export */   setFailed: () => (/* binding */ setFailed),
/* harmony export */   setOutput: () => (/* binding */ setOutput),
/* harmony export */   setSecret: () => (/* binding */ setSecret),
/* harmony export */   warning: () => (/* binding */ warning)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _text_workflow_commands_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7929);
// What a step reads from the runner and tells it (docs/github-facts.md): inputs from INPUT_*, state
// from STATE_*, workflow commands on standard output, and file commands appended to GITHUB_OUTPUT,
// GITHUB_STATE and GITHUB_ENV, written as @actions/core 3 writes them. Not through @actions/core
// itself: it loads an HTTP client (undici), exec and io with it, a megabyte every step would parse
// before its first line (`npm run bench -- --only start`).




const write = (line) => {
    process.stdout.write(`${line}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`);
};
/** An input as the runner gives it (`INPUT_<NAME>`, spaces as `_`), trimmed; empty when not given. */
const getInput = (name) => (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
/** What main saved for the post step (`STATE_<name>`); empty when nothing was. */
const getState = (name) => process.env[`STATE_${name}`] ?? '';
const info = (message) => write(message);
const debug = (message) => write((0,_text_workflow_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .gitHubCommand */ .x)('debug', message));
const warning = (message, place) => write((0,_text_workflow_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .gitHubAnnotation */ .R)('warning', message, place));
const error = (message, place) => write((0,_text_workflow_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .gitHubAnnotation */ .R)('error', message, place));
const notice = (message, place) => write((0,_text_workflow_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .gitHubAnnotation */ .R)('notice', message, place));
/** Masks `secret` in every later line of the job's log. */
const setSecret = (secret) => write((0,_text_workflow_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .gitHubCommand */ .x)('add-mask', secret));
/** The step fails (exit code 1) with `message` as its error. */
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
/**
 * `name<<delimiter`, the value, the delimiter: a file command that any value (several lines
 * included) passes through whole; without the file, the older workflow command.
 */
function fileCommand(file, command, name, value) {
    const path = process.env[`GITHUB_${file}`];
    if (!path) {
        if (file === 'OUTPUT')
            write('');
        write((0,_text_workflow_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .gitHubCommand */ .x)(command, value, { name }));
        return;
    }
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(path))
        throw new Error(`Missing file at path: ${path}`);
    const delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
    if (name.includes(delimiter) || value.includes(delimiter))
        throw new Error(`Unexpected input: the name or value of ${name} holds the delimiter "${delimiter}"`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.appendFileSync)(path, `${name}<<${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}${value}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`, { encoding: 'utf8' });
}
const setOutput = (name, value) => fileCommand('OUTPUT', 'set-output', name, value);
const saveState = (name, value) => fileCommand('STATE', 'save-state', name, value);
/** A variable for this step's process and the job's later steps. */
function exportVariable(name, value) {
    process.env[name] = value;
    fileCommand('ENV', 'set-env', name, value);
}


/***/ }),

/***/ 16833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l0: () => (/* binding */ passesEntryChecks),
  Vv: () => (/* binding */ runGitHubEntry),
  L7: () => (/* binding */ runMainEntry),
  GW: () => (/* binding */ runPostEntry)
});

// UNUSED EXPORTS: serviceFor

// EXTERNAL MODULE: ./src/api/transport/proxy-settings.ts
var proxy_settings = __webpack_require__(64982);
// EXTERNAL MODULE: ./src/version.ts + 1 modules
var version = __webpack_require__(71013);
// EXTERNAL MODULE: ./src/runtime/clock.ts
var clock = __webpack_require__(19842);
// EXTERNAL MODULE: ./src/runtime/inputs.ts
var runtime_inputs = __webpack_require__(12291);
// EXTERNAL MODULE: ./src/runtime/job-identity.ts
var job_identity = __webpack_require__(15510);
// EXTERNAL MODULE: ./src/runtime/job-sessions.ts
var job_sessions = __webpack_require__(67313);
// EXTERNAL MODULE: ./src/runtime/settings.ts
var runtime_settings = __webpack_require__(35051);
// EXTERNAL MODULE: ./src/runtime/github/commands.ts
var commands = __webpack_require__(46230);
;// CONCATENATED MODULE: ./src/runtime/github/connector.ts
/** The step's way to GitHub (src/runtime/github/client.ts): the token masked, one client per token, made on first use. */
function gitHubConnector(ctx) {
    const clients = new Map();
    return (token) => {
        const trimmed = token?.trim();
        if (!trimmed)
            return Promise.resolve(undefined);
        let client = clients.get(trimmed);
        if (!client) {
            ctx.setSecret(trimmed);
            client = makeClient(trimmed, ctx);
            clients.set(trimmed, client);
        }
        return client;
    };
}
/** The client module (Octokit, undici) loads here, on the first report: never at a step's start. */
async function makeClient(token, ctx) {
    const { createGitHubClient } = await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(5227)]).then(__webpack_require__.bind(__webpack_require__, 45227));
    return createGitHubClient(token, ctx.env, ctx.log);
}

// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(67388);
;// CONCATENATED MODULE: ./src/runtime/github/logger.ts


/**
 * The runner's log: every line of every action goes through here. Plain lines go out as they are, so
 * they pass through `logText` (text from the service or a file name could otherwise hold a workflow
 * command); debug lines and annotations are workflow commands whose data is escaped (commands.ts).
 */
const coreLogger = {
    debug: (m) => commands.debug(m),
    info: (m) => commands.info((0,text_escape/* logText */.kc)(m)),
    warning: (m, p) => commands.warning(m, p),
    error: (m, p) => commands.error(m, p),
    notice: (m, p) => commands.notice(m, p),
};

;// CONCATENATED MODULE: ./src/runtime/github/runtime.ts










/** The step's context; `warnOfMatrix` in main only, so a post step does not repeat main's warning. */
function runnerContext(signal, warnOfMatrix = false) {
    const setSecret = (secret) => commands.setSecret(secret);
    const env = process.env;
    // A proxy's password is a credential of the job: masked before anything can print it.
    for (const secret of (0,proxy_settings/* proxySecretsOf */.PB)(env))
        setSecret(secret);
    return {
        log: coreLogger,
        clock: clock/* systemClock */.m,
        signal,
        env,
        saveState: (name, value) => commands.saveState(name, value),
        getState: (name) => commands.getState(name),
        setSecret,
        github: gitHubConnector({ env, log: coreLogger, setSecret }),
        job: {
            ...(0,job_identity/* jobIdentityOf */.lF)(env, commands.getInput(job_identity/* MATRIX_INPUT */.$e), warnOfMatrix ? coreLogger.warning : undefined),
            ...(0,job_identity/* placeOf */.$t)(commands.getInput(job_identity/* STRATEGY_INPUT */.dJ)),
        },
    };
}
/**
 * The build name for the job's tests, exported as CLOUDTEST_BUILD by the first of our steps in a job
 * (later steps and the tests themselves read it); a name the user set is left alone.
 */
function buildVariable(ctx) {
    if (ctx.env[job_identity/* BUILD_VARIABLE */.oz]?.trim())
        return {};
    const name = (0,job_identity/* defaultBuildName */.PP)(ctx.job);
    if (!name)
        return {};
    ctx.log.info(`Build name for this job's tests: ${name} (exported as ${job_identity/* BUILD_VARIABLE */.oz}).`);
    return { [job_identity/* BUILD_VARIABLE */.oz]: name };
}
/** How long a cancelled main step may take to stop before it is ended regardless. */
const CANCEL_GRACE_MS = 2_000;
/**
 * The runner sends SIGINT, then SIGTERM, on cancel; either aborts the step's work. With
 * `forceExitAfterMs`, a step still running that long after the signal is ended: a wait that takes no
 * signal (the tool cache's download of a tunnel client) must not hold up a cancelled step.
 */
function cancellation(options = {}) {
    const controller = new AbortController();
    let forced;
    const onSignal = (name) => {
        if (!controller.signal.aborted)
            commands.info(`Received ${name}: cancelling.`);
        controller.abort(new Error(`cancelled by ${name}`));
        if (options.forceExitAfterMs !== undefined && !forced) {
            // Unreferenced: a step that ends by itself meanwhile is not held up by it.
            forced = setTimeout(() => {
                if (process.exitCode !== 1)
                    commands.setFailed('The step was cancelled.');
                process.exit(1);
            }, options.forceExitAfterMs).unref();
        }
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    return {
        signal: controller.signal,
        dispose: () => {
            process.off('SIGINT', onSignal);
            process.off('SIGTERM', onSignal);
        },
    };
}
/**
 * The service client's module, loaded only once the settings and inputs are checked: the HTTP stack
 * and the endpoint schemas are most of the bundle, and a step that stops at a bad input needs neither.
 */
const clientModule = () => Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(9762), __webpack_require__.e(2487), __webpack_require__.e(181), __webpack_require__.e(7672)]).then(__webpack_require__.bind(__webpack_require__, 96724));
/** The service settings from the step's inputs and environment, checked, every secret form masked. */
const settingsOf = (ctx) => (0,runtime_settings/* readServiceSettings */.$j)((name) => commands.getInput(name), ctx.env, ctx.setSecret);
/** The settings, checked and masked, and a client of the service made from them. */
async function serviceFor(ctx, action) {
    const settings = settingsOf(ctx);
    return { settings, client: clientFor(settings, (await clientModule()).createServiceClient, ctx, action) };
}
function clientFor(settings, createServiceClient, ctx, action) {
    return createServiceClient({
        baseUrl: settings.apiUrl,
        credentials: { key: settings.key, secret: settings.secret },
        userAgent: `${version/* USER_AGENT */._O} (${action})`,
        logger: ctx.log,
        signal: ctx.signal,
        maskSecret: ctx.setSecret,
    });
}
/** The failure of the entry's checks said on the step's check run, when the action reports to one. */
async function sayFailedChecks(spec, error, ctx) {
    if (!spec.failedChecks)
        return;
    try {
        await (await spec.failedChecks())(error, ctx, (name) => commands.getInput(name));
    }
    catch (again) {
        commands.warning(`${spec.action}: the check run could not say why the step failed: ${failureMessage(again)}`);
    }
}
/** `checks()`, its failure said on the step's check run before it is thrown on. */
async function checkedOrSaid(spec, ctx, checks) {
    try {
        return checks();
    }
    catch (error) {
        await sayFailedChecks(spec, error, ctx);
        throw error;
    }
}
/**
 * A main entry's checks alone, for an entry whose work runs elsewhere (a worker thread): the settings
 * (every secret form masked) and the inputs, as `runMainEntry` reads them first. False, the step
 * failed in one line (and said on its check run), when one does not pass; the entry's start is not
 * run then, so what it says before its checks (a `matrix` it cannot use) is said here.
 */
async function passesEntryChecks(spec) {
    try {
        const setSecret = (secret) => commands.setSecret(secret);
        for (const secret of (0,proxy_settings/* proxySecretsOf */.PB)(process.env))
            setSecret(secret);
        checkedEntry(spec, process.env, setSecret);
        return true;
    }
    catch (error) {
        const { signal, dispose } = cancellation();
        try {
            const ctx = runnerContext(signal, true);
            commands.setFailed(failureMessage(error));
            await sayFailedChecks(spec, error, ctx);
        }
        finally {
            dispose();
        }
        return false;
    }
}
/** The settings, checked and masked, then the inputs, checked: what a main entry reads first. */
function checkedEntry(spec, env, setSecret) {
    const settings = (0,runtime_settings/* readServiceSettings */.$j)((name) => commands.getInput(name), env, setSecret);
    return { settings, inputs: (0,runtime_inputs/* readInputs */.Ko)(spec.inputs, spec.schema, (name) => commands.getInput(name)) };
}
/**
 * A main entry: settings first (so secrets are masked before anything is logged), then inputs, then
 * `run`; outputs and variables are written even when the step fails afterwards.
 */
async function runMainEntry(spec) {
    let client;
    await mainStep(async (ctx) => {
        const { settings, inputs } = await checkedOrSaid(spec, ctx, () => checkedEntry(spec, ctx.env, ctx.setSecret));
        if (spec.stopSessions)
            for (const [name, value] of Object.entries((0,job_sessions/* claimJobSessions */.fc)(spec.stopSessions(inputs), ctx, spec.action)))
                commands.exportVariable(name, value);
        const [run, { createServiceClient }] = await Promise.all([spec.load(), clientModule()]);
        client = clientFor(settings, createServiceClient, ctx, spec.action);
        return run(inputs, { ...ctx, settings, client });
    }, { close: async () => client?.close(), exportsBuild: true });
}
/**
 * The main entry of an action that talks to GitHub alone: its inputs, then `run`. Its job runs no
 * tests (combine comes after them), so it names no build for them.
 */
async function runGitHubEntry(spec) {
    await mainStep(async (ctx) => {
        const inputs = await checkedOrSaid(spec, ctx, () => (0,runtime_inputs/* readInputs */.Ko)(spec.inputs, spec.schema, (name) => commands.getInput(name)));
        return (await spec.load())(inputs, ctx);
    }, { exportsBuild: false });
}
/**
 * A main step: its context, then `step`; its result written (with the build name for the job's tests,
 * `exportsBuild`), or its failure in one line.
 */
async function mainStep(step, { close = async () => { }, exportsBuild }) {
    const { signal, dispose } = cancellation({ forceExitAfterMs: CANCEL_GRACE_MS });
    const ctx = runnerContext(signal, true);
    try {
        const result = await step(ctx);
        writeResult({ ...result, env: { ...(exportsBuild ? buildVariable(ctx) : {}), ...result.env } });
    }
    catch (error) {
        commands.setFailed(failureMessage(error, signal));
    }
    finally {
        await close();
        dispose();
    }
}
/** Whether any state was saved: a main that saved nothing started nothing. */
const savedAnyState = () => Object.entries(process.env).some(([name, value]) => name.startsWith('STATE_') && value);
/**
 * A post entry: runs whatever main saved in its state; nothing here may fail the job, so every
 * problem becomes a warning. The client (and so the settings) is made only when the post step first
 * uses it, and its code is loaded only when `needsService` says main's state leaves work for the
 * service (by default, when main saved any state): a post with nothing to do loads no HTTP code.
 */
async function runPostEntry(action, post, 
/** Inputs post reads as they are (the runner hands post the same inputs as main). */
inputNames = [], needsService = savedAnyState) {
    const { signal, dispose } = cancellation();
    const ctx = runnerContext(signal);
    let client;
    try {
        const createServiceClient = needsService(ctx.getState)
            ? (await clientModule()).createServiceClient
            : undefined;
        const postCtx = Object.defineProperty({ ...ctx }, 'client', {
            get: () => {
                if (!createServiceClient)
                    throw new Error('Main left no work for the service, so there is nothing to clean up.');
                if (!client) {
                    const settings = settingsOf(ctx);
                    client = clientFor(settings, createServiceClient, ctx, `${action} post`);
                }
                return client;
            },
        });
        await post(postCtx, Object.fromEntries(inputNames.map((name) => [name, commands.getInput(name)])));
    }
    catch (error) {
        commands.warning(`${action} clean-up: ${failureMessage(error, signal)}`);
    }
    finally {
        await client?.close();
        dispose();
    }
}
function writeResult(result) {
    for (const [name, value] of Object.entries(result.outputs))
        commands.setOutput(name, value);
    for (const [name, value] of Object.entries(result.env ?? {}))
        commands.exportVariable(name, value);
    if (result.failure)
        commands.setFailed(result.failure);
}
/** One line that says what went wrong; stack traces only in the debug log. */
function failureMessage(error, signal) {
    if (signal?.aborted)
        return 'The step was cancelled.';
    if (error instanceof Error) {
        if (error.stack && !(error instanceof runtime_inputs/* InputError */.dz))
            commands.debug(error.stack);
        return error.message;
    }
    return String(error);
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
