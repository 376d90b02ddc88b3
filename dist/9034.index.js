export const id = 9034;
export const ids = [9034];
export const modules = {

/***/ 89034:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compareReport: () => (/* binding */ compareReport),
  compareWithBase: () => (/* binding */ compareWithBase),
  didNotFinish: () => (/* binding */ didNotFinish),
  readBase: () => (/* binding */ readBase),
  readBases: () => (/* binding */ readBases),
  readEarlierAttempt: () => (/* binding */ readEarlierAttempt)
});

// EXTERNAL MODULE: ./src/api/transport/errors.ts
var errors = __webpack_require__(72487);
// EXTERNAL MODULE: ./src/report/history/base/commit.ts
var commit = __webpack_require__(130);
// EXTERNAL MODULE: ./src/report/history/base/lookup.ts
var lookup = __webpack_require__(36337);
// EXTERNAL MODULE: ./src/report/history/compare.ts
var compare = __webpack_require__(93014);
// EXTERNAL MODULE: ./src/report/history/digest/fitting.ts
var fitting = __webpack_require__(19905);
// EXTERNAL MODULE: ./src/report/history/digest/model.ts
var model = __webpack_require__(97843);
// EXTERNAL MODULE: ./src/report/history/history-text.ts
var history_text = __webpack_require__(10857);
// EXTERNAL MODULE: ./src/report/history/own-app.ts
var own_app = __webpack_require__(93931);
;// CONCATENATED MODULE: ./src/report/history/shared-reads.ts
const PAGE = 100;
function sharedReads(github) {
    const counted = { reads: 0 };
    const checkRuns = new Map();
    const answers = new Map();
    /** One request per key, counted; every later ask of the key gets the same answer. */
    const once = (key, ask) => {
        let known = answers.get(key);
        if (!known) {
            counted.reads++;
            answers.set(key, (known = ask()));
        }
        return known;
    };
    const listForRef = (async (params) => {
        const key = `${params.owner}/${params.repo}@${params.ref}`;
        let all = checkRuns.get(key);
        if (!all)
            checkRuns.set(key, (all = everyCheckRun(github, params, counted)));
        return { data: filtered(await all, params) };
    });
    const listCommits = ((params) => once(`commits ${params.owner}/${params.repo}@${params.sha}/${params.per_page}`, () => github.rest.repos.listCommits(params)));
    // The workflow run a base report names (trust.ts): the legs' reports on one commit name the same one.
    const getWorkflowRun = ((params) => once(`run ${params.owner}/${params.repo}#${params.run_id}`, () => github.rest.actions.getWorkflowRun(params)));
    const shared = {
        ...github,
        rest: {
            ...github.rest,
            checks: { ...github.rest.checks, listForRef },
            repos: { ...github.rest.repos, listCommits },
            actions: { ...github.rest.actions, getWorkflowRun },
        },
    };
    return { github: shared, reads: () => counted.reads };
}
/** Every check run of the commit, 100 to a request. */
async function everyCheckRun(github, { owner, repo, ref, request }, counted) {
    const all = [];
    for (let page = 1;; page++) {
        counted.reads++;
        const { data } = await github.rest.checks.listForRef({
            owner,
            repo,
            ref,
            filter: 'all',
            per_page: PAGE,
            page,
            ...(request ? { request } : {}),
        });
        all.push(...data.check_runs);
        if (data.check_runs.length < PAGE || all.length >= data.total_count)
            return all;
    }
}
/** The check runs a request would get, as GitHub filters them: `latest`, the default, keeps the newest of each name. */
function filtered(all, params) {
    const newest = new Map();
    for (const run of all)
        newest.set(run.name, Math.max(run.id, newest.get(run.name) ?? 0));
    const matching = all
        .filter((run) => (params.check_name === undefined || run.name === params.check_name) &&
        (params.status === undefined || run.status === params.status) &&
        (params.app_id === undefined || run.app?.id === params.app_id) &&
        (params.filter === 'all' || newest.get(run.name) === run.id))
        .sort((a, b) => b.id - a.id);
    const perPage = params.per_page ?? 30;
    const page = params.page ?? 1;
    return { total_count: matching.length, check_runs: matching.slice((page - 1) * perPage, page * perPage) };
}

// EXTERNAL MODULE: ./src/report/history/window.ts
var history_window = __webpack_require__(63405);
// EXTERNAL MODULE: ./src/report/world/deps.ts
var world_deps = __webpack_require__(43715);
// EXTERNAL MODULE: ./src/report/world/environment.ts
var environment = __webpack_require__(90028);
// EXTERNAL MODULE: ./src/report/world/event.ts
var world_event = __webpack_require__(97837);
;// CONCATENATED MODULE: ./src/report/comparing.ts













/**
 * The base's report, read once: the wait reads it when it starts, once its check run is open (its
 * running time is the wait's expectation), and the report reuses it at the end (docs/report-files.md,
 * "The comparison"). It is trusted only from the app this step writes its check run as: the app an
 * answer to that write named, else what `deps.openOwnCheck` makes GitHub name (src/report/history/own-app.ts).
 */
