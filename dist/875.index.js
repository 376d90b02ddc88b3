export const id = 875;
export const ids = [875];
export const modules = {

/***/ 92976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ evidenceOptionsOf),
/* harmony export */   BH: () => (/* binding */ waitOptionsShape),
/* harmony export */   jE: () => (/* binding */ waitOptionsOf),
/* harmony export */   l: () => (/* binding */ evidenceShape),
/* harmony export */   xd: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9691);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23933);
/* harmony import */ var _report_assets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59033);
/* harmony import */ var _report_comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54231);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12291);





/** The reporting inputs every reporting action takes: files, pull request comment, downloads. */
const evidenceShape = {
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.prComment]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .oneOf */ .yL)(_report_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .PR_COMMENT_MODES */ .Ui, 'off'),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.junitFile]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.ctrfFile]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.downloadAssets]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .oneOf */ .yL)(_report_assets_js__WEBPACK_IMPORTED_MODULE_1__/* .DOWNLOAD_ASSETS_MODES */ .yu, 'off'),
};
function evidenceOptionsOf(raw) {
    return {
        prComment: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.prComment],
        junitFile: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.junitFile],
        ctrfFile: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.ctrfFile],
        downloadAssets: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.downloadAssets],
    };
}
/** Every input but `job-id`, shared with the root action's schema. */
const waitOptionsShape = {
    // A GitHub job runs at most 5 days on a self-hosted runner; no wait needs to be longer.
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.timeout]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .wholeNumber */ .rD)({ min: 1, max: 432_000, default: 3600, unit: 'seconds' }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.pollInterval]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .wholeNumber */ .rD)({ min: 1, max: 3600, default: 5, unit: 'seconds' }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOnFailure]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zM)(true),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.report]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zM)(true),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.checkName]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.githubToken]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)(),
    ...evidenceShape,
};
function waitOptionsOf(raw) {
    return {
        timeoutSeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.timeout],
        pollIntervalSeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.pollInterval],
        failOnFailure: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.failOnFailure],
        report: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.report],
        checkName: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.checkName],
        githubToken: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.githubToken],
        evidence: evidenceOptionsOf(raw),
    };
}
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.jobId]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredId */ .rP)(), ...waitOptionsShape })
    .transform((raw) => ({ jobId: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.jobId], ...waitOptionsOf(raw) }));


/***/ }),

/***/ 23933:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   d: () => (/* binding */ EVIDENCE_OUTPUTS),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   k4: () => (/* binding */ evidenceOutputs),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS),
/* harmony export */   sI: () => (/* binding */ waitOutputs),
/* harmony export */   sJ: () => (/* binding */ EVIDENCE_INPUTS)
/* harmony export */ });
const ACTION = 'wait-for-job';
/** The reporting inputs of every reporting action (annotate-build takes them too). */
const EVIDENCE_INPUTS = {
    prComment: 'pr-comment',
    junitFile: 'junit-file',
    ctrfFile: 'ctrf-file',
    downloadAssets: 'download-assets',
};
/** The outputs those inputs give, on every reporting action. */
const EVIDENCE_OUTPUTS = {
    junitFile: 'junit-file',
    ctrfFile: 'ctrf-file',
    assetsDir: 'assets-dir',
};
const INPUTS = {
    jobId: 'job-id',
    timeout: 'timeout',
    pollInterval: 'poll-interval',
    failOnFailure: 'fail-on-failure',
    report: 'report',
    checkName: 'check-name',
    githubToken: 'github-token',
    ...EVIDENCE_INPUTS,
};
const INPUT_NAMES = Object.values(INPUTS);
const OUTPUTS = {
    status: 'status',
    success: 'success',
    testIds: 'test-ids',
    failedCount: 'failed-count',
    checkRunUrl: 'check-run-url',
    ...EVIDENCE_OUTPUTS,
};
/** The outputs of a wait, shared with the root action. */
function waitOutputs(result) {
    return {
        [OUTPUTS.status]: result.status,
        [OUTPUTS.success]: result.success === undefined ? '' : String(result.success),
        [OUTPUTS.testIds]: JSON.stringify(result.testIds),
        [OUTPUTS.failedCount]: String(result.failedCount),
        [OUTPUTS.checkRunUrl]: result.checkRunUrl ?? '',
        ...evidenceOutputs(result),
    };
}
/** `junit-file`, `ctrf-file` and `assets-dir`: each empty when nothing was written there. */
function evidenceOutputs(result) {
    return {
        [EVIDENCE_OUTPUTS.junitFile]: result.junitFile ?? '',
        [EVIDENCE_OUTPUTS.ctrfFile]: result.ctrfFile ?? '',
        [EVIDENCE_OUTPUTS.assetsDir]: result.assetsDir ?? '',
    };
}


/***/ }),

/***/ 59033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OA: () => (/* binding */ downloadAssets),
/* harmony export */   yu: () => (/* binding */ DOWNLOAD_ASSETS_MODES)
/* harmony export */ });
/* unused harmony exports ASSETS_FOLDER, ASSET_LIMITS */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(46752);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(53249);
/* harmony import */ var _text_wording_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(42179);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(73982);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(83303);












