export const id = 69;
export const ids = [69];
export const modules = {

/***/ 2202:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ basicAuthorization)
/* harmony export */ });
/**
 * The service's Basic authorization value for an API key and secret. A leaf module: the settings
 * check masks it before any HTTP code is loaded.
 */
function basicAuthorization(credentials) {
    return `Basic ${Buffer.from(`${credentials.key}:${credentials.secret}`).toString('base64')}`;
}


/***/ }),

/***/ 24988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PB: () => (/* binding */ proxySecretsOf),
/* harmony export */   iJ: () => (/* binding */ proxyFor),
/* harmony export */   tR: () => (/* binding */ proxySettingsOf)
/* harmony export */ });
/* unused harmony export redactProxyUrl */
// The proxy variables as the ecosystem reads them, with no HTTP code: the runtime masks a proxy's
// password before it loads anything else (src/api/dispatcher.ts builds the connection pool from them).
function proxySettingsOf(env) {
    const read = (name) => (env[name.toLowerCase()] ?? env[name.toUpperCase()])?.trim() || undefined;
    const httpProxy = withScheme(read('http_proxy'));
    // As undici and curl do: an HTTPS_PROXY that is not set falls back to HTTP_PROXY.
    const httpsProxy = withScheme(read('https_proxy')) ?? httpProxy;
    return { httpProxy, httpsProxy, noProxy: read('no_proxy') ?? '' };
}
/** `proxy.corp:3128` is an http:// proxy, as curl reads it. */
function withScheme(url) {
    if (!url)
        return undefined;
    return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`;
}
/** The proxy that requests to `url` go to, its password hidden; undefined when there is none. */
function proxyFor(url, env) {
    const settings = proxySettingsOf(env);
    const proxy = new URL(url).protocol === 'https:' ? settings.httpsProxy : settings.httpProxy;
    return proxy && redactProxyUrl(proxy);
}
/** A proxy URL fit for a log line: the password (and any query) replaced by `***`. */
function redactProxyUrl(url) {
    try {
        const parsed = new URL(url);
        if (parsed.password)
            parsed.password = '***';
        parsed.search = '';
        return parsed.href.replace(/\/$/, '');
    }
    catch {
        return '(a proxy address that is not a URL)';
    }
}
/**
 * The secret parts of the proxy URLs, as written and as decoded, for the runner to mask before any log
 * line can show them (a password also travels base64-encoded in Proxy-Authorization, never logged).
 */
function proxySecretsOf(env) {
    const { httpProxy, httpsProxy } = proxySettingsOf(env);
    const secrets = new Set();
    for (const proxy of [httpProxy, httpsProxy]) {
        const password = proxy && URL.canParse(proxy) ? new URL(proxy).password : '';
        if (!password)
            continue;
        secrets.add(password);
        try {
            secrets.add(decodeURIComponent(password));
        }
        catch {
            // A stray `%`: the password as written is all there is.
        }
    }
    return [...secrets];
}


/***/ }),

/***/ 12291:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ko: () => (/* binding */ readInputs),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   mR: () => (/* binding */ optionalText),
/* harmony export */   rD: () => (/* binding */ wholeNumber),
/* harmony export */   rP: () => (/* binding */ requiredId),
/* harmony export */   ui: () => (/* binding */ optionalId),
/* harmony export */   yL: () => (/* binding */ oneOf),
/* harmony export */   zM: () => (/* binding */ boolean)
/* harmony export */ });
/* unused harmony export requiredText */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88532);

/**
 * Zod pieces for action inputs. Inputs arrive as strings (defaults from action.yml included), so each
 * helper parses a string and, on failure, says what was expected; `readInputs` adds the input's name.
 */
/** Trimmed text; empty means not given. */
const optionalText = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .optional()
    .transform((v) => v?.trim() || undefined);
const requiredText = () => z
    .string()
    .optional()
    .transform((v) => v?.trim() ?? '')
    .pipe(z.string().min(1, 'is required'));
/** A whole number in a range; empty takes the default. */
const wholeNumber = (opts) => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .optional()
    .transform((v, ctx) => {
    const text = v?.trim() ?? '';
    if (!text && opts.default !== undefined)
        return opts.default;
    const n = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < opts.min || n > opts.max) {
        ctx.addIssue({
            code: 'custom',
            message: `must be a whole number${opts.unit ? ` of ${opts.unit}` : ''} from ${opts.min} to ${opts.max}, got "${text}"`,
        });
        return zod__WEBPACK_IMPORTED_MODULE_1__/* .NEVER */ .tm;
    }
    return n;
});
/** A positive numeric ID (int32), optional. */
const optionalId = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .optional()
    .transform((v, ctx) => {
    const text = v?.trim() ?? '';
    if (!text)
        return undefined;
    const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 2147483647) {
        ctx.addIssue({ code: 'custom', message: `must be a positive whole number (an ID), got "${text}"` });
        return zod__WEBPACK_IMPORTED_MODULE_1__/* .NEVER */ .tm;
    }
    return n;
});
const requiredId = () => optionalId().pipe(zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig({ error: 'is required' }));
/** YAML 1.2 core booleans, as `core.getBooleanInput` reads them; empty takes the default. */
const boolean = (defaultValue) => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .optional()
    .transform((v, ctx) => {
    const text = v?.trim() ?? '';
    if (!text)
        return defaultValue;
    if (['true', 'True', 'TRUE'].includes(text))
        return true;
    if (['false', 'False', 'FALSE'].includes(text))
        return false;
    ctx.addIssue({ code: 'custom', message: `must be true or false, got "${text}"` });
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .NEVER */ .tm;
});
/** One of a few words, as written in action.yml; empty takes the default. */
const oneOf = (values, defaultValue) => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .optional()
    .transform((v, ctx) => {
    const text = v?.trim() ?? '';
    if (!text)
        return defaultValue;
    if (values.includes(text))
        return text;
    ctx.addIssue({ code: 'custom', message: `must be one of ${values.join(', ')}, got "${text}"` });
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .NEVER */ .tm;
});
class InputError extends Error {
    name = 'InputError';
}
/**
 * Reads each named input and parses them with the action's schema. Every problem becomes one line
 * naming the input: `Input "ready-timeout" must be a whole number ...`.
 */
function readInputs(names, schema, getInput) {
    const raw = Object.fromEntries(names.map((name) => [name, getInput(name)]));
    const result = schema.safeParse(raw);
    if (result.success)
        return result.data;
    const problems = result.error.issues.map((issue) => {
        const name = issue.path[0];
        return name === undefined ? issue.message : `input "${String(name)}" ${issue.message}`;
    });
    const text = problems.join('; ');
    throw new InputError(text.charAt(0).toUpperCase() + text.slice(1));
}


/***/ }),

/***/ 15510:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ MATRIX_INPUT),
/* harmony export */   BM: () => (/* binding */ stableCheckName),
/* harmony export */   BV: () => (/* binding */ jobBuildName),
/* harmony export */   PP: () => (/* binding */ defaultBuildName),
/* harmony export */   lF: () => (/* binding */ jobIdentityOf),
/* harmony export */   oz: () => (/* binding */ BUILD_VARIABLE)
/* harmony export */ });
/* unused harmony exports MATRIX_INPUT_DEFAULT, legOf */
/**
 * What identifies the job a step runs in, from the runner's environment and the `matrix` input (the
 * runner puts no matrix values in the environment; the reporting actions read them through an input
 * whose default is `${{ toJSON(matrix) }}`, as github/codeql-action's upload-sarif does).
 *
 * Two kinds of names come from it: check names, which must be the same on every run of a job and
 * matrix leg so that a team can require them (never a run ID, attempt, build or job ID), and the
 * default build name, which must differ between runs, attempts, jobs and legs.
 */
/** The input every action takes for its matrix leg, and its default. */
const MATRIX_INPUT = 'matrix';
const MATRIX_INPUT_DEFAULT = '${{ toJSON(matrix) }}';
/** The variable holding the build name of the job's tests (CONTRACT). */
const BUILD_VARIABLE = 'CLOUDTEST_BUILD';
/** Longest leg description in a check name; GitHub shows about this much in the checks list. */
const MAX_LEG_CHARS = 60;
const MAX_CHECK_NAME_CHARS = 100;
function jobIdentityOf(env, matrixJson) {
    const attempt = Number(env.GITHUB_RUN_ATTEMPT?.trim());
    return {
        job: env.GITHUB_JOB?.trim() || undefined,
        leg: legOf(matrixJson),
        runId: env.GITHUB_RUN_ID?.trim() || undefined,
        attempt: Number.isInteger(attempt) && attempt > 0 ? attempt : 1,
        repository: env.GITHUB_REPOSITORY?.trim() || undefined,
    };
}
/**
 * The matrix leg's values, in the order the workflow gave them, joined by commas: `{"browser":"chrome",
 * "os":"linux"}` reads `chrome, linux`. An object value shows its own values; `null` (no matrix) or an
 * empty or unreadable input is no leg.
 */
function legOf(matrixJson) {
    if (!matrixJson?.trim())
        return undefined;
    let matrix;
    try {
        matrix = JSON.parse(matrixJson);
    }
    catch {
        return undefined;
    }
    const values = valuesOf(matrix).filter(Boolean);
    if (!values.length)
        return undefined;
    const leg = values.join(', ').replace(/\s+/g, ' ').trim();
    return leg.length > MAX_LEG_CHARS ? `${leg.slice(0, MAX_LEG_CHARS - 1)}…` : leg;
}
function valuesOf(value) {
    if (value === null || value === undefined)
        return [];
    if (Array.isArray(value))
        return value.flatMap(valuesOf);
    if (typeof value === 'object')
        return Object.values(value).flatMap(valuesOf);
    return [String(value)];
}
/**
 * A check name that stays the same from run to run: `base (job, leg)`, e.g. `Cloud tests (e2e, chrome,
 * linux)`; just `base` outside Actions.
 */
function stableCheckName(base, identity) {
    const where = [identity.job, identity.leg].filter(Boolean).join(', ');
    const name = where ? `${base} (${where})` : base;
    return name.length > MAX_CHECK_NAME_CHARS ? `${name.slice(0, MAX_CHECK_NAME_CHARS - 1)}…` : name;
}
/** Letters, digits, dots, dashes and underscores: what a build name made of parts may hold. */
function slug(text, max) {
    return text
        .replace(/[^A-Za-z0-9_.-]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, max);
}
/**
 * The default build name: repository, run, attempt, job and leg, e.g. `shop-1234-1-e2e-chrome-linux`.
 * Undefined outside Actions (no run ID). Every build of one run starts with `<repo>-<run>-<attempt>-`,
 * so a job after a matrix reads them all with the prefix `<repo>-<run>-<attempt>-*`.
 */
function defaultBuildName(identity) {
    if (!identity.runId)
        return undefined;
    const repo = slug(identity.repository?.split('/').pop() ?? 'repo', 40) || 'repo';
    const parts = [repo, identity.runId, String(identity.attempt), slug(identity.job ?? 'job', 40) || 'job'];
    if (identity.leg)
        parts.push(slug(identity.leg, 60));
    return parts.filter(Boolean).join('-');
}
/**
 * The build name of the job's tests: CLOUDTEST_BUILD when set (by the user, or exported by an earlier
 * step), else the default; undefined outside Actions.
 */
function jobBuildName(env, identity) {
    return env[BUILD_VARIABLE]?.trim() || defaultBuildName(identity);
}


/***/ }),

/***/ 53069:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L7: () => (/* binding */ runMainEntry),
  GW: () => (/* binding */ runPostEntry)
});

// UNUSED EXPORTS: SERVICE_SETTING_INPUTS, coreLogger, failureMessage, serviceFor, systemClock, writeResult

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 8 modules
var core = __webpack_require__(46058);
// EXTERNAL MODULE: ./src/api/proxy-settings.ts
var proxy_settings = __webpack_require__(24988);
// EXTERNAL MODULE: ./src/version.ts + 1 modules
var version = __webpack_require__(71013);
// EXTERNAL MODULE: ./src/runtime/inputs.ts
var runtime_inputs = __webpack_require__(12291);
;// CONCATENATED MODULE: ./src/runtime/github-connector.ts
/** The step's way to GitHub (src/runtime/github-client.ts): the token masked, one client per token, made on first use. */
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
    const { createGitHubClient } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(965)]).then(__webpack_require__.bind(__webpack_require__, 50965));
    return createGitHubClient(token, ctx.env, ctx.log);
}

// EXTERNAL MODULE: ./src/runtime/job-identity.ts
var job_identity = __webpack_require__(15510);
// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(67388);
;// CONCATENATED MODULE: ./src/runtime/logger.ts


/**
 * The runner's log: every line of every action goes through here. Plain lines go out as they are, so
 * they pass through `logText` (text from the service or a file name could otherwise hold a workflow
 * command); debug lines and annotations are workflow commands whose data @actions/core escapes.
 */
const coreLogger = {
    debug: (m) => core/* debug */.Yz(m),
    info: (m) => core/* info */.pq((0,text_escape/* logText */.kc)(m)),
    warning: (m, p) => core/* warning */.$e(m, p),
    error: (m, p) => core/* error */.z3(m, p),
    notice: (m, p) => core/* notice */.lm(m, p),
};

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./src/runtime/clock.ts

const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => (0,promises_.setTimeout)(ms, undefined, { signal }),
};

// EXTERNAL MODULE: ./src/runtime/settings.ts
var settings = __webpack_require__(35051);
;// CONCATENATED MODULE: ./src/runtime/runtime.ts









function runnerContext(signal) {
    const setSecret = (secret) => core/* setSecret */.Pq(secret);
    const env = process.env;
    // A proxy's password is a credential of the job: masked before anything can print it.
    for (const secret of (0,proxy_settings/* proxySecretsOf */.PB)(env))
        setSecret(secret);
    return {
        log: coreLogger,
        clock: systemClock,
        signal,
        env,
        saveState: (name, value) => core/* saveState */.LZ(name, value),
        getState: (name) => core/* getState */.Gu(name),
        setSecret,
        github: gitHubConnector({ env, log: coreLogger, setSecret }),
        job: (0,job_identity/* jobIdentityOf */.lF)(env, core/* getInput */.V4(job_identity/* MATRIX_INPUT */.$e)),
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
            core/* info */.pq(`Received ${name}: cancelling.`);
        controller.abort(new Error(`cancelled by ${name}`));
        if (options.forceExitAfterMs !== undefined && !forced) {
            // Unreferenced: a step that ends by itself meanwhile is not held up by it.
            forced = setTimeout(() => {
                if (process.exitCode !== 1)
                    core/* setFailed */.C1('The step was cancelled.');
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
const clientModule = () => Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(753), __webpack_require__.e(856)]).then(__webpack_require__.bind(__webpack_require__, 22856));
/** The service settings from the step's inputs and environment, checked, every secret form masked. */
const settingsOf = (ctx) => (0,settings/* readServiceSettings */.$j)((name) => core/* getInput */.V4(name), ctx.env, ctx.setSecret);
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
/**
 * A main entry: settings first (so secrets are masked before anything is logged), then inputs, then
 * `run`; outputs and variables are written even when the step fails afterwards.
 */
async function runMainEntry(spec) {
    const { signal, dispose } = cancellation({ forceExitAfterMs: CANCEL_GRACE_MS });
    const ctx = runnerContext(signal);
    let client;
    try {
        const settings = settingsOf(ctx);
        const inputs = (0,runtime_inputs/* readInputs */.Ko)(spec.inputs, spec.schema, (name) => core/* getInput */.V4(name));
        const [run, { createServiceClient }] = await Promise.all([spec.load(), clientModule()]);
        client = clientFor(settings, createServiceClient, ctx, spec.action);
        const result = await run(inputs, { ...ctx, settings, client });
        writeResult({ ...result, env: { ...buildVariable(ctx), ...result.env } });
    }
    catch (error) {
        core/* setFailed */.C1(failureMessage(error, signal));
    }
    finally {
        await client?.close();
        dispose();
    }
}
/**
 * A post entry: runs whatever main saved in its state; nothing here may fail the job, so every
 * problem becomes a warning. The client (and so the settings) is made only when the post step first
 * uses it: a main that started nothing leaves a post that neither calls the service nor warns.
 */
async function runPostEntry(action, post, 
/** Inputs post reads as they are (the runner hands post the same inputs as main). */
inputNames = []) {
    const { signal, dispose } = cancellation();
    const ctx = runnerContext(signal);
    let client;
    try {
        // A main that saved nothing started nothing: its post step loads no HTTP code at all.
        const mainSavedState = Object.entries(process.env).some(([name, value]) => name.startsWith('STATE_') && value);
        const createServiceClient = mainSavedState ? (await clientModule()).createServiceClient : undefined;
        const postCtx = Object.defineProperty({ ...ctx }, 'client', {
            get: () => {
                if (!createServiceClient)
                    throw new Error('Main saved no state, so there is nothing to clean up.');
                if (!client) {
                    const settings = settingsOf(ctx);
                    client = clientFor(settings, createServiceClient, ctx, `${action} post`);
                }
                return client;
            },
        });
        await post(postCtx, Object.fromEntries(inputNames.map((name) => [name, core/* getInput */.V4(name)])));
    }
    catch (error) {
        core/* warning */.$e(`${action} clean-up: ${failureMessage(error, signal)}`);
    }
    finally {
        await client?.close();
        dispose();
    }
}
function writeResult(result) {
    for (const [name, value] of Object.entries(result.outputs))
        core/* setOutput */.uH(name, value);
    for (const [name, value] of Object.entries(result.env ?? {}))
        core/* exportVariable */.dN(name, value);
    if (result.failure)
        core/* setFailed */.C1(result.failure);
}
/** One line that says what went wrong; stack traces only in the debug log. */
function failureMessage(error, signal) {
    if (signal?.aborted)
        return 'The step was cancelled.';
    if (error instanceof Error) {
        if (error.stack && !(error instanceof runtime_inputs/* InputError */.dz))
            core/* debug */.Yz(error.stack);
        return error.message;
    }
    return String(error);
}



/***/ }),

/***/ 35051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $j: () => (/* binding */ readServiceSettings),
/* harmony export */   Ky: () => (/* binding */ SERVICE_SETTINGS),
/* harmony export */   cW: () => (/* binding */ isLoopbackHost)
/* harmony export */ });
/* unused harmony exports SERVICE_SETTING_INPUTS, SettingsError, withoutCredentials, checkApiUrl */
/* harmony import */ var _api_credentials_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2202);

/** The settings every action takes, each an input with an environment fallback (CONTRACT.md). */
const SERVICE_SETTINGS = {
    apiUrl: { input: 'api-url', env: 'CLOUDTEST_API_URL' },
    key: { input: 'key', env: 'CLOUDTEST_KEY' },
    secret: { input: 'secret', env: 'CLOUDTEST_SECRET' },
};
const SERVICE_SETTING_INPUTS = Object.values(SERVICE_SETTINGS).map((s) => s.input);
class SettingsError extends Error {
    name = 'SettingsError';
}
/**
 * Reads and checks api-url, key and secret, and masks every secret form (key, secret, the Basic
 * authorization value) before the caller can log anything.
 */
function readServiceSettings(getInput, env, mask) {
    const read = (setting) => getInput(setting.input).trim() || env[setting.env]?.trim() || '';
    const key = read(SERVICE_SETTINGS.key);
    const secret = read(SERVICE_SETTINGS.secret);
    const apiUrl = read(SERVICE_SETTINGS.apiUrl);
    for (const value of [key, secret])
        if (value)
            mask(value);
    if (key && secret) {
        const authorization = (0,_api_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .basicAuthorization */ .a)({ key, secret });
        mask(authorization);
        mask(authorization.slice('Basic '.length));
    }
    const missing = Object.keys(SERVICE_SETTINGS)
        .filter((name) => !{ apiUrl, key, secret }[name])
        .map((name) => `"${SERVICE_SETTINGS[name].input}" (or ${SERVICE_SETTINGS[name].env})`);
    if (missing.length)
        throw new SettingsError(`Missing setting: give the input ${missing.join(', the input ')}.`);
    return { apiUrl: checkApiUrl(apiUrl), key, secret };
}
/** A URL-like text with whatever stands between `//` and `@` (user and password) blanked out. */
function withoutCredentials(text) {
    return text.replace(/\/\/[^/?#]*@/, '//***@');
}
/** https only, except for loopback hosts, so credentials never cross a network in clear text. */
function checkApiUrl(value) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new SettingsError(`Input "api-url": "${withoutCredentials(value)}" is not a URL (expected https://host[/path]).`);
    }
    if (url.username || url.password) {
        throw new SettingsError('Input "api-url": must not hold credentials; use the key and secret inputs.');
    }
    if (url.search || url.hash)
        throw new SettingsError('Input "api-url": must not have a query or fragment.');
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
        throw new SettingsError(`Input "api-url": "${value}" must use https:// (http:// is allowed only for localhost, 127.0.0.0/8 and [::1]).`);
    }
    return url.toString().replace(/\/+$/, '');
}
function isLoopbackHost(hostname) {
    const host = hostname.toLowerCase();
    return host === 'localhost' || host === '[::1]' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}