async function readBase(setting, checkName, deps) {
    const base = (0,commit/* baseCommitOf */.sP)(setting, deps.env, deps.event);
    if ('why' in base)
        return { why: base.why, requests: 0 };
    const found = await readReportOn(base, checkName, deps);
    const where = found.sha ? ` on ${found.sha.slice(0, 7)}` : '';
    const basis = found.basis ? `, ${found.basis}` : '';
    if ('digest' in found)
        deps.log.info(`Found the report of "${checkName}"${where}${basis} to compare with (${found.requests} read(s)).`);
    else
        deps.log.info(`Not compared with the base branch: ${found.why}.`);
    return found;
}
/**
 * The newest report of the check that an earlier attempt of workflow run `runId` made on this commit
 * (docs/report-files.md, "Re-runs"): what a re-run of only the failed tests starts from.
 */
async function readEarlierAttempt(checkName, runId, deps) {
    const { headSha } = deps;
    if (!headSha)
        return { why: "the workflow run's commit is not known", requests: 0 };
    return readReportOn({ sha: headSha, lookBack: false }, checkName, deps, { ofRun: runId });
}
/**
 * The base's report of each check (the legs of a matrix, each against its own leg's report), read
 * through one shared reader: each commit is read once, however many checks compare with it
 * (history/shared-reads.ts). `ownApp`: the app GitHub named on the caller's own check run.
 */
async function readBases(setting, checkNames, deps, ownApp) {
    const bases = new Map();
    const base = (0,commit/* baseCommitOf */.sP)(setting, deps.env, deps.event);
    if ('why' in base) {
        for (const name of checkNames)
            bases.set(name, { why: base.why, requests: 0 });
        return { bases, reads: 0 };
    }
    const shared = deps.github ? sharedReads(deps.github) : undefined;
    // One after the other: the first read of a commit serves the rest.
    for (const name of checkNames)
        bases.set(name, await readReportOn(base, name, { ...deps, github: shared?.github }, { ownApp }));
    return { bases, reads: shared?.reads() ?? 0 };
}
async function readReportOn(commit, checkName, deps, wanted = {}) {
    const { ownApp, ...how } = wanted;
    const { github, repository } = deps;
    if (!github || !repository)
        return { sha: commit.sha, why: 'no GitHub token or repository to read it with', requests: 0 };
    const signal = (0,world_deps/* requestSignal */.O)(deps);
    return (0,lookup/* readBaseReport */.U)(commit, {
        github,
        repository,
        checkName,
        signal,
        // The caller's own check run named its app (a report of other reports), or this step's writes do.
        ownApp: async () => {
            if (ownApp)
                return ownApp;
            if (!(0,own_app/* ownAppOf */.xx)(github))
                await deps.openOwnCheck?.();
            return (0,own_app/* ownAppOf */.xx)(github);
        },
        ...how,
    }).catch((error) => ({ sha: commit.sha, why: (0,errors.messageOf)(error), requests: 0 }));
}
/**
 * This report's digest, and its comparison with the base's report (read now unless `base` was read
 * already). A comparison that cannot be made says why, once; the report goes on without it.
 */
async function compareReport(header, tests, deps, setting) {
    const base = header.base ?? (await readBase(setting, header.checkName, deps));
    const ofBranch = deps.headSha && world_event/* BRANCH_EVENTS */.t.has(deps.event.name);
    return compareWithBase(header, tests, base, {
        env: deps.env,
        event: deps.event,
        ...(ofBranch ? { branchRun: deps.headSha } : {}),
    });
}
/** A job that did not end has reported only some of its tests: what is missing is neither failed nor fixed. */
const didNotFinish = (header) => header.conclusion === 'timed_out' || header.conclusion === 'cancelled';
/**
 * This report's digest, and its comparison with `base`, however it was found: a check run on GitHub
 * (`compareReport`), or a digest the host was given (`baseOfDigest`, the command line's history file).
 * `at.branchRun`: this report's commit when it is a run of the branch itself, whose digest then
 * carries the branch's window moved on by it; `at.env` and `at.event` (its trigger) name the workflow
 * run the digest records.
 */
