export const id = 7652;
export const ids = [7652,8084,8850,388,8851,6191,9062,873,9928,3254];
export const modules = {

/***/ 76847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Li: () => (/* binding */ CompactTests),
/* harmony export */   S8: () => (/* binding */ testKey),
/* harmony export */   im: () => (/* binding */ OUTCOMES),
/* harmony export */   pg: () => (/* binding */ OUTCOME_CODE)
/* harmony export */ });
/* harmony import */ var _text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66526);

/** Outcomes as stored in a byte per test. */
const OUTCOMES = ['passed', 'failed', 'unknown', 'flaky'];
const OUTCOME_CODE = { passed: 0, failed: 1, unknown: 2, flaky: 3 };
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
    keys = (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .growable */ .CL)(Uint32Array, 64);
    outcomes = (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .growable */ .CL)(Uint8Array, 64);
    /** Seconds; NaN when unknown. */
    durations = (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .growable */ .CL)(Float64Array, 64);
    /** Milliseconds since the epoch; NaN when unknown. */
    ends = (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .growable */ .CL)(Float64Array, 64);
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
            (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .grow */ .wS)(array, length);
    }
}


/***/ }),

/***/ 67252:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O_: () => (/* binding */ writeDigest),
/* harmony export */   e0: () => (/* binding */ MAX_DIGEST_CHARS),
/* harmony export */   eH: () => (/* binding */ namedTest),
/* harmony export */   ol: () => (/* binding */ digestOf),
/* harmony export */   rP: () => (/* binding */ readDigest),
/* harmony export */   sf: () => (/* binding */ MAX_CARRIED)
/* harmony export */ });
/* unused harmony exports DIGEST_VERSION, MAX_DIGEST_INFLATED_BYTES, keyOfNamed */
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(961);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55491);
/* harmony import */ var _compact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76847);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25356);




/**
 * A digest of a report: what the next report of the same check compares itself with and the wait
 * takes its expectation from (docs/report-files.md, "The digest"). Kept in the completed check run's
 * `output.text` inside an HTML comment, so a reader of the check run sees nothing of it.
 */
const DIGEST_VERSION = 2;
/** The digest's text is the whole `output.text`: GitHub's limit for it. */
const MAX_DIGEST_CHARS = _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_OUTPUT_CHARS */ .jd;
/** Most bytes a digest read back may inflate to: far above 100,000 tests' keys and durations. */
const MAX_DIGEST_INFLATED_BYTES = 8 * 1024 * 1024;
/** Failed tests' names kept at most, and the longest text of each kept. */
const MAX_NAMES = 1000;
/** Tests carried at most: a Codeless job's report with more passed tests carries none. */
const MAX_CARRIED = 1000;
const MAX_NAME_CHARS = 500;
const OPEN = `<!-- cloudtest-digest v${DIGEST_VERSION} `;
const CLOSE = ' -->';
const FOUND = /<!-- cloudtest-digest v(\d+) ([A-Za-z0-9+/=]*) -->/;
/**
 * Each test once (the last record of a key decides its outcome, as a later attempt does), grouped by
 * outcome with keys in ascending order.
 */
