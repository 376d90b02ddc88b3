import { setTimeout as delay } from 'node:timers/promises';

import type { Clock } from './types.ts';

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) => delay(ms, undefined, { signal }),
};
