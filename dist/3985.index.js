export const id = 3985;
export const ids = [3985];
export const modules = {

/***/ 130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ru: () => (/* binding */ LOOK_BACK_COMMITS),
/* harmony export */   Vm: () => (/* binding */ quarantineBaseOf),
/* harmony export */   sP: () => (/* binding */ baseCommitOf),
/* harmony export */   vc: () => (/* binding */ quarantineDecidedByBase)
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
 * before this run's). Each may look back along the branch past commits without a finished report.
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
    // A push looks back too: its previous commit may have no report (a docs-only commit, a cancelled run).
    return withBranch({ sha: base, lookBack: true }, pullRequest ? text(payload.pull_request?.base?.ref) : text(env.GITHUB_REF_NAME));
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
    const ours = pullRequestOfRun(payload);
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
/** The pull request a `workflow_run` payload names whose head is in this repository (a fork's is not named). */
function pullRequestOfRun(payload) {
    const run = payload.workflow_run;
    const head = sha(run?.head_sha);
    return (run?.pull_requests ?? []).find((pr) => {
        const headRepo = pr.head?.repo?.id;
        return headRepo !== undefined && headRepo === pr.base?.repo?.id && (!head || sha(pr.head?.sha) === head);
    });
}
/**
 * Events whose report's commit is not a commit of its own branch: a pull request's (its merge commit),
 * a merge queue's, another workflow run's, a deployment's. Their quarantine is the base's decision, as
 * CODEOWNERS is (docs/quarantine.md); every other run's is its own commit's.
 */
function quarantineDecidedByBase(eventName) {
    return (eventName.startsWith('pull_request') ||
        ['merge_group', 'workflow_run', 'deployment_status'].includes(eventName));
}
/**
 * Where the quarantine file that decides such a report is read (`ref` for GitHub's contents API): the
 * base commit the comparison reads (the input's commit, a pull request's base, a merge queue's
 * `base_sha`, the base of a `workflow_run`'s pull request), else the default branch's head.
 */
function quarantineBaseOf(setting, event) {
    const commit = (s) => ({ ref: s, what: `the base commit ${s.slice(0, 7)}` });
    if (setting.kind === 'commit')
        return commit(setting.sha);
    const { name, payload } = event;
    const named = name.startsWith('pull_request')
        ? sha(payload.pull_request?.base?.sha)
        : name === 'merge_group'
            ? sha(payload.merge_group?.base_sha)
            : name === 'workflow_run'
                ? sha(pullRequestOfRun(payload)?.base?.sha)
                : undefined;
    if (named)
        return commit(named);
    const branch = text(payload.repository?.default_branch);
    if ((name === 'workflow_run' || name === 'deployment_status') && branch)
        return { ref: branch, what: `the head of ${branch}` };
    return { why: `the ${name} event names no base commit` };
}


/***/ }),

/***/ 2563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ DEFAULT_EVIDENCE_OPTIONS),
/* harmony export */   y: () => (/* binding */ DOWNLOAD_ASSETS_MODES)
/* harmony export */ });
/** Input `download-assets`. */
const DOWNLOAD_ASSETS_MODES = ['off', 'failed'];
const DEFAULT_EVIDENCE_OPTIONS = {
    prComment: 'off',
    junitFile: undefined,
    ctrfFile: undefined,
    downloadAssets: 'off',
    compare: { kind: 'off' },
    failOn: 'failures',
    failOnFlaky: false,
    failOnEmpty: true,
    failOnUnknown: true,
};


/***/ }),

/***/ 22942:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ platformFamily),
/* harmony export */   F5: () => (/* binding */ MAX_VERSIONS),
/* harmony export */   hh: () => (/* binding */ VersionsSeen),
/* harmony export */   oF: () => (/* binding */ MAX_VERSION_CHARS),
/* harmony export */   wg: () => (/* binding */ environmentFamily)
/* harmony export */ });
/* harmony import */ var _api_assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);

/**
 * What a test's browser or device and its platform are from one run to the next, their versions
 * left out (ASSUMPTIONS.testFamilies in src/api/assumptions.ts): `chrome 126` and `chrome 127` are
 * the family `chrome`, `Windows 10` and `WIN11` the family `windows`. A test's key is made of these
 * (src/report/value/compact.ts), so a version that moves between two reports leaves it the same test.
 */
