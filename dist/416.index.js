export const id = 416;
export const ids = [416];
export const modules = {

/***/ 37119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OI: () => (/* binding */ browsersApi),
/* harmony export */   Y1: () => (/* binding */ BrowserSchema)
/* harmony export */ });
/* unused harmony export BROWSER_TYPES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
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

/***/ 85416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createServiceClient: () => (/* binding */ createServiceClient)
});

// EXTERNAL MODULE: ./src/api/browsers.ts
var browsers = __webpack_require__(37119);
// EXTERNAL MODULE: ./src/api/assumptions.ts
var assumptions = __webpack_require__(11816);
// EXTERNAL MODULE: ./src/api/pagination.ts
var pagination = __webpack_require__(43350);
// EXTERNAL MODULE: ./src/api/refs.ts
var refs = __webpack_require__(93916);
// EXTERNAL MODULE: ./src/api/schemas.ts
var schemas = __webpack_require__(8164);
// EXTERNAL MODULE: ./src/api/path.ts
var api_path = __webpack_require__(6541);
// EXTERNAL MODULE: ./src/api/meanings.ts
var meanings = __webpack_require__(36610);
;// CONCATENATED MODULE: ./src/api/builds.ts






/** Build records in build lists are "not shown" in the spec. */
const BuildSchema = schemas/* LenientRecordSchema */.an;
/**
 * Test records are "not shown" beyond a description: read them only through an adapter
 * (src/report/test-record.ts) that treats what is missing as unknown.
 */
const TestRecordSchema = schemas/* LenientRecordSchema */.an;
/** `skip_fields` as the spec takes it: one comma-separated string, absent when empty. */
function skipFieldsQuery(fields) {
    return fields?.length ? fields.join(',') : undefined;
}
const BUILD_NOT_FOUND = { 404: 'no such build' };
/**
 * `<build>` goes in the path, as the endpoint table shows it; the machine-readable description's
 * required `id` query parameter mirrors that path segment and is not sent (ASSUMPTIONS.noSplatOrIdQuery).
 */
const buildPath = (build) => (0,api_path/* route */.wE) `/v1/builds/${(0,refs/* buildRefOf */.tw)(build)}`;
function buildsApi(t) {
    return {
        /** GET /v1/builds: one page of the account's builds. */
        list: (page) => (0,pagination/* listPage */.ks)(t, {
            operation: 'list builds',
            path: '/v1/builds',
            page,
            maxCount: pagination/* MAX_PAGE_SIZE */.H4,
            item: BuildSchema,
        }),
        /** GET /v1/builds/<build>: one page of the tests of a build, by numeric ID or `capabilities.build`. */
        tests: (build, page = {}) => (0,pagination/* listPage */.ks)(t, {
            operation: 'list the tests of a build',
            path: buildPath(build),
            page,
            maxCount: pagination/* MAX_PAGE_SIZE */.H4,
            query: { skip_fields: skipFieldsQuery(page.skipFields) },
            item: TestRecordSchema,
            meanings: assumptions/* BUILD_NOT_YET_MEANINGS */.Hl,
        }),
        /** DELETE /v1/builds/<build>: the build and every test and asset in it, for good. */
        delete: (build) => t.call({
            operation: 'delete build',
            method: 'DELETE',
            path: buildPath(build),
            meanings: { ...meanings/* READ_ONLY */.s, ...BUILD_NOT_FOUND },
        }),
    };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var classic_schemas = __webpack_require__(9691);
;// CONCATENATED MODULE: ./src/api/configuration.ts

/** A flat array of IPv4 addresses: no CIDR, no metadata (spec). */
const IpRangesSchema = classic_schemas/* array */.YOg(classic_schemas/* ipv4 */.uXy());
function configurationApi(t) {
    return {
        /** GET /v1/configuration/ip-ranges: the test machines' addresses, for allow-lists; needs no credentials. */
        ipRanges: () => t.call({
            operation: 'get the test machine IP addresses',
            method: 'GET',
            path: '/v1/configuration/ip-ranges',
            auth: false,
            response: IpRangesSchema,
        }),
    };
}

// EXTERNAL MODULE: ./src/api/devices.ts
var devices = __webpack_require__(11855);
// EXTERNAL MODULE: ./src/api/jobs.ts
var jobs = __webpack_require__(64842);
// EXTERNAL MODULE: ./src/api/lab.ts
var lab = __webpack_require__(36579);
;// CONCATENATED MODULE: ./src/api/labsuites.ts










/** Codeless suite record and its create acknowledgement: "not shown" in the spec. */
const CodelessSuiteSchema = schemas/* LenientRecordSchema */.an;
const SUITE_NOT_FOUND = { 404: 'no such Codeless suite' };
const WRITE = { ...meanings/* READ_ONLY */.s, ...SUITE_NOT_FOUND };
const suitePath = (id) => (0,api_path/* route */.wE) `/v1/labsuites/${(0,refs/* idOf */.TH)(id, 'Codeless suite id')}`;
// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
function labsuitesApi(t) {
    return {
        /** GET /v1/labsuites: one page of the account's suites. */
        list: (page) => (0,pagination/* listPage */.ks)(t, {
            operation: 'list Codeless suites',
            path: '/v1/labsuites',
            page,
            maxCount: pagination/* MAX_PAGE_SIZE */.H4,
            item: CodelessSuiteSchema,
        }),
        /** POST /v1/labsuites: body fields not shown, so the caller supplies them. */
        create: (body) => t.call({
            operation: 'create Codeless suite',
            method: 'POST',
            path: '/v1/labsuites',
            json: body,
            response: schemas/* LenientRecordSchema */.an,
            meanings: meanings/* READ_ONLY */.s,
        }),
        /** GET /v1/labsuites/{id}. */
        get: (id) => t.call({
            operation: 'get Codeless suite',
            method: 'GET',
            path: suitePath(id),
            response: CodelessSuiteSchema,
            meanings: SUITE_NOT_FOUND,
        }),
        /** DELETE /v1/labsuites/{id}: only the grouping; the tests are kept. */
        delete: (id) => t.call({
            operation: 'delete Codeless suite',
            method: 'DELETE',
            path: suitePath(id),
            meanings: WRITE,
        }),
        /**
         * POST /v1/labsuites/{id}/trigger: queues every test of the suite. Sent once: the transport never
         * repeats a POST that may have reached the service, so a run is never billed twice.
         */
        trigger: (id) => t.call({
            operation: 'trigger Codeless suite',
            method: 'POST',
            path: `${suitePath(id)}/trigger`,
            response: jobs/* RunAckSchema */.Cs,
            meanings: { ...meanings/* INSUFFICIENT_CREDITS */.d, ...WRITE },
        }),
        /** GET /v1/labsuites/{id}/tests: one page of the suite's Codeless tests (no `count` maximum shown). */
        tests: (id, page) => (0,pagination/* listPage */.ks)(t, {
            operation: 'list Codeless suite tests',
            path: `${suitePath(id)}/tests`,
            page,
            item: lab/* CodelessTestSchema */.qx,
            meanings: SUITE_NOT_FOUND,
        }),
        /** POST /v1/labsuites/{id}/tests: adds existing Codeless tests to the suite. */
        addTests: (id, testIds) => {
            const test_ids = (0,lab/* idList */.Mt)(testIds, 'test ids');
            return t.call({
                operation: 'add tests to Codeless suite',
                method: 'POST',
                path: `${suitePath(id)}/tests`,
                json: { test_ids },
                response: schemas/* AckSchema */.to,
                meanings: { ...(0,assumptions/* missingIds */.ze)('test IDs'), ...WRITE },
            });
        },
        /** DELETE /v1/labsuites/{id}/tests/{testid}: takes a test out of the suite; the test is kept. */
        removeTest: (id, testId) => t.call({
            operation: 'remove test from Codeless suite',
            method: 'DELETE',
            path: `${suitePath(id)}${(0,api_path/* route */.wE) `/tests/${(0,refs/* idOf */.TH)(testId, 'Codeless test id')}`}`,
            meanings: { ...meanings/* READ_ONLY */.s, 404: 'no such Codeless suite, or the test is not in it' },
        }),
        /** GET /v1/labsuites/{id}/browsers. */
        browsers: (id) => t.call({
            operation: 'list Codeless suite browsers',
            method: 'GET',
            path: `${suitePath(id)}/browsers`,
            response: classic_schemas/* array */.YOg(browsers/* BrowserSchema */.Y1),
            meanings: SUITE_NOT_FOUND,
        }),
        /** POST /v1/labsuites/{id}/browsers: replaces the suite's browser set; safe to repeat (ASSUMPTIONS.safeToRepeat). */
        setBrowsers: (id, browserIds) => {
            const browser_ids = (0,lab/* idList */.Mt)(browserIds, 'browser ids');
            return t.call({
                operation: 'set Codeless suite browsers',
                method: 'POST',
                path: `${suitePath(id)}/browsers`,
                json: { browser_ids },
                response: schemas/* AckSchema */.to,
                idempotent: true,
                meanings: { ...(0,assumptions/* missingIds */.ze)('browser IDs'), ...WRITE },
            });
        },
    };
}

;// CONCATENATED MODULE: ./src/api/screenshots.ts





function screenshotsApi(t) {
    return {
        /** GET /v1/screenshots: one page of batches (records "not shown"; no `count` maximum shown). */
        list: (page) => (0,pagination/* listPage */.ks)(t, {
            operation: 'list screenshot batches',
            path: '/v1/screenshots',
            page,
            item: schemas/* LenientRecordSchema */.an,
        }),
        /** POST /v1/screenshots: queues a cross-browser screenshot batch. */
        create: (body) => t.call({
            operation: 'queue screenshots',
            method: 'POST',
            path: '/v1/screenshots',
            json: body,
            response: schemas/* LenientRecordSchema */.an,
            meanings: {
                400: 'missing required screenshot parameters (target URL, resolution)',
                ...meanings/* READ_ONLY */.s,
            },
        }),
        /** GET /v1/screenshots/{id}: per-browser results and the processing state. */
        get: (id, options = {}) => t.call({
            operation: 'get screenshot batch',
            method: 'GET',
            path: (0,api_path/* route */.wE) `/v1/screenshots/${(0,refs/* idOf */.TH)(id, 'screenshot batch id')}`,
            query: {
                excludeIds: options.excludeIds?.length
                    ? options.excludeIds.map((v) => (0,refs/* idOf */.TH)(v, 'screenshot id')).join(',')
                    : undefined,
            },
            response: schemas/* LenientRecordSchema */.an,
            meanings: { 404: 'no such screenshot batch' },
        }),
    };
}

// EXTERNAL MODULE: ./src/api/storage.ts
var storage = __webpack_require__(39753);
;// CONCATENATED MODULE: ./src/api/secrets.ts

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
            walk(child, secret || assumptions/* SECRET_FIELD */.ap.test(name), depth + 1);
    };
    walk(record, false, 0);
    return record;
}

