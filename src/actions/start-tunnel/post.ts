import { runPostEntry } from '../../action/runtime.ts';
import { ACTION } from './inputs.ts';
import { teardown } from './teardown.ts';

export const post = () => runPostEntry(ACTION, teardown);
