export const id = 819;
export const ids = [819];
export const modules = {

/***/ 75497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ NOTHING_STARTED),
/* harmony export */   Ii: () => (/* binding */ CLIENT_ENV),
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   c4: () => (/* binding */ STATE),
/* harmony export */   eN: () => (/* binding */ EXPORTED_ENV),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS)
/* harmony export */ });
/* harmony import */ var _runtime_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35051);

const ACTION = 'start-tunnel';
const INPUTS = {
    identifier: 'identifier',
    readyTimeout: 'ready-timeout',
    clientUrl: 'client-url',
    clientVersion: 'client-version',
    clientSha256: 'client-sha256',
    clientArgs: 'client-args',
    clientCommand: 'client-command',
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = {
    tunnelId: 'tunnel-id',
    tunnelIdentifier: 'tunnel-identifier',
    tunnelState: 'tunnel-state',
    /** Client mode: the client's log file. */
    logFile: 'log-file',
};
/** Variables exported to the job's later steps. */
const EXPORTED_ENV = {
    tunnelId: 'CLOUDTEST_TUNNEL_ID',
    tunnelIdentifier: 'CLOUDTEST_TUNNEL_IDENTIFIER',
};
/**
 * What the tunnel client finds in its environment: the service settings under the names the actions
 * themselves read (so a client of the service knows them), and the tunnel's name. Never on its
 * command line.
 */
const CLIENT_ENV = {
    apiUrl: _runtime_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVICE_SETTINGS */ .Ky.apiUrl.env,
    key: _runtime_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVICE_SETTINGS */ .Ky.key.env,
    secret: _runtime_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVICE_SETTINGS */ .Ky.secret.env,
    identifier: EXPORTED_ENV.tunnelIdentifier,
};
/**
 * What main leaves for post, each saved as soon as there is something to tear down. Post reads only the
 * keys of the mode main saved and checks each (teardown.ts); the client's pid and log are never in state
 * but in main's own folder (ownership.ts).
 */
const STATE = {
    /** 'api' or 'client'. */
    mode: 'mode',
    /** Saved before the tunnel can exist: post finds by it a tunnel whose id main never learned. */
    identifier: 'identifier',
    tunnelId: 'tunnel-id',
    /** Client mode: names main's folder under RUNNER_TEMP (ownership.ts). */
    clientToken: 'client-token',
    /** Tunnels that already had our identifier before the client started: never ours to delete. */
    foreignTunnelIds: 'foreign-tunnel-ids',
};
/** What post says when main saved no mode: it started nothing. */
const NOTHING_STARTED = 'Nothing to tear down: no tunnel was started.';


/***/ }),

/***/ 77819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var _runtime_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53069);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75497);


// The teardown code loads only when main started something: a post step with nothing to do starts fast.
const main = () => (0,_runtime_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .runPostEntry */ .GW)(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION */ .hr, async (ctx) => {
    if (!ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .STATE */ .c4.mode))
        return ctx.log.info(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .NOTHING_STARTED */ .AN);
    return (await Promise.all(/* import() */[__webpack_require__.e(324), __webpack_require__.e(473)]).then(__webpack_require__.bind(__webpack_require__, 66473))).teardown(ctx);
});


/***/ })

};
