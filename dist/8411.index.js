export const id = 8411;
export const ids = [8411];
export const modules = {

/***/ 39897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JM: () => (/* binding */ CHECK_BASE),
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   c4: () => (/* binding */ STATE),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS),
/* harmony export */   rY: () => (/* binding */ reportOutputs)
/* harmony export */ });
/* harmony import */ var _report_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22822);
/* harmony import */ var _report_step_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36898);


const ACTION = 'annotate-build';
/** The default check name's base; the job's key and matrix leg follow it. */
const CHECK_BASE = 'Cloud tests';
const INPUTS = {
    build: 'build',
    checkName: 'check-name',
    failOnFailure: 'fail-on-failure',
    waitSeconds: 'wait-seconds',
    githubToken: 'github-token',
    ..._report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q,
};
const INPUT_NAMES = Object.values(INPUTS);
/**
 * What main leaves for post, each saved the moment it is known: the check run's name and reference;
 * then the report's session saves (REPORTING_STATE) whether main reported (or said why it could not)
 * or was cancelled first. A post step finding neither makes the check run, so a required check never
 * waits with nothing said.
 */
const STATE = {
    checkName: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.checkName,
    externalId: 'external-id',
};
const OUTPUTS = {
    total: 'total',
    passed: 'passed',
    failed: 'failed',
    unknown: 'unknown',
    conclusion: 'conclusion',
    checkRunId: 'check-run-id',
    checkRunUrl: 'check-run-url',
    ..._report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov,
};
/** A report's outputs: its counts, its check run's conclusion and address, and the evidence's. */
function reportOutputs(result) {
    const { counts } = result;
    return {
        [OUTPUTS.total]: String(counts.total),
        [OUTPUTS.passed]: String(counts.passed),
        [OUTPUTS.failed]: String(counts.failed),
        [OUTPUTS.unknown]: String(counts.unknown),
        [OUTPUTS.conclusion]: result.conclusion,
        [OUTPUTS.checkRunId]: result.checkRunId === undefined ? '' : String(result.checkRunId),
        [OUTPUTS.checkRunUrl]: result.checkRunUrl ?? '',
        ...(0,_report_step_state_js__WEBPACK_IMPORTED_MODULE_1__/* .reportingOutputs */ .DN)({ ...result, flaky: counts.flaky }),
    };
}


/***/ }),

/***/ 985:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   c4: () => (/* binding */ STATE),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   nV: () => (/* binding */ DEFAULT_CHECK_NAME),
/* harmony export */   py: () => (/* binding */ OUTPUTS)
/* harmony export */ });
/* harmony import */ var _report_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22822);
/* harmony import */ var _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39897);


const ACTION = 'combine';
/** The default name of the combined check: one stable name over the whole matrix. */
const DEFAULT_CHECK_NAME = 'Cloud tests';
const INPUTS = {
    checkName: 'check-name',
    allowMissing: 'allow-missing',
    githubToken: 'github-token',
    prComment: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.prComment,
    compare: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.compare,
    failOn: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.failOn,
    failOnFlaky: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.failOnFlaky,
    failOnEmpty: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.failOnEmpty,
    failOnUnknown: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.failOnUnknown,
    quarantine: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.quarantine,
    autoQuarantine: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.autoQuarantine,
};
const INPUT_NAMES = Object.values(INPUTS);
/** annotate-build's outputs but for the files it writes, and the legs joined and missed. */
const OUTPUTS = {
    total: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.total,
    passed: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.passed,
    failed: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.failed,
    unknown: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.unknown,
    flaky: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.flaky,
    newFailures: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.newFailures,
    fixed: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.fixed,
    comparedTo: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.comparedTo,
    quarantined: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.quarantined,
    conclusion: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.conclusion,
    checkRunId: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.checkRunId,
    checkRunUrl: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.checkRunUrl,
    vmSeconds: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.vmSeconds,
    deviceSeconds: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.deviceSeconds,
    legs: 'legs',
    missing: 'missing',
};
/**
 * What main leaves for post: the check run's name, then the one it opened in progress; whether it
 * reported (or said why it could not) or was cancelled first, the report's session saves
 * (REPORTING_STATE).
 */
