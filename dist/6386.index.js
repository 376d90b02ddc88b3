export const id = 6386;
export const ids = [6386];
export const modules = {

/***/ 66335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cu: () => (/* binding */ closingSummary),
/* harmony export */   YA: () => (/* binding */ closeLeftCheck),
/* harmony export */   cd: () => (/* binding */ readJob),
/* harmony export */   dT: () => (/* binding */ postReadsJob),
/* harmony export */   hX: () => (/* binding */ makeEndedCheck),
/* harmony export */   zR: () => (/* binding */ findLeftCheck)
/* harmony export */ });
/* unused harmony exports leftCheckOf, endedUnreported */
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _api_jobs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64842);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67388);
/* harmony import */ var _external_id_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63975);




/** Every conclusion main saves; anything else in the state is not main's word and is ignored. */
const CONCLUSIONS = {
    success: true,
    failure: true,
    neutral: true,
    cancelled: true,
    timed_out: true,
};
const ID = /^[1-9]\d{0,15}$/;
/** The check run main left in progress by its saved ID, or undefined when it completed it or saved none. */
function leftCheckOf(saved) {
    if (!ID.test(saved.checkRunId) || saved.checkRunDone === 'true')
        return undefined;
    const conclusion = saved.conclusion;
    return {
        checkRunId: Number(saved.checkRunId),
        jobId: ID.test(saved.jobId) ? Number(saved.jobId) : undefined,
        lastStatus: saved.lastStatus || undefined,
        end: Object.hasOwn(CONCLUSIONS, conclusion) && saved.title ? { conclusion, title: saved.title } : undefined,
    };
}
/**
 * Whether main may have left a check run in progress without saving its ID: it was to report on a job
 * (a check name and a job saved) and never completed a check run. GitHub may have made the run while
 * its answer to main never came, or main was killed between the two.
 */
function mayHaveLeftUnsaved(saved) {
    return !saved.checkRunId && saved.checkRunDone !== 'true' && !!saved.checkName && ID.test(saved.jobId);
}
/**
 * Whether main was to report (it saved a check name), left no check run to complete and never got to
 * its report nor said why: it ended first, and the post step makes its check run (reportEndedEarly).
 */
function endedUnreported(saved) {
    return !!saved.checkName && saved.reported !== 'true' && saved.checkRunDone !== 'true';
}
/** The post step's check run for a main that ended before it opened one or reported (endedUnreported). */
async function makeEndedCheck(saved, ctx, githubToken) {
    if (!endedUnreported(saved)) {
        ctx.log.debug('No check run was left in progress, and none is missing: nothing to do.');
        return;
    }
    const { reportEndedEarly } = await __webpack_require__.e(/* import() */ 9062).then(__webpack_require__.bind(__webpack_require__, 19062));
    await reportEndedEarly(ctx, githubToken, {
        name: saved.checkName,
        externalId: ID.test(saved.jobId) ? (0,_external_id_js__WEBPACK_IMPORTED_MODULE_3__/* .jobExternalId */ .W)(saved.jobId) : 'unreported',
        cancelled: saved.cancelled === 'true',
    });
}
/** Whether the post step needs the service: a check to complete, with no result main reached. */
function postReadsJob(saved) {
    const left = leftCheckOf(saved);
    if (left)
        return left.end === undefined;
    return mayHaveLeftUnsaved(saved) && !(saved.conclusion && saved.title);
}
/**
 * The check run main left in progress: by its saved ID, else (main never learnt the ID) looked for on
 * the commit by its name and external ID (the job's, else the attempt's) among our token's; undefined
 * when there is none.
 */
async function findLeftCheck(saved, ctx, githubToken) {
    const left = leftCheckOf(saved);
    if (left || !mayHaveLeftUnsaved(saved))
        return left;
    const [{ reportDeps }, { findProgressCheck }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(8361), __webpack_require__.e(5490), __webpack_require__.e(4308), __webpack_require__.e(5182), __webpack_require__.e(6457), __webpack_require__.e(2583), __webpack_require__.e(6866)]).then(__webpack_require__.bind(__webpack_require__, 72583)),
        __webpack_require__.e(/* import() */ 8456).then(__webpack_require__.bind(__webpack_require__, 38456)),
    ]);
    const deps = await reportDeps(githubToken, ctx);
    // Opened for its job (wait-for-job), or before the trigger (the root action).
    const found = (await findProgressCheck({ name: saved.checkName, externalId: (0,_external_id_js__WEBPACK_IMPORTED_MODULE_3__/* .jobExternalId */ .W)(saved.jobId) }, deps)) ??
        (await findProgressCheck({ name: saved.checkName, externalId: (0,_external_id_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptExternalId */ .A)(ctx.job.attempt) }, deps));
    if (!found) {
        ctx.log.debug(`No check run "${saved.checkName}" was left in progress.`);
        return undefined;
    }
    ctx.log.info(`Found check run #${found.id} left in progress, whose ID main never learnt.`);
    return leftCheckOf({ ...saved, checkRunId: String(found.id) });
}
function closingSummary(text) {
    const job = text.jobId !== undefined
        ? `**Job ${text.jobId}**, last status seen: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)(text.status ?? 'none')}.`
        : text.noJob
            ? '**The Codeless job**: none was started.'
            : "**The Codeless job**: unknown, the trigger's answer never came.";
    return [
        job,
        (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)(text.happened),
        text.stopped && `**The post step**: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)(text.stopped)}`,
        `${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownLink */ .iQ)('The workflow run', text.runUrl)} has the step's log and job summary.`,
    ]
        .filter(Boolean)
        .join('\n\n');
}
/**
 * Completes, from a post step, the check run main left in progress: with the result main reached when
 * it reached one; else with the job's own outcome when the job has ended (read again unless the post
 * step read it already); else as cancelled. Its summary says what happened. Problems are warnings.
 */
