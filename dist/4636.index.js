export const id = 4636;
export const ids = [4636];
export const modules = {

/***/ 23930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cp: () => (/* binding */ notComparedMarkdown),
/* harmony export */   DH: () => (/* binding */ QUARANTINED_MARK),
/* harmony export */   Ei: () => (/* binding */ comparedLine),
/* harmony export */   GK: () => (/* binding */ notComparedText),
/* harmony export */   Kp: () => (/* binding */ testWords),
/* harmony export */   Pl: () => (/* binding */ headline),
/* harmony export */   VF: () => (/* binding */ comparisonText),
/* harmony export */   a8: () => (/* binding */ changesLine),
/* harmony export */   l4: () => (/* binding */ excusedClause),
/* harmony export */   vR: () => (/* binding */ comparisonMarkdown)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34589);
/* harmony import */ var _text_form_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94857);



/** "compared with `abc1234` (main)", the commit linked when its page is known. */
function comparedWith(c, form) {
    const commit = form.commit(c.sha);
    return `${commit}${c.branch ? ` (${form.text((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(c.branch), 100))})` : ''}`;
}
/**
 * "2 new failures, 3 still failing, 1 fixed": what changed, leading the check run's title; what a
 * quarantine excused is in neither count (history/quarantine.ts, `countedComparison`).
 */
function changesLine(c) {
    const parts = [
        c.newFailures.count ? (0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(c.newFailures.count, 'new failure') : '',
        c.stillFailing.count ? `${c.stillFailing.count} still failing` : '',
        c.fixed.count ? `${c.fixed.count} fixed` : '',
    ].filter(Boolean);
    return parts.join(', ');
}
/** How a list marks a failed test a quarantine excuses, wherever it names one. */
const QUARANTINED_MARK = '\ud83d\udd12 Quarantined (excused)';
/** "2 quarantined (excused)": failures a quarantine excused, said apart from what counts; empty for none. */
const excusedClause = (quarantined) => quarantined ? `${quarantined} quarantined (excused)` : '';
/** "2 new failures; 2 quarantined (excused)": what changed, then what was excused, for a sentence. */
function comparedLine(c) {
    return [changesLine(c) || 'no new failures, nothing fixed', excusedClause(c.quarantined)]
        .filter(Boolean)
        .join('; ');
}
/**
 * A report's title: what changed that counts, the counts (`4 of 30 tests failed, 1 unknown`), then
 * what a quarantine excused as a clause of its own: `2 new failures: 4 of 30 tests failed; 2
 * quarantined (excused)`. A report that passes only because every failure is excused says so first:
 * `All 2 failures are quarantined (excused): 2 of 30 tests failed`.
 */
function headline(counts, c, excused) {
    const changes = c ? changesLine(c) : '';
    if (excused.every && excused.count) {
        const every = excused.count === 1
            ? 'The only failure is quarantined (excused)'
            : `All ${excused.count} failures are quarantined (excused)`;
        return `${[every, changes].filter(Boolean).join(', ')}: ${counts}`;
    }
    return [`${changes ? `${changes}: ` : ''}${counts}`, excusedClause(excused.count)]
        .filter(Boolean)
        .join('; ');
}
/** A test in words: its name, browser or device and platform, on one line of at most 300 characters. */
function testWords(e) {
    const where = [e.environment, e.platform].filter(Boolean).join(', ');
    return (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(where ? `${e.name} (${where})` : e.name), 300);
}
/** A test as a list item, as text. */
const item = (e, form) => form.item(form.text(testWords(e)));
function section(title, changed, form, note) {
    if (!changed.count)
        return '';
    const more = changed.count - changed.first.length;
    const rest = more > 0 ? [form.item(`\u2026 and ${more} more${note ? ` (${note})` : ''}`)] : [];
    const items = changed.first.map((e) => item(e, form));
    return [form.strong(`${title} (${changed.count})`), '', ...items, ...rest, ''].join('\n');
}
/**
 * The comparison as the summaries lead with it: the commit compared with, then new failures, still
 * failing and fixed, each with its first tests named.
 */
function comparisonText(c, form) {
    const counts = [
        c.newTests === undefined ? '' : `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(c.newTests, 'new test')}`,
        c.removed === undefined ? '' : `${c.removed} removed`,
    ].filter(Boolean);
    const head = `${form.strong(`Compared with ${comparedWith(c, form)}:`)} ${comparedLine(c)}` +
        `${counts.length ? `; ${counts.join(', ')}` : ''}.` +
        (c.basis ? ` This is ${form.text(c.basis)}.` : '') +
        (c.versions ? ` ${form.text(capitalized(c.versions))}.` : '') +
        (c.partial ? ` Note: ${form.text(c.partial)}.` : '');
    const fixedNote = c.fixed.count && !c.fixed.first.length ? 'named on the base commit' : undefined;
    return [
        head,
        '',
        section('New failures', c.newFailures, form, 'see the failed tests below'),
        section('Still failing', c.stillFailing, form, 'see the failed tests below'),
        section('Fixed', c.fixed, form, fixedNote),
    ]
        .filter((part, i) => i < 2 || part)
        .join('\n')
        .trim();
}
/** The comparison in markdown, commits linked on the server `env` names. */
const comparisonMarkdown = (c, env) => comparisonText(c, (0,_text_form_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownForm */ .Q)(env));
const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/** One sentence for a report that could not be compared. */
function notComparedText(why, form) {
    return `${form.strong('Not compared with the base branch:')} ${form.text(why)}.`;
}
const notComparedMarkdown = (why) => notComparedText(why, (0,_text_form_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownForm */ .Q)({}));


/***/ }),

