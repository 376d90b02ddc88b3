export const id = 4;
export const ids = [4];
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

/***/ 23930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cp: () => (/* binding */ notComparedMarkdown),
/* harmony export */   DH: () => (/* binding */ QUARANTINED_MARK),
/* harmony export */   Ei: () => (/* binding */ comparedLine),
/* harmony export */   GK: () => (/* binding */ notComparedText),
/* harmony export */   Kp: () => (/* binding */ testWords),
/* harmony export */   Pl: () => (/* binding */ headline),
/* harmony export */   VF: () => (/* binding */ comparisonText),
/* harmony export */   a8: () => (/* binding */ changesLine),
/* harmony export */   l4: () => (/* binding */ excusedClause),
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
/**
 * "2 new failures, 3 still failing, 1 fixed": what changed, leading the check run's title; what a
 * quarantine excused is in neither count (history/quarantine.ts, `countedComparison`).
 */
function changesLine(c) {
    const parts = [
        c.newFailures.count ? (0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(c.newFailures.count, 'new failure') : '',
        c.stillFailing.count ? `${c.stillFailing.count} still failing` : '',
        c.fixed.count ? `${c.fixed.count} fixed` : '',
    ].filter(Boolean);
    return parts.join(', ');
}
/** How a list marks a failed test a quarantine excuses, wherever it names one. */
const QUARANTINED_MARK = '\ud83d\udd12 Quarantined (excused)';
/** "2 quarantined (excused)": failures a quarantine excused, said apart from what counts; empty for none. */
const excusedClause = (quarantined) => quarantined ? `${quarantined} quarantined (excused)` : '';
/** "2 new failures; 2 quarantined (excused)": what changed, then what was excused, for a sentence. */
function comparedLine(c) {
    return [changesLine(c) || 'no new failures, nothing fixed', excusedClause(c.quarantined)]
        .filter(Boolean)
        .join('; ');
}
/**
 * A report's title: what changed that counts, the counts (`4 of 30 tests failed, 1 unknown`), then
 * what a quarantine excused as a clause of its own: `2 new failures: 4 of 30 tests failed; 2
 * quarantined (excused)`. A report that passes only because every failure is excused says so first:
 * `All 2 failures are quarantined (excused): 2 of 30 tests failed`.
 */
function headline(counts, c, excused) {
    const changes = c ? changesLine(c) : '';
    if (excused.every && excused.count) {
        const every = excused.count === 1
            ? 'The only failure is quarantined (excused)'
            : `All ${excused.count} failures are quarantined (excused)`;
        return `${[every, changes].filter(Boolean).join(', ')}: ${counts}`;
    }
    return [`${changes ? `${changes}: ` : ''}${counts}`, excusedClause(excused.count)]
        .filter(Boolean)
        .join('; ');
}
/** A test in words: its name, browser or device and platform, on one line of at most 300 characters. */
function testWords(e) {
    const where = [e.environment, e.platform].filter(Boolean).join(', ');
    return (0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(where ? `${e.name} (${where})` : e.name), 300);
}
/** A test as a list item, as text. */
const item = (e, form) => form.item(form.text(testWords(e)));
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
    const counts = [
        c.newTests === undefined ? '' : `${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(c.newTests, 'new test')}`,
        c.removed === undefined ? '' : `${c.removed} removed`,
    ].filter(Boolean);
    const head = `${form.strong(`Compared with ${comparedWith(c, form)}:`)} ${comparedLine(c)}` +
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
const comparisonMarkdown = (c, env) => comparisonText(c, (0,_text_form_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownForm */ .Q)(env));
const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/** One sentence for a report that could not be compared. */
function notComparedText(why, form) {
    return `${form.strong('Not compared with the base branch:')} ${form.text(why)}.`;
}
const notComparedMarkdown = (why) => notComparedText(why, (0,_text_form_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownForm */ .Q)({}));


/***/ }),