async function closeLeftCheck(left, ctx, options) {
    const read = left.end ? undefined : (options.read ?? (await readJob(left.jobId, ctx)));
    const { end, happened } = await endOf(left, read, options.noJob);
    const [{ reportDeps }, { closeProgressCheck }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(8361), __webpack_require__.e(5490), __webpack_require__.e(4308), __webpack_require__.e(5182), __webpack_require__.e(6457), __webpack_require__.e(2583), __webpack_require__.e(6866)]).then(__webpack_require__.bind(__webpack_require__, 72583)),
        __webpack_require__.e(/* import() */ 8456).then(__webpack_require__.bind(__webpack_require__, 38456)),
    ]);
    const deps = await reportDeps(options.githubToken, ctx);
    const summary = closingSummary({
        jobId: left.jobId,
        ...(options.noJob ? { noJob: true } : {}),
        status: read?.job?.status ?? left.lastStatus,
        happened,
        stopped: options.stopped,
        runUrl: deps.detailsUrl,
    });
    await closeProgressCheck(left.checkRunId, { ...end, summary }, deps);
}
/** Reads the job again for a post step; a failure is a debug line and a `problem`. */
async function readJob(jobId, ctx) {
    if (jobId === undefined)
        return { job: undefined };
    try {
        return { job: await ctx.client.jobs.get(jobId) };
    }
    catch (error) {
        ctx.log.debug(`Could not read job ${jobId}: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}`);
        return { job: undefined, problem: (0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error) };
    }
}
async function endOf(left, read, noJob = false) {
    if (left.end)
        return {
            end: left.end,
            happened: 'The step reached this result but did not complete this check run with its report (GitHub did not take it, or the step ended first): its post step completed it.',
        };
    const job = read?.job;
    if (job && left.jobId !== undefined && _api_jobs_js__WEBPACK_IMPORTED_MODULE_1__/* .FINAL_JOB_STATUSES */ .O7.has(job.status)) {
        const { endedVerdict } = await Promise.all(/* import() */[__webpack_require__.e(9762), __webpack_require__.e(4305)]).then(__webpack_require__.bind(__webpack_require__, 64305));
        const { conclusion, title } = endedVerdict(left.jobId, job);
        return {
            end: { conclusion, title },
            happened: `The step ended before it reported the job, which has ended since: its post step completed this check run with the job's result.`,
        };
    }
    if (noJob)
        return {
            end: { conclusion: 'cancelled', title: 'Cancelled before a Codeless job was started' },
            happened: 'The step was cancelled or ended before it started a job.',
        };
    const what = left.jobId === undefined ? 'the Codeless job' : `job ${left.jobId}`;
    const status = job?.status ?? left.lastStatus;
    return {
        end: {
            conclusion: 'cancelled',
            title: status ? `Cancelled while ${what} was ${status}` : `Cancelled before ${what} ended`,
        },
        happened: 'The step was cancelled or ended before the job did.' +
            (read?.problem ? ` The post step could not read the job again: ${read.problem}` : ''),
    };
}


/***/ }),

/***/ 63975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ attemptExternalId),
/* harmony export */   W: () => (/* binding */ jobExternalId)
/* harmony export */ });
/** The external ID of a Codeless job's check run: the same from main's open to post's search. */
const jobExternalId = (jobId) => `job-${jobId}`;
/**
 * The external ID of a check run opened before its job is known (the root action opens it before the
 * trigger), and of a re-run's report that ran no job.
 */
const attemptExternalId = (attempt) => `attempt-${attempt}`;


/***/ }),

/***/ 36386:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y: () => (/* binding */ runCodeless),
  L: () => (/* binding */ waitAndReport)
});

// EXTERNAL MODULE: ./src/api/transport/errors.ts
var errors = __webpack_require__(72487);
// EXTERNAL MODULE: ./src/report/history/digest.ts
var history_digest = __webpack_require__(78361);
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
// EXTERNAL MODULE: ./src/codeless/target.ts
var codeless_target = __webpack_require__(65939);
// EXTERNAL MODULE: ./src/codeless/ties.ts
var ties = __webpack_require__(36917);
// EXTERNAL MODULE: ./src/report/history/fail-on.ts
var fail_on = __webpack_require__(11455);
// EXTERNAL MODULE: ./src/report/outputs/report.ts
var report = __webpack_require__(20349);
// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(67388);
// EXTERNAL MODULE: ./src/codeless/external-id.ts
var external_id = __webpack_require__(63975);
// EXTERNAL MODULE: ./src/codeless/reading.ts
var codeless_reading = __webpack_require__(62596);
// EXTERNAL MODULE: ./src/report/value/test-record.ts
var test_record = __webpack_require__(9374);
;// CONCATENATED MODULE: ./src/codeless/test-links.ts




/** Failed tests of a job whose test records are read for their recordings; the rest are counted. */
const MAX_FAILED_TESTS_LOOKED_UP = 20;
/**
 * A job's errors carry no recordings. Each error that names its test (`test_id`) is looked up
 * (GET /v1/tests/{id}, the first MAX_FAILED_TESTS_LOOKED_UP), and the entry takes the record's links,
 * duration and end; its name, browser and message stay the error's. What could not be linked is
 * said plainly in the report's details. Lookups are best effort: a failed one is a line there.
 */
async function addTestRecords(report, ctx) {
    // An earlier attempt's failures (a re-run's) are that attempt's to link.
    const failed = report.entries.filter((e) => e.outcome === 'failed' && e.attempt === undefined);
    const named = failed.filter((e) => e.id !== undefined);
    const notes = [];
    const unnamed = failed.length - named.length;
    if (unnamed)
        notes.push(`${(0,wording/* plural */.LS)(unnamed, 'failure')} of this job ${unnamed === 1 ? 'names' : 'name'} no test (its error carries no \`test_id\`), so ${unnamed === 1 ? 'its' : 'their'} video, screenshots and logs cannot be linked here; the service's dashboard has them.`);
    const lookedUp = named.slice(0, MAX_FAILED_TESTS_LOOKED_UP);
    if (named.length > lookedUp.length)
        notes.push(`Recordings are linked for the first ${lookedUp.length} of ${named.length} failed tests; the service's dashboard has the rest.`);
    const problems = [];
    for (const entry of lookedUp) {
        try {
            const view = (0,test_record/* readTestRecord */.C0)(await ctx.client.tests.get(entry.id, { skipFields: test_record/* HEAVY_TEST_FIELDS */.Fx }));
            // Not its platform: only some failures are looked up, and what a test is from one report to
            // the next must not depend on whether it was (src/report/value/family.ts).
            const { links, duration, completedAt } = view.entry;
            Object.assign(entry, {
                ...(links ? { links } : {}),
                ...(duration === undefined ? {} : { duration }),
                ...(completedAt === undefined ? {} : { completedAt }),
            });
        }
        catch (error) {
            if (ctx.signal.aborted)
                throw error;
            problems.push(`test ${entry.id}: ${(0,errors.messageOf)(error)}`);
        }
    }
    if (problems.length) {
        const line = `The records of ${(0,wording/* plural */.LS)(problems.length, 'failed test')} could not be read, so ${problems.length === 1 ? 'its' : 'their'} recordings are not linked: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? '; \u2026' : ''}`;
        ctx.log.warning(line);
        notes.push(line);
    }
    // The notes quote the service's error messages: shown as text, never rendered.
    if (notes.length)
        report.details = [report.details, ...notes.map(text_escape/* markdownText */.p7)].filter(Boolean).join('\n\n');
}

