export const id = 2976;
export const ids = [2976];
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(55491);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(88532);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23933);
/* harmony import */ var _report_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2563);
/* harmony import */ var _report_outputs_report_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(20349);
/* harmony import */ var _report_history_fail_on_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(11455);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(12291);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(72487);
/* harmony import */ var _report_world_commit_sha_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(76395);
/* harmony import */ var _report_value_quarantine_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(45942);
/* harmony import */ var _report_world_limits_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(34589);










/** `auto`, `off`, or a commit SHA, in full or shortened (src/report/world/commit-sha.ts). */
const compareSetting = () => zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
    .optional()
    .transform((v, ctx) => {
    const text = v?.trim() ?? '';
    if (!text || text === 'auto')
        return { kind: 'auto' };
    if (text === 'off')
        return { kind: 'off' };
    if ((0,_report_world_commit_sha_js__WEBPACK_IMPORTED_MODULE_7__/* .isCommitSha */ ._$)(text))
        return { kind: 'commit', sha: text.toLowerCase() };
    ctx.addIssue({ code: 'custom', message: `must be auto, off or a commit SHA, got "${text}"` });
    return zod__WEBPACK_IMPORTED_MODULE_8__/* .NEVER */ .tm;
});
/**
 * The quarantine file the input names, else the default one when it exists, read now: a file that is
 * not one fails the step before any request, naming its line. Relative to the workspace (GITHUB_WORKSPACE;
 * the command line's working directory outside GitHub).
 */
const quarantineFile = () => zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
    .optional()
    .transform((v, ctx) => {
    const workspace = process.env.GITHUB_WORKSPACE?.trim() || process.cwd();
    try {
        return (0,_report_value_quarantine_js__WEBPACK_IMPORTED_MODULE_4__/* .readQuarantineFile */ .tl)(v?.trim() || undefined, workspace);
    }
    catch (error) {
        ctx.addIssue({ code: 'custom', message: `cannot be used: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_3__.messageOf)(error)}` });
        return zod__WEBPACK_IMPORTED_MODULE_8__/* .NEVER */ .tm;
    }
});
/**
 * The reporting inputs a report of other reports takes too (actions/combine): comparison, pull request
 * comment, and what fails the step.
 */
const comparisonShape = {
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.prComment]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .oneOf */ .yL)(_report_outputs_report_js__WEBPACK_IMPORTED_MODULE_10__/* .PR_COMMENT_MODES */ .Ui, 'off'),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.compare]: compareSetting(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOn]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .oneOf */ .yL)(_report_history_fail_on_js__WEBPACK_IMPORTED_MODULE_2__/* .FAIL_ON_MODES */ .c9, 'failures'),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOnFlaky]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .boolean */ .zM)(false),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOnEmpty]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .boolean */ .zM)(true),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOnUnknown]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .boolean */ .zM)(true),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.quarantine]: quarantineFile(),
    // Flaky in at least N of the window's runs: more runs than the window holds would take none.
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.autoQuarantine]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .wholeNumber */ .rD)({ min: 0, max: _report_world_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .WINDOW_RUNS */ .iE, default: 0, unit: 'runs' }),
};
/** Inputs `quarantine` and `auto-quarantine` as the report takes them. */
function quarantineSettingOf(raw) {
    const list = raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.quarantine];
    return { ...(list ? { list } : {}), auto: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.autoQuarantine] };
}
/**
 * The reporting options of `comparisonShape`'s inputs, the rest as by default (a report of other
 * reports writes no files of its own); `failOnFailure: false` means `fail-on: nothing`.
 */
function comparisonOptionsOf(raw, failOnFailure = true) {
    return {
        ..._report_types_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_EVIDENCE_OPTIONS */ .D,
        prComment: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.prComment],
        compare: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.compare],
        failOn: failOnFailure ? raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOn] : 'nothing',
        failOnFlaky: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOnFlaky],
        failOnEmpty: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOnEmpty],
        failOnUnknown: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOnUnknown],
        quarantine: quarantineSettingOf(raw),
    };
}
/**
 * The reporting inputs every reporting action takes: files, pull request comment, downloads,
 * comparison, and what fails the step.
 */
