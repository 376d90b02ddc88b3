export const id = 6457;
export const ids = [6457];
export const modules = {

/***/ 16457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nm: () => (/* binding */ publishCheckRun),
/* harmony export */   aJ: () => (/* binding */ PERMISSION_HINT),
/* harmony export */   d8: () => (/* binding */ annotationsNote)
/* harmony export */ });
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22271);
/* harmony import */ var _world_github_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(69292);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34589);
/* harmony import */ var _command_annotations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97997);
/* harmony import */ var _world_deps_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(43715);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25363);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67388);
/* harmony import */ var _history_own_app_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(93931);
/* harmony import */ var _mark_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(34678);
/* harmony import */ var _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1003);










const PERMISSION_HINT = 'Add `permissions: checks: write` to the workflow or job. Pull requests from forks and Dependabot ' +
    'get a read-only token whatever the workflow asks; their results are in the annotations and the job summary.';
const TOKEN_HINT = 'Give `github-token` a token that may create check runs: its default, the workflow token, ' +
    'needs `permissions: checks: write`.';
/**
 * How many of the failed tests the check run `where` annotates and what left the rest out: the cap on
 * a check run's annotations, or a request that failed. Empty when nothing failed or there is no check
 * run (undefined `annotated`): the outputs then say why there is none.
 */
function annotationsNote(annotated, failed, where) {
    if (annotated === undefined || !failed)
        return '';
    if (annotated >= failed)
        return `Every failed test is annotated on ${where}.`;
    if (!annotated)
        return `No failed test is annotated on ${where}: GitHub did not take its report.`;
    const why = annotated === _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV
        ? `a check run gets at most ${_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV} annotations from this action, which keeps within GitHub's limits for content-creating requests`
        : 'sending the rest to GitHub failed';
    return `The first ${annotated} of ${failed} failed tests are annotated on ${where}: ${why}.`;
}
/** The check run's text, invisible on the page: the report's digest, then its mark (world/leg-mark.ts). */
function textOf(report, deps) {
    const room = _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_OUTPUT_CHARS */ .jd - (report.digest?.length ?? 0) - 1;
    const mark = (0,_mark_js__WEBPACK_IMPORTED_MODULE_6__/* .markOf */ .F)(deps, { tests: report.tests, combined: report.input.combines, room });
    return (0,_world_leg_mark_js__WEBPACK_IMPORTED_MODULE_7__/* .markedText */ .ul)(report.digest, mark);
}
/** The check run's summary, saying how many failed tests it annotates. */
function checkRunSummary(report, headSha, annotated) {
    const failed = report.tests.counts.failed;
    return (0,_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .renderSummary */ .Br)(report.input, report.tests, {
        conclusion: report.conclusion,
        counts: report.tests.counts,
        footer: [
            annotationsNote(annotated, failed, 'this check run'),
            `Reported on commit ${headSha.slice(0, 12)}.`,
        ]
            .filter(Boolean)
            .join(' '),
        fullListAt: (0,_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .everyFailureAt */ .Bz)(annotated, failed, 'this check run'),
        sizeLimit: `GitHub holds at most ${_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_OUTPUT_CHARS */ .jd} characters of a check run's summary`,
        budget: _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_OUTPUT_CHARS */ .jd,
        measure: _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .utf16Units */ .q0,
    });
}
/**
 * The check run on the commit the user sees, with one annotation per failed test (the first
 * MAX_CHECK_RUN_ANNOTATIONS, 50 per request), then a notice per flaky test listed while the cap leaves
 * room (failed tests come first, so a batch that fails leaves out notices first). Without a token, repository or commit, or without
 * `checks: write`, a warning says why and the failed tests are left to workflow-command annotations.
 */
