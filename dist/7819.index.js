export const id = 7819;
export const ids = [7819];
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
/* harmony import */ var _runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67313);
/* harmony import */ var _runtime_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35051);


const ACTION = 'start-tunnel';
const INPUTS = {
    identifier: 'identifier',
    readyTimeout: 'ready-timeout',
    clientUrl: 'client-url',
    clientVersion: 'client-version',
    clientSha256: 'client-sha256',
    clientArgs: 'client-args',
    clientCommand: 'client-command',
    stopSessions: _runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_0__/* .STOP_SESSIONS_INPUT */ .MB,
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
    apiUrl: _runtime_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_SETTINGS */ .Ky.apiUrl.env,
    key: _runtime_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_SETTINGS */ .Ky.key.env,
    secret: _runtime_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_SETTINGS */ .Ky.secret.env,
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
/* harmony import */ var _codeless_sessions_left_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26013);
/* harmony import */ var _runtime_github_runtime_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16833);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75497);



// The teardown code loads only when main started something: a post step with nothing to do starts
// fast. The job's sessions still running are stopped first, while the tunnel they may use is up.
const main = () => (0,_runtime_github_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .runPostEntry */ .GW)(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTION */ .hr, async (ctx) => {
    await (0,_codeless_sessions_left_js__WEBPACK_IMPORTED_MODULE_0__/* .stopSessionsLeft */ .l)(ctx);
    if (!ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.mode))
        return ctx.log.info(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .NOTHING_STARTED */ .AN);
    return (await Promise.all(/* import() */[__webpack_require__.e(2487), __webpack_require__.e(6473)]).then(__webpack_require__.bind(__webpack_require__, 66473))).teardown(ctx);
});


/***/ }),

/***/ 26013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ stopSessionsLeft)
/* harmony export */ });
/* harmony import */ var _runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67313);

/**
 * The first work of the post step of a job's first step of ours that takes `stop-sessions`: the
 * sessions of the build its main claimed, still running, stopped (src/runtime/job-sessions.ts). Light:
 * the stopping's code loads only when main claimed a build.
 */
async function stopSessionsLeft(ctx) {
    const build = (0,_runtime_job_sessions_js__WEBPACK_IMPORTED_MODULE_0__/* .sessionsBuildOf */ .v7)(ctx.getState);
    if (!build)
        return;
    const { stopBuildSessions } = await Promise.all(/* import() */[__webpack_require__.e(9762), __webpack_require__.e(2487), __webpack_require__.e(4852)]).then(__webpack_require__.bind(__webpack_require__, 94852));
    await stopBuildSessions(build, ctx);
}


/***/ }),

/***/ 46230:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   debug: () => (/* binding */ debug),
/* harmony export */   error: () => (/* binding */ error),
/* harmony export */   exportVariable: () => (/* binding */ exportVariable),
/* harmony export */   getInput: () => (/* binding */ getInput),
/* harmony export */   getState: () => (/* binding */ getState),
/* harmony export */   info: () => (/* binding */ info),
/* harmony export */   notice: () => (/* binding */ notice),
/* harmony export */   saveState: () => (/* binding */ saveState),
/* harmony export */   setFailed: () => (/* binding */ setFailed),
/* harmony export */   setOutput: () => (/* binding */ setOutput),
/* harmony export */   setSecret: () => (/* binding */ setSecret),
/* harmony export */   warning: () => (/* binding */ warning)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _text_workflow_commands_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7929);
// What a step reads from the runner and tells it (docs/github-facts.md): inputs from INPUT_*, state
// from STATE_*, workflow commands on standard output, and file commands appended to GITHUB_OUTPUT,
// GITHUB_STATE and GITHUB_ENV, written as @actions/core 3 writes them. Not through @actions/core
// itself: it loads an HTTP client (undici), exec and io with it, a megabyte every step would parse
// before its first line (`npm run bench -- --only start`).




