export const id = 2727;
export const ids = [2727];
export const modules = {

/***/ 62727:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   failureCounter: () => (/* binding */ failureCounter)
/* harmony export */ });
/* harmony import */ var _history_quarantine_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75953);
/* harmony import */ var _history_sorted_keys_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26629);
/* harmony import */ var _value_compact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93033);
/* harmony import */ var _value_quarantine_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45942);




/**
 * What a failure counts for `max-failures` as it comes (src/codeless/early-stop.ts): whether it fails
 * the step as the report will judge it. Not under `fail-on: nothing` (`fail-on-failure: false`); not
 * a quarantined test (the file's entries in force at `now`, `auto-quarantine` over the base's window);
 * under `fail-on: new-failures`, not a test that failed on the base too (when there is a base to say).
 */
function failureCounter(evidence, base, now) {
    if (evidence?.failOn === 'nothing')
        return () => false;
    const digest = base && 'digest' in base ? base.digest : undefined;
    const setting = evidence?.quarantine;
    const quarantined = setting && (setting.list || setting.auto)
        ? (0,_history_quarantine_js__WEBPACK_IMPORTED_MODULE_0__/* .quarantineCauses */ .Ro)(setting, {
            active: setting.list ? (0,_value_quarantine_js__WEBPACK_IMPORTED_MODULE_2__/* .inForce */ .Nm)(setting.list, now).active : [],
            window: digest?.window,
        })
        : () => undefined;
    const failedThere = evidence?.failOn === 'new-failures' ? digest?.keys.failed : undefined;
    return (entry) => !quarantined(entry) && !(failedThere && (0,_history_sorted_keys_js__WEBPACK_IMPORTED_MODULE_3__/* .includes */ .mK)(failedThere, (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_1__/* .testKey */ .S8)(entry)));
}


/***/ }),

/***/ 75953:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   At: () => (/* binding */ countedComparison),
/* harmony export */   KS: () => (/* binding */ quarantineOf),
/* harmony export */   Ro: () => (/* binding */ quarantineCauses),
/* harmony export */   m2: () => (/* binding */ joinedQuarantine),
/* harmony export */   zV: () => (/* binding */ excusedBy)
/* harmony export */ });
/* harmony import */ var _value_compact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93033);
/* harmony import */ var _value_quarantine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45942);
/* harmony import */ var _sorted_keys_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26629);
/* harmony import */ var _window_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63405);




/** Quarantined tests of one kind that each output names at most; beyond, counts only. */
const MAX_NAMED_QUARANTINED = 25;
/**
 * Quarantine over `tests` at `now`. Every test is read once when the file has entries in force (the
 * passed ones too, to say which ran and which are ready to leave); with auto-quarantine alone, only
 * the failed ones. Undefined when neither input asks for quarantine.
 */