;// CONCATENATED MODULE: ./src/api/team.ts






const SessionSlotsSchema = classic_schemas/* object */.Ikc({ vms: schemas/* int32 */.HA, physical: schemas/* int32 */.HA });
/** Team concurrency: what the plan allows and what is in use now, VMs and physical devices. */
const TeamSchema = classic_schemas/* object */.Ikc({
    concurrency: classic_schemas/* object */.Ikc({ allowed: SessionSlotsSchema, current: SessionSlotsSchema }),
});
const TeamMemberSchema = classic_schemas/* object */.Ikc({
    id: schemas/* int32 */.HA,
    first_name: classic_schemas/* string */.YjP(),
    last_name: classic_schemas/* string */.YjP(),
    email: classic_schemas/* string */.YjP(),
    credits: schemas/* int32 */.HA,
    device_credits: schemas/* int32 */.HA,
    isPaid: classic_schemas/* boolean */.zMY(),
    verified: classic_schemas/* boolean */.zMY(),
    /** The team owner's user ID; 0 for the owner. */
    parent_id: schemas/* int32 */.HA,
});
const TeamCredentialResetSchema = classic_schemas/* object */.Ikc({ success: classic_schemas/* boolean */.zMY(), client_key: classic_schemas/* string */.YjP() });
const NOT_ADMIN = 'the caller is not a team admin';
const NOT_FOUND = { 404: 'no such team member' };
// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
function teamApi(t) {
    const userPath = (id) => (0,api_path/* route */.wE) `/v1/team-management/users/${(0,refs/* idOf */.TH)(id, 'team member id')}`;
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
        listMembers: (page) => (0,pagination/* listPage */.ks)(t, {
            operation: 'list team members',
            path: '/v1/team-management/users',
            page,
            maxCount: pagination/* MAX_PAGE_SIZE */.H4,
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
                meanings: { 403: 'the caller is not on a paid plan or not a team admin' },
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
                403: "the caller is not on a paid plan or not a team admin, or the credits exceed the owner's remaining balance",
                ...NOT_FOUND,
            },
        }),
        /** GET /v1/team-management/users/{id}/client-key: the member's API key (never the secret); admin only. */
        getClientKey: async (id) => maskSecretFields(t, await t.call({
            operation: 'get team member client key',
            method: 'GET',
            path: (0,api_path/* route */.wE) `/v1/team-management/users/${(0,refs/* idOf */.TH)(id, 'team member id')}/client-key`,
            response: schemas/* LenientRecordSchema */.an,
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
                path: (0,api_path/* route */.wE) `/v1/team-management/users/${(0,refs/* idOf */.TH)(id, 'team member id')}/reset-keys`,
                json: {},
                response: TeamCredentialResetSchema,
                meanings: { 403: 'the caller is neither a team admin nor the member', ...NOT_FOUND },
            });
            t.maskSecret(reset.client_key);
            return reset;
        },
    };
}

;// CONCATENATED MODULE: ./src/api/tests.ts






const TEST_NOT_FOUND = { 404: 'no such test' };
const testPath = (ref) => (0,api_path/* route */.wE) `/v1/tests/${(0,refs/* testRefOf */.$_)(ref)}`;
// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
function testsApi(t) {
    return {
        /** GET /v1/tests: one page of tests, newest first, optionally filtered. */
        list: (request = {}) => {
            if (request.since !== undefined && !(Number.isInteger(request.since) && request.since >= 0))
                throw new RangeError(`since must be a UNIX time in whole seconds, got ${request.since}`);
            return (0,pagination/* listPage */.ks)(t, {
                operation: 'list tests',
                path: '/v1/tests',
                page: request,
                maxCount: pagination/* MAX_PAGE_SIZE */.H4,
                query: {
                    since: request.since,
                    browser_id: request.browserId === undefined ? undefined : (0,refs/* idOf */.TH)(request.browserId, 'browser id'),
                    group: request.group,
                    build: request.build,
                    skip_fields: skipFieldsQuery(request.skipFields),
                },
                item: TestRecordSchema,
                meanings: { 404: 'no such group or build' },
            });
        },
        /** POST /v1/tests: records a manual or external test result. */
        create: (body) => t.call({
            operation: 'create test',
            method: 'POST',
            path: '/v1/tests',
            json: body,
            response: schemas/* AckSchema */.to,
            meanings: { 400: 'the test result is invalid', ...meanings/* READ_ONLY */.s },
        }),
        /** GET /v1/tests/{id}, by numeric ID or WebDriver session UUID. */
        get: (ref, options = {}) => t.call({
            operation: 'get test',
            method: 'GET',
            path: testPath(ref),
            query: { skip_fields: skipFieldsQuery(options.skipFields) },
            response: TestRecordSchema,
            meanings: TEST_NOT_FOUND,
        }),
        /** PUT /v1/tests/{id}: marks passed or failed, sets groups, build or a status message. */
        update: (ref, body) => t.call({
            operation: 'update test',
            method: 'PUT',
            path: testPath(ref),
            json: body,
            response: schemas/* AckSchema */.to,
            meanings: { ...meanings/* READ_ONLY */.s, ...TEST_NOT_FOUND },
        }),
        /**
         * POST /v1/tests/{id}: the spec's alias of PUT for clients that cannot send PUT. Same body and
         * behaviour, so repeating it is as harmless as repeating the PUT (ASSUMPTIONS.safeToRepeat).
         */
        updateByPost: (ref, body) => t.call({
            operation: 'update test',
            method: 'POST',
            path: testPath(ref),
            json: body,
            response: schemas/* AckSchema */.to,
            meanings: { ...meanings/* READ_ONLY */.s, ...TEST_NOT_FOUND },
            idempotent: true,
        }),
        /** DELETE /v1/tests/{id}: the test and every asset. */
        delete: (ref) => t.call({
            operation: 'delete test',
            method: 'DELETE',
            path: testPath(ref),
            meanings: { ...meanings/* READ_ONLY */.s, ...TEST_NOT_FOUND },
        }),
        /** PUT /v1/tests/{id}/stop: ends a running test; its assets then become downloadable. */
        stop: (ref) => t.call({
            operation: 'stop test',
            method: 'PUT',
            path: `${testPath(ref)}/stop`,
            json: {},
            response: schemas/* AckSchema */.to,
            meanings: { ...meanings/* READ_ONLY */.s, 404: 'no such test, or it already finished' },
        }),
    };
}