const write = (line) => {
    process.stdout.write(`${line}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`);
};
/** An input as the runner gives it (`INPUT_<NAME>`, spaces as `_`), trimmed; empty when not given. */
const getInput = (name) => (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
/** What main saved for the post step (`STATE_<name>`); empty when nothing was. */
const getState = (name) => process.env[`STATE_${name}`] ?? '';
const info = (message) => write(message);
const debug = (message) => write((0,_text_workflow_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .gitHubCommand */ .x)('debug', message));
const warning = (message, place) => write((0,_text_workflow_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .gitHubAnnotation */ .R)('warning', message, place));
const error = (message, place) => write((0,_text_workflow_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .gitHubAnnotation */ .R)('error', message, place));
const notice = (message, place) => write((0,_text_workflow_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .gitHubAnnotation */ .R)('notice', message, place));
/** Masks `secret` in every later line of the job's log. */
const setSecret = (secret) => write((0,_text_workflow_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .gitHubCommand */ .x)('add-mask', secret));
/** The step fails (exit code 1) with `message` as its error. */
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
/**
 * `name<<delimiter`, the value, the delimiter: a file command that any value (several lines
 * included) passes through whole; without the file, the older workflow command.
 */
function fileCommand(file, command, name, value) {
    const path = process.env[`GITHUB_${file}`];
    if (!path) {
        if (file === 'OUTPUT')
            write('');
        write((0,_text_workflow_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .gitHubCommand */ .x)(command, value, { name }));
        return;
    }
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(path))
        throw new Error(`Missing file at path: ${path}`);
    const delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
    if (name.includes(delimiter) || value.includes(delimiter))
        throw new Error(`Unexpected input: the name or value of ${name} holds the delimiter "${delimiter}"`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.appendFileSync)(path, `${name}<<${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}${value}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`, { encoding: 'utf8' });
}
const setOutput = (name, value) => fileCommand('OUTPUT', 'set-output', name, value);
const saveState = (name, value) => fileCommand('STATE', 'save-state', name, value);
/** A variable for this step's process and the job's later steps. */
function exportVariable(name, value) {
    process.env[name] = value;
    fileCommand('ENV', 'set-env', name, value);
}


/***/ }),

/***/ 16833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l0: () => (/* binding */ passesEntryChecks),
  Vv: () => (/* binding */ runGitHubEntry),
  L7: () => (/* binding */ runMainEntry),
  GW: () => (/* binding */ runPostEntry)
});

// UNUSED EXPORTS: serviceFor

// EXTERNAL MODULE: ./src/api/transport/proxy-settings.ts
var proxy_settings = __webpack_require__(64982);
// EXTERNAL MODULE: ./src/version.ts + 1 modules
var version = __webpack_require__(71013);
// EXTERNAL MODULE: ./src/runtime/clock.ts
var clock = __webpack_require__(19842);
// EXTERNAL MODULE: ./src/runtime/inputs.ts
var runtime_inputs = __webpack_require__(12291);
// EXTERNAL MODULE: ./src/runtime/job-identity.ts
var job_identity = __webpack_require__(15510);
// EXTERNAL MODULE: ./src/runtime/job-sessions.ts
var job_sessions = __webpack_require__(67313);
// EXTERNAL MODULE: ./src/runtime/settings.ts
var runtime_settings = __webpack_require__(35051);
// EXTERNAL MODULE: ./src/runtime/github/commands.ts
var commands = __webpack_require__(46230);
;// CONCATENATED MODULE: ./src/runtime/github/connector.ts
/** The step's way to GitHub (src/runtime/github/client.ts): the token masked, one client per token, made on first use. */
function gitHubConnector(ctx) {
    const clients = new Map();
    return (token) => {
        const trimmed = token?.trim();
        if (!trimmed)
            return Promise.resolve(undefined);
        let client = clients.get(trimmed);
        if (!client) {
            ctx.setSecret(trimmed);
            client = makeClient(trimmed, ctx);
            clients.set(trimmed, client);
        }
        return client;
    };
}
/** The client module (Octokit, undici) loads here, on the first report: never at a step's start. */
async function makeClient(token, ctx) {
    const { createGitHubClient } = await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(5227)]).then(__webpack_require__.bind(__webpack_require__, 45227));
    return createGitHubClient(token, ctx.env, ctx.log);
}

// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(67388);
;// CONCATENATED MODULE: ./src/runtime/github/logger.ts


/**
 * The runner's log: every line of every action goes through here. Plain lines go out as they are, so
 * they pass through `logText` (text from the service or a file name could otherwise hold a workflow
 * command); debug lines and annotations are workflow commands whose data is escaped (commands.ts).
 */
const coreLogger = {
    debug: (m) => commands.debug(m),
    info: (m) => commands.info((0,text_escape/* logText */.kc)(m)),
    warning: (m, p) => commands.warning(m, p),
    error: (m, p) => commands.error(m, p),
    notice: (m, p) => commands.notice(m, p),
};

;// CONCATENATED MODULE: ./src/runtime/github/runtime.ts










/** The step's context; `warnOfMatrix` in main only, so a post step does not repeat main's warning. */
function runnerContext(signal, warnOfMatrix = false) {
    const setSecret = (secret) => commands.setSecret(secret);
    const env = process.env;
    // A proxy's password is a credential of the job: masked before anything can print it.
    for (const secret of (0,proxy_settings/* proxySecretsOf */.PB)(env))
        setSecret(secret);
    return {
        log: coreLogger,
        clock: clock/* systemClock */.m,
        signal,
        env,
        saveState: (name, value) => commands.saveState(name, value),
        getState: (name) => commands.getState(name),
        setSecret,
        github: gitHubConnector({ env, log: coreLogger, setSecret }),
        job: {
            ...(0,job_identity/* jobIdentityOf */.lF)(env, commands.getInput(job_identity/* MATRIX_INPUT */.$e), warnOfMatrix ? coreLogger.warning : undefined),
            ...(0,job_identity/* placeOf */.$t)(commands.getInput(job_identity/* STRATEGY_INPUT */.dJ)),
        },
    };
}
/**
 * The build name for the job's tests, exported as CLOUDTEST_BUILD by the first of our steps in a job
 * (later steps and the tests themselves read it); a name the user set is left alone.
 */
function buildVariable(ctx) {
    if (ctx.env[job_identity/* BUILD_VARIABLE */.oz]?.trim())
        return {};
    const name = (0,job_identity/* defaultBuildName */.PP)(ctx.job);
    if (!name)
        return {};
    ctx.log.info(`Build name for this job's tests: ${name} (exported as ${job_identity/* BUILD_VARIABLE */.oz}).`);
    return { [job_identity/* BUILD_VARIABLE */.oz]: name };
}
/** How long a cancelled main step may take to stop before it is ended regardless. */
const CANCEL_GRACE_MS = 2_000;
/**
 * The runner sends SIGINT, then SIGTERM, on cancel; either aborts the step's work. With
 * `forceExitAfterMs`, a step still running that long after the signal is ended: a wait that takes no
 * signal (the tool cache's download of a tunnel client) must not hold up a cancelled step.
 */
