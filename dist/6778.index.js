export const id = 6778;
export const ids = [6778,3250];
export const modules = {

/***/ 93916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ testRefOf),
/* harmony export */   QO: () => (/* binding */ appKeyOf),
/* harmony export */   TH: () => (/* binding */ idOf),
/* harmony export */   _F: () => (/* binding */ storageRefOf),
/* harmony export */   tw: () => (/* binding */ buildRefOf)
/* harmony export */ });
/* harmony import */ var _transport_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53655);

/**
 * The spec's reference quirks, handled once: app keys with or without their storage scheme, builds by
 * numeric ID or `capabilities.build` string, tests by numeric ID or WebDriver session UUID.
 */
/** `cloud://abc123` or `abc123` \u2192 `abc123`. */
function appKeyOf(value) {
    const trimmed = value.trim();
    const match = /^[a-z][a-z0-9+.-]*:\/\/(.*)$/i.exec(trimmed);
    const key = match?.[1] ?? trimmed;
    if (!key || /[/\s?#]/.test(key))
        throw new TypeError(`"${value}" is not an app key (expected KEY or scheme://KEY)`);
    return (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentValue */ .bo)(key, 'an app key');
}
/** A build: its numeric ID or the `capabilities.build` identifier; never empty, `.` or `..`. */
function buildRefOf(value) {
    return (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentValue */ .bo)(String(value).trim(), 'a build reference');
}
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
/** A test: numeric ID (from 1, ASSUMPTIONS.positiveIds) or WebDriver session ID (UUID, with or without dashes). */
function testRefOf(value) {
    const ref = String(value).trim();
    if (/^\d+$/.test(ref))
        return String(idOf(ref, 'test id'));
    if (UUID.test(ref))
        return ref;
    throw new TypeError(`"${value}" is not a test reference (expected a numeric test ID or a WebDriver session UUID)`);
}
/** A positive numeric ID: an int32 path parameter of the spec, from 1 (ASSUMPTIONS.positiveIds). */
function idOf(value, what) {
    const n = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 2147483647)
        throw new TypeError(`${what} must be a positive whole number, got "${value}"`);
    return n;
}
/** A stored app: its numeric storage ID or its app key (bare or `scheme://KEY`); both are one path segment. */
function storageRefOf(value) {
    return typeof value === 'number' ? String(idOf(value, 'storage id')) : appKeyOf(value);
}


/***/ }),

/***/ 8164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HA: () => (/* binding */ int32),
/* harmony export */   ZZ: () => (/* binding */ pageOf),
/* harmony export */   an: () => (/* binding */ LenientRecordSchema),
/* harmony export */   to: () => (/* binding */ AckSchema),
/* harmony export */   vE: () => (/* binding */ timestamp),
/* harmony export */   xf: () => (/* binding */ positiveId)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55491);

/** int32 as the spec types IDs and counters. */
const int32 = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(-2147483648).max(2147483647);
/** Timestamps are ISO 8601 strings per the spec; their exact form varies, so they stay strings. */
const timestamp = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP();
const AckSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ success: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY() });
/**
 * Positive int32: an ID the service returns and a later step uses (a tunnel to delete, a job to poll);
 * the spec gives IDs no lower bound (ASSUMPTIONS.positiveIds).
 */
const positiveId = int32.min(1, 'expected a positive whole number (an ID)');
/** Items skipped, returned and listed: never negative, or the walk over the list could not be trusted. */
const countOf = int32.min(0);
const MetaSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ offset: countOf, count: countOf, total: countOf });
/** What a JSON value is, in zod's words: `array`, `null`, `string`, \u2026 */
const kindOf = (value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
/**
 * A record the spec leaves "not shown": any object, every field kept, none required.
 * Actions read such records only through an adapter that treats what is missing as unknown.
 * Taken as it is, not copied field by field: a build's pages hold 100,000 records, and a copy of
 * each (`z.looseObject`) was the largest share of the memory reading them churned through.
 */
const LenientRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .custom */ .IeY((value) => kindOf(value) === 'object', {
    error: (issue) => `Invalid input: expected object, received ${kindOf(issue.input)}`,
});
/**
 * A list answer. Where the spec shows the `{ data, meta }` envelope (`enveloped`), only that is read;
 * elsewhere the envelope is open and a bare array is accepted too (ASSUMPTIONS.bareLists), its meta left
 * to the walk over it (src/api/transport/pagination.ts) rather than guessed from its length.
 */
function pageOf(item, options = {}) {
    const envelope = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ data: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item), meta: MetaSchema });
    const schema = options.enveloped
        ? envelope
        : zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([envelope, zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item).transform((data) => ({ data }))]);
    return schema;
}


/***/ }),

/***/ 53655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bo: () => (/* binding */ segmentValue),
/* harmony export */   wE: () => (/* binding */ route)
/* harmony export */ });
/* unused harmony export pathSegment */
/**
 * Request paths. A value placed in a path is one whole segment: escaped, and never empty, `.` or `..`,
 * which a URL resolves away (`/v1/builds/..` is `/v1/`), sending the request to another endpoint.
 */
/** The value, unless it would not stay one path segment: then a TypeError naming what it was meant to be. */
function segmentValue(value, what = 'a path parameter') {
    const text = String(value);
    if (text === '' || text === '.' || text === '..') {
        const shown = text ? `"${text}"` : 'empty';
        throw new TypeError(`${what} must not be ${shown}: it would change the request's path`);
    }
    return text;
}
/** The value as one escaped path segment. */
function pathSegment(value, what) {
    return encodeURIComponent(segmentValue(value, what));
}
/** Tagged template that makes every interpolated value one checked path segment: route`/v1/tunnel/${id}`. */
function route(strings, ...params) {
    return strings.reduce((path, part, i) => path + part + (i < params.length ? pathSegment(params[i] ?? '') : ''), '');
}


/***/ }),

/***/ 3433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  combineReports: () => (/* binding */ combineReports)
});

