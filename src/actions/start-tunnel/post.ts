import { runPostEntry } from '../../action/runtime.ts';
import { ACTION } from './inputs.ts';
import { teardown } from './teardown.ts';

export async function post(): Promise<void> {
  await runPostEntry(ACTION, teardown);
}