// EXTERNAL MODULE: ./src/api/transport.ts + 5 modules
var api_transport = __webpack_require__(90616);
// EXTERNAL MODULE: ./src/api/tunnels.ts
var tunnels = __webpack_require__(27779);
;// CONCATENATED MODULE: ./src/api/user.ts




function userApi(t) {
    return {
        /** GET /v1/user: name, plan, billing, credits, concurrency caps; field names "not shown". */
        get: () => t.call({
            operation: 'get user',
            method: 'GET',
            path: '/v1/user',
            response: schemas/* LenientRecordSchema */.an,
        }),
        /** PUT /v1/user: the response is "not shown". */
        update: (body) => t.call({
            operation: 'update user',
            method: 'PUT',
            path: '/v1/user',
            json: body,
            response: schemas/* LenientRecordSchema */.an,
            meanings: { ...assumptions/* USER_UPDATE_MEANINGS */.Jv, ...meanings/* READ_ONLY */.s },
        }),
        /** GET /v1/user/keys: the caller's API key and secret (field names "not shown"), masked at once. */
        keys: async () => maskSecretFields(t, await t.call({
            operation: 'get API keys',
            method: 'GET',
            path: '/v1/user/keys',
            response: schemas/* LenientRecordSchema */.an,
        })),
    };
}

;// CONCATENATED MODULE: ./src/api/webhooks.ts







const WEBHOOK_HTTP_METHODS = (/* unused pure expression or super */ null && (['POST', 'PUT', 'PATCH']));
const WEBHOOK_ALERT_TYPES = (/* unused pure expression or super */ null && (['ALL', 'VIRTUAL', 'REAL']));
const WEBHOOK_AUTH_TYPES = (/* unused pure expression or super */ null && (['NONE', 'BASIC', 'BEARER']));
/** The spec's limit per team. */
const MAX_WEBHOOKS_PER_TEAM = 5;
const KeyValueSchema = classic_schemas/* object */.Ikc({ key: classic_schemas/* string */.YjP(), value: classic_schemas/* string */.YjP() });
/** A field the spec names without promising it: absent, null or of another type, it reads as undefined. */
const optional = (schema) => schema.optional().catch(undefined);
/**
 * The spec names the webhook's fields without marking any required, and a deployment without the
 * extended webhook columns (`name` and the delivery settings) leaves them out. So only `id`, which
 * every later call needs, is required; the rest is read when present. Reads never carry the
 * BASIC/BEARER credentials; `signing_secret` comes only from create and rotate.
 */
const WebhookSchema = classic_schemas/* object */.Ikc({
    id: schemas/* positiveId */.xf,
    name: optional(classic_schemas/* string */.YjP()),
    url: optional(classic_schemas/* string */.YjP()),
    /** POST, PUT or PATCH in the spec; kept as text so another value is shown, not refused. */
    http_method: optional(classic_schemas/* string */.YjP()),
    failure_only: optional(classic_schemas/* boolean */.zMY()),
    /** ALL, VIRTUAL or REAL in the spec. */
    alert_types: optional(classic_schemas/* string */.YjP()),
    name_filter: optional(classic_schemas/* string */.YjP().nullable()),
    /** NONE, BASIC or BEARER in the spec. */
    auth_type: optional(classic_schemas/* string */.YjP()),
    headers: optional(classic_schemas/* array */.YOg(KeyValueSchema)),
    params: optional(classic_schemas/* array */.YOg(KeyValueSchema)),
    payload_template: optional(classic_schemas/* string */.YjP().nullable()),
    created_at: optional(schemas/* timestamp */.vE),
    updated_at: optional(schemas/* timestamp */.vE),
    signing_secret: optional(classic_schemas/* string */.YjP()),
});
const WebhookTestResultSchema = classic_schemas/* object */.Ikc({
    ok: optional(classic_schemas/* boolean */.zMY()),
    status: optional(classic_schemas/* number */.aig().int()),
    duration_ms: optional(classic_schemas/* number */.aig().int()),
    headers: optional(classic_schemas/* record */.g1P(classic_schemas/* string */.YjP(), classic_schemas/* unknown */.L5J())),
    body: optional(classic_schemas/* string */.YjP()),
    sent_payload: optional(classic_schemas/* string */.YjP()),
});
const WebhookDeleteResultSchema = classic_schemas/* object */.Ikc({
    success: optional(classic_schemas/* boolean */.zMY()),
    message: optional(classic_schemas/* string */.YjP()),
});
const WebhookRotateResultSchema = classic_schemas/* object */.Ikc({ id: optional(schemas/* positiveId */.xf), signing_secret: classic_schemas/* string */.YjP() });
/**
 * Masks a `signing_secret` the moment the body is read, before the schema judges the rest: a secret
 * the service generated is never printed, whatever else is wrong with the answer.
 */
function maskingSecret(t, schema) {
    return schemas/* LenientRecordSchema */.an.transform((record) => {
        if (typeof record.signing_secret === 'string')
            t.maskSecret(record.signing_secret);
        return record;
    }).pipe(schema);
}
/** Every webhook status is assumed: ASSUMPTIONS.webhookStatuses, webhookReadOnly and webhookRateLimit. */
const INVALID = assumptions/* WEBHOOK_MEANINGS */.pt.invalid(MAX_WEBHOOKS_PER_TEAM);
const webhooks_NOT_FOUND = assumptions/* WEBHOOK_MEANINGS */.pt.notFound;
// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
function webhooksApi(t) {
    const path = (id) => (0,api_path/* route */.wE) `/v1/webhooks/${(0,refs/* idOf */.TH)(id, 'webhook id')}`;
    return {
        /** GET /v1/webhooks: one page of the team's webhooks, without secrets. */
        list: (page) => (0,pagination/* listPage */.ks)(t, {
            operation: 'list webhooks',
            path: '/v1/webhooks',
            page,
            // The spec shows `{ data: [Webhook], meta }` and no `count` maximum (a team has at most 5).
            enveloped: true,
            item: WebhookSchema,
        }),
        /** GET /v1/webhooks/{id}: without credentials or signing secret. */
        get: (id) => t.call({
            operation: 'get webhook',
            method: 'GET',
            path: path(id),
            response: WebhookSchema,
            meanings: webhooks_NOT_FOUND,
        }),
        /** POST /v1/webhooks: the response's `signing_secret` is masked before anything else is read. */
        create: (body) => t.call({
            operation: 'create webhook',
            method: 'POST',
            path: '/v1/webhooks',
            json: body,
            response: maskingSecret(t, WebhookSchema),
            meanings: { ...INVALID, ...meanings/* READ_ONLY */.s },
        }),
        /** PUT /v1/webhooks/{id}: changes only the fields sent. */
        update: (id, body) => t.call({
            operation: 'update webhook',
            method: 'PUT',
            path: path(id),
            json: body,
            response: WebhookSchema,
            meanings: { ...INVALID, ...meanings/* READ_ONLY */.s, ...webhooks_NOT_FOUND },
        }),
        /** DELETE /v1/webhooks/{id}: deliveries stop at once. */
        delete: (id) => t.call({
            operation: 'delete webhook',
            method: 'DELETE',
            path: path(id),
            response: WebhookDeleteResultSchema,
            meanings: { ...meanings/* READ_ONLY */.s, ...webhooks_NOT_FOUND },
        }),
        /** POST /v1/webhooks/{id}/rotate-secret: the old secret stops verifying at once; the new one is masked. */
        rotateSecret: (id) => t.call({
            operation: 'rotate webhook signing secret',
            method: 'POST',
            path: (0,api_path/* route */.wE) `/v1/webhooks/${(0,refs/* idOf */.TH)(id, 'webhook id')}/rotate-secret`,
            json: {},
            response: maskingSecret(t, WebhookRotateResultSchema),
            meanings: { ...meanings/* READ_ONLY */.s, ...webhooks_NOT_FOUND },
        }),
        /** POST /v1/webhooks/{id}/test: sends a sample delivery now and reports the receiver's answer. */
        test: (id) => t.call({
            operation: 'test webhook',
            method: 'POST',
            path: (0,api_path/* route */.wE) `/v1/webhooks/${(0,refs/* idOf */.TH)(id, 'webhook id')}/test`,
            json: {},
            response: WebhookTestResultSchema,
            meanings: {
                ...meanings/* READ_ONLY */.s,
                ...webhooks_NOT_FOUND,
                ...assumptions/* WEBHOOK_MEANINGS */.pt.rateLimited,
            },
        }),
    };
}

