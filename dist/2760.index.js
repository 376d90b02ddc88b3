export const id = 2760;
export const ids = [2760,2921];
export const modules = {

/***/ 59648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  combineReports: () => (/* binding */ combineReports)
});

// EXTERNAL MODULE: ./src/api/transport/errors.ts
var errors = __webpack_require__(72487);
// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(67388);
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
// EXTERNAL MODULE: ./src/report/history/compare.ts
var compare = __webpack_require__(93014);
// EXTERNAL MODULE: ./src/report/history/comparison-text.ts
var comparison_text = __webpack_require__(23930);
// EXTERNAL MODULE: ./src/report/history/digest.ts
var history_digest = __webpack_require__(78361);
// EXTERNAL MODULE: ./src/report/history/fail-on.ts
var fail_on = __webpack_require__(11455);
// EXTERNAL MODULE: ./src/report/history/quarantine.ts
var history_quarantine = __webpack_require__(75953);
// EXTERNAL MODULE: ./src/report/world/leg-mark.ts
var leg_mark = __webpack_require__(1003);
// EXTERNAL MODULE: ./src/report/history/own-app.ts
var own_app = __webpack_require__(93931);
;// CONCATENATED MODULE: ./src/report/history/legs.ts



const PAGE = 100;
/**
 * Our check runs on the commit (the newest of each name, our app's only: one request per 100) and,
 * of them, this workflow run's reports: a leg re-run in a later attempt is its newest report; one not
 * re-run ("Re-run failed jobs") keeps its earlier attempt's. Every place of each matrix a report
 * names is expected; those none covers are missing.
 */
async function readLegs(lookup) {
    const runs = [];
    let reads = 0;
    for (let page = 1;; page++) {
        reads++;
        const { data } = await lookup.github.rest.checks.listForRef({
            ...lookup.repository,
            ref: lookup.headSha,
            ...(typeof lookup.app.id === 'number' ? { app_id: lookup.app.id } : {}),
            filter: 'latest',
            per_page: PAGE,
            page,
            request: { signal: lookup.signal() },
        });
        runs.push(...data.check_runs);
        if (data.check_runs.length < PAGE || runs.length >= data.total_count)
            break;
    }
    const legs = legsOf(runs, lookup);
    const reported = [];
    const unreported = [];
    for (const leg of legs) {
        const why = whyUnreported(leg);
        if (why)
            unreported.push({ leg, why });
        else
            reported.push(leg);
    }
    return { reported, unreported, ...placesOf(legs), reads };
}
/** This run's reports among the check runs, by our app, the newest of each name. */
function legsOf(runs, lookup) {
    const newest = new Map();
    for (const run of runs) {
        if (run.id === lookup.ownCheckRunId || !(0,own_app/* sameApp */.oQ)(run.app, lookup.app))
            continue;
        const mark = (0,leg_mark/* readLegMark */.K7)(run.output?.text);
        if (!mark || mark.combined || mark.runId !== lookup.runId || mark.attempt > lookup.attempt)
            continue;
        const known = newest.get(run.name);
        if (known && known.id > run.id)
            continue;
        const read = (0,history_digest/* readDigest */.rP)(run.output?.text);
        newest.set(run.name, {
            name: run.name,
            id: run.id,
            ...(run.html_url ? { url: run.html_url } : {}),
            mark,
            status: run.status ?? '',
            ...(run.conclusion ? { conclusion: run.conclusion } : {}),
            ...(run.output?.title ? { title: run.output.title } : {}),
            ...('digest' in read ? { digest: read.digest } : {}),
            ...('problem' in read ? { problem: read.problem } : {}),
        });
    }
    return [...newest.values()].sort((a, b) => a.name.localeCompare(b.name));
}
/** Why a leg's check run holds no report of its tests; undefined when it does. */
function whyUnreported(leg) {
    if (leg.status !== 'completed')
        return 'its check run is still in progress: its step was cancelled or stopped before it reported';
    if (leg.digest)
        return undefined;
    const said = leg.title ? `: ${leg.title}` : '';
    switch (leg.problem?.kind) {
        case 'version':
            return `its report was written by another version (digest v${leg.problem.version}), which this one cannot read`;
        case 'corrupt':
        case 'oversized':
            return 'its report could not be read';
        default:
            return `its step did not report its tests (${leg.conclusion ?? 'no conclusion'}${said})`;
    }
}
/** The places of each job's matrix that no leg covers, and the jobs whose legs named no place. */
function placesOf(legs) {
    const jobs = new Map();
    const unplaced = new Set();
    for (const { mark } of legs) {
        const job = mark.job ?? '';
        if (!mark.place) {
            unplaced.add(job || 'a job without a name');
            continue;
        }
        const known = jobs.get(job) ?? { total: 0, attempt: 0, covered: new Set() };
        // The newest attempt says how large the matrix is: a re-run may have made it anew.
        if (mark.attempt >= known.attempt)
            Object.assign(known, { total: mark.place.total, attempt: mark.attempt });
        known.covered.add(mark.place.index);
        jobs.set(job, known);
    }
    const missing = [];
    for (const [job, { total, covered }] of jobs)
        for (let index = 0; index < total; index++)
            if (!covered.has(index))
                missing.push({ job, index, total });
    return { missing, unplaced: [...unplaced].filter((job) => !jobs.has(job)) };
}
/** A missing place in words: `job tests, leg 3 of 3`. */
const placeText = (p) => `job ${p.job || '(no name)'}, leg ${p.index + 1} of ${p.total}`;

