export const id = 9220;
export const ids = [9220,7837];
export const modules = {

/***/ 89220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _report_session_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3990);
/* harmony import */ var _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39897);
/* harmony import */ var _report_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22822);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(985);




/**
 * Combines the reports the legs of this workflow run wrote into one check (src/report/combining.ts)
 * and maps it to outputs. What the post step needs is saved the moment it is known: the check's name,
 * then the check run opened in progress; a failure before the combined report completes that check
 * run, failure, saying why.
 */
async function run(inputs, ctx) {
    ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_3__/* .STATE */ .c4.checkName, inputs.checkName);
    const session = (0,_report_session_js__WEBPACK_IMPORTED_MODULE_0__.reportSession)(ctx, {
        checkName: inputs.checkName,
        githubToken: inputs.githubToken,
        onCheckRun: (id) => ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_3__/* .STATE */ .c4.checkRunId, String(id)),
    });
    // Before the reporting code loads: a step that cannot combine ends at once.
    const why = session.whyNotCombinable();
    if (why)
        throw new Error(why);
    return (0,_report_session_js__WEBPACK_IMPORTED_MODULE_0__/* .endReportingStep */ .IA)(ctx, session, () => 'combined', async () => {
        const combined = await session.combine(inputs);
        ctx.saveState(_names_js__WEBPACK_IMPORTED_MODULE_3__/* .STATE */ .c4.reported, 'true');
        const { published, legs } = combined;
        const { counts, blockNote } = published;
        // annotate-build's outputs but for the files: a combination writes none.
        const { [_report_names_js__WEBPACK_IMPORTED_MODULE_2__/* .REPORTING_OUTPUTS */ .ov.junitFile]: _junit, [_report_names_js__WEBPACK_IMPORTED_MODULE_2__/* .REPORTING_OUTPUTS */ .ov.ctrfFile]: _ctrf, [_report_names_js__WEBPACK_IMPORTED_MODULE_2__/* .REPORTING_OUTPUTS */ .ov.assetsDir]: _assets, ...report } = (0,_annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .reportOutputs */ .rY)(published);
        const outputs = {
            ...report,
            [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUTS */ .py.legs]: String(legs),
            [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUTS */ .py.missing]: String(combined.missing),
        };
        // The legs' failures, and the legs that did not report, are said in the combination's own line.
        const { failure, failedBy } = combined;
        const end = (0,_report_session_js__WEBPACK_IMPORTED_MODULE_0__/* .stepEnd */ .IZ)({
            ...(failure ? { failure, failedBy } : {}),
            counts,
            ...(blockNote ? { passed: { warning: `${blockNote}.` } } : {}),
        }, { blocks: failure !== undefined, flaky: counts.flaky, quarantinedFlaky: published.quarantinedFlaky }, { failOnFailure: true, failOnFlaky: inputs.evidence.failOnFlaky, where: `in ${legs} legs` }, ctx.log);
        return end.failure ? { outputs, failure: end.failure } : { outputs };
    });
}


/***/ }),

/***/ 3990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  QA: () => (/* binding */ addTestRecords),
  Qg: () => (/* reexport */ report/* attemptNote */.Qg),
  wv: () => (/* reexport */ report/* describeCounts */.wv),
  IA: () => (/* binding */ endReportingStep),
  KY: () => (/* reexport */ judgedAs),
  ig: () => (/* reexport */ judgedUnreported),
  reportSession: () => (/* binding */ reportSession),
  IZ: () => (/* reexport */ stepEnd)
});

// EXTERNAL MODULE: ./src/report/names.ts
var names = __webpack_require__(22822);
// EXTERNAL MODULE: ./src/report/world/environment.ts
var environment = __webpack_require__(90028);
// EXTERNAL MODULE: ./src/report/world/event.ts
var world_event = __webpack_require__(97837);
// EXTERNAL MODULE: ./src/report/outputs/report.ts
var report = __webpack_require__(20349);
// EXTERNAL MODULE: ./src/report/history/fail-on.ts
var fail_on = __webpack_require__(11455);
;// CONCATENATED MODULE: ./src/report/step.ts