async function compareWithBase(header, tests, base, at) {
    const carry = await carryOf(header, tests);
    const run = (0,environment/* workflowRunOf */.ol)(at.env, at.event);
    const unfinished = didNotFinish(header);
    const baseDigest = 'digest' in base ? base.digest : undefined;
    const timing = timingOf(header, tests);
    const sessions = header.sessions ?? tests.sessions;
    const spent = {
        ...(sessions ? { sessions } : {}),
        ...(header.stopped ? { stoppedAfter: header.stopped.after } : {}),
    };
    const now = (0,model/* digestOf */.ol)({
        counts: tests.counts,
        keys: tests.keys,
        failed: tests.failed,
        passedNamed: !header.passedUnnamed,
        timing,
        ...(run ? { run } : {}),
        ...(tests.versions ? { versions: tests.versions } : {}),
        ...(carry ? { carry } : {}),
        ...(sessions ? { sessions: digestSessions(sessions, !!header.stopped) } : {}),
    });
    const window = windowToCarry(now, baseDigest, { sha: at.branchRun, timing, unfinished });
    const { text } = (0,fitting/* writeDigest */.O)(window ? { ...now, window } : now);
    if (!('digest' in base) || unfinished) {
        const notCompared = 'digest' in base ? 'the job did not finish, so its results are not all known' : base.why;
        return {
            digestText: text,
            ...(sessions ? { sessions } : {}),
            notCompared,
            history: await (0,history_text/* historyOf */.om)({ tests, now, run: spent }),
        };
    }
    const comparison = await (0,compare/* compareWith */.G)(base, now, tests, header.stopped?.tests.length);
    return {
        digestText: text,
        ...(sessions ? { sessions } : {}),
        comparison,
        failedOnBase: base.digest.keys.failed,
        history: await (0,history_text/* historyOf */.om)({ tests, now, base: { digest: base.digest, comparison }, run: spent }),
        ...(base.digest.window ? { window: base.digest.window } : {}),
    };
}
/** A report's session time as its digest keeps it. */
function digestSessions(sessions, stopped) {
    return {
        vmMs: Math.round(sessions.vmSeconds * 1000),
        deviceMs: Math.round(sessions.deviceSeconds * 1000),
        retryMs: Math.round(sessions.retrySeconds * 1000),
        ...(stopped ? { stopped } : {}),
    };
}
/**
 * The window this report's digest carries (docs/report-files.md, "The window"): on a run of the
 * branch itself, the base's window moved on by this report (a new one when the base had none); a job
 * that did not end carries the base's as it was, adding nothing it did not finish. A pull request's,
 * a merge queue's or another event's report carries none: no report of the branch compares with it.
 */
function windowToCarry(now, base, at) {
    if (!at.sha)
        return undefined;
    if (at.unfinished)
        return base?.window;
    const known = (d) => d.passedNamed && !d.dropped.passedKeys;
    return (0,history_window/* advanceWindow */.zH)(base?.window, {
        run: {
            sha: at.sha,
            counts: now.counts,
            ...(now.counts.total ? { testTimeMs: (0,history_window/* testTimeOf */.Dt)(now) } : {}),
            ...(at.timing.runningMs === undefined ? {} : { runningMs: at.timing.runningMs }),
        },
        keys: now.keys,
        passedKeysKnown: known(now),
        ...(base ? { before: { keys: base.keys, passedKeysKnown: known(base) } } : {}),
    });
}
/**
 * A Codeless job's tests that passed in the end, each with the attempt whose run passed it, for the
 * next attempt's re-run of only what failed (digestOf drops them when there are more than it keeps).
 */
async function carryOf(header, tests) {
    const { run } = header;
    if (!run || !header.passedUnnamed)
        return undefined;
    if (header.passedUnknown)
        return {};
    const carried = [];
    for await (const entry of tests.entries()) {
        if (entry.outcome !== 'passed' && entry.outcome !== 'flaky')
            continue;
        carried.push({
            ...(0,model/* namedTest */.eH)(entry),
            attempt: entry.attempt ?? run.attempt,
            flaky: entry.outcome === 'flaky',
        });
    }
    return { tests: carried };
}
/** The job's timing when the wait measured it, else the tests' span. */
function timingOf(header, tests) {
    if (header.timing)
        return header.timing;
    return tests.span ? { runningMs: tests.span.stop - tests.span.start } : {};
}


/***/ }),

/***/ 93014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ compareWith),
/* harmony export */   r: () => (/* binding */ MAX_NAMED_CHANGES)
/* harmony export */ });
/* harmony import */ var _value_compact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93033);
/* harmony import */ var _value_family_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22942);
/* harmony import */ var _sorted_keys_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26629);



/** Tests of each kind named in the outputs; beyond this many, counts only. */
const MAX_NAMED_CHANGES = 25;
/**
 * Sorts the tests of this report against the base's digest. `now` is this report's own digest (each
 * key once); the failed tests are named from the report's lists, the fixed ones from its tests
 * streamed once, where passed tests have stable names; otherwise they are counted only (a name read
 * from the base's digest is never shown). Both digests hold each outcome's keys in ascending order, so
 * every step is a walk along two sorted lists or a binary search: linear in the keys, and nothing is
 * made per key (a digest read back holds at most MAX_DIGEST_KEYS of them).
 */
