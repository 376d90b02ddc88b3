export const id = 686;
export const ids = [686,355];
export const modules = {

/***/ 11355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  progressLine: () => (/* binding */ progressLine),
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/runtime/inputs.ts
var inputs = __webpack_require__(12291);
// EXTERNAL MODULE: ./src/runtime/url-secrets.ts
var url_secrets = __webpack_require__(95901);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/refs.ts
var refs = __webpack_require__(93916);
// EXTERNAL MODULE: ./src/api/records.ts
var records = __webpack_require__(39762);
// EXTERNAL MODULE: ./src/api/upload.ts
var upload = __webpack_require__(34759);
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/actions/upload-app/names.ts
var names = __webpack_require__(72579);
;// CONCATENATED MODULE: ./src/actions/upload-app/app-file.ts




const GLOB_MAGIC = /[*?[\]{}]/;
const LOCAL_FILE_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** The end record (22 bytes) sits within the last 22 bytes plus an archive comment of up to 64 KiB. */
const TAIL_BYTES = 22 + 0xffff;
const MAX_LISTED = 5;
function fail(message) {
    throw new inputs/* InputError */.dz(`Input "${names/* INPUTS */.mc.file}": ${message}`);
}
/**
 * The one file a path or glob names, relative to `cwd`: a path that exists is taken as it is (so a
 * name with brackets needs no escaping); anything else is a glob that must match exactly one file.
 * Node's glob reads a backslash as a folder separator on every system, so a Windows-style
 * `build\outputs\*.apk` matches as users mean it (test/actions/upload-app.test.ts).
 */
async function resolveAppFile(pattern, cwd) {
    const direct = (0,external_node_path_.resolve)(cwd, pattern);
    const exists = await (0,promises_.stat)(direct).then(() => true, () => false);
    if (exists || !GLOB_MAGIC.test(pattern))
        return direct;
    const matches = [];
    for await (const match of (0,promises_.glob)(pattern, { cwd })) {
        const path = (0,external_node_path_.resolve)(cwd, match);
        if ((await (0,promises_.stat)(path).catch(() => undefined))?.isFile())
            matches.push(path);
    }
    matches.sort();
    if (matches.length === 1 && matches[0])
        return matches[0];
    if (!matches.length)
        fail(`"${pattern}" matches no file in ${cwd}.`);
    const shown = matches.slice(0, MAX_LISTED).map((p) => shortPath(p, cwd));
    const more = matches.length > MAX_LISTED ? `, and ${matches.length - MAX_LISTED} more` : '';
    return fail(`"${pattern}" matches ${matches.length} files (${shown.join(', ')}${more}); it must match exactly one.`);
}
/**
 * Checks, before any byte is sent, that the file can be an app: a regular, non-empty file that is a
 * whole zip archive (APK and IPA both are): it starts with a local file header and ends with an
 * end-of-central-directory record, so a truncated download is caught here too.
 */
async function checkAppFile(path, cwd) {
    const shown = shortPath(path, cwd);
    const info = await (0,promises_.stat)(path).catch((error) => fail(error.code === 'ENOENT' ? `no file at ${shown} (in ${cwd}).` : `cannot read ${shown}: ${error.message}`));
    if (info.isDirectory())
        fail(`${shown} is a directory, not a file.`);
    if (!info.isFile())
        fail(`${shown} is not a regular file.`);
    if (info.size === 0)
        fail(`${shown} is empty (0 bytes).`);
    const handle = await (0,promises_.open)(path, 'r').catch((error) => fail(`cannot read ${shown}: ${error.message}`));
    try {
        const head = Buffer.alloc(LOCAL_FILE_HEADER.length);
        await handle.read(head, 0, head.length, 0);
        if (!head.equals(LOCAL_FILE_HEADER))
            fail(`${shown} is not an APK or IPA: it is not a zip archive (it starts with ${hex(head)}).`);
        const tailLength = Math.min(info.size, TAIL_BYTES);
        const tail = Buffer.alloc(tailLength);
        await handle.read(tail, 0, tailLength, info.size - tailLength);
        if (tail.lastIndexOf(END_OF_CENTRAL_DIRECTORY) < 0)
            fail(`${shown} is not a complete zip archive (no end-of-central-directory record): is it truncated?`);
    }
    finally {
        await handle.close();
    }
    return { path, size: info.size };
}
function shortPath(path, cwd) {
    const rel = (0,external_node_path_.relative)(cwd, path);
    return rel && !rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel) ? rel : path;
}
function hex(bytes) {
    return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join(' ');
}