/***/ 94857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ markdownForm),
/* harmony export */   m: () => (/* binding */ PLAIN_FORM)
/* harmony export */ });
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23243);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67388);
/* harmony import */ var _value_table_row_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77505);
/* harmony import */ var _world_commit_sha_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76395);
/* harmony import */ var _world_environment_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90028);





/** The commit's page on GitHub, built from GITHUB_SERVER_URL and the repository; undefined when not https. */
function commitUrl(env, sha) {
    const repository = (0,_world_environment_js__WEBPACK_IMPORTED_MODULE_3__/* .repositoryUrl */ .Ek)(env);
    if (!repository || !(0,_world_commit_sha_js__WEBPACK_IMPORTED_MODULE_4__/* .isCommitSha */ ._$)(sha))
        return undefined;
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .httpsUrl */ .N3)(`${repository}/commit/${sha}`);
}
/** "`abc1234`", linked to the commit's page when it is known. */
function commitLink(env, sha) {
    const short = `\`${sha.slice(0, 7)}\``;
    const url = commitUrl(env, sha);
    return url ? `[${short}](<${url}>)` : short;
}
/** Markdown, as GitHub renders it; commits linked to their pages on the server `env` names. */
function markdownForm(env) {
    const row = (cells) => `|${cells.map((c) => (c ? ` ${c} ` : ' ')).join('|')}|`;
    return {
        text: _text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7,
        // A long run without white space may wrap, rather than widen the table past the page.
        cell: (text) => (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCell */ .UZ)((0,_value_table_row_js__WEBPACK_IMPORTED_MODULE_2__/* .tableBreaks */ .a5)(text)),
        strong: (text) => `**${text}**`,
        aside: (text) => `_${text}_`,
        commit: (sha) => commitLink(env, sha),
        item: (text) => `- ${text}`,
        code: (text) => `\`${text}\``,
        details: (summary, body) => `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`,
        table: (head, rows, right = []) => [row(head), `|${head.map((_, i) => (right[i] ? '---:' : '---')).join('|')}|`, ...rows.map(row)].join('\n'),
    };
}
/** Widest a plain table's column is padded to: a longer cell runs on, and the rest of its row with it. */
const MAX_PLAIN_COLUMN = 40;
/** Plain text for a log: no marks, tables as columns lined up, each row indented. */
const PLAIN_FORM = {
    text: (text) => text,
    cell: _text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN,
    strong: (text) => text,
    aside: (text) => text,
    commit: (sha) => sha.slice(0, 7),
    item: (text) => `  - ${text}`,
    code: (text) => text,
    details: (summary, body) => `${summary}:\n${body}`,
    table: (head, rows, right = []) => {
        const all = [head, ...rows];
        const widths = head.map((_, i) => Math.min(MAX_PLAIN_COLUMN, Math.max(...all.map((r) => (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalColumns */ .UV)(r[i] ?? '')))));
        const line = (cells) => `  ${cells
            .map((cell, i) => {
            const pad = ' '.repeat(Math.max(0, (widths[i] ?? 0) - (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalColumns */ .UV)(cell)));
            if (i === cells.length - 1 && !right[i])
                return cell;
            return right[i] ? pad + cell : cell + pad;
        })
            .join('  ')}`.trimEnd();
        return all.map(line).join('\n');
    },
};


