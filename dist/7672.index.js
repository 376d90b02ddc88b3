export const id = 7672;
export const ids = [7672,6724];
export const modules = {

/***/ 37119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ browsersApi),
/* harmony export */   Y: () => (/* binding */ BrowserSchema)
/* harmony export */ });
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

/***/ 96724:
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
// EXTERNAL MODULE: ./src/api/meanings.ts
var meanings = __webpack_require__(36610);
// EXTERNAL MODULE: ./src/api/refs.ts
var refs = __webpack_require__(93916);
// EXTERNAL MODULE: ./src/api/schemas.ts
var schemas = __webpack_require__(8164);
// EXTERNAL MODULE: ./src/api/transport/pagination.ts
var pagination = __webpack_require__(58280);
// EXTERNAL MODULE: ./src/api/transport/path.ts
var transport_path = __webpack_require__(53655);
;// CONCATENATED MODULE: ./src/api/builds.ts






/** Build records in build lists are "not shown" in the spec. */
const BuildSchema = schemas/* LenientRecordSchema */.an;
/**
 * Test records are "not shown" beyond a description: read them only through an adapter
 * (src/report/value/test-record.ts) that treats what is missing as unknown.
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
const buildPath = (build) => (0,transport_path/* route */.wE) `/v1/builds/${(0,refs/* buildRefOf */.tw)(build)}`;
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

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 13 modules
var classic_schemas = __webpack_require__(55491);
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
const suitePath = (id) => (0,transport_path/* route */.wE) `/v1/labsuites/${(0,refs/* idOf */.TH)(id, 'Codeless suite id')}`;
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
            emptyMeansDone: true,
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
                meanings: { ...(0,assumptions/* missingIds */.ze)('test IDs'), ...meanings/* READ_ONLY */.s, ...assumptions/* SUITE_TESTS_NOT_FOUND */.E7 },
            });
        },
        /** DELETE /v1/labsuites/{id}/tests/{testid}: takes a test out of the suite; the test is kept. */
        removeTest: (id, testId) => t.call({
            operation: 'remove test from Codeless suite',
            method: 'DELETE',
            path: `${suitePath(id)}${(0,transport_path/* route */.wE) `/tests/${(0,refs/* idOf */.TH)(testId, 'Codeless test id')}`}`,
            meanings: { ...meanings/* READ_ONLY */.s, 404: 'no such Codeless suite, or the test is not in it' },
        }),
        /** GET /v1/labsuites/{id}/browsers. */
        browsers: (id) => t.call({
            operation: 'list Codeless suite browsers',
            method: 'GET',
            path: `${suitePath(id)}/browsers`,
            response: classic_schemas/* array */.YOg(browsers/* BrowserSchema */.Y),
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





/**
 * A screenshot ID as the batch record gives it, a number or text (ASSUMPTIONS.screenshotIds): sent as
 * it is, unless it is empty or holds a comma, which would split it in the comma-separated list.
 */
function screenshotIdOf(value) {
    const id = typeof value === 'number' && !Number.isFinite(value) ? '' : String(value).trim();
    if (!id || id.includes(','))
        throw new TypeError(`a screenshot id must be a number or a text without a comma, got "${value}"`);
    return id;
}
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
            path: (0,transport_path/* route */.wE) `/v1/screenshots/${(0,refs/* idOf */.TH)(id, 'screenshot batch id')}`,
            query: {
                excludeIds: options.excludeIds?.length
                    ? options.excludeIds.map(screenshotIdOf).join(',')
                    : undefined,
            },
            response: schemas/* LenientRecordSchema */.an,
            meanings: { 404: 'no such screenshot batch' },
        }),
    };
}

// EXTERNAL MODULE: ./src/api/storage.ts
var storage = __webpack_require__(39753);
// EXTERNAL MODULE: ./src/api/team.ts
var team = __webpack_require__(71051);
;// CONCATENATED MODULE: ./src/api/tests.ts






const TEST_NOT_FOUND = { 404: 'no such test' };
const testPath = (ref) => (0,transport_path/* route */.wE) `/v1/tests/${(0,refs/* testRefOf */.$_)(ref)}`;
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

