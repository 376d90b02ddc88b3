export const id = 8653;
export const ids = [8653,2715];
export const modules = {

/***/ 78653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _report_world_step_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69446);
/* harmony import */ var _shard_durations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38229);
/* harmony import */ var _shard_matrix_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70087);
/* harmony import */ var _shard_plan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(54052);
/* harmony import */ var _shard_sessions_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(62715);
/* harmony import */ var _shard_test_list_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(75);
/* harmony import */ var _shard_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(45805);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(17744);









/**
 * Plans the legs of a test matrix: the tests' durations (`durationsOf`: the base's report of
 * `check-name`) and the team's free sessions read together, the plan made (src/shard/plan.ts), said in
 * the log and the job summary, and output as the matrix the next job's `strategy` takes.
 */
async function run(inputs, ctx, durationsOf = _shard_durations_js__WEBPACK_IMPORTED_MODULE_2__/* .baseDurations */ .l0) {
    const { tests } = inputs;
    ctx.log.info((0,_shard_test_list_js__WEBPACK_IMPORTED_MODULE_6__/* .listLine */ .lj)(tests));
    const [durations, capacity] = await Promise.all([
        durationsOf({ tests: tests.names, checkName: inputs.checkName, githubToken: inputs.githubToken }, ctx),
        (0,_shard_sessions_js__WEBPACK_IMPORTED_MODULE_5__.readCapacity)(inputs.capacity, ctx.client, ctx.signal),
    ]);
    const plan = (0,_shard_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .planShards */ .t)({ ...inputs.plan, tests: tests.names, durations, capacity });
    const result = (0,_shard_matrix_js__WEBPACK_IMPORTED_MODULE_3__/* .planResult */ .V)(plan);
    const matrix = JSON.stringify(result.matrix);
    for (const line of (0,_shard_text_js__WEBPACK_IMPORTED_MODULE_7__/* .planLines */ .HN)(plan))
        ctx.log.info(line);
    for (const leg of plan.legs)
        ctx.log.info(`  ${(0,_shard_text_js__WEBPACK_IMPORTED_MODULE_7__/* .legLine */ .ZQ)(leg)}`);
    for (const warning of [...(0,_shard_text_js__WEBPACK_IMPORTED_MODULE_7__/* .planWarnings */ .pH)(plan), ...(0,_shard_matrix_js__WEBPACK_IMPORTED_MODULE_3__/* .matrixWarnings */ .T)(result, matrix)])
        ctx.log.warning(warning);
    try {
        await (0,_report_world_step_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .stepSummaryWriter */ .w)(ctx.env.GITHUB_STEP_SUMMARY, ctx.log).append((0,_shard_text_js__WEBPACK_IMPORTED_MODULE_7__/* .planMarkdown */ .Xg)(plan));
    }
    catch (error) {
        ctx.log.warning(`Could not write the job summary: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}`);
    }
    return {
        outputs: {
            [_names_js__WEBPACK_IMPORTED_MODULE_8__/* .OUTPUTS */ .py.matrix]: matrix,
            [_names_js__WEBPACK_IMPORTED_MODULE_8__/* .OUTPUTS */ .py.legs]: String(result.legs),
            [_names_js__WEBPACK_IMPORTED_MODULE_8__/* .OUTPUTS */ .py.predictedSeconds]: result.predictedSeconds === null ? '' : String(result.predictedSeconds),
            [_names_js__WEBPACK_IMPORTED_MODULE_8__/* .OUTPUTS */ .py.untimed]: String(result.untimed),
        },
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

/***/ 33465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ maskSecretFields)
/* harmony export */ });
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);

const MAX_DEPTH = 4;
/**
 * Masks every string held under a secret-looking field name (ASSUMPTIONS.secretFields), at any depth (a wrapper object or an
 * array of keys included), so no log line can show it; returns the record untouched.
 */
function maskSecretFields(t, record) {
    const walk = (value, secret, depth) => {
        if (typeof value === 'string') {
            if (secret)
                t.maskSecret(value);
            return;
        }
        if (!value || typeof value !== 'object' || depth > MAX_DEPTH)
            return;
        for (const [name, child] of Object.entries(value))
            walk(child, secret || _assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .SECRET_FIELD */ .ap.test(name), depth + 1);
    };
    walk(record, false, 0);
    return record;
}


/***/ }),

/***/ 71051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hj: () => (/* binding */ sessionsOf),
/* harmony export */   YV: () => (/* binding */ teamApi)
/* harmony export */ });
/* unused harmony export SESSION_KINDS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55491);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8164);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33465);
/* harmony import */ var _transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58280);
/* harmony import */ var _transport_path_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53655);







const SessionSlotsSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ vms: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .int32 */ .HA, physical: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .int32 */ .HA });
/** Team concurrency: what the plan allows and what is in use now, VMs and physical devices. */
const TeamSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    concurrency: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ allowed: SessionSlotsSchema, current: SessionSlotsSchema }),
});
/** The two kinds of sessions the team record counts: VMs (browsers, emulators) and physical devices. */
const SESSION_KINDS = (/* unused pure expression or super */ null && (['vms', 'physical']));
function sessionsOf(team, kind) {
    const allowed = team.concurrency.allowed[kind];
    const inUse = team.concurrency.current[kind];
    return { kind, allowed, inUse, free: (0,_assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .sessionsFree */ .Of)(allowed, inUse) };
}
const TeamMemberSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    id: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .int32 */ .HA,
    first_name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    last_name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    email: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    credits: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .int32 */ .HA,
    device_credits: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .int32 */ .HA,
    isPaid: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    verified: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    /** The team owner's user ID; 0 for the owner. */
    parent_id: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .int32 */ .HA,
});
const TeamCredentialResetSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ success: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(), client_key: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() });
const NOT_ADMIN = 'the caller is not a team admin';
/** Authentication rule 4: a read-only account gets 403 on what creates or changes something too. */
const OR_READ_ONLY = ', or the account is read-only';
const NOT_FOUND = { 404: 'no such team member' };
// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
function teamApi(t) {
    const userPath = (id) => (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_5__/* .route */ .wE) `/v1/team-management/users/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_6__/* .idOf */ .TH)(id, 'team member id')}`;
    return {
        /** GET /v1/team-management: concurrency allowed and in use, VMs and physical devices. */
        get: (signal) => t.call({
            operation: 'get team concurrency',
            method: 'GET',
            path: '/v1/team-management',
            response: TeamSchema,
            signal,
        }),
        /** GET /v1/team-management/users: one page of members; team admins only. */
        listMembers: (page) => (0,_transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .listPage */ .ks)(t, {
            operation: 'list team members',
            path: '/v1/team-management/users',
            page,
            maxCount: _transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_PAGE_SIZE */ .H4,
            // The spec shows this list as `{ data: [TeamMember], meta: Meta }`.
            enveloped: true,
            item: TeamMemberSchema,
            meanings: { 403: NOT_ADMIN },
        }),
        /**
         * POST /v1/team-management/users: a sub-account on the caller's plan; paid plan and admin only.
         * `email` and `password` are required (spec) and checked before sending: its row lists no 400.
         */
        createMember: (body) => {
            for (const field of ['email', 'password']) {
                const value = body[field];
                if (typeof value !== 'string' || !value.trim())
                    throw new TypeError(`a new team member needs ${field === 'email' ? 'an email' : 'a password'}`);
            }
            return t.call({
                operation: 'create team member',
                method: 'POST',
                path: '/v1/team-management/users',
                json: body,
                response: TeamMemberSchema,
                meanings: { 403: `the caller is not on a paid plan or not a team admin${OR_READ_ONLY}` },
            });
        },
        /** GET /v1/team-management/users/{id}: admins read any member, others only themselves. */
        getMember: (id) => t.call({
            operation: 'get team member',
            method: 'GET',
            path: userPath(id),
            response: TeamMemberSchema,
            meanings: { 403: 'only a team admin may read another member', ...NOT_FOUND },
        }),
        /** PUT /v1/team-management/users/{id}: credits may not exceed the owner's remaining balance. */
        updateMember: (id, body) => t.call({
            operation: 'update team member',
            method: 'PUT',
            path: userPath(id),
            json: body,
            response: TeamMemberSchema,
            meanings: {
                403: `the caller is not on a paid plan or not a team admin, the credits exceed the owner's remaining balance${OR_READ_ONLY}`,
                ...NOT_FOUND,
            },
        }),
        /** GET /v1/team-management/users/{id}/client-key: the member's API key (never the secret); admin only. */
        getClientKey: async (id) => (0,_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .maskSecretFields */ .e)(t, await t.call({
            operation: 'get team member client key',
            method: 'GET',
            path: (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_5__/* .route */ .wE) `/v1/team-management/users/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_6__/* .idOf */ .TH)(id, 'team member id')}/client-key`,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .LenientRecordSchema */ .an,
            meanings: { 403: NOT_ADMIN, ...NOT_FOUND },
        })),
        /**
         * POST /v1/team-management/users/{id}/reset-keys: rotates key and secret, the old ones stop working
         * at once. Never repeated once it may have reached the service: a second reset would orphan the
         * first new key.
         */
        resetKeys: async (id) => {
            const reset = await t.call({
                operation: 'reset team member keys',
                method: 'POST',
                path: (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_5__/* .route */ .wE) `/v1/team-management/users/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_6__/* .idOf */ .TH)(id, 'team member id')}/reset-keys`,
                json: {},
                response: TeamCredentialResetSchema,
                meanings: { 403: `the caller is neither a team admin nor the member${OR_READ_ONLY}`, ...NOT_FOUND },
            });
            t.maskSecret(reset.client_key);
            return reset;
        },
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

/***/ 69446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ stepSummaryWriter)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23243);


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
                return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).size;
            }
            catch {
                return 0;
            }
        },
        append: (markdown) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(path, (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_1__/* .wellFormed */ .ES)(markdown), 'utf8'),
    };
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

/***/ 62715:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readCapacity: () => (/* binding */ readCapacity)
/* harmony export */ });
/* harmony import */ var _api_team_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71051);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72487);


/**
 * The team's free sessions of the kind the setting names (GET /v1/team-management), read once. An
 * answer that cannot be read is `unknown`, with why, and the plan goes on without the cap: the
 * sessions size the legs, they do not decide whether the tests run. A cancel rejects.
 */
async function readCapacity(setting, client, signal) {
    if (setting === 'none')
        return { kind: 'none' };
    try {
        return (0,_api_team_js__WEBPACK_IMPORTED_MODULE_0__/* .sessionsOf */ .Hj)(await client.team.get(signal), setting);
    }
    catch (error) {
        signal.throwIfAborted();
        if (!(error instanceof _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7))
            throw error;
        return { kind: 'unknown', why: (0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__.messageOf)(error) };
    }
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
