export const id = 58;
export const ids = [58];
export const modules = {

/***/ 80564:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ft: () => (/* binding */ DEFAULT_TIMING),
/* harmony export */   xd: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* unused harmony exports clientKindOf, splitArgs */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88532);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75497);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12291);
/* harmony import */ var _runtime_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35051);




const DEFAULT_TIMING = { pollIntervalMs: 2_000, stopGraceMs: 10_000 };
/** The download's kind, from the ending of the URL's path (the query of a signed URL is ignored). */
function clientKindOf(url) {
    const path = url.pathname.toLowerCase();
    if (path.endsWith('.jar'))
        return 'jar';
    if (path.endsWith('.zip'))
        return 'zip';
    if (path.endsWith('.tar.gz') || path.endsWith('.tgz'))
        return 'tar';
    return 'file';
}
/**
 * Arguments separated by white space; single or double quotes keep spaces inside one. No escapes, so a
 * Windows path keeps its backslashes; no shell ever sees the result. Undefined when a quote is open.
 */
function splitArgs(text) {
    const args = [];
    let current;
    let quote;
    for (const char of text) {
        if (quote) {
            if (char === quote)
                quote = undefined;
            else
                current = (current ?? '') + char;
        }
        else if (char === '"' || char === "'") {
            quote = char;
            current ??= '';
        }
        else if (/\s/.test(char)) {
            if (current !== undefined)
                args.push(current);
            current = undefined;
        }
        else {
            current = (current ?? '') + char;
        }
    }
    if (quote)
        return undefined;
    if (current !== undefined)
        args.push(current);
    return args;
}
const CLIENT_ONLY = [
    _names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientVersion,
    _names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientSha256,
    _names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientArgs,
    _names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientCommand,
];
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.identifier]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)().pipe(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .max(128, 'must be at most 128 characters')
        // eslint-disable-next-line no-control-regex -- control characters are what it rejects
        .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not hold control characters')
        .optional()),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.readyTimeout]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .wholeNumber */ .rD)({ min: 1, max: 3600, default: 120, unit: 'seconds' }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientUrl]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)().transform((value, ctx) => {
        if (value === undefined)
            return undefined;
        const url = URL.canParse(value) ? new URL(value) : undefined;
        if (!url || !['https:', 'http:'].includes(url.protocol)) {
            ctx.addIssue({ code: 'custom', message: `must be an https:// URL, got "${value}"` });
            return zod__WEBPACK_IMPORTED_MODULE_4__/* .NEVER */ .tm;
        }
        // An executable fetched in clear text could be swapped on the way.
        if (url.protocol === 'http:' && !(0,_runtime_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .isLoopbackHost */ .cW)(url.hostname)) {
            ctx.addIssue({
                code: 'custom',
                message: 'must use https:// (http:// is allowed only for localhost, 127.0.0.0/8 and [::1])',
            });
            return zod__WEBPACK_IMPORTED_MODULE_4__/* .NEVER */ .tm;
        }
        return url;
    }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientVersion]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientSha256]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)().pipe(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .transform((v) => v.toLowerCase().replace(/^sha256:/, ''))
        .pipe(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/, 'must be 64 hexadecimal digits (a SHA-256)'))
        .optional()),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientArgs]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)().transform((value, ctx) => {
        const args = splitArgs(value ?? '');
        if (args)
            return args;
        ctx.addIssue({ code: 'custom', message: 'has a quote that is not closed' });
        return zod__WEBPACK_IMPORTED_MODULE_4__/* .NEVER */ .tm;
    }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientCommand]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)(),
})
    .superRefine((raw, ctx) => {
    const url = raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientUrl];
    if (!url) {
        for (const name of CLIENT_ONLY) {
            const value = raw[name];
            if (value !== undefined && !(Array.isArray(value) && !value.length))
                ctx.addIssue({ code: 'custom', path: [name], message: `applies only with "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientUrl}"` });
        }
        return;
    }
    const kind = clientKindOf(url);
    if (raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientCommand] !== undefined && kind !== 'zip' && kind !== 'tar') {
        ctx.addIssue({
            code: 'custom',
            path: [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientCommand],
            message: `applies only to an archive (a "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientUrl}" ending in .zip, .tar.gz or .tgz)`,
        });
    }
})
    .transform((raw) => {
    const url = raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientUrl];
    return {
        identifier: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.identifier],
        readyTimeoutSeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.readyTimeout],
        client: url
            ? {
                url,
                kind: clientKindOf(url),
                version: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientVersion],
                sha256: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientSha256],
                args: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientArgs],
                command: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientCommand],
            }
            : undefined,
    };
});


