export const id = 1715;
export const ids = [1715];
export const modules = {

/***/ 2497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EN: () => (/* binding */ secondsByName),
/* harmony export */   Lo: () => (/* binding */ riceCoded),
/* harmony export */   NR: () => (/* binding */ longestCut),
/* harmony export */   NU: () => (/* binding */ codeSeconds),
/* harmony export */   Oc: () => (/* binding */ durationCode),
/* harmony export */   Uw: () => (/* binding */ longestNamed),
/* harmony export */   Yg: () => (/* binding */ secondsOfKey),
/* harmony export */   Z6: () => (/* binding */ unionOf),
/* harmony export */   cV: () => (/* binding */ riceKeys),
/* harmony export */   iD: () => (/* binding */ byNameOf)
/* harmony export */ });
/* harmony import */ var _value_compact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93033);

/** Each name's durations summed: names with no known duration are left out (a plan takes them as new). */
function byNameOf(keys) {
    // The names' keys sorted, each once, then each test's duration added at its key's place: no object
    // per test or per name.
    const all = new Uint32Array(keys.length);
    let timed = 0;
    for (let i = 0; i < keys.length; i++)
        if (isDuration(keys.duration(i)))
            all[timed++] = keys.nameKey(i);
    const sorted = all.subarray(0, timed).sort();
    let unique = 0;
    for (let i = 0; i < timed; i++)
        if (i === 0 || sorted[i] !== sorted[unique - 1])
            sorted[unique++] = sorted[i];
    const named = { keys: sorted.slice(0, unique), seconds: new Float64Array(unique), leftOut: 0 };
    for (let i = 0; i < keys.length; i++) {
        const seconds = keys.duration(i);
        if (!isDuration(seconds))
            continue;
        const at = indexOf(named.keys, keys.nameKey(i));
        named.seconds[at] = named.seconds[at] + seconds;
    }
    return named;
}
const isDuration = (seconds) => seconds !== undefined && Number.isFinite(seconds) && seconds >= 0;
/**
 * The union of several reports' durations by name (the legs of a combined report): a name in more than
 * one is the sum of its durations, as its tests in one report are; what each left out is added up.
 */
function unionOf(all) {
    const sums = new Map();
    let leftOut = 0;
    for (const named of all) {
        leftOut += named.leftOut;
        for (let i = 0; i < named.keys.length; i++)
            sums.set(named.keys[i], (sums.get(named.keys[i]) ?? 0) + named.seconds[i]);
    }
    return fromSums(sums, leftOut);
}
function fromSums(sums, leftOut) {
    const keys = Uint32Array.from(sums.keys()).sort();
    const seconds = new Float64Array(keys.length);
    for (let i = 0; i < keys.length; i++)
        seconds[i] = sums.get(keys[i]);
    return { keys, seconds, leftOut };
}
/**
 * The longest `n` names' durations, the rest left out (and counted), for any `n`: a plan that misses a
 * short test takes it at the median, which moves little; a long one missed would unbalance it. The
 * order is made once (longest first as the digest keeps durations, a tie by key); each cut keeps the
 * names in key order.
 */