// EXTERNAL MODULE: ./src/report/outputs/report.ts
var report = __webpack_require__(20349);
// EXTERNAL MODULE: ./src/report/outputs/progress.ts
var progress = __webpack_require__(38456);
// EXTERNAL MODULE: ./src/report/comparing.ts + 2 modules
var comparing = __webpack_require__(94308);
// EXTERNAL MODULE: ./src/report/publish.ts + 2 modules
var publish = __webpack_require__(72583);
// EXTERNAL MODULE: ./src/report/value/compact.ts
var compact = __webpack_require__(93033);
// EXTERNAL MODULE: ./src/report/world/deps.ts
var world_deps = __webpack_require__(43715);
// EXTERNAL MODULE: ./src/report/world/environment.ts
var environment = __webpack_require__(90028);
;// CONCATENATED MODULE: ./src/report/combining.ts
















/** Tests of each kind the combined report lists at most: every leg's first ones, in the legs' order. */
const MAX_LISTED = 1000;
/**
 * Opens the combined check run (GitHub's answer names our app: only its check runs are legs), reads
 * the legs, compares each with its own base report, and publishes the combination. `onOpened` hears
 * of the check run the moment it exists, for the post step.
 */
async function combineReports(setting, deps, onOpened) {
    const { github, repository, headSha, job, log } = deps;
    const runId = job?.runId;
    const why = (0,environment/* whyNotCombinable */.Yx)(!!github, deps.env);
    if (why || !github || !repository || !headSha || !runId)
        throw new Error(why ?? 'Combining needs a GitHub token, and a workflow run of a repository.');
    const opened = await openOwnCheck(setting.checkName, runId, deps, onOpened);
    const legs = await readLegs({
        github,
        repository,
        headSha,
        runId,
        attempt: job.attempt,
        app: opened.app,
        ownCheckRunId: opened.id,
        signal: (0,world_deps/* requestSignal */.O)(deps),
    });
    log.info(`Reports of this workflow run on ${headSha.slice(0, 7)}: ${(0,wording/* plural */.LS)(legs.reported.length, 'leg')} reported, ${legs.unreported.length + legs.missing.length} did not (${(0,wording/* plural */.LS)(legs.reads, 'read')}).`);
    const outcomes = await compareLegs(legs, setting, deps, opened.app);
    const combination = combinationOf(outcomes, legs, setting, deps);
    const published = await (0,publish.publishReport)({
        checkName: setting.checkName,
        externalId: `run-${runId}`,
        title: combination.title,
        tests: combination.tests,
        passedUnnamed: true,
        combines: true,
        openCheckRunId: opened.id,
    }, deps, { ...setting.evidence, downloadAssets: 'off', onlyNamedFiles: true }, {
        compared: combination.compared,
        judgement: combination.judgement,
        ...(combination.quarantine ? { quarantine: combination.quarantine } : {}),
    });
    const missing = legs.unreported.length + legs.missing.length;
    return {
        published,
        legs: legs.reported.length,
        missing,
        ...(combination.judgement.blocks ? { failure: combination.failure } : {}),
    };
}
/** The combined check run, in progress until the combination completes it; its app is ours. */
async function openOwnCheck(name, runId, deps, onOpened) {
    let app;
    let failed;
    const id = await (0,progress.openProgressCheck)({
        name,
        externalId: `run-${runId}`,
        title: 'Combining the reports of this workflow run',
        summary: 'Reading the reports of the legs of this workflow run; the combined report replaces this.',
        combined: true,
    }, deps, (made, by) => {
        app = by;
        onOpened(made);
    }, (error) => (failed = error));
    if (id !== undefined && app)
        return { id, app };
    // The step's failure then says it on a check run made for it, or that the check will be missing.
    const why = failed === undefined ? 'GitHub did not name the app that made it' : (0,errors.messageOf)(failed);
    throw new Error(`Could not combine: the combined check run could not be opened (${why}), and only the reports of its app are legs.`);
}
/** Each reported leg against its own leg's report on the base, every base commit read once. */
async function compareLegs(legs, setting, deps, app) {
    const reported = legs.reported.filter((l) => l.digest !== undefined);
    const names = reported.map((l) => l.name);
    const { bases, reads } = await (0,comparing.readBases)(setting.evidence.compare, names, deps, app);
    if (names.length)
        deps.log.info(`Base reports of ${(0,wording/* plural */.LS)(names.length, 'leg')}: ${(0,wording/* plural */.LS)(reads, 'read')}.`);
    const outcomes = [];
    const now = deps.now();
    for (const leg of reported)
        outcomes.push(await compareLeg(leg, bases.get(leg.name), setting.evidence, now));
    return outcomes;
}
/**
 * A leg against its base. Quarantine takes the failed tests its digest names (each by its own name,
 * as its leg's report knows it); a failure the digest left unnamed is never excused.
 */
