export const id = 9249;
export const ids = [9249];
export const modules = {

/***/ 93931:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kx: () => (/* binding */ learnOwnApp),
/* harmony export */   oQ: () => (/* binding */ sameApp),
/* harmony export */   xx: () => (/* binding */ ownAppOf)
/* harmony export */ });
/**
 * The app this step writes as (docs/github-facts.md, "Who wrote it"): the app GitHub names on the
 * check run the step created or updated, in its answer to that write. It is the same for the workflow
 * token (`github-actions`) and for an app's installation token, which GitHub answers `GET /user` with
 * 403: no guess stands in for it. An earlier report is ours only when that app wrote it.
 */
/** Learnt per GitHub client, which is one per token for the whole step (src/runtime/github/connector.ts). */
const learnt = new WeakMap();
/** Records the app GitHub's answer to a write of our check run names; an answer naming none is not an answer. */
function learnOwnApp(github, app) {
    const slug = app?.slug?.trim();
    const id = typeof app?.id === 'number' ? app.id : undefined;
    if (slug || id !== undefined)
        learnt.set(github, { ...(id === undefined ? {} : { id }), slug: slug ?? null });
}
/** The app our check run's writes were answered with; undefined while none was. */
function ownAppOf(github) {
    return learnt.get(github);
}
const same = (a, b) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
/** Whether an app GitHub names is `ours`: the same ID where both are known, else the same slug. */
function sameApp(app, ours) {
    if (!app || !ours)
        return false;
    if (typeof app.id === 'number' && typeof ours.id === 'number')
        return app.id === ours.id;
    return same(app.slug, ours.slug);
}


/***/ }),

/***/ 94571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publishUnreported: () => (/* binding */ publishUnreported)
/* harmony export */ });
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22271);
/* harmony import */ var _check_run_output_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16457);
/* harmony import */ var _mark_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34678);
/* harmony import */ var _world_github_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(69292);
/* harmony import */ var _world_deps_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(43715);
/* harmony import */ var _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1003);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34589);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(67388);








/**
 * A required check that never appears leaves a pull request "waiting for status" with nothing saying
 * why: a step that cannot report still completes its check run, `failure` (or `cancelled`), titled
 * with the reason and linking the workflow run, marked as the job's (world/leg-mark.ts) so a job
 * after the matrix names it. Where it cannot be written, a warning says the check will be missing and
 * why. Returns the check run, when there is one.
 */
async function publishUnreported(check, deps) {
    const { github, repository, headSha, log } = deps;
    const name = (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(check.name);
    const missing = (why) => {
        log.warning(`The check "${name}" will be missing (a required check waits for it): ${why}`);
        return undefined;
    };
    if (!github)
        return missing('no GitHub token was given (input `github-token`).');
    if (!repository)
        return missing('GITHUB_REPOSITORY is not set.');
    const title = (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(check.reason), _world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_OUTPUT_TITLE_CHARS */ .yU);
    const summary = [
        `**This step could not report its tests.** ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .markdownText */ .p7)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(check.reason))}`,
        check.happened && (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .markdownText */ .p7)(check.happened),
        `${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .markdownLink */ .iQ)('The workflow run', deps.detailsUrl)} has the step's log.`,
    ]
        .filter(Boolean)
        .join('\n\n');
    const completedAt = new Date(deps.now()).toISOString();
    try {
        if (check.openCheckRunId !== undefined) {
            const run = await (0,_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .closeCheckRun */ .we)(github, { ...repository, id: check.openCheckRunId, signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_6__/* .requestSignal */ .O)(deps), pause: deps.pause }, { conclusion: check.conclusion, title, summary, completedAt });
            log.info(`Check run "${name}" completed as ${check.conclusion}: ${run.url || `#${run.id}`}`);
            return run;
        }
        if (!headSha)
            return missing('the commit is unknown (GITHUB_SHA is not set).');
        const { data } = await github.rest.checks.create({
            ...repository,
            name,
            head_sha: headSha,
            external_id: check.externalId,
            ...(deps.detailsUrl ? { details_url: deps.detailsUrl } : {}),
            status: 'completed',
            conclusion: check.conclusion,
            completed_at: completedAt,
            output: { title, summary, ...textOf(deps) },
            request: { signal: (0,_world_deps_js__WEBPACK_IMPORTED_MODULE_6__/* .requestSignal */ .O)(deps)() },
        });
        const url = data.html_url ?? '';
        log.info(`Check run "${name}": ${check.conclusion}, ${title}: ${url || `#${data.id}`}`);
        return { id: data.id, url };
    }
    catch (error) {
        if (deps.signal?.aborted)
            throw error;
        const why = (0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .describeGitHubError */ .d)(error);
        if ((0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .isPermissionError */ .g)(error))
            return missing(`the token may not create check runs (${why}). ${_check_run_output_js__WEBPACK_IMPORTED_MODULE_1__/* .PERMISSION_HINT */ .aJ}`);
        return missing(`GitHub did not take it (${why}).`);
    }
}
const textOf = (deps) => {
    const text = (0,_mark_js__WEBPACK_IMPORTED_MODULE_2__/* .markOf */ .F)(deps, { room: _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_3__/* .LEG_MARK_ROOM */ .le });
    return text ? { text } : {};
};


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
/* unused harmony export NOT_READY_NOTE */
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

/***/ 43715:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ requestSignal)
/* harmony export */ });
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** Each GitHub request ends with the step's cancellation or after its own time limit. */
function requestSignal(deps) {
    return () => {
        const timeout = AbortSignal.timeout(deps.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
        return deps.signal ? AbortSignal.any([deps.signal, timeout]) : timeout;
    };
}


/***/ }),