/**
 * Whether a reporting step fails, decided in one place for every reporting action and the command
 * line (docs/architecture.md, "The step's end"): from what the run came to (`RunVerdict`) and the
 * report's judgement of it under `fail-on` and its kin (`StepJudgement`).
 */
/**
 * How a step that reported ends. A failure of the service's (a time-out, a job never read, outcomes it
 * never told while they count) fails it whatever the report judged. A failure of the tests' fails it
 * when `fail-on-failure` is true and the judgement blocks (the judgement's note then says why), and is
 * else a warning saying why not; but where each test that failed is quarantined, what the report
 * misses decides. What it misses (no tests, unknown outcomes) fails it as `fail-on-empty` and
 * `fail-on-unknown` say: the report's failure. Flaky tests fail it only with `fail-on-flaky`, unless
 * quarantined. `rules.where` ends the sentences: `in job 12`, `in build "nightly-7"`.
 */
function stepEnd(run, judged, rules, log) {
    const { blocks, note, missing } = judged;
    if (run.failure && run.failedBy === 'service')
        return { failure: run.failure, failedBy: 'service' };
    // The report misses something only when no failed test is left to fail the step: each is quarantined.
    const quarantinedAll = missing !== undefined && run.counts.failed > 0;
    if (run.failure && !quarantinedAll) {
        if (blocks && rules.failOnFailure)
            return { failure: note ? `${run.failure} (${note})` : run.failure, failedBy: run.failedBy ?? 'tests' };
        const why = !rules.failOnFailure
            ? 'fail-on-failure is false, so the step passes'
            : (note ?? (run.counts.failed ? undefined : 'fail-on-unknown is false, so the step passes'));
        log.warning(why ? `${run.failure} (${why})` : run.failure);
    }
    else if (missing) {
        return { failure: (0,fail_on/* missingSentence */.UI)(missing, run.counts, rules.where), failedBy: 'report' };
    }
    else if (run.passed) {
        if ('warning' in run.passed)
            log.warning(run.passed.warning);
        else
            log.info(run.passed.info);
    }
    const flaky = (0,report/* flakyStep */.wD)(judged.flaky, rules.failOnFlaky, rules.where, judged.quarantinedFlaky);
    if (flaky.warning)
        log.warning(flaky.warning);
    return flaky.failure ? { failure: flaky.failure, failedBy: 'tests' } : {};
}
/**
 * The judgement of a run reported nowhere (`report: false`, or a report that failed): `fail-on`,
 * `fail-on-empty` and `fail-on-unknown` over the run's own counts, nothing compared.
 */
function judgedUnreported(run, rules) {
    const failOn = rules.failOnFailure ? (rules.evidence?.failOn ?? 'failures') : 'nothing';
    const judged = (0,fail_on/* judge */.S4)(failOn, run, { notCompared: rules.notCompared }, rules.evidence ?? fail_on/* FAIL_ON_MISSING */.Wy);
    return {
        blocks: judged.blocks,
        note: judged.note,
        ...(judged.missing ? { missing: judged.missing } : {}),
        flaky: 0,
    };
}
/**
 * The reporting inputs a run's report is judged by. A failure of the service's fails the check run as
 * it fails the step: judged as `fail-on: failures`, or under `new-failures` an unknown test that failed
 * on the base too would leave the check run neutral, which passes a required check, while the step fails.
 */
function judgedAs(run, evidence) {
    if (!evidence || !run.failure || run.failedBy !== 'service')
        return evidence;
    return { ...evidence, failOn: 'failures' };
}

;// CONCATENATED MODULE: ./src/report/session.ts





/**
 * The report's one door for a step (docs/architecture.md, "The door"): src/codeless and the actions
 * reach the report through it and the types of types.ts, nothing deeper. A step makes one session
 * (`reportSession`), for its host: GitHub's, over the step's token (its check run opened in progress,
 * earlier reports read back, the report published on GitHub and beside it); or a host's own publisher
 * (the command line's), whose check runs in progress are none. The session carries the step's
 * reporting state: the check run it opened, whether that is complete, the base it read. What reports
 * loads only when it is first asked for: the door itself is light (the event and the runner's
 * environment beside it), loaded with a step's run.
 */
