export const id = 4305;
export const ids = [4305];
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


/***/ })

};