/***/ }),

/***/ 44636:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G2: () => (/* binding */ openCheckRun),
/* harmony export */   OX: () => (/* binding */ updateCheckRunText),
/* harmony export */   _U: () => (/* binding */ createCheckRun),
/* harmony export */   lW: () => (/* binding */ annotationOf),
/* harmony export */   vo: () => (/* binding */ findOpenCheckRun),
/* harmony export */   we: () => (/* binding */ closeCheckRun)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42179);
/* harmony import */ var _history_comparison_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23930);
/* harmony import */ var _value_links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74353);
/* harmony import */ var _world_github_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69292);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34589);





/**
 * One failed test as an annotation on line 1 of `path`, every text within GitHub's limits; a flaky one
 * a notice, and a failure a quarantine excuses (`quarantined`) a warning that says so.
 */
function annotationOf(entry, path, quarantined = false) {
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
    const failed = entry.message?.trim() || 'The test failed.';
    // A failure a quarantine excuses fails nothing: a warning that says so.
    const message = quarantined ? `${_history_comparison_text_js__WEBPACK_IMPORTED_MODULE_0__/* .QUARANTINED_MARK */ .DH}: ${failed}` : failed;
    return {
        path,
        start_line: 1,
        end_line: 1,
        annotation_level: flaky ? 'notice' : quarantined ? 'warning' : 'failure',
        title: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(where ? `${entry.name} (${where})` : entry.name), _world_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_ANNOTATION_TITLE_CHARS */ .G_),
        message: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .cutToBytes */ .zP)(flaky
            ? `Flaky: passed ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .passedOnAttempt */ .dg)(entry)}: ${message}`
            : attempts
                ? `${attempts} attempts, the last failed: ${message}`
                : message, _world_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_ANNOTATION_BYTES */ .lZ),
        ...(details.length ? { raw_details: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .cutToBytes */ .zP)(details.join('\n'), _world_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_ANNOTATION_BYTES */ .lZ) } : {}),
    };
}
const outputOf = (title, summary, annotations = [], text) => ({
    title: (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(title), _world_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_OUTPUT_TITLE_CHARS */ .yU),
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
        output: outputOf(text.title, text.summary, [], text.text),
        request: { signal: place.signal() },
    });
    return { id: data.id, url: data.html_url ?? '', app: data.app };
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
    return found && { id: found.id, url: found.html_url ?? '', app: found.app };
}
/**
 * Completes an open check run without a report (a failed wait, a report GitHub did not take, a post
 * step closing what main left open), asked again while GitHub's answer may heal (`askedUntilHealed`).
 */
