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
// EXTERNAL MODULE: ./src/report/history/base/lookup.ts + 1 modules
var lookup = __webpack_require__(17523);
// EXTERNAL MODULE: ./src/report/world/deps.ts
var world_deps = __webpack_require__(43715);
// EXTERNAL MODULE: ./src/report/history/compare.ts
var compare = __webpack_require__(93014);
// EXTERNAL MODULE: ./src/report/history/digest/model.ts
var model = __webpack_require__(97843);
// EXTERNAL MODULE: ./src/report/history/digest/fitting.ts
var fitting = __webpack_require__(19905);
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
// EXTERNAL MODULE: ./src/report/world/environment.ts
var environment = __webpack_require__(90028);
// EXTERNAL MODULE: ./src/report/history/own-app.ts
var own_app = __webpack_require__(93931);
// EXTERNAL MODULE: ./src/report/history/history-text.ts
var history_text = __webpack_require__(10857);
;// CONCATENATED MODULE: ./src/report/comparing.ts












/**
 * The base's report, read once: the wait reads it when it starts, once its check run is open (its
 * running time is the wait's expectation), and the report reuses it at the end (docs/report-files.md,
 * "The comparison"). It is trusted only from the app this step writes its check run as: the app an
 * answer to that write named, else what `deps.openOwnCheck` makes GitHub name (src/report/history/own-app.ts).
 */
async function readBase(setting, checkName, deps) {
    const base = (0,commit/* baseCommitOf */.s)(setting, deps.env, deps.event);
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
    const base = (0,commit/* baseCommitOf */.s)(setting, deps.env, deps.event);
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
    const ofBranch = deps.headSha && BRANCH_EVENTS.includes(deps.event.name);
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
    const now = (0,model/* digestOf */.ol)({
        counts: tests.counts,
        keys: tests.keys,
        failed: tests.failed,
        passedNamed: !header.passedUnnamed,
        timing,
        ...(run ? { run } : {}),
        ...(tests.versions ? { versions: tests.versions } : {}),
        ...(carry ? { carry } : {}),
    });
    const window = windowToCarry(now, baseDigest, { sha: at.branchRun, timing, unfinished });
    const { text } = (0,fitting/* writeDigest */.O)(window ? { ...now, window } : now);
    if (!('digest' in base) || unfinished) {
        const notCompared = 'digest' in base ? 'the job did not finish, so its results are not all known' : base.why;
        return { digestText: text, notCompared, history: await (0,history_text/* historyOf */.om)({ tests, now }) };
    }
    const comparison = await (0,compare/* compareWith */.G_)(base.digest, now, tests, {
        sha: base.sha,
        branch: base.branch,
        ...(base.basis ? { basis: base.basis } : {}),
    });
    return {
        digestText: text,
        comparison,
        failedOnBase: base.digest.keys.failed,
        history: await (0,history_text/* historyOf */.om)({ tests, now, base: { digest: base.digest, comparison } }),
        ...(base.digest.window ? { window: base.digest.window } : {}),
    };
}
/** Events whose base is the branch's own report before this one: their reports move its window on. */
const BRANCH_EVENTS = ['push', 'schedule', 'workflow_dispatch'];
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

/***/ 130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ LOOK_BACK_COMMITS),
/* harmony export */   s: () => (/* binding */ baseCommitOf)
/* harmony export */ });
/* harmony import */ var _world_commit_sha_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76395);
/* harmony import */ var _world_environment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90028);


