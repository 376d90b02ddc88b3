export const id = 3370;
export const ids = [3370,1443,8850,2372,9062,6681,2940,3824,6469];
export const modules = {

/***/ 76847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Li: () => (/* binding */ CompactTests),
/* harmony export */   S8: () => (/* binding */ testKey)
/* harmony export */ });
/* unused harmony export OUTCOMES */
/** Outcomes as stored in a byte per test. */
const OUTCOMES = ['passed', 'failed', 'unknown'];
const OUTCOME_CODE = { passed: 0, failed: 1, unknown: 2 };
/**
 * A 32-bit key of what makes a test the same test from one report to the next: its name (`keyName`
 * when the shown name carries what changes per run), browser or device, and platform (FNV-1a over their UTF-16 code units).
 */
function testKey(entry) {
    let hash = 0x811c9dc5;
    // The three texts with a NUL after each, hashed where they are (no string is made per test).
    for (const text of [entry.keyName ?? entry.name, entry.environment ?? '', entry.platform ?? '']) {
        for (let i = 0; i < text.length; i++)
            hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
        hash = Math.imul(hash, 0x01000193);
    }
    return hash >>> 0;
}
/**
 * A compact record of every test of a report, in order: its key (`testKey`), outcome, duration and
 * end, in typed arrays that grow as tests are added (about 21 bytes a test), never an object per test.
 * What a digest of the report and the grouping of a test's attempts are made from.
 */
class CompactTests {
    keys = new Uint32Array(64);
    outcomes = new Uint8Array(64);
    /** Seconds; NaN when unknown. */
    durations = new Float64Array(64);
    /** Milliseconds since the epoch; NaN when unknown. */
    ends = new Float64Array(64);
    size = 0;
    get length() {
        return this.size;
    }
    key(i) {
        return this.keys[i] ?? 0;
    }
    outcome(i) {
        return OUTCOMES[this.outcomes[i] ?? 0] ?? 'unknown';
    }
    /** Seconds, when the service gave them. */
    duration(i) {
        const d = this.durations[i] ?? NaN;
        return Number.isNaN(d) ? undefined : d;
    }
    /** When the test ended, in milliseconds since the epoch, when known. */
    completedAt(i) {
        const at = this.ends[i] ?? NaN;
        return Number.isNaN(at) ? undefined : at;
    }
    /** Adds a test at the end; its index. */
    push(entry) {
        if (this.size === this.keys.length)
            this.grow();
        this.set(this.size, entry);
        return this.size++;
    }
    /** Sets the test at `i` (a test read again) to what `entry` says now. */
    set(i, entry) {
        this.keys[i] = testKey(entry);
        this.outcomes[i] = OUTCOME_CODE[entry.outcome];
        this.durations[i] = entry.duration ?? NaN;
        this.ends[i] = entry.completedAt ?? NaN;
    }
    /** Adds test `i` of `from` at the end. */
    copy(from, i) {
        if (this.size === this.keys.length)
            this.grow();
        this.keys[this.size] = from.keys[i] ?? 0;
        this.outcomes[this.size] = from.outcomes[i] ?? 0;
        this.durations[this.size] = from.durations[i] ?? NaN;
        this.ends[this.size] = from.ends[i] ?? NaN;
        this.size++;
    }
    /**
     * From the first start to the last end the service gave (a test's end less its duration is its
     * start); undefined when no test's end is known. Both report files take their run's time from here.
     */
    span() {
        let start = Infinity;
        let stop = -Infinity;
        for (let i = 0; i < this.size; i++) {
            const end = this.ends[i] ?? NaN;
            if (Number.isNaN(end))
                continue;
            const duration = this.durations[i] ?? NaN;
            start = Math.min(start, end - Math.round((Number.isNaN(duration) ? 0 : duration) * 1000));
            stop = Math.max(stop, end);
        }
        return stop === -Infinity ? undefined : { start, stop };
    }
    grow() {
        const length = this.keys.length * 2;
        const grown = (old, make) => {
            const next = make(length);
            next.set(old);
            return next;
        };
        this.keys = grown(this.keys, (n) => new Uint32Array(n));
        this.outcomes = grown(this.outcomes, (n) => new Uint8Array(n));
        this.durations = grown(this.durations, (n) => new Float64Array(n));
        this.ends = grown(this.ends, (n) => new Float64Array(n));
    }
}


/***/ }),