async function compareLeg(leg, base, evidence, now) {
    const { counts } = leg.digest;
    const failed = leg.digest.failedNames.map((t) => ({
        ...legEntry(leg, t, 'failed', 'Failed: its leg\u2019s check run has why.'),
        // A failure whose record named no test: no quarantine entry takes it.
        ...(t.madeUp ? { madeUpName: true } : {}),
    }));
    const named = {
        counts,
        failed,
        entries: async function* () {
            yield* failed;
        },
    };
    // A leg whose job did not end reported only some of its tests: it is not a pass, and not compared.
    const unfinished = leg.conclusion === 'timed_out' || leg.conclusion === 'cancelled';
    const conclusion = unfinished ? leg.conclusion : (0,report.conclusionOf)(counts);
    const notCompared = unfinished
        ? 'its job did not finish, so its results are not all known'
        : base && !('digest' in base)
            ? base.why
            : undefined;
    if (!base || notCompared !== undefined || !('digest' in base)) {
        const why = notCompared ?? 'nothing was compared';
        const quarantine = await (0,history_quarantine/* quarantineOf */.KS)(named, evidence.quarantine, { now });
        const judgement = unfinished
            ? { conclusion, blocks: true, note: `${leg.name} did not finish (${leg.conclusion})` }
            : (0,fail_on/* judge */.S4)(evidence.failOn, { conclusion, counts }, { notCompared: why }, evidence, (0,history_quarantine/* excusedBy */.zV)(quarantine));
        return { leg, failed, notCompared: why, judgement, ...(quarantine ? { quarantine } : {}) };
    }
    const comparison = await (0,compare/* compareWith */.G_)(base.digest, leg.digest, { failed, entries: async function* () { } }, { sha: base.sha, branch: base.branch, ...(base.basis ? { basis: base.basis } : {}) });
    const window = base.digest.window;
    const quarantine = await (0,history_quarantine/* quarantineOf */.KS)(named, evidence.quarantine, {
        now,
        comparison,
        ...(window ? { window } : {}),
    });
    return {
        leg,
        failed,
        comparison,
        judgement: (0,fail_on/* judge */.S4)(evidence.failOn, { conclusion, counts }, { comparison }, evidence, (0,history_quarantine/* excusedBy */.zV)(quarantine)),
        ...(quarantine ? { quarantine } : {}),
    };
}
/** A test of a leg, named after its leg so the union of the legs' tests says where each came from. */
function legEntry(leg, test, outcome, message) {
    return {
        name: `${leg.name} \u203a ${test.name}`,
        // Compared by its own name: the base's leg report knows it so.
        keyName: test.name,
        outcome,
        ...(test.environment ? { environment: test.environment } : {}),
        ...(test.platform ? { platform: test.platform } : {}),
        message,
    };
}
/** The legs as one report: counts summed, the union of their listed tests, one verdict. */
function combinationOf(outcomes, legs, setting, deps) {
    const counts = sumOf(outcomes.map((o) => o.leg.digest.counts));
    const tests = testsOf(outcomes, counts);
    const comparison = joinedComparison(outcomes);
    const notCompared = comparison
        ? undefined
        : (outcomes.find((o) => o.notCompared)?.notCompared ?? 'no leg reported');
    const missing = [...legs.unreported.map((u) => u.leg.name), ...legs.missing.map(placeText)];
    const changes = comparison ? (0,comparison_text/* changesLine */.a8)(comparison) : '';
    const title = (changes ? `${changes}: ` : '') +
        (outcomes.length ? `${(0,report.describeCounts)(counts)} in ${(0,wording/* plural */.LS)(outcomes.length, 'leg')}` : 'No leg reported') +
        (missing.length ? `; ${(0,wording/* plural */.LS)(missing.length, 'leg')} did not report` : '');
    const quarantine = (0,history_quarantine/* joinedQuarantine */.m2)(outcomes.map((o) => o.quarantine));
    const judgement = judgementOf(outcomes, missing, setting, counts, quarantine?.failed.count ?? 0);
    // The legs first: the overview, and what did not report; then the comparison, as every report's.
    const lead = [
        legsMarkdown(outcomes, legs, deps),
        comparison ? (0,comparison_text/* comparisonMarkdown */.vR)(comparison, deps.env) : (0,comparison_text/* notComparedMarkdown */.Cp)(notCompared ?? ''),
        ...outcomes
            .filter((o) => comparison && o.notCompared)
            .map((o) => `Not compared: ${(0,text_escape/* markdownText */.p7)(o.leg.name)}: ${(0,text_escape/* markdownText */.p7)(o.notCompared ?? '')}.`),
    ].join('\n\n');
    const digest = (0,history_digest/* digestOf */.ol)({ counts, keys: tests.keys, failed: tests.failed, passedNamed: false, timing: {} });
    return {
        title,
        tests,
        compared: {
            digestText: (0,history_digest/* writeDigest */.O_)(digest).text,
            ...(comparison ? { comparison } : { notCompared: notCompared ?? '' }),
            title,
            markdown: lead,
        },
        judgement,
        failure: failureOf(outcomes, missing, setting, counts),
        ...(quarantine ? { quarantine } : {}),
    };
}
function sumOf(all) {
    const sum = { total: 0, passed: 0, failed: 0, unknown: 0, flaky: 0 };
    for (const c of all)
        for (const k of Object.keys(sum))
            sum[k] += c[k];
    return sum;
}
/** The union of the legs' listed tests (failed from their digests, flaky and unknown from their marks). */
function testsOf(outcomes, counts) {
    const failed = outcomes.flatMap((o) => o.failed).slice(0, MAX_LISTED);
    const listed = (kind, message) => outcomes
        .flatMap((o) => o.leg.mark[kind].map((t) => legEntry(o.leg, t, kind, message)))
        .slice(0, MAX_LISTED);
    const flaky = listed('flaky', 'Failed, then passed on a retry: its leg\u2019s check run has why.');
    const unknown = listed('unknown', 'Outcome unknown: its leg\u2019s check run says why.');
    const keys = new compact/* CompactTests */.Li();
    for (const entry of [...failed, ...unknown, ...flaky])
        keys.push(entry);
    return {
        counts,
        failed,
        unknown,
        flaky,
        recorded: [],
        linked: { failed: false, unknown: false, flaky: false },
        keys,
        span: undefined,
        entries: async function* () {
            yield* [...failed, ...unknown, ...flaky];
        },
    };
}
/** The legs' comparisons as one: counts summed, the first tests of each, the commit most compared with. */
function joinedComparison(outcomes) {
    const compared = outcomes.flatMap((o) => (o.comparison ? [o.comparison] : []));
    if (!compared.length)
        return undefined;
    const bySha = new Map();
    for (const c of compared)
        bySha.set(c.sha, (bySha.get(c.sha) ?? 0) + 1);
    const sha = [...bySha].sort((a, b) => b[1] - a[1])[0][0];
    const first = compared.find((c) => c.sha === sha);
    const join = (kind) => ({
        count: compared.reduce((n, c) => n + c[kind].count, 0),
        first: compared.flatMap((c) => c[kind].first).slice(0, compare/* MAX_NAMED_CHANGES */.r$),
    });
    return {
        sha,
        ...(first.branch ? { branch: first.branch } : {}),
        ...(bySha.size > 1
            ? {
                basis: `the commit most legs were compared with (${bySha.size} commits in all: see each leg below)`,
            }
            : {}),
        newFailures: join('newFailures'),
        stillFailing: join('stillFailing'),
        fixed: join('fixed'),
        newUnknown: compared.reduce((n, c) => n + c.newUnknown, 0),
    };
}
/**
 * The combination's verdict: it fails when a leg's failures fail under `fail-on` (each leg against
 * its own base), a leg did not finish, a leg never reported (unless `allow-missing`), or none did.
 */