// EXTERNAL MODULE: ./src/codeless/verdict.ts
var codeless_verdict = __webpack_require__(64305);
// EXTERNAL MODULE: ./src/codeless/wait.ts
var codeless_wait = __webpack_require__(97399);
;// CONCATENATED MODULE: ./src/codeless/reporting.ts










/** The outputs the verdict gives, before any report adds its own. */
function resultOf(run, verdict) {
    const { start, retried } = run;
    const first = start.kind === 'job' ? start.reading : undefined;
    const jobs = first ? [first, ...retried] : retried;
    const { failed, unknown } = verdict.counts;
    const ended = verdict.conclusion !== 'timed_out';
    return {
        status: first ? first.status : statusOf(retried),
        // Undefined while unknown, as the service keeps it null until its job FINISHED.
        success: !ended
            ? undefined
            : failed
                ? false
                : unknown
                    ? first?.job?.success === false
                        ? false
                        : undefined
                    : true,
        testIds: jobs.flatMap((r) => r.job?.test_ids ?? []),
        failedCount: failed,
    };
}
/** The `status` output over a re-run's jobs: FINISHED when each finished, or none ran. */
function statusOf(jobs) {
    if (jobs.some((j) => j.status === codeless_reading/* TIMEOUT_STATUS */.P))
        return codeless_reading/* TIMEOUT_STATUS */.P;
    if (jobs.some((j) => j.status === 'FAILED'))
        return 'FAILED';
    return 'FINISHED';
}
/**
 * Publishes the run's report through `reporting`, its outputs added to `result`; a problem is a
 * warning. False when the step was cancelled meanwhile.
 */
async function reportRun(run, verdict, reporting, { wait, result, hooks }, ctx) {
    const report = reportOf(run, verdict, reporting, ctx);
    try {
        await addTestRecords(report, ctx);
        alignAttempts(run);
        const published = await reporting.publisher.publish(report, judgedAs(verdict, wait.evidence));
        if (published.checkRunId !== undefined && published.checkRunId === reporting.checkRunId)
            hooks.onCheckRun?.(published.checkRunId, true);
        Object.assign(result, (0,codeless_wait/* publishedResult */.G8)(published));
    }
    catch (error) {
        if (ctx.signal.aborted)
            return false;
        // A host with its own publisher reports elsewhere than GitHub.
        const where = reporting.deps ? ' to GitHub' : '';
        ctx.log.warning(`Could not report ${whatRan(run)}${where}: ${(0,errors.messageOf)(error)}`);
    }
    return true;
}
/**
 * The reporting inputs the report is judged by. A failure of the verdict that `fail-on` does not
 * decide (an unknown outcome, a time-out) fails the check run as it fails the step: judged as
 * `fail-on: failures`, or under `new-failures` an unknown test that failed on the base too would leave
 * the check run neutral, which passes a required check, while the step fails.
 */
function judgedAs(verdict, evidence) {
    if (!evidence || !verdict.failure || verdict.optional)
        return evidence;
    return { ...evidence, failOn: 'failures' };
}
/**
 * The reporting side of a run, opened before anything runs (none with `report: false`): the host's
 * publisher, or on the runner its GitHub access, the check run opened in progress as `opening` says,
 * then the base's report of the same check, read once: its job's running time is what the wait
 * expects, and the report compares with it at the end. The check run opens first: GitHub's answer
 * names the app this step writes as, the only app whose earlier reports are trusted
 * (src/report/history/own-app.ts), here and in a re-run's plan. A check run that could not be opened
 * is made by the report at the end.
 */
async function reportingOf(checkName, wait, ctx, opening, onCheckRun) {
    if (!wait.report)
        return undefined;
    if (ctx.publisher) {
        const base = await ctx.publisher.base?.();
        return { checkName, checkRunId: undefined, publisher: ctx.publisher, ...(base ? { base } : {}) };
    }
    const [{ reportDeps }, { readBase }, { gitHubPublisher }, { openProgressCheck }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(5490), __webpack_require__.e(4308), __webpack_require__.e(6457), __webpack_require__.e(2583), __webpack_require__.e(28)]).then(__webpack_require__.bind(__webpack_require__, 72583)),
        Promise.all(/* import() */[__webpack_require__.e(4308), __webpack_require__.e(7879)]).then(__webpack_require__.bind(__webpack_require__, 94308)),
        __webpack_require__.e(/* import() */ 9062).then(__webpack_require__.bind(__webpack_require__, 19062)),
        __webpack_require__.e(/* import() */ 6075).then(__webpack_require__.bind(__webpack_require__, 38456)),
    ]);
    const deps = await reportDeps(wait.githubToken, ctx);
    const { waitingFor, ...check } = opening;
    const checkRunId = await openProgressCheck({ name: checkName, ...check }, deps, (id) => onCheckRun?.(id, false));
    const base = await readBase(wait.evidence?.compare ?? { kind: 'off' }, checkName, deps);
    return {
        deps,
        checkName,
        checkRunId,
        ...(waitingFor === undefined ? {} : { waitingFor }),
        publisher: gitHubPublisher(deps),
        base,
    };
}
/** "job 12", "the re-run of attempt 1's failures". */
function whatRan(run) {
    return run.start.kind === 'job'
        ? `job ${run.start.reading.jobId}`
        : `the re-run of attempt ${run.start.from}'s failures`;
}
/** The report of a run: every attempt of every test in order, titled and concluded by the verdict. */
function reportOf(run, verdict, reporting, ctx) {
    const { start } = run;
    const jobIds = run.retried.map((r) => r.jobId);
    const first = start.kind === 'job' ? start.reading.jobId : jobIds[0];
    const details = start.kind === 'job' ? jobDetails(start.reading) : rerunDetails(start, jobIds, ctx.job.attempt);
    const workflowRun = (0,codeless_wait/* workflowAttemptOf */.yE)(ctx.job);
    return {
        checkName: reporting.checkName,
        externalId: first === undefined ? (0,external_id/* attemptExternalId */.A)(ctx.job.attempt) : (0,external_id/* jobExternalId */.W)(first),
        title: verdict.title,
        conclusion: verdict.conclusion,
        entries: run.tests.flatMap((t) => t.attempts),
        details: [
            details,
            retriesLine(run),
            ...run.notes.map(text_escape/* markdownText */.p7),
            // A re-run's details say which attempt it is.
            start.kind === 'job' ? (0,report.attemptNote)(ctx.job) : undefined,
        ]
            .filter(Boolean)
            .join('\n\n'),
        passedUnnamed: true,
        ...(start.kind === 'job' && start.reading.unknownWhy ? { passedUnknown: true } : {}),
        ...(workflowRun ? { run: workflowRun } : {}),
        // A re-run's time is not the suite's: the next wait must not expect it.
        timing: start.kind === 'job'
            ? { queuedMs: start.reading.timing.queuedMs, runningMs: start.reading.timing.runningMs }
            : {},
        openCheckRunId: reporting.checkRunId,
        ...(reporting.base ? { base: reporting.base } : {}),
    };
}
/**
 * A test's later attempts carry its first attempt's platform, as read from its record: the report
 * groups attempts by name, browser and platform, and each attempt's record is read on its own.
 */