/***/ 97616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ judge),
/* harmony export */   c: () => (/* binding */ FAIL_ON_MODES)
/* harmony export */ });
/** Input `fail-on`: what fails the step and the check run (README, "Compared with the base branch"). */
const FAIL_ON_MODES = ['failures', 'new-failures', 'nothing'];
/**
 * The rule of `fail-on` for a report whose own conclusion is `conclusion`. Only a failure of tests is
 * judged (a time-out or a cancel stays as it is). Failures that do not block make the check run
 * `neutral`, which GitHub lets pass a required check while showing it is not a success
 * (docs/github-facts.md); under `new-failures` a report that could not be compared blocks, since
 * nothing tells its failures are old.
 */
function judge(failOn, report, compared) {
    const { conclusion, counts } = report;
    if (conclusion !== 'failure')
        return { conclusion, blocks: false };
    if (failOn === 'nothing')
        return { conclusion: 'neutral', blocks: false, note: 'fail-on is nothing, so the step passes' };
    if (failOn === 'failures' || !counts.failed)
        return { conclusion, blocks: true };
    const { comparison } = compared;
    if (!comparison)
        return {
            conclusion,
            blocks: true,
            note: `fail-on is new-failures, but this report could not be compared (${compared.notCompared ?? 'no comparison was made'}), so its failures count as new`,
        };
    const short = comparison.sha.slice(0, 7);
    if (comparison.newFailures.count)
        return {
            conclusion,
            blocks: true,
            note: `${comparison.newFailures.count} of them did not fail on ${short} (fail-on: new-failures)`,
        };
    return {
        conclusion: 'neutral',
        blocks: false,
        note: `none of them is new: each failed on ${short} too (fail-on is new-failures, so the step passes)`,
    };
}


/***/ }),

/***/ 25356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EE: () => (/* binding */ MAX_COMMAND_ANNOTATIONS),
/* harmony export */   G_: () => (/* binding */ MAX_ANNOTATION_TITLE_CHARS),
/* harmony export */   Lb: () => (/* binding */ MAX_DOWNLOADED_TESTS),
/* harmony export */   RD: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.RD),
/* harmony export */   TN: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.TN),
/* harmony export */   aR: () => (/* binding */ MAX_ANNOTATIONS_PER_REQUEST),
/* harmony export */   dy: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.dy),
/* harmony export */   gv: () => (/* binding */ GITHUB_WRITE_PAUSE_MS),
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
/**
 * The most markdown any output of a report holds: a step's job summary (the check run's summary and a
 * comment hold 65,535 and 65,536 characters; the command line keeps its summaries within 1 MiB too).
 * Table rows past this many UTF-16 units fit in no output, so a report keeps no test beyond them.
 */
const MAX_SHOWN_SIZE = MAX_STEP_SUMMARY_BYTES;
// The cuts live with the other character work (src/text/characters.ts); here beside the limits they serve.



/***/ }),

/***/ 83303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Be: () => (/* binding */ LINKS_EXPIRE_NOTE),
/* harmony export */   IW: () => (/* binding */ safeLabel),
/* harmony export */   Om: () => (/* binding */ linkLines),
/* harmony export */   c0: () => (/* binding */ mediaTypeOf),
/* harmony export */   eG: () => (/* binding */ hasLinks),
/* harmony export */   jf: () => (/* binding */ markdownLinks),
/* harmony export */   q3: () => (/* binding */ httpUrl),
/* harmony export */   ry: () => (/* binding */ labelledLinks),
/* harmony export */   wD: () => (/* binding */ LINKS_SIGNED_NOTE),
/* harmony export */   xn: () => (/* binding */ thumbnail)
/* harmony export */ });
/* unused harmony export NOT_READY_NOTE */
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25356);


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
/** An absolute http(s) URL, normalized; anything else (other schemes, relative, not a string) is absent. */
function httpUrl(value) {
    if (typeof value !== 'string' || !value.trim())
        return undefined;
    try {
        const url = new URL(value.trim());
        return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
    }
    catch {
        return undefined;
    }
}
/** A log's name as a label: letters, digits, space, dot, dash and underscore only, 40 characters at most. */
function safeLabel(value) {
    return (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(value.replace(/[^\p{L}\p{N} ._-]/gu, ' ')), 40);
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
/** Plain-text lines for annotation details and report files: `Video: https://…`, then the note. */
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
/** `[video](<…>) · [last screenshot](<…>) · [log: selenium](<…>)`, empty without links. */
function markdownLinks(links, options) {
    const list = labelledLinks(links).map((l) => (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(l.label, l.url, options));
    if (list.length && links?.notReady)
        list.push('(not ready yet)');
    return list.join(' · ');
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

/***/ 19062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitHubPublisher: () => (/* binding */ gitHubPublisher),
/* harmony export */   publisherFor: () => (/* binding */ publisherFor),
/* harmony export */   withReportTests: () => (/* binding */ withReportTests)
/* harmony export */ });
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30591);

