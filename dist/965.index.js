export const id = 965;
export const ids = [965];
export const modules = {

/***/ 49043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ createDispatcher)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46752);
/* harmony import */ var _proxy_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24988);


/** How long making a connection may take, before any request is sent on it. */
const CONNECT_TIMEOUT_MS = 10_000;
/**
 * The connection pool every request of a transport goes through, unless the caller gives its own: the
 * one place that decides how the service, GitHub and downloads are reached. HTTP(S)_PROXY and NO_PROXY
 * come from `env` only (never what undici would read from process.env behind our back); credentials in
 * a proxy URL become Basic Proxy-Authorization (undici's ProxyAgent). Certificates: Node's default
 * store, which NODE_EXTRA_CA_CERTS extends at process start.
 */
function createDispatcher(env = process.env, options = {}) {
    const agentOptions = {
        keepAliveTimeout: 4_000,
        connect: { timeout: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS },
    };
    const { httpProxy, httpsProxy, noProxy } = (0,_proxy_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .proxySettingsOf */ .tR)(env);
    if (!httpProxy && !httpsProxy)
        return new undici__WEBPACK_IMPORTED_MODULE_0__/* .Agent */ .g6(agentOptions);
    for (const proxy of [httpProxy, httpsProxy])
        if (proxy && !URL.canParse(proxy))
            throw new Error('The proxy address in HTTPS_PROXY or HTTP_PROXY is not a URL.');
    // Empty strings, not undefined: undefined would let undici fall back to process.env.
    return new undici__WEBPACK_IMPORTED_MODULE_0__/* .EnvHttpProxyAgent */ .J2({
        ...agentOptions,
        httpProxy: httpProxy ?? '',
        httpsProxy: httpsProxy ?? '',
        noProxy,
    });
}


/***/ }),

/***/ 50965:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createGitHubClient: () => (/* binding */ createGitHubClient)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46752);
/* harmony import */ var _api_dispatcher_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49043);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71013);



/**
 * Octokit on GITHUB_API_URL (given explicitly, so GitHub Enterprise Server and tests work whatever
 * `@actions/github` read at import), through the same proxy settings as the service (createDispatcher
 * over `env`). `@actions/github` alone picks its proxy once, at import, from process.env and for the
 * import-time API address, and always skips the proxy for loopback hosts; our dispatcher reads `env`
 * as the service client does. Certificates: Node's store, which NODE_EXTRA_CA_CERTS extends.
 * Octokit is loaded here, on first use, so a step that never reports never pays for it.
 */
async function createGitHubClient(token, env, log) {
    const { getOctokit } = await __webpack_require__.e(/* import() */ 413).then(__webpack_require__.bind(__webpack_require__, 92413));
    const dispatcher = (0,_api_dispatcher_js__WEBPACK_IMPORTED_MODULE_1__/* .createDispatcher */ .S)(env);
    return getOctokit(token, {
        baseUrl: (env.GITHUB_API_URL?.trim() || 'https://api.github.com').replace(/\/+$/, ''),
        userAgent: _version_js__WEBPACK_IMPORTED_MODULE_2__/* .USER_AGENT */ ._O,
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
}


/***/ })

};
