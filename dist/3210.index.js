export const id = 3210;
export const ids = [3210];
export const modules = {

/***/ 130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ru: () => (/* binding */ LOOK_BACK_COMMITS),
/* harmony export */   Vm: () => (/* binding */ quarantineBaseOf),
/* harmony export */   sP: () => (/* binding */ baseCommitOf),
/* harmony export */   vc: () => (/* binding */ quarantineDecidedByBase)
/* harmony export */ });
/* harmony import */ var _world_commit_sha_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76395);
/* harmony import */ var _world_environment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90028);


/** Commits of the base branch looked at before the base itself is given up on, the base included. */
const LOOK_BACK_COMMITS = 5;
const text = (value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
/** A commit the event names in full; GitHub's zeros name none. */
const sha = (value) => {
    const s = text(value);
    return s && (0,_world_commit_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .isFullSha */ .Wf)(s) && !(0,_world_commit_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .isNoCommit */ .xT)(s) ? s : undefined;
};
/** `refs/heads/main` \u2192 `main`. */
const branchOf = (ref) => text(ref)?.replace(/^refs\/heads\//, '');
/**
 * The commit the setting names, or why there is none. `auto` follows the event: a pull request's base
 * commit, a merge queue's base (`merge_group.base_sha`), a push's previous commit; a `workflow_run`'s
 * pull request's base when the payload names one of this repository, else the newest report on the
 * default branch; a scheduled or manual run's branch, from its own commit back (its newest report
 * before this run's). Each may look back along the branch past commits without a finished report.
 */
function baseCommitOf(setting, env, event) {
    if (setting.kind === 'off')
        return { why: 'compare is off' };
    if (setting.kind === 'commit')
        return { sha: setting.sha, lookBack: false };
    const { name, payload } = event;
    const branch = env.GITHUB_REF?.startsWith('refs/heads/') ? text(env.GITHUB_REF_NAME) : undefined;
    // These name no commit in their payload: the run's own commit and branch are what they compare along.
    const runId = text(env.GITHUB_RUN_ID);
    if (name === 'schedule' || name === 'workflow_dispatch')
        return branchBase(name, { head: sha(env.GITHUB_SHA), branch, runId });
    const known = name.startsWith('pull_request') || ['push', 'merge_group', 'workflow_run'].includes(name);
    if (!known)
        return {
            why: `a ${name || 'run outside GitHub Actions'} event names no base commit (set compare to a commit SHA)`,
        };
    if (event.unread !== undefined)
        return { why: `the ${name} event's payload (GITHUB_EVENT_PATH) could not be read` };
    if (name === 'workflow_run')
        return workflowRunBase(payload, runId);
    if (name === 'merge_group') {
        const base = sha(payload.merge_group?.base_sha);
        if (!base)
            return { why: 'the merge_group event names no base commit (merge_group.base_sha)' };
        return withBranch({ sha: base, lookBack: true }, branchOf(payload.merge_group?.base_ref));
    }
    const pullRequest = name.startsWith('pull_request');
    const named = pullRequest ? payload.pull_request?.base?.sha : payload.before;
    if (typeof named === 'string' && (0,_world_commit_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .isNoCommit */ .xT)(named))
        return { why: 'this push made a new branch: there is no commit before it' };
    const base = sha(named);
    if (!base)
        return { why: `the ${name} event names no ${pullRequest ? 'base commit' : 'previous commit'}` };
    // A push looks back too: its previous commit may have no report (a docs-only commit, a cancelled run).
    return withBranch({ sha: base, lookBack: true }, pullRequest ? text(payload.pull_request?.base?.ref) : text(env.GITHUB_REF_NAME));
}
const withBranch = (commit, branch) => branch ? { ...commit, branch } : commit;
/** A run of a branch's own (scheduled, manual): its newest earlier report, from its own commit back. */
function branchBase(event, { head, branch, runId, }) {
    if (!head)
        return { why: `the ${event} run's commit is not known` };
    if (!branch)
        return { why: `the ${event} run is not on a branch, so it has no earlier report to compare with` };
    const base = { sha: head, branch, lookBack: true, basis: `the newest earlier report on ${branch}` };
    return runId ? { ...base, notOfRun: runId } : base;
}
/**
 * A workflow_run run reports on the commit of the run that triggered it: compared with the base of the
 * pull request that run was for, when the payload names one whose head is in this repository (GitHub
 * names none for a fork's); else, for a pull request, with the newest report on the default branch,
 * for a merge queue's run with the newest report on the branch it merges into, and for a run of a
 * branch (a push), with that branch's newest report before this one.
 */
function workflowRunBase(payload, runId) {
    const run = payload.workflow_run;
    const head = sha(run?.head_sha);
    const ours = pullRequestOfRun(payload);
    const base = sha(ours?.base?.sha);
    if (base)
        return withBranch({ sha: base, lookBack: true }, text(ours?.base?.ref));
    const event = text(run?.event) ?? '';
    const headBranch = text(run?.head_branch);
    // A queue's run names no base commit, but its branch names the branch it merges into.
    const queued = event === 'merge_group' ? (0,_world_environment_js__WEBPACK_IMPORTED_MODULE_1__/* .queueBaseBranch */ .pC)(headBranch) : undefined;
    if (event.startsWith('pull_request') || event === 'merge_group') {
        const branch = queued ?? text(payload.repository?.default_branch);
        if (!branch)
            return {
                why: `the workflow_run event names no base commit of its ${event} run, nor the default branch`,
            };
        const why = queued
            ? 'a workflow_run of a merge queue names no base commit'
            : "the workflow_run event names no pull request of this repository (a fork's pull request is not named)";
        return { branch, lookBack: true, basis: `the newest report on ${branch}, since ${why}` };
    }
    return branchBase('workflow_run', { head, branch: headBranch, runId });
}
/** The pull request a `workflow_run` payload names whose head is in this repository (a fork's is not named). */
function pullRequestOfRun(payload) {
    const run = payload.workflow_run;
    const head = sha(run?.head_sha);
    return (run?.pull_requests ?? []).find((pr) => {
        const headRepo = pr.head?.repo?.id;
        return headRepo !== undefined && headRepo === pr.base?.repo?.id && (!head || sha(pr.head?.sha) === head);
    });
}
/**
 * Events whose report's commit is not a commit of its own branch: a pull request's (its merge commit),
 * a merge queue's, another workflow run's, a deployment's. Their quarantine is the base's decision, as
 * CODEOWNERS is (docs/quarantine.md); every other run's is its own commit's.
 */
function quarantineDecidedByBase(eventName) {
    return (eventName.startsWith('pull_request') ||
        ['merge_group', 'workflow_run', 'deployment_status'].includes(eventName));
}
/**
 * Where the quarantine file that decides such a report is read (`ref` for GitHub's contents API): the
 * base commit the comparison reads (the input's commit, a pull request's base, a merge queue's
 * `base_sha`, the base of a `workflow_run`'s pull request), else the default branch's head.
 */
function quarantineBaseOf(setting, event) {
    const commit = (s) => ({ ref: s, what: `the base commit ${s.slice(0, 7)}` });
    if (setting.kind === 'commit')
        return commit(setting.sha);
    const { name, payload } = event;
    const named = name.startsWith('pull_request')
        ? sha(payload.pull_request?.base?.sha)
        : name === 'merge_group'
            ? sha(payload.merge_group?.base_sha)
            : name === 'workflow_run'
                ? sha(pullRequestOfRun(payload)?.base?.sha)
                : undefined;
    if (named)
        return commit(named);
    const branch = text(payload.repository?.default_branch);
    if ((name === 'workflow_run' || name === 'deployment_status') && branch)
        return { ref: branch, what: `the head of ${branch}` };
    return { why: `the ${name} event names no base commit` };
}


/***/ }),