const evidenceShape = {
    ...comparisonShape,
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.junitFile]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.ctrfFile]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.downloadAssets]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .oneOf */ .yL)(_report_types_js__WEBPACK_IMPORTED_MODULE_1__/* .DOWNLOAD_ASSETS_MODES */ .y, 'off'),
};
/** The reporting options; `fail-on-failure: false` means `fail-on: nothing`, whatever `fail-on` says. */
function evidenceOptionsOf(raw, failOnFailure) {
    return {
        ...comparisonOptionsOf(raw, failOnFailure),
        junitFile: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.junitFile],
        ctrfFile: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.ctrfFile],
        downloadAssets: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.downloadAssets],
    };
}
/** Every input but `job-id`, shared with the root action's schema. */
const waitOptionsShape = {
    // A GitHub job runs at most 5 days on a self-hosted runner; no wait needs to be longer.
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.timeout]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .wholeNumber */ .rD)({ min: 1, max: 432_000, default: 3600, unit: 'seconds' }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.pollInterval]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .wholeNumber */ .rD)({ min: 1, max: 3600, default: 5, unit: 'seconds' }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOnFailure]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .boolean */ .zM)(true),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.report]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .boolean */ .zM)(true),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.checkName]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.githubToken]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .optionalText */ .mR)(),
    ...evidenceShape,
};
function waitOptionsOf(raw) {
    return {
        timeoutSeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.timeout],
        pollIntervalSeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.pollInterval],
        failOnFailure: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOnFailure],
        report: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.report],
        checkName: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.checkName],
        githubToken: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.githubToken],
        evidence: evidenceOptionsOf(raw, raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOnFailure]),
    };
}
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({ [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.jobId]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .requiredId */ .rP)(), ...waitOptionsShape })
    .transform((raw) => ({ jobId: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.jobId], ...waitOptionsOf(raw) }));


/***/ }),

/***/ 11455:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S4: () => (/* binding */ judge),
/* harmony export */   UI: () => (/* binding */ missingSentence),
/* harmony export */   Wy: () => (/* binding */ FAIL_ON_MISSING),
/* harmony export */   c9: () => (/* binding */ FAIL_ON_MODES)
/* harmony export */ });
/* unused harmony export NONE_EXCUSED */
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
function judge(failOn, report, compared, missing = FAIL_ON_MISSING, excused = NONE_EXCUSED) {
    const judgement = judgeCounted(failOn, withoutExcused(report, excused), compared, missing, excused);
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
function judgeCounted(failOn, report, compared, missing, excused) {
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

/***/ 2563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ DEFAULT_EVIDENCE_OPTIONS),
/* harmony export */   y: () => (/* binding */ DOWNLOAD_ASSETS_MODES)
/* harmony export */ });
/** Input `download-assets`. */
const DOWNLOAD_ASSETS_MODES = ['off', 'failed'];
const DEFAULT_EVIDENCE_OPTIONS = {
    prComment: 'off',
    junitFile: undefined,
    ctrfFile: undefined,
    downloadAssets: 'off',
    compare: { kind: 'off' },
    failOn: 'failures',
    failOnFlaky: false,
    failOnEmpty: true,
    failOnUnknown: true,
};


/***/ }),

/***/ 22942:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ platformFamily),
/* harmony export */   F5: () => (/* binding */ MAX_VERSIONS),
/* harmony export */   hh: () => (/* binding */ VersionsSeen),
/* harmony export */   oF: () => (/* binding */ MAX_VERSION_CHARS),
/* harmony export */   wg: () => (/* binding */ environmentFamily)
/* harmony export */ });
/* harmony import */ var _api_assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);

/**
 * What a test's browser or device and its platform are from one run to the next, their versions
 * left out (ASSUMPTIONS.testFamilies in src/api/assumptions.ts): `chrome 126` and `chrome 127` are
 * the family `chrome`, `Windows 10` and `WIN11` the family `windows`. A test's key is made of these
 * (src/report/value/compact.ts), so a version that moves between two reports leaves it the same test.
 */
/** Families made per text, kept while few (a report's tests share a handful of browsers and platforms). */
const MAX_REMEMBERED = 4096;
const environments = new Map();
const platforms = new Map();
/**
 * The browser or device without its version: lower case, each word that starts with a digit (`126`,
 * `17.4.1`) or reads `latest` left out, and a version fixed to a word (`win11`, `s23`) cut off it.
 */
