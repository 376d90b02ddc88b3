export const id = 3576;
export const ids = [3576];
export const modules = {

/***/ 52304:
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

/***/ 64982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PB: () => (/* binding */ proxySecretsOf),
/* harmony export */   i2: () => (/* binding */ noProxyMatcher),
/* harmony export */   iJ: () => (/* binding */ proxyFor),
/* harmony export */   n0: () => (/* binding */ bareHost),
/* harmony export */   tR: () => (/* binding */ proxySettingsOf)
/* harmony export */ });
/* unused harmony export redactProxyUrl */
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_0__);
// The proxy variables as the ecosystem reads them, with no HTTP code: the runtime masks a proxy's
// password before it loads anything else (src/api/transport/dispatcher.ts builds the connection pool from them).

/**
 * Each variable is read in both cases and the non-empty one wins (the lower-case one when both are
 * set), so an empty `http_proxy=""` left by some tool does not turn off a set HTTP_PROXY.
 *
 * Others differ on https: curl reads `http_proxy` in lower case only, `https_proxy` or `HTTPS_PROXY`
 * for https, and never sends an https address to the http proxy; @actions/http-client reads
 * `https_proxy || HTTPS_PROXY` and `http_proxy || HTTP_PROXY`, with no such fallback either; undici's
 * EnvHttpProxyAgent falls back. Here an https address with no HTTPS_PROXY goes to HTTP_PROXY, as it
 * always has with these actions: a runner whose one way out is the proxy in HTTP_PROXY keeps working.
 */
