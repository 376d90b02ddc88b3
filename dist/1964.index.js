export const id = 1964;
export const ids = [1964];
export const modules = {

/***/ 31964:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y: () => (/* binding */ runCodeless),
  L: () => (/* binding */ waitAndReport)
});

// EXTERNAL MODULE: ./src/api/transport/errors.ts
var errors = __webpack_require__(72487);
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
// EXTERNAL MODULE: ./src/codeless/external-id.ts
var external_id = __webpack_require__(63975);
// EXTERNAL MODULE: ./src/report/session.ts + 2 modules
var report_session = __webpack_require__(63001);
// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(67388);
// EXTERNAL MODULE: ./src/codeless/failures.ts
var failures = __webpack_require__(69301);
// EXTERNAL MODULE: ./src/codeless/reading.ts
var codeless_reading = __webpack_require__(62596);
// EXTERNAL MODULE: ./src/codeless/verdict.ts
var codeless_verdict = __webpack_require__(64305);
// EXTERNAL MODULE: ./src/codeless/wait.ts + 1 modules
var codeless_wait = __webpack_require__(64527);
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
 * Publishes the run's report through the session, its outputs added to `result`; a problem is a
 * warning. False when the step was cancelled meanwhile.
 */
async function reportRun({ run, verdict, result }, session, wait, ctx) {
    const report = reportOf(run, verdict, session.checkName, ctx);
    try {
        await addSessionTime(report, run, await (0,report_session/* addTestRecords */.QA)(report, ctx), ctx);
        alignAttempts(run);
        const published = await session.publish(report, (0,report_session/* judgedAs */.KY)(verdict, wait.evidence));
        Object.assign(result, (0,codeless_wait/* publishedResult */.G8)(published));
    }
    catch (error) {
        if (ctx.signal.aborted)
            return false;
        // A host with its own publisher reports elsewhere than GitHub.
        const where = session.onGitHub ? ' to GitHub' : '';
        ctx.log.warning(`Could not report ${whatRan(run)}${where}: ${(0,errors.messageOf)(error)}`);
    }
    return true;
}
/**
 * The report's session time, each of its jobs' tests' records read (what the service bills, retries
 * apart), and the stopped tests' time so far; a re-run's is all re-runs.
 */
async function addSessionTime(report, run, known, ctx) {
    const { start } = run;
    const jobs = [
        ...(start.kind === 'job' ? [{ ids: start.reading.job?.test_ids ?? [], retry: false }] : []),
        ...run.retried.map((r) => ({ ids: r.job?.test_ids ?? [], retry: start.kind === 'job' })),
    ];
    const { time, seconds } = await (0,report_session/* readSessions */.M1)(jobs, ctx, known);
    report.sessions = start.kind === 'rerun' ? { ...time, rerunOf: start.from } : time;
    for (const test of report.stopped?.tests ?? []) {
        const ran = seconds.get(Number(test.id));
        if (ran !== undefined)
            test.duration = ran;
    }
}
/**
 * The reporting side of a run, opened before anything runs (no session with `report: false`): on the
 * runner the check run opened in progress as `opening` says, then the base's report of the same
 * check, read once: its job's running time is what the wait expects, and the report compares with it
 * at the end. The check run opens first: GitHub's answer names the app this step writes as, the only
 * app whose earlier reports are trusted (src/report/history/own-app.ts), here and in a re-run's plan.
 * A check run that could not be opened is made by the report at the end.
 */