function environmentFamily(text) {
    return text ? remembered(environments, text, withoutVersions) : '';
}
/** The platform's family (`windows`, `macos`, `linux`, `ios`, `android`), else the platform without its version. */
function platformFamily(text) {
    return text ? remembered(platforms, text, familyOfPlatform) : '';
}
function remembered(made, text, make) {
    let family = made.get(text);
    if (family === undefined) {
        if (made.size >= MAX_REMEMBERED)
            made.clear();
        family = make(text);
        made.set(text, family);
    }
    return family;
}
const VERSION_WORD = /^(?:v?\d.*|latest(?:-\d+)?)$/;
const FIXED_VERSION = /(?<=[a-z])\d[\w.-]*$/;
function withoutVersions(text) {
    return text
        .toLowerCase()
        .split(/[\s,;/()]+/)
        .filter((word) => word && !VERSION_WORD.test(word))
        .map((word) => word.replace(FIXED_VERSION, ''))
        .join(' ');
}
function familyOfPlatform(text) {
    const stripped = withoutVersions(text);
    for (const [family, pattern] of _api_assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .PLATFORM_FAMILIES */ .vq)
        if (pattern.test(stripped))
            return family;
    return stripped;
}
/** Browsers or devices, and platforms, kept as shown (versions included), and the longest text of each. */
const MAX_VERSIONS = 32;
const MAX_VERSION_CHARS = 100;
/** The first MAX_VERSIONS browsers or devices and platforms a report's tests name, each once. */
class VersionsSeen {
    environments = new Set();
    platforms = new Set();
    add(entry) {
        note(this.environments, entry.environment);
        note(this.platforms, entry.platform);
    }
    /** Another read's, after this one's. */
    join(other) {
        for (const text of other.environments)
            note(this.environments, text);
        for (const text of other.platforms)
            note(this.platforms, text);
    }
    get versions() {
        return { environments: [...this.environments], platforms: [...this.platforms] };
    }
}
function note(seen, text) {
    if (text && seen.size < MAX_VERSIONS)
        seen.add(text.slice(0, MAX_VERSION_CHARS));
}


/***/ }),

/***/ 45942:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nm: () => (/* binding */ inForce),
/* harmony export */   hi: () => (/* binding */ quarantineMatcher),
/* harmony export */   tl: () => (/* binding */ readQuarantineFile)
/* harmony export */ });
/* unused harmony exports DEFAULT_QUARANTINE_FILE, MAX_QUARANTINE_BYTES, MAX_QUARANTINE_ENTRIES, QuarantineFileError, parseQuarantine */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _family_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22942);



/**
 * The quarantine file (README, "History, flaky tests and quarantine"): a list of entries, each naming a
 * test (exactly, or with `*` matching any run of characters), optionally a browser or device family and
 * a platform family (any version: family.ts), a reason, and a date after which the entry no longer
 * quarantines. It is read strictly, before any request: what this reader takes is YAML that means the
 * same to any YAML reader (a list of flat mappings of strings), and anything else is one line naming the
 * line of the file. A full YAML library would add a hundred kilobytes to every action for five keys.
 */
/** Where the file is when the input names none, relative to the workspace; read only when it exists. */
const DEFAULT_QUARANTINE_FILE = '.github/cloudtest-quarantine.yml';
/** A file larger than this, or with more entries, is no quarantine list someone maintains by hand. */
const MAX_QUARANTINE_BYTES = 256 * 1024;
const MAX_QUARANTINE_ENTRIES = 1000;
const KEYS = ['test', 'browser', 'platform', 'reason', 'until'];
/** A quarantine file that cannot be read as one: the message names the file and the line. */
class QuarantineFileError extends Error {
    name = 'QuarantineFileError';
}
/**
 * The quarantine file the input names, relative to `workspace` (GITHUB_WORKSPACE); with none named,
 * DEFAULT_QUARANTINE_FILE when it exists, else undefined.
 */