async function quarantineOf(tests, setting, at) {
    if (!setting || (!setting.list && !setting.auto && !setting.warnings?.length && !setting.pending))
        return undefined;
    const { list, auto } = setting;
    const { active, expired } = list ? (0,_value_quarantine_js__WEBPACK_IMPORTED_MODULE_1__/* .inForce */ .Nm)(list, at.now) : { active: [], expired: [] };
    const { window } = at;
    const history = (entry) => (0,_window_js__WEBPACK_IMPORTED_MODULE_2__/* .flakyRunsIn */ .dj)(window, (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8)(entry));
    const causeOf = quarantineCauses(setting, { active, window });
    const quarantine = {
        ...(list ? { file: list.file } : {}),
        auto,
        failed: { count: 0, first: [] },
        ran: { count: 0, first: [] },
        flaky: 0,
        newFailures: 0,
        expired,
        ready: [],
        warnings: setting.warnings ?? [],
        ...(setting.pending ? { pending: setting.pending } : {}),
        ...(auto && !window ? { noWindow: true } : {}),
        ...(auto && window && tests.counts.failed ? { autoApplied: true } : {}),
        excuses: (entry) => (entry.outcome === 'failed' ? causeOf(entry) : undefined),
    };
    // New: not failed on the base, by its failed keys where they are given (every new failure), else
    // among the comparison's named ones.
    const { failedOnBase } = at;
    const named = new Set(at.comparison?.newFailures.first.map(_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8));
    const isNew = (key) => at.comparison !== undefined && (failedOnBase ? !(0,_sorted_keys_js__WEBPACK_IMPORTED_MODULE_3__/* .includes */ .mK)(failedOnBase, key) : named.has(key));
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
        if (failed && isNew((0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8)(entry)))
            quarantine.newFailures += 1;
        if (entry.outcome === 'flaky')
            quarantine.flaky += 1;
        if (entry.outcome === 'passed' &&
            cause.kind === 'file' &&
            quarantine.ready.length < MAX_NAMED_QUARANTINED &&
            window &&
            history(entry)?.passedEveryRun)
            quarantine.ready.push(entry);
    }
    return quarantine;
}
/**
 * Whether a failure can be the test's known flakiness, which alone auto-quarantine excuses (docs/
 * flaky-tests.md): flaky in at least `auto` of the window's runs and at least once in its latest
 * RECENT_RUNS (window.ts), and not failed on every attempt here when it ran more than once. A test that passed
 * every run of the window and fails now, or fails however often it is tried, is a regression.
 */
function canBeFlakiness(entry, seen, auto) {
    if (!seen || seen.passedEveryRun || seen.flaky < auto || !seen.recentFlaky)
        return false;
    const attempts = entry.attempts ?? 1;
    // Attempts whose failures are not known are taken as all failed.
    return attempts < 2 || (entry.failedAttempts ?? attempts) < attempts;
}
/**
 * Why a test is quarantined under `setting` (the file's entries `active` at the time, and
 * `auto-quarantine` over the base branch's `window`), or undefined when it is not: what `quarantineOf`
 * finds of each test, and what keeps a failure from counting toward `max-failures` as it comes.
 */
function quarantineCauses(setting, at) {
    const listed = (0,_value_quarantine_js__WEBPACK_IMPORTED_MODULE_1__/* .quarantineMatcher */ .hi)(at.active);
    const { auto } = setting;
    return (entry) => {
        const named = listed(entry);
        if (named)
            return { kind: 'file', entry: named };
        if (!auto || entry.outcome !== 'failed' || entry.madeUpName)
            return undefined;
        const seen = (0,_window_js__WEBPACK_IMPORTED_MODULE_2__/* .flakyRunsIn */ .dj)(at.window, (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8)(entry));
        return seen && canBeFlakiness(entry, seen, auto)
            ? { kind: 'auto', flaky: seen.flaky, runs: seen.runs }
            : undefined;
    };
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
        ...(given.some((q) => q.autoApplied) ? { autoApplied: true } : {}),
        excuses: (entry) => given.map((q) => q.excuses(entry)).find(Boolean),
    };
}
/**
 * The comparison as the verdict counts it: the failures a quarantine excuses are neither new failures
 * nor still failing, but `quarantined`, apart (the output `new-failures` counts the new ones that
 * count); the lists name none of them.
 */
function countedComparison(c, quarantine) {
    if (!quarantine?.failed.count)
        return c;
    const { excuses } = quarantine;
    const counted = (changed, excused) => ({
        count: Math.max(0, changed.count - excused),
        first: changed.first.filter((e) => !excuses(e)),
    });
    return {
        ...c,
        newFailures: counted(c.newFailures, quarantine.newFailures),
        stillFailing: counted(c.stillFailing, quarantine.failed.count - quarantine.newFailures),
        quarantined: quarantine.failed.count,
    };
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
/* harmony export */   bL: () => (/* binding */ RECENT_RUNS),
/* harmony export */   dj: () => (/* binding */ flakyRunsIn),
/* harmony export */   gx: () => (/* binding */ windowTestOf),
/* harmony export */   zH: () => (/* binding */ advanceWindow)
/* harmony export */ });
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34589);
/* harmony import */ var _sorted_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26629);


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
 * How often the test of `key` was flaky in the window's runs, and in its latest RECENT_RUNS, of how
 * many runs, and whether it passed every run (a test the window does not list did: it is sparse). Undefined without a window, or when
 * the window left out some tests that did not pass every run and this is not one it kept: then it
 * cannot tell.
 */
