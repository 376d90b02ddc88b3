export const id = 38;
export const ids = [38];
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

/***/ 37038:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/runtime/runtime.ts + 13 modules
var runtime = __webpack_require__(7490);
// EXTERNAL MODULE: ./src/actions/start-tunnel/inputs.ts
var start_tunnel_inputs = __webpack_require__(80564);
// EXTERNAL MODULE: ./src/actions/start-tunnel/names.ts
var names = __webpack_require__(75497);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/runtime/inputs.ts
var inputs = __webpack_require__(12291);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/tunnels.ts
var tunnels = __webpack_require__(27779);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/@actions/tool-cache/lib/tool-cache.js + 2 modules
var tool_cache = __webpack_require__(59805);
// EXTERNAL MODULE: ./src/actions/start-tunnel/process.ts
var start_tunnel_process = __webpack_require__(45196);
;// CONCATENATED MODULE: ./src/actions/start-tunnel/client.ts









/** Recorded beside a cached client: the SHA-256 its download had. */
const MARKER = '.cloudtest-client.json';
/** The tool cache folder is per download address, so two clients under one version never mix. */
const TOOL_PREFIX = 'cloudtest-tunnel-client';
async function prepareClient(client, ctx) {
    const dir = await obtain(client, ctx);
    return programIn(dir, client, ctx.env);
}
async function obtain(client, ctx) {
    const tool = `${TOOL_PREFIX}-${sha256(client.url.origin + client.url.pathname).slice(0, 12)}`;
    const version = client.version ? cacheVersionOf(client.version) : undefined;
    if (version) {
        const cached = tool_cache/* find */.I6(tool, version);
        if (cached) {
            if (!client.sha256 || recordedSha256(cached) === client.sha256) {
                ctx.log.info(`Using tunnel client ${client.version} from the tool cache.`);
                return cached;
            }
            ctx.log.info(`The cached tunnel client ${client.version} does not match client-sha256; downloading it again.`);
        }
    }
    else {
        ctx.log.info('No client-version given: the tunnel client is downloaded on every run, not cached.');
    }
    ctx.log.info(`Downloading the tunnel client from ${shown(client.url)}`);
    const work = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(ctx.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'cloudtest-client-'));
    const name = fileNameOf(client.url);
    let file;
    try {
        file = await tool_cache/* downloadTool */.bq(client.url.href, (0,external_node_path_.join)(work, 'download', name));
    }
    catch (error) {
        throw new Error(`Could not download the tunnel client from ${shown(client.url)}: ${(0,errors/* messageOf */.bD)(error)}`, {
            cause: error,
        });
    }
    const actual = await sha256OfFile(file);
    if (client.sha256 && actual !== client.sha256) {
        throw new Error(`The tunnel client downloaded from ${shown(client.url)} has SHA-256 ${actual}, but client-sha256 requires ${client.sha256}; it was not run.`);
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
        if (client.kind === 'file')
            (0,external_node_fs_.chmodSync)((0,external_node_path_.join)(staged, name), 0o755);
    }
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(staged, MARKER), JSON.stringify({ sha256: actual }));
    return version ? tool_cache/* cacheDir */.e8(staged, tool, version) : staged;
}
/**
 * The tool cache keys by semantic version, and finds nothing under any other text. A valid prerelease
 * of 0.0.0 made from the given version keeps every `client-version` (`4.9`, `latest`) a key of its
 * own: readable letters, and a hash so `4.9` and `4-9` stay apart.
 */
