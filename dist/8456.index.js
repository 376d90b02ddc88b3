export const id = 8456;
export const ids = [8456,6075];
export const modules = {

/***/ 93931:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kx: () => (/* binding */ learnOwnApp),
/* harmony export */   oQ: () => (/* binding */ sameApp),
/* harmony export */   xx: () => (/* binding */ ownAppOf)
/* harmony export */ });
/**
 * The app this step writes as (docs/github-facts.md, "Who wrote it"): the app GitHub names on the
 * check run the step created or updated, in its answer to that write. It is the same for the workflow
 * token (`github-actions`) and for an app's installation token, which GitHub answers `GET /user` with
 * 403: no guess stands in for it. An earlier report is ours only when that app wrote it.
 */
/** Learnt per GitHub client, which is one per token for the whole step (src/runtime/github/connector.ts). */
const learnt = new WeakMap();
/** Records the app GitHub's answer to a write of our check run names; an answer naming none is not an answer. */
function learnOwnApp(github, app) {
    const slug = app?.slug?.trim();
    const id = typeof app?.id === 'number' ? app.id : undefined;
    if (slug || id !== undefined)
        learnt.set(github, { ...(id === undefined ? {} : { id }), slug: slug ?? null });
}
/** The app our check run's writes were answered with; undefined while none was. */
function ownAppOf(github) {
    return learnt.get(github);
}
const same = (a, b) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
/** Whether an app GitHub names is `ours`: the same ID where both are known, else the same slug. */
function sameApp(app, ours) {
    if (!app || !ours)
        return false;
    if (typeof app.id === 'number' && typeof ours.id === 'number')
        return app.id === ours.id;
    return same(app.slug, ours.slug);
}


/***/ }),

/***/ 76003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sX: () => (/* binding */ tokenIdentity),
/* harmony export */   xO: () => (/* binding */ writtenBy)
/* harmony export */ });
/* unused harmony exports WORKFLOW_TOKEN_APP, identityOfApp */
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _own_app_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93931);


/** The app of the workflow token (`GITHUB_TOKEN`): what a token is taken for when nothing says otherwise. */
const WORKFLOW_TOKEN_APP = 'github-actions';
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
 * the app of our own check run (src/report/history/base.ts).
 */
async function tokenIdentity(github, known) {
    const fromCheckRun = identityOfApp(known.checkRunApp ?? (0,_own_app_js__WEBPACK_IMPORTED_MODULE_1__/* .ownAppOf */ .xx)(github));
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
        if (known.signal.aborted)
            throw error;
        known.log.debug(`GET /user did not name the token (${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}): taken for the workflow token.`);
    }
    return { login: `${WORKFLOW_TOKEN_APP}[bot]`, app: { slug: WORKFLOW_TOKEN_APP }, from: 'workflow token' };
}
/**
 * Whether our token wrote it. A comment: its `user.login` is ours (no one else can hold an app's
 * `[bot]` login) and, when it names an app it was written through, that app is ours. A check run: its
 * `app` is ours.
 */
function writtenBy(identity, item) {
    if (item.app !== undefined)
        return (0,_own_app_js__WEBPACK_IMPORTED_MODULE_1__/* .sameApp */ .oQ)(item.app, identity.app);
    const login = item.user?.login;
    if (!login || login.toLowerCase() !== identity.login.toLowerCase())
        return false;
    const via = item.performed_via_github_app;
    return !via || !identity.app || (0,_own_app_js__WEBPACK_IMPORTED_MODULE_1__/* .sameApp */ .oQ)(via, identity.app);
}


/***/ }),

/***/ 22271:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G2: () => (/* binding */ openCheckRun),
/* harmony export */   Gw: () => (/* binding */ pauseBeforeRetry),
/* harmony export */   OX: () => (/* binding */ updateCheckRunText),
/* harmony export */   _U: () => (/* binding */ createCheckRun),
/* harmony export */   al: () => (/* binding */ retextCheckRun),
/* harmony export */   lW: () => (/* binding */ annotationOf),
/* harmony export */   vo: () => (/* binding */ findOpenCheckRun),
/* harmony export */   we: () => (/* binding */ closeCheckRun)
/* harmony export */ });
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34589);
/* harmony import */ var _world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69292);
/* harmony import */ var _value_links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74353);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);




