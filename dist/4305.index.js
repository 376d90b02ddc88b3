export const id = 4305;
export const ids = [4305];
export const modules = {

/***/ 64305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NC: () => (/* binding */ timingLine),
/* harmony export */   P_: () => (/* binding */ TIMEOUT_STATUS),
/* harmony export */   Vj: () => (/* binding */ verdictOf),
/* harmony export */   aK: () => (/* binding */ failedEntry),
/* harmony export */   endedVerdict: () => (/* binding */ endedVerdict),
/* harmony export */   qF: () => (/* binding */ jobReport)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _api_records_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39762);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67388);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42179);
/* harmony import */ var _closing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66335);





/** The `status` output of a wait that gave up. */
const TIMEOUT_STATUS = 'TIMEOUT';
function verdictOf(jobId, outcome, inputs) {
    if (outcome.kind === 'timeout') {
        // The error's own closing period would double the line's.
        const lastPoll = outcome.lastError
            ? `; the last poll failed: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(outcome.lastError).replace(/\.$/, '')}`
            : '';
        const title = `Job ${jobId} did not finish within ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(inputs.timeoutSeconds * 1000)} (last status seen: ${outcome.job?.status ?? 'none'})`;
        return { title, conclusion: 'timed_out', failure: `${title}${lastPoll}.` };
    }
    return endedVerdict(jobId, outcome.job);
}
/** The verdict on a job seen FINISHED or FAILED: its tests' outcome. */
function endedVerdict(jobId, job) {
    const tests = (0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(job.test_ids.length, 'test');
    const errors = job.errors;
    const failures = errors.length ? `: ${summarizeErrors(errors)}` : '';
    if (job.status === 'FAILED') {
        const title = `Job ${jobId} FAILED${errors.length ? ` with ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(errors.length, 'failure')}` : ''}`;
        return { title, conclusion: 'failure', failure: `${title}${failures}.`, optional: true };
    }
    if (job.success === false) {
        const title = `Job ${jobId} FINISHED: ${errors.length} of ${tests} failed`;
        return { title, conclusion: 'failure', failure: `${title}${failures}.`, optional: true };
    }
    if (job.success === true)
        return { title: `Job ${jobId} FINISHED: all ${tests} passed`, conclusion: 'success' };
    return { title: `Job ${jobId} FINISHED without a result (success is null)`, conclusion: 'neutral' };
}
/** The first failures in a few words each, for the one line that fails the step. */
function summarizeErrors(errors) {
    const shown = errors.slice(0, 3).map((entry, i) => {
        const d = (0,_api_records_js__WEBPACK_IMPORTED_MODULE_1__/* .jobErrorDetail */ .Vt)(entry);
        return `${entryName(d, i)} ${failureText(d)}`;
    });
    const more = errors.length > shown.length ? `; and ${errors.length - shown.length} more` : '';
    return shown.join('; ') + more;
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
    const ran = runningMs === undefined ? undefined : `ran about ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(runningMs)}`;
    if (queuedMs === undefined)
        return ran && `R${ran.slice(1)}.`;
    if (stillQueued)
        return `Still waiting for a free session (QUEUED) after about ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(queuedMs)}.`;
    const queued = `Waited about ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(queuedMs)} for a free session (QUEUED)`;
    return ran ? `${queued}, then ${ran}.` : `${queued}.`;
}
/** Spawned tests listed in the job summary; beyond this many, a count stands for the rest. */
const MAX_LISTED_TESTS = 1000;
/**
 * The report of a job: one failed entry per `errors` item (step, browser and time in its message),
 * and, once the job FINISHED, a passed entry per spawned test that no error names, when every error
 * names its test (otherwise which ones passed cannot be told). The spawned tests go in `details`.
 */
function jobReport(jobId, outcome, checkName, verdict) {
    const job = outcome.job;
    const details = (job?.errors ?? []).map(_api_records_js__WEBPACK_IMPORTED_MODULE_1__/* .jobErrorDetail */ .Vt);
    // A failed test is known from run to run by its test name; the spawned test's ID in the shown name
    // changes every run, and so do the passed tests' names (`Test <id>`): only failures compare.
    const entries = details.map(failedEntry);
    const named = new Set(details.map((d) => d.testId));
    const passedKnown = job && outcome.kind === 'final' && job.status === 'FINISHED' && !named.has(undefined);
    if (passedKnown) {
        for (const id of job.test_ids)
            if (!named.has(id))
                entries.push({ name: `Test ${id}`, outcome: 'passed', id: String(id) });
    }
    const ids = job?.test_ids ?? [];
    const listed = ids.slice(0, MAX_LISTED_TESTS).join(', ');
    const rest = ids.length > MAX_LISTED_TESTS ? `, and ${ids.length - MAX_LISTED_TESTS} more` : '';
    const lines = [
        // The job's status and dates come from the service: shown as text, never rendered.
        `**Job ${jobId}**: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)(outcome.kind === 'timeout' ? `${TIMEOUT_STATUS} (last status seen: ${job?.status ?? 'none'})` : (job?.status ?? ''))}` +
            (job ? (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)(`, created ${job.created_at}, last updated ${job.updated_at}`) : ''),
        '',
        ids.length ? `Tests spawned (${ids.length}): ${listed}${rest}` : 'No spawned tests reported yet.',
    ];
    const timing = timingLine(outcome.timing);
    if (timing)
        lines.splice(1, 0, '', timing);
    return {
        checkName,
        externalId: (0,_closing_js__WEBPACK_IMPORTED_MODULE_3__/* .jobExternalId */ .WR)(jobId),
        title: verdict.title,
        entries,
        details: lines.join('\n'),
        conclusion: verdict.conclusion,
        passedUnnamed: true,
        ...(passedKnown ? {} : { passedUnknown: true }),
        timing: { queuedMs: outcome.timing.queuedMs, runningMs: outcome.timing.runningMs },
    };
}


/***/ })

};
