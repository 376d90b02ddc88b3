export const id = 28;
export const ids = [28];
export const modules = {

/***/ 80564:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D1: () => (/* binding */ IdentifierSchema),
/* harmony export */   ft: () => (/* binding */ DEFAULT_TIMING),
/* harmony export */   xd: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* unused harmony exports clientKindOf, splitArgs */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88532);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75497);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12291);
/* harmony import */ var _runtime_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35051);




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
const IdentifierSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
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
    _names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientVersion,
    _names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientSha256,
    _names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientArgs,
    _names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientCommand,
];
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.identifier]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)().pipe(IdentifierSchema.optional()),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.readyTimeout]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .wholeNumber */ .rD)({ min: 1, max: 3600, default: 120, unit: 'seconds' }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientUrl]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)().transform((value, ctx) => {
        if (value === undefined)
            return undefined;
        const url = URL.canParse(value) ? new URL(value) : undefined;
        if (!url || !['https:', 'http:'].includes(url.protocol)) {
            ctx.addIssue({ code: 'custom', message: `must be an https:// URL, got ${shownUrl(value)}` });
            return zod__WEBPACK_IMPORTED_MODULE_4__/* .NEVER */ .tm;
        }
        // An executable fetched in clear text could be swapped on the way.
        if (url.protocol === 'http:' && !(0,_runtime_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .isLoopbackHost */ .cW)(url.hostname)) {
            ctx.addIssue({
                code: 'custom',
                message: 'must use https:// (http:// is allowed only for localhost, 127.0.0.0/8 and [::1])',
            });
            return zod__WEBPACK_IMPORTED_MODULE_4__/* .NEVER */ .tm;
        }
        return url;
    }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientVersion]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientSha256]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)().pipe(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .transform((v) => v.toLowerCase().replace(/^sha256:/, ''))
        .pipe(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/, 'must be 64 hexadecimal digits (a SHA-256)'))
        .optional()),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientArgs]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)().transform((value, ctx) => {
        const args = splitArgs(value ?? '');
        if (args)
            return args;
        ctx.addIssue({ code: 'custom', message: 'has a quote that is not closed' });
        return zod__WEBPACK_IMPORTED_MODULE_4__/* .NEVER */ .tm;
    }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientCommand]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)(),
})
    .superRefine((raw, ctx) => {
    const url = raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientUrl];
    if (!url) {
        for (const name of CLIENT_ONLY) {
            const value = raw[name];
            if (value !== undefined && !(Array.isArray(value) && !value.length))
                ctx.addIssue({ code: 'custom', path: [name], message: `applies only with "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientUrl}"` });
        }
        return;
    }
    const kind = clientKindOf(url);
    if (raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientCommand] !== undefined && kind !== 'zip' && kind !== 'tar') {
        ctx.addIssue({
            code: 'custom',
            path: [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientCommand],
            message: `applies only to an archive (a "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientUrl}" ending in .zip, .tar.gz or .tgz)`,
        });
    }
})
    .transform((raw) => {
    const url = raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientUrl];
    return {
        identifier: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.identifier],
        readyTimeoutSeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.readyTimeout],
        client: url
            ? {
                url,
                kind: clientKindOf(url),
                version: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientVersion],
                sha256: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientSha256],
                args: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientArgs],
                command: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientCommand],
            }
            : undefined,
    };
});


/***/ }),