function alignAttempts(run) {
    for (const { attempts } of run.tests) {
        const platform = attempts[0]?.platform;
        for (const later of attempts.slice(1)) {
            if (platform === undefined)
                delete later.platform;
            else
                later.platform = platform;
        }
    }
}
/** Spawned tests listed in the job summary; beyond this many, a count stands for the rest. */
const MAX_LISTED_TESTS = 1000;
/** What the summary says of the job a run waited for: its status and dates, its timing, its tests. */
function jobDetails(reading) {
    const { jobId, job } = reading;
    const ids = job?.test_ids ?? [];
    const listed = ids.slice(0, MAX_LISTED_TESTS).join(', ');
    const rest = ids.length > MAX_LISTED_TESTS ? `, and ${ids.length - MAX_LISTED_TESTS} more` : '';
    const status = reading.status === codeless_reading/* TIMEOUT_STATUS */.P
        ? `${codeless_reading/* TIMEOUT_STATUS */.P} (last status seen: ${job?.status ?? 'none'})`
        : (job?.status ?? '');
    const lines = [
        // The job's status and dates come from the service: shown as text, never rendered.
        `**Job ${jobId}**: ${(0,text_escape/* markdownText */.p7)(status)}` +
            (job ? (0,text_escape/* markdownText */.p7)(`, created ${job.created_at}, last updated ${job.updated_at}`) : ''),
        '',
        ids.length ? `Tests spawned (${ids.length}): ${listed}${rest}` : 'No spawned tests reported yet.',
    ];
    const timing = (0,codeless_verdict/* timingLine */.NC)(reading.timing);
    if (timing)
        lines.splice(1, 0, '', timing);
    return lines.join('\n');
}
/** What a re-run's report is, in its summary: only numbers and our words, and GitHub's link to the check run. */
function rerunDetails(rerun, jobIds, attempt) {
    const report = (0,text_escape/* markdownLink */.iQ)(`attempt ${rerun.from}'s report`, rerun.runUrl);
    const ran = jobIds.length
        ? `ran again only the Codeless tests that failed in ${report} (${(0,wording/* plural */.LS)(jobIds.length, 'job')}: ${jobIds.join(', ')})`
        : `ran no test again: nothing failed in ${report}`;
    const { carried } = rerun;
    return [
        `**Attempt ${attempt} of this workflow run** ${ran}.`,
        `The ${(0,wording/* plural */.LS)(carried, 'test')} that passed in an earlier attempt ${carried === 1 ? 'is' : 'are'} carried into this report, each name followed by its attempt, so the check shows the whole suite.`,
    ].join('\n\n');
}
/** The retries' jobs, one phrase each: `**Retries**: job 9003 (Codeless test 302) FINISHED, passed; \u2026`. */
function retriesLine(run) {
    if (!run.retried.length)
        return undefined;
    const outcome = (r) => ({ passed: 'passed', failed: 'failed', unknown: 'outcome unknown' })[r.decided ?? 'unknown'];
    const jobs = run.retried.map((r) => `job ${r.jobId} ${(0,text_escape/* markdownText */.p7)(r.status)}, ${outcome(r)}`);
    return `**Retries** (${jobs.length}): ${jobs.join('; ')}.`;
}
/**
 * How a step that waited and reported ends: the verdict's failure fails it as `fail-on` and
 * fail-on-failure say (else it is a warning); with none, what is missing fails it as `fail-on-empty`
 * says; flaky tests fail it only with fail-on-flaky. The judgement is the report's, else (nothing was
 * reported) the same rule over the verdict's counts. `where` ends the sentences: `in job 12`.
 */
function stepEnd(verdict, result, inputs, ctx, where) {
    const { blocks, note, missing } = result.judgement ?? unreported(inputs, verdict);
    if (verdict.failure) {
        if (!verdict.optional)
            return { result, failure: verdict.failure };
        if (blocks && inputs.failOnFailure)
            return { result, failure: note ? `${verdict.failure} (${note})` : verdict.failure };
        const why = !inputs.failOnFailure
            ? 'fail-on-failure is false, so the step passes'
            : (note ?? (verdict.counts.failed ? undefined : 'fail-on-unknown is false, so the step passes'));
        ctx.log.warning(why ? `${verdict.failure} (${why})` : verdict.failure);
    }
    else if (missing)
        return { result, failure: (0,fail_on/* missingSentence */.UI)(missing, verdict.counts, where) };
    else
        ctx.log.info(verdict.title);
    const flaky = (0,report.flakyStep)(result.flaky ?? 0, inputs.evidence?.failOnFlaky ?? false, where, result.quarantinedFlaky);
    if (flaky.warning)
        ctx.log.warning(flaky.warning);
    return flaky.failure ? { result, failure: flaky.failure } : { result };
}
/** `fail-on`, `fail-on-empty` and `fail-on-unknown` for a run reported nowhere: nothing was compared. */
function unreported(inputs, { conclusion, counts }) {
    const failOn = inputs.failOnFailure ? (inputs.evidence?.failOn ?? 'failures') : 'nothing';
    const notCompared = inputs.report ? 'the report was not made' : 'report is false';
    return (0,fail_on/* judge */.S4)(failOn, { conclusion, counts }, { notCompared }, inputs.evidence ?? fail_on/* FAIL_ON_MISSING */.Wy);
}

;// CONCATENATED MODULE: ./src/codeless/plan.ts







/**
 * The target, unless an earlier attempt of this workflow run leaves only its failures to run. The
 * reporting side opens first (its check run in progress, `onCheckRun` told), so that the base's report
 * and the earlier attempt's are read knowing the app this step writes as.
 */
