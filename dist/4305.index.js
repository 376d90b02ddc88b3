export const id = 4305;
export const ids = [4305,7837];
export const modules = {

/***/ 64305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NC: () => (/* binding */ timingLine),
/* harmony export */   SF: () => (/* binding */ dueForRetry),
/* harmony export */   Vj: () => (/* binding */ verdictOf),
/* harmony export */   a9: () => (/* binding */ tiedBy),
/* harmony export */   endedVerdict: () => (/* binding */ endedVerdict),
/* harmony export */   fy: () => (/* binding */ afterRound),
/* harmony export */   sG: () => (/* binding */ outcomeOf),
/* harmony export */   uN: () => (/* binding */ testsOfJob)
/* harmony export */ });
/* unused harmony exports countsOf, failedEntry */
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _report_session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3990);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42179);
/* harmony import */ var _reading_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62596);





/** A test's outcome: its last attempt's, flaky when that passed after an earlier one failed. */
function outcomeOf(test) {
    const last = test.attempts.at(-1)?.outcome ?? 'unknown';
    if (last !== 'passed')
        return last;
    return test.attempts.some((a) => a.outcome === 'failed' || a.outcome === 'flaky') ? 'flaky' : 'passed';
}
function countsOf(tests) {
    const counts = { total: tests.length, passed: 0, failed: 0, unknown: 0, flaky: 0 };
    for (const test of tests)
        counts[outcomeOf(test)]++;
    return counts;
}
/**
 * The tests of the job a run waited for, as the one reading tells them: a failed test per error, a
 * passed one per spawned test the job says passed, an unknown one per spawned test it leaves untold.
 * `oneTest`, the Codeless test the job ran alone, decides every test of it: a job that passed passed
 * them all, and one that failed without listing a failure is one failed test of that Codeless test.
 */
function testsOfJob(reading, oneTest) {
    const notes = reading.unknownWhy && reading.unknown.length ? [unknownNote(reading)] : [];
    const start = { kind: 'job', reading };
    const spawned = (ids, outcome) => ids.map((id) => ({
        attempts: [
            {
                name: `Test ${id}`,
                outcome,
                id: String(id),
                ...(outcome === 'unknown'
                    ? { message: `Unknown: job ${reading.jobId} ${reading.unknownWhy}.` }
                    : {}),
            },
        ],
    }));
    if (reading.decided === 'passed')
        return {
            start,
            tests: spawned(reading.job?.test_ids ?? [], 'passed'),
            retried: [],
            rounds: 0,
            notes: [],
        };
    const tied = oneTest === undefined ? {} : { codelessTest: oneTest };
    const failed = reading.failures.map((d, i) => ({ attempts: [failedEntry(d, i)], ...tied }));
    if (reading.decided === 'failed' && !failed.length && oneTest !== undefined)
        failed.push({
            attempts: [
                {
                    name: `Codeless test ${oneTest}`,
                    madeUpName: true,
                    outcome: 'failed',
                    message: `${endedWithout(reading)}.`,
                },
            ],
            ...tied,
        });
    return {
        start,
        tests: [...failed, ...spawned(reading.passed, 'passed'), ...spawned(reading.unknown, 'unknown')],
        retried: [],
        rounds: 0,
        notes,
    };
}
/** "Job 12 FAILED without listing a failure", "Retry job 12 FINISHED with success false without \u2026". */
function endedWithout(reading, what = 'Job') {
    const how = reading.status === 'FAILED' ? 'FAILED' : 'FINISHED with success false';
    return `${what} ${reading.jobId} ${how} without listing a failure`;
}
function unknownNote(reading) {
    const n = reading.unknown.length;
    return `The outcome of ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(n, 'test')} of job ${reading.jobId} is unknown: ${reading.unknownWhy}.`;
}
/** The run's failed tests tied to their Codeless tests by the failures' test names (`ties`). */
function tiedBy(run, ties) {
    const tests = run.tests.map((test) => {
        const name = test.attempts[0]?.keyName;
        const id = name === undefined ? undefined : ties.get(name);
        return test.codelessTest !== undefined || id === undefined ? test : { ...test, codelessTest: id };
    });
    return { ...run, tests };
}
/**
 * The Codeless tests a round of retries triggers: those with a failed test and none whose last attempt
 * is unknown (a retry that did not finish, or whose trigger's answer was lost, may still run: a second
 * trigger would run the test twice at once).
 */