function cancellation(options = {}) {
    const controller = new AbortController();
    let forced;
    const onSignal = (name) => {
        if (!controller.signal.aborted)
            commands.info(`Received ${name}: cancelling.`);
        controller.abort(new Error(`cancelled by ${name}`));
        if (options.forceExitAfterMs !== undefined && !forced) {
            // Unreferenced: a step that ends by itself meanwhile is not held up by it.
            forced = setTimeout(() => {
                if (process.exitCode !== 1)
                    commands.setFailed('The step was cancelled.');
                process.exit(1);
            }, options.forceExitAfterMs).unref();
        }
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    return {
        signal: controller.signal,
        dispose: () => {
            process.off('SIGINT', onSignal);
            process.off('SIGTERM', onSignal);
        },
    };
}
/**
 * The service client's module, loaded only once the settings and inputs are checked: the HTTP stack
 * and the endpoint schemas are most of the bundle, and a step that stops at a bad input needs neither.
 */
const clientModule = () => Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(9762), __webpack_require__.e(2487), __webpack_require__.e(181), __webpack_require__.e(7672)]).then(__webpack_require__.bind(__webpack_require__, 96724));
/** The service settings from the step's inputs and environment, checked, every secret form masked. */
const settingsOf = (ctx) => (0,runtime_settings/* readServiceSettings */.$j)((name) => commands.getInput(name), ctx.env, ctx.setSecret);
/** The settings, checked and masked, and a client of the service made from them. */
async function serviceFor(ctx, action) {
    const settings = settingsOf(ctx);
    return { settings, client: clientFor(settings, (await clientModule()).createServiceClient, ctx, action) };
}
function clientFor(settings, createServiceClient, ctx, action) {
    return createServiceClient({
        baseUrl: settings.apiUrl,
        credentials: { key: settings.key, secret: settings.secret },
        userAgent: `${version/* USER_AGENT */._O} (${action})`,
        logger: ctx.log,
        signal: ctx.signal,
        maskSecret: ctx.setSecret,
    });
}
/** The failure of the entry's checks said on the step's check run, when the action reports to one. */
async function sayFailedChecks(spec, error, ctx) {
    if (!spec.failedChecks)
        return;
    try {
        await (await spec.failedChecks())(error, ctx, (name) => commands.getInput(name));
    }
    catch (again) {
        commands.warning(`${spec.action}: the check run could not say why the step failed: ${failureMessage(again)}`);
    }
}
/** `checks()`, its failure said on the step's check run before it is thrown on. */
async function checkedOrSaid(spec, ctx, checks) {
    try {
        return checks();
    }
    catch (error) {
        await sayFailedChecks(spec, error, ctx);
        throw error;
    }
}
/**
 * A main entry's checks alone, for an entry whose work runs elsewhere (a worker thread): the settings
 * (every secret form masked) and the inputs, as `runMainEntry` reads them first. False, the step
 * failed in one line (and said on its check run), when one does not pass; the entry's start is not
 * run then, so what it says before its checks (a `matrix` it cannot use) is said here.
 */
async function passesEntryChecks(spec) {
    try {
        const setSecret = (secret) => commands.setSecret(secret);
        for (const secret of (0,proxy_settings/* proxySecretsOf */.PB)(process.env))
            setSecret(secret);
        checkedEntry(spec, process.env, setSecret);
        return true;
    }
    catch (error) {
        const { signal, dispose } = cancellation();
        try {
            const ctx = runnerContext(signal, true);
            commands.setFailed(failureMessage(error));
            await sayFailedChecks(spec, error, ctx);
        }
        finally {
            dispose();
        }
        return false;
    }
}
/** The settings, checked and masked, then the inputs, checked: what a main entry reads first. */
function checkedEntry(spec, env, setSecret) {
    const settings = (0,runtime_settings/* readServiceSettings */.$j)((name) => commands.getInput(name), env, setSecret);
    return { settings, inputs: (0,runtime_inputs/* readInputs */.Ko)(spec.inputs, spec.schema, (name) => commands.getInput(name)) };
}
/**
 * A main entry: settings first (so secrets are masked before anything is logged), then inputs, then
 * `run`; outputs and variables are written even when the step fails afterwards.
 */
