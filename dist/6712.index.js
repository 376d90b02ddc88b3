export const id = 6712;
export const ids = [6712];
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

/***/ 34331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  API_MODE_WARNING: () => (/* binding */ API_MODE_WARNING),
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/api/transport/errors.ts
var errors = __webpack_require__(72487);
// EXTERNAL MODULE: ./src/api/tunnels.ts
var tunnels = __webpack_require__(27779);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/api/transport/credentials.ts
var transport_credentials = __webpack_require__(52304);
// EXTERNAL MODULE: ./src/runtime/inputs.ts
var inputs = __webpack_require__(12291);
// EXTERNAL MODULE: ./src/runtime/url-secrets.ts
var url_secrets = __webpack_require__(95901);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/@actions/tool-cache/lib/tool-cache.js + 17 modules
var tool_cache = __webpack_require__(95991);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(24371);
// EXTERNAL MODULE: ./src/api/transport/dispatcher.ts
var transport_dispatcher = __webpack_require__(5105);
// EXTERNAL MODULE: ./src/api/transport/network-errors.ts
var network_errors = __webpack_require__(97686);
// EXTERNAL MODULE: ./src/api/transport/outside-urls.ts
var outside_urls = __webpack_require__(60540);
// EXTERNAL MODULE: ./src/api/transport/retry.ts
var retry = __webpack_require__(88872);
// EXTERNAL MODULE: ./src/api/transport/send.ts + 2 modules
var send = __webpack_require__(90133);
;// CONCATENATED MODULE: ./src/api/transport/download.ts
// A file from an address the user chose (the tunnel client), fetched through the same connection
// setup as every request to the service and GitHub (createDispatcher: HTTPS_PROXY, HTTP_PROXY and
// NO_PROXY as proxy-settings.ts reads them; NODE_EXTRA_CA_CERTS). docs/proxies.md says so to users.











/** No byte for this long, head or body, ends an attempt: a download that keeps moving is never cut. */
const STALL_MS = 60_000;
/** A download that failed: one line, the address without its query (a signed URL's token). */
class DownloadError extends Error {
    name = 'DownloadError';
}
/**
 * Streams `url` to `file`: redirects followed by hand (at most 5, never from https to http), a passing
 * fault (a network error, 408, 429, 5xx) asked again with the transport's back-off, the file written
 * anew by each attempt.
 */