const STATE = {
    checkName: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.checkName,
    checkRunId: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.checkRunId,
};


/***/ }),

/***/ 58411:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main),
/* harmony export */   post: () => (/* binding */ post)
/* harmony export */ });
/* harmony import */ var _runtime_github_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16833);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(985);


/**
 * The post step: when GitHub did not take main's last write of the combined check run, or main ended
 * before it (cancelled, timed out or stopped hard), completes the check run it opened, or makes one,
 * with the result main reached or why there is none, so that a required check does not wait with
 * nothing said. Problems are warnings (runPostEntry).
 */
async function post(ctx, inputs = {}) {
    const { writeLeftCheck } = await Promise.all(/* import() */[__webpack_require__.e(2487), __webpack_require__.e(3001), __webpack_require__.e(8338)]).then(__webpack_require__.bind(__webpack_require__, 63001));
    await writeLeftCheck(ctx, 'combined', inputs[_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.githubToken]);
}
// GitHub alone: combine never asks the service.
const main = () => (0,_runtime_github_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .runPostEntry */ .GW)(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION */ .hr, post, [_names_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc.githubToken], () => false);


/***/ }),

/***/ 22822:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ REPORTING_INPUTS),
/* harmony export */   EW: () => (/* binding */ JOB_STATE),
/* harmony export */   Pu: () => (/* binding */ REPORTING_STATE),
/* harmony export */   ov: () => (/* binding */ REPORTING_OUTPUTS)
/* harmony export */ });
// The names every reporting action shares: its reporting inputs and outputs, and what its main step
// leaves its post step. Imports nothing: an action's names load before its settings are checked.
/** The reporting inputs of every reporting action (wait-for-job, annotate-build, the root action; combine some). */
const REPORTING_INPUTS = {
    prComment: 'pr-comment',
    junitFile: 'junit-file',
    ctrfFile: 'ctrf-file',
    downloadAssets: 'download-assets',
    compare: 'compare',
    failOn: 'fail-on',
    failOnFlaky: 'fail-on-flaky',
    failOnEmpty: 'fail-on-empty',
    failOnUnknown: 'fail-on-unknown',
    quarantine: 'quarantine',
    autoQuarantine: 'auto-quarantine',
};
/** The outputs those inputs give, on every reporting action. */
const REPORTING_OUTPUTS = {
    junitFile: 'junit-file',
    ctrfFile: 'ctrf-file',
    assetsDir: 'assets-dir',
    newFailures: 'new-failures',
    fixed: 'fixed',
    comparedTo: 'compared-to',
    flaky: 'flaky',
    quarantined: 'quarantined',
    vmSeconds: 'vm-seconds',
    deviceSeconds: 'device-seconds',
};
/**
 * What a reporting step's main leaves its post step about its check run, each saved the moment it is
 * known, so that a main cancelled or killed at any point leaves post what it needs to complete or
 * make it (src/report/step-state.ts saves and reads them).
 */
const REPORTING_STATE = {
    /** The name of the check run main is to open, saved first: post finds it by name if no ID was saved. */
    checkName: 'check-name',
    /** The check run opened in progress; post completes it unless `check-run-done` is true. */
    checkRunId: 'check-run-id',
    checkRunDone: 'check-run-done',
    /** Main reached its report, or said on the check run why it could not: post makes none. */
    reported: 'reported',
    /** Main was cancelled first: a check run post makes for it is `cancelled`. */
    cancelled: 'cancelled',
    /**
     * The result main reached (conclusion and title), saved before it writes it: when GitHub did not
     * take that write (`reported` unsaved), post writes it, completing the check run or making it.
     */
    conclusion: 'conclusion',
    title: 'title',
};
/** What a step that waits for a Codeless job adds (wait-for-job's, the root action's): the job as it went. */
const JOB_STATE = {
    jobId: 'job-id',
    /** The job's status each time it changes. */
    lastStatus: 'last-status',
    /** Set once the job was seen FINISHED or FAILED. */
    finalStatus: 'final-status',
    /** Set once main stopped the job's tests itself (`max-failures`): post has none of them to stop. */
    stoppedEarly: 'stopped-early',
};