async function openReporting(session, opening, wait) {
    if (!session)
        return;
    await session.openProgress(opening);
    await session.readBase(wait.evidence?.compare ?? { kind: 'off' });
}
/** "job 12", "the re-run of attempt 1's failures". */
function whatRan(run) {
    return run.start.kind === 'job'
        ? `job ${run.start.reading.jobId}`
        : `the re-run of attempt ${run.start.from}'s failures`;
}
/** The report of a run: every attempt of every test in order, titled and concluded by the verdict. */
function reportOf(run, verdict, checkName, ctx) {
    const { start } = run;
    const jobIds = run.retried.map((r) => r.jobId);
    const first = start.kind === 'job' ? start.reading.jobId : jobIds[0];
    const details = start.kind === 'job' ? jobDetails(start.reading) : rerunDetails(start, jobIds, ctx.job.attempt);
    const workflowRun = (0,codeless_wait/* workflowAttemptOf */.yE)(ctx.job);
    return {
        checkName,
        externalId: first === undefined ? (0,external_id/* attemptExternalId */.A)(ctx.job.attempt) : (0,external_id/* jobExternalId */.W)(first),
        title: verdict.title,
        conclusion: verdict.conclusion,
        entries: run.tests.flatMap((t) => t.attempts),
        details: [
            details,
            retriesLine(run),
            ...run.notes.map(text_escape/* markdownText */.p7),
            // A re-run's details say which attempt it is.
            start.kind === 'job' ? (0,report_session/* attemptNote */.Qg)(ctx.job) : undefined,
        ]
            .filter(Boolean)
            .join('\n\n'),
        passedUnnamed: true,
        ...(start.kind === 'job' && start.reading.unknownWhy ? { passedUnknown: true } : {}),
        ...(start.kind === 'job' && start.reading.stopped
            ? { stopped: stoppedTests(start.reading.stopped) }
            : {}),
        ...(workflowRun ? { run: workflowRun } : {}),
        // A re-run's time is not the suite's: the next wait must not expect it.
        timing: start.kind === 'job'
            ? { queuedMs: start.reading.timing.queuedMs, runningMs: start.reading.timing.runningMs }
            : {},
    };
}
/** The tests `max-failures` stopped, for the report: skipped in the files, apart in the summaries. */
function stoppedTests(stop) {
    const entry = (test, notStarted) => ({
        name: test.name ? `${test.name} (test ${test.id})` : `Test ${test.id}`,
        ...(test.name ? { keyName: test.name } : {}),
        ...(test.environment ? { environment: test.environment } : {}),
        ...(test.platform ? { platform: test.platform } : {}),
        id: String(test.id),
        ...(notStarted ? { notStarted } : {}),
    });
    const after = `${(0,failures/* decidedBy */.yP)(stop.deciding)} failed`;
    return {
        reason: `Stopped after ${after} (max-failures: ${stop.deciding.length})`,
        after,
        tests: [...stop.stopped.map((t) => entry(t, false)), ...stop.notStarted.map((t) => entry(t, true))],
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
/** Stopped tests named in the summary; beyond, a count. */
const MAX_NAMED_STOPPED = 50;
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
    if (reading.stopped)
        lines.push('', stoppedLine(reading.stopped));
    return lines.join('\n');
}
/** What `max-failures` stopped, in the summary: every name is the service's text, shown as text. */
function stoppedLine(stop) {
    const tests = [...stop.stopped, ...stop.notStarted];
    const names = tests
        .slice(0, MAX_NAMED_STOPPED)
        .map((t) => (t.name ? `${t.name} (test ${t.id})` : `test ${t.id}`));
    const more = tests.length > names.length ? `, and ${tests.length - names.length} more` : '';
    const what = tests.length
        ? `: ${(0,text_escape/* markdownText */.p7)(names.join(', '))}${more}. They count as neither failed nor passed (skipped in the JUnit and CTRF files).`
        : '.';
    return `**Stopped after ${(0,text_escape/* markdownText */.p7)((0,failures/* decidedBy */.yP)(stop.deciding))} failed** (max-failures: ${stop.deciding.length}): ${(0,failures/* stoppedText */.TN)({ ...stop, unstopped: [] })}${what}`;
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
 * How a step that waited and reported ends (src/report/step.ts): the verdict's failure, the service's or
 * the tests', judged by the report's judgement, else (nothing was reported) by the same rule over the
 * verdict's counts. `where` ends the sentences: `in job 12`.
 */
function waitEnd({ verdict, result }, inputs, ctx, where) {
    const notCompared = inputs.report ? 'the report was not made' : 'report is false';
    const judgement = result.judgement ??
        (0,report_session/* judgedUnreported */.ig)(verdict, {
            failOnFailure: inputs.failOnFailure,
            evidence: inputs.evidence,
            notCompared,
        });
    const judged = {
        blocks: judgement.blocks,
        ...(judgement.note ? { note: judgement.note } : {}),
        ...(judgement.missing ? { missing: judgement.missing } : {}),
        flaky: result.flaky ?? 0,
        ...(result.quarantinedFlaky ? { quarantinedFlaky: result.quarantinedFlaky } : {}),
    };
    const rules = {
        failOnFailure: inputs.failOnFailure,
        failOnFlaky: inputs.evidence?.failOnFlaky ?? false,
        where,
    };
    return { result, ...(0,report_session/* stepEnd */.IZ)({ ...verdict, passed: { info: verdict.title } }, judged, rules, ctx.log) };
}

// EXTERNAL MODULE: ./src/codeless/target.ts
var codeless_target = __webpack_require__(65939);
// EXTERNAL MODULE: ./src/api/lab.ts
var api_lab = __webpack_require__(36579);
// EXTERNAL MODULE: ./src/api/transport/pagination.ts
var pagination = __webpack_require__(58280);
;// CONCATENATED MODULE: ./src/codeless/ties.ts



/**
 * Each failed test's Codeless test by its name, where certain (ASSUMPTIONS.failureToCodelessTest): a
 * test triggered alone is the one every failure came from; otherwise the one test of the target's own
 * list whose name equals the failure's test name. `uncertain` says why for each name not tied
 * (`"Checkout": 2 Codeless tests of \u2026 bear that name, so which one failed is not certain`).
 */
async function tieNames(names, target, ctx) {
    const ties = new Map();
    const uncertain = [];
    if (!names.size)
        return { ties, uncertain };
    if (target.kind === 'test') {
        for (const name of names)
            ties.set(name, target.id);
        return { ties, uncertain };
    }
    const { lab, labsuites } = ctx.client;
    const records = target.kind === 'suite'
        ? await (0,pagination/* collectPages */.VV)((page) => labsuites.tests(target.id, page))
        : await (0,pagination/* collectPages */.VV)((page) => lab.list(page));
    for (const name of names) {
        const ids = records.filter((r) => (0,api_lab/* codelessNameOf */.fC)(r) === name).map(api_lab/* codelessIdOf */.D9);
        const id = ids[0];
        if (ids.length === 1 && id !== undefined)
            ties.set(name, id);
        else
            uncertain.push(`"${name}": ${ids.length ? `${ids.length} Codeless tests` : 'no Codeless test'} of ${(0,codeless_target/* describeTarget */.ff)(target)} ${ids.length ? 'bear' : 'bears'} that name, so which one failed is not certain`);
    }
    return { ties, uncertain };
}

;// CONCATENATED MODULE: ./src/codeless/plan.ts






/**
 * The target, unless an earlier attempt of this workflow run leaves only its failures to run. The
 * reporting side opens first (its check run in progress), so that the base's report and the earlier
 * attempt's are read knowing the app this step writes as.
 */
async function planRun(setting, session, ctx) {
    await openReporting(session, opening(setting, ctx), setting.wait);
    const rerun = ctx.job.attempt > 1 ? await planRerun(setting, session, ctx) : undefined;
    if (!rerun)
        return { kind: 'target', target: setting.target };
    const { attempt } = ctx.job;
    const { from, carried } = rerun;
    const tests = new Set(rerun.failed.map((t) => rerun.ties.get(t.name))).size;
    const kept = `${(0,wording/* plural */.LS)(carried.length, 'test')} that passed`;
    const is = carried.length === 1 ? 'is' : 'are';
    ctx.log.info(rerun.failed.length
        ? `Attempt ${attempt}: running again only the ${(0,wording/* plural */.LS)(tests, 'Codeless test')} that failed in attempt ${from}; the ${kept} there ${is} carried into this report.`
        : `Attempt ${attempt}: nothing failed in attempt ${from}, so no test runs again; its ${kept} ${is} reported as ${carried.length === 1 ? 'it was' : 'they were'}.`);
    return { kind: 'rerun', ...rerun };
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
async function planRerun({ mode, target }, session, ctx) {
    const { attempt } = ctx.job;
    if (attempt < 2)
        return undefined;
    const everything = (why) => {
        ctx.log.info(`Attempt ${attempt} of this workflow run runs every test again: ${why}.`);
        return undefined;
    };
    if (mode === 'all')
        return everything('rerun is all');
    if (!session)
        return everything('report is false, so no earlier attempt left a report to start from');
    const earlier = await session.earlierAttempt(ctx.job.runId);
    if ('why' in earlier)
        return everything(earlier.why);
    const { from } = earlier;
    let tied;
    try {
        tied = await tieNames(new Set(earlier.failed.map((t) => t.name)), target, ctx);
    }
    catch (error) {
        if (ctx.signal.aborted)
            throw error;
        return everything(`the Codeless tests of ${(0,codeless_target/* describeTarget */.ff)(target)} could not be read: ${(0,errors.messageOf)(error)}`);
    }
    if (tied.uncertain.length)
        return everything(`which tests failed in attempt ${from} is not certain: ${tied.uncertain.join('; ')}`);
    return { ...earlier, ties: tied.ties };
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

// EXTERNAL MODULE: ./src/codeless/capacity.ts
var capacity = __webpack_require__(63594);
// EXTERNAL MODULE: ./src/codeless/poll.ts
var poll = __webpack_require__(4503);
// EXTERNAL MODULE: ./src/codeless/trigger.ts
var trigger = __webpack_require__(44624);
;// CONCATENATED MODULE: ./src/codeless/retry.ts








/**
 * Before the first round: the failed tests of the job a run waited for, tied to their Codeless tests
 * where that is certain (tieNames); a failure tied to none is not retried, and one line says why.
 */
async function tieFailures(run, target, ctx) {
    const failed = run.tests.filter((t) => (0,codeless_verdict/* outcomeOf */.sG)(t) === 'failed' && t.codelessTest === undefined);
    const unnamed = failed.filter((t) => t.attempts[0]?.keyName === undefined).length;
    if (unnamed)
        ctx.log.info(`Not retrying ${(0,wording/* plural */.LS)(unnamed, 'failure')}: its error names no test, so its Codeless test is not certain.`);
    const names = new Set(failed.flatMap((t) => t.attempts[0]?.keyName ?? []));
    try {
        const { ties, uncertain } = await tieNames(names, target, ctx);
        for (const why of uncertain)
            ctx.log.info(`Not retrying ${why}.`);
        return (0,codeless_verdict/* tiedBy */.a9)(run, ties);
    }
    catch (error) {
        if (ctx.signal.aborted)
            throw error;
        ctx.log.warning(`Not retrying the failed tests: their Codeless tests could not be read: ${(0,errors.messageOf)(error)}`);
        return run;
    }
}
/**
 * Rounds of retries, up to `rounds` while failed tests remain: each round triggers each due Codeless
 * test once (dueForRetry), waits for all of their jobs, and reads each with the one reading, before
 * the next round; so a test never runs twice at once, and a test whose trigger's answer was lost is
 * never triggered again. `cancelled` when the step was cancelled during a round.
 */
async function retryRounds(run, options, ctx) {
    const left = [];
    for (let round = 1; round <= options.rounds; round++) {
        const due = (0,codeless_verdict/* dueForRetry */.SF)(run);
        if (!due.length)
            break;
        ctx.log.info(`${options.label(round)}: triggering ${(0,wording/* plural */.LS)(due.length, 'Codeless test')} (one job each, billed like any run of the test).`);
        const results = await runRound(due, options, ctx, left);
        if (ctx.signal.aborted)
            return { run, cancelled: true };
        run = (0,codeless_verdict/* afterRound */.fy)(run, results);
    }
    return { run, cancelled: false };
}
/**
 * Triggers each test once, then waits for all of their jobs (the same polling as the first job). What
 * is in flight is saved before each trigger is sent, and emptied of each job that ended once all did.
 * What may still run stays saved (`left`) for the post step to stop: a job that did not finish, and a
 * trigger whose answer never came, whose test's result is then unknown: there is no job ID, and
 * nothing the service offers finds the job without one (docs/service-records.md, "Job records").
 */
async function runRound(due, options, ctx, left) {
    const inFlight = [];
    const save = (...more) => options.onInFlight([...left, ...inFlight, ...more]);
    const results = [];
    try {
        // Once a round, not per test: its triggers go out back to back, as the first run's one trigger.
        await (0,capacity/* waitForCapacity */.N$)((options.waitForCapacitySeconds ?? 0) * 1000, ctx);
    }
    catch (error) {
        if (ctx.signal.aborted)
            return [];
        throw error;
    }
    for (const testId of due) {
        if (ctx.signal.aborted)
            return [];
        let jobId;
        try {
            jobId = await (0,trigger/* trigger */.h)({ kind: 'test', id: testId }, ctx, { beforeSend: () => save({ testId }) });
        }
        catch (error) {
            if (ctx.signal.aborted)
                return [];
            ctx.log.warning(`Could not retry Codeless test ${testId}: ${(0,errors.messageOf)(error)}`);
            // Turned away, it started nothing: its tests stay failed, for the next round.
            if ((0,trigger/* turnedAway */.t)(error))
                save();
            else {
                left.push({ testId });
                save();
                results.push({
                    codelessTest: testId,
                    lost: `Codeless test ${testId}: the answer to its retry's trigger was lost, so whether that retry ran, and how, is unknown (no job to read); it is not triggered again.`,
                });
            }
            continue;
        }
        inFlight.push({ testId, jobId });
        save();
    }
    const polling = { timeoutMs: options.timeoutMs, pollIntervalMs: options.pollIntervalMs };
    const waited = await Promise.all(inFlight.map(async ({ testId, jobId }) => ({
        testId,
        jobId,
        outcome: await (0,poll/* pollJob */.rG)(jobId, polling, ctx),
    })));
    if (ctx.signal.aborted)
        return [];
    for (const { testId, jobId, outcome } of waited) {
        if (outcome.kind === 'cancelled')
            continue;
        if (outcome.kind === 'timeout')
            left.push({ testId, jobId });
        results.push({ codelessTest: testId, reading: (0,codeless_reading/* readJob */.c)(jobId, outcome, true) });
    }
    options.onInFlight(left);
    return results;
}

;// CONCATENATED MODULE: ./src/codeless/pipeline.ts









/**
 * The root action's run: plan, trigger, wait, verdict, retry rounds, report; `session`, its report's
 * (none with `report: false`).
 */
async function runCodeless(setting, session, ctx, hooks) {
    const plan = await planRun({ ...setting, mode: setting.rerun }, session, ctx);
    const started = plan.kind === 'target'
        ? await triggerAndWait(plan.target, { setting, session, hooks }, ctx)
        : rerunStart(plan, session, setting);
    if ('cancelled' in started)
        return started.cancelled;
    const { run, cancelled } = await retryRounds(started.run, roundOptions(setting, started, hooks), ctx);
    const end = await finish(run, { ...started, wait: setting.wait }, ctx, cancelled);
    return { ...end, jobId: jobIdOf(run), stillRunning: started.waited?.kind === 'timeout' };
}
/**
 * A re-run starts from an earlier attempt's tests; its first round triggers what failed there. Its
 * report completes the check run the plan opened.
 */
function rerunStart(plan, session, setting) {
    return { run: rerunTests(plan), rounds: 1 + setting.retries, session, jobHooks: {} };
}
/**
 * The trigger, the wait and the one reading of the target's job. Retries may follow only a job that
 * ended (one that did not may still run its tests), its failures tied to their Codeless tests first.
 */
async function triggerAndWait(target, parts, ctx) {
    const { setting, session, hooks } = parts;
    const jobId = await triggerTarget(target, parts, ctx);
    const jobHooks = hooks.job(jobId);
    const waited = await (0,codeless_wait/* waitForJob */.qt)({ jobId, session, hooks: jobHooks }, setting.wait, ctx, {
        // A failure a retry may still mend has not failed for good: one the retries can tie to its test.
        retriable: (failure) => setting.retries > 0 && (target.kind === 'test' || failure.testName !== undefined),
    });
    if (waited.outcome.kind === 'cancelled')
        return { cancelled: { ...cancelledWait(waited, session, ctx), jobId, stillRunning: true } };
    const oneTest = target.kind === 'test' ? target.id : undefined;
    const run = (0,codeless_verdict/* testsOfJob */.uN)((0,codeless_reading/* readJob */.c)(jobId, waited.outcome, oneTest !== undefined), oneTest);
    const rounds = waited.outcome.kind === 'final' ? setting.retries : 0;
    const tied = rounds ? await tieFailures(run, target, ctx) : run;
    return { run: tied, rounds, session, waited: waited.outcome, jobHooks };
}
/**
 * wait-for-job: the wait, the verdict and the report of the job it is given. `failure` is set when the
 * step must fail although the wait and the report are done.
 */
async function waitAndReport(job, wait, ctx) {
    const { jobId, session, hooks = {} } = job;
    await openReporting(session, (0,codeless_wait/* waitingCheck */.a)(jobId), wait);
    const waited = await (0,codeless_wait/* waitForJob */.qt)(job, wait, ctx);
    if (waited.outcome.kind === 'cancelled')
        return cancelledWait(waited, session, ctx);
    const run = (0,codeless_verdict/* testsOfJob */.uN)((0,codeless_reading/* readJob */.c)(jobId, waited.outcome, false));
    return finish(run, { session, jobHooks: hooks, wait }, ctx);
}
/**
 * The trigger stage: the target's job, the target saved for the post step before it is sent. A
 * trigger that failed completes the check run opened for it as failed; a cancelled step leaves that
 * to the post step.
 */
async function triggerTarget(target, { setting, session, hooks }, ctx) {
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
            await (0,codeless_wait/* closeProgress */.Y7)(session, job, end);
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
function cancelledWait(waited, session, ctx) {
    const { jobId } = waited;
    const job = waited.outcome.job;
    const failure = `Cancelled while waiting for job ${jobId}: stopped polling (last status seen: ${job?.status ?? 'none'}).`;
    ctx.log.info(failure);
    const progress = session?.progress;
    if (progress)
        ctx.log.info(`The post step completes check run #${progress.id}.`);
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
async function finish(run, { session, jobHooks, wait }, ctx, cancelled = false) {
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
    if (session && !(await reportRun({ run, verdict, result }, session, wait, ctx)))
        return {
            result,
            failure: `Cancelled while reporting ${whatRan(run)} (${result.status || 'no status'}).`,
        };
    const where = run.start.kind === 'job' ? `in job ${run.start.reading.jobId}` : `in attempt ${ctx.job.attempt}`;
    return waitEnd({ verdict, result }, wait, ctx, where);
}


/***/ }),

/***/ 44624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ trigger),
/* harmony export */   t: () => (/* binding */ turnedAway)
/* harmony export */ });
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _capacity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63594);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65939);