function judgementOf(outcomes, missing, setting, counts, quarantined) {
    const blocking = outcomes.filter((o) => o.judgement.blocks);
    const missingBlocks = missing.length > 0 && !setting.allowMissing;
    if (blocking.length || missingBlocks || !outcomes.length)
        return {
            conclusion: 'failure',
            blocks: true,
            ...(blocking[0]?.judgement.note ? { note: blocking[0].judgement.note } : {}),
        };
    const notes = [
        ...(counts.failed ? [outcomes.find((o) => o.judgement.note)?.judgement.note] : []),
        missing.length
            ? `allow-missing is true, so ${(0,wording/* plural */.LS)(missing.length, 'leg')} that did not report ${missing.length === 1 ? 'does' : 'do'} not fail it`
            : undefined,
    ].filter(Boolean);
    // Failures quarantined in their legs fail nothing: the others leave the check neutral.
    const failed = counts.failed - quarantined;
    const conclusion = failed ? 'neutral' : (0,report.conclusionOf)({ ...counts, failed });
    return { conclusion, blocks: false, ...(notes.length ? { note: notes.join('; ') } : {}) };
}
/** The one line that fails the step: what failed, in which legs, and the legs that did not report. */
function failureOf(outcomes, missing, setting, counts) {
    if (!outcomes.length && !missing.length)
        return 'No leg of this workflow run reported: nothing to combine (a job after a matrix needs `needs:` on the matrix job).';
    const parts = [];
    const blocking = outcomes.filter((o) => o.judgement.blocks);
    if (blocking.length) {
        const notes = blocking.map((o) => o.judgement.note).filter(Boolean);
        parts.push(`${counts.failed} of ${counts.total} tests failed in ${(0,wording/* plural */.LS)(outcomes.length, 'leg')}` +
            (notes.length ? ` (${[...new Set(notes)].join('; ')})` : ''));
    }
    if (missing.length && !setting.allowMissing)
        parts.push(`${(0,wording/* plural */.LS)(missing.length, 'leg')} did not report: ${missing.slice(0, 5).join('; ')}${missing.length > 5 ? `; and ${missing.length - 5} more` : ''}`);
    return `${parts.join('. ')}.`;
}
/** The legs, one row each with its counts, its comparison and its check run; then those that did not report. */
function legsMarkdown(outcomes, legs, deps) {
    const attempt = deps.job?.attempt ?? 1;
    const rows = outcomes.map(({ leg, comparison, notCompared }) => {
        const { total, passed, failed, unknown, flaky } = leg.digest.counts;
        const earlier = leg.mark.attempt < attempt ? ` (attempt ${leg.mark.attempt})` : '';
        const compared = comparison
            ? `\`${comparison.sha.slice(0, 7)}\`: ${(0,text_escape/* markdownCell */.UZ)((0,comparison_text/* changesLine */.a8)(comparison) || 'no new failures, nothing fixed')}`
            : (0,text_escape/* markdownCell */.UZ)(`not compared: ${notCompared ?? ''}`);
        const name = (0,text_escape/* markdownLink */.iQ)(leg.name, leg.url, { inTable: true });
        return `| ${name}${earlier} | ${total} | ${passed} | ${failed} | ${unknown} | ${flaky} | ${compared} |`;
    });
    const table = rows.length
        ? [
            '| Leg | Total | Passed | Failed | Unknown | Flaky | Compared with its base |',
            '|---|---:|---:|---:|---:|---:|---|',
            ...rows,
        ].join('\n')
        : '';
    const gone = [
        ...legs.unreported.map(({ leg, why }) => `- ${(0,text_escape/* markdownLink */.iQ)(leg.name, leg.url)}: ${(0,text_escape/* markdownText */.p7)(why)}.`),
        ...legs.missing.map((p) => `- ${(0,text_escape/* markdownText */.p7)(placeText(p))}: no report of this workflow run (the leg was cancelled, failed before its report, or did not run).`),
    ];
    const unplaced = legs.unplaced.length
        ? `The size of the matrix of ${legs.unplaced.map((j) => (0,text_escape/* markdownText */.p7)(j)).join(', ')} is not known: ${legs.unplaced.length === 1 ? 'its reports do' : 'their reports do'} not say their place in it (the reporting actions' \`strategy\` input), so only the legs that reported are counted.`
        : '';
    return [
        `**Legs** (${outcomes.length} reported${gone.length ? `, ${gone.length} did not` : ''}):`,
        table,
        gone.length ? `**Did not report (${gone.length})**\n\n${gone.join('\n')}` : '',
        unplaced,
    ]
        .filter(Boolean)
        .join('\n\n');
}