/***/ 50509:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   durationsIn: () => (/* binding */ durationsIn),
/* harmony export */   readTimings: () => (/* binding */ readTimings),
/* harmony export */   timingsOfDigest: () => (/* binding */ timingsOfDigest)
/* harmony export */ });
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _history_base_commit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(130);
/* harmony import */ var _history_base_lookup_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36337);
/* harmony import */ var _history_digest_by_name_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2497);
/* harmony import */ var _world_deps_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43715);





/**
 * The durations of `names` in the base's report of `checkName`: the base the comparison reads (a pull
 * request's base, a queue's, a push's previous commit, a branch's newest earlier report), else, where
 * the event names none, the newest report on the default branch. Never fails: none, and why.
 */
async function readTimings(checkName, names, deps) {
    const { github, repository } = deps;
    const base = timingsBase(deps);
    if ('why' in base)
        return { none: base.why };
    if (!github || !repository)
        return { none: 'no GitHub token or repository to read the base report with' };
    const report = await (0,_history_base_lookup_js__WEBPACK_IMPORTED_MODULE_1__/* .readBaseReport */ .U)(base, {
        github,
        repository,
        checkName,
        signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_3__/* .requestSignal */ .O)(deps),
        ownApp: async () => undefined,
        forTimings: true,
    }).catch((error) => ({ why: (0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error), requests: 0 }));
    const found = durationsIn(report, names, `the newest report of ${checkName}`);
    if ('seconds' in found)
        deps.log.info(`Durations of ${found.seconds.size} of ${names.length} tests from ${found.from} (${report.requests} read(s)); whose report it is was not checked: durations decide the balance of the legs only.`);
    return found;
}
/**
 * The durations of `names` in a digest given as it is (`cloudtest report --history`'s file): `where`
 * names it in the sentences.
 */
