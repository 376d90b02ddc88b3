export const id = 4011;
export const ids = [4011,9803];
export const modules = {

/***/ 69301:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TN: () => (/* binding */ stoppedText),
/* harmony export */   aK: () => (/* binding */ failedEntry),
/* harmony export */   kY: () => (/* binding */ failureText),
/* harmony export */   yP: () => (/* binding */ decidedBy)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42179);

// A job's failures as the report shows them: each error a failed test, named as far as it says.
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
/** "Checkout", "Checkout and Login", "Checkout, Login and 2 more": the failures that decided it. */
function decidedBy(deciding) {
    const names = deciding.map((d) => d.testName ?? (d.testId === undefined ? 'a test' : `test ${d.testId}`));
    if (names.length <= 1)
        return names[0] ?? 'nothing';
    if (names.length === 2)
        return `${names[0]} and ${names[1]}`;
    return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}
/** "4 tests stopped, 1 not started", and what could not be; "no other test was still running". */
function stoppedText(stop) {
    const parts = [
        stop.stopped.length ? `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(stop.stopped.length, 'test')} stopped` : '',
        stop.notStarted.length ? `${stop.notStarted.length} not started` : '',
        stop.unstopped.length ? `${stop.unstopped.length} could not be stopped` : '',
    ].filter(Boolean);
    return parts.join(', ') || 'no other test was still running';
}


/***/ }),

/***/ 62596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ TIMEOUT_STATUS),
/* harmony export */   c: () => (/* binding */ readJob)
/* harmony export */ });
/* harmony import */ var _api_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39762);

/** The `status` output of a wait that gave up. */
const TIMEOUT_STATUS = 'TIMEOUT';
/**
 * Reads a job that ended or was given up on. `oneTest` says the job ran one Codeless test. In a job of
 * several tests a test no error names passed only when the job's `success` is true, or when its
 * `errors` account for its `success: false`: there is at least one, and each names a test of the job
 * (an error that names none could be any of the others). Otherwise those tests are unknown, and
 * `unknownWhy` says why.
 */
function readJob(jobId, ended, oneTest) {
    if (ended.kind === 'stopped')
        return readStopped(jobId, ended, oneTest);
    const job = ended.job;
    const failures = (job?.errors ?? []).map(_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .jobErrorDetail */ .Vt);
    const status = ended.kind === 'timeout' ? TIMEOUT_STATUS : (job?.status ?? '');
    const spawned = job?.test_ids ?? [];
    const named = new Set(failures.map((f) => f.testId));
    const others = spawned.filter((id) => !named.has(id));
    const reading = { jobId, status, job, timing: ended.timing, failures, passed: [], unknown: [] };
    if (ended.kind === 'timeout' && ended.lastError !== undefined)
        reading.lastError = ended.lastError;
    const why = unknownWhy(ended, failures, spawned);
    if (why === undefined)
        reading.passed = others;
    else {
        reading.unknown = others;
        reading.unknownWhy = why;
    }
    if (oneTest)
        reading.decided = decide(ended);
    return reading;
}
/**
 * A job whose tests were stopped early (`max-failures`): its failures as it lists them after the
 * stops, the stopped tests apart (never failed, never passed), those that had ended unnamed passed
 * (ASSUMPTIONS.runningJobErrors: its errors name each test as it fails), and those that could not be
 * stopped unknown. A job of one Codeless test failed.
 */