/** Input `download-assets`. */
const DOWNLOAD_ASSETS_MODES = ['off', 'failed'];
/** Where the files go: a folder of this name under RUNNER_TEMP. */
const ASSETS_FOLDER = 'cloudtest-assets';
const ASSET_LIMITS = {
    tests: 20,
    screenshotsPerTest: 3,
    fileBytes: 200 * 1024 * 1024,
    totalBytes: 1024 * 1024 * 1024,
    deadlineMs: 5 * 60_000,
};
/** The files to fetch: per failed test with recordings, its video and last screenshots, within the bounds. */
function plan(entries, dir, limits) {
    const failed = entries.filter((e) => e.outcome === 'failed' && (e.links?.video || e.links?.screenshots?.length));
    return failed.slice(0, limits.tests).flatMap((entry, i) => {
        const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, `${String(i + 1).padStart(2, '0')}-${(0,_files_js__WEBPACK_IMPORTED_MODULE_9__/* .fileSlug */ .MT)(entry.name)}`);
        const video = entry.links?.video;
        const shots = (entry.links?.screenshots ?? []).slice(-limits.screenshotsPerTest);
        return [
            ...(video ? [{ url: video, file: (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(folder, `video.${(0,_links_js__WEBPACK_IMPORTED_MODULE_10__/* .mediaTypeOf */ .c0)(video, MP4).extension}`) }] : []),
            ...shots.map((url, n) => ({
                url,
                file: (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(folder, `screenshot-${n + 1}.${(0,_links_js__WEBPACK_IMPORTED_MODULE_10__/* .mediaTypeOf */ .c0)(url, PNG).extension}`),
            })),
        ];
    });
}
const MP4 = { extension: 'mp4', type: 'video/mp4' };
const PNG = { extension: 'png', type: 'image/png' };
/**
 * Saves the video and last screenshots of failed tests under one folder (RUNNER_TEMP/cloudtest-assets/…),
 * for one `actions/upload-artifact` step to keep beyond the links' expiry. Every download honours the
 * proxy settings and ends by one overall deadline; a file over its bound, past the total, or that
 * fails, is left out with a warning, never failing the step.
 */
async function downloadAssets(request) {
    const limits = request.limits ?? ASSET_LIMITS;
    const { env, log } = request;
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(env.RUNNER_TEMP?.trim() || (0,node_os__WEBPACK_IMPORTED_MODULE_3__.tmpdir)(), ASSETS_FOLDER, `${(0,_files_js__WEBPACK_IMPORTED_MODULE_9__/* .fileSlug */ .MT)(request.checkName)}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}`);
    const files = plan(request.entries, dir, limits);
    const failedCount = request.entries.filter((e) => e.outcome === 'failed').length;
    if (!files.length) {
        log.info('download-assets: no failed test has a video or screenshot to save.');
        return { dir: undefined, files: [], bytes: 0 };
    }
    if (failedCount > limits.tests)
        log.warning(`download-assets: saving the recordings of the first ${limits.tests} of ${failedCount} failed tests only.`);
    const dispatcher = request.dispatcher ??
        // The step's environment only (lower case first, as undici reads them); unset is no proxy.
        new undici__WEBPACK_IMPORTED_MODULE_7__/* .EnvHttpProxyAgent */ .J2({
            httpProxy: env.http_proxy ?? env.HTTP_PROXY ?? '',
            httpsProxy: env.https_proxy ?? env.HTTPS_PROXY ?? '',
            noProxy: env.no_proxy ?? env.NO_PROXY ?? '',
        });
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(limits.deadlineMs)]);
    const saved = [];
    let bytes = 0;
    try {
        for (const { url, file } of files) {
            if (request.signal.aborted)
                break;
            const room = Math.min(limits.fileBytes, limits.totalBytes - bytes);
            if (room <= 0) {
                log.warning(`download-assets: stopped at the total of ${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_11__/* .formatBytes */ .z3)(limits.totalBytes)}; the rest was left out.`);
                break;
            }
            try {
                bytes += await download(url, file, { dispatcher, signal, maxBytes: room });
                saved.push(file);
            }
            catch (error) {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(file, { force: true });
                const why = signal.aborted && !request.signal.aborted ? 'the downloads took too long' : (0,_api_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .messageOf */ .bD)(error);
                log.warning(`download-assets: could not save ${new URL(url).pathname} to ${file}: ${why}.`);
            }
        }
    }
    finally {
        if (!request.dispatcher)
            await dispatcher.close();
    }
    log.info(`download-assets: saved ${saved.length} of ${files.length} files (${(0,_text_wording_js__WEBPACK_IMPORTED_MODULE_11__/* .formatBytes */ .z3)(bytes)}) in ${dir}.`);
    return { dir: saved.length ? dir : undefined, files: saved, bytes };
}
/** Streams one URL to a file, stopping at `maxBytes`; resolves to the bytes written. */
async function download(url, file, options) {
    const response = await (0,undici__WEBPACK_IMPORTED_MODULE_7__/* .fetch */ .hd)(url, { dispatcher: options.dispatcher, signal: options.signal });
    if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length'));
    if (declared > options.maxBytes) {
        await response.body.cancel();
        throw new Error(`${declared} bytes is more than the ${options.maxBytes} bytes left for downloads`);
    }
    let written = 0;
    const limit = new node_stream__WEBPACK_IMPORTED_MODULE_6__.Transform({
        transform(chunk, _encoding, callback) {
            written += chunk.length;
            if (written > options.maxBytes)
                callback(new Error(`larger than the ${options.maxBytes} bytes left for downloads`));
            else
                callback(null, chunk);
        },
    });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(file, '..'), { recursive: true });
    await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_5__.pipeline)(response.body, limit, (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createWriteStream)(file), { signal: options.signal });
    return written;
}


/***/ }),

/***/ 72158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _U: () => (/* binding */ createCheckRun),
/* harmony export */   dZ: () => (/* binding */ describeGitHubError),
/* harmony export */   gj: () => (/* binding */ isPermissionError),
/* harmony export */   lW: () => (/* binding */ annotationOf)
/* harmony export */ });
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25356);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83303);


/** One failed test as an annotation on line 1 of `path`, every text within GitHub's limits. */
function annotationOf(entry, path) {
    const where = [entry.environment, entry.platform].filter(Boolean).join(', ');
    const details = [
        entry.id && `Test: ${entry.id}`,
        entry.environment && `Browser or device: ${entry.environment}`,
        entry.platform && `Platform: ${entry.platform}`,
        entry.link && `Link: ${entry.link}`,
        ...(0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .linkLines */ .Om)(entry.links),
    ].filter(Boolean);
    return {
        path,
        start_line: 1,
        end_line: 1,
        annotation_level: 'failure',
        title: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(where ? `${entry.name} (${where})` : entry.name), _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_TITLE_CHARS */ .G_),
        message: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToBytes */ .zP)(entry.message?.trim() || 'The test failed.', _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_BYTES */ .lZ),
        ...(details.length ? { raw_details: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToBytes */ .zP)(details.join('\n'), _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATION_BYTES */ .lZ) } : {}),
    };
}
/**
 * Creates the check run, already completed with its conclusion, carrying the first 50 annotations,
 * then appends the rest 50 at a time (a PATCH with annotations adds to those already there). A failed
 * create throws; a failed batch stops the sending and is returned, since the check run itself stands.
 */
async function createCheckRun(github, req) {
    const batches = [];
    for (let i = 0; i < req.annotations.length; i += _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATIONS_PER_REQUEST */ .aR)
        batches.push(req.annotations.slice(i, i + _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ANNOTATIONS_PER_REQUEST */ .aR));
    const output = (annotations = []) => ({
        title: (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(req.title), _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_OUTPUT_TITLE_CHARS */ .yU),
        summary: req.summary,
        ...(annotations.length ? { annotations } : {}),
    });
    const { data } = await github.rest.checks.create({
        owner: req.owner,
        repo: req.repo,
        name: req.name,
        head_sha: req.headSha,
        external_id: req.externalId,
        status: 'completed',
        conclusion: req.conclusion,
        completed_at: req.completedAt,
        output: output(batches[0]),
        request: { signal: req.signal() },
    });
    let sent = batches[0]?.length ?? 0;
    for (const batch of batches.slice(1)) {
        try {
            await github.rest.checks.update({
                owner: req.owner,
                repo: req.repo,
                check_run_id: data.id,
                output: output(batch),
                request: { signal: req.signal() },
            });
        }
        catch (error) {
            return { id: data.id, url: data.html_url ?? '', sent, error };
        }
        sent += batch.length;
    }
    return { id: data.id, url: data.html_url ?? '', sent };
}
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


/***/ }),

/***/ 54231:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ui: () => (/* binding */ PR_COMMENT_MODES),
/* harmony export */   p8: () => (/* binding */ publishComment)
/* harmony export */ });
/* unused harmony exports MAX_COMMENT_CHARS, COMMENT_PERMISSION_HINT, commentMarker, pullRequestNumberOf, renderComment */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72158);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25356);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57994);




/** Input `pr-comment`. */
const PR_COMMENT_MODES = ['off', 'always', 'on-failure'];
/** A comment's body: 65,536 characters (docs/github-facts.md); counted in UTF-16 units, never fewer. */
const MAX_COMMENT_CHARS = 65_536;
/** Comments read per page while looking for ours. */
const COMMENTS_PER_PAGE = 100;
const COMMENT_PERMISSION_HINT = 'Add `permissions: pull-requests: write` to the workflow or job to get the pull request comment; ' +
    'pull requests from forks get a read-only token whatever the workflow asks.';
/**
 * The hidden first line that finds the comment of one check again. `--` would end an HTML comment
 * early, so runs of dashes in the name are broken up.
 */