/** The runner host's publisher over its GitHub side; the reporting code loads on the first report. */
function gitHubPublisher(deps) {
    return {
        publish: async (input, options) => (await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(2497), __webpack_require__.e(4644), __webpack_require__.e(3950), __webpack_require__.e(6469)]).then(__webpack_require__.bind(__webpack_require__, 83950))).publishReport(input, deps, options),
    };
}
/** The host's publisher, else GitHub's over the step's token. */
async function publisherFor(ctx, githubToken) {
    if (ctx.publisher)
        return ctx.publisher;
    const { reportDeps } = await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(2497), __webpack_require__.e(4644), __webpack_require__.e(3950), __webpack_require__.e(6469)]).then(__webpack_require__.bind(__webpack_require__, 83950));
    return gitHubPublisher(await reportDeps(githubToken, ctx));
}
/**
 * A report's header and its tests, for `use`: tests given as an array (a job's) are read as a build's
 * are (src/report/reader.ts), spilled under `dir` and removed after; tests read already stay the
 * caller's to dispose.
 */
async function withReportTests(given, dir, use) {
    if ('tests' in given) {
        const { tests, ...header } = given;
        return use(header, tests);
    }
    const { entries, ...header } = given;
    const tests = await (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__/* .readEntries */ .$2)(entries, { dir });
    try {
        return await use(header, tests);
    }
    finally {
        await tests.dispose();
    }
}


/***/ }),

/***/ 30591:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ readEntries),
/* harmony export */   Ae: () => (/* binding */ TestReader),
/* harmony export */   Hy: () => (/* binding */ gatherTests)
/* harmony export */ });
/* unused harmony export ReadTests */
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23243);
/* harmony import */ var _text_key_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(67126);
/* harmony import */ var _compact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76847);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25356);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83303);
/* harmony import */ var _spill_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42372);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(57994);







/** Per test, besides its compact record. */
const UNKEYED = 1;
const RUNNING = 2;
const LINKED = 4;
/**
 * The first tests of each kind, as the report's lists hold them (ReportTests): failed tests while the
 * check run may annotate them or their table rows, measured the smallest way any output measures
 * them, fit in the largest summary (MAX_SHOWN_SIZE); unknown tests likewise; and the first failed
 * tests with recordings (those download-assets saves) or a last screenshot (the thumbnails).
 * Each list is a prefix: once a test is left out, so is every later one of its kind.
 */