async function downloadFile(url, file, options) {
    const dispatcher = options.dispatcher ?? (0,transport_dispatcher/* createDispatcher */.S)(options.env);
    const policy = { ...retry/* DEFAULT_RETRY */.vI, ...options.retry };
    const sleep = options.sleep ?? ((ms, signal) => (0,external_node_timers_promises_.setTimeout)(ms, undefined, { signal }));
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(file), { recursive: true });
    try {
        for (let attempt = 1;; attempt++) {
            const failed = await attemptDownload(url, file, dispatcher, options);
            if (!failed)
                return;
            const backoff = (0,retry/* retryDelayMs */.qO)(failed, { policy, attempt, idempotent: true, random: Math.random });
            if (backoff === undefined)
                throw attempt > 1
                    ? new DownloadError(`${failed.error.message} (after ${attempt} attempts)`, { cause: failed.error })
                    : failed.error;
            options.log?.(`${failed.error.message}; trying again in ${(backoff / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${policy.maxAttempts})`);
            await sleep(backoff, options.signal).catch((cause) => {
                throw new DownloadError('the download was cancelled', { cause });
            });
        }
    }
    finally {
        if (!options.dispatcher)
            await dispatcher.close();
    }
}
/** One attempt, redirects included; undefined once the file is written. */
async function attemptDownload(start, file, dispatcher, options) {
    const stallMs = options.stallMs ?? STALL_MS;
    let url = start;
    try {
        for (let hop = 0;; hop++) {
            const answer = await (0,undici/* request */.Em)(url, {
                dispatcher,
                signal: options.signal,
                headersTimeout: stallMs,
                bodyTimeout: stallMs,
            });
            const location = outside_urls/* REDIRECTS */.eT.has(answer.statusCode) ? [answer.headers.location].flat()[0] : undefined;
            if (location !== undefined) {
                await answer.body.dump();
                url = nextHop(url, location, hop);
                continue;
            }
            if (answer.statusCode < 200 || answer.statusCode > 299) {
                await answer.body.dump();
                return {
                    error: new DownloadError(`HTTP ${answer.statusCode} from ${url.host}`),
                    retryable: retry/* RETRIED_STATUSES */.$S.has(answer.statusCode),
                    retryAfterMs: (0,retry/* parseRetryAfter */.mu)(answer.headers['retry-after']),
                    mayHaveReachedServer: true,
                };
            }
            await (0,promises_.pipeline)(answer.body, (0,external_node_fs_.createWriteStream)(file));
            return undefined;
        }
    }
    catch (cause) {
        if (options.signal.aborted)
            throw new DownloadError('the download was cancelled', { cause });
        if (cause instanceof DownloadError)
            throw cause;
        // A proxy that refused the credentials, or a certificate nothing trusts, says the same every time.
        const network = (0,network_errors/* describeNetworkError */.g)(cause, { url, env: options.env });
        return {
            error: new DownloadError(network ?? `${url.host}: ${(0,send/* errorCode */.C)(cause) ?? (0,errors.messageOf)(cause)}`, { cause }),
            retryable: !network,
            mayHaveReachedServer: true,
        };
    }
}
/** Where a redirect leads, refused when it is one too many or goes from https to http. */
function nextHop(from, location, hop) {
    if (hop >= outside_urls/* MAX_REDIRECTS */.NX)
        throw new DownloadError(`more than ${outside_urls/* MAX_REDIRECTS */.NX} redirects from ${from.host}`);
    if (!URL.canParse(location, from.href))
        throw new DownloadError(`${from.host} redirects to an address that is not a URL`);
    const to = new URL(location, from);
    if (from.protocol === 'https:' && to.protocol !== 'https:')
        throw new DownloadError(`${from.host} redirects from https:// to ${to.protocol}//, which is refused`);
    return to;
}

// EXTERNAL MODULE: ./src/actions/start-tunnel/inputs.ts
var start_tunnel_inputs = __webpack_require__(80564);
// EXTERNAL MODULE: ./src/actions/start-tunnel/platform.ts
var start_tunnel_platform = __webpack_require__(73722);
;// CONCATENATED MODULE: ./src/actions/start-tunnel/java.ts


