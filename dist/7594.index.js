export const id = 7594;
export const ids = [7594];
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

/***/ 75953:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   At: () => (/* binding */ countedComparison),
/* harmony export */   KS: () => (/* binding */ quarantineOf),
/* harmony export */   Ro: () => (/* binding */ quarantineCauses),
/* harmony export */   m2: () => (/* binding */ joinedQuarantine),
/* harmony export */   zV: () => (/* binding */ excusedBy)
/* harmony export */ });
/* harmony import */ var _value_compact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93033);
/* harmony import */ var _value_quarantine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45942);
/* harmony import */ var _sorted_keys_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26629);
/* harmony import */ var _window_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63405);




/** Quarantined tests of one kind that each output names at most; beyond, counts only. */
const MAX_NAMED_QUARANTINED = 25;
/**
 * Quarantine over `tests` at `now`. Every test is read once when the file has entries in force (the
 * passed ones too, to say which ran and which are ready to leave); with auto-quarantine alone, only
 * the failed ones. Undefined when neither input asks for quarantine.
 */
async function quarantineOf(tests, setting, at) {
    if (!setting || (!setting.list && !setting.auto && !setting.warnings?.length && !setting.pending))
        return undefined;
    const { list, auto } = setting;
    const { active, expired } = list ? (0,_value_quarantine_js__WEBPACK_IMPORTED_MODULE_1__/* .inForce */ .Nm)(list, at.now) : { active: [], expired: [] };
    const { window } = at;
    const history = (entry) => (0,_window_js__WEBPACK_IMPORTED_MODULE_2__/* .flakyRunsIn */ .dj)(window, (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8)(entry));
    const causeOf = quarantineCauses(setting, { active, window });
    const quarantine = {
        ...(list ? { file: list.file } : {}),
        auto,
        failed: { count: 0, first: [] },
        ran: { count: 0, first: [] },
        flaky: 0,
        newFailures: 0,
        expired,
        ready: [],
        warnings: setting.warnings ?? [],
        ...(setting.pending ? { pending: setting.pending } : {}),
        ...(auto && !window ? { noWindow: true } : {}),
        ...(auto && window && tests.counts.failed ? { autoApplied: true } : {}),
        excuses: (entry) => (entry.outcome === 'failed' ? causeOf(entry) : undefined),
    };
    // New: not failed on the base, by its failed keys where they are given (every new failure), else
    // among the comparison's named ones.
    const { failedOnBase } = at;
    const named = new Set(at.comparison?.newFailures.first.map(_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8));
    const isNew = (key) => at.comparison !== undefined && (failedOnBase ? !(0,_sorted_keys_js__WEBPACK_IMPORTED_MODULE_3__/* .includes */ .mK)(failedOnBase, key) : named.has(key));
    const every = active.length > 0 || tests.failed.length < tests.counts.failed;
    for await (const entry of every ? tests.entries() : tests.failed) {
        const cause = causeOf(entry);
        if (!cause)
            continue;
        const failed = entry.outcome === 'failed';
        const kind = failed ? quarantine.failed : quarantine.ran;
        kind.count += 1;
        if (kind.first.length < MAX_NAMED_QUARANTINED)
            kind.first.push({ entry, cause });
        if (failed && isNew((0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8)(entry)))
            quarantine.newFailures += 1;
        if (entry.outcome === 'flaky')
            quarantine.flaky += 1;
        if (entry.outcome === 'passed' &&
            cause.kind === 'file' &&
            quarantine.ready.length < MAX_NAMED_QUARANTINED &&
            window &&
            history(entry)?.passedEveryRun)
            quarantine.ready.push(entry);
    }
    return quarantine;
}
/**
 * Whether a failure can be the test's known flakiness, which alone auto-quarantine excuses (docs/
 * flaky-tests.md): flaky in at least `auto` of the window's runs and at least once in its latest
 * RECENT_RUNS (window.ts), and not failed on every attempt here when it ran more than once. A test that passed
 * every run of the window and fails now, or fails however often it is tried, is a regression.
 */
function canBeFlakiness(entry, seen, auto) {
    if (!seen || seen.passedEveryRun || seen.flaky < auto || !seen.recentFlaky)
        return false;
    const attempts = entry.attempts ?? 1;
    // Attempts whose failures are not known are taken as all failed.
    return attempts < 2 || (entry.failedAttempts ?? attempts) < attempts;
}
/**
 * Why a test is quarantined under `setting` (the file's entries `active` at the time, and
 * `auto-quarantine` over the base branch's `window`), or undefined when it is not: what `quarantineOf`
 * finds of each test, and what keeps a failure from counting toward `max-failures` as it comes.
 */
function quarantineCauses(setting, at) {
    const listed = (0,_value_quarantine_js__WEBPACK_IMPORTED_MODULE_1__/* .quarantineMatcher */ .hi)(at.active);
    const { auto } = setting;
    return (entry) => {
        const named = listed(entry);
        if (named)
            return { kind: 'file', entry: named };
        if (!auto || entry.outcome !== 'failed' || entry.madeUpName)
            return undefined;
        const seen = (0,_window_js__WEBPACK_IMPORTED_MODULE_2__/* .flakyRunsIn */ .dj)(at.window, (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8)(entry));
        return seen && canBeFlakiness(entry, seen, auto)
            ? { kind: 'auto', flaky: seen.flaky, runs: seen.runs }
            : undefined;
    };
}
/** What a quarantine excuses of a report's failures (fail-on.ts). */
function excusedBy(quarantine) {
    return { failed: quarantine?.failed.count ?? 0, newFailures: quarantine?.newFailures ?? 0 };
}
/** The legs' quarantines as one (actions/combine): counts summed, the first tests of each, one file's entries. */
function joinedQuarantine(all) {
    const given = all.filter((q) => q !== undefined);
    const [first] = given;
    if (!first)
        return undefined;
    const join = (kind) => ({
        count: given.reduce((n, q) => n + q[kind].count, 0),
        first: given.flatMap((q) => q[kind].first).slice(0, MAX_NAMED_QUARANTINED),
    });
    return {
        ...first,
        failed: join('failed'),
        ran: join('ran'),
        newFailures: given.reduce((n, q) => n + q.newFailures, 0),
        ready: given.flatMap((q) => q.ready).slice(0, MAX_NAMED_QUARANTINED),
        ...(given.some((q) => q.autoApplied) ? { autoApplied: true } : {}),
        excuses: (entry) => given.map((q) => q.excuses(entry)).find(Boolean),
    };
}
/**
 * The comparison as the verdict counts it: the failures a quarantine excuses are neither new failures
 * nor still failing, but `quarantined`, apart (the output `new-failures` counts the new ones that
 * count); the lists name none of them.
 */
function countedComparison(c, quarantine) {
    if (!quarantine?.failed.count)
        return c;
    const { excuses } = quarantine;
    const counted = (changed, excused) => ({
        count: Math.max(0, changed.count - excused),
        first: changed.first.filter((e) => !excuses(e)),
    });
    return {
        ...c,
        newFailures: counted(c.newFailures, quarantine.newFailures),
        stillFailing: counted(c.stillFailing, quarantine.failed.count - quarantine.newFailures),
        quarantined: quarantine.failed.count,
    };
}


/***/ }),

/***/ 76003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sX: () => (/* binding */ tokenIdentity),
/* harmony export */   xO: () => (/* binding */ writtenBy)
/* harmony export */ });
/* unused harmony export identityOfApp */
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35504);
/* harmony import */ var _own_app_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93931);



/** Our identity from the app of a check run our token created or completed, when GitHub named one. */
function identityOfApp(app) {
    const slug = app?.slug?.trim();
    if (!slug)
        return undefined;
    return {
        login: `${slug}[bot]`,
        app: { slug, ...(typeof app?.id === 'number' ? { id: app.id } : {}) },
        from: 'check run',
    };
}
/**
 * Who the token is, for the comments it wrote and an open check run whose answer never came: the app
 * of a check run it wrote (the surest: GitHub tells it on every check run, src/report/history/own-app.ts),
 * else the user `GET /user` names (it answers only a user's token), else the workflow token, which is
 * the default of every `github-token` input and is refused by `GET /user`. An app's installation token
 * that could make no check run is thus taken for the workflow token: what it wrote earlier is then not
 * found, and a new one is written beside it. Earlier reports are never judged by this guess: only by
 * the app of our own check run (src/report/history/base/lookup.ts).
 */
