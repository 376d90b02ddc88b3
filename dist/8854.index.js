export const id = 8854;
export const ids = [8854];
export const modules = {

/***/ 75018:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B5: () => (/* binding */ clientEnvironment),
/* harmony export */   eQ: () => (/* binding */ startClient),
/* harmony export */   pr: () => (/* binding */ substitutePlaceholders),
/* harmony export */   uX: () => (/* binding */ stopClient)
/* harmony export */ });
/* unused harmony export isRunning */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75497);
/* harmony import */ var _platform_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73722);




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
        logFile: spec.logFile,
        get exit() {
            return state.exit;
        },
        ended: ended.signal,
    };
}
/**
 * The client's environment: the runner's (its proxy variables and NODE_EXTRA_CA_CERTS included),
 * without the action's inputs and state (the secret arrives as INPUT_SECRET) or the runner's job
 * tokens, plus the service settings and the tunnel's name.
 */
function clientEnvironment(base, settings, identifier) {
    const env = {};
    for (const [name, value] of Object.entries(base)) {
        if (value !== undefined && !isPrivateVariable(name))
            env[name] = value;
    }
    env[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .CLIENT_ENV */ .Ii.apiUrl] = settings.apiUrl;
    env[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .CLIENT_ENV */ .Ii.key] = settings.key;
    env[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .CLIENT_ENV */ .Ii.secret] = settings.secret;
    env[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .CLIENT_ENV */ .Ii.identifier] = identifier;
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
function isRunning(pid, platform = _platform_js__WEBPACK_IMPORTED_MODULE_3__/* .HOST_PLATFORM */ .J) {
    for (const target of platform.os === 'win32' ? [pid] : [-pid, pid]) {
        try {
            platform.kill(target, 0);
            return true;
        }
        catch {
            // ESRCH: gone; EPERM: the pid now belongs to someone else's process, not ours.
        }
    }
    return false;
}
/**
 * POSIX: SIGTERM to the client's process group, then SIGKILL after `graceMs`. Windows: a console
 * program has no SIGTERM to handle, and ending only the client would leave what it started (a
 * launcher's JVM) running, so its whole process tree ends at once with `taskkill /T /F`. What did not
 * go to plan becomes a warning.
 */
async function stopClient(pid, o) {
    const platform = o.platform ?? _platform_js__WEBPACK_IMPORTED_MODULE_3__/* .HOST_PLATFORM */ .J;
    if (!isRunning(pid, platform)) {
        o.log.info(`The tunnel client (process ${pid}) had already ended.`);
        return;
    }
    if (platform.os === 'win32')
        await killTree(pid, platform, o);
    else
        await terminateGroup(pid, platform, o);
}
async function terminateGroup(pid, platform, o) {
    signalGroup(pid, 'SIGTERM', platform);
    if (await waitForExit(pid, o.graceMs, platform, o.clock)) {
        o.log.info(`Stopped the tunnel client (process ${pid}).`);
        return;
    }
    o.log.warning(`The tunnel client (process ${pid}) did not stop within ${o.graceMs / 1000} s of SIGTERM; killing it.`);
    signalGroup(pid, 'SIGKILL', platform);
    if (!(await waitForExit(pid, AFTER_KILL_MS, platform, o.clock)))
        o.log.warning(`The tunnel client (process ${pid}) still runs after SIGKILL.`);
}
async function killTree(pid, platform, o) {
    const result = await platform.runCommand('taskkill', ['/pid', String(pid), '/T', '/F']);
    if (await waitForExit(pid, AFTER_KILL_MS, platform, o.clock)) {
        o.log.info(`Stopped the tunnel client (process ${pid}) and the processes it started.`);
        return;
    }
    const why = result.code === 0 ? '' : ` (taskkill exited with code ${result.code}: ${result.output})`;
    o.log.warning(`The tunnel client (process ${pid}) still runs after taskkill /T /F${why}.`);
}
/**
 * The detached client leads its own process group: signalling the group also reaches what it
 * started (a launcher script's JVM).
 */
function signalGroup(pid, name, platform) {
    try {
        platform.kill(-pid, name);
        return;
    }
    catch {
        // not a group leader (any more): signal the process itself
    }
    platform.kill(pid, name);
}
const EXIT_POLL_MS = 100;
const AFTER_KILL_MS = 2_000;
async function waitForExit(pid, ms, platform, clock) {
    const until = clock.now() + ms;
    while (isRunning(pid, platform)) {
        if (clock.now() >= until)
            return false;
        await clock.sleep(EXIT_POLL_MS);
    }
    return true;
}


/***/ }),

/***/ 62314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ printTail)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