/** Java for a `.jar`: JAVA_HOME first (as setup-java sets it), then PATH. */
function findJava(env, platform = start_tunnel_platform/* HOST_PLATFORM */.J, isFile = isRegularFile) {
    const { path } = platform;
    const exe = platform.os === 'win32' ? 'java.exe' : 'java';
    const dirs = [
        ...(env.JAVA_HOME ? [path.join(env.JAVA_HOME, 'bin')] : []),
        ...(pathOf(env) ?? '').split(path.delimiter).filter(Boolean),
    ];
    return dirs.map((dir) => path.join(dir, exe)).find(isFile);
}
/** PATH is `Path` on Windows; object keys there keep whatever case the system gave them. */
function pathOf(env) {
    const name = Object.keys(env).find((key) => key.toUpperCase() === 'PATH');
    return name ? env[name] : undefined;
}
function isRegularFile(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isFile();
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./src/actions/start-tunnel/names.ts
var names = __webpack_require__(75497);
;// CONCATENATED MODULE: ./src/actions/start-tunnel/client.ts












/** Recorded beside a cached client: the SHA-256 its download had. */
const MARKER = '.cloudtest-client.json';
/** The tool cache folder is per download address, so two clients under one version never mix. */
const TOOL_PREFIX = 'cloudtest-tunnel-client';
async function prepareClient(client, ctx) {
    // Before the tool cache's debug line (`Downloading <url>`) or anything else can print the address.
    for (const secret of (0,url_secrets/* urlSecrets */.F)(client.url))
        ctx.setSecret(secret);
    const platform = ctx.platform ?? start_tunnel_platform/* HOST_PLATFORM */.J;
    const dir = await obtain(client, ctx, platform);
    return programIn(dir, client, ctx.env, platform);
}
async function obtain(client, ctx, platform) {
    const tool = `${TOOL_PREFIX}-${sha256(client.url.origin + client.url.pathname).slice(0, 12)}`;
    const version = cacheVersionOf(client);
    const cached = tool_cache/* find */.I6(tool, version);
    const what = client.version ? `tunnel client ${client.version}` : 'tunnel client';
    if (cached) {
        if (!client.sha256 || recordedSha256(cached) === client.sha256) {
            ctx.log.info(`Using ${what} from the tool cache.`);
            return cached;
        }
        ctx.log.info(`The cached ${what} does not match client-sha256; downloading it again.`);
    }
    const staged = await download(client, ctx, platform);
    return tool_cache/* cacheDir */.e8(staged, tool, version);
}
/** Downloads, checks and unpacks the client into a folder of its own. */
async function download(client, ctx, platform) {
    ctx.log.info(`Downloading the tunnel client from ${(0,url_secrets/* shownUrl */.z)(client.url)}`);
    const work = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(ctx.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'cloudtest-client-'));
    const name = fileNameOf(client.url);
    const file = (0,external_node_path_.join)(work, 'download', name);
    try {
        await downloadFile(client.url, file, {
            env: ctx.env,
            signal: ctx.signal,
            sleep: (ms, signal) => ctx.clock.sleep(ms, signal),
            log: (line) => ctx.log.info(`The tunnel client's download: ${line}.`),
        });
    }
    catch (error) {
        throw new Error(`Could not download the tunnel client from ${(0,url_secrets/* shownUrl */.z)(client.url)}: ${(0,errors.messageOf)(error)}`, {
            cause: error,
        });
    }
    const actual = await sha256OfFile(file);
    if (client.sha256 && actual !== client.sha256) {
        throw new Error(`The tunnel client downloaded from ${(0,url_secrets/* shownUrl */.z)(client.url)} has SHA-256 ${actual}, but client-sha256 requires ${client.sha256}; it was not run.`);
    }
    if (!client.sha256)
        ctx.log.info(`SHA-256 of the download: ${actual} (set client-sha256 to require it).`);
    const staged = (0,external_node_path_.join)(work, 'client');
    (0,external_node_fs_.mkdirSync)(staged);
    if (client.kind === 'tar')
        await tool_cache/* extractTar */.nN(file, staged);
    else if (client.kind === 'zip')
        await tool_cache/* extractZip */.JE(file, staged);
    else {
        (0,external_node_fs_.renameSync)(file, (0,external_node_path_.join)(staged, name));
        if (client.kind === 'file' && platform.os !== 'win32')
            (0,external_node_fs_.chmodSync)((0,external_node_path_.join)(staged, name), 0o755);
    }
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(staged, MARKER), JSON.stringify({ sha256: actual }));
    return staged;
}
/**
 * The tool cache keys by semantic version, and finds nothing under any other text. A valid prerelease
 * of 0.0.0 made from the given version keeps every `client-version` (`4.9`, `latest`) a key of its
 * own: readable letters, and a hash so `4.9` and `4-9` stay apart. Without a version the download is
 * known by its checksum when one is required (a signed URL's query changes with every run), else by
 * its whole address (a query may choose the file).
 */
