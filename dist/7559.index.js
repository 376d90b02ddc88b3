export const id = 7559;
export const ids = [7559];
export const modules = {

/***/ 92976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ evidenceOptionsOf),
/* harmony export */   BH: () => (/* binding */ waitOptionsShape),
/* harmony export */   jE: () => (/* binding */ waitOptionsOf),
/* harmony export */   l: () => (/* binding */ evidenceShape),
/* harmony export */   lq: () => (/* binding */ comparisonShape),
/* harmony export */   vs: () => (/* binding */ comparisonOptionsOf),
/* harmony export */   xd: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(55491);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(88532);
/* harmony import */ var _report_history_base_commit_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(130);
/* harmony import */ var _report_history_fail_on_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11455);
/* harmony import */ var _report_outputs_report_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(20349);
/* harmony import */ var _report_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2563);
/* harmony import */ var _report_value_quarantine_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45942);
/* harmony import */ var _report_world_commit_sha_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(76395);
/* harmony import */ var _report_world_limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34589);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(12291);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(23933);










/** `auto`, `off`, or a commit SHA, in full or shortened (src/report/world/commit-sha.ts). */
const compareSetting = () => zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .optional()
    .transform((v, ctx) => {
    const text = v?.trim() ?? '';
    if (!text || text === 'auto')
        return { kind: 'auto' };
    if (text === 'off')
        return { kind: 'off' };
    if ((0,_report_world_commit_sha_js__WEBPACK_IMPORTED_MODULE_6__/* .isCommitSha */ ._$)(text))
        return { kind: 'commit', sha: text.toLowerCase() };
    ctx.addIssue({ code: 'custom', message: `must be auto, off or a commit SHA, got "${text}"` });
    return zod__WEBPACK_IMPORTED_MODULE_7__/* .NEVER */ .tm;
});
/**
 * The quarantine file the input names, else the default one, as the workspace holds it, read now
 * (relative to GITHUB_WORKSPACE; the command line's working directory outside GitHub). On a run of
 * the branch's own commit (push, schedule, manual, the command line) the workspace's copy decides: one
 * that is not a quarantine file fails the step before any request, naming its line, as does a file
 * the input names and a checkout lacks. On a pull request's run (and a merge queue's, a
 * `workflow_run`'s, a deployment's) the base's copy decides, read when the report is made
 * (src/report/quarantine-source.ts); the workspace's is the pull request's own, shown, never applied.
 */
const quarantineFile = () => zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .optional()
    .transform((v, ctx) => {
    const workspace = process.env.GITHUB_WORKSPACE?.trim() || process.cwd();
    const read = (0,_report_value_quarantine_js__WEBPACK_IMPORTED_MODULE_2__/* .readWorkspaceQuarantine */ .ir)(v?.trim() || undefined, workspace);
    if ((0,_report_history_base_commit_js__WEBPACK_IMPORTED_MODULE_8__/* .quarantineDecidedByBase */ .vc)(process.env.GITHUB_EVENT_NAME ?? ''))
        return read;
    const missing = read.given &&
        read.error === undefined &&
        !read.list &&
        // Read at the commit when no checkout is there to hold it, on GitHub alone.
        (read.checkout || !read.repoPath || process.env.GITHUB_ACTIONS !== 'true')
        ? `found no file ${read.file} (relative to the workspace, ${workspace})`
        : undefined;
    const problem = read.error ?? missing;
    if (problem === undefined)
        return read;
    ctx.addIssue({ code: 'custom', message: `cannot be used: ${problem}` });
    return zod__WEBPACK_IMPORTED_MODULE_7__/* .NEVER */ .tm;
});
/**
 * The reporting inputs a report of other reports takes too (actions/combine): comparison, pull request
 * comment, and what fails the step.
 */