/***/ }),

/***/ 67388:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N3: () => (/* binding */ httpsUrl),
/* harmony export */   TX: () => (/* binding */ escapeHtmlAttribute),
/* harmony export */   UZ: () => (/* binding */ markdownCell),
/* harmony export */   iQ: () => (/* binding */ markdownLink),
/* harmony export */   kc: () => (/* binding */ logText),
/* harmony export */   p7: () => (/* binding */ markdownText)
/* harmony export */ });
// The one place where text from outside (the service's answers, file names in the workspace) is made
// safe for where it is shown: a line of the runner's log, or markdown (the job summary, the check run,
// a pull request comment). Such text is shown as it reads, never obeyed or rendered.
/**
 * A zero width space: invisible, so escaped text still reads as it did; not white space to .NET's
 * `Char.IsWhiteSpace` or JavaScript's `trim`, so nothing that trims a line (the runner trims before it
 * looks for `::`) removes it; and no markdown or command syntax.
 */
const BREAK = '\u200b';
/**
 * The runner reads a line as a workflow command when, trimmed, it starts with `::` (`::set-output`,
 * `::add-mask`, `::error`…), or when it holds `##[` anywhere (the older form, still parsed: actions/runner
 * `ActionCommand.TryParseV2` and `TryParse`). It splits lines at `\n`, `\r` and `\r\n`. Leading space
 * here is anything .NET's `Char.IsWhiteSpace` or JavaScript's `\s` may trim, NEL (U+0085) included.
 */