function proxySettingsOf(env) {
    const read = (name) => env[name.toLowerCase()]?.trim() || env[name.toUpperCase()]?.trim() || undefined;
    const httpProxy = withScheme(read('http_proxy'));
    const httpsProxy = withScheme(read('https_proxy')) ?? httpProxy;
    return { httpProxy, httpsProxy, noProxy: read('no_proxy') ?? '' };
}
/** `proxy.corp:3128` is an http:// proxy, as curl reads it. */
function withScheme(url) {
    if (!url)
        return undefined;
    return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`;
}
const DEFAULT_PORTS = { 'http:': 80, 'https:': 443 };
/** A URL's host as compared: lower case, no IPv6 brackets, no trailing dot. */
function bareHost(hostname) {
    return hostname
        .toLowerCase()
        .replace(/^\[(.*)\]$/, '$1')
        .replace(/(.)\.$/, '$1');
}
/**
 * The hosts NO_PROXY sends around the proxy. Entries are separated by commas or white space: `*`
 * (everything), a host name (itself and its subdomains; a leading `.` or `*.` changes nothing), an IP
 * address, a CIDR range (`10.0.0.0/8`, `fd00::/8`), each but a range optionally with `:port`
 * (`[::1]:8443` for IPv6). `localhost` covers the loopback addresses too (127.0.0.0/8 and ::1). An
 * address or range is compared with the address written in the URL: names are not resolved for it,
 * as curl does. An entry that is none of these is ignored.
 */
function noProxyMatcher(value) {
    const exceptions = value
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(exceptionOf)
        .filter((e) => e !== undefined);
    return (url) => {
        const host = bareHost(url.hostname);
        const port = Number(url.port) || DEFAULT_PORTS[url.protocol] || 0;
        return exceptions.some((covers) => covers(host, port));
    };
}
function exceptionOf(entry) {
    if (entry === '*')
        return () => true;
    const range = /^([^/]+)\/(\d{1,3})$/.exec(entry);
    if (range)
        return rangeException(range[1] ?? '', Number(range[2]));
    const { name, port } = splitPort(entry);
    const host = bareHost(name).replace(/^\*?\./, '');
    if (!host)
        return undefined;
    const onPort = (p) => !port || p === port;
    if ((0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(host)) {
        const address = listOf((l) => l.addAddress(host, familyOf(host)));
        return (h, p) => onPort(p) && isAddressIn(h, address);
    }
    const loopback = host === 'localhost';
    return (h, p) => onPort(p) && (h === host || h.endsWith(`.${host}`) || (loopback && isAddressIn(h, LOOPBACK)));
}
/** `host:8443`, `[::1]:8443`, or no port (0); a bare IPv6 address's colons are no port. */
function splitPort(entry) {
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
    if (bracketed)
        return { name: bracketed[1] ?? '', port: Number(bracketed[2] ?? 0) };
    const withPort = (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(entry) ? null : /^(.+):(\d+)$/.exec(entry);
    return withPort ? { name: withPort[1] ?? '', port: Number(withPort[2]) } : { name: entry, port: 0 };
}
function rangeException(address, prefix) {
    const family = (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(address);
    if (!family || prefix > (family === 4 ? 32 : 128))
        return undefined;
    const list = listOf((l) => l.addSubnet(address, prefix, familyOf(address)));
    return (h) => isAddressIn(h, list);
}
const familyOf = (address) => ((0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(address) === 6 ? 'ipv6' : 'ipv4');
/** Whether a host is an IP address in `list` (an IPv4-mapped IPv6 address counts as its IPv4 one). */
function isAddressIn(host, list) {
    return (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(host) !== 0 && list.check(host, familyOf(host));
}
function listOf(fill) {
    const list = new node_net__WEBPACK_IMPORTED_MODULE_0__.BlockList();
    fill(list);
    return list;
}
const LOOPBACK = listOf((l) => {
    l.addSubnet('127.0.0.0', 8, 'ipv4');
    l.addAddress('::1', 'ipv6');
});
/** The proxy that requests to `url` go to, shown without user name or password; undefined when none. */
function proxyFor(url, env) {
    const target = new URL(url);
    const settings = proxySettingsOf(env);
    if (noProxyMatcher(settings.noProxy)(target))
        return undefined;
    const proxy = target.protocol === 'https:' ? settings.httpsProxy : settings.httpProxy;
    return proxy && redactProxyUrl(proxy);
}
/** A proxy URL fit for a log line: no user name, password or query. */
function redactProxyUrl(url) {
    try {
        const parsed = new URL(url);
        parsed.username = '';
        parsed.password = '';
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

/***/ 19842:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);

const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, { signal }),
};


/***/ }),

/***/ 12291:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ requiredText),
/* harmony export */   JA: () => (/* binding */ InputRefusedError),
/* harmony export */   Ko: () => (/* binding */ readInputs),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   mR: () => (/* binding */ optionalText),
/* harmony export */   rD: () => (/* binding */ wholeNumber),
/* harmony export */   rP: () => (/* binding */ requiredId),
/* harmony export */   ui: () => (/* binding */ optionalId),
/* harmony export */   yL: () => (/* binding */ oneOf),
/* harmony export */   zM: () => (/* binding */ boolean)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55491);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88532);

/**
 * Zod pieces for action inputs. Inputs arrive as strings (defaults from action.yml included), so each
 * helper parses a string and, on failure, says what was expected; `readInputs` adds the input's name.
 */
/** Trimmed text; empty means not given. */
const optionalText = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .optional()
    .transform((v) => v?.trim() || undefined);
const requiredText = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .optional()
    .transform((v) => v?.trim() ?? '')
    .pipe(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1, 'is required'));
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
 * An input the service refused: well-formed, but naming what the service does not have (an app key
 * it stores nothing under). Known only after a request, unlike every other input error.
 */
class InputRefusedError extends InputError {
    name = 'InputRefusedError';
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
/* harmony export */   $t: () => (/* binding */ placeOf),
/* harmony export */   BM: () => (/* binding */ stableCheckName),
/* harmony export */   BV: () => (/* binding */ jobBuildName),
/* harmony export */   PP: () => (/* binding */ defaultBuildName),
/* harmony export */   Vu: () => (/* binding */ SHARD_LEG_KEYS),
/* harmony export */   dJ: () => (/* binding */ STRATEGY_INPUT),
/* harmony export */   lF: () => (/* binding */ jobIdentityOf),
/* harmony export */   oz: () => (/* binding */ BUILD_VARIABLE),
/* harmony export */   xU: () => (/* binding */ buildNameOf)
/* harmony export */ });
/* unused harmony exports MATRIX_INPUT_DEFAULT, STRATEGY_INPUT_DEFAULT, legOf */
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23243);
/* harmony import */ var _text_slug_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44132);


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
/**
 * The input the reporting actions take for the job's place in its matrix, and its default: a report
 * says which place it is of how many, so a job after the matrix knows every leg it waits for.
 */
const STRATEGY_INPUT = 'strategy';
const STRATEGY_INPUT_DEFAULT = '${{ toJSON(strategy) }}';
/** The variable holding the build name of the job's tests (docs/check-runs.md, "Build names"). */
const BUILD_VARIABLE = 'CLOUDTEST_BUILD';
/** Longest leg description in a check name; GitHub shows about this much in the checks list. */
const MAX_LEG_CHARS = 60;
const MAX_CHECK_NAME_CHARS = 100;
const MAX_BUILD_LEG_CHARS = 60;
/**
 * How deep and how long a `matrix` input is read for its values. A leg GitHub makes is an object of a
 * few values, each at most an object itself; beyond these bounds the input is not read, the leg is
 * named by its hash alone and a warning says why. The walk is iterative, so no depth can exhaust the
 * stack (a few thousand levels did, before anything ran).
 */
const MAX_MATRIX_DEPTH = 16;
const MAX_MATRIX_CHARS = 65_536;
/** Hex digits of the leg's hash in names: 32 bits, so legs of one matrix (at most 256) do not meet. */
const HASH_CHARS = _text_slug_js__WEBPACK_IMPORTED_MODULE_1__/* .SHORT_HASH_CHARS */ .e0;
/**
 * The keys of a leg of the matrix actions/shard outputs (`{leg, legs, tests, predicted-seconds}`):
 * written by src/shard, read here. A leg is known by `leg` alone: its tests, the number of legs and
 * the prediction change from run to run with the suite and its history, and its check and build names
 * must not (a leg's base report is found by its check name).
 */
const SHARD_LEG_KEYS = {
    leg: 'leg',
    legs: 'legs',
    tests: 'tests',
    predictedSeconds: 'predicted-seconds',
};
/** The keys of a shard's leg its names leave out. */
const SHARD_PLAN_KEYS = [
    SHARD_LEG_KEYS.legs,
    SHARD_LEG_KEYS.tests,
    SHARD_LEG_KEYS.predictedSeconds,
];
/**
 * How long a `matrix` input that holds a shard's leg may be: its tests make it long (a leg of a
 * thousand test names is some 60,000 characters), and what the names read of it is short.
 */
const MAX_SHARD_MATRIX_CHARS = 4 * 1024 * 1024;
function jobIdentityOf(env, matrixJson, 
/** Told when the `matrix` input is too deep or too long to read. */
warn, 
/** Where the matrix came from, in the warning. */
source = `The ${MATRIX_INPUT} input`) {
    const attempt = Number(env.GITHUB_RUN_ATTEMPT?.trim());
    const { leg, legHash, problem, shardLeg, values } = legOf(matrixJson);
    if (problem)
        warn?.(`${source} ${problem}: names of this leg carry its hash (${legHash?.value}) instead of its values.`);
    return {
        job: env.GITHUB_JOB?.trim() || undefined,
        leg,
        ...(legHash ? { legHash } : {}),
        ...(values ? { values } : {}),
        runId: env.GITHUB_RUN_ID?.trim() || undefined,
        attempt: Number.isInteger(attempt) && attempt > 0 ? attempt : 1,
        repository: env.GITHUB_REPOSITORY?.trim() || undefined,
        ...(shardLeg ? { shardLeg } : {}),
    };
}
/**
 * The job's place in its matrix from the `strategy` input (`{"job-index": 2, "job-total": 3, \u2026}`);
 * nothing when the input is empty or not what GitHub writes.
 */
function placeOf(strategyJson) {
    const raw = strategyJson?.trim();
    if (!raw || raw.length > MAX_MATRIX_CHARS)
        return {};
    let strategy;
    try {
        strategy = JSON.parse(raw);
    }
    catch {
        return {};
    }
    const { 'job-index': index, 'job-total': total } = (strategy ?? {});
    const whole = (n) => Number.isSafeInteger(n);
    if (!whole(index) || !whole(total) || index < 0 || index >= total)
        return {};
    return { place: { index, total } };
}
/**
 * The matrix leg: its values in the order the workflow gave them, each after its key and joined by
 * commas (`{"browser": "chrome", "os": "linux"}` reads `browser: chrome, os: linux`), and a short hash
 * of the whole value that is the same for the leg on every run and attempt. The keys are part of the
 * text because the values alone are not the leg: `{"os": "linux", "target": "win"}` and `{"target":
 * "linux", "os": "win"}` are two legs. A string that could read as something else (empty, a number,
 * `true`, a comma in it) is quoted, so the text of a flat leg is never another's. A nested value shows
 * its innermost values. A leg of actions/shard's matrix is known by its `leg` alone
 * (`withShardLegsByNumber`). `null` (no matrix), an empty or unreadable input is no leg; an input too
 * deep or too long is a leg named by its hash, with the problem to warn of. Read once, it gives the
 * leg's values as GitHub shows them too (`valuesIn`).
 */
function legOf(matrixJson) {
    const raw = matrixJson?.trim();
    if (!raw)
        return {};
    const tooLong = {
        legHash: hashOnly(raw),
        problem: `is ${raw.length} characters long (more than ${MAX_MATRIX_CHARS})`,
    };
    if (raw.length > MAX_SHARD_MATRIX_CHARS)
        return tooLong;
    let given;
    try {
        given = JSON.parse(raw);
    }
    catch {
        return raw.length > MAX_MATRIX_CHARS ? tooLong : {};
    }
    const values = valuesIn(given);
    const known = values ? { values } : {};
    const matrix = withShardLegsByNumber(given);
    // What names are made of: the input, or a shard's leg without its plan.
    const named = matrix === given ? raw : JSON.stringify(matrix);
    if (named.length > MAX_MATRIX_CHARS)
        return { ...tooLong, ...known };
    if (matrix === null || (typeof matrix === 'object' && !Object.keys(matrix).length))
        return known;
    const read = entriesOf(matrix);
    if (!read)
        return {
            legHash: hashOnly(named),
            problem: `is nested more than ${MAX_MATRIX_DEPTH} levels deep`,
            ...known,
        };
    const shown = read.entries.map(shownEntry);
    const full = shown.map((entry) => entry.text).join(', ');
    const text = (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)(full, MAX_LEG_CHARS);
    // Exact: the text gives back the whole value, so no other leg reads the same.
    const exact = read.flat && text === full && shown.every((entry) => entry.exact);
    const slugExact = exact && shown.every((entry) => entry.slugSafe) && (0,_text_slug_js__WEBPACK_IMPORTED_MODULE_1__/* .slug */ .yR)(text, Infinity).length <= MAX_BUILD_LEG_CHARS;
    const shardLeg = shardLegIn(given);
    return {
        ...(text ? { leg: text } : {}),
        legHash: { value: (0,_text_slug_js__WEBPACK_IMPORTED_MODULE_1__/* .shortHash */ .BC)(JSON.stringify(matrix)), inCheckName: !exact, inBuildName: !slugExact },
        ...(shardLeg ? { shardLeg } : {}),
        ...known,
    };
}
/**
 * What actions/shard's plan gave the leg, when the matrix value is a shard's leg or holds one under a
 * key: its predicted time (a number of seconds, else none) and its tests (the names among them).
 */
function shardLegIn(matrix) {
    const leg = isShardLeg(matrix)
        ? matrix
        : typeof matrix === 'object' && matrix !== null && !Array.isArray(matrix)
            ? Object.values(matrix).find(isShardLeg)
            : undefined;
    if (!leg)
        return undefined;
    const predicted = leg[SHARD_LEG_KEYS.predictedSeconds];
    const tests = leg[SHARD_LEG_KEYS.tests].filter((t) => typeof t === 'string');
    return {
        ...(typeof predicted === 'number' && Number.isFinite(predicted) && predicted >= 0
            ? { predictedSeconds: predicted }
            : {}),
        tests,
    };
}
/** Longest text of a leg's values kept for telling legs apart by their jobs' names. */
const MAX_LEG_VALUES_CHARS = 1000;
/**
 * The leg's innermost values in order, each as its text, as GitHub shows them after a matrix job's
 * name (docs/github-facts.md, "Matrix jobs"); undefined outside a matrix, or when they are too deep or
 * too long to tell a job by.
 */
function valuesIn(matrix) {
    if (matrix === null || typeof matrix !== 'object')
        return undefined;
    const values = entriesOf(matrix)?.entries.map((entry) => String(entry.value));
    if (!values?.length || values.join(', ').length > MAX_LEG_VALUES_CHARS)
        return undefined;
    return values;
}
const hashOnly = (raw) => ({ value: (0,_text_slug_js__WEBPACK_IMPORTED_MODULE_1__/* .shortHash */ .BC)(raw), inCheckName: true, inBuildName: true });
/** A leg of actions/shard's matrix: a whole `leg` from 1, a whole `legs` and a list of `tests`. */
function isShardLeg(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const record = value;
    const whole = (n) => Number.isSafeInteger(n) && n >= 1;
    return (whole(record[SHARD_LEG_KEYS.leg]) &&
        whole(record[SHARD_LEG_KEYS.legs]) &&
        Array.isArray(record[SHARD_LEG_KEYS.tests]));
}
const withoutPlan = (leg) => Object.fromEntries(Object.entries(leg).filter(([key]) => !SHARD_PLAN_KEYS.includes(key)));
/**
 * The matrix value with a shard's leg known by its number: the leg itself (`include:` of the shard's
 * matrix, so the leg's keys are the matrix's) or the value of one of its keys (`shard: ${{
 * fromJSON(\u2026) }}`) keeps its other keys but not `legs`, `tests` and `predicted-seconds`. Any other
 * value is given back as it is (the same object).
 */
function withShardLegsByNumber(matrix) {
    if (isShardLeg(matrix))
        return withoutPlan(matrix);
    if (typeof matrix !== 'object' || matrix === null || Array.isArray(matrix))
        return matrix;
    const entries = Object.entries(matrix);
    if (!entries.some(([, value]) => isShardLeg(value)))
        return matrix;
    return Object.fromEntries(entries.map(([key, value]) => [key, isShardLeg(value) ? withoutPlan(value) : value]));
}
/** A key shown as it is; any other is quoted. */
const PLAIN_KEY = /^[A-Za-z0-9_.-]+$/;
/** A string that would read as a number, a boolean or null: shown quoted, so `"1"` is not `1`. */
const LITERAL = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)$/;
/** What a build name keeps of a part as it is (a dash would meet the dashes that join the parts). */
const SLUG_SAFE = /^[A-Za-z0-9_.]+$/;
/**
 * One value of the leg as its text shows it: `key: value`, the value as it is unless it could be read
 * as another (empty, spaces at its ends, a line break, a comma, `\u00b7` or a quote in it, or the text of
 * a number, boolean or null), then quoted as JSON. `exact` unless a control character had to go;
 * `slugSafe` when a build name keeps key and value as they are.
 */
function shownEntry(entry) {
    const raw = String(entry.value);
    const value = (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .wellFormed */ .ES)(raw);
    const plain = typeof entry.value !== 'string' ||
        (value !== '' && value === value.trim() && !/[\n\t,\u00b7"]/.test(value) && !LITERAL.test(value));
    const key = entry.key === undefined ? undefined : (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .wellFormed */ .ES)(entry.key);
    const keyText = key === undefined ? '' : `${PLAIN_KEY.test(key) ? key : JSON.stringify(key)}: `;
    return {
        text: `${keyText}${plain ? value : JSON.stringify(value)}`,
        exact: value === raw && key === entry.key,
        // A quoted value loses its quotes in a build name: `"1"` would meet `1`.
        slugSafe: plain && SLUG_SAFE.test(raw) && (entry.key === undefined || SLUG_SAFE.test(entry.key)),
    };
}
/**
 * The scalar values of a matrix value in order, each with its key, walked without recursion; `flat`
 * when each is a direct member of the top level (nothing nested, nothing null). Undefined past
 * MAX_MATRIX_DEPTH.
 */
function entriesOf(matrix) {
    const entries = [];
    let flat = true;
    const stack = [{ value: matrix, depth: 0 }];
    while (stack.length) {
        const { value, depth, key } = stack.pop();
        if (value === null || value === undefined) {
            flat = false;
        }
        else if (typeof value === 'object') {
            if (depth >= MAX_MATRIX_DEPTH)
                return undefined;
            if (depth > 0)
                flat = false;
            const members = Array.isArray(value)
                ? value.map((item) => [undefined, item])
                : Object.entries(value);
            for (let i = members.length - 1; i >= 0; i--) {
                const [name, member] = members[i];
                stack.push({ value: member, depth: depth + 1, ...(name === undefined ? {} : { key: name }) });
            }
        }
        else {
            entries.push({ key, value: value });
        }
    }
    return { entries, flat };
}
/**
 * A check name that stays the same from run to run: `base (job, leg)`, e.g. `Cloud tests (e2e, os:
 * linux)`; just `base` outside Actions. When the leg's text alone may not tell it from another leg
 * (cut, or readable two ways), or the name is too long, the leg's hash follows the readable part,
 * where no cut reaches it: `Cloud tests (e2e, Pixel 9, iPhone 16 \u00b7 5d41402a)`. Cut between
 * characters.
 */
function stableCheckName(base, identity) {
    const { legHash } = identity;
    const where = [identity.job, identity.leg].filter(Boolean).join(', ');
    const head = (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)((0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .wellFormed */ .ES)(where ? `${base} (${where}` : base));
    const plain = where ? `${head})` : head;
    if (!legHash || (!legHash.inCheckName && plain.length <= MAX_CHECK_NAME_CHARS))
        return (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)(plain, MAX_CHECK_NAME_CHARS);
    const tail = where ? ` \u00b7 ${legHash.value})` : ` (${legHash.value})`;
    return `${(0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)(head, MAX_CHECK_NAME_CHARS - tail.length)}${tail}`;
}
/** Longest part of a build name, by place: project, run, attempt, job, leg, the leg's hash. */
const PART_CHARS = [40, 40, 20, 40, MAX_BUILD_LEG_CHARS, HASH_CHARS];
const LEG_PART = 4;
const LEG_HASH_PART = 5;
/**
 * A build name from its parts, project, run, attempt, job, leg and the leg's hash (the last two may be
 * absent), each a slug (src/text/slug.ts) cut to its length and joined with dashes; an empty project
 * reads `repo` and an empty job `job`. When a part is cut, a short hash of all the parts as given
 * follows, so two jobs (or stages, or projects) that begin alike never share a name; a leg followed
 * by its own hash needs none. Every host builds its default build name through here.
 */
function buildNameOf(parts) {
    const whole = parts.map((part) => (0,_text_slug_js__WEBPACK_IMPORTED_MODULE_1__/* .slug */ .yR)(part ?? '', Infinity));
    const limit = (i) => PART_CHARS[i] ?? MAX_BUILD_LEG_CHARS;
    const cut = whole.some((part, i) => part.length > limit(i) && !(i === LEG_PART && parts[LEG_HASH_PART]));
    const named = whole.map((part, i) => (0,_text_slug_js__WEBPACK_IMPORTED_MODULE_1__/* .slug */ .yR)(part, limit(i)) || (i === 0 ? 'repo' : i === 3 ? 'job' : ''));
    if (cut)
        named.push((0,_text_slug_js__WEBPACK_IMPORTED_MODULE_1__/* .shortHash */ .BC)(JSON.stringify(parts)));
    return named.filter(Boolean).join('-');
}
/**
 * The default build name: repository, run, attempt, job and leg, e.g. `shop-1234-1-e2e-os-linux`.
 * Undefined outside Actions (no run ID). Every build of one run starts with `<repo>-<run>-<attempt>-`,
 * so a job after a matrix reads them all with the prefix `<repo>-<run>-<attempt>-*`. A leg whose values
 * do not survive as they are (a dash, a space, a cut) is followed by its hash, as in check names.
 */
function defaultBuildName(identity) {
    if (!identity.runId)
        return undefined;
    const { legHash } = identity;
    return buildNameOf([
        identity.repository?.split('/').pop(),
        identity.runId,
        String(identity.attempt),
        identity.job,
        identity.leg,
        legHash?.inBuildName ? legHash.value : undefined,
    ]);
}
/**
 * The build name of the job's tests: CLOUDTEST_BUILD when set (by the user, or exported by an earlier
 * step), else the default; undefined outside Actions.
 */
function jobBuildName(env, identity) {
    return env[BUILD_VARIABLE]?.trim() || defaultBuildName(identity);
}


/***/ }),

/***/ 67313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IR: () => (/* binding */ STOP_SESSIONS_MODES),
/* harmony export */   MB: () => (/* binding */ STOP_SESSIONS_INPUT),
/* harmony export */   Sb: () => (/* binding */ buildToStop),
/* harmony export */   fc: () => (/* binding */ claimJobSessions),
/* harmony export */   v7: () => (/* binding */ sessionsBuildOf)
/* harmony export */ });
/* unused harmony export SESSIONS_STEP_VARIABLE */
/* harmony import */ var _job_identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15510);

/**
 * Who stops a job's sessions left running (`stop-sessions`; docs/costs.md, "Sessions left running"):
 * the post step of the job's first step of ours that takes the input (start-tunnel, upload-app, the
 * root action), once per job. That step claims it by exporting SESSIONS_STEP_VARIABLE, which every
 * later step of ours then finds set; its post steps run after the later ones' (post steps run in
 * reverse order), at the very end of the job, whether it passed, failed or was cancelled. Light: the
 * entries and post steps read it before they load anything else.
 */
/** The input of start-tunnel, upload-app and the root action. */
const STOP_SESSIONS_INPUT = 'stop-sessions';
/**
 * `auto`: when the job's build name is its own (the default one, which the first step of ours
 * exports); `true`: also when the workflow set CLOUDTEST_BUILD itself; `false`: never.
 */
const STOP_SESSIONS_MODES = ['auto', 'true', 'false'];
/** Exported by the first step of ours that takes `stop-sessions`: its action's name. */
const SESSIONS_STEP_VARIABLE = 'CLOUDTEST_SESSIONS_STEP';
/** What that step's main leaves its post step: the build whose sessions it stops. */
const SESSIONS_STATE = { build: 'sessions-build' };
/**
 * The claim of the job's first step of ours that takes `stop-sessions`: the build whose sessions its
 * post step stops saved for it (as `mode` allows) and the variable that tells later steps of ours
 * the claim is made, to export. A later step of ours claims nothing.
 */
function claimJobSessions(mode, ctx, action) {
    const claimed = ctx.env[SESSIONS_STEP_VARIABLE]?.trim();
    if (claimed) {
        ctx.log.debug(`The sessions of this job's build are stopped by the post step of ${claimed}.`);
        return {};
    }
    const chosen = buildToStop(mode, ctx.env[_job_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .BUILD_VARIABLE */ .oz], (0,_job_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultBuildName */ .PP)(ctx.job));
    if ('build' in chosen) {
        ctx.saveState(SESSIONS_STATE.build, chosen.build);
        ctx.log.info(`When this job ends, the post step stops the sessions of build "${chosen.build}" still running.`);
    }
    else if (chosen.why)
        ctx.log.info(chosen.why);
    return { [SESSIONS_STEP_VARIABLE]: action };
}
/**
 * The build whose sessions are stopped under `mode`: `set`, CLOUDTEST_BUILD as the job found it (the
 * workflow's, or the default an earlier step of ours exported), else `own`, the job's default build
 * name. Under `auto` a name the workflow set is not the job's own: other jobs may share it. Else why none.
 */