async function tokenIdentity(github, known) {
    const fromCheckRun = identityOfApp(known.checkRunApp ?? (0,_own_app_js__WEBPACK_IMPORTED_MODULE_2__/* .ownAppOf */ .xx)(github));
    if (fromCheckRun)
        return fromCheckRun;
    // Asked once per client: a step that reads an earlier attempt's report and then the base's asks once.
    let asked = askedOf.get(github);
    if (!asked) {
        asked = askGitHub(github, known);
        askedOf.set(github, asked);
        // A cancelled ask is not an answer: the next caller asks again.
        asked.catch(() => askedOf.delete(github));
    }
    return asked;
}
const askedOf = new WeakMap();
async function askGitHub(github, known) {
    try {
        const { data } = await github.rest.users.getAuthenticated({ request: { signal: known.signal } });
        if (data.login)
            return { login: data.login, from: 'user' };
    }
    catch (error) {
        if (known.signal.aborted || error instanceof _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubQuotaSpent */ .i)
            throw error;
        known.log.debug(`GET /user did not name the token (${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}): taken for the workflow token.`);
    }
    return { login: `${_own_app_js__WEBPACK_IMPORTED_MODULE_2__/* .WORKFLOW_TOKEN_APP */ .cE}[bot]`, app: { slug: _own_app_js__WEBPACK_IMPORTED_MODULE_2__/* .WORKFLOW_TOKEN_APP */ .cE }, from: 'workflow token' };
}
/**
 * Whether our token wrote it. A comment: its `user.login` is ours (no one else can hold an app's
 * `[bot]` login) and, when it names an app it was written through, that app is ours. A check run: its
 * `app` is ours.
 */
function writtenBy(identity, item) {
    if (item.app !== undefined)
        return (0,_own_app_js__WEBPACK_IMPORTED_MODULE_2__/* .sameApp */ .oQ)(item.app, identity.app);
    const login = item.user?.login;
    if (!login || login.toLowerCase() !== identity.login.toLowerCase())
        return false;
    const via = item.performed_via_github_app;
    return !via || !identity.app || (0,_own_app_js__WEBPACK_IMPORTED_MODULE_2__/* .sameApp */ .oQ)(via, identity.app);
}


/***/ }),

/***/ 78119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ markOf)
/* harmony export */ });
/* harmony import */ var _history_digest_by_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2497);
/* harmony import */ var _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1003);


const marked = (e) => ({
    name: e.name,
    ...(e.environment ? { environment: e.environment } : {}),
    ...(e.platform ? { platform: e.platform } : {}),
});
/**
 * The mark of a check run the step writes (src/report/world/leg-mark.ts): its workflow run, attempt,
 * job and matrix place, and the report's first flaky and unknown tests as far as `room` allows; on a
 * leg of actions/shard's matrix, its predicted time and its longest tests of those the plan gave it.
 * Undefined outside a workflow run, where no job after a matrix looks for it.
 */
function markOf(deps, what) {
    const job = deps.job;
    if (!job?.runId)
        return undefined;
    const shard = job.shardLeg;
    const longest = shard && what.tests?.keys ? (0,_history_digest_by_name_js__WEBPACK_IMPORTED_MODULE_0__/* .longestNamed */ .Uw)(what.tests.keys, shard.tests, _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_LONGEST */ .WY) : [];
    return (0,_world_leg_mark_js__WEBPACK_IMPORTED_MODULE_1__/* .writeLegMark */ .tK)({
        runId: job.runId,
        attempt: job.attempt,
        ...(job.job ? { job: job.job } : {}),
        ...(job.place ? { place: job.place } : {}),
        ...(job.values ? { values: job.values } : {}),
        ...(what.combined ? { combined: true } : {}),
        flaky: (what.tests?.flaky ?? []).map(marked),
        unknown: (what.tests?.unknown ?? []).map(marked),
        ...(shard?.predictedSeconds === undefined ? {} : { predictedSeconds: shard.predictedSeconds }),
        ...(longest.length ? { longest } : {}),
    }, what.room);
}


/***/ }),

/***/ 16463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nm: () => (/* binding */ publishCheckRun),
/* harmony export */   aJ: () => (/* binding */ PERMISSION_HINT),
/* harmony export */   d8: () => (/* binding */ annotationsNote)
/* harmony export */ });
/* harmony import */ var _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35504);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67388);
/* harmony import */ var _history_own_app_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93931);
/* harmony import */ var _world_deps_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(43715);
/* harmony import */ var _world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69292);
/* harmony import */ var _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1003);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(34589);
/* harmony import */ var _command_annotations_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(97997);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(25363);
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(44636);
/* harmony import */ var _mark_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(78119);











const PERMISSION_HINT = 'Add `permissions: checks: write` to the workflow or job. Pull requests from forks and Dependabot ' +
    'get a read-only token whatever the workflow asks; their results are in the annotations and the job summary.';
const TOKEN_HINT = 'Give `github-token` a token that may create check runs: its default, the workflow token, ' +
    'needs `permissions: checks: write`.';
/**
 * How many of the failed tests the check run `where` annotates and what left the rest out: the cap on
 * a check run's annotations, or a request that failed. Empty when nothing failed or there is no check
 * run (undefined `annotated`): the outputs then say why there is none.
 */
function annotationsNote(annotated, failed, where) {
    if (annotated === undefined || !failed)
        return '';
    if (annotated >= failed)
        return `Every failed test is annotated on ${where}.`;
    if (!annotated)
        return `No failed test is annotated on ${where}: GitHub did not take its report.`;
    const why = annotated === _world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV
        ? `a check run gets at most ${_world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV} annotations from this action, which keeps within GitHub's limits for content-creating requests`
        : 'sending the rest to GitHub failed';
    return `The first ${annotated} of ${failed} failed tests are annotated on ${where}: ${why}.`;
}
/** The check run's text, invisible on the page: the report's digest, then its mark (world/leg-mark.ts). */
function textOf(report, deps) {
    const room = _world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_OUTPUT_CHARS */ .jd - (report.digest?.length ?? 0) - 1;
    const mark = (0,_mark_js__WEBPACK_IMPORTED_MODULE_9__/* .markOf */ .F)(deps, { tests: report.tests, combined: report.input.combines, room });
    return (0,_world_leg_mark_js__WEBPACK_IMPORTED_MODULE_4__/* .markedText */ .ul)(report.digest, mark);
}
/** The check run's summary, saying how many failed tests it annotates and which it leaves out. */
function checkRunSummary(report, headSha, annotated, oldLeftOut = 0) {
    const failed = report.tests.counts.failed;
    return (0,_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .renderSummary */ .U)(report.input, report.tests, {
        conclusion: report.conclusion,
        counts: report.tests.counts,
        footer: [
            oldLeftOut
                ? `${oldLeftOut} more ${oldLeftOut === 1 ? 'failure that also fails' : 'failures that also fail'} on the base ${oldLeftOut === 1 ? 'is' : 'are'} listed below, not annotated.`
                : annotationsNote(annotated, failed, 'this check run'),
            `Reported on commit ${headSha.slice(0, 12)}.`,
        ]
            .filter(Boolean)
            .join(' '),
        fullListAt: (0,_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .everyFailureAt */ .B)(annotated, failed, 'this check run'),
        sizeLimit: `GitHub holds at most ${_world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_OUTPUT_CHARS */ .jd} characters of a check run's summary`,
        budget: _world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_OUTPUT_CHARS */ .jd,
        measure: _world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .utf16Units */ .q0,
    });
}
/**
 * The check run on the commit the user sees, with one annotation per failed test (the first
 * MAX_CHECK_RUN_ANNOTATIONS, 50 per request), then a notice per flaky test listed while the cap leaves
 * room (failed tests come first, so a batch that fails leaves out notices first). Without a token, repository or commit, or without
 * `checks: write`, a warning says why and the failed tests are left to workflow-command annotations.
 */
async function publishCheckRun(report, deps) {
    const { github, repository, headSha, log } = deps;
    const { input, conclusion, annotationPath } = report;
    const failed = failedTests(report);
    if (!github || !repository || !headSha)
        return withoutCheckRun(deps, failed);
    const { annotated, oldLeftOut } = toAnnotate(report, failed);
    const notices = report.tests.flaky.slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV - annotated.length);
    try {
        const run = await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_8__/* .createCheckRun */ ._U)(github, {
            ...repository,
            headSha,
            name: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .oneLine */ .TN)(input.checkName),
            externalId: input.externalId,
            detailsUrl: deps.detailsUrl,
            existingId: input.openCheckRunId,
            conclusion,
            title: input.title,
            summary: checkRunSummary(report, headSha, annotated.length, oldLeftOut),
            text: textOf(report, deps),
            annotations: [...annotated, ...notices].map((e) => (0,_check_run_js__WEBPACK_IMPORTED_MODULE_8__/* .annotationOf */ .lW)(e, annotationPath, Boolean(failed.excused?.(e)))),
            completedAt: new Date(deps.now()).toISOString(),
            signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_10__/* .requestSignal */ .O)(deps),
            pause: deps.pause,
        });
        (0,_history_own_app_js__WEBPACK_IMPORTED_MODULE_2__/* .learnOwnApp */ .Kx)(github, run.app);
        log.info(`Check run "${(0,_world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .oneLine */ .TN)(input.checkName)}": ${conclusion}, ${run.sent} annotation(s): ${run.url || `#${run.id}`}`);
        // Failed tests' annotations were sent first: how many of them GitHub holds.
        const sent = Math.min(run.sent, annotated.length);
        const published = {
            checkRunId: run.id,
            checkRunUrl: run.url || undefined,
            app: run.app,
            annotated: sent,
        };
        const footer = [
            `${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)('Open the check run', run.url)}.`,
            annotationsNote(sent, failed.count, 'the check run'),
        ]
            .filter(Boolean)
            .join(' ');
        if (run.error)
            await afterFailedBatch(run.error, `${run.sent} of ${failed.count + notices.length}`, deps.log, () => correctSummary({ github, repository, id: run.id, headSha }, report, sent, deps));
        const unannotated = { ...failed, first: annotated.slice(sent), count: annotated.length - sent };
        return { ...published, footer: withCommandsNote(footer, unannotated), unannotated };
    }
    catch (error) {
        // No check can be written before the quota's reset: the step fails at once, whatever the tests did.
        if (deps.signal?.aborted || error instanceof _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubQuotaSpent */ .i)
            throw error;
        if (input.openCheckRunId !== undefined)
            return completeWithoutReport({ github, repository, id: input.openCheckRunId }, error, report, deps);
        return checkRunFailed(error, deps, failed);
    }
}
/**
 * GitHub did not take the report on the check run opened in progress, even when asked again: the check
 * run is completed with what is known (its conclusion, its title, a line of why) without annotations,
 * which go to workflow commands instead. Failing that too, it stays in progress: the step's post step
 * has its ID and completes it.
 */
