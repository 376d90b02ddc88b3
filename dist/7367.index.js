export const id = 7367;
export const ids = [7367];
export const modules = {

/***/ 39897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JM: () => (/* binding */ CHECK_BASE),
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   c4: () => (/* binding */ STATE),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS),
/* harmony export */   rY: () => (/* binding */ reportOutputs)
/* harmony export */ });
/* harmony import */ var _report_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22822);
/* harmony import */ var _report_step_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36898);


const ACTION = 'annotate-build';
/** The default check name's base; the job's key and matrix leg follow it. */
const CHECK_BASE = 'Cloud tests';
const INPUTS = {
    build: 'build',
    checkName: 'check-name',
    failOnFailure: 'fail-on-failure',
    waitSeconds: 'wait-seconds',
    githubToken: 'github-token',
    ..._report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q,
};
const INPUT_NAMES = Object.values(INPUTS);
/**
 * What main leaves for post, each saved the moment it is known: the check run's name and reference;
 * then the report's session saves (REPORTING_STATE) whether main reported (or said why it could not)
 * or was cancelled first. A post step finding neither makes the check run, so a required check never
 * waits with nothing said.
 */
const STATE = {
    checkName: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.checkName,
    externalId: 'external-id',
};
const OUTPUTS = {
    total: 'total',
    passed: 'passed',
    failed: 'failed',
    unknown: 'unknown',
    conclusion: 'conclusion',
    checkRunId: 'check-run-id',
    checkRunUrl: 'check-run-url',
    ..._report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_OUTPUTS */ .ov,
};
/** A report's outputs: its counts, its check run's conclusion and address, and the evidence's. */
function reportOutputs(result) {
    const { counts } = result;
    return {
        [OUTPUTS.total]: String(counts.total),
        [OUTPUTS.passed]: String(counts.passed),
        [OUTPUTS.failed]: String(counts.failed),
        [OUTPUTS.unknown]: String(counts.unknown),
        [OUTPUTS.conclusion]: result.conclusion,
        [OUTPUTS.checkRunId]: result.checkRunId === undefined ? '' : String(result.checkRunId),
        [OUTPUTS.checkRunUrl]: result.checkRunUrl ?? '',
        ...(0,_report_step_state_js__WEBPACK_IMPORTED_MODULE_1__/* .reportingOutputs */ .DN)({ ...result, flaky: counts.flaky }),
    };
}


/***/ }),

/***/ 985:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   c4: () => (/* binding */ STATE),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   nV: () => (/* binding */ DEFAULT_CHECK_NAME),
/* harmony export */   py: () => (/* binding */ OUTPUTS)
/* harmony export */ });
/* harmony import */ var _report_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22822);
/* harmony import */ var _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39897);


const ACTION = 'combine';
/** The default name of the combined check: one stable name over the whole matrix. */
const DEFAULT_CHECK_NAME = 'Cloud tests';
const INPUTS = {
    checkName: 'check-name',
    allowMissing: 'allow-missing',
    githubToken: 'github-token',
    prComment: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.prComment,
    compare: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.compare,
    failOn: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.failOn,
    failOnFlaky: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.failOnFlaky,
    failOnEmpty: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.failOnEmpty,
    failOnUnknown: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.failOnUnknown,
    quarantine: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.quarantine,
    autoQuarantine: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_INPUTS */ .$Q.autoQuarantine,
};
const INPUT_NAMES = Object.values(INPUTS);
/** annotate-build's outputs but for the files it writes, and the legs joined and missed. */
const OUTPUTS = {
    total: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.total,
    passed: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.passed,
    failed: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.failed,
    unknown: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.unknown,
    flaky: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.flaky,
    newFailures: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.newFailures,
    fixed: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.fixed,
    comparedTo: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.comparedTo,
    quarantined: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.quarantined,
    conclusion: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.conclusion,
    checkRunId: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.checkRunId,
    checkRunUrl: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.checkRunUrl,
    vmSeconds: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.vmSeconds,
    deviceSeconds: _annotate_build_names_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUTS */ .py.deviceSeconds,
    legs: 'legs',
    missing: 'missing',
};
/**
 * What main leaves for post: the check run's name, then the one it opened in progress; whether it
 * reported (or said why it could not) or was cancelled first, the report's session saves
 * (REPORTING_STATE).
 */
