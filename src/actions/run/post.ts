import { runPostEntry } from '../../action/runtime.ts';
import { ACTION } from './inputs.ts';
import { post } from './stop.ts';

export const main = () => runPostEntry(ACTION, post);
