export const id = 3766;
export const ids = [3766];
export const modules = {

/***/ 37119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OI: () => (/* binding */ browsersApi),
/* harmony export */   Y1: () => (/* binding */ BrowserSchema)
/* harmony export */ });
/* unused harmony export BROWSER_TYPES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55491);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8164);


const BrowserSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    selenium_name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    version: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .int32 */ .HA,
    long_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    platform: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    browser_id: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .int32 */ .HA,
});
const BROWSER_TYPES = ['webdriver', 'rc'];
function browsersApi(t) {
    return {
        /** GET /v1/browsers: needs no credentials; `webdriver` unless told otherwise. */
        list: (type) => {
            if (type !== undefined && !BROWSER_TYPES.includes(type))
                throw new TypeError(`browser type must be one of ${BROWSER_TYPES.join(', ')}, got "${type}"`);
            return t.call({
                operation: 'list browsers',
                method: 'GET',
                path: '/v1/browsers',
                query: { type },
                auth: false,
                response: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(BrowserSchema),
            });
        },
    };
}


/***/ }),

/***/ 36579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D9: () => (/* binding */ codelessIdOf),
/* harmony export */   Mt: () => (/* binding */ idList),
/* harmony export */   qx: () => (/* binding */ CodelessTestSchema),
/* harmony export */   u: () => (/* binding */ labApi)
/* harmony export */ });
/* unused harmony export CodelessStepSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(55491);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);
/* harmony import */ var _browsers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37119);
/* harmony import */ var _jobs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64842);
/* harmony import */ var _transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58280);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8164);
/* harmony import */ var _transport_path_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(53655);
/* harmony import */ var _meanings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(36610);









/** Codeless test record, step record and create acknowledgement: all "not shown" in the spec. */
const CodelessTestSchema = _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .LenientRecordSchema */ .an;
const CodelessStepSchema = _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .LenientRecordSchema */ .an;
/**
 * The ID of a Codeless test (or suite) record. The records are "not shown"; `id` is the one field
 * read, and a record without a usable one yields undefined rather than a guess.
 */