;// CONCATENATED MODULE: ./src/api/client.ts















/** The whole service API, one namespace per resource of the spec, all over one transport. */
function createServiceClient(options) {
    const transport = options instanceof api_transport/* Transport */.o ? options : new api_transport/* Transport */.o(options);
    return {
        transport,
        tunnels: (0,tunnels/* tunnelsApi */.wj)(transport),
        jobs: (0,jobs/* jobsApi */.Bt)(transport),
        builds: buildsApi(transport),
        tests: testsApi(transport),
        devices: (0,devices/* devicesApi */.oR)(transport),
        browsers: (0,browsers/* browsersApi */.OI)(transport),
        configuration: configurationApi(transport),
        team: teamApi(transport),
        user: userApi(transport),
        webhooks: webhooksApi(transport),
        screenshots: screenshotsApi(transport),
        storage: (0,storage/* storageApi */.Sx)(transport),
        lab: (0,lab/* labApi */.u)(transport),
        labsuites: labsuitesApi(transport),
        /** The same client, each call ending within `bound` (a wait's calls, bounded by its input). */
        within: (bound) => createServiceClient(transport.within(bound)),
        /** Releases keep-alive sockets; call once the work is done. */
        close: () => transport.close(),
    };
}


/***/ }),

/***/ 49043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ createDispatcher)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46752);
/* harmony import */ var _outside_urls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44202);
/* harmony import */ var _proxy_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(24988);



/** How long making a connection may take, before any request is sent on it. */
const CONNECT_TIMEOUT_MS = 10_000;
const KEEP_ALIVE_MS = 4_000;
/**
 * The connection pool every request of a transport goes through, unless the caller gives its own: the
 * one place that decides how the service, GitHub and downloads are reached. HTTP(S)_PROXY and NO_PROXY
 * come from `env` only (never what undici would read from process.env behind our back), read as
 * proxy-settings.ts says; credentials in a proxy URL become Basic Proxy-Authorization (undici's
 * ProxyAgent). Certificates: Node's default store, which NODE_EXTRA_CA_CERTS extends at process start.
 */
function createDispatcher(env = process.env, options = {}) {
    const timeout = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
    const lookup = options.policy ? { lookup: (0,_outside_urls_js__WEBPACK_IMPORTED_MODULE_1__/* .guardedLookup */ .rN)(options.policy) } : {};
    const direct = new undici__WEBPACK_IMPORTED_MODULE_0__/* .Agent */ .g6({ keepAliveTimeout: KEEP_ALIVE_MS, connect: { timeout, ...lookup } });
    const { httpProxy, httpsProxy, noProxy } = (0,_proxy_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .proxySettingsOf */ .tR)(env);
    if (!httpProxy && !httpsProxy)
        return direct;
    const agents = new Map();
    const agentFor = (uri) => {
        if (!uri)
            return undefined;
        if (!URL.canParse(uri))
            throw new Error('The proxy address in HTTPS_PROXY or HTTP_PROXY is not a URL.');
        let agent = agents.get(uri);
        if (!agent) {
            // The proxy itself is the user's choice, wherever it is: the policy is not asked about it.
            agent = new undici__WEBPACK_IMPORTED_MODULE_0__/* .ProxyAgent */ .kT({ uri, keepAliveTimeout: KEEP_ALIVE_MS, connectTimeout: timeout });
            agents.set(uri, agent);
        }
        return agent;
    };
    const proxies = { 'http:': agentFor(httpProxy), 'https:': agentFor(httpsProxy) };
    return new ProxyRouter(direct, proxies, (0,_proxy_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .noProxyMatcher */ .i2)(noProxy));
}
/**
 * Sends each request through the proxy for its scheme, or directly where NO_PROXY says (undici's own
 * EnvHttpProxyAgent reads no CIDR range, and no loopback address for `localhost`).
 */
class ProxyRouter extends undici__WEBPACK_IMPORTED_MODULE_0__/* .Dispatcher */ .mk {
    direct;
    proxies;
    bypass;
    constructor(direct, proxies, bypass) {
        super();
        this.direct = direct;
        this.proxies = proxies;
        this.bypass = bypass;
    }
    dispatch(options, handler) {
        return (this.proxyFor(new URL(String(options.origin))) ?? this.direct).dispatch(options, handler);
    }
    /** The proxy a URL goes through, or undefined when it goes directly. */
    proxyFor(url) {
        const proxy = this.proxies[url.protocol];
        return proxy && !this.bypass(url) ? proxy : undefined;
    }
    get all() {
        return [...new Set([this.direct, ...Object.values(this.proxies)])].filter((d) => d !== undefined);
    }
    close(callback) {
        const closed = Promise.all(this.all.map((d) => d.close())).then(() => undefined);
        if (!callback)
            return closed;
        void closed.then(callback);
    }
    destroy(first, second) {
        const error = typeof first === 'function' ? null : (first ?? null);
        const callback = typeof first === 'function' ? first : second;
        const destroyed = Promise.all(this.all.map((d) => d.destroy(error))).then(() => undefined);
        if (!callback)
            return destroyed;
        void destroyed.then(callback);
    }
}


/***/ }),

/***/ 64842:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ jobsApi),
/* harmony export */   Cs: () => (/* binding */ RunAckSchema),
/* harmony export */   O7: () => (/* binding */ FINAL_JOB_STATUSES)
/* harmony export */ });
/* unused harmony exports JOB_STATUSES, JobErrorSchema, JobSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8164);
/* harmony import */ var _path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6541);




const JOB_STATUSES = ['QUEUED', 'RUNNING', 'FINISHED', 'FAILED'];
/** Both end a wait: FAILED is as final as FINISHED. */
const FINAL_JOB_STATUSES = new Set(['FINISHED', 'FAILED']);
/** Per-test failure detail: the spec names step, browser and time without typing them. */
const JobErrorSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({});
const JobSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(JOB_STATUSES),
    created_at: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .timestamp */ .vE,
    updated_at: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .timestamp */ .vE,
    success: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().nullable(),
    test_ids: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .int32 */ .HA),
    errors: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(JobErrorSchema),
});
/**
 * What the trigger endpoints answer: `job_id` is the only field the spec names (seen in practice as
 * `{ success: true, job_id: 5 }`); whatever else comes is kept. The job is polled next, so an ID that
 * is not a positive whole number is refused here, in one line, rather than handed on.
 */
const RunAckSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ job_id: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .positiveId */ .xf });
function jobsApi(t) {
    return {
        /** GET /v1/jobs/{id}: a job started by a trigger endpoint. `signal` ends a wait's last call. */
        get: (id, signal) => t.call({
            operation: 'get job',
            method: 'GET',
            path: (0,_path_js__WEBPACK_IMPORTED_MODULE_2__/* .route */ .wE) `/v1/jobs/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_3__/* .idOf */ .TH)(id, 'job id')}`,
            response: JobSchema,
            meanings: { 404: 'no such job' },
            signal,
        }),
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9691);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);
/* harmony import */ var _browsers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37119);
/* harmony import */ var _jobs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64842);
/* harmony import */ var _pagination_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43350);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8164);
/* harmony import */ var _path_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6541);
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
const testPath = (id) => (0,_path_js__WEBPACK_IMPORTED_MODULE_7__/* .route */ .wE) `/v1/lab/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_6__/* .idOf */ .TH)(id, 'Codeless test id')}`;
// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
function labApi(t) {
    return {
        /** GET /v1/lab: one page of the account's Codeless tests. */
        list: (page) => (0,_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .listPage */ .ks)(t, {
            operation: 'list Codeless tests',
            path: '/v1/lab',
            page,
            maxCount: _pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_PAGE_SIZE */ .H4,
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
            path: (0,_path_js__WEBPACK_IMPORTED_MODULE_7__/* .route */ .wE) `/v1/lab/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_6__/* .testRefOf */ .$_)(ref)}`,
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
        steps: (id, page) => (0,_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .listPage */ .ks)(t, {
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

/***/ 36548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ describeNetworkError)
/* harmony export */ });
/* harmony import */ var _proxy_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24988);

/** Node's codes for a certificate it would not trust, and what each means to the user. */
const CERTIFICATE_PROBLEMS = {
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'is signed by a certificate authority this runner does not know',
    UNABLE_TO_GET_ISSUER_CERT: 'is signed by a certificate authority this runner does not know',
    UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'is signed by a certificate authority this runner does not know',
    SELF_SIGNED_CERT_IN_CHAIN: 'chains to a self-signed certificate authority this runner does not know',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'is self-signed',
    CERT_HAS_EXPIRED: 'has expired',
    CERT_NOT_YET_VALID: 'is not valid yet',
    ERR_TLS_CERT_ALTNAME_INVALID: 'is not for this host name',
};
const CA_HINT = 'if a proxy or a private certificate authority sits in between, give its CA certificate (PEM) in NODE_EXTRA_CA_CERTS';
/**
 * One clear line for a failure of the network between the runner and a server, or undefined when the
 * error is not one of these: a 407 from the proxy names the proxy (never its password), a certificate
 * Node did not trust says what was wrong and points at NODE_EXTRA_CA_CERTS.
 */
function describeNetworkError(error, where) {
    const host = new URL(where.url).host;
    const proxy = (0,_proxy_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .proxyFor */ .iJ)(where.url, where.env ?? process.env);
    for (let e = error, depth = 0; e && depth < 5; depth++) {
        const { code, message } = e;
        if (typeof code === 'string' && code in CERTIFICATE_PROBLEMS)
            return `The certificate of ${host} ${CERTIFICATE_PROBLEMS[code]} (${code}); ${CA_HINT}`;
        if (typeof message === 'string' && /\b407\b/.test(message))
            return `The proxy ${proxy ?? '(from HTTPS_PROXY/HTTP_PROXY)'} refused the credentials for ${host} (407 Proxy Authentication Required); check the user and password in the proxy URL`;
        e = e.cause;
    }
    return undefined;
}


/***/ }),

