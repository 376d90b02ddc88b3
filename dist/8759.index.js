export const id = 8759;
export const ids = [8759];
export const modules = {

/***/ 93916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ testRefOf),
/* harmony export */   QO: () => (/* binding */ appKeyOf),
/* harmony export */   TH: () => (/* binding */ idOf),
/* harmony export */   _F: () => (/* binding */ storageRefOf),
/* harmony export */   tw: () => (/* binding */ buildRefOf)
/* harmony export */ });
/* harmony import */ var _transport_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53655);

/**
 * The spec's reference quirks, handled once: app keys with or without their storage scheme, builds by
 * numeric ID or `capabilities.build` string, tests by numeric ID or WebDriver session UUID.
 */
/** `cloud://abc123` or `abc123` \u2192 `abc123`. */
function appKeyOf(value) {
    const trimmed = value.trim();
    const match = /^[a-z][a-z0-9+.-]*:\/\/(.*)$/i.exec(trimmed);
    const key = match?.[1] ?? trimmed;
    if (!key || /[/\s?#]/.test(key))
        throw new TypeError(`"${value}" is not an app key (expected KEY or scheme://KEY)`);
    return (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentValue */ .bo)(key, 'an app key');
}
/** A build: its numeric ID or the `capabilities.build` identifier; never empty, `.` or `..`. */
function buildRefOf(value) {
    return (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentValue */ .bo)(String(value).trim(), 'a build reference');
}
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
/** A test: numeric ID (from 1, ASSUMPTIONS.positiveIds) or WebDriver session ID (UUID, with or without dashes). */
function testRefOf(value) {
    const ref = String(value).trim();
    if (/^\d+$/.test(ref))
        return String(idOf(ref, 'test id'));
    if (UUID.test(ref))
        return ref;
    throw new TypeError(`"${value}" is not a test reference (expected a numeric test ID or a WebDriver session UUID)`);
}
/** A positive numeric ID: an int32 path parameter of the spec, from 1 (ASSUMPTIONS.positiveIds). */
function idOf(value, what) {
    const n = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 2147483647)
        throw new TypeError(`${what} must be a positive whole number, got "${value}"`);
    return n;
}
/** A stored app: its numeric storage ID or its app key (bare or `scheme://KEY`); both are one path segment. */
function storageRefOf(value) {
    return typeof value === 'number' ? String(idOf(value, 'storage id')) : appKeyOf(value);
}


/***/ }),

/***/ 8164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HA: () => (/* binding */ int32),
/* harmony export */   ZZ: () => (/* binding */ pageOf),
/* harmony export */   an: () => (/* binding */ LenientRecordSchema),
/* harmony export */   to: () => (/* binding */ AckSchema),
/* harmony export */   vE: () => (/* binding */ timestamp),
/* harmony export */   xf: () => (/* binding */ positiveId)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55491);

/** int32 as the spec types IDs and counters. */
const int32 = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(-2147483648).max(2147483647);
/** Timestamps are ISO 8601 strings per the spec; their exact form varies, so they stay strings. */
const timestamp = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP();
const AckSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ success: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY() });
/**
 * Positive int32: an ID the service returns and a later step uses (a tunnel to delete, a job to poll);
 * the spec gives IDs no lower bound (ASSUMPTIONS.positiveIds).
 */
const positiveId = int32.min(1, 'expected a positive whole number (an ID)');
/** Items skipped, returned and listed: never negative, or the walk over the list could not be trusted. */
const countOf = int32.min(0);
const MetaSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ offset: countOf, count: countOf, total: countOf });
/** What a JSON value is, in zod's words: `array`, `null`, `string`, \u2026 */
const kindOf = (value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
/**
 * A record the spec leaves "not shown": any object, every field kept, none required.
 * Actions read such records only through an adapter that treats what is missing as unknown.
 * Taken as it is, not copied field by field: a build's pages hold 100,000 records, and a copy of
 * each (`z.looseObject`) was the largest share of the memory reading them churned through.
 */
const LenientRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .custom */ .IeY((value) => kindOf(value) === 'object', {
    error: (issue) => `Invalid input: expected object, received ${kindOf(issue.input)}`,
});
/**
 * A list answer. Where the spec shows the `{ data, meta }` envelope (`enveloped`), only that is read;
 * elsewhere the envelope is open and a bare array is accepted too (ASSUMPTIONS.bareLists), its meta left
 * to the walk over it (src/api/transport/pagination.ts) rather than guessed from its length.
 */
function pageOf(item, options = {}) {
    const envelope = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ data: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item), meta: MetaSchema });
    const schema = options.enveloped
        ? envelope
        : zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([envelope, zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item).transform((data) => ({ data }))]);
    return schema;
}


/***/ }),

/***/ 53655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bo: () => (/* binding */ segmentValue),
/* harmony export */   wE: () => (/* binding */ route)
/* harmony export */ });
/* unused harmony export pathSegment */
/**
 * Request paths. A value placed in a path is one whole segment: escaped, and never empty, `.` or `..`,
 * which a URL resolves away (`/v1/builds/..` is `/v1/`), sending the request to another endpoint.
 */