function readQuarantineFile(given, workspace) {
    const file = given ?? DEFAULT_QUARANTINE_FILE;
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(file) ? file : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace, file);
    let size;
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
        if (!stat.isFile())
            throw new QuarantineFileError(`${file} is not a file`);
        size = stat.size;
    }
    catch (error) {
        if (error instanceof QuarantineFileError)
            throw error;
        if (given === undefined)
            return undefined;
        throw new QuarantineFileError(`found no file ${file} (relative to the workspace, ${workspace})`);
    }
    if (size > MAX_QUARANTINE_BYTES)
        throw new QuarantineFileError(`${file} holds ${size} bytes, more than ${MAX_QUARANTINE_BYTES}`);
    return parseQuarantine((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'), file);
}
/** The entries of a quarantine file's text; `file` names it in messages. */
function parseQuarantine(text, file) {
    const entries = [];
    let open;
    let itemIndent;
    let content = 0;
    const fail = (line, why) => {
        throw new QuarantineFileError(`${file}, line ${line}: ${why}`);
    };
    const close = () => {
        if (!open)
            return;
        entries.push(finished(open.entry, open.line, fail));
        if (entries.length > MAX_QUARANTINE_ENTRIES)
            fail(open.line, `more than ${MAX_QUARANTINE_ENTRIES} entries`);
        open = undefined;
    };
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n|\r/);
    for (const [index, raw] of lines.entries()) {
        const line = index + 1;
        const indent = /^ */.exec(raw)?.[0].length ?? 0;
        const body = withoutComment(raw.slice(indent), line, fail).trimEnd();
        if (!body)
            continue;
        if (raw[indent] === '\t')
            fail(line, 'a tab indents this line; YAML indents with spaces');
        content += 1;
        if (content === 1 && indent === 0 && body === '---')
            continue;
        // An empty list written as such, and nothing after it.
        if (indent === 0 &&
            body === '[]' &&
            !open &&
            lines.slice(index + 1).every((l) => !withoutComment(l, line, fail).trim()))
            break;
        const item = /^-(?: +|$)/.exec(body);
        if (item && (itemIndent === undefined || indent === itemIndent)) {
            itemIndent = indent;
            close();
            open = { entry: {}, line };
            const rest = body.slice(item[0].length);
            if (rest) {
                open.keyIndent = indent + item[0].length;
                keyValue(rest, open.entry, line, fail);
            }
            continue;
        }
        if (!open) {
            return fail(line, itemIndent === undefined
                ? 'the file is a list of entries, each starting with "- " (- test: "Checkout*")'
                : `indented as no entry: each entry starts with "- " at column ${itemIndent + 1}`);
        }
        open.keyIndent ??= indent > (itemIndent ?? 0) ? indent : undefined;
        if (indent !== open.keyIndent)
            fail(line, "indented as no key of the entry above: an entry's keys line up under its first");
        keyValue(body, open.entry, line, fail);
    }
    close();
    return { file, entries };
}
/** The line without its comment: a `#` at its start or after a space, outside quotes. */
function withoutComment(text, line, fail) {
    let quote;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (quote) {
            if (c === '\\' && quote === '"')
                i++;
            else if (c === quote)
                quote = undefined;
        }
        else if (c === '#' && (i === 0 || text[i - 1] === ' ' || text[i - 1] === '\t'))
            return text.slice(0, i);
        else if ((c === '"' || c === "'") && (i === 0 || /[\s:-]/.test(text[i - 1] ?? '')))
            quote = c;
    }
    if (quote)
        fail(line, `a quoted value is not closed on its line (${quote})`);
    return text;
}
function keyValue(text, entry, line, fail) {
    const match = /^([^\s:"'#{}[\]][^:{}[\]]*?):(?: +(.*)|$)/.exec(text);
    if (!match)
        return fail(line, `expected "key: value", one key a line, got "${shown(text)}"`);
    const key = match[1] ?? '';
    if (!KEYS.includes(key))
        fail(line, `unknown key "${shown(key)}" (an entry takes ${KEYS.join(', ')})`);
    if (entry[key] !== undefined)
        fail(line, `"${key}" is given twice in one entry`);
    const value = scalar((match[2] ?? '').trim(), line, fail);
    if (!value)
        fail(line, `"${key}" has no value`);
    entry[key] = { value, line };
}
/** Characters a plain YAML value may not start with: they would mean something else (an alias, a tag, a list). */
const INDICATORS = '*&!|>[]{}@`%,?"\'';
function scalar(text, line, fail) {
    const first = text[0] ?? '';
    if (first === "'") {
        if (!/^'(?:[^']|'')*'$/.test(text))
            fail(line, 'a single-quoted value must end with its quote');
        return text.slice(1, -1).replaceAll("''", "'");
    }
    if (first === '"') {
        if (!/^"(?:[^"\\]|\\.)*"$/.test(text))
            fail(line, 'a double-quoted value must end with its quote');
        return text.slice(1, -1).replace(/\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, escape) => {
            const simple = { '"': '"', '\\': '\\', '/': '/', n: '\n', t: '\t', ' ': ' ' };
            if (escape.length > 1)
                return String.fromCharCode(Number.parseInt(escape.slice(1), 16));
            return simple[escape] ?? fail(line, `"\\${escape}" is no escape this file takes`);
        });
    }
    if (first && INDICATORS.includes(first))
        fail(line, `a value starting with "${first}" must be quoted ("${shown(text)}")`);
    if (/: |:$/.test(text))
        fail(line, `a value holding ": " must be quoted ("${shown(text)}")`);
    return text;
}
function finished(fields, line, fail) {
    const [test, browser, platform, reason, until] = KEYS.map((key) => fields[key]?.value);
    if (!test)
        return fail(line, 'the entry names no test ("test" is required)');
    if (until !== undefined && dayEnd(until) === undefined)
        fail(fields.until?.line ?? line, `"until" must be a date written as 2026-12-31, got "${shown(until)}"`);
    return {
        test,
        ...(browser ? { browser } : {}),
        ...(platform ? { platform } : {}),
        ...(reason ? { reason } : {}),
        ...(until ? { until } : {}),
        line,
    };
}
const shown = (text) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);
/** The end of an `until` day, UTC, in milliseconds since the epoch; undefined when it is no date. */
function dayEnd(text) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match)
        return undefined;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const start = Date.UTC(year, month - 1, day);
    const date = new Date(start);
    if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
        return undefined;
    return start + 24 * 60 * 60 * 1000;
}
/** The entries in force at `now` (an entry quarantines through its `until` day, UTC) and those past it. */
function inForce(list, now) {
    const active = [];
    const expired = [];
    for (const entry of list.entries) {
        const end = entry.until === undefined ? undefined : dayEnd(entry.until);
        (end !== undefined && now >= end ? expired : active).push(entry);
    }
    return { active, expired };
}
/**
 * The entry that quarantines a test, if any: its name (the shown one, or the one it goes by from run to
 * run) matches the entry's, and the entry's browser and platform, when given, are the test's families.
 * A made-up name (a failure whose record named no test) is no test's, so nothing quarantines it.
 */
