export const id = 9519;
export const ids = [9519];
export const modules = {

/***/ 9519:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main),
/* harmony export */   post: () => (/* binding */ post)
/* harmony export */ });
/* harmony import */ var _codeless_closing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66335);
/* harmony import */ var _report_step_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36898);
/* harmony import */ var _runtime_github_runtime_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16833);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23933);




/**
 * The post step: completes the check run main left in progress (main was cancelled or killed, or GitHub
 * did not take its writes), with the job's outcome when the job ended and as cancelled when it did not;
 * makes one when main ended before it opened one or reported. Problems are warnings (runPostEntry).
 */
async function post(ctx, inputs = {}) {
    await (0,_codeless_closing_js__WEBPACK_IMPORTED_MODULE_0__/* .completeLeftCheck */ .D5)((0,_report_step_state_js__WEBPACK_IMPORTED_MODULE_1__/* .savedCheckOf */ .bj)(ctx.getState), ctx, { githubToken: inputs[_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.githubToken] });
}
// Only a job read again needs the service; a known result needs GitHub alone.
const main = () => (0,_runtime_github_runtime_js__WEBPACK_IMPORTED_MODULE_2__/* .runPostEntry */ .GW)(_names_js__WEBPACK_IMPORTED_MODULE_3__/* .ACTION */ .hr, post, [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.githubToken], (getState) => (0,_codeless_closing_js__WEBPACK_IMPORTED_MODULE_0__/* .postReadsJob */ .dT)((0,_report_step_state_js__WEBPACK_IMPORTED_MODULE_1__/* .savedCheckOf */ .bj)(getState)));


/***/ }),

/***/ 66335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cu: () => (/* binding */ closingSummary),
/* harmony export */   D5: () => (/* binding */ completeLeftCheck),
/* harmony export */   cd: () => (/* binding */ readJob),
/* harmony export */   dT: () => (/* binding */ postReadsJob)
/* harmony export */ });
/* harmony import */ var _api_jobs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64842);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72487);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67388);
/* harmony import */ var _external_id_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63975);




const ID = /^[1-9]\d{0,15}$/;
/** The check run main left in progress by its saved ID, or undefined when it completed it or saved none. */
function leftCheckOf(saved) {
    if (!ID.test(saved.checkRunId) || saved.checkRunDone === 'true')
        return undefined;
    return {
        checkRunId: Number(saved.checkRunId),
        jobId: ID.test(saved.jobId) ? Number(saved.jobId) : undefined,
        lastStatus: saved.lastStatus || undefined,
        end: saved.reached,
    };
}
/**
 * Whether main may have left a check run in progress without saving its ID: it was to report on a job
 * (a check name and a job saved) and never completed a check run. GitHub may have made the run while
 * its answer to main never came, or main was killed between the two.
 */
function mayHaveLeftUnsaved(saved) {
    return !saved.checkRunId && saved.checkRunDone !== 'true' && !!saved.checkName && ID.test(saved.jobId);
}
/**
 * Whether main was to report (it saved a check name), left no check run to complete and never got to
 * its report nor said why: it ended first, and the post step makes its check run (the session's `endedEarly`).
 */
function endedUnreported(saved) {
    return !!saved.checkName && saved.reported !== 'true' && saved.checkRunDone !== 'true';
}
/** The result main reached and GitHub did not take, when it saved one. */
function withReached(saved) {
    return saved.reached ? { reached: saved.reached } : {};
}
/** The post step's check run for a main that ended before it opened one or reported (endedUnreported). */
async function makeEndedCheck(saved, ctx, session) {
    if (!endedUnreported(saved)) {
        ctx.log.debug('No check run was left in progress, and none is missing: nothing to do.');
        return;
    }
    await (await session()).endedEarly({
        externalId: ID.test(saved.jobId) ? (0,_external_id_js__WEBPACK_IMPORTED_MODULE_3__/* .jobExternalId */ .W)(saved.jobId) : 'unreported',
        cancelled: saved.cancelled === 'true',
        ...withReached(saved),
    });
}
/**
 * The post step's work on main's check run: completes the one main left in progress (closeLeftCheck),
 * else makes the one main never made, when it ended before it reported (makeEndedCheck).
 */
async function completeLeftCheck(saved, ctx, options) {
    let made;
    const session = async () => {
        const { reportSession } = await Promise.all(/* import() */[__webpack_require__.e(3001), __webpack_require__.e(9803)]).then(__webpack_require__.bind(__webpack_require__, 63001));
        return (made ??= reportSession(ctx, { checkName: saved.checkName, githubToken: options.githubToken }));
    };
    const left = await findLeftCheck(saved, ctx, session);
    if (left)
        await closeLeftCheck(left, ctx, session, options);
    else
        await makeEndedCheck(saved, ctx, session);
}
/** Whether the post step needs the service: a check to complete, with no result main reached. */
function postReadsJob(saved) {
    const left = leftCheckOf(saved);
    if (left)
        return left.end === undefined;
    return mayHaveLeftUnsaved(saved) && !(saved.conclusion && saved.title);
}
/**
 * The check run main left in progress: by its saved ID, else (main never learnt the ID) looked for on
 * the commit by its name and external ID (the job's, else the attempt's) among our token's; undefined
 * when there is none.
 */
