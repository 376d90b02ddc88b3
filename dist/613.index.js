export const id = 613;
export const ids = [613];
export const modules = {

/***/ 30613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M: () => (/* binding */ fileSlug),
  writeReportFiles: () => (/* binding */ writeReportFiles)
});

// UNUSED EXPORTS: REPORT_FILES_FOLDER

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/api/transport/errors.ts
var errors = __webpack_require__(72487);
// EXTERNAL MODULE: ./src/text/characters.ts
var characters = __webpack_require__(23243);
// EXTERNAL MODULE: ./src/version.ts + 1 modules
var version = __webpack_require__(71013);
// EXTERNAL MODULE: ./src/report/value/spill.ts
var spill = __webpack_require__(3590);
// EXTERNAL MODULE: ./src/report/world/write-in-place.ts
var write_in_place = __webpack_require__(86594);
// EXTERNAL MODULE: ./src/report/value/links.ts
var links = __webpack_require__(74353);
// EXTERNAL MODULE: ./src/report/world/limits.ts
var limits = __webpack_require__(34589);
// EXTERNAL MODULE: ./src/report/outputs/quarantine-text.ts
var quarantine_text = __webpack_require__(36591);
;// CONCATENATED MODULE: ./src/report/outputs/junit.ts




/** Seconds with at most three decimals, as `xs:decimal` takes them. */
const decimal = (seconds) => String(Math.round(seconds * 1000) / 1000);
/**
 * The test's browser or device and platform, else the check name: what JUnit readers group by. Jenkins
 * and CircleCI read a classname as `package.Class`, so its dots (`Android 14.1`) become underscores:
 * one class per place a test ran, not packages cut at a version number (docs/report-files.md).
 */