async function closeCheckRun(github, run, end) {
    const { data } = await (0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .askedUntilHealed */ .we)(() => github.rest.checks.update({
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
/**
 * Replaces a check run's title and summary; its status and annotations stay as they are: the text of
 * one in progress (what runs now), or a completed one's corrected.
 */
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
 * annotations adds to those already there). Completing an open one is asked again (`askedUntilHealed`); a
 * failed first request throws; a failed batch stops the sending and is returned, since the check run
 * itself stands.
 */
async function createCheckRun(github, req) {
    const batches = [];
    for (let i = 0; i < req.annotations.length; i += _world_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_ANNOTATIONS_PER_REQUEST */ .aR)
        batches.push(req.annotations.slice(i, i + _world_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_ANNOTATIONS_PER_REQUEST */ .aR));
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
        : await (0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .askedUntilHealed */ .we)(() => github.rest.checks.update({ owner, repo, check_run_id: existingId, ...completion() }), req.pause);
    let sent = batches[0]?.length ?? 0;
    const made = { id: data.id, url: data.html_url ?? '', app: data.app };
    for (const batch of batches.slice(1)) {
        try {
            await req.pause(_world_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_WRITE_PAUSE_MS */ .gv);
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

/***/ 74353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Be: () => (/* binding */ LINKS_EXPIRE_NOTE),
/* harmony export */   IW: () => (/* binding */ safeLabel),
/* harmony export */   Om: () => (/* binding */ linkLines),
/* harmony export */   c0: () => (/* binding */ mediaTypeOf),
/* harmony export */   eG: () => (/* binding */ hasLinks),
/* harmony export */   jf: () => (/* binding */ markdownLinks),
/* harmony export */   q3: () => (/* reexport safe */ _text_escape_js__WEBPACK_IMPORTED_MODULE_0__.q3),
/* harmony export */   ry: () => (/* binding */ labelledLinks),
/* harmony export */   wD: () => (/* binding */ LINKS_SIGNED_NOTE),
/* harmony export */   xn: () => (/* binding */ thumbnail)
/* harmony export */ });
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34589);


// The report's links are read with the same rule as the service's records (src/api/records.ts).

/**
 * Links to a test's recordings in every output. The URLs come from the service, so only an absolute
 * http(s) URL is kept, in the normalized form `URL` gives it (spaces, quotes, `<` and `>` percent-encoded),
 * and it is escaped again for each place it goes; in markdown only an https URL is a link (a label
 * alone stands for any other). Labels are ours, or a log's name cut to safe letters.
 */
/** Shown once beside links: the service signs them for a limited time. */
const LINKS_EXPIRE_NOTE = 'Links to videos, screenshots and logs are signed by the service and expire; `download-assets: failed` keeps copies as files.';
/** The same, where no `download-assets` input is at hand (the command line's reports). */
const LINKS_SIGNED_NOTE = 'Links to videos, screenshots and logs are signed by the service and expire.';
/** Shown when the service said the recordings were not ready when the report was made. */
const NOT_READY_NOTE = 'the service had not finished processing the recordings; the links may work only later';
/** Width of a thumbnail in the job summary, in pixels. */
const THUMBNAIL_WIDTH = 320;
/** A log's name as a label: letters, digits, space, dot, dash and underscore only, 40 characters at most. */
function safeLabel(value) {
    return (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(value.replace(/[^\p{L}\p{N} ._-]/gu, ' ')), 40);
}
/** Video, last screenshot and each log, labelled, in that order. */
function labelledLinks(links) {
    if (!links)
        return [];
    const last = links.screenshots?.at(-1);
    return [
        ...(links.video ? [{ label: 'video', url: links.video }] : []),
        ...(last ? [{ label: 'last screenshot', url: last }] : []),
        ...(links.logs ?? []).map((log) => ({ label: `log: ${log.label}`, url: log.url })),
    ];
}
/** Whether `labelledLinks` gives the test any link (told without making them: it runs per test read). */
const hasLinks = ({ links }) => Boolean(links && (links.video || links.screenshots?.at(-1) || links.logs?.length));
/** Plain-text lines for annotation details and report files: `Video: https://\u2026`, then the note. */
function linkLines(links) {
    const list = labelledLinks(links);
    if (!list.length)
        return [];
    const lines = list.map((l) => `${l.label[0]?.toUpperCase()}${l.label.slice(1)}: ${l.url}`);
    if (links?.notReady)
        lines.push(`Note: ${NOT_READY_NOTE}.`);
    lines.push('These links are signed by the service and expire.');
    return lines;
}
/** `[video](<\u2026>) \u00b7 [last screenshot](<\u2026>) \u00b7 [log: selenium](<\u2026>)`, empty without links. */
function markdownLinks(links, options) {
    const list = labelledLinks(links).map((l) => (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(l.label, l.url, options));
    if (list.length && links?.notReady)
        list.push('(not ready yet)');
    return list.join(' \u00b7 ');
}
/**
 * A thumbnail of the test's last screenshot that opens the full image, with the test's name under it;
 * undefined without an https screenshot. `name` must already be escaped for markdown.
 */
function thumbnail(entry, escapedName) {
    const last = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(entry.links?.screenshots?.at(-1));
    if (!last)
        return undefined;
    const src = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtmlAttribute */ .TX)(last);
    return `<a href="${src}"><img src="${src}" width="${THUMBNAIL_WIDTH}" alt="Last screenshot"></a><br>${escapedName}\n`;
}
/**
 * The path of an address as `httpUrl` gives it (serialized: its user, host and port hold no `/`, `?`
 * or `#`), read off the text: what `new URL(href).pathname` is, without making a URL of every link.
 */
const SERIALIZED_PATH = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^?#]*)/i;
/**
 * A file extension and MIME type from the path of an address as `httpUrl` gives it, for attachments
 * and downloads; `fallback` when unknown.
 */
function mediaTypeOf(url, fallback) {
    const known = {
        mp4: 'video/mp4',
        webm: 'video/webm',
        png: 'image/png',
        jpg: 'image/jpeg',
        jpeg: 'image/jpeg',
        gif: 'image/gif',
        log: 'text/plain',
        txt: 'text/plain',
        json: 'application/json',
    };
    const path = SERIALIZED_PATH.exec(url)?.[1] ?? '';
    const extension = /\.([a-z0-9]{2,5})$/i.exec(path)?.[1]?.toLowerCase();
    return extension && known[extension] ? { extension, type: known[extension] } : fallback;
}


/***/ }),

/***/ 77505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JH: () => (/* binding */ CELL_CHARS),
/* harmony export */   a5: () => (/* binding */ tableBreaks),
/* harmony export */   jD: () => (/* binding */ tableRow)
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
 * column (`linked`); `mark` leads its message (a failure a quarantine excuses says so). Its size
 * without either is the least any summary gives the test (src/report/value/reader.ts).
 */
function tableRow(e, linked, mark) {
    const message = messageCell(e);
    return (`| ${rowCell(e.name, CELL_CHARS.name)} | ${rowCell(e.environment, CELL_CHARS.environment)} | ` +
        `${rowCell(e.platform, CELL_CHARS.platform)} |` +
        `${linked ? ` ${(0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .markdownLinks */ .jf)(e.links, { inTable: true })} |` : ''}` +
        ` ${rowCell(mark ? [mark, message].filter(Boolean).join(': ') : message, CELL_CHARS.message)} |\n`);
}
/** A test's message, after what its attempts were when it had more than one. */
function messageCell(e) {
    if (!e.attempts || e.attempts < 2)
        return e.message;
    const attempts = e.outcome === 'flaky' ? `Passed ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .passedOnAttempt */ .dg)(e)}` : `${e.attempts} attempts, the last`;
    return e.message ? `${attempts}: ${e.message}` : attempts;
}
/**
 * A table cell's text as it may wrap: a run without white space longer than 20 characters (a URL,
 * base64, a snake_case name) after every 15, so five columns of such runs still fit a pull request
 * comment's column (760 px, test/e2e/reviewer-reads.test.ts); words stay whole.
 */
const tableBreaks = (text) => (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .softBreaks */ .pU)(text, 15, 20);
/** A cell of a table row: as the summary's `cell`, and a long run without white space may wrap. */
function rowCell(value, max) {
    if (!value)
        return '';
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCell */ .UZ)(tableBreaks((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(value), max)));
}


