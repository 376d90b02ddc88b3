export const id = 3950;
export const ids = [3950];
export const modules = {

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

/***/ 69545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compareReport: () => (/* binding */ compareReport),
  readBase: () => (/* binding */ readBase),
  readEarlierAttempt: () => (/* binding */ readEarlierAttempt)
});

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/report/check-run.ts
var check_run = __webpack_require__(72158);
// EXTERNAL MODULE: ./src/report/digest.ts
var digest = __webpack_require__(67252);
// EXTERNAL MODULE: ./src/report/token-identity.ts
var token_identity = __webpack_require__(2586);
;// CONCATENATED MODULE: ./src/report/base.ts




/** Commits of the base branch looked at before the base itself is given up on, the base included. */
const LOOK_BACK_COMMITS = 5;
const SHA = /^[0-9a-f]{7,40}$/i;
const ZEROS = /^0+$/;
/** The commit the setting names, or why there is none. */
function baseCommitOf(setting, env) {
    if (setting.kind === 'off')
        return { why: 'compare is off' };
    if (setting.kind === 'commit')
        return { sha: setting.sha, lookBack: false };
    const event = env.GITHUB_EVENT_NAME ?? '';
    const pullRequest = event.startsWith('pull_request');
    if (!pullRequest && event !== 'push')
        return {
            why: `a ${event || 'run outside GitHub Actions'} event names no base commit (set compare to a commit SHA)`,
        };
    let payload;
    try {
        payload = JSON.parse((0,external_node_fs_.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
    }
    catch {
        return { why: `the ${event} event's payload (GITHUB_EVENT_PATH) could not be read` };
    }
    const sha = pullRequest ? payload.pull_request?.base?.sha : payload.before;
    if (typeof sha !== 'string' || !SHA.test(sha))
        return { why: `the ${event} event names no ${pullRequest ? 'base commit' : 'previous commit'}` };
    if (ZEROS.test(sha))
        return { why: 'this push made a new branch: there is no commit before it' };
    const ref = pullRequest ? payload.pull_request?.base?.ref : env.GITHUB_REF_NAME;
    return { sha, ...(typeof ref === 'string' && ref ? { branch: ref } : {}), lookBack: pullRequest };
}
/**
 * The digest of the check run named `checkName` on `base`: one request for the base's check runs, one
 * more when our token's identity must be asked; on a pull request whose base has no such run, the
 * commits before it are listed (one request) and each looked at in turn, up to LOOK_BACK_COMMITS.
 */
async function readBaseReport(base, lookup) {
    let requests = 0;
    const at = { branch: base.branch };
    const read = async (sha) => {
        requests++;
        const runs = await checkRunsOn(sha, lookup);
        if (!runs.length)
            return undefined;
        const identity = await lookup.identity();
        if (lookup.ofRun !== undefined)
            return reportOfRun(sha, runs, identity, lookup.ofRun, requests);
        return reportOf(sha, runs, identity, requests, at);
    };
    try {
        const found = await read(base.sha);
        if (found)
            return found;
        const none = `no report of this check on ${base.sha.slice(0, 7)}`;
        if (!base.lookBack)
            return { sha: base.sha, ...at, why: none, requests };
        requests++;
        const earlier = (await commitsBefore(base.sha, lookup)).slice(1, LOOK_BACK_COMMITS);
        for (const sha of earlier) {
            const report = await read(sha);
            if (report)
                return report;
        }
        const span = earlier.length ? ` nor on the ${earlier.length} commits before it` : '';
        return { sha: base.sha, ...at, why: `${none}${span}`, requests };
    }
    catch (error) {
        return { sha: base.sha, ...at, why: whyUnread(error, base.sha), requests };
    }
}
/** A 403 or 404 on reading check runs, said plainly; anything else as GitHub said it. */
function whyUnread(error, sha) {
    const status = error.status;
    const said = (0,check_run/* describeGitHubError */.dZ)(error);
    if (status === 403)
        return `the token may not read check runs (${said}): give the job permissions: checks: read`;
    if (status === 404 || status === 422)
        return `the base commit ${sha.slice(0, 7)} is not reachable (${said})`;
    return `reading the base commit's check runs failed (${said})`;
}
async function checkRunsOn(sha, lookup) {
    const { data } = await lookup.github.rest.checks.listForRef({
        ...lookup.repository,
        ref: sha,
        check_name: lookup.checkName,
        filter: lookup.filter ?? 'latest',
        per_page: 100,
        request: { signal: lookup.signal() },
    });
    return data.check_runs.filter((r) => r.name === lookup.checkName);
}
async function commitsBefore(sha, lookup) {
    const { data } = await lookup.github.rest.repos.listCommits({
        ...lookup.repository,
        sha,
        per_page: LOOK_BACK_COMMITS,
        request: { signal: lookup.signal() },
    });
    return data.map((c) => c.sha).filter((s) => typeof s === 'string' && SHA.test(s));
}
const oursNewestFirst = (runs, identity) => runs.filter((r) => (0,token_identity/* writtenBy */.xO)(identity, { app: r.app ?? null })).sort((a, b) => b.id - a.id);
/**
 * Our newest completed report of the check on the commit that workflow run `runId` made, as its
 * digest says: the details link cannot tell, since GitHub keeps its own for the workflow token's runs.
 */
function reportOfRun(sha, runs, identity, runId, requests) {
    for (const run of oursNewestFirst(runs, identity)) {
        if (run.status !== 'completed')
            continue;
        const read = (0,digest/* readDigest */.rP)(run.output?.text);
        if ('digest' in read && read.digest.run?.runId === runId)
            return found(sha, run, read.digest, requests);
    }
    return { sha, why: `no report of this check from this workflow run on ${sha.slice(0, 7)}`, requests };
}
/** Our newest completed run of the check on the commit and its digest, or why it cannot be used. */
function reportOf(sha, runs, identity, requests, at) {
    const short = sha.slice(0, 7);
    const ours = oursNewestFirst(runs, identity);
    const run = ours.find((r) => r.status === 'completed');
    if (!run) {
        if (ours.length)
            return { sha, ...at, why: `the report on ${short} is not complete yet`, requests };
        const other = runs[0]?.app?.slug;
        const by = other ? ` (${other.replace(/[^\w.-]/g, '')})` : '';
        return {
            sha,
            ...at,
            why: `the check run on ${short} was made by another app${by}, not trusted`,
            requests,
        };
    }
    const read = (0,digest/* readDigest */.rP)(run.output?.text);
    if ('digest' in read)
        return found(sha, run, read.digest, requests, at);
    return { sha, ...at, why: problemText(read.problem, short), requests };
}
/** A report found in check run `run` on `sha`, with its digest. */
function found(sha, run, digest, requests, at = {}) {
    return {
        sha,
        ...at,
        ...(run.html_url ? { runUrl: run.html_url } : {}),
        ...(run.conclusion ? { conclusion: run.conclusion } : {}),
        digest,
        requests,
    };
}
function problemText(problem, short) {
    switch (problem.kind) {
        case 'none':
            return `the report on ${short} has no digest (made before reports carried one, or by another tool)`;
        case 'oversized':
            return `the digest on ${short} is larger than ${digest/* MAX_DIGEST_CHARS */.e0} characters, so it was not read`;
        case 'version':
            return `the digest on ${short} is of version ${problem.version}, which this version cannot read`;
        case 'corrupt':
            return `the digest on ${short} is corrupt, so it was not read`;
    }
}

// EXTERNAL MODULE: ./src/report/check-run-output.ts
var check_run_output = __webpack_require__(33198);
// EXTERNAL MODULE: ./src/report/compact.ts
var compact = __webpack_require__(76847);
;// CONCATENATED MODULE: ./src/report/compare.ts

/** Tests of each kind named in the outputs; beyond this many, counts only. */
const MAX_NAMED_CHANGES = 25;
/**
 * Sorts the tests of this report against the base's digest. `now` is this report's own digest (each
 * test once, by its last record); the failed tests are named from the report's lists, the fixed ones
 * from its tests streamed once, where passed tests have stable names; otherwise they are counted only
 * (a name read from the base's digest is never shown).
 */
async function compareWith(base, now, tests, at) {
    const failedThere = new Set(base.keys.failed);
    const failedNow = new Set(now.keys.failed);
    const newFailures = { count: 0, first: [] };
    const stillFailing = { count: 0, first: [] };
    for (const key of now.keys.failed)
        (failedThere.has(key) ? stillFailing : newFailures).count++;
    for (const entry of tests.failed) {
        const group = failedThere.has((0,compact/* testKey */.S8)(entry)) ? stillFailing : newFailures;
        if (group.first.length < MAX_NAMED_CHANGES && !group.first.some((e) => sameTest(e, entry)))
            group.first.push(entry);
    }
    const named = now.passedNamed;
    const passedNow = new Set(now.keys.passed);
    const unknownNow = new Set(now.keys.unknown);
    // A flaky test failed here too before it passed: not fixed.
    const flakyNow = new Set(now.keys.flaky);
    const fixedKeys = new Set(base.keys.failed.filter((k) => named
        ? passedNow.has(k)
        : !failedNow.has(k) && !unknownNow.has(k) && !flakyNow.has(k) && now.counts.unknown === 0));
    const fixed = { count: fixedKeys.size, first: named ? await firstOf(tests, fixedKeys) : [] };
    const comparison = { ...at, newFailures, stillFailing, fixed };
    if (named && base.passedNamed && !base.dropped.passedKeys && !now.dropped.passedKeys) {
        const all = (d) => new Set([...d.keys.passed, ...d.keys.failed, ...d.keys.unknown, ...d.keys.flaky]);
        const there = all(base);
        const here = all(now);
        comparison.newTests = [...here].filter((k) => !there.has(k)).length;
        comparison.removed = [...there].filter((k) => !here.has(k)).length;
    }
    const partial = partialOf(base);
    if (partial)
        comparison.partial = partial;
    return comparison;
}
const sameTest = (a, b) => (0,compact/* testKey */.S8)(a) === (0,compact/* testKey */.S8)(b);
/** The first tests whose keys are given, each once, streamed from the report's tests. */
async function firstOf(tests, keys) {
    const found = [];
    if (!keys.size)
        return found;
    const left = new Set(keys);
    for await (const entry of tests.entries()) {
        const key = (0,compact/* testKey */.S8)(entry);
        if (entry.outcome !== 'passed' || !left.delete(key))
            continue;
        found.push(entry);
        if (found.length >= MAX_NAMED_CHANGES || !left.size)
            break;
    }
    return found;
}
/** What the base's digest could not tell. */
function partialOf(base) {
    if (base.dropped.failedKeys)
        return `the base's digest left out ${base.dropped.failedKeys} of its failed tests (too many to keep), so some still failing tests count as new`;
    if (base.dropped.unknownKeys)
        return "the base's digest left out its tests of unknown outcome and its flaky tests";
    return undefined;
}

// EXTERNAL MODULE: ./src/report/comparison-text.ts
var comparison_text = __webpack_require__(15101);
;// CONCATENATED MODULE: ./src/report/comparing.ts







/**
 * The base's report, read once: the wait reads it when it starts (its running time is the wait's
 * expectation) and the report reuses it at the end (docs/report-files.md, "The comparison").
 */
async function readBase(setting, checkName, deps) {
    const base = baseCommitOf(setting, deps.env);
    if ('why' in base)
        return { why: base.why, requests: 0 };
    const found = await readReportOn(base, checkName, deps);
    const where = found.sha ? ` on ${found.sha.slice(0, 7)}` : '';
    if ('digest' in found)
        deps.log.info(`Found the report of "${checkName}"${where} to compare with (${found.requests} read(s)).`);
    else
        deps.log.info(`Not compared with the base branch: ${found.why}.`);
    return found;
}
/**
 * The newest report of the check that an earlier attempt of workflow run `runId` made on this commit
 * (docs/report-files.md, "Re-runs"): what a re-run of only the failed tests starts from.
 */
async function readEarlierAttempt(checkName, runId, deps) {
    const { headSha } = deps;
    if (!headSha)
        return { why: "the workflow run's commit is not known", requests: 0 };
    return readReportOn({ sha: headSha, lookBack: false }, checkName, deps, { filter: 'all', ofRun: runId });
}
async function readReportOn(commit, checkName, deps, how = {}) {
    const { github, repository } = deps;
    if (!github || !repository)
        return { sha: commit.sha, why: 'no GitHub token or repository to read it with', requests: 0 };
    const signal = (0,check_run_output/* requestSignal */.OL)(deps);
    return readBaseReport(commit, {
        github,
        repository,
        checkName,
        signal,
        identity: () => (0,token_identity/* tokenIdentity */.sX)(github, { signal: signal(), log: deps.log }),
        ...how,
    }).catch((error) => ({ sha: commit.sha, why: (0,errors/* messageOf */.bD)(error), requests: 0 }));
}
/**
 * This report's digest, and its comparison with the base's report (read now unless `base` was read
 * already). A comparison that cannot be made says why, once; the report goes on without it.
 */
async function compareReport(header, tests, deps, setting) {
    const carry = await carryOf(header, tests);
    const now = (0,digest/* digestOf */.ol)({
        counts: tests.counts,
        keys: tests.keys,
        failed: tests.failed,
        passedNamed: !header.passedUnnamed,
        timing: timingOf(header, tests),
        ...(carry ? { carry } : {}),
    });
    const { text } = (0,digest/* writeDigest */.O_)(now);
    const base = header.base ?? (await readBase(setting, header.checkName, deps));
    // A job that did not end has reported only some of its tests: what is missing is neither failed nor fixed.
    const unfinished = header.conclusion === 'timed_out' || header.conclusion === 'cancelled';
    if (!('digest' in base) || unfinished) {
        const notCompared = 'digest' in base ? 'the job did not finish, so its results are not all known' : base.why;
        return { digestText: text, notCompared, title: header.title, markdown: (0,comparison_text/* notComparedMarkdown */.Cp)(notCompared) };
    }
    const comparison = await compareWith(base.digest, now, tests, { sha: base.sha, branch: base.branch });
    const changes = (0,comparison_text/* changesLine */.a8)(comparison);
    return {
        digestText: text,
        comparison,
        title: changes ? `${changes}: ${header.title}` : header.title,
        markdown: (0,comparison_text/* comparisonMarkdown */.vR)(comparison, deps.env),
    };
}
/**
 * A Codeless job's tests that passed in the end, each with the attempt whose run passed it, for the
 * next attempt's re-run of only what failed (digestOf drops them when there are more than it keeps).
 */
async function carryOf(header, tests) {
    const { run } = header;
    if (!run || !header.passedUnnamed)
        return undefined;
    if (header.passedUnknown)
        return { run };
    const carried = [];
    for await (const entry of tests.entries()) {
        if (entry.outcome !== 'passed' && entry.outcome !== 'flaky')
            continue;
        carried.push({
            ...(0,digest/* namedTest */.eH)(entry),
            attempt: entry.attempt ?? run.attempt,
            flaky: entry.outcome === 'flaky',
        });
    }
    return { run, tests: carried };
}
/** The job's timing when the wait measured it, else the tests' span. */
function timingOf(header, tests) {
    if (header.timing)
        return header.timing;
    return tests.span ? { runningMs: tests.span.stop - tests.span.start } : {};
}


/***/ }),