function digestOf(source) {
    const { keys } = source;
    const carried = source.carry?.tests;
    const order = new Uint32Array(keys.length);
    for (let i = 0; i < order.length; i++)
        order[i] = i;
    order.sort((a, b) => keys.key(a) - keys.key(b) || a - b);
    // Each key's last record, in key order: counted first, so each outcome's arrays are made at their size.
    const last = (j) => j + 1 === order.length || keys.key(order[j + 1]) !== keys.key(order[j]);
    const sizes = { passed: 0, failed: 0, unknown: 0, flaky: 0 };
    for (let j = 0; j < order.length; j++)
        if (last(j))
            sizes[keys.outcome(order[j])]++;
    const digestKeys = {};
    const durations = {};
    for (const outcome of OUTCOME_ORDER) {
        digestKeys[outcome] = new Uint32Array(sizes[outcome]);
        durations[outcome] = new Float64Array(sizes[outcome]);
    }
    const filled = { passed: 0, failed: 0, unknown: 0, flaky: 0 };
    for (let j = 0; j < order.length; j++) {
        if (!last(j))
            continue;
        const i = order[j];
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
        ...(source.carry ? { run: source.carry.run } : {}),
        ...(carried && carried.length <= MAX_CARRIED ? { carried } : {}),
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
/** Whether a named test read back is the test its key says (its name was not changed on the way). */
function keyOfNamed(test) {
    return testKey({ name: test.name, environment: test.environment, platform: test.platform });
}
/**
 * The digest as `output.text` holds it, within MAX_DIGEST_CHARS: when it would not fit, it leaves out,
 * in turn, passed tests' durations, passed tests' keys, the carried tests, failed tests' names (the last ones first), the
 * other durations, unknown tests' keys, and last the keys of failed tests beyond what fits; what it
 * left out is recorded in it.
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
        const text = textOf(current);
        if (text.length <= MAX_DIGEST_CHARS)
            return { text, digest: current };
    }
    current = cutToFit(current, (d, n) => withNames(d, n), current.failedNames.length);
    if (textOf(current).length <= MAX_DIGEST_CHARS)
        return { text: textOf(current), digest: current };
    current = dropDurations(current, ['failed', 'unknown', 'flaky'], { otherDurations: true });
    current = {
        ...current,
        // Flaky tests with them: they passed in the end, and a digest of many would not fit either.
        keys: { ...current.keys, unknown: new Uint32Array(0), flaky: new Uint32Array(0) },
        dropped: { ...current.dropped, unknownKeys: true },
    };
    current = cutToFit(current, (d, n) => withFailedKeys(d, n), current.keys.failed.length);
    return { text: textOf(current), digest: current };
}
function dropDurations(d, outcomes, dropped) {
    const durations = { ...d.durations };
    for (const outcome of outcomes)
        durations[outcome] = new Float64Array(0);
    return { ...d, durations, dropped: { ...d.dropped, ...dropped } };
}
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
/** The most of `total` items `keep` can hold within the limit (a binary search over whole encodings). */
function cutToFit(d, keep, total) {
    let low = 0;
    let high = total;
    while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (textOf(keep(d, mid)).length <= MAX_DIGEST_CHARS)
            low = mid;
        else
            high = mid - 1;
    }
    return keep(d, low);
}
function textOf(d) {
    return `${OPEN}${(0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gzipSync)(encode(d), { level: 9 }).toString('base64')}${CLOSE}`;
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
    const { total, passed, failed, unknown, flaky } = d.counts;
    for (const n of [total, passed, failed, unknown, flaky])
        out.uint(n);
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
    return out.done();
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
/**
 * The digest in a check run's `output.text`, read as untrusted input: the text is size-capped before
 * anything is decoded, inflating stops at MAX_DIGEST_INFLATED_BYTES, every length is checked against
 * what is left, and the result is schema-checked. Nothing of it is ever rendered.
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
    if (version !== DIGEST_VERSION)
        return { problem: { kind: 'version', version } };
    try {
        const bytes = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gunzipSync)(Buffer.from(found[2] ?? '', 'base64'), {
            maxOutputLength: MAX_DIGEST_INFLATED_BYTES,
        });
        return { digest: decode(bytes) };
    }
    catch (error) {
        const why = error instanceof zod__WEBPACK_IMPORTED_MODULE_3__/* .ZodError */ .G
            ? 'its fields are not what a digest holds'
            : String(error.message);
        return { problem: { kind: 'corrupt', why } };
    }
}
const count = zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0).max(100_000_000);
/** A workflow run is re-run far fewer times than this. */
const MAX_ATTEMPT = 10_000;
const text = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().max(MAX_NAME_CHARS * 4);
const Named = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    name: text,
    environment: text.optional(),
    platform: text.optional(),
    id: text.optional(),
    madeUp: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(true).optional(),
});
const DigestMeta = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    counts: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ total: count, passed: count, failed: count, unknown: count, flaky: count }),
    timing: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ queuedMs: count.optional(), runningMs: count.optional() }),
    failedNames: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(Named).max(MAX_NAMES),
    run: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ runId: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^\d{1,20}$/), attempt: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1).max(MAX_ATTEMPT) })
        .optional(),
    carried: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(Named.extend({ attempt: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1).max(MAX_ATTEMPT), flaky: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY() }))
        .max(MAX_CARRIED)
        .optional(),
    dropped: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ failedKeys: count, failedNames: count }),
});
function decode(bytes) {
    const input = new ByteReader(bytes);
    const flags = input.uint();
    const [total, passed, failed, unknown, flaky] = [
        input.uint(),
        input.uint(),
        input.uint(),
        input.uint(),
        input.uint(),
    ];
    const timing = { queuedMs: fromTenths(input.uint()), runningMs: fromTenths(input.uint()) };
    const keys = {};
    const durations = {};
    for (const outcome of OUTCOME_ORDER) {
        const n = input.length();
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
    const names = input.length();
    const failedNames = [];
    for (let i = 0; i < names; i++)
        failedNames.push(readNamed(input).named);
    const dropped = { failedKeys: input.uint(), failedNames: input.uint() };
    const run = { attempt: input.uint(), runId: input.text() };
    const carried = readCarried(input);
    if (!input.atEnd())
        throw new Error('bytes follow its end');
    const meta = DigestMeta.parse({
        counts: { total, passed, failed, unknown, flaky },
        timing: JSON.parse(JSON.stringify(timing)),
        failedNames,
        ...(run.attempt ? { run } : {}),
        ...(carried ? { carried } : {}),
        dropped,
    });
    return {
        ...meta,
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
/** The carried tests, after their count plus one; undefined for 0, a report that carries none. */
function readCarried(input) {
    const count = input.uint();
    if (!count)
        return undefined;
    if (count - 1 > input.left())
        throw new Error('a length exceeds what follows');
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
/* harmony export */   q3: () => (/* reexport safe */ _text_escape_js__WEBPACK_IMPORTED_MODULE_0__.q3),
/* harmony export */   ry: () => (/* binding */ labelledLinks),
/* harmony export */   wD: () => (/* binding */ LINKS_SIGNED_NOTE),
/* harmony export */   xn: () => (/* binding */ thumbnail)
/* harmony export */ });
/* unused harmony export NOT_READY_NOTE */
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25356);


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

/***/ 19062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitHubPublisher: () => (/* binding */ gitHubPublisher),
/* harmony export */   publisherFor: () => (/* binding */ publisherFor),
/* harmony export */   withReportTests: () => (/* binding */ withReportTests)
/* harmony export */ });
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4477);