class ListedTests {
    failed = [];
    unknown = [];
    recorded = [];
    room = { failed: _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_SHOWN_SIZE */ .lo, unknown: _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_SHOWN_SIZE */ .lo };
    /** Whether a test of the kind had links so far: rows have a Links column from then on at least. */
    linked = { failed: false, unknown: false };
    withRecordings = 0;
    withThumbnail = 0;
    add(entry, linked = (0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .hasLinks */ .eG)(entry)) {
        const kind = entry.outcome;
        if (kind === 'passed')
            return;
        if (kind === 'failed')
            this.addRecorded(entry);
        const list = this[kind];
        const always = kind === 'failed' ? _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_CHECK_RUN_ANNOTATIONS */ .rV : 0;
        if (list.length >= always && this.room[kind] < 0)
            return;
        this.linked[kind] ||= linked;
        this.room[kind] -= (0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .utf16Units */ .q0)((0,_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .tableRow */ .jD)(entry, this.linked[kind]));
        if (list.length < always || this.room[kind] >= 0)
            list.push(entry);
    }
    addRecorded(entry) {
        const recordings = Boolean(entry.links?.video || entry.links?.screenshots?.length);
        const shot = (0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .thumbnail */ .xn)(entry, '') !== undefined;
        if ((recordings && this.withRecordings < _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_DOWNLOADED_TESTS */ .Lb) ||
            (shot && this.withThumbnail < _summary_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_THUMBNAILS */ .Hq))
            this.recorded.push(entry);
        if (recordings)
            this.withRecordings++;
        if (shot)
            this.withThumbnail++;
    }
}
/** The tests of a report as read (see ReportTests); `dispose` removes the spill. */
class ReadTests {
    counts;
    failed;
    unknown;
    recorded;
    linked;
    keys;
    span;
    /** Tests whose last read said they were still running. */
    running;
    parts;
    constructor(parts, keys, seen, lists) {
        this.parts = parts;
        this.keys = keys;
        this.counts = { total: keys.length, passed: 0, failed: 0, unknown: 0 };
        for (let i = 0; i < keys.length; i++)
            this.counts[keys.outcome(i)]++;
        this.span = keys.span();
        this.running = seen.running;
        this.linked = seen.linked;
        this.failed = lists.failed;
        this.unknown = lists.unknown;
        this.recorded = lists.recorded;
    }
    async *entries() {
        for (const part of this.parts)
            yield* partEntries(part);
    }
    async dispose() {
        await Promise.all(this.parts.map((p) => p.spill.remove()));
    }
    /** The spills, for a report that gathers several reads. */
    spills() {
        return this.parts;
    }
}
/** The tests of one spill in order: keyed ones first when an unkeyed one came before them. */
async function* partEntries(part) {
    const { flags } = part;
    const rounds = flags ? [0, UNKEYED] : [undefined];
    for (const round of rounds) {
        let line = 0;
        for await (const text of part.spill.lines()) {
            const at = line++;
            if (round !== undefined && ((flags?.[at] ?? 0) & UNKEYED) !== round)
                continue;
            yield part.replaced.get(at) ?? JSON.parse(text);
        }
    }
}
/** The lists made from the tests in order: after a read whose order or content changed under them. */
async function listsOf(entries) {
    const lists = new ListedTests();
    for await (const entry of entries)
        lists.add(entry);
    return lists;
}
/**
 * Reads tests page by page: `add` each page as it arrives, then `finish`. A test read again (same
 * key) counts once, as last read, in the place of its first read; tests without a key come after
 * those with one. Every name gets `namePrefix`. Text is made well-formed as it is read
 * (src/text/characters.ts), before anything measures or writes it.
 */
