export const id = 6866;
export const ids = [6866,28,2921];
export const modules = {

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

/***/ 90028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ workflowRunUrl),
/* harmony export */   Ek: () => (/* binding */ repositoryUrl),
/* harmony export */   Yx: () => (/* binding */ whyNotCombinable),
/* harmony export */   _M: () => (/* binding */ repositoryOf),
/* harmony export */   _Z: () => (/* binding */ workflowPathOf),
/* harmony export */   jf: () => (/* binding */ chooseCommit),
/* harmony export */   ol: () => (/* binding */ workflowRunOf),
/* harmony export */   pC: () => (/* binding */ queueBaseBranch)
/* harmony export */ });
/* unused harmony export FALLBACK_ANNOTATION_PATH */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72487);


const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/i;
/**
 * The commit the user sees: the pull request's head on pull_request events (GITHUB_SHA is a throw-away
 * merge commit there), the run's head commit on workflow_run, the queue's commit on merge_group
 * (`merge_group.head_sha`, which GITHUB_SHA is too), else GITHUB_SHA.
 */
function chooseCommit(env) {
    const event = env.GITHUB_EVENT_NAME ?? '';
    const fallback = env.GITHUB_SHA?.trim() || undefined;
    const pullRequest = event.startsWith('pull_request');
    const from = pullRequest
        ? 'the pull request head'
        : event === 'workflow_run'
            ? 'the head of the workflow run'
            : event === 'merge_group'
                ? "the merge queue's commit"
                : undefined;
    if (!from)
        return { sha: fallback, from: 'GITHUB_SHA' };
    let sha;
    let why = 'it names no head commit';
    try {
        const payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
        sha = pullRequest
            ? payload.pull_request?.head?.sha
            : event === 'workflow_run'
                ? payload.workflow_run?.head_sha
                : payload.merge_group?.head_sha;
    }
    catch (error) {
        why = `it could not be read (${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__.messageOf)(error)})`;
    }
    if (typeof sha === 'string' && SHA.test(sha))
        return { sha, from };
    return {
        sha: fallback,
        from: 'GITHUB_SHA',
        problem: `The ${event} event payload (GITHUB_EVENT_PATH) was expected to name ${from}, but ${why}; the check run goes on GITHUB_SHA instead.`,
    };
}
/** owner and repo from GITHUB_REPOSITORY (`owner/repo`). */
function repositoryOf(env) {
    const match = /^([^/\s]+)\/([^/\s]+)$/.exec(env.GITHUB_REPOSITORY?.trim() ?? '');
    return match?.[1] && match[2] ? { owner: match[1], repo: match[2] } : undefined;
}
/** Where annotations go when nothing better is known: GitHub needs a path, and this one always exists. */
const FALLBACK_ANNOTATION_PATH = '.github';
/**
 * The workflow file that ran, from GITHUB_WORKFLOW_REF (`owner/repo/.github/workflows/ci.yml@refs/\u2026`):
 * cloud tests have no source line, so their annotations go on it, line 1.
 */
function workflowPathOf(env) {
    const match = /^[^/]+\/[^/]+\/([^@]+)@/.exec(env.GITHUB_WORKFLOW_REF?.trim() ?? '');
    return match?.[1] ?? FALLBACK_ANNOTATION_PATH;
}
/** The repository's page on the server the runner names (`https://github.com/owner/repo`). */
function repositoryUrl(env) {
    const server = env.GITHUB_SERVER_URL?.trim().replace(/\/+$/, '');
    const repository = env.GITHUB_REPOSITORY?.trim();
    return server && repository ? `${server}/${repository}` : undefined;
}
/** The workflow run's page, where a check run's "Details" and a comment point; undefined outside Actions. */
function workflowRunUrl(env) {
    const repository = repositoryUrl(env);
    const runId = env.GITHUB_RUN_ID?.trim() ?? '';
    return repository && /^\d+$/.test(runId) ? `${repository}/actions/runs/${runId}` : undefined;
}
/**
 * The workflow run a step runs in (GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT) and, on a `workflow_run` event,
 * the run that triggered it (the payload's `workflow_run.id`): what a report's digest names, for a
 * later reader to check where the report came from. Undefined outside a workflow run.
 */
function workflowRunOf(env) {
    const runId = env.GITHUB_RUN_ID?.trim() ?? '';
    if (!/^\d{1,20}$/.test(runId))
        return undefined;
    const attempt = Number(env.GITHUB_RUN_ATTEMPT);
    const run = { runId, attempt: Number.isInteger(attempt) && attempt >= 1 ? attempt : 1 };
    if (env.GITHUB_EVENT_NAME !== 'workflow_run')
        return run;
    let triggeredBy;
    try {
        const payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
        triggeredBy = payload.workflow_run?.id;
    }
    catch {
        // Without the payload the triggering run is not named, and a reader does not trust the report.
    }
    const id = typeof triggeredBy === 'number' || typeof triggeredBy === 'string' ? String(triggeredBy) : '';
    return /^\d{1,20}$/.test(id) ? { ...run, triggeredBy: id } : run;
}
/**
 * Why a report of this workflow run's reports (actions/combine) cannot be made here, in one line;
 * undefined when it can. Checked before any reporting code loads, so a step without them ends at once.
 */
function whyNotCombinable(hasToken, env) {
    const missing = !hasToken
        ? 'no GitHub token was given (input `github-token`)'
        : !workflowRunOf(env)
            ? 'this is no workflow run (GITHUB_RUN_ID is not set)'
            : !repositoryOf(env) || !chooseCommit(env).sha
                ? 'GITHUB_REPOSITORY or the commit is not known'
                : undefined;
    return missing && `Combining reads the reports of this workflow run on GitHub, and ${missing}.`;
}
/** The branch GitHub's merge queue tests a group on: `gh-readonly-queue/<base branch>/pr-<n>-<sha>`. */
const QUEUE_BRANCH = /^gh-readonly-queue\/(.+)\/pr-\d+-[0-9a-f]+$/;
/** The branch a merge queue's group merges into, read from the branch the queue tests it on. */
const queueBaseBranch = (headBranch) => QUEUE_BRANCH.exec(headBranch ?? '')?.[1];


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