function longestCut(named) {
    // By the byte a digest keeps each duration as, longest first, the keys of one byte in their order:
    // a count of each byte, then each name put at its byte's place.
    const codes = Uint8Array.from(named.seconds, durationCode);
    const starts = new Uint32Array(257);
    for (const code of codes)
        starts[255 - code + 1]++;
    for (let c = 1; c <= 256; c++)
        starts[c] += starts[c - 1];
    const order = new Uint32Array(codes.length);
    for (let i = 0; i < codes.length; i++)
        order[starts[255 - codes[i]]++] = i;
    return (n) => {
        if (n >= named.keys.length)
            return named;
        const kept = order.slice(0, n).sort();
        return {
            keys: kept.map((i) => named.keys[i]),
            seconds: Float64Array.from(kept, (i) => named.seconds[i]),
            leftOut: named.leftOut + named.keys.length - n,
        };
    };
}
/** The seconds of each of `names` the durations hold; a name they do not hold is not in the map. */
function secondsByName(named, names) {
    const found = new Map();
    for (const name of names) {
        const at = indexOf(named.keys, (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(name));
        if (at >= 0)
            found.set(name, named.seconds[at]);
    }
    return found;
}
/**
 * The `n` longest of `names` in the tests of a report, by name (all its sessions together), longest
 * first, a tie by name: a shard leg's longest tests, which its mark names.
 */
function longestNamed(keys, names, n) {
    const found = secondsByName(byNameOf(keys), names);
    return [...found]
        .map(([name, seconds]) => ({ name, seconds }))
        .sort((a, b) => b.seconds - a.seconds || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .slice(0, n);
}
/** The seconds the durations hold for one name key; undefined when they hold none. */
function secondsOfKey(named, key) {
    const at = indexOf(named.keys, key);
    return at < 0 ? undefined : named.seconds[at];
}
function indexOf(keys, key) {
    let low = 0;
    let high = keys.length - 1;
    while (low <= high) {
        const mid = (low + high) >> 1;
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
/**
 * A duration as one byte: `round(ln(1 + s / 0.1) / ln(1.07))`, so each step is 7 % longer than the one
 * before (a duration read back is within 3.5 % of the one written, or 4 ms of it under a tenth of a
 * second); a week is 231, and 255 the most.
 */
const STEP = Math.log(1.07);
const UNIT_SECONDS = 0.1;
const durationCode = (seconds) => Math.min(255, Math.max(0, Math.round(Math.log1p(seconds / UNIT_SECONDS) / STEP)));
const codeSeconds = (code) => UNIT_SECONDS * Math.expm1(code * STEP);
/**
 * Ascending keys as Rice-coded gaps (each the difference from the one before, the first from 0): the
 * gap's quotient by 2^k in unary (that many 1 bits, then a 0), then its k low bits, most significant
 * first, bits filling each byte from its top. `k` is the one of those near log2 of the mean gap that
 * takes the fewest bits. Keys spread evenly over 32 bits take about 2 + log2(2^32 / n) bits each,
 * where varints take a byte more.
 */
function riceCoded(keys) {
    const gaps = new Float64Array(keys.length);
    for (let i = 0; i < keys.length; i++)
        gaps[i] = keys[i] - (i ? keys[i - 1] : 0);
    const mean = keys.length ? (keys.at(-1) + 1) / keys.length : 1;
    const near = Math.max(0, Math.min(31, Math.floor(Math.log2(Math.max(1, mean * Math.LN2)))));
    let k = near;
    let fewest = Infinity;
    for (let bits = Math.max(0, near - 1); bits <= Math.min(31, near + 1); bits++) {
        const unit = 2 ** bits;
        let size = 0;
        for (const gap of gaps)
            size += 1 + bits + Math.floor(gap / unit);
        if (size < fewest)
            [k, fewest] = [bits, size];
    }
    const out = new BitWriter(Math.ceil(fewest / 8));
    const unit = 2 ** k;
    for (const gap of gaps) {
        const q = Math.floor(gap / unit);
        out.ones(q);
        out.bits(0, 1);
        out.bits(gap - q * unit, k);
    }
    return { k, bytes: out.bytes };
}
/**
 * `n` keys back from their Rice-coded gaps, read as untrusted input: every key within 32 bits and
 * ascending, each once, and nothing read past the bytes; throws otherwise.
 */
function riceKeys(bytes, k, n) {
    if (!Number.isInteger(k) || k < 0 || k > 31)
        throw new Error('a coding parameter is out of range');
    const keys = new Uint32Array(n);
    const input = new BitReader(bytes);
    const unit = 2 ** k;
    let key = 0;
    for (let i = 0; i < n; i++) {
        const q = input.ones(Math.floor(0xffffffff / unit) + 1);
        const gap = q * unit + input.bits(k);
        if (i > 0 && gap === 0)
            throw new Error('the name keys are not ascending');
        key += gap;
        if (key > 0xffffffff)
            throw new Error('a key is out of range');
        keys[i] = key;
    }
    // Only the last byte's padding may follow.
    if (input.left() >= 8)
        throw new Error('bytes follow the name keys');
    return keys;
}
/** Bits written from the top of each byte: up to 31 of a number at once, or a run of ones. */
class BitWriter {
    bytes;
    at = 0;
    constructor(size) {
        this.bytes = new Uint8Array(size);
    }
    /** The low `count` bits of `value` (count at most 31), most significant first. */
    bits(value, count) {
        let left = count;
        while (left > 0) {
            const free = 8 - (this.at & 7);
            const take = Math.min(left, free);
            const chunk = (value >>> (left - take)) & ((1 << take) - 1);
            this.bytes[this.at >> 3] = this.bytes[this.at >> 3] | (chunk << (free - take));
            this.at += take;
            left -= take;
        }
    }
    ones(count) {
        for (let left = count; left > 0; left -= 31)
            this.bits(0x7fffffff, Math.min(31, left));
    }
}
/** Bits read as BitWriter writes them, never past the end. */
class BitReader {
    bytes;
    at = 0;
    constructor(bytes) {
        this.bytes = bytes;
    }
    left() {
        return this.bytes.length * 8 - this.at;
    }
    /** `count` bits (at most 31) as a number, most significant first. */
    bits(count) {
        if (count > this.left())
            throw new Error('it ends early');
        let value = 0;
        let left = count;
        while (left > 0) {
            const free = 8 - (this.at & 7);
            const take = Math.min(left, free);
            const chunk = (this.bytes[this.at >> 3] >>> (free - take)) & ((1 << take) - 1);
            value = value * 2 ** take + chunk;
            this.at += take;
            left -= take;
        }
        return value;
    }
    /** The ones before the next 0 bit, which is read too; refused at `max`. */
    ones(max) {
        let count = 0;
        for (;;) {
            if (this.at >= this.bytes.length * 8)
                throw new Error('it ends early');
            const byte = this.bytes[this.at >> 3];
            const offset = this.at & 7;
            // The ones from `offset` on in this byte (the bits shifted in below are 0): fewer than the bits
            // left in it when a 0 ends the run here.
            const run = Math.clz32(~(((byte << offset) & 0xff) << 24));
            if (run < 8 - offset) {
                count += run;
                this.at += run + 1;
                if (count >= max)
                    throw new Error('a key is out of range');
                return count;
            }
            count += 8 - offset;
            this.at += 8 - offset;
            if (count >= max)
                throw new Error('a key is out of range');
        }
    }
}


/***/ }),

/***/ 93931:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kx: () => (/* binding */ learnOwnApp),
/* harmony export */   cE: () => (/* binding */ WORKFLOW_TOKEN_APP),
/* harmony export */   oQ: () => (/* binding */ sameApp),
/* harmony export */   xx: () => (/* binding */ ownAppOf)
/* harmony export */ });
/**
 * The app this step writes as (docs/github-facts.md, "Who wrote it"): the app GitHub names on the
 * check run the step created or updated, in its answer to that write. It is the same for the workflow
 * token (`github-actions`) and for an app's installation token, which GitHub answers `GET /user` with
 * 403: no guess stands in for it. An earlier report is ours only when that app wrote it.
 */