/***/ }),

/***/ 74353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Be: () => (/* binding */ LINKS_EXPIRE_NOTE),
/* harmony export */   IW: () => (/* binding */ safeLabel),
/* harmony export */   Om: () => (/* binding */ linkLines),
/* harmony export */   c0: () => (/* binding */ mediaTypeOf),
/* harmony export */   eG: () => (/* binding */ hasLinks),
/* harmony export */   jf: () => (/* binding */ markdownLinks),
/* harmony export */   q3: () => (/* reexport safe */ _text_escape_js__WEBPACK_IMPORTED_MODULE_0__.q3),
/* harmony export */   ry: () => (/* binding */ labelledLinks),
/* harmony export */   wD: () => (/* binding */ LINKS_SIGNED_NOTE),
/* harmony export */   xn: () => (/* binding */ thumbnail)
/* harmony export */ });
/* unused harmony export NOT_READY_NOTE */
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34589);


// The report's links are read with the same rule as the service's records (src/api/records.ts).

/**
 * Links to a test's recordings in every output. The URLs come from the service, so only an absolute
 * http(s) URL is kept, in the normalized form `URL` gives it (spaces, quotes, `<` and `>` percent-encoded),
 * and it is escaped again for each place it goes; in markdown only an https URL is a link (a label
 * alone stands for any other). Labels are ours, or a log's name cut to safe letters.
 */