/***/ 1003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K7: () => (/* binding */ readLegMark),
/* harmony export */   le: () => (/* binding */ LEG_MARK_ROOM),
/* harmony export */   tK: () => (/* binding */ writeLegMark),
/* harmony export */   ul: () => (/* binding */ markedText)
/* harmony export */ });
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55491);


/** Characters the digest leaves the mark in `output.text`: the run and a few names always fit. */
const LEG_MARK_ROOM = 2048;
/** Tests of each kind a mark names at most, and the longest text of each kept. */
const MAX_MARKED = 200;
const MAX_MARKED_CHARS = 300;
/** Most bytes a mark read back may inflate to: far above what 65,535 characters of a real one hold. */
const MAX_INFLATED_BYTES = 512 * 1024;
const OPEN = '<!-- cloudtest-leg v1 ';
const CLOSE = ' -->';
const FOUND = /<!-- cloudtest-leg v1 ([A-Za-z0-9+/=]{1,65535}) -->/;
const Text = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(MAX_MARKED_CHARS);
const Marked = zod__WEBPACK_IMPORTED_MODULE_1__/* .tuple */ .PVZ([Text, Text, Text]);
const Wire = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    r: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^\d{1,20}$/),
    a: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(10_000),
    j: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .regex(/^[\w.-]{1,100}$/)
        .optional(),
    p: zod__WEBPACK_IMPORTED_MODULE_1__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).max(10_000), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(10_000)]).optional(),
    c: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1).optional(),
    f: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Marked).max(MAX_MARKED),
    u: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Marked).max(MAX_MARKED),
});
const cut = (s) => (s ?? '').slice(0, MAX_MARKED_CHARS);
const wireTest = (t) => [
    cut(t.name),
    cut(t.environment),
    cut(t.platform),
];
const markedTest = ([name, environment, platform]) => ({
    name,
    ...(environment ? { environment } : {}),
    ...(platform ? { platform } : {}),
});
const encode = (wire) => `${OPEN}${(0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gzipSync)(JSON.stringify(wire)).toString('base64')}${CLOSE}`;
/**
 * The mark as `output.text` holds it, within `room` characters: the names of flaky and unknown tests
 * as far as they fit (the last ones go first).
 */
function writeLegMark(mark, room) {
    const flaky = mark.flaky.slice(0, MAX_MARKED).map(wireTest);
    const unknown = mark.unknown.slice(0, MAX_MARKED).map(wireTest);
    const wire = (n) => {
        const f = flaky.slice(0, Math.min(n, flaky.length));
        const u = unknown.slice(0, Math.max(0, n - flaky.length));
        return {
            r: mark.runId,
            a: mark.attempt,
            ...(mark.job && /^[\w.-]{1,100}$/.test(mark.job) ? { j: mark.job } : {}),
            ...(mark.place ? { p: [mark.place.index, mark.place.total] } : {}),
            ...(mark.combined ? { c: 1 } : {}),
            f,
            u,
        };
    };
    // The most names that fit, flaky ones first (a binary search over whole encodings).
    let low = 0;
    let high = flaky.length + unknown.length;
    while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (encode(wire(mid)).length <= room)
            low = mid;
        else
            high = mid - 1;
    }
    return encode(wire(low));
}
/** The mark in a check run's `output.text`, read as untrusted input; undefined when there is none or it is not one. */
function readLegMark(text) {
    const found = text ? FOUND.exec(text) : null;
    if (!found?.[1])
        return undefined;
    try {
        const inflated = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gunzipSync)(Buffer.from(found[1], 'base64'), { maxOutputLength: MAX_INFLATED_BYTES });
        const wire = Wire.parse(JSON.parse(inflated.toString('utf8')));
        const place = wire.p && wire.p[0] < wire.p[1] ? { index: wire.p[0], total: wire.p[1] } : undefined;
        return {
            runId: wire.r,
            attempt: wire.a,
            ...(wire.j ? { job: wire.j } : {}),
            ...(place ? { place } : {}),
            ...(wire.c ? { combined: true } : {}),
            flaky: wire.f.map(markedTest),
            unknown: wire.u.map(markedTest),
        };
    }
    catch {
        return undefined;
    }
}
/** A check run's text: its digest, then its mark. */
const markedText = (digest, mark) => [digest, mark].filter(Boolean).join('\n') || undefined;