const COMMAND_LINE = /(^|[\r\n])([\s\u0085]*):(?=:)/g;
const OLD_COMMAND = /#(?=#\[)/g;
/**
 * Text for a plain log line (`core.info`): a line of it that would start a workflow command gets a
 * zero width space between its first two colons, and so does `##[` between its `#`s, so the runner
 * prints the line instead of obeying it, and a reader still sees the same characters.
 * `::stop-commands::` around each write would also work, but needs a fresh token per write and leaves
 * commands off for the rest of the step if the process dies between the two lines.
 */
function logText(text) {
    return text.replace(COMMAND_LINE, `$1$2:${BREAK}`).replace(OLD_COMMAND, `#${BREAK}`);
}
/**
 * Markdown characters that could start formatting, a link or image (`[`, `](`), code, a table cell (`|`),
 * strike-through (`~`) or math (`$`), escaped with a backslash wherever they stand; `&`, `<` and `>`
 * become entities, so no HTML tag, comment or entity comes through.
 */
const INLINE = /[\\`*_[\]()|~$]/g;
/** Block syntax only counts at the start of a line: headings, lists, rules, setext underlines. */
const LINE_START = /(^|[\r\n])([ \t]*)([#+=-]|\d+[.)])/g;
/**
 * What GitHub turns into links or notifications in rendered text, broken by a zero width space: an
 * `@mention` (a person or team would be notified), an `#123` or `GH-123` reference (the issue would
 * show a back-reference), and bare URLs and `www.` addresses (autolinked).
 */