const TAIL_BYTES = 64 * 1024;
const TAIL_LINES = 30;
const MASK = '***';
/** The last lines of a log, reading only its end however large it grew. */
function readTail(file, lines = TAIL_LINES) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return [];
    const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).size;
    const length = Math.min(size, TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, 'r');
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, length, size - length);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    const all = buffer.toString('utf8').split(/\r?\n/);
    // A cut first line is a fragment; the final empty string is the file's last newline.
    if (length < size)
        all.shift();
    while (all.length && !all.at(-1)?.trim())
        all.pop();
    return all.slice(-lines);
}
/** Each secret replaced by `***`, longest first so a secret containing another is hidden whole. */
function masked(line, secrets) {
    const known = secrets.filter((s) => s.length > 0).sort((a, b) => b.length - a.length);
    return known.reduce((text, secret) => text.replaceAll(secret, MASK), line);
}
/**
 * Prints the last lines of the client's log and returns them as printed. The secrets are masked here
 * as well as by the runner: the client may print them in forms the runner was never told about.
 */
function printTail(file, log, secrets = []) {
    const tail = readTail(file).map((line) => masked(line, secrets));
    if (tail.length) {
        log.info(`Last lines of the tunnel client's log (${file}):`);
        for (const line of tail)
            log.info(line);
    }
    return tail;
}


/***/ }),

/***/ 48108:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ff: () => (/* binding */ clientFolderOf),
/* harmony export */   Um: () => (/* binding */ isRecordedProcess),
/* harmony export */   eL: () => (/* binding */ createClientFolder),
/* harmony export */   j0: () => (/* binding */ recordClient),
/* harmony export */   pB: () => (/* binding */ readClientRecord)
/* harmony export */ });
/* unused harmony export startTimeOf */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(55491);






/**
 * What ties the post step to the client main started, and to nothing else. Main makes a folder of its
 * own under RUNNER_TEMP, named for this run and a random token, and writes the client's pid and start
 * time into it; state carries only the token. Post accepts a token of that exact shape, reads the
 * record from that folder (which nothing but our main step writes) and checks it against the process
 * itself: a pid taken from state, or a log file named there, is never trusted.
 */
const TOKEN = /^[0-9a-f]{32}$/;
const RECORD_FILE = 'client.json';
function folderFor(env, token) {
    const run = env.GITHUB_RUN_ID?.replace(/\D/g, '') || 'local';
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_3__.tmpdir)(), `cloudtest-tunnel-${run}-${token}`);
    return { token, dir, logFile: (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, 'tunnel.log'), readyFile: (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, 'ready') };
}
/** Main: a new folder, readable by this user only; fails if it exists (it cannot be someone else's). */
function createClientFolder(env) {
    const folder = folderFor(env, (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(16).toString('hex'));
    (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.mkdirSync)(folder.dir, { mode: 0o700 });
    return folder;
}
/** Post: the folder main made, from the token in state; undefined for anything main cannot have saved. */
function clientFolderOf(env, token) {
    return TOKEN.test(token) ? folderFor(env, token) : undefined;
}
/** Never 0 (our own group), 1 (init; -1 is every process) or anything a pid cannot be. */
const ClientRecordSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    pid: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig()
        .int()
        .min(2)
        .max(2 ** 31 - 1),
    /** The process's start time as `startTimeOf` reads it on this system; null where it cannot. */
    started: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullable(),
});
/** Main, at once after the client started: no await between start and record. */
function recordClient(folder, pid) {
    const record = { pid, started: startTimeOf(pid) ?? null };
    (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(folder.dir, RECORD_FILE), JSON.stringify(record), { mode: 0o600 });
}
/** Post: main's record, or undefined when main wrote none (it never started the client) or it is unreadable. */
function readClientRecord(folder) {
    try {
        return ClientRecordSchema.parse(JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(folder.dir, RECORD_FILE), 'utf8')));
    }
    catch {
        return undefined;
    }
}
/**
 * Whether the process now under the recorded pid is still the one main started: its start time is
 * compared where the system shows it (Linux, macOS); on Windows the record alone answers. A pid whose
 * own entry is gone while its group lives is still ours: a pid is not reused while a group of that
 * number exists.
 */
function isRecordedProcess(record, readStart = startTimeOf) {
    if (record.started === null)
        return true;
    const now = readStart(record.pid);
    return now === undefined || now === record.started;
}
const PS_TIMEOUT_MS = 5_000;
/**
 * When a process started, as a text only compared with itself on the same machine. Linux: field 22 of
 * /proc/<pid>/stat (clock ticks since boot), counted after the command name, which may hold spaces and
 * brackets. macOS has no /proc: `ps -o lstart=`, to the second (macOS hands pids out in turn, so one
 * comes back only after tens of thousands of others). Windows: undefined, as reading it there means
 * starting PowerShell.
 */