async function planRun(setting, ctx, onCheckRun) {
    const reporting = await reportingOf(setting.checkName, setting.wait, ctx, opening(setting, ctx), onCheckRun);
    const rerun = ctx.job.attempt > 1 ? await planRerun(setting, reporting, ctx) : undefined;
    if (!rerun)
        return { kind: 'target', target: setting.target, reporting };
    const { attempt } = ctx.job;
    const { from, carried } = rerun;
    const tests = new Set(rerun.failed.map((t) => rerun.ties.get(t.name))).size;
    const kept = `${(0,wording/* plural */.LS)(carried.length, 'test')} that passed`;
    const is = carried.length === 1 ? 'is' : 'are';
    ctx.log.info(rerun.failed.length
        ? `Attempt ${attempt}: running again only the ${(0,wording/* plural */.LS)(tests, 'Codeless test')} that failed in attempt ${from}; the ${kept} there ${is} carried into this report.`
        : `Attempt ${attempt}: nothing failed in attempt ${from}, so no test runs again; its ${kept} ${is} reported as ${carried.length === 1 ? 'it was' : 'they were'}.`);
    return { kind: 'rerun', ...rerun, reporting };
}
/** What the check run says while the plan reads, before the target's job is known. */
function opening({ mode, target }, ctx) {
    const { attempt } = ctx.job;
    const title = attempt > 1 && mode === 'failed'
        ? `Attempt ${attempt}: reading what the attempt before left to run again`
        : `Starting ${(0,codeless_target/* describeTarget */.ff)(target)}`;
    return {
        externalId: (0,external_id/* attemptExternalId */.A)(attempt),
        title,
        summary: `${title}; the results replace this when the tests end.`,
    };
}
/**
 * On attempt 2 or later with `rerun: failed`: what the attempt before failed, when its report tells
 * that with certainty (every outcome known, every failure named, each name tied to one Codeless test
 * of the target) and carries the tests that passed. Otherwise undefined, and one line says why every
 * test runs again.
 */
async function planRerun({ mode, target, checkName }, reporting, ctx) {
    const { attempt } = ctx.job;
    if (attempt < 2)
        return undefined;
    const everything = (why) => {
        ctx.log.info(`Attempt ${attempt} of this workflow run runs every test again: ${why}.`);
        return undefined;
    };
    if (mode === 'all')
        return everything('rerun is all');
    if (!reporting)
        return everything('report is false, so no earlier attempt left a report to start from');
    if (!reporting.deps)
        return everything("which tests failed before is read from the earlier attempt's check run on GitHub, and this run reports elsewhere");
    const runId = ctx.job.runId;
    if (!runId)
        return everything('the workflow run is not known (GITHUB_RUN_ID is not set)');
    const { readEarlierAttempt } = await Promise.all(/* import() */[__webpack_require__.e(4308), __webpack_require__.e(7879)]).then(__webpack_require__.bind(__webpack_require__, 94308));
    const earlier = await readEarlierAttempt(checkName, runId, reporting.deps);
    if (!('digest' in earlier))
        return everything(`no report of "${checkName}" from an earlier attempt could be read (${earlier.why})`);
    const { digest } = earlier;
    const certain = certainty(earlier);
    if ('why' in certain)
        return everything(certain.why);
    const { from, carried } = certain;
    let tied;
    try {
        tied = await (0,ties/* tieNames */.B)(new Set(digest.failedNames.map((t) => t.name)), target, ctx);
    }
    catch (error) {
        if (ctx.signal.aborted)
            throw error;
        return everything(`the Codeless tests of ${(0,codeless_target/* describeTarget */.ff)(target)} could not be read: ${(0,errors.messageOf)(error)}`);
    }
    if (tied.uncertain.length)
        return everything(`which tests failed in attempt ${from} is not certain: ${tied.uncertain.join('; ')}`);
    return {
        from,
        carried,
        failed: digest.failedNames,
        ties: tied.ties,
        ...(earlier.runUrl ? { runUrl: earlier.runUrl } : {}),
    };
}
/**
 * The attempt an earlier report is of and the tests it carries, when it says exactly what to run
 * again; else why not.
 */
function certainty({ digest, conclusion, }) {
    const { counts, dropped, run, carried } = digest;
    const why = (text) => ({ why: text });
    // Found by the run its digest names, it names its attempt.
    const at = `attempt ${run?.attempt ?? 'before'}`;
    if (conclusion === 'cancelled' || conclusion === 'timed_out')
        return why(`the job of ${at} did not finish (its check run is ${conclusion}), so not every outcome is known`);
    if (dropped.carried)
        return why(`${at} passed more tests than a report carries (${history_digest/* MAX_CARRIED */.sf}), so they could not be reported here`);
    if (counts.unknown)
        return why(`the outcome of ${(0,wording/* plural */.LS)(counts.unknown, 'test')} of ${at} is unknown, so ${counts.unknown === 1 ? 'it' : 'they'} would go unreported`);
    const unnamed = counts.failed - digest.failedNames.length;
    if (unnamed > 0)
        return why(`the report of ${at} did not keep the names of ${(0,wording/* plural */.LS)(unnamed, 'failed test')}`);
    const madeUp = digest.failedNames.filter((t) => t.madeUp).length;
    if (madeUp)
        return why(`${(0,wording/* plural */.LS)(madeUp, 'failure')} of ${at} named no test, so which Codeless test to run is not certain`);
    if (!run || !carried)
        return why(`the report of ${at} does not say which tests passed (its job did not finish, or FAILED)`);
    return { from: run.attempt, carried };
}
/**
 * What a re-run starts from: the tests the earlier attempt passed, as they were, and its failures as
 * the first attempts of their Codeless tests, which its rounds run again.
 */
function rerunTests(rerun) {
    const { from } = rerun;
    const carried = rerun.carried.map((t) => ({ attempts: carriedAttempts(t) }));
    const failed = rerun.failed.map((t) => {
        const codelessTest = rerun.ties.get(t.name);
        const entry = {
            name: t.name,
            keyName: t.name,
            outcome: 'failed',
            attempt: from,
            message: `Failed in attempt ${from} of this workflow run.`,
            ...(t.environment ? { environment: t.environment } : {}),
            ...(t.platform ? { platform: t.platform } : {}),
        };
        return { attempts: [entry], ...(codelessTest === undefined ? {} : { codelessTest }) };
    });
    const { runUrl } = rerun;
    return {
        start: { kind: 'rerun', from, carried: carried.length, ...(runUrl ? { runUrl } : {}) },
        tests: [...carried, ...failed],
        retried: [],
        rounds: 0,
        notes: [],
    };
}
/**
 * A test an earlier attempt passed, marked with that attempt: a flaky one as its failed attempt and
 * its pass, so this report counts it flaky again. No ID on the failure: its recordings are the earlier
 * attempt's, not looked up again.
 */
function carriedAttempts(t) {
    const shown = {
        name: `${t.name} (attempt ${t.attempt})`,
        keyName: t.name,
        outcome: 'passed',
        attempt: t.attempt,
        ...(t.environment ? { environment: t.environment } : {}),
        ...(t.platform ? { platform: t.platform } : {}),
        ...(t.id ? { id: t.id } : {}),
    };
    if (!t.flaky)
        return [shown];
    const { id: _id, ...failed } = shown;
    return [
        {
            ...failed,
            outcome: 'failed',
            message: `Failed in attempt ${t.attempt} of this workflow run, then passed on a retry.`,
        },
        shown,
    ];
}

