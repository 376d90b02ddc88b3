import { runMainEntry } from '../../runtime/github/runtime.ts';
import { runInWorker } from '../../runtime/worker.ts';
import { InputsSchema } from './inputs.ts';
import { ACTION, INPUT_NAMES } from './names.ts';

/**
 * The report's heap: a young generation of a few MiB (each page's objects live only until the next
 * page) and an old generation well above what a report keeps (counts, capped lists, about 21 bytes a
 * test), so that V8 collects often rather than growing. docs/performance.md has what they give.
 */
const REPORT_HEAP_LIMITS = { maxYoungGenerationSizeMb: 6, maxOldGenerationSizeMb: 64 };

export const main = () =>
  runInWorker(
    () =>
      runMainEntry({
        action: ACTION,
        inputs: INPUT_NAMES,
        schema: InputsSchema,
        load: async () => (await import('./run.ts')).run,
      }),
    REPORT_HEAP_LIMITS,
  );