function startTimeOf(pid, os = process.platform) {
    try {
        if (os === 'linux') {
            const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
            return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
        }
        if (os === 'darwin') {
            const lstart = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('ps', ['-o', 'lstart=', '-p', String(pid)], {
                encoding: 'utf8',
                timeout: PS_TIMEOUT_MS,
                stdio: ['ignore', 'pipe', 'ignore'],
            });
            return lstart.trim() || undefined;
        }
    }
    catch {
        // gone, or not ours to read
    }
    return undefined;
}


/***/ }),

/***/ 73722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ HOST_PLATFORM)
/* harmony export */ });
/* unused harmony export platformOf */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


const COMMAND_TIMEOUT_MS = 30_000;
function runCommand(command, args) {
    return new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(command, args, { timeout: COMMAND_TIMEOUT_MS, windowsHide: true }, (error, stdout, stderr) => {
            const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
            resolve({ code, output: `${stdout}${stderr}`.trim() || (error?.message ?? '') });
        });
    });
}
function platformOf(os = process.platform) {
    const name = os === 'win32' || os === 'darwin' ? os : 'linux';
    return {
        os: name,
        path: name === 'win32' ? node_path__WEBPACK_IMPORTED_MODULE_1__.win32 : node_path__WEBPACK_IMPORTED_MODULE_1__.posix,
        kill: (pid, signal) => process.kill(pid, signal),
        runCommand,
    };
}
/** The system this step runs on. */
const HOST_PLATFORM = platformOf();


/***/ }),

/***/ 66473:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   teardown: () => (/* binding */ teardown)
/* harmony export */ });
/* harmony import */ var _api_assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72487);
/* harmony import */ var _api_tunnels_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27779);
/* harmony import */ var _client_process_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75018);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(80564);
/* harmony import */ var _log_tail_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(62314);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(75497);
/* harmony import */ var _ownership_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(48108);








/**
 * The post step: stops our client, deletes our tunnel, prints the client's log tail. It runs after a
 * failed or cancelled main too, works from what main saved so far, touches nothing main did not start,
 * and turns every problem into a warning. It reads only the state keys of the mode main saved, each
 * checked: anything else in state (text a hostile answer slipped in) is ignored.
 */
async function teardown(ctx) {
    const mode = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_6__/* .STATE */ .c4.mode);
    if (mode === 'api') {
        await attempt(ctx, 'delete the tunnel', () => deleteOwnTunnels(ctx));
    }
    else if (mode === 'client') {
        await clientTeardown(ctx, { ..._inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_TIMING */ .ft, ...ctx.timing });
    }
    else {
        ctx.log.info(_names_js__WEBPACK_IMPORTED_MODULE_6__/* .NOTHING_STARTED */ .AN);
    }
}
async function clientTeardown(ctx, timing) {
    const folder = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_7__/* .clientFolderOf */ .Ff)(ctx.env, ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_6__/* .STATE */ .c4.clientToken));
    const record = folder && (0,_ownership_js__WEBPACK_IMPORTED_MODULE_7__/* .readClientRecord */ .pB)(folder);
    if (record) {
        await attempt(ctx, 'stop the tunnel client', async () => {
            if ((0,_ownership_js__WEBPACK_IMPORTED_MODULE_7__/* .isRecordedProcess */ .Um)(record))
                await (0,_client_process_js__WEBPACK_IMPORTED_MODULE_3__/* .stopClient */ .uX)(record.pid, { graceMs: timing.stopGraceMs, clock: ctx.clock, log: ctx.log });
            else
                ctx.log.info(`The tunnel client (process ${record.pid}) had already ended; that pid is now another process's.`);
        });
    }
    await attempt(ctx, 'delete the tunnel', () => deleteOwnTunnels(ctx));
    // Only the log in main's own folder: never a file that state names.
    if (folder) {
        await attempt(ctx, "print the tunnel client's log", async () => {
            (0,_log_tail_js__WEBPACK_IMPORTED_MODULE_5__/* .printTail */ .y)(folder.logFile, ctx.log);
        });
    }
}
/**
 * The tunnel main saved; else, when main never learned its id (cancelled while the create or the
 * client's connection was being answered), those listed under the identifier main saved before.
 */
async function deleteOwnTunnels(ctx) {
    const saved = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_6__/* .STATE */ .c4.tunnelId);
    const ids = /^[1-9]\d{0,9}$/.test(saved) ? [Number(saved)] : await tunnelsNamedOurs(ctx);
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
            if ((0,_api_assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .tunnelAlreadyGone */ .qL)(error))
                ctx.log.info(`Tunnel ${id} was already gone.`);
            else
                throw error;
        }
    }
}
async function tunnelsNamedOurs(ctx) {
    const identifier = _inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .IdentifierSchema */ .D1.safeParse(ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_6__/* .STATE */ .c4.identifier)).data;
    if (!identifier)
        return [];
    const foreign = new Set(ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_6__/* .STATE */ .c4.foreignTunnelIds).split(',').filter(Boolean).map(Number));
    return (await ctx.client.tunnels.list())
        .filter((t) => t.identifier === identifier && !foreign.has(t.id) && t.state !== _api_tunnels_js__WEBPACK_IMPORTED_MODULE_2__/* .TUNNEL_STOPPED */ .di)
        .map((t) => t.id);
}
async function attempt(ctx, what, work) {
    try {
        await work();
    }
    catch (error) {
        ctx.log.warning(`Tunnel clean-up: could not ${what}: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__.messageOf)(error)}`);
    }
}