// EXTERNAL MODULE: ./src/api/transport/transport.ts
var transport_transport = __webpack_require__(60963);
// EXTERNAL MODULE: ./src/api/tunnels.ts
var tunnels = __webpack_require__(27779);
// EXTERNAL MODULE: ./src/api/secrets.ts
var secrets = __webpack_require__(33465);
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
            emptyMeansDone: true,
            meanings: { ...assumptions/* USER_UPDATE_MEANINGS */.Jv, ...meanings/* READ_ONLY */.s },
        }),
        /** GET /v1/user/keys: the caller's API key and secret (field names "not shown"), masked at once. */
        keys: async () => (0,secrets/* maskSecretFields */.e)(t, await t.call({
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
 * every later call needs, is required (ASSUMPTIONS.webhookId); the rest is read when present. Reads never carry the
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
const NOT_FOUND = assumptions/* WEBHOOK_MEANINGS */.pt.notFound;
// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
function webhooksApi(t) {
    const path = (id) => (0,transport_path/* route */.wE) `/v1/webhooks/${(0,refs/* idOf */.TH)(id, 'webhook id')}`;
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
            meanings: NOT_FOUND,
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
            meanings: { ...INVALID, ...meanings/* READ_ONLY */.s, ...NOT_FOUND },
        }),
        /**
         * DELETE /v1/webhooks/{id}: deliveries stop at once. A 2xx without a body is a deletion too
         * (ASSUMPTIONS.webhookDeleted): its result then holds no message.
         */
        delete: (id) => t.call({
            operation: 'delete webhook',
            method: 'DELETE',
            path: path(id),
            response: WebhookDeleteResultSchema,
            emptyMeansDone: true,
            meanings: { ...meanings/* READ_ONLY */.s, ...NOT_FOUND },
        }),
        /** POST /v1/webhooks/{id}/rotate-secret: the old secret stops verifying at once; the new one is masked. */
        rotateSecret: (id) => t.call({
            operation: 'rotate webhook signing secret',
            method: 'POST',
            path: (0,transport_path/* route */.wE) `/v1/webhooks/${(0,refs/* idOf */.TH)(id, 'webhook id')}/rotate-secret`,
            json: {},
            response: maskingSecret(t, WebhookRotateResultSchema),
            meanings: { ...meanings/* READ_ONLY */.s, ...NOT_FOUND },
        }),
        /** POST /v1/webhooks/{id}/test: sends a sample delivery now and reports the receiver's answer. */
        test: (id) => t.call({
            operation: 'test webhook',
            method: 'POST',
            path: (0,transport_path/* route */.wE) `/v1/webhooks/${(0,refs/* idOf */.TH)(id, 'webhook id')}/test`,
            json: {},
            response: WebhookTestResultSchema,
            meanings: {
                ...meanings/* READ_ONLY */.s,
                ...NOT_FOUND,
                ...assumptions/* WEBHOOK_MEANINGS */.pt.rateLimited,
            },
        }),
    };
}

;// CONCATENATED MODULE: ./src/api/client.ts















/** The whole service API, one namespace per resource of the spec, all over one transport. */
function createServiceClient(options) {
    const transport = options instanceof transport_transport/* Transport */.o ? options : new transport_transport/* Transport */.o(options);
    return {
        transport,
        tunnels: (0,tunnels/* tunnelsApi */.wj)(transport),
        jobs: (0,jobs/* jobsApi */.Bt)(transport),
        builds: buildsApi(transport),
        tests: testsApi(transport),
        devices: (0,devices/* devicesApi */.oR)(transport),
        browsers: (0,browsers/* browsersApi */.O)(transport),
        configuration: configurationApi(transport),
        team: (0,team/* teamApi */.YV)(transport),
        user: userApi(transport),
        webhooks: webhooksApi(transport),
        screenshots: screenshotsApi(transport),
        storage: (0,storage/* storageApi */.S)(transport),
        lab: (0,lab/* labApi */.u)(transport),
        labsuites: labsuitesApi(transport),
        /** The same client, each call ending within `bound` (a wait's calls, bounded by its input). */
        within: (bound) => createServiceClient(transport.within(bound)),
        /** Releases keep-alive sockets; call once the work is done. */
        close: () => transport.close(),
    };
}


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

/***/ 64842:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ jobsApi),
/* harmony export */   Cs: () => (/* binding */ RunAckSchema),
/* harmony export */   O7: () => (/* reexport safe */ _assumptions_js__WEBPACK_IMPORTED_MODULE_1__.O7)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55491);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8164);
/* harmony import */ var _transport_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(53655);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11816);




const JOB_STATUSES = ['QUEUED', 'RUNNING', 'FINISHED', 'FAILED'];
/** Both end a wait: FAILED is as final as FINISHED (ASSUMPTIONS.failedIsFinal). */