/***/ }),

/***/ 75497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/** What main leaves for post, each saved as soon as there is something to tear down. */
const STATE = {
    /** 'api' or 'client'. */
    mode: 'mode',
    identifier: 'identifier',
    tunnelId: 'tunnel-id',
    clientPid: 'client-pid',
    clientLog: 'client-log',
    /** Tunnels that already had our identifier before the client started: never ours to delete. */
    foreignTunnelIds: 'foreign-tunnel-ids',
};


/***/ }),

/***/ 61058:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/runtime/runtime.ts + 13 modules
var runtime = __webpack_require__(7490);
// EXTERNAL MODULE: ./src/actions/start-tunnel/names.ts
var names = __webpack_require__(75497);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/actions/start-tunnel/inputs.ts
var inputs = __webpack_require__(80564);
// EXTERNAL MODULE: ./src/actions/start-tunnel/process.ts
var process = __webpack_require__(45196);
;// CONCATENATED MODULE: ./src/actions/start-tunnel/teardown.ts




const NOTHING_STARTED = 'Nothing to tear down: no tunnel was started.';
/**
 * The post step: stops our client, deletes our tunnel, prints the client's log tail. It runs after a
 * failed or cancelled main too, works from what main saved so far, touches nothing main did not start,
 * and turns every problem into a warning.
 */