/** Commits of the base branch looked at before the base itself is given up on, the base included. */
const LOOK_BACK_COMMITS = 5;
const text = (value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
/** A commit the event names in full; GitHub's zeros name none. */
const sha = (value) => {
    const s = text(value);
    return s && (0,_world_commit_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .isFullSha */ .Wf)(s) && !(0,_world_commit_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .isNoCommit */ .xT)(s) ? s : undefined;
};
/** `refs/heads/main` \u2192 `main`. */
const branchOf = (ref) => text(ref)?.replace(/^refs\/heads\//, '');
/**
 * The commit the setting names, or why there is none. `auto` follows the event: a pull request's base
 * commit, a merge queue's base (`merge_group.base_sha`), a push's previous commit; a `workflow_run`'s
 * pull request's base when the payload names one of this repository, else the newest report on the
 * default branch; a scheduled or manual run's branch, from its own commit back (its newest report
 * before this run's). Pull requests, queues and branches may look back along the branch.
 */
function baseCommitOf(setting, env, event) {
    if (setting.kind === 'off')
        return { why: 'compare is off' };
    if (setting.kind === 'commit')
        return { sha: setting.sha, lookBack: false };
    const { name, payload } = event;
    const branch = env.GITHUB_REF?.startsWith('refs/heads/') ? text(env.GITHUB_REF_NAME) : undefined;
    // These name no commit in their payload: the run's own commit and branch are what they compare along.
    const runId = text(env.GITHUB_RUN_ID);
    if (name === 'schedule' || name === 'workflow_dispatch')
        return branchBase(name, { head: sha(env.GITHUB_SHA), branch, runId });
    const known = name.startsWith('pull_request') || ['push', 'merge_group', 'workflow_run'].includes(name);
    if (!known)
        return {
            why: `a ${name || 'run outside GitHub Actions'} event names no base commit (set compare to a commit SHA)`,
        };
    if (event.unread !== undefined)
        return { why: `the ${name} event's payload (GITHUB_EVENT_PATH) could not be read` };
    if (name === 'workflow_run')
        return workflowRunBase(payload, runId);
    if (name === 'merge_group') {
        const base = sha(payload.merge_group?.base_sha);
        if (!base)
            return { why: 'the merge_group event names no base commit (merge_group.base_sha)' };
        return withBranch({ sha: base, lookBack: true }, branchOf(payload.merge_group?.base_ref));
    }
    const pullRequest = name.startsWith('pull_request');
    const named = pullRequest ? payload.pull_request?.base?.sha : payload.before;
    if (typeof named === 'string' && (0,_world_commit_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .isNoCommit */ .xT)(named))
        return { why: 'this push made a new branch: there is no commit before it' };
    const base = sha(named);
    if (!base)
        return { why: `the ${name} event names no ${pullRequest ? 'base commit' : 'previous commit'}` };
    return withBranch({ sha: base, lookBack: pullRequest }, pullRequest ? text(payload.pull_request?.base?.ref) : text(env.GITHUB_REF_NAME));
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
        return withBranch({ sha: base, lookBack: true }, text(ours?.base?.ref));
    const event = text(run?.event) ?? '';
    const headBranch = text(run?.head_branch);
    // A queue's run names no base commit, but its branch names the branch it merges into.
    const queued = event === 'merge_group' ? (0,_world_environment_js__WEBPACK_IMPORTED_MODULE_1__/* .queueBaseBranch */ .pC)(headBranch) : undefined;
    if (event.startsWith('pull_request') || event === 'merge_group') {
        const branch = queued ?? text(payload.repository?.default_branch);
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


/***/ }),

/***/ 17523:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ baseOfDigest),
  U: () => (/* binding */ readBaseReport)
});

// EXTERNAL MODULE: ./src/report/world/github-errors.ts
var github_errors = __webpack_require__(69292);
// EXTERNAL MODULE: ./src/report/world/commit-sha.ts
var commit_sha = __webpack_require__(76395);
// EXTERNAL MODULE: ./src/report/world/leg-mark.ts
var leg_mark = __webpack_require__(1003);
// EXTERNAL MODULE: ./src/report/history/digest/model.ts
var model = __webpack_require__(97843);
// EXTERNAL MODULE: ./src/report/history/digest/codec.ts
var codec = __webpack_require__(34124);
// EXTERNAL MODULE: ./src/report/history/own-app.ts
var own_app = __webpack_require__(93931);
// EXTERNAL MODULE: ./src/report/world/environment.ts
var environment = __webpack_require__(90028);
;// CONCATENATED MODULE: ./src/report/history/trust.ts


/**
 * Whether a report found on a commit of the base branch came from the base branch's own workflow code
 * (docs/github-facts.md, "Whose report it is"). The app that wrote it is ours already (base.ts); what
 * is left is the workflow run its digest names: a run of that app can still run code a pull request
 * brought (a `pull_request` run of a same-repository branch, whose workflow file the branch may have
 * edited), and only a run of the branch's own code may vouch for the branch. Trusted:
 *
 * - a `push`, `schedule` or `workflow_dispatch` run on the base branch;
 * - a `merge_group` run of a queue into the base branch (its commit becomes the branch's when the queue
 *   merges; GitHub names its branch `gh-readonly-queue/<base branch>/\u2026`);
 * - a `workflow_run` run that a run of those events triggered (the digest names that run: the event's
 *   `workflow_run.id`), which is how the fork pattern of docs/examples reports;
 *
 * each on the very commit the report is on. Never a run a pull request triggered.
 */
/** Events whose runs run the workflow file of the branch they run on. */
const BRANCH_EVENTS = new Set(['push', 'schedule', 'workflow_dispatch']);
/**
 * Why the report on `at.sha` (of branch `at.branch`, when the event named it) is not the base branch's
 * own, the end of one sentence; undefined when it is. One read of the workflow run the digest names,
 * and one more of the run that triggered it when that is a `workflow_run` run.
 */