/***/ 94857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ markdownForm),
/* harmony export */   m: () => (/* binding */ PLAIN_FORM)
/* harmony export */ });
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23243);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67388);
/* harmony import */ var _value_table_row_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77505);
/* harmony import */ var _world_commit_sha_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76395);
/* harmony import */ var _world_environment_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90028);





/** The commit's page on GitHub, built from GITHUB_SERVER_URL and the repository; undefined when not https. */
function commitUrl(env, sha) {
    const repository = (0,_world_environment_js__WEBPACK_IMPORTED_MODULE_3__/* .repositoryUrl */ .Ek)(env);
    if (!repository || !(0,_world_commit_sha_js__WEBPACK_IMPORTED_MODULE_4__/* .isCommitSha */ ._$)(sha))
        return undefined;
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .httpsUrl */ .N3)(`${repository}/commit/${sha}`);
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
        text: _text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7,
        // A long run without white space may wrap, rather than widen the table past the page.
        cell: (text) => (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCell */ .UZ)((0,_value_table_row_js__WEBPACK_IMPORTED_MODULE_2__/* .tableBreaks */ .a5)(text)),
        strong: (text) => `**${text}**`,
        aside: (text) => `_${text}_`,
        commit: (sha) => commitLink(env, sha),
        item: (text) => `- ${text}`,
        code: (text) => `\`${text}\``,
        details: (summary, body) => `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`,
        table: (head, rows, right = []) => [row(head), `|${head.map((_, i) => (right[i] ? '---:' : '---')).join('|')}|`, ...rows.map(row)].join('\n'),
    };
}
/** Widest a plain table's column is padded to: a longer cell runs on, and the rest of its row with it. */
const MAX_PLAIN_COLUMN = 40;
/** Plain text for a log: no marks, tables as columns lined up, each row indented. */
const PLAIN_FORM = {
    text: (text) => text,
    cell: _text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN,
    strong: (text) => text,
    aside: (text) => text,
    commit: (sha) => sha.slice(0, 7),
    item: (text) => `  - ${text}`,
    code: (text) => text,
    details: (summary, body) => `${summary}:\n${body}`,
    table: (head, rows, right = []) => {
        const all = [head, ...rows];
        const widths = head.map((_, i) => Math.min(MAX_PLAIN_COLUMN, Math.max(...all.map((r) => (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalColumns */ .UV)(r[i] ?? '')))));
        const line = (cells) => `  ${cells
            .map((cell, i) => {
            const pad = ' '.repeat(Math.max(0, (widths[i] ?? 0) - (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalColumns */ .UV)(cell)));
            if (i === cells.length - 1 && !right[i])
                return cell;
            return right[i] ? pad + cell : cell + pad;
        })
            .join('  ')}`.trimEnd();
        return all.map(line).join('\n');
    },
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

/***/ 77505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JH: () => (/* binding */ CELL_CHARS),
/* harmony export */   a5: () => (/* binding */ tableBreaks),
/* harmony export */   jD: () => (/* binding */ tableRow)
/* harmony export */ });
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23243);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67388);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42179);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34589);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74353);





// A test's row in the summaries' tables lives with the value: the reader measures it to keep only
// the tests some summary can show (reader.ts), and the summaries lay it out (outputs/summary.ts).
/** Longest text of a table cell; the annotation carries the whole message. */
const CELL_CHARS = { name: 200, environment: 100, platform: 100, message: 500 };
/**
 * A test's row in a table of failed or unknown tests, with a Links cell when the table has that
 * column (`linked`); `mark` leads its message (a failure a quarantine excuses says so). Its size
 * without either is the least any summary gives the test (src/report/value/reader.ts).
 */