function timingsOfDigest(text, names, where) {
    return durationsIn((0,_history_base_lookup_js__WEBPACK_IMPORTED_MODULE_1__/* .baseOfDigest */ .L)(text, { where }), names, `the history ${where}`);
}
/** The base commit the comparison would read; where the event names none, the default branch's newest report. */
function timingsBase(deps) {
    const base = (0,_history_base_commit_js__WEBPACK_IMPORTED_MODULE_4__/* .baseCommitOf */ .sP)({ kind: 'auto' }, deps.env, deps.event);
    if (!('why' in base))
        return base;
    const branch = deps.event.payload.repository?.default_branch;
    if (typeof branch !== 'string' || !branch.trim())
        return base;
    return { branch, lookBack: true, basis: 'the default branch' };
}
/** What a base report holds of the names' durations, or why it holds none; `what` names it. */
function durationsIn(report, names, what) {
    if (!('digest' in report))
        return { none: report.why };
    const where = [
        report.sha ? `on ${report.sha.slice(0, 7)}` : '',
        report.branch ? `(${report.branch}${report.basis ? `, ${report.basis}` : ''})` : '',
    ]
        .filter(Boolean)
        .join(' ');
    const from = where ? `${what} ${where}` : what;
    const { byName } = report.digest;
    if (!byName)
        return {
            none: `${from} carries no durations by name: an earlier version of this action wrote it`,
        };
    return {
        seconds: (0,_history_digest_by_name_js__WEBPACK_IMPORTED_MODULE_2__/* .secondsByName */ .EN)(byName, names),
        from,
        ...(byName.leftOut ? { leftOut: byName.leftOut } : {}),
    };
}


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

/***/ 69292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gw: () => (/* binding */ pauseBeforeRetry),
/* harmony export */   dZ: () => (/* binding */ describeGitHubError),
/* harmony export */   gj: () => (/* binding */ isPermissionError),
/* harmony export */   we: () => (/* binding */ askedUntilHealed)
/* harmony export */ });
/* harmony import */ var _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35504);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34589);


