import { runInWorker } from '../../runtime/github/worker.ts';

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
export const main = () =>
  runInWorker(
    async () => (await import('./step.ts')).step(),
    REPORT_HEAP_LIMITS,
    async () => (await import('./step.ts')).ready(),
  );