async function completeWithoutReport({ github, repository, id }, error, report, deps) {
    const { input, conclusion } = report;
    const failed = failedTests(report);
    const why = (0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeGitHubError */ .dZ)(error);
    const summary = `**${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .oneLine */ .TN)(input.title))}**\n\n` +
        `GitHub did not take this check run's report (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(why)}), so it holds the conclusion only; ` +
        `the job summary of ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)('the workflow run', deps.detailsUrl)} has the report.`;
    try {
        // A pause first, as after any failed write (a minute after a rate limit), then once: the report's
        // own write was retried already, and the post step tries again.
        await deps.pause((0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .pauseBeforeRetry */ .Gw)(error, 1) ?? _world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
        const run = await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_8__/* .closeCheckRun */ .we)(github, { ...repository, id, signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_10__/* .requestSignal */ .O)(deps), pause: deps.pause, attempts: 1 }, { conclusion, title: input.title, summary, completedAt: new Date(deps.now()).toISOString() });
        deps.log.warning(`Could not complete check run #${id} with its report (${why}); completed it as ${conclusion} without annotations.`);
        const open = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)('The check run', run.url);
        const footer = `${open} holds the conclusion only: GitHub did not take its report (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(why)}).`;
        return {
            checkRunId: id,
            checkRunUrl: run.url || undefined,
            annotated: 0,
            footer: withCommandsNote(footer, failed),
            unannotated: failed,
        };
    }
    catch (again) {
        if (deps.signal?.aborted)
            throw again;
        deps.log.warning(`Could not complete check run #${id} (${(0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeGitHubError */ .dZ)(again)}); the step's post step completes it.`);
        return {
            footer: withCommandsNote(`Check run ${id} could not be completed (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(why)}); the step's post step completes it.`, failed),
            unannotated: failed,
            untaken: true,
        };
    }
}
/** Failures that failed on the base too: a check run annotates one batch of them at most. */
const MAX_OLD_FAILURE_ANNOTATIONS = 50;
/**
 * The failed tests a check run annotates: those the change brought (not failed on the base, or
 * nothing compared) first and in full, then at most a batch of those that failed on the base too, so
 * that a long-broken suite spends few of the token's requests (docs/costs.md); and how many of those
 * it leaves out.
 */
function toAnnotate(report, failed) {
    const onBase = report.input.failedOnBase;
    if (!onBase)
        return { annotated: failed.first.slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV), oldLeftOut: 0 };
    const brought = failed.first.filter((e) => !onBase(e));
    const old = failed.first.filter(onBase);
    const annotated = [...brought, ...old.slice(0, MAX_OLD_FAILURE_ANNOTATIONS)].slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV);
    return { annotated, oldLeftOut: Math.max(0, old.length - MAX_OLD_FAILURE_ANNOTATIONS) };
}
/**
 * A batch of annotations GitHub did not take: the log says how many the check run holds, and its
 * summary is corrected, unless the quota is spent (the conclusion and title are written; nothing more
 * can be before its reset).
 */
async function afterFailedBatch(error, held, log, correct) {
    if (error instanceof _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubQuotaSpent */ .i) {
        log.warning(`The check run holds ${held} annotations, as far as GitHub's quota went: ${error.message}`);
        return;
    }
    log.warning(`The check run holds ${held} annotations; sending the rest failed (${(0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeGitHubError */ .dZ)(error)}).`);
    await correct();
}
/**
 * The check run's summary said how many annotations were coming; once a batch failed, it is told how
 * many came. One more request, after the pause GitHub asks for; if it fails too, the log says so.
 */
async function correctSummary({ github, repository, id, headSha }, report, sent, deps) {
    try {
        await deps.pause(_world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
        await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_8__/* .updateCheckRunText */ .OX)(github, { ...repository, id, signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_10__/* .requestSignal */ .O)(deps) }, {
            title: report.input.title,
            summary: checkRunSummary(report, headSha, sent),
        });
    }
    catch (error) {
        if (deps.signal?.aborted)
            throw error;
        deps.log.info(`The check run's summary could not be corrected to ${sent} annotations: ${(0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeGitHubError */ .dZ)(error)}`);
    }
}
/** No token, repository or commit: a warning says which, and the failed tests go to commands. */
function withoutCheckRun(deps, failed) {
    const missing = !deps.github
        ? 'no GitHub token was given (input `github-token`)'
        : !deps.repository
            ? 'GITHUB_REPOSITORY is not set'
            : 'the commit is unknown (GITHUB_SHA is not set)';
    deps.log.warning(`No check run was made: ${missing}.${deps.github ? '' : ` ${TOKEN_HINT}`}${MISSING_CHECK}`);
    return { footer: withCommandsNote(`No check run was made: ${missing}.`, failed), unannotated: failed };
}
/** What a missing check run means to a branch protection that requires it. */
const MISSING_CHECK = ' The check will be missing: a required check of its name waits for it.';
/** GitHub refused or failed the check run: the permission to add, or what went wrong. */
function checkRunFailed(error, deps, failed) {
    const why = (0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeGitHubError */ .dZ)(error);
    if ((0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .isPermissionError */ .gj)(error)) {
        deps.log.warning(`The token may not create check runs (${why}). ${PERMISSION_HINT}${MISSING_CHECK}`);
        return {
            footer: withCommandsNote(`No check run was made: the token lacks \`checks: write\` (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(why)}).`, failed),
            unannotated: failed,
        };
    }
    deps.log.warning(`Could not create the check run (${why}); reporting through annotations instead, and the step's post step makes it.`);
    return {
        footer: withCommandsNote(`No check run was made (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(why)}); the step's post step makes it.`, failed),
        unannotated: failed,
        untaken: true,
    };
}
/** A footer followed by what workflow commands annotate of the failed tests no check run holds. */
function withCommandsNote(footer, unannotated) {
    return [footer, (0,_command_annotations_js__WEBPACK_IMPORTED_MODULE_6__/* .commandAnnotationsNote */ .G)(unannotated.count)].filter(Boolean).join(' ');
}
/** Every failed test of the report, as the first ones and their count, and those its quarantine excuses. */
function failedTests(report) {
    const { quarantine } = report.input;
    return {
        first: report.tests.failed,
        count: report.tests.counts.failed,
        ...(quarantine ? { excused: (entry) => quarantine.excuses(entry) } : {}),
    };
}


/***/ }),

/***/ 60117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   closeProgressCheck: () => (/* binding */ closeProgressCheck),
/* harmony export */   findProgressCheck: () => (/* binding */ findProgressCheck),
/* harmony export */   openProgressCheck: () => (/* binding */ openProgressCheck),
/* harmony export */   retextProgressCheck: () => (/* binding */ retextProgressCheck)
/* harmony export */ });
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35504);
/* harmony import */ var _history_own_app_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93931);
/* harmony import */ var _history_token_identity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76003);
/* harmony import */ var _world_deps_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(43715);
/* harmony import */ var _world_github_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69292);
/* harmony import */ var _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1003);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(34589);
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(44636);
/* harmony import */ var _mark_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(78119);










/** Opening is a single small request; a GitHub that takes longer is not waited for. */
const OPEN_TIMEOUT_MS = 10_000;
/** The limit of one request about the check run in progress: OPEN_TIMEOUT_MS, or the deps' own if shorter. */
const openSignal = (deps) => () => AbortSignal.timeout(Math.min(OPEN_TIMEOUT_MS, deps.requestTimeoutMs ?? OPEN_TIMEOUT_MS));
/**
 * Opens the check run `in_progress` as soon as what runs is known, so the pull request shows it while
 * the tests run. An open whose answer did not come in time, or was a 5xx, may still have made it: it
 * is then looked for on the commit (findProgressCheck) and taken as opened, so no check run is left
 * in progress unknown to the step. Undefined when there is none: the report at the end says why, once.
 */