// EXTERNAL MODULE: ./src/api/transport/errors.ts
var errors = __webpack_require__(72487);
// EXTERNAL MODULE: ./src/text/wording.ts
var wording = __webpack_require__(42179);
// EXTERNAL MODULE: ./src/text/escape.ts
var text_escape = __webpack_require__(67388);
// EXTERNAL MODULE: ./src/report/history/compare.ts
var compare = __webpack_require__(93014);
// EXTERNAL MODULE: ./src/report/history/comparison-text.ts
var comparison_text = __webpack_require__(23930);
// EXTERNAL MODULE: ./src/report/history/digest/by-name.ts
var by_name = __webpack_require__(2497);
// EXTERNAL MODULE: ./src/report/history/digest/fitting.ts
var fitting = __webpack_require__(19905);
// EXTERNAL MODULE: ./src/report/history/digest/model.ts
var model = __webpack_require__(97843);
// EXTERNAL MODULE: ./src/report/history/fail-on.ts
var fail_on = __webpack_require__(11455);
// EXTERNAL MODULE: ./src/runtime/github-quota.ts
var github_quota = __webpack_require__(35504);
// EXTERNAL MODULE: ./src/report/world/github-errors.ts
var github_errors = __webpack_require__(69292);
// EXTERNAL MODULE: ./src/report/world/leg-mark.ts
var leg_mark = __webpack_require__(1003);
// EXTERNAL MODULE: ./src/report/history/digest/codec.ts + 2 modules
var codec = __webpack_require__(34587);
// EXTERNAL MODULE: ./src/report/history/own-app.ts
var own_app = __webpack_require__(93931);
;// CONCATENATED MODULE: ./src/report/history/legs.ts






const PAGE = 100;
/**
 * Our check runs on the commit (the newest of each name, our app's only: one request per 100) and,
 * of them, this workflow run's reports, as the current attempt's matrix holds them (matrixOf): a leg
 * re-run in a later attempt is its newest report; one not re-run ("Re-run failed jobs") keeps its
 * earlier attempt's, when that leg ran values this attempt's matrix still holds. Every place of each
 * matrix is expected; those none covers are missing.
 */
