export const id = 9762;
export const ids = [9762];
export const modules = {

/***/ 36610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ INSUFFICIENT_CREDITS),
/* harmony export */   s: () => (/* binding */ READ_ONLY)
/* harmony export */ });
/**
 * The meanings the spec's Errors table gives a status on many endpoints, in one place; each resource
 * module adds what a status means on its own endpoints (`meanings` of a request).
 *
 * Maps of meanings are typed, not `as const`: the mutation run (docs/mutation.md) leaves whatever is
 * `as const` unmutated, and what a status means is what its tests must hold.
 */
/** Authentication rule 4: a read-only account gets 403 on everything that creates, changes or triggers. */
const READ_ONLY = { 403: 'the account is read-only' };
/** 402 on the trigger and schedule endpoints. */
const INSUFFICIENT_CREDITS = { 402: 'insufficient credits' };


/***/ }),

/***/ 39762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LP: () => (/* binding */ testRecordFields),
/* harmony export */   R_: () => (/* binding */ storedAppInfo),
/* harmony export */   Vt: () => (/* binding */ jobErrorDetail),
/* harmony export */   Yj: () => (/* binding */ string),
/* harmony export */   xU: () => (/* binding */ buildNameOf)
/* harmony export */ });
/* unused harmony exports instant, flag */
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11816);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93916);
/* harmony import */ var _storage_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39753);
// The lenient readers of records whose fields the spec leaves "not shown" (docs/service-records.md),
// in one place: a field that is missing or of an unexpected type counts as absent, never as an error.
// Code outside src/api reads such records only through these adapters; each is the `adapter` of an
// entry of ASSUMPTIONS (assumptions.ts), which names the spec's line and the test that pins it.




/** A non-empty string, trimmed; anything else is absent. */
function string(value) {
    return typeof value === 'string' ? value.trim() || undefined : undefined;
}
/** A string or a number as trimmed text; anything else is absent. */
function text(value) {
    return Number.isFinite(value) ? String(value) : string(value);
}
/**
 * The one adapter for `errors` entries (ASSUMPTIONS.jobErrorFields). The spec names `step`, `browser` and `time` but not their
 * types; `test_id`, `test_name` and `message` are read when present and never required.
 */
function jobErrorDetail(entry) {
    const browser = (value) => {
        if (value && typeof value === 'object') {
            const b = value;
            const parts = [text(b.name) ?? text(b.browser), text(b.version), text(b.platform)].filter(Boolean);
            return parts.length ? parts.join(' ') : undefined;
        }
        return text(value);
    };
    const id = text(entry.test_id);
    return {
        testId: id && /^\d+$/.test(id) ? Number(id) : undefined,
        testName: text(entry.test_name),
        step: text(entry.step),
        browser: browser(entry.browser),
        time: text(entry.time),
        message: text(entry.message) ?? text(entry.error),
    };
}
/**
 * Reads a stored app record leniently (ASSUMPTIONS.storedAppFields): a field of another type than
 * expected counts as absent.
 */
function storedAppInfo(record) {
    const appUrl = string(record.app_url);
    const id = record.id;
    return {
        appUrl,
        appKey: appUrl && _storage_js__WEBPACK_IMPORTED_MODULE_2__/* .APP_URL */ .o.test(appUrl) ? (0,_refs_js__WEBPACK_IMPORTED_MODULE_3__/* .appKeyOf */ .QO)(appUrl) : undefined,
        id: Number.isSafeInteger(id) ? id : undefined,
        filename: string(record.filename),
        type: string(record.type),
        version: text(record.version),
        state: string(record.state),
        createdAt: string(record.created_at),
    };
}
/**
 * A build record's identifier (the `capabilities.build` string its tests used). Build list records are
 * "not shown": the name is read from `name`, else `build` (ASSUMPTIONS.buildNameFields); a record with
 * neither has no name to match.
 */
function buildNameOf(record) {
    return string(record.name) ?? string(record.build);
}
/** Date-times that name their zone: `Z`, an offset, or GMT/UTC (a bare one depends on the reader's zone). */
const ZONED = /(?:Z|[+-]\d{2}:?\d{2}|\bGMT|\bUTC)$/i;
/** Seconds since the epoch stay below this until the year 5138; a larger number is milliseconds. */
const LARGEST_SECONDS = 1e11;
/** A point in time as milliseconds since the epoch, or absent when it cannot be told (ASSUMPTIONS.timeFields). */
function instant(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) && value > 0 ? (value < LARGEST_SECONDS ? value * 1000 : value) : undefined;
    if (typeof value !== 'string' || !ZONED.test(value.trim()))
        return undefined;
    const ms = Date.parse(value.trim());
    return Number.isNaN(ms) ? undefined : ms;
}
/**
 * `success` arrives as true/false on some endpoints and 1/0 on others (ASSUMPTIONS.flagValues); anything
 * else is unknown.
 */