function commentMarker(checkName) {
    return `<!-- cloudtest-actions:${(0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(checkName).replace(/-(?=-)/g, '- ')} -->`;
}
/** The pull request the workflow runs for, from the event payload; undefined for other events. */
function pullRequestNumberOf(env) {
    const event = env.GITHUB_EVENT_NAME ?? '';
    if (!event.startsWith('pull_request') && event !== 'workflow_run')
        return undefined;
    try {
        const payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
        const n = event === 'workflow_run'
            ? payload.workflow_run?.pull_requests?.[0]?.number
            : payload.pull_request?.number;
        return Number.isSafeInteger(n) && n > 0 ? n : undefined;
    }
    catch {
        return undefined;
    }
}
/** The comment's markdown: the marker, then the report as in the job summary, within GitHub's limit. */
function renderComment(input, result, env) {
    const marker = `${commentMarker(input.checkName)}\n`;
    const runUrl = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && /^\d+$/.test(env.GITHUB_RUN_ID ?? '')
        ? `${env.GITHUB_SERVER_URL.replace(/\/+$/, '')}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
        : undefined;
    const footer = [
        result.checkRunUrl ? `[Open the check run](<${result.checkRunUrl}>)` : '',
        runUrl ? `[Open the workflow run](<${runUrl}>)` : '',
    ]
        .filter(Boolean)
        .join(' · ');
    return (marker +
        (0,_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .renderSummary */ .Br)(input, {
            conclusion: result.conclusion,
            counts: result.counts,
            footer: footer || 'The job summary of the workflow run has the details.',
            fullListAt: result.checkRunId
                ? 'The check run annotates every failed test.'
                : "The service's dashboard lists every test.",
            budget: MAX_COMMENT_CHARS - (0,_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .utf16Units */ .q0)(marker),
            measure: _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .utf16Units */ .q0,
        }));
}
/**
 * One comment per check name on the pull request, updated in place: found again by its marker on any
 * page of the comments. `on-failure` creates it only for a failed report but updates one already
 * there whatever the outcome, so it never shows a stale failure. Problems are warnings; a token
 * without `pull-requests: write` gets a warning naming that permission.
 */
async function publishComment(mode, input, result, deps) {
    if (mode === 'off')
        return undefined;
    const { github, repository, log } = deps;
    const issue = pullRequestNumberOf(deps.env);
    if (!issue) {
        log.info('pr-comment: this run is not for a pull request, so no comment was written.');
        return undefined;
    }
    if (!github || !repository) {
        log.warning('pr-comment: no comment was written: a GitHub token and GITHUB_REPOSITORY are needed.');
        return undefined;
    }
    const failed = result.conclusion === 'failure' || result.conclusion === 'timed_out';
    try {
        const existing = await findComment(github, { ...repository, issue }, commentMarker(input.checkName), deps);
        if (!existing && mode === 'on-failure' && !failed) {
            log.debug('pr-comment is on-failure and nothing failed: no comment.');
            return undefined;
        }
        const body = renderComment(input, result, deps.env);
        const request = { signal: deps.signal() };
        const { data } = existing
            ? await github.rest.issues.updateComment({ ...repository, comment_id: existing, body, request })
            : await github.rest.issues.createComment({ ...repository, issue_number: issue, body, request });
        log.info(`Pull request comment ${existing ? 'updated' : 'written'}: ${data.html_url}`);
        return data.html_url;
    }
    catch (error) {
        const why = (0,_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .describeGitHubError */ .dZ)(error);
        if ((0,_check_run_js__WEBPACK_IMPORTED_MODULE_1__/* .isPermissionError */ .gj)(error))
            log.warning(`Could not write the pull request comment (${why}). ${COMMENT_PERMISSION_HINT}`);
        else
            log.warning(`Could not write the pull request comment: ${why}.`);
        return undefined;
    }
}
/** The ID of the comment that starts with the marker, reading page after page until it is found. */
async function findComment(github, where, marker, deps) {
    const pages = github.paginate.iterator(github.rest.issues.listComments, {
        owner: where.owner,
        repo: where.repo,
        issue_number: where.issue,
        per_page: COMMENTS_PER_PAGE,
        request: { signal: deps.signal() },
    });
    for await (const page of pages) {
        const found = page.data.find((c) => c.body?.startsWith(marker));
        if (found)
            return found.id;
    }
    return undefined;
}


/***/ }),

/***/ 53877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ DEFAULT_EVIDENCE_OPTIONS),
/* harmony export */   X: () => (/* binding */ publishEvidence)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _assets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59033);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54231);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73982);




const DEFAULT_EVIDENCE_OPTIONS = {
    prComment: 'off',
    junitFile: undefined,
    ctrfFile: undefined,
    downloadAssets: 'off',
};
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/**
 * The report's files, pull request comment and downloaded recordings, each independent of the others:
 * one that fails is a warning and the rest still happen.
 */
async function publishEvidence(input, result, options, deps, env) {
    const { log } = deps;
    const evidence = {};
    const attempt = async (what, step) => {
        try {
            await step();
        }
        catch (error) {
            if (deps.signal?.aborted)
                throw error;
            log.warning(`Could not ${what}: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
        }
    };
    await attempt('write the report files', async () => {
        Object.assign(evidence, await (0,_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeReportFiles */ .t4)(input, result.counts, {
            junitFile: options.junitFile,
            ctrfFile: options.ctrfFile,
            env,
            now: deps.now(),
            log,
        }));
    });
    await attempt('write the pull request comment', async () => {
        const timeout = deps.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
        evidence.commentUrl = await (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .publishComment */ .p8)(options.prComment, input, result, {
            github: deps.github,
            repository: deps.repository,
            env,
            log,
            signal: () => deps.signal
                ? AbortSignal.any([deps.signal, AbortSignal.timeout(timeout)])
                : AbortSignal.timeout(timeout),
        });
    });
    if (options.downloadAssets === 'failed') {
        await attempt('download the recordings of failed tests', async () => {
            const saved = await (0,_assets_js__WEBPACK_IMPORTED_MODULE_1__/* .downloadAssets */ .OA)({
                entries: input.entries,
                checkName: input.checkName,
                env,
                log,
                signal: deps.signal ?? new AbortController().signal,
            });
            evidence.assetsDir = saved.dir;
        });
    }
    return evidence;
}


/***/ }),

/***/ 73982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MT: () => (/* binding */ fileSlug),
  t4: () => (/* binding */ writeReportFiles)
});

// UNUSED EXPORTS: REPORT_FILES_FOLDER

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/version.ts + 1 modules
var version = __webpack_require__(71013);
// EXTERNAL MODULE: ./src/report/links.ts
var links = __webpack_require__(83303);
;// CONCATENATED MODULE: ./src/report/ctrf.ts


/**
 * The report as a CTRF JSON document (Common Test Report Format, specVersion 1.0.0:
 * docs/report-files.md). Counts are the report's: passed and failed as they are, a test whose outcome
 * is unknown is `other` (its `rawStatus` says `unknown`), none skipped or pending. Times are
 * milliseconds; the run's start and stop come from the tests' ends and durations where the service
 * gave them, else the time of the report.
 */