function quarantineMatcher(entries) {
    const rules = entries.map((entry) => ({
        entry,
        name: namePattern(entry.test),
        environment: entry.browser === undefined ? undefined : (0,_family_js__WEBPACK_IMPORTED_MODULE_2__/* .environmentFamily */ .wg)(entry.browser),
        platform: entry.platform === undefined ? undefined : (0,_family_js__WEBPACK_IMPORTED_MODULE_2__/* .platformFamily */ .Cz)(entry.platform),
    }));
    return (test) => {
        if (test.madeUpName)
            return undefined;
        for (const rule of rules) {
            if (rule.environment !== undefined && rule.environment !== (0,_family_js__WEBPACK_IMPORTED_MODULE_2__/* .environmentFamily */ .wg)(test.environment))
                continue;
            if (rule.platform !== undefined && rule.platform !== (0,_family_js__WEBPACK_IMPORTED_MODULE_2__/* .platformFamily */ .Cz)(test.platform))
                continue;
            if (rule.name.test(test.name) || (test.keyName !== undefined && rule.name.test(test.keyName)))
                return rule.entry;
        }
        return undefined;
    };
}
/** An exact name, each `*` in it matching any run of characters. */
function namePattern(test) {
    const parts = test.split('*').map((part) => part.replace(/[\\^$.|?+()[\]{}]/g, '\\$&'));
    return new RegExp(`^${parts.join('[^]*')}$`, 'u');
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

/***/ 34589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EE: () => (/* binding */ MAX_COMMAND_ANNOTATIONS),
/* harmony export */   G_: () => (/* binding */ MAX_ANNOTATION_TITLE_CHARS),
/* harmony export */   Hq: () => (/* binding */ MAX_THUMBNAILS),
/* harmony export */   Lb: () => (/* binding */ MAX_DOWNLOADED_TESTS),
/* harmony export */   RD: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.RD),
/* harmony export */   TN: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.TN),
/* harmony export */   aR: () => (/* binding */ MAX_ANNOTATIONS_PER_REQUEST),
/* harmony export */   dy: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.dy),
/* harmony export */   gv: () => (/* binding */ GITHUB_WRITE_PAUSE_MS),
/* harmony export */   iE: () => (/* binding */ WINDOW_RUNS),
/* harmony export */   jd: () => (/* binding */ MAX_OUTPUT_CHARS),
/* harmony export */   lZ: () => (/* binding */ MAX_ANNOTATION_BYTES),
/* harmony export */   lo: () => (/* binding */ MAX_SHOWN_SIZE),
/* harmony export */   n4: () => (/* binding */ MAX_STEP_SUMMARY_BYTES),
/* harmony export */   q0: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.q0),
/* harmony export */   rV: () => (/* binding */ MAX_CHECK_RUN_ANNOTATIONS),
/* harmony export */   yU: () => (/* binding */ MAX_OUTPUT_TITLE_CHARS),
/* harmony export */   yd: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.yd),
/* harmony export */   zP: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.zP)
/* harmony export */ });
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23243);
/**
 * GitHub's size limits (docs/github-facts.md) and cutting text to them without breaking a character
 * (src/text/characters.ts).
 */