async function compareWith({ digest: base, sha, branch, basis }, now, tests, stopped = 0) {
    const at = { sha, branch, ...(basis ? { basis } : {}) };
    const failedThere = base.keys.failed;
    const still = countIn(now.keys.failed, failedThere);
    const newFailures = { count: now.keys.failed.length - still, first: [] };
    const stillFailing = { count: still, first: [] };
    for (const entry of tests.failed) {
        const group = (0,_sorted_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .includes */ .mK)(failedThere, (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8)(entry)) ? stillFailing : newFailures;
        if (group.first.length < MAX_NAMED_CHANGES && !group.first.some((e) => sameTest(e, entry)))
            group.first.push(entry);
    }
    const named = now.passedNamed;
    // A flaky test failed here too before it passed: not fixed.
    const fixedKeys = named
        ? keep(failedThere, (k) => (0,_sorted_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .includes */ .mK)(now.keys.passed, k))
        : // Unnamed passes tell a fixed test only when every test's outcome is known: none unknown or stopped.
            now.counts.unknown || stopped
                ? new Uint32Array(0)
                : keep(failedThere, (k) => !(0,_sorted_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .includes */ .mK)(now.keys.failed, k) && !(0,_sorted_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .includes */ .mK)(now.keys.unknown, k) && !(0,_sorted_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .includes */ .mK)(now.keys.flaky, k));
    const fixed = { count: fixedKeys.length, first: named ? await firstOf(tests, fixedKeys) : [] };
    // An outcome unknown here is held against the report as a failure (fail-on-unknown): new unless the
    // test failed, or its outcome was unknown, on the base too.
    const newUnknown = keep(now.keys.unknown, (k) => !(0,_sorted_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .includes */ .mK)(failedThere, k) && !(0,_sorted_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .includes */ .mK)(base.keys.unknown, k)).length;
    const comparison = { ...at, newFailures, stillFailing, fixed, newUnknown };
    if (named && base.passedNamed && !base.dropped.passedKeys && !now.dropped.passedKeys) {
        const there = allKeys(base);
        const here = allKeys(now);
        comparison.newTests = here.length - countIn(here, there);
        comparison.removed = there.length - countIn(there, here);
    }
    const versions = versionsLine(base.versions, now.versions);
    if (versions)
        comparison.versions = versions;
    const partial = partialOf(base);
    if (partial)
        comparison.partial = partial;
    return comparison;
}
const sameTest = (a, b) => (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8)(a) === (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8)(b);
/** How many of ascending `keys` ascending `among` holds: one walk along both. */
function countIn(keys, among) {
    let found = 0;
    for (let i = 0, j = 0; i < keys.length; i++) {
        const key = keys[i];
        while (j < among.length && among[j] < key)
            j++;
        if (j < among.length && among[j] === key)
            found++;
    }
    return found;
}
/** The keys `take` keeps, in their order. */
function keep(keys, take) {
    let n = 0;
    for (const key of keys)
        if (take(key))
            n++;
    const kept = new Uint32Array(n);
    n = 0;
    for (const key of keys)
        if (take(key))
            kept[n++] = key;
    return kept;
}
/** Every key of a digest, whatever its outcome, ascending and each once. */
const allKeys = (d) => (0,_sorted_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .uniqueKeys */ .ij)([d.keys.passed, d.keys.failed, d.keys.unknown, d.keys.flaky]);
/** The first tests whose keys are given (ascending), each once, streamed from the report's tests. */
async function firstOf(tests, keys) {
    const found = [];
    if (!keys.length)
        return found;
    const named = new Set();
    for await (const entry of tests.entries()) {
        const key = (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8)(entry);
        if (entry.outcome !== 'passed' || named.has(key) || !(0,_sorted_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .includes */ .mK)(keys, key))
            continue;
        named.add(key);
        found.push(entry);
        if (found.length >= MAX_NAMED_CHANGES || found.length === keys.length)
            break;
    }
    return found;
}
/**
 * One line when the base's tests and these ran on other versions of the same browsers, devices or
 * platforms (a test is the same test whatever its version: src/report/value/family.ts): `chrome 126
 * on the base, chrome 127 here`; undefined when none differ.
 */
function versionsLine(there, here) {
    const differences = [
        ...differing(there.environments, here.environments, _value_family_js__WEBPACK_IMPORTED_MODULE_1__/* .environmentFamily */ .wg),
        ...differing(there.platforms, here.platforms, _value_family_js__WEBPACK_IMPORTED_MODULE_1__/* .platformFamily */ .Cz),
    ];
    if (!differences.length)
        return undefined;
    return `the base ran on other versions: ${differences.join('; ')}`;
}
function differing(there, here, familyOf) {
    const byFamily = (texts) => {
        const families = new Map();
        for (const text of texts) {
            const family = familyOf(text);
            families.set(family, [...(families.get(family) ?? []), text]);
        }
        return families;
    };
    const before = byFamily(there);
    const lines = [];
    for (const [family, now] of byFamily(here)) {
        const then = before.get(family);
        if (!then || (then.length === now.length && then.every((t) => now.includes(t))))
            continue;
        lines.push(`${then.join(', ')} on the base, ${now.join(', ')} here`);
    }
    return lines;
}
/** What the base's digest could not tell. */
function partialOf(base) {
    if (base.dropped.failedKeys)
        return `the base's digest left out ${base.dropped.failedKeys} of its failed tests (too many to keep), so some still failing tests count as new`;
    if (base.dropped.unknownKeys)
        return "the base's digest left out its tests of unknown outcome and its flaky tests";
    return undefined;
}


/***/ }),

/***/ 19905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ writeDigest)
/* harmony export */ });
/* harmony import */ var _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1003);
/* harmony import */ var _window_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63405);
/* harmony import */ var _by_name_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2497);
/* harmony import */ var _codec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34587);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97843);





/**
 * A digest cut to fit what a check run's `output.text` holds beside the report's mark, within the
 * bounds its reader keeps to (codec.ts): what it left out is recorded in it.
 */
