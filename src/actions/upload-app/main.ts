import { runMainEntry } from '../../action/runtime.ts';
import { ACTION, INPUT_NAMES, InputsSchema } from './inputs.ts';
import { run } from './run.ts';

export const main = (): Promise<void> =>
  runMainEntry({
    action: ACTION,
    inputs: INPUT_NAMES,
    schema: InputsSchema,
    run: (inputs, ctx) => run(inputs, ctx),
  });