function classnameOf(entry, fallback) {
    const where = [entry.environment, entry.platform].filter(Boolean).join(' on ');
    return ((0,limits/* oneLine */.TN)(where || fallback) || 'cloud tests').replaceAll('.', '_');
}
/** What XML 1.0 cannot hold at all: left out (a control character was left out before). */
const NOT_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const TEXT_ESCAPED = new RegExp(`[&<>]|${NOT_XML.source}`, 'gu');
const ATTRIBUTE_ESCAPED = new RegExp(`[&<>"]|${NOT_XML.source}`, 'gu');
/** Text as XML character data: what XML cannot hold left out, `&`, `<` and `>` escaped. */
const xmlText = (text) => text.replace(TEXT_ESCAPED, (c) => ESCAPES[c] ?? '');
const xmlAttributes = (values) => {
    let text = '';
    for (const name in values)
        text += ` ${name}="${(values[name] ?? '').replace(ATTRIBUTE_ESCAPED, (c) => ESCAPES[c] ?? '')}"`;
    return text;
};
/** One element on one line at `depth`: with its text, or empty (`<name \u2026/>`) when it has none. */
function junit_element(depth, name, attributes, text = '') {
    const body = xmlText(text);
    const open = `${'  '.repeat(depth)}<${name}${xmlAttributes(attributes)}`;
    return body ? `${open}>${body}</${name}>\n` : `${open}/>\n`;
}
/** The JUnit XML document, made as the tests are read back. */
function junitDocument(header, tests, context) {
    // Well-formed before it is written: no control character or terminal escape.
    const input = (0,characters/* wellFormedValues */.au)(header);
    const name = (0,limits/* oneLine */.TN)(input.checkName) || 'cloud tests';
    return {
        head: () => junitHead(input, tests, context),
        test: (entry) => testCase(entry, name, input.quarantine?.excuses(entry)),
        stopped: (entry) => stoppedCase(entry, name, stoppedMessage(entry, input)),
        tail: () => `${junit_element(2, 'system-out', {}, input.details?.trim())}${junit_element(2, 'system-err', {})}  </testsuite>\n</testsuites>`,
    };
}
function junitHead(input, tests, context) {
    const { counts } = tests;
    const quarantined = input.quarantine?.failed.count ?? 0;
    const span = tests.span ?? { start: context.now, stop: context.now };
    const name = (0,limits/* oneLine */.TN)(input.checkName) || 'cloud tests';
    const suite = xmlAttributes({
        name,
        package: (0,limits/* oneLine */.TN)(input.externalId) || name,
        id: '0',
        // The schema takes no zone: UTC, said in the properties.
        timestamp: new Date(context.now).toISOString().slice(0, 19),
        hostname: (0,limits/* oneLine */.TN)(context.hostname) || 'localhost',
        tests: String(counts.total + stoppedCount(input)),
        failures: String(counts.failed - quarantined),
        errors: String(counts.unknown),
        skipped: String(quarantined + stoppedCount(input)),
        time: decimal((span.stop - span.start) / 1000),
    });
    const properties = [
        ['check', input.checkName],
        ['reference', input.externalId],
        ['title', input.title],
        ['timezone', 'UTC'],
        ['generator', `${context.tool.name} ${context.tool.version}`],
        ['quarantined', quarantined ? String(quarantined) : ''],
    ]
        .filter(([, value]) => value.trim())
        .map(([key, value]) => junit_element(3, 'property', { name: key, value: (0,limits/* oneLine */.TN)(value) }));
    return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n  <testsuite${suite}>\n    <properties>\n${properties.join('')}    </properties>\n`;
}
/**
 * A test case: a failed test's `failure`, an unknown one's `error`, a passed one empty, a flaky one
 * passed with a `flakyFailure` (as Maven Surefire writes a test that passed on a rerun) holding its
 * first failure's message; a failure a quarantine excuses (`quarantined`, why) `skipped`, saying so.
 */
function testCase(entry, suite, quarantined) {
    const attributes = {
        name: (0,limits/* oneLine */.TN)(entry.name) || 'unnamed test',
        classname: classnameOf(entry, suite),
        time: decimal(entry.duration ?? 0),
    };
    if (entry.outcome === 'passed')
        return junit_element(2, 'testcase', attributes);
    const open = junit_element(2, 'testcase', attributes).replace(/\/>\n$/, '>\n');
    if (entry.outcome === 'flaky')
        return `${open}${flakyFailure(entry)}    </testcase>\n`;
    const failed = entry.outcome === 'failed';
    const message = failed
        ? entry.message?.trim() || 'The test failed.'
        : `The result is unknown: ${entry.message?.trim() || 'No result reported.'}`;
    const text = [message, ...identity(entry), ...(0,links/* linkLines */.Om)(entry.links)].join('\n');
    if (quarantined)
        return `${open}${excusedFailure(message, text, quarantined)}    </testcase>\n`;
    const problem = { message: (0,limits/* oneLine */.TN)(message), type: failed ? 'failed' : 'unknown' };
    return `${open}${junit_element(3, failed ? 'failure' : 'error', problem, text)}    </testcase>\n`;
}
/**
 * A failure a quarantine excuses, as the usual readers take a test that did not count (GitLab's test
 * report, dorny/test-reporter, junit-to-ctrf: docs/report-files.md): `skipped`, its message saying it
 * is quarantined and why, its text the failure's message and links. For a reader that looks closer,
 * the test case's own `system-out` (Surefire's) says it failed as properties in the inline form
 * readers take them (`[[PROPERTY|cloudtest.outcome=failed]]`: test-results-parser reads it so), what
 * a flakiness tracker counts a quarantined failure by.
 */
function excusedFailure(message, text, cause) {
    const why = (0,limits/* oneLine */.TN)((0,quarantine_text/* causeText */.xv)(cause));
    const said = `Quarantined, so excused: ${why}. It failed: ${(0,limits/* oneLine */.TN)(message)}`;
    const properties = [`${OUTCOME_PROPERTY}=failed`, `${QUARANTINE_PROPERTY}=${why.replaceAll(']]', '] ]')}`];
    return (junit_element(3, 'skipped', { message: said }, text) +
        junit_element(3, 'system-out', {}, properties.map((p) => `[[PROPERTY|${p}]]`).join('\n')));
}
/** A quarantined failure's properties: its outcome, the one the check excused (`failed`), and why. */
const OUTCOME_PROPERTY = 'cloudtest.outcome';
const QUARANTINE_PROPERTY = 'cloudtest.quarantine';
/** How many tests a run stopped before they ended: the files' skipped ones. */
const stoppedCount = (input) => input.stopped?.tests.length ?? 0;
/** What the files say of a stopped test: `Not started: Stopped after Checkout failed (max-failures: 1).` */
const stoppedMessage = (entry, input) => `${entry.notStarted ? 'Not started' : 'Stopped'}: ${input.stopped?.reason ?? 'Stopped early'}.`;
/** A test stopped before it ended: `skipped`, saying why; never a failure, never a pass. */
function stoppedCase(entry, suite, message) {
    const attributes = {
        name: (0,limits/* oneLine */.TN)(entry.name) || 'unnamed test',
        classname: classnameOf(entry, suite),
        time: decimal(entry.duration ?? 0),
    };
    const open = junit_element(2, 'testcase', attributes).replace(/\/>\n$/, '>\n');
    return `${open}${junit_element(3, 'skipped', { message: (0,limits/* oneLine */.TN)(message) })}    </testcase>\n`;
}
/** Surefire's form: the message an attribute, the details in a `stackTrace`, which it requires. */
function flakyFailure(entry) {
    const message = entry.message?.trim() || 'The test failed, then passed on a retry.';
    const text = [message, ...identity(entry), ...(0,links/* linkLines */.Om)(entry.links)].join('\n');
    return (`${junit_element(3, 'flakyFailure', { message: (0,limits/* oneLine */.TN)(message), type: 'failed' }).replace(/\/>\n$/, '>\n')}` +
        `${junit_element(4, 'stackTrace', {}, text)}      </flakyFailure>\n`);
}
/** The lines that find the test on the service: its ID and where it ran. */
function identity(entry) {
    return [
        entry.id && `Test: ${entry.id}`,
        (entry.attempts ?? 1) > 1 && `Attempts: ${entry.attempts}`,
        entry.environment && `Browser or device: ${entry.environment}`,
        entry.platform && `Platform: ${entry.platform}`,
    ].filter((line) => Boolean(line));
}

;// CONCATENATED MODULE: ./src/report/outputs/ctrf.ts





/**
 * The report as a CTRF JSON document (Common Test Report Format, specVersion 1.0.0:
 * docs/report-files.md). Counts are the verdict's: passed and failed as they are, a test whose outcome
 * is unknown is `other` (its `rawStatus` says `unknown`), a failure a quarantine excuses `skipped`, as
 * the JUnit file writes it (its `rawStatus` says `failed`, its `extra` that it is quarantined, why, and
 * its outcome), none pending; a test a run stopped before it ended (`max-failures`)
 * is `skipped` too, its message saying why. Times are
 * milliseconds; the run's start and stop come from the tests' ends and durations where the service
 * gave them, else the time of the report. Written as `JSON.stringify(document, null, 2)` would write
 * it, one test after the other as they are read back: no document of the whole build is in memory.
 */
const CTRF_SPEC_VERSION = '1.0.0';
/** A flaky test passed in the end: CTRF says so with `flaky` beside its status. */
const STATUS = { passed: 'passed', failed: 'failed', unknown: 'other', flaky: 'passed' };
const ms = (seconds) => Math.round(seconds * 1000);
/** Where the tests go in the document around them: no well-formed string is written so. */
const TESTS_PLACE = 'tests\u0000';
/**
 * A test as `JSON.stringify(document, null, 2)` writes it at `results.tests[i]`, the separator
 * before it included: stringified inside a wrapper that puts it at that depth (after a `0` when it
 * is not the first), the wrapper then cut off. One string per test, no copy of it made.
 */
const WRAPPER_OPENING = '{\n  "r": {\n    "t": ['.length;
const FOLLOWING_OPENING = '{\n  "r": {\n    "t": [\n      0'.length;
const WRAPPER_CLOSING = '\n    ]\n  }\n}'.length;
/** The CTRF document, made as the tests are read back. */
function ctrfDocument(header, tests, context) {
    // Every string well-formed before it is written: JSON.stringify would write a lone surrogate as an
    // escape that strict parsers refuse, and a control character as an escape that survives reading.
    // The tests come well-formed from the reader (src/report/value/reader.ts).
    const input = (0,characters/* wellFormedValues */.au)(header);
    const around = JSON.stringify(ctrfReport(input, tests, context), null, 2).split(JSON.stringify(TESTS_PLACE));
    if (around.length !== 2)
        throw new Error('the CTRF document has no single place for its tests');
    let written = 0;
    const placed = (test) => {
        const following = written++ > 0;
        const wrapped = JSON.stringify({ r: { t: following ? [0, test] : [test] } }, null, 2);
        return wrapped.slice(following ? FOLLOWING_OPENING : WRAPPER_OPENING, -WRAPPER_CLOSING);
    };
    return {
        head: () => `${around[0]}[`,
        test: (entry) => placed(ctrfTest(entry, input.checkName, input.quarantine?.excuses(entry))),
        stopped: (entry) => placed(stoppedTest(entry, input.checkName, stoppedMessage(entry, input))),
        tail: () => `${written ? '\n    ]' : ']'}${around[1]}\n`,
    };
}
/** The document around its tests, which go at TESTS_PLACE. */
function ctrfReport(input, tests, context) {
    const { counts } = tests;
    const quarantined = input.quarantine?.failed.count ?? 0;
    const { start, stop } = tests.span ?? { start: context.now, stop: context.now };
    return {
        reportFormat: 'CTRF',
        specVersion: CTRF_SPEC_VERSION,
        reportId: (0,external_node_crypto_.randomUUID)(),
        timestamp: new Date(context.now).toISOString(),
        generatedBy: `${context.tool.name} ${context.tool.version}`,
        results: {
            tool: { name: context.tool.name, version: context.tool.version },
            summary: {
                tests: counts.total + stoppedCount(input),
                passed: counts.passed + counts.flaky,
                failed: counts.failed - quarantined,
                skipped: quarantined + stoppedCount(input),
                pending: 0,
                other: counts.unknown,
                // Among the passed: a flaky test passed in the end (absent without one, as before).
                ...(counts.flaky ? { flaky: counts.flaky } : {}),
                start,
                stop,
                duration: stop - start,
            },
            tests: TESTS_PLACE,
            environment: { reportName: input.checkName, buildName: input.externalId },
            extra: { title: input.title, conclusion: input.conclusion },
        },
    };
}
/** A test stopped before it ended (`max-failures`): `skipped`, its message saying why. */
function stoppedTest(entry, suite, message) {
    return {
        name: entry.name.trim() || 'unnamed test',
        status: 'skipped',
        duration: ms(entry.duration ?? 0),
        suite: [suite.trim() || 'cloud tests'],
        message,
        ...(entry.environment ? { browser: entry.environment } : {}),
        ...(entry.platform ? { labels: { platform: entry.platform } } : {}),
        ...(entry.id ? { extra: { id: entry.id } } : {}),
    };
}
function ctrfTest(entry, suite, quarantined) {
    const attachments = (0,links/* labelledLinks */.ry)(entry.links).map(({ label, url }) => ({
        name: label,
        contentType: (0,links/* mediaTypeOf */.c0)(url, { extension: '', type: 'application/octet-stream' }).type,
        path: url,
    }));
    const extra = {
        ...(entry.id ? { id: entry.id } : {}),
        ...(entry.links?.notReady ? { linksNotReady: true } : {}),
        ...(quarantined ? { quarantined: true, quarantine: (0,quarantine_text/* causeText */.xv)(quarantined), outcome: entry.outcome } : {}),
    };
    return {
        name: entry.name.trim() || 'unnamed test',
        status: quarantined ? 'skipped' : STATUS[entry.outcome],
        duration: ms(entry.duration ?? 0),
        ...(entry.outcome === 'unknown'
            ? { rawStatus: 'unknown' }
            : quarantined
                ? { rawStatus: entry.outcome }
                : {}),
        ...((entry.attempts ?? 1) > 1 ? { retries: (entry.attempts ?? 1) - 1 } : {}),
        ...(entry.outcome === 'flaky' ? { flaky: true } : {}),
        ...(entry.completedAt === undefined
            ? {}
            : { start: entry.completedAt - ms(entry.duration ?? 0), stop: entry.completedAt }),
        suite: [suite.trim() || 'cloud tests'],
        ...(entry.message ? { message: entry.message } : {}),
        ...(entry.environment ? { browser: entry.environment } : {}),
        ...(entry.platform ? { labels: { platform: entry.platform } } : {}),
        ...(attachments.length ? { attachments } : {}),
        ...(Object.keys(extra).length ? { extra } : {}),
    };
}

;// CONCATENATED MODULE: ./src/report/outputs/files.ts










/** Where the files go unless the inputs name a path: under the runner's temporary folder. */
const REPORT_FILES_FOLDER = 'cloudtest-reports';
/** A check name as a file name: letters, digits, dots, dashes; at most 60 characters. */
function fileSlug(text) {
    return (text
        .normalize('NFKD')
        .replace(/[^A-Za-z0-9.-]+/g, '-')
        .replace(/^[-.]+|-+$/g, '')
        .slice(0, 60) || 'report');
}
/** Size of one write: parts of text gathered, so a build of many tests is not a write per test. */
const WRITE_CHARS = 16_384;
/** One report file being written: its pieces of text gathered into writes; a failure a warning, once. */
class ReportFile {
    file;
    pieces = [];
    chars = 0;
    failed = false;
    kind;
    target;
    document;
    log;
    constructor(kind, target, document, log) {
        this.kind = kind;
        this.target = target;
        this.document = document;
        this.log = log;
    }
    /** Opens the file under `under` (no link followed below it: src/report/world/write-in-place.ts). */
    async open(under) {
        try {
            this.file = await (0,write_in_place/* openInPlace */.Bg)(this.target, { under });
            this.take(this.document.head());
        }
        catch (error) {
            await this.fail(error);
        }
    }
    async add(entry) {
        if (!this.file)
            return;
        this.take(this.document.test(entry));
        if (this.chars >= WRITE_CHARS)
            await this.flush();
    }
    async addStopped(entry) {
        if (!this.file)
            return;
        this.take(this.document.stopped(entry));
        if (this.chars >= WRITE_CHARS)
            await this.flush();
    }
    take(piece) {
        this.pieces.push(piece);
        this.chars += piece.length;
    }
    /** Its end written and the file put in place: its path, or undefined when it could not be written. */
    async finish() {
        if (!this.file)
            return undefined;
        this.take(this.document.tail());
        await this.flush();
        try {
            await this.file?.commit();
        }
        catch (error) {
            await this.fail(error);
        }
        if (!this.file)
            return undefined;
        this.log.info(`${this.kind} file: ${this.target}`);
        return this.target;
    }
    /** Gives the file up (its part removed) with a warning, once. */
    async fail(error) {
        if (this.failed)
            return;
        this.failed = true;
        const file = this.file;
        this.file = undefined;
        this.pieces = [];
        await file?.abort();
        this.log.warning(`Could not write the ${this.kind} file ${this.target}: ${(0,errors.messageOf)(error)}`);
    }
    async flush() {
        const pieces = this.pieces;
        this.pieces = [];
        this.chars = 0;
        try {
            await this.file?.write(pieces);
        }
        catch (error) {
            await this.fail(error);
        }
    }
}
/**
 * Writes the JUnit XML and CTRF JSON files of the report, both at once as the tests are read back,
 * once. By default both go under RUNNER_TEMP (the runner empties it after the job), named after the
 * check with a random suffix so two reporting steps of one job never overwrite each other's files. A
 * relative path is taken from the working directory (the workspace on a runner). A file that cannot
 * be written is a warning.
 */
async function writeReportFiles(input, tests, request) {
    const runnerTemp = (0,spill.runnerTempOf)(request.env);
    const base = (0,external_node_path_.join)(runnerTemp, REPORT_FILES_FOLDER, `${fileSlug(input.checkName)}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
    const context = {
        now: request.now,
        hostname: (0,external_node_os_.hostname)(),
        tool: { name: version/* BUNDLE_NAME */.ft, version: version/* BUNDLE_VERSION */.AY },
    };
    const made = [
        { kind: 'JUnit XML', path: request.junitFile, fallback: `${base}.junit.xml`, make: junitDocument },
        { kind: 'CTRF JSON', path: request.ctrfFile, fallback: `${base}.ctrf.json`, make: ctrfDocument },
    ]
        // The command line writes only the files it was given a path for (or its CI reads).
        .filter(({ path }) => !request.onlyNamed || path?.trim())
        .map(({ kind, path, fallback, make }) => ({
        kind,
        file: new ReportFile(kind, (0,external_node_path_.resolve)(path?.trim() || fallback), make(input, tests, context), request.log),
        // A link at the target (a pull request can commit one) is replaced, never written through.
        under: path?.trim() ? undefined : runnerTemp,
    }));
    for (const { file, under } of made)
        await file.open(under);
    const files = made.map((m) => m.file);
    try {
        for await (const entry of tests.entries())
            for (const file of files)
                await file.add(entry);
        // Made well-formed as the reader makes every other test.
        for (const entry of (0,characters/* wellFormedValues */.au)(input.stopped?.tests ?? []))
            for (const file of files)
                await file.addStopped(entry);
    }
    catch (error) {
        for (const file of files)
            await file.fail(error);
    }
    const written = {};
    for (const { kind, file } of made)
        written[kind] = await file.finish();
    return { junitFile: written['JUnit XML'], ctrfFile: written['CTRF JSON'] };
}


/***/ }),