function flag(value) {
    if (value === true || value === 1)
        return true;
    if (value === false || value === 0)
        return false;
    if (typeof value === 'string') {
        const v = value.trim().toLowerCase();
        if (v === 'true' || v === '1')
            return true;
        if (v === 'false' || v === '0')
            return false;
    }
    return undefined;
}
/**
 * The one adapter for test records (GET /v1/builds/<build>, /v1/tests, /v1/tests/{id}), read by the
 * field names the service's own clients read (ASSUMPTIONS.testRecordFields). Recordings are read as
 * far as their shapes go: `video` a URL (or `false`: none); `thumbs` one URL, a list of URLs, or a
 * list of objects holding one (`url`, `image`, `src` first); `logs` an object of name \u2192 URL, a list
 * of URLs, or a list of objects with a URL (`url`, `href`, `link` first) and a `name` or `type`. Only
 * absolute http(s) URLs are kept. `duration` is seconds, a number or numeric text.
 */
function testRecordFields(record) {
    const state = text(record.state)?.toUpperCase();
    const fields = {
        id: text(record.id),
        sessionId: text(record.session_id),
        name: text(record.name),
        state,
        running: _assumptions_js__WEBPACK_IMPORTED_MODULE_1__/* .NOT_DONE_TEST_STATES */ .ZN.has(state),
        notStarted: _assumptions_js__WEBPACK_IMPORTED_MODULE_1__/* .NOT_STARTED_TEST_STATES */ ._0.has(state),
        success: flag(record.success),
        statusMessage: text(record.status_message),
        browser: text(record.browser),
        browserVersion: text(record.browser_version),
        deviceName: text(record.device_name),
        platform: text(record.os) ?? text(record.platform_name),
        completedAt: instant(record.completed_at),
        duration: seconds(record.duration),
        video: (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(record.video),
        assetsAvailable: flag(record.assets_available),
    };
    const session = sessionKindOf(fields, text(record.platform_name), text(record.os));
    if (session)
        fields.session = session;
    urlsIn(record.thumbs, _assumptions_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORDING_URL_KEYS */ .h5.thumbs, (url) => (fields.screenshots ??= []).push(url));
    urlsIn(record.logs, _assumptions_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORDING_URL_KEYS */ .h5.logs, (url, name) => (fields.logs ??= []).push({ name, url }));
    return fields;
}
/**
 * A physical device when a platform is one of the devices' physical ones (REAL_ANDROID, REAL_IOS); a
 * VM when the record names a browser and no device; else untold (ASSUMPTIONS.sessionKinds).
 */
function sessionKindOf(f, ...platforms) {
    if (platforms.some((p) => p !== undefined && _assumptions_js__WEBPACK_IMPORTED_MODULE_1__/* .PHYSICAL_PLATFORM */ .Qw.test(p)))
        return 'physical';
    return f.browser && !f.deviceName ? 'vm' : undefined;
}
/**
 * The http(s) URLs a field holds, in order, each handed to `found` with its name where the field
 * gives one: one URL, a list of URLs or of objects holding one (under `keys` first, else any URL
 * value), or an object of name \u2192 URL. Made without a list between: it runs for every test read.
 */
function urlsIn(value, keys, found) {
    const single = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(value);
    if (single)
        return found(single, undefined);
    if (Array.isArray(value)) {
        for (const item of value) {
            const url = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(item) ?? urlInObject(item, keys);
            if (!url)
                continue;
            // A URL given as a string has no name: reading one off it finds none.
            const o = item;
            found(url, text(o.name) ?? text(o.type));
        }
    }
    else if (value && typeof value === 'object') {
        const o = value;
        for (const name in o) {
            const url = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(o[name]) ?? urlInObject(o[name], keys);
            if (url)
                found(url, name);
        }
    }
}
function urlInObject(value, keys) {
    if (!value || typeof value !== 'object' || Array.isArray(value))
        return undefined;
    const o = value;
    for (const key of keys)
        if ((0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(o[key]))
            return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(o[key]);
    for (const v of Object.values(o))
        if ((0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(v))
            return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(v);
    return undefined;
}
/** A non-negative number of seconds (a number or numeric text); anything else is absent. */
function seconds(value) {
    const n = typeof value === 'number'
        ? value
        : typeof value === 'string' && value.trim()
            ? Number(value)
            : Number.NaN;
    return Number.isFinite(n) && n >= 0 ? n : undefined;
}


/***/ }),

/***/ 39753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ storageApi),
/* harmony export */   o: () => (/* binding */ APP_URL)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(55491);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);
/* harmony import */ var _meanings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36610);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8164);
/* harmony import */ var _transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58280);
/* harmony import */ var _transport_path_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(53655);
/* harmony import */ var _transport_upload_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(98789);