function codelessIdOf(record) {
    const id = record.id;
    const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : Number.NaN;
    return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
/** `browser_ids` and `test_ids` travel as one comma-separated string (spec). */
function idList(ids, what) {
    if (!ids.length)
        throw new TypeError(`${what} must name at least one ID`);
    return ids.map((id) => (0,_refs_js__WEBPACK_IMPORTED_MODULE_6__/* .idOf */ .TH)(id, what)).join(',');
}
const TEST_NOT_FOUND = { 404: 'no such Codeless test' };
const WRITE = { ..._meanings_js__WEBPACK_IMPORTED_MODULE_5__/* .READ_ONLY */ .s, ...TEST_NOT_FOUND };
const testPath = (id) => (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_7__/* .route */ .wE) `/v1/lab/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_6__/* .idOf */ .TH)(id, 'Codeless test id')}`;
// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
function labApi(t) {
    return {
        /** GET /v1/lab: one page of the account's Codeless tests. */
        list: (page) => (0,_transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .listPage */ .ks)(t, {
            operation: 'list Codeless tests',
            path: '/v1/lab',
            page,
            maxCount: _transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_PAGE_SIZE */ .H4,
            item: CodelessTestSchema,
        }),
        /** POST /v1/lab: records a test that visits `url`, or imports an IDE export (`file`). */
        create: (test) => {
            if (!test.name.trim())
                throw new TypeError('a Codeless test needs a name');
            if ((test.url === undefined) === (test.file === undefined))
                throw new TypeError('a Codeless test needs exactly one of url and file');
            // The spec names the body fields in this bracketed form.
            const json = { 'test[name]': test.name };
            if (test.url !== undefined)
                json['test[url]'] = test.url;
            if (test.file !== undefined)
                json.file = test.file;
            if (test.aiPrompt !== undefined)
                json['test[ai_prompt]'] = test.aiPrompt;
            return t.call({
                operation: 'create Codeless test',
                method: 'POST',
                path: '/v1/lab',
                json,
                response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .LenientRecordSchema */ .an,
                meanings: { 400: 'the test is invalid (name, and url or file, are needed)', ..._meanings_js__WEBPACK_IMPORTED_MODULE_5__/* .READ_ONLY */ .s },
            });
        },
        /** GET /v1/lab/{id}: the record without its steps (see `steps`). */
        get: (id) => t.call({
            operation: 'get Codeless test',
            method: 'GET',
            path: testPath(id),
            response: CodelessTestSchema,
            meanings: TEST_NOT_FOUND,
        }),
        /**
         * PUT /v1/lab/{id}: name, target URL, cron schedule, enabled state (field names not shown). The
         * reference is the numeric ID or the WebDriver session_id of a run of this test.
         */
        update: (ref, body) => t.call({
            operation: 'update Codeless test',
            method: 'PUT',
            path: (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_7__/* .route */ .wE) `/v1/lab/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_6__/* .testRefOf */ .$_)(ref)}`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            meanings: WRITE,
        }),
        /** DELETE /v1/lab/{id}: the test and its steps; run history stays. */
        delete: (id) => t.call({
            operation: 'delete Codeless test',
            method: 'DELETE',
            path: testPath(id),
            meanings: WRITE,
        }),
        /** POST /v1/lab/{id}/schedule: a preset (once, daily, weekly) or a cron expression. */
        schedule: (id, body) => t.call({
            operation: 'schedule Codeless test',
            method: 'POST',
            path: `${testPath(id)}/schedule`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            meanings: { 400: 'a weekly schedule needs a day and an hour', ..._meanings_js__WEBPACK_IMPORTED_MODULE_5__/* .INSUFFICIENT_CREDITS */ .d, ...WRITE },
        }),
        /** POST /v1/lab/{id}/alert: an alert channel for failed scheduled runs. */
        createAlert: (id, body) => t.call({
            operation: 'create Codeless test alert',
            method: 'POST',
            path: `${testPath(id)}/alert`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            meanings: { 400: 'the alert already exists (replace it instead)', ...WRITE },
        }),
        /** PUT /v1/lab/{id}/alert: replaces the alert configuration. */
        updateAlert: (id, body) => t.call({
            operation: 'update Codeless test alert',
            method: 'PUT',
            path: `${testPath(id)}/alert`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            meanings: WRITE,
        }),
        /** POST /v1/lab/{id}/report: a recurring e-mail report of the pass/fail rate. */
        createReport: (id, body) => t.call({
            operation: 'create Codeless test report',
            method: 'POST',
            path: `${testPath(id)}/report`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            meanings: { 400: 'the report settings are invalid', ...WRITE },
        }),
        /** PUT /v1/lab/{id}/report: replaces the report destination and schedule. */
        updateReport: (id, body) => t.call({
            operation: 'update Codeless test report',
            method: 'PUT',
            path: `${testPath(id)}/report`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            meanings: WRITE,
        }),
        /**
         * POST /v1/lab/{id}/trigger: runs the test now on its browsers. Sent once: the transport never
         * repeats a POST that may have reached the service, so a run is never billed twice.
         */
        trigger: (id, body = {}) => t.call({
            operation: 'trigger Codeless test',
            method: 'POST',
            path: `${testPath(id)}/trigger`,
            json: body,
            response: _jobs_js__WEBPACK_IMPORTED_MODULE_2__/* .RunAckSchema */ .Cs,
            meanings: { ..._meanings_js__WEBPACK_IMPORTED_MODULE_5__/* .INSUFFICIENT_CREDITS */ .d, ...WRITE },
        }),
        /** POST /v1/lab/trigger_all: every Codeless test, `url` overriding each test's base URL; sent once. */
        triggerAll: (options = {}) => t.call({
            operation: 'trigger all Codeless tests',
            method: 'POST',
            path: '/v1/lab/trigger_all',
            json: options.url === undefined ? {} : { url: options.url },
            response: _jobs_js__WEBPACK_IMPORTED_MODULE_2__/* .RunAckSchema */ .Cs,
            meanings: { ..._meanings_js__WEBPACK_IMPORTED_MODULE_5__/* .INSUFFICIENT_CREDITS */ .d, ..._meanings_js__WEBPACK_IMPORTED_MODULE_5__/* .READ_ONLY */ .s },
        }),
        /** GET /v1/lab/{id}/steps: one page of the recorded steps (the spec shows no `count` maximum). */
        steps: (id, page) => (0,_transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .listPage */ .ks)(t, {
            operation: 'list Codeless test steps',
            path: `${testPath(id)}/steps`,
            page,
            item: CodelessStepSchema,
            meanings: TEST_NOT_FOUND,
        }),
        /** POST /v1/lab/{id}/steps: deletes every step and stores these; a replace, safe to repeat (ASSUMPTIONS.safeToRepeat). */
        replaceSteps: (id, body) => t.call({
            operation: 'replace Codeless test steps',
            method: 'POST',
            path: `${testPath(id)}/steps`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            idempotent: true,
            meanings: { 400: 'the steps are missing', ...WRITE },
        }),
        /** PUT /v1/lab/{id}/stop: force-stops the in-flight run, or only the one on `browserId`. */
        stop: (id, options = {}) => t.call({
            operation: 'stop Codeless test',
            method: 'PUT',
            path: `${testPath(id)}/stop`,
            json: options.browserId === undefined ? {} : { browser_id: (0,_refs_js__WEBPACK_IMPORTED_MODULE_6__/* .idOf */ .TH)(options.browserId, 'browser id') },
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
            meanings: WRITE,
        }),
        /** GET /v1/lab/{id}/browsers: the browsers the test runs on. */
        browsers: (id) => t.call({
            operation: 'list Codeless test browsers',
            method: 'GET',
            path: `${testPath(id)}/browsers`,
            response: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(_browsers_js__WEBPACK_IMPORTED_MODULE_1__/* .BrowserSchema */ .Y1),
            meanings: TEST_NOT_FOUND,
        }),
        /** POST /v1/lab/{id}/browsers: replaces the whole set with these `browser_id`s; safe to repeat (ASSUMPTIONS.safeToRepeat). */
        setBrowsers: (id, browserIds) => {
            const browser_ids = idList(browserIds, 'browser ids');
            return t.call({
                operation: 'set Codeless test browsers',
                method: 'POST',
                path: `${testPath(id)}/browsers`,
                json: { browser_ids },
                response: _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .AckSchema */ .to,
                idempotent: true,
                meanings: { ...(0,_assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .missingIds */ .ze)('browser IDs'), ...WRITE },
            });
        },
    };
}


/***/ }),

