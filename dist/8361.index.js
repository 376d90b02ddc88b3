export const id = 8361;
export const ids = [8361];
export const modules = {

/***/ 78361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O_: () => (/* binding */ writeDigest),
/* harmony export */   aL: () => (/* binding */ DIGEST_VERSION),
/* harmony export */   e0: () => (/* binding */ MAX_DIGEST_CHARS),
/* harmony export */   eH: () => (/* binding */ namedTest),
/* harmony export */   ol: () => (/* binding */ digestOf),
/* harmony export */   rP: () => (/* binding */ readDigest),
/* harmony export */   sf: () => (/* binding */ MAX_CARRIED)
/* harmony export */ });
/* unused harmony exports MAX_DIGEST_KEYS, MAX_DIGEST_INFLATED_BYTES, keyOfNamed */
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(961);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(55491);
/* harmony import */ var _value_compact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93033);
/* harmony import */ var _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1003);
/* harmony import */ var _value_family_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22942);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34589);
/* harmony import */ var _window_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(63405);







/**
 * A digest of a report: what the next report of the same check compares itself with and the wait
 * takes its expectation from (docs/report-files.md, "The digest"). Kept in the completed check run's
 * `output.text` inside an HTML comment, so a reader of the check run sees nothing of it.
 */
/**
 * 4: the digest carries its branch's recent runs (history/window.ts). 3: keys leave versions out
 * (src/report/value/compact.ts), the digest names the workflow run that wrote it and the versions its
 * tests ran on; read as a digest with no window. Digests of version 2 have keys with versions in them.
 */
const DIGEST_VERSION = 4;
/** The earliest version read: the same layout, without the window. */
const WINDOWLESS_VERSION = 3;
/** The digest's text is the whole `output.text`: GitHub's limit for it. */
const MAX_DIGEST_CHARS = _world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_OUTPUT_CHARS */ .jd;
/** What a digest is written within: the rest of `output.text` is the report's mark (world/leg-mark.ts). */
const WRITTEN_DIGEST_CHARS = MAX_DIGEST_CHARS - _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_2__/* .LEG_MARK_ROOM */ .le - 1;
/**
 * Most keys a digest holds, all outcomes together: above what MAX_DIGEST_CHARS can hold of real keys
 * (hashes, which do not compress: 21,000 or so, docs/report-files.md), so the bound only ever refuses a
 * digest no report wrote. The writer keeps to it as well.
 */
const MAX_DIGEST_KEYS = 32_768;
/**
 * Most bytes a digest inflates to. The writer keeps to it (a digest of long, alike names that would
 * inflate beyond it leaves names out), so reading more than this refuses only a digest no report wrote.
 */
const MAX_DIGEST_INFLATED_BYTES = 1024 * 1024;
/** Failed tests' names kept at most, and the longest text of each kept. */
const MAX_NAMES = 1000;
/** Tests carried at most: a Codeless job's report with more passed tests carries none. */
const MAX_CARRIED = 1000;
const MAX_NAME_CHARS = 500;
const OPEN = `<!-- cloudtest-digest v${DIGEST_VERSION} `;
const CLOSE = ' -->';
const FOUND = /<!-- cloudtest-digest v(\d+) ([A-Za-z0-9+/=]*) -->/;
/** How much an outcome says against a test: of two tests that share a key, the worse is the key's. */
const SEVERITY = { passed: 0, flaky: 1, unknown: 2, failed: 3 };
/**
 * Each key once, grouped by outcome with keys in ascending order. A report's records are its tests,
 * each test's attempts made one already (src/report/value/attempts.ts); tests that share a key (one
 * test on two versions of a browser) are that key's test, and the worst of their outcomes is its
 * outcome: a failure on one version is never hidden by a pass on another.
 */