/** What a digest is written within: the rest of `output.text` is the report's mark (world/leg-mark.ts). */
const WRITTEN_DIGEST_CHARS = _model_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_DIGEST_CHARS */ .e0 - _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_0__/* .LEG_MARK_ROOM */ .le - 1;
/**
 * The digest as `output.text` holds it, within WRITTEN_DIGEST_CHARS, MAX_DIGEST_INFLATED_BYTES and
 * MAX_DIGEST_KEYS: when it would not fit, it leaves out, in turn, passed tests' durations, passed
 * tests' keys, the carried tests, the durations by name (the shortest first: a plan takes a test it
 * misses at the median, which moves a short one little), the window's oldest runs (all but the newest if need be), failed
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
    if (current.byName) {
        current = withLongestNames(current, current.byName);
        if (current.byName.keys.length)
            return { text: fitting(current), digest: current };
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
    return { text: (0,_codec_js__WEBPACK_IMPORTED_MODULE_3__/* .digestText */ .M6)((0,_codec_js__WEBPACK_IMPORTED_MODULE_3__/* .digestBytes */ .QN)(current)), digest: current };
}
function dropDurations(d, outcomes, dropped) {
    const durations = { ...d.durations };
    for (const outcome of outcomes)
        durations[outcome] = new Float64Array(0);
    return { ...d, durations, dropped: { ...d.dropped, ...dropped } };
}
/**
 * The digest with the durations of as many of its longest names as fit, give or take a hundredth: a
 * few encodings, each count guessed from what a name cost in the one before (a name costs a little
 * more when there are fewer, its key's gap being wider), rather than a search over every count.
 */
function withLongestNames(d, byName) {
    const longest = (0,_by_name_js__WEBPACK_IMPORTED_MODULE_2__/* .longestCut */ .NR)(byName);
    const keep = (n) => ({ ...d, byName: longest(n) });
    const without = encoded(keep(0))?.length ?? Infinity;
    if (without > WRITTEN_DIGEST_CHARS)
        return keep(0);
    const room = WRITTEN_DIGEST_CHARS - without;
    let fit = 0;
    let over = byName.keys.length;
    // At first, what the keys cost coded and a byte a duration, in base64; then what a name cost.
    let perName = (((0,_codec_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKeysBytes */ .ho)(byName) + over) * 4) / 3 / over;
    for (let round = 0; round < 8 && over - fit > Math.max(1, fit / 100); round++) {
        // A little under what the room holds at that cost: one that fits ends the search sooner.
        const n = Math.min(over - 1, Math.max(fit + 1, Math.floor((0.995 * room) / perName)));
        const length = encoded(keep(n))?.length ?? Infinity;
        if (length <= WRITTEN_DIGEST_CHARS)
            fit = n;
        else
            over = n;
        perName = Number.isFinite(length) ? (length - without) / n : perName * 1.1;
    }
    return keep(fit);
}
/** The digest with its window's newest `n` runs: the oldest leave first. */
const withWindowRuns = (d, n) => d.window ? { ...d, window: (0,_window_js__WEBPACK_IMPORTED_MODULE_1__/* .newestRuns */ .Hj)(d.window, n) } : d;
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
    const text = encoded(d);
    return text !== undefined && text.length <= WRITTEN_DIGEST_CHARS ? text : undefined;
}
/**
 * The digest's text, of any length, when it keeps within the bounds on keys and inflated bytes; else
 * undefined, as it is, unencoded, for durations by name whose keys alone take more than the text
 * holds: coded hashes, which gzip cannot shrink (a tenth spared for what it might).
 */
function encoded(d) {
    const keys = _model_js__WEBPACK_IMPORTED_MODULE_4__/* .OUTCOME_ORDER */ .cd.reduce((n, outcome) => n + d.keys[outcome].length, 0);
    if (keys > _model_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_DIGEST_KEYS */ .Nn)
        return undefined;
    if (d.byName &&
        (d.byName.keys.length > _model_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_DIGEST_KEYS */ .Nn || (0.9 * (0,_codec_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKeysBytes */ .ho)(d.byName) * 4) / 3 > WRITTEN_DIGEST_CHARS))
        return undefined;
    const bytes = (0,_codec_js__WEBPACK_IMPORTED_MODULE_3__/* .digestBytes */ .QN)(d);
    return bytes.length > _model_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_DIGEST_INFLATED_BYTES */ .SV ? undefined : (0,_codec_js__WEBPACK_IMPORTED_MODULE_3__/* .digestText */ .M6)(bytes);
}


/***/ }),

/***/ 10857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   om: () => (/* binding */ historyOf),
/* harmony export */   u_: () => (/* binding */ historyText)
/* harmony export */ });
/* unused harmony export historyMarkdown */
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42179);
/* harmony import */ var _value_compact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93033);
/* harmony import */ var _comparison_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23930);
/* harmony import */ var _session_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97589);
/* harmony import */ var _sorted_keys_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(26629);
/* harmony import */ var _text_form_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(94857);
/* harmony import */ var _window_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63405);







/**
 * What the history says to a reviewer (README, "History, flaky tests and quarantine"): the base
 * branch's trend, each failed or flaky test's last runs there, and what this run cost in test time
 * beside the base's. The summaries show it after the comparison.
 */
