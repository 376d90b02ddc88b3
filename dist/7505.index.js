export const id = 7505;
export const ids = [7505];
export const modules = {

/***/ 76003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sX: () => (/* binding */ tokenIdentity),
/* harmony export */   xO: () => (/* binding */ writtenBy)
/* harmony export */ });
/* unused harmony export identityOfApp */
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35504);
/* harmony import */ var _own_app_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93931);



/** Our identity from the app of a check run our token created or completed, when GitHub named one. */
function identityOfApp(app) {
    const slug = app?.slug?.trim();
    if (!slug)
        return undefined;
    return {
        login: `${slug}[bot]`,
        app: { slug, ...(typeof app?.id === 'number' ? { id: app.id } : {}) },
        from: 'check run',
    };
}
/**
 * Who the token is, for the comments it wrote and an open check run whose answer never came: the app
 * of a check run it wrote (the surest: GitHub tells it on every check run, src/report/history/own-app.ts),
 * else the user `GET /user` names (it answers only a user's token), else the workflow token, which is
 * the default of every `github-token` input and is refused by `GET /user`. An app's installation token
 * that could make no check run is thus taken for the workflow token: what it wrote earlier is then not
 * found, and a new one is written beside it. Earlier reports are never judged by this guess: only by
 * the app of our own check run (src/report/history/base/lookup.ts).
 */
async function tokenIdentity(github, known) {
    const fromCheckRun = identityOfApp(known.checkRunApp ?? (0,_own_app_js__WEBPACK_IMPORTED_MODULE_2__/* .ownAppOf */ .xx)(github));
    if (fromCheckRun)
        return fromCheckRun;
    // Asked once per client: a step that reads an earlier attempt's report and then the base's asks once.
    let asked = askedOf.get(github);
    if (!asked) {
        asked = askGitHub(github, known);
        askedOf.set(github, asked);
        // A cancelled ask is not an answer: the next caller asks again.
        asked.catch(() => askedOf.delete(github));
    }
    return asked;
}
const askedOf = new WeakMap();
async function askGitHub(github, known) {
    try {
        const { data } = await github.rest.users.getAuthenticated({ request: { signal: known.signal } });
        if (data.login)
            return { login: data.login, from: 'user' };
    }
    catch (error) {
        if (known.signal.aborted || error instanceof _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubQuotaSpent */ .i)
            throw error;
        known.log.debug(`GET /user did not name the token (${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}): taken for the workflow token.`);
    }
    return { login: `${_own_app_js__WEBPACK_IMPORTED_MODULE_2__/* .WORKFLOW_TOKEN_APP */ .cE}[bot]`, app: { slug: _own_app_js__WEBPACK_IMPORTED_MODULE_2__/* .WORKFLOW_TOKEN_APP */ .cE }, from: 'workflow token' };
}
/**
 * Whether our token wrote it. A comment: its `user.login` is ours (no one else can hold an app's
 * `[bot]` login) and, when it names an app it was written through, that app is ours. A check run: its
 * `app` is ours.
 */
function writtenBy(identity, item) {
    if (item.app !== undefined)
        return (0,_own_app_js__WEBPACK_IMPORTED_MODULE_2__/* .sameApp */ .oQ)(item.app, identity.app);
    const login = item.user?.login;
    if (!login || login.toLowerCase() !== identity.login.toLowerCase())
        return false;
    const via = item.performed_via_github_app;
    return !via || !identity.app || (0,_own_app_js__WEBPACK_IMPORTED_MODULE_2__/* .sameApp */ .oQ)(via, identity.app);
}


/***/ }),

/***/ 78119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ markOf)
/* harmony export */ });
/* harmony import */ var _history_digest_by_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2497);
/* harmony import */ var _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1003);