async function publishCheckRun(report, deps) {
    const { github, repository, headSha, log } = deps;
    const { input, conclusion, annotationPath } = report;
    const failed = failedTests(report);
    if (!github || !repository || !headSha)
        return withoutCheckRun(deps, failed);
    const annotated = failed.first.slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV);
    const notices = report.tests.flaky.slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV - annotated.length);
    try {
        const run = await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .createCheckRun */ ._U)(github, {
            ...repository,
            headSha,
            name: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(input.checkName),
            externalId: input.externalId,
            detailsUrl: deps.detailsUrl,
            existingId: input.openCheckRunId,
            conclusion,
            title: input.title,
            summary: checkRunSummary(report, headSha, annotated.length),
            text: textOf(report, deps),
            annotations: [...annotated, ...notices].map((e) => (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .annotationOf */ .lW)(e, annotationPath)),
            completedAt: new Date(deps.now()).toISOString(),
            signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_8__/* .requestSignal */ .O)(deps),
            pause: deps.pause,
        });
        (0,_history_own_app_js__WEBPACK_IMPORTED_MODULE_5__/* .learnOwnApp */ .Kx)(github, run.app);
        log.info(`Check run "${(0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(input.checkName)}": ${conclusion}, ${run.sent} annotation(s): ${run.url || `#${run.id}`}`);
        // Failed tests' annotations were sent first: how many of them GitHub holds.
        const sent = Math.min(run.sent, annotated.length);
        const published = {
            checkRunId: run.id,
            checkRunUrl: run.url || undefined,
            app: run.app,
            annotated: sent,
        };
        const footer = [
            `${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownLink */ .iQ)('Open the check run', run.url)}.`,
            annotationsNote(sent, failed.count, 'the check run'),
        ]
            .filter(Boolean)
            .join(' ');
        if (run.error) {
            log.warning(`The check run holds ${run.sent} of ${failed.count + notices.length} annotations; sending the rest failed (${(0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .describeGitHubError */ .d)(run.error)}).`);
            await correctSummary(github, { ...repository, id: run.id, headSha }, report, sent, deps);
        }
        const unannotated = { first: annotated.slice(sent), count: annotated.length - sent };
        return { ...published, footer: withCommandsNote(footer, unannotated), unannotated };
    }
    catch (error) {
        if (deps.signal?.aborted)
            throw error;
        if (input.openCheckRunId !== undefined)
            return completeWithoutReport({ github, repository, id: input.openCheckRunId }, error, report, deps);
        return checkRunFailed(error, deps, failed);
    }
}
/**
 * GitHub did not take the report on the check run opened in progress, even when asked again: the check
 * run is completed with what is known (its conclusion, its title, a line of why) without annotations,
 * which go to workflow commands instead. Failing that too, it stays in progress: the step's post step
 * has its ID and completes it.
 */
async function completeWithoutReport({ github, repository, id, }, error, report, deps) {
    const { input, conclusion } = report;
    const failed = failedTests(report);
    const why = (0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .describeGitHubError */ .d)(error);
    const summary = `**${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownText */ .p7)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(input.title))}**\n\n` +
        `GitHub did not take this check run's report (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownText */ .p7)(why)}), so it holds the conclusion only; ` +
        `the job summary of ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownLink */ .iQ)('the workflow run', deps.detailsUrl)} has the report.`;
    try {
        // A pause first, as after any failed write (a minute after a rate limit), then once: the report's
        // own write was retried already, and the post step tries again.
        await deps.pause((0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .pauseBeforeRetry */ .Gw)(error, 1) ?? _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
        const run = await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .closeCheckRun */ .we)(github, { ...repository, id, signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_8__/* .requestSignal */ .O)(deps), pause: deps.pause, attempts: 1 }, { conclusion, title: input.title, summary, completedAt: new Date(deps.now()).toISOString() });
        deps.log.warning(`Could not complete check run #${id} with its report (${why}); completed it as ${conclusion} without annotations.`);
        const open = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownLink */ .iQ)('The check run', run.url);
        const footer = `${open} holds the conclusion only: GitHub did not take its report (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownText */ .p7)(why)}).`;
        return {
            checkRunId: id,
            checkRunUrl: run.url || undefined,
            annotated: 0,
            footer: withCommandsNote(footer, failed),
            unannotated: failed,
        };
    }
    catch (again) {
        if (deps.signal?.aborted)
            throw again;
        deps.log.warning(`Could not complete check run #${id} (${(0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .describeGitHubError */ .d)(again)}); the step's post step completes it.`);
        return {
            footer: withCommandsNote(`Check run ${id} could not be completed (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownText */ .p7)(why)}); the step's post step completes it.`, failed),
            unannotated: failed,
        };
    }
}
/**
 * The check run's summary said how many annotations were coming; once a batch failed, it is told how
 * many came. One more request, after the pause GitHub asks for; if it fails too, the log says so.
 */
