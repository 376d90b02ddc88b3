export const id = 1106;
export const ids = [1106,8725];
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

/***/ 69545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compareReport: () => (/* binding */ compareReport),
  readBase: () => (/* binding */ readBase),
  readEarlierAttempt: () => (/* binding */ readEarlierAttempt)
});

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/report/check-run.ts
var check_run = __webpack_require__(72158);
// EXTERNAL MODULE: ./src/report/digest.ts
var digest = __webpack_require__(67252);
// EXTERNAL MODULE: ./src/report/token-identity.ts
var token_identity = __webpack_require__(2586);
;// CONCATENATED MODULE: ./src/report/base.ts




/** Commits of the base branch looked at before the base itself is given up on, the base included. */
const LOOK_BACK_COMMITS = 5;
const SHA = /^[0-9a-f]{7,40}$/i;
const ZEROS = /^0+$/;
/** The commit the setting names, or why there is none. */
function baseCommitOf(setting, env) {
    if (setting.kind === 'off')
        return { why: 'compare is off' };
    if (setting.kind === 'commit')
        return { sha: setting.sha, lookBack: false };
    const event = env.GITHUB_EVENT_NAME ?? '';
    const pullRequest = event.startsWith('pull_request');
    if (!pullRequest && event !== 'push')
        return {
            why: `a ${event || 'run outside GitHub Actions'} event names no base commit (set compare to a commit SHA)`,
        };
    let payload;
    try {
        payload = JSON.parse((0,external_node_fs_.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
    }
    catch {
        return { why: `the ${event} event's payload (GITHUB_EVENT_PATH) could not be read` };
    }
    const sha = pullRequest ? payload.pull_request?.base?.sha : payload.before;
    if (typeof sha !== 'string' || !SHA.test(sha))
        return { why: `the ${event} event names no ${pullRequest ? 'base commit' : 'previous commit'}` };
    if (ZEROS.test(sha))
        return { why: 'this push made a new branch: there is no commit before it' };
    const ref = pullRequest ? payload.pull_request?.base?.ref : env.GITHUB_REF_NAME;
    return { sha, ...(typeof ref === 'string' && ref ? { branch: ref } : {}), lookBack: pullRequest };
}
/**
 * The digest of the check run named `checkName` on `base`: one request for the base's check runs, one
 * more when our token's identity must be asked; on a pull request whose base has no such run, the
 * commits before it are listed (one request) and each looked at in turn, up to LOOK_BACK_COMMITS.
 */
async function readBaseReport(base, lookup) {
    let requests = 0;
    const at = { branch: base.branch };
    const read = async (sha) => {
        requests++;
        const runs = await checkRunsOn(sha, lookup);
        if (!runs.length)
            return undefined;
        const identity = await lookup.identity();
        if (lookup.ofRun !== undefined)
            return reportOfRun(sha, runs, identity, lookup.ofRun, requests);
        return reportOf(sha, runs, identity, requests, at);
    };
    try {
        const found = await read(base.sha);
        if (found)
            return found;
        const none = `no report of this check on ${base.sha.slice(0, 7)}`;
        if (!base.lookBack)
            return { sha: base.sha, ...at, why: none, requests };
        requests++;
        const earlier = (await commitsBefore(base.sha, lookup)).slice(1, LOOK_BACK_COMMITS);
        for (const sha of earlier) {
            const report = await read(sha);
            if (report)
                return report;
        }
        const span = earlier.length ? ` nor on the ${earlier.length} commits before it` : '';
        return { sha: base.sha, ...at, why: `${none}${span}`, requests };
    }
    catch (error) {
        return { sha: base.sha, ...at, why: whyUnread(error, base.sha), requests };
    }
}
/** A 403 or 404 on reading check runs, said plainly; anything else as GitHub said it. */
function whyUnread(error, sha) {
    const status = error.status;
    const said = (0,check_run/* describeGitHubError */.dZ)(error);
    if (status === 403)
        return `the token may not read check runs (${said}): give the job permissions: checks: read`;
    if (status === 404 || status === 422)
        return `the base commit ${sha.slice(0, 7)} is not reachable (${said})`;
    return `reading the base commit's check runs failed (${said})`;
}
async function checkRunsOn(sha, lookup) {
    const { data } = await lookup.github.rest.checks.listForRef({
        ...lookup.repository,
        ref: sha,
        check_name: lookup.checkName,
        filter: lookup.filter ?? 'latest',
        per_page: 100,
        request: { signal: lookup.signal() },
    });
    return data.check_runs.filter((r) => r.name === lookup.checkName);
}
async function commitsBefore(sha, lookup) {
    const { data } = await lookup.github.rest.repos.listCommits({
        ...lookup.repository,
        sha,
        per_page: LOOK_BACK_COMMITS,
        request: { signal: lookup.signal() },
    });
    return data.map((c) => c.sha).filter((s) => typeof s === 'string' && SHA.test(s));
}
const oursNewestFirst = (runs, identity) => runs.filter((r) => (0,token_identity/* writtenBy */.xO)(identity, { app: r.app ?? null })).sort((a, b) => b.id - a.id);
/**
 * Our newest completed report of the check on the commit that workflow run `runId` made, as its
 * digest says: the details link cannot tell, since GitHub keeps its own for the workflow token's runs.
 */
function reportOfRun(sha, runs, identity, runId, requests) {
    for (const run of oursNewestFirst(runs, identity)) {
        if (run.status !== 'completed')
            continue;
        const read = (0,digest/* readDigest */.rP)(run.output?.text);
        if ('digest' in read && read.digest.run?.runId === runId)
            return found(sha, run, read.digest, requests);
    }
    return { sha, why: `no report of this check from this workflow run on ${sha.slice(0, 7)}`, requests };
}
/** Our newest completed run of the check on the commit and its digest, or why it cannot be used. */
function reportOf(sha, runs, identity, requests, at) {
    const short = sha.slice(0, 7);
    const ours = oursNewestFirst(runs, identity);
    const run = ours.find((r) => r.status === 'completed');
    if (!run) {
        if (ours.length)
            return { sha, ...at, why: `the report on ${short} is not complete yet`, requests };
        const other = runs[0]?.app?.slug;
        const by = other ? ` (${other.replace(/[^\w.-]/g, '')})` : '';
        return {
            sha,
            ...at,
            why: `the check run on ${short} was made by another app${by}, not trusted`,
            requests,
        };
    }
    const read = (0,digest/* readDigest */.rP)(run.output?.text);
    if ('digest' in read)
        return found(sha, run, read.digest, requests, at);
    return { sha, ...at, why: problemText(read.problem, short), requests };
}
/** A report found in check run `run` on `sha`, with its digest. */
function found(sha, run, digest, requests, at = {}) {
    return {
        sha,
        ...at,
        ...(run.html_url ? { runUrl: run.html_url } : {}),
        ...(run.conclusion ? { conclusion: run.conclusion } : {}),
        digest,
        requests,
    };
}
function problemText(problem, short) {
    switch (problem.kind) {
        case 'none':
            return `the report on ${short} has no digest (made before reports carried one, or by another tool)`;
        case 'oversized':
            return `the digest on ${short} is larger than ${digest/* MAX_DIGEST_CHARS */.e0} characters, so it was not read`;
        case 'version':
            return `the digest on ${short} is of version ${problem.version}, which this version cannot read`;
        case 'corrupt':
            return `the digest on ${short} is corrupt, so it was not read`;
    }
}

// EXTERNAL MODULE: ./src/report/check-run-output.ts
var check_run_output = __webpack_require__(33198);
// EXTERNAL MODULE: ./src/report/compact.ts
var compact = __webpack_require__(76847);
;// CONCATENATED MODULE: ./src/report/compare.ts

/** Tests of each kind named in the outputs; beyond this many, counts only. */
const MAX_NAMED_CHANGES = 25;
/**
 * Sorts the tests of this report against the base's digest. `now` is this report's own digest (each
 * test once, by its last record); the failed tests are named from the report's lists, the fixed ones
 * from its tests streamed once, where passed tests have stable names; otherwise they are counted only
 * (a name read from the base's digest is never shown).
 */
async function compareWith(base, now, tests, at) {
    const failedThere = new Set(base.keys.failed);
    const failedNow = new Set(now.keys.failed);
    const newFailures = { count: 0, first: [] };
    const stillFailing = { count: 0, first: [] };
    for (const key of now.keys.failed)
        (failedThere.has(key) ? stillFailing : newFailures).count++;
    for (const entry of tests.failed) {
        const group = failedThere.has((0,compact/* testKey */.S8)(entry)) ? stillFailing : newFailures;
        if (group.first.length < MAX_NAMED_CHANGES && !group.first.some((e) => sameTest(e, entry)))
            group.first.push(entry);
    }
    const named = now.passedNamed;
    const passedNow = new Set(now.keys.passed);
    const unknownNow = new Set(now.keys.unknown);
    // A flaky test failed here too before it passed: not fixed.
    const flakyNow = new Set(now.keys.flaky);
    const fixedKeys = new Set(base.keys.failed.filter((k) => named
        ? passedNow.has(k)
        : !failedNow.has(k) && !unknownNow.has(k) && !flakyNow.has(k) && now.counts.unknown === 0));
    const fixed = { count: fixedKeys.size, first: named ? await firstOf(tests, fixedKeys) : [] };
    const comparison = { ...at, newFailures, stillFailing, fixed };
    if (named && base.passedNamed && !base.dropped.passedKeys && !now.dropped.passedKeys) {
        const all = (d) => new Set([...d.keys.passed, ...d.keys.failed, ...d.keys.unknown, ...d.keys.flaky]);
        const there = all(base);
        const here = all(now);
        comparison.newTests = [...here].filter((k) => !there.has(k)).length;
        comparison.removed = [...there].filter((k) => !here.has(k)).length;
    }
    const partial = partialOf(base);
    if (partial)
        comparison.partial = partial;
    return comparison;
}
const sameTest = (a, b) => (0,compact/* testKey */.S8)(a) === (0,compact/* testKey */.S8)(b);
/** The first tests whose keys are given, each once, streamed from the report's tests. */
async function firstOf(tests, keys) {
    const found = [];
    if (!keys.size)
        return found;
    const left = new Set(keys);
    for await (const entry of tests.entries()) {
        const key = (0,compact/* testKey */.S8)(entry);
        if (entry.outcome !== 'passed' || !left.delete(key))
            continue;
        found.push(entry);
        if (found.length >= MAX_NAMED_CHANGES || !left.size)
            break;
    }
    return found;
}
/** What the base's digest could not tell. */
function partialOf(base) {
    if (base.dropped.failedKeys)
        return `the base's digest left out ${base.dropped.failedKeys} of its failed tests (too many to keep), so some still failing tests count as new`;
    if (base.dropped.unknownKeys)
        return "the base's digest left out its tests of unknown outcome and its flaky tests";
    return undefined;
}

// EXTERNAL MODULE: ./src/report/comparison-text.ts
var comparison_text = __webpack_require__(15101);
;// CONCATENATED MODULE: ./src/report/comparing.ts







/**
 * The base's report, read once: the wait reads it when it starts (its running time is the wait's
 * expectation) and the report reuses it at the end (docs/report-files.md, "The comparison").
 */
async function readBase(setting, checkName, deps) {
    const base = baseCommitOf(setting, deps.env);
    if ('why' in base)
        return { why: base.why, requests: 0 };
    const found = await readReportOn(base, checkName, deps);
    const where = found.sha ? ` on ${found.sha.slice(0, 7)}` : '';
    if ('digest' in found)
        deps.log.info(`Found the report of "${checkName}"${where} to compare with (${found.requests} read(s)).`);
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
    return readReportOn({ sha: headSha, lookBack: false }, checkName, deps, { filter: 'all', ofRun: runId });
}
async function readReportOn(commit, checkName, deps, how = {}) {
    const { github, repository } = deps;
    if (!github || !repository)
        return { sha: commit.sha, why: 'no GitHub token or repository to read it with', requests: 0 };
    const signal = (0,check_run_output/* requestSignal */.OL)(deps);
    return readBaseReport(commit, {
        github,
        repository,
        checkName,
        signal,
        identity: () => (0,token_identity/* tokenIdentity */.sX)(github, { signal: signal(), log: deps.log }),
        ...how,
    }).catch((error) => ({ sha: commit.sha, why: (0,errors/* messageOf */.bD)(error), requests: 0 }));
}
/**
 * This report's digest, and its comparison with the base's report (read now unless `base` was read
 * already). A comparison that cannot be made says why, once; the report goes on without it.
 */
async function compareReport(header, tests, deps, setting) {
    const carry = await carryOf(header, tests);
    const now = (0,digest/* digestOf */.ol)({
        counts: tests.counts,
        keys: tests.keys,
        failed: tests.failed,
        passedNamed: !header.passedUnnamed,
        timing: timingOf(header, tests),
        ...(carry ? { carry } : {}),
    });
    const { text } = (0,digest/* writeDigest */.O_)(now);
    const base = header.base ?? (await readBase(setting, header.checkName, deps));
    // A job that did not end has reported only some of its tests: what is missing is neither failed nor fixed.
    const unfinished = header.conclusion === 'timed_out' || header.conclusion === 'cancelled';
    if (!('digest' in base) || unfinished) {
        const notCompared = 'digest' in base ? 'the job did not finish, so its results are not all known' : base.why;
        return { digestText: text, notCompared, title: header.title, markdown: (0,comparison_text/* notComparedMarkdown */.Cp)(notCompared) };
    }
    const comparison = await compareWith(base.digest, now, tests, { sha: base.sha, branch: base.branch });
    const changes = (0,comparison_text/* changesLine */.a8)(comparison);
    return {
        digestText: text,
        comparison,
        title: changes ? `${changes}: ${header.title}` : header.title,
        markdown: (0,comparison_text/* comparisonMarkdown */.vR)(comparison, deps.env),
    };
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
        return { run };
    const carried = [];
    for await (const entry of tests.entries()) {
        if (entry.outcome !== 'passed' && entry.outcome !== 'flaky')
            continue;
        carried.push({
            ...(0,digest/* namedTest */.eH)(entry),
            attempt: entry.attempt ?? run.attempt,
            flaky: entry.outcome === 'flaky',
        });
    }
    return { run, tests: carried };
}
/** The job's timing when the wait measured it, else the tests' span. */
function timingOf(header, tests) {
    if (header.timing)
        return header.timing;
    return tests.span ? { runningMs: tests.span.stop - tests.span.start } : {};
}


/***/ }),

