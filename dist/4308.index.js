export const id = 4308;
export const ids = [4308];
export const modules = {

/***/ 94308:
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
// EXTERNAL MODULE: ./src/report/history/base.ts + 1 modules
var history_base = __webpack_require__(50322);
// EXTERNAL MODULE: ./src/report/world/deps.ts
var world_deps = __webpack_require__(43715);
// EXTERNAL MODULE: ./src/report/history/compare.ts
var compare = __webpack_require__(93014);
// EXTERNAL MODULE: ./src/report/history/comparison-text.ts
var comparison_text = __webpack_require__(23930);
// EXTERNAL MODULE: ./src/report/history/text-form.ts
var text_form = __webpack_require__(94857);
// EXTERNAL MODULE: ./src/report/history/digest.ts
var digest = __webpack_require__(78361);
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
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
// EXTERNAL MODULE: ./src/report/history/sorted-keys.ts
var sorted_keys = __webpack_require__(26629);
// EXTERNAL MODULE: ./src/report/value/compact.ts
var compact = __webpack_require__(93033);
// EXTERNAL MODULE: ./src/report/world/limits.ts
var limits = __webpack_require__(34589);
;// CONCATENATED MODULE: ./src/report/history/history-text.ts






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
/** The history in `form`: the base's window (when it carries one), then the test time. */
function historyText(history, form) {
    const { base } = history;
    const window = base?.digest.window;
    const branch = base?.comparison.branch ?? 'the base branch';
    const parts = [];
    if (base && window?.runs.length) {
        parts.push(trendText(window, history.now, branch, form));
        parts.push(testsText(window, history.tests, base.comparison, branch, form));
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
const lastRuns = (window, branch, form) => `the last ${(0,wording/* plural */.LS)(window.runs.length, 'run')} on ${form.text(branch)}`;
function trendText(window, now, branch, form) {
    const row = (label, outcome) => [
        label,
        window.runs.map((r) => r.counts[outcome]).join(' '),
        String(now.counts[outcome]),
    ];
    const notes = [
        window.dropped.runs
            ? `The report on ${form.text(branch)} left out ${(0,wording/* plural */.LS)(window.dropped.runs, 'older run')}, to fit.`
            : '',
        window.runs.some((r) => r.partial)
            ? 'It left out some tests that did not pass (too many to keep): a test it does not list may have failed there.'
            : '',
    ].filter(Boolean);
    return [
        `${form.strong('Trend:')} ${lastRuns(window, branch, form)}, oldest first, then this run.`,
        '',
        form.table(['', `On ${form.cell(branch)}`, 'This run'], [row('Passed', 'passed'), row('Failed', 'failed'), row('Flaky', 'flaky')], [false, false, true]),
        ...(notes.length ? ['', form.aside(notes.join(' '))] : []),
    ].join('\n');
}
/** Each failed, then flaky, test with its runs on the base branch, newest last, and what they say. */
function testsText(window, tests, comparison, branch, form) {
    const listed = [...tests.failed, ...tests.flaky];
    const seen = new Set();
    const rows = [];
    let more = 0;
    for (const entry of listed) {
        const key = (0,compact/* testKey */.S8)(entry);
        if (seen.has(key))
            continue;
        seen.add(key);
        if (rows.length >= MAX_HISTORY_ROWS) {
            more++;
            continue;
        }
        const test = (0,history_window/* windowTestOf */.gx)(window, key);
        const isNew = entry.outcome === 'failed' && comparison.newFailures.first.some((e) => (0,compact/* testKey */.S8)(e) === key);
        const marks = test ? test.outcomes.map((o) => MARKS[o]).join('') : '';
        rows.push([
            testCell(entry, form),
            marks || (window.runs.some((r) => r.partial) ? 'not known' : MARKS.passed.repeat(window.runs.length)),
            said(window, test, isNew, branch, form),
        ]);
    }
    if (!rows.length)
        return '';
    return [
        `${form.strong(`Failed and flaky tests in ${lastRuns(window, branch, form)}`)}, newest last (${LEGEND}):`,
        '',
        form.table(['Test', `On ${form.cell(branch)}`, ''], rows),
        ...(more ? ['', form.aside(`${more} more failed or flaky tests not shown.`)] : []),
    ].join('\n');
}
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
        parts.push(`failing on ${branch} for ${(0,wording/* plural */.LS)(streak, 'run')}, since ${form.commit(sha)}`);
    }
    else if (count('failed'))
        parts.push(`failed in ${count('failed')} of ${lastRuns(window, on, form)}`);
    if (count('unknown'))
        parts.push(`unknown in ${count('unknown')}`);
    return parts.join('; ') || `passed ${lastRuns(window, on, form)}`;
}
/** A test in a table cell: its name, browser or device and platform. */
function testCell(e, form) {
    const where = [e.environment, e.platform].filter(Boolean).join(', ');
    return form.cell((0,limits/* cutToChars */.RD)((0,limits/* oneLine */.TN)(where ? `${e.name} (${where})` : e.name), 300));
}
/**
 * What the run cost in test time, beside the base's, and the slowest tests and those slower than on
 * the base by more than 25 % and 5 s (from the base's durations, where its digest kept them).
 */
function costText(history, branch, form) {
    const { now, base } = history;
    if (!now.counts.total)
        return '';
    const here = (0,history_window/* testTimeOf */.Dt)(now);
    const there = base?.digest.window?.runs.at(-1)?.testTimeMs;
    const against = there === undefined
        ? ''
        : `, ${here >= there ? '+' : '\u2212'}${(0,wording/* formatSeconds */.Xo)(Math.abs(here - there))} against ${form.text(branch)} (${(0,wording/* formatSeconds */.Xo)(there)})`;
    const { slowest, slower } = history.slow;
    const lines = [
        `${form.strong('Test time:')} ${(0,wording/* formatSeconds */.Xo)(here)} of test time${against}: the sum of the tests' durations, not the VM and device time the service bills.`,
    ];
    if (slowest.length)
        lines.push(form.item(`Slowest: ${slowest.map((s) => `${testCell(s.entry, form)} ${(0,wording/* formatSeconds */.Xo)(s.ms)}`).join(', ')}.`));
    if (slower.length)
        lines.push(form.item(`Slower than on ${form.text(branch)} by more than ${SLOWER_SHARE * 100} % and ${(0,wording/* formatSeconds */.Xo)(SLOWER_MS)}: ${slower
            .map((s) => `${testCell(s.entry, form)} ${(0,wording/* formatSeconds */.Xo)(s.ms)} (${(0,wording/* formatSeconds */.Xo)(s.was)} there)`)
            .join(', ')}.`));
    return lines.join(lines.length > 1 ? '\n\n' : '');
}
/** The slowest tests and those slower than on the base, the tests streamed once. */
async function slowTests(input) {
    const slowest = [];
    const slower = [];
    const baseDigest = input.base?.digest;
    for await (const entry of input.tests.entries()) {
        if (entry.duration === undefined || !Number.isFinite(entry.duration))
            continue;
        const ms = entry.duration * 1000;
        if (slowest.length < MAX_SLOW || ms > slowest.at(-1).ms) {
            slowest.push({ entry, ms, was: NaN });
            slowest.sort((a, b) => b.ms - a.ms);
            if (slowest.length > MAX_SLOW)
                slowest.pop();
        }
        const was = baseDigest ? durationIn(baseDigest, (0,compact/* testKey */.S8)(entry)) : undefined;
        if (was !== undefined && ms - was > SLOWER_MS && ms > was * (1 + SLOWER_SHARE)) {
            slower.push({ entry, ms, was });
            slower.sort((a, b) => b.ms - b.was - (a.ms - a.was));
            if (slower.length > MAX_SLOW)
                slower.pop();
        }
    }
    return { slowest, slower };
}
/** A test's duration in a digest, in milliseconds, where the digest kept it. */
function durationIn(d, key) {
    for (const outcome of ['passed', 'failed', 'unknown', 'flaky']) {
        const at = (0,sorted_keys/* indexOf */.qh)(d.keys[outcome], key);
        if (at < 0)
            continue;
        const seconds = d.durations[outcome][at];
        return seconds === undefined || Number.isNaN(seconds) ? undefined : seconds * 1000;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/report/comparing.ts












/**
 * The base's report, read once: the wait reads it when it starts, once its check run is open (its
 * running time is the wait's expectation), and the report reuses it at the end (docs/report-files.md,
 * "The comparison"). It is trusted only from the app this step writes its check run as: the app an
 * answer to that write named, else what `deps.openOwnCheck` makes GitHub name (src/report/history/own-app.ts).
 */
async function readBase(setting, checkName, deps) {
    const base = (0,history_base/* baseCommitOf */.sP)(setting, deps.env);
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
    const base = (0,history_base/* baseCommitOf */.sP)(setting, deps.env);
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
    return (0,history_base/* readBaseReport */.Um)(commit, {
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
    const ofBranch = deps.headSha && BRANCH_EVENTS.includes(deps.env.GITHUB_EVENT_NAME ?? '');
    return compareWithBase(header, tests, base, {
        env: deps.env,
        ...(ofBranch ? { branchRun: deps.headSha } : {}),
    });
}
/** A job that did not end has reported only some of its tests: what is missing is neither failed nor fixed. */
const didNotFinish = (header) => header.conclusion === 'timed_out' || header.conclusion === 'cancelled';
/**
 * This report's digest, and its comparison with `base`, however it was found: a check run on GitHub
 * (`compareReport`), or a digest the host was given (`baseOfDigest`, the command line's history file).
 * `at.branchRun`: this report's commit when it is a run of the branch itself, whose digest then
 * carries the branch's window moved on by it; `at.env` links commits in the markdown; `at.plain`: the
 * same also as plain lines, for a host that logs them (the command line).
 */
async function compareWithBase(header, tests, base, at) {
    const carry = await carryOf(header, tests);
    const run = (0,environment/* workflowRunOf */.ol)(at.env);
    const unfinished = didNotFinish(header);
    const baseDigest = 'digest' in base ? base.digest : undefined;
    const timing = timingOf(header, tests);
    const now = (0,digest/* digestOf */.ol)({
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
    const { text } = (0,digest/* writeDigest */.O_)(window ? { ...now, window } : now);
    if (!('digest' in base) || unfinished) {
        const notCompared = 'digest' in base ? 'the job did not finish, so its results are not all known' : base.why;
        const history = await historyOf({ tests, now });
        return {
            digestText: text,
            notCompared,
            title: header.title,
            ...inForms((form) => (0,comparison_text/* notComparedText */.GK)(notCompared, form), history, at),
        };
    }
    const comparison = await (0,compare/* compareWith */.G_)(base.digest, now, tests, {
        sha: base.sha,
        branch: base.branch,
        ...(base.basis ? { basis: base.basis } : {}),
    });
    const changes = (0,comparison_text/* changesLine */.a8)(comparison);
    const history = await historyOf({ tests, now, base: { digest: base.digest, comparison } });
    return {
        digestText: text,
        comparison,
        title: changes ? `${changes}: ${header.title}` : header.title,
        ...inForms((form) => (0,comparison_text/* comparisonText */.VF)(comparison, form), history, at),
        ...(base.digest.window ? { window: base.digest.window } : {}),
    };
}
/** The comparison's sentence (`first`) and the history after it, as markdown and, asked, as plain lines. */
function inForms(first, history, at) {
    const said = (form) => [first(form), historyText(history, form)].filter(Boolean).join('\n\n');
    return { markdown: said((0,text_form/* markdownForm */.Qw)(at.env)), ...(at.plain ? { text: said(text_form/* PLAIN_FORM */.mf) } : {}) };
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
            ...(0,digest/* namedTest */.eH)(entry),
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

/***/ 50322:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sP: () => (/* binding */ baseCommitOf),
  LT: () => (/* binding */ baseOfDigest),
  Um: () => (/* binding */ readBaseReport)
});

// UNUSED EXPORTS: LOOK_BACK_COMMITS

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/report/world/github-errors.ts
var github_errors = __webpack_require__(69292);
// EXTERNAL MODULE: ./src/report/history/digest.ts
var digest = __webpack_require__(78361);
// EXTERNAL MODULE: ./src/report/world/environment.ts
var environment = __webpack_require__(90028);
// EXTERNAL MODULE: ./src/report/world/leg-mark.ts
var leg_mark = __webpack_require__(1003);
// EXTERNAL MODULE: ./src/report/history/own-app.ts
var own_app = __webpack_require__(93931);
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
    const queued = event === 'merge_group' ? (0,environment/* queueBaseBranch */.pC)(headBranch) : undefined;
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
        per_page: LOOK_BACK_COMMITS,
        request: { signal: lookup.signal() },
    });
    return data.map((c) => c.sha).filter((s) => typeof s === 'string' && SHA.test(s));
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
        const read = (0,digest/* readDigest */.rP)(run.output?.text);
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
    const read = (0,digest/* readDigest */.rP)(run.output?.text);
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
    const read = (0,digest/* readDigest */.rP)(text);
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
            return `the digest ${place} is larger than ${digest/* MAX_DIGEST_CHARS */.e0} characters, so it was not read`;
        case 'version':
            return problem.version < digest/* DIGEST_VERSION */.aL
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

/***/ 23930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cp: () => (/* binding */ notComparedMarkdown),
/* harmony export */   GK: () => (/* binding */ notComparedText),
/* harmony export */   VF: () => (/* binding */ comparisonText),
/* harmony export */   a8: () => (/* binding */ changesLine),
/* harmony export */   vR: () => (/* binding */ comparisonMarkdown)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34589);
/* harmony import */ var _text_form_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94857);



/** "compared with `abc1234` (main)", the commit linked when its page is known. */
function comparedWith(c, form) {
    const commit = form.commit(c.sha);
    return `${commit}${c.branch ? ` (${form.text((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(c.branch), 100))})` : ''}`;
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
function item(e, form) {
    const where = [e.environment, e.platform].filter(Boolean).join(', ');
    return form.item(form.text((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(where ? `${e.name} (${where})` : e.name), 300)));
}
function section(title, changed, form, note) {
    if (!changed.count)
        return '';
    const more = changed.count - changed.first.length;
    const rest = more > 0 ? [form.item(`\u2026 and ${more} more${note ? ` (${note})` : ''}`)] : [];
    const items = changed.first.map((e) => item(e, form));
    return [form.strong(`${title} (${changed.count})`), '', ...items, ...rest, ''].join('\n');
}
/**
 * The comparison as the summaries lead with it: the commit compared with, then new failures, still
 * failing and fixed, each with its first tests named.
 */
function comparisonText(c, form) {
    const changes = changesLine(c);
    const counts = [
        c.newTests === undefined ? '' : `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(c.newTests, 'new test')}`,
        c.removed === undefined ? '' : `${c.removed} removed`,
    ].filter(Boolean);
    const head = `${form.strong(`Compared with ${comparedWith(c, form)}:`)} ${changes || 'no new failures, nothing fixed'}` +
        `${counts.length ? `; ${counts.join(', ')}` : ''}.` +
        (c.basis ? ` This is ${form.text(c.basis)}.` : '') +
        (c.versions ? ` ${form.text(capitalized(c.versions))}.` : '') +
        (c.partial ? ` Note: ${form.text(c.partial)}.` : '');
    const fixedNote = c.fixed.count && !c.fixed.first.length ? 'named on the base commit' : undefined;
    return [
        head,
        '',
        section('New failures', c.newFailures, form, 'see the failed tests below'),
        section('Still failing', c.stillFailing, form, 'see the failed tests below'),
        section('Fixed', c.fixed, form, fixedNote),
    ]
        .filter((part, i) => i < 2 || part)
        .join('\n')
        .trim();
}
/** The comparison in markdown, commits linked on the server `env` names. */
const comparisonMarkdown = (c, env) => comparisonText(c, (0,_text_form_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownForm */ .Qw)(env));
const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/** One sentence for a report that could not be compared. */
function notComparedText(why, form) {
    return `${form.strong('Not compared with the base branch:')} ${form.text(why)}.`;
}
const notComparedMarkdown = (why) => notComparedText(why, (0,_text_form_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownForm */ .Qw)({}));


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

/***/ 94857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qw: () => (/* binding */ markdownForm),
/* harmony export */   mf: () => (/* binding */ PLAIN_FORM)
/* harmony export */ });
/* unused harmony exports commitUrl, commitLink */
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23243);
/* harmony import */ var _world_environment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90028);