class TestReader {
    spill;
    prefix;
    keys = new _compact_js__WEBPACK_IMPORTED_MODULE_1__/* .CompactTests */ .Li();
    flags = new Uint8Array(64);
    positions = new _text_key_index_js__WEBPACK_IMPORTED_MODULE_6__/* .KeyIndex */ .u();
    replaced = new Map();
    lists = new ListedTests();
    /** An unkeyed test came before a keyed one: the spill is read back in two rounds. */
    disordered = false;
    unkeyedSeen = false;
    /** A test read again changed a list, or the order changed: the lists are made again at the end. */
    stale = false;
    constructor(spill, prefix) {
        this.spill = spill;
        this.prefix = prefix;
    }
    static async open(options) {
        return new TestReader(await _spill_js__WEBPACK_IMPORTED_MODULE_4__.Spill.create(options.dir), options.namePrefix ?? '');
    }
    /**
     * Adds a page of tests, in the order read; written to the spill before this resolves. Each test
     * may be made as it is taken (a generator), so a page's tests are not all in memory at once.
     */
    async add(tests) {
        const lines = [];
        for (const test of tests) {
            // The prefix (a build's name) changes from run to run: the key keeps the test's own name.
            const { name, keyName = name } = test.entry;
            const given = this.prefix ? { ...test.entry, name: `${this.prefix}${name}`, keyName } : test.entry;
            // Copied only when some text needs mending: most records need none.
            const entry = (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .isWellFormedValue */ .vs)(given) ? given : (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .wellFormedValues */ .au)(given);
            const at = test.key === undefined ? undefined : this.positions.get(test.key);
            if (at !== undefined) {
                this.readAgain(at, entry, test.running);
                continue;
            }
            const seq = this.keys.push(entry);
            if (test.key === undefined)
                this.unkeyedSeen = true;
            else {
                this.positions.set(test.key, seq);
                if (this.unkeyedSeen)
                    this.disordered = this.stale = true;
            }
            const linked = (0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .hasLinks */ .eG)(entry);
            this.mark(seq, { unkeyed: test.key === undefined, running: test.running, linked });
            this.lists.add(entry, linked);
            lines.push(JSON.stringify(entry), '\n');
        }
        await this.spill.append(lines);
    }
    /** The tests read, in order; the reader is done with. */
    async finish() {
        await this.spill.close();
        const order = this.disordered ? this.flags.slice(0, this.keys.length) : undefined;
        const part = { spill: this.spill, flags: order, replaced: this.replaced };
        const keys = order ? inOrder(this.keys, order) : this.keys;
        const seen = { running: 0, linked: { failed: false, unknown: false } };
        for (let i = 0; i < this.keys.length; i++) {
            const flags = this.flags[i] ?? 0;
            if (flags & RUNNING)
                seen.running++;
            const outcome = this.keys.outcome(i);
            if (flags & LINKED && outcome !== 'passed')
                seen.linked[outcome] = true;
        }
        const lists = this.stale ? await listsOf(partEntries(part)) : this.lists;
        return new ReadTests([part], keys, seen, lists);
    }
    /** A read given up (a newer read of the build replaces it): its spill is removed. */
    async discard() {
        await this.spill.remove();
    }
    readAgain(at, entry, running) {
        if (this.keys.outcome(at) !== 'passed' || entry.outcome !== 'passed')
            this.stale = true;
        this.keys.set(at, entry);
        this.replaced.set(at, entry);
        this.mark(at, { unkeyed: false, running, linked: (0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .hasLinks */ .eG)(entry) });
    }
    mark(at, test) {
        if (at >= this.flags.length) {
            const grown = new Uint8Array(this.flags.length * 2);
            grown.set(this.flags);
            this.flags = grown;
        }
        this.flags[at] = (test.unkeyed ? UNKEYED : 0) | (test.running ? RUNNING : 0) | (test.linked ? LINKED : 0);
    }
}
/** The compact records with keyed tests first, as the spill is read back. */
function inOrder(keys, flags) {
    const ordered = new _compact_js__WEBPACK_IMPORTED_MODULE_1__/* .CompactTests */ .Li();
    for (const round of [0, UNKEYED])
        for (let i = 0; i < keys.length; i++)
            if (((flags[i] ?? 0) & UNKEYED) === round)
                ordered.copy(keys, i);
    return ordered;
}
/** A report's tests given as an array (a job's few): read as a build's are, in order, none merged. */
async function readEntries(entries, options) {
    const reader = await TestReader.open(options);
    try {
        await reader.add(entries.map((entry) => ({ key: undefined, entry })));
    }
    catch (error) {
        await reader.discard();
        throw error;
    }
    return reader.finish();
}
/**
 * Several reads as one report, in the order given (the builds a prefix matched): counts added up,
 * records and spills one after the other, the lists made again over them all. The parts' spills are
 * the result's: dispose it, not them.
 */
async function gatherTests(parts) {
    const [only] = parts;
    if (only && parts.length === 1)
        return only;
    const keys = new _compact_js__WEBPACK_IMPORTED_MODULE_1__/* .CompactTests */ .Li();
    const seen = { running: 0, linked: { failed: false, unknown: false } };
    for (const part of parts) {
        for (let i = 0; i < part.keys.length; i++)
            keys.copy(part.keys, i);
        seen.running += part.running;
        seen.linked.failed ||= part.linked.failed;
        seen.linked.unknown ||= part.linked.unknown;
    }
    const spills = parts.flatMap((p) => p.spills());
    const unlisted = new ReadTests(spills, keys, seen, new ListedTests());
    return new ReadTests(spills, keys, seen, await listsOf(unlisted.entries()));
}


/***/ }),

/***/ 88850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   attemptNote: () => (/* binding */ attemptNote),
/* harmony export */   conclusionOf: () => (/* binding */ conclusionOf),
/* harmony export */   describeCounts: () => (/* binding */ describeCounts),
/* harmony export */   reportOf: () => (/* binding */ reportOf)
/* harmony export */ });
/** Any failure fails the check; no tests, or tests whose outcome is unknown, make it neutral. */
function conclusionOf(counts) {
    if (counts.failed > 0)
        return 'failure';
    if (counts.total === 0 || counts.unknown > 0)
        return 'neutral';
    return 'success';
}
/** A check-run title from the counts: `3 of 40 tests failed, 2 unknown`. */
function describeCounts(counts) {
    if (counts.total === 0)
        return 'No tests';
    const unknown = counts.unknown ? `, ${counts.unknown} unknown` : '';
    if (counts.failed)
        return `${counts.failed} of ${counts.total} tests failed${unknown}`;
    if (counts.unknown)
        return `${counts.passed} of ${counts.total} tests passed${unknown}`;
    return `All ${counts.total} ${counts.total === 1 ? 'test' : 'tests'} passed`;
}
/** The report value, with annotations on `workflowPath` unless the input names a path. */
function reportOf(input, tests, workflowPath) {
    return {
        input,
        tests,
        conclusion: input.conclusion ?? conclusionOf(tests.counts),
        annotationPath: input.annotationPath?.trim() || workflowPath,
    };
}
/**
 * On a re-run, which attempt reported: the check keeps its name on the same commit, so GitHub shows
 * this newest result in place of the earlier attempt's.
 */