function flakyRunsIn(window, key) {
    if (!window || !window.runs.length)
        return undefined;
    const runs = window.runs.length;
    const test = windowTestOf(window, key);
    if (!test)
        return window.runs.some((r) => r.partial)
            ? undefined
            : { flaky: 0, recentFlaky: 0, runs, passedEveryRun: true };
    const flakyOf = (outcomes) => outcomes.filter((o) => o === 'flaky').length;
    return {
        flaky: flakyOf(test.outcomes),
        recentFlaky: flakyOf(test.outcomes.slice(-RECENT_RUNS)),
        runs,
        passedEveryRun: test.outcomes.every((o) => o === 'passed'),
    };
}
/** The window's latest runs in which flakiness is still the test's own (auto-quarantine's rule). */
const RECENT_RUNS = 10;
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
 * and the runs left out are counted (the digest's bounds, history/digest/bounds.ts).
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

/***/ 45942:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nm: () => (/* binding */ inForce),
/* harmony export */   hi: () => (/* binding */ quarantineMatcher),
/* harmony export */   ir: () => (/* binding */ readWorkspaceQuarantine),
/* harmony export */   mW: () => (/* binding */ parseQuarantine),
/* harmony export */   oU: () => (/* binding */ MAX_QUARANTINE_BYTES)
/* harmony export */ });
/* unused harmony exports DEFAULT_QUARANTINE_FILE, readQuarantineFile */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38815);
/* harmony import */ var _family_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22942);




/**
 * The quarantine file (README, "History, flaky tests and quarantine"): a list of entries, each naming a
 * test (exactly, or with `*` matching any run of characters), optionally a browser or device family and
 * a platform family (any version: family.ts), a reason, and a date after which the entry no longer
 * quarantines. It is read strictly, by a YAML library (`yaml`): what it takes is YAML that means the
 * same to any YAML reader (one document, a list of flat mappings of text), and anything else is one line
 * naming the line of the file.
 */
/** Where the file is when the input names none, relative to the workspace; read only when it exists. */
const DEFAULT_QUARANTINE_FILE = '.github/cloudtest-quarantine.yml';
/** A file larger than this, or with more entries, is no quarantine list someone maintains by hand. */
const MAX_QUARANTINE_BYTES = 256 * 1024;
const MAX_QUARANTINE_ENTRIES = 1000;
const KEYS = ['test', 'browser', 'platform', 'reason', 'until'];
/** A quarantine file that cannot be read as one: the message names the file and the line. */
class QuarantineFileError extends Error {
    name = 'QuarantineFileError';
}
/**
 * The quarantine file the input names, relative to `workspace` (GITHUB_WORKSPACE), else
 * DEFAULT_QUARANTINE_FILE, as the workspace holds it: read, absent, or why it cannot be read.
 */