const STATE = {
    checkName: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.checkName,
    checkRunId: _report_names_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORTING_STATE */ .Pu.checkRunId,
};


/***/ }),

/***/ 7367:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mI: () => (/* binding */ PlanSettingsSchema),
/* harmony export */   xd: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* unused harmony export planShape */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55491);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(88532);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(12291);
/* harmony import */ var _shard_capacity_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(24006);
/* harmony import */ var _shard_plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54052);
/* harmony import */ var _shard_test_list_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17744);







/** `auto` (or empty) or a number of legs a matrix can make. */
const legsSetting = () => zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
    .optional()
    .transform((v, ctx) => {
    const text = v?.trim() ?? '';
    if (!text || text === 'auto')
        return 'auto';
    const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > _shard_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_LEGS */ .b) {
        ctx.addIssue({
            code: 'custom',
            message: `must be auto or a whole number from 1 to ${_shard_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_LEGS */ .b}, got "${text}"`,
        });
        return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
    }
    return n;
});
/** The inputs that size the legs, which the command's flags of the same names read too. */
const planShape = {
    [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.legs]: legsSetting(),
    [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.targetMinutes]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .wholeNumber */ .rD)({ min: 1, max: 1440, default: 10, unit: 'minutes' }),
    [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.maxLegs]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .wholeNumber */ .rD)({ min: 1, max: _shard_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_LEGS */ .b, default: 20 }),
    [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.capacity]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .oneOf */ .yL)(_shard_capacity_js__WEBPACK_IMPORTED_MODULE_7__/* .CAPACITY_SETTINGS */ .R, 'vms'),
    [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.sessionsPerLeg]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .wholeNumber */ .rD)({ min: 1, max: 1000, default: 1 }),
};
const settingsOf = (raw) => ({
    plan: {
        legs: raw[_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.legs],
        targetMinutes: raw[_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.targetMinutes],
        maxLegs: raw[_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.maxLegs],
        sessionsPerLeg: raw[_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.sessionsPerLeg],
    },
    capacity: raw[_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.capacity],
});
/** The inputs that size the legs alone, as the command's flags give them. */
const PlanSettingsSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc(planShape).transform(settingsOf);
/** The tests input, read now (a file of the workspace, or the names): a list that is none fails the step. */
const testsInput = () => (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .requiredText */ .$4)().transform((text, ctx) => {
    const workspace = process.env.GITHUB_WORKSPACE?.trim() || process.cwd();
    try {
        return (0,_shard_test_list_js__WEBPACK_IMPORTED_MODULE_2__/* .readTestsInput */ .c)(text, workspace);
    }
    catch (error) {
        ctx.addIssue({ code: 'custom', message: `cannot be split: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}` });
        return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
    }
});
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.tests]: testsInput(),
    ...planShape,
    [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.checkName]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.githubToken]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .optionalText */ .mR)(),
})
    .transform((raw) => ({
    tests: raw[_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.tests],
    ...settingsOf(raw),
    checkName: raw[_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.checkName] ?? _names_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_CHECK_NAME */ .nV,
    githubToken: raw[_names_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.githubToken],
}));


/***/ }),

/***/ 17744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   nV: () => (/* reexport safe */ _combine_names_js__WEBPACK_IMPORTED_MODULE_0__.nV),
/* harmony export */   py: () => (/* binding */ OUTPUTS),
/* harmony export */   sk: () => (/* binding */ PLAN_INPUT_NAMES)
/* harmony export */ });
/* harmony import */ var _combine_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(985);

const ACTION = 'shard';
/** Whose base reports time the tests: by default the one check combine makes over the legs. */

const INPUTS = {
    tests: 'tests',
    legs: 'legs',
    targetMinutes: 'target-minutes',
    maxLegs: 'max-legs',
    capacity: 'capacity',
    sessionsPerLeg: 'sessions-per-leg',
    checkName: 'check-name',
    githubToken: 'github-token',
};
const INPUT_NAMES = Object.values(INPUTS);
/** The inputs that size the legs, which `cloudtest shard` takes as flags of the same names. */
const PLAN_INPUT_NAMES = [
    INPUTS.legs,
    INPUTS.targetMinutes,
    INPUTS.maxLegs,
    INPUTS.capacity,
    INPUTS.sessionsPerLeg,
];
const OUTPUTS = {
    matrix: 'matrix',
    legs: 'legs',
    predictedSeconds: 'predicted-seconds',
    untimed: 'untimed',
};