function digestOf(source) {
    const { keys } = source;
    const carried = source.carry?.tests;
    const order = new Uint32Array(keys.length);
    for (let i = 0; i < order.length; i++)
        order[i] = i;
    order.sort((a, b) => keys.key(a) - keys.key(b) || a - b);
    // Each key's deciding record (its worst; the last of equals), in key order: counted first, so each
    // outcome's arrays are made at their size.
    const deciding = new Uint32Array(order.length);
    let size = 0;
    for (let j = 0; j < order.length; j++) {
        const i = order[j];
        const same = size > 0 && keys.key(deciding[size - 1]) === keys.key(i);
        if (!same)
            deciding[size++] = i;
        else if (SEVERITY[keys.outcome(i)] >= SEVERITY[keys.outcome(deciding[size - 1])])
            deciding[size - 1] = i;
    }
    const sizes = { passed: 0, failed: 0, unknown: 0, flaky: 0 };
    for (let j = 0; j < size; j++)
        sizes[keys.outcome(deciding[j])]++;
    const digestKeys = {};
    const durations = {};
    for (const outcome of OUTCOME_ORDER) {
        digestKeys[outcome] = new Uint32Array(sizes[outcome]);
        durations[outcome] = new Float64Array(sizes[outcome]);
    }
    const filled = { passed: 0, failed: 0, unknown: 0, flaky: 0 };
    for (let j = 0; j < size; j++) {
        const i = deciding[j];
        const outcome = keys.outcome(i);
        const at = filled[outcome]++;
        digestKeys[outcome][at] = keys.key(i);
        durations[outcome][at] = keys.duration(i) ?? NaN;
    }
    return {
        counts: source.counts,
        timing: source.timing,
        passedNamed: source.passedNamed,
        keys: digestKeys,
        durations,
        failedNames: source.failed.slice(0, MAX_NAMES).map(namedTest),
        ...(source.run ? { run: source.run } : {}),
        versions: versionsOf(source.versions),
        ...(carried && carried.length <= MAX_CARRIED ? { carried } : {}),
        ...(source.window ? { window: source.window } : {}),
        dropped: {
            passedDurations: false,
            passedKeys: !source.passedNamed,
            otherDurations: false,
            unknownKeys: false,
            failedKeys: 0,
            failedNames: Math.max(0, source.counts.failed - Math.min(source.failed.length, MAX_NAMES)),
            carried: (carried?.length ?? 0) > MAX_CARRIED,
        },
    };
}
/** The name a test's key was made from, with what else tells it apart. */
function namedTest(entry) {
    const cut = (s) => s?.slice(0, MAX_NAME_CHARS) || undefined;
    const named = { name: cut(entry.keyName ?? entry.name) ?? '' };
    const environment = cut(entry.environment);
    const platform = cut(entry.platform);
    const id = cut(entry.id);
    if (environment)
        named.environment = environment;
    if (platform)
        named.platform = platform;
    if (id)
        named.id = id;
    if (entry.madeUpName)
        named.madeUp = true;
    return named;
}
/** The versions a digest keeps: at most MAX_VERSIONS of each, each cut to MAX_VERSION_CHARS. */
function versionsOf(versions) {
    const kept = (texts = []) => [...new Set(texts.map((t) => t.slice(0, _value_family_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_VERSION_CHARS */ .oF)).filter(Boolean))].slice(0, _value_family_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_VERSIONS */ .F5);
    return { environments: kept(versions?.environments), platforms: kept(versions?.platforms) };
}
/** Whether a named test read back is the test its key says (its name was not changed on the way). */
function keyOfNamed(test) {
    return testKey({ name: test.name, environment: test.environment, platform: test.platform });
}
/**
 * The digest as `output.text` holds it, within WRITTEN_DIGEST_CHARS, MAX_DIGEST_INFLATED_BYTES and
 * MAX_DIGEST_KEYS: when it would not fit, it leaves out, in turn, passed tests' durations, passed
 * tests' keys, the carried tests, the window's oldest runs (all but the newest if need be), failed
 * tests' names (the last ones first), the other durations with unknown and flaky tests' keys, the
 * window's newest run, and last the keys of failed tests beyond what fits; what it left out is
 * recorded in it.
 */