/** One failed test as an annotation on line 1 of `path`, every text within GitHub's limits. */
function annotationOf(entry, path) {
    const where = [entry.environment, entry.platform].filter(Boolean).join(', ');
    const details = [
        entry.id && `Test: ${entry.id}`,
        entry.environment && `Browser or device: ${entry.environment}`,
        entry.platform && `Platform: ${entry.platform}`,
        entry.link && `Link: ${entry.link}`,
        ...(0,_value_links_js__WEBPACK_IMPORTED_MODULE_1__/* .linkLines */ .Om)(entry.links),
    ].filter(Boolean);
    // A flaky test passed in the end: a notice, not a failure.
    const flaky = entry.outcome === 'flaky';
    const attempts = (entry.attempts ?? 1) > 1 ? entry.attempts : undefined;
    const message = entry.message?.trim() || 'The test failed.';
    return {
        path,
        start_line: 1,
        end_line: 1,
        annotation_level: flaky ? 'notice' : 'failure',
        title: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(where ? `${entry.name} (${where})` : entry.name), _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_TITLE_CHARS */ .G_),
        message: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToBytes */ .zP)(flaky
            ? `Flaky: passed ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .passedOnAttempt */ .dg)(entry)}: ${message}`
            : attempts
                ? `${attempts} attempts, the last failed: ${message}`
                : message, _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_BYTES */ .lZ),
        ...(details.length ? { raw_details: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToBytes */ .zP)(details.join('\n'), _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_BYTES */ .lZ) } : {}),
    };
}
const outputOf = (title, summary, annotations = [], text) => ({
    title: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(title), _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_OUTPUT_TITLE_CHARS */ .yU),
    summary,
    ...(text ? { text } : {}),
    ...(annotations.length ? { annotations } : {}),
});
/**
 * A check run that shows while the tests run: `in_progress`, with a line of what is running, until
 * `createCheckRun` completes it (or a cancelled step closes it with `closeCheckRun`).
 */
async function openCheckRun(github, place, text) {
    const { data } = await github.rest.checks.create({
        owner: place.owner,
        repo: place.repo,
        name: place.name,
        head_sha: place.headSha,
        external_id: place.externalId,
        ...(place.detailsUrl ? { details_url: place.detailsUrl } : {}),
        status: 'in_progress',
        output: outputOf(text.title, text.summary, [], text.text),
        request: { signal: place.signal() },
    });
    return { id: data.id, url: data.html_url ?? '', app: data.app };
}
/**
 * The check run `place` names that GitHub holds in progress on the commit: made by `ours` (our token's
 * app), with the name and external ID given; the newest when there are several. What an open whose
 * answer never came (a time-out, a 5xx after GitHub acted) may have made; undefined when there is none.
 */
async function findOpenCheckRun(github, place, ours) {
    const { data } = await github.rest.checks.listForRef({
        owner: place.owner,
        repo: place.repo,
        ref: place.headSha,
        check_name: place.name,
        status: 'in_progress',
        filter: 'all',
        per_page: 100,
        request: { signal: place.signal() },
    });
    const found = data.check_runs
        .filter((run) => run.external_id === place.externalId && run.name === place.name && ours(run.app))
        .sort((a, b) => b.id - a.id)[0];
    return found && { id: found.id, url: found.html_url ?? '', app: found.app };
}
/** New text for a check run still in progress (what runs now); its status stays as it is. */
async function retextCheckRun(github, run, text) {
    await github.rest.checks.update({
        owner: run.owner,
        repo: run.repo,
        check_run_id: run.id,
        output: outputOf(text.title, text.summary),
        request: { signal: run.signal() },
    });
}
/** Tries of a write that completes a check run: the first and two more. */
const COMPLETING_ATTEMPTS = 3;
/** GitHub's wait after a secondary rate limit that names none, and the longest we take from it. */
const RATE_LIMIT_PAUSE_MS = 60_000;
/**
 * A write that completes a check run, tried again while GitHub's answer may heal: a check left in
 * progress blocks a pull request that requires it. A retry after an answer lost on the way may append
 * that request's annotations twice, the lesser harm.
 */
