import * as core from '@actions/core';
import { runPostEntry } from '../../action/runtime.ts';
import { ACTION, STATE } from './inputs.ts';
import { NOTHING_STARTED, teardown } from './teardown.ts';

export async function post(): Promise<void> {
  // A main that stopped before starting anything (missing settings, a bad input) leaves nothing to
  // tear down, and no reason to read the settings again just to warn about them.
  if (!core.getState(STATE.mode)) {
    core.info(NOTHING_STARTED);
    return;
  }
  await runPostEntry(ACTION, teardown);
}