/** Shown once beside links: the service signs them for a limited time. */
const LINKS_EXPIRE_NOTE = 'Links to videos, screenshots and logs are signed by the service and expire; `download-assets: failed` keeps copies as files.';
/** The same, where no `download-assets` input is at hand (the command line's reports). */
const LINKS_SIGNED_NOTE = 'Links to videos, screenshots and logs are signed by the service and expire.';
/** Shown when the service said the recordings were not ready when the report was made. */
const NOT_READY_NOTE = 'the service had not finished processing the recordings; the links may work only later';
/** Width of a thumbnail in the job summary, in pixels. */
const THUMBNAIL_WIDTH = 320;
/** A log's name as a label: letters, digits, space, dot, dash and underscore only, 40 characters at most. */
function safeLabel(value) {
    return (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(value.replace(/[^\p{L}\p{N} ._-]/gu, ' ')), 40);
}
/** Video, last screenshot and each log, labelled, in that order. */
function labelledLinks(links) {
    if (!links)
        return [];
    const last = links.screenshots?.at(-1);
    return [
        ...(links.video ? [{ label: 'video', url: links.video }] : []),
        ...(last ? [{ label: 'last screenshot', url: last }] : []),
        ...(links.logs ?? []).map((log) => ({ label: `log: ${log.label}`, url: log.url })),
    ];
}
/** Whether `labelledLinks` gives the test any link (told without making them: it runs per test read). */
const hasLinks = ({ links }) => Boolean(links && (links.video || links.screenshots?.at(-1) || links.logs?.length));
/** Plain-text lines for annotation details and report files: `Video: https://\u2026`, then the note. */
function linkLines(links) {
    const list = labelledLinks(links);
    if (!list.length)
        return [];
    const lines = list.map((l) => `${l.label[0]?.toUpperCase()}${l.label.slice(1)}: ${l.url}`);
    if (links?.notReady)
        lines.push(`Note: ${NOT_READY_NOTE}.`);
    lines.push('These links are signed by the service and expire.');
    return lines;
}
/** `[video](<\u2026>) \u00b7 [last screenshot](<\u2026>) \u00b7 [log: selenium](<\u2026>)`, empty without links. */
function markdownLinks(links, options) {
    const list = labelledLinks(links).map((l) => (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(l.label, l.url, options));
    if (list.length && links?.notReady)
        list.push('(not ready yet)');
    return list.join(' \u00b7 ');
}
/**
 * A thumbnail of the test's last screenshot that opens the full image, with the test's name under it;
 * undefined without an https screenshot. `name` must already be escaped for markdown.
 */
function thumbnail(entry, escapedName) {
    const last = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(entry.links?.screenshots?.at(-1));
    if (!last)
        return undefined;
    const src = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtmlAttribute */ .TX)(last);
    return `<a href="${src}"><img src="${src}" width="${THUMBNAIL_WIDTH}" alt="Last screenshot"></a><br>${escapedName}\n`;
}
/**
 * The path of an address as `httpUrl` gives it (serialized: its user, host and port hold no `/`, `?`
 * or `#`), read off the text: what `new URL(href).pathname` is, without making a URL of every link.
 */
