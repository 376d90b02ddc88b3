export const id = 526;
export const ids = [526];
export const modules = {

/***/ 7716:
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


/***/ }),

/***/ 7515:
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
var version = __webpack_require__(1013);
;// CONCATENATED MODULE: ./src/report/limits.ts
/**
 * GitHub's size limits (reference/github.md) and cutting text to them without breaking a character:
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

;// CONCATENATED MODULE: ./src/report/check-run.ts

/** One failed test as an annotation on line 1 of `path`, every text within GitHub's limits. */
function annotationOf(entry, path) {
    const where = [entry.environment, entry.platform].filter(Boolean).join(', ');
    const details = [
        entry.id && `Test: ${entry.id}`,
        entry.environment && `Browser or device: ${entry.environment}`,
        entry.platform && `Platform: ${entry.platform}`,
        entry.link && `Link: ${entry.link}`,
    ].filter(Boolean);
    return {
        path,
        start_line: 1,
        end_line: 1,
        annotation_level: 'failure',
        title: cutToChars(oneLine(where ? `${entry.name} (${where})` : entry.name), MAX_ANNOTATION_TITLE_CHARS),
        message: cutToBytes(entry.message?.trim() || 'The test failed.', MAX_ANNOTATION_BYTES),
        ...(details.length ? { raw_details: cutToBytes(details.join('\n'), MAX_ANNOTATION_BYTES) } : {}),
    };
}
/**
 * Creates the check run, already completed with its conclusion, carrying the first 50 annotations,
 * then appends the rest 50 at a time (a PATCH with annotations adds to those already there). A failed
 * create throws; a failed batch stops the sending and is returned, since the check run itself stands.
 */
async function createCheckRun(github, req) {
    const batches = [];
    for (let i = 0; i < req.annotations.length; i += MAX_ANNOTATIONS_PER_REQUEST)
        batches.push(req.annotations.slice(i, i + MAX_ANNOTATIONS_PER_REQUEST));
    const output = (annotations = []) => ({
        title: cutToChars(oneLine(req.title), MAX_OUTPUT_TITLE_CHARS),
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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(3249);
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

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/report/summary.ts


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
                return (await (0,promises_.stat)(path)).size;
            }
            catch {
                return 0;
            }
        },
        append: (markdown) => (0,promises_.appendFile)(path, markdown, 'utf8'),
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
/**
 * The report as markdown within a size budget: heading, counts, a table of failed tests, a table of
 * tests whose outcome is unknown, the caller's details and the footer. Rows that do not fit are left
 * out and a note says how many and where to find them.
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
        ? cutTo(`\n${input.details.trim()}\n`, Math.max(0, Math.floor(room / 2)), measure)
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
    return heading + tables.join('') + details + footer;
}
function fitTable(title, entries, room, options) {
    const { measure } = options;
    const head = `\n### ${title}\n\n| Test | Browser or device | Platform | Message |\n|---|---|---|---|\n`;
    const note = (left) => `\n_${left} more not shown: GitHub limits the job summary's size. ${options.fullListAt}_\n`;
    const rows = entries.map((e) => `| ${cell(e.name, CELL_CHARS.name)} | ${cell(e.environment, CELL_CHARS.environment)} | ` +
        `${cell(e.platform, CELL_CHARS.platform)} | ${cell(e.message, CELL_CHARS.message)} |\n`);
    const sizes = rows.map(measure);
    const all = measure(head) + sizes.reduce((a, b) => a + b, 0);
    if (all <= room)
        return head + rows.join('');
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
    return cutToChars(oneLine(value), max)
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('|', '\\|');
}

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
        const { getOctokit } = await __webpack_require__.e(/* import() */ 413).then(__webpack_require__.bind(__webpack_require__, 2413));
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
        summary: stepSummaryWriter(env.GITHUB_STEP_SUMMARY, log),
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
            const run = await createCheckRun(github, {
                ...repository,
                headSha,
                name: oneLine(input.checkName),
                externalId: input.externalId,
                conclusion,
                title: input.title,
                summary: renderSummary(input, {
                    conclusion,
                    counts,
                    footer: `Reported on commit ${headSha.slice(0, 12)}.`,
                    fullListAt: 'Every failed test is annotated on this check run.',
                    budget: MAX_OUTPUT_CHARS,
                    measure: utf16Units,
                }),
                annotations: failed.map((e) => annotationOf(e, path)),
                completedAt: new Date(deps.now()).toISOString(),
                signal,
            });
            result.checkRunId = run.id;
            result.checkRunUrl = run.url || undefined;
            log.info(`Check run "${oneLine(input.checkName)}": ${conclusion}, ${run.sent} annotation(s): ${run.url || `#${run.id}`}`);
            footer = `[Open the check run](${run.url}): every failed test is annotated there.`;
            if (run.error) {
                const unsent = failed.slice(run.sent);
                log.warning(`The check run holds ${run.sent} of ${failed.length} annotations; sending the rest failed (${describeGitHubError(run.error)}).`);
                annotateThroughCommands(unsent, path, log);
                footer = `[Open the check run](${run.url}): ${run.sent} of ${failed.length} failed tests are annotated there.`;
            }
        }
        catch (error) {
            if (deps.signal?.aborted)
                throw error;
            const why = describeGitHubError(error);
            if (isPermissionError(error)) {
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
    for (const entry of failed.slice(0, MAX_COMMAND_ANNOTATIONS)) {
        const a = annotationOf(entry, file);
        log.error(a.message, { title: a.title, file, startLine: 1 });
    }
    const rest = failed.length - MAX_COMMAND_ANNOTATIONS;
    if (rest > 0) {
        log.notice(`${rest} more failed ${rest === 1 ? 'test is' : 'tests are'} not annotated here (GitHub shows ${MAX_COMMAND_ANNOTATIONS} error annotations per step); the job summary lists them.`, { title: `${rest} more failed tests`, file, startLine: 1 });
    }
}
/** Appends the summary, within what the step's summary may still hold; a write problem is a warning. */
async function writeJobSummary(input, result, footer, deps) {
    try {
        // Strictly under the limit with the closing newline, counting what the step wrote before.
        const budget = MAX_STEP_SUMMARY_BYTES - (await deps.summary.size()) - 2;
        const markdown = renderSummary(input, {
            conclusion: result.conclusion,
            counts: result.counts,
            footer,
            fullListAt: result.checkRunId
                ? 'The check run annotates every failed test.'
                : "The service's dashboard lists every test.",
            budget,
            measure: utf8Bytes,
        });
        if (utf8Bytes(markdown) > budget) {
            deps.log.warning('The job summary is already full: this report was left out of it.');
            return;
        }
        await deps.summary.append(`${markdown}\n`);
    }
    catch (error) {
        deps.log.warning(`Could not write the job summary: ${(0,errors/* messageOf */.bD)(error)}`);
    }
}


/***/ })

};