/***/ 44202:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ openOutsideUrl),
/* harmony export */   gO: () => (/* binding */ RefusedUrlError),
/* harmony export */   rN: () => (/* binding */ guardedLookup),
/* harmony export */   zO: () => (/* binding */ publicHttpsPolicy)
/* harmony export */ });
/* unused harmony exports refusedKindOf, checkUrl, refusalOf, MAX_REDIRECTS */
/* harmony import */ var node_dns__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40610);
/* harmony import */ var node_dns__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_dns__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_dns_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71553);
/* harmony import */ var node_dns_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_dns_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46752);
/* harmony import */ var _proxy_settings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(24988);
// URLs the service names (recordings of failed tests): where they may lead, and how they are followed.
// docs/report-files.md says what is fetched and why; createDispatcher (dispatcher.ts) holds every direct
// connection to the same rule.





/**
 * Address ranges no URL the service names may lead to, with their kind in words. They include every
 * cloud's instance metadata service: 169.254.169.254 (AWS, Azure, Google, Oracle and OpenStack),
 * 169.254.170.2 (AWS containers), fd00:ec2::254 (AWS over IPv6), 100.100.100.200 (Alibaba),
 * 168.63.129.16 (Azure's platform endpoint, a public address). An IPv4-mapped IPv6 address
 * (::ffff:10.0.0.1) is refused as its IPv4 address is; NAT64 (64:ff9b::/96), 6to4 (2002::/16) and
 * SIIT's IPv4-translated (::ffff:0:0/96) addresses as the IPv4 address they carry; Teredo (2001::/32),
 * whose IPv4 address is scrambled, and the deprecated IPv4-compatible form (::/96) whole.
 */
const REFUSED = [
    ['a loopback address', ['127.0.0.0/8', '::1/128']],
    ['an address of this host', ['0.0.0.0/8', '::/128']],
    ['a private address', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10']],
    ['a link-local address', ['169.254.0.0/16', 'fe80::/10']],
    ['a unique-local address', ['fc00::/7', 'fec0::/10']],
    ['a cloud platform address', ['168.63.129.16/32']],
    ['a multicast address', ['224.0.0.0/4', 'ff00::/8']],
    [
        'a reserved address',
        ['192.0.0.0/24', '198.18.0.0/15', '240.0.0.0/4', '::/96', '64:ff9b:1::/48', '2001::/32'],
    ],
];
/**
 * The IPv6 forms that carry an IPv4 address at a known place: [prefix, its length]. A /96 prefix is
 * written so that the IPv4 address's two words complete it.
 */
const CARRIERS = [
    ['64:ff9b::', 96],
    ['::ffff:0:', 96],
    ['2002::', 16],
];
/** `10.0.0.0/8` as the same range inside an IPv6 prefix that carries IPv4 addresses. */
function carried(range, [prefix, bits]) {
    const [address = '', length = '32'] = range.split('/');
    const words = address.split('.').map(Number);
    const hex = (a = 0, b = 0) => ((a << 8) | b).toString(16);
    const v4 = `${hex(words[0], words[1])}:${hex(words[2], words[3])}`;
    const at = bits === 96 ? `${prefix}${v4}` : `${prefix.slice(0, -1)}${v4}::`;
    return [at, bits + Number(length)];
}
const REFUSED_LISTS = REFUSED.map(([kind, ranges]) => {
    const list = new node_net__WEBPACK_IMPORTED_MODULE_2__.BlockList();
    for (const range of ranges) {
        const [address = '', length = ''] = range.split('/');
        const family = (0,node_net__WEBPACK_IMPORTED_MODULE_2__.isIP)(address) === 6 ? 'ipv6' : 'ipv4';
        list.addSubnet(address, Number(length), family);
        if (family === 'ipv4')
            for (const carrier of CARRIERS)
                list.addSubnet(...carried(range, carrier), 'ipv6');
    }
    return [kind, list];
});
/** The kind of a refused address (`a private address`), or undefined for an address on the internet. */
function refusedKindOf(address) {
    const family = (0,node_net__WEBPACK_IMPORTED_MODULE_2__.isIP)(address) === 6 ? 'ipv6' : 'ipv4';
    return REFUSED_LISTS.find(([, list]) => list.check(address, family))?.[0];
}
/** https:// to addresses on the internet only, and the service's own origin. */
function publicHttpsPolicy(serviceUrl) {
    return {
        schemes: ['https:'],
        refuses: refusedKindOf,
        serviceUrl,
    };
}
/** A URL the policy refused: the reason is one line for the log. */
class RefusedUrlError extends Error {
    name = 'RefusedUrlError';
}
const trustedOf = (policy) => policy.serviceUrl && URL.canParse(policy.serviceUrl) ? new URL(policy.serviceUrl) : undefined;
/** The service's own host, over an allowed scheme or its own. */
function isTrusted(url, policy) {
    const trusted = trustedOf(policy);
    if (!trusted || url.host !== trusted.host)
        return false;
    return url.protocol === trusted.protocol || policy.schemes.includes(url.protocol);
}
function refusal(policy, host, address) {
    const kind = policy.refuses(address);
    if (!kind)
        return undefined;
    return new RefusedUrlError(host === address ? `${address} is ${kind}` : `${host} resolves to ${address}, ${kind}`);
}
/**
 * Why a URL may not be fetched, before it is asked: its scheme, credentials in it, or an address it
 * names or resolves to here; a name this runner cannot resolve is refused too, since where it leads
 * cannot be checked (a proxy would resolve it by its own rules). Else the address checked, for a
 * connection through a proxy to go to (`pinned`); none for the service's own host.
 */
async function checkUrl(url, policy) {
    if (url.username || url.password)
        return { refused: new RefusedUrlError('the address carries a user name or password') };
    if (isTrusted(url, policy))
        return {};
    if (!policy.schemes.includes(url.protocol))
        return {
            refused: new RefusedUrlError(`only ${policy.schemes.map((s) => `${s}//`).join(' and ')} addresses are fetched`),
        };
    const host = (0,_proxy_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .bareHost */ .n0)(url.hostname);
    const addresses = (0,node_net__WEBPACK_IMPORTED_MODULE_2__.isIP)(host) ? [{ address: host, family: (0,node_net__WEBPACK_IMPORTED_MODULE_2__.isIP)(host) }] : await resolved(host);
    if (!addresses.length)
        return {
            refused: new RefusedUrlError(`${host} does not resolve on this runner, so the address it leads to cannot be checked`),
        };
    for (const { address } of addresses) {
        const refused = refusal(policy, host, address);
        if (refused)
            return { refused };
    }
    // A proxy is asked for an IPv4 address where there is one: the proxy's own way out is likelier v4.
    return { address: (addresses.find((a) => a.family === 4) ?? addresses[0])?.address };
}
/** Every address a name resolves to here; none when it does not resolve. */
const resolved = (host) => (0,node_dns_promises__WEBPACK_IMPORTED_MODULE_1__.lookup)(host, { all: true }).catch(() => []);
/** Why a URL may not be fetched (checkUrl), or undefined when it may. */
async function refusalOf(url, policy) {
    return (await checkUrl(url, policy)).refused;
}
const proxyOf = (dispatcher, url) => 'proxyFor' in dispatcher ? dispatcher.proxyFor(url) : undefined;
/**
 * The request of one hop. A direct connection goes to `url` as it is, its lookup checked again on
 * the address it connects to (guardedLookup). Through a proxy, which would resolve the name itself
 * (perhaps to another address: DNS rebinding, or its own view of the network), the tunnel goes to the
 * address checked here, with the name kept for the Host header and TLS (SNI and the certificate's
 * name).
 */
function requestHop(url, address, o) {
    const proxy = address === undefined ? undefined : proxyOf(o.dispatcher, url);
    if (!proxy || address === undefined)
        return (0,undici__WEBPACK_IMPORTED_MODULE_3__/* .request */ .Em)(url.href, { dispatcher: o.dispatcher, signal: o.signal });
    const pinned = new URL(url.href);
    pinned.hostname = (0,node_net__WEBPACK_IMPORTED_MODULE_2__.isIP)(address) === 6 ? `[${address}]` : address;
    return (0,undici__WEBPACK_IMPORTED_MODULE_3__/* .request */ .Em)(pinned.href, { dispatcher: proxy, signal: o.signal, headers: { host: url.host } });
}
/**
 * The DNS lookup of a direct connection, refusing a name that resolves to an address the policy
 * refuses: the check holds for the address actually connected to, however DNS answers the second
 * time. (An address written in the URL is not looked up: refusalOf checks it.)
 */
function guardedLookup(policy) {
    const trusted = trustedOf(policy);
    // The lookup is not told the port: the service's host name is trusted here on any, and refusalOf
    // has held every other port of it to the rule before the request.
    const trustedHost = trusted && (0,_proxy_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .bareHost */ .n0)(trusted.hostname);
    return (hostname, options, callback) => {
        (0,node_dns__WEBPACK_IMPORTED_MODULE_0__.lookup)(hostname, { ...options, all: true }, (error, addresses) => {
            if (error)
                return callback(error, '', 0);
            const host = (0,_proxy_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .bareHost */ .n0)(hostname);
            const refused = host === trustedHost
                ? undefined
                : addresses.map((a) => refusal(policy, host, a.address)).find(Boolean);
            if (refused)
                return callback(refused, '', 0);
            if (options.all)
                return callback(null, addresses);
            const [first] = addresses;
            return callback(null, first?.address ?? '', first?.family ?? 0);
        });
    };
}
/** Redirects followed by hand, each to an address checked again; more is an error. */
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/**
 * GET on a URL the service named, each hop checked against the policy before it is asked, redirects
 * followed by hand. No credentials of ours go with it. The answer is the last hop's, body unread.
 */
async function openOutsideUrl(start, options) {
    let url = new URL(start);
    for (let hop = 0;; hop++) {
        const { refused, address } = await checkUrl(url, options.policy);
        if (refused)
            throw hop === 0 ? refused : new RefusedUrlError(`it redirects to ${url.origin}: ${refused.message}`);
        const answer = await requestHop(url, address, options);
        const location = REDIRECTS.has(answer.statusCode) ? [answer.headers.location].flat()[0] : undefined;
        if (location === undefined)
            return answer;
        await answer.body.dump();
        if (hop >= MAX_REDIRECTS)
            throw new Error(`more than ${MAX_REDIRECTS} redirects`);
        if (!URL.canParse(location, url.href))
            throw new Error('it redirects to an address that is not a URL');
        url = new URL(location, url);
    }
}


/***/ }),