/***/ }),

/***/ 69292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gw: () => (/* binding */ pauseBeforeRetry),
/* harmony export */   dZ: () => (/* binding */ describeGitHubError),
/* harmony export */   gj: () => (/* binding */ isPermissionError),
/* harmony export */   we: () => (/* binding */ askedUntilHealed)
/* harmony export */ });
/* harmony import */ var _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35504);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34589);


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
/** Tries of a request GitHub's answer may heal: the first and two more. */
const GITHUB_ATTEMPTS = 3;
/** GitHub's wait after a secondary rate limit that names none, and the longest we take from it. */
const RATE_LIMIT_PAUSE_MS = 60_000;
/**
 * A request to GitHub tried again while its answer may heal (`pauseBeforeRetry`), `attempts` times at
 * most: the write that completes a check run (a check left in progress blocks a pull request that
 * requires it; a retry after an answer lost on the way may append that request's annotations twice,
 * the lesser harm), or a read the verdict rests on (the base's quarantine file).
 */
async function askedUntilHealed(request, pause, attempts = GITHUB_ATTEMPTS) {
    for (let attempt = 1;; attempt++) {
        try {
            return await request();
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
 * limit (403 or 429 saying so) waits as GitHub asks (a spent quota does not: nothing heals before its
 * reset, src/runtime/github-quota.ts): its `retry-after`, else a minute; a 5xx, a network
 * error or a time-out (Octokit reports the last two as 500) waits GITHUB_WRITE_PAUSE_MS, then twice
 * that (docs/github-facts.md).
 */
function pauseBeforeRetry(error, attempt) {
    if (error instanceof _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubQuotaSpent */ .i)
        return undefined;
    const e = error;
    const status = typeof e.status === 'number' ? e.status : 500;
    if (status === 429 || (status === 403 && /rate limit/i.test(describeGitHubError(error)))) {
        const seconds = Number(e.response?.headers?.['retry-after']);
        return Number.isFinite(seconds) && seconds >= 0
            ? Math.min(seconds * 1000, RATE_LIMIT_PAUSE_MS)
            : RATE_LIMIT_PAUSE_MS;
    }
    return status >= 500 ? _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .GITHUB_WRITE_PAUSE_MS */ .gv * 2 ** (attempt - 1) : undefined;
}


/***/ })

};