function writeDigest(digest) {
    const steps = [
        (d) => d,
        (d) => dropDurations(d, ['passed'], { passedDurations: true }),
        (d) => ({
            ...d,
            keys: { ...d.keys, passed: new Uint32Array(0) },
            dropped: { ...d.dropped, passedKeys: true },
        }),
        // A re-run then runs everything again: it cannot report the tests it would not run.
        ({ carried, ...d }) => ({ ...d, dropped: { ...d.dropped, carried: d.dropped.carried || !!carried } }),
    ];
    let current = digest;
    for (const step of steps) {
        current = step(current);
        const text = fitting(current);
        if (text !== undefined)
            return { text, digest: current };
    }
    const { window } = current;
    if (window) {
        current = cutToFit(current, withWindowRuns, window.runs.length);
        // Its newest run, whose tests that did not pass are this report's, goes only after the names.
        if (current.window?.runs.length)
            return { text: fitting(current), digest: current };
        current = withWindowRuns({ ...current, window }, 1);
    }
    current = cutToFit(current, (d, n) => withNames(d, n), current.failedNames.length);
    const named = fitting(current);
    if (named !== undefined)
        return { text: named, digest: current };
    current = dropDurations(current, ['failed', 'unknown', 'flaky'], { otherDurations: true });
    current = {
        ...current,
        // Flaky tests with them: they passed in the end, and a digest of many would not fit either.
        keys: { ...current.keys, unknown: new Uint32Array(0), flaky: new Uint32Array(0) },
        dropped: { ...current.dropped, unknownKeys: true },
    };
    const lessened = fitting(current);
    if (lessened !== undefined)
        return { text: lessened, digest: current };
    current = withWindowRuns(current, 0);
    current = cutToFit(current, (d, n) => withFailedKeys(d, n), current.keys.failed.length);
    return { text: textOf(encode(current)), digest: current };
}
function dropDurations(d, outcomes, dropped) {
    const durations = { ...d.durations };
    for (const outcome of outcomes)
        durations[outcome] = new Float64Array(0);
    return { ...d, durations, dropped: { ...d.dropped, ...dropped } };
}
/** The digest with its window's newest `n` runs: the oldest leave first. */
const withWindowRuns = (d, n) => d.window ? { ...d, window: (0,_window_js__WEBPACK_IMPORTED_MODULE_5__/* .newestRuns */ .Hj)(d.window, n) } : d;
function withNames(d, n) {
    const left = d.failedNames.length - n;
    return {
        ...d,
        failedNames: d.failedNames.slice(0, n),
        dropped: { ...d.dropped, failedNames: d.dropped.failedNames + left },
    };
}
function withFailedKeys(d, n) {
    const left = d.keys.failed.length - n;
    return {
        ...d,
        keys: { ...d.keys, failed: d.keys.failed.slice(0, n) },
        dropped: { ...d.dropped, failedKeys: left },
    };
}
/** The most of `total` items `keep` can hold within the limits (a binary search over whole encodings). */
function cutToFit(d, keep, total) {
    let low = 0;
    let high = total;
    while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (fitting(keep(d, mid)) !== undefined)
            low = mid;
        else
            high = mid - 1;
    }
    return keep(d, low);
}
/** The digest's text when it keeps within every limit a reader holds it to; else undefined. */
function fitting(d) {
    const keys = OUTCOME_ORDER.reduce((n, outcome) => n + d.keys[outcome].length, 0);
    if (keys > MAX_DIGEST_KEYS)
        return undefined;
    const bytes = encode(d);
    if (bytes.length > MAX_DIGEST_INFLATED_BYTES)
        return undefined;
    const text = textOf(bytes);
    return text.length <= WRITTEN_DIGEST_CHARS ? text : undefined;
}
function textOf(bytes) {
    return `${OPEN}${(0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gzipSync)(bytes, { level: 9 }).toString('base64')}${CLOSE}`;
}
const OUTCOME_ORDER = ['passed', 'failed', 'unknown', 'flaky'];
const FLAG = {
    passedNamed: 1,
    passedDurations: 2,
    passedKeys: 4,
    otherDurations: 8,
    unknownKeys: 16,
    carriedDropped: 32,
};
/** A named test's own flags. */
const NAMED_FLAG = { madeUp: 1, flaky: 2 };
/** Tenths of a second, plus one; 0 for unknown. */
const tenths = (ms) => ms === undefined || !Number.isFinite(ms) ? 0 : Math.round(ms / 100) + 1;
const fromTenths = (n) => (n === 0 ? undefined : (n - 1) * 100);
/** The binary layout (docs/report-files.md, "The digest"). */
function encode(d) {
    const out = new ByteWriter();
    const flags = (d.passedNamed ? FLAG.passedNamed : 0) |
        (d.dropped.passedDurations ? FLAG.passedDurations : 0) |
        (d.dropped.passedKeys ? FLAG.passedKeys : 0) |
        (d.dropped.otherDurations ? FLAG.otherDurations : 0) |
        (d.dropped.unknownKeys ? FLAG.unknownKeys : 0) |
        (d.dropped.carried ? FLAG.carriedDropped : 0);
    out.uint(flags);
    writeCounts(out, d.counts);
    out.uint(tenths(d.timing.queuedMs));
    out.uint(tenths(d.timing.runningMs));
    for (const outcome of OUTCOME_ORDER) {
        const keys = d.keys[outcome];
        out.uint(keys.length);
        let previous = 0;
        for (const key of keys) {
            out.uint(key - previous);
            previous = key;
        }
        const durations = d.durations[outcome];
        out.uint(durations.length === keys.length && keys.length ? 1 : 0);
        if (durations.length === keys.length)
            for (const s of durations)
                out.uint(tenths(s * 1000));
    }
    out.uint(d.failedNames.length);
    for (const t of d.failedNames)
        writeNamed(out, t);
    out.uint(d.dropped.failedKeys);
    out.uint(d.dropped.failedNames);
    out.uint(d.run?.attempt ?? 0);
    out.text(d.run?.runId ?? '');
    // One more than the carried tests' count; 0 when the report carries none.
    out.uint(d.carried ? d.carried.length + 1 : 0);
    for (const t of d.carried ?? []) {
        writeNamed(out, t, t.flaky ? NAMED_FLAG.flaky : 0);
        out.uint(t.attempt);
    }
    out.text(d.run?.triggeredBy ?? '');
    for (const texts of [d.versions.environments, d.versions.platforms]) {
        out.uint(texts.length);
        for (const t of texts)
            out.text(t);
    }
    writeWindow(out, d.window);
    return out.done();
}
/** A window outcome's code in the layout; its place in this list. */
const WINDOW_OUTCOMES = ['passed', 'failed', 'unknown', 'flaky', 'absent'];
const RUN_FLAG = { partial: 1 };
function writeWindow(out, w) {
    // One more than the runs' count; 0 when the report carries no window.
    out.uint(w ? w.runs.length + 1 : 0);
    if (!w)
        return;
    out.uint(w.dropped.runs);
    out.uint(w.dropped.tests);
    for (const r of w.runs) {
        out.text(r.sha);
        writeCounts(out, r.counts);
        out.uint(tenths(r.testTimeMs));
        out.uint(tenths(r.runningMs));
        out.uint(r.partial ? RUN_FLAG.partial : 0);
    }
    out.uint(w.tests.length);
    let previous = 0;
    for (const t of w.tests) {
        out.uint(t.key - previous);
        previous = t.key;
        for (const o of t.outcomes)
            out.uint(WINDOW_OUTCOMES.indexOf(o));
        out.uint(t.failingSince?.runs ?? 0);
        if (t.failingSince)
            out.text(t.failingSince.sha);
    }
}
function writeNamed(out, t, flags = 0) {
    for (const s of [t.name, t.environment, t.platform, t.id])
        out.text(s ?? '');
    out.uint(flags | (t.madeUp ? NAMED_FLAG.madeUp : 0));
}
const UTF8 = new TextEncoder();
/** Bytes written into one array that doubles as it fills (a digest of 100,000 tests is some 500 KB). */
class ByteWriter {
    bytes = new Uint8Array(65_536);
    size = 0;
    uint(n) {
        // A varint of a whole number below 2^53 takes at most 8 bytes.
        this.room(8);
        let v = Math.max(0, Math.floor(n));
        while (v >= 0x80) {
            this.bytes[this.size++] = (v % 0x80) | 0x80;
            v = Math.floor(v / 0x80);
        }
        this.bytes[this.size++] = v;
    }
    text(s) {
        const length = Buffer.byteLength(s, 'utf8');
        this.uint(length);
        this.room(length);
        this.size += UTF8.encodeInto(s, this.bytes.subarray(this.size)).written;
    }
    done() {
        return Buffer.from(this.bytes.buffer, 0, this.size);
    }
    room(n) {
        if (this.size + n <= this.bytes.length)
            return;
        const bytes = new Uint8Array(Math.max(this.bytes.length * 2, this.size + n));
        bytes.set(this.bytes.subarray(0, this.size));
        this.bytes = bytes;
    }
}
/** What a digest holds beyond the bounds every digest a report wrote keeps to. */
class BeyondBounds extends Error {
}
/**
 * The digest in a check run's `output.text`, read as untrusted input: the text is size-capped before
 * anything is decoded, inflating stops at MAX_DIGEST_INFLATED_BYTES, the keys stop at MAX_DIGEST_KEYS
 * and each list at its own bound before anything is made for it, every length is checked against what
 * is left, and the result is schema-checked. Nothing of it is ever rendered.
 */
