import { passesEntryChecks, runMainEntry } from '../../runtime/github/runtime.ts';
import { InputsSchema } from './inputs.ts';
import { ACTION, INPUT_NAMES } from './names.ts';

const ENTRY = {
  action: ACTION,
  inputs: INPUT_NAMES,
  schema: InputsSchema,
  load: async () => (await import('./run.ts')).run,
  failedChecks: async () => (await import('../failed-checks.ts')).annotateBuild,
};

/**
 * The settings and inputs checked on the main thread, before the worker starts: a step that stops at
 * them stops as soon as any other. The worker reads them again (its secrets masked again, which the
 * runner takes as once).
 */
export const ready = () => passesEntryChecks(ENTRY);

/** The step itself, run in the worker thread main.ts starts. */
export const step = () => runMainEntry(ENTRY);
