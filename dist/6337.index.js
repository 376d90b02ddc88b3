export const id = 6337;
export const ids = [6337];
export const modules = {

/***/ 36337:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ baseOfDigest),
/* harmony export */   U: () => (/* binding */ readBaseReport)
/* harmony export */ });
/* harmony import */ var _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35504);
/* harmony import */ var _world_commit_sha_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(76395);
/* harmony import */ var _world_github_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69292);
/* harmony import */ var _world_leg_mark_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1003);
/* harmony import */ var _digest_codec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34587);
/* harmony import */ var _digest_model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97843);
/* harmony import */ var _own_app_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(93931);
/* harmony import */ var _trust_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5859);
/* harmony import */ var _commit_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(130);









/** Reports of our app on one commit read at most, newest first, in search of a trusted one. */
const MAX_REPORTS_TRIED = 5;
/** Why no report can be trusted before this step's own check run names our app. */
const NO_OWN_APP = "this step wrote no check run of its own, so the app whose reports are ours is not known (an earlier report is trusted only from the app that writes this step's check run)";
/**
 * The digest of the newest trusted check run named `checkName` on `base`: one request lists every run
 * of the name on the commit (`filter=all`: every app's, every attempt's), so a newer report of
 * another app or another workflow hides none of ours; then, newest first, our completed reports are
 * read until one is trusted, each costing a read of the workflow run its digest names (two for a
 * `workflow_run` run; one is the usual case). A report still in progress is passed over, said so.
 * Where the base may look back and has no such run, or only one in progress, the commits before it
 * are listed (one request) and each looked at in turn, up to LOOK_BACK_COMMITS. With no commit but a
 * branch, the branch's newest commits are listed first and looked at from its head.
 */
async function readBaseReport(base, lookup) {
    const counted = { requests: 0 };
    const at = { branch: base.branch, ...(base.basis ? { basis: base.basis } : {}) };
    const read = async (sha) => {
        counted.requests++;
        const runs = (await checkRunsOn(sha, lookup)).filter((r) => !ofRun(r, base.notOfRun));
        if (!runs.length)
            return undefined;
        if (lookup.forTimings)
            return newestReadable({ sha, ...at }, runs, counted.requests);
        const ours = await lookup.ownApp();
        if (!ours)
            return { sha, ...at, why: NO_OWN_APP, requests: counted.requests };
        if (lookup.ofRun !== undefined)
            return reportOfRun(sha, oursNewestFirst(runs, ours), lookup.ofRun, counted.requests);
        return newestTrusted({ sha, ...at }, runs, ours, { ...lookup, counted });
    };
    const where = base.sha ?? base.branch ?? '';
    const on = base.sha ? { sha: base.sha } : {};
    let reading = 'check runs';
    try {
        const first = base.sha === undefined ? undefined : await read(base.sha);
        if (first && !('inProgress' in first))
            return first;
        const short = base.sha?.slice(0, 7);
        const none = first
            ? `the report on ${short} is still in progress`
            : base.sha
                ? `no report of this check on ${short}`
                : `no report of this check on the newest commits of ${base.branch}`;
        const unfinished = first ? { inProgress: first.inProgress } : {};
        if (!base.lookBack)
            return { ...on, ...at, why: none, requests: counted.requests, ...unfinished };
        counted.requests++;
        reading = 'commits';
        const commits = await commitsBefore(where, lookup);
        reading = 'check runs';
        // A commit's own list starts with it, read already; a branch's starts with its head.
        const earlier = commits.slice(base.sha === undefined ? 0 : 1, _commit_js__WEBPACK_IMPORTED_MODULE_7__/* .LOOK_BACK_COMMITS */ .Ru);
        let passed = first?.inProgress;
        for (const sha of earlier) {
            const report = await read(sha);
            if (report && 'inProgress' in report)
                passed ??= report.inProgress;
            else if (report)
                return 'digest' in report ? { ...report, ...lookedBack(base, at, !!first) } : report;
        }
        const span = base.sha === undefined
            ? ` (${earlier.length} looked at)`
            : earlier.length
                ? ` nor on the ${earlier.length} commits before it`
                : '';
        return {
            ...on,
            ...at,
            why: `${none}${span}`,
            requests: counted.requests,
            ...(passed ? { inProgress: passed } : {}),
        };
    }
    catch (error) {
        if (error instanceof _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubQuotaSpent */ .i)
            throw error;
        return { ...on, ...at, why: whyUnread(error, where, reading), requests: counted.requests };
    }
}
/**
 * Why an earlier commit's report stands in, when the event's own commit had none (or one still in
 * progress); a branch's newest report keeps the basis the event gave it.
 */