async function correctSummary(github, run, report, sent, deps) {
    try {
        await deps.pause(_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
        await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .updateCheckRunText */ .OX)(github, { ...run, signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_8__/* .requestSignal */ .O)(deps) }, {
            title: report.input.title,
            summary: checkRunSummary(report, run.headSha, sent),
        });
    }
    catch (error) {
        if (deps.signal?.aborted)
            throw error;
        deps.log.info(`The check run's summary could not be corrected to ${sent} annotations: ${(0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .describeGitHubError */ .d)(error)}`);
    }
}
/** No token, repository or commit: a warning says which, and the failed tests go to commands. */
function withoutCheckRun(deps, failed) {
    const missing = !deps.github
        ? 'no GitHub token was given (input `github-token`)'
        : !deps.repository
            ? 'GITHUB_REPOSITORY is not set'
            : 'the commit is unknown (GITHUB_SHA is not set)';
    deps.log.warning(`No check run was made: ${missing}.${deps.github ? '' : ` ${TOKEN_HINT}`}${MISSING_CHECK}`);
    return { footer: withCommandsNote(`No check run was made: ${missing}.`, failed), unannotated: failed };
}
/** What a missing check run means to a branch protection that requires it. */
const MISSING_CHECK = ' The check will be missing: a required check of its name waits for it.';
/** GitHub refused or failed the check run: the permission to add, or what went wrong. */
function checkRunFailed(error, deps, failed) {
    const why = (0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .describeGitHubError */ .d)(error);
    if ((0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .isPermissionError */ .g)(error)) {
        deps.log.warning(`The token may not create check runs (${why}). ${PERMISSION_HINT}${MISSING_CHECK}`);
        return {
            footer: withCommandsNote(`No check run was made: the token lacks \`checks: write\` (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownText */ .p7)(why)}).`, failed),
            unannotated: failed,
        };
    }
    deps.log.warning(`Could not create the check run (${why}); reporting through annotations instead.${MISSING_CHECK}`);
    return {
        footer: withCommandsNote(`No check run was made: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownText */ .p7)(why)}.`, failed),
        unannotated: failed,
    };
}
/** A footer followed by what workflow commands annotate of the failed tests no check run holds. */
function withCommandsNote(footer, unannotated) {
    return [footer, (0,_command_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .commandAnnotationsNote */ .G)(unannotated.count)].filter(Boolean).join(' ');
}
/** Every failed test of the report, as the first ones and their count. */
function failedTests(report) {
    return { first: report.tests.failed, count: report.tests.counts.failed };
}


/***/ }),

/***/ 97997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ commandAnnotationsNote),
/* harmony export */   s: () => (/* binding */ annotateThroughCommands)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22271);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34589);



/**
 * Without a check run: error annotations through workflow commands for the first failed tests (the
 * runner shows only 10 per step), and one notice for the rest; then a notice per flaky test, as the
 * notices left room for.
 */
function annotateThroughCommands(failed, file, log, flaky = []) {
    for (const entry of failed.first.slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE)) {
        const a = (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .annotationOf */ .lW)(entry, file);
        log.error(a.message, { title: a.title, file, startLine: 1 });
    }
    const rest = failed.count - _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE;
    for (const entry of flaky.slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE - (rest > 0 ? 1 : 0))) {
        const a = (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .annotationOf */ .lW)(entry, file);
        log.notice(a.message, { title: a.title, file, startLine: 1 });
    }
    if (rest > 0) {
        log.notice(`${rest} more failed ${rest === 1 ? 'test is' : 'tests are'} not annotated here (GitHub shows ${_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE} error annotations per step): see the job summary.`, { title: `${rest} more failed tests`, file, startLine: 1 });
    }
}
/** What `annotateThroughCommands` annotates of `count` failed tests, for the job summary; empty for none. */
function commandAnnotationsNote(count) {
    if (!count)
        return '';
    if (count <= _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE)
        return `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(count, 'failed test')} ${count === 1 ? 'is' : 'are'} annotated on this step instead.`;
    return `${_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE} of ${count} failed tests are annotated on this step instead: GitHub shows at most ${_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMAND_ANNOTATIONS */ .EE} error annotations per step.`;
}