const MENTION = /@(?=[\p{L}\p{N}_-])/gu;
const REFERENCE = /#(?=\d)|(?<=\bGH-)(?=\d)/g;
const AUTOLINK = /:(?=\/\/)|(?<=\bwww)(?=\.)/gi;
/**
 * Text from outside shown as text in markdown or HTML that GitHub renders: punctuation that means
 * something is escaped, HTML is shown as written, and nothing in it becomes a link, an image, a
 * mention or a reference. Line breaks are kept (each line is escaped as a line of its own); cut
 * text to its size before escaping, so no cut falls inside an escape.
 */
function markdownText(text) {
    return text
        .replace(INLINE, '\\$&')
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replace(LINE_START, (_, start, space, mark) => /^\d/.test(mark)
        ? `${start}${space}${mark.slice(0, -1)}\\${mark.slice(-1)}`
        : `${start}${space}\\${mark}`)
        .replace(MENTION, `@${BREAK}`)
        .replace(REFERENCE, (mark) => `${mark}${BREAK}`)
        .replace(AUTOLINK, (mark) => `${mark}${BREAK}`);
}
/** Text from outside for one markdown table cell: one line, escaped (a pipe would end the cell). */
function markdownCell(text) {
    return markdownText(text.replace(/\s+/g, ' ').trim());
}
/**
 * An https URL checked and normalized (`URL` percent-encodes spaces, quotes, `<` and `>`), or undefined
 * for anything else: only links our code builds from known fields are shown as links, and only https.
 */
