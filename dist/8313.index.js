export const id = 8313;
export const ids = [8313,8338,9803];
export const modules = {

/***/ 33539:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var _runtime_github_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16833);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7367);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17744);



const main = () => (0,_runtime_github_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .runMainEntry */ .L7)({
    action: _names_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTION */ .hr,
    inputs: _names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_NAMES */ .Qh,
    schema: _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputsSchema */ .xd,
    load: async () => (await __webpack_require__.e(/* import() */ 8653).then(__webpack_require__.bind(__webpack_require__, 78653))).run,
});


/***/ }),

/***/ 11455:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S4: () => (/* binding */ judge),
/* harmony export */   UI: () => (/* binding */ missingSentence),
/* harmony export */   Wy: () => (/* binding */ FAIL_ON_MISSING),
/* harmony export */   c9: () => (/* binding */ FAIL_ON_MODES)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42179);

/** Input `fail-on`: what fails the step and the check run (docs/comparison.md). */
const FAIL_ON_MODES = ['failures', 'new-failures', 'nothing'];
const FAIL_ON_MISSING = { failOnEmpty: true, failOnUnknown: true };
/**
 * The rule of `fail-on`, `fail-on-empty` and `fail-on-unknown` for a report whose own conclusion is
 * `conclusion`. A time-out or a cancel stays as it is. A report without tests fails unless
 * `fail-on-empty` is false, and then passes. A test whose outcome is unknown counts as a failure does
 * (under `new-failures`, new unless it failed or was unknown on the base) unless `fail-on-unknown` is
 * false, and then neither passes nor fails it. Failures that do not block make the check run
 * `neutral`, which GitHub lets pass a required check while showing it is not a success
 * (docs/github-facts.md); `neutral` is never the answer to missing results. Under `new-failures` a
 * report that could not be compared blocks, since nothing tells its failures are old.
 */
function judge(rules, report, compared, excused = NONE_EXCUSED) {
    const judgement = judgeCounted(rules, withoutExcused(report, excused), compared, excused);
    if (!excused.failed)
        return judgement;
    const said = quarantineNote(excused.failed, report.counts.failed, judgement.blocks);
    return { ...judgement, note: judgement.note ? `${said}; ${judgement.note}` : said };
}
const NONE_EXCUSED = { failed: 0, newFailures: 0 };
/**
 * The report as if its quarantined failures had not failed: its other failures decide. A report that
 * failed for its failures alone then concludes as its other tests do (unknown outcomes leave it
 * neutral, for fail-on-unknown to judge); any other conclusion stays.
 */
function withoutExcused(report, excused) {
    if (!excused.failed)
        return report;
    const failed = Math.max(0, report.counts.failed - excused.failed);
    const counts = { ...report.counts, failed };
    const cleared = report.conclusion === 'failure' && !failed;
    return { conclusion: cleared ? (counts.unknown ? 'neutral' : 'success') : report.conclusion, counts };
}
function quarantineNote(excused, failed, blocks) {
    if (excused < failed)
        return `${excused} of them ${excused === 1 ? 'is' : 'are'} quarantined`;
    const all = excused === 1 ? 'it is' : `all ${excused} are`;
    return blocks ? `${all} quarantined` : `${all} quarantined, so the step passes`;
}
function judgeCounted(rules, report, compared, excused) {
    const { failOn, ...missing } = rules;
    const { conclusion, counts } = report;
    if (conclusion === 'timed_out' || conclusion === 'cancelled')
        return { conclusion, blocks: false };
    if (!counts.total && missing.failOnEmpty)
        return { conclusion: 'failure', blocks: true, missing: 'empty' };
    const unknown = missing.failOnUnknown ? counts.unknown : 0;
    if (conclusion !== 'failure' && !unknown) {
        // What is missing is let through: the report passes, as the inputs ask.
        const letThrough = conclusion === 'neutral' && (!counts.total || counts.unknown > 0);
        return { conclusion: letThrough ? 'success' : conclusion, blocks: false };
    }
    const failing = counts.failed ? undefined : unknown ? 'unknown' : undefined;
    if (failOn === 'nothing')
        return { conclusion: 'neutral', blocks: false, note: 'fail-on is nothing, so the step passes' };
    if (failOn === 'failures' || (!counts.failed && !unknown))
        return { conclusion: 'failure', blocks: true, ...(failing ? { missing: failing } : {}) };
    const { comparison } = compared;
    if (!comparison)
        return {
            conclusion: 'failure',
            blocks: true,
            note: `fail-on is new-failures, but this report could not be compared (${compared.notCompared ?? 'no comparison was made'}), so its failures count as new`,
            ...(failing ? { missing: failing } : {}),
        };
    const short = comparison.sha.slice(0, 7);
    const newFailures = Math.max(0, comparison.newFailures.count - excused.newFailures);
    const fresh = newFailures + (unknown ? comparison.newUnknown : 0);
    if (fresh)
        return {
            conclusion: 'failure',
            blocks: true,
            note: `${fresh} of them did not fail on ${short} (fail-on: new-failures)`,
            ...(failing ? { missing: failing } : {}),
        };
    return {
        conclusion: 'neutral',
        blocks: false,
        note: `none of them is new: each failed on ${short} too (fail-on is new-failures, so the step passes)`,
    };
}
/**
 * The one line that fails a step for what is missing; `where` ends its first part: `in build
 * "nightly-7"`, `in job 12`.
 */