async function runMainEntry(spec) {
    let client;
    await mainStep(async (ctx) => {
        const { settings, inputs } = await checkedOrSaid(spec, ctx, () => checkedEntry(spec, ctx.env, ctx.setSecret));
        if (spec.stopSessions)
            for (const [name, value] of Object.entries((0,job_sessions/* claimJobSessions */.fc)(spec.stopSessions(inputs), ctx, spec.action)))
                commands.exportVariable(name, value);
        const [run, { createServiceClient }] = await Promise.all([spec.load(), clientModule()]);
        client = clientFor(settings, createServiceClient, ctx, spec.action);
        return run(inputs, { ...ctx, settings, client });
    }, { close: async () => client?.close(), exportsBuild: true });
}
/**
 * The main entry of an action that talks to GitHub alone: its inputs, then `run`. Its job runs no
 * tests (combine comes after them), so it names no build for them.
 */
async function runGitHubEntry(spec) {
    await mainStep(async (ctx) => {
        const inputs = await checkedOrSaid(spec, ctx, () => (0,runtime_inputs/* readInputs */.Ko)(spec.inputs, spec.schema, (name) => commands.getInput(name)));
        return (await spec.load())(inputs, ctx);
    }, { exportsBuild: false });
}
/**
 * A main step: its context, then `step`; its result written (with the build name for the job's tests,
 * `exportsBuild`), or its failure in one line.
 */
async function mainStep(step, { close = async () => { }, exportsBuild }) {
    const { signal, dispose } = cancellation({ forceExitAfterMs: CANCEL_GRACE_MS });
    const ctx = runnerContext(signal, true);
    try {
        const result = await step(ctx);
        writeResult({ ...result, env: { ...(exportsBuild ? buildVariable(ctx) : {}), ...result.env } });
    }
    catch (error) {
        commands.setFailed(failureMessage(error, signal));
    }
    finally {
        await close();
        dispose();
    }
}
/** Whether any state was saved: a main that saved nothing started nothing. */
const savedAnyState = () => Object.entries(process.env).some(([name, value]) => name.startsWith('STATE_') && value);
/**
 * A post entry: runs whatever main saved in its state; nothing here may fail the job, so every
 * problem becomes a warning. The client (and so the settings) is made only when the post step first
 * uses it, and its code is loaded only when `needsService` says main's state leaves work for the
 * service (by default, when main saved any state): a post with nothing to do loads no HTTP code.
 */
async function runPostEntry(action, post, 
/** Inputs post reads as they are (the runner hands post the same inputs as main). */
inputNames = [], needsService = savedAnyState) {
    const { signal, dispose } = cancellation();
    const ctx = runnerContext(signal);
    let client;
    try {
        const createServiceClient = needsService(ctx.getState)
            ? (await clientModule()).createServiceClient
            : undefined;
        const postCtx = Object.defineProperty({ ...ctx }, 'client', {
            get: () => {
                if (!createServiceClient)
                    throw new Error('Main left no work for the service, so there is nothing to clean up.');
                if (!client) {
                    const settings = settingsOf(ctx);
                    client = clientFor(settings, createServiceClient, ctx, `${action} post`);
                }
                return client;
            },
        });
        await post(postCtx, Object.fromEntries(inputNames.map((name) => [name, commands.getInput(name)])));
    }
    catch (error) {
        commands.warning(`${action} clean-up: ${failureMessage(error, signal)}`);
    }
    finally {
        await client?.close();
        dispose();
    }
}
function writeResult(result) {
    for (const [name, value] of Object.entries(result.outputs))
        commands.setOutput(name, value);
    for (const [name, value] of Object.entries(result.env ?? {}))
        commands.exportVariable(name, value);
    if (result.failure)
        commands.setFailed(result.failure);
}
/** One line that says what went wrong; stack traces only in the debug log. */
function failureMessage(error, signal) {
    if (signal?.aborted)
        return 'The step was cancelled.';
    if (error instanceof Error) {
        if (error.stack && !(error instanceof runtime_inputs/* InputError */.dz))
            commands.debug(error.stack);
        return error.message;
    }
    return String(error);
}


/***/ })

};