/** The runner host's publisher over its GitHub side; the reporting code loads on the first report. */
function gitHubPublisher(deps) {
    return {
        publish: async (input, options) => (await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(2497), __webpack_require__.e(3950), __webpack_require__.e(6191)]).then(__webpack_require__.bind(__webpack_require__, 83950))).publishReport(input, deps, options),
    };
}
/** The host's publisher, else GitHub's over the step's token. */
async function publisherFor(ctx, githubToken) {
    if (ctx.publisher)
        return ctx.publisher;
    const { reportDeps } = await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(2497), __webpack_require__.e(3950), __webpack_require__.e(6191)]).then(__webpack_require__.bind(__webpack_require__, 83950));
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
    const tests = await (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.readEntries)(entries, { dir });
    try {
        return await use(header, tests);
    }
    finally {
        await tests.dispose();
    }
}


/***/ }),

/***/ 88850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   attemptNote: () => (/* binding */ attemptNote),
/* harmony export */   conclusionOf: () => (/* binding */ conclusionOf),
/* harmony export */   describeCounts: () => (/* binding */ describeCounts),
/* harmony export */   flakyStep: () => (/* binding */ flakyStep),
/* harmony export */   reportOf: () => (/* binding */ reportOf)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42179);

/**
 * Any failure fails the check; no tests, or tests whose outcome is unknown, make it neutral. A flaky
 * test passed in the end: `fail-on-flaky` decides whether it fails the step, never the check.
 */