function readWorkspaceQuarantine(given, workspace) {
    const file = given ?? DEFAULT_QUARANTINE_FILE;
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(file) ? file : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace, file);
    const inRepository = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(workspace, path);
    const found = {
        file,
        given: given !== undefined,
        ...(inRepository && !inRepository.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(inRepository)
            ? { repoPath: inRepository.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/') }
            : {}),
        checkout: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workspace, '.git')),
    };
    let size;
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
        if (!stat.isFile())
            return { ...found, error: `${file} is not a file` };
        size = stat.size;
    }
    catch {
        return found;
    }
    try {
        if (size > MAX_QUARANTINE_BYTES)
            throw new QuarantineFileError(`${file} holds ${size} bytes, more than ${MAX_QUARANTINE_BYTES}`);
        return { ...found, list: parseQuarantine((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'), file) };
    }
    catch (error) {
        return { ...found, error: error instanceof Error ? error.message : String(error) };
    }
}
/**
 * The quarantine file the input names, relative to `workspace`; with none named,
 * DEFAULT_QUARANTINE_FILE when it exists, else undefined. A file that cannot be read as one throws.
 */
function readQuarantineFile(given, workspace) {
    const read = readWorkspaceQuarantine(given, workspace);
    if (read.error !== undefined)
        throw new QuarantineFileError(read.error);
    if (!read.list && given !== undefined)
        throw new QuarantineFileError(`found no file ${read.file} (relative to the workspace, ${workspace})`);
    return read.list;
}
/**
 * The entries of a quarantine file's text; `file` names it in messages. Read by a YAML library and held
 * to the subset docs/quarantine.md describes: one document, a list of entries, each a mapping of the
 * entry's fields to text; no alias, no key twice, no other key. Anything else is one line naming its line.
 */
function parseQuarantine(text, file) {
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_2__/* .LineCounter */ .HN();
    const lineOf = (node, fallback = 1) => node?.range ? lines.linePos(node.range[0] ?? 0).line : fallback;
    const fail = (line, why) => {
        throw new QuarantineFileError(`${file}, line ${line}: ${why}`);
    };
    const documents = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parseAllDocuments */ .hR)(text, { uniqueKeys: true, prettyErrors: false, lineCounter: lines });
    const all = Array.isArray(documents) ? documents : [documents];
    const [document, second] = all;
    if (second)
        fail(lineOf(second.contents), 'the file holds more than one YAML document (remove the "---")');
    if (!document)
        return { file, entries: [] };
    const [error] = [...document.errors, ...document.warnings];
    if (error) {
        const line = lines.linePos(error.pos[0]).line;
        const indent = /^[ \t]*/.exec(text.split(/\r?\n|\r/)[line - 1] ?? '')?.[0] ?? '';
        fail(line, indent.includes('\t') ? 'a tab indents this line; YAML indents with spaces' : yamlProblem(error));
    }
    (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR)(document, {
        Alias: (_, alias) => fail(lineOf(alias), `an alias (*${alias.source}) is not taken here: write the value out`),
    });
    const list = document.contents;
    if (list === null || ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(list) && list.value === null))
        return { file, entries: [] };
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isSeq */ .oP)(list))
        return fail(lineOf(list), 'the file is a list of entries, each starting with "- " (- test: "Checkout*")');
    if (list.items.length > MAX_QUARANTINE_ENTRIES)
        fail(lineOf(list.items[MAX_QUARANTINE_ENTRIES]), `more than ${MAX_QUARANTINE_ENTRIES} entries`);
    // An entry starts on its dash's line, though its keys may start on the next.
    const dashLine = (item) => {
        let at = item.range?.[0] ?? 0;
        while (at > 0 && /\s/.test(text[at - 1] ?? ''))
            at--;
        return lines.linePos(text[at - 1] === '-' ? at - 1 : at).line;
    };
    const entries = list.items.map((item) => {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(item))
            return fail(lineOf(item, lineOf(list)), `an entry is a mapping of its keys (${KEYS.join(', ')})`);
        const fields = {};
        for (const pair of item.items) {
            const key = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(pair.key) ? pair.key.value : undefined;
            const line = lineOf(pair.key, lineOf(item));
            if (typeof key !== 'string' || !KEYS.includes(key))
                fail(line, `unknown key "${shown(String(key))}" (an entry takes ${KEYS.join(', ')})`);
            fields[key] = { value: textValue(key, pair.value, line, fail), line };
        }
        return finished(fields, dashLine(item), fail);
    });
    return { file, entries };
}
/** A value: text, written so any YAML reader reads it as text (a number, `true`, `null` or `~` is not). */
function textValue(key, node, line, fail) {
    if (!node || ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(node) && (node.value === null || node.value === '')))
        return fail(line, `"${key}" has no value`);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(node))
        return fail(line, `"${key}" takes one line of text, not a list or a mapping`);
    if (typeof node.value !== 'string')
        return fail(line, `"${key}" reads as ${typeof node.value === 'number' ? 'a number' : String(node.value)}, not text: quote it ("${shown(node.source ?? String(node.value))}")`);
    return node.value;
}
/** A YAML library's problem as the line says it: the few a hand-kept list meets, in its words. */
function yamlProblem({ code, message }) {
    if (code === 'DUPLICATE_KEY')
        return 'a key is given twice in one entry';
    if (code === 'MISSING_CHAR' && /quote/.test(message))
        return 'a quoted value is not closed';
    if (code === 'BLOCK_AS_IMPLICIT_KEY')
        return 'a value holding ": " must be quoted';
    return `not YAML as this file takes it (${message.split('\n')[0]})`;
}
function finished(fields, line, fail) {
    const [test, browser, platform, reason, until] = KEYS.map((key) => fields[key]?.value);
    if (!test)
        return fail(line, 'the entry names no test ("test" is required)');
    if (until !== undefined && dayEnd(until) === undefined)
        fail(fields.until?.line ?? line, `"until" must be a date written as 2026-12-31, got "${shown(until)}"`);
    return {
        test,
        ...(browser ? { browser } : {}),
        ...(platform ? { platform } : {}),
        ...(reason ? { reason } : {}),
        ...(until ? { until } : {}),
        line,
    };
}
const shown = (text) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);
/** The end of an `until` day, UTC, in milliseconds since the epoch; undefined when it is no date. */
function dayEnd(text) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match)
        return undefined;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const start = Date.UTC(year, month - 1, day);
    const date = new Date(start);
    if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
        return undefined;
    return start + 24 * 60 * 60 * 1000;
}
/** The entries in force at `now` (an entry quarantines through its `until` day, UTC) and those past it. */
function inForce(list, now) {
    const active = [];
    const expired = [];
    for (const entry of list.entries) {
        const end = entry.until === undefined ? undefined : dayEnd(entry.until);
        (end !== undefined && now >= end ? expired : active).push(entry);
    }
    return { active, expired };
}
/**
 * The entry that quarantines a test, if any: its name (the shown one, or the one it goes by from run to
 * run) matches the entry's, and the entry's browser and platform, when given, are the test's families.
 * A made-up name (a failure whose record named no test) is no test's, so nothing quarantines it.
 */