function httpsUrl(value) {
    if (typeof value !== 'string')
        return undefined;
    try {
        const url = new URL(value.trim());
        return url.protocol === 'https:' ? url.href : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * A URL as a markdown link destination: in angle brackets, so parentheses need no escaping, with
 * backslashes escaped; in a table cell a pipe is escaped too, or it would end the cell.
 */
function destination(url, inTable) {
    const escaped = url.replaceAll('\\', '\\\\');
    return `<${inTable ? escaped.replaceAll('|', '\\|') : escaped}>`;
}
/**
 * `[label](<url>)` for a link our code builds: the label is escaped as text, the URL must be https
 * (else the label alone is shown, as text).
 */
function markdownLink(label, url, options = { inTable: false }) {
    const href = httpsUrl(url);
    const text = options.inTable ? markdownCell(label) : markdownText(label);
    return href ? `[${text}](${destination(href, options.inTable)})` : text;
}
/** An HTML attribute value in double quotes. */
function escapeHtmlAttribute(value) {
    return value
        .replaceAll('&', '&amp;')
        .replaceAll('"', '&quot;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;');
}


/***/ }),

/***/ 71013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ft: () => (/* binding */ BUNDLE_NAME),
  AY: () => (/* binding */ BUNDLE_VERSION),
  _O: () => (/* binding */ USER_AGENT)
});

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.0.0"};
;// CONCATENATED MODULE: ./src/version.ts

const BUNDLE_NAME = 'cloudtest-actions';
const BUNDLE_VERSION = package_namespaceObject.rE;
const USER_AGENT = `${BUNDLE_NAME}/${BUNDLE_VERSION}`;


/***/ })

};