const comparisonShape = {
    [_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.prComment]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .oneOf */ .yL)(_report_outputs_report_js__WEBPACK_IMPORTED_MODULE_10__/* .PR_COMMENT_MODES */ .Ui, 'off'),
    [_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.compare]: compareSetting(),
    [_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.failOn]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .oneOf */ .yL)(_report_history_fail_on_js__WEBPACK_IMPORTED_MODULE_0__/* .FAIL_ON_MODES */ .c9, 'failures'),
    [_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.failOnFlaky]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .boolean */ .zM)(false),
    [_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.failOnEmpty]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .boolean */ .zM)(true),
    [_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.failOnUnknown]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .boolean */ .zM)(true),
    [_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.quarantine]: quarantineFile(),
    // Flaky in at least N of the window's runs: more runs than the window holds would take none.
    [_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.autoQuarantine]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .wholeNumber */ .rD)({ min: 0, max: _report_world_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .WINDOW_RUNS */ .iE, default: 0, unit: 'runs' }),
};
/**
 * Inputs `quarantine` and `auto-quarantine` as the report takes them: the workspace's list where it
 * decides, and the workspace's copy for the report to say which copy does.
 */
function quarantineSettingOf(raw) {
    const workspace = raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.quarantine];
    const own = !(0,_report_history_base_commit_js__WEBPACK_IMPORTED_MODULE_8__/* .quarantineDecidedByBase */ .vc)(process.env.GITHUB_EVENT_NAME ?? '');
    return {
        ...(own && workspace.list ? { list: workspace.list } : {}),
        auto: raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.autoQuarantine],
        workspace,
    };
}
/**
 * The reporting options of `comparisonShape`'s inputs, the rest as by default (a report of other
 * reports writes no files of its own); `failOnFailure: false` means `fail-on: nothing`.
 */
function comparisonOptionsOf(raw, failOnFailure = true) {
    return {
        ..._report_types_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_EVIDENCE_OPTIONS */ .D,
        prComment: raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.prComment],
        compare: raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.compare],
        failOn: failOnFailure ? raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.failOn] : 'nothing',
        failOnFlaky: raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.failOnFlaky],
        failOnEmpty: raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.failOnEmpty],
        failOnUnknown: raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.failOnUnknown],
        quarantine: quarantineSettingOf(raw),
    };
}
/**
 * The reporting inputs every reporting action takes: files, pull request comment, downloads,
 * comparison, and what fails the step.
 */
const evidenceShape = {
    ...comparisonShape,
    [_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.junitFile]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.ctrfFile]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.downloadAssets]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .oneOf */ .yL)(_report_types_js__WEBPACK_IMPORTED_MODULE_1__/* .DOWNLOAD_ASSETS_MODES */ .y, 'off'),
};
/** The reporting options; `fail-on-failure: false` means `fail-on: nothing`, whatever `fail-on` says. */
function evidenceOptionsOf(raw, failOnFailure) {
    return {
        ...comparisonOptionsOf(raw, failOnFailure),
        junitFile: raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.junitFile],
        ctrfFile: raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.ctrfFile],
        downloadAssets: raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.downloadAssets],
    };
}
/** Every input but `job-id`, shared with the root action's schema. */
const waitOptionsShape = {
    // A GitHub job runs at most 5 days on a self-hosted runner; no wait needs to be longer.
    [_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.timeout]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .wholeNumber */ .rD)({ min: 1, max: 432_000, default: 3600, unit: 'seconds' }),
    [_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.pollInterval]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .wholeNumber */ .rD)({ min: 1, max: 3600, default: 5, unit: 'seconds' }),
    // At most as many as a job's errors may list: a 32-bit count.
    [_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.maxFailures]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .wholeNumber */ .rD)({ min: 0, max: 2_147_483_647, default: 0, unit: 'tests' }),
    [_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.failOnFailure]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .boolean */ .zM)(true),
    [_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.report]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .boolean */ .zM)(true),
    [_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.checkName]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.githubToken]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .optionalText */ .mR)(),
    ...evidenceShape,
};
function waitOptionsOf(raw) {
    return {
        timeoutSeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.timeout],
        pollIntervalSeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.pollInterval],
        maxFailures: raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.maxFailures],
        failOnFailure: raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.failOnFailure],
        report: raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.report],
        checkName: raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.checkName],
        githubToken: raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.githubToken],
        evidence: evidenceOptionsOf(raw, raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.failOnFailure]),
    };
}
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ [_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.jobId]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .requiredId */ .rP)(), ...waitOptionsShape })
    .transform((raw) => ({ jobId: raw[_names_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc.jobId], ...waitOptionsOf(raw) }));


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


/***/ })

};
