export const id = 8095;
export const ids = [8095];
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

/***/ 97843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nn: () => (/* binding */ MAX_DIGEST_KEYS),
/* harmony export */   SV: () => (/* binding */ MAX_DIGEST_INFLATED_BYTES),
/* harmony export */   aL: () => (/* binding */ DIGEST_VERSION),
/* harmony export */   bg: () => (/* binding */ MAX_DIGEST_MS),
/* harmony export */   cd: () => (/* binding */ OUTCOME_ORDER),
/* harmony export */   e0: () => (/* binding */ MAX_DIGEST_CHARS),
/* harmony export */   eH: () => (/* binding */ namedTest),
/* harmony export */   oA: () => (/* binding */ MAX_NAMES),
/* harmony export */   ol: () => (/* binding */ digestOf),
/* harmony export */   sf: () => (/* binding */ MAX_CARRIED),
/* harmony export */   xH: () => (/* binding */ MAX_NAME_CHARS)
/* harmony export */ });
/* unused harmony export keyOfNamed */
/* harmony import */ var _value_compact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93033);
/* harmony import */ var _value_family_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22942);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34589);
/* harmony import */ var _by_name_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2497);




/**
 * A digest of a report: what the next report of the same check compares itself with and the wait
 * takes its expectation from (docs/report-files.md, "The digest"). Kept in the completed check run's
 * `output.text` inside an HTML comment, so a reader of the check run sees nothing of it.
 *
 * Its model here: what it holds and how a report's tests become one (`digestOf`). Its binary layout in
 * text (codec.ts), and how a digest too large is cut to fit (fitting.ts).
 */
/**
 * 5: the digest carries its tests' durations by name (by-name.ts) and its report's session time
 * (value/sessions.ts); read as 4 with neither. 4: the digest carries its branch's recent runs
 * (history/window.ts). 3: keys leave versions out
 * (src/report/value/compact.ts), the digest names the workflow run that wrote it and the versions its
 * tests ran on; read as a digest with no window. Digests of version 2 have keys with versions in them.
 */
const DIGEST_VERSION = 5;
/** The digest's text is the whole `output.text`: GitHub's limit for it. */
const MAX_DIGEST_CHARS = _world_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_OUTPUT_CHARS */ .jd;
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
/**
 * The longest time a digest holds (a test's duration, a run's test time or running time, its session
 * time), in ms: a century, far beyond any suite's test time (a year of it fits). The writer holds each
 * time to it and the reader refuses only what is beyond it, so every digest written reads back.
 */
const MAX_DIGEST_MS = 100 * 365 * 86_400_000;
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
        byName: source.byName ?? (0,_by_name_js__WEBPACK_IMPORTED_MODULE_3__/* .byNameOf */ .iD)(keys),
        ...(source.sessions ? { sessions: source.sessions } : {}),
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
    const kept = (texts = []) => [...new Set(texts.map((t) => t.slice(0, _value_family_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_VERSION_CHARS */ .oF)).filter(Boolean))].slice(0, _value_family_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_VERSIONS */ .F5);
    return { environments: kept(versions?.environments), platforms: kept(versions?.platforms) };
}
/** Whether a named test read back is the test its key says (its name was not changed on the way). */
function keyOfNamed(test) {
    return testKey({ name: test.name, environment: test.environment, platform: test.platform });
}
/** The outcomes in the order a digest keeps them. */
const OUTCOME_ORDER = ['passed', 'failed', 'unknown', 'flaky'];


/***/ }),

/***/ 18095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rerunOf: () => (/* binding */ rerunOf)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42179);
/* harmony import */ var _digest_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97843);


/**
 * What an earlier attempt of the workflow run leaves to run again (docs/report-files.md, "Re-runs"):
 * its report of the same check, when it tells that with certainty (every outcome known, every failure
 * named) and carries the tests that passed; else why not, for the one line that says every test runs
 * again.
 */
