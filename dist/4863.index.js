export const id = 4863;
export const ids = [4863,9292];
export const modules = {

/***/ 22271:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G2: () => (/* binding */ openCheckRun),
/* harmony export */   Gw: () => (/* binding */ pauseBeforeRetry),
/* harmony export */   OX: () => (/* binding */ updateCheckRunText),
/* harmony export */   _U: () => (/* binding */ createCheckRun),
/* harmony export */   al: () => (/* binding */ retextCheckRun),
/* harmony export */   lW: () => (/* binding */ annotationOf),
/* harmony export */   vo: () => (/* binding */ findOpenCheckRun),
/* harmony export */   we: () => (/* binding */ closeCheckRun)
/* harmony export */ });
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56970);
/* harmony import */ var _world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69292);
/* harmony import */ var _value_links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74353);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);




/** One failed test as an annotation on line 1 of `path`, every text within GitHub's limits. */
function annotationOf(entry, path) {
    const where = [entry.environment, entry.platform].filter(Boolean).join(', ');
    const details = [
        entry.id && `Test: ${entry.id}`,
        entry.environment && `Browser or device: ${entry.environment}`,
        entry.platform && `Platform: ${entry.platform}`,
        entry.link && `Link: ${entry.link}`,
        ...(0,_value_links_js__WEBPACK_IMPORTED_MODULE_1__/* .linkLines */ .Om)(entry.links),
    ].filter(Boolean);
    // A flaky test passed in the end: a notice, not a failure.
    const flaky = entry.outcome === 'flaky';
    const attempts = (entry.attempts ?? 1) > 1 ? entry.attempts : undefined;
    const message = entry.message?.trim() || 'The test failed.';
    return {
        path,
        start_line: 1,
        end_line: 1,
        annotation_level: flaky ? 'notice' : 'failure',
        title: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(where ? `${entry.name} (${where})` : entry.name), _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_TITLE_CHARS */ .G_),
        message: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToBytes */ .zP)(flaky
            ? `Flaky: passed ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .passedOnAttempt */ .dg)(entry)}: ${message}`
            : attempts
                ? `${attempts} attempts, the last failed: ${message}`
                : message, _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_BYTES */ .lZ),
        ...(details.length ? { raw_details: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToBytes */ .zP)(details.join('\n'), _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_BYTES */ .lZ) } : {}),
    };
}
const outputOf = (title, summary, annotations = [], text) => ({
    title: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(title), _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_OUTPUT_TITLE_CHARS */ .yU),
    summary,
    ...(text ? { text } : {}),
    ...(annotations.length ? { annotations } : {}),
});
/**
 * A check run that shows while the tests run: `in_progress`, with a line of what is running, until
 * `createCheckRun` completes it (or a cancelled step closes it with `closeCheckRun`).
 */
async function openCheckRun(github, place, text) {
    const { data } = await github.rest.checks.create({
        owner: place.owner,
        repo: place.repo,
        name: place.name,
        head_sha: place.headSha,
        external_id: place.externalId,
        ...(place.detailsUrl ? { details_url: place.detailsUrl } : {}),
        status: 'in_progress',
        output: outputOf(text.title, text.summary),
        request: { signal: place.signal() },
    });
    return { id: data.id, url: data.html_url ?? '' };
}
/**
 * The check run `place` names that GitHub holds in progress on the commit: made by `ours` (our token's
 * app), with the name and external ID given; the newest when there are several. What an open whose
 * answer never came (a time-out, a 5xx after GitHub acted) may have made; undefined when there is none.
 */
async function findOpenCheckRun(github, place, ours) {
    const { data } = await github.rest.checks.listForRef({
        owner: place.owner,
        repo: place.repo,
        ref: place.headSha,
        check_name: place.name,
        status: 'in_progress',
        filter: 'all',
        per_page: 100,
        request: { signal: place.signal() },
    });
    const found = data.check_runs
        .filter((run) => run.external_id === place.externalId && run.name === place.name && ours(run.app))
        .sort((a, b) => b.id - a.id)[0];
    return found && { id: found.id, url: found.html_url ?? '' };
}
/** New text for a check run still in progress (what runs now); its status stays as it is. */
async function retextCheckRun(github, run, text) {
    await github.rest.checks.update({
        owner: run.owner,
        repo: run.repo,
        check_run_id: run.id,
        output: outputOf(text.title, text.summary),
        request: { signal: run.signal() },
    });
}
/** Tries of a write that completes a check run: the first and two more. */
const COMPLETING_ATTEMPTS = 3;
/** GitHub's wait after a secondary rate limit that names none, and the longest we take from it. */
const RATE_LIMIT_PAUSE_MS = 60_000;
/**
 * A write that completes a check run, tried again while GitHub's answer may heal: a check left in
 * progress blocks a pull request that requires it. A retry after an answer lost on the way may append
 * that request's annotations twice, the lesser harm.
 */