async function whyNotBaseCode(run, at, lookup) {
    const short = at.sha.slice(0, 7);
    if (!run)
        return `the report on ${short} names no workflow run (written outside one), so where it came from cannot be told, not trusted`;
    const read = await workflowRun(run.runId, lookup);
    if (typeof read === 'string')
        return read;
    if (read.event !== 'workflow_run')
        return whyNotBranchRun(read, at);
    if (!run.triggeredBy)
        return `the report on ${short} was written by a workflow_run run (${run.runId}) that names no run it was triggered by, not trusted`;
    const trigger = await workflowRun(run.triggeredBy, lookup);
    if (typeof trigger === 'string')
        return trigger;
    const why = whyNotBranchRun(trigger, at);
    return why && `${why} (it triggered workflow run ${run.runId}, which wrote the report)`;
}
/** A workflow run of the repository, or why it could not be read (one sentence's end). */
async function workflowRun(runId, lookup) {
    lookup.counted.requests++;
    try {
        const { data } = await lookup.github.rest.actions.getWorkflowRun({
            ...lookup.repository,
            run_id: Number(runId),
            request: { signal: lookup.signal() },
        });
        return data;
    }
    catch (error) {
        const status = error.status;
        const said = (0,github_errors/* describeGitHubError */.d)(error);
        if (status === 403)
            return `the token may not read workflow runs (${said}), so whether the report came from the base branch's own workflow cannot be told: give the job permissions: actions: read`;
        if (status === 404)
            return `workflow run ${runId}, which the report names, is not found (${said}), not trusted`;
        return `reading workflow run ${runId}, which the report names, failed (${said})`;
    }
}
/** Why a run of one of the trusted events on the branch, on the report's commit, it is not; undefined when it is. */
function whyNotBranchRun(run, at) {
    const named = `workflow run ${run.id}`;
    if (run.head_sha.toLowerCase() !== at.sha.toLowerCase())
        return `${named} ran commit ${run.head_sha.slice(0, 7)}, not ${at.sha.slice(0, 7)} that its report is on, not trusted`;
    const branch = run.event === 'merge_group' ? (0,environment/* queueBaseBranch */.pC)(run.head_branch) : run.head_branch;
    if (!BRANCH_EVENTS.has(run.event) && run.event !== 'merge_group')
        return `${named} ran on a ${run.event} event, whose workflow code need not be the base branch's own, not trusted`;
    if (!branch)
        return `${named} names no branch it ran on, not trusted`;
    if (at.branch !== undefined && branch !== at.branch)
        return `${named} ran on branch ${branch}, not on ${at.branch}, not trusted`;
    return undefined;
}

// EXTERNAL MODULE: ./src/report/history/base/commit.ts
var commit = __webpack_require__(130);
;// CONCATENATED MODULE: ./src/report/history/base/lookup.ts








/**
 * The digest of the check run named `checkName` on `base`: one request for the base's check runs (two
 * when another app's run of the name is the newest), one more for the workflow run its digest names
 * (two for a `workflow_run` run); where the base may look back and has no such run, the commits before
 * it are listed (one request) and each looked at in turn, up to LOOK_BACK_COMMITS. With no commit but a
 * branch, the branch's newest commits are listed first and looked at from its head.
 */