/***/ 90616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t: () => (/* binding */ DEFAULT_TIMEOUT_MS),
  o: () => (/* binding */ Transport)
});

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/api/credentials.ts
var credentials = __webpack_require__(2202);
;// CONCATENATED MODULE: ./src/api/deadline.ts
/**
 * One time limit for a request's whole answer, head and body. undici's own limits restart with every
 * chunk, so under them an answer that drips a byte every few seconds never ends.
 *
 * It starts once the request is sent: at once for a JSON body, and for a streamed upload when its last
 * byte is taken (or the answer comes first), so an upload is bounded by its progress until then and a
 * large one is never cut for its size.
 */
class RequestDeadline {
    ms;
    controller = new AbortController();
    timer;
    ended = false;
    constructor(ms) {
        this.ms = ms;
    }
    /** Aborted when the time is up. */
    get signal() {
        return this.controller.signal;
    }
    get expired() {
        return this.controller.signal.aborted;
    }
    /** Starts the count; again does nothing, nor does anything once the attempt has ended. */
    start() {
        if (this.timer || this.ended)
            return;
        this.timer = setTimeout(() => this.controller.abort(new Error(`no whole answer within ${this.ms} ms`)), this.ms);
    }
    /** The attempt is over: no abort comes after this. */
    end() {
        this.ended = true;
        clearTimeout(this.timer);
    }
    /** The body as sent, starting the count once it has all been taken or was given up. */
    async *afterBody(body) {
        try {
            yield* body;
        }
        finally {
            this.start();
        }
    }
}
/** One call's share of a bound: fixed when the call starts, spent by all its attempts together. */
class CallBudget {
    limit;
    endsAt;
    constructor(bound) {
        this.limit = bound.limit;
        this.endsAt = performance.now() + Math.max(0, bound.remainingMs());
    }
    leftMs() {
        return Math.max(0, this.endsAt - performance.now());
    }
}

// EXTERNAL MODULE: ./src/api/dispatcher.ts
var dispatcher = __webpack_require__(49043);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/assumptions.ts
var assumptions = __webpack_require__(11816);
;// CONCATENATED MODULE: ./src/api/retry.ts

const DEFAULT_RETRY = {
    maxAttempts: 4,
    baseDelayMs: 500,
    maxDelayMs: 8_000,
    maxRetryAfterMs: 60_000,
};
/** Statuses of a passing fault: asked again (ASSUMPTIONS.retriedStatuses). */
const RETRIED_STATUSES = new Set(assumptions/* RETRIED_STATUS_CODES */.e$);
/**
 * The wait before the next attempt, or undefined when this failure ends the request: it cannot pass,
 * the attempts are spent, or the request is not idempotent and may have reached the service.
 */
function retryDelayMs(failure, state) {
    if (!failure.retryable || state.attempt >= state.policy.maxAttempts)
        return undefined;
    if (!state.idempotent && failure.mayHaveReachedServer)
        return undefined;
    return backoffMs(state, failure.retryAfterMs);
}
/** Exponential back-off with full jitter; a Retry-After from the server wins when it asks for longer. */
function backoffMs({ policy, attempt, random }, retryAfterMs) {
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
    const jittered = ceiling / 2 + (random() * ceiling) / 2;
    if (retryAfterMs === undefined)
        return Math.round(jittered);
    return Math.min(Math.max(retryAfterMs, jittered), policy.maxRetryAfterMs);
}
/** A Retry-After header in milliseconds: seconds or an HTTP date. */
function parseRetryAfter(value, now = Date.now()) {
    const header = Array.isArray(value) ? value[0] : value;
    if (!header)
        return undefined;
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0)
        return seconds * 1000;
    const date = Date.parse(header);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
;// CONCATENATED MODULE: ./src/api/answer.ts



/**
 * The largest successful answer a request accepts unless it says otherwise: a job with thousands of
 * errors, a page of 500 tests or a stored app's record are well below it; what is beyond is no answer
 * of the API, and reading it would only fill the runner's memory (ASSUMPTIONS.answerCap).
 */
const DEFAULT_MAX_ANSWER_BYTES = assumptions/* MAX_ANSWER_BYTES */.gB;
/** Of an error answer only the message is kept (500 characters, extractServerMessage): its start is enough. */
const ERROR_BODY_BYTES = 64 * 1024;
const isSuccess = (status) => status >= 200 && status < 300;
/**
 * Reads the answer's body. A success beyond its request's bound ends the request with a `too-large`
 * error, read no further (a declared length beyond it is refused unread); of an error answer the
 * start is kept and the rest dropped.
 */
