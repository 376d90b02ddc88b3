export const id = 1679;
export const ids = [1679];
export const modules = {

/***/ 41679:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72487);
/* harmony import */ var _codeless_devices_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71651);
/* harmony import */ var _report_world_step_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69446);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67388);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(94026);





/**
 * Lists the devices, keeps those the filters take (chooseDevices), and outputs them as a JSON array for
 * a matrix; lists them in the log and the job summary. No device left fails the step, with empty
 * outputs a later job can still test.
 */
async function run(filters, ctx) {
    const choice = await (0,_codeless_devices_js__WEBPACK_IMPORTED_MODULE_4__.chooseDevices)(filters, ctx.client);
    // A failure is the step's error line: not said twice.
    if (!choice.failure)
        ctx.log.info((0,_codeless_devices_js__WEBPACK_IMPORTED_MODULE_4__.choiceLine)(choice, filters));
    for (const d of choice.devices)
        ctx.log.info(`  ${d.name} (${d.platform_name} ${d.platform_version}, ID ${d.id})`);
    await writeSummary(choice, filters, ctx);
    return {
        outputs: {
            [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUTS */ .py.matrix]: JSON.stringify(choice.devices),
            [_names_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUTS */ .py.count]: String(choice.devices.length),
        },
        ...(choice.failure ? { failure: choice.failure } : {}),
    };
}
const row = (d) => `| ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCell */ .UZ)(d.name)} | ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCell */ .UZ)(d.platform_name)} | ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCell */ .UZ)(d.platform_version)} | ${d.id} |`;
/** The devices chosen as a table, under the line that says how they were chosen; a write problem is a warning. */
async function writeSummary(choice, filters, ctx) {
    const lines = ['### Devices for the matrix', '', (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)((0,_codeless_devices_js__WEBPACK_IMPORTED_MODULE_4__.choiceLine)(choice, filters)), ''];
    if (choice.devices.length)
        lines.push('| Device | Platform | Version | ID |', '|---|---|---|---|', ...choice.devices.map(row), '');
    try {
        await (0,_report_world_step_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .stepSummaryWriter */ .w)(ctx.env.GITHUB_STEP_SUMMARY, ctx.log).append(lines.join('\n'));
    }
    catch (error) {
        ctx.log.warning(`Could not write the job summary: ${(0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_0__.messageOf)(error)}`);
    }
}


/***/ }),

/***/ 69446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ stepSummaryWriter)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_characters_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23243);


/** The summary file the runner names; without one (a run outside Actions) the summary goes to the log. */
function stepSummaryWriter(path, log) {
    if (!path) {
        return {
            size: async () => 0,
            append: async (markdown) => log.info(`No GITHUB_STEP_SUMMARY; the summary would have been:\n${markdown}`),
        };
    }
    return {
        size: async () => {
            try {
                return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).size;
            }
            catch {
                return 0;
            }
        },
        append: (markdown) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(path, (0,_text_characters_js__WEBPACK_IMPORTED_MODULE_1__/* .wellFormed */ .ES)(markdown), 'utf8'),
    };
}


/***/ })

};