async function readBaseReport(base, lookup) {
    const counted = { requests: 0 };
    const at = { branch: base.branch, ...(base.basis ? { basis: base.basis } : {}) };
    const read = async (sha) => {
        counted.requests++;
        let runs = (await checkRunsOn(sha, lookup)).filter((r) => !ofRun(r, base.notOfRun));
        if (!runs.length)
            return undefined;
        const ours = await lookup.ownApp();
        if (!ours)
            return {
                sha,
                ...at,
                why: "this step wrote no check run of its own, so the app whose reports are ours is not known (an earlier report is trusted only from the app that writes this step's check run)",
                requests: counted.requests,
            };
        // The newest run of the name may be another app's, and hide ours: asked again for ours alone.
        if (!runs.some((r) => (0,own_app/* sameApp */.oQ)(r.app, ours)) && typeof ours.id === 'number') {
            counted.requests++;
            const mine = (await checkRunsOn(sha, lookup, ours.id)).filter((r) => !ofRun(r, base.notOfRun));
            if (mine.length)
                runs = mine;
        }
        if (lookup.ofRun !== undefined)
            return reportOfRun(sha, runs, ours, lookup.ofRun, counted.requests);
        return reportOf(sha, runs, ours, at, lookup, counted);
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
            return { sha: base.sha, ...at, why: none, requests: counted.requests };
        counted.requests++;
        const commits = await commitsBefore(where, lookup);
        // A commit's own list starts with it, read already; a branch's starts with its head.
        const earlier = commits.slice(base.sha === undefined ? 0 : 1, commit/* LOOK_BACK_COMMITS */.R);
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
        const on = base.sha ? { sha: base.sha } : {};
        return { ...on, ...at, why: `${none}${span}`, requests: counted.requests };
    }
    catch (error) {
        const on = base.sha ? { sha: base.sha } : {};
        return { ...on, ...at, why: whyUnread(error, where), requests: counted.requests };
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
/** The commit's check runs of the name; only those of the app `appId` when it is given. */
async function checkRunsOn(sha, lookup, appId) {
    const { data } = await lookup.github.rest.checks.listForRef({
        ...lookup.repository,
        ref: sha,
        check_name: lookup.checkName,
        ...(appId === undefined ? {} : { app_id: appId }),
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
        per_page: commit/* LOOK_BACK_COMMITS */.R,
        request: { signal: lookup.signal() },
    });
    return data.map((c) => c.sha).filter((s) => typeof s === 'string' && (0,commit_sha/* isFullSha */.Wf)(s));
}
const oursNewestFirst = (runs, ours) => runs.filter((r) => (0,own_app/* sameApp */.oQ)(r.app, ours)).sort((a, b) => b.id - a.id);
/**
 * Our newest completed report of the check on the commit that workflow run `runId` made, as its
 * digest says: the details link cannot tell, since GitHub keeps its own for the workflow token's runs.
 */
function reportOfRun(sha, runs, ours, runId, requests) {
    for (const run of oursNewestFirst(runs, ours)) {
        if (run.status !== 'completed')
            continue;
        const read = (0,codec/* readDigest */.rP)(run.output?.text);
        if ('digest' in read && read.digest.run?.runId === runId)
            return found(sha, run, read.digest, requests);
    }
    return { sha, why: `no report of this check from this workflow run on ${sha.slice(0, 7)}`, requests };
}
/**
 * Our newest completed run of the check on the commit and its digest, when the workflow run the digest
 * names ran the base branch's own workflow code (trust.ts); else why it cannot be used.
 */
async function reportOf(sha, runs, ours, at, lookup, counted) {
    const short = sha.slice(0, 7);
    const mine = oursNewestFirst(runs, ours);
    const run = mine.find((r) => r.status === 'completed');
    const unusable = (why) => ({ sha, ...at, why, requests: counted.requests });
    if (!run) {
        if (mine.length)
            return unusable(`the report on ${short} is not complete yet`);
        const other = runs[0]?.app?.slug;
        const by = other ? ` (${other.replace(/[^\w.-]/g, '')})` : '';
        return unusable(`the check run on ${short} was made by another app${by}, not trusted`);
    }
    const read = (0,codec/* readDigest */.rP)(run.output?.text);
    if (!('digest' in read))
        return unusable(problemText(read.problem, `on ${short}`));
    const why = await whyNotBaseCode(read.digest.run, { sha, ...at }, { ...lookup, counted });
    if (why)
        return unusable(why);
    return found(sha, run, read.digest, counted.requests, at);
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
/**
 * The base a digest given as it is makes, with no check run or workflow run to vouch for it: the
 * `cloudtest` command's history file (docs/history.md, "The cloudtest command"), trusted as the
 * user's own CI cache. Its commit is its window's newest run, the run that wrote it; `where` names the
 * file in the sentences, `branch` is the branch the CI says the history is of.
 */
function baseOfDigest(text, at) {
    const on = at.branch ? { branch: at.branch } : {};
    const read = (0,codec/* readDigest */.rP)(text);
    if (!('digest' in read))
        return { ...on, why: problemText(read.problem, `in ${at.where}`), requests: 0 };
    const sha = read.digest.window?.runs.at(-1)?.sha;
    if (!sha)
        return {
            ...on,
            why: `the digest in ${at.where} names no commit: it carries no run of its branch`,
            requests: 0,
        };
    return { sha, ...on, digest: read.digest, requests: 0 };
}
/** Why a digest `place` (`on abc1234`, `in FILE`) was not read. */
function problemText(problem, place) {
    switch (problem.kind) {
        case 'none':
            return `the report ${place} has no digest (made before reports carried one, or by another tool)`;
        case 'oversized':
            return `the digest ${place} is larger than ${model/* MAX_DIGEST_CHARS */.e0} characters, so it was not read`;
        case 'version':
            return problem.version < model/* DIGEST_VERSION */.aL
                ? `the report ${place} is not comparable: it was written by an earlier version of this action (digest version ${problem.version}), whose tests were keyed otherwise`
                : `the digest ${place} is of version ${problem.version}, written by a later version of this action, which this one cannot read`;
        case 'beyond':
            return `the digest ${place} holds more than any report's digest can (${problem.what}), so it was not read`;
        case 'corrupt':
            return `the digest ${place} is corrupt, so it was not read`;
    }
}


/***/ }),

/***/ 93014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G_: () => (/* binding */ compareWith),
/* harmony export */   r$: () => (/* binding */ MAX_NAMED_CHANGES)
/* harmony export */ });
/* unused harmony export versionsLine */
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
async function compareWith(base, now, tests, at) {
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
        : now.counts.unknown
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

/***/ 34124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M6: () => (/* binding */ digestText),
/* harmony export */   QN: () => (/* binding */ digestBytes),
/* harmony export */   rP: () => (/* binding */ readDigest)
/* harmony export */ });
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(961);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(55491);
/* harmony import */ var _value_family_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22942);
/* harmony import */ var _world_commit_sha_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(76395);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34589);
/* harmony import */ var _window_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63405);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97843);







/**
 * A digest in text and back (docs/report-files.md, "The digest"): a binary layout of varints and
 * texts, gzipped, in base64, inside an HTML comment; read back as untrusted input, every bound checked
 * before anything is made for it.
 */