/***/ 15101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cp: () => (/* binding */ notComparedMarkdown),
/* harmony export */   a8: () => (/* binding */ changesLine),
/* harmony export */   vR: () => (/* binding */ comparisonMarkdown)
/* harmony export */ });
/* unused harmony exports commitUrl, comparedWith */
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25356);



/** The commit's page on GitHub, built from GITHUB_SERVER_URL and the repository; undefined when not https. */
function commitUrl(env, sha) {
    const server = env.GITHUB_SERVER_URL?.trim().replace(/\/+$/, '');
    const repository = env.GITHUB_REPOSITORY?.trim();
    if (!server || !repository || !/^[0-9a-f]{7,40}$/i.test(sha))
        return undefined;
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(`${server}/${repository}/commit/${sha}`);
}
/** "compared with `abc1234` (main)", the commit linked when its page is known. */
function comparedWith(c, env) {
    const short = `\`${c.sha.slice(0, 7)}\``;
    const url = commitUrl(env, c.sha);
    const commit = url ? `[${short}](<${url}>)` : short;
    return `${commit}${c.branch ? ` (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(c.branch), 100))})` : ''}`;
}
/** "2 new failures, 3 still failing, 1 fixed": what changed, leading the check run's title. */
function changesLine(c) {
    const parts = [
        c.newFailures.count ? (0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(c.newFailures.count, 'new failure') : '',
        c.stillFailing.count ? `${c.stillFailing.count} still failing` : '',
        c.fixed.count ? `${c.fixed.count} fixed` : '',
    ].filter(Boolean);
    return parts.join(', ');
}
/** A test as a list item: its name, browser or device and platform, as text. */
function item(e) {
    const where = [e.environment, e.platform].filter(Boolean).join(', ');
    return `- ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(where ? `${e.name} (${where})` : e.name), 300))}`;
}
function section(title, changed, note) {
    if (!changed.count)
        return '';
    const more = changed.count - changed.first.length;
    const rest = more > 0 ? [`- \u2026 and ${more} more${note ? ` (${note})` : ''}`] : [];
    return [`**${title} (${changed.count})**`, '', ...changed.first.map(item), ...rest, ''].join('\n');
}
/**
 * The comparison as the summaries lead with it: the commit compared with, then new failures, still
 * failing and fixed, each with its first tests named.
 */
function comparisonMarkdown(c, env) {
    const changes = changesLine(c);
    const counts = [
        c.newTests === undefined ? '' : `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(c.newTests, 'new test')}`,
        c.removed === undefined ? '' : `${c.removed} removed`,
    ].filter(Boolean);
    const head = `**Compared with ${comparedWith(c, env)}:** ${changes || 'no new failures, nothing fixed'}` +
        `${counts.length ? `; ${counts.join(', ')}` : ''}.` +
        (c.partial ? ` Note: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)(c.partial)}.` : '');
    const fixedNote = c.fixed.count && !c.fixed.first.length ? 'named on the base commit' : undefined;
    return [
        head,
        '',
        section('New failures', c.newFailures, 'see the failed tests below'),
        section('Still failing', c.stillFailing, 'see the failed tests below'),
        section('Fixed', c.fixed, fixedNote),
    ]
        .filter((part, i) => i < 2 || part)
        .join('\n')
        .trim();
}
/** One sentence for a report that could not be compared. */
function notComparedMarkdown(why) {
    return `**Not compared with the base branch:** ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)(why)}.`;
}


/***/ }),