/***/ }),

/***/ 36898:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DN: () => (/* binding */ reportingOutputs),
/* harmony export */   MS: () => (/* binding */ jobSaving),
/* harmony export */   YG: () => (/* binding */ checkRunSaving),
/* harmony export */   bj: () => (/* binding */ savedCheckOf),
/* harmony export */   c2: () => (/* binding */ saveReached)
/* harmony export */ });
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22822);

/** What main saved about its check run, as saved (empty where nothing was). */
function savedCheckOf(getState) {
    const saved = {
        checkName: getState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.checkName),
        checkRunId: getState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.checkRunId),
        checkRunDone: getState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.checkRunDone),
        jobId: getState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .JOB_STATE */ .EW.jobId),
        lastStatus: getState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .JOB_STATE */ .EW.lastStatus),
        conclusion: getState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.conclusion),
        title: getState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.title),
        reported: getState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.reported),
        cancelled: getState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.cancelled),
    };
    return { ...saved, reached: reachedOf(saved) };
}
/** Every conclusion main saves; anything else in the state is not main's word and is ignored. */
const CONCLUSIONS = {
    success: true,
    failure: true,
    neutral: true,
    cancelled: true,
    timed_out: true,
};
/** The result main reached and saved (saveReached), or undefined when it saved none. */
function reachedOf(saved) {
    const conclusion = saved.conclusion;
    return Object.hasOwn(CONCLUSIONS, conclusion) && saved.title
        ? { conclusion, title: saved.title }
        : undefined;
}
/** The hook that saves the check run main opened in progress, and whether it is complete. */
function checkRunSaving(ctx) {
    return (id, completed) => {
        ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.checkRunId, String(id));
        ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.checkRunDone, String(completed));
    };
}
/** The result main reached, saved before it writes it: its post step writes it if GitHub does not take it. */
function saveReached(ctx, end) {
    ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.conclusion, end.conclusion);
    ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.title, end.title);
}
/** The hooks of a wait for job `jobId` that save its state as it goes, its ID first. */
function jobSaving(ctx, jobId) {
    ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .JOB_STATE */ .EW.jobId, String(jobId));
    let lastStatus;
    return {
        onSeen: (job) => {
            if (job.status !== lastStatus)
                ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .JOB_STATE */ .EW.lastStatus, (lastStatus = job.status));
        },
        onFinal: (job) => ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .JOB_STATE */ .EW.finalStatus, job.status),
        onStopped: () => ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .JOB_STATE */ .EW.stoppedEarly, 'true'),
        onVerdict: (verdict) => {
            saveReached(ctx, verdict);
        },
    };
}
/**
 * `junit-file`, `ctrf-file` and `assets-dir`: each empty when nothing was written there;
 * `new-failures` and `fixed`: counts, and `compared-to`: the commit, each empty when nothing was compared;
 * `flaky`, the count of flaky tests, and `quarantined`, of quarantined tests that failed, each empty
 * when no report was made; `vm-seconds` and `device-seconds`, the session time (to a tenth of a
 * second), empty when it is not known.
 */
function reportingOutputs(result) {
    const seconds = (s) => (s === undefined ? '' : String(Math.round(s * 10) / 10));
    const { comparison } = result;
    return {
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.junitFile]: result.junitFile ?? '',
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.ctrfFile]: result.ctrfFile ?? '',
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.assetsDir]: result.assetsDir ?? '',
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.newFailures]: comparison ? String(comparison.newFailures.count) : '',
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.fixed]: comparison ? String(comparison.fixed.count) : '',
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.comparedTo]: comparison?.sha ?? '',
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.flaky]: result.flaky === undefined ? '' : String(result.flaky),
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.quarantined]: result.quarantined === undefined ? '' : String(result.quarantined),
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.vmSeconds]: seconds(result.sessions?.vmSeconds),
        [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov.deviceSeconds]: seconds(result.sessions?.deviceSeconds),
    };
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