// EXTERNAL MODULE: ./src/codeless/retry.ts
var retry = __webpack_require__(91406);
// EXTERNAL MODULE: ./src/codeless/trigger.ts
var trigger = __webpack_require__(44624);
;// CONCATENATED MODULE: ./src/codeless/pipeline.ts









/** The root action's run: plan, trigger, wait, verdict, retry rounds, report. */
async function runCodeless(setting, ctx, hooks) {
    const plan = await planRun({ ...setting, mode: setting.rerun }, ctx, hooks.onCheckRun);
    const started = plan.kind === 'target'
        ? await triggerAndWait(plan.target, plan.reporting, setting, ctx, hooks)
        : rerunStart(plan, setting, hooks);
    if ('cancelled' in started)
        return started.cancelled;
    const { run, cancelled } = await (0,retry/* retryRounds */.ey)(started.run, roundOptions(setting, started, hooks), ctx);
    const end = await finish(run, started, setting.wait, ctx, cancelled);
    return { ...end, jobId: jobIdOf(run), stillRunning: started.waited?.kind === 'timeout' };
}
/**
 * A re-run starts from an earlier attempt's tests; its first round triggers what failed there. Its
 * report completes the check run the plan opened.
 */
function rerunStart(plan, setting, hooks) {
    const jobHooks = { onCheckRun: hooks.onCheckRun };
    return { run: rerunTests(plan), rounds: 1 + setting.retries, reporting: plan.reporting, jobHooks };
}
/**
 * The trigger, the wait and the one reading of the target's job. Retries may follow only a job that
 * ended (one that did not may still run its tests), its failures tied to their Codeless tests first.
 */
async function triggerAndWait(target, opened, setting, ctx, hooks) {
    const jobId = await triggerTarget(target, opened, setting, ctx, hooks);
    const jobHooks = hooks.job(jobId);
    const waited = await (0,codeless_wait/* waitForJob */.qt)(jobId, setting.wait, opened, ctx, jobHooks);
    if (waited.outcome.kind === 'cancelled')
        return { cancelled: { ...cancelledWait(waited, ctx), jobId, stillRunning: true } };
    const oneTest = target.kind === 'test' ? target.id : undefined;
    const run = (0,codeless_verdict/* testsOfJob */.uN)((0,codeless_reading/* readJob */.c)(jobId, waited.outcome, oneTest !== undefined), oneTest);
    const rounds = waited.outcome.kind === 'final' ? setting.retries : 0;
    const tied = rounds ? await (0,retry/* tieFailures */.kQ)(run, target, ctx) : run;
    return { run: tied, rounds, reporting: waited.reporting, waited: waited.outcome, jobHooks };
}
/**
 * wait-for-job: the wait, the verdict and the report of the job it is given. `failure` is set when the
 * step must fail although the wait and the report are done.
 */
async function waitAndReport(jobId, wait, ctx, hooks) {
    const opened = await reportingOf(wait.checkName, wait, ctx, (0,codeless_wait/* waitingCheck */.a)(jobId), hooks.onCheckRun);
    const waited = await (0,codeless_wait/* waitForJob */.qt)(jobId, wait, opened, ctx, hooks);
    if (waited.outcome.kind === 'cancelled')
        return cancelledWait(waited, ctx);
    const run = (0,codeless_verdict/* testsOfJob */.uN)((0,codeless_reading/* readJob */.c)(jobId, waited.outcome, false));
    return finish(run, { reporting: waited.reporting, jobHooks: hooks }, wait, ctx);
}
/**
 * The trigger stage: the target's job, the target saved for the post step before it is sent. A
 * trigger that failed completes the check run opened for it as failed; a cancelled step leaves that
 * to the post step.
 */
async function triggerTarget(target, opened, setting, ctx, hooks) {
    let sent = false;
    try {
        return await (0,trigger/* trigger */.h)(target, ctx, {
            waitForCapacitySeconds: setting.waitForCapacitySeconds,
            // Only once nothing is left to wait for: a cancel during the wait leaves post nothing to stop.
            beforeSend: () => {
                sent = true;
                hooks.onTarget(target);
            },
        });
    }
    catch (error) {
        // A trigger turned away started nothing: leave the post step nothing to stop.
        const away = (0,trigger/* turnedAway */.t)(error);
        if (away)
            hooks.onTarget(undefined);
        if (!ctx.signal.aborted) {
            // The title says why: a required check's one line in the pull request.
            const title = `Could not trigger ${(0,codeless_target/* describeTarget */.ff)(target)}: ${(0,errors.messageOf)(error)}`;
            const job = { jobId: undefined, status: undefined, noJob: away || !sent };
            const end = { conclusion: 'failure', title };
            await (0,codeless_wait/* closeProgress */.Y7)(job, end, opened, { onCheckRun: hooks.onCheckRun });
        }
        throw error;
    }
}
/** Retries poll like the first job; a re-run's first round is its trigger of what failed before. */
function roundOptions(setting, { run, rounds }, hooks) {
    const from = run.start.kind === 'rerun' ? run.start.from : undefined;
    const retry = (n) => `retry ${n} of ${setting.retries}`;
    return {
        rounds,
        label: (round) => from === undefined
            ? retry(round)
            : round === 1
                ? `re-run of attempt ${from}'s failures`
                : retry(round - 1),
        timeoutMs: setting.wait.timeoutSeconds * 1000,
        pollIntervalMs: setting.wait.pollIntervalSeconds * 1000,
        waitForCapacitySeconds: setting.waitForCapacitySeconds,
        onInFlight: hooks.onInFlight,
    };
}
/** The job a run's outputs name: the one it waited for, else a re-run's first. */
function jobIdOf(run) {
    return run.start.kind === 'job' ? run.start.reading.jobId : run.retried[0]?.jobId;
}
/** A step cancelled during the wait: the job as last seen; the post step completes the check run. */
function cancelledWait(waited, ctx) {
    const { jobId, reporting } = waited;
    const job = waited.outcome.job;
    const failure = `Cancelled while waiting for job ${jobId}: stopped polling (last status seen: ${job?.status ?? 'none'}).`;
    ctx.log.info(failure);
    if (reporting?.checkRunId !== undefined)
        ctx.log.info(`The post step completes check run #${reporting.checkRunId}.`);
    const result = {
        status: job?.status ?? '',
        success: job?.success ?? undefined,
        testIds: job?.test_ids ?? [],
        failedCount: job?.errors.length ?? 0,
    };
    return { result, failure };
}
/**
 * The verdict on the run's tests, then the report stage and the step's end. A step cancelled during
 * its retries reports nothing: the post step stops their runs and completes the check run.
 */