/** Families made per text, kept while few (a report's tests share a handful of browsers and platforms). */
const MAX_REMEMBERED = 4096;
const environments = new Map();
const platforms = new Map();
/**
 * The browser or device without its version: lower case, each word that starts with a digit (`126`,
 * `17.4.1`) or reads `latest` left out, and a version fixed to a word (`win11`, `s23`) cut off it.
 */
function environmentFamily(text) {
    return text ? remembered(environments, text, withoutVersions) : '';
}
/** The platform's family (`windows`, `macos`, `linux`, `ios`, `android`), else the platform without its version. */
function platformFamily(text) {
    return text ? remembered(platforms, text, familyOfPlatform) : '';
}
function remembered(made, text, make) {
    let family = made.get(text);
    if (family === undefined) {
        if (made.size >= MAX_REMEMBERED)
            made.clear();
        family = make(text);
        made.set(text, family);
    }
    return family;
}
const VERSION_WORD = /^(?:v?\d.*|latest(?:-\d+)?)$/;
const FIXED_VERSION = /(?<=[a-z])\d[\w.-]*$/;
function withoutVersions(text) {
    return text
        .toLowerCase()
        .split(/[\s,;/()]+/)
        .filter((word) => word && !VERSION_WORD.test(word))
        .map((word) => word.replace(FIXED_VERSION, ''))
        .join(' ');
}
function familyOfPlatform(text) {
    const stripped = withoutVersions(text);
    for (const [family, pattern] of _api_assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .PLATFORM_FAMILIES */ .vq)
        if (pattern.test(stripped))
            return family;
    return stripped;
}
/** Browsers or devices, and platforms, kept as shown (versions included), and the longest text of each. */
const MAX_VERSIONS = 32;
const MAX_VERSION_CHARS = 100;
/** The first MAX_VERSIONS browsers or devices and platforms a report's tests name, each once. */
class VersionsSeen {
    environments = new Set();
    platforms = new Set();
    add(entry) {
        note(this.environments, entry.environment);
        note(this.platforms, entry.platform);
    }
    /** Another read's, after this one's. */
    join(other) {
        for (const text of other.environments)
            note(this.environments, text);
        for (const text of other.platforms)
            note(this.platforms, text);
    }
    get versions() {
        return { environments: [...this.environments], platforms: [...this.platforms] };
    }
}
function note(seen, text) {
    if (text && seen.size < MAX_VERSIONS)
        seen.add(text.slice(0, MAX_VERSION_CHARS));
}


/***/ }),

/***/ 45942:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nm: () => (/* binding */ inForce),
/* harmony export */   hi: () => (/* binding */ quarantineMatcher),
/* harmony export */   ir: () => (/* binding */ readWorkspaceQuarantine),
/* harmony export */   mW: () => (/* binding */ parseQuarantine),
/* harmony export */   oU: () => (/* binding */ MAX_QUARANTINE_BYTES)
/* harmony export */ });
/* unused harmony exports DEFAULT_QUARANTINE_FILE, readQuarantineFile */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38815);
/* harmony import */ var _family_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22942);




/**
 * The quarantine file (README, "History, flaky tests and quarantine"): a list of entries, each naming a
 * test (exactly, or with `*` matching any run of characters), optionally a browser or device family and
 * a platform family (any version: family.ts), a reason, and a date after which the entry no longer
 * quarantines. It is read strictly, by a YAML library (`yaml`): what it takes is YAML that means the
 * same to any YAML reader (one document, a list of flat mappings of text), and anything else is one line
 * naming the line of the file.
 */
/** Where the file is when the input names none, relative to the workspace; read only when it exists. */
const DEFAULT_QUARANTINE_FILE = '.github/cloudtest-quarantine.yml';
/** A file larger than this, or with more entries, is no quarantine list someone maintains by hand. */
const MAX_QUARANTINE_BYTES = 256 * 1024;
const MAX_QUARANTINE_ENTRIES = 1000;
const KEYS = ['test', 'browser', 'platform', 'reason', 'until'];
/** A quarantine file that cannot be read as one: the message names the file and the line. */
class QuarantineFileError extends Error {
    name = 'QuarantineFileError';
}
/**
 * The quarantine file the input names, relative to `workspace` (GITHUB_WORKSPACE), else
 * DEFAULT_QUARANTINE_FILE, as the workspace holds it: read, absent, or why it cannot be read.
 */