/***/ 36610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ INSUFFICIENT_CREDITS),
/* harmony export */   s: () => (/* binding */ READ_ONLY)
/* harmony export */ });
/**
 * The meanings the spec's Errors table gives a status on many endpoints, in one place; each resource
 * module adds what a status means on its own endpoints (`meanings` of a request).
 */
/** Authentication rule 4: a read-only account gets 403 on everything that creates, changes or triggers. */
const READ_ONLY = { 403: 'the account is read-only' };
/** 402 on the trigger and schedule endpoints. */
const INSUFFICIENT_CREDITS = { 402: 'insufficient credits' };


/***/ }),

/***/ 58280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H4: () => (/* binding */ MAX_PAGE_SIZE),
/* harmony export */   VV: () => (/* binding */ collectPages),
/* harmony export */   ks: () => (/* binding */ listPage),
/* harmony export */   wZ: () => (/* binding */ walkPages)
/* harmony export */ });
/* unused harmony exports DEFAULT_PAGE_SIZE, MAX_LIST_ITEMS, PAGE_CONCURRENCY, pageQuery */
/* harmony import */ var _text_key_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67126);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8164);



const DEFAULT_PAGE_SIZE = 10;
/**
 * The spec's `count` maximum, for the seven lists its Limits table names (team users, storage apps,
 * Codeless suites, Codeless tests, builds, tests in a build, tests). Elsewhere it shows no maximum.
 */