async function finish(run, { reporting, jobHooks }, wait, ctx, cancelled = false) {
    const verdict = (0,codeless_verdict/* verdictOf */.Vj)(run, { ...wait, failOnUnknown: wait.evidence?.failOnUnknown });
    const result = resultOf(run, verdict);
    if (cancelled) {
        const failure = run.start.kind === 'job'
            ? `Cancelled while retrying the failed tests of job ${run.start.reading.jobId}: the post step stops the retries' runs.`
            : `Cancelled while running again the tests that failed in attempt ${run.start.from}: the post step stops their runs.`;
        ctx.log.info(failure);
        return { result, failure };
    }
    jobHooks.onVerdict?.(verdict);
    if (reporting && !(await reportRun(run, verdict, reporting, { wait, result, hooks: jobHooks }, ctx)))
        return {
            result,
            failure: `Cancelled while reporting ${whatRan(run)} (${result.status || 'no status'}).`,
        };
    const where = run.start.kind === 'job' ? `in job ${run.start.reading.jobId}` : `in attempt ${ctx.job.attempt}`;
    return stepEnd(verdict, result, wait, ctx, where);
}


/***/ }),

/***/ 97399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E_: () => (/* binding */ CODELESS_CHECK_BASE),
/* harmony export */   G8: () => (/* binding */ publishedResult),
/* harmony export */   Y7: () => (/* binding */ closeProgress),
/* harmony export */   a: () => (/* binding */ waitingCheck),
/* harmony export */   qt: () => (/* binding */ waitForJob),
/* harmony export */   yE: () => (/* binding */ workflowAttemptOf)
/* harmony export */ });
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _api_jobs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64842);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42179);
/* harmony import */ var _closing_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66335);
/* harmony import */ var _external_id_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(63975);
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4503);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(79183);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64305);








/**
 * The wait stage of a Codeless run: polls the job a trigger started (or the one wait-for-job is
 * given) until it ends, the time-out or a cancel; with reporting on, the check run shows it in
 * progress meanwhile. What the job came to is read next, by the one reading (reading.ts).
 */
/** The default check name's base for a job waited for by its ID alone. */
const CODELESS_CHECK_BASE = 'Codeless tests';
/**
 * Waits for the job. With reporting opened (`opened`, reportingOf: the check run in progress and the
 * base's report, read after it), the check run follows the job's status, and the report completes it;
 * the base's report says how long the job usually runs. A cancelled step leaves the check run to the
 * post step, which has the time a cancelled step lacks, reads the job again and knows what it stopped
 * (closeLeftCheck).
 */
async function waitForJob(jobId, inputs, opened, ctx, hooks = {}) {
    ctx.log.info(`Waiting up to ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_6__/* .formatSeconds */ .Xo)(inputs.timeoutSeconds * 1000)} for job ${jobId} (first poll interval ${inputs.pollIntervalSeconds} s).`);
    const { outcome, reporting } = await pollWithCheck(jobId, inputs, opened, ctx, hooks);
    if (outcome.kind === 'final')
        hooks.onFinal?.(outcome.job);
    const timing = outcome.kind === 'cancelled' ? undefined : (0,_verdict_js__WEBPACK_IMPORTED_MODULE_5__/* .timingLine */ .NC)(outcome.timing);
    if (timing)
        ctx.log.info(`Job ${jobId}: ${timing}`);
    return { jobId, outcome, reporting };
}
/**
 * Polls the job; with reporting on, the check run opened before (reportingOf) follows the job out of
 * the queue. A wait that fails completes that check run as failed.
 */
async function pollWithCheck(jobId, inputs, opened, ctx, hooks) {
    // Writes to the check run in progress, in order: the report must come after the last of them.
    let writes = Promise.resolve();
    let status;
    // What the check run says: opened waiting for this job, what a running job needs told no more;
    // opened before the trigger, what was starting.
    let shown = opened?.waitingFor === jobId ? 'RUNNING' : '';
    const onSeen = (job) => {
        // A job that ended is reported next: no point saying it runs.
        const changed = shown !== job.status && !_api_jobs_js__WEBPACK_IMPORTED_MODULE_1__/* .FINAL_JOB_STATUSES */ .O7.has(job.status);
        if (changed)
            shown = job.status;
        status = job.status;
        hooks.onSeen?.(job);
        if (changed)
            writes = writes.then(() => retext(jobId, job.status, opened));
    };
    const options = { ...pollOptions(inputs), expectation: expectationOf(opened?.base) };
    const outcome = await (0,_poll_js__WEBPACK_IMPORTED_MODULE_3__/* .pollJob */ .rG)(jobId, options, ctx, { onSeen }).catch(async (error) => {
        const why = (0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error);
        const end = { conclusion: 'failure', title: `Could not wait for job ${jobId}: ${why}` };
        hooks.onVerdict?.(end);
        await writes;
        await closeProgress({ jobId, status }, end, opened, hooks);
        throw error;
    });
    await writes;
    return { outcome, reporting: opened };
}
/**
 * The usual running time of the same check and its spread, from the running times of the base
 * branch's recent runs its report carries (its history window), else its own running time.
 */
function expectationOf(base) {
    if (!base || !('digest' in base))
        return undefined;
    const runs = base.digest.window?.runs.flatMap((r) => r.runningMs ?? []) ?? [];
    const learnt = (0,_schedule_js__WEBPACK_IMPORTED_MODULE_4__/* .expectationOfRuns */ .k2)(runs);
    if (learnt)
        return learnt;
    const { runningMs } = base.digest.timing;
    return runningMs ? { runningMs } : undefined;
}
const pollOptions = (inputs) => ({
    timeoutMs: inputs.timeoutSeconds * 1000,
    pollIntervalMs: inputs.pollIntervalSeconds * 1000,
});
/**
 * What the check run in progress says: a queued job waits for a free session, the others run; before
 * the first poll, that the job is waited for.
 */