/** The earliest version read: the same layout, without the window. */
const WINDOWLESS_VERSION = 3;
const OPEN = `<!-- cloudtest-digest v${_model_js__WEBPACK_IMPORTED_MODULE_4__/* .DIGEST_VERSION */ .aL} `;
const CLOSE = ' -->';
const FOUND = /<!-- cloudtest-digest v(\d+) ([A-Za-z0-9+/=]*) -->/;
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
/** The digest's bytes, in the binary layout (docs/report-files.md, "The digest"). */
function digestBytes(d) {
    const out = new ByteWriter();
    const flags = (d.passedNamed ? FLAG.passedNamed : 0) |
        (d.dropped.passedDurations ? FLAG.passedDurations : 0) |
        (d.dropped.passedKeys ? FLAG.passedKeys : 0) |
        (d.dropped.otherDurations ? FLAG.otherDurations : 0) |
        (d.dropped.unknownKeys ? FLAG.unknownKeys : 0) |
        (d.dropped.carried ? FLAG.carriedDropped : 0);
    out.uint(flags);
    writeCounts(out, d.counts);
    out.uint(tenths(d.timing.queuedMs));
    out.uint(tenths(d.timing.runningMs));
    for (const outcome of _model_js__WEBPACK_IMPORTED_MODULE_4__/* .OUTCOME_ORDER */ .cd) {
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
    out.text(d.run?.triggeredBy ?? '');
    for (const texts of [d.versions.environments, d.versions.platforms]) {
        out.uint(texts.length);
        for (const t of texts)
            out.text(t);
    }
    writeWindow(out, d.window);
    return out.done();
}
/** The digest's text as `output.text` holds it: its bytes gzipped, in base64, in an HTML comment. */
function digestText(bytes) {
    return `${OPEN}${(0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gzipSync)(bytes, { level: 9 }).toString('base64')}${CLOSE}`;
}
/** A window outcome's code in the layout; its place in this list. */
const WINDOW_OUTCOMES = ['passed', 'failed', 'unknown', 'flaky', 'absent'];
const RUN_FLAG = { partial: 1 };
function writeWindow(out, w) {
    // One more than the runs' count; 0 when the report carries no window.
    out.uint(w ? w.runs.length + 1 : 0);
    if (!w)
        return;
    out.uint(w.dropped.runs);
    out.uint(w.dropped.tests);
    for (const r of w.runs) {
        out.text(r.sha);
        writeCounts(out, r.counts);
        out.uint(tenths(r.testTimeMs));
        out.uint(tenths(r.runningMs));
        out.uint(r.partial ? RUN_FLAG.partial : 0);
    }
    out.uint(w.tests.length);
    let previous = 0;
    for (const t of w.tests) {
        out.uint(t.key - previous);
        previous = t.key;
        for (const o of t.outcomes)
            out.uint(WINDOW_OUTCOMES.indexOf(o));
        out.uint(t.failingSince?.runs ?? 0);
        if (t.failingSince)
            out.text(t.failingSince.sha);
    }
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
/** What a digest holds beyond the bounds every digest a report wrote keeps to. */
class BeyondBounds extends Error {
}
/**
 * The digest in a check run's `output.text`, read as untrusted input: the text is size-capped before
 * anything is decoded, inflating stops at MAX_DIGEST_INFLATED_BYTES, the keys stop at MAX_DIGEST_KEYS
 * and each list at its own bound before anything is made for it, every length is checked against what
 * is left, and the result is schema-checked. Nothing of it is ever rendered.
 */
function readDigest(text) {
    if (!text)
        return { problem: { kind: 'none' } };
    if (text.length > _model_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_DIGEST_CHARS */ .e0)
        return { problem: { kind: 'oversized', chars: text.length } };
    const found = FOUND.exec(text);
    if (!found)
        return { problem: { kind: 'none' } };
    const version = Number(found[1]);
    if (version !== _model_js__WEBPACK_IMPORTED_MODULE_4__/* .DIGEST_VERSION */ .aL && version !== WINDOWLESS_VERSION)
        return { problem: { kind: 'version', version } };
    let bytes;
    try {
        bytes = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gunzipSync)(Buffer.from(found[2] ?? '', 'base64'), {
            maxOutputLength: _model_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_DIGEST_INFLATED_BYTES */ .SV,
        });
    }
    catch (error) {
        if (error.code === 'ERR_BUFFER_TOO_LARGE')
            return {
                problem: { kind: 'beyond', what: `it inflates to more than ${_model_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_DIGEST_INFLATED_BYTES */ .SV} bytes` },
            };
        return { problem: { kind: 'corrupt', why: String(error.message) } };
    }
    try {
        return { digest: decode(bytes, version) };
    }
    catch (error) {
        if (error instanceof BeyondBounds)
            return { problem: { kind: 'beyond', what: error.message } };
        const why = error instanceof zod__WEBPACK_IMPORTED_MODULE_5__/* .ZodError */ .G
            ? 'its fields are not what a digest holds'
            : String(error.message);
        return { problem: { kind: 'corrupt', why } };
    }
}
const count = zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(0).max(100_000_000);
/** A workflow run is re-run far fewer times than this. */
const MAX_ATTEMPT = 10_000;
const text = zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(_model_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_NAME_CHARS */ .xH * 4);
const RUN_ID = zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().regex(/^\d{1,20}$/);
const Counts = zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({ total: count, passed: count, failed: count, unknown: count, flaky: count });
const Named = zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
    name: text,
    environment: text.optional(),
    platform: text.optional(),
    id: text.optional(),
    madeUp: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz(true).optional(),
});
const DigestMeta = zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
    counts: Counts,
    timing: zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({ queuedMs: count.optional(), runningMs: count.optional() }),
    failedNames: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(Named).max(_model_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_NAMES */ .oA),
    run: zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
        runId: RUN_ID,
        attempt: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(1).max(MAX_ATTEMPT),
        triggeredBy: RUN_ID.optional(),
    })
        .optional(),
    versions: zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
        environments: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(_value_family_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_VERSION_CHARS */ .oF)),
        platforms: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(_value_family_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_VERSION_CHARS */ .oF)),
    }),
    carried: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(Named.extend({ attempt: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(1).max(MAX_ATTEMPT), flaky: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY() }))
        .max(_model_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_CARRIED */ .sf)
        .optional(),
    dropped: zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({ failedKeys: count, failedNames: count }),
});
function decode(bytes, version) {
    const input = new ByteReader(bytes);
    const flags = input.uint();
    const counts = readCounts(input);
    const timing = { queuedMs: fromTenths(input.uint()), runningMs: fromTenths(input.uint()) };
    const { keys, durations } = readKeys(input);
    const failedNames = readList(input, _model_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_NAMES */ .oA, 'failed names', () => readNamed(input).named);
    const dropped = { failedKeys: input.uint(), failedNames: input.uint() };
    const run = { attempt: input.uint(), runId: input.text() };
    const carried = readCarried(input);
    const triggeredBy = input.text();
    const versions = {
        environments: readList(input, _value_family_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_VERSIONS */ .F5, 'versions', () => input.text()),
        platforms: readList(input, _value_family_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_VERSIONS */ .F5, 'versions', () => input.text()),
    };
    const window = version >= _model_js__WEBPACK_IMPORTED_MODULE_4__/* .DIGEST_VERSION */ .aL ? readWindow(input) : undefined;
    if (!input.atEnd())
        throw new Error('bytes follow its end');
    const meta = DigestMeta.parse({
        counts,
        timing: JSON.parse(JSON.stringify(timing)),
        failedNames,
        ...(run.attempt ? { run: { ...run, ...(triggeredBy ? { triggeredBy } : {}) } } : {}),
        ...(carried ? { carried } : {}),
        versions,
        dropped,
    });
    if (window)
        WindowMeta.parse(window);
    return {
        ...meta,
        ...(window ? { window } : {}),
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
/** Each outcome's keys and durations, refused beyond MAX_DIGEST_KEYS before any array is made for them. */
function readKeys(input) {
    const keys = {};
    const durations = {};
    let keysLeft = _model_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_DIGEST_KEYS */ .Nn;
    for (const outcome of _model_js__WEBPACK_IMPORTED_MODULE_4__/* .OUTCOME_ORDER */ .cd) {
        const n = input.length();
        if (n > keysLeft)
            throw new BeyondBounds(`it holds more than ${_model_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_DIGEST_KEYS */ .Nn} keys`);
        keysLeft -= n;
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
    return { keys, durations };
}
/** A run's commit: in full, or as short as the command line's CI may name it (a history file's digest). */
const SHA = zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().refine(_world_commit_sha_js__WEBPACK_IMPORTED_MODULE_7__/* .isCommitSha */ ._$);
const WindowMeta = zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
    runs: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
        sha: SHA,
        counts: Counts,
        testTimeMs: count.optional(),
        runningMs: count.optional(),
        partial: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz(true).optional(),
    }))
        .max(_world_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .WINDOW_RUNS */ .iE),
    tests: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
        key: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig(),
        outcomes: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(WINDOW_OUTCOMES)),
        failingSince: zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({ sha: SHA, runs: count.min(1) }).optional(),
    }))
        .max(_window_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_WINDOW_TESTS */ .SK),
    dropped: zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({ runs: count, tests: count }),
});
/** The counts in their order: total, passed, failed, unknown, flaky. */
function readCounts(input) {
    const [total, passed, failed, unknown, flaky] = [
        input.uint(),
        input.uint(),
        input.uint(),
        input.uint(),
        input.uint(),
    ];
    return { total, passed, failed, unknown, flaky };
}
function writeCounts(out, { total, passed, failed, unknown, flaky }) {
    for (const n of [total, passed, failed, unknown, flaky])
        out.uint(n);
}
/** The window, after its runs' count plus one; each list refused beyond its bound before it is read. */
function readWindow(input) {
    const size = input.uint();
    if (!size)
        return undefined;
    if (size - 1 > _world_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .WINDOW_RUNS */ .iE)
        throw new BeyondBounds(`its window holds more than ${_world_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .WINDOW_RUNS */ .iE} runs`);
    const dropped = { runs: input.uint(), tests: input.uint() };
    const runs = [];
    for (let i = 1; i < size; i++) {
        const sha = input.text();
        const counts = readCounts(input);
        const testTimeMs = fromTenths(input.uint());
        const runningMs = fromTenths(input.uint());
        const partial = (input.uint() & RUN_FLAG.partial) !== 0;
        runs.push({
            sha,
            counts,
            ...(testTimeMs === undefined ? {} : { testTimeMs }),
            ...(runningMs === undefined ? {} : { runningMs }),
            ...(partial ? { partial: true } : {}),
        });
    }
    const tests = readList(input, _window_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_WINDOW_TESTS */ .SK, 'tests in its window', () => {
        const key = input.uint();
        const outcomes = runs.map(() => {
            const outcome = WINDOW_OUTCOMES[input.uint()];
            if (!outcome)
                throw new Error("a test's outcome in the window is out of range");
            return outcome;
        });
        const streak = input.uint();
        return { key, outcomes, ...(streak ? { failingSince: { runs: streak, sha: input.text() } } : {}) };
    });
    // Keys are written as differences, ascending and each once.
    let key = 0;
    for (const [i, t] of tests.entries()) {
        if (i > 0 && t.key === 0)
            throw new Error("the window's keys are not ascending");
        key += t.key;
        if (key > 0xffffffff)
            throw new Error('a key is out of range');
        t.key = key;
    }
    return { runs, tests, dropped };
}
/** A list after its count, refused before any item is read when the count is beyond `max`. */
function readList(input, max, what, item) {
    const n = input.length();
    if (n > max)
        throw new BeyondBounds(`it holds more than ${max} ${what}`);
    const items = [];
    for (let i = 0; i < n; i++)
        items.push(item());
    return items;
}
/** The carried tests, after their count plus one; undefined for 0, a report that carries none. */
function readCarried(input) {
    const count = input.uint();
    if (!count)
        return undefined;
    if (count - 1 > input.left())
        throw new Error('a length exceeds what follows');
    if (count - 1 > _model_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_CARRIED */ .sf)
        throw new BeyondBounds(`it holds more than ${_model_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_CARRIED */ .sf} carried tests`);
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

/***/ 19905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ writeDigest)
/* harmony export */ });
/* harmony import */ var _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1003);
/* harmony import */ var _window_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63405);
/* harmony import */ var _codec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34124);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97843);