function missingSentence(missing, counts, where) {
    if (missing === 'empty')
        return `No tests ${where} (fail-on-empty is true: a report without tests fails; set it to false to let one pass).`;
    return `The outcome of ${counts.unknown} of ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(counts.total, 'test')} ${where} is unknown (fail-on-unknown is true: an unknown outcome counts as a failure).`;
}


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

/***/ 20349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EI: () => (/* binding */ reportOf),
/* harmony export */   Qg: () => (/* binding */ attemptNote),
/* harmony export */   Ui: () => (/* binding */ PR_COMMENT_MODES),
/* harmony export */   vu: () => (/* binding */ conclusionOf),
/* harmony export */   wD: () => (/* binding */ flakyStep),
/* harmony export */   wv: () => (/* binding */ describeCounts)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42179);

/** Input `pr-comment`. */
const PR_COMMENT_MODES = ['off', 'always', 'on-failure', 'changes'];
/**
 * Any failure fails the check; no tests, or tests whose outcome is unknown, make it neutral until
 * `fail-on-empty` and `fail-on-unknown` judge them (src/report/history/fail-on.ts). A flaky test passed
 * in the end: `fail-on-flaky` decides whether it fails the step, never the check.
 */
function conclusionOf(counts) {
    if (counts.failed > 0)
        return 'failure';
    if (counts.total === 0 || counts.unknown > 0)
        return 'neutral';
    return 'success';
}
/**
 * A check-run title from the counts: `3 of 40 tests failed, 2 unknown, 1 flaky`. A flaky test passed
 * in the end, so it fails nothing, but it is not among the passed ones either.
 */
function describeCounts(counts) {
    if (counts.total === 0)
        return 'No tests';
    const rest = (counts.unknown ? `, ${counts.unknown} unknown` : '') + (counts.flaky ? `, ${counts.flaky} flaky` : '');
    if (counts.failed)
        return `${counts.failed} of ${counts.total} tests failed${rest}`;
    if (rest)
        return `${counts.passed} of ${counts.total} tests passed${rest}`;
    return `All ${counts.total} ${counts.total === 1 ? 'test' : 'tests'} passed`;
}
/**
 * What flaky tests do to a step whose tests otherwise passed: with `fail-on-flaky` they fail it, unless
 * every one of them is quarantined; else a warning says how many there were. `where` ends the
 * sentence: `in build "nightly-7"`.
 */
function flakyStep(flaky, failOnFlaky, where, quarantined = 0) {
    if (!flaky)
        return {};
    const line = `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(flaky, 'test')} ${flaky === 1 ? 'was' : 'were'} flaky ${where}: failed, then passed on a retry`;
    const excused = Math.min(quarantined, flaky);
    const of = excused === flaky ? (flaky === 1 ? 'it is' : `all ${flaky} are`) : `${excused} of them`;
    if (!failOnFlaky)
        return { warning: `${line} (fail-on-flaky is false, so the step passes).` };
    if (excused === flaky)
        return { warning: `${line} (${of} quarantined, so the step passes).` };
    const note = excused ? `; ${of} ${excused === 1 ? 'is' : 'are'} quarantined` : '';
    return { failure: `${line} (fail-on-flaky is true${note}).` };
}
/** The report value, with annotations on `workflowPath` unless the input names a path. */
function reportOf(input, tests, workflowPath) {
    return {
        input,
        tests,
        conclusion: input.conclusion ?? conclusionOf(tests.counts),
        annotationPath: input.annotationPath?.trim() || workflowPath,
    };
}
/**
 * On a re-run, which attempt reported: the check keeps its name on the same commit, so GitHub shows
 * this newest result in place of the earlier attempt's.
 */