function buildToStop(mode, set, own) {
    const given = set?.trim() || undefined;
    const build = given ?? own;
    if (mode === 'false' || !build)
        return {};
    if (mode === 'auto' && given !== undefined && given !== own)
        return {
            why: `${_job_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .BUILD_VARIABLE */ .oz} was set by the workflow ("${given}"), and other jobs may share that build: its sessions still running when this job ends are left alone (set "${STOP_SESSIONS_INPUT}" to true to stop them).`,
        };
    return { build };
}
/** The build whose sessions this post step stops; undefined when its main claimed none. */
function sessionsBuildOf(getState) {
    return getState(SESSIONS_STATE.build).trim() || undefined;
}


/***/ }),

/***/ 35051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $j: () => (/* binding */ readServiceSettings),
/* harmony export */   GN: () => (/* binding */ SettingsError),
/* harmony export */   Ky: () => (/* binding */ SERVICE_SETTINGS),
/* harmony export */   cW: () => (/* binding */ isLoopbackHost)
/* harmony export */ });
/* unused harmony exports SERVICE_SETTING_INPUTS, withoutCredentials, checkApiUrl */
/* harmony import */ var _api_transport_credentials_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52304);

/**
 * The settings every action takes, each an input with an environment fallback (action.yml; README,
 * "The actions and their permissions").
 */
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
        const authorization = (0,_api_transport_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .basicAuthorization */ .a)({ key, secret });
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
        throw new SettingsError('Input "api-url": must not hold credentials: they go in input "key" and input "secret".');
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