/**
 * Stored app records are "not shown" in the spec beyond `app_url` (`<storage_scheme>://<appkey>`).
 * Every other assumption about them lives in `storedAppInfo` (records.ts).
 */
const APP_URL = /^[a-z][a-z0-9+.-]*:\/\/[^/\s?#]+$/i;
const AppUrlSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().regex(APP_URL, 'expected <scheme>://<appkey>');
/** A stored app as read back (list, get): any object, nothing required. */
const StoredAppSchema = _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .LenientRecordSchema */ .an;
/** The answer to an upload or a replace: the one field the spec shows is required there. */
const UploadedAppSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .looseObject */ ._H3({ app_url: AppUrlSchema });
const UPLOAD_MEANINGS = { 400: 'the file and the url are both missing', ..._meanings_js__WEBPACK_IMPORTED_MODULE_1__/* .READ_ONLY */ .s };
const REPLACE_MEANINGS = {
    400: 'the file or the url is missing or invalid',
    ..._assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN_APP_KEY_MEANINGS */ .a7,
    ..._meanings_js__WEBPACK_IMPORTED_MODULE_1__/* .READ_ONLY */ .s,
};
// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
function storageApi(t) {
    /**
     * Sends a file or a URL. A file goes as a streamed multipart body watched for progress and stalls;
     * the answer may take long (the service inspects the binary) but not forever.
     */
    async function send(req, source, options) {
        const call = {
            ...req,
            method: 'POST',
            response: UploadedAppSchema,
            timeoutMs: options.responseTimeoutMs ?? _transport_upload_js__WEBPACK_IMPORTED_MODULE_4__/* .UPLOAD_DEFAULTS */ .$k.responseTimeoutMs,
        };
        if ('url' in source)
            return t.call({ ...call, json: { url: source.url } });
        const monitor = new _transport_upload_js__WEBPACK_IMPORTED_MODULE_4__/* .UploadMonitor */ .MG(options);
        try {
            const body = await (0,_transport_upload_js__WEBPACK_IMPORTED_MODULE_4__/* .multipartFileBody */ .Zg)(source.file, 'file', monitor);
            return await t.call({ ...call, body, signal: monitor.signal });
        }
        catch (error) {
            throw monitor.explain(error);
        }
        finally {
            monitor.stop();
        }
    }
    return {
        /**
         * POST /v1/storage: stores a new app under a new key. Never sent twice once a byte may have
         * reached the service (the transport's rule for POST), so a retry cannot store it twice.
         */
        upload: (source, options = {}) => send({ operation: 'upload app', path: '/v1/storage', meanings: UPLOAD_MEANINGS }, source, options),
        /**
         * POST /v1/storage/<appkey>: replaces the binary under an existing key; `app_url` stays the same.
         * Repeating it leaves the same result, so it is retried like an idempotent request
         * (ASSUMPTIONS.safeToRepeat); a 404 for an unknown key: ASSUMPTIONS.unknownAppKey.
         */
        replace: (appKey, source, options = {}) => send({
            operation: 'replace app',
            path: (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_6__/* .route */ .wE) `/v1/storage/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .appKeyOf */ .QO)(appKey)}`,
            meanings: REPLACE_MEANINGS,
            idempotent: true,
        }, source, options),
        /** GET /v1/storage: one page of stored apps, newest first. */
        list: (page) => (0,_transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .listPage */ .ks)(t, {
            operation: 'list stored apps',
            path: '/v1/storage',
            page,
            maxCount: _transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_PAGE_SIZE */ .H4,
            item: StoredAppSchema,
        }),
        /**
         * GET /v1/storage/<appkey>. The machine-readable description declares a required integer query
         * parameter `splat` for the key: that is the name of a wildcard path segment, so the key goes in
         * the path and no `splat` is sent (ASSUMPTIONS.noSplatOrIdQuery).
         */
        get: (appKey) => t.call({
            operation: 'get stored app',
            method: 'GET',
            path: (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_6__/* .route */ .wE) `/v1/storage/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .appKeyOf */ .QO)(appKey)}`,
            response: StoredAppSchema,
            meanings: { 404: 'no app is stored under this key' },
        }),
        /** DELETE /v1/storage/{id}: by numeric storage ID or app key; removes binary and metadata. */
        delete: (ref) => t.call({
            operation: 'delete stored app',
            method: 'DELETE',
            path: (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_6__/* .route */ .wE) `/v1/storage/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .storageRefOf */ ._F)(ref)}`,
            meanings: { 404: 'no stored app has this ID or key', ..._meanings_js__WEBPACK_IMPORTED_MODULE_1__/* .READ_ONLY */ .s },
        }),
    };
}


/***/ }),