/**
 * A job's failures linked to their test records' recordings (value/recordings.ts), loaded with the
 * report it is for.
 */
async function addTestRecords(...args) {
    await (await Promise.all(/* import() */[__webpack_require__.e(9762), __webpack_require__.e(8258)]).then(__webpack_require__.bind(__webpack_require__, 7922))).addTestRecords(...args);
}
/** The step's session: the host's own publisher's, else GitHub's over the step's token. */
function reportSession(ctx, step) {
    return ctx.publisher ? new HostSession(ctx.publisher, step) : new GitHubSession(ctx, step);
}
/** How long a job usually runs, from the base's report: its branch's recent runs, and its own. */
function runningTimesOf(base) {
    if (!base || !('digest' in base))
        return undefined;
    const recent = base.digest.window?.runs.flatMap((r) => r.runningMs ?? []) ?? [];
    const own = base.digest.timing.runningMs;
    return { recent, ...(own ? { own } : {}) };
}
/** A host that shows reports its own way (the command line's CI): it opens no check run and reads no GitHub. */
class HostSession {
    onGitHub = false;
    progress = undefined;
    complete = false;
    checkName;
    publisher;
    base;
    constructor(publisher, step) {
        this.publisher = publisher;
        this.checkName = step.checkName;
    }
    async openProgress() { }
    async retextProgress() { }
    async closeProgress() { }
    async findProgress() {
        return undefined;
    }
    async readBase() {
        this.base = await this.publisher.base?.();
    }
    runningTimes() {
        return runningTimesOf(this.base);
    }
    async earlierAttempt() {
        return {
            why: "which tests failed before is read from the earlier attempt's check run on GitHub, and this run reports elsewhere",
        };
    }
    publish(input, options) {
        return this.publisher.publish(this.base ? { ...input, base: this.base } : input, options);
    }
    whyNotCombinable() {
        return 'Combining reads the reports of this workflow run on GitHub, and this host reports elsewhere.';
    }
    async combine() {
        throw new Error(this.whyNotCombinable());
    }
    // The host says a failure its own way (the command line's exit code and line).
    async fail() { }
    async endedEarly() { }
}
/** GitHub's session: the step's report dependencies made on first use, once. */
class GitHubSession {
    onGitHub = true;
    progress;
    complete = false;
    checkName;
    ctx;
    step;
    base;
    deps;
    event;
    constructor(ctx, step) {
        this.ctx = ctx;
        this.step = step;
        this.checkName = step.checkName;
    }
    /** The step's event, read once. */
    eventOf() {
        return (this.event ??= (0,world_event/* readEvent */.j)(this.ctx.env));
    }
    // Loaded on the first use: the reporting code is a third of the bundle.
    depsOf() {
        return (this.deps ??= Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(9034), __webpack_require__.e(4636), __webpack_require__.e(5490), __webpack_require__.e(613), __webpack_require__.e(7594), __webpack_require__.e(79)]).then(__webpack_require__.bind(__webpack_require__, 57594)).then(({ reportDeps }) => reportDeps(this.step.githubToken, this.ctx, this.eventOf())));
    }
    /** The check run in progress is complete: the post step has nothing left of it. */
    completed(id) {
        this.complete = true;
        this.step.onCheckRun?.(id, true);
    }
    async openProgress({ waitingFor, ...check }) {
        const [deps, { openProgressCheck }] = await Promise.all([
            this.depsOf(),
            Promise.all(/* import() */[__webpack_require__.e(4636), __webpack_require__.e(117)]).then(__webpack_require__.bind(__webpack_require__, 60117)),
        ]);
        const id = await openProgressCheck({ name: this.checkName, ...check }, deps, (made) => this.step.onCheckRun?.(made, false));
        if (id !== undefined)
            this.progress = { id, ...(waitingFor === undefined ? {} : { waitingFor }) };
    }
    async retextProgress(text) {
        if (!this.progress)
            return;
        const [deps, { retextProgressCheck }] = await Promise.all([
            this.depsOf(),
            Promise.all(/* import() */[__webpack_require__.e(4636), __webpack_require__.e(117)]).then(__webpack_require__.bind(__webpack_require__, 60117)),
        ]);
        await retextProgressCheck(this.progress.id, text, deps);
    }
    async closeProgress({ summary, ...end }, left) {
        const id = left ?? this.progress?.id;
        if (id === undefined)
            return;
        const [deps, { closeProgressCheck }] = await Promise.all([
            this.depsOf(),
            Promise.all(/* import() */[__webpack_require__.e(4636), __webpack_require__.e(117)]).then(__webpack_require__.bind(__webpack_require__, 60117)),
        ]);
        const closed = await closeProgressCheck(id, { ...end, summary: summary(deps.detailsUrl) }, deps);
        if (closed && left === undefined)
            this.completed(id);
    }
    async findProgress(externalId) {
        const [deps, { findProgressCheck }] = await Promise.all([
            this.depsOf(),
            Promise.all(/* import() */[__webpack_require__.e(4636), __webpack_require__.e(117)]).then(__webpack_require__.bind(__webpack_require__, 60117)),
        ]);
        return (await findProgressCheck({ name: this.checkName, externalId }, deps))?.id;
    }
    async readBase(compare) {
        const [deps, { readBase }] = await Promise.all([this.depsOf(), Promise.all(/* import() */[__webpack_require__.e(9034), __webpack_require__.e(3263)]).then(__webpack_require__.bind(__webpack_require__, 89034))]);
        this.base = await readBase(compare, this.checkName, deps);
    }
    runningTimes() {
        return runningTimesOf(this.base);
    }
    async earlierAttempt(runId) {
        if (!runId)
            return { why: 'the workflow run is not known (GITHUB_RUN_ID is not set)' };
        const [deps, { readEarlierAttempt }, { rerunOf }] = await Promise.all([
            this.depsOf(),
            Promise.all(/* import() */[__webpack_require__.e(9034), __webpack_require__.e(3263)]).then(__webpack_require__.bind(__webpack_require__, 89034)),
            __webpack_require__.e(/* import() */ 8095).then(__webpack_require__.bind(__webpack_require__, 18095)),
        ]);
        const earlier = await readEarlierAttempt(this.checkName, runId, deps);
        if (!('digest' in earlier))
            return {
                why: `no report of "${this.checkName}" from an earlier attempt could be read (${earlier.why})`,
            };
        return rerunOf(earlier);
    }
    async publish(input, options) {
        const [deps, { publishReport }] = await Promise.all([this.depsOf(), Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(9034), __webpack_require__.e(4636), __webpack_require__.e(5490), __webpack_require__.e(613), __webpack_require__.e(7594), __webpack_require__.e(79)]).then(__webpack_require__.bind(__webpack_require__, 57594))]);
        const { progress, base } = this;
        const published = await publishReport({ ...input, ...(progress ? { openCheckRunId: progress.id } : {}), ...(base ? { base } : {}) }, deps, options);
        if (progress && published.checkRunId === progress.id)
            this.completed(progress.id);
        return published;
    }
    whyNotCombinable() {
        return (0,environment/* whyNotCombinable */.Yx)(!!this.step.githubToken, this.ctx.env, () => this.eventOf());
    }
    async combine(setting) {
        const [deps, { combineReports }] = await Promise.all([this.depsOf(), Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(9034), __webpack_require__.e(4636), __webpack_require__.e(5490), __webpack_require__.e(613), __webpack_require__.e(7594), __webpack_require__.e(3851)]).then(__webpack_require__.bind(__webpack_require__, 93725))]);
        const combined = await combineReports(setting, deps, (id) => {
            this.progress = { id };
            this.step.onCheckRun?.(id, false);
        });
        const id = this.progress?.id;
        if (id !== undefined && combined.published.checkRunId === id)
            this.completed(id);
        return combined;
    }
    async fail(error, externalId) {
        if (this.ctx.signal.aborted)
            return;
        const { messageOf } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 72487));
        await this.unreported({
            externalId,
            reason: `Not reported: ${messageOf(error)}`,
            conclusion: 'failure',
            ...(this.progress ? { openCheckRunId: this.progress.id } : {}),
        });
    }
    async endedEarly(saved) {
        await this.unreported({
            externalId: saved.externalId,
            ...(saved.openCheckRunId === undefined ? {} : { openCheckRunId: saved.openCheckRunId }),
            reason: saved.cancelled
                ? 'Not reported: the step was cancelled before it reported'
                : 'Not reported: the step ended before it reported (it timed out, or was stopped)',
            conclusion: saved.cancelled ? 'cancelled' : 'failure',
            happened: 'Its post step made this check run, so that the check does not wait with nothing said.',
        });
    }
    /** The check run of a step that could not report (outputs/check-run/unreported.ts). */
    async unreported(check) {
        const [deps, { publishUnreported }] = await Promise.all([
            this.depsOf(),
            Promise.all(/* import() */[__webpack_require__.e(4636), __webpack_require__.e(9734)]).then(__webpack_require__.bind(__webpack_require__, 39734)),
        ]);
        await publishUnreported({ name: this.checkName, ...check }, deps);
    }
}
/**
 * The end of a reporting step, for every reporting action and the command line: its state saved for
 * the post step (`reported`, or `cancelled` when the step was cancelled first), and on a failure
 * before its report, its check run completed `failure` saying why (the session's `fail`, unless that
 * check run is complete already), then the failure thrown on. Without a session (`report: false`)
 * there is no check run to say it on.
 */