/***/ 23243:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ES: () => (/* binding */ wellFormed),
/* harmony export */   Lb: () => (/* binding */ mayNotBeWellFormed),
/* harmony export */   RD: () => (/* binding */ cutToChars),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   UV: () => (/* binding */ terminalColumns),
/* harmony export */   au: () => (/* binding */ wellFormedValues),
/* harmony export */   dy: () => (/* binding */ utf8Bytes),
/* harmony export */   pU: () => (/* binding */ softBreaks),
/* harmony export */   q0: () => (/* binding */ utf16Units),
/* harmony export */   yd: () => (/* binding */ cutTo),
/* harmony export */   zP: () => (/* binding */ cutToBytes)
/* harmony export */ });
/* unused harmony export ELLIPSIS */
// Text as characters: making it well-formed for where it goes (GitHub, the job summary, the report
// files), and cutting it to a size without breaking a character. Cuts fall between grapheme clusters,
// so neither a surrogate pair, nor an emoji sequence, nor a letter and its combining accent is split.
/**
 * Terminal escape sequences: CSI (`ESC [ \u2026 final` or its one-byte form U+009B: colours, cursor moves),
 * OSC (`ESC ] \u2026 BEL` or U+009D, to BEL, ST or `ESC \`: titles and hyperlinks), and the short `ESC x`
 * forms. Removed whole, so no `[31m` is
 * left behind where a colour was; a lone `ESC` goes with the other control characters.
 */