const SERIALIZED_PATH = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^?#]*)/i;
/**
 * A file extension and MIME type from the path of an address as `httpUrl` gives it, for attachments
 * and downloads; `fallback` when unknown.
 */
function mediaTypeOf(url, fallback) {
    const known = {
        mp4: 'video/mp4',
        webm: 'video/webm',
        png: 'image/png',
        jpg: 'image/jpeg',
        jpeg: 'image/jpeg',
        gif: 'image/gif',
        log: 'text/plain',
        txt: 'text/plain',
        json: 'application/json',
    };
    const path = SERIALIZED_PATH.exec(url)?.[1] ?? '';
    const extension = /\.([a-z0-9]{2,5})$/i.exec(path)?.[1]?.toLowerCase();
    return extension && known[extension] ? { extension, type: known[extension] } : fallback;
}


/***/ }),

/***/ 44745:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ KeyIndex)
/* harmony export */ });
/* harmony import */ var _typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66526);

/** An empty slot: one past the largest key a slot holds. */
const EMPTY = 0xffff_ffff;
/**
 * Text keys (a record's ID) to whole numbers (where it was read), compact for many keys: memory held
 * per key is what lets a list of 100,000 records be read in flat memory. Keys written as a decimal
 * whole number below 2^32 - 1 without leading zeros (the service's record IDs, int32 in its spec) sit
 * in typed arrays that grow in place, 8 bytes a slot outside the garbage-collected heap; any other
 * key sits in a Map.
 */