/***/ 62915:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ workflowRunUrl),
/* harmony export */   _M: () => (/* binding */ repositoryOf),
/* harmony export */   _Z: () => (/* binding */ workflowPathOf),
/* harmony export */   jf: () => (/* binding */ chooseCommit)
/* harmony export */ });
/* unused harmony export FALLBACK_ANNOTATION_PATH */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53249);


const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/i;
/**
 * The commit the user sees: the pull request's head on pull_request events (GITHUB_SHA is a throw-away
 * merge commit there), the run's head commit on workflow_run, else GITHUB_SHA.
 */
function chooseCommit(env) {
    const event = env.GITHUB_EVENT_NAME ?? '';
    const fallback = env.GITHUB_SHA?.trim() || undefined;
    const pullRequest = event.startsWith('pull_request');
    if (!pullRequest && event !== 'workflow_run')
        return { sha: fallback, from: 'GITHUB_SHA' };
    const from = pullRequest ? 'the pull request head' : 'the head of the workflow run';
    let sha;
    let why = 'it names no head commit';
    try {
        const payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
        sha = pullRequest ? payload.pull_request?.head?.sha : payload.workflow_run?.head_sha;
    }
    catch (error) {
        why = `it could not be read (${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)})`;
    }
    if (typeof sha === 'string' && SHA.test(sha))
        return { sha, from };
    return {
        sha: fallback,
        from: 'GITHUB_SHA',
        problem: `The ${event} event payload (GITHUB_EVENT_PATH) was expected to name ${from}, but ${why}; the check run goes on GITHUB_SHA instead.`,
    };
}
/** owner and repo from GITHUB_REPOSITORY (`owner/repo`). */
function repositoryOf(env) {
    const match = /^([^/\s]+)\/([^/\s]+)$/.exec(env.GITHUB_REPOSITORY?.trim() ?? '');
    return match?.[1] && match[2] ? { owner: match[1], repo: match[2] } : undefined;
}
/** Where annotations go when nothing better is known: GitHub needs a path, and this one always exists. */
const FALLBACK_ANNOTATION_PATH = '.github';
/**
 * The workflow file that ran, from GITHUB_WORKFLOW_REF (`owner/repo/.github/workflows/ci.yml@refs/\u2026`):
 * cloud tests have no source line, so their annotations go on it, line 1.
 */