/***/ }),

/***/ 24006:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ CAPACITY_SETTINGS),
/* harmony export */   d: () => (/* binding */ legsRunAtOnce)
/* harmony export */ });
/** What the legs are sized against: a kind of the team's sessions, or nothing (`capacity: none`). */
const CAPACITY_SETTINGS = ['vms', 'physical', 'none'];
/** The most legs the sessions run at once, `perLeg` each: at least one, so a plan always has a leg. */
const legsRunAtOnce = (sessions, perLeg) => Math.max(1, Math.floor(sessions.free / perLeg));


/***/ }),

/***/ 38229:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l0: () => (/* binding */ baseDurations),
/* harmony export */   mY: () => (/* binding */ historyDurations),
/* harmony export */   pc: () => (/* binding */ durationMs)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72487);
/* harmony import */ var _report_session_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63001);



/** The longest duration taken as it is: a longer one (a week) is a record gone wrong, not a test. */
const MAX_TEST_SECONDS = 7 * 24 * 3600;
/** A duration the plan can use, in whole milliseconds; undefined for one that is not a duration. */
function durationMs(seconds) {
    if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0 || seconds > MAX_TEST_SECONDS)
        return undefined;
    return Math.round(seconds * 1000);
}
/**
 * The durations the base's report of the check carries, found as the comparison finds its base and
 * read through the report's door (docs/sharding.md, "Where the durations come from").
 */
const baseDurations = ({ tests, checkName, githubToken }, ctx) => (0,_report_session_js__WEBPACK_IMPORTED_MODULE_2__.reportSession)(ctx, { checkName, githubToken }).readDurations(tests);
/** The most of a history file read: a digest is never longer (a longer file is refused as one). */
const MAX_HISTORY_CHARS = 65_536;
/**
 * The durations the history file of `cloudtest report --history` holds (`shown` as the flag gave it,
 * `path` resolved): a missing file is a branch's first run.
 */
async function historyDurations(shown, path, tests) {
    try {
        if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).isFile())
            return { none: `${shown} is not a file` };
    }
    catch {
        return { none: `${shown} holds no history yet` };
    }
    let text;
    try {
        const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'r');
        try {
            const buffer = Buffer.alloc(MAX_HISTORY_CHARS);
            const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
            text = buffer.toString('utf8', 0, bytesRead);
        }
        finally {
            await file.close();
        }
    }
    catch (error) {
        return { none: `${shown} could not be read (${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__.messageOf)(error)})` };
    }
    return (0,_report_session_js__WEBPACK_IMPORTED_MODULE_2__/* .durationsInDigest */ .T$)(text, tests, shown);
}


/***/ }),

/***/ 54052:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ MAX_LEGS),
  t: () => (/* binding */ planShards)
});

// EXTERNAL MODULE: ./src/shard/capacity.ts
var shard_capacity = __webpack_require__(24006);
// EXTERNAL MODULE: ./src/shard/durations.ts
var shard_durations = __webpack_require__(38229);
;// CONCATENATED MODULE: ./src/shard/partition.ts
/**
 * Longest-processing-time first: the tests taken longest first, each given to the leg with the least
 * time so far. Weights are whole milliseconds, so every sum is exact and the same on any machine; ties
 * are broken the same way everywhere (by name between tests, by fewer tests and then the lower number
 * between legs), so the same inputs give the same legs. Its slowest leg is within 4/3 \u2212 1/(3\u00b7legs) of
 * the best split's (Graham, 1969).
 */
/** Tests in the order they are given to legs: longest first, then by name (UTF-16 order, no locale). */
function longestFirst(names, weights) {
    const order = Int32Array.from(names.keys());
    return order.sort((a, b) => {
        const byWeight = weights[b] - weights[a];
        if (byWeight)
            return byWeight;
        const [x, y] = [names[a], names[b]];
        return x < y ? -1 : x > y ? 1 : a - b;
    });
}
/**
 * Gives each test of `order` (longestFirst's) to the leg with the least time so far, the one with fewer
 * tests on a tie (so tests of no weight still spread: no leg is left empty while another has two), then
 * the lower number. A binary heap of the legs makes it O(tests \u00b7 log legs).
 */
