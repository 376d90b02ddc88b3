export const id = 6473;
export const ids = [6473,8854];
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

/***/ 80564:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D1: () => (/* binding */ IdentifierSchema),
/* harmony export */   ft: () => (/* binding */ DEFAULT_TIMING),
/* harmony export */   xd: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55491);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(88532);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12291);
/* harmony import */ var _runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67313);
/* harmony import */ var _runtime_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35051);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75497);





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
/** A tunnel's name, as the input gives it and as post accepts it back from state. */
const IdentifierSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
    .min(1)
    .max(128, 'must be at most 128 characters')
    // eslint-disable-next-line no-control-regex -- control characters are what it rejects
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not hold control characters');
/** What an error may show of a refused URL: no user name or password, no query or fragment (signed URLs). */
function shownUrl(value) {
    if (!URL.canParse(value))
        return 'text that is not a URL';
    const url = new URL(value);
    // Without a host, anything after the scheme may be a secret (`user:password@host` reads as one).
    if (!url.host)
        return `a "${url.protocol}" address`;
    const credentials = url.username || url.password ? '***@' : '';
    const rest = url.search || url.hash ? '?***' : '';
    return `"${url.protocol}//${credentials}${url.host}${url.pathname}${rest}"`;
}
const CLIENT_ONLY = [
    _names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientVersion,
    _names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientSha256,
    _names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientArgs,
    _names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientCommand,
];
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.identifier]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .optionalText */ .mR)().pipe(IdentifierSchema.optional()),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.readyTimeout]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .wholeNumber */ .rD)({ min: 1, max: 3600, default: 120, unit: 'seconds' }),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientUrl]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .optionalText */ .mR)().transform((value, ctx) => {
        if (value === undefined)
            return undefined;
        const url = URL.canParse(value) ? new URL(value) : undefined;
        if (!url || !['https:', 'http:'].includes(url.protocol)) {
            ctx.addIssue({ code: 'custom', message: `must be an https:// URL, got ${shownUrl(value)}` });
            return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
        }
        // An executable fetched in clear text could be swapped on the way.
        if (url.protocol === 'http:' && !(0,_runtime_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .isLoopbackHost */ .cW)(url.hostname)) {
            ctx.addIssue({
                code: 'custom',
                message: 'must use https:// (http:// is allowed only for localhost, 127.0.0.0/8 and [::1])',
            });
            return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
        }
        return url;
    }),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientVersion]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientSha256]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .optionalText */ .mR)().pipe(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .transform((v) => v.toLowerCase().replace(/^sha256:/, ''))
        .pipe(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/, 'must be 64 hexadecimal digits (a SHA-256)'))
        .optional()),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientArgs]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .optionalText */ .mR)().transform((value, ctx) => {
        const args = splitArgs(value ?? '');
        if (args)
            return args;
        ctx.addIssue({ code: 'custom', message: 'has a quote that is not closed' });
        return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
    }),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientCommand]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.stopSessions]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .oneOf */ .yL)(_runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_0__/* .STOP_SESSIONS_MODES */ .IR, 'auto'),
})
    .superRefine((raw, ctx) => {
    const url = raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientUrl];
    if (!url) {
        for (const name of CLIENT_ONLY) {
            const value = raw[name];
            if (value !== undefined && !(Array.isArray(value) && !value.length))
                ctx.addIssue({ code: 'custom', path: [name], message: `applies only with "${_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientUrl}"` });
        }
        return;
    }
    const kind = clientKindOf(url);
    if (raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientCommand] !== undefined && kind !== 'zip' && kind !== 'tar') {
        ctx.addIssue({
            code: 'custom',
            path: [_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientCommand],
            message: `applies only to an archive (a "${_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientUrl}" ending in .zip, .tar.gz or .tgz)`,
        });
    }
})
    .transform((raw) => {
    const url = raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientUrl];
    return {
        identifier: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.identifier],
        readyTimeoutSeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.readyTimeout],
        stopSessions: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.stopSessions],
        client: url
            ? {
                url,
                kind: clientKindOf(url),
                version: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientVersion],
                sha256: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientSha256],
                args: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientArgs],
                command: raw[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.clientCommand],
            }
            : undefined,
    };
});


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

/***/ 36610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ INSUFFICIENT_CREDITS),
/* harmony export */   s: () => (/* binding */ READ_ONLY)
/* harmony export */ });
/**
 * The meanings the spec's Errors table gives a status on many endpoints, in one place; each resource
 * module adds what a status means on its own endpoints (`meanings` of a request).
 *
 * Maps of meanings are typed, not `as const`: the mutation run (docs/mutation.md) leaves whatever is
 * `as const` unmutated, and what a status means is what its tests must hold.
 */
/** Authentication rule 4: a read-only account gets 403 on everything that creates, changes or triggers. */
const READ_ONLY = { 403: 'the account is read-only' };
/** 402 on the trigger and schedule endpoints. */
const INSUFFICIENT_CREDITS = { 402: 'insufficient credits' };


/***/ }),

/***/ 93916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ testRefOf),
/* harmony export */   QO: () => (/* binding */ appKeyOf),
/* harmony export */   TH: () => (/* binding */ idOf),
/* harmony export */   _F: () => (/* binding */ storageRefOf),
/* harmony export */   tw: () => (/* binding */ buildRefOf)
/* harmony export */ });
/* harmony import */ var _transport_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53655);