const marked = (e) => ({
    name: e.name,
    ...(e.environment ? { environment: e.environment } : {}),
    ...(e.platform ? { platform: e.platform } : {}),
});
/**
 * The mark of a check run the step writes (src/report/world/leg-mark.ts): its workflow run, attempt,
 * job and matrix place, and the report's first flaky and unknown tests as far as `room` allows; on a
 * leg of actions/shard's matrix, its predicted time and its longest tests of those the plan gave it.
 * Undefined outside a workflow run, where no job after a matrix looks for it.
 */
function markOf(deps, what) {
    const job = deps.job;
    if (!job?.runId)
        return undefined;
    const shard = job.shardLeg;
    const longest = shard && what.tests?.keys ? (0,_history_digest_by_name_js__WEBPACK_IMPORTED_MODULE_0__/* .longestNamed */ .Uw)(what.tests.keys, shard.tests, _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_LONGEST */ .WY) : [];
    return (0,_world_leg_mark_js__WEBPACK_IMPORTED_MODULE_1__/* .writeLegMark */ .tK)({
        runId: job.runId,
        attempt: job.attempt,
        ...(job.job ? { job: job.job } : {}),
        ...(job.place ? { place: job.place } : {}),
        ...(job.values ? { values: job.values } : {}),
        ...(what.combined ? { combined: true } : {}),
        flaky: (what.tests?.flaky ?? []).map(marked),
        unknown: (what.tests?.unknown ?? []).map(marked),
        ...(shard?.predictedSeconds === undefined ? {} : { predictedSeconds: shard.predictedSeconds }),
        ...(longest.length ? { longest } : {}),
    }, what.room);
}


/***/ }),

/***/ 60117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   closeProgressCheck: () => (/* binding */ closeProgressCheck),
/* harmony export */   findProgressCheck: () => (/* binding */ findProgressCheck),
/* harmony export */   openProgressCheck: () => (/* binding */ openProgressCheck),
/* harmony export */   retextProgressCheck: () => (/* binding */ retextProgressCheck)
/* harmony export */ });
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35504);
/* harmony import */ var _history_own_app_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93931);
/* harmony import */ var _history_token_identity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76003);
/* harmony import */ var _world_deps_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(43715);
/* harmony import */ var _world_github_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69292);
/* harmony import */ var _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1003);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(34589);
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(44636);
/* harmony import */ var _mark_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(78119);










/** Opening is a single small request; a GitHub that takes longer is not waited for. */
const OPEN_TIMEOUT_MS = 10_000;
/** The limit of one request about the check run in progress: OPEN_TIMEOUT_MS, or the deps' own if shorter. */
const openSignal = (deps) => () => AbortSignal.timeout(Math.min(OPEN_TIMEOUT_MS, deps.requestTimeoutMs ?? OPEN_TIMEOUT_MS));
/**
 * Opens the check run `in_progress` as soon as what runs is known, so the pull request shows it while
 * the tests run. An open whose answer did not come in time, or was a 5xx, may still have made it: it
 * is then looked for on the commit (findProgressCheck) and taken as opened, so no check run is left
 * in progress unknown to the step. Undefined when there is none: the report at the end says why, once.
 */