async function completing(write, pause, attempts = COMPLETING_ATTEMPTS) {
    for (let attempt = 1;; attempt++) {
        try {
            return await write();
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
 * limit (403 or 429 saying so) waits as GitHub asks: its `retry-after`, else a minute; a 5xx, a network
 * error or a time-out (Octokit reports the last two as 500) waits GITHUB_WRITE_PAUSE_MS, then twice
 * that (docs/github-facts.md).
 */
function pauseBeforeRetry(error, attempt) {
    const e = error;
    const status = typeof e.status === 'number' ? e.status : 500;
    if (status === 429 || (status === 403 && /rate limit/i.test((0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeGitHubError */ .d)(error)))) {
        const seconds = Number(e.response?.headers?.['retry-after']);
        return Number.isFinite(seconds) && seconds >= 0
            ? Math.min(seconds * 1000, RATE_LIMIT_PAUSE_MS)
            : RATE_LIMIT_PAUSE_MS;
    }
    return status >= 500 ? _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_WRITE_PAUSE_MS */ .gv * 2 ** (attempt - 1) : undefined;
}
/**
 * Completes an open check run without a report (a failed wait, a report GitHub did not take, a post
 * step closing what main left open), retried as `completing` does.
 */
async function closeCheckRun(github, run, end) {
    const { data } = await completing(() => github.rest.checks.update({
        owner: run.owner,
        repo: run.repo,
        check_run_id: run.id,
        status: 'completed',
        conclusion: end.conclusion,
        completed_at: end.completedAt,
        output: outputOf(end.title, end.summary),
        request: { signal: run.signal() },
    }), run.pause, run.attempts);
    return { id: data.id, url: data.html_url ?? '' };
}
/** Replaces a check run's title and summary; its status and annotations stay as they are. */
async function updateCheckRunText(github, run, text) {
    await github.rest.checks.update({
        owner: run.owner,
        repo: run.repo,
        check_run_id: run.id,
        output: outputOf(text.title, text.summary),
        request: { signal: run.signal() },
    });
}
/**
 * Completes the check run (creating it, or completing the one opened in progress) with its conclusion
 * and the first 50 annotations, then appends the rest 50 at a time, a pause apart (a PATCH with
 * annotations adds to those already there). Completing an open one is retried (`completing`); a
 * failed first request throws; a failed batch stops the sending and is returned, since the check run
 * itself stands.
 */
async function createCheckRun(github, req) {
    const batches = [];
    for (let i = 0; i < req.annotations.length; i += _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATIONS_PER_REQUEST */ .aR)
        batches.push(req.annotations.slice(i, i + _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATIONS_PER_REQUEST */ .aR));
    const output = (annotations, text) => outputOf(req.title, req.summary, annotations, text);
    const completion = () => ({
        status: 'completed',
        conclusion: req.conclusion,
        completed_at: req.completedAt,
        ...(req.detailsUrl ? { details_url: req.detailsUrl } : {}),
        output: output(batches[0], req.text),
        request: { signal: req.signal() },
    });
    const { owner, repo, existingId } = req;
    const { data } = existingId === undefined
        ? await github.rest.checks.create({
            owner,
            repo,
            name: req.name,
            head_sha: req.headSha,
            external_id: req.externalId,
            ...completion(),
        })
        : await completing(() => github.rest.checks.update({ owner, repo, check_run_id: existingId, ...completion() }), req.pause);
    let sent = batches[0]?.length ?? 0;
    const made = { id: data.id, url: data.html_url ?? '', app: data.app };
    for (const batch of batches.slice(1)) {
        try {
            await req.pause(_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
            await github.rest.checks.update({
                owner,
                repo,
                check_run_id: data.id,
                output: output(batch),
                request: { signal: req.signal() },
            });
        }
        catch (error) {
            return { ...made, sent, error };
        }
        sent += batch.length;
    }
    return { ...made, sent };
}


/***/ }),

/***/ 34678:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ markOf)
/* harmony export */ });
/* harmony import */ var _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1003);

const marked = (e) => ({
    name: e.name,
    ...(e.environment ? { environment: e.environment } : {}),
    ...(e.platform ? { platform: e.platform } : {}),
});
/**
 * The mark of a check run the step writes (src/report/world/leg-mark.ts): its workflow run, attempt,
 * job and matrix place, and the report's first flaky and unknown tests as far as `room` allows;
 * undefined outside a workflow run, where no job after a matrix looks for it.
 */
function markOf(deps, what) {
    const job = deps.job;
    if (!job?.runId)
        return undefined;
    return (0,_world_leg_mark_js__WEBPACK_IMPORTED_MODULE_0__/* .writeLegMark */ .tK)({
        runId: job.runId,
        attempt: job.attempt,
        ...(job.job ? { job: job.job } : {}),
        ...(job.place ? { place: job.place } : {}),
        ...(what.combined ? { combined: true } : {}),
        flaky: (what.tests?.flaky ?? []).map(marked),
        unknown: (what.tests?.unknown ?? []).map(marked),
    }, what.room);
}