async function completing(write, pause, attempts = COMPLETING_ATTEMPTS) {
    for (let attempt = 1;; attempt++) {
        try {
            return await write();
        }
        catch (error) {
            const wait = attempt < attempts ? pauseBeforeRetry(error, attempt) : undefined;
            if (wait === undefined)
                throw error;
            await pause(wait);
        }
    }
}
/**
 * How long to wait before asking again, or undefined when asking again cannot help. A secondary rate
 * limit (403 or 429 saying so) waits as GitHub asks: its `retry-after`, else a minute; a 5xx, a network
 * error or a time-out (Octokit reports the last two as 500) waits GITHUB_WRITE_PAUSE_MS, then twice
 * that (docs/github-facts.md).
 */
function pauseBeforeRetry(error, attempt) {
    const e = error;
    const status = typeof e.status === 'number' ? e.status : 500;
    if (status === 429 || (status === 403 && /rate limit/i.test((0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeGitHubError */ .d)(error)))) {
        const seconds = Number(e.response?.headers?.['retry-after']);
        return Number.isFinite(seconds) && seconds >= 0
            ? Math.min(seconds * 1000, RATE_LIMIT_PAUSE_MS)
            : RATE_LIMIT_PAUSE_MS;
    }
    return status >= 500 ? _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_WRITE_PAUSE_MS */ .gv * 2 ** (attempt - 1) : undefined;
}
/**
 * Completes an open check run without a report (a failed wait, a report GitHub did not take, a post
 * step closing what main left open), retried as `completing` does.
 */
async function closeCheckRun(github, run, end) {
    const { data } = await completing(() => github.rest.checks.update({
        owner: run.owner,
        repo: run.repo,
        check_run_id: run.id,
        status: 'completed',
        conclusion: end.conclusion,
        completed_at: end.completedAt,
        output: outputOf(end.title, end.summary),
        request: { signal: run.signal() },
    }), run.pause, run.attempts);
    return { id: data.id, url: data.html_url ?? '' };
}
/** Replaces a check run's title and summary; its status and annotations stay as they are. */
async function updateCheckRunText(github, run, text) {
    await github.rest.checks.update({
        owner: run.owner,
        repo: run.repo,
        check_run_id: run.id,
        output: outputOf(text.title, text.summary),
        request: { signal: run.signal() },
    });
}
/**
 * Completes the check run (creating it, or completing the one opened in progress) with its conclusion
 * and the first 50 annotations, then appends the rest 50 at a time, a pause apart (a PATCH with
 * annotations adds to those already there). Completing an open one is retried (`completing`); a
 * failed first request throws; a failed batch stops the sending and is returned, since the check run
 * itself stands.
 */
async function createCheckRun(github, req) {
    const batches = [];
    for (let i = 0; i < req.annotations.length; i += _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATIONS_PER_REQUEST */ .aR)
        batches.push(req.annotations.slice(i, i + _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATIONS_PER_REQUEST */ .aR));
    const output = (annotations, text) => outputOf(req.title, req.summary, annotations, text);
    const completion = () => ({
        status: 'completed',
        conclusion: req.conclusion,
        completed_at: req.completedAt,
        ...(req.detailsUrl ? { details_url: req.detailsUrl } : {}),
        output: output(batches[0], req.text),
        request: { signal: req.signal() },
    });
    const { owner, repo, existingId } = req;
    const { data } = existingId === undefined
        ? await github.rest.checks.create({
            owner,
            repo,
            name: req.name,
            head_sha: req.headSha,
            external_id: req.externalId,
            ...completion(),
        })
        : await completing(() => github.rest.checks.update({ owner, repo, check_run_id: existingId, ...completion() }), req.pause);
    let sent = batches[0]?.length ?? 0;
    const made = { id: data.id, url: data.html_url ?? '', app: data.app };
    for (const batch of batches.slice(1)) {
        try {
            await req.pause(_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
            await github.rest.checks.update({
                owner,
                repo,
                check_run_id: data.id,
                output: output(batch),
                request: { signal: req.signal() },
            });
        }
        catch (error) {
            return { ...made, sent, error };
        }
        sent += batch.length;
    }
    return { ...made, sent };
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
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56970);



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

/***/ 61293:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ STEP_SUMMARY_LIMIT),
/* harmony export */   j: () => (/* binding */ writeJobSummary)
/* harmony export */ });
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56970);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25363);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42179);