async function readLegs(lookup) {
    const counted = { reads: 0 };
    const runs = await everyPage(counted, async (page) => {
        const { data } = await lookup.github.rest.checks.listForRef({
            ...lookup.repository,
            ref: lookup.headSha,
            ...(typeof lookup.app.id === 'number' ? { app_id: lookup.app.id } : {}),
            filter: 'latest',
            per_page: PAGE,
            page,
            request: { signal: lookup.signal() },
        });
        return { items: data.check_runs, total: data.total_count };
    });
    const matrix = await matrixOf(legsOf(runs, lookup), lookup);
    const reported = [];
    const unreported = [];
    for (const leg of matrix.legs) {
        const why = whyUnreported(leg);
        if (why)
            unreported.push({ leg, why });
        else
            reported.push(leg);
    }
    const { legs: _counted, reads: jobReads, ...places } = matrix;
    return { reported, unreported, ...places, reads: counted.reads + jobReads };
}
/** Every item of a list GitHub gives PAGE to a request; each request counted in `counted`, a failed one too. */
async function everyPage(counted, list) {
    const all = [];
    for (let page = 1;; page++) {
        counted.reads++;
        const { items, total } = await list(page);
        all.push(...items);
        if (items.length < PAGE || all.length >= total)
            return all;
    }
}
/** Legs as their matrix lists them: by job, then by place (`strategy.job-index`), then by name. */
function inMatrixOrder(a, b) {
    return ((a.mark.job ?? '').localeCompare(b.mark.job ?? '') ||
        (a.mark.place?.index ?? 0) - (b.mark.place?.index ?? 0) ||
        a.name.localeCompare(b.name));
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
        const read = (0,codec/* readDigest */.rP)(run.output?.text);
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
/** A leg's place in words: `job tests, leg 2 of 3 (attempt 1)`. */
const legText = (leg) => `${leg.name} (${placeText({ job: leg.mark.job ?? '', index: leg.mark.place?.index ?? 0, total: leg.mark.place?.total ?? 1 })}, attempt ${leg.mark.attempt})`;
/**
 * The legs of each job's matrix as the current attempt holds it (docs/report-files.md, "The mark"):
 * its size is the current attempt's (the largest its legs name: a smaller one forged or left behind
 * never shrinks it); a mark naming another size is not counted, and an earlier attempt's leg at a
 * place the current attempt's legs cover is gone from the matrix. A place only an earlier attempt's
 * leg covers is filled by it only when that leg ran values this attempt's matrix still holds, told by
 * the attempt's jobs (sameMatrix), read only then.
 */
async function matrixOf(legs, lookup) {
    const counted = [];
    const unplaced = new Set();
    const jobs = new Map();
    for (const leg of legs) {
        const job = leg.mark.job ?? '';
        if (!leg.mark.place) {
            unplaced.add(job || 'a job without a name');
            counted.push(leg);
        }
        else
            jobs.set(job, [...(jobs.get(job) ?? []), leg]);
    }
    const notCounted = [];
    const missing = [];
    const earlier = [];
    const sizes = new Map();
    for (const [job, placed] of jobs) {
        const places = jobPlaces(placed, lookup.attempt);
        sizes.set(job, places.total);
        counted.push(...places.current);
        earlier.push(...places.earlier.map((leg) => ({ leg, job })));
        notCounted.push(...places.notCounted);
        missing.push(...places.missing.map((index) => ({ job, index, total: places.total })));
    }
    const kept = earlier.length
        ? await sameMatrix(earlier, [...counted, ...earlier.map((e) => e.leg)], lookup, sizes)
        : { refused: new Map(), reads: 0 };
    for (const { leg, job } of earlier) {
        const why = kept.refused.get(leg);
        if (why === undefined)
            counted.push(leg);
        else {
            notCounted.push(`${legText(leg)}: ${why}`);
            missing.push({ job, index: leg.mark.place?.index ?? 0, total: sizes.get(job) ?? 1 });
        }
    }
    missing.sort((a, b) => a.job.localeCompare(b.job) || a.index - b.index);
    return {
        legs: counted.sort(inMatrixOrder),
        missing,
        unplaced: [...unplaced].filter((job) => !jobs.has(job)),
        notCounted,
        reads: kept.reads,
    };
}
/**
 * One job's matrix: its size (the current attempt's legs', else the newest attempt's when none of the
 * current attempt's reported), the current attempt's legs of that size, the earlier attempts' legs at
 * places they leave open (each to be told of: sameMatrix), those not counted and the places none covers.
 */
function jobPlaces(placed, attempt) {
    const current = placed.filter((l) => l.mark.attempt === attempt);
    const newest = Math.max(...placed.map((l) => l.mark.attempt));
    const sized = current.length ? current : placed.filter((l) => l.mark.attempt === newest);
    const total = Math.max(...sized.map((l) => l.mark.place?.total ?? 1));
    const sizeOf = (leg) => leg.mark.place?.total ?? 1;
    const indexOf = (leg) => leg.mark.place?.index ?? 0;
    const notCounted = current
        .filter((leg) => sizeOf(leg) !== total)
        .map((leg) => `${legText(leg)}: its mark names a matrix of ${sizeOf(leg)}, this attempt's holds ${total}`);
    const counted = current.filter((leg) => sizeOf(leg) === total);
    const covered = new Set(counted.map(indexOf));
    const earlier = [];
    // The newest attempt's first: where two earlier attempts ran a place, the later one's leg stands.
    for (const leg of [...placed].sort((a, b) => b.mark.attempt - a.mark.attempt)) {
        if (current.includes(leg))
            continue;
        if (sizeOf(leg) !== total || covered.has(indexOf(leg)))
            notCounted.push(`${legText(leg)}: this attempt's matrix no longer holds it`);
        else {
            earlier.push(leg);
            covered.add(indexOf(leg));
        }
    }
    const missing = Array.from({ length: total }, (_, index) => index).filter((index) => !covered.has(index));
    return { total, current: counted, earlier, notCounted, missing };
}
/**
 * Which of the earlier attempts' legs ran values the current attempt's matrix still holds, told by
 * the current attempt's jobs (one request per 100 jobs; `actions: read`) and the values each leg's
 * mark records, as GitHub shows them after a matrix job's name (`tests (Pixel 8, android)`). A leg
 * whose values a job of this attempt shows ran again, so its earlier report is not this attempt's;
 * when every place of its job's matrix ran in this attempt, the matrix was made anew (every job
 * re-run, or the job that makes it), and an earlier leg is of none. Else the leg was not re-run and
 * stands. Without its values, or the jobs, it cannot be told: not counted, said why.
 */
async function sameMatrix(earlier, known, lookup, sizes) {
    let ran;
    const counted = { reads: 0 };
    try {
        const jobs = await everyPage(counted, async (page) => {
            const { data } = await lookup.github.rest.actions.listJobsForWorkflowRunAttempt({
                ...lookup.repository,
                run_id: Number(lookup.runId),
                attempt_number: lookup.attempt,
                per_page: PAGE,
                page,
                request: { signal: lookup.signal() },
            });
            return { items: data.jobs, total: data.total_count };
        });
        ran = jobs.filter((j) => (j.run_attempt ?? lookup.attempt) === lookup.attempt).map((j) => j.name);
    }
    catch (error) {
        if (error instanceof github_quota/* GitHubQuotaSpent */.i)
            throw error;
        const why = `whether this attempt's matrix still holds it cannot be told: its jobs could not be read (${(0,github_errors/* describeGitHubError */.dZ)(error)}; give the job permissions: actions: read)`;
        return { refused: new Map(earlier.map(({ leg }) => [leg, why])), reads: counted.reads };
    }
    const suffix = (values) => ` (${values.join(', ')})`;
    // The name each job's matrix jobs share before their values, learnt from any leg a job of this attempt shows.
    const prefixes = new Map();
    for (const leg of known) {
        const end = leg.mark.values && suffix(leg.mark.values);
        const shown = end && ran.find((name) => name.endsWith(end));
        if (shown)
            prefixes.set(leg.mark.job ?? '', shown.slice(0, -end.length));
    }
    const refused = new Map();
    for (const { leg, job } of earlier) {
        const { values } = leg.mark;
        const prefix = prefixes.get(job);
        const ranOfJob = prefix === undefined ? 0 : ran.filter((name) => name.startsWith(`${prefix} (`)).length;
        if (!values)
            refused.set(leg, "its report does not say the matrix values it ran, so whether this attempt's matrix holds it cannot be told");
        else if (ran.some((name) => name.endsWith(suffix(values))))
            refused.set(leg, 'its values ran again in this attempt, which did not report them');
        else if (ranOfJob >= (sizes.get(job) ?? 1))
            refused.set(leg, `every leg of job ${job || '(no name)'} ran again in this attempt: its matrix was made anew, without these values`);
    }
    return { refused, reads: counted.reads };
}
/** A missing place in words: `job tests, leg 3 of 3`. */
const placeText = (p) => `job ${p.job || '(no name)'}, leg ${p.index + 1} of ${p.total}`;

// EXTERNAL MODULE: ./src/report/history/quarantine.ts
var history_quarantine = __webpack_require__(75953);
// EXTERNAL MODULE: ./src/report/history/session-text.ts
var session_text = __webpack_require__(97589);
// EXTERNAL MODULE: ./src/report/history/text-form.ts
var text_form = __webpack_require__(94857);
// EXTERNAL MODULE: ./src/report/value/compact.ts
var compact = __webpack_require__(93033);
;// CONCATENATED MODULE: ./src/report/outputs/combined.ts






/**
 * The legs, one row each with its counts, its comparison and its check run; then those that did not
 * report; on a sharded run, their predicted time against what they took (`history`: the tests'
 * durations in the legs' base reports, for the tests that ran long).
 */
function legsMarkdown(outcomes, legs, attempt, history) {
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
        predictionMarkdown(outcomes, history),
        table,
        gone.length ? `**Did not report (${gone.length})**\n\n${gone.join('\n')}` : '',
        unplaced,
    ]
        .filter(Boolean)
        .join('\n\n');
}
/** A measured leg over this many times its prediction says which of its tests ran long. */
const RAN_LONG = 1.2;
/** "7 min 40 s (1.03\u00d7 the mean)": the slowest of `times` against their mean; undefined without any. */
function slowestText(times, what) {
    if (!times.length)
        return undefined;
    const slowest = Math.max(...times);
    const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
    const ratio = mean ? (slowest / mean).toFixed(2) : '1.00';
    return `${what} ${(0,wording/* formatSeconds */.Xo)(slowest)} (${ratio}\u00d7${what === 'predicted' ? ' the mean' : ''})`;
}
/**
 * A sharded run's legs, predicted against measured (actions/shard's prediction, which each leg's mark
 * records, against its report's running time): "6 legs \u00b7 predicted 7 min 40 s (1.03\u00d7 the mean) \u00b7
 * measured 8 min 5 s (1.08\u00d7)", the slowest leg each way against the mean. When the leg measured
 * slowest took over RAN_LONG times its prediction, its tests that ran long: its longest (its mark
 * names them), each against its duration in the legs' base reports. Empty when no leg was predicted.
 */