const CTRF_SPEC_VERSION = '1.0.0';
const STATUS = { passed: 'passed', failed: 'failed', unknown: 'other' };
const ms = (seconds) => Math.round(seconds * 1000);
function renderCtrf(input, counts, context) {
    const tests = input.entries.map((entry) => ctrfTest(entry, input.checkName));
    const ends = input.entries.flatMap((e) => (e.completedAt === undefined ? [] : [e.completedAt]));
    const starts = input.entries.flatMap((e) => e.completedAt === undefined ? [] : [e.completedAt - ms(e.duration ?? 0)]);
    const stop = ends.length ? Math.max(...ends) : context.now;
    const start = Math.min(stop, ...(starts.length ? starts : [stop]));
    const report = {
        reportFormat: 'CTRF',
        specVersion: CTRF_SPEC_VERSION,
        reportId: (0,external_node_crypto_.randomUUID)(),
        timestamp: new Date(context.now).toISOString(),
        generatedBy: `${context.tool.name} ${context.tool.version}`,
        results: {
            tool: { name: context.tool.name, version: context.tool.version },
            summary: {
                tests: counts.total,
                passed: counts.passed,
                failed: counts.failed,
                skipped: 0,
                pending: 0,
                other: counts.unknown,
                start,
                stop,
                duration: stop - start,
            },
            tests,
            environment: { reportName: input.checkName, buildName: input.externalId },
            extra: { title: input.title, conclusion: input.conclusion },
        },
    };
    return `${JSON.stringify(report, null, 2)}\n`;
}
function ctrfTest(entry, suite) {
    const attachments = (0,links/* labelledLinks */.ry)(entry.links).map(({ label, url }) => ({
        name: label,
        contentType: (0,links/* mediaTypeOf */.c0)(url, { extension: '', type: 'application/octet-stream' }).type,
        path: url,
    }));
    return {
        name: entry.name.trim() || 'unnamed test',
        status: STATUS[entry.outcome],
        duration: ms(entry.duration ?? 0),
        ...(entry.outcome === 'unknown' ? { rawStatus: 'unknown' } : {}),
        ...(entry.completedAt === undefined
            ? {}
            : { start: entry.completedAt - ms(entry.duration ?? 0), stop: entry.completedAt }),
        suite: [suite.trim() || 'cloud tests'],
        ...(entry.message ? { message: entry.message } : {}),
        ...(entry.environment ? { browser: entry.environment } : {}),
        ...(entry.platform ? { labels: { platform: entry.platform } } : {}),
        ...(attachments.length ? { attachments } : {}),
        ...(entry.id || entry.links?.notReady
            ? {
                extra: {
                    ...(entry.id ? { id: entry.id } : {}),
                    ...(entry.links?.notReady ? { linksNotReady: true } : {}),
                },
            }
            : {}),
    };
}

// EXTERNAL MODULE: ./node_modules/xmlbuilder2/lib/index.js
var lib = __webpack_require__(54697);
// EXTERNAL MODULE: ./src/report/limits.ts
var limits = __webpack_require__(25356);
;// CONCATENATED MODULE: ./src/report/junit.ts



/** Seconds with at most three decimals, as `xs:decimal` takes them. */
const decimal = (seconds) => String(Math.round(seconds * 1000) / 1000);
/** The test's browser or device and platform, else the check name: what JUnit readers group by. */
function classnameOf(entry, fallback) {
    const where = [entry.environment, entry.platform].filter(Boolean).join(' on ');
    return (0,limits/* oneLine */.TN)(where || fallback) || 'cloud tests';
}
function renderJUnit(input, counts, context) {
    const doc = (0,lib/* create */.vt)({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
    const totalSeconds = input.entries.reduce((sum, e) => sum + (e.duration ?? 0), 0);
    const name = (0,limits/* oneLine */.TN)(input.checkName) || 'cloud tests';
    const suite = doc.ele('testsuites').ele('testsuite', {
        name,
        package: (0,limits/* oneLine */.TN)(input.externalId) || name,
        id: '0',
        // The schema takes no zone: UTC, said in the properties.
        timestamp: new Date(context.now).toISOString().slice(0, 19),
        hostname: (0,limits/* oneLine */.TN)(context.hostname) || 'localhost',
        tests: String(counts.total),
        failures: String(counts.failed),
        errors: '0',
        skipped: String(counts.unknown),
        time: decimal(totalSeconds),
    });
    const properties = suite.ele('properties');
    for (const [key, value] of [
        ['check', input.checkName],
        ['reference', input.externalId],
        ['title', input.title],
        ['timezone', 'UTC'],
        ['generator', `${context.tool.name} ${context.tool.version}`],
    ]) {
        if (value.trim())
            properties.ele('property', { name: key, value: (0,limits/* oneLine */.TN)(value) });
    }
    for (const entry of input.entries) {
        const testcase = suite.ele('testcase', {
            name: (0,limits/* oneLine */.TN)(entry.name) || 'unnamed test',
            classname: classnameOf(entry, name),
            time: decimal(entry.duration ?? 0),
        });
        if (entry.outcome === 'failed') {
            const message = entry.message?.trim() || 'The test failed.';
            testcase
                .ele('failure', { message: (0,limits/* oneLine */.TN)(message), type: 'failed' })
                .txt([message, ...identity(entry), ...(0,links/* linkLines */.Om)(entry.links)].join('\n'));
        }
        else if (entry.outcome === 'unknown') {
            testcase.ele('skipped', { message: (0,limits/* oneLine */.TN)(entry.message ?? 'No result reported.') });
        }
    }
    suite.ele('system-out').txt(input.details?.trim() ?? '');
    suite.ele('system-err');
    return doc.end({ prettyPrint: true });
}
/** The lines that find the test on the service: its ID and where it ran. */
function identity(entry) {
    return [
        entry.id && `Test: ${entry.id}`,
        entry.environment && `Browser or device: ${entry.environment}`,
        entry.platform && `Platform: ${entry.platform}`,
    ].filter((line) => Boolean(line));
}

;// CONCATENATED MODULE: ./src/report/files.ts








/** Where the files go unless the inputs name a path: under the runner's temporary folder. */
const REPORT_FILES_FOLDER = 'cloudtest-reports';
/** A check name as a file name: letters, digits, dots, dashes; at most 60 characters. */
function fileSlug(text) {
    return (text
        .normalize('NFKD')
        .replace(/[^A-Za-z0-9.-]+/g, '-')
        .replace(/^[-.]+|-+$/g, '')
        .slice(0, 60) || 'report');
}
/**
 * Writes the JUnit XML and CTRF JSON files of the report. By default both go under RUNNER_TEMP
 * (the runner empties it after the job), named after the check with a random suffix so two reporting
 * steps of one job never overwrite each other's files. A relative path is taken from the working
 * directory (the workspace on a runner). A file that cannot be written is a warning.
 */
async function writeReportFiles(input, counts, request) {
    const base = (0,external_node_path_.join)(request.env.RUNNER_TEMP?.trim() || (0,external_node_os_.tmpdir)(), REPORT_FILES_FOLDER, `${fileSlug(input.checkName)}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
    const context = {
        now: request.now,
        hostname: (0,external_node_os_.hostname)(),
        tool: { name: version/* BUNDLE_NAME */.ft, version: version/* BUNDLE_VERSION */.AY },
    };
    const write = async (kind, path, fallback, render) => {
        const target = (0,external_node_path_.resolve)(path?.trim() || fallback);
        try {
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
            await (0,promises_.writeFile)(target, render(), 'utf8');
            request.log.info(`${kind} file: ${target}`);
            return target;
        }
        catch (error) {
            request.log.warning(`Could not write the ${kind} file ${target}: ${(0,errors/* messageOf */.bD)(error)}`);
            return undefined;
        }
    };
    return {
        junitFile: await write('JUnit XML', request.junitFile, `${base}.junit.xml`, () => renderJUnit(input, counts, context)),
        ctrfFile: await write('CTRF JSON', request.ctrfFile, `${base}.ctrf.json`, () => renderCtrf(input, counts, context)),
    };
}


/***/ }),

/***/ 25356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EE: () => (/* binding */ MAX_COMMAND_ANNOTATIONS),
/* harmony export */   G_: () => (/* binding */ MAX_ANNOTATION_TITLE_CHARS),
/* harmony export */   RD: () => (/* binding */ cutToChars),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   aR: () => (/* binding */ MAX_ANNOTATIONS_PER_REQUEST),
/* harmony export */   dy: () => (/* binding */ utf8Bytes),
/* harmony export */   jd: () => (/* binding */ MAX_OUTPUT_CHARS),
/* harmony export */   lZ: () => (/* binding */ MAX_ANNOTATION_BYTES),
/* harmony export */   n4: () => (/* binding */ MAX_STEP_SUMMARY_BYTES),
/* harmony export */   q0: () => (/* binding */ utf16Units),
/* harmony export */   yU: () => (/* binding */ MAX_OUTPUT_TITLE_CHARS),
/* harmony export */   yd: () => (/* binding */ cutTo),
/* harmony export */   zP: () => (/* binding */ cutToBytes)
/* harmony export */ });
/* unused harmony export ELLIPSIS */
/**
 * GitHub's size limits (docs/github-facts.md) and cutting text to them without breaking a character:
 * cuts fall between grapheme clusters, so neither a surrogate pair, nor an emoji sequence, nor a letter
 * and its combining accent is split.
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
/** Workflow-command annotations the runner shows per level and step. */
const MAX_COMMAND_ANNOTATIONS = 10;
const ELLIPSIS = '…';
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const utf8Bytes = (text) => Buffer.byteLength(text, 'utf8');
/** Characters as JavaScript counts them (UTF-16 units): never fewer than code points, so a safe measure. */
const utf16Units = (text) => text.length;
/**
 * `text` cut so that `measure(result) <= max`, ending in `…` when something was cut. The measure
 * must add up over concatenation (bytes, UTF-16 units).
 */
function cutTo(text, max, measure) {
    if (measure(text) <= max)
        return text;
    const budget = max - measure(ELLIPSIS);
    if (budget <= 0)
        return '';
    let used = 0;
    let end = 0;
    // The segmenter is lazy: only the kept part of a long text is walked.
    for (const { segment, index } of graphemes.segment(text)) {
        const size = measure(segment);
        if (used + size > budget)
            break;
        used += size;
        end = index + segment.length;
    }
    return `${text.slice(0, end)}${ELLIPSIS}`;
}
const cutToBytes = (text, maxBytes) => cutTo(text, maxBytes, utf8Bytes);
const cutToChars = (text, maxChars) => cutTo(text, maxChars, utf16Units);
/** One line: newlines and runs of white space folded to single spaces. */
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();


/***/ }),

/***/ 83303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Be: () => (/* binding */ LINKS_EXPIRE_NOTE),
/* harmony export */   IW: () => (/* binding */ safeLabel),
/* harmony export */   Om: () => (/* binding */ linkLines),
/* harmony export */   c0: () => (/* binding */ mediaTypeOf),
/* harmony export */   eG: () => (/* binding */ hasLinks),
/* harmony export */   jf: () => (/* binding */ markdownLinks),
/* harmony export */   q3: () => (/* binding */ httpUrl),
/* harmony export */   ry: () => (/* binding */ labelledLinks),
/* harmony export */   xn: () => (/* binding */ thumbnail)
/* harmony export */ });
/* unused harmony export NOT_READY_NOTE */
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25356);

/**
 * Links to a test's recordings in every output. The URLs come from the service, so only an absolute
 * http(s) URL is kept, in the normalized form `URL` gives it (spaces, quotes, `<` and `>` percent-encoded),
 * and it is escaped again for each place it goes. Labels are ours, or a log's name cut to safe letters.
 */
/** Shown once beside links: the service signs them for a limited time. */
const LINKS_EXPIRE_NOTE = 'Links to videos, screenshots and logs are signed by the service and expire; `download-assets: failed` keeps copies as files.';
/** Shown when the service said the recordings were not ready when the report was made. */
const NOT_READY_NOTE = 'the service had not finished processing the recordings; the links may work only later';
/** Width of a thumbnail in the job summary, in pixels. */
const THUMBNAIL_WIDTH = 320;
/** An absolute http(s) URL, normalized; anything else (other schemes, relative, not a string) is absent. */
function httpUrl(value) {
    if (typeof value !== 'string' || !value.trim())
        return undefined;
    try {
        const url = new URL(value.trim());
        return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
    }
    catch {
        return undefined;
    }
}
/** A log's name as a label: letters, digits, space, dot, dash and underscore only, 40 characters at most. */
function safeLabel(value) {
    return (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(value.replace(/[^\p{L}\p{N} ._-]/gu, ' ')), 40);
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
const hasLinks = (entry) => labelledLinks(entry.links).length > 0;
/** Plain-text lines for annotation details and report files: `Video: https://…`, then the note. */
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
/**
 * A URL as a markdown link destination: in angle brackets, so parentheses need no escaping, and
 * with backslashes escaped; in a table cell a pipe is escaped too, or it would end the cell.
 */
function destination(url, inTable) {
    const escaped = url.replaceAll('\\', '\\\\');
    return `<${inTable ? escaped.replaceAll('|', '\\|') : escaped}>`;
}
/** `[video](<…>) · [last screenshot](<…>) · [log: selenium](<…>)`, empty without links. */
function markdownLinks(links, options) {
    const list = labelledLinks(links).map((l) => `[${l.label}](${destination(l.url, options.inTable)})`);
    if (list.length && links?.notReady)
        list.push('(not ready yet)');
    return list.join(' · ');
}
/** An HTML attribute value: `&` and `"` escaped (the URL is already free of `<`, `>` and spaces). */
const attribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
/**
 * A thumbnail of the test's last screenshot that opens the full image, with the test's name under it;
 * undefined without a screenshot. `name` must already be escaped for markdown.
 */
function thumbnail(entry, escapedName) {
    const last = entry.links?.screenshots?.at(-1);
    if (!last)
        return undefined;
    const src = attribute(last);
    return `<a href="${src}"><img src="${src}" width="${THUMBNAIL_WIDTH}" alt="Last screenshot"></a><br>${escapedName}\n`;
}
/** A file extension and MIME type from a URL's path, for attachments and downloads; `fallback` when unknown. */
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
    const extension = /\.([a-z0-9]{2,5})$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
    return extension && known[extension] ? { extension, type: known[extension] } : fallback;
}


/***/ }),

/***/ 76178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EX: () => (/* binding */ countEntries),
  wv: () => (/* binding */ describeCounts),
  S3: () => (/* binding */ publishReport),
  __: () => (/* binding */ reportDepsFromEnv)
});