function cacheVersionOf(client) {
    if (!client.version) {
        const identity = client.sha256 ? `sha256:${client.sha256}` : `url:${client.url.href}`;
        return `0.0.0-download.k${sha256(identity).slice(0, 16)}`;
    }
    const readable = client.version.replace(/[^0-9A-Za-z-]+/g, '-').slice(0, 40);
    return `0.0.0-v${readable}.k${sha256(client.version).slice(0, 8)}`;
}
function recordedSha256(dir) {
    try {
        const marker = JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, MARKER), 'utf8'));
        return typeof marker.sha256 === 'string' ? marker.sha256 : undefined;
    }
    catch {
        return undefined;
    }
}
/** The command line that runs the client in `dir`. */
function programIn(dir, client, env, platform) {
    const entry = client.kind === 'jar' || client.kind === 'file'
        ? (0,external_node_path_.join)(dir, fileNameOf(client.url))
        : client.command
            ? namedFile(dir, client.command, platform)
            : onlyExecutable(dir, platform);
    if (client.kind === 'jar' || /\.jar$/i.test(entry))
        return javaJar(entry, env, platform);
    // Node refuses to start a batch file without a shell; cmd.exe is that shell, asked for by name.
    if (platform.os === 'win32' && /\.(cmd|bat)$/i.test(entry))
        return { command: env.ComSpec || env.COMSPEC || 'cmd.exe', args: ['/d', '/c', entry] };
    return { command: entry, args: [] };
}
function javaJar(jar, env, platform) {
    const java = findJava(env, platform);
    if (!java) {
        throw new Error('The tunnel client is a .jar, but no Java was found (neither JAVA_HOME nor java on PATH): add a step with actions/setup-java before this one.');
    }
    return { command: java, args: ['-jar', jar] };
}
/** `client-command`: a path inside the archive, or the end of one (`bin/tunnel` in `client-4.9/bin/tunnel`). */
function namedFile(dir, command, platform) {
    const wanted = command.replaceAll('\\', '/').replace(/^\.?\//, '');
    const suffixes = platform.os === 'win32' && !/\.[a-z0-9]+$/i.test(wanted) ? ['', ...WINDOWS_EXECUTABLES] : [''];
    const files = filesIn(dir, platform);
    const matches = files.filter(({ path }) => suffixes.some((suffix) => path === wanted + suffix || path.endsWith(`/${wanted}${suffix}`)));
    if (matches.length === 1 && matches[0])
        return matches[0].full;
    if (!matches.length)
        throw new Error(`Input "${names/* INPUTS */.mc.clientCommand}": the archive holds no file "${command}".`);
    throw new Error(`Input "${names/* INPUTS */.mc.clientCommand}": "${command}" matches several files in the archive (${list(matches)}); give its full path inside the archive.`);
}
/** The archive's only executable file; failing that, its only .jar. */
function onlyExecutable(dir, platform) {
    const files = filesIn(dir, platform);
    const executables = files.filter((f) => f.executable);
    const candidates = executables.length
        ? executables
        : files.filter((f) => f.path.toLowerCase().endsWith('.jar'));
    if (candidates.length === 1 && candidates[0])
        return candidates[0].full;
    const hint = `name the one to run with the "${names/* INPUTS */.mc.clientCommand}" input`;
    if (!candidates.length)
        throw new Error(`The tunnel client archive holds no executable file; ${hint}.`);
    throw new Error(`The tunnel client archive holds several executable files (${list(candidates)}); ${hint}.`);
}
/** What Windows runs by its name alone (PATHEXT's usual programs); elsewhere the exec bit says it. */
const WINDOWS_EXECUTABLES = ['.exe', '.cmd', '.bat'];
function isExecutable(name, mode, platform) {
    if (platform.os !== 'win32')
        return (mode & 0o111) !== 0;
    const lower = name.toLowerCase();
    return WINDOWS_EXECUTABLES.some((suffix) => lower.endsWith(suffix));
}
function filesIn(dir, platform) {
    const files = [];
    for (const entry of (0,external_node_fs_.readdirSync)(dir, { recursive: true, withFileTypes: true })) {
        const full = (0,external_node_path_.join)(entry.parentPath, entry.name);
        let stat;
        try {
            stat = (0,external_node_fs_.statSync)(full);
        }
        catch {
            continue; // a dangling link
        }
        if (!stat.isFile() || entry.name === MARKER)
            continue;
        files.push({
            path: (0,external_node_path_.relative)(dir, full).split(external_node_path_.sep).join('/'),
            full,
            executable: isExecutable(entry.name, stat.mode, platform),
        });
    }
    return files.sort((a, b) => a.path.localeCompare(b.path));
}
function list(files) {
    const shownFiles = files.slice(0, 5).map((f) => f.path);
    return `${shownFiles.join(', ')}${files.length > 5 ? `, and ${files.length - 5} more` : ''}`;
}
/** The download's file name (its extension says how to run it), safe as a file name anywhere. */
function fileNameOf(url) {
    let name = external_node_path_.posix.basename(url.pathname);
    try {
        name = decodeURIComponent(name);
    }
    catch {
        // keep it escaped
    }
    name = name.replace(/[^A-Za-z0-9._+-]/g, '_');
    return name && name !== '.' && name !== '..' ? name : 'tunnel-client';
}
/** The address without its query or user name and password: a signed download URL carries its token there. */
function sha256(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
}
async function sha256OfFile(file) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for await (const chunk of (0,external_node_fs_.createReadStream)(file))
        hash.update(chunk);
    return hash.digest('hex');
}