function lookedBack(base, at, inProgress) {
    if (at.basis || base.sha === undefined)
        return at.basis ? { basis: at.basis } : {};
    const short = base.sha.slice(0, 7);
    return {
        basis: inProgress
            ? `the newest report before ${short}, since the report on ${short} is still in progress`
            : `the newest report before ${short}, which has no report of this check`,
    };
}
/** Whether a check run is a report of workflow run `runId`, as its mark says (world/leg-mark.ts). */
function ofRun(run, runId) {
    return runId !== undefined && (0,_world_leg_mark_js__WEBPACK_IMPORTED_MODULE_2__/* .readLegMark */ .K7)(run.output?.text)?.runId === runId;
}
/** A 403 or 404 on reading check runs or the commits before the base, said plainly; anything else as GitHub said it. */
function whyUnread(error, sha, reading) {
    const status = error.status;
    const said = (0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeGitHubError */ .dZ)(error);
    if (status === 403)
        return reading === 'commits'
            ? `the token may not read the branch's commits to look back along it (${said}): give the job permissions: contents: read`
            : `the token may not read check runs (${said}): give the job permissions: checks: read`;
    if (status === 404 || status === 422)
        return `the base commit ${sha.slice(0, 7)} is not reachable (${said})`;
    return reading === 'commits'
        ? `reading the commits before the base failed (${said})`
        : `reading the base commit's check runs failed (${said})`;
}
/** The commit's check runs of the name, every app's and every attempt's: one request. */
async function checkRunsOn(sha, lookup) {
    const { data } = await lookup.github.rest.checks.listForRef({
        ...lookup.repository,
        ref: sha,
        check_name: lookup.checkName,
        filter: 'all',
        per_page: 100,
        request: { signal: lookup.signal() },
    });
    return data.check_runs.filter((r) => r.name === lookup.checkName);
}
async function commitsBefore(sha, lookup) {
    const { data } = await lookup.github.rest.repos.listCommits({
        ...lookup.repository,
        sha,
        per_page: _commit_js__WEBPACK_IMPORTED_MODULE_7__/* .LOOK_BACK_COMMITS */ .Ru,
        request: { signal: lookup.signal() },
    });
    return data.map((c) => c.sha).filter((s) => typeof s === 'string' && (0,_world_commit_sha_js__WEBPACK_IMPORTED_MODULE_8__/* .isFullSha */ .Wf)(s));
}
const oursNewestFirst = (runs, ours) => runs.filter((r) => (0,_own_app_js__WEBPACK_IMPORTED_MODULE_5__/* .sameApp */ .oQ)(r.app, ours)).sort((a, b) => b.id - a.id);
/**
 * Our newest completed report of the check on the commit that workflow run `runId` made, as its
 * digest says: the details link cannot tell, since GitHub keeps its own for the workflow token's runs.
 * `mine`: our check runs of the name on `sha`, newest first.
 */
function reportOfRun(sha, mine, runId, requests) {
    for (const run of mine) {
        if (run.status !== 'completed')
            continue;
        const read = (0,_digest_codec_js__WEBPACK_IMPORTED_MODULE_3__/* .readDigest */ .rP)(run.output?.text);
        if ('digest' in read && read.digest.run?.runId === runId)
            return found({ sha }, run, read.digest, requests);
    }
    return { sha, why: `no report of this check from this workflow run on ${sha.slice(0, 7)}`, requests };
}
/**
 * The newest completed run of the check on the commit whose digest reads, whoever wrote it: what
 * durations are taken from (docs/sharding.md, "Why timings need less trust than the comparison").
 */