class KeyIndex {
    /** Open addressing, linear probing; EMPTY marks an empty slot. */
    slots = (0,_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .growable */ .CL)(Uint32Array, 1024).fill(EMPTY);
    values = (0,_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .growable */ .CL)(Uint32Array, 1024);
    used = 0;
    others = new Map();
    get size() {
        return this.used + this.others.size;
    }
    get(key) {
        const n = numeric(key);
        if (n === undefined)
            return this.others.get(key);
        const at = this.find(n);
        return this.slots[at] === n ? this.values[at] : undefined;
    }
    has(key) {
        return this.get(key) !== undefined;
    }
    /** Sets the key's number, a whole number from 0 to 2^32 - 1. */
    set(key, value) {
        const n = numeric(key);
        if (n === undefined) {
            this.others.set(key, value);
            return;
        }
        let at = this.find(n);
        if (this.slots[at] !== n) {
            // At most half full, so a probe always ends at an empty slot.
            if ((this.used + 1) * 2 > this.slots.length) {
                this.grow();
                at = this.find(n);
            }
            this.slots[at] = n;
            this.used++;
        }
        this.values[at] = value;
    }
    /** The slot holding `n`, else the empty slot where it would go. */
    find(n) {
        const mask = this.slots.length - 1;
        let at = Math.imul(n, 0x9e3779b1) & mask;
        for (;;) {
            const slot = this.slots[at] ?? EMPTY;
            if (slot === n || slot === EMPTY)
                return at;
            at = (at + 1) & mask;
        }
    }
    /**
     * Twice the slots, in place: each key of the old half is taken out and put back where the larger
     * table wants it. The walk starts after an empty slot, so each run of keys is moved from its start:
     * a key put back lands at or before its old slot, or in the new half, never past a key still to
     * move, whose leaving would cut it off from where a lookup starts.
     */
    grow() {
        const half = this.slots.length;
        (0,_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .grow */ .wS)(this.slots, half * 2);
        (0,_typed_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .grow */ .wS)(this.values, half * 2);
        this.slots.fill(EMPTY, half);
        const start = this.slots.indexOf(EMPTY);
        for (let step = 1; step <= half; step++) {
            const from = (start + step) % half;
            const n = this.slots[from] ?? EMPTY;
            if (n === EMPTY)
                continue;
            this.slots[from] = EMPTY;
            const at = this.find(n);
            this.slots[at] = n;
            this.values[at] = this.values[from] ?? 0;
        }
    }
}
/** The key as a number when it is written as one exactly (`"40001"`, not `"040001"` or `"4e4"`) and fits a slot. */
function numeric(key) {
    if (!/^(?:0|[1-9]\d{0,9})$/.test(key))
        return undefined;
    const n = Number(key);
    return n < EMPTY ? n : undefined;
}


/***/ }),

/***/ 66526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CL: () => (/* binding */ growable),
/* harmony export */   wS: () => (/* binding */ grow)
/* harmony export */ });
/* unused harmony export MAX_GROWABLE_ITEMS */
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