function tableRow(e, linked, mark) {
    const message = messageCell(e);
    return (`| ${rowCell(e.name, CELL_CHARS.name)} | ${rowCell(e.environment, CELL_CHARS.environment)} | ` +
        `${rowCell(e.platform, CELL_CHARS.platform)} |` +
        `${linked ? ` ${(0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .markdownLinks */ .jf)(e.links, { inTable: true })} |` : ''}` +
        ` ${rowCell(mark ? [mark, message].filter(Boolean).join(': ') : message, CELL_CHARS.message)} |\n`);
}
/** A test's message, after what its attempts were when it had more than one. */
function messageCell(e) {
    if (!e.attempts || e.attempts < 2)
        return e.message;
    const attempts = e.outcome === 'flaky' ? `Passed ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .passedOnAttempt */ .dg)(e)}` : `${e.attempts} attempts, the last`;
    return e.message ? `${attempts}: ${e.message}` : attempts;
}
/**
 * A table cell's text as it may wrap: a run without white space longer than 20 characters (a URL,
 * base64, a snake_case name) after every 15, so five columns of such runs still fit a pull request
 * comment's column (760 px, test/e2e/reviewer-reads.test.ts); words stay whole.
 */
const tableBreaks = (text) => (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .softBreaks */ .pU)(text, 15, 20);
/** A cell of a table row: as the summary's `cell`, and a long run without white space may wrap. */
function rowCell(value, max) {
    if (!value)
        return '';
    return (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCell */ .UZ)(tableBreaks((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(value), max)));
}


/***/ }),

/***/ 69292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gw: () => (/* binding */ pauseBeforeRetry),
/* harmony export */   dZ: () => (/* binding */ describeGitHubError),
/* harmony export */   gj: () => (/* binding */ isPermissionError),
/* harmony export */   we: () => (/* binding */ askedUntilHealed)
/* harmony export */ });
/* harmony import */ var _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35504);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34589);


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
/** Tries of a request GitHub's answer may heal: the first and two more. */
const GITHUB_ATTEMPTS = 3;
/** GitHub's wait after a secondary rate limit that names none, and the longest we take from it. */
const RATE_LIMIT_PAUSE_MS = 60_000;
/**
 * A request to GitHub tried again while its answer may heal (`pauseBeforeRetry`), `attempts` times at
 * most: the write that completes a check run (a check left in progress blocks a pull request that
 * requires it; a retry after an answer lost on the way may append that request's annotations twice,
 * the lesser harm), or a read the verdict rests on (the base's quarantine file).
 */
async function askedUntilHealed(request, pause, attempts = GITHUB_ATTEMPTS) {
    for (let attempt = 1;; attempt++) {
        try {
            return await request();
        }
        catch (error) {
            const wait = attempt < attempts ? pauseBeforeRetry(error, attempt) : undefined;
            if (wait === undefined)
                throw error;
            await pause(wait);
        }
    }
}
/**
 * How long to wait before asking again, or undefined when asking again cannot help. A secondary rate
 * limit (403 or 429 saying so) waits as GitHub asks (a spent quota does not: nothing heals before its
 * reset, src/runtime/github-quota.ts): its `retry-after`, else a minute; a 5xx, a network
 * error or a time-out (Octokit reports the last two as 500) waits GITHUB_WRITE_PAUSE_MS, then twice
 * that (docs/github-facts.md).
 */
function pauseBeforeRetry(error, attempt) {
    if (error instanceof _runtime_github_quota_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubQuotaSpent */ .i)
        return undefined;
    const e = error;
    const status = typeof e.status === 'number' ? e.status : 500;
    if (status === 429 || (status === 403 && /rate limit/i.test(describeGitHubError(error)))) {
        const seconds = Number(e.response?.headers?.['retry-after']);
        return Number.isFinite(seconds) && seconds >= 0
            ? Math.min(seconds * 1000, RATE_LIMIT_PAUSE_MS)
            : RATE_LIMIT_PAUSE_MS;
    }
    return status >= 500 ? _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .GITHUB_WRITE_PAUSE_MS */ .gv * 2 ** (attempt - 1) : undefined;
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


/***/ }),

/***/ 66526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ growable),
/* harmony export */   w: () => (/* binding */ grow)
/* harmony export */ });
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