function newestReadable(at, runs, requests) {
    const completed = runs.filter((r) => r.status === 'completed').sort((a, b) => b.id - a.id);
    let problem;
    for (const run of completed) {
        const read = (0,_digest_codec_js__WEBPACK_IMPORTED_MODULE_3__/* .readDigest */ .rP)(run.output?.text);
        if ('digest' in read)
            return found(at, run, read.digest, requests);
        problem ??= read.problem;
    }
    const short = at.sha.slice(0, 7);
    const why = problem ? problemText(problem, `on ${short}`) : `the report on ${short} is not complete yet`;
    return { ...at, why, requests };
}
/**
 * Our newest trusted report of the check on the commit: of our completed runs, newest first (at most
 * MAX_REPORTS_TRIED), the first whose digest names a workflow run that ran the base branch's own
 * workflow code (trust.ts); a later attempt of a workflow run already refused is not asked again.
 * Else why none can be used (the newest one's reason); or, when ours are all still in progress, that.
 */
async function newestTrusted(at, runs, ours, lookup) {
    const { sha } = at;
    const { counted } = lookup;
    const short = sha.slice(0, 7);
    const mine = oursNewestFirst(runs, ours);
    const unusable = (why) => ({ ...at, why, requests: counted.requests });
    if (!mine.length) {
        const other = runs[0]?.app?.slug;
        const by = other ? ` (${other.replace(/[^\w.-]/g, '')})` : '';
        return unusable(`the check run on ${short} was made by another app${by}, not trusted`);
    }
    const completed = mine.filter((r) => r.status === 'completed').slice(0, MAX_REPORTS_TRIED);
    if (!completed.length)
        return { inProgress: sha };
    const refused = new Set();
    let why;
    for (const run of completed) {
        const read = (0,_digest_codec_js__WEBPACK_IMPORTED_MODULE_3__/* .readDigest */ .rP)(run.output?.text);
        if (!('digest' in read)) {
            why ??= problemText(read.problem, `on ${short}`);
            continue;
        }
        const runId = read.digest.run?.runId;
        if (runId !== undefined && refused.has(runId))
            continue;
        const untrusted = await (0,_trust_js__WEBPACK_IMPORTED_MODULE_6__/* .whyNotBaseCode */ .e)(read.digest.run, at, lookup);
        if (!untrusted)
            return found(at, run, read.digest, counted.requests);
        if (runId !== undefined)
            refused.add(runId);
        why ??= untrusted;
    }
    const others = completed.length - 1;
    return unusable(others
        ? `${why}; nor is ${others === 1 ? 'the earlier report' : `any of the ${others} earlier reports`} there`
        : (why ?? ''));
}
/** A report found in check run `run` on `at.sha`, with its digest. */
function found(at, run, digest, requests) {
    return {
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
    const read = (0,_digest_codec_js__WEBPACK_IMPORTED_MODULE_3__/* .readDigest */ .rP)(text);
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
            return `the digest ${place} is larger than ${_digest_model_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_DIGEST_CHARS */ .e0} characters, so it was not read`;
        case 'version':
            return problem.version < _digest_model_js__WEBPACK_IMPORTED_MODULE_4__/* .DIGEST_VERSION */ .aL
                ? `the report ${place} is not comparable: it was written by an earlier version of this action (digest version ${problem.version}), whose tests were keyed otherwise`
                : `the digest ${place} is of version ${problem.version}, written by a later version of this action, which this one cannot read`;
        case 'beyond':
            return `the digest ${place} holds more than any report's digest can (${problem.what}), so it was not read`;
        case 'corrupt':
            return `the digest ${place} is corrupt, so it was not read`;
    }
}


/***/ }),