/** Per-test failure detail: the spec names step, browser and time without typing them. */
const JobErrorSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({});
const JobSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(JOB_STATUSES),
    created_at: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .timestamp */ .vE,
    updated_at: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .timestamp */ .vE,
    success: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().nullable(),
    test_ids: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .int32 */ .HA),
    errors: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(JobErrorSchema),
});
/**
 * What the trigger endpoints answer: `job_id` is the only field the spec names (seen in practice as
 * `{ success: true, job_id: 5 }`); whatever else comes is kept. The job is polled next, so an ID that
 * is not a positive whole number is refused here, in one line, rather than handed on.
 */
const RunAckSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ job_id: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .positiveId */ .xf });
function jobsApi(t) {
    return {
        /** GET /v1/jobs/{id}: a job started by a trigger endpoint. `signal` ends a wait's last call. */
        get: (id, signal) => t.call({
            operation: 'get job',
            method: 'GET',
            path: (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_3__/* .route */ .wE) `/v1/jobs/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_4__/* .idOf */ .TH)(id, 'job id')}`,
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
/* harmony export */   fC: () => (/* binding */ codelessNameOf),
/* harmony export */   qx: () => (/* binding */ CodelessTestSchema),
/* harmony export */   u: () => (/* binding */ labApi)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(55491);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);
/* harmony import */ var _browsers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37119);
/* harmony import */ var _jobs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64842);
/* harmony import */ var _meanings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36610);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(39762);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8164);
/* harmony import */ var _transport_pagination_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(58280);
/* harmony import */ var _transport_path_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(53655);










/** Codeless test record, step record and create acknowledgement: all "not shown" in the spec. */
const CodelessTestSchema = _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .LenientRecordSchema */ .an;
const CodelessStepSchema = _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .LenientRecordSchema */ .an;
/**
 * The ID of a Codeless test (or suite) record. The records are "not shown" (ASSUMPTIONS.codelessRecordFields):
 * `id` and `name` are the fields read, and a record without a usable one yields undefined, not a guess.
 */
