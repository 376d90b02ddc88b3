import { runMainEntry } from '../../action/runtime.ts';
import { ACTION, INPUT_NAMES, InputsSchema } from './inputs.ts';
import { run } from './run.ts';

export const main = () => runMainEntry({ action: ACTION, inputs: INPUT_NAMES, schema: InputsSchema, run });