function conclusionOf(counts) {
    if (counts.failed > 0)
        return 'failure';
    if (counts.total === 0 || counts.unknown > 0)
        return 'neutral';
    return 'success';
}
/**
 * A check-run title from the counts: `3 of 40 tests failed, 2 unknown, 1 flaky`. A flaky test passed
 * in the end, so it fails nothing, but it is not among the passed ones either.
 */
function describeCounts(counts) {
    if (counts.total === 0)
        return 'No tests';
    const rest = (counts.unknown ? `, ${counts.unknown} unknown` : '') + (counts.flaky ? `, ${counts.flaky} flaky` : '');
    if (counts.failed)
        return `${counts.failed} of ${counts.total} tests failed${rest}`;
    if (rest)
        return `${counts.passed} of ${counts.total} tests passed${rest}`;
    return `All ${counts.total} ${counts.total === 1 ? 'test' : 'tests'} passed`;
}
/**
 * What flaky tests do to a step whose tests otherwise passed: with `fail-on-flaky` they fail it, else a
 * warning says how many there were. `where` ends the sentence: `in build "nightly-7"`.
 */
function flakyStep(flaky, failOnFlaky, where) {
    if (!flaky)
        return {};
    const line = `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(flaky, 'test')} ${flaky === 1 ? 'was' : 'were'} flaky ${where}: failed, then passed on a retry`;
    if (failOnFlaky)
        return { failure: `${line} (fail-on-flaky is true).` };
    return { warning: `${line} (fail-on-flaky is false, so the step passes).` };
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
    success: '\u2705',
    failure: '\u274c',
    neutral: '\u26aa',
    cancelled: '\u23f9\ufe0f',
    timed_out: '\u23f1\ufe0f',
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
    // The Flaky column only when a test was: a report without retries reads as it always did.
    const flaky = counts.flaky ? [' Flaky |', '---:|', ` ${counts.flaky} |`] : ['', '', ''];
    const heading = `## ${ICON[options.conclusion]} ${cell(input.checkName, 200)}: ${cell(input.title, 255)}\n\n` +
        `| Total | Passed | Failed | Unknown |${flaky[0]}\n|---:|---:|---:|---:|${flaky[1]}\n` +
        `| ${counts.total} | ${counts.passed} | ${counts.failed} | ${counts.unknown} |${flaky[2]}\n`;
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
        ` ${rowCell(messageCell(e), CELL_CHARS.message)} |\n`);
}
/** A test's message, after what its attempts were when it had more than one. */
function messageCell(e) {
    if (!e.attempts || e.attempts < 2)
        return e.message;
    const attempts = e.outcome === 'flaky'
        ? `Passed on attempt ${e.attempts} after a failure`
        : `${e.attempts} attempts, the last`;
    return e.message ? `${attempts}: ${e.message}` : attempts;
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
    // Rows are made only until they overflow the room: a check run's summary holds a few hundred of the
    // thousands a report may list.
    const rowsRoom = room - measure(head) - measure(expiry);
    const rows = [];
    const sizes = [];
    let size = 0;
    for (const e of entries) {
        if (size > rowsRoom)
            break;
        const row = tableRow(e, linked);
        rows.push(row);
        sizes.push(measure(row));
        size += sizes.at(-1) ?? 0;
    }
    if (rows.length === total && size <= rowsRoom)
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
    failOnFlaky: false,
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
/* harmony import */ var _typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66526);