function readDigest(text) {
    if (!text)
        return { problem: { kind: 'none' } };
    if (text.length > MAX_DIGEST_CHARS)
        return { problem: { kind: 'oversized', chars: text.length } };
    const found = FOUND.exec(text);
    if (!found)
        return { problem: { kind: 'none' } };
    const version = Number(found[1]);
    if (version !== DIGEST_VERSION && version !== WINDOWLESS_VERSION)
        return { problem: { kind: 'version', version } };
    let bytes;
    try {
        bytes = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gunzipSync)(Buffer.from(found[2] ?? '', 'base64'), {
            maxOutputLength: MAX_DIGEST_INFLATED_BYTES,
        });
    }
    catch (error) {
        if (error.code === 'ERR_BUFFER_TOO_LARGE')
            return {
                problem: { kind: 'beyond', what: `it inflates to more than ${MAX_DIGEST_INFLATED_BYTES} bytes` },
            };
        return { problem: { kind: 'corrupt', why: String(error.message) } };
    }
    try {
        return { digest: decode(bytes, version) };
    }
    catch (error) {
        if (error instanceof BeyondBounds)
            return { problem: { kind: 'beyond', what: error.message } };
        const why = error instanceof zod__WEBPACK_IMPORTED_MODULE_6__/* .ZodError */ .G
            ? 'its fields are not what a digest holds'
            : String(error.message);
        return { problem: { kind: 'corrupt', why } };
    }
}
const count = zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int().min(0).max(100_000_000);
/** A workflow run is re-run far fewer times than this. */
const MAX_ATTEMPT = 10_000;
const text = zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().max(MAX_NAME_CHARS * 4);
const RUN_ID = zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().regex(/^\d{1,20}$/);
const Counts = zod__WEBPACK_IMPORTED_MODULE_7__/* .object */ .Ikc({ total: count, passed: count, failed: count, unknown: count, flaky: count });
const Named = zod__WEBPACK_IMPORTED_MODULE_7__/* .object */ .Ikc({
    name: text,
    environment: text.optional(),
    platform: text.optional(),
    id: text.optional(),
    madeUp: zod__WEBPACK_IMPORTED_MODULE_7__/* .literal */ .euz(true).optional(),
});
const DigestMeta = zod__WEBPACK_IMPORTED_MODULE_7__/* .object */ .Ikc({
    counts: Counts,
    timing: zod__WEBPACK_IMPORTED_MODULE_7__/* .object */ .Ikc({ queuedMs: count.optional(), runningMs: count.optional() }),
    failedNames: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(Named).max(MAX_NAMES),
    run: zod__WEBPACK_IMPORTED_MODULE_7__/* .object */ .Ikc({
        runId: RUN_ID,
        attempt: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int().min(1).max(MAX_ATTEMPT),
        triggeredBy: RUN_ID.optional(),
    })
        .optional(),
    versions: zod__WEBPACK_IMPORTED_MODULE_7__/* .object */ .Ikc({
        environments: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().max(_value_family_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_VERSION_CHARS */ .oF)),
        platforms: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().max(_value_family_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_VERSION_CHARS */ .oF)),
    }),
    carried: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(Named.extend({ attempt: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int().min(1).max(MAX_ATTEMPT), flaky: zod__WEBPACK_IMPORTED_MODULE_7__/* .boolean */ .zMY() }))
        .max(MAX_CARRIED)
        .optional(),
    dropped: zod__WEBPACK_IMPORTED_MODULE_7__/* .object */ .Ikc({ failedKeys: count, failedNames: count }),
});
function decode(bytes, version) {
    const input = new ByteReader(bytes);
    const flags = input.uint();
    const counts = readCounts(input);
    const timing = { queuedMs: fromTenths(input.uint()), runningMs: fromTenths(input.uint()) };
    const { keys, durations } = readKeys(input);
    const failedNames = readList(input, MAX_NAMES, 'failed names', () => readNamed(input).named);
    const dropped = { failedKeys: input.uint(), failedNames: input.uint() };
    const run = { attempt: input.uint(), runId: input.text() };
    const carried = readCarried(input);
    const triggeredBy = input.text();
    const versions = {
        environments: readList(input, _value_family_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_VERSIONS */ .F5, 'versions', () => input.text()),
        platforms: readList(input, _value_family_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_VERSIONS */ .F5, 'versions', () => input.text()),
    };
    const window = version >= DIGEST_VERSION ? readWindow(input) : undefined;
    if (!input.atEnd())
        throw new Error('bytes follow its end');
    const meta = DigestMeta.parse({
        counts,
        timing: JSON.parse(JSON.stringify(timing)),
        failedNames,
        ...(run.attempt ? { run: { ...run, ...(triggeredBy ? { triggeredBy } : {}) } } : {}),
        ...(carried ? { carried } : {}),
        versions,
        dropped,
    });
    if (window)
        WindowMeta.parse(window);
    return {
        ...meta,
        ...(window ? { window } : {}),
        passedNamed: (flags & FLAG.passedNamed) !== 0,
        keys,
        durations,
        dropped: {
            ...meta.dropped,
            passedDurations: (flags & FLAG.passedDurations) !== 0,
            passedKeys: (flags & FLAG.passedKeys) !== 0,
            otherDurations: (flags & FLAG.otherDurations) !== 0,
            unknownKeys: (flags & FLAG.unknownKeys) !== 0,
            carried: (flags & FLAG.carriedDropped) !== 0,
        },
    };
}
/** Each outcome's keys and durations, refused beyond MAX_DIGEST_KEYS before any array is made for them. */
function readKeys(input) {
    const keys = {};
    const durations = {};
    let keysLeft = MAX_DIGEST_KEYS;
    for (const outcome of OUTCOME_ORDER) {
        const n = input.length();
        if (n > keysLeft)
            throw new BeyondBounds(`it holds more than ${MAX_DIGEST_KEYS} keys`);
        keysLeft -= n;
        const list = new Uint32Array(n);
        let key = 0;
        for (let i = 0; i < n; i++) {
            key += input.uint();
            if (key > 0xffffffff)
                throw new Error('a key is out of range');
            list[i] = key;
        }
        keys[outcome] = list;
        const timed = input.uint() === 1;
        durations[outcome] = new Float64Array(timed ? n : 0);
        if (timed)
            for (let i = 0; i < n; i++)
                durations[outcome][i] = (fromTenths(input.uint()) ?? NaN) / 1000;
    }
    return { keys, durations };
}
const SHA = zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().regex(/^[0-9a-f]{7,40}$/i);
const WindowMeta = zod__WEBPACK_IMPORTED_MODULE_7__/* .object */ .Ikc({
    runs: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .object */ .Ikc({
        sha: SHA,
        counts: Counts,
        testTimeMs: count.optional(),
        runningMs: count.optional(),
        partial: zod__WEBPACK_IMPORTED_MODULE_7__/* .literal */ .euz(true).optional(),
    }))
        .max(_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .WINDOW_RUNS */ .iE),
    tests: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .object */ .Ikc({
        key: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig(),
        outcomes: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* ["enum"] */ .k5n(WINDOW_OUTCOMES)),
        failingSince: zod__WEBPACK_IMPORTED_MODULE_7__/* .object */ .Ikc({ sha: SHA, runs: count.min(1) }).optional(),
    }))
        .max(_window_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_WINDOW_TESTS */ .SK),
    dropped: zod__WEBPACK_IMPORTED_MODULE_7__/* .object */ .Ikc({ runs: count, tests: count }),
});
/** The counts in their order: total, passed, failed, unknown, flaky. */
function readCounts(input) {
    const [total, passed, failed, unknown, flaky] = [
        input.uint(),
        input.uint(),
        input.uint(),
        input.uint(),
        input.uint(),
    ];
    return { total, passed, failed, unknown, flaky };
}
function writeCounts(out, { total, passed, failed, unknown, flaky }) {
    for (const n of [total, passed, failed, unknown, flaky])
        out.uint(n);
}
/** The window, after its runs' count plus one; each list refused beyond its bound before it is read. */
function readWindow(input) {
    const size = input.uint();
    if (!size)
        return undefined;
    if (size - 1 > _world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .WINDOW_RUNS */ .iE)
        throw new BeyondBounds(`its window holds more than ${_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .WINDOW_RUNS */ .iE} runs`);
    const dropped = { runs: input.uint(), tests: input.uint() };
    const runs = [];
    for (let i = 1; i < size; i++) {
        const sha = input.text();
        const counts = readCounts(input);
        const testTimeMs = fromTenths(input.uint());
        const runningMs = fromTenths(input.uint());
        const partial = (input.uint() & RUN_FLAG.partial) !== 0;
        runs.push({
            sha,
            counts,
            ...(testTimeMs === undefined ? {} : { testTimeMs }),
            ...(runningMs === undefined ? {} : { runningMs }),
            ...(partial ? { partial: true } : {}),
        });
    }
    const tests = readList(input, _window_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_WINDOW_TESTS */ .SK, 'tests in its window', () => {
        const key = input.uint();
        const outcomes = runs.map(() => {
            const outcome = WINDOW_OUTCOMES[input.uint()];
            if (!outcome)
                throw new Error("a test's outcome in the window is out of range");
            return outcome;
        });
        const streak = input.uint();
        return { key, outcomes, ...(streak ? { failingSince: { runs: streak, sha: input.text() } } : {}) };
    });
    // Keys are written as differences, ascending and each once.
    let key = 0;
    for (const [i, t] of tests.entries()) {
        if (i > 0 && t.key === 0)
            throw new Error("the window's keys are not ascending");
        key += t.key;
        if (key > 0xffffffff)
            throw new Error('a key is out of range');
        t.key = key;
    }
    return { runs, tests, dropped };
}
/** A list after its count, refused before any item is read when the count is beyond `max`. */
function readList(input, max, what, item) {
    const n = input.length();
    if (n > max)
        throw new BeyondBounds(`it holds more than ${max} ${what}`);
    const items = [];
    for (let i = 0; i < n; i++)
        items.push(item());
    return items;
}
/** The carried tests, after their count plus one; undefined for 0, a report that carries none. */
function readCarried(input) {
    const count = input.uint();
    if (!count)
        return undefined;
    if (count - 1 > input.left())
        throw new Error('a length exceeds what follows');
    if (count - 1 > MAX_CARRIED)
        throw new BeyondBounds(`it holds more than ${MAX_CARRIED} carried tests`);
    const carried = [];
    for (let i = 1; i < count; i++) {
        const { named, flags } = readNamed(input);
        carried.push({ ...named, flaky: (flags & NAMED_FLAG.flaky) !== 0, attempt: input.uint() });
    }
    return carried;
}
function readNamed(input) {
    const [name, environment, platform, id] = [input.text(), input.text(), input.text(), input.text()];
    const flags = input.uint();
    const named = {
        name,
        ...(environment ? { environment } : {}),
        ...(platform ? { platform } : {}),
        ...(id ? { id } : {}),
        ...(flags & NAMED_FLAG.madeUp ? { madeUp: true } : {}),
    };
    return { named, flags };
}
/** Reads varints and texts, refusing to read past the end or to take a length longer than what is left. */
class ByteReader {
    at = 0;
    bytes;
    constructor(bytes) {
        this.bytes = bytes;
    }
    uint() {
        let value = 0;
        let scale = 1;
        for (let i = 0; i < 8; i++) {
            if (this.at >= this.bytes.length)
                throw new Error('it ends early');
            const byte = this.bytes[this.at++];
            value += (byte & 0x7f) * scale;
            if (byte < 0x80)
                return value;
            scale *= 0x80;
        }
        throw new Error('a number is too long');
    }
    /** A count of items that each take at least a byte. */
    length() {
        const n = this.uint();
        if (n > this.left())
            throw new Error('a length exceeds what follows');
        return n;
    }
    /** Bytes not read yet. */
    left() {
        return this.bytes.length - this.at;
    }
    text() {
        const n = this.length();
        const s = this.bytes.toString('utf8', this.at, this.at + n);
        this.at += n;
        return s;
    }
    atEnd() {
        return this.at === this.bytes.length;
    }
}