const MAX_PAGE_SIZE = 500;
/** `count` and `offset` are int32 (spec). */
const INT32_MAX = 2_147_483_647;
/**
 * The most items a walk reads unless its caller says otherwise: far above any list the actions read
 * (a build of tests, a suite's Codeless tests), far below what would exhaust the runner's memory. A
 * service claiming more ends the walk at once with one line.
 */
const MAX_LIST_ITEMS = 100_000;
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
    const maxItems = opts.maxItems ?? MAX_LIST_ITEMS;
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
    const seen = new _text_key_index_js__WEBPACK_IMPORTED_MODULE_2__/* .KeyIndex */ .u();
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
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7({
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

/***/ 63766:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TargetSchema: () => (/* binding */ TargetSchema),
/* harmony export */   stopRuns: () => (/* binding */ stopRuns)
/* harmony export */ });
/* unused harmony exports LATE_SPAWN_READS, LATE_SPAWN_PAUSE_MS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(55491);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _api_jobs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64842);
/* harmony import */ var _api_lab_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36579);
/* harmony import */ var _api_transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58280);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42179);
/* harmony import */ var _closing_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(66335);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(65939);








/** Stops sent at once by the post step: quick for a large job, gentle on the service. */
const STOP_CONCURRENCY = 8;
/**
 * After the first stops the job is read again, this far apart: once always, and up to this many times
 * while it is QUEUED or lists no test yet, since a job still spawning lists more tests a moment later.
 */
const LATE_SPAWN_READS = 3;
const LATE_SPAWN_PAUSE_MS = 2_000;
/** A target as main saved it; read back by the post step. */
const TargetSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .discriminatedUnion */ .gMt('kind', [
    zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz('suite'), id: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().positive() }),
    zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz('test'), id: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().positive() }),
    zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz('all'), url: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional() }),
]);
/**
 * Stops what the trigger started, unless the job ended meanwhile. Problems become warnings. Returns
 * the job as first read, before anything was stopped, and what was done in a sentence, also logged.
 */