/** The commit's page on GitHub, built from GITHUB_SERVER_URL and the repository; undefined when not https. */
function commitUrl(env, sha) {
    const repository = (0,_world_environment_js__WEBPACK_IMPORTED_MODULE_2__/* .repositoryUrl */ .Ek)(env);
    if (!repository || !/^[0-9a-f]{7,40}$/i.test(sha))
        return undefined;
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(`${repository}/commit/${sha}`);
}
/** "`abc1234`", linked to the commit's page when it is known. */
function commitLink(env, sha) {
    const short = `\`${sha.slice(0, 7)}\``;
    const url = commitUrl(env, sha);
    return url ? `[${short}](<${url}>)` : short;
}
/** Markdown, as GitHub renders it; commits linked to their pages on the server `env` names. */
function markdownForm(env) {
    const row = (cells) => `|${cells.map((c) => (c ? ` ${c} ` : ' ')).join('|')}|`;
    return {
        text: _text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7,
        cell: _text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCell */ .UZ,
        strong: (text) => `**${text}**`,
        aside: (text) => `_${text}_`,
        commit: (sha) => commitLink(env, sha),
        item: (text) => `- ${text}`,
        table: (head, rows, right = []) => [row(head), `|${head.map((_, i) => (right[i] ? '---:' : '---')).join('|')}|`, ...rows.map(row)].join('\n'),
    };
}
/** Widest a plain table's column is padded to: a longer cell runs on, and the rest of its row with it. */
const MAX_PLAIN_COLUMN = 40;
/** Plain text for a log: no marks, tables as columns lined up, each row indented. */
const PLAIN_FORM = {
    text: (text) => text,
    cell: _text_characters_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN,
    strong: (text) => text,
    aside: (text) => text,
    commit: (sha) => sha.slice(0, 7),
    item: (text) => `  - ${text}`,
    table: (head, rows, right = []) => {
        const all = [head, ...rows];
        const widths = head.map((_, i) => Math.min(MAX_PLAIN_COLUMN, Math.max(...all.map((r) => (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalColumns */ .UV)(r[i] ?? '')))));
        const line = (cells) => `  ${cells
            .map((cell, i) => {
            const pad = ' '.repeat(Math.max(0, (widths[i] ?? 0) - (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalColumns */ .UV)(cell)));
            if (i === cells.length - 1 && !right[i])
                return cell;
            return right[i] ? pad + cell : cell + pad;
        })
            .join('  ')}`.trimEnd();
        return all.map(line).join('\n');
    },
};


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


/***/ })

};