async function openProgressCheck(check, deps, 
/**
 * Called with its ID the moment GitHub made it, before anything else: a step killed next still
 * leaves it; with the app GitHub says made it, when its answer came.
 */
onOpened = () => { }, 
/** Told why, when none was opened: the request failed, and none was found that it made after all. */
onFailed = () => { }) {
    const { github, repository, headSha, log } = deps;
    if (!github || !repository || !headSha)
        return undefined;
    const name = (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(check.name);
    try {
        const run = await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_7__/* .openCheckRun */ .G2)(github, {
            ...repository,
            headSha,
            name,
            externalId: check.externalId,
            detailsUrl: deps.detailsUrl,
            // Not ended by a cancel: a check run created unbeknown to the step could never be closed.
            signal: openSignal(deps),
        }, 
        // Marked from the start: a post step that completes it without a report leaves the text.
        { ...check, text: (0,_mark_js__WEBPACK_IMPORTED_MODULE_8__/* .markOf */ .F)(deps, { room: _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_5__/* .LEG_MARK_ROOM */ .le, combined: check.combined }) });
        (0,_history_own_app_js__WEBPACK_IMPORTED_MODULE_2__/* .learnOwnApp */ .Kx)(github, run.app);
        onOpened(run.id, run.app);
        log.info(`Check run "${name}" is in progress: ${run.url || `#${run.id}`}`);
        return run.id;
    }
    catch (error) {
        if (error instanceof _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubQuotaSpent */ .i)
            throw error;
        log.debug(`Could not open the check run in progress: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}`);
        const made = mayHaveMade(error) ? await findProgressCheck(check, deps) : undefined;
        if (!made) {
            onFailed(error);
            return undefined;
        }
        onOpened(made.id, made.app);
        log.info(`Check run "${name}" is in progress: ${made.url || `#${made.id}`} (GitHub made it, though its answer to the step did not come).`);
        return made.id;
    }
}
/** Whether GitHub may have acted on a request that failed: no answer in time (Octokit's 500), or a 5xx. */
function mayHaveMade(error) {
    const status = error.status;
    return typeof status !== 'number' || status >= 500;
}
/**
 * The check run in progress named `check` on the commit, made by our token (an open whose answer never
 * came, or the one a main step opened before it was killed); undefined when there is none, or GitHub
 * cannot say (a debug line).
 */
async function findProgressCheck(check, deps) {
    const { github, repository, headSha, log } = deps;
    if (!github || !repository || !headSha)
        return undefined;
    const signal = openSignal(deps);
    try {
        const identity = await (0,_history_token_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .tokenIdentity */ .sX)(github, { signal: signal(), log });
        return await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_7__/* .findOpenCheckRun */ .vo)(github, { ...repository, headSha, name: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(check.name), externalId: check.externalId, signal }, (app) => (0,_history_token_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .writtenBy */ .xO)(identity, { app }));
    }
    catch (error) {
        log.debug(`Could not look for check run "${(0,_world_limits_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(check.name)}" on the commit: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}`);
        return undefined;
    }
}
/**
 * Says what the open check run is waiting for now (a job that left the queue runs), a write's pause
 * after the last one. Best effort: the report replaces the text anyway, so a problem is a debug line.
 */
async function retextProgressCheck(id, text, deps) {
    const { github, repository, log } = deps;
    if (!github || !repository)
        return;
    try {
        await deps.pause(_world_limits_js__WEBPACK_IMPORTED_MODULE_6__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
        await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_7__/* .updateCheckRunText */ .OX)(github, { ...repository, id, signal: () => AbortSignal.timeout(OPEN_TIMEOUT_MS) }, text);
    }
    catch (error) {
        log.debug(`Could not update check run #${id} in progress: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}`);
    }
}
/**
 * Completes an open check run that no report completes (a failed wait, or a post step closing what
 * main left open), retried while GitHub's answer may heal. True when GitHub took it; a problem is a
 * warning that names the check run, which exists.
 */
async function closeProgressCheck(id, end, deps) {
    const { github, repository, log } = deps;
    if (!github || !repository) {
        log.warning(`Could not complete check run #${id}: ${github ? 'GITHUB_REPOSITORY is not set' : 'no GitHub token'}.`);
        return false;
    }
    try {
        await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_7__/* .closeCheckRun */ .we)(github, { ...repository, id, signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_9__/* .requestSignal */ .O)(deps), pause: deps.pause }, { ...end, completedAt: new Date(deps.now()).toISOString() });
        log.info(`Check run #${id} completed as ${end.conclusion}.`);
        return true;
    }
    catch (error) {
        log.warning(`Could not complete check run #${id} as ${end.conclusion}: ${(0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeGitHubError */ .dZ)(error)}`);
        return false;
    }
}


/***/ }),

/***/ 57594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  composeReport: () => (/* binding */ composeReport),
  publishReport: () => (/* binding */ publishReport),
  reportDeps: () => (/* binding */ reportDeps)
});

// EXTERNAL MODULE: ./src/api/transport/errors.ts
var errors = __webpack_require__(72487);
// EXTERNAL MODULE: ./src/text/characters.ts
var characters = __webpack_require__(23243);
// EXTERNAL MODULE: ./src/report/comparing.ts + 1 modules
var comparing = __webpack_require__(89034);
// EXTERNAL MODULE: ./src/report/history/comparison-text.ts
var comparison_text = __webpack_require__(23930);
// EXTERNAL MODULE: ./src/report/history/trust.ts
var trust = __webpack_require__(5859);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/api/transport/dispatcher.ts
var transport_dispatcher = __webpack_require__(5105);
// EXTERNAL MODULE: ./src/api/transport/network-errors.ts
var network_errors = __webpack_require__(97686);
// EXTERNAL MODULE: ./src/api/transport/outside-urls.ts
var outside_urls = __webpack_require__(60540);
// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(67388);
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
// EXTERNAL MODULE: ./src/report/value/links.ts
var links = __webpack_require__(74353);
// EXTERNAL MODULE: ./src/report/value/spill.ts
var spill = __webpack_require__(3590);
// EXTERNAL MODULE: ./src/report/world/limits.ts
var limits = __webpack_require__(34589);
// EXTERNAL MODULE: ./src/report/world/write-in-place.ts
var write_in_place = __webpack_require__(86594);
// EXTERNAL MODULE: ./src/report/outputs/files.ts + 2 modules
var outputs_files = __webpack_require__(30613);
;// CONCATENATED MODULE: ./src/report/outputs/assets.ts













/** Input `download-assets`. */
/** Where the files go: a folder of this name under RUNNER_TEMP. */
const ASSETS_FOLDER = 'cloudtest-assets';
const ASSET_LIMITS = {
    tests: limits/* MAX_DOWNLOADED_TESTS */.Lb,
    screenshotsPerTest: 3,
    fileBytes: 200 * 1024 * 1024,
    totalBytes: 1024 * 1024 * 1024,
    deadlineMs: 5 * 60_000,
};
/** The files to fetch: per failed test with recordings, its video and last screenshots, within the bounds. */
function plan(entries, dir, limits) {
    const failed = entries.filter((e) => e.outcome === 'failed' && (e.links?.video || e.links?.screenshots?.length));
    return failed.slice(0, limits.tests).flatMap((entry, i) => {
        const folder = (0,external_node_path_.join)(dir, `${String(i + 1).padStart(2, '0')}-${(0,outputs_files/* fileSlug */.M)(entry.name)}`);
        const video = entry.links?.video;
        const shots = (entry.links?.screenshots ?? []).slice(-limits.screenshotsPerTest);
        return [
            ...(video ? [{ url: video, file: (0,external_node_path_.join)(folder, `video.${(0,links/* mediaTypeOf */.c0)(video, MP4).extension}`) }] : []),
            ...shots.map((url, n) => ({
                url,
                file: (0,external_node_path_.join)(folder, `screenshot-${n + 1}.${(0,links/* mediaTypeOf */.c0)(url, PNG).extension}`),
            })),
        ];
    });
}
const MP4 = { extension: 'mp4', type: 'video/mp4' };
const PNG = { extension: 'png', type: 'image/png' };
/**
 * Saves the video and last screenshots of failed tests under one folder (RUNNER_TEMP/cloudtest-assets/\u2026),
 * for one `actions/upload-artifact` step to keep beyond the links' expiry. Only https:// addresses on
 * the internet are fetched, and the service's own host (src/api/transport/outside-urls.ts): a URL,
 * or a redirect, to anywhere else is refused in one line and its link stays in the report. Every
 * download honours the proxy settings and ends by one overall deadline; a file over its bound, past the
 * total, or that fails, is left out with a warning, never failing the step. No symbolic link is followed
 * on the way to a file (src/report/world/write-in-place.ts).
 */
