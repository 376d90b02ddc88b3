import { stopSessionsLeft } from '../../codeless/sessions-left.ts';
import { runPostEntry } from '../../runtime/github/runtime.ts';
import { sessionsBuildOf } from '../../runtime/job-sessions.ts';
import { ACTION } from './names.ts';

/**
 * The post step: an upload leaves nothing to clean up, but as the job's first step of ours it stops
 * the sessions of the job's build still running (src/runtime/job-sessions.ts). Without that claim it
 * loads no service client.
 */
export const main = () =>
  runPostEntry(ACTION, stopSessionsLeft, [], (getState) => sessionsBuildOf(getState) !== undefined);