/***/ 15101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cp: () => (/* binding */ notComparedMarkdown),
/* harmony export */   a8: () => (/* binding */ changesLine),
/* harmony export */   vR: () => (/* binding */ comparisonMarkdown)
/* harmony export */ });
/* unused harmony exports commitUrl, comparedWith */
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25356);



/** The commit's page on GitHub, built from GITHUB_SERVER_URL and the repository; undefined when not https. */
function commitUrl(env, sha) {
    const server = env.GITHUB_SERVER_URL?.trim().replace(/\/+$/, '');
    const repository = env.GITHUB_REPOSITORY?.trim();
    if (!server || !repository || !/^[0-9a-f]{7,40}$/i.test(sha))
        return undefined;
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(`${server}/${repository}/commit/${sha}`);
}
/** "compared with `abc1234` (main)", the commit linked when its page is known. */
function comparedWith(c, env) {
    const short = `\`${c.sha.slice(0, 7)}\``;
    const url = commitUrl(env, c.sha);
    const commit = url ? `[${short}](<${url}>)` : short;
    return `${commit}${c.branch ? ` (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(c.branch), 100))})` : ''}`;
}
/** "2 new failures, 3 still failing, 1 fixed": what changed, leading the check run's title. */
function changesLine(c) {
    const parts = [
        c.newFailures.count ? (0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(c.newFailures.count, 'new failure') : '',
        c.stillFailing.count ? `${c.stillFailing.count} still failing` : '',
        c.fixed.count ? `${c.fixed.count} fixed` : '',
    ].filter(Boolean);
    return parts.join(', ');
}
/** A test as a list item: its name, browser or device and platform, as text. */
function item(e) {
    const where = [e.environment, e.platform].filter(Boolean).join(', ');
    return `- ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(where ? `${e.name} (${where})` : e.name), 300))}`;
}
function section(title, changed, note) {
    if (!changed.count)
        return '';
    const more = changed.count - changed.first.length;
    const rest = more > 0 ? [`- \u2026 and ${more} more${note ? ` (${note})` : ''}`] : [];
    return [`**${title} (${changed.count})**`, '', ...changed.first.map(item), ...rest, ''].join('\n');
}
/**
 * The comparison as the summaries lead with it: the commit compared with, then new failures, still
 * failing and fixed, each with its first tests named.
 */
function comparisonMarkdown(c, env) {
    const changes = changesLine(c);
    const counts = [
        c.newTests === undefined ? '' : `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(c.newTests, 'new test')}`,
        c.removed === undefined ? '' : `${c.removed} removed`,
    ].filter(Boolean);
    const head = `**Compared with ${comparedWith(c, env)}:** ${changes || 'no new failures, nothing fixed'}` +
        `${counts.length ? `; ${counts.join(', ')}` : ''}.` +
        (c.partial ? ` Note: ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)(c.partial)}.` : '');
    const fixedNote = c.fixed.count && !c.fixed.first.length ? 'named on the base commit' : undefined;
    return [
        head,
        '',
        section('New failures', c.newFailures, 'see the failed tests below'),
        section('Still failing', c.stillFailing, 'see the failed tests below'),
        section('Fixed', c.fixed, fixedNote),
    ]
        .filter((part, i) => i < 2 || part)
        .join('\n')
        .trim();
}
/** One sentence for a report that could not be compared. */
function notComparedMarkdown(why) {
    return `**Not compared with the base branch:** ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)(why)}.`;
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
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42179);
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
    const attempts = e.outcome === 'flaky' ? `Passed ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .passedOnAttempt */ .dg)(e)}` : `${e.attempts} attempts, the last`;
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


/***/ })

};