function predictionMarkdown(outcomes, history) {
    const predicted = outcomes.flatMap(({ leg }) => leg.mark.predictedSeconds === undefined ? [] : [leg.mark.predictedSeconds * 1000]);
    if (!predicted.length)
        return '';
    const measuredOf = (row) => row.leg.digest.timing.runningMs;
    const measured = outcomes.flatMap((row) => measuredOf(row) ?? []);
    const line = [
        (0,wording/* plural */.LS)(outcomes.length, 'leg'),
        slowestText(predicted, 'predicted'),
        slowestText(measured, 'measured') ?? 'measured: no leg said how long it ran',
    ].join(' \u00b7 ');
    const slowest = outcomes.reduce((most, row) => ((measuredOf(row) ?? -1) > (most ? (measuredOf(most) ?? -1) : -1) ? row : most), undefined);
    const took = slowest && measuredOf(slowest);
    const expected = slowest?.leg.mark.predictedSeconds;
    // Numbers and words of ours alone: nothing in it to escape.
    if (!slowest || took === undefined || !expected || took <= RAN_LONG * expected * 1000)
        return line;
    const tests = ranLong(slowest, history);
    return [
        line,
        `${(0,text_escape/* markdownLink */.iQ)(slowest.leg.name, slowest.leg.url)} took ${(0,wording/* formatSeconds */.Xo)(took)}, ${(took / (expected * 1000)).toFixed(2)}\u00d7 its prediction (${(0,wording/* formatSeconds */.Xo)(expected * 1000)})${tests ? `; ${tests}` : ''}.`,
    ].join('\n\n');
}
/**
 * The leg's tests that ran long against their history, else its longest, as markdown; empty when its
 * mark names none.
 */
function ranLong(row, history) {
    const timed = (row.leg.mark.longest ?? []).map((t) => ({
        ...t,
        before: history && (0,by_name/* secondsOfKey */.Yg)(history, (0,compact/* nameKey */.Rc)(t.name)),
    }));
    if (!timed.length)
        return '';
    const long = timed.filter((t) => t.before !== undefined && t.seconds > RAN_LONG * t.before);
    const said = (t) => `${(0,text_escape/* markdownText */.p7)(t.name)} ${(0,wording/* formatSeconds */.Xo)(t.seconds * 1000)}${t.before === undefined ? ' (no history)' : ` (${(0,wording/* formatSeconds */.Xo)(t.before * 1000)} before)`}`;
    return long.length
        ? `tests that ran long: ${long.map(said).join(', ')}`
        : `its longest tests: ${timed.map(said).join(', ')}`;
}

// EXTERNAL MODULE: ./src/report/outputs/report.ts
var report = __webpack_require__(20349);
;// CONCATENATED MODULE: ./src/report/combination.ts















/** Tests of each kind the combined report lists at most: every leg's first ones, in the legs' order. */
const MAX_LISTED = 1000;
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
function combinationOf({ outcomes, legs, setting, deps, history }) {
    const counts = sumOf(outcomes.map((o) => o.leg.digest.counts));
    const tests = testsOf(outcomes, counts);
    const comparison = joinedComparison(outcomes);
    const notCompared = comparison
        ? undefined
        : (outcomes.find((o) => o.notCompared)?.notCompared ?? 'no leg reported');
    const missing = [...legs.unreported.map((u) => u.leg.name), ...legs.missing.map(placeText)];
    const title = titleOf(comparison, counts, outcomes.length, missing.length);
    const quarantine = (0,history_quarantine/* joinedQuarantine */.m2)(outcomes.map((o) => o.quarantine));
    const note = combinedNote(setting.evidence, counts, comparison ? { comparison } : { notCompared }, quarantine);
    const judgement = judgementOf(outcomes, missing, setting, { counts, quarantine, note });
    const sessions = legSessions(outcomes);
    // The legs first: the overview, and what did not report; then the comparison, as every report's, and
    // what the legs' sessions ran (each leg's own check compares its time with its base).
    const lead = [
        legsMarkdown(outcomes, legs, deps.job?.attempt ?? 1, history),
        comparison ? (0,comparison_text/* comparisonMarkdown */.vR)(comparison, deps.env) : (0,comparison_text/* notComparedMarkdown */.Cp)(notCompared ?? ''),
        ...outcomes
            .filter((o) => comparison && o.notCompared)
            .map((o) => `Not compared: ${(0,text_escape/* markdownText */.p7)(o.leg.name)}: ${(0,text_escape/* markdownText */.p7)(o.notCompared ?? '')}.`),
        (0,session_text/* sessionText */.a)(sessions?.time, { branch: 'the base branch' }, (0,text_form/* markdownForm */.Q)(deps.env)),
    ]
        .filter(Boolean)
        .join('\n\n');
    // The union of the legs' durations by name: what the next plan of legs weighs the tests by.
    const timed = outcomes.flatMap((o) => o.leg.digest.byName ?? []);
    const digest = (0,model/* digestOf */.ol)({
        counts,
        keys: tests.keys,
        failed: tests.failed,
        passedNamed: false,
        timing: {},
        ...(timed.length ? { byName: (0,by_name/* unionOf */.Z6)(timed) } : {}),
        ...(sessions ? { sessions: sessions.digest } : {}),
    });
    return {
        title,
        tests,
        compared: {
            digestText: (0,fitting/* writeDigest */.O)(digest).text,
            ...(sessions ? { sessions: sessions.time } : {}),
            ...(comparison ? { comparison } : { notCompared: notCompared ?? '' }),
            title,
            markdown: lead,
        },
        judgement,
        failure: failureOf(outcomes, missing, setting, { counts, note }),
        ...(quarantine ? { quarantine } : {}),
    };
}
/**
 * The legs' session time summed, from the digests of the legs that carry one; undefined when none
 * does. Stopped when a leg was stopped early.
 */