/***/ 34587:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  QN: () => (/* binding */ digestBytes),
  M6: () => (/* binding */ digestText),
  ho: () => (/* binding */ nameKeysBytes),
  rP: () => (/* binding */ readDigest)
});

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/errors.js
var errors = __webpack_require__(961);
// EXTERNAL MODULE: ./src/report/value/family.ts
var family = __webpack_require__(22942);
// EXTERNAL MODULE: ./src/report/world/limits.ts
var limits = __webpack_require__(34589);
// EXTERNAL MODULE: ./src/report/history/window.ts
var history_window = __webpack_require__(63405);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 13 modules
var schemas = __webpack_require__(55491);
// EXTERNAL MODULE: ./src/report/world/commit-sha.ts
var commit_sha = __webpack_require__(76395);
// EXTERNAL MODULE: ./src/report/history/digest/model.ts
var model = __webpack_require__(97843);
;// CONCATENATED MODULE: ./src/report/history/digest/bounds.ts






/**
 * What a digest read back may hold (codec.ts reads it as untrusted input): the bounds every digest a
 * report wrote keeps to, each list refused beyond its bound before anything is made for it, and the
 * fields schema-checked once read.
 */
/** What a digest holds beyond the bounds every digest a report wrote keeps to. */
class BeyondBounds extends Error {
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
/** A window outcome's code in the layout; its place in this list. */
const WINDOW_OUTCOMES = ['passed', 'failed', 'unknown', 'flaky', 'absent'];
const count = schemas/* number */.aig().int().min(0).max(100_000_000);
/** A time in ms, as the writer holds it (`tenths`, codec.ts). */
const time = schemas/* number */.aig().min(0).max(model/* MAX_DIGEST_MS */.bg);
/** A workflow run is re-run far fewer times than this. */
const MAX_ATTEMPT = 10_000;
const bounds_text = schemas/* string */.YjP().max(model/* MAX_NAME_CHARS */.xH * 4);
const RUN_ID = schemas/* string */.YjP().regex(/^\d{1,20}$/);
const Counts = schemas/* object */.Ikc({ total: count, passed: count, failed: count, unknown: count, flaky: count });
const Named = schemas/* object */.Ikc({
    name: bounds_text,
    environment: bounds_text.optional(),
    platform: bounds_text.optional(),
    id: bounds_text.optional(),
    madeUp: schemas/* literal */.euz(true).optional(),
});
const DigestMeta = schemas/* object */.Ikc({
    counts: Counts,
    timing: schemas/* object */.Ikc({ queuedMs: time.optional(), runningMs: time.optional() }),
    failedNames: schemas/* array */.YOg(Named).max(model/* MAX_NAMES */.oA),
    run: schemas/* object */.Ikc({
        runId: RUN_ID,
        attempt: schemas/* number */.aig().int().min(1).max(MAX_ATTEMPT),
        triggeredBy: RUN_ID.optional(),
    })
        .optional(),
    versions: schemas/* object */.Ikc({
        environments: schemas/* array */.YOg(schemas/* string */.YjP().max(family/* MAX_VERSION_CHARS */.oF)),
        platforms: schemas/* array */.YOg(schemas/* string */.YjP().max(family/* MAX_VERSION_CHARS */.oF)),
    }),
    carried: schemas/* array */.YOg(Named.extend({ attempt: schemas/* number */.aig().int().min(1).max(MAX_ATTEMPT), flaky: schemas/* boolean */.zMY() }))
        .max(model/* MAX_CARRIED */.sf)
        .optional(),
    dropped: schemas/* object */.Ikc({ failedKeys: count, failedNames: count }),
});
const DigestSessionsMeta = schemas/* object */.Ikc({
    vmMs: time,
    deviceMs: time,
    retryMs: time,
    stopped: schemas/* literal */.euz(true).optional(),
});
/** A run's commit: in full, or as short as the command line's CI may name it (a history file's digest). */
const SHA = schemas/* string */.YjP().refine(commit_sha/* isCommitSha */._$);
const WindowMeta = schemas/* object */.Ikc({
    runs: schemas/* array */.YOg(schemas/* object */.Ikc({
        sha: SHA,
        counts: Counts,
        testTimeMs: time.optional(),
        runningMs: time.optional(),
        partial: schemas/* literal */.euz(true).optional(),
    }))
        .max(limits/* WINDOW_RUNS */.iE),
    tests: schemas/* array */.YOg(schemas/* object */.Ikc({
        key: schemas/* number */.aig(),
        outcomes: schemas/* array */.YOg(schemas/* enum */.k5n(WINDOW_OUTCOMES)),
        failingSince: schemas/* object */.Ikc({ sha: SHA, runs: count.min(1) }).optional(),
    }))
        .max(history_window/* MAX_WINDOW_TESTS */.SK),
    dropped: schemas/* object */.Ikc({ runs: count, tests: count }),
});

// EXTERNAL MODULE: ./src/report/history/digest/by-name.ts
var by_name = __webpack_require__(2497);
;// CONCATENATED MODULE: ./src/report/history/digest/bytes.ts
/**
 * The bytes a digest is written in (docs/report-files.md, "The digest"): unsigned LEB128 varints, texts
 * and blocks after their length in bytes, and raw bytes whose number the reader knows.
 */
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
    /** Bytes after their length. */
    block(bytes) {
        this.uint(bytes.length);
        this.raw(bytes);
    }
    /** Bytes as they are: the reader knows how many. */
    raw(bytes) {
        this.room(bytes.length);
        this.bytes.set(bytes, this.size);
        this.size += bytes.length;
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
    /** Bytes after their length. */
    block() {
        return this.raw(this.length());
    }
    /** `n` bytes as they are. */
    raw(n) {
        if (n > this.left())
            throw new Error('a length exceeds what follows');
        const bytes = this.bytes.subarray(this.at, this.at + n);
        this.at += n;
        return bytes;
    }
    atEnd() {
        return this.at === this.bytes.length;
    }
}

;// CONCATENATED MODULE: ./src/report/history/digest/codec.ts









/**
 * A digest in text and back (docs/report-files.md, "The digest"): a binary layout of varints and
 * texts (bytes.ts), gzipped, in base64, inside an HTML comment; read back as untrusted input, every
 * bound checked before anything is made for it (bounds.ts).
 */
/** The earliest version read: the same layout, without the window either. */
const WINDOWLESS_VERSION = 3;
/** The version that added the window: the same layout, without the durations by name and the session time. */
const WINDOW_VERSION = 4;
const OPEN = `<!-- cloudtest-digest v${model/* DIGEST_VERSION */.aL} `;
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
/** Tenths of a second, plus one, held to MAX_DIGEST_MS as the reader is; 0 for unknown. */
const tenths = (ms) => ms === undefined || !Number.isFinite(ms) ? 0 : Math.round(Math.min(ms, model/* MAX_DIGEST_MS */.bg) / 100) + 1;
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
    for (const outcome of model/* OUTCOME_ORDER */.cd) {
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
    writeByName(out, d.byName);
    writeSessions(out, d.sessions);
    return out.done();
}
/** How many bytes the durations' name keys take coded (a digest's fitting weighs them before encoding). */
const nameKeysBytes = (named) => riceOf(named.keys).bytes.length;
/** Name keys coded once for every encoding of them: a digest cut to fit is encoded again and again. */
const RICE = new WeakMap();
function riceOf(keys) {
    let coded = RICE.get(keys);
    if (!coded)
        RICE.set(keys, (coded = (0,by_name/* riceCoded */.Lo)(keys)));
    return coded;
}
/**
 * The durations by name: their number plus one (0: none), the names left out to fit, then the keys'
 * Rice parameter and coded gaps (by-name.ts) as bytes after their length, then a byte a duration.
 */
function writeByName(out, named) {
    out.uint(named ? named.keys.length + 1 : 0);
    if (!named)
        return;
    out.uint(named.leftOut);
    const { k, bytes } = riceOf(named.keys);
    out.uint(k);
    out.block(bytes);
    out.raw(Uint8Array.from(named.seconds, by_name/* durationCode */.Oc));
}
/**
 * The session time, after the durations by name: a flag word (0: not known), then VM, device and
 * retry time in tenths of a second. A later version may append more after it.
 */
function writeSessions(out, s) {
    if (!s) {
        out.uint(0);
        return;
    }
    out.uint(SESSIONS_FLAG.known | (s.stopped ? SESSIONS_FLAG.stopped : 0));
    for (const ms of [s.vmMs, s.deviceMs, s.retryMs])
        out.uint(tenths(ms));
}
const SESSIONS_FLAG = { known: 1, stopped: 2 };
function readSessions(input) {
    const flags = input.uint();
    if (!(flags & SESSIONS_FLAG.known))
        return undefined;
    const [vmMs, deviceMs, retryMs] = [input.uint(), input.uint(), input.uint()].map((n) => fromTenths(n) ?? 0);
    return DigestSessionsMeta.parse({
        vmMs,
        deviceMs,
        retryMs,
        ...(flags & SESSIONS_FLAG.stopped ? { stopped: true } : {}),
    });
}
/** The digest's text as `output.text` holds it: its bytes gzipped, in base64, in an HTML comment. */
function digestText(bytes) {
    return `${OPEN}${(0,external_node_zlib_.gzipSync)(bytes, { level: 9 }).toString('base64')}${CLOSE}`;
}
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
/**
 * The digest in a check run's `output.text`, read as untrusted input: the text is size-capped before
 * anything is decoded, inflating stops at MAX_DIGEST_INFLATED_BYTES, the keys stop at MAX_DIGEST_KEYS
 * and each list at its own bound before anything is made for it, every length is checked against what
 * is left, and the result is schema-checked. Nothing of it is ever rendered.
 */
function readDigest(text) {
    if (!text)
        return { problem: { kind: 'none' } };
    if (text.length > model/* MAX_DIGEST_CHARS */.e0)
        return { problem: { kind: 'oversized', chars: text.length } };
    const found = FOUND.exec(text);
    if (!found)
        return { problem: { kind: 'none' } };
    const version = Number(found[1]);
    if (version < WINDOWLESS_VERSION || version > model/* DIGEST_VERSION */.aL)
        return { problem: { kind: 'version', version } };
    let bytes;
    try {
        bytes = (0,external_node_zlib_.gunzipSync)(Buffer.from(found[2] ?? '', 'base64'), {
            maxOutputLength: model/* MAX_DIGEST_INFLATED_BYTES */.SV,
        });
    }
    catch (error) {
        if (error.code === 'ERR_BUFFER_TOO_LARGE')
            return {
                problem: { kind: 'beyond', what: `it inflates to more than ${model/* MAX_DIGEST_INFLATED_BYTES */.SV} bytes` },
            };
        return { problem: { kind: 'corrupt', why: String(error.message) } };
    }
    try {
        return { digest: decode(bytes, version) };
    }
    catch (error) {
        if (error instanceof BeyondBounds)
            return { problem: { kind: 'beyond', what: error.message } };
        const why = error instanceof errors/* ZodError */.G
            ? 'its fields are not what a digest holds'
            : String(error.message);
        return { problem: { kind: 'corrupt', why } };
    }
}
function decode(bytes, version) {
    const input = new ByteReader(bytes);
    const flags = input.uint();
    const counts = readCounts(input);
    const timing = { queuedMs: fromTenths(input.uint()), runningMs: fromTenths(input.uint()) };
    const { keys, durations } = readKeys(input);
    const failedNames = readList(input, model/* MAX_NAMES */.oA, 'failed names', () => readNamed(input).named);
    const dropped = { failedKeys: input.uint(), failedNames: input.uint() };
    const run = { attempt: input.uint(), runId: input.text() };
    const carried = readCarried(input);
    const triggeredBy = input.text();
    const versions = {
        environments: readList(input, family/* MAX_VERSIONS */.F5, 'versions', () => input.text()),
        platforms: readList(input, family/* MAX_VERSIONS */.F5, 'versions', () => input.text()),
    };
    const window = version >= WINDOW_VERSION ? readWindow(input) : undefined;
    const byName = version > WINDOW_VERSION ? readByName(input) : undefined;
    const sessions = version > WINDOW_VERSION ? readSessions(input) : undefined;
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
        ...(byName ? { byName } : {}),
        ...(sessions ? { sessions } : {}),
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
    let keysLeft = model/* MAX_DIGEST_KEYS */.Nn;
    for (const outcome of model/* OUTCOME_ORDER */.cd) {
        const n = input.length();
        if (n > keysLeft)
            throw new BeyondBounds(`it holds more than ${model/* MAX_DIGEST_KEYS */.Nn} keys`);
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
    if (size - 1 > limits/* WINDOW_RUNS */.iE)
        throw new BeyondBounds(`its window holds more than ${limits/* WINDOW_RUNS */.iE} runs`);
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
    const tests = readList(input, history_window/* MAX_WINDOW_TESTS */.SK, 'tests in its window', () => {
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
/**
 * The durations by name, after their number plus one (0: none); refused beyond MAX_DIGEST_KEYS names
 * before anything is made for them.
 */
function readByName(input) {
    const size = input.uint();
    if (!size)
        return undefined;
    const n = size - 1;
    if (n > model/* MAX_DIGEST_KEYS */.Nn)
        throw new BeyondBounds(`it holds more than ${model/* MAX_DIGEST_KEYS */.Nn} durations by name`);
    if (n > input.left())
        throw new Error('a length exceeds what follows');
    const leftOut = input.uint();
    if (leftOut > 100_000_000)
        throw new Error('a count is out of range');
    const k = input.uint();
    const keys = (0,by_name/* riceKeys */.cV)(input.block(), k, n);
    const seconds = Float64Array.from(input.raw(n), by_name/* codeSeconds */.NU);
    return { keys, seconds, leftOut };
}
/** The carried tests, after their count plus one; undefined for 0, a report that carries none. */
function readCarried(input) {
    const count = input.uint();
    if (!count)
        return undefined;
    if (count - 1 > input.left())
        throw new Error('a length exceeds what follows');
    if (count - 1 > model/* MAX_CARRIED */.sf)
        throw new BeyondBounds(`it holds more than ${model/* MAX_CARRIED */.sf} carried tests`);
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


/***/ }),

/***/ 97843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nn: () => (/* binding */ MAX_DIGEST_KEYS),
/* harmony export */   SV: () => (/* binding */ MAX_DIGEST_INFLATED_BYTES),
/* harmony export */   aL: () => (/* binding */ DIGEST_VERSION),
/* harmony export */   bg: () => (/* binding */ MAX_DIGEST_MS),
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
/* harmony import */ var _by_name_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2497);




/**
 * A digest of a report: what the next report of the same check compares itself with and the wait
 * takes its expectation from (docs/report-files.md, "The digest"). Kept in the completed check run's
 * `output.text` inside an HTML comment, so a reader of the check run sees nothing of it.
 *
 * Its model here: what it holds and how a report's tests become one (`digestOf`). Its binary layout in
 * text (codec.ts), and how a digest too large is cut to fit (fitting.ts).
 */
/**
 * 5: the digest carries its tests' durations by name (by-name.ts) and its report's session time
 * (value/sessions.ts); read as 4 with neither. 4: the digest carries its branch's recent runs
 * (history/window.ts). 3: keys leave versions out
 * (src/report/value/compact.ts), the digest names the workflow run that wrote it and the versions its
 * tests ran on; read as a digest with no window. Digests of version 2 have keys with versions in them.
 */
const DIGEST_VERSION = 5;
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
/**
 * The longest time a digest holds (a test's duration, a run's test time or running time, its session
 * time), in ms: a century, far beyond any suite's test time (a year of it fits). The writer holds each
 * time to it and the reader refuses only what is beyond it, so every digest written reads back.
 */
const MAX_DIGEST_MS = 100 * 365 * 86_400_000;
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
        byName: source.byName ?? (0,_by_name_js__WEBPACK_IMPORTED_MODULE_3__/* .byNameOf */ .iD)(keys),
        ...(source.sessions ? { sessions: source.sessions } : {}),
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

/***/ 5859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ trustModeLine),
/* harmony export */   e: () => (/* binding */ whyNotBaseCode)
/* harmony export */ });
/* harmony import */ var _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35504);
/* harmony import */ var _world_environment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90028);
/* harmony import */ var _world_event_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97837);
/* harmony import */ var _world_github_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69292);
/* harmony import */ var _own_app_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93931);





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
        if (error instanceof _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubQuotaSpent */ .i)
            throw error;
        const status = error.status;
        const said = (0,_world_github_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeGitHubError */ .dZ)(error);
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
    const branch = run.event === 'merge_group' ? (0,_world_environment_js__WEBPACK_IMPORTED_MODULE_4__/* .queueBaseBranch */ .pC)(run.head_branch) : run.head_branch;
    if (!_world_event_js__WEBPACK_IMPORTED_MODULE_1__/* .BRANCH_EVENTS */ .t.has(run.event) && run.event !== 'merge_group')
        return `${named} ran on a ${run.event} event, whose workflow code need not be the base branch's own, not trusted`;
    if (!branch)
        return `${named} names no branch it ran on, not trusted`;
    if (at.branch !== undefined && branch !== at.branch)
        return `${named} ran on branch ${branch}, not on ${at.branch}, not trusted`;
    return undefined;
}
/**
 * Which of the two modes of docs/comparison.md ("What the trust rests on") a report ran in, in one
 * line for the debug log: written as the workflow token's app, the rules above guard against
 * accidents, not against a collaborator who edits a workflow (any workflow's token writes as that
 * app); written as an app of the repository's own, only that app's reports are trusted.
 */
