export const id = 1412;
export const ids = [1412];
export const modules = {

/***/ 91412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compareReport: () => (/* binding */ compareReport),
  readBase: () => (/* binding */ readBase),
  readBases: () => (/* binding */ readBases),
  readEarlierAttempt: () => (/* binding */ readEarlierAttempt)
});

// EXTERNAL MODULE: ./src/api/transport/errors.ts
var errors = __webpack_require__(72487);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/report/world/github-errors.ts
var github_errors = __webpack_require__(69292);
// EXTERNAL MODULE: ./src/report/history/digest.ts
var digest = __webpack_require__(78361);
// EXTERNAL MODULE: ./src/report/history/token-identity.ts
var token_identity = __webpack_require__(76003);
// EXTERNAL MODULE: ./src/report/world/leg-mark.ts
var leg_mark = __webpack_require__(1003);
;// CONCATENATED MODULE: ./src/report/history/base.ts





/** Commits of the base branch looked at before the base itself is given up on, the base included. */
const LOOK_BACK_COMMITS = 5;
const SHA = /^[0-9a-f]{7,40}$/i;
const ZEROS = /^0+$/;
const base_text = (value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const sha = (value) => {
    const s = base_text(value);
    return s && SHA.test(s) && !ZEROS.test(s) ? s : undefined;
};
/** `refs/heads/main` \u2192 `main`. */
const branchOf = (ref) => base_text(ref)?.replace(/^refs\/heads\//, '');
/**
 * The commit the setting names, or why there is none. `auto` follows the event: a pull request's base
 * commit, a merge queue's base (`merge_group.base_sha`), a push's previous commit; a `workflow_run`'s
 * pull request's base when the payload names one of this repository, else the newest report on the
 * default branch; a scheduled or manual run's branch, from its own commit back (its newest report
 * before this run's). Pull requests, queues and branches may look back along the branch.
 */
function baseCommitOf(setting, env) {
    if (setting.kind === 'off')
        return { why: 'compare is off' };
    if (setting.kind === 'commit')
        return { sha: setting.sha, lookBack: false };
    const event = env.GITHUB_EVENT_NAME ?? '';
    const branch = env.GITHUB_REF?.startsWith('refs/heads/') ? base_text(env.GITHUB_REF_NAME) : undefined;
    // These name no commit in their payload: the run's own commit and branch are what they compare along.
    const runId = base_text(env.GITHUB_RUN_ID);
    if (event === 'schedule' || event === 'workflow_dispatch')
        return branchBase(event, { head: sha(env.GITHUB_SHA), branch, runId });
    const known = event.startsWith('pull_request') || ['push', 'merge_group', 'workflow_run'].includes(event);
    if (!known)
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
    if (event === 'workflow_run')
        return workflowRunBase(payload, runId);
    if (event === 'merge_group') {
        const base = sha(payload.merge_group?.base_sha);
        if (!base)
            return { why: 'the merge_group event names no base commit (merge_group.base_sha)' };
        return withBranch({ sha: base, lookBack: true }, branchOf(payload.merge_group?.base_ref));
    }
    const pullRequest = event.startsWith('pull_request');
    const named = pullRequest ? payload.pull_request?.base?.sha : payload.before;
    if (typeof named === 'string' && SHA.test(named) && ZEROS.test(named))
        return { why: 'this push made a new branch: there is no commit before it' };
    const base = sha(named);
    if (!base)
        return { why: `the ${event} event names no ${pullRequest ? 'base commit' : 'previous commit'}` };
    return withBranch({ sha: base, lookBack: pullRequest }, pullRequest ? base_text(payload.pull_request?.base?.ref) : base_text(env.GITHUB_REF_NAME));
}
const withBranch = (commit, branch) => branch ? { ...commit, branch } : commit;
/** A run of a branch's own (scheduled, manual): its newest earlier report, from its own commit back. */
function branchBase(event, { head, branch, runId, }) {
    if (!head)
        return { why: `the ${event} run's commit is not known` };
    if (!branch)
        return { why: `the ${event} run is not on a branch, so it has no earlier report to compare with` };
    const base = { sha: head, branch, lookBack: true, basis: `the newest earlier report on ${branch}` };
    return runId ? { ...base, notOfRun: runId } : base;
}
/**
 * A workflow_run run reports on the commit of the run that triggered it: compared with the base of the
 * pull request that run was for, when the payload names one whose head is in this repository (GitHub
 * names none for a fork's); else, for a pull request, with the newest report on the default branch,
 * for a merge queue's run with the newest report on the branch it merges into, and for a run of a
 * branch (a push), with that branch's newest report before this one.
 */
function workflowRunBase(payload, runId) {
    const run = payload.workflow_run;
    const head = sha(run?.head_sha);
    const ours = (run?.pull_requests ?? []).find((pr) => {
        const headRepo = pr.head?.repo?.id;
        return headRepo !== undefined && headRepo === pr.base?.repo?.id && (!head || sha(pr.head?.sha) === head);
    });
    const base = sha(ours?.base?.sha);
    if (base)
        return withBranch({ sha: base, lookBack: true }, base_text(ours?.base?.ref));
    const event = base_text(run?.event) ?? '';
    const headBranch = base_text(run?.head_branch);
    // A queue's run names no base commit, but its branch names the branch it merges into.
    const queued = event === 'merge_group' ? QUEUE_BRANCH.exec(headBranch ?? '')?.[1] : undefined;
    if (event.startsWith('pull_request') || event === 'merge_group') {
        const branch = queued ?? base_text(payload.repository?.default_branch);
        if (!branch)
            return {
                why: `the workflow_run event names no base commit of its ${event} run, nor the default branch`,
            };
        const why = queued
            ? 'a workflow_run of a merge queue names no base commit'
            : "the workflow_run event names no pull request of this repository (a fork's pull request is not named)";
        return { branch, lookBack: true, basis: `the newest report on ${branch}, since ${why}` };
    }
    return branchBase('workflow_run', { head, branch: headBranch, runId });
}
/** The branch GitHub's merge queue tests a group on: `gh-readonly-queue/<base branch>/pr-<n>-<sha>`. */
const QUEUE_BRANCH = /^gh-readonly-queue\/(.+)\/pr-\d+-[0-9a-f]+$/;
/**
 * The digest of the check run named `checkName` on `base`: one request for the base's check runs, one
 * more when our token's identity must be asked; where the base may look back and has no such run, the
 * commits before it are listed (one request) and each looked at in turn, up to LOOK_BACK_COMMITS. With
 * no commit but a branch, the branch's newest commits are listed first and looked at from its head.
 */
async function readBaseReport(base, lookup) {
    let requests = 0;
    const at = { branch: base.branch, ...(base.basis ? { basis: base.basis } : {}) };
    const read = async (sha) => {
        requests++;
        const runs = (await checkRunsOn(sha, lookup)).filter((r) => !ofRun(r, base.notOfRun));
        if (!runs.length)
            return undefined;
        const identity = await lookup.identity();
        if (lookup.ofRun !== undefined)
            return reportOfRun(sha, runs, identity, lookup.ofRun, requests);
        return reportOf(sha, runs, identity, requests, at);
    };
    const where = base.sha ?? base.branch ?? '';
    try {
        const found = base.sha === undefined ? undefined : await read(base.sha);
        if (found)
            return found;
        const none = base.sha
            ? `no report of this check on ${base.sha.slice(0, 7)}`
            : `no report of this check on the newest commits of ${base.branch}`;
        if (!base.lookBack)
            return { sha: base.sha, ...at, why: none, requests };
        requests++;
        const commits = await commitsBefore(where, lookup);
        // A commit's own list starts with it, read already; a branch's starts with its head.
        const earlier = commits.slice(base.sha === undefined ? 0 : 1, LOOK_BACK_COMMITS);
        for (const sha of earlier) {
            const report = await read(sha);
            if (report)
                return report;
        }
        const span = base.sha === undefined
            ? ` (${earlier.length} looked at)`
            : earlier.length
                ? ` nor on the ${earlier.length} commits before it`
                : '';
        return { ...(base.sha ? { sha: base.sha } : {}), ...at, why: `${none}${span}`, requests };
    }
    catch (error) {
        return { ...(base.sha ? { sha: base.sha } : {}), ...at, why: whyUnread(error, where), requests };
    }
}
/** Whether a check run is a report of workflow run `runId`, as its mark says (world/leg-mark.ts). */
function ofRun(run, runId) {
    return runId !== undefined && (0,leg_mark/* readLegMark */.K7)(run.output?.text)?.runId === runId;
}
/** A 403 or 404 on reading check runs, said plainly; anything else as GitHub said it. */
function whyUnread(error, sha) {
    const status = error.status;
    const said = (0,github_errors/* describeGitHubError */.d)(error);
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

// EXTERNAL MODULE: ./src/report/world/deps.ts
var world_deps = __webpack_require__(43715);
// EXTERNAL MODULE: ./src/report/history/compare.ts
var compare = __webpack_require__(93014);
// EXTERNAL MODULE: ./src/report/history/comparison-text.ts
var comparison_text = __webpack_require__(23930);
;// CONCATENATED MODULE: ./src/report/history/shared-reads.ts
const PAGE = 100;
function sharedReads(github) {
    const counted = { reads: 0 };
    const checkRuns = new Map();
    const commits = new Map();
    const listForRef = (async (params) => {
        const key = `${params.owner}/${params.repo}@${params.ref}`;
        let all = checkRuns.get(key);
        if (!all)
            checkRuns.set(key, (all = everyCheckRun(github, params, counted)));
        return { data: filtered(await all, params) };
    });
    const listCommits = ((params) => {
        const key = `${params.owner}/${params.repo}@${params.sha}/${params.per_page}`;
        let known = commits.get(key);
        if (!known) {
            counted.reads++;
            commits.set(key, (known = github.rest.repos.listCommits(params)));
        }
        return known;
    });
    const shared = {
        ...github,
        rest: {
            ...github.rest,
            checks: { ...github.rest.checks, listForRef },
            repos: { ...github.rest.repos, listCommits },
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
    return readReportOn({ sha: headSha, lookBack: false }, checkName, deps, { filter: 'all', ofRun: runId });
}
/**
 * The base's report of each check (the legs of a matrix, each against its own leg's report), read
 * through one shared reader: each commit is read once, however many checks compare with it
 * (history/shared-reads.ts). `ownApp`: the app GitHub named on the caller's own check run.
 */
async function readBases(setting, checkNames, deps, ownApp) {
    const bases = new Map();
    const base = baseCommitOf(setting, deps.env);
    if ('why' in base) {
        for (const name of checkNames)
            bases.set(name, { why: base.why, requests: 0 });
        return { bases, reads: 0 };
    }
    const shared = deps.github ? sharedReads(deps.github) : undefined;
    // One after the other: the first read of a commit serves the rest.
    for (const name of checkNames)
        bases.set(name, await readReportOn(base, name, { ...deps, github: shared?.github }, {}, ownApp));
    return { bases, reads: shared?.reads() ?? 0 };
}
async function readReportOn(commit, checkName, deps, how = {}, ownApp) {
    const { github, repository } = deps;
    if (!github || !repository)
        return { sha: commit.sha, why: 'no GitHub token or repository to read it with', requests: 0 };
    const signal = (0,world_deps/* requestSignal */.O)(deps);
    return readBaseReport(commit, {
        github,
        repository,
        checkName,
        signal,
        identity: () => (0,token_identity/* tokenIdentity */.sX)(github, { checkRunApp: ownApp, signal: signal(), log: deps.log }),
        ...how,
    }).catch((error) => ({ sha: commit.sha, why: (0,errors.messageOf)(error), requests: 0 }));
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
    const comparison = await (0,compare/* compareWith */.G)(base.digest, now, tests, {
        sha: base.sha,
        branch: base.branch,
        ...(base.basis ? { basis: base.basis } : {}),
    });
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

/***/ 93014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ compareWith),
/* harmony export */   r: () => (/* binding */ MAX_NAMED_CHANGES)
/* harmony export */ });
/* harmony import */ var _value_compact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93033);

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
        const group = failedThere.has((0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8)(entry)) ? stillFailing : newFailures;
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
const sameTest = (a, b) => (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8)(a) === (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8)(b);
/** The first tests whose keys are given, each once, streamed from the report's tests. */
async function firstOf(tests, keys) {
    const found = [];
    if (!keys.size)
        return found;
    const left = new Set(keys);
    for await (const entry of tests.entries()) {
        const key = (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_0__/* .testKey */ .S8)(entry);
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


/***/ }),

/***/ 23930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cp: () => (/* binding */ notComparedMarkdown),
/* harmony export */   a8: () => (/* binding */ changesLine),
/* harmony export */   vR: () => (/* binding */ comparisonMarkdown)
/* harmony export */ });
/* unused harmony exports commitUrl, comparedWith */
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56970);



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
    return `${commit}${c.branch ? ` (${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(c.branch), 100))})` : ''}`;
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
    return `- ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(where ? `${e.name} (${where})` : e.name), 300))}`;
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
        (c.basis ? ` This is ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)(c.basis)}.` : '') +
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