// EXTERNAL MODULE: ./src/actions/start-tunnel/client-process.ts
var client_process = __webpack_require__(75018);
// EXTERNAL MODULE: ./src/text/slug.ts
var slug = __webpack_require__(44132);
;// CONCATENATED MODULE: ./src/actions/start-tunnel/identifier.ts


/**
 * The default tunnel name: readable (run, attempt, job) and unique per matrix leg. The runner puts no
 * matrix or job index in the environment, so a random part tells the legs of one job apart, and keeps
 * a re-used runner from ever finding a stale tunnel of an earlier leg under the same name.
 */
function defaultIdentifier(env, random = () => (0,external_node_crypto_.randomBytes)(4).toString('hex')) {
    const runId = env.GITHUB_RUN_ID?.trim();
    if (!runId)
        return `local-${random()}`;
    const attempt = env.GITHUB_RUN_ATTEMPT?.trim() || '1';
    // The random part tells names apart: the job's slug needs no hash when cut.
    const job = (0,slug/* slug */.yR)(env.GITHUB_JOB?.trim() ?? '', 40) || 'job';
    return `gh-${runId}-${attempt}-${job}-${random()}`;
}

// EXTERNAL MODULE: ./src/actions/start-tunnel/log-tail.ts
var log_tail = __webpack_require__(62314);
// EXTERNAL MODULE: ./src/actions/start-tunnel/ownership.ts
var ownership = __webpack_require__(48108);
// EXTERNAL MODULE: ./src/actions/start-tunnel/wait.ts
var wait = __webpack_require__(51776);
;// CONCATENATED MODULE: ./src/actions/start-tunnel/client-tunnel.ts












/**
 * Client mode: our client opens the tunnel under our identifier; it is ready when the service lists
 * it READY (and the client wrote its ready file, when asked to). When it fails to get there (a time-out,
 * an early exit) the step prints the end of the client's log, secrets masked.
 */
