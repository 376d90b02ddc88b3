export const id = 5227;
export const ids = [5227];
export const modules = {

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

/***/ 35504:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ quotaSpentOf),
/* harmony export */   i: () => (/* binding */ GitHubQuotaSpent)
/* harmony export */ });
/**
 * GitHub's primary rate limit, spent: a 403 or 429 whose `x-ratelimit-remaining` is 0
 * (docs/github-facts.md, "When the quota is spent"). Not a permission the token lacks, and not a
 * secondary limit that a pause heals: no request of this token succeeds before the reset, so a step
 * that must write its check fails at once, saying so in one line.
 */
class GitHubQuotaSpent extends Error {
    /** Requests an hour the token may make (`x-ratelimit-limit`), when GitHub said. */
    limit;
    /** When the quota comes back (`x-ratelimit-reset`), when GitHub said. */
    resetAt;
    constructor(limit, resetAt) {
        super(quotaSentence(limit, resetAt));
        this.name = 'GitHubQuotaSpent';
        this.limit = limit;
        this.resetAt = resetAt;
    }
}
/** The workflow token's hourly limit per repository on github.com (docs/github-facts.md). */
const WORKFLOW_TOKEN_LIMIT = 1_000;
function quotaSentence(limit, resetAt) {
    const token = limit === WORKFLOW_TOKEN_LIMIT
        ? "the workflow's GITHUB_TOKEN, 1,000 requests an hour per repository"
        : limit
            ? `this token, ${limit.toLocaleString('en-US')} requests an hour`
            : 'this token';
    const reset = resetAt ? `; it resets at ${resetAt.toISOString().slice(11, 16)} UTC` : '';
    return (`GitHub's API rate limit is spent (${token})${reset}. No check can be written before then: ` +
        "run the job again after the reset, or report with a GitHub App's token, whose quota is larger.");
}
/** The spent quota an Octokit error reports, or undefined when it is anything else. */
function quotaSpentOf(error) {
    if (error instanceof GitHubQuotaSpent)
        return error;
    const e = error;
    const headers = e.response?.headers ?? {};
    if ((e.status !== 403 && e.status !== 429) || String(headers['x-ratelimit-remaining']) !== '0')
        return undefined;
    const limit = Number(headers['x-ratelimit-limit']);
    const reset = Number(headers['x-ratelimit-reset']);
    return new GitHubQuotaSpent(Number.isInteger(limit) && limit > 0 ? limit : undefined, Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : undefined);
}


/***/ }),

/***/ 45227:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createGitHubClient: () => (/* binding */ createGitHubClient)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24371);
/* harmony import */ var _api_transport_dispatcher_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5105);
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23243);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71013);
/* harmony import */ var _github_quota_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(35504);





/**
 * Octokit on GITHUB_API_URL (given explicitly, so GitHub Enterprise Server and tests work whatever
 * `@actions/github` read at import), through the same proxy settings as the service (createDispatcher
 * over `env`). `@actions/github` alone picks its proxy once, at import, from process.env and for the
 * import-time API address, and always skips the proxy for loopback hosts; our dispatcher reads `env`
 * as the service client does. Certificates: Node's store, which NODE_EXTRA_CA_CERTS extends.
 * Octokit is loaded here, on first use, so a step that never reports never pays for it.
 */
async function createGitHubClient(token, env, log) {
    const { getOctokit } = await __webpack_require__.e(/* import() */ 2413).then(__webpack_require__.bind(__webpack_require__, 92413));
    const dispatcher = (0,_api_transport_dispatcher_js__WEBPACK_IMPORTED_MODULE_1__/* .createDispatcher */ .S)(env);
    const octokit = getOctokit(token, {
        baseUrl: (env.GITHUB_API_URL?.trim() || 'https://api.github.com').replace(/\/+$/, ''),
        userAgent: _version_js__WEBPACK_IMPORTED_MODULE_3__/* .USER_AGENT */ ._O,
        request: {
            fetch: (url, init) => (0,undici__WEBPACK_IMPORTED_MODULE_0__/* .fetch */ .hd)(url, { ...init, dispatcher }),
        },
        // Octokit's own notices (deprecations) are not the user's business beyond the log.
        log: {
            debug: (m) => log?.debug(m),
            info: (m) => log?.debug(m),
            warn: (m) => log?.info(m),
            error: (m) => log?.info(m),
        },
    });
    octokit.hook.before('request', wellFormedParameters);
    // A spent quota is told apart once, here, from a permission or a secondary limit (github-quota.ts).
    octokit.hook.error('request', (error) => {
        throw (0,_github_quota_js__WEBPACK_IMPORTED_MODULE_4__/* .quotaSpentOf */ .W)(error) ?? error;
    });
    return octokit;
}
/** What Octokit keeps in a request's options besides the endpoint's parameters. */
const OCTOKIT_OPTIONS = new Set(['method', 'url', 'baseUrl', 'headers', 'mediaType', 'request']);
/**
 * Every request to GitHub, whatever output makes it (check runs, annotations, comments), carries only
 * well-formed text: no control character or terminal escape, no lone surrogate
 * (src/text/characters.ts). Done here, once, so no output can forget it.
 */
function wellFormedParameters(options) {
    for (const [key, value] of Object.entries(options))
        if (!OCTOKIT_OPTIONS.has(key))
            options[key] = (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_2__/* .wellFormedValues */ .au)(value);
}


/***/ })

};