async function openProgressCheck(check, deps, 
/**
 * Called with its ID the moment GitHub made it, before anything else: a step killed next still
 * leaves it; with the app GitHub says made it, when its answer came.
 */
onOpened = () => { }, 
/** Told why, when none was opened: the request failed, and none was found that it made after all. */
onFailed = () => { }) {
    const { github, repository, headSha, log } = deps;
    if (!github || !repository || !headSha)
        return undefined;
    const name = (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(check.name);
    try {
        const run = await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_7__/* .openCheckRun */ .G2)(github, {
            ...repository,
            headSha,
            name,
            externalId: check.externalId,
            detailsUrl: deps.detailsUrl,
            // Not ended by a cancel: a check run created unbeknown to the step could never be closed.
            signal: openSignal(deps),
        }, 
        // Marked from the start: a post step that completes it without a report leaves the text.
        { ...check, text: (0,_mark_js__WEBPACK_IMPORTED_MODULE_8__/* .markOf */ .F)(deps, { room: _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_5__/* .LEG_MARK_ROOM */ .le, combined: check.combined }) });
        (0,_history_own_app_js__WEBPACK_IMPORTED_MODULE_2__/* .learnOwnApp */ .Kx)(github, run.app);
        onOpened(run.id, run.app);
        log.info(`Check run "${name}" is in progress: ${run.url || `#${run.id}`}`);
        return run.id;
    }
    catch (error) {
        if (error instanceof _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubQuotaSpent */ .i)
            throw error;
        log.debug(`Could not open the check run in progress: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}`);
        const made = mayHaveMade(error) ? await findProgressCheck(check, deps) : undefined;
        if (!made) {
            onFailed(error);
            return undefined;
        }
        onOpened(made.id, made.app);
        log.info(`Check run "${name}" is in progress: ${made.url || `#${made.id}`} (GitHub made it, though its answer to the step did not come).`);
        return made.id;
    }
}
/** Whether GitHub may have acted on a request that failed: no answer in time (Octokit's 500), or a 5xx. */
function mayHaveMade(error) {
    const status = error.status;
    return typeof status !== 'number' || status >= 500;
}
/**
 * The check run in progress named `check` on the commit, made by our token (an open whose answer never
 * came, or the one a main step opened before it was killed); undefined when there is none, or GitHub
 * cannot say (a debug line).
 */
async function findProgressCheck(check, deps) {
    const { github, repository, headSha, log } = deps;
    if (!github || !repository || !headSha)
        return undefined;
    const signal = openSignal(deps);
    try {
        const identity = await (0,_history_token_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .tokenIdentity */ .sX)(github, { signal: signal(), log });
        return await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_7__/* .findOpenCheckRun */ .vo)(github, { ...repository, headSha, name: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(check.name), externalId: check.externalId, signal }, (app) => (0,_history_token_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .writtenBy */ .xO)(identity, { app }));
    }
    catch (error) {
        log.debug(`Could not look for check run "${(0,_world_limits_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(check.name)}" on the commit: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}`);
        return undefined;
    }
}
/**
 * Says what the open check run is waiting for now (a job that left the queue runs), a write's pause
 * after the last one. Best effort: the report replaces the text anyway, so a problem is a debug line.
 */
async function retextProgressCheck(id, text, deps) {
    const { github, repository, log } = deps;
    if (!github || !repository)
        return;
    try {
        await deps.pause(_world_limits_js__WEBPACK_IMPORTED_MODULE_6__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
        await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_7__/* .updateCheckRunText */ .OX)(github, { ...repository, id, signal: () => AbortSignal.timeout(OPEN_TIMEOUT_MS) }, text);
    }
    catch (error) {
        log.debug(`Could not update check run #${id} in progress: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}`);
    }
}
/**
 * Completes an open check run that no report completes (a failed wait, or a post step closing what
 * main left open), retried while GitHub's answer may heal. True when GitHub took it; a problem is a
 * warning that names the check run, which exists.
 */
async function closeProgressCheck(id, end, deps) {
    const { github, repository, log } = deps;
    if (!github || !repository) {
        log.warning(`Could not complete check run #${id}: ${github ? 'GITHUB_REPOSITORY is not set' : 'no GitHub token'}.`);
        return false;
    }
    try {
        await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_7__/* .closeCheckRun */ .we)(github, { ...repository, id, signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_9__/* .requestSignal */ .O)(deps), pause: deps.pause }, { ...end, completedAt: new Date(deps.now()).toISOString() });
        log.info(`Check run #${id} completed as ${end.conclusion}.`);
        return true;
    }
    catch (error) {
        log.warning(`Could not complete check run #${id} as ${end.conclusion}: ${(0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeGitHubError */ .dZ)(error)}`);
        return false;
    }
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