/***/ 58280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H4: () => (/* binding */ MAX_PAGE_SIZE),
/* harmony export */   VV: () => (/* binding */ collectPages),
/* harmony export */   ks: () => (/* binding */ listPage),
/* harmony export */   wZ: () => (/* binding */ walkPages)
/* harmony export */ });
/* unused harmony export PAGE_CONCURRENCY */
/* harmony import */ var _text_key_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(44745);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8164);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72487);




const DEFAULT_PAGE_SIZE = 10;
/**
 * The spec's `count` maximum, for the seven lists its Limits table names (team users, storage apps,
 * Codeless suites, Codeless tests, builds, tests in a build, tests). Elsewhere it shows no maximum.
 */
const MAX_PAGE_SIZE = 500;
/** `count` and `offset` are int32 (spec). */
const INT32_MAX = 2_147_483_647;
/** The most items a walk reads unless its caller says otherwise (ASSUMPTIONS.listCap). */

/** Pages read at the same time after the first: fast, yet gentle on the service. */
const PAGE_CONCURRENCY = 4;
/**
 * Validates paging parameters before a request is made. `maxCount` is the spec's maximum where it
 * gives one; a list without one takes any int32 `count`, and may answer fewer (the walk reads on).
 * `count` starts at 1 (ASSUMPTIONS.positiveIds).
 */
function pageQuery(page = {}, maxCount = INT32_MAX) {
    const offset = page.offset ?? 0;
    const count = page.count ?? DEFAULT_PAGE_SIZE;
    if (!Number.isInteger(offset) || offset < 0 || offset > INT32_MAX)
        throw new RangeError(`offset must be a whole number >= 0, got ${offset}`);
    if (!Number.isInteger(count) || count < 1 || count > maxCount) {
        throw new RangeError(`count must be a whole number from 1 to ${maxCount}, got ${count}`);
    }
    return { offset, count };
}
/**
 * GET one page of a list. Validation happens before the promise (a bad `count` throws at once). The
 * page names its list and what was asked, so a walk can place a bare array and word its errors.
 */
function listPage(t, req) {
    const asked = pageQuery(req.page, req.maxCount);
    const source = { operation: req.operation, path: req.path };
    return t
        .call({
        operation: req.operation,
        method: 'GET',
        path: req.path,
        query: { ...req.query, ...asked },
        response: (0,_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .pageOf */ .ZZ)(req.item, { enveloped: req.enveloped }),
        meanings: req.meanings,
        signal: req.page?.signal,
    })
        .then((answer) => {
        const page = answer.meta
            ? { data: answer.data, meta: answer.meta }
            : // No meta: only what was asked and received is known; `total` says no more than that.
                { data: answer.data, meta: inferredMeta(asked.offset, answer.data.length), bare: true };
        // Not enumerable: a page still equals, prints and serialises as the service's answer.
        return Object.defineProperty(page, 'source', { value: source });
    });
}
function inferredMeta(offset, count) {
    return { offset, count, total: offset + count };
}
/**
 * Walks every page of a list and yields the items no earlier page yielded, in list order. Memory holds
 * the pages in flight and one key per item read (at most `maxItems`, a few bytes each for numeric
 * IDs), never the items themselves.
 *
 * What ends it, and what does not:
 * - `meta.total` of the newest answer (pages answer out of order) says how long the list is, so a
 *   list that grows or shrinks while read is followed; never the page size asked for: a page shorter
 *   than asked before the total is read past, the next page asked where it ended.
 * - Pages after the first are asked at steps of the size the service answered (its page cap), up to
 *   `concurrency` at once. A page answering fewer or more items than that makes the pages asked after
 *   it start at the wrong place: they are dropped and reading goes on from where it ended.
 * - `meta.offset` is taken as answered: a page starting before what was read adds only its tail; one
 *   starting beyond it would leave items unread and ends the walk with one line.
 * - An item whose `id` was yielded already is not yielded again, unless `repeats` is `yield` (items
 *   without one are told apart by their offsets only). A page that adds no new item while the total
 *   says more should come ends the walk with one line (a service answering the same page for every
 *   offset), as does a total or a read beyond `maxItems`, or the caller's `signal`.
 * - An answer without `meta` (a bare array) is never taken as the whole list from its length, since a
 *   service that caps its pages answers fewer than asked too: reading goes on, one page at a time,
 *   until a page adds no new item (empty, or the same items again from a service that does not page).
 * - A failed page is thrown when its turn comes, after the pages before it; no page is asked for after
 *   a failure arrived.
 */