// UNUSED EXPORTS: PERMISSION_HINT, conclusionOf

// EXTERNAL MODULE: ./src/version.ts + 1 modules
var version = __webpack_require__(71013);
// EXTERNAL MODULE: ./src/report/check-run.ts
var check_run = __webpack_require__(72158);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
;// CONCATENATED MODULE: ./src/report/environment.ts


const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/i;
/**
 * The commit the user sees: the pull request's head on pull_request events (GITHUB_SHA is a throw-away
 * merge commit there), the run's head commit on workflow_run, else GITHUB_SHA.
 */
function chooseCommit(env) {
    const event = env.GITHUB_EVENT_NAME ?? '';
    const fallback = env.GITHUB_SHA?.trim() || undefined;
    const pullRequest = event.startsWith('pull_request');
    if (!pullRequest && event !== 'workflow_run')
        return { sha: fallback, from: 'GITHUB_SHA' };
    const from = pullRequest ? 'the pull request head' : 'the head of the workflow run';
    let sha;
    let why = 'it names no head commit';
    try {
        const payload = JSON.parse((0,external_node_fs_.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
        sha = pullRequest ? payload.pull_request?.head?.sha : payload.workflow_run?.head_sha;
    }
    catch (error) {
        why = `it could not be read (${(0,errors/* messageOf */.bD)(error)})`;
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
 * The workflow file that ran, from GITHUB_WORKFLOW_REF (`owner/repo/.github/workflows/ci.yml@refs/…`):
 * cloud tests have no source line, so their annotations go on it, line 1.
 */
function workflowPathOf(env) {
    const match = /^[^/]+\/[^/]+\/([^@]+)@/.exec(env.GITHUB_WORKFLOW_REF?.trim() ?? '');
    return match?.[1] ?? FALLBACK_ANNOTATION_PATH;
}

// EXTERNAL MODULE: ./src/report/limits.ts
var limits = __webpack_require__(25356);
// EXTERNAL MODULE: ./src/report/summary.ts
var summary = __webpack_require__(57994);
;// CONCATENATED MODULE: ./src/report/publish.ts






const PERMISSION_HINT = 'Add `permissions: checks: write` to the workflow or job. Pull requests from forks and Dependabot ' +
    'get a read-only token whatever the workflow asks; their results are in the annotations and the job summary.';
const TOKEN_HINT = 'Give `github-token` a token that may create check runs: its default, the workflow token, ' +
    'needs `permissions: checks: write`.';
/**
 * The runner's environment as report dependencies: Octokit on GITHUB_API_URL (given explicitly, so
 * GitHub Enterprise Server and tests work whatever `@actions/github` read at import), the repository,
 * the commit the user sees, the workflow file for annotations, and GITHUB_STEP_SUMMARY. Octokit is
 * loaded only here, when a report is written, so an entry reaches the service before paying for it.
 */
async function reportDepsFromEnv(token, ctx) {
    const { env, log } = ctx;
    const commit = chooseCommit(env);
    if (commit.problem)
        log.warning(commit.problem);
    else if (commit.sha)
        log.debug(`Check run commit: ${commit.sha} (${commit.from}).`);
    let github;
    if (token?.trim()) {
        ctx.setSecret(token.trim());
        const { getOctokit } = await __webpack_require__.e(/* import() */ 413).then(__webpack_require__.bind(__webpack_require__, 92413));
        github = getOctokit(token.trim(), {
            baseUrl: (env.GITHUB_API_URL?.trim() || 'https://api.github.com').replace(/\/+$/, ''),
            userAgent: version/* USER_AGENT */._O,
            // Octokit's own notices (deprecations) are not the user's business beyond the log.
            log: {
                debug: (m) => log.debug(m),
                info: (m) => log.debug(m),
                warn: (m) => log.info(m),
                error: (m) => log.info(m),
            },
        });
    }
    return {
        github,
        repository: repositoryOf(env),
        headSha: commit.sha,
        workflowPath: workflowPathOf(env),
        summary: (0,summary/* stepSummaryWriter */.wY)(env.GITHUB_STEP_SUMMARY, log),
        log,
        signal: ctx.signal,
        now: () => ctx.clock?.now() ?? Date.now(),
    };
}
function countEntries(entries) {
    const counts = { total: entries.length, passed: 0, failed: 0, unknown: 0 };
    for (const e of entries)
        counts[e.outcome]++;
    return counts;
}
/** Any failure fails the check; no tests, or tests whose outcome is unknown, make it neutral. */
function conclusionOf(counts) {
    if (counts.failed > 0)
        return 'failure';
    if (counts.total === 0 || counts.unknown > 0)
        return 'neutral';
    return 'success';
}
/** A check-run title from the counts: `3 of 40 tests failed, 2 unknown`. */
function describeCounts(counts) {
    if (counts.total === 0)
        return 'No tests';
    const unknown = counts.unknown ? `, ${counts.unknown} unknown` : '';
    if (counts.failed)
        return `${counts.failed} of ${counts.total} tests failed${unknown}`;
    if (counts.unknown)
        return `${counts.passed} of ${counts.total} tests passed${unknown}`;
    return `All ${counts.total} ${counts.total === 1 ? 'test' : 'tests'} passed`;
}
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/**
 * Reports results on GitHub: a check run on the commit the user sees with one annotation per failed
 * test (all of them, 50 per request), or without `checks: write` a warning, at most 10 error
 * annotations and a notice; and always the job summary. Reporting problems are warnings: only the
 * caller decides whether the step fails.
 */
async function publishReport(input, deps) {
    const { log } = deps;
    const counts = countEntries(input.entries);
    const conclusion = input.conclusion ?? conclusionOf(counts);
    const path = input.annotationPath?.trim() || deps.workflowPath;
    const failed = input.entries.filter((e) => e.outcome === 'failed');
    const result = { conclusion, counts };
    let footer;
    const { github, repository, headSha } = deps;
    if (!github || !repository || !headSha) {
        const missing = !github
            ? 'no GitHub token was given (input `github-token`)'
            : !repository
                ? 'GITHUB_REPOSITORY is not set'
                : 'the commit is unknown (GITHUB_SHA is not set)';
        const hint = github ? '' : ` ${TOKEN_HINT}`;
        log.warning(`No check run was made: ${missing}.${hint}`);
        annotateThroughCommands(failed, path, log);
        footer = `No check run was made: ${missing}.`;
    }
    else {
        const signal = () => {
            const timeout = AbortSignal.timeout(deps.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
            return deps.signal ? AbortSignal.any([deps.signal, timeout]) : timeout;
        };
        try {
            const run = await (0,check_run/* createCheckRun */._U)(github, {
                ...repository,
                headSha,
                name: (0,limits/* oneLine */.TN)(input.checkName),
                externalId: input.externalId,
                conclusion,
                title: input.title,
                summary: (0,summary/* renderSummary */.Br)(input, {
                    conclusion,
                    counts,
                    footer: `Reported on commit ${headSha.slice(0, 12)}.`,
                    fullListAt: 'Every failed test is annotated on this check run.',
                    budget: limits/* MAX_OUTPUT_CHARS */.jd,
                    measure: limits/* utf16Units */.q0,
                }),
                annotations: failed.map((e) => (0,check_run/* annotationOf */.lW)(e, path)),
                completedAt: new Date(deps.now()).toISOString(),
                signal,
            });
            result.checkRunId = run.id;
            result.checkRunUrl = run.url || undefined;
            log.info(`Check run "${(0,limits/* oneLine */.TN)(input.checkName)}": ${conclusion}, ${run.sent} annotation(s): ${run.url || `#${run.id}`}`);
            footer = `[Open the check run](${run.url}): every failed test is annotated there.`;
            if (run.error) {
                const unsent = failed.slice(run.sent);
                log.warning(`The check run holds ${run.sent} of ${failed.length} annotations; sending the rest failed (${(0,check_run/* describeGitHubError */.dZ)(run.error)}).`);
                annotateThroughCommands(unsent, path, log);
                footer = `[Open the check run](${run.url}): ${run.sent} of ${failed.length} failed tests are annotated there.`;
            }
        }
        catch (error) {
            if (deps.signal?.aborted)
                throw error;
            const why = (0,check_run/* describeGitHubError */.dZ)(error);
            if ((0,check_run/* isPermissionError */.gj)(error)) {
                log.warning(`The token may not create check runs (${why}). ${PERMISSION_HINT}`);
                footer = `No check run was made: the token lacks \`checks: write\` (${why}).`;
            }
            else {
                log.warning(`Could not create the check run (${why}); reporting through annotations instead.`);
                footer = `No check run was made: ${why}.`;
            }
            annotateThroughCommands(failed, path, log);
        }
    }
    await writeJobSummary(input, result, footer, deps);
    return result;
}
/**
 * Without a check run: error annotations through workflow commands for the first failed tests (the
 * runner shows only 10 per step), and one notice for the rest.
 */
function annotateThroughCommands(failed, file, log) {
    for (const entry of failed.slice(0, limits/* MAX_COMMAND_ANNOTATIONS */.EE)) {
        const a = (0,check_run/* annotationOf */.lW)(entry, file);
        log.error(a.message, { title: a.title, file, startLine: 1 });
    }
    const rest = failed.length - limits/* MAX_COMMAND_ANNOTATIONS */.EE;
    if (rest > 0) {
        log.notice(`${rest} more failed ${rest === 1 ? 'test is' : 'tests are'} not annotated here (GitHub shows ${limits/* MAX_COMMAND_ANNOTATIONS */.EE} error annotations per step); the job summary lists them.`, { title: `${rest} more failed tests`, file, startLine: 1 });
    }
}
/** Appends the summary, within what the step's summary may still hold; a write problem is a warning. */
async function writeJobSummary(input, result, footer, deps) {
    try {
        // Strictly under the limit with the closing newline, counting what the step wrote before.
        const budget = limits/* MAX_STEP_SUMMARY_BYTES */.n4 - (await deps.summary.size()) - 2;
        const markdown = (0,summary/* renderSummary */.Br)(input, {
            conclusion: result.conclusion,
            counts: result.counts,
            footer,
            fullListAt: result.checkRunId
                ? 'The check run annotates every failed test.'
                : "The service's dashboard lists every test.",
            budget,
            measure: limits/* utf8Bytes */.dy,
        });
        if ((0,limits/* utf8Bytes */.dy)(markdown) > budget) {
            deps.log.warning('The job summary is already full: this report was left out of it.');
            return;
        }
        await deps.summary.append(`${markdown}\n`);
    }
    catch (error) {
        deps.log.warning(`Could not write the job summary: ${(0,errors/* messageOf */.bD)(error)}`);
    }
}


/***/ }),

/***/ 57994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ renderSummary),
/* harmony export */   wY: () => (/* binding */ stepSummaryWriter)
/* harmony export */ });
/* unused harmony export MAX_THUMBNAILS */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25356);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83303);



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
        append: (markdown) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(path, markdown, 'utf8'),
    };
}
const ICON = {
    success: '✅',
    failure: '❌',
    neutral: '⚪',
    cancelled: '⏹️',
    timed_out: '⏱️',
};
/** Longest text of a table cell; the annotation carries the whole message. */
const CELL_CHARS = { name: 200, environment: 100, platform: 100, message: 500 };
/** Failed tests shown with a thumbnail of their last screenshot, first ones first, as the room allows. */
const MAX_THUMBNAILS = 6;
/**
 * The report as markdown within a size budget: heading, counts, a table of failed tests, a table of
 * tests whose outcome is unknown (each row with its recordings' links), thumbnails of the last
 * screenshots of the first failed tests, the caller's details and the footer. Rows that do not fit
 * are left out and a note says how many and where to find them; thumbnails take only what is left.
 */