/** An empty slot: one past the largest key a slot holds. */
const EMPTY = 0xffff_ffff;
/**
 * Text keys (a record's ID) to whole numbers (where it was read), compact for many keys: memory held
 * per key is what lets a list of 100,000 records be read in flat memory. Keys written as a decimal
 * whole number below 2^32 - 1 without leading zeros (the service's record IDs, int32 in its spec) sit
 * in typed arrays that grow in place, 8 bytes a slot outside the garbage-collected heap; any other
 * key sits in a Map.
 */
class KeyIndex {
    /** Open addressing, linear probing; EMPTY marks an empty slot. */
    slots = (0,_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .growable */ .CL)(Uint32Array, 1024).fill(EMPTY);
    values = (0,_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .growable */ .CL)(Uint32Array, 1024);
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
        let at = Math.imul(n, 0x9e3779b1) & mask;
        for (;;) {
            const slot = this.slots[at] ?? EMPTY;
            if (slot === n || slot === EMPTY)
                return at;
            at = (at + 1) & mask;
        }
    }
    /**
     * Twice the slots, in place: each key of the old half is taken out and put back where the larger
     * table wants it. The walk starts after an empty slot, so each run of keys is moved from its start:
     * a key put back lands at or before its old slot, or in the new half, never past a key still to
     * move, whose leaving would cut it off from where a lookup starts.
     */
    grow() {
        const half = this.slots.length;
        (0,_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .grow */ .wS)(this.slots, half * 2);
        (0,_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .grow */ .wS)(this.values, half * 2);
        this.slots.fill(EMPTY, half);
        const start = this.slots.indexOf(EMPTY);
        for (let step = 1; step <= half; step++) {
            const from = (start + step) % half;
            const n = this.slots[from] ?? EMPTY;
            if (n === EMPTY)
                continue;
            this.slots[from] = EMPTY;
            const at = this.find(n);
            this.slots[at] = n;
            this.values[at] = this.values[from] ?? 0;
        }
    }
}
/** The key as a number when it is written as one exactly (`"40001"`, not `"040001"` or `"4e4"`) and fits a slot. */
function numeric(key) {
    if (!/^(?:0|[1-9]\d{0,9})$/.test(key))
        return undefined;
    const n = Number(key);
    return n < EMPTY ? n : undefined;
}


/***/ }),

/***/ 66526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CL: () => (/* binding */ growable),
/* harmony export */   wS: () => (/* binding */ grow)
/* harmony export */ });
/* unused harmony export MAX_GROWABLE_ITEMS */
/**
 * Typed arrays kept per test or per key while a report is read, that grow with it. Each sits on a
 * resizable buffer: it grows in place, in memory mapped for it alone and taken page by page, so
 * growing copies nothing and leaves no smaller array behind. A plain typed array that doubles leaves
 * each old copy to the collector, which frees one that outlived a young collection only in a full
 * one, and leaves holes in the allocator's memory that nothing of that size fills again.
 */
/**
 * Most items a growable array holds (its buffer's address space is reserved up front, its memory
 * taken only as it grows): far beyond any report, which reads a build to 100,000 tests.
 */
const MAX_GROWABLE_ITEMS = 2 ** 24;
/**
 * A typed array of `length` items that `grow` lengthens in place (a resizable buffer): no copy is
 * made and nothing is left behind. Its `length` follows its buffer.
 */
function growable(Type, length) {
    const bytes = Type.BYTES_PER_ELEMENT;
    return new Type(new ArrayBuffer(length * bytes, { maxByteLength: MAX_GROWABLE_ITEMS * bytes }));
}
/** Lengthens a `growable` array to `length` items, the new ones zero. */
function grow(array, length) {
    array.buffer.resize(length * array.BYTES_PER_ELEMENT);
}


/***/ })

};