async function endReportingStep(ctx, session, externalId, work) {
    try {
        const done = await work();
        ctx.saveState(ctx.signal.aborted ? names/* REPORTING_STATE */.Pu.cancelled : names/* REPORTING_STATE */.Pu.reported, 'true');
        return done;
    }
    catch (error) {
        if (ctx.signal.aborted)
            ctx.saveState(names/* REPORTING_STATE */.Pu.cancelled, 'true');
        else if (session && !session.complete) {
            await session.fail(error, externalId());
            ctx.saveState(names/* REPORTING_STATE */.Pu.reported, 'true');
        }
        throw error;
    }
}


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
/* unused harmony export FALLBACK_ANNOTATION_PATH */
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

/***/ 97837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ readEvent)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55491);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72487);



/**
 * The event that started the workflow run (GITHUB_EVENT_NAME, and its payload at GITHUB_EVENT_PATH),
 * read once, here alone, and handed to what needs it: the commit a check run goes on
 * (environment.ts), the base a report compares with (history/base/commit.ts), the run that triggered a
 * `workflow_run` (environment.ts), the pull request a comment goes to (outputs/comment.ts). Only the
 * fields those read are kept (docs/github-facts.md); a field that is not what GitHub sends is as if it
 * were absent.
 */
/** Absent unless it is what the schema says. */
const lenient = (schema) => schema.optional().catch(undefined);
/**
 * The payload's schema, made on the first read: a step that reads no event (one that stops at its
 * settings) does not pay for it.
 */