/**
 * A digest cut to fit what a check run's `output.text` holds beside the report's mark, within the
 * bounds its reader keeps to (codec.ts): what it left out is recorded in it.
 */
/** What a digest is written within: the rest of `output.text` is the report's mark (world/leg-mark.ts). */
const WRITTEN_DIGEST_CHARS = _model_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_DIGEST_CHARS */ .e0 - _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_0__/* .LEG_MARK_ROOM */ .le - 1;
/**
 * The digest as `output.text` holds it, within WRITTEN_DIGEST_CHARS, MAX_DIGEST_INFLATED_BYTES and
 * MAX_DIGEST_KEYS: when it would not fit, it leaves out, in turn, passed tests' durations, passed
 * tests' keys, the carried tests, the window's oldest runs (all but the newest if need be), failed
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
    return { text: (0,_codec_js__WEBPACK_IMPORTED_MODULE_2__/* .digestText */ .M6)((0,_codec_js__WEBPACK_IMPORTED_MODULE_2__/* .digestBytes */ .QN)(current)), digest: current };
}
function dropDurations(d, outcomes, dropped) {
    const durations = { ...d.durations };
    for (const outcome of outcomes)
        durations[outcome] = new Float64Array(0);
    return { ...d, durations, dropped: { ...d.dropped, ...dropped } };
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
    const keys = _model_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTCOME_ORDER */ .cd.reduce((n, outcome) => n + d.keys[outcome].length, 0);
    if (keys > _model_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_DIGEST_KEYS */ .Nn)
        return undefined;
    const bytes = (0,_codec_js__WEBPACK_IMPORTED_MODULE_2__/* .digestBytes */ .QN)(d);
    if (bytes.length > _model_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_DIGEST_INFLATED_BYTES */ .SV)
        return undefined;
    const text = (0,_codec_js__WEBPACK_IMPORTED_MODULE_2__/* .digestText */ .M6)(bytes);
    return text.length <= WRITTEN_DIGEST_CHARS ? text : undefined;
}


