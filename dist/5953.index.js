export const id = 5953;
export const ids = [5953];
export const modules = {

/***/ 75953:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_NAMED_QUARANTINED: () => (/* binding */ MAX_NAMED_QUARANTINED),
/* harmony export */   excusedBy: () => (/* binding */ excusedBy),
/* harmony export */   joinedQuarantine: () => (/* binding */ joinedQuarantine),
/* harmony export */   quarantineOf: () => (/* binding */ quarantineOf)
/* harmony export */ });
/* harmony import */ var _value_compact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93033);
/* harmony import */ var _value_quarantine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45942);
/* harmony import */ var _window_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63405);



/** Quarantined tests of one kind that each output names at most; beyond, counts only. */
const MAX_NAMED_QUARANTINED = 25;
/**
 * Quarantine over `tests` at `now`. Every test is read once when the file has entries in force (the
 * passed ones too, to say which ran and which are ready to leave); with auto-quarantine alone, only
 * the failed ones. Undefined when neither input asks for quarantine.
 */
async function quarantineOf(tests, setting, at) {
    if (!setting || (!setting.list && !setting.auto))
        return undefined;
    const { list, auto } = setting;
    const { active, expired } = list ? (0,_value_quarantine_js__WEBPACK_IMPORTED_MODULE_1__/* .inForce */ .Nm)(list, at.now) : { active: [], expired: [] };
    const listed = (0,_value_quarantine_js__WEBPACK_IMPORTED_MODULE_1__/* .quarantineMatcher */ .hi)(active);
    const { window } = at;
    const history = (entry) => (0,_window_js__WEBPACK_IMPORTED_MODULE_2__/* .flakyRunsIn */ .dj)(window, (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8)(entry));
    const quarantine = {
        ...(list ? { file: list.file } : {}),
        auto,
        failed: { count: 0, first: [] },
        ran: { count: 0, first: [] },
        newFailures: 0,
        expired,
        ready: [],
        ...(auto && !window ? { noWindow: true } : {}),
    };
    const causeOf = (entry) => {
        const named = listed(entry);
        if (named)
            return { kind: 'file', entry: named };
        if (!auto || entry.outcome !== 'failed' || entry.madeUpName)
            return undefined;
        // A test that passed every run of the window and fails now is a regression: never taken.
        const seen = history(entry);
        if (!seen || seen.passedEveryRun || seen.flaky < auto)
            return undefined;
        return { kind: 'auto', flaky: seen.flaky, runs: seen.runs };
    };
    const newKeys = new Set(at.comparison?.newFailures.first.map(_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8));
    const every = active.length > 0 || tests.failed.length < tests.counts.failed;
    for await (const entry of every ? tests.entries() : tests.failed) {
        const cause = causeOf(entry);
        if (!cause)
            continue;
        const failed = entry.outcome === 'failed';
        const kind = failed ? quarantine.failed : quarantine.ran;
        kind.count += 1;
        if (kind.first.length < MAX_NAMED_QUARANTINED)
            kind.first.push({ entry, cause });
        if (failed && newKeys.has((0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8)(entry)))
            quarantine.newFailures += 1;
        if (entry.outcome === 'passed' &&
            cause.kind === 'file' &&
            quarantine.ready.length < MAX_NAMED_QUARANTINED &&
            window &&
            history(entry)?.passedEveryRun)
            quarantine.ready.push(entry);
    }
    return quarantine;
}
/** What a quarantine excuses of a report's failures (fail-on.ts). */
function excusedBy(quarantine) {
    return { failed: quarantine?.failed.count ?? 0, newFailures: quarantine?.newFailures ?? 0 };
}
/** The legs' quarantines as one (actions/combine): counts summed, the first tests of each, one file's entries. */
function joinedQuarantine(all) {
    const given = all.filter((q) => q !== undefined);
    const [first] = given;
    if (!first)
        return undefined;
    const join = (kind) => ({
        count: given.reduce((n, q) => n + q[kind].count, 0),
        first: given.flatMap((q) => q[kind].first).slice(0, MAX_NAMED_QUARANTINED),
    });
    return {
        ...first,
        failed: join('failed'),
        ran: join('ran'),
        newFailures: given.reduce((n, q) => n + q.newFailures, 0),
        ready: given.flatMap((q) => q.ready).slice(0, MAX_NAMED_QUARANTINED),
    };
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


/***/ })

};