function trustModeLine(app) {
    const slug = app.slug?.replace(/[^\w.-]/g, '') || `app ${app.id ?? 'unknown'}`;
    if (slug === _own_app_js__WEBPACK_IMPORTED_MODULE_3__/* .WORKFLOW_TOKEN_APP */ .cE)
        return `Trust: this report is written as ${slug}, the app of every workflow's GITHUB_TOKEN: a base report is trusted from a run of the base branch's own workflow, which guards against accidents, not against a collaborator who edits a workflow (docs/comparison.md, "What the trust rests on").`;
    return `Trust: this report is written as the app ${slug}, not with a workflow's GITHUB_TOKEN: a base report is trusted only from that app, and from a run of the base branch's own workflow (the hardened mode, docs/comparison.md, "What the trust rests on").`;
}


/***/ }),

/***/ 63405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dt: () => (/* binding */ testTimeOf),
/* harmony export */   Hj: () => (/* binding */ newestRuns),
/* harmony export */   SK: () => (/* binding */ MAX_WINDOW_TESTS),
/* harmony export */   bL: () => (/* binding */ RECENT_RUNS),
/* harmony export */   dj: () => (/* binding */ flakyRunsIn),
/* harmony export */   gx: () => (/* binding */ windowTestOf),
/* harmony export */   zH: () => (/* binding */ advanceWindow)
/* harmony export */ });
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34589);
/* harmony import */ var _sorted_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26629);


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
 * How often the test of `key` was flaky in the window's runs, and in its latest RECENT_RUNS, of how
 * many runs, and whether it passed every run (a test the window does not list did: it is sparse). Undefined without a window, or when
 * the window left out some tests that did not pass every run and this is not one it kept: then it
 * cannot tell.
 */
function flakyRunsIn(window, key) {
    if (!window || !window.runs.length)
        return undefined;
    const runs = window.runs.length;
    const test = windowTestOf(window, key);
    if (!test)
        return window.runs.some((r) => r.partial)
            ? undefined
            : { flaky: 0, recentFlaky: 0, runs, passedEveryRun: true };
    const flakyOf = (outcomes) => outcomes.filter((o) => o === 'flaky').length;
    return {
        flaky: flakyOf(test.outcomes),
        recentFlaky: flakyOf(test.outcomes.slice(-RECENT_RUNS)),
        runs,
        passedEveryRun: test.outcomes.every((o) => o === 'passed'),
    };
}
/** The window's latest runs in which flakiness is still the test's own (auto-quarantine's rule). */
const RECENT_RUNS = 10;
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
 * and the runs left out are counted (the digest's bounds, history/digest/bounds.ts).
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


/***/ })

};