function legSessions(outcomes) {
    const timed = outcomes.flatMap((o) => (o.leg.digest.sessions ? [o.leg.digest] : []));
    if (!timed.length)
        return undefined;
    const sum = (key) => timed.reduce((n, d) => n + (d.sessions?.[key] ?? 0), 0);
    const digest = {
        vmMs: sum('vmMs'),
        deviceMs: sum('deviceMs'),
        retryMs: sum('retryMs'),
        ...(timed.some((d) => d.sessions?.stopped) ? { stopped: true } : {}),
    };
    const time = {
        vmSeconds: digest.vmMs / 1000,
        deviceSeconds: digest.deviceMs / 1000,
        retrySeconds: digest.retryMs / 1000,
        // A leg's digest keeps its time, not its sessions: its tests stand for them.
        sessions: timed.reduce((n, d) => n + d.counts.total, 0),
        untold: 0,
        untimed: 0,
    };
    return { time, digest };
}
/** The combined check's title: what changed, the counts over the legs, the legs that did not report. */
function titleOf(comparison, counts, reported, missing) {
    const changes = comparison ? (0,comparison_text/* changesLine */.a8)(comparison) : '';
    return ((changes ? `${changes}: ` : '') +
        (reported ? `${(0,report/* describeCounts */.wv)(counts)} in ${(0,wording/* plural */.LS)(reported, 'leg')}` : 'No leg reported') +
        (missing ? `; ${(0,wording/* plural */.LS)(missing, 'leg')} did not report` : ''));
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
        first: compared.flatMap((c) => c[kind].first).slice(0, compare/* MAX_NAMED_CHANGES */.r),
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
 * One note for the whole check, from the combined counts: what `fail-on` makes of every leg's failures
 * together (their comparisons joined, the failures their quarantine excused), said once. Each leg is
 * judged against its own base (`judgementOf`); a leg's own note counts that leg alone.
 */
function combinedNote(evidence, counts, compared, quarantine) {
    if (!counts.failed)
        return undefined;
    return (0,fail_on/* judge */.S4)(evidence, { conclusion: 'failure', counts }, compared, (0,history_quarantine/* excusedBy */.zV)(quarantine)).note;
}
/** A blocking leg that blocks for more than its failed tests: it did not finish, or nothing of it failed. */
const blocksUnfailed = (o) => o.judgement.conclusion !== 'failure' || !o.leg.digest.counts.failed;
/**
 * The combination's verdict: it fails when a leg's failures fail under `fail-on` (each leg against
 * its own base), a leg did not finish, a leg never reported (unless `allow-missing`), or none did. Its
 * note is the whole check's (`combinedNote`).
 */
function judgementOf(outcomes, missing, setting, combined) {
    const { counts, note } = combined;
    const blocking = outcomes.filter((o) => o.judgement.blocks);
    const missingBlocks = missing.length > 0 && !setting.allowMissing;
    const unfinished = blocking.find(blocksUnfailed);
    if (blocking.length || missingBlocks || !outcomes.length) {
        const why = unfinished?.judgement.note ?? (blocking.length ? note : undefined);
        return { conclusion: 'failure', blocks: true, ...(why ? { note: why } : {}) };
    }
    const notes = [
        note,
        missing.length
            ? `allow-missing is true, so ${(0,wording/* plural */.LS)(missing.length, 'leg')} that did not report ${missing.length === 1 ? 'does' : 'do'} not fail it`
            : undefined,
    ].filter(Boolean);
    // Failures quarantined in their legs fail nothing: the others leave the check neutral.
    const failed = counts.failed - (combined.quarantine?.failed.count ?? 0);
    const conclusion = failed ? 'neutral' : (0,report/* conclusionOf */.vu)({ ...counts, failed });
    return { conclusion, blocks: false, ...(notes.length ? { note: notes.join('; ') } : {}) };
}
/**
 * The one line that fails the step: what failed, in how many legs, and the whole check's note (one
 * level of parentheses at most); then the legs that did not report.
 */
function failureOf(outcomes, missing, setting, combined) {
    if (!outcomes.length && !missing.length)
        return 'No leg of this workflow run reported: nothing to combine (a job after a matrix needs `needs:` on the matrix job).';
    const { counts, note } = combined;
    const parts = [];
    const blocking = outcomes.filter((o) => o.judgement.blocks);
    if (blocking.length) {
        const failing = outcomes.filter((o) => o.leg.digest.counts.failed > 0).length;
        const unfinished = blocking.flatMap((o) => (blocksUnfailed(o) ? [o.judgement.note] : []));
        parts.push(counts.failed
            ? `${counts.failed} of ${counts.total} tests failed in ${(0,wording/* plural */.LS)(failing, 'leg')}${note ? `; ${note}` : ''}`
            : `${(0,wording/* plural */.LS)(blocking.length, 'leg')} failed`, ...unfinished.filter((n) => Boolean(n)));
    }
    if (missing.length && !setting.allowMissing)
        parts.push(`${(0,wording/* plural */.LS)(missing.length, 'leg')} did not report: ${missing.slice(0, 5).join('; ')}${missing.length > 5 ? `; and ${missing.length - 5} more` : ''}`);
    return `${parts.join('. ')}.`;
}

// EXTERNAL MODULE: ./src/report/comparing.ts + 1 modules
var comparing = __webpack_require__(89034);
// EXTERNAL MODULE: ./src/report/history/sorted-keys.ts
var sorted_keys = __webpack_require__(26629);
// EXTERNAL MODULE: ./src/report/outputs/check-run/progress.ts
var progress = __webpack_require__(60117);
// EXTERNAL MODULE: ./src/report/publish.ts + 4 modules
var publish = __webpack_require__(57594);
// EXTERNAL MODULE: ./src/report/quarantine-source.ts
var quarantine_source = __webpack_require__(79464);
// EXTERNAL MODULE: ./src/report/world/deps.ts
var world_deps = __webpack_require__(43715);
// EXTERNAL MODULE: ./src/report/world/environment.ts
var environment = __webpack_require__(90028);
;// CONCATENATED MODULE: ./src/report/combining.ts

















/**
 * One check over the legs of a matrix (actions/combine; docs/required-checks.md, "One check over a matrix"): the reports
 * our steps wrote in this workflow run, each compared with its own leg's base report, joined into one
 * report (combination.ts) whose check, summary and comment are made as every report's are (publish.ts).
 */
/**
 * Opens the combined check run (GitHub's answer names our app: only its check runs are legs), reads
 * the legs, compares each with its own base report, and publishes the combination. `onOpened` hears
 * of the check run the moment it exists, for the post step.
 */
async function combineReports(setting, deps, onOpened) {
    const { github, repository, headSha, job, log } = deps;
    const runId = job?.runId;
    const why = (0,environment/* whyNotCombinable */.Yx)(!!github, deps.env, () => deps.event);
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
    for (const line of legs.notCounted)
        log.info(`Not counted: ${line}.`);
    const { outcomes, history } = await compareLegs(legs, setting, deps, opened.app);
    const combination = combinationOf({ outcomes, legs, setting, deps, history });
    const published = await (0,publish.publishReport)({
        checkName: setting.checkName,
        externalId: `run-${runId}`,
        title: combination.title,
        tests: combination.tests,
        passedUnnamed: true,
        combines: true,
        openCheckRunId: opened.id,
        failedOnBase: (entry) => outcomes.some((o) => o.failedOnBase?.has(entry)),
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
        ...(combination.judgement.blocks
            ? {
                failure: combination.failure,
                failedBy: outcomes.some((o) => o.judgement.blocks) ? 'tests' : 'report',
            }
            : {}),
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
/**
 * Each reported leg against its own leg's report on the base, every base commit read once; and the
 * tests' durations those reports carry, together (what a sharded run's legs were predicted from).
 */
async function compareLegs(legs, setting, deps, app) {
    const reported = legs.reported.filter((l) => l.digest !== undefined);
    const names = reported.map((l) => l.name);
    const { bases, reads } = await (0,comparing.readBases)(setting.evidence.compare, names, deps, app);
    if (names.length)
        deps.log.info(`Base reports of ${(0,wording/* plural */.LS)(names.length, 'leg')}: ${(0,wording/* plural */.LS)(reads, 'read')}.`);
    const evidence = await withDecidedQuarantine(setting.evidence, reported, deps);
    const outcomes = [];
    const now = deps.now();
    for (const leg of reported)
        outcomes.push(await compareLeg(leg, bases.get(leg.name), evidence, now));
    const timed = [...bases.values()].flatMap((b) => 'digest' in b && b.digest.byName ? [b.digest.byName] : []);
    return { outcomes, ...(timed.length ? { history: (0,by_name/* unionOf */.Z6)(timed) } : {}) };
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
    const conclusion = unfinished ? leg.conclusion : (0,report/* conclusionOf */.vu)(counts);
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
            : (0,fail_on/* judge */.S4)(evidence, { conclusion, counts }, { notCompared: why }, (0,history_quarantine/* excusedBy */.zV)(quarantine));
        return { leg, failed, notCompared: why, judgement, ...(quarantine ? { quarantine } : {}) };
    }
    const comparison = await (0,compare/* compareWith */.G)(base, leg.digest, { failed, entries: async function* () { } });
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
        failedOnBase: new Set(failed.filter((e) => (0,sorted_keys/* includes */.mK)(base.digest.keys.failed, (0,compact/* testKey */.S8)(e)))),
        judgement: (0,fail_on/* judge */.S4)(evidence, { conclusion, counts }, { comparison }, (0,history_quarantine/* excusedBy */.zV)(quarantine)),
        ...(quarantine ? { quarantine } : {}),
    };
}
/** One quarantine list decides every leg: the base's, for a pull request's run (quarantine-source.ts). */
async function withDecidedQuarantine(evidence, reported, deps) {
    const counts = sumOf(reported.map((leg) => leg.digest.counts));
    const quarantine = await (0,quarantine_source/* decidedQuarantine */.L)(evidence.quarantine, counts, evidence.compare, deps);
    return { ...evidence, quarantine };
}


/***/ }),