/***/ 76003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nd: () => (/* binding */ identityOfApp),
/* harmony export */   sX: () => (/* binding */ tokenIdentity),
/* harmony export */   xO: () => (/* binding */ writtenBy)
/* harmony export */ });
/* unused harmony export WORKFLOW_TOKEN_APP */
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);

/** The app of the workflow token (`GITHUB_TOKEN`): what a token is taken for when nothing says otherwise. */
const WORKFLOW_TOKEN_APP = 'github-actions';
/** Our identity from the app of a check run our token created or completed, when GitHub named one. */
function identityOfApp(app) {
    const slug = app?.slug?.trim();
    if (!slug)
        return undefined;
    return {
        login: `${slug}[bot]`,
        app: { slug, ...(typeof app?.id === 'number' ? { id: app.id } : {}) },
        from: 'check run',
    };
}
/**
 * Who the token is: the app of a check run it wrote (the surest: GitHub tells it on every check run),
 * else the user `GET /user` names (it answers only a user's token), else the workflow token, which is
 * the default of every `github-token` input and is refused by `GET /user`. An app's installation token
 * that could make no check run is thus taken for the workflow token: what it wrote earlier is then not
 * found, and a new one is written beside it; never is another's taken for ours.
 */
async function tokenIdentity(github, known) {
    const fromCheckRun = identityOfApp(known.checkRunApp);
    if (fromCheckRun)
        return fromCheckRun;
    // Asked once per client: a step that reads an earlier attempt's report and then the base's asks once.
    let asked = askedOf.get(github);
    if (!asked) {
        asked = askGitHub(github, known);
        askedOf.set(github, asked);
        // A cancelled ask is not an answer: the next caller asks again.
        asked.catch(() => askedOf.delete(github));
    }
    return asked;
}
const askedOf = new WeakMap();
async function askGitHub(github, known) {
    try {
        const { data } = await github.rest.users.getAuthenticated({ request: { signal: known.signal } });
        if (data.login)
            return { login: data.login, from: 'user' };
    }
    catch (error) {
        if (known.signal.aborted)
            throw error;
        known.log.debug(`GET /user did not name the token (${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}): taken for the workflow token.`);
    }
    return { login: `${WORKFLOW_TOKEN_APP}[bot]`, app: { slug: WORKFLOW_TOKEN_APP }, from: 'workflow token' };
}
const same = (a, b) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
/** Whether an app GitHub names is the token's app: the same ID where both are known, else the same slug. */
function sameApp(app, ours) {
    if (!app || !ours)
        return false;
    if (typeof app.id === 'number' && ours.id !== undefined)
        return app.id === ours.id;
    return same(app.slug, ours.slug);
}
/**
 * Whether our token wrote it. A comment: its `user.login` is ours (no one else can hold an app's
 * `[bot]` login) and, when it names an app it was written through, that app is ours. A check run: its
 * `app` is ours.
 */
function writtenBy(identity, item) {
    if (item.app !== undefined)
        return sameApp(item.app, identity.app);
    if (!same(item.user?.login, identity.login))
        return false;
    const via = item.performed_via_github_app;
    return !via || !identity.app || sameApp(via, identity.app);
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

/***/ 69292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ describeGitHubError),
/* harmony export */   g: () => (/* binding */ isPermissionError)
/* harmony export */ });
/** An Octokit error as one line: `HTTP 403: Resource not accessible by integration`. */
function describeGitHubError(error) {
    const e = error;
    const message = typeof e.response?.data?.message === 'string' ? e.response.data.message : String(e.message);
    return typeof e.status === 'number' ? `HTTP ${e.status}: ${message}` : message;
}
/**
 * A token that may not create check runs: 403 "Resource not accessible by integration" (fork pull
 * requests, Dependabot, `permissions` without `checks: write`), 404 (a token that cannot see the
 * repository), 401 (no valid token).
 */
function isPermissionError(error) {
    const status = error.status;
    return status === 401 || status === 403 || status === 404;
}


/***/ })

};
