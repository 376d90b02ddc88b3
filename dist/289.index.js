export const id = 289;
export const ids = [289];
export const modules = {

/***/ 65289:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/tunnels.ts
var tunnels = __webpack_require__(27779);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/runtime/inputs.ts
var inputs = __webpack_require__(12291);
// EXTERNAL MODULE: ./src/api/credentials.ts
var api_credentials = __webpack_require__(2202);
// EXTERNAL MODULE: ./src/runtime/url-secrets.ts
var url_secrets = __webpack_require__(95901);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/@actions/tool-cache/lib/tool-cache.js + 2 modules
var tool_cache = __webpack_require__(59805);
// EXTERNAL MODULE: ./src/actions/start-tunnel/inputs.ts
var start_tunnel_inputs = __webpack_require__(80564);
// EXTERNAL MODULE: ./src/actions/start-tunnel/names.ts
var names = __webpack_require__(75497);
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
    let file;
    try {
        file = await tool_cache/* downloadTool */.bq(client.url.href, (0,external_node_path_.join)(work, 'download', name));
    }
    catch (error) {
        throw new Error(`Could not download the tunnel client from ${(0,url_secrets/* shownUrl */.z)(client.url)}: ${(0,errors/* messageOf */.bD)(error)}`, {
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

// EXTERNAL MODULE: ./src/actions/start-tunnel/log-tail.ts
var log_tail = __webpack_require__(62314);
// EXTERNAL MODULE: ./src/actions/start-tunnel/ownership.ts
var ownership = __webpack_require__(48108);
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
        return { tunnel: await untilReady(proc, ours, inputs, ctx, timing), logFile: proc.logFile };
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
async function untilReady(proc, ours, inputs, ctx, timing) {
    let savedId;
    return waitUntilReady({
        what: `tunnel "${ours.identifier}"`,
        timeoutSeconds: inputs.readyTimeoutSeconds,
        intervalMs: timing.pollIntervalMs,
        clock: ctx.clock,
        log: ctx.log,
        signal: ctx.signal,
        wake: proc.ended,
        check: () => {
            if (proc.exit)
                throw clientExited(proc, ctx, ours.secrets);
        },
        probe: async (signal) => {
            const listed = (await ctx.client.tunnels.list(signal)).filter((t) => t.identifier === ours.identifier && !ours.foreign.has(t.id));
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
        (0,api_credentials/* basicAuthorization */.a)(credentials),
        (0,api_credentials/* basicAuthorization */.a)(credentials).replace(/^Basic /, ''),
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