/** Annotations per check-run request. */
const MAX_ANNOTATIONS_PER_REQUEST = 50;
/** Annotation `title`, in characters. */
const MAX_ANNOTATION_TITLE_CHARS = 255;
/**
 * Annotation `message` and `raw_details`: "64 KB", counted in bytes. Read as 64,000 bytes, the smaller
 * of its two readings, so the cut is safe under either.
 */
const MAX_ANNOTATION_BYTES = 64_000;
/** Check run `output.summary` and `output.text`, in characters. */
const MAX_OUTPUT_CHARS = 65_535;
/** Check run `output.title`: GitHub states no limit; one short line, cut like an annotation title. */
const MAX_OUTPUT_TITLE_CHARS = 255;
/** The job summary of one step (GITHUB_STEP_SUMMARY), in bytes. */
const MAX_STEP_SUMMARY_BYTES = 1024 * 1024;
/**
 * Annotations one check run carries at most: 20 requests of 50, paced a second apart, stay far inside
 * GitHub's limits for content-creating requests (80 a minute, 500 an hour: docs/github-facts.md). The
 * job summary and the JUnit and CTRF files list the failed tests beyond it.
 */
const MAX_CHECK_RUN_ANNOTATIONS = 1000;
/** Pause between two writes to one check run: GitHub asks for a second between content-creating requests. */
const GITHUB_WRITE_PAUSE_MS = 1000;
/** Workflow-command annotations the runner shows per level and step. */
const MAX_COMMAND_ANNOTATIONS = 10;
/** Failed tests whose recordings download-assets saves, first ones first. */
const MAX_DOWNLOADED_TESTS = 20;
/** Failed tests shown with a thumbnail of their last screenshot, first ones first, as the room allows. */
const MAX_THUMBNAILS = 6;
/**
 * The most markdown any output of a report holds: a step's job summary (the check run's summary and a
 * comment hold 65,535 and 65,536 characters; the command line keeps its summaries within 1 MiB too).
 * Table rows past this many UTF-16 units fit in no output, so a report keeps no test beyond them.
 */
const MAX_SHOWN_SIZE = MAX_STEP_SUMMARY_BYTES;
// The cuts live with the other character work (src/text/characters.ts); here beside the limits they serve.

/**
 * Reports of the branch a history window holds at most (history/window.ts): the newest, the report
 * that carries it, last. Here, not there, so the inputs that bound `auto-quarantine` by it load no more.
 */
const WINDOW_RUNS = 30;


/***/ })

};