function dueForRetry(run) {
    const due = new Set();
    const inDoubt = new Set();
    for (const test of run.tests) {
        if (test.codelessTest === undefined)
            continue;
        const outcome = outcomeOf(test);
        if (outcome === 'failed')
            due.add(test.codelessTest);
        else if (outcome === 'unknown')
            inDoubt.add(test.codelessTest);
    }
    return [...due].filter((id) => !inDoubt.has(id));
}
/**
 * The tests after a round of retries: each retried Codeless test's job decides every test tied to it
 * (FINISHED with `success: true` passed them, anything else did not), by identity, never by the text of
 * a browser. The attempt added to each test keeps the test's name, browser and platform and says in
 * its message what the retry's job reported, every failure it lists included.
 */
function afterRound(run, results) {
    const byTest = new Map(results.map((r) => [r.codelessTest, r]));
    const notes = [...run.notes];
    for (const r of results) {
        if ('lost' in r)
            notes.push(r.lost);
        else if (r.reading.decided === 'unknown')
            notes.push(`Codeless test ${r.codelessTest}: its retry, job ${r.reading.jobId}, ${r.reading.unknownWhy ?? 'did not tell'}.`);
    }
    const tests = run.tests.map((test) => {
        const result = test.codelessTest === undefined ? undefined : byTest.get(test.codelessTest);
        if (!result || outcomeOf(test) !== 'failed')
            return test;
        return { ...test, attempts: [...test.attempts, retryAttempt(test.attempts[0], result)] };
    });
    const retried = [...run.retried, ...results.flatMap((r) => ('reading' in r ? [r.reading] : []))];
    return { ...run, tests, retried, rounds: run.rounds + 1, notes };
}
/**
 * The attempt a retry adds to a test, keyed as the test's first: by its key name, which stays when a
 * failure of the retry names the attempt otherwise (a first attempt named `Codeless test 12` for want
 * of a failure listed, a retry that lists one), so the report groups the attempts as the verdict does.
 */
function retryAttempt(first, result) {
    const key = {
        name: first.keyName ?? first.name,
        keyName: first.keyName ?? first.name,
        outcome: 'unknown',
        ...(first.madeUpName ? { madeUpName: true } : {}),
        ...(first.environment ? { environment: first.environment } : {}),
        ...(first.platform ? { platform: first.platform } : {}),
    };
    if ('lost' in result)
        return { ...key, message: result.lost };
    const { reading } = result;
    if (reading.decided === 'passed')
        return { ...key, outcome: 'passed' };
    if (reading.decided === 'unknown')
        return {
            ...key,
            message: `Unknown: retry job ${reading.jobId} ${reading.unknownWhy ?? 'did not tell'}.`,
        };
    const { failures } = reading;
    if (!failures.length)
        return { ...key, outcome: 'failed', message: `${endedWithout(reading, 'Retry job')}.` };
    // The failure on the test's own browser, when the retry ran it, brings its recordings.
    const own = failures.find((d) => d.browser === first.environment) ?? failures[0];
    const texts = failures.map(failureText);
    return {
        ...key,
        name: failedEntry(own, 0).name,
        ...(own.testId === undefined ? {} : { id: String(own.testId) }),
        outcome: 'failed',
        message: `Retry job ${reading.jobId}: ${texts.join('; ')}.`,
    };
}
/**
 * The verdict on a run's tests. A test passes only on the service's word; one whose last attempt
 * failed fails the step as `fail-on` says, and one whose last attempt is unknown fails it in any case,
 * as a job that did not finish does, unless `fail-on-unknown` is false: then unknown outcomes neither
 * pass nor fail, and the judgement of `fail-on` and its kin decides (src/report/history/fail-on.ts).
 */