/***/ 11816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hl: () => (/* binding */ BUILD_NOT_YET_MEANINGS),
/* harmony export */   Jv: () => (/* binding */ USER_UPDATE_MEANINGS),
/* harmony export */   SE: () => (/* binding */ TUNNEL_DELETE_MEANINGS),
/* harmony export */   XV: () => (/* binding */ TUNNEL_CREATE_BODY),
/* harmony export */   a7: () => (/* binding */ UNKNOWN_APP_KEY_MEANINGS),
/* harmony export */   ap: () => (/* binding */ SECRET_FIELD),
/* harmony export */   bM: () => (/* binding */ ERROR_MESSAGE_FIELDS),
/* harmony export */   e$: () => (/* binding */ RETRIED_STATUS_CODES),
/* harmony export */   gB: () => (/* binding */ MAX_ANSWER_BYTES),
/* harmony export */   pt: () => (/* binding */ WEBHOOK_MEANINGS),
/* harmony export */   qL: () => (/* binding */ tunnelAlreadyGone),
/* harmony export */   ze: () => (/* binding */ missingIds)
/* harmony export */ });
/* unused harmony exports TUNNEL_GONE_STATUS, ASSUMPTIONS */
/**
 * Everything the client assumes where the service's API description (the spec) is silent, and every
 * place it reads the spec in a way of its own: one place. Each entry of ASSUMPTIONS names what is
 * assumed, the spec's line it rests on or departs from, and the test that pins it; the values the code
 * takes are exported beside it, and the code's comments point here. docs/service-records.md lists the
 * entries (generated by `npm run docs`), with the 75 endpoints and the tests of each.
 *
 * Everything else the client reads of a status comes from the spec's endpoint tables, in the spec's
 * words (each resource module's `meanings`, and meanings.ts for the Errors table's general ones).
 */