function partition(order, weights, legs) {
    const legOf = new Uint16Array(order.length);
    const sums = new Float64Array(legs);
    const counts = new Int32Array(legs);
    const longest = new Float64Array(legs);
    const heap = Int32Array.from({ length: legs }, (_, i) => i);
    const before = (a, b) => sums[a] < sums[b] ||
        (sums[a] === sums[b] && (counts[a] < counts[b] || (counts[a] === counts[b] && a < b)));
    for (const test of order) {
        const leg = heap[0];
        const weight = weights[test];
        legOf[test] = leg;
        sums[leg] += weight;
        counts[leg] += 1;
        if (weight > longest[leg])
            longest[leg] = weight;
        siftDown(heap, before);
    }
    return { legs, legOf, sums, counts, longest };
}
/** Moves the heap's first leg down to its place after its sum grew. */
function siftDown(heap, before) {
    const size = heap.length;
    let at = 0;
    for (;;) {
        const left = 2 * at + 1;
        if (left >= size)
            return;
        const right = left + 1;
        const child = right < size && before(heap[right], heap[left]) ? right : left;
        if (!before(heap[child], heap[at]))
            return;
        [heap[at], heap[child]] = [heap[child], heap[at]];
        at = child;
    }
}
/**
 * The same tests split by count in the order given: leg k holds the k-th run of about tests/legs. What
 * the plan falls back on when a partition it made failed its check.
 */
function byCount(tests, weights, legs) {
    const legOf = new Uint16Array(tests);
    const sums = new Float64Array(legs);
    const counts = new Int32Array(legs);
    const longest = new Float64Array(legs);
    for (let test = 0; test < tests; test++) {
        const leg = Math.floor((test * legs) / tests);
        const weight = weights[test];
        legOf[test] = leg;
        sums[leg] += weight;
        counts[leg] += 1;
        if (weight > longest[leg])
            longest[leg] = weight;
    }
    return { legs, legOf, sums, counts, longest };
}
/**
 * What is wrong with a partition of `tests` tests, if anything: a test in no leg or a leg past the
 * last, a leg's count that is not its tests', an empty leg. Each test has one leg by construction
 * (`legOf`), so "once" is checked as every count adding up.
 */