/***/ }),

/***/ 26629:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ij: () => (/* binding */ uniqueKeys),
/* harmony export */   mK: () => (/* binding */ includes),
/* harmony export */   qh: () => (/* binding */ indexOf)
/* harmony export */ });
/** Tests' keys held ascending in typed arrays (a digest's, a window's): searched and merged, never one object per key. */
/** Where ascending `keys` hold `key`, -1 when they do not: a binary search. */
function indexOf(keys, key) {
    let low = 0;
    let high = keys.length - 1;
    while (low <= high) {
        const mid = (low + high) >>> 1;
        const at = keys[mid];
        if (at === key)
            return mid;
        if (at < key)
            low = mid + 1;
        else
            high = mid - 1;
    }
    return -1;
}
/** Whether ascending `keys` hold `key`. */
const includes = (keys, key) => indexOf(keys, key) >= 0;
/** The keys of several lists, ascending and each once. */
function uniqueKeys(lists) {
    const all = new Uint32Array(lists.reduce((n, l) => n + l.length, 0));
    let n = 0;
    for (const list of lists) {
        all.set(list, n);
        n += list.length;
    }
    all.sort();
    let unique = 0;
    for (let i = 0; i < all.length; i++)
        if (!i || all[i] !== all[i - 1])
            all[unique++] = all[i];
    return all.subarray(0, unique);
}