const ESCAPE_SEQUENCE = 
// eslint-disable-next-line no-control-regex -- control characters are what it removes
/(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]|(?:\x1b\]|\x9d)[^\x07\x1b\x9c]*(?:\x07|\x9c|\x1b\\)|\x1b[ -/]*[0-~]/g;
/**
 * Control characters other than tab and newline: the rest of C0 (NUL included), DEL and C1. A
 * carriage return ends a line like a newline, so it becomes one.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;
/**
 * Text that GitHub, a markdown renderer, an XML or a JSON reader takes as it is: terminal escape
 * sequences and control characters removed (tab and newline kept, a carriage return made a newline),
 * and a lone surrogate (half of a pair, which no UTF-8 can hold) replaced by U+FFFD. Never longer than
 * the text, in characters or in bytes, so a text already cut to a limit stays within it. Everything
 * our code sends to GitHub or writes to the job summary and the report files passes through here.
 */
function wellFormed(text) {
    CONTROL.lastIndex = 0;
    if (!CONTROL.test(text) && text.isWellFormed())
        return text;
    return text.replace(/\r\n?/g, '\n').replace(ESCAPE_SEQUENCE, '').replace(CONTROL, '').toWellFormed();
}
/** Deeper than any value our code sends or writes; the walk stops there rather than go on without end. */
const MAX_VALUE_DEPTH = 8;
/**
 * A value with every string in it well-formed: strings, arrays and plain objects are copied, anything
 * else (numbers, buffers, signals) is kept as it is.
 */