/***/ }),

/***/ 34589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EE: () => (/* binding */ MAX_COMMAND_ANNOTATIONS),
/* harmony export */   G_: () => (/* binding */ MAX_ANNOTATION_TITLE_CHARS),
/* harmony export */   Hq: () => (/* binding */ MAX_THUMBNAILS),
/* harmony export */   Lb: () => (/* binding */ MAX_DOWNLOADED_TESTS),
/* harmony export */   RD: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.RD),
/* harmony export */   TN: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.TN),
/* harmony export */   aR: () => (/* binding */ MAX_ANNOTATIONS_PER_REQUEST),
/* harmony export */   dy: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.dy),
/* harmony export */   gv: () => (/* binding */ GITHUB_WRITE_PAUSE_MS),
/* harmony export */   iE: () => (/* binding */ WINDOW_RUNS),
/* harmony export */   jd: () => (/* binding */ MAX_OUTPUT_CHARS),
/* harmony export */   lZ: () => (/* binding */ MAX_ANNOTATION_BYTES),
/* harmony export */   lo: () => (/* binding */ MAX_SHOWN_SIZE),
/* harmony export */   n4: () => (/* binding */ MAX_STEP_SUMMARY_BYTES),
/* harmony export */   q0: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.q0),
/* harmony export */   rV: () => (/* binding */ MAX_CHECK_RUN_ANNOTATIONS),
/* harmony export */   yU: () => (/* binding */ MAX_OUTPUT_TITLE_CHARS),
/* harmony export */   yd: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.yd),
/* harmony export */   zP: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.zP)
/* harmony export */ });
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23243);
/**
 * GitHub's size limits (docs/github-facts.md) and cutting text to them without breaking a character
 * (src/text/characters.ts).
 */
/** Annotations per check-run request. */
const MAX_ANNOTATIONS_PER_REQUEST = 50;
/** Annotation `title`, in characters. */
const MAX_ANNOTATION_TITLE_CHARS = 255;
/**
 * Annotation `message` and `raw_details`: "64 KB", counted in bytes. Read as 64,000 bytes, the smaller
 * of its two readings, so the cut is safe under either.
 */
const MAX_ANNOTATION_BYTES = 64_000;
/** Check run `output.summary` and `output.text`, in characters. */
const MAX_OUTPUT_CHARS = 65_535;
/** Check run `output.title`: GitHub states no limit; one short line, cut like an annotation title. */
const MAX_OUTPUT_TITLE_CHARS = 255;
/** The job summary of one step (GITHUB_STEP_SUMMARY), in bytes. */
const MAX_STEP_SUMMARY_BYTES = 1024 * 1024;
/**
 * Annotations one check run carries at most: 20 requests of 50, paced a second apart, stay far inside
 * GitHub's limits for content-creating requests (80 a minute, 500 an hour: docs/github-facts.md). The
 * job summary and the JUnit and CTRF files list the failed tests beyond it.
 */
const MAX_CHECK_RUN_ANNOTATIONS = 1000;
/** Pause between two writes to one check run: GitHub asks for a second between content-creating requests. */
const GITHUB_WRITE_PAUSE_MS = 1000;
/** Workflow-command annotations the runner shows per level and step. */
const MAX_COMMAND_ANNOTATIONS = 10;
/** Failed tests whose recordings download-assets saves, first ones first. */
const MAX_DOWNLOADED_TESTS = 20;
/** Failed tests shown with a thumbnail of their last screenshot, first ones first, as the room allows. */
const MAX_THUMBNAILS = 6;
/**
 * The most markdown any output of a report holds: a step's job summary (the check run's summary and a
 * comment hold 65,535 and 65,536 characters; the command line keeps its summaries within 1 MiB too).
 * Table rows past this many UTF-16 units fit in no output, so a report keeps no test beyond them.
 */
const MAX_SHOWN_SIZE = MAX_STEP_SUMMARY_BYTES;
// The cuts live with the other character work (src/text/characters.ts); here beside the limits they serve.

/**
 * Reports of the branch a history window holds at most (history/window.ts): the newest, the report
 * that carries it, last. Here, not there, so the inputs that bound `auto-quarantine` by it load no more.
 */
const WINDOW_RUNS = 30;


/***/ })

};