// EXTERNAL MODULE: ./src/actions/upload-app/inputs.ts
var upload_app_inputs = __webpack_require__(29706);
;// CONCATENATED MODULE: ./src/actions/upload-app/run.ts










/**
 * Uploads an app, or replaces the binary under an existing key, and returns its `app_url`. Every
 * check that can fail fast (the path, the file, the key) runs before the first byte is sent.
 */
async function run(inputs, ctx, options = {}) {
    const cwd = options.cwd ?? process.cwd();
    let source;
    let what;
    if ('file' in inputs.source) {
        const file = await checkAppFile(await resolveAppFile(inputs.source.file, cwd), cwd);
        source = { file: file.path };
        what = `Uploading ${file.path} (${(0,wording/* formatBytes */.z3)(file.size)})`;
    }
    else {
        const { url } = inputs.source;
        // A signed URL's query is a credential, and the service may quote the URL in an error message.
        for (const secret of (0,url_secrets/* urlSecrets */.F)(url))
            ctx.setSecret(secret);
        source = { url: url.href };
        what = `Asking the service to fetch ${(0,url_secrets/* shownUrl */.z)(url)}`;
    }
    if (inputs.appKey !== undefined)
        await requireStoredApp(ctx, inputs.appKey);
    ctx.log.info(`${what}${inputs.appKey === undefined ? '' : `, replacing the app under key ${inputs.appKey}`}.`);
    const uploadOptions = {
        ...options.upload,
        onProgress: (progress) => ctx.log.info(progressLine(progress)),
    };
    const app = inputs.appKey === undefined
        ? await ctx.client.storage.upload(source, uploadOptions)
        : await ctx.client.storage.replace(inputs.appKey, source, uploadOptions);
    const appUrl = app.app_url;
    const appKey = (0,refs/* appKeyOf */.QO)(appUrl);
    if (inputs.appKey !== undefined && appKey !== inputs.appKey) {
        ctx.log.warning(`The service stored the app under ${appUrl}, not under the key "${inputs.appKey}" it was asked to replace; capabilities pinned to the old app_url will not see it.`);
    }
    const info = (0,records/* storedAppInfo */.R_)(app);
    ctx.log.info(`Stored ${info.filename ?? 'the app'}${info.type ? ` (${info.type})` : ''} as ${appUrl}.`);
    return {
        outputs: { [names/* OUTPUTS */.py.appUrl]: appUrl, [names/* OUTPUTS */.py.appKey]: appKey },
        env: { [names/* EXPORTED_ENV */.eN.appUrl]: appUrl },
    };
}
/** A replace under a key that does not exist would fail only after the whole upload: ask first. */
async function requireStoredApp(ctx, appKey) {
    try {
        await ctx.client.storage.get(appKey);
    }
    catch (error) {
        if (error instanceof errors/* ServiceError */._7 && error.status === 404) {
            throw new inputs/* InputError */.dz(`Input "${names/* INPUTS */.mc.appKey}": no app is stored under the key "${appKey}" (leave it empty to store a new app).`);
        }
        throw error;
    }
}
/** "Uploaded 1.2 MiB of 4.0 MiB (30 %), 2.5 MiB/s" while sending; a summary once every byte is sent. */
function progressLine(p) {
    const rate = `${(0,wording/* formatBytes */.z3)(Math.round(p.bytesPerSecond))}/s`;
    if (p.done) {
        return `Sent ${(0,wording/* formatBytes */.z3)(p.total)} in ${(p.elapsedMs / 1000).toFixed(1)} s (${rate}); waiting for the service to store the app.`;
    }
    const percent = Math.floor((p.sent * 100) / p.total);
    return `Uploaded ${(0,wording/* formatBytes */.z3)(p.sent)} of ${(0,wording/* formatBytes */.z3)(p.total)} (${percent} %), ${rate}.`;
}


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