async function* walkPages(fetchPage, options = {}, concurrencyArg) {
    const opts = typeof options === 'number' ? { count: options, concurrency: concurrencyArg } : options;
    const count = opts.count ?? MAX_PAGE_SIZE;
    const concurrency = opts.concurrency ?? PAGE_CONCURRENCY;
    const maxItems = opts.maxItems ?? _assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LIST_ITEMS */ .HD;
    const { signal } = opts;
    if (!Number.isInteger(concurrency) || concurrency < 1)
        throw new RangeError(`concurrency must be a whole number >= 1, got ${concurrency}`);
    pageQuery({ count });
    const reader = new PageReader(fetchPage, count, signal);
    const read = (offset) => reader.read(offset);
    const take = itemsToYield(opts.keyOf ?? itemId, opts.repeats ?? 'drop');
    let source;
    let position = 0;
    /** The size the service answers a page with, once the first page told it; -1 before. */
    let stride = -1;
    let next = 0;
    let queue = [read(0)];
    for (;;) {
        const total = reader.newestTotal;
        // A bare list's length is unknown: its pages are read one at a time.
        const ahead = total === undefined ? 1 : concurrency;
        while (stride > 0 && !reader.failed && queue.length < ahead && (total === undefined || next < total)) {
            queue.push(read(next));
            next += stride;
        }
        const head = queue.shift();
        if (!head)
            return;
        const answer = await untilAborted(head.answer, signal);
        if (answer === ABORTED)
            throw stopped(source, signal);
        if ('error' in answer)
            throw answer.error;
        const { page } = answer;
        source = page.source ?? source;
        if (page.meta.offset > position)
            throw walkError(source, `asked at offset ${position}, the service answered from ${page.meta.offset}`);
        const { items, fresh } = take(page.data.slice(position - page.meta.offset));
        position = Math.max(position, page.meta.offset + page.data.length);
        const known = reader.newestTotal;
        if (!fresh) {
            if (page.bare || (known !== undefined && position >= known))
                return;
            throw walkError(source, `the page at offset ${head.offset} added no new item of the ${known} listed`);
        }
        const claimed = Math.max(known ?? 0, position);
        if (claimed > maxItems)
            throw walkError(source, `the list holds ${claimed} items, more than the ${maxItems} read at most`);
        yield items;
        if (reader.newestTotal !== undefined && position >= reader.newestTotal)
            return;
        if (stride < 0) {
            // The first page: later pages step by what the service answered, not by what was asked.
            stride = Math.max(1, Math.min(count, page.data.length));
            next = position;
        }
        else if (queue[0]?.offset !== position) {
            queue = [];
            reader.newRound();
            next = position;
        }
    }
}
/** Every item of a list, all pages read (see walkPages for what ends the walk). */
async function collectPages(fetchPage, options = {}) {
    const items = [];
    for await (const data of walkPages(fetchPage, options))
        items.push(...data);
    return items;
}
/** An item's identity when a page repeats it: its `id`, when it has one. */
function itemId(item) {
    if (!item || typeof item !== 'object')
        return undefined;
    const id = item.id;
    return typeof id === 'number' || (typeof id === 'string' && id) ? String(id) : undefined;
}
/**
 * The items of a page to yield: those whose key was not seen before, or all of them with `repeats:
 * yield`; and how many were new. Keys are remembered compactly (KeyIndex).
 */
function itemsToYield(keyOf, repeats) {
    const seen = new _text_key_index_js__WEBPACK_IMPORTED_MODULE_3__/* .KeyIndex */ .u();
    return (items) => {
        const fresh = items.filter((item) => {
            const key = keyOf(item);
            if (key === undefined)
                return true;
            if (seen.has(key))
                return false;
            seen.set(key, 0);
            return true;
        });
        return { items: repeats === 'yield' ? items : fresh, fresh: fresh.length };
    };
}
const ABORTED = Symbol('aborted');
/** The promise's value, or ABORTED as soon as the signal fires (a page that never answers). */
function untilAborted(promise, signal) {
    if (!signal)
        return promise;
    if (signal.aborted)
        return Promise.resolve(ABORTED);
    return new Promise((resolve) => {
        const onAbort = () => resolve(ABORTED);
        signal.addEventListener('abort', onAbort, { once: true });
        void promise.then((value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
        });
    });
}
/** One line naming the list, in ServiceError's wording, as every other failure of the service. */
function walkError(source, meaning, kind = 'malformed') {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceError */ ._7({
        operation: source?.operation ?? 'read a list',
        method: 'GET',
        path: source?.path ?? '(list)',
        kind,
        meaning: kind === 'malformed' ? `not the whole list: ${meaning}` : meaning,
    });
}
/** The caller's deadline (a TimeoutError reason) or cancel ended the walk. */
function stopped(source, signal) {
    const reason = signal?.reason;
    const timedOut = reason instanceof Error && reason.name === 'TimeoutError';
    return walkError(source, timedOut ? 'the list was not read within the time allowed' : 'reading the list was cancelled', timedOut ? 'timeout' : 'aborted');
}
/**
 * Asks for pages and remembers what their answers said: the newest total, and whether a page of the
 * current round failed (pages asked for together form a round; a failure stops more pages being asked
 * for only in its own round).
 */