/**
 * The spec's reference quirks, handled once: app keys with or without their storage scheme, builds by
 * numeric ID or `capabilities.build` string, tests by numeric ID or WebDriver session UUID.
 */
/** `cloud://abc123` or `abc123` \u2192 `abc123`. */
function appKeyOf(value) {
    const trimmed = value.trim();
    const match = /^[a-z][a-z0-9+.-]*:\/\/(.*)$/i.exec(trimmed);
    const key = match?.[1] ?? trimmed;
    if (!key || /[/\s?#]/.test(key))
        throw new TypeError(`"${value}" is not an app key (expected KEY or scheme://KEY)`);
    return (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentValue */ .bo)(key, 'an app key');
}
/** A build: its numeric ID or the `capabilities.build` identifier; never empty, `.` or `..`. */
function buildRefOf(value) {
    return (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentValue */ .bo)(String(value).trim(), 'a build reference');
}
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
/** A test: numeric ID (from 1, ASSUMPTIONS.positiveIds) or WebDriver session ID (UUID, with or without dashes). */
function testRefOf(value) {
    const ref = String(value).trim();
    if (/^\d+$/.test(ref))
        return String(idOf(ref, 'test id'));
    if (UUID.test(ref))
        return ref;
    throw new TypeError(`"${value}" is not a test reference (expected a numeric test ID or a WebDriver session UUID)`);
}
/** A positive numeric ID: an int32 path parameter of the spec, from 1 (ASSUMPTIONS.positiveIds). */
function idOf(value, what) {
    const n = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 2147483647)
        throw new TypeError(`${what} must be a positive whole number, got "${value}"`);
    return n;
}
/** A stored app: its numeric storage ID or its app key (bare or `scheme://KEY`); both are one path segment. */
function storageRefOf(value) {
    return typeof value === 'number' ? String(idOf(value, 'storage id')) : appKeyOf(value);
}


/***/ }),

/***/ 8164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HA: () => (/* binding */ int32),
/* harmony export */   ZZ: () => (/* binding */ pageOf),
/* harmony export */   an: () => (/* binding */ LenientRecordSchema),
/* harmony export */   to: () => (/* binding */ AckSchema),
/* harmony export */   vE: () => (/* binding */ timestamp),
/* harmony export */   xf: () => (/* binding */ positiveId)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55491);

/** int32 as the spec types IDs and counters. */
const int32 = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(-2147483648).max(2147483647);
/** Timestamps are ISO 8601 strings per the spec; their exact form varies, so they stay strings. */
const timestamp = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP();
const AckSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ success: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY() });
/**
 * Positive int32: an ID the service returns and a later step uses (a tunnel to delete, a job to poll);
 * the spec gives IDs no lower bound (ASSUMPTIONS.positiveIds).
 */
const positiveId = int32.min(1, 'expected a positive whole number (an ID)');
/** Items skipped, returned and listed: never negative, or the walk over the list could not be trusted. */
const countOf = int32.min(0);
const MetaSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ offset: countOf, count: countOf, total: countOf });
/** What a JSON value is, in zod's words: `array`, `null`, `string`, \u2026 */
const kindOf = (value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
/**
 * A record the spec leaves "not shown": any object, every field kept, none required.
 * Actions read such records only through an adapter that treats what is missing as unknown.
 * Taken as it is, not copied field by field: a build's pages hold 100,000 records, and a copy of
 * each (`z.looseObject`) was the largest share of the memory reading them churned through.
 */
const LenientRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .custom */ .IeY((value) => kindOf(value) === 'object', {
    error: (issue) => `Invalid input: expected object, received ${kindOf(issue.input)}`,
});
/**
 * A list answer. Where the spec shows the `{ data, meta }` envelope (`enveloped`), only that is read;
 * elsewhere the envelope is open and a bare array is accepted too (ASSUMPTIONS.bareLists), its meta left
 * to the walk over it (src/api/transport/pagination.ts) rather than guessed from its length.
 */
function pageOf(item, options = {}) {
    const envelope = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ data: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item), meta: MetaSchema });
    const schema = options.enveloped
        ? envelope
        : zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([envelope, zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item).transform((data) => ({ data }))]);
    return schema;
}


/***/ }),

/***/ 53655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bo: () => (/* binding */ segmentValue),
/* harmony export */   wE: () => (/* binding */ route)
/* harmony export */ });
/* unused harmony export pathSegment */
/**
 * Request paths. A value placed in a path is one whole segment: escaped, and never empty, `.` or `..`,
 * which a URL resolves away (`/v1/builds/..` is `/v1/`), sending the request to another endpoint.
 */
/** The value, unless it would not stay one path segment: then a TypeError naming what it was meant to be. */
function segmentValue(value, what = 'a path parameter') {
    const text = String(value);
    if (text === '' || text === '.' || text === '..') {
        const shown = text ? `"${text}"` : 'empty';
        throw new TypeError(`${what} must not be ${shown}: it would change the request's path`);
    }
    return text;
}
/** The value as one escaped path segment. */
function pathSegment(value, what) {
    return encodeURIComponent(segmentValue(value, what));
}
/** Tagged template that makes every interpolated value one checked path segment: route`/v1/tunnel/${id}`. */
function route(strings, ...params) {
    return strings.reduce((path, part, i) => path + part + (i < params.length ? pathSegment(params[i] ?? '') : ''), '');
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