/**
 * Starts the target's runs and returns the job to poll, after waiting for a free session if asked. The
 * POST goes out once (the transport never repeats it), so an answer that got lost leaves the runs
 * possibly started but never started twice. A cancel during the wait sends nothing.
 */
async function trigger(target, ctx, options = {}) {
    const { lab, labsuites } = ctx.client;
    await (0,_capacity_js__WEBPACK_IMPORTED_MODULE_1__/* .waitForCapacity */ .N$)((options.waitForCapacitySeconds ?? 0) * 1000, ctx);
    ctx.signal.throwIfAborted();
    options.beforeSend?.();
    let jobId;
    try {
        const ack = target.kind === 'suite'
            ? await labsuites.trigger(target.id)
            : target.kind === 'test'
                ? await lab.trigger(target.id)
                : await lab.triggerAll({ url: target.url });
        jobId = ack.job_id;
    }
    catch (error) {
        if (error instanceof _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && mayHaveStarted(error))
            throw new Error((0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withHint */ .mu)(error, "A trigger is never sent twice, so nothing runs twice; if this one reached the service, its runs started: check the service's dashboard."), { cause: error });
        throw error;
    }
    ctx.log.info(`Triggered ${(0,_target_js__WEBPACK_IMPORTED_MODULE_2__/* .describeTarget */ .ff)(target)}: job ${jobId}.`);
    return jobId;
}
/**
 * Whether a trigger that failed was turned away (a 4xx answer) and so started nothing: the post step
 * then has nothing of it to stop. Any other failure may have started runs.
 */
function turnedAway(error) {
    return error instanceof _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && error.kind === 'http' && (error.status ?? 500) < 500;
}
/**
 * No answer, an unreadable, oversized or foreign one, or a server error: the service may have acted on
 * the request.
 */
function mayHaveStarted(error) {
    return (error.kind === 'network' ||
        error.kind === 'timeout' ||
        error.kind === 'malformed' ||
        error.kind === 'too-large' ||
        error.kind === 'not-api' ||
        (error.status !== undefined && error.status >= 500));
}


/***/ })

};