function renderSummary(input, options) {
    const { counts, measure } = options;
    const heading = `## ${ICON[options.conclusion]} ${cell(input.checkName, 200)}: ${cell(input.title, 255)}\n\n` +
        '| Total | Passed | Failed | Unknown |\n|---:|---:|---:|---:|\n' +
        `| ${counts.total} | ${counts.passed} | ${counts.failed} | ${counts.unknown} |\n`;
    const footer = `\n${options.footer}\n`;
    let room = options.budget - measure(heading) - measure(footer);
    // Details share the room with the tables, at most half of it, so failed tests are never crowded out.
    const details = input.details?.trim()
        ? (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutTo */ .yd)(`\n${input.details.trim()}\n`, Math.max(0, Math.floor(room / 2)), measure)
        : '';
    room -= measure(details);
    const tables = [];
    for (const [outcome, title] of [
        ['failed', 'Failed tests'],
        ['unknown', 'Tests with an unknown outcome'],
    ]) {
        const entries = input.entries.filter((e) => e.outcome === outcome);
        if (!entries.length)
            continue;
        const table = fitTable(title, entries, room, options);
        room -= measure(table);
        tables.push(table);
    }
    const thumbnails = fitThumbnails(input.entries, room, measure);
    return heading + tables.join('') + thumbnails + details + footer;
}
function fitThumbnails(entries, room, measure) {
    const head = '\n### Last screenshots\n\n';
    const shots = entries
        .filter((e) => e.outcome === 'failed')
        .flatMap((e) => (0,_links_js__WEBPACK_IMPORTED_MODULE_2__/* .thumbnail */ .xn)(e, cell(e.name, CELL_CHARS.name)) ?? [])
        .slice(0, MAX_THUMBNAILS);
    let text = '';
    for (const shot of shots) {
        const next = `${text}${shot}\n`;
        if (measure(head + next) > room)
            break;
        text = next;
    }
    return text ? head + text : '';
}
function fitTable(title, entries, room, options) {
    const { measure } = options;
    const linked = entries.some(_links_js__WEBPACK_IMPORTED_MODULE_2__/* .hasLinks */ .eG);
    const head = `\n### ${title}\n\n| Test | Browser or device | Platform | Message |${linked ? ' Links |' : ''}\n` +
        `|---|---|---|---|${linked ? '---|' : ''}\n`;
    const expiry = linked ? `\n_${_links_js__WEBPACK_IMPORTED_MODULE_2__/* .LINKS_EXPIRE_NOTE */ .Be}_\n` : '';
    const note = (left) => `\n_${left} more not shown: GitHub limits the job summary's size. ${options.fullListAt}_\n${expiry}`;
    const rows = entries.map((e) => `| ${cell(e.name, CELL_CHARS.name)} | ${cell(e.environment, CELL_CHARS.environment)} | ` +
        `${cell(e.platform, CELL_CHARS.platform)} | ${cell(e.message, CELL_CHARS.message)} |` +
        `${linked ? ` ${(0,_links_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownLinks */ .jf)(e.links, { inTable: true })} |` : ''}\n`);
    const sizes = rows.map(measure);
    const all = measure(head) + sizes.reduce((a, b) => a + b, 0) + measure(expiry);
    if (all <= room)
        return head + rows.join('') + expiry;
    // Not everything fits: keep room for the note, then as many rows as fit.
    const reserve = measure(note(entries.length));
    if (measure(head) + reserve > room)
        return measure(note(entries.length)) <= room ? note(entries.length) : '';
    let used = measure(head) + reserve;
    let kept = 0;
    while (kept < rows.length && used + (sizes[kept] ?? 0) <= room)
        used += sizes[kept++] ?? 0;
    return head + rows.slice(0, kept).join('') + note(entries.length - kept);
}
/** Text made safe for one markdown table cell: one line, no pipes or HTML, cut to `max` characters. */
function cell(value, max) {
    if (!value)
        return '';
    return (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .cutToChars */ .RD)((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(value), max)
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('|', '\\|');
}


/***/ }),