class PageReader {
    /** The total of the answer that arrived last (undefined after a bare array: unknown). */
    newestTotal = 0;
    failed = false;
    round = 0;
    fetchPage;
    count;
    signal;
    constructor(fetchPage, count, signal) {
        this.fetchPage = fetchPage;
        this.count = count;
        this.signal = signal;
    }
    read(offset) {
        const asked = this.round;
        // Never rejects, so a page failing while an earlier one is awaited is no unhandled rejection.
        const answer = this.fetchPage({ offset, count: this.count, signal: this.signal }).then((page) => {
            this.newestTotal = page.bare ? undefined : page.meta.total;
            return { page };
        }, (error) => {
            if (asked === this.round)
                this.failed = true;
            return { error };
        });
        return { offset, answer };
    }
    newRound() {
        this.round++;
        this.failed = false;
    }
}


/***/ }),

/***/ 98789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $k: () => (/* binding */ UPLOAD_DEFAULTS),
/* harmony export */   MG: () => (/* binding */ UploadMonitor),
/* harmony export */   Zg: () => (/* binding */ multipartFileBody)
/* harmony export */ });
/* unused harmony export FILE_CHUNK_BYTES */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42179);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(11816);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(72487);






/** The stall and the answer's time: ASSUMPTIONS.timeLimits. */
const UPLOAD_DEFAULTS = {
    progressIntervalMs: 10_000,
    stallTimeoutMs: _assumptions_js__WEBPACK_IMPORTED_MODULE_3__/* .TIME_LIMITS */ .HN.uploadStallMs,
    responseTimeoutMs: _assumptions_js__WEBPACK_IMPORTED_MODULE_3__/* .TIME_LIMITS */ .HN.uploadAnswerMs,
};
/**
 * Each read of the file, and so each chunk handed to the connection: large enough that an upload
 * takes few turns of the event loop, small enough that the stall watch, which sees bytes move a
 * chunk at a time, still sees a slow connection move (a chunk a minute is 8.5 KiB/s).
 */
const FILE_CHUNK_BYTES = 512 * 1024;
/** Buffers the file is read into in turn: the whole memory an upload takes, whatever the size. */
const FILE_BUFFERS = 2;
/**
 * Counts the bytes of one upload as the connection takes them: reports progress, and aborts its
 * signal when nothing moves for the stall period. One monitor per call; each attempt starts over.
 */
class UploadMonitor {
    controller = new AbortController();
    onProgress;
    progressIntervalMs;
    stallTimeoutMs;
    sent = 0;
    total = 0;
    started = 0;
    reportedTenths = 0;
    progressTimer;
    stallTimer;
    stalled = false;
    attempt = 0;
    constructor(options = {}) {
        this.onProgress = options.onProgress;
        this.progressIntervalMs = options.progressIntervalMs ?? UPLOAD_DEFAULTS.progressIntervalMs;
        this.stallTimeoutMs = options.stallTimeoutMs ?? UPLOAD_DEFAULTS.stallTimeoutMs;
    }
    /** Aborted when the upload stalls. */
    get signal() {
        return this.controller.signal;
    }
    /**
     * A new attempt sends `total` bytes from the start: the count starts over at once, the watch (stall
     * and progress timers) when the connection takes the first bytes. Its `add` counts bytes taken and
     * its `end` (its body finished or abandoned) ends the watch, so a back-off is not taken for a
     * stall; both do nothing once a later attempt has begun, as an abandoned body may still hand over a
     * last chunk. A body the connection never asked for starts no timer, so needs no `end`.
     */
    begin(total) {
        this.stop();
        const attempt = ++this.attempt;
        this.sent = 0;
        this.total = total;
        this.reportedTenths = 0;
        let watching = false;
        let ended = false;
        const current = () => attempt === this.attempt && !ended;
        return {
            add: (bytes) => {
                if (!current())
                    return;
                if (!watching) {
                    watching = true;
                    this.watch();
                }
                this.add(bytes);
            },
            end: () => {
                if (!current())
                    return;
                ended = true;
                this.stop();
            },
        };
    }
    watch() {
        this.started = performance.now();
        // Timers do not hold the process open: the request they watch does.
        this.stallTimer = setTimeout(() => this.stall(), this.stallTimeoutMs).unref();
        this.progressTimer = setTimeout(() => this.report(), this.progressIntervalMs).unref();
    }
    add(bytes) {
        this.sent += bytes;
        this.stallTimer?.refresh();
        if (this.sent >= this.total) {
            this.stop();
            this.emit(true);
        }
        else if (Math.floor((this.sent * 10) / this.total) > this.reportedTenths) {
            this.report();
        }
    }
    stop() {
        clearTimeout(this.stallTimer);
        clearTimeout(this.progressTimer);
        this.stallTimer = undefined;
        this.progressTimer = undefined;
    }
    /**
     * Turns a failed call into the error the user should read: a stall named as such, and a lost
     * connection with how far the upload got.
     */
    explain(error) {
        if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ServiceError */ ._7))
            return error;
        const where = `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(this.sent)} of ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(this.total)} sent`;
        if (this.stalled && error.kind === 'aborted') {
            return error.with({
                kind: 'timeout',
                meaning: `the upload stalled: no byte was taken for ${this.stallTimeoutMs / 1000} s (${where})`,
            });
        }
        // Only once bytes moved: a connection refused up front is the transport's plain error.
        if (error.kind === 'network' && this.sent > 0 && this.sent < this.total) {
            const code = error.meaning ? ` (${error.meaning})` : '';
            return error.with({ meaning: `the connection was lost${code} after ${where}` });
        }
        return error;
    }
    report() {
        this.reportedTenths = Math.floor((this.sent * 10) / this.total);
        this.progressTimer?.refresh();
        this.emit(false);
    }
    emit(done) {
        const elapsedMs = performance.now() - this.started;
        this.onProgress?.({
            sent: this.sent,
            total: this.total,
            elapsedMs,
            bytesPerSecond: elapsedMs > 0 ? (this.sent * 1000) / elapsedMs : 0,
            done,
        });
    }
    stall() {
        this.stalled = true;
        this.stop();
        this.controller.abort(new Error(`upload stalled for ${this.stallTimeoutMs} ms`));
    }
}
/**
 * A multipart/form-data body with one file field, streamed from disk with a known length: the
 * framing is computed up front, the file is read chunk by chunk as the connection asks for it, into
 * the same few buffers, so memory stays flat and small whatever the size. `open` starts over for
 * every attempt; the file is opened when the connection first asks for bytes, closed when the body
 * ends or is abandoned.
 */