/***/ }),

/***/ 25363:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ renderSummary),
/* harmony export */   Bz: () => (/* binding */ everyFailureAt)
/* harmony export */ });
/* unused harmony export EVERY_TEST_ON_DASHBOARD */
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34589);
/* harmony import */ var _value_links_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74353);
/* harmony import */ var _value_table_row_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77505);




const ICON = {
    success: '\u2705',
    failure: '\u274c',
    neutral: '\u26aa',
    cancelled: '\u23f9\ufe0f',
    timed_out: '\u23f1\ufe0f',
};
/**
 * The report as markdown within a size budget: heading, counts, a table of failed tests, a table of
 * tests whose outcome is unknown (each row with its recordings' links), thumbnails of the last
 * screenshots of the first failed tests, the caller's details and the footer. Rows that do not fit,
 * or that the report does not list, are left out and a note says how many (of the counts) and where
 * to find them; thumbnails take only what is left.
 */
function renderSummary(input, tests, options) {
    const { counts, measure } = options;
    // The Flaky column only when a test was: a report without retries reads as it always did.
    const flaky = counts.flaky ? [' Flaky |', '---:|', ` ${counts.flaky} |`] : ['', '', ''];
    const heading = `## ${ICON[options.conclusion]} ${cell(input.checkName, 200)}: ${cell(input.title, 255)}\n\n` +
        `| Total | Passed | Failed | Unknown |${flaky[0]}\n|---:|---:|---:|---:|${flaky[1]}\n` +
        `| ${counts.total} | ${counts.passed} | ${counts.failed} | ${counts.unknown} |${flaky[2]}\n`;
    const footer = `\n${options.footer}\n`;
    let room = options.budget - measure(heading) - measure(footer);
    // The comparison leads, within a quarter of the room: it names at most a few tests of each kind.
    const lead = input.lead
        ? (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutTo */ .yd)(`\n${input.lead.trim()}\n`, Math.max(0, Math.floor(room / 4)), measure)
        : '';
    room -= measure(lead);
    // Details share the room with the tables, at most half of it, so failed tests are never crowded out.
    const details = input.details?.trim()
        ? (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutTo */ .yd)(`\n${input.details.trim()}\n`, Math.max(0, Math.floor(room / 2)), measure)
        : '';
    room -= measure(details);
    const tables = [];
    for (const [outcome, title] of [
        ['failed', 'Failed tests'],
        ['unknown', 'Tests with an unknown outcome'],
        ['flaky', '\u26a0\ufe0f Flaky tests: failed, then passed on a retry'],
    ]) {
        const listed = { entries: tests[outcome], total: counts[outcome], linked: tests.linked[outcome] };
        if (!listed.entries.length)
            continue;
        const table = fitTable(title, listed, room, options);
        room -= measure(table);
        tables.push(table);
    }
    const thumbnails = fitThumbnails(tests.recorded, room, measure);
    return heading + lead + tables.join('') + thumbnails + details + footer;
}
/** Thumbnails of the first failed tests with a last screenshot (`recorded` holds them first). */
function fitThumbnails(recorded, room, measure) {
    const head = '\n### Last screenshots\n\n';
    const shots = recorded
        .flatMap((e) => (0,_value_links_js__WEBPACK_IMPORTED_MODULE_2__/* .thumbnail */ .xn)(e, cell(e.name, _value_table_row_js__WEBPACK_IMPORTED_MODULE_3__/* .CELL_CHARS */ .J.name)) ?? [])
        .slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_THUMBNAILS */ .Hq);
    let text = '';
    for (const shot of shots) {
        const next = `${text}${shot}\n`;
        if (measure(head + next) > room)
            break;
        text = next;
    }
    return text ? head + text : '';
}
/** Where every test is, whatever the other outputs hold. */
const EVERY_TEST_ON_DASHBOARD = "The service's dashboard lists every test.";
/**
 * Where every failed test is, as the outputs can say it: the check run `where`, when it annotates each
 * (`annotated`, undefined without a check run), else the service's dashboard.
 */