/***/ 3524:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C0: () => (/* binding */ readTestRecord),
/* harmony export */   Fx: () => (/* binding */ HEAVY_TEST_FIELDS),
/* harmony export */   Vc: () => (/* binding */ COUNTING_SKIPPED_FIELDS)
/* harmony export */ });
/* unused harmony export MAX_SCREENSHOTS_READ */
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83303);

/**
 * The one adapter for test records (GET /v1/builds/<build>, /v1/tests, /v1/tests/{id}). The spec
 * leaves their fields "not shown"; every field name below comes from what the service's own clients
 * read (docs/service-records.md), and nothing else in the bundle names one. Each field is read
 * leniently: a missing field or one of an unexpected type counts as absent, never as an error.
 *
 * Outcome, first matching row wins:
 *
 * | `state` (any case)                 | `success`                          | outcome |
 * |------------------------------------|------------------------------------|---------|
 * | START, INIT, QUEUED or RUNNING     | anything                           | unknown: still running |
 * | anything else, or absent           | `true`, `1`, `"true"`, `"1"`       | passed  |
 * | anything else, or absent           | `false`, `0`, `"false"`, `"0"`     | failed  |
 * | anything else, or absent           | `null`, absent or any other value  | unknown: no result |
 *
 * So a record whose outcome cannot be told is unknown, never passed. Also read: `name` (else the
 * test's ID), `status_message` (why it failed), `browser` and `browser_version` or `device_name` (the
 * environment), `os` or `platform_name` (the platform), `id` and `session_id` (to tell records apart
 * and find the test on the dashboard).
 *
 * Recordings (docs/service-records.md; shapes are not promised, so each is read as far as it goes):
 * `video` a URL (or `false`: none); `thumbs` one URL, a list of URLs, or a list of objects holding
 * one (`url`, `image`, `src` first); `logs` an object of name → URL, a list of URLs, or a list of
 * objects with a URL and a `name` or `type`; `assets_available` false means not ready yet. Only
 * absolute http(s) URLs are kept. `duration` is in seconds (a number or numeric text).
 *
 * `completed_at` tells when a test that is not running ended (whether the build may still be
 * receiving results). Its format is not shown: an ISO 8601 or HTTP date-time that names its zone
 * (`Z`, `+02:00`, `GMT`, `UTC`) is read, and so is a number, as a UNIX timestamp in seconds (the unit
 * of the `since` filter) or, when too large for that, in milliseconds. A date-time without a zone, or
 * anything else, cannot be told and is absent.
 */
