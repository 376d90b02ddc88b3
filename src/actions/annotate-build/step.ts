import { runMainEntry } from '../../runtime/github/runtime.ts';
import { InputsSchema } from './inputs.ts';
import { ACTION, INPUT_NAMES } from './names.ts';

/** The step itself, run in the worker thread main.ts starts. */
export const step = () =>
  runMainEntry({
    action: ACTION,
    inputs: INPUT_NAMES,
    schema: InputsSchema,
    load: async () => (await import('./run.ts')).run,
  });
