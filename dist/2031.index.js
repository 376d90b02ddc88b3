export const id = 2031;
export const ids = [2031];
export const modules = {

/***/ 12031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cleanUp: () => (/* binding */ cleanUp)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55491);
/* harmony import */ var _codeless_closing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66335);
/* harmony import */ var _codeless_target_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65939);
/* harmony import */ var _report_step_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36898);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4732);





/**
 * The clean-up after main, the post step's on the runner and the command line's after `cloudtest
 * run`: when main ended while the job was still running (the workflow was cancelled, the job
 * outlived its time limit, or the wait timed out) and stop-on-cancel is true, stops the runs main
 * started: by default the tests the job spawned, nothing else (stop-scope decides; see stopRuns).
 * Then it completes the check run main left in progress: with the job's outcome when the job had
 * ended, else as cancelled, saying what it stopped; when main ended before it opened one or reported,
 * it makes one. Problems are warnings (runPostEntry).
 */
async function cleanUp(ctx, inputs = {}) {
    const githubToken = inputs[_names_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc.githubToken];
    const stopped = (await stopJobRuns(ctx)) ?? (await stopRetryRuns(ctx));
    // Opened before the trigger, a check run may be left by a main that started no job.
    const noJob = !ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.target) && !ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.jobId);
    await (0,_codeless_closing_js__WEBPACK_IMPORTED_MODULE_0__/* .completeLeftCheck */ .D5)((0,_report_step_state_js__WEBPACK_IMPORTED_MODULE_1__/* .savedCheckOf */ .bj)(ctx.getState), ctx, {
        githubToken,
        ...(stopped ?? {}),
        ...(noJob ? { noJob } : {}),
    });
}
/**
 * Stops what the trigger started when the job may still be running, as far as stop-on-cancel allows.
 * Returns the job as read before stopping and what was done, when the job may have been running.
 */
async function stopJobRuns(ctx) {
    const targetText = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.target);
    if (!targetText) {
        ctx.log.debug('No job was triggered: nothing to stop.');
        return undefined;
    }
    const jobIdText = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.jobId);
    const what = jobIdText ? `Job ${jobIdText}` : 'The trigger whose answer never came';
    const finalStatus = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.finalStatus);
    if (finalStatus) {
        ctx.log.debug(`Job ${jobIdText} ended ${finalStatus}: nothing to stop.`);
        return undefined;
    }
    if (ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.stoppedEarly)) {
        ctx.log.debug(`The tests of job ${jobIdText} were stopped by main (max-failures): nothing to stop.`);
        return undefined;
    }
    if (ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.stopOnCancel) !== 'true') {
        const stopped = `${what} may still be running; stop-on-cancel is false, so its runs are left alone.`;
        ctx.log.info(stopped);
        return { stopped };
    }
    // Loaded only when there is something to stop: a post step with nothing to do starts fast.
    const { stopRuns, TargetSchema } = await Promise.all(/* import() */[__webpack_require__.e(9762), __webpack_require__.e(3766)]).then(__webpack_require__.bind(__webpack_require__, 63766));
    const { read, said } = await stopRuns({
        target: TargetSchema.parse(JSON.parse(targetText)),
        jobId: /^[1-9]\d{0,9}$/.test(jobIdText) ? Number(jobIdText) : undefined,
        scope: savedScope(ctx),
    }, ctx);
    return { read, stopped: said };
}
/** Only main's own words count: anything else stops the least. */
function savedScope(ctx) {
    const saved = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.stopScope);
    return _codeless_target_js__WEBPACK_IMPORTED_MODULE_3__/* .STOP_SCOPES */ .DU.includes(saved) ? saved : 'job';
}
const RetryRunsSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ testId: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive(), jobId: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive().optional() }));
/**
 * Stops the runs of the retries main left in flight (the first job had ended), each retry's job as
 * the first job's would be, as far as stop-on-cancel allows.
 */
async function stopRetryRuns(ctx) {
    const text = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.retryRuns);
    if (!text)
        return undefined;
    if (ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE */ .c4.stopOnCancel) !== 'true') {
        const stopped = 'Retries of the failed tests may still be running; stop-on-cancel is false, so their runs are left alone.';
        ctx.log.info(stopped);
        return { stopped };
    }
    const { stopRuns } = await Promise.all(/* import() */[__webpack_require__.e(9762), __webpack_require__.e(3766)]).then(__webpack_require__.bind(__webpack_require__, 63766));
    const said = [];
    for (const run of RetryRunsSchema.parse(JSON.parse(text))) {
        const request = {
            target: { kind: 'test', id: run.testId },
            jobId: run.jobId,
            scope: savedScope(ctx),
        };
        said.push((await stopRuns(request, ctx)).said);
    }
    return { stopped: `Retrying the failed tests: ${said.join(' ')}` };
}


/***/ }),