async function findLeftCheck(saved, ctx, session) {
    const left = leftCheckOf(saved);
    if (left || !mayHaveLeftUnsaved(saved))
        return left;
    const reports = await session();
    // Opened for its job (wait-for-job), or before the trigger (the root action).
    const found = (await reports.findProgress((0,_external_id_js__WEBPACK_IMPORTED_MODULE_3__/* .jobExternalId */ .W)(saved.jobId))) ??
        (await reports.findProgress((0,_external_id_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptExternalId */ .A)(ctx.job.attempt)));
    if (found === undefined) {
        ctx.log.debug(`No check run "${saved.checkName}" was left in progress.`);
        return undefined;
    }
    ctx.log.info(`Found check run #${found} left in progress, whose ID main never learnt.`);
    return leftCheckOf({ ...saved, checkRunId: String(found) });
}
function closingSummary(text) {
    const job = text.jobId !== undefined
        ? `**Job ${text.jobId}**, last status seen: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)(text.status ?? 'none')}.`
        : text.noJob
            ? '**The Codeless job**: none was started.'
            : "**The Codeless job**: unknown, the trigger's answer never came.";
    return [
        job,
        (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)(text.happened),
        text.stopped && `**The post step**: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)(text.stopped)}`,
        `${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownLink */ .iQ)('The workflow run', text.runUrl)} has the step's log and job summary.`,
    ]
        .filter(Boolean)
        .join('\n\n');
}
/**
 * Completes, from a post step, the check run main left in progress: with the result main reached when
 * it reached one; else with the job's own outcome when the job has ended (read again unless the post
 * step read it already); else as cancelled. Its summary says what happened. Problems are warnings.
 */
async function closeLeftCheck(left, ctx, session, options) {
    const read = left.end ? undefined : (options.read ?? (await readJob(left.jobId, ctx)));
    const { end, happened } = await endOf(left, read, options.noJob);
    const summary = (runUrl) => closingSummary({
        jobId: left.jobId,
        ...(options.noJob ? { noJob: true } : {}),
        status: read?.job?.status ?? left.lastStatus,
        happened,
        stopped: options.stopped,
        runUrl,
    });
    await (await session()).closeProgress({ ...end, summary }, left.checkRunId);
}
/** Reads the job again for a post step; a failure is a debug line and a `problem`. */
async function readJob(jobId, ctx) {
    if (jobId === undefined)
        return { job: undefined };
    try {
        return { job: await ctx.client.jobs.get(jobId) };
    }
    catch (error) {
        ctx.log.debug(`Could not read job ${jobId}: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__.messageOf)(error)}`);
        return { job: undefined, problem: (0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__.messageOf)(error) };
    }
}
async function endOf(left, read, noJob = false) {
    if (left.end)
        return {
            end: left.end,
            happened: 'The step reached this result but did not complete this check run with its report (GitHub did not take it, or the step ended first): its post step completed it.',
        };
    const job = read?.job;
    if (job && left.jobId !== undefined && _api_jobs_js__WEBPACK_IMPORTED_MODULE_0__/* .FINAL_JOB_STATUSES */ .O7.has(job.status)) {
        const { endedVerdict } = await Promise.all(/* import() */[__webpack_require__.e(9762), __webpack_require__.e(3001), __webpack_require__.e(4011)]).then(__webpack_require__.bind(__webpack_require__, 64305));
        const { conclusion, title } = endedVerdict(left.jobId, job);
        return {
            end: { conclusion, title },
            happened: `The step ended before it reported the job, which has ended since: its post step completed this check run with the job's result.`,
        };
    }
    if (noJob)
        return {
            end: { conclusion: 'cancelled', title: 'Cancelled before a Codeless job was started' },
            happened: 'The step was cancelled or ended before it started a job.',
        };
    const what = left.jobId === undefined ? 'the Codeless job' : `job ${left.jobId}`;
    const status = job?.status ?? left.lastStatus;
    return {
        end: {
            conclusion: 'cancelled',
            title: status ? `Cancelled while ${what} was ${status}` : `Cancelled before ${what} ended`,
        },
        happened: 'The step was cancelled or ended before the job did.' +
            (read?.problem ? ` The post step could not read the job again: ${read.problem}` : ''),
    };
}


/***/ }),

/***/ 63975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ attemptExternalId),
/* harmony export */   W: () => (/* binding */ jobExternalId)
/* harmony export */ });
/** The external ID of a Codeless job's check run: the same from main's open to post's search. */
const jobExternalId = (jobId) => `job-${jobId}`;
/**
 * The external ID of a check run opened before its job is known (the root action opens it before the
 * trigger), and of a re-run's report that ran no job.
 */
const attemptExternalId = (attempt) => `attempt-${attempt}`;


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