function cacheVersionOf(version) {
    const readable = version.replace(/[^0-9A-Za-z-]+/g, '-').slice(0, 40);
    return `0.0.0-v${readable}.k${sha256(version).slice(0, 8)}`;
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
function programIn(dir, client, env) {
    if (client.kind === 'jar')
        return javaJar((0,external_node_path_.join)(dir, fileNameOf(client.url)), env);
    if (client.kind === 'file')
        return { command: (0,external_node_path_.join)(dir, fileNameOf(client.url)), args: [] };
    const entry = client.command ? namedFile(dir, client.command) : onlyExecutable(dir);
    return entry.toLowerCase().endsWith('.jar') ? javaJar(entry, env) : { command: entry, args: [] };
}
function javaJar(jar, env) {
    const java = (0,start_tunnel_process/* findJava */.eF)(env);
    if (!java) {
        throw new Error('The tunnel client is a .jar, but no Java was found (neither JAVA_HOME nor java on PATH): add a step with actions/setup-java before this one.');
    }
    return { command: java, args: ['-jar', jar] };
}
/** `client-command`: a path inside the archive, or the end of one (`bin/tunnel` in `client-4.9/bin/tunnel`). */
function namedFile(dir, command) {
    const wanted = command.replaceAll('\\', '/').replace(/^\.?\//, '');
    const suffixes = process.platform === 'win32' && !/\.[a-z0-9]+$/i.test(wanted) ? ['', '.exe'] : [''];
    const files = filesIn(dir);
    const matches = files.filter(({ path }) => suffixes.some((suffix) => path === wanted + suffix || path.endsWith(`/${wanted}${suffix}`)));
    if (matches.length === 1 && matches[0])
        return matches[0].full;
    if (!matches.length)
        throw new Error(`Input "${names/* INPUTS */.mc.clientCommand}": the archive holds no file "${command}".`);
    throw new Error(`Input "${names/* INPUTS */.mc.clientCommand}": "${command}" matches several files in the archive (${list(matches)}); give its full path inside the archive.`);
}
/** The archive's only executable file; failing that, its only .jar. */
function onlyExecutable(dir) {
    const files = filesIn(dir);
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
function filesIn(dir) {
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
        const executable = process.platform === 'win32' ? /\.exe$/i.test(entry.name) : (stat.mode & 0o111) !== 0;
        files.push({ path: (0,external_node_path_.relative)(dir, full).split(external_node_path_.sep).join('/'), full, executable });
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
/** The address without its query: a signed download URL carries its token there. */
function shown(url) {
    return `${url.origin}${url.pathname}`;
}
function sha256(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
}
async function sha256OfFile(file) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for await (const chunk of (0,external_node_fs_.createReadStream)(file))
        hash.update(chunk);
    return hash.digest('hex');
}

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
    const job = (env.GITHUB_JOB?.trim() || 'job').replace(/[^A-Za-z0-9_.-]+/g, '-').slice(0, 40);
    return `gh-${runId}-${attempt}-${job}-${random()}`;
}

// EXTERNAL MODULE: ./src/runtime/deadline.ts
var runtime_deadline = __webpack_require__(94506);
;// CONCATENATED MODULE: ./src/actions/start-tunnel/wait.ts

class ReadyTimeoutError extends Error {
    name = 'ReadyTimeoutError';
}
/** How long past the deadline a look may still take: the last one happens at the deadline itself. */
const LOOK_GRACE_MS = 1_000;
/**
 * Looks at the tunnel every `intervalMs` until it is ready, never waiting past `timeoutSeconds`: the
 * last pause is cut to the deadline so one last look happens there, and a look still unanswered a
 * moment after the deadline is aborted (a hanging service cannot stretch the wait). Logs each new
 * state once.
 */
async function waitUntilReady(o) {
    const deadline = new runtime_deadline/* Deadline */.B(o.clock, o.timeoutSeconds * 1000);
    const What = o.what.charAt(0).toUpperCase() + o.what.slice(1);
    const timedOut = () => new ReadyTimeoutError(`${What} was not READY within ${o.timeoutSeconds} s (last state seen: ${last}). Raise ready-timeout if it needs longer.`);
    const cancelled = () => new Error(`Stopped waiting for ${o.what}: the step was cancelled.`);
    let last = 'none yet';
    for (;;) {
        o.check?.();
        const callLimit = deadline.callLimit(LOOK_GRACE_MS);
        let probe;
        try {
            probe = await o.probe(AbortSignal.any([o.signal, callLimit]));
        }
        catch (error) {
            o.check?.();
            if (o.signal.aborted)
                throw cancelled();
            if (callLimit.aborted)
                throw timedOut();
            throw error;
        }
        if (probe.ready !== undefined)
            return probe.ready;
        if (probe.state !== last)
            o.log.info(`${What}: ${probe.state}`);
        last = probe.state;
        if (deadline.passed())
            throw timedOut();
        try {
            await deadline.pause(o.intervalMs, o.wake ? AbortSignal.any([o.signal, o.wake]) : o.signal);
        }
        catch {
            if (o.signal.aborted)
                throw cancelled();
            // Woken early: the next round's check says why.
        }
    }
}

;// CONCATENATED MODULE: ./src/actions/start-tunnel/run.ts












const TRANSITION = 'in transition (HTTP 500)';
async function run(inputs, ctx) {
    const timing = { ...start_tunnel_inputs/* DEFAULT_TIMING */.ft, ...ctx.timing };
    const tunnel = inputs.client
        ? await startClientTunnel(inputs, inputs.client, ctx, timing)
        : await startApiTunnel(inputs, ctx, timing);
    ctx.log.info(`Tunnel ${tunnel.id} ("${tunnel.identifier}") is ${tunnel.state}.`);
    return {
        outputs: {
            [names/* OUTPUTS */.py.tunnelId]: String(tunnel.id),
            [names/* OUTPUTS */.py.tunnelIdentifier]: tunnel.identifier,
            [names/* OUTPUTS */.py.tunnelState]: tunnel.state,
        },
        env: {
            [names/* EXPORTED_ENV */.eN.tunnelId]: String(tunnel.id),
            [names/* EXPORTED_ENV */.eN.tunnelIdentifier]: tunnel.identifier,
        },
    };
}
/** API mode: the service starts and names the tunnel; GET answers 500 until it settles. */
async function startApiTunnel(inputs, ctx, timing) {
    ctx.saveState(names/* STATE */.c4.mode, 'api');
    if (inputs.identifier) {
        ctx.log.warning(`Input "${names/* INPUTS */.mc.identifier}" names the tunnel only in client mode (with "${names/* INPUTS */.mc.clientUrl}"); in API mode the service names it (see the tunnel-identifier output).`);
    }
    let created;
    try {
        created = await ctx.client.tunnels.create();
    }
    catch (error) {
        if (error instanceof errors/* ServiceError */._7 && error.status === 402) {
            throw new Error((0,errors/* withHint */.mu)(error, 'Stop a tunnel the account no longer needs, or raise its tunnel quota; the create was not retried.'), { cause: error });
        }
        throw error;
    }
    ctx.saveState(names/* STATE */.c4.tunnelId, String(created.id));
    ctx.saveState(names/* STATE */.c4.identifier, created.identifier);
    ctx.log.info(`Created tunnel ${created.id} ("${created.identifier}"); waiting up to ${inputs.readyTimeoutSeconds} s for it to be READY.`);
    if (created.state === tunnels/* TUNNEL_READY */.xb)
        return created;
    return waitUntilReady({
        what: `tunnel ${created.id}`,
        timeoutSeconds: inputs.readyTimeoutSeconds,
        intervalMs: timing.pollIntervalMs,
        clock: ctx.clock,
        log: ctx.log,
        signal: ctx.signal,
        probe: async (signal) => {
            let tunnel;
            try {
                tunnel = await ctx.client.tunnels.get(created.id, signal);
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
/**
 * Client mode: our client opens the tunnel under our identifier; it is ready when the service lists
 * it READY (and the client wrote its ready file, when asked to).
 */
async function startClientTunnel(inputs, client, ctx, timing) {
    const identifier = inputs.identifier ?? defaultIdentifier(ctx.env);
    ctx.saveState(names/* STATE */.c4.mode, 'client');
    ctx.saveState(names/* STATE */.c4.identifier, identifier);
    refuseCredentials(client.args, ctx.settings);
    const program = await prepareClient(client, ctx);
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(ctx.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'cloudtest-tunnel-'));
    const logFile = (0,external_node_path_.join)(dir, 'tunnel.log');
    const readyFile = (0,external_node_path_.join)(dir, 'ready');
    const args = (0,start_tunnel_process/* substitutePlaceholders */.pr)(client.args, { identifier, readyfile: readyFile, logfile: logFile });
    const awaitReadyFile = client.args.some((arg) => arg.includes('{readyfile}'));
    // A tunnel already running under this name belongs to someone else: never take it for ours.
    const foreign = new Set((await ctx.client.tunnels.list()).filter((t) => t.identifier === identifier).map((t) => t.id));
    if (foreign.size) {
        ctx.saveState(names/* STATE */.c4.foreignTunnelIds, [...foreign].join(','));
        ctx.log.warning(`A tunnel named "${identifier}" is already running (${[...foreign].join(', ')}); it is not this step's and is left alone. Give each job its own identifier.`);
    }
    const command = [program.command, ...program.args, ...args];
    ctx.log.info(`Starting the tunnel client for "${identifier}"; it logs to ${logFile}`);
    // Safe to show: no credential can be on it (refuseCredentials).
    ctx.log.info(`Command line: ${command.map((part) => (/^[^\s"']+$/.test(part) ? part : `"${part}"`)).join(' ')}`);
    ctx.saveState(names/* STATE */.c4.clientLog, logFile);
    const proc = await (0,start_tunnel_process/* startClient */.eQ)({
        command: program.command,
        args: command.slice(1),
        cwd: dir,
        env: (0,start_tunnel_process/* clientEnvironment */.B5)(ctx.env, ctx.settings, identifier),
        logFile,
    });
    ctx.saveState(names/* STATE */.c4.clientPid, String(proc.pid));
    let savedId;
    return waitUntilReady({
        what: `tunnel "${identifier}"`,
        timeoutSeconds: inputs.readyTimeoutSeconds,
        intervalMs: timing.pollIntervalMs,
        clock: ctx.clock,
        log: ctx.log,
        signal: ctx.signal,
        wake: proc.ended,
        check: () => {
            if (proc.exit)
                throw clientExited(proc, logFile, ctx);
        },
        probe: async (signal) => {
            const ours = (await ctx.client.tunnels.list(signal)).filter((t) => t.identifier === identifier && !foreign.has(t.id));
            const tunnel = ours.find((t) => t.state === tunnels/* TUNNEL_READY */.xb) ?? ours.at(-1);
            if (!tunnel)
                return { state: 'not listed by the service yet' };
            if (tunnel.id !== savedId) {
                ctx.saveState(names/* STATE */.c4.tunnelId, String(tunnel.id));
                savedId = tunnel.id;
            }
            if (tunnel.state !== tunnels/* TUNNEL_READY */.xb)
                return { state: tunnel.state };
            if (awaitReadyFile && !(0,external_node_fs_.existsSync)(readyFile))
                return { state: 'READY at the service; waiting for the client to write its ready file' };
            return { ready: tunnel, state: tunnel.state };
        },
    });
}
/** Checked before anything is downloaded or started. */
function refuseCredentials(args, settings) {
    const secrets = [settings.key, settings.secret].filter(Boolean);
    if (args.some((arg) => secrets.some((secret) => arg.includes(secret)))) {
        throw new inputs/* InputError */.dz(`Input "${names/* INPUTS */.mc.clientArgs}" holds the key or secret; remove it: the client finds them in its environment (CLOUDTEST_KEY, CLOUDTEST_SECRET), while a command line is visible to every process on the machine.`);
    }
}
function clientExited(proc, logFile, ctx) {
    const how = proc.exit?.signal ? `was killed by ${proc.exit.signal}` : `exited with code ${proc.exit?.code}`;
    const last = (0,start_tunnel_process/* printTail */.yP)(logFile, ctx.log).at(-1)?.trim();
    return new Error(`The tunnel client ${how} before the tunnel was READY${last ? `; its log ends with: ${last}` : ' and logged nothing'}.`);
}

;// CONCATENATED MODULE: ./src/actions/start-tunnel/main.ts




const main = () => (0,runtime/* runMainEntry */.L7)({ action: names/* ACTION */.hr, inputs: names/* INPUT_NAMES */.Qh, schema: start_tunnel_inputs/* InputsSchema */.xd, run: run });


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


/***/ }),

/***/ 94506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ Deadline)
/* harmony export */ });
/**
 * The time-keeping of a bounded wait, on the step's clock: pauses are cut to the deadline, so the
 * last look happens at the deadline itself, and a call can be given a limit a grace period past it,
 * so a service that stops answering cannot stretch the wait.
 */
class Deadline {
    clock;
    at;
    constructor(clock, ms) {
        this.clock = clock;
        this.at = clock.now() + ms;
    }
    remaining() {
        return this.at - this.clock.now();
    }
    passed() {
        return this.remaining() <= 0;
    }
    /** Aborts `graceMs` after the deadline: the limit of one call made before it. */
    callLimit(graceMs) {
        return AbortSignal.timeout(Math.max(this.remaining(), 0) + graceMs);
    }
    /** Sleeps `ms`, or until the deadline if that comes first; rejects when `signal` aborts. */
    pause(ms, signal) {
        return this.clock.sleep(Math.max(0, Math.min(ms, this.remaining())), signal);
    }
}


/***/ })

};