function wellFormedValues(value, depth = 0) {
    if (typeof value === 'string')
        return wellFormed(value);
    if (!value || typeof value !== 'object' || depth >= MAX_VALUE_DEPTH)
        return value;
    if (Array.isArray(value))
        return value.map((item) => wellFormedValues(item, depth + 1));
    if (Object.getPrototypeOf(value) !== Object.prototype)
        return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, wellFormedValues(item, depth + 1)]));
}
/**
 * Where JSON.stringify writes text that `wellFormed` would change: a control character other than tab
 * and newline as an escape (`\u001b`, `\b`, `\f`, `\r`), a lone surrogate as `\udXXX`, DEL and C1 as
 * they are. A backslash followed by one of those letters in the text itself is a false alarm.
 */
const NOT_WELL_FORMED_IN_JSON = /\\[bfru]|[\x7f-\x9f]/;
/**
 * Whether a value whose JSON is `json` may hold a string `wellFormedValues` would change. Never false
 * where it would (every such string shows in the JSON); a false alarm only costs the mending walk.
 * Reading the JSON it is written as anyway is far cheaper than walking the value.
 */
function mayNotBeWellFormed(json) {
    return NOT_WELL_FORMED_IN_JSON.test(json);
}
const ELLIPSIS = '\u2026';
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const utf8Bytes = (text) => Buffer.byteLength(text, 'utf8');
/** Characters as JavaScript counts them (UTF-16 units): never fewer than code points, so a safe measure. */
const utf16Units = (text) => text.length;
/**
 * `text` cut so that `measure(result) <= max`, ending in `\u2026` when something was cut. The measure
 * must add up over concatenation (bytes, UTF-16 units).
 */
