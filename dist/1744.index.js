export const id = 1744;
export const ids = [1744];
export const modules = {

/***/ 75953:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KS: () => (/* binding */ quarantineOf),
/* harmony export */   m2: () => (/* binding */ joinedQuarantine),
/* harmony export */   zV: () => (/* binding */ excusedBy)
/* harmony export */ });
/* unused harmony export MAX_NAMED_QUARANTINED */
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
        flaky: 0,
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

/***/ 71744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  judgeReport: () => (/* binding */ judgeReport)
});

// EXTERNAL MODULE: ./src/report/history/fail-on.ts
var fail_on = __webpack_require__(11455);
// EXTERNAL MODULE: ./src/report/history/quarantine.ts
var history_quarantine = __webpack_require__(75953);
// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(67388);
// EXTERNAL MODULE: ./src/text/wording.ts
var text_wording = __webpack_require__(42179);
// EXTERNAL MODULE: ./src/report/world/limits.ts
var limits = __webpack_require__(34589);
;// CONCATENATED MODULE: ./src/report/outputs/quarantine-text.ts



/** The words the title ends with: `2 quarantined`; empty when no quarantined test failed. */
function quarantineTitle(q) {
    return q?.failed.count ? `${q.failed.count} quarantined` : '';
}
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
        parts.push(`${(0,text_wording/* plural */.LS)(ran, 'quarantined test')} ran; ${failed}${from}\n\n` +
            '| Test | Browser or device | Platform | Outcome | Why quarantined |\n|---|---|---|---|---|\n' +
            rows.join('') +
            more);
    }
    if (q.ready.length) {
        const names = q.ready.map((e) => code(e.name)).join(', ');
        parts.push(`**Ready to leave quarantine**: ${names} passed here and in every run of the window${onBranch(wording)}.`);
    }
    for (const entry of q.expired)
        parts.push(`> \u26a0\ufe0f ${expiredSentence(entry, q.file)}`);
    if (q.noWindow)
        parts.push(`_${noWindowSentence(q.auto)}_`);
    return parts.length ? `### \ud83d\udd12 Quarantined\n\n${parts.join('\n\n')}\n` : '';
}
/** The log's warnings: each entry past its date, by name and line. */
function quarantineWarnings(q) {
    return q ? q.expired.map((entry) => expiredSentence(entry, q.file)) : [];
}
/** The log's lines: each quarantined test that failed, and why it is quarantined. */
function quarantineLines(q, wording = {}) {
    if (!q)
        return [];
    const lines = [];
    if (q.failed.count) {
        const tests = q.failed.first.map(({ entry, cause }) => `${entry.name} (${causeText(cause, wording)})`);
        const more = q.failed.count > tests.length ? `; and ${q.failed.count - tests.length} more` : '';
        lines.push(`Quarantined, so failing neither the step nor the check: ${(0,text_wording/* plural */.LS)(q.failed.count, 'failed test')}: ${tests.join('; ')}${more}.`);
    }
    if (q.noWindow)
        lines.push(noWindowSentence(q.auto));
    return lines;
}
const noWindowSentence = (auto) => `auto-quarantine is ${auto}, but no window of the base branch's earlier runs was found: no test was quarantined automatically.`;
function expiredSentence(entry, file) {
    const where = file ? ` (${file}, line ${entry.line})` : ` (line ${entry.line})`;
    return `The quarantine entry "${(0,limits/* oneLine */.TN)(entry.test)}"${where} ended on ${entry.until ?? ''}: it no longer quarantines; remove it or move its date.`;
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
function causeText(cause, wording) {
    if (cause.kind === 'auto')
        return `auto-quarantine: flaky in ${cause.flaky} of the last ${(0,text_wording/* plural */.LS)(cause.runs, 'run')}${onBranch(wording)}`;
    const { entry } = cause;
    const reason = entry.reason ? `${entry.reason}; ` : '';
    return `${reason}line ${entry.line}${entry.until ? `, until ${entry.until}` : ''}`;
}
const onBranch = (wording) => (wording.branch ? ` on ${wording.branch}` : '');
const cell = (text, max) => text ? (0,text_escape/* markdownCell */.UZ)((0,limits/* cutToChars */.RD)((0,limits/* oneLine */.TN)(text), max)) : '';
const code = (text) => (0,text_escape/* markdownText */.p7)((0,limits/* cutToChars */.RD)((0,limits/* oneLine */.TN)(text), 200));

// EXTERNAL MODULE: ./src/report/outputs/report.ts
var report = __webpack_require__(20349);
;// CONCATENATED MODULE: ./src/report/verdict.ts




/**
 * A report's verdict after its comparison, as every host makes it (the runner's composer, publish.ts,
 * and the command line's publisher): quarantine over its tests, with the base's window and the
 * comparison for `auto-quarantine`; the title and the lead, led by what changed and ending with what
 * is quarantined; and the conclusion `fail-on`, `fail-on-empty` and `fail-on-unknown` give its own.
 * The quarantine's warnings and lines are said on `at.log`. A verdict the caller made (`given`, a
 * report of other reports) is taken as it is.
 */
async function judgeReport(header, tests, compared, options, at, given) {
    const quarantine = given
        ? given.quarantine
        : await (0,history_quarantine/* quarantineOf */.KS)(tests, options.quarantine, { ...compared, now: at.now });
    for (const warning of quarantineWarnings(quarantine))
        at.log.warning(warning);
    const wording = { ...(compared.comparison?.branch ? { branch: compared.comparison.branch } : {}) };
    const judgement = given?.judgement ??
        (0,fail_on/* judge */.S4)(options.failOn, { conclusion: header.conclusion ?? (0,report.conclusionOf)(tests.counts), counts: tests.counts }, compared, options, (0,history_quarantine/* excusedBy */.zV)(quarantine));
    for (const line of quarantineLines(quarantine, wording))
        at.log.info(line);
    return {
        title: [compared.title, quarantineTitle(quarantine)].filter(Boolean).join('; '),
        lead: [compared.markdown, quarantineMarkdown(quarantine, wording)].filter(Boolean).join('\n\n'),
        judgement,
        published: {
            conclusion: judgement.conclusion,
            counts: tests.counts,
            quarantined: quarantine?.failed.count ?? 0,
            ...(quarantine?.flaky ? { quarantinedFlaky: quarantine.flaky } : {}),
            blocks: judgement.blocks,
            ...(judgement.note ? { blockNote: judgement.note } : {}),
            ...(judgement.missing ? { missing: judgement.missing } : {}),
            ...(compared.comparison ? { comparison: compared.comparison } : {}),
            ...(compared.notCompared ? { notCompared: compared.notCompared } : {}),
        },
    };
}


/***/ })

};
