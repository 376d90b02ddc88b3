export const id = 181;
export const ids = [181];
export const modules = {

/***/ 98996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ RequestDeadline),
/* harmony export */   O: () => (/* binding */ CallBudget)
/* harmony export */ });
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


/***/ }),

/***/ 5105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ createDispatcher)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24371);
/* harmony import */ var _outside_urls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60540);
/* harmony import */ var _proxy_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64982);



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

/***/ 97686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ describeNetworkError)
/* harmony export */ });
/* harmony import */ var _proxy_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64982);

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

/***/ 60540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ openOutsideUrl),
/* harmony export */   NX: () => (/* binding */ MAX_REDIRECTS),
/* harmony export */   eT: () => (/* binding */ REDIRECTS),
/* harmony export */   gO: () => (/* binding */ RefusedUrlError),
/* harmony export */   rN: () => (/* binding */ guardedLookup),
/* harmony export */   zO: () => (/* binding */ publicHttpsPolicy)
/* harmony export */ });
/* unused harmony exports refusedKindOf, refusalOf */
/* harmony import */ var node_dns__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40610);
/* harmony import */ var node_dns__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_dns__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_dns_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71553);
/* harmony import */ var node_dns_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_dns_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(24371);
/* harmony import */ var _proxy_settings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64982);
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

/***/ 88872:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $S: () => (/* binding */ RETRIED_STATUSES),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   qO: () => (/* binding */ retryDelayMs),
/* harmony export */   vI: () => (/* binding */ DEFAULT_RETRY)
/* harmony export */ });
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);

const DEFAULT_RETRY = {
    maxAttempts: 4,
    baseDelayMs: 500,
    maxDelayMs: 8_000,
    maxRetryAfterMs: _assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .TIME_LIMITS */ .HN.retryAfterMs,
};
/** Statuses of a passing fault: asked again (ASSUMPTIONS.retriedStatuses). */
const RETRIED_STATUSES = new Set(_assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .RETRIED_STATUS_CODES */ .e$);
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


/***/ }),

/***/ 90133:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C: () => (/* binding */ errorCode),
  E: () => (/* binding */ sendOnce)
});

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(24371);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(46193);
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
// EXTERNAL MODULE: ./src/api/assumptions.ts
var assumptions = __webpack_require__(11816);
// EXTERNAL MODULE: ./src/api/transport/errors.ts
var errors = __webpack_require__(72487);
;// CONCATENATED MODULE: ./src/api/transport/answer.ts




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
/**
 * The body as text up to `limit` bytes; `over` when there was more, which is then left unread. Each
 * chunk is decoded as it arrives and dropped: a page of 500 tests then never sits in memory as
 * chunks, their copy in one buffer and its text at once.
 */
async function readBounded(body, limit, refuse) {
    const decoder = new external_node_string_decoder_.StringDecoder('utf8');
    let text = '';
    let size = 0;
    let over = refuse;
    if (!over) {
        for await (const chunk of body) {
            text += decoder.write(chunk.subarray(0, limit - size));
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
    return { text: text + decoder.end(), over };
}
/**
 * A successful answer's value: its JSON as the request's schema reads it (none: nothing). A body that
 * is neither JSON nor labelled JSON is not the service's: a proxy's sign-in page, a wrong `api-url`.
 */
function answer_valueOf(req, answer) {
    const empty = !answer.text.trim();
    const json = empty && req.emptyMeansDone ? { ok: true, value: {} } : parseJson(answer.text);
    if (!json.ok && !empty && !labelledJson(answer))
        throw notTheApi(req, answer);
    if (!req.response)
        return undefined;
    if (!json.ok) {
        const meaning = empty ? 'the body is empty' : 'the body is not valid JSON (truncated or not JSON)';
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

// EXTERNAL MODULE: ./src/api/transport/deadline.ts
var transport_deadline = __webpack_require__(98996);
// EXTERNAL MODULE: ./src/api/transport/network-errors.ts
var network_errors = __webpack_require__(97686);
;// CONCATENATED MODULE: ./src/api/transport/request.ts
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

// EXTERNAL MODULE: ./src/api/transport/retry.ts
var retry = __webpack_require__(88872);
;// CONCATENATED MODULE: ./src/api/transport/send.ts







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
async function sendOnce(sender, req, { attempt, signal, budget }) {
    const started = performance.now();
    const trace = (seen) => sender.logger?.debug(`${req.method} ${req.path} -> ${seen} (${Math.round(performance.now() - started)} ms${attempt > 1 ? `, attempt ${attempt}` : ''})`);
    const timeoutMs = req.timeoutMs ?? sender.timeoutMs;
    const left = budget?.leftMs() ?? Infinity;
    const deadline = new transport_deadline/* RequestDeadline */.A(Math.min(timeoutMs, left));
    const cutBy = left < timeoutMs ? budget?.limit : undefined;
    if (cutBy)
        deadline.start();
    const flight = { deadline, signal, answered: false };
    try {
        const answer = await exchange(sender, req, flight);
        trace(String(answer.status));
        return isSuccess(answer.status) ? valueOutcome(req, answer) : statusFailure(req, answer);
    }
    catch (cause) {
        const failure = failureFrom(req, cause, { ...flight, baseUrl: sender.base.baseUrl, cutBy });
        trace(errorCode(cause) ?? failure.error.kind);
        return failure;
    }
    finally {
        deadline.end();
    }
}
/** The request made and its answer read, all within the deadline. */
async function exchange(sender, req, flight) {
    const { deadline, signal } = flight;
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
    flight.answered = true;
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
        retryable: retry/* RETRIED_STATUSES */.$S.has(status) && !req.notRetried?.includes(status),
        retryAfterMs: (0,retry/* parseRetryAfter */.mu)(answer.retryAfter),
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
    const reason = errorCode(cause) ?? (0,errors.messageOf)(cause);
    if (reason === 'UND_ERR_CONNECT_TIMEOUT')
        return ['timeout', `the connection was not made in time (${reason})`];
    // A connection lost once the head came cut the answer short: the service was reached.
    return at.answered ? ['malformed', `the body broke off before its end (${reason})`] : ['network', reason];
}
/** Node's code for an error, its own or its causes' (ECONNRESET). */
function errorCode(error) {
    for (let e = error, depth = 0; e && depth < 5; depth++) {
        const code = e.code;
        if (typeof code === 'string')
            return code;
        e = e.cause;
    }
    return undefined;
}


/***/ })

};