/***/ }),

/***/ 63405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dt: () => (/* binding */ testTimeOf),
/* harmony export */   Hj: () => (/* binding */ newestRuns),
/* harmony export */   SK: () => (/* binding */ MAX_WINDOW_TESTS),
/* harmony export */   dj: () => (/* binding */ flakyRunsIn),
/* harmony export */   gx: () => (/* binding */ windowTestOf),
/* harmony export */   zH: () => (/* binding */ advanceWindow)
/* harmony export */ });
/* unused harmony export notPassing */
/* harmony import */ var _sorted_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26629);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34589);


/** Whether a run's outcome counts against a test: it did not pass, and it ran. */
const notPassing = (o) => o !== 'passed' && o !== 'absent';
/** The window's row of a test, by a binary search over its ascending keys. */
function windowTestOf(window, key) {
    const { tests } = window;
    let low = 0;
    let high = tests.length - 1;
    while (low <= high) {
        const mid = (low + high) >>> 1;
        const at = tests[mid].key;
        if (at === key)
            return tests[mid];
        if (at < key)
            low = mid + 1;
        else
            high = mid - 1;
    }
    return undefined;
}
/**
 * How often the test of `key` was flaky in the window's runs, of how many runs, and whether it passed
 * every run (a test the window does not list did: it is sparse). Undefined without a window, or when
 * the window left out some tests that did not pass every run and this is not one it kept: then it
 * cannot tell.
 */
