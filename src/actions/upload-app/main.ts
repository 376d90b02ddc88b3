import { runMainEntry } from '../../runtime/github/runtime.ts';
import { InputsSchema } from './inputs.ts';
import { ACTION, INPUT_NAMES } from './names.ts';

export const main = () =>
  runMainEntry({
    action: ACTION,
    inputs: INPUT_NAMES,
    schema: InputsSchema,
    load: async () => (await import('./run.ts')).run,
    stopSessions: (inputs) => inputs.stopSessions ?? 'auto',
  });