/** Failed and flaky tests given a row of their runs on the base branch; beyond, a count. */
const MAX_HISTORY_ROWS = 20;
/** The slowest tests named, and those slower than on the base. */
const MAX_SLOW = 5;
/** Slower than on the base by more than this share and this time: said so. */
const SLOWER_SHARE = 0.25;
const SLOWER_MS = 5000;
const MARKS = {
    passed: '\u2705',
    failed: '\u274c',
    flaky: '\u26a0\ufe0f',
    unknown: '\u2754',
    absent: '\u2796',
};
const LEGEND = '\u2705 passed, \u274c failed, \u26a0\ufe0f flaky, \u2754 unknown, \u2796 not run';
/** The history of a report: the input and its slowest tests, and those slower than on the base. */
async function historyOf(input) {
    const slow = input.now.counts.total ? await slowTests(input) : { slowest: [], slower: [] };
    return { ...input, slow };
}
/**
 * The history in `form`: the base's window (when it carries one), then the test time. `excused`: the
 * failed tests a quarantine excuses, marked where the history names them.
 */
function historyText(history, form, excused = () => false) {
    const { base } = history;
    const window = base?.digest.window;
    const branch = base?.comparison.branch ?? 'the base branch';
    const parts = [];
    if (base && window?.runs.length) {
        parts.push(trendText(window, history.now, branch, form));
        parts.push(testsText({ window, branch, comparison: base.comparison }, history.tests, form, excused));
    }
    else if (window && window.dropped.runs)
        parts.push(form.aside(`The report on ${form.text(branch)} left out its runs before it, to fit.`));
    const run = history.run;
    const at = { branch, ...(base?.digest.sessions ? { base: base.digest.sessions } : {}) };
    parts.push((0,_session_text_js__WEBPACK_IMPORTED_MODULE_4__/* .sessionText */ .a)(run?.sessions, { ...at, stoppedAfter: run?.stoppedAfter }, form));
    parts.push(costText(history, branch, form));
    return parts.filter(Boolean).join('\n\n');
}
/** The history's markdown, commits linked on the server `input.env` names. */
async function historyMarkdown(input) {
    return historyText(await historyOf(input), markdownForm(input.env));
}
/** "the last 12 runs on main". */
const lastRuns = (window, branch, form) => `the last ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(window.runs.length, 'run')} on ${form.text(branch)}`;
/** Bars of eight heights, lowest first: a row of counts read at a glance, in a column of any width. */
const BARS = '\u2581\u2582\u2583\u2584\u2585\u2586\u2587\u2588';
/** `values` as bars, each as high as it is between the least and the most of them; all low when equal. */
function sparkline(values) {
    const least = Math.min(...values);
    const span = Math.max(...values) - least;
    return values.map((v) => BARS[span ? Math.round(((v - least) / span) * (BARS.length - 1)) : 0]).join('');
}
/**
 * The base branch's trend, one row per outcome, as narrow as a comment's column: each run's count a
 * bar (`sparkline`), then the least and the most there, the newest run's count and this run's. The
 * unknown row only where some run had one.
 */