function codelessIdOf(record) {
    const id = record.id;
    const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : Number.NaN;
    return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
/** The name of a Codeless test (or suite) record: `name`, trimmed; absent when not a non-empty text. */
function codelessNameOf(record) {
    return (0,_records_js__WEBPACK_IMPORTED_MODULE_4__/* .string */ .Yj)(record.name);
}
/** `browser_ids` and `test_ids` travel as one comma-separated string (spec). */
function idList(ids, what) {
    if (!ids.length)
        throw new TypeError(`${what} must name at least one ID`);
    return ids.map((id) => (0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .idOf */ .TH)(id, what)).join(',');
}
const TEST_NOT_FOUND = { 404: 'no such Codeless test' };
const WRITE = { ..._meanings_js__WEBPACK_IMPORTED_MODULE_3__/* .READ_ONLY */ .s, ...TEST_NOT_FOUND };
const testPath = (id) => (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_8__/* .route */ .wE) `/v1/lab/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .idOf */ .TH)(id, 'Codeless test id')}`;
// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
function labApi(t) {
    return {
        /** GET /v1/lab: one page of the account's Codeless tests. */
        list: (page) => (0,_transport_pagination_js__WEBPACK_IMPORTED_MODULE_6__/* .listPage */ .ks)(t, {
            operation: 'list Codeless tests',
            path: '/v1/lab',
            page,
            maxCount: _transport_pagination_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_PAGE_SIZE */ .H4,
            item: CodelessTestSchema,
        }),
        /** POST /v1/lab: records a test that visits `url`, or imports an IDE export (`file`). */
        create: (test) => {
            if (!test.name.trim())
                throw new TypeError('a Codeless test needs a name');
            if ((test.url === undefined) === (test.file === undefined))
                throw new TypeError('a Codeless test needs exactly one of url and file');
            // The spec names the body fields in this bracketed form; a field left undefined is not sent.
            const json = {
                'test[name]': test.name,
                'test[url]': test.url,
                file: test.file,
                'test[ai_prompt]': test.aiPrompt,
            };
            return t.call({
                operation: 'create Codeless test',
                method: 'POST',
                path: '/v1/lab',
                json,
                response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .LenientRecordSchema */ .an,
                emptyMeansDone: true,
                meanings: { 400: 'the test is invalid (name, and url or file, are needed)', ..._meanings_js__WEBPACK_IMPORTED_MODULE_3__/* .READ_ONLY */ .s },
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
            path: (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_8__/* .route */ .wE) `/v1/lab/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .testRefOf */ .$_)(ref)}`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .AckSchema */ .to,
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
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .AckSchema */ .to,
            meanings: { 400: 'a weekly schedule needs a day and an hour', ..._meanings_js__WEBPACK_IMPORTED_MODULE_3__/* .INSUFFICIENT_CREDITS */ .d, ...WRITE },
        }),
        /** POST /v1/lab/{id}/alert: an alert channel for failed scheduled runs. */
        createAlert: (id, body) => t.call({
            operation: 'create Codeless test alert',
            method: 'POST',
            path: `${testPath(id)}/alert`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .AckSchema */ .to,
            meanings: { 400: 'the alert already exists (replace it instead)', ...WRITE },
        }),
        /** PUT /v1/lab/{id}/alert: replaces the alert configuration. */
        updateAlert: (id, body) => t.call({
            operation: 'update Codeless test alert',
            method: 'PUT',
            path: `${testPath(id)}/alert`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .AckSchema */ .to,
            meanings: WRITE,
        }),
        /** POST /v1/lab/{id}/report: a recurring e-mail report of the pass/fail rate. */
        createReport: (id, body) => t.call({
            operation: 'create Codeless test report',
            method: 'POST',
            path: `${testPath(id)}/report`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .AckSchema */ .to,
            meanings: { 400: 'the report settings are invalid', ...WRITE },
        }),
        /** PUT /v1/lab/{id}/report: replaces the report destination and schedule. */
        updateReport: (id, body) => t.call({
            operation: 'update Codeless test report',
            method: 'PUT',
            path: `${testPath(id)}/report`,
            json: body,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .AckSchema */ .to,
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
            meanings: { ..._meanings_js__WEBPACK_IMPORTED_MODULE_3__/* .INSUFFICIENT_CREDITS */ .d, ...WRITE },
        }),
        /** POST /v1/lab/trigger_all: every Codeless test, `url` overriding each test's base URL; sent once. */
        triggerAll: (options = {}) => t.call({
            operation: 'trigger all Codeless tests',
            method: 'POST',
            path: '/v1/lab/trigger_all',
            // Without `url` the JSON is `{}`: an undefined field is not sent.
            json: { url: options.url },
            response: _jobs_js__WEBPACK_IMPORTED_MODULE_2__/* .RunAckSchema */ .Cs,
            meanings: { ..._meanings_js__WEBPACK_IMPORTED_MODULE_3__/* .INSUFFICIENT_CREDITS */ .d, ..._meanings_js__WEBPACK_IMPORTED_MODULE_3__/* .READ_ONLY */ .s },
        }),
        /** GET /v1/lab/{id}/steps: one page of the recorded steps (the spec shows no `count` maximum). */
        steps: (id, page) => (0,_transport_pagination_js__WEBPACK_IMPORTED_MODULE_6__/* .listPage */ .ks)(t, {
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
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .AckSchema */ .to,
            idempotent: true,
            meanings: { 400: 'the steps are missing', ...WRITE },
        }),
        /** PUT /v1/lab/{id}/stop: force-stops the in-flight run, or only the one on `browserId`. */
        stop: (id, options = {}) => t.call({
            operation: 'stop Codeless test',
            method: 'PUT',
            path: `${testPath(id)}/stop`,
            json: options.browserId === undefined ? {} : { browser_id: (0,_refs_js__WEBPACK_IMPORTED_MODULE_7__/* .idOf */ .TH)(options.browserId, 'browser id') },
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .AckSchema */ .to,
            meanings: WRITE,
        }),
        /** GET /v1/lab/{id}/browsers: the browsers the test runs on. */
        browsers: (id) => t.call({
            operation: 'list Codeless test browsers',
            method: 'GET',
            path: `${testPath(id)}/browsers`,
            response: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(_browsers_js__WEBPACK_IMPORTED_MODULE_1__/* .BrowserSchema */ .Y),
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
                response: _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .AckSchema */ .to,
                idempotent: true,
                meanings: { ...(0,_assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .missingIds */ .ze)('browser IDs'), ...WRITE },
            });
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

/***/ 60963:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ Transport),
/* harmony export */   t: () => (/* binding */ DEFAULT_TIMEOUT_MS)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11816);
/* harmony import */ var _credentials_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(52304);
/* harmony import */ var _deadline_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(98996);
/* harmony import */ var _dispatcher_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5105);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(72487);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88872);
/* harmony import */ var _send_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90133);