function everyFailureAt(annotated, failed, where) {
    return annotated !== undefined && annotated >= failed
        ? `Every failed test is annotated on ${where}.`
        : EVERY_TEST_ON_DASHBOARD;
}
function fitTable(title, listed, room, options) {
    const { measure } = options;
    const { entries, total, linked } = listed;
    const elsewhere = entries[0]?.outcome === 'failed' ? options.fullListAt : EVERY_TEST_ON_DASHBOARD;
    // Links before the message: a message of any length then never pushes them out of sight.
    const head = `\n### ${title}\n\n| Test | Browser or device | Platform |${linked ? ' Links |' : ''} Message |\n` +
        `|---|---|---|${linked ? '---|' : ''}---|\n`;
    const expiry = linked ? `\n_${options.linksNote ?? _value_links_js__WEBPACK_IMPORTED_MODULE_2__/* .LINKS_EXPIRE_NOTE */ .Be}_\n` : '';
    const note = (left) => `\n_${left} more not shown: ${options.sizeLimit}. ${elsewhere}_\n${expiry}`;
    // Rows are made only until they overflow the room: a check run's summary holds a few hundred of the
    // thousands a report may list.
    const rowsRoom = room - measure(head) - measure(expiry);
    const rows = [];
    const sizes = [];
    let size = 0;
    for (const e of entries) {
        if (size > rowsRoom)
            break;
        const row = (0,_value_table_row_js__WEBPACK_IMPORTED_MODULE_3__/* .tableRow */ .j)(e, linked);
        rows.push(row);
        sizes.push(measure(row));
        size += sizes.at(-1) ?? 0;
    }
    if (rows.length === total && size <= rowsRoom)
        return head + rows.join('') + expiry;
    // Not everything fits: keep room for the note, then as many rows as fit. The rows the report
    // does not list would not have fit either (src/report/value/reader.ts keeps every row that could).
    const reserve = measure(note(total));
    if (measure(head) + reserve > room)
        return measure(note(total)) <= room ? note(total) : '';
    let used = measure(head) + reserve;
    let kept = 0;
    while (kept < rows.length && used + (sizes[kept] ?? 0) <= room)
        used += sizes[kept++] ?? 0;
    return head + rows.slice(0, kept).join('') + note(total - kept);
}
/** Text shown as itself in one markdown table cell or heading: one line, cut to `max` characters. */
function cell(value, max) {
    if (!value)
        return '';
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCell */ .UZ)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(value), max));
}


/***/ }),

/***/ 77505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ CELL_CHARS),
/* harmony export */   j: () => (/* binding */ tableRow)
/* harmony export */ });
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23243);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67388);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42179);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34589);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74353);





// A test's row in the summaries' tables lives with the value: the reader measures it to keep only
// the tests some summary can show (reader.ts), and the summaries lay it out (outputs/summary.ts).
/** Longest text of a table cell; the annotation carries the whole message. */
const CELL_CHARS = { name: 200, environment: 100, platform: 100, message: 500 };
/**
 * A test's row in a table of failed or unknown tests, with a Links cell when the table has that
 * column (`linked`). Its size without one is the least any summary gives the test (src/report/value/reader.ts).
 */
function tableRow(e, linked) {
    return (`| ${rowCell(e.name, CELL_CHARS.name)} | ${rowCell(e.environment, CELL_CHARS.environment)} | ` +
        `${rowCell(e.platform, CELL_CHARS.platform)} |` +
        `${linked ? ` ${(0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .markdownLinks */ .jf)(e.links, { inTable: true })} |` : ''}` +
        ` ${rowCell(messageCell(e), CELL_CHARS.message)} |\n`);
}
/** A test's message, after what its attempts were when it had more than one. */
function messageCell(e) {
    if (!e.attempts || e.attempts < 2)
        return e.message;
    const attempts = e.outcome === 'flaky' ? `Passed ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .passedOnAttempt */ .dg)(e)}` : `${e.attempts} attempts, the last`;
    return e.message ? `${attempts}: ${e.message}` : attempts;
}
/** Characters in a row without white space before the table may wrap it (a URL, base64). */
const UNBROKEN_CHARS = 30;
/** A cell of a table row: as the summary's `cell`, and a long run without white space may wrap. */
function rowCell(value, max) {
    if (!value)
        return '';
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCell */ .UZ)((0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .softBreaks */ .pU)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(value), max), UNBROKEN_CHARS));
}


/***/ })

};