function attemptNote(job) {
    if (job.attempt < 2)
        return undefined;
    return `Attempt ${job.attempt} of this workflow run: this report replaces the one of attempt ${job.attempt - 1} under the same check name.`;
}


/***/ }),

/***/ 42372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SPILL_FOLDER: () => (/* binding */ SPILL_FOLDER),
/* harmony export */   Spill: () => (/* binding */ Spill),
/* harmony export */   runnerTempOf: () => (/* binding */ runnerTempOf)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46193);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_string_decoder__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _write_in_place_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(47743);





/** What one read of a spill takes. */
const READ_BYTES = 16_384;
/** The runner's temporary folder (emptied after every job), else the system's. */
function runnerTempOf(env) {
    return env.RUNNER_TEMP?.trim() || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)();
}
/** The folder, under the runner's temporary folder, that holds the tests a report is reading. */
const SPILL_FOLDER = 'cloudtest-tests';
/**
 * Lines of text kept on disk while a report is made: every test read, one line of JSON each, so
 * memory holds none of them. In a folder of its own (made with a random name, so no one else's file
 * or link is written through) under `dir`, the runner's temporary folder, which the runner empties
 * after the job even when a step is killed; `remove` deletes it sooner.
 */
class Spill {
    folder;
    path;
    handle;
    writer;
    constructor(folder, path, handle) {
        this.folder = folder;
        this.path = path;
        this.handle = handle;
        this.writer = new _write_in_place_js__WEBPACK_IMPORTED_MODULE_4__/* .FileWriter */ .S8(handle);
    }
    static async create(dir) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, SPILL_FOLDER), { recursive: true });
        const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, SPILL_FOLDER, 'report-'));
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'tests.jsonl');
        return new Spill(folder, path, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'wx', 0o600));
    }
    /** Adds lines, given as pieces of text (each line ending in a newline); written before this resolves. */
    async append(pieces) {
        if (!this.handle)
            throw new Error('the spill is closed');
        if (pieces.length)
            await this.writer.write(pieces);
    }
    async close() {
        const handle = this.handle;
        this.handle = undefined;
        await handle?.close();
    }
    /** Every line written, in order, without its newline; read in pieces through one buffer. */
    async *lines() {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(this.path, 'r');
        const buffer = Buffer.allocUnsafe(READ_BYTES);
        const decoder = new node_string_decoder__WEBPACK_IMPORTED_MODULE_3__.StringDecoder('utf8');
        let rest = '';
        try {
            for (;;) {
                const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
                const text = rest + (bytesRead ? decoder.write(buffer.subarray(0, bytesRead)) : decoder.end());
                let from = 0;
                for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', from)) {
                    yield text.slice(from, at);
                    from = at + 1;
                }
                rest = text.slice(from);
                if (!bytesRead)
                    break;
            }
        }
        finally {
            await handle.close();
        }
        if (rest)
            yield rest;
    }
    async remove() {
        await this.close();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(this.folder, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 57994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ renderSummary),
/* harmony export */   Bz: () => (/* binding */ everyFailureAt),
/* harmony export */   Hq: () => (/* binding */ MAX_THUMBNAILS),
/* harmony export */   jD: () => (/* binding */ tableRow),
/* harmony export */   wY: () => (/* binding */ stepSummaryWriter)
/* harmony export */ });
/* unused harmony export EVERY_TEST_ON_DASHBOARD */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23243);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67388);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25356);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83303);





