export const id = 3001;
export const ids = [3001];
export const modules = {

/***/ 63001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  QA: () => (/* binding */ addTestRecords),
  Qg: () => (/* reexport */ report/* attemptNote */.Qg),
  wv: () => (/* reexport */ report/* describeCounts */.wv),
  T$: () => (/* binding */ durationsInDigest),
  IA: () => (/* binding */ endReportingStep),
  LU: () => (/* binding */ failedChecksReport),
  KY: () => (/* reexport */ judgedAs),
  ig: () => (/* reexport */ judgedUnreported),
  M1: () => (/* binding */ readSessions),
  reportSession: () => (/* binding */ reportSession),
  IZ: () => (/* reexport */ stepEnd),
  writeLeftCheck: () => (/* binding */ writeLeftCheck)
});

// EXTERNAL MODULE: ./src/runtime/github-quota.ts
var github_quota = __webpack_require__(35504);
// EXTERNAL MODULE: ./src/report/names.ts
var names = __webpack_require__(22822);
// EXTERNAL MODULE: ./src/report/step-state.ts
var step_state = __webpack_require__(36898);
// EXTERNAL MODULE: ./src/report/world/environment.ts
var environment = __webpack_require__(90028);
// EXTERNAL MODULE: ./src/report/world/event.ts
var world_event = __webpack_require__(97837);
;// CONCATENATED MODULE: ./src/report/github-session.ts




/**
 * GitHub's session (session.ts makes it, the door's `reportSession`): the step's check run opened in
 * progress, earlier reports read back, the report published on GitHub and beside it. Like the door,
 * it loads what reports only when it is first asked for.
 */