async function teardown(ctx) {
    const timing = { ...inputs/* DEFAULT_TIMING */.ft, ...ctx.timing };
    const mode = ctx.getState(names/* STATE */.c4.mode);
    if (!mode) {
        ctx.log.info(NOTHING_STARTED);
        return;
    }
    const pid = Number(ctx.getState(names/* STATE */.c4.clientPid));
    const logFile = ctx.getState(names/* STATE */.c4.clientLog);
    if (pid > 0) {
        await attempt(ctx, 'stop the tunnel client', () => (0,process/* stopClient */.uX)(pid, { graceMs: timing.stopGraceMs, clock: ctx.clock, log: ctx.log }));
    }
    await attempt(ctx, 'delete the tunnel', () => deleteOwnTunnels(ctx, pid > 0));
    if (logFile) {
        await attempt(ctx, "print the tunnel client's log", async () => {
            (0,process/* printTail */.yP)(logFile, ctx.log);
        });
    }
}
async function deleteOwnTunnels(ctx, clientStarted) {
    const saved = Number(ctx.getState(names/* STATE */.c4.tunnelId));
    let ids;
    if (saved > 0)
        ids = [saved];
    else if (clientStarted)
        ids = await tunnelsNamedOurs(ctx);
    else
        ids = [];
    if (!ids.length) {
        ctx.log.info('No tunnel to delete: none was created.');
        return;
    }
    for (const id of ids) {
        try {
            await ctx.client.tunnels.delete(id);
            ctx.log.info(`Deleted tunnel ${id}.`);
        }
        catch (error) {
            if (error instanceof errors/* ServiceError */._7 && error.status === 404)
                ctx.log.info(`Tunnel ${id} was already gone.`);
            else
                throw error;
        }
    }
}
/** Main saw no tunnel of ours before it failed: any the client opened since carries our name. */
async function tunnelsNamedOurs(ctx) {
    const identifier = ctx.getState(names/* STATE */.c4.identifier);
    if (!identifier)
        return [];
    const foreign = new Set(ctx.getState(names/* STATE */.c4.foreignTunnelIds).split(',').filter(Boolean).map(Number));
    return (await ctx.client.tunnels.list())
        .filter((t) => t.identifier === identifier && !foreign.has(t.id) && t.state !== 'STOPPED')
        .map((t) => t.id);
}
async function attempt(ctx, what, work) {
    try {
        await work();
    }
    catch (error) {
        ctx.log.warning(`Tunnel clean-up: could not ${what}: ${(0,errors/* messageOf */.bD)(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/actions/start-tunnel/post.ts



const main = () => (0,runtime/* runPostEntry */.GW)(names/* ACTION */.hr, teardown);


/***/ }),

/***/ 45196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B5: () => (/* binding */ clientEnvironment),
/* harmony export */   eF: () => (/* binding */ findJava),
/* harmony export */   eQ: () => (/* binding */ startClient),
/* harmony export */   pr: () => (/* binding */ substitutePlaceholders),
/* harmony export */   uX: () => (/* binding */ stopClient),
/* harmony export */   yP: () => (/* binding */ printTail)
/* harmony export */ });
/* unused harmony export isRunning */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75497);




/** Starts the client; resolves once it runs, rejects when it cannot be started at all. */
async function startClient(spec) {
    const out = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(spec.logFile, 'a');
    let child;
    try {
        child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(spec.command, spec.args, {
            cwd: spec.cwd,
            env: spec.env,
            // Its own process group (POSIX) or console (Windows): the step ending does not end the client.
            detached: true,
            stdio: ['ignore', out, out],
            shell: false,
            windowsHide: true,
        });
    }
    finally {
        // The child has its own copy; ours would only keep the file open.
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(out);
    }
    const ended = new AbortController();
    const state = { exit: undefined };
    child.once('exit', (code, signal) => {
        state.exit = { code, signal };
        ended.abort();
    });
    await new Promise((resolve, reject) => {
        child.once('spawn', resolve);
        child.once('error', (error) => reject(new Error(`Could not start the tunnel client ${spec.command}: ${error.message}`)));
    });
    // Later errors (a failed kill) must not crash the step; the post step does the stopping.
    child.on('error', () => { });
    // The step may end while the client runs on.
    child.unref();
    return {
        pid: child.pid,
        get exit() {
            return state.exit;
        },
        ended: ended.signal,
    };
}
/**
 * The client's environment: the runner's, without the action's inputs and state (the secret arrives
 * as INPUT_SECRET) or the runner's job tokens, plus the service settings and the tunnel's name.
 */
function clientEnvironment(base, settings, identifier) {
    const env = {};
    for (const [name, value] of Object.entries(base)) {
        if (value !== undefined && !isPrivateVariable(name))
            env[name] = value;
    }
    env[_names_js__WEBPACK_IMPORTED_MODULE_3__/* .CLIENT_ENV */ .Ii.apiUrl] = settings.apiUrl;
    env[_names_js__WEBPACK_IMPORTED_MODULE_3__/* .CLIENT_ENV */ .Ii.key] = settings.key;
    env[_names_js__WEBPACK_IMPORTED_MODULE_3__/* .CLIENT_ENV */ .Ii.secret] = settings.secret;
    env[_names_js__WEBPACK_IMPORTED_MODULE_3__/* .CLIENT_ENV */ .Ii.identifier] = identifier;
    return env;
}
const RUNNER_TOKENS = new Set(['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN', 'GITHUB_TOKEN']);
function isPrivateVariable(name) {
    const upper = name.toUpperCase();
    return upper.startsWith('INPUT_') || upper.startsWith('STATE_') || RUNNER_TOKENS.has(upper);
}
/** `{identifier}`, `{readyfile}` and `{logfile}` in each argument; other braces stay as they are. */
function substitutePlaceholders(args, values) {
    return args.map((arg) => arg.replace(/\{(\w+)\}/g, (whole, name) => values[name] ?? whole));
}
/** Whether a process with this pid (or its process group, on POSIX) still runs. */
function isRunning(pid) {
    for (const target of process.platform === 'win32' ? [pid] : [-pid, pid]) {
        try {
            process.kill(target, 0);
            return true;
        }
        catch {
            // ESRCH: gone; EPERM: the pid now belongs to someone else's process, not ours.
        }
    }
    return false;
}
function signal(pid, name) {
    // On POSIX the detached client leads its own process group: signalling the group also reaches what
    // it started (a launcher script's JVM). On Windows any signal ends the process at once.
    if (process.platform !== 'win32') {
        try {
            process.kill(-pid, name);
            return;
        }
        catch {
            // not a group leader (any more): signal the process itself
        }
    }
    process.kill(pid, name);
}
const EXIT_POLL_MS = 100;
const AFTER_KILL_MS = 2_000;
async function waitForExit(pid, ms, clock) {
    const until = clock.now() + ms;
    while (isRunning(pid)) {
        if (clock.now() >= until)
            return false;
        await clock.sleep(EXIT_POLL_MS);
    }
    return true;
}
/** SIGTERM, then SIGKILL after `graceMs`; what did not go to plan becomes a warning. */
async function stopClient(pid, o) {
    if (!isRunning(pid)) {
        o.log.info(`The tunnel client (process ${pid}) had already ended.`);
        return;
    }
    signal(pid, 'SIGTERM');
    if (await waitForExit(pid, o.graceMs, o.clock)) {
        o.log.info(`Stopped the tunnel client (process ${pid}).`);
        return;
    }
    o.log.warning(`The tunnel client (process ${pid}) did not stop within ${o.graceMs / 1000} s of SIGTERM; killing it.`);
    signal(pid, 'SIGKILL');
    if (!(await waitForExit(pid, AFTER_KILL_MS, o.clock)))
        o.log.warning(`The tunnel client (process ${pid}) still runs after SIGKILL.`);
}
const TAIL_BYTES = 64 * 1024;
const TAIL_LINES = 30;
/** The last lines of a log, reading only its end however large it grew. */
function readTail(file, lines = TAIL_LINES) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file))
        return [];
    const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file).size;
    const length = Math.min(size, TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(file, 'r');
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buffer, 0, length, size - length);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
    const all = buffer.toString('utf8').split(/\r?\n/);
    // A cut first line is a fragment; the final empty string is the file's last newline.
    if (length < size)
        all.shift();
    while (all.length && !all.at(-1)?.trim())
        all.pop();
    return all.slice(-lines);
}
/** Prints the last lines of the client's log (the runner masks secrets in them) and returns them. */
function printTail(file, log) {
    const tail = readTail(file);
    if (tail.length) {
        log.info(`Last lines of the tunnel client's log (${file}):`);
        for (const line of tail)
            log.info(line);
    }
    return tail;
}
/** Java for a `.jar`: JAVA_HOME first (as setup-java sets it), then PATH. */
function findJava(env) {
    const exe = process.platform === 'win32' ? 'java.exe' : 'java';
    const dirs = [
        ...(env.JAVA_HOME ? [(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(env.JAVA_HOME, 'bin')] : []),
        ...(pathOf(env) ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_2__.delimiter).filter(Boolean),
    ];
    for (const dir of dirs) {
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, exe);
        if (isFile(candidate))
            return candidate;
    }
    return undefined;
}
/** PATH is `Path` on Windows; object keys there keep whatever case the system gave them. */
function pathOf(env) {
    const name = Object.keys(env).find((key) => key.toUpperCase() === 'PATH');
    return name ? env[name] : undefined;
}
function isFile(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(path).isFile();
    }
    catch {
        return false;
    }
}


/***/ })

};