/***/ }),

/***/ 97843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nn: () => (/* binding */ MAX_DIGEST_KEYS),
/* harmony export */   SV: () => (/* binding */ MAX_DIGEST_INFLATED_BYTES),
/* harmony export */   aL: () => (/* binding */ DIGEST_VERSION),
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



/**
 * A digest of a report: what the next report of the same check compares itself with and the wait
 * takes its expectation from (docs/report-files.md, "The digest"). Kept in the completed check run's
 * `output.text` inside an HTML comment, so a reader of the check run sees nothing of it.
 *
 * Its model here: what it holds and how a report's tests become one (`digestOf`). Its binary layout in
 * text (codec.ts), and how a digest too large is cut to fit (fitting.ts).
 */
/**
 * 4: the digest carries its branch's recent runs (history/window.ts). 3: keys leave versions out
 * (src/report/value/compact.ts), the digest names the workflow run that wrote it and the versions its
 * tests ran on; read as a digest with no window. Digests of version 2 have keys with versions in them.
 */
const DIGEST_VERSION = 4;
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

/***/ 10857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   om: () => (/* binding */ historyOf),
/* harmony export */   u_: () => (/* binding */ historyText)
/* harmony export */ });
/* unused harmony exports MAX_HISTORY_ROWS, MARKS, historyMarkdown, sparkline, MARKED_RUNS */
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42179);
/* harmony import */ var _comparison_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23930);
/* harmony import */ var _sorted_keys_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(26629);
/* harmony import */ var _text_form_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94857);
/* harmony import */ var _window_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63405);
/* harmony import */ var _value_compact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93033);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34589);







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
        parts.push(testsText(window, history.tests, base.comparison, branch, form, excused));
    }
    else if (window && window.dropped.runs)
        parts.push(form.aside(`The report on ${form.text(branch)} left out its runs before it, to fit.`));
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
function testsText(window, tests, comparison, branch, form, excused) {
    const seen = new Set();
    const runs = window.runs.length;
    const shown = Math.min(MARKED_RUNS, runs);
    const rows = [];
    const every = [];
    let more = 0;
    for (const entry of [...tests.failed, ...tests.flaky]) {
        const key = (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_3__/* .testKey */ .S8)(entry);
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
            comparison.newFailures.first.some((e) => (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_3__/* .testKey */ .S8)(e) === key);
        const test = (0,_window_js__WEBPACK_IMPORTED_MODULE_2__/* .windowTestOf */ .gx)(window, key);
        const outcomes = test?.outcomes ?? (window.runs.some((r) => r.partial) ? [] : Array(runs).fill('passed'));
        const what = said(window, test, isNew, branch, form);
        rows.push([
            testCell(entry, form),
            marksOf(outcomes.slice(-shown)) || 'not known',
            quarantined ? `${_comparison_text_js__WEBPACK_IMPORTED_MODULE_0__/* .QUARANTINED_MARK */ .DH}; ${what}` : what,
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
function said(window, test, isNew, on, form) {
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
/** A test, as its name, browser or device and platform. */
function testWords(e) {
    const where = [e.environment, e.platform].filter(Boolean).join(', ');
    return (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(where ? `${e.name} (${where})` : e.name), 300);
}
/** A test in a table cell, and in a line of text. */
const testCell = (e, form) => form.cell(testWords(e));
const testText = (e, form) => form.text(testWords(e));
/**
 * What the run cost in test time, beside the base's, and the slowest tests and those slower than on
 * the base by more than 25 % and 5 s (from the base's durations, where its digest kept them).
 */
function costText(history, branch, form) {
    const { now, base } = history;
    if (!now.counts.total)
        return '';
    const here = (0,_window_js__WEBPACK_IMPORTED_MODULE_2__/* .testTimeOf */ .Dt)(now);
    const there = base?.digest.window?.runs.at(-1)?.testTimeMs;
    const against = there === undefined
        ? ''
        : `, ${here >= there ? '+' : '\u2212'}${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatSeconds */ .Xo)(Math.abs(here - there))} against ${form.text(branch)} (${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatSeconds */ .Xo)(there)})`;
    const { slowest, slower } = history.slow;
    const lines = [
        `${form.strong('Test time:')} ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatSeconds */ .Xo)(here)} of test time${against}: the sum of the tests' durations, not the VM and device time the service bills.`,
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
        const was = baseDigest ? durationIn(baseDigest, (0,_value_compact_js__WEBPACK_IMPORTED_MODULE_3__/* .testKey */ .S8)(entry)) : undefined;
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

/***/ 93931:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kx: () => (/* binding */ learnOwnApp),
/* harmony export */   oQ: () => (/* binding */ sameApp),
/* harmony export */   xx: () => (/* binding */ ownAppOf)
/* harmony export */ });
/**
 * The app this step writes as (docs/github-facts.md, "Who wrote it"): the app GitHub names on the
 * check run the step created or updated, in its answer to that write. It is the same for the workflow
 * token (`github-actions`) and for an app's installation token, which GitHub answers `GET /user` with
 * 403: no guess stands in for it. An earlier report is ours only when that app wrote it.
 */
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
 * and the runs left out are counted (the digest's bounds, history/digest/codec.ts).
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
/** Most bytes a mark read back may inflate to: far above what 65,535 characters of a real one hold. */
const MAX_INFLATED_BYTES = 512 * 1024;
const OPEN = '<!-- cloudtest-leg v1 ';
const CLOSE = ' -->';
const FOUND = /<!-- cloudtest-leg v1 ([A-Za-z0-9+/=]{1,65535}) -->/;
const Text = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(MAX_MARKED_CHARS);
const Marked = zod__WEBPACK_IMPORTED_MODULE_1__/* .tuple */ .PVZ([Text, Text, Text]);
const Wire = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    r: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^\d{1,20}$/),
    a: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(10_000),
    j: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .regex(/^[\w.-]{1,100}$/)
        .optional(),
    p: zod__WEBPACK_IMPORTED_MODULE_1__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).max(10_000), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(10_000)]).optional(),
    c: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1).optional(),
    f: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Marked).max(MAX_MARKED),
    u: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Marked).max(MAX_MARKED),
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
const encode = (wire) => `${OPEN}${(0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gzipSync)(JSON.stringify(wire)).toString('base64')}${CLOSE}`;
/**
 * The mark as `output.text` holds it, within `room` characters: the names of flaky and unknown tests
 * as far as they fit (the last ones go first).
 */
function writeLegMark(mark, room) {
    const flaky = mark.flaky.slice(0, MAX_MARKED).map(wireTest);
    const unknown = mark.unknown.slice(0, MAX_MARKED).map(wireTest);
    const wire = (n) => {
        const f = flaky.slice(0, Math.min(n, flaky.length));
        const u = unknown.slice(0, Math.max(0, n - flaky.length));
        return {
            r: mark.runId,
            a: mark.attempt,
            ...(mark.job && /^[\w.-]{1,100}$/.test(mark.job) ? { j: mark.job } : {}),
            ...(mark.place ? { p: [mark.place.index, mark.place.total] } : {}),
            ...(mark.combined ? { c: 1 } : {}),
            f,
            u,
        };
    };
    // The most names that fit, flaky ones first (a binary search over whole encodings).
    let low = 0;
    let high = flaky.length + unknown.length;
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
            ...(wire.c ? { combined: true } : {}),
            flaky: wire.f.map(markedTest),
            unknown: wire.u.map(markedTest),
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