/** The value, unless it would not stay one path segment: then a TypeError naming what it was meant to be. */
function segmentValue(value, what = 'a path parameter') {
    const text = String(value);
    if (text === '' || text === '.' || text === '..') {
        const shown = text ? `"${text}"` : 'empty';
        throw new TypeError(`${what} must not be ${shown}: it would change the request's path`);
    }
    return text;
}
/** The value as one escaped path segment. */
function pathSegment(value, what) {
    return encodeURIComponent(segmentValue(value, what));
}
/** Tagged template that makes every interpolated value one checked path segment: route`/v1/tunnel/${id}`. */
function route(strings, ...params) {
    return strings.reduce((path, part, i) => path + part + (i < params.length ? pathSegment(params[i] ?? '') : ''), '');
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

/***/ 52487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_SESSIONS_READ: () => (/* binding */ MAX_SESSIONS_READ),
/* harmony export */   SessionTally: () => (/* binding */ SessionTally),
/* harmony export */   joinedSessionTime: () => (/* binding */ joinedSessionTime),
/* harmony export */   readSessions: () => (/* binding */ readSessions)
/* harmony export */ });
/* harmony import */ var _api_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39762);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72487);
/* harmony import */ var _runtime_in_parallel_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28325);
/* harmony import */ var _test_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9374);




/** Session time being added up, one session at a time. */
class SessionTally {
    time = {
        vmSeconds: 0,
        deviceSeconds: 0,
        retrySeconds: 0,
        sessions: 0,
        untold: 0,
        untimed: 0,
    };
    /** One session: its place, its seconds (undefined: unknown), and whether a later attempt replaced it. */
    add(place, seconds, retry = false) {
        const t = this.time;
        t.sessions++;
        if (place === 'untold')
            t.untold++;
        if (seconds === undefined || !Number.isFinite(seconds)) {
            t.untimed++;
            return;
        }
        if (place === 'physical')
            t.deviceSeconds += seconds;
        else
            t.vmSeconds += seconds;
        if (retry)
            t.retrySeconds += seconds;
    }
    /** Sessions known to exist whose time is not known: counted, untimed. */
    addUntimed(count) {
        this.time.sessions += count;
        this.time.untimed += count;
    }
    total() {
        return { ...this.time };
    }
}
/** Several reports' session time as one (the builds a prefix matched, a matrix's legs). */
function joinedSessionTime(parts) {
    const given = parts.filter((p) => p !== undefined);
    if (!given.length)
        return undefined;
    const sum = (key) => given.reduce((n, p) => n + p[key], 0);
    return {
        vmSeconds: sum('vmSeconds'),
        deviceSeconds: sum('deviceSeconds'),
        retrySeconds: sum('retrySeconds'),
        sessions: sum('sessions'),
        untold: sum('untold'),
        untimed: sum('untimed'),
    };
}
/** Session records read at most for a Codeless report; beyond, sessions are counted untimed. */
const MAX_SESSIONS_READ = 1000;
/** Records read at once. */
const READ_CONCURRENCY = 8;
/**
 * The session time of a Codeless report's jobs: each spawned test's record read once (GET
 * /v1/tests/{id}, 8 at a time, the first MAX_SESSIONS_READ; none `known` already), its `duration` and
 * where it ran. A record that could not be read counts untimed, and one line says how many.
 */
async function readSessions(jobs, ctx, known = new Map()) {
    const tally = new SessionTally();
    const seconds = new Map();
    const all = jobs.flatMap((job) => job.ids.map((id) => ({ id, retry: job.retry })));
    const unknown = [];
    for (const { id, retry } of all) {
        const session = known.get(id);
        if (!session) {
            unknown.push({ id, retry });
            continue;
        }
        tally.add(session.place, session.seconds, retry);
        if (session.seconds !== undefined)
            seconds.set(id, session.seconds);
    }
    const read = unknown.slice(0, MAX_SESSIONS_READ);
    const unread = unknown.length - read.length;
    tally.addUntimed(unread);
    let failed = 0;
    let problem;
    await (0,_runtime_in_parallel_js__WEBPACK_IMPORTED_MODULE_3__/* .inParallel */ .H)(read, READ_CONCURRENCY, async (next) => {
        try {
            const f = (0,_api_records_js__WEBPACK_IMPORTED_MODULE_0__/* .testRecordFields */ .LP)(await ctx.client.tests.get(next.id, { skipFields: _test_record_js__WEBPACK_IMPORTED_MODULE_2__/* .COUNTING_SKIPPED_FIELDS */ .Vc }));
            tally.add(f.session ?? 'untold', f.duration, next.retry);
            if (f.duration !== undefined)
                seconds.set(next.id, f.duration);
        }
        catch (error) {
            if (ctx.signal.aborted)
                throw error;
            tally.addUntimed(1);
            failed++;
            problem ??= (0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__.messageOf)(error);
        }
    });
    if (failed)
        ctx.log.warning(`The records of ${failed} of ${read.length} sessions could not be read, so their time is not in the session time: ${problem}`);
    if (unread)
        ctx.log.info(`The session time counts ${all.length - unread} of ${all.length} sessions; the service's dashboard has the rest.`);
    return { time: tally.total(), seconds };
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
    return { key: f.id ?? f.sessionId, running: f.running, completedAt, session: f.session ?? 'untold', entry };
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


/***/ }),

/***/ 28325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ inParallel)
/* harmony export */ });
/** `work` over the items, at most `limit` at a time: requests to the service in a bounded burst. */
async function inParallel(items, limit, work) {
    const queue = [...items];
    const worker = async () => {
        for (let item = queue.shift(); item !== undefined; item = queue.shift())
            await work(item);
    };
    await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}


/***/ })

};