function workflowPathOf(env) {
    const match = /^[^/]+\/[^/]+\/([^@]+)@/.exec(env.GITHUB_WORKFLOW_REF?.trim() ?? '');
    return match?.[1] ?? FALLBACK_ANNOTATION_PATH;
}
/** The workflow run's page, where a check run's "Details" and a comment point; undefined outside Actions. */
function workflowRunUrl(env) {
    const server = env.GITHUB_SERVER_URL?.trim().replace(/\/+$/, '');
    const repository = env.GITHUB_REPOSITORY?.trim();
    const runId = env.GITHUB_RUN_ID?.trim() ?? '';
    return server && repository && /^\d+$/.test(runId)
        ? `${server}/${repository}/actions/runs/${runId}`
        : undefined;
}


/***/ }),

/***/ 73982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  REPORT_FILES_FOLDER: () => (/* binding */ REPORT_FILES_FOLDER),
  fileSlug: () => (/* binding */ fileSlug),
  writeReportFiles: () => (/* binding */ writeReportFiles)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/version.ts + 1 modules
var version = __webpack_require__(71013);
// EXTERNAL MODULE: ./src/text/characters.ts
var characters = __webpack_require__(23243);
// EXTERNAL MODULE: ./src/report/links.ts
var links = __webpack_require__(83303);
;// CONCATENATED MODULE: ./src/report/ctrf.ts



/**
 * The report as a CTRF JSON document (Common Test Report Format, specVersion 1.0.0:
 * docs/report-files.md). Counts are the report's: passed and failed as they are, a test whose outcome
 * is unknown is `other` (its `rawStatus` says `unknown`), none skipped or pending. Times are
 * milliseconds; the run's start and stop come from the tests' ends and durations where the service
 * gave them, else the time of the report. Written as `JSON.stringify(document, null, 2)` would write
 * it, one test after the other as they are read back: no document of the whole build is in memory.
 */
const CTRF_SPEC_VERSION = '1.0.0';
/** A flaky test passed in the end: CTRF says so with `flaky` beside its status. */
const STATUS = { passed: 'passed', failed: 'failed', unknown: 'other', flaky: 'passed' };
const ms = (seconds) => Math.round(seconds * 1000);
/** Where the tests go in the document around them: no well-formed string is written so. */
const TESTS_PLACE = 'tests\u0000';
/**
 * A test as `JSON.stringify(document, null, 2)` writes it at `results.tests[i]`, the separator
 * before it included: stringified inside a wrapper that puts it at that depth (after a `0` when it
 * is not the first), the wrapper then cut off. One string per test, no copy of it made.
 */
const WRAPPER_OPENING = '{\n  "r": {\n    "t": ['.length;
const FOLLOWING_OPENING = '{\n  "r": {\n    "t": [\n      0'.length;
const WRAPPER_CLOSING = '\n    ]\n  }\n}'.length;
/** The CTRF document, made as the tests are read back. */
function ctrfDocument(header, tests, context) {
    // Every string well-formed before it is written: JSON.stringify would write a lone surrogate as an
    // escape that strict parsers refuse, and a control character as an escape that survives reading.
    // The tests come well-formed from the reader (src/report/reader.ts).
    const input = (0,characters/* wellFormedValues */.au)(header);
    const around = JSON.stringify(ctrfReport(input, tests, context), null, 2).split(JSON.stringify(TESTS_PLACE));
    if (around.length !== 2)
        throw new Error('the CTRF document has no single place for its tests');
    let written = 0;
    return {
        head: () => `${around[0]}[`,
        test: (entry) => {
            const test = ctrfTest(entry, input.checkName);
            const following = written++ > 0;
            const wrapped = JSON.stringify({ r: { t: following ? [0, test] : [test] } }, null, 2);
            return wrapped.slice(following ? FOLLOWING_OPENING : WRAPPER_OPENING, -WRAPPER_CLOSING);
        },
        tail: () => `${written ? '\n    ]' : ']'}${around[1]}\n`,
    };
}
/** The document around its tests, which go at TESTS_PLACE. */
function ctrfReport(input, tests, context) {
    const { counts } = tests;
    const { start, stop } = tests.span ?? { start: context.now, stop: context.now };
    return {
        reportFormat: 'CTRF',
        specVersion: CTRF_SPEC_VERSION,
        reportId: (0,external_node_crypto_.randomUUID)(),
        timestamp: new Date(context.now).toISOString(),
        generatedBy: `${context.tool.name} ${context.tool.version}`,
        results: {
            tool: { name: context.tool.name, version: context.tool.version },
            summary: {
                tests: counts.total,
                passed: counts.passed + counts.flaky,
                failed: counts.failed,
                skipped: 0,
                pending: 0,
                other: counts.unknown,
                // Among the passed: a flaky test passed in the end (absent without one, as before).
                ...(counts.flaky ? { flaky: counts.flaky } : {}),
                start,
                stop,
                duration: stop - start,
            },
            tests: TESTS_PLACE,
            environment: { reportName: input.checkName, buildName: input.externalId },
            extra: { title: input.title, conclusion: input.conclusion },
        },
    };
}
function ctrfTest(entry, suite) {
    const attachments = (0,links/* labelledLinks */.ry)(entry.links).map(({ label, url }) => ({
        name: label,
        contentType: (0,links/* mediaTypeOf */.c0)(url, { extension: '', type: 'application/octet-stream' }).type,
        path: url,
    }));
    return {
        name: entry.name.trim() || 'unnamed test',
        status: STATUS[entry.outcome],
        duration: ms(entry.duration ?? 0),
        ...(entry.outcome === 'unknown' ? { rawStatus: 'unknown' } : {}),
        ...((entry.attempts ?? 1) > 1 ? { retries: (entry.attempts ?? 1) - 1 } : {}),
        ...(entry.outcome === 'flaky' ? { flaky: true } : {}),
        ...(entry.completedAt === undefined
            ? {}
            : { start: entry.completedAt - ms(entry.duration ?? 0), stop: entry.completedAt }),
        suite: [suite.trim() || 'cloud tests'],
        ...(entry.message ? { message: entry.message } : {}),
        ...(entry.environment ? { browser: entry.environment } : {}),
        ...(entry.platform ? { labels: { platform: entry.platform } } : {}),
        ...(attachments.length ? { attachments } : {}),
        ...(entry.id || entry.links?.notReady
            ? {
                extra: {
                    ...(entry.id ? { id: entry.id } : {}),
                    ...(entry.links?.notReady ? { linksNotReady: true } : {}),
                },
            }
            : {}),
    };
}