/** What limits the job summary's size, as the note on a cut table says it. */
const STEP_SUMMARY_LIMIT = `GitHub holds at most ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBytes */ .z3)(_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_STEP_SUMMARY_BYTES */ .n4)} of a step's job summary`;
/**
 * Appends the report to the job summary, within what the step's summary may still hold; `footer` says
 * where the annotations are. A write problem is a warning. The summary is made well-formed where it is
 * written (`stepSummaryWriter`).
 */
async function writeJobSummary(report, place, deps) {
    try {
        // Strictly under the limit with the closing newline, counting what the step wrote before.
        const budget = _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_STEP_SUMMARY_BYTES */ .n4 - (await deps.summary.size()) - 2;
        const markdown = (0,_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .renderSummary */ .Br)(report.input, report.tests, {
            conclusion: report.conclusion,
            counts: report.tests.counts,
            footer: place.footer,
            fullListAt: (0,_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .everyFailureAt */ .Bz)(place.annotated, report.tests.counts.failed, 'the check run'),
            sizeLimit: STEP_SUMMARY_LIMIT,
            budget,
            measure: _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Bytes */ .dy,
        });
        if ((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Bytes */ .dy)(markdown) > budget) {
            deps.log.warning('The job summary is already full: this report was left out of it.');
            return;
        }
        await deps.summary.append(`${markdown}\n`);
    }
    catch (error) {
        deps.log.warning(`Could not write the job summary: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
    }
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
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56970);
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
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56970);
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


/***/ }),

/***/ 90028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ workflowRunUrl),
/* harmony export */   _M: () => (/* binding */ repositoryOf),
/* harmony export */   _Z: () => (/* binding */ workflowPathOf),
/* harmony export */   jf: () => (/* binding */ chooseCommit)
/* harmony export */ });
/* unused harmony export FALLBACK_ANNOTATION_PATH */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72487);


const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/i;
/**
 * The commit the user sees: the pull request's head on pull_request events (GITHUB_SHA is a throw-away
 * merge commit there), the run's head commit on workflow_run, else GITHUB_SHA.
 */
function chooseCommit(env) {
    const event = env.GITHUB_EVENT_NAME ?? '';
    const fallback = env.GITHUB_SHA?.trim() || undefined;
    const pullRequest = event.startsWith('pull_request');
    if (!pullRequest && event !== 'workflow_run')
        return { sha: fallback, from: 'GITHUB_SHA' };
    const from = pullRequest ? 'the pull request head' : 'the head of the workflow run';
    let sha;
    let why = 'it names no head commit';
    try {
        const payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
        sha = pullRequest ? payload.pull_request?.head?.sha : payload.workflow_run?.head_sha;
    }
    catch (error) {
        why = `it could not be read (${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)})`;
    }
    if (typeof sha === 'string' && SHA.test(sha))
        return { sha, from };
    return {
        sha: fallback,
        from: 'GITHUB_SHA',
        problem: `The ${event} event payload (GITHUB_EVENT_PATH) was expected to name ${from}, but ${why}; the check run goes on GITHUB_SHA instead.`,
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
/** The workflow run's page, where a check run's "Details" and a comment point; undefined outside Actions. */
function workflowRunUrl(env) {
    const server = env.GITHUB_SERVER_URL?.trim().replace(/\/+$/, '');
    const repository = env.GITHUB_REPOSITORY?.trim();
    const runId = env.GITHUB_RUN_ID?.trim() ?? '';
    return server && repository && /^\d+$/.test(runId)
        ? `${server}/${repository}/actions/runs/${runId}`
        : undefined;
}


/***/ }),

/***/ 69292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ describeGitHubError),
/* harmony export */   g: () => (/* binding */ isPermissionError)
/* harmony export */ });
/** An Octokit error as one line: `HTTP 403: Resource not accessible by integration`. */
function describeGitHubError(error) {
    const e = error;
    const message = typeof e.response?.data?.message === 'string' ? e.response.data.message : String(e.message);
    return typeof e.status === 'number' ? `HTTP ${e.status}: ${message}` : message;
}
/**
 * A token that may not create check runs: 403 "Resource not accessible by integration" (fork pull
 * requests, Dependabot, `permissions` without `checks: write`), 404 (a token that cannot see the
 * repository), 401 (no valid token).
 */
function isPermissionError(error) {
    const status = error.status;
    return status === 401 || status === 403 || status === 404;
}


/***/ }),

/***/ 86594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bg: () => (/* binding */ openInPlace),
/* harmony export */   S8: () => (/* binding */ FileWriter),
/* harmony export */   a1: () => (/* binding */ writeInPlace),
/* harmony export */   wZ: () => (/* binding */ makeFolders)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_3__);




/**
 * Opens a file to be written where it was asked and nowhere else, whatever a pull request committed
 * there: the data goes to a new file beside the target, created exclusively (never an existing file
 * or link), which `commit` then renames into place. A symbolic link at the target is so replaced,
 * never written through, and a folder on the way below `under` that is a link is refused.
 */
async function openInPlace(target, options = {}) {
    await makeFolders((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), options.under ?? process.cwd());
    const part = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(target)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.part`);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(part, 'wx');
    const writer = new FileWriter(handle);
    let isOpen = true;
    const close = async () => {
        if (isOpen)
            await handle.close();
        isOpen = false;
    };
    return {
        write: async (data) => {
            options.signal?.throwIfAborted();
            await writer.write(data);
        },
        commit: async () => {
            await close();
            await renameOver(part, target);
        },
        abort: async () => {
            await close().catch(() => undefined);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(part, { force: true });
        },
    };
}
/**
 * Waits between tries of a rename over a file another program holds open on Windows (a virus scanner
 * or an indexer reading the new report: EPERM, EBUSY or EACCES), about 3 s in all, as npm's
 * graceful-fs does for longer. Elsewhere those errors do not pass with time and end the first try.
 */
