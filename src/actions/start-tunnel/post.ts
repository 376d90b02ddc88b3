import { runPostEntry } from '../../runtime/runtime.ts';
import { ACTION } from './names.ts';
import { teardown } from './teardown.ts';

export const main = () => runPostEntry(ACTION, teardown);
