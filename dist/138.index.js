export const id = 138;
export const ids = [138,3590];
export const modules = {

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

/***/ 3590:
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
/* harmony import */ var _world_write_in_place_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86594);





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
        this.writer = new _world_write_in_place_js__WEBPACK_IMPORTED_MODULE_4__/* .FileWriter */ .S8(handle);
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


/***/ })

};