function readWorkspaceQuarantine(given, workspace) {
    const file = given ?? DEFAULT_QUARANTINE_FILE;
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(file) ? file : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace, file);
    const inRepository = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(workspace, path);
    const found = {
        file,
        given: given !== undefined,
        ...(inRepository && !inRepository.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(inRepository)
            ? { repoPath: inRepository.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/') }
            : {}),
        checkout: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workspace, '.git')),
    };
    let size;
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
        if (!stat.isFile())
            return { ...found, error: `${file} is not a file` };
        size = stat.size;
    }
    catch {
        return found;
    }
    try {
        if (size > MAX_QUARANTINE_BYTES)
            throw new QuarantineFileError(`${file} holds ${size} bytes, more than ${MAX_QUARANTINE_BYTES}`);
        return { ...found, list: parseQuarantine((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'), file) };
    }
    catch (error) {
        return { ...found, error: error instanceof Error ? error.message : String(error) };
    }
}
/**
 * The quarantine file the input names, relative to `workspace`; with none named,
 * DEFAULT_QUARANTINE_FILE when it exists, else undefined. A file that cannot be read as one throws.
 */
function readQuarantineFile(given, workspace) {
    const read = readWorkspaceQuarantine(given, workspace);
    if (read.error !== undefined)
        throw new QuarantineFileError(read.error);
    if (!read.list && given !== undefined)
        throw new QuarantineFileError(`found no file ${read.file} (relative to the workspace, ${workspace})`);
    return read.list;
}
/**
 * The entries of a quarantine file's text; `file` names it in messages. Read by a YAML library and held
 * to the subset docs/quarantine.md describes: one document, a list of entries, each a mapping of the
 * entry's fields to text; no alias, no key twice, no other key. Anything else is one line naming its line.
 */
function parseQuarantine(text, file) {
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_2__/* .LineCounter */ .HN();
    const lineOf = (node, fallback = 1) => node?.range ? lines.linePos(node.range[0] ?? 0).line : fallback;
    const fail = (line, why) => {
        throw new QuarantineFileError(`${file}, line ${line}: ${why}`);
    };
    const documents = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parseAllDocuments */ .hR)(text, { uniqueKeys: true, prettyErrors: false, lineCounter: lines });
    const all = Array.isArray(documents) ? documents : [documents];
    const [document, second] = all;
    if (second)
        fail(lineOf(second.contents), 'the file holds more than one YAML document (remove the "---")');
    if (!document)
        return { file, entries: [] };
    const [error] = [...document.errors, ...document.warnings];
    if (error) {
        const line = lines.linePos(error.pos[0]).line;
        const indent = /^[ \t]*/.exec(text.split(/\r?\n|\r/)[line - 1] ?? '')?.[0] ?? '';
        fail(line, indent.includes('\t') ? 'a tab indents this line; YAML indents with spaces' : yamlProblem(error));
    }
    (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR)(document, {
        Alias: (_, alias) => fail(lineOf(alias), `an alias (*${alias.source}) is not taken here: write the value out`),
    });
    const list = document.contents;
    if (list === null || ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(list) && list.value === null))
        return { file, entries: [] };
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isSeq */ .oP)(list))
        return fail(lineOf(list), 'the file is a list of entries, each starting with "- " (- test: "Checkout*")');
    if (list.items.length > MAX_QUARANTINE_ENTRIES)
        fail(lineOf(list.items[MAX_QUARANTINE_ENTRIES]), `more than ${MAX_QUARANTINE_ENTRIES} entries`);
    // An entry starts on its dash's line, though its keys may start on the next.
    const dashLine = (item) => {
        let at = item.range?.[0] ?? 0;
        while (at > 0 && /\s/.test(text[at - 1] ?? ''))
            at--;
        return lines.linePos(text[at - 1] === '-' ? at - 1 : at).line;
    };
    const entries = list.items.map((item) => {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(item))
            return fail(lineOf(item, lineOf(list)), `an entry is a mapping of its keys (${KEYS.join(', ')})`);
        const fields = {};
        for (const pair of item.items) {
            const key = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(pair.key) ? pair.key.value : undefined;
            const line = lineOf(pair.key, lineOf(item));
            if (typeof key !== 'string' || !KEYS.includes(key))
                fail(line, `unknown key "${shown(String(key))}" (an entry takes ${KEYS.join(', ')})`);
            fields[key] = { value: textValue(key, pair.value, line, fail), line };
        }
        return finished(fields, dashLine(item), fail);
    });
    return { file, entries };
}
/** A value: text, written so any YAML reader reads it as text (a number, `true`, `null` or `~` is not). */
function textValue(key, node, line, fail) {
    if (!node || ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(node) && (node.value === null || node.value === '')))
        return fail(line, `"${key}" has no value`);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(node))
        return fail(line, `"${key}" takes one line of text, not a list or a mapping`);
    if (typeof node.value !== 'string')
        return fail(line, `"${key}" reads as ${typeof node.value === 'number' ? 'a number' : String(node.value)}, not text: quote it ("${shown(node.source ?? String(node.value))}")`);
    return node.value;
}
/** A YAML library's problem as the line says it: the few a hand-kept list meets, in its words. */
function yamlProblem({ code, message }) {
    if (code === 'DUPLICATE_KEY')
        return 'a key is given twice in one entry';
    if (code === 'MISSING_CHAR' && /quote/.test(message))
        return 'a quoted value is not closed';
    if (code === 'BLOCK_AS_IMPLICIT_KEY')
        return 'a value holding ": " must be quoted';
    return `not YAML as this file takes it (${message.split('\n')[0]})`;
}
function finished(fields, line, fail) {
    const [test, browser, platform, reason, until] = KEYS.map((key) => fields[key]?.value);
    if (!test)
        return fail(line, 'the entry names no test ("test" is required)');
    if (until !== undefined && dayEnd(until) === undefined)
        fail(fields.until?.line ?? line, `"until" must be a date written as 2026-12-31, got "${shown(until)}"`);
    return {
        test,
        ...(browser ? { browser } : {}),
        ...(platform ? { platform } : {}),
        ...(reason ? { reason } : {}),
        ...(until ? { until } : {}),
        line,
    };
}
const shown = (text) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);
/** The end of an `until` day, UTC, in milliseconds since the epoch; undefined when it is no date. */
function dayEnd(text) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match)
        return undefined;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const start = Date.UTC(year, month - 1, day);
    const date = new Date(start);
    if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
        return undefined;
    return start + 24 * 60 * 60 * 1000;
}
/** The entries in force at `now` (an entry quarantines through its `until` day, UTC) and those past it. */
function inForce(list, now) {
    const active = [];
    const expired = [];
    for (const entry of list.entries) {
        const end = entry.until === undefined ? undefined : dayEnd(entry.until);
        (end !== undefined && now >= end ? expired : active).push(entry);
    }
    return { active, expired };
}
/**
 * The entry that quarantines a test, if any: its name (the shown one, or the one it goes by from run to
 * run) matches the entry's, and the entry's browser and platform, when given, are the test's families.
 * A made-up name (a failure whose record named no test) is no test's, so nothing quarantines it.
 */