async function readAnswer(req, res) {
    const success = isSuccess(res.statusCode);
    const limit = success ? (req.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES) : ERROR_BODY_BYTES;
    const declared = Number(headerOf(res.headers['content-length']));
    const { text, over } = await readBounded(res.body, limit, success && declared > limit);
    if (over && success) {
        const size = declared > limit ? `${(0,wording/* formatBytes */.z3)(declared)}, ` : '';
        throw (0,errors/* failureOf */.g5)(req, 'too-large', {
            meaning: `${size}more than the ${(0,wording/* formatBytes */.z3)(limit)} this request accepts`,
        });
    }
    return {
        status: res.statusCode,
        contentType: headerOf(res.headers['content-type']),
        retryAfter: headerOf(res.headers['retry-after']),
        text,
    };
}
/** The body as text up to `limit` bytes; `over` when there was more, which is then left unread. */
async function readBounded(body, limit, refuse) {
    const chunks = [];
    let size = 0;
    let over = refuse;
    if (!over) {
        for await (const chunk of body) {
            chunks.push(chunk.subarray(0, limit - size));
            size += chunk.length;
            // Leaving the loop destroys the body: the rest is never read.
            if (size > limit) {
                over = true;
                break;
            }
        }
    }
    if (over)
        body.destroy();
    return { text: Buffer.concat(chunks).toString('utf8'), over };
}
/**
 * A successful answer's value: its JSON as the request's schema reads it (none: nothing). A body that
 * is neither JSON nor labelled JSON is not the service's: a proxy's sign-in page, a wrong `api-url`.
 */
function answer_valueOf(req, answer) {
    const json = parseJson(answer.text);
    if (!json.ok && answer.text.trim() && !labelledJson(answer))
        throw notTheApi(req, answer);
    if (!req.response)
        return undefined;
    if (!json.ok) {
        const meaning = answer.text.trim()
            ? 'the body is not valid JSON (truncated or not JSON)'
            : 'the body is empty';
        throw (0,errors/* failureOf */.g5)(req, 'malformed', { meaning });
    }
    const result = req.response.safeParse(json.value);
    if (result.success)
        return result.data;
    const issue = result.error.issues[0];
    const at = issue?.path.length ? `field "${issue.path.join('.')}"` : 'the body';
    throw (0,errors/* failureOf */.g5)(req, 'malformed', { meaning: `${at}: ${issue?.message ?? 'unexpected shape'}` });
}
function parseJson(text) {
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch {
        return { ok: false };
    }
}
/** Said to be JSON and not a markup page: broken JSON of the service, not another server's page. */
function labelledJson(answer) {
    return /\bjson\b/i.test(answer.contentType ?? '') && !answer.text.trimStart().startsWith('<');
}
function notTheApi(req, answer) {
    // The media type alone, short: the header is the answering server's text.
    const type = answer.contentType?.split(';')[0]?.trim().slice(0, 60);
    return (0,errors/* failureOf */.g5)(req, 'not-api', {
        meaning: `HTTP ${answer.status} with ${type ? `content type ${type}` : 'no content type'} instead of JSON; ` +
            "a proxy (its sign-in page) or an api-url that is not the service's address is the likely cause",
    });
}
function headerOf(value) {
    return Array.isArray(value) ? value[0] : value;
}

// EXTERNAL MODULE: ./src/api/network-errors.ts
var network_errors = __webpack_require__(36548);
;// CONCATENATED MODULE: ./src/api/request.ts
function buildRequest(base, req) {
    const headers = { 'user-agent': base.userAgent, accept: 'application/json' };
    if (req.auth !== false && base.authorization)
        headers.authorization = base.authorization;
    let body;
    if (req.json !== undefined) {
        body = JSON.stringify(req.json);
        headers['content-type'] = 'application/json';
    }
    else if (req.body) {
        body = req.body.open();
        headers['content-type'] = req.body.contentType;
        if (req.body.length !== undefined)
            headers['content-length'] = String(req.body.length);
    }
    return { url: requestUrl(base.baseUrl, req), headers, body };
}
function requestUrl(baseUrl, req) {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(req.query ?? {})) {
        if (value !== undefined)
            search.set(name, String(value));
    }
    const qs = search.toString();
    return `${baseUrl}${req.path}${qs ? `?${qs}` : ''}`;
}

;// CONCATENATED MODULE: ./src/api/send.ts







/** Network errors that prove the request never left: even a POST may be sent again. */
const NOT_SENT_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'UND_ERR_CONNECT_TIMEOUT',
]);
/**
 * Sends a request once, within its deadline, and says how it went. A call's budget cuts the deadline
 * short where it has less left, and then counts from the start, connection included.
 */