/***/ }),

/***/ 38456:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   closeProgressCheck: () => (/* binding */ closeProgressCheck),
/* harmony export */   findProgressCheck: () => (/* binding */ findProgressCheck),
/* harmony export */   openProgressCheck: () => (/* binding */ openProgressCheck),
/* harmony export */   retextProgressCheck: () => (/* binding */ retextProgressCheck)
/* harmony export */ });
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22271);
/* harmony import */ var _world_github_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(69292);
/* harmony import */ var _world_deps_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(43715);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34589);
/* harmony import */ var _history_own_app_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93931);
/* harmony import */ var _history_token_identity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76003);
/* harmony import */ var _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1003);
/* harmony import */ var _mark_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(34678);









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
    const name = (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(check.name);
    try {
        const run = await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .openCheckRun */ .G2)(github, {
            ...repository,
            headSha,
            name,
            externalId: check.externalId,
            detailsUrl: deps.detailsUrl,
            // Not ended by a cancel: a check run created unbeknown to the step could never be closed.
            signal: openSignal(deps),
        }, 
        // Marked from the start: a post step that completes it without a report leaves the text.
        { ...check, text: (0,_mark_js__WEBPACK_IMPORTED_MODULE_6__/* .markOf */ .F)(deps, { room: _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_5__/* .LEG_MARK_ROOM */ .le, combined: check.combined }) });
        (0,_history_own_app_js__WEBPACK_IMPORTED_MODULE_3__/* .learnOwnApp */ .Kx)(github, run.app);
        onOpened(run.id, run.app);
        log.info(`Check run "${name}" is in progress: ${run.url || `#${run.id}`}`);
        return run.id;
    }
    catch (error) {
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
        const identity = await (0,_history_token_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .tokenIdentity */ .sX)(github, { signal: signal(), log });
        return await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .findOpenCheckRun */ .vo)(github, { ...repository, headSha, name: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(check.name), externalId: check.externalId, signal }, (app) => (0,_history_token_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .writtenBy */ .xO)(identity, { app }));
    }
    catch (error) {
        log.debug(`Could not look for check run "${(0,_world_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(check.name)}" on the commit: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}`);
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
        await deps.pause(_world_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
        await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .retextCheckRun */ .al)(github, { ...repository, id, signal: () => AbortSignal.timeout(OPEN_TIMEOUT_MS) }, text);
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
        await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .closeCheckRun */ .we)(github, { ...repository, id, signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_7__/* .requestSignal */ .O)(deps), pause: deps.pause }, { ...end, completedAt: new Date(deps.now()).toISOString() });
        log.info(`Check run #${id} completed as ${end.conclusion}.`);
        return true;
    }
    catch (error) {
        log.warning(`Could not complete check run #${id} as ${end.conclusion}: ${(0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .describeGitHubError */ .d)(error)}`);
        return false;
    }
}


/***/ }),

/***/ 74353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Be: () => (/* binding */ LINKS_EXPIRE_NOTE),
/* harmony export */   IW: () => (/* binding */ safeLabel),
/* harmony export */   Om: () => (/* binding */ linkLines),
/* harmony export */   c0: () => (/* binding */ mediaTypeOf),
/* harmony export */   eG: () => (/* binding */ hasLinks),
/* harmony export */   jf: () => (/* binding */ markdownLinks),
/* harmony export */   q3: () => (/* reexport safe */ _text_escape_js__WEBPACK_IMPORTED_MODULE_0__.q3),
/* harmony export */   ry: () => (/* binding */ labelledLinks),
/* harmony export */   wD: () => (/* binding */ LINKS_SIGNED_NOTE),
/* harmony export */   xn: () => (/* binding */ thumbnail)
/* harmony export */ });
/* unused harmony export NOT_READY_NOTE */
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34589);


// The report's links are read with the same rule as the service's records (src/api/records.ts).

/**
 * Links to a test's recordings in every output. The URLs come from the service, so only an absolute
 * http(s) URL is kept, in the normalized form `URL` gives it (spaces, quotes, `<` and `>` percent-encoded),
 * and it is escaped again for each place it goes; in markdown only an https URL is a link (a label
 * alone stands for any other). Labels are ours, or a log's name cut to safe letters.
 */
