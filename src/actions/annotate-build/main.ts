import { runInWorker } from '../../runtime/worker.ts';

/**
 * The report's heap: a young generation of a few MiB (each page's objects live only until the next
 * page) and an old generation well above what a report keeps (counts, capped lists, about 21 bytes a
 * test), so that V8 collects often rather than growing. docs/performance.md has what they give.
 */
const REPORT_HEAP_LIMITS = { maxYoungGenerationSizeMb: 6, maxOldGenerationSizeMb: 64 };

/** The step runs in a worker thread; the main thread loads nothing else. */
export const main = () => runInWorker(async () => (await import('./step.ts')).step(), REPORT_HEAP_LIMITS);