/** The summary file the runner names; without one (a run outside Actions) the summary goes to the log. */
function stepSummaryWriter(path, log) {
    if (!path) {
        return {
            size: async () => 0,
            append: async (markdown) => log.info(`No GITHUB_STEP_SUMMARY; the summary would have been:\n${markdown}`),
        };
    }
    return {
        size: async () => {
            try {
                return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).size;
            }
            catch {
                return 0;
            }
        },
        append: (markdown) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(path, (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_1__/* .wellFormed */ .ES)(markdown), 'utf8'),
    };
}
const ICON = {
    success: '✅',
    failure: '❌',
    neutral: '⚪',
    cancelled: '⏹️',
    timed_out: '⏱️',
};
/** Longest text of a table cell; the annotation carries the whole message. */
const CELL_CHARS = { name: 200, environment: 100, platform: 100, message: 500 };
/** Failed tests shown with a thumbnail of their last screenshot, first ones first, as the room allows. */
const MAX_THUMBNAILS = 6;
/**
 * The report as markdown within a size budget: heading, counts, a table of failed tests, a table of
 * tests whose outcome is unknown (each row with its recordings' links), thumbnails of the last
 * screenshots of the first failed tests, the caller's details and the footer. Rows that do not fit,
 * or that the report does not list, are left out and a note says how many (of the counts) and where
 * to find them; thumbnails take only what is left.
 */
function renderSummary(input, tests, options) {
    const { counts, measure } = options;
    const heading = `## ${ICON[options.conclusion]} ${cell(input.checkName, 200)}: ${cell(input.title, 255)}\n\n` +
        '| Total | Passed | Failed | Unknown |\n|---:|---:|---:|---:|\n' +
        `| ${counts.total} | ${counts.passed} | ${counts.failed} | ${counts.unknown} |\n`;
    const footer = `\n${options.footer}\n`;
    let room = options.budget - measure(heading) - measure(footer);
    // The comparison leads, within a quarter of the room: it names at most a few tests of each kind.
    const lead = input.lead
        ? (0,_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .cutTo */ .yd)(`\n${input.lead.trim()}\n`, Math.max(0, Math.floor(room / 4)), measure)
        : '';
    room -= measure(lead);
    // Details share the room with the tables, at most half of it, so failed tests are never crowded out.
    const details = input.details?.trim()
        ? (0,_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .cutTo */ .yd)(`\n${input.details.trim()}\n`, Math.max(0, Math.floor(room / 2)), measure)
        : '';
    room -= measure(details);
    const tables = [];
    for (const [outcome, title] of [
        ['failed', 'Failed tests'],
        ['unknown', 'Tests with an unknown outcome'],
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
        .flatMap((e) => (0,_links_js__WEBPACK_IMPORTED_MODULE_4__/* .thumbnail */ .xn)(e, cell(e.name, CELL_CHARS.name)) ?? [])
        .slice(0, MAX_THUMBNAILS);
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
/**
 * A test's row in a table of failed or unknown tests, with a Links cell when the table has that
 * column (`linked`). Its size without one is the least any summary gives the test (src/report/reader.ts).
 */
function tableRow(e, linked) {
    return (`| ${rowCell(e.name, CELL_CHARS.name)} | ${rowCell(e.environment, CELL_CHARS.environment)} | ` +
        `${rowCell(e.platform, CELL_CHARS.platform)} |` +
        `${linked ? ` ${(0,_links_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownLinks */ .jf)(e.links, { inTable: true })} |` : ''}` +
        ` ${rowCell(e.message, CELL_CHARS.message)} |\n`);
}
function fitTable(title, listed, room, options) {
    const { measure } = options;
    const { entries, total, linked } = listed;
    const elsewhere = entries[0]?.outcome === 'failed' ? options.fullListAt : EVERY_TEST_ON_DASHBOARD;
    // Links before the message: a message of any length then never pushes them out of sight.
    const head = `\n### ${title}\n\n| Test | Browser or device | Platform |${linked ? ' Links |' : ''} Message |\n` +
        `|---|---|---|${linked ? '---|' : ''}---|\n`;
    const expiry = linked ? `\n_${options.linksNote ?? _links_js__WEBPACK_IMPORTED_MODULE_4__/* .LINKS_EXPIRE_NOTE */ .Be}_\n` : '';
    const note = (left) => `\n_${left} more not shown: ${options.sizeLimit}. ${elsewhere}_\n${expiry}`;
    const rows = entries.map((e) => tableRow(e, linked));
    const sizes = rows.map(measure);
    const all = measure(head) + sizes.reduce((a, b) => a + b, 0) + measure(expiry);
    if (entries.length === total && all <= room)
        return head + rows.join('') + expiry;
    // Not everything fits: keep room for the note, then as many rows as fit. The rows the report
    // does not list would not have fit either (src/report/reader.ts keeps every row that could).
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
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCell */ .UZ)((0,_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(value), max));
}
/** Characters in a row without white space before the table may wrap it (a URL, base64). */
const UNBROKEN_CHARS = 30;
/** A cell of a table row: as `cell`, and a long run without white space may wrap. */
function rowCell(value, max) {
    if (!value)
        return '';
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCell */ .UZ)((0,_text_characters_js__WEBPACK_IMPORTED_MODULE_1__/* .softBreaks */ .pU)((0,_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(value), max), UNBROKEN_CHARS));
}


/***/ }),