/** Shown once beside links: the service signs them for a limited time. */
const LINKS_EXPIRE_NOTE = 'Links to videos, screenshots and logs are signed by the service and expire; `download-assets: failed` keeps copies as files.';
/** The same, where no `download-assets` input is at hand (the command line's reports). */
const LINKS_SIGNED_NOTE = 'Links to videos, screenshots and logs are signed by the service and expire.';
/** Shown when the service said the recordings were not ready when the report was made. */
const NOT_READY_NOTE = 'the service had not finished processing the recordings; the links may work only later';
/** Width of a thumbnail in the job summary, in pixels. */
const THUMBNAIL_WIDTH = 320;
/** A log's name as a label: letters, digits, space, dot, dash and underscore only, 40 characters at most. */
function safeLabel(value) {
    return (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(value.replace(/[^\p{L}\p{N} ._-]/gu, ' ')), 40);
}
/** Video, last screenshot and each log, labelled, in that order. */
function labelledLinks(links) {
    if (!links)
        return [];
    const last = links.screenshots?.at(-1);
    return [
        ...(links.video ? [{ label: 'video', url: links.video }] : []),
        ...(last ? [{ label: 'last screenshot', url: last }] : []),
        ...(links.logs ?? []).map((log) => ({ label: `log: ${log.label}`, url: log.url })),
    ];
}
/** Whether `labelledLinks` gives the test any link (told without making them: it runs per test read). */
const hasLinks = ({ links }) => Boolean(links && (links.video || links.screenshots?.at(-1) || links.logs?.length));
/** Plain-text lines for annotation details and report files: `Video: https://\u2026`, then the note. */
function linkLines(links) {
    const list = labelledLinks(links);
    if (!list.length)
        return [];
    const lines = list.map((l) => `${l.label[0]?.toUpperCase()}${l.label.slice(1)}: ${l.url}`);
    if (links?.notReady)
        lines.push(`Note: ${NOT_READY_NOTE}.`);
    lines.push('These links are signed by the service and expire.');
    return lines;
}
/** `[video](<\u2026>) \u00b7 [last screenshot](<\u2026>) \u00b7 [log: selenium](<\u2026>)`, empty without links. */
function markdownLinks(links, options) {
    const list = labelledLinks(links).map((l) => (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(l.label, l.url, options));
    if (list.length && links?.notReady)
        list.push('(not ready yet)');
    return list.join(' \u00b7 ');
}
/**
 * A thumbnail of the test's last screenshot that opens the full image, with the test's name under it;
 * undefined without an https screenshot. `name` must already be escaped for markdown.
 */
function thumbnail(entry, escapedName) {
    const last = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(entry.links?.screenshots?.at(-1));
    if (!last)
        return undefined;
    const src = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtmlAttribute */ .TX)(last);
    return `<a href="${src}"><img src="${src}" width="${THUMBNAIL_WIDTH}" alt="Last screenshot"></a><br>${escapedName}\n`;
}
/**
 * The path of an address as `httpUrl` gives it (serialized: its user, host and port hold no `/`, `?`
 * or `#`), read off the text: what `new URL(href).pathname` is, without making a URL of every link.
 */
const SERIALIZED_PATH = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^?#]*)/i;
/**
 * A file extension and MIME type from the path of an address as `httpUrl` gives it, for attachments
 * and downloads; `fallback` when unknown.
 */
function mediaTypeOf(url, fallback) {
    const known = {
        mp4: 'video/mp4',
        webm: 'video/webm',
        png: 'image/png',
        jpg: 'image/jpeg',
        jpeg: 'image/jpeg',
        gif: 'image/gif',
        log: 'text/plain',
        txt: 'text/plain',
        json: 'application/json',
    };
    const path = SERIALIZED_PATH.exec(url)?.[1] ?? '';
    const extension = /\.([a-z0-9]{2,5})$/i.exec(path)?.[1]?.toLowerCase();
    return extension && known[extension] ? { extension, type: known[extension] } : fallback;
}


/***/ }),

/***/ 43715:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ requestSignal)
/* harmony export */ });
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** Each GitHub request ends with the step's cancellation or after its own time limit. */
function requestSignal(deps) {
    return () => {
        const timeout = AbortSignal.timeout(deps.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
        return deps.signal ? AbortSignal.any([deps.signal, timeout]) : timeout;
    };
}


/***/ }),

/***/ 69292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ describeGitHubError),
/* harmony export */   g: () => (/* binding */ isPermissionError)
/* harmony export */ });
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