const RENAME_WAITS_MS = [50, 100, 200, 400, 800, 1_500];
const HELD_OPEN = new Set(['EPERM', 'EBUSY', 'EACCES']);
async function renameOver(from, to) {
    for (const wait of process.platform === 'win32' ? RENAME_WAITS_MS : []) {
        try {
            return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(from, to);
        }
        catch (error) {
            if (!HELD_OPEN.has(error.code ?? ''))
                throw error;
        }
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_3__.setTimeout)(wait);
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(from, to);
}
/**
 * Writes to an open file, text through one buffer it keeps: writing a file in many pieces then
 * allocates nothing per piece (memory the runtime would hold on to once freed).
 */
class FileWriter {
    handle;
    scratch = Buffer.alloc(0);
    constructor(handle) {
        this.handle = handle;
    }
    /** Writes bytes, text, or pieces of text in order (never joined into one string first). */
    async write(data) {
        let bytes = data;
        if (!(data instanceof Uint8Array)) {
            const pieces = typeof data === 'string' ? [data] : data;
            let size = 0;
            for (const piece of pieces)
                size += Buffer.byteLength(piece);
            if (this.scratch.length < size)
                this.scratch = Buffer.allocUnsafe(Math.max(size, this.scratch.length * 2));
            let at = 0;
            for (const piece of pieces)
                at += this.scratch.write(piece, at);
            bytes = this.scratch.subarray(0, at);
        }
        for (let at = 0; at < bytes.length;) {
            const { bytesWritten } = await this.handle.write(bytes, at, bytes.length - at);
            at += bytesWritten;
        }
    }
}
/** Writes a whole file in place (`openInPlace`), from text or from chunks as they come. */
async function writeInPlace(target, data, options = {}) {
    const file = await openInPlace(target, options);
    try {
        if (typeof data === 'string')
            await file.write(data);
        else
            for await (const chunk of data)
                await file.write(chunk);
        await file.commit();
    }
    catch (error) {
        await file.abort();
        throw error;
    }
}
/** The folders of a file: below `under`, each made or found as a real folder; elsewhere, just made. */
async function makeFolders(folder, under) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(under, folder);
    if (path === '..' || path.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(path)) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(folder, { recursive: true });
        return;
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(under, { recursive: true });
    let at = under;
    for (const name of path.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).filter(Boolean)) {
        at = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(at, name);
        await folderInPlace(at);
    }
}
/** A folder made if missing; refused if it is a symbolic link (or no folder). */
async function folderInPlace(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(path);
    }
    catch (error) {
        if (error.code !== 'EEXIST')
            throw error;
    }
    const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path);
    if (found.isSymbolicLink())
        throw new Error(`${path} is a symbolic link, which is not followed`);
    if (!found.isDirectory())
        throw new Error(`${path} is not a folder`);
}


/***/ })

};