/** The app a workflow's GITHUB_TOKEN writes as: what a token is taken for when nothing says otherwise. */
const WORKFLOW_TOKEN_APP = 'github-actions';
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

/***/ 93033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Li: () => (/* binding */ CompactTests),
/* harmony export */   Rc: () => (/* binding */ nameKey),
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
 * A 32-bit key of a test's name alone (`keyName` when the shown name carries what changes per run),
 * FNV-1a over its UTF-16 code units as `testKey` hashes: what a digest keeps each name's durations by
 * (src/report/history/digest/by-name.ts), so a plan of legs finds a test by the name its list gives,
 * whatever browsers and platforms it ran on.
 */
function nameKey(name) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < name.length; i++)
        hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
    return hash >>> 0;
}
/**
 * A compact record of every test of a report, in order: its key (`testKey`), its name's key
 * (`nameKey`), outcome, duration and end, in typed arrays that grow as tests are added (about 25 bytes
 * a test), never an object per test.
 * What a digest of the report and the grouping of a test's attempts are made from.
 */
class CompactTests {
    keys = (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .growable */ .C)(Uint32Array, 64);
    nameKeys = (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .growable */ .C)(Uint32Array, 64);
    outcomes = (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .growable */ .C)(Uint8Array, 64);
    /** Seconds; NaN when unknown. */
    durations = (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .growable */ .C)(Float64Array, 64);
    /** Milliseconds since the epoch; NaN when unknown. */
    ends = (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .growable */ .C)(Float64Array, 64);
    size = 0;
    get length() {
        return this.size;
    }
    key(i) {
        return this.keys[i] ?? 0;
    }
    /** The key of the test's name alone. */
    nameKey(i) {
        return this.nameKeys[i] ?? 0;
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
        this.nameKeys[i] = nameKey(entry.keyName ?? entry.name);
        this.outcomes[i] = OUTCOME_CODE[entry.outcome];
        this.durations[i] = entry.duration ?? NaN;
        this.ends[i] = entry.completedAt ?? NaN;
    }
    /** Adds test `i` of `from` at the end, with another outcome when one is given (its attempts'). */
    copy(from, i, outcome) {
        if (this.size === this.keys.length)
            this.grow();
        this.keys[this.size] = from.keys[i] ?? 0;
        this.nameKeys[this.size] = from.nameKeys[i] ?? 0;
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
        for (const array of [this.keys, this.nameKeys, this.outcomes, this.durations, this.ends])
            (0,_text_typed_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .grow */ .w)(array, length);
    }
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
/* harmony export */   WY: () => (/* binding */ MAX_LONGEST),
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
/** A shard leg's longest tests a mark names at most. */
const MAX_LONGEST = 5;
/** A leg's matrix values a mark keeps at most, and their longest text. */
const MAX_VALUES = 64;
const MAX_VALUES_CHARS = 1000;
/** Most bytes a mark read back may inflate to: far above what 65,535 characters of a real one hold. */
const MAX_INFLATED_BYTES = 512 * 1024;
const OPEN = '<!-- cloudtest-leg v1 ';
const CLOSE = ' -->';
const FOUND = /<!-- cloudtest-leg v1 ([A-Za-z0-9+/=]{1,65535}) -->/;
const Text = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(MAX_MARKED_CHARS);
/** A time in seconds, to a tenth: at most a year. */
const Seconds = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
    .min(0)
    .max(365 * 24 * 3600);
const Marked = zod__WEBPACK_IMPORTED_MODULE_1__/* .tuple */ .PVZ([Text, Text, Text]);
const Wire = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    r: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^\d{1,20}$/),
    a: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(10_000),
    j: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .regex(/^[\w.-]{1,100}$/)
        .optional(),
    p: zod__WEBPACK_IMPORTED_MODULE_1__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).max(10_000), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(10_000)]).optional(),
    v: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(MAX_VALUES_CHARS)).max(MAX_VALUES).optional(),
    c: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1).optional(),
    f: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Marked).max(MAX_MARKED),
    u: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Marked).max(MAX_MARKED),
    e: Seconds.optional(),
    l: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .tuple */ .PVZ([Text, Seconds]))
        .max(MAX_LONGEST)
        .optional(),
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
/** Seconds to a tenth, within what a mark holds. */
const tenth = (seconds) => Number.isFinite(seconds) ? Math.min(365 * 24 * 3600, Math.max(0, Math.round(seconds * 10) / 10)) : 0;
const encode = (wire) => `${OPEN}${(0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gzipSync)(JSON.stringify(wire)).toString('base64')}${CLOSE}`;
/**
 * The mark as `output.text` holds it, within `room` characters: the names of flaky and unknown tests
 * as far as they fit (the last ones go first).
 */