/***/ 66335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cu: () => (/* binding */ closingSummary),
/* harmony export */   D5: () => (/* binding */ completeLeftCheck),
/* harmony export */   cd: () => (/* binding */ readJob),
/* harmony export */   dT: () => (/* binding */ postReadsJob)
/* harmony export */ });
/* harmony import */ var _api_jobs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64842);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72487);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67388);
/* harmony import */ var _external_id_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63975);




const ID = /^[1-9]\d{0,15}$/;
/** The check run main left in progress by its saved ID, or undefined when it completed it or saved none. */
function leftCheckOf(saved) {
    if (!ID.test(saved.checkRunId) || saved.checkRunDone === 'true')
        return undefined;
    return {
        checkRunId: Number(saved.checkRunId),
        jobId: ID.test(saved.jobId) ? Number(saved.jobId) : undefined,
        lastStatus: saved.lastStatus || undefined,
        end: saved.reached,
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
 * its report nor said why: it ended first, and the post step makes its check run (the session's `endedEarly`).
 */
function endedUnreported(saved) {
    return !!saved.checkName && saved.reported !== 'true' && saved.checkRunDone !== 'true';
}
/** The result main reached and GitHub did not take, when it saved one. */
function withReached(saved) {
    return saved.reached ? { reached: saved.reached } : {};
}
/** The post step's check run for a main that ended before it opened one or reported (endedUnreported). */
async function makeEndedCheck(saved, ctx, session) {
    if (!endedUnreported(saved)) {
        ctx.log.debug('No check run was left in progress, and none is missing: nothing to do.');
        return;
    }
    await (await session()).endedEarly({
        externalId: ID.test(saved.jobId) ? (0,_external_id_js__WEBPACK_IMPORTED_MODULE_3__/* .jobExternalId */ .W)(saved.jobId) : 'unreported',
        cancelled: saved.cancelled === 'true',
        ...withReached(saved),
    });
}
/**
 * The post step's work on main's check run: completes the one main left in progress (closeLeftCheck),
 * else makes the one main never made, when it ended before it reported (makeEndedCheck).
 */
async function completeLeftCheck(saved, ctx, options) {
    let made;
    const session = async () => {
        const { reportSession } = await Promise.all(/* import() */[__webpack_require__.e(3001), __webpack_require__.e(9803)]).then(__webpack_require__.bind(__webpack_require__, 63001));
        return (made ??= reportSession(ctx, { checkName: saved.checkName, githubToken: options.githubToken }));
    };
    const left = await findLeftCheck(saved, ctx, session);
    if (left)
        await closeLeftCheck(left, ctx, session, options);
    else
        await makeEndedCheck(saved, ctx, session);
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
async function findLeftCheck(saved, ctx, session) {
    const left = leftCheckOf(saved);
    if (left || !mayHaveLeftUnsaved(saved))
        return left;
    const reports = await session();
    // Opened for its job (wait-for-job), or before the trigger (the root action).
    const found = (await reports.findProgress((0,_external_id_js__WEBPACK_IMPORTED_MODULE_3__/* .jobExternalId */ .W)(saved.jobId))) ??
        (await reports.findProgress((0,_external_id_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptExternalId */ .A)(ctx.job.attempt)));
    if (found === undefined) {
        ctx.log.debug(`No check run "${saved.checkName}" was left in progress.`);
        return undefined;
    }
    ctx.log.info(`Found check run #${found} left in progress, whose ID main never learnt.`);
    return leftCheckOf({ ...saved, checkRunId: String(found) });
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
async function closeLeftCheck(left, ctx, session, options) {
    const read = left.end ? undefined : (options.read ?? (await readJob(left.jobId, ctx)));
    const { end, happened } = await endOf(left, read, options.noJob);
    const summary = (runUrl) => closingSummary({
        jobId: left.jobId,
        ...(options.noJob ? { noJob: true } : {}),
        status: read?.job?.status ?? left.lastStatus,
        happened,
        stopped: options.stopped,
        runUrl,
    });
    await (await session()).closeProgress({ ...end, summary }, left.checkRunId);
}
/** Reads the job again for a post step; a failure is a debug line and a `problem`. */
async function readJob(jobId, ctx) {
    if (jobId === undefined)
        return { job: undefined };
    try {
        return { job: await ctx.client.jobs.get(jobId) };
    }
    catch (error) {
        ctx.log.debug(`Could not read job ${jobId}: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__.messageOf)(error)}`);
        return { job: undefined, problem: (0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__.messageOf)(error) };
    }
}
async function endOf(left, read, noJob = false) {
    if (left.end)
        return {
            end: left.end,
            happened: 'The step reached this result but did not complete this check run with its report (GitHub did not take it, or the step ended first): its post step completed it.',
        };
    const job = read?.job;
    if (job && left.jobId !== undefined && _api_jobs_js__WEBPACK_IMPORTED_MODULE_0__/* .FINAL_JOB_STATUSES */ .O7.has(job.status)) {
        const { endedVerdict } = await Promise.all(/* import() */[__webpack_require__.e(9762), __webpack_require__.e(3001), __webpack_require__.e(4011)]).then(__webpack_require__.bind(__webpack_require__, 64305));
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


/***/ })

};