function attemptNote(job) {
    if (job.attempt < 2)
        return undefined;
    return `Attempt ${job.attempt} of this workflow run: this report replaces the one of attempt ${job.attempt - 1} under the same check name.`;
}


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

/***/ 76395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wf: () => (/* binding */ isFullSha),
/* harmony export */   _$: () => (/* binding */ isCommitSha),
/* harmony export */   xT: () => (/* binding */ isNoCommit)
/* harmony export */ });
/**
 * What a commit SHA is, in one place. A commit named in full (by GitHub's events, its commit lists, a
 * digest's window) is 40 hexadecimal digits, or 64 in a repository of SHA-256 commits. Where a person
 * or a CI may shorten it (input `compare`, the command line's revision, a history file's digest), 7
 * digits and up to a SHA-1's 40 are taken too.
 */
const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
const COMMIT_SHA = /^(?:[0-9a-f]{7,40}|[0-9a-f]{64})$/i;
const ZEROS = /^0+$/;
/** A commit named in full: 40 hexadecimal digits, or 64. */
const isFullSha = (text) => FULL_SHA.test(text);
/** A commit named in full or shortened to 7 digits or more. */
const isCommitSha = (text) => COMMIT_SHA.test(text);
/** GitHub's "no commit" (a push that made a branch names its `before` so): a full SHA of zeros. */
const isNoCommit = (text) => isFullSha(text) && ZEROS.test(text);


/***/ }),

/***/ 90028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ workflowRunUrl),
/* harmony export */   Ek: () => (/* binding */ repositoryUrl),
/* harmony export */   Yx: () => (/* binding */ whyNotCombinable),
/* harmony export */   _M: () => (/* binding */ repositoryOf),
/* harmony export */   _Z: () => (/* binding */ workflowPathOf),
/* harmony export */   jf: () => (/* binding */ chooseCommit),
/* harmony export */   ol: () => (/* binding */ workflowRunOf),
/* harmony export */   pC: () => (/* binding */ queueBaseBranch)
/* harmony export */ });
/* harmony import */ var _commit_sha_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76395);

/**
 * The commit the user sees: the pull request's head on pull_request events (GITHUB_SHA is a throw-away
 * merge commit there), the run's head commit on workflow_run, the queue's commit on merge_group
 * (`merge_group.head_sha`, which GITHUB_SHA is too), else GITHUB_SHA.
 */
function chooseCommit(env, event) {
    const fallback = env.GITHUB_SHA?.trim() || undefined;
    const pullRequest = event.name.startsWith('pull_request');
    const from = pullRequest
        ? 'the pull request head'
        : event.name === 'workflow_run'
            ? 'the head of the workflow run'
            : event.name === 'merge_group'
                ? "the merge queue's commit"
                : undefined;
    if (!from)
        return { sha: fallback, from: 'GITHUB_SHA' };
    const { payload } = event;
    const sha = pullRequest
        ? payload.pull_request?.head?.sha
        : event.name === 'workflow_run'
            ? payload.workflow_run?.head_sha
            : payload.merge_group?.head_sha;
    if (typeof sha === 'string' && (0,_commit_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .isFullSha */ .Wf)(sha))
        return { sha, from };
    const why = event.unread === undefined ? 'it names no head commit' : `it could not be read (${event.unread})`;
    return {
        sha: fallback,
        from: 'GITHUB_SHA',
        problem: `The ${event.name} event payload (GITHUB_EVENT_PATH) was expected to name ${from}, but ${why}; the check run goes on GITHUB_SHA instead.`,
    };
}
/** owner and repo from GITHUB_REPOSITORY (`owner/repo`). */
function repositoryOf(env) {
    const match = /^([^/\s]+)\/([^/\s]+)$/.exec(env.GITHUB_REPOSITORY?.trim() ?? '');
    return match?.[1] && match[2] ? { owner: match[1], repo: match[2] } : undefined;
}
/** Where annotations go when nothing better is known: GitHub needs a path, and this one always exists. */
const FALLBACK_ANNOTATION_PATH = '.github';
/**
 * The workflow file that ran, from GITHUB_WORKFLOW_REF (`owner/repo/.github/workflows/ci.yml@refs/\u2026`):
 * cloud tests have no source line, so their annotations go on it, line 1.
 */