/** DELETE /v1/tunnel/{id} of a tunnel that is gone (see ASSUMPTIONS.tunnelGone). */
const TUNNEL_GONE_STATUS = 404;
/** Whether a failed tunnel delete means the tunnel is gone already (ASSUMPTIONS.tunnelGone). */
function tunnelAlreadyGone(error) {
    return error?.status === TUNNEL_GONE_STATUS;
}
const TUNNEL_DELETE_MEANINGS = { [TUNNEL_GONE_STATUS]: 'the tunnel is already gone' };
/** The body of POST /v1/tunnel/create: the job's tunnel name (ASSUMPTIONS.tunnelCreateBody). */
const TUNNEL_CREATE_BODY = (identifier) => (identifier ? { identifier } : {});
/** GET /v1/builds/<build>: a 404 may be a build whose results have not arrived (ASSUMPTIONS.buildNotYet). */
const BUILD_NOT_YET_MEANINGS = {
    404: 'no such build (yet: a new build can take a few seconds to appear)',
};
/** PUT /v1/user: what its 400 means (ASSUMPTIONS.userUpdate400). */
const USER_UPDATE_MEANINGS = {
    400: 'missing or invalid input: first_name and last_name are the only fields that can be changed',
};
/** The 400 of the endpoints that take `test_ids` or `browser_ids` (ASSUMPTIONS.idLists400). */
const missingIds = (what) => ({ 400: `the ${what} are missing or invalid` });
/** The webhook statuses (ASSUMPTIONS.webhookStatuses, ASSUMPTIONS.webhookRateLimit). */
const WEBHOOK_MEANINGS = {
    invalid: (maxPerTeam) => ({
        400: `invalid webhook: the url must be a public http(s) address, and a team may have at most ${maxPerTeam}`,
    }),
    notFound: { 404: 'no such webhook' },
    rateLimited: { 429: 'webhook test deliveries are rate limited; try again later' },
};
/** POST /v1/storage/<appkey> answering 404 for an unknown key (ASSUMPTIONS.unknownAppKey). */
const UNKNOWN_APP_KEY_MEANINGS = { 404: 'no app is stored under this key' };
/** Statuses of a passing fault, asked again after a back-off (ASSUMPTIONS.retriedStatuses). */
const RETRIED_STATUS_CODES = [408, 429, 500, 502, 503, 504];
/** Where an error body carries its message, first found wins (ASSUMPTIONS.errorBodyFields). */
const ERROR_MESSAGE_FIELDS = ['message', 'error', 'errors'];
/** Field names that carry credentials in records left "not shown" (ASSUMPTIONS.secretFields). */
const SECRET_FIELD = /key|secret|token|password|credential/i;
/** The largest successful answer a request accepts unless it says otherwise (ASSUMPTIONS.answerCap). */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
const WEBHOOKS = {
    list: 'GET /v1/webhooks',
    get: 'GET /v1/webhooks/{id}',
    create: 'POST /v1/webhooks',
    update: 'PUT /v1/webhooks/{id}',
    delete: 'DELETE /v1/webhooks/{id}',
    rotate: 'POST /v1/webhooks/{id}/rotate-secret',
    test: 'POST /v1/webhooks/{id}/test',
};
const ASSUMPTIONS = {
    tunnelCreateReadOnly: {
        assumes: 'POST /v1/tunnel/create answers 403 to a read-only account, read as "the account is read-only".',
        spec: 'Its row lists 401 and 402 only; it rests on Authentication rule 4: "Accounts that are read-only ' +
            'get 403 on every endpoint that creates, changes, deletes or triggers something" (creating a ' +
            'tunnel creates something).',
        pinnedBy: 'test/api/tunnels.test.ts › create: 402 when the quota is exhausted, 403 for a read-only account, ' +
            'sent once',
        endpoints: ['POST /v1/tunnel/create'],
    },
    tunnelGone: {
        assumes: 'DELETE /v1/tunnel/{id} answers 404 for a tunnel deleted already or ended by itself; start-tunnel ' +
            'counts it as deleted.',
        spec: 'Its row lists 401 and 403 only; departs from Errors rule 1 ("Each endpoint returns only the ' +
            'statuses listed for it").',
        pinnedBy: 'test/api/records.test.ts › reads an assumed 404 on deleting a tunnel that is gone as "already gone"',
        endpoints: ['DELETE /v1/tunnel/{id}'],
        answers: { 'DELETE /v1/tunnel/{id}': [TUNNEL_GONE_STATUS] },
    },
    tunnelCreateBody: {
        assumes: "POST /v1/tunnel/create is sent the job's tunnel name as `identifier` (the Tunnel record's " +
            'field), so a post step whose main was cancelled before the answer finds that tunnel by name; a ' +
            'service that ignores it names the tunnel itself.',
        spec: 'Its row: "no body fields declared (JSON)".',
        pinnedBy: 'test/actions/start-tunnel.test.ts › deletes the tunnel whose create was still being answered ' +
            'when the step was cancelled',
        endpoints: ['POST /v1/tunnel/create'],
    },
    buildNotYet: {
        assumes: 'A 404 on GET /v1/builds/<build> is worded "no such build (yet: a new build can take a few ' +
            'seconds to appear)".',
        spec: 'Its row lists 404; the Errors table: "resource not found". That a new build appears late is what ' +
            'records show (docs/service-records.md, Test records), not the spec.',
        pinnedBy: 'test/api/builds.test.ts › explains a 404 as a build that does not exist yet, and refuses a count ' +
            'above 500 before sending',
        endpoints: ['GET /v1/builds/<build>'],
    },
    userUpdate400: {
        assumes: 'A 400 on PUT /v1/user is worded "missing or invalid input: first_name and last_name are the only ' +
            'fields that can be changed".',
        spec: 'Its row lists 400 without a reason; the Errors table: "missing or invalid input"; its Input: ' +
            '"first_name, last_name (the only mutable fields)".',
        pinnedBy: 'test/api/user.test.ts › answers 400 for other fields and 403 for a read-only account',
        endpoints: ['PUT /v1/user'],
    },
    idLists400: {
        assumes: 'A 400 on the endpoints that take `test_ids` or `browser_ids` is worded "the test IDs (browser ' +
            'IDs) are missing or invalid": an ID the service does not know is invalid input.',
        spec: 'Their rows: "400 (test_ids missing)", "400 (browser_ids missing)"; the Errors table: "400 ' +
            'missing or invalid input".',
        pinnedBy: 'test/api/lab.test.ts › reads browsers and replaces them with a comma-separated browser_ids',
        endpoints: [
            'POST /v1/labsuites/{id}/tests',
            'POST /v1/labsuites/{id}/browsers',
            'POST /v1/lab/{id}/browsers',
        ],
    },
    webhookStatuses: {
        assumes: 'The webhook endpoints answer 2xx on success (the fake: 201 on create and rotate, 200 otherwise, ' +
            'DELETE with its body), 400 for a body that fails validation (the public-URL rule and the limit ' +
            'of five included) and 404 for an unknown ID or one of another team.',
        spec: 'Errors rule 5: "Success and error statuses of the webhook endpoints: not shown"; the meanings ' +
            'follow the Errors table.',
        pinnedBy: 'test/api/webhooks.test.ts › answers an assumed 400 for a missing name, a bad enum value and ' +
            'credentials that do not fit the auth type',
        endpoints: Object.values(WEBHOOKS),
        answers: {
            [WEBHOOKS.list]: [200],
            [WEBHOOKS.get]: [200, 404],
            [WEBHOOKS.create]: [201, 400],
            [WEBHOOKS.update]: [200, 400, 404],
            [WEBHOOKS.delete]: [200, 404],
            [WEBHOOKS.rotate]: [201, 404],
            [WEBHOOKS.test]: [200, 404],
        },
    },
    webhookReadOnly: {
        assumes: 'The webhook endpoints that write or send answer 403 to a read-only account.',
        spec: 'Errors rule 5 leaves them "not shown"; it rests on Authentication rule 4 (403 on every endpoint ' +
            'that creates, changes, deletes or triggers something).',
        pinnedBy: 'test/api/webhooks.test.ts › answers 403 to a read-only account on everything that writes or sends',
        endpoints: [WEBHOOKS.create, WEBHOOKS.update, WEBHOOKS.delete, WEBHOOKS.rotate, WEBHOOKS.test],
    },
    webhookRateLimit: {
        assumes: 'The test delivery answers 429 when its rate limit is reached, read as "webhook test deliveries ' +
            'are rate limited; try again later", and is asked again after Retry-After like any 429.',
        spec: 'Limits: "The webhook test delivery is rate limited separately from the rest of the API; its ' +
            'numbers: not shown"; the status is not shown either.',
        pinnedBy: 'test/api/webhooks.test.ts › reads a 429 on the test delivery as its rate limit, asking again ' +
            'after Retry-After',
        endpoints: [WEBHOOKS.test],
        answers: { [WEBHOOKS.test]: [429] },
    },
    unknownAppKey: {
        assumes: 'POST /v1/storage/<appkey> answering 404 for a key that stores nothing is read as "no app is ' +
            'stored under this key".',
        spec: 'Its row lists 400 ("missing or invalid file/url"), 401 and 403: an unknown key is invalid input ' +
            'there; the fake answers 400.',
        pinnedBy: 'test/api/storage.test.ts › answers an unknown key with 400 (or 404) and read-only accounts with 403',
        endpoints: ['POST /v1/storage/<appkey>'],
    },
    positiveIds: {
        assumes: 'Numeric IDs are whole numbers from 1 (sent and read: a tunnel, job or webhook ID of 0 is ' +
            'refused), and `count` is at least 1.',
        spec: 'The spec types IDs, `offset` and `count` as int32 without a lower bound; `count` has a maximum ' +
            'of 500 on seven lists and a default of 10.',
        pinnedBy: 'test/api/records.test.ts › an ID or a count below 1 is refused before any request',
    },
    retriedStatuses: {
        assumes: 'Answers 408, 429, 500, 502, 503 and 504 are passing faults, asked again with a back-off that ' +
            'honours Retry-After (at most 60 s); a 429 turns a request away unprocessed, so even a POST is ' +
            'asked again. The 500 of GET /v1/tunnel/{id} carries its meaning and is not retried.',
        spec: 'Limits: "Overall request rate limits and the status used when exceeded: not shown"; the Errors ' +
            'table lists 500 for GET /v1/tunnel/{id} only.',
        pinnedBy: 'test/api/transport.test.ts › repeats a POST turned away with 429 (unprocessed), after its Retry-After',
    },
    safeToRepeat: {
        assumes: 'The replace-style POSTs and the POST alias of PUT are safe to repeat and are retried like PUT; ' +
            'every other POST is sent again only when it cannot have reached the service.',
        spec: 'Errors rule 2 names "POST aliases and replace-style POSTs"; their rows: "replaces the binary", ' +
            '"all existing steps are deleted and replaced", "replaces the browser set", "alias of PUT with ' +
            'the same body and behaviour".',
        pinnedBy: 'test/api/lab.test.ts › replaces and lists steps; a replace is safe to repeat after a 503',
        endpoints: [
            'POST /v1/storage/<appkey>',
            'POST /v1/labsuites/{id}/browsers',
            'POST /v1/lab/{id}/steps',
            'POST /v1/lab/{id}/browsers',
            'POST /v1/tests/{id}',
        ],
    },
    errorBodyFields: {
        assumes: 'An error body carries its message in `message`, `error` or `errors` (a string or an array of ' +
            'strings); anything else gives an excerpt of the body.',
        spec: 'Errors rule 4: "Shape of error response bodies: not shown".',
        pinnedBy: 'test/api/transport.test.ts › gives up after the last attempt with an error naming operation, ' +
            'status, meaning and message',
    },
    secretFields: {
        assumes: 'In the bodies of GET /v1/user/keys and GET client-key, every string under a field whose name ' +
            'holds key, secret, token, password or credential is a secret, masked before the body is ' +
            'returned.',
        spec: "Request and response bodies whose fields are not shown, 12 and 13: their response bodies' " +
            '"fields not shown".',
        pinnedBy: 'test/api/user.test.ts › masks secret-looking fields whatever shape the keys body takes',
        endpoints: ['GET /v1/user/keys', 'GET /v1/team-management/users/{id}/client-key'],
    },
    bareLists: {
        assumes: 'A list the spec does not show as `{ data, meta }` is read as that envelope or as a bare array ' +
            '(its length then says nothing of the total: reading goes on); team members and webhooks must ' +
            'come enveloped.',
        spec: 'Only "A team member list is { data: [TeamMember], meta: Meta }" and "A webhook list is { data: ' +
            '[Webhook], meta: Meta }" show a list\'s shape; the other rows say "200 list of …".',
        pinnedBy: 'test/api/list-walks.test.ts › never takes a short bare array as the whole list: reads on, one ' +
            'page at a time, to an empty page',
    },
    answerCap: {
        assumes: "A successful answer larger than 8 MiB (unless its request says otherwise) is not the API's and " +
            'ends the request unread; of an error answer the first 64 KiB are kept.',
        spec: 'No size of any answer is given; the largest the spec allows (a page of 500 tests) is far below ' +
            'it.',
        pinnedBy: 'test/api/transport.test.ts › refuses an answer beyond its bound, unread, in one line, and does ' +
            'not ask again',
    },
    noSplatOrIdQuery: {
        assumes: 'The app key and the build reference travel in the path only: the declared `splat` and `id` query ' +
            'parameters are not sent.',
        spec: 'GET /v1/storage/<appkey>: "declares a required integer query parameter `splat` for the appkey ' +
            'part"; GET /v1/builds/<build>: "declares it as a required string query parameter `id`".',
        pinnedBy: 'test/api/storage.test.ts › gets an app by its key as a path segment, with or without the scheme',
        endpoints: ['GET /v1/storage/<appkey>', 'GET /v1/builds/<build>', 'DELETE /v1/builds/<build>'],
    },
};


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
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);