function partitionProblem(tests, split) {
    if (split.legOf.length !== tests)
        return `${split.legOf.length} tests placed of ${tests}`;
    const counted = new Int32Array(split.legs);
    for (const leg of split.legOf) {
        if (leg >= split.legs)
            return `a test placed in leg ${leg + 1} of ${split.legs}`;
        counted[leg] += 1;
    }
    for (let leg = 0; leg < split.legs; leg++) {
        if (counted[leg] !== split.counts[leg])
            return `leg ${leg + 1} counts ${split.counts[leg]} tests, holds ${counted[leg]}`;
        if (!counted[leg])
            return `leg ${leg + 1} is empty`;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/shard/plan.ts



/** The most legs a plan has: a matrix makes at most 256 jobs (docs/github-facts.md). */
const MAX_LEGS = 256;
/**
 * The plan: the tests weighed (each its duration, an untimed one the median of the known ones; each
 * the same when none is known), as many legs as the settings ask for, the tests given to them longest
 * first (partition.ts) and the partition checked before it is given back. Pure: the same request gives
 * the same plan.
 */
function planShards(request) {
    const { tests } = request;
    if (!tests.length)
        throw new RangeError('no tests to plan');
    const { weights, untimed, medianMs } = weigh(tests, request.durations);
    const timed = medianMs !== undefined;
    const order = longestFirst(tests, weights);
    const { split: planned, choice } = chooseLegs(request, order, weights, timed);
    const problem = partitionProblem(tests.length, planned);
    const split = problem ? byCount(tests.length, weights, planned.legs) : planned;
    const perLeg = request.sessionsPerLeg;
    const predicted = (leg) => Math.max(split.sums[leg] / perLeg, split.longest[leg]);
    const legs = Array.from({ length: split.legs }, (_, leg) => ({
        leg: leg + 1,
        tests: [],
        predictedMs: timed ? predicted(leg) : undefined,
    }));
    for (let test = 0; test < tests.length; test++)
        legs[split.legOf[test]].tests.push(tests[test]);
    return {
        legs,
        tests: tests.length,
        untimed,
        medianMs,
        durations: request.durations,
        capacity: request.capacity,
        settings: {
            legs: request.legs,
            targetMinutes: request.targetMinutes,
            maxLegs: request.maxLegs,
            sessionsPerLeg: perLeg,
        },
        choice,
        timing: timed ? timingOf(split, weights, perLeg, predicted) : undefined,
        ...(problem ? { fellBack: problem } : {}),
    };
}
/**
 * Each test's weight in whole milliseconds: its duration, or the median of the known durations of the
 * listed tests; each 1 when none is known, so the legs are split by count.
 */
function weigh(tests, durations) {
    const weights = new Float64Array(tests.length).fill(Number.NaN);
    let known = 0;
    if ('seconds' in durations) {
        for (let test = 0; test < tests.length; test++) {
            const ms = (0,shard_durations/* durationMs */.pc)(durations.seconds.get(tests[test]));
            if (ms === undefined)
                continue;
            weights[test] = ms;
            known++;
        }
    }
    if (!known)
        return { weights: weights.fill(1), untimed: tests.length, medianMs: undefined };
    const medianMs = median(weights.filter((w) => !Number.isNaN(w)));
    for (let test = 0; test < tests.length; test++)
        if (Number.isNaN(weights[test]))
            weights[test] = medianMs;
    return { weights, untimed: tests.length - known, medianMs };
}
/** The median in whole milliseconds (the mean of the middle two, rounded, for an even count). */
function median(values) {
    const sorted = values.sort();
    const middle = sorted.length >> 1;
    return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}
/** The slowest leg's predicted time, the mean leg's, and the bound no split of the tests beats. */
function timingOf(split, weights, perLeg, predicted) {
    let slowestMs = 0;
    let sumMs = 0;
    for (let leg = 0; leg < split.legs; leg++) {
        slowestMs = Math.max(slowestMs, predicted(leg));
        sumMs += predicted(leg);
    }
    let total = 0;
    let longest = 0;
    for (const weight of weights) {
        total += weight;
        longest = Math.max(longest, weight);
    }
    return {
        slowestMs,
        meanMs: sumMs / split.legs,
        lowerBoundMs: Math.max(total / perLeg / split.legs, longest),
    };
}
/** The slowest leg's predicted time: its sum over the leg's sessions, never under its longest test. */
function slowestOf(split, perLeg) {
    let slowest = 0;
    for (let leg = 0; leg < split.legs; leg++)
        slowest = Math.max(slowest, split.sums[leg] / perLeg, split.longest[leg]);
    return slowest;
}
/** How many legs, and the tests given to them. */
function chooseLegs(request, order, weights, timed) {
    const tests = order.length;
    if (request.legs !== 'auto') {
        const legs = Math.min(request.legs, tests);
        return { split: partition(order, weights, legs), choice: { by: 'number', asked: request.legs } };
    }
    const { cap, limit } = capOf(request, tests);
    if (!timed)
        return { split: partition(order, weights, cap), choice: { by: 'count', limit } };
    const targetMs = request.targetMinutes * 60_000;
    let total = 0;
    for (const weight of weights)
        total += weight;
    const longestMs = weights[order[0]];
    const goal = Math.max(targetMs, longestMs);
    const perLeg = request.sessionsPerLeg;
    // No fewer legs can reach the goal: the slowest leg takes at least the mean.
    const fewest = Math.min(cap, Math.max(1, Math.ceil(total / perLeg / goal)));
    const search = { order, weights, perLeg, goal };
    const found = fewestWithin(search, fewest, cap);
    if (found.reached)
        return {
            split: found.split,
            choice: longestMs > targetMs ? { by: 'longest', targetMs, longestMs } : { by: 'target', targetMs },
        };
    // Out of reach within the cap: how many legs would reach it, were the cap the only one in the way.
    const uncapped = Math.min(request.maxLegs, tests, MAX_LEGS);
    const beyond = limit === 'capacity' ? fewestWithin(search, cap + 1, uncapped) : undefined;
    return {
        split: found.split,
        choice: { by: 'limit', limit, targetMs, ...(beyond?.reached ? { within: beyond.split.legs } : {}) },
    };
}
/**
 * The fewest legs from `from` to `to` whose slowest leg is within `goal`; when none is, the legs of that
 * range with the least slowest leg (the fewest of them on a tie).
 */
function fewestWithin({ order, weights, perLeg, goal }, from, to) {
    let best;
    for (let legs = from; legs <= to; legs++) {
        const split = partition(order, weights, legs);
        const slowest = slowestOf(split, perLeg);
        if (slowest <= goal)
            return { split, reached: true };
        if (!best || slowest < best.slowest)
            best = { split, slowest };
    }
    // The callers' ranges are never empty (`from` \u2264 `to`).
    return { split: best.split, reached: false };
}
/** The most legs `auto` may plan, and what holds it there. */
function capOf(request, tests) {
    const { capacity } = request;
    const atOnce = 'free' in capacity ? (0,shard_capacity/* legsRunAtOnce */.d)(capacity, request.sessionsPerLeg) : Infinity;
    const maxLegs = Math.min(request.maxLegs, MAX_LEGS);
    const cap = Math.min(maxLegs, tests, atOnce);
    if (atOnce < Math.min(maxLegs, tests))
        return { cap, limit: 'capacity' };
    return { cap, limit: tests < maxLegs ? 'tests' : 'max-legs' };
}


/***/ }),

