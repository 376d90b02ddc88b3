// A setup file of every test file but the timed ones (vitest.config.ts): this worker, and every step
// and program it starts, runs at a lower priority, so that beside it the timed file's steps meet their
// wall-clock bounds as they do alone. The tests give way among themselves only: Linux schedules a
// session's processes as one group against other sessions' work, whatever their priorities within it.
import { constants, getPriority, setPriority } from 'node:os';

// Windows' lowest class runs only on an idle machine: below normal there.
const GIVE_WAY =
  process.platform === 'win32' ? constants.priority.PRIORITY_BELOW_NORMAL : constants.priority.PRIORITY_LOW;
if (getPriority() < GIVE_WAY) setPriority(GIVE_WAY);