function writeLegMark(mark, room) {
    const longest = (mark.longest ?? [])
        .slice(0, MAX_LONGEST)
        .map((t) => [cut(t.name), tenth(t.seconds)]);
    const flaky = mark.flaky.slice(0, MAX_MARKED).map(wireTest);
    const unknown = mark.unknown.slice(0, MAX_MARKED).map(wireTest);
    const predicted = mark.predictedSeconds;
    const wire = (n) => {
        const l = longest.slice(0, n);
        const f = flaky.slice(0, Math.max(0, Math.min(n - longest.length, flaky.length)));
        const u = unknown.slice(0, Math.max(0, n - longest.length - flaky.length));
        return {
            r: mark.runId,
            a: mark.attempt,
            ...(mark.job && /^[\w.-]{1,100}$/.test(mark.job) ? { j: mark.job } : {}),
            ...(mark.place ? { p: [mark.place.index, mark.place.total] } : {}),
            ...(mark.values?.length &&
                mark.values.length <= MAX_VALUES &&
                mark.values.every((v) => v.length <= MAX_VALUES_CHARS)
                ? { v: mark.values }
                : {}),
            ...(mark.combined ? { c: 1 } : {}),
            f,
            u,
            ...(predicted === undefined ? {} : { e: tenth(predicted) }),
            ...(l.length ? { l } : {}),
        };
    };
    // The most names that fit, a shard leg's longest tests first, then flaky ones (a binary search
    // over whole encodings).
    let low = 0;
    let high = longest.length + flaky.length + unknown.length;
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
            ...(wire.v ? { values: wire.v } : {}),
            ...(wire.c ? { combined: true } : {}),
            flaky: wire.f.map(markedTest),
            unknown: wire.u.map(markedTest),
            ...(wire.e === undefined ? {} : { predictedSeconds: wire.e }),
            ...(wire.l ? { longest: wire.l.map(([name, seconds]) => ({ name, seconds })) } : {}),
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