/** How long a job usually runs, from the base's report: its branch's recent runs, and its own. */
function runningTimesOf(base) {
    if (!base || !('digest' in base))
        return undefined;
    const recent = base.digest.window?.runs.flatMap((r) => r.runningMs ?? []) ?? [];
    const own = base.digest.timing.runningMs;
    return { recent, ...(own ? { own } : {}) };
}
/** GitHub's session: the step's report dependencies made on first use, once. */
class GitHubSession {
    onGitHub = true;
    progress;
    complete = false;
    untaken = false;
    checkName;
    ctx;
    step;
    base;
    /** The setting the base was read with: read again at the report when its report was in progress. */
    compare;
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
        return (this.deps ??= Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(8815), __webpack_require__.e(9762), __webpack_require__.e(1715), __webpack_require__.e(3985), __webpack_require__.e(6337), __webpack_require__.e(9034), __webpack_require__.e(5490), __webpack_require__.e(4636), __webpack_require__.e(613), __webpack_require__.e(7594), __webpack_require__.e(3250)]).then(__webpack_require__.bind(__webpack_require__, 57594)).then(({ reportDeps }) => reportDeps(this.step.githubToken, this.ctx, this.eventOf())));
    }
    /** The check run in progress is complete: the post step has nothing left of it. */
    completed(id) {
        this.complete = true;
        this.step.onCheckRun?.(id, true);
    }
    async openProgress({ waitingFor, ...check }) {
        const [deps, { openProgressCheck }] = await Promise.all([
            this.depsOf(),
            Promise.all(/* import() */[__webpack_require__.e(1715), __webpack_require__.e(4636), __webpack_require__.e(7505)]).then(__webpack_require__.bind(__webpack_require__, 60117)),
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
            Promise.all(/* import() */[__webpack_require__.e(1715), __webpack_require__.e(4636), __webpack_require__.e(7505)]).then(__webpack_require__.bind(__webpack_require__, 60117)),
        ]);
        await retextProgressCheck(this.progress.id, text, deps);
    }
    async closeProgress({ summary, ...end }, left) {
        const id = left ?? this.progress?.id;
        if (id === undefined)
            return;
        const [deps, { closeProgressCheck }] = await Promise.all([
            this.depsOf(),
            Promise.all(/* import() */[__webpack_require__.e(1715), __webpack_require__.e(4636), __webpack_require__.e(7505)]).then(__webpack_require__.bind(__webpack_require__, 60117)),
        ]);
        const closed = await closeProgressCheck(id, { ...end, summary: summary(deps.detailsUrl) }, deps);
        if (closed && left === undefined)
            this.completed(id);
    }
    async findProgress(externalId) {
        const [deps, { findProgressCheck }] = await Promise.all([
            this.depsOf(),
            Promise.all(/* import() */[__webpack_require__.e(1715), __webpack_require__.e(4636), __webpack_require__.e(7505)]).then(__webpack_require__.bind(__webpack_require__, 60117)),
        ]);
        return (await findProgressCheck({ name: this.checkName, externalId }, deps))?.id;
    }
    async readBase(compare) {
        const [deps, { readBase }] = await Promise.all([this.depsOf(), Promise.all(/* import() */[__webpack_require__.e(1715), __webpack_require__.e(6337), __webpack_require__.e(9034), __webpack_require__.e(4)]).then(__webpack_require__.bind(__webpack_require__, 89034))]);
        this.compare = compare;
        this.base = await readBase(compare, this.checkName, deps);
    }
    /**
     * The base as the report compares with it: as read when the wait began, unless a report there was
     * still in progress and passed over; that one is read again now, the wait over (its budget is the
     * only wait for it).
     */
    async baseNow() {
        const { base, compare } = this;
        if (!base || !('inProgress' in base) || !base.inProgress || !compare)
            return base;
        const [deps, { readBase }] = await Promise.all([this.depsOf(), Promise.all(/* import() */[__webpack_require__.e(1715), __webpack_require__.e(6337), __webpack_require__.e(9034), __webpack_require__.e(4)]).then(__webpack_require__.bind(__webpack_require__, 89034))]);
        deps.log.info(`The report on ${base.inProgress.slice(0, 7)} was still in progress when the wait began: read again, the wait over.`);
        return (this.base = await readBase(compare, this.checkName, deps));
    }
    runningTimes() {
        return runningTimesOf(this.base);
    }
    async readDurations(names) {
        const [deps, { readTimings }] = await Promise.all([this.depsOf(), Promise.all(/* import() */[__webpack_require__.e(1715), __webpack_require__.e(6337), __webpack_require__.e(3210)]).then(__webpack_require__.bind(__webpack_require__, 50509))]);
        return readTimings(this.checkName, names, deps);
    }
    async failureCounter(evidence) {
        return (await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2727)]).then(__webpack_require__.bind(__webpack_require__, 62727))).failureCounter(evidence, this.base, this.ctx.clock.now());
    }
    async earlierAttempt(runId) {
        if (!runId)
            return { why: 'the workflow run is not known (GITHUB_RUN_ID is not set)' };
        const [deps, { readEarlierAttempt }, { rerunOf }] = await Promise.all([
            this.depsOf(),
            Promise.all(/* import() */[__webpack_require__.e(1715), __webpack_require__.e(6337), __webpack_require__.e(9034), __webpack_require__.e(4)]).then(__webpack_require__.bind(__webpack_require__, 89034)),
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
        const [deps, { publishReport }] = await Promise.all([this.depsOf(), Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(8815), __webpack_require__.e(9762), __webpack_require__.e(1715), __webpack_require__.e(3985), __webpack_require__.e(6337), __webpack_require__.e(9034), __webpack_require__.e(5490), __webpack_require__.e(4636), __webpack_require__.e(613), __webpack_require__.e(7594), __webpack_require__.e(3250)]).then(__webpack_require__.bind(__webpack_require__, 57594))]);
        const { progress } = this;
        const base = await this.baseNow();
        const published = await publishReport({ ...input, ...(progress ? { openCheckRunId: progress.id } : {}), ...(base ? { base } : {}) }, deps, options);
        this.tookOrNot(published);
        if (progress && published.checkRunId === progress.id)
            this.completed(progress.id);
        return published;
    }
    /**
     * Whether GitHub took the report's check run: `reported` saved for the post step when it did, else
     * the result the report reached, which the post step writes.
     */
    tookOrNot({ untaken, conclusion }) {
        this.untaken = untaken !== undefined;
        if (untaken)
            (0,step_state/* saveReached */.c2)(this.ctx, { conclusion, title: untaken.title });
        else
            this.ctx.saveState(names/* REPORTING_STATE */.Pu.reported, 'true');
    }
    whyNotCombinable() {
        return (0,environment/* whyNotCombinable */.Yx)(!!this.step.githubToken, this.ctx.env, () => this.eventOf());
    }
    async combine(setting) {
        const [deps, { combineReports }] = await Promise.all([this.depsOf(), Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(8815), __webpack_require__.e(9762), __webpack_require__.e(1715), __webpack_require__.e(3985), __webpack_require__.e(6337), __webpack_require__.e(9034), __webpack_require__.e(5490), __webpack_require__.e(4636), __webpack_require__.e(613), __webpack_require__.e(7594), __webpack_require__.e(6778)]).then(__webpack_require__.bind(__webpack_require__, 3433))]);
        const combined = await combineReports(setting, deps, (id) => {
            this.progress = { id };
            this.step.onCheckRun?.(id, false);
        });
        this.tookOrNot(combined.published);
        const id = this.progress?.id;
        if (id !== undefined && combined.published.checkRunId === id)
            this.completed(id);
        return combined;
    }
    async fail(error, externalId) {
        if (this.ctx.signal.aborted)
            return;
        const { messageOf } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 72487));
        const end = { conclusion: 'failure', title: `Not reported: ${messageOf(error)}` };
        // Saved first: when GitHub does not take it, the post step writes it.
        (0,step_state/* saveReached */.c2)(this.ctx, end);
        const outcome = await this.unreported({
            externalId,
            reason: end.title,
            conclusion: end.conclusion,
            ...(this.progress ? { openCheckRunId: this.progress.id } : {}),
        });
        this.untaken = 'missing' in outcome && outcome.missing === 'untaken';
    }
    async endedEarly(saved) {
        const open = saved.openCheckRunId;
        const { reached } = saved;
        const done = open === undefined ? 'made' : 'completed';
        await this.unreported({
            externalId: saved.externalId,
            ...(open === undefined ? {} : { openCheckRunId: open }),
            ...(reached
                ? {
                    reason: reached.title,
                    conclusion: reached.conclusion,
                    reached: true,
                    happened: `GitHub did not take the report of this check run. Its post step ${done} this check run with the result the step reached; the job summary has the report.`,
                }
                : {
                    reason: saved.cancelled
                        ? 'Not reported: the step was cancelled before it reported'
                        : 'Not reported: the step ended before it reported (it timed out, or was stopped)',
                    conclusion: saved.cancelled ? 'cancelled' : 'failure',
                    happened: `Its post step ${done} this check run, so that the check does not wait with nothing said.`,
                }),
        });
    }
    /** The check run of a step that could not report (outputs/check-run/unreported.ts). */
    async unreported(check) {
        const [deps, { publishUnreported }] = await Promise.all([
            this.depsOf(),
            Promise.all(/* import() */[__webpack_require__.e(1715), __webpack_require__.e(4636), __webpack_require__.e(6878)]).then(__webpack_require__.bind(__webpack_require__, 39734)),
        ]);
        return publishUnreported({ name: this.checkName, ...check }, deps);
    }
}

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
    const judged = (0,fail_on/* judge */.S4)({ ...(rules.evidence ?? fail_on/* FAIL_ON_MISSING */.Wy), failOn }, run, {
        notCompared: rules.notCompared,
    });
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
 * (`reportSession`; `ReportSession` is of types.ts), for its host: GitHub's, over the step's token
 * (github-session.ts: its check run opened in progress, earlier reports read back, the report
 * published on GitHub and beside it); or a host's own publisher (the command line's), whose check
 * runs in progress are none. The session carries the step's reporting state: the check run it
 * opened, whether that is complete, the base it read. What reports loads only when it is first asked
 * for: the door itself is light (the event and the runner's environment beside it), loaded with a
 * step's run.
 */
/**
 * A job's failures linked to their test records' recordings (value/recordings.ts), loaded with the
 * report it is for.
 */
async function addTestRecords(...args) {
    return (await Promise.all(/* import() */[__webpack_require__.e(9762), __webpack_require__.e(8258)]).then(__webpack_require__.bind(__webpack_require__, 7922))).addTestRecords(...args);
}
/**
 * The session time of a Codeless report's jobs, their tests' records read (value/sessions.ts), loaded
 * with the report it is for.
 */
async function readSessions(...args) {
    return (await Promise.all(/* import() */[__webpack_require__.e(9762), __webpack_require__.e(8759)]).then(__webpack_require__.bind(__webpack_require__, 52487))).readSessions(...args);
}
/**
 * The durations of `names` in a digest given as it is (`cloudtest report --history`'s file, named
 * `where`), for a plan of legs; loaded with the digest's reader.
 */
async function durationsInDigest(text, names, where) {
    return (await Promise.all(/* import() */[__webpack_require__.e(1715), __webpack_require__.e(6337), __webpack_require__.e(3210)]).then(__webpack_require__.bind(__webpack_require__, 50509))).timingsOfDigest(text, names, where);
}
/**
 * The post step of a step that reports on GitHub alone (annotate-build, combine): nothing when GitHub
 * took main's last write of its check run; else the result main reached (or, main having ended first,
 * why there is none) written on the check run main left in progress (by its saved ID, else looked for
 * by its name and `externalId`: one opened to learn who the report writes as), or on one made now.
 */
async function writeLeftCheck(ctx, externalId, githubToken) {
    const saved = (0,step_state/* savedCheckOf */.bj)(ctx.getState);
    if (!saved.checkName || saved.reported === 'true') {
        ctx.log.debug("GitHub took the step's report, or it had no check run to report to: nothing to do.");
        return;
    }
    const session = reportSession(ctx, { checkName: saved.checkName, githubToken });
    const open = /^[1-9]\d{0,15}$/.test(saved.checkRunId)
        ? Number(saved.checkRunId)
        : await session.findProgress(externalId);
    const { reached } = saved;
    await session.endedEarly({
        externalId,
        cancelled: saved.cancelled === 'true',
        ...(open === undefined ? {} : { openCheckRunId: open }),
        ...(reached ? { reached } : {}),
    });
}
/**
 * What a step that failed its own checks (settings, inputs: before any request) says on its check run,
 * named by `checkOf` from its inputs as given (leniently: one of them did not pass): completed
 * `failure` with the reason, so that a required check does not wait "Expected" with nothing said.
 * Nothing when `checkOf` says the step reports to no check run.
 */
function failedChecksReport(checkOf) {
    return async (error, ctx, input) => {
        const check = checkOf(input, ctx.job);
        if (check)
            await reportSession(ctx, check).fail(error, check.externalId);
    };
}
/** The step's session: the host's own publisher's, else GitHub's over the step's token. */
function reportSession(ctx, step) {
    return ctx.publisher ? new HostSession(ctx.publisher, step, ctx.clock) : new GitHubSession(ctx, step);
}
/** A host that shows reports its own way (the command line's CI): it opens no check run and reads no GitHub. */
class HostSession {
    onGitHub = false;
    progress = undefined;
    complete = false;
    untaken = false;
    checkName;
    publisher;
    clock;
    base;
    constructor(publisher, step, clock) {
        this.publisher = publisher;
        this.checkName = step.checkName;
        this.clock = clock;
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
    async readDurations(names) {
        const base = this.base ?? (await this.publisher.base?.());
        if (!base)
            return { none: 'this host keeps no earlier report' };
        const { durationsIn } = await Promise.all(/* import() */[__webpack_require__.e(1715), __webpack_require__.e(6337), __webpack_require__.e(3210)]).then(__webpack_require__.bind(__webpack_require__, 50509));
        return durationsIn(base, names, `the earlier report of ${this.checkName}`);
    }
    async failureCounter(evidence) {
        return (await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2727)]).then(__webpack_require__.bind(__webpack_require__, 62727))).failureCounter(evidence, this.base, this.clock.now());
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
/**
 * The end of a reporting step, for every reporting action and the command line: its state saved for
 * the post step (`reported` unless GitHub did not take the check run's last write, or `cancelled`
 * when the step was cancelled first), and on a failure
 * before its report, its check run completed `failure` saying why (the session's `fail`, unless that
 * check run is complete already), then the failure thrown on. Without a session (`report: false`)
 * there is no check run to say it on.
 */
async function endReportingStep(ctx, session, externalId, work) {
    try {
        const done = await work();
        if (ctx.signal.aborted)
            ctx.saveState(names/* REPORTING_STATE */.Pu.cancelled, 'true');
        else if (!session?.untaken)
            ctx.saveState(names/* REPORTING_STATE */.Pu.reported, 'true');
        return done;
    }
    catch (error) {
        if (ctx.signal.aborted)
            ctx.saveState(names/* REPORTING_STATE */.Pu.cancelled, 'true');
        // A spent quota lets no check be written now: main asks no more (src/runtime/github-quota.ts).
        else if (session && !session.complete && !(error instanceof github_quota/* GitHubQuotaSpent */.i)) {
            await session.fail(error, externalId());
            if (!session.untaken)
                ctx.saveState(names/* REPORTING_STATE */.Pu.reported, 'true');
        }
        throw error;
    }
}


/***/ }),