async function startClientTunnel(inputs, client, ctx, timing) {
    // Refused inputs leave post nothing to look for: checked before any state is saved.
    refuseCredentials(client.args, ctx.settings);
    const identifier = inputs.identifier ?? defaultIdentifier(ctx.env);
    ctx.saveState(names/* STATE */.c4.mode, 'client');
    ctx.saveState(names/* STATE */.c4.identifier, identifier);
    const program = await prepareClient(client, ctx);
    const folder = (0,ownership/* createClientFolder */.eL)(ctx.env);
    ctx.saveState(names/* STATE */.c4.clientToken, folder.token);
    const args = (0,client_process/* substitutePlaceholders */.pr)(client.args, {
        identifier,
        readyfile: folder.readyFile,
        logfile: folder.logFile,
    });
    const foreign = await foreignTunnels(identifier, ctx);
    const command = [program.command, ...program.args, ...args];
    ctx.log.info(`Starting the tunnel client for "${identifier}"; it logs to ${folder.logFile}`);
    // Safe to show: no credential can be on it (refuseCredentials).
    ctx.log.info(`Command line: ${command.map((part) => (/^[^\s"']+$/.test(part) ? part : `"${part}"`)).join(' ')}`);
    const proc = await (0,client_process/* startClient */.eQ)({
        command: program.command,
        args: command.slice(1),
        cwd: folder.dir,
        env: (0,client_process/* clientEnvironment */.B5)(ctx.env, ctx.settings, identifier),
        logFile: folder.logFile,
    });
    // At once, with no await in between: post stops only the process recorded here.
    (0,ownership/* recordClient */.j0)(folder, proc.pid);
    const awaitReadyFile = client.args.some((arg) => arg.includes('{readyfile}'));
    const ours = {
        identifier,
        foreign,
        readyFile: awaitReadyFile ? folder.readyFile : undefined,
        secrets: knownSecrets(ctx.settings, client),
    };
    try {
        return {
            tunnel: await untilReady(proc, ours, ctx, {
                timeoutSeconds: inputs.readyTimeoutSeconds,
                intervalMs: timing.pollIntervalMs,
            }),
            logFile: proc.logFile,
        };
    }
    catch (error) {
        // An early exit has printed the tail already, to say how the log ends.
        if (!proc.exit)
            (0,log_tail/* printTail */.y)(proc.logFile, ctx.log, ours.secrets);
        throw error;
    }
}
/** A tunnel already running under this name belongs to someone else: never take it for ours. */
async function foreignTunnels(identifier, ctx) {
    const foreign = new Set((await ctx.client.tunnels.list()).filter((t) => t.identifier === identifier).map((t) => t.id));
    if (foreign.size) {
        ctx.saveState(names/* STATE */.c4.foreignTunnelIds, [...foreign].join(','));
        ctx.log.warning(`A tunnel named "${identifier}" is already running (${[...foreign].join(', ')}); it is not this step's and is left alone. Give each job its own identifier.`);
    }
    return foreign;
}
async function untilReady(proc, ours, ctx, pace) {
    let savedId;
    return (0,wait/* waitUntilReady */.b)({
        what: `tunnel "${ours.identifier}"`,
        timeoutSeconds: pace.timeoutSeconds,
        intervalMs: pace.intervalMs,
        clock: ctx.clock,
        log: ctx.log,
        signal: ctx.signal,
        wake: proc.ended,
        check: () => {
            if (proc.exit)
                throw clientExited(proc, ctx, ours.secrets);
        },
        client: ctx.client,
        probe: async (client) => {
            const listed = (await client.tunnels.list()).filter((t) => t.identifier === ours.identifier && !ours.foreign.has(t.id));
            const tunnel = listed.find((t) => t.state === tunnels/* TUNNEL_READY */.xb) ?? listed.at(-1);
            if (!tunnel)
                return { state: 'not listed by the service yet' };
            if (tunnel.id !== savedId) {
                ctx.saveState(names/* STATE */.c4.tunnelId, String(tunnel.id));
                savedId = tunnel.id;
            }
            if (tunnel.state !== tunnels/* TUNNEL_READY */.xb)
                return { state: tunnel.state };
            if (ours.readyFile && !(0,external_node_fs_.existsSync)(ours.readyFile))
                return { state: 'READY at the service; waiting for the client to write its ready file' };
            return { ready: tunnel, state: tunnel.state };
        },
    });
}
/** What the client's log must never show: the credentials in every form, and the download's secrets. */
function knownSecrets(settings, client) {
    const credentials = { key: settings.key, secret: settings.secret };
    return [
        settings.key,
        settings.secret,
        (0,transport_credentials/* basicAuthorization */.a)(credentials),
        (0,transport_credentials/* basicAuthorization */.a)(credentials).replace(/^Basic /, ''),
        ...(0,url_secrets/* urlSecrets */.F)(client.url),
    ];
}
/** Checked before anything is downloaded or started. */
function refuseCredentials(args, settings) {
    const secrets = [settings.key, settings.secret].filter(Boolean);
    if (args.some((arg) => secrets.some((secret) => arg.includes(secret)))) {
        throw new inputs/* InputError */.dz(`Input "${names/* INPUTS */.mc.clientArgs}" holds the key or secret; remove it: the client finds them in its environment (CLOUDTEST_KEY, CLOUDTEST_SECRET), while a command line is visible to every process on the machine.`);
    }
}
function clientExited(proc, ctx, secrets) {
    const how = proc.exit?.signal ? `was killed by ${proc.exit.signal}` : `exited with code ${proc.exit?.code}`;
    const last = (0,log_tail/* printTail */.y)(proc.logFile, ctx.log, secrets).at(-1)?.trim();
    return new Error(`The tunnel client ${how} before the tunnel was READY${last ? `; its log ends with: ${last}` : ' and logged nothing'}.`);
}

