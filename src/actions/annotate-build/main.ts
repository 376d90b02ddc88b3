import { runMainEntry } from '../../runtime/runtime.ts';
import { InputsSchema } from './inputs.ts';
import { ACTION, INPUT_NAMES } from './names.ts';
import { run } from './run.ts';

export const main = () => runMainEntry({ action: ACTION, inputs: INPUT_NAMES, schema: InputsSchema, run });