/** An Octokit error as one line: `HTTP 403: Resource not accessible by integration`. */
function describeGitHubError(error) {
    const e = error;
    const message = typeof e.response?.data?.message === 'string' ? e.response.data.message : String(e.message);
    return typeof e.status === 'number' ? `HTTP ${e.status}: ${message}` : message;
}
/**
 * A token that may not create check runs: 403 "Resource not accessible by integration" (fork pull
 * requests, Dependabot, `permissions` without `checks: write`), 404 (a token that cannot see the
 * repository), 401 (no valid token).
 */
function isPermissionError(error) {
    const status = error.status;
    return status === 401 || status === 403 || status === 404;
}
/** Tries of a request GitHub's answer may heal: the first and two more. */
const GITHUB_ATTEMPTS = 3;
/** GitHub's wait after a secondary rate limit that names none, and the longest we take from it. */
const RATE_LIMIT_PAUSE_MS = 60_000;
/**
 * A request to GitHub tried again while its answer may heal (`pauseBeforeRetry`), `attempts` times at
 * most: the write that completes a check run (a check left in progress blocks a pull request that
 * requires it; a retry after an answer lost on the way may append that request's annotations twice,
 * the lesser harm), or a read the verdict rests on (the base's quarantine file).
 */
async function askedUntilHealed(request, pause, attempts = GITHUB_ATTEMPTS) {
    for (let attempt = 1;; attempt++) {
        try {
            return await request();
        }
        catch (error) {
            const wait = attempt < attempts ? pauseBeforeRetry(error, attempt) : undefined;
            if (wait === undefined)
                throw error;
            await pause(wait);
        }
    }
}
/**
 * How long to wait before asking again, or undefined when asking again cannot help. A secondary rate
 * limit (403 or 429 saying so) waits as GitHub asks (a spent quota does not: nothing heals before its
 * reset, src/runtime/github-quota.ts): its `retry-after`, else a minute; a 5xx, a network
 * error or a time-out (Octokit reports the last two as 500) waits GITHUB_WRITE_PAUSE_MS, then twice
 * that (docs/github-facts.md).
 */
function pauseBeforeRetry(error, attempt) {
    if (error instanceof _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubQuotaSpent */ .i)
        return undefined;
    const e = error;
    const status = typeof e.status === 'number' ? e.status : 500;
    if (status === 429 || (status === 403 && /rate limit/i.test(describeGitHubError(error)))) {
        const seconds = Number(e.response?.headers?.['retry-after']);
        return Number.isFinite(seconds) && seconds >= 0
            ? Math.min(seconds * 1000, RATE_LIMIT_PAUSE_MS)
            : RATE_LIMIT_PAUSE_MS;
    }
    return status >= 500 ? _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .GITHUB_WRITE_PAUSE_MS */ .gv * 2 ** (attempt - 1) : undefined;
}


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


/***/ }),

/***/ 66526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ growable),
/* harmony export */   w: () => (/* binding */ grow)
/* harmony export */ });
/**
 * Typed arrays kept per test or per key while a report is read, that grow with it. Each sits on a
 * resizable buffer: it grows in place, in memory mapped for it alone and taken page by page, so
 * growing copies nothing and leaves no smaller array behind. A plain typed array that doubles leaves
 * each old copy to the collector, which frees one that outlived a young collection only in a full
 * one, and leaves holes in the allocator's memory that nothing of that size fills again.
 */
/**
 * Most items a growable array holds (its buffer's address space is reserved up front, its memory
 * taken only as it grows): far beyond any report, which reads a build to 100,000 tests.
 */
const MAX_GROWABLE_ITEMS = 2 ** 24;
/**
 * A typed array of `length` items that `grow` lengthens in place (a resizable buffer): no copy is
 * made and nothing is left behind. Its `length` follows its buffer.
 */
function growable(Type, length) {
    const bytes = Type.BYTES_PER_ELEMENT;
    return new Type(new ArrayBuffer(length * bytes, { maxByteLength: MAX_GROWABLE_ITEMS * bytes }));
}
/** Lengthens a `growable` array to `length` items, the new ones zero. */
function grow(array, length) {
    array.buffer.resize(length * array.BYTES_PER_ELEMENT);
}


/***/ })

};