function payloadSchema() {
    // Whatever it is: the reader checks it (a SHA, a branch).
    const unchecked = zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J().optional();
    const repo = lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ id: unchecked }).nullable());
    const pullRequestOfRun = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        number: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
        head: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ sha: unchecked, repo }).nullable()),
        base: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ sha: unchecked, ref: unchecked, repo }).nullable()),
    })
        .catch({});
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        before: unchecked,
        pull_request: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
            number: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
            head: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ sha: unchecked })),
            base: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ sha: unchecked, ref: unchecked })),
        })),
        merge_group: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ head_sha: unchecked, base_sha: unchecked, base_ref: unchecked })),
        workflow_run: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
            id: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()])),
            event: unchecked,
            head_sha: unchecked,
            head_branch: unchecked,
            pull_requests: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(pullRequestOfRun).nullable()),
        })),
        repository: lenient(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ default_branch: unchecked })),
    })
        .catch({});
}
let schema;
/** The step's event, its payload read from GITHUB_EVENT_PATH. */
function readEvent(env) {
    const name = env.GITHUB_EVENT_NAME ?? '';
    try {
        const json = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
        return { name, payload: (schema ??= payloadSchema()).parse(json) };
    }
    catch (error) {
        return { name, payload: {}, unread: (0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__.messageOf)(error) };
    }
}


/***/ })

};
