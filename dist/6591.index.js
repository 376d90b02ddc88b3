export const id = 6591;
export const ids = [6591];
export const modules = {

/***/ 36591:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   quarantineLines: () => (/* binding */ quarantineLines),
/* harmony export */   quarantineMarkdown: () => (/* binding */ quarantineMarkdown),
/* harmony export */   quarantineTitle: () => (/* binding */ quarantineTitle),
/* harmony export */   quarantineWarnings: () => (/* binding */ quarantineWarnings)
/* harmony export */ });
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67388);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42179);
/* harmony import */ var _world_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34589);



/** The words the title ends with: `2 quarantined`; empty when no quarantined test failed. */
function quarantineTitle(q) {
    return q?.failed.count ? `${q.failed.count} quarantined` : '';
}
/** The section: the quarantined tests that ran, why each is, the entries past their date, and who may leave. */
function quarantineMarkdown(q, wording = {}) {
    if (!q)
        return '';
    const parts = [];
    const ran = q.failed.count + q.ran.count;
    if (ran) {
        const from = q.file ? ` The list: ${code(q.file)}.` : '';
        const failed = q.failed.count
            ? `${q.failed.count} failed, which ${q.failed.count === 1 ? 'fails' : 'fail'} neither the step nor the check.`
            : 'none failed.';
        const rows = [...q.failed.first, ...q.ran.first].map((t) => row(t, wording));
        const named = q.failed.first.length + q.ran.first.length;
        const more = ran > named ? `\n_${ran - named} more not named here._\n` : '';
        parts.push(`${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(ran, 'quarantined test')} ran; ${failed}${from}\n\n` +
            '| Test | Browser or device | Platform | Outcome | Why quarantined |\n|---|---|---|---|---|\n' +
            rows.join('') +
            more);
    }
    if (q.ready.length) {
        const names = q.ready.map((e) => code(e.name)).join(', ');
        parts.push(`**Ready to leave quarantine**: ${names} passed here and in every run of the window${onBranch(wording)}.`);
    }
    for (const entry of q.expired)
        parts.push(`> \u26a0\ufe0f ${expiredSentence(entry, q.file)}`);
    if (q.noWindow)
        parts.push(`_${noWindowSentence(q.auto)}_`);
    return parts.length ? `### \ud83d\udd12 Quarantined\n\n${parts.join('\n\n')}\n` : '';
}
/** The log's warnings: each entry past its date, by name and line. */
function quarantineWarnings(q) {
    return q ? q.expired.map((entry) => expiredSentence(entry, q.file)) : [];
}
/** The log's lines: each quarantined test that failed, and why it is quarantined. */
function quarantineLines(q, wording = {}) {
    if (!q)
        return [];
    const lines = [];
    if (q.failed.count) {
        const tests = q.failed.first.map(({ entry, cause }) => `${entry.name} (${causeText(cause, wording)})`);
        const more = q.failed.count > tests.length ? `; and ${q.failed.count - tests.length} more` : '';
        lines.push(`Quarantined, so failing neither the step nor the check: ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(q.failed.count, 'failed test')}: ${tests.join('; ')}${more}.`);
    }
    if (q.noWindow)
        lines.push(noWindowSentence(q.auto));
    return lines;
}
const noWindowSentence = (auto) => `auto-quarantine is ${auto}, but no window of the base branch's earlier runs was found: no test was quarantined automatically.`;
function expiredSentence(entry, file) {
    const where = file ? ` (${file}, line ${entry.line})` : ` (line ${entry.line})`;
    return `The quarantine entry "${(0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(entry.test)}"${where} ended on ${entry.until ?? ''}: it no longer quarantines; remove it or move its date.`;
}
const OUTCOME = {
    failed: '\u274c failed',
    passed: '\u2705 passed',
    flaky: '\u26a0\ufe0f flaky',
    unknown: '\u2754 unknown',
};
function row({ entry, cause }, wording) {
    return `| ${cell(entry.name, 200)} | ${cell(entry.environment, 100)} | ${cell(entry.platform, 100)} | ${OUTCOME[entry.outcome]} | ${cell(causeText(cause, wording), 300)} |\n`;
}
function causeText(cause, wording) {
    if (cause.kind === 'auto')
        return `auto-quarantine: flaky in ${cause.flaky} of the last ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(cause.runs, 'run')}${onBranch(wording)}`;
    const { entry } = cause;
    const reason = entry.reason ? `${entry.reason}; ` : '';
    return `${reason}line ${entry.line}${entry.until ? `, until ${entry.until}` : ''}`;
}
const onBranch = (wording) => (wording.branch ? ` on ${wording.branch}` : '');
const cell = (text, max) => text ? (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCell */ .UZ)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(text), max)) : '';
const code = (text) => (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToChars */ .RD)((0,_world_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(text), 200));


/***/ })

};