/***/ 2563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DK: () => (/* binding */ DEFAULT_EVIDENCE_OPTIONS),
/* harmony export */   Ui: () => (/* binding */ PR_COMMENT_MODES),
/* harmony export */   yu: () => (/* binding */ DOWNLOAD_ASSETS_MODES)
/* harmony export */ });
/** Input `pr-comment`. */
const PR_COMMENT_MODES = ['off', 'always', 'on-failure', 'changes'];
/** Input `download-assets`. */
const DOWNLOAD_ASSETS_MODES = ['off', 'failed'];
const DEFAULT_EVIDENCE_OPTIONS = {
    prComment: 'off',
    junitFile: undefined,
    ctrfFile: undefined,
    downloadAssets: 'off',
    compare: { kind: 'off' },
    failOn: 'failures',
};


/***/ }),

/***/ 47743:
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
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(part, target);
        },
        abort: async () => {
            await close().catch(() => undefined);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(part, { force: true });
        },
    };
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


/***/ }),

/***/ 67126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ KeyIndex)
/* harmony export */ });
/**
 * Text keys (a record's ID) to whole numbers (where it was read), compact for many keys: memory held
 * per key is what lets a list of 100,000 records be read in flat memory. Keys written as a decimal
 * whole number below 2^53 without leading zeros (the service's record IDs) sit in typed arrays, 12
 * bytes a slot outside the garbage-collected heap; any other key sits in a Map.
 */
class KeyIndex {
    /** Open addressing, linear probing; -1 is an empty slot. */
    slots = new Float64Array(1024).fill(-1);
    values = new Uint32Array(1024);
    used = 0;
    others = new Map();
    get size() {
        return this.used + this.others.size;
    }
    get(key) {
        const n = numeric(key);
        if (n === undefined)
            return this.others.get(key);
        const at = this.find(n);
        return this.slots[at] === n ? this.values[at] : undefined;
    }
    has(key) {
        return this.get(key) !== undefined;
    }
    /** Sets the key's number, a whole number from 0 to 2^32 - 1. */
    set(key, value) {
        const n = numeric(key);
        if (n === undefined) {
            this.others.set(key, value);
            return;
        }
        let at = this.find(n);
        if (this.slots[at] !== n) {
            // At most half full, so a probe always ends at an empty slot.
            if ((this.used + 1) * 2 > this.slots.length) {
                this.grow();
                at = this.find(n);
            }
            this.slots[at] = n;
            this.used++;
        }
        this.values[at] = value;
    }
    /** The slot holding `n`, else the empty slot where it would go. */
    find(n) {
        const mask = this.slots.length - 1;
        let at = Math.imul((n >>> 0) ^ Math.floor(n / 0x1_0000_0000), 0x9e3779b1) & mask;
        for (;;) {
            const slot = this.slots[at] ?? -1;
            if (slot === n || slot === -1)
                return at;
            at = (at + 1) & mask;
        }
    }
    grow() {
        const { slots, values } = this;
        this.slots = new Float64Array(slots.length * 2).fill(-1);
        this.values = new Uint32Array(slots.length * 2);
        for (let i = 0; i < slots.length; i++) {
            const n = slots[i] ?? -1;
            if (n === -1)
                continue;
            const at = this.find(n);
            this.slots[at] = n;
            this.values[at] = values[i] ?? 0;
        }
    }
}
/** The key as a number when it is written as one exactly (`"40001"`, not `"040001"` or `"4e4"`). */
function numeric(key) {
    return /^(?:0|[1-9]\d{0,14})$/.test(key) ? Number(key) : undefined;
}


/***/ })

};