function workflowPathOf(env) {
    const match = /^[^/]+\/[^/]+\/([^@]+)@/.exec(env.GITHUB_WORKFLOW_REF?.trim() ?? '');
    return match?.[1] ?? FALLBACK_ANNOTATION_PATH;
}
/** The repository's page on the server the runner names (`https://github.com/owner/repo`). */
function repositoryUrl(env) {
    const server = env.GITHUB_SERVER_URL?.trim().replace(/\/+$/, '');
    const repository = env.GITHUB_REPOSITORY?.trim();
    return server && repository ? `${server}/${repository}` : undefined;
}
/** The workflow run's page, where a check run's "Details" and a comment point; undefined outside Actions. */
function workflowRunUrl(env) {
    const repository = repositoryUrl(env);
    const runId = env.GITHUB_RUN_ID?.trim() ?? '';
    return repository && /^\d+$/.test(runId) ? `${repository}/actions/runs/${runId}` : undefined;
}
/**
 * The workflow run a step runs in (GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT) and, on a `workflow_run` event,
 * the run that triggered it (the payload's `workflow_run.id`): what a report's digest names, for a
 * later reader to check where the report came from. Undefined outside a workflow run.
 */
function workflowRunOf(env, event) {
    const runId = env.GITHUB_RUN_ID?.trim() ?? '';
    if (!/^\d{1,20}$/.test(runId))
        return undefined;
    const attempt = Number(env.GITHUB_RUN_ATTEMPT);
    const run = { runId, attempt: Number.isInteger(attempt) && attempt >= 1 ? attempt : 1 };
    if (event.name !== 'workflow_run')
        return run;
    // Without the payload the triggering run is not named, and a reader does not trust the report.
    const triggeredBy = event.payload.workflow_run?.id;
    const id = triggeredBy === undefined ? '' : String(triggeredBy);
    return /^\d{1,20}$/.test(id) ? { ...run, triggeredBy: id } : run;
}
/**
 * Why a report of this workflow run's reports (actions/combine) cannot be made here, in one line;
 * undefined when it can; `event`, the step's event, read only when a token was given. Checked before
 * any reporting code loads, so a step without them ends at once.
 */
function whyNotCombinable(hasToken, env, event) {
    const missing = !hasToken
        ? 'no GitHub token was given (input `github-token`)'
        : !workflowRunOf(env, event())
            ? 'this is no workflow run (GITHUB_RUN_ID is not set)'
            : !repositoryOf(env) || !chooseCommit(env, event()).sha
                ? 'GITHUB_REPOSITORY or the commit is not known'
                : undefined;
    return missing && `Combining reads the reports of this workflow run on GitHub, and ${missing}.`;
}
/** The branch GitHub's merge queue tests a group on: `gh-readonly-queue/<base branch>/pr-<n>-<sha>`. */
const QUEUE_BRANCH = /^gh-readonly-queue\/(.+)\/pr-\d+-[0-9a-f]+$/;
/** The branch a merge queue's group merges into, read from the branch the queue tests it on. */
const queueBaseBranch = (headBranch) => QUEUE_BRANCH.exec(headBranch ?? '')?.[1];


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


/***/ }),

/***/ 42179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   dg: () => (/* binding */ passedOnAttempt),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
// Wording shared by every log line and report: counts, durations, sizes.
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/**
 * When a test that failed passed, from its attempts (how many, how many failed): `on attempt 3 after
 * 2 failures`, `on attempt 2 after a failure`. An attempt whose outcome is unknown is no failure.
 */
function passedOnAttempt(test) {
    const failures = test.failedAttempts ?? 1;
    return `on attempt ${test.attempts ?? 2} after ${failures === 1 ? 'a failure' : plural(failures, 'failure')}`;
}
/** "45 s", "2 min 5 s", "1 h 0 min". */
function formatSeconds(ms) {
    const s = Math.round(ms / 1000);
    if (s < 60)
        return `${s} s`;
    if (s < 3600)
        return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
    return `${Math.floor(s / 3600)} h${s % 3600 >= 60 ? ` ${Math.floor((s % 3600) / 60)} min` : ''}`;
}
const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
/** "512 B", "1.5 MiB". */
function formatBytes(bytes) {
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < UNITS.length - 1) {
        value /= 1024;
        unit++;
    }
    return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}


/***/ })

};