async function stopRuns(request, ctx) {
    const { target, jobId, scope } = request;
    const read = await (0,_closing_js__WEBPACK_IMPORTED_MODULE_4__/* .readJob */ .cd)(jobId, ctx);
    const job = read.job;
    const done = (said, level = 'info') => {
        ctx.log[level](said);
        return { read, said };
    };
    if (job && _api_jobs_js__WEBPACK_IMPORTED_MODULE_1__/* .FINAL_JOB_STATUSES */ .O7.has(job.status))
        return done(`Job ${jobId} ended ${job.status} meanwhile: nothing to stop.`);
    if (scope === 'target')
        return done(await stopTarget(target, jobId, ctx));
    if (!job) {
        const why = jobId === undefined
            ? "the trigger's answer never came, so which runs it started is unknown"
            : `job ${jobId} could not be read, so its tests are unknown`;
        return done(`Stopped nothing: ${why}. Runs of ${(0,_target_js__WEBPACK_IMPORTED_MODULE_6__/* .describeTarget */ .ff)(target)} may go on; "stop-scope: target" would stop every run of it, other workflows' too.`, 'warning');
    }
    return done(await stopJobTests(job, jobId, ctx));
}
/** Stops the job's tests, then reads the job again briefly for tests it spawned late; says what it did. */
async function stopJobTests(first, jobId, ctx) {
    const tally = { stopped: 0, finished: 0, failed: 0 };
    const seen = new Set();
    let job = first;
    for (let read = 0; job; read++) {
        const fresh = job.test_ids.filter((id) => !seen.has(id));
        for (const id of fresh)
            seen.add(id);
        await inParallel(fresh, (id) => stopTest(id, tally, ctx));
        const spawning = job.status === 'QUEUED' || !job.test_ids.length;
        if (_api_jobs_js__WEBPACK_IMPORTED_MODULE_1__/* .FINAL_JOB_STATUSES */ .O7.has(job.status) || read >= (spawning ? LATE_SPAWN_READS : 1))
            break;
        try {
            await ctx.clock.sleep(LATE_SPAWN_PAUSE_MS, ctx.signal);
        }
        catch {
            break;
        }
        job = (await (0,_closing_js__WEBPACK_IMPORTED_MODULE_4__/* .readJob */ .cd)(jobId, ctx)).job;
    }
    return (`Job ${jobId} was still running when the workflow ended: stopped ${tally.stopped} of its ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(seen.size, 'test')}` +
        (tally.finished ? `; ${tally.finished} had already finished` : '') +
        (tally.failed ? `; ${tally.failed} could not be stopped` : '') +
        '. Other runs of the same Codeless tests were left alone.');
}
async function stopTest(id, tally, ctx) {
    try {
        await ctx.client.tests.stop(id);
        tally.stopped++;
    }
    catch (error) {
        // The spec: 404 on a test stop also means the test already finished.
        if (error instanceof _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && error.status === 404)
            tally.finished++;
        else {
            tally.failed++;
            ctx.log.warning(`Could not stop test ${id}: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}`);
        }
    }
}
/** `stop-scope: target`: every in-flight run of the target's Codeless tests, whoever started it; says what it did. */
async function stopTarget(target, jobId, ctx) {
    const ids = await codelessTestsOf(target, ctx);
    let stopped = 0;
    await inParallel(ids, async (id) => {
        try {
            await ctx.client.lab.stop(id);
            stopped++;
        }
        catch (error) {
            ctx.log.warning(`Could not stop the runs of Codeless test ${id}: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}`);
        }
    });
    const what = jobId === undefined
        ? 'The trigger whose answer never came may have started runs'
        : `Job ${jobId} was still running when the workflow ended`;
    return `${what}: stopped the runs of ${stopped} of ${ids.length} Codeless tests (${(0,_target_js__WEBPACK_IMPORTED_MODULE_6__/* .describeTarget */ .ff)(target)}).`;
}
async function inParallel(items, work) {
    const queue = [...items];
    const worker = async () => {
        for (let item = queue.shift(); item !== undefined; item = queue.shift())
            await work(item);
    };
    await Promise.all(Array.from({ length: Math.min(STOP_CONCURRENCY, queue.length) }, worker));
}
/** The Codeless tests a target ran: a suite's and the account's read over every page. */
async function codelessTestsOf(target, ctx) {
    if (target.kind === 'test')
        return [target.id];
    const { lab, labsuites } = ctx.client;
    const records = target.kind === 'suite'
        ? await (0,_api_transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .collectPages */ .VV)((page) => labsuites.tests(target.id, page))
        : await (0,_api_transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .collectPages */ .VV)((page) => lab.list(page));
    const ids = records.map(_api_lab_js__WEBPACK_IMPORTED_MODULE_2__/* .codelessIdOf */ .D9).filter((id) => id !== undefined);
    if (ids.length < records.length)
        ctx.log.warning(`${records.length - ids.length} Codeless test records without an ID could not be stopped.`);
    return ids;
}


/***/ }),

/***/ 67126:
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
    slots = (0,_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .growable */ .CL)(Uint32Array, 1024).fill(EMPTY);
    values = (0,_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .growable */ .CL)(Uint32Array, 1024);
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
        (0,_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .grow */ .wS)(this.slots, half * 2);
        (0,_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .grow */ .wS)(this.values, half * 2);
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
/* harmony export */   CL: () => (/* binding */ growable),
/* harmony export */   wS: () => (/* binding */ grow)
/* harmony export */ });
/* unused harmony export MAX_GROWABLE_ITEMS */
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