function readStopped(jobId, ended, oneTest) {
    const { job, stop } = ended;
    const halted = new Set([...stop.stopped, ...stop.notStarted].map((t) => t.id));
    const failures = job.errors
        .map(_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .jobErrorDetail */ .Vt)
        .filter((f) => f.testId === undefined || !halted.has(f.testId));
    const named = new Set(failures.map((f) => f.testId));
    const reading = {
        jobId,
        status: job.status,
        job,
        timing: ended.timing,
        failures,
        passed: stop.ended.filter((id) => !named.has(id)),
        unknown: stop.unstopped.filter((id) => !named.has(id)),
        stopped: { deciding: stop.deciding, stopped: stop.stopped, notStarted: stop.notStarted },
    };
    if (reading.unknown.length)
        reading.unknownWhy = 'its tests were stopped early, and these could not be';
    if (oneTest)
        reading.decided = 'failed';
    return reading;
}
/** A job of one Codeless test decides that test by its status and `success` alone. */
function decide(ended) {
    if (ended.kind === 'timeout')
        return 'unknown';
    const { status, success } = ended.job;
    if (status === 'FAILED' || success === false)
        return 'failed';
    return status === 'FINISHED' && success === true ? 'passed' : 'unknown';
}
/** Why the tests no error names are not known to have passed; undefined when they are. */
function unknownWhy(ended, failures, spawned) {
    if (ended.kind === 'timeout')
        return 'it did not finish';
    const { status, success } = ended.job;
    if (status === 'FAILED')
        return 'it FAILED, which does not say which of its tests passed';
    if (success === true)
        return undefined;
    if (success === null)
        return 'it FINISHED without a result (success is null)';
    if (!failures.length)
        return 'it FINISHED with success false but lists no failure, so which of its tests failed is not known';
    const jobs = new Set(spawned);
    const unnamed = failures.filter((f) => f.testId === undefined || !jobs.has(f.testId)).length;
    if (unnamed)
        return `${unnamed === 1 ? '1 of its failures names' : `${unnamed} of its failures name`} no test of the job, so which of its other tests passed is not known`;
    return undefined;
}


/***/ }),

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
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _report_session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63001);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42179);
/* harmony import */ var _failures_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69301);
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
    const failed = reading.failures.map((d, i) => ({ attempts: [(0,_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .failedEntry */ .aK)(d, i)], ...tied }));
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
    return `The outcome of ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(n, 'test')} of job ${reading.jobId} is unknown: ${reading.unknownWhy}.`;
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
    const texts = failures.map(_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .failureText */ .kY);
    return {
        ...key,
        name: (0,_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .failedEntry */ .aK)(own, 0).name,
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
    const within = (0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(inputs.timeoutSeconds * 1000);
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
        const why = run.notes.join(' ') || `The outcome of ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(counts.unknown, 'test')} is unknown.`;
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
    if (reading.stopped)
        return `Stopped after ${(0,_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .decidedBy */ .yP)(reading.stopped.deciding)} failed: ${(0,_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .stoppedText */ .TN)({ ...reading.stopped, unstopped: reading.unknown })}`;
    if (reading.status === _reading_js__WEBPACK_IMPORTED_MODULE_2__/* .TIMEOUT_STATUS */ .P)
        return `Job ${jobId} did not finish within ${within} (last status seen: ${job?.status ?? 'none'})`;
    const tests = (0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(job?.test_ids.length ?? 0, 'test');
    const failures = reading.failures.length;
    if (reading.status === 'FAILED')
        return `Job ${jobId} FAILED${failures ? ` with ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(failures, 'failure')}` : ''}`;
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
/**
 * How long the job waited for a free session (QUEUED) apart from how long it ran, as the polls bound
 * them (about: each is known to within a poll interval); undefined when the polls saw neither.
 */
function timingLine(timing) {
    const { queuedMs, runningMs, stillQueued } = timing;
    const ran = runningMs === undefined ? undefined : `ran about ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(runningMs)}`;
    if (queuedMs === undefined)
        return ran && `R${ran.slice(1)}.`;
    if (stillQueued)
        return `Still waiting for a free session (QUEUED) after about ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(queuedMs)}.`;
    const queued = `Waited about ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(queuedMs)} for a free session (QUEUED)`;
    return ran ? `${queued}, then ${ran}.` : `${queued}.`;
}


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


/***/ })

};