// EXTERNAL MODULE: ./src/report/limits.ts
var limits = __webpack_require__(25356);
;// CONCATENATED MODULE: ./src/report/junit.ts



/** Seconds with at most three decimals, as `xs:decimal` takes them. */
const decimal = (seconds) => String(Math.round(seconds * 1000) / 1000);
/**
 * The test's browser or device and platform, else the check name: what JUnit readers group by. Jenkins
 * and CircleCI read a classname as `package.Class`, so its dots (`Android 14.1`) become underscores:
 * one class per place a test ran, not packages cut at a version number (docs/report-files.md).
 */
function classnameOf(entry, fallback) {
    const where = [entry.environment, entry.platform].filter(Boolean).join(' on ');
    return ((0,limits/* oneLine */.TN)(where || fallback) || 'cloud tests').replaceAll('.', '_');
}
/** What XML 1.0 cannot hold at all: left out (a control character was left out before). */
const NOT_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const TEXT_ESCAPED = new RegExp(`[&<>]|${NOT_XML.source}`, 'gu');
const ATTRIBUTE_ESCAPED = new RegExp(`[&<>"]|${NOT_XML.source}`, 'gu');
/** Text as XML character data: what XML cannot hold left out, `&`, `<` and `>` escaped. */
const xmlText = (text) => text.replace(TEXT_ESCAPED, (c) => ESCAPES[c] ?? '');
const xmlAttributes = (values) => {
    let text = '';
    for (const name in values)
        text += ` ${name}="${(values[name] ?? '').replace(ATTRIBUTE_ESCAPED, (c) => ESCAPES[c] ?? '')}"`;
    return text;
};
/** One element on one line at `depth`: with its text, or empty (`<name \u2026/>`) when it has none. */
function junit_element(depth, name, attributes, text = '') {
    const body = xmlText(text);
    const open = `${'  '.repeat(depth)}<${name}${xmlAttributes(attributes)}`;
    return body ? `${open}>${body}</${name}>\n` : `${open}/>\n`;
}
/** The JUnit XML document, made as the tests are read back. */
function junitDocument(header, tests, context) {
    // Well-formed before it is written: no control character or terminal escape.
    const input = (0,characters/* wellFormedValues */.au)(header);
    const name = (0,limits/* oneLine */.TN)(input.checkName) || 'cloud tests';
    return {
        head: () => junitHead(input, tests, context),
        test: (entry) => testCase(entry, name),
        tail: () => `${junit_element(2, 'system-out', {}, input.details?.trim())}${junit_element(2, 'system-err', {})}  </testsuite>\n</testsuites>`,
    };
}
function junitHead(input, tests, context) {
    const { counts } = tests;
    const span = tests.span ?? { start: context.now, stop: context.now };
    const name = (0,limits/* oneLine */.TN)(input.checkName) || 'cloud tests';
    const suite = xmlAttributes({
        name,
        package: (0,limits/* oneLine */.TN)(input.externalId) || name,
        id: '0',
        // The schema takes no zone: UTC, said in the properties.
        timestamp: new Date(context.now).toISOString().slice(0, 19),
        hostname: (0,limits/* oneLine */.TN)(context.hostname) || 'localhost',
        tests: String(counts.total),
        failures: String(counts.failed),
        errors: String(counts.unknown),
        skipped: '0',
        time: decimal((span.stop - span.start) / 1000),
    });
    const properties = [
        ['check', input.checkName],
        ['reference', input.externalId],
        ['title', input.title],
        ['timezone', 'UTC'],
        ['generator', `${context.tool.name} ${context.tool.version}`],
    ]
        .filter(([, value]) => value.trim())
        .map(([key, value]) => junit_element(3, 'property', { name: key, value: (0,limits/* oneLine */.TN)(value) }));
    return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n  <testsuite${suite}>\n    <properties>\n${properties.join('')}    </properties>\n`;
}
/**
 * A test case: a failed test's `failure`, an unknown one's `error`, a passed one empty, a flaky one
 * passed with a `flakyFailure` (as Maven Surefire writes a test that passed on a rerun) holding its
 * first failure's message.
 */
function testCase(entry, suite) {
    const attributes = {
        name: (0,limits/* oneLine */.TN)(entry.name) || 'unnamed test',
        classname: classnameOf(entry, suite),
        time: decimal(entry.duration ?? 0),
    };
    if (entry.outcome === 'passed')
        return junit_element(2, 'testcase', attributes);
    const open = junit_element(2, 'testcase', attributes).replace(/\/>\n$/, '>\n');
    if (entry.outcome === 'flaky')
        return `${open}${flakyFailure(entry)}    </testcase>\n`;
    const failed = entry.outcome === 'failed';
    const message = failed
        ? entry.message?.trim() || 'The test failed.'
        : `The result is unknown: ${entry.message?.trim() || 'No result reported.'}`;
    const text = [message, ...identity(entry), ...(0,links/* linkLines */.Om)(entry.links)].join('\n');
    const problem = { message: (0,limits/* oneLine */.TN)(message), type: failed ? 'failed' : 'unknown' };
    return `${open}${junit_element(3, failed ? 'failure' : 'error', problem, text)}    </testcase>\n`;
}
/** Surefire's form: the message an attribute, the details in a `stackTrace`, which it requires. */
function flakyFailure(entry) {
    const message = entry.message?.trim() || 'The test failed, then passed on a retry.';
    const text = [message, ...identity(entry), ...(0,links/* linkLines */.Om)(entry.links)].join('\n');
    return (`${junit_element(3, 'flakyFailure', { message: (0,limits/* oneLine */.TN)(message), type: 'failed' }).replace(/\/>\n$/, '>\n')}` +
        `${junit_element(4, 'stackTrace', {}, text)}      </flakyFailure>\n`);
}
/** The lines that find the test on the service: its ID and where it ran. */
function identity(entry) {
    return [
        entry.id && `Test: ${entry.id}`,
        (entry.attempts ?? 1) > 1 && `Attempts: ${entry.attempts}`,
        entry.environment && `Browser or device: ${entry.environment}`,
        entry.platform && `Platform: ${entry.platform}`,
    ].filter((line) => Boolean(line));
}

// EXTERNAL MODULE: ./src/report/spill.ts
var spill = __webpack_require__(42372);
// EXTERNAL MODULE: ./src/report/write-in-place.ts
var write_in_place = __webpack_require__(47743);
;// CONCATENATED MODULE: ./src/report/files.ts









/** Where the files go unless the inputs name a path: under the runner's temporary folder. */
const REPORT_FILES_FOLDER = 'cloudtest-reports';
/** A check name as a file name: letters, digits, dots, dashes; at most 60 characters. */
function fileSlug(text) {
    return (text
        .normalize('NFKD')
        .replace(/[^A-Za-z0-9.-]+/g, '-')
        .replace(/^[-.]+|-+$/g, '')
        .slice(0, 60) || 'report');
}
/** Size of one write: parts of text gathered, so a build of many tests is not a write per test. */
const WRITE_CHARS = 16_384;
/** One report file being written: its pieces of text gathered into writes; a failure a warning, once. */
class ReportFile {
    file;
    pieces = [];
    chars = 0;
    failed = false;
    kind;
    target;
    document;
    log;
    constructor(kind, target, document, log) {
        this.kind = kind;
        this.target = target;
        this.document = document;
        this.log = log;
    }
    /** Opens the file under `under` (no link followed below it: write-in-place.ts). */
    async open(under) {
        try {
            this.file = await (0,write_in_place/* openInPlace */.Bg)(this.target, { under });
            this.take(this.document.head());
        }
        catch (error) {
            await this.fail(error);
        }
    }
    async add(entry) {
        if (!this.file)
            return;
        this.take(this.document.test(entry));
        if (this.chars >= WRITE_CHARS)
            await this.flush();
    }
    take(piece) {
        this.pieces.push(piece);
        this.chars += piece.length;
    }
    /** Its end written and the file put in place: its path, or undefined when it could not be written. */
    async finish() {
        if (!this.file)
            return undefined;
        this.take(this.document.tail());
        await this.flush();
        try {
            await this.file?.commit();
        }
        catch (error) {
            await this.fail(error);
        }
        if (!this.file)
            return undefined;
        this.log.info(`${this.kind} file: ${this.target}`);
        return this.target;
    }
    /** Gives the file up (its part removed) with a warning, once. */
    async fail(error) {
        if (this.failed)
            return;
        this.failed = true;
        const file = this.file;
        this.file = undefined;
        this.pieces = [];
        await file?.abort();
        this.log.warning(`Could not write the ${this.kind} file ${this.target}: ${(0,errors/* messageOf */.bD)(error)}`);
    }
    async flush() {
        const pieces = this.pieces;
        this.pieces = [];
        this.chars = 0;
        try {
            await this.file?.write(pieces);
        }
        catch (error) {
            await this.fail(error);
        }
    }
}
/**
 * Writes the JUnit XML and CTRF JSON files of the report, both at once as the tests are read back,
 * once. By default both go under RUNNER_TEMP (the runner empties it after the job), named after the
 * check with a random suffix so two reporting steps of one job never overwrite each other's files. A
 * relative path is taken from the working directory (the workspace on a runner). A file that cannot
 * be written is a warning.
 */
async function writeReportFiles(input, tests, request) {
    const runnerTemp = (0,spill.runnerTempOf)(request.env);
    const base = (0,external_node_path_.join)(runnerTemp, REPORT_FILES_FOLDER, `${fileSlug(input.checkName)}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
    const context = {
        now: request.now,
        hostname: (0,external_node_os_.hostname)(),
        tool: { name: version/* BUNDLE_NAME */.ft, version: version/* BUNDLE_VERSION */.AY },
    };
    const made = [
        { kind: 'JUnit XML', path: request.junitFile, fallback: `${base}.junit.xml`, make: junitDocument },
        { kind: 'CTRF JSON', path: request.ctrfFile, fallback: `${base}.ctrf.json`, make: ctrfDocument },
    ]
        // The command line writes only the files it was given a path for (or its CI reads).
        .filter(({ path }) => !request.onlyNamed || path?.trim())
        .map(({ kind, path, fallback, make }) => ({
        kind,
        file: new ReportFile(kind, (0,external_node_path_.resolve)(path?.trim() || fallback), make(input, tests, context), request.log),
        // A link at the target (a pull request can commit one) is replaced, never written through.
        under: path?.trim() ? undefined : runnerTemp,
    }));
    for (const { file, under } of made)
        await file.open(under);
    const files = made.map((m) => m.file);
    try {
        for await (const entry of tests.entries())
            for (const file of files)
                await file.add(entry);
    }
    catch (error) {
        for (const file of files)
            await file.fail(error);
    }
    const written = {};
    for (const { kind, file } of made)
        written[kind] = await file.finish();
    return { junitFile: written['JUnit XML'], ctrfFile: written['CTRF JSON'] };
}