function verdictOf(run, inputs) {
    const counts = countsOf(run.tests);
    const within = (0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .formatSeconds */ .Xo)(inputs.timeoutSeconds * 1000);
    const lastStatus = (r) => `last status seen: ${r.job?.status ?? 'none'}`;
    const timedOut = run.retried.find((r) => r.status === _reading_js__WEBPACK_IMPORTED_MODULE_2__/* .TIMEOUT_STATUS */ .P);
    const base = run.start.kind === 'job' ? jobTitle(run.start.reading, within) : rerunTitle(run, counts);
    if (run.start.kind === 'job' && run.start.reading.status === _reading_js__WEBPACK_IMPORTED_MODULE_2__/* .TIMEOUT_STATUS */ .P) {
        // The error's own closing period would double the line's.
        const { lastError, job, jobId } = run.start.reading;
        const said = lastError === undefined ? undefined : (0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(lastError).replace(/\.$/, '');
        // Never read at all: the service's answer is the reason, not the job's time.
        if (!job && said) {
            const title = `Could not read job ${jobId} within ${within}: ${said}`;
            return { title, conclusion: 'failure', failure: `${title}.`, failedBy: 'service', counts };
        }
        const lastPoll = said ? `; the last poll failed: ${said}` : '';
        return {
            title: base,
            conclusion: 'timed_out',
            failure: `${base}${lastPoll}.`,
            failedBy: 'service',
            counts,
        };
    }
    if (timedOut) {
        const what = run.start.kind === 'rerun'
            ? `Job ${timedOut.jobId}, running again a test that failed in attempt ${run.start.from},`
            : `${base}; retry job ${timedOut.jobId}`;
        const title = `${what} did not finish within ${within} (${lastStatus(timedOut)})`;
        return { title, conclusion: 'timed_out', failure: `${title}.`, failedBy: 'service', counts };
    }
    const title = run.start.kind === 'job' && run.rounds ? afterRetries(base, run, counts) : base;
    if (counts.failed) {
        const failure = `${title}: ${stillFailing(run)}.`;
        return { title, conclusion: 'failure', failure, failedBy: 'tests', counts };
    }
    if (counts.unknown) {
        const why = run.notes.join(' ') || `The outcome of ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(counts.unknown, 'test')} is unknown.`;
        const first = run.start.kind === 'job' ? run.start.reading : undefined;
        // A FAILED job's own failure is the tests' (fail-on-failure decides), as ever.
        const failedJob = first?.status === 'FAILED' && !run.rounds;
        // A job that said it failed (`success: false`), not which tests did, fails whatever fail-on-unknown says.
        const held = (inputs.failOnUnknown ?? true) || first?.job?.success === false;
        // Not held against the run, unknown outcomes leave the check neutral until judged.
        const conclusion = held || failedJob ? 'failure' : 'neutral';
        const failedBy = failedJob || !held ? 'tests' : 'service';
        return { title, conclusion, failure: `${title}: ${why}`, failedBy, counts };
    }
    return { title, conclusion: 'success', counts };
}
/** The title of the job a run waited for, from its reading. */
function jobTitle(reading, within) {
    const { jobId, job } = reading;
    if (reading.status === _reading_js__WEBPACK_IMPORTED_MODULE_2__/* .TIMEOUT_STATUS */ .P)
        return `Job ${jobId} did not finish within ${within} (last status seen: ${job?.status ?? 'none'})`;
    const tests = (0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(job?.test_ids.length ?? 0, 'test');
    const failures = reading.failures.length;
    if (reading.status === 'FAILED')
        return `Job ${jobId} FAILED${failures ? ` with ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(failures, 'failure')}` : ''}`;
    if (reading.decided === 'passed' || (job?.success === true && !failures))
        return job?.test_ids.length ? `Job ${jobId} FINISHED: all ${tests} passed` : `No tests in job ${jobId}`;
    if (job?.success === null && !failures)
        return `Job ${jobId} FINISHED without a result (success is null)`;
    if (!failures)
        return `Job ${jobId} FINISHED with success false but no failure listed`;
    return `Job ${jobId} FINISHED: ${failures} of ${tests} failed`;
}
/** The first job's title after its retries: what they left. */
function afterRetries(base, run, counts) {
    if (counts.failed)
        return `${base}, ${counts.failed} still failed after retries`;
    if (counts.unknown)
        return `${base}, ${counts.unknown} unknown after retries`;
    const reading = run.start.kind === 'job' ? run.start.reading : undefined;
    return `Job ${reading?.jobId} FINISHED: every failed test passed on a retry`;
}
function rerunTitle(run, counts) {
    const from = run.start.kind === 'rerun' ? run.start.from : 0;
    const ran = run.rounds ? `Ran again what failed in attempt ${from}` : `Nothing failed in attempt ${from}`;
    return `${ran}: ${(0,_report_session_js__WEBPACK_IMPORTED_MODULE_1__/* .describeCounts */ .wv)(counts)}`;
}
/** The still failing tests in a few words each, by their last attempt: the one line that fails the step. */
function stillFailing(run) {
    const last = run.tests.filter((t) => outcomeOf(t) === 'failed').map((t) => t.attempts.at(-1));
    const shown = last
        .slice(0, 3)
        .map((e) => `${e.name} ${lowerFirst(e.message ?? 'failed')}`.replace(/\.$/, ''));
    const more = last.length > shown.length ? `; and ${last.length - shown.length} more` : '';
    return shown.join('; ') + more;
}
const lowerFirst = (text) => text.charAt(0).toLowerCase() + text.slice(1);
/** The verdict on a job seen FINISHED or FAILED, read alone: what a post step completes a check run with. */
function endedVerdict(jobId, job) {
    const ended = { kind: 'final', job, timing: {} };
    return verdictOf(testsOfJob((0,_reading_js__WEBPACK_IMPORTED_MODULE_2__/* .readJob */ .c)(jobId, ended, false)), { timeoutSeconds: 0 });
}
function entryName(d, index) {
    if (d.testName)
        return d.testId === undefined ? d.testName : `${d.testName} (test ${d.testId})`;
    return d.testId === undefined ? `Failure ${index + 1}` : `Test ${d.testId}`;
}
/** The report entry of one job error: a failed run, known by its test name where it has one. */
function failedEntry(d, index) {
    return {
        name: entryName(d, index),
        ...(d.testName ? { keyName: d.testName } : { madeUpName: true }),
        outcome: 'failed',
        environment: d.browser,
        message: `${failureText(d).replace(/^failed/, 'Failed')}.`,
        ...(d.testId === undefined ? {} : { id: String(d.testId) }),
    };
}
/** "failed at step 3 on chrome 126 (time 12.5): element #buy not found". */
function failureText(d) {
    return ('failed' +
        (d.step ? ` at step ${d.step}` : '') +
        (d.browser ? ` on ${d.browser}` : '') +
        (d.time ? ` (time ${d.time})` : '') +
        (d.message ? `: ${d.message}` : ''));
}
/**
 * How long the job waited for a free session (QUEUED) apart from how long it ran, as the polls bound
 * them (about: each is known to within a poll interval); undefined when the polls saw neither.
 */
function timingLine(timing) {
    const { queuedMs, runningMs, stillQueued } = timing;
    const ran = runningMs === undefined ? undefined : `ran about ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .formatSeconds */ .Xo)(runningMs)}`;
    if (queuedMs === undefined)
        return ran && `R${ran.slice(1)}.`;
    if (stillQueued)
        return `Still waiting for a free session (QUEUED) after about ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .formatSeconds */ .Xo)(queuedMs)}.`;
    const queued = `Waited about ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .formatSeconds */ .Xo)(queuedMs)} for a free session (QUEUED)`;
    return ran ? `${queued}, then ${ran}.` : `${queued}.`;
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