/***/ 97837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ readEvent),
/* harmony export */   t: () => (/* binding */ BRANCH_EVENTS)
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
/**
 * The events whose runs are runs of a branch itself: they run the branch's own workflow file, and each
 * report of theirs is the base of the branch's next one (docs/comparison.md).
 */
const BRANCH_EVENTS = new Set(['push', 'schedule', 'workflow_dispatch']);
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


/***/ }),

/***/ 35504:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ quotaSpentOf),
/* harmony export */   i: () => (/* binding */ GitHubQuotaSpent)
/* harmony export */ });
/**
 * GitHub's primary rate limit, spent: a 403 or 429 whose `x-ratelimit-remaining` is 0
 * (docs/github-facts.md, "When the quota is spent"). Not a permission the token lacks, and not a
 * secondary limit that a pause heals: no request of this token succeeds before the reset, so a step
 * that must write its check fails at once, saying so in one line.
 */
class GitHubQuotaSpent extends Error {
    /** Requests an hour the token may make (`x-ratelimit-limit`), when GitHub said. */
    limit;
    /** When the quota comes back (`x-ratelimit-reset`), when GitHub said. */
    resetAt;
    constructor(limit, resetAt) {
        super(quotaSentence(limit, resetAt));
        this.name = 'GitHubQuotaSpent';
        this.limit = limit;
        this.resetAt = resetAt;
    }
}
/** The workflow token's hourly limit per repository on github.com (docs/github-facts.md). */
const WORKFLOW_TOKEN_LIMIT = 1_000;
function quotaSentence(limit, resetAt) {
    const token = limit === WORKFLOW_TOKEN_LIMIT
        ? "the workflow's GITHUB_TOKEN, 1,000 requests an hour per repository"
        : limit
            ? `this token, ${limit.toLocaleString('en-US')} requests an hour`
            : 'this token';
    const reset = resetAt ? `; it resets at ${resetAt.toISOString().slice(11, 16)} UTC` : '';
    return (`GitHub's API rate limit is spent (${token})${reset}. No check can be written before then: ` +
        "run the job again after the reset, or report with a GitHub App's token, whose quota is larger.");
}
/** The spent quota an Octokit error reports, or undefined when it is anything else. */
function quotaSpentOf(error) {
    if (error instanceof GitHubQuotaSpent)
        return error;
    const e = error;
    const headers = e.response?.headers ?? {};
    if ((e.status !== 403 && e.status !== 429) || String(headers['x-ratelimit-remaining']) !== '0')
        return undefined;
    const limit = Number(headers['x-ratelimit-limit']);
    const reset = Number(headers['x-ratelimit-reset']);
    return new GitHubQuotaSpent(Number.isInteger(limit) && limit > 0 ? limit : undefined, Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : undefined);
}


/***/ })

};