/***/ 75:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XD: () => (/* binding */ TestListError),
/* harmony export */   c: () => (/* binding */ readTestsInput),
/* harmony export */   jq: () => (/* binding */ readTestFile),
/* harmony export */   lj: () => (/* binding */ listLine)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);



/** More names than this is no list of tests of one suite; more bytes, no list of names. */
const MAX_TESTS = 100_000;
const MAX_TEST_LIST_BYTES = 16 * 1024 * 1024;
/** A list that cannot be split: no names, too many, a file that is not there. One line, naming the file. */
class TestListError extends Error {
    name = 'TestListError';
}
/** The names of a list's text; `from` names it in messages. */
function testListOf(text, from) {
    const seen = new Set();
    let repeated = 0;
    for (const line of text.replace(/^\uFEFF/, '').split(/\r?\n|\r/)) {
        const name = line.trim();
        if (!name)
            continue;
        if (seen.has(name))
            repeated++;
        else
            seen.add(name);
        if (seen.size > MAX_TESTS)
            throw new TestListError(`${from} holds more than ${MAX_TESTS} test names`);
    }
    if (!seen.size)
        throw new TestListError(`${from} holds no test names (one a line)`);
    return { names: [...seen], repeated, from };
}
/** The names the file holds; `given` is the path as the user wrote it, relative to `base`. */
function readTestFile(given, base) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(given) ? given : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(base, given);
    let size;
    try {
        const found = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
        if (!found.isFile())
            throw new TestListError(`${given} is not a file`);
        size = found.size;
    }
    catch (error) {
        if (error instanceof TestListError)
            throw error;
        throw new TestListError(`found no file ${given} (relative to ${base})`);
    }
    if (size > MAX_TEST_LIST_BYTES)
        throw new TestListError(`${given} holds ${size} bytes, more than ${MAX_TEST_LIST_BYTES}`);
    return testListOf((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'), given);
}
/**
 * The `tests` input: one line that names a file of the workspace is that file's list; anything else
 * (several lines, or one that names no file) is the names themselves.
 */
function readTestsInput(value, workspace) {
    const text = value.trim();
    if (!/[\r\n]/.test(text)) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(text) ? text : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace, text);
        let isFile = false;
        try {
            isFile = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isFile();
        }
        catch {
            // No such file: the line is a test's name.
        }
        if (isFile)
            return readTestFile(text, workspace);
    }
    return testListOf(text, 'the input');
}
/** "212 tests from tests.txt (3 repeated names left out)". */
function listLine(list) {
    const repeats = list.repeated ? ` (${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(list.repeated, 'repeated name')} left out)` : '';
    return `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(list.names.length, 'test')} to split from ${list.from}${repeats}.`;
}


/***/ })

};