/***/ 36591:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oe: () => (/* binding */ quarantineWarnings),
/* harmony export */   UN: () => (/* binding */ quarantineLines),
/* harmony export */   gh: () => (/* binding */ quarantineMarkdown),
/* harmony export */   xv: () => (/* binding */ causeText)
/* harmony export */ });
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42179);
/* harmony import */ var _history_window_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63405);
/* harmony import */ var _value_table_row_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77505);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34589);





/** The section: the quarantined tests that ran, why each is, the entries past their date, and who may leave. */
function quarantineMarkdown(q, wording = {}) {
    if (!q)
        return '';
    const parts = [];
    const ran = q.failed.count + q.ran.count;
    if (ran) {
        const from = q.file ? ` The list: ${code(q.file)}.` : '';
        const failed = q.failed.count
            ? `${q.failed.count} failed, which ${q.failed.count === 1 ? 'fails' : 'fail'} neither the step nor the check.`
            : 'none failed.';
        const rows = [...q.failed.first, ...q.ran.first].map((t) => row(t, wording));
        const named = q.failed.first.length + q.ran.first.length;
        const more = ran > named ? `\n_${ran - named} more not named here._\n` : '';
        parts.push(`${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(ran, 'quarantined test')} ran; ${failed}${from}\n\n` +
            '| Test | Browser or device | Platform | Outcome | Why quarantined |\n|---|---|---|---|---|\n' +
            rows.join('') +
            more);
    }
    if (q.ready.length) {
        const names = q.ready.map((e) => code(e.name)).join(', ');
        parts.push(`**Ready to leave quarantine**: ${names} passed here and in every run of the window${onBranch(wording)}.`);
    }
    for (const warning of q.warnings)
        parts.push(`> \u26a0\ufe0f ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)(warning)}`);
    for (const entry of q.expired)
        parts.push(`> \u26a0\ufe0f ${expiredSentence(entry, q.file)}`);
    if (q.pending)
        parts.push(`_${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)(q.pending)}_`);
    if (q.noWindow)
        parts.push(`_${noWindowSentence(q.auto)}_`);
    if (q.autoApplied)
        parts.push(`_${autoRuleSentence(q.auto, wording)}_`);
    return parts.length ? `### \ud83d\udd12 Quarantined\n\n${parts.join('\n\n')}\n` : '';
}
/** The log's warnings: why no list decides or what is wrong with one, then each entry past its date, by name and line. */
function quarantineWarnings(q) {
    return q ? [...q.warnings, ...q.expired.map((entry) => expiredSentence(entry, q.file))] : [];
}
/** The log's lines: each quarantined test that failed, and why it is quarantined. */
function quarantineLines(q, wording = {}) {
    if (!q)
        return [];
    const lines = [];
    if (q.failed.count) {
        const tests = q.failed.first.map(({ entry, cause }) => `${entry.name} (${causeText(cause, wording)})`);
        const more = q.failed.count > tests.length ? `; and ${q.failed.count - tests.length} more` : '';
        lines.push(`Quarantined, so failing neither the step nor the check: ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(q.failed.count, 'failed test')}: ${tests.join('; ')}${more}.`);
    }
    if (q.pending)
        lines.push(q.pending);
    if (q.noWindow)
        lines.push(noWindowSentence(q.auto));
    return lines;
}
/** Auto-quarantine's rule, in one sentence (history/quarantine.ts, `canBeFlakiness`). */
const autoRuleSentence = (auto, wording) => `Auto-quarantine (${auto}) takes a failed test only when it was flaky in at least ${auto} of the runs ${wording.branch ? `on ${wording.branch}` : 'of the base branch'}, at least once in the latest ${_history_window_js__WEBPACK_IMPORTED_MODULE_1__/* .RECENT_RUNS */ .bL} of them, and did not fail every attempt here when it ran more than once.`;
const noWindowSentence = (auto) => `auto-quarantine is ${auto}, but no window of the base branch's earlier runs was found: no test was quarantined automatically.`;
function expiredSentence(entry, file) {
    const where = file ? ` (${file}, line ${entry.line})` : ` (line ${entry.line})`;
    return `The quarantine entry "${(0,_world_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(entry.test)}"${where} ended on ${entry.until ?? ''}: it no longer quarantines; remove it or move its date.`;
}
const OUTCOME = {
    failed: '\u274c failed',
    passed: '\u2705 passed',
    flaky: '\u26a0\ufe0f flaky',
    unknown: '\u2754 unknown',
};
function row({ entry, cause }, wording) {
    return `| ${cell(entry.name, 200)} | ${cell(entry.environment, 100)} | ${cell(entry.platform, 100)} | ${OUTCOME[entry.outcome]} | ${cell(causeText(cause, wording), 300)} |\n`;
}
/** Why a test is quarantined, in a few words: `known flaky; line 2, until 2026-12-31`. */
function causeText(cause, wording = {}) {
    if (cause.kind === 'auto')
        return `auto-quarantine: flaky in ${cause.flaky} of the last ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(cause.runs, 'run')}${onBranch(wording)}`;
    const { entry } = cause;
    const reason = entry.reason ? `${entry.reason}; ` : '';
    return `${reason}line ${entry.line}${entry.until ? `, until ${entry.until}` : ''}`;
}
const onBranch = (wording) => (wording.branch ? ` on ${wording.branch}` : '');
/** A cell that wraps a long run without white space rather than widen the table past the page. */
const cell = (text, max) => text ? (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCell */ .UZ)((0,_value_table_row_js__WEBPACK_IMPORTED_MODULE_2__/* .tableBreaks */ .a5)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(text), max))) : '';
const code = (text) => (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(text), 200));


/***/ })

};