function flakyRunsIn(window, key) {
    if (!window || !window.runs.length)
        return undefined;
    const runs = window.runs.length;
    const test = windowTestOf(window, key);
    if (!test)
        return window.runs.some((r) => r.partial) ? undefined : { flaky: 0, runs, passedEveryRun: true };
    const flaky = test.outcomes.filter((o) => o === 'flaky').length;
    return { flaky, runs, passedEveryRun: test.outcomes.every((o) => o === 'passed') };
}
/** Tests a window lists at most: beyond, those failing in the newest run first, then the most often not passing. */
const MAX_WINDOW_TESTS = 2000;
/**
 * A report's test time: the sum of its tests' known durations (one per key, the deciding record's), in
 * milliseconds. What the service bills is VM and device time, which this approaches but is not.
 */
function testTimeOf(d) {
    let seconds = 0;
    for (const list of Object.values(d.durations))
        for (const s of list)
            if (!Number.isNaN(s))
                seconds += s;
    return Math.round(seconds * 1000);
}
/**
 * The window a report of the branch carries: `previous` (the base report's, if any) shifted to make
 * room, this report's run added last, and each test that did not pass every run listed. A test listed
 * for the first time is taken to have passed the earlier runs, unless the report before this one did
 * not have it (then absent): a test that passed was not listed, and nothing says which of them it ran in.
 */