/***/ }),

/***/ 5236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ STEP_SUMMARY_LIMIT),
/* harmony export */   j: () => (/* binding */ writeJobSummary)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25356);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57994);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42179);




/** What limits the job summary's size, as the note on a cut table says it. */
const STEP_SUMMARY_LIMIT = `GitHub holds at most ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBytes */ .z3)(_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_STEP_SUMMARY_BYTES */ .n4)} of a step's job summary`;
/**
 * Appends the report to the job summary, within what the step's summary may still hold; `footer` says
 * where the annotations are. A write problem is a warning. The summary is made well-formed where it is
 * written (`stepSummaryWriter`).
 */
async function writeJobSummary(report, place, deps) {
    try {
        // Strictly under the limit with the closing newline, counting what the step wrote before.
        const budget = _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_STEP_SUMMARY_BYTES */ .n4 - (await deps.summary.size()) - 2;
        const markdown = (0,_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .renderSummary */ .Br)(report.input, report.tests, {
            conclusion: report.conclusion,
            counts: report.tests.counts,
            footer: place.footer,
            fullListAt: (0,_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .everyFailureAt */ .Bz)(place.annotated, report.tests.counts.failed, 'the check run'),
            sizeLimit: STEP_SUMMARY_LIMIT,
            budget,
            measure: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Bytes */ .dy,
        });
        if ((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Bytes */ .dy)(markdown) > budget) {
            deps.log.warning('The job summary is already full: this report was left out of it.');
            return;
        }
        await deps.summary.append(`${markdown}\n`);
    }
    catch (error) {
        deps.log.warning(`Could not write the job summary: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
    }
}


/***/ }),

/***/ 83950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publishReport: () => (/* binding */ publishReport),
  reportDeps: () => (/* binding */ reportDeps)
});

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/text/characters.ts
var characters = __webpack_require__(23243);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/api/dispatcher.ts
var api_dispatcher = __webpack_require__(49043);
// EXTERNAL MODULE: ./src/api/network-errors.ts
var network_errors = __webpack_require__(36548);
// EXTERNAL MODULE: ./src/api/outside-urls.ts
var outside_urls = __webpack_require__(44202);
// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(67388);
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
// EXTERNAL MODULE: ./src/report/files.ts + 2 modules
var report_files = __webpack_require__(73982);
// EXTERNAL MODULE: ./src/report/limits.ts
var limits = __webpack_require__(25356);
// EXTERNAL MODULE: ./src/report/links.ts
var links = __webpack_require__(83303);
// EXTERNAL MODULE: ./src/report/spill.ts
var spill = __webpack_require__(42372);
// EXTERNAL MODULE: ./src/report/write-in-place.ts
var write_in_place = __webpack_require__(47743);
;// CONCATENATED MODULE: ./src/report/assets.ts













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
        const folder = (0,external_node_path_.join)(dir, `${String(i + 1).padStart(2, '0')}-${(0,report_files.fileSlug)(entry.name)}`);
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
 * the internet are fetched, and the service's own host (outside-urls.ts): a URL, or a redirect, to
 * anywhere else is refused in one line and its link stays in the report. Every download honours the
 * proxy settings and ends by one overall deadline; a file over its bound, past the total, or that
 * fails, is left out with a warning, never failing the step. No symbolic link is followed on the way
 * to a file (write-in-place.ts).
 */
async function downloadAssets(request) {
    const limits = request.limits ?? ASSET_LIMITS;
    const { log } = request;
    const under = (0,spill.runnerTempOf)(request.env);
    const dir = (0,external_node_path_.resolve)(under, ASSETS_FOLDER, `${(0,report_files.fileSlug)(request.checkName)}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
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
        log.warning(`download-assets: nothing saved: ${(0,errors/* messageOf */.bD)(error)}.`);
        return { dir: undefined, files: [], bytes: 0 };
    }
    const policy = request.policy ?? (0,outside_urls/* publicHttpsPolicy */.zO)(request.serviceUrl);
    const dispatcher = request.dispatcher ?? (0,api_dispatcher/* createDispatcher */.S)(request.env, { policy });
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
        : ((0,network_errors/* describeNetworkError */.g)(error, { url, env: o.env }) ?? (0,errors/* messageOf */.bD)(error));
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

// EXTERNAL MODULE: ./src/report/check-run-output.ts
var check_run_output = __webpack_require__(33198);
// EXTERNAL MODULE: ./src/report/command-annotations.ts
var command_annotations = __webpack_require__(10688);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/report/check-run.ts
var check_run = __webpack_require__(72158);
// EXTERNAL MODULE: ./src/report/summary.ts
var summary = __webpack_require__(57994);
// EXTERNAL MODULE: ./src/report/token-identity.ts
var token_identity = __webpack_require__(2586);
// EXTERNAL MODULE: ./src/report/environment.ts
var environment = __webpack_require__(62915);
;// CONCATENATED MODULE: ./src/report/comment.ts







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
function pullRequestNumberOf(env) {
    const event = env.GITHUB_EVENT_NAME ?? '';
    if (!event.startsWith('pull_request') && event !== 'workflow_run')
        return undefined;
    try {
        const payload = JSON.parse((0,external_node_fs_.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
        const n = event === 'workflow_run'
            ? payload.workflow_run?.pull_requests?.[0]?.number
            : payload.pull_request?.number;
        return Number.isSafeInteger(n) && n > 0 ? n : undefined;
    }
    catch {
        return undefined;
    }
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
    const annotations = (0,check_run_output/* annotationsNote */.d8)(result.annotated, failed, 'the check run');
    return (marker +
        (0,summary/* renderSummary */.Br)(report.input, report.tests, {
            conclusion: result.conclusion,
            counts: result.counts,
            footer: [annotations, footer || 'The job summary of the workflow run has the details.'].join(annotations ? '\n\n' : ''),
            fullListAt: (0,summary/* everyFailureAt */.Bz)(result.annotated, failed, 'the check run'),
            sizeLimit: `GitHub holds at most ${MAX_COMMENT_CHARS} characters of a comment`,
            budget: MAX_COMMENT_CHARS - (0,limits/* utf16Units */.q0)(marker),
            measure: limits/* utf16Units */.q0,
        }));
}
/**
 * One comment per check name on the pull request, updated in place: found again by its marker and its
 * author, our token, on any page of the comments; a comment by anyone else is left alone, whatever it
 * starts with, and ours is written beside it. `on-failure` creates it only for a failed report but updates one already
 * there whatever the outcome, so it never shows a stale failure. Problems are warnings; a token
 * without `pull-requests: write` gets a warning naming that permission.
 */
async function publishComment(mode, report, result, deps) {
    if (mode === 'off')
        return undefined;
    const { github, repository, log } = deps;
    const changed = result.comparison && (result.comparison.newFailures.count || result.comparison.fixed.count);
    if (mode === 'changes' && !changed) {
        log.info(`pr-comment is changes and ${result.comparison ? 'nothing failed anew or was fixed' : 'nothing was compared'}: no comment.`);
        return undefined;
    }
    const issue = pullRequestNumberOf(deps.env);
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
        const why = (0,check_run/* describeGitHubError */.dZ)(error);
        if ((0,check_run/* isPermissionError */.gj)(error))
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

// EXTERNAL MODULE: ./src/report/job-summary.ts
var job_summary = __webpack_require__(5236);
// EXTERNAL MODULE: ./src/report/publisher.ts
var publisher = __webpack_require__(19062);
// EXTERNAL MODULE: ./src/report/report.ts
var report_report = __webpack_require__(88850);
// EXTERNAL MODULE: ./src/report/comparing.ts + 2 modules
var comparing = __webpack_require__(69545);
// EXTERNAL MODULE: ./src/report/comparison-text.ts
var comparison_text = __webpack_require__(15101);
// EXTERNAL MODULE: ./src/report/fail-on.ts
var fail_on = __webpack_require__(97616);
// EXTERNAL MODULE: ./src/report/types.ts
var types = __webpack_require__(2563);
;// CONCATENATED MODULE: ./src/report/publish.ts


















/**
 * The runner's environment as report dependencies: the context's GitHub client for the token, the
 * repository, the commit the user sees, the workflow file for annotations, and GITHUB_STEP_SUMMARY.
 */
async function reportDeps(token, ctx) {
    const { env, log } = ctx;
    const commit = (0,environment/* chooseCommit */.jf)(env);
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
        summary: (0,summary/* stepSummaryWriter */.wY)(env.GITHUB_STEP_SUMMARY, log),
        log,
        env,
        signal: ctx.signal,
        now: () => ctx.clock.now(),
        pause: (ms) => ctx.clock.sleep(ms, ctx.signal),
        serviceUrl: () => ctx.client?.transport.baseUrl,
    };
}
/**
 * The report value after the comparison with the base's report and `fail-on`: its title and summaries
 * led by what changed, its digest, and the conclusion the rule gives.
 */
async function judged(header, tests, deps, options) {
    const compared = await (0,comparing.compareReport)(header, tests, deps, options.compare);
    const input = { ...header, title: compared.title, lead: compared.markdown };
    const report = { ...(0,report_report.reportOf)(input, tests, deps.workflowPath), digest: compared.digestText };
    const judgement = (0,fail_on/* judge */.S)(options.failOn, { conclusion: report.conclusion, counts: tests.counts }, compared);
    report.conclusion = judgement.conclusion;
    const published = {
        conclusion: report.conclusion,
        counts: tests.counts,
        blocks: judgement.blocks,
        ...(judgement.note ? { blockNote: judgement.note } : {}),
        ...(compared.comparison ? { comparison: compared.comparison } : {}),
        ...(compared.notCompared ? { notCompared: compared.notCompared } : {}),
    };
    if (compared.comparison)
        deps.log.info(`Compared with ${compared.comparison.sha.slice(0, 7)}: ${(0,comparison_text/* changesLine */.a8)(compared.comparison) || 'no new failures, nothing fixed'}.`);
    return { input, report, published };
}
/**
 * Reports results on GitHub and beside it, one output after the other over one report value: the check
 * run (or workflow-command annotations without it), the job summary, the JUnit and CTRF files, the pull
 * request comment, the recordings of failed tests. One output that fails is a warning and the others
 * still happen; only the caller decides whether the step fails. Tests given as an array (a job's) are
 * read as a build's are (src/report/reader.ts); tests read already stay the caller's to dispose.
 */
async function publishReport(given, deps, options = types/* DEFAULT_EVIDENCE_OPTIONS */.DK) {
    return (0,publisher.withReportTests)(given, (0,spill.runnerTempOf)(deps.env), (header, tests) => publishTests(header, tests, deps, options));
}
async function publishTests(header, tests, deps, options) {
    const { log, env } = deps;
    // Well-formed before any output measures, cuts or escapes it (src/text/characters.ts); the reader
    // made the tests so.
    const { input, report, published } = await judged((0,characters/* wellFormedValues */.au)(header), tests, deps, options);
    const attempt = async (what, output) => {
        try {
            await output();
        }
        catch (error) {
            if (deps.signal?.aborted)
                throw error;
            log.warning(`Could not ${what}: ${(0,errors/* messageOf */.bD)(error)}`);
        }
    };
    // The files need nothing from GitHub: written while the check run waits out GitHub's pauses
    // between its writes, rather than after them (a large build's files take seconds).
    const filesWritten = attempt('write the report files', async () => {
        const files = { junitFile: options.junitFile, ctrfFile: options.ctrfFile, env, now: deps.now(), log };
        Object.assign(published, await (0,report_files.writeReportFiles)(input, tests, files));
    });
    const check = await (0,check_run_output/* publishCheckRun */.Nm)(report, deps).catch(async (error) => {
        // The files settle before the error goes on: never left being written behind the step's back.
        await filesWritten.catch(() => { });
        throw error;
    });
    // The check run's last write has ended: the comment is written a second after it at the earliest,
    // as GitHub asks of writes that create content (docs/github-facts.md).
    const checkRunWritten = deps.now();
    const beforeWrite = async () => {
        const wait = checkRunWritten + limits/* GITHUB_WRITE_PAUSE_MS */.gv - deps.now();
        if (wait > 0)
            await deps.pause(wait);
    };
    // Flaky tests are notices on the check run; without one, through commands.
    const flaky = check.checkRunId === undefined ? report.tests.flaky : [];
    (0,command_annotations/* annotateThroughCommands */.s)(check.unannotated, report.annotationPath, log, flaky);
    await (0,job_summary/* writeJobSummary */.j)(report, check, deps);
    if (check.checkRunId !== undefined)
        published.checkRunId = check.checkRunId;
    if (check.checkRunUrl)
        published.checkRunUrl = check.checkRunUrl;
    if (check.annotated !== undefined)
        published.annotated = check.annotated;
    await filesWritten;
    await attempt('write the pull request comment', async () => {
        const { github, repository } = deps;
        const signal = (0,check_run_output/* requestSignal */.OL)(deps);
        const target = { github, repository, env, log, signal, checkRunApp: check.app, beforeWrite };
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


/***/ })

};