// Named through the transport by the tests of the actions and the reliability suite.
/** Time for each request's whole answer, head and body, once it is sent (ASSUMPTIONS.timeLimits). */
const DEFAULT_TIMEOUT_MS = _assumptions_js__WEBPACK_IMPORTED_MODULE_1__/* .TIME_LIMITS */ .HN.answerMs;
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
                authorization: options.credentials ? (0,_credentials_js__WEBPACK_IMPORTED_MODULE_6__/* .basicAuthorization */ .a)(options.credentials) : undefined,
            },
            dispatcher: options.dispatcher ?? (0,_dispatcher_js__WEBPACK_IMPORTED_MODULE_2__/* .createDispatcher */ .S)(),
            timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
            logger: options.logger,
        };
        this.retry = { ..._retry_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_RETRY */ .vI, ...options.retry };
        this.signal = options.signal;
        this.sleep = options.sleep ?? ((ms, signal) => (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, { signal }));
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
        const budget = this.bound && new _deadline_js__WEBPACK_IMPORTED_MODULE_7__/* .CallBudget */ .O(this.bound);
        for (let attempt = 1;; attempt++) {
            const outcome = await (0,_send_js__WEBPACK_IMPORTED_MODULE_5__/* .sendOnce */ .E)(this.sender, req, { attempt, signal, budget });
            if (outcome.ok)
                return outcome.value;
            const backoff = (0,_retry_js__WEBPACK_IMPORTED_MODULE_4__/* .retryDelayMs */ .qO)(outcome, { policy: this.retry, attempt, idempotent, random: this.random });
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
                throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .failureOf */ .g5)(req, 'aborted');
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55491);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);
/* harmony import */ var _meanings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36610);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8164);
/* harmony import */ var _transport_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53655);






/** All fields are required (spec). `id` is what the post step deletes, so it must be a usable one. */
const TunnelSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .positiveId */ .xf,
    state: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    launched: _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .timestamp */ .vE,
    tunnel_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    identifier: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    metadata: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J()),
});
/** The states the spec names; the list is open-ended. */
const TUNNEL_READY = 'READY';
const TUNNEL_STOPPED = 'STOPPED';
// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
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
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .AckSchema */ .to,
        }),
        /**
         * GET /v1/tunnel/{id}. A 500 here means the tunnel is in a transition state or gone (spec), so it is
         * returned to the caller at once rather than retried as a passing fault.
         */
        get: (id, signal) => t.call({
            operation: 'get tunnel',
            method: 'GET',
            path: (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_4__/* .route */ .wE) `/v1/tunnel/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_5__/* .idOf */ .TH)(id, 'tunnel id')}`,
            response: TunnelSchema,
            meanings: { 500: 'the tunnel is in a transition state or no longer exists' },
            notRetried: [500],
            signal,
        }),
        /** DELETE /v1/tunnel/{id}: 204 on success; a tunnel already gone: ASSUMPTIONS.tunnelGone. */
        delete: (id) => t.call({
            operation: 'delete tunnel',
            method: 'DELETE',
            path: (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_4__/* .route */ .wE) `/v1/tunnel/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_5__/* .idOf */ .TH)(id, 'tunnel id')}`,
            meanings: { ..._assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .TUNNEL_DELETE_MEANINGS */ .SE, ..._meanings_js__WEBPACK_IMPORTED_MODULE_1__/* .READ_ONLY */ .s },
        }),
        /** GET /v1/tunnel: the first active tunnel of the account. */
        getActive: () => t.call({
            operation: 'get the active tunnel',
            method: 'GET',
            path: '/v1/tunnel',
            response: TunnelSchema,
        }),
        /**
         * DELETE /v1/tunnel: stops the active tunnel. Never sent again once it may have been received: a
         * repeat after the first stopped one would stop the next active tunnel, perhaps another job's.
         */
        deleteActive: () => t.call({
            operation: 'stop the active tunnel',
            method: 'DELETE',
            path: '/v1/tunnel',
            meanings: _meanings_js__WEBPACK_IMPORTED_MODULE_1__/* .READ_ONLY */ .s,
            idempotent: false,
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
            meanings: { 402: 'the tunnel quota is exhausted', ..._meanings_js__WEBPACK_IMPORTED_MODULE_1__/* .READ_ONLY */ .s },
        }),
    };
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
