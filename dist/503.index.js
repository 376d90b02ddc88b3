export const id = 503;
export const ids = [503,278];
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

/***/ 25356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EE: () => (/* binding */ MAX_COMMAND_ANNOTATIONS),
/* harmony export */   G_: () => (/* binding */ MAX_ANNOTATION_TITLE_CHARS),
/* harmony export */   RD: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.RD),
/* harmony export */   TN: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.TN),
/* harmony export */   aR: () => (/* binding */ MAX_ANNOTATIONS_PER_REQUEST),
/* harmony export */   dy: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.dy),
/* harmony export */   gv: () => (/* binding */ GITHUB_WRITE_PAUSE_MS),
/* harmony export */   jd: () => (/* binding */ MAX_OUTPUT_CHARS),
/* harmony export */   lZ: () => (/* binding */ MAX_ANNOTATION_BYTES),
/* harmony export */   n4: () => (/* binding */ MAX_STEP_SUMMARY_BYTES),
/* harmony export */   q0: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.q0),
/* harmony export */   rV: () => (/* binding */ MAX_CHECK_RUN_ANNOTATIONS),
/* harmony export */   yU: () => (/* binding */ MAX_OUTPUT_TITLE_CHARS),
/* harmony export */   yd: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.yd),
/* harmony export */   zP: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.zP)
/* harmony export */ });
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23243);
/**
 * GitHub's size limits (docs/github-facts.md) and cutting text to them without breaking a character
 * (src/text/characters.ts).
 */
/** Annotations per check-run request. */
const MAX_ANNOTATIONS_PER_REQUEST = 50;
/** Annotation `title`, in characters. */
const MAX_ANNOTATION_TITLE_CHARS = 255;
/**
 * Annotation `message` and `raw_details`: "64 KB", counted in bytes. Read as 64,000 bytes, the smaller
 * of its two readings, so the cut is safe under either.
 */
const MAX_ANNOTATION_BYTES = 64_000;
/** Check run `output.summary` and `output.text`, in characters. */
const MAX_OUTPUT_CHARS = 65_535;
/** Check run `output.title`: GitHub states no limit; one short line, cut like an annotation title. */
const MAX_OUTPUT_TITLE_CHARS = 255;
/** The job summary of one step (GITHUB_STEP_SUMMARY), in bytes. */
const MAX_STEP_SUMMARY_BYTES = 1024 * 1024;
/**
 * Annotations one check run carries at most: 20 requests of 50, paced a second apart, stay far inside
 * GitHub's limits for content-creating requests (80 a minute, 500 an hour: docs/github-facts.md). The
 * job summary and the JUnit and CTRF files list the failed tests beyond it.
 */
const MAX_CHECK_RUN_ANNOTATIONS = 1000;
/** Pause between two writes to one check run: GitHub asks for a second between content-creating requests. */
const GITHUB_WRITE_PAUSE_MS = 1000;
/** Workflow-command annotations the runner shows per level and step. */
const MAX_COMMAND_ANNOTATIONS = 10;
// The cuts live with the other character work (src/text/characters.ts); here beside the limits they serve.



/***/ }),

/***/ 83303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Be: () => (/* binding */ LINKS_EXPIRE_NOTE),
/* harmony export */   IW: () => (/* binding */ safeLabel),
/* harmony export */   Om: () => (/* binding */ linkLines),
/* harmony export */   c0: () => (/* binding */ mediaTypeOf),
/* harmony export */   eG: () => (/* binding */ hasLinks),
/* harmony export */   jf: () => (/* binding */ markdownLinks),
/* harmony export */   q3: () => (/* binding */ httpUrl),
/* harmony export */   ry: () => (/* binding */ labelledLinks),
/* harmony export */   xn: () => (/* binding */ thumbnail)
/* harmony export */ });
/* unused harmony export NOT_READY_NOTE */
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25356);


/**
 * Links to a test's recordings in every output. The URLs come from the service, so only an absolute
 * http(s) URL is kept, in the normalized form `URL` gives it (spaces, quotes, `<` and `>` percent-encoded),
 * and it is escaped again for each place it goes; in markdown only an https URL is a link (a label
 * alone stands for any other). Labels are ours, or a log's name cut to safe letters.
 */