async function multipartFileBody(path, field, monitor) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path);
    if (!info.isFile())
        throw new TypeError(`${path} is not a regular file`);
    const size = info.size;
    const boundary = `----cloudtest-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16).toString('hex')}`;
    const head = Buffer.from(`--${boundary}\r\n` +
        `Content-Disposition: form-data; name="${quoted(field)}"; filename="${quoted((0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path))}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n');
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const length = head.length + size + tail.length;
    async function* chunks(add, end) {
        try {
            add(head.length);
            yield head;
            for await (const chunk of fileChunks(path, size)) {
                add(chunk.length);
                yield chunk;
            }
            add(tail.length);
            yield tail;
        }
        finally {
            end();
        }
    }
    return {
        contentType: `multipart/form-data; boundary=${boundary}`,
        length,
        open: () => {
            const attempt = monitor.begin(length);
            return chunks(attempt.add, attempt.end);
        },
    };
}
/**
 * The first `size` bytes of a file (no further, should it grow meanwhile: that is the length
 * announced), read in turn into FILE_BUFFERS buffers of FILE_CHUNK_BYTES: an upload of any size
 * allocates nothing after its start, so leaves nothing for the garbage collector.
 *
 * Chunks are yielded without a copy, so a buffer must not be read into while the socket may still
 * hold it. Why it cannot: undici writes each chunk of an async iterable body to the socket and asks
 * for the next only once that write returned true or the socket emitted 'drain' or 'close'
 * (lib/dispatcher/client-h1.js, writeIterable). A Node socket keeps a written buffer, counted in
 * `writableLength`, until the write completes; writes complete in order; `write` returns true only
 * while `writableLength` is below the high-water mark, and 'drain' comes when it is 0. So whenever
 * this generator runs, the socket holds less than its high-water mark, all of it from the latest
 * chunks. The buffer about to be read into held the chunk FILE_BUFFERS back: were that chunk still
 * held, so would every chunk since be, FILE_BUFFERS \u00d7 512 KiB in all, far above any high-water mark
 * undici gives a socket (64 KiB, 16 KiB with TLS). A closed socket reads no buffer again.
 */
async function* fileChunks(path, size) {
    if (size === 0)
        return;
    const buffers = Array.from({ length: FILE_BUFFERS }, () => Buffer.allocUnsafe(Math.min(FILE_CHUNK_BYTES, size)));
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'r');
    try {
        for (let offset = 0, turn = 0; offset < size; turn++) {
            const buffer = buffers[turn % FILE_BUFFERS];
            const length = Math.min(buffer.length, size - offset);
            for (let filled = 0; filled < length;) {
                const { bytesRead } = await file.read(buffer, filled, length - filled, offset + filled);
                if (bytesRead === 0)
                    throw new Error(`${path} shrank to ${offset + filled} bytes while it was being uploaded`);
                filled += bytesRead;
            }
            offset += length;
            yield length === buffer.length ? buffer : buffer.subarray(0, length);
        }
    }
    finally {
        await file.close();
    }
}
/** Quotes a name in a Content-Disposition header the way browsers do (WHATWG multipart/form-data). */
function quoted(name) {
    return name.replaceAll('"', '%22').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}


/***/ }),

/***/ 44745:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ KeyIndex)
/* harmony export */ });
/* harmony import */ var _typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66526);

/** An empty slot: one past the largest key a slot holds. */
const EMPTY = 0xffff_ffff;
/**
 * Text keys (a record's ID) to whole numbers (where it was read), compact for many keys: memory held
 * per key is what lets a list of 100,000 records be read in flat memory. Keys written as a decimal
 * whole number below 2^32 - 1 without leading zeros (the service's record IDs, int32 in its spec) sit
 * in typed arrays that grow in place, 8 bytes a slot outside the garbage-collected heap; any other
 * key sits in a Map.
 */
class KeyIndex {
    /** Open addressing, linear probing; EMPTY marks an empty slot. */
    slots = (0,_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .growable */ .C)(Uint32Array, 1024).fill(EMPTY);
    values = (0,_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .growable */ .C)(Uint32Array, 1024);
    used = 0;
    others = new Map();
    get size() {
        return this.used + this.others.size;
    }
    get(key) {
        const n = numeric(key);
        if (n === undefined)
            return this.others.get(key);
        const at = this.find(n);
        return this.slots[at] === n ? this.values[at] : undefined;
    }
    has(key) {
        return this.get(key) !== undefined;
    }
    /** Sets the key's number, a whole number from 0 to 2^32 - 1. */
    set(key, value) {
        const n = numeric(key);
        if (n === undefined) {
            this.others.set(key, value);
            return;
        }
        let at = this.find(n);
        if (this.slots[at] !== n) {
            // At most half full, so a probe always ends at an empty slot.
            if ((this.used + 1) * 2 > this.slots.length) {
                this.grow();
                at = this.find(n);
            }
            this.slots[at] = n;
            this.used++;
        }
        this.values[at] = value;
    }
    /** The slot holding `n`, else the empty slot where it would go. */
    find(n) {
        const mask = this.slots.length - 1;
        let at = Math.imul(n, 0x9e3779b1) & mask;
        for (;;) {
            const slot = this.slots[at] ?? EMPTY;
            if (slot === n || slot === EMPTY)
                return at;
            at = (at + 1) & mask;
        }
    }
    /**
     * Twice the slots, in place: each key of the old half is taken out and put back where the larger
     * table wants it. The walk starts after an empty slot, so each run of keys is moved from its start:
     * a key put back lands at or before its old slot, or in the new half, never past a key still to
     * move, whose leaving would cut it off from where a lookup starts.
     */
    grow() {
        const half = this.slots.length;
        (0,_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .grow */ .w)(this.slots, half * 2);
        (0,_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .grow */ .w)(this.values, half * 2);
        this.slots.fill(EMPTY, half);
        const start = this.slots.indexOf(EMPTY);
        for (let step = 1; step <= half; step++) {
            const from = (start + step) % half;
            const n = this.slots[from] ?? EMPTY;
            if (n === EMPTY)
                continue;
            this.slots[from] = EMPTY;
            const at = this.find(n);
            this.slots[at] = n;
            this.values[at] = this.values[from] ?? 0;
        }
    }
}
/** The key as a number when it is written as one exactly (`"40001"`, not `"040001"` or `"4e4"`) and fits a slot. */
function numeric(key) {
    if (!/^(?:0|[1-9]\d{0,9})$/.test(key))
        return undefined;
    const n = Number(key);
    return n < EMPTY ? n : undefined;
}


/***/ }),

/***/ 66526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ growable),
/* harmony export */   w: () => (/* binding */ grow)
/* harmony export */ });
/**
 * Typed arrays kept per test or per key while a report is read, that grow with it. Each sits on a
 * resizable buffer: it grows in place, in memory mapped for it alone and taken page by page, so
 * growing copies nothing and leaves no smaller array behind. A plain typed array that doubles leaves
 * each old copy to the collector, which frees one that outlived a young collection only in a full
 * one, and leaves holes in the allocator's memory that nothing of that size fills again.
 */
/**
 * Most items a growable array holds (its buffer's address space is reserved up front, its memory
 * taken only as it grows): far beyond any report, which reads a build to 100,000 tests.
 */
const MAX_GROWABLE_ITEMS = 2 ** 24;
/**
 * A typed array of `length` items that `grow` lengthens in place (a resizable buffer): no copy is
 * made and nothing is left behind. Its `length` follows its buffer.
 */
function growable(Type, length) {
    const bytes = Type.BYTES_PER_ELEMENT;
    return new Type(new ArrayBuffer(length * bytes, { maxByteLength: MAX_GROWABLE_ITEMS * bytes }));
}
/** Lengthens a `growable` array to `length` items, the new ones zero. */
function grow(array, length) {
    array.buffer.resize(length * array.BYTES_PER_ELEMENT);
}


/***/ })

};