/***/ 97997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ commandAnnotationsNote),
/* harmony export */   s: () => (/* binding */ annotateThroughCommands)
/* harmony export */ });
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34589);
/* harmony import */ var _check_run_check_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44636);



/**
 * Without a check run: error annotations through workflow commands for the first failed tests (the
 * runner shows only 10 per step), and one notice for the rest; then a notice per flaky test, as the
 * notices left room for.
 */
function annotateThroughCommands(failed, file, log, flaky = []) {
    for (const entry of failed.first.slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE)) {
        const excused = Boolean(failed.excused?.(entry));
        const a = (0,_check_run_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .annotationOf */ .lW)(entry, file, excused);
        (excused ? log.warning : log.error)(a.message, { title: a.title, file, startLine: 1 });
    }
    const rest = failed.count - _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE;
    for (const entry of flaky.slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE - (rest > 0 ? 1 : 0))) {
        const a = (0,_check_run_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .annotationOf */ .lW)(entry, file);
        log.notice(a.message, { title: a.title, file, startLine: 1 });
    }
    if (rest > 0) {
        log.notice(`${rest} more failed ${rest === 1 ? 'test is' : 'tests are'} not annotated here (GitHub shows ${_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE} error annotations per step): see the job summary.`, { title: `${rest} more failed tests`, file, startLine: 1 });
    }
}
/** What `annotateThroughCommands` annotates of `count` failed tests, for the job summary; empty for none. */
function commandAnnotationsNote(count) {
    if (!count)
        return '';
    if (count <= _world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE)
        return `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(count, 'failed test')} ${count === 1 ? 'is' : 'are'} annotated on this step instead.`;
    return `${_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE} of ${count} failed tests are annotated on this step instead: GitHub shows at most ${_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMAND_ANNOTATIONS */ .EE} error annotations per step.`;
}