/** Shown once beside links: the service signs them for a limited time. */
const LINKS_EXPIRE_NOTE = 'Links to videos, screenshots and logs are signed by the service and expire; `download-assets: failed` keeps copies as files.';
/** Shown when the service said the recordings were not ready when the report was made. */
const NOT_READY_NOTE = 'the service had not finished processing the recordings; the links may work only later';
/** Width of a thumbnail in the job summary, in pixels. */
const THUMBNAIL_WIDTH = 320;
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
/** A log's name as a label: letters, digits, space, dot, dash and underscore only, 40 characters at most. */
function safeLabel(value) {
    return (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(value.replace(/[^\p{L}\p{N} ._-]/gu, ' ')), 40);
}
/** Video, last screenshot and each log, labelled, in that order. */
function labelledLinks(links) {
    if (!links)
        return [];
    const last = links.screenshots?.at(-1);
    return [
        ...(links.video ? [{ label: 'video', url: links.video }] : []),
        ...(last ? [{ label: 'last screenshot', url: last }] : []),
        ...(links.logs ?? []).map((log) => ({ label: `log: ${log.label}`, url: log.url })),
    ];
}
const hasLinks = (entry) => labelledLinks(entry.links).length > 0;
/** Plain-text lines for annotation details and report files: `Video: https://…`, then the note. */
function linkLines(links) {
    const list = labelledLinks(links);
    if (!list.length)
        return [];
    const lines = list.map((l) => `${l.label[0]?.toUpperCase()}${l.label.slice(1)}: ${l.url}`);
    if (links?.notReady)
        lines.push(`Note: ${NOT_READY_NOTE}.`);
    lines.push('These links are signed by the service and expire.');
    return lines;
}
/** `[video](<…>) · [last screenshot](<…>) · [log: selenium](<…>)`, empty without links. */
function markdownLinks(links, options) {
    const list = labelledLinks(links).map((l) => (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(l.label, l.url, options));
    if (list.length && links?.notReady)
        list.push('(not ready yet)');
    return list.join(' · ');
}
/**
 * A thumbnail of the test's last screenshot that opens the full image, with the test's name under it;
 * undefined without an https screenshot. `name` must already be escaped for markdown.
 */
function thumbnail(entry, escapedName) {
    const last = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(entry.links?.screenshots?.at(-1));
    if (!last)
        return undefined;
    const src = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtmlAttribute */ .TX)(last);
    return `<a href="${src}"><img src="${src}" width="${THUMBNAIL_WIDTH}" alt="Last screenshot"></a><br>${escapedName}\n`;
}
/** A file extension and MIME type from a URL's path, for attachments and downloads; `fallback` when unknown. */
function mediaTypeOf(url, fallback) {
    const known = {
        mp4: 'video/mp4',
        webm: 'video/webm',
        png: 'image/png',
        jpg: 'image/jpeg',
        jpeg: 'image/jpeg',
        gif: 'image/gif',
        log: 'text/plain',
        txt: 'text/plain',
        json: 'application/json',
    };
    const extension = /\.([a-z0-9]{2,5})$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
    return extension && known[extension] ? { extension, type: known[extension] } : fallback;
}


/***/ }),

/***/ 88850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EI: () => (/* binding */ reportOf),
/* harmony export */   EX: () => (/* binding */ countEntries),
/* harmony export */   Qg: () => (/* binding */ attemptNote),
/* harmony export */   gu: () => (/* binding */ runSpan),
/* harmony export */   wv: () => (/* binding */ describeCounts)
/* harmony export */ });
/* unused harmony export conclusionOf */
function countEntries(entries) {
    const counts = { total: entries.length, passed: 0, failed: 0, unknown: 0 };
    for (const e of entries)
        counts[e.outcome]++;
    return counts;
}
/** Any failure fails the check; no tests, or tests whose outcome is unknown, make it neutral. */
function conclusionOf(counts) {
    if (counts.failed > 0)
        return 'failure';
    if (counts.total === 0 || counts.unknown > 0)
        return 'neutral';
    return 'success';
}
/** A check-run title from the counts: `3 of 40 tests failed, 2 unknown`. */
function describeCounts(counts) {
    if (counts.total === 0)
        return 'No tests';
    const unknown = counts.unknown ? `, ${counts.unknown} unknown` : '';
    if (counts.failed)
        return `${counts.failed} of ${counts.total} tests failed${unknown}`;
    if (counts.unknown)
        return `${counts.passed} of ${counts.total} tests passed${unknown}`;
    return `All ${counts.total} ${counts.total === 1 ? 'test' : 'tests'} passed`;
}
/**
 * When the tests ran, in milliseconds since the epoch: from the first start to the last end the
 * service gave (a test's end less its duration is its start). Both report files take their run's time
 * from here, so their durations mean the same: the wall-clock span of the tests, not the sum of their
 * durations (cloud tests run side by side). Without any known end, the span is the report's instant.
 */
function runSpan(entries, now) {
    let start = Infinity;
    let stop = -Infinity;
    for (const e of entries) {
        if (e.completedAt === undefined)
            continue;
        start = Math.min(start, e.completedAt - Math.round((e.duration ?? 0) * 1000));
        stop = Math.max(stop, e.completedAt);
    }
    return stop === -Infinity ? { start: now, stop: now } : { start, stop };
}
/** The report value, with annotations on `workflowPath` unless the input names a path. */
function reportOf(input, workflowPath) {
    const counts = countEntries(input.entries);
    return {
        input,
        counts,
        conclusion: input.conclusion ?? conclusionOf(counts),
        failed: input.entries.filter((e) => e.outcome === 'failed'),
        annotationPath: input.annotationPath?.trim() || workflowPath,
    };
}
/**
 * On a re-run, which attempt reported: the check keeps its name on the same commit, so GitHub shows
 * this newest result in place of the earlier attempt's.
 */
function attemptNote(job) {
    if (job.attempt < 2)
        return undefined;
    return `Attempt ${job.attempt} of this workflow run: this report replaces the one of attempt ${job.attempt - 1} under the same check name.`;
}


/***/ }),

/***/ 2563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DK: () => (/* binding */ DEFAULT_EVIDENCE_OPTIONS),
/* harmony export */   Ui: () => (/* binding */ PR_COMMENT_MODES),
/* harmony export */   yu: () => (/* binding */ DOWNLOAD_ASSETS_MODES)
/* harmony export */ });
/**
 * The reporting module's contract: what annotate-build, wait-for-job and the root action hand it, and
 * what it hands back. `publishReport` (src/report/publish.ts) turns this into each output: a check run
 * with annotations on the right commit (or workflow-command annotations without `checks: write`), the
 * job summary, the JUnit and CTRF files, a pull request comment and the recordings of failed tests.
 */
/** Input `pr-comment`. */
const PR_COMMENT_MODES = ['off', 'always', 'on-failure'];
/** Input `download-assets`. */
const DOWNLOAD_ASSETS_MODES = ['off', 'failed'];
const DEFAULT_EVIDENCE_OPTIONS = {
    prComment: 'off',
    junitFile: undefined,
    ctrfFile: undefined,
    downloadAssets: 'off',
};


/***/ })

};