function advanceWindow(previous, now) {
    const kept = Math.min(previous?.runs.length ?? 0, _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .WINDOW_RUNS */ .iE - 1);
    const shift = (previous?.runs.length ?? 0) - kept;
    const runs = [...(previous?.runs.slice(shift) ?? []), now.run];
    const earlier = (key) => {
        const before = now.before;
        if (!before?.passedKeysKnown)
            return 'passed';
        return outcomeIn(before.keys, key, true) === 'absent' ? 'absent' : 'passed';
    };
    const tests = [];
    const add = (key, had) => {
        const outcome = outcomeIn(now.keys, key, now.passedKeysKnown);
        const outcomes = had
            ? [...had.outcomes.slice(shift), outcome]
            : [...Array.from({ length: kept }, () => earlier(key)), outcome];
        if (!outcomes.some(notPassing))
            return;
        const test = { key, outcomes };
        if (outcome === 'failed')
            test.failingSince =
                had?.failingSince && had.outcomes.at(-1) === 'failed'
                    ? { sha: had.failingSince.sha, runs: had.failingSince.runs + 1 }
                    : { sha: now.run.sha, runs: 1 };
        tests.push(test);
    };
    const notPassed = (0,_sorted_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .uniqueKeys */ .ij)([now.keys.failed, now.keys.unknown, now.keys.flaky]);
    const had = previous?.tests ?? [];
    let i = 0;
    for (const key of notPassed) {
        while (i < had.length && had[i].key < key)
            add(had[i].key, had[i++]);
        add(key, had[i]?.key === key ? had[i++] : undefined);
    }
    while (i < had.length)
        add(had[i].key, had[i++]);
    return bounded({ runs, tests, dropped: { runs: 0, tests: 0 } });
}
/** The window within MAX_WINDOW_TESTS: when it lists more, every run is marked as partial. */
function bounded(window) {
    if (window.tests.length <= MAX_WINDOW_TESTS)
        return window;
    const weight = (t) => (notPassing(t.outcomes.at(-1) ?? 'absent') ? _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .WINDOW_RUNS */ .iE + 1 : 0) + t.outcomes.filter(notPassing).length;
    const tests = [...window.tests]
        .sort((a, b) => weight(b) - weight(a) || a.key - b.key)
        .slice(0, MAX_WINDOW_TESTS)
        .sort((a, b) => a.key - b.key);
    return {
        runs: window.runs.map((r) => ({ ...r, partial: true })),
        tests,
        dropped: { ...window.dropped, tests: window.tests.length - MAX_WINDOW_TESTS },
    };
}
/**
 * The window without its oldest runs, `keep` of them left: tests that then passed every run leave it,
 * and the runs left out are counted (the digest's bounds, history/digest.ts).
 */
function newestRuns(window, keep) {
    const shift = window.runs.length - Math.max(0, Math.min(keep, window.runs.length));
    if (!shift)
        return window;
    const tests = window.tests
        .map((t) => ({ ...t, outcomes: t.outcomes.slice(shift) }))
        .filter((t) => t.outcomes.some(notPassing));
    return {
        runs: window.runs.slice(shift),
        tests,
        dropped: { ...window.dropped, runs: window.dropped.runs + shift },
    };
}
/** A test's outcome in a report by its keys: absent when no list has it and passed keys are known. */
function outcomeIn(keys, key, passedKeysKnown) {
    for (const outcome of ['failed', 'unknown', 'flaky', 'passed'])
        if ((0,_sorted_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .includes */ .mK)(keys[outcome], key))
            return outcome;
    return passedKeysKnown ? 'absent' : 'passed';
}


/***/ }),

/***/ 93033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Li: () => (/* binding */ CompactTests),
/* harmony export */   S8: () => (/* binding */ testKey),
/* harmony export */   im: () => (/* binding */ OUTCOMES),
/* harmony export */   pg: () => (/* binding */ OUTCOME_CODE)
/* harmony export */ });
/* harmony import */ var _text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66526);
/* harmony import */ var _family_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22942);


/** Outcomes as stored in a byte per test. */
const OUTCOMES = ['passed', 'failed', 'unknown', 'flaky'];
const OUTCOME_CODE = { passed: 0, failed: 1, unknown: 2, flaky: 3 };
/**
 * A 32-bit key of what makes a test the same test from one report to the next: its name (`keyName`
 * when the shown name carries what changes per run), its browser or device without its version, and
 * its platform family (src/report/value/family.ts), FNV-1a over their UTF-16 code units. Tests of one
 * report that differ only in those versions share a key; their attempts are still told apart
 * (`identityTwin`, src/report/value/attempts.ts).
 */
function testKey(entry) {
    let hash = 0x811c9dc5;
    // The three texts with a NUL after each, hashed where they are (the families are made once per text).
    for (const text of [
        entry.keyName ?? entry.name,
        (0,_family_js__WEBPACK_IMPORTED_MODULE_0__/* .environmentFamily */ .wg)(entry.environment),
        (0,_family_js__WEBPACK_IMPORTED_MODULE_0__/* .platformFamily */ .Cz)(entry.platform),
    ]) {
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
    keys = (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .growable */ .CL)(Uint32Array, 64);
    outcomes = (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .growable */ .CL)(Uint8Array, 64);
    /** Seconds; NaN when unknown. */
    durations = (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .growable */ .CL)(Float64Array, 64);
    /** Milliseconds since the epoch; NaN when unknown. */
    ends = (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .growable */ .CL)(Float64Array, 64);
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
    /** Adds test `i` of `from` at the end, with another outcome when one is given (its attempts'). */
    copy(from, i, outcome) {
        if (this.size === this.keys.length)
            this.grow();
        this.keys[this.size] = from.keys[i] ?? 0;
        this.outcomes[this.size] = outcome === undefined ? (from.outcomes[i] ?? 0) : OUTCOME_CODE[outcome];
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
        for (const array of [this.keys, this.outcomes, this.durations, this.ends])
            (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .grow */ .wS)(array, length);
    }
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


/***/ })

};
