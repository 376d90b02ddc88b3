export const id = 9971;
export const ids = [9971];
export const modules = {

/***/ 79971:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
;// CONCATENATED MODULE: ./src/runtime/github/worker.ts

/** The signals a step is cancelled with; a worker thread gets none of its own. */
const SIGNALS = ['SIGINT', 'SIGTERM'];
const isRelayed = (message) => SIGNALS.includes(message);
/**
 * Runs an entry in a worker thread whose V8 heap is held to `limits`, the main thread only relaying
 * (docs/architecture.md, "The report flow"): V8 sizes a process's heap by what survives its
 * collections, and a report's pages, each alive for a moment, would otherwise grow it far beyond what
 * the report keeps. The worker runs the script the runner started (the entry's file under dist/),
 * which calls this again and, off the main thread, runs the entry. Output, file commands and the
 * environment are the process's own; the worker's exit code becomes the step's; SIGINT and SIGTERM
 * reach the entry as they would on the main thread.
 *
 * `ready` runs first, on the main thread: false (the step failed, saying why) and no worker is
 * started. A thread costs a second load of the entry's code, so a step that stops at its checks stops
 * as soon as one without a worker.
 */
async function runInWorker(entry, limits, ready) {
    if (!external_node_worker_threads_.isMainThread) {
        // Signals relayed by the main thread, raised here for the entry's own handlers.
        external_node_worker_threads_.parentPort?.on('message', (message) => isRelayed(message) && process.emit(message, message));
        external_node_worker_threads_.parentPort?.unref();
        return entry();
    }
    if (ready && !(await ready()))
        return;
    const worker = new external_node_worker_threads_.Worker(process.argv[1], { resourceLimits: limits });
    const relay = (name) => worker.postMessage(name);
    for (const name of SIGNALS)
        process.on(name, relay);
    try {
        const code = await new Promise((resolve, reject) => {
            worker.once('error', reject);
            worker.once('exit', resolve);
        });
        if (code !== 0)
            process.exitCode = code;
    }
    catch (error) {
        // Loaded only here: the main thread otherwise loads nothing but this module.
        (await __webpack_require__.e(/* import() */ 6230).then(__webpack_require__.bind(__webpack_require__, 46230))).setFailed(workerFailure(error));
    }
    finally {
        for (const name of SIGNALS)
            process.off(name, relay);
    }
}
/** A worker's end by an error its entry did not catch, on one line. */
function workerFailure(error) {
    if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
        return `The step ran out of memory: ${error.message}`;
    const message = error instanceof Error ? error.message : String(error);
    return message.split('\n', 1)[0];
}

;// CONCATENATED MODULE: ./src/actions/annotate-build/main.ts

/**
 * The report's heap: a young generation of a few MiB (each page's objects live only until the next
 * page), so that V8 collects often rather than growing, and an old generation that still holds the
 * failed tests a report keeps with long messages (900 of 50 KB each fit), far above what a usual
 * report keeps: V8 sizes the old generation by its limit too. docs/performance.md has what they give.
 */
const REPORT_HEAP_LIMITS = { maxYoungGenerationSizeMb: 6, maxOldGenerationSizeMb: 256 };
/**
 * The step runs in a worker thread, started only once the main thread has checked the settings and
 * inputs: a report is to be made.
 */
const main = () => runInWorker(async () => (await Promise.all(/* import() */[__webpack_require__.e(5491), __webpack_require__.e(8815), __webpack_require__.e(3576), __webpack_require__.e(2487), __webpack_require__.e(3933), __webpack_require__.e(3985), __webpack_require__.e(7559), __webpack_require__.e(7523)]).then(__webpack_require__.bind(__webpack_require__, 7523))).step(), REPORT_HEAP_LIMITS, async () => (await Promise.all(/* import() */[__webpack_require__.e(5491), __webpack_require__.e(8815), __webpack_require__.e(3576), __webpack_require__.e(2487), __webpack_require__.e(3933), __webpack_require__.e(3985), __webpack_require__.e(7559), __webpack_require__.e(7523)]).then(__webpack_require__.bind(__webpack_require__, 7523))).ready());


/***/ })

};