async function sendOnce(sender, req, attempt, signal, budget) {
    const started = performance.now();
    const trace = (seen) => sender.logger?.debug(`${req.method} ${req.path} -> ${seen} (${Math.round(performance.now() - started)} ms${attempt > 1 ? `, attempt ${attempt}` : ''})`);
    const timeoutMs = req.timeoutMs ?? sender.timeoutMs;
    const left = budget?.leftMs() ?? Infinity;
    const deadline = new RequestDeadline(Math.min(timeoutMs, left));
    const cutBy = left < timeoutMs ? budget?.limit : undefined;
    if (cutBy)
        deadline.start();
    const progress = { answered: false };
    try {
        const answer = await exchange(sender, req, deadline, signal, progress);
        trace(String(answer.status));
        return isSuccess(answer.status) ? valueOutcome(req, answer) : statusFailure(req, answer);
    }
    catch (cause) {
        const failure = failureFrom(req, cause, {
            signal,
            deadline,
            answered: progress.answered,
            baseUrl: sender.base.baseUrl,
            cutBy,
        });
        trace(errorCode(cause) ?? failure.error.kind);
        return failure;
    }
    finally {
        deadline.end();
    }
}
/** The request made and its answer read, all within the deadline. */
async function exchange(sender, req, deadline, signal, progress) {
    const http = buildRequest(sender.base, req);
    const streamed = http.body !== undefined && typeof http.body !== 'string';
    if (!streamed)
        deadline.start();
    const res = await (0,undici/* request */.Em)(http.url, {
        method: req.method,
        headers: http.headers,
        // undici takes an async iterable body too (lib/core/request.js); its types leave it out.
        body: (streamed ? deadline.afterBody(http.body) : http.body),
        dispatcher: sender.dispatcher,
        // The deadline bounds the answer: undici's limits would restart with every chunk.
        headersTimeout: 0,
        bodyTimeout: 0,
        signal: signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal,
    });
    progress.answered = true;
    deadline.start();
    return readAnswer(req, res);
}
function valueOutcome(req, answer) {
    try {
        return { ok: true, value: answer_valueOf(req, answer) };
    }
    catch (error) {
        if (error instanceof errors/* ServiceError */._7)
            return unreadable(error);
        throw error;
    }
}
/** An answer that is no answer of the API (not JSON, too large, the wrong shape) stays so if asked again. */
function unreadable(error) {
    return { ok: false, error, retryable: false, mayHaveReachedServer: true };
}
function statusFailure(req, answer) {
    const status = answer.status;
    const error = (0,errors/* failureOf */.g5)(req, 'http', {
        status,
        meaning: req.meanings?.[status] ?? errors/* DEFAULT_STATUS_MEANINGS */.e7[status],
        serverMessage: (0,errors/* extractServerMessage */.mo)(answer.text),
    });
    return {
        ok: false,
        error,
        retryable: RETRIED_STATUSES.has(status) && !req.notRetried?.includes(status),
        retryAfterMs: parseRetryAfter(answer.retryAfter),
        // A 429 turns the request away unprocessed (RFC 6585), so even a POST may be sent again.
        mayHaveReachedServer: status !== 429,
    };
}
/** A request that failed without an answer to classify, or whose answer could not be read. */
function failureFrom(req, cause, at) {
    if (cause instanceof errors/* ServiceError */._7)
        return unreadable(cause);
    if (at.cutBy && at.deadline.expired) {
        return {
            ok: false,
            error: (0,errors/* failureOf */.g5)(req, 'timeout', { meaning: `no whole answer by ${at.cutBy}`, cause }),
            retryable: false,
            mayHaveReachedServer: true,
        };
    }
    if (at.signal?.aborted) {
        return {
            ok: false,
            error: (0,errors/* failureOf */.g5)(req, 'aborted', { cause }),
            retryable: false,
            mayHaveReachedServer: true,
        };
    }
    const code = errorCode(cause);
    // A proxy that refused the credentials, or a certificate nothing trusts, says the same every time.
    const network = (0,network_errors/* describeNetworkError */.g)(cause, { url: at.baseUrl });
    if (network) {
        return {
            ok: false,
            error: (0,errors/* failureOf */.g5)(req, 'network', { meaning: network, cause }),
            retryable: false,
            mayHaveReachedServer: false,
        };
    }
    const [kind, meaning] = whatBroke(cause, at);
    return {
        ok: false,
        error: (0,errors/* failureOf */.g5)(req, kind, { meaning, cause }),
        retryable: true,
        mayHaveReachedServer: !(code && NOT_SENT_CODES.has(code)),
    };
}
/** The kind and meaning of a request that got no whole answer. */
function whatBroke(cause, at) {
    if (at.deadline.expired) {
        const seconds = at.deadline.ms / 1000;
        return [
            'timeout',
            at.answered ? `the answer had not ended within ${seconds} s` : `no answer within ${seconds} s`,
        ];
    }
    const reason = errorCode(cause) ?? (0,errors/* messageOf */.bD)(cause);
    if (reason === 'UND_ERR_CONNECT_TIMEOUT')
        return ['timeout', `the connection was not made in time (${reason})`];
    // A connection lost once the head came cut the answer short: the service was reached.
    return at.answered ? ['malformed', `the body broke off before its end (${reason})`] : ['network', reason];
}
function errorCode(error) {
    for (let e = error, depth = 0; e && depth < 5; depth++) {
        const code = e.code;
        if (typeof code === 'string')
            return code;
        e = e.cause;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/api/transport.ts







// Named through the transport by the tests of the actions and the reliability suite.
/** Time for each request's whole answer, head and body, once it is sent. */
const DEFAULT_TIMEOUT_MS = 30_000;
/**
 * The one way to the service: each call is built (request.ts), sent once within its deadline and
 * classified (send.ts), its answer read within its size bound (answer.ts), and sent again while the
 * retry policy allows (retry.ts).
 */
class Transport {
    baseUrl;
    sender;
    retry;
    signal;
    sleep;
    random;
    ownsDispatcher;
    masker;
    bound;
    constructor(options) {
        this.baseUrl = options.baseUrl.replace(/\/+$/, '');
        this.sender = {
            base: {
                baseUrl: this.baseUrl,
                userAgent: options.userAgent,
                authorization: options.credentials ? (0,credentials/* basicAuthorization */.a)(options.credentials) : undefined,
            },
            dispatcher: options.dispatcher ?? (0,dispatcher/* createDispatcher */.S)(),
            timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
            logger: options.logger,
        };
        this.retry = { ...DEFAULT_RETRY, ...options.retry };
        this.signal = options.signal;
        this.sleep = options.sleep ?? ((ms, signal) => (0,promises_.setTimeout)(ms, undefined, { signal }));
        this.random = options.random ?? Math.random;
        this.ownsDispatcher = !options.dispatcher;
        this.masker = options.maskSecret;
    }
    /** Resource functions call this on every secret the service returns, before handing it back. */
    maskSecret(value) {
        if (value)
            this.masker?.(value);
    }
    /**
     * The same transport, each of whose calls ends within `bound` however many attempts it takes: the
     * calls a wait makes, bounded by the input that bounds the wait. Closing it closes nothing.
     */
    within(bound) {
        const bounded = Object.create(this);
        bounded.bound = bound;
        bounded.ownsDispatcher = false;
        return bounded;
    }
    /** Closes the keep-alive sockets so nothing holds the process open after the work. */
    async close() {
        if (this.ownsDispatcher)
            await this.sender.dispatcher.close();
    }
    async call(req) {
        const idempotent = req.idempotent ?? req.method !== 'POST';
        const signal = combineSignals(this.signal, req.signal);
        const budget = this.bound && new CallBudget(this.bound);
        for (let attempt = 1;; attempt++) {
            const outcome = await sendOnce(this.sender, req, attempt, signal, budget);
            if (outcome.ok)
                return outcome.value;
            const backoff = retryDelayMs(outcome, { policy: this.retry, attempt, idempotent, random: this.random });
            if (backoff === undefined)
                throw withAttempts(outcome.error, attempt);
            const { error } = outcome;
            if (budget && backoff >= budget.leftMs()) {
                const meaning = `${error.meaning ?? error.kind}; no time for another attempt before ${budget.limit}`;
                throw withAttempts(error.with({ meaning }), attempt);
            }
            const reason = error.status ? `HTTP ${error.status}` : error.kind;
            this.sender.logger?.info(`${req.method} ${req.path}: ${reason}; retrying in ${(backoff / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${this.retry.maxAttempts})`);
            try {
                await this.sleep(backoff, signal);
            }
            catch {
                throw (0,errors/* failureOf */.g5)(req, 'aborted');
            }
        }
    }
}
function withAttempts(error, attempts) {
    return attempts <= 1 ? error : error.with({ attempts });
}
function combineSignals(...signals) {
    const present = signals.filter((s) => s !== undefined);
    if (present.length <= 1)
        return present[0];
    return AbortSignal.any(present);
}


/***/ }),

/***/ 27779:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   di: () => (/* binding */ TUNNEL_STOPPED),
/* harmony export */   wj: () => (/* binding */ tunnelsApi),
/* harmony export */   xb: () => (/* binding */ TUNNEL_READY)
/* harmony export */ });
/* unused harmony export TunnelSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9691);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8164);
/* harmony import */ var _path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6541);
/* harmony import */ var _meanings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36610);






/** All fields are required (spec). `id` is what the post step deletes, so it must be a usable one. */
const TunnelSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .positiveId */ .xf,
    state: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    launched: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .timestamp */ .vE,
    tunnel_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    identifier: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    metadata: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J()),
});
/** The states the spec names; the list is open-ended. */
const TUNNEL_READY = 'READY';
const TUNNEL_STOPPED = 'STOPPED';
function tunnelsApi(t) {
    return {
        /** GET /v1/tunnel/list: every running tunnel of the account. `signal` ends a wait's last call. */
        list: (signal) => t.call({
            operation: 'list tunnels',
            method: 'GET',
            path: '/v1/tunnel/list',
            response: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(TunnelSchema),
            signal,
        }),
        /** GET /v1/tunnel/isalive-check: needs no credentials, always `success: true`. */
        isAlive: () => t.call({
            operation: 'check the tunnel service',
            method: 'GET',
            path: '/v1/tunnel/isalive-check',
            auth: false,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .AckSchema */ .to,
        }),
        /**
         * GET /v1/tunnel/{id}. A 500 here means the tunnel is in a transition state or gone (spec), so it is
         * returned to the caller at once rather than retried as a passing fault.
         */
        get: (id, signal) => t.call({
            operation: 'get tunnel',
            method: 'GET',
            path: (0,_path_js__WEBPACK_IMPORTED_MODULE_4__/* .route */ .wE) `/v1/tunnel/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_5__/* .idOf */ .TH)(id, 'tunnel id')}`,
            response: TunnelSchema,
            meanings: { 500: 'the tunnel is in a transition state or no longer exists' },
            notRetried: [500],
            signal,
        }),
        /** DELETE /v1/tunnel/{id}: 204 on success; a tunnel already gone: ASSUMPTIONS.tunnelGone. */
        delete: (id) => t.call({
            operation: 'delete tunnel',
            method: 'DELETE',
            path: (0,_path_js__WEBPACK_IMPORTED_MODULE_4__/* .route */ .wE) `/v1/tunnel/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_5__/* .idOf */ .TH)(id, 'tunnel id')}`,
            meanings: { ..._assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .TUNNEL_DELETE_MEANINGS */ .SE, ..._meanings_js__WEBPACK_IMPORTED_MODULE_2__/* .READ_ONLY */ .s },
        }),
        /** GET /v1/tunnel: the first active tunnel of the account. */
        getActive: () => t.call({
            operation: 'get the active tunnel',
            method: 'GET',
            path: '/v1/tunnel',
            response: TunnelSchema,
        }),
        /** DELETE /v1/tunnel: stops the active tunnel. */
        deleteActive: () => t.call({
            operation: 'stop the active tunnel',
            method: 'DELETE',
            path: '/v1/tunnel',
            meanings: _meanings_js__WEBPACK_IMPORTED_MODULE_2__/* .READ_ONLY */ .s,
        }),
        /**
         * POST /v1/tunnel/create: launches a tunnel machine; never repeated once it may have been received.
         * Its body carries the job's tunnel name (ASSUMPTIONS.tunnelCreateBody); its 403 for a read-only
         * account rests on Authentication rule 4 (ASSUMPTIONS.tunnelCreateReadOnly).
         */
        create: (identifier) => t.call({
            operation: 'create tunnel',
            method: 'POST',
            path: '/v1/tunnel/create',
            json: (0,_assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .TUNNEL_CREATE_BODY */ .XV)(identifier),
            response: TunnelSchema,
            meanings: { 402: 'the tunnel quota is exhausted', ..._meanings_js__WEBPACK_IMPORTED_MODULE_2__/* .READ_ONLY */ .s },
        }),
    };
}


/***/ })

};