function quarantineMatcher(entries) {
    const rules = entries.map((entry) => ({
        entry,
        name: namePattern(entry.test),
        environment: entry.browser === undefined ? undefined : (0,_family_js__WEBPACK_IMPORTED_MODULE_3__/* .environmentFamily */ .wg)(entry.browser),
        platform: entry.platform === undefined ? undefined : (0,_family_js__WEBPACK_IMPORTED_MODULE_3__/* .platformFamily */ .Cz)(entry.platform),
    }));
    return (test) => {
        if (test.madeUpName)
            return undefined;
        for (const rule of rules) {
            if (rule.environment !== undefined && rule.environment !== (0,_family_js__WEBPACK_IMPORTED_MODULE_3__/* .environmentFamily */ .wg)(test.environment))
                continue;
            if (rule.platform !== undefined && rule.platform !== (0,_family_js__WEBPACK_IMPORTED_MODULE_3__/* .platformFamily */ .Cz)(test.platform))
                continue;
            if (rule.name.test(test.name) || (test.keyName !== undefined && rule.name.test(test.keyName)))
                return rule.entry;
        }
        return undefined;
    };
}
/** An exact name, each `*` in it matching any run of characters. */
function namePattern(test) {
    const parts = test.split('*').map((part) => part.replace(/[\\^$.|?+()[\]{}]/g, '\\$&'));
    return new RegExp(`^${parts.join('[^]*')}$`, 'u');
}