function trendText(window, now, branch, form) {
    const runs = window.runs;
    const outcomes = [
        ['Passed', 'passed'],
        ['Failed', 'failed'],
        ['Flaky', 'flaky'],
        ['Unknown', 'unknown'],
    ];
    const rows = outcomes
        .filter(([, o]) => o !== 'unknown' || now.counts.unknown || runs.some((r) => r.counts.unknown))
        .map(([label, outcome]) => {
        const counts = runs.map((r) => r.counts[outcome]);
        const [least, most] = [Math.min(...counts), Math.max(...counts)];
        return [
            label,
            form.code(sparkline(counts)),
            least === most ? String(least) : `${least}\u2013${most}`,
            String(counts.at(-1) ?? 0),
            String(now.counts[outcome]),
        ];
    });
    const notes = [
        window.dropped.runs
            ? `The report on ${form.text(branch)} left out ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(window.dropped.runs, 'older run')}, to fit.`
            : '',
        runs.some((r) => r.partial)
            ? 'It left out some tests that did not pass (too many to keep): a test it does not list may have failed there.'
            : '',
    ].filter(Boolean);
    return [
        `${form.strong('Trend:')} ${lastRuns(window, branch, form)}, oldest first, each a bar from the least to the most of them; then this run.`,
        '',
        form.table(['Tests', `On ${form.cell(branch)}`, 'Least\u2013most', 'Newest', 'This run'], rows, [
            false,
            false,
            true,
            true,
            true,
        ]),
        ...(notes.length ? ['', form.aside(notes.join(' '))] : []),
    ].join('\n');
}
/** Runs whose marks a row shows, the newest: more would not fit a comment's column; the rest are folded. */
const MARKED_RUNS = 10;
/** Each failed, then flaky, test with its runs on the base branch, newest last, and what they say. */
function testsText(base, tests, form, excused) {
    const { window, branch, comparison } = base;
    const seen = new Set();
    const runs = window.runs.length;
    const shown = Math.min(MARKED_RUNS, runs);
    const rows = [];
    const every = [];
    let more = 0;
    for (const entry of [...tests.failed, ...tests.flaky]) {
        const key = (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8)(entry);
        if (seen.has(key))
            continue;
        seen.add(key);
        if (rows.length >= MAX_HISTORY_ROWS) {
            more++;
            continue;
        }
        // A quarantined failure is never among the new ones: it is marked as excused instead.
        const quarantined = Boolean(excused(entry));
        const isNew = !quarantined &&
            entry.outcome === 'failed' &&
            comparison.newFailures.first.some((e) => (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8)(e) === key);
        const test = (0,_window_js__WEBPACK_IMPORTED_MODULE_3__/* .windowTestOf */ .gx)(window, key);
        const outcomes = test?.outcomes ?? (window.runs.some((r) => r.partial) ? [] : Array(runs).fill('passed'));
        const what = said(base, test, isNew, form);
        rows.push([
            testCell(entry, form),
            marksOf(outcomes.slice(-shown)) || 'not known',
            quarantined ? `${_comparison_text_js__WEBPACK_IMPORTED_MODULE_1__/* .QUARANTINED_MARK */ .DH}; ${what}` : what,
        ]);
        // Every run, in fives: a line that wraps between them where the column is narrow.
        const fives = Array.from({ length: Math.ceil(outcomes.length / 5) }, (_, i) => marksOf(outcomes.slice(i * 5, i * 5 + 5)));
        if (fives.length)
            every.push(form.item(`${testText(entry, form)}: ${fives.join(' ')}`));
    }
    if (!rows.length)
        return '';
    const title = `Every run of these tests on ${ownWords(branch)}, newest last, in fives`;
    const marked = `${runs > shown ? `Last ${shown} runs` : 'Runs'} on ${form.cell(branch)}`;
    return [
        `${form.strong(`Failed and flaky tests in ${lastRuns(window, branch, form)}`)}, newest last (${LEGEND}):`,
        '',
        form.table(['Test', marked, `In ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(runs, 'run')}`], rows),
        ...(runs > shown && every.length ? ['', form.details(title, every.join('\n'))] : []),
        ...(more ? ['', form.aside(`${more} more failed or flaky tests not shown.`)] : []),
    ].join('\n');
}
const marksOf = (outcomes) => outcomes.map((o) => MARKS[o]).join('');
/** A branch named in our own words where no escaping reaches (a folded section's title): the base branch when it is not plain. */
const ownWords = (branch) => (/^[\w./-]{1,100}$/.test(branch) ? branch : 'the base branch');
/** What a test's runs on the base branch say: "flaky in 4 of the last 30 runs on main", \u2026 */
function said(base, test, isNew, form) {
    const { window, branch: on } = base;
    const runs = window.runs.length;
    const branch = form.cell(on);
    if (!test)
        return window.runs.some((r) => r.partial)
            ? `not known: the report on ${branch} left it out`
            : `${isNew ? 'new here: ' : ''}passed ${lastRuns(window, on, form)}`;
    const count = (o) => test.outcomes.filter((x) => x === o).length;
    const flaky = count('flaky');
    const parts = [];
    if (isNew && flaky)
        parts.push(`new here, but flaky on ${branch}: ${flaky} of ${runs}`);
    else if (flaky)
        parts.push(`flaky in ${flaky} of ${lastRuns(window, on, form)}`);
    if (test.failingSince) {
        const { sha, runs: streak } = test.failingSince;
        parts.push(`failing on ${branch} for ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(streak, 'run')}, since ${form.commit(sha)}`);
    }
    else if (count('failed'))
        parts.push(`failed in ${count('failed')} of ${lastRuns(window, on, form)}`);
    if (count('unknown'))
        parts.push(`unknown in ${count('unknown')}`);
    return parts.join('; ') || `passed ${lastRuns(window, on, form)}`;
}
/** A test in a table cell, and in a line of text. */
const testCell = (e, form) => form.cell((0,_comparison_text_js__WEBPACK_IMPORTED_MODULE_1__/* .testWords */ .Kp)(e));
const testText = (e, form) => form.text((0,_comparison_text_js__WEBPACK_IMPORTED_MODULE_1__/* .testWords */ .Kp)(e));
/**
 * What the run cost in test time, beside the base's, and the slowest tests and those slower than on
 * the base by more than 25 % and 5 s (from the base's durations, where its digest kept them).
 */
function costText(history, branch, form) {
    const { now, base } = history;
    if (!now.counts.total)
        return '';
    const here = (0,_window_js__WEBPACK_IMPORTED_MODULE_3__/* .testTimeOf */ .Dt)(now);
    const there = base?.digest.window?.runs.at(-1)?.testTimeMs;
    const against = there === undefined ? '' : `, ${(0,_session_text_js__WEBPACK_IMPORTED_MODULE_4__/* .timeAgainst */ .D)(here, there, form.text(branch))}`;
    const { slowest, slower } = history.slow;
    const lines = [
        `${form.strong('Test time:')} ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatSeconds */ .Xo)(here)} of test time${against}: the sum of the tests' durations, each test's deciding run (the suite's speed), not the VM and device time the service bills.`,
    ];
    if (slowest.length)
        lines.push(form.item(`Slowest: ${slowest.map((s) => `${testCell(s.entry, form)} ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatSeconds */ .Xo)(s.ms)}`).join(', ')}.`));
    if (slower.length)
        lines.push(form.item(`Slower than on ${form.text(branch)} by more than ${SLOWER_SHARE * 100} % and ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatSeconds */ .Xo)(SLOWER_MS)}: ${slower
            .map((s) => `${testCell(s.entry, form)} ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatSeconds */ .Xo)(s.ms)} (${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatSeconds */ .Xo)(s.was)} there)`)
            .join(', ')}.`));
    return lines.join(lines.length > 1 ? '\n\n' : '');
}
/**
 * The slowest tests and those slower than on the base, the tests streamed once. Only a measured
 * duration counts: a test whose outcome is unknown (here or on the base) did not run to an end, so it
 * is never the slowest, nor slower.
 */