function rerunOf(earlier) {
    const { digest, conclusion } = earlier;
    const { counts, dropped, run, carried } = digest;
    const why = (text) => ({ why: text });
    // Found by the run its digest names, it names its attempt.
    const at = `attempt ${run?.attempt ?? 'before'}`;
    if (conclusion === 'cancelled' || conclusion === 'timed_out')
        return why(`the job of ${at} did not finish (its check run is ${conclusion}), so not every outcome is known`);
    if (dropped.carried)
        return why(`${at} passed more tests than a report carries (${_digest_model_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_CARRIED */ .sf}), so they could not be reported here`);
    if (counts.unknown)
        return why(`the outcome of ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(counts.unknown, 'test')} of ${at} is unknown, so ${counts.unknown === 1 ? 'it' : 'they'} would go unreported`);
    const unnamed = counts.failed - digest.failedNames.length;
    if (unnamed > 0)
        return why(`the report of ${at} did not keep the names of ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(unnamed, 'failed test')}`);
    const madeUp = digest.failedNames.filter((t) => t.madeUp).length;
    if (madeUp)
        return why(`${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(madeUp, 'failure')} of ${at} named no test, so which Codeless test to run is not certain`);
    if (!run || !carried)
        return why(`the report of ${at} does not say which tests passed (its job did not finish, or FAILED)`);
    const runUrl = earlier.runUrl;
    return { from: run.attempt, carried, failed: digest.failedNames, ...(runUrl ? { runUrl } : {}) };
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

/***/ 22942:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ platformFamily),
/* harmony export */   F5: () => (/* binding */ MAX_VERSIONS),
/* harmony export */   hh: () => (/* binding */ VersionsSeen),
/* harmony export */   oF: () => (/* binding */ MAX_VERSION_CHARS),
/* harmony export */   wg: () => (/* binding */ environmentFamily)
/* harmony export */ });
/* harmony import */ var _api_assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);

/**
 * What a test's browser or device and its platform are from one run to the next, their versions
 * left out (ASSUMPTIONS.testFamilies in src/api/assumptions.ts): `chrome 126` and `chrome 127` are
 * the family `chrome`, `Windows 10` and `WIN11` the family `windows`. A test's key is made of these
 * (src/report/value/compact.ts), so a version that moves between two reports leaves it the same test.
 */
/** Families made per text, kept while few (a report's tests share a handful of browsers and platforms). */
const MAX_REMEMBERED = 4096;
const environments = new Map();
const platforms = new Map();
/**
 * The browser or device without its version: lower case, each word that starts with a digit (`126`,
 * `17.4.1`) or reads `latest` left out, and a version fixed to a word (`win11`, `s23`) cut off it.
 */
function environmentFamily(text) {
    return text ? remembered(environments, text, withoutVersions) : '';
}
/** The platform's family (`windows`, `macos`, `linux`, `ios`, `android`), else the platform without its version. */
function platformFamily(text) {
    return text ? remembered(platforms, text, familyOfPlatform) : '';
}
function remembered(made, text, make) {
    let family = made.get(text);
    if (family === undefined) {
        if (made.size >= MAX_REMEMBERED)
            made.clear();
        family = make(text);
        made.set(text, family);
    }
    return family;
}
const VERSION_WORD = /^(?:v?\d.*|latest(?:-\d+)?)$/;
const FIXED_VERSION = /(?<=[a-z])\d[\w.-]*$/;
function withoutVersions(text) {
    return text
        .toLowerCase()
        .split(/[\s,;/()]+/)
        .filter((word) => word && !VERSION_WORD.test(word))
        .map((word) => word.replace(FIXED_VERSION, ''))
        .join(' ');
}
function familyOfPlatform(text) {
    const stripped = withoutVersions(text);
    for (const [family, pattern] of _api_assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .PLATFORM_FAMILIES */ .vq)
        if (pattern.test(stripped))
            return family;
    return stripped;
}
/** Browsers or devices, and platforms, kept as shown (versions included), and the longest text of each. */
const MAX_VERSIONS = 32;
const MAX_VERSION_CHARS = 100;
/** The first MAX_VERSIONS browsers or devices and platforms a report's tests name, each once. */
class VersionsSeen {
    environments = new Set();
    platforms = new Set();
    add(entry) {
        note(this.environments, entry.environment);
        note(this.platforms, entry.platform);
    }
    /** Another read's, after this one's. */
    join(other) {
        for (const text of other.environments)
            note(this.environments, text);
        for (const text of other.platforms)
            note(this.platforms, text);
    }
    get versions() {
        return { environments: [...this.environments], platforms: [...this.platforms] };
    }
}
function note(seen, text) {
    if (text && seen.size < MAX_VERSIONS)
        seen.add(text.slice(0, MAX_VERSION_CHARS));
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

/***/ 66526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ growable),
/* harmony export */   w: () => (/* binding */ grow)
/* harmony export */ });
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