;// CONCATENATED MODULE: ./src/actions/start-tunnel/run.ts







const TRANSITION = 'in transition (HTTP 500)';
/**
 * Said once in API mode, where a test through the tunnel would otherwise fail with no word of why:
 * what the mode does not do, and what to give for it. Input names in quotes, which the command line
 * says as its flags.
 */
const API_MODE_WARNING = `API mode (no "${names/* INPUTS */.mc.clientUrl}"): the service starts a tunnel machine, and nothing on this machine forwards traffic to it, so tests through this tunnel cannot reach localhost or anything else this machine reaches. To test those, give "${names/* INPUTS */.mc.clientUrl}" (a tunnel client to download and run here) with "${names/* INPUTS */.mc.clientArgs}" and "${names/* INPUTS */.mc.clientSha256}".`;
async function run(inputs, ctx) {
    const timing = { ...start_tunnel_inputs/* DEFAULT_TIMING */.ft, ...ctx.timing };
    const { tunnel, logFile } = inputs.client
        ? await startClientTunnel(inputs, inputs.client, ctx, timing)
        : { tunnel: await startApiTunnel(inputs, ctx, timing), logFile: undefined };
    ctx.log.info(`Tunnel ${tunnel.id} ("${tunnel.identifier}") is ${tunnel.state}.`);
    return {
        outputs: {
            [names/* OUTPUTS */.py.tunnelId]: String(tunnel.id),
            [names/* OUTPUTS */.py.tunnelIdentifier]: tunnel.identifier,
            [names/* OUTPUTS */.py.tunnelState]: tunnel.state,
            ...(logFile ? { [names/* OUTPUTS */.py.logFile]: logFile } : {}),
        },
        env: {
            [names/* EXPORTED_ENV */.eN.tunnelId]: String(tunnel.id),
            [names/* EXPORTED_ENV */.eN.tunnelIdentifier]: tunnel.identifier,
        },
    };
}
/**
 * API mode: the service launches a tunnel machine and returns its record; nothing on the runner
 * forwards traffic to it. GET answers 500 until it settles. The job's identifier is saved, and asked
 * for, before the create is sent, so that post can find the tunnel if the step ends before the answer.
 */