async function downloadAssets(request) {
    const limits = request.limits ?? ASSET_LIMITS;
    const { log } = request;
    const under = (0,spill.runnerTempOf)(request.env);
    const dir = (0,external_node_path_.resolve)(under, ASSETS_FOLDER, `${(0,outputs_files/* fileSlug */.M)(request.checkName)}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
    const files = plan(request.entries, dir, limits);
    const failedCount = request.failed;
    if (!files.length) {
        log.info('download-assets: no failed test has a video or screenshot to save.');
        return { dir: undefined, files: [], bytes: 0 };
    }
    if (failedCount > limits.tests)
        log.warning(`download-assets: saving the recordings of the first ${limits.tests} of ${failedCount} failed tests only.`);
    try {
        await (0,write_in_place/* makeFolders */.wZ)(dir, under);
    }
    catch (error) {
        log.warning(`download-assets: nothing saved: ${(0,errors.messageOf)(error)}.`);
        return { dir: undefined, files: [], bytes: 0 };
    }
    const policy = request.policy ?? (0,outside_urls/* publicHttpsPolicy */.zO)(request.serviceUrl);
    const dispatcher = request.dispatcher ?? (0,transport_dispatcher/* createDispatcher */.S)(request.env, { policy });
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(limits.deadlineMs)]);
    try {
        const { env, log } = request;
        const saving = { env, log, limits, policy, dispatcher, signal, cancel: request.signal, under };
        const { saved, bytes } = await saveAll(files, saving);
        log.info(`download-assets: saved ${saved.length} of ${files.length} files (${(0,wording/* formatBytes */.z3)(bytes)}) in ${dir}.`);
        return { dir: saved.length ? dir : undefined, files: saved, bytes };
    }
    finally {
        if (!request.dispatcher)
            await dispatcher.close();
    }
}
/** Each planned file in turn, within the total; one warning line for each left out. */
async function saveAll(files, o) {
    const saved = [];
    let bytes = 0;
    for (const { url, file } of files) {
        if (o.cancel.aborted)
            break;
        const room = Math.min(o.limits.fileBytes, o.limits.totalBytes - bytes);
        if (room <= 0) {
            o.log.warning(`download-assets: stopped at the total of ${(0,wording/* formatBytes */.z3)(o.limits.totalBytes)}; the rest was left out.`);
            break;
        }
        try {
            bytes += await download(url, file, { ...o, maxBytes: room });
            saved.push(file);
        }
        catch (error) {
            o.log.warning((0,text_escape/* logText */.kc)(`download-assets: ${leftOut(url, file, error, o)}.`));
        }
    }
    return { saved, bytes };
}
/** Why a file was left out, in words: a refused address names the URL (no query: it may be signed). */
function leftOut(url, file, error, o) {
    const { origin, pathname } = new URL(url);
    const refused = refusalIn(error);
    if (refused)
        return `refused ${origin}${pathname}: ${refused.message}; its link stays in the report`;
    const why = o.signal.aborted && !o.cancel.aborted
        ? 'the downloads took too long'
        : ((0,network_errors/* describeNetworkError */.g)(error, { url, env: o.env }) ?? (0,errors.messageOf)(error));
    return `could not save ${pathname} to ${file}: ${why}`;
}
/** The refusal behind an error: thrown before a hop, or by the lookup of the connection itself. */
function refusalIn(error) {
    for (let e = error, depth = 0; e && depth < 5; depth++) {
        if (e instanceof outside_urls/* RefusedUrlError */.gO)
            return e;
        e = e.cause;
    }
    return undefined;
}
/** Streams one URL to a file, stopping at `maxBytes`; resolves to the bytes written. */
async function download(url, file, o) {
    const answer = await (0,outside_urls/* openOutsideUrl */.BW)(url, o);
    if (answer.statusCode < 200 || answer.statusCode > 299) {
        await answer.body.dump();
        throw new Error(`HTTP ${answer.statusCode}`);
    }
    const declared = Number(answer.headers['content-length']);
    if (declared > o.maxBytes) {
        await answer.body.dump();
        throw new Error(`${declared} bytes is more than the ${o.maxBytes} bytes left for downloads`);
    }
    const counted = { bytes: 0 };
    await (0,write_in_place/* writeInPlace */.a1)(file, upTo(answer.body, o.maxBytes, counted), o);
    return counted.bytes;
}
/** The body as it comes, failing once it passes `maxBytes` (a chunked answer states no length). */
async function* upTo(body, maxBytes, counted) {
    for await (const chunk of body) {
        counted.bytes += chunk.length;
        if (counted.bytes > maxBytes)
            throw new Error(`larger than the ${maxBytes} bytes left for downloads`);
        yield chunk;
    }
}

// EXTERNAL MODULE: ./src/report/outputs/check-run/output.ts
var output = __webpack_require__(16463);
// EXTERNAL MODULE: ./src/report/outputs/check-run/progress.ts
var progress = __webpack_require__(60117);
// EXTERNAL MODULE: ./src/report/outputs/command-annotations.ts
var command_annotations = __webpack_require__(97997);
// EXTERNAL MODULE: ./src/report/history/token-identity.ts
var token_identity = __webpack_require__(76003);
// EXTERNAL MODULE: ./src/report/world/environment.ts
var environment = __webpack_require__(90028);
// EXTERNAL MODULE: ./src/report/world/github-errors.ts
var github_errors = __webpack_require__(69292);
// EXTERNAL MODULE: ./src/report/outputs/summary.ts
var summary = __webpack_require__(25363);
;// CONCATENATED MODULE: ./src/report/outputs/comment.ts


/** Input `pr-comment`. */





/** A comment's body: 65,536 characters (docs/github-facts.md); counted in UTF-16 units, never fewer. */
const MAX_COMMENT_CHARS = 65_536;
/** Comments read per page while looking for ours. */
const COMMENTS_PER_PAGE = 100;
const COMMENT_PERMISSION_HINT = 'Add `permissions: pull-requests: write` to the workflow or job to get the pull request comment; ' +
    'pull requests from forks get a read-only token whatever the workflow asks.';
/**
 * The hidden first line that finds the comment of one check again. `--` would end an HTML comment
 * early, so runs of dashes in the name are broken up.
 */
function commentMarker(checkName) {
    return `<!-- cloudtest-actions:${(0,limits/* oneLine */.TN)(checkName).replace(/-(?=-)/g, '- ')} -->`;
}
/** The pull request the workflow runs for, from the event payload; undefined for other events. */
function pullRequestNumberOf(event) {
    const { name, payload } = event;
    if (!name.startsWith('pull_request') && name !== 'workflow_run')
        return undefined;
    const n = name === 'workflow_run' ? payload.workflow_run?.pull_requests?.[0]?.number : payload.pull_request?.number;
    return n !== undefined && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
/** The comment's markdown: the marker, then the report as in the job summary, within GitHub's limit. */
function renderComment(report, result, env) {
    const marker = `${commentMarker(report.input.checkName)}\n`;
    const runUrl = (0,environment/* workflowRunUrl */.CX)(env);
    // Links our code builds from known addresses, each shown only when it is https.
    const footer = [
        (0,text_escape/* httpsUrl */.N3)(result.checkRunUrl) ? (0,text_escape/* markdownLink */.iQ)('Open the check run', result.checkRunUrl) : '',
        (0,text_escape/* httpsUrl */.N3)(runUrl) ? (0,text_escape/* markdownLink */.iQ)('Open the workflow run', runUrl) : '',
    ]
        .filter(Boolean)
        .join(' \u00b7 ');
    const failed = result.counts.failed;
    const annotations = (0,output/* annotationsNote */.d8)(result.annotated, failed, 'the check run');
    return (marker +
        (0,summary/* renderSummary */.U)(report.input, report.tests, {
            conclusion: result.conclusion,
            counts: result.counts,
            footer: [annotations, footer || 'The job summary of the workflow run has the details.'].join(annotations ? '\n\n' : ''),
            fullListAt: (0,summary/* everyFailureAt */.B)(result.annotated, failed, 'the check run'),
            sizeLimit: `GitHub holds at most ${MAX_COMMENT_CHARS} characters of a comment`,
            budget: MAX_COMMENT_CHARS - (0,limits/* utf16Units */.q0)(marker),
            measure: limits/* utf16Units */.q0,
        }));
}
/** Whether `pr-comment` asks for a comment on this report; when not, a line says why. */
function wanted(mode, result, deps) {
    const { log } = deps;
    if (mode === 'off')
        return false;
    // A queue's run is for no one pull request: each was commented on by its own pull_request runs.
    if (deps.env.GITHUB_EVENT_NAME === 'merge_group') {
        log.debug(`pr-comment is ${mode}, but a merge_group run has no pull request to comment on: no comment.`);
        return false;
    }
    const changed = result.comparison && (result.comparison.newFailures.count || result.comparison.fixed.count);
    if (mode === 'changes' && !changed) {
        log.info(`pr-comment is changes and ${result.comparison ? 'nothing failed anew or was fixed' : 'nothing was compared'}: no comment.`);
        return false;
    }
    return true;
}
/**
 * One comment per check name on the pull request, updated in place: found again by its marker and its
 * author, our token, on any page of the comments; a comment by anyone else is left alone, whatever it
 * starts with, and ours is written beside it. `on-failure` creates it only for a failed report but updates one already
 * there whatever the outcome, so it never shows a stale failure. Problems are warnings; a token
 * without `pull-requests: write` gets a warning naming that permission.
 */
async function publishComment(mode, report, result, deps) {
    if (!wanted(mode, result, deps))
        return undefined;
    const { github, repository, log } = deps;
    const issue = pullRequestNumberOf(deps.event);
    if (!issue) {
        log.info('pr-comment: this run is not for a pull request, so no comment was written.');
        return undefined;
    }
    if (!github || !repository) {
        log.warning('pr-comment: no comment was written: a GitHub token and GITHUB_REPOSITORY are needed.');
        return undefined;
    }
    const failed = result.conclusion === 'failure' || result.conclusion === 'timed_out';
    try {
        const identity = await (0,token_identity/* tokenIdentity */.sX)(github, {
            checkRunApp: deps.checkRunApp,
            signal: deps.signal(),
            log,
        });
        log.debug(`pr-comment: our comments are those by ${identity.login} (from the ${identity.from}).`);
        const existing = await findComment(github, { ...repository, issue }, { marker: commentMarker(report.input.checkName), identity }, deps);
        if (!existing && mode === 'on-failure' && !failed) {
            log.debug('pr-comment is on-failure and nothing failed: no comment.');
            return undefined;
        }
        const body = renderComment(report, result, deps.env);
        await deps.beforeWrite?.();
        const request = { signal: deps.signal() };
        const { data } = existing
            ? await github.rest.issues.updateComment({ ...repository, comment_id: existing, body, request })
            : await github.rest.issues.createComment({ ...repository, issue_number: issue, body, request });
        log.info(`Pull request comment ${existing ? 'updated' : 'written'}: ${data.html_url}`);
        return data.html_url;
    }
    catch (error) {
        const why = (0,github_errors/* describeGitHubError */.dZ)(error);
        if ((0,github_errors/* isPermissionError */.gj)(error))
            log.warning(`Could not write the pull request comment (${why}). ${COMMENT_PERMISSION_HINT}`);
        else
            log.warning(`Could not write the pull request comment: ${why}.`);
        return undefined;
    }
}
/** The ID of our comment that starts with the marker, reading page after page until it is found. */
async function findComment(github, where, ours, deps) {
    const pages = github.paginate.iterator(github.rest.issues.listComments, {
        owner: where.owner,
        repo: where.repo,
        issue_number: where.issue,
        per_page: COMMENTS_PER_PAGE,
        request: { signal: deps.signal() },
    });
    for await (const page of pages) {
        const found = page.data.find((c) => c.body?.startsWith(ours.marker) && (0,token_identity/* writtenBy */.xO)(ours.identity, c));
        if (found)
            return found.id;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/report/outputs/job-summary.ts
var job_summary = __webpack_require__(61293);
// EXTERNAL MODULE: ./src/report/outputs/report.ts
var outputs_report = __webpack_require__(20349);
// EXTERNAL MODULE: ./src/report/quarantine-source.ts
var quarantine_source = __webpack_require__(79464);
// EXTERNAL MODULE: ./src/report/types.ts
var types = __webpack_require__(2563);
// EXTERNAL MODULE: ./src/report/history/fail-on.ts
var fail_on = __webpack_require__(11455);
// EXTERNAL MODULE: ./src/report/history/history-text.ts
var history_text = __webpack_require__(10857);
// EXTERNAL MODULE: ./src/report/history/quarantine.ts
var history_quarantine = __webpack_require__(75953);
// EXTERNAL MODULE: ./src/report/history/sorted-keys.ts
var sorted_keys = __webpack_require__(26629);
// EXTERNAL MODULE: ./src/report/history/text-form.ts
var text_form = __webpack_require__(94857);
// EXTERNAL MODULE: ./src/report/outputs/quarantine-text.ts
var quarantine_text = __webpack_require__(36591);
// EXTERNAL MODULE: ./src/report/value/compact.ts
var compact = __webpack_require__(93033);
;// CONCATENATED MODULE: ./src/report/verdict.ts









/**
 * A report's verdict after its comparison, as every host makes it (the runner's composer, publish.ts,
 * and the command line's publisher): quarantine over its tests, with the base's window and the
 * comparison for `auto-quarantine`; the comparison as the verdict counts it (what the quarantine
 * excused apart: `countedComparison`); the title and the lead, led by what changed that counts and
 * saying what is quarantined apart; and the conclusion `fail-on`, `fail-on-empty` and
 * `fail-on-unknown` give its own. The quarantine's warnings and lines are said on `at.log`; `at.env`
 * links commits in the lead. A verdict the caller made (`given`, a report of other reports) is taken as
 * it is, with its own title and lead.
 */
async function judgeReport({ header, tests, compared }, options, at, given) {
    const quarantine = given
        ? given.quarantine
        : await (0,history_quarantine/* quarantineOf */.KS)(tests, options.quarantine, { ...compared, now: at.now });
    for (const warning of (0,quarantine_text/* quarantineWarnings */.Oe)(quarantine))
        at.log.warning(warning);
    const wording = { ...(compared.comparison?.branch ? { branch: compared.comparison.branch } : {}) };
    const judgement = given?.judgement ??
        (0,fail_on/* judge */.S4)(options, { conclusion: header.conclusion ?? (0,outputs_report/* conclusionOf */.vu)(tests.counts), counts: tests.counts }, compared, (0,history_quarantine/* excusedBy */.zV)(quarantine));
    for (const line of (0,quarantine_text/* quarantineLines */.UN)(quarantine, wording))
        at.log.info(line);
    const comparison = compared.comparison && (0,history_quarantine/* countedComparison */.At)(compared.comparison, quarantine);
    const quarantined = (0,quarantine_text/* quarantineMarkdown */.gh)(quarantine, wording);
    const excused = {
        count: quarantine?.failed.count ?? 0,
        // Every failure excused, and the report passes for it.
        every: tests.counts.failed > 0 &&
            quarantine?.failed.count === tests.counts.failed &&
            judgement.conclusion === 'success',
    };
    const said = (form) => leadOf(compared, comparison, quarantine, form);
    const shown = given
        ? {
            title: [given.compared.title, (0,comparison_text/* excusedClause */.l4)(excused.count)].filter(Boolean).join('; '),
            lead: [given.compared.markdown, quarantined].filter(Boolean).join('\n\n'),
        }
        : {
            title: (0,comparison_text/* headline */.Pl)(header.title, comparison, excused),
            lead: [said((0,text_form/* markdownForm */.Q)(at.env)), quarantined].filter(Boolean).join('\n\n'),
        };
    return {
        shown: { ...shown, ...marksOf(quarantine, compared.failedOnBase) },
        ...(at.plain && !given ? { leadText: said(text_form/* PLAIN_FORM */.m) } : {}),
        judgement,
        published: {
            conclusion: judgement.conclusion,
            counts: tests.counts,
            quarantined: quarantine?.failed.count ?? 0,
            ...(quarantine?.flaky ? { quarantinedFlaky: quarantine.flaky } : {}),
            blocks: judgement.blocks,
            ...(judgement.note ? { blockNote: judgement.note } : {}),
            ...(judgement.missing ? { missing: judgement.missing } : {}),
            ...(comparison ? { comparison } : {}),
            ...(compared.notCompared ? { notCompared: compared.notCompared } : {}),
            ...(compared.sessions ? { sessions: compared.sessions } : {}),
        },
    };
}
/**
 * What the outputs mark of each test: the failures the quarantine excuses, and those that failed on
 * the base too (by the base digest's failed keys, ascending).
 */
function marksOf(quarantine, failedOnBase) {
    return {
        ...(quarantine ? { quarantine } : {}),
        ...(failedOnBase ? { failedOnBase: (entry) => (0,sorted_keys/* includes */.mK)(failedOnBase, (0,compact/* testKey */.S8)(entry)) } : {}),
    };
}
/**
 * The comparison (as the verdict counts it) or why there is none, then the history, with the failures
 * the quarantine excused marked; nothing where no base was looked for.
 */
function leadOf(compared, comparison, quarantine, form) {
    const { history, notCompared } = compared;
    if (!history)
        return '';
    const first = comparison ? (0,comparison_text/* comparisonText */.VF)(comparison, form) : (0,comparison_text/* notComparedText */.GK)(notCompared ?? '', form);
    const excused = (entry) => quarantine?.excuses(entry);
    return [first, (0,history_text/* historyText */.u_)(history, form, excused)].filter(Boolean).join('\n\n');
}

// EXTERNAL MODULE: ./src/report/value/reader.ts + 1 modules
var reader = __webpack_require__(85490);
;// CONCATENATED MODULE: ./src/report/with-tests.ts

/**
 * A report's header and its tests, for `use`: tests given as an array (a job's) are read as a build's
 * are (src/report/value/reader.ts), spilled under `dir` and removed after; tests read already stay the
 * caller's to dispose.
 */
async function withReportTests(given, dir, use) {
    if ('tests' in given) {
        const { tests, ...header } = given;
        return use(header, tests);
    }
    const { entries, ...header } = given;
    const tests = await (0,reader/* readEntries */.$2)(entries, { dir });
    try {
        return await use(header, tests);
    }
    finally {
        await tests.dispose();
    }
}

// EXTERNAL MODULE: ./src/report/world/deps.ts
var world_deps = __webpack_require__(43715);
// EXTERNAL MODULE: ./src/report/world/event.ts
var world_event = __webpack_require__(97837);
// EXTERNAL MODULE: ./src/report/world/step-summary.ts
var step_summary = __webpack_require__(69446);
;// CONCATENATED MODULE: ./src/report/publish.ts























/**
 * The runner's environment as report dependencies: the context's GitHub client for the token, the
 * repository, the commit the user sees, the workflow file for annotations, and GITHUB_STEP_SUMMARY;
 * `event`, the step's event when it was read already.
 */
async function reportDeps(token, ctx, event = (0,world_event/* readEvent */.j)(ctx.env)) {
    const { env, log } = ctx;
    const commit = (0,environment/* chooseCommit */.jf)(env, event);
    if (commit.problem)
        log.warning(commit.problem);
    else if (commit.sha)
        log.debug(`Check run commit: ${commit.sha} (${commit.from}).`);
    return {
        github: await ctx.github(token),
        repository: (0,environment/* repositoryOf */._M)(env),
        headSha: commit.sha,
        workflowPath: (0,environment/* workflowPathOf */._Z)(env),
        detailsUrl: (0,environment/* workflowRunUrl */.CX)(env),
        summary: (0,step_summary/* stepSummaryWriter */.w)(env.GITHUB_STEP_SUMMARY, log),
        log,
        env,
        event,
        signal: ctx.signal,
        now: () => ctx.clock.now(),
        pause: (ms) => ctx.clock.sleep(ms, ctx.signal),
        serviceUrl: () => ctx.client?.transport.baseUrl,
        ...(ctx.job ? { job: ctx.job } : {}),
    };
}
/**
 * How a report learns the app it writes its check run as before it trusts an earlier report
 * (src/report/history/own-app.ts), when no check run of its own was opened in progress before it
 * (annotate-build's, a re-run's): its check run is opened in progress, only once an earlier report
 * was found, and this report completes it.
 */
function openOnDemand(header, deps) {
    let opened;
    let opening;
    const open = async () => {
        if (header.openCheckRunId !== undefined)
            return;
        const title = `${header.title}: comparing with the base branch`;
        const summary = `${title}; the report replaces this in a moment.`;
        const id = await (0,progress.openProgressCheck)({ name: header.checkName, externalId: header.externalId, title, summary }, deps);
        if (id !== undefined)
            opened = { id, at: deps.now() };
    };
    return { open: () => (opening ??= open()), opened: () => opened };
}
/**
 * The one composer, for every host: tests given as an array (a job's) are read as a build's are
 * (src/report/value/reader.ts), the header made well-formed, compared with the host's base (unless
 * the caller made the verdict: a report of other reports), judged (verdict.ts), and shown the host's
 * way. Tests read already stay the caller's to dispose.
 */
async function composeReport(given, host, options = types/* DEFAULT_EVIDENCE_OPTIONS */.D, verdict) {
    return withReportTests(given, host.tempDir, async (raw, tests) => {
        // Well-formed before any output measures, cuts or escapes it (src/text/characters.ts); the reader
        // made the tests so.
        const header = (0,characters/* wellFormedValues */.au)(raw);
        const compared = verdict?.compared ?? (await host.compare(header, tests, options));
        const at = { now: host.now(), log: host.log, env: host.env, plain: host.plain };
        const quarantine = verdict
            ? options.quarantine
            : host.quarantine
                ? await host.quarantine(options, tests.counts)
                : withoutWorkspace(options.quarantine);
        const judged = await judgeReport({ header, tests, compared }, { ...options, quarantine }, at, verdict);
        return host.show({ header, tests, compared, judged }, options);
    });
}
/**
 * Reports results on GitHub and beside it, one output after the other over one report value: the check
 * run (or workflow-command annotations without it), the job summary, the JUnit and CTRF files, the pull
 * request comment, the recordings of failed tests. One output that fails is a warning and the others
 * still happen; only the step's end decides whether the step fails.
 */
async function publishReport(given, deps, options = types/* DEFAULT_EVIDENCE_OPTIONS */.D, verdict) {
    return composeReport(given, gitHubHost(deps), options, verdict);
}
/**
 * GitHub as the composer's host: compared with the base's report (read now unless the wait read it),
 * its check run opened in progress first when only that tells who this step writes as (openOnDemand);
 * shown on the check run and beside it (showOnGitHub).
 */
function gitHubHost(deps) {
    let own;
    return {
        tempDir: (0,spill.runnerTempOf)(deps.env),
        now: deps.now,
        log: deps.log,
        env: deps.env,
        compare: (header, tests, options) => {
            own = openOnDemand(header, deps);
            return (0,comparing.compareReport)(header, tests, { ...deps, openOwnCheck: own.open }, options.compare);
        },
        quarantine: (options, counts) => (0,quarantine_source/* decidedQuarantine */.L)(options.quarantine, counts, options.compare, deps),
        show: (report, options) => showOnGitHub(report, deps, options, own?.opened()),
    };
}
/**
 * The setting as the inputs made it, for a host that reads nothing of GitHub (the command line): the
 * workspace's list where it decides; on a pull request's run, where the base's copy would, none, said.
 */
function withoutWorkspace(setting) {
    if (!setting?.workspace)
        return setting;
    const { workspace, ...rest } = setting;
    if (rest.list || !workspace.list)
        return rest;
    const why = `${workspace.file} here is the pull request's own copy, and the base commit's, which decides, is read by the actions alone: no test is quarantined by it.`;
    return { ...rest, warnings: [...(rest.warnings ?? []), why] };
}
/** GitHub's pause between writes that create content, counted from a write at `since` (none: no pause). */
async function pausedSince(since, deps) {
    const wait = since === undefined ? 0 : since + limits/* GITHUB_WRITE_PAUSE_MS */.gv - deps.now();
    if (wait > 0)
        await deps.pause(wait);
}
/**
 * The check run completed with the report. One opened just now to learn who we write as waits out
 * GitHub's pause first; on an error the files settle before it goes on, never left being written
 * behind the step's back. The debug log says once which mode of trust the report ran in.
 */
async function completeCheckRun(report, deps, openedAt, filesWritten) {
    try {
        await pausedSince(openedAt, deps);
        const written = await (0,output/* publishCheckRun */.Nm)(report, deps);
        // The app it is written as: which of the two modes of trust the report ran in.
        if (written.app)
            deps.log.debug((0,trust/* trustModeLine */.G)(written.app));
        return written;
    }
    catch (error) {
        await filesWritten.catch(() => { });
        throw error;
    }
}
/**
 * The report value every output on GitHub is made from: the header titled and led as judged (with the
 * quarantine its outputs mark), on the check run opened in progress for it, with its digest and
 * conclusion. The log says the comparison as the verdict counts it.
 */
function reportValueOf({ header, tests, compared, judged }, deps, opened) {
    const input = {
        ...header,
        ...(opened ? { openCheckRunId: opened.id } : {}),
        ...judged.shown,
    };
    const report = { ...(0,outputs_report/* reportOf */.EI)(input, tests, deps.workflowPath), digest: compared.digestText };
    report.conclusion = judged.judgement.conclusion;
    const { comparison } = judged.published;
    if (comparison) {
        const { sha, versions } = comparison;
        const changes = (0,comparison_text/* comparedLine */.Ei)(comparison);
        deps.log.info(`Compared with ${sha.slice(0, 7)}: ${changes}${versions ? `; ${versions}` : ''}.`);
    }
    return report;
}
/** What the report's result says of its check run: where it is, or the title GitHub did not take. */
function checkRunResult(check, title) {
    return {
        ...(check.checkRunId === undefined ? {} : { checkRunId: check.checkRunId }),
        ...(check.checkRunUrl ? { checkRunUrl: check.checkRunUrl } : {}),
        ...(check.annotated === undefined ? {} : { annotated: check.annotated }),
        ...(check.untaken ? { untaken: { title } } : {}),
    };
}
async function showOnGitHub(composed, deps, options, opened) {
    const { log, env } = deps;
    const { tests } = composed;
    const report = reportValueOf(composed, deps, opened);
    const { input } = report;
    const { published } = composed.judged;
    const openedAt = opened?.at;
    const attempt = async (what, output) => {
        try {
            await output();
        }
        catch (error) {
            if (deps.signal?.aborted)
                throw error;
            log.warning(`Could not ${what}: ${(0,errors.messageOf)(error)}`);
        }
    };
    // The files need nothing from GitHub: written while the check run waits out GitHub's pauses
    // between its writes, rather than after them (a large build's files take seconds).
    const filesWritten = attempt('write the report files', async () => {
        const { junitFile, ctrfFile, onlyNamedFiles: onlyNamed } = options;
        const files = { junitFile, ctrfFile, onlyNamed, env, now: deps.now(), log };
        Object.assign(published, await (0,outputs_files.writeReportFiles)(input, tests, files));
    });
    const check = await completeCheckRun(report, deps, openedAt, filesWritten);
    // The check run's last write has ended: the comment is written a second after it at the earliest,
    // as GitHub asks of writes that create content (docs/github-facts.md).
    const checkRunWritten = deps.now();
    const beforeWrite = () => pausedSince(checkRunWritten, deps);
    // Flaky tests are notices on the check run; without one, through commands.
    const flaky = check.checkRunId === undefined ? report.tests.flaky : [];
    (0,command_annotations/* annotateThroughCommands */.s)(check.unannotated, report.annotationPath, log, flaky);
    await (0,job_summary/* writeJobSummary */.j)(report, check, deps);
    Object.assign(published, checkRunResult(check, input.title));
    await filesWritten;
    await attempt('write the pull request comment', async () => {
        const { github, repository } = deps;
        const signal = (0,world_deps/* requestSignal */.O)(deps);
        const { event } = deps;
        const target = { github, repository, env, event, log, signal, checkRunApp: check.app, beforeWrite };
        const commentUrl = await publishComment(options.prComment, report, published, target);
        if (commentUrl)
            published.commentUrl = commentUrl;
    });
    if (options.downloadAssets === 'failed') {
        await attempt('download the recordings of failed tests', async () => {
            const signal = deps.signal ?? new AbortController().signal;
            const saved = await downloadAssets({
                entries: tests.recorded,
                failed: tests.counts.failed,
                checkName: input.checkName,
                env,
                log,
                signal,
                serviceUrl: deps.serviceUrl?.(),
            });
            published.assetsDir = saved.dir;
        });
    }
    return published;
}


/***/ }),

/***/ 79464:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ decidedQuarantine)
/* harmony export */ });
/* harmony import */ var _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35504);
/* harmony import */ var _history_base_commit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(130);
/* harmony import */ var _value_quarantine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45942);
/* harmony import */ var _world_commit_sha_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76395);
/* harmony import */ var _world_deps_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(43715);
/* harmony import */ var _world_github_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69292);






/**
 * Which copy of the quarantine file decides a report (docs/quarantine.md). A run of a branch's own
 * commit (push, schedule, manual) is decided by that commit's file: the workspace's when the job
 * checked the repository out, else read through GitHub's contents API at GITHUB_SHA. A report whose
 * commit is not one of its own branch (a pull request's, a merge queue's, a `workflow_run`'s, a
 * deployment's) is decided by the base's file, as CODEOWNERS is: read through the contents API at the
 * base commit the comparison reads, whatever the workspace holds; the workspace's copy is the pull
 * request's own, said ("quarantines 2 more tests; they apply once merged"), never applied. A base
 * without the file has no list; one that cannot be read or does not parse is a warning naming the
 * file, the line and what to do, and no list, so nothing is excused. The file is read only when the
 * report has a failed or flaky test, the only ones a list can excuse: one request, retried on a 5xx.
 */
/** The setting whose `list` decides, after reading the copy that does when the workspace's does not. */
async function decidedQuarantine(setting, counts, compare, deps) {
    const workspace = setting?.workspace;
    if (!setting || !workspace)
        return setting;
    const { workspace: _, list, ...rest } = setting;
    const excusable = counts.failed > 0 || counts.flaky > 0;
    if (!(0,_history_base_commit_js__WEBPACK_IMPORTED_MODULE_3__/* .quarantineDecidedByBase */ .vc)(deps.event.name)) {
        if (list || workspace.checkout || !excusable)
            return list ? { ...rest, list } : rest;
        const sha = deps.env.GITHUB_SHA?.trim() ?? '';
        if (!(0,_world_commit_sha_js__WEBPACK_IMPORTED_MODULE_4__/* .isFullSha */ .Wf)(sha))
            return rest;
        return withRead(rest, workspace, await readAt(workspace, { ref: sha, what: `commit ${sha.slice(0, 7)}` }, deps));
    }
    if (!excusable) {
        const { warning } = ownChanges(workspace, undefined);
        return warning ? { ...rest, warnings: [...(rest.warnings ?? []), warning] } : rest;
    }
    const base = (0,_history_base_commit_js__WEBPACK_IMPORTED_MODULE_3__/* .quarantineBaseOf */ .Vm)(compare, deps.event);
    const read = 'why' in base
        ? { unread: `${base.why}, so no copy of ${workspace.file} decides` }
        : await readAt(workspace, base, deps);
    const decided = withRead(rest, workspace, read);
    const own = ownChanges(workspace, 'list' in read ? read.list : undefined);
    return {
        ...decided,
        ...(own.warning ? { warnings: [...(decided.warnings ?? []), own.warning] } : {}),
        ...(own.pending ? { pending: own.pending } : {}),
    };
}
function withRead(setting, workspace, read) {
    if ('list' in read)
        return { ...setting, list: read.list };
    if ('absent' in read)
        return setting;
    return {
        ...setting,
        warnings: [...(setting.warnings ?? []), `${read.unread}: no test is quarantined by it.`],
    };
}
/** The file at `at.ref` through GitHub's contents API (`contents: read`): one request, retried on a 5xx. */
async function readAt(workspace, at, deps) {
    const { file, repoPath } = workspace;
    const where = `The quarantine file ${file} at ${at.what}`;
    if (!repoPath)
        return { unread: `${where} cannot be read: it is outside the workspace (name a file of the repository)` };
    const { github, repository } = deps;
    if (!github || !repository)
        return { unread: `${where} cannot be read without a GitHub token` };
    const signal = (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_5__/* .requestSignal */ .O)(deps);
    try {
        const { data } = await (0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .askedUntilHealed */ .we)(() => github.rest.repos.getContent({
            ...repository,
            path: repoPath,
            ref: at.ref,
            request: { signal: signal() },
        }), deps.pause);
        return parsedCopy(data, where, file);
    }
    catch (error) {
        // A spent quota fails the step at once, as every request of the report does.
        if (error instanceof _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubQuotaSpent */ .i)
            throw error;
        const status = error.status;
        if (status === 404)
            return { absent: true };
        const todo = status === 401 || status === 403
            ? 'give the job permissions: contents: read'
            : 'run the job again once GitHub answers';
        return { unread: `${where} could not be read (${(0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeGitHubError */ .dZ)(error)}): ${todo}` };
    }
}
/** A file of the contents API (its text in base64, as GitHub sends it) read as a quarantine file. */
function parsedCopy(data, where, file) {
    const content = data;
    if (Array.isArray(data) || content.type !== 'file')
        return { unread: `${where} is not a file (name the file in the input quarantine)` };
    if (typeof content.size === 'number' && content.size > _value_quarantine_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_QUARANTINE_BYTES */ .oU)
        return { unread: `${where} holds ${content.size} bytes, more than ${_value_quarantine_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_QUARANTINE_BYTES */ .oU} (shorten it)` };
    const text = content.encoding === 'base64' && typeof content.content === 'string'
        ? Buffer.from(content.content, 'base64').toString('utf8')
        : undefined;
    if (text === undefined)
        return { unread: `${where} came back without its text` };
    try {
        return { list: (0,_value_quarantine_js__WEBPACK_IMPORTED_MODULE_1__/* .parseQuarantine */ .mW)(text, file) };
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { unread: `${where} cannot be used: ${message} (mend it there)` };
    }
}
/**
 * The pull request's own changes to the file, as its workspace holds them, against the base's list:
 * the entries it adds, said; an error in it, a warning naming the line. Nothing of them applies.
 */
function ownChanges(workspace, base) {
    if (workspace.error !== undefined)
        return {
            warning: `This pull request's quarantine file does not read: ${workspace.error}; mend it before it is merged (the base's list decides until then).`,
        };
    if (!workspace.list)
        return {};
    const known = new Set((base?.entries ?? []).map(entryKey));
    const added = workspace.list.entries.filter((e) => !known.has(entryKey(e))).length;
    if (!added)
        return {};
    return {
        pending: added === 1
            ? `This pull request quarantines 1 more test (${workspace.file}); it applies once merged.`
            : `This pull request quarantines ${added} more tests (${workspace.file}); they apply once merged.`,
    };
}
const entryKey = (e) => JSON.stringify([e.test, e.browser, e.platform, e.until]);


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


/***/ })

};