/***/ }),

/***/ 27779:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   di: () => (/* binding */ TUNNEL_STOPPED),
/* harmony export */   wj: () => (/* binding */ tunnelsApi),
/* harmony export */   xb: () => (/* binding */ TUNNEL_READY)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55491);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);
/* harmony import */ var _meanings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36610);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8164);
/* harmony import */ var _transport_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53655);






/** All fields are required (spec). `id` is what the post step deletes, so it must be a usable one. */
const TunnelSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .positiveId */ .xf,
    state: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    launched: _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .timestamp */ .vE,
    tunnel_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    identifier: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    metadata: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J()),
});
/** The states the spec names; the list is open-ended. */
const TUNNEL_READY = 'READY';
const TUNNEL_STOPPED = 'STOPPED';
// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
function tunnelsApi(t) {
    return {
        /** GET /v1/tunnel/list: every running tunnel of the account. `signal` ends a wait's last call. */
        list: (signal) => t.call({
            operation: 'list tunnels',
            method: 'GET',
            path: '/v1/tunnel/list',
            response: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(TunnelSchema),
            signal,
        }),
        /** GET /v1/tunnel/isalive-check: needs no credentials, always `success: true`. */
        isAlive: () => t.call({
            operation: 'check the tunnel service',
            method: 'GET',
            path: '/v1/tunnel/isalive-check',
            auth: false,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .AckSchema */ .to,
        }),
        /**
         * GET /v1/tunnel/{id}. A 500 here means the tunnel is in a transition state or gone (spec), so it is
         * returned to the caller at once rather than retried as a passing fault.
         */
        get: (id, signal) => t.call({
            operation: 'get tunnel',
            method: 'GET',
            path: (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_4__/* .route */ .wE) `/v1/tunnel/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_5__/* .idOf */ .TH)(id, 'tunnel id')}`,
            response: TunnelSchema,
            meanings: { 500: 'the tunnel is in a transition state or no longer exists' },
            notRetried: [500],
            signal,
        }),
        /** DELETE /v1/tunnel/{id}: 204 on success; a tunnel already gone: ASSUMPTIONS.tunnelGone. */
        delete: (id) => t.call({
            operation: 'delete tunnel',
            method: 'DELETE',
            path: (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_4__/* .route */ .wE) `/v1/tunnel/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_5__/* .idOf */ .TH)(id, 'tunnel id')}`,
            meanings: { ..._assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .TUNNEL_DELETE_MEANINGS */ .SE, ..._meanings_js__WEBPACK_IMPORTED_MODULE_1__/* .READ_ONLY */ .s },
        }),
        /** GET /v1/tunnel: the first active tunnel of the account. */
        getActive: () => t.call({
            operation: 'get the active tunnel',
            method: 'GET',
            path: '/v1/tunnel',
            response: TunnelSchema,
        }),
        /**
         * DELETE /v1/tunnel: stops the active tunnel. Never sent again once it may have been received: a
         * repeat after the first stopped one would stop the next active tunnel, perhaps another job's.
         */
        deleteActive: () => t.call({
            operation: 'stop the active tunnel',
            method: 'DELETE',
            path: '/v1/tunnel',
            meanings: _meanings_js__WEBPACK_IMPORTED_MODULE_1__/* .READ_ONLY */ .s,
            idempotent: false,
        }),
        /**
         * POST /v1/tunnel/create: launches a tunnel machine; never repeated once it may have been received.
         * Its body carries the job's tunnel name (ASSUMPTIONS.tunnelCreateBody); its 403 for a read-only
         * account rests on Authentication rule 4 (ASSUMPTIONS.tunnelCreateReadOnly).
         */
        create: (identifier) => t.call({
            operation: 'create tunnel',
            method: 'POST',
            path: '/v1/tunnel/create',
            json: (0,_assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .TUNNEL_CREATE_BODY */ .XV)(identifier),
            response: TunnelSchema,
            meanings: { 402: 'the tunnel quota is exhausted', ..._meanings_js__WEBPACK_IMPORTED_MODULE_1__/* .READ_ONLY */ .s },
        }),
    };
}


/***/ })

};