/***/ }),

/***/ 34589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EE: () => (/* binding */ MAX_COMMAND_ANNOTATIONS),
/* harmony export */   G_: () => (/* binding */ MAX_ANNOTATION_TITLE_CHARS),
/* harmony export */   Hq: () => (/* binding */ MAX_THUMBNAILS),
/* harmony export */   Lb: () => (/* binding */ MAX_DOWNLOADED_TESTS),
/* harmony export */   RD: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.RD),
/* harmony export */   TN: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.TN),
/* harmony export */   aR: () => (/* binding */ MAX_ANNOTATIONS_PER_REQUEST),
/* harmony export */   dy: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.dy),
/* harmony export */   gv: () => (/* binding */ GITHUB_WRITE_PAUSE_MS),
/* harmony export */   iE: () => (/* binding */ WINDOW_RUNS),
/* harmony export */   jd: () => (/* binding */ MAX_OUTPUT_CHARS),
/* harmony export */   lZ: () => (/* binding */ MAX_ANNOTATION_BYTES),
/* harmony export */   lo: () => (/* binding */ MAX_SHOWN_SIZE),
/* harmony export */   n4: () => (/* binding */ MAX_STEP_SUMMARY_BYTES),
/* harmony export */   q0: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.q0),
/* harmony export */   rV: () => (/* binding */ MAX_CHECK_RUN_ANNOTATIONS),
/* harmony export */   yU: () => (/* binding */ MAX_OUTPUT_TITLE_CHARS),
/* harmony export */   yd: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.yd),
/* harmony export */   zP: () => (/* reexport safe */ _text_characters_js__WEBPACK_IMPORTED_MODULE_0__.zP)
/* harmony export */ });
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23243);
/**
 * GitHub's size limits (docs/github-facts.md) and cutting text to them without breaking a character
 * (src/text/characters.ts).
 */
/** Annotations per check-run request. */
const MAX_ANNOTATIONS_PER_REQUEST = 50;
/** Annotation `title`, in characters. */
const MAX_ANNOTATION_TITLE_CHARS = 255;
/**
 * Annotation `message` and `raw_details`: "64 KB", counted in bytes. Read as 64,000 bytes, the smaller
 * of its two readings, so the cut is safe under either.
 */
const MAX_ANNOTATION_BYTES = 64_000;
/** Check run `output.summary` and `output.text`, in characters. */
const MAX_OUTPUT_CHARS = 65_535;
/** Check run `output.title`: GitHub states no limit; one short line, cut like an annotation title. */
const MAX_OUTPUT_TITLE_CHARS = 255;
/** The job summary of one step (GITHUB_STEP_SUMMARY), in bytes. */
const MAX_STEP_SUMMARY_BYTES = 1024 * 1024;
/**
 * Annotations one check run carries at most: 20 requests of 50, paced a second apart, stay far inside
 * GitHub's limits for content-creating requests (80 a minute, 500 an hour: docs/github-facts.md). The
 * job summary and the JUnit and CTRF files list the failed tests beyond it.
 */
const MAX_CHECK_RUN_ANNOTATIONS = 1000;
/** Pause between two writes to one check run: GitHub asks for a second between content-creating requests. */
const GITHUB_WRITE_PAUSE_MS = 1000;
/** Workflow-command annotations the runner shows per level and step. */
const MAX_COMMAND_ANNOTATIONS = 10;
/** Failed tests whose recordings download-assets saves, first ones first. */
const MAX_DOWNLOADED_TESTS = 20;
/** Failed tests shown with a thumbnail of their last screenshot, first ones first, as the room allows. */
const MAX_THUMBNAILS = 6;
/**
 * The most markdown any output of a report holds: a step's job summary (the check run's summary and a
 * comment hold 65,535 and 65,536 characters; the command line keeps its summaries within 1 MiB too).
 * Table rows past this many UTF-16 units fit in no output, so a report keeps no test beyond them.
 */
const MAX_SHOWN_SIZE = MAX_STEP_SUMMARY_BYTES;
// The cuts live with the other character work (src/text/characters.ts); here beside the limits they serve.

/**
 * Reports of the branch a history window holds at most (history/window.ts): the newest, the report
 * that carries it, last. Here, not there, so the inputs that bound `auto-quarantine` by it load no more.
 */
const WINDOW_RUNS = 30;


/***/ })

};