async function slowTests(input) {
    const slowest = [];
    const slower = [];
    const baseDigest = input.base?.digest;
    for await (const entry of input.tests.entries()) {
        if (entry.outcome === 'unknown' || entry.duration === undefined || !Number.isFinite(entry.duration))
            continue;
        const ms = entry.duration * 1000;
        if (slowest.length < MAX_SLOW || ms > slowest.at(-1).ms) {
            slowest.push({ entry, ms, was: NaN });
            slowest.sort((a, b) => b.ms - a.ms);
            if (slowest.length > MAX_SLOW)
                slowest.pop();
        }
        const was = baseDigest ? durationIn(baseDigest, (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8)(entry)) : undefined;
        if (was !== undefined && ms - was > SLOWER_MS && ms > was * (1 + SLOWER_SHARE)) {
            slower.push({ entry, ms, was });
            slower.sort((a, b) => b.ms - b.was - (a.ms - a.was));
            if (slower.length > MAX_SLOW)
                slower.pop();
        }
    }
    return { slowest, slower };
}
/** A test's measured duration in a digest, in milliseconds, where the digest kept it: none for an unknown outcome. */
function durationIn(d, key) {
    if ((0,_sorted_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .indexOf */ .qh)(d.keys.unknown, key) >= 0)
        return undefined;
    for (const outcome of ['passed', 'failed', 'flaky']) {
        const at = (0,_sorted_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .indexOf */ .qh)(d.keys[outcome], key);
        if (at < 0)
            continue;
        const seconds = d.durations[outcome][at];
        return seconds === undefined || Number.isNaN(seconds) ? undefined : seconds * 1000;
    }
    return undefined;
}


/***/ }),

/***/ 97589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ timeAgainst),
/* harmony export */   a: () => (/* binding */ sessionText)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42179);

/**
 * What a run's sessions cost, in a sentence the summaries show beside the test time: the session
 * time (what the service bills: every session's duration, retries and re-runs included, VMs and
 * physical devices apart), against the base's figure, and what stopping early (`max-failures`) saved
 * against a base run that ran every test. The test time stays the suite's speed.
 */
function sessionText(sessions, at, form) {
    if (!sessions?.sessions)
        return '';
    const ms = (seconds) => seconds * 1000;
    const kinds = [
        sessions.vmSeconds || !sessions.deviceSeconds
            ? `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(ms(sessions.vmSeconds))} of VM time`
            : '',
        sessions.deviceSeconds ? `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(ms(sessions.deviceSeconds))} of physical-device time` : '',
    ].filter(Boolean);
    const spent = ms(sessions.vmSeconds + sessions.deviceSeconds);
    const parts = [kinds.join(' and ')];
    if (sessions.rerunOf !== undefined)
        parts.push(`all of it running again attempt ${sessions.rerunOf}'s failures`);
    else if (sessions.retrySeconds)
        parts.push(`${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(ms(sessions.retrySeconds))} of it retries`);
    const sentence = [parts.join(', '), against(spent, at, form)].filter(Boolean).join('; ');
    const notes = [
        sessions.untold
            ? `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(sessions.untold, 'session')} did not say whether ${sessions.untold === 1 ? 'it' : 'they'} ran on a VM or a device: counted as VM time.`
            : '',
        sessions.untimed
            ? `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(sessions.untimed, 'session')} without a known duration ${sessions.untimed === 1 ? 'is' : 'are'} not counted.`
            : '',
    ].filter(Boolean);
    return [
        `${form.strong('Session time:')} ${sentence}. What the service bills: every session's duration, retries and re-runs included.`,
        ...notes,
    ].join(' ');
}
/** Against the base's session time; for a run stopped early, what stopping saved against a whole run. */
function against(spent, at, form) {
    const { base, branch, stoppedAfter } = at;
    const there = base ? base.vmMs + base.deviceMs : undefined;
    const on = form.text(branch);
    if (stoppedAfter) {
        if (there !== undefined && !base?.stopped && there > spent)
            return `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(there - spent)} saved by stopping after ${form.text(stoppedAfter)} (the run on ${on} took ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(there)})`;
        return `stopped after ${form.text(stoppedAfter)}: what that saved shows against a run on ${on} that ran every test`;
    }
    if (there === undefined)
        return '';
    return timeAgainst(spent, there, on);
}
/** "+1m 5s against main (10m)": a time (ms) against the base's, `on` the base's branch as text. */
const timeAgainst = (here, there, on) => `${here >= there ? '+' : '\u2212'}${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(Math.abs(here - there))} against ${on} (${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(there)})`;


/***/ })

};