/***/ 39762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jt: () => (/* binding */ flag),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   R_: () => (/* binding */ storedAppInfo),
/* harmony export */   Vt: () => (/* binding */ jobErrorDetail),
/* harmony export */   uR: () => (/* binding */ instant),
/* harmony export */   xU: () => (/* binding */ buildNameOf)
/* harmony export */ });
/* unused harmony export string */
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93916);
/* harmony import */ var _storage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39753);


/** A non-empty string, trimmed; anything else is absent. */
function string(value) {
    return typeof value === 'string' ? value.trim() || undefined : undefined;
}
/** A string or a number as trimmed text; anything else is absent. */
function text(value) {
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    return string(value);
}
/**
 * The one adapter for `errors` entries. The spec names `step`, `browser` and `time` but not their
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
/** Reads a stored app record leniently: a field of another type than expected counts as absent. */
function storedAppInfo(record) {
    const appUrl = string(record.app_url);
    const id = record.id;
    return {
        appUrl,
        appKey: appUrl && _storage_js__WEBPACK_IMPORTED_MODULE_0__/* .APP_URL */ .oO.test(appUrl) ? (0,_refs_js__WEBPACK_IMPORTED_MODULE_1__/* .appKeyOf */ .QO)(appUrl) : undefined,
        id: typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined,
        filename: string(record.filename),
        type: string(record.type),
        version: text(record.version),
        state: string(record.state),
        createdAt: string(record.created_at),
    };
}
/**
 * A build record's identifier (the `capabilities.build` string its tests used). Build list records are
 * "not shown": the name is read from `name`, else `build` (docs/service-records.md); a record with
 * neither has no name to match.
 */
function buildNameOf(record) {
    return string(record.name) ?? string(record.build);
}
/** Date-times that name their zone: `Z`, an offset, or GMT/UTC (a bare one depends on the reader's zone). */
const ZONED = /(?:Z|[+-]\d{2}:?\d{2}|\bGMT|\bUTC)$/i;
/** Seconds since the epoch stay below this until the year 5138; a larger number is milliseconds. */
const LARGEST_SECONDS = 1e11;
/** A point in time as milliseconds since the epoch, or absent when it cannot be told. */
function instant(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) && value > 0 ? (value < LARGEST_SECONDS ? value * 1000 : value) : undefined;
    if (typeof value !== 'string' || !ZONED.test(value.trim()))
        return undefined;
    const ms = Date.parse(value.trim());
    return Number.isNaN(ms) ? undefined : ms;
}
/** `success` arrives as true/false on some endpoints and 1/0 on others; anything else is unknown. */
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


/***/ }),

/***/ 95901:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ urlSecrets),
/* harmony export */   z: () => (/* binding */ shownUrl)
/* harmony export */ });
/**
 * What in a URL is a credential, for masking before anything can print it: the password, and the query
 * of a signed URL (whole, each value as written and decoded) with the whole URL in both spellings,
 * since a service or a tool may echo it back. The user name is kept, and so is any value too short to
 * be a credential (`v=1`): masking it would blank out ordinary log text.
 */
function urlSecrets(url) {
    const secrets = new Set();
    if (url.password)
        secrets.add(url.password).add(decoded(url.password, decodeURIComponent));
    if (url.search.length > 1) {
        const query = url.search.slice(1);
        secrets.add(url.href).add(decoded(url.href, decodeURI)).add(query);
        for (const part of query.split('&'))
            secrets.add(part.slice(part.indexOf('=') + 1));
        for (const value of url.searchParams.values())
            secrets.add(value).add(encodeURIComponent(value));
    }
    return [...secrets].filter((secret) => secret.length >= MIN_SECRET_CHARS);
}
const MIN_SECRET_CHARS = 6;
/** A stray `%` leaves the text as written. */
function decoded(text, decode) {
    try {
        return decode(text);
    }
    catch {
        return text;
    }
}
/** The URL as it may be shown: origin and path, without credentials or query. */
function shownUrl(url) {
    return `${url.origin}${url.pathname}`;
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