/**
 * Meanings of a status on every endpoint, in the words of the spec's Errors table; endpoints add or
 * override their own. 408, 429, 502, 503 and 504 (and 500 but on GET /v1/tunnel/{id}) are not the
 * spec's: ASSUMPTIONS.retriedStatuses.
 */
const DEFAULT_STATUS_MEANINGS = {
    400: 'missing or invalid input',
    401: 'authentication required: check the key and secret',
    402: 'tunnel quota exhausted or insufficient credits',
    403: 'the account is read-only or lacks the required role',
    404: 'resource not found',
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
 * Error bodies are "not shown" in the spec; the message is read from ERROR_MESSAGE_FIELDS (a string or
 * an array of strings; ASSUMPTIONS.errorBodyFields). Anything else yields a short text excerpt.
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
            for (const field of _assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .ERROR_MESSAGE_FIELDS */ .bM) {
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
/* unused harmony export MetaSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);

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
/**
 * A record the spec leaves "not shown": any object, every field kept, none required.
 * Actions read such records only through an adapter that treats what is missing as unknown.
 */
const LenientRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({});
/**
 * A list answer. Where the spec shows the `{ data, meta }` envelope (`enveloped`), only that is read;
 * elsewhere the envelope is open and a bare array is accepted too (ASSUMPTIONS.bareLists), its meta left
 * to the walk over it (src/api/pagination.ts) rather than guessed from its length.
 */
function pageOf(item, options = {}) {
    const envelope = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ data: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item), meta: MetaSchema });
    const schema = options.enveloped
        ? envelope
        : zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([envelope, zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item).transform((data) => ({ data }))]);
    return schema;
}


/***/ })

};