async function startApiTunnel(inputs, ctx, timing) {
    ctx.log.warning(API_MODE_WARNING);
    const identifier = inputs.identifier ?? defaultIdentifier(ctx.env);
    ctx.saveState(names/* STATE */.c4.mode, 'api');
    // The default name has a random part: only a name the workflow gave can already be in use.
    if (inputs.identifier)
        await foreignTunnels(identifier, ctx);
    ctx.saveState(names/* STATE */.c4.identifier, identifier);
    let created;
    try {
        created = await ctx.client.tunnels.create(identifier);
    }
    catch (error) {
        // Refused (4xx): no tunnel was made, so post has none to look for.
        if (error instanceof errors/* ServiceError */._7 && error.status !== undefined && error.status < 500)
            ctx.saveState(names/* STATE */.c4.identifier, '');
        if (error instanceof errors/* ServiceError */._7 && error.status === 402) {
            throw new Error((0,errors/* withHint */.mu)(error, 'Stop a tunnel the account no longer needs, or raise its tunnel quota; the create was not retried.'), { cause: error });
        }
        throw error;
    }
    ctx.saveState(names/* STATE */.c4.tunnelId, String(created.id));
    if (created.identifier !== identifier)
        ctx.log.info(`The service named the tunnel "${created.identifier}" (asked for "${identifier}").`);
    ctx.log.info(`Created tunnel ${created.id} ("${created.identifier}"); waiting up to ${inputs.readyTimeoutSeconds} s for it to be READY.`);
    if (created.state === tunnels/* TUNNEL_READY */.xb)
        return created;
    return (0,wait/* waitUntilReady */.b)({
        what: `tunnel ${created.id}`,
        timeoutSeconds: inputs.readyTimeoutSeconds,
        intervalMs: timing.pollIntervalMs,
        clock: ctx.clock,
        log: ctx.log,
        signal: ctx.signal,
        client: ctx.client,
        probe: async (client) => {
            let tunnel;
            try {
                tunnel = await client.tunnels.get(created.id);
            }
            catch (error) {
                if (error instanceof errors/* ServiceError */._7 && error.status === 500)
                    return { state: TRANSITION };
                throw error;
            }
            if (tunnel.state === tunnels/* TUNNEL_READY */.xb)
                return { ready: tunnel, state: tunnel.state };
            if (tunnel.state === tunnels/* TUNNEL_STOPPED */.di)
                throw new Error(`Tunnel ${created.id} was STOPPED before it was READY.`);
            return { state: tunnel.state };
        },
    });
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


/***/ }),

/***/ 95901:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ urlSecrets),
/* harmony export */   z: () => (/* binding */ shownUrl)
/* harmony export */ });
/**
 * What in a URL is a credential, for masking before anything can print it: the password, and the query
 * of a signed URL (whole, each value as written and decoded) with the whole URL in both spellings,
 * since a service or a tool may echo it back. The user name is kept, and so is any value too short to
 * be a credential (`v=1`): masking it would blank out ordinary log text.
 */
function urlSecrets(url) {
    const secrets = new Set();
    if (url.password)
        secrets.add(url.password).add(decoded(url.password, decodeURIComponent));
    if (url.search.length > 1) {
        const query = url.search.slice(1);
        secrets.add(url.href).add(decoded(url.href, decodeURI)).add(query);
        for (const part of query.split('&'))
            secrets.add(part.slice(part.indexOf('=') + 1));
        for (const value of url.searchParams.values())
            secrets.add(value).add(encodeURIComponent(value));
    }
    return [...secrets].filter((secret) => secret.length >= MIN_SECRET_CHARS);
}
const MIN_SECRET_CHARS = 6;
/** A stray `%` leaves the text as written. */
function decoded(text, decode) {
    try {
        return decode(text);
    }
    catch {
        return text;
    }
}
/** The URL as it may be shown: origin and path, without credentials or query. */
function shownUrl(url) {
    return `${url.origin}${url.pathname}`;
}


/***/ })

};