function progressText(jobId, status) {
    const results = 'the results replace this when it ends';
    if (status === undefined)
        return {
            title: `Waiting for Codeless job ${jobId}`,
            summary: `Waiting for Codeless job ${jobId}; ${results}.`,
        };
    if (status === 'QUEUED')
        return {
            title: `Codeless job ${jobId} is queued: waiting for a free session`,
            summary: `Codeless job ${jobId} is QUEUED, waiting for a free session; ${results}.`,
        };
    return {
        title: `Codeless job ${jobId} is running`,
        summary: `Waiting for Codeless job ${jobId}; ${results}.`,
    };
}
/** The check run in progress follows the job out of the queue. */
async function retext(jobId, status, reporting) {
    if (reporting?.checkRunId === undefined || !reporting.deps)
        return;
    const { retextProgressCheck } = await __webpack_require__.e(/* import() */ 6075).then(__webpack_require__.bind(__webpack_require__, 38456));
    await retextProgressCheck(reporting.checkRunId, progressText(jobId, status), reporting.deps);
}
/** The check run wait-for-job opens in progress, before the first poll: waiting for job `jobId`. */
function waitingCheck(jobId) {
    return { externalId: (0,_external_id_js__WEBPACK_IMPORTED_MODULE_7__/* .jobExternalId */ .W)(jobId), waitingFor: jobId, ...progressText(jobId, undefined) };
}
/** A wait or a trigger that failed leaves no check run in progress: it is completed as failed, its title saying why. */
async function closeProgress(job, end, reporting, hooks) {
    if (reporting?.checkRunId === undefined || !reporting.deps)
        return;
    const { closeProgressCheck } = await __webpack_require__.e(/* import() */ 6075).then(__webpack_require__.bind(__webpack_require__, 38456));
    const summary = (0,_closing_js__WEBPACK_IMPORTED_MODULE_2__/* .closingSummary */ .Cu)({
        ...job,
        happened: end.title,
        runUrl: reporting.deps.detailsUrl,
    });
    const closed = await closeProgressCheck(reporting.checkRunId, { ...end, summary }, reporting.deps);
    if (closed)
        hooks.onCheckRun?.(reporting.checkRunId, true);
}
/** What a published report adds to a wait's outputs. */
function publishedResult(published) {
    return {
        checkRunUrl: published.checkRunUrl,
        junitFile: published.junitFile,
        ctrfFile: published.ctrfFile,
        assetsDir: published.assetsDir,
        comparison: published.comparison,
        judgement: {
            blocks: published.blocks ?? true,
            note: published.blockNote,
            ...(published.missing ? { missing: published.missing } : {}),
        },
        flaky: published.counts.flaky,
        ...(published.quarantined === undefined ? {} : { quarantined: published.quarantined }),
        ...(published.quarantinedFlaky ? { quarantinedFlaky: published.quarantinedFlaky } : {}),
    };
}
/** The workflow run and attempt a report is of, when the run is known: what a later attempt reads. */
function workflowAttemptOf(job) {
    return job.runId ? { runId: job.runId, attempt: job.attempt } : undefined;
}


/***/ }),

/***/ 9374:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C0: () => (/* binding */ readTestRecord),
/* harmony export */   Fx: () => (/* binding */ HEAVY_TEST_FIELDS),
/* harmony export */   Vc: () => (/* binding */ COUNTING_SKIPPED_FIELDS)
/* harmony export */ });
/* unused harmony export MAX_SCREENSHOTS_READ */
/* harmony import */ var _api_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39762);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74353);


/**
 * A test record (GET /v1/builds/<build>, /v1/tests, /v1/tests/{id}) as a report's test. The spec
 * leaves the record's fields "not shown"; they are read only through `testRecordFields`
 * (src/api/records.ts, ASSUMPTIONS.testRecordFields), so nothing here names one.
 *
 * Outcome, first matching row wins:
 *
 * | `state` (any case)                 | `success`                          | outcome |
 * |------------------------------------|------------------------------------|---------|
 * | START, INIT, QUEUED or RUNNING     | anything                           | unknown: still running |
 * | anything else, or absent           | `true`, `1`, `"true"`, `"1"`       | passed  |
 * | anything else, or absent           | `false`, `0`, `"false"`, `"0"`     | failed  |
 * | anything else, or absent           | `null`, absent or any other value  | unknown: no result |
 *
 * So a record whose outcome cannot be told is unknown, never passed. The name falls back to the
 * test's ID, the environment is the browser and its version, or the device, or both; the end of a test
 * that is not running tells whether the build may still be receiving results.
 */
/**
 * Fields a report never shows and that make pages heavy; asked to be skipped (`skip_fields`). The
 * logs and screenshots are read: failed tests link to them.
 */
const HEAVY_TEST_FIELDS = ['visual_run'];
/** What a read that only counts tests skips: everything heavy, recordings included. */
const COUNTING_SKIPPED_FIELDS = ['logs', 'thumbs', 'visual_run'];
/** Screenshots kept per test: the last ones, which show where it ended. */
const MAX_SCREENSHOTS_READ = 20;
/** Logs kept per test. */
const MAX_LOGS_READ = 10;
function readTestRecord(record) {
    const f = (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .testRecordFields */ .LP)(record);
    const success = f.running ? undefined : f.success;
    const outcome = success === true ? 'passed' : success === false ? 'failed' : 'unknown';
    const browser = [f.browser, f.browserVersion].filter(Boolean).join(' ');
    const device = f.deviceName;
    const environment = browser && device ? `${browser} on ${device}` : browser || device;
    const entry = {
        name: f.name ?? (f.id ? `test ${f.id}` : f.sessionId ? `session ${f.sessionId}` : 'unnamed test'),
        outcome,
        environment: environment || undefined,
        platform: f.platform,
        message: messageFor(outcome, f.running, f.state, f.statusMessage),
        id: f.id ?? f.sessionId,
    };
    const completedAt = f.running ? undefined : f.completedAt;
    const links = linksOf(f);
    if (f.duration !== undefined)
        entry.duration = f.duration;
    if (completedAt !== undefined)
        entry.completedAt = completedAt;
    if (links)
        entry.links = links;
    return { key: f.id ?? f.sessionId, running: f.running, completedAt, entry };
}
/** The recordings' links, or undefined when the record holds none. */
function linksOf(f) {
    if (!f.video && !f.screenshots && !f.logs)
        return undefined;
    const links = {};
    if (f.video)
        links.video = f.video;
    if (f.screenshots)
        links.screenshots = f.screenshots.slice(-MAX_SCREENSHOTS_READ);
    if (f.logs)
        links.logs = f.logs
            .slice(0, MAX_LOGS_READ)
            .map((log, i) => ({ label: (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .safeLabel */ .IW)(log.name ?? '') || `log ${i + 1}`, url: log.url }));
    if (f.assetsAvailable === false)
        links.notReady = true;
    return links;
}
function messageFor(outcome, running, state, statusMessage) {
    if (outcome === 'passed')
        return statusMessage;
    if (outcome === 'failed')
        return statusMessage ?? 'The test failed; the service gave no message.';
    if (running)
        return `Still running (state ${state}).`;
    return `No result reported${state ? ` (state ${state})` : ''}.${statusMessage ? ` ${statusMessage}` : ''}`;
}


/***/ })

};
