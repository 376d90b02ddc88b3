export const id = 8725;
export const ids = [8725];
export const modules = {

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