/**
 * Fields a report never shows and that make pages heavy; asked to be skipped (`skip_fields`). The
 * logs and screenshots are read: failed tests link to them.
 */
const HEAVY_TEST_FIELDS = ['visual_run'];
/** What a read that only counts tests skips: everything heavy, recordings included. */
const COUNTING_SKIPPED_FIELDS = ['logs', 'thumbs', 'visual_run'];
/** Screenshots kept per test: the last ones, which show where it ended. */
const MAX_SCREENSHOTS_READ = 20;
/** Logs kept per test. */
const MAX_LOGS_READ = 10;
/** States in which a test is not done yet, as the service's clients treat them. */
const NOT_DONE_STATES = new Set(['START', 'INIT', 'QUEUED', 'RUNNING']);
function readTestRecord(record) {
    const id = text(record.id);
    const session = text(record.session_id);
    const state = text(record.state)?.toUpperCase();
    const running = state !== undefined && NOT_DONE_STATES.has(state);
    const success = running ? undefined : flag(record.success);
    const outcome = success === true ? 'passed' : success === false ? 'failed' : 'unknown';
    const browser = [text(record.browser), text(record.browser_version)].filter(Boolean).join(' ');
    const device = text(record.device_name);
    const environment = browser && device ? `${browser} on ${device}` : browser || device;
    const entry = {
        name: text(record.name) ?? (id ? `test ${id}` : session ? `session ${session}` : 'unnamed test'),
        outcome,
        environment: environment || undefined,
        platform: text(record.os) ?? text(record.platform_name),
        message: messageFor(outcome, running, state, text(record.status_message)),
        id: id ?? session,
    };
    const completedAt = running ? undefined : instant(record.completed_at);
    const duration = seconds(record.duration);
    const links = linksOf(record);
    if (duration !== undefined)
        entry.duration = duration;
    if (completedAt !== undefined)
        entry.completedAt = completedAt;
    if (links)
        entry.links = links;
    return { key: id ?? session, running, completedAt, entry };
}
/** The recordings' links, or undefined when the record holds none. */
function linksOf(record) {
    const video = (0,_links_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(record.video);
    const screenshots = urlsIn(record.thumbs, ['url', 'image', 'src']).map((u) => u.url);
    const logs = urlsIn(record.logs, ['url', 'href', 'link'])
        .slice(0, MAX_LOGS_READ)
        .map((u, i) => ({ label: (0,_links_js__WEBPACK_IMPORTED_MODULE_0__/* .safeLabel */ .IW)(u.name ?? '') || `log ${i + 1}`, url: u.url }));
    if (!video && !screenshots.length && !logs.length)
        return undefined;
    const links = {};
    if (video)
        links.video = video;
    if (screenshots.length)
        links.screenshots = screenshots.slice(-MAX_SCREENSHOTS_READ);
    if (logs.length)
        links.logs = logs;
    if (flag(record.assets_available) === false)
        links.notReady = true;
    return links;
}
/**
 * The http(s) URLs a field holds, in order, with their names where it gives them: one URL, a list of
 * URLs or of objects holding one (under `keys` first, else any URL value), or an object of name → URL.
 */
function urlsIn(value, keys) {
    const single = (0,_links_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(value);
    if (single)
        return [{ url: single }];
    if (Array.isArray(value)) {
        return value.flatMap((item) => {
            const url = (0,_links_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(item) ?? urlInObject(item, keys);
            if (!url)
                return [];
            const o = item;
            const name = typeof item === 'object' ? (text(o.name) ?? text(o.type)) : undefined;
            return [name ? { url, name } : { url }];
        });
    }
    if (value && typeof value === 'object')
        return Object.entries(value).flatMap(([name, v]) => {
            const url = (0,_links_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(v) ?? urlInObject(v, keys);
            return url ? [{ url, name }] : [];
        });
    return [];
}
function urlInObject(value, keys) {
    if (!value || typeof value !== 'object' || Array.isArray(value))
        return undefined;
    const o = value;
    for (const key of keys)
        if ((0,_links_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(o[key]))
            return (0,_links_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(o[key]);
    for (const v of Object.values(o))
        if ((0,_links_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(v))
            return (0,_links_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(v);
    return undefined;
}
/** A non-negative number of seconds (a number or numeric text); anything else is absent. */
function seconds(value) {
    const n = typeof value === 'string' && value.trim() ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
}
function messageFor(outcome, running, state, statusMessage) {
    if (outcome === 'passed')
        return statusMessage;
    if (outcome === 'failed')
        return statusMessage ?? 'The test failed; the service gave no message.';
    if (running)
        return `Still running (state ${state}).`;
    return `No result reported${state ? ` (state ${state})` : ''}.${statusMessage ? ` ${statusMessage}` : ''}`;
}
/** A string or number as trimmed text; anything else is absent. */
function text(value) {
    if (typeof value === 'string')
        return value.trim() || undefined;
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    return undefined;
}
/** Date-times that name their zone: `Z`, an offset, or GMT/UTC (a bare one depends on the reader's zone). */
const ZONED = /(?:Z|[+-]\d{2}:?\d{2}|\bGMT|\bUTC)$/i;
/** Seconds since the epoch stay below this until the year 5138; a larger number is milliseconds. */
const LARGEST_SECONDS = 1e11;
/** A point in time as milliseconds since the epoch, or absent when it cannot be told. */
function instant(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) && value > 0 ? (value < LARGEST_SECONDS ? value * 1000 : value) : undefined;
    if (typeof value !== 'string' || !ZONED.test(value.trim()))
        return undefined;
    const ms = Date.parse(value.trim());
    return Number.isNaN(ms) ? undefined : ms;
}
/** `success` arrives as true/false on some endpoints and 1/0 on others; anything else is unknown. */
function flag(value) {
    if (value === true || value === 1)
        return true;
    if (value === false || value === 0)
        return false;
    if (typeof value === 'string') {
        const v = value.trim().toLowerCase();
        if (v === 'true' || v === '1')
            return true;
        if (v === 'false' || v === '0')
            return false;
    }
    return undefined;
}


/***/ }),

/***/ 94506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ Deadline)
/* harmony export */ });
/**
 * The time-keeping of a bounded wait, on the step's clock: pauses are cut to the deadline, so the
 * last look happens at the deadline itself, and a call can be given a limit a grace period past it,
 * so a service that stops answering cannot stretch the wait.
 */
class Deadline {
    clock;
    at;
    constructor(clock, ms) {
        this.clock = clock;
        this.at = clock.now() + ms;
    }
    remaining() {
        return this.at - this.clock.now();
    }
    passed() {
        return this.remaining() <= 0;
    }
    /** Aborts `graceMs` after the deadline: the limit of one call made before it. */
    callLimit(graceMs) {
        return AbortSignal.timeout(Math.max(this.remaining(), 0) + graceMs);
    }
    /** Sleeps `ms`, or until the deadline if that comes first; rejects when `signal` aborts. */
    pause(ms, signal) {
        return this.clock.sleep(Math.max(0, Math.min(ms, this.remaining())), signal);
    }
}


/***/ })

};