/***/ }),

/***/ 61293:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ STEP_SUMMARY_LIMIT),
/* harmony export */   j: () => (/* binding */ writeJobSummary)
/* harmony export */ });
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42179);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34589);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25363);




/** What limits the job summary's size, as the note on a cut table says it. */
const STEP_SUMMARY_LIMIT = `GitHub holds at most ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBytes */ .z3)(_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_STEP_SUMMARY_BYTES */ .n4)} of a step's job summary`;
/**
 * Appends the report to the job summary, within what the step's summary may still hold; `footer` says
 * where the annotations are. A write problem is a warning. The summary is made well-formed where it is
 * written (`stepSummaryWriter`).
 */
async function writeJobSummary(report, place, deps) {
    try {
        // Strictly under the limit with the closing newline, counting what the step wrote before.
        const budget = _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_STEP_SUMMARY_BYTES */ .n4 - (await deps.summary.size()) - 2;
        const markdown = (0,_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .renderSummary */ .U)(report.input, report.tests, {
            conclusion: report.conclusion,
            counts: report.tests.counts,
            footer: place.footer,
            fullListAt: (0,_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .everyFailureAt */ .B)(place.annotated, report.tests.counts.failed, 'the check run'),
            sizeLimit: STEP_SUMMARY_LIMIT,
            budget,
            measure: _world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Bytes */ .dy,
        });
        if ((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Bytes */ .dy)(markdown) > budget) {
            deps.log.warning('The job summary is already full: this report was left out of it.');
            return;
        }
        await deps.summary.append(`${markdown}\n`);
    }
    catch (error) {
        deps.log.warning(`Could not write the job summary: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}`);
    }
}


/***/ }),

/***/ 25363:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ everyFailureAt),
/* harmony export */   U: () => (/* binding */ renderSummary)
/* harmony export */ });
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _history_comparison_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23930);
/* harmony import */ var _value_links_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74353);
/* harmony import */ var _value_table_row_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77505);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34589);





const ICON = {
    success: '\u2705',
    failure: '\u274c',
    neutral: '\u26aa',
    cancelled: '\u23f9\ufe0f',
    timed_out: '\u23f1\ufe0f',
};
/**
 * The report as markdown within a size budget: heading, counts, a table of failed tests, a table of
 * tests whose outcome is unknown (each row with its recordings' links), thumbnails of the last
 * screenshots of the first failed tests, the caller's details and the footer. Rows that do not fit,
 * or that the report does not list, are left out and a note says how many (of the counts) and where
 * to find them; thumbnails take only what is left.
 */
function renderSummary(input, tests, options) {
    const { counts, measure } = options;
    // The Flaky and Stopped columns only when a test was: a report without them reads as it always did.
    const flaky = counts.flaky ? [' Flaky |', '---:|', ` ${counts.flaky} |`] : ['', '', ''];
    const halted = input.stopped?.tests.length ?? 0;
    const stopped = halted ? [' Stopped |', '---:|', ` ${halted} |`] : ['', '', ''];
    const heading = `## ${ICON[options.conclusion]} ${cell(input.checkName, 200)}: ${cell(input.title, 255)}\n\n` +
        `| Total | Passed | Failed | Unknown |${flaky[0]}${stopped[0]}\n|---:|---:|---:|---:|${flaky[1]}${stopped[1]}\n` +
        `| ${counts.total + halted} | ${counts.passed} | ${counts.failed} | ${counts.unknown} |${flaky[2]}${stopped[2]}\n`;
    const footer = `\n${options.footer}\n`;
    let room = options.budget - measure(heading) - measure(footer);
    // The comparison leads, within a quarter of the room: it names at most a few tests of each kind.
    const lead = input.lead
        ? (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .cutTo */ .yd)(`\n${input.lead.trim()}\n`, Math.max(0, Math.floor(room / 4)), measure)
        : '';
    room -= measure(lead);
    // Details share the room with the tables, at most half of it, so failed tests are never crowded out.
    const details = input.details?.trim()
        ? (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .cutTo */ .yd)(`\n${input.details.trim()}\n`, Math.max(0, Math.floor(room / 2)), measure)
        : '';
    room -= measure(details);
    const tables = [];
    for (const [outcome, title] of [
        ['failed', 'Failed tests'],
        ['unknown', 'Tests with an unknown outcome'],
        ['flaky', '\u26a0\ufe0f Flaky tests: failed, then passed on a retry'],
    ]) {
        const listed = { title, entries: tests[outcome], total: counts[outcome], linked: tests.linked[outcome] };
        if (!listed.entries.length)
            continue;
        const table = fitTable(listed, room, options, input.quarantine);
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
        .flatMap((e) => (0,_value_links_js__WEBPACK_IMPORTED_MODULE_2__/* .thumbnail */ .xn)(e, cell(e.name, _value_table_row_js__WEBPACK_IMPORTED_MODULE_3__/* .CELL_CHARS */ .JH.name)) ?? [])
        .slice(0, _world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_THUMBNAILS */ .Hq);
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
function fitTable(listed, room, options, quarantine) {
    const { measure } = options;
    const { title, entries, total, linked } = listed;
    const elsewhere = entries[0]?.outcome === 'failed' ? options.fullListAt : EVERY_TEST_ON_DASHBOARD;
    // Links before the message: a message of any length then never pushes them out of sight.
    const head = `\n### ${title}\n\n| Test | Browser or device | Platform |${linked ? ' Links |' : ''} Message |\n` +
        `|---|---|---|${linked ? '---|' : ''}---|\n`;
    const expiry = linked ? `\n_${options.linksNote ?? _value_links_js__WEBPACK_IMPORTED_MODULE_2__/* .LINKS_EXPIRE_NOTE */ .Be}_\n` : '';
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
        const row = (0,_value_table_row_js__WEBPACK_IMPORTED_MODULE_3__/* .tableRow */ .jD)(e, linked, quarantine?.excuses(e) ? _history_comparison_text_js__WEBPACK_IMPORTED_MODULE_1__/* .QUARANTINED_MARK */ .DH : undefined);
        rows.push(row);
        sizes.push(measure(row));
        size += sizes.at(-1) ?? 0;
    }
    if (rows.length === total && size <= rowsRoom)
        return head + rows.join('') + expiry;
    // Not everything fits: keep room for the note, then as many rows as fit. The rows the report
    // does not list would not have fit either (src/report/value/reader.ts keeps every row that could).
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
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCell */ .UZ)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(value), max));
}