/***/ }),

/***/ 1003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K7: () => (/* binding */ readLegMark),
/* harmony export */   le: () => (/* binding */ LEG_MARK_ROOM),
/* harmony export */   tK: () => (/* binding */ writeLegMark),
/* harmony export */   ul: () => (/* binding */ markedText)
/* harmony export */ });
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55491);


/** Characters the digest leaves the mark in `output.text`: the run and a few names always fit. */
const LEG_MARK_ROOM = 2048;
/** Tests of each kind a mark names at most, and the longest text of each kept. */
const MAX_MARKED = 200;
const MAX_MARKED_CHARS = 300;
/** Most bytes a mark read back may inflate to: far above what 65,535 characters of a real one hold. */
const MAX_INFLATED_BYTES = 512 * 1024;
const OPEN = '<!-- cloudtest-leg v1 ';
const CLOSE = ' -->';
const FOUND = /<!-- cloudtest-leg v1 ([A-Za-z0-9+/=]{1,65535}) -->/;
const Text = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(MAX_MARKED_CHARS);
const Marked = zod__WEBPACK_IMPORTED_MODULE_1__/* .tuple */ .PVZ([Text, Text, Text]);
const Wire = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    r: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^\d{1,20}$/),
    a: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(10_000),
    j: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .regex(/^[\w.-]{1,100}$/)
        .optional(),
    p: zod__WEBPACK_IMPORTED_MODULE_1__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).max(10_000), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(10_000)]).optional(),
    c: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1).optional(),
    f: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Marked).max(MAX_MARKED),
    u: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Marked).max(MAX_MARKED),
});
const cut = (s) => (s ?? '').slice(0, MAX_MARKED_CHARS);
const wireTest = (t) => [
    cut(t.name),
    cut(t.environment),
    cut(t.platform),
];
const markedTest = ([name, environment, platform]) => ({
    name,
    ...(environment ? { environment } : {}),
    ...(platform ? { platform } : {}),
});
const encode = (wire) => `${OPEN}${(0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gzipSync)(JSON.stringify(wire)).toString('base64')}${CLOSE}`;
/**
 * The mark as `output.text` holds it, within `room` characters: the names of flaky and unknown tests
 * as far as they fit (the last ones go first).
 */
function writeLegMark(mark, room) {
    const flaky = mark.flaky.slice(0, MAX_MARKED).map(wireTest);
    const unknown = mark.unknown.slice(0, MAX_MARKED).map(wireTest);
    const wire = (n) => {
        const f = flaky.slice(0, Math.min(n, flaky.length));
        const u = unknown.slice(0, Math.max(0, n - flaky.length));
        return {
            r: mark.runId,
            a: mark.attempt,
            ...(mark.job && /^[\w.-]{1,100}$/.test(mark.job) ? { j: mark.job } : {}),
            ...(mark.place ? { p: [mark.place.index, mark.place.total] } : {}),
            ...(mark.combined ? { c: 1 } : {}),
            f,
            u,
        };
    };
    // The most names that fit, flaky ones first (a binary search over whole encodings).
    let low = 0;
    let high = flaky.length + unknown.length;
    while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (encode(wire(mid)).length <= room)
            low = mid;
        else
            high = mid - 1;
    }
    return encode(wire(low));
}
/** The mark in a check run's `output.text`, read as untrusted input; undefined when there is none or it is not one. */
function readLegMark(text) {
    const found = text ? FOUND.exec(text) : null;
    if (!found?.[1])
        return undefined;
    try {
        const inflated = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gunzipSync)(Buffer.from(found[1], 'base64'), { maxOutputLength: MAX_INFLATED_BYTES });
        const wire = Wire.parse(JSON.parse(inflated.toString('utf8')));
        const place = wire.p && wire.p[0] < wire.p[1] ? { index: wire.p[0], total: wire.p[1] } : undefined;
        return {
            runId: wire.r,
            attempt: wire.a,
            ...(wire.j ? { job: wire.j } : {}),
            ...(place ? { place } : {}),
            ...(wire.c ? { combined: true } : {}),
            flaky: wire.f.map(markedTest),
            unknown: wire.u.map(markedTest),
        };
    }
    catch {
        return undefined;
    }
}
/** A check run's text: its digest, then its mark. */
const markedText = (digest, mark) => [digest, mark].filter(Boolean).join('\n') || undefined;


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