function quarantineMatcher(entries) {
    const rules = entries.map((entry) => ({
        entry,
        name: namePattern(entry.test),
        environment: entry.browser === undefined ? undefined : (0,_family_js__WEBPACK_IMPORTED_MODULE_3__/* .environmentFamily */ .wg)(entry.browser),
        platform: entry.platform === undefined ? undefined : (0,_family_js__WEBPACK_IMPORTED_MODULE_3__/* .platformFamily */ .Cz)(entry.platform),
    }));
    return (test) => {
        if (test.madeUpName)
            return undefined;
        for (const rule of rules) {
            if (rule.environment !== undefined && rule.environment !== (0,_family_js__WEBPACK_IMPORTED_MODULE_3__/* .environmentFamily */ .wg)(test.environment))
                continue;
            if (rule.platform !== undefined && rule.platform !== (0,_family_js__WEBPACK_IMPORTED_MODULE_3__/* .platformFamily */ .Cz)(test.platform))
                continue;
            if (rule.name.test(test.name) || (test.keyName !== undefined && rule.name.test(test.keyName)))
                return rule.entry;
        }
        return undefined;
    };
}
/** An exact name, each `*` in it matching any run of characters. */
function namePattern(test) {
    const parts = test.split('*').map((part) => part.replace(/[\\^$.|?+()[\]{}]/g, '\\$&'));
    return new RegExp(`^${parts.join('[^]*')}$`, 'u');
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