function cutTo(text, max, measure) {
    if (measure(text) <= max)
        return text;
    const budget = max - measure(ELLIPSIS);
    if (budget <= 0)
        return '';
    let used = 0;
    let end = 0;
    // The segmenter is lazy: only the kept part of a long text is walked.
    for (const { segment, index } of graphemes.segment(text)) {
        const size = measure(segment);
        if (used + size > budget)
            break;
        used += size;
        end = index + segment.length;
    }
    return `${text.slice(0, end)}${ELLIPSIS}`;
}
const cutToBytes = (text, maxBytes) => cutTo(text, maxBytes, utf8Bytes);
const cutToChars = (text, maxChars) => cutTo(text, maxChars, utf16Units);
/** A zero width space: a place a line may break, invisible where it does not. */
const SOFT_BREAK = '\u200b';
const longRuns = new Map();
/** A run of more than `every` characters without white space; one per length, made once. */
function longRun(every) {
    let run = longRuns.get(every);
    if (!run)
        longRuns.set(every, (run = new RegExp(`\\S{${every + 1}}`)));
    return run;
}
/**
 * `text` with a zero width space after every `every` characters of each run without white space longer
 * than `longest` (a URL, base64), between whole characters: a table cell holding it can then wrap
 * instead of widening the table until its other columns go off-screen. Shorter runs, words among
 * them, are left alone.
 */
function softBreaks(text, every, longest = every) {
    if (!longRun(longest).test(text))
        return text;
    return text.replace(/\S+/g, (run) => {
        const parts = Array.from(graphemes.segment(run), ({ segment }) => segment);
        if (parts.length <= longest)
            return run;
        return parts.map((part, i) => (i && i % every === 0 ? SOFT_BREAK + part : part)).join('');
    });
}
/** One line: newlines and runs of white space folded to single spaces. */
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();
/** Wide on a terminal: emoji shown as emoji, and East Asian wide and fullwidth characters. */
const WIDE = /\p{Emoji_Presentation}|\uFE0F|[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]|[\u{20000}-\u{3FFFD}]/u;
/** Taking no column: combining marks, zero width characters. */
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\u200B-\u200D\u2060]+$/u;
/**
 * The columns `text` takes on a terminal, a grapheme cluster at a time: two for an emoji or a wide
 * East Asian character, none for a combining mark, one for the rest. Terminals differ on a few
 * characters; this is what most of them show, enough to line a plain table up.
 */
function terminalColumns(text) {
    let columns = 0;
    for (const { segment } of graphemes.segment(text)) {
        if (ZERO_WIDTH.test(segment))
            continue;
        columns += WIDE.test(segment) ? 2 : 1;
    }
    return columns;
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
/* harmony export */   p7: () => (/* binding */ markdownText),
/* harmony export */   q3: () => (/* binding */ httpUrl)
/* harmony export */ });
/* harmony import */ var _characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23243);
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
 * `::add-mask`, `::error`\u2026), or when it holds `##[` anywhere (the older form, still parsed: actions/runner
 * `ActionCommand.TryParseV2` and `TryParse`). It splits lines at `\n`, `\r` and `\r\n`. Leading space
 * here is anything .NET's `Char.IsWhiteSpace` or JavaScript's `\s` may trim, NEL (U+0085) included.
 */
const COMMAND_LINE = /(^|[\r\n])([\s\u0085]*):(?=:)/g;
/**
 * `##[` (the runner's older form, and Azure Pipelines' formatting commands) and `##vso[` (Azure
 * Pipelines' logging commands, found anywhere in a line: docs/ci-facts.md), in any letter case.
 */