/***/ }),

/***/ 86594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bg: () => (/* binding */ openInPlace),
/* harmony export */   S8: () => (/* binding */ FileWriter),
/* harmony export */   a1: () => (/* binding */ writeInPlace),
/* harmony export */   wZ: () => (/* binding */ makeFolders)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_3__);




/**
 * Opens a file to be written where it was asked and nowhere else, whatever a pull request committed
 * there: the data goes to a new file beside the target, created exclusively (never an existing file
 * or link), which `commit` then renames into place. A symbolic link at the target is so replaced,
 * never written through, and a folder on the way below `under` that is a link is refused.
 */
async function openInPlace(target, options = {}) {
    await makeFolders((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), options.under ?? process.cwd());
    const part = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(target)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.part`);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(part, 'wx');
    const writer = new FileWriter(handle);
    let isOpen = true;
    const close = async () => {
        if (isOpen)
            await handle.close();
        isOpen = false;
    };
    return {
        write: async (data) => {
            options.signal?.throwIfAborted();
            await writer.write(data);
        },
        commit: async () => {
            await close();
            await renameOver(part, target);
        },
        abort: async () => {
            await close().catch(() => undefined);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(part, { force: true });
        },
    };
}
/**
 * Waits between tries of a rename over a file another program holds open on Windows (a virus scanner
 * or an indexer reading the new report: EPERM, EBUSY or EACCES), about 3 s in all, as npm's
 * graceful-fs does for longer. Elsewhere those errors do not pass with time and end the first try.
 */
const RENAME_WAITS_MS = [50, 100, 200, 400, 800, 1_500];
const HELD_OPEN = new Set(['EPERM', 'EBUSY', 'EACCES']);
async function renameOver(from, to) {
    for (const wait of process.platform === 'win32' ? RENAME_WAITS_MS : []) {
        try {
            return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(from, to);
        }
        catch (error) {
            if (!HELD_OPEN.has(error.code ?? ''))
                throw error;
        }
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_3__.setTimeout)(wait);
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(from, to);
}
/**
 * Writes to an open file, text through one buffer it keeps: writing a file in many pieces then
 * allocates nothing per piece (memory the runtime would hold on to once freed).
 */
class FileWriter {
    handle;
    scratch = Buffer.alloc(0);
    constructor(handle) {
        this.handle = handle;
    }
    /** Writes bytes, text, or pieces of text in order (never joined into one string first). */
    async write(data) {
        let bytes = data;
        if (!(data instanceof Uint8Array)) {
            const pieces = typeof data === 'string' ? [data] : data;
            let size = 0;
            for (const piece of pieces)
                size += Buffer.byteLength(piece);
            if (this.scratch.length < size)
                this.scratch = Buffer.allocUnsafe(Math.max(size, this.scratch.length * 2));
            let at = 0;
            for (const piece of pieces)
                at += this.scratch.write(piece, at);
            bytes = this.scratch.subarray(0, at);
        }
        for (let at = 0; at < bytes.length;) {
            const { bytesWritten } = await this.handle.write(bytes, at, bytes.length - at);
            at += bytesWritten;
        }
    }
}
/** Writes a whole file in place (`openInPlace`), from text or from chunks as they come. */
async function writeInPlace(target, data, options = {}) {
    const file = await openInPlace(target, options);
    try {
        if (typeof data === 'string')
            await file.write(data);
        else
            for await (const chunk of data)
                await file.write(chunk);
        await file.commit();
    }
    catch (error) {
        await file.abort();
        throw error;
    }
}
/** The folders of a file: below `under`, each made or found as a real folder; elsewhere, just made. */
async function makeFolders(folder, under) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(under, folder);
    if (path === '..' || path.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(path)) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(folder, { recursive: true });
        return;
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(under, { recursive: true });
    let at = under;
    for (const name of path.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).filter(Boolean)) {
        at = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(at, name);
        await folderInPlace(at);
    }
}
/** A folder made if missing; refused if it is a symbolic link (or no folder). */
async function folderInPlace(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(path);
    }
    catch (error) {
        if (error.code !== 'EEXIST')
            throw error;
    }
    const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path);
    if (found.isSymbolicLink())
        throw new Error(`${path} is a symbolic link, which is not followed`);
    if (!found.isDirectory())
        throw new Error(`${path} is not a folder`);
}


/***/ })

};