const OLD_COMMAND = /#(?=#(?:vso)?\[)/gi;
/**
 * Text for a plain log line (`core.info`): a line of it that would start a workflow command gets a
 * zero width space between its first two colons, and so does `##[` or `##vso[` between its `#`s, so
 * the runner (or the Azure Pipelines agent) prints the line instead of obeying it, and a reader still
 * sees the same characters.
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
 * mention or a reference. Line breaks are kept (each line is escaped as a line of its own); control
 * characters and terminal escapes go first (wellFormed), before escaping could split one. Cut text to
 * its size before escaping, so no cut falls inside an escape.
 */
function markdownText(text) {
    return (0,_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .wellFormed */ .ES)(text)
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
/** An absolute http(s) URL, normalized; anything else (other schemes, relative, not a string) is absent. */
function httpUrl(value) {
    if (typeof value !== 'string' || !value.trim())
        return undefined;
    try {
        const url = new URL(value.trim());
        return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * An https URL checked and normalized (`URL` percent-encodes spaces, quotes, `<` and `>`), or undefined
 * for anything else: only links our code builds from known fields are shown as links, and only https.
 */
function httpsUrl(value) {
    const url = httpUrl(value);
    return url?.startsWith('https:') ? url : undefined;
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

/***/ 44132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BC: () => (/* binding */ shortHash),
/* harmony export */   RJ: () => (/* binding */ keySlug),
/* harmony export */   e0: () => (/* binding */ SHORT_HASH_CHARS),
/* harmony export */   yR: () => (/* binding */ slug)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// Names made of text: a build name's parts, a GitLab log section, a tunnel's name (`slug`: what such
// names may hold everywhere); and the keys a CI replaces by, a Buildkite annotation's context and an
// Azure summary file's name (`keySlug`: never the same for two names).

/** Hex digits of a short hash in names: 32 bits, enough to tell apart the few names that meet. */
const SHORT_HASH_CHARS = 8;
/** A short stable hash of `text`: the same text gives the same hash on every run and machine. */
const shortHash = (text) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex').slice(0, SHORT_HASH_CHARS);
/** What a slug may hold: letters, digits, dots, dashes and underscores. */
const NOT_SLUG = /[^A-Za-z0-9_.-]+/g;
/**
 * `text` as a name: every run of other characters becomes one dash, dashes at the ends go, and it is
 * cut to `max` characters (`lower`: in lower case, for names some systems compare without case).
 */
function slug(text, max, options = {}) {
    const named = (options.lower ? text.toLowerCase() : text).replace(NOT_SLUG, '-').replace(/^-+|-+$/g, '');
    return named.length <= max ? named : named.slice(0, max).replace(/-+$/, '');
}
/** What a key may hold where its system takes any letter: letters and digits of every script, their marks, dots, dashes and underscores. */
const NOT_KEY_LETTER = /[^\p{L}\p{M}\p{N}_.-]+/gu;
/**
 * A name a system keys by, replacing what it had under the same key (a Buildkite annotation's
 * context, an Azure summary tab's file): never the same for two texts. It is the slug of `text` (with
 * `unicode`, letters and digits of every script kept, where the system takes them: docs/ci-facts.md),
 * and whenever that dropped or changed a character of the text (a space, a bracket, an emoji, a
 * capital with `lower`, or a cut to `max`) it ends in `-` and the short hash of the whole text: two
 * texts that differ only in what the slug leaves out ("lang: \u65e5\u672c\u8a9e" and "lang: \u4e2d\u6587" in ASCII) get
 * different keys, and a text already a slug is its own key.
 */
function keySlug(text, max, options = {}) {
    const whole = text.normalize('NFC');
    const cased = options.lower ? whole.toLowerCase() : whole;
    const named = cased.replace(options.unicode ? NOT_KEY_LETTER : NOT_SLUG, '-').replace(/^-+|-+$/g, '');
    const fits = [...named].length <= max;
    if (named === text && fits)
        return named;
    const hash = shortHash(text);
    const kept = cutChars(named, max - hash.length - 1).replace(/-+$/, '');
    return kept ? `${kept}-${hash}` : hash;
}
/** The first `max` characters (code points) of `text`: a cut never splits one. */
const cutChars = (text, max) => [...text].slice(0, Math.max(0, max)).join('');


/***/ }),

/***/ 7929:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ gitHubAnnotation),
/* harmony export */   x: () => (/* binding */ gitHubCommand)
/* harmony export */ });
// GitHub's workflow commands (`::name key=value,\u2026::data`), escaped as the runner reads them back and
// as @actions/core writes them (docs/ci-facts.md): the runner's glue (src/runtime/github/commands.ts)
// and the command line on GitHub Actions (src/cli/) both write them from here.
const escapeGitHubData = (text) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const escapeGitHubProperty = (text) => escapeGitHubData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
/** `::name key=value,\u2026::data`, escaped as @actions/core escapes it; empty properties left out. */
function gitHubCommand(name, data, properties = {}) {
    const props = Object.entries(properties)
        .filter(([, value]) => value !== '')
        .map(([key, value]) => `${key}=${escapeGitHubProperty(value)}`)
        .join(',');
    return `::${name}${props ? ` ${props}` : ''}::${escapeGitHubData(data)}`;
}
/** An annotation of the GitHub runner: `::error file=\u2026,line=\u2026,title=\u2026::message`. */
function gitHubAnnotation(level, message, place = {}) {
    return gitHubCommand(level, message, {
        title: place.title ?? '',
        file: place.file ?? '',
        line: place.startLine === undefined ? '' : String(place.startLine),
    });
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
